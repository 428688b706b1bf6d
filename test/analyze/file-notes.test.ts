import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { submoduleMessage } from '../../src/analyze/file-notes.js';
import type { FileChange } from '../../src/extract/file-change.js';
import type { FileContent } from '../../src/extract/file-content.js';
import type { Snapshot, SourceFile } from '../../src/extract/snapshot.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { o200kConfig } from '../support/o200k-config.js';
import { referenceCount as t } from '../support/reference-count.js';

const file = (path: string, content: FileContent): SourceFile => ({ path, kind: { format: 'text', role: 'system' }, content });
const text = (path: string, body: string, malformed?: 'utf-8'): SourceFile => file(path, { kind: 'text', text: body, ...(malformed ? { malformed } : {}) });
const snapshot = (sha: string, files: SourceFile[]): Snapshot => ({ ref: sha, sha, files });
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('notes on files that are not plain prompt text', () => {
  const PROMPT = 'You are a careful agent. Cite every source.\n';
  const BROKEN = 'Caf\uFFFD prompt, read as UTF-8.\n';
  const FIXED = 'Café prompt, read as UTF-8.\n';
  const base = snapshot('b', [
    text('prompts/lfs.md', PROMPT),
    text('prompts/fixed.md', BROKEN, 'utf-8'),
    text('prompts/old-broken.md', BROKEN, 'utf-8'),
    text('prompts/still-broken.md', BROKEN, 'utf-8'),
  ]);
  const head = snapshot('h', [
    file('prompts/lfs.md', { kind: 'skipped', reason: 'lfs-pointer', bytes: 12_345 }),
    text('prompts/fixed.md', FIXED),
    text('prompts/old-broken.md', BROKEN, 'utf-8'),
    text('prompts/broken.md', BROKEN, 'utf-8'),
    text('prompts/still-broken.md', BROKEN + BROKEN, 'utf-8'),
  ]);
  const changes: FileChange[] = [
    { path: 'prompts/lfs.md', status: 'modified' },
    { path: 'prompts/fixed.md', status: 'modified' },
    { path: 'prompts/broken.md', status: 'added' },
    { path: 'prompts/still-broken.md', status: 'modified' },
    { path: 'vendor/agent-prompts', status: 'modified', submodule: { base: A, head: B } },
    { path: 'third_party/tool', status: 'added', submodule: { base: null, head: B } },
    { path: 'old/lib', status: 'deleted', submodule: { base: A, head: null } },
  ];
  const report = analyzeDiff({ base, head, changes, config: o200kConfig() });

  test('a prompt turned LFS pointer is left out on both sides, not read as a deletion', () => {
    assert.equal(report.files.find((f) => f.path === 'prompts/lfs.md'), undefined);
    assert.equal(report.totals.baseTokens, 3 * t(BROKEN));
    assert.deepEqual(report.findings[0], {
      kind: 'skipped',
      path: 'prompts/lfs.md',
      side: 'head',
      reason: 'lfs-pointer',
      bytes: 12_345,
      message: 'Git LFS pointer; its 12,345-byte object is not fetched here',
    });
  });

  test('text with replacement characters is counted as it reads, and noted on the side that has them', () => {
    assert.deepEqual(
      report.files.filter((f) => f.path !== 'prompts/lfs.md').map((f) => [f.path, f.baseTokens, f.headTokens]).sort(),
      [['prompts/broken.md', 0, t(BROKEN)], ['prompts/fixed.md', t(BROKEN), t(FIXED)], ['prompts/still-broken.md', t(BROKEN), t(BROKEN + BROKEN)]],
    );
    assert.equal(t(BROKEN), 11);
    const notes = report.findings.filter((f) => f.kind === 'malformed-text');
    // An untouched file with the same fault (old-broken.md) is not this pull request's news; a file
    // broken on both sides is noted once, at head.
    assert.deepEqual(notes, [
      { kind: 'malformed-text', path: 'prompts/broken.md', side: 'head', encoding: 'utf-8', message: 'not valid UTF-8; counted with U+FFFD replacement characters' },
      { kind: 'malformed-text', path: 'prompts/still-broken.md', side: 'head', encoding: 'utf-8', message: 'not valid UTF-8; counted with U+FFFD replacement characters' },
      { kind: 'malformed-text', path: 'prompts/fixed.md', side: 'base', encoding: 'utf-8', message: 'not valid UTF-8; counted with U+FFFD replacement characters' },
    ]);
  });

  test('every submodule change is listed, wherever it is, with the commits it moves between', () => {
    assert.deepEqual(
      report.findings.filter((f) => f.kind === 'submodule'),
      [
        { kind: 'submodule', path: 'vendor/agent-prompts', baseCommit: A, headCommit: B, message: 'submodule, aaaaaaa → bbbbbbb, not read (its prompt files are not counted)' },
        { kind: 'submodule', path: 'third_party/tool', baseCommit: null, headCommit: B, message: 'submodule, added at bbbbbbb, not read (its prompt files are not counted)' },
        { kind: 'submodule', path: 'old/lib', baseCommit: A, headCommit: null, message: 'submodule, removed (was at aaaaaaa), not read (its prompt files are not counted)' },
      ],
    );
    assert.equal(submoduleMessage({ base: A, head: A }), 'submodule, moved, at aaaaaaa, not read (its prompt files are not counted)');
  });

  test('the comment lists them: not counted, and counted with a caveat', () => {
    const markdown = renderMarkdown(report);
    const section = (title: string): string[] => {
      const lines = markdown.split('\n');
      const start = lines.indexOf(title);
      assert.ok(start >= 0, `no ${title} in\n${markdown}`);
      const end = lines.indexOf('', start);
      return lines.slice(start + 1, end);
    };
    assert.deepEqual(section('**Not counted:**'), [
      '- `prompts/lfs.md` (head): Git LFS pointer; its 12,345-byte object is not fetched here',
      '- `vendor/agent-prompts`: submodule, aaaaaaa → bbbbbbb, not read (its prompt files are not counted)',
      '- `third_party/tool`: submodule, added at bbbbbbb, not read (its prompt files are not counted)',
      '- `old/lib`: submodule, removed (was at aaaaaaa), not read (its prompt files are not counted)',
    ]);
    assert.deepEqual(section('**Counted with a caveat:**'), [
      '- `prompts/broken.md` (head): not valid UTF-8; counted with U+FFFD replacement characters',
      '- `prompts/still-broken.md` (head): not valid UTF-8; counted with U+FFFD replacement characters',
      '- `prompts/fixed.md` (base): not valid UTF-8; counted with U+FFFD replacement characters',
    ]);
  });
});
