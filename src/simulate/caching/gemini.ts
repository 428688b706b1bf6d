import type { ModelSpec } from '../../models/model.js';
import { ImplicitPrefixCache } from './implicit-prefix.js';
import type { ProviderCache } from './provider-cache.js';

/**
 * Gemini's implicit caching (docs/architecture.md, "Caching"), from
 * ai.google.dev/gemini-api/docs/caching: on by default for Gemini 2.5 and newer, a request that hits
 * the cache is billed its cached tokens at the cached price, from the model's minimum
 * (`src/models/cache-minimums.ts`), with no write fee and no storage fee; those are explicit
 * caching's, which an application sets up itself. No step is documented: the whole shared prefix counts.
 */
export function geminiCache(model: ModelSpec): ProviderCache {
  return new ImplicitPrefixCache({ minTokens: model.cache.minCacheableTokens, stepTokens: 1, writes: false });
}
