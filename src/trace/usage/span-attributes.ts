import { InputError } from '../../input-error.js';
/** An OTLP span or log record: attributes as plain values, and where it is. */
export interface Attributed {
  name: string;
  /** A span's id; a log record has none. */
  spanId?: string;
  attributes: ReadonlyMap<string, unknown>;
  line: number;
}

/**
 * The first of `names` (an attribute and its older aliases) that the span or log record sets, as a
 * count: 0 when it sets none of them, an error naming the file, line and attribute for a value that
 * is not a whole number of 0 or more (never a silent zero). OTLP JSON writes an `intValue` as a
 * string of digits; an exporter that sent a count as a string (`stringValue`) reads the same.
 */
export function attributeCount(item: Attributed, names: readonly string[], file: string): number {
  for (const name of names) {
    if (!item.attributes.has(name)) continue;
    const value = item.attributes.get(name);
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) return n;
    const what = item.spanId === undefined ? `event '${item.name}'` : `span '${item.name}' (${item.spanId})`;
    throw new InputError(`${what}: ${JSON.stringify(value)} is not a token count`, { file, line: item.line, key: name });
  }
  return 0;
}

/** Whether the span sets any of these attributes. */
export function hasAny(item: Attributed, names: readonly string[]): boolean {
  return names.some((name) => item.attributes.has(name));
}

/** The first of `names` the span or log record sets to a non-empty string. */
export function attributeText(item: Attributed, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = item.attributes.get(name);
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
