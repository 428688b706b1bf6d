import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { InputError } from '../../src/input-error.js';
import { detectFormat, loadTrace } from '../../src/trace/formats/load-trace.js';
import { referenceCount } from '../support/reference-count.js';

/** SWE-agent 0.x on gpt-4 (`gpt-4-1106-preview`), pydicom-1458: see test/fixtures/traces/README.md. */
const FIXTURE = 'swe-agent-pydicom-1458.traj';
const text = readFileSync(new URL(`../fixtures/traces/${FIXTURE}`, import.meta.url), 'utf8');

/**
 * SWE-agent 1.x with function calling, cut down from its test trajectory
 * `tests/test_data/trajectories/gpt4__swe-agent-test-repo__default_from_url__t-0.00__p-0.95__c-3.00__install-1/6e44b9__sweagenttestrepo-1c2844.traj`:
 * the same keys, two of its five calls, and its config's model and history processor.
 */
function functionCalling(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    trajectory: [{ action: 'find_file missing_colon.py' }, { action: 'submit' }],
    history: [
      { role: 'system', content: 'SETTING: You are an autonomous programmer.', agent: 'main', message_type: 'system_prompt' },
      { role: 'user', content: [{ type: 'text', text: 'ISSUE:\nSyntaxError: invalid syntax' }], agent: 'main', message_type: 'observation' },
      {
        role: 'assistant',
        content: 'Let\'s begin by finding the `missing_colon.py` file in the repository.',
        thought: 'Let\'s begin by finding the `missing_colon.py` file in the repository.',
        action: 'find_file missing_colon.py',
        agent: 'main',
        tool_calls: [{ function: { arguments: '{"file_name":"missing_colon.py"}', name: 'find_file' }, id: 'call_fJuazlMUN5fQDQ73G6XSpYpx', type: 'function' }],
        message_type: 'action',
      },
      { role: 'tool', content: 'Found 1 matches for "missing_colon.py"', agent: 'main', tool_call_ids: ['call_fJuazlMUN5fQDQ73G6XSpYpx'], message_type: 'observation' },
      { role: 'user', content: 'a reviewer\'s note', agent: 'reviewer', message_type: 'observation' },
      {
        role: 'assistant',
        content: 'I will now submit the changes.',
        action: 'submit',
        agent: 'main',
        tool_calls: [{ function: { arguments: '{}', name: 'submit' }, id: 'call_dcF76aXH6e1pzqRwGxOwpuxb', type: 'function' }],
        message_type: 'action',
      },
    ],
    info: { exit_status: 'submitted', model_stats: { instance_cost: 0.01952, tokens_sent: 7141, tokens_received: 243, api_calls: 2 } },
    replay_config: { agent: { history_processors: [{ n: 5, type: 'last_n_observations' }], model: { name: 'gpt-4o' } } },
    ...overrides,
  });
}

describe('SWE-agent trajectories', () => {
  test('recognised from the content, whatever the file is called', () => {
    assert.equal(detectFormat(text, 'run.json'), 'swe-agent');
    assert.equal(detectFormat(functionCalling(), 'x'), 'swe-agent');
  });

  test('0.x: the demonstration and the issue, then each call\'s text and the shell\'s answer to it', () => {
    const trace = loadTrace(text, FIXTURE);
    const shape = trace.messages.map((m) => `${m.role}${m.tool ? `:${m.tool}` : ''}`);
    assert.deepEqual(shape.slice(0, 6), ['system', 'user', 'user', 'assistant:create', 'tool:create', 'assistant:edit']);
    assert.deepEqual(shape.slice(-4), ['tool:python', 'assistant:rm', 'tool:rm', 'assistant:submit']);
    assert.equal(shape.filter((s) => s.startsWith('assistant')).length, 12);
    assert.equal(trace.messages.length, 26, 'every message of the history');
    assert.match(trace.messages[1]!.content!, /^Here is a demonstration/);
    assert.equal(trace.messages[3]!.args, undefined, 'the command is in the text, not counted twice');
  });

  test('0.x: model_stats is the bill, and the history holds every one of its calls', () => {
    const trace = loadTrace(text, FIXTURE);
    // The bill as one record of its 12 calls, as `ctxguard recorded` reads the same file.
    const { requests, inputTokens, outputTokens, agent, source } = trace.recordedRun!;
    assert.deepEqual({ requests, inputTokens, outputTokens, agent, line: source.line }, { requests: 12, inputTokens: 122_612, outputTokens: 1_369, agent: 'swe-agent', line: 201 });
    assert.equal(trace.everyRequestInHistory, true);
    assert.equal(trace.model, undefined, 'a 0.x trajectory names its model in args.yaml beside it, not in itself');
  });

  test('the fixture is faithful: OpenAI\'s rule, counted by tiktoken over its history, gives the tokens it recorded', () => {
    const raw = JSON.parse(text) as { history: Array<{ role: string; content: string }>; info: { model_stats: { tokens_sent: number; tokens_received: number } } };
    let sent = 0;
    let received = 0;
    raw.history.forEach((m, i) => {
      if (m.role !== 'assistant') return;
      received += referenceCount(m.content, 'cl100k_base');
      // num_tokens_from_messages: 3 a message, its role and content, then 3 for the reply's priming.
      sent += raw.history.slice(0, i).reduce((n, p) => n + 3 + referenceCount(p.role, 'cl100k_base') + referenceCount(p.content, 'cl100k_base'), 3);
    });
    assert.equal(sent, raw.info.model_stats.tokens_sent);
    assert.equal(received, raw.info.model_stats.tokens_received);
  });

  test('1.x: function calls carry their arguments, results are named after their call, another agent\'s messages are left out', () => {
    const trace = loadTrace(functionCalling(), 'x.traj');
    assert.deepEqual(
      trace.messages.map((m) => `${m.role}${m.tool ? `:${m.tool}` : ''}`),
      ['system', 'user', 'assistant:find_file', 'tool:find_file', 'assistant:submit'],
    );
    assert.equal(trace.messages[1]!.content, 'ISSUE:\nSyntaxError: invalid syntax', 'content blocks are joined');
    assert.equal(trace.messages[2]!.args, '{"file_name":"missing_colon.py"}');
    assert.equal(trace.model, 'gpt-4o');
    assert.deepEqual([trace.recordedRun!.requests, trace.recordedRun!.inputTokens, trace.recordedRun!.outputTokens, trace.recordedRun!.model], [2, 7141, 243, 'gpt-4o']);
  });

  test('a history processor that rewrites old messages, or a call missing from the history, means the replay need not match', () => {
    assert.equal(loadTrace(functionCalling(), 'x').everyRequestInHistory, false, 'last_n_observations elides old output');
    const plain = { replay_config: JSON.stringify({ agent: { history_processors: [{ type: 'default' }], model: { name: 'gpt-4o' } } }) };
    assert.equal(loadTrace(functionCalling(plain), 'x').everyRequestInHistory, true, 'the config may be kept as JSON text');
    assert.equal(loadTrace(functionCalling(plain), 'x').model, 'gpt-4o');
    const requery = { ...plain, info: { model_stats: { tokens_sent: 9000, tokens_received: 300, api_calls: 3 } } };
    assert.equal(loadTrace(functionCalling(requery), 'x').everyRequestInHistory, false, 'a format error\'s requery is not in the history');
    const noStats = loadTrace(functionCalling({ info: { exit_status: 'submitted' } }), 'x');
    assert.equal(noStats.recordedRun, undefined);
    assert.equal(noStats.everyRequestInHistory, false);
  });

  test('demonstrations put in the history are context, not calls', () => {
    const demo = JSON.parse(functionCalling({ replay_config: null })) as { history: unknown[] };
    demo.history.splice(1, 0, { role: 'user', content: 'demo task', agent: 'main', is_demo: true }, { role: 'assistant', content: 'demo answer', agent: 'main', is_demo: true });
    const trace = loadTrace(JSON.stringify(demo), 'x');
    assert.deepEqual(trace.messages.slice(0, 4).map((m) => m.role), ['system', 'user', 'user', 'user']);
    assert.equal(trace.messages.filter((m) => m.role === 'assistant').length, 2);
    assert.equal(trace.everyRequestInHistory, true, 'two calls recorded, two in the history');
  });

  test('bad values name the file, line, column and path', () => {
    const badRole = '{\n  "history": [\n    {"role": "system", "content": "s"},\n    {"role": "robot", "content": "x"}\n  ],\n  "info": {}\n}';
    assert.throws(
      () => loadTrace(badRole, 'run.traj'),
      (e: unknown) => e instanceof InputError && e.message === 'run.traj:line 4, column 14, key \'history[1].role\': expected one of system, user, assistant, tool, got "robot"',
    );
    const badStats = '{"history": [{"role": "assistant", "content": "x"}],\n "info": {"model_stats": {"tokens_sent": "lots", "tokens_received": 1, "api_calls": 1}}}';
    assert.throws(
      () => loadTrace(badStats, 'run.traj'),
      (e: unknown) => e instanceof InputError && e.message === 'run.traj:line 2, column 42, key \'info.model_stats.tokens_sent\': expected a whole number, got "lots"',
    );
    const badContent = '{"history": [{"role": "user", "content": 7}], "trajectory": []}';
    assert.throws(() => loadTrace(badContent, 'run.traj'), (e: unknown) => e instanceof InputError && /^run\.traj:line 1, column 42, key 'history\[0\]\.content': expected text/.test(e.message));
    assert.throws(() => loadTrace('{"history": [], "info": {}}', 'run.traj'), (e: unknown) => e instanceof InputError && /no requests in this trace/.test(e.message));
    assert.throws(() => loadTrace('{"messages": []}', 'run.traj', 'swe-agent'), (e: unknown) => e instanceof InputError && /^run\.traj: expected a SWE-agent trajectory/.test(e.message));
  });
});
