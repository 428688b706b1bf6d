import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Budget } from '../../src/config/budgets.js';
import { DEFAULT_ACCEPT_LABEL, gateRulesOf, ruleChanges, withInputs } from '../../src/gate/rules.js';

const budget = (maxTokens: number, line: number): Budget => ({ kind: 'files', files: ['AGENTS.md'], maxTokens, together: false, origin: { name: 'budgets[0]', file: '.ctxguard.yml', line } });

describe("the gate's rules", () => {
  test('by default: no budgets, no tolerance, and the default label; an empty label is none', () => {
    assert.deepEqual(gateRulesOf({}), { thresholds: {}, budgets: [], tolerancePercent: null, acceptLabel: DEFAULT_ACCEPT_LABEL });
    assert.equal(gateRulesOf({ acceptLabel: '' }).acceptLabel, null);
  });

  test("an input wins over the base's rule it names, and leaves the others", () => {
    const base = gateRulesOf({ maxDeltaTokens: 5, budgets: [budget(100, 3)], tolerancePercent: 10 });
    assert.deepEqual(withInputs(base, { maxDeltaPercent: 2, acceptLabel: '' }), { thresholds: { maxDeltaTokens: 5, maxDeltaPercent: 2 }, budgets: [budget(100, 3)], tolerancePercent: 10, acceptLabel: null });
    assert.deepEqual(withInputs(base, { budgets: [] }).budgets, []);
  });

  test('what a pull request would change in them is said rule by rule; a budget moved to another line is no change', () => {
    const applied = gateRulesOf({ maxDeltaTokens: 5, budgets: [budget(100, 3)] });
    assert.deepEqual(ruleChanges(applied, gateRulesOf({ maxDeltaTokens: 5, budgets: [budget(100, 9)] })), []);
    assert.deepEqual(ruleChanges(applied, gateRulesOf({ maxDeltaTokens: 50, budgets: [budget(200, 3), budget(5, 6)], tolerancePercent: 5, acceptLabel: 'ok' })), [
      'max-delta-tokens 5 → 50',
      'budgets[0] changed',
      'budgets[1] added',
      'tolerance-percent none → 5',
      "accept-label 'ctxguard: accept' → 'ok'",
    ]);
    assert.deepEqual(ruleChanges(applied, gateRulesOf({ maxDeltaTokens: 5 })), ['budgets[0] removed']);
  });
});
