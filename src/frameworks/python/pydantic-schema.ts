import { assertNever } from '../../assert-never.js';
import { AnnotationSyntaxError, parseTypeHint, type TypeHint } from './type-hint.js';
import type { JsonObject } from '../json-object.js';

/**
 * pydantic 2's JSON schema of a function's parameters, for the type hints applications give their
 * tools (docs/architecture.md, "Rendered requests"): the frameworks that build a tool's schema
 * with pydantic (the OpenAI Agents SDK, LangChain) start from it.
 */
export type Json = JsonObject;

/** A type this port does not render as pydantic would (a model class, an enum, a dict in strict mode). */
export class Unrenderable extends Error {}

/** Whether an error is one of an annotation this port cannot render. */
export function isUnrenderable(error: unknown): error is Error {
  return error instanceof Unrenderable || error instanceof AnnotationSyntaxError;
}

/** `Annotated[X, "text"]`: X, and the first string of its metadata as the description. */
export function annotatedHint(annotation: string): { hint: TypeHint; description?: string } {
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
export function pydanticJson(hint: TypeHint): Json {
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
    case 'ellipsis':
    case 'params':
      // `...` and `[int, str]` are parts of a generic's arguments (`tuple[int, ...]`), never a parameter's type.
      throw new Unrenderable(`a type annotation`);
    default:
      return assertNever(hint);
  }
}

/** pydantic sorts a schema's keys (a property map keeps the fields' order). */
export function sortKeys(json: Json): Json {
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
