import { pythonJsonDumps } from '../python/python-json.js';
import { pythonRepr, pythonStr } from '../python/python-repr.js';
import { textwrapIndent } from '../python/python-text.js';
import type { SmolTool } from './smol-tool.js';

/**
 * How smolagents describes a tool to a model (docs/architecture.md, "Frameworks"): as a Python
 * function stub in a CodeAgent's prompts, as a line in a ToolCallingAgent's, and as the JSON
 * schema a ToolCallingAgent posts in `tools`.
 */

const STRUCTURED_NOTE =
  "\n\nImportant: This tool returns structured output! Use the JSON schema below to directly access fields like result['field_name']. NO print() statements needed to inspect the output!";
const STRUCTURED_RETURNS =
  '\nReturns:\n    dict (structured output): This tool ALWAYS returns a dictionary that strictly adheres to the following JSON schema:\n';

const hasSchema = (tool: SmolTool): boolean => tool.outputSchema !== undefined && tool.outputSchema !== null;

/** `Tool.to_code_prompt`: `def name(args) -> type:` and a docstring of description, args, schema. */
export function toCodePrompt(tool: SmolTool): string {
  const inputs = Object.entries(tool.inputs);
  const args = inputs.map(([name, schema]) => `${name}: ${pythonStr(schema.type)}`).join(', ');
  const signature = `(${args}) -> ${hasSchema(tool) ? 'dict' : tool.outputType}`;
  let doc = tool.description;
  if (hasSchema(tool)) doc += STRUCTURED_NOTE;
  if (inputs.length > 0) {
    const descriptions = inputs.map(([name, schema]) => `${name}: ${pythonStr(schema.description)}`).join('\n');
    doc += `\n\nArgs:\n${textwrapIndent(descriptions, '    ')}`;
  }
  if (hasSchema(tool)) {
    doc += `\n${STRUCTURED_RETURNS}${textwrapIndent(pythonJsonDumps(tool.outputSchema, { indent: 4 }), '        ')}`;
  }
  return `def ${tool.name}${signature}:\n${textwrapIndent(`"""${doc}\n"""`, '    ')}`;
}

/** `Tool.to_tool_calling_prompt`: the inputs dict printed as Python's repr. */
export function toToolCallingPrompt(tool: SmolTool): string {
  return `${tool.name}: ${tool.description}\n    Takes inputs: ${pythonRepr(tool.inputs)}\n    Returns an output of type: ${tool.outputType}`;
}

/** One input's schema as `get_tool_json_schema` rewrites it: `any` is sent as `string`, `anyOf` flattened. */
function postedInput(input: Record<string, unknown>): Record<string, unknown> {
  const value = structuredClone(input);
  if (value.type === 'any') value.type = 'string';
  const branches = value.anyOf;
  if (Array.isArray(branches)) {
    const types: unknown[] = [];
    let choices: unknown = null;
    for (const branch of branches as Array<Record<string, unknown>>) {
      if (branch.type === 'null') {
        value.nullable = true;
        continue;
      }
      types.push(branch.type === 'any' ? 'string' : branch.type);
      if ('enum' in branch) choices = branch.enum;
    }
    // An anyOf of null alone: smolagents fails on `types[0]` (IndexError).
    if (types.length === 0) throw new Error('IndexError: list index out of range');
    value.type = types.length > 1 ? types : types[0];
    if (choices !== null && choices !== undefined) value.enum = choices;
    delete value.anyOf;
  }
  return value;
}

/** `models.get_tool_json_schema`: the object a ToolCallingAgent posts in `tools`. */
export function toolJsonSchema(tool: SmolTool): unknown {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [name, input] of Object.entries(tool.inputs)) {
    // Required is decided before anyOf's null branch makes the input nullable, as in smolagents.
    if (!input.nullable) required.push(name);
    properties[name] = postedInput(input);
  }
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: { type: 'object', properties, required } },
  };
}
