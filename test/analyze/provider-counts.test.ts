import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeDiff, prepareDiff } from '../../src/analyze/diff.js';
import { parseConfigFile } from '../../src/config/config-file.js';
import { mergeConfig } from '../../src/config/config.js';
import type { TokenCounts } from '../../src/count/token-counts.js';
import type { Snapshot, SourceFile } from '../../src/extract/snapshot.js';
import { estimatedCount, referenceCount as t } from '../support/reference-count.js';
import { STAND_INS } from '../../src/models/calibration.js';

const file = (path: string, text: string): SourceFile => ({ path, kind: { format: 'text', role: 'system' }, content: { kind: 'text', text } });
const snapshot = (sha: string, files: SourceFile[]): Snapshot => ({ ref: sha, sha, files });

/** Counts as an adapter hands them in, per model id and text: plain data, nothing asked of anyone. */
function counts(byModel: Record<string, Array<[string, number]>>, failure?: string): TokenCounts {
  return {
    models: new Map(
      Object.entries(byModel).map(([model, pairs]) => {
        const known = new Map(pairs);
        return [model, { tokens: (text: string) => known.get(text), ...(failure ? { failure } : {}) }];
      }),
    ),
  };
}

// Two agents: research on Claude (counts from Anthropic), triage on gpt-4o (its own tokenizer).
const CONFIG = `
model: claude-sonnet-4-5
agents:
  - name: research
    include: [prompts/research/**, prompts/shared/**]
    steps: 10
  - name: triage
    include: [prompts/triage/**, prompts/shared/**]
    model: gpt-4o
    steps: 4
`;
const R0 = 'Research carefully.';
const R1 = 'Research carefully. Cite every source with its URL, title and date of access.';
const TRIAGE = 'Triage.';
const SHARED = 'Answer in English, in plain words.';
const base = snapshot('b', [file('prompts/research/system.md', R0), file('prompts/triage/system.md', TRIAGE), file('prompts/shared/style.md', SHARED)]);
const head = snapshot('h', [file('prompts/research/system.md', R1), file('prompts/triage/system.md', TRIAGE), file('prompts/shared/style.md', SHARED)]);
const input = { base, head, changes: [{ path: 'prompts/research/system.md', status: 'modified' as const }], config: mergeConfig(parseConfigFile(CONFIG, '.ctxguard.yml')) };

// What Anthropic's count_tokens would say for claude-sonnet-4-5 (made-up figures, unlike o200k_base's).
const CLAUDE: Array<[string, number]> = [[R0, 3], [R1, 11], [TRIAGE, 2], [SHARED, 5]];
// One run: n·P + s·n(n−1)/2, P = the system prompt + 4 overhead + the 100-token task + 4, s = 150 + 4 + 500 + 4 a step.
const S = 150 + 4 + 500 + 4;
const run = (n: number, system: number): number => n * (system + 4 + 100 + 4) + (S * n * (n - 1)) / 2;

describe('counts from the provider, handed into the core', () => {
  test('the core lists each model with the distinct texts it prices, base and head together', () => {
    const { needs } = prepareDiff(input);
    assert.deepEqual(needs, [
      // The report's model (the first agent's) counts every unit; SHARED and TRIAGE once each.
      { model: 'claude-sonnet-4-5', provider: 'anthropic', texts: new Set([R0, TRIAGE, SHARED, R1]) },
      // triage's model counts only what triage sends.
      { model: 'gpt-4o', provider: 'openai', texts: new Set([TRIAGE, SHARED]) },
    ]);
  });

  test("the provider's counts price the units and the runs of that model only", () => {
    const report = analyzeDiff(input, counts({ 'claude-sonnet-4-5': CLAUDE }));
    assert.deepEqual(report.files.map((f) => [f.path, f.baseTokens, f.headTokens, f.deltaTokens, f.deltaRunTokens]), [['prompts/research/system.md', 3, 11, 8, 10 * 8]]);
    // The headline agent's prompt material: research's system prompt and the shared style, not triage's.
    assert.deepEqual([report.totals.agent, report.totals.baseTokens, report.totals.headTokens], ['research', 3 + 5, 11 + 5]);
    assert.deepEqual(
      report.scenarios.map((s) => [s.name, s.base.inputTokens, s.head.inputTokens]),
      [
        ['research', run(10, 3 + 5), run(10, 11 + 5)],
        // gpt-4o counts with o200k_base, its own tokenizer, whatever Anthropic said.
        ['triage', run(4, t(TRIAGE) + t(SHARED)), run(4, t(TRIAGE) + t(SHARED))],
      ],
    );
    assert.equal(run(10, 3 + 5), 30_770);
    assert.equal(report.model.exact, true);
    assert.deepEqual(report.counting, [
      { model: 'claude-sonnet-4-5', provider: 'anthropic', method: 'provider', encoding: 'o200k_base', texts: 4, estimatedTexts: 0, failure: null },
      { model: 'gpt-4o', provider: 'openai', method: 'tokenizer', encoding: 'o200k_base', texts: 2, estimatedTexts: 0, failure: null },
    ]);
  });

  test("a text the provider could not count is estimated as it would be without a key, and the report says how many and why", () => {
    const partial = counts({ 'claude-sonnet-4-5': CLAUDE.filter(([text]) => text !== R1) }, 'HTTP 529: overloaded_error: Overloaded after 4 attempts');
    const report = analyzeDiff(input, partial);
    assert.deepEqual(report.files.map((f) => [f.baseTokens, f.headTokens]), [[3, estimatedCount(R1)]]);
    assert.deepEqual(report.scenarios[0]!.head.inputTokens, run(10, estimatedCount(R1) + 5));
    assert.equal(report.model.exact, false);
    assert.deepEqual(report.counting![0], {
      model: 'claude-sonnet-4-5',
      provider: 'anthropic',
      method: 'provider',
      encoding: 'o200k_base',
      scale: STAND_INS.claude3.overall,
      texts: 4,
      estimatedTexts: 1,
      failure: 'HTTP 529: overloaded_error: Overloaded after 4 attempts',
    });
  });

  test("without counts every Claude text is o200k_base's count times Claude's measured ratio; gpt-4o's are exact", () => {
    const report = analyzeDiff(input);
    const e = (text: string): number => estimatedCount(text);
    assert.deepEqual([report.totals.baseTokens, report.totals.headTokens], [e(R0) + e(SHARED), e(R1) + e(SHARED)]);
    // Each text is scaled and rounded on its own: 16 and 8 o200k tokens become 20 (19.84) and 10 (9.92).
    assert.deepEqual([t(R1), t(SHARED), e(R1), e(SHARED)], [16, 8, 20, 10]);
    assert.deepEqual(report.scenarios[1]!.head.inputTokens, run(4, t(TRIAGE) + t(SHARED)));
    assert.equal(report.model.exact, false);
    assert.deepEqual(
      report.counting!.map((c) => [c.model, c.method, c.scale, c.texts, c.estimatedTexts]),
      [
        ['claude-sonnet-4-5', 'estimate', 1.24, 4, 4],
        ['gpt-4o', 'tokenizer', undefined, 2, 0],
      ],
    );
  });

  test('a config that names the encoding gets its counts as they are, not scaled', () => {
    const report = analyzeDiff({ ...input, config: mergeConfig(parseConfigFile(`encoding: o200k_base
${CONFIG}`, '.ctxguard.yml')) });
    assert.deepEqual([report.totals.baseTokens, report.totals.headTokens], [t(R0) + t(SHARED), t(R1) + t(SHARED)]);
    assert.deepEqual(report.counting!.map((c) => [c.method, c.scale]), [['estimate', undefined], ['tokenizer', undefined]]);
  });

  test('one preparation, several reports: the counts are the only difference', () => {
    const prepared = prepareDiff(input);
    const estimated = prepared.report();
    const counted = prepared.report(counts({ 'claude-sonnet-4-5': CLAUDE }));
    assert.deepEqual(estimated, analyzeDiff(input));
    assert.deepEqual(counted, analyzeDiff(input, counts({ 'claude-sonnet-4-5': CLAUDE })));
    assert.notEqual(estimated.totals.headTokens, counted.totals.headTokens);
  });
});
