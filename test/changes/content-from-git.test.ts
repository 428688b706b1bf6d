import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { changedFiles, parseRawDiff } from '../../src/changes/changed-files.js';
import { createGit } from '../../src/changes/git.js';
import { lfsObjectPath, lfsObjectsDir } from '../../src/changes/lfs-objects.js';
import { readSnapshots } from '../support/text-snapshots.js';
import { listTree } from '../../src/changes/tree.js';
import { mergeConfig } from '../../src/config/config.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import type { SourceFile } from '../../src/extract/snapshot.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';

const classify = promptFileClassifier(mergeConfig());
// Longer than its pointer, so a limit can fall between the two.
const PROMPT = 'You are a careful agent. Cite every source you use.\n'.repeat(6);

function lfsPointerOf(content: string | Buffer): { text: string; oid: string } {
  const oid = createHash('sha256').update(content).digest('hex');
  return { oid, text: `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${Buffer.byteLength(content)}\n` };
}

/** Puts an object where git-lfs would after `git lfs pull`: ctxguard never runs git-lfs. */
function storeLfsObject(objectsDir: string, oid: string, bytes: string | Buffer): void {
  const path = lfsObjectPath(objectsDir, { oid, size: 0 });
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, bytes);
}

async function readHead(repo: string, sha: string, maxFileBytes = 1_000_000): Promise<Map<string, SourceFile['content']>> {
  const [snapshot] = await readSnapshots(createGit(repo), [{ ref: 'head', sha }], classify, maxFileBytes);
  return new Map(snapshot!.files.map((f) => [f.path, f.content]));
}

describe('prompt files whose content git does not hold', () => {
  const dir = tempDir('content');
  after(() => dir.remove());

  describe('Git LFS pointers', () => {
    const repo = initRepo(join(dir.path, 'lfs'));
    const { text: pointer, oid } = lfsPointerOf(PROMPT);
    const head = commit(repo, { 'prompts/system.md': pointer, 'prompts/plain.md': PROMPT });
    const objectsDir = join(repo, '.git', 'lfs', 'objects');

    test('without its object, a pointer is left out as one, sized as the object', async () => {
      const files = await readHead(repo, head);
      assert.deepEqual(files.get('prompts/system.md'), { kind: 'skipped', reason: 'lfs-pointer', bytes: PROMPT.length });
      assert.deepEqual(files.get('prompts/plain.md'), { kind: 'text', text: PROMPT });
    });

    test('an object whose bytes do not hash to the oid (a partial download) is not counted', async () => {
      // Same size, other bytes: only the hash tells.
      storeLfsObject(objectsDir, oid, PROMPT.replace('careful', 'CAREFUL'));
      assert.deepEqual((await readHead(repo, head)).get('prompts/system.md'), { kind: 'skipped', reason: 'lfs-pointer', bytes: PROMPT.length });
    });

    test('an object of another size than the pointer says is not counted', async () => {
      storeLfsObject(objectsDir, oid, PROMPT + 'more');
      assert.deepEqual((await readHead(repo, head)).get('prompts/system.md'), { kind: 'skipped', reason: 'lfs-pointer', bytes: PROMPT.length });
      // Not even 'too large': a wrong object says nothing of the prompt's size.
      assert.deepEqual((await readHead(repo, head, 200)).get('prompts/system.md'), { kind: 'skipped', reason: 'lfs-pointer', bytes: PROMPT.length });
    });

    test('with its object fetched, the pointer is read as the object', async () => {
      storeLfsObject(objectsDir, oid, PROMPT);
      assert.deepEqual((await readHead(repo, head)).get('prompts/system.md'), { kind: 'text', text: PROMPT });
    });

    test('an object over max-file-bytes is too large, by its own size', async () => {
      assert.ok(pointer.length < 200 && PROMPT.length > 200);
      assert.deepEqual((await readHead(repo, head, 200)).get('prompts/system.md'), { kind: 'skipped', reason: 'too-large', bytes: PROMPT.length });
    });

    test('a linked worktree finds the objects in the common git dir', async () => {
      const worktree = join(dir.path, 'lfs-worktree');
      git(repo, 'worktree', 'add', '--quiet', '--detach', worktree, head);
      assert.equal(await lfsObjectsDir(createGit(worktree)), objectsDir);
      assert.deepEqual((await readHead(worktree, head)).get('prompts/system.md'), { kind: 'text', text: PROMPT });
    });

    test('lfs.storage moves the objects, relative to the git dir', async () => {
      git(repo, 'config', 'lfs.storage', 'elsewhere');
      try {
        assert.equal(await lfsObjectsDir(createGit(repo)), join(repo, '.git', 'elsewhere', 'objects'));
        assert.equal((await readHead(repo, head)).get('prompts/system.md')!.kind, 'skipped');
      } finally {
        git(repo, 'config', '--unset', 'lfs.storage');
      }
    });
  });

  test('UTF-16 and invalid UTF-8 blobs come out of git decoded', async () => {
    const repo = initRepo(join(dir.path, 'encodings'));
    const sha = commit(repo, {
      'prompts/utf16.md': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(PROMPT, 'utf16le')]),
      'prompts/latin1.md': Buffer.from('Caf\xe9 prompt.\n', 'latin1'),
    });
    const files = await readHead(repo, sha);
    assert.deepEqual(files.get('prompts/utf16.md'), { kind: 'text', text: PROMPT });
    assert.deepEqual(files.get('prompts/latin1.md'), { kind: 'text', text: 'Caf\uFFFD prompt.\n', malformed: 'utf-8' });
  });

  describe('submodules', () => {
    const library = initRepo(join(dir.path, 'library'));
    const v1 = commit(library, { 'prompts/system.md': 'Version one.\n' });
    const v2 = commit(library, { 'prompts/system.md': 'Version two.\n' });
    const repo = initRepo(join(dir.path, 'super'));
    const start = commit(repo, { 'AGENTS.md': 'Be brief.\n' });
    git(repo, '-c', 'protocol.file.allow=always', 'submodule', '--quiet', 'add', library, 'vendor/agent-prompts');
    git(join(repo, 'vendor/agent-prompts'), 'checkout', '--quiet', v1);
    git(repo, 'add', 'vendor/agent-prompts');
    const added = commit(repo, {}, 'add the prompt library');
    git(join(repo, 'vendor/agent-prompts'), 'checkout', '--quiet', v2);
    const bumped = commit(repo, {}, 'bump the prompt library');
    git(repo, 'rm', '--quiet', 'vendor/agent-prompts');
    const removed = commit(repo, {}, 'drop the prompt library');

    test('an added, bumped and removed submodule each carry the commits it points to', async () => {
      const g = createGit(repo);
      const sub = async (from: string, to: string) => (await changedFiles(g, from, to)).find((c) => c.path === 'vendor/agent-prompts');
      assert.deepEqual(await sub(start, added), { status: 'added', path: 'vendor/agent-prompts', submodule: { base: null, head: v1 } });
      assert.deepEqual(await sub(added, bumped), { status: 'modified', path: 'vendor/agent-prompts', submodule: { base: v1, head: v2 } });
      assert.deepEqual(await sub(bumped, removed), { status: 'deleted', path: 'vendor/agent-prompts', submodule: { base: v2, head: null } });
      // .gitmodules is an ordinary file, listed as one.
      assert.deepEqual((await changedFiles(g, start, added)).find((c) => c.path === '.gitmodules'), { status: 'added', path: '.gitmodules' });
    });

    test('the tree listing holds no submodule, so none of its files is read as a prompt', async () => {
      assert.deepEqual((await listTree(createGit(repo), bumped)).map((e) => e.path).sort(), ['.gitmodules', 'AGENTS.md']);
    });
  });

  test('raw diff lines of gitlinks: added, bumped, removed, a file turned submodule, and a copy', () => {
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    const zero = '0'.repeat(40);
    const raw = [
      `:000000 160000 ${zero} ${a} A\0new\0`,
      `:160000 160000 ${a} ${b} M\0bumped\0`,
      `:160000 000000 ${b} ${zero} D\0gone\0`,
      `:100644 160000 ${a} ${b} T\0was-file\0`,
      `:160000 160000 ${a} ${a} C100\0bumped\0copied\0`,
      `:100644 100644 ${a} ${b} M\0plain.md\0`,
    ].join('');
    assert.deepEqual(parseRawDiff(raw), [
      { status: 'added', path: 'new', submodule: { base: null, head: a } },
      { status: 'modified', path: 'bumped', submodule: { base: a, head: b } },
      { status: 'deleted', path: 'gone', submodule: { base: b, head: null } },
      { status: 'modified', path: 'was-file', submodule: { base: null, head: b } },
      { status: 'added', path: 'copied', submodule: { base: null, head: a } },
      { status: 'modified', path: 'plain.md' },
    ]);
  });
});

describe('reading blobs', () => {
  const dir = tempDir('read-contents');
  after(() => dir.remove());

  test('the reader waits now and then within a batch, so the pipes it reads from are drained', async () => {
    const { readContents } = await import('../../src/changes/read-snapshot.js');
    const repo = initRepo(join(dir.path, 'repo'));
    // Three files of 40 KB each: one batch, and two of them more than the bytes taken between two waits.
    commit(repo, Object.fromEntries(['a', 'b', 'c'].map((name) => [`${name}.md`, `${name.repeat(40_000)}\n`])));
    const g = createGit(repo);
    try {
      const entries = (await listTree(g, 'HEAD')).filter((e) => e.path.endsWith('.md')).map((e) => ({ blob: e.blob, size: e.size }));
      const order: string[] = [];
      await readContents(g, entries, 1_000_000, async (_blob, content) => {
        if (order.length === 0) {
          // git answers in order: once it has answered a later question, every blob has come, and the
          // reader has no blob to wait for. From here a callback waits for the next turn of the event
          // loop: it runs only when the reader waits of its own accord.
          await g.readObject(entries.at(-1)!.blob);
          setImmediate(() => order.push('turn'));
        }
        order.push(content.kind === 'text' ? content.text[0]! : content.kind);
      });
      assert.equal(order.join(' '), 'a b turn c');
    } finally {
      await g.close();
    }
  });
});
