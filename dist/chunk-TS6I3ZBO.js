import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/models/model.ts
function priceAt(price, inputTokens) {
  let value = price.base;
  for (let i = 0; i < price.tiers.length; i++) if (inputTokens > price.tiers[i].start) value = price.tiers[i].price;
  return value;
}

export {
  priceAt
};
