import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { runAction, runtimes, type ActionRun } from '../support/action-runner.js';
import { pullRequestRun, pullRequestStage } from '../support/pull-request-scene.js';
import { estimatedCount as t, referenceCount } from '../support/reference-count.js';

const OID = 'd2a84f4b8b650937ec8f73cd8be2c74add5a911ba64df27458ed8229da804a26';
const LFS_POINTER = `version https://git-lfs.github.com/spec/v1\noid sha256:${OID}\nsize 48213\n`;
const UTF16_TEXT = 'Réponds en français. Cite chaque source que tu utilises, avec son URL.\n';
const LATIN1_TEXT = 'Caf\xe9 orders: confirm the size and the price before you charge the card.\n';
/** What TextDecoder makes of the Latin-1 é: one U+FFFD. */
const LATIN1_READ = 'Caf\uFFFD orders: confirm the size and the price before you charge the card.\n';
const SYSTEM = 'You are a support agent. Answer from the knowledge base only.\n';
const RENAMED = 'Summarise the ticket in two sentences.\n';
const LIBRARY_V1 = '1'.repeat(40);
const LIBRARY_V2 = '2'.repeat(40);

function sceneFiles() {
  return {
    initial: {
      'prompts/system.md': SYSTEM,
      'prompts/old-name.md': RENAMED,
      '.gitmodules': '[submodule "vendor/agent-prompts"]\n\tpath = vendor/agent-prompts\n\turl = https://github.com/acme/agent-prompts\n',
      'vendor/agent-prompts': { gitlink: LIBRARY_V1 },
    },
    feature: [
      {
        'prompts/catalog.md': LFS_POINTER,
        'prompts/french.md': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(UTF16_TEXT, 'utf16le')]),
        'prompts/orders.md': Buffer.from(LATIN1_TEXT, 'latin1'),
        'vendor/agent-prompts': { gitlink: LIBRARY_V2 },
      },
    ],
    mainAfter: { 'docs/guide.md': 'A guide.\n' },
    rename: ['prompts/old-name.md', 'prompts/new-name.md'] as [string, string],
  };
}

describe('the bundled action on prompt files git holds in other forms', () => {
  const stage = pullRequestStage('e2e-content', sceneFiles());
  let run: ActionRun;
  let report: { totals: Record<string, number>; files: Array<{ path: string; headTokens: number; deltaTokens: number }>; findings: unknown[] };
  let comment: string;

  before(async () => {
    run = await runAction({ ...pullRequestRun(runtimes()[0]!.node, stage.scene, stage.github.url, stage.dir), inputs: {} });
    report = run.outputs['report-json'] ? JSON.parse(readFileSync(run.outputs['report-json'], 'utf8')) : undefined;
    comment = stage.github.comments.at(-1)?.body ?? '';
  });

  test('the UTF-16 and the invalid UTF-8 prompt are counted exactly; the pointer and the submodule add nothing', () => {
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    // Decoded as git holds them, 18 and 17 o200k_base tokens: the default Claude model's estimate, x 1.24, is 22 and 21.
    assert.deepEqual([referenceCount(UTF16_TEXT), referenceCount(LATIN1_READ)], [18, 17]);
    assert.deepEqual([t(UTF16_TEXT), t(LATIN1_READ)], [22, 21]);
    const base = t(SYSTEM) + t(RENAMED);
    assert.equal(run.outputs['base-tokens'], String(base));
    assert.equal(run.outputs['head-tokens'], String(base + 22 + 21));
    assert.equal(run.outputs['delta-tokens'], '43');
    assert.deepEqual(
      report.files.filter((f) => f.deltaTokens !== 0).map((f) => [f.path, f.headTokens]).sort(),
      [['prompts/french.md', 22], ['prompts/orders.md', 21]],
    );
    assert.ok(!report.files.some((f) => f.path === 'prompts/catalog.md' || f.path === 'vendor/agent-prompts'));
  });

  test('the JSON report holds a finding for each', () => {
    assert.deepEqual(report.findings, [
      { kind: 'skipped', path: 'prompts/catalog.md', side: 'head', reason: 'lfs-pointer', bytes: 48213, message: 'Git LFS pointer; its 48,213-byte object is not fetched here' },
      {
        kind: 'submodule',
        path: 'vendor/agent-prompts',
        baseCommit: LIBRARY_V1,
        headCommit: LIBRARY_V2,
        message: 'submodule, 1111111 → 2222222, not read (its prompt files are not counted)',
      },
      { kind: 'malformed-text', path: 'prompts/orders.md', side: 'head', encoding: 'utf-8', message: 'not valid UTF-8; counted with U+FFFD replacement characters' },
    ]);
  });

  test('the posted comment lists them', () => {
    const lines = comment.split('\n');
    const after = (title: string, n: number): string[] => lines.slice(lines.indexOf(title) + 1, lines.indexOf(title) + 1 + n);
    assert.deepEqual(after('**Not counted:**', 3), [
      '- `prompts/catalog.md` (head): Git LFS pointer; its 48,213-byte object is not fetched here',
      '- `vendor/agent-prompts`: submodule, 1111111 → 2222222, not read (its prompt files are not counted)',
      '',
    ]);
    assert.deepEqual(after('**Counted with a caveat:**', 2), ['- `prompts/orders.md` (head): not valid UTF-8; counted with U+FFFD replacement characters', '']);
    assert.ok(lines.includes('| `prompts/french.md` (added) | every request | 0 | 22 | +22 | +440 | +$0.33 |'), comment);
    assert.ok(lines.includes('| `prompts/orders.md` (added) | every request | 0 | 21 | +21 | +420 | +$0.31 |'), comment);
  });
});
