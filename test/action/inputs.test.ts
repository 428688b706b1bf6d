import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pathList, readInputs } from '../../src/action/inputs.js';
import { InputError } from '../../src/input-error.js';

const from = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('action inputs', () => {
  test('defaults when the workflow sets nothing', () => {
    const inputs = readInputs(from({}));
    assert.equal(inputs.configPath, '.ctxguard.yml');
    assert.equal(inputs.configRequired, false);
    assert.equal(inputs.commentKey, 'ctxguard');
    assert.equal(inputs.comment, 'update');
    assert.equal(inputs.commentWhenUnchanged, false, 'a pull request that changes no prompt material gets no new comment');
    assert.deepEqual(inputs.overrides, {});
    assert.deepEqual(inputs.providerKeys, {}, 'no key: no text leaves the runner');
    assert.equal(inputs.cache, true);
    assert.equal(inputs.history, null, 'no history unless asked for');
  });

  test("an input turns the accept label off with none or false, and takes the base's budgets away with an empty list", () => {
    assert.equal(readInputs(from({ 'accept-label': 'none' })).overrides.acceptLabel, '');
    assert.equal(readInputs(from({ 'accept-label': 'false' })).overrides.acceptLabel, '');
    assert.deepEqual(readInputs(from({ budgets: '[]' })).overrides.budgets, []);
  });

  test("'history: branch' keeps it in ctxguard-history, or the branch named, linking the page given", () => {
    assert.deepEqual(readInputs(from({ history: 'branch' })).history, { branch: 'ctxguard-history', url: null });
    assert.deepEqual(readInputs(from({ history: 'branch', 'history-branch': 'ops/cost', 'history-url': 'https://acme.github.io/agent/' })).history, { branch: 'ops/cost', url: 'https://acme.github.io/agent/' });
  });

  test("'cache' turns the cache across runs off and on", () => {
    assert.deepEqual(['false', 'off', ' No ', '0', 'true', 'on', 'yes', '1'].map((cache) => readInputs(from({ cache })).cache), [false, false, false, false, true, true, true, true]);
  });

  test("the providers' API keys are read trimmed, and a value that cannot be a key is refused without showing it", () => {
    const inputs = readInputs(from({ 'anthropic-api-key': ' sk-ant-api03-abc \n', 'gemini-api-key': 'AIzaSyabc' }));
    assert.deepEqual(inputs.providerKeys, { anthropic: 'sk-ant-api03-abc', gemini: 'AIzaSyabc' });
    assert.throws(
      () => readInputs(from({ 'gemini-api-key': 'AIza secret' })),
      (e: unknown) => e instanceof InputError && e.message === "input 'gemini-api-key': an API key is one word of printable characters; this one is not (not shown)",
    );
  });

  test('settings are parsed and validated', () => {
    const inputs = readInputs(from({ 'max-delta-tokens': '250', 'max-delta-percent': '2.5', include: 'a/**\nb/*.txt, c.md', config: 'ci/ctxguard.yml', comment: 'false' }));
    assert.deepEqual(inputs.overrides, { maxDeltaTokens: 250, maxDeltaPercent: 2.5, include: ['a/**', 'b/*.txt', 'c.md'] });
    assert.equal(inputs.configRequired, true);
    assert.equal(inputs.comment, 'off');
  });

  test('a wrong value names the input', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ 'max-delta-tokens': 'ten' }, /^input 'max-delta-tokens': expected a number of tokens/],
      [{ 'max-delta-percent': '-1' }, /^input 'max-delta-percent': expected a percentage/],
      [{ encoding: 'p50k' }, /^input 'encoding': expected o200k_base or cl100k_base/],
      [{ steps: '2.5' }, /^input 'steps': expected a whole number/],
      [{ policy: '{type: windw}' }, /^input 'policy':line 1, key 'type': expected none, window or budget/],
      [{ policy: 'policies/missing.yml' }, /^input 'policy': no file 'policies\/missing\.yml' in the workspace/],
      [{ comment: 'maybe' }, /^input 'comment': expected update, new, delete or off/],
      [{ 'comment-key': 'two words' }, /^input 'comment-key': use letters, digits/],
      [{ cache: 'sometimes' }, /^input 'cache': expected true or false, got "sometimes"$/],
      [{ history: 'artifact' }, /^input 'history': expected off or branch, got "artifact"$/],
      [{ history: 'branch', 'history-branch': '--upload-pack=x' }, /^input 'history-branch': expected a branch name/],
      [{ history: 'branch', 'history-branch': 'a..b' }, /^input 'history-branch': expected a branch name/],
      [{ history: 'branch', 'history-url': 'javascript:alert(1)' }, /^input 'history-url': expected an https:\/\/ address/],
      [{ 'tolerance-percent': '-3' }, /^input 'tolerance-percent': expected a percentage/],
      [{ budgets: '- files: a.md' }, /^input 'budgets':line 1, key '0': a budget of files needs `max_tokens:`/],
    ];
    for (const [values, message] of cases) {
      assert.throws(() => readInputs(from(values)), (e: unknown) => e instanceof InputError && message.test(e.message));
    }
  });
});

describe('lists of paths and globs', () => {
  test('one per line or comma-separated; a comma inside braces is the glob\'s; comments and blanks dropped', () => {
    assert.deepEqual(pathList('runs/base\n  runs/{a,b}/*.jsonl , other.json\n# a note\n\n'), ['runs/base', 'runs/{a,b}/*.jsonl', 'other.json']);
    assert.deepEqual(pathList(''), []);
  });
});
