import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunArtifacts } from './outputs.js';

/** The report (`report-json`), the comment as rendered (`comment-body`) and the code-scanning results (`sarif-file`); '' when nowhere could be written. */
export type Artifacts = Omit<RunArtifacts, 'commentId'>;

/**
 * Writes the report and the comment where a later step can upload them: RUNNER_TEMP, or the system's
 * temp folder when RUNNER_TEMP cannot be written. Never throws: what cannot be written is warned
 * about, and the outputs, summary and gate go on without it.
 */
export function writeArtifacts(runnerTemp: string | undefined, files: { report: string; comment: string; sarif: string }, warn: (message: string) => void): Artifacts {
  const candidates = [...(runnerTemp ? [join(runnerTemp, 'ctxguard')] : []), join(tmpdir(), `ctxguard-${process.pid}`)];
  const failures: string[] = [];
  for (const dir of candidates) {
    try {
      mkdirSync(dir, { recursive: true });
      const reportPath = join(dir, 'report.json');
      const commentBodyPath = join(dir, 'comment.md');
      const sarifPath = join(dir, 'ctxguard.sarif');
      writeFileSync(reportPath, files.report);
      writeFileSync(commentBodyPath, files.comment);
      writeFileSync(sarifPath, files.sarif);
      if (failures.length) warn(`Could not write the report to ${failures.join('; ')}: wrote it to ${dir} instead`);
      return { reportPath, commentBodyPath, sarifPath };
    } catch (error) {
      failures.push(`${dir} (${(error as Error).message})`);
    }
  }
  warn(`Could not write the report anywhere: ${failures.join('; ')}`);
  return { reportPath: '', commentBodyPath: '', sarifPath: '' };
}
