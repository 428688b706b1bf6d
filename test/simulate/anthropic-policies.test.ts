import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseYaml } from '../../src/config/yaml-source.js';
import { InputError } from '../../src/input-error.js';
import { resolveModel } from '../../src/models/catalog.js';
import { History } from '../../src/simulate/history.js';
import { parsePolicy } from '../../src/config/parse-policy.js';
import { createPolicy } from '../../src/simulate/policies/policy-spec.js';
import { simulate } from '../../src/simulate/simulator.js';
import type { SizedMessage } from '../../src/trace/trace.js';

const msg = (role: SizedMessage['role'], tokens: number, tool?: string, argsTokens = 0): SizedMessage => ({ role, tokens, argsTokens, ...(tool ? { tool } : {}) });
const policy = (yaml: string) => parsePolicy(parseYaml(yaml, 'policy.yml'));
const model = resolveModel('claude-sonnet-4-5');

/** Runs a policy over a history built step by step, returning the history after the last request. */
function replay(yaml: string, messages: SizedMessage[]): { history: History; events: ReturnType<ReturnType<typeof createPolicy>['beforeRequest']> } {
  const p = createPolicy(policy(yaml));
  const history = new History(0, 4);
  const events = [];
  // Requests are numbered from 1; the history's steps from 0.
  let step = 0;
  for (const m of messages) {
    if (m.role === 'assistant') events.push(...p.beforeRequest(history, ++step));
    history.append(m, Math.max(0, step - 1));
  }
  events.push(...p.beforeRequest(history, step + 1));
  return { history, events };
}

function toolRun(results: Array<[number, string]>): SizedMessage[] {
  const out = [msg('user', 100)];
  for (const [tokens, tool] of results) out.push(msg('assistant', 50, tool, 30), msg('tool', tokens, tool));
  return out;
}

describe("Anthropic's clear_tool_uses_20250919", () => {
  const edit = (extra: string) => `edits:\n  - type: clear_tool_uses_20250919\n${extra}`;

  test('above the trigger, every result but the newest `keep` is replaced by a placeholder', () => {
    const { history, events } = replay(
      edit('    trigger: {type: input_tokens, value: 10000}\n    keep: {type: tool_uses, value: 2}\n'),
      toolRun(Array.from({ length: 6 }, () => [3000, 'read'] as [number, string])),
    );
    const results = Array.from(history.toolResultAt.subarray(0, history.toolResults), (i) => history.tokens[i]);
    assert.deepEqual(results, [10, 10, 10, 10, 3000, 3000]);
    assert.ok(events.length >= 1);
    assert.equal(history.argsTokens.subarray(0, history.length).filter((a) => a === 30).length, 6, 'call inputs stay without clear_tool_inputs');
  });

  test('below the trigger nothing is cleared; exclude_tools are never cleared', () => {
    const below = replay(edit('    trigger: {type: input_tokens, value: 100000}\n'), toolRun([[3000, 'a'], [3000, 'a'], [3000, 'a'], [3000, 'a']]));
    assert.deepEqual(below.events, []);
    const excluded = replay(
      edit('    trigger: {type: tool_uses, value: 2}\n    keep: {type: tool_uses, value: 1}\n    exclude_tools: [memory]\n'),
      toolRun([[500, 'memory'], [500, 'web'], [500, 'memory'], [500, 'web']]),
    );
    assert.deepEqual(Array.from(excluded.history.toolResultAt.subarray(0, excluded.history.toolResults), (i) => excluded.history.tokens[i]), [500, 10, 500, 500]);
  });

  test('clear_at_least: no edit for a small gain, then clearing goes on once it has paid', () => {
    const yaml = edit('    trigger: {type: input_tokens, value: 2000}\n    keep: {type: tool_uses, value: 1}\n    clear_at_least: {type: input_tokens, value: 2500}\n');
    const { history, events } = replay(yaml, toolRun(Array.from({ length: 6 }, () => [1000, 't'] as [number, string])));
    // The first edit waits until three results (2,970 freeable) can go; then each step clears one more.
    assert.equal(events[0]!.messages, 3);
    assert.ok(events.slice(1).every((e) => e.messages === 1));
    assert.deepEqual(Array.from(history.toolResultAt.subarray(0, history.toolResults), (i) => history.tokens[i]), [10, 10, 10, 10, 10, 1000]);
  });

  test('clear_tool_inputs also drops the call inputs of cleared results', () => {
    const { history } = replay(
      edit('    trigger: {type: tool_uses, value: 1}\n    keep: {type: tool_uses, value: 1}\n    clear_tool_inputs: true\n'),
      toolRun([[800, 'x'], [800, 'x'], [800, 'x']]),
    );
    assert.deepEqual([...history.argsTokens.subarray(0, history.length)].filter((_, i) => history.role(i) === 'assistant'), [0, 0, 30]);
  });
});

describe("Anthropic's compact_20260112", () => {
  test('at the trigger the history becomes one summary, and the summarising call is billed', () => {
    const messages = [msg('system', 2000), msg('user', 500)];
    for (let i = 0; i < 40; i++) messages.push(msg('assistant', 200, 'read'), msg('tool', 5000, 'read'));
    const spec = policy('edits:\n  - type: compact_20260112\n    trigger: {type: input_tokens, value: 60000}\n    summary_tokens: 2500\n');
    const result = simulate(messages, { model, policy: createPolicy(spec), caching: false, messageOverhead: 4 });
    const compactions = result.events.toArray().filter((e) => e.type === 'compact');
    assert.ok(compactions.length >= 2);
    const first = compactions[0]!;
    // The request the compaction was made before sends the system prompt and the summary only.
    assert.equal(result.requests.at(first.request - 1)!.inputTokens, 2004 + 2504);
    const requestInput = result.requests.toArray().reduce((n, r) => n + r.inputTokens, 0);
    const passes = compactions.reduce((n, e) => n + e.summaryPass!.inputTokens, 0);
    assert.equal(result.totals.inputTokens, requestInput + passes);
    assert.ok(result.requests.toArray().every((r) => r.inputTokens <= 60_000 + 5300));
  });

  test('after a compaction, clearing must earn clear_at_least again', () => {
    const messages = [msg('system', 1000), msg('user', 100)];
    for (let i = 0; i < 60; i++) messages.push(msg('assistant', 1500, 'read'), msg('tool', 3000, 'read'));
    const spec = policy(
      'edits:\n  - type: clear_tool_uses_20250919\n    trigger: {type: input_tokens, value: 20000}\n    keep: {type: tool_uses, value: 2}\n' +
        '    clear_at_least: {type: input_tokens, value: 20000}\n  - type: compact_20260112\n    trigger: {type: input_tokens, value: 50000}\n',
    );
    const result = simulate(messages, { model, policy: createPolicy(spec), caching: true, messageOverhead: 4 });
    const compactAt = result.events.toArray().find((e) => e.type === 'compact')!.request;
    const clearsAfter = result.events.toArray().filter((e) => e.type === 'clear' && e.request > compactAt);
    assert.ok(clearsAfter.length > 0);
    assert.ok(clearsAfter[0]!.freedTokens >= 20_000, `first clear after compaction freed ${clearsAfter[0]!.freedTokens}`);
  });

  test('the policy file is checked like the API: edits, trigger types, minimum trigger, unknown keys', () => {
    const fails = (yaml: string, message: RegExp) =>
      assert.throws(() => policy(yaml), (e: unknown) => e instanceof InputError && message.test(e.message));
    fails('edits:\n  - type: compact_20260112\n    trigger: {type: input_tokens, value: 1000}\n', /line 3, key 'edits\.0\.trigger\.value': compact_20260112 needs a trigger of at least 50000/);
    fails('edits:\n  - type: clear_tool_uses_20250919\n    keep: {type: input_tokens, value: 3}\n', /key 'edits\.0\.keep\.type': expected tool_uses/);
    fails('edits:\n  - type: clear_tool_uses_20250919\n    keeep: 3\n', /line 3, key 'edits\.0\.keeep': unknown key/);
    fails('edits:\n  - type: clear_everything_20990101\n', /expected clear_tool_uses_20250919, compact_20260112 or clear_thinking_20251015/);
    // Pasted as the API takes them: thinking edits (nothing to clear in a trace), input lists, one bare edit.
    const pasted = policy('edits:\n  - type: clear_thinking_20251015\n  - type: clear_tool_uses_20250919\n    clear_tool_inputs: [bash]\n');
    assert.deepEqual(pasted.type === 'context_management' && pasted.edits.map((e) => e.type), ['clear_tool_uses_20250919']);
    assert.equal(policy('type: compact_20260112\ntrigger: {type: input_tokens, value: 80000}\n').type, 'context_management');
    fails('type: budget\ntrigger: lots\n', /line 2, key 'trigger': expected a whole number/);
    const wrapped = policy('context_management:\n  edits:\n    - type: clear_tool_uses_20250919\n');
    assert.equal(wrapped.type, 'context_management');
  });
});
