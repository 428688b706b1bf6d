import { budgetCrossings, judgeBudgets } from '../gate/budgets.js';
import type { GateRules } from '../gate/rules.js';
import { agentCrossings, evaluateGate, measuredCrossings, type AgentFigures, type MeasuredFigures } from '../gate/thresholds.js';
import { splitByTolerance, type Crossing } from '../gate/tolerance.js';
import { percentChange } from '../report/format.js';
import type { MeasuredAgent } from '../report/measured-runs.js';
import type { BudgetCheck, PromptMaterial, ScenarioReport, Totals, Verdict } from '../report/report.js';

/**
 * One rule for the figure a reviewer reads (docs/architecture.md, "The figure"): the headline, the
 * outputs and the first table are one agent's. The gate judges every agent on its own figures; the
 * headline agent is the one it fails that the change moves most, or, when it fails none, the one the
 * change moves most. Agents are alternatives to each other: their figures are never summed or netted.
 * An agent fails on its estimate, on its recorded runs (`measured`) or on its budgets, each judged on
 * its own and past the tolerance band; the budgets of files fail the check, not an agent.
 */
export function headline(
  scenarios: readonly ScenarioReport[],
  rules: Pick<GateRules, 'thresholds' | 'tolerancePercent' | 'acceptLabel'>,
  measured: readonly MeasuredAgent[] = [],
  budgets: readonly BudgetCheck[] = [],
): { scenarios: ScenarioReport[]; totals: Totals; verdict: Verdict; budgets: BudgetCheck[] } {
  const { thresholds, tolerancePercent } = rules;
  const failing = (crossings: readonly Crossing[]): boolean => splitByTolerance(crossings, tolerancePercent).failing.length > 0;
  const measuredFigures = measured.map(measuredFiguresOf);
  const fails = new Set<string>([
    ...measured.flatMap((m, i) => (m.scenario !== null && failing(measuredCrossings(measuredFigures[i]!, thresholds)) ? [m.scenario] : [])),
    ...scenarios.filter((s) => failing(agentCrossings(figuresOf(s), thresholds))).map((s) => s.name),
    ...budgets.filter((c) => c.kind === 'agent' && failing(budgetCrossings([c]))).map((c) => c.subject),
  ]);
  const ordered = [...scenarios].sort((a, b) => Number(fails.has(b.name)) - Number(fails.has(a.name)) || byImpact(a, b));
  const verdict = evaluateGate(ordered.map(figuresOf), thresholds, measuredFigures, { budgets: budgetCrossings(budgets), tolerancePercent, acceptLabel: rules.acceptLabel });
  return { scenarios: ordered, totals: totalsOf(ordered[0]), verdict, budgets: judgeBudgets(budgets, tolerancePercent) };
}

/** A recorded agent's figures as the gate reads them, named as the estimate names it where it matches one. */
export function measuredFiguresOf(m: MeasuredAgent): MeasuredFigures {
  return { agent: m.scenario ?? m.agent, baseRuns: m.base?.runs ?? 0, headRuns: m.head?.runs ?? 0, deltaCostUsd: m.deltaCostUsd };
}

/** The larger change in dollars per run first, then in tokens per run, then in prompt material; then by name. */
export function byImpact(a: ScenarioReport, b: ScenarioReport): number {
  return (
    Math.abs(b.deltaRunUsd) - Math.abs(a.deltaRunUsd) ||
    Math.abs(b.deltaRunTokens) - Math.abs(a.deltaRunTokens) ||
    Math.abs(b.prompt.deltaTokens) - Math.abs(a.prompt.deltaTokens) ||
    a.name.localeCompare(b.name)
  );
}

/** An agent's figures as the gate reads them. */
export function figuresOf(s: ScenarioReport): AgentFigures {
  return { agent: s.name, deltaTokens: s.prompt.deltaTokens, deltaPercent: s.prompt.deltaPercent, deltaRunUsd: s.deltaRunUsd, headPeakContext: s.head.peakContext };
}

export function promptMaterial(baseTokens: number, headTokens: number): PromptMaterial {
  return { baseTokens, headTokens, deltaTokens: headTokens - baseTokens, deltaPercent: percentChange(baseTokens, headTokens) };
}

function totalsOf(s: ScenarioReport | undefined): Totals {
  if (!s) {
    return {
      agent: null, baseTokens: 0, headTokens: 0, deltaTokens: 0, deltaPercent: 0, baseRunTokens: 0, headRunTokens: 0, deltaRunTokens: 0,
      baseRunUsd: 0, headRunUsd: 0, deltaRunUsd: 0, deltaMonthlyUsd: null, basePeakContext: 0, headPeakContext: 0, headOverflowRequest: null,
    };
  }
  return {
    agent: s.name,
    ...s.prompt,
    baseRunTokens: s.base.inputTokens,
    headRunTokens: s.head.inputTokens,
    deltaRunTokens: s.deltaRunTokens,
    baseRunUsd: s.base.costUsd,
    headRunUsd: s.head.costUsd,
    deltaRunUsd: s.deltaRunUsd,
    deltaMonthlyUsd: s.runsPerMonth === null ? null : s.deltaRunUsd * s.runsPerMonth,
    basePeakContext: s.base.peakContext,
    headPeakContext: s.head.peakContext,
    headOverflowRequest: s.head.overflowRequest,
  };
}
