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

/** A length, count or truth value of content is small whatever the content's size. */
const MEASURED = /\blen\(|\.length\b|\.count\(|\bbool\(|\bint\(|\bBoolean\(|\bNumber\(|\.(startswith|endswith|startsWith|endsWith|includes)\(/;

/** `name = <expr>`, `name += <expr>`, `const name = <expr>`, `let name: T = <expr>` on one line. */
const ASSIGNMENT = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=\n]+)?\+?=(?!=)\s*(.+)$/gm;

/**
 * The variables a body fills with unbounded content (`body = resp.text`, `const out = await
 * res.text()`), and those copied from them (`text = body.strip()`), to a fixed point.
 */
function unboundedVariables(body: string): Set<string> {
  const assignments = [...body.matchAll(ASSIGNMENT)].map((m) => ({ name: m[1]!, value: m[2]! }));
  const found = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const { name, value } of assignments) {
      if (found.has(name) || MEASURED.test(value)) continue;
      if (UNBOUNDED.some((re) => re.test(value)) || mentionsAny(value, found)) {
        found.add(name);
        grew = true;
      }
    }
  }
  return found;
}

function mentionsAny(text: string, names: Set<string>): boolean {
  for (const name of names) if (new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text)) return true;
  return false;
}

/**
 * The line (1-based, within `body`) of a return of unbounded content, directly (`return r.text`) or
 * through variables (`page = r.text; return {"content": page}`), when the body bounds nothing.
 */
export function unboundedReturnLine(body: string, returns: Array<{ text: string; line: number }>): number | undefined {
  if (BOUNDED.test(body)) return undefined;
  const variables = unboundedVariables(body);
  for (const r of returns) {
    if (MEASURED.test(r.text)) continue;
    if (UNBOUNDED.some((re) => re.test(r.text)) || mentionsAny(r.text, variables)) return r.line;
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
