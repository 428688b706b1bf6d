import type { CallArgument, CodeCall } from '../../extract/code/code-calls.js';
import { assertNever } from '../../assert-never.js';
import type { JsonObject } from '../json-object.js';

/**
 * A Zod schema as the code writes it (`z.object({ id: z.string().describe("Invoice id") })`), read
 * from its call chain without running it, and the JSON schema Zod 4 makes of it, which the
 * JavaScript SDKs post (docs/architecture.md, "Rendered requests"). Only what a chain of literal
 * arguments says is read; anything else (`z.union`, `z.custom`, a schema built in a function) is
 * unreadable, and the caller prices the tool without its parameters.
 */
export type ZodNode = (
  /** `checks`: what `.min(1)`, `.max(5)` add to the JSON schema (`minimum`, `maxLength`). */
  | { kind: 'string' | 'number' | 'integer' | 'boolean'; checks?: Record<string, number> }
  | { kind: 'enum'; values: Array<string | number> }
  | { kind: 'array'; items: ZodNode; checks?: Record<string, number> }
  | { kind: 'object'; shape: Array<[string, ZodNode]> }
  | { kind: 'nullable' | 'optional'; inner: ZodNode }
  | { kind: 'default'; inner: ZodNode; value: unknown }
) & { description?: string };

export type Json = JsonObject;

/** The `$schema` each SDK's Zod conversion names: draft-07 for the OpenAI Agents SDK, Zod 4's default for LangChain. */
export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
export const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
/** Zod 4 bounds `.int()` by the safe integers. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
/** Bounds Zod writes into the schema, by the kind they bound. */
const BOUNDS: Record<string, Record<string, string>> = {
  number: { min: 'minimum', max: 'maximum', gte: 'minimum', lte: 'maximum' },
  integer: { min: 'minimum', max: 'maximum', gte: 'minimum', lte: 'maximum' },
  string: { min: 'minLength', max: 'maxLength' },
  array: { min: 'minItems', max: 'maxItems' },
};
/** Changes that leave the schema as it is. */
const UNCHANGED = new Set(['trim', 'toLowerCase', 'toUpperCase']);

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
  const bound = BOUNDS[node.kind]?.[name];
  const value = first(call)?.value;
  if (bound && typeof value === 'number' && (node.kind === 'string' || node.kind === 'number' || node.kind === 'integer' || node.kind === 'array')) return { ...node, checks: { ...node.checks, [bound]: value } };
  if (UNCHANGED.has(name)) return node;
  return undefined;
}

/**
 * Zod 4's `toJSONSchema`: a wrapper's own description (`.nullable().describe("x")`) comes before what
 * it wraps, a type's own after its keys; an optional field is left out of `required`; a nullable
 * type is a type list, a nullable anything else an `anyOf`.
 */
export function zodJsonSchema(node: ZodNode): Json {
  const own = node.description === undefined ? {} : { description: node.description };
  switch (node.kind) {
    case 'string':
    case 'number':
    case 'boolean':
      return { type: node.kind, ...node.checks, ...own };
    case 'integer':
      return { type: 'integer', minimum: -SAFE_INTEGER, maximum: SAFE_INTEGER, ...node.checks, ...own };
    case 'enum':
      return { type: 'string', enum: node.values, ...own };
    case 'array':
      // Zod writes an array's bounds before its type.
      return { ...node.checks, type: 'array', items: zodJsonSchema(node.items), ...own };
    case 'object': {
      const required = node.shape.filter(([, n]) => !isOptionalField(n)).map(([k]) => k);
      // `required` is left out when no field is.
      return { type: 'object', properties: Object.fromEntries(node.shape.map(([k, n]) => [k, zodJsonSchema(n)])), ...(required.length > 0 ? { required } : {}), additionalProperties: false, ...own };
    }
    case 'nullable': {
      const inner = zodJsonSchema(node.inner);
      const simple = Object.keys(inner).length === 1 && typeof inner.type === 'string';
      return { ...own, ...(simple ? { type: [inner.type, 'null'] } : { anyOf: [inner, { type: 'null' }] }) };
    }
    case 'default':
      return { default: node.value, ...own, ...zodJsonSchema(node.inner) };
    case 'optional':
      return { ...own, ...zodJsonSchema(node.inner) };
    default:
      return assertNever(node);
  }
}

/**
 * Whether an object may leave this field out: `.optional()` outside any `.default()`, through
 * `.nullable()` (`.nullish()` and `.optional().nullable()` are optional; `.optional().default(x)` is not).
 */
export function isOptionalField(node: ZodNode): boolean {
  if (node.kind === 'optional') return true;
  return node.kind === 'nullable' ? isOptionalField(node.inner) : false;
}

/** Whether a field is nullable somewhere in its wrappers (`.nullish()`, `.optional().nullable()`). */
export function isNullableField(node: ZodNode): boolean {
  if (node.kind === 'nullable') return true;
  return node.kind === 'optional' || node.kind === 'default' ? isNullableField(node.inner) : false;
}

/** An object schema as Zod 4's `z.toJSONSchema` writes it, under its `$schema`. */
export function zodObjectSchema(node: ZodNode, $schema: string): Json | undefined {
  return node.kind === 'object' ? { $schema, ...zodJsonSchema(node) } : undefined;
}
