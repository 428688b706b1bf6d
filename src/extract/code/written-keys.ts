import { unescapeJs } from './js-escapes.js';
import type { SoughtPattern } from './pattern-search.js';

/**
 * Whether an object in this JavaScript or TypeScript text may have one of `keys` (as `jsString`
 * reads a key): written as is before a colon (`role:`, `"role":`, with comments between), or quoted with
 * an escape or a line break in it that may read as one (`"r\u006fle":`). The walker reads objects
 * as tool schemas or chat messages only where this holds, and `nothing-to-extract.ts` builds its
 * proof on it; see docs/architecture.md, "Code without prompts is not parsed".
 */
export function mayHaveKey(text: string, keys: Iterable<string>): boolean {
  const list = [...keys];
  return hasKeyAsWritten(text, list) || hasEscapedKey(text, list);
}

/** Whether one of `keys` is written as is before a colon (`role:`, `"role":`, with comments between). */
export function hasKeyAsWritten(text: string, keys: readonly string[]): boolean {
  return keyAsWrittenPattern(keys).test(text);
}

/** What `hasKeyAsWritten` looks for. Each match starts with one of `keys`. */
export function keyAsWrittenPattern(keys: readonly string[]): RegExp {
  const names = keys.join('|');
  let pattern = keyPatterns.get(names);
  if (!pattern) keyPatterns.set(names, (pattern = new RegExp(String.raw`\b(?:${names})['"]?${GAP}:`)));
  return pattern;
}

/**
 * `keyAsWrittenPattern` as a one-search look for several patterns takes it (`PatternSearch`): its
 * words, each followed by what every match has after the key (a quote, then spaces and a colon or
 * a comment's start), so that a word written otherwise (`function (`, `parameters)`) is passed over.
 */
export function keyAsWrittenSought(keys: readonly string[]): SoughtPattern {
  return { pattern: keyAsWrittenPattern(keys), words: keys, then: String.raw`['"]?\s*(?::|\/[/*])` };
}

/** Whitespace and comments between a key and its colon. */
// Each comment is taken whole, never split and retried: a line of `//` runs (URLs in comments) read
// every way it can be split would take exponential time, and a colon inside a comment is no key's.
const GAP = String.raw`(?:\s|(?=(/\*[\s\S]*?\*/|//[^\n\r\u2028\u2029]*))\1)*`;
/** Each key list's pattern, written as is before a colon, made once. */
const keyPatterns = new Map<string, RegExp>();
/** A colon after a closing quote, past whitespace and comments. */
const COLON_AFTER = new RegExp(`${GAP}:`, 'y');
/** A quote a colon may follow, past whitespace and comments (`COLON_AFTER` says whether one does). */
const QUOTE_BEFORE_COLON = /['"](?=\s*(?::|\/[/*]))/g;
/** What makes a quoted key read otherwise than written. */
const BACKSLASH_OR_BREAK = /[\\\n\r\u2028\u2029]/;
/** An escape as tree-sitter-javascript reads it (`escape_sequence`), or a line break. */
const ESCAPE = /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[0-7]{1,3}|\r\n|[\s\S])|[\n\r\u2028\u2029]/g;

/**
 * Whether a quoted key may be read as one of `keys` otherwise than written (`"r\u006fle": ...`): a
 * quote followed by a colon, with a backslash or a line break (a broken string's parts are read
 * joined) since the last unescaped quote of its kind, where its string could have opened, and whose
 * text from there, read as `jsString` reads it, ends in one of the keys. Every such key is one of
 * these spans. A quote is escaped when an odd run of backslashes stands before it (a backslash
 * escapes the next character, so a run's backslashes pair up from its start). Only quotes a colon
 * may follow are looked at, and each looks back to the quote before it of its kind, so the spans
 * looked at do not overlap: a file of many quotes and lines (most code) or of many escaped quotes
 * (JSON in a string) costs no more than its length.
 */
export function hasEscapedKey(text: string, keys: readonly string[]): boolean {
  QUOTE_BEFORE_COLON.lastIndex = 0;
  for (let m = QUOTE_BEFORE_COLON.exec(text); m; m = QUOTE_BEFORE_COLON.exec(text)) {
    const close = m.index;
    if (isEscaped(text, close)) continue;
    const raw = text.slice(previousQuote(text, close) + 1, close);
    // The gap is read last: an unclosed comment in it runs to the end of the text.
    if (!BACKSLASH_OR_BREAK.test(raw)) continue;
    COLON_AFTER.lastIndex = close + 1;
    if (!COLON_AFTER.test(text)) continue;
    const key = quotedKeyText(raw);
    if (keys.some((k) => key.endsWith(k))) return true;
  }
  return false;
}

/** The last unescaped quote of the same kind before the one at `at`, or -1. */
function previousQuote(text: string, at: number): number {
  const quote = text[at]!;
  for (let i = at > 0 ? text.lastIndexOf(quote, at - 1) : -1; i >= 0; i = i > 0 ? text.lastIndexOf(quote, i - 1) : -1) {
    if (!isEscaped(text, i)) return i;
  }
  return -1;
}

/** Whether an odd run of backslashes stands right before `at`. */
function isEscaped(text: string, at: number): boolean {
  let i = at;
  while (i > 0 && text.charCodeAt(i - 1) === BACKSLASH) i--;
  return (at - i) % 2 === 1;
}
const BACKSLASH = 0x5c;

/** A quoted key's text as `jsString` reads it: its escapes read as `unescapeJs` reads them, its line breaks left out. */
export function quotedKeyText(raw: string): string {
  return raw.replace(ESCAPE, (m) => (m[0] === '\\' ? unescapeJs(m) : ''));
}
