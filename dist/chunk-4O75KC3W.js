import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  formatPercent,
  formatSigned,
  formatTokens,
  formatUsd,
  percentChange,
  usdAbove
} from "./chunk-3M7FWAYX.js";
import {
  recordedCostUsd
} from "./chunk-7LWNJ3YC.js";
import {
  pathGlobs
} from "./chunk-57BSRISO.js";
import {
  AGENT_LIMIT_KEYS,
  knownModel
} from "./chunk-UNORK3EK.js";
import {
  escapeRegExp
} from "./chunk-KLPRW6NI.js";
import {
  claudeCodeRecords,
  convertSmolagents,
  countAt,
  isClaudeCodeTranscript,
  isSmolagentsDump,
  isSweAgentTrajectory,
  jsonDocuments,
  listedItems,
  providerUsageCounts,
  providerUsageKind,
  sweAgentUsage
} from "./chunk-GXPCTWCZ.js";
import {
  assertNever,
  groupedNumber
} from "./chunk-MPTDITOE.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";

// src/gate/tolerance.ts
function splitByTolerance(crossings, tolerancePercent) {
  const failing = [];
  const tolerated = [];
  const judged = [];
  for (const c of crossings) {
    const place = { ...c.agent !== void 0 ? { agent: c.agent } : {}, ...c.budget !== void 0 ? { budget: c.budget } : {} };
    if (tolerancePercent !== null && withinBand(c.value, c.limit, tolerancePercent)) {
      const reason = `${c.reason}, within the ${percent(tolerancePercent)} tolerance (up to ${written(bandTop(c.limit, tolerancePercent), c.unit, c.limit)})`;
      tolerated.push(reason);
      judged.push({ reason, status: "tolerated", ...place });
    } else {
      failing.push(c.reason);
      judged.push({ reason: c.reason, status: "failing", ...place });
    }
  }
  return { failing, tolerated, judged };
}
function withinBand(value, limit, tolerancePercent) {
  return tolerancePercent !== null && limit > 0 && toNano(value) <= toNano(bandTop(limit, tolerancePercent));
}
function bandTop(limit, tolerancePercent) {
  return limit * (100 + tolerancePercent) / 100;
}
function toNano(n) {
  return Math.round(n * 1e9) / 1e9;
}
function written(n, unit, limit) {
  switch (unit) {
    case "count":
      return groupedNumber(Math.floor(toNano(n)));
    case "usd":
      return usdAbove(n, limit, false);
    case "percent":
      return percent(n);
    default:
      return assertNever(unit);
  }
}
function percent(n) {
  return `${Number(n.toFixed(2))}%`;
}

// src/gate/thresholds.ts
var THRESHOLD_NAMES = [
  ["maxDeltaTokens", "max-delta-tokens"],
  ["maxDeltaPercent", "max-delta-percent"],
  ["maxDeltaUsd", "max-delta-usd"],
  ["maxPeakContext", "max-peak-context"],
  ["maxMeasuredDeltaUsd", "max-measured-delta-usd"]
];
function thresholdsOf(config) {
  return Object.fromEntries(THRESHOLD_NAMES.flatMap(([key]) => config[key] == null ? [] : [[key, config[key]]]));
}
function thresholdChanges(applied, proposed) {
  const show = (v) => v === void 0 ? "none" : String(v);
  return THRESHOLD_NAMES.filter(([key]) => applied[key] !== proposed[key]).map(([key, name]) => `${name} ${show(applied[key])} \u2192 ${show(proposed[key])}`);
}
function agentCrossings(figures, thresholds) {
  const crossings = [];
  const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
  const of = `(${figures.agent})`;
  if (maxDeltaTokens !== void 0 && figures.deltaTokens > maxDeltaTokens) {
    crossings.push({ reason: `delta-tokens ${formatSigned(figures.deltaTokens)} ${of} is above max-delta-tokens ${maxDeltaTokens}`, value: figures.deltaTokens, limit: maxDeltaTokens, unit: "count", agent: figures.agent });
  }
  if (maxDeltaPercent !== void 0 && figures.deltaTokens > 0) {
    if (figures.deltaPercent === null) {
      const reason = `delta-percent ${of}: all its prompt material is new (none at base), above max-delta-percent ${maxDeltaPercent}%`;
      crossings.push({ reason, value: Number.POSITIVE_INFINITY, limit: maxDeltaPercent, unit: "percent", agent: figures.agent });
    } else if (figures.deltaPercent > maxDeltaPercent) {
      crossings.push({ reason: `delta-percent ${formatPercent(figures.deltaPercent)} ${of} is above max-delta-percent ${maxDeltaPercent}%`, value: figures.deltaPercent, limit: maxDeltaPercent, unit: "percent", agent: figures.agent });
    }
  }
  const usd = perThousandRuns(figures.deltaRunUsd);
  if (maxDeltaUsd !== void 0 && usd > maxDeltaUsd) {
    crossings.push({ reason: `delta-run-usd ${usdAbove(usd, maxDeltaUsd)} per 1,000 runs ${of} is above max-delta-usd ${formatUsd(maxDeltaUsd)}`, value: usd, limit: maxDeltaUsd, unit: "usd", agent: figures.agent });
  }
  if (maxPeakContext !== void 0 && figures.headPeakContext > maxPeakContext) {
    const reason = `head-peak-context ${formatTokens(figures.headPeakContext)} ${of} is above max-peak-context ${formatTokens(maxPeakContext)}`;
    crossings.push({ reason, value: figures.headPeakContext, limit: maxPeakContext, unit: "count", agent: figures.agent });
  }
  return crossings;
}
function perThousandRuns(usdPerRun) {
  return Math.round(usdPerRun * 1e3 * 1e9) / 1e9;
}
function measuredCrossings(figures, { maxMeasuredDeltaUsd: limit }) {
  if (limit === void 0 || figures.deltaCostUsd === null) return [];
  const perThousand = perThousandRuns(figures.deltaCostUsd);
  if (perThousand <= limit) return [];
  const runs = `median of ${figures.baseRuns} ${figures.baseRuns === 1 ? "run" : "runs"} at base and ${figures.headRuns} at head`;
  return [{ reason: `measured delta-run-usd ${usdAbove(perThousand, limit)} per 1,000 runs (${figures.agent}, ${runs}) is above max-measured-delta-usd ${formatUsd(limit)}`, value: perThousand, limit, unit: "usd", agent: figures.agent }];
}
function evaluateGate(agents, thresholds, measured = [], extras = {}) {
  const crossings = [...agents.flatMap((a) => agentCrossings(a, thresholds)), ...measured.flatMap((m) => measuredCrossings(m, thresholds)), ...extras.budgets ?? []];
  const tolerance = extras.tolerancePercent ?? null;
  const { failing, tolerated, judged } = splitByTolerance(crossings, tolerance);
  const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext, maxMeasuredDeltaUsd } = thresholds;
  return {
    status: failing.length ? "fail" : "pass",
    reasons: failing,
    thresholds: {
      maxDeltaTokens: maxDeltaTokens ?? null,
      maxDeltaPercent: maxDeltaPercent ?? null,
      maxDeltaUsd: maxDeltaUsd ?? null,
      maxPeakContext: maxPeakContext ?? null,
      maxMeasuredDeltaUsd: maxMeasuredDeltaUsd ?? null
    },
    ...tolerance !== null ? { tolerancePercent: tolerance } : {},
    ...tolerated.length ? { tolerated } : {},
    ...judged.length ? { crossings: judged } : {},
    ...extras.acceptLabel !== void 0 ? { acceptLabel: extras.acceptLabel } : {}
  };
}

// src/report/budget-words.ts
function measureWords(measure) {
  switch (measure) {
    case "tokens":
      return "tokens";
    case "startupTokens":
      return "start-up context";
    case "promptTokens":
      return "prompt material";
    case "runTokens":
      return "input per run";
    case "runUsd":
      return "dollars per run";
    case "peakContext":
      return "largest request";
    default:
      return assertNever(measure);
  }
}
function budgetFigure(measure, n) {
  return measure === "runUsd" ? formatUsd(n) : `${groupedNumber(n)} ${n === 1 ? "token" : "tokens"}`;
}
function isOver(check) {
  if (check.uncounted !== void 0) return true;
  return check.measure === "runUsd" ? Math.round(check.head * 1e9) > Math.round(check.limit * 1e9) : check.head > check.limit;
}
function budgetReason(check) {
  const [figure, limit] = [check.measure === "runUsd" ? usdAbove(check.head, check.limit, false) : budgetFigure(check.measure, check.head), budgetFigure(check.measure, check.limit)];
  const where = `(${check.budget})`;
  if (check.uncounted !== void 0) return `${check.subject} ${check.uncounted}, so its budget of ${limit} cannot be checked ${where}`;
  switch (check.kind) {
    case "file":
      return `${check.subject} is ${figure}, above its budget of ${limit} ${where}`;
    case "files":
      return `${check.subject} together ${check.paths.length === 1 ? "is" : "are"} ${figure}, above their budget of ${limit} ${where}`;
    case "agent":
      return `${check.subject}'s ${measureWords(check.measure)} is ${figure}, above its budget of ${limit} ${where}`;
    default:
      return assertNever(check.kind);
  }
}

// src/gate/budgets.ts
function checkBudgets(budgets, figures) {
  const checks = [];
  const unmatched = [];
  for (const budget of budgets) {
    const found = budget.kind === "files" ? fileChecks(budget, figures.files, figures.uncounted ?? /* @__PURE__ */ new Map()) : agentChecks(budget, figures.agents);
    if (found.length === 0 && figures.configChanged) checks.push(unmatchedCheck(budget));
    else if (found.length === 0) unmatched.push(budget);
    checks.push(...found);
  }
  return { checks: [...checks.filter(isOver), ...checks.filter((c) => !isOver(c))].map((c) => ({ ...c, status: isOver(c) ? "over" : "within" })), unmatched };
}
function budgetCrossings(checks) {
  return checks.filter(isOver).map((c) => ({
    reason: budgetReason(c),
    value: c.uncounted === void 0 ? c.head : Number.POSITIVE_INFINITY,
    limit: c.limit,
    unit: c.measure === "runUsd" ? "usd" : "count",
    budget: c.budget,
    ...c.kind === "agent" ? { agent: c.subject } : {}
  }));
}
function judgeBudgets(checks, tolerancePercent) {
  return checks.map((c) => ({ ...c, status: !isOver(c) ? "within" : c.uncounted === void 0 && withinBand(c.head, c.limit, tolerancePercent) ? "tolerated" : "over" }));
}
function fileChecks(budget, files, uncounted) {
  const matches = pathGlobs(budget.files);
  const paths = [...files.head.keys()].filter(matches).sort();
  const skipped = [...uncounted.keys()].filter(matches).sort();
  const origin = originOf(budget);
  const common = { budget: budget.origin.name, origin, measure: "tokens", limit: budget.maxTokens };
  const notCounted = (path) => ({ ...common, status: "over", kind: "file", subject: path, base: files.base.get(path) ?? null, head: 0, paths: [path], uncounted: `is not counted (${uncounted.get(path)})` });
  if (budget.together && skipped.length > 0) {
    const why = skipped.map((p) => `${p}: ${uncounted.get(p)}`).join("; ");
    return [{ ...common, status: "over", kind: "files", subject: budget.files.join(", "), base: null, head: 0, paths: [...paths, ...skipped].sort(), uncounted: `together hold files that are not counted (${why})` }];
  }
  if (paths.length === 0) return skipped.map(notCounted);
  if (budget.together) {
    const basePaths = [...files.base.keys()].filter(matches);
    const sum = (map, list2) => list2.reduce((n, p) => n + (map.get(p) ?? 0), 0);
    return [{ ...common, status: "within", kind: "files", subject: budget.files.join(", "), base: basePaths.length ? sum(files.base, basePaths) : null, head: sum(files.head, paths), paths }];
  }
  return [...paths.map((path) => ({ ...common, status: "within", kind: "file", subject: path, base: files.base.get(path) ?? null, head: files.head.get(path), paths: [path] })), ...skipped.map(notCounted)];
}
function agentChecks(budget, agents) {
  const pattern = new RegExp(`^${budget.agent.split("*").map(escapeRegExp).join(".*")}$`, "s");
  const named = agents.filter((a) => pattern.test(a.name));
  const origin = originOf(budget);
  return named.flatMap(
    (agent) => AGENT_LIMIT_KEYS.flatMap(([measure]) => {
      const limit = budget.limits[measure];
      if (limit === void 0) return [];
      return [{ budget: budget.origin.name, origin, status: "within", kind: "agent", subject: agent.name, measure, limit, base: agent.base?.[measure] ?? null, head: agent.head[measure], paths: [] }];
    })
  );
}
function unmatchedCheck(budget) {
  const common = { budget: budget.origin.name, origin: originOf(budget), status: "over", base: null, head: 0, paths: [] };
  const uncounted = "matches nothing at head, and this pull request changes the ctxguard config";
  if (budget.kind === "files") return { ...common, kind: "files", subject: budget.files.join(", "), measure: "tokens", limit: budget.maxTokens, uncounted };
  const [measure, limit] = Object.entries(budget.limits)[0];
  return { ...common, kind: "agent", subject: budget.agent, measure, limit, uncounted };
}
function originOf({ origin }) {
  return { file: origin.file, line: origin.line, ...origin.path !== void 0 ? { path: origin.path } : {} };
}

// src/analyze/headline.ts
function headline(scenarios, rules, measured = [], budgets = []) {
  const { thresholds, tolerancePercent } = rules;
  const failing = (crossings) => splitByTolerance(crossings, tolerancePercent).failing.length > 0;
  const measuredFigures = measured.map(measuredFiguresOf);
  const fails = /* @__PURE__ */ new Set([
    ...measured.flatMap((m, i) => m.scenario !== null && failing(measuredCrossings(measuredFigures[i], thresholds)) ? [m.scenario] : []),
    ...scenarios.filter((s) => failing(agentCrossings(figuresOf(s), thresholds))).map((s) => s.name),
    ...budgets.filter((c) => c.kind === "agent" && failing(budgetCrossings([c]))).map((c) => c.subject)
  ]);
  const ordered = [...scenarios].sort((a, b) => Number(fails.has(b.name)) - Number(fails.has(a.name)) || byImpact(a, b));
  const verdict = evaluateGate(ordered.map(figuresOf), thresholds, measuredFigures, { budgets: budgetCrossings(budgets), tolerancePercent, acceptLabel: rules.acceptLabel });
  return { scenarios: ordered, totals: totalsOf(ordered[0]), verdict, budgets: judgeBudgets(budgets, tolerancePercent) };
}
function measuredFiguresOf(m) {
  return { agent: m.scenario ?? m.agent, baseRuns: m.base?.runs ?? 0, headRuns: m.head?.runs ?? 0, deltaCostUsd: m.deltaCostUsd };
}
function byImpact(a, b) {
  return Math.abs(b.deltaRunUsd) - Math.abs(a.deltaRunUsd) || Math.abs(b.deltaRunTokens) - Math.abs(a.deltaRunTokens) || Math.abs(b.prompt.deltaTokens) - Math.abs(a.prompt.deltaTokens) || a.name.localeCompare(b.name);
}
function figuresOf(s) {
  return { agent: s.name, deltaTokens: s.prompt.deltaTokens, deltaPercent: s.prompt.deltaPercent, deltaRunUsd: s.deltaRunUsd, headPeakContext: s.head.peakContext };
}
function promptMaterial(baseTokens, headTokens) {
  return { baseTokens, headTokens, deltaTokens: headTokens - baseTokens, deltaPercent: percentChange(baseTokens, headTokens) };
}
function totalsOf(s) {
  if (!s) {
    return {
      agent: null,
      baseTokens: 0,
      headTokens: 0,
      deltaTokens: 0,
      deltaPercent: 0,
      baseRunTokens: 0,
      headRunTokens: 0,
      deltaRunTokens: 0,
      baseRunUsd: 0,
      headRunUsd: 0,
      deltaRunUsd: 0,
      deltaMonthlyUsd: null,
      basePeakContext: 0,
      headPeakContext: 0,
      headOverflowRequest: null
    };
  }
  return {
    agent: s.name,
    ...s.prompt,
    baseRunTokens: s.base.inputTokens,
    headRunTokens: s.head.inputTokens,
    deltaRunTokens: s.deltaRunTokens,
    baseRunUsd: s.base.costUsd,
    headRunUsd: s.head.costUsd,
    deltaRunUsd: s.deltaRunUsd,
    deltaMonthlyUsd: s.runsPerMonth === null ? null : s.deltaRunUsd * s.runsPerMonth,
    basePeakContext: s.base.peakContext,
    headPeakContext: s.head.peakContext,
    headOverflowRequest: s.head.overflowRequest
  };
}

// src/report/measured-runs.ts
var UNNAMED_AGENT = "agent";

// src/analyze/recorded-usage.ts
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
    const summed = [...runs].map(([runId, requests]) => runTotals(runId, requests, (model) => price(model, agent), unpriced));
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
    requests: sum((r) => r.requests ?? 1),
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
function pairRecordedUsage(base, head) {
  const agents = [...new Set([...base, ...head].map((a) => a.agent))].sort();
  return agents.map((agent) => ({ agent, base: base.find((a) => a.agent === agent), head: head.find((a) => a.agent === agent) }));
}

// src/trace/usage/iso-time.ts
function isoTime(value) {
  if (typeof value !== "string" || value === "") return void 0;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
function nanosTime(nanos) {
  return nanos && /^\d+$/.test(nanos) ? new Date(Number(BigInt(nanos) / 1000000n)).toISOString() : void 0;
}

// src/trace/usage/span-attributes.ts
function attributeCount(item, names, file) {
  for (const name of names) {
    if (!item.attributes.has(name)) continue;
    const value = item.attributes.get(name);
    const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof n === "number" && Number.isSafeInteger(n) && n >= 0) return n;
    const what = item.spanId === void 0 ? `event '${item.name}'` : `span '${item.name}' (${item.spanId})`;
    throw new InputError(`${what}: ${JSON.stringify(value)} is not a token count`, { file, line: item.line, key: name });
  }
  return 0;
}
function hasAny(item, names) {
  return names.some((name) => item.attributes.has(name));
}
function attributeText(item, ...names) {
  for (const name of names) {
    const value = item.attributes.get(name);
    if (typeof value === "string" && value !== "") return value;
  }
  return void 0;
}

// src/trace/usage/claude-code-otel.ts
var API_REQUEST = "claude_code.api_request";
function hasClaudeCodeApiRequests(records) {
  return records.some(isApiRequest);
}
function isApiRequest(record) {
  return record.name === API_REQUEST || record.attributes.get("event.name") === "api_request";
}
function claudeCodeOtelRecords(records, file) {
  return records.filter(isApiRequest).map((event) => {
    const count = (name) => attributeCount({ ...event, name: API_REQUEST }, [name], file);
    const fresh = count("input_tokens");
    const read = count("cache_read_tokens");
    const written2 = count("cache_creation_tokens");
    const split = { m5: count("cache_creation_5m_tokens"), h1: count("cache_creation_1h_tokens") };
    const hasSplit = event.attributes.has("cache_creation_5m_tokens") || event.attributes.has("cache_creation_1h_tokens");
    if (hasSplit && split.m5 + split.h1 !== written2) {
      throw new InputError(`cache writes of ${split.m5} (5m) and ${split.h1} (1h) tokens do not add up to cache_creation_tokens ${written2}`, { file, line: event.line, key: "cache_creation_tokens" });
    }
    const source = attributeText(event, "query_source") ?? "";
    const model = attributeText(event, "model");
    const time = attributeText(event, "event.timestamp") ?? nanosTime(event.timeUnixNano);
    const session = attributeText(event, "session.id");
    const requestId = attributeText(event, "request_id");
    return {
      agent: source.startsWith("agent:") || source === "hook_agent" ? "claude-code subagent" : "claude-code",
      ...model ? { model } : {},
      inputTokens: fresh + read + written2,
      cacheReadTokens: read,
      cacheWrite5mTokens: hasSplit ? split.m5 : written2,
      cacheWrite1hTokens: hasSplit ? split.h1 : 0,
      outputTokens: count("output_tokens"),
      reasoningTokens: 0,
      ...time ? { time } : {},
      ...session ? { runId: session } : {},
      ...requestId ? { requestId } : {},
      source: { file, line: event.line }
    };
  });
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

// src/trace/usage/langfuse.ts
function get(o, camel, snake) {
  return o[camel] ?? o[snake];
}
function observationsOf(documents) {
  return listedItems(documents).flatMap(({ item, line }) => isObject(item) ? [{ o: item, line }] : []);
}
function isLangfuseExport(documents) {
  return observationsOf(documents).some(({ o }) => typeof o.type === "string" && get(o, "traceId", "trace_id") !== void 0 && isObject(get(o, "usageDetails", "usage_details")));
}
var CACHE_READ = ["input_cached_tokens", "input_cache_read", "cache_read_input_tokens"];
var CACHE_WRITE_5M = ["input_cache_creation_5m", "input_cache_write", "cache_creation_input_tokens"];
var CACHE_WRITE_1H = ["input_cache_creation_1h"];
var CACHE_WRITE_TOTAL = "input_cache_creation";
function langfuseRecords(documents, file) {
  const observations = observationsOf(documents);
  const byId = new Map(observations.map(({ o }) => [String(o.id), o]));
  const records = [];
  for (const { o, line } of observations) {
    if (o.type !== "GENERATION") continue;
    const details = get(o, "usageDetails", "usage_details");
    const where = { file, line, key: `${String(o.id ?? "observation")} usageDetails` };
    if (!isObject(details) || Object.keys(details).length === 0) {
      if (o.level === "ERROR") continue;
      throw new InputError("a generation without usage details", where);
    }
    const counts = bucketCounts(details, (key) => {
      throw new InputError(key in details ? `${key}: not a token count` : "usage details that name no input or output count", where);
    });
    const model = get(o, "model", "provided_model_name") ?? o.providedModelName;
    const agent = agentOf(o, byId);
    const time = isoTime(get(o, "endTime", "end_time") ?? get(o, "startTime", "start_time"));
    const trace = get(o, "traceId", "trace_id");
    records.push({
      ...agent ? { agent } : {},
      ...typeof model === "string" && model !== "" ? { model } : {},
      ...counts,
      ...time ? { time } : {},
      ...typeof trace === "string" ? { runId: trace } : {},
      ...typeof o.id === "string" ? { requestId: o.id } : {},
      source: { file, line }
    });
  }
  return records;
}
function bucketCounts(details, bad) {
  const count = (key) => {
    const value = details[key];
    if (value === void 0 || value === null) return 0;
    return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : bad(key);
  };
  const sum = (keys) => keys.reduce((n, key) => n + count(key), 0);
  const split = CACHE_WRITE_1H.some((k) => k in details) || "input_cache_creation_5m" in details;
  const write5m = sum(CACHE_WRITE_5M) + (split ? 0 : count(CACHE_WRITE_TOTAL));
  const write1h = sum(CACHE_WRITE_1H);
  if (split && CACHE_WRITE_TOTAL in details && count(CACHE_WRITE_TOTAL) !== count("input_cache_creation_5m") + write1h) bad(CACHE_WRITE_TOTAL);
  const counted = Object.keys(details).filter((key) => key !== "total" && !(split && key === CACHE_WRITE_TOTAL));
  const isInput = (key) => key.includes("input") || key === "prompt_tokens";
  const isOutput = (key) => key.includes("output") || key === "completion_tokens";
  if (!counted.some((key) => isInput(key) || isOutput(key))) bad("input");
  const input = counted.filter(isInput).reduce((n, key) => n + count(key), 0);
  const output = counted.filter(isOutput).reduce((n, key) => n + count(key), 0);
  const total = details.total === void 0 ? void 0 : count("total");
  const inputTokens = total !== void 0 && input + output > total ? total - output : input;
  return {
    inputTokens,
    cacheReadTokens: sum(CACHE_READ),
    cacheWrite5mTokens: write5m,
    cacheWrite1hTokens: write1h,
    outputTokens: output,
    reasoningTokens: count("output_reasoning_tokens")
  };
}
function agentOf(o, byId) {
  const seen = /* @__PURE__ */ new Set();
  for (let at = byId.get(String(get(o, "parentObservationId", "parent_observation_id"))); at && !seen.has(at); at = byId.get(String(get(at, "parentObservationId", "parent_observation_id")))) {
    seen.add(at);
    if (at.type === "AGENT" && typeof at.name === "string") return at.name;
  }
  const metadata = o.metadata;
  if (isObject(metadata) && typeof metadata.agent_name === "string") return metadata.agent_name;
  const traceName = get(o, "traceName", "trace_name");
  return typeof traceName === "string" && traceName !== "" ? traceName : void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
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

// src/trace/usage/openai-agents-trace.ts
function spansOf(documents) {
  return listedItems(documents).flatMap(({ item, line }) => isObject2(item) && item.object === "trace.span" ? [{ span: item, line }] : []);
}
function isOpenAiAgentsTrace(documents) {
  return spansOf(documents).some(({ span }) => isObject2(span.span_data));
}
function openAiAgentsRecords(documents, file) {
  const spans = spansOf(documents);
  const byId = new Map(spans.map(({ span }) => [span.id, span]));
  const isCall = ({ span }) => span.span_data?.type === "generation" || span.span_data?.type === "response";
  const isTurn = ({ span }) => span.span_data?.type === "custom" && span.span_data.data?.sdk_span_type === "turn" && span.span_data.data.usage !== void 0;
  const byTrace = /* @__PURE__ */ new Map();
  for (const item of spans) (byTrace.get(item.span.trace_id) ?? byTrace.set(item.span.trace_id, []).get(item.span.trace_id)).push(item);
  const chosen = [...byTrace.values()].flatMap((trace) => {
    const calls = trace.filter(isCall);
    if (calls.every(({ span }) => span.span_data.usage)) return calls;
    const turns = trace.filter(isTurn);
    if (turns.length) return turns;
    const lost = calls.find(({ span }) => !span.span_data.usage);
    throw new InputError(`span ${lost.span.id ?? "(no id)"}: a model call without usage in a trace without turn spans (OpenAI's ingest strips usage from response spans; export with a processor that keeps it)`, { file, line: lost.line });
  });
  return chosen.sort((a, b) => a.line - b.line).map(({ span, line }) => {
    const data = span.span_data;
    const usage = data.type === "custom" ? data.data.usage : data.usage;
    const requests = countAt(usage, "requests", () => {
      throw new InputError(`span ${span.id ?? "(no id)"}: not a count of requests`, { file, line, key: "span_data.usage.requests" });
    });
    const counts = usageCounts(usage, (field2) => {
      throw new InputError(`span ${span.id ?? "(no id)"}: not a token count`, { file, line, key: `span_data.usage.${field2}` });
    });
    const agent = data.data?.agent_name ?? agentOf2(span, byId);
    const time = isoTime(span.ended_at ?? span.started_at);
    const request = data.response_id ?? span.id;
    return {
      ...agent ? { agent } : {},
      ...data.model ? { model: data.model } : {},
      ...counts,
      // Usage summed over several calls (a turn that retried) is their requests'.
      ...requests > 1 ? { requests } : {},
      ...time ? { time } : {},
      ...span.trace_id ? { runId: span.trace_id } : {},
      ...request ? { requestId: request } : {},
      source: { file, line }
    };
  });
}
function usageCounts(usage, bad) {
  const details = isObject2(usage.details) ? usage.details : usage;
  const first = (value) => (Array.isArray(value) ? value[0] : value) ?? {};
  const input = first(details.input_tokens_details);
  const output = first(details.output_tokens_details);
  const count = (object, key, field2) => countAt(object, key, () => bad(field2));
  return {
    inputTokens: count(usage, "input_tokens", "input_tokens"),
    cacheReadTokens: count(input, "cached_tokens", "input_tokens_details.cached_tokens") + count(usage, "cached_input_tokens", "cached_input_tokens"),
    cacheWrite5mTokens: count(input, "cache_write_tokens", "input_tokens_details.cache_write_tokens") + count(usage, "cache_write_input_tokens", "cache_write_input_tokens"),
    cacheWrite1hTokens: 0,
    outputTokens: count(usage, "output_tokens", "output_tokens"),
    reasoningTokens: count(output, "reasoning_tokens", "output_tokens_details.reasoning_tokens")
  };
}
function agentOf2(span, byId) {
  const seen = /* @__PURE__ */ new Set();
  for (let at = byId.get(span.parent_id ?? void 0); at && !seen.has(at); at = byId.get(at.parent_id ?? void 0)) {
    seen.add(at);
    if (at.span_data?.type === "agent" && at.span_data.name) return at.span_data.name;
  }
  return void 0;
}
function isObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/trace/usage/otlp-spans.ts
function otlpSpans(documents, file) {
  return otlpItems(documents, file, { signal: "trace", resource: "resourceSpans", scope: "scopeSpans", items: "spans" }, spanOf);
}
function otlpItems(documents, file, layout, make) {
  const items = [];
  for (const { value, line, lineOf } of documents) {
    const bad = (what) => {
      throw new InputError(`not an OTLP JSON ${layout.signal} export: ${what}`, { file, line });
    };
    const requests = Array.isArray(value) ? value : [value];
    requests.forEach((request, r) => {
      list(field(request, layout.resource) ?? bad(`no ${layout.resource}`), bad, layout.resource).forEach((resource, i) => {
        list(field(resource, layout.scope) ?? [], bad, layout.scope).forEach((scope, j) => {
          list(field(scope, layout.items) ?? [], bad, layout.items).forEach((item, k) => {
            const path = [layout.resource, i, layout.scope, j, layout.items, k];
            items.push(make(item, lineOf ? lineOf(Array.isArray(value) ? [r, ...path] : path) : line, bad));
          });
        });
      });
    });
  }
  return items;
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
  return nanosTime(span.endTimeUnixNano ?? span.startTimeUnixNano);
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

// src/trace/usage/otlp-logs.ts
function otlpLogRecords(documents, file) {
  return otlpItems(documents, file, { signal: "logs", resource: "resourceLogs", scope: "scopeLogs", items: "logRecords" }, recordOf);
}
function recordOf(record, line, bad) {
  const attributes = /* @__PURE__ */ new Map();
  for (const attribute of list(field(record, "attributes") ?? [], bad, "attributes")) {
    const key = field(attribute, "key");
    if (typeof key !== "string") bad("an attribute without a key");
    attributes.set(key, anyValue(field(attribute, "value")));
  }
  const body = anyValue(field(record, "body"));
  const set = (value) => typeof value === "string" && /^\d+$/.test(value) && !/^0+$/.test(value) ? value : void 0;
  const time = set(field(record, "timeUnixNano")) ?? set(field(record, "observedTimeUnixNano"));
  return { name: typeof body === "string" ? body : "", ...time ? { timeUnixNano: time } : {}, attributes, line };
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
var CACHE_READ2 = ["gen_ai.usage.cache_read.input_tokens", "gen_ai.usage.cache_read_input_tokens", "gen_ai.usage.input_tokens.cached"];
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
    const read = attributeCount(span, CACHE_READ2, file);
    const written2 = attributeCount(span, CACHE_WRITE, file);
    const agent = fromAncestors(span, byId, (s) => attributeText(s, "gen_ai.agent.name"));
    const model = attributeText(span, "gen_ai.request.model", "gen_ai.response.model");
    const time = spanTime(span);
    records.push({
      ...agent ? { agent } : {},
      ...model ? { model } : {},
      inputTokens: input < read + written2 ? input + read + written2 : input,
      cacheReadTokens: read,
      cacheWrite5mTokens: written2,
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
var USAGE_FORMATS = ["otel-genai", "openinference", "claude-code", "claude-code-otel", "codex", "openai-agents", "langfuse", "litellm", "swe-agent", "smolagents", "provider-usage"];
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
    case "claude-code-otel":
      return claudeCodeOtelRecords(otlpLogRecords(documents, file), file);
    case "openai-agents":
      return openAiAgentsRecords(documents, file);
    case "langfuse":
      return langfuseRecords(documents, file);
    case "codex":
      return codexRecords(documents, file);
    case "litellm":
      return liteLlmRecords(documents, file);
    case "swe-agent":
      return trajectoryRecords(documents, file);
    case "smolagents":
      return documents.flatMap(({ value, line, lineOf }) => convertSmolagents(value, file, (path) => lineOf?.(path) ?? line).recorded ?? []);
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
  if (typeof first === "object" && first !== null && "resourceLogs" in first) {
    if (hasClaudeCodeApiRequests(otlpLogRecords(documents, file))) return "claude-code-otel";
    throw new InputError("an OTLP logs export without Claude Code's claude_code.api_request events", { file });
  }
  if (isOpenAiAgentsTrace(documents)) return "openai-agents";
  if (isLangfuseExport(documents)) return "langfuse";
  if (isCodexRollout(documents)) return "codex";
  if (isClaudeCodeTranscript(documents)) return "claude-code";
  if (isLiteLlmLog(documents)) return "litellm";
  const whole = documents.length === 1 ? documents[0].value : void 0;
  if (isSweAgentTrajectory(whole)) return "swe-agent";
  if (isSmolagentsDump(whole)) return "smolagents";
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
function trajectoryRecords(documents, file) {
  return documents.flatMap(({ value, line, lineOf }) => {
    const record = sweAgentUsage(value, (path) => ({ file, line: lineOf?.(path) ?? line, key: path.join(".") }));
    return record ? [record] : [];
  });
}
function usageObjectOf(value) {
  if (typeof value !== "object" || value === null) return void 0;
  const v = value;
  return v.usage ?? v.usageMetadata ?? value;
}

// src/analyze/recordings.ts
function readRecordings(recordings, format) {
  const read = recordings.map(({ file, text }) => ({ file, ...readUsage(text, file, format) }));
  const seen = /* @__PURE__ */ new Set();
  const distinct = (record) => record.requestId === void 0 || !seen.has(record.requestId) && seen.add(record.requestId) !== void 0;
  return { files: read.map(({ file, format: found }) => ({ file, format: found })), records: read.flatMap((r) => r.records).filter(distinct) };
}

// src/analyze/measured-runs.ts
function readRecordedSides(recordings) {
  return { base: readRecordings(recordings.base, recordings.format), head: readRecordings(recordings.head, recordings.format) };
}
function recordedAgentNames({ base, head }) {
  return [...new Set([...base.records, ...head.records].map((r) => r.agent ?? UNNAMED_AGENT))];
}
function measureRuns(recorded, context) {
  const { base, head } = recorded;
  const { namedModel } = context;
  const match = matchRecordedAgents(recordedAgentNames(recorded), context.scenarios.map((s) => s.name));
  const scenarioOf = new Map(context.scenarios.map((s) => [s.name, s]));
  const pricing = (side) => (model, agent) => {
    const scenario = scenarioOf.get(match.get(agent) ?? "");
    const id = model ?? (scenario ? side === "base" ? scenario.modelChange?.from ?? scenario.model : scenario.model : namedModel);
    return knownModel(id, context.models);
  };
  const pairs = pairRecordedUsage(summariseRecordedUsage(base.records, pricing("base")), summariseRecordedUsage(head.records, pricing("head")));
  const order = (agent) => {
    const scenario = match.get(agent);
    return scenario === void 0 ? context.scenarios.length : context.scenarios.findIndex((s) => s.name === scenario);
  };
  const agents = pairs.map((d) => {
    const sides = { base: d.base ? sideOf(d.base) : null, head: d.head ? sideOf(d.head) : null };
    return { agent: d.agent, scenario: match.get(d.agent) ?? null, ...sides, ...deltasOf(sides.base, sides.head) };
  }).sort((a, b) => order(a.agent) - order(b.agent) || a.agent.localeCompare(b.agent));
  return { base: base.files, head: head.files, agents };
}
function matchRecordedAgents(recorded, scenarios) {
  const match = /* @__PURE__ */ new Map();
  const taken = /* @__PURE__ */ new Set();
  const pair = (agent, scenario) => {
    match.set(agent, scenario);
    taken.add(scenario);
  };
  for (const agent of recorded) if (scenarios.includes(agent)) pair(agent, agent);
  const key = (name) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  for (const agent of recorded.filter((a) => !match.has(a))) {
    const same = scenarios.filter((s) => !taken.has(s) && key(s) === key(agent));
    const rivals = recorded.filter((a) => !match.has(a) && key(a) === key(agent));
    if (same.length === 1 && rivals.length === 1) pair(agent, same[0]);
  }
  const agentsLeft = recorded.filter((a) => !match.has(a));
  const scenariosLeft = scenarios.filter((s) => !taken.has(s));
  if (agentsLeft.length === 1 && scenariosLeft.length === 1 && (agentsLeft[0] === UNNAMED_AGENT || scenarios.length === 1)) pair(agentsLeft[0], scenariosLeft[0]);
  return match;
}
function settledMeasuredRuns(measured) {
  return { ...measured, agents: measured.agents.map((m) => ({ ...m, ...deltasOf(m.base, m.head) })) };
}
function deltasOf(base, head) {
  return {
    deltaInputTokens: base && head ? head.inputTokens.median - base.inputTokens.median : null,
    deltaCostUsd: base?.costUsd && head?.costUsd ? head.costUsd.median - base.costUsd.median : null
  };
}
function sideOf(usage) {
  const times = usage.runs.flatMap((run) => [run.from, run.to]).filter((t) => t !== void 0).sort();
  return {
    runs: usage.runs.length,
    requests: usage.requests,
    inputTokens: usage.perRun.inputTokens,
    cacheReadTokens: usage.perRun.cacheReadTokens,
    outputTokens: usage.perRun.outputTokens,
    costUsd: usage.perRun.costUsd ?? null,
    from: times[0] ?? null,
    to: times[times.length - 1] ?? null,
    unpriced: usage.unpriced
  };
}

export {
  thresholdsOf,
  thresholdChanges,
  evaluateGate,
  measureWords,
  budgetReason,
  checkBudgets,
  headline,
  measuredFiguresOf,
  promptMaterial,
  UNNAMED_AGENT,
  summariseRecordedUsage,
  spreadOf,
  USAGE_FORMATS,
  readRecordings,
  readRecordedSides,
  recordedAgentNames,
  measureRuns,
  matchRecordedAgents,
  settledMeasuredRuns
};
