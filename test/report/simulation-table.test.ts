import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeSimulation } from '../../src/analyze/simulate.js';
import { resolveModel } from '../../src/models/catalog.js';
import { renderSimulationTable } from '../../src/report/simulation-table.js';
import type { SizedMessage } from '../../src/trace/trace.js';

const msg = (role: SizedMessage['role'], tokens: number, tool?: string): SizedMessage => ({ role, tokens, argsTokens: 0, ...(tool ? { tool } : {}) });

describe('ctxguard simulate: requests numbered from 1', async () => {
  // gpt-4o (a 128,000-token window), outputs older than the last 2 steps collapsed to 10 tokens.
  const messages = [msg('system', 1_000), msg('user', 100)];
  for (let i = 0; i < 4; i++) messages.push(msg('assistant', 100), msg('tool', 64_000, 'read'));
  const report = await analyzeSimulation({
    source: 'run.jsonl',
    format: 'jsonl',
    messages: [messages],
    recorded: [1, 2, 3, 4].map((k) => ({ inputTokens: 1_000 * k, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 100 })),
    model: resolveModel('gpt-4o'),
    encoding: 'o200k_base',
    policy: { type: 'window', keepLastSteps: 2, markerTokens: 10 },
    caching: false,
    messageOverhead: 4,
  });

  test('in the JSON: requests, recorded requests, events and the overflow', () => {
    assert.deepEqual(report.requests.toArray().map((r) => r.index), [1, 2, 3, 4]);
    assert.deepEqual(report.recorded!.requests.map((r) => r.index), [1, 2, 3, 4]);
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
  });
});
