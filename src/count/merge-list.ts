/**
 * A vocabulary that merges by an ordered list of pairs, as Hugging Face's BPE model does: Gemma 3's
 * tokenizer (a SentencePiece model converted to `tokenizer.json`), which Google's Gen AI SDK counts
 * Gemini 2.0, 2.5 and 3 with (docs/architecture.md, "Exact counts from the provider"). Its pieces are
 * characters and strings of them, not bytes; a character the vocabulary lacks is one token per UTF-8
 * byte (byte fallback); the added tokens (newline and space runs, control and unused tokens) are cut
 * out of a text before it is merged, each one token.
 */
export interface MergeList {
  /** The pieces by id. */
  pieces: readonly string[];
  /** The merges in rank order: the left and the right piece's ids, two numbers a merge. */
  merges: Uint32Array;
  /** The added tokens' texts. */
  added: readonly string[];
}

const MAGIC = 'ctxguard merges 1\n';
/** Ids are written in 3 bytes: Gemma 3 has 262,144 pieces. */
const ID_BYTES = 3;

/**
 * The file the build ships (`dist/ranks/gemma3.merges`): a header line of counts, then each piece and
 * added token as a 2-byte length and its UTF-8 bytes, then each merge as two 3-byte ids.
 */
export function encodeMergeList({ pieces, merges, added }: MergeList): Uint8Array {
  const utf8 = new TextEncoder();
  const strings = [...pieces, ...added].map((s) => utf8.encode(s));
  if (pieces.length >= 2 ** (8 * ID_BYTES) || strings.some((s) => s.length > 0xffff)) throw new Error('a merge list too large for its file');
  const header = utf8.encode(`${MAGIC}${pieces.length} ${merges.length / 2} ${added.length}\n`);
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
    out[at] = n & 0xff;
    out[at + 1] = (n >> 8) & 0xff;
    out[at + 2] = n >> 16;
    at += ID_BYTES;
  }
  return out;
}

/** Reads a file `encodeMergeList` wrote; `what` names it in an error. */
export function decodeMergeList(bytes: Uint8Array, what: string): MergeList {
  // ignoreBOM: a piece that starts with U+FEFF keeps it (the default decoder would drop it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
  const headerEnd = bytes.indexOf(10, MAGIC.length);
  const head = text.decode(bytes.subarray(0, headerEnd + 1));
  const counts = head.startsWith(MAGIC) ? head.slice(MAGIC.length).trim().split(' ').map(Number) : [];
  if (counts.length !== 3 || !counts.every(Number.isSafeInteger)) throw new Error(`${what} is not a merge list`);
  const [pieceCount, mergeCount, addedCount] = counts as [number, number, number];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = headerEnd + 1;
  const read = (n: number): string[] => {
    const out: string[] = [];
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
  for (let i = 0; i < merges.length; i++, at += ID_BYTES) merges[i] = bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  return { pieces, merges, added };
}

/** The parts of a Hugging Face `tokenizer.json` a merge list is made of. */
export interface HuggingFaceBpe {
  model: { type: string; vocab: Record<string, number>; merges: Array<[string, string] | string>; byte_fallback?: boolean; ignore_merges?: boolean };
  added_tokens: Array<{ id: number; content: string }>;
  normalizer?: unknown;
  pre_tokenizer?: unknown;
}

/** What `MergeListTokenizer` does before merging, as a `tokenizer.json` says it: a space is `▁`, and runs are not cut at spaces. */
const NORMALIZER = { type: 'Replace', pattern: { String: ' ' }, content: '\u2581' };
const PRE_TOKENIZER = { type: 'Split', pattern: { String: ' ' }, behavior: 'MergedWithPrevious', invert: false };

/** A Hugging Face BPE `tokenizer.json`'s vocabulary, merges and added tokens as a merge list. */
export function mergeListFromHuggingFace(json: HuggingFaceBpe): MergeList {
  const { vocab, merges } = json.model;
  if (json.model.type !== 'BPE' || json.model.byte_fallback !== true) throw new Error('not a byte-fallback BPE tokenizer.json');
  // The tokenizer does these steps itself: a file that asks for others would be counted otherwise, silently.
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  if (!same(json.normalizer, NORMALIZER) || !(json.pre_tokenizer == null || same(json.pre_tokenizer, PRE_TOKENIZER)) || json.model.ignore_merges === true) {
    throw new Error('the tokenizer.json normalizes, splits or merges otherwise than the merge-list tokenizer counts');
  }
  const pieces: string[] = [];
  for (const [piece, id] of Object.entries(vocab)) pieces[id] = piece;
  const pairs = new Uint32Array(merges.length * 2);
  merges.forEach((merge, rank) => {
    const [left, right] = typeof merge === 'string' ? (merge.split(' ') as [string, string]) : merge;
    const l = vocab[left];
    const r = vocab[right];
    if (l === undefined || r === undefined || vocab[left + right] === undefined) throw new Error(`merge ${rank} (${JSON.stringify(merge)}) names a piece the vocabulary lacks`);
    pairs[rank * 2] = l;
    pairs[rank * 2 + 1] = r;
  });
  return { pieces, merges: pairs, added: json.added_tokens.map((t) => t.content) };
}
