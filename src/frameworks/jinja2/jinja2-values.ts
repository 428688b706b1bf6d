import { Environment } from '@huggingface/jinja';
import { PythonFloat, pythonJsonDumps } from '../python/python-json.js';
import { reprFloat, reprInt, reprString } from '../python/python-repr.js';

/**
 * @huggingface/jinja's runtime values seen as jinja2 sees Python values (docs/architecture.md,
 * "Frameworks"): printed with Python's `str()` (None as `None`, True as `True`, a dict as its
 * repr, 1.0 as `1.0`), and an undefined name that fails when used (jinja2's StrictUndefined,
 * which smolagents' populate_template sets). The library exports no value classes: they are
 * taken from values it makes.
 */
export type RuntimeValue = ReturnType<Environment['set']>;
type UndefinedRuntimeValue = Extract<RuntimeValue, { value: undefined }>;

const sample = (value: unknown): RuntimeValue => new Environment().set('sample', value);
const UndefinedValue = sample(undefined).constructor as new () => UndefinedRuntimeValue;
const StringValue = sample('').constructor as new (value: string) => RuntimeValue;

export const stringValue = (text: string): RuntimeValue => new StringValue(text);

/** jinja2's StrictUndefined: still `undefined` to `is defined` and `default`, an error when tested, printed or iterated. */
export class StrictUndefined extends UndefinedValue {
  constructor(readonly what: string) {
    super();
  }

  override __bool__(): never {
    throw this.error();
  }

  override toString(): never {
    throw this.error();
  }

  error(): Error {
    return new Error(`UndefinedError: ${this.what}`);
  }
}

/** `str(value)`: what jinja2 prints for `{{ value }}`; a plain Undefined (`x if c` with no else) prints nothing. */
export function pythonStrOf(value: RuntimeValue): string {
  if (value.type === 'UndefinedValue' && !(value instanceof StrictUndefined)) return '';
  return value.type === 'StringValue' ? (value.value as string) : pythonReprOf(value);
}

const entriesOf = (value: RuntimeValue): Array<[string, RuntimeValue]> => [...(value.value as Map<string, RuntimeValue>).entries()];
const itemsOf = (value: RuntimeValue): string[] => (value.value as RuntimeValue[]).map(pythonReprOf);
const dictRepr = (value: RuntimeValue): string => `{${entriesOf(value).map(([k, v]) => `${reprString(k)}: ${pythonReprOf(v)}`).join(', ')}}`;

/** `repr(value)`: how a value prints inside a printed list or dict. */
export function pythonReprOf(value: RuntimeValue): string {
  switch (value.type) {
    case 'StringValue':
      return reprString(value.value as string);
    case 'IntegerValue':
      return reprInt(value.value as number);
    case 'FloatValue':
      return reprFloat(value.value as number);
    case 'BooleanValue':
      return value.value ? 'True' : 'False';
    case 'NullValue':
      return 'None';
    case 'ArrayValue':
      return `[${itemsOf(value).join(', ')}]`;
    case 'TupleValue': {
      const items = itemsOf(value);
      return items.length === 1 ? `(${items[0]},)` : `(${items.join(', ')})`;
    }
    case 'ObjectValue':
    case 'KeywordArgumentsValue':
      return dictRepr(value);
    case 'NamespaceValue':
      return `<Namespace ${dictRepr(value)}>`;
    case 'UndefinedValue':
      if (value instanceof StrictUndefined) throw value.error();
      return 'Undefined';
    default:
      // A function, or an object holding one (a tool): Python prints its address, which no run repeats.
      throw new Error(`jinja2 would print a ${value.type} as a Python object's address: not rendered`);
  }
}

/** A runtime value as the Python value json.dumps would see (a float stays a float). */
function pythonValueOf(value: RuntimeValue): unknown {
  switch (value.type) {
    case 'StringValue':
    case 'IntegerValue':
    case 'BooleanValue':
      return value.value;
    case 'NullValue':
      return null;
    case 'FloatValue':
      return new PythonFloat(value.value as number);
    case 'ArrayValue':
    case 'TupleValue':
      return (value.value as RuntimeValue[]).map(pythonValueOf);
    case 'ObjectValue':
    case 'KeywordArgumentsValue':
      return new Map(entriesOf(value).map(([k, v]) => [k, pythonValueOf(v)]));
    case 'UndefinedValue':
      throw (value instanceof StrictUndefined ? value : new StrictUndefined('a value is undefined')).error();
    default:
      throw new Error(`TypeError: Object of type ${value.type} is not JSON serializable`);
  }
}

const HTML_SAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', "'": '\\u0027' };

/** jinja2's `tojson` filter: json.dumps with sort_keys=True, then <, >, & and ' escaped for HTML. */
export function jinja2ToJson(value: RuntimeValue, indent: number | undefined): string {
  return pythonJsonDumps(pythonValueOf(value), { indent, sortKeys: true }).replace(/[<>&']/g, (char) => HTML_SAFE[char]!);
}

/** jinja2's `join`: `str(d).join(map(str, value))`, over a list, a dict's keys or a string's characters. */
export function jinja2Join(value: RuntimeValue, separator: RuntimeValue | undefined): string {
  let items: string[];
  if (value.type === 'StringValue') items = [...(value.value as string)];
  else if (value.type === 'ObjectValue') items = entriesOf(value).map(([key]) => key);
  else if (value.type === 'ArrayValue' || value.type === 'TupleValue') items = (value.value as RuntimeValue[]).map(pythonStrOf);
  else throw new Error(`TypeError: '${value.type}' object is not iterable`);
  return items.join(separator === undefined ? '' : pythonStrOf(separator));
}
