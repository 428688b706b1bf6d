import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { parseConfigFile } from '../../src/config/config-file.js';
import { configFrom, mergeConfig } from '../../src/config/config.js';
import type { Snapshot, SourceFile } from '../../src/extract/snapshot.js';
import { InputError } from '../../src/input-error.js';
import { resolveModel } from '../../src/models/catalog.js';
import { estimatedCount, referenceCount } from '../support/reference-count.js';

const file = (path: string, text: string): SourceFile => ({ path, kind: { format: 'text', role: 'system' }, content: { kind: 'text', text } });
const snapshot = (sha: string, files: SourceFile[]): Snapshot => ({ ref: sha, sha, files });
const CONFIG = `
model: claude-sonnet-4-5
agents:
  - name: research
    include: [prompts/research/**]
    steps: 10
  - name: triage
    include: [prompts/triage/**]
    model: gpt-4o
    steps: 4
`;

describe('agents and models from the config', () => {
  const research0 = 'Research carefully.';
  const research1 = 'Research carefully. Cite every source with its URL, title and date of access.';
  const base = snapshot('b', [file('prompts/research/system.md', research0), file('prompts/triage/system.md', 'Triage.')]);
  const head = snapshot('h', [file('prompts/research/system.md', research1), file('prompts/triage/system.md', 'Triage.')]);
  const changes = [{ path: 'prompts/research/system.md', status: 'modified' as const }];

  test('each agent sends only its units and runs its own steps and model', () => {
    const report = analyzeDiff({ base, head, changes, config: mergeConfig(parseConfigFile(CONFIG, '.ctxguard.yml')) });
    // research runs on the default Claude model: its estimate, o200k_base times Claude's measured ratio.
    const delta = estimatedCount(research1) - estimatedCount(research0);
    assert.deepEqual(report.scenarios.map((s) => [s.name, s.model, s.steps, s.deltaRunTokens]), [
      ['research', 'claude-sonnet-4-5', 10, 10 * delta],
      ['triage', 'gpt-4o', 4, 0],
    ]);
    assert.equal(report.files[0]!.deltaRunTokens, 10 * delta);
    assert.equal(report.totals.deltaRunTokens, 10 * delta);
  });

  test('a rename that moves a file from one agent to another is priced, not assumed free', () => {
    const moved = analyzeDiff({
      base,
      head: snapshot('h', [file('prompts/triage/research.md', research0), file('prompts/triage/system.md', 'Triage.')]),
      changes: [{ path: 'prompts/triage/research.md', status: 'renamed', previousPath: 'prompts/research/system.md' }],
      config: mergeConfig(parseConfigFile(CONFIG, '.ctxguard.yml')),
    });
    // Each agent counts the file in its own model's terms: Claude's estimate, gpt-4o's exact count.
    const [claude, gpt] = [estimatedCount(research0), referenceCount(research0)];
    assert.equal(moved.files[0]!.deltaTokens, 0);
    // Each agent's run changes; the file's row and the headline are the most affected agent's.
    assert.deepEqual(moved.scenarios.map((s) => [s.name, s.deltaRunTokens, s.files.map((f) => f.deltaRunTokens)]), [
      ['research', -10 * claude, [-10 * claude]],
      ['triage', 4 * gpt, [4 * gpt]],
    ]);
    assert.deepEqual([moved.files[0]!.agent, moved.files[0]!.deltaRunTokens], ['research', -10 * claude]);
    assert.deepEqual([moved.totals.agent, moved.totals.deltaRunTokens], ['research', -10 * claude]);
  });

  test('a flag or input wins over every agent\'s own setting', () => {
    const config = configFrom(parseConfigFile(CONFIG, '.ctxguard.yml'), { steps: 3, model: 'gpt-4.1' });
    const report = analyzeDiff({ base, head, changes, config });
    assert.deepEqual(report.scenarios.map((s) => [s.model, s.steps]), [['gpt-4.1', 3], ['gpt-4.1', 3]]);
  });

  test('each agent counts in its own model\'s encoding; the report in the first agent\'s', () => {
    // Cyrillic and CJK text counts very differently in o200k_base and cl100k_base.
    const text0 = 'Отвечай кратко.';
    const text1 = 'Отвечай кратко и по существу. 用中文回答所有问题，并引用来源。';
    const config = mergeConfig(parseConfigFile('agents:\n  - name: new\n    model: gpt-4o\n    steps: 5\n  - name: legacy\n    model: gpt-4-turbo\n    steps: 5\n', 'c.yml'));
    const report = analyzeDiff({
      base: snapshot('b', [file('AGENTS.md', text0)]),
      head: snapshot('h', [file('AGENTS.md', text1)]),
      changes: [{ path: 'AGENTS.md', status: 'modified' }],
      config,
    });
    const o200k = referenceCount(text1) - referenceCount(text0);
    const cl100k = referenceCount(text1, 'cl100k_base') - referenceCount(text0, 'cl100k_base');
    assert.notEqual(o200k, cl100k, 'the texts must tell the encodings apart');
    // The most affected agent first.
    assert.deepEqual(report.scenarios.map((s) => [s.name, s.deltaRunTokens]), [['legacy', 5 * cl100k], ['new', 5 * o200k]]);
    assert.equal(report.files[0]!.deltaTokens, o200k);
    // gpt-4-turbo's $10 per million input tokens against gpt-4o's $2.50: the legacy agent is the most affected.
    assert.deepEqual([report.files[0]!.agent, report.files[0]!.deltaRunTokens], ['legacy', 5 * cl100k]);
    assert.equal(report.model.encoding, 'o200k_base');
    // Each moved agent has its own what-if table, priced in its own run: AGENTS.md is in the prefix,
    // which no memory policy edits, so under every policy each agent pays its own 5 x delta.
    assert.deepEqual(
      report.scenarios.map((s) => [s.name, s.whatIf.map((w) => w.deltaRunTokens)]),
      [
        ['legacy', report.scenarios[0]!.whatIf.map(() => 5 * cl100k)],
        ['new', report.scenarios[1]!.whatIf.map(() => 5 * o200k)],
      ],
    );
    assert.ok(report.scenarios.every((s) => s.whatIf.length >= 2));
    assert.deepEqual(report.scenarios[0]!.whatIf.map((w) => w.policy), report.scenarios[1]!.whatIf.map((w) => w.policy));
  });

  test('an edit that keeps the first agent\'s count is still priced for an agent whose encoding counts it differently', () => {
    const config = mergeConfig(parseConfigFile('agents:\n  - name: main\n    model: gpt-4o\n    steps: 2\n  - name: legacy\n    model: gpt-4-turbo\n    steps: 3\n', 'c.yml'));
    // Find an edit that o200k_base counts the same and cl100k_base does not.
    const words = ['Latvian', 'Catalan', 'Estonian', 'Basque', 'Welsh', 'Icelandic', 'Maltese', 'Slovene'];
    const say = (w: string): string => `Answer every question in ${w}.`;
    const pair = words.flatMap((a) => words.map((b) => [a, b] as const)).find(
      ([a, b]) => a !== b && referenceCount(say(a)) === referenceCount(say(b)) && referenceCount(say(a), 'cl100k_base') !== referenceCount(say(b), 'cl100k_base'),
    );
    assert.ok(pair, 'some edit must keep the o200k count and change the cl100k one');
    const [from, to] = pair;
    const report = analyzeDiff({
      base: snapshot('b', [file('AGENTS.md', say(from))]),
      head: snapshot('h', [file('AGENTS.md', say(to))]),
      changes: [{ path: 'AGENTS.md', status: 'modified' }],
      config,
    });
    const cl100k = referenceCount(say(to), 'cl100k_base') - referenceCount(say(from), 'cl100k_base');
    assert.equal(report.files[0]!.deltaTokens, 0);
    assert.equal(report.files[0]!.units[0]!.deltaRunTokens, 3 * cl100k);
    assert.equal(report.files[0]!.deltaRunTokens, report.totals.deltaRunTokens);
  });

  test('models: overrides, and Anthropic cache prices that follow a new input price', () => {
    const parsed = parseConfigFile('models:\n  claude-sonnet-4-5:\n    input: 6\n  my-model:\n    provider: anthropic\n    input: 2\n    output: 8\n', 'c.yml');
    const sonnet = resolveModel('claude-sonnet-4-5', parsed.models);
    assert.deepEqual([sonnet.prices.input.base, sonnet.prices.cacheRead!.base, sonnet.prices.cacheWrite!.base], [6, 0.6000000000000001, 7.5]);
    const mine = resolveModel('my-model', parsed.models);
    assert.deepEqual([mine.prices.cacheRead!.base, mine.prices.cacheWrite!.base, mine.source], [0.2, 2.5, 'the config']);
    assert.equal(resolveModel('my-model', parsed.models, '1h').prices.cacheWrite!.base, 4);
  });

  test('an unknown model is an error at its line in the config', () => {
    assert.throws(
      () => parseConfigFile('agents:\n  - name: a\n    model: gpt-17\n', 'c.yml'),
      (e: unknown) => e instanceof InputError && /^c\.yml:line 3, key 'agents\.0\.model': unknown model 'gpt-17'/.test(e.message),
    );
    assert.throws(() => parseConfigFile('models:\n', 'c.yml'), (e: unknown) => e instanceof InputError && /key 'models': expected a mapping/.test(e.message));
  });
});
