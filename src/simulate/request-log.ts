import { NumberLog, type LogColumns } from './number-log.js';

/** One request of a run, as the report lists it. */
export interface RequestRecord {
  /** The request's number, from 1 (docs/architecture.md, "Memory policies"). */
  index: number;
  inputTokens: number;
  cachedTokens: number;
  /** Input written to the cache (billed at the cache-write price). */
  writtenTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** Numbers per request: input, cached, written, output, cost. Its index is its place, plus 1. */
const WIDTH = 5;

/** A run's requests as numbers (`NumberLog`): most readers want a column or a few rows. */
export class RequestLog extends NumberLog<RequestRecord> {
  constructor(columns?: LogColumns) {
    super(WIDTH, columns);
  }

  /** Appends the next request: its index is the log's length. */
  add(inputTokens: number, cachedTokens: number, writtenTokens: number, outputTokens: number, costUsd: number): void {
    let at = this.append();
    const n = this.numbers;
    n[at++] = inputTokens;
    n[at++] = cachedTokens;
    n[at++] = writtenTokens;
    n[at++] = outputTokens;
    n[at] = costUsd;
  }

  inputTokens(i: number): number {
    return this.numbers[i * WIDTH]!;
  }

  cachedTokens(i: number): number {
    return this.numbers[i * WIDTH + 1]!;
  }

  outputTokens(i: number): number {
    return this.numbers[i * WIDTH + 3]!;
  }

  at(i: number): RequestRecord | undefined {
    const at = this.offset(i);
    if (at < 0) return undefined;
    const n = this.numbers;
    return { index: at / WIDTH + 1, inputTokens: n[at]!, cachedTokens: n[at + 1]!, writtenTokens: n[at + 2]!, outputTokens: n[at + 3]!, costUsd: n[at + 4]! };
  }

  /** Every request's input, in order. */
  inputs(): number[] {
    const inputs = new Array<number>(this.length);
    for (let i = 0; i < this.length; i++) inputs[i] = this.numbers[i * WIDTH]!;
    return inputs;
  }
}
