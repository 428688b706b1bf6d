import type { History } from '../history.js';
import type { RequestBlocks } from './provider-cache.js';

/**
 * A run's request as blocks (docs/architecture.md, "Caching"): the system message, the history as the policy leaves it, and what is
 * rebuilt after it (`trailingTokens`, one block when there is any). `unchanged` is how many leading
 * blocks the previous request had too. Prefix sums come from the history's own, so a request costs
 * amortised O(1) plus its breakpoints.
 */
export function requestBlocks(history: History, trailingTokens: number, unchanged: number): RequestBlocks {
  const length = history.length;
  return {
    count: 1 + length + (trailingTokens > 0 ? 1 : 0),
    historyLength: length,
    unchanged,
    userOrTool: (i) => history.role(i) === 'user' || history.isToolResult(i),
    tokensBefore: (blocks) => {
      if (blocks <= 0) return 0;
      const messages = Math.min(blocks - 1, length);
      return history.systemTokens + history.tokensBefore(messages) + (blocks > 1 + length ? trailingTokens : 0);
    },
  };
}
