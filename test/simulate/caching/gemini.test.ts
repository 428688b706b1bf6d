import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveModel } from '../../../src/models/catalog.js';
import type { ModelSpec } from '../../../src/models/model.js';
import { createPolicy } from '../../../src/simulate/policies/policy-spec.js';
import { simulate } from '../../../src/simulate/simulator.js';
import type { SizedMessage } from '../../../src/trace/trace.js';

const msg = (role: SizedMessage['role'], tokens: number): SizedMessage => ({ role, tokens, argsTokens: 0 });
const nano = (usd: number): number => Math.round(usd * 1e9);

/** A system prompt of `system` tokens, a 100-token task, then 3 steps of 50 output tokens and a 400-token tool result. */
function run(system: number): SizedMessage[] {
  const messages = [msg('system', system), msg('user', 100)];
  for (let i = 0; i < 3; i++) messages.push(msg('assistant', 50), msg('tool', 400));
  return messages;
}
const simulateOn = (model: ModelSpec, messages: SizedMessage[]) => simulate(messages, { model, policy: createPolicy({ type: 'none' }), caching: true, messageOverhead: 0 });

describe("Gemini's implicit caching", () => {
  test('gemini-2.5-flash: the shared prefix once it reaches 2,048 tokens, at the cached price, nothing written', () => {
    // gemini-2.5-flash: $0.30 input, $0.03 cached, $2.50 output per million; minimum 2,048.
    const model = resolveModel('gemini-2.5-flash');
    assert.equal(model.cache.minCacheableTokens, 2_048);
    const { requests, totals } = simulateOn(model, run(2_000));
    // Requests 2,100, 2,550, 3,000: request 2 reads request 1's 2,100 whole (no step), request 3 its 2,550.
    assert.deepEqual(
      requests.toArray().map((r) => [r.inputTokens, r.cachedTokens, r.writtenTokens]),
      [
        [2_100, 0, 0],
        [2_550, 2_100, 0],
        [3_000, 2_550, 0],
      ],
    );
    // 2,100 x 0.30 + 50 x 2.50 = 755; 2,100 x 0.03 + 450 x 0.30 + 125 = 323; 2,550 x 0.03 + 450 x 0.30 + 125
    // = 336.5: $0.0014145 a run.
    assert.deepEqual(requests.toArray().map((r) => nano(r.costUsd)), [755_000, 323_000, 336_500]);
    assert.equal(nano(totals.costUsd.cached), 1_414_500);
  });

  test('under the minimum nothing is cached: a 1,900-token prompt shares 2,000 with the next request, under 2,048', () => {
    const { requests } = simulateOn(resolveModel('gemini-2.5-flash'), run(1_900));
    assert.deepEqual(requests.toArray().map((r) => r.cachedTokens), [0, 0, 2_450]);
  });

  test('Gemini 2.0 has no implicit caching: every request pays the plain input price', () => {
    const { totals } = simulateOn(resolveModel('gemini-2.0-flash'), run(2_000));
    assert.equal(totals.cachedTokens, 0);
    assert.equal(totals.costUsd.cached, totals.costUsd.uncached);
  });
});
