import { assertNever } from '../frameworks/assert-never.js';
import { NumberLog, type LogColumns } from './number-log.js';
import type { PolicyEvent } from './policies/policy.js';

/** Numbers per event: request, type, freed tokens, messages, and the summary pass's input and output (NaN without one). */
const WIDTH = 6;
const TYPES: ReadonlyArray<PolicyEvent['type']> = ['clear', 'compact'];

/**
 * What a run's policy did, event by event, as numbers (`NumberLog`): a window clears a result before
 * nearly every request, and 100,000 event objects kept for a run's length cost more to collect than
 * the run. A run records its events as it makes them, so they come in the order of their requests,
 * which `editedRequests` and the table's marks rely on.
 */
export class EventLog extends NumberLog<PolicyEvent> {
  constructor(columns?: LogColumns) {
    super(WIDTH, columns);
  }

  add(event: PolicyEvent): void {
    let at = this.append();
    const n = this.numbers;
    n[at++] = event.request;
    n[at++] = typeCode(event.type);
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
