import { InputError } from '../../input-error.js';
import { nanosTime } from './iso-time.js';
import type { OtlpLogRecord } from './otlp-logs.js';
import { attributeCount, attributeText } from './span-attributes.js';
import type { UsageRecord } from './usage-record.js';

/** The event Claude Code logs for each model request (its monitoring docs, "Events"). */
const API_REQUEST = 'claude_code.api_request';

/** Whether log records hold Claude Code's `api_request` events, by the body or by `event.name`. */
export function hasClaudeCodeApiRequests(records: readonly OtlpLogRecord[]): boolean {
  return records.some(isApiRequest);
}

function isApiRequest(record: OtlpLogRecord): boolean {
  return record.name === API_REQUEST || record.attributes.get('event.name') === 'api_request';
}

/**
 * One record per `claude_code.api_request` event of Claude Code's OpenTelemetry logs
 * (docs/architecture.md, "Recorded usage"); its other events (prompts, tool results, API errors)
 * are no request. Its counts are Anthropic's: `input_tokens` is the fresh input only, so the cache
 * reads and writes are added to it. A session is a run, as in the transcripts; a request a
 * sub-agent made (`query_source` `agent:...`, or `hook_agent`) is `claude-code subagent`'s.
 */
export function claudeCodeOtelRecords(records: readonly OtlpLogRecord[], file: string): UsageRecord[] {
  return records.filter(isApiRequest).map((event) => {
    const count = (name: string): number => attributeCount({ ...event, name: API_REQUEST }, [name], file);
    const fresh = count('input_tokens');
    const read = count('cache_read_tokens');
    const written = count('cache_creation_tokens');
    const split = { m5: count('cache_creation_5m_tokens'), h1: count('cache_creation_1h_tokens') };
    const hasSplit = event.attributes.has('cache_creation_5m_tokens') || event.attributes.has('cache_creation_1h_tokens');
    if (hasSplit && split.m5 + split.h1 !== written) {
      throw new InputError(`cache writes of ${split.m5} (5m) and ${split.h1} (1h) tokens do not add up to cache_creation_tokens ${written}`, { file, line: event.line, key: 'cache_creation_tokens' });
    }
    const source = attributeText(event, 'query_source') ?? '';
    const model = attributeText(event, 'model');
    const time = attributeText(event, 'event.timestamp') ?? nanosTime(event.timeUnixNano);
    const session = attributeText(event, 'session.id');
    const requestId = attributeText(event, 'request_id');
    return {
      agent: source.startsWith('agent:') || source === 'hook_agent' ? 'claude-code subagent' : 'claude-code',
      ...(model ? { model } : {}),
      inputTokens: fresh + read + written,
      cacheReadTokens: read,
      cacheWrite5mTokens: hasSplit ? split.m5 : written,
      cacheWrite1hTokens: hasSplit ? split.h1 : 0,
      outputTokens: count('output_tokens'),
      reasoningTokens: 0,
      ...(time ? { time } : {}),
      ...(session ? { runId: session } : {}),
      ...(requestId ? { requestId } : {}),
      source: { file, line: event.line },
    };
  });
}
