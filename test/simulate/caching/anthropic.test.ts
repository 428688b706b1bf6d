import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_LAYOUT, NO_BREAKPOINTS, type CacheLayout } from '../../../src/frameworks/cache-layout.js';
import { resolveModel } from '../../../src/models/catalog.js';
import type { ModelSpec } from '../../../src/models/model.js';
import { AnthropicCache, LOOKBACK_BLOCKS } from '../../../src/simulate/caching/anthropic.js';
import type { RequestBlocks } from '../../../src/simulate/caching/provider-cache.js';
import { createPolicy, type PolicySpec } from '../../../src/simulate/policies/policy-spec.js';
import { simulate } from '../../../src/simulate/simulator.js';
import type { SizedMessage } from '../../../src/trace/trace.js';
import { random } from '../../support/corpus.js';

const msg = (role: SizedMessage['role'], tokens: number): SizedMessage => ({ role, tokens, argsTokens: 0 });

/** Dollars in billionths, so that exact sums compare exactly: tokens x $/MTok x 1,000. */
const nano = (usd: number): number => Math.round(usd * 1e9);

/** A 2,000-token system prompt, a 100-token task, then per step 50 tokens of output and a 500-token tool result. */
function run(steps: number): SizedMessage[] {
  const messages = [msg('system', 2_000), msg('user', 100)];
  for (let i = 0; i < steps; i++) messages.push(msg('assistant', 50), msg('tool', 500));
  return messages;
}

function simulateOn(model: ModelSpec, messages: SizedMessage[], cacheLayout: CacheLayout = DEFAULT_LAYOUT, policy: PolicySpec = { type: 'none' }) {
  return simulate(messages, { model, policy: createPolicy(policy), caching: true, cacheLayout, messageOverhead: 0 });
}

// claude-sonnet-4-5 from the bundled dataset: $3 input, $3.75 5-minute writes, $6 1-hour writes,
// $0.30 reads, $15 output per million; its minimum cacheable prompt is 1,024 tokens.
const SONNET = resolveModel('claude-sonnet-4-5');

describe("Anthropic's cache, request by request", () => {
  test('Claude Code\'s layout: the system block and the last message; each request reads the previous one and writes its new messages', () => {
    const { requests, totals } = simulateOn(SONNET, run(3));
    // Request 1: 2,000 + 100 = 2,100, all written (both breakpoints reach 1,024).
    // Request 2: 2,650; its last-message breakpoint looks back to request 1's entry at the task: reads
    // 2,100, writes the 550 of the first step. Request 3: 3,200, reads 2,650, writes 550.
    assert.deepEqual(
      requests.toArray().map((r) => [r.inputTokens, r.cachedTokens, r.writtenTokens]),
      [
        [2_100, 0, 2_100],
        [2_650, 2_100, 550],
        [3_200, 2_650, 550],
      ],
    );
    assert.deepEqual([totals.inputTokens, totals.cachedTokens, totals.writtenTokens, totals.freshTokens], [7_950, 4_750, 3_200, 3_200]);
    // Request 1: 2,100 x 3.75 + 50 x 15 = 8,625; request 2: 2,100 x 0.30 + 550 x 3.75 + 750 = 3,442.5;
    // request 3: 2,650 x 0.30 + 550 x 3.75 + 750 = 3,607.5: $0.015675 a run.
    assert.deepEqual(requests.toArray().map((r) => nano(r.costUsd)), [8_625_000, 3_442_500, 3_607_500]);
    assert.equal(nano(totals.costUsd.cached), 15_675_000);
    // Without caching: 7,950 x 3 + 150 x 15 = $0.0261.
    assert.equal(nano(totals.costUsd.uncached), 26_100_000);
  });

  test('writes cost 1.25x the input price, and 2x with one-hour writes: the same run at $3 writes would cost $0.013275', () => {
    // The write price is what sets this run apart from plain input: at $3.00 writes it would cost
    // 4,750 x 0.30 + 3,200 x 3.00 + 2,250 = 13,275 (billionths); at $3.75 it is 15,675.
    const fiveMinutes = simulateOn(SONNET, run(3)).totals;
    assert.equal(nano(fiveMinutes.costUsd.cached), 4_750 * 300 + 3_200 * 3_750 + 150 * 15_000, 'written input is billed at the 5-minute write price, $3.75');
    assert.notEqual(nano(fiveMinutes.costUsd.cached), 4_750 * 300 + 3_200 * 3_000 + 150 * 15_000);
    // cache_ttl: 1h: the same 3,200 written at $6: 1,425 + 19,200 + 2,250 = $0.022875.
    const oneHour = simulateOn(resolveModel('claude-sonnet-4-5', {}, '1h'), run(3)).totals;
    assert.equal(nano(oneHour.costUsd.cached), 22_875_000);
  });

  test('an edit makes every entry past it unreachable: after clearing, requests read only the entry before it', () => {
    // A window of one step: before request 3 the first result is cleared to 10 tokens, before request 4
    // the second. Requests: 2,100; 2,650; 2,100 + (50 + 10) + (50 + 500) = 2,710;
    // 2,100 + (50 + 10) + (50 + 10) + (50 + 500) = 2,770.
    // Request 3's cleared result is its 4th block: the entry request 2 wrote (4 blocks) is gone, and the
    // lookback from its last message (6 blocks) finds request 1's entry at the task: reads 2,100, writes
    // 610. Request 4 likewise: reads 2,100, writes 670.
    const { requests, totals, events } = simulateOn(SONNET, run(4), DEFAULT_LAYOUT, { type: 'window', keepLastSteps: 1, markerTokens: 10 });
    assert.equal(events.toArray().filter((e) => e.type === 'clear').length, 2);
    assert.deepEqual(
      requests.toArray().map((r) => [r.inputTokens, r.cachedTokens, r.writtenTokens]),
      [
        [2_100, 0, 2_100],
        [2_650, 2_100, 550],
        [2_710, 2_100, 610],
        [2_770, 2_100, 670],
      ],
    );
    // 6,300 x 0.30 + 3,930 x 3.75 + 200 x 15 = 1,890 + 14,737.5 + 3,000 = $0.0196275.
    assert.equal(nano(totals.costUsd.cached), 19_627_500);
  });

  test('layouts: no breakpoint pays full price; the system block alone caches only the system prompt', () => {
    const none = simulateOn(SONNET, run(3), NO_BREAKPOINTS).totals;
    assert.deepEqual([none.cachedTokens, none.writtenTokens], [0, 0]);
    assert.equal(nano(none.costUsd.cached), 26_100_000);
    assert.equal(none.costUsd.cached, none.costUsd.uncached);
    // System only: request 1 writes 2,000, the other 100 plain; requests 2 and 3 read 2,000 and send 650
    // and 1,200 plain: 7,500 + 300 + 600 + 1,950 + 600 + 3,600 + 3 x 750 = $0.0168.
    const system = simulateOn(SONNET, run(3), [{ at: 'system' }]);
    assert.deepEqual(
      system.requests.toArray().map((r) => [r.cachedTokens, r.writtenTokens]),
      [
        [0, 2_000],
        [2_000, 0],
        [2_000, 0],
      ],
    );
    assert.equal(nano(system.totals.costUsd.cached), 16_800_000);
    // SWE-agent's last two user or tool messages: the task, then the results: the same reads and
    // writes as the default here (the lookback reaches the task's entry from the first result).
    const swe = simulateOn(SONNET, run(3), [{ at: 'last-messages', count: 2 }]);
    assert.deepEqual(swe.requests.toArray().map((r) => [r.cachedTokens, r.writtenTokens]), [
      [0, 2_100],
      [2_100, 550],
      [2_650, 550],
    ]);
  });

  test("the model's minimum: Haiku 4.5 caches from 4,096 tokens, so this run caches nothing until its prefix reaches it", () => {
    // Haiku 4.5: $1 input, $1.25 writes, $0.10 reads, $5 output; minimum 4,096. Requests of 6 steps:
    // 2,100, 2,650, 3,200, 3,750, 4,300, 4,850. Requests 1-4 are under 4,096: nothing written, all plain.
    // Request 5 writes 4,300 (nothing to read); request 6 reads it and writes 550.
    const haiku = resolveModel('claude-haiku-4-5');
    assert.equal(haiku.cache.minCacheableTokens, 4_096);
    const { requests, totals } = simulateOn(haiku, run(6));
    assert.deepEqual(requests.toArray().map((r) => [r.inputTokens, r.cachedTokens, r.writtenTokens]), [
      [2_100, 0, 0],
      [2_650, 0, 0],
      [3_200, 0, 0],
      [3_750, 0, 0],
      [4_300, 0, 4_300],
      [4_850, 4_300, 550],
    ]);
    // Plain 2,100 + 2,650 + 3,200 + 3,750 = 11,700 x $1; 4,300 + 550 = 4,850 written x $1.25 = 6,062.5;
    // 4,300 read x $0.10 = 430; output 300 x $5 = 1,500: 19,692.5 per million tokens, $0.0196925.
    assert.equal(nano(totals.costUsd.cached), 11_700 * 1_000 + 4_850 * 1_250 + 4_300 * 100 + 300 * 5_000);
    assert.equal(nano(totals.costUsd.cached), 19_692_500);
  });
});

describe('the 20-block lookback', () => {
  /** Blocks of 200 tokens; the user or tool messages are the blocks in `marked` (1-based, the system block is 1). */
  const blocks = (count: number, unchanged: number, marked: number[] = []): RequestBlocks => ({
    count,
    historyLength: count - 1,
    unchanged,
    tokensBefore: (n) => 200 * n,
    userOrTool: (i) => marked.includes(i + 2),
  });

  test("the prompt-caching page's example: a hit 5 blocks back, a miss 20 blocks back, found again by a second breakpoint", () => {
    // Turn 1: 10 blocks, breakpoint on block 10: writes 2,000. Turn 2: 15 blocks: block 15 has no entry,
    // the lookback reaches block 10: reads 2,000, writes 1,000. Turn 3: 35 blocks: positions 35 to 16
    // hold nothing, the turn-2 entry at 15 is one past the window: reads nothing, writes all 7,000.
    const last = new AnthropicCache(1_024, [{ at: 'last-message' }]);
    assert.deepEqual(last.request(blocks(10, 0)), { readTokens: 0, writtenTokens: 2_000 });
    assert.deepEqual(last.request(blocks(15, 10)), { readTokens: 2_000, writtenTokens: 1_000 });
    assert.deepEqual(last.request(blocks(35, 15)), { readTokens: 0, writtenTokens: 7_000 });
    // A second breakpoint on block 15 starts a window there that finds the turn-2 entry: reads 3,000,
    // writes the 4,000 from block 16 to 35.
    const two = new AnthropicCache(1_024, [{ at: 'last-messages', count: 2 }]);
    assert.deepEqual(two.request(blocks(10, 0, [10])), { readTokens: 0, writtenTokens: 2_000 });
    assert.deepEqual(two.request(blocks(15, 10, [10, 15])), { readTokens: 2_000, writtenTokens: 1_000 });
    assert.deepEqual(two.request(blocks(35, 15, [15, 35])), { readTokens: 3_000, writtenTokens: 4_000 });
  });

  test("a side request reads the system block's entry when it shares no more than that, and nothing when it shares less", () => {
    const cache = new AnthropicCache(1_024, [{ at: 'system' }]);
    // The system block is 200 tokens: too few for the minimum, so a 1,200-token one (blocks of 1,200 from here).
    const big: RequestBlocks = { count: 4, historyLength: 3, unchanged: 0, tokensBefore: (n) => 1_200 * n, userOrTool: () => true };
    assert.deepEqual(cache.request(big), { readTokens: 0, writtenTokens: 1_200 });
    assert.deepEqual(cache.single(5_000, 4_800), { readTokens: 1_200, writtenTokens: 3_800 });
    assert.deepEqual(cache.single(5_000, 1_199), { readTokens: 0, writtenTokens: 5_000 });
  });

  test('19 blocks back is still in the window, 20 is not', () => {
    const reach = (added: number): number => {
      const cache = new AnthropicCache(1_024, [{ at: 'last-message' }]);
      cache.request(blocks(10, 0));
      return cache.request(blocks(10 + added, 10)).readTokens;
    };
    assert.equal(reach(19), 2_000);
    assert.equal(reach(20), 0);
  });
});

describe('the entries the cache lets go of', () => {
  /**
   * The page's rules with every entry kept: an entry lasts while its prefix does, a breakpoint reads
   * the nearest entry at or before it within 20 blocks, and writes one where its prefix reaches the
   * minimum. What `AnthropicCache` forgets must be what no later request could find.
   */
  class KeepsEverything {
    private readonly entries = new Map<number, number>();
    constructor(
      private readonly minTokens: number,
      private readonly layout: CacheLayout,
    ) {}

    request(b: RequestBlocks): { readTokens: number; writtenTokens: number } {
      for (const end of [...this.entries.keys()]) if (end > b.unchanged) this.entries.delete(end);
      const points = [...new Set(referencePoints(this.layout, b))].sort((x, y) => x - y);
      let read = 0;
      for (const p of points) {
        const nearest = Math.max(0, ...[...this.entries.keys()].filter((end) => end <= p));
        if (nearest > p - LOOKBACK_BLOCKS && nearest > 0) read = Math.max(read, this.entries.get(nearest)!);
      }
      let written = 0;
      for (const p of points) {
        const tokens = b.tokensBefore(p);
        if (tokens < this.minTokens) continue;
        if (!this.entries.has(p)) this.entries.set(p, tokens);
        written = tokens;
      }
      return { readTokens: read, writtenTokens: written === 0 ? 0 : written - read };
    }
  }

  function referencePoints(layout: CacheLayout, b: RequestBlocks): number[] {
    const points: number[] = [];
    const place = (p: number): void => {
      if (p <= b.count && b.tokensBefore(p) > b.tokensBefore(p - 1)) points.push(p);
    };
    for (const at of layout) {
      if (at.at === 'system') place(1);
      if (at.at === 'last-message' && b.historyLength > 0) place(1 + b.historyLength);
      if (at.at === 'after-history') place(b.count);
      if (at.at === 'last-messages') {
        const marked = [...Array(b.historyLength).keys()].filter((m) => b.userOrTool(m)).slice(-at.count);
        for (const m of marked) place(m + 2);
      }
    }
    return points;
  }

  test('long runs with edits, empty blocks and every layout: each request charged as if every entry were kept', () => {
    const layouts: CacheLayout[] = [DEFAULT_LAYOUT, [{ at: 'last-message' }], [{ at: 'last-messages', count: 2 }], [{ at: 'system' }, { at: 'last-messages', count: 3 }, { at: 'after-history' }], NO_BREAKPOINTS];
    for (const [k, layout] of layouts.entries()) {
      const rand = random(100 + k);
      const ours = new AnthropicCache(1_024, layout);
      const reference = new KeepsEverything(1_024, layout);
      // Block sizes (an empty one now and then), roles, and a trailing block rebuilt each request.
      const sizes = [1_500];
      const userOrTool: boolean[] = [];
      // Blocks the previous request sent before its trailing one, which is rebuilt every request.
      let previous = 0;
      for (let request = 0; request < 400; request++) {
        for (let added = 1 + Math.floor(rand() * 3); added > 0; added--) {
          sizes.push(rand() < 0.1 ? 0 : Math.floor(rand() * 400));
          userOrTool.push(rand() < 0.6);
        }
        // An edit now and then: a block cleared (made smaller) somewhere in the history.
        let unchanged = previous;
        if (rand() < 0.15 && sizes.length > 2) {
          const at = 1 + Math.floor(rand() * (sizes.length - 1));
          sizes[at] = Math.floor(sizes[at]! / 2);
          unchanged = Math.min(unchanged, at);
        }
        const prefix = [0];
        for (const size of sizes) prefix.push(prefix.at(-1)! + size);
        const history = sizes.length - 1;
        const trailing = request % 2 === 0 ? 30 : 0;
        const b: RequestBlocks = {
          count: 1 + history + (trailing > 0 ? 1 : 0),
          historyLength: history,
          unchanged,
          tokensBefore: (n) => (n <= 0 ? 0 : prefix[Math.min(n, sizes.length)]! + (n > sizes.length ? trailing : 0)),
          userOrTool: (i) => userOrTool[i]!,
        };
        assert.deepEqual(ours.request(b), reference.request(b), `layout ${k}, request ${request + 1}`);
        previous = 1 + history;
      }
    }
  });
});
