import { join } from 'node:path';
import { tempDir } from '../test/support/git-repo.js';
import { CLI } from './cli-under-test.js';
import type { DoneWhenFigures } from './done-when.js';
import { formatMb, median, runMeasured, type Measured } from './measured-process.js';
import { buildRealShapedTree } from './real-shaped-tree.js';

const NODE_RUNS = 5;

/**
 * A one-line change to one prompt in a 30 MB real-shaped tree (bench/real-shaped-tree.ts), beyond
 * Node's start: cold (an empty `--cache-dir`), and warm once that run has filled the cache.
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
    const diff = (): Measured => runMeasured('node', [CLI, 'diff', '--base', 'main', '--format', 'json', '--cache-dir', join(dir.path, 'cache')], { cwd: tree.repo });
    const cold = diff();
    figures.coldTreeBeyondNodeMs = cold.ms - nodeMs;
    console.log(`node -e '' ${nodeMs.toFixed(0)} ms (median of ${NODE_RUNS})`);
    console.log(`cold run: ${beyond(cold)}`);
    const warm = diff();
    figures.warmTreeBeyondNodeMs = warm.ms - nodeMs;
    console.log(`warm run: ${beyond(warm)}`);
  } finally {
    dir.remove();
  }
}
