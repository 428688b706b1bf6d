import { priceAt, type ModelSpec, type TieredPrice } from '../models/model.js';
import type { CacheCharge } from './caching/provider-cache.js';

/**
 * What one request costs, as a `RequestMeter` prices it (docs/architecture.md, "Caching"): the input
 * its provider's cache reads at the cache-read price, what it writes at the cache-write price
 * (Anthropic's 1.25x, or 2x for one-hour writes; plain input where the model has none), the rest at
 * the input price, and the output. Every price is the tier the request's whole input falls in: past
 * 200K input tokens a long-context model bills all of it, cache reads and writes included, at its
 * long-context rates.
 */
export interface MeteredRequest {
  cachedTokens: number;
  writtenTokens: number;
  costUsd: number;
  /** The same request with no cache at all. */
  uncachedCostUsd: number;
}

/**
 * A run's meter: it prices each request into one object it reuses, valid until the next request, and
 * looks a price's tier up only when a request's input leaves the span the one before fell in (most
 * models have one tier or none, and a run's inputs grow slowly). A run of 100,000 requests otherwise
 * made 100,000 objects and 400,000 tier lookups (docs/architecture.md, "Simulation").
 */
export class RequestMeter {
  private readonly metered: MeteredRequest = { cachedTokens: 0, writtenTokens: 0, costUsd: 0, uncachedCostUsd: 0 };
  /** Every tier's start, of every price, in order: between two, every price is one tier's. */
  private readonly starts: number[];
  /** The span the prices below are for: inputs above `low` and up to `high`. */
  private low = Number.POSITIVE_INFINITY;
  private high = Number.NEGATIVE_INFINITY;
  private inputPrice = 0;
  private outputPrice = 0;
  private readPrice = 0;
  private writePrice = 0;

  constructor(private readonly model: ModelSpec) {
    const { input, output, cacheRead, cacheWrite } = model.prices;
    const tiered = [input, output, cacheRead, cacheWrite].filter((p): p is TieredPrice => p !== null);
    this.starts = [...new Set(tiered.flatMap((p) => p.tiers.map((t) => t.start)))].sort((a, b) => a - b);
  }

  request(inputTokens: number, charge: CacheCharge, outputTokens: number): MeteredRequest {
    if (!(inputTokens > this.low && inputTokens <= this.high)) this.priceFor(inputTokens);
    const outputCost = (outputTokens * this.outputPrice) / 1e6;
    const plain = inputTokens - charge.readTokens - charge.writtenTokens;
    const m = this.metered;
    m.cachedTokens = charge.readTokens;
    m.writtenTokens = charge.writtenTokens;
    m.costUsd = (plain * this.inputPrice + charge.readTokens * this.readPrice + charge.writtenTokens * this.writePrice) / 1e6 + outputCost;
    m.uncachedCostUsd = (inputTokens * this.inputPrice) / 1e6 + outputCost;
    return m;
  }

  /** The prices of the tier `inputTokens` falls in, and the span of inputs they hold for. */
  private priceFor(inputTokens: number): void {
    const { prices } = this.model;
    this.inputPrice = priceAt(prices.input, inputTokens);
    this.outputPrice = priceAt(prices.output, inputTokens);
    this.readPrice = prices.cacheRead ? priceAt(prices.cacheRead, inputTokens) : this.inputPrice;
    this.writePrice = prices.cacheWrite ? priceAt(prices.cacheWrite, inputTokens) : this.inputPrice;
    // A tier applies to inputs past its start: the span runs from the last start below to the next.
    const { starts } = this;
    let i = 0;
    while (i < starts.length && starts[i]! < inputTokens) i++;
    this.low = i === 0 ? Number.NEGATIVE_INFINITY : starts[i - 1]!;
    this.high = i === starts.length ? Number.POSITIVE_INFINITY : starts[i]!;
  }
}
