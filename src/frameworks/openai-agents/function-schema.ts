import type { ToolFunctionDefinition } from '../../extract/code/tool-definitions.js';
import { annotatedHint, isUnrenderable, pydanticJson, pythonTitle, sortKeys, Unrenderable, type Json } from '../python/pydantic-schema.js';
import { funcDocumentation, type DocstringStyle } from './griffe-docstring.js';

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
    if (isUnrenderable(error)) return { error: `${fn.name}: ${error.message}` };
    throw error;
  }
  // pydantic leaves `required` out of a model without fields; the strict pass then adds it last.
  const required = Object.keys(properties);
  const parameters = required.length > 0
    ? { properties, required, title: `${name}_args`, type: 'object', additionalProperties: false }
    : { properties, title: `${name}_args`, type: 'object', additionalProperties: false, required };
  return { name, parameters, strict: true, type: 'function', description: options.descriptionOverride ?? doc?.description ?? null };
}

