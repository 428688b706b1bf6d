import type { EncodingName } from './encoding-name.js';
import type { MergeList } from './merge-list.js';
import { MinHeap } from './min-heap.js';
import type { Tokenizer } from './tokenizer-interface.js';

const utf8 = new TextEncoder();

/** Room for a pair's two ids in one number: ids are below 2^20. */
const ID_SPACE = 1 << 20;
/** A byte-fallback symbol: one token, merged with nothing. */
const BYTE = -1;

/**
 * Counts as Hugging Face's BPE model does with byte fallback
 * (docs/architecture.md, "Exact counts from the provider"): the added tokens are cut out first, each one token; a space is `▁`; each remaining
 * run starts as its characters (a character the vocabulary lacks as its UTF-8 bytes) and merges the
 * pair of lowest rank first, the leftmost of equals, until no pair has a merge. A heap of the
 * candidate pairs keeps a long run near-linear where merging by scanning would be quadratic.
 */
export class MergeListTokenizer implements Tokenizer {
  private readonly ids = new Map<string, number>();
  /** Pair (left * 2^20 + right) -> rank * 2^20 + the merged piece's id. */
  private readonly ranks = new Map<number, number>();
  private readonly added: RegExp | undefined;
  private readonly byteIds: number[] = [];

  constructor(
    readonly encoding: EncodingName,
    { pieces, merges, added }: MergeList,
  ) {
    if (pieces.length > ID_SPACE || merges.length / 2 > ID_SPACE) throw new Error(`${encoding}: too many pieces or merges`);
    pieces.forEach((piece, id) => this.ids.set(piece, id));
    for (let rank = 0; rank < merges.length / 2; rank++) {
      const [l, r] = [merges[rank * 2]!, merges[rank * 2 + 1]!];
      const key = l * ID_SPACE + r;
      if (!this.ranks.has(key)) this.ranks.set(key, rank * ID_SPACE + this.ids.get(pieces[l]! + pieces[r]!)!);
    }
    const longestFirst = [...added].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.added = longestFirst.length > 0 ? new RegExp(longestFirst.join('|'), 'g') : undefined;
    for (let b = 0; b < 256; b++) this.byteIds.push(this.ids.get(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`) ?? BYTE);
  }

  count(text: string): number {
    let n = 0;
    this.eachPart(text, (run) => (n += this.merge(run).length), () => n++);
    return n;
  }

  encode(text: string): number[] {
    const out: number[] = [];
    this.eachPart(text, (run) => out.push(...this.merge(run, true)), (token) => out.push(this.ids.get(token) ?? BYTE));
    return out;
  }

  /** The text cut at its added tokens: each run between them, and each added token, in order. */
  private eachPart(text: string, onRun: (run: string) => void, onAdded: (token: string) => void): void {
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
  private merge(run: string, withBytes = false): number[] {
    const sym: number[] = [];
    for (const ch of run.replaceAll(' ', '\u2581')) {
      const id = this.ids.get(ch);
      if (id !== undefined) sym.push(id);
      else for (const b of utf8.encode(ch)) sym.push(withBytes ? -2 - b : BYTE);
    }
    const n = sym.length;
    const next = Int32Array.from({ length: n }, (_, i) => (i + 1 < n ? i + 1 : -1));
    const prev = Int32Array.from({ length: n }, (_, i) => i - 1);
    const gone = new Uint8Array(n);
    // Keys are rank * 2^32 + position: the lowest rank first, then the leftmost.
    const key = (i: number): number | undefined => {
      const j = next[i]!;
      if (j < 0 || sym[i]! < 0 || sym[j]! < 0) return undefined;
      const found = this.ranks.get(sym[i]! * ID_SPACE + sym[j]!);
      return found === undefined ? undefined : Math.floor(found / ID_SPACE) * 2 ** 32 + i;
    };
    const heap = MinHeap.from(Array.from({ length: Math.max(0, n - 1) }, (_, i) => key(i)).filter((k): k is number => k !== undefined));
    const push = (i: number): void => {
      const k = key(i);
      if (k !== undefined) heap.push(k);
    };
    while (heap.size > 0) {
      const top = heap.pop();
      const i = top % 2 ** 32;
      const j = next[i]!;
      // A stale entry: its left symbol was merged away, or its pair is not the one it was pushed for.
      if (gone[i] === 1 || j < 0) continue;
      const found = this.ranks.get(sym[i]! * ID_SPACE + sym[j]!);
      if (found === undefined || Math.floor(found / ID_SPACE) !== Math.floor(top / 2 ** 32)) continue;
      sym[i] = found % ID_SPACE;
      gone[j] = 1;
      next[i] = next[j]!;
      if (next[j]! >= 0) prev[next[j]!] = i;
      if (prev[i]! >= 0) push(prev[i]!);
      push(i);
    }
    const out: number[] = [];
    for (let i = 0; i >= 0 && i < n; i = next[i]!) {
      const id = sym[i]!;
      out.push(id <= -2 ? (this.byteIds[-2 - id] ?? BYTE) : id);
    }
    return out;
  }
}
