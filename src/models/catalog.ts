import { calcPrice } from '@pydantic/genai-prices';
import type { EncodingName } from '../count/vocabulary.js';
import { InputError } from '../input-error.js';
import type { ModelSpec, TieredPrice } from './model.js';

/**
 * Models, windows and prices from Pydantic's genai-prices dataset (bundled, so no network at run
 * time), with the cache rules the providers document, which the dataset does not carry.
 */
export const PRICE_DATA = { package: '@pydantic/genai-prices', version: '0.1.8', published: '2026-09-23' };
const SOURCE = `genai-prices ${PRICE_DATA.version} (${PRICE_DATA.published})`;

export const DEFAULT_MODEL = 'claude-sonnet-4-5';

/** Minimum cacheable prompt per model family, from the providers' prompt-caching pages. */
const MIN_CACHEABLE: Array<[RegExp, number]> = [
  [/^claude-(haiku-4-5|opus-4-5|opus-4-6)/, 4096],
  [/^claude-(sonnet-4-6|3-5-haiku|3-haiku)/, 2048],
  [/^claude/, 1024],
  [/^gemini-3/, 4096],
  [/^gemini-2\.5-pro/, 2048],
  [/^gemini/, 1024],
];

/** Which encoding counts a model's text; only OpenAI publishes its tokenizers. */
function tokenizerFor(provider: string, id: string): { encoding: EncodingName; exact: boolean } {
  if (provider === 'openai') {
    const legacy = /^(gpt-4($|-\d|-turbo)|gpt-3\.5)/.test(id);
    return { encoding: legacy ? 'cl100k_base' : 'o200k_base', exact: true };
  }
  return { encoding: 'o200k_base', exact: false };
}

const cache = new Map<string, ModelSpec>();

/** Resolves an id or alias (`claude-sonnet-4-5`, `gpt-4o`, dated snapshots) to its spec. */
export function resolveModel(id: string): ModelSpec {
  const key = id.trim().toLowerCase();
  const hit = cache.get(key);
  if (hit) return hit;
  const found = calcPrice({ input_tokens: 0, output_tokens: 0 }, key);
  if (!found) throw new InputError(`unknown model '${id}': not in ${SOURCE}; give its prices under models: in the config`);
  const p = found.model_price;
  const price = (name: string): TieredPrice | null => {
    const value = p[name];
    if (value === undefined) return null;
    if (typeof value === 'number') return { base: value, tiers: [] };
    return { base: value.base, tiers: value.tiers.map((t) => ({ start: t.start, price: t.price })) };
  };
  const input = price('input_mtok');
  const output = price('output_mtok');
  if (!input || !output) throw new InputError(`model '${id}' has no token prices in ${SOURCE}`);
  const modelId = found.model.id;
  const spec: ModelSpec = {
    id: modelId,
    provider: found.provider.id,
    contextWindow: found.model.context_window ?? (found.provider.id === 'google' ? 1_048_576 : 128_000),
    prices: { input, output, cacheRead: price('cache_read_mtok'), cacheWrite: price('cache_write_mtok') },
    cache: { minCacheableTokens: MIN_CACHEABLE.find(([re]) => re.test(modelId))?.[1] ?? 1024 },
    tokenizer: tokenizerFor(found.provider.id, modelId),
    source: SOURCE,
  };
  cache.set(key, spec);
  return spec;
}
