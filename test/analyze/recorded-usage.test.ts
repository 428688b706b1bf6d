import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { spreadOf, summariseRecordedUsage } from '../../src/analyze/recorded-usage.js';
import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { resolveModel } from '../../src/models/catalog.js';
import { recordedCostUsd } from '../../src/models/recorded-cost.js';
import type { UsageRecord } from '../../src/trace/usage/usage-record.js';

function record(fields: Partial<UsageRecord>): UsageRecord {
  return { inputTokens: 0, cacheReadTokens: 0, cacheWrite5mTokens: 0, cacheWrite1hTokens: 0, outputTokens: 0, reasoningTokens: 0, source: { file: 'runs.jsonl', line: 1 }, ...fields };
}

const sonnet = resolveModel('claude-sonnet-4-5');
const price = (model: string | undefined) => (model === 'claude-sonnet-4-5' ? sonnet : undefined);

describe('what recorded runs spent', () => {
  test("a request's cost: fresh input, cache reads and each life of cache writes at their own prices", () => {
    // Sonnet 4.5: $3 input, $0.30 cache reads, $3.75 five-minute and $6 one-hour writes, $15 output per million.
    const r = record({ inputTokens: 21_412, cacheReadTokens: 18_000, cacheWrite5mTokens: 400, cacheWrite1hTokens: 3_000, outputTokens: 250 });
    assert.equal(recordedCostUsd(r, sonnet).toFixed(6), ((12 * 3 + 18_000 * 0.3 + 400 * 3.75 + 3_000 * 6 + 250 * 15) / 1e6).toFixed(6));
    assert.equal(recordedCostUsd(r, sonnet).toFixed(6), '0.028686');
  });

  test("a request past the long-context tier is priced at it; a run's totals at the tier of their average request", () => {
    // Sonnet 4.5 doubles its input price ($6) and raises output ($22.50) above 200,000 input tokens.
    assert.equal(recordedCostUsd(record({ inputTokens: 300_000 }), sonnet).toFixed(6), '1.800000');
    assert.equal(recordedCostUsd(record({ inputTokens: 200_000 }), sonnet).toFixed(6), '0.600000', 'exactly at the tier is below it');
    // Two requests of 150,000 on average, summed as SWE-agent's model_stats keeps them.
    assert.equal(recordedCostUsd(record({ inputTokens: 300_000, requests: 2 }), sonnet).toFixed(6), '0.900000');
    assert.equal(summariseRecordedUsage([record({ inputTokens: 300_000, requests: 2 })], price)[0]!.perRun.requests.median, 2);
  });

  test('records are grouped by agent, then by run (its id, else its file), and each agent spread over its runs', () => {
    const agents = summariseRecordedUsage(
      [
        record({ agent: 'a', runId: 'r1', model: 'claude-sonnet-4-5', inputTokens: 1_000, outputTokens: 10, time: '2026-11-30T10:00:00Z' }),
        record({ agent: 'a', runId: 'r1', model: 'claude-sonnet-4-5', inputTokens: 2_000, cacheReadTokens: 1_000, outputTokens: 20, time: '2026-11-30T10:01:00Z' }),
        record({ agent: 'a', runId: 'r2', model: 'claude-sonnet-4-5', inputTokens: 500, outputTokens: 5 }),
        record({ agent: 'a', runId: 'r3', model: 'claude-sonnet-4-5', inputTokens: 4_000, outputTokens: 40 }),
        record({ model: 'claude-sonnet-4-5', inputTokens: 100, source: { file: 'x.jsonl', line: 3 } }),
      ],
      price,
    );
    assert.deepEqual(
      agents.map((a) => [a.agent, a.runs.map((r) => [r.runId, r.requests, r.inputTokens]), a.perRun.inputTokens]),
      [
        ['a', [['r1', 2, 3_000], ['r2', 1, 500], ['r3', 1, 4_000]], { median: 3_000, min: 500, max: 4_000 }],
        ['agent', [['x.jsonl', 1, 100]], { median: 100, min: 100, max: 100 }],
      ],
    );
    const r1 = agents[0]!.runs[0]!;
    assert.equal(r1.from, '2026-11-30T10:00:00Z');
    assert.equal(r1.to, '2026-11-30T10:01:00Z');
    assert.equal(r1.costUsd!.toFixed(6), ((2_000 * 3 + 1_000 * 0.3 + 30 * 15) / 1e6).toFixed(6));
  });

  test('a run with a request of a model without prices has no cost, nor has its agent: no cost leaves a request out', () => {
    const [agent] = summariseRecordedUsage([record({ agent: 'a', runId: 'r1', model: 'claude-sonnet-4-5', inputTokens: 10 }), record({ agent: 'a', runId: 'r2', model: 'in-house-7b', inputTokens: 10 })], price);
    assert.equal(agent!.runs[0]!.costUsd !== undefined, true);
    assert.equal(agent!.runs[1]!.costUsd, undefined);
    assert.equal(agent!.perRun.costUsd, undefined);
    assert.deepEqual(agent!.unpriced, ['in-house-7b']);
  });

  test('the median of an even number of runs is the mean of the middle two', () => {
    assert.deepEqual(spreadOf([4, 1, 3, 2]), { median: 2.5, min: 1, max: 4 });
    assert.deepEqual(spreadOf([7]), { median: 7, min: 7, max: 7 });
  });
});

describe('ctxguard recorded', () => {
  const run = async (...args: string[]): Promise<{ code: number; out: string; err: string }> => {
    let out = '';
    let err = '';
    const io: Io = { cwd: new URL('../fixtures/usage/', import.meta.url).pathname, stdout: (t) => (out += t), stderr: (t) => (err += t) };
    return { code: await main(['recorded', ...args], io), out, err };
  };

  test('prints each agent per run, priced, from files of different formats', async () => {
    const { code, out } = await run('claude-code.jsonl', 'codex-rollout.jsonl');
    assert.equal(code, 0);
    assert.equal(
      out,
      [
        'recorded usage: claude-code.jsonl (claude-code), codex-rollout.jsonl (codex)',
        '',
        'claude-code: 1 run, 1 request, 2026-11-30 to 2026-11-30',
        '  per run             median       least        most',
        '  requests                 1           1           1',
        '  input               21,412      21,412      21,412',
        '  cache reads         18,000      18,000      18,000',
        '  cache writes         3,400       3,400       3,400',
        '  output                 250         250         250',
        '  cost               $0.0287     $0.0287     $0.0287',
        '',
        'claude-code subagent: 1 run, 1 request, 2026-11-30 to 2026-11-30',
        '  per run             median       least        most',
        '  requests                 1           1           1',
        '  input                9,005       9,005       9,005',
        '  cache reads          9,000       9,000       9,000',
        '  cache writes             0           0           0',
        '  output                  60          60          60',
        '  cost               $0.0012     $0.0012     $0.0012',
        '',
        'codex: 1 run, 2 requests, 2026-11-30 to 2026-11-30',
        '  per run             median       least        most',
        '  requests                 2           2           2',
        '  input               19,500      19,500      19,500',
        '  cache reads          8,960       8,960       8,960',
        '  cache writes             0           0           0',
        '  output                 520         520         520',
        '  cost               $0.0195     $0.0195     $0.0195',
        '',
      ].join('\n'),
    );
  });

  test('a request in two files counts once; a record that names no model is unpriced unless the user names one', async () => {
    const twice = JSON.parse((await run('claude-code.jsonl', 'claude-code.jsonl', '--format', 'json')).out) as { agents: Array<{ agent: string; requests: number }> };
    assert.deepEqual(twice.agents.map((a) => [a.agent, a.requests]), [['claude-code', 1], ['claude-code subagent', 1]]);
    const gemini = 'usage-without-model.jsonl';
    const unnamed = await run(gemini);
    assert.match(unnamed.out, /cost: not priced, no prices for \(no model named\)/);
    const named = await run(gemini, '--model', 'gemini-2.5-pro');
    assert.match(named.out, /^ {2}cost +\$0\.\d{4}/m);
  });

  test('--format json gives the records summed; a bad file is exit 2 with its file and line', async () => {
    const json = JSON.parse((await run('codex-rollout.jsonl', '--format', 'json')).out) as { agents: Array<{ agent: string; requests: number }> };
    assert.deepEqual(json.agents.map((a) => [a.agent, a.requests]), [['codex', 2]]);
    const bad = await run('openinference.json', '--usage-format', 'codex');
    assert.equal(bad.code, 2);
    assert.equal(bad.err, 'ctxguard recorded: openinference.json: no model request with usage in this codex file\n');
    const none = await run();
    assert.equal(none.code, 2);
    assert.match(none.err, /give the files of recorded usage to read/);
  });
});

describe('ctxguard recorded --base --head', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ctxguard-measured-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  /** One run per file: a Sonnet 4.5 request of `input` tokens and 100 output tokens. */
  const runs = (side: string, inputs: number[]): void => {
    mkdirSync(join(dir, side, 'nested'), { recursive: true });
    inputs.forEach((input, k) =>
      writeFileSync(join(dir, side, k === 0 ? 'nested' : '', `run-${k}.jsonl`), `${JSON.stringify({ id: `${side}-${k}`, model: 'claude-sonnet-4-5', usage: { input_tokens: input, output_tokens: 100 } })}\n`),
    );
  };
  runs('base', [1_000, 1_200, 5_000]);
  runs('head', [1_500, 1_700, 1_600]);
  writeFileSync(join(dir, 'notes.txt'), 'not a run');
  const run = async (...args: string[]): Promise<{ code: number; out: string; err: string }> => {
    let out = '';
    let err = '';
    return { code: await main(['recorded', ...args], { cwd: dir, stdout: (t) => (out += t), stderr: (t) => (err += t) }), out, err };
  };

  test("each agent's median run at base beside its median run at head, from every run file under each folder", async () => {
    const { code, out } = await run('--base', 'base', '--head', 'head');
    assert.equal(code, 0);
    // Base's median run: 1,200 input tokens, $3 x 1,200 + $15 x 100 per million = $0.0051, $5.10 per 1,000 runs; head's: 1,600 and $6.30.
    assert.equal(
      out,
      [
        'measured: base base/nested/run-0.jsonl, base/run-1.jsonl, base/run-2.jsonl; head head/nested/run-0.jsonl, head/run-1.jsonl, head/run-2.jsonl',
        '',
        'agent   runs (base / head)   input per run (median)   cost per 1,000 runs (median)',
        'agent   3 / 3                1,200 → 1,600 (+400)     $5.10 → $6.30 (+$1.20)',
        '',
      ].join('\n'),
    );
  });

  test('the gate fails past its limit in dollars per 1,000 runs, and passes exactly at it', async () => {
    const over = await run('--base', 'base', '--head', 'head', '--max-measured-delta-usd', '1.19');
    assert.equal(over.code, 1);
    assert.match(over.out, /^measured delta-run-usd \+\$1\.20 per 1,000 runs \(agent, median of 3 runs at base and 3 at head\) is above max-measured-delta-usd \$1\.19$/m);
    const at = await run('--base', 'base', '--head', 'head', '--max-measured-delta-usd', '1.2', '--format', 'json');
    assert.equal(at.code, 0);
    const report = JSON.parse(at.out) as { agents: Array<{ agent: string; deltaInputTokens: number; deltaCostUsd: number }>; verdict: { status: string; reasons: string[] } };
    assert.deepEqual(report.verdict.reasons, []);
    assert.equal(report.agents[0]!.deltaInputTokens, 400);
    assert.equal(report.agents[0]!.deltaCostUsd.toFixed(6), '0.001200');
  });

  test('an agent on one side only, and bad use', async () => {
    writeFileSync(join(dir, 'codex.jsonl'), readFileSync(new URL('../fixtures/usage/codex-rollout.jsonl', import.meta.url)));
    const one = await run('--base', 'base', '--head', 'head', '--head', 'codex.jsonl');
    assert.match(one.out, /^codex +0 \/ 1 +head only: 19,500 +head only: \$19\.49$/m);
    assert.equal((await run('--base', 'base')).code, 2);
    assert.match((await run('--base', 'base', '--head', 'head', 'extra.jsonl')).err, /--base and --head go together, with no other files/);
    assert.match((await run('--base', 'base', '--head', 'head', '--max-measured-delta-usd', 'lots')).err, /--max-measured-delta-usd: expected dollars per 1,000 runs \(0 or more\), got "lots"/);
    mkdirSync(join(dir, 'empty'));
    assert.match((await run('--base', 'empty', '--head', 'head')).err, /--base: no \.json or \.jsonl file in 'empty'/);
  });
});
