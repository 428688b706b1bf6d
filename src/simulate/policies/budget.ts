import type { History } from '../history.js';
import type { MemoryPolicy, PolicyEvent } from './policy.js';
import { ToolResultClearer } from './tool-result-clearer.js';

/** DESIGN 4.3's `budget` policy, with its defaults. */
export interface BudgetPolicyOptions {
  window: number;
  trigger: number;
  clearAtLeast: number;
  keepToolResults: number;
  compactAbove: number;
  keepRecent: number;
  pinnedTools: string[];
  summaryTokens: number;
  stubTokens: number;
}

export const BUDGET_DEFAULTS: BudgetPolicyOptions = {
  window: 200_000,
  trigger: 30_000,
  clearAtLeast: 10_000,
  keepToolResults: 3,
  compactAbove: 20_000,
  keepRecent: 10,
  pinnedTools: ['notes_read'],
  summaryTokens: 2_000,
  stubTokens: 10,
};

/**
 * Before each request: above `trigger`, stub every tool result but the newest `keepToolResults` and
 * pinned tools, if that frees at least `clearAtLeast`; then, if still above `compactAbove`, summarise
 * all but the last `keepRecent` messages, if that replaces at least `clearAtLeast`. Edits persist.
 */
export function budgetPolicy(options: BudgetPolicyOptions): MemoryPolicy {
  const clearer = new ToolResultClearer({
    keep: options.keepToolResults,
    stubTokens: options.stubTokens,
    excludeTools: new Set(options.pinnedTools),
    clearInputs: false,
  });
  return {
    description:
      `budget: clear tool results above ${options.trigger.toLocaleString('en-US')} tokens, ` +
      `compact above ${options.compactAbove.toLocaleString('en-US')}`,
    beforeRequest(history: History, request: number): PolicyEvent[] {
      const events: PolicyEvent[] = [];
      if (history.input <= options.trigger) return events;
      if (clearer.clearable(history) >= options.clearAtLeast) {
        const { freed, cleared } = clearer.apply(history);
        if (cleared > 0) events.push({ request, type: 'clear', freedTokens: freed, messages: cleared });
      }
      // "If still above": compaction is the second resort, once the trigger has been passed.
      if (history.input > options.compactAbove) {
        const event = compactIfWorthIt(history, request, options.keepRecent, options.summaryTokens, options.clearAtLeast);
        if (event) events.push(event);
      }
      return events;
    },
  };
}

/** Replaces all but the last `keepRecent` messages with a summary, if that frees at least `atLeast`. */
export function compactIfWorthIt(
  history: History,
  request: number,
  keepRecent: number,
  summaryTokens: number,
  atLeast: number,
): PolicyEvent | undefined {
  const from = history.compactionBoundary(keepRecent);
  if (from === 0) return undefined;
  const freed = history.tokensBefore(from) - (summaryTokens + history.overhead);
  if (freed < atLeast) return undefined;
  history.compact(from, summaryTokens);
  return { request, type: 'compact', freedTokens: freed, messages: from };
}
