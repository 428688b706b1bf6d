import { assertNever } from '../assert-never.js';
import { budgetReason } from './budget-words.js';
import type { BudgetCheck, FileDelta, Finding, Report, ScenarioReport, VerdictCrossing } from './report.js';

/**
 * One thing a reviewer should see where it is: a crossed threshold or budget, or a finding, at a file
 * and line of the repository. Code scanning (SARIF) shows them all; the step's annotations show the
 * errors and warnings. (docs/architecture.md, "Code scanning and annotations")
 */
export interface LocatedResult {
  rule: RuleId;
  level: 'error' | 'warning' | 'note';
  message: string;
  path: string;
  line: number;
  endLine?: number;
}

/** Every rule a result can be of: a Record over them, so a new finding kind has a rule or does not compile. */
export const RULES = {
  threshold: 'A threshold on an agent’s change is crossed: its prompt material, its run’s dollars or its largest request grew past the limit.',
  budget: 'A budget is crossed at head: a prompt file’s tokens, or an agent’s start-up context, prompt material, run or largest request, past its limit.',
  'unbounded-tool-output': 'A tool returns content of no bound size, which every later request of the run replays.',
  'cache-floor': 'An agent’s cached prefix is under its model’s minimum cacheable length, so the provider caches less of it.',
  'per-run-prefix': 'A value that changes every run sits in a cached prefix, so each run writes the prefix to the cache again.',
  'size-cap': 'Text past a coding tool’s size cap, which the tool never sends.',
  'delivery-changed': 'An agent sends a unit at another point of its run than before.',
  'unknown-model': 'A model the price catalog does not know: the agent is priced with the configured one.',
  'budget-unmatched': 'A budget that matches no prompt file or agent at head, and so bounds nothing.',
  'config-changed': 'The pull request changes the ctxguard config that prices it.',
  'not-counted': 'A file left out of the counts (binary, too large, a symbolic link, a submodule) or counted with a caveat.',
} as const;
export type RuleId = keyof typeof RULES;

export function locatedResults(report: Report): LocatedResult[] {
  // A budget the label accepted is said as the label's, as its threshold crossings are.
  const crossed = (report.budgets ?? []).filter((b) => b.status !== 'within').map((b) => budgetResult(b, report, report.verdict.accepted !== undefined));
  const thresholds = (report.verdict.crossings ?? []).filter((c) => c.budget === undefined).flatMap((c) => thresholdResult(c, report));
  return [...thresholds, ...crossed, ...report.findings.flatMap((f) => findingResult(f, report.files))];
}

function level(status: VerdictCrossing['status']): LocatedResult['level'] {
  return status === 'failing' ? 'error' : status === 'tolerated' ? 'warning' : 'note';
}

/**
 * An agent's crossed threshold, at the changed unit of the file that moved its run most; one with no
 * such file (its largest request grew, a recorded run) at the config file that sets the threshold.
 */
function thresholdResult(c: VerdictCrossing, report: Report): LocatedResult[] {
  const scenario = report.scenarios.find((s) => s.name === c.agent);
  const place = (scenario && agentPlace(scenario, report.files)) ?? configPlace(report);
  return [{ rule: 'threshold', level: level(c.status), message: withStatus(c.reason, c.status), ...place }];
}

/** A crossed budget: at its file, or for an agent at the file it sends most of; else where the budget is written. */
function budgetResult(b: BudgetCheck, report: Report, accepted: boolean): LocatedResult {
  const status: VerdictCrossing['status'] = b.status === 'tolerated' ? 'tolerated' : accepted ? 'accepted' : 'failing';
  const message = withStatus(`${budgetReason(b)}${status === 'tolerated' ? ', within the tolerance' : ''}`, status);
  const scenario = b.kind === 'agent' ? report.scenarios.find((s) => s.name === b.subject) : undefined;
  const file = b.paths[0];
  const place = b.kind === 'agent' ? scenario && agentPlace(scenario, report.files) : file ? { path: file, line: firstLine(report.files, file) } : undefined;
  const written = b.origin.path ? { path: b.origin.path, line: b.origin.line ?? 1 } : undefined;
  return { rule: 'budget', level: level(status), message, ...(place ?? written ?? configPlace(report)) };
}

function configPlace(report: Report): { path: string; line: number } {
  return { path: report.configPath ?? '.ctxguard.yml', line: 1 };
}

function withStatus(reason: string, status: VerdictCrossing['status']): string {
  return status === 'accepted' ? `${reason} (accepted by the pull request's label)` : reason;
}

/** The file row that moved the agent's run most, at its first changed unit. */
function agentPlace(s: ScenarioReport, files: readonly FileDelta[]): { path: string; line: number; endLine?: number } | undefined {
  const row = s.files[0];
  if (!row) return undefined;
  const unit = files.find((f) => f.path === row.path)?.units.find((u) => u.deltaTokens !== 0 || u.textChanged);
  return { path: row.path, line: unit?.lines?.[0] ?? 1, ...(unit?.lines ? { endLine: unit.lines[1] } : {}) };
}

function firstLine(files: readonly FileDelta[], path: string): number {
  return files.find((f) => f.path === path)?.units[0]?.lines?.[0] ?? 1;
}

function findingResult(f: Finding, files: readonly FileDelta[]): LocatedResult[] {
  const at = (rule: RuleId, lvl: LocatedResult['level'], line = 1): LocatedResult[] => [{ rule, level: lvl, message: f.message, path: f.path, line: Math.max(1, line) }];
  switch (f.kind) {
    case 'unbounded-tool-output':
      return at('unbounded-tool-output', 'warning', f.line);
    case 'cache-floor':
      return at('cache-floor', 'warning');
    case 'per-run-prefix':
      return at('per-run-prefix', 'warning', f.line);
    case 'size-cap':
      return at('size-cap', 'warning');
    case 'delivery-changed':
      return at('delivery-changed', 'note', files.find((d) => d.path === f.path)?.units.find((u) => u.id === f.unit)?.lines?.[0] ?? 1);
    case 'unknown-model':
      return at('unknown-model', 'note', f.line);
    case 'budget-unmatched':
      return at('budget-unmatched', 'warning', f.line ?? 1);
    case 'config-changed':
    case 'thresholds-changed':
      return at('config-changed', 'note');
    case 'skipped':
    case 'unreadable':
    case 'submodule':
    case 'malformed-text':
      return at('not-counted', 'note');
    default:
      return assertNever(f);
  }
}
