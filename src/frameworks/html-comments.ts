/** A Markdown text with its block-level HTML comments taken out, and those comments. */
export interface StrippedComments {
  text: string;
  comments: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * Takes out HTML comments that start a line (`<!-- maintainer notes -->`, over one line or several),
 * as Claude Code does before it sends a CLAUDE.md; comments inside code fences and inline in a
 * paragraph stay, and so does an unclosed one (docs/architecture.md, "Frameworks").
 */
export function stripBlockComments(markdown: string): StrippedComments {
  const lines = markdown.split('\n');
  const kept: string[] = [];
  const comments: string[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = FENCE.exec(line)?.[1];
    if (marker && fence === undefined) fence = marker;
    else if (marker && fence !== undefined && marker[0] === fence[0] && marker.length >= fence.length) {
      fence = undefined;
      kept.push(line);
      continue;
    }
    if (fence !== undefined || !line.trimStart().startsWith('<!--')) {
      kept.push(line);
      continue;
    }
    const close = lines.findIndex((l, j) => j >= i && l.indexOf('-->', j === i ? line.indexOf('<!--') + 4 : 0) >= 0);
    if (close < 0) {
      kept.push(line);
      continue;
    }
    const last = lines[close]!;
    const end = last.indexOf('-->', close === i ? line.indexOf('<!--') + 4 : 0) + 3;
    comments.push([...lines.slice(i, close), last.slice(0, end)].join('\n').trim());
    const rest = last.slice(end);
    if (rest.trim() !== '') kept.push(rest);
    i = close;
  }
  return { text: kept.join('\n'), comments: comments.join('\n') };
}
