import { priceAt, type ModelSpec } from '../models/model.js';
import type { CacheCharge } from './caching/provider-cache.js';

/**
 * What one request costs (docs/architecture.md, "Caching"): the input its provider's cache reads at
 * the cache-read price, what it writes at the cache-write price (Anthropic's 1.25x, or 2x for one-hour
 * writes; plain input where the model has none), the rest at the input price, and the output. Every
 * price is the tier the request's whole input falls in: past 200K input tokens a long-context model
 * bills all of it, cache reads and writes included, at its long-context rates.
 */
export interface MeteredRequest {
  cachedTokens: number;
  writtenTokens: number;
  costUsd: number;
  /** The same request with no cache at all. */
  uncachedCostUsd: number;
}

export function meterRequest(model: ModelSpec, inputTokens: number, charge: CacheCharge, outputTokens: number): MeteredRequest {
  const { prices } = model;
  const inputPrice = priceAt(prices.input, inputTokens);
  const outputCost = (outputTokens * priceAt(prices.output, inputTokens)) / 1e6;
  const plain = inputTokens - charge.readTokens - charge.writtenTokens;
  const readPrice = prices.cacheRead ? priceAt(prices.cacheRead, inputTokens) : inputPrice;
  const writePrice = prices.cacheWrite ? priceAt(prices.cacheWrite, inputTokens) : inputPrice;
  return {
    cachedTokens: charge.readTokens,
    writtenTokens: charge.writtenTokens,
    costUsd: (plain * inputPrice + charge.readTokens * readPrice + charge.writtenTokens * writePrice) / 1e6 + outputCost,
    uncachedCostUsd: (inputTokens * inputPrice) / 1e6 + outputCost,
  };
}
