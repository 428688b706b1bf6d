import { assertNever } from '../../assert-never.js';
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
  /** The entry at the end of the system block (block 1), which never moves: its tokens, 0 for none. */
  private systemEntry = 0;
  /**
   * The later entries, ascending by where they end (`ends`, in blocks) with the tokens each holds
   * (`held`), live from `first` to `last` (exclusive): a few dozen at most (`forgetBefore`). Entries
   * are forgotten from the front and dropped from the back, so neither end moves the others.
   */
  private ends = new Float64Array(64);
  private held = new Float64Array(64);
  private first = 0;
  private last = 0;
  /** The current request's breakpoints: `pointCount` of them, ascending. */
  private readonly points: number[] = [];
  private pointCount = 0;

  constructor(
    private readonly minTokens: number,
    private readonly layout: CacheLayout,
  ) {}

  request(blocks: RequestBlocks): CacheCharge {
    while (this.last > this.first && this.ends[this.last - 1]! > blocks.unchanged) this.last--;
    if (blocks.unchanged < 1) this.systemEntry = 0;
    this.pointCount = breakpoints(this.layout, blocks, this.points);
    const { points, pointCount } = this;
    let read = 0;
    for (let i = 0; i < pointCount; i++) read = Math.max(read, this.lookup(points[i]!));
    let lastWritten = 0;
    for (let i = 0; i < pointCount; i++) {
      const p = points[i]!;
      const tokens = blocks.tokensBefore(p);
      if (tokens < this.minTokens) continue;
      this.store(p, tokens);
      lastWritten = tokens;
    }
    if (lastWritten === 0) return { readTokens: read, writtenTokens: 0 };
    this.forgetBefore();
    return { readTokens: read, writtenTokens: lastWritten - read };
  }

  /**
   * Drops the entries no later request can find, so a long run holds a few dozen, not one per request.
   * Every breakpoint but the system prompt's moves only forward until an edit, and an edit drops every
   * entry past it anyway; so an entry more than 20 blocks before this request's first moving breakpoint
   * is out of every later lookback. The largest entries, which `single` reads, are never dropped.
   */
  private forgetBefore(): void {
    let i = 0;
    while (i < this.pointCount && this.points[i] === 1) i++;
    if (i === this.pointCount) return;
    const floor = this.points[i]! - LOOKBACK_BLOCKS;
    while (this.first < this.last && this.ends[this.first]! <= floor) this.first++;
  }

  /** Reads the longest entry within what it shares with the run; with a breakpoint at its end, writes the rest. */
  single(inputTokens: number, sharedTokens: number): CacheCharge {
    if (this.layout.length === 0) return NOTHING_CACHED;
    let read = 0;
    for (let i = this.last - 1; i >= this.first; i--) {
      if (this.held[i]! <= sharedTokens) {
        read = this.held[i]!;
        break;
      }
    }
    if (read === 0 && this.systemEntry > 0 && this.systemEntry <= sharedTokens) read = this.systemEntry;
    return { readTokens: read, writtenTokens: inputTokens >= this.minTokens ? inputTokens - read : 0 };
  }

  /** The longest entry in the 20 positions ending at `point`. */
  private lookup(point: number): number {
    let i = this.last - 1;
    while (i >= this.first && this.ends[i]! > point) i--;
    if (i >= this.first) return this.ends[i]! > point - LOOKBACK_BLOCKS ? this.held[i]! : 0;
    // Only the system block's entry is left at or before it.
    return 1 > point - LOOKBACK_BLOCKS ? this.systemEntry : 0;
  }

  /** Writes an entry at `end`, unless one is there: an entry keeps what it was written with. */
  private store(end: number, tokens: number): void {
    if (end === 1) {
      if (this.systemEntry === 0) this.systemEntry = tokens;
      return;
    }
    this.makeRoom();
    let i = this.last;
    while (i > this.first && this.ends[i - 1]! > end) i--;
    if (i > this.first && this.ends[i - 1] === end) return;
    // Usually the newest entry, at the back; an earlier breakpoint's moves the few after it.
    this.ends.copyWithin(i + 1, i, this.last);
    this.held.copyWithin(i + 1, i, this.last);
    this.ends[i] = end;
    this.held[i] = tokens;
    this.last++;
  }

  /** Room for one more at the back, made before a place is looked for: the live entries moved to the front, or the arrays doubled. */
  private makeRoom(): void {
    if (this.last < this.ends.length) return;
    const live = this.last - this.first;
    if (live * 2 > this.ends.length) {
      const ends = new Float64Array(this.ends.length * 2);
      const held = new Float64Array(this.ends.length * 2);
      ends.set(this.ends.subarray(this.first, this.last));
      held.set(this.held.subarray(this.first, this.last));
      this.ends = ends;
      this.held = held;
    } else {
      this.ends.copyWithin(0, this.first, this.last);
      this.held.copyWithin(0, this.first, this.last);
    }
    this.first = 0;
    this.last = live;
  }
}

/**
 * Where a request's breakpoints fall, in blocks from its start, ascending, written over the start of
 * `points` (one list a run reuses: this runs once per request); returns how many. "Empty text blocks
 * cannot be cached": a breakpoint on an empty block is not placed.
 */
function breakpoints(layout: CacheLayout, blocks: RequestBlocks, points: number[]): number {
  const history = blocks.historyLength;
  let count = 0;
  for (let i = 0; i < layout.length; i++) {
    const b = layout[i]!;
    switch (b.at) {
      case 'system':
        count = place(points, count, blocks, 1);
        break;
      case 'last-message':
        if (history > 0) count = place(points, count, blocks, 1 + history);
        break;
      case 'last-messages': {
        let marked = 0;
        for (let m = history - 1; m >= 0 && marked < b.count; m--) {
          if (!blocks.userOrTool(m)) continue;
          count = place(points, count, blocks, 1 + m + 1);
          marked++;
        }
        break;
      }
      case 'after-history':
        count = place(points, count, blocks, blocks.count);
        break;
      default:
        assertNever(b);
    }
  }
  return count;
}

/**
 * Adds breakpoint `p` where it belongs among the first `count` of `points`, ascending, unless it is
 * there, ends past the request, or ends on an empty block; returns the new count.
 */
function place(points: number[], count: number, blocks: RequestBlocks, p: number): number {
  if (p > blocks.count || !(blocks.tokensBefore(p) > blocks.tokensBefore(p - 1))) return count;
  let i = count;
  while (i > 0 && points[i - 1]! > p) i--;
  if (i > 0 && points[i - 1] === p) return count;
  for (let j = count; j > i; j--) points[j] = points[j - 1]!;
  points[i] = p;
  return count + 1;
}
