import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  budgetReason
} from "./chunk-4O75KC3W.js";
import {
  assertNever
} from "./chunk-MPTDITOE.js";

// src/report/json.ts
function renderJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}

// src/report/located-results.ts
var RULES = {
  threshold: "A threshold on an agent\u2019s change is crossed: its prompt material, its run\u2019s dollars or its largest request grew past the limit.",
  budget: "A budget is crossed at head: a prompt file\u2019s tokens, or an agent\u2019s start-up context, prompt material, run or largest request, past its limit.",
  "unbounded-tool-output": "A tool returns content of no bound size, which every later request of the run replays.",
  "cache-floor": "An agent\u2019s cached prefix is under its model\u2019s minimum cacheable length, so the provider caches less of it.",
  "per-run-prefix": "A value that changes every run sits in a cached prefix, so each run writes the prefix to the cache again.",
  "size-cap": "Text past a coding tool\u2019s size cap, which the tool never sends.",
  "delivery-changed": "An agent sends a unit at another point of its run than before.",
  "unknown-model": "A model the price catalog does not know: the agent is priced with the configured one.",
  "budget-unmatched": "A budget that matches no prompt file or agent at head, and so bounds nothing.",
  "config-changed": "The pull request changes the ctxguard config that prices it.",
  "not-counted": "A file left out of the counts (binary, too large, a symbolic link, a submodule) or counted with a caveat."
};
function locatedResults(report) {
  const crossed = (report.budgets ?? []).filter((b) => b.status !== "within").map((b) => budgetResult(b, report, report.verdict.accepted !== void 0));
  const thresholds = (report.verdict.crossings ?? []).filter((c) => c.budget === void 0).flatMap((c) => thresholdResult(c, report));
  return [...thresholds, ...crossed, ...report.findings.flatMap((f) => findingResult(f, report.files))];
}
function level(status) {
  return status === "failing" ? "error" : status === "tolerated" ? "warning" : "note";
}
function thresholdResult(c, report) {
  const scenario = report.scenarios.find((s) => s.name === c.agent);
  const place = (scenario && agentPlace(scenario, report.files)) ?? configPlace(report);
  return [{ rule: "threshold", level: level(c.status), message: withStatus(c.reason, c.status), ...place }];
}
function budgetResult(b, report, accepted) {
  const status = b.status === "tolerated" ? "tolerated" : accepted ? "accepted" : "failing";
  const message = withStatus(`${budgetReason(b)}${status === "tolerated" ? ", within the tolerance" : ""}`, status);
  const scenario = b.kind === "agent" ? report.scenarios.find((s) => s.name === b.subject) : void 0;
  const file = b.paths[0];
  const place = b.kind === "agent" ? scenario && agentPlace(scenario, report.files) : file ? { path: file, line: firstLine(report.files, file) } : void 0;
  const written = b.origin.path ? { path: b.origin.path, line: b.origin.line ?? 1 } : void 0;
  return { rule: "budget", level: level(status), message, ...place ?? written ?? configPlace(report) };
}
function configPlace(report) {
  return { path: report.configPath ?? ".ctxguard.yml", line: 1 };
}
function withStatus(reason, status) {
  return status === "accepted" ? `${reason} (accepted by the pull request's label)` : reason;
}
function agentPlace(s, files) {
  const row = s.files[0];
  if (!row) return void 0;
  const unit = files.find((f) => f.path === row.path)?.units.find((u) => u.deltaTokens !== 0 || u.textChanged);
  return { path: row.path, line: unit?.lines?.[0] ?? 1, ...unit?.lines ? { endLine: unit.lines[1] } : {} };
}
function firstLine(files, path) {
  return files.find((f) => f.path === path)?.units[0]?.lines?.[0] ?? 1;
}
function findingResult(f, files) {
  const at = (rule, lvl, line = 1) => [{ rule, level: lvl, message: f.message, path: f.path, line: Math.max(1, line) }];
  switch (f.kind) {
    case "unbounded-tool-output":
      return at("unbounded-tool-output", "warning", f.line);
    case "cache-floor":
      return at("cache-floor", "warning");
    case "per-run-prefix":
      return at("per-run-prefix", "warning", f.line);
    case "size-cap":
      return at("size-cap", "warning");
    case "delivery-changed":
      return at("delivery-changed", "note", files.find((d) => d.path === f.path)?.units.find((u) => u.id === f.unit)?.lines?.[0] ?? 1);
    case "unknown-model":
      return at("unknown-model", "note", f.line);
    case "budget-unmatched":
      return at("budget-unmatched", "warning", f.line ?? 1);
    case "config-changed":
    case "thresholds-changed":
      return at("config-changed", "note");
    case "skipped":
    case "unreadable":
    case "submodule":
    case "malformed-text":
      return at("not-counted", "note");
    default:
      return assertNever(f);
  }
}

// src/report/sarif.ts
function renderSarif(report, toolVersion) {
  const ids = Object.keys(RULES);
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "ctxguard",
            semanticVersion: toolVersion,
            informationUri: "https://github.com/ctxguard/ctxguard",
            rules: ids.map((id) => ({
              id: `ctxguard/${id}`,
              name: pascalCase(id),
              shortDescription: { text: RULES[id] },
              defaultConfiguration: { level: id === "threshold" || id === "budget" ? "error" : "warning" }
            }))
          }
        },
        automationDetails: { id: "ctxguard/" },
        results: locatedResults(report).map((r) => ({
          ruleId: `ctxguard/${r.rule}`,
          ruleIndex: ids.indexOf(r.rule),
          level: r.level,
          message: { text: r.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: r.path.split("/").map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" },
                region: { startLine: r.line, ...r.endLine !== void 0 && r.endLine >= r.line ? { endLine: r.endLine } : {} }
              }
            }
          ]
        }))
      }
    ]
  };
  return `${JSON.stringify(log, null, 2)}
`;
}
function pascalCase(id) {
  return id.replace(/(^|-)([a-z])/g, (_m, _dash, c) => c.toUpperCase());
}

// src/pipeline/tool-version.ts
var TOOL_VERSION = "0.1.0";

export {
  renderJson,
  locatedResults,
  renderSarif,
  TOOL_VERSION
};
