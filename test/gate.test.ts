import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { evaluateGate } from '../src/gate.js';
import type { Totals } from '../src/report/report.js';

const totals = (base: number, head: number): Totals => ({
  baseTokens: base,
  headTokens: head,
  deltaTokens: head - base,
  deltaPercent: base === 0 ? (head === 0 ? 0 : null) : ((head - base) / base) * 100,
  baseRunTokens: 20 * base,
  headRunTokens: 20 * head,
  deltaRunTokens: 20 * (head - base),
  deltaRunUsd: null,
  basePeakContext: base,
  headPeakContext: head,
});

describe('the gate', () => {
  test('passes without thresholds', () => {
    assert.deepEqual(evaluateGate(totals(100, 10_000), {}), {
      status: 'pass',
      reasons: [],
      thresholds: { maxDeltaTokens: null, maxDeltaPercent: null },
    });
  });

  test('fails above max-delta-tokens, not at it', () => {
    assert.equal(evaluateGate(totals(100, 150), { maxDeltaTokens: 50 }).status, 'pass');
    assert.deepEqual(evaluateGate(totals(100, 1_151), { maxDeltaTokens: 50 }), {
      status: 'fail',
      reasons: ['delta-tokens +1,051 is above max-delta-tokens 50'],
      thresholds: { maxDeltaTokens: 50, maxDeltaPercent: null },
    });
  });

  test('fails above max-delta-percent; shrinking never fails', () => {
    assert.equal(evaluateGate(totals(1000, 1050), { maxDeltaPercent: 5 }).status, 'pass');
    assert.deepEqual(evaluateGate(totals(1000, 1051), { maxDeltaPercent: 5 }).reasons, ['delta-percent +5.1% is above max-delta-percent 5%']);
    assert.equal(evaluateGate(totals(1000, 10), { maxDeltaPercent: 0, maxDeltaTokens: 0 }).status, 'pass');
  });

  test('new prompt material crosses any percent threshold', () => {
    assert.deepEqual(evaluateGate(totals(0, 10), { maxDeltaPercent: 1000 }).reasons, [
      'delta-percent: all prompt material is new (none at base), above max-delta-percent 1000%',
    ]);
  });
});
