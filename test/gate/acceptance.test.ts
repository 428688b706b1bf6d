import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { acceptByLabel } from '../../src/gate/acceptance.js';
import type { Verdict } from '../../src/report/report.js';

const THRESHOLDS: Verdict['thresholds'] = { maxDeltaTokens: 5, maxDeltaPercent: null, maxDeltaUsd: null, maxPeakContext: null, maxMeasuredDeltaUsd: null };
const failing: Verdict = { status: 'fail', reasons: ['delta-tokens +9 (app) is above max-delta-tokens 5'], thresholds: THRESHOLDS, acceptLabel: 'ctxguard: accept' };

describe('accepting a failing check with a label', () => {
  test('the label passes the check and keeps what it accepted, and who added it', () => {
    assert.deepEqual(acceptByLabel(failing, { names: ['bug', 'CTXGUARD: Accept'], acceptedBy: 'alice' }), {
      ...failing,
      status: 'pass',
      reasons: [],
      accepted: { label: 'ctxguard: accept', by: 'alice', reasons: ['delta-tokens +9 (app) is above max-delta-tokens 5'] },
    });
  });

  test('without the label, with acceptance turned off, or on a passing check, the verdict is as it was', () => {
    assert.equal(acceptByLabel(failing, { names: ['ctxguard: accepted'] }), failing);
    const off: Verdict = { ...failing, acceptLabel: null };
    assert.equal(acceptByLabel(off, { names: ['ctxguard: accept'] }), off);
    const passing: Verdict = { ...failing, status: 'pass', reasons: [] };
    assert.equal(acceptByLabel(passing, { names: ['ctxguard: accept'] }), passing);
  });

  test('who added it may be unknown', () => {
    assert.equal(acceptByLabel(failing, { names: ['ctxguard: accept'] }).accepted?.by, null);
  });
});
