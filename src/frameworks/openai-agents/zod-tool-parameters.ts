import { assertNever } from '../../assert-never.js';
import { DRAFT_07, isNullableField, isOptionalField, zodJsonSchema, type Json, type ZodNode } from '../javascript/zod-schema.js';

/**
 * The JSON schema the OpenAI Agents SDK for JavaScript posts for a Zod object (docs/architecture.md,
 * "Rendered requests"): as a tool's parameters and as an agent's output format.
 */

/**
 * Whether the openai helper refuses the schema: a field an object may leave out that is not also
 * nullable (`z.string().optional()`), in any object of it. An optional array item is read as the
 * item itself, and `.nullish()` is accepted.
 */
function refusesStrict(node: ZodNode): boolean {
  switch (node.kind) {
    case 'object':
      return node.shape.some(([, n]) => (isOptionalField(n) && !isNullableField(n)) || refusesStrict(n));
    case 'array':
      return refusesStrict(node.items);
    case 'nullable':
    case 'default':
    case 'optional':
      return refusesStrict(node.inner);
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
  if (!refusesStrict(node)) return { $schema: DRAFT_07, ...openaiStrict(zodJsonSchema(node)) };
  return { ...fallbackJson(node), $schema: DRAFT_07 };
}

/**
 * An `outputType`'s schema, as the Responses API's `text.format` carries it: strict where the openai
 * helper takes it; else the SDK's own converter alone, not strict (an optional field left out of
 * `required`, not made nullable).
 */
export function outputFormat(node: ZodNode): Json | undefined {
  if (node.kind !== 'object') return undefined;
  if (!refusesStrict(node)) return { type: 'json_schema', name: 'output', strict: true, schema: toolParameters(node)! };
  return { type: 'json_schema', name: 'output', strict: false, schema: { ...compatJson(node, false), $schema: DRAFT_07 } };
}

const described = (json: Json, node: ZodNode): Json => (node.description === undefined ? json : { ...json, description: node.description });

/** The SDK's own converter (`zodJsonSchemaCompat`), then its strict pass (`toOpenAIStrictToolSchema`). */
function fallbackJson(node: ZodNode): Json {
  return compatJson(node, true);
}

/**
 * `zodJsonSchemaCompat`: bounds and defaults dropped, `.int()` a number; with `strict` (the tool
 * path's `toOpenAIStrictToolSchema`), every field required and an optional one sent as nullable,
 * its description on both levels.
 */
function compatJson(node: ZodNode, strict: boolean): Json {
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
      return described({ type: 'array', items: compatJson(node.items, strict) }, node);
    case 'object': {
      const required = node.shape.filter(([, n]) => strict || !isOptionalField(n)).map(([k]) => k);
      return described({ type: 'object', properties: Object.fromEntries(node.shape.map(([k, n]) => [k, compatJson(n, strict)])), required, additionalProperties: false }, node);
    }
    case 'nullable':
      return described({ anyOf: [compatJson(node.inner, strict), { type: 'null' }] }, node);
    case 'default':
      return described(compatJson(node.inner, strict), node);
    case 'optional': {
      const inner = described(compatJson(node.inner, strict), node);
      if (!strict) return inner;
      return { ...(inner.description === undefined ? {} : { description: inner.description }), anyOf: [inner, { type: 'null' }] };
    }
    default:
      return assertNever(node);
  }
}

/**
 * The openai helper's strict pass over Zod's schema: every field required (`.nullish()` too), a
 * `default` of null dropped (`.nullable().default(null)`).
 */
function openaiStrict(json: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === 'default' && value === null) continue;
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      const properties = value as Record<string, Json>;
      out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, openaiStrict(v)]));
      out.required = Object.keys(properties);
    } else if (key === 'required') continue;
    else out[key] = key === 'items' && typeof value === 'object' && value !== null ? openaiStrict(value as Json) : value;
  }
  return out;
}
