import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  isTiktokenEncoding,
  mergeList,
  vocabulary
} from "./chunk-E34YZ725.js";

// src/trace/error-line.ts
var FIRST_ERROR = /(?<![\p{L}\p{N}_])[A-Z][\p{L}\p{N}_]*(?:Error|Exception): [^\n\]]+/u;
function firstErrorLine(text) {
  if (text === void 0 || !text.includes("Error: ") && !text.includes("Exception: ")) return void 0;
  return FIRST_ERROR.exec(text)?.[0];
}

// src/trace/trace.ts
var ROLES = ["system", "user", "assistant", "tool"];
function roleCode(role) {
  if (role === "tool") return 3;
  if (role === "assistant") return 2;
  return role === "user" ? 1 : 0;
}
var DEFAULT_MESSAGE_OVERHEAD = 4;
function sizeTrace(messages, count) {
  return new MessageSizer(count).size(messages);
}
function* sizedMessages(batches, count) {
  const sizer = new MessageSizer(count);
  for (const batch of batches) yield sizer.size(batch);
}
var MessageSizer = class {
  constructor(count) {
    this.count = count;
  }
  count;
  call;
  answered = 0;
  size(messages) {
    const { count } = this;
    const sized = new Array(messages.length);
    for (let i = 0; i < messages.length; i++) {
      const m = messages[i];
      const s = {
        role: m.role,
        tokens: m.tokens ?? (m.content ? count(m.content) : 0),
        argsTokens: m.tokens !== void 0 || !m.args ? 0 : count(m.args)
      };
      if (m.tool !== void 0) s.tool = m.tool;
      if (m.replacesHistory) s.replacesHistory = true;
      if (m.role === "assistant") {
        this.call = m;
        this.answered = 0;
      } else if (m.role === "tool") {
        const args = m.args ?? argsOfResult(this.call, this.answered++);
        if (args !== void 0) s.args = args;
        const errorLine = firstErrorLine(m.content);
        if (errorLine !== void 0) s.errorLine = errorLine;
      }
      sized[i] = s;
    }
    return sized;
  }
};
function argsOfResult(call, nth) {
  if (call?.args === void 0) return void 0;
  if (call.tool === void 0 || !call.tool.includes(",")) return call.args;
  const tools = call.tool.split(",").length;
  const inputs = call.args.split("\n");
  return tools > 1 && inputs.length === tools ? inputs[nth] ?? call.args : call.args;
}

// src/count/merge-tables.ts
var NONE = Number.MAX_SAFE_INTEGER;
var NONE_RANK = 2147483647;
var RANK_SPAN = 262144;
var byteRankTables = /* @__PURE__ */ new WeakMap();
function byteRanks(vocab) {
  let table = byteRankTables.get(vocab);
  if (!table) {
    table = new Int32Array(256);
    for (let b = 0; b < 256; b++) table[b] = vocab.ranks.get(String.fromCharCode(b)) ?? -1;
    byteRankTables.set(vocab, table);
  }
  return table;
}
var pairRankTables = /* @__PURE__ */ new WeakMap();
function pairRanks(vocab) {
  let table = pairRankTables.get(vocab);
  if (!table) {
    table = new Float64Array(1 << 16).fill(-1);
    pairRankTables.set(vocab, table);
  }
  return table;
}
function bytePairRank(table, vocab, a, b) {
  const key = a << 8 | b;
  const rank = table[key];
  if (rank >= 0) return rank;
  return table[key] = vocab.ranks.get(String.fromCharCode(a, b)) ?? NONE;
}
var tripleRankTables = /* @__PURE__ */ new WeakMap();
function tripleRank(vocab, a, b, c) {
  let table = tripleRankTables.get(vocab);
  if (!table) tripleRankTables.set(vocab, table = /* @__PURE__ */ new Map());
  const key = a << 16 | b << 8 | c;
  let rank = table.get(key);
  if (rank === void 0) table.set(key, rank = vocab.ranks.get(String.fromCharCode(a, b, c)) ?? NONE);
  return rank;
}
var PartPairRanks = class {
  constructor(vocab, piece, size) {
    this.vocab = vocab;
    this.piece = piece;
    let slots = 64;
    while (slots < size && slots < 4096) slots *= 2;
    this.mask = slots - 1;
    this.keys = new Float64Array(slots).fill(-1);
    this.values = new Int32Array(slots);
  }
  vocab;
  piece;
  keys;
  values;
  mask;
  /** The rank of the parts of ranks `a` and `b` that span the piece from `start` to `end`; NONE_RANK for none. */
  get(a, b, start, end) {
    const key = a * RANK_SPAN + b;
    const slot = (Math.imul(a, 2654435761) ^ b) & this.mask;
    if (this.keys[slot] === key) return this.values[slot];
    const found = end - start > this.vocab.maxTokenBytes ? -1 : this.vocab.ranks.span(this.piece, start, end);
    const rank = found < 0 ? NONE_RANK : found;
    this.keys[slot] = key;
    this.values[slot] = rank;
    return rank;
  }
};

// src/count/level-merge.ts
function levelMerge(piece, vocab) {
  const m = piece.length;
  if (vocab.maxTokenBytes > 255) return void 0;
  const ranks = new Int32Array(m);
  const lengths = new Uint8Array(m);
  const single = byteRanks(vocab);
  for (let i = 0; i < m; i++) {
    const c = piece.charCodeAt(i);
    const rank = c < 256 ? single[c] : -1;
    if (rank < 0) return void 0;
    ranks[i] = rank;
    lengths[i] = 1;
  }
  const pairs = new PartPairRanks(vocab, piece, 4096);
  let parts = m;
  let previous = -1;
  let scanned = 0;
  for (; ; ) {
    let best = NONE_RANK;
    let hits = 0;
    for (let k = 0, at = 0; k + 1 < parts; at += lengths[k], k++) {
      const rank = pairs.get(ranks[k], ranks[k + 1], at, at + lengths[k] + lengths[k + 1]);
      if (rank < best) {
        best = rank;
        hits = 1;
      } else if (rank === best) hits++;
    }
    if (best === NONE_RANK) return lengths.subarray(0, parts);
    scanned += parts;
    if (best <= previous) return void 0;
    if (previous < 0 ? hits * RARE < parts : scanned > MOST_SCANNED * m) return void 0;
    previous = best;
    parts = mergeLevel(ranks, lengths, parts, best, pairs);
    if (parts < 0) return void 0;
  }
}
var RARE = 16;
var MOST_SCANNED = 6;
function mergeLevel(ranks, lengths, parts, best, pairs) {
  let w = 0;
  let lastMerged = false;
  for (let k = 0, at = 0; k < parts; ) {
    const a = ranks[k];
    const la = lengths[k];
    if (k + 1 < parts) {
      const lb = lengths[k + 1];
      if (pairs.get(a, ranks[k + 1], at, at + la + lb) === best) {
        if (lastMerged && pairs.get(best, a, at - lengths[w - 1], at + la) <= best) return -1;
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

// src/count/min-heap.ts
var MinHeap = class _MinHeap {
  data;
  size = 0;
  constructor(capacity) {
    this.data = new Float64Array(Math.max(16, capacity));
  }
  /** Builds the heap bottom-up in O(n), not by n pushes. */
  static from(values) {
    const heap = new _MinHeap(values.length * 2);
    heap.data.set(values);
    heap.size = values.length;
    for (let i = (values.length >> 1) - 1; i >= 0; i--) heap.siftDown(i, heap.data[i]);
    return heap;
  }
  push(value) {
    if (this.size === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const d = this.data;
    let i = this.size++;
    while (i > 0) {
      const parent = i - 1 >> 1;
      if (d[parent] <= value) break;
      d[i] = d[parent];
      i = parent;
    }
    d[i] = value;
  }
  pop() {
    const top = this.data[0];
    const last = this.data[--this.size];
    if (this.size > 0) this.siftDown(0, last);
    return top;
  }
  /** Empties the heap, returning what it held. */
  drain() {
    const held = this.data.slice(0, this.size);
    this.size = 0;
    return held;
  }
  siftDown(from, value) {
    const d = this.data;
    let i = from;
    for (; ; ) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && d[child + 1] < d[child]) child++;
      if (d[child] >= value) break;
      d[i] = d[child];
      i = child;
    }
    d[i] = value;
  }
};

// src/count/byte-pair-merge.ts
var SIMPLE_MERGE_LIMIT = 128;
function mergeBoundaries(piece, vocab) {
  if (piece.length <= 1 || vocab.ranks.has(piece)) return [0, piece.length];
  if (piece.length <= SIMPLE_MERGE_LIMIT) return rescanMerge(piece, vocab);
  const lengths = levelMerge(piece, vocab);
  if (lengths) return startsOf(lengths);
  return bucketMerge(piece, vocab) ?? heapMerge(piece, vocab);
}
function startsOf(lengths) {
  const starts = [0];
  for (const length of lengths) starts.push(starts[starts.length - 1] + length);
  return starts;
}
function countPiece(piece, vocab) {
  return countSpan(piece, 0, piece.length, vocab);
}
function countSpan(text, from, to, vocab) {
  const m = to - from;
  if (m <= 1 || vocab.ranks.span(text, from, to) >= 0) return 1;
  if (m <= SIMPLE_MERGE_LIMIT) return rescan(text, from, to, vocab);
  const piece = from === 0 && to === text.length ? text : text.slice(from, to);
  return levelMerge(piece, vocab)?.length ?? (bucketMerge(piece, vocab) ?? heapMerge(piece, vocab)).length - 1;
}
function encodePiece(piece, vocab) {
  const bounds = mergeBoundaries(piece, vocab);
  const ids = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const id = vocab.ranks.get(piece.slice(bounds[i], bounds[i + 1]));
    if (id === void 0) throw new Error(`byte sequence without a rank at ${bounds[i]}`);
    ids.push(id);
  }
  return ids;
}
function rankOf(piece, start, end, vocab) {
  if (end - start > vocab.maxTokenBytes) return NONE;
  const rank = vocab.ranks.span(piece, start, end);
  return rank < 0 ? NONE : rank;
}
function rescanMerge(piece, vocab) {
  const parts = rescan(piece, 0, piece.length, vocab);
  return Array.from(scratchStarts.subarray(0, parts + 1));
}
var scratchStarts = new Int32Array(SIMPLE_MERGE_LIMIT + 1);
var scratchRanks = new Float64Array(SIMPLE_MERGE_LIMIT + 1);
function rescan(text, from, to, vocab) {
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
  let parts = m;
  for (; ; ) {
    let best = NONE;
    let at = -1;
    for (let i = 0; i < parts; i++) {
      if (rankAt[i] < best) {
        best = rankAt[i];
        at = i;
      }
    }
    if (at < 0) break;
    for (let k = at + 1; k < parts; k++) {
      starts[k] = starts[k + 1];
      rankAt[k] = rankAt[k + 1];
    }
    parts--;
    rankAt[at] = at + 1 < parts ? spanRank(text, from + starts[at], from + starts[at + 2], vocab) : NONE;
    if (at > 0) rankAt[at - 1] = spanRank(text, from + starts[at - 1], from + starts[at + 1], vocab);
  }
  return parts;
}
function spanRank(piece, start, end, vocab) {
  if (end - start !== 3) return rankOf(piece, start, end, vocab);
  return tripleRank(vocab, piece.charCodeAt(start), piece.charCodeAt(start + 1), piece.charCodeAt(start + 2));
}
function heapMerge(piece, vocab) {
  const m = piece.length;
  const next = new Int32Array(m + 1);
  const prev = new Int32Array(m + 1);
  const partRank = new Int32Array(m + 1);
  const alive = new Uint8Array(m + 1);
  const currentKey = new Float64Array(m + 1);
  const pairRanks2 = /* @__PURE__ */ new Map();
  for (let i = 0; i <= m; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
    alive[i] = 1;
    if (i < m) partRank[i] = vocab.ranks.get(piece[i]);
  }
  const pairKey = (i) => {
    const j = next[i];
    if (j >= m) return -1;
    const pair = partRank[i] * RANK_SPAN + partRank[j];
    let rank = pairRanks2.get(pair);
    if (rank === void 0) {
      rank = rankOf(piece, i, next[j], vocab);
      pairRanks2.set(pair, rank);
    }
    return rank === NONE ? -1 : rank * 4294967296 + i;
  };
  const initial = [];
  for (let i = 0; i < m; i++) {
    currentKey[i] = pairKey(i);
    if (currentKey[i] >= 0) initial.push(currentKey[i]);
  }
  const heap = MinHeap.from(initial);
  const refresh = (i) => {
    const key = pairKey(i);
    currentKey[i] = key;
    if (key >= 0) heap.push(key);
  };
  while (heap.size > 0) {
    const key = heap.pop();
    const i = key % 4294967296;
    if (!alive[i] || currentKey[i] !== key) continue;
    const j = next[i];
    alive[j] = 0;
    next[i] = next[j];
    prev[next[j]] = i;
    partRank[i] = (key - i) / 4294967296;
    refresh(i);
    if (i > 0) refresh(prev[i]);
  }
  const starts = [];
  for (let i = 0; i < m; i = next[i]) starts.push(i);
  starts.push(m);
  return starts;
}
var bucketHeads = new Int32Array(0);
function bucketHeadsFor(rank) {
  if (rank >= bucketHeads.length) {
    const grown = new Int32Array(Math.max(rank + 1, bucketHeads.length * 2, 1 << 16)).fill(-1);
    grown.set(bucketHeads);
    bucketHeads = grown;
  }
  return bucketHeads;
}
function bucketMerge(piece, vocab) {
  const m = piece.length;
  const next = new Int32Array(m + 1);
  const prev = new Int32Array(m + 1);
  const partRank = new Int32Array(m + 1);
  const alive = new Uint8Array(m + 1);
  const pairRankAt = new Int32Array(m + 1);
  const single = byteRanks(vocab);
  for (let i = 0; i <= m; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
    alive[i] = 1;
    if (i < m) {
      const rank = single[piece.charCodeAt(i)] ?? -1;
      if (rank < 0) return void 0;
      partRank[i] = rank;
    }
  }
  const pairs = new PartPairRanks(vocab, piece, m);
  const pairRank = (i) => {
    const j = next[i];
    return j >= m ? NONE_RANK : pairs.get(partRank[i], partRank[j], i, next[j]);
  };
  let entryStart = new Int32Array(2 * m + 64);
  let entryNext = new Int32Array(2 * m + 64);
  let entries = 0;
  const ranks = MinHeap.from([]);
  let heads = bucketHeadsFor(0);
  const push = (rank, start) => {
    if (entries === entryStart.length) {
      const grownStart = new Int32Array(entries * 2);
      grownStart.set(entryStart);
      entryStart = grownStart;
      const grownNext = new Int32Array(entries * 2);
      grownNext.set(entryNext);
      entryNext = grownNext;
    }
    if (rank >= heads.length) heads = bucketHeadsFor(rank);
    const head = heads[rank];
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
  let dirty = new Int32Array(64);
  while (ranks.size > 0) {
    const r = ranks.pop();
    let count = 0;
    for (let e = heads[r]; e >= 0; e = entryNext[e]) {
      if (count === order.length) {
        const grown = new Int32Array(count * 2);
        grown.set(order);
        order = grown;
      }
      order[count++] = entryStart[e];
    }
    heads[r] = -1;
    const taken = order.subarray(0, count);
    taken.reverse();
    let sorted = true;
    for (let k = 1; k < count && sorted; k++) sorted = taken[k - 1] <= taken[k];
    if (!sorted) taken.sort();
    let dirtyCount = 0;
    for (let k = 0; k < count; k++) {
      const i = taken[k];
      if (!alive[i] || pairRankAt[i] !== r) continue;
      const j = next[i];
      alive[j] = 0;
      next[i] = next[j];
      prev[next[j]] = i;
      partRank[i] = r;
      if (pairRank(i) <= r) {
        for (const held of ranks.drain()) heads[held] = -1;
        return void 0;
      }
      if (dirtyCount + 2 > dirty.length) {
        const grown = new Int32Array(dirty.length * 2);
        grown.set(dirty);
        dirty = grown;
      }
      const p = prev[i];
      if (p >= 0 && pairRankAt[p] !== PENDING) {
        pairRankAt[p] = PENDING;
        dirty[dirtyCount++] = p;
      }
      pairRankAt[i] = PENDING;
      dirty[dirtyCount++] = i;
    }
    for (let k = 0; k < dirtyCount; k++) {
      const i = dirty[k];
      const rank = pairRank(i);
      pairRankAt[i] = rank;
      if (rank === NONE_RANK) continue;
      if (rank <= r) {
        for (const held of ranks.drain()) heads[held] = -1;
        return void 0;
      }
      push(rank, i);
    }
  }
  const starts = [];
  for (let i = 0; i < m; i = next[i]) starts.push(i);
  starts.push(m);
  return starts;
}
var PENDING = -1;

// src/count/piece-cache.ts
var PieceCache = class {
  /**
   * @param capacity entries held before the cache starts again
   * @param longest the longest piece it holds, at most 255 chars
   */
  constructor(capacity, longest) {
    this.longest = longest;
    if (longest > 255) throw new Error(`a piece cache holds pieces of at most 255 chars, not ${longest}`);
    let slotCount = 1024;
    while (slotCount < 2 * capacity) slotCount *= 2;
    this.capacity = capacity;
    this.table = new Int32Array(slotCount * SLOT);
    this.pool = new Uint16Array(capacity * 8);
  }
  longest;
  table;
  pool;
  capacity;
  entries = 0;
  used = 0;
  /** FNV-1a of `text`'s chars `from` to `to`, the high bits folded in, as `get` and `set` take it. */
  static hash(text, from, to) {
    let h = 2166136261;
    for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    return h ^ h >>> 16;
  }
  /** The count of the piece `text[from, to)` whose hash is `hash`, or -1. */
  get(text, from, to, hash) {
    const table = this.table;
    const mask = table.length - SLOT;
    const length = to - from;
    const low = length <= INLINE ? packed(text, from, to, 0) : 0;
    const high = length <= INLINE ? packed(text, from, to, 2) : 0;
    for (let slot = hash * SLOT & mask; ; slot = slot + SLOT & mask) {
      const meta = table[slot + 1];
      if (meta === 0) return -1;
      if (table[slot] !== hash || (meta & 255) !== length) continue;
      if (length <= INLINE ? table[slot + 2] === low && table[slot + 3] === high : this.inPool(text, from, to, table[slot + 2])) return meta >>> 8;
    }
  }
  /** Holds `count` for the piece `text[from, to)`, which `get` did not find; a longer piece is not held. */
  set(text, from, to, hash, count) {
    const length = to - from;
    if (length > this.longest) return;
    if (this.entries === this.capacity || length > INLINE && this.used + length > this.pool.length) this.clear();
    const table = this.table;
    const mask = table.length - SLOT;
    let slot = hash * SLOT & mask;
    while (table[slot + 1] !== 0) slot = slot + SLOT & mask;
    table[slot] = hash;
    table[slot + 1] = length | count << 8;
    if (length <= INLINE) {
      table[slot + 2] = packed(text, from, to, 0);
      table[slot + 3] = packed(text, from, to, 2);
    } else {
      table[slot + 2] = this.used;
      for (let i = 0; i < length; i++) this.pool[this.used + i] = text.charCodeAt(from + i);
      this.used += length;
    }
    this.entries++;
  }
  inPool(text, from, to, start) {
    const pool = this.pool;
    const offset = start - from;
    for (let i = from; i < to; i++) if (pool[offset + i] !== text.charCodeAt(i)) return false;
    return true;
  }
  clear() {
    this.table.fill(0);
    this.entries = 0;
    this.used = 0;
  }
};
var SLOT = 4;
var INLINE = 4;
function packed(text, from, to, skip) {
  const i = from + skip;
  return (i < to ? text.charCodeAt(i) : 0) | (i + 1 < to ? text.charCodeAt(i + 1) << 16 : 0);
}

// src/count/pre-tokenizer.ts
var WS = "\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000";
var CONTRACTION = "'(?:[sS\\u017F]|[tT]|[rR][eE]|[vV][eE]|[mM]|[lL][lL]|[dD])";
var UPPER = "[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]";
var LOWER = "[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]";
var NOT_LN = "[^\\r\\n\\p{L}\\p{N}]";
var O200K = [
  `${NOT_LN}?${UPPER}*${LOWER}+(?:${CONTRACTION})?`,
  `${NOT_LN}?${UPPER}+${LOWER}*(?:${CONTRACTION})?`,
  "\\p{N}{1,3}",
  ` ?[^${WS}\\p{L}\\p{N}]+[\\r\\n/]*`,
  `[${WS}]*[\\r\\n]+`,
  `[${WS}]+(?![^${WS}])`,
  `[${WS}]+`
].join("|");
var CL100K = [
  CONTRACTION,
  `${NOT_LN}?\\p{L}+`,
  "\\p{N}{1,3}",
  ` ?[^${WS}\\p{L}\\p{N}]+[\\r\\n]*`,
  `[${WS}]*[\\r\\n]+`,
  `[${WS}]+(?![^${WS}])`,
  `[${WS}]+`
].join("|");
var PRE_TOKENIZER_PATTERNS = {
  o200k_base: O200K,
  cl100k_base: CL100K
};
function preTokenizer(pattern, sticky = false) {
  return new RegExp(pattern, sticky ? "yu" : "gu");
}

// src/count/merge-list-tokenizer.ts
var utf8 = new TextEncoder();
var ID_SPACE = 1 << 20;
var BYTE = -1;
var MergeListTokenizer = class {
  constructor(encoding, { pieces, merges, added }) {
    this.encoding = encoding;
    if (pieces.length > ID_SPACE || merges.length / 2 > ID_SPACE) throw new Error(`${encoding}: too many pieces or merges`);
    pieces.forEach((piece, id) => this.ids.set(piece, id));
    for (let rank = 0; rank < merges.length / 2; rank++) {
      const [l, r] = [merges[rank * 2], merges[rank * 2 + 1]];
      const key = l * ID_SPACE + r;
      if (!this.ranks.has(key)) this.ranks.set(key, rank * ID_SPACE + this.ids.get(pieces[l] + pieces[r]));
    }
    const longestFirst = [...added].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    this.added = longestFirst.length > 0 ? new RegExp(longestFirst.join("|"), "g") : void 0;
    for (let b = 0; b < 256; b++) this.byteIds.push(this.ids.get(`<0x${b.toString(16).toUpperCase().padStart(2, "0")}>`) ?? BYTE);
  }
  encoding;
  ids = /* @__PURE__ */ new Map();
  /** Pair (left * 2^20 + right) -> rank * 2^20 + the merged piece's id. */
  ranks = /* @__PURE__ */ new Map();
  added;
  byteIds = [];
  count(text) {
    let n = 0;
    this.eachPart(text, (run) => n += this.merge(run).length, () => n++);
    return n;
  }
  encode(text) {
    const out = [];
    this.eachPart(text, (run) => out.push(...this.merge(run, true)), (token) => out.push(this.ids.get(token) ?? BYTE));
    return out;
  }
  /** The text cut at its added tokens: each run between them, and each added token, in order. */
  eachPart(text, onRun, onAdded) {
    let last = 0;
    if (this.added) {
      this.added.lastIndex = 0;
      for (const m of text.matchAll(this.added)) {
        if (m.index > last) onRun(text.slice(last, m.index));
        onAdded(m[0]);
        last = m.index + m[0].length;
      }
    }
    if (last < text.length) onRun(text.slice(last));
  }
  /** One run merged: its symbols' ids (a byte fallback's as its byte token's id when `withBytes`). */
  merge(run, withBytes = false) {
    const sym = [];
    for (const ch of run.replaceAll(" ", "\u2581")) {
      const id = this.ids.get(ch);
      if (id !== void 0) sym.push(id);
      else for (const b of utf8.encode(ch)) sym.push(withBytes ? -2 - b : BYTE);
    }
    const n = sym.length;
    const next = Int32Array.from({ length: n }, (_, i) => i + 1 < n ? i + 1 : -1);
    const prev = Int32Array.from({ length: n }, (_, i) => i - 1);
    const gone = new Uint8Array(n);
    const key = (i) => {
      const j = next[i];
      if (j < 0 || sym[i] < 0 || sym[j] < 0) return void 0;
      const found = this.ranks.get(sym[i] * ID_SPACE + sym[j]);
      return found === void 0 ? void 0 : Math.floor(found / ID_SPACE) * 2 ** 32 + i;
    };
    const heap = MinHeap.from(Array.from({ length: Math.max(0, n - 1) }, (_, i) => key(i)).filter((k) => k !== void 0));
    const push = (i) => {
      const k = key(i);
      if (k !== void 0) heap.push(k);
    };
    while (heap.size > 0) {
      const top = heap.pop();
      const i = top % 2 ** 32;
      const j = next[i];
      if (gone[i] === 1 || j < 0) continue;
      const found = this.ranks.get(sym[i] * ID_SPACE + sym[j]);
      if (found === void 0 || Math.floor(found / ID_SPACE) !== Math.floor(top / 2 ** 32)) continue;
      sym[i] = found % ID_SPACE;
      gone[j] = 1;
      next[i] = next[j];
      if (next[j] >= 0) prev[next[j]] = i;
      if (prev[i] >= 0) push(prev[i]);
      push(i);
    }
    const out = [];
    for (let i = 0; i >= 0 && i < n; i = next[i]) {
      const id = sym[i];
      out.push(id <= -2 ? this.byteIds[-2 - id] ?? BYTE : id);
    }
    return out;
  }
};

// src/count/tokenizer.ts
var CACHED_PIECE_LENGTH = 64;
var CACHE_ENTRIES = 2e5;
var ASCII_ONLY = /^[\x00-\x7f]*$/;
var tokenizers = /* @__PURE__ */ new Map();
function tokenizer(encoding) {
  let t = tokenizers.get(encoding);
  if (!t) {
    t = newTokenizer(encoding);
    tokenizers.set(encoding, t);
  }
  return t;
}
function newTokenizer(encoding) {
  if (!isTiktokenEncoding(encoding)) return new MergeListTokenizer(encoding, mergeList(encoding));
  return new BpeTokenizer(encoding, vocabulary(encoding), PRE_TOKENIZER_PATTERNS[encoding]);
}
var BpeTokenizer = class {
  constructor(encoding, vocab, pattern) {
    this.encoding = encoding;
    this.vocab = vocab;
    this.pieces = preTokenizer(pattern);
    this.nextPiece = preTokenizer(pattern, true);
  }
  encoding;
  vocab;
  pieceCounts = new PieceCache(CACHE_ENTRIES, CACHED_PIECE_LENGTH);
  /** One regex for every text: compiling the pattern anew cost more than counting a short text. Counting never nests. */
  pieces;
  /** The same pattern, sticky: it matches only where the last piece ended. */
  nextPiece;
  /**
   * The pieces of a text follow one another with no gap (every character is in some piece), so each
   * is found with `test` from where the last ended, and cut out: no match array per piece, which was
   * most of what counting a short text allocated. A text with a gap is counted piece by match.
   */
  count(text) {
    const ascii = ASCII_ONLY.test(text);
    const re = this.nextPiece;
    re.lastIndex = 0;
    let total = 0;
    for (let from = 0; from < text.length; ) {
      if (!re.test(text) || re.lastIndex === from) return this.countMatches(text, ascii);
      const to = re.lastIndex;
      total += this.pieceCount(text, from, to, ascii);
      from = to;
    }
    return total;
  }
  countMatches(text, ascii) {
    const re = this.pieces;
    re.lastIndex = 0;
    let total = 0;
    for (let match = re.exec(text); match !== null; match = re.exec(text)) total += this.pieceCount(text, match.index, re.lastIndex, ascii);
    return total;
  }
  /** The count of the piece `text[from, to)`: an ASCII byte is one token, every other piece is merged once and cached. */
  pieceCount(text, from, to, ascii) {
    if (to - from === 1 && ascii) return 1;
    if (to - from > CACHED_PIECE_LENGTH) return this.merged(text, from, to, ascii);
    const hash = PieceCache.hash(text, from, to);
    const cached = this.pieceCounts.get(text, from, to, hash);
    if (cached >= 0) return cached;
    const n = this.merged(text, from, to, ascii);
    this.pieceCounts.set(text, from, to, hash, n);
    return n;
  }
  /** The piece merged: where it stands in an ASCII text (its chars are its bytes), else as its UTF-8 bytes. */
  merged(text, from, to, ascii) {
    return ascii ? countSpan(text, from, to, this.vocab) : countPiece(toByteString(text.slice(from, to)), this.vocab);
  }
  encode(text) {
    const ids = [];
    const re = this.pieces;
    re.lastIndex = 0;
    for (let match = re.exec(text); match !== null; match = re.exec(text)) {
      for (const id of encodePiece(toByteString(match[0]), this.vocab)) ids.push(id);
    }
    return ids;
  }
};
function toByteString(piece) {
  return ASCII_ONLY.test(piece) ? piece : Buffer.from(piece, "utf8").toString("latin1");
}

// src/frameworks/cache-layout.ts
var DEFAULT_LAYOUT = [{ at: "system" }, { at: "last-message" }];
var NO_BREAKPOINTS = [];
var MAX_BREAKPOINTS = 4;
function breakpointCount(layout) {
  return layout.reduce((n, b) => n + (b.at === "last-messages" ? b.count : 1), 0);
}
function formatCacheLayout(layout) {
  return layout.length ? layout.map((b) => b.at === "last-messages" ? `last-messages:${b.count}` : b.at).join(", ") : "none";
}
function parseCacheLayout(value) {
  const list = typeof value === "string" ? value.split(/[\n,]/) : value;
  if (!Array.isArray(list) || !list.every((v) => typeof v === "string")) throw new TypeError(`expected none or a list of cache breakpoints (${NAMES}), got ${JSON.stringify(value)}`);
  const names = list.map((v) => v.trim()).filter((v) => v.length > 0);
  if (names.length === 1 && names[0] === "none") return NO_BREAKPOINTS;
  const layout = names.map(breakpoint);
  const seen = /* @__PURE__ */ new Set();
  for (const b of layout) {
    if (seen.has(b.at)) throw new TypeError(`cache breakpoint '${b.at}' is listed twice`);
    seen.add(b.at);
  }
  if (breakpointCount(layout) > MAX_BREAKPOINTS) {
    throw new TypeError(`${formatCacheLayout(layout)} marks ${breakpointCount(layout)} blocks: Anthropic accepts at most ${MAX_BREAKPOINTS} cache breakpoints a request`);
  }
  return layout;
}
var NAMES = "system, last-message, last-messages:N, after-history";
function breakpoint(name) {
  if (name === "system" || name === "last-message" || name === "after-history") return { at: name };
  const last = /^last-messages:(\d+)$/.exec(name);
  if (last && Number(last[1]) >= 1) return { at: "last-messages", count: Number(last[1]) };
  throw new TypeError(`unknown cache breakpoint '${name}': expected none or ${NAMES}`);
}

// src/grouped-number.ts
function groupedNumber(x, decimals = 0) {
  if (!Number.isFinite(x)) return x.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  if (decimals === 0 && Number.isSafeInteger(x) && !Object.is(x, -0)) return grouped(x);
  const { digits, point } = rounded(Math.abs(x), decimals);
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, "");
  const fraction = digits.slice(point);
  return `${x < 0 || Object.is(x, -0) ? "-" : ""}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${fraction === "" ? "" : `.${fraction}`}`;
}
function grouped(x) {
  const digits = String(x < 0 ? -x : x);
  let out = digits.slice(0, (digits.length - 1) % 3 + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return x < 0 ? `-${out}` : out;
}
function rounded(abs, decimals) {
  const [mantissa, exponent] = String(abs).split("e");
  const [int, frac = ""] = mantissa.split(".");
  let digits = int + frac;
  let point = int.length + Number(exponent ?? 0);
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  const keep = point + decimals;
  if (digits.length <= keep) return { digits: digits.padEnd(keep, "0"), point };
  const up = digits[keep] >= "5";
  digits = digits.slice(0, keep);
  if (!up) return { digits, point };
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") i--;
  digits = i < 0 ? `1${"0".repeat(digits.length)}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${"0".repeat(digits.length - 1 - i)}`;
  return { digits, point: i < 0 ? point + 1 : point };
}

// src/assert-never.ts
function assertNever(value) {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}

export {
  DEFAULT_LAYOUT,
  NO_BREAKPOINTS,
  MAX_BREAKPOINTS,
  parseCacheLayout,
  groupedNumber,
  assertNever,
  ROLES,
  roleCode,
  DEFAULT_MESSAGE_OVERHEAD,
  sizeTrace,
  sizedMessages,
  tokenizer
};
