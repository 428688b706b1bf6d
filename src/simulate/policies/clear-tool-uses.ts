import type { History } from '../history.js';
import { NO_EVENTS, type MemoryPolicy, type PolicyEvent } from './policy.js';
import { ToolResultClearer } from './tool-result-clearer.js';
import { groupedNumber } from '../../grouped-number.js';

/** Anthropic's `clear_tool_uses_20250919` context edit (docs/memory-policies.md). */
export interface ClearToolUsesOptions {
  trigger: { type: 'input_tokens' | 'tool_uses'; value: number };
  /** Tool uses kept, newest first. */
  keep: number;
  /** Below this many cleared tokens the edit is not applied; 0 when unset. */
  clearAtLeast: number;
  excludeTools: string[];
  /** Also clear the inputs of the calls whose results are cleared: all, or only these tools'. */
  clearToolInputs: boolean | string[];
  /** Tokens of the placeholder a cleared result leaves. */
  stubTokens: number;
}

export const CLEAR_TOOL_USES_DEFAULTS: ClearToolUsesOptions = {
  trigger: { type: 'input_tokens', value: 100_000 },
  keep: 3,
  clearAtLeast: 0,
  excludeTools: [],
  clearToolInputs: false,
  stubTokens: 10,
};

/**
 * The API applies the edit server-side to the full history the client sends, on every request. So
 * the trigger looks at the unedited history, and once clearing has paid `clear_at_least` it goes on
 * clearing every request, as results leave the newest `keep`. Cleared results stay cleared in later
 * requests, which lets the simulator keep the edit in its history rather than redo it.
 */
export function clearToolUsesPolicy(options: ClearToolUsesOptions): MemoryPolicy {
  const clearer = new ToolResultClearer({
    keep: options.keep,
    stubTokens: options.stubTokens,
    excludeTools: new Set(options.excludeTools),
    clearInputs: options.clearToolInputs,
  });
  let freedSoFar = 0;
  let generation = 0;
  const { trigger } = options;
  return {
    description:
      `clear_tool_uses: above ${groupedNumber(trigger.value)} ${trigger.type === 'input_tokens' ? 'input tokens' : 'tool uses'}, ` +
      `keep the last ${options.keep} tool results`,
    beforeRequest(history: History, request: number): readonly PolicyEvent[] {
      // A compaction dropped what was cleared: clear_at_least must be earned again.
      if (history.generation !== generation) {
        generation = history.generation;
        freedSoFar = 0;
      }
      const sent = trigger.type === 'input_tokens' ? history.systemTokens + history.originalTotal : history.toolResults;
      if (sent <= trigger.value) return NO_EVENTS;
      const clearable = clearer.clearable(history);
      if (clearable === 0 || freedSoFar + clearable < options.clearAtLeast) return NO_EVENTS;
      const { freed, cleared } = clearer.apply(history);
      freedSoFar += freed;
      return [{ request, type: 'clear', freedTokens: freed, messages: cleared }];
    },
  };
}
