import { assertNever } from '../../frameworks/assert-never.js';
import type { CacheLayout } from '../../frameworks/cache-layout.js';
import { NOTHING_CACHED, type CacheCharge, type ProviderCache, type RequestBlocks } from './provider-cache.js';

/**
 * "The system checks at most 20 positions per breakpoint, counting the breakpoint itself as the first"
 * (platform.claude.com/docs/en/build-with-claude/prompt-caching, "How automatic prefix checking works").
 */
export const LOOKBACK_BLOCKS = 20;

/**
 * Anthropic's prompt cache (docs/architecture.md, "Caching"), from its prompt-caching page: a
 * breakpoint writes one entry, the prefix up to and including its block, when that prefix reaches the
 * model's minimum; a request reads the longest entry an earlier request wrote that one of its
 * breakpoints finds, looking back at most 20 blocks from it. What lies between that and the last
 * breakpoint is written (`cache_creation_input_tokens`), the rest is plain input (`input_tokens`,
 * "tokens after the last cache breakpoint"). An entry lasts while its prefix does: an edit before it
 * (a cleared tool result, a compaction) makes it unreachable. The requests of a run are taken to come
 * within the cache's lifetime of one another, as an agent's do (each read refreshes it).
 */
export class AnthropicCache implements ProviderCache {
  /**
   * Where the run's live entries end, in blocks, ascending, and the tokens each holds: a few dozen at
   * most (`forgetBefore`), so a scan beats a map.
   */
  private readonly ends: number[] = [];
  private readonly held: number[] = [];
  /** The current request's breakpoints. */
  private readonly points: number[] = [];

  constructor(
    private readonly minTokens: number,
    private readonly layout: CacheLayout,
  ) {}

  request(blocks: RequestBlocks): CacheCharge {
    while (this.ends.length > 0 && this.ends.at(-1)! > blocks.unchanged) {
      this.ends.pop();
      this.held.pop();
    }
    const points = breakpoints(this.layout, blocks, this.points);
    let read = 0;
    for (let i = 0; i < points.length; i++) read = Math.max(read, this.lookup(points[i]!));
    let lastWritten = 0;
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      const tokens = blocks.tokensBefore(p);
      if (tokens < this.minTokens) continue;
      this.store(p, tokens);
      lastWritten = tokens;
    }
    if (lastWritten === 0) return { readTokens: read, writtenTokens: 0 };
    this.forgetBefore(points);
    return { readTokens: read, writtenTokens: lastWritten - read };
  }

  /**
   * Drops the entries no later request can find, so a long run holds a few dozen, not one per request.
   * Every breakpoint but the system prompt's moves only forward until an edit, and an edit drops every
   * entry past it anyway; so an entry more than 20 blocks before this request's first moving breakpoint
   * is out of every later lookback. The largest entries, which `single` reads, are never dropped.
   */
  private forgetBefore(points: readonly number[]): void {
    let first = 0;
    while (first < points.length && points[first] === 1) first++;
    if (first === points.length) return;
    const firstMoving = points[first]!;
    const floor = firstMoving - LOOKBACK_BLOCKS;
    const from = this.ends[0] === 1 ? 1 : 0;
    let to = from;
    while (to < this.ends.length && this.ends[to]! <= floor) to++;
    if (to === from) return;
    removeRange(this.ends, from, to);
    removeRange(this.held, from, to);
  }

  /** Reads the longest entry within what it shares with the run; with a breakpoint at its end, writes the rest. */
  single(inputTokens: number, sharedTokens: number): CacheCharge {
    if (this.layout.length === 0) return NOTHING_CACHED;
    let read = 0;
    for (let i = this.ends.length - 1; i >= 0; i--) {
      const tokens = this.held[i]!;
      if (tokens <= sharedTokens) {
        read = tokens;
        break;
      }
    }
    return { readTokens: read, writtenTokens: inputTokens >= this.minTokens ? inputTokens - read : 0 };
  }

  /** The longest entry in the 20 positions ending at `point`. */
  private lookup(point: number): number {
    let i = this.ends.length - 1;
    while (i >= 0 && this.ends[i]! > point) i--;
    return i >= 0 && this.ends[i]! > point - LOOKBACK_BLOCKS ? this.held[i]! : 0;
  }

  private store(end: number, tokens: number): void {
    let i = this.ends.length;
    while (i > 0 && this.ends[i - 1]! > end) i--;
    if (this.ends[i - 1] === end) return;
    insertAt(this.ends, i, end);
    insertAt(this.held, i, tokens);
  }
}

/**
 * Where a request's breakpoints fall, in blocks from its start, ascending, written over `points` (one
 * list a run reuses: this runs once per request). "Empty text blocks cannot be cached": a
 * breakpoint on an empty block is not placed.
 */
export function breakpoints(layout: CacheLayout, blocks: RequestBlocks, points: number[] = []): number[] {
  const history = blocks.historyLength;
  points.length = 0;
  for (let i = 0; i < layout.length; i++) {
    const b = layout[i]!;
    switch (b.at) {
      case 'system':
        place(points, blocks, 1);
        break;
      case 'last-message':
        if (history > 0) place(points, blocks, 1 + history);
        break;
      case 'last-messages': {
        let marked = 0;
        for (let m = history - 1; m >= 0 && marked < b.count; m--) {
          if (!blocks.userOrTool(m)) continue;
          place(points, blocks, 1 + m + 1);
          marked++;
        }
        break;
      }
      case 'after-history':
        place(points, blocks, blocks.count);
        break;
      default:
        assertNever(b);
    }
  }
  return points;
}

/** Adds breakpoint `p` where it belongs in the sorted `points`, unless it ends past the request or on an empty block. */
function place(points: number[], blocks: RequestBlocks, p: number): void {
  if (p > blocks.count || !(blocks.tokensBefore(p) > blocks.tokensBefore(p - 1))) return;
  insertSorted(points, p);
}

/** Inserts `value` into the ascending `list` unless it holds it already. */
function insertSorted(list: number[], value: number): void {
  let i = list.length;
  while (i > 0 && list[i - 1]! > value) i--;
  if (list[i - 1] !== value) insertAt(list, i, value);
}

/*
 * A list's entries moved by hand: `splice` makes a list of what it removes on every call, and these
 * run once or twice per request of a run.
 */

function insertAt(list: number[], i: number, value: number): void {
  list.push(value);
  for (let j = list.length - 1; j > i; j--) list[j] = list[j - 1]!;
  list[i] = value;
}

/** Removes entries [from, to). */
function removeRange(list: number[], from: number, to: number): void {
  const dropped = to - from;
  for (let i = from; i + dropped < list.length; i++) list[i] = list[i + dropped]!;
  list.length -= dropped;
}
