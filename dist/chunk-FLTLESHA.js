import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/count/rank-table.ts
var MAGIC = 1263424067;
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
  header.set([MAGIC, FORMAT_VERSION, rankCount, tokenCount, slotCount, longest, byteLength, 0]);
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
    if (file.byteLength < 4 * HEADER_WORDS || new Uint32Array(file.buffer, file.byteOffset, 1)[0] !== MAGIC) throw new Error(`${name} is not a ctxguard rank file`);
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
import { createRequire } from "node:module";
function tiktokenRankFile(encoding) {
  const require2 = createRequire(import.meta.url);
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

// src/count/encoding-name.ts
var ENCODINGS = ["o200k_base", "cl100k_base"];
function isEncodingName(name) {
  return ENCODINGS.includes(name);
}

// src/count/vocabulary.ts
var source = tiktokenRankFile;
var built = /* @__PURE__ */ new Map();
function useRankSource(next) {
  source = next;
  built.clear();
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

export {
  isEncodingName,
  useRankSource,
  vocabulary
};
