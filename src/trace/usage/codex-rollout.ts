import { InputError } from '../../input-error.js';
import type { JsonDocument } from './json-documents.js';
import { countAt } from './provider-usage.js';
import type { UsageRecord } from './usage-record.js';

interface RolloutLine {
  timestamp?: string;
  type?: string;
  payload?: { type?: string; id?: string; model?: string; info?: unknown };
}

/** Whether JSON lines are a Codex rollout (`~/.codex/sessions/.../rollout-*.jsonl`): its lines are `{timestamp, type, payload}`. */
export function isCodexRollout(documents: readonly JsonDocument[]): boolean {
  return documents.some(({ value }) => {
    const line = value as RolloutLine;
    return typeof line === 'object' && line !== null && (line.type === 'session_meta' || (line.type === 'event_msg' && line.payload?.type === 'token_count'));
  });
}

/**
 * One record per model response of a Codex rollout. Codex writes a `token_count` event after each
 * response, with that response's usage (`last_token_usage`) and the session's running total
 * (`total_token_usage`), and writes it again, unchanged, when only its rate limits moved: an event
 * counts when the total has moved. Its usage is the Responses API's: `input_tokens` includes
 * `cached_input_tokens`, and `output_tokens` includes `reasoning_output_tokens` (its `total_tokens`
 * is input + output). The model is the last `turn_context`'s; the run, the `session_meta` id.
 */
export function codexRecords(documents: readonly JsonDocument[], file: string): UsageRecord[] {
  const records: UsageRecord[] = [];
  let model: string | undefined;
  let runId: string | undefined;
  let lastTotal = -1;
  for (const { value, line } of documents) {
    const entry = value as RolloutLine;
    if (typeof entry !== 'object' || entry === null) continue;
    if (entry.type === 'session_meta' && typeof entry.payload?.id === 'string') runId = entry.payload.id;
    if (entry.type === 'turn_context' && typeof entry.payload?.model === 'string') model = entry.payload.model;
    if (entry.type !== 'event_msg' || entry.payload?.type !== 'token_count' || entry.payload.info == null) continue;
    const info = entry.payload.info as Record<string, unknown>;
    const bad = (field: string): never => {
      throw new InputError('not a token count', { file, line, key: `payload.info.${field}` });
    };
    if (typeof info.last_token_usage !== 'object' || info.last_token_usage === null) bad('last_token_usage');
    // Without its running total, a response could not be told from the same event written again.
    if (typeof (info.total_token_usage as { total_tokens?: unknown } | undefined)?.total_tokens !== 'number') bad('total_token_usage.total_tokens');
    const total = countAt(info, 'total_token_usage.total_tokens', bad);
    if (total === lastTotal) continue;
    lastTotal = total;
    const last = (field: string): number => countAt(info, `last_token_usage.${field}`, bad);
    records.push({
      agent: 'codex',
      ...(model ? { model } : {}),
      inputTokens: last('input_tokens'),
      cacheReadTokens: last('cached_input_tokens'),
      cacheWrite5mTokens: 0,
      cacheWrite1hTokens: 0,
      outputTokens: last('output_tokens'),
      reasoningTokens: last('reasoning_output_tokens'),
      ...(typeof entry.timestamp === 'string' ? { time: entry.timestamp } : {}),
      ...(runId ? { runId } : {}),
      source: { file, line },
    });
  }
  return records;
}
