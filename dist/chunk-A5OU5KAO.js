import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  UNNAMED_AGENT,
  checkBudgets,
  headline,
  matchRecordedAgents,
  measureRuns,
  measureWords,
  promptMaterial,
  readRecordedSides,
  recordedAgentNames,
  spreadOf,
  thresholdChanges,
  thresholdsOf
} from "./chunk-4O75KC3W.js";
import {
  BytesInFlight,
  cachedCounts,
  extractionWorkers,
  keepCounts,
  openExtractionPool,
  runExtractionJob,
  smallRunBytes
} from "./chunk-PTG6OATJ.js";
import {
  agentLabel,
  codeSpan,
  plainText
} from "./chunk-CTQPJVMW.js";
import {
  countedWith,
  formatDateRange,
  formatPercent,
  formatSigned,
  formatTokens,
  formatUsd,
  formatUsdPair,
  parseConfigFile,
  percentChange
} from "./chunk-3M7FWAYX.js";
import {
  addUnit,
  copyRunInputs,
  emptyRunInputs,
  runCost,
  runScenario,
  sizedParts,
  toolResultCopies
} from "./chunk-E5JONHH6.js";
import {
  standardPolicies
} from "./chunk-72PMS5I4.js";
import {
  priceAt
} from "./chunk-TS6I3ZBO.js";
import {
  ModelTextSizes,
  NO_COUNTS,
  agentConfig,
  decodeContent,
  findAgents,
  parseLfsPointer,
  pricedAgents,
  promptFileClassifier,
  repositoryOf,
  withImportedFiles
} from "./chunk-GKXDXUD5.js";
import {
  isShallow,
  mergeBase,
  parentsOf,
  resolveCommit
} from "./chunk-YEFU2FJ6.js";
import {
  STAND_INS,
  calibrationFor,
  configFrom,
  estimateScale,
  resolveModel,
  unknownModelMessage
} from "./chunk-UNORK3EK.js";
import {
  PROFILES,
  describeDelivery,
  extractContent,
  extractOptions,
  extractOptionsEachWay,
  extractOptionsFor,
  firstRequestCopies,
  memoizedExtractor,
  needsParsing,
  parsersForFile,
  profileFileRules,
  sendsItself,
  sizeIn,
  talksToModel
} from "./chunk-4FT22JVS.js";
import {
  describePolicy,
  policyWindow
} from "./chunk-67GQ2N7O.js";
import {
  assertNever,
  groupedNumber
} from "./chunk-MPTDITOE.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";
import {
  isTiktokenEncoding
} from "./chunk-E34YZ725.js";

// src/changes/commit-range.ts
async function repositoryFacts(git) {
  const ask = ["rev-parse", "--is-shallow-repository", "--path-format=absolute", "--git-common-dir"];
  const withRoot = await git.tryRun([...ask, "--show-toplevel"]);
  const out = withRoot ?? await git.tryRun(ask);
  if (!out) return void 0;
  const text = out.toString("utf8");
  const eol = text.indexOf("\n");
  const shallow = text.slice(0, eol).trim() === "true";
  const paths = text.slice(eol + 1);
  if (!withRoot) return { shallow, gitDir: paths.replace(/\n$/, "") };
  const lines = paths.split("\n");
  const gitDir = lines.length === 3 ? lines[0] : (await git.run(["rev-parse", "--path-format=absolute", "--git-common-dir"])).toString("utf8").replace(/\n$/, "");
  const root = paths.slice(gitDir.length + 1).replace(/\n$/, "");
  return { shallow, gitDir, ...root ? { root } : {} };
}
async function localRange(git, baseRef, headRef, facts = repositoryFacts(git)) {
  const commits = Promise.all([resolveCommit(git, "HEAD"), resolveCommit(git, headRef), resolveCommit(git, baseRef)]);
  commits.catch(() => void 0);
  const repository = await facts;
  if (!repository) throw new InputError("not inside a git repository");
  const [current, head, base] = await commits;
  if (!current) throw new InputError("this repository has no commits yet");
  const shallowHint = repository.shallow ? " (this clone is shallow: git fetch --unshallow may bring it)" : "";
  if (!head) throw new InputError(`--head: no commit '${headRef}' in this repository${shallowHint}`);
  if (!base) throw new InputError(`--base: no commit '${baseRef}' in this repository${shallowHint}`);
  const forkPoint = await mergeBase(git, base, head);
  if (!forkPoint) throw new InputError(`--base: '${baseRef}' and '${headRef}' share no history${shallowHint}`);
  return { base: { ref: baseRef, sha: forkPoint }, head: { ref: headRef, sha: head } };
}
async function pullRequestRange(git, pr, fetcher) {
  if (pr.mergeSha) {
    if (!await hasCommitWithParents(git, pr.mergeSha)) await fetcher.fetch([pr.mergeSha], 2).catch(() => void 0);
    const parents = await resolveCommit(git, pr.mergeSha) ? await parentsOf(git, pr.mergeSha) : [];
    if (parents.length === 2) {
      return {
        base: { ref: pr.baseRef, sha: parents[0] },
        head: { ref: pr.headRef, sha: pr.mergeSha }
      };
    }
  }
  return forkPointRange(git, pr, fetcher);
}
async function forkPointRange(git, pr, fetcher) {
  const missing = [];
  for (const sha of [pr.baseSha, pr.headSha]) if (!await resolveCommit(git, sha)) missing.push(sha);
  if (missing.length) await fetcher.fetch(missing, 1);
  for (const depth of [32, 256, 2048, 0]) {
    const forkPoint = await mergeBase(git, pr.baseSha, pr.headSha);
    if (forkPoint) {
      return { base: { ref: pr.baseRef, sha: forkPoint }, head: { ref: pr.headRef, sha: pr.headSha } };
    }
    if (!await isShallow(git)) break;
    await fetcher.fetch([pr.baseSha, pr.headSha], depth);
  }
  throw new InputError(`base ${pr.baseSha} and head ${pr.headSha} share no history`);
}
async function hasCommitWithParents(git, sha) {
  if (!await resolveCommit(git, sha)) return false;
  return (await parentsOf(git, sha)).length > 0;
}
function originFetcher(git, remote = "origin") {
  return {
    async fetch(shas, depth) {
      const depthArgs = depth > 0 ? [`--depth=${depth}`] : await isShallow(git) ? ["--unshallow"] : [];
      await git.run(["fetch", "--no-tags", "--no-recurse-submodules", "--quiet", ...depthArgs, remote, ...shas]);
    }
  };
}

// src/gate/rules.ts
var DEFAULT_ACCEPT_LABEL = "ctxguard: accept";
function gateRulesOf(config) {
  return {
    thresholds: thresholdsOf(config),
    budgets: config.budgets ?? [],
    tolerancePercent: config.tolerancePercent ?? null,
    acceptLabel: config.acceptLabel === void 0 ? DEFAULT_ACCEPT_LABEL : config.acceptLabel || null
  };
}
function withInputs(base, inputs) {
  return {
    thresholds: { ...base.thresholds, ...thresholdsOf(inputs) },
    budgets: inputs.budgets ?? base.budgets,
    tolerancePercent: inputs.tolerancePercent ?? base.tolerancePercent,
    acceptLabel: inputs.acceptLabel === void 0 ? base.acceptLabel : inputs.acceptLabel || null
  };
}
function ruleChanges(applied, proposed) {
  const show = (v) => v === null ? "none" : typeof v === "string" ? `'${v}'` : String(v);
  return [
    ...thresholdChanges(applied.thresholds, proposed.thresholds),
    ...budgetChanges(applied.budgets, proposed.budgets),
    ...applied.tolerancePercent === proposed.tolerancePercent ? [] : [`tolerance-percent ${show(applied.tolerancePercent)} \u2192 ${show(proposed.tolerancePercent)}`],
    ...applied.acceptLabel === proposed.acceptLabel ? [] : [`accept-label ${show(applied.acceptLabel)} \u2192 ${show(proposed.acceptLabel)}`]
  ];
}
function budgetChanges(applied, proposed) {
  const key = (b) => b && JSON.stringify({ ...b, origin: void 0 });
  const changes = [];
  for (let i = 0; i < Math.max(applied.length, proposed.length); i++) {
    const [before, after] = [key(applied[i]), key(proposed[i])];
    if (before === after) continue;
    changes.push(`budgets[${i}] ${before === void 0 ? "added" : after === void 0 ? "removed" : "changed"}`);
  }
  return changes;
}

// src/pipeline/code-fingerprint.ts
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var FINGERPRINT_FILE = "fingerprint.txt";
function codeFingerprint() {
  return fingerprint ??= readFingerprint();
}
var fingerprint;
function readFingerprint() {
  const here = dirname(fileURLToPath(import.meta.url));
  try {
    return readFileSync(join(here, FINGERPRINT_FILE), "utf8").trim();
  } catch {
    return sourceFingerprint(join(here, "..", ".."));
  }
}
function sourceFingerprint(root) {
  const hash = createHash("sha256");
  const files = readdirSync(join(root, "src"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
  for (const path of [...files, join(root, "package-lock.json")]) hash.update(path.slice(root.length)).update("\0").update(readFileSync(path)).update("\0");
  return `source-${hash.digest("hex").slice(0, 32)}`;
}

// src/pipeline/provider-counts.ts
import { createHash as createHash2 } from "node:crypto";
var DEFAULT_BASE_URLS = { anthropic: "https://api.anthropic.com", gemini: "https://generativelanguage.googleapis.com" };
var BASE_URL_VARIABLES = { anthropic: "ANTHROPIC_BASE_URL", gemini: "GOOGLE_GEMINI_BASE_URL" };
var REFERENCE_TEXT = "a";
var REFERENCE_TOKENS = 1;
var ANTHROPIC = {
  name: "anthropic",
  catalog: "anthropic",
  label: "Anthropic's count_tokens",
  request: (base, key, model, text) => ({
    url: `${base}/v1/messages/count_tokens`,
    init: {
      method: "POST",
      headers: { "x-api-key": key, "anthropic-version": "2023-06-01", "content-type": "application/json" },
      body: JSON.stringify({ model, messages: [{ role: "user", content: text }] })
    }
  }),
  count: (body) => wholeNumber(body?.input_tokens),
  // {"type": "error", "error": {"type": "rate_limit_error", "message": "..."}}
  error: (body) => {
    const e = body?.error;
    return typeof e?.message === "string" ? typeof e.type === "string" ? `${e.type}: ${e.message}` : e.message : void 0;
  },
  refusesKey: (status2) => status2 === 401 || status2 === 403
};
var googleDetails = (body) => {
  const details = body?.error?.details;
  return Array.isArray(details) ? details : [];
};
var GEMINI = {
  name: "gemini",
  catalog: "google",
  label: "Gemini's countTokens",
  request: (base, key, model, text) => ({
    url: `${base}/v1beta/models/${encodeURIComponent(model)}:countTokens`,
    init: {
      method: "POST",
      // The key goes in a header, not the query string, where URLs are logged.
      headers: { "x-goog-api-key": key, "content-type": "application/json" },
      body: JSON.stringify({ contents: [{ role: "user", parts: [{ text }] }] })
    }
  }),
  count: (body) => wholeNumber(body?.totalTokens),
  // {"error": {"code": 429, "message": "...", "status": "RESOURCE_EXHAUSTED"}}
  error: (body) => {
    const e = body?.error;
    return typeof e?.message === "string" ? typeof e.status === "string" ? `${e.status}: ${e.message}` : e.message : void 0;
  },
  // A wrong key is a 400 INVALID_ARGUMENT whose ErrorInfo says API_KEY_INVALID; a missing one a 401 or 403.
  refusesKey: (status2, body) => status2 === 401 || status2 === 403 || googleDetails(body).some((d) => d.reason === "API_KEY_INVALID"),
  // A 429's RetryInfo: {"retryDelay": "37s"}.
  retryDelay: (body) => {
    const delay = googleDetails(body).find((d) => typeof d.retryDelay === "string")?.retryDelay;
    const seconds = delay === void 0 ? NaN : Number(/^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1]);
    return Number.isFinite(seconds) ? seconds * 1e3 : void 0;
  }
};
var PROVIDERS = [ANTHROPIC, GEMINI];
function isApiKey(text) {
  return /^[\x21-\x7e]+$/.test(text);
}
function providerCounting(keys, env, log) {
  return {
    keys,
    baseUrls: { anthropic: env[BASE_URL_VARIABLES.anthropic], gemini: env[BASE_URL_VARIABLES.gemini] },
    ...log ? { log } : {}
  };
}
async function countWithProviders(needs, options) {
  const models = /* @__PURE__ */ new Map();
  const bases = new Map(PROVIDERS.map((p) => [p.name, baseUrl(p, options.baseUrls?.[p.name])]));
  await Promise.all(
    PROVIDERS.map(async (provider) => {
      const key = options.keys[provider.name];
      const mine = needs.filter((n) => n.provider === provider.catalog);
      if (!key || mine.length === 0) return;
      const counted = await new ProviderCounter(provider, bases.get(provider.name), key, options).count(mine);
      for (const [model, counts] of counted) models.set(model, counts);
    })
  );
  return { models };
}
function providerLabel(catalogProvider) {
  return PROVIDERS.find((p) => p.catalog === catalogProvider)?.label;
}
function baseUrl(provider, given) {
  const variable = BASE_URL_VARIABLES[provider.name];
  if (given === void 0 || given.trim() === "") return DEFAULT_BASE_URLS[provider.name];
  let url;
  try {
    url = new URL(given.trim());
  } catch {
    throw new InputError(`${variable}: not a URL: ${JSON.stringify(given)}`);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    throw new InputError(`${variable}: ${url.protocol}//${url.host} is not https: the API key is sent only over https, or to a loopback address`);
  }
  if (url.username || url.password || url.search || url.hash) throw new InputError(`${variable}: give the API's base URL alone, without credentials, query or fragment`);
  return url.href.replace(/\/+$/, "");
}
var ProviderCounter = class {
  constructor(provider, base, key, options) {
    this.provider = provider;
    this.base = base;
    this.key = key;
    this.options = options;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.attempts = Math.max(1, options.attempts ?? 4);
    this.backoffMs = options.backoffMs ?? 1e3;
    this.maxWaitMs = options.maxWaitMs ?? 6e4;
    this.timeoutMs = options.timeoutMs ?? 3e4;
  }
  provider;
  base;
  key;
  options;
  concurrency;
  attempts;
  backoffMs;
  maxWaitMs;
  timeoutMs;
  /** A 429 holds every request to this provider until then (ms since the epoch). */
  pausedUntil = 0;
  /** The key was refused: nothing more is sent. */
  refused;
  /** Models the provider does not know: nothing more is sent for them. */
  unknownModels = /* @__PURE__ */ new Map();
  async count(needs) {
    const texts = new Map(needs.map((n) => [n.model, distinctTexts(n.texts)]));
    const total = [...texts.values()].reduce((n, t) => n + t.size, 0);
    this.options.log?.(`Counting ${total} distinct texts for ${needs.map((n) => n.model).join(", ")} with ${this.provider.label}`);
    const framing = /* @__PURE__ */ new Map();
    const toMeasure = needs.filter((n) => [...n.texts].some((text) => text !== ""));
    await this.pool(toMeasure.map((n) => ({ model: n.model, text: REFERENCE_TEXT })), (job, outcome) => framing.set(job.model, outcome));
    const results = /* @__PURE__ */ new Map();
    const failures = /* @__PURE__ */ new Map();
    const jobs = [];
    for (const [model, byHash] of texts) {
      const counts = /* @__PURE__ */ new Map();
      results.set(model, counts);
      const overhead = framing.get(model) ?? { tokens: 1 };
      if ("failure" in overhead) {
        failures.set(model, overhead.failure);
        continue;
      }
      for (const [hash, text] of byHash) {
        if (text === "") counts.set(hash, 0);
        else jobs.push({ model, text });
      }
    }
    await this.pool(jobs, (job, outcome) => {
      const overhead = framing.get(job.model);
      const taken = Math.max(0, overhead.tokens - REFERENCE_TOKENS);
      if ("tokens" in outcome) results.get(job.model).set(textHash(job.text), Math.max(0, outcome.tokens - taken));
      else if (!failures.has(job.model)) failures.set(job.model, outcome.failure);
    });
    const out = /* @__PURE__ */ new Map();
    for (const [model, counts] of results) {
      const failure = failures.get(model);
      out.set(model, { tokens: (text) => counts.get(textHash(text)), ...failure === void 0 ? {} : { failure } });
    }
    return out;
  }
  /** Runs the jobs, `concurrency` at a time, handing each outcome over as it comes. */
  async pool(jobs, done) {
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        let outcome;
        try {
          outcome = await this.countOne(job);
        } catch (error) {
          outcome = { failure: this.redact(`could not count: ${error instanceof Error ? error.message : String(error)}`) };
        }
        done(job, outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, jobs.length) }, worker));
  }
  async countOne({ model, text }) {
    let last = "";
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      for (let wait = this.pausedUntil - Date.now(); wait > 0; wait = this.pausedUntil - Date.now()) await sleep(wait);
      if (this.refused) return { failure: this.refused };
      const unknown = this.unknownModels.get(model);
      if (unknown) return { failure: unknown };
      const { url, init } = this.provider.request(this.base, this.key, model, text);
      let response;
      let body;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
        body = await response.json().catch(() => void 0);
      } catch (error) {
        last = this.redact(`no answer (${causeOf(error)})`);
        if (attempt < this.attempts) await sleep(this.backoff(attempt));
        continue;
      }
      const { status: status2 } = response;
      if (status2 === 200) {
        const tokens3 = this.provider.count(body);
        return tokens3 === void 0 ? { failure: `an answer without a token count (HTTP 200)` } : { tokens: tokens3 };
      }
      const words = this.redact(this.provider.error(body) ?? response.statusText).slice(0, 300);
      last = `HTTP ${status2}${words ? `: ${words}` : ""}`;
      if (this.provider.refusesKey(status2, body)) {
        this.refused ??= `${this.provider.label} refused the key (${last})`;
        return { failure: this.refused };
      }
      if (status2 === 404) {
        const failure = `${this.provider.label} does not know the model ${model} (${last})`;
        this.unknownModels.set(model, failure);
        return { failure };
      }
      if (status2 === 429 || status2 >= 500) {
        const delay = retryAfter(response.headers.get("retry-after")) ?? this.provider.retryDelay?.(body) ?? this.backoff(attempt);
        if (delay > this.maxWaitMs) return { failure: `${last}; asked to wait ${Math.ceil(delay / 1e3)} s, longer than ctxguard waits` };
        if (status2 === 429) this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delay);
        else if (attempt < this.attempts) await sleep(delay);
        continue;
      }
      return { failure: last };
    }
    return { failure: `${last} after ${this.attempts} attempts` };
  }
  backoff(attempt) {
    return this.backoffMs * 2 ** (attempt - 1);
  }
  /** An answer may quote the request: the key never goes further than the request itself. */
  redact(text) {
    return text.split(this.key).join("***");
  }
};
function distinctTexts(texts) {
  const byHash = /* @__PURE__ */ new Map();
  for (const text of texts) byHash.set(textHash(text), text);
  return byHash;
}
function textHash(text) {
  return createHash2("sha256").update(text, "utf8").digest("hex");
}
function wholeNumber(value) {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : void 0;
}
function retryAfter(header, now = Date.now()) {
  if (header === null || header.trim() === "") return void 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1e3;
  const date = Date.parse(header);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
function causeOf(error) {
  if (error instanceof Error && error.name === "TimeoutError") return "timed out";
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : void 0;
  return cause ?? (error instanceof Error ? error.message : String(error));
}
function sleep(ms) {
  return new Promise((resolve2) => setTimeout(resolve2, ms));
}

// src/pipeline/diff.ts
import { isAbsolute as isAbsolute2, relative, resolve, sep } from "node:path";

// src/analyze/budget-figures.ts
function budgetFigures(base, head, headPath, scenarios, headSnapshot, configChanged) {
  return {
    files: { base: tokensByPath(base, headPath), head: tokensByPath(head) },
    agents: scenarios.map(budgetFiguresOf),
    uncounted: uncountedFiles(headSnapshot),
    configChanged
  };
}
function tokensByPath(units, pathOf = (p) => p) {
  const byPath = /* @__PURE__ */ new Map();
  for (const u of units) byPath.set(pathOf(u.path), (byPath.get(pathOf(u.path)) ?? 0) + u.tokens);
  return byPath;
}
function budgetFiguresOf(s) {
  const at = (side) => ({
    startupTokens: s.startup[side === "base" ? "baseTokens" : "headTokens"],
    promptTokens: s.prompt[side === "base" ? "baseTokens" : "headTokens"],
    runTokens: s[side].inputTokens,
    runUsd: s[side].costUsd,
    peakContext: s[side].peakContext
  });
  return { name: s.name, base: at("base"), head: at("head") };
}
function uncountedFiles(snapshot) {
  const why = { "too-large": "larger than max_file_bytes", binary: "binary", symlink: "a symbolic link", "lfs-pointer": "a Git LFS object not fetched" };
  return new Map(snapshot.files.flatMap((f) => f.content.kind === "skipped" ? [[f.path, why[f.content.reason]]] : []));
}
function unmatchedBudgetFindings(unmatched, configPath) {
  return unmatched.map((b) => {
    const given = b.origin.path ? "" : ` (given in ${b.origin.file})`;
    return {
      kind: "budget-unmatched",
      path: b.origin.path ?? configPath ?? ".ctxguard.yml",
      ...b.origin.line === null || !b.origin.path ? {} : { line: b.origin.line },
      message: b.kind === "files" ? `${b.origin.name}${given} bounds no file: no prompt file at head matches ${b.files.join(", ")}` : `${b.origin.name}${given} bounds no agent: none is named ${b.agent}`
    };
  });
}

// src/analyze/delivery-change.ts
function reach(delivery) {
  switch (delivery.kind) {
    case "every-request":
    case "start":
    case "after-history":
    case "tool-result":
      return "every run";
    case "per-step":
      return delivery.instead ? "some runs" : "every run";
    case "on-trigger":
    case "while-matching":
    case "invoked":
    case "side-call":
    case "on-failure":
      return "some runs";
    case "never":
      return "never";
    case "other-agent":
      return "other agent";
    case "repeated": {
      const reaches = delivery.copies.map(reach);
      return ["every run", "some runs", "other agent", "never"].find((r) => reaches.includes(r)) ?? "never";
    }
    case "rendered":
      return reach(delivery.as);
    default:
      return assertNever(delivery);
  }
}
function deliveryChangeMeaning(base, head) {
  const [from, to] = [reach(base), reach(head)];
  if (from === "every run" && to === "some runs") {
    return "every run carried it at base; at head only the runs it applies to do: the others cost less because they run without it";
  }
  if (from === "every run" && (to === "never" || to === "other agent")) return "every run carried it at base; at head none does: the agent works without it";
  if (from === "some runs" && to === "every run") return "only some runs carried it at base; at head every run does, and pays for it";
  if ((from === "never" || from === "other agent") && to !== "never" && to !== "other agent") return "no run of this agent carried it at base; at head it does, and pays for it";
  if (from === "some runs" && (to === "never" || to === "other agent")) return "some runs carried it at base; at head none does";
  return "the run carries it at other points, and pays for it a different number of times";
}

// src/report/run-calibration.ts
var SHAPE_SETTINGS = [
  ["steps", "steps"],
  ["outputTokensPerStep", "output_tokens_per_step"],
  ["taskTokens", "task_tokens"],
  ["toolOutputTokens", "tool_output_tokens"]
];

// src/analyze/calibration.ts
function calibrateAgents(agents, recorded, fixed, ownSettings, run) {
  const match = matchRecordedAgents(recordedAgentNames(recorded), agents.map((a) => a.config.name));
  const calibrations = /* @__PURE__ */ new Map();
  const calibrated = agents.map((agent) => {
    const shape = recordedShape(recorded.base.records.filter((r) => match.get(r.agent ?? UNNAMED_AGENT) === agent.config.name), "base");
    if (!shape) return agent;
    const kept = keptShape(agent.base.config, agent.head.config, fixed, ownSettings(agent.config.name));
    const { agent: fitted, calibration } = fitAgent(agent, shape, kept, run);
    calibrations.set(agent.config.name, calibration);
    return fitted;
  });
  return { agents: calibrated, calibrations };
}
function keptShape(base, head, fixed, own) {
  return new Set(SHAPE_SETTINGS.map(([key]) => key).filter((key) => own.has(key) || fixed[key] !== void 0 && fixed[key] === base[key] || base[key] !== head[key]));
}
function recordedShape(records, side) {
  const runs = /* @__PURE__ */ new Map();
  for (const record of records.filter((r) => (r.requests ?? 1) > 0)) {
    const id = record.runId ?? record.source.file;
    (runs.get(id) ?? runs.set(id, []).get(id)).push(record);
  }
  if (runs.size === 0) return void 0;
  const at = (r) => r.time === void 0 ? 0 : Date.parse(r.time) || 0;
  const summed = [...runs.values()].map((requests) => {
    const ordered = [...requests].sort((a, b) => at(a) - at(b) || a.source.file.localeCompare(b.source.file) || a.source.line - b.source.line);
    const count = ordered.reduce((n, r) => n + (r.requests ?? 1), 0);
    return {
      requests: count,
      input: ordered.reduce((n, r) => n + r.inputTokens, 0),
      output: ordered.reduce((n, r) => n + r.outputTokens, 0) / count,
      cached: ordered.reduce((n, r) => n + r.cacheReadTokens, 0),
      // A record that sums a run's requests (SWE-agent's bill) says nothing of its first.
      first: (ordered[0].requests ?? 1) === 1 ? ordered[0].inputTokens : void 0
    };
  });
  const firsts = summed.map((r) => r.first).filter((n) => n !== void 0);
  const times = records.map((r) => r.time).filter((t) => t !== void 0).sort();
  return {
    side,
    runs: summed.length,
    from: times[0] ?? null,
    to: times[times.length - 1] ?? null,
    requests: Math.max(1, Math.round(spreadOf(summed.map((r) => r.requests)).median)),
    firstRequestTokens: firsts.length ? spreadOf(firsts).median : void 0,
    inputTokens: spreadOf(summed.map((r) => r.input)).median,
    outputTokensPerRequest: spreadOf(summed.map((r) => r.output)).median,
    cacheReadShare: spreadOf(summed.map((r) => r.input > 0 ? r.cached / r.input : 0)).median
  };
}
function fitAgent(agent, shape, kept, run) {
  const fits = (key) => !kept.has(key);
  const fitted = {};
  const simulated = (a) => run(a, shape.side);
  let current = agent;
  let currentRun;
  const refit = () => {
    current = withShape(agent, fitted);
    currentRun = void 0;
  };
  const currentResult = () => currentRun ??= simulated(current);
  const total = () => currentResult().totals.inputTokens;
  const planning = agent.base.config.planningInterval;
  if (fits("steps")) fitted.steps = planning ? Math.max(1, Math.round(shape.requests * planning / (planning + 1))) : shape.requests;
  if (fits("outputTokensPerStep")) fitted.outputTokensPerStep = Math.round(shape.outputTokensPerRequest);
  refit();
  if (fits("taskTokens") && shape.firstRequestTokens !== void 0) {
    const first = currentResult().requests.inputs()[0] ?? 0;
    fitted.taskTokens = Math.max(0, settingsOf(current, shape.side).taskTokens + Math.round(shape.firstRequestTokens - first));
    refit();
  }
  if (fits("toolOutputTokens")) {
    let tool = settingsOf(current, shape.side).toolOutputTokens;
    for (let pass = 0; pass < 2 && total() !== shape.inputTokens; pass++) {
      const probe = simulated(withShape(agent, { ...fitted, toolOutputTokens: tool + 100 })).totals.inputTokens;
      const slope = (probe - total()) / 100;
      if (slope <= 0) break;
      tool = Math.max(0, Math.round(tool + (shape.inputTokens - total()) / slope));
      fitted.toolOutputTokens = tool;
      refit();
    }
  }
  return {
    agent: current,
    calibration: {
      side: shape.side,
      runs: shape.runs,
      from: shape.from,
      to: shape.to,
      fitted,
      kept: SHAPE_SETTINGS.filter(([key]) => kept.has(key)).map(([, name]) => name),
      recordedRequests: shape.requests,
      recordedInputTokens: shape.inputTokens,
      simulatedInputTokens: total(),
      recordedCacheReadShare: shape.cacheReadShare,
      simulatedCacheReadShare: cacheReadShare(currentResult(), settingsOf(current, shape.side).caching)
    }
  };
}
function cacheReadShare(run, caching) {
  return caching && run.totals.inputTokens > 0 ? run.totals.cachedTokens / run.totals.inputTokens : 0;
}
function withShape(agent, shape) {
  const over = (config) => ({ ...config, ...shape });
  return { ...agent, config: over(agent.config), base: { ...agent.base, config: over(agent.base.config) }, head: { ...agent.head, config: over(agent.head.config) } };
}
function settingsOf(agent, side) {
  return agent[side].config;
}

// src/report/dollar-column.ts
var DUST = 5e-7;
var MAX_DECIMALS = 6;
function columnDecimals(values) {
  const shown = values.map(Math.abs).filter((v) => v >= DUST);
  if (shown.length === 0) return 2;
  const smallest = Math.min(...shown);
  if (smallest >= 0.01) return 2;
  return Math.min(MAX_DECIMALS, 1 - Math.floor(Math.log10(smallest)));
}
function dollarColumn(values, total) {
  const decimals = columnDecimals([...values, total]);
  const scale = 10 ** decimals;
  const exact = values.map((v) => Math.abs(v) < DUST ? 0 : v * scale);
  const shownTotal = Math.abs(total) < DUST ? 0 : Math.round(total * scale);
  return { decimals, rows: apportion(exact, shownTotal), total: shownTotal };
}
function apportion(values, total) {
  const rounded = values.map((v) => Math.round(v));
  let missing = total - rounded.reduce((n, v) => n + v, 0);
  if (missing === 0) return rounded;
  const step = Math.sign(missing);
  const order = values.map((v, i) => ({ i, loss: (v - rounded[i]) * step, zero: v === 0 })).sort((a, b) => Number(a.zero) - Number(b.zero) || b.loss - a.loss || a.i - b.i).map((r) => r.i);
  for (let k = 0; missing !== 0 && order.length > 0; k = (k + 1) % order.length) {
    rounded[order[k]] += step;
    missing -= step;
  }
  return rounded;
}
function formatDollarUnits(units, decimals, signed = true) {
  const abs = Math.abs(units) / 10 ** decimals;
  const body = groupedNumber(abs, decimals);
  const sign = units < 0 ? "-" : signed && units > 0 ? "+" : "";
  return `${sign}$${body}`;
}

// src/report/agent-dollars.ts
var DUST_USD = 5e-10;
function againstTokens(tokens3, usd) {
  return tokens3 !== 0 && Math.abs(usd) >= DUST_USD && Math.sign(tokens3) !== Math.sign(usd);
}
function agentDollars(scenario) {
  const model = scenario.modelChange;
  const explained = {
    tokens: scenario.files.reduce((n, f) => n + f.deltaRunTokens, 0) + (model?.deltaRunTokens ?? 0),
    usd: scenario.files.reduce((n, f) => n + f.deltaRunUsd, 0) + (model?.deltaRunUsd ?? 0)
  };
  const interaction = { tokens: scenario.deltaRunTokens - explained.tokens, usd: scenario.deltaRunUsd - explained.usd };
  const hasInteraction = interaction.tokens !== 0 || Math.abs(interaction.usd) >= DUST_USD;
  const column = dollarColumn(
    [...scenario.files.map((f) => f.deltaRunUsd * 1e3), (model?.deltaRunUsd ?? 0) * 1e3, hasInteraction ? interaction.usd * 1e3 : 0],
    scenario.deltaRunUsd * 1e3
  );
  return { column, interaction, hasInteraction };
}
function perThousandRuns(scenario) {
  const { column } = agentDollars(scenario);
  return formatDollarUnits(column.total, column.decimals);
}

// src/analyze/file-notes.ts
function changedFileNotes(base, head, changes, note) {
  const changed = new Set(changes.flatMap((c) => c.previousPath ? [c.path, c.previousPath] : [c.path]));
  const findings = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [side, snapshot] of [["head", head], ["base", base]]) {
    for (const file of snapshot.files) {
      if (seen.has(file.path) || !changed.has(file.path)) continue;
      const finding = note(file, side);
      if (!finding) continue;
      seen.add(file.path);
      findings.push(finding);
    }
  }
  return findings;
}
function skippedFindings(base, head, changes) {
  return changedFileNotes(base, head, changes, (file, side) => {
    if (file.content.kind !== "skipped") return void 0;
    const { reason, bytes } = file.content;
    const why = {
      binary: "binary content",
      "too-large": `${groupedNumber(bytes)} bytes is over max-file-bytes`,
      symlink: "a symbolic link, not followed",
      "lfs-pointer": `Git LFS pointer; its ${groupedNumber(bytes)}-byte object is not fetched here`
    }[reason];
    return { kind: "skipped", path: file.path, side, reason, bytes, message: why };
  });
}
function malformedTextFindings(base, head, changes) {
  return changedFileNotes(base, head, changes, (file, side) => {
    if (file.content.kind !== "text" && file.content.kind !== "extracted" || !file.content.malformed) return void 0;
    const encoding = file.content.malformed;
    return { kind: "malformed-text", path: file.path, side, encoding, message: `not valid ${ENCODING_NAMES[encoding]}; counted with U+FFFD replacement characters` };
  });
}
var ENCODING_NAMES = { "utf-8": "UTF-8", "utf-16le": "UTF-16LE", "utf-16be": "UTF-16BE" };
function submoduleFindings(changes) {
  return changes.flatMap((change) => {
    const { submodule } = change;
    if (!submodule) return [];
    return [{ kind: "submodule", path: change.path, baseCommit: submodule.base, headCommit: submodule.head, message: submoduleMessage(submodule) }];
  });
}
function submoduleMessage({ base, head }) {
  const move = base === null ? `added at ${short(head)}` : head === null ? `removed (was at ${short(base)})` : base === head ? `moved, at ${short(head)}` : `${short(base)} \u2192 ${short(head)}`;
  return `submodule, ${move}, not read (its prompt files are not counted)`;
}
function short(sha) {
  return sha.slice(0, 7);
}

// src/analyze/cache-lint.ts
function cacheFloorFindings(agents) {
  return agents.flatMap(({ scenario: s, model, minCacheableTokens: min, path }) => {
    if (!s.caching || !s.startup || path === null) return [];
    const floor = `${model}'s minimum cacheable prefix of ${groupedNumber(min)} tokens`;
    const { baseTokens, headTokens } = s.startup;
    const nothingRead = s.head.cachedTokens === 0;
    if (baseTokens >= min && headTokens < min) {
      const lost = nothingRead && s.base.cachedTokens > 0 ? "; no request of its run reads from the cache any more" : "";
      const message = `this pull request brings ${s.name}'s start-up context from ${groupedNumber(baseTokens)} to ${groupedNumber(headTokens)} tokens, under ${floor}: its system prompt and tools are no longer cached on their own${lost}`;
      return [{ kind: "cache-floor", path, agent: s.name, message }];
    }
    const moved = s.deltaRunTokens !== 0 || s.prompt.deltaTokens !== 0;
    if (moved && nothingRead && s.head.peakContext < min) {
      const message = `no request of ${s.name}'s run reaches ${floor} (its largest is ${groupedNumber(s.head.peakContext)}): nothing is read from the cache, and every request pays the full input price`;
      return [{ kind: "cache-floor", path, agent: s.name, message }];
    }
    return [];
  });
}
var PER_RUN_WORDS = /* @__PURE__ */ new Set(["date", "time", "now", "today", "timestamp", "datetime", "utcnow", "uuid", "uuid4", "guid", "nonce", "random", "counter", "iteration", "attempt", "epoch"]);
var PER_RUN_IDS = /(?:^|_)(?:run|session|request|trace|conversation|thread)_?id$/i;
function isPerRunField(field) {
  const words = field.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean).map((w) => w.toLowerCase());
  return words.some((w) => PER_RUN_WORDS.has(w)) || PER_RUN_IDS.test(field.replace(/[^A-Za-z0-9_]/g, "_"));
}
function perRunPrefixFindings(head, base, agents) {
  const findings = [];
  for (const [id, unit] of head) {
    const before = new Set(base.get(id)?.placeholders ?? []);
    const added = unit.placeholders.filter((f) => !before.has(f) && isPerRunField(f));
    if (added.length === 0) continue;
    const senders = agents.filter((a) => a.caching && firstRequestCopies(a.sends.get(id) ?? NOT_SENT) > 0).map((a) => a.name);
    if (senders.length === 0) continue;
    const fields = `the ${added.length === 1 ? "field" : "fields"} ${added.join(", ")}`;
    const at = unit.text.indexOf(added[0]);
    findings.push({
      kind: "per-run-prefix",
      path: unit.path,
      line: unit.lines[0] + (at < 0 ? 0 : unit.text.slice(0, at).split("\n").length - 1),
      unit: id,
      agent: senders.join(", "),
      message: `${fields} ${added.length === 1 ? "changes" : "change"} from run to run, in the prefix ${senders.join(" and ")} ${senders.length === 1 ? "caches" : "cache"}: each run writes that prefix to the cache again instead of reading the last run's; put per-run values after the cached part (at the end of the last message)`
    });
  }
  return findings;
}
var NOT_SENT = { kind: "never", reason: "not sent" };

// src/simulate/attribution.ts
var FILE_CHANGE = "\0file:";
function fileChange(path) {
  return `${FILE_CHANGE}${path}`;
}
var MODEL_CHANGE = "\0model";
var RunAttribution = class {
  constructor(agents, baseById, headById, size, rendering) {
    this.agents = agents;
    this.baseById = baseById;
    this.headById = headById;
    this.size = size;
    this.rendering = rendering;
    const reads = agents.flatMap((a) => [...a.base.reads ?? [], ...a.head.reads ?? []]);
    this.allIds = /* @__PURE__ */ new Set([...baseById.keys(), ...headById.keys(), ...reads.map(fileChange), MODEL_CHANGE]);
    this.runs = agents.map((agent) => ({ agent, base: this.run(agent, /* @__PURE__ */ new Set()), head: this.run(agent, this.allIds) }));
  }
  agents;
  baseById;
  headById;
  size;
  rendering;
  runs;
  allIds;
  baseRuns = /* @__PURE__ */ new Map();
  /** Each agent's inputs with every change applied, summed once: the head run and every what-if row's. */
  headInputs = /* @__PURE__ */ new Map();
  /** The agent's run with the base units, those in `headIds` (and the model, with MODEL_CHANGE) at head. */
  run(agent, headIds, policy = agent.config.policy) {
    const { inputs, settings } = headIds === this.allIds ? this.allApplied(agent) : this.applied(agent, headIds);
    return runScenario({ ...settings, policy }, headIds.has(MODEL_CHANGE) ? agent.head.model : agent.base.model, inputs);
  }
  /** The agent's whole run at one end: its base units, or every change applied (any agent, its settings as it carries them). */
  runAt(agent, side) {
    return this.run(agent, side === "base" ? /* @__PURE__ */ new Set() : this.allIds);
  }
  /** Every change applied, summed once per agent: the what-if rows reuse it (docs/architecture.md, "Attribution"). */
  allApplied(agent) {
    let found = this.headInputs.get(agent);
    if (!found) this.headInputs.set(agent, found = this.applied(agent, this.allIds));
    return found;
  }
  /**
   * The run's inputs with these changes applied: the base sums, each changed unit's base contribution
   * out and its head one in, and the settings of the side the changes leave.
   */
  applied(agent, headIds) {
    const model = headIds.has(MODEL_CHANGE) ? agent.head.model : agent.base.model;
    const base = this.baseRun(agent, model);
    const inputs = copyRunInputs(base.inputs);
    const changed = (id) => id !== MODEL_CHANGE && headIds.has(id);
    for (const id of headIds) {
      if (!changed(id)) continue;
      const was = this.baseById.has(id) ? agent.base.sends.get(id) : void 0;
      if (was) addUnit(inputs, agent.config, was, this.unitSize(agent, model, "base", id), -1);
      const now = this.headById.has(id) ? agent.head.sends.get(id) : void 0;
      if (now) addUnit(inputs, agent.config, now, this.unitSize(agent, model, "head", id), 1);
    }
    const variant = this.swapRendering(agent, model, headIds, inputs);
    const settings = headIds === this.allIds ? agent.head.config ?? agent.config : variant ?? agent.base.config ?? agent.config;
    inputs.toolOutputs = this.toolOutputs(agent, model, base, headIds, changed, settings.steps * settings.toolCallsPerStep);
    return { inputs, settings };
  }
  /**
   * The run's tool results: they take turns in base order, the changed ones at their head size, new ones
   * after. A run sends only its first `reach` results (its steps x tool calls; fewer take turns), so
   * only those are copied from the base's, and a change that keeps a unit's number of results swaps
   * its sizes there: the cost grows with the change and the run, never with every tool result. One
   * that adds or drops results before the reach places them all again.
   */
  toolOutputs(agent, model, base, headIds, changed, reach2) {
    const cut = reach2 > 0 && base.toolOutputs.length >= reach2;
    const outputs = cut ? base.toolOutputs.slice(0, reach2) : [...base.toolOutputs];
    const added = [];
    for (const id of headIds) {
      if (!changed(id)) continue;
      const at = base.toolAt.get(id);
      const now = this.headById.has(id) ? agent.head.sends.get(id) : void 0;
      const copies = now ? toolResultCopies(now) : 0;
      if (!at) {
        if (copies === 0) continue;
        if (!this.baseById.has(id)) added.push(id);
        else return this.placedAgain(agent, model, base, changed, headIds);
        continue;
      }
      if (cut && at.from >= reach2) continue;
      if (copies !== at.copies) return this.placedAgain(agent, model, base, changed, headIds);
      outputs.fill(this.unitSize(agent, model, "head", id), at.from, Math.min(at.from + at.copies, outputs.length));
    }
    if (!cut) for (const id of added) for (let i = toolResultCopies(agent.head.sends.get(id)); i > 0; i--) outputs.push(this.unitSize(agent, model, "head", id));
    return outputs;
  }
  /** Every tool result placed again in base order, the changed ones at head: where a change adds or drops results. */
  placedAgain(agent, model, base, changed, headIds) {
    const outputs = [];
    const place = (id, side) => {
      const delivery = (side === "head" ? agent.head.sends : agent.base.sends).get(id);
      const present = side === "head" ? this.headById.has(id) : this.baseById.has(id);
      if (!delivery || !present) return;
      const tokens3 = this.unitSize(agent, model, side, id);
      for (let i = toolResultCopies(delivery); i > 0; i--) outputs.push(tokens3);
    };
    for (const id of base.toolUnits) place(id, changed(id) ? "head" : "base");
    for (const id of headIds) if (changed(id) && !this.baseById.has(id)) place(id, "head");
    return outputs;
  }
  /**
   * A rendered agent's request as these changes leave it, in place of the base one in the sums: the
   * head's when every change is applied, else rendered again from the mixed commit.
   */
  swapRendering(agent, model, headIds, inputs) {
    if (!agent.base.request && !agent.head.request) return void 0;
    if (headIds.size === 0 || !this.rendersWith(agent, headIds)) return void 0;
    const variant = headIds === this.allIds ? { parts: agent.head.request ?? [] } : this.rendering.variant(agent, headIds);
    this.addParts(agent, model, agent.base.request ?? [], inputs, -1);
    this.addParts(agent, model, variant.parts, inputs, 1);
    return variant.config;
  }
  /** Whether a change reaches the agent's rendering: a unit it reads, or a file whose code it read. */
  rendersWith(agent, ids) {
    for (const id of ids) {
      const rendered = agent.base.sends.get(id)?.kind === "rendered" || agent.head.sends.get(id)?.kind === "rendered";
      const path = id.startsWith(FILE_CHANGE) ? id.slice(FILE_CHANGE.length) : void 0;
      if (rendered || path !== void 0 && (agent.base.reads?.has(path) || agent.head.reads?.has(path))) return true;
    }
    return false;
  }
  /** Adds rendered parts to a run's sums (`sign` 1) or takes them out: a part that carries the task carries its size too. */
  addParts(agent, model, parts, inputs, sign) {
    for (const { delivery, tokens: tokens3 } of sizedParts(parts, (text) => this.rendering.size(text, model), agent.config.taskTokens)) addUnit(inputs, agent.config, delivery, tokens3, sign);
  }
  /** The agent's base run on this model, summed once. */
  baseRun(agent, model) {
    let byModel = this.baseRuns.get(agent);
    if (!byModel) this.baseRuns.set(agent, byModel = /* @__PURE__ */ new Map());
    let run = byModel.get(model);
    if (!run) {
      const inputs = emptyRunInputs();
      const toolUnits = [];
      for (const id of this.baseById.keys()) {
        const was = agent.base.sends.get(id);
        if (was) addUnit(inputs, agent.config, was, this.unitSize(agent, model, "base", id), 1);
        const now = this.headById.has(id) ? agent.head.sends.get(id) : void 0;
        if (was && toolResultCopies(was) > 0 || now && toolResultCopies(now) > 0) toolUnits.push(id);
      }
      this.addParts(agent, model, agent.base.request ?? [], inputs, 1);
      const toolOutputs = [];
      const toolAt = /* @__PURE__ */ new Map();
      for (const id of toolUnits) {
        const was = agent.base.sends.get(id);
        const copies = was ? toolResultCopies(was) : 0;
        if (copies === 0) continue;
        toolAt.set(id, { from: toolOutputs.length, copies });
        const tokens3 = this.unitSize(agent, model, "base", id);
        for (let i = 0; i < copies; i++) toolOutputs.push(tokens3);
      }
      byModel.set(model, run = { inputs, toolUnits, toolOutputs, toolAt });
    }
    return run;
  }
  /** A unit's size as this agent's model counts it (the caller's `size`, which remembers its counts). */
  unitSize(agent, model, side, id) {
    return this.size(agent, (side === "base" ? this.baseById : this.headById).get(id), model);
  }
  /** Base and head runs of one agent under another policy: a row of the what-if table. */
  whatIf(agent, policy) {
    return { base: this.run(agent, /* @__PURE__ */ new Set(), policy), head: this.run(agent, this.allIds, policy) };
  }
  /** Whether any of these changes reaches the agent's run: it sends one of the units at base or at head. */
  touches(agent, ids) {
    for (const id of ids) {
      if (id === MODEL_CHANGE ? agent.base.model.id !== agent.head.model.id : agent.base.sends.has(id) || agent.head.sends.has(id)) return true;
    }
    return this.rendersWith(agent, ids);
  }
  /** The change of one agent's run when only these changes are applied. */
  marginal(agent, ids) {
    if (!this.touches(agent, ids)) return { tokens: 0, usd: 0 };
    const { base } = this.runs.find((r) => r.agent === agent);
    const variant = this.run(agent, ids);
    return {
      tokens: variant.totals.inputTokens - base.totals.inputTokens,
      usd: runCost(variant, agent.config.caching) - runCost(base, agent.config.caching)
    };
  }
};

// src/analyze/rendered-variants.ts
var RenderedVariants = class {
  constructor(base, head, headId, headPath, profiles = PROFILES) {
    this.base = base;
    this.head = head;
    this.headId = headId;
    this.headPath = headPath;
    this.profiles = profiles;
    this.headUnits = new Map(head.units.map((u) => [u.id, u]));
  }
  base;
  head;
  headId;
  headPath;
  profiles;
  found = /* @__PURE__ */ new Map();
  headUnits;
  /** The agent of this name and framework with the changes in `headIds` applied: its request and its settings there. */
  agent(framework, name, headIds) {
    const profile = this.profiles.find((p) => p.label === framework);
    if (!profile) return void 0;
    const key = `${profile.id}\0${[...headIds].sort().join("\0")}`;
    let agents = this.found.get(key);
    if (!agents) this.found.set(key, agents = profile.findAgents(this.mix(headIds)));
    return agents.find((a) => a.name === name);
  }
  /** The commit mixed of both: units by id, everything else by file. */
  mix(headIds) {
    const atHead = (path) => headIds.has(fileChange(path));
    const units = [];
    const taken = /* @__PURE__ */ new Set();
    for (const u of this.base.units) {
      const id = this.headId(u);
      taken.add(id);
      const head = headIds.has(id) ? this.headUnits.get(id) : u;
      if (head) units.push(head);
    }
    for (const u of this.head.units) if (!taken.has(u.id) && headIds.has(u.id)) units.push(u);
    const pick = (base, head) => [
      ...(base ?? []).filter((r) => !atHead(this.headPath(r.path))),
      ...(head ?? []).filter((r) => atHead(r.path))
    ];
    return {
      units,
      models: pick(this.base.models, this.head.models),
      calls: pick(this.base.calls, this.head.calls),
      bindings: pick(this.base.bindings, this.head.bindings),
      toolDefinitions: pick(this.base.toolDefinitions, this.head.toolDefinitions),
      ...this.base.files || this.head.files ? { files: pick(this.base.files, this.head.files) } : {}
    };
  }
};

// src/analyze/diff.ts
function prepareDiff({ base, head, changes, config, parsers, configPath, gate = gateRulesOf(config), localCounts = /* @__PURE__ */ new Map(), recordings }) {
  const recorded = recordings && readRecordedSides(recordings);
  const extract = memoizedExtractor(parsers, extractOptions([...base.files, ...head.files]));
  const unitsOf = (snapshot) => snapshot.files.flatMap((f) => extract(f).units);
  const headPathOf = new Map(changes.filter((c) => c.previousPath).map((c) => [c.previousPath, c.path]));
  const headPath = (basePath) => headPathOf.get(basePath) ?? basePath;
  const uncounted = /* @__PURE__ */ new Set([...skippedPaths(head), ...skippedPaths(base).map(headPath)]);
  const baseFound = unitsOf(base).filter((u) => !uncounted.has(headPath(u.path)));
  const headFound = unitsOf(head).filter((u) => !uncounted.has(u.path));
  const baseRepository = repositoryOf(base.files, extract, baseFound);
  const headRepository = repositoryOf(head.files, extract, headFound);
  const agents = pricedAgents(config, { units: baseFound, agents: findAgents(baseRepository) }, { units: headFound, agents: findAgents(headRepository) });
  const reportModel = agents[0]?.head.model ?? resolveModel(config.model, config.models, config.cacheTtl);
  const needs = countNeeds(reportModel, agents, baseFound, headFound);
  return {
    needs: [...needs.values()].map(({ model, texts }) => ({ model: model.id, provider: model.provider, texts })),
    report: (counts = NO_COUNTS) => diffReport({ base, head, changes, config, configPath, gate, extract, headPath, baseFound, headFound, baseRepository, headRepository, agents, reportModel, needs, counts, localCounts, recorded, recordings })
  };
}
function countNeeds(reportModel, agents, baseFound, headFound) {
  const needs = /* @__PURE__ */ new Map();
  const need = (model, units) => {
    let entry = needs.get(model.id);
    if (!entry) needs.set(model.id, entry = { model, texts: /* @__PURE__ */ new Set() });
    for (const u of units) if (u && u.tokens === void 0) entry.texts.add(u.text);
  };
  need(reportModel, [...baseFound, ...headFound]);
  const baseUnit = new Map(baseFound.map((u) => [u.id, u]));
  const headUnit = new Map(headFound.map((u) => [u.id, u]));
  for (const agent of agents) {
    const sent = [...[...agent.base.sends.keys()].map((id) => baseUnit.get(id)), ...[...agent.head.sends.keys()].map((id) => headUnit.get(id))];
    const rendered = [...agent.base.request ?? [], ...agent.head.request ?? []].map((part) => ({ text: part.text, tokens: void 0 }));
    need(agent.base.model, [...sent, ...rendered]);
    need(agent.head.model, [...sent, ...rendered]);
  }
  return needs;
}
function diffReport(input) {
  const { base, head, changes, config, configPath, gate, extract, headPath, baseFound, headFound, reportModel, counts, localCounts } = input;
  const sizes = new ModelTextSizes(config.encoding, localCounts, counts);
  const encodingOf = (model) => sizes.counting(model).encoding;
  const textSize = (model, text) => sizes.size(model, text);
  const encoding = encodingOf(reportModel);
  const counted = (u) => ({ ...u, tokens: u.tokens ?? textSize(reportModel, u.text), recorded: u.tokens !== void 0 });
  const baseUnits = baseFound.map(counted);
  const headUnits = headFound.map(counted);
  const baseById = new Map(baseUnits.map((u) => [retarget(u, headPath(u.path)), u]));
  const headById = new Map(headUnits.map((u) => [u.id, u]));
  const movedFrom = pairMovedUnits(baseById, headById);
  const baseKey = new Map([...baseById].map(([key, u]) => [u.id, key]));
  const rekeyed = input.agents.map((agent) => ({ ...agent, base: { ...agent.base, sends: new Map([...agent.base.sends].map(([id, d]) => [baseKey.get(id) ?? id, d])) } }));
  const variants = new RenderedVariants(input.baseRepository, input.headRepository, (u) => baseKey.get(u.id) ?? u.id, headPath);
  let calibrations = /* @__PURE__ */ new Map();
  const attributionOf = (list) => new RunAttribution(list, baseById, headById, (_agent, u, model) => u.recorded ? u.tokens : textSize(model, u.text), {
    variant: (agent, ids) => {
      const found = variants.agent(agent.framework, agent.config.name, ids);
      const fitted = calibrations.get(agent.config.name)?.fitted;
      return { parts: found?.request ?? [], ...found ? { config: { ...agentConfig(input.config, agent.config.name, found.settings), model: agent.config.model, ...fitted } } : {} };
    },
    size: (text, model) => textSize(model, text)
  });
  let agents = rekeyed;
  if (input.recorded) {
    const probe = attributionOf([]);
    const own = (name) => new Set(Object.keys(input.config.agents.find((a) => a.name === name) ?? {}));
    const fit = calibrateAgents(rekeyed, input.recorded, input.recordings?.fixedShape ?? {}, own, (agent, side) => probe.runAt(agent, side));
    agents = fit.agents;
    calibrations = fit.calibrations;
  }
  const attribution = attributionOf(agents);
  const readsOf = (path) => agents.some((a) => a.base.reads?.has(path) || a.head.reads?.has(path)) ? [fileChange(path)] : [];
  const idsByPath = /* @__PURE__ */ new Map();
  const group = (path, id) => {
    if (!idsByPath.has(path)) idsByPath.set(path, /* @__PURE__ */ new Set());
    idsByPath.get(path).add(id);
  };
  for (const [id, u] of baseById) group(headById.get(id)?.path ?? headPath(u.path), id);
  for (const [id, u] of headById) group(u.path, id);
  const marginals = (ids) => agents.filter((agent) => attribution.touches(agent, ids)).map((agent) => ({ agent, run: attribution.marginal(agent, ids) })).sort((a, b) => Math.abs(b.run.usd) - Math.abs(a.run.usd) || Math.abs(b.run.tokens) - Math.abs(a.run.tokens));
  const perAgentFile = new Map(agents.map((a) => [a, []]));
  const sentTokens = (agent, ids, side) => {
    const units = side === "base" ? baseById : headById;
    let n = 0;
    for (const id of ids) {
      const delivery = agent[side].sends.get(id);
      if (delivery && sendsItself(delivery)) n += units.get(id)?.tokens ?? 0;
    }
    return n;
  };
  const startupTokens = (agent, side) => {
    const units = side === "base" ? baseById : headById;
    let n = 0;
    for (const part of agent[side].request ?? []) n += firstRequestCopies(part.delivery) * textSize(reportModel, part.text);
    for (const [id, delivery] of agent[side].sends) if (delivery.kind !== "rendered") n += firstRequestCopies(delivery) * (units.get(id)?.tokens ?? 0);
    return n;
  };
  const files = [];
  for (const change of [...changes, ...resentFiles(changes, baseById, headById, agents)]) {
    const fileIds = [...readsOf(change.path), ...change.previousPath ? readsOf(change.previousPath) : []];
    const unitIds = idsByPath.get(change.path) ?? (fileIds.length > 0 ? /* @__PURE__ */ new Set() : void 0);
    if (!unitIds) continue;
    const changedRuns = /* @__PURE__ */ new Map();
    const units = [...unitIds].map((id) => {
      const b = baseById.get(id);
      const h = headById.get(id);
      const unit = h ?? b;
      const delta = (h?.tokens ?? 0) - (b?.tokens ?? 0);
      const unchanged = b !== void 0 && h !== void 0 && b.text === h.text && b.tokens === h.tokens && b.role === h.role && b.path === h.path && agents.every((a) => sameDelivery(a.base.sends.get(id), a.head.sends.get(id)));
      if (!unchanged) changedRuns.set(id, marginals(/* @__PURE__ */ new Set([id])));
      const [most2] = changedRuns.get(id) ?? [];
      return {
        id,
        key: unit.key,
        role: unit.role,
        baseTokens: b?.tokens ?? 0,
        headTokens: h?.tokens ?? 0,
        deltaTokens: delta,
        deltaRunTokens: most2?.run.tokens ?? 0,
        deltaRunUsd: most2?.run.usd ?? 0,
        sentBy: agents.flatMap((a) => {
          const at = { base: a.base.sends.get(id), head: a.head.sends.get(id) };
          const delivery = at.head ?? at.base;
          if (!delivery) return [];
          const moved = b && h && at.base && at.head && !sameDelivery(at.base, at.head);
          return [{ agent: a.config.name, delivery: describeDelivery(delivery), ...moved ? { base: describeDelivery(at.base) } : {} }];
        }),
        textChanged: b?.text !== h?.text,
        ...movedFrom.has(id) ? { movedFrom: movedFrom.get(id) } : {},
        lines: unit.lines
      };
    });
    const byAgent = changedRuns.size === 1 && fileIds.length === 0 ? [...changedRuns.values()][0] : changedRuns.size + fileIds.length === 0 ? [] : marginals(/* @__PURE__ */ new Set([...changedRuns.keys(), ...fileIds])).filter(({ agent, run }) => run.tokens !== 0 || run.usd !== 0 || sendsAny(agent, changedRuns.keys()));
    for (const { agent, run } of byAgent) {
      const [baseTokens, headTokens] = [sentTokens(agent, unitIds, "base"), sentTokens(agent, unitIds, "head")];
      perAgentFile.get(agent).push({ path: change.path, baseTokens, headTokens, deltaTokens: headTokens - baseTokens, deltaRunTokens: run.tokens, deltaRunUsd: run.usd });
    }
    const [most] = byAgent;
    files.push({
      path: change.path,
      status: change.status,
      previousPath: change.previousPath ?? null,
      baseTokens: sum(units, "baseTokens"),
      headTokens: sum(units, "headTokens"),
      deltaTokens: sum(units, "deltaTokens"),
      deltaRunTokens: most?.run.tokens ?? 0,
      deltaRunUsd: most?.run.usd ?? 0,
      agent: most?.agent.config.name ?? null,
      units
    });
  }
  files.sort(
    (a, b) => Math.abs(b.deltaRunUsd) - Math.abs(a.deltaRunUsd) || Math.abs(b.deltaRunTokens) - Math.abs(a.deltaRunTokens) || a.path.localeCompare(b.path)
  );
  const whatIfRows = (agent) => whatIfPolicies(agent.config.policy, agent.head.model).map((policy) => {
    const { base: b, head: h } = attribution.whatIf(agent, policy);
    return {
      policy: describePolicy(policy),
      baseRunTokens: b.totals.inputTokens,
      headRunTokens: h.totals.inputTokens,
      deltaRunTokens: h.totals.inputTokens - b.totals.inputTokens,
      deltaRunUsd: runCost(h, agent.config.caching) - runCost(b, agent.config.caching),
      headPeakContext: h.totals.peakContext,
      headOverflowRequest: h.totals.overflowRequest,
      headCachedTokens: agent.config.caching ? h.totals.cachedTokens : 0
    };
  });
  const scenarios = attribution.runs.map(({ agent, base: b, head: h }) => {
    const bt = runTotals(b, agent.config.caching);
    const ht = runTotals(h, agent.config.caching);
    const agentFiles = perAgentFile.get(agent).sort((x, y) => Math.abs(y.deltaRunUsd) - Math.abs(x.deltaRunUsd) || x.path.localeCompare(y.path));
    const modelChange = modelChangeOf(agent, attribution);
    const delta = { tokens: ht.inputTokens - bt.inputTokens, usd: ht.costUsd - bt.costUsd };
    const explained = {
      tokens: sumOf(agentFiles, (f) => f.deltaRunTokens) + (modelChange?.deltaRunTokens ?? 0),
      usd: sumOf(agentFiles, (f) => f.deltaRunUsd) + (modelChange?.deltaRunUsd ?? 0)
    };
    return {
      name: agent.config.name,
      framework: agent.framework,
      model: agent.head.model.id,
      contextWindow: agent.head.model.contextWindow,
      steps: agent.config.steps,
      policy: describePolicy(agent.config.policy),
      caching: agent.config.caching,
      runsPerMonth: agent.config.runsPerMonth,
      prompt: promptMaterial(sentTokens(agent, baseById.keys(), "base"), sentTokens(agent, headById.keys(), "head")),
      startup: { baseTokens: startupTokens(agent, "base"), headTokens: startupTokens(agent, "head") },
      base: bt,
      head: ht,
      deltaRunTokens: delta.tokens,
      deltaRunUsd: delta.usd,
      modelChange,
      files: agentFiles,
      interaction: { deltaRunTokens: delta.tokens - explained.tokens, deltaRunUsd: roundUsd(delta.usd - explained.usd) },
      // A model change moves dollars by its prices, whatever its tokens do: only the files' rows say
      // something of the cache when they go against their tokens.
      cacheNote: cacheNote(agent, b, h, agentFiles),
      ...calibrations.has(agent.config.name) ? { calibration: calibrations.get(agent.config.name) } : {},
      assumptions: [.../* @__PURE__ */ new Set([...agent.head.assumptions ?? [], ...agent.base.assumptions ?? []])],
      // Only an agent the change moves has a change to price under other policies.
      whatIf: delta.tokens !== 0 || delta.usd !== 0 || modelChange ? whatIfRows(agent) : [],
      context: {
        base: b.requests.inputs(),
        head: h.requests.inputs(),
        window: Math.min(policyWindow(agent.config.policy) ?? Number.POSITIVE_INFINITY, agent.head.model.contextWindow),
        baseEdits: b.events.editedRequests(),
        headEdits: h.events.editedRequests()
      }
    };
  });
  const named = input.recordings?.namedModel;
  const measured = input.recorded && measureRuns(input.recorded, { scenarios, models: config.models, ...named ? { namedModel: named } : {} });
  const configChange = configFindings(changes, configPath);
  const budgets = checkBudgets(gate.budgets, budgetFigures(baseById.values(), headById.values(), headPath, scenarios, head, configChange.length > 0));
  const judged = headline(scenarios, gate, measured?.agents, budgets.checks);
  const { scenarios: ordered, totals, verdict } = judged;
  const counting = [...input.needs.values()].map(({ model, texts }) => modelCounting(model, texts, encodingOf(model), config.encoding, counts));
  return {
    version: 3,
    base: { ref: base.ref, sha: base.sha },
    head: { ref: head.ref, sha: head.sha },
    model: modelSummary(reportModel, encoding, counting[0]),
    counting,
    scenarios: ordered,
    files,
    totals,
    findings: [
      ...configChange,
      ...ruleFindings(gate, gateRulesOf(config), configPath),
      ...unmatchedBudgetFindings(budgets.unmatched, configPath),
      ...skippedFindings(base, head, changes),
      ...submoduleFindings(changes),
      ...malformedTextFindings(base, head, changes),
      ...toolFindings(head, changes, extract),
      ...unknownModelFindings(agents),
      ...sizeCapFindings(changes, agents, headById),
      ...deliveryFindings(agents, baseById, headById),
      ...cacheFloorFindings(agents.map((agent) => cachedAgent(agent, scenarios.find((s) => s.name === agent.config.name), headById))),
      ...perRunPrefixFindings(headById, baseById, agents.map((a) => ({ name: a.config.name, caching: a.config.caching, sends: a.head.sends })))
    ],
    verdict,
    ...measured ? { measured } : {},
    ...gate.budgets.length ? { budgets: judged.budgets } : {},
    ...configPath ? { configPath } : {}
  };
}
function cachedAgent(agent, scenario, headById) {
  const shrunk = [...scenario.files].filter((f) => f.deltaTokens < 0).sort((a, b) => a.deltaTokens - b.deltaTokens)[0];
  const first = [...agent.head.sends].find(([, d]) => firstRequestCopies(d) > 0);
  const path = shrunk?.path ?? (first ? headById.get(first[0])?.path ?? null : null);
  return { scenario, model: agent.head.model.id, minCacheableTokens: agent.head.model.cache.minCacheableTokens, path };
}
function resentFiles(changes, baseById, headById, agents) {
  const changed = new Set(changes.flatMap((c) => [c.path, ...c.previousPath ? [c.previousPath] : []]));
  const paths = /* @__PURE__ */ new Set();
  for (const [id, h] of headById) {
    const b = baseById.get(id);
    if (!b || changed.has(h.path) || paths.has(h.path)) continue;
    if (agents.some((a) => !sameDelivery(a.base.sends.get(id), a.head.sends.get(id)))) paths.add(h.path);
  }
  return [...paths].sort().map((path) => ({ path, status: "unchanged" }));
}
function deliveryFindings(agents, baseById, headById) {
  const findings = [];
  for (const [id, h] of headById) {
    if (!baseById.has(id)) continue;
    for (const agent of agents) {
      const [b, d] = [agent.base.sends.get(id), agent.head.sends.get(id)];
      if (!b || !d || sameDelivery(b, d)) continue;
      findings.push({
        kind: "delivery-changed",
        path: h.path,
        unit: id,
        agent: agent.config.name,
        base: describeDelivery(b),
        head: describeDelivery(d),
        message: deliveryChangeMeaning(b, d)
      });
    }
  }
  return findings;
}
function sendsAny(agent, ids) {
  for (const id of ids) if (agent.base.sends.has(id) || agent.head.sends.has(id)) return true;
  return false;
}
function sameDelivery(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function roundUsd(usd) {
  return Math.abs(usd) < 1e-12 ? 0 : usd;
}
function modelChangeOf(agent, attribution) {
  if (agent.base.model.id === agent.head.model.id) return null;
  const run = attribution.marginal(agent, /* @__PURE__ */ new Set([MODEL_CHANGE]));
  return {
    from: agent.base.model.id,
    to: agent.head.model.id,
    path: agent.head.modelAt?.path ?? null,
    line: agent.head.modelAt?.line ?? null,
    deltaRunTokens: run.tokens,
    deltaRunUsd: run.usd
  };
}
function cacheNote(agent, base, head, rows) {
  if (!agent.config.caching) return null;
  const cachedRequests = ({ requests }) => {
    let cached = 0;
    for (let i = 0; i < requests.length; i++) if (requests.cachedTokens(i) > 0) cached++;
    return cached;
  };
  const before = cachedRequests(base);
  const after = cachedRequests(head);
  const min = `${agent.head.model.id}'s minimum cacheable prefix of ${groupedNumber(agent.head.model.cache.minCacheableTokens)} tokens`;
  if (before === after) {
    return rows.some((r) => againstTokens(r.deltaRunTokens, r.deltaRunUsd)) ? `requests read from the cache: ${before} of ${head.requests.length} at base and at head, but a change priced alone moves which requests reach ${min}` : null;
  }
  const direction = after < before ? "fewer requests reach" : "more requests reach";
  return `requests read from the cache: ${before} \u2192 ${after} of ${head.requests.length}; ${direction} ${min}`;
}
function whatIfPolicies(configured, model) {
  const key = JSON.stringify(configured);
  return [configured, ...standardPolicies(model).filter((p) => JSON.stringify(p) !== key)];
}
function runTotals(result, caching) {
  const t = result.totals;
  return {
    inputTokens: t.inputTokens,
    outputTokens: t.outputTokens,
    cachedTokens: t.cachedTokens,
    freshTokens: t.freshTokens,
    peakContext: t.peakContext,
    costUsd: runCost(result, caching),
    overflowRequest: t.overflowRequest,
    edits: result.events.editedRequests().length
  };
}
function modelSummary(model, encoding, counting) {
  const at = (p) => p ? priceAt(p, 0) : null;
  return {
    id: model.id,
    provider: model.provider,
    encoding,
    exact: counting.method !== "estimate" && counting.estimatedTexts === 0,
    contextWindow: model.contextWindow,
    prices: { input: at(model.prices.input), output: at(model.prices.output), cacheRead: at(model.prices.cacheRead), cacheWrite: at(model.prices.cacheWrite) },
    source: model.source
  };
}
function modelCounting(model, texts, encoding, configured, counts) {
  const provided = counts.models.get(model.id);
  const own = model.tokenizer.exact && model.tokenizer.encoding === encoding;
  const method = provided ? "provider" : own ? "tokenizer" : "estimate";
  let estimated = 0;
  if (method === "estimate") estimated = texts.size;
  if (provided) {
    for (const text of texts) if (provided.tokens(text) === void 0) estimated++;
  }
  const scale = estimateScale(model.id, encoding, configured);
  return {
    model: model.id,
    provider: model.provider,
    method,
    encoding,
    ...estimated > 0 && scale !== 1 ? { scale } : {},
    texts: texts.size,
    estimatedTexts: estimated,
    failure: provided && estimated > 0 ? provided.failure ?? null : null
  };
}
function pairMovedUnits(baseById, headById) {
  const goneByText = /* @__PURE__ */ new Map();
  for (const [id, u] of baseById) {
    if (headById.has(id)) continue;
    goneByText.set(u.text, [...goneByText.get(u.text) ?? [], id]);
  }
  const moved = /* @__PURE__ */ new Map();
  for (const [id, u] of headById) {
    if (baseById.has(id)) continue;
    const from = goneByText.get(u.text)?.shift();
    if (from === void 0) continue;
    const base = baseById.get(from);
    baseById.delete(from);
    baseById.set(id, base);
    moved.set(id, base.id);
  }
  return moved;
}
function retarget(unit, headPath) {
  return headPath + unit.id.slice(unit.path.length);
}
function skippedPaths(snapshot) {
  return snapshot.files.filter((f) => f.content.kind === "skipped").map((f) => f.path);
}
function sum(items, key) {
  return items.reduce((n, item) => n + item[key], 0);
}
function sumOf(items, value) {
  return items.reduce((n, item) => n + value(item), 0);
}
function configFindings(changes, configPath) {
  const change = configPath ? changes.find((c) => c.path === configPath || c.previousPath === configPath) : void 0;
  if (!change) return [];
  const verb = change.status === "added" ? "adds" : "changes";
  return [{ kind: "config-changed", path: change.path, message: `this pull request ${verb} the ctxguard config; its settings price this report` }];
}
function ruleFindings(applied, proposed, configPath) {
  const changes = ruleChanges(applied, proposed);
  if (changes.length === 0) return [];
  return [
    {
      kind: "thresholds-changed",
      path: configPath ?? ".ctxguard.yml",
      message: `this pull request changes the thresholds (${changes.join(", ")}); the check uses the base branch's until it merges`
    }
  ];
}
function unknownModelFindings(agents) {
  const findings = /* @__PURE__ */ new Map();
  for (const agent of agents) {
    for (const side of [agent.head, agent.base]) {
      const named = side.unknownModel;
      const where = named && `${named.id}\0${named.path}\0${named.line}`;
      if (!named || !where || findings.has(where)) continue;
      findings.set(where, {
        kind: "unknown-model",
        path: named.path,
        line: named.line,
        message: `${unknownModelMessage(named.id)}; the ${agent.config.name} agent is priced with ${side.model.id}`
      });
    }
  }
  return [...findings.values()];
}
function toolFindings(head, changes, extract) {
  const changed = new Set(changes.filter((c) => c.status !== "deleted").map((c) => c.path));
  return head.files.filter((f) => changed.has(f.path)).flatMap((f) => extract(f).findings);
}
function sizeCapFindings(changes, agents, headById) {
  const changed = new Set(changes.filter((c) => c.status !== "deleted").map((c) => c.path));
  const findings = /* @__PURE__ */ new Map();
  for (const agent of agents) {
    for (const [id, delivery] of agent.head.sends) {
      const unit = headById.get(id);
      if (delivery.kind !== "never" || !delivery.cap || !unit || !changed.has(unit.path)) continue;
      const size = sizeIn(unit.text, delivery.cap);
      const amount = `${groupedNumber(size)} ${size === 1 ? delivery.cap.replace(/s$/, "") : delivery.cap}`;
      findings.set(`${id}\0${delivery.reason}`, {
        kind: "size-cap",
        path: unit.path,
        agent: agent.config.name,
        message: `${unit.path}: ${amount} ${delivery.reason} ${size === 1 ? "is" : "are"} never sent`
      });
    }
  }
  return [...findings.values()];
}

// src/changes/changed-files.ts
async function changedFiles(git, base, head) {
  const out = await git.run(["diff-tree", "-r", "-z", "-M", "--no-commit-id", "--raw", base, head]);
  return parseRawDiff(out.toString("utf8"));
}
function parseRawDiff(raw) {
  const fields = raw.split("\0");
  const changes = [];
  for (let i = 0; i < fields.length - 1; ) {
    const meta = fields[i++];
    if (!meta.startsWith(":")) continue;
    const [baseMode, headMode, baseSha, headSha, status2] = meta.slice(1).split(" ");
    const letter = status2[0];
    let change;
    if (letter === "R") {
      change = { status: "renamed", previousPath: fields[i], path: fields[i + 1] };
      i += 2;
    } else if (letter === "C") {
      change = { status: "added", path: fields[i + 1] };
      i += 2;
    } else {
      change = { status: STATUS[letter] ?? "modified", path: fields[i] };
      i += 1;
    }
    const submodule = submoduleCommits(letter === "C" ? NO_MODE : baseMode, headMode, baseSha, headSha);
    changes.push(submodule ? { ...change, submodule } : change);
  }
  return changes;
}
var STATUS = { A: "added", D: "deleted", M: "modified", T: "modified" };
var GITLINK = "160000";
var NO_MODE = "000000";
function submoduleCommits(baseMode, headMode, baseSha, headSha) {
  if (baseMode !== GITLINK && headMode !== GITLINK) return void 0;
  return { base: baseMode === GITLINK ? baseSha : null, head: headMode === GITLINK ? headSha : null };
}

// src/changes/file-at-commit.ts
async function readFileAtCommit(git, sha, path) {
  const slash = path.lastIndexOf("/");
  const dir = slash < 0 ? "" : path.slice(0, slash);
  const name = path.slice(slash + 1);
  const tree = await git.readObject(dir ? `${sha}:${dir}` : `${sha}^{tree}`);
  if (tree?.type !== "tree" || !name) return { kind: "missing" };
  const entry = treeEntry(tree.content, tree.sha.length / 2, name);
  if (!entry || entry.mode === "160000" || entry.mode === "40000") return { kind: "missing" };
  const blob = await git.readObject(entry.oid);
  if (blob?.type !== "blob") return { kind: "missing" };
  if (entry.mode === "120000") return { kind: "symlink", target: blob.content.toString("utf8") };
  return { kind: "text", text: blob.content.toString("utf8") };
}
function treeEntry(tree, idBytes, name) {
  const wanted = Buffer.from(name, "utf8");
  for (let at = 0; at < tree.length; ) {
    const space = tree.indexOf(32, at);
    const nul = tree.indexOf(0, space);
    if (space < 0 || nul < 0) return void 0;
    if (tree.subarray(space + 1, nul).equals(wanted)) {
      return { mode: tree.toString("latin1", at, space), oid: tree.toString("hex", nul + 1, nul + 1 + idBytes) };
    }
    at = nul + 1 + idBytes;
  }
  return void 0;
}

// src/pipeline/configured-classifier.ts
function configuredClassifier(config) {
  const rules = { include: config.include, exclude: config.exclude, defaultExcludes: config.defaultExcludes, toolOutputs: config.toolOutputs };
  return { classify: promptFileClassifier({ ...rules, frameworkFiles: profileFileRules() }), rules: JSON.stringify(rules) };
}

// src/pipeline/extraction-cache.ts
import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { mkdir, rename, rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { join as join2 } from "node:path";
var NO_CACHE = {
  content: () => void 0,
  holdsContent: () => false,
  setContent: () => void 0,
  talksToModel: () => void 0,
  setTalksToModel: () => void 0,
  kind: () => void 0,
  setKind: () => void 0
};
var FILE = "extractions.jsonl";
var FORMAT = 2;
async function openFolderCache(dir, fingerprint2) {
  const path = join2(dir, FILE);
  const contents = /* @__PURE__ */ new Map();
  const talks = /* @__PURE__ */ new Map();
  const kinds = /* @__PURE__ */ new Map();
  let entriesRead = 0;
  const note = await readCacheFile(path, fingerprint2, (entry) => {
    entriesRead++;
    if (entry[0] === "content") contents.set(entry[1], entry[2]);
    else if (entry[0] === "talks") talks.set(entry[1], entry[2]);
    else kinds.set(entry[1], entry[2]);
  });
  let set = false;
  const usedContents = /* @__PURE__ */ new Map();
  const usedTalks = /* @__PURE__ */ new Map();
  const usedKinds = /* @__PURE__ */ new Map();
  const use = { hits: 0, misses: 0, ...note ? { note } : {} };
  return {
    use,
    content(key) {
      const found = contents.get(key);
      if (found && isCachedContent(found)) {
        use.hits++;
        usedContents.set(key, found);
        return found;
      }
      return void 0;
    },
    holdsContent(key) {
      return contents.has(key);
    },
    setContent(key, content) {
      set = true;
      use.misses++;
      contents.set(key, content);
      usedContents.set(key, content);
    },
    talksToModel(key) {
      const found = talks.get(key);
      if (found !== void 0) usedTalks.set(key, found);
      return found;
    },
    setTalksToModel(key, value) {
      set = true;
      talks.set(key, value);
      usedTalks.set(key, value);
    },
    kind(key) {
      const found = kinds.get(key);
      if (found !== void 0) usedKinds.set(key, found);
      return found;
    },
    setKind(key, kind) {
      set = true;
      kinds.set(key, kind);
      usedKinds.set(key, kind);
    },
    async save() {
      if (!set && !note && entriesRead > 0 && usedKinds.size + usedTalks.size + usedContents.size === entriesRead) return;
      await mkdir(dir, { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      try {
        const header = { format: FORMAT, code: fingerprint2 };
        await writeLines(
          temporary,
          (function* () {
            yield JSON.stringify(header);
            const sections = [["kind", usedKinds], ["talks", usedTalks], ["content", usedContents]];
            for (const [tag, entries] of sections) {
              for (const [key, value] of sorted(entries)) yield JSON.stringify([tag, key, value]);
            }
          })()
        );
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    }
  };
}
function sorted(map) {
  return [...map].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
}
async function writeLines(path, lines) {
  const out = createWriteStream(path);
  const failed = new Promise((_, reject) => out.on("error", reject));
  failed.catch(() => void 0);
  let chunk = [];
  let length = 0;
  const flush = async () => {
    const text = chunk.join("");
    chunk = [];
    length = 0;
    if (!out.write(text)) await Promise.race([once(out, "drain"), failed]);
  };
  for (const line2 of lines) {
    chunk.push(line2, "\n");
    length += line2.length + 1;
    if (length >= WRITE_CHUNK) await flush();
  }
  if (length > 0) await flush();
  out.end();
  await Promise.race([finished(out), failed]);
}
var WRITE_CHUNK = 256 * 1024;
async function readCacheFile(path, fingerprint2, take) {
  const input = createReadStream(path, "utf8");
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line2 = 0;
  try {
    for await (const text of lines) {
      line2++;
      const value = JSON.parse(text);
      if (line2 === 1) {
        if (!isHeader(value)) return `${path} is not a ctxguard extraction cache; extracting every file`;
        if (value.format !== FORMAT || value.code !== fingerprint2) return void 0;
        continue;
      }
      if (!isEntry(value)) return `${path} line ${line2} is not a cache entry; extracting every file`;
      take(value);
    }
    return void 0;
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    if (error instanceof SyntaxError) return `${path} line ${line2} is not valid JSON; extracting every file`;
    return `${path} could not be read (${error.message}); extracting every file`;
  } finally {
    lines.close();
    input.destroy();
  }
}
function isHeader(value) {
  return typeof value === "object" && value !== null && typeof value.format === "number" && typeof value.code === "string";
}
function isEntry(value) {
  if (!Array.isArray(value) || value.length !== 3 || typeof value[1] !== "string") return false;
  if (value[0] === "talks") return typeof value[2] === "boolean";
  if (value[0] === "kind") return value[2] === null || typeof value[2] === "object" && typeof value[2].format === "string";
  return value[0] === "content" && typeof value[2] === "object" && value[2] !== null;
}
function isCachedContent(value) {
  if (value.kind === "skipped") return value.reason === "binary" && typeof value.bytes === "number";
  const e = value.extraction;
  return value.kind === "extracted" && typeof e === "object" && e !== null && Array.isArray(e.units) && Array.isArray(e.findings) && Array.isArray(e.models);
}

// src/pipeline/extracted-snapshots.ts
import { createHash as createHash4 } from "node:crypto";

// src/changes/lfs-objects.ts
import { createHash as createHash3 } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { isAbsolute, join as join3 } from "node:path";
async function lfsObjectsDir(git) {
  const out = await git.tryRun(["rev-parse", "--path-format=absolute", "--git-common-dir"]);
  const commonDir = out?.toString("utf8").trim();
  if (!commonDir) return void 0;
  const storage = (await git.tryRun(["config", "--get", "lfs.storage"]))?.toString("utf8").trim();
  if (!storage) return join3(commonDir, "lfs", "objects");
  return join3(isAbsolute(storage) ? storage : join3(commonDir, storage), "objects");
}
function lfsObjectPath(objectsDir, pointer) {
  return join3(objectsDir, pointer.oid.slice(0, 2), pointer.oid.slice(2, 4), pointer.oid);
}
async function lfsObjectContent(objectsDir, pointer, maxBytes) {
  const path = lfsObjectPath(objectsDir, pointer);
  const info = await stat(path).catch(() => void 0);
  if (!info?.isFile() || info.size !== pointer.size) return void 0;
  if (info.size > maxBytes) return { kind: "skipped", reason: "too-large", bytes: info.size };
  const bytes = await readFile(path).catch(() => void 0);
  if (!bytes || createHash3("sha256").update(bytes).digest("hex") !== pointer.oid) return void 0;
  return decodeContent(bytes, maxBytes);
}

// src/changes/tree.ts
async function listTree(git, commit, paths) {
  if (paths?.length === 0) return [];
  const out = await git.run(["ls-tree", "-r", "-z", "--long", "--full-tree", commit, ...paths ? ["--", ...paths.map((p) => `:(literal)${p}`)] : []]);
  const entries = [];
  for (const record of out.toString("utf8").split("\0")) {
    if (!record) continue;
    const tab = record.indexOf("	");
    const [mode, type, blob, size] = record.slice(0, tab).split(/ +/);
    if (type !== "blob") continue;
    entries.push({ path: record.slice(tab + 1), blob, size: Number(size), symlink: mode === "120000" });
  }
  return entries;
}
function requestBlobs(git, blobs) {
  const requests = /* @__PURE__ */ new Map();
  for (const blob of blobs) {
    if (requests.has(blob)) continue;
    const request = git.readObject(blob).then((object) => {
      if (object?.type !== "blob" || object.sha !== blob) throw new Error(`git cat-file: blob ${blob} is not in this clone`);
      return object.content;
    });
    request.catch(() => void 0);
    requests.set(blob, request);
  }
  return requests;
}

// src/changes/read-snapshot.ts
function listPromptFiles(git, commits, classify) {
  const kinds = /* @__PURE__ */ new Map();
  const kindOf = (path) => {
    if (!kinds.has(path)) kinds.set(path, classify(path));
    return kinds.get(path);
  };
  return Promise.all(
    commits.map(
      async (commit) => (await listTree(git, commit.sha)).flatMap((entry) => {
        const kind = kindOf(entry.path);
        return kind ? [{ ...entry, kind }] : [];
      })
    )
  );
}
function readableEntries(entries, maxFileBytes) {
  return entries.filter((e) => e.size <= maxFileBytes && !e.symlink);
}
async function readContents(git, entries, maxFileBytes, take) {
  const lfs = lfsReader(git, maxFileBytes);
  const unique = [...new Map(entries.map((e) => [e.blob, e])).values()];
  const batches = batchesOf(unique, BATCH_BYTES);
  let next = batches.length > 0 ? requestBlobs(git, batches[0].map((e) => e.blob)) : void 0;
  for (let i = 0; next; i++) {
    const requests = next;
    next = i + 1 < batches.length ? requestBlobs(git, batches[i + 1].map((e) => e.blob)) : void 0;
    let taken = 0;
    for (const [blob, request] of requests) {
      const bytes = await request;
      requests.delete(blob);
      const pointer = parseLfsPointer(bytes);
      const object = pointer && await lfs(pointer);
      await take(blob, object ?? decodeContent(bytes, maxFileBytes), { lfsPointer: pointer !== void 0 });
      taken += bytes.length;
      if (taken >= YIELD_BYTES) {
        taken = 0;
        await new Promise((resolve2) => setImmediate(resolve2));
      }
    }
  }
}
var YIELD_BYTES = 64 * 1024;
function snapshotsOf(commits, trees, maxFileBytes, contentOf) {
  return commits.map((commit, i) => ({
    ref: commit.ref,
    sha: commit.sha,
    files: trees[i].map((entry) => ({
      path: entry.path,
      kind: entry.kind,
      content: entry.symlink ? { kind: "skipped", reason: "symlink", bytes: entry.size } : entry.size > maxFileBytes ? { kind: "skipped", reason: "too-large", bytes: entry.size } : contentOf(entry)
    }))
  }));
}
function lfsReader(git, maxBytes) {
  let objectsDir;
  return async (pointer) => {
    const dir = await (objectsDir ??= lfsObjectsDir(git));
    return dir === void 0 ? void 0 : await lfsObjectContent(dir, pointer, maxBytes);
  };
}
var BATCH_BYTES = 4 * 1024 * 1024;
function batchesOf(entries, maxBytes) {
  const batches = [];
  let current = [];
  let bytes = 0;
  for (const entry of entries) {
    if (current.length > 0 && bytes + entry.size > maxBytes) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += entry.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

// src/pipeline/extracted-snapshots.ts
var HELD_BYTES = 64 * 1024 * 1024;
var IN_FLIGHT_BYTES = 16 * 1024 * 1024;
var WORKER_AHEAD_BYTES = 4 * 1024 * 1024;
async function readExtractedSnapshots(git, commits, read) {
  const optionsFor = extractOptionsEachWay();
  const inProcess = (job) => runExtractionJob(job, read.parsers, optionsFor);
  const pool = read.workers ? openExtractionPool(read.workers, inProcess, { ...read.warn ? { warn: read.warn } : {}, ...read.workerFault ? { fault: read.workerFault } : {} }) : void 0;
  try {
    return await readWith(git, commits, read, optionsFor, pool ?? { extract: inProcess }, inProcess);
  } finally {
    await pool?.close();
  }
}
async function readWith(git, commits, read, optionsFor, pool, inProcess) {
  const { cache, maxFileBytes } = read;
  const trees = await listPromptFiles(git, commits, cachedClassifier(read.classifier, cache));
  const entries = uniqueEntries(readableEntries(trees.flat(), maxFileBytes));
  const contents = /* @__PURE__ */ new Map();
  const sent = /* @__PURE__ */ new Set();
  const inFlight = new BytesInFlight(IN_FLIGHT_BYTES);
  const codeEntries = entries.filter(isCode);
  let extractor = pool;
  let inWorkers = pool.hasRoom !== void 0;
  let talks = codeEntries.some((e) => cache.talksToModel(talksKey(e)) === true) ? true : void 0;
  const plain = optionsFor(false);
  const keep = (entry, kept, lfsPointer, talksNow) => {
    if (kept.kind === "extracted" && kept.talksToModel !== void 0 && isCode(entry)) cache.setTalksToModel(talksKey(entry), kept.talksToModel);
    contents.set(entryKey(entry), kept);
    if (lfsPointer) return;
    if (kept.kind === "extracted") cache.setContent(contentKey(entry, talksNow), kept);
    else if (kept.kind === "skipped" && kept.reason === "binary") cache.setContent(contentKey(entry, talksNow), { kind: "skipped", reason: "binary", bytes: kept.bytes });
  };
  const finish = async (entry, content, lfsPointer, known = {}) => {
    const talksNow = talks ?? false;
    if (content.kind !== "text") return keep(entry, content, lfsPointer, talksNow);
    const file = { path: entry.path, kind: entry.kind, content };
    const options = optionsFor(talksNow);
    const knownNow = isCode(entry) || entry.kind.format === "structured" ? { ...known, nothingToExtract: !needsParsing(file, options, known) } : known;
    const mustParse = knownNow.nothingToExtract === false;
    const countIn = inWorkers ? read.countIn : void 0;
    const workerMayTake = mustParse || countIn !== void 0 && !isCode(entry) && entry.kind.format !== "structured";
    const toExtractor = mustParse && isCode(entry) || workerMayTake && extractor.hasRoom?.() === true;
    if (!toExtractor) return keep(entry, extractContent(file, void 0, options, knownNow), lfsPointer, talksNow);
    const job = extractor.extract({ file, talksToModel: talksNow, known: knownNow, ...countIn ? { countIn } : {} });
    if (!inWorkers) return keep(entry, await job, lfsPointer, talksNow);
    sent.add(entryKey(entry));
    return inFlight.add(job.then((extracted) => keep(entry, extracted, lfsPointer, talksNow)), content.text.length);
  };
  const missingOf = (list, talksNow) => list.filter((entry) => {
    if (contents.has(entryKey(entry)) || sent.has(entryKey(entry))) return false;
    const cached = cache.content(contentKey(entry, talksNow));
    if (cached) contents.set(entryKey(entry), cached);
    return !cached;
  });
  const readAndFinish = (list) => {
    const byBlob = groupByBlob(list);
    return readContents(git, list, maxFileBytes, async (blob, content, { lfsPointer }) => {
      for (const entry of byBlob.get(blob)) await finish(entry, content, lfsPointer);
    });
  };
  const notCode = missingOf(entries.filter((e) => !isCode(e)), false);
  const toExtract = [...notCode.filter((e) => e.kind.format === "structured"), ...codeEntries.filter((e) => !cache.holdsContent(contentKey(e, talks ?? false)))];
  const toExtractBytes = toExtract.reduce((bytes, e) => bytes + e.size, 0);
  if (toExtractBytes < (read.inProcessBelowBytes ?? 0)) [extractor, inWorkers] = [{ extract: inProcess }, false];
  if (toExtractBytes >= WORKER_AHEAD_BYTES) extractor.prepare?.();
  await readAndFinish(notCode);
  const held = [];
  if (talks === void 0) {
    const unknown = codeEntries.filter((e) => cache.talksToModel(talksKey(e)) === void 0);
    const byBlob = groupByBlob(unknown);
    let heldBytes = 0;
    await readContents(git, unknown, maxFileBytes, async (blob, content, { lfsPointer }) => {
      for (const entry of byBlob.get(blob)) {
        const fact = content.kind === "text" && talksToModel(entry.path, entry.kind.language, content.text, plain.sdkModules);
        cache.setTalksToModel(talksKey(entry), fact);
        if (fact) talks = true;
        if (talks) await finish(entry, content, lfsPointer, { talksToModel: fact });
        else if (heldBytes + entry.size <= HELD_BYTES) {
          held.push({ entry, content, lfsPointer });
          heldBytes += entry.size;
        }
      }
    });
    talks ??= false;
    for (const { entry, content, lfsPointer } of held.splice(0)) await finish(entry, content, lfsPointer, { talksToModel: false });
  }
  await readAndFinish(missingOf(codeEntries, talks));
  await inFlight.drain();
  return snapshotsOf(commits, trees, maxFileBytes, (entry) => contents.get(entryKey(entry)));
}
function cachedClassifier({ classify, rules }, cache) {
  const prefix = `${createHash4("sha256").update(rules).digest("hex").slice(0, 16)}\0`;
  return (path) => {
    const key = prefix + path;
    const known = cache.kind(key);
    if (known !== void 0) return known ?? void 0;
    const kind = classify(path);
    cache.setKind(key, kind ?? null);
    return kind;
  };
}
function entryKey(entry) {
  let key = entryKeys.get(entry);
  if (key === void 0) entryKeys.set(entry, key = `${entry.blob}\0${entry.path}\0${kindKey(entry.kind)}`);
  return key;
}
var entryKeys = /* @__PURE__ */ new WeakMap();
var kindKeys = /* @__PURE__ */ new WeakMap();
function kindKey(kind) {
  let key = kindKeys.get(kind);
  if (key === void 0) kindKeys.set(kind, key = JSON.stringify(kind));
  return key;
}
function contentKey(entry, talks) {
  return entry.kind.format === "code" ? `${entryKey(entry)}\0${talks ? "model" : "plain"}` : entryKey(entry);
}
function talksKey(entry) {
  return `${entry.blob}\0${entry.path}\0${entry.kind.language}`;
}
function isCode(entry) {
  return entry.kind.format === "code";
}
function uniqueEntries(entries) {
  return [...new Map(entries.map((e) => [entryKey(e), e])).values()];
}
function groupByBlob(entries) {
  const groups = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const group = groups.get(e.blob);
    if (group) group.push(e);
    else groups.set(e.blob, [e]);
  }
  return groups;
}

// src/pipeline/diff.ts
function pathInRepository(root, path) {
  const inRepository = relative(root, resolve(root, path)).split(sep).join("/");
  return inRepository.startsWith("..") || isAbsolute2(inRepository) ? void 0 : inRepository;
}
async function diffRange(git, range, settings) {
  const config = configFrom(settings.file, settings.overrides);
  const cache = settings.cacheDir ? await openFolderCache(settings.cacheDir, codeFingerprint()) : void 0;
  const [snapshots, changes, gate] = await Promise.all([
    readExtractedSnapshots(git, [range.base, range.head], {
      classifier: configuredClassifier(config),
      maxFileBytes: config.maxFileBytes,
      cache: cache ?? NO_CACHE,
      parsers: parsersForFile,
      workers: extractionWorkers(),
      inProcessBelowBytes: smallRunBytes(),
      // The configured model's encoding: a found agent's model may count in another, then counted in the
      // report. Only tiktoken's: Gemma 3's vocabulary takes some 110 MB and a second to load, which each
      // worker would pay again; the report counts those texts once, in this thread.
      ...workerCounting(config.encoding ?? resolveModel(config.model, config.models, config.cacheTtl).tokenizer.encoding),
      warn: (message) => settings.log?.(message, "warning")
    }),
    changedFiles(git, range.base.sha, range.head.sha),
    gateRules(git, range, settings, config)
  ]);
  const [base, head] = await withImportedFiles(snapshots, pathsAtCommit(git, config.maxFileBytes), extractOptionsFor(false));
  const localCounts = cachedCounts(snapshots);
  const prepared = prepareDiff({
    base,
    head,
    changes,
    config,
    gate: gate.rules,
    localCounts,
    ...settings.configPath ? { configPath: settings.configPath } : {},
    ...settings.recordings ? { recordings: { ...settings.recordings, ...namedModel(settings), fixedShape: fixedShape(settings) } } : {}
  });
  const counts = settings.providers ? await countWithProviders(prepared.needs, settings.providers) : NO_COUNTS;
  const report = prepared.report(counts);
  if (cache) {
    keepCounts(snapshots, localCounts);
    await saveCache(cache, settings.cacheDir, settings.log);
  }
  return { ...report, findings: [...gate.findings, ...report.findings] };
}
function pathsAtCommit(git, maxFileBytes) {
  return async (snapshot, paths) => {
    const asked = new Set(paths);
    const entries = (await listTree(git, snapshot.sha, paths)).filter((e) => asked.has(e.path));
    const found = entries.filter((e) => e.symlink || e.size > maxFileBytes).map((e) => ({ path: e.path, content: { kind: "skipped", reason: e.symlink ? "symlink" : "too-large", bytes: e.size } }));
    const readable = entries.filter((e) => !e.symlink && e.size <= maxFileBytes);
    await readContents(git, readable, maxFileBytes, (blob, content) => {
      for (const e of readable) if (e.blob === blob) found.push({ path: e.path, content });
    });
    return found;
  };
}
function namedModel(settings) {
  const model = settings.overrides.model ?? settings.file.model;
  return model === void 0 ? {} : { namedModel: model };
}
function fixedShape(settings) {
  return Object.fromEntries(SHAPE_SETTINGS.flatMap(([key]) => {
    const value = settings.overrides[key] ?? settings.file[key];
    return value === void 0 ? [] : [[key, value]];
  }));
}
async function saveCache(cache, dir, log) {
  const { hits, misses, note } = cache.use;
  if (note) log?.(`extraction cache: ${note}`, "warning");
  log?.(`extraction cache: ${hits} of ${hits + misses} files known, ${misses} extracted`, "info");
  try {
    await cache.save();
  } catch (error) {
    log?.(`extraction cache: could not be written to ${dir} (${error.message}); the next run extracts again`, "warning");
  }
}
async function gateRules(git, range, settings, config) {
  const inputsOnly = withInputs(gateRulesOf({}), settings.overrides);
  const path = settings.configPath;
  if (!path) return { rules: gateRulesOf(config), findings: [] };
  const inFile = (file) => file.budgets ? { ...file, budgets: file.budgets.map((b) => ({ ...b, origin: { ...b.origin, path } })) } : file;
  const fromWorkspace = withInputs(gateRulesOf(inFile(settings.file)), settings.overrides);
  const baseSha = range.base.sha;
  const atBase = await readFileAtCommit(git, baseSha, path);
  if (atBase.kind === "missing") {
    const atHead = await readFileAtCommit(git, range.head.sha, path);
    return { rules: atHead.kind === "missing" ? fromWorkspace : inputsOnly, findings: [] };
  }
  const unreadable = (why) => ({
    rules: inputsOnly,
    findings: [{ kind: "unreadable", path, message: `the base commit's config ${why}; the check uses only the thresholds and budgets given as inputs` }]
  });
  if (atBase.kind === "symlink") return unreadable("is a symbolic link, not followed");
  try {
    return { rules: withInputs(gateRulesOf(inFile(parseConfigFile(atBase.text, `${path} (base ${baseSha.slice(0, 7)})`))), settings.overrides), findings: [] };
  } catch (error) {
    if (error instanceof InputError) return unreadable(`cannot be read (${error.message})`);
    throw error;
  }
}
function countingWarnings(report) {
  return (report.counting ?? []).filter((c) => c.method === "provider" && c.estimatedTexts > 0).map(
    (c) => `${providerLabel(c.provider) ?? c.provider} could not count ${c.estimatedTexts} of ${c.texts} texts for ${c.model}${c.failure ? ` (${c.failure})` : ""}: they are estimated with ${countedWith(c)}`
  );
}
function workerCounting(encoding) {
  return isTiktokenEncoding(encoding) ? { countIn: encoding } : {};
}

// src/report/changes-nothing.ts
function isTouched(s) {
  return s.files.length > 0 || s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0 || s.prompt.deltaTokens !== 0;
}
function changesNothing(report) {
  const unchanged = report.files.every((f) => f.deltaTokens === 0 && f.deltaRunTokens === 0 && f.deltaRunUsd === 0 && !f.units.some((u) => u.textChanged) && f.status === "modified");
  return unchanged && !report.scenarios.some((s) => s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0);
}

// src/report/agent-table.ts
var CACHE_MARK = "\u2021";
var INTERACTION_MARK = "\u2020";
function agentTable(scenario, files, { maxRows, approx }) {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const shown = scenario.files.slice(0, maxRows);
  const rest = scenario.files.slice(maxRows);
  const model = scenario.modelChange;
  const { column, interaction, hasInteraction } = agentDollars(scenario);
  const dollars = (units) => formatDollarUnits(units, column.decimals);
  const [modelUnits, interactionUnits] = column.rows.slice(scenario.files.length);
  const against = (tokens3, usd) => scenario.cacheNote !== null && againstTokens(tokens3, usd);
  const mark = (tokens3, usd) => against(tokens3, usd) ? ` ${CACHE_MARK}` : "";
  const out = [`| File | Sent | Base${approx} | Head${approx} | \u0394 tokens | \u0394 per run | \u0394 per 1k runs |`, "|:--|:--|--:|--:|--:|--:|--:|"];
  shown.forEach((row, i) => {
    const file = byPath.get(row.path);
    out.push(
      `| ${fileName(file, row.path)} | ${sentCell(file, scenario.name)} | ${formatTokens(row.baseTokens)} | ${formatTokens(row.headTokens)} | ${formatSigned(row.deltaTokens)} | ${formatSigned(row.deltaRunTokens)} | ${dollars(column.rows[i])}${mark(row.deltaRunTokens, row.deltaRunUsd)} |`
    );
  });
  const fileTokens = (rows, key) => rows.reduce((n, r) => n + r[key], 0);
  if (rest.length > 0) {
    const restUnits = column.rows.slice(shown.length, scenario.files.length).reduce((n, u) => n + u, 0);
    out.push(
      `| \u2026 ${rest.length} more files | | ${formatTokens(fileTokens(rest, "baseTokens"))} | ${formatTokens(fileTokens(rest, "headTokens"))} | ${formatSigned(fileTokens(rest, "deltaTokens"))} | ${formatSigned(rest.reduce((n, r) => n + r.deltaRunTokens, 0))} | ${dollars(restUnits)} |`
    );
  }
  if (model) {
    const at = model.path === null ? "" : ` at ${codeSpan(model.line === null ? model.path : `${model.path}:${model.line}`, { inTable: true })}`;
    out.push(
      `| model ${codeSpan(model.from, { inTable: true })} \u2192 ${codeSpan(model.to, { inTable: true })}${at} | | | | | ${formatSigned(model.deltaRunTokens)} | ${dollars(modelUnits)}${mark(model.deltaRunTokens, model.deltaRunUsd)} |`
    );
  }
  if (hasInteraction) {
    out.push(`| interaction ${INTERACTION_MARK} | | | | | ${formatSigned(interaction.tokens)} | ${dollars(interactionUnits)}${mark(interaction.tokens, interaction.usd)} |`);
  }
  out.push(
    `| **Total** | | ${formatTokens(fileTokens(scenario.files, "baseTokens"))} | ${formatTokens(fileTokens(scenario.files, "headTokens"))} | ${formatSigned(fileTokens(scenario.files, "deltaTokens"))} | **${formatSigned(scenario.deltaRunTokens)}** | **${dollars(column.total)}** |`
  );
  if (hasInteraction) out.push("", interactionNote(interaction.tokens, interaction.usd, scenario.cacheNote !== null));
  if (scenario.cacheNote !== null) out.push("", cacheLine(scenario));
  const assumed = assumptionsLine(scenario.assumptions ?? []);
  if (assumed) out.push("", assumed);
  return out;
}
var MAX_ASSUMPTIONS = 5;
function assumptionsLine(assumptions) {
  if (assumptions.length === 0) return void 0;
  const shown = assumptions.slice(0, MAX_ASSUMPTIONS).map((a) => plainText(a));
  const more2 = assumptions.length > MAX_ASSUMPTIONS ? `; and ${assumptions.length - MAX_ASSUMPTIONS} more in the JSON report` : "";
  return `<sub>Assumed, where the code does not say: ${shown.join("; ")}${more2}.</sub>`;
}
function interactionNote(tokens3, usd, cacheMoved) {
  const more2 = (tokens3 !== 0 ? tokens3 : usd) > 0;
  const why = tokens3 !== 0 ? "together they cross a threshold of the memory policy that no change crosses alone (its clearing trigger or compaction)" : cacheMoved ? `alone and together, the changes bring different requests to the provider's minimum cacheable prefix (${CACHE_MARK})` : "together they cross a threshold none crosses alone, such as the memory policy's clearing trigger or the provider's minimum cacheable prefix";
  return `<sub>${INTERACTION_MARK} interaction: the changes cost ${more2 ? "more" : "less"} together than one by one. Each row above is that change applied alone; ${why}.</sub>`;
}
function cacheLine(scenario) {
  const rows = [...scenario.files, ...scenario.modelChange ? [scenario.modelChange] : []];
  const moved = [...rows, scenario].some((r) => againstTokens(r.deltaRunTokens, r.deltaRunUsd));
  return `${CACHE_MARK} ${moved ? "Dollars moved against tokens" : "Prompt caching changed"}: ${plainText(scenario.cacheNote)}.`;
}
function fileName(file, path) {
  if (!file) return cellCode(path);
  const name = file.status === "renamed" && file.previousPath ? `${cellCode(file.path)} (renamed from ${cellCode(file.previousPath)})` : file.status === "added" || file.status === "deleted" ? `${cellCode(file.path)} (${file.status})` : file.status === "unchanged" ? `${cellCode(file.path)} (unchanged, sent differently)` : cellCode(file.path);
  const moved = file.units.filter((u) => u.movedFrom !== void 0);
  const movedNote = moved.length === 1 ? ` (moved from ${cellCode(moved[0].movedFrom)})` : moved.length > 1 ? ` (${moved.length} units moved in)` : "";
  const edited = file.units.filter((u) => u.textChanged && u.deltaTokens === 0 && u.movedFrom === void 0).length;
  const editedNote = file.deltaTokens === 0 && edited > 0 ? ` (${edited === 1 ? "1 unit" : `${edited} units`} edited, same tokens)` : "";
  return `${name}${movedNote}${editedNote}`;
}
function isChanged(unit) {
  return unit.textChanged || unit.deltaTokens !== 0 || unit.movedFrom !== void 0 || unit.sentBy.some((s) => s.base !== void 0) || unit.deltaRunTokens !== 0 || unit.deltaRunUsd !== 0;
}
function sentCell(file, agent) {
  if (!file) return "";
  const deliveries = (units) => [
    ...new Set(units.flatMap((u) => u.sentBy.filter((s) => s.agent === agent).map((s) => s.base === void 0 ? plainText(s.delivery) : `${plainText(s.base)} \u2192 ${plainText(s.delivery)}`)))
  ];
  const changed = deliveries(file.units.filter(isChanged));
  const shown = changed.length > 0 ? changed : deliveries(file.units);
  return shown.join("; ");
}
function cellCode(text) {
  return codeSpan(text, { inTable: true });
}

// src/report/context-chart.ts
var WINDOW_DRAWN_FROM = 0.5;
var COLOURS = { change: "#0969da", base: "#8c959f", head: "#0969da", window: "#cf222e" };
function contextCharts(scenario) {
  const { base, head, window } = scenario.context;
  const n = Math.max(base.length, head.length);
  if (n === 0) return [];
  const padded = (values) => Array.from({ length: n }, (_, i) => tokens(values[i] ?? 0));
  const [baseLine, headLine] = [padded(base), padded(head)];
  const change = headLine.map((h, i) => h - baseLine[i]);
  const peak = Math.max(...baseLine, ...headLine);
  const charts = [
    ...new Set(change).size > 1 ? [changeChart(change, scenario)] : [],
    ...window > 0 && peak >= window * WINDOW_DRAWN_FROM ? [windowChart(baseLine, headLine, tokens(window), scenario)] : []
  ];
  if (charts.length === 0) return [];
  return [`<details><summary>Context per request: ${plainText(scenario.name)}</summary>`, "", ...charts.flat(), "</details>"];
}
function changeChart(change, scenario) {
  const low = Math.min(0, ...change);
  const high = Math.max(0, ...change);
  const { base, head } = scenario.context;
  const caption = [
    `The blue line is what the change adds to each request of one run (tokens at head minus at base): ${formatSigned(change[0])} at the first request, ${formatSigned(change.at(-1))} at the last.`,
    base.length === head.length ? "" : `A run sends ${base.length} requests at base and ${head.length} at head; a missing request counts as 0.`,
    editsSentence(scenario.policy, scenario.context.baseEdits, scenario.context.headEdits)
  ].filter(Boolean);
  return [
    ...chart("Input tokens the change adds, per request", [COLOURS.change], `${low} --> ${high === low ? low + 1 : high}`, change.length, [change]),
    caption.join(" "),
    ""
  ];
}
function windowChart(baseLine, headLine, window, scenario) {
  const top = Math.max(...baseLine, ...headLine, window);
  const windowLine = baseLine.map(() => window);
  return [
    ...chart("Input tokens per request and the context window", [COLOURS.base, COLOURS.head, COLOURS.window], `0 --> ${top}`, baseLine.length, [baseLine, headLine, windowLine]),
    `Grey: each request at base; blue: at head; red: the context window (${formatTokens(window)} tokens). ` + editsSentence(scenario.policy, scenario.context.baseEdits, scenario.context.headEdits),
    ""
  ];
}
function chart(title, colours, range, n, lines) {
  const list = (values) => `[${values.join(", ")}]`;
  const init = { themeVariables: { xyChart: { plotColorPalette: colours.join(", ") } } };
  return [
    "```mermaid",
    `%%{init: ${JSON.stringify(init)}}%%`,
    "xychart-beta",
    `    title "${title}"`,
    `    x-axis "request" ${list(Array.from({ length: n }, (_, i) => i + 1))}`,
    `    y-axis "input tokens" ${range}`,
    ...lines.map((l) => `    line ${list(l)}`),
    "```",
    ""
  ];
}
function tokens(value) {
  return Math.max(0, Math.round(value));
}
function editsSentence(policy, baseEdits, headEdits) {
  const requests = (edits) => {
    const runs = ranges([...new Set(edits.map(tokens))].sort((a, b) => a - b));
    if (runs.length === 1 && !runs[0].includes("\u2013")) return `request ${runs[0]}`;
    return `requests ${runs.length === 1 ? runs[0] : `${runs.slice(0, -1).join(", ")} and ${runs.at(-1)}`}`;
  };
  const named = `Memory policy: ${plainText(policy)}`;
  if (baseEdits.length === 0 && headEdits.length === 0) return `${named}; it edits nothing in this run.`;
  const sides = [
    ...headEdits.length === 0 ? [] : [`before ${requests(headEdits)} at head`],
    ...baseEdits.length === 0 ? [] : [`before ${requests(baseEdits)} at base`]
  ];
  return `${named}; it edits the context ${sides.join(" and ")}${sides.length === 1 ? " only" : ""}.`;
}
function ranges(numbers) {
  const out = [];
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    if (j - i >= 2) out.push(`${numbers[i]}\u2013${numbers[j]}`);
    else for (let k = i; k <= j; k++) out.push(String(numbers[k]));
    i = j + 1;
  }
  return out;
}

// src/report/counting-notes.ts
var ENDPOINTS = {
  anthropic: { endpoint: "Anthropic's count_tokens", key: "an Anthropic API key", input: "anthropic-api-key" },
  google: { endpoint: "Gemini's countTokens", key: "a Gemini API key", input: "gemini-api-key" }
};
function countingNotes(report) {
  const { model } = report;
  if (!report.counting) {
    return model.exact ? [] : [`<sub>Token counts are estimates: ${codeSpan(model.id)}'s tokenizer is not public, so text is counted with ${codeSpan(model.encoding)}.</sub>`];
  }
  return report.counting.flatMap((c) => {
    const known = ENDPOINTS[c.provider];
    if (c.method === "provider") {
      const endpoint = known?.endpoint ?? `${plainText(c.provider)}'s token count`;
      if (c.estimatedTexts === 0) return [`<sub>Token counts for ${codeSpan(c.model)}: counted by ${endpoint}, each text once, its message framing taken off.</sub>`];
      const counted = c.texts - c.estimatedTexts;
      const why = c.failure === null ? "" : ` (${plainText(c.failure)})`;
      return [
        `:warning: ${endpoint} counted ${formatTokens(counted)} of ${formatTokens(c.texts)} texts for ${codeSpan(c.model)}; the other ${formatTokens(c.estimatedTexts)} ${c.estimatedTexts === 1 ? "is" : "are"} estimated with ${countedWith(c, codeSpan)}${why}.`
      ];
    }
    if (c.method === "estimate") {
      const opt = known ? ` With ${known.key} (the \`${known.input}\` input), ${known.endpoint} counts them.` : "";
      return [`<sub>Token counts for ${codeSpan(c.model)} ${estimateClause(c)}${opt}</sub>`];
    }
    return c.encoding === "gemma3" && c.model !== model.id ? [`<sub>Token counts for ${codeSpan(c.model)}: counted with ${gemmaTokenizer(c.model)}.</sub>`] : [];
  });
}
function estimateClause({ model, encoding, scale }) {
  const known = calibrationFor(model);
  if (known.measured && encoding === "o200k_base") {
    const { low, high, overall, counter } = STAND_INS[known.standIn];
    const tokenizer = counter.kind === "ctok" ? `${known.tokenizer}, whose counts ctok (github.com/sanderland/ctok) reconstructs,` : known.tokenizer;
    const range = `${low.toFixed(2)}x\u2013${high.toFixed(2)}x`;
    if (scale === void 0) {
      return `are estimates made with ${codeSpan(encoding)}; ${tokenizer} gives ${range} as many tokens on 90% of ctxguard's test texts (${overall.toFixed(2)}x overall).`;
    }
    return `are estimates: ${codeSpan(encoding)}'s counts \xD7 ${scale.toFixed(2)}, the ratio ${tokenizer} gives on ctxguard's test texts (${range} on 90% of them).`;
  }
  if (!known.measured && known.why !== null) {
    return `are estimates made with ${codeSpan(encoding)}; how far they are from the model's own count has not been measured: ${known.why}.`;
  }
  return `are estimates: its tokenizer is not public, so text is counted with ${codeSpan(encoding)}; how far that is from the model's own count has not been measured.`;
}
function gemmaTokenizer(model) {
  return /^gemma-/.test(model) ? "its own tokenizer (`gemma3`)" : "Gemma 3's tokenizer (`gemma3`), which Google's Gen AI SDK counts this model with on the machine it runs on";
}
function countsSentence(report) {
  const { model } = report;
  const own = report.counting?.find((c) => c.model === model.id);
  if (own?.method === "provider") {
    const endpoint = ENDPOINTS[own.provider]?.endpoint ?? `${plainText(own.provider)}'s token count`;
    const rest = own.estimatedTexts === 0 ? "" : `, with ${countedWith(own, codeSpan)} for the texts it could not count`;
    return `Counts for ${codeSpan(model.id)} are made by ${endpoint}${rest}.`;
  }
  if (model.encoding === "gemma3" && model.exact) return `Counts for ${codeSpan(model.id)} use ${gemmaTokenizer(model.id)}.`;
  const encoding = own?.scale === void 0 ? codeSpan(model.encoding) : countedWith(own, codeSpan);
  return `Counts use ${encoding}${model.exact ? ", exactly as tiktoken counts" : " (estimates for this model)"}.`;
}

// src/report/finding-lines.ts
var MAX_ITEMS = 20;
function deliveryChangeLines(findings) {
  const changes = findings.filter((f) => f.kind === "delivery-changed");
  const grouped = /* @__PURE__ */ new Map();
  for (const f of changes) {
    const key = JSON.stringify([f.path, f.agent, f.base, f.head]);
    const known = grouped.get(key);
    if (known) known.units++;
    else grouped.set(key, { f, units: 1 });
  }
  if (grouped.size === 0) return [];
  const items = [...grouped.values()].slice(0, MAX_ITEMS).map(({ f, units }) => {
    const what = units === 1 ? "" : ` (${units} units)`;
    return `- ${codeSpan(f.path)}${what}, ${plainText(f.agent)}: ${plainText(f.base)} \u2192 ${plainText(f.head)}. ${capitalised(plainText(f.message))}.`;
  });
  return [":warning: **Sent differently at head:**", ...items, ...more(grouped.size)];
}
function noticeBlocks(findings) {
  const out = [];
  for (const f of findings) {
    if (f.kind === "config-changed" || f.kind === "thresholds-changed") out.push([`:information_source: ${codeSpan(f.path)}: ${plainText(f.message)}.`]);
    if (f.kind === "budget-unmatched") out.push([`:information_source: ${codeSpan(f.path)}${f.line === void 0 ? "" : `, line ${f.line}`}: ${plainText(f.message)}.`]);
    if (f.kind === "unknown-model") out.push([`:information_source: ${codeSpan(`${f.path}:${f.line}`)}: ${plainText(f.message)}.`]);
    if (f.kind === "size-cap") out.push([`:scissors: ${plainText(f.message)} (${plainText(f.agent)}).`]);
    if (f.kind === "cache-floor") out.push([`:warning: ${codeSpan(f.path)}: ${plainText(f.message)}.`]);
    if (f.kind === "per-run-prefix") out.push([`:warning: ${codeSpan(`${f.path}:${f.line}`)}: ${plainText(f.message)}.`]);
  }
  const unbounded = findings.filter((f) => f.kind === "unbounded-tool-output");
  if (unbounded.length > 0) {
    out.push([
      ":warning: **Tool outputs without a bound:**",
      ...unbounded.slice(0, MAX_ITEMS).map((f) => `- ${codeSpan(`${f.path}:${f.line}`)}: ${plainText(f.message)}.`),
      ...more(unbounded.length)
    ]);
  }
  return out;
}
function uncountedLines(findings) {
  const skipped = findings.filter((f) => f.kind === "skipped" || f.kind === "unreadable" || f.kind === "submodule");
  const malformed = findings.filter((f) => f.kind === "malformed-text");
  if (skipped.length + malformed.length === 0) return [];
  const summary = [
    ...skipped.length > 0 ? [`${skipped.length} ${skipped.length === 1 ? "file" : "files"} not counted`] : [],
    ...malformed.length > 0 ? [`${malformed.length} counted with a caveat`] : []
  ].join(", ");
  return [
    `<details><summary>:information_source: ${summary}</summary>`,
    "",
    ...skipped.length > 0 ? ["**Not counted:**", ...skipped.slice(0, MAX_ITEMS).map((f) => `- ${codeSpan(f.path)}${f.kind === "skipped" ? ` (${f.side})` : ""}: ${plainText(f.message)}`), ...more(skipped.length), ""] : [],
    ...malformed.length > 0 ? ["**Counted with a caveat:**", ...malformed.slice(0, MAX_ITEMS).map((f) => `- ${codeSpan(f.path)} (${f.side}): ${plainText(f.message)}`), ...more(malformed.length), ""] : [],
    "</details>"
  ];
}
function more(count) {
  return count > MAX_ITEMS ? [`- \u2026 and ${count - MAX_ITEMS} more`] : [];
}
function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// src/report/calibration-lines.ts
var CLOSE_PERCENT = 5;
var CACHE_SHARE_POINTS = 20;
function calibrationLines(scenarios) {
  const lines = scenarios.flatMap((s) => s.calibration ? [line(s.name, s.calibration)] : []);
  return lines.length ? ["", ...lines] : [];
}
function line(name, c) {
  const when = c.from && c.to ? ` (${plainText(formatDateRange(c.from, c.to))})` : "";
  const f = c.fitted;
  const shape = [
    f.steps === void 0 ? void 0 : `${f.steps} ${f.steps === 1 ? "request" : "requests"} a run`,
    f.outputTokensPerStep === void 0 ? void 0 : `${formatTokens(f.outputTokensPerStep)} output tokens a step`,
    f.taskTokens === void 0 ? void 0 : `a task of ${formatTokens(f.taskTokens)} tokens`,
    f.toolOutputTokens === void 0 ? void 0 : `${formatTokens(f.toolOutputTokens)} tokens of tool output a step`
  ].filter((part) => part !== void 0);
  const kept = c.kept.length ? `; kept as configured (or as the pull request changes it): ${c.kept.map((k) => codeSpan(k)).join(", ")}` : "";
  const made = f.steps === c.recordedRequests ? "" : ` (the runs made ${formatTokens(c.recordedRequests)} ${c.recordedRequests === 1 ? "request" : "requests"})`;
  const off = percentChange(c.recordedInputTokens, c.simulatedInputTokens);
  const far = off === null || Math.abs(off) > CLOSE_PERCENT ? ":warning: " : "";
  return `Run shape of **${plainText(name)}** from ${c.runs} recorded ${c.runs === 1 ? "run" : "runs"} at ${c.side}${when}: ${shape.join(", ") || "nothing fitted"}${kept}${made}. ${far}Simulated, those runs send ${formatTokens(c.simulatedInputTokens)} input tokens against ${formatTokens(Math.round(c.recordedInputTokens))} recorded (${formatPercent(off)}).` + cacheSentence(c);
}
function cacheSentence({ recordedCacheReadShare: recorded, simulatedCacheReadShare: simulated }) {
  if (recorded === void 0 || simulated === void 0) return "";
  const points = (share) => Math.round(share * 100);
  const pct = (share) => `${points(share)}%`;
  if (points(recorded) === 0) {
    return points(simulated) === 0 ? "" : ` :warning: The runs' records show no input read from the cache; the simulation reads ${pct(simulated)}. If the agent does not cache (no \`cache_control\` on Anthropic), set \`caching: false\`.`;
  }
  const apart = Math.abs(points(recorded) - points(simulated)) > CACHE_SHARE_POINTS ? ":warning: " : "";
  return ` ${apart}From the cache: ${pct(recorded)} of the runs' input, ${pct(simulated)} simulated.`;
}

// src/report/measured-block.ts
function measuredBlock(measured, scenarios, limit) {
  if (measured.agents.length === 0) return [];
  const estimate = new Map(scenarios.map((s) => [s.name, s]));
  const rows = measured.agents.map((m) => {
    const s = m.scenario === null ? void 0 : estimate.get(m.scenario);
    return `| ${nameCell(m)} | ${m.base?.runs ?? 0} / ${m.head?.runs ?? 0} | ${pair(m, (side) => side.inputTokens.median, m.deltaInputTokens, tokens2)} | ${s ? formatSigned(s.deltaRunTokens) : "\u2014"} | ${costCell(m)} | ${s ? perThousandRuns(s) : "\u2014"} |`;
  });
  return [
    "**Measured** on recorded runs, the median per run at base \u2192 at head, beside the estimate for the same agent:",
    "",
    "| Agent | Runs (base / head) | Input per run, measured | \u0394 input per run, estimated | Per 1,000 runs, measured | \u0394 per 1,000 runs, estimated |",
    "|:--|--:|--:|--:|--:|--:|",
    ...rows,
    ...notes(measured.agents, limit),
    ...calibrationLines(scenarios)
  ];
}
function measuredHeadline(m) {
  const runs = `medians of ${m.base?.runs ?? 0} ${m.base?.runs === 1 ? "run" : "runs"} at base and ${m.head?.runs ?? 0} at head`;
  if (m.deltaInputTokens === null) return [`Measured on recorded runs: ${m.base ? "no runs recorded at head" : "no runs recorded at base"} to compare (${runs}).`];
  const cost = m.deltaCostUsd === null ? "not priced" : `**${formatUsd(m.deltaCostUsd * 1e3, true)} per 1,000 runs**`;
  return [`Measured on recorded runs: **${formatSigned(Math.round(m.deltaInputTokens))} input tokens per run** \xB7 ${cost} (${runs}).`];
}
function recordedRunsBlock(measured) {
  if (measured.agents.length === 0) return [];
  const line2 = (which, side) => {
    if (!side) return `  - ${which}: no runs`;
    const when = side.from && side.to ? `, ${plainText(formatDateRange(side.from, side.to))}` : "";
    const cost = side.costUsd ? `; cost ${spread(side.costUsd, runUsd)}` : `; not priced (no prices for ${side.unpriced.map((m) => codeSpan(m)).join(", ")})`;
    return `  - ${which}: ${side.runs} ${side.runs === 1 ? "run" : "runs"}, ${formatTokens(side.requests)} ${side.requests === 1 ? "request" : "requests"}${when}; per run: input ${spread(side.inputTokens, tokens2)}, of it read from the cache ${spread(side.cacheReadTokens, tokens2)}; output ${spread(side.outputTokens, tokens2)}${cost}`;
  };
  const files = (list) => list.map((f) => `${codeSpan(f.file)} (${plainText(f.format)})`).join(", ");
  return [
    "<details><summary>Recorded runs: per run, the median (least\u2013most)</summary>",
    "",
    ...measured.agents.flatMap((m) => [`- ${nameCell(m)}`, line2("base", m.base), line2("head", m.head)]),
    "",
    `Base: ${files(measured.base)}. Head: ${files(measured.head)}.`,
    "",
    "</details>"
  ];
}
function nameCell(m) {
  if (m.scenario === null) return `${plainText(m.agent)} (recorded only)`;
  if (m.scenario === m.agent) return `**${plainText(m.agent)}**`;
  return `**${plainText(m.scenario)}** (${m.agent === UNNAMED_AGENT ? "its runs name no agent" : `recorded as ${plainText(m.agent)}`})`;
}
function pair(m, figure2, delta, format) {
  if (m.base && m.head && delta !== null) return `${format(figure2(m.base))} \u2192 ${format(figure2(m.head))} (**${delta >= 0 ? "+" : ""}${format(delta)}**)`;
  if (m.base) return `${format(figure2(m.base))} \u2192 no runs`;
  return m.head ? `no runs \u2192 ${format(figure2(m.head))}` : "\u2014";
}
function costCell(m) {
  const cost = (side) => side?.costUsd?.median;
  const b = cost(m.base);
  const h = cost(m.head);
  const thousand = (usd) => formatUsd(usd * 1e3);
  if (b !== void 0 && h !== void 0 && m.deltaCostUsd !== null) return `${thousand(b)} \u2192 ${thousand(h)} (**${formatUsd(m.deltaCostUsd * 1e3, true)}**)`;
  if (m.base && b === void 0 || m.head && h === void 0) return "not priced";
  return b !== void 0 ? `${thousand(b)} \u2192 no runs` : h !== void 0 ? `no runs \u2192 ${thousand(h)}` : "\u2014";
}
function notes(agents, limit) {
  const lines = [];
  const unjudged = agents.filter((m) => m.deltaCostUsd === null).map((m) => plainText(m.scenario ?? m.agent));
  if (limit !== null && unjudged.length > 0) {
    lines.push(`Not judged by max-measured-delta-usd (runs on one side only, or not priced): ${unjudged.join(", ")}.`);
  }
  if (agents.some((m) => m.scenario === null)) {
    lines.push("An agent *recorded only* matches no agent priced here by name: name it in `agents:` of `.ctxguard.yml` as its runs name it to see its estimate beside it.");
  }
  return lines.flatMap((line2) => ["", line2]);
}
function spread(s, format) {
  return s.min === s.max ? format(s.median) : `${format(s.median)} (${format(s.min)}\u2013${format(s.max)})`;
}
function runUsd(n) {
  return `$${groupedNumber(n, 4)}`;
}
function tokens2(n) {
  return formatTokens(Math.round(n));
}

// src/report/what-if-table.ts
var CACHE_MARK2 = "\u2021";
var CACHE_SHARE_APART = 0.1;
function whatIfTable(scenarios) {
  const rows = [];
  const cached = /* @__PURE__ */ new Map();
  let omitted = false;
  for (const s of scenarios) {
    const [configured, ...others] = s.whatIf;
    if (!configured) continue;
    const differ = others.filter((w) => differs(w, configured));
    omitted ||= differ.length < others.length;
    if (differ.length === 0) continue;
    rows.push(whatIfRow(plainText(s.name), `as configured: ${plainText(configured.policy)}`, configured, perThousandRuns(s)));
    for (const w of differ) {
      const cache = cacheApart(w, configured);
      rows.push(whatIfRow("", `${plainText(w.policy)}${cache ? ` ${CACHE_MARK2}` : ""}`, w, formatUsd(w.deltaRunUsd * 1e3, true)));
      if (cache) cached.set(w.policy, [...cached.get(w.policy) ?? [], `${plainText(s.name)} ${cache}`]);
    }
  }
  if (rows.length === 0) return [];
  return [
    "| Agent | Memory policy | Tokens per run, base \u2192 head | \u0394 per run | \u0394 per 1k runs | Peak context (head) |",
    "|:--|:--|--:|--:|--:|--:|",
    ...rows,
    ...[...cached].flatMap(([policy, agents]) => [
      "",
      `${CACHE_MARK2} ${plainText(policy)}: each edit of the history ends the cached prefix where it edits, so less of each request is read from the cache and the same tokens cost more. Input read from the cache at head: ${agents.join("; ")}.`
    ]),
    ...omitted ? ["", "A policy not listed for an agent changes nothing: the change costs it what it costs as configured."] : []
  ];
}
function whatIfRow(agent, policy, w, perThousand) {
  const peak = formatTokens(w.headPeakContext) + (w.headOverflowRequest === null ? "" : ` (overflows at request ${w.headOverflowRequest})`);
  return `| ${agent} | ${policy} | ${formatTokens(w.baseRunTokens)} \u2192 ${formatTokens(w.headRunTokens)} | ${formatSigned(w.deltaRunTokens)} | ${perThousand} | ${peak} |`;
}
function differs(w, configured) {
  return w.deltaRunTokens !== configured.deltaRunTokens || formatUsd(w.deltaRunUsd * 1e3, true) !== formatUsd(configured.deltaRunUsd * 1e3, true) || w.headPeakContext !== configured.headPeakContext || w.headOverflowRequest !== configured.headOverflowRequest;
}
function cacheApart(w, configured) {
  const share = (r) => r.headRunTokens > 0 ? r.headCachedTokens / r.headRunTokens : 0;
  if (share(configured) - share(w) < CACHE_SHARE_APART) return void 0;
  const percent = (r) => `${Math.round(share(r) * 100)}%`;
  return `${percent(w)}, against ${percent(configured)} as configured`;
}

// src/report/budget-table.ts
function budgetBlocks(report, maxRows) {
  const checks = report.budgets ?? [];
  if (checks.length === 0) return { over: [], within: [] };
  const approx = report.model.exact ? "" : "\u2248";
  const over = checks.filter((c) => c.status !== "within");
  const within = checks.filter((c) => c.status === "within");
  const files = [...new Set(checks.map((c) => c.origin.file))];
  const sources = files.map((f) => codeSpan(f)).join(", ");
  const plainSources = files.map((f) => plainText(f)).join(", ");
  const counts = [over.length ? `${over.length} over` : "", within.length ? `${within.length} within` : ""].filter(Boolean).join(", ");
  const summary = over.length > 0 ? `Budgets within their limits (${within.length})` : `Budgets: all ${within.length} within their limits (as ${plainSources} sets them)`;
  return {
    over: over.length > 0 ? [`**Budgets** (${counts}; as ${sources} sets them):`, "", ...table(over, maxRows, approx)] : [],
    within: within.length > 0 ? [`<details><summary>${summary}</summary>`, "", ...table(within, maxRows, approx), "", "</details>"] : []
  };
}
function table(checks, maxRows, approx) {
  const rows = checks.slice(0, maxRows).map(
    (c) => `| ${codeSpan(c.budget, { inTable: true })} | ${subject(c)} | ${figure(c, c.base)} | ${c.uncounted === void 0 ? figure(c, c.head) : "\u2013"} | ${figure(c, c.limit)} | ${status(c)} |`
  );
  const rest = checks.length - rows.length;
  return [`| Budget | Bounds | Base${approx} | Head${approx} | Limit | |`, "|:--|:--|--:|--:|--:|:--|", ...rows, ...rest > 0 ? [`| \u2026 ${rest} more | | | | | |`] : []];
}
function subject(c) {
  switch (c.kind) {
    case "file":
      return codeSpan(c.subject, { inTable: true });
    case "files":
      return `${codeSpan(c.subject, { inTable: true })} together (${c.paths.length} ${c.paths.length === 1 ? "file" : "files"})`;
    case "agent":
      return `${plainText(c.subject)}: ${measureWords(c.measure)}`;
    default:
      return assertNever(c.kind);
  }
}
function figure(c, n) {
  if (n === null) return "\u2013";
  return c.measure === "runUsd" ? formatUsd(n) : formatTokens(n);
}
function status(c) {
  if (c.uncounted !== void 0) return `:x: ${plainText(c.uncounted)}`;
  const gap = figure(c, Math.abs(c.head - c.limit));
  switch (c.status) {
    case "over":
      return `:x: ${gap} over`;
    case "tolerated":
      return `:warning: ${gap} over, within the tolerance`;
    case "within":
      return `${gap} left`;
    default:
      return assertNever(c.status);
  }
}

// src/report/history.ts
var MAX_ENTRIES = 5e3;
function emptyHistory() {
  return { version: 1, fileIds: {}, entries: [] };
}
function appendToHistory(history, report, date) {
  const fileIds = { ...history.fileIds };
  for (const f of report.files) {
    if (f.previousPath) {
      fileIds[f.path] = fileIds[f.previousPath] ?? f.previousPath;
      delete fileIds[f.previousPath];
    }
  }
  const taken = new Set(Object.values(fileIds));
  for (const f of report.files) {
    if (f.status === "deleted" || fileIds[f.path] !== void 0) continue;
    let id = f.path;
    for (let n = 2; taken.has(id); n++) id = `${f.path}#${n}`;
    fileIds[f.path] = id;
    taken.add(id);
  }
  const entry = {
    sha: report.head.sha,
    date,
    agents: report.scenarios.map((s) => ({
      name: s.name,
      model: s.model,
      runTokens: s.head.inputTokens,
      runUsd: s.head.costUsd,
      peakContext: s.head.peakContext,
      startupTokens: s.startup?.headTokens ?? 0,
      promptTokens: s.prompt.headTokens
    })),
    files: Object.fromEntries(report.files.filter((f) => f.status !== "deleted").map((f) => [fileIds[f.path], { path: f.path, tokens: f.headTokens }]))
  };
  const at = history.entries.findIndex((e) => e.sha === entry.sha);
  const entries = at >= 0 ? history.entries.map((e, i) => i === at ? entry : e) : [...history.entries, entry].slice(-MAX_ENTRIES);
  return { version: 1, fileIds, entries };
}
function parseHistory(text, file) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(`not a ctxguard history: ${error.message}`, { file });
  }
  const fail = (key, expected) => {
    throw new InputError(`expected ${expected}`, { file, key });
  };
  const h = value;
  if (typeof h !== "object" || h === null || h.version !== 1) fail("version", "version 1");
  if (typeof h.fileIds !== "object" || h.fileIds === null || Array.isArray(h.fileIds) || !Object.values(h.fileIds).every((id) => typeof id === "string")) {
    fail("fileIds", "a mapping of paths to ids");
  }
  if (!Array.isArray(h.entries)) fail("entries", "a list of entries");
  h.entries.forEach((e, i) => {
    if (typeof e?.sha !== "string" || typeof e.date !== "string") fail(`entries.${i}`, "an entry with its commit (sha) and date");
    if (!Array.isArray(e.agents)) fail(`entries.${i}.agents`, "a list of agents");
    e.agents.forEach((a, j) => {
      const numbers = ["runTokens", "runUsd", "peakContext", "startupTokens", "promptTokens"];
      if (typeof a?.name !== "string" || typeof a.model !== "string" || numbers.some((k) => typeof a[k] !== "number" || !Number.isFinite(a[k]))) {
        fail(`entries.${i}.agents.${j}`, "an agent's name, model and figures");
      }
    });
    const files = e.files;
    const isFile = (f) => typeof f === "object" && f !== null && typeof f.path === "string" && Number.isFinite(f.tokens);
    if (typeof files !== "object" || files === null || Array.isArray(files) || !Object.values(files).every(isFile)) fail(`entries.${i}.files`, "a mapping of file ids to a path and tokens");
  });
  return h;
}
var TREND_WINDOW = 30;
function trendsOf(history, report) {
  const window = history.entries.slice(-TREND_WINDOW);
  return report.scenarios.flatMap((s) => {
    const seen = window.flatMap((e) => e.agents.filter((a) => a.name === s.name).map((a) => ({ e, a })));
    if (seen.length === 0) return [];
    const [first, last] = [seen[0], seen.at(-1)];
    return [{ agent: s.name, pushes: seen.length, since: first.e.date, first: { runUsd: first.a.runUsd, runTokens: first.a.runTokens }, last: { runUsd: last.a.runUsd, runTokens: last.a.runTokens } }];
  });
}
function isPageUrl(url) {
  return /^https:\/\/[^\s()<>]+$/.test(url);
}

// src/report/markdown.ts
var MAX_AGENT_SECTIONS = 10;
function renderMarkdown(report, { maxRows = 50 } = {}) {
  const lead = headlineScenario(report);
  const approx = report.model.exact ? "" : "\u2248";
  const others = report.scenarios.filter((s) => s !== lead && isTouched(s));
  const budgets = budgetBlocks(report, maxRows);
  const blocks = [
    ["## ctxguard: prompt context cost"],
    [verdictLine(report)],
    acceptanceLines(report),
    budgets.over,
    ...lead && isTouched(lead) ? headlineBlocks(lead, approx) : [],
    leadMeasured(report, lead),
    lead && isTouched(lead) ? trendLine(report, lead) : [],
    otherAgentsBlock(others, approx),
    report.measured ? measuredBlock(report.measured, report.scenarios, report.verdict.thresholds.maxMeasuredDeltaUsd ?? null) : [],
    deliveryChangeLines(report.findings),
    ...countingNotes(report).filter((n) => !n.startsWith("<sub>")).map((n) => [n]),
    ...lead && isTouched(lead) ? [[...others.length > 0 || report.measured ? [`Per file, ${agentLabel(lead, { bold: true, withModel: false })}${report.measured ? ", estimated" : ""}:`, ""] : [], ...agentTable(lead, report.files, { maxRows, approx })]] : [],
    ...noticeBlocks(report.findings),
    unsentBlock(report, maxRows),
    uncountedLines(report.findings),
    ...otherTables(others, report.files, { maxRows, approx }),
    agentsBlock(report),
    budgets.within,
    whatIfBlock([...lead ? [lead] : [], ...others]),
    lead && isTouched(lead) ? contextCharts(lead) : [],
    report.measured ? recordedRunsBlock(report.measured) : [],
    sentUnits(report.files, maxRows),
    pricingBlock(report),
    [`<sub>base ${codeSpan(short2(report.base.sha))} \u2192 head ${headCommit(report)} \xB7 ${thresholdsLine(report)}</sub>`]
  ];
  return blocks.filter((b) => b.length > 0).map((b) => b.join("\n")).join("\n\n") + "\n";
}
function leadMeasured(report, lead) {
  const m = lead && report.measured?.agents.find((a) => a.scenario === lead.name);
  return m ? measuredHeadline(m) : [];
}
function verdictLine(report) {
  const { verdict } = report;
  if (verdict.status === "fail") return `:x: **Check failed**: ${verdict.reasons.map(plainText).join("; ")}.`;
  if (verdict.accepted) {
    const { label, by, reasons } = verdict.accepted;
    return `:white_check_mark: **Accepted** with the label ${codeSpan(label)}${by ? ` (added by ${plainText(`@${by}`)})` : ""}: ${reasons.map(plainText).join("; ")}.`;
  }
  if (changesNothing(report)) return ":white_check_mark: **No prompt material changed** in this pull request.";
  return ":white_check_mark: **Within budget**.";
}
function acceptanceLines({ verdict }) {
  const lines = [];
  if (verdict.tolerated?.length) lines.push(`:warning: Within the tolerance: ${verdict.tolerated.map(plainText).join("; ")}.`);
  if (verdict.status === "fail" && verdict.acceptLabel) lines.push(`To accept this increase, add the label ${codeSpan(verdict.acceptLabel)} to the pull request: the check passes on its next run and says who accepted it.`);
  return lines;
}
function headlineBlocks(s, approx) {
  const { prompt } = s;
  const overflow = s.head.overflowRequest === null ? "" : ` \xB7 :warning: **overflows the context window at request ${s.head.overflowRequest}**`;
  const run = formatUsdPair(s.base.costUsd, s.head.costUsd);
  const monthly = s.runsPerMonth === null ? " \xB7 per month: set `runs_per_month`" : ` \xB7 **${formatUsd(s.deltaRunUsd * s.runsPerMonth, true)} a month** at ${formatTokens(s.runsPerMonth)} runs`;
  return [
    [
      `${agentLabel(s, { bold: true })}: **${approx}${formatSigned(prompt.deltaTokens)} tokens** of prompt material (all it sends: ${formatTokens(prompt.baseTokens)} \u2192 ${formatTokens(prompt.headTokens)}, ${formatPercent(prompt.deltaPercent)}) \xB7 **${approx}${formatSigned(s.deltaRunTokens)} input tokens per run** of ${s.steps} requests \xB7 peak context ${formatTokens(s.base.peakContext)} \u2192 ${formatTokens(s.head.peakContext)} of ${formatTokens(s.contextWindow)}${overflow}`
    ],
    [`A run costs **${run.base} \u2192 ${run.head}** (${run.delta}) \xB7 **${perThousandRuns(s)} per 1,000 runs**${monthly}`]
  ];
}
function trendLine(report, s) {
  const t = report.trend?.agents.find((a) => a.agent === s.name);
  if (!t || !report.trend) return [];
  const pushes = `${t.pushes} ${t.pushes === 1 ? "push" : "pushes"} since ${plainText(t.since.slice(0, 10))}`;
  const page = report.trend.url && isPageUrl(report.trend.url) ? ` \xB7 [history](${report.trend.url})` : "";
  const takes = formatUsdPair(t.last.runUsd, s.head.costUsd);
  const first = `$${groupedNumber(t.first.runUsd, (takes.base.split(".")[1] ?? "").length)}`;
  return [
    `Trend on the default branch (${pushes}): a run went ${first} \u2192 ${takes.base} (${formatTokens(t.first.runTokens)} \u2192 ${formatTokens(t.last.runTokens)} input tokens); this pull request takes it to ${takes.head} (${formatTokens(s.head.inputTokens)})${page}`
  ];
}
function otherAgentsBlock(others, approx) {
  if (others.length === 0) return [];
  const line2 = (s) => {
    const overflow = s.head.overflowRequest === null ? "" : `, :warning: overflows at request ${s.head.overflowRequest}`;
    return `- ${agentLabel(s, { bold: true })}: ${approx}${formatSigned(s.prompt.deltaTokens)} tokens of prompt material, ${approx}${formatSigned(s.deltaRunTokens)} input tokens per run, ${perThousandRuns(s)} per 1,000 runs${overflow}`;
  };
  return ["Other agents it changes, each on its own (they are alternatives, never summed):", ...others.map(line2)];
}
function otherTables(others, files, options) {
  const shown = others.slice(0, MAX_AGENT_SECTIONS);
  const blocks = shown.map((s) => [
    `<details><summary>Per file, ${agentLabel(s, { withModel: false })}: ${options.approx}${formatSigned(s.deltaRunTokens)} tokens per run, ${perThousandRuns(s)} per 1,000 runs</summary>`,
    "",
    ...agentTable(s, files, options),
    "",
    "</details>"
  ]);
  if (others.length > shown.length) blocks.push([`\u2026 and ${others.length - shown.length} more agents; the JSON report has each one's files.`]);
  return blocks;
}
function agentsBlock(report) {
  if (report.scenarios.length < 2) return [];
  return [
    `<details><summary>All ${report.scenarios.length} agents</summary>`,
    "",
    "| Agent | Model | Steps | Memory policy | \u0394 prompt tokens | \u0394 per run | \u0394 per 1k runs | Start-up context (head) | Peak context (head) |",
    "|:--|:--|--:|:--|--:|--:|--:|--:|--:|",
    ...report.scenarios.map(
      (s) => `| ${agentLabel(s, { withModel: false })} | ${codeSpan(s.model, { inTable: true })} | ${s.steps} | ${plainText(s.policy)} | ${formatSigned(s.prompt.deltaTokens)} | ${formatSigned(s.deltaRunTokens)} | ${perThousandRuns(s)} | ${s.startup ? formatTokens(s.startup.headTokens) : "\u2013"} | ${formatTokens(s.head.peakContext)} |`
    ),
    "",
    "</details>"
  ];
}
function whatIfBlock(agents) {
  const table2 = whatIfTable(agents);
  if (table2.length === 0) return [];
  return ["<details><summary>What if: the change under other memory policies</summary>", "", ...table2, "", "</details>"];
}
function unsentBlock(report, maxRows) {
  const unsent = report.files.filter((f) => !report.scenarios.some((s) => s.files.some((r) => r.path === f.path)));
  if (unsent.length === 0) return [];
  return [
    "Sent by no agent (not priced): " + unsent.slice(0, maxRows).map((f) => `${codeSpan(f.path)} (${formatSigned(f.deltaTokens)} tokens)`).join(", ") + (unsent.length > maxRows ? `, \u2026 and ${unsent.length - maxRows} more` : "")
  ];
}
function pricingBlock(report) {
  const { model } = report;
  const p = model.prices;
  const groups = /* @__PURE__ */ new Map();
  for (const s of report.scenarios) {
    const key = `${s.steps} requests, under ${plainText(s.policy)}, ${s.caching ? "with the provider's prompt caching" : "without prompt caching"}`;
    groups.set(key, [...groups.get(key) ?? [], plainText(s.name)]);
  }
  const runs = [...groups].map(([how, names]) => groups.size === 1 ? how : `${how} (${names.join(", ")})`);
  return [
    "<details><summary>How this is priced</summary>",
    "",
    `Each agent's run is simulated at base and at head: ${runs.join("; ")}. Each request sends the system prompt, instruction files and tool schemas plus the history so far, as the memory policy leaves it. A file's \u0394 per run is the change in the run's input tokens when only that file's change is applied. Prices: ${codeSpan(model.id)} at $${p.input}/MTok input, $${p.output} output` + (p.cacheRead === null ? "" : `, $${p.cacheRead} cache read`) + (p.cacheWrite === null ? "" : `, $${p.cacheWrite} cache write`) + `; from ${plainText(model.source)}. ` + countsSentence(report),
    ...countingNotes(report).filter((n) => n.startsWith("<sub>")).flatMap((n) => ["", n]),
    "",
    "</details>"
  ];
}
function headCommit(report) {
  const pr = report.pullRequest;
  if (!pr) return codeSpan(short2(report.head.sha));
  const sha = codeSpan(short2(pr.headSha));
  const page = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[\w.-]+\/[\w.-]+\/pull\/(\d+)$/.exec(pr.url ?? "");
  const url = page && Number(page[1]) === pr.number && /^[0-9a-f]{40}$/i.test(pr.headSha) ? `${pr.url}/commits/${pr.headSha}` : void 0;
  return url ? `[${sha}](${url})` : sha;
}
function thresholdsLine({ verdict }) {
  const t = verdict.thresholds;
  const set = [
    t.maxDeltaTokens === null ? void 0 : `max-delta-tokens ${formatTokens(t.maxDeltaTokens)}`,
    t.maxDeltaPercent === null ? void 0 : `max-delta-percent ${t.maxDeltaPercent}%`,
    t.maxDeltaUsd === null ? void 0 : `max-delta-usd ${formatUsd(t.maxDeltaUsd)} per 1,000 runs`,
    t.maxPeakContext === null ? void 0 : `max-peak-context ${formatTokens(t.maxPeakContext)}`,
    t.maxMeasuredDeltaUsd == null ? void 0 : `max-measured-delta-usd ${formatUsd(t.maxMeasuredDeltaUsd)} per 1,000 recorded runs`
  ].filter(Boolean);
  const tolerance = verdict.tolerancePercent === void 0 ? "" : ` \xB7 tolerance ${verdict.tolerancePercent}%`;
  return (set.length ? `thresholds (each agent on its own): ${set.join(", ")}` : "no thresholds set") + tolerance;
}
function headlineScenario(report) {
  return report.scenarios.find((s) => s.name === report.totals.agent) ?? report.scenarios[0];
}
function sentUnits(files, maxRows) {
  const units = files.flatMap((f) => f.units.filter(isChanged));
  if (units.length === 0) return [];
  const item = (u) => {
    const how = u.sentBy.map((s) => `${plainText(s.agent)}: ${s.base === void 0 ? "" : `${plainText(s.base)} \u2192 `}${plainText(s.delivery)}`).join("; ");
    return `- ${codeSpan(u.id)}: ${how || "sent by no agent"}`;
  };
  return [
    `<details><summary>How each changed unit is sent (${units.length})</summary>`,
    "",
    ...units.slice(0, maxRows).map(item),
    ...units.length > maxRows ? [`- \u2026 and ${units.length - maxRows} more`] : [],
    "",
    "</details>"
  ];
}
function short2(sha) {
  return sha.slice(0, 7);
}

export {
  repositoryFacts,
  localRange,
  pullRequestRange,
  forkPointRange,
  originFetcher,
  gateRulesOf,
  withInputs,
  codeFingerprint,
  isApiKey,
  providerCounting,
  pathInRepository,
  diffRange,
  countingWarnings,
  changesNothing,
  emptyHistory,
  appendToHistory,
  parseHistory,
  trendsOf,
  isPageUrl,
  renderMarkdown
};
