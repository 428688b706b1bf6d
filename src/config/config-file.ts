import type { AgentConfig, Config } from './config.js';
import type { ModelOverride, OverridePrices } from '../models/model.js';
import { parseSetting, SETTINGS } from './config.js';
import { isKnownModel, unknownModelMessage } from '../models/catalog.js';
import { failAt, mappingAt, numberAt, parseYaml, type YamlPath, type YamlSource } from './yaml-source.js';

/**
 * Reads `.ctxguard.yml` (YAML, or JSON, which is YAML too). Every error names the file, the line and
 * the key, so a typo is found without guessing; unknown keys are errors, not silently ignored.
 */
export function parseConfigFile(text: string, file: string): Partial<Config> {
  const source = parseYaml(text, file);
  if (source.value === null || source.value === undefined) return {};
  const top = mappingAt(source, [], source.value, [...SETTINGS.map((s) => s.fileKey), 'agents', 'models']);
  const config: Record<string, unknown> = readSettingsAt(source, [], top, false);
  if (top.agents !== undefined) config.agents = readAgents(source, top.agents);
  if (top.models !== undefined) config.models = readModels(source, top.models);
  // An unknown model is named where it is written, not later when a run is priced.
  const models = (config.models ?? {}) as Record<string, ModelOverride>;
  if (typeof config.model === 'string' && !isKnownModel(config.model, models)) failAt(source, ['model'], unknownModelMessage(config.model as string));
  ((config.agents ?? []) as Array<{ model?: string }>).forEach((agent, i) => {
    if (agent.model && !isKnownModel(agent.model, models)) failAt(source, ['agents', i, 'model'], unknownModelMessage(agent.model));
  });
  return config as Partial<Config>;
}

function readSettingsAt(source: YamlSource, path: YamlPath, values: Record<string, unknown>, agentOnly: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of SETTINGS) {
    if (agentOnly && !spec.perAgent) continue;
    if (values[spec.fileKey] === undefined) continue;
    const at = [...path, spec.fileKey];
    if (values[spec.fileKey] === null) failAt(source, at, 'has no value');
    out[spec.key] = parseSetting(spec, values[spec.fileKey], { source, path: at });
  }
  return out;
}

function readAgents(source: YamlSource, value: unknown): Array<Partial<AgentConfig> & { name: string }> {
  if (!Array.isArray(value) || value.length === 0) failAt(source, ['agents'], 'expected a list of agents');
  const names = new Set<string>();
  return value.map((raw: unknown, i: number) => {
    const path = ['agents', i];
    const keys = ['name', 'include', ...SETTINGS.filter((s) => s.perAgent).map((s) => s.fileKey)];
    const m = mappingAt(source, path, raw, keys);
    if (typeof m.name !== 'string' || !m.name.trim()) failAt(source, [...path, 'name'], 'every agent needs a name');
    if (names.has(m.name)) failAt(source, [...path, 'name'], `a second agent named '${m.name}'`);
    names.add(m.name);
    const agent: Record<string, unknown> = { name: m.name, ...readSettingsAt(source, path, m, true) };
    if (m.include !== undefined) agent.include = parseSetting(SETTINGS.find((s) => s.key === 'include')!, m.include, { source, path: [...path, 'include'] });
    return agent as Partial<AgentConfig> & { name: string };
  });
}

const PRICE_KEYS: Record<string, keyof OverridePrices> = {
  input: 'input',
  output: 'output',
  cache_read: 'cacheRead',
  cache_write_5m: 'cacheWrite5m',
  cache_write_1h: 'cacheWrite1h',
};

const MODEL_KEYS: Record<string, keyof ModelOverride> = {
  ...PRICE_KEYS,
  context_window: 'contextWindow',
  min_cacheable_tokens: 'minCacheableTokens',
};

/** `tiers:` of a model: each above a number of input tokens, larger than the one before, with the prices it changes. */
function readTiers(source: YamlSource, path: YamlPath, value: unknown): NonNullable<ModelOverride['tiers']> {
  if (!Array.isArray(value) || value.length === 0) failAt(source, path, 'expected a list of tiers, each `above:` a number of input tokens with its prices');
  let previous = 0;
  return value.map((raw: unknown, i: number) => {
    const at = [...path, i];
    const m = mappingAt(source, at, raw, ['above', ...Object.keys(PRICE_KEYS)]);
    if (m.above === undefined) failAt(source, at, 'a tier needs `above:`, the input tokens past which it applies');
    const above = numberAt(source, [...at, 'above'], m.above, { integer: true, min: 1 });
    if (above <= previous) failAt(source, [...at, 'above'], `expected more than the tier before (${previous}): tiers go up`);
    previous = above;
    const tier: OverridePrices & { above: number } = { above };
    for (const [key, field] of Object.entries(PRICE_KEYS)) if (m[key] !== undefined) tier[field] = numberAt(source, [...at, key], m[key], { min: 0 });
    if (Object.keys(tier).length === 1) failAt(source, at, 'a tier needs a price it changes (input, output, cache_read, cache_write_5m, cache_write_1h)');
    return tier;
  });
}

function readModels(source: YamlSource, value: unknown): Record<string, ModelOverride> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) failAt(source, ['models'], 'expected a mapping of model ids to prices');
  const models = value as Record<string, unknown>;
  const out: Record<string, ModelOverride> = {};
  for (const [id, raw] of Object.entries(models)) {
    const path = ['models', id];
    const m = mappingAt(source, path, raw, ['provider', 'tiers', ...Object.keys(MODEL_KEYS)]);
    const override: ModelOverride = {};
    if (m.provider !== undefined) {
      if (typeof m.provider !== 'string') failAt(source, [...path, 'provider'], 'expected a provider id (anthropic, openai, google, ...)');
      override.provider = m.provider;
    }
    for (const [key, field] of Object.entries(MODEL_KEYS)) {
      if (m[key] === undefined) continue;
      const whole = field === 'contextWindow' || field === 'minCacheableTokens';
      (override as Record<string, number>)[field] = numberAt(source, [...path, key], m[key], { integer: whole, min: 0 });
    }
    if (m.tiers !== undefined) override.tiers = readTiers(source, [...path, 'tiers'], m.tiers);
    out[id.toLowerCase()] = override;
  }
  return out;
}
