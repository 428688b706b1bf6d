/**
 * On a pull request everything read from the repository is written by whoever opened it: file names,
 * unit ids, the agents, models and policies of its `.ctxguard.yml`, tool names in its code. The comment
 * shows such values in one of two shapes, both inert: they render as the text they are, never as
 * markup, a link, an image, a mention that notifies someone, or a reference to an issue.
 *
 * - `codeSpan`: identifiers a reader may copy (paths, unit ids, model ids, commits).
 * - `plainText`: names and sentences (agent names, policy descriptions, finding messages).
 *
 * Both show `displayText(value)`: control and invisible format characters made visible, long values
 * shortened. Tests compare a rendered comment's text with it.
 */

/**
 * U+2060 WORD JOINER: invisible and zero-width, it is not a name character, so `@` + joiner + `octocat` is no
 * mention and `#` + joiner + `1` no issue reference for GitHub. Chosen over U+200B (a line-break opportunity) and
 * U+200D (joins emoji). An input's own U+2060 is shown as `⟨U+2060⟩`, so every one in the comment is ours.
 */
export const WORD_JOINER = '\u2060';

/** Code points shown of one value: enough for a long path or a finding's sentence; GitHub refuses comments over 65,536 characters. */
export const MAX_SHOWN = 300;

/**
 * Characters that would be invisible, move the text around them (bidi overrides, U+202E) or break the
 * line: controls, format characters, line and paragraph separators, lone surrogates. A zero-width
 * joiner between two pictographs is kept: it is how emoji like 👩‍💻 are spelled.
 */
const INVISIBLE = /(?!(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic}))[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** Control characters as their Unicode control pictures (`\n` → `␊`, tab → `␉`), others as `⟨U+202E⟩`. */
export function visibleControls(text: string): string {
  return text.replace(INVISIBLE, (c) => {
    const code = c.codePointAt(0)!;
    if (code < 0x20) return String.fromCodePoint(0x2400 + code);
    if (code === 0x7f) return '\u2421';
    return `⟨U+${code.toString(16).toUpperCase().padStart(4, '0')}⟩`;
  });
}

/** The start and the end of a long value, which tell most (a path's directory and its file name). */
export function shorten(text: string, max = MAX_SHOWN): string {
  const points = [...text];
  if (points.length <= max) return text;
  const tail = Math.floor((max - 1) / 2);
  return `${points.slice(0, max - 1 - tail).join('')}…${points.slice(points.length - tail).join('')}`;
}

/** What the reader sees of a value, in either shape. */
export function displayText(text: string): string {
  return shorten(visibleControls(text));
}

export interface CodeSpanOptions {
  /**
   * In a GFM table cell: the table splits cells on `|` before code spans are parsed, even inside them,
   * so pipes need `\|` there (and show a stray backslash anywhere else).
   */
  inTable?: boolean;
}

/**
 * Inline code that nothing in the value can close: the fence is one backtick longer than the longest
 * run inside. Markdown's one-space padding is added where the value starts or ends with a backtick, or
 * with spaces that the code span would otherwise strip. Never for raw HTML lines such as `<summary>`,
 * where backticks are not markdown. An empty value shows as nothing.
 */
export function codeSpan(text: string, { inTable = false }: CodeSpanOptions = {}): string {
  const shown = displayText(text);
  if (shown === '') return '';
  const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = needsPadding(shown) ? ' ' : '';
  return `${fence}${pad}${inTable ? escapeCellPipes(shown) : shown}${pad}${fence}`;
}

function needsPadding(shown: string): boolean {
  if (shown.startsWith('`') || shown.endsWith('`')) return true;
  return shown.startsWith(' ') && shown.endsWith(' ') && shown.trim() !== '';
}

/**
 * `|` → `\|`. The table reads `\\` as an escaped backslash, so a backslash the value has before a pipe
 * would swallow the escape and split the cell: a word joiner goes between them.
 */
function escapeCellPipes(shown: string): string {
  return shown.replace(/(\\?)\|/g, (_, backslash: string) => (backslash ? `\\${WORD_JOINER}\\|` : '\\|'));
}

/**
 * Where GitHub would link or notify: a mention or team (`@octocat`, `@org/team`, and e-mail addresses),
 * an issue (`#1`, `owner/repo#2`, `GH-3`), a URL scheme or emoji code (`javascript:`, `https://`,
 * `:smile:`), a bare `www.` host. A word joiner goes after the trigger.
 */
const LINK_TRIGGERS = /[@#]|\bGH-(?=\d)|:(?=[\w/])|\bwww(?=\.)/gi;

/**
 * Markdown and HTML syntax, written as character references. Unlike backslash escapes, references mean
 * the same in markdown text, in a table cell (`&#124;` splits nothing) and inside raw HTML such as
 * `<summary>`, so one shape serves all three. `$` is GitHub's math delimiter.
 */
const SYNTAX = /[&<>"\\`*_[\]~|$]/g;
const REFERENCE: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text that renders as itself and nothing more: no HTML, emphasis, link, table cell break, mention or
 * reference. Spaces at either end are written as references too, or a table cell would trim them.
 */
export function plainText(text: string): string {
  return displayText(text)
    .replace(LINK_TRIGGERS, (trigger) => trigger + WORD_JOINER)
    .replace(SYNTAX, (c) => REFERENCE[c] ?? `&#${c.codePointAt(0)};`)
    .replace(/^ +| +$/g, (spaces) => '&#32;'.repeat(spaces.length));
}
