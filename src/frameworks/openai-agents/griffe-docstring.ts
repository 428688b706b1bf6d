import { assertNever } from '../../assert-never.js';

/**
 * A tool function's docstring as the OpenAI Agents SDK for Python reads it (function_schema.py
 * `generate_func_documentation`, with griffe): the style it detects, the first text section as the
 * tool's description, and the parameters' descriptions (docs/architecture.md, "Rendered requests").
 */
export interface FuncDocumentation {
  description: string | undefined;
  params: Map<string, string>;
}

export type DocstringStyle = 'google' | 'numpy' | 'sphinx';

/** `_detect_docstring_style`: the style with most markers; ties go sphinx, numpy, google; none is google. */
export function detectStyle(doc: string): DocstringStyle {
  const count = (patterns: RegExp[]): number => patterns.filter((p) => p.test(doc)).length;
  const scores: Record<DocstringStyle, number> = {
    sphinx: count([/^:param\s/m, /^:type\s/m, /^:return:/m, /^:rtype:/m]),
    numpy: count([/^Parameters\s*\n\s*-{3,}/m, /^Returns\s*\n\s*-{3,}/m, /^Yields\s*\n\s*-{3,}/m]),
    google: count([/^(Args|Arguments):/m, /^(Returns):/m, /^(Raises):/m]),
  };
  const best = Math.max(...Object.values(scores));
  if (best === 0) return 'google';
  return (['sphinx', 'numpy', 'google'] as const).find((s) => scores[s] === best)!;
}

/** Google section titles griffe knows (a line `Title:` with an indented block below it). */
const GOOGLE_SECTION = /^(args|arguments|params|parameters|keyword args|keyword arguments|other args|other arguments|other params|other parameters|raises|exceptions|returns|yields|receives|examples?|attributes|functions|methods|classes|modules|warns|warnings|notes?|deprecated|todo|references?|see also):\s*$/i;
/** The titles whose items describe the parameters the schema takes (griffe files `Keyword Args` and `Other Args` apart). */
const GOOGLE_PARAMETERS = /^(args|arguments|params|parameters):\s*$/i;

/** The docstring (already `inspect.getdoc`-cleaned) read in its style, or the one given. */
export function funcDocumentation(doc: string, style: DocstringStyle = detectStyle(doc)): FuncDocumentation {
  switch (style) {
    case 'google':
      return google(doc);
    case 'sphinx':
      return sphinx(doc);
    case 'numpy':
      return numpy(doc);
    default:
      return assertNever(style);
  }
}

const text = (lines: string[]): string | undefined => {
  const joined = lines.join('\n').trim();
  return joined === '' ? undefined : joined;
};

/**
 * griffe 2's Google parser: a section is a title line with an indented block below it, and a blank
 * line above it unless it opens the docstring (function_schema.py adds the blank line above a
 * parameters title only); every other line is text. The description is the first text section.
 */
function google(doc: string): FuncDocumentation {
  const lines = doc.split('\n');
  const params = new Map<string, string>();
  const texts: string[][] = [[]];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const above = i === 0 || lines[i - 1]!.trim() === '' || GOOGLE_PARAMETERS.test(line);
    if (GOOGLE_SECTION.test(line) && above && /^\s+\S/.test(lines[i + 1] ?? '')) {
      const block: string[] = [];
      for (i++; i < lines.length && (/^\s/.test(lines[i]!) || lines[i] === ''); i++) block.push(lines[i]!);
      if (GOOGLE_PARAMETERS.test(line)) for (const [name, desc] of googleItems(block)) params.set(name.replace(/^\*+/, ''), desc);
      texts.push([]);
      continue;
    }
    texts.at(-1)!.push(line);
    i++;
  }
  return { description: texts.map(text).find((t) => t !== undefined), params };
}

/** `name (type): description`, its continuation lines indented further. */
function googleItems(block: string[]): Array<[string, string]> {
  const indent = Math.min(...block.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  const items: Array<[string, string[]]> = [];
  for (const line of block) {
    const own = line.length - line.trimStart().length === indent && line.trim() !== '';
    const m = own ? /^\s*([*\w]+)\s*(?:\([^)]*\))?\s*:\s*(.*)$/.exec(line) : null;
    if (m) items.push([m[1]!, [m[2]!]]);
    else if (items.length > 0) items.at(-1)![1].push(line.trim());
  }
  return items.map(([name, parts]) => [name, parts.join('\n').trim()]);
}

function sphinx(doc: string): FuncDocumentation {
  const lines = doc.split('\n');
  const firstField = lines.findIndex((l) => /^:\w/.test(l));
  const params = new Map<string, string>();
  let current: [string, string[]] | undefined;
  for (const line of firstField < 0 ? [] : lines.slice(firstField)) {
    const m = /^:(param|parameter|arg|argument|key|keyword)\s+(?:[^:]*\s)?([*\w]+)\s*:\s*(.*)$/.exec(line);
    if (m) current = [m[2]!.replace(/^\*+/, ''), [m[3]!]];
    else if (/^:/.test(line)) current = undefined;
    else current?.[1].push(line.trim());
    // A continuation line keeps its own line, its indentation left out.
    if (current) params.set(current[0], current[1].join('\n').trim());
  }
  return { description: text(firstField < 0 ? lines : lines.slice(0, firstField)), params };
}

function numpy(doc: string): FuncDocumentation {
  const lines = doc.split('\n');
  const header = (i: number): boolean => /^\w[\w ]*$/.test(lines[i] ?? '') && /^\s*-{3,}\s*$/.test(lines[i + 1] ?? '');
  const firstSection = lines.findIndex((_, i) => header(i));
  const params = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    if (!header(i) || lines[i]!.trim() !== 'Parameters') continue;
    let current: [string, string[]] | undefined;
    for (i += 2; i < lines.length && !header(i); i++) {
      const line = lines[i]!;
      if (/^\S/.test(line)) {
        current = [line.split(':')[0]!.trim().replace(/^\*+/, ''), []];
        params.set(current[0], '');
      } else if (current && line.trim()) {
        current[1].push(line.trim());
        params.set(current[0], current[1].join('\n'));
      }
    }
    i--;
  }
  return { description: text(firstSection < 0 ? lines : lines.slice(0, firstSection)), params };
}
