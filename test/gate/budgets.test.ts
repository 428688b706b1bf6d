import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Budget } from '../../src/config/budgets.js';
import { budgetCrossings, checkBudgets, judgeBudgets, type AgentBudgetFigures, type BudgetFigures } from '../../src/gate/budgets.js';

const origin = (i: number) => ({ name: `budgets[${i}]`, file: '.ctxguard.yml', line: 3 + i });
const files = (globs: string[], maxTokens: number, together = false, i = 0): Budget => ({ kind: 'files', files: globs, maxTokens, together, origin: origin(i) });
const agent = (name: string, limits: Partial<AgentBudgetFigures>, i = 0): Budget => ({ kind: 'agent', agent: name, limits, origin: origin(i) });
const figures = (head: AgentBudgetFigures): AgentBudgetFigures => head;

const FIGURES: BudgetFigures = {
  files: {
    base: new Map([['AGENTS.md', 2400], ['prompts/a.md', 100]]),
    head: new Map([['AGENTS.md', 2500], ['prompts/a.md', 150], ['prompts/b.md', 60]]),
  },
  agents: [
    { name: 'Claude Code', base: figures({ startupTokens: 9000, promptTokens: 9500, runTokens: 200_000, runUsd: 0.2, peakContext: 12_000 }), head: figures({ startupTokens: 12_001, promptTokens: 12_500, runTokens: 260_000, runUsd: 0.5, peakContext: 15_000 }) },
    { name: 'Claude Code subagent reviewer (.claude/agents/r.md)', base: null, head: figures({ startupTokens: 300, promptTokens: 400, runTokens: 6000, runUsd: 0.01, peakContext: 400 }) },
  ],
};

describe('budgets, checked at head', () => {
  test('a file exactly at its budget is within it; a token over is over, with its figure at base', () => {
    const { checks } = checkBudgets([files(['AGENTS.md'], 2500), files(['AGENTS.md'], 2499, false, 1)], FIGURES);
    assert.deepEqual(checks.map((c) => [c.budget, c.subject, c.base, c.head, c.limit, c.status]), [
      ['budgets[1]', 'AGENTS.md', 2400, 2500, 2499, 'over'],
      ['budgets[0]', 'AGENTS.md', 2400, 2500, 2500, 'within'],
    ]);
    assert.deepEqual(budgetCrossings(checks), [{ reason: 'AGENTS.md is 2,500 tokens, above its budget of 2,499 tokens (budgets[1])', value: 2500, limit: 2499, unit: 'count', budget: 'budgets[1]' }]);
  });

  test('a glob bounds each file it matches, or all of them together', () => {
    const each = checkBudgets([files(['prompts/**'], 100)], FIGURES).checks;
    assert.deepEqual(each.map((c) => [c.subject, c.base, c.head, c.status]), [['prompts/a.md', 100, 150, 'over'], ['prompts/b.md', null, 60, 'within']]);
    const [together] = checkBudgets([files(['prompts/**'], 210, true)], FIGURES).checks;
    assert.deepEqual([together!.kind, together!.subject, together!.base, together!.head, together!.paths, together!.status], ['files', 'prompts/**', 100, 210, ['prompts/a.md', 'prompts/b.md'], 'within']);
    assert.match(budgetCrossings(checkBudgets([files(['prompts/**'], 209, true)], FIGURES).checks)[0]!.reason, /^prompts\/\*\* together are 210 tokens, above their budget of 209 tokens \(budgets\[0\]\)$/);
  });

  test("an agent budget bounds each figure it names; `*` in the name stands for any characters, slashes too", () => {
    const { checks } = checkBudgets([agent('Claude Code*', { startupTokens: 12_000, runUsd: 0.5 })], FIGURES);
    assert.deepEqual(checks.map((c) => [c.subject, c.measure, c.head, c.status]), [
      ['Claude Code', 'startupTokens', 12_001, 'over'],
      ['Claude Code', 'runUsd', 0.5, 'within'],
      ['Claude Code subagent reviewer (.claude/agents/r.md)', 'startupTokens', 300, 'within'],
      ['Claude Code subagent reviewer (.claude/agents/r.md)', 'runUsd', 0.01, 'within'],
    ]);
    assert.equal(budgetCrossings(checks)[0]!.reason, "Claude Code's start-up context is 12,001 tokens, above its budget of 12,000 tokens (budgets[0])");
    // Dollars are compared to the nano-dollar: 0.1 + 0.2 is not over 0.3.
    const dust = checkBudgets([agent('Claude Code', { runUsd: 0.3 })], { ...FIGURES, agents: [{ ...FIGURES.agents[0]!, head: { ...FIGURES.agents[0]!.head, runUsd: 0.1 + 0.2 } }] });
    assert.equal(dust.checks[0]!.status, 'within');
    assert.equal(budgetCrossings(checkBudgets([agent('Claude Code', { runUsd: 0.49 })], FIGURES).checks)[0]!.reason, "Claude Code's dollars per run is $0.50, above its budget of $0.49 (budgets[0])");
  });

  test('a budget that matches nothing at head is listed, not passed silently', () => {
    const unmatched = [files(['docs/**'], 5), agent('Cursor', { promptTokens: 1 }, 1)];
    assert.deepEqual(checkBudgets(unmatched, FIGURES), { checks: [], unmatched });
  });

  test('the tolerance band turns an over check into a tolerated one, from its figures alone', () => {
    const { checks } = checkBudgets([files(['AGENTS.md'], 2400)], FIGURES);
    assert.equal(judgeBudgets(checks, 4)[0]!.status, 'over');
    assert.equal(judgeBudgets(checks, 5)[0]!.status, 'tolerated');
    assert.equal(judgeBudgets(checks, null)[0]!.status, 'over');
  });
});

describe('budgets a pull request cannot escape', () => {
  test('a file a budget bounds that is not counted at head fails it, past any tolerance', () => {
    const uncounted = new Map([['prompts/big.md', 'larger than max_file_bytes']]);
    const { checks } = checkBudgets([files(['prompts/**'], 1000)], { ...FIGURES, uncounted });
    const big = checks.find((c) => c.subject === 'prompts/big.md')!;
    assert.deepEqual([big.status, big.head, big.uncounted], ['over', 0, 'is not counted (larger than max_file_bytes)']);
    assert.equal(budgetCrossings([big])[0]!.reason, 'prompts/big.md is not counted (larger than max_file_bytes), so its budget of 1,000 tokens cannot be checked (budgets[0])');
    assert.equal(budgetCrossings([big])[0]!.value, Number.POSITIVE_INFINITY);
    assert.equal(judgeBudgets([big], 1e6)[0]!.status, 'over');
    // Together, one such file is enough.
    assert.match(checkBudgets([files(['prompts/**'], 1000, true)], { ...FIGURES, uncounted }).checks[0]!.uncounted!, /^together hold files that are not counted \(prompts\/big\.md: larger than max_file_bytes\)$/);
  });

  test('a budget that matches nothing at head fails when the pull request changes the config, and is only listed when it does not', () => {
    const gone = [files(['docs/**'], 5), agent('Renamed', { promptTokens: 1 }, 1)];
    const changed = checkBudgets(gone, { ...FIGURES, configChanged: true });
    assert.deepEqual(changed.unmatched, []);
    assert.deepEqual(changed.checks.map((c) => [c.budget, c.kind, c.subject, c.status]), [['budgets[0]', 'files', 'docs/**', 'over'], ['budgets[1]', 'agent', 'Renamed', 'over']]);
    assert.equal(budgetCrossings(changed.checks)[1]!.reason, "Renamed matches nothing at head, and this pull request changes the ctxguard config, so its budget of 1 token cannot be checked (budgets[1])");
  });
});
