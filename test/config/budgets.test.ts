import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseConfigFile } from '../../src/config/config-file.js';
import { readSettings } from '../../src/config/config.js';
import { rejectsConfig } from '../support/config-errors.js';

const CONFIG = `max_delta_tokens: 500
budgets:
  - files: AGENTS.md
    max_tokens: 2500
  - files: [prompts/**, "*.prompt"]
    max_tokens: 20000
    together: true
  - agent: Claude Code*
    max_startup_tokens: 12000
    max_run_usd: 0.5
tolerance_percent: 10
accept_label: "cost: accepted"
`;

describe('budgets, the tolerance and the accept label in the config', () => {
  test('each budget is read with where it is written', () => {
    const config = parseConfigFile(CONFIG, '.ctxguard.yml');
    assert.deepEqual(config.budgets, [
      { kind: 'files', files: ['AGENTS.md'], maxTokens: 2500, together: false, origin: { name: 'budgets[0]', file: '.ctxguard.yml', line: 3 } },
      { kind: 'files', files: ['prompts/**', '*.prompt'], maxTokens: 20000, together: true, origin: { name: 'budgets[1]', file: '.ctxguard.yml', line: 5 } },
      { kind: 'agent', agent: 'Claude Code*', limits: { startupTokens: 12000, runUsd: 0.5 }, origin: { name: 'budgets[2]', file: '.ctxguard.yml', line: 8 } },
    ]);
    assert.equal(config.tolerancePercent, 10);
    assert.equal(config.acceptLabel, 'cost: accepted');
    // `false` and '' both turn acceptance by label off.
    assert.equal(parseConfigFile('accept_label: false\n', 'c.yml').acceptLabel, '');
    assert.equal(parseConfigFile('accept_label: ""\n', 'c.yml').acceptLabel, '');
  });

  const rejects = rejectsConfig;

  test('a malformed budget names the file, the line and the key', () => {
    rejects('budgets:\n  - files: AGENTS.md\n', /\.ctxguard\.yml:line 2, key 'budgets\.0': a budget of files needs `max_tokens:`/);
    rejects('budgets:\n  - files: AGENTS.md\n    max_tokens: -1\n', /line 3, key 'budgets\.0\.max_tokens': expected a whole number of at least 0, got -1/);
    rejects('budgets:\n  - agent: x\n    files: y\n    max_tokens: 1\n', /line 2, key 'budgets\.0': a budget has either `files:`/);
    rejects('budgets:\n  - agent: x\n', /key 'budgets\.0': an agent budget needs a limit: max_startup_tokens, max_prompt_tokens, max_run_tokens, max_run_usd, max_peak_context/);
    rejects('budgets:\n  - agent: x\n    max_tokens: 5\n', /key 'budgets\.0\.max_tokens': a budget of files only/);
    rejects('budgets:\n  - files: a.md\n    max_run_usd: 5\n', /key 'budgets\.0\.max_run_usd': an agent limit/);
    rejects('budgets:\n  - files: a.md\n    max_tokens: 5\n    together: yes please\n', /key 'budgets\.0\.together': expected true/);
    rejects('budgets:\n  - agent: x\n    max_startup_token: 5\n', /line 3, key 'budgets\.0\.max_startup_token': unknown key/);
    rejects('budgets: {}\n', /key 'budgets': expected a list of budgets/);
    rejects('budgets:\n  - agent: x\n    max_run_tokens: 1.5\n', /expected a whole number/);
    rejects('tolerance_percent: -5\n', /key 'tolerance_percent': expected a percentage/);
    rejects(`accept_label: "${'x'.repeat(51)}"\n`, /key 'accept_label': expected a label name of up to 50 characters/);
  });

  test('as an input, the budgets are YAML of their own, and an error names the input and its line', () => {
    const raw = (inputs: Record<string, string>) => (name: string) => inputs[name];
    const read = readSettings(raw({ budgets: '- agent: Codex\n  max_prompt_tokens: 9000\n' }), (name) => `input '${name}'`);
    assert.deepEqual(read.budgets, [{ kind: 'agent', agent: 'Codex', limits: { promptTokens: 9000 }, origin: { name: 'budgets[0]', file: "input 'budgets'", line: 1 } }]);
    assert.throws(
      () => readSettings(raw({ budgets: '- agent: Codex\n  max_prompt_tokens: lots\n' }), (name) => `input '${name}'`),
      /input 'budgets':line 2, key '0\.max_prompt_tokens': expected a whole number of at least 0, got "lots"/,
    );
  });
});
