import { AGENT_LIMIT_KEYS, type AgentBudget, type AgentMeasure, type Budget, type FileBudget } from '../config/budgets.js';
import { pathGlobs } from '../extract/path-globs.js';
import { escapeRegExp } from '../extract/regexp-escape.js';
import { budgetReason, isOver } from '../report/budget-words.js';
import type { BudgetCheck } from '../report/report.js';
import { withinBand, type Crossing } from './tolerance.js';

/** One agent's figures a budget can bound, at one end. */
export type AgentBudgetFigures = Record<AgentMeasure, number>;

/** What budgets are checked on: every prompt file's tokens and every agent's figures, at base and at head. */
export interface BudgetFigures {
  /** Tokens of each prompt file, by path (a renamed file's base under its head path). */
  files: { base: ReadonlyMap<string, number>; head: ReadonlyMap<string, number> };
  agents: ReadonlyArray<{ name: string; base: AgentBudgetFigures | null; head: AgentBudgetFigures }>;
  /** Prompt files at head that were not counted, and why (past max_file_bytes, binary): a budget of them cannot pass. */
  uncounted?: ReadonlyMap<string, string>;
  /**
   * The pull request changes the config: a budget that then matches nothing at head fails, since the
   * change may have taken its files or agent out of the counts (the budgets are the base's).
   */
  configChanged?: boolean;
}

/**
 * Each budget checked at head (docs/architecture.md, "Budgets"), crossed ones first, and the budgets
 * that match nothing at head (a glob no prompt file matches, an agent name no agent has), which the
 * report lists rather than passing them silently.
 */
export function checkBudgets(budgets: readonly Budget[], figures: BudgetFigures): { checks: BudgetCheck[]; unmatched: Budget[] } {
  const checks: BudgetCheck[] = [];
  const unmatched: Budget[] = [];
  for (const budget of budgets) {
    const found = budget.kind === 'files' ? fileChecks(budget, figures.files, figures.uncounted ?? new Map()) : agentChecks(budget, figures.agents);
    if (found.length === 0 && figures.configChanged) checks.push(unmatchedCheck(budget));
    else if (found.length === 0) unmatched.push(budget);
    checks.push(...found);
  }
  // Stable: crossed first, each group in the order the budgets are written.
  return { checks: [...checks.filter(isOver), ...checks.filter((c) => !isOver(c))].map((c) => ({ ...c, status: isOver(c) ? 'over' : 'within' })), unmatched };
}

/** The crossed budgets, as the gate weighs them against its tolerance band: one that could not be checked is past any. */
export function budgetCrossings(checks: readonly BudgetCheck[]): Crossing[] {
  return checks.filter(isOver).map((c) => ({
    reason: budgetReason(c),
    value: c.uncounted === undefined ? c.head : Number.POSITIVE_INFINITY,
    limit: c.limit,
    unit: c.measure === 'runUsd' ? 'usd' : 'count',
    budget: c.budget,
    ...(c.kind === 'agent' ? { agent: c.subject } : {}),
  }));
}

/** Each check's status under the tolerance band, worked out from its figures (a stored report's too). */
export function judgeBudgets(checks: readonly BudgetCheck[], tolerancePercent: number | null): BudgetCheck[] {
  return checks.map((c) => ({ ...c, status: !isOver(c) ? 'within' : c.uncounted === undefined && withinBand(c.head, c.limit, tolerancePercent) ? 'tolerated' : 'over' }));
}

function fileChecks(budget: FileBudget, files: BudgetFigures['files'], uncounted: ReadonlyMap<string, string>): BudgetCheck[] {
  const matches = pathGlobs(budget.files);
  const paths = [...files.head.keys()].filter(matches).sort();
  const skipped = [...uncounted.keys()].filter(matches).sort();
  const origin = originOf(budget);
  const common = { budget: budget.origin.name, origin, measure: 'tokens' as const, limit: budget.maxTokens };
  const notCounted = (path: string): BudgetCheck => ({ ...common, status: 'over', kind: 'file', subject: path, base: files.base.get(path) ?? null, head: 0, paths: [path], uncounted: `is not counted (${uncounted.get(path)})` });
  if (budget.together && skipped.length > 0) {
    const why = skipped.map((p) => `${p}: ${uncounted.get(p)}`).join('; ');
    return [{ ...common, status: 'over', kind: 'files', subject: budget.files.join(', '), base: null, head: 0, paths: [...paths, ...skipped].sort(), uncounted: `together hold files that are not counted (${why})` }];
  }
  if (paths.length === 0) return skipped.map(notCounted);
  if (budget.together) {
    const basePaths = [...files.base.keys()].filter(matches);
    const sum = (map: ReadonlyMap<string, number>, list: readonly string[]): number => list.reduce((n, p) => n + (map.get(p) ?? 0), 0);
    return [{ ...common, status: 'within', kind: 'files', subject: budget.files.join(', '), base: basePaths.length ? sum(files.base, basePaths) : null, head: sum(files.head, paths), paths }];
  }
  return [...paths.map((path): BudgetCheck => ({ ...common, status: 'within', kind: 'file', subject: path, base: files.base.get(path) ?? null, head: files.head.get(path)!, paths: [path] })), ...skipped.map(notCounted)];
}

function agentChecks(budget: AgentBudget, agents: BudgetFigures['agents']): BudgetCheck[] {
  // An agent's name is no path: `*` stands for any run of characters, slashes too, and nothing else is special.
  const pattern = new RegExp(`^${budget.agent.split('*').map(escapeRegExp).join('.*')}$`, 's');
  const named = agents.filter((a) => pattern.test(a.name));
  const origin = originOf(budget);
  return named.flatMap((agent) =>
    AGENT_LIMIT_KEYS.flatMap(([measure]) => {
      const limit = budget.limits[measure];
      if (limit === undefined) return [];
      return [{ budget: budget.origin.name, origin, status: 'within' as const, kind: 'agent' as const, subject: agent.name, measure, limit, base: agent.base?.[measure] ?? null, head: agent.head[measure], paths: [] }];
    }),
  );
}

/** A budget that matches nothing at head in a pull request that changes the config: it fails, as it cannot be checked. */
function unmatchedCheck(budget: Budget): BudgetCheck {
  const common = { budget: budget.origin.name, origin: originOf(budget), status: 'over' as const, base: null, head: 0, paths: [] };
  const uncounted = 'matches nothing at head, and this pull request changes the ctxguard config';
  if (budget.kind === 'files') return { ...common, kind: 'files', subject: budget.files.join(', '), measure: 'tokens', limit: budget.maxTokens, uncounted };
  const [measure, limit] = Object.entries(budget.limits)[0] as [AgentMeasure, number];
  return { ...common, kind: 'agent', subject: budget.agent, measure, limit, uncounted };
}

function originOf({ origin }: Budget): BudgetCheck['origin'] {
  return { file: origin.file, line: origin.line, ...(origin.path !== undefined ? { path: origin.path } : {}) };
}
