import { fromAncestors, spansById, spanTime, type OtlpSpan } from './otlp-spans.js';
import { attributeCount, attributeText, hasAny } from './span-attributes.js';
import type { UsageRecord } from './usage-record.js';

/** Each usage attribute of OpenTelemetry's GenAI conventions, then the older names instrumentations still write. */
const INPUT = ['gen_ai.usage.input_tokens', 'gen_ai.usage.prompt_tokens'];
const OUTPUT = ['gen_ai.usage.output_tokens', 'gen_ai.usage.completion_tokens'];
const CACHE_READ = ['gen_ai.usage.cache_read.input_tokens', 'gen_ai.usage.cache_read_input_tokens', 'gen_ai.usage.input_tokens.cached'];
const CACHE_WRITE = ['gen_ai.usage.cache_creation.input_tokens', 'gen_ai.usage.cache_creation_input_tokens', 'gen_ai.usage.input_tokens.cache_write'];
const REASONING = ['gen_ai.usage.reasoning.output_tokens', 'gen_ai.usage.output_tokens.reasoning'];
const USAGE = [...INPUT, ...OUTPUT];

/** Whether spans follow the GenAI conventions: some span has their usage attributes. */
export function hasGenAiUsage(spans: readonly OtlpSpan[]): boolean {
  return spans.some((span) => hasAny(span, USAGE));
}

/**
 * One record per model request in spans that follow OpenTelemetry's GenAI semantic conventions. A
 * request is a span with usage and no descendant with usage: an `invoke_agent` span, a tool's, or a
 * model call wrapped in another, may sum the usage of the calls below it. Its agent is the
 * `gen_ai.agent.name` of the span or of its nearest ancestor (the `invoke_agent` span around it), and
 * so is its run's `gen_ai.conversation.id` (else the trace).
 *
 * The conventions count cached tokens in `gen_ai.usage.input_tokens`; an input smaller than its own
 * cache reads and writes can only be Anthropic's raw count of fresh tokens, so then they are added.
 */
export function otelGenAiRecords(spans: readonly OtlpSpan[], file: string): UsageRecord[] {
  const byId = spansById(spans);
  const summing = new Set<OtlpSpan>();
  for (const span of spans) {
    if (!hasAny(span, USAGE)) continue;
    for (let parent = span.parentSpanId ? byId.get(`${span.traceId}/${span.parentSpanId}`) : undefined; parent && !summing.has(parent); ) {
      summing.add(parent);
      parent = parent.parentSpanId ? byId.get(`${parent.traceId}/${parent.parentSpanId}`) : undefined;
    }
  }
  const records: UsageRecord[] = [];
  for (const span of spans) {
    if (!hasAny(span, USAGE)) continue;
    if (summing.has(span)) continue;
    const input = attributeCount(span, INPUT, file);
    const read = attributeCount(span, CACHE_READ, file);
    const written = attributeCount(span, CACHE_WRITE, file);
    const agent = fromAncestors(span, byId, (s) => attributeText(s, 'gen_ai.agent.name'));
    const model = attributeText(span, 'gen_ai.request.model', 'gen_ai.response.model');
    const time = spanTime(span);
    records.push({
      ...(agent ? { agent } : {}),
      ...(model ? { model } : {}),
      inputTokens: input < read + written ? input + read + written : input,
      cacheReadTokens: read,
      cacheWrite5mTokens: written,
      cacheWrite1hTokens: 0,
      outputTokens: attributeCount(span, OUTPUT, file),
      reasoningTokens: attributeCount(span, REASONING, file),
      ...(time ? { time } : {}),
      runId: fromAncestors(span, byId, (s) => attributeText(s, 'gen_ai.conversation.id')) ?? span.traceId,
      source: { file, line: span.line },
    });
  }
  return records;
}
