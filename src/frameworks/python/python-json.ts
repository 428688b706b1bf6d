import { reprFloat, reprInt } from './python-repr.js';

/**
 * Python's `json.dumps` with its defaults (ensure_ascii, NaN allowed; separators `, ` and `: `, or
 * `,` and `: ` once indented): how `Tool.to_code_prompt` prints an output schema and jinja2's
 * `tojson` a value (docs/architecture.md, "Frameworks"). An integral number prints as an int, as
 * in pythonRepr, unless wrapped as a PythonFloat.
 */
export interface JsonDumpsOptions {
  indent?: number;
  /** `sort_keys=True`: keys in code point order. */
  sortKeys?: boolean;
}

/** A float whose value may be integral: `2.0` prints as `2.0`. */
export class PythonFloat {
  constructor(readonly value: number) {}
}

export function pythonJsonDumps(value: unknown, options: JsonDumpsOptions = {}): string {
  const unit = options.indent === undefined ? undefined : ' '.repeat(options.indent);
  return dumps(value, { unit, sortKeys: options.sortKeys ?? false }, '');
}

interface Layout {
  unit: string | undefined;
  sortKeys: boolean;
}

const JSON_ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/** `py_encode_basestring_ascii`: everything outside space..~ escaped, by UTF-16 code unit. */
function encodeString(text: string): string {
  const body = text.replace(/[^ -~]|["\\]/g, (char) => JSON_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `"${body}"`;
}

function encodeNumber(value: number, float: boolean): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  return Number.isInteger(value) && !float ? reprInt(value) : reprFloat(value);
}

const byCodePoint = ([a]: [string, unknown], [b]: [string, unknown]): number => {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const diff = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (diff !== 0) return diff;
  }
  return x.length - y.length;
};

/** Items joined as json.dumps joins them, on one line or one per line. */
function joined(items: string[], open: string, close: string, layout: Layout, current: string): string {
  if (items.length === 0) return open + close;
  if (layout.unit === undefined) return `${open}${items.join(', ')}${close}`;
  const inner = current + layout.unit;
  return `${open}\n${items.map((item) => inner + item).join(',\n')}\n${current}${close}`;
}

function dumps(value: unknown, layout: Layout, current: string): string {
  if (value === null) return 'null';
  if (value instanceof PythonFloat) return encodeNumber(value.value, true);
  const inner = current + (layout.unit ?? '');
  switch (typeof value) {
    case 'string':
      return encodeString(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return encodeNumber(value, false);
    case 'object': {
      if (Array.isArray(value)) return joined(value.map((item) => dumps(item, layout, inner)), '[', ']', layout, current);
      const entries: Array<[string, unknown]> = value instanceof Map ? [...value.entries()] : Object.entries(value);
      if (layout.sortKeys) entries.sort(byCodePoint);
      return joined(entries.map(([key, item]) => `${encodeString(key)}: ${dumps(item, layout, inner)}`), '{', '}', layout, current);
    }
    default:
      throw new TypeError(`Object of type ${typeof value} is not JSON serializable`);
  }
}
