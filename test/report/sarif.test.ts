import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { parseConfigFile } from '../../src/config/config-file.js';
import { locatedResults } from '../../src/report/located-results.js';
import { renderSarif } from '../../src/report/sarif.js';
import { TOOL_VERSION } from '../../src/pipeline/tool-version.js';
import { o200kConfig } from '../support/o200k-config.js';
import { snapshotOf } from '../support/repository-units.js';
import { REPO_ROOT } from '../support/action-runner.js';
import { referenceCount as t } from '../support/reference-count.js';

/**
 * Code-scanning results: a pull request that grows AGENTS.md past a budget and a threshold, and puts a
 * per-run value into its system prompt. The SARIF log is checked against the OASIS SARIF 2.1.0 schema
 * (test/fixtures/schemas/), and each result carries its rule, file and line.
 */
const CONFIG = parseConfigFile(
  'max_delta_tokens: 5\ntolerance_percent: 1\nbudgets:\n  - files: AGENTS.md\n    max_tokens: 10\n  - agent: app\n    max_startup_tokens: 1\n',
  '.ctxguard.yml',
);
const BASE = { 'AGENTS.md': 'Run the tests.\n', 'prompts/system.md': 'You are a careful reviewer.\n', 'prompts/with space.md': 'Be brief.\n' };
const HEAD = {
  'AGENTS.md': 'Run the tests.\n\nThen run the linter, and quote every failing line in full before you answer.\n',
  'prompts/system.md': 'You are a careful reviewer.\nToday is {{ current_date }}.\n',
  'prompts/with space.md': 'Be brief.\n',
};
const report = analyzeDiff({
  base: snapshotOf('b', BASE),
  head: snapshotOf('h', HEAD),
  changes: [{ path: 'AGENTS.md', status: 'modified' }, { path: 'prompts/system.md', status: 'modified' }],
  config: o200kConfig(CONFIG),
});

describe('code-scanning results (SARIF 2.1.0)', () => {
  const log = JSON.parse(renderSarif(report, TOOL_VERSION)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a SARIF log, read as the JSON it is

  test('the log validates against the SARIF 2.1.0 schema', () => {
    const schema = JSON.parse(readFileSync(`${REPO_ROOT}test/fixtures/schemas/sarif-schema-2.1.0.json`, 'utf8'));
    // The schema's formats (`uri`, `date-time`) are checked too.
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    // The schema holds: a log without its version fails it.
    assert.equal(validate({ ...log, version: undefined }), false);
  });

  test('one result per crossed threshold, budget and finding, each with its rule, file and line', () => {
    const results = log.runs[0].results.map((r: { ruleId: string; level: string; message: { text: string }; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }) => [
      r.ruleId,
      r.level,
      r.locations[0]!.physicalLocation.artifactLocation.uri,
      r.locations[0]!.physicalLocation.region.startLine,
      r.message.text.split(' ').slice(0, 3).join(' '),
    ]);
    assert.deepEqual(results, [
      ['ctxguard/threshold', 'error', 'AGENTS.md', 1, `delta-tokens +${t(HEAD['AGENTS.md']) - t(BASE['AGENTS.md'])} (Codex)`],
      ['ctxguard/threshold', 'error', 'prompts/system.md', 1, `delta-tokens +${t(HEAD['prompts/system.md']) - t(BASE['prompts/system.md'])} (app)`],
      ['ctxguard/budget', 'error', 'AGENTS.md', 1, `AGENTS.md is ${t(HEAD['AGENTS.md'])}`],
      ['ctxguard/budget', 'error', 'prompts/system.md', 1, "app's start-up context"],
      // At the field's own line.
      ['ctxguard/per-run-prefix', 'warning', 'prompts/system.md', 2, 'the field current_date'],
    ]);
    // Every rule a result names is in the driver's list, at the index it gives.
    const rules = log.runs[0].tool.driver.rules.map((r: { id: string }) => r.id);
    for (const r of log.runs[0].results) assert.equal(rules[r.ruleIndex], r.ruleId);
    assert.equal(log.runs[0].tool.driver.semanticVersion, TOOL_VERSION);
  });

  test('a path is written as a URI', () => {
    const spaced = { ...report, findings: [{ kind: 'size-cap' as const, path: 'prompts/with space.md', agent: 'app', message: 'cut' }] };
    const [last] = JSON.parse(renderSarif(spaced, TOOL_VERSION)).runs[0].results.slice(-1);
    assert.equal(last.locations[0].physicalLocation.artifactLocation.uri, 'prompts/with%20space.md');
  });

  test("an accepted crossing is a note that says so; a tolerated one a warning", () => {
    const accepted = { ...report, verdict: { ...report.verdict, crossings: report.verdict.crossings!.map((c) => ({ ...c, status: 'accepted' as const })) } };
    const [first] = locatedResults(accepted);
    assert.deepEqual([first!.level, first!.message.endsWith("(accepted by the pull request's label)")], ['note', true]);
    // A budget the label accepted is a note too.
    const labelled = { ...accepted, verdict: { ...accepted.verdict, status: 'pass' as const, accepted: { label: 'ctxguard: accept', by: 'alice', reasons: [] } } };
    assert.deepEqual(locatedResults(labelled).filter((r) => r.rule === 'budget').map((r) => r.level), ['note', 'note']);
    const tolerated = { ...report, budgets: report.budgets!.map((b) => ({ ...b, status: 'tolerated' as const })) };
    assert.deepEqual(locatedResults(tolerated).filter((r) => r.rule === 'budget').map((r) => r.level), ['warning', 'warning']);
  });

  test('a crossing with no file of its agent is placed at the config file', () => {
    const peak = { ...report, configPath: 'ci/ctxguard.yml', verdict: { ...report.verdict, crossings: [{ reason: 'head-peak-context 9,000 (nobody) is above max-peak-context 10', status: 'failing' as const, agent: 'nobody' }] } };
    assert.deepEqual(locatedResults(peak)[0], { rule: 'threshold', level: 'error', message: 'head-peak-context 9,000 (nobody) is above max-peak-context 10', path: 'ci/ctxguard.yml', line: 1 });
  });

  test('the tool version is the package’s', () => {
    assert.equal(TOOL_VERSION, JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')).version);
  });
});
