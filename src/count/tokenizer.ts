import { countPiece, countSpan, encodePiece, type Vocabulary } from './byte-pair-merge.js';
import { PieceCache } from './piece-cache.js';
import { PRE_TOKENIZER_PATTERNS, preTokenizer } from './pre-tokenizer.js';
import { isTiktokenEncoding } from './encoding-name.js';
import type { Tokenizer } from './tokenizer-interface.js';
import { MergeListTokenizer } from './merge-list-tokenizer.js';
import { mergeList, vocabulary, type EncodingName } from './vocabulary.js';

export type { Tokenizer } from './tokenizer-interface.js';

/** Pieces longer than this are not cached: they are rare and would only fill memory. */
const CACHED_PIECE_LENGTH = 64;
const CACHE_ENTRIES = 200_000;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

const tokenizers = new Map<EncodingName, Tokenizer>();

export function tokenizer(encoding: EncodingName): Tokenizer {
  let t = tokenizers.get(encoding);
  if (!t) {
    t = newTokenizer(encoding);
    tokenizers.set(encoding, t);
  }
  return t;
}

/** A tokenizer of its own, its cache of pieces empty: what measures counting from cold, round after round. */
export function newTokenizer(encoding: EncodingName): Tokenizer {
  if (!isTiktokenEncoding(encoding)) return new MergeListTokenizer(encoding, mergeList(encoding));
  return new BpeTokenizer(encoding, vocabulary(encoding), PRE_TOKENIZER_PATTERNS[encoding]);
}

class BpeTokenizer implements Tokenizer {
  private readonly pieceCounts = new PieceCache(CACHE_ENTRIES, CACHED_PIECE_LENGTH);
  /** One regex for every text: compiling the pattern anew cost more than counting a short text. Counting never nests. */
  private readonly pieces: RegExp;
  /** The same pattern, sticky: it matches only where the last piece ended. */
  private readonly nextPiece: RegExp;

  constructor(
    readonly encoding: EncodingName,
    private readonly vocab: Vocabulary,
    pattern: string,
  ) {
    this.pieces = preTokenizer(pattern);
    this.nextPiece = preTokenizer(pattern, true);
  }

  /**
   * The pieces of a text follow one another with no gap (every character is in some piece), so each
   * is found with `test` from where the last ended, and cut out: no match array per piece, which was
   * most of what counting a short text allocated. A text with a gap is counted piece by match.
   */
  count(text: string): number {
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

  private countMatches(text: string, ascii: boolean): number {
    const re = this.pieces;
    re.lastIndex = 0;
    let total = 0;
    for (let match = re.exec(text); match !== null; match = re.exec(text)) total += this.pieceCount(text, match.index, re.lastIndex, ascii);
    return total;
  }

  /** The count of the piece `text[from, to)`: an ASCII byte is one token, every other piece is merged once and cached. */
  private pieceCount(text: string, from: number, to: number, ascii: boolean): number {
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
  private merged(text: string, from: number, to: number, ascii: boolean): number {
    return ascii ? countSpan(text, from, to, this.vocab) : countPiece(toByteString(text.slice(from, to)), this.vocab);
  }

  encode(text: string): number[] {
    const ids: number[] = [];
    const re = this.pieces;
    re.lastIndex = 0;
    for (let match = re.exec(text); match !== null; match = re.exec(text)) {
      for (const id of encodePiece(toByteString(match[0]), this.vocab)) ids.push(id);
    }
    return ids;
  }
}

/** UTF-8 bytes as a latin1 string, the key format of the vocabulary. */
function toByteString(piece: string): string {
  return ASCII_ONLY.test(piece) ? piece : Buffer.from(piece, 'utf8').toString('latin1');
}
