import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { evaluateGate, type AgentFigures } from '../../src/gate/thresholds.js';

/** One agent's figures: a prompt of `base` tokens grown to `head`, each token $0.00001 a run. */
const agent = (base: number, head: number, name = 'app'): AgentFigures[] => [
  {
    agent: name,
    deltaTokens: head - base,
    deltaPercent: base === 0 ? (head === 0 ? 0 : null) : ((head - base) / base) * 100,
    deltaRunUsd: (head - base) * 1e-5,
    headPeakContext: head,
  },
];

describe('the gate', () => {
  test('passes without thresholds', () => {
    assert.deepEqual(evaluateGate(agent(100, 10_000), {}), {
      status: 'pass',
      reasons: [],
      thresholds: { maxDeltaTokens: null, maxDeltaPercent: null, maxDeltaUsd: null, maxPeakContext: null, maxMeasuredDeltaUsd: null },
    });
  });

  test('fails above max-delta-tokens, not at it', () => {
    assert.equal(evaluateGate(agent(100, 150), { maxDeltaTokens: 50 }).status, 'pass');
    assert.deepEqual(evaluateGate(agent(100, 1_151), { maxDeltaTokens: 50 }), {
      status: 'fail',
      reasons: ['delta-tokens +1,051 (app) is above max-delta-tokens 50'],
      thresholds: { maxDeltaTokens: 50, maxDeltaPercent: null, maxDeltaUsd: null, maxPeakContext: null, maxMeasuredDeltaUsd: null },
      crossings: [{ reason: 'delta-tokens +1,051 (app) is above max-delta-tokens 50', status: 'failing', agent: 'app' }],
    });
  });

  test('fails above max-delta-percent; shrinking never fails', () => {
    assert.equal(evaluateGate(agent(1000, 1050), { maxDeltaPercent: 5 }).status, 'pass');
    assert.deepEqual(evaluateGate(agent(1000, 1051), { maxDeltaPercent: 5 }).reasons, ['delta-percent +5.1% (app) is above max-delta-percent 5%']);
    assert.equal(evaluateGate(agent(1000, 10), { maxDeltaPercent: 0, maxDeltaTokens: 0 }).status, 'pass');
  });

  test('fails above max-delta-usd (per 1,000 runs) and max-peak-context', () => {
    // +1,000 tokens at $0.00001 each: +$0.01 a run, $10 per 1,000 runs.
    assert.equal(evaluateGate(agent(1000, 2000), { maxDeltaUsd: 10 }).status, 'pass');
    assert.deepEqual(evaluateGate(agent(1000, 2001), { maxDeltaUsd: 10 }).reasons, ['delta-run-usd +$10.01 per 1,000 runs (app) is above max-delta-usd $10.00']);
    assert.deepEqual(evaluateGate(agent(1000, 2001), { maxPeakContext: 2000 }).reasons, ['head-peak-context 2,001 (app) is above max-peak-context 2,000']);
    // $0.0003 a run summed as 0.1 + 0.2 tenths of a cent: exactly at $0.30 per 1,000 runs, not a float's last bit over it.
    assert.equal(evaluateGate([{ ...agent(0, 0)[0]!, deltaRunUsd: (0.1 + 0.2) / 1000 }], { maxDeltaUsd: 0.3 }).status, 'pass');
  });

  test('new prompt material crosses any percent threshold', () => {
    assert.deepEqual(evaluateGate(agent(0, 10), { maxDeltaPercent: 1000 }).reasons, [
      'delta-percent (app): all its prompt material is new (none at base), above max-delta-percent 1000%',
    ]);
  });

  test('judges each agent on its own figures, never their sum or net', () => {
    // One agent grows by 200, its alternative shrinks by 138: the net +62 would pass a threshold of 150.
    const grows = agent(1000, 1200, 'CodeAgent')[0]!;
    const shrinks = agent(1000, 862, 'ToolCallingAgent')[0]!;
    assert.deepEqual(evaluateGate([grows, shrinks], { maxDeltaTokens: 150 }).reasons, ['delta-tokens +200 (CodeAgent) is above max-delta-tokens 150']);
    assert.equal(evaluateGate([grows, shrinks], { maxDeltaTokens: 200 }).status, 'pass');
    // A saving in one agent does not hide another's growth in dollars.
    const saves = { ...agent(1000, 0, 'big')[0]!, deltaRunUsd: -5 / 1000 };
    assert.deepEqual(evaluateGate([saves, { ...grows, deltaRunUsd: 3 / 1000 }], { maxDeltaUsd: 1 }).reasons, [
      'delta-run-usd +$3.00 per 1,000 runs (CodeAgent) is above max-delta-usd $1.00',
    ]);
  });
});

