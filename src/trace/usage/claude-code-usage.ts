import { InputError } from '../../input-error.js';
import type { JsonDocument } from './json-documents.js';
import { providerUsageCounts } from './provider-usage.js';
import type { UsageRecord } from './usage-record.js';

interface TranscriptLine {
  type?: string;
  isSidechain?: boolean;
  isApiErrorMessage?: boolean;
  sessionId?: string;
  timestamp?: string;
  requestId?: string;
  message?: { id?: string; model?: string; usage?: unknown };
}

/** The model Claude Code names on lines it wrote itself (an interruption, an API error), with no request behind them. */
const SYNTHETIC = '<synthetic>';

/** Whether JSON lines are a Claude Code transcript: `user` and `assistant` lines that carry a `message`. */
export function isClaudeCodeTranscript(documents: readonly JsonDocument[]): boolean {
  return documents.some(({ value }) => {
    const line = value as TranscriptLine;
    return typeof line === 'object' && line !== null && typeof line.message === 'object' && (line.type === 'assistant' || line.type === 'user');
  });
}

/**
 * One record per API response of a Claude Code transcript. Claude Code writes one assistant line
 * per content block of a streamed response, each with the usage as it stood then: the output grows
 * to its final count on the last. Lines of one message id (else request id) are one request, at its
 * first line, with the usage of its largest output. Lines Claude Code wrote itself (model
 * `<synthetic>`, API errors) are no request. A sub-agent's lines (`isSidechain`) are its own requests,
 * billed all the same: their agent is `claude-code subagent`. The usage is Anthropic's, cache writes
 * split by life where `cache_creation` says.
 */
export function claudeCodeRecords(documents: readonly JsonDocument[], file: string): UsageRecord[] {
  const records: UsageRecord[] = [];
  const byId = new Map<string, UsageRecord>();
  for (const { value, line } of documents) {
    const entry = value as TranscriptLine;
    if (typeof entry !== 'object' || entry === null || entry.type !== 'assistant' || entry.message?.usage === undefined) continue;
    if (entry.message.model === SYNTHETIC || entry.isApiErrorMessage) continue;
    const counts = providerUsageCounts(entry.message.usage, 'anthropic', (field) => {
      throw new InputError('not a token count', { file, line, key: `message.usage.${field}` });
    });
    const id = entry.message.id ?? entry.requestId;
    const earlier = id === undefined ? undefined : byId.get(id);
    if (earlier) {
      if (counts.outputTokens > earlier.outputTokens) Object.assign(earlier, counts);
      continue;
    }
    const record: UsageRecord = {
      agent: entry.isSidechain ? 'claude-code subagent' : 'claude-code',
      ...(entry.message.model ? { model: entry.message.model } : {}),
      ...counts,
      ...(entry.timestamp ? { time: entry.timestamp } : {}),
      ...(entry.sessionId ? { runId: entry.sessionId } : {}),
      ...(id !== undefined ? { requestId: id } : {}),
      source: { file, line },
    };
    if (id !== undefined) byId.set(id, record);
    records.push(record);
  }
  return records;
}
