import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction, runtimes, type ActionRunOptions } from '../support/action-runner.js';
import { otelRunLine, type OtelRequest } from '../support/otel-runs.js';
import { pullRequestRun, pullRequestStage } from '../support/pull-request-scene.js';
import { estimatedCount } from '../support/reference-count.js';
import { plainText } from '../../src/report/escape.js';

/**
 * Measured runs in the bundled action: usage recorded by the agent's runs at base (a downloaded
 * artifact in RUNNER_TEMP) and at head (written to the workspace by an earlier step), compared per
 * agent beside the estimate, and gated by the base branch's `max_measured_delta_usd`.
 */
const SYSTEM_0 = 'You are a research agent. Cite every source you use.\n';
const SYSTEM_1 = 'You are a research agent. Cite every source you use, and quote the sentence you rely on.\n';

/** A run of two requests that together send `input` tokens, `cacheRead` of them from the cache, and write `output`. */
const run = (input: number, cacheRead: number, output: number): OtelRequest[] => [
  { input: input / 2, cacheRead: cacheRead / 2, output: output / 2 },
  { input: input / 2, cacheRead: cacheRead / 2, output: output / 2 },
];
// Sonnet 4.5: $3 per million fresh input tokens, $0.30 cache read, $15 output.
// Base runs cost $0.0213, $0.0219 and $0.0690 (a run that looped); the median is $0.0219, over 12,000 input tokens.
// The head-only agent's one run: 2,000 fresh input tokens and 100 output, $0.0075.
const BASE = [run(10_000, 6_000, 500), run(12_000, 8_000, 500), run(40_000, 30_000, 2_000)];
// Head runs cost $0.0294, $0.0297 and $0.0342; the median is $0.0297, over 15,000: +3,000 tokens and +$7.80 per 1,000 runs.
const HEAD = [run(14_000, 8_000, 600), run(15_000, 9_000, 600), run(16_000, 9_000, 700)];

const lines = (runs: OtelRequest[][], agent: string, day: number): string =>
  runs.map((requests, i) => otelRunLine({ traceId: `${agent === 'app' ? 'a' : 'b'}${day}${i}`.padEnd(32, '0'), agent, model: 'claude-sonnet-4-5', start: 1_796_083_200 + (day - 1) * 86_400 + i * 60, requests })).join('\n') + '\n';

describe('measured runs in the bundled action: recorded usage at base and head beside the estimate', () => {
  const node = runtimes()[0]!.node;
  const stage = pullRequestStage('measured', {
    initial: { 'prompts/system.md': SYSTEM_0, 'prompts/old.md': 'Summarise.\n', '.ctxguard.yml': 'max_measured_delta_usd: 7.79\n' },
    // The pull request raises its own limit: the base branch's judges it.
    feature: [{ 'prompts/system.md': SYSTEM_1, '.ctxguard.yml': 'max_measured_delta_usd: 100\n' }],
    mainAfter: { 'README.md': 'x\n' },
    rename: ['prompts/old.md', 'prompts/new.md'],
  });
  let options: (inputs: Record<string, string>) => ActionRunOptions;

  before(() => {
    const base = pullRequestRun(node, stage.scene, stage.github.url, stage.dir);
    options = (inputs) => ({ ...base, inputs });
    const artifact = join(base.runnerDir, 'temp', 'base-runs');
    mkdirSync(join(artifact, 'nested'), { recursive: true });
    writeFileSync(join(artifact, 'nested', 'runs.jsonl'), lines(BASE.slice(0, 2), 'app', 1));
    writeFileSync(join(artifact, 'last.jsonl'), lines(BASE.slice(2), 'app', 2));
    mkdirSync(join(stage.scene.workspace, 'runs'), { recursive: true });
    writeFileSync(join(stage.scene.workspace, 'runs', 'head-app.jsonl'), lines(HEAD, 'app', 3));
    writeFileSync(join(stage.scene.workspace, 'runs', 'head-nightly.jsonl'), lines([run(2_000, 0, 100)], 'nightly-summariser', 3));
    mkdirSync(join(stage.dir, 'elsewhere'), { recursive: true });
    writeFileSync(join(stage.dir, 'elsewhere', 'runs.jsonl'), lines(BASE, 'app', 1));
  });
  const runs = (): Record<string, string> => ({ 'base-runs': join(stage.dir, 'runner', 'temp', 'base-runs'), 'head-runs': 'runs/head-*.jsonl' });

  test("the base branch's max_measured_delta_usd fails the median run's change, measured beside the estimate", async () => {
    const result = await runAction(options(runs()));
    assert.equal(result.exitCode, 1, result.stdout);
    const reason = 'measured delta-run-usd +$7.80 per 1,000 runs (app, median of 3 runs at base and 3 at head) is above max-measured-delta-usd $7.79';
    assert.match(result.stdout, new RegExp(`::error::ctxguard: ${reason.replace(/[$().+]/g, '\\$&')}`));
    assert.equal(result.outputs['measured-delta-run-tokens'], '3000');
    assert.equal(result.outputs['measured-delta-run-usd'], '0.007800');
    assert.equal(result.outputs.verdict, 'fail');

    // The estimate runs the shape fitted to the base runs: 2 requests a run, not the default 20.
    const estimate = 2 * (estimatedCount(SYSTEM_1) - estimatedCount(SYSTEM_0));
    assert.equal(result.outputs['delta-run-tokens'], String(estimate));
    const comment = stage.github.comments.at(-1)!.body;
    assert.ok(comment.includes(`:x: **Check failed**: ${plainText(reason)}.`), 'the reason, escaped as every name in it is');
    assert.ok(comment.includes('Measured on recorded runs: **+3,000 input tokens per run** · **+$7.80 per 1,000 runs** (medians of 3 runs at base and 3 at head).'));
    const row = comment.split('\n').find((l) => l.startsWith('| **app** |'))!;
    assert.match(row, new RegExp(`^\\| \\*\\*app\\*\\* \\| 3 / 3 \\| 12,000 → 15,000 \\(\\*\\*\\+3,000\\*\\*\\) \\| \\+${estimate} \\| \\$21\\.90 → \\$29\\.70 \\(\\*\\*\\+\\$7\\.80\\*\\*\\) \\| \\+\\$\\d+\\.\\d\\d \\|$`));
    assert.ok(comment.includes('| nightly-summariser (recorded only) | 0 / 1 | no runs → 2,000 | — | no runs → $7.50 | — |'), comment);
    assert.ok(comment.includes('Not judged by max-measured-delta-usd (runs on one side only, or not priced): nightly-summariser.'));
    assert.ok(comment.includes('  - base: 3 runs, 6 requests, 2026-12-01 to 2026-12-02; per run: input 12,000 (10,000–40,000), of it read from the cache 8,000 (6,000–30,000); output 500 (500–2,000); cost $0.0219 ($0.0213–$0.0690)'), comment);
    assert.ok(comment.includes('max-measured-delta-usd $7.79 per 1,000 recorded runs'));
    // Each run's two requests are the same size: nothing grows but the output, so tool output fits at 0 and the
    // simulation, which replays the first answer, sends 258 tokens more than the runs did.
    assert.ok(comment.includes('Run shape of **app** from 3 recorded runs at base (2026-12-01 to 2026-12-02): 2 requests a run, 250 output tokens a step, a task of 5,972 tokens, 0 tokens of tool output a step. Simulated, those runs send 12,258 input tokens against 12,000 recorded (+2.1%). From the cache: 67% of the runs\' input, 49% simulated.'));
    assert.ok(comment.includes('this pull request changes the thresholds (max-measured-delta-usd 7.79 → 100)'));

    const report = JSON.parse(readFileSync(result.outputs['report-json']!, 'utf8'));
    assert.deepEqual(report.measured.base, [
      { file: 'RUNNER_TEMP/base-runs/last.jsonl', format: 'otel-genai' },
      { file: 'RUNNER_TEMP/base-runs/nested/runs.jsonl', format: 'otel-genai' },
    ]);
    assert.deepEqual(report.measured.head.map((f: { file: string }) => f.file), ['runs/head-app.jsonl', 'runs/head-nightly.jsonl']);
    assert.deepEqual(report.measured.agents.map((a: { agent: string; scenario: string | null }) => [a.agent, a.scenario]), [['app', 'app'], ['nightly-summariser', null]]);
    assert.equal(report.verdict.thresholds.maxMeasuredDeltaUsd, 7.79);
  });

  test('exactly at the limit passes; the input wins over the config', async () => {
    const result = await runAction(options({ ...runs(), 'max-measured-delta-usd': '7.8' }));
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(result.outputs.verdict, 'pass');
    assert.equal(result.outputs['measured-delta-run-usd'], '0.007800');
  });

  test('bad recordings are named: one side alone, a file outside the workspace and RUNNER_TEMP, a bad count with its file and line', async () => {
    const comments = stage.github.requests.filter((r) => r.method !== 'GET').length;
    const alone = await runAction(options({ 'head-runs': 'runs/head-app.jsonl' }));
    assert.equal(alone.exitCode, 1);
    assert.match(alone.stdout, /::error::input 'base-runs' and input 'head-runs' go together/);
    const outside = await runAction(options({ 'base-runs': join(stage.dir, 'elsewhere'), 'head-runs': 'runs/head-app.jsonl' }));
    assert.equal(outside.exitCode, 1);
    assert.match(outside.stdout, /::error::input 'base-runs': '.*\/elsewhere' is outside the workspace and RUNNER_TEMP; not read/);
    const missing = await runAction(options({ 'base-runs': 'runs/base-*.jsonl', 'head-runs': 'runs/head-app.jsonl' }));
    assert.match(missing.stdout, /::error::input 'base-runs': no file matches 'runs\/base-\*\.jsonl'/);
    writeFileSync(join(stage.scene.workspace, 'runs', 'bad.jsonl'), lines(HEAD, 'app', 3).replace('"intValue":"7000"', '"intValue":"-7"'));
    const bad = await runAction(options({ 'base-runs': 'runs/head-app.jsonl', 'head-runs': 'runs/bad.jsonl' }));
    assert.equal(bad.exitCode, 1);
    assert.match(bad.stdout, /::error::runs\/bad\.jsonl.*line 1.*-7/);
    assert.equal(stage.github.requests.filter((r) => r.method !== 'GET').length, comments, 'no comment from a run that could not read its recordings');
  });
});
