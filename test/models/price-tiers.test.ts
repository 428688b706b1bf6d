import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { parseConfigFile } from '../../src/config/config-file.js';
import { resolveModel } from '../../src/models/catalog.js';
import { priceAt } from '../../src/models/model.js';
import { recordedCostUsd } from '../../src/models/recorded-cost.js';

/** Prices with long-context tiers: the dataset's, and those a config's `models:` declares. */
describe('long-context tiers', () => {
  test("the dataset's: GPT-5.5 doubles its input price above 272k, GPT-5.6 bills cache writes, each at its tier", () => {
    const gpt55 = resolveModel('gpt-5.5');
    assert.deepEqual(gpt55.prices.input, { base: 5, tiers: [{ start: 271_999, price: 10 }] });
    assert.deepEqual([priceAt(gpt55.prices.input, 271_999), priceAt(gpt55.prices.input, 272_000)], [5, 10]);
    const gpt56 = resolveModel('gpt-5.6');
    assert.deepEqual(gpt56.prices.cacheWrite, { base: 5, tiers: [{ start: 271_999, price: 10 }] });
    assert.match(gpt56.source, /^genai-prices 0\.1\.8 \(2026-09-23\)$/);
  });

  test('a config declares tiers for a model the dataset lacks, or over one it has; exactly at `above` is below the tier', () => {
    const { models } = parseConfigFile(
      [
        'models:',
        '  my-haiku:',
        '    provider: anthropic',
        '    input: 1.5',
        '    output: 7.5',
        '    tiers:',
        '      - above: 100000',
        '        input: 3',
        '        output: 11.25',
        '  gpt-5.5:',
        '    tiers:',
        '      - {above: 200000, input: 8}',
        '',
      ].join('\n'),
      '.ctxguard.yml',
    );
    const haiku = resolveModel('my-haiku', models);
    assert.deepEqual([priceAt(haiku.prices.input, 100_000), priceAt(haiku.prices.input, 100_001), priceAt(haiku.prices.output, 100_001)], [1.5, 3, 11.25]);
    // Anthropic's cache prices follow the input's, tiers and all: reads 0.1x, five-minute writes 1.25x.
    assert.deepEqual([priceAt(haiku.prices.cacheRead!, 100_001), priceAt(haiku.prices.cacheWrite!, 100_001)], [0.30000000000000004, 3.75]);
    assert.equal(haiku.source, 'the config');
    // A request of 150,000 fresh input tokens and 1,000 out, all at the upper tier: $0.45 + $0.01125.
    const record = { inputTokens: 150_000, cacheReadTokens: 0, cacheWrite5mTokens: 0, cacheWrite1hTokens: 0, outputTokens: 1_000, reasoningTokens: 0, source: { file: 'r', line: 1 } };
    assert.equal(recordedCostUsd(record, haiku).toFixed(5), '0.46125');
    // The dataset's GPT-5.5 with its input tier moved to 200k; its output keeps the dataset's 272k tier.
    const gpt55 = resolveModel('gpt-5.5', models);
    assert.deepEqual([gpt55.prices.input, gpt55.prices.output], [{ base: 5, tiers: [{ start: 200_000, price: 8 }] }, { base: 30, tiers: [{ start: 271_999, price: 45 }] }]);
    assert.equal(gpt55.source, 'genai-prices 0.1.8 (2026-09-23), with overrides from the config');
  });

  test('a tier that is not one names the file, line and key', () => {
    const fails = (tiers: string, message: RegExp) => assert.throws(() => parseConfigFile(`models:\n  m:\n    input: 1\n    output: 2\n    tiers:\n${tiers}`, 'c.yml'), message);
    fails('      - input: 3\n', /c\.yml:line 6, key 'models\.m\.tiers\.0': a tier needs `above:`/);
    fails('      - {above: 5000, input: 3}\n      - {above: 5000, input: 4}\n', /c\.yml:line 7, key 'models\.m\.tiers\.1\.above': expected more than the tier before \(5000\): tiers go up/);
    fails('      - {above: 5000}\n', /key 'models\.m\.tiers\.0': a tier needs a price it changes/);
    fails('      - {above: 5000, inptu: 3}\n', /key 'models\.m\.tiers\.0\.inptu'/);
    fails('      []\n', /key 'models\.m\.tiers': expected a list of tiers/);
  });

  test("the README's config example reads as it says", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const example = readme.split('\n## Config file')[1]!.match(/```yaml\n([\s\S]*?)```/)![1]!;
    const file = parseConfigFile(example, 'README.md');
    assert.equal(file.model, 'claude-sonnet-4-5');
    assert.deepEqual(Object.keys(file.models ?? {}), ['my-finetune', 'my-long-context-model']);
    assert.equal(priceAt(resolveModel('my-long-context-model', file.models).prices.input, 150_000), 2);
  });
});
