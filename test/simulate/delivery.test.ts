import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG, pickScenario, type AgentConfig } from '../../src/config/config.js';
import type { Delivery } from '../../src/frameworks/delivery.js';
import type { ModelSpec } from '../../src/models/model.js';
import { runScenario, triggerStep, type SizedUnit } from '../../src/simulate/scenario.js';

/** $1 per million input tokens, reads at $0.10, writes at $1.25, a cache from 100 tokens: dollars read as token counts. */
const MODEL: ModelSpec = {
  id: 'test-model',
  provider: 'anthropic',
  contextWindow: 200_000,
  prices: {
    input: { base: 1, tiers: [] },
    output: { base: 0, tiers: [] },
    cacheRead: { base: 0.1, tiers: [] },
    cacheWrite: { base: 1.25, tiers: [] },
    cacheWrite1h: null,
  },
  cache: { minCacheableTokens: 100 },
  tokenizer: { encoding: 'o200k_base', exact: true },
  source: 'test',
};

/**
 * Four steps, no task text, no overhead: a 50-token prefix, and per step 10 output tokens and one
 * 100-token tool result. Requests send 50, 160, 270, 380: n*P + s*n(n-1)/2 = 4*50 + 110*6 = 860.
 */
const AGENT: AgentConfig = {
  ...pickScenario(DEFAULT_CONFIG),
  name: 'test',
  include: [],
  steps: 4,
  toolCallsPerStep: 1,
  outputTokensPerStep: 10,
  toolOutputTokens: 100,
  taskTokens: 0,
  messageOverhead: 0,
  caching: false,
};
const PREFIX: SizedUnit = { delivery: { kind: 'every-request' }, tokens: 50 };
const X = 7;

function inputOf(units: SizedUnit[], agent: Partial<AgentConfig> = {}): number {
  return runScenario({ ...AGENT, ...agent }, MODEL, [PREFIX, ...units]).totals.inputTokens;
}
/** What a unit of X tokens adds to a run, sent this way. */
function added(delivery: Delivery, agent: Partial<AgentConfig> = {}): number {
  return inputOf([{ delivery, tokens: X }], agent) - inputOf([{ delivery, tokens: 0 }], agent);
}

describe('each delivery class is paid as a run sends it', () => {
  test('the closed form without any other unit', () => {
    assert.equal(inputOf([]), 4 * 50 + 110 * ((4 * 3) / 2));
    assert.deepEqual(runScenario(AGENT, MODEL, [PREFIX]).requests.toArray().map((r) => r.inputTokens), [50, 160, 270, 380]);
  });

  test('every request and once-replayed: on each of the 4 requests', () => {
    assert.equal(added({ kind: 'every-request' }), 4 * X);
    assert.equal(added({ kind: 'start' }), 4 * X);
    assert.equal(added({ kind: 'after-history' }), 4 * X);
  });

  test('per step, replayed: request k carries k-1 wrappers, 7 x (0+1+2+3) = 42', () => {
    assert.equal(added({ kind: 'per-step' }), X * (0 + 1 + 2 + 3));
    // The SWE-agent figure: +17 on a 20-step run is 17 x 190 = 3,230, not 17 x 20 = 340.
    const twenty = (tokens: number): number => runScenario({ ...AGENT, steps: 20 }, MODEL, [PREFIX, { delivery: { kind: 'per-step' }, tokens }]).totals.inputTokens;
    assert.equal(twenty(17) - twenty(0), 3230);
  });

  test('a wrapper for empty or truncated output replaces the usual one at those steps only', () => {
    const empty: Delivery = { kind: 'per-step', instead: { output: 'empty' } };
    const truncated = (aboveTokens: number): Delivery => ({ kind: 'per-step', instead: { output: 'truncated', aboveTokens } });
    // Every step returns 100 tokens: no step is empty, so the no-output wrapper is never sent.
    assert.equal(added(empty), 0);
    // Every step returns nothing: it wraps each, 7 x (0+1+2+3).
    assert.equal(added(empty, { toolOutputTokens: 0 }), X * (0 + 1 + 2 + 3));
    // ... and the usual wrapper is not sent beside it.
    const usual = (tokens: number): number =>
      inputOf([{ delivery: { kind: 'per-step' }, tokens }, { delivery: empty, tokens: 0 }], { toolOutputTokens: 0 });
    assert.equal(usual(X) - usual(0), 0);
    // Without a no-output wrapper, empty steps take the usual one.
    assert.equal(added({ kind: 'per-step' }, { toolOutputTokens: 0 }), X * (0 + 1 + 2 + 3));
    // Truncated: 100-token outputs pass a 99-token limit, not a 100-token one.
    assert.equal(added(truncated(99)), X * (0 + 1 + 2 + 3));
    assert.equal(added(truncated(100)), 0);
  });

  test('per step with no tool calls: a message of its own each step', () => {
    assert.equal(added({ kind: 'per-step' }, { toolCallsPerStep: 0 }), X * (0 + 1 + 2 + 3));
  });

  test('on trigger: from the middle of the run (request 3 of 4), or the step the scenario names', () => {
    assert.equal(triggerStep(AGENT), 3);
    assert.equal(added({ kind: 'on-trigger', what: 'nested CLAUDE.md' }), 2 * X);
    assert.equal(added({ kind: 'while-matching', paths: ['src/**'] }), 2 * X);
    assert.equal(added({ kind: 'on-trigger', what: 'x' }, { triggerStep: 1 }), 4 * X);
    assert.equal(added({ kind: 'on-trigger', what: 'x' }, { triggerStep: 4 }), 1 * X);
    // A trigger past the last step is the last step: a run cannot read past its end.
    assert.equal(added({ kind: 'on-trigger', what: 'x' }, { triggerStep: 9 }), 1 * X);
  });

  test('invoked: nothing unless the scenario invokes it, then once and replayed', () => {
    assert.equal(added({ kind: 'invoked', name: 'review' }), 0);
    assert.equal(added({ kind: 'invoked', name: 'review' }, { invoke: ['deploy'] }), 0);
    assert.equal(added({ kind: 'invoked', name: 'review' }, { invoke: ['review'] }), 4 * X);
    assert.equal(added({ kind: 'invoked', name: 'review' }, { invoke: ['*'] }), 4 * X);
  });

  test('never, and in another agent: nothing in this run', () => {
    assert.equal(added({ kind: 'never', reason: 'past the cap' }), 0);
    assert.equal(added({ kind: 'other-agent', agent: 'reviewer' }), 0);
  });

  test('planning: off by default; with an interval, one initial plan and an update per interval', () => {
    const initial: Delivery = { kind: 'side-call', call: 'initial-plan', readsHistory: false };
    const update: Delivery = { kind: 'side-call', call: 'update-plan', readsHistory: true };
    assert.equal(added(initial), 0);
    assert.equal(added(update), 0);
    assert.equal(added(initial, { planningInterval: 2 }), X);
    // Interval 2 over 4 steps: plans before steps 1 and 3; the one before step 3 is an update.
    assert.equal(added(update, { planningInterval: 2 }), X);
    assert.equal(added(update, { planningInterval: 1 }), 3 * X);
    // The whole run: the initial plan sends only its template (0 here) and leaves its 10-token plan in the
    // history: requests 60 and 170; the update sends the history in smolagents' summary mode, without
    // the 50-token system prompt (its own system message takes its place), the model's messages or the
    // plan: the two 100-token tool results, 200; it leaves another plan: requests 290 and 400.
    // 0 + 60 + 170 + 200 + 290 + 400 = 1,120.
    assert.equal(inputOf([], { planningInterval: 2 }), 1120);
    // So a system prompt edit is paid on the 4 action requests, not in the plan update.
    assert.equal(added({ kind: 'every-request' }, { planningInterval: 2 }), 4 * X);
  });

  test('final answer: only when the run reaches its step limit, sending the history without the system prompt', () => {
    const finalAnswer: Delivery = { kind: 'side-call', call: 'final-answer', readsHistory: true };
    assert.equal(added(finalAnswer), 0);
    assert.equal(added(finalAnswer, { reachesMaxSteps: true }), X);
    // After step 4 the history holds 50 + 4 x 110 = 490 tokens; `final_answer.pre_messages` replaces the
    // 50-token system prompt: 440.
    assert.equal(inputOf([], { reachesMaxSteps: true }), 860 + 440);
    assert.equal(added({ kind: 'every-request' }, { reachesMaxSteps: true }), 4 * X);
  });

  test('on failure: once per failed step, with the history and the failed output, never replayed', () => {
    assert.equal(added({ kind: 'on-failure' }), 0);
    assert.equal(added({ kind: 'on-failure' }, { failuresPerRun: 1 }), X);
    assert.equal(added({ kind: 'on-failure' }, { failuresPerRun: 3 }), 3 * X);
    // One failure, before request 3: the requery sends the 270-token context and the 10-token failed output.
    assert.equal(inputOf([], { failuresPerRun: 1 }), 860 + 270 + 10);
  });

  test('on failure, replayed: the failed step keeps the text, every later request carries it', () => {
    const replayed: Delivery = { kind: 'on-failure', replayed: true };
    assert.equal(added(replayed), 0);
    // One failure, at step round(4 / 2) = 2: requests 3 and 4 carry it.
    assert.equal(added(replayed, { failuresPerRun: 1 }), 2 * X);
    // Three, at steps 1, 2 and 3: 3 + 2 + 1 later requests.
    assert.equal(added(replayed, { failuresPerRun: 3 }), (3 + 2 + 1) * X);
    // No requery: the failed step is the run's own request (smolagents retries in the next step), 860.
    assert.equal(inputOf([{ delivery: replayed, tokens: 0 }], { failuresPerRun: 1 }), 860);
    // Beside a requery's template (SWE-agent's format error and timeout), both are paid: the requery
    // before request 3 sends the 270-token context, the 10-token failed output and its template.
    const both = (tokens: number): number =>
      inputOf([{ delivery: replayed, tokens }, { delivery: { kind: 'on-failure' }, tokens: 0 }], { failuresPerRun: 1 });
    assert.equal(both(0), 860 + 270 + 10);
    assert.equal(both(X) - both(0), 2 * X + X);
  });

  test("tool results: their sizes are the run's tool outputs, in turn", () => {
    const sizes = (tokens: number[]): number => inputOf(tokens.map((t) => ({ delivery: { kind: 'tool-result' }, tokens: t })));
    // Results of 30 and 70 in turn: requests see 0, 30, 30 + 70, 30 + 70 + 30 of them.
    assert.equal(sizes([30, 70]), 4 * 50 + 10 * 6 + (30 + 100 + 130));
  });
});

describe('caching and the classes that sit after the history', () => {
  const cached = (units: SizedUnit[]): { input: number; cached: number; written: number; usd: number } => {
    const r = runScenario({ ...AGENT, caching: true }, MODEL, [PREFIX, ...units]);
    return { input: r.totals.inputTokens, cached: r.totals.cachedTokens, written: r.totals.writtenTokens, usd: r.totals.costUsd.cached };
  };

  test('a prefix unit is read from the cache; the same tokens after the history never are', () => {
    const prefix = cached([{ delivery: { kind: 'every-request' }, tokens: 60 }]);
    const trailing = cached([{ delivery: { kind: 'after-history' }, tokens: 60 }]);
    assert.equal(prefix.input, trailing.input);
    // Anthropic's common layout: breakpoints on the system block and on the last message. Prefix 110:
    // requests 110, 220, 330, 440; request 1 writes 110, then each request reads the previous request's
    // entry at its last message: 110 + 220 + 330 = 660 read, 110 + 3 x 110 = 440 written.
    assert.equal(prefix.cached, 660);
    assert.equal(prefix.written, 440);
    assert.ok(Math.abs(prefix.usd - (660 * 0.1 + 440 * 1.25) / 1e6) < 1e-15);
    // After the history: requests 50+60, 160+60, 270+60, 380+60, the 60 after the last breakpoint, so
    // plain input. Request 1's breakpoints hold 50 and 50 tokens, under the 100-token minimum: nothing is
    // written, all 110 is plain. Request 2 writes its history, 160; requests 3 and 4 read the previous
    // entry (160, 270) and write 110 each: 430 read, 160 + 110 + 110 = 380 written, 110 + 3 x 60 = 290 plain.
    assert.equal(trailing.cached, 160 + 270);
    assert.equal(trailing.written, 380);
    assert.ok(Math.abs(trailing.usd - (430 * 0.1 + 380 * 1.25 + 290) / 1e6) < 1e-15);
  });
});
