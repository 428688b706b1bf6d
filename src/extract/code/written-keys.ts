import { unescapeJs } from './js-escapes.js';

/**
 * Whether an object in this JavaScript or TypeScript text may have one of `keys` (as `jsString`
 * reads a key): written as is before a colon (`role:`, `"role":`, with comments between), or quoted with
 * an escape or a line break in it that may read as one (`"r\u006fle":`). The walker reads objects
 * as tool schemas or chat messages only where this holds, and `nothing-to-extract.ts` builds its
 * proof on it; see docs/architecture.md, "Code without prompts is not parsed".
 */
export function mayHaveKey(text: string, keys: Iterable<string>): boolean {
  const list = [...keys];
  const names = list.join('|');
  let pattern = keyPatterns.get(names);
  if (!pattern) keyPatterns.set(names, (pattern = new RegExp(String.raw`\b(?:${names})['"]?${GAP}:`)));
  return pattern.test(text) || hasEscapedKey(text, list);
}

/** Whitespace and comments between a key and its colon. */
const GAP = String.raw`(?:\s|/\*[\s\S]*?\*/|//[^\n\r\u2028\u2029]*)*`;
/** Each key list's pattern, written as is before a colon, made once. */
const keyPatterns = new Map<string, RegExp>();
/** A colon after a closing quote, past whitespace and comments. */
const COLON_AFTER = new RegExp(`${GAP}:`, 'y');
/** The characters the quoted-key scan stops at. */
const SCAN_STOP = /[\\\n\r\u2028\u2029"']/g;
/** An escape as tree-sitter-javascript reads it (`escape_sequence`), or a line break. */
const ESCAPE = /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[0-7]{1,3}|\r\n|[\s\S])|[\n\r\u2028\u2029]/g;

/**
 * Whether a quoted key may be read as one of `keys` otherwise than written (`"r\u006fle": ...`): a
 * quote followed by a colon, with a backslash or a line break (a broken string's parts are read
 * joined) since the last unescaped quote of its kind, where its string could have opened, and whose
 * text from there, read as `jsString` reads it, ends in one of the keys. Every such key is one of
 * these spans; one forward pass, so a file of many escaped quotes (JSON in a string) costs no more
 * than its length.
 */
export function hasEscapedKey(text: string, keys: readonly string[]): boolean {
  const suspect = { '"': false, "'": false };
  const opened = { '"': -1, "'": -1 };
  SCAN_STOP.lastIndex = 0;
  for (let m = SCAN_STOP.exec(text); m; m = SCAN_STOP.exec(text)) {
    const c = m[0];
    if (c === '"' || c === "'") {
      COLON_AFTER.lastIndex = m.index + 1;
      if (suspect[c] && COLON_AFTER.test(text)) {
        const key = quotedKeyText(text.slice(opened[c] + 1, m.index));
        if (keys.some((k) => key.endsWith(k))) return true;
      }
      suspect[c] = false;
      opened[c] = m.index;
      continue;
    }
    suspect['"'] = suspect["'"] = true;
    // An escaped quote opens and closes nothing.
    if (c === '\\') SCAN_STOP.lastIndex = m.index + (text.startsWith('\r\n', m.index + 1) ? 3 : 2);
  }
  return false;
}

/** A quoted key's text as `jsString` reads it: its escapes read as `unescapeJs` reads them, its line breaks left out. */
export function quotedKeyText(raw: string): string {
  return raw.replace(ESCAPE, (m) => (m[0] === '\\' ? unescapeJs(m) : ''));
}
