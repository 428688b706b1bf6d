import type { History } from '../history.js';
import { compactWithSummary, summaryTokens, type SummarySize } from './budget-compaction.js';
import { NO_EVENTS, type MemoryPolicy, type PolicyEvent } from './policy.js';
import { StaleResultClearer } from './stale-result-clearer.js';
import { groupedNumber } from '../../grouped-number.js';

/** The reference memory manager's `Budget`, with the size of its summary (docs/architecture.md, "Memory policies"). */
export interface BudgetPolicyOptions extends SummarySize {
  window: number;
  trigger: number;
  clearAtLeast: number;
  keepToolResults: number;
  compactAbove: number;
  keepRecent: number;
  pinnedTools: string[];
}

/** The reference's defaults: its `Budget`, its model summarizer's `max_tokens`, and no notes file. */
export const BUDGET_DEFAULTS: BudgetPolicyOptions = {
  window: 200_000,
  trigger: 30_000,
  clearAtLeast: 10_000,
  keepToolResults: 3,
  compactAbove: 20_000,
  keepRecent: 10,
  pinnedTools: ['notes_read'],
  summaryMaxTokens: 2_000,
  notesTokens: 0,
};

/**
 * The reference's `prepare()` before each request: above `trigger`, clear the stale tool results if
 * that frees at least `clearAtLeast` net of their stubs; then, if still above `compactAbove`,
 * summarise the messages before the cut if they hold at least `clearAtLeast`. Edits persist.
 */
export function budgetPolicy(options: BudgetPolicyOptions): MemoryPolicy {
  const clearer = new StaleResultClearer(options.keepToolResults, new Set(options.pinnedTools));
  let summary: number | undefined;
  return {
    description:
      `budget: clear tool results above ${groupedNumber(options.trigger)} tokens, ` +
      `compact above ${groupedNumber(options.compactAbove)}`,
    quotesResults: true,
    beforeRequest(history: History, request: number): readonly PolicyEvent[] {
      if (history.input <= options.trigger) return NO_EVENTS;
      const events: PolicyEvent[] = [];
      const stale = clearer.stale(history);
      // With nothing stale the reference still logs a clearing when `clearAtLeast` is 0; nothing is
      // edited, so no event.
      if (stale.results > 0 && stale.freed >= options.clearAtLeast) {
        const { results, freed } = clearer.clear(history);
        events.push({ request, type: 'clear', freedTokens: freed, messages: results });
      }
      if (history.input > options.compactAbove) {
        summary ??= summaryTokens(options);
        const event = compactWithSummary(history, request, options.keepRecent, summary, options.clearAtLeast);
        if (event) events.push(event);
      }
      return events;
    },
  };
}
