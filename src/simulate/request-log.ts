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

/** A request log's numbers, as they cross to another thread: a typed array is copied whole, never read object by object. */
export interface RequestLogColumns {
  numbers: Float64Array;
  count: number;
}

/** Numbers per request: input, cached, written, output, cost. Its index is its place, plus 1. */
const WIDTH = 5;
/** A log's array before its first record: a run that keeps none (a what-if, one of thousands in a diff) allocates nothing. */
const NONE_YET = new Float64Array(0);

/**
 * A run's requests as numbers in one growing array (docs/architecture.md, "Simulation"): a long run's
 * 100,000 records held as objects cost more to collect than the run cost to simulate, and most readers
 * want a column or a few rows. A record is made when it is read; `toJSON` makes them all.
 */
export class RequestLog implements Iterable<RequestRecord> {
  private numbers: Float64Array;
  private count: number;

  constructor(columns: RequestLogColumns = { numbers: NONE_YET, count: 0 }) {
    this.numbers = columns.numbers;
    this.count = columns.count;
  }

  get length(): number {
    return this.count;
  }

  /** Appends the next request: its index is the log's length. */
  add(inputTokens: number, cachedTokens: number, writtenTokens: number, outputTokens: number, costUsd: number): void {
    let at = this.count * WIDTH;
    if (at === this.numbers.length) {
      // Fourfold: a 100,000-request run grows its array in six steps.
      const grown = new Float64Array(Math.max(this.numbers.length * 4, WIDTH * 16));
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const n = this.numbers;
    n[at++] = inputTokens;
    n[at++] = cachedTokens;
    n[at++] = writtenTokens;
    n[at++] = outputTokens;
    n[at] = costUsd;
    this.count++;
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

  /** The `i`th request (from 0), or undefined past the end; negative counts from the end, as `Array.at`. */
  at(i: number): RequestRecord | undefined {
    const k = i < 0 ? this.count + i : i;
    if (k < 0 || k >= this.count) return undefined;
    const n = this.numbers;
    const at = k * WIDTH;
    return { index: k + 1, inputTokens: n[at]!, cachedTokens: n[at + 1]!, writtenTokens: n[at + 2]!, outputTokens: n[at + 3]!, costUsd: n[at + 4]! };
  }

  *[Symbol.iterator](): Iterator<RequestRecord> {
    for (let i = 0; i < this.count; i++) yield this.at(i)!;
  }

  /** Every request's input, in order. */
  inputs(): number[] {
    const inputs = new Array<number>(this.count);
    for (let i = 0; i < this.count; i++) inputs[i] = this.numbers[i * WIDTH]!;
    return inputs;
  }

  /** Every record, as objects. */
  toArray(): RequestRecord[] {
    return [...this];
  }

  /** The records, as the report's JSON lists them. */
  toJSON(): RequestRecord[] {
    return this.toArray();
  }

  /** Its numbers, trimmed to its length, for another thread (`new RequestLog(columns)` there). */
  columns(): RequestLogColumns {
    return { numbers: this.numbers.slice(0, this.count * WIDTH), count: this.count };
  }
}
