import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parsePolicy } from '../../src/config/parse-policy.js';
import { parseYaml } from '../../src/config/yaml-source.js';
import { InputError } from '../../src/input-error.js';
import type { ModelSpec } from '../../src/models/model.js';
import { BUDGET_DEFAULTS, type BudgetPolicyOptions } from '../../src/simulate/policies/budget.js';
import { summaryTokens } from '../../src/simulate/policies/budget-compaction.js';
import { firstErrorLine } from '../../src/trace/error-line.js';
import { KNOWN_STUB_PARTS, StubCounter, stubText, type ClearedResult } from '../../src/simulate/policies/cleared-result-stub.js';
import { createPolicy } from '../../src/simulate/policies/policy-spec.js';
import { simulate } from '../../src/simulate/simulator.js';
import type { SizedMessage } from '../../src/trace/trace.js';
import { referenceCount } from '../support/reference-count.js';
import { random } from '../support/corpus.js';

const MODEL: ModelSpec = {
  id: 'test-model',
  provider: 'anthropic',
  contextWindow: 1_000_000,
  prices: { input: { base: 3, tiers: [] }, output: { base: 15, tiers: [] }, cacheRead: null, cacheWrite: null, cacheWrite1h: null },
  cache: { minCacheableTokens: 1024 },
  tokenizer: { encoding: 'o200k_base', exact: true },
  source: 'test',
};

const msg = (role: SizedMessage['role'], tokens: number, extra: Partial<SizedMessage> = {}): SizedMessage => ({ role, tokens, argsTokens: 0, ...extra });

function run(messages: SizedMessage[], options: Partial<BudgetPolicyOptions>) {
  const spec = { type: 'budget' as const, ...BUDGET_DEFAULTS, ...options };
  return simulate(messages, { model: MODEL, policy: createPolicy(spec), caching: false, messageOverhead: 4, window: spec.window });
}

/** The stub texts these tests meet, with their o200k_base counts, checked against tiktoken itself. */
const STUBS: Array<[string, number]> = [
  ['[cleared: fetch({"url": "a"}) returned 4,004 tokens. Call it again if you need it.]', 26],
  ['[cleared: ls({}) returned 3,004 tokens. Call it again if you need it.]', 22],
  ['[cleared: ls({}) returned 5 tokens. Call it again if you need it.]', 20],
  ['[cleared: pytest(tests) returned 1,204 tokens. Call it again if you need it. First error: TypeError: bad operand]', 32],
];

describe('the budget policy, by hand', () => {
  test('the stubs counted here are what tiktoken counts', () => {
    for (const [text, tokens] of STUBS) assert.equal(referenceCount(text), tokens, text);
  });

  test('keep_tool_results counts the results it could still clear: a pinned one among the newest costs one more clearing', () => {
    // system 1,000 + 4; task 96 + 4; each call 46 + 4; four results of 4,000 + 4, the third a pinned notes_read.
    const messages = [msg('system', 1_000), msg('user', 96)];
    for (const [url, tool] of [['a', 'fetch'], ['b', 'fetch'], ['c', 'notes_read'], ['d', 'fetch']] as const) {
      messages.push(msg('assistant', 46), msg('tool', 4_000, { tool, args: `{"url": "${url}"}` }));
    }
    messages.push(msg('assistant', 46));
    const result = run(messages, { trigger: 10_000, clearAtLeast: 1_000, keepToolResults: 2, compactAbove: 10_000_000 });
    // Requests: 1,104; +4,054 each step: 5,158, 9,212, 13,266, 17,320.
    // Request 4 (above 10,000): clearable a and b, both among the newest 2: nothing stale.
    // Request 5: clearable a, b, d: a is stale and goes, 4,004 - (26 + 4) = 3,974 freed. Counting the
    // pinned c among the newest 2 would have cleared b as well.
    assert.deepEqual(result.events.toArray(), [{ request: 5, type: 'clear', freedTokens: 3_974, messages: 1 }]);
    assert.deepEqual(result.requests.toArray().map((r) => r.inputTokens), [1_104, 5_158, 9_212, 13_266, 17_320 - 3_974]);
  });

  test('a result smaller than its stub is stubbed too, and what it adds counts against what clearing frees', () => {
    // system 100 + 4, task 96 + 4, calls 46 + 4; results ls of 3,000, 1 and 3,000 tokens (+ 4 each).
    const messages = [msg('system', 100), msg('user', 96)];
    for (const tokens of [3_000, 1, 3_000]) messages.push(msg('assistant', 46), msg('tool', tokens, { tool: 'ls', args: '{}' }));
    messages.push(msg('assistant', 46));
    // Requests: 204, 3,258, 3,313, 6,367; only the last is above 6,000. The newest result stays; the
    // first frees 3,004 - (22 + 4) = 2,978, the second adds (20 + 4) - 5 = 19: 2,959 in all.
    const enough = run(messages, { trigger: 6_000, clearAtLeast: 2_959, keepToolResults: 1, compactAbove: 10_000_000 });
    assert.deepEqual(enough.events.toArray(), [{ request: 4, type: 'clear', freedTokens: 2_959, messages: 2 }]);
    assert.equal(enough.requests.at(3)!.inputTokens, 6_367 - 2_959);
    // One token more is asked: no clearing, though the large result alone would free 2,978.
    const short = run(messages, { trigger: 6_000, clearAtLeast: 2_960, keepToolResults: 1, compactAbove: 10_000_000 });
    assert.deepEqual(short.events.toArray(), []);
    assert.equal(short.requests.at(3)!.inputTokens, 6_367);
  });

  test('compaction runs when the messages it replaces hold clear_at_least, even when the summary outweighs them', () => {
    // system 100 + 4; task 96 + 4, call 46 + 4, result 1,846 + 4: 2,000 tokens before the cut; then a
    // call and a result of 496 + 4. The default summary: 2,000 tokens, a blank line, "Current notes:",
    // "(empty)" (6 tokens), + 4: 2,010.
    const messages = [msg('system', 100), msg('user', 96), msg('assistant', 46), msg('tool', 1_846, { tool: 'read' }), msg('assistant', 46), msg('tool', 496, { tool: 'read' }), msg('assistant', 46)];
    const options = { trigger: 2_500, compactAbove: 2_500, keepToolResults: 10_000, keepRecent: 2 };
    // Request 3: 104 + 100 + 50 + 1,850 + 50 + 500 = 2,654. Keeping 2 of the 5 messages cuts before the
    // second call: 2,000 replaced by 2,010, so 10 more tokens are sent.
    const at = run(messages, { ...options, clearAtLeast: 2_000 });
    assert.deepEqual(at.events.toArray(), [{ request: 3, type: 'compact', freedTokens: -10, messages: 3 }]);
    assert.equal(at.requests.at(2)!.inputTokens, 104 + 2_010 + 50 + 500);
    assert.deepEqual(run(messages, { ...options, clearAtLeast: 2_001 }).events.toArray(), []);
    // keep_recent 7 of 5 messages: the cut is 5 - 7 = -2, which the reference's Python slice reads as
    // 3 from the start: the same compaction. With keep_recent 10 (-5, so 0) nothing is summarised.
    assert.deepEqual(run(messages, { ...options, clearAtLeast: 2_000, keepRecent: 7 }).events.toArray(), at.events.toArray());
    assert.deepEqual(run(messages, { ...options, clearAtLeast: 2_000, keepRecent: 10 }).events.toArray(), []);
  });

  test('a stub counts as its whole text does, with tiktoken, whatever its call, size and error line', () => {
    // Calls built to end the call's part in every way a piece could run on past its `)`: punctuation,
    // spaces and line breaks, slashes, letters and marks, digits, contractions.
    const rand = random(23);
    const ALPHABET = ['a', 'Z', 'é', '\u0301', '漢', '7', '123', ' ', '  ', '\n', '\r\n', '\t', '/', ')', '(', "'s", "'", '"', '{', '}', ':', ',', '.', ']', '[', '-', '_', '😀'];
    const text = (n: number): string => Array.from({ length: n }, () => ALPHABET[Math.floor(rand() * ALPHABET.length)]).join('');
    const counter = new StubCounter();
    const results: ClearedResult[] = [];
    for (let i = 0; i < 3_000; i++) {
      const content = rand() < 0.3 ? `${text(3)}ValueError: ${text(4)}` : rand() < 0.5 ? text(6) : undefined;
      // Calls and sizes repeat, as in a long run, so counts kept are read back as well.
      results.push({ tool: rand() < 0.1 ? undefined : text(1 + Math.floor(rand() * 3)), args: rand() < 0.1 ? undefined : text(Math.floor(rand() * 8)), tokens: Math.floor(rand() * 2_000_000), errorLine: firstErrorLine(content) });
      if (i % 5 === 0) results.push({ ...results[Math.floor(rand() * results.length)]!, tokens: Math.floor(rand() * 20) });
    }
    const wrong = results.filter((r) => counter.count(r) !== referenceCount(stubText(r))).slice(0, 3);
    assert.deepEqual(wrong.map((r) => `${JSON.stringify(stubText(r))}: ${counter.count(r)}, tiktoken ${referenceCount(stubText(r))}`), []);
  });

  test('a long run keeps at most a bounded number of stub counts, and counts on right past the bound', () => {
    const counter = new StubCounter();
    const call = (i: number): ClearedResult => ({ tool: 'read', args: `file${i}.py`, tokens: i, errorLine: undefined });
    for (let i = 0; i < KNOWN_STUB_PARTS; i++) counter.count(call(i));
    assert.equal(counter.kept, 2 * KNOWN_STUB_PARTS);
    assert.equal(counter.count(call(KNOWN_STUB_PARTS)), referenceCount(stubText(call(KNOWN_STUB_PARTS))));
    assert.equal(counter.kept, 2, 'both kinds let go of what they kept, and keep the new one');
    assert.equal(counter.count(call(3)), referenceCount(stubText(call(3))));
  });

  test("the stub is the reference's text: the call, the size with thousands separators, the first error line", () => {
    const stub = (content: string | undefined) => stubText({ tool: 'pytest', args: 'tests', tokens: 1_204, errorLine: firstErrorLine(content) });
    assert.equal(stub('collected 3 items\nTypeError: bad operand\nexit 1'), STUBS[3]![0]);
    const counter = new StubCounter();
    const result = { tool: 'pytest', args: 'tests', tokens: 1_204, errorLine: firstErrorLine('collected 3 items\nTypeError: bad operand\nexit 1') };
    assert.equal(counter.count(result), 32);
    assert.equal(counter.count(result), 32, 'a stub counted before');
    assert.equal(counter.count({ ...result, tokens: 1_204_000 }), 34);
    assert.equal(counter.count({ ...result, errorLine: undefined }), 23);
    const plain = '[cleared: pytest(tests) returned 1,204 tokens. Call it again if you need it.]';
    assert.equal(stub(undefined), plain, 'a trace without text has no error line');
    assert.equal(stubText({ tool: undefined, args: undefined, tokens: 1_204, errorLine: firstErrorLine('x') }), '[cleared: None(None) returned 1,204 tokens. Call it again if you need it.]', "absent fields read as Python's None");
    // The line stops at a bracket and takes a carriage return; the name must start a word (Unicode
    // letters count as word characters, as in Python) and be followed by a colon and a space.
    assert.equal(stub('[AssertionError: 1 != 2] in 0.1s'), `${plain.slice(0, -1)} First error: AssertionError: 1 != 2]`);
    assert.equal(stub('ZeroDivisionError: division by zero\r\n'), `${plain.slice(0, -1)} First error: ZeroDivisionError: division by zero\r]`);
    assert.equal(stub('ÜValueError: no\nvalueError: no\nIOError:no\nKeyError is raised'), plain);
    assert.equal(stub('x TypéError: accented'), `${plain.slice(0, -1)} First error: TypéError: accented]`);
    assert.equal(stub('_ValueError: no\n9KeyError: no\n(OSError: yes'), `${plain.slice(0, -1)} First error: OSError: yes]`);
    assert.equal(stub('x\nCustomException: ünïcode ✓'), `${plain.slice(0, -1)} First error: CustomException: ünïcode ✓]`);
  });

  test('a cleared result costs its stub: counted from the trace, error line included', () => {
    // system 100 + 4, task 96 + 4, calls 46 + 4; a pytest result recorded as 1,200 tokens, with its text.
    const content = 'collected 3 items\nTypeError: bad operand\nexit 1';
    const messages = [msg('system', 100), msg('user', 96), msg('assistant', 46), msg('tool', 1_200, { tool: 'pytest', args: 'tests', errorLine: firstErrorLine(content) }), msg('assistant', 46), msg('assistant', 46)];
    const result = run(messages, { trigger: 1_000, clearAtLeast: 1, keepToolResults: 0, compactAbove: 10_000_000 });
    // Request 2: 204 + 50 + 1,204 = 1,458, above 1,000: the result goes, 1,204 - (32 + 4) = 1,168 freed.
    assert.deepEqual(result.events.toArray(), [{ request: 2, type: 'clear', freedTokens: 1_168, messages: 1 }]);
    assert.deepEqual(result.requests.toArray().map((r) => r.inputTokens), [204, 1_458 - 1_168, 1_458 - 1_168 + 50]);
  });

  test("the summary is the summarizer's output at its cap, the notes, and their framing", () => {
    // "\n\nCurrent notes:\n(empty)" is 6 tokens; "\n\nCurrent notes:\n" 4.
    assert.equal(referenceCount('\n\nCurrent notes:\n(empty)'), 6);
    assert.equal(referenceCount('\n\nCurrent notes:\n'), 4);
    assert.equal(summaryTokens(BUDGET_DEFAULTS), 2_000 + 6);
    assert.equal(summaryTokens({ summaryMaxTokens: 1_500, notesTokens: 300 }), 1_500 + 4 + 300);
  });

  test('requests, events and the overflow are numbered from 1', () => {
    const messages = [msg('system', 1_000), msg('user', 96), msg('assistant', 46), msg('tool', 4_000, { tool: 'fetch' }), msg('assistant', 46), msg('assistant', 46)];
    // Requests: 1,104, then 5,158 and 5,208: the second is the first above a window of 5,000.
    const result = run(messages, { window: 5_000, trigger: 100_000, compactAbove: 100_000 });
    assert.deepEqual(result.requests.toArray().map((r) => r.index), [1, 2, 3]);
    assert.equal(result.totals.overflowRequest, 2);
  });
});

describe('the budget policy in a config file', () => {
  const policy = (yaml: string) => parsePolicy(parseYaml(yaml, 'policy.yml'));
  const fails = (yaml: string, message: RegExp) => assert.throws(() => policy(yaml), (e: unknown) => e instanceof InputError && message.test(e.message));

  test("the summary's size is set by its cap and the notes; the defaults are the reference's", () => {
    assert.deepEqual(policy('type: budget\n'), { type: 'budget', ...BUDGET_DEFAULTS });
    assert.deepEqual(BUDGET_DEFAULTS, {
      window: 200_000,
      trigger: 30_000,
      clearAtLeast: 10_000,
      keepToolResults: 3,
      compactAbove: 20_000,
      keepRecent: 10,
      pinnedTools: ['notes_read'],
      summaryMaxTokens: 2_000,
      notesTokens: 0,
    });
    const set = policy('type: budget\nsummary_max_tokens: 1500\nnotes_tokens: 300\n');
    assert.equal(set.type === 'budget' && set.summaryMaxTokens, 1_500);
    assert.equal(set.type === 'budget' && set.notesTokens, 300);
  });

  test('malformed and retired keys name the file, the line and the key', () => {
    fails('type: budget\nnotes_tokens: -1\n', /^policy\.yml:line 2, key 'notes_tokens': expected a whole number of at least 0, got -1$/);
    fails('type: budget\ntrigger: 1\nsummary_max_tokens: lots\n', /^policy\.yml:line 3, key 'summary_max_tokens': expected a whole number/);
    fails('type: budget\nsummary_tokens: 800\n', /^policy\.yml:line 2, key 'summary_tokens': renamed summary_max_tokens/);
    fails('type: budget\ntrigger: 1\nstub_tokens: 10\n', /^policy\.yml:line 3, key 'stub_tokens': no longer set: a cleared result costs its stub text, counted$/);
    fails('type: budget\nnotes_token: 1\n', /line 2, key 'notes_token': unknown key/);
  });
});
