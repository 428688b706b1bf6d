import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  readRecordingFiles
} from "./chunk-MPDLHLHC.js";
import {
  USAGE_FORMATS,
  evaluateGate,
  measureRuns,
  measuredFiguresOf,
  readRecordedSides,
  readRecordings,
  summariseRecordedUsage
} from "./chunk-4O75KC3W.js";
import {
  commandConfig,
  flagHelp,
  flagOptions,
  oneOf,
  parseCommandArgs
} from "./chunk-Q7NBDK7P.js";
import "./chunk-Y4533V2B.js";
import {
  RECORDED_USAGE
} from "./chunk-JIUST4K7.js";
import "./chunk-3M7FWAYX.js";
import "./chunk-7LWNJ3YC.js";
import "./chunk-TS6I3ZBO.js";
import "./chunk-57BSRISO.js";
import {
  knownModel
} from "./chunk-UNORK3EK.js";
import "./chunk-KLPRW6NI.js";
import "./chunk-GXPCTWCZ.js";
import "./chunk-67GQ2N7O.js";
import {
  groupedNumber
} from "./chunk-MPTDITOE.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";
import "./chunk-E34YZ725.js";
import "./chunk-LQK3ML4U.js";

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
function renderMeasuredDelta(agents) {
  const head = ["agent", "runs (base / head)", "input per run (median)", "cost per 1,000 runs (median)"];
  const rows = agents.map((a) => {
    const runs = `${a.base?.runs ?? 0} / ${a.head?.runs ?? 0}`;
    const input = side(a.base?.inputTokens.median, a.head?.inputTokens.median, a.deltaInputTokens, (n) => groupedNumber(n));
    const dollars = (n) => `${n < 0 ? "-" : ""}$${groupedNumber(Math.abs(n) * 1e3, 2)}`;
    const cost = a.base && a.head && a.deltaCostUsd === null ? "not priced" : side(a.base?.costUsd?.median, a.head?.costUsd?.median, a.deltaCostUsd, dollars, "not priced");
    return [a.agent, runs, input, cost];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join("   ").trimEnd();
  return `${[line(head), ...rows.map(line)].join("\n")}
`;
}
function side(base, head, delta, format, missing = "no runs") {
  if (base !== void 0 && head !== void 0 && delta !== null) return `${format(base)} \u2192 ${format(head)} (${delta >= 0 ? "+" : ""}${format(delta)})`;
  if (base === void 0 && head === void 0) return missing;
  return base === void 0 ? `head only: ${format(head)}` : `base only: ${format(base)}`;
}

// src/cli/recorded.ts
var RECORDED_FLAGS = [
  { name: "usage-format", type: "string", value: "FORMAT", help: `the files' format (default: told by their content): ${USAGE_FORMATS.join(", ")}` },
  { name: "config", type: "string", value: "FILE", help: "the config file, for model prices (default: .ctxguard.yml here)" },
  { name: "base", type: "string", multiple: true, value: "PATH", help: "runs recorded at base: a file, a folder of .json and .jsonl files, or a glob (again for more)" },
  { name: "head", type: "string", multiple: true, value: "PATH", help: "runs recorded at head, the same way: with --base, each agent is compared run for run" },
  { name: "max-measured-delta-usd", type: "string", value: "USD", help: "with --base and --head: exit 1 when an agent's median run costs more\nthan this many dollars per 1,000 runs more at head (or the config file's)" },
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
  const namedModel = overrides.model ?? fileSettings.model;
  const files = (paths, label) => readRecordingFiles(paths, { cwd: io.cwd, label });
  const base = values.base;
  const head = values.head;
  if (base || head) {
    if (!base || !head || positionals.length) throw new InputError(`--base and --head go together, with no other files

${RECORDED_USAGE}`);
    const sides = readRecordedSides({ base: await files(base, "--base"), head: await files(head, "--head"), ...given ? { format: given } : {} });
    const measured = measureRuns(sides, { scenarios: [], models: config.models, ...namedModel ? { namedModel } : {} });
    const limit = config.maxMeasuredDeltaUsd;
    const verdict = evaluateGate([], limit === void 0 ? {} : { maxMeasuredDeltaUsd: limit }, measured.agents.map(measuredFiguresOf));
    if (format === "json") io.stdout(`${JSON.stringify({ ...measured, verdict }, null, 2)}
`);
    else {
      const names = (side2) => side2.map((f) => f.file).join(", ");
      io.stdout(`measured: base ${names(measured.base)}; head ${names(measured.head)}

${renderMeasuredDelta(measured.agents)}`);
      if (limit !== void 0) io.stdout(verdict.status === "fail" ? `
${verdict.reasons.join("\n")}
` : `
within max-measured-delta-usd ${limit} per 1,000 runs
`);
    }
    return verdict.status === "fail" ? 1 : 0;
  }
  if (positionals.length === 0) throw new InputError(`give the files of recorded usage to read

${RECORDED_USAGE}`);
  const read = readRecordings(await files(positionals, "recorded"), given);
  const agents = summariseRecordedUsage(read.records, (model) => knownModel(model ?? namedModel, config.models));
  io.stdout(format === "json" ? `${JSON.stringify({ files: read.files, agents }, null, 2)}
` : renderRecordedUsage(agents, read.files));
  return 0;
}
export {
  RECORDED_FLAGS,
  recordedCommand
};
