import type { UsageRecord } from '../trace/usage/usage-record.js';
import { priceAt, type ModelSpec } from './model.js';

/**
 * What a recorded request cost at the model's prices: its fresh input at the input price, its cache
 * reads at the cache-read price, its five-minute and one-hour writes at theirs (each falling back to
 * the price below it where the model has none), and its output. Every price is the tier the
 * request's whole input falls in, as `RequestMeter` prices a simulated request.
 */
export function recordedCostUsd(record: UsageRecord, model: ModelSpec): number {
  const { prices } = model;
  const n = record.inputTokens;
  const input = priceAt(prices.input, n);
  const read = prices.cacheRead ? priceAt(prices.cacheRead, n) : input;
  const write5m = prices.cacheWrite ? priceAt(prices.cacheWrite, n) : input;
  const write1h = prices.cacheWrite1h ? priceAt(prices.cacheWrite1h, n) : write5m;
  const fresh = n - record.cacheReadTokens - record.cacheWrite5mTokens - record.cacheWrite1hTokens;
  return (
    (fresh * input + record.cacheReadTokens * read + record.cacheWrite5mTokens * write5m + record.cacheWrite1hTokens * write1h + record.outputTokens * priceAt(prices.output, n)) /
    1e6
  );
}
