/** The shape of `ctxguard recorded`'s report: what recorded runs spent, per agent (`src/analyze/recorded-usage.ts` fills it). */

/** One recorded run's requests summed: a run is the records of one run id (else of one file) and one agent. */
export interface RecordedRun {
  runId: string;
  requests: number;
  inputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  outputTokens: number;
  /** At the models' prices; undefined when a request's model has none. */
  costUsd?: number;
  /** The earliest and latest time its records give. */
  from?: string;
  to?: string;
}

/** A figure over an agent's runs: the median run's, and the least and most of any run. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** What an agent's recorded runs spent per run (docs/architecture.md, "Recorded usage"). */
export interface AgentRecordedUsage {
  agent: string;
  runs: RecordedRun[];
  requests: number;
  perRun: { requests: Spread; inputTokens: Spread; cacheReadTokens: Spread; cacheWriteTokens: Spread; outputTokens: Spread; costUsd?: Spread };
  /** Models its records name that have no prices, and whether some records name none. */
  unpriced: string[];
}
