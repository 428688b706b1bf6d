import type { History } from '../history.js';
import { NO_EVENTS, type MemoryPolicy, type PolicyEvent } from './policy.js';
import { groupedNumber } from '../../grouped-number.js';

/** Anthropic's `compact_20260112` context edit (docs/memory-policies.md). */
export interface CompactOptions {
  /** Input tokens at which the API compacts. */
  trigger: number;
  /** Tokens of the summary (the compaction block) that replaces the history. */
  summaryTokens: number;
}

export const COMPACT_DEFAULTS: CompactOptions = { trigger: 150_000, summaryTokens: 3_000 };

/**
 * When a request's input reaches the trigger, the API summarises the conversation into a compaction
 * block and drops everything before it from then on; the client sends the block back, so the edit
 * persists. The summary is written by an extra pass over the whole context, billed on top of the
 * request: the event carries it as `summaryPass`.
 */
export function compactPolicy(options: CompactOptions): MemoryPolicy {
  return {
    description: `compact: summarise the history at ${groupedNumber(options.trigger)} input tokens`,
    beforeRequest(history: History, request: number): readonly PolicyEvent[] {
      if (history.input <= options.trigger || history.length === 0) return NO_EVENTS;
      const before = history.input;
      const replaced = history.length;
      history.compact(replaced, options.summaryTokens);
      return [
        {
          request,
          type: 'compact',
          freedTokens: before - history.input,
          messages: replaced,
          summaryPass: { inputTokens: before, outputTokens: options.summaryTokens },
        },
      ];
    },
  };
}
