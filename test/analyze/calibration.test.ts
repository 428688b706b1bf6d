import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { keptShape, recordedShape } from '../../src/analyze/calibration.js';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig, resolveAgents } from '../../src/config/config.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { calibrationLines } from '../../src/report/calibration-lines.js';
import type { ScenarioReport } from '../../src/report/report.js';
import { fixtureTexts, snapshotOf } from '../support/repository-units.js';

const TRAJECTORY = fileURLToPath(new URL('../fixtures/traces/swe-agent-pydicom-1458.traj', import.meta.url));

/**
 * Calibration against a real run: SWE-agent's pydicom-1458 trajectory (12 calls, 122,612 tokens sent,
 * its own bill) given as the runs at base of a repository holding SWE-agent's 0.7 thought-action
 * config, the one that run used. The estimate's agent is fitted to it and simulated again.
 */
describe('a run shape fitted to recorded runs', () => {
  const repo = new Map([...fixtureTexts('../recorded/swe-agent/repository')].filter(([path]) => path !== 'config/default.yaml'));
  const recording = { file: 'runs/pydicom-1458.traj', text: readFileSync(TRAJECTORY, 'utf8') };
  const diff = async (settings: Parameters<typeof mergeConfig>[0] = {}) => {
    const head = new Map(repo);
    const path = 'config/sweagent_0_7/07_thought_action.yaml';
    head.set(path, head.get(path)!.replace('You are an autonomous programmer', 'You are a careful, autonomous programmer'));
    return analyzeDiff({
      base: snapshotOf('b', repo),
      head: snapshotOf('h', head),
      changes: [{ path, status: 'modified' }],
      // The model the run used (SWE-agent sent `gpt-4-1106-preview`), so the prompts are counted as it counted them.
      config: mergeConfig({ model: 'gpt-4-1106-preview' }, settings),
      parsers: await loadCodeParsers(),
      recordings: { base: [recording], head: [recording], ...(settings.steps !== undefined ? { fixedShape: { steps: settings.steps } } : {}) },
    });
  };

  test("SWE-agent's recorded run: 12 calls a run, its output, and tool output solved so the simulation sends what the run sent, within 5%", async () => {
    const report = await diff();
    const [agent] = report.scenarios;
    const c = agent!.calibration!;
    assert.deepEqual([agent!.name, c.side, c.runs, c.fitted.steps, c.fitted.outputTokensPerStep, c.kept], ['SWE-agent config/sweagent_0_7/07_thought_action.yaml', 'base', 1, 12, 114, []]);
    // The bill keeps only the run's totals: no first request to fit the task to.
    assert.equal(c.fitted.taskTokens, undefined);
    assert.equal(c.recordedInputTokens, 122_612);
    // 1,975 tokens of tool output a step: the simulated run sends 122,610, 2 under the run's 122,612.
    assert.equal(c.fitted.toolOutputTokens, 1_975);
    assert.equal(c.simulatedInputTokens, 122_610);
    // gpt-4-1106-preview has no prompt caching, and the bill records none: no cache sentence.
    assert.deepEqual([c.recordedCacheReadShare, c.simulatedCacheReadShare], [0, 0]);
    assert.doesNotMatch(calibrationLines(report.scenarios)[1]!, /cache/);
    assert.ok(Math.abs(c.simulatedInputTokens - 122_612) / 122_612 < 0.05);
    assert.equal(agent!.steps, 12);
    // The change is priced on the fitted shape: a system prompt edit is paid on each of the 12 requests.
    assert.equal(agent!.deltaRunTokens, 12 * agent!.prompt.deltaTokens);
  });

  test('a shape the config sets is kept: steps stay as configured, the rest is fitted around them', async () => {
    const report = await diff({ steps: 30 });
    const c = report.scenarios[0]!.calibration!;
    assert.deepEqual([c.fitted.steps, c.kept, report.scenarios[0]!.steps, c.recordedRequests], [undefined, ['steps'], 30, 12]);
    assert.match(calibrationLines(report.scenarios)[1]!, /kept as configured \(or as the pull request changes it\): `steps` \(the runs made 12 requests\)\. /);
  });
});

describe('the comment on a fitted shape', () => {
  const scenario = (recorded: number, simulated: number) =>
    ({ name: 'app', calibration: { side: 'base', runs: 1, from: null, to: null, fitted: { steps: 3 }, kept: ['task_tokens'], recordedRequests: 3, recordedInputTokens: recorded, simulatedInputTokens: simulated } }) as unknown as ScenarioReport;

  test('within 5% it says how far; past it, a warning: the simulated run is not the recorded one', () => {
    assert.deepEqual(calibrationLines([scenario(1_000, 1_050)]), [
      '',
      'Run shape of **app** from 1 recorded run at base: 3 requests a run; kept as configured (or as the pull request changes it): `task_tokens`. Simulated, those runs send 1,050 input tokens against 1,000 recorded (+5.0%).',
    ]);
    assert.match(calibrationLines([scenario(1_000, 1_051)])[1]!, /\. :warning: Simulated, those runs send 1,051 input tokens against 1,000 recorded \(\+5\.1%\)\.$/);
    assert.deepEqual(calibrationLines([{ name: 'b' } as ScenarioReport]), []);
  });

  test("the runs' cache reads beside the simulation's: a warning past 20 points, or where the runs record none", () => {
    const cached = (recorded: number, simulated: number): string =>
      calibrationLines([{ name: 'app', calibration: { ...scenario(1_000, 1_000).calibration!, recordedCacheReadShare: recorded, simulatedCacheReadShare: simulated } } as ScenarioReport])[1]!;
    assert.match(cached(0.6, 0.8), /\(0\.0%\)\. From the cache: 60% of the runs' input, 80% simulated\.$/);
    assert.match(cached(0.6, 0.81), /\. :warning: From the cache: 60% of the runs' input, 81% simulated\.$/);
    assert.match(
      cached(0, 0.85),
      /\. :warning: The runs' records show no input read from the cache; the simulation reads 85%\. If the agent does not cache \(no `cache_control` on Anthropic\), set `caching: false`\.$/,
    );
    assert.match(cached(0, 0), /\(0\.0%\)\.$/);
  });
});

describe('what calibration fits and what it keeps', () => {
  const agent = (settings: Parameters<typeof mergeConfig>[0] = {}) => resolveAgents(mergeConfig(settings))[0]!;

  test("a setting the pull request changes is kept, so its change is priced; the user's is kept only where the agent runs with it", () => {
    // max_steps 10 at base, 30 at head (a construction the pull request edits): not fitted over.
    assert.deepEqual([...keptShape(agent({ steps: 10 }), agent({ steps: 30 }), {}, new Set())], ['steps']);
    // steps: 20 in the file, but the framework's max_steps of 6 is what runs: fitted.
    assert.deepEqual([...keptShape(agent({ steps: 6 }), agent({ steps: 6 }), { steps: 20 }, new Set())], []);
    assert.deepEqual([...keptShape(agent({ steps: 20 }), agent({ steps: 20 }), { steps: 20 }, new Set())], ['steps']);
    assert.deepEqual([...keptShape(agent(), agent(), {}, new Set(['toolOutputTokens']))], ['toolOutputTokens']);
  });

  test('a run that made no call is no run; requests within a run in the order they were made', () => {
    const record = (run: string, line: number, inputTokens: number, time: string, requests?: number) => ({
      runId: run, inputTokens, cacheReadTokens: 0, cacheWrite5mTokens: 0, cacheWrite1hTokens: 0, outputTokens: 10, reasoningTokens: 0, time, ...(requests === undefined ? {} : { requests }), source: { file: 'r.jsonl', line },
    });
    assert.equal(recordedShape([record('a', 1, 0, '2026-12-01T00:00:00Z', 0)], 'base'), undefined);
    // `…09.871Z` is after `…09Z`, though it sorts before it as text.
    const shape = recordedShape([record('a', 2, 900, '2026-12-01T00:00:09.871Z'), record('a', 1, 500, '2026-12-01T00:00:09Z'), record('b', 3, 0, '2026-12-01T00:00:00Z', 0)], 'base')!;
    assert.deepEqual([shape.runs, shape.requests, shape.firstRequestTokens, shape.inputTokens, shape.outputTokensPerRequest], [1, 2, 500, 1_400, 10]);
  });
});
