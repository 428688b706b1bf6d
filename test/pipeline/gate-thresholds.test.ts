import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { join } from 'node:path';
import { localRange } from '../../src/changes/commit-range.js';
import { createGit } from '../../src/changes/git.js';
import { diffRange } from '../../src/pipeline/diff.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';
import { estimatedCount } from '../support/reference-count.js';

/** Which config's thresholds judge a change: the base commit's, whatever the change does to it. */
describe('the gate reads its thresholds from the base commit', () => {
  const dir = tempDir('gate-thresholds');
  after(() => dir.remove());
  const PROMPT_0 = 'You answer in one sentence.\n';
  const PROMPT_1 = 'You answer in one sentence, and you name your source after it.\n';
  // The default Claude model's estimate: o200k_base's count times its measured ratio.
  const DELTA = estimatedCount(PROMPT_1) - estimatedCount(PROMPT_0);

  /** A repository whose base sets max_delta_tokens 5, and a branch that does `edits` to it. */
  async function judge(name: string, edits: Record<string, string | null>, settings: { file?: Record<string, unknown>; configPath?: string } = {}) {
    const repo = initRepo(join(dir.path, name));
    commit(repo, { 'prompts/system.md': PROMPT_0, '.ctxguard.yml': 'max_delta_tokens: 5\n' }, 'base');
    git(repo, 'checkout', '--quiet', '-b', 'feature');
    commit(repo, { 'prompts/system.md': PROMPT_1, ...edits }, 'change');
    const g = createGit(repo);
    return diffRange(g, await localRange(g, 'main', 'feature'), { file: settings.file ?? {}, overrides: {}, configPath: settings.configPath ?? '.ctxguard.yml' });
  }

  test('a change that deletes the config is still judged by it', async () => {
    const report = await judge('deleted', { '.ctxguard.yml': null });
    assert.equal(report.totals.deltaTokens, DELTA);
    assert.equal(report.verdict.status, 'fail');
    assert.deepEqual(report.verdict.reasons, [`delta-tokens +${DELTA} (app) is above max-delta-tokens 5`]);
  });

  test('a change that raises the threshold is judged by the old one, and the new one is shown', async () => {
    const report = await judge('raised', { '.ctxguard.yml': 'max_delta_tokens: 9000\n' }, { file: { maxDeltaTokens: 9000 } });
    assert.equal(report.verdict.thresholds.maxDeltaTokens, 5);
    assert.equal(report.verdict.status, 'fail');
    const finding = report.findings.find((f) => f.kind === 'thresholds-changed');
    assert.equal(finding?.message, "this pull request changes the thresholds (max-delta-tokens 5 → 9000); the check uses the base branch's until it merges");
  });

  test('a base config that is not valid leaves only the inputs, and says so', async () => {
    const repo = initRepo(join(dir.path, 'broken'));
    commit(repo, { 'prompts/system.md': PROMPT_0, '.ctxguard.yml': 'max_delta_tokenz: 5\n' }, 'base');
    git(repo, 'checkout', '--quiet', '-b', 'feature');
    commit(repo, { 'prompts/system.md': PROMPT_1, '.ctxguard.yml': 'max_delta_tokens: 5\n' }, 'fix the config');
    const g = createGit(repo);
    const report = await diffRange(g, await localRange(g, 'main', 'feature'), { file: { maxDeltaTokens: 5 }, overrides: { maxDeltaTokens: 100 }, configPath: '.ctxguard.yml' });
    assert.equal(report.verdict.thresholds.maxDeltaTokens, 100);
    assert.match(report.findings.find((f) => f.kind === 'unreadable')!.message, /^the base commit's config cannot be read \(.*line 1, key 'max_delta_tokenz': unknown key.*\); the check uses only the thresholds and budgets given as inputs$/);
  });

  test("a pull request that takes a budgeted file out of the counts, through its config or its size, fails the base's budget", async () => {
    const budgeted = 'budgets:\n  - files: AGENTS.md\n    max_tokens: 5\n';
    const run = async (name: string, edits: Record<string, string>, file: Record<string, unknown>) => {
      const repo = initRepo(join(dir.path, name));
      commit(repo, { 'AGENTS.md': 'Run.\n', '.ctxguard.yml': budgeted }, 'base');
      git(repo, 'checkout', '--quiet', '-b', 'feature');
      commit(repo, { 'AGENTS.md': 'Run the whole test suite, then the linter, then the type checker.\n', ...edits }, 'change');
      const g = createGit(repo);
      return diffRange(g, await localRange(g, 'main', 'feature'), { file, overrides: {}, configPath: '.ctxguard.yml' });
    };
    const excluded = await run('excluded', { '.ctxguard.yml': `${budgeted}exclude: [AGENTS.md]\n` }, { exclude: ['AGENTS.md'] });
    assert.equal(excluded.verdict.status, 'fail');
    assert.deepEqual(excluded.verdict.reasons, ['AGENTS.md matches nothing at head, and this pull request changes the ctxguard config, so its budget of 5 tokens cannot be checked (budgets[0])']);
    const tooLarge = await run('too-large', { '.ctxguard.yml': `${budgeted}max_file_bytes: 10\n` }, { maxFileBytes: 10 });
    assert.deepEqual(tooLarge.verdict.reasons, ['AGENTS.md is not counted (larger than max_file_bytes), so its budget of 5 tokens cannot be checked (budgets[0])']);
  });
});
