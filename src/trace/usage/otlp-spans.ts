import { InputError } from '../../input-error.js';
import { nanosTime } from './iso-time.js';
import type { JsonDocument } from './json-documents.js';

/** A span of an OTLP JSON trace export, its attributes as plain values. */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** Nanoseconds since the epoch, as OTLP writes them (a string of digits). */
  startTimeUnixNano?: string;
  endTimeUnixNano?: string;
  attributes: Map<string, unknown>;
  /** The line it starts on in a file that is one document, else the line of its export request. */
  line: number;
}

/**
 * Every span of OTLP JSON export requests (`{"resourceSpans": [{"scopeSpans": [{"spans": [...]}]}]}`,
 * one per line as OpenTelemetry's file exporter writes them, or one document). An attribute's
 * `AnyValue` becomes its value: `intValue` is a string of digits in OTLP JSON and stays one here, for
 * the reader to check as a count.
 */
export function otlpSpans(documents: readonly JsonDocument[], file: string): OtlpSpan[] {
  return otlpItems(documents, file, { signal: 'trace', resource: 'resourceSpans', scope: 'scopeSpans', items: 'spans' }, spanOf);
}

/** Where an OTLP JSON export keeps its items: traces' spans, logs' records. */
export interface OtlpLayout {
  /** As an error names the export: `trace`, `logs`. */
  signal: string;
  resource: string;
  scope: string;
  items: string;
}

/**
 * The items of OTLP JSON export requests (`{resource: [{scope: [{items: [...]}]}]}`), one request per
 * line or one document, each made by `make` with the line it starts on (its own line in a file that
 * is one document, else its request's).
 */
export function otlpItems<T>(documents: readonly JsonDocument[], file: string, layout: OtlpLayout, make: (item: unknown, line: number, bad: (what: string) => never) => T): T[] {
  const items: T[] = [];
  for (const { value, line, lineOf } of documents) {
    const bad = (what: string): never => {
      throw new InputError(`not an OTLP JSON ${layout.signal} export: ${what}`, { file, line });
    };
    const requests = Array.isArray(value) ? value : [value];
    requests.forEach((request, r) => {
      list(field(request, layout.resource) ?? bad(`no ${layout.resource}`), bad, layout.resource).forEach((resource, i) => {
        list(field(resource, layout.scope) ?? [], bad, layout.scope).forEach((scope, j) => {
          list(field(scope, layout.items) ?? [], bad, layout.items).forEach((item, k) => {
            const path = [layout.resource, i, layout.scope, j, layout.items, k];
            items.push(make(item, lineOf ? lineOf(Array.isArray(value) ? [r, ...path] : path) : line, bad));
          });
        });
      });
    });
  }
  return items;
}

function spanOf(span: unknown, line: number, bad: (what: string) => never): OtlpSpan {
  const text = (key: string): string | undefined => {
    const value = field(span, key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const attributes = new Map<string, unknown>();
  for (const attribute of list(field(span, 'attributes') ?? [], bad, 'attributes')) {
    const key = field(attribute, 'key');
    if (typeof key !== 'string') bad('an attribute without a key');
    attributes.set(key as string, anyValue(field(attribute, 'value')));
  }
  const parentSpanId = text('parentSpanId');
  const startTimeUnixNano = text('startTimeUnixNano');
  const endTimeUnixNano = text('endTimeUnixNano');
  return {
    traceId: text('traceId') ?? '',
    spanId: text('spanId') ?? '',
    ...(parentSpanId ? { parentSpanId } : {}),
    name: text('name') ?? '',
    ...(startTimeUnixNano ? { startTimeUnixNano } : {}),
    ...(endTimeUnixNano ? { endTimeUnixNano } : {}),
    attributes,
    line,
  };
}

/** OTLP's `AnyValue` as a plain value: its one set field. */
export function anyValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if ('stringValue' in v) return v.stringValue;
  if ('intValue' in v) return v.intValue;
  if ('doubleValue' in v) return v.doubleValue;
  if ('boolValue' in v) return v.boolValue;
  if ('arrayValue' in v) return ((v.arrayValue as { values?: unknown[] })?.values ?? []).map(anyValue);
  return undefined;
}

export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

export function list(value: unknown, bad: (what: string) => never, key: string): unknown[] {
  return Array.isArray(value) ? value : bad(`${key} is not a list`);
}

/** The span's end (else start) as an ISO 8601 time. */
export function spanTime(span: OtlpSpan): string | undefined {
  return nanosTime(span.endTimeUnixNano ?? span.startTimeUnixNano);
}

/** The nearest of the span and its ancestors (in the same trace) for which `pick` gives a value. */
export function fromAncestors<T>(span: OtlpSpan, byId: ReadonlyMap<string, OtlpSpan>, pick: (span: OtlpSpan) => T | undefined): T | undefined {
  const seen = new Set<OtlpSpan>();
  for (let at: OtlpSpan | undefined = span; at && !seen.has(at); at = at.parentSpanId ? byId.get(`${at.traceId}/${at.parentSpanId}`) : undefined) {
    seen.add(at);
    const value = pick(at);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Spans by trace and span id, for `fromAncestors`. */
export function spansById(spans: readonly OtlpSpan[]): Map<string, OtlpSpan> {
  return new Map(spans.map((span) => [`${span.traceId}/${span.spanId}`, span]));
}
