import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ReplayThreadFailure,
  inProcessReplay,
  replayOptions,
  replayThreadFor,
  threadReplayer
} from "./chunk-FYTQD2HY.js";
import {
  PolicyFile,
  SETTINGS,
  TokenCounter,
  checkModelOverride,
  configFrom,
  countingWarnings,
  createGit,
  decodeContent,
  diffRange,
  displayText,
  findAgents,
  formatPercent,
  formatSigned,
  formatTokens,
  formatUsd,
  isApiKey,
  isKnownModel,
  localRange,
  looksLikePolicyPath,
  namesItsFramework,
  parseConfigFile,
  pathInRepository,
  percentChange,
  pricedAgents,
  promptFileClassifier,
  providerCounting,
  readSettings,
  renderJson,
  renderMarkdown,
  repositoryFacts,
  repositoryOf,
  resolveModel,
  scenarioRun,
  sizeTrace,
  sizedMessages,
  sizedParts,
  standardPolicies
} from "./chunk-QQYCGCYQ.js";
import {
  describeDelivery,
  extractOptions,
  loadTrace,
  memoizedExtractor,
  parsersFor,
  profileFileRules,
  safeExtract,
  streamedTrace,
  streamsLineByLine
} from "./chunk-CAB4G3KF.js";
import {
  NONE,
  Simulation,
  describePolicy,
  priceAt
} from "./chunk-GK2AGREB.js";
import {
  InputError,
  tokenizer
} from "./chunk-U6UZDDTI.js";
import "./chunk-ZWGIZXIC.js";
import "./chunk-LQK3ML4U.js";

// src/cli/demo.ts
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

// src/cli/load-config.ts
import { readFile } from "node:fs/promises";
async function loadConfigFile(path, required) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT" && !required) return {};
    throw new InputError(`cannot read the config file: ${error.message}`, { file: path });
  }
  return parseConfigFile(text, path);
}

// src/cli/demo-repo.ts
var AGENTS_MD = `# AGENTS.md

This repository holds a research agent built on smolagents. Read this file before you change code.

## Setup
- Python 3.12, dependencies in \`pyproject.toml\`; install with \`uv sync\`.
- Run the tests with \`uv run pytest -q\`; they must pass before you open a pull request.

## Conventions
- Tools live in \`agent/tools/\`, one tool per file, each with a docstring that the model reads.
- Prompts live in \`prompts/\`. Keep them short: every token in them is sent on every step.
- Never commit API keys; read them from the environment.
`;
var SYSTEM_MD = `You are a careful research assistant. You answer questions by searching the web, reading
the pages you find, and writing a short answer with citations.

Work in steps. At each step, think about what you still need to know, then call exactly one tool.
When you have enough information, call \`final_answer\` with your answer and the URLs you used.

Rules:
- Quote numbers exactly as the source gives them.
- If sources disagree, say so and cite both.
- If you cannot find an answer, say what you searched for and stop.
`;
var TOOL_POLICY = `
## Tool-use policy

You have these tools: \`web_search(query)\`, \`visit_webpage(url)\`, \`python_interpreter(code)\` and
\`final_answer(answer)\`. Choose the cheapest tool that can answer the question at hand.

1. Start with \`web_search\`. Write queries as a person would type them: three to eight words, with
   the names, dates and units that matter. Do not repeat a query that returned nothing useful; change
   the words instead, or search for a more specific source (an official statistics office, a standards
   body, the company's own filings).
2. Open a page with \`visit_webpage\` only when a search result's snippet suggests it holds the answer.
   Prefer primary sources to news articles, and news articles to forums. Read the whole page before you
   decide it does not help; tables and footnotes often hold the figure you need.
3. Use \`python_interpreter\` for arithmetic, unit conversions and date differences. Never do sums in
   your head when the answer depends on them. Print every intermediate value so you can check it.
4. Before you call \`final_answer\`, check each claim against the page it came from. If a number came
   from a table, say which row and column. If you had to convert units, show the conversion.

When a tool fails, read the error message. A timeout usually means the site is slow: try once more,
then move on to another source. A 403 or 404 means the page is gone: do not retry it.

Keep your notes short. Each step's thoughts are sent back to you on every later step, so a long note
costs many times its length. Summarise what you learned in one or two sentences and move on.

Answer format: one paragraph of at most 120 words, then a list of the URLs you cited, each on its own
line, in the order you cited them. Do not include URLs you did not use.
`;
var TASK_J2 = `Question: {{ question }}

{% if context %}Here is what the user already knows:
{{ context }}
{% endif %}Answer in {{ language | default("English") }}.
`;
var CURSORRULES = `Write Python 3.12 with type hints. Prefer dataclasses to dicts for structured data.
Keep functions under 40 lines. Every tool function needs a docstring with Args and Returns sections,
because smolagents sends that docstring to the model as the tool's description.
`;
var LEGACY_MD = `You are a helpful assistant. Answer the user's question as well as you can.
If you do not know, say you do not know.
`;
var DEMO_COMMITS = [
  {
    message: "Research agent with prompts and agent instructions",
    branch: "main",
    write: {
      "AGENTS.md": AGENTS_MD,
      "prompts/system.md": SYSTEM_MD,
      "prompts/task.j2": TASK_J2,
      "prompts/legacy.md": LEGACY_MD,
      ".cursorrules": CURSORRULES,
      ".ctxguard.yml": "max_delta_tokens: 300\n",
      "agent/run.py": "from smolagents import CodeAgent\n\nagent = CodeAgent(tools=[], model=None, max_steps=20)\n"
    }
  },
  {
    message: "Add a tool-use policy to the system prompt",
    branch: "feature",
    write: {
      "prompts/system.md": SYSTEM_MD + TOOL_POLICY,
      "AGENTS.md": AGENTS_MD.replace(
        "- Never commit API keys",
        "- Record a trace of every new prompt in `traces/` so its cost can be reviewed.\n- Never commit API keys"
      )
    },
    remove: ["prompts/legacy.md"],
    move: [[".cursorrules", ".cursor/rules/python.mdc"]]
  },
  {
    message: "Main moves on: a shorter task template (not part of the pull request)",
    branch: "main",
    write: { "prompts/task.j2": "Question: {{ question }}\n" }
  }
];

// src/cli/demo.ts
async function demoCommand(_args, io) {
  const dir = await mkdtemp(join(tmpdir(), "ctxguard-demo-"));
  let git;
  try {
    git = await buildDemoRepository(dir);
    const file = await loadConfigFile(join(dir, ".ctxguard.yml"), true);
    const report = await diffRange(git, await localRange(git, "main", "feature"), { file, overrides: {}, configPath: ".ctxguard.yml" });
    io.stderr(`Sample agent repository in a temp dir; the comment ctxguard would post on its pull request:

`);
    io.stdout(renderMarkdown(report));
    io.stderr(`
(The sample's .ctxguard.yml sets max_delta_tokens: 300, so this check fails: \`ctxguard diff\` would exit 1.)
`);
    return 0;
  } finally {
    await git?.close();
    await rm(dir, { recursive: true, force: true });
  }
}
var DEMO_ENV = {
  GIT_AUTHOR_NAME: "ctxguard demo",
  GIT_AUTHOR_EMAIL: "demo@example.com",
  GIT_COMMITTER_NAME: "ctxguard demo",
  GIT_COMMITTER_EMAIL: "demo@example.com",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1"
};
async function buildDemoRepository(dir) {
  let clock = Date.UTC(2026, 0, 5, 9, 0, 0) / 1e3;
  const git = () => {
    const date = `${clock} +0000`;
    return createGit(dir, { ...process.env, ...DEMO_ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  };
  await git().run(["init", "--quiet", "--initial-branch=main"]);
  for (const [i, commit] of DEMO_COMMITS.entries()) {
    clock += 3600;
    if (i > 0) await git().run(["checkout", "--quiet", ...commit.branch === "feature" && i === 1 ? ["-b"] : [], commit.branch]);
    for (const [path, text] of Object.entries(commit.write ?? {})) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    for (const path of commit.remove ?? []) await git().run(["rm", "--quiet", path]);
    for (const [from, to] of commit.move ?? []) {
      await mkdir(dirname(join(dir, to)), { recursive: true });
      await git().run(["mv", from, to]);
    }
    await git().run(["add", "--all"]);
    await git().run(["commit", "--quiet", "-m", commit.message]);
  }
  return git();
}

// src/cli/diff.ts
import { join as join2, resolve as resolve2 } from "node:path";

// src/cli/args.ts
import { parseArgs } from "node:util";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
var SETTING_FLAGS = Object.fromEntries(
  SETTINGS.map((s) => [s.inputName, { type: "string" }])
);
function parseCommandArgs(command, args, options) {
  try {
    return parseArgs({ args, options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true });
  } catch (error) {
    throw new InputError(`${command}: ${error.message}`);
  }
}
function settingOverrides(values, cwd) {
  const raw = (name) => {
    const value = values[name];
    if (name !== "policy" || typeof value !== "string" || !looksLikePolicyPath(value)) return value;
    try {
      return new PolicyFile(value, readFileSync(resolve(cwd, value), "utf8"));
    } catch (error) {
      throw new InputError(`--policy: cannot read '${value}': ${error.message}`);
    }
  };
  return readSettings(raw, (name) => `--${name}`);
}
async function commandConfig(values, cwd, root) {
  const named = values.config;
  const path = named === void 0 ? resolve(root, ".ctxguard.yml") : resolve(cwd, named);
  const file = await loadConfigFile(path, named !== void 0);
  const overrides = settingOverrides(values, cwd);
  checkModelOverride(file, overrides, "--model");
  return { config: configFrom(file, overrides), file, overrides, path };
}
function oneOf(flag, value, allowed, fallback) {
  if (value === void 0) return fallback;
  if (allowed.includes(value)) return value;
  throw new InputError(`--${flag}: expected ${allowed.join(" or ")}, got "${value}"`);
}

// src/cli/flags.ts
function flagOptions(flags) {
  return { ...Object.fromEntries(flags.map((f) => [f.name, { type: f.type }])), ...SETTING_FLAGS };
}
function flagHelp(usage, flags) {
  const heads = flags.map((f) => `--${f.name}${f.value ? ` ${f.value}` : ""}`);
  const width = Math.max(...heads.map((h) => h.length)) + 2;
  const lines = flags.flatMap((f, i) => {
    const [first, ...rest] = f.help.split("\n");
    return [`  ${heads[i].padEnd(width)}${first}`, ...rest.map((r) => `  ${" ".repeat(width)}${r}`)];
  });
  return `${usage}

${lines.join("\n")}

Settings: every setting of .ctxguard.yml as --kebab-case (--model ID, --steps N, --policy FILE_OR_JSON, ...); see ctxguard --help.
`;
}

// src/cli/diff.ts
var DIFF_USAGE = "ctxguard diff --base REF [--head REF] [--config FILE] [--format markdown|json] [--provider-counts] [--cache-dir DIR | --no-cache]";
var DIFF_FLAGS = [
  { name: "base", type: "string", value: "REF", help: "the branch or commit to compare with (required)" },
  { name: "head", type: "string", value: "REF", help: "the commit to price (default: HEAD); the base is priced at its fork point with it" },
  { name: "config", type: "string", value: "FILE", help: "the config file (default: .ctxguard.yml at the repository root)" },
  { name: "format", type: "string", value: "FORMAT", help: "markdown (the PR comment) or json (the report)" },
  { name: "provider-counts", type: "boolean", help: "count with the providers' own endpoints (ANTHROPIC_API_KEY, GEMINI_API_KEY)" },
  { name: "cache-dir", type: "string", value: "DIR", help: "keep extraction results here between runs (default: ctxguard/ in the git directory)" },
  { name: "no-cache", type: "boolean", help: "extract every file, and keep nothing" }
];
async function diffCommand(args, io) {
  const { values, positionals } = parseCommandArgs("diff", args, flagOptions(DIFF_FLAGS));
  if (values.help) {
    io.stdout(flagHelp(DIFF_USAGE, DIFF_FLAGS));
    return 0;
  }
  if (positionals.length) throw new InputError(`unexpected argument '${positionals[0]}' (did you mean --base ${positionals[0]}?)`);
  const base = values.base;
  if (!base) throw new InputError("--base REF is required (the branch or commit to compare with)");
  const format = oneOf("format", values.format, ["markdown", "json"], "markdown");
  const providers = values["provider-counts"] ? providerOptions(io.env ?? process.env) : void 0;
  if (values["no-cache"] && values["cache-dir"] !== void 0) throw new InputError("--cache-dir and --no-cache cannot be used together");
  const git = createGit(io.cwd, process.env, io.gitTrace);
  let report;
  try {
    report = await diffReport(git, io, values, base, providers);
  } finally {
    await git.close();
  }
  for (const warning of countingWarnings(report)) io.stderr(`ctxguard diff: warning: ${warning}
`);
  io.stdout(
    format === "json" ? renderJson(report) : renderMarkdown(report)
  );
  return report.verdict.status === "fail" ? 1 : 0;
}
async function diffReport(git, io, values, base, providers) {
  const { cwd } = io;
  const facts = repositoryFacts(git);
  const rangeRead = localRange(git, base, values.head ?? "HEAD", facts);
  rangeRead.catch(() => void 0);
  const repository = await facts;
  const root = repository?.root ?? cwd;
  const { file, overrides, path: configPath } = await commandConfig(values, cwd, root);
  const range = await rangeRead;
  const inRepository = pathInRepository(root, configPath);
  const cacheDir = values["no-cache"] ? void 0 : values["cache-dir"] !== void 0 ? resolve2(cwd, values["cache-dir"]) : repository && join2(repository.gitDir, "ctxguard");
  return diffRange(git, range, {
    file,
    overrides,
    ...inRepository ? { configPath: inRepository } : {},
    ...providers ? { providers } : {},
    ...cacheDir ? { cacheDir } : {},
    log: (line, level) => {
      if (level === "warning") io.stderr(`ctxguard diff: warning: ${line}
`);
    }
  });
}
var KEY_VARIABLES = { anthropic: "ANTHROPIC_API_KEY", gemini: "GEMINI_API_KEY" };
function providerOptions(env) {
  const keys = {};
  for (const [provider, variable] of Object.entries(KEY_VARIABLES)) {
    const key = env[variable]?.trim();
    if (!key) continue;
    if (!isApiKey(key)) throw new InputError(`--provider-counts: ${variable} is not one word of printable characters (not shown)`);
    keys[provider] = key;
  }
  if (Object.keys(keys).length === 0) throw new InputError(`--provider-counts: set ${KEY_VARIABLES.anthropic} or ${KEY_VARIABLES.gemini} to the provider's API key`);
  return providerCounting(keys, env);
}

// src/cli/scan.ts
import { resolve as resolve3 } from "node:path";

// src/pipeline/scan.ts
import { lstat, open, readdir, stat } from "node:fs/promises";
import { join as join3, relative, sep } from "node:path";

// src/analyze/scan.ts
function analyzeScan(snapshot, config, parsers) {
  const model = resolveModel(config.model, config.models);
  const encoding = config.encoding ?? model.tokenizer.encoding;
  const counter = new TokenCounter(() => tokenizer(encoding));
  const files = [];
  const byRole = {};
  const unreadable = [];
  const options = extractOptions(snapshot.files);
  const extractions = /* @__PURE__ */ new Map();
  for (const file of snapshot.files) {
    const extraction = safeExtract(file, parsers, options);
    extractions.set(file, extraction);
    for (const f of extraction.findings) if (f.kind === "unreadable") unreadable.push({ path: f.path, reason: f.message, bytes: 0 });
    const units = extraction.units.map((u) => ({
      id: u.id,
      key: u.key,
      role: u.role,
      tokens: u.tokens ?? counter.count(u.text),
      lines: u.lines
    }));
    if (units.length === 0) continue;
    for (const u of units) byRole[u.role] = (byRole[u.role] ?? 0) + u.tokens;
    files.push({ path: file.path, tokens: units.reduce((n, u) => n + u.tokens, 0), units });
  }
  files.sort((a, b) => b.tokens - a.tokens || a.path.localeCompare(b.path));
  const skipped = [
    ...snapshot.files.flatMap((f) => f.content.kind === "skipped" ? [{ path: f.path, reason: f.content.reason, bytes: f.content.bytes }] : []),
    ...unreadable
  ];
  return {
    version: 1,
    root: snapshot.ref,
    model: { id: model.id, encoding, exact: model.tokenizer.exact && model.tokenizer.encoding === encoding },
    files,
    skipped,
    totals: {
      files: files.length,
      units: files.reduce((n, f) => n + f.units.length, 0),
      tokens: files.reduce((n, f) => n + f.tokens, 0),
      byRole
    },
    agents: scanAgents(config, repositoryOf(snapshot.files, (f) => extractions.get(f)), new Map(files.flatMap((f) => f.units.map((u) => [u.id, u.tokens]))))
  };
}
function scanAgents(config, repository, tokensOf) {
  const side = { units: repository.units, agents: findAgents(repository) };
  return pricedAgents(config, side, side).map((agent) => {
    const byDelivery = /* @__PURE__ */ new Map();
    for (const [id, delivery] of agent.head.sends) {
      const words = describeDelivery(delivery);
      const group = byDelivery.get(words) ?? { delivery: words, units: 0, tokens: 0 };
      group.units++;
      group.tokens += tokensOf.get(id) ?? 0;
      byDelivery.set(words, group);
    }
    const deliveries = [...byDelivery.values()].sort((a, b) => b.tokens - a.tokens || a.delivery.localeCompare(b.delivery));
    const at = agent.head.modelAt;
    return {
      name: agent.config.name,
      framework: agent.framework,
      model: agent.head.model.id,
      modelAt: at ? { path: at.path, line: at.line } : null,
      units: deliveries.reduce((n, d) => n + d.units, 0),
      tokens: deliveries.reduce((n, d) => n + d.tokens, 0),
      deliveries
    };
  });
}

// src/pipeline/scan.ts
async function scanDirectory(root, config) {
  const snapshot = await scanSnapshot(root, config);
  return analyzeScan(snapshot, config, await parsersFor([snapshot]));
}
async function scanSnapshot(root, config) {
  const rootStat = await stat(root).catch(() => void 0);
  if (!rootStat?.isDirectory()) throw new InputError(`no directory '${root}'`);
  const classify = promptFileClassifier({ ...config, frameworkFiles: profileFileRules() });
  const files = [];
  for (const path of await listFiles(root)) {
    const kind = classify(path);
    if (!kind) continue;
    const content = await readLimited(join3(root, path), config.maxFileBytes);
    if (content) files.push({ path, kind, content });
  }
  return { ref: root, sha: "", files };
}
async function listFiles(root) {
  const listed = await createGit(root).tryRun(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--deduplicate"]).catch(() => void 0);
  if (listed) return listed.toString("utf8").split("\0").filter(Boolean).sort();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() || e.isSymbolicLink()).map((e) => relative(root, join3(e.parentPath, e.name)).split(sep).join("/")).filter((p) => !p.split("/").some((part) => part === ".git" || part === "node_modules")).sort();
}
async function readLimited(path, maxBytes) {
  const link = await lstat(path).catch(() => void 0);
  if (!link) return void 0;
  if (link.isSymbolicLink()) return { kind: "skipped", reason: "symlink", bytes: link.size };
  if (!link.isFile()) return void 0;
  const handle = await open(path, "r").catch(() => void 0);
  if (!handle) return void 0;
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) return { kind: "skipped", reason: "too-large", bytes: size };
    const buffer = Buffer.alloc(size);
    await handle.read(buffer, 0, size, 0);
    return decodeContent(buffer, maxBytes);
  } finally {
    await handle.close();
  }
}

// src/report/scan-table.ts
function renderScanTable(report) {
  const rows = [["tokens", "role", "file / unit"]];
  for (const file of report.files) {
    const whole = file.units.length === 1 && file.units[0].key === "";
    rows.push([formatTokens(file.tokens), whole ? file.units[0].role : "", file.path]);
    if (!whole) for (const unit of file.units) rows.push([formatTokens(unit.tokens), unit.role, `  ${unit.key}`]);
  }
  const width = (col) => Math.max(...rows.map((r) => r[col].length));
  const [w0, w1] = [width(0), width(1)];
  const lines = rows.map((r) => `${r[0].padStart(w0)}  ${r[1].padEnd(w1)}  ${r[2]}`.trimEnd());
  lines.push("");
  const roles = Object.entries(report.totals.byRole).map(([role, tokens]) => `${role} ${formatTokens(tokens)}`).join(", ");
  lines.push(
    `${report.model.exact ? "" : "\u2248"}${formatTokens(report.totals.tokens)} tokens (${report.model.encoding}${report.model.exact ? "" : `, an estimate for ${report.model.id}`}) in ${plural(report.totals.units, "unit")} of ${plural(report.totals.files, "file")}${roles ? `: ${roles}` : ""}`
  );
  for (const s of report.skipped) lines.push(`not counted: ${s.path} (${s.reason}, ${formatTokens(s.bytes)} bytes)`);
  lines.push(...agentLines(report));
  return `${lines.join("\n")}
`;
}
function agentLines(report) {
  if (report.agents.length === 0) return [];
  const width = Math.max(...report.agents.flatMap((a) => a.deliveries.map((d) => formatTokens(d.tokens).length)));
  const approx = report.model.exact ? "" : "\u2248";
  return [
    "",
    "agents, as diff prices them:",
    ...report.agents.flatMap((a) => [
      `  ${displayText(a.name)} (${namesItsFramework(a) ? "" : `${displayText(a.framework)}, `}${displayText(a.model)}${a.modelAt ? ` at ${displayText(a.modelAt.path)}:${a.modelAt.line}` : ""}): ${approx}${formatTokens(a.tokens)} tokens in ${plural(a.units, "unit")}`,
      ...a.deliveries.map((d) => `    ${formatTokens(d.tokens).padStart(width)}  ${displayText(d.delivery)} (${plural(d.units, "unit")})`)
    ])
  ];
}
function plural(n, word) {
  return `${formatTokens(n)} ${word}${n === 1 ? "" : "s"}`;
}

// src/cli/scan.ts
var SCAN_USAGE = "ctxguard scan [DIR] [--config FILE] [--format table|json]";
var SCAN_FLAGS = [
  { name: "config", type: "string", value: "FILE", help: "the config file (default: .ctxguard.yml in DIR)" },
  { name: "format", type: "string", value: "FORMAT", help: "table or json" }
];
async function scanCommand(args, io) {
  const { values, positionals } = parseCommandArgs("scan", args, flagOptions(SCAN_FLAGS));
  if (values.help) {
    io.stdout(flagHelp(SCAN_USAGE, SCAN_FLAGS));
    return 0;
  }
  const root = resolve3(io.cwd, positionals[0] ?? ".");
  const format = oneOf("format", values.format, ["table", "json"], "table");
  const { config } = await commandConfig(values, io.cwd, root);
  const report = await scanDirectory(root, config);
  io.stdout(format === "json" ? `${JSON.stringify(report, null, 2)}
` : renderScanTable(report));
  return 0;
}

// src/cli/simulate.ts
import { resolve as resolve4 } from "node:path";

// src/analyze/simulate.ts
async function analyzeSimulation(input, replayer = inProcessReplay) {
  let messages = input.messages;
  let unloggedPrefixTokens = 0;
  const firstRecorded = input.recorded?.[0];
  if (firstRecorded) {
    const whole = [...messages];
    const first = firstRequest(whole, replayOptions(input, NONE, true));
    unloggedPrefixTokens = Math.max(0, firstRecorded.inputTokens - (first?.inputTokens ?? 0));
    messages = unloggedPrefixTokens > 0 ? withExtraSystemTokens(whole, unloggedPrefixTokens, input.messageOverhead) : whole;
  }
  const key = JSON.stringify(input.policy);
  const whatIfs = standardPolicies(input.model).filter((p) => JSON.stringify(p) !== key);
  const recordedBill = input.recorded !== void 0 || input.recordedRun !== void 0;
  const run = new Simulation(replayOptions(input, input.policy, true));
  const beside = replayer(
    replaySettings(input),
    [...whatIfs, ...recordedBill ? [NONE] : []].map((policy) => ({ policy, recordRequests: false }))
  );
  for (const message of messages) {
    run.add(message);
    beside.add(message);
  }
  const result = run.finish();
  const others = await beside.finish();
  const report = {
    version: 1,
    source: input.source,
    format: input.format,
    model: {
      id: input.model.id,
      encoding: input.encoding,
      exact: input.model.tokenizer.exact && input.model.tokenizer.encoding === input.encoding,
      contextWindow: input.model.contextWindow,
      source: input.model.source
    },
    policy: describePolicy(input.policy),
    caching: input.caching,
    requests: result.requests,
    totals: result.totals,
    events: result.events,
    whatIf: whatIfs.map((p, i) => ({ policy: describePolicy(p), totals: others[i].totals }))
  };
  const recorded = input.recorded ? recordedTotals(input.recorded, input.model.prices) : input.recordedRun ? runTotals(input.recordedRun, input.model.prices) : void 0;
  if (recorded) {
    const asSent = others.at(-1).totals;
    report.recorded = {
      // Numbered from 1, as the simulated requests beside them.
      requests: (input.recorded ?? []).map((r, i) => ({ index: i + 1, ...r })),
      totals: recorded,
      requestCount: input.recorded?.length ?? input.recordedRun.requests,
      unloggedPrefixTokens,
      replay: { requests: asSent.requests, inputTokens: asSent.inputTokens, outputTokens: asSent.outputTokens },
      inputDifferenceTokens: asSent.inputTokens - recorded.inputTokens,
      everyRequestInHistory: input.everyRequestInHistory === true
    };
  }
  return report;
}
function replaySettings(input) {
  return {
    model: input.model,
    caching: input.caching,
    ...input.cacheLayout ? { cacheLayout: input.cacheLayout } : {},
    messageOverhead: input.messageOverhead,
    ...input.trailingTokens ? { trailingTokens: input.trailingTokens } : {},
    ...input.sideCalls ? { sideCalls: input.sideCalls } : {}
  };
}
function firstRequest(messages, options) {
  const run = new Simulation(options);
  for (const message of messages) {
    run.add(message);
    if (message.role === "assistant") break;
  }
  return run.finish().requests[0];
}
function recordedTotals(requests, p) {
  const totals = { inputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 0, costUsd: 0 };
  for (const r of requests) {
    totals.inputTokens += r.inputTokens;
    totals.cacheReadTokens += r.cacheReadTokens;
    totals.cacheWriteTokens += r.cacheWriteTokens;
    totals.outputTokens += r.outputTokens;
    const at = (price) => priceAt(price ?? p.input, r.inputTokens);
    const fresh = r.inputTokens - r.cacheReadTokens - r.cacheWriteTokens;
    totals.costUsd += (fresh * at(p.input) + r.cacheReadTokens * at(p.cacheRead) + r.cacheWriteTokens * at(p.cacheWrite) + r.outputTokens * at(p.output)) / 1e6;
  }
  return totals;
}
function runTotals(r, p) {
  const perRequest = r.requests > 0 ? r.inputTokens / r.requests : 0;
  const costUsd = (r.inputTokens * priceAt(p.input, perRequest) + r.outputTokens * priceAt(p.output, perRequest)) / 1e6;
  return { inputTokens: r.inputTokens, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: r.outputTokens, costUsd };
}
function withExtraSystemTokens(messages, tokens, overhead) {
  const at = messages.findIndex((m) => m.role === "system");
  if (at < 0) return [{ role: "system", tokens: Math.max(0, tokens - overhead), argsTokens: 0 }, ...messages];
  return messages.map((m, i) => i === at ? { ...m, tokens: m.tokens + tokens } : m);
}

// src/cli/trace-file.ts
import { closeSync, openSync, readFileSync as readFileSync2, readSync, statSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
var CHUNK_BYTES = 1 << 20;
var HEAD_BYTES = 1 << 16;
var TraceFile = class {
  constructor(path, shown) {
    this.path = path;
    this.shown = shown;
  }
  path;
  shown;
  /** The file's size. */
  bytes() {
    return this.reading(() => statSync(this.path).size);
  }
  /** The file's first bytes, as text: enough to tell its format. */
  head() {
    return this.reading(() => {
      const fd = openSync(this.path, "r");
      try {
        const buffer = Buffer.alloc(HEAD_BYTES);
        return new StringDecoder("utf8").write(buffer.subarray(0, readSync(fd, buffer, 0, HEAD_BYTES, 0)));
      } finally {
        closeSync(fd);
      }
    });
  }
  text() {
    return this.reading(() => readFileSync2(this.path, "utf8"));
  }
  /**
   * The file's lines, without their `\n`, read a chunk at a time. Each read is decoded up to its last
   * newline, which is never part of a longer UTF-8 character; the bytes after it wait for the next read.
   */
  *lines() {
    const fd = this.reading(() => openSync(this.path, "r"));
    try {
      let buffer = Buffer.alloc(CHUNK_BYTES);
      let kept = 0;
      for (; ; ) {
        if (kept === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(CHUNK_BYTES)]);
        const read = this.reading(() => readSync(fd, buffer, kept, buffer.length - kept, null));
        const end = kept + read;
        if (read === 0) {
          if (end > 0) yield buffer.toString("utf8", 0, end);
          return;
        }
        const last = buffer.lastIndexOf(10, end - 1);
        if (last < 0) {
          kept = end;
          continue;
        }
        yield* buffer.toString("utf8", 0, last).split("\n");
        kept = end - last - 1;
        buffer.copy(buffer, 0, last + 1, end);
      }
    } finally {
      closeSync(fd);
    }
  }
  /** A file system error (missing, a folder, unreadable) as the user's input error. */
  reading(io) {
    try {
      return io();
    } catch (error) {
      throw new InputError(`--trace: cannot read '${this.shown}': ${error.message}`);
    }
  }
};

// src/report/simulation-table.ts
var BAR_WIDTH = 40;
var MAX_ROWS = 60;
function renderSimulationTable(report) {
  const { requests, totals } = report;
  const approx = report.model.exact ? "" : "\u2248";
  const lines = [
    `${report.source} (${report.format}): ${report.model.id}, ${report.policy}, caching ${report.caching ? "on" : "off"}` + (report.model.exact ? "" : ` (counts are estimates: ${report.model.encoding})`),
    "",
    `${"request".padStart(11)}  ${"input".padStart(9)}  ${"cached".padStart(9)}  ${"output".padStart(7)}  context (peak ${formatTokens(totals.peakContext)})`
  ];
  const per = Math.max(1, Math.ceil(requests.length / MAX_ROWS));
  const scale = Math.max(totals.peakContext, 1);
  const edited = new Set(report.events.map((e) => e.request));
  for (let i = 0; i < requests.length; i += per) {
    const group = requests.slice(i, i + per);
    const last = group.at(-1);
    const peak = Math.max(...group.map((r) => r.inputTokens));
    const label = per === 1 ? String(last.index) : `${group[0].index}-${last.index}`;
    const bar = "\u2588".repeat(Math.max(1, Math.round(peak / scale * BAR_WIDTH)));
    const mark = group.some((r) => edited.has(r.index)) ? " \u2702" : "";
    const over = group.some((r) => r.inputTokens > report.model.contextWindow) ? " overflow" : "";
    lines.push(
      `${label.padStart(11)}  ${formatTokens(peak).padStart(9)}  ${formatTokens(last.cachedTokens).padStart(9)}  ${formatTokens(last.outputTokens).padStart(7)}  ${bar}${mark}${over}`
    );
  }
  lines.push(
    "",
    `input ${approx}${formatTokens(totals.inputTokens)} (fresh ${formatTokens(totals.freshTokens)}, cached ${formatTokens(totals.cachedTokens)}), output ${formatTokens(totals.outputTokens)}, peak ${formatTokens(totals.peakContext)} of ${formatTokens(report.model.contextWindow)}` + (totals.overflowRequest === null ? "" : `, overflows at request ${totals.overflowRequest}`),
    `cost ${formatUsd(totals.costUsd.cached)} with caching, ${formatUsd(totals.costUsd.uncached)} without` + (report.events.length ? `; ${report.events.length} policy edits (\u2702)` : "")
  );
  if (report.recorded) {
    const r = report.recorded.totals;
    lines.push(
      `recorded: input ${formatTokens(r.inputTokens)} (cache read ${formatTokens(r.cacheReadTokens)}, written ${formatTokens(r.cacheWriteTokens)}), output ${formatTokens(r.outputTokens)}, ${formatUsd(r.costUsd)}` + (report.recorded.unloggedPrefixTokens ? `; ${formatTokens(report.recorded.unloggedPrefixTokens)} tokens per request not in the log (added as system prompt)` : "")
    );
    const { replay, requestCount, inputDifferenceTokens } = report.recorded;
    lines.push(
      `replayed as recorded: input ${approx}${formatTokens(replay.inputTokens)} against ${formatTokens(r.inputTokens)} recorded, difference ${formatSigned(inputDifferenceTokens)} (${formatPercent(percentChange(r.inputTokens, replay.inputTokens))}); output ${formatTokens(replay.outputTokens)} against ${formatTokens(r.outputTokens)}; ${replay.requests} requests against ${requestCount}` + (report.recorded.everyRequestInHistory ? "; the log holds every request as sent, so they must agree" : "")
    );
  }
  if (report.whatIf.length) {
    lines.push("", "what if:");
    for (const w of report.whatIf) {
      lines.push(
        `  ${w.policy}: input ${formatTokens(w.totals.inputTokens)}, peak ${formatTokens(w.totals.peakContext)}, ${formatUsd(w.totals.costUsd.cached)} with caching` + (w.totals.overflowRequest === null ? "" : `, overflows at request ${w.totals.overflowRequest}`)
      );
    }
  }
  return `${lines.join("\n")}
`;
}

// src/trace/formats/recorded-usage.ts
var TRACE_FORMATS = ["jsonl", "openai", "anthropic", "smolagents", "claude-code", "swe-agent"];

// src/trace/chat-framing.ts
function openAiFraming(count) {
  return {
    messageTokens: (m) => 3 + count(m.role) + (m.name === void 0 ? 0 : count(m.name) + 1),
    requestTokens: 3
  };
}
var OPENAI_CHAT_FORMATS = /* @__PURE__ */ new Set(["openai", "swe-agent"]);
function framingFor(format, provider, count) {
  return OPENAI_CHAT_FORMATS.has(format) && provider === "openai" ? openAiFraming(count) : void 0;
}
function frameTrace(messages, sized, framing) {
  const framed = messages.map((m) => framing.messageTokens(m));
  const overhead = framed.reduce((low, n) => Math.min(low, n), Number.POSITIVE_INFINITY);
  return {
    messages: sized.map((m, i) => framed[i] === overhead ? m : { ...m, tokens: m.tokens + framed[i] - overhead }),
    messageOverhead: Number.isFinite(overhead) ? overhead : 0,
    requestTokens: framing.requestTokens
  };
}

// src/cli/simulate.ts
var SIMULATE_USAGE = "ctxguard simulate (--trace FILE | --config FILE) [--policy FILE_OR_JSON] [--model ID] [--format table|json]";
var SIMULATE_FLAGS = [
  {
    name: "trace",
    type: "string",
    value: "FILE",
    help: `a run: canonical JSONL, OpenAI or Anthropic messages, a smolagents memory
dump, a Claude Code session log or a SWE-agent trajectory (.traj)
(recognised, or --trace-format)`
  },
  { name: "trace-format", type: "string", value: "FORMAT", help: TRACE_FORMATS.join(", ") },
  { name: "config", type: "string", value: "FILE", help: "simulate the agents of .ctxguard.yml with the prompt files of this tree" },
  { name: "format", type: "string", value: "FORMAT", help: "table or json" }
];
async function simulateCommand(args, io) {
  const { values } = parseCommandArgs("simulate", args, flagOptions(SIMULATE_FLAGS));
  if (values.help) {
    io.stdout(flagHelp(SIMULATE_USAGE, SIMULATE_FLAGS));
    return 0;
  }
  const format = oneOf("format", values.format, ["table", "json"], "table");
  const tracePath = values.trace;
  const configPath = values.config;
  if (!tracePath === !configPath) throw new InputError("give either --trace FILE or --config FILE");
  const root = configPath ? io.cwd : (await createGit(io.cwd).tryRun(["rev-parse", "--show-toplevel"]))?.toString("utf8").trim() || io.cwd;
  const settings = await commandConfig(values, io.cwd, root);
  const reports = tracePath ? [await traceReport(tracePath, values["trace-format"], io, settings)] : await agentReports(configPath, io.cwd, settings.config);
  if (format === "json") {
    io.stdout(`${JSON.stringify(reports.length > 1 ? { version: 1, agents: reports } : reports[0], null, 2)}
`);
  } else {
    io.stdout(reports.map(renderSimulationTable).join("\n"));
  }
  return 0;
}
async function traceReport(tracePath, formatFlag, io, settings) {
  const traceFormat = formatFlag === void 0 ? void 0 : oneOf("trace-format", formatFlag, TRACE_FORMATS, "jsonl");
  const traceFile = new TraceFile(resolve4(io.cwd, tracePath), tracePath);
  const streams = streamsLineByLine(traceFile.head(), traceFormat);
  if (streams && replayThreadFor(traceFile.bytes(), io.env ?? process.env)) {
    try {
      return await simulateTrace(traceFile, streams, traceFormat, settings, threadReplayer(io.replayFault));
    } catch (error) {
      if (!(error instanceof ReplayThreadFailure)) throw error;
      io.stderr(`ctxguard simulate: warning: ${error.message}; the trace is replayed in-process
`);
    }
  }
  return simulateTrace(traceFile, streams, traceFormat, settings, inProcessReplay);
}
async function simulateTrace(traceFile, streams, traceFormat, { config, file, overrides }, replayer) {
  const tracePath = traceFile.shown;
  const trace = streams ? { format: "jsonl", stream: streamedTrace(traceFile.lines(), tracePath) } : loadTrace(traceFile.text(), tracePath, traceFormat);
  const named = overrides.model ?? ("model" in trace && trace.model && isKnownModel(trace.model, config.models) ? trace.model : void 0);
  const model = resolveModel(named ?? config.model, config.models, config.cacheTtl);
  const encoding = config.encoding ?? model.tokenizer.encoding;
  const t = tokenizer(encoding);
  const count = (text) => t.count(text);
  const setOverhead = file.messageOverhead !== void 0 || overrides.messageOverhead !== void 0;
  const framing = setOverhead ? void 0 : framingFor(trace.format, model.provider, count);
  const framed = "stream" in trace ? { messages: sizedMessages(trace.stream, count), messageOverhead: config.messageOverhead, requestTokens: 0 } : framing ? frameTrace(trace.messages, sizeTrace(trace.messages, count), framing) : { messages: sizeTrace(trace.messages, count), messageOverhead: config.messageOverhead, requestTokens: 0 };
  return analyzeSimulation(
    {
      source: tracePath,
      format: trace.format,
      messages: framed.messages,
      ..."recorded" in trace && trace.recorded ? { recorded: trace.recorded } : {},
      ..."recordedRun" in trace && trace.recordedRun ? { recordedRun: trace.recordedRun } : {},
      ..."everyRequestInHistory" in trace && trace.everyRequestInHistory ? { everyRequestInHistory: true } : {},
      ...framed.requestTokens ? { trailingTokens: framed.requestTokens } : {},
      model,
      encoding,
      policy: config.policy,
      caching: config.caching,
      cacheLayout: config.cacheBreakpoints,
      messageOverhead: framed.messageOverhead
    },
    replayer
  );
}
async function agentReports(configPath, cwd, config) {
  const snapshot = await scanSnapshot(resolve4(cwd, configPath, ".."), config);
  const extract = memoizedExtractor(await parsersFor([snapshot]), extractOptions(snapshot.files));
  const repository = repositoryOf(snapshot.files, extract);
  const units = repository.units;
  const side = { units, agents: findAgents(repository) };
  const agents = pricedAgents(config, side, side).map((agent) => {
    const model = agent.head.model;
    const encoding = config.encoding ?? model.tokenizer.encoding;
    const t = tokenizer(encoding);
    const sized = units.flatMap((u) => {
      const delivery = agent.head.sends.get(u.id);
      return delivery ? [{ delivery, tokens: u.tokens ?? t.count(u.text) }] : [];
    });
    sized.push(...sizedParts(agent.head.request ?? [], (text) => t.count(text), agent.config.taskTokens));
    const run = scenarioRun(agent.config, sized);
    return analyzeSimulation({
      source: `${configPath} agent '${agent.config.name}'`,
      format: "scenario",
      messages: run.messages,
      trailingTokens: run.trailingTokens,
      sideCalls: run.sideCalls,
      model,
      encoding,
      policy: agent.config.policy,
      caching: agent.config.caching,
      cacheLayout: agent.config.cacheBreakpoints,
      messageOverhead: agent.config.messageOverhead
    });
  });
  return Promise.all(agents);
}

// src/cli/main.ts
var USAGE = `ctxguard: the context cost of prompt changes, before merge

Usage:
  ${DIFF_USAGE}
  ${SCAN_USAGE}
  ${SIMULATE_USAGE}
  ctxguard demo

Settings (override the config file): --model ID, --steps N, --policy FILE_OR_JSON,
  --caching true|false, --runs-per-month N, --encoding o200k_base|cl100k_base, --include GLOBS,
  --exclude GLOBS, --max-file-bytes N, --max-delta-tokens N, --max-delta-percent P,
  --max-delta-usd USD_PER_1000_RUNS, --max-peak-context N, and the rest of .ctxguard.yml's keys

--provider-counts: count with the providers' own endpoints, with the keys in ANTHROPIC_API_KEY
  (Claude models, Anthropic's count_tokens) and GEMINI_API_KEY (Gemini models, countTokens).
  Without it no text leaves this machine.

Exit status: 0 done, 1 the gate failed, 2 bad usage or bad input.
`;
var COMMANDS = {
  diff: diffCommand,
  scan: scanCommand,
  simulate: simulateCommand,
  demo: demoCommand
};
async function main(argv, io) {
  const [name, ...args] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    io.stdout(USAGE);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`ctxguard: unknown command '${name}'

${USAGE}`);
    return 2;
  }
  try {
    return await command(args, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`ctxguard ${name}: ${message}
`);
    if (!(error instanceof InputError) && process.env.CTXGUARD_DEBUG && error instanceof Error) io.stderr(`${error.stack}
`);
    return 2;
  }
}
export {
  USAGE,
  main
};
