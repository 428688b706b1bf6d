import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  commandConfig,
  flagHelp,
  flagOptions,
  oneOf,
  parseCommandArgs
} from "./chunk-DRI3D4VD.js";
import "./chunk-EBPCHB2I.js";
import {
  RECORDED_USAGE
} from "./chunk-F2GTTWIL.js";
import "./chunk-O3HMRPSH.js";
import {
  priceAt
} from "./chunk-TS6I3ZBO.js";
import {
  isKnownModel,
  resolveModel
} from "./chunk-ZNC5RTR5.js";
import {
  countAt,
  jsonLocation,
  parseJson,
  providerUsageCounts,
  providerUsageKind
} from "./chunk-DSFQXJMA.js";
import "./chunk-NXVSBI7R.js";
import {
  assertNever,
  groupedNumber
} from "./chunk-LUOEGHAB.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";
import "./chunk-FLTLESHA.js";
import "./chunk-LQK3ML4U.js";

// src/cli/recorded.ts
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, resolve } from "node:path";

// src/models/recorded-cost.ts
function recordedCostUsd(record, model) {
  const { prices } = model;
  const n = record.inputTokens;
  const input = priceAt(prices.input, n);
  const read = prices.cacheRead ? priceAt(prices.cacheRead, n) : input;
  const write5m = prices.cacheWrite ? priceAt(prices.cacheWrite, n) : input;
  const write1h = prices.cacheWrite1h ? priceAt(prices.cacheWrite1h, n) : write5m;
  const fresh = n - record.cacheReadTokens - record.cacheWrite5mTokens - record.cacheWrite1hTokens;
  return (fresh * input + record.cacheReadTokens * read + record.cacheWrite5mTokens * write5m + record.cacheWrite1hTokens * write1h + record.outputTokens * priceAt(prices.output, n)) / 1e6;
}

// src/analyze/recorded-usage.ts
var UNNAMED_AGENT = "agent";
function summariseRecordedUsage(records, price) {
  const byAgent = /* @__PURE__ */ new Map();
  for (const record of records) {
    const agent = record.agent ?? UNNAMED_AGENT;
    const runs = byAgent.get(agent) ?? byAgent.set(agent, /* @__PURE__ */ new Map()).get(agent);
    const runId = record.runId ?? record.source.file;
    (runs.get(runId) ?? runs.set(runId, []).get(runId)).push(record);
  }
  return [...byAgent].map(([agent, runs]) => {
    const unpriced = /* @__PURE__ */ new Set();
    const summed = [...runs].map(([runId, requests]) => runTotals(runId, requests, price, unpriced));
    const spread = (figure) => spreadOf(summed.map(figure));
    const costs = summed.map((run) => run.costUsd);
    return {
      agent,
      runs: summed,
      requests: summed.reduce((n, run) => n + run.requests, 0),
      perRun: {
        requests: spread((run) => run.requests),
        inputTokens: spread((run) => run.inputTokens),
        cacheReadTokens: spread((run) => run.cacheReadTokens),
        cacheWriteTokens: spread((run) => run.cacheWriteTokens),
        outputTokens: spread((run) => run.outputTokens),
        ...costs.every((c) => c !== void 0) ? { costUsd: spreadOf(costs) } : {}
      },
      unpriced: [...unpriced].sort()
    };
  });
}
function runTotals(runId, requests, price, unpriced) {
  let costUsd = 0;
  const times = requests.map((r) => r.time).filter((t) => t !== void 0).sort();
  for (const record of requests) {
    const model = price(record.model);
    if (!model) {
      unpriced.add(record.model ?? "(no model named)");
      costUsd = void 0;
    } else if (costUsd !== void 0) costUsd += recordedCostUsd(record, model);
  }
  const sum = (figure) => requests.reduce((n, r) => n + figure(r), 0);
  return {
    runId,
    requests: requests.length,
    inputTokens: sum((r) => r.inputTokens),
    cacheReadTokens: sum((r) => r.cacheReadTokens),
    cacheWriteTokens: sum((r) => r.cacheWrite5mTokens + r.cacheWrite1hTokens),
    outputTokens: sum((r) => r.outputTokens),
    ...costUsd !== void 0 ? { costUsd } : {},
    ...times.length ? { from: times[0], to: times[times.length - 1] } : {}
  };
}
function spreadOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}
function compareRecordedUsage(base, head) {
  const agents = [...new Set([...base, ...head].map((a) => a.agent))].sort();
  return agents.map((agent) => {
    const b = base.find((a) => a.agent === agent);
    const h = head.find((a) => a.agent === agent);
    const bothCost = b?.perRun.costUsd && h?.perRun.costUsd;
    return {
      agent,
      ...b ? { base: b } : {},
      ...h ? { head: h } : {},
      ...b && h ? { inputTokensPerRun: h.perRun.inputTokens.median - b.perRun.inputTokens.median } : {},
      ...bothCost ? { costUsdPerRun: h.perRun.costUsd.median - b.perRun.costUsd.median } : {}
    };
  });
}

// src/report/recorded-usage-table.ts
function renderRecordedUsage(agents, files) {
  const lines = [`recorded usage: ${files.map((f) => `${f.file} (${f.format})`).join(", ")}`, ""];
  for (const agent of agents) {
    const runs = agent.runs.length;
    const times = agent.runs.flatMap((run) => [run.from, run.to]).filter((t) => t !== void 0).sort();
    const when = times.length ? `, ${times[0].slice(0, 10)} to ${times[times.length - 1].slice(0, 10)}` : "";
    lines.push(`${agent.agent}: ${runs} ${runs === 1 ? "run" : "runs"}, ${groupedNumber(agent.requests)} ${agent.requests === 1 ? "request" : "requests"}${when}`);
    lines.push(`  ${"per run".padEnd(14)}${"median".padStart(12)}${"least".padStart(12)}${"most".padStart(12)}`);
    const row = (name, spread, format = (n) => groupedNumber(n)) => {
      lines.push(`  ${name.padEnd(14)}${format(spread.median).padStart(12)}${format(spread.min).padStart(12)}${format(spread.max).padStart(12)}`);
    };
    row("requests", agent.perRun.requests);
    row("input", agent.perRun.inputTokens);
    row("cache reads", agent.perRun.cacheReadTokens);
    row("cache writes", agent.perRun.cacheWriteTokens);
    row("output", agent.perRun.outputTokens);
    if (agent.perRun.costUsd) row("cost", agent.perRun.costUsd, (n) => `$${groupedNumber(n, 4)}`);
    else lines.push(`  cost: not priced, no prices for ${agent.unpriced.join(", ")} (give them under models: in the config)`);
    lines.push("");
  }
  return `${lines.join("\n").trimEnd()}
`;
}
function renderMeasuredDelta(deltas) {
  const head = ["agent", "runs (base / head)", "input per run (median)", "cost per 1,000 runs (median)"];
  const rows = deltas.map((d) => {
    const runs = `${d.base?.runs.length ?? 0} / ${d.head?.runs.length ?? 0}`;
    const input = side(d.base?.perRun.inputTokens.median, d.head?.perRun.inputTokens.median, d.inputTokensPerRun, (n) => groupedNumber(n));
    const dollars = (n) => `${n < 0 ? "-" : ""}$${groupedNumber(Math.abs(n) * 1e3, 2)}`;
    const cost = d.base && d.head && d.costUsdPerRun === void 0 ? "not priced" : side(d.base?.perRun.costUsd?.median, d.head?.perRun.costUsd?.median, d.costUsdPerRun, dollars, "not priced");
    return [d.agent, runs, input, cost];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("   ").trimEnd();
  return `${[line(head), ...rows.map(line)].join("\n")}
`;
}
function side(base, head, delta, format, missing = "no runs") {
  if (base !== void 0 && head !== void 0 && delta !== void 0) return `${format(base)} \u2192 ${format(head)} (${delta >= 0 ? "+" : ""}${format(delta)})`;
  if (base === void 0 && head === void 0) return missing;
  return base === void 0 ? `head only: ${format(head)}` : `base only: ${format(base)}`;
}

// src/trace/usage/claude-code-usage.ts
var SYNTHETIC = "<synthetic>";
function isClaudeCodeTranscript(documents) {
  return documents.some(({ value }) => {
    const line = value;
    return typeof line === "object" && line !== null && typeof line.message === "object" && (line.type === "assistant" || line.type === "user");
  });
}
function claudeCodeRecords(documents, file) {
  const records = [];
  const byId = /* @__PURE__ */ new Map();
  for (const { value, line } of documents) {
    const entry = value;
    if (typeof entry !== "object" || entry === null || entry.type !== "assistant" || entry.message?.usage === void 0) continue;
    if (entry.message.model === SYNTHETIC || entry.isApiErrorMessage) continue;
    const counts = providerUsageCounts(entry.message.usage, "anthropic", (field2) => {
      throw new InputError("not a token count", { file, line, key: `message.usage.${field2}` });
    });
    const id = entry.message.id ?? entry.requestId;
    const earlier = id === void 0 ? void 0 : byId.get(id);
    if (earlier) {
      if (counts.outputTokens > earlier.outputTokens) Object.assign(earlier, counts);
      continue;
    }
    const record = {
      agent: entry.isSidechain ? "claude-code subagent" : "claude-code",
      ...entry.message.model ? { model: entry.message.model } : {},
      ...counts,
      ...entry.timestamp ? { time: entry.timestamp } : {},
      ...entry.sessionId ? { runId: entry.sessionId } : {},
      ...id !== void 0 ? { requestId: id } : {},
      source: { file, line }
    };
    if (id !== void 0) byId.set(id, record);
    records.push(record);
  }
  return records;
}

// src/trace/usage/codex-rollout.ts
function isCodexRollout(documents) {
  return documents.some(({ value }) => {
    const line = value;
    return typeof line === "object" && line !== null && (line.type === "session_meta" || line.type === "event_msg" && line.payload?.type === "token_count");
  });
}
function codexRecords(documents, file) {
  const records = [];
  let model;
  let runId;
  let lastTotal = -1;
  for (const { value, line } of documents) {
    const entry = value;
    if (typeof entry !== "object" || entry === null) continue;
    if (entry.type === "session_meta" && typeof entry.payload?.id === "string") runId = entry.payload.id;
    if (entry.type === "turn_context" && typeof entry.payload?.model === "string") model = entry.payload.model;
    if (entry.type !== "event_msg" || entry.payload?.type !== "token_count" || entry.payload.info == null) continue;
    const info = entry.payload.info;
    const bad = (field2) => {
      throw new InputError("not a token count", { file, line, key: `payload.info.${field2}` });
    };
    if (typeof info.last_token_usage !== "object" || info.last_token_usage === null) bad("last_token_usage");
    if (typeof info.total_token_usage?.total_tokens !== "number") bad("total_token_usage.total_tokens");
    const total = countAt(info, "total_token_usage.total_tokens", bad);
    if (total === lastTotal) continue;
    lastTotal = total;
    const last = (field2) => countAt(info, `last_token_usage.${field2}`, bad);
    records.push({
      agent: "codex",
      ...model ? { model } : {},
      inputTokens: last("input_tokens"),
      cacheReadTokens: last("cached_input_tokens"),
      cacheWrite5mTokens: 0,
      cacheWrite1hTokens: 0,
      outputTokens: last("output_tokens"),
      reasoningTokens: last("reasoning_output_tokens"),
      ...typeof entry.timestamp === "string" ? { time: entry.timestamp } : {},
      ...runId ? { runId } : {},
      source: { file, line }
    });
  }
  return records;
}

// src/trace/usage/json-documents.ts
function jsonDocuments(text, file) {
  const trimmed = text.trimStart();
  if (trimmed.startsWith("[") || trimmed.startsWith("{") && !isJsonLines(text)) {
    const line = 1 + leadingLines(text);
    return [{ value: parseJson(text, file), line, lineOf: (path) => jsonLocation(text, path)?.line ?? line }];
  }
  const documents = [];
  text.split("\n").forEach((raw, i) => {
    if (raw.trim() !== "") documents.push({ value: parseJson(raw, file, i + 1), line: i + 1 });
  });
  return documents;
}
function isJsonLines(text) {
  const first = text.split("\n").find((line) => line.trim() !== "");
  if (first === void 0) return true;
  try {
    JSON.parse(first);
    return true;
  } catch {
    return false;
  }
}
function leadingLines(text) {
  return text.slice(0, text.length - text.trimStart().length).split("\n").length - 1;
}

// src/trace/usage/litellm.ts
function logOf(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return void 0;
  const wrapped = value.standard_logging_object;
  const log = wrapped ?? value;
  return typeof log === "object" && log !== null && typeof log.call_type === "string" && "prompt_tokens" in log ? log : void 0;
}
function isLiteLlmLog(documents) {
  return documents.length > 0 && documents.every(({ value }) => (Array.isArray(value) ? value : [value]).every((item) => logOf(item) !== void 0));
}
function liteLlmRecords(documents, file) {
  const records = [];
  for (const { value, line } of documents) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const log = logOf(item);
      if (!log) throw new InputError("not a LiteLLM log line (no call_type beside prompt_tokens)", { file, line });
      if (log.status === "failure") continue;
      const bad = (field2) => {
        throw new InputError("not a token count", { file, line, key: field2 });
      };
      const usage = log.metadata?.usage_object ?? { prompt_tokens: log.prompt_tokens, completion_tokens: log.completion_tokens };
      const kind = providerUsageKind(usage) ?? bad("metadata.usage_object");
      const counts = providerUsageCounts(usage, kind, (field2) => bad(log.metadata?.usage_object ? `metadata.usage_object.${field2}` : field2));
      const time = timeOf(log.endTime ?? log.startTime);
      const runId = log.trace_id ?? log.session_id;
      const requestId = log.id ?? log.request_id;
      records.push({
        ...log.model ? { model: log.model } : {},
        ...counts,
        ...time ? { time } : {},
        ...runId ? { runId } : {},
        ...requestId ? { requestId } : {},
        source: { file, line }
      });
    }
  }
  return records;
}
function timeOf(value) {
  if (typeof value === "number" && Number.isFinite(value)) return new Date(value * 1e3).toISOString();
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return void 0;
}

// src/trace/usage/otlp-spans.ts
function otlpSpans(documents, file) {
  const spans = [];
  for (const { value, line, lineOf } of documents) {
    const bad = (what) => {
      throw new InputError(`not an OTLP JSON trace export: ${what}`, { file, line });
    };
    const requests = Array.isArray(value) ? value : [value];
    requests.forEach((request, r) => {
      const resourceSpans = field(request, "resourceSpans") ?? bad("no resourceSpans");
      list(resourceSpans, bad, "resourceSpans").forEach((resource, i) => {
        list(field(resource, "scopeSpans") ?? [], bad, "scopeSpans").forEach((scope, j) => {
          list(field(scope, "spans") ?? [], bad, "spans").forEach((span, k) => {
            const path = ["resourceSpans", i, "scopeSpans", j, "spans", k];
            spans.push(spanOf(span, lineOf ? lineOf(Array.isArray(value) ? [r, ...path] : path) : line, bad));
          });
        });
      });
    });
  }
  return spans;
}
function spanOf(span, line, bad) {
  const text = (key) => {
    const value = field(span, key);
    return typeof value === "string" && value !== "" ? value : void 0;
  };
  const attributes = /* @__PURE__ */ new Map();
  for (const attribute of list(field(span, "attributes") ?? [], bad, "attributes")) {
    const key = field(attribute, "key");
    if (typeof key !== "string") bad("an attribute without a key");
    attributes.set(key, anyValue(field(attribute, "value")));
  }
  const parentSpanId = text("parentSpanId");
  const startTimeUnixNano = text("startTimeUnixNano");
  const endTimeUnixNano = text("endTimeUnixNano");
  return {
    traceId: text("traceId") ?? "",
    spanId: text("spanId") ?? "",
    ...parentSpanId ? { parentSpanId } : {},
    name: text("name") ?? "",
    ...startTimeUnixNano ? { startTimeUnixNano } : {},
    ...endTimeUnixNano ? { endTimeUnixNano } : {},
    attributes,
    line
  };
}
function anyValue(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const v = value;
  if ("stringValue" in v) return v.stringValue;
  if ("intValue" in v) return v.intValue;
  if ("doubleValue" in v) return v.doubleValue;
  if ("boolValue" in v) return v.boolValue;
  if ("arrayValue" in v) return (v.arrayValue?.values ?? []).map(anyValue);
  return void 0;
}
function field(value, key) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value[key] : void 0;
}
function list(value, bad, key) {
  return Array.isArray(value) ? value : bad(`${key} is not a list`);
}
function spanTime(span) {
  const nanos = span.endTimeUnixNano ?? span.startTimeUnixNano;
  if (!nanos || !/^\d+$/.test(nanos)) return void 0;
  return new Date(Number(BigInt(nanos) / 1000000n)).toISOString();
}
function fromAncestors(span, byId, pick) {
  const seen = /* @__PURE__ */ new Set();
  for (let at = span; at && !seen.has(at); at = at.parentSpanId ? byId.get(`${at.traceId}/${at.parentSpanId}`) : void 0) {
    seen.add(at);
    const value = pick(at);
    if (value !== void 0) return value;
  }
  return void 0;
}
function spansById(spans) {
  return new Map(spans.map((span) => [`${span.traceId}/${span.spanId}`, span]));
}

// src/trace/usage/span-attributes.ts
function attributeCount(span, names, file) {
  for (const name of names) {
    if (!span.attributes.has(name)) continue;
    const value = span.attributes.get(name);
    const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof n === "number" && Number.isSafeInteger(n) && n >= 0) return n;
    throw new InputError(`span '${span.name}' (${span.spanId}): ${JSON.stringify(value)} is not a token count`, { file, line: span.line, key: name });
  }
  return 0;
}
function hasAny(span, names) {
  return names.some((name) => span.attributes.has(name));
}
function attributeText(span, ...names) {
  for (const name of names) {
    const value = span.attributes.get(name);
    if (typeof value === "string" && value !== "") return value;
  }
  return void 0;
}

// src/trace/usage/openinference.ts
var KIND = "openinference.span.kind";
function hasOpenInferenceSpans(spans) {
  return spans.some((span) => span.attributes.has(KIND));
}
function openInferenceRecords(spans, file) {
  const byId = spansById(spans);
  const records = [];
  for (const span of spans) {
    if (attributeText(span, KIND) !== "LLM") continue;
    const agent = fromAncestors(span, byId, (s) => attributeText(s, KIND) === "AGENT" ? attributeText(s, "agent.name") ?? s.name : void 0);
    const model = attributeText(span, "llm.model_name");
    const time = spanTime(span);
    records.push({
      ...agent ? { agent } : {},
      ...model ? { model } : {},
      inputTokens: attributeCount(span, ["llm.token_count.prompt"], file),
      cacheReadTokens: attributeCount(span, ["llm.token_count.prompt_details.cache_read"], file),
      cacheWrite5mTokens: attributeCount(span, ["llm.token_count.prompt_details.cache_write"], file),
      cacheWrite1hTokens: 0,
      outputTokens: attributeCount(span, ["llm.token_count.completion"], file),
      reasoningTokens: attributeCount(span, ["llm.token_count.completion_details.reasoning"], file),
      ...time ? { time } : {},
      runId: fromAncestors(span, byId, (s) => attributeText(s, "session.id")) ?? span.traceId,
      source: { file, line: span.line }
    });
  }
  return records;
}

// src/trace/usage/otel-genai.ts
var INPUT = ["gen_ai.usage.input_tokens", "gen_ai.usage.prompt_tokens"];
var OUTPUT = ["gen_ai.usage.output_tokens", "gen_ai.usage.completion_tokens"];
var CACHE_READ = ["gen_ai.usage.cache_read.input_tokens", "gen_ai.usage.cache_read_input_tokens", "gen_ai.usage.input_tokens.cached"];
var CACHE_WRITE = ["gen_ai.usage.cache_creation.input_tokens", "gen_ai.usage.cache_creation_input_tokens", "gen_ai.usage.input_tokens.cache_write"];
var REASONING = ["gen_ai.usage.reasoning.output_tokens", "gen_ai.usage.output_tokens.reasoning"];
var USAGE = [...INPUT, ...OUTPUT];
function hasGenAiUsage(spans) {
  return spans.some((span) => hasAny(span, USAGE));
}
function otelGenAiRecords(spans, file) {
  const byId = spansById(spans);
  const summing = /* @__PURE__ */ new Set();
  for (const span of spans) {
    if (!hasAny(span, USAGE)) continue;
    for (let parent = span.parentSpanId ? byId.get(`${span.traceId}/${span.parentSpanId}`) : void 0; parent && !summing.has(parent); ) {
      summing.add(parent);
      parent = parent.parentSpanId ? byId.get(`${parent.traceId}/${parent.parentSpanId}`) : void 0;
    }
  }
  const records = [];
  for (const span of spans) {
    if (!hasAny(span, USAGE)) continue;
    if (summing.has(span)) continue;
    const input = attributeCount(span, INPUT, file);
    const read = attributeCount(span, CACHE_READ, file);
    const written = attributeCount(span, CACHE_WRITE, file);
    const agent = fromAncestors(span, byId, (s) => attributeText(s, "gen_ai.agent.name"));
    const model = attributeText(span, "gen_ai.request.model", "gen_ai.response.model");
    const time = spanTime(span);
    records.push({
      ...agent ? { agent } : {},
      ...model ? { model } : {},
      inputTokens: input < read + written ? input + read + written : input,
      cacheReadTokens: read,
      cacheWrite5mTokens: written,
      cacheWrite1hTokens: 0,
      outputTokens: attributeCount(span, OUTPUT, file),
      reasoningTokens: attributeCount(span, REASONING, file),
      ...time ? { time } : {},
      runId: fromAncestors(span, byId, (s) => attributeText(s, "gen_ai.conversation.id")) ?? span.traceId,
      source: { file, line: span.line }
    });
  }
  return records;
}

// src/trace/usage/read-usage.ts
var USAGE_FORMATS = ["otel-genai", "openinference", "claude-code", "codex", "litellm", "provider-usage"];
function readUsage(text, file, format) {
  const documents = jsonDocuments(text, file);
  let walked;
  const spans = () => walked ??= otlpSpans(documents, file);
  const found = format ?? detectUsageFormat(documents, file, spans);
  const records = usageRecords(found, documents, file, spans);
  if (records.length === 0) throw new InputError(`no model request with usage in this ${found} file`, { file });
  for (const record of records) checkParts(record);
  return { format: found, records };
}
function checkParts(record) {
  const cached = record.cacheReadTokens + record.cacheWrite5mTokens + record.cacheWrite1hTokens;
  const where = { file: record.source.file, line: record.source.line };
  if (cached > record.inputTokens) throw new InputError(`${cached} cached input tokens (read and written) in a request of ${record.inputTokens} input tokens`, where);
  if (record.reasoningTokens > record.outputTokens) throw new InputError(`${record.reasoningTokens} reasoning tokens in a request of ${record.outputTokens} output tokens`, where);
}
function usageRecords(format, documents, file, spans) {
  switch (format) {
    case "otel-genai":
      return otelGenAiRecords(spans(), file);
    case "openinference":
      return openInferenceRecords(spans(), file);
    case "claude-code":
      return claudeCodeRecords(documents, file);
    case "codex":
      return codexRecords(documents, file);
    case "litellm":
      return liteLlmRecords(documents, file);
    case "provider-usage":
      return providerUsageRecords(documents, file);
    default:
      return assertNever(format);
  }
}
function detectUsageFormat(documents, file, spans = () => otlpSpans(documents, file)) {
  const values = documents.flatMap(({ value }) => Array.isArray(value) ? value : [value]);
  const first = values[0];
  if (typeof first === "object" && first !== null && "resourceSpans" in first) {
    if (hasOpenInferenceSpans(spans())) return "openinference";
    if (hasGenAiUsage(spans())) return "otel-genai";
    throw new InputError("an OTLP trace export without GenAI usage (gen_ai.usage.*) or OpenInference spans", { file });
  }
  if (isCodexRollout(documents)) return "codex";
  if (isClaudeCodeTranscript(documents)) return "claude-code";
  if (isLiteLlmLog(documents)) return "litellm";
  if (values.some((value) => providerUsageKind(usageObjectOf(value)) !== void 0)) return "provider-usage";
  throw new InputError(`not a usage format ctxguard reads (${USAGE_FORMATS.join(", ")})`, { file });
}
function providerUsageRecords(documents, file) {
  const records = [];
  for (const { value, line } of documents) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const usage = usageObjectOf(item);
      const kind = providerUsageKind(usage);
      if (kind === void 0) throw new InputError("no usage object of Anthropic, OpenAI or Gemini here", { file, line });
      const counts = providerUsageCounts(usage, kind, (field2) => {
        throw new InputError("not a token count", { file, line, key: field2 });
      });
      const { model: named, modelVersion, id } = item;
      const model = named ?? modelVersion;
      records.push({ ...typeof model === "string" ? { model } : {}, ...counts, ...typeof id === "string" ? { requestId: id } : {}, source: { file, line } });
    }
  }
  return records;
}
function usageObjectOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const v = value;
  return v.usage ?? v.usageMetadata ?? value;
}

// src/cli/recorded.ts
var RECORDED_FLAGS = [
  { name: "usage-format", type: "string", value: "FORMAT", help: `the files' format (default: told by their content): ${USAGE_FORMATS.join(", ")}` },
  { name: "config", type: "string", value: "FILE", help: "the config file, for model prices (default: .ctxguard.yml here)" },
  { name: "base", type: "string", multiple: true, value: "PATH", help: "runs recorded at base: a file, or a folder of .json and .jsonl files (again for more)" },
  { name: "head", type: "string", multiple: true, value: "PATH", help: "runs recorded at head, the same way: with --base, each agent is compared run for run" },
  { name: "max-measured-delta-usd", type: "string", value: "USD", help: "with --base and --head: exit 1 when an agent's median run costs more\nthan this many dollars per 1,000 runs more at head" },
  { name: "format", type: "string", value: "FORMAT", help: "table or json" }
];
async function recordedCommand(args, io) {
  const { values, positionals } = parseCommandArgs("recorded", args, flagOptions(RECORDED_FLAGS));
  if (values.help) {
    io.stdout(flagHelp(RECORDED_USAGE, RECORDED_FLAGS));
    return 0;
  }
  const format = oneOf("format", values.format, ["table", "json"], "table");
  const usageFormat = values["usage-format"];
  const given = usageFormat === void 0 ? void 0 : oneOf("usage-format", usageFormat, USAGE_FORMATS, USAGE_FORMATS[0]);
  const { config, file: fileSettings, overrides } = await commandConfig(values, io.cwd, io.cwd);
  const named = overrides.model ?? fileSettings.model;
  const price = (model) => {
    const id = model ?? named;
    return id !== void 0 && isKnownModel(id, config.models) ? resolveModel(id, config.models) : void 0;
  };
  const read = async (paths) => {
    const files2 = await Promise.all((await usageFiles(paths, io.cwd)).map(async (file) => ({ file, ...readUsage(await readFile(resolve(io.cwd, file), "utf8"), file, given) })));
    return { files: files2.map(({ file, format: found }) => ({ file, format: found })), agents: summariseRecordedUsage(distinctRequests(files2.flatMap((f) => f.records)), price) };
  };
  const base = values.base;
  const head = values.head;
  if (base || head) {
    if (!base || !head || positionals.length) throw new InputError(`--base and --head go together, with no other files

${RECORDED_USAGE}`);
    return measuredDelta(await read(base), await read(head), values["max-measured-delta-usd"], format, io);
  }
  if (positionals.length === 0) throw new InputError(`give the files of recorded usage to read

${RECORDED_USAGE}`);
  const { files, agents } = await read(positionals);
  io.stdout(format === "json" ? `${JSON.stringify({ files, agents }, null, 2)}
` : renderRecordedUsage(agents, files));
  return 0;
}
function measuredDelta(base, head, limitText, format, io) {
  const limit = limitText === void 0 ? void 0 : Number(limitText);
  if (limit !== void 0 && !(Number.isFinite(limit) && limit >= 0)) throw new InputError(`--max-measured-delta-usd: expected dollars per 1,000 runs (0 or more), got "${limitText}"`);
  const deltas = compareRecordedUsage(base.agents, head.agents);
  const perThousand = (usd) => Math.round(usd * 1e3 * 1e9) / 1e9;
  const over = limit === void 0 ? [] : deltas.filter((d) => d.costUsdPerRun !== void 0 && perThousand(d.costUsdPerRun) > limit);
  if (format === "json") io.stdout(`${JSON.stringify({ base: base.files, head: head.files, agents: deltas, ...limit !== void 0 ? { maxMeasuredDeltaUsd: limit, over: over.map((d) => d.agent) } : {} }, null, 2)}
`);
  else {
    const files = (side2) => side2.files.map((f) => f.file).join(", ");
    io.stdout(`measured: base ${files(base)}; head ${files(head)}

${renderMeasuredDelta(deltas)}`);
    if (limit !== void 0) io.stdout(over.length ? `
over max-measured-delta-usd ${limit} per 1,000 runs: ${over.map((d) => d.agent).join(", ")}
` : `
within max-measured-delta-usd ${limit} per 1,000 runs
`);
  }
  return over.length ? 1 : 0;
}
async function usageFiles(paths, cwd) {
  const files = [];
  for (const path of paths) {
    const full = resolve(cwd, path);
    if (!(await stat(full)).isDirectory()) {
      files.push(path);
      continue;
    }
    const found = (await readdir(full, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && /\.jsonl?$/i.test(entry.name)).map((entry) => relative(cwd, join(entry.parentPath, entry.name))).sort();
    if (found.length === 0) throw new InputError(`no .json or .jsonl file in ${path}`);
    files.push(...found);
  }
  return files;
}
function distinctRequests(records) {
  const seen = /* @__PURE__ */ new Set();
  return records.filter((record) => record.requestId === void 0 || !seen.has(record.requestId) && seen.add(record.requestId) !== void 0);
}
export {
  RECORDED_FLAGS,
  recordedCommand
};
