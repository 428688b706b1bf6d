import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, beforeEach, describe, test } from 'node:test';
import { runAction, type ActionRun, type ActionRunOptions } from '../support/action-runner.js';
import { pullRequestRun, pullRequestStage } from '../support/pull-request-scene.js';
import { anthropicTokens, startFakeProviders, type FakeProviders } from '../support/provider-server.js';
import { estimatedCount as t } from '../support/reference-count.js';

const KEY = 'sk-ant-api03-e2e-0123456789abcdefghijklmnop';
const FILES = {
  system0: 'You are a research agent. Cite every source.\n',
  system1: 'You are a research agent. Cite every source, with its URL, its title and the date you read it.\n',
  rules: '# Rules\nRun the tests before every commit.\n',
  renamed: 'Summarise the page in three sentences.\n',
};

// Words by the loopback server's rule: what Anthropic's count_tokens "says" here.
const W = { system0: 8, system1: 19, rules: 8, renamed: 6 };
// The product agent's prompt material (the headline's): its prompts; AGENTS.md (W.rules) is the coding agents'.
const BASE = W.system0 + W.system0 + W.renamed;
const HEAD = W.system1 + W.system0 + W.renamed;

/**
 * The action end to end, as a runner starts it (a child process with INPUT_* and GITHUB_* variables),
 * against a loopback GitHub and a loopback Anthropic. It runs from src/ through tsx: the committed
 * dist/ is rebuilt at merge, and these runs need the code that counts with the provider.
 */
describe('the action with anthropic-api-key, against a loopback Anthropic (run from source)', () => {
  const stage = pullRequestStage('e2e-provider', {
    initial: {
      'prompts/system.md': FILES.system0,
      // The same text in another file: counted once.
      'prompts/copy.md': FILES.system0,
      'AGENTS.md': FILES.rules,
      'prompts/old-name.md': FILES.renamed,
    },
    feature: [{ 'prompts/system.md': FILES.system1 }],
    mainAfter: { 'docs/guide.md': 'A guide.\n' },
    rename: ['prompts/old-name.md', 'prompts/new-name.md'],
  });
  let providers: FakeProviders;
  let base: Omit<ActionRunOptions, 'inputs'>;
  before(async () => {
    providers = await startFakeProviders({ anthropic: KEY, gemini: 'unused' });
    base = { ...pullRequestRun(process.execPath, stage.scene, stage.github.url, stage.dir), env: { ANTHROPIC_BASE_URL: providers.url } };
  });
  after(() => providers.close());
  beforeEach(() => {
    providers.requests.length = 0;
    providers.faults.length = 0;
  });

  /** Every place a run leaves text: the log (but for the mask command itself), outputs, files, the comment, the API calls. */
  function assertKeyNowhere(run: ActionRun): void {
    const log = run.stdout.split('\n').filter((line) => line !== `::add-mask::${KEY}`).join('\n');
    const files = [run.outputs['report-json']!, run.outputs['comment-body']!].map((p) => readFileSync(p, 'utf8'));
    const texts = { log, stderr: run.stderr, outputs: JSON.stringify(run.outputs), summary: run.summary, files: files.join('\n'), github: JSON.stringify(stage.github.requests), comments: JSON.stringify(stage.github.comments) };
    for (const [where, text] of Object.entries(texts)) assert.ok(!text.includes(KEY), `the key is in the ${where}`);
  }

  test('each distinct text counted once by Anthropic; outputs, JSON and comment in its counts; the key masked and nowhere else', async () => {
    assert.deepEqual([anthropicTokens(FILES.system0), anthropicTokens(FILES.system1), anthropicTokens(FILES.rules), anthropicTokens(FILES.renamed)], [W.system0, W.system1, W.rules, W.renamed]);
    const run = await runAction({ ...base, inputs: { 'anthropic-api-key': KEY } });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.ok(run.stdout.startsWith(`::add-mask::${KEY}\n`), 'the key is masked before anything else is logged');
    assert.deepEqual([run.outputs['base-tokens'], run.outputs['head-tokens'], run.outputs['delta-tokens']], [String(BASE), String(HEAD), String(W.system1 - W.system0)]);
    assert.equal(run.outputs['delta-run-tokens'], String(20 * (W.system1 - W.system0)));
    // The framing reference once, then each distinct text once: base and head share three of them.
    assert.deepEqual(providers.requests.map((r) => r.text).sort(), ['a', FILES.rules, FILES.renamed, FILES.system0, FILES.system1].sort());
    assert.ok(providers.requests.every((r) => r.key === KEY && r.model === 'claude-sonnet-4-5'));

    const report = JSON.parse(readFileSync(run.outputs['report-json']!, 'utf8'));
    assert.deepEqual(report.counting, [{ model: 'claude-sonnet-4-5', provider: 'anthropic', method: 'provider', encoding: 'o200k_base', texts: 4, estimatedTexts: 0, failure: null }]);
    assert.equal(report.model.exact, true);
    const comment = stage.github.comments.at(-1)!.body;
    assert.ok(comment.includes("<sub>Token counts for `claude-sonnet-4-5`: counted by Anthropic's count_tokens, each text once, its message framing taken off.</sub>"));
    assert.ok(comment.includes(`**+11 tokens** of prompt material (all it sends: ${BASE} → ${HEAD}, +50%)`));
    assert.doesNotMatch(run.stdout, /::warning/);
    assertKeyNowhere(run);
  });

  test('Anthropic failing one text (503 on every attempt): that text is estimated, a warning annotation says why, the run succeeds', async () => {
    providers.faults.push({ provider: 'anthropic', text: FILES.system1, status: 503, headers: { 'retry-after': '0' }, times: 99 });
    const run = await runAction({ ...base, inputs: { 'anthropic-api-key': KEY } });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(run.outputs['head-tokens'], String(t(FILES.system1) + W.system0 + W.renamed));
    assert.match(
      run.stdout,
      // A property's `:` is escaped in the workflow command (%3A); the runner shows it as `:`.
      /^::warning title=ctxguard%3A token counts::Anthropic's count_tokens could not count 1 of 4 texts for claude-sonnet-4-5 \(HTTP 503: api_error: injected 503 after 4 attempts\): they are estimated with o200k_base × 1\.24$/m,
    );
    assert.match(stage.github.comments.at(-1)!.body, /:warning: Anthropic's count_tokens counted 3 of 4 texts for `claude-sonnet-4-5`; the other 1 is estimated with `o200k_base`/);
    assertKeyNowhere(run);
  });

  test('without the input nothing is sent, whatever the environment holds, and the comment says the counts are estimates', async () => {
    const run = await runAction({ ...base, inputs: {}, env: { ...base.env, ANTHROPIC_API_KEY: KEY } });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.deepEqual(providers.requests, []);
    assert.equal(run.outputs['delta-tokens'], String(t(FILES.system1) - t(FILES.system0)));
    assert.ok(stage.github.comments.at(-1)!.body.includes("With an Anthropic API key (the `anthropic-api-key` input), Anthropic's count_tokens counts them."));
  });

  test('a key the input cannot be is bad input: the step fails naming the input, never showing the value', async () => {
    const run = await runAction({ ...base, inputs: { 'anthropic-api-key': 'sk-ant two words' } });
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::input 'anthropic-api-key': an API key is one word of printable characters; this one is not \(not shown\)/);
    assert.ok(!(run.stdout + run.stderr).includes('two words'));
    assert.deepEqual(providers.requests, []);
  });
});
