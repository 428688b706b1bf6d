import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  commandConfig,
  flagHelp,
  flagOptions,
  oneOf,
  parseCommandArgs
} from "./chunk-Q7NBDK7P.js";
import "./chunk-Y4533V2B.js";
import {
  SCAN_USAGE
} from "./chunk-JIUST4K7.js";
import {
  displayText,
  namesItsFramework
} from "./chunk-CTQPJVMW.js";
import {
  countedWith,
  formatTokens
} from "./chunk-3M7FWAYX.js";
import {
  scanDirectory
} from "./chunk-EAWL2LD3.js";
import "./chunk-GKXDXUD5.js";
import "./chunk-YEFU2FJ6.js";
import "./chunk-57BSRISO.js";
import "./chunk-UNORK3EK.js";
import "./chunk-4FT22JVS.js";
import "./chunk-AP654A53.js";
import "./chunk-KLPRW6NI.js";
import "./chunk-GXPCTWCZ.js";
import "./chunk-67GQ2N7O.js";
import "./chunk-MPTDITOE.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-E34YZ725.js";
import "./chunk-LQK3ML4U.js";

// src/cli/scan.ts
import { resolve } from "node:path";

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
    `${report.model.exact ? "" : "\u2248"}${formatTokens(report.totals.tokens)} tokens (${countedWith(report.model)}${report.model.exact ? "" : `, an estimate for ${report.model.id}`}) in ${plural(report.totals.units, "unit")} of ${plural(report.totals.files, "file")}${roles ? `: ${roles}` : ""}`
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
  const root = resolve(io.cwd, positionals[0] ?? ".");
  const format = oneOf("format", values.format, ["table", "json"], "table");
  const { config } = await commandConfig(values, io.cwd, root);
  const report = await scanDirectory(root, config);
  io.stdout(format === "json" ? `${JSON.stringify(report, null, 2)}
` : renderScanTable(report));
  return 0;
}
export {
  SCAN_FLAGS,
  scanCommand
};
