import type { UsageRecord } from '../usage/usage-record.js';

/**
 * A trace converted to the canonical messages, with the usage the run recorded where it did: the
 * same `UsageRecord`s the readers of recorded usage give (docs/architecture.md, "Recorded usage"),
 * so a log replayed here and the same log read as a measured run agree.
 */
export interface LoadedTrace {
  format: TraceFormat;
  messages: import('../trace.js').TraceMessage[];
  /** One record per request (assistant message), where the log had usage. */
  recorded?: UsageRecord[];
  /** The run's totals as one record of its `requests`, where the log keeps only those. */
  recordedRun?: UsageRecord;
  /**
   * The history holds every request as it was sent (no request missing, none edited before sending):
   * replayed without a policy, it must cost exactly what the log recorded.
   */
  everyRequestInHistory?: boolean;
  /** The model the trace names, if it names one. */
  model?: string;
}

export const TRACE_FORMATS = ['jsonl', 'openai', 'anthropic', 'smolagents', 'claude-code', 'swe-agent'] as const;
export type TraceFormat = (typeof TRACE_FORMATS)[number];
