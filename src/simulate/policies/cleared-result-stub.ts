import { TokenCounter } from '../../count/counter.js';
import { tokenizer } from '../../count/tokenizer.js';
import { groupedNumber } from '../../grouped-number.js';

/**
 * The text a cleared tool result leaves in the budget policy: the reference's stub, which keeps the
 * call (tool and input), the size it had, and its first error line, so that the model knows what it
 * no longer sees and can call again (docs/architecture.md, "Memory policies").
 */
export interface ClearedResult {
  tool: string | undefined;
  args: string | undefined;
  /** What the result cost as a message, overhead included: the figure the stub quotes. */
  tokens: number;
  /** Its text, where the trace has it: the only place an error line can come from. */
  content: string | undefined;
}

/**
 * A word made of letters ending in `Error` or `Exception`, a colon, and the rest of its line up to a
 * closing bracket. The reference's `\b` and `\w` are Unicode-aware (Python's `re` on text), which
 * JavaScript's are not even with the `u` flag, hence the explicit classes.
 */
const FIRST_ERROR = /(?<![\p{L}\p{N}_])[A-Z][\p{L}\p{N}_]*(?:Error|Exception): [^\n\]]+/u;

export function stubText(result: ClearedResult): string {
  // The reference formats absent fields as Python's None and the size with thousands separators.
  const call = `${result.tool ?? 'None'}(${result.args ?? 'None'})`;
  let text = `[cleared: ${call} returned ${groupedNumber(result.tokens)} tokens. Call it again if you need it.`;
  const error = result.content === undefined ? null : FIRST_ERROR.exec(result.content);
  if (error) text += ` First error: ${error[0]}`;
  return `${text}]`;
}

/** Stub texts a run keeps counted: a long run's stubs repeat (the same call, the same size). */
const KNOWN_STUBS = 10_000;

/**
 * A run's counter of stub texts: o200k_base whatever the model (the reference's tokenizer), each
 * distinct text counted once while at most `KNOWN_STUBS` are kept.
 */
export function stubCounter(): TokenCounter {
  return new TokenCounter(() => tokenizer('o200k_base'), new Map(), KNOWN_STUBS);
}
