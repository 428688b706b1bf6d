import type { JsonObject } from '../json-object.js';

/**
 * The tools an OpenAI Agents SDK request posts, in each SDK's key order (docs/architecture.md,
 * "Rendered requests"): a function tool, an agent's transfer tool, an agent run as a tool.
 */

export type Language = 'python' | 'javascript';
type Json = JsonObject;

/**
 * A tool name made of an agent's name: Python's `transform_string_function_style` (util/_transforms.py)
 * lowercases; JavaScript's `toFunctionToolName` (agents-core utils/tools) keeps the case.
 */
export function functionStyleName(name: string, language: Language): string {
  const replaced = name.replace(/\s/g, '_').replace(/[^a-zA-Z0-9_]/g, '_');
  return language === 'python' ? replaced.toLowerCase() : replaced;
}

/** A handoff's parameters: Python's empty schema made strict, JavaScript's literal one. */
export const HANDOFF_PARAMETERS: Record<Language, Json> = {
  python: { additionalProperties: false, type: 'object', properties: {}, required: [] },
  javascript: { type: 'object', properties: {}, required: [], additionalProperties: false },
};

/** An agent as a tool takes one string: Python's `AgentAsToolInput` model, JavaScript's zod object. */
export const AGENT_AS_TOOL_PARAMETERS: Record<Language, Json> = {
  python: { description: 'Default input schema for agent-as-tool calls.', properties: { input: { title: 'Input', type: 'string' } }, required: ['input'], title: 'AgentAsToolInput', type: 'object', additionalProperties: false },
  javascript: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { input: { type: 'string' } }, required: ['input'], additionalProperties: false },
};

/** A function tool, in the key order each SDK posts it (Python `_convert_function_tool`; JavaScript `openaiResponsesModel`). */
export function functionTool(language: Language, name: string, description: string | null, parameters: Json): Json {
  return language === 'python'
    ? { name, parameters, strict: true, type: 'function', description }
    : { type: 'function', name, description, parameters, strict: true };
}

/** A handoff's transfer tool (handoffs/__init__.py `default_tool_description`; agents-core handoff.mjs). */
export function handoffTool(language: Language, name: string, description: string): Json {
  return language === 'python'
    ? { name, parameters: HANDOFF_PARAMETERS.python, strict: true, type: 'function', description }
    : { name, description, parameters: HANDOFF_PARAMETERS.javascript, strict: true, type: 'function' };
}
