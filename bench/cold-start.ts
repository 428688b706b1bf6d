import { join } from 'node:path';
import { commit, git, initRepo, tempDir } from '../test/support/git-repo.js';
import { CLI } from './cli-under-test.js';
import type { DoneWhenFigures } from './done-when.js';
import { median, runMeasured } from './measured-process.js';

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
    const node: number[] = [];
    const diff: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      node.push(runMeasured('node', ['-e', ''], { cwd: repo }).ms);
      diff.push(runMeasured('node', [CLI, 'diff', '--base', 'main'], { cwd: repo }).ms);
    }
    const beyond = median(diff) - median(node);
    console.log(`\n## Cold start: ctxguard diff of a trivial pull request (one AGENTS.md line), medians of ${RUNS} runs`);
    console.log(`node -e '': ${median(node).toFixed(0)} ms; ctxguard diff: ${median(diff).toFixed(0)} ms; beyond Node's start: ${beyond.toFixed(0)} ms`);
    figures.coldStartBeyondNodeMs = beyond;
  } finally {
    dir.remove();
  }
}
