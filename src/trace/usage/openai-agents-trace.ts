import { InputError } from '../../input-error.js';
import { listedItems, type JsonDocument } from './json-documents.js';
import { isoTime } from './iso-time.js';
import { countAt } from './provider-usage.js';
import type { UsageRecord } from './usage-record.js';

/** A span as the OpenAI Agents SDK's `Span.export()` writes it. */
interface ExportedSpan {
  object: 'trace.span';
  id?: string;
  trace_id?: string;
  parent_id?: string | null;
  ended_at?: string | null;
  started_at?: string | null;
  span_data?: { type?: string; name?: string; model?: string; response_id?: string | null; usage?: unknown; data?: { sdk_span_type?: string; agent_name?: string; usage?: unknown } };
}

/** The spans of a file: ingest payloads (`{"data": [...]}`), lists, or one exported item a line. */
function spansOf(documents: readonly JsonDocument[]): Array<{ span: ExportedSpan; line: number }> {
  return listedItems(documents).flatMap(({ item, line }) => (isObject(item) && item.object === 'trace.span' ? [{ span: item as unknown as ExportedSpan, line }] : []));
}

/** Whether a file holds the Agents SDK's exported traces: `trace.span` objects with `span_data`. */
export function isOpenAiAgentsTrace(documents: readonly JsonDocument[]): boolean {
  return spansOf(documents).some(({ span }) => isObject(span.span_data));
}

/**
 * One record per model call of OpenAI Agents SDK trace exports
 * (docs/architecture.md, "Recorded usage"): its `generation` spans (Chat Completions, LiteLLM) and `response` spans (the Responses
 * API) that carry usage. Where a trace has none (the SDK strips usage from response spans it sends
 * to OpenAI's ingest), its `turn` spans are read instead: the runner calls the model once a turn.
 * A `task` span sums a whole run and is never a request. Usage is the SDK's `Usage`: input with its
 * cached tokens and cache writes included; its details as objects, one-item lists, or under
 * `details` as the ingest payload has them. The agent is the nearest `agent` span above; the run is
 * the trace.
 */
export function openAiAgentsRecords(documents: readonly JsonDocument[], file: string): UsageRecord[] {
  const spans = spansOf(documents);
  const byId = new Map(spans.map(({ span }) => [span.id, span]));
  const isCall = ({ span }: { span: ExportedSpan }): boolean => span.span_data?.type === 'generation' || span.span_data?.type === 'response';
  const isTurn = ({ span }: { span: ExportedSpan }): boolean => span.span_data?.type === 'custom' && span.span_data.data?.sdk_span_type === 'turn' && span.span_data.data.usage !== undefined;
  // A trace whose every call kept its usage is read by its calls; one where some lost it (OpenAI's
  // ingest strips response spans') by its turns, one model call each; without turns, it is an error.
  const byTrace = new Map<string | undefined, Array<{ span: ExportedSpan; line: number }>>();
  for (const item of spans) (byTrace.get(item.span.trace_id) ?? byTrace.set(item.span.trace_id, []).get(item.span.trace_id)!).push(item);
  const chosen = [...byTrace.values()].flatMap((trace) => {
    const calls = trace.filter(isCall);
    if (calls.every(({ span }) => span.span_data!.usage)) return calls;
    const turns = trace.filter(isTurn);
    if (turns.length) return turns;
    const lost = calls.find(({ span }) => !span.span_data!.usage)!;
    throw new InputError(`span ${lost.span.id ?? '(no id)'}: a model call without usage in a trace without turn spans (OpenAI's ingest strips usage from response spans; export with a processor that keeps it)`, { file, line: lost.line });
  });
  return chosen
    .sort((a, b) => a.line - b.line)
    .map(({ span, line }) => {
      const data = span.span_data!;
      const usage = (data.type === 'custom' ? data.data!.usage : data.usage) as Record<string, unknown>;
      const requests = countAt(usage, 'requests', () => {
        throw new InputError(`span ${span.id ?? '(no id)'}: not a count of requests`, { file, line, key: 'span_data.usage.requests' });
      });
      const counts = usageCounts(usage, (field) => {
        throw new InputError(`span ${span.id ?? '(no id)'}: not a token count`, { file, line, key: `span_data.usage.${field}` });
      });
      const agent = data.data?.agent_name ?? agentOf(span, byId);
      const time = isoTime(span.ended_at ?? span.started_at);
      const request = data.response_id ?? span.id;
      return {
        ...(agent ? { agent } : {}),
        ...(data.model ? { model: data.model } : {}),
        ...counts,
        // Usage summed over several calls (a turn that retried) is their requests'.
        ...(requests > 1 ? { requests } : {}),
        ...(time ? { time } : {}),
        ...(span.trace_id ? { runId: span.trace_id } : {}),
        ...(request ? { requestId: request } : {}),
        source: { file, line },
      };
    });
}

function usageCounts(usage: Record<string, unknown>, bad: (field: string) => never): Omit<UsageRecord, 'source'> {
  const details = isObject(usage.details) ? usage.details : usage;
  const first = (value: unknown): Record<string, unknown> => (Array.isArray(value) ? (value[0] as Record<string, unknown>) : (value as Record<string, unknown>)) ?? {};
  const input = first(details.input_tokens_details);
  const output = first(details.output_tokens_details);
  const count = (object: Record<string, unknown>, key: string, field: string): number => countAt(object, key, () => bad(field));
  return {
    inputTokens: count(usage, 'input_tokens', 'input_tokens'),
    cacheReadTokens: count(input, 'cached_tokens', 'input_tokens_details.cached_tokens') + count(usage, 'cached_input_tokens', 'cached_input_tokens'),
    cacheWrite5mTokens: count(input, 'cache_write_tokens', 'input_tokens_details.cache_write_tokens') + count(usage, 'cache_write_input_tokens', 'cache_write_input_tokens'),
    cacheWrite1hTokens: 0,
    outputTokens: count(usage, 'output_tokens', 'output_tokens'),
    reasoningTokens: count(output, 'reasoning_tokens', 'output_tokens_details.reasoning_tokens'),
  };
}

function agentOf(span: ExportedSpan, byId: ReadonlyMap<string | undefined, ExportedSpan>): string | undefined {
  const seen = new Set<ExportedSpan>();
  for (let at = byId.get(span.parent_id ?? undefined); at && !seen.has(at); at = byId.get(at.parent_id ?? undefined)) {
    seen.add(at);
    if (at.span_data?.type === 'agent' && at.span_data.name) return at.span_data.name;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
