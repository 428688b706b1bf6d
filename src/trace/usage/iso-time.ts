/** A time as ISO 8601 in UTC, so that times from different files sort together; undefined for none. */
export function isoTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Nanoseconds since the epoch, as OTLP writes them (a string of digits), as an ISO 8601 time; undefined for none. */
export function nanosTime(nanos: string | undefined): string | undefined {
  return nanos && /^\d+$/.test(nanos) ? new Date(Number(BigInt(nanos) / 1_000_000n)).toISOString() : undefined;
}
