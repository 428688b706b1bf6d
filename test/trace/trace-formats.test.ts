import assert from 'node:assert/strict';
import { readUsage } from '../../src/trace/usage/read-usage.js';
import type { UsageRecord } from '../../src/trace/usage/usage-record.js';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { parseCanonicalTrace } from '../../src/trace/formats/canonical.js';
import { InputError } from '../../src/input-error.js';
import { resolveModel } from '../../src/models/catalog.js';
import { NO_POLICY } from '../../src/simulate/policies/policy.js';
import { simulate } from '../../src/simulate/simulator.js';
import { detectFormat, loadTrace } from '../../src/trace/formats/load-trace.js';
import { sizeTrace } from '../../src/trace/trace.js';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/traces/${name}`, import.meta.url), 'utf8');
const shape = (name: string) => loadTrace(fixture(name), name).messages.map((m) => `${m.role}${m.tool ? `:${m.tool}` : ''}`);

describe('trace formats', () => {
  test('each fixture is recognised from its content', () => {
    assert.equal(detectFormat(fixture('canonical.jsonl'), 'x.txt'), 'jsonl');
    assert.equal(detectFormat(fixture('openai-chat.json'), 'x'), 'openai');
    assert.equal(detectFormat(fixture('anthropic-messages.json'), 'x'), 'anthropic');
    assert.equal(detectFormat(fixture('smolagents-memory.json'), 'x'), 'smolagents');
    assert.equal(detectFormat(fixture('claude-code-session.jsonl'), 'x'), 'claude-code');
  });

  test('OpenAI: tools and developer messages are the prefix; parallel calls pair with their results', () => {
    assert.deepEqual(shape('openai-chat.json'), ['system', 'system', 'user', 'assistant:get_weather,get_weather', 'tool:get_weather', 'tool:get_weather', 'assistant']);
    const call = loadTrace(fixture('openai-chat.json'), 'x').messages[3]!;
    assert.equal(call.args, '{"city": "Paris"}\n{"city": "Oslo"}');
  });

  test('Anthropic: system blocks, tool_use inputs and tool_result blocks', () => {
    assert.deepEqual(shape('anthropic-messages.json'), ['system', 'system', 'user', 'assistant:read_file', 'tool:read_file', 'assistant:read_file', 'tool:read_file', 'assistant']);
    const messages = loadTrace(fixture('anthropic-messages.json'), 'x').messages;
    assert.equal(messages[1]!.content, 'You are a coding agent working in a git repository. Read before you edit.');
    assert.equal(messages[3]!.args, '{"path":"tests/test_parse.py"}');
    assert.equal(messages[6]!.content, "def parse(s):\n    return s.split(',')\n");
  });

  test('smolagents: the task, then a call and an observation per action step, with the recorded usage', () => {
    const trace = loadTrace(fixture('smolagents-memory.json'), 'x');
    assert.deepEqual(shape('smolagents-memory.json'), ['user', 'assistant:python_interpreter', 'tool:python_interpreter', 'assistant:python_interpreter', 'tool:python_interpreter', 'assistant:python_interpreter']);
    assert.deepEqual(trace.recorded?.map((r) => r.inputTokens), [2210, 2376, 2480]);
  });

  test('Claude Code: split lines of one response merge, side chains are left out, usage is kept once', () => {
    const trace = loadTrace(fixture('claude-code-session.jsonl'), 'x');
    assert.deepEqual(shape('claude-code-session.jsonl'), ['user', 'assistant:Read', 'tool:Read', 'assistant:Edit', 'tool:Edit', 'assistant']);
    // The main conversation's records, as `ctxguard recorded` reads the same log.
    const parts = (r: UsageRecord) => [r.inputTokens, r.cacheReadTokens, r.cacheWrite5mTokens + r.cacheWrite1hTokens, r.outputTokens, r.agent];
    assert.deepEqual(trace.recorded!.map(parts), [
      [14214, 0, 14210, 81, 'claude-code'],
      [14386, 14210, 170, 140, 'claude-code'],
      [14545, 14380, 160, 18, 'claude-code'],
    ]);
    assert.deepEqual(trace.recorded, readUsage(fixture('claude-code-session.jsonl'), 'x').records.filter((r) => r.agent === 'claude-code'));
    assert.equal(trace.messages[1]!.content, "I'll read the test.");
  });

  test("Claude Code: usage is read as every usage reader reads Anthropic's, one-hour cache writes included, and a bad count is an error", () => {
    const line = (usage: unknown): string => `${JSON.stringify({ type: 'assistant', message: { id: 'msg_1', role: 'assistant', content: 'hi', usage } })}\n`;
    const split = { input_tokens: 5, cache_read_input_tokens: 10, cache_creation_input_tokens: 30, cache_creation: { ephemeral_5m_input_tokens: 10, ephemeral_1h_input_tokens: 20 }, output_tokens: 2 };
    const [record] = loadTrace(line(split), 'x.jsonl').recorded!;
    assert.deepEqual([record!.inputTokens, record!.cacheReadTokens, record!.cacheWrite5mTokens, record!.cacheWrite1hTokens, record!.outputTokens], [45, 10, 10, 20, 2]);
    assert.throws(() => loadTrace(line({ input_tokens: 'many', output_tokens: 2 }), 'x.jsonl'), {
      name: 'InputError',
      message: "x.jsonl:line 1, key 'message.usage.input_tokens': not a token count",
    });
  });

  test('Claude Code: a compact_boundary line makes the summary after it replace the history, replayed as a compaction', () => {
    const line = (o: object): string => JSON.stringify({ isSidechain: false, sessionId: 's', ...o });
    const usage = { input_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 5 };
    const log = [
      line({ type: 'user', message: { role: 'user', content: 'Fix the parser.' } }),
      line({ type: 'assistant', message: { id: 'm1', role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Read', input: { file_path: 'p.py' } }], usage } }),
      line({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'def parse(s): return s' }] } }),
      line({ type: 'assistant', message: { id: 'm2', role: 'assistant', content: [{ type: 'text', text: 'Found it.' }], usage } }),
      line({ type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted', compactMetadata: { trigger: 'auto', preTokens: 155000 } }),
      line({ type: 'user', isCompactSummary: true, message: { role: 'user', content: 'Summary: parse returns strings.' } }),
      line({ type: 'assistant', message: { id: 'm3', role: 'assistant', content: [{ type: 'text', text: 'Done.' }], usage } }),
    ].join('\n');
    const trace = loadTrace(log, 'session.jsonl');
    assert.deepEqual(
      trace.messages.map((m) => [m.role, m.replacesHistory ?? false]),
      [['user', false], ['assistant', false], ['tool', false], ['assistant', false], ['user', true], ['assistant', false]],
    );
    // Sized by hand: 20, 5 (+ args 7), 30, 3, 50, 2 tokens; no overhead, no system message.
    const sizes = [20, 5, 30, 3, 50, 2];
    const sized = sizeTrace(trace.messages, () => 0).map((m, i) => ({ ...m, tokens: sizes[i]!, argsTokens: i === 1 ? 7 : 0 }));
    const result = simulate(sized, { model: resolveModel('claude-sonnet-4-5'), policy: NO_POLICY, caching: false, messageOverhead: 0 });
    // Requests: 20; 20 + 12 + 30 = 62; then the summary alone: 50 (not 62 + 3 + 50 = 115).
    assert.deepEqual(result.requests.toArray().map((r) => r.inputTokens), [20, 62, 50]);
    assert.deepEqual(
      result.events.toArray().map((e) => [e.request, e.type, e.freedTokens, e.messages]),
      [[3, 'compact', 20 + 12 + 30 + 3 - 50, 4]],
    );
  });

  test('every key of a canonical line is checked: its type, its value, and no key beside the five', () => {
    const fails = (line: string, key: string, why: RegExp): void =>
      assert.throws(
        () => parseCanonicalTrace(`{"role": "user"}\n${line}`, 't.jsonl'),
        (e: unknown) => e instanceof InputError && e.message.startsWith(`t.jsonl:line 2, key '${key}': `) && why.test(e.message),
        line,
      );
    fails('{"role": "tool", "content": null}', 'content', /expected a string/);
    fails('{"role": "tool", "tool": 3}', 'tool', /expected a string/);
    fails('{"role": "assistant", "args": {"path": "a"}}', 'args', /expected a string/);
    fails('{"role": "assistant", "tokens": -1}', 'tokens', /whole number of tokens, got -1/);
    fails('{"role": "assistant", "tokens": 1.5}', 'tokens', /whole number of tokens, got 1.5/);
    fails('{"role": "assistant", "tokens": "3"}', 'tokens', /whole number of tokens, got "3"/);
    fails('{"content": "hi"}', 'role', /expected one of system, user, assistant, tool, got undefined/);
    fails('{"role": "user", "content": "hi", "name": "x"}', 'name', /unknown key/);
    fails('{"role": "user", "__proto__": {}}', '__proto__', /unknown key/);
    fails('{"": 1, "role": "user"}', '', /unknown key/);
    assert.deepEqual(parseCanonicalTrace('{"args": "a", "tool": "t", "tokens": 0, "content": "", "role": "assistant"}', 't.jsonl'), [
      { args: 'a', tool: 't', tokens: 0, content: '', role: 'assistant' },
    ]);
  });

  test('a bad canonical line names the file, line and key', () => {
    const bad = '{"role": "user", "content": "hi"}\n{"role": "assistant", "tokenz": 3}\n';
    assert.throws(() => loadTrace(bad, 't.jsonl'), (e: unknown) => e instanceof InputError && /^t\.jsonl:line 2, key 'tokenz': unknown key/.test(e.message));
    assert.throws(() => loadTrace('{"role": "robot"}\n', 't.jsonl'), (e: unknown) => e instanceof InputError && /key 'role': expected one of system, user, assistant, tool/.test(e.message));
    assert.throws(() => loadTrace('{"nope": 1}', 't.json'), (e: unknown) => e instanceof InputError && /not a trace format/.test(e.message));
    assert.throws(() => loadTrace('null', 't.json'), (e: unknown) => e instanceof InputError && /not a trace format/.test(e.message));
    assert.throws(
      () => loadTrace('{"messages": [{"role": "assistant", "tool_calls": [{"id": "c"}]}]}', 't.json'),
      (e: unknown) => e instanceof InputError && /^t\.json: not a valid openai trace/.test(e.message),
    );
    assert.throws(() => loadTrace('{"role": "user", "content": "hi"}\n', 't.jsonl'), (e: unknown) => e instanceof InputError && /no requests in this trace/.test(e.message));
  });
});
