import type { EncodingName } from '../count/vocabulary.js';

/** Dollars per million tokens; above a tier's `start` input tokens the whole request pays its price. */
export interface TieredPrice {
  base: number;
  tiers: Array<{ start: number; price: number }>;
}

export interface PriceSheet {
  input: TieredPrice;
  output: TieredPrice;
  /** Null where the provider has no cached-input price. */
  cacheRead: TieredPrice | null;
  /** Cache writes (5-minute lifetime unless the scenario asks for 1 hour); null where writes cost nothing extra. */
  cacheWrite: TieredPrice | null;
  /** One-hour cache writes, where the provider offers them. */
  cacheWrite1h: TieredPrice | null;
}

export interface CacheRules {
  /** A prefix shorter than this is neither cached nor written. */
  minCacheableTokens: number;
}

export interface ModelSpec {
  id: string;
  provider: string;
  contextWindow: number;
  prices: PriceSheet;
  cache: CacheRules;
  /** The encoding counts are made with; `exact` is false where the model's tokenizer is not public. */
  tokenizer: { encoding: EncodingName; exact: boolean };
  /** Where the prices come from: the dataset and its date, or the config file. */
  source: string;
}

export function priceAt(price: TieredPrice, inputTokens: number): number {
  let value = price.base;
  // An indexed loop: this runs for every price of every simulated request.
  for (let i = 0; i < price.tiers.length; i++) if (inputTokens > price.tiers[i]!.start) value = price.tiers[i]!.price;
  return value;
}

/** Prices and limits that override or add to the model catalog, per model id. */
export interface ModelOverride extends OverridePrices {
  provider?: string;
  contextWindow?: number;
  minCacheableTokens?: number;
  /**
   * Long-context tiers: above `above` input tokens the whole request pays the tier's prices, as the
   * dataset's tiers are read. A price a tier names replaces the dataset's tiers of that price.
   */
  tiers?: Array<OverridePrices & { above: number }>;
}

/** Dollars per million tokens, each where the config gives it. */
export interface OverridePrices {
  input?: number;
  output?: number;
  cacheRead?: number;
  cacheWrite5m?: number;
  cacheWrite1h?: number;
}
