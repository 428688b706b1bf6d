import { PY_SPACE as S, PY_WORD as W, pyStrip } from '../python/python-text.js';

/**
 * smolagents' reading of a Google-style docstring (`_parse_google_format_docstring`): the
 * description before `Args:`/`Returns:`/`Raises:`, and one description per argument, its lines
 * joined by spaces (docs/architecture.md, "Frameworks"). The regexes are smolagents', with
 * Python's `\s` and `\w` spelled out; `$` without the `m` flag is Python's `\Z`.
 */
export interface GoogleDocstring {
  description: string;
  /** Each documented argument's description, in docstring order (a repeated name keeps its first place, its last text). */
  args: Map<string, string>;
}

const DESCRIPTION = new RegExp(`^([^]*?)(?=\\n${S}*(?:Args:|Returns:|Raises:)|$)`, 'u');
const ARGS = new RegExp(`\\n${S}*Args:\\n${S}*([^]*?)${S}*(?:Returns:|Raises:|$)`, 'u');
const TYPE = '(?:\\([^)]*?\\))?';
const ARG = new RegExp(`(?:^|\\n)${S}*(${W}+)${S}*${TYPE}:${S}*([^]*?)${S}*(?=\\n${S}*${W}+${S}*${TYPE}:|$)`, 'gu');
const LINE_BREAKS = new RegExp(`${S}*\\n+${S}*`, 'gu');

export function parseGoogleDocstring(docstring: string): GoogleDocstring {
  const description = pyStrip(DESCRIPTION.exec(docstring)?.[1] ?? '');
  const block = ARGS.exec(docstring)?.[1];
  const args = new Map<string, string>();
  if (block === undefined) return { description, args };
  const lines = pyStrip(block)
    .split('\n')
    .filter((line) => pyStrip(line) !== '')
    .join('\n');
  for (const match of lines.matchAll(ARG)) {
    args.set(match[1]!, pyStrip(match[2]!).replace(LINE_BREAKS, ' '));
  }
  return { description, args };
}
