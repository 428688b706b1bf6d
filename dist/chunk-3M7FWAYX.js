import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  SETTINGS,
  failAt,
  isKnownModel,
  mappingAt,
  numberAt,
  parseSetting,
  parseYaml,
  unknownModelMessage
} from "./chunk-UNORK3EK.js";
import {
  groupedNumber
} from "./chunk-MPTDITOE.js";

// src/config/config-file.ts
function parseConfigFile(text, file) {
  const source = parseYaml(text, file);
  if (source.value === null || source.value === void 0) return {};
  const top = mappingAt(source, [], source.value, [...SETTINGS.map((s) => s.fileKey), "agents", "models"]);
  const config = readSettingsAt(source, [], top, false);
  if (top.agents !== void 0) config.agents = readAgents(source, top.agents);
  if (top.models !== void 0) config.models = readModels(source, top.models);
  const models = config.models ?? {};
  if (typeof config.model === "string" && !isKnownModel(config.model, models)) failAt(source, ["model"], unknownModelMessage(config.model));
  (config.agents ?? []).forEach((agent, i) => {
    if (agent.model && !isKnownModel(agent.model, models)) failAt(source, ["agents", i, "model"], unknownModelMessage(agent.model));
  });
  return config;
}
function readSettingsAt(source, path, values, agentOnly) {
  const out = {};
  for (const spec of SETTINGS) {
    if (agentOnly && !spec.perAgent) continue;
    if (values[spec.fileKey] === void 0) continue;
    const at = [...path, spec.fileKey];
    if (values[spec.fileKey] === null) failAt(source, at, "has no value");
    out[spec.key] = parseSetting(spec, values[spec.fileKey], { source, path: at });
  }
  return out;
}
function readAgents(source, value) {
  if (!Array.isArray(value) || value.length === 0) failAt(source, ["agents"], "expected a list of agents");
  const names = /* @__PURE__ */ new Set();
  return value.map((raw, i) => {
    const path = ["agents", i];
    const keys = ["name", "include", ...SETTINGS.filter((s) => s.perAgent).map((s) => s.fileKey)];
    const m = mappingAt(source, path, raw, keys);
    if (typeof m.name !== "string" || !m.name.trim()) failAt(source, [...path, "name"], "every agent needs a name");
    if (names.has(m.name)) failAt(source, [...path, "name"], `a second agent named '${m.name}'`);
    names.add(m.name);
    const agent = { name: m.name, ...readSettingsAt(source, path, m, true) };
    if (m.include !== void 0) agent.include = parseSetting(SETTINGS.find((s) => s.key === "include"), m.include, { source, path: [...path, "include"] });
    return agent;
  });
}
var PRICE_KEYS = {
  input: "input",
  output: "output",
  cache_read: "cacheRead",
  cache_write_5m: "cacheWrite5m",
  cache_write_1h: "cacheWrite1h"
};
var MODEL_KEYS = {
  ...PRICE_KEYS,
  context_window: "contextWindow",
  min_cacheable_tokens: "minCacheableTokens"
};
function readTiers(source, path, value) {
  if (!Array.isArray(value) || value.length === 0) failAt(source, path, "expected a list of tiers, each `above:` a number of input tokens with its prices");
  let previous = 0;
  return value.map((raw, i) => {
    const at = [...path, i];
    const m = mappingAt(source, at, raw, ["above", ...Object.keys(PRICE_KEYS)]);
    if (m.above === void 0) failAt(source, at, "a tier needs `above:`, the input tokens past which it applies");
    const above = numberAt(source, [...at, "above"], m.above, { integer: true, min: 1 });
    if (above <= previous) failAt(source, [...at, "above"], `expected more than the tier before (${previous}): tiers go up`);
    previous = above;
    const tier = { above };
    for (const [key, field] of Object.entries(PRICE_KEYS)) if (m[key] !== void 0) tier[field] = numberAt(source, [...at, key], m[key], { min: 0 });
    if (Object.keys(tier).length === 1) failAt(source, at, "a tier needs a price it changes (input, output, cache_read, cache_write_5m, cache_write_1h)");
    return tier;
  });
}
function readModels(source, value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) failAt(source, ["models"], "expected a mapping of model ids to prices");
  const models = value;
  const out = {};
  for (const [id, raw] of Object.entries(models)) {
    const path = ["models", id];
    const m = mappingAt(source, path, raw, ["provider", "tiers", ...Object.keys(MODEL_KEYS)]);
    const override = {};
    if (m.provider !== void 0) {
      if (typeof m.provider !== "string") failAt(source, [...path, "provider"], "expected a provider id (anthropic, openai, google, ...)");
      override.provider = m.provider;
    }
    for (const [key, field] of Object.entries(MODEL_KEYS)) {
      if (m[key] === void 0) continue;
      const whole = field === "contextWindow" || field === "minCacheableTokens";
      override[field] = numberAt(source, [...path, key], m[key], { integer: whole, min: 0 });
    }
    if (m.tiers !== void 0) override.tiers = readTiers(source, [...path, "tiers"], m.tiers);
    out[id.toLowerCase()] = override;
  }
  return out;
}

// src/report/format.ts
function formatTokens(n) {
  return groupedNumber(n);
}
function formatSigned(n) {
  return n > 0 ? `+${groupedNumber(n)}` : groupedNumber(n);
}
function formatPercent(p) {
  if (p === null) return "new";
  const rounded = Math.abs(p) >= 10 ? p.toFixed(0) : p.toFixed(1);
  return `${p > 0 ? "+" : ""}${rounded}%`;
}
function percentChange(base, head) {
  if (base === 0) return head === 0 ? 0 : null;
  return (head - base) / base * 100;
}
function formatUsd(usd, signed = false) {
  const abs = Math.abs(usd);
  const body = abs >= 0.01 || abs === 0 ? groupedNumber(abs, 2) : abs.toPrecision(2);
  const sign = usd < 0 ? "-" : signed && usd > 0 ? "+" : "";
  return `${sign}$${body}`;
}
function formatUsdPair(base, head) {
  const apart = Math.abs(head - base);
  const smallest = Math.min(...[base, head].map(Math.abs).filter((v) => v > 0));
  const needed = [apart, smallest].filter((v) => v > 0 && Number.isFinite(v)).map((v) => 1 - Math.floor(Math.log10(v)));
  const decimals = Math.min(4, Math.max(2, ...needed));
  const at = (usd, sign = "") => `${usd < 0 ? "-" : sign}$${groupedNumber(Math.abs(usd), decimals)}`;
  const delta = at(head - base, head > base ? "+" : "");
  const shown = /[1-9]/.test(delta) || head === base ? delta : formatUsd(head - base, true);
  return { base: at(base), head: at(head), delta: shown };
}
function formatDateRange(from, to) {
  const a = from.slice(0, 10);
  const b = to.slice(0, 10);
  return a === b ? a : `${a} to ${b}`;
}
function countedWith(model, show = (name) => name) {
  return model.scale === void 0 ? show(model.encoding) : `${show(model.encoding)} \xD7 ${model.scale.toFixed(2)}`;
}
function usdAbove(usd, limit, signed = true) {
  const sign = signed && usd > 0 ? "+" : "";
  const shown = formatUsd(usd, signed);
  if (shown !== `${sign}${formatUsd(limit)}`) return shown;
  for (let decimals = 3; decimals <= 9; decimals++) {
    if (usd.toFixed(decimals) !== limit.toFixed(decimals)) return `${sign}$${groupedNumber(usd, decimals)}`;
  }
  return shown;
}

export {
  parseConfigFile,
  formatTokens,
  formatSigned,
  formatPercent,
  percentChange,
  formatUsd,
  formatUsdPair,
  formatDateRange,
  countedWith,
  usdAbove
};
