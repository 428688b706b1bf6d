import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { main } from '../../src/cli/main.js';
import type { SimulateReportJson } from '../../src/report/simulate-report.js';
import { REPO_ROOT } from '../support/action-runner.js';
import { initRepo, tempDir } from '../support/git-repo.js';
import { referenceCount } from '../support/reference-count.js';

const TRACES = join(REPO_ROOT, 'test/fixtures/traces');
const SWE = join(TRACES, 'swe-agent-pydicom-1458.traj');
const log = JSON.parse(readFileSync(SWE, 'utf8')) as {
  history: Array<{ role: string; content: string }>;
  info: { model_stats: { tokens_sent: number; tokens_received: number; api_calls: number; instance_cost: number } };
};

/** The command in process, from source. */
async function simulate(cwd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(['simulate', ...args], { cwd, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

async function report(cwd: string, args: string[]): Promise<SimulateReportJson> {
  const r = await simulate(cwd, [...args, '--format', 'json']);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as SimulateReportJson;
}

describe('ctxguard simulate: a recorded run against its own bill', () => {
  const dir = tempDir('simulate-recorded');
  after(() => dir.remove());
  // The run's model: SWE-agent's `gpt4`, which it sends as gpt-4-1106-preview (args.yaml beside the trajectory).
  const GPT4 = ['--model', 'gpt-4-1106-preview'];

  test('SWE-agent on gpt-4: 12 calls replayed cost exactly the 122,612 tokens it recorded, and its 1,369 out', async () => {
    const out = await report(dir.path, ['--trace', SWE, ...GPT4]);
    assert.equal(out.format, 'swe-agent');
    assert.equal(out.model.encoding, 'cl100k_base');
    assert.equal(out.requests.length, 12);
    assert.equal(out.totals.inputTokens, 122_612);
    assert.equal(out.totals.inputTokens, log.info.model_stats.tokens_sent);
    assert.equal(out.totals.outputTokens, log.info.model_stats.tokens_received);
    assert.deepEqual(out.recorded?.replay, { requests: 12, inputTokens: 122_612, outputTokens: 1_369 });
    assert.equal(out.recorded?.requestCount, log.info.model_stats.api_calls);
    assert.equal(out.recorded?.inputDifferenceTokens, 0);
    assert.equal(out.recorded?.everyRequestInHistory, true);
    assert.equal(out.recorded?.unloggedPrefixTokens, 0, 'a complete history has nothing to infer');
    // Priced at gpt-4-1106-preview's $10 and $30 a million, the bill is the one the log kept.
    assert.ok(Math.abs(out.recorded!.totals.costUsd - log.info.model_stats.instance_cost) < 1e-9);
  });

  test('each request is OpenAI\'s count of the messages before its answer: 4 a message, 3 for the reply', async () => {
    const out = await report(dir.path, ['--trace', SWE, ...GPT4]);
    const expected: number[] = [];
    log.history.forEach((m, i) => {
      if (m.role === 'assistant') expected.push(log.history.slice(0, i).reduce((n, p) => n + 4 + referenceCount(p.content, 'cl100k_base'), 3));
    });
    assert.deepEqual(out.requests.map((r) => r.inputTokens), expected);
    assert.equal(expected[0], 6991, 'the first request: system prompt, demonstration and issue');
  });

  test('the terminal prints the simulated input against the recorded one, and the difference', async () => {
    const r = await simulate(dir.path, ['--trace', SWE, ...GPT4]);
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.split('\n');
    assert.ok(lines.includes('recorded: input 122,612 (cache read 0, written 0), output 1,369, $1.27'), r.stdout);
    assert.ok(
      lines.includes(
        'replayed as recorded: input 122,612 against 122,612 recorded, difference 0 (0.0%); output 1,369 against 1,369; 12 requests against 12; the log holds every request as sent, so they must agree',
      ),
      r.stdout,
    );
  });

  test('the bill is set beside the run as sent, whatever policy the report simulates', async () => {
    const out = await report(dir.path, ['--trace', SWE, ...GPT4, '--policy', '{"type": "window", "keep_last_steps": 2}']);
    assert.ok(out.totals.inputTokens < 122_612);
    assert.equal(out.recorded?.replay.inputTokens, 122_612);
    assert.equal(out.recorded?.inputDifferenceTokens, 0);
  });

  test('a message_overhead the user sets wins over the provider\'s rule: without the reply\'s 3 tokens, 36 short', async () => {
    const out = await report(dir.path, ['--trace', SWE, ...GPT4, '--message-overhead', '4']);
    assert.equal(out.totals.inputTokens, 122_612 - 3 * 12);
    assert.equal(out.recorded?.inputDifferenceTokens, -36);
    const table = await simulate(dir.path, ['--trace', SWE, ...GPT4, '--message-overhead', '4']);
    assert.match(table.stdout, /^replayed as recorded: input 122,576 against 122,612 recorded, difference -36 \(-0\.0%\);/m);
  });

  test('gpt-4o counts the same messages in o200k_base, framed by the same rule', async () => {
    const out = await report(dir.path, ['--trace', SWE, '--model', 'gpt-4o']);
    assert.equal(out.model.encoding, 'o200k_base');
    let expected = 0;
    log.history.forEach((m, i) => {
      if (m.role === 'assistant') expected += log.history.slice(0, i).reduce((n, p) => n + 4 + referenceCount(p.content, 'o200k_base'), 3);
    });
    assert.equal(out.recorded?.replay.inputTokens, expected);
    assert.equal(out.recorded?.inputDifferenceTokens, expected - 122_612);
    assert.notEqual(expected, 122_612, 'another encoding is another count: the run was gpt-4');
  });

  test('OpenAI chat messages with names: the cookbook\'s request costs what the API billed, 129 on gpt-4 and 124 on gpt-4o', async () => {
    // "How to count tokens with tiktoken", section 6: its example messages and the prompt tokens the API reported.
    const messages = [
      { role: 'system', content: 'You are a helpful, pattern-following assistant that translates corporate jargon into plain English.' },
      { role: 'system', name: 'example_user', content: 'New synergies will help drive top-line growth.' },
      { role: 'system', name: 'example_assistant', content: 'Things working well together will increase revenue.' },
      { role: 'system', name: 'example_user', content: "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage." },
      { role: 'system', name: 'example_assistant', content: "Let's talk later when we're less busy about how to do better." },
      { role: 'user', content: "This late pivot means we don't have time to boil the ocean for the client deliverable." },
      { role: 'assistant', content: 'We are out of time.' },
    ];
    const trace = join(dir.path, 'cookbook.json');
    writeFileSync(trace, JSON.stringify({ messages }));
    assert.equal((await report(dir.path, ['--trace', trace, '--model', 'gpt-4'])).requests[0]!.inputTokens, 129);
    assert.equal((await report(dir.path, ['--trace', trace, '--model', 'gpt-4o'])).requests[0]!.inputTokens, 124);
  });

  test("Claude's measured ratio brings a real Claude Code session closer to what Anthropic counted, request by request", async () => {
    const trace = ['--trace', join(TRACES, 'claude-code-session.jsonl')];
    const scaled = await report(dir.path, trace);
    // A repository whose config names the encoding counts with it as it is, unscaled.
    const repo = initRepo(join(dir.path, 'o200k'));
    writeFileSync(join(repo, '.ctxguard.yml'), 'encoding: o200k_base\n');
    const raw = await report(repo, trace);
    assert.deepEqual([scaled.model.id, scaled.model.scale, raw.model.scale], ['claude-sonnet-4-5', 1.24, undefined]);
    const differences = (r: SimulateReportJson): number[] => r.recorded!.requests.map((q) => q.differenceTokens!);
    // The logged text is a small part of each request (the harness's 14,000-token prefix is inferred from the
    // first request), so the ratio moves the replay a little, and toward the recorded counts: -311 to -271 in all.
    assert.deepEqual([raw.recorded!.inputDifferenceTokens, scaled.recorded!.inputDifferenceTokens], [-311, -271]);
    assert.deepEqual([differences(raw), differences(scaled)], [[0, -109, -202], [0, -96, -175]]);
  });

  test('Claude Code and smolagents logs print the same comparison, their harness prefix inferred', async () => {
    for (const name of ['claude-code-session.jsonl', 'smolagents-memory.json']) {
      const out = await report(dir.path, ['--trace', join(TRACES, name)]);
      const recorded = out.recorded!;
      assert.equal(recorded.everyRequestInHistory, false);
      assert.equal(recorded.requestCount, recorded.requests.length);
      assert.equal(recorded.replay.inputTokens, out.totals.inputTokens, 'no policy: the report is the replay');
      assert.equal(recorded.inputDifferenceTokens, recorded.replay.inputTokens - recorded.totals.inputTokens);
      assert.equal(out.requests[0]!.inputTokens, recorded.requests[0]!.inputTokens, 'the first request is matched to the recorded one');
      const table = await simulate(dir.path, ['--trace', join(TRACES, name)]);
      assert.match(table.stdout, new RegExp(`^replayed as recorded: input ≈[\\d,]+ against ${recorded.totals.inputTokens.toLocaleString('en-US')} recorded, difference -?[\\d,]+ \\(`, 'm'));
      assert.doesNotMatch(table.stdout, /must agree/);
    }
  });
});
