/**
 * A provider's prompt cache over one run (docs/architecture.md, "Caching"): each provider bills it by
 * its own rules (`anthropic.ts`, `openai.ts`, `gemini.ts`, `implicit-prefix.ts`), the meter prices
 * what they return.
 */

/**
 * A request as a cache sees it: blocks in order, the system block (tools and system prompt) first,
 * then each history message, then what is rebuilt after the history, if anything is. A message is
 * one block: the simulator knows messages, not the content blocks inside them.
 */
export interface RequestBlocks {
  /** Every block of the request. */
  count: number;
  /** Tokens of the first `blocks` blocks; `tokensBefore(count)` is the request's input. */
  tokensBefore(blocks: number): number;
  /** History messages: blocks 1 to `historyLength`. */
  historyLength: number;
  /** Whether history message `i` (0-based) is a user or tool message: the ones SWE-agent marks. */
  userOrTool(i: number): boolean;
  /** Leading blocks identical to the previous request's: 0 for a run's first request. */
  unchanged: number;
}

/** What a request reads from the cache and writes to it; the rest of its input is plain input. */
export interface CacheCharge {
  readTokens: number;
  writtenTokens: number;
}

export const NOTHING_CACHED: CacheCharge = { readTokens: 0, writtenTokens: 0 };

export interface ProviderCache {
  /** One of the run's requests: what it reads of what earlier requests wrote, and what it writes. */
  request(blocks: RequestBlocks): CacheCharge;
  /**
   * A request beside the run whose first `sharedTokens` repeat what the run's previous request sent
   * (a summarising call reads the context as it was; a side call shares nothing: 0). It leaves
   * nothing in the cache for the run.
   */
  single(inputTokens: number, sharedTokens: number): CacheCharge;
}

/** Caching off, or a model without a cached-input price. */
export const NO_CACHE: ProviderCache = {
  request: () => NOTHING_CACHED,
  single: () => NOTHING_CACHED,
};
