/**
 * One model request as a recorded run reports it, whatever wrote the record (docs/architecture.md,
 * "Recorded usage"). Every reader fills the same fields with the same meaning, so runs recorded by
 * different tools compare: `inputTokens` is every input token of the request, fresh, read from the
 * cache and written to it, whatever the format counts there (OpenTelemetry and OpenAI count cached
 * tokens in their input; Anthropic's raw `input_tokens` counts only the fresh ones).
 */
export interface UsageRecord {
  /** The agent the request belongs to, where the record names one. */
  agent?: string;
  model?: string;
  /** Every input token: fresh + cache reads + cache writes. */
  inputTokens: number;
  cacheReadTokens: number;
  /** Tokens written to the cache for five minutes (Anthropic's default, and any write of unstated life). */
  cacheWrite5mTokens: number;
  /** Tokens written to the cache for an hour (Anthropic's `ttl: "1h"`). */
  cacheWrite1hTokens: number;
  /** Output tokens, reasoning included. */
  outputTokens: number;
  /** The part of the output spent on reasoning, where the record says. */
  reasoningTokens: number;
  /** When the request was made or answered, as an ISO 8601 time, where the record says. */
  time?: string;
  /** The run (trace, session, conversation) the request is part of, where the record says. */
  runId?: string;
  /** The request's own id, where the record gives one (a response or message id): the same request in two files counts once. */
  requestId?: string;
  /**
   * The model requests the record sums, where a log keeps only a run's totals (SWE-agent's
   * `model_stats`); one when absent.
   */
  requests?: number;
  /** Where the record is: the file and the 1-based line it starts on. */
  source: { file: string; line: number };
}

/** A record's token fields, as a provider's usage object gives them (`provider-usage.ts`). */
export type UsageCounts = Pick<UsageRecord, 'inputTokens' | 'cacheReadTokens' | 'cacheWrite5mTokens' | 'cacheWrite1hTokens' | 'outputTokens' | 'reasoningTokens'>;
