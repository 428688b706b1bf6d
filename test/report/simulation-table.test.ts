import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeSimulation, type SimulateInput } from '../../src/analyze/simulate.js';
import type { SimulateReport } from '../../src/report/simulate-report.js';
import { resolveModel } from '../../src/models/catalog.js';
import { renderSimulationTable } from '../../src/report/simulation-table.js';
import type { SizedMessage } from '../../src/trace/trace.js';

const msg = (role: SizedMessage['role'], tokens: number, tool?: string): SizedMessage => ({ role, tokens, argsTokens: 0, ...(tool ? { tool } : {}) });

/** gpt-4o (a 128,000-token window), no caching, 4 tokens a message, tool outputs collapsed to 10 tokens. */
function simulated(messages: SizedMessage[], keepLastSteps: number, extra: Partial<SimulateInput> = {}): Promise<SimulateReport> {
  return analyzeSimulation({
    source: 'run.jsonl',
    format: 'jsonl',
    messages: [messages],
    model: resolveModel('gpt-4o'),
    encoding: 'o200k_base',
    policy: { type: 'window', keepLastSteps, markerTokens: 10 },
    caching: false,
    messageOverhead: 4,
    ...extra,
  });
}

describe('ctxguard simulate: requests numbered from 1', async () => {
  // gpt-4o (a 128,000-token window), outputs older than the last 2 steps collapsed to 10 tokens.
  const messages = [msg('system', 1_000), msg('user', 100)];
  for (let i = 0; i < 4; i++) messages.push(msg('assistant', 100), msg('tool', 64_000, 'read'));
  const report = await simulated(messages, 2, {
    recorded: [1, 2, 3, 4].map((k) => ({ inputTokens: 1_000 * k, cacheReadTokens: 0, cacheWrite5mTokens: 0, cacheWrite1hTokens: 0, outputTokens: 100, reasoningTokens: 0, source: { file: 'run.json', line: k } })),
  });

  test('in the JSON: requests, recorded requests, events and the overflow', () => {
    assert.deepEqual(report.requests.toArray().map((r) => r.index), [1, 2, 3, 4]);
    assert.deepEqual(report.recorded!.requests.map((r) => r.index), [1, 2, 3, 4]);
    // Each recorded request beside the same request of the log replayed as sent (no policy, nothing collapsed).
    assert.deepEqual(report.recorded!.requests.map((r) => [r.replayedInputTokens, r.differenceTokens]), [[1_108, 108], [65_216, 63_216], [129_324, 126_324], [193_432, 189_432]]);
    // 1,004 + 104; then + 104 + 64,004 a step: 65,216, 129,324 (past 128,000), 193,432 less the first
    // output collapsed before request 4 (64,000 - 10 = 63,990): 129,442.
    assert.deepEqual(report.requests.toArray().map((r) => r.inputTokens), [1_108, 65_216, 129_324, 129_442]);
    assert.deepEqual(report.events.toArray(), [{ request: 4, type: 'clear', freedTokens: 63_990, messages: 1 }]);
    assert.equal(report.totals.overflowRequest, 3);
  });

  test('in the table: the same numbers, the edit and the overflow where the JSON puts them', () => {
    const table = renderSimulationTable(report);
    assert.match(table, /^ {10}1 {6}1,108 .*█$/m);
    assert.match(table, /^ {10}3 {4}129,324 .*█ overflow$/m);
    assert.match(table, /^ {10}4 {4}129,442 .*█ ✂ overflow$/m);
    assert.match(table, /, overflows at request 3\n/);
    assert.match(table, /^per request: 0 of 4 replayed within 1% of the recorded input; the largest difference \+189,432 at request 4 \(193,432 against 4,000, /m);
  });
});

describe('ctxguard simulate: a long run in grouped rows', async () => {
  // 150 requests in 50 rows of 3: a window of 3 steps clears each result four requests after it came,
  // from request 5 on: the first row holds no edit, every later one does.
  const messages: SizedMessage[] = [msg('system', 1_000), msg('user', 100)];
  for (let i = 0; i < 150; i++) messages.push(msg('assistant', 10), msg('tool', i < 5 ? 5 : 2_000, 'read'));
  const report = await simulated(messages, 3);

  test('each row spans its requests, shows the largest input among them, and marks a row with an edit in it', () => {
    const rows = renderSimulationTable(report).split('\n').filter((line) => /^ +\d+-\d+ /.test(line));
    assert.equal(rows.length, 50);
    assert.match(rows[0]!, /^ {8}1-3 /);
    assert.match(rows.at(-1)!, /^ {4}148-150 /);
    const requests = report.requests.toArray();
    const edited = new Set(report.events.toArray().map((e) => e.request));
    for (const [r, row] of rows.entries()) {
      const group = requests.slice(3 * r, 3 * r + 3);
      assert.ok(row.includes(` ${Math.max(...group.map((q) => q.inputTokens)).toLocaleString('en-US')} `), row);
      assert.equal(row.includes('✂'), group.some((q) => edited.has(q.index)), row);
    }
    assert.deepEqual([rows[0]!.includes('✂'), rows[1]!.includes('✂'), rows.at(-1)!.includes('✂')], [false, true, true]);
  });
});
