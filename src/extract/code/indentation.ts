/**
 * Indentation exactly as Python's textwrap and inspect treat it (also used for JavaScript's dedent
 * tags): the count is of the text the program loads, so a space more or less matters.
 */

/** Python's str.isspace characters, for lstrip(). */
const PY_SPACE = '[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const LEADING_PY_SPACE = new RegExp(`^${PY_SPACE}+`);

/** Python's textwrap.dedent: lines of only spaces and tabs emptied, the common leading spaces and tabs removed. */
export function dedent(text: string): string {
  const lines = text.split('\n').map((l) => (/^[ \t]+$/.test(l) ? '' : l));
  let margin: string | undefined;
  for (const line of lines) {
    const indent = /^([ \t]*)[^ \t]/.exec(line)?.[1];
    if (indent === undefined) continue;
    if (margin === undefined || margin.startsWith(indent)) margin = indent;
    else if (!indent.startsWith(margin)) {
      let i = 0;
      while (i < margin.length && margin[i] === indent[i]) i++;
      margin = margin.slice(0, i);
    }
  }
  if (!margin) return lines.join('\n');
  return lines.map((l) => (l.startsWith(margin) ? l.slice(margin.length) : l)).join('\n');
}

/**
 * Python's inspect.cleandoc (3.8-3.12): tabs expanded, the first line's leading whitespace and the
 * other lines' common indentation removed, empty lines at either end dropped. Trailing spaces stay.
 */
export function cleandoc(text: string): string {
  const lines = expandTabs(text).split('\n');
  let margin = Number.POSITIVE_INFINITY;
  for (const line of lines.slice(1)) {
    const content = line.replace(LEADING_PY_SPACE, '').length;
    if (content) margin = Math.min(margin, line.length - content);
  }
  lines[0] = lines[0]!.replace(LEADING_PY_SPACE, '');
  if (margin !== Number.POSITIVE_INFINITY) for (let i = 1; i < lines.length; i++) lines[i] = lines[i]!.slice(margin);
  while (lines.length && lines.at(-1) === '') lines.pop();
  while (lines.length && lines[0] === '') lines.shift();
  return lines.join('\n');
}

/** Python's str.expandtabs(8): a tab moves to the next multiple of 8 columns; a line break resets. */
function expandTabs(text: string): string {
  if (!text.includes('\t')) return text;
  let out = '';
  let column = 0;
  for (const ch of text) {
    if (ch === '\t') {
      const spaces = 8 - (column % 8);
      out += ' '.repeat(spaces);
      column += spaces;
    } else {
      out += ch;
      column = ch === '\n' || ch === '\r' ? 0 : column + 1;
    }
  }
  return out;
}
