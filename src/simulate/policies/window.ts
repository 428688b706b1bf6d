import type { History } from '../history.js';
import { NO_EVENTS, type MemoryPolicy, type PolicyEvent } from './policy.js';

export interface WindowPolicyOptions {
  keepLastSteps: number;
  /** Tokens of the marker a collapsed tool output leaves behind. */
  markerTokens: number;
}

/**
 * smolagents' step-callback trim: before each step, tool outputs from steps older than the last
 * `keepLastSteps` collapse to a short marker. The edit is made in the agent's memory, so it persists.
 */
export function windowPolicy(options: WindowPolicyOptions): MemoryPolicy {
  let next = 0;
  let generation = -1;
  return {
    description: `window: tool outputs of the last ${options.keepLastSteps} steps kept`,
    beforeRequest(history: History, request: number): readonly PolicyEvent[] {
      const step = request - 1;
      if (generation !== history.generation) {
        generation = history.generation;
        next = 0;
      }
      let freed = 0;
      let messages = 0;
      for (; next < history.toolResults; next++) {
        const at = history.toolResultAt[next]!;
        if (history.step[at]! >= step - options.keepLastSteps) break;
        if (history.cleared[at]) continue;
        freed += history.clearResult(at, options.markerTokens);
        messages++;
      }
      return messages ? [{ request, type: 'clear', freedTokens: freed, messages }] : NO_EVENTS;
    },
  };
}
