import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { headline, measuredFiguresOf } from '../../src/analyze/headline.js';
import { matchRecordedAgents, measureRuns, readRecordedSides } from '../../src/analyze/measured-runs.js';
import { measuredCrossings, type MeasuredFigures, type Thresholds } from '../../src/gate/thresholds.js';
import { gateRulesOf } from '../../src/gate/rules.js';

const measuredReasons = (figures: MeasuredFigures, thresholds: Thresholds): string[] => measuredCrossings(figures, thresholds).map((c) => c.reason);
import type { Recording } from '../../src/analyze/recordings.js';
import type { ScenarioReport } from '../../src/report/report.js';
import { otelRunLine } from '../support/otel-runs.js';

/** A file of provider usage lines: one request each, in one run per file. */
const file = (name: string, lines: Array<{ id: string; model?: string; input: number; output?: number }>): Recording => ({
  file: name,
  text: lines.map((l) => JSON.stringify({ id: l.id, ...(l.model ? { model: l.model } : {}), usage: { input_tokens: l.input, output_tokens: l.output ?? 0 } })).join('\n') + '\n',
});

describe('recorded agents are matched to the estimate by name', () => {
  test('the same name; then the same but for case and punctuation; then the one left on each side', () => {
    assert.deepEqual([...matchRecordedAgents(['app', 'claude-code'], ['Claude Code', 'app'])], [['app', 'app'], ['claude-code', 'Claude Code']]);
    assert.deepEqual([...matchRecordedAgents(['agent'], ['default'])], [['agent', 'default']]);
    // The estimate's one agent is what any single recorded agent left over records.
    assert.deepEqual([...matchRecordedAgents(['research'], ['app'])], [['research', 'app']]);
  });

  test('two agents left on either side match none: no recording is priced against a guess', () => {
    assert.deepEqual([...matchRecordedAgents(['research', 'writer'], ['app'])], []);
    assert.deepEqual([...matchRecordedAgents(['research'], ['app', 'Claude Code'])], []);
    // One named agent left on each side of an estimate of several: a different agent, not a guess.
    assert.deepEqual([...matchRecordedAgents(['research', 'claude_code'], ['app', 'Claude Code'])], [['claude_code', 'Claude Code']]);
    assert.deepEqual([...matchRecordedAgents(['agent', 'claude_code'], ['app', 'Claude Code'])], [['claude_code', 'Claude Code'], ['agent', 'app']]);
    // Two recorded names that differ only in case both claim one agent: neither gets it by that rule.
    assert.deepEqual([...matchRecordedAgents(['App', 'APP'], ['app', 'other'])], []);
  });
});

describe('measured runs are priced as the estimate prices the agent', () => {
  const scenario = (name: string, model: string, from?: string) => ({ name, model, modelChange: from ? ({ from, to: model } as ScenarioReport['modelChange']) : null });

  test("a record that names no model is priced as its agent's model at that end: the base model before a model change", () => {
    const sides = readRecordedSides({ base: [file('base.jsonl', [{ id: 'b1', input: 100_000 }])], head: [file('head.jsonl', [{ id: 'h1', input: 100_000 }])] });
    const measured = measureRuns(sides, { scenarios: [scenario('app', 'claude-sonnet-4-5', 'claude-haiku-4-5')], models: {} });
    const [app] = measured.agents;
    // 100,000 fresh input tokens (below Sonnet's long-context tier): $1/MTok on Haiku 4.5 at base, $3 on Sonnet 4.5 at head.
    const usd = (n: number | null | undefined): string => n!.toFixed(6);
    assert.deepEqual([app!.agent, app!.scenario, usd(app!.base!.costUsd!.median), usd(app!.head!.costUsd!.median), usd(app!.deltaCostUsd)], ['agent', 'app', '0.100000', '0.300000', '0.200000']);
  });

  test('an agent that matches no estimate is priced only at the models its records name, or the model the user names', () => {
    const sides = readRecordedSides({ base: [file('b.jsonl', [{ id: 'b1', input: 10 }])], head: [file('h.jsonl', [{ id: 'h1', input: 10 }])] });
    const alone = measureRuns(sides, { scenarios: [], models: {} });
    assert.deepEqual([alone.agents[0]!.base!.costUsd, alone.agents[0]!.base!.unpriced, alone.agents[0]!.deltaCostUsd], [null, ['(no model named)'], null]);
    const named = measureRuns(sides, { scenarios: [], models: {}, namedModel: 'gpt-4o' });
    assert.equal(named.agents[0]!.deltaCostUsd, 0);
    assert.equal(named.agents[0]!.base!.costUsd!.median, (10 * 2.5) / 1e6);
  });

  test("agents in the estimate's order, then the rest by name; a request in two files counts once", () => {
    const base = [file('a.jsonl', [{ id: 'x', model: 'gpt-4o', input: 100 }]), file('copy.jsonl', [{ id: 'x', model: 'gpt-4o', input: 100 }])];
    const sides = readRecordedSides({ base, head: base });
    assert.deepEqual(sides.base.records.length, 1);
    assert.deepEqual(sides.base.files, [{ file: 'a.jsonl', format: 'provider-usage' }, { file: 'copy.jsonl', format: 'provider-usage' }]);
    const runs = ['mid', 'alpha', 'beta', 'zeta'].map((agent, i) => otelRunLine({ traceId: `${i}`.padEnd(32, '0'), agent, model: 'gpt-4o', start: 1_796_083_200, requests: [{ input: 10, cacheRead: 0, output: 1 }] }));
    const named = readRecordedSides({ base: [{ file: 'runs.jsonl', text: `${runs.join('\n')}\n` }], head: [] });
    const ordered = measureRuns(named, { scenarios: [scenario('zeta', 'gpt-4o'), scenario('alpha', 'gpt-4o')], models: {} });
    assert.deepEqual(ordered.agents.map((a) => [a.agent, a.scenario]), [['zeta', 'zeta'], ['alpha', 'alpha'], ['beta', null], ['mid', null]]);
  });
});

describe('the gate on measured runs', () => {
  const figures = { agent: 'app', baseRuns: 3, headRuns: 1, deltaCostUsd: 0.0078 };
  test('exactly at max-measured-delta-usd passes; a tenth of a cent per 1,000 runs over fails, naming the agent and its runs', () => {
    assert.deepEqual(measuredReasons(figures, { maxMeasuredDeltaUsd: 7.8 }), []);
    assert.deepEqual(measuredReasons({ ...figures, deltaCostUsd: 0.0078001 }, { maxMeasuredDeltaUsd: 7.8 }), [
      'measured delta-run-usd +$7.8001 per 1,000 runs (app, median of 3 runs at base and 1 at head) is above max-measured-delta-usd $7.80',
    ]);
    assert.deepEqual(measuredReasons(figures, {}), []);
    assert.deepEqual(measuredReasons({ ...figures, deltaCostUsd: null }, { maxMeasuredDeltaUsd: 0 }), [], 'runs on one side only cannot be judged');
  });

  test('an agent that fails on its recorded runs heads the report, its reason in the verdict', () => {
    const agent = (name: string, deltaRunUsd: number) =>
      ({ name, deltaRunUsd, deltaRunTokens: 0, prompt: { baseTokens: 0, headTokens: 0, deltaTokens: 0, deltaPercent: 0 }, base: { peakContext: 0 }, head: { peakContext: 0 } }) as unknown as ScenarioReport;
    const measured = [{ agent: 'quiet', scenario: 'quiet', base: null, head: null, deltaInputTokens: 10, deltaCostUsd: 0.01 }];
    const { scenarios, verdict } = headline([agent('loud', 1), agent('quiet', 0)], gateRulesOf({ maxMeasuredDeltaUsd: 5 }), measured);
    assert.deepEqual(scenarios.map((s) => s.name), ['quiet', 'loud']);
    assert.equal(verdict.status, 'fail');
    assert.match(verdict.reasons[0]!, /^measured delta-run-usd \+\$10\.00 per 1,000 runs \(quiet, median of 0 runs at base and 0 at head\)/);
    assert.equal(verdict.thresholds.maxMeasuredDeltaUsd, 5);
    assert.deepEqual(measuredFiguresOf({ ...measured[0]!, scenario: null, agent: 'nightly' }).agent, 'nightly');
  });
});
