import assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import { join } from 'node:path';
import { readFileAtCommit } from '../../src/changes/file-at-commit.js';
import { createGit, GitError, resolveCommit, type GitTrace } from '../../src/changes/git.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';

/** Objects read through the one long-lived `git cat-file --batch` a Git keeps. */
describe('objects from one cat-file process', () => {
  const dir = tempDir('objects');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  const big = Buffer.alloc(3_000_000, 'x');
  const root = commit(repo, { 'README.md': 'hello\n' }, 'root');
  symlinkSync('config/real.yml', join(repo, 'link.yml'));
  const sha = commit(repo, {
    'config/real.yml': 'max_delta_tokens: 5\n',
    'config/nested/deep.yml': 'deep\n',
    'big.bin': big,
    'sub': { gitlink: root },
  });
  const traced = () => {
    const seen: string[] = [];
    const trace: GitTrace = (p) => seen.push(p.args.join(' '));
    return { git: createGit(repo, process.env, trace), seen };
  };

  test('many reads, asked at once, answer in order from one process', async () => {
    const { git: g, seen } = traced();
    const [readme, blob, missing, commitObject, again] = await Promise.all([
      g.readObject(`${sha}:README.md`),
      g.readObject(`${sha}:big.bin`),
      g.readObject(`${sha}:no-such-file`),
      g.readObject(`${sha}^{commit}`),
      g.readObject(`${sha}:README.md`),
    ]);
    assert.equal(readme?.type, 'blob');
    assert.equal(readme?.content.toString('utf8'), 'hello\n');
    assert.ok(blob?.content.equals(big), 'a blob larger than a pipe buffer arrives whole');
    assert.equal(missing, undefined);
    assert.equal(commitObject?.sha, sha);
    assert.equal(again?.sha, readme?.sha);
    await g.close();
    assert.deepEqual(seen, ['cat-file --batch']);
  });

  test('a name that is not one line names nothing, and does not derail the answers after it', async () => {
    const g = createGit(repo);
    assert.equal(await g.readObject(`${sha}\n${root}`), undefined);
    assert.equal(await g.readObject(''), undefined);
    assert.equal(await resolveCommit(g, 'main'), sha);
    assert.equal(await resolveCommit(g, `${root}^`), undefined, 'a root commit has no parent');
    assert.equal(await resolveCommit(g, `${sha}:README.md`), undefined, 'a blob is no commit');
    assert.equal(await resolveCommit(g, '--help'), undefined);
    await g.close();
  });

  test('a closed Git starts another process for a later read', async () => {
    const { git: g, seen } = traced();
    assert.equal(await resolveCommit(g, 'HEAD'), sha);
    await g.close();
    assert.equal(await resolveCommit(g, 'HEAD~1'), root);
    await g.close();
    assert.deepEqual(seen, ['cat-file --batch', 'cat-file --batch']);
  });

  test('outside a repository the reads fail with the git command named, and no commit resolves', async () => {
    const g = createGit(dir.path, { ...process.env, GIT_CEILING_DIRECTORIES: dir.path });
    await assert.rejects(g.readObject('HEAD'), (error: unknown) => error instanceof GitError && /^git cat-file failed \(exit 128\)/.test(error.message));
    assert.equal(await resolveCommit(g, 'HEAD'), undefined);
    await g.close();
  });

  test('a file at a commit: at the root, nested, a symlink, and what is no file', async () => {
    const g = createGit(repo);
    assert.deepEqual(await readFileAtCommit(g, sha, 'config/real.yml'), { kind: 'text', text: 'max_delta_tokens: 5\n' });
    assert.deepEqual(await readFileAtCommit(g, sha, 'config/nested/deep.yml'), { kind: 'text', text: 'deep\n' });
    assert.deepEqual(await readFileAtCommit(g, sha, 'README.md'), { kind: 'text', text: 'hello\n' });
    assert.deepEqual(await readFileAtCommit(g, sha, 'link.yml'), { kind: 'symlink', target: 'config/real.yml' });
    for (const path of ['config', 'config/nested', 'sub', 'nope.yml', 'nope/real.yml', 'README.md/x', 'config/']) {
      assert.deepEqual(await readFileAtCommit(g, sha, path), { kind: 'missing' }, path);
    }
    assert.deepEqual(await readFileAtCommit(g, root, 'config/real.yml'), { kind: 'missing' });
    await g.close();
  });

  test('a file at a commit of a SHA-256 repository', async () => {
    const other = join(dir.path, 'sha256');
    git(dir.path, 'init', '--quiet', '--object-format=sha256', other);
    const head = commit(other, { 'config/a.yml': 'a: 1\n', 'b.yml': 'b: 2\n' });
    const g = createGit(other);
    assert.equal(head.length, 64);
    assert.deepEqual(await readFileAtCommit(g, head, 'config/a.yml'), { kind: 'text', text: 'a: 1\n' });
    assert.deepEqual(await readFileAtCommit(g, head, 'b.yml'), { kind: 'text', text: 'b: 2\n' });
    await g.close();
  });
});
