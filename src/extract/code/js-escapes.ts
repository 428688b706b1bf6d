const JS_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** A JavaScript string's escape sequence (`\n`, `\x41`, `\u{1F600}`, a line continuation) as the text it stands for. */
export function unescapeJs(seq: string): string {
  const e = seq.slice(1);
  if (e.startsWith('u{')) return String.fromCodePoint(Number.parseInt(e.slice(2, -1), 16));
  if (e[0] === 'u' || e[0] === 'x') return String.fromCharCode(Number.parseInt(e.slice(1), 16));
  if (e === '\n' || e === '\r\n' || e === '\u2028' || e === '\u2029') return '';
  return JS_ESCAPES[e] ?? e;
}
