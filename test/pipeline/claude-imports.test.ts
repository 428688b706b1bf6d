import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { localRange } from '../../src/changes/commit-range.js';
import { createGit } from '../../src/changes/git.js';
import { diffRange } from '../../src/pipeline/diff.js';
import { scanDirectory } from '../../src/pipeline/scan.js';
import { mergeConfig } from '../../src/config/config.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';
import { referenceCount as t } from '../support/reference-count.js';

/**
 * Claude Code's start-up context with its imports, read from a real repository: a CLAUDE.md that a
 * pull request makes import a chain of files five hops long (the fifth is never read), AGENTS.md, a
 * file in a code span and one in the user's home; a `paths:` rule whose own import loads at start.
 */
const CLAUDE_0 = '# Project\nKeep changes small.\n';
const CLAUDE_1 = `${CLAUDE_0}See @docs/guide.md and @AGENTS.md before you start.\nNot this one: \`@docs/skip.md\`. Personal notes: @~/.claude/me.md\n`;
const FILES = {
  'AGENTS.md': 'Run the whole test suite before you push.\n',
  'docs/guide.md': 'The guide: read the architecture notes first.\n@./deep/one.md\n',
  'docs/deep/one.md': 'Hop two: the data model.\n@two.md\n',
  'docs/deep/two.md': 'Hop three: the pipeline.\n@three.md\n',
  'docs/deep/three.md': 'Hop four: the gate.\n@four.md\n',
  'docs/deep/four.md': 'Hop five: never read.\n',
  'docs/skip.md': 'Only named in a code span.\n',
  '.claude/rules/api.md': '---\npaths: [src/api/**]\n---\nValidate every request body. @../../docs/api-notes.md\n',
  'docs/api-notes.md': 'API notes: every handler returns JSON.\n',
};

describe("Claude Code's start-up context follows CLAUDE.md's imports", () => {
  const dir = tempDir('claude-imports');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  commit(repo, { ...FILES, 'CLAUDE.md': CLAUDE_0 }, 'base');
  git(repo, 'checkout', '--quiet', '-b', 'feature');
  commit(repo, { 'CLAUDE.md': CLAUDE_1 }, 'import the guide');
  const notes = t(FILES['docs/api-notes.md']);
  const chain = ['docs/guide.md', 'docs/deep/one.md', 'docs/deep/two.md', 'docs/deep/three.md'].map((p) => t(FILES[p as keyof typeof FILES]));

  test('matches a hand count: the importing file, AGENTS.md, four hops of the chain, and the rule’s import', async () => {
    const g = createGit(repo);
    const report = await diffRange(g, await localRange(g, 'main', 'feature'), { file: { encoding: 'o200k_base' }, overrides: {} });
    const claude = report.scenarios.find((s) => s.name === 'Claude Code')!;
    const hand = t(CLAUDE_1) + t(FILES['AGENTS.md']) + chain.reduce((a, b) => a + b, 0) + notes;
    assert.deepEqual(claude.startup, { baseTokens: t(CLAUDE_0) + notes, headTokens: hand });
    // Each imported file is a row of Claude Code's table, sent from the start at head and never at base.
    assert.deepEqual(
      claude.files.map((f) => [f.path, f.baseTokens, f.headTokens]).sort(),
      [['AGENTS.md', 0, t(FILES['AGENTS.md'])], ['CLAUDE.md', t(CLAUDE_0), t(CLAUDE_1)], ...['docs/deep/one.md', 'docs/deep/three.md', 'docs/deep/two.md', 'docs/guide.md'].map((p) => [p, 0, t(FILES[p as keyof typeof FILES])])].sort(),
    );
    // The fifth hop, the code span and the home file are read by no agent; the chain is nobody else's.
    const sentBy = (path: string) => report.files.find((f) => f.path === path)?.units.flatMap((u) => u.sentBy.map((s) => `${s.agent}: ${s.delivery}`));
    assert.deepEqual(sentBy('docs/guide.md'), ['Claude Code: once, replayed']);
    assert.equal(report.files.some((f) => f.path === 'docs/deep/four.md' || f.path === 'docs/skip.md'), false);
    assert.ok(report.scenarios.every((s) => s.name === 'Claude Code' || s.name === 'Codex'), report.scenarios.map((s) => s.name).join());
  });

  test("an @ that names the repository's root or a folder reads no file, and doubles no other agent's figures", async () => {
    const local = initRepo(join(dir.path, 'folders'));
    commit(local, { 'AGENTS.md': FILES['AGENTS.md'], 'CLAUDE.md': '# Project\n', 'docs/guide.md': 'Guide.\n' }, 'base');
    git(local, 'checkout', '--quiet', '-b', 'feature');
    commit(local, { 'CLAUDE.md': '# Project\nAsk me @./ anything, or read @docs and @docs/ and @. first.\n' }, 'folders');
    const g = createGit(local);
    const report = await diffRange(g, await localRange(g, 'main', 'feature'), { file: { encoding: 'o200k_base' }, overrides: {} });
    assert.deepEqual(report.scenarios.find((s) => s.name === 'Codex')!.prompt, { baseTokens: t(FILES['AGENTS.md']), headTokens: t(FILES['AGENTS.md']), deltaTokens: 0, deltaPercent: 0 });
    assert.deepEqual(report.files.map((f) => f.path), ['CLAUDE.md']);
  });

  test('scan never reads an import through a linked folder that leads out of the directory, nor git’s own files', async () => {
    const outside = join(dir.path, 'outside');
    commit(initRepo(outside), { 'secret.md': 'A secret outside the repository.\n' }, 'outside');
    const local = initRepo(join(dir.path, 'linked'));
    commit(local, { 'CLAUDE.md': 'Read @linked/secret.md and @.git/config.\n' }, 'base');
    symlinkSync(outside, join(local, 'linked'));
    const scan = await scanDirectory(local, mergeConfig({ encoding: 'o200k_base' }));
    assert.deepEqual(scan.files.map((f) => f.path), ['CLAUDE.md']);
  });

  test('scan reads the same imports from the working tree', async () => {
    git(repo, 'checkout', '--quiet', 'feature');
    const scan = await scanDirectory(repo, mergeConfig({ encoding: 'o200k_base' }));
    const claude = scan.agents.find((a) => a.name === 'Claude Code')!;
    assert.ok(claude, JSON.stringify(scan.agents.map((a) => a.name)));
    assert.deepEqual(scan.files.filter((f) => f.path.startsWith('docs/')).map((f) => f.path).sort(), ['docs/api-notes.md', 'docs/deep/one.md', 'docs/deep/three.md', 'docs/deep/two.md', 'docs/guide.md']);
  });
});
