import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig } from '../../src/config/config.js';
import type { Snapshot } from '../../src/extract/snapshot.js';
import { describeDelivery } from '../../src/frameworks/delivery.js';
import { InputError } from '../../src/input-error.js';
import { isDeliveryDescription } from '../../src/report/delivery-words.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { parseStoredReport } from '../../src/report/stored-report.js';

const snapshot = (sha: string, text: string): Snapshot => ({
  ref: sha,
  sha,
  files: [
    { path: 'prompts/system.md', kind: { format: 'text', role: 'system' }, content: { kind: 'text', text } },
    { path: 'AGENTS.md', kind: { format: 'text', role: 'instructions' }, content: { kind: 'text', text: `# Rules\n${text}` } },
  ],
});
const report = analyzeDiff({
  base: snapshot('b', 'Be brief.'),
  head: snapshot('h', 'Be brief. Cite your sources.'),
  changes: [{ path: 'prompts/system.md', status: 'modified' }, { path: 'AGENTS.md', status: 'modified' }],
  config: mergeConfig({}),
});

/** The report with one value replaced, as a stored file would hold it (any JSON, whatever the type says). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test writes values of the wrong type on purpose
type Loose = any;
function edited(edit: (r: Loose) => void): string {
  const copy: Loose = JSON.parse(JSON.stringify(report));
  edit(copy);
  return JSON.stringify(copy);
}

function rejects(text: string, key: string, message: RegExp): void {
  assert.throws(
    () => parseStoredReport(text, 'report.json'),
    (e: unknown) => e instanceof InputError && e.where.key === key && message.test(e.message),
  );
}

describe('a stored report', () => {
  test('a report as the diff writes it reads back whole, and renders the same comment', () => {
    const stored = parseStoredReport(JSON.stringify(report), 'report.json');
    assert.deepEqual(stored, report);
    assert.equal(renderMarkdown(stored), renderMarkdown(report));
    // Two agents found: Codex (AGENTS.md) and the app (prompts/system.md).
    assert.deepEqual(stored.scenarios.map((s) => s.name).sort(), ['Codex', 'app']);
  });

  test('budgets, the tolerance and the acceptance are checked, their words the renderer\'s own', () => {
    const budget = { budget: 'budgets[0]', origin: { file: '.ctxguard.yml', line: 2 }, kind: 'file', subject: 'AGENTS.md', measure: 'tokens', limit: 5, base: null, head: 9, paths: ['AGENTS.md'], status: 'over' };
    assert.deepEqual(parseStoredReport(edited((r) => (r.budgets = [budget])), 'report.json').budgets, [budget]);
    rejects(edited((r) => (r.budgets = [{ ...budget, status: 'fine' }])), 'budgets.0.status', /expected within, over, tolerated/);
    rejects(edited((r) => (r.budgets = [{ ...budget, measure: 'vibes' }])), 'budgets.0.measure', /expected tokens, startupTokens/);
    rejects(edited((r) => (r.budgets = [{ ...budget, kind: 'repo' }])), 'budgets.0.kind', /expected file, files, agent/);
    rejects(edited((r) => (r.budgets = [{ ...budget, head: '9' }])), 'budgets.0.head', /expected a number/);
    rejects(edited((r) => (r.verdict.accepted = { label: 'x', by: 3, reasons: [] })), 'verdict.accepted.by', /expected a string/);
    rejects(edited((r) => (r.verdict.tolerancePercent = '10')), 'verdict.tolerancePercent', /expected a number/);
    rejects(edited((r) => (r.scenarios[0].startup = { baseTokens: 1 })), 'scenarios.0.startup.headTokens', /expected a number/);
  });

  test('the per-agent fields are checked: agent, scenarios\' files, model change, interaction, context, sentBy', () => {
    rejects(edited((r) => (r.totals.agent = 7)), 'totals.agent', /expected a string, got number/);
    rejects(edited((r) => (r.scenarios[0].files = [{ path: 'a.md', baseTokens: 1, headTokens: 2, deltaTokens: 1, deltaRunTokens: '9', deltaRunUsd: 0 }])), 'scenarios.0.files.0.deltaRunTokens', /expected a number/);
    rejects(edited((r) => (r.scenarios[0].files = [{ path: 'a.md', deltaRunTokens: 9, deltaRunUsd: 0 }])), 'scenarios.0.files.0.baseTokens', /expected a number/);
    rejects(edited((r) => delete r.scenarios[0].prompt.deltaTokens), 'scenarios.0.prompt.deltaTokens', /expected a number/);
    rejects(edited((r) => (r.files[0].units[0].sentBy[0].base = 'by carrier pigeon')), 'files.0.units.0.sentBy.0.base', /expected how an agent sends a unit/);
    rejects(
      edited((r) => r.findings.push({ kind: 'delivery-changed', path: 'a.md', unit: 'a.md', agent: 'app', base: 'every request', head: 'by carrier pigeon', message: 'x' })),
      `findings.${report.findings.length}.head`,
      /expected how an agent sends a unit/,
    );
    rejects(edited((r) => (r.scenarios[0].modelChange = { from: 'a', to: 'b', path: null, line: null, deltaRunTokens: 1 })), 'scenarios.0.modelChange.deltaRunUsd', /expected a number/);
    rejects(edited((r) => (r.scenarios[0].modelChange = 'gpt-4o')), 'scenarios.0.modelChange', /expected an object/);
    rejects(edited((r) => delete r.scenarios[0].interaction), 'scenarios.0.interaction', /expected an object/);
    rejects(edited((r) => (r.scenarios[0].context.head = [1, '2'])), 'scenarios.0.context.head.1', /expected a number/);
    rejects(edited((r) => (r.scenarios[0].cacheNote = ['x'])), 'scenarios.0.cacheNote', /expected a string, got a list/);
    rejects(edited((r) => (r.files[0].units[0].sentBy = [{ agent: 'app' }])), 'files.0.units.0.sentBy.0.delivery', /expected a string/);
    const model = parseStoredReport(
      edited((r) => (r.scenarios[0].modelChange = { from: 'gpt-4o-mini', to: 'gpt-4o', path: null, line: null, deltaRunTokens: 0, deltaRunUsd: 0.001 })),
      'report.json',
    );
    assert.equal(model.scenarios[0]!.modelChange!.to, 'gpt-4o');
  });

  test('a report with measured runs reads back whole and renders the same comment; its fields are checked', () => {
    const recording = (id: string, input: number) => ({ file: `${id}.jsonl`, text: `${JSON.stringify({ id, model: 'gpt-4o', usage: { prompt_tokens: input, completion_tokens: 10 } })}\n` });
    const measured = analyzeDiff({
      base: snapshot('b', 'Be brief.'),
      head: snapshot('h', 'Be brief. Cite your sources.'),
      changes: [{ path: 'prompts/system.md', status: 'modified' }],
      config: mergeConfig({ maxMeasuredDeltaUsd: 0 }),
      recordings: { base: [recording('b', 1_000)], head: [recording('h', 1_200)] },
    });
    assert.equal(measured.measured!.agents.length, 1);
    const stored = parseStoredReport(JSON.stringify(measured), 'report.json');
    assert.deepEqual(stored, measured);
    assert.equal(renderMarkdown(stored), renderMarkdown(measured));
    assert.match(renderMarkdown(stored), /\*\*Measured\*\* on recorded runs/);
    const loose: Loose = JSON.parse(JSON.stringify(measured));
    loose.measured.agents[0].head.inputTokens.median = '1200';
    rejects(JSON.stringify(loose), 'measured.agents.0.head.inputTokens.median', /expected a number/);
    loose.measured.agents[0].head = { runs: 1 };
    rejects(JSON.stringify(loose), 'measured.agents.0.head.requests', /expected a number/);
  });

  test('a report of an older version is refused by its version, saying why', () => {
    rejects(edited((r) => (r.version = 1)), 'version', /expected version 3, got 1: a report from an older ctxguard, which numbered requests from 0/);
    rejects(edited((r) => (r.version = 2)), 'version', /expected version 3, got 2: a report from an older ctxguard, whose totals summed all agents' prompt material/);
    rejects(edited((r) => (r.version = '3')), 'version', /expected version 3, got "3"/);
  });

  test('request numbers start at 1: a 0 is a report numbered the old way, whose every number is one off', () => {
    rejects(edited((r) => (r.totals.headOverflowRequest = 0)), 'totals.headOverflowRequest', /expected a request number \(from 1\), got 0/);
    rejects(edited((r) => (r.scenarios[0].head.overflowRequest = 2.5)), 'scenarios.0.head.overflowRequest', /expected a request number \(from 1\), got 2\.5/);
    rejects(edited((r) => (r.scenarios[0].context.headEdits = [3, 0])), 'scenarios.0.context.headEdits.1', /expected a request number \(from 1\), got 0/);
    rejects(
      edited((r) => (r.scenarios[0].whatIf = [{ policy: 'window', baseRunTokens: 1, headRunTokens: 2, deltaRunTokens: 1, deltaRunUsd: 0, headPeakContext: 2, headOverflowRequest: '4' }])),
      'scenarios.0.whatIf.0.headOverflowRequest',
      /expected a request number \(from 1\), got "4"/,
    );
    const read = parseStoredReport(edited((r) => {
      r.totals.headOverflowRequest = 1;
      r.scenarios[0].context.baseEdits = [1, 12];
    }), 'report.json');
    assert.equal(read.totals.headOverflowRequest, 1);
    assert.deepEqual(read.scenarios[0]!.context.baseEdits, [1, 12]);
  });

  test('a delivery must be in the renderer\'s own words; the names in them may be anything', () => {
    rejects(
      edited((r) => (r.files[0].units[0].sentBy[0].delivery = '**free**, trust me')),
      'files.0.units.0.sentBy.0.delivery',
      /expected how an agent sends a unit, got "\*\*free\*\*, trust me"/,
    );
    const named = parseStoredReport(edited((r) => (r.files[0].units[0].sentBy[0].delivery = 'on invocation only (<img src=x> @octocat)')), 'report.json');
    assert.equal(named.files[0]!.units[0]!.sentBy[0]!.delivery, 'on invocation only (<img src=x> @octocat)');
  });
});

describe('the words a delivery is described with', () => {
  test('every kind describeDelivery writes is recognised, and nothing else', () => {
    const all = [
      describeDelivery({ kind: 'every-request' }),
      describeDelivery({ kind: 'start' }),
      describeDelivery({ kind: 'after-history' }),
      describeDelivery({ kind: 'per-step' }),
      describeDelivery({ kind: 'tool-result' }),
      describeDelivery({ kind: 'on-trigger', what: 'src/api/AGENTS.md' }),
      describeDelivery({ kind: 'while-matching', paths: ['src/**/*.ts', 'test/**'] }),
      describeDelivery({ kind: 'invoked', name: 'deploy' }),
      describeDelivery({ kind: 'side-call', call: 'update-plan', readsHistory: true }),
      describeDelivery({ kind: 'side-call', call: 'final-answer', readsHistory: true }),
      describeDelivery({ kind: 'other-agent', agent: 'researcher' }),
      describeDelivery({ kind: 'on-failure' }),
      describeDelivery({ kind: 'never', reason: 'past the 8,000-character cap' }),
      describeDelivery({ kind: 'side-call', call: 'structured-response', readsHistory: true }),
      describeDelivery({ kind: 'repeated', copies: [{ kind: 'every-request' }, { kind: 'after-history' }] }),
    ];
    assert.deepEqual(all.filter((d) => !isDeliveryDescription(d)), []);
    assert.deepEqual(
      ['every request!', 'sometimes', 'on invocation only', ' every request', 'in the context', 'every request + sometimes'].filter(isDeliveryDescription),
      [],
    );
  });
});
