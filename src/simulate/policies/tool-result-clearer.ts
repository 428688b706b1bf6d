import type { History } from '../history.js';

export interface ClearerOptions {
  /** The newest this many tool results are kept. */
  keep: number;
  /** Tokens a cleared result still costs (its placeholder). */
  stubTokens: number;
  /** Tools whose results are never cleared. */
  excludeTools: ReadonlySet<string>;
  /** Also clear the input of the call whose result is cleared: for every tool, or these. */
  clearInputs: boolean | readonly string[];
}

/**
 * Clears old tool results, oldest first, keeping the newest `keep`: Anthropic's `clear_tool_uses` edit
 * (the budget policy counts differently: `stale-result-clearer.ts`). It keeps a running sum of what
 * clearing would free now, so asking costs O(1) amortised: each result enters the candidates once and
 * is cleared once.
 */
export class ToolResultClearer {
  /** Results before this rank (in `toolResultAt`) have entered the candidates. */
  private entered = 0;
  /** Results before this rank have been cleared or passed over. */
  private applied = 0;
  private pending = 0;
  private generation = -1;
  private readonly inputsCounted = new Set<number>();

  constructor(private readonly options: ClearerOptions) {}

  /** Tokens that clearing every candidate would free now. */
  clearable(history: History): number {
    this.sync(history);
    const limit = history.toolResults - this.options.keep;
    for (; this.entered < limit; this.entered++) {
      const at = history.toolResultAt[this.entered]!;
      if (this.isExcluded(history, at)) continue;
      this.pending += Math.max(0, history.tokens[at]! - this.options.stubTokens);
      if (this.clearsInputOf(history, at) && !this.inputsCounted.has(history.callAt[at]!)) {
        this.inputsCounted.add(history.callAt[at]!);
        this.pending += history.argsTokens[history.callAt[at]!]!;
      }
    }
    return this.pending;
  }

  /** Clears every candidate; returns the tokens freed and the results cleared. */
  apply(history: History): { freed: number; cleared: number } {
    this.clearable(history);
    let freed = 0;
    let cleared = 0;
    for (; this.applied < this.entered; this.applied++) {
      const at = history.toolResultAt[this.applied]!;
      if (this.isExcluded(history, at)) continue;
      freed += history.clearResult(at, this.options.stubTokens);
      if (this.clearsInputOf(history, at)) freed += history.clearArgs(history.callAt[at]!);
      cleared++;
    }
    this.pending = 0;
    return { freed, cleared };
  }

  private clearsInputOf(history: History, at: number): boolean {
    const { clearInputs } = this.options;
    return clearInputs === true || (Array.isArray(clearInputs) && clearInputs.includes(history.tool(at) ?? ''));
  }

  private isExcluded(history: History, at: number): boolean {
    const tool = history.tool(at);
    return history.isCleared(at) || (tool !== undefined && this.options.excludeTools.has(tool));
  }

  /** A compaction renumbers the history: start over on the new one. */
  private sync(history: History): void {
    if (this.generation === history.generation) return;
    this.generation = history.generation;
    this.entered = 0;
    this.applied = 0;
    this.pending = 0;
    this.inputsCounted.clear();
  }
}
