import { InputError } from '../../input-error.js';
import type { JsonDocument } from './json-documents.js';
import { providerUsageCounts } from './provider-usage.js';
import type { UsageRecord } from './usage-record.js';

interface TranscriptLine {
  type?: string;
  isSidechain?: boolean;
  sessionId?: string;
  timestamp?: string;
  requestId?: string;
  message?: { id?: string; model?: string; usage?: unknown };
}

/** Whether JSON lines are a Claude Code transcript: `user` and `assistant` lines that carry a `message`. */
export function isClaudeCodeTranscript(documents: readonly JsonDocument[]): boolean {
  return documents.some(({ value }) => {
    const line = value as TranscriptLine;
    return typeof line === 'object' && line !== null && typeof line.message === 'object' && (line.type === 'assistant' || line.type === 'user');
  });
}

/**
 * One record per API response of a Claude Code transcript. Claude Code writes one assistant line
 * per content block of a response, each with the response's whole `usage`: lines of one message id
 * (else request id) are one request, counted once, at its first line. A sub-agent's lines
 * (`isSidechain`) are its own requests, billed all the same: their agent is `claude-code subagent`.
 * The usage is Anthropic's, cache writes split by life where `cache_creation` says.
 */
export function claudeCodeRecords(documents: readonly JsonDocument[], file: string): UsageRecord[] {
  const records: UsageRecord[] = [];
  const seen = new Set<string>();
  for (const { value, line } of documents) {
    const entry = value as TranscriptLine;
    if (typeof entry !== 'object' || entry === null || entry.type !== 'assistant' || entry.message?.usage === undefined) continue;
    const id = entry.message.id ?? entry.requestId;
    if (id !== undefined) {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    const counts = providerUsageCounts(entry.message.usage, 'anthropic', (field) => {
      throw new InputError('not a token count', { file, line, key: `message.usage.${field}` });
    });
    records.push({
      agent: entry.isSidechain ? 'claude-code subagent' : 'claude-code',
      ...(entry.message.model ? { model: entry.message.model } : {}),
      ...counts,
      ...(entry.timestamp ? { time: entry.timestamp } : {}),
      ...(entry.sessionId ? { runId: entry.sessionId } : {}),
      source: { file, line },
    });
  }
  return records;
}
