/**
 * Agent runs as OpenTelemetry's file exporter writes them (OTLP JSON, one export request per line),
 * following the GenAI semantic conventions: an `invoke_agent` span naming the agent, and a `chat`
 * span per model request under it with its usage (input including cache reads, as the conventions
 * count it). The shape of test/fixtures/usage/otel-genai.jsonl, made to order.
 */
export interface OtelRequest {
  input: number;
  cacheRead: number;
  output: number;
}

export interface OtelRun {
  /** 32 hex digits: the run is the trace. */
  traceId: string;
  agent: string;
  model: string;
  /** The run's start, in seconds since 1970. */
  start: number;
  requests: OtelRequest[];
}

const attribute = (key: string, value: string | number) => ({ key, value: typeof value === 'number' ? { intValue: String(value) } : { stringValue: value } });

/** One line of a `.jsonl` export: the run's spans, the agent's first. */
export function otelRunLine(run: OtelRun): string {
  const nanos = (seconds: number): string => `${BigInt(seconds) * 1_000_000_000n}`;
  const agentSpan = (run.traceId.slice(0, 15) + '0').padEnd(16, '0');
  const spans = [
    {
      traceId: run.traceId,
      spanId: agentSpan,
      name: `invoke_agent ${run.agent}`,
      kind: 1,
      startTimeUnixNano: nanos(run.start),
      endTimeUnixNano: nanos(run.start + run.requests.length * 2),
      attributes: [attribute('gen_ai.operation.name', 'invoke_agent'), attribute('gen_ai.agent.name', run.agent)],
    },
    ...run.requests.map((r, i) => ({
      traceId: run.traceId,
      spanId: (run.traceId.slice(0, 14) + String(i + 1).padStart(2, '0')).padEnd(16, '0'),
      parentSpanId: agentSpan,
      name: `chat ${run.model}`,
      kind: 3,
      startTimeUnixNano: nanos(run.start + i * 2),
      endTimeUnixNano: nanos(run.start + i * 2 + 1),
      attributes: [
        attribute('gen_ai.operation.name', 'chat'),
        attribute('gen_ai.request.model', run.model),
        attribute('gen_ai.usage.input_tokens', r.input),
        attribute('gen_ai.usage.cache_read.input_tokens', r.cacheRead),
        attribute('gen_ai.usage.output_tokens', r.output),
      ],
    })),
  ];
  return JSON.stringify({ resourceSpans: [{ resource: { attributes: [attribute('service.name', 'agents')] }, scopeSpans: [{ scope: { name: 'genai' }, spans }] }] });
}
