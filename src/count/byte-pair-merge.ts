/**
 * tiktoken's byte-pair merge, exact, in O(m log m) at worst for a piece of m bytes.
 *
 * A piece is given as a "byte string": one char per byte (latin1), which lets the rank table
 * look pieces up without allocating arrays. tiktoken merges, at every step, the adjacent pair with the
 * lowest rank (the leftmost on ties). Its own loop rescans all parts after each merge, which is
 * quadratic: 100,000 'a' take seconds and a megabyte hangs. Short pieces (nearly all of them) use that
 * simple loop; long ones merge a level at a time when nearly every pair has the lowest rank (runs of
 * one character, `level-merge.ts`), else use buckets by rank, or, when a rank file breaks the order
 * those need, a heap ordered by (rank, start): each picks the very same pair at every step as
 * tiktoken's loop and so gives identical tokens.
 */

import { bytePairRank, byteRanks, NONE, NONE_RANK, pairRanks, PartPairRanks, RANK_SPAN, tripleRank, type Vocabulary } from './merge-tables.js';

import { levelMerge } from './level-merge.js';
import { MinHeap } from './min-heap.js';

export type { RankLookup, Vocabulary } from './merge-tables.js';

/** Up to this many bytes the rescanning loop beats the heap's bookkeeping. */
const SIMPLE_MERGE_LIMIT = 128;

/** Start offsets of the tokens of `piece`, ending with `piece.length`. */
export function mergeBoundaries(piece: string, vocab: Vocabulary): number[] {
  if (piece.length <= 1 || vocab.ranks.has(piece)) return [0, piece.length];
  if (piece.length <= SIMPLE_MERGE_LIMIT) return rescanMerge(piece, vocab);
  const lengths = levelMerge(piece, vocab);
  if (lengths) return startsOf(lengths);
  return bucketMerge(piece, vocab) ?? heapMerge(piece, vocab);
}

/** Start offsets of tokens of these lengths, ending with their total. */
function startsOf(lengths: Uint8Array): number[] {
  const starts = [0];
  for (const length of lengths) starts.push(starts[starts.length - 1]! + length);
  return starts;
}

/** Number of tokens of `piece`. */
export function countPiece(piece: string, vocab: Vocabulary): number {
  return countSpan(piece, 0, piece.length, vocab);
}

/**
 * Number of tokens of the piece `text[from, to)`, a byte string where it stands in `text`: a short
 * piece is merged where it stands, not cut out (a new string per piece was most of what counting text
 * that never repeats, such as random base64, allocated).
 */
export function countSpan(text: string, from: number, to: number, vocab: Vocabulary): number {
  const m = to - from;
  if (m <= 1 || vocab.ranks.span(text, from, to) >= 0) return 1;
  if (m <= SIMPLE_MERGE_LIMIT) return rescan(text, from, to, vocab);
  const piece = from === 0 && to === text.length ? text : text.slice(from, to);
  return levelMerge(piece, vocab)?.length ?? (bucketMerge(piece, vocab) ?? heapMerge(piece, vocab)).length - 1;
}

/** Token ids of `piece`. */
export function encodePiece(piece: string, vocab: Vocabulary): number[] {
  const bounds = mergeBoundaries(piece, vocab);
  const ids: number[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const id = vocab.ranks.get(piece.slice(bounds[i], bounds[i + 1]));
    if (id === undefined) throw new Error(`byte sequence without a rank at ${bounds[i]}`);
    ids.push(id);
  }
  return ids;
}

function rankOf(piece: string, start: number, end: number, vocab: Vocabulary): number {
  if (end - start > vocab.maxTokenBytes) return NONE;
  const rank = vocab.ranks.span(piece, start, end);
  return rank < 0 ? NONE : rank;
}

/** tiktoken's own loop: starts[i] = start of part i; rankAt[i] = rank of parts i and i+1 joined. */
export function rescanMerge(piece: string, vocab: Vocabulary): number[] {
  const parts = rescan(piece, 0, piece.length, vocab);
  return Array.from(scratchStarts.subarray(0, parts + 1));
}

/**
 * Scratch space of the rescanning loop, shared by all calls (the merge is synchronous, so never
 * re-entered): short pieces are nearly all pieces, and text that is never cached (random base64)
 * would otherwise make two arrays per piece.
 */
let scratchStarts = new Int32Array(SIMPLE_MERGE_LIMIT + 1);
let scratchRanks = new Float64Array(SIMPLE_MERGE_LIMIT + 1);

/**
 * The rescanning loop over the piece `text[from, to)`: the number of its tokens, their starts (and its
 * end) left in `scratchStarts`, counted from `from`.
 */
function rescan(text: string, from: number, to: number, vocab: Vocabulary): number {
  const m = to - from;
  if (m + 1 > scratchStarts.length) {
    scratchStarts = new Int32Array(m + 1);
    scratchRanks = new Float64Array(m + 1);
  }
  const starts = scratchStarts;
  const rankAt = scratchRanks;
  const pairs = pairRanks(vocab);
  for (let i = 0; i < m; i++) {
    starts[i] = i;
    rankAt[i] = i + 2 <= m ? bytePairRank(pairs, vocab, text.charCodeAt(from + i), text.charCodeAt(from + i + 1)) : NONE;
  }
  starts[m] = m;
  rankAt[m] = NONE;
  // Parts are starts[0 .. parts - 1]; starts[parts] is the end.
  let parts = m;
  for (;;) {
    let best = NONE;
    let at = -1;
    for (let i = 0; i < parts; i++) {
      if (rankAt[i]! < best) {
        best = rankAt[i]!;
        at = i;
      }
    }
    if (at < 0) break;
    // Shifted by hand: `copyWithin` costs more to call than to move a short piece's few parts.
    for (let k = at + 1; k < parts; k++) {
      starts[k] = starts[k + 1]!;
      rankAt[k] = rankAt[k + 1]!;
    }
    parts--;
    rankAt[at] = at + 1 < parts ? spanRank(text, from + starts[at]!, from + starts[at + 2]!, vocab) : NONE;
    if (at > 0) rankAt[at - 1] = spanRank(text, from + starts[at - 1]!, from + starts[at + 1]!, vocab);
  }
  return parts;
}

/** `rankOf`, with three-byte spans (the first merge of most short pieces) read by number, not by a new string. */
function spanRank(piece: string, start: number, end: number, vocab: Vocabulary): number {
  if (end - start !== 3) return rankOf(piece, start, end, vocab);
  return tripleRank(vocab, piece.charCodeAt(start), piece.charCodeAt(start + 1), piece.charCodeAt(start + 2));
}

/**
 * The same merge order with a linked list of parts and a binary heap of candidate pairs. Every part is
 * a token, so a pair's rank depends only on the two parts' ranks: it is looked up once per distinct
 * pair, which makes long runs of one character cheap. A heap entry packs (rank, start) into one float,
 * rank * 2^32 + start, exact below 2^53. An entry is stale when its part has died or its pair rank has
 * changed since it was pushed; stale entries are skipped on pop.
 */
export function heapMerge(piece: string, vocab: Vocabulary): number[] {
  const m = piece.length;
  const next = new Int32Array(m + 1);
  const prev = new Int32Array(m + 1);
  const partRank = new Int32Array(m + 1);
  const alive = new Uint8Array(m + 1);
  const currentKey = new Float64Array(m + 1);
  const pairRanks = new Map<number, number>();
  for (let i = 0; i <= m; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
    alive[i] = 1;
    if (i < m) partRank[i] = vocab.ranks.get(piece[i]!)!;
  }
  const pairKey = (i: number): number => {
    // The pair starting at part i spans up to the start of the part after next.
    const j = next[i]!;
    if (j >= m) return -1;
    const pair = partRank[i]! * RANK_SPAN + partRank[j]!;
    let rank = pairRanks.get(pair);
    if (rank === undefined) {
      rank = rankOf(piece, i, next[j]!, vocab);
      pairRanks.set(pair, rank);
    }
    return rank === NONE ? -1 : rank * 4294967296 + i;
  };
  const initial: number[] = [];
  for (let i = 0; i < m; i++) {
    currentKey[i] = pairKey(i);
    if (currentKey[i]! >= 0) initial.push(currentKey[i]!);
  }
  const heap = MinHeap.from(initial);
  const refresh = (i: number): void => {
    const key = pairKey(i);
    currentKey[i] = key;
    if (key >= 0) heap.push(key);
  };
  while (heap.size > 0) {
    const key = heap.pop();
    const i = key % 4294967296;
    if (!alive[i] || currentKey[i] !== key) continue;
    const j = next[i]!;
    alive[j] = 0;
    next[i] = next[j]!;
    prev[next[j]!] = i;
    partRank[i] = (key - i) / 4294967296;
    refresh(i);
    if (i > 0) refresh(prev[i]!);
  }
  const starts: number[] = [];
  for (let i = 0; i < m; i = next[i]!) starts.push(i);
  starts.push(m);
  return starts;
}


/**
 * Bucket heads by rank, shared by all calls (the merge is synchronous, so never re-entered) and left
 * all -1 after each call, so that a call does not pay for clearing a table the size of the vocabulary.
 */
let bucketHeads = new Int32Array(0);

function bucketHeadsFor(rank: number): Int32Array {
  if (rank >= bucketHeads.length) {
    const grown = new Int32Array(Math.max(rank + 1, bucketHeads.length * 2, 1 << 16)).fill(-1);
    grown.set(bucketHeads);
    bucketHeads = grown;
  }
  return bucketHeads;
}

/**
 * The same merge order as `heapMerge`, with candidate pairs kept in one bucket per rank instead of a
 * heap. It relies on the queue being monotone: a merge at rank r creates only pairs of rank > r. Then,
 * once the lowest non-empty bucket r is taken, nothing joins it while it is merged, and merging its
 * pairs from left to right is exactly tiktoken's "lowest rank, leftmost first".
 *
 * The rank files do not guarantee this on their own: a token is formed from two lower-ranked tokens,
 * but some of its other splits rank above it (o200k_base ranks four spaces 257 and three spaces 271,
 * so "   " + " " would be a pair ranked below a part of it). Such pairs do not arise in the real
 * vocabularies' merges tried in test/count/byte-pair-merge.test.ts (its toy vocabularies make them on
 * purpose), but that is no proof, so the property is checked for every
 * pair created, including the one a merge makes with the next part before that part merges in turn in
 * the same bucket (tiktoken would see it): a pair of rank <= r makes this return undefined, and the
 * caller merges the piece with the heap instead. Tokens are exact either way; the buckets only make
 * them faster.
 *
 * Buckets are linked lists in two typed arrays; the non-empty ranks sit in a small heap of their own,
 * which holds only as many ranks as the piece has distinct pairs (a few dozen for a run). Pair ranks are
 * cached by the ranks of the two parts (`PartPairRanks`).
 */
export function bucketMerge(piece: string, vocab: Vocabulary): number[] | undefined {
  const m = piece.length;
  const next = new Int32Array(m + 1);
  const prev = new Int32Array(m + 1);
  const partRank = new Int32Array(m + 1);
  const alive = new Uint8Array(m + 1);
  // Rank of the pair starting at each part; NONE_RANK when there is none.
  const pairRankAt = new Int32Array(m + 1);
  const single = byteRanks(vocab);
  for (let i = 0; i <= m; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
    alive[i] = 1;
    if (i < m) {
      const rank = single[piece.charCodeAt(i)] ?? -1;
      // A byte without a rank, or a char that is not a byte: leave the error to the heap merge.
      if (rank < 0) return undefined;
      partRank[i] = rank;
    }
  }

  const pairs = new PartPairRanks(vocab, piece, m);
  const pairRank = (i: number): number => {
    const j = next[i]!;
    return j >= m ? NONE_RANK : pairs.get(partRank[i]!, partRank[j]!, i, next[j]!);
  };

  // Bucket entries: the start of a pair, and the next entry of the same bucket. A piece has at most m
  // pairs at first and a pass pushes at most one entry per part it changed, so 2m covers a run of one
  // character, whose passes halve the parts (m + m/2 + m/4 + ...), and most text, without regrowing.
  let entryStart = new Int32Array(2 * m + 64);
  let entryNext = new Int32Array(2 * m + 64);
  let entries = 0;
  // The ranks whose buckets are not empty, each at most once.
  const ranks = MinHeap.from([]);
  let heads = bucketHeadsFor(0);
  const push = (rank: number, start: number): void => {
    if (entries === entryStart.length) {
      const grownStart = new Int32Array(entries * 2);
      grownStart.set(entryStart);
      entryStart = grownStart;
      const grownNext = new Int32Array(entries * 2);
      grownNext.set(entryNext);
      entryNext = grownNext;
    }
    if (rank >= heads.length) heads = bucketHeadsFor(rank);
    const head = heads[rank]!;
    if (head < 0) ranks.push(rank);
    entryStart[entries] = start;
    entryNext[entries] = head;
    heads[rank] = entries++;
  };

  for (let i = 0; i < m; i++) {
    const rank = pairRank(i);
    pairRankAt[i] = rank;
    if (rank !== NONE_RANK) push(rank, i);
  }
  pairRankAt[m] = NONE_RANK;

  let order = new Int32Array(64);
  // Parts whose pair changed while a bucket was merged, left to right.
  let dirty = new Int32Array(64);
  while (ranks.size > 0) {
    const r = ranks.pop();
    // Take the bucket whole: under the monotone property nothing joins it from here on.
    let count = 0;
    for (let e = heads[r]!; e >= 0; e = entryNext[e]!) {
      if (count === order.length) {
        const grown = new Int32Array(count * 2);
        grown.set(order);
        order = grown;
      }
      order[count++] = entryStart[e]!;
    }
    heads[r] = -1;
    // A list is last in first out, and each pass pushes left to right: reversed, the list is in order
    // unless passes of different ranks interleaved their pushes. No test has produced that, but the
    // left-to-right order is what makes ties exact, so an out-of-order list is sorted.
    const taken = order.subarray(0, count);
    taken.reverse();
    let sorted = true;
    for (let k = 1; k < count && sorted; k++) sorted = taken[k - 1]! <= taken[k]!;
    if (!sorted) taken.sort();
    let dirtyCount = 0;
    for (let k = 0; k < count; k++) {
      const i = taken[k]!;
      // Stale: the part has been merged into its left neighbour, or its pair has changed since.
      if (!alive[i] || pairRankAt[i] !== r) continue;
      const j = next[i]!;
      alive[j] = 0;
      next[i] = next[j]!;
      prev[next[j]!] = i;
      partRank[i] = r;
      // The pair with the next part, before that part merges in turn in this bucket: tiktoken would
      // merge it first if it ranked below r.
      if (pairRank(i) <= r) {
        for (const held of ranks.drain()) heads[held] = -1;
        return undefined;
      }
      // The pairs at i and at its left neighbour are looked up once the bucket is done: the next merge
      // in this bucket often changes them again. Until then they are PENDING, which is not r, so any
      // later entry of theirs in this bucket is stale, as it would be with their new ranks.
      if (dirtyCount + 2 > dirty.length) {
        const grown = new Int32Array(dirty.length * 2);
        grown.set(dirty);
        dirty = grown;
      }
      const p = prev[i]!;
      // Positions enter the list in increasing order: p is past every earlier merge of this bucket,
      // or is that merge's part and already pending.
      if (p >= 0 && pairRankAt[p] !== PENDING) {
        pairRankAt[p] = PENDING;
        dirty[dirtyCount++] = p;
      }
      pairRankAt[i] = PENDING;
      dirty[dirtyCount++] = i;
    }
    for (let k = 0; k < dirtyCount; k++) {
      const i = dirty[k]!;
      const rank = pairRank(i);
      pairRankAt[i] = rank;
      if (rank === NONE_RANK) continue;
      if (rank <= r) {
        // Not monotone: leave the shared bucket table empty, and let the heap merge this piece.
        for (const held of ranks.drain()) heads[held] = -1;
        return undefined;
      }
      push(rank, i);
    }
  }
  const starts: number[] = [];
  for (let i = 0; i < m; i = next[i]!) starts.push(i);
  starts.push(m);
  return starts;
}

/** A pair whose rank is looked up when the current bucket is done. */
const PENDING = -1;

