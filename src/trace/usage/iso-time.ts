/** A time as ISO 8601 in UTC, so that times from different files sort together; undefined for none. */
export function isoTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
