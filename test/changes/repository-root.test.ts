import assert from 'node:assert/strict';
import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { repositoryRoot } from '../../src/changes/repository-root.js';
import { commit, git, GIT_ENV, initRepo, tempDir } from '../support/git-repo.js';

/** What git itself answers from `cwd`, as the oracle; `cwd` when it is in no working tree. */
function gitsAnswer(cwd: string): string {
  try {
    return realpathSync(git(cwd, 'rev-parse', '--show-toplevel'));
  } catch {
    return cwd;
  }
}

describe('the repository root a command looks for its config in', () => {
  test('is what git answers: deep in a repository, past an empty `.git`, in a linked worktree, in a git directory, in a bare repository, and outside any', async () => {
    const dir = tempDir('repository-root');
    try {
      const repo = initRepo(join(dir.path, 'repo'));
      commit(repo, { 'README.md': 'hi\n' });
      const deep = join(repo, 'src', 'agents');
      mkdirSync(deep, { recursive: true });
      git(repo, 'worktree', 'add', '--quiet', join(dir.path, 'linked'));
      const inWorktree = join(dir.path, 'linked', 'docs');
      mkdirSync(inWorktree, { recursive: true });
      const outside = join(dir.path, 'elsewhere');
      mkdirSync(outside);
      // A `.git` that is no git directory is not a repository's: git looks past it.
      const pastFake = join(repo, 'vendor', 'fake');
      mkdirSync(join(pastFake, '.git'), { recursive: true });
      const bare = join(dir.path, 'bare.git');
      git(dir.path, 'init', '--quiet', '--bare', bare);
      const cases: Array<[string, string]> = [
        [repo, repo],
        [deep, repo],
        [pastFake, repo],
        [inWorktree, join(dir.path, 'linked')],
        [join(repo, '.git', 'refs'), join(repo, '.git', 'refs')],
        [join(bare, 'refs'), join(bare, 'refs')],
        [outside, outside],
      ];
      for (const [cwd, expected] of cases) {
        assert.equal(realpathSync(await repositoryRoot(cwd, {})), realpathSync(expected), cwd);
        assert.equal(realpathSync(await repositoryRoot(cwd, {})), gitsAnswer(cwd), `git agrees from ${cwd}`);
      }
    } finally {
      dir.remove();
    }
  });

  test('where the environment moves or bounds the search (GIT_DIR, GIT_WORK_TREE, GIT_CEILING_DIRECTORIES), git is asked', async () => {
    const dir = tempDir('repository-root-env');
    try {
      const repo = initRepo(join(dir.path, 'repo'));
      commit(repo, { 'README.md': 'hi\n' });
      const outside = join(dir.path, 'elsewhere');
      mkdirSync(outside);
      const env = { ...GIT_ENV, GIT_DIR: join(repo, '.git'), GIT_WORK_TREE: repo };
      assert.equal(realpathSync(await repositoryRoot(outside, env)), realpathSync(repo), 'no .git above it: only git knows');
      assert.equal(await repositoryRoot(outside, { ...GIT_ENV, GIT_DIR: join(dir.path, 'none') }), outside, 'a repository git cannot open: the folder itself');
      const below = join(repo, 'src');
      mkdirSync(below);
      assert.equal(await repositoryRoot(below, { ...GIT_ENV, GIT_CEILING_DIRECTORIES: repo }), below, 'a ceiling git will not search past: the folder itself');
    } finally {
      dir.remove();
    }
  });
});
