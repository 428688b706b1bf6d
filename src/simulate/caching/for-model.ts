import { cacheBilling } from '../../models/cache-billing.js';
import type { ModelSpec } from '../../models/model.js';
import { AnthropicCache } from './anthropic.js';
import { geminiCache } from './gemini.js';
import { prefixCache } from './implicit-prefix.js';
import { DEFAULT_LAYOUT, type CacheLayout } from '../../frameworks/cache-layout.js';
import { openAiCache } from './openai.js';
import { NO_CACHE, type ProviderCache } from './provider-cache.js';

/**
 * The cache a run of this model meets (docs/architecture.md, "Caching"): its provider's rules, with the
 * agent's breakpoint layout where the provider caches only at breakpoints (Anthropic).
 */
export function providerCache(model: ModelSpec, caching: boolean, layout: CacheLayout = DEFAULT_LAYOUT): ProviderCache {
  if (!caching || !model.prices.cacheRead) return NO_CACHE;
  switch (cacheBilling(model.provider, model.id)) {
    case 'anthropic':
      return new AnthropicCache(model.cache.minCacheableTokens, layout);
    case 'openai':
      return openAiCache(model);
    case 'gemini':
      return geminiCache(model);
    case 'prefix':
      return prefixCache(model.cache.minCacheableTokens, model.prices.cacheWrite !== null);
    case 'none':
      return NO_CACHE;
  }
}
