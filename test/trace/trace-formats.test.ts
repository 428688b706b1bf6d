import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { InputError } from '../../src/input-error.js';
import { detectFormat, loadTrace } from '../../src/trace/formats/load-trace.js';

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
    assert.deepEqual(trace.recorded, [
      { inputTokens: 14214, cacheReadTokens: 0, cacheWriteTokens: 14210, outputTokens: 81 },
      { inputTokens: 14386, cacheReadTokens: 14210, cacheWriteTokens: 170, outputTokens: 140 },
      { inputTokens: 14545, cacheReadTokens: 14380, cacheWriteTokens: 160, outputTokens: 18 },
    ]);
    assert.equal(trace.messages[1]!.content, "I'll read the test.");
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
