import type { ToolFunctionDefinition } from '../../extract/code/tool-definitions.js';
import { AnnotationSyntaxError, parseTypeHint, type TypeHint } from '../python/type-hint.js';
import { funcDocumentation, type DocstringStyle } from './griffe-docstring.js';

type Json = Record<string, unknown>;

/** What `@function_tool(...)` is told: function_schema.py's overrides and options. */
export interface FunctionToolOptions {
  nameOverride?: string;
  descriptionOverride?: string;
  docstringStyle?: DocstringStyle;
  useDocstringInfo?: boolean;
}

/** A tool as the Python SDK posts it (models/openai_responses.py `_convert_function_tool`), key order included. */
export interface PostedFunctionTool {
  name: string;
  parameters: Json;
  strict: boolean;
  type: 'function';
  description: string | null;
}

/** A type this port does not render as pydantic would (a model class, an enum, a dict in strict mode). */
class Unrenderable extends Error {}

/**
 * function_schema.py `function_schema`, ported for the type hints an application's tools use: the
 * docstring's description and parameter descriptions (griffe), `Annotated[str, "..."]` descriptions,
 * a first `RunContextWrapper`/`ToolContext` parameter left out, and pydantic's JSON schema of the
 * parameters made strict (`ensure_strict_json_schema`). Checked against the SDK's own code run with
 * pydantic (scripts/openai-agents/python_schemas.py). An error names what could not be rendered.
 */
export function functionToolSchema(fn: ToolFunctionDefinition, options: FunctionToolOptions = {}): PostedFunctionTool | { error: string } {
  const doc = options.useDocstringInfo === false || fn.docstring === undefined ? undefined : funcDocumentation(fn.docstring, options.docstringStyle);
  const name = options.nameOverride ?? fn.name;
  const properties: Record<string, Json> = {};
  try {
    fn.params.forEach((p, i) => {
      const annotation = p.annotation ?? 'Any';
      if (i === 0 && /^(RunContextWrapper|ToolContext)\b/.test(annotation)) return;
      const { hint, description: annotated } = annotatedHint(annotation);
      const description = doc?.params.get(p.name) ?? annotated;
      const field: Json = { ...pydanticJson(hint), title: pythonTitle(p.name) };
      if (description !== undefined) field.description = description;
      if (p.hasDefault) {
        if (!p.default) throw new Unrenderable(`the default of ${p.name}`);
        // ensure_strict_json_schema drops a default of None.
        if (p.default.value !== null) field.default = p.default.value;
      }
      properties[p.name] = sortKeys(field);
    });
  } catch (error) {
    if (error instanceof Unrenderable || error instanceof AnnotationSyntaxError) return { error: `${fn.name}: ${error.message}` };
    throw error;
  }
  // pydantic leaves `required` out of a model without fields; the strict pass then adds it last.
  const required = Object.keys(properties);
  const parameters = required.length > 0
    ? { properties, required, title: `${name}_args`, type: 'object', additionalProperties: false }
    : { properties, title: `${name}_args`, type: 'object', additionalProperties: false, required };
  return { name, parameters, strict: true, type: 'function', description: options.descriptionOverride ?? doc?.description ?? null };
}

/** `Annotated[X, "text"]`: X, and the first string of its metadata as the description. */
function annotatedHint(annotation: string): { hint: TypeHint; description?: string } {
  const m = /^(?:typing\.|typing_extensions\.)?Annotated\[([\s\S]*)\]$/.exec(annotation.trim());
  if (!m) return { hint: parseTypeHint(annotation) };
  const inner = m[1]!;
  // The type is the first argument: up to the first comma outside brackets.
  let depth = 0;
  const comma = [...inner].findIndex((ch) => ((depth += ch === '[' ? 1 : ch === ']' ? -1 : 0), ch === ',' && depth === 0));
  const text = /^,\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/.exec(inner.slice(comma));
  const hint = parseTypeHint(comma < 0 ? inner : inner.slice(0, comma));
  return { hint, ...(comma >= 0 && text ? { description: (text[1] ?? text[2])!.replace(/\\(.)/g, '$1') } : {}) };
}

const PRIMITIVES: Record<string, string> = { str: 'string', int: 'integer', float: 'number', bool: 'boolean', NoneType: 'null' };

/** pydantic's JSON schema of a type, made strict: every object closed, every union an `anyOf`. */
function pydanticJson(hint: TypeHint): Json {
  switch (hint.kind) {
    case 'class':
      if (hint.name === 'Any' || hint.name === 'object') return {};
      if (PRIMITIVES[hint.name]) return { type: PRIMITIVES[hint.name] };
      if (hint.name === 'list') return { items: {}, type: 'array' };
      throw new Unrenderable(`the type ${hint.name}`);
    case 'generic': {
      const origin = hint.origin.replace(/^collections\.abc\./, '');
      if (origin === 'list' || origin === 'Sequence') return sortKeys({ items: pydanticJson(hint.args[0] ?? { kind: 'class', name: 'Any' }), type: 'array' });
      if (origin === 'set' || origin === 'frozenset') return sortKeys({ items: pydanticJson(hint.args[0] ?? { kind: 'class', name: 'Any' }), type: 'array', uniqueItems: true });
      if (origin === 'tuple' && hint.args.length === 2 && hint.args[1]!.kind === 'ellipsis') return sortKeys({ items: pydanticJson(hint.args[0]!), type: 'array' });
      // dict[str, X] is open: strict mode refuses it; the tool fails to build.
      throw new Unrenderable(`the type ${hint.text}`);
    }
    case 'union':
      return { anyOf: hint.args.map(pydanticJson) };
    case 'literal': {
      const types = [...new Set(hint.values.map((v) => (v === null ? 'null' : typeof v === 'string' ? 'string' : typeof v === 'boolean' ? 'boolean' : Number.isInteger(v) ? 'integer' : 'number')))];
      const type = types.length === 1 ? { type: types[0] } : {};
      return hint.values.length === 1 ? sortKeys({ const: hint.values[0], ...type }) : sortKeys({ enum: hint.values, ...type });
    }
    default:
      throw new Unrenderable(`a type annotation`);
  }
}

/** pydantic sorts a schema's keys (a property map keeps the fields' order). */
function sortKeys(json: Json): Json {
  return Object.fromEntries(Object.entries(json).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** pydantic's field title: Python's `str.title()`, then `_` as a space (`order_id` is `Order Id`). */
export function pythonTitle(name: string): string {
  let out = '';
  let previousCased = false;
  for (const ch of name) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? (previousCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    previousCased = cased;
  }
  return out.replace(/_/g, ' ');
}
