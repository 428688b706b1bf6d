/** Token usage a provider reported for one request of a recorded run. */
export interface RecordedUsage {
  /** All input tokens: fresh, written to the cache and read from it. */
  inputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  outputTokens: number;
}

/** A trace converted to the canonical messages, with the usage the run recorded where it did. */
export interface LoadedTrace {
  format: TraceFormat;
  messages: import('../trace.js').TraceMessage[];
  /** One entry per request (assistant message), where the log had usage. */
  recorded?: RecordedUsage[];
  /** The model the trace names, if it names one. */
  model?: string;
}

export const TRACE_FORMATS = ['jsonl', 'openai', 'anthropic', 'smolagents', 'claude-code'] as const;
export type TraceFormat = (typeof TRACE_FORMATS)[number];
