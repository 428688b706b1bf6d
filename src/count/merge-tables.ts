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
 * (`pairRank`): all 65,536 at once took 20 ms, a tenth of a small diff's counting.
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
export function pairRank(table: Float64Array, vocab: Vocabulary, a: number, b: number): number {
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
