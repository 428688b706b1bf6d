import { priceAt, type ModelSpec } from '../models/model.js';

/**
 * What one request costs. The cached part is the prefix identical to the previous request's, counted
 * only when it reaches the model's minimum cacheable length; the rest of a cacheable request is
 * written to the cache, which Anthropic bills at its cache-write price and OpenAI and Gemini at the
 * plain input price.
 */
export interface MeteredRequest {
  cachedTokens: number;
  costUsd: number;
  uncachedCostUsd: number;
}

export function meterRequest(
  model: ModelSpec,
  caching: boolean,
  inputTokens: number,
  unchangedPrefixTokens: number,
  outputTokens: number,
): MeteredRequest {
  const { prices } = model;
  const inputPrice = priceAt(prices.input, inputTokens);
  const outputCost = (outputTokens * priceAt(prices.output, inputTokens)) / 1e6;
  const uncachedCostUsd = (inputTokens * inputPrice) / 1e6 + outputCost;
  const min = model.cache.minCacheableTokens;
  if (!caching || inputTokens < min || !prices.cacheRead) {
    return { cachedTokens: 0, costUsd: uncachedCostUsd, uncachedCostUsd };
  }
  const cachedTokens = unchangedPrefixTokens >= min ? unchangedPrefixTokens : 0;
  const fresh = inputTokens - cachedTokens;
  const freshPrice = prices.cacheWrite ? priceAt(prices.cacheWrite, inputTokens) : inputPrice;
  const costUsd = (cachedTokens * priceAt(prices.cacheRead, inputTokens) + fresh * freshPrice) / 1e6 + outputCost;
  return { cachedTokens, costUsd, uncachedCostUsd };
}
