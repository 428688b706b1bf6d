import type { CallArgument, CodeCall } from '../../extract/code/code-calls.js';

/**
 * A Zod schema as the code writes it (`z.object({ id: z.string().describe("Invoice id") })`), read
 * from its call chain without running it, and the JSON schema the OpenAI Agents SDK for JavaScript
 * posts for it (docs/architecture.md, "Rendered requests"). Only what a chain of literal arguments
 * says is read; anything else (`z.union`, `z.custom`, a schema built in a function) is unreadable,
 * and the caller prices the tool without its parameters.
 */
export type ZodNode = (
  | { kind: 'string' | 'number' | 'integer' | 'boolean' }
  | { kind: 'enum'; values: Array<string | number> }
  | { kind: 'array'; items: ZodNode }
  | { kind: 'object'; shape: Array<[string, ZodNode]> }
  | { kind: 'nullable' | 'optional'; inner: ZodNode }
  | { kind: 'default'; inner: ZodNode; value: unknown }
) & { description?: string };

type Json = Record<string, unknown>;

const SCHEMA = 'http://json-schema.org/draft-07/schema#';
/** Zod 4 bounds `.int()` by the safe integers. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
/** Refinements that narrow a value without changing the schema's shape here. */
const NARROWING = new Set(['min', 'max', 'length', 'email', 'url', 'uuid', 'trim', 'positive', 'nonnegative', 'negative', 'nonpositive', 'regex', 'startsWith', 'endsWith']);

/** The chain's links, innermost first: `z.string().describe("x")` is `string`, then `describe`. */
function links(call: CodeCall): CodeCall[] {
  return call.receiver ? [...links(call.receiver), call] : [call];
}

const method = (call: CodeCall): string => call.callee.split('.').at(-1)!;
const first = (call: CodeCall): CallArgument | undefined => call.args['0'];
const itemOf = (arg: CallArgument | undefined): CodeCall | undefined => (arg?.order.length === 1 && arg.calls.length === 1 ? arg.calls[0] : undefined);

/** A chain read into its node, or undefined where a link is not one this reader knows. */
export function zodNode(call: CodeCall, resolve: (arg: CallArgument) => CodeCall | undefined = itemOf): ZodNode | undefined {
  const chain = links(call);
  const head = chain[0]!;
  if (!/^(z|zod)\.\w+$/.test(head.callee)) return undefined;
  let node = zodBase(head, resolve);
  for (const link of chain.slice(1)) {
    if (!node) return undefined;
    node = zodLink(node, link);
  }
  return node;
}

function zodBase(call: CodeCall, resolve: (arg: CallArgument) => CodeCall | undefined): ZodNode | undefined {
  const name = method(call);
  if (name === 'string' || name === 'number' || name === 'boolean') return { kind: name };
  if (name === 'int') return { kind: 'integer' };
  if (name === 'enum') {
    const values = first(call)?.value;
    return Array.isArray(values) && values.every((v) => typeof v === 'string') ? { kind: 'enum', values: values as string[] } : undefined;
  }
  if (name === 'array') {
    const item = first(call) && resolve(first(call)!);
    const items = item && zodNode(item, resolve);
    return items ? { kind: 'array', items } : undefined;
  }
  if (name === 'object') {
    const shape: Array<[string, ZodNode]> = [];
    for (const [key, arg] of Object.entries(call.args)) {
      const field = resolve(arg);
      const node = field && zodNode(field, resolve);
      if (!node) return undefined;
      shape.push([key, node]);
    }
    return { kind: 'object', shape };
  }
  return undefined;
}

function zodLink(node: ZodNode, call: CodeCall): ZodNode | undefined {
  const name = method(call);
  if (name === 'describe') {
    const text = first(call)?.text;
    return text === undefined ? undefined : { ...node, description: text };
  }
  if (name === 'optional' || name === 'nullable') return { kind: name, inner: node };
  if (name === 'nullish') return { kind: 'optional', inner: { kind: 'nullable', inner: node } };
  if (name === 'default') return first(call)?.value === undefined ? undefined : { kind: 'default', inner: node, value: first(call)!.value };
  if (name === 'int' && node.kind === 'number') return { ...node, kind: 'integer' };
  if (NARROWING.has(name)) return node;
  return undefined;
}

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
    default:
      return false;
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
  if (!hasOptional(node)) return { $schema: SCHEMA, ...zodJson(node) };
  return { ...fallbackJson(node), $schema: SCHEMA };
}

/** An `outputType`'s schema, as the Responses API's `text.format` carries it. */
export function outputFormat(node: ZodNode): Json | undefined {
  const schema = toolParameters(node);
  return schema && { type: 'json_schema', name: 'output', strict: true, schema };
}

const described = (json: Json, node: ZodNode): Json => (node.description === undefined ? json : { ...json, description: node.description });

/** Zod 4's `toJSONSchema` (draft-7), as the openai helper's strict pass leaves it. */
function zodJson(node: ZodNode): Json {
  switch (node.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return described({ type: node.kind }, node);
    case 'integer':
      return described({ type: 'integer', minimum: -SAFE_INTEGER, maximum: SAFE_INTEGER }, node);
    case 'enum':
      return described({ type: 'string', enum: node.values }, node);
    case 'array':
      return described({ type: 'array', items: zodJson(node.items) }, node);
    case 'object':
      return described({ type: 'object', properties: Object.fromEntries(node.shape.map(([k, n]) => [k, zodJson(n)])), required: node.shape.map(([k]) => k), additionalProperties: false }, node);
    case 'nullable': {
      const inner = zodJson(node.inner);
      const simple = Object.keys(inner).length === 1 && typeof inner.type === 'string';
      return described(simple ? { type: [inner.type, 'null'] } : { anyOf: [inner, { type: 'null' }] }, node);
    }
    case 'default':
      return { default: node.value, ...(node.description === undefined ? {} : { description: node.description }), ...zodJson(node.inner) };
    case 'optional':
      return described(zodJson(node.inner), node);
  }
}

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
