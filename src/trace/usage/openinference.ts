import { fromAncestors, spansById, spanTime, type OtlpSpan } from './otlp-spans.js';
import { attributeCount, attributeText } from './span-attributes.js';
import type { UsageRecord } from './usage-record.js';

const KIND = 'openinference.span.kind';

/** Whether spans follow OpenInference's conventions (Arize Phoenix's): some span says its kind. */
export function hasOpenInferenceSpans(spans: readonly OtlpSpan[]): boolean {
  return spans.some((span) => span.attributes.has(KIND));
}

/**
 * One record per `LLM` span of OpenInference's conventions. `llm.token_count.prompt` is the whole
 * prompt, its cache reads and writes (`.prompt_details.cache_read` / `.cache_write`) included, and
 * `llm.token_count.completion` the whole completion, reasoning included. The agent is the nearest
 * `AGENT` span's `agent.name`, else that span's name; the run is the nearest `session.id`, else the trace.
 */
export function openInferenceRecords(spans: readonly OtlpSpan[], file: string): UsageRecord[] {
  const byId = spansById(spans);
  const records: UsageRecord[] = [];
  for (const span of spans) {
    if (attributeText(span, KIND) !== 'LLM') continue;
    const agent = fromAncestors(span, byId, (s) => (attributeText(s, KIND) === 'AGENT' ? (attributeText(s, 'agent.name') ?? s.name) : undefined));
    const model = attributeText(span, 'llm.model_name');
    const time = spanTime(span);
    records.push({
      ...(agent ? { agent } : {}),
      ...(model ? { model } : {}),
      inputTokens: attributeCount(span, ['llm.token_count.prompt'], file),
      cacheReadTokens: attributeCount(span, ['llm.token_count.prompt_details.cache_read'], file),
      cacheWrite5mTokens: attributeCount(span, ['llm.token_count.prompt_details.cache_write'], file),
      cacheWrite1hTokens: 0,
      outputTokens: attributeCount(span, ['llm.token_count.completion'], file),
      reasoningTokens: attributeCount(span, ['llm.token_count.completion_details.reasoning'], file),
      ...(time ? { time } : {}),
      runId: fromAncestors(span, byId, (s) => attributeText(s, 'session.id')) ?? span.traceId,
      source: { file, line: span.line },
    });
  }
  return records;
}
