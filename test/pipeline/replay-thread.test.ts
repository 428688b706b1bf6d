import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BATCH_MESSAGES, BATCHES_AHEAD, ReplayThreadFailure, REPLAY_THREAD_BYTES, replayThreadFor, threadReplayer, type ReplayFault } from '../../src/pipeline/replay-thread.js';
import { resolveModel } from '../../src/models/catalog.js';
import { BUDGET_DEFAULTS } from '../../src/simulate/policies/budget.js';
import { COMPACT_DEFAULTS } from '../../src/simulate/policies/compact.js';
import { CLEAR_TOOL_USES_DEFAULTS } from '../../src/simulate/policies/clear-tool-uses.js';
import type { PolicySpec } from '../../src/simulate/policies/policy-spec.js';
import type { ReplaySettings } from '../../src/simulate/replay-settings.js';
import { inProcessReplay, type Replayer, type ReplayRun } from '../../src/simulate/replay.js';
import type { SimulationResult } from '../../src/simulate/simulator.js';
import type { RequestRecord } from '../../src/simulate/request-log.js';
import type { PolicyEvent } from '../../src/simulate/policies/policy.js';
import { sizeTrace, type SizedMessage } from '../../src/trace/trace.js';
import { tokenizer } from '../../src/count/tokenizer.js';
import { textAgentRun } from '../support/text-agent-run.js';

const SETTINGS: ReplaySettings = { model: resolveModel('claude-sonnet-4-5'), caching: true, messageOverhead: 4, sideCalls: [{ beforeStep: 3, ownTokens: 200, readsHistory: true, outputTokens: 50, replayedTokens: 40, label: 'requery' }] };
/**
 * Every kind of policy, the budget (which quotes results' text) and both context edits among them, and
 * two of them keeping records, which come back from the worker with the rest of their results. The
 * budget's runs stay on the main thread, first and last in the list with the worker's runs between
 * them: the results come back in the order of the runs.
 */
const POLICIES: PolicySpec[] = [
  { type: 'budget', ...BUDGET_DEFAULTS, trigger: 6_000, compactAbove: 9_000, clearAtLeast: 1_000 },
  { type: 'none' },
  { type: 'window', keepLastSteps: 2, markerTokens: 10 },
  { type: 'window', keepLastSteps: 5, markerTokens: 30 },
  { type: 'context_management', edits: [{ type: 'clear_tool_uses_20250919', ...CLEAR_TOOL_USES_DEFAULTS, trigger: { type: 'input_tokens', value: 5_000 } }, { type: 'compact_20260112', ...COMPACT_DEFAULTS, trigger: 12_000 }] },
  { type: 'budget', ...BUDGET_DEFAULTS, trigger: 3_000, compactAbove: 20_000, clearAtLeast: 500 },
];
const RUNS: ReplayRun[] = POLICIES.map((policy, i) => ({ policy, recordRequests: i === 0 || i === 4 }));
const t = tokenizer('o200k_base');
const MESSAGES = sizeTrace(textAgentRun(3, { steps: 120 }).trace, (text) => t.count(text));

/** Each run's result, its logs as lists: a log holds more room than it has filled, and that room may differ. */
async function replayed(replayer: Replayer, runs = RUNS, messages = MESSAGES): Promise<ListedResult[]> {
  const replay = replayer(SETTINGS, runs);
  // In batches of 7, as a trace's reads cut it: neither one message nor whole batches of the worker's.
  for (let i = 0; i < messages.length; i += 7) replay.add(messages.slice(i, i + 7));
  return (await replay.finish()).map((result) => ({ ...result, requests: result.requests.toArray(), events: result.events.toArray() }));
}

type ListedResult = Omit<SimulationResult, 'requests' | 'events'> & { requests: RequestRecord[]; events: PolicyEvent[] };

/** A run of more batches than the main thread may send ahead of the worker: it has to wait for it. */
function longRun(): SizedMessage[] {
  const messages: SizedMessage[] = [{ role: 'system', tokens: 1_000, argsTokens: 0 }];
  for (let i = 0; messages.length < (BATCHES_AHEAD + 3) * BATCH_MESSAGES; i++) {
    messages.push({ role: 'assistant', tokens: 20, argsTokens: 5, tool: 'read' }, { role: 'tool', tokens: 50 + (i % 7) * 100, argsTokens: 0, tool: 'read', args: `f${i % 50}`, ...(i % 9 === 0 ? { errorLine: `ValueError: ${i}` } : {}) });
  }
  return messages;
}

describe('a trace replayed on a worker thread', () => {
  test('gives every run the result it has in this thread: requests, side calls, totals and events', async () => {
    const here = await replayed(inProcessReplay);
    const there = await replayed(threadReplayer());
    assert.deepEqual(there, here);
    assert.equal(here[0]!.requests.length, 120);
    assert.ok(here[0]!.events.some((e) => e.type === 'compact') && here[4]!.events.some((e) => e.type === 'compact'), 'the runs compact: what the worker must get right');
    assert.equal(here[4]!.requests.length, 120);
    assert.deepEqual([here[2]!.requests, here[2]!.events], [[], []], 'a run that keeps no records keeps no events: the window clears a result every request');
    assert.ok(here[2]!.totals.inputTokens < here[1]!.totals.inputTokens, 'though it clears them');
    assert.ok(here[0]!.totals.inputTokens < here[1]!.totals.inputTokens);
    assert.notEqual(here[5]!.totals.inputTokens, here[0]!.totals.inputTokens, 'the two budgets differ, so their order shows');
  });

  test('a trace read faster than it is replayed: the main thread waits for the worker, and the runs agree', { timeout: 60_000 }, async () => {
    const runs: ReplayRun[] = [{ policy: { type: 'none' }, recordRequests: false }, { policy: { type: 'window', keepLastSteps: 3, markerTokens: 10 }, recordRequests: true }];
    const messages = longRun();
    assert.deepEqual(await replayed(threadReplayer(), runs, messages), await replayed(inProcessReplay, runs, messages));
  });

  test('a worker started before its trace is known waits for it; one cancelled before it is given one has ended', { timeout: 60_000 }, async () => {
    const early = threadReplayer();
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(await replayed(early), await replayed(inProcessReplay));
    assert.throws(() => early(SETTINGS, RUNS), /a thread replayer replays one trace/);
    const cancelled = threadReplayer();
    await cancelled.cancel();
    await assert.rejects(replayed(cancelled), (error: unknown) => error instanceof ReplayThreadFailure);
  });

  for (const fault of ['throw', 'exit'] as ReplayFault[]) {
    // A bound on the wait: a main thread left waiting would otherwise hold the test run for ever.
    test(`a worker that fails (${fault}) fails the replay with a failure the caller can tell apart, and leaves no thread waiting`, { timeout: 60_000 }, async () => {
      await assert.rejects(replayed(threadReplayer(fault)), (error: unknown) => error instanceof ReplayThreadFailure && /worker thread failed/.test(error.message));
      // Longer than the main thread may be ahead: it would wait for the worker for ever if its end did not wake it.
      // It fails as the main thread waits for it, not once the whole trace is read.
      await assert.rejects(replayed(threadReplayer(fault), RUNS, longRun()), (error: unknown) => error instanceof ReplayThreadFailure && /ended before the trace did/.test(error.message));
    });
  }
});

describe('which traces are replayed on a worker', () => {
  test(`from ${REPLAY_THREAD_BYTES.toLocaleString('en-US')} bytes on, unless run from source; the environment decides when it says`, () => {
    assert.equal(replayThreadFor(REPLAY_THREAD_BYTES, {}, false), true);
    assert.equal(replayThreadFor(REPLAY_THREAD_BYTES - 1, {}, false), false);
    assert.equal(replayThreadFor(REPLAY_THREAD_BYTES * 10, {}, true), false, 'from source, a worker would compile the TypeScript afresh');
    assert.equal(replayThreadFor(1, { CTXGUARD_SIMULATION_WORKER: '1' }, true), true);
    assert.equal(replayThreadFor(REPLAY_THREAD_BYTES * 10, { CTXGUARD_SIMULATION_WORKER: ' 0 ' }, false), false);
    assert.equal(replayThreadFor(REPLAY_THREAD_BYTES, { CTXGUARD_SIMULATION_WORKER: '' }, false), true, 'set but empty is unset');
    assert.throws(() => replayThreadFor(1, { CTXGUARD_SIMULATION_WORKER: 'yes' }), /CTXGUARD_SIMULATION_WORKER must be 1 \(a worker\) or 0 \(in-process\), not "yes"/);
  });
});
