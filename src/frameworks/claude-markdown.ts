import { Lexer, Tokenizer, type Token, type Tokens } from 'marked';

/**
 * A CLAUDE.md, a rule or an imported file as Claude Code reads it (docs/architecture.md,
 * "Claude Code imports"): lexed as CommonMark (marked, GFM off, as Claude Code lexes it), then its
 * block-level HTML comments taken out, and its `@path` imports found outside code.
 */

/** A Markdown text with its block-level HTML comments taken out, and those comments. */
export interface StrippedComments {
  text: string;
  comments: string;
}

/** Records where each HTML block starts and ends in the text, as marked lexes it. */
class SpanTokenizer extends Tokenizer {
  constructor(
    private readonly length: number,
    readonly htmlSpans: Map<Token, { start: number; end: number }>,
  ) {
    super();
  }

  override html(src: string): Tokens.HTML | undefined {
    const token = super.html(src);
    if (token) {
      const start = this.length - src.length;
      this.htmlSpans.set(token, { start, end: start + token.raw.length });
    }
    return token;
  }
}

function lex(markdown: string, htmlSpans?: Map<Token, { start: number; end: number }>): Token[] {
  const tokenizer = htmlSpans ? new SpanTokenizer(markdown.replaceAll('\r\n', '\n').length, htmlSpans) : undefined;
  return new Lexer({ gfm: false, ...(tokenizer ? { tokenizer } : {}) }).lex(markdown);
}

const COMMENT = /<!--[\s\S]*?-->/g;

/**
 * Takes out each HTML block that opens with a comment, its comments only: what is left of the block
 * stays when it is more than blanks. Comments inside code, inline in a paragraph, or unclosed stay.
 * Claude Code does this before it sends a CLAUDE.md, a rule or an imported file.
 */
export function stripBlockComments(markdown: string): StrippedComments {
  if (!markdown.includes('<!--')) return { text: markdown, comments: '' };
  const spans = new Map<Token, { start: number; end: number }>();
  const tokens = lex(markdown, spans);
  const text = markdown.replace(/\r\n?/g, '\n');
  let kept = '';
  let at = 0;
  const comments: string[] = [];
  for (const token of tokens) {
    const span = spans.get(token);
    const raw = token.raw.trimStart();
    if (!span || !raw.startsWith('<!--') || !raw.includes('-->')) continue;
    const block = text.slice(span.start, span.end);
    comments.push(...(block.match(COMMENT) ?? []));
    const rest = block.replace(COMMENT, '');
    kept += text.slice(at, span.start) + (rest.trim() ? rest : '');
    at = span.end;
  }
  return at === 0 ? { text: markdown, comments: '' } : { text: kept + text.slice(at), comments: comments.join('\n') };
}

/**
 * The `@path` imports a text writes, as Claude Code reads them: in its text outside code blocks and
 * code spans (and what an HTML comment block leaves), an `@` at the start or after a blank, up to the
 * next blank (`\ ` is a space), cut at `#`. Paths that start with `@`, a run of `#%^&*()`, or any
 * other character than a letter, a digit, `._-`, `./`, `~/` or `/` are not imports. In the order written.
 */
export function importsIn(markdown: string): string[] {
  if (!markdown.includes('@')) return [];
  const found = new Set<string>();
  const scan = (text: string): void => {
    for (const match of text.matchAll(/(?:^|\s)@((?:[^\s\\]|\\ )+)/g)) {
      let path = match[1]!;
      const hash = path.indexOf('#');
      if (hash !== -1) path = path.slice(0, hash);
      path = path.replaceAll('\\ ', ' ');
      if (path && isImportPath(path)) found.add(path);
    }
  };
  const walk = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'code' || token.type === 'codespan') continue;
      if (token.type === 'html') {
        const raw = token.raw ?? '';
        const opened = raw.trimStart();
        if (opened.startsWith('<!--') && opened.includes('-->')) {
          const rest = raw.replace(COMMENT, '');
          if (rest.trim()) scan(rest);
        }
        continue;
      }
      if (token.type === 'text') scan((token as Tokens.Text).text ?? '');
      if ('tokens' in token && token.tokens) walk(token.tokens);
      if ('items' in token && Array.isArray(token.items)) walk(token.items as Token[]);
    }
  };
  walk(lex(markdown));
  return [...found];
}

/** Claude Code's test of what follows an `@`: a path it will try to read. */
function isImportPath(path: string): boolean {
  return (
    path.startsWith('./') ||
    path.startsWith('~/') ||
    (path.startsWith('/') && path !== '/') ||
    (!path.startsWith('@') && !/^[#%^&*()]+/.test(path) && /^[a-zA-Z0-9._-]/.test(path))
  );
}
