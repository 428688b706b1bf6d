import { NOTHING_CACHED, type CacheCharge, type ProviderCache, type RequestBlocks } from './provider-cache.js';

/** How a provider that caches on its own bills it. */
export interface ImplicitRules {
  /** A request, and a cached prefix, shorter than this is not cached. */
  minTokens: number;
  /** Cached prefixes grow in steps of this many tokens past the minimum. */
  stepTokens: number;
  /** The input not read is billed at the model's cache-write price (it has one) rather than as plain input. */
  writes: boolean;
}

/**
 * Automatic prefix caching (docs/architecture.md, "Caching"): with no breakpoint to place, a request
 * reads the longest prefix it shares with what the provider processed before, the previous request's
 * being the longest a run has. No layout applies.
 */
export class ImplicitPrefixCache implements ProviderCache {
  constructor(private readonly rules: ImplicitRules) {}

  request(blocks: RequestBlocks): CacheCharge {
    return this.single(blocks.tokensBefore(blocks.count), blocks.tokensBefore(blocks.unchanged));
  }

  single(inputTokens: number, sharedTokens: number): CacheCharge {
    const { minTokens, stepTokens, writes } = this.rules;
    if (inputTokens < minTokens) return NOTHING_CACHED;
    const readTokens = sharedTokens < minTokens ? 0 : minTokens + Math.floor((sharedTokens - minTokens) / stepTokens) * stepTokens;
    return { readTokens, writtenTokens: writes ? inputTokens - readTokens : 0 };
  }
}

/**
 * A provider the other files do not describe that prices cached input (DeepSeek, Mistral, xAI...): the
 * unchanged prefix once it reaches the model's minimum, and the rest written at the model's
 * cache-write price where the dataset gives one.
 */
export function prefixCache(minTokens: number, hasWritePrice: boolean): ProviderCache {
  return new ImplicitPrefixCache({ minTokens, stepTokens: 1, writes: hasWritePrice });
}
