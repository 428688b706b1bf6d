import { assertNever } from '../assert-never.js';
import { DRAFT_07, zodJsonSchema, type Json, type ZodNode } from '../javascript/zod-schema.js';

/**
 * The JSON schema the OpenAI Agents SDK for JavaScript posts for a Zod object (docs/architecture.md,
 * "Rendered requests"): as a tool's parameters and as an agent's output format.
 */

/** Whether a field anywhere is `.optional()`: the SDK then builds the schema with its own converter. */
function hasOptional(node: ZodNode): boolean {
  switch (node.kind) {
    case 'optional':
      return true;
    case 'object':
      return node.shape.some(([, n]) => hasOptional(n));
    case 'array':
      return hasOptional(node.items);
    case 'nullable':
    case 'default':
      return hasOptional(node.inner);
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
    case 'enum':
      return false;
    default:
      return assertNever(node);
  }
}

/**
 * The parameters the SDK posts for a `tool()`'s object schema (agents-core `utils/tools.mjs`
 * `getSchemaAndParserFromInputType`): Zod's own JSON Schema made strict by the openai helper; where
 * a field is `.optional()`, which that helper refuses, the SDK's fallback converter, which drops
 * defaults and integer bounds and sends the optional field as nullable.
 */
export function toolParameters(node: ZodNode): Json | undefined {
  if (node.kind !== 'object') return undefined;
  if (!hasOptional(node)) return { $schema: DRAFT_07, ...zodJsonSchema(node) };
  return { ...fallbackJson(node), $schema: DRAFT_07 };
}

/** An `outputType`'s schema, as the Responses API's `text.format` carries it. */
export function outputFormat(node: ZodNode): Json | undefined {
  const schema = toolParameters(node);
  return schema && { type: 'json_schema', name: 'output', strict: true, schema };
}

const described = (json: Json, node: ZodNode): Json => (node.description === undefined ? json : { ...json, description: node.description });

/** The SDK's own converter (`zodJsonSchemaCompat`), then its strict pass (`toOpenAIStrictToolSchema`). */
function fallbackJson(node: ZodNode): Json {
  switch (node.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return described({ type: node.kind }, node);
    case 'integer':
      return described({ type: 'number' }, node);
    case 'enum':
      return described({ type: 'string', enum: node.values }, node);
    case 'array':
      return described({ type: 'array', items: fallbackJson(node.items) }, node);
    case 'object':
      return described({ type: 'object', properties: Object.fromEntries(node.shape.map(([k, n]) => [k, fallbackJson(n)])), required: node.shape.map(([k]) => k), additionalProperties: false }, node);
    case 'nullable':
      return described({ anyOf: [fallbackJson(node.inner), { type: 'null' }] }, node);
    case 'default':
      return described(fallbackJson(node.inner), node);
    case 'optional': {
      // Strict mode requires every field: an optional one is sent as nullable, its description on both levels.
      const inner = described(fallbackJson(node.inner), node);
      return { ...(inner.description === undefined ? {} : { description: inner.description }), anyOf: [inner, { type: 'null' }] };
    }
  }
}
