import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * Markdown rendered as GitHub's CommonMark + GFM parser would (micromark follows the GFM spec), with
 * raw HTML let through as GitHub lets it through to its sanitizer, then read back: which elements and
 * attributes came out, what text a reader sees, and what GitHub would still turn into a mention, an
 * issue reference or a link.
 */
export function renderGfm(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

export type HtmlToken =
  | { type: 'open' | 'close'; name: string; attributes: string[] }
  | { type: 'comment'; raw: string }
  | { type: 'text'; text: string; inCode: boolean };

/** micromark writes `<` in text as `&lt;`, so every `<` left in its output opens a tag or a comment. */
export function htmlTokens(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let codeDepth = 0;
  for (const m of html.matchAll(/<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w-]*)([^>]*)>|[^<]+|</g)) {
    if (m[0].startsWith('<!--')) tokens.push({ type: 'comment', raw: m[0] });
    else if (m[2] !== undefined) {
      const name = m[2].toLowerCase();
      const closing = m[1] === '/';
      if (name === 'code') codeDepth += closing ? -1 : 1;
      tokens.push({ type: closing ? 'close' : 'open', name, attributes: [...m[3]!.matchAll(/([^\s=/]+)(?:=("[^"]*"|'[^']*'|[^\s>]*))?/g)].map((a) => a[1]!.toLowerCase()) });
    } else tokens.push({ type: 'text', text: decodeReferences(m[0]), inCode: codeDepth > 0 });
  }
  return tokens;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character references, as a browser reads them; an unknown name is left as written. */
export function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number(ref.slice(1)));
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Element names in the rendered document. */
export function elementsIn(html: string): Set<string> {
  return new Set(htmlTokens(html).flatMap((t) => (t.type === 'open' ? [t.name] : [])));
}

/** Attribute names of every element, e.g. `td[align]`. */
export function attributesIn(html: string): Set<string> {
  return new Set(htmlTokens(html).flatMap((t) => (t.type === 'open' ? t.attributes.map((a) => `${t.name}[${a}]`) : [])));
}

/** The text a reader sees, without the word joiners escape.ts adds. */
export function visibleText(html: string): string {
  return withoutJoiners(htmlTokens(html).flatMap((t) => (t.type === 'text' ? [t.text] : [])).join(''));
}

export function withoutJoiners(text: string): string {
  return text.replaceAll('\u2060', '');
}

/** Each table body row's cells, as visible text. */
export function tableRows(html: string): string[][] {
  const rows: string[][] = [];
  let cell: string[] | null = null;
  for (const t of htmlTokens(html)) {
    if (t.type === 'open' && t.name === 'tr') rows.push([]);
    else if (t.type === 'open' && (t.name === 'td' || t.name === 'th')) cell = [];
    else if (t.type === 'close' && (t.name === 'td' || t.name === 'th')) {
      rows.at(-1)!.push(withoutJoiners(cell!.join('')));
      cell = null;
    } else if (t.type === 'text' && cell) cell.push(t.text);
  }
  return rows;
}

/** Each fenced code block: its language and its text, as GitHub hands it to the renderer (mermaid). */
export function fencedBlocks(html: string): Array<{ language: string; text: string }> {
  return [...html.matchAll(/<pre><code(?: class="language-([^"]*)")?>([^<]*)<\/code><\/pre>/g)].map((m) => ({ language: m[1] ?? '', text: decodeReferences(m[2]!) }));
}

/**
 * What GitHub links or notifies in text outside code (it leaves code alone): `@name` and `@org/team`,
 * `#1`, `owner/repo#1`, `GH-1`, a URL scheme (`javascript:x`, `https://`), a `www.` host.
 */
const GITHUB_TRIGGERS = [/@[A-Za-z0-9_]/, /#\d/, /\bGH-\d/i, /[A-Za-z]:[\w/]/, /\bwww\./i];

export function githubTriggers(html: string): string[] {
  const exposed = htmlTokens(html).flatMap((t) => (t.type === 'text' && !t.inCode ? [t.text] : []));
  return exposed.flatMap((text) => GITHUB_TRIGGERS.flatMap((re) => (re.test(text) ? [`${re.source} in ${JSON.stringify(text)}`] : [])));
}

/** What the ctxguard comment itself emits; anything else in its rendered HTML came from a value. */
const COMMENT_ELEMENTS = new Set(['h2', 'p', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'ul', 'li', 'details', 'summary', 'sub']);
/** `code[class]` is the chart's fence (`language-mermaid`): `fencedBlocks` says which languages came out. */
const COMMENT_ATTRIBUTES = new Set(['th[align]', 'td[align]', 'code[class]']);

/** The only HTML comment allowed is the marker, when the text is the posted comment. */
function isExpected(comments: string[], marker: string | undefined): boolean {
  return marker === undefined ? comments.length === 0 : comments.length === 1 && comments[0] === marker;
}

/**
 * Why a rendered comment is not inert: an element or attribute the comment does not emit, a comment
 * other than its marker first, text GitHub would link or notify. Empty when it is.
 */
export function commentProblems(markdown: string, marker?: string): string[] {
  const html = renderGfm(markdown);
  const comments = htmlTokens(html).flatMap((t) => (t.type === 'comment' ? [t.raw] : []));
  return [
    ...[...elementsIn(html)].filter((e) => !COMMENT_ELEMENTS.has(e)).map((e) => `element <${e}>`),
    ...[...attributesIn(html)].filter((a) => !COMMENT_ATTRIBUTES.has(a)).map((a) => `attribute ${a}`),
    ...(marker === undefined || markdown.startsWith(`${marker}\n`) ? [] : ['the marker is not the first line']),
    ...(isExpected(comments, marker) ? [] : [`HTML comments ${JSON.stringify(comments)}`]),
    ...githubTriggers(html),
    ...fencedBlocks(html).filter((b) => b.language !== 'mermaid').map((b) => `a code block in ${JSON.stringify(b.language)}`),
  ];
}
