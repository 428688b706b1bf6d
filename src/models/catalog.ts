import { publicTokenizer } from './calibration.js';
import { calcPrice } from '@pydantic/genai-prices';
import type { EncodingName } from '../count/vocabulary.js';
import { InputError } from '../input-error.js';
import { cacheBilling } from './cache-billing.js';
import { minimumCacheableTokens } from './cache-minimums.js';
import type { ModelOverride, ModelSpec, OverridePrices, TieredPrice } from './model.js';

/**
 * Models, windows and prices from Pydantic's genai-prices dataset (bundled, so no network at run
 * time), with the minimum cacheable lengths the providers document (`cache-minimums.ts`), which the
 * dataset does not carry.
 */
export const PRICE_DATA = { package: '@pydantic/genai-prices', version: '0.1.8', published: '2026-09-23' };
const SOURCE = `genai-prices ${PRICE_DATA.version} (${PRICE_DATA.published})`;

export const DEFAULT_MODEL = 'claude-sonnet-4-5';

/**
 * Which encoding counts a model's text: OpenAI's own tokenizers, Gemma 3's for the Gemini models
 * Google's SDK counts with it, else `o200k_base` as an estimate
 * (docs/architecture.md, "Exact counts from the provider").
 */
function tokenizerFor(provider: string, id: string): { encoding: EncodingName; exact: boolean } {
  if (provider === 'openai') {
    const legacy = /^(gpt-4($|-\d|-turbo)|gpt-3\.5)/.test(id);
    return { encoding: legacy ? 'cl100k_base' : 'o200k_base', exact: true };
  }
  const own = publicTokenizer(id);
  return own ? { encoding: own, exact: true } : { encoding: 'o200k_base', exact: false };
}

const cache = new Map<string, ModelSpec>();

/**
 * Resolves an id or alias (`claude-sonnet-4-5`, `gpt-4o`, dated snapshots) to its spec, with the
 * config's overrides on top; a model the dataset lacks can be defined entirely by its override.
 */
export function resolveModel(id: string, overrides: Record<string, ModelOverride> = {}, cacheTtl: '5m' | '1h' = '5m'): ModelSpec {
  const key = id.trim().toLowerCase();
  const override = overrides[key];
  const known = catalogModel(key) ?? (override ? undefined : unknownModel(id));
  const spec = override ? applyOverride(key, known, override) : known!;
  if (cacheTtl === '1h' && spec.prices.cacheWrite1h) return { ...spec, prices: { ...spec.prices, cacheWrite: spec.prices.cacheWrite1h } };
  return spec;
}

export function unknownModelMessage(id: string): string {
  return `unknown model '${id}': not in ${SOURCE}; give its prices under models: in the config`;
}

function unknownModel(id: string): never {
  throw new InputError(unknownModelMessage(id));
}

const flat = (n: number | undefined): TieredPrice | null => (n === undefined ? null : { base: n, tiers: [] });

/** Anthropic prices its cache from the input price: reads 0.1x, 5-minute writes 1.25x, 1-hour 2x. */
const ANTHROPIC_CACHE = { read: 0.1, write: 1.25, write1h: 2 };

/**
 * One price of an override: its flat price over the dataset's (a flat price drops the dataset's
 * tiers of it), then the override's tiers of that price over whatever tiers are left.
 */
function overridden(o: ModelOverride, key: keyof OverridePrices, known: TieredPrice | null | undefined): TieredPrice | null | undefined {
  const price = flat(o[key]) ?? known;
  const tiers = (o.tiers ?? []).filter((t) => t[key] !== undefined).map((t) => ({ start: t.above, price: t[key]! }));
  if (tiers.length === 0) return price;
  return price ? { base: price.base, tiers } : undefined;
}

function applyOverride(id: string, known: ModelSpec | undefined, o: ModelOverride): ModelSpec {
  const input = overridden(o, 'input', known?.prices.input);
  const output = overridden(o, 'output', known?.prices.output);
  if (!input || !output) throw new InputError(`model '${id}' is not in ${SOURCE}: its override needs input and output prices`);
  const provider = o.provider ?? known?.provider ?? 'custom';
  // A new input price moves Anthropic's cache prices with it, unless they are given too.
  const derived = provider === 'anthropic' && (o.input !== undefined || (o.tiers ?? []).some((t) => t.input !== undefined) || !known);
  const times = (k: number): TieredPrice => ({ base: input.base * k, tiers: input.tiers.map((t) => ({ start: t.start, price: t.price * k })) });
  return {
    id: known?.id ?? id,
    provider,
    contextWindow: o.contextWindow ?? known?.contextWindow ?? 128_000,
    prices: {
      input,
      output,
      cacheRead: overridden(o, 'cacheRead', derived ? times(ANTHROPIC_CACHE.read) : known?.prices.cacheRead) ?? null,
      cacheWrite: overridden(o, 'cacheWrite5m', derived ? times(ANTHROPIC_CACHE.write) : known?.prices.cacheWrite) ?? null,
      cacheWrite1h: overridden(o, 'cacheWrite1h', derived ? times(ANTHROPIC_CACHE.write1h) : known?.prices.cacheWrite1h) ?? null,
    },
    cache: { minCacheableTokens: o.minCacheableTokens ?? known?.cache.minCacheableTokens ?? minimumCacheableTokens(cacheBilling(provider, id), id) },
    tokenizer: known?.tokenizer ?? tokenizerFor(provider, id),
    source: known ? `${known.source}, with overrides from the config` : 'the config',
  };
}

/** The model an id names, from the dataset or the config's own models; undefined for none with prices (an id, a recorded request's, that need not be one). */
export function knownModel(id: string | undefined, overrides: Record<string, ModelOverride> = {}): ModelSpec | undefined {
  return id !== undefined && isKnownModel(id, overrides) ? resolveModel(id, overrides) : undefined;
}

/** Whether an id resolves, from the dataset or the config's own models. */
export function isKnownModel(id: string, overrides: Record<string, ModelOverride> = {}): boolean {
  const key = id.trim().toLowerCase();
  return key in overrides || catalogModel(key) !== undefined;
}

/**
 * The dataset's entry for an id as code names models: bare (`gpt-4o`, dated snapshots), with a
 * LiteLLM provider prefix (`anthropic/claude-sonnet-4-5`, `azure/gpt-4o`), split as the dataset's own
 * LiteLLM rule splits it, or with pydantic-ai's `provider:model` (`openai:gpt-4o`). A Bedrock id's
 * `:0` version is no provider.
 */
function priceEntry(key: string): ReturnType<typeof calcPrice> {
  const usage = { input_tokens: 0, output_tokens: 0 };
  const bare = calcPrice(usage, key);
  if (bare) return bare;
  const prefixed = /^([a-z][\w-]*):([^/:]+)$/.exec(key);
  const litellm = key.includes('/') ? key : prefixed ? `${prefixed[1]}/${prefixed[2]}` : undefined;
  return litellm ? calcPrice(usage, litellm, { providerId: 'litellm' }) : null;
}

function catalogModel(key: string): ModelSpec | undefined {
  const hit = cache.get(key);
  if (hit) return hit;
  const found = priceEntry(key);
  if (!found) return undefined;
  const p = found.model_price;
  const price = (name: string): TieredPrice | null => {
    const value = p[name];
    if (value === undefined) return null;
    if (typeof value === 'number') return { base: value, tiers: [] };
    return { base: value.base, tiers: value.tiers.map((t) => ({ start: t.start, price: t.price })) };
  };
  const input = price('input_mtok');
  const output = price('output_mtok');
  if (!input || !output) throw new InputError(`model '${key}' has no token prices in ${SOURCE}`);
  const modelId = found.model.id;
  const spec: ModelSpec = {
    id: modelId,
    provider: found.provider.id,
    contextWindow: found.model.context_window ?? (found.provider.id === 'google' ? 1_048_576 : 128_000),
    prices: {
      input,
      output,
      cacheRead: price('cache_read_mtok'),
      cacheWrite: price('cache_write_mtok'),
      cacheWrite1h: price('cache_write_1h_mtok'),
    },
    // The id as the repository names it first: the dataset prices some models under another's id.
    cache: { minCacheableTokens: minimumCacheableTokens(cacheBilling(found.provider.id, modelId), key, modelId) },
    tokenizer: tokenizerFor(found.provider.id, modelId),
    source: SOURCE,
  };
  cache.set(key, spec);
  return spec;
}
