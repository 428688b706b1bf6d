import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ModelSpec } from '../../src/models/model.js';
import { BUDGET_DEFAULTS } from '../../src/simulate/policies/budget.js';
import { createPolicy, policyWindow, type PolicySpec } from '../../src/simulate/policies/policy-spec.js';
import { simulate } from '../../src/simulate/simulator.js';
import type { SizedMessage } from '../../src/trace/trace.js';
import { random } from '../support/corpus.js';
import { referenceSimulate, type ReferencePolicy } from '../support/reference-simulator.js';

const MODEL: ModelSpec = {
  id: 'test-model',
  provider: 'anthropic',
  contextWindow: 200_000,
  prices: {
    input: { base: 3, tiers: [] },
    output: { base: 15, tiers: [] },
    cacheRead: { base: 0.3, tiers: [] },
    cacheWrite: { base: 3.75, tiers: [] },
    cacheWrite1h: null,
  },
  cache: { minCacheableTokens: 1024 },
  tokenizer: { encoding: 'o200k_base', exact: false },
  source: 'test',
};

const msg = (role: SizedMessage['role'], tokens: number, tool?: string, argsTokens = 0): SizedMessage => ({ role, tokens, argsTokens, ...(tool ? { tool } : {}) });

/**
 * The same prices under a provider that caches any unchanged prefix (docs/architecture.md, "Caching"):
 * what the reference implementation models. Anthropic's breakpoints are tested in test/simulate/caching.
 */
const PREFIX_MODEL: ModelSpec = { ...MODEL, id: 'prefix-model', provider: 'custom' };

function run(messages: SizedMessage[], spec: PolicySpec, caching = true, overhead = 4, model = MODEL) {
  return simulate(messages, { model, policy: createPolicy(spec), caching, messageOverhead: overhead, window: policyWindow(spec) });
}

/** A long agent run with tool calls of varied sizes, some large, some pinned, some parallel. */
function randomTrace(seed: number, steps: number): SizedMessage[] {
  const rnd = random(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const tools = ['web_search', 'visit_webpage', 'python', 'notes_read'];
  const out: SizedMessage[] = [msg('system', int(500, 3000)), msg('user', int(20, 400))];
  for (let s = 0; s < steps; s++) {
    const calls = int(0, 3);
    out.push(msg('assistant', int(10, 600), calls ? tools[int(0, 3)] : undefined, calls ? int(5, 80) : 0));
    for (let c = 0; c < calls; c++) out.push(msg('tool', rnd() < 0.15 ? int(5_000, 30_000) : int(0, 2_000), tools[int(0, 3)]));
    if (rnd() < 0.05) out.push(msg('user', int(5, 200)));
  }
  return out;
}

describe('the simulator', () => {
  test('full replay equals the closed form n*P + s*n(n-1)/2', () => {
    const n = 20;
    const [system, task, code, output, overhead] = [1_200, 300, 150, 900, 4];
    const messages = [msg('system', system), msg('user', task)];
    for (let i = 0; i < n; i++) messages.push(msg('assistant', code), msg('tool', output, 'python'));
    const result = run(messages, { type: 'none' }, false, overhead);
    const P = system + overhead + task + overhead;
    const s = code + overhead + output + overhead;
    assert.equal(result.totals.inputTokens, n * P + (s * n * (n - 1)) / 2);
    assert.equal(result.totals.requests, n);
    assert.equal(result.totals.peakContext, P + s * (n - 1));
    assert.equal(result.totals.outputTokens, n * code);
    assert.deepEqual(result.events.toArray(), []);
  });

  test('with caching, each request reads the previous request from the cache', () => {
    const messages = [msg('system', 2_000), msg('user', 100)];
    for (let i = 0; i < 5; i++) messages.push(msg('assistant', 50), msg('tool', 500, 'python'));
    const { requests, totals } = run(messages, { type: 'none' });
    assert.equal(requests.at(0)!.cachedTokens, 0, 'the first request writes the cache');
    for (let i = 1; i < requests.length; i++) assert.equal(requests.at(i)!.cachedTokens, requests.at(i - 1)!.inputTokens);
    assert.equal(totals.freshTokens, totals.inputTokens - totals.cachedTokens);
    assert.ok(totals.costUsd.cached < totals.costUsd.uncached);
  });

  // The budget policy is checked against the memory manager it reproduces: budget-reference.test.ts.
  const policies: Array<[string, ReferencePolicy & PolicySpec]> = [
    ['a window of 3 steps', { type: 'window', keepLastSteps: 3, markerTokens: 12 }],
    ['no policy', { type: 'none' }],
  ];
  for (const [name, policy] of policies) {
    test(`agrees request by request with a plain implementation of DESIGN 4.3: ${name}`, () => {
      for (const seed of [1, 2, 3]) {
        const trace = randomTrace(seed, 400);
        const ours = run(trace, policy, true, 4, PREFIX_MODEL);
        const reference = referenceSimulate(trace, policy, 4, PREFIX_MODEL.cache.minCacheableTokens, PREFIX_MODEL.contextWindow);
        assert.equal(ours.requests.length, reference.requests.length);
        ours.requests.toArray().forEach((r, i) => {
          assert.deepEqual(
            { inputTokens: r.inputTokens, cachedTokens: r.cachedTokens, outputTokens: r.outputTokens },
            reference.requests[i],
            `seed ${seed}, request ${i}`,
          );
        });
        assert.equal(ours.totals.overflowRequest, reference.overflowRequest);
        if (policy.type === 'none') assert.notEqual(reference.overflowRequest, null, 'the trace overflows without a policy');
        if (policy.type !== 'none') assert.ok(ours.events.toArray().some((e) => e.type === 'clear'), 'the trace exercises clearing');
        assert.equal(ours.totals.inputTokens, reference.requests.reduce((n, r) => n + r.inputTokens, 0));
        assert.equal(ours.totals.peakContext, Math.max(...reference.requests.map((r) => r.inputTokens)));
      }
    });
  }
});

describe('policy behaviours', () => {
  const bigRun = (): SizedMessage[] => {
    const messages = [msg('system', 1_000), msg('user', 100)];
    for (let i = 0; i < 12; i++) messages.push(msg('assistant', 100, 'fetch', 20), msg('tool', 4_000, i % 4 === 0 ? 'notes_read' : 'fetch'));
    return messages;
  };

  test('clearing keeps every call and the newest results, and never clears pinned tools', () => {
    const policy = createPolicy({ type: 'budget', ...BUDGET_DEFAULTS, trigger: 10_000, clearAtLeast: 1_000, keepToolResults: 3, compactAbove: 10_000_000 });
    const messages = bigRun();
    const seen: Array<{ cleared: boolean[]; roles: string[]; tools: Array<string | undefined>; args: number[] }> = [];
    const spy = { description: policy.description, quotesResults: policy.quotesResults, beforeRequest: (h: Parameters<typeof policy.beforeRequest>[0], request: number) => {
      const events = policy.beforeRequest(h, request);
      const at = Array.from({ length: h.length }, (_, i) => i);
      seen.push({ cleared: at.map((i) => h.isCleared(i)), roles: at.map((i) => h.role(i)), tools: at.map((i) => h.tool(i)), args: at.map((i) => h.argsTokens[i]!) });
      return events;
    } };
    const result = simulate(messages, { model: MODEL, policy: spy, caching: true, messageOverhead: 4 });
    assert.ok(result.events.toArray().some((e) => e.type === 'clear'));
    const last = seen.at(-1)!;
    const results = last.roles.flatMap((r, i) => (r === 'tool' ? [i] : []));
    for (const i of results.slice(-3)) assert.equal(last.cleared[i], false, 'the newest three results are kept');
    for (const i of results) if (last.tools[i] === 'notes_read') assert.equal(last.cleared[i], false, 'pinned');
    assert.ok(results.slice(0, -3).some((i) => last.cleared[i]));
    assert.equal(last.roles.filter((r) => r === 'assistant').length, 11, 'every call is kept');
    assert.ok(last.args.every((a, i) => last.roles[i] !== 'assistant' || a === 20), 'call inputs are kept');
  });

  test('no edit when it would free less than clear_at_least: the cache is not broken for a small gain', () => {
    const messages = [msg('system', 2_000), msg('user', 100)];
    for (let i = 0; i < 10; i++) messages.push(msg('assistant', 50, 'ls'), msg('tool', 300, 'ls'));
    const result = run(messages, { type: 'budget', ...BUDGET_DEFAULTS, trigger: 3_000, clearAtLeast: 5_000, compactAbove: 1_000_000 });
    assert.deepEqual(result.events.toArray(), []);
    for (let i = 1; i < result.requests.length; i++) assert.equal(result.requests.at(i)!.cachedTokens, result.requests.at(i - 1)!.inputTokens);
  });

  test('compaction never separates a tool result from its call', () => {
    const messages = [msg('system', 500), msg('user', 100)];
    for (let i = 0; i < 30; i++) {
      messages.push(msg('assistant', 100, 'search', 10));
      for (let c = 0; c < 3; c++) messages.push(msg('tool', 1_500, 'search'));
    }
    // Past the trigger, clearing finds nothing to clear (every result is kept), so compaction runs.
    const policy = createPolicy({ type: 'budget', ...BUDGET_DEFAULTS, trigger: 20_000, compactAbove: 20_000, keepRecent: 2, clearAtLeast: 1_000, keepToolResults: 10_000 });
    let firstAfterSummary: string[] = [];
    const spy = { description: '', quotesResults: policy.quotesResults, beforeRequest: (h: Parameters<typeof policy.beforeRequest>[0], request: number) => {
      const events = policy.beforeRequest(h, request);
      if (events.some((e) => e.type === 'compact')) firstAfterSummary.push(h.role(1));
      return events;
    } };
    const result = simulate(messages, { model: MODEL, policy: spy, caching: true, messageOverhead: 4 });
    assert.ok(result.events.toArray().filter((e) => e.type === 'compact').length >= 2);
    assert.ok(firstAfterSummary.every((r) => r === 'assistant'), `kept tail starts with ${firstAfterSummary}`);
    firstAfterSummary = [];
  });

  test('the budget compacts only once past its trigger, and its window never exceeds the model\'s', () => {
    const messages = [msg('system', 1_000), msg('user', 100)];
    for (let i = 0; i < 20; i++) messages.push(msg('assistant', 100), msg('tool', 1_200, 'read'));
    // Peaks near 27,000: above compact_above (20,000), below the trigger (30,000): no edit at all.
    const result = run(messages, { type: 'budget', ...BUDGET_DEFAULTS });
    assert.deepEqual(result.events.toArray(), []);
    assert.ok(result.totals.peakContext > 20_000 && result.totals.peakContext < 30_000);
    const small = { ...MODEL, contextWindow: 10_000 };
    const capped = simulate(messages, { model: small, policy: createPolicy({ type: 'none' }), caching: false, messageOverhead: 4, window: 200_000 });
    assert.notEqual(capped.totals.overflowRequest, null);
  });

  test('overflow is reported, not thrown, numbered from 1', () => {
    const messages = [msg('system', 1_000), msg('user', 100)];
    for (let i = 0; i < 40; i++) messages.push(msg('assistant', 100), msg('tool', 10_000, 'read'));
    const result = run(messages, { type: 'none' });
    // Request k sends 1,004 + 104 + (k - 1) x 10,108: 193,160 at request 20, 203,268 at request 21.
    assert.equal(result.totals.overflowRequest, 21);
    assert.equal(result.requests.at(20)!.inputTokens, 203_268);
    assert.equal(result.requests.at(19)!.inputTokens, 193_160);
    assert.equal(result.requests.length, 40);
    assert.ok(result.totals.peakContext > 200_000);
  });
});

describe('system messages', () => {
  test('those before the first request are its system prompt; a later one is sent where it stands, from its request on', () => {
    const result = run([msg('system', 1_000), msg('system', 200), msg('user', 100), msg('assistant', 10), msg('system', 300), msg('user', 50), msg('assistant', 10)], { type: 'none' }, false);
    // 4 tokens of framing a message: 1,004 + 204 + 104, then 14 + 304 + 54 more.
    assert.deepEqual(result.requests.toArray().map((r) => r.inputTokens), [1_312, 1_684]);
  });

  test('one between the first user message and the first request is still the system prompt', () => {
    // A side call that sends the history without the system prompt shows where the message went.
    const withoutSystem = { beforeStep: 1, ownTokens: 0, readsHistory: true, readsSystem: false, outputTokens: 0, replayedTokens: 0, label: 'structured-response' };
    const result = simulate([msg('user', 100), msg('system', 1_000), msg('assistant', 10), msg('assistant', 10)], { model: MODEL, policy: createPolicy({ type: 'none' }), caching: false, messageOverhead: 4, sideCalls: [withoutSystem] });
    assert.deepEqual(result.requests.toArray().map((r) => r.inputTokens), [1_108, 1_122]);
    assert.deepEqual(result.sideRequests.map((r) => r.inputTokens), [104 + 14]);
  });
});

describe('a simulation fed message by message', () => {
  test('messages are read once, as they come: a generator gives the run the array gives', () => {
    const messages = randomTrace(5, 60);
    const fromArray = run(messages, { type: 'budget', ...BUDGET_DEFAULTS, trigger: 5_000, compactAbove: 20_000 });
    function* oneByOne(): Generator<SizedMessage> {
      yield* messages;
    }
    const streamed = simulate(oneByOne(), { model: MODEL, policy: createPolicy({ type: 'budget', ...BUDGET_DEFAULTS, trigger: 5_000, compactAbove: 20_000 }), caching: true, messageOverhead: 4 });
    assert.deepEqual(streamed, fromArray);
    assert.ok(fromArray.events.length > 0, 'the policy edited the run');
  });
});
