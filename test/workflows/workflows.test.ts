import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { readActionMetadata } from '../../scripts/action-metadata.js';
import { formatFinding, lintWorkflow, lintWorkflows, workflowFiles } from '../../scripts/actionlint.js';
import { REPO_ROOT } from '../support/action-runner.js';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
}

const workflow = (file: string): Workflow => parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as Workflow;
const steps = (w: Workflow): Step[] => Object.values(w.jobs).flatMap((job) => job.steps);

describe('.github/workflows', () => {
  test('actionlint finds nothing', async () => {
    assert.deepEqual(workflowFiles(), ['.github/workflows/ci.yml', '.github/workflows/ctxguard.yml']);
    assert.deepEqual((await lintWorkflows()).map(formatFinding), []);
  });

  test('actionlint really runs: a misspelt permission is found', async () => {
    const text = 'on: push\npermissions:\n  pull-request: write\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n';
    const findings = (await lintWorkflow(text, 'bad.yml')).map(formatFinding);
    assert.equal(findings.length, 1);
    assert.match(findings[0]!, /^bad\.yml:3:3: unknown permission scope "pull-request"\. .* \[permissions\]$/);
  });

  test('ctxguard.yml runs this checkout of the action on its pull requests, allowed to comment', () => {
    const w = workflow('.github/workflows/ctxguard.yml');
    assert.deepEqual(Object.keys(w.on), ['pull_request']);
    assert.deepEqual(w.permissions, { contents: 'read', 'pull-requests': 'write' });
    const uses = steps(w).map((s) => s.uses);
    assert.match(uses[0] ?? '', /^actions\/checkout@v\d+$/);
    assert.equal(uses[1], './');
  });

  test("every step that runs this action gives only inputs action.yml declares", () => {
    const declared = Object.keys(readActionMetadata().inputs);
    for (const file of workflowFiles()) {
      for (const step of steps(workflow(file)).filter((s) => s.uses === './')) {
        for (const name of Object.keys(step.with ?? {})) assert.ok(declared.includes(name), `${file}: input '${name}' is not in action.yml`);
      }
    }
  });

  test('ci.yml runs .ci/run, read-only', () => {
    const w = workflow('.github/workflows/ci.yml');
    assert.deepEqual(w.permissions, { contents: 'read' });
    assert.deepEqual(steps(w).filter((s) => s.run).map((s) => s.run), ['bash .ci/run']);
  });
});
