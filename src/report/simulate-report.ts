import type { EventLog } from '../simulate/event-log.js';
import type { PolicyEvent } from '../simulate/policies/policy.js';
import type { RequestLog, RequestRecord } from '../simulate/request-log.js';
import type { SimulationTotals } from '../simulate/simulator.js';
import type { TraceFormat } from '../trace/formats/recorded-usage.js';

/** What a log billed, summed: every input token (cache reads and writes among them), and the cost at the model's prices. */
export interface RecordedBill {
  inputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  outputTokens: number;
  costUsd: number;
}

/**
 * One request the log recorded, beside the same request of ctxguard's replay of the log as it was
 * sent: where the two runs have as many requests, request by request; null where they do not.
 */
export interface RecordedRequest {
  /** Numbered from 1, as the simulated requests. */
  index: number;
  inputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  outputTokens: number;
  replayedInputTokens: number | null;
  /** Replayed less recorded. */
  differenceTokens: number | null;
}

/** `ctxguard simulate`: one run replayed under a policy, beside what a recorded run really used. */
export interface SimulateReport {
  version: 1;
  source: string;
  format: TraceFormat | 'scenario';
  /** `scale`: what `encoding`'s counts were multiplied by, where a ratio is measured for the model (docs/architecture.md, "Exact counts from the provider"). */
  model: { id: string; encoding: string; exact: boolean; scale?: number; contextWindow: number; source: string };
  policy: string;
  caching: boolean;
  /** Printed as a list of `RequestRecord`s (`SimulateReportJson`). */
  requests: RequestLog;
  totals: SimulationTotals;
  /** Printed as a list of `PolicyEvent`s. */
  events: EventLog;
  /** The usage the log recorded, where it had some. */
  recorded?: {
    /** Per request; empty where the log keeps only the run's totals (SWE-agent's `model_stats`). */
    requests: RecordedRequest[];
    totals: RecordedBill;
    /** Requests the log recorded. */
    requestCount: number;
    /** Input the log does not show (a harness's own system prompt and tools), inferred from the first request. */
    unloggedPrefixTokens: number;
    /** The log's run replayed as it was sent (no policy): ctxguard's count of what the log billed. */
    replay: { requests: number; inputTokens: number; outputTokens: number };
    /** Replayed input minus recorded input. */
    inputDifferenceTokens: number;
    /** The log's history holds every request as sent, so the difference must be 0. */
    everyRequestInHistory: boolean;
  };
  whatIf: Array<{ policy: string; totals: SimulationTotals }>;
}

/** The report as `--format json` prints it: its logs as lists. */
export type SimulateReportJson = Omit<SimulateReport, 'requests' | 'events'> & { requests: RequestRecord[]; events: PolicyEvent[] };
