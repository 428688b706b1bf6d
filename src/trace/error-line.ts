/**
 * A word made of letters ending in `Error` or `Exception`, a colon, and the rest of its line up to a
 * closing bracket. The reference's `\b` and `\w` are Unicode-aware (Python's `re` on text), which
 * JavaScript's are not even with the `u` flag, hence the explicit classes.
 */
const FIRST_ERROR = /(?<![\p{L}\p{N}_])[A-Z][\p{L}\p{N}_]*(?:Error|Exception): [^\n\]]+/u;

/**
 * A tool result's first error line, as the budget policy's stub quotes it (docs/architecture.md,
 * "Memory policies"): found as the trace is sized, so that a run keeps this line, not the result's text.
 */
export function firstErrorLine(text: string | undefined): string | undefined {
  // Every match holds one of the two words and its colon: most results hold neither, and a plain
  // search rules them out faster than the pattern can.
  if (text === undefined || (!text.includes('Error: ') && !text.includes('Exception: '))) return undefined;
  return FIRST_ERROR.exec(text)?.[0];
}
