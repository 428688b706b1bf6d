import { InputError } from '../../input-error.js';
import type { OtlpSpan } from './otlp-spans.js';

/**
 * The first of `names` (an attribute and its older aliases) that the span sets, as a count: 0 when it
 * sets none of them, an error naming the file, line and attribute for a value that is not a whole
 * number of 0 or more (never a silent zero).
 */
export function attributeCount(span: OtlpSpan, names: readonly string[], file: string): number {
  for (const name of names) {
    if (!span.attributes.has(name)) continue;
    const value = span.attributes.get(name);
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return n;
    throw new InputError(`span '${span.name}' (${span.spanId}): ${JSON.stringify(value)} is not a token count`, { file, line: span.line, key: name });
  }
  return 0;
}

/** Whether the span sets any of these attributes. */
export function hasAny(span: OtlpSpan, names: readonly string[]): boolean {
  return names.some((name) => span.attributes.has(name));
}

/** The first of `names` the span sets to a non-empty string. */
export function attributeText(span: OtlpSpan, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = span.attributes.get(name);
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
