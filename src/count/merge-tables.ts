/**
 * What every merge looks ranks up in: the vocabulary, and tables made from it once per vocabulary so
 * that the merges' hot loops look ranks up by number, not by a new string.
 */

export interface Vocabulary {
  /** Rank of every token, keyed by its bytes as a latin1 string (a `RankTable`, or a Map in tests). */
  readonly ranks: RankLookup;
  /** Length in bytes of the longest token: no longer span can have a rank. */
  readonly maxTokenBytes: number;
}

export interface RankLookup {
  get(key: string): number | undefined;
  has(key: string): boolean;
  /** Rank of the token whose bytes are `text`'s chars from `start` to `end`, or -1. */
  span(text: string, start: number, end: number): number;
}

/** No rank: above every rank, as a float. */
export const NONE = Number.MAX_SAFE_INTEGER;

/** Above every rank, in an Int32Array. */
export const NONE_RANK = 0x7fffffff;

/** Ranks are below 2^18 in every encoding here, so two of them pack into one exact number key. */
export const RANK_SPAN = 262144;

/**
 * Rank of every single byte, per vocabulary: looking a byte up in the rank table costs as much as the rest
 * of a long run's merge. -1 for a byte without a rank (no tiktoken encoding has one).
 */
const byteRankTables = new WeakMap<Vocabulary, Int32Array>();

export function byteRanks(vocab: Vocabulary): Int32Array {
  let table = byteRankTables.get(vocab);
  if (!table) {
    table = new Int32Array(256);
    for (let b = 0; b < 256; b++) table[b] = vocab.ranks.get(String.fromCharCode(b)) ?? -1;
    byteRankTables.set(vocab, table);
  }
  return table;
}

/**
 * Rank of every pair of bytes, per vocabulary, NONE for a pair without one, -1 for a pair not yet
 * asked for: a piece's first ranks are all of pairs, and looking each up in the rank table is most of
 * the cost of text that is never cached, such as random base64. Filled as pairs are asked for
 * (`bytePairRank`): all 65,536 at once took 20 ms, a tenth of a small diff's counting.
 */
const pairRankTables = new WeakMap<Vocabulary, Float64Array>();

export function pairRanks(vocab: Vocabulary): Float64Array {
  let table = pairRankTables.get(vocab);
  if (!table) {
    table = new Float64Array(1 << 16).fill(-1);
    pairRankTables.set(vocab, table);
  }
  return table;
}

/** The rank of the pair of bytes `a`, `b` (each below 256: merges take byte strings) from `pairRanks`' table `table`, looked up once. */
export function bytePairRank(table: Float64Array, vocab: Vocabulary, a: number, b: number): number {
  const key = (a << 8) | b;
  const rank = table[key]!;
  if (rank >= 0) return rank;
  return (table[key] = vocab.ranks.get(String.fromCharCode(a, b)) ?? NONE);
}

/**
 * Ranks of three-byte spans, keyed by their bytes as one number, per vocabulary, filled as spans are
 * asked for (NONE for a span without one): the rank table is not a Map to walk, and a text asks for
 * few of the 16 million.
 */
const tripleRankTables = new WeakMap<Vocabulary, Map<number, number>>();

export function tripleRank(vocab: Vocabulary, a: number, b: number, c: number): number {
  let table = tripleRankTables.get(vocab);
  if (!table) tripleRankTables.set(vocab, (table = new Map()));
  const key = (a << 16) | (b << 8) | c;
  let rank = table.get(key);
  if (rank === undefined) table.set(key, (rank = vocab.ranks.get(String.fromCharCode(a, b, c)) ?? NONE));
  return rank;
}

/**
 * The rank of the token two parts of one piece make, by the parts' ranks: a direct-mapped cache in
 * front of the rank table, which is asked (with the bytes where the two parts stand) only on a miss.
 * A long piece's merges meet few distinct pairs of parts (a run of one character, a handful), so the
 * long merges' lookups nearly all hit. The slots are a power of two, at most `size`.
 */
export class PartPairRanks {
  private readonly keys: Float64Array;
  private readonly values: Int32Array;
  private readonly mask: number;

  constructor(
    private readonly vocab: Vocabulary,
    private readonly piece: string,
    size: number,
  ) {
    let slots = 64;
    while (slots < size && slots < 4096) slots *= 2;
    this.mask = slots - 1;
    this.keys = new Float64Array(slots).fill(-1);
    this.values = new Int32Array(slots);
  }

  /** The rank of the parts of ranks `a` and `b` that span the piece from `start` to `end`; NONE_RANK for none. */
  get(a: number, b: number, start: number, end: number): number {
    const key = a * RANK_SPAN + b;
    const slot = (Math.imul(a, 0x9e3779b1) ^ b) & this.mask;
    if (this.keys[slot] === key) return this.values[slot]!;
    const found = end - start > this.vocab.maxTokenBytes ? -1 : this.vocab.ranks.span(this.piece, start, end);
    const rank = found < 0 ? NONE_RANK : found;
    this.keys[slot] = key;
    this.values[slot] = rank;
    return rank;
  }
}
