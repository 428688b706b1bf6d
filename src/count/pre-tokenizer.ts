/**
 * The pre-tokenization patterns of tiktoken's encodings, rewritten so that JavaScript's RegExp splits
 * text exactly as tiktoken's Rust regex does.
 *
 * Two differences matter. JavaScript's `\s` matches U+FEFF (the byte-order mark) and not U+0085, while
 * Rust's `\s` is Unicode White_Space: the other way round. Libraries that copy the pattern string
 * verbatim miscount files that start with a BOM. And JavaScript has no inline `(?i:...)` group on Node
 * 20, so the contractions are spelled out; Rust's case folding also maps `s` to `ſ` (U+017F).
 */

/** Unicode White_Space, as Rust's regex crate defines `\s`. */
const WS = '\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const CONTRACTION = "'(?:[sS\\u017F]|[tT]|[rR][eE]|[vV][eE]|[mM]|[lL][lL]|[dD])";
const UPPER = '[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]';
const LOWER = '[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]';
const NOT_LN = '[^\\r\\n\\p{L}\\p{N}]';

const O200K = [
  `${NOT_LN}?${UPPER}*${LOWER}+(?:${CONTRACTION})?`,
  `${NOT_LN}?${UPPER}+${LOWER}*(?:${CONTRACTION})?`,
  '\\p{N}{1,3}',
  ` ?[^${WS}\\p{L}\\p{N}]+[\\r\\n/]*`,
  `[${WS}]*[\\r\\n]+`,
  `[${WS}]+(?![^${WS}])`,
  `[${WS}]+`,
].join('|');

const CL100K = [
  CONTRACTION,
  `${NOT_LN}?\\p{L}+`,
  '\\p{N}{1,3}',
  ` ?[^${WS}\\p{L}\\p{N}]+[\\r\\n]*`,
  `[${WS}]*[\\r\\n]+`,
  `[${WS}]+(?![^${WS}])`,
  `[${WS}]+`,
].join('|');

export const PRE_TOKENIZER_PATTERNS = {
  o200k_base: O200K,
  cl100k_base: CL100K,
} as const;

/**
 * A fresh regex for one pass over a text (it carries its state in `lastIndex`): global, finding each
 * piece wherever it starts, or sticky, matching only where the last piece ended.
 */
export function preTokenizer(pattern: string, sticky = false): RegExp {
  return new RegExp(pattern, sticky ? 'yu' : 'gu');
}
