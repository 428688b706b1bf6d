/**
 * tiktoken's byte-pair merge, exact, in O(m log m) for a piece of m bytes.
 *
 * A piece is given as a "byte string": one char per byte (latin1), which lets a Map<string, rank>
 * look pieces up without allocating arrays. tiktoken merges, at every step, the adjacent pair with the
 * lowest rank (the leftmost on ties). Its own loop rescans all parts after each merge, which is
 * quadratic: 100,000 'a' take seconds and a megabyte hangs. Short pieces (nearly all of them) use that
 * simple loop; long ones use a heap ordered by (rank, start), which picks the very same pair at every
 * step and so gives identical tokens in O(m log m).
 */

export interface Vocabulary {
  /** Rank of every token, keyed by its bytes as a latin1 string. */
  readonly ranks: ReadonlyMap<string, number>;
  /** Length in bytes of the longest token: no longer span can have a rank. */
  readonly maxTokenBytes: number;
}

const NONE = Number.MAX_SAFE_INTEGER;
/** Up to this many bytes the rescanning loop beats the heap's bookkeeping. */
const SIMPLE_MERGE_LIMIT = 128;

/** Start offsets of the tokens of `piece`, ending with `piece.length`. */
export function mergeBoundaries(piece: string, vocab: Vocabulary): number[] {
  if (piece.length <= 1 || vocab.ranks.has(piece)) return [0, piece.length];
  return piece.length <= SIMPLE_MERGE_LIMIT ? rescanMerge(piece, vocab) : heapMerge(piece, vocab);
}

/** Number of tokens of `piece`. */
export function countPiece(piece: string, vocab: Vocabulary): number {
  return mergeBoundaries(piece, vocab).length - 1;
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
  return vocab.ranks.get(piece.slice(start, end)) ?? NONE;
}

/** tiktoken's own loop: parts[i] = start of part i; pairRank[i] = rank of parts i and i+1 joined. */
function rescanMerge(piece: string, vocab: Vocabulary): number[] {
  const starts: number[] = [];
  const pairRank: number[] = [];
  for (let i = 0; i < piece.length; i++) {
    starts.push(i);
    pairRank.push(i + 2 <= piece.length ? rankOf(piece, i, i + 2, vocab) : NONE);
  }
  starts.push(piece.length);
  pairRank.push(NONE);
  for (;;) {
    let best = NONE;
    let at = -1;
    for (let i = 0; i < pairRank.length - 1; i++) {
      if (pairRank[i]! < best) {
        best = pairRank[i]!;
        at = i;
      }
    }
    if (at < 0) break;
    starts.splice(at + 1, 1);
    pairRank.splice(at + 1, 1);
    pairRank[at] = at + 2 < starts.length ? rankOf(piece, starts[at]!, starts[at + 2]!, vocab) : NONE;
    if (at > 0) pairRank[at - 1] = rankOf(piece, starts[at - 1]!, starts[at + 1]!, vocab);
  }
  return starts;
}

/**
 * The same merge order with a linked list of parts and a binary heap of candidate pairs. Every part is
 * a token, so a pair's rank depends only on the two parts' ranks: it is looked up once per distinct
 * pair, which makes long runs of one character cheap. A heap entry packs (rank, start) into one float,
 * rank * 2^32 + start, exact below 2^53. An entry is stale when its part has died or its pair rank has
 * changed since it was pushed; stale entries are skipped on pop.
 */
function heapMerge(piece: string, vocab: Vocabulary): number[] {
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

/** Ranks are below 2^18 in every encoding here, so two of them pack into one exact number key. */
const RANK_SPAN = 262144;

class MinHeap {
  private data: Float64Array;
  size = 0;
  private constructor(capacity: number) {
    this.data = new Float64Array(Math.max(16, capacity));
  }
  /** Builds the heap bottom-up in O(n), not by n pushes. */
  static from(values: number[]): MinHeap {
    const heap = new MinHeap(values.length * 2);
    heap.data.set(values);
    heap.size = values.length;
    for (let i = (values.length >> 1) - 1; i >= 0; i--) heap.siftDown(i, heap.data[i]!);
    return heap;
  }
  push(value: number): void {
    if (this.size === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const d = this.data;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (d[parent]! <= value) break;
      d[i] = d[parent]!;
      i = parent;
    }
    d[i] = value;
  }
  pop(): number {
    const top = this.data[0]!;
    const last = this.data[--this.size]!;
    if (this.size > 0) this.siftDown(0, last);
    return top;
  }
  private siftDown(from: number, value: number): void {
    const d = this.data;
    let i = from;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && d[child + 1]! < d[child]!) child++;
      if (d[child]! >= value) break;
      d[i] = d[child]!;
      i = child;
    }
    d[i] = value;
  }
}
