import { assertNever } from '../frameworks/assert-never.js';
import type { PolicyEvent } from './policies/policy.js';

/** An event log's numbers, as they cross to another thread (see `RequestLogColumns`). */
export interface EventLogColumns {
  numbers: Float64Array;
  count: number;
}

/** Numbers per event: request, type, freed tokens, messages, and the summary pass's input and output (NaN without one). */
const WIDTH = 6;
/** A log's array before its first event: most runs of a diff record none. */
const NONE_YET = new Float64Array(0);
const TYPES: ReadonlyArray<PolicyEvent['type']> = ['clear', 'compact'];

/**
 * What a run's policy did, event by event, as numbers (docs/architecture.md, "Simulation"): a window
 * clears a result before nearly every request, and 100,000 event objects kept for a run's length cost
 * more to collect than the run. An event is made when it is read; `toJSON` makes them all.
 */
export class EventLog implements Iterable<PolicyEvent> {
  private numbers: Float64Array;
  private count: number;

  constructor(columns: EventLogColumns = { numbers: NONE_YET, count: 0 }) {
    this.numbers = columns.numbers;
    this.count = columns.count;
  }

  get length(): number {
    return this.count;
  }

  add(event: PolicyEvent): void {
    let at = this.count * WIDTH;
    if (at === this.numbers.length) {
      const grown = new Float64Array(Math.max(this.numbers.length * 4, WIDTH * 16));
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const n = this.numbers;
    n[at++] = event.request;
    n[at++] = typeCode(event.type);
    n[at++] = event.freedTokens;
    n[at++] = event.messages;
    n[at++] = event.summaryPass ? event.summaryPass.inputTokens : Number.NaN;
    n[at] = event.summaryPass ? event.summaryPass.outputTokens : Number.NaN;
    this.count++;
  }

  /** The request the `i`th event was made before. */
  request(i: number): number {
    return this.numbers[i * WIDTH]!;
  }

  /** The requests some event was made before, each once, in order. */
  editedRequests(): number[] {
    const requests: number[] = [];
    for (let i = 0; i < this.count; i++) {
      const request = this.numbers[i * WIDTH]!;
      if (requests.at(-1) !== request) requests.push(request);
    }
    return requests;
  }

  /** The `i`th event (from 0), or undefined past the end; negative counts from the end. */
  at(i: number): PolicyEvent | undefined {
    const k = i < 0 ? this.count + i : i;
    if (k < 0 || k >= this.count) return undefined;
    const n = this.numbers;
    const at = k * WIDTH;
    const event: PolicyEvent = { request: n[at]!, type: TYPES[n[at + 1]!]!, freedTokens: n[at + 2]!, messages: n[at + 3]! };
    if (!Number.isNaN(n[at + 4])) event.summaryPass = { inputTokens: n[at + 4]!, outputTokens: n[at + 5]! };
    return event;
  }

  *[Symbol.iterator](): Iterator<PolicyEvent> {
    for (let i = 0; i < this.count; i++) yield this.at(i)!;
  }

  /** Every event, as objects. */
  toArray(): PolicyEvent[] {
    return [...this];
  }

  /** The events, as the report's JSON lists them. */
  toJSON(): PolicyEvent[] {
    return this.toArray();
  }

  /** Its numbers, trimmed to its length, for another thread (`new EventLog(columns)` there). */
  columns(): EventLogColumns {
    return { numbers: this.numbers.slice(0, this.count * WIDTH), count: this.count };
  }
}

function typeCode(type: PolicyEvent['type']): number {
  switch (type) {
    case 'clear':
      return 0;
    case 'compact':
      return 1;
    default:
      return assertNever(type);
  }
}
