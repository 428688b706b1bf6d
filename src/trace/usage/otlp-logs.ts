import type { JsonDocument } from './json-documents.js';
import { anyValue, field, list, otlpItems } from './otlp-spans.js';

/** A log record of an OTLP JSON logs export, its body and attributes as plain values. */
export interface OtlpLogRecord {
  /** The body, where it is a string (an event's name); '' otherwise. */
  name: string;
  /** Nanoseconds since the epoch, as OTLP writes them (a string of digits). */
  timeUnixNano?: string;
  attributes: Map<string, unknown>;
  /** The line it starts on in a file that is one document, else the line of its export request. */
  line: number;
}

/**
 * Every log record of OTLP JSON logs export requests (`{"resourceLogs": [{"scopeLogs": [{"logRecords":
 * [...]}]}]}`, one per line as the Collector's file exporter writes them, or one document).
 */
export function otlpLogRecords(documents: readonly JsonDocument[], file: string): OtlpLogRecord[] {
  return otlpItems(documents, file, { signal: 'logs', resource: 'resourceLogs', scope: 'scopeLogs', items: 'logRecords' }, recordOf);
}

function recordOf(record: unknown, line: number, bad: (what: string) => never): OtlpLogRecord {
  const attributes = new Map<string, unknown>();
  for (const attribute of list(field(record, 'attributes') ?? [], bad, 'attributes')) {
    const key = field(attribute, 'key');
    if (typeof key !== 'string') bad('an attribute without a key');
    attributes.set(key as string, anyValue(field(attribute, 'value')));
  }
  const body = anyValue(field(record, 'body'));
  // OTLP writes 0 for a time the source did not set: the collector's observed time is then the one.
  const set = (value: unknown): string | undefined => (typeof value === 'string' && /^\d+$/.test(value) && !/^0+$/.test(value) ? value : undefined);
  const time = set(field(record, 'timeUnixNano')) ?? set(field(record, 'observedTimeUnixNano'));
  return { name: typeof body === 'string' ? body : '', ...(time ? { timeUnixNano: time } : {}), attributes, line };
}
