import type { Report, ScenarioReport } from './report.js';

/** Whether the change moves this agent: a file of its, its model, its prompt material, or its run's tokens or dollars. */
export function isTouched(s: ScenarioReport): boolean {
  return s.files.length > 0 || s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0 || s.prompt.deltaTokens !== 0;
}

/**
 * A report of a change to no prompt material: no file's prompts changed (a code-only edit of a file
 * that holds prompts is listed with none changed), no agent moved. The comment says so, and no new
 * one is posted.
 */
export function changesNothing(report: Report): boolean {
  const unchanged = report.files.every((f) => f.deltaTokens === 0 && f.deltaRunTokens === 0 && f.deltaRunUsd === 0 && !f.units.some((u) => u.textChanged) && f.status === 'modified');
  return unchanged && !report.scenarios.some((s) => s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0);
}
