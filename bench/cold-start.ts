import { join } from 'node:path';
import { commit, git, initRepo, tempDir } from '../test/support/git-repo.js';
import { CLI } from './cli-under-test.js';
import type { BenchFigures } from './bounds.js';
import { median, runMeasured, type Measured } from './measured-process.js';

const RUNS = 15;

/**
 * What a trivial pull request costs beyond starting Node: the whole `ctxguard diff` process (bundle
 * load, parsers, tokenizer tables, git) on one changed AGENTS.md line, against `node -e ''` on the
 * same machine in the same run: with no cache (`--no-cache`, a runner whose cache holds nothing of
 * the pull request), and warm (a cache folder the previous run filled). Medians, interleaved so
 * background load hits all three alike.
 */
export function benchColdStart(figures: BenchFigures): void {
  const dir = tempDir('bench-cold-start');
  try {
    const repo = initRepo(join(dir.path, 'repo'));
    commit(repo, { 'AGENTS.md': '# Rules\nBe brief.\n', 'prompts/system.md': 'You are a coding agent.\n', 'app.py': 'x = 1\n' });
    git(repo, 'checkout', '--quiet', '-b', 'feature');
    commit(repo, { 'AGENTS.md': '# Rules\nBe brief.\nRun the tests before you push.\n' });
    const cacheDir = join(dir.path, 'cache');
    runMeasured('node', [CLI, 'diff', '--base', 'main', '--cache-dir', cacheDir], { cwd: repo });
    const node: Measured[] = [];
    const cold: Measured[] = [];
    const warm: Measured[] = [];
    for (let i = 0; i < RUNS; i++) {
      node.push(runMeasured('node', ['-e', ''], { cwd: repo }));
      cold.push(runMeasured('node', [CLI, 'diff', '--base', 'main', '--no-cache'], { cwd: repo }));
      warm.push(runMeasured('node', [CLI, 'diff', '--base', 'main', '--cache-dir', cacheDir], { cwd: repo }));
    }
    const nodeMs = median(node.map((r) => r.ms));
    const nodeCpu = median(node.map((r) => r.cpuMs));
    console.log(`\n## Trivial pull request: ctxguard diff of one AGENTS.md line, medians of ${RUNS} runs`);
    console.log(`node -e '': ${nodeMs.toFixed(0)} ms (CPU ${nodeCpu.toFixed(0)} ms)`);
    for (const [name, runs] of [['no cache', cold], ['warm cache', warm]] as const) {
      const ms = median(runs.map((r) => r.ms));
      console.log(`${name.padEnd(10)} ${ms.toFixed(0)} ms; beyond Node's start ${(ms - nodeMs).toFixed(0)} ms (CPU ${(median(runs.map((r) => r.cpuMs)) - nodeCpu).toFixed(0)} ms beyond)`);
    }
    figures.coldStartBeyondNodeMs = median(cold.map((r) => r.ms)) - nodeMs;
    figures.warmStartBeyondNodeMs = median(warm.map((r) => r.ms)) - nodeMs;
  } finally {
    dir.remove();
  }
}
