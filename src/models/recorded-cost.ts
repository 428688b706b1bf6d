import type { UsageRecord } from '../trace/usage/usage-record.js';
import { priceAt, type ModelSpec } from './model.js';

/**
 * What a recorded request cost at the model's prices: its fresh input at the input price, its cache
 * reads at the cache-read price, its five-minute and one-hour writes at theirs (each falling back to
 * the price below it where the model has none), and its output. Every price is the tier the
 * request's whole input falls in, as `RequestMeter` prices a simulated request; a record that sums a
 * run's requests is priced at the tier of its average request.
 */
export function recordedCostUsd(record: UsageRecord, model: ModelSpec): number {
  const { prices } = model;
  // The input of the request whose tier prices it: a run's totals are priced at their average request's.
  const tier = record.inputTokens / Math.max(1, record.requests ?? 1);
  const input = priceAt(prices.input, tier);
  const read = prices.cacheRead ? priceAt(prices.cacheRead, tier) : input;
  const write5m = prices.cacheWrite ? priceAt(prices.cacheWrite, tier) : input;
  const write1h = prices.cacheWrite1h ? priceAt(prices.cacheWrite1h, tier) : write5m;
  const fresh = record.inputTokens - record.cacheReadTokens - record.cacheWrite5mTokens - record.cacheWrite1hTokens;
  return (
    (fresh * input + record.cacheReadTokens * read + record.cacheWrite5mTokens * write5m + record.cacheWrite1hTokens * write1h + record.outputTokens * priceAt(prices.output, tier)) /
    1e6
  );
}
