/** Indentation as Python's textwrap and inspect treat it, also used for JavaScript's dedent tags. */

/** Python's textwrap.dedent: the common leading whitespace of non-blank lines goes. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0]);
  if (indents.length === 0) return text;
  let common = indents[0]!;
  for (const i of indents) while (!i.startsWith(common)) common = common.slice(0, -1);
  return lines.map((l) => (l.trim() ? l.slice(common.length) : l.trim())).join('\n');
}

/** Python's inspect.cleandoc: the first line trimmed, the rest dedented, blank edges dropped. */
export function cleandoc(text: string): string {
  const [first = '', ...rest] = text.split('\n');
  return [first.trim(), ...dedent(rest.join('\n')).split('\n')].join('\n').replace(/^\s*\n|\n\s*$/g, '').trim();
}
