import type { ToolClassDefinition } from '../../extract/code/tool-definitions.js';
import type { PromptUnit } from '../../extract/prompt-unit.js';
import { functionTool } from './function-tool.js';
import { LIBRARY_TOOLS } from './library.js';
import type { SmolTool } from './smol-tool.js';
import type { ArgumentItem } from '../code-wiring.js';
import type { SmolWiring } from './smol-wiring.js';

/** A tool of an agent as smolagents holds it, with the units whose text it carries. */
export interface AgentTool {
  tool: SmolTool;
  units: PromptUnit[];
}

/** A tool, or why the code does not settle it (the comment lists the reason as an assumption). */
export type ResolvedTool = AgentTool | { unresolved: string };

/** Base classes followed for inherited attributes, at most. */
const INHERITANCE = 4;

/**
 * One item of `tools=[...]` as smolagents builds it (docs/architecture.md, "Rendered requests"): an
 * `@tool` function (what `tool()` makes of its signature and docstring), an instance of a `Tool`
 * subclass (its class attributes, inherited ones included), or a library tool by its class name.
 */
export function resolveTool(wiring: SmolWiring, item: ArgumentItem): ResolvedTool {
  if (item.kind === 'name') {
    const fn = wiring.functionTool(item.path, item.name);
    if (!fn) return { unresolved: `tool ${item.name} (${item.path}): no @tool function of that name` };
    const doc = fn.unitKey ? wiring.unitAt(fn.path, fn.unitKey) : undefined;
    const made = functionTool({ name: fn.name, docstring: doc?.text ?? fn.docstring ?? '', params: fn.params, ...(fn.returns ? { returns: fn.returns } : {}) });
    if ('error' in made) return { unresolved: `tool ${fn.name} (${fn.path}): ${made.error}` };
    return { tool: made, units: doc ? [doc] : [] };
  }
  const { call } = item;
  const className = call.callee.split('.').at(-1)!;
  const defined = wiring.classTool(call.path, className);
  if (defined) return classTool(wiring, defined);
  return libraryTool(wiring, className) ?? { unresolved: `tool ${call.callee}(...) (${call.path}:${call.line}): not a tool class the code defines or smolagents ships` };
}

/** The library's own copy of its tools, where the repository is smolagents itself. */
const LIBRARY_TOOLS_FILE = /(^|\/)smolagents\/default_tools\.py$/;

/**
 * A tool smolagents ships, by class name (`FinalAnswerTool`, `WebSearchTool`): the repository's copy
 * where it is smolagents itself (so that an edit to it is priced), else the pinned version's.
 */
export function libraryTool(wiring: SmolWiring, className: string): AgentTool | undefined {
  const own = wiring.libraryClassTool(className, LIBRARY_TOOLS_FILE);
  if (own) {
    const resolved = classTool(wiring, own);
    if (!('unresolved' in resolved)) return resolved;
  }
  const library = LIBRARY_TOOLS[className];
  return library ? { tool: library, units: [] } : undefined;
}

/** A `Tool` subclass's instance: its literal attributes, the units' texts where its descriptions are units. */
function classTool(wiring: SmolWiring, defined: ToolClassDefinition): ResolvedTool {
  const attributes = inherited(wiring, defined);
  const { name, description, inputs, output_type: outputType } = attributes;
  if (typeof name !== 'string' || typeof description !== 'string' || typeof outputType !== 'string' || !isObject(inputs)) {
    return { unresolved: `tool class ${defined.name} (${defined.path}): its name, description, inputs or output_type is not a literal` };
  }
  const units: PromptUnit[] = [];
  const own = (key: string, fallback: string): string => {
    const unit = wiring.unitAt(defined.path, `${defined.name}.${key}`);
    if (unit) units.push(unit);
    return unit?.text ?? fallback;
  };
  const described: Record<string, Record<string, unknown>> = {};
  for (const [input, schema] of Object.entries(inputs)) {
    if (!isObject(schema)) return { unresolved: `tool class ${defined.name} (${defined.path}): input ${input} is not a literal` };
    described[input] = typeof schema.description === 'string' ? { ...schema, description: own(`inputs.${input}.description`, schema.description) } : schema;
  }
  const tool: SmolTool = { name, description: own('description', description), inputs: described, outputType };
  if (attributes.output_schema !== undefined && attributes.output_schema !== null) tool.outputSchema = attributes.output_schema;
  return { tool, units };
}

/** Class attributes with those of its bases the code defines (or the library's tool it extends), nearest first. */
function inherited(wiring: SmolWiring, defined: ToolClassDefinition, depth = 0): Record<string, unknown> {
  const base = defined.bases.split(',')[0]!.trim().split('.').at(-1)!;
  const parent = depth < INHERITANCE && base !== 'Tool' ? wiring.classTool(defined.path, base) : undefined;
  const library = LIBRARY_TOOLS[base];
  const fromBase: Record<string, unknown> = parent
    ? inherited(wiring, parent, depth + 1)
    : library
      ? { name: library.name, description: library.description, inputs: library.inputs, output_type: library.outputType, ...(library.outputSchema !== undefined ? { output_schema: library.outputSchema } : {}) }
      : {};
  return { ...fromBase, ...defined.attributes };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
