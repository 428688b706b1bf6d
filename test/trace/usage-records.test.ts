import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { providerUsageCounts, providerUsageKind } from '../../src/trace/usage/provider-usage.js';
import { readUsage, USAGE_FORMATS, type UsageFormat } from '../../src/trace/usage/read-usage.js';
import type { UsageRecord } from '../../src/trace/usage/usage-record.js';

const FIXTURES = new URL('../fixtures/usage/', import.meta.url);
const read = (name: string, format?: UsageFormat) => readUsage(readFileSync(new URL(name, FIXTURES), 'utf8'), name, format);

/** A record with the fields a fixture does not set left at their defaults. */
function record(file: string, line: number, fields: Partial<UsageRecord>): UsageRecord {
  return { inputTokens: 0, cacheReadTokens: 0, cacheWrite5mTokens: 0, cacheWrite1hTokens: 0, outputTokens: 0, reasoningTokens: 0, ...fields, source: { file, line } };
}

describe('recorded usage, one record per model request', () => {
  test('OpenTelemetry GenAI spans: model calls only, the agent from the invoke_agent span, the deprecated names read as the current ones', () => {
    const f = 'otel-genai.jsonl';
    const conversation = 'conv_5j66UpCpwteGg4YSxUnt7lPY';
    assert.deepEqual(read(f), {
      format: 'otel-genai',
      records: [
        // The invoke_agent span sums its calls: it is no request of its own.
        record(f, 1, { agent: 'research', model: 'claude-sonnet-4-5', inputTokens: 1200, cacheReadTokens: 1000, outputTokens: 80, time: '2025-12-02T00:00:01.000Z', runId: conversation }),
        // gen_ai.usage.prompt_tokens, completion_tokens and cache_read_input_tokens, as older instrumentations write them.
        record(f, 1, { agent: 'research', model: 'claude-sonnet-4-5', inputTokens: 1800, cacheReadTokens: 1100, outputTokens: 120, time: '2025-12-02T00:00:01.500Z', runId: conversation }),
        // No agent around it, no conversation id: the trace is the run. Cached tokens are in the input already.
        record(f, 2, { model: 'gpt-4o', inputTokens: 500, cacheWrite5mTokens: 200, outputTokens: 42, time: '2025-12-02T00:00:01.500Z', runId: '0af7651916cd43dd8448eb211c80319c' }),
      ],
    });
  });

  test("an OpenTelemetry input smaller than its own cache reads and writes is Anthropic's count of fresh tokens, made whole", () => {
    const attribute = (key: string, value: number | string) => ({ key, value: typeof value === 'number' ? { intValue: String(value) } : { stringValue: value } });
    const span = (input: number) => ({
      traceId: 't',
      spanId: `s${input}`,
      name: 'chat',
      attributes: [
        attribute('gen_ai.operation.name', 'chat'),
        attribute('gen_ai.usage.input_tokens', input),
        attribute('gen_ai.usage.cache_read.input_tokens', 900),
        attribute('gen_ai.usage.cache_creation.input_tokens', 100),
        attribute('gen_ai.usage.output_tokens', 5),
      ],
    });
    const text = JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [span(12), span(1_000), span(1_012)] }] }] });
    assert.deepEqual(
      readUsage(text, 'raw.jsonl').records.map((r) => r.inputTokens),
      [1_012, 1_000, 1_012],
    );
  });

  test('OpenInference spans: LLM spans only, the agent from the AGENT span, the line the span starts on in one document', () => {
    const f = 'openinference.json';
    assert.deepEqual(read(f), {
      format: 'openinference',
      records: [
        record(f, 49, {
          agent: 'planner',
          model: 'gpt-4o-2024-08-06',
          inputTokens: 2000,
          cacheReadTokens: 1500,
          cacheWrite5mTokens: 300,
          outputTokens: 150,
          reasoningTokens: 40,
          time: '2025-12-02T00:00:01.500Z',
          runId: 'session-42',
        }),
      ],
    });
  });

  test('a Claude Code transcript: a response split over lines counted once, its input fresh + cache reads + writes, writes split by life; a sub-agent on its own', () => {
    const f = 'claude-code.jsonl';
    const session = '7f1c2e4a-session';
    assert.deepEqual(read(f), {
      format: 'claude-code',
      records: [
        record(f, 2, { agent: 'claude-code', model: 'claude-sonnet-4-5-20250929', inputTokens: 12 + 18_000 + 3_400, cacheReadTokens: 18_000, cacheWrite5mTokens: 400, cacheWrite1hTokens: 3_000, outputTokens: 250, time: '2026-11-30T10:00:03.000Z', runId: session, requestId: 'msg_01A' }),
        record(f, 4, { agent: 'claude-code subagent', model: 'claude-haiku-4-5', inputTokens: 9_005, cacheReadTokens: 9_000, outputTokens: 60, time: '2026-11-30T10:00:09.000Z', runId: session, requestId: 'msg_01B' }),
      ],
    });
  });

  test('a Codex rollout: each response once, though its token_count is written again when only rate limits move; an event without usage is none', () => {
    const f = 'codex-rollout.jsonl';
    const session = '019a9776-0a34-7842-8627-112b63d66e90';
    assert.deepEqual(read(f), {
      format: 'codex',
      records: [
        record(f, 4, { agent: 'codex', model: 'gpt-5-codex', inputTokens: 9_000, outputTokens: 400, reasoningTokens: 256, time: '2026-11-30T09:00:05.000Z', runId: session }),
        record(f, 6, { agent: 'codex', model: 'gpt-5-codex', inputTokens: 10_500, cacheReadTokens: 8_960, outputTokens: 120, reasoningTokens: 64, time: '2026-11-30T09:00:09.000Z', runId: session }),
      ],
    });
  });

  test("LiteLLM's logs: its standard logging payload, alone or wrapped, and its spend log; the usage object's cache reads and writes where it is kept; a failed call none", () => {
    const f = 'litellm.jsonl';
    assert.deepEqual(read(f), {
      format: 'litellm',
      records: [
        record(f, 1, { model: 'claude-sonnet-4-5', inputTokens: 5_200, cacheReadTokens: 4_000, cacheWrite5mTokens: 1_000, outputTokens: 300, time: '2025-12-02T00:00:03.750Z', runId: 'trace-support-17', requestId: 'chatcmpl-7f2a' }),
        record(f, 2, { model: 'gpt-4o', inputTokens: 800, outputTokens: 50, time: '2025-12-02T00:00:05.500Z', runId: 'trace-support-17', requestId: 'chatcmpl-8b1c' }),
        record(f, 3, { model: 'gpt-4o-mini', inputTokens: 1_000, outputTokens: 20, time: '2026-11-30T11:00:01.200Z', runId: 'session-b', requestId: 'chatcmpl-9d3e' }),
      ],
    });
    const bad = readFileSync(new URL(f, FIXTURES), 'utf8').replace('"completion_tokens": 50', '"completion_tokens": "fifty"');
    assert.throws(() => readUsage(bad, f), { message: "litellm.jsonl:line 2, key 'completion_tokens': not a token count" });
  });

  test("providers' own usage objects: Anthropic's fresh input made whole, OpenAI's and Gemini's cached tokens already in their input, Gemini's thoughts billed as output", () => {
    const f = 'provider-usage.jsonl';
    assert.deepEqual(read(f), {
      format: 'provider-usage',
      records: [
        record(f, 1, { model: 'claude-sonnet-4-5', inputTokens: 2_095 + 2_051, cacheWrite5mTokens: 2_051, outputTokens: 503, requestId: 'msg_013Zva2CMHLNnXjNJJKqJ2EF' }),
        record(f, 2, { model: 'gpt-4o-2024-08-06', inputTokens: 2_006, cacheReadTokens: 1_920, outputTokens: 300, requestId: 'chatcmpl-123' }),
        record(f, 3, { model: 'o4-mini', inputTokens: 328, outputTokens: 52, reasoningTokens: 24, requestId: 'resp_67ccd3a9' }),
        record(f, 4, { model: 'gemini-2.5-pro', inputTokens: 12_000, cacheReadTokens: 8_000, outputTokens: 610 + 290, reasoningTokens: 290 }),
      ],
    });
  });

  test("Claude Code's OpenTelemetry api_request events: Anthropic's fresh input made whole, the other events none, a sub-agent's requests its own", () => {
    const f = 'claude-code-otel.jsonl';
    const session = '0f4e7c2a-5b1d-4c8e-9a3f-6d2b1e0c7a95';
    assert.deepEqual(read(f), {
      format: 'claude-code-otel',
      records: [
        // input_tokens 3, cache reads 24,873 and writes 1,536 (all five-minute): 26,412 sent.
        record(f, 1, { agent: 'claude-code', model: 'claude-sonnet-4-6', inputTokens: 3 + 24_873 + 1_536, cacheReadTokens: 24_873, cacheWrite5mTokens: 1_536, outputTokens: 412, time: '2026-11-30T10:15:09.871Z', runId: session, requestId: 'req_011CVxExampleMainThread01' }),
        // query_source agent:... is a sub-agent's request.
        record(f, 1, { agent: 'claude-code subagent', model: 'claude-haiku-4-5-20251001', inputTokens: 1_204 + 8_120, cacheWrite5mTokens: 8_120, outputTokens: 230, time: '2026-11-30T10:15:21.402Z', runId: session, requestId: 'req_011CVxExampleSubagent0002' }),
      ],
    });
    // Claude Code 2.0 sent every count as a string: read the same.
    const strings = readFileSync(new URL(f, FIXTURES), 'utf8').replace('"input_tokens","value":{"intValue":"3"}', '"input_tokens","value":{"stringValue":"3"}');
    assert.equal(readUsage(strings, f).records[0]!.inputTokens, 26_412);
    const bad = readFileSync(new URL(f, FIXTURES), 'utf8').replace('"input_tokens","value":{"intValue":"3"}', '"input_tokens","value":{"doubleValue":3.5}');
    assert.throws(() => readUsage(bad, f), { message: "claude-code-otel.jsonl:line 1, key 'input_tokens': event 'claude_code.api_request': 3.5 is not a token count" });
  });

  test("Langfuse observations: disjoint buckets added up, an inclusive input read by its total, the agent from above or from metadata", () => {
    const f = 'langfuse-observations.json';
    const trace = '4f9d2c1b8e7a6f5d4c3b2a1908e7d6c5';
    assert.deepEqual(read(f), {
      format: 'langfuse',
      records: [
        // input 86 + input_cached_tokens 1,920; output 108 + output_reasoning_tokens 192.
        record(f, 3, { agent: 'planner', model: 'o4-mini-2025-04-16', inputTokens: 2_006, cacheReadTokens: 1_920, outputTokens: 300, reasoningTokens: 192, time: '2025-06-02T10:15:03.480Z', runId: trace, requestId: '7b1c2a9e4f3d8a01' }),
        // An OpenLLMetry Anthropic span as Langfuse normalises it: input_cached_tokens and input_cache_creation beside the fresh input.
        record(f, 84, { model: 'claude-sonnet-4-20250514', inputTokens: 13_550, cacheReadTokens: 12_000, cacheWrite5mTokens: 1_500, outputTokens: 400, time: '2025-06-02T10:15:09.210Z', runId: trace, requestId: '5e6f7a8b9c0d1e2f' }),
        // Usage given by hand with Anthropic's own keys.
        record(f, 174, { agent: 'executor', model: 'claude-sonnet-4-20250514', inputTokens: 9_780, cacheReadTokens: 9_000, cacheWrite5mTokens: 700, outputTokens: 250, time: '2025-06-02T10:15:12.100Z', runId: trace, requestId: '9a8b7c6d5e4f3a2b' }),
      ],
    });
    const row = (details: object, extra: object = {}) => JSON.stringify({ id: 'o1', trace_id: 't1', type: 'GENERATION', provided_model_name: 'gpt-4o', usage_details: details, ...extra });
    // An older JS SDK's input with its cached tokens in it, beside them: over the total, so read by the total.
    const inclusive = readUsage(`${row({ input: 2_006, input_cached_tokens: 1_920, output: 300, total: 2_306 })}\n`, 'export.jsonl').records[0]!;
    assert.deepEqual([inclusive.inputTokens, inclusive.cacheReadTokens, inclusive.model, inclusive.runId], [2_006, 1_920, 'gpt-4o', 't1']);
    const agentAbove = JSON.stringify({ id: 'a1', trace_id: 't1', type: 'AGENT', name: 'triage', usage_details: {} });
    assert.equal(readUsage(`${agentAbove}\n${row({ input: 5, output: 1 }, { parent_observation_id: 'a1' })}\n`, 'export.jsonl').records[0]!.agent, 'triage');
    assert.equal(readUsage(`${row({ input: 5 })}\n${row({}, { id: 'o2', level: 'ERROR' })}\n`, 'export.jsonl').records.length, 1, 'a failed generation without usage is no request');
    assert.throws(() => readUsage(`${row({ input: 5 })}\n${row({}, { id: 'o2' })}\n`, 'export.jsonl'), { message: "export.jsonl:line 2, key 'o2 usageDetails': a generation without usage details" });
    assert.throws(() => readUsage(`${row({ input: -1 })}\n`, 'export.jsonl'), { message: "export.jsonl:line 1, key 'o1 usageDetails': input: not a token count" });
    // A total alone says nothing of input and output: an error, never a request of 0.
    assert.throws(() => readUsage(`${row({ total: 120 })}\n`, 'export.jsonl'), { message: "export.jsonl:line 1, key 'o1 usageDetails': usage details that name no input or output count" });
    const openAiNames = readUsage(`${row({ prompt_tokens: 100, completion_tokens: 20 })}\n`, 'export.jsonl').records[0]!;
    assert.deepEqual([openAiNames.inputTokens, openAiNames.outputTokens], [100, 20]);
  });

  test('OpenAI Agents SDK traces: response and generation spans per call, turns where the ingest stripped them, the task span never', () => {
    const raw = read('openai-agents-trace.json');
    const run = 'trace_4f2c9a7e1b3d4c5e8f9a0b1c2d3e4f50';
    assert.deepEqual(raw, {
      format: 'openai-agents',
      records: [
        // Response spans name no model; their input counts their cached tokens already.
        record('openai-agents-trace.json', 10, { agent: 'Weather agent', inputTokens: 312, outputTokens: 18, time: '2026-08-22T10:15:01.402Z', runId: run, requestId: 'resp_68a84c1b2e5c8190a1b2c3d4e5f60718' }),
        record('openai-agents-trace.json', 76, { agent: 'Weather agent', inputTokens: 368, cacheReadTokens: 256, outputTokens: 42, time: '2026-08-22T10:15:02.611Z', runId: run, requestId: 'resp_68a84c1d7f0c8190b2c3d4e5f6071829' }),
      ],
    });
    // The ingest payload of a Chat Completions run: generation spans with their model, usage details under `details`.
    const ingest = read('openai-agents-ingest.json').records;
    assert.deepEqual(ingest.map((r) => [r.model, r.inputTokens, r.cacheReadTokens, r.outputTokens]), [['gpt-4.1', 312, 0, 18], ['gpt-4.1', 368, 256, 42]]);
    // OpenAI's ingest strips usage from response spans: each turn is one model call, its agent named on it.
    const stripped = JSON.parse(readFileSync(new URL('openai-agents-trace.json', FIXTURES), 'utf8'));
    for (const item of stripped.data) if (item.span_data?.type === 'response') delete item.span_data.usage;
    const turns = readUsage(JSON.stringify(stripped), 'stripped.json').records;
    assert.deepEqual(turns.map((r) => [r.agent, r.inputTokens, r.cacheReadTokens, r.outputTokens]), [['Weather agent', 312, 0, 18], ['Weather agent', 368, 256, 42]]);
    // Some calls kept their usage and some lost it, with no turns to read instead: an error, never a run of fewer calls.
    const mixed = JSON.parse(readFileSync(new URL('openai-agents-trace.json', FIXTURES), 'utf8'));
    mixed.data = mixed.data.filter((item: { span_data?: { type?: string } }) => item.span_data?.type !== 'custom');
    delete mixed.data.find((item: { span_data?: { type?: string } }) => item.span_data?.type === 'response').span_data.usage;
    assert.throws(() => readUsage(JSON.stringify(mixed), 'mixed.json'), { message: /^mixed\.json:line 1: span span_d4e5f6a7b8c9d0e1f2a3b4c5: a model call without usage in a trace without turn spans/ });
    // RunState.to_json()'s one-item lists of details read as the objects.
    const listed = { object: 'trace.span', id: 's1', trace_id: 't', span_data: { type: 'generation', model: 'gpt-4o', usage: { input_tokens: 10, output_tokens: 2, input_tokens_details: [{ cached_tokens: 4 }], output_tokens_details: [{ reasoning_tokens: 1 }] } } };
    assert.deepEqual(readUsage(`${JSON.stringify(listed)}\n`, 'spans.jsonl').records.map((r) => [r.cacheReadTokens, r.reasoningTokens, r.requests]), [[4, 1, undefined]]);
    const twice = { ...listed, span_data: { ...listed.span_data, usage: { ...listed.span_data.usage, requests: 2 } } };
    assert.deepEqual(readUsage(`${JSON.stringify(twice)}\n`, 'spans.jsonl').records.map((r) => r.requests), [2]);
    assert.throws(() => readUsage(`${JSON.stringify({ ...listed, span_data: { ...listed.span_data, usage: { input_tokens: '10' } } })}\n`, 'spans.jsonl'), { message: "spans.jsonl:line 1, key 'span_data.usage.input_tokens': span s1: not a token count" });
  });

  test('the trace logs ctxguard simulate replays are recorded usage too, read by the same code: a SWE-agent bill one record of its calls', () => {
    const swe = read('../traces/swe-agent-pydicom-1458.traj').records;
    assert.deepEqual(swe.map((r) => [r.agent, r.requests, r.inputTokens, r.outputTokens, r.source.line]), [['swe-agent', 12, 122_612, 1_369, 201]]);
    const smol = read('../traces/smolagents-memory.json').records;
    assert.deepEqual(smol.map((r) => [r.agent, r.inputTokens, r.outputTokens]), [['smolagents', 2210, 61], ['smolagents', 2376, 48], ['smolagents', 2480, 20]]);
  });

  test('every format is read from its fixture, by its content', () => {
    const files: Record<UsageFormat, string> = {
      'otel-genai': 'otel-genai.jsonl',
      openinference: 'openinference.json',
      'claude-code': 'claude-code.jsonl',
      codex: 'codex-rollout.jsonl',
      litellm: 'litellm.jsonl',
      'provider-usage': 'provider-usage.jsonl',
      'claude-code-otel': 'claude-code-otel.jsonl',
      'openai-agents': 'openai-agents-trace.json',
      langfuse: 'langfuse-observations.json',
      'swe-agent': '../traces/swe-agent-pydicom-1458.traj',
      smolagents: '../traces/smolagents-memory.json',
    };
    assert.deepEqual(Object.keys(files).sort(), [...USAGE_FORMATS].sort());
    for (const [format, file] of Object.entries(files)) assert.equal(read(file).format, format);
  });
});

describe('a bad usage record is an error naming its file and line, never a zero', () => {
  const fails = (text: string, message: string, format?: UsageFormat): void => assert.throws(() => readUsage(text, 'runs/usage.jsonl', format), { name: 'InputError', message });

  test('a count that is negative, a fraction or not a number', () => {
    const lines = readFileSync(new URL('claude-code.jsonl', FIXTURES), 'utf8').replace('"output_tokens": 250', '"output_tokens": -3');
    fails(lines, "runs/usage.jsonl:line 3, key 'message.usage.output_tokens': not a token count");
    const span = readFileSync(new URL('otel-genai.jsonl', FIXTURES), 'utf8').replace('{"intValue": "42"}', '{"stringValue": "many"}');
    fails(span, `runs/usage.jsonl:line 2, key 'gen_ai.usage.output_tokens': span 'chat gpt-4o' (ad6b7169203331b7): "many" is not a token count`);
    fails('{"usage": {"prompt_tokens": 10.5, "completion_tokens": 1}}\n', "runs/usage.jsonl:line 1, key 'prompt_tokens': not a token count");
    const codex = readFileSync(new URL('codex-rollout.jsonl', FIXTURES), 'utf8').replaceAll('"cached_input_tokens": 8960', '"cached_input_tokens": "8960"');
    fails(codex, "runs/usage.jsonl:line 6, key 'payload.info.last_token_usage.cached_input_tokens': not a token count");
  });

  test('parts that exceed their whole: cache reads past the input, reasoning past the output', () => {
    const span = (prompt: number, completion: number) =>
      `{"resourceSpans": [{"scopeSpans": [{"spans": [{"name": "llm", "attributes": [{"key": "openinference.span.kind", "value": {"stringValue": "LLM"}}, {"key": "llm.token_count.prompt", "value": {"intValue": "${prompt}"}}, {"key": "llm.token_count.prompt_details.cache_read", "value": {"intValue": "100"}}, {"key": "llm.token_count.completion", "value": {"intValue": "${completion}"}}, {"key": "llm.token_count.completion_details.reasoning", "value": {"intValue": "10"}}]}]}]}]}\n`;
    fails(span(99, 10), 'runs/usage.jsonl:line 1: 100 cached input tokens (read and written) in a request of 99 input tokens');
    fails(span(100, 9), 'runs/usage.jsonl:line 1: 10 reasoning tokens in a request of 9 output tokens');
    assert.equal(readUsage(span(100, 10), 'runs/usage.jsonl').records.length, 1);
  });

  test('a Codex token_count without its running total', () => {
    fails(
      '{"type": "event_msg", "payload": {"type": "token_count", "info": {"last_token_usage": {"input_tokens": 5, "output_tokens": 1, "total_tokens": 6}}}}\n',
      "runs/usage.jsonl:line 1, key 'payload.info.total_token_usage.total_tokens': not a token count",
    );
  });

  test("Anthropic's cache writes split by life that do not add up to their total", () => {
    fails(
      '{"usage": {"input_tokens": 1, "cache_creation_input_tokens": 100, "cache_creation": {"ephemeral_5m_input_tokens": 10, "ephemeral_1h_input_tokens": 10}, "output_tokens": 1}}\n',
      "runs/usage.jsonl:line 1, key 'cache_creation': not a token count",
    );
  });

  test('a line that is not JSON, one that is no usage, and a file with no request', () => {
    fails('{"usage": {"prompt_tokens": 1, "completion_tokens": 1}}\n{"usage": {"prompt_tokens": 1,\n', 'runs/usage.jsonl:line 2, column 31: not valid JSON: the text ends where a key in double quotes should be: is the file cut off?');
    fails('{"usage": {"prompt_tokens": 1, "completion_tokens": 1}}\n{"note": "hello"}\n', 'runs/usage.jsonl:line 2: no usage object of Anthropic, OpenAI or Gemini here');
    fails('{"note": "hello"}\n', 'runs/usage.jsonl: not a usage format ctxguard reads (otel-genai, openinference, claude-code, claude-code-otel, codex, openai-agents, langfuse, litellm, swe-agent, smolagents, provider-usage)');
    fails('{"timestamp": "2026-11-30T09:00:00Z", "type": "session_meta", "payload": {"id": "s"}}\n', 'runs/usage.jsonl: no model request with usage in this codex file');
    fails('{"resourceSpans": [{"scopeSpans": [{"spans": [{"name": "GET /", "attributes": []}]}]}]}\n', 'runs/usage.jsonl: an OTLP trace export without GenAI usage (gen_ai.usage.*) or OpenInference spans');
  });
});

describe("providers' usage objects", () => {
  test("a file that is one list of responses, and LiteLLM's cache writes beside OpenAI's fields", () => {
    const text = JSON.stringify([
      { id: 'chatcmpl-1', model: 'claude-sonnet-4-5', usage: { prompt_tokens: 1_300, completion_tokens: 20, prompt_tokens_details: { cached_tokens: 1_000 }, cache_creation_input_tokens: 200 } },
      { usage: { prompt_tokens: 10, completion_tokens: 1 } },
    ]);
    assert.deepEqual(
      readUsage(text, 'litellm.json').records.map((r) => [r.inputTokens, r.cacheReadTokens, r.cacheWrite5mTokens, r.outputTokens, r.requestId]),
      [
        [1_300, 1_000, 200, 20, 'chatcmpl-1'],
        [10, 0, 0, 1, undefined],
      ],
    );
  });

  test('are told apart by the fields only each has', () => {
    assert.equal(providerUsageKind({ input_tokens: 1, output_tokens: 1 }), 'anthropic');
    assert.equal(providerUsageKind({ input_tokens: 1, output_tokens: 1, cache_read_input_tokens: 0 }), 'anthropic');
    assert.equal(providerUsageKind({ input_tokens: 1, output_tokens: 1, input_tokens_details: { cached_tokens: 0 } }), 'openai-responses');
    assert.equal(providerUsageKind({ prompt_tokens: 1, completion_tokens: 1 }), 'openai-chat');
    assert.equal(providerUsageKind({ promptTokenCount: 1 }), 'gemini');
    assert.equal(providerUsageKind({ tokens: 1 }), undefined);
    assert.equal(providerUsageKind([1]), undefined);
  });

  test("Anthropic's cache writes: all five-minute without a split, the split where it is the only figure", () => {
    const bad = (field: string): never => assert.fail(field);
    assert.deepEqual(providerUsageCounts({ input_tokens: 3, cache_creation_input_tokens: 50, output_tokens: 1 }, 'anthropic', bad), {
      inputTokens: 53, cacheReadTokens: 0, cacheWrite5mTokens: 50, cacheWrite1hTokens: 0, outputTokens: 1, reasoningTokens: 0,
    });
    assert.deepEqual(providerUsageCounts({ input_tokens: 3, cache_creation: { ephemeral_5m_input_tokens: 20, ephemeral_1h_input_tokens: 30 }, output_tokens: 1 }, 'anthropic', bad), {
      inputTokens: 53, cacheReadTokens: 0, cacheWrite5mTokens: 20, cacheWrite1hTokens: 30, outputTokens: 1, reasoningTokens: 0,
    });
  });
});
