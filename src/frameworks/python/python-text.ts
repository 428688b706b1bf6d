/**
 * Python's text primitives that smolagents' rendering leans on, with Python's own character
 * classes: `str.isspace` and `str.splitlines` differ from JavaScript's `\s` and `\n` (\x1c-\x1f and
 * \x85 are Python whitespace, \uFEFF is not; \v, \f, \x1c-\x1e, \x85, \u2028 and \u2029 end lines).
 * docs/architecture.md, "Frameworks".
 */

/** A regex class of `str.isspace()`, which is also what Python's `re` means by `\s`. */
export const PY_SPACE = '[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';

/** A regex class of Python's `\w` in a str pattern (letters, numbers, underscore); needs the `u` flag. */
export const PY_WORD = '[\\p{L}\\p{N}_]';

const LEADING = new RegExp(`^${PY_SPACE}+`);
const TRAILING = new RegExp(`${PY_SPACE}+$`);
const LINE = /[^\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029])?/g;

/** `str.strip()`. */
export function pyStrip(text: string): string {
  return text.replace(LEADING, '').replace(TRAILING, '');
}

/** `str.splitlines(keepends=True)`. */
export function splitLinesKeepEnds(text: string): string[] {
  return (text.match(LINE) ?? []).filter((line) => line !== '');
}

/** `textwrap.indent(text, prefix)`: lines that are not whitespace alone get the prefix. */
export function textwrapIndent(text: string, prefix: string): string {
  return splitLinesKeepEnds(text)
    .map((line) => (pyStrip(line) === '' ? line : prefix + line))
    .join('');
}

/** Python's `textwrap.dedent`: the whitespace every non-blank line starts with, removed. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const margins = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0]);
  let margin = margins[0] ?? '';
  for (const m of margins) while (!m.startsWith(margin)) margin = margin.slice(0, -1);
  return lines.map((l) => (l.trim() === '' ? '' : l.slice(margin.length))).join('\n');
}
