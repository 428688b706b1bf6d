/** Token usage a provider reported for one request of a recorded run. */
export interface RecordedUsage {
  /** All input tokens: fresh, written to the cache and read from it. */
  inputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  outputTokens: number;
}

/** What a log recorded for its whole run, where it keeps no figure per request (SWE-agent's `model_stats`). */
export interface RecordedRun {
  requests: number;
  inputTokens: number;
  outputTokens: number;
}

/** A trace converted to the canonical messages, with the usage the run recorded where it did. */
export interface LoadedTrace {
  format: TraceFormat;
  messages: import('../trace.js').TraceMessage[];
  /** One entry per request (assistant message), where the log had usage. */
  recorded?: RecordedUsage[];
  /** The run's totals, where the log keeps only those. */
  recordedRun?: RecordedRun;
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
