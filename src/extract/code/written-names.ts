import { escapeRegExp } from '../regexp-escape.js';

/**
 * Whether any of `names` is written in the text as a whole name, not as part of a longer one (`tool`,
 * not `toolbar`; `ai.tool` is `tool`): a call the code rules name by its callee's last part is made
 * only where its name is written so. One pattern per list of names, made once.
 */
export function writesName(text: string, names: Iterable<string>): boolean {
  const list = [...names];
  return list.length > 0 && namePattern(list).test(text);
}

/** What `writesName` looks for: any of `names` (one at least), as a whole name. Each match starts with one of them. */
export function namePattern(names: readonly string[]): RegExp {
  const key = names.join('\n');
  let pattern = patterns.get(key);
  if (!pattern) patterns.set(key, (pattern = new RegExp(`(?<![\\w$])(?:${names.map(escapeRegExp).join('|')})(?![\\w$])`)));
  return pattern;
}

const patterns = new Map<string, RegExp>();
