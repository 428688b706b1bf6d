import type { MeteredRequest } from './meter.js';

export interface SimulationTotals {
  requests: number;
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
  /** Input written to the cache, part of `freshTokens`. */
  writtenTokens: number;
  /** Input not read from the cache. */
  freshTokens: number;
  peakContext: number;
  costUsd: { uncached: number; cached: number };
  /**
   * Number (from 1) of the first request whose input passes the window; null when none does. A side
   * call counts as the request it is sent before (one past the last for a final answer).
   */
  overflowRequest: number | null;
  /** Input of the summarising calls of compactions, included in `inputTokens` (not in `requests`). */
  compactionInputTokens: number;
  /** Input of side calls (planning, final answer, requeries), included in `inputTokens` (not in `requests`). */
  sideCallInputTokens: number;
}

/** Where `RunningTotals` keeps each figure. */
const REQUESTS = 0;
const INPUT = 1;
const OUTPUT = 2;
const CACHED = 3;
const WRITTEN = 4;
const COST_CACHED = 5;
const COST_UNCACHED = 6;
const PEAK_CONTEXT = 7;
/** The first request past the window, from 1; 0 while none is. */
const OVERFLOW_REQUEST = 8;
const COMPACTION_INPUT = 9;
const SIDE_CALL_INPUT = 10;
const PREVIOUS_INPUT = 11;
const FIGURES = 12;

/**
 * A run's totals as it goes, made `SimulationTotals` at its end. They live in a typed array rather
 * than in an object's fields: a field that starts as a small integer and later holds a fraction, or
 * passes 2^30 (a long run's input does), changes its object's shape, and V8 then throws away every
 * function it had optimised for the old one (docs/architecture.md, "Simulation"). The one number a
 * run carries from a request to the next, the previous input, is kept here for the same reason.
 */
export class RunningTotals {
  private readonly figures = new Float64Array(FIGURES);

  /** `window`: where the run overflows. */
  constructor(private readonly window: number) {}

  /** Not a total: the input of the request before, which a summarising call can read from the cache. */
  get previousInput(): number {
    return this.figures[PREVIOUS_INPUT]!;
  }

  set previousInput(tokens: number) {
    this.figures[PREVIOUS_INPUT] = tokens;
  }

  /** One of the run's own requests. */
  addRequest(metered: MeteredRequest, inputTokens: number, outputTokens: number): void {
    this.plus(REQUESTS, 1);
    this.addPaid(metered, inputTokens, outputTokens);
  }

  /** A call that writes a compaction's summary: its input counts in `compactionInputTokens` too. */
  addSummaryPass(metered: MeteredRequest, pass: { inputTokens: number; outputTokens: number }): void {
    this.plus(COMPACTION_INPUT, pass.inputTokens);
    this.addPaid(metered, pass.inputTokens, pass.outputTokens);
  }

  /** A side call (planning, a final answer, a requery): its input counts in `sideCallInputTokens` too. */
  addSideCall(metered: MeteredRequest, inputTokens: number, outputTokens: number): void {
    this.plus(SIDE_CALL_INPUT, inputTokens);
    this.addPaid(metered, inputTokens, outputTokens);
  }

  /** A request's input for the peak, and for the first request (numbered from 1) past the window. */
  countPeak(inputTokens: number, request: number): void {
    const f = this.figures;
    if (inputTokens > f[PEAK_CONTEXT]!) f[PEAK_CONTEXT] = inputTokens;
    if (inputTokens > this.window && f[OVERFLOW_REQUEST] === 0) f[OVERFLOW_REQUEST] = request;
  }

  totals(): SimulationTotals {
    const f = this.figures;
    const overflow = f[OVERFLOW_REQUEST]!;
    return {
      requests: f[REQUESTS]!,
      inputTokens: f[INPUT]!,
      outputTokens: f[OUTPUT]!,
      cachedTokens: f[CACHED]!,
      writtenTokens: f[WRITTEN]!,
      freshTokens: f[INPUT]! - f[CACHED]!,
      peakContext: f[PEAK_CONTEXT]!,
      costUsd: { uncached: f[COST_UNCACHED]!, cached: f[COST_CACHED]! },
      overflowRequest: overflow === 0 ? null : overflow,
      compactionInputTokens: f[COMPACTION_INPUT]!,
      sideCallInputTokens: f[SIDE_CALL_INPUT]!,
    };
  }

  private addPaid(metered: MeteredRequest, inputTokens: number, outputTokens: number): void {
    this.plus(INPUT, inputTokens);
    this.plus(OUTPUT, outputTokens);
    this.plus(CACHED, metered.cachedTokens);
    this.plus(WRITTEN, metered.writtenTokens);
    this.plus(COST_CACHED, metered.costUsd);
    this.plus(COST_UNCACHED, metered.uncachedCostUsd);
  }

  private plus(figure: number, value: number): void {
    this.figures[figure] = this.figures[figure]! + value;
  }
}
