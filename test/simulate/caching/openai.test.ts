import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveModel } from '../../../src/models/catalog.js';
import type { ModelSpec } from '../../../src/models/model.js';
import { createPolicy } from '../../../src/simulate/policies/policy-spec.js';
import { simulate } from '../../../src/simulate/simulator.js';
import type { SizedMessage } from '../../../src/trace/trace.js';

const msg = (role: SizedMessage['role'], tokens: number): SizedMessage => ({ role, tokens, argsTokens: 0 });
const nano = (usd: number): number => Math.round(usd * 1e9);

/** A 1,500-token system prompt, a 100-token task, then 3 steps of 50 output tokens and a 400-token tool result. */
const RUN: SizedMessage[] = [msg('system', 1_500), msg('user', 100)];
for (let i = 0; i < 3; i++) RUN.push(msg('assistant', 50), msg('tool', 400));

const simulateOn = (model: ModelSpec) => simulate(RUN, { model, policy: createPolicy({ type: 'none' }), caching: true, messageOverhead: 0 });

describe("OpenAI's automatic prefix caching", () => {
  test('gpt-4o: the prefix from 1,024 tokens in 128-token steps, at the cached price, no write fee', () => {
    // gpt-4o: $2.50 input, $1.25 cached, $10 output per million; no cache-write price.
    const model = resolveModel('gpt-4o');
    assert.equal(model.cache.minCacheableTokens, 1_024);
    assert.equal(model.prices.cacheWrite, null);
    const { requests, totals } = simulateOn(model);
    // Requests 1,600, 2,050, 2,500. Request 2 shares request 1's 1,600: 1,024 + 4 x 128 = 1,536 cached;
    // request 3 shares 2,050: 1,024 + 8 x 128 = 2,048. Nothing is written: the rest is plain input.
    assert.deepEqual(
      requests.toArray().map((r) => [r.inputTokens, r.cachedTokens, r.writtenTokens]),
      [
        [1_600, 0, 0],
        [2_050, 1_536, 0],
        [2_500, 2_048, 0],
      ],
    );
    // 1,600 x 2.50 + 500 = 4,500; 1,536 x 1.25 + 514 x 2.50 + 500 = 3,705; 2,048 x 1.25 + 452 x 2.50 + 500
    // = 4,190: $0.012395 a run, against 6,150 x 2.50 + 1,500 = $0.016875 without caching.
    assert.deepEqual(requests.toArray().map((r) => nano(r.costUsd)), [4_500_000, 3_705_000, 4_190_000]);
    assert.equal(nano(totals.costUsd.cached), 12_395_000);
    assert.equal(nano(totals.costUsd.uncached), 16_875_000);
  });

  test('a prompt under 1,024 tokens is not cached, nor a shared prefix under 1,024', () => {
    const short: SizedMessage[] = [msg('system', 600), msg('user', 100), msg('assistant', 50), msg('tool', 200), msg('assistant', 50), msg('tool', 400), msg('assistant', 50)];
    // Requests 700, 950, 1,400: the third is long enough, but shares only 950.
    const { requests } = simulate(short, { model: resolveModel('gpt-4o'), policy: createPolicy({ type: 'none' }), caching: true, messageOverhead: 0 });
    assert.deepEqual(requests.toArray().map((r) => [r.inputTokens, r.cachedTokens]), [
      [700, 0],
      [950, 0],
      [1_400, 0],
    ]);
  });

  test('GPT-5.6 and later bill what is not read as a cache write, at the 1.25x the dataset gives', () => {
    // gpt-5.6-sol: $4 input, $5 writes, $0.40 cached, $20 output. The same reads as gpt-4o; the rest is written.
    const model = resolveModel('gpt-5.6-sol');
    const { requests, totals } = simulateOn(model);
    assert.deepEqual(
      requests.toArray().map((r) => [r.cachedTokens, r.writtenTokens]),
      [
        [0, 1_600],
        [1_536, 514],
        [2_048, 452],
      ],
    );
    // 1,600 x 5 + 1,000 = 9,000; 1,536 x 0.40 + 514 x 5 + 1,000 = 4,184.4; 2,048 x 0.40 + 452 x 5 + 1,000
    // = 4,079.2: $0.0172636.
    assert.equal(nano(totals.costUsd.cached), 17_263_600);
  });
});
