import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseConfigFile } from '../../src/config/config-file.js';
import { DEFAULT_CONFIG, mergeConfig } from '../../src/config/config.js';
import { rejectsConfig } from '../support/config-errors.js';

describe('the config file', () => {
  test('reads every setting in snake_case', () => {
    const text = [
      'encoding: cl100k_base',
      'include:',
      '  - agent/**/*.txt',
      'exclude: ["prompts/archive/**"]',
      'max_file_bytes: 2048',
      'steps: 12',
      'max_delta_tokens: 500',
      'max_delta_percent: 2.5',
    ].join('\n');
    assert.deepEqual(parseConfigFile(text, '.ctxguard.yml'), {
      encoding: 'cl100k_base',
      include: ['agent/**/*.txt'],
      exclude: ['prompts/archive/**'],
      maxFileBytes: 2048,
      steps: 12,
      maxDeltaTokens: 500,
      maxDeltaPercent: 2.5,
    });
  });

  test('JSON is YAML too; an empty file sets nothing', () => {
    assert.deepEqual(parseConfigFile('{"max_delta_tokens": 10}', 'c.json'), { maxDeltaTokens: 10 });
    assert.deepEqual(parseConfigFile('# nothing yet\n', '.ctxguard.yml'), {});
  });

  const rejects = rejectsConfig;

  test('an unknown key names the file, line and key', () => {
    rejects('include: [a]\n\nmax_delta_token: 5\n', /^\.ctxguard\.yml:line 3, key 'max_delta_token': unknown key \(known: encoding, include/);
  });

  test('a wrong value names the file, line and key', () => {
    rejects('encoding: o200k_base\nmax_file_bytes: -3\n', /^\.ctxguard\.yml:line 2, key 'max_file_bytes': expected a whole number of bytes \(1 or more\), got -3/);
    rejects('encoding: gpt2\n', /line 1, key 'encoding': expected o200k_base or cl100k_base, got "gpt2"/);
    // Gemma 3's vocabulary is the model's to choose: Gemini counts with it, a config does not name it.
    rejects('encoding: gemma3\n', /line 1, key 'encoding': expected o200k_base or cl100k_base, got "gemma3"/);
    rejects('include: 5\n', /line 1, key 'include': expected a list of glob patterns/);
  });

  test('broken YAML names the line', () => {
    rejects('include:\n  - a\n bad: [\n', /^\.ctxguard\.yml:line \d: not valid YAML/);
    rejects('- just\n- a list\n', /line 1: expected a mapping/);
  });

  test('later layers win over earlier ones and over the defaults', () => {
    const merged = mergeConfig({ maxDeltaTokens: 5, encoding: 'cl100k_base' }, { maxDeltaTokens: 9, include: undefined });
    assert.equal(merged.maxDeltaTokens, 9);
    assert.equal(merged.encoding, 'cl100k_base');
    assert.deepEqual(merged.include, DEFAULT_CONFIG.include);
    assert.equal(merged.steps, 20);
  });
});
