import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { DIST_CLI, REPO_ROOT, runtimes } from '../support/action-runner.js';
import { tempDir } from '../support/git-repo.js';
import { ContextManager, LLMSummarizer, replay } from '../support/reference-budget.js';
import { textAgentRun } from '../support/text-agent-run.js';

function cli(cwd: string, args: string[], env: Record<string, string> = {}, node = process.execPath) {
  // A bound on the wait: a run whose worker thread kept it alive would otherwise never end.
  const r = spawnSync(node, [DIST_CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 });
  return { code: r.status, signal: r.signal ?? undefined, stdout: r.stdout, stderr: r.stderr };
}

/** The CLI from source, in this process, with a worker thread that fails. */
async function cliFailingWorker(cwd: string, args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: Io = { cwd, env: { CTXGUARD_SIMULATION_WORKER: '1' }, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), replayFault: 'exit' };
  return { code: await main(args, io), stdout, stderr };
}
const TRACES = join(REPO_ROOT, 'test/fixtures/traces');

describe('ctxguard simulate', () => {
  const dir = tempDir('simulate');
  after(() => dir.remove());

  test('--format json: requests and totals agree with the closed form under no policy', () => {
    // 20 steps, P = system + task, s = output + tool result, 4 tokens of overhead each.
    const lines = [{ role: 'system', tokens: 1000 }, { role: 'user', tokens: 200 }];
    for (let i = 0; i < 20; i++) lines.push({ role: 'assistant', tokens: 100 }, { role: 'tool', tokens: 700 });
    const trace = join(dir.path, 'run.jsonl');
    writeFileSync(trace, lines.map((l) => JSON.stringify(l)).join('\n'));
    const r = cli(dir.path, ['simulate', '--trace', trace, '--model', 'gpt-4o', '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    const P = 1004 + 204;
    const s = 104 + 704;
    assert.equal(out.totals.inputTokens, 20 * P + (s * 20 * 19) / 2);
    assert.equal(out.requests.length, 20);
    assert.deepEqual(Object.keys(out.requests[0]).slice(0, 5), ['index', 'inputTokens', 'cachedTokens', 'writtenTokens', 'outputTokens']);
    assert.deepEqual(out.requests.map((q: { index: number }) => q.index), Array.from({ length: 20 }, (_, i) => i + 1), 'numbered from 1');
    assert.equal(out.totals.peakContext, P + 19 * s);
    assert.equal(out.totals.freshTokens, out.totals.inputTokens - out.totals.cachedTokens);
    // gpt-4o: $2.50/MTok input, $1.25 cached, $10 output; no write fee.
    const uncached = (out.totals.inputTokens * 2.5 + out.totals.outputTokens * 10) / 1e6;
    assert.ok(Math.abs(out.totals.costUsd.uncached - uncached) < 1e-9);
    const cached = ((out.totals.inputTokens - out.totals.cachedTokens) * 2.5 + out.totals.cachedTokens * 1.25 + out.totals.outputTokens * 10) / 1e6;
    assert.ok(Math.abs(out.totals.costUsd.cached - cached) < 1e-9);
    assert.equal(out.model.exact, true);
  });

  test('a trace takes the repository config\'s settings; the log\'s own model wins over the config\'s', () => {
    const sub = join(dir.path, 'with-config');
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, '.ctxguard.yml'), 'model: claude-sonnet-4-5\npolicy: {type: window, keep_last_steps: 3}\ncaching: false\n');
    const trace = join(sub, 'run.jsonl');
    writeFileSync(trace, [{ role: 'system', tokens: 100 }, { role: 'user', tokens: 10 }, { role: 'assistant', tokens: 5 }].map((l) => JSON.stringify(l)).join('\n'));
    const r = cli(sub, ['simulate', '--trace', 'run.jsonl', '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.match(out.policy, /window/);
    assert.equal(out.caching, false);
    assert.equal(out.model.id, 'claude-sonnet-4-5', 'a log that names no model is priced as the config says');
  });

  test('the bundled CLI agrees request by request with the reference memory manager on a long random trace', () => {
    const run = textAgentRun(5, { steps: 300 });
    const trace = join(dir.path, 'random.jsonl');
    writeFileSync(trace, run.trace.map((l) => JSON.stringify(l)).join('\n'));
    const budget = { type: 'budget', trigger: 12000, clear_at_least: 3000, keep_tool_results: 3, compact_above: 16000, keep_recent: 8, summary_max_tokens: 800, notes_tokens: 0, window: 100000, pinned_tools: ['notes_read'] };
    // The reference meters an append-only cache (the longest prefix shared with the request before,
    // from 1,024 tokens): a model of the config's own, priced by a provider of its own, caches so.
    const sub = join(dir.path, 'reference-meter');
    mkdirSync(sub, { recursive: true });
    writeFileSync(
      join(sub, '.ctxguard.yml'),
      'model: reference-meter\nmodels:\n  reference-meter:\n    provider: custom\n    input: 3\n    output: 15\n    cache_read: 0.3\n    cache_write_5m: 3.75\n    min_cacheable_tokens: 1024\n',
    );
    const r = cli(sub, ['simulate', '--trace', trace, '--policy', JSON.stringify(budget), '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    const manager = new ContextManager(run.system, new LLMSummarizer(800), {
      window: 100000, trigger: 12000, clear_at_least: 3000, keep_tool_results: 3, compact_above: 16000, keep_recent: 8, pinned_tools: new Set(['notes_read']),
    });
    const reference = replay(manager, run.reference, 1024);
    assert.equal(out.requests.length, 300);
    out.requests.forEach((req: { index: number; inputTokens: number; cachedTokens: number }, i: number) => {
      assert.deepEqual({ index: req.index, input: req.inputTokens, cached: req.cachedTokens }, { index: i + 1, ...reference.requests[i] }, `request ${i + 1}`);
    });
    assert.deepEqual(
      out.events.map((e: { request: number; type: string; messages: number; freedTokens: number }) => `request ${e.request}: ${e.type === 'clear' ? `cleared ${e.messages} tool results` : `compacted ${e.messages} messages`} (-${e.freedTokens.toLocaleString('en-US')})`),
      reference.events,
    );
    assert.ok(out.events.some((e: { type: string }) => e.type === 'compact') && out.events.some((e: { type: string }) => e.type === 'clear'));
    // The same run replayed on a worker thread, as a long trace is, under this Node and action.yml's.
    for (const { name, node } of runtimes()) {
      const threaded = cli(sub, ['simulate', '--trace', trace, '--policy', JSON.stringify(budget), '--format', 'json'], { CTXGUARD_SIMULATION_WORKER: '1' }, node);
      assert.equal(threaded.code, 0, `${name}: ${threaded.stderr}`);
      assert.equal(threaded.stdout, r.stdout, name);
    }
    const inProcess = cli(sub, ['simulate', '--trace', trace, '--policy', JSON.stringify(budget), '--format', 'json'], { CTXGUARD_SIMULATION_WORKER: '0' });
    assert.equal(inProcess.stdout, r.stdout);
  });

  test('a worker thread that fails: the trace is read again and replayed in-process, with a warning', async () => {
    const trace = join(dir.path, 'worker-fails.jsonl');
    const lines = [{ role: 'system', tokens: 1000 }, { role: 'user', tokens: 200 }];
    for (let i = 0; i < 30; i++) lines.push({ role: 'assistant', tokens: 100 }, { role: 'tool', tokens: 700 });
    writeFileSync(trace, lines.map((l) => JSON.stringify(l)).join('\n'));
    const failed = await cliFailingWorker(dir.path, ['simulate', '--trace', trace, '--model', 'gpt-4o', '--format', 'json']);
    assert.equal(failed.code, 0, failed.stderr);
    assert.match(failed.stderr, /^ctxguard simulate: warning: the simulation's worker thread failed \(it exited with code 3\); the trace is replayed in-process\n$/);
    assert.equal(failed.stdout, cli(dir.path, ['simulate', '--trace', trace, '--model', 'gpt-4o', '--format', 'json'], { CTXGUARD_SIMULATION_WORKER: '0' }).stdout);
  });

  test('a bad line in a trace replayed on a worker: the error names it and the run ends', () => {
    const trace = join(dir.path, 'bad-late.jsonl');
    const lines = [JSON.stringify({ role: 'system', tokens: 1000 })];
    for (let i = 0; i < 5_000; i++) lines.push(JSON.stringify({ role: 'assistant', tokens: 10 }), JSON.stringify({ role: 'tool', tokens: 70 }));
    lines.push('{"role": "assistant", "tokens": ');
    writeFileSync(trace, lines.join('\n'));
    const r = cli(dir.path, ['simulate', '--trace', trace], { CTXGUARD_SIMULATION_WORKER: '1' });
    assert.equal(r.signal, undefined, 'the worker does not keep the process alive');
    assert.equal(r.code, 2);
    assert.match(r.stderr, /bad-late\.jsonl:line 10002, column 32: not valid JSON/);
  });

  test('a policy from inline JSON or a file changes the run and lists its edits', () => {
    const policy = join(dir.path, 'policy.yml');
    writeFileSync(policy, 'context_management:\n  edits:\n    - type: clear_tool_uses_20250919\n      trigger: {type: input_tokens, value: 5000}\n      keep: {type: tool_uses, value: 2}\n');
    const trace = join(dir.path, 'long.jsonl');
    const lines = [{ role: 'system', tokens: 500 }, { role: 'user', tokens: 50 }];
    for (let i = 0; i < 10; i++) lines.push({ role: 'assistant', tokens: 50 }, { role: 'tool', tokens: 2000 });
    writeFileSync(trace, lines.map((l) => JSON.stringify(l)).join('\n'));
    const none = JSON.parse(cli(dir.path, ['simulate', '--trace', trace, '--format', 'json']).stdout);
    const fromFile = JSON.parse(cli(dir.path, ['simulate', '--trace', trace, '--policy', policy, '--format', 'json']).stdout);
    const inline = JSON.parse(cli(dir.path, ['simulate', '--trace', trace, '--policy', '{"type": "window", "keep_last_steps": 1}', '--format', 'json']).stdout);
    assert.ok(fromFile.totals.inputTokens < none.totals.inputTokens);
    assert.ok(fromFile.events.length > 0 && fromFile.events.every((e: { type: string }) => e.type === 'clear'));
    assert.ok(inline.totals.inputTokens < none.totals.inputTokens);
    assert.match(fromFile.policy, /clear_tool_uses: above 5,000 input tokens, keep the last 2/);
  });

  test('a Claude Code log: the recorded usage beside the simulation, and the table with its chart', () => {
    const r = cli(dir.path, ['simulate', '--trace', join(TRACES, 'claude-code-session.jsonl'), '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.equal(out.format, 'claude-code');
    assert.equal(out.recorded.totals.inputTokens, 14214 + 14386 + 14545);
    assert.ok(out.recorded.unloggedPrefixTokens > 14_000, 'Claude Code\'s own prompt is not in the log');
    assert.equal(out.requests[0].inputTokens, 14214, 'the first request is matched to the recorded one');
    assert.equal(out.whatIf.length, 3);
    const table = cli(dir.path, ['simulate', '--trace', join(TRACES, 'claude-code-session.jsonl')]);
    assert.match(table.stdout, /^\s+1\s+14,214\s+0\s+\d+\s+█+/m);
    assert.match(table.stdout, /recorded: input 43,145 \(cache read 28,590, written 14,540\)/);
  });

  test('--config simulates the configured agents over the tree\'s prompt files', () => {
    const repo = join(dir.path, 'agent');
    spawnSync('mkdir', ['-p', join(repo, 'prompts')]);
    writeFileSync(join(repo, 'prompts', 'system.md'), 'You are an agent. '.repeat(50));
    writeFileSync(join(repo, '.ctxguard.yml'), 'agents:\n  - name: small\n    steps: 5\n  - name: big\n    steps: 30\n    policy: {type: window, keep_last_steps: 2}\n');
    const r = cli(repo, ['simulate', '--config', '.ctxguard.yml', '--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.deepEqual(out.agents.map((a: { requests: unknown[] }) => a.requests.length), [5, 30]);
    assert.match(out.agents[1].policy, /window/);
  });

  test('bad input exits 2 and names the problem', () => {
    assert.match(cli(dir.path, ['simulate']).stderr, /give either --trace FILE or --config FILE/);
    assert.equal(cli(dir.path, ['simulate', '--trace', 'missing.jsonl']).code, 2);
    const r = cli(dir.path, ['simulate', '--trace', join(TRACES, 'canonical.jsonl'), '--model', 'no-such-model']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown model 'no-such-model'/);
  });
});
