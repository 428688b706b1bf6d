import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { main } from '../../src/cli/main.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';
import { anthropicTokens, startFakeProviders, type FakeProviders } from '../support/provider-server.js';
import { estimatedCount, referenceCount } from '../support/reference-count.js';

const KEY = 'sk-ant-api03-cli-test-0123456789abcdef';
const SYSTEM0 = 'You are a coding agent.\n';
const SYSTEM1 = 'You are a coding agent. Read AGENTS.md first, then plan your change in three steps.\n';
const RULES = '# Rules\nBe brief.\n';

async function diff(cwd: string, args: string[], env: Record<string, string | undefined>) {
  let stdout = '';
  let stderr = '';
  const code = await main(['diff', '--base', 'main', ...args], { cwd, env, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe('ctxguard diff --provider-counts, against a loopback Anthropic', () => {
  const dir = tempDir('cli-provider');
  let server: FakeProviders;
  let repo: string;
  before(async () => {
    server = await startFakeProviders({ anthropic: KEY, gemini: 'unused' });
    repo = initRepo(join(dir.path, 'repo'));
    // The same text in two files, and AGENTS.md unchanged on both sides: each is counted once.
    commit(repo, { 'prompts/system.md': SYSTEM0, 'prompts/copy.md': SYSTEM0, 'AGENTS.md': RULES });
    git(repo, 'checkout', '--quiet', '-b', 'feature');
    commit(repo, { 'prompts/system.md': SYSTEM1 });
  });
  after(async () => {
    await server.close();
    dir.remove();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.faults.length = 0;
  });
  const env = { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: '' };

  test("each distinct text is counted once by Anthropic, and the report prices with Anthropic's counts", async () => {
    const r = await diff(repo, ['--format', 'json', '--provider-counts'], { ...env, ANTHROPIC_BASE_URL: server.url });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    const report = JSON.parse(r.stdout);
    // Words: SYSTEM0 5, SYSTEM1 15, RULES 4 (the server's rule; o200k_base says otherwise).
    assert.deepEqual([anthropicTokens(SYSTEM0), anthropicTokens(SYSTEM1), anthropicTokens(RULES)], [5, 15, 4]);
    assert.notEqual(referenceCount(SYSTEM1) - referenceCount(SYSTEM0), 10);
    // The app's prompt material: the two prompt files (AGENTS.md is Codex's).
    assert.deepEqual([report.totals.agent, report.totals.baseTokens, report.totals.headTokens, report.totals.deltaTokens], ['app', 5 + 5, 15 + 5, 10]);
    assert.equal(report.totals.deltaRunTokens, 20 * 10);
    assert.equal(report.model.exact, true);
    assert.deepEqual(report.counting, [
      { model: 'claude-sonnet-4-5', provider: 'anthropic', method: 'provider', encoding: 'o200k_base', texts: 3, estimatedTexts: 0, failure: null },
    ]);
    assert.deepEqual(server.requests.map((q) => q.text).sort(), ['a', RULES, SYSTEM0, SYSTEM1].sort());
    assert.ok(!r.stdout.includes(KEY));
  });

  test('a text Anthropic keeps failing (503) is estimated, with a warning on stderr and in the comment', async () => {
    // retry-after: 0, so the four attempts take no time.
    server.faults.push({ provider: 'anthropic', text: SYSTEM1, status: 503, headers: { 'retry-after': '0' }, times: 99 });
    const r = await diff(repo, ['--provider-counts'], { ...env, ANTHROPIC_BASE_URL: server.url });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(
      r.stderr,
      "ctxguard diff: warning: Anthropic's count_tokens could not count 1 of 3 texts for claude-sonnet-4-5 " +
        '(HTTP 503: api_error: injected 503 after 4 attempts): they are estimated with o200k_base × 1.24\n',
    );
    assert.equal(server.requests.filter((q) => q.text === SYSTEM1).length, 4);
    assert.match(r.stdout, /:warning: Anthropic's count_tokens counted 2 of 3 texts for `claude-sonnet-4-5`; the other 1 is estimated with `o200k_base` × 1\.24/);
    assert.match(r.stdout, new RegExp(`\\*\\*≈\\+${estimatedCount(SYSTEM1) - 5} tokens\\*\\*`), "head estimated as without a key (o200k_base's count × 1.24), base at Anthropic");
    assert.ok(!r.stdout.includes(KEY) && !r.stderr.includes(KEY));
  });

  test('without the flag nothing is sent, even with a key in the environment', async () => {
    const r = await diff(repo, ['--format', 'json'], { ...env, ANTHROPIC_BASE_URL: server.url });
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(server.requests, []);
    assert.equal(JSON.parse(r.stdout).counting[0].method, 'estimate');
  });

  test('the flag without a key, or with a base URL the key may not go to, is bad usage (exit 2), the key never shown', async () => {
    let r = await diff(repo, ['--provider-counts'], {});
    assert.deepEqual([r.code, r.stderr], [2, "ctxguard diff: --provider-counts: set ANTHROPIC_API_KEY or GEMINI_API_KEY to the provider's API key\n"]);
    r = await diff(repo, ['--provider-counts'], { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: 'http://api.example.com' });
    assert.equal(r.code, 2);
    assert.equal(r.stderr, 'ctxguard diff: ANTHROPIC_BASE_URL: http://api.example.com is not https: the API key is sent only over https, or to a loopback address\n');
    r = await diff(repo, ['--provider-counts'], { ANTHROPIC_API_KEY: 'two words' });
    assert.deepEqual([r.code, r.stderr], [2, 'ctxguard diff: --provider-counts: ANTHROPIC_API_KEY is not one word of printable characters (not shown)\n']);
    assert.deepEqual(server.requests, []);
  });
});
