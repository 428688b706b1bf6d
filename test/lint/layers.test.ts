import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { before, describe, test } from 'node:test';
import { ESLint } from 'eslint';

// The repository's own eslint.config.js, run on snippets placed at core and adapter paths.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RULE = '@typescript-eslint/no-restricted-imports';
const WHY = '(docs/architecture.md, "Layers")';

let eslint: ESLint;
before(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The layer errors for `code` as if it were the file at `path`: rule, line and message. */
async function layerErrors(path: string, code: string): Promise<Array<{ ruleId: string | null; line: number; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return result!.messages
    .filter((m) => m.ruleId === RULE || m.ruleId === 'no-restricted-globals')
    .map(({ ruleId, line, message }) => ({ ruleId, line, message }));
}

const restricted = (source: string, why: string) => `'${source}' import is restricted from being used by a pattern. ${why} ${WHY}`;

describe('the layer rule', () => {
  test('the pure core importing an adapter is an error, type-only or not', async () => {
    const code = [
      "import type { Snapshot } from '../extract/snapshot.js';",
      "import { listPromptFiles } from '../changes/read-snapshot.js';",
      "import type { DiffSettings } from '../pipeline/diff.js';",
      'export const probe = (s: Snapshot): unknown => [s, listPromptFiles, {} as DiffSettings];',
    ].join('\n');
    assert.deepEqual(await layerErrors('src/simulate/probe.ts', code), [
      { ruleId: RULE, line: 2, message: restricted('../changes/read-snapshot.js', 'the pure core imports no adapter: src/changes calls the core, not the other way') },
      { ruleId: RULE, line: 3, message: restricted('../pipeline/diff.js', 'the pure core imports no adapter: src/pipeline calls the core, not the other way') },
    ]);
  });

  test('node I/O, GitHub and the environment stay out of the core, at any depth', async () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      "import { execFile } from 'child_process';",
      "import * as core from '@actions/core';",
      'export const probe = [readFileSync, execFile, core, process.env.HOME];',
    ].join('\n');
    const io = 'the pure core does no I/O: an adapter reads and hands the result in';
    assert.deepEqual(await layerErrors('src/extract/code/probe.ts', code), [
      { ruleId: RULE, line: 1, message: restricted('node:fs', io) },
      { ruleId: RULE, line: 2, message: restricted('child_process', io) },
      { ruleId: RULE, line: 3, message: restricted('@actions/core', 'the pure core knows nothing of GitHub: src/action does') },
      { ruleId: 'no-restricted-globals', line: 4, message: `Unexpected use of 'process'. the pure core reads no environment: take it as input ${WHY}` },
    ]);
  });

  test('layers import only downward; config lends its types to the layers below it', async () => {
    const code = [
      "import type { Delivery } from '../frameworks/delivery.js';",
      "import type { AgentConfig } from '../config/config.js';",
      "import { DEFAULT_CONFIG } from '../config/config.js';",
      "import type { Report } from '../report/report.js';",
      "import { evaluateGate } from '../gate/thresholds.js';",
      'export const probe = [{} as Delivery, {} as AgentConfig, DEFAULT_CONFIG, {} as Report, evaluateGate];',
    ].join('\n');
    // Line 1 (simulate -> frameworks, downward) and line 2 (a config type) pass.
    assert.deepEqual(await layerErrors('src/simulate/probe.ts', code), [
      { ruleId: RULE, line: 3, message: restricted('../config/config.js', "simulate is below config: it may name config's types (import type), not run its code") },
      { ruleId: RULE, line: 4, message: restricted('../report/report.js', 'simulate is below report: layers import only downward') },
      { ruleId: RULE, line: 5, message: restricted('../gate/thresholds.js', 'simulate is below gate: layers import only downward') },
    ]);
  });

  test('count imports nothing of ours; analyze may import every core layer', async () => {
    assert.deepEqual(await layerErrors('src/count/probe.ts', "export { DEFAULT_MESSAGE_OVERHEAD } from '../trace/trace.js';\n"), [
      { ruleId: RULE, line: 1, message: restricted('../trace/trace.js', 'count is below trace: layers import only downward') },
    ]);
    const everything = ['count/counter', 'trace/trace', 'models/model', 'extract/extract', 'frameworks/delivery', 'simulate/scenario', 'config/config', 'report/report', 'gate/thresholds'];
    const code = everything.map((m, i) => `import * as m${i} from '../${m}.js';`).join('\n') + `\nexport const all = [${everything.map((_, i) => `m${i}`).join(', ')}];\n`;
    assert.deepEqual(await layerErrors('src/analyze/probe.ts', code), []);
  });

  test('adapters: only src/action talks to GitHub, and the git adapter calls no pipeline', async () => {
    const code = "import * as github from '@actions/github';\nimport { diffRange } from '../pipeline/diff.js';\nexport const probe = [github, diffRange];\n";
    assert.deepEqual(await layerErrors('src/changes/probe.ts', code), [
      { ruleId: RULE, line: 1, message: restricted('@actions/github', 'only src/action talks to GitHub') },
      { ruleId: RULE, line: 2, message: restricted('../pipeline/diff.js', 'src/changes does not import src/pipeline') },
    ]);
    assert.deepEqual(await layerErrors('src/action/probe.ts', "import * as github from '@actions/github';\nexport const probe = github;\n"), []);
  });

  test('the repository as it stands passes', async () => {
    const results = await eslint.lintFiles(['src']);
    const layerMessages = results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE || m.ruleId === 'no-restricted-globals').map((m) => `${r.filePath}:${m.line} ${m.message}`));
    assert.deepEqual(layerMessages, []);
  });
});
