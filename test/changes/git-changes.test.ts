import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { changedFiles, parseRawDiff } from '../../src/changes/changed-files.js';
import { localRange, pullRequestRange, originFetcher, repositoryFacts } from '../../src/changes/commit-range.js';
import { createGit } from '../../src/changes/git.js';
import { listTree, requestBlobs } from '../../src/changes/tree.js';
import { InputError } from '../../src/input-error.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';

describe('changes read from git', () => {
  const dir = tempDir('changes');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  const longText = Array.from({ length: 40 }, (_, i) => `line ${i} of a prompt that is long enough to rename`).join('\n');
  const first = commit(repo, { 'a.md': longText, 'b.md': 'bye\n', 'c.md': 'keep\n', 'link-target.md': 'x\n' });
  mkdirSync(join(repo, 'prompts'));
  git(repo, 'mv', 'a.md', 'prompts/a.md');
  git(repo, 'rm', '--quiet', 'b.md');
  const second = commit(repo, { 'c.md': 'kept, edited\n', 'd.md': 'new\n', 'sub/e f.md': 'spaces in the name\n' });

  test('adds, edits, deletions and renames, paired up', async () => {
    const changes = await changedFiles(createGit(repo), first, second);
    const byPath = Object.fromEntries(changes.map((c) => [c.path, c]));
    assert.deepEqual(byPath['prompts/a.md'], { status: 'renamed', previousPath: 'a.md', path: 'prompts/a.md' });
    assert.deepEqual(byPath['b.md'], { status: 'deleted', path: 'b.md' });
    assert.deepEqual(byPath['c.md'], { status: 'modified', path: 'c.md' });
    assert.deepEqual(byPath['d.md'], { status: 'added', path: 'd.md' });
    assert.deepEqual(byPath['sub/e f.md'], { status: 'added', path: 'sub/e f.md' });
    assert.equal(changes.length, 5);
  });

  test('parses copies as additions', () => {
    const raw = ':100644 100644 aaa bbb C100\0src.md\0copy.md\0:100644 000000 ccc ddd D\0gone.md\0';
    assert.deepEqual(parseRawDiff(raw), [
      { status: 'added', path: 'copy.md' },
      { status: 'deleted', path: 'gone.md' },
    ]);
  });

  test('lists a tree with sizes and reads blobs in one batch', async () => {
    const g = createGit(repo);
    const tree = await listTree(g, second);
    const c = tree.find((e) => e.path === 'c.md')!;
    assert.equal(c.size, 'kept, edited\n'.length);
    const blobs = requestBlobs(g, [c.blob, c.blob, tree.find((e) => e.path === 'd.md')!.blob]);
    assert.equal(blobs.size, 2);
    assert.equal((await blobs.get(c.blob)!).toString(), 'kept, edited\n');
    // A name that is no blob here fails where it is awaited, and only there.
    const missing = requestBlobs(g, ['0'.repeat(40), c.blob]);
    assert.equal((await missing.get(c.blob)!).toString(), 'kept, edited\n');
    // A turn of the event loop with the failure unawaited: no unhandled rejection ends the process.
    await new Promise((resolve) => setImmediate(resolve));
    await assert.rejects(missing.get('0'.repeat(40))!, /blob 0{40} is not in this clone/);
  });

  test('a local range starts at the fork point, so later commits on base are left out', async () => {
    const g = createGit(repo);
    git(repo, 'checkout', '--quiet', '-b', 'feature');
    const head = commit(repo, { 'd.md': 'feature edit\n' });
    git(repo, 'checkout', '--quiet', 'main');
    commit(repo, { 'c.md': 'main moved on\n' });
    const range = await localRange(g, 'main', 'feature');
    assert.equal(range.base.sha, second);
    assert.equal(range.head.sha, head);
    assert.deepEqual((await changedFiles(g, range.base.sha, range.head.sha)).map((c) => c.path), ['d.md']);
    await assert.rejects(localRange(g, 'no-such-branch', 'feature'), InputError);
  });

  test('one rev-parse tells the root (from a subdirectory, of a path with a newline) and shallowness', async () => {
    const odd = initRepo(join(dir.path, 'odd\nname'));
    commit(odd, { 'a.md': 'x\n' });
    mkdirSync(join(odd, 'deep'));
    const asked: string[][] = [];
    assert.deepEqual(await repositoryFacts(createGit(join(odd, 'deep'), process.env, (p) => asked.push(p.args))), { shallow: false, root: odd, gitDir: join(odd, '.git') });
    // Its git directory holds the line break too: asked alone to tell where it ends.
    assert.deepEqual(asked, [
      ['rev-parse', '--is-shallow-repository', '--path-format=absolute', '--git-common-dir', '--show-toplevel'],
      ['rev-parse', '--path-format=absolute', '--git-common-dir'],
    ]);
    const plain = initRepo(join(dir.path, 'plain'));
    commit(plain, { 'a.md': 'x\n' });
    asked.length = 0;
    assert.deepEqual(await repositoryFacts(createGit(plain, process.env, (p) => asked.push(p.args))), { shallow: false, root: plain, gitDir: join(plain, '.git') });
    assert.equal(asked.length, 1);
    // A bare repository has no root (the CLI then reads its config from the working directory).
    const bare = join(dir.path, 'bare.git');
    git(dir.path, 'clone', '--quiet', '--bare', '--depth=1', `file://${odd}`, bare);
    assert.deepEqual(await repositoryFacts(createGit(bare)), { shallow: true, gitDir: bare });
    assert.equal(await repositoryFacts(createGit(dir.path)), undefined);
  });

  test('a shallow workspace fetches the merge commit\'s parents by id', async () => {
    const origin = join(dir.path, 'origin.git');
    git(dir.path, 'clone', '--quiet', '--bare', repo, origin);
    git(repo, 'checkout', '--quiet', '--detach', 'main');
    git(repo, 'merge', '--quiet', '--no-ff', '-m', 'merge', 'feature');
    const merge = git(repo, 'rev-parse', 'HEAD');
    git(repo, 'push', '--quiet', origin, `${merge}:refs/pull/1/merge`);
    const ws = initRepo(join(dir.path, 'ws'));
    git(ws, 'remote', 'add', 'origin', `file://${origin}`);
    git(ws, 'fetch', '--quiet', '--depth=1', 'origin', `+${merge}:refs/remotes/pull/1/merge`);
    const g = createGit(ws);
    const fetches: Array<[string[], number]> = [];
    const fetcher = originFetcher(g);
    const range = await pullRequestRange(
      g,
      { mergeSha: merge, baseSha: git(repo, 'rev-parse', 'main'), headSha: git(repo, 'rev-parse', 'feature'), baseRef: 'main', headRef: 'feature' },
      { fetch: (shas, depth) => (fetches.push([shas, depth]), fetcher.fetch(shas, depth)) },
    );
    assert.deepEqual(fetches, [[[merge], 2]]);
    assert.equal(range.base.sha, git(repo, 'rev-parse', 'main'));
    assert.equal(range.head.sha, merge);
    assert.deepEqual((await changedFiles(g, range.base.sha, range.head.sha)).map((c) => c.path), ['d.md']);
  });
});
