import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  priceAt
} from "./chunk-TS6I3ZBO.js";

// src/models/recorded-cost.ts
function recordedCostUsd(record, model) {
  const { prices } = model;
  const tier = record.inputTokens / Math.max(1, record.requests ?? 1);
  const input = priceAt(prices.input, tier);
  const read = prices.cacheRead ? priceAt(prices.cacheRead, tier) : input;
  const write5m = prices.cacheWrite ? priceAt(prices.cacheWrite, tier) : input;
  const write1h = prices.cacheWrite1h ? priceAt(prices.cacheWrite1h, tier) : write5m;
  const fresh = record.inputTokens - record.cacheReadTokens - record.cacheWrite5mTokens - record.cacheWrite1hTokens;
  return (fresh * input + record.cacheReadTokens * read + record.cacheWrite5mTokens * write5m + record.cacheWrite1hTokens * write1h + record.outputTokens * priceAt(prices.output, tier)) / 1e6;
}

export {
  recordedCostUsd
};
