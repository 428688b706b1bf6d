import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tokenizer } from '../../src/count/tokenizer.js';
import type { ModelSpec } from '../../src/models/model.js';
import { BUDGET_DEFAULTS, type BudgetPolicyOptions } from '../../src/simulate/policies/budget.js';
import { createPolicy } from '../../src/simulate/policies/policy-spec.js';
import type { PolicyEvent } from '../../src/simulate/policies/policy.js';
import { simulate, type SimulationResult } from '../../src/simulate/simulator.js';
import { sizeTrace } from '../../src/trace/trace.js';
import { ContextManager, countTokens, LLMSummarizer, replay, type Budget } from '../support/reference-budget.js';
import { textAgentRun, type TextAgentRun } from '../support/text-agent-run.js';

/**
 * The reference meters an append-only prompt cache: a request reads the longest prefix it shares with
 * the one before, once that reaches the minimum. That is the catalog's plain prefix cache (a provider
 * of its own), not Anthropic's breakpoints.
 */
const MODEL: ModelSpec = {
  id: 'test-model',
  provider: 'custom',
  contextWindow: 1_000_000,
  prices: {
    input: { base: 3, tiers: [] },
    output: { base: 15, tiers: [] },
    cacheRead: { base: 0.3, tiers: [] },
    cacheWrite: { base: 3.75, tiers: [] },
    cacheWrite1h: null,
  },
  cache: { minCacheableTokens: 1024 },
  tokenizer: { encoding: 'o200k_base', exact: true },
  source: 'test',
};

/** A notes file of exactly `n` tokens, starting with a mark so that it never joins the line before. */
function notesOf(n: number): string {
  const text = n === 0 ? '' : `-${' note'.repeat(n - 1)}`;
  assert.equal(countTokens(text), n);
  return text;
}

function ours(run: TextAgentRun, options: BudgetPolicyOptions): SimulationResult {
  const o200k = tokenizer('o200k_base');
  return simulate(sizeTrace(run.trace, (s) => o200k.count(s)), {
    model: MODEL,
    policy: createPolicy({ type: 'budget', ...options }),
    caching: true,
    messageOverhead: 4,
    window: options.window,
  });
}

function reference(run: TextAgentRun, options: BudgetPolicyOptions, probe?: (replaced: number) => void) {
  const budget: Budget = {
    window: options.window,
    trigger: options.trigger,
    clear_at_least: options.clearAtLeast,
    keep_tool_results: options.keepToolResults,
    compact_above: options.compactAbove,
    keep_recent: options.keepRecent,
    pinned_tools: new Set(options.pinnedTools),
  };
  const notes = notesOf(options.notesTokens);
  const manager = new ContextManager(run.system, new LLMSummarizer(options.summaryMaxTokens), budget, () => notes);
  if (probe) manager.probe = probe;
  return { ...replay(manager, run.reference, MODEL.cache.minCacheableTokens), history: manager.history };
}

/** The reference's event lines as ctxguard's events; its "cleared 0" lines, which edit nothing, are no event here. */
function parseEvents(lines: string[]): PolicyEvent[] {
  return lines.flatMap((line) => {
    const m = /^request (\d+): (cleared|compacted) (\d+) (?:tool results|messages) \(-(-?[\d,]+)\)$/.exec(line);
    assert.ok(m, line);
    const event: PolicyEvent = { request: Number(m[1]), type: m[2] === 'cleared' ? 'clear' : 'compact', freedTokens: Number(m[4]!.replaceAll(',', '')), messages: Number(m[3]) };
    return event.type === 'clear' && event.messages === 0 ? [] : [event];
  });
}

function assertAgree(run: TextAgentRun, options: BudgetPolicyOptions, label: string) {
  const a = ours(run, options);
  const b = reference(run, options);
  assert.equal(a.requests.length, b.requests.length, label);
  a.requests.toArray().forEach((r, i) => {
    assert.equal(r.index, i + 1, `${label}: requests are numbered from 1`);
    assert.deepEqual({ input: r.inputTokens, cached: r.cachedTokens }, b.requests[i], `${label}, request ${r.index}`);
  });
  const events = parseEvents(b.events);
  assert.deepEqual(a.events.toArray(), events, `${label}: events`);
  assert.equal(a.totals.overflowRequest, b.overflowRequest, `${label}: overflow`);
  // A stub quotes the size of what it replaced: stubs that cost more than that are results that grew.
  const grown = b.history.filter((m) => m.cleared && Number(/returned ([\d,]+) tokens/.exec(m.content)![1]!.replaceAll(',', '')) < m.tokens).length;
  return { requests: a.requests.length, events, overflow: b.overflowRequest, zeroClears: b.events.length - events.length, grown };
}

const CONFIGS: Array<[string, BudgetPolicyOptions]> = [
  ['the reference defaults', BUDGET_DEFAULTS],
  [
    'a tight budget with two pinned tools, overflowing',
    { ...BUDGET_DEFAULTS, window: 40_000, trigger: 8_000, clearAtLeast: 2_000, keepToolResults: 2, compactAbove: 12_000, keepRecent: 6, pinnedTools: ['notes_read', 'search'], summaryMaxTokens: 500 },
  ],
  ['clearing every result at no minimum', { ...BUDGET_DEFAULTS, trigger: 5_000, clearAtLeast: 0, keepToolResults: 0, compactAbove: 10_000_000, pinnedTools: [] }],
  [
    'compaction on every request, short histories, a notes file',
    { ...BUDGET_DEFAULTS, window: 100_000, trigger: 3_000, clearAtLeast: 500, keepToolResults: 4, compactAbove: 3_000, keepRecent: 12, summaryMaxTokens: 1_500, notesTokens: 120 },
  ],
];

describe('the budget policy against the reference memory manager (ctxkit ContextManager.prepare)', () => {
  const runs: Array<[number, number]> = [
    [60, 60],
    [300, 300],
    [1_000, 1_000],
  ];
  const texts = new Map(runs.map(([seed, steps]) => [seed, textAgentRun(seed, { steps })]));
  const seen = { requests: 0, clears: 0, compactions: 0, negative: 0, overflows: 0, zeroClears: 0, grown: 0 };
  for (const [name, options] of CONFIGS) {
    test(`equal input and cached tokens on every request, and equal events: ${name}`, () => {
      for (const [seed, steps] of runs) {
        const r = assertAgree(texts.get(seed)!, options, `${name}, ${steps} steps`);
        seen.requests += r.requests;
        seen.clears += r.events.filter((e) => e.type === 'clear').length;
        seen.compactions += r.events.filter((e) => e.type === 'compact').length;
        seen.negative += r.events.filter((e) => e.freedTokens < 0).length;
        seen.overflows += r.overflow === null ? 0 : 1;
        seen.zeroClears += r.zeroClears;
        seen.grown += r.grown;
      }
    });
  }

  test('the runs exercise what the budget must get right', () => {
    // 4 configurations x (60 + 300 + 1,000) requests.
    assert.equal(seen.requests, 4 * 1_360);
    assert.ok(seen.clears > 100 && seen.compactions > 100, `${seen.clears} clearings, ${seen.compactions} compactions`);
    assert.ok(seen.grown > 0, 'results smaller than their stub, stubbed');
    assert.ok(seen.negative > 0, 'a compaction whose summary outweighs what it replaced');
    assert.ok(seen.overflows > 0, 'an overflow');
    assert.ok(seen.zeroClears > 0, 'the reference logged clearings of nothing, which are no event here');
    const all = [...texts.values()].flatMap((t) => t.trace);
    assert.ok(all.some((m) => m.role === 'tool' && m.tool === 'notes_read'), 'pinned results');
    assert.ok(all.some((m) => m.role === 'assistant' && m.tool?.includes(',')), 'parallel calls');
    assert.ok(all.some((m) => m.role === 'tool' && m.content === ''), 'empty results');
    assert.ok(all.some((m) => m.role === 'tool' && m.content?.includes('ÜValueError')), 'error-like text the pattern must not take');
  });

  test('a run large from its first step: the reference summarises part of a history shorter than keep_recent', () => {
    const run = textAgentRun(4, { steps: 40, firstResultWords: 6_000 });
    const options = { ...BUDGET_DEFAULTS, window: 100_000, trigger: 3_000, clearAtLeast: 500, keepToolResults: 4, compactAbove: 3_000, keepRecent: 20 };
    const { events } = assertAgree(run, options, 'short history');
    const first = events.find((e) => e.type === 'compact')!;
    // The history before that request: every message but the system prompt before its assistant message.
    const assistants = run.trace.flatMap((m, i) => (m.role === 'assistant' ? [i] : []));
    const length = run.trace.slice(0, assistants[first.request - 1]).filter((m) => m.role !== 'system').length;
    assert.ok(length < options.keepRecent, `${length} messages`);
    // Python's history[:cut] with cut = length - keep_recent < 0: all but the last keep_recent - length.
    assert.equal(first.messages, 2 * length - options.keepRecent);
  });

  test('compaction exactly at its threshold: replacing clear_at_least tokens compacts, one less does not', () => {
    const run = textAgentRun(7, { steps: 60 });
    // No clearing (every result is kept), so clear_at_least only gates compaction.
    const base = { ...BUDGET_DEFAULTS, trigger: 20_000, compactAbove: 20_000, keepToolResults: 10_000, keepRecent: 6, clearAtLeast: Number.MAX_SAFE_INTEGER };
    const replaced: number[] = [];
    reference(run, base, (r) => replaced.push(r));
    const at = replaced[0]!;
    assert.ok(at > 0);
    const exactly = assertAgree(run, { ...base, clearAtLeast: at }, 'replaced == clear_at_least');
    const below = assertAgree(run, { ...base, clearAtLeast: at + 1 }, 'replaced == clear_at_least - 1');
    const firstCheck = exactly.events[0]!;
    assert.equal(firstCheck.type, 'compact');
    assert.ok(!below.events.some((e) => e.request === firstCheck.request), `no compaction at request ${firstCheck.request} one token short`);
  });
});
