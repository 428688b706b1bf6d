/**
 * Token counts of pieces already counted, looked up by the piece's place in its text: no piece is cut
 * out of the text to be looked up (docs/architecture.md, "Counting"). A `Map` of sliced strings cost
 * more per lookup than merging a short piece: a new string per piece, hashed, compared, then collected.
 *
 * Open addressing with linear probing over a power-of-two table at most half full, as the rank table
 * is. A slot is four int32s, 16 bytes, so that a lookup reads one cache line: the piece's hash, its
 * length and count (0 for an empty slot), and its chars, two UTF-16 code units per int32 for a piece of
 * up to four (random base64's pieces, and many of prose's), else where they start in one pool of chars.
 * When the entries or the pool are full, the cache starts again empty.
 */
export class PieceCache {
  private readonly table: Int32Array;
  private readonly pool: Uint16Array;
  private readonly capacity: number;
  private entries = 0;
  private used = 0;

  /**
   * @param capacity entries held before the cache starts again
   * @param longest the longest piece it holds, at most 255 chars
   */
  constructor(
    capacity: number,
    readonly longest: number,
  ) {
    // A slot keeps the length in 8 bits.
    if (longest > 255) throw new Error(`a piece cache holds pieces of at most 255 chars, not ${longest}`);
    let slotCount = 1024;
    while (slotCount < 2 * capacity) slotCount *= 2;
    this.capacity = capacity;
    this.table = new Int32Array(slotCount * SLOT);
    // Room for the average long piece of prose (some 6 chars) and more: a pool that fills first also starts the cache again.
    this.pool = new Uint16Array(capacity * 8);
  }

  /** FNV-1a of `text`'s chars `from` to `to`, the high bits folded in, as `get` and `set` take it. */
  static hash(text: string, from: number, to: number): number {
    let h = 0x811c9dc5;
    for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return h ^ (h >>> 16);
  }

  /** The count of the piece `text[from, to)` whose hash is `hash`, or -1. */
  get(text: string, from: number, to: number, hash: number): number {
    const table = this.table;
    const mask = table.length - SLOT;
    const length = to - from;
    const low = length <= INLINE ? packed(text, from, to, 0) : 0;
    const high = length <= INLINE ? packed(text, from, to, 2) : 0;
    for (let slot = (hash * SLOT) & mask; ; slot = (slot + SLOT) & mask) {
      const meta = table[slot + 1]!;
      if (meta === 0) return -1;
      if (table[slot]! !== hash || (meta & 0xff) !== length) continue;
      if (length <= INLINE ? table[slot + 2] === low && table[slot + 3] === high : this.inPool(text, from, to, table[slot + 2]!)) return meta >>> 8;
    }
  }

  /** Holds `count` for the piece `text[from, to)`, which `get` did not find; a longer piece is not held. */
  set(text: string, from: number, to: number, hash: number, count: number): void {
    const length = to - from;
    if (length > this.longest) return;
    if (this.entries === this.capacity || (length > INLINE && this.used + length > this.pool.length)) this.clear();
    const table = this.table;
    const mask = table.length - SLOT;
    let slot = (hash * SLOT) & mask;
    while (table[slot + 1] !== 0) slot = (slot + SLOT) & mask;
    table[slot] = hash;
    table[slot + 1] = length | (count << 8);
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

  private inPool(text: string, from: number, to: number, start: number): boolean {
    const pool = this.pool;
    const offset = start - from;
    for (let i = from; i < to; i++) if (pool[offset + i] !== text.charCodeAt(i)) return false;
    return true;
  }

  private clear(): void {
    this.table.fill(0);
    this.entries = 0;
    this.used = 0;
  }
}

/** Int32s per slot. */
const SLOT = 4;
/** Pieces of up to this many chars are held in their slot. */
const INLINE = 4;

/** Chars `skip` and `skip + 1` of the piece `text[from, to)` as one int32, 0 past its end. */
function packed(text: string, from: number, to: number, skip: number): number {
  const i = from + skip;
  return (i < to ? text.charCodeAt(i) : 0) | (i + 1 < to ? text.charCodeAt(i + 1) << 16 : 0);
}
