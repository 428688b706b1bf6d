import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  TOOL_VERSION,
  renderJson,
  renderSarif
} from "./chunk-HQ2ZVIVB.js";
import {
  readRecordedRuns
} from "./chunk-MPDLHLHC.js";
import {
  countingWarnings,
  diffRange,
  isApiKey,
  localRange,
  pathInRepository,
  providerCounting,
  renderMarkdown,
  repositoryFacts
} from "./chunk-A5OU5KAO.js";
import "./chunk-4O75KC3W.js";
import "./chunk-PTG6OATJ.js";
import "./chunk-OUUO77PB.js";
import {
  commandConfig,
  flagHelp,
  flagOptions,
  oneOf,
  parseCommandArgs
} from "./chunk-Q7NBDK7P.js";
import "./chunk-Y4533V2B.js";
import {
  DIFF_USAGE
} from "./chunk-JIUST4K7.js";
import "./chunk-CTQPJVMW.js";
import "./chunk-3M7FWAYX.js";
import "./chunk-E5JONHH6.js";
import "./chunk-72PMS5I4.js";
import "./chunk-7LWNJ3YC.js";
import "./chunk-TN6WN66N.js";
import "./chunk-TS6I3ZBO.js";
import "./chunk-GKXDXUD5.js";
import {
  createGit
} from "./chunk-YEFU2FJ6.js";
import "./chunk-57BSRISO.js";
import "./chunk-UNORK3EK.js";
import "./chunk-4FT22JVS.js";
import "./chunk-AP654A53.js";
import "./chunk-KLPRW6NI.js";
import "./chunk-GXPCTWCZ.js";
import "./chunk-67GQ2N7O.js";
import "./chunk-MPTDITOE.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";
import "./chunk-E34YZ725.js";
import "./chunk-LQK3ML4U.js";

// src/cli/diff.ts
import { join, resolve } from "node:path";
var DIFF_FLAGS = [
  { name: "base", type: "string", value: "REF", help: "the branch or commit to compare with (required)" },
  { name: "head", type: "string", value: "REF", help: "the commit to price (default: HEAD); the base is priced at its fork point with it" },
  { name: "config", type: "string", value: "FILE", help: "the config file (default: .ctxguard.yml at the repository root)" },
  { name: "format", type: "string", value: "FORMAT", help: "markdown (the PR comment), json (the report) or sarif (code-scanning results, SARIF 2.1.0)" },
  { name: "provider-counts", type: "boolean", help: "count with the providers' own endpoints (ANTHROPIC_API_KEY, GEMINI_API_KEY)" },
  { name: "cache-dir", type: "string", value: "DIR", help: "keep extraction results here between runs (default: ctxguard/ in the git directory)" },
  { name: "no-cache", type: "boolean", help: "extract every file, and keep nothing" },
  { name: "base-runs", type: "string", multiple: true, value: "PATH", help: "runs recorded at base: a file, a folder of .json and .jsonl files, or a glob\n(again for more); with --head-runs, measured beside the estimate" },
  { name: "head-runs", type: "string", multiple: true, value: "PATH", help: "runs recorded at head, the same way" }
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
  const format = oneOf("format", values.format, ["markdown", "json", "sarif"], "markdown");
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
  io.stdout(format === "json" ? renderJson(report) : format === "sarif" ? renderSarif(report, TOOL_VERSION) : renderMarkdown(report));
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
  const recordings = await readRecordedRuns(
    { base: values["base-runs"] ?? [], head: values["head-runs"] ?? [] },
    { base: "--base-runs", head: "--head-runs" },
    { cwd }
  );
  const cacheDir = values["no-cache"] ? void 0 : values["cache-dir"] !== void 0 ? resolve(cwd, values["cache-dir"]) : repository && join(repository.gitDir, "ctxguard");
  return diffRange(git, range, {
    file,
    overrides,
    ...inRepository ? { configPath: inRepository } : {},
    ...providers ? { providers } : {},
    ...cacheDir ? { cacheDir } : {},
    ...recordings ? { recordings } : {},
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
export {
  DIFF_FLAGS,
  diffCommand
};
