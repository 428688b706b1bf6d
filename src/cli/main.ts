import { InputError } from '../input-error.js';
import type { Io } from './io.js';
import { DIFF_USAGE, RECORDED_USAGE, SCAN_USAGE, SIMULATE_USAGE } from './usage.js';

export const USAGE = `ctxguard: the context cost of prompt changes, before merge

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

/**
 * Each command's code, loaded when it runs: the bundler makes each a chunk of its own, so `simulate`
 * compiles none of what `diff` extracts code with (docs/architecture.md, "Cold start").
 */
const COMMANDS: Record<string, (args: string[], io: Io) => Promise<number>> = {
  diff: async (args, io) => (await import('./diff.js')).diffCommand(args, io),
  scan: async (args, io) => (await import('./scan.js')).scanCommand(args, io),
  simulate: async (args, io) => (await import('./simulate.js')).simulateCommand(args, io),
  recorded: async (args, io) => (await import('./recorded.js')).recordedCommand(args, io),
  demo: async (args, io) => (await import('./demo.js')).demoCommand(args, io),
};

/** Runs one CLI command and returns the exit status. */
export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(USAGE);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`ctxguard: unknown command '${name}'\n\n${USAGE}`);
    return 2;
  }
  try {
    return await command(args, io);
  } catch (error) {
    // Anything that stops a command is about its input here (a path, a ref, a file): one line, exit 2.
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`ctxguard ${name}: ${message}\n`);
    if (!(error instanceof InputError) && process.env.CTXGUARD_DEBUG && error instanceof Error) io.stderr(`${error.stack}\n`);
    return 2;
  }
}
