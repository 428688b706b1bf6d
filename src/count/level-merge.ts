import { byteRanks, NONE_RANK, PartPairRanks, type Vocabulary } from './merge-tables.js';

/**
 * tiktoken's merge of a long piece, one rank at a time over all its parts: the lowest pair rank r of
 * the piece is found, every pair of rank r is merged from left to right, and so on until no pair has
 * a rank (docs/architecture.md, "Counting"). For a run of one character, nearly every pair has the
 * lowest rank, a handful of levels merge the whole piece, and each level is one pass over two compact
 * arrays (the parts' ranks and lengths) that shrink as they merge: an eighth of the memory of the
 * bucket merge, whose fresh pages cost as much as its merging on a machine that maps them slowly.
 *
 * Merging a whole level is tiktoken's order only while no merge creates a pair that ranks at or below
 * the level's rank (the rank files do not promise it: see `bucketMerge`), so every pair a merge makes
 * is checked: the one with the part after it, before that part is merged in turn, here, and the final
 * ones by the next level's search. When the check fails, or when the levels would pass over the
 * whole piece for a few merges each (the first level's rank is rare, or the levels have scanned
 * `MOST_SCANNED` parts per byte), this returns undefined and the caller merges the piece another way.
 *
 * @returns the lengths of the tokens, in order
 */
export function levelMerge(piece: string, vocab: Vocabulary): Uint8Array | undefined {
  const m = piece.length;
  if (vocab.maxTokenBytes > 255) return undefined;
  const ranks = new Int32Array(m);
  const lengths = new Uint8Array(m);
  const single = byteRanks(vocab);
  for (let i = 0; i < m; i++) {
    const c = piece.charCodeAt(i);
    const rank = c < 256 ? single[c]! : -1;
    // A byte without a rank, or a char that is not a byte: the heap merge reports it.
    if (rank < 0) return undefined;
    ranks[i] = rank;
    lengths[i] = 1;
  }
  const pairs = new PartPairRanks(vocab, piece, 4096);
  let parts = m;
  let previous = -1;
  let scanned = 0;
  for (;;) {
    let best = NONE_RANK;
    let hits = 0;
    for (let k = 0, at = 0; k + 1 < parts; at += lengths[k]!, k++) {
      const rank = pairs.get(ranks[k]!, ranks[k + 1]!, at, at + lengths[k]! + lengths[k + 1]!);
      if (rank < best) {
        best = rank;
        hits = 1;
      } else if (rank === best) hits++;
    }
    if (best === NONE_RANK) return lengths.subarray(0, parts);
    scanned += parts;
    if (best <= previous) return undefined;
    // A piece whose lowest pair is rare, or whose levels keep merging few pairs each, is the buckets' to merge.
    if (previous < 0 ? hits * RARE < parts : scanned > MOST_SCANNED * m) return undefined;
    previous = best;
    parts = mergeLevel(ranks, lengths, parts, best, pairs);
    if (parts < 0) return undefined;
  }
}

/** A first level that would merge fewer than one pair in this many hands the piece on. */
const RARE = 16;
/**
 * Levels may scan this many parts per byte of the piece in all: a run's levels halve its parts and
 * scan some two per byte, but a piece whose later levels each merge a pair or two would be quadratic.
 */
const MOST_SCANNED = 6;

/**
 * Merges every pair of rank `best` from left to right, in place; returns the number of parts left, or
 * -1 when a merge made a pair with the next part that ranks below `best` (tiktoken would merge that
 * pair first).
 */
function mergeLevel(ranks: Int32Array, lengths: Uint8Array, parts: number, best: number, pairs: PartPairRanks): number {
  let w = 0;
  let lastMerged = false;
  for (let k = 0, at = 0; k < parts; ) {
    const a = ranks[k]!;
    const la = lengths[k]!;
    if (k + 1 < parts) {
      const lb = lengths[k + 1]!;
      if (pairs.get(a, ranks[k + 1]!, at, at + la + lb) === best) {
        if (lastMerged && pairs.get(best, a, at - lengths[w - 1]!, at + la) <= best) return -1;
        ranks[w] = best;
        lengths[w++] = la + lb;
        k += 2;
        at += la + lb;
        lastMerged = true;
        continue;
      }
    }
    ranks[w] = a;
    lengths[w++] = la;
    k++;
    at += la;
    lastMerged = false;
  }
  return w;
}
