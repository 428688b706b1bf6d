import { hintText, NONE, type LiteralValue, type TypeHint } from '../python/type-hint.js';

/**
 * smolagents' JSON schema of a type hint (`_parse_type_hint`, `_parse_union_type`): builtins map
 * to JSON types, any other class to `object`, `list`/`dict`/`tuple` generics to arrays and objects,
 * unions to a sorted type list or `anyOf`, `None` in a union to `nullable` (docs/architecture.md,
 * "Frameworks"). A hint it cannot convert throws a PythonError, where smolagents raises.
 */
export type Schema = Record<string, unknown>;

/** An exception smolagents raises, named as Python names it (`TypeHintParsingException: ...`). */
export class PythonError extends Error {
  constructor(exception: string, message: string) {
    super(`${exception}: ${message}`);
  }
}

const BASE_TYPES: Record<string, string> = { int: 'integer', float: 'number', str: 'string', bool: 'boolean', list: 'array', dict: 'object', Any: 'any', NoneType: 'null' };

const unparsable = (hint: TypeHint): PythonError =>
  new PythonError('TypeHintParsingException', `("Couldn't parse this type hint, likely due to a custom class or object: ", ${hintText(hint)})`);

export function hintSchema(hint: TypeHint): Schema {
  switch (hint.kind) {
    case 'class':
      return { type: BASE_TYPES[hint.name] ?? 'object' };
    case 'union':
      return unionSchema(hint.args);
    case 'literal':
      return literalSchema(hint.values, hint.floats);
    case 'generic':
      return genericSchema(hint);
    case 'ellipsis':
    case 'params':
      throw unparsable(hint);
  }
}

const isNone = (hint: TypeHint): boolean => hint.kind === 'class' && hint.name === 'NoneType';

function unionSchema(args: TypeHint[]): Schema {
  const subtypes = args.filter((arg) => !isNone(arg)).map(hintSchema);
  let schema: Schema;
  if (subtypes.length === 1) schema = subtypes[0]!;
  else if (subtypes.every((s) => typeof s.type === 'string')) schema = { type: subtypes.map((s) => s.type as string).sort() };
  else schema = { anyOf: subtypes };
  if (args.some(isNone)) schema.nullable = true;
  return schema;
}

/** The Python class of a Literal value. */
function literalClass(value: LiteralValue, float: boolean): TypeHint {
  if (value === null) return NONE;
  const name = typeof value === 'string' ? 'str' : typeof value === 'boolean' ? 'bool' : float ? 'float' : 'int';
  return { kind: 'class', name };
}

function literalSchema(values: LiteralValue[], floats: boolean[]): Schema {
  // smolagents unions the set of the values' classes; the set's order only matters once sorted.
  const classes = values.map((value, i) => literalClass(value, floats[i]!));
  const unique = classes.filter((c, i) => classes.findIndex((d) => JSON.stringify(d) === JSON.stringify(c)) === i);
  return Object.assign(unionSchema(unique), { enum: values.filter((value) => value !== null) });
}

function genericSchema(hint: Extract<TypeHint, { kind: 'generic' }>): Schema {
  const { origin, args } = hint;
  if (origin === 'list') return args.length === 0 ? { type: 'array' } : { type: 'array', items: hintSchema(args[0]!) };
  if (origin === 'dict') return args.length === 2 ? { type: 'object', additionalProperties: hintSchema(args[1]!) } : { type: 'object' };
  if (origin !== 'tuple') throw unparsable(hint);
  if (args.length === 0) return { type: 'array' };
  if (args.length === 1) {
    throw new PythonError(
      'TypeHintParsingException',
      `The type hint ${hint.text.replaceAll('typing.', '')} is a Tuple with a single element, which we do not automatically convert to JSON schema as it is rarely necessary. If this input can contain more than one element, we recommend using a List[] type instead, or if it really is a single element, remove the Tuple[] wrapper and just pass the element directly.`,
    );
  }
  if (args.some((arg) => arg.kind === 'ellipsis')) {
    throw new PythonError('TypeHintParsingException', "Conversion of '...' is not supported in Tuple type hints. Use List[] types for variable-length inputs instead.");
  }
  return { type: 'array', prefixItems: args.map(hintSchema) };
}
