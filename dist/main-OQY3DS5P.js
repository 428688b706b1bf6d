import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DIFF_USAGE,
  RECORDED_USAGE,
  SCAN_USAGE,
  SIMULATE_USAGE
} from "./chunk-JIUST4K7.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";
import "./chunk-LQK3ML4U.js";

// src/cli/main.ts
var USAGE = `ctxguard: the context cost of prompt changes, before merge

Usage:
  ${DIFF_USAGE}
  ${SCAN_USAGE}
  ${SIMULATE_USAGE}
  ${RECORDED_USAGE}
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
  diff: async (args, io) => (await import("./diff-WCXFDO4D.js")).diffCommand(args, io),
  scan: async (args, io) => (await import("./scan-5W3KDUPM.js")).scanCommand(args, io),
  simulate: async (args, io) => (await import("./simulate-NYRV74RT.js")).simulateCommand(args, io),
  recorded: async (args, io) => (await import("./recorded-O47YVGUG.js")).recordedCommand(args, io),
  demo: async (args, io) => (await import("./demo-BVU4CZRE.js")).demoCommand(args, io)
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
