import type { History } from '../history.js';
import { StubCounter } from './cleared-result-stub.js';

/**
 * The budget policy's clearing (docs/architecture.md, "Memory policies"): of the tool results it
 * could still clear (not cleared yet, not of a pinned tool), the newest `keep` stay and every older
 * one is stale. Clearing replaces every stale result by its stub, and what it frees is counted net of
 * the stubs, so a result smaller than its stub counts against the gain.
 *
 * The clearable results form a queue: new ones join at the end and clearing takes them from the front.
 * Each result's stub is counted once, when it turns stale, and the net gain of the stale ones is kept
 * as a running sum, so asking costs O(1) amortised.
 */
export class StaleResultClearer {
  private generation = -1;
  /** Tool results (ranks in `toolResultAt`) already looked at. */
  private seen = 0;
  /** Positions of the clearable results, oldest first; those before `head` have been cleared. */
  private queue: number[] = [];
  private head = 0;
  /** Stub tokens of the queue's stale entries, by queue index, counted up to `counted`. */
  private stubs: number[] = [];
  private counted = 0;
  /** Net tokens freed by clearing the entries from `head` to `counted`. */
  private gain = 0;
  private readonly stubCounter = new StubCounter();

  constructor(
    private readonly keep: number,
    private readonly pinned: ReadonlySet<string>,
  ) {}

  /** The stale results and what clearing them would free now (negative when the stubs outweigh them). */
  stale(history: History): { results: number; freed: number } {
    this.sync(history);
    const end = this.staleEnd();
    for (; this.counted < end; this.counted++) {
      const at = this.queue[this.counted]!;
      const size = history.size(at);
      const stub = this.stubCounter.count({ tool: history.tool(at), args: history.args[at], tokens: size, errorLine: history.errorLines[at] });
      this.stubs[this.counted] = stub;
      this.gain += size - (stub + history.overhead);
    }
    return { results: end - this.head, freed: this.gain };
  }

  /** Replaces every stale result by its stub; returns what `stale` said. */
  clear(history: History): { results: number; freed: number } {
    const { results } = this.stale(history);
    let freed = 0;
    for (; this.head < this.counted; this.head++) freed += history.replaceResult(this.queue[this.head]!, this.stubs[this.head]!);
    this.gain = 0;
    return { results, freed };
  }

  private staleEnd(): number {
    return this.head + Math.max(0, this.queue.length - this.head - this.keep);
  }

  /** Takes in the results appended since; after a compaction, which renumbers messages, starts over. */
  private sync(history: History): void {
    if (this.generation !== history.generation) {
      this.generation = history.generation;
      this.seen = 0;
      this.queue = [];
      this.stubs = [];
      this.head = 0;
      this.counted = 0;
      this.gain = 0;
    }
    for (; this.seen < history.toolResults; this.seen++) {
      const at = history.toolResultAt[this.seen]!;
      const tool = history.tool(at);
      if (!history.cleared[at] && !(tool !== undefined && this.pinned.has(tool))) this.queue.push(at);
    }
  }
}
