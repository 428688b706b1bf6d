import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { pythonJsonDumps } from '../../src/frameworks/python/python-json.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { predictedRuns, recordedScenarios, recordedShape, recordedTokens, requestSequence, scenarioDiff, type RecordedScenario } from '../support/recorded-smolagents.js';

/**
 * ctxguard's smolagents runs against the real library's (test/fixtures/recorded/smolagents, recorded
 * by scripts/smolagents/record.sh): told the shape of the recorded run, it predicts which requests
 * carry a change and by how much, and what the whole base run sends.
 */
let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

const sum = (xs: readonly number[]): number => xs.reduce((n, x) => n + x, 0);
/** The posted tool list counted as the request body writes it, as ctxguard counts its own. */
const tokens = (request: Parameters<typeof recordedTokens>[0]): number => recordedTokens(request, (tools) => pythonJsonDumps(tools));

/** The agent ctxguard finds for a recorded construction. */
const agentName = (c: RecordedScenario['agents'][number]['construction']): string => `smolagents ${c.class} ${c.variable} (${c.path})`;

for (const scenario of recordedScenarios()) {
  describe(`recorded: ${scenario.scenario}`, () => {
    for (const agent of scenario.agents) {
      const name = agentName(agent.construction);
      const recorded = { base: agent.runs.base.requests, head: agent.runs.head.requests };
      const shape = recordedShape(scenario, recorded.base);

      test(`${agent.construction.variable}: the same requests, the same ones carry the change, by the same amount`, async () => {
        const run = (await predictedRuns(scenario, shape)).get(name);
        assert.ok(run, `no agent ${name}`);
        const predicted = { base: requestSequence(run.base), head: requestSequence(run.head) };
        assert.deepEqual(predicted.base.map((r) => r.kind), recorded.base.map((r) => r.kind), 'the kinds of request, in order');
        assert.deepEqual(predicted.head.map((r) => r.kind), recorded.head.map((r) => r.kind));
        const recordedDelta = recorded.head.map((r, i) => tokens(r) - tokens(recorded.base[i]!));
        const predictedDelta = predicted.head.map((r, i) => r.inputTokens - predicted.base[i]!.inputTokens);
        const carrying = (deltas: number[]): number[] => deltas.flatMap((d, i) => (d !== 0 ? [i + 1] : []));
        assert.deepEqual(carrying(predictedDelta), carrying(recordedDelta), `requests that carry the change: predicted ${predictedDelta}, recorded ${recordedDelta}`);
        const [p, r] = [sum(predictedDelta), sum(recordedDelta)];
        if (r === 0) assert.equal(p, 0);
        else {
          assert.ok(Math.abs(p - r) <= 0.02 * Math.abs(r), `run delta ${p} against the recording's ${r}`);
        }
        // The comment's figure is this run's delta.
        const report = scenarioDiff(scenario, parsers, shape);
        assert.equal(report.scenarios.find((s) => s.name === name)?.deltaRunTokens, p);
      });

      test(`${agent.construction.variable}: the base run sends within 5% of the recording`, async () => {
        const run = (await predictedRuns(scenario, shape)).get(name)!;
        const [p, r] = [run.base.totals.inputTokens, sum(recorded.base.map(tokens))];
        assert.ok(Math.abs(p - r) <= 0.05 * r, `base run ${p} against the recording's ${r}`);
      });
    }
  });
}

describe('recorded runs, all told', () => {
  test('every construction of every scenario is an agent, named by class, variable and file', async () => {
    for (const scenario of recordedScenarios()) {
      const names = [...(await predictedRuns(scenario, {})).keys()];
      for (const agent of scenario.agents) assert.ok(names.includes(agentName(agent.construction)), `${scenario.scenario}: ${names.join(', ')}`);
    }
  });

  test('the worst ratios over every recorded agent: run deltas exact, base runs within 4%', async () => {
    const worst = { delta: 1, base: 1 };
    for (const scenario of recordedScenarios()) {
      for (const agent of scenario.agents) {
        const base = agent.runs.base.requests;
        const run = (await predictedRuns(scenario, recordedShape(scenario, base))).get(agentName(agent.construction))!;
        const recordedDelta = sum(agent.runs.head.requests.map(tokens)) - sum(base.map(tokens));
        const predictedDelta = run.head.totals.inputTokens - run.base.totals.inputTokens;
        if (recordedDelta !== 0) worst.delta = Math.max(worst.delta, predictedDelta / recordedDelta, recordedDelta / predictedDelta);
        const [p, r] = [run.base.totals.inputTokens, sum(base.map(tokens))];
        worst.base = Math.max(worst.base, p / r, r / p);
      }
    }
    console.log(`worst ratio: run delta ${worst.delta.toFixed(4)}, base run ${worst.base.toFixed(4)}`);
    // Tighter than each test's own bound: what the recordings show today, so that a drift is seen.
    assert.equal(worst.delta, 1);
    assert.ok(worst.base <= 1.04, `base ${worst.base}`);
  });
});
