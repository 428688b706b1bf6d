import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { evaluateGate } from '../src/gate.js';
import type { Totals } from '../src/report/report.js';

const totals = (base: number, head: number): Totals => ({
  baseTokens: base,
  headTokens: head,
  deltaTokens: head - base,
  deltaPercent: base === 0 ? (head === 0 ? 0 : null) : ((head - base) / base) * 100,
  agent: 'default',
  baseRunTokens: 20 * base,
  headRunTokens: 20 * head,
  deltaRunTokens: 20 * (head - base),
  baseRunUsd: base * 1e-5,
  headRunUsd: head * 1e-5,
  deltaRunUsd: (head - base) * 1e-5,
  deltaMonthlyUsd: null,
  basePeakContext: base,
  headPeakContext: head,
  headOverflowRequest: null,
});

describe('the gate', () => {
  test('passes without thresholds', () => {
    assert.deepEqual(evaluateGate(totals(100, 10_000), {}), {
      status: 'pass',
      reasons: [],
      thresholds: { maxDeltaTokens: null, maxDeltaPercent: null, maxDeltaUsd: null, maxPeakContext: null },
    });
  });

  test('fails above max-delta-tokens, not at it', () => {
    assert.equal(evaluateGate(totals(100, 150), { maxDeltaTokens: 50 }).status, 'pass');
    assert.deepEqual(evaluateGate(totals(100, 1_151), { maxDeltaTokens: 50 }), {
      status: 'fail',
      reasons: ['delta-tokens +1,051 is above max-delta-tokens 50'],
      thresholds: { maxDeltaTokens: 50, maxDeltaPercent: null, maxDeltaUsd: null, maxPeakContext: null },
    });
  });

  test('fails above max-delta-percent; shrinking never fails', () => {
    assert.equal(evaluateGate(totals(1000, 1050), { maxDeltaPercent: 5 }).status, 'pass');
    assert.deepEqual(evaluateGate(totals(1000, 1051), { maxDeltaPercent: 5 }).reasons, ['delta-percent +5.1% is above max-delta-percent 5%']);
    assert.equal(evaluateGate(totals(1000, 10), { maxDeltaPercent: 0, maxDeltaTokens: 0 }).status, 'pass');
  });

  test('fails above max-delta-usd (per 1,000 runs) and max-peak-context', () => {
    // +1,000 tokens at $0.00001 each: +$0.01 a run, $10 per 1,000 runs.
    assert.equal(evaluateGate(totals(1000, 2000), { maxDeltaUsd: 10 }).status, 'pass');
    assert.deepEqual(evaluateGate(totals(1000, 2001), { maxDeltaUsd: 10 }).reasons, ['delta-run-usd +$10.01 per 1,000 runs is above max-delta-usd $10.00']);
    assert.deepEqual(evaluateGate(totals(1000, 2001), { maxPeakContext: 2000 }).reasons, ['head-peak-context 2,001 is above max-peak-context 2,000']);
  });

  test('new prompt material crosses any percent threshold', () => {
    assert.deepEqual(evaluateGate(totals(0, 10), { maxDeltaPercent: 1000 }).reasons, [
      'delta-percent: all prompt material is new (none at base), above max-delta-percent 1000%',
    ]);
  });
});
