import type { Budget } from '../config/budgets.js';
import type { SkipReason } from '../extract/file-content.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import type { Snapshot } from '../extract/snapshot.js';
import type { AgentBudgetFigures, BudgetFigures } from '../gate/budgets.js';
import type { Finding, ScenarioReport } from '../report/report.js';

/** What a file's figure needs of a unit the diff counted. */
type CountedUnit = Pick<PromptUnit, 'path'> & { tokens: number };

/**
 * What the budgets are checked on (docs/architecture.md, "Budgets"): every prompt file's tokens at
 * base (under its head path) and at head, each agent's figures, the files at head that were not
 * counted, and whether the pull request changes the config.
 */
export function budgetFigures(
  base: Iterable<CountedUnit>,
  head: Iterable<CountedUnit>,
  headPath: (path: string) => string,
  scenarios: readonly ScenarioReport[],
  headSnapshot: Snapshot,
  configChanged: boolean,
): BudgetFigures {
  return {
    files: { base: tokensByPath(base, headPath), head: tokensByPath(head) },
    agents: scenarios.map(budgetFiguresOf),
    uncounted: uncountedFiles(headSnapshot),
    configChanged,
  };
}

/** Tokens of each file's units, under its head path. */
function tokensByPath(units: Iterable<CountedUnit>, pathOf: (path: string) => string = (p) => p): Map<string, number> {
  const byPath = new Map<string, number>();
  for (const u of units) byPath.set(pathOf(u.path), (byPath.get(pathOf(u.path)) ?? 0) + u.tokens);
  return byPath;
}

/** An agent's figures as a budget reads them, at base and at head. */
function budgetFiguresOf(s: ScenarioReport): { name: string; base: AgentBudgetFigures; head: AgentBudgetFigures } {
  const at = (side: 'base' | 'head'): AgentBudgetFigures => ({
    startupTokens: s.startup![side === 'base' ? 'baseTokens' : 'headTokens'],
    promptTokens: s.prompt[side === 'base' ? 'baseTokens' : 'headTokens'],
    runTokens: s[side].inputTokens,
    runUsd: s[side].costUsd,
    peakContext: s[side].peakContext,
  });
  return { name: s.name, base: at('base'), head: at('head') };
}

/** The prompt files of a snapshot that were not counted, and why, in the words of a budget's reason. */
function uncountedFiles(snapshot: Snapshot): Map<string, string> {
  const why: Record<SkipReason, string> = { 'too-large': 'larger than max_file_bytes', binary: 'binary', symlink: 'a symbolic link', 'lfs-pointer': 'a Git LFS object not fetched' };
  return new Map(snapshot.files.flatMap((f) => (f.content.kind === 'skipped' ? [[f.path, why[f.content.reason]] as const] : [])));
}

/** A budget whose globs match no prompt file at head, or whose agent is none the report prices: it bounds nothing. */
export function unmatchedBudgetFindings(unmatched: readonly Budget[], configPath: string | undefined): Finding[] {
  return unmatched.map((b): Finding => {
    // A budget given as an input is written in no file: the finding points at the config file, and says where it came from.
    const given = b.origin.path ? '' : ` (given in ${b.origin.file})`;
    return {
      kind: 'budget-unmatched',
      path: b.origin.path ?? configPath ?? '.ctxguard.yml',
      ...(b.origin.line === null || !b.origin.path ? {} : { line: b.origin.line }),
      message:
        b.kind === 'files'
          ? `${b.origin.name}${given} bounds no file: no prompt file at head matches ${b.files.join(', ')}`
          : `${b.origin.name}${given} bounds no agent: none is named ${b.agent}`,
    };
  });
}
