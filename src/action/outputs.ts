import type { Report } from '../report/report.js';

/** Every output the action sets. action.yml must declare exactly these (test/action/action-metadata.test.ts). */
export const OUTPUT_NAMES = [
  'agent',
  'base-tokens',
  'head-tokens',
  'delta-tokens',
  'delta-percent',
  'delta-run-tokens',
  'delta-run-usd',
  'head-peak-context',
  'measured-delta-run-tokens',
  'measured-delta-run-usd',
  'verdict',
  'accepted-by',
  'budgets-over',
  'comment-id',
  'report-json',
  'comment-body',
  'sarif-file',
] as const;

export type OutputName = (typeof OUTPUT_NAMES)[number];

/** What a run leaves beside the report: the comment it posted and the files it wrote. */
export interface RunArtifacts {
  /** Empty when no comment was posted. */
  commentId: string;
  reportPath: string;
  commentBodyPath: string;
  sarifPath: string;
}

/**
 * The outputs' values: the headline agent's figures (docs/architecture.md, "The figure"). A Record over
 * OutputName, so an output missing here or not in the list is a type error.
 */
export function actionOutputs(report: Report, artifacts: RunArtifacts): Record<OutputName, string | number> {
  const { totals } = report;
  // The headline agent's recorded runs, where runs were given and both sides have some.
  const measured = report.measured?.agents.find((m) => m.scenario !== null && m.scenario === totals.agent);
  return {
    agent: totals.agent ?? '',
    'base-tokens': totals.baseTokens,
    'head-tokens': totals.headTokens,
    'delta-tokens': totals.deltaTokens,
    'delta-percent': totals.deltaPercent === null ? '' : totals.deltaPercent.toFixed(2),
    'delta-run-tokens': totals.deltaRunTokens,
    'delta-run-usd': totals.deltaRunUsd.toFixed(6),
    'head-peak-context': totals.headPeakContext,
    // A median of an even number of runs is the mean of the middle two: rounded, as the comment writes it.
    'measured-delta-run-tokens': measured?.deltaInputTokens == null ? '' : Math.round(measured.deltaInputTokens),
    'measured-delta-run-usd': measured?.deltaCostUsd == null ? '' : measured.deltaCostUsd.toFixed(6),
    verdict: report.verdict.status,
    'accepted-by': report.verdict.accepted?.by ?? '',
    'budgets-over': (report.budgets ?? []).filter((b) => b.status !== 'within').length,
    'comment-id': artifacts.commentId,
    'report-json': artifacts.reportPath,
    'comment-body': artifacts.commentBodyPath,
    'sarif-file': artifacts.sarifPath,
  };
}
