import { assertNever } from '../assert-never.js';
import { groupedNumber } from '../grouped-number.js';
import { formatUsd, usdAbove } from './format.js';
import type { BudgetCheck, BudgetMeasure } from './report.js';

/** What a budget bounds, in the words the comment and the gate's reasons use. */
export function measureWords(measure: BudgetMeasure): string {
  switch (measure) {
    case 'tokens':
      return 'tokens';
    case 'startupTokens':
      return 'start-up context';
    case 'promptTokens':
      return 'prompt material';
    case 'runTokens':
      return 'input per run';
    case 'runUsd':
      return 'dollars per run';
    case 'peakContext':
      return 'largest request';
    default:
      return assertNever(measure);
  }
}

/** A budget's figure in its unit: `2,610 tokens`, `$0.53`. */
export function budgetFigure(measure: BudgetMeasure, n: number): string {
  return measure === 'runUsd' ? formatUsd(n) : `${groupedNumber(n)} ${n === 1 ? 'token' : 'tokens'}`;
}

/** Whether the figure at head is past the limit (tokens exactly, dollars to the nano-dollar), or could not be had. */
export function isOver(check: Pick<BudgetCheck, 'measure' | 'head' | 'limit' | 'uncounted'>): boolean {
  if (check.uncounted !== undefined) return true;
  return check.measure === 'runUsd' ? Math.round(check.head * 1e9) > Math.round(check.limit * 1e9) : check.head > check.limit;
}

/** The gate's sentence for a crossed budget: `AGENTS.md is 2,610 tokens, above its budget of 2,500 tokens (budgets[0])`. */
export function budgetReason(check: BudgetCheck): string {
  const [figure, limit] = [check.measure === 'runUsd' ? usdAbove(check.head, check.limit, false) : budgetFigure(check.measure, check.head), budgetFigure(check.measure, check.limit)];
  const where = `(${check.budget})`;
  if (check.uncounted !== undefined) return `${check.subject} ${check.uncounted}, so its budget of ${limit} cannot be checked ${where}`;
  switch (check.kind) {
    case 'file':
      return `${check.subject} is ${figure}, above its budget of ${limit} ${where}`;
    case 'files':
      return `${check.subject} together ${check.paths.length === 1 ? 'is' : 'are'} ${figure}, above their budget of ${limit} ${where}`;
    case 'agent':
      return `${check.subject}'s ${measureWords(check.measure)} is ${figure}, above its budget of ${limit} ${where}`;
    default:
      return assertNever(check.kind);
  }
}
