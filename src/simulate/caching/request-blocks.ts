import type { History } from '../history.js';
import type { RequestBlocks } from './provider-cache.js';

/**
 * A run's request as blocks (docs/architecture.md, "Caching"): the system message, the history as the
 * policy leaves it, and what is rebuilt after it (`trailingTokens`, one block when there is any).
 * `unchanged` is how many leading blocks the previous request had too. Prefix sums come from the
 * history's own, so a request costs amortised O(1) plus its breakpoints.
 *
 * One per run, moved to each request in turn (`at`): a caching provider reads it during the request
 * and keeps nothing of it, and a long run would otherwise make an object and two closures per request.
 */
export class HistoryBlocks implements RequestBlocks {
  count = 0;
  historyLength = 0;
  unchanged = 0;

  constructor(
    private readonly history: History,
    private readonly trailingTokens: number,
  ) {}

  /** The request the history now makes, sharing its first `unchanged` blocks with the previous one. */
  at(unchanged: number): this {
    this.historyLength = this.history.length;
    this.count = 1 + this.historyLength + (this.trailingTokens > 0 ? 1 : 0);
    this.unchanged = unchanged;
    return this;
  }

  userOrTool(i: number): boolean {
    return this.history.role(i) === 'user' || this.history.isToolResult(i);
  }

  tokensBefore(blocks: number): number {
    if (blocks <= 0) return 0;
    const messages = Math.min(blocks - 1, this.historyLength);
    return this.history.systemTokens + this.history.tokensBefore(messages) + (blocks > 1 + this.historyLength ? this.trailingTokens : 0);
  }
}
