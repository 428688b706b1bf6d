import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { parseActionMetadata, readActionMetadata } from '../../scripts/action-metadata.js';
import { inputsTable, tableDrift, withTables } from '../../scripts/readme-tables.js';
import { REPO_ROOT } from '../support/action-runner.js';
import { parseConfigFile } from '../../src/config/config-file.js';

const ACTION = parseActionMetadata(`name: x
description: An action.
inputs:
  steps:
    description: Model requests in one run. Default 20.
  comment:
    description: "What to do | with the comment."
    default: update
outputs:
  verdict:
    description: pass or fail.
runs:
  using: node24
  main: dist/index.js
`);

const README = `# x

Prose before.

<!-- inputs:start -->
<!-- inputs:end -->

Prose between.

<!-- outputs:start -->
old text
<!-- outputs:end -->
Prose after.
`;

describe('README tables from action.yml', () => {
  test("README.md's tables are what npm run docs generates from action.yml", () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    assert.deepEqual(tableDrift(readme, readActionMetadata()), []);
  });

  test("the README's example workflows give only inputs action.yml declares", () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const declared = Object.keys(readActionMetadata().inputs);
    const examples = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((text) => text.includes('uses: ctxguard/ctxguard@'));
    assert.ok(examples.length >= 1, 'the quick start has an example');
    for (const text of examples) {
      const jobs = (parse(text) as { jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }> }).jobs;
      const ours = Object.values(jobs).flatMap((job) => job.steps).filter((step) => step.uses?.startsWith('ctxguard/ctxguard@'));
      for (const name of ours.flatMap((step) => Object.keys(step.with ?? {}))) assert.ok(declared.includes(name), `README example: input '${name}' is not in action.yml`);
    }
  });

  test('a row per input, its declared default after the description, | escaped', () => {
    assert.equal(
      inputsTable(ACTION),
      [
        '| input | meaning |',
        '|---|---|',
        '| `steps` | Model requests in one run. Default 20. |',
        '| `comment` | What to do \\| with the comment. Default `update`. |',
      ].join('\n'),
    );
  });

  test('the tables are rewritten between their markers and the prose around them is kept', () => {
    const updated = withTables(README, ACTION);
    assert.equal(
      updated,
      README.replace('<!-- inputs:start -->\n', `<!-- inputs:start -->\n${inputsTable(ACTION)}\n`).replace(
        'old text\n',
        '| output | meaning |\n|---|---|\n| `verdict` | pass or fail. |\n',
      ),
    );
    assert.equal(withTables(updated, ACTION), updated, 'a second run changes nothing');
    assert.deepEqual(tableDrift(updated, ACTION), []);
  });

  test('the check names each row that differs', () => {
    const updated = withTables(README, ACTION);
    const stale = updated.replace('Default `update`. |', '|').replace('| `steps` | Model requests in one run. Default 20. |\n', '');
    assert.deepEqual(tableDrift(stale, ACTION), [
      'inputs table:',
      '  + | `steps` | Model requests in one run. Default 20. |',
      '  + | `comment` | What to do \\| with the comment. Default `update`. |',
      '  - | `comment` | What to do \\| with the comment. |',
    ]);
  });

  test('a README without the markers is an error that names them', () => {
    assert.throws(() => tableDrift('# x\n', ACTION), /README\.md needs exactly one '<!-- inputs:start -->' line followed by '<!-- inputs:end -->'/);
  });
});

describe("the README's config file", () => {
  test('its example is a config ctxguard reads: every key known, every budget whole', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Config file'));
    const example = /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
    const config = parseConfigFile(example, 'README.md');
    assert.deepEqual(config.budgets?.map((b) => (b.kind === 'files' ? [b.files, b.maxTokens, b.together] : [b.agent, b.limits])), [
      [['AGENTS.md'], 2500, false],
      [['prompts/**'], 20000, true],
      ['Claude Code', { startupTokens: 12000, runUsd: 0.5 }],
    ]);
    assert.deepEqual([config.tolerancePercent, config.acceptLabel], [5, 'ctxguard: accept']);
  });
});
