/**
 * The report's measured part: what runs recorded at base and at head really spent, per agent, beside
 * the estimate (docs/architecture.md, "Measured runs"). `src/analyze/measured-runs.ts` fills it.
 */
import type { Spread } from './recorded-usage-report.js';

/** The name given to the agent of records that name none. */
export const UNNAMED_AGENT = 'agent';

/** Recorded runs read for a diff: the files on each side and each agent's runs. */
export interface MeasuredRuns {
  base: RecordingFile[];
  head: RecordingFile[];
  /** Each agent the recordings name, in the order of the estimate's agents, then the rest by name. */
  agents: MeasuredAgent[];
}

/** A file of recorded usage and the format it was read as. */
export interface RecordingFile {
  file: string;
  format: string;
}

/** One recorded agent's runs at base beside its runs at head. */
export interface MeasuredAgent {
  /** As the recordings name it (`agent` for records that name none). */
  agent: string;
  /** The estimate's agent it is the recording of, matched by name; null when it matches none. */
  scenario: string | null;
  /** Null on a side that recorded no run of it. */
  base: MeasuredSide | null;
  head: MeasuredSide | null;
  /** Head's median run less base's, where both sides have runs. */
  deltaInputTokens: number | null;
  /** The same in dollars per run, where both sides are priced. */
  deltaCostUsd: number | null;
}

/** An agent's recorded runs on one side: per run, the median and the least and most. */
export interface MeasuredSide {
  runs: number;
  requests: number;
  inputTokens: Spread;
  cacheReadTokens: Spread;
  outputTokens: Spread;
  /** Dollars per run; null when a request's model has no prices (`unpriced`). */
  costUsd: Spread | null;
  /** The earliest and latest time its records give; null when they give none. */
  from: string | null;
  to: string | null;
  /** Models its records name that have no prices (`(no model named)` for records that name none). */
  unpriced: string[];
}
