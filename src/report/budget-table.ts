import { assertNever } from '../assert-never.js';
import { measureWords } from './budget-words.js';
import { codeSpan, plainText } from './escape.js';
import { formatTokens, formatUsd } from './format.js';
import type { BudgetCheck, Report } from './report.js';

/**
 * The budgets (docs/architecture.md, "Budgets"): the ones over their limit in a table under the
 * verdict, each with its figure at base and head and its limit; the ones within it collapsed, with
 * what is left. Where the budgets are written is said once, under the table.
 */
export function budgetBlocks(report: Report, maxRows: number): { over: string[]; within: string[] } {
  const checks = report.budgets ?? [];
  if (checks.length === 0) return { over: [], within: [] };
  const approx = report.model.exact ? '' : '≈';
  const over = checks.filter((c) => c.status !== 'within');
  const within = checks.filter((c) => c.status === 'within');
  const files = [...new Set(checks.map((c) => c.origin.file))];
  // In a table's heading the names are code; in <summary>, where Markdown is not read, plain text.
  const sources = files.map((f) => codeSpan(f)).join(', ');
  const plainSources = files.map((f) => plainText(f)).join(', ');
  const counts = [over.length ? `${over.length} over` : '', within.length ? `${within.length} within` : ''].filter(Boolean).join(', ');
  const summary = over.length > 0 ? `Budgets within their limits (${within.length})` : `Budgets: all ${within.length} within their limits (as ${plainSources} sets them)`;
  return {
    over: over.length > 0 ? [`**Budgets** (${counts}; as ${sources} sets them):`, '', ...table(over, maxRows, approx)] : [],
    within: within.length > 0 ? [`<details><summary>${summary}</summary>`, '', ...table(within, maxRows, approx), '', '</details>'] : [],
  };
}

function table(checks: readonly BudgetCheck[], maxRows: number, approx: string): string[] {
  const rows = checks.slice(0, maxRows).map(
    (c) => `| ${codeSpan(c.budget, { inTable: true })} | ${subject(c)} | ${figure(c, c.base)} | ${c.uncounted === undefined ? figure(c, c.head) : '–'} | ${figure(c, c.limit)} | ${status(c)} |`,
  );
  const rest = checks.length - rows.length;
  return [`| Budget | Bounds | Base${approx} | Head${approx} | Limit | |`, '|:--|:--|--:|--:|--:|:--|', ...rows, ...(rest > 0 ? [`| … ${rest} more | | | | | |`] : [])];
}

function subject(c: BudgetCheck): string {
  switch (c.kind) {
    case 'file':
      return codeSpan(c.subject, { inTable: true });
    case 'files':
      return `${codeSpan(c.subject, { inTable: true })} together (${c.paths.length} ${c.paths.length === 1 ? 'file' : 'files'})`;
    case 'agent':
      return `${plainText(c.subject)}: ${measureWords(c.measure)}`;
    default:
      return assertNever(c.kind);
  }
}

function figure(c: BudgetCheck, n: number | null): string {
  if (n === null) return '–';
  return c.measure === 'runUsd' ? formatUsd(n) : formatTokens(n);
}

function status(c: BudgetCheck): string {
  if (c.uncounted !== undefined) return `:x: ${plainText(c.uncounted)}`;
  const gap = figure(c, Math.abs(c.head - c.limit));
  switch (c.status) {
    case 'over':
      return `:x: ${gap} over`;
    case 'tolerated':
      return `:warning: ${gap} over, within the tolerance`;
    case 'within':
      return `${gap} left`;
    default:
      return assertNever(c.status);
  }
}
