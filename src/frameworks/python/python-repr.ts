/**
 * CPython's `repr()` of the values smolagents prints into prompts: `Tool.to_tool_calling_prompt`
 * prints a tool's inputs dict, and jinja2 prints a dict it is given (`{{ agent.inputs }}`) the
 * same way (docs/architecture.md, "Frameworks"). A JavaScript number cannot say whether Python
 * held an int or a float: an integral number prints as an int (`1`, where Python's `1.0` would
 * print `1.0`), any other as Python's float repr.
 */

// Py_UNICODE_ISPRINTABLE: every category but Cc, Cf, Cs, Co, Cn, Zl, Zp and Zs (space excepted).
// The Unicode version is Node's (ICU), which may know characters Python's unicodedata does not.
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One code point as `repr` writes it inside quotes `quote`. */
function reprChar(char: string, quote: string): string {
  if (char === quote) return `\\${char}`;
  const escape = ESCAPES[char];
  if (escape !== undefined) return escape;
  const code = char.codePointAt(0)!;
  if (char === ' ' || (code > 0x20 && code < 0x7f)) return char;
  if (code >= 0x7f && !NOT_PRINTABLE.test(char)) return char;
  const hex = code.toString(16);
  if (code <= 0xff) return `\\x${hex.padStart(2, '0')}`;
  return code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\U${hex.padStart(8, '0')}`;
}

/** `repr(str)`: single quotes, unless the text holds a single quote and no double quote. */
export function reprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let body = '';
  for (const char of text) body += reprChar(char, quote);
  return quote + body + quote;
}

/** `repr(float)`: the shortest digits that round-trip, fixed notation for exponents -4 through 15. */
export function reprFloat(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const [mantissa = '', exponentText = '0'] = value.toExponential().split('e');
  const exponent = Number(exponentText);
  const sign = value < 0 ? '-' : '';
  const digits = mantissa.replace('-', '').replace('.', '');
  if (exponent < -4 || exponent >= 16) {
    const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${head}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  return `${sign}${whole}.${digits.slice(exponent + 1) || '0'}`;
}

/** `repr(int)`, exactly, however large the (integral) number. */
export function reprInt(value: number): string {
  return Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
}

/** A number as Python would print it had it come from JSON: integral means int. */
function reprNumber(value: number): string {
  return Number.isInteger(value) ? reprInt(value) : reprFloat(value);
}

/** repr() of str/int/float/bool/None/list/dict as CPython prints it. */
export function pythonRepr(value: unknown): string {
  if (value === null) return 'None';
  switch (typeof value) {
    case 'string':
      return reprString(value);
    case 'boolean':
      return value ? 'True' : 'False';
    case 'number':
      return reprNumber(value);
    case 'object':
      return reprContainer(value);
    default:
      throw new TypeError(`pythonRepr: no Python value for a ${typeof value}`);
  }
}

function reprContainer(value: object): string {
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return `{${entries.map(([key, item]) => `${pythonRepr(key)}: ${pythonRepr(item)}`).join(', ')}}`;
}

/** `str()`: a str is itself, anything else its repr (how f-strings and jinja2 print a value). */
export function pythonStr(value: unknown): string {
  return typeof value === 'string' ? value : pythonRepr(value);
}
