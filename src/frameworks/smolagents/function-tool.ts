import { parseGoogleDocstring } from './google-docstring.js';
import { pythonRepr } from '../python/python-repr.js';
import { PY_SPACE, pyStrip } from '../python/python-text.js';
import { AUTHORIZED_TYPES, type SmolTool } from './smol-tool.js';
import { parseTypeHint } from '../python/type-hint.js';
import { hintSchema, PythonError, type Schema } from './type-hint-schema.js';

/**
 * smolagents' `@tool` (`tools.tool` over `get_json_schema`): a function's docstring and type hints
 * made into a tool (docs/architecture.md, "Frameworks"). Where smolagents raises, the error is
 * returned as `Exception: message`, as Python prints it.
 */

/** A `@tool` function as written: what smolagents' `tool()` reads through get_json_schema. */
export interface ToolFunction {
  name: string;
  /** The docstring as Python's inspect.getdoc gives it (dedented, stripped). */
  docstring: string;
  params: Array<{ name: string; annotation?: string; hasDefault: boolean }>;
  /** The return annotation as written (`str`, `dict[str, Any]`, `Optional[int]`), if any. */
  returns?: string;
}

/** The SmolTool `@tool` makes of it, or an error message where smolagents would raise (missing type hint, undocumented argument...). */
export function functionTool(fn: ToolFunction): SmolTool | { error: string } {
  try {
    return makeTool(fn);
  } catch (error) {
    if (error instanceof Error) return { error: error.message };
    throw error;
  }
}

function makeTool(fn: ToolFunction): SmolTool {
  if (fn.docstring === '') throw new PythonError('DocstringParsingException', `Cannot generate JSON schema for ${fn.name} because it has no docstring!`);
  const docstring = parseGoogleDocstring(pyStrip(fn.docstring));
  const inputs = typedInputs(fn);
  for (const [name, schema] of Object.entries(inputs)) {
    const description = docstring.args.get(name);
    if (description === undefined) {
      throw new PythonError('DocstringParsingException', `Cannot generate JSON schema for ${fn.name} because the docstring has no description for the argument '${name}'`);
    }
    describe(schema, description);
  }
  const tool = { name: fn.name, description: docstring.description, inputs, outputType: outputType(fn, inputs) };
  validate(tool);
  return tool;
}

/** `_convert_type_hints_to_json_schema`: hints parsed in order (the return's last), then each parameter checked. */
function typedInputs(fn: ToolFunction): Record<string, Schema> {
  const inputs: Record<string, Schema> = {};
  for (const param of fn.params) {
    if (param.annotation !== undefined) inputs[param.name] = hintSchema(parseTypeHint(param.annotation));
  }
  if (fn.returns !== undefined) hintSchema(parseTypeHint(fn.returns));
  for (const param of fn.params) {
    const schema = inputs[param.name];
    if (schema === undefined) throw new PythonError('TypeHintParsingException', `Argument ${param.name} is missing a type hint in function ${fn.name}`);
    if (param.hasDefault) schema.nullable = true;
  }
  return inputs;
}

// Python's `.` (no DOTALL) stops at \n alone, JavaScript's at \r and \u2028 too.
const CHOICES = new RegExp(`\\(choices:${PY_SPACE}*([^\\n]*?)\\)${PY_SPACE}*$`, 'iu');

/** An argument's description, and its enum where it ends with `(choices: [...])`. */
function describe(schema: Schema, description: string): void {
  const match = CHOICES.exec(description);
  if (match !== null) {
    schema.enum = choices(match[1]!);
    description = pyStrip(description.slice(0, match.index));
  }
  schema.description = description;
}

function choices(json: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new PythonError('JSONDecodeError', (error as Error).message);
  }
  // Python iterates what json.loads gave: a list's items, a string's characters, a dict's keys.
  const items = typeof parsed === 'string' ? [...parsed] : Array.isArray(parsed) ? parsed : parsed !== null && typeof parsed === 'object' ? Object.keys(parsed) : undefined;
  if (items === undefined) throw new PythonError('TypeError', `'${pythonTypeName(parsed)}' object is not iterable`);
  return items.map((item) => {
    if (typeof item !== 'string') throw new PythonError('AttributeError', `'${pythonTypeName(item)}' object has no attribute 'strip'`);
    return pyStrip(item);
  });
}

function pythonTypeName(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  const names: Record<string, string> = { string: 'str', boolean: 'bool', object: 'dict' };
  return typeof value === 'number' ? (Number.isInteger(value) ? 'int' : 'float') : (names[typeof value] ?? typeof value);
}

/** The return hint's type (a union of types is `any`); a function of no arguments may have none. */
function outputType(fn: ToolFunction, inputs: Record<string, Schema>): string {
  if (fn.returns === undefined) {
    if (Object.keys(inputs).length === 0) return 'null';
    throw new PythonError('TypeHintParsingException', 'Tool return type not found: make sure your function has a return type hint!');
  }
  const type = hintSchema(parseTypeHint(fn.returns)).type;
  if (type === undefined) throw new PythonError('KeyError', "'type'");
  const truthy = Array.isArray(type) ? type.length > 0 : Boolean(type);
  return (truthy && typeof type !== 'string' ? 'any' : type) as string;
}

/** `Tool.validate_arguments`, as far as a `@tool`'s inputs can fail it. */
function validate(tool: SmolTool): void {
  for (const [name, input] of Object.entries(tool.inputs)) {
    if (!('type' in input && 'description' in input)) {
      throw new PythonError('AssertionError', `Input '${name}' should have keys 'type' and 'description', has only ${pythonRepr(Object.keys(input))}.`);
    }
    const types = Array.isArray(input.type) ? (input.type as unknown[]) : [input.type];
    const invalid = types.filter((type) => !AUTHORIZED_TYPES.includes(type as string));
    if (invalid.length > 0) throw new PythonError('ValueError', `Input '${name}': types ${pythonRepr(invalid)} must be one of ${pythonRepr(AUTHORIZED_TYPES)}`);
  }
  if (!AUTHORIZED_TYPES.includes(tool.outputType)) throw new PythonError('AssertionError', '');
}
