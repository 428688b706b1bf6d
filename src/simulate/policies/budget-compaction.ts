import { tokenizer } from '../../count/tokenizer.js';
import type { History } from '../history.js';
import type { PolicyEvent } from './policy.js';

/** How the budget's summary is sized: the reference's summarizer, whose text a trace does not hold. */
export interface SummarySize {
  /** The summarizer's output, taken at its cap: the `max_tokens` the reference's model call is given. */
  summaryMaxTokens: number;
  /** The notes file appended to every summary; 0 for none, which the summary writes as `(empty)`. */
  notesTokens: number;
}

/**
 * Tokens of the summary's text: the summarizer's output, then a blank line, `Current notes:` and the
 * notes (docs/architecture.md, "Memory policies"). The framing is counted with o200k_base, the
 * reference's tokenizer.
 */
export function summaryTokens(size: SummarySize): number {
  const framing = size.notesTokens > 0 ? '\n\nCurrent notes:\n' : '\n\nCurrent notes:\n(empty)';
  return size.summaryMaxTokens + tokenizer('o200k_base').count(framing) + size.notesTokens;
}

/**
 * Where the reference cuts the history: `keepRecent` messages from the end, moved back past tool
 * results so that none loses its call. With fewer messages than `keepRecent` the cut is negative, and
 * the reference's Python slice then counts it from the end: the first `2·length − keepRecent` messages
 * are summarised, a tool result among the kept ones included. That is reproduced as is.
 */
export function compactionCut(history: History, keepRecent: number): number {
  let cut = history.length - keepRecent;
  while (cut > 0 && history.isToolResult(cut)) cut--;
  return cut >= 0 ? cut : Math.max(0, history.length + cut);
}

/**
 * Replaces the messages before the cut with the summary when they hold at least `atLeast` tokens:
 * a summary rewrites the cached prefix, so what it replaces must be worth a cache write.
 */
export function compactWithSummary(history: History, request: number, keepRecent: number, summary: number, atLeast: number): PolicyEvent | undefined {
  const cut = compactionCut(history, keepRecent);
  // With nothing before the cut the reference skips too, as an empty list holds less than `atLeast`,
  // unless `atLeast` is 0: then it fails summarising nothing. Here that is no edit.
  if (cut === 0 || history.tokensBefore(cut) < atLeast) return undefined;
  const before = history.input;
  history.compact(cut, summary);
  return { request, type: 'compact', freedTokens: before - history.input, messages: cut };
}
