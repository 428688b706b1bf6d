import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_24 } from '../test/support/action-runner.js';
import { tempDir } from '../test/support/git-repo.js';
import { CLI } from './cli-under-test.js';
import type { BenchFigures } from './bounds.js';
import { formatMb, median, runMeasured, type Measured } from './measured-process.js';
import { buildRealShapedTree } from './real-shaped-tree.js';

const NODE_RUNS = 5;
/** Cold and warm runs, in pairs: each cold run starts from an empty cache, and its warm run follows it. */
const RUNS = 5;

/**
 * A one-line change to one prompt in a 30 MB real-shaped tree (bench/real-shaped-tree.ts), beyond
 * Node's start: cold (an empty `--cache-dir`), and warm once that run has filled the cache. Medians of
 * five pairs, as the cold start's are of fifteen runs: on a shared machine one run can take half
 * again as long as the next; every run is printed. Measured under this machine's Node (the CLI's
 * runtime here) and under Node 24, the runtime action.yml declares, which GitHub runs the action on.
 */
export function benchWarmCache(figures: BenchFigures): void {
  const dir = tempDir('bench-warm-cache');
  try {
    const started = performance.now();
    const tree = buildRealShapedTree(join(dir.path, 'repo'));
    console.log(`\n## Warm cache: one line of ${tree.changedPath} changed in a ${(tree.bytes / 1e6).toFixed(1)} MB tree of ${tree.files} files`);
    console.log(`(repository made in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const runtimes = [{ name: `Node ${process.versions.node}`, node: process.execPath, node24: false }];
    if (existsSync(NODE_24)) runtimes.push({ name: "Node 24 (action.yml's runtime)", node: NODE_24, node24: true });
    else console.log(`(Node 24 is not installed at ${NODE_24}: npm test installs it)`);
    for (const runtime of runtimes) {
      const { cold, warm } = coldAndWarm(runtime.name, runtime.node, tree.repo, join(dir.path, runtime.node24 ? 'node24' : 'node'));
      if (runtime.node24) {
        figures.coldTreeNode24BeyondNodeMs = cold;
        figures.warmTreeNode24BeyondNodeMs = warm;
      } else {
        figures.coldTreeBeyondNodeMs = cold;
        figures.warmTreeBeyondNodeMs = warm;
      }
    }
  } finally {
    dir.remove();
  }

  /** Prints one runtime's start and its cold and warm runs; returns their medians beyond its start. */
  function coldAndWarm(name: string, node: string, repo: string, cacheRoot: string): { cold: number; warm: number } {
    const nodeRuns = Array.from({ length: NODE_RUNS }, () => runMeasured(node, ['-e', ''], { cwd: repo }));
    const nodeMs = median(nodeRuns.map((r) => r.ms));
    const nodeCpuMs = median(nodeRuns.map((r) => r.cpuMs));
    const cold: Measured[] = [];
    const warm: Measured[] = [];
    for (let i = 0; i < RUNS; i++) {
      const cacheDir = join(cacheRoot, `cache-${i}`);
      const diff = (): Measured => runMeasured(node, [CLI, 'diff', '--base', 'main', '--format', 'json', '--cache-dir', cacheDir], { cwd: repo });
      cold.push(diff());
      warm.push(diff());
    }
    const beyond = (runs: Measured[]): string => {
      const ms = median(runs.map((r) => r.ms));
      const cpuMs = median(runs.map((r) => r.cpuMs));
      const peak = Math.max(...runs.map((r) => r.peakMb));
      return `${ms.toFixed(0)} ms, ${(ms - nodeMs).toFixed(0)} ms beyond Node's start (CPU ${(cpuMs - nodeCpuMs).toFixed(0)} ms beyond), peak RSS ${formatMb(peak)}; each run beyond Node: ${runs.map((r) => (r.ms - nodeMs).toFixed(0)).join(', ')} ms`;
    };
    console.log(`\n### ${name}`);
    console.log(`node -e '' ${nodeMs.toFixed(0)} ms (median of ${NODE_RUNS})`);
    console.log(`cold run (median of ${RUNS}): ${beyond(cold)}`);
    console.log(`warm run (median of ${RUNS}): ${beyond(warm)}`);
    return { cold: median(cold.map((r) => r.ms)) - nodeMs, warm: median(warm.map((r) => r.ms)) - nodeMs };
  }
}
