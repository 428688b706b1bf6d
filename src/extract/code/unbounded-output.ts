/**
 * A tool that returns a whole web page, file or command output puts all of it into the history, and
 * a replaying agent pays for it on every later step. These patterns find such returns, in Python and
 * JavaScript, when the tool's body shows no sign of a bound (a slice, a truncation, a limit).
 */
const UNBOUNDED = [
  /\.text\b(?!\s*\[)/, // requests/httpx response body
  /\.content\b(?!\s*\[)/,
  /\.read\(\s*\)/, // a whole file or stream
  /\.read_text\(|\.read_bytes\(/,
  /\breadFile(Sync)?\(/,
  /\.stdout\b|check_output\(/, // a command's whole output
  /\.to_(string|markdown|csv|json)\(/, // a dataframe's whole text
  /\bstr\(\s*df\b/,
  /\.get_text\(|markdownify\(|html2text/,
  /\bawait\s+\w+\.text\(\)|\.text\(\)/, // fetch() body
];
const BOUNDED = /\[\s*:\s*[\w.]+\s*\]|\[\s*-\s*\d+\s*:\s*\]|\[\s*-?\s*\d*\s*:\s*-?\d+\s*\]|\.slice\(|\.substring\(|\.substr\(|truncat|shorten|max_(chars|length|len|tokens|bytes|lines|rows)|maxChars|maxLength|maxTokens|\blimit\b|\.(head|tail)\(|nrows|\bMAX_\w+/i;

/** A length, count or truth value of content is small whatever the content's size: left out before matching. */
const MEASURES = [
  /\b(len|bool|int|Boolean|Number|count_\w*|countTokens)\((?:[^()]|\([^()]*\))*\)/g,
  /[\w$.]+\.(length|size)\b/g,
  /\.(count|startswith|endswith|startsWith|endsWith|includes|isdigit|isspace)\((?:[^()]|\([^()]*\))*\)/g,
];
function withoutMeasures(text: string): string {
  return MEASURES.reduce((t, re) => t.replace(re, '0'), text);
}

/** `name = <expr>`, `name += <expr>`, `const name = <expr>`, `let name: T = <expr>` on one line. */
const ASSIGNMENT = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=\n]+)?\+?=(?!=)\s*(.+)$/gm;
/** Calls that pass text on whole (formatting, wrapping it in a result): their arguments are the value. */
const PASSES_ON = new Set(['str', 'repr', 'dumps', 'format', 'join', 'dict', 'list', 'tuple', 'TextContent', 'jsonify', 'Response', 'JSONResponse', 'String', 'JSON', 'stringify', 'f']);

/**
 * The names an expression hands on as (part of) its value: `page`, `page.strip()`, `{"content": page}`,
 * `f"Result: {page}"`, `str(page)`; not a name only passed to some other function (`count_links(page)`),
 * whose result is not the page.
 */
function valueNames(expression: string): Set<string> {
  const names = new Set<string>();
  for (const m of expression.matchAll(/(?<![\w$.'"])([A-Za-z_$][\w$]*)/g)) {
    const before = expression.slice(0, m.index).trimEnd();
    if (before.endsWith('(')) {
      const callee = /([\w$]+)\s*\($/.exec(before)?.[1];
      if (callee && !PASSES_ON.has(callee)) continue;
    }
    names.add(m[1]!);
  }
  return names;
}

const mentionsAny = (names: Set<string>, found: ReadonlySet<string>): boolean => [...names].some((n) => found.has(n));

/**
 * The variables a body fills with unbounded content (`body = resp.text`, `const out = await
 * res.text()`), and those holding it on (`text = body.strip()`), to a fixed point: each assignment's
 * names are read once, then each pass only looks names up.
 */
function unboundedVariables(body: string): Set<string> {
  const assignments = [...body.matchAll(ASSIGNMENT)].map((m) => {
    const value = withoutMeasures(m[2]!);
    return { name: m[1]!, direct: UNBOUNDED.some((re) => re.test(value)), names: valueNames(value) };
  });
  const found = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const a of assignments) {
      if (found.has(a.name) || !(a.direct || mentionsAny(a.names, found))) continue;
      found.add(a.name);
      grew = true;
    }
  }
  return found;
}

/**
 * The line (1-based, within `body`) of a return of unbounded content, directly (`return r.text`) or
 * through variables (`page = r.text; return {"content": page}`), when the body bounds nothing.
 */
export function unboundedReturnLine(body: string, returns: Array<{ text: string; line: number }>): number | undefined {
  if (BOUNDED.test(body)) return undefined;
  const variables = unboundedVariables(body);
  for (const r of returns) {
    const text = withoutMeasures(r.text);
    if (UNBOUNDED.some((re) => re.test(text)) || mentionsAny(valueNames(text), variables)) return r.line;
  }
  return undefined;
}

export interface UnboundedToolOutput {
  kind: 'unbounded-tool-output';
  path: string;
  line: number;
  tool: string;
  message: string;
}

export function unboundedFinding(path: string, line: number, tool: string): UnboundedToolOutput {
  return {
    kind: 'unbounded-tool-output',
    path,
    line,
    tool,
    message:
      `tool '${tool}' returns unbounded content (a whole page, file or command output) with no truncation: ` +
      'every later step of a run replays it; cut it to a size the agent needs',
  };
}
