import { join } from 'node:path';
import { commit, git, initRepo, tempDir } from '../test/support/git-repo.js';
import { CLI } from './cli-under-test.js';
import type { DoneWhenFigures } from './done-when.js';
import { median, runMeasured, type Measured } from './measured-process.js';

const RUNS = 15;

/**
 * What a trivial pull request costs beyond starting Node: the whole `ctxguard diff` process (bundle
 * load, parsers, tokenizer tables, git) on one changed AGENTS.md line, against `node -e ''` on the
 * same machine in the same run. Medians, interleaved so background load hits both alike.
 */
export function benchColdStart(figures: DoneWhenFigures): void {
  const dir = tempDir('bench-cold-start');
  try {
    const repo = initRepo(join(dir.path, 'repo'));
    commit(repo, { 'AGENTS.md': '# Rules\nBe brief.\n', 'prompts/system.md': 'You are a coding agent.\n', 'app.py': 'x = 1\n' });
    git(repo, 'checkout', '--quiet', '-b', 'feature');
    commit(repo, { 'AGENTS.md': '# Rules\nBe brief.\nRun the tests before you push.\n' });
    const node: Measured[] = [];
    const diff: Measured[] = [];
    for (let i = 0; i < RUNS; i++) {
      node.push(runMeasured('node', ['-e', ''], { cwd: repo }));
      diff.push(runMeasured('node', [CLI, 'diff', '--base', 'main'], { cwd: repo }));
    }
    const [nodeMs, diffMs] = [median(node.map((r) => r.ms)), median(diff.map((r) => r.ms))];
    const [nodeCpu, diffCpu] = [median(node.map((r) => r.cpuMs)), median(diff.map((r) => r.cpuMs))];
    const beyond = diffMs - nodeMs;
    console.log(`\n## Cold start: ctxguard diff of a trivial pull request (one AGENTS.md line), medians of ${RUNS} runs`);
    console.log(`node -e '': ${nodeMs.toFixed(0)} ms; ctxguard diff: ${diffMs.toFixed(0)} ms; beyond Node's start: ${beyond.toFixed(0)} ms`);
    console.log(`CPU time: node -e '' ${nodeCpu.toFixed(0)} ms; ctxguard diff ${diffCpu.toFixed(0)} ms; beyond: ${(diffCpu - nodeCpu).toFixed(0)} ms`);
    figures.coldStartBeyondNodeMs = beyond;
  } finally {
    dir.remove();
  }
}
