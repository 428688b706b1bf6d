import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { join } from 'node:path';
import type { GitTrace } from '../../src/changes/git.js';
import { main } from '../../src/cli/main.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';

/**
 * How many git processes `ctxguard diff` starts for a trivial pull request: pinned, so that a read
 * that adds a process (or undoes a combined one) shows here. One rev-parse answers for the repository
 * (root and shallowness); commits, the config at base and every blob go through one `cat-file --batch`;
 * the two tree listings and the diff run side by side.
 */
describe('the git processes of a trivial diff', () => {
  const dir = tempDir('git-processes');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  commit(repo, { 'AGENTS.md': '# Rules\nBe brief.\n', 'prompts/system.md': 'You are a coding agent.\n', 'app.py': 'x = 1\n', '.ctxguard.yml': 'max_delta_tokens: 500\n' });
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, { 'AGENTS.md': '# Rules\nBe brief.\nRun the tests before you push.\n' });

  test('one AGENTS.md line: six processes, one of them cat-file', async () => {
    const started: string[] = [];
    const trace: GitTrace = (p) => started.push(p.args[0] === 'rev-parse' || p.args[0] === 'cat-file' ? p.args.slice(0, 2).join(' ') : p.args[0]!);
    let out = '';
    const code = await main(['diff', '--base', 'main', '--format', 'json'], { cwd: repo, stdout: (s) => { out += s; }, stderr: (s) => assert.fail(s), gitTrace: trace });
    assert.equal(code, 0);
    const report = JSON.parse(out) as { totals: { deltaTokens: number } };
    assert.ok(report.totals.deltaTokens > 0);
    assert.deepEqual(started.sort(), [
      'cat-file --batch',
      'diff-tree',
      'ls-tree',
      'ls-tree',
      'merge-base',
      'rev-parse --is-shallow-repository',
    ]);
  });
});
