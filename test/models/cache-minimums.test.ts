import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cacheBilling } from '../../src/models/cache-billing.js';
import { resolveModel } from '../../src/models/catalog.js';

const minimum = (id: string): number => resolveModel(id).cache.minCacheableTokens;

describe('whose cache rules bill a model', () => {
  test('by family: Claude anywhere is Anthropic, Gemini 2.5 and newer implicit, GPT and o-series OpenAI', () => {
    assert.equal(cacheBilling('anthropic', 'claude-sonnet-4-5'), 'anthropic');
    // Claude on Google Cloud and on Bedrock is billed as Anthropic bills it.
    assert.equal(cacheBilling('google', 'claude-opus-4-6'), 'anthropic');
    assert.equal(cacheBilling('aws', 'anthropic.claude-haiku-4-5-20251001-v1:0'), 'anthropic');
    assert.equal(cacheBilling('google', 'gemini-2.5-pro'), 'gemini');
    assert.equal(cacheBilling('google', 'gemini-3.8-flash'), 'gemini');
    // "Implicit caching is enabled by default for all Gemini 2.5 and newer models."
    assert.equal(cacheBilling('google', 'gemini-2.0-flash'), 'none');
    assert.equal(cacheBilling('google', 'gemini-1.5-pro'), 'none');
    assert.equal(cacheBilling('openai', 'gpt-4o'), 'openai');
    assert.equal(cacheBilling('azure', 'o3-mini'), 'openai');
    assert.equal(cacheBilling('deepseek', 'deepseek-chat'), 'prefix');
  });
});

describe('the minimum cacheable length of each model', () => {
  test("Anthropic's table, 512 to 4,096 by model, whatever the id's spelling", () => {
    assert.equal(minimum('claude-opus-5'), 512);
    assert.equal(minimum('claude-fable-5-1'), 512);
    assert.equal(minimum('claude-opus-4-7'), 2_048);
    assert.equal(minimum('claude-opus-4-6'), 4_096);
    assert.equal(minimum('claude-haiku-4-5'), 4_096);
    assert.equal(minimum('claude-haiku-4-5-20251001'), 4_096);
    assert.equal(minimum('anthropic/claude-opus-4-5'), 4_096);
    assert.equal(minimum('claude-opus-4-8'), 1_024);
    assert.equal(minimum('claude-sonnet-4-6'), 1_024);
    assert.equal(minimum('claude-sonnet-4-5'), 1_024);
    assert.equal(minimum('claude-sonnet-5'), 1_024);
    assert.equal(minimum('claude-3-5-haiku'), 2_048);
    // The dataset prices claude-sonnet-5-5 as claude-sonnet-5 (1,024); the page gives Sonnet 5.5 512.
    assert.equal(resolveModel('claude-sonnet-5-5').id, 'claude-sonnet-5');
    assert.equal(minimum('claude-sonnet-5-5'), 512);
  });

  test("Gemini's table: 2,048 for 2.5, 4,096 for 3.1 Pro and the 3.5 Flash on; OpenAI's 1,024", () => {
    assert.equal(minimum('gemini-2.5-flash'), 2_048);
    assert.equal(minimum('gemini-2.5-pro'), 2_048);
    assert.equal(minimum('gemini-3.1-pro-preview'), 4_096);
    assert.equal(minimum('gemini-3.8-flash'), 4_096);
    assert.equal(minimum('gemini-3-flash-preview'), 1_024);
    assert.equal(minimum('gpt-4o'), 1_024);
    assert.equal(minimum('gpt-5.6-sol'), 1_024);
  });

  test("a model the config defines takes its provider's figure unless the config gives one", () => {
    const custom = (provider: string, minCacheableTokens?: number): number =>
      resolveModel('my-model', { 'my-model': { provider, input: 1, output: 2, ...(minCacheableTokens === undefined ? {} : { minCacheableTokens }) } }).cache.minCacheableTokens;
    assert.equal(custom('anthropic'), 1_024);
    assert.equal(custom('openai'), 1_024);
    assert.equal(custom('anthropic', 2_000), 2_000);
  });
});
