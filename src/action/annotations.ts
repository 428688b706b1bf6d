import type { LocatedResult } from '../report/located-results.js';

/** GitHub shows at most 10 error and 10 warning annotations of one step; more are dropped unseen. */
export const ANNOTATIONS_PER_LEVEL = 10;

export interface Annotator {
  error(message: string, place: { title: string; file: string; startLine: number; endLine?: number }): void;
  warning(message: string, place: { title: string; file: string; startLine: number; endLine?: number }): void;
  info(message: string): void;
}

/**
 * The crossed thresholds and budgets as error annotations and the findings worth a look as warnings
 * (docs/architecture.md, "Code scanning and annotations"), each on its file and line in the pull
 * request's diff: the first ten of each level, the rest counted in one line of the log that says
 * where they all are.
 */
export function annotate(results: readonly LocatedResult[], to: Annotator): void {
  for (const level of ['error', 'warning'] as const) {
    const all = results.filter((r) => r.level === level);
    for (const r of all.slice(0, ANNOTATIONS_PER_LEVEL)) {
      to[level](r.message, { title: `ctxguard: ${r.rule}`, file: r.path, startLine: r.line, ...(r.endLine !== undefined && r.endLine > r.line ? { endLine: r.endLine } : {}) });
    }
    const rest = all.length - ANNOTATIONS_PER_LEVEL;
    if (rest > 0) to.info(`ctxguard: ${rest} more ${level === 'error' ? 'errors' : 'warnings'} than the ${ANNOTATIONS_PER_LEVEL} GitHub shows as annotations of a step; the comment, the report (report-json) and the code-scanning results (sarif-file) have them all`);
  }
}
