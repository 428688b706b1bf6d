import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from '../test/support/git-repo.js';
import { CLI } from './cli-under-test.js';
import type { DoneWhenFigures } from './done-when.js';
import { formatMb, median, runMeasured, type Measured } from './measured-process.js';
import { buildRealShapedTree } from './real-shaped-tree.js';

const NODE_RUNS = 5;

/**
 * A one-line change to one prompt in a 30 MB real-shaped tree (bench/real-shaped-tree.ts), beyond
 * Node's start: cold, and warm once a run has filled ctxguard's cache. The cache is found through
 * `ctxguard diff --help`: a `--cache...` flag taking a folder, or a CTXGUARD_...CACHE... variable; a
 * build whose help names neither has no warm run to measure.
 */
export function benchWarmCache(figures: DoneWhenFigures): void {
  const dir = tempDir('bench-warm-cache');
  try {
    const started = performance.now();
    const tree = buildRealShapedTree(join(dir.path, 'repo'));
    console.log(`\n## Warm cache: one line of ${tree.changedPath} changed in a ${(tree.bytes / 1e6).toFixed(1)} MB tree of ${tree.files} files`);
    console.log(`(repository made in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const nodeRuns = Array.from({ length: NODE_RUNS }, () => runMeasured('node', ['-e', ''], { cwd: tree.repo }));
    const nodeMs = median(nodeRuns.map((r) => r.ms));
    const nodeCpuMs = median(nodeRuns.map((r) => r.cpuMs));
    const beyond = (run: Measured): string =>
      `${run.ms.toFixed(0)} ms, ${(run.ms - nodeMs).toFixed(0)} ms beyond Node's start (CPU ${(run.cpuMs - nodeCpuMs).toFixed(0)} ms beyond), peak RSS ${formatMb(run.peakMb)}`;
    const cache = cacheOption(join(dir.path, 'cache'));
    const diff = (): Measured =>
      runMeasured('node', [CLI, 'diff', '--base', 'main', '--format', 'json', ...(cache?.args ?? [])], { cwd: tree.repo, env: { ...process.env, ...cache?.env } });
    const cold = diff();
    figures.coldTreeBeyondNodeMs = cold.ms - nodeMs;
    console.log(`node -e '' ${nodeMs.toFixed(0)} ms (median of ${NODE_RUNS})`);
    console.log(`cold run: ${beyond(cold)}`);
    if (!cache) {
      console.log('warm run: not supported by this build');
      return;
    }
    const warm = diff();
    figures.warmTreeBeyondNodeMs = warm.ms - nodeMs;
    console.log(`warm run (${cache.how}): ${beyond(warm)}`);
  } finally {
    dir.remove();
  }
}

interface CacheOption {
  args: string[];
  env: Record<string, string>;
  how: string;
}

/** How this build is told where its cache lives, read from its own help; undefined when it has none. */
function cacheOption(folder: string): CacheOption | undefined {
  const help = spawnSync('node', [CLI, 'diff', '--help'], { encoding: 'utf8' });
  const text = `${help.stdout}${help.stderr}`;
  if (!/cache/i.test(text)) return undefined;
  const flag = /--cache[\w-]*/.exec(text)?.[0];
  if (flag) return { args: [flag, folder], env: {}, how: `${flag} ${folder}` };
  const variable = /\b[A-Z_]*CACHE[A-Z_]*\b/.exec(text)?.[0];
  if (variable) return { args: [], env: { [variable]: folder }, how: `${variable}=${folder}` };
  return undefined;
}
