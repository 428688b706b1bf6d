import type { Io } from './cli/io.js';
import { useRankSource } from './count/vocabulary.js';
import { bundledRankFiles } from './pipeline/rank-files.js';
import { useWorkerBundle, workerKind } from './pipeline/worker-script.js';

/**
 * The one bundle behind both entry points. `dist/index.js` (the action) and `dist/cli.js` (the CLI)
 * are shims over it, so the action and the CLI run the very same code. Each entry's code is imported
 * when it is called, which the bundler turns into chunks loaded on demand: the CLI compiles none of
 * the GitHub toolkit, and neither compiles the other's code (docs/architecture.md, "Cold start").
 * The bundle counts with the rank files the build wrote beside it.
 */
const rankFiles = bundledRankFiles();
if (rankFiles) useRankSource(rankFiles);

/**
 * Worker threads run this bundle too, told apart by their `workerData`: the modules they need are
 * chunks of it, loaded on demand, not files a worker could start on (docs/architecture.md,
 * "Incremental extraction", "Simulation").
 */
useWorkerBundle(new URL(import.meta.url));
// Each module serves as it loads: the same start as a worker run from source, on its own file.
const kind = workerKind();
if (kind === 'extraction') void import('./pipeline/extraction-worker.js');
if (kind === 'replay') void import('./pipeline/replay-worker.js');

/**
 * The action's `run`. Loading it can fail before the action runs (the toolkit reads the event file
 * as it loads), which `dist/index.js` reports as a workflow error.
 */
export async function loadAction(): Promise<() => Promise<void>> {
  return (await import('./action/run.js')).run;
}

export async function runCli(argv: string[], io: Io): Promise<number> {
  return (await import('./cli/main.js')).main(argv, io);
}
