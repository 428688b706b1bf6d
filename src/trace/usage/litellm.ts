import { InputError } from '../../input-error.js';
import type { JsonDocument } from './json-documents.js';
import { providerUsageCounts, providerUsageKind } from './provider-usage.js';
import type { UsageRecord } from './usage-record.js';

/** A LiteLLM log line: a `StandardLoggingPayload` (alone or under `standard_logging_object`), or a spend-log row. */
interface LiteLlmLog {
  id?: string;
  request_id?: string;
  trace_id?: string;
  session_id?: string;
  call_type?: string;
  status?: string;
  model?: string;
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  metadata?: { usage_object?: unknown } | null;
}

function logOf(value: unknown): LiteLlmLog | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const wrapped = (value as { standard_logging_object?: unknown }).standard_logging_object;
  const log = (wrapped ?? value) as LiteLlmLog;
  return typeof log === 'object' && log !== null && typeof log.call_type === 'string' && 'prompt_tokens' in log ? log : undefined;
}

/** Whether JSON lines are LiteLLM's logs: each has a `call_type` beside its `prompt_tokens`. */
export function isLiteLlmLog(documents: readonly JsonDocument[]): boolean {
  return documents.length > 0 && documents.every(({ value }) => (Array.isArray(value) ? value : [value]).every((item) => logOf(item) !== undefined));
}

/**
 * One record per call LiteLLM logged: its `StandardLoggingPayload` (what a custom callback or a
 * bucket logger writes, alone or under `standard_logging_object`) or its proxy's spend-log row
 * (`/spend/logs`). The usage is `metadata.usage_object`, LiteLLM's OpenAI-shaped usage with the
 * provider's cache reads and writes, where the log keeps it, else the top-level `prompt_tokens` and
 * `completion_tokens` (then cache reads and writes are not known and count as fresh input). A failed
 * call is no request. The run is the `trace_id` (calls of one overall request), else the spend log's
 * `session_id`.
 */
export function liteLlmRecords(documents: readonly JsonDocument[], file: string): UsageRecord[] {
  const records: UsageRecord[] = [];
  for (const { value, line } of documents) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const log = logOf(item);
      if (!log) throw new InputError('not a LiteLLM log line (no call_type beside prompt_tokens)', { file, line });
      if (log.status === 'failure') continue;
      const bad = (field: string): never => {
        throw new InputError('not a token count', { file, line, key: field });
      };
      const usage = log.metadata?.usage_object ?? { prompt_tokens: log.prompt_tokens, completion_tokens: log.completion_tokens };
      const kind = providerUsageKind(usage) ?? bad('metadata.usage_object');
      const counts = providerUsageCounts(usage, kind, (field) => bad(log.metadata?.usage_object ? `metadata.usage_object.${field}` : field));
      const time = timeOf(log.endTime ?? log.startTime);
      const runId = log.trace_id ?? log.session_id;
      const requestId = log.id ?? log.request_id;
      records.push({
        ...(log.model ? { model: log.model } : {}),
        ...counts,
        ...(time ? { time } : {}),
        ...(runId ? { runId } : {}),
        ...(requestId ? { requestId } : {}),
        source: { file, line },
      });
    }
  }
  return records;
}

/** A payload's epoch seconds (a float) or a spend log's ISO time, as ISO 8601. */
function timeOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000).toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return undefined;
}
