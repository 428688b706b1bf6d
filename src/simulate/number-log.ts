/** A log's numbers, as they cross to another thread: a typed array is copied whole, never read entry by entry. */
export interface LogColumns {
  numbers: Float64Array;
  count: number;
}

/** A log's array before its first entry: a run that keeps none (a what-if, one of thousands in a diff) allocates nothing. */
const NONE_YET = new Float64Array(0);

/**
 * Entries of `width` numbers each, in one array that grows fourfold (docs/architecture.md,
 * "Simulation"): a long run's 100,000 records held as objects cost more to collect than the run cost
 * to simulate. An entry is made an object only when it is read (`at`); `toJSON` makes them all.
 */
export abstract class NumberLog<T> implements Iterable<T> {
  protected numbers: Float64Array;
  private count: number;

  constructor(
    private readonly width: number,
    columns: LogColumns = { numbers: NONE_YET, count: 0 },
  ) {
    this.numbers = columns.numbers;
    this.count = columns.count;
  }

  get length(): number {
    return this.count;
  }

  /** The `i`th entry (from 0), or undefined past the end; negative counts from the end, as `Array.at`. */
  abstract at(i: number): T | undefined;

  *[Symbol.iterator](): Iterator<T> {
    for (let i = 0; i < this.count; i++) yield this.at(i)!;
  }

  /** Every entry, as objects. */
  toArray(): T[] {
    return [...this];
  }

  /** The entries, as the report's JSON lists them. */
  toJSON(): T[] {
    return this.toArray();
  }

  /** Its numbers, trimmed to its length, for another thread (a log made of them there). */
  columns(): LogColumns {
    return { numbers: this.numbers.slice(0, this.count * this.width), count: this.count };
  }

  /** Where a new entry's numbers start, the room for them made. */
  protected append(): number {
    const at = this.count * this.width;
    if (at === this.numbers.length) {
      const grown = new Float64Array(Math.max(this.numbers.length * 4, this.width * 16));
      grown.set(this.numbers);
      this.numbers = grown;
    }
    this.count++;
    return at;
  }

  /** Where entry `i` starts, counting from the end when negative; -1 past either end. */
  protected offset(i: number): number {
    const k = i < 0 ? this.count + i : i;
    return k < 0 || k >= this.count ? -1 : k * this.width;
  }
}
