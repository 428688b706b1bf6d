import type { Report, ScenarioReport } from './report.js';

/** Whether the change moves this agent: a file of its, its model, or its run's tokens or dollars. */
export function isTouched(s: ScenarioReport): boolean {
  return s.files.length > 0 || s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0;
}

/** A report of a change to no prompt material: no file changed, no agent moved (the comment says so, and no new one is posted). */
export function changesNothing(report: Report): boolean {
  return report.files.length === 0 && !report.scenarios.some(isTouched);
}
