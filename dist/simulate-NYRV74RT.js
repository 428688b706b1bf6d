import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ReplayThreadFailure,
  replayThreadFor,
  threadReplayer
} from "./chunk-ACVH7UIS.js";
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
  SIMULATE_USAGE
} from "./chunk-JIUST4K7.js";
import {
  countedWith,
  formatPercent,
  formatSigned,
  formatTokens,
  formatUsd,
  percentChange
} from "./chunk-3M7FWAYX.js";
import {
  analyzeSimulation
} from "./chunk-4BC7WZ6Y.js";
import {
  inProcessReplay
} from "./chunk-SLMPYSDO.js";
import "./chunk-72PMS5I4.js";
import "./chunk-7LWNJ3YC.js";
import "./chunk-TN6WN66N.js";
import "./chunk-TS6I3ZBO.js";
import {
  createGit
} from "./chunk-YEFU2FJ6.js";
import {
  isKnownModel,
  localCounting,
  resolveModel,
  scaledCount
} from "./chunk-UNORK3EK.js";
import {
  loadTrace,
  streamedTrace,
  streamsLineByLine
} from "./chunk-AP654A53.js";
import "./chunk-GXPCTWCZ.js";
import "./chunk-67GQ2N7O.js";
import {
  sizeTrace,
  sizedMessages,
  tokenizer
} from "./chunk-MPTDITOE.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";
import "./chunk-E34YZ725.js";
import "./chunk-LQK3ML4U.js";

// src/cli/simulate.ts
import { resolve } from "node:path";

// src/cli/trace-file.ts
import { closeSync, openSync, readFileSync, readSync, statSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
var READ_BYTES = 1 << 16;
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
    return this.reading(() => readFileSync(this.path, "utf8"));
  }
  /**
   * The file's lines, without their `\n`, a read's worth at a time: one list per read, not one
   * generator step per line, which a 200,000-line trace felt (docs/architecture.md, "Simulation").
   * Each read is decoded up to its last newline, which is never part of a longer UTF-8 character; the
   * bytes after it wait for the next read.
   */
  *lineBatches() {
    const fd = this.reading(() => openSync(this.path, "r"));
    try {
      let buffer = Buffer.alloc(READ_BYTES);
      let kept = 0;
      for (; ; ) {
        if (kept === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
        const read = this.reading(() => readSync(fd, buffer, kept, buffer.length - kept, null));
        const end = kept + read;
        if (read === 0) {
          if (end > 0) yield [buffer.toString("utf8", 0, end)];
          return;
        }
        const found = buffer.subarray(kept, end).lastIndexOf(10);
        const last = found < 0 ? -1 : kept + found;
        if (last < 0) {
          kept = end;
          continue;
        }
        yield buffer.toString("utf8", 0, last).split("\n");
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
    `${report.source} (${report.format}): ${report.model.id}, ${report.policy}, caching ${report.caching ? "on" : "off"}` + (report.model.exact ? "" : ` (counts are estimates: ${countedWith(report.model)})`),
    "",
    `${"request".padStart(11)}  ${"input".padStart(9)}  ${"cached".padStart(9)}  ${"output".padStart(7)}  context (peak ${formatTokens(totals.peakContext)})`
  ];
  const per = Math.max(1, Math.ceil(requests.length / MAX_ROWS));
  const scale = Math.max(totals.peakContext, 1);
  const { events } = report;
  let event = 0;
  for (let first = 0; first < requests.length; first += per) {
    const last = Math.min(first + per, requests.length) - 1;
    let peak = 0;
    for (let i = first; i <= last; i++) peak = Math.max(peak, requests.inputTokens(i));
    while (event < events.length && events.request(event) < first + 1) event++;
    const mark = event < events.length && events.request(event) <= last + 1 ? " \u2702" : "";
    const label = per === 1 ? String(last + 1) : `${first + 1}-${last + 1}`;
    const bar = "\u2588".repeat(Math.max(1, Math.round(peak / scale * BAR_WIDTH)));
    const over = peak > report.model.contextWindow ? " overflow" : "";
    lines.push(
      `${label.padStart(11)}  ${formatTokens(peak).padStart(9)}  ${formatTokens(requests.cachedTokens(last)).padStart(9)}  ${formatTokens(requests.outputTokens(last)).padStart(7)}  ${bar}${mark}${over}`
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
    const perRequest = requestAgreement(report.recorded.requests, approx);
    if (perRequest) lines.push(perRequest);
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
function requestAgreement(requests, approx) {
  const paired = requests.filter((r) => r.differenceTokens !== null);
  if (paired.length === 0) return void 0;
  const close = paired.filter((r) => Math.abs(r.differenceTokens) <= r.inputTokens / 100).length;
  const worst = paired.reduce((a, b) => Math.abs(b.differenceTokens) > Math.abs(a.differenceTokens) ? b : a);
  return `per request: ${close} of ${paired.length} replayed within 1% of the recorded input; the largest difference ${approx}${formatSigned(worst.differenceTokens)} at request ${worst.index} (${formatTokens(worst.replayedInputTokens)} against ${formatTokens(worst.inputTokens)}, ${formatPercent(percentChange(worst.inputTokens, worst.replayedInputTokens))})`;
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

// src/changes/repository-root.ts
import { readFileSync as readFileSync2, statSync as statSync2 } from "node:fs";
import { dirname, join } from "node:path";
var DISCOVERY_ENV = ["GIT_DIR", "GIT_WORK_TREE", "GIT_CEILING_DIRECTORIES", "GIT_DISCOVERY_ACROSS_FILESYSTEM"];
async function repositoryRoot(cwd, env = process.env) {
  if (DISCOVERY_ENV.some((name) => env[name] !== void 0)) {
    return (await createGit(cwd, env).tryRun(["rev-parse", "--show-toplevel"]))?.toString("utf8").trim() || cwd;
  }
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (isGitDirectory(dir)) return cwd;
    const dotGit = join(dir, ".git");
    const entry = statSync2(dotGit, { throwIfNoEntry: false });
    if (entry?.isDirectory() ? isGitDirectory(dotGit) : entry?.isFile() && readFileSync2(dotGit, "utf8").startsWith("gitdir:")) return dir;
    if (dirname(dir) === dir) return cwd;
  }
}
function isGitDirectory(dir) {
  return ["HEAD", "objects", "refs"].every((name) => statSync2(join(dir, name), { throwIfNoEntry: false }) !== void 0);
}

// src/cli/simulate.ts
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
  const trace = tracePath ? openTrace(tracePath, values["trace-format"], io) : void 0;
  let reports;
  try {
    const root = configPath ? io.cwd : await repositoryRoot(io.cwd, io.env);
    const settings = await commandConfig(values, io.cwd, root);
    reports = trace ? [await traceReport(trace, io, settings)] : await (await import("./simulate-agents-366DAKQ3.js")).agentReports(configPath, io.cwd, settings.config);
  } finally {
    await trace?.thread?.cancel();
  }
  if (format === "json") {
    io.stdout(`${JSON.stringify(reports.length > 1 ? { version: 1, agents: reports } : reports[0], null, 2)}
`);
  } else {
    io.stdout(reports.map(renderSimulationTable).join("\n"));
  }
  return 0;
}
function openTrace(tracePath, formatFlag, io) {
  const format = formatFlag === void 0 ? void 0 : oneOf("trace-format", formatFlag, TRACE_FORMATS, "jsonl");
  const file = new TraceFile(resolve(io.cwd, tracePath), tracePath);
  const streams = streamsLineByLine(file.head(), format);
  const thread = streams && replayThreadFor(file.bytes(), io.env ?? process.env) ? threadReplayer(io.replayFault) : void 0;
  return { file, format, streams, thread };
}
async function traceReport(trace, io, settings) {
  if (trace.thread) {
    try {
      return await simulateTrace(trace, settings, trace.thread);
    } catch (error) {
      if (!(error instanceof ReplayThreadFailure)) throw error;
      io.stderr(`ctxguard simulate: warning: ${error.message}; the trace is replayed in-process
`);
    }
  }
  return simulateTrace(trace, settings, inProcessReplay);
}
async function simulateTrace({ file: traceFile, format: traceFormat, streams }, { config, file, overrides }, replayer) {
  const tracePath = traceFile.shown;
  const trace = streams ? { format: "jsonl", stream: streamedTrace(traceFile.lineBatches(), tracePath) } : loadTrace(traceFile.text(), tracePath, traceFormat);
  const named = overrides.model ?? ("model" in trace && trace.model && isKnownModel(trace.model, config.models) ? trace.model : void 0);
  const model = resolveModel(named ?? config.model, config.models, config.cacheTtl);
  const { encoding, scale } = localCounting(model, config.encoding);
  const t = tokenizer(encoding);
  const count = (text) => scaledCount(t.count(text), scale);
  const setOverhead = file.messageOverhead !== void 0 || overrides.messageOverhead !== void 0;
  const framing = setOverhead ? void 0 : framingFor(trace.format, model.provider, count);
  const framed = sizedBatches(trace, count, framing, config.messageOverhead);
  return analyzeSimulation(
    {
      source: tracePath,
      format: trace.format,
      messages: framed.batches,
      ..."recorded" in trace && trace.recorded ? { recorded: trace.recorded } : {},
      ..."recordedRun" in trace && trace.recordedRun ? { recordedRun: trace.recordedRun } : {},
      ..."everyRequestInHistory" in trace && trace.everyRequestInHistory ? { everyRequestInHistory: true } : {},
      ...framed.requestTokens ? { trailingTokens: framed.requestTokens } : {},
      model,
      encoding,
      scale,
      policy: config.policy,
      caching: config.caching,
      cacheLayout: config.cacheBreakpoints,
      messageOverhead: framed.messageOverhead
    },
    replayer
  );
}
function sizedBatches(trace, count, framing, messageOverhead) {
  if ("stream" in trace) return { batches: sizedMessages(trace.stream, count), messageOverhead, requestTokens: 0 };
  const sized = sizeTrace(trace.messages, count);
  if (!framing) return { batches: [sized], messageOverhead, requestTokens: 0 };
  const framed = frameTrace(trace.messages, sized, framing);
  return { batches: [framed.messages], messageOverhead: framed.messageOverhead, requestTokens: framed.requestTokens };
}
export {
  SIMULATE_FLAGS,
  simulateCommand
};
