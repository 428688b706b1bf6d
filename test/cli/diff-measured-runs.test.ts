import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionOutputs } from '../../src/action/outputs.js';
import { main } from '../../src/cli/main.js';
import type { Report } from '../../src/report/report.js';
import { commit, initRepo, tempDir } from '../support/git-repo.js';

/** `ctxguard diff --base-runs --head-runs`: the measured runs of a local change, as the action reports them. */
describe('ctxguard diff with runs recorded at base and at head', () => {
  const dir = tempDir('ctxguard-diff-runs');
  after(() => dir.remove());
  const repo = initRepo(join(dir.path, 'repo'));
  commit(repo, { 'prompts/system.md': 'You are a research agent.\n', '.ctxguard.yml': 'model: gpt-4o\nmax_measured_delta_usd: 0.5\n' }, 'base');
  commit(repo, { 'prompts/system.md': 'You are a research agent. Cite your sources.\n' }, 'head');
  /** One run per line set: requests of `input` prompt tokens, no model named, as an OpenAI usage object. */
  const runs = (side: string, inputs: number[][]): void => {
    mkdirSync(join(dir.path, side), { recursive: true });
    inputs.forEach((run, i) => writeFileSync(join(dir.path, side, `run-${i}.jsonl`), run.map((n, k) => JSON.stringify({ id: `${side}-${i}-${k}`, usage: { prompt_tokens: n, completion_tokens: 0 } })).join('\n') + '\n'));
  };
  // Two runs a side: medians are the means of the two, 1,500 → 1,701 (+201 rounded from +200.5).
  runs('base', [[1_000], [2_000]]);
  runs('head', [[1_200], [2_201]]);
  const diff = async (...args: string[]): Promise<{ code: number; out: string; err: string }> => {
    let out = '';
    let err = '';
    const code = await main(['diff', '--base', 'HEAD~1', '--format', 'json', ...args], { cwd: repo, stdout: (t) => (out += t), stderr: (t) => (err += t) });
    return { code, out, err };
  };

  test("records that name no model are priced as the one configured agent's model; the config's limit gates them", async () => {
    const { code, out, err } = await diff('--base-runs', join(dir.path, 'base'), '--head-runs', join(dir.path, 'head', '*.jsonl'));
    assert.equal(code, 1, err);
    const report = JSON.parse(out) as Report;
    const [app] = report.measured!.agents;
    assert.deepEqual([app!.agent, app!.scenario, app!.deltaInputTokens], ['agent', 'app', 200.5]);
    // gpt-4o: $2.50 per million input tokens; 200.5 tokens more per run is $0.50125 per 1,000 runs, over 0.5.
    assert.equal(app!.deltaCostUsd!.toFixed(8), '0.00050125');
    assert.deepEqual(report.verdict.reasons, ['measured delta-run-usd +$0.501 per 1,000 runs (app, median of 2 runs at base and 2 at head) is above max-measured-delta-usd $0.50']);
    const outputs = actionOutputs(report, { commentId: '', reportPath: 'r.json', commentBodyPath: 'c.md', sarifPath: 'r.sarif' });
    assert.deepEqual([outputs['measured-delta-run-tokens'], outputs['measured-delta-run-usd']], [201, '0.000501']);
  });

  test('--base-runs without --head-runs is named; the flag wins over the config', async () => {
    const alone = await diff('--base-runs', join(dir.path, 'base'));
    assert.equal(alone.code, 2);
    assert.match(alone.err, /--base-runs and --head-runs go together/);
    const loose = await diff('--base-runs', join(dir.path, 'base'), '--head-runs', join(dir.path, 'head'), '--max-measured-delta-usd', '0.51');
    assert.equal(loose.code, 0, loose.err);
  });
});
