import { locatedResults, RULES, type RuleId } from './located-results.js';
import type { Report } from './report.js';

/**
 * The report as a SARIF 2.1.0 log for GitHub code scanning (`github/codeql-action/upload-sarif`;
 * docs/architecture.md, "Code scanning and annotations"): one run of the tool `ctxguard`, a rule per
 * kind of result, and a result per crossed threshold or budget and per finding, at its file and line.
 * Paths are relative to the repository's root, as code scanning resolves them, written as URIs.
 */
export function renderSarif(report: Report, toolVersion: string): string {
  const ids = Object.keys(RULES) as RuleId[];
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'ctxguard',
            semanticVersion: toolVersion,
            informationUri: 'https://github.com/ctxguard/ctxguard',
            rules: ids.map((id) => ({
              id: `ctxguard/${id}`,
              name: pascalCase(id),
              shortDescription: { text: RULES[id] },
              defaultConfiguration: { level: id === 'threshold' || id === 'budget' ? 'error' : 'warning' },
            })),
          },
        },
        automationDetails: { id: 'ctxguard/' },
        results: locatedResults(report).map((r) => ({
          ruleId: `ctxguard/${r.rule}`,
          ruleIndex: ids.indexOf(r.rule),
          level: r.level,
          message: { text: r.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: r.path.split('/').map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' },
                region: { startLine: r.line, ...(r.endLine !== undefined && r.endLine >= r.line ? { endLine: r.endLine } : {}) },
              },
            },
          ],
        })),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function pascalCase(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase());
}
