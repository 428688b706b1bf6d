import type { ModelSpec } from '../../models/model.js';
import { ImplicitPrefixCache } from './implicit-prefix.js';
import type { ProviderCache } from './provider-cache.js';

/** "The number of cached tokens in a request will always fall within the following sequence: 1024, 1152, 1280, 1408". */
export const OPENAI_CACHE_STEP = 128;

/**
 * OpenAI's prompt caching (docs/architecture.md, "Caching"), from
 * developers.openai.com/api/docs/guides/prompt-caching: automatic for prompts of 1,024 tokens or more,
 * cache hits in 128-token increments past that, cached input at the model's cached price. "Cache
 * writes have no additional fee on models before the GPT-5.6 family. For GPT-5.6 models and later
 * model families, cache writes cost 1.25x the uncached input token rate": the dataset carries that
 * write price for those models only, so it decides. Retention changes when a cache expires, not what
 * it costs: in memory, typically 5 to 10 minutes of inactivity and at most an hour; extended
 * (`prompt_cache_retention: "24h"`), up to 24 hours. A run's requests come well within either.
 */
export function openAiCache(model: ModelSpec): ProviderCache {
  return new ImplicitPrefixCache({ minTokens: model.cache.minCacheableTokens, stepTokens: OPENAI_CACHE_STEP, writes: model.prices.cacheWrite !== null });
}
