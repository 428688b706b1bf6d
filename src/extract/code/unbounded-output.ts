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
const BOUNDED = /\[\s*:\s*[\w.]+\s*\]|\[\s*-?\s*\d*\s*:\s*-?\d+\s*\]|\.slice\(|\.substring\(|\.substr\(|truncat|shorten|max_(chars|length|len|tokens|bytes|lines|rows)|maxChars|maxLength|maxTokens|\blimit\b|\.head\(|nrows|\bMAX_\w+/i;

/** The line (1-based, within `body`) of a return of unbounded content, when the body bounds nothing. */
export function unboundedReturnLine(body: string, returns: Array<{ text: string; line: number }>): number | undefined {
  if (BOUNDED.test(body)) return undefined;
  for (const r of returns) if (UNBOUNDED.some((re) => re.test(r.text))) return r.line;
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
