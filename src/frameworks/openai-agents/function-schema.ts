import type { ToolFunctionDefinition } from '../../extract/code/tool-definitions.js';
import { annotatedHint, isUnrenderable, pydanticJson, pythonTitle, sortKeys, Unrenderable, type Json } from '../python/pydantic-schema.js';
import { funcDocumentation, type DocstringStyle } from './griffe-docstring.js';

/** What `@function_tool(...)` is told: function_schema.py's overrides and options. */
export interface FunctionToolOptions {
  nameOverride?: string;
  descriptionOverride?: string;
  docstringStyle?: DocstringStyle;
  useDocstringInfo?: boolean;
  /** `strict_mode=False`: pydantic's schema as it is, posted with `strict: false`. */
  strictMode?: boolean;
}

/** A tool as the Python SDK posts it (models/openai_responses.py `_convert_function_tool`), key order included. */
export interface PostedFunctionTool {
  name: string;
  parameters: Json;
  strict: boolean;
  type: 'function';
  description: string;
}

/**
 * function_schema.py `function_schema`, ported for the type hints an application's tools use: the
 * docstring's description and parameter descriptions (griffe), `Annotated[str, "..."]` descriptions,
 * a first `RunContextWrapper`/`ToolContext` parameter left out, and pydantic's JSON schema of the
 * parameters made strict (`ensure_strict_json_schema`). Checked against the SDK's own code run with
 * pydantic (scripts/openai-agents/python_schemas.py). An error names what could not be rendered.
 */
export function functionToolSchema(fn: ToolFunctionDefinition, options: FunctionToolOptions = {}): PostedFunctionTool | { error: string } {
  const strict = options.strictMode !== false;
  const doc = options.useDocstringInfo === false || fn.docstring === undefined ? undefined : funcDocumentation(fn.docstring, options.docstringStyle);
  const name = options.nameOverride ?? fn.name;
  const properties: Record<string, Json> = {};
  try {
    fn.params.forEach((p, i) => {
      const annotation = p.annotation ?? 'Any';
      if (i === 0 && isContext(annotation)) return;
      const { hint, description: annotated } = annotatedHint(annotation);
      const description = doc?.params.get(p.name) ?? annotated;
      const field: Json = { ...pydanticJson(hint), title: pythonTitle(p.name) };
      if (description !== undefined) field.description = description;
      if (p.hasDefault) {
        if (!p.default) throw new Unrenderable(`the default of ${p.name}`);
        field.default = p.default.value;
      }
      properties[p.name] = sortKeys(field);
    });
  } catch (error) {
    if (isUnrenderable(error)) return { error: `${fn.name}: ${error.message}` };
    throw error;
  }
  // pydantic lists only the fields without a default, and leaves `required` out when there are none;
  // the strict pass requires every field, adding `required` last where pydantic left it out.
  const own = fn.params.filter((p, i) => Object.hasOwn(properties, p.name) && !p.hasDefault && (i > 0 || !isContext(p.annotation))).map((p) => p.name);
  const model = { properties, ...(own.length > 0 ? { required: own } : {}), title: `${name}_args`, type: 'object' };
  const parameters = strict ? strictSchema(model) : model;
  return { name, parameters, strict, type: 'function', description: options.descriptionOverride ?? doc?.description ?? '' };
}

const isContext = (annotation: string | undefined): boolean => /^(RunContextWrapper|ToolContext)\b/.test(annotation ?? '');

/** strict_schema.py `ensure_strict_json_schema` on a model of plain fields: closed, every field required, no `None` default. */
function strictSchema(model: { properties: Record<string, Json>; required?: string[]; title: string; type: string }): Json {
  const properties = Object.fromEntries(Object.entries(model.properties).map(([k, v]) => [k, v.default === null ? Object.fromEntries(Object.entries(v).filter(([key]) => key !== 'default')) : v]));
  const required = Object.keys(properties);
  return model.required ? { properties, required, title: model.title, type: model.type, additionalProperties: false } : { properties, title: model.title, type: model.type, additionalProperties: false, required };
}

