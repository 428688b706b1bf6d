import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig } from '../../src/config/config.js';
import { type CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import type { Snapshot } from '../../src/extract/snapshot.js';
import { referenceCount } from '../support/reference-count.js';

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

const SYSTEM = 'You are a support agent. Answer from the knowledge base and cite the page you used.';
const agent = (model: string): string =>
  [
    'from openai import OpenAI', // 1
    `SYSTEM_PROMPT = "${SYSTEM}"`,
    'client = OpenAI()',
    'def answer(task):',
    '    return client.chat.completions.create(', // 5
    `        model="${model}",`,
    '        messages=[{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": task}],',
    '    )',
  ].join('\n');
const snapshot = (sha: string, model: string): Snapshot => ({ ref: sha, sha, files: [{ path: 'app/agent.py', kind: { format: 'code', language: 'python' }, content: { kind: 'text', text: agent(model) } }] });
const changes = [{ path: 'app/agent.py', status: 'modified' as const }];

describe('the model the code chooses', () => {
  test('gpt-4o-mini -> gpt-4o is a model change, priced by hand from the catalog, and it counts against max-delta-usd', () => {
    // Uncached, so the dollars are tokens times list prices: $ per million tokens, input / output,
    // gpt-4o-mini 0.15 / 0.60 and gpt-4o 2.50 / 10.00 (genai-prices 0.1.8). Both count in o200k_base.
    const report = analyzeDiff({ base: snapshot('b', 'gpt-4o-mini'), head: snapshot('h', 'gpt-4o'), changes, config: mergeConfig({ caching: false, maxDeltaUsd: 300 }), parsers });
    const [app] = report.scenarios;
    // 20 steps, full replay: n*P + s*n(n-1)/2 with P = system prompt + 4 + task 100 + 4 and
    // s = output 150 + 4 + tool result 500 + 4 = 658.
    const P = referenceCount(SYSTEM) + 4 + 100 + 4;
    const input = 20 * P + (658 * 20 * 19) / 2;
    const output = 20 * 150;
    const usd = (input * (2.5 - 0.15) + output * (10 - 0.6)) / 1e6;
    assert.equal(input, 20 * (referenceCount(SYSTEM) + 108) + 125_020);
    assert.deepEqual([app!.name, app!.model, app!.base.inputTokens, app!.head.inputTokens], ['app', 'gpt-4o', input, input]);
    assert.equal(app!.modelChange!.from, 'gpt-4o-mini');
    assert.equal(app!.modelChange!.to, 'gpt-4o');
    assert.deepEqual([app!.modelChange!.path, app!.modelChange!.line, app!.modelChange!.deltaRunTokens], ['app/agent.py', 6, 0]);
    assert.ok(Math.abs(app!.modelChange!.deltaRunUsd - usd) < 1e-12, `${app!.modelChange!.deltaRunUsd} vs ${usd}`);
    assert.ok(Math.abs(report.totals.deltaRunUsd - usd) < 1e-12);
    assert.equal(report.totals.deltaTokens, 0, 'no prompt text changed');
    // Per 1,000 runs the change costs usd * 1000 dollars, above the 300 allowed.
    assert.ok(usd * 1000 > 300);
    assert.deepEqual(report.verdict.reasons, [`delta-run-usd +$${(usd * 1000).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} per 1,000 runs (app) is above max-delta-usd $300.00`]);
    assert.equal(report.verdict.status, 'fail');
  });

  test('a model the catalog does not price: the configured model, and a finding, not a crash', () => {
    const report = analyzeDiff({ base: snapshot('b', 'Qwen/Qwen2.5-Coder-32B-Instruct'), head: snapshot('h', 'Qwen/Qwen2.5-Coder-32B-Instruct'), changes, config: mergeConfig({}), parsers });
    assert.deepEqual(report.scenarios.map((s) => [s.name, s.model, s.modelChange]), [['app', 'claude-sonnet-4-5', null]]);
    assert.deepEqual(report.findings, [
      {
        kind: 'unknown-model',
        path: 'app/agent.py',
        line: 6,
        message:
          "unknown model 'Qwen/Qwen2.5-Coder-32B-Instruct': not in genai-prices 0.1.8 (2026-09-23); give its prices under models: in the config; the app agent is priced with claude-sonnet-4-5",
      },
    ]);
  });

  test('a provider prefix is resolved as the catalog resolves it; a config price makes an unknown model known', () => {
    const prefixed = analyzeDiff({ base: snapshot('b', 'openai/gpt-4o-mini'), head: snapshot('h', 'openai:gpt-4o-mini'), changes, config: mergeConfig({}), parsers });
    assert.deepEqual(prefixed.scenarios.map((s) => [s.model, s.modelChange]), [['gpt-4o-mini', null]]);
    const priced = analyzeDiff({
      base: snapshot('b', 'Qwen/Qwen2.5-Coder-32B-Instruct'),
      head: snapshot('h', 'Qwen/Qwen2.5-Coder-32B-Instruct'),
      changes,
      config: mergeConfig({ models: { 'qwen/qwen2.5-coder-32b-instruct': { input: 0.2, output: 0.6 } } }),
      parsers,
    });
    assert.deepEqual([priced.scenarios[0]!.model, priced.findings], ['qwen/qwen2.5-coder-32b-instruct', []]);
  });
});
