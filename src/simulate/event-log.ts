import { NumberLog, type LogColumns } from './number-log.js';
import type { PolicyEvent } from './policies/policy.js';

/** Numbers per event: request, type, freed tokens, messages, and the summary pass's input and output (NaN without one). */
const WIDTH = 6;
/** Each type's code: a record of every type, so a new one cannot go without. */
const TYPE_CODE: Record<PolicyEvent['type'], number> = { clear: 0, compact: 1 };
/** The types in the order of their codes. */
const TYPES = Object.keys(TYPE_CODE) as Array<PolicyEvent['type']>;

/**
 * What a run's policy did, event by event, as numbers (`NumberLog`): a window clears a result before
 * nearly every request, and 100,000 event objects kept for a run's length cost more to collect than
 * the run. A run records its events as it makes them, in the order of their requests (`add` holds
 * it to that), which `editedRequests` and the table's marks rely on.
 */
export class EventLog extends NumberLog<PolicyEvent> {
  constructor(columns?: LogColumns) {
    super(WIDTH, columns);
  }

  add(event: PolicyEvent): void {
    // What `editedRequests` and the table's marks rely on: a run makes its events in request order.
    if (this.length > 0 && event.request < this.request(this.length - 1)) throw new Error(`event for request ${event.request} logged after request ${this.request(this.length - 1)}'s`);
    let at = this.append();
    const n = this.numbers;
    n[at++] = event.request;
    n[at++] = TYPE_CODE[event.type];
    n[at++] = event.freedTokens;
    n[at++] = event.messages;
    n[at++] = event.summaryPass ? event.summaryPass.inputTokens : Number.NaN;
    n[at] = event.summaryPass ? event.summaryPass.outputTokens : Number.NaN;
  }

  /** The request the `i`th event was made before. */
  request(i: number): number {
    return this.numbers[i * WIDTH]!;
  }

  /** The requests some event was made before, each once, in order. */
  editedRequests(): number[] {
    const requests: number[] = [];
    for (let i = 0; i < this.length; i++) {
      const request = this.numbers[i * WIDTH]!;
      if (requests.at(-1) !== request) requests.push(request);
    }
    return requests;
  }

  at(i: number): PolicyEvent | undefined {
    const at = this.offset(i);
    if (at < 0) return undefined;
    const n = this.numbers;
    const event: PolicyEvent = { request: n[at]!, type: TYPES[n[at + 1]!]!, freedTokens: n[at + 2]!, messages: n[at + 3]! };
    if (!Number.isNaN(n[at + 4])) event.summaryPass = { inputTokens: n[at + 4]!, outputTokens: n[at + 5]! };
    return event;
  }
}

