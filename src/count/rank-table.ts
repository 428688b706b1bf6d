/**
 * A BPE rank file in the form ctxguard ships it (docs/architecture.md, "Cold start"), and the lookup
 * table read from it. Building a 200,000-entry Map<string, number> on every start took a fifth of a
 * small diff's time; this file holds its hash table ready-made, so reading it only makes typed-array
 * views over the file's bytes.
 *
 * The file, all little-endian: a header of eight uint32 (MAGIC, FORMAT_VERSION, the number of ranks R,
 * of tokens, of hash slots S, the longest token's length in bytes, the total of the tokens' bytes, 0),
 * then R + 1 uint32 offsets (rank r's token is bytes offsets[r] to offsets[r + 1]; empty for a rank
 * without a token), then S int32 slots (a rank, or -1 for an empty slot), then the tokens' bytes.
 */

const MAGIC = 0x4b4e5243; // "CRNK"
const FORMAT_VERSION = 2;
const HEADER_WORDS = 8;

/** Writes the rank file of `tokens`, where `tokens[rank]` holds the bytes of the token of that rank. */
export function encodeRankFile(tokens: ReadonlyArray<Uint8Array | undefined>): Uint8Array {
  const rankCount = tokens.length;
  const offsets = new Uint32Array(rankCount + 1);
  let tokenCount = 0;
  let longest = 0;
  for (let rank = 0; rank < rankCount; rank++) {
    const length = tokens[rank]?.length ?? 0;
    if (tokens[rank] && length === 0) throw new Error(`rank ${rank} is an empty token`);
    offsets[rank + 1] = offsets[rank]! + length;
    if (length > 0) tokenCount++;
    longest = Math.max(longest, length);
  }
  let slotCount = 1024;
  while (slotCount < 2 * tokenCount) slotCount *= 2;
  const byteLength = offsets[rankCount]!;
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
    bytes.set(token, offsets[rank]!);
    let slot = slotOf(token);
    while (slots[slot & mask] !== -1) slot++;
    slots[slot & mask] = rank;
  }
  return file;
}

/**
 * The rank of each token, looked up by its bytes given as a latin1 string (one char per byte), the way
 * the merge holds pieces. Open addressing with linear probing over a power-of-two slot array at most
 * half full; a slot holds a rank, whose token's bytes are found through `offsets`.
 */
export class RankTable {
  private constructor(
    private readonly bytes: Uint8Array,
    private readonly offsets: Uint32Array,
    private readonly slots: Int32Array,
    /** Number of tokens. */
    readonly size: number,
    /** Length in bytes of the longest token. */
    readonly maxTokenBytes: number,
  ) {}

  /** Reads a file written by `encodeRankFile`; `name` only names it in errors. */
  static read(file: Uint8Array, name: string): RankTable {
    // Typed-array views need 4-byte alignment; a read file's buffer has it unless it is a slice.
    if (file.byteOffset % 4 !== 0) file = file.slice();
    if (file.byteLength < 4 * HEADER_WORDS || new Uint32Array(file.buffer, file.byteOffset, 1)[0] !== MAGIC) throw new Error(`${name} is not a ctxguard rank file`);
    const [, version, rankCount, tokenCount, slotCount, maxTokenBytes, byteLength] = new Uint32Array(file.buffer, file.byteOffset, HEADER_WORDS);
    if (version !== FORMAT_VERSION) throw new Error(`${name} is a rank file of format ${version}, not ${FORMAT_VERSION}: rebuild it`);
    const expected = 4 * (HEADER_WORDS + rankCount! + 1 + slotCount!) + byteLength!;
    if (file.byteLength !== expected) throw new Error(`${name} holds ${file.byteLength} bytes; its header says ${expected}`);
    const offsets = new Uint32Array(file.buffer, file.byteOffset + 4 * HEADER_WORDS, rankCount! + 1);
    const slots = new Int32Array(file.buffer, file.byteOffset + 4 * (HEADER_WORDS + rankCount! + 1), slotCount!);
    return new RankTable(file.subarray(file.byteLength - byteLength!), offsets, slots, tokenCount!, maxTokenBytes!);
  }

  /** Rank of the token whose bytes are `key`'s chars, or undefined. */
  get(key: string): number | undefined {
    const rank = this.span(key, 0, key.length);
    return rank < 0 ? undefined : rank;
  }

  /** Rank of the token whose bytes are the chars of `text` from `start` to `end`, or -1: no span is cut out to be looked up. */
  span(text: string, start: number, end: number): number {
    const n = end - start;
    if (n <= 0 || n > this.maxTokenBytes) return -1;
    let h = HASH_SEED;
    for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), HASH_PRIME);
    const { slots, offsets, bytes } = this;
    const mask = slots.length - 1;
    for (let slot = (h ^ (h >>> 16)) & mask; ; slot = (slot + 1) & mask) {
      const rank = slots[slot]!;
      if (rank < 0) return -1;
      const at = offsets[rank]!;
      if (offsets[rank + 1]! - at !== n) continue;
      const shift = at - start;
      let i = start;
      while (i < end && bytes[shift + i] === text.charCodeAt(i)) i++;
      if (i === end) return rank;
    }
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }
}

// FNV-1a, with the high bits folded in: the slot is taken from the low bits. `get` inlines it.
const HASH_SEED = 0x811c9dc5;
const HASH_PRIME = 0x01000193;

function slotOf(token: Uint8Array): number {
  let h = HASH_SEED;
  for (const byte of token) h = Math.imul(h ^ byte, HASH_PRIME);
  return (h ^ (h >>> 16)) >>> 0;
}
