import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { join } from 'node:path';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readActionMetadata } from '../../scripts/action-metadata.js';
import { runAction, runtimes, type ActionRunOptions } from '../support/action-runner.js';
import { git, initRepo } from '../support/git-repo.js';
import { pullRequestRun, pullRequestStage } from '../support/pull-request-scene.js';
import { estimatedCount } from '../support/reference-count.js';
import { TEST_TOKEN as TOKEN } from '../support/step-inputs.js';
const paragraph = (topic: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `Step ${i + 1}: when the ${topic} tool returns, check the result before you use it.`).join('\n') + '\n';

const FILES = {
  agents: '# AGENTS.md\n\nRun the tests with `npm test` before every commit.\n',
  agentsOnMain: '# AGENTS.md\n\nRun the tests with `npm test` before every commit. Use Node 24.\n',
  system0: 'You are a research agent.\n' + paragraph('search', 5),
  system1: 'You are a research agent.\n' + paragraph('search', 5) + paragraph('browser', 40),
  renamed: 'Summarise the page in three sentences.\n',
  legacy: 'You are a helpful assistant.\n',
  claude: '# CLAUDE.md\n\nPrefer small commits. Explain every prompt change in the pull request.\n',
};

function sceneFiles() {
  return {
    initial: {
      'AGENTS.md': FILES.agents,
      'prompts/system.md': FILES.system0,
      'prompts/old-name.md': FILES.renamed,
      'prompts/legacy.md': FILES.legacy,
      'src/agent.py': 'print("hello")\n',
      'README.md': '# The agent\n',
    },
    feature: [
      {
        'prompts/system.md': FILES.system1,
        'prompts/legacy.md': null,
        'CLAUDE.md': FILES.claude,
        'prompts/diagram.txt': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        'src/agent.py': 'print("hello, world")\n',
      },
    ],
    mainAfter: { 'AGENTS.md': FILES.agentsOnMain, 'docs/guide.md': 'A guide.\n' },
    rename: ['prompts/old-name.md', 'prompts/new-name.md'] as [string, string],
  };
}

const t = (text: string): number => estimatedCount(text);
// The headline agent is the product's (`app`): AGENTS.md is the coding agents', CLAUDE.md Claude Code's.
// Its prompt material: the prompts. Base is main's tip (the merge's first parent).
const EXPECTED = {
  base: t(FILES.system0) + t(FILES.renamed) + t(FILES.legacy),
  head: t(FILES.system1) + t(FILES.renamed),
  delta: t(FILES.system1) - t(FILES.system0) - t(FILES.legacy),
};

for (const runtime of runtimes()) {
  describe(`the bundled action on a pull_request, ${runtime.name}`, () => {
    const stage = pullRequestStage('e2e', sceneFiles());
    let base: Omit<ActionRunOptions, 'inputs'>;

    before(() => {
      // Others have commented before: more than one page of 100.
      for (let i = 0; i < 150; i++) stage.github.comments.push({ id: i + 1, body: `review comment ${i}`, user: { login: 'reviewer', type: 'User' } });
      // Someone pasted the marker: their comment must never be overwritten.
      stage.github.comments.push({ id: 151, body: '<!-- ctxguard:comment key=ctxguard --> ha', user: { login: 'mallory', type: 'User' } });
      base = pullRequestRun(runtime.node, stage.scene, stage.github.url, stage.dir);
    });

    test('the workspace starts without the base commit', () => {
      assert.equal(git(stage.scene.workspace, 'rev-parse', '--is-shallow-repository'), 'true');
      assert.throws(() => git(stage.scene.workspace, 'cat-file', '-e', `${stage.scene.baseSha}^{commit}`));
    });

    test('first run: one comment created, exact deltas in outputs and summary', async () => {
      const run = await runAction({ ...base, inputs: { 'max-delta-tokens': '100000' } });
      assert.equal(run.exitCode, 0, run.stdout + run.stderr);
      assert.equal(run.outputs['base-tokens'], String(EXPECTED.base));
      assert.equal(run.outputs['head-tokens'], String(EXPECTED.head));
      assert.equal(run.outputs['delta-tokens'], String(EXPECTED.delta));
      // Its run sends its prompts on each of 20 requests; CLAUDE.md is in Claude Code's run, not in this figure.
      assert.equal(run.outputs.agent, 'app');
      assert.equal(run.outputs['delta-run-tokens'], String(20 * EXPECTED.delta));
      assert.equal(run.outputs['delta-percent'], ((EXPECTED.delta / EXPECTED.base) * 100).toFixed(2));
      assert.equal(run.outputs.verdict, 'pass');

      const posts = stage.github.requests.filter((r) => r.method === 'POST');
      assert.equal(posts.length, 1);
      assert.equal(stage.github.comments.length, 152);
      assert.equal(stage.github.comments.find((c) => c.id === 151)!.body, '<!-- ctxguard:comment key=ctxguard --> ha');
      const mine = stage.github.comments.at(-1)!;
      assert.equal(run.outputs['comment-id'], String(mine.id));
      const marker = `<!-- ctxguard:comment key=ctxguard head=${stage.scene.headSha} -->`;
      assert.equal(mine.body, `${marker}\n${readFileSync(run.outputs['comment-body']!, 'utf8')}`, 'comment-body is the file of the comment, under its marker');
      assert.equal(`${marker}\n${run.summary.trim()}`, mine.body.trim(), 'the job summary is the comment');
      assert.deepEqual(Object.keys(run.outputs).sort(), Object.keys(readActionMetadata().outputs).sort(), 'every declared output is set, and only those');
      // Both pages of existing comments were read before creating a new one, and again after it, to
      // keep one comment if another run created one meanwhile.
      const pages = stage.github.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments')).length;
      assert.equal(pages, 4);
      assert.ok(posts.every((r) => r.authorization === `token ${TOKEN}`));

      const report = JSON.parse(readFileSync(run.outputs['report-json']!, 'utf8'));
      assert.equal(report.base.sha, git(stage.scene.workspace, 'rev-parse', `${stage.scene.mergeSha}^1`));
      assert.equal(report.base.sha, stage.scene.baseSha);
      const paths = report.files.map((f: { path: string }) => f.path);
      assert.deepEqual(paths.sort(), ['CLAUDE.md', 'prompts/legacy.md', 'prompts/new-name.md', 'prompts/system.md']);
      const system = report.files.find((f: { path: string }) => f.path === 'prompts/system.md');
      assert.equal(system.deltaTokens, t(FILES.system1) - t(FILES.system0));
      assert.equal(system.deltaRunTokens, 20 * system.deltaTokens);
      const renamed = report.files.find((f: { path: string }) => f.path === 'prompts/new-name.md');
      assert.deepEqual([renamed.status, renamed.previousPath, renamed.deltaTokens], ['renamed', 'prompts/old-name.md', 0]);
      assert.ok(!paths.includes('AGENTS.md'), 'a change that landed on main is not part of the PR');
      assert.match(mine.body, /`prompts\/diagram\.txt` \(head\): binary content/);
      assert.ok(!(run.stdout + run.stderr).includes(TOKEN), 'the token is never printed');
    });

    test('second run: the same comment is updated, then the gate fails after posting', async () => {
      const before = stage.github.requests.length;
      const run = await runAction({ ...base, inputs: { 'max-delta-tokens': '5', 'max-delta-percent': '1' } });
      assert.equal(run.exitCode, 1);
      const requests = stage.github.requests.slice(before);
      assert.equal(requests.filter((r) => r.method === 'POST').length, 0, 'no second comment');
      assert.equal(requests.filter((r) => r.method === 'PATCH').length, 1);
      assert.equal(stage.github.comments.length, 152);
      const mine = stage.github.comments.at(-1)!;
      assert.equal(run.outputs['comment-id'], String(mine.id));
      assert.match(mine.body, /:x: \*\*Check failed\*\*: delta-tokens \+[\d,]+ \(app\) is above max-delta-tokens 5/);
      assert.match(run.stdout, /::error::ctxguard: delta-tokens \+[\d,]+ \(app\) is above max-delta-tokens 5; delta-percent \+\d+% \(app\) is above max-delta-percent 1%; delta-tokens \+\d+ \(Claude Code\) is above max-delta-tokens 5/);
      assert.equal(run.outputs.verdict, 'fail');
      assert.equal(run.outputs['delta-tokens'], String(EXPECTED.delta));
      assert.match(run.summary, /Check failed/);
      assert.ok(!(run.stdout + run.stderr).includes(TOKEN));
    });

    test('a read-only token (403 on commenting) is a warning: summary, outputs and gate still work', async () => {
      stage.github.failures.push({ method: 'PATCH', status: 403 });
      const run = await runAction({ ...base, inputs: { 'max-delta-tokens': '100000' } });
      assert.equal(run.exitCode, 0, run.stdout);
      assert.match(run.stdout, /::warning::Could not comment on the pull request \(403/);
      assert.equal(run.outputs.verdict, 'pass');
      assert.equal(run.outputs['comment-id'], '');
      assert.equal(run.outputs['delta-tokens'], String(EXPECTED.delta));
      assert.match(run.summary, /ctxguard: prompt context cost/);
    });

    test('a server error is retried', async () => {
      const before = stage.github.requests.length;
      stage.github.failures.push({ method: 'GET', status: 502 });
      const run = await runAction({ ...base, inputs: {} });
      assert.equal(run.exitCode, 0, run.stdout);
      const gets = stage.github.requests.slice(before).filter((r) => r.method === 'GET' && r.path.endsWith('/comments'));
      assert.equal(gets.length, 3, 'the failed first page, then both pages');
      assert.ok(run.outputs['comment-id']);
    });
  });
}

describe('the bundled action, other events and bad input', () => {
  const stage = pullRequestStage('e2e-events', sceneFiles());
  const node = runtimes()[0]!.node;

  const options = (over: Partial<ActionRunOptions>): ActionRunOptions => ({
    ...pullRequestRun(node, stage.scene, stage.github.url, stage.dir),
    inputs: {},
    ...over,
  });

  test('pull_request_target: the base branch is checked out; the fork point is compared with the head', async () => {
    const workspace = initRepo(join(stage.dir, 'target-workspace'));
    git(workspace, 'remote', 'add', 'origin', `file://${stage.scene.origin}`);
    git(workspace, 'fetch', '--quiet', '--depth=1', 'origin', `+${stage.scene.baseSha}:refs/remotes/origin/main`);
    git(workspace, 'checkout', '--quiet', '--detach', stage.scene.baseSha);
    const run = await runAction(options({ workspace, eventName: 'pull_request_target', sha: stage.scene.baseSha, ref: 'refs/heads/main' }));
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    const report = JSON.parse(readFileSync(run.outputs['report-json']!, 'utf8'));
    assert.equal(report.base.sha, stage.scene.forkPoint);
    assert.equal(report.head.sha, stage.scene.headSha);
    assert.equal(run.outputs['delta-tokens'], String(EXPECTED.delta));
    assert.ok(!report.files.some((f: { path: string }) => f.path === 'AGENTS.md'));
  });

  test('workflow_dispatch with base-ref compares the branch with its fork point on main', async () => {
    const workspace = initRepo(join(stage.dir, 'dispatch-workspace'));
    git(workspace, 'remote', 'add', 'origin', `file://${stage.scene.origin}`);
    git(workspace, 'fetch', '--quiet', '--depth=1', 'origin', '+refs/heads/feature:refs/remotes/origin/feature');
    git(workspace, 'checkout', '--quiet', '--detach', stage.scene.headSha);
    const run = await runAction(
      options({ workspace, eventName: 'workflow_dispatch', event: {}, sha: stage.scene.headSha, ref: 'refs/heads/feature', inputs: { 'base-ref': 'main' } }),
    );
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(run.outputs['delta-tokens'], String(EXPECTED.delta));
    assert.equal(run.outputs['comment-id'], '', 'no pull request, no comment');
    assert.match(run.summary, /prompts\/system\.md/);
  });

  test('workflow_dispatch without base-ref names the missing input', async () => {
    const run = await runAction(options({ eventName: 'workflow_dispatch', event: {}, sha: stage.scene.headSha, ref: 'refs/heads/feature' }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::input 'base-ref': required for workflow_dispatch events/);
  });

  test('a wrong input value gets a message naming the input', async () => {
    const requestsBefore = stage.github.requests.length;
    const run = await runAction(options({ inputs: { 'max-delta-tokens': 'lots' } }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::input 'max-delta-tokens': expected a number of tokens \(0 or more\), got "lots"/);
    assert.equal(stage.github.requests.length, requestsBefore, 'nothing posted on bad input');
  });

  test("an input action.yml does not declare: the runner's warning, and the action runs without it", async () => {
    await assert.rejects(runAction(options({ inputs: { 'max-delta-tokenz': '1' } })), /runAction: Unexpected input\(s\) 'max-delta-tokenz', valid inputs are \['github-token', 'config', /);
    const run = await runAction(options({ inputs: { 'max-delta-tokenz': '1' }, acceptWarnings: true }));
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.deepEqual(run.warnings.map((w) => w.split(',')[0]), ["Unexpected input(s) 'max-delta-tokenz'"]);
    assert.equal(run.outputs.verdict, 'pass', 'the misspelt threshold is not applied');
  });

  test('a workspace without a checkout says what to add', async () => {
    const workspace = join(stage.dir, 'no-checkout');
    mkdirSync(workspace);
    const run = await runAction(options({ workspace }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::the workspace .* is not a git repository: run actions\/checkout before ctxguard/);
  });

  test('a test merge commit that is gone (a re-run after base moved): the fork point is compared', async () => {
    const workspace = initRepo(join(stage.dir, 'gone-merge'));
    git(workspace, 'remote', 'add', 'origin', `file://${stage.scene.origin}`);
    git(workspace, 'fetch', '--quiet', '--depth=1', 'origin', `+${stage.scene.headSha}:refs/remotes/origin/feature`);
    git(workspace, 'checkout', '--quiet', '--detach', stage.scene.headSha);
    const run = await runAction(options({ workspace, sha: 'f'.repeat(40) }));
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    const report = JSON.parse(readFileSync(run.outputs['report-json']!, 'utf8'));
    assert.equal(report.base.sha, stage.scene.forkPoint);
    assert.equal(run.outputs['delta-tokens'], String(EXPECTED.delta));
  });

  test('an unwritable job summary is a warning: outputs and the gate still work', async () => {
    const run = await runAction(options({ summaryPath: stage.dir, inputs: { 'max-delta-tokens': '1' } }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::warning::Could not write the job summary/);
    assert.match(run.stdout, /::error::ctxguard: delta-tokens/);
    assert.equal(run.outputs['delta-tokens'], String(EXPECTED.delta));
    assert.equal(run.outputs.verdict, 'fail');
  });

  test('money and peak context: outputs, thresholds and a configured policy', async () => {
    const run = await runAction(
      options({ inputs: { model: 'gpt-4o', policy: '{type: window, keep_last_steps: 2}', 'max-delta-usd': '0.01', 'max-peak-context': '100', 'runs-per-month': '30000' } }),
    );
    assert.equal(run.exitCode, 1);
    const report = JSON.parse(readFileSync(run.outputs['report-json']!, 'utf8'));
    assert.equal(report.model.id, 'gpt-4o');
    assert.equal(report.model.exact, true);
    assert.equal(Number(run.outputs['delta-run-usd']).toFixed(6), report.totals.deltaRunUsd.toFixed(6));
    assert.ok(Number(run.outputs['delta-run-usd']) > 0);
    assert.equal(run.outputs['head-peak-context'], String(report.totals.headPeakContext));
    assert.match(run.stdout, /delta-run-usd \+\$[\d.]+ per 1,000 runs \(app\) is above max-delta-usd \$0\.01/);
    assert.match(run.stdout, /head-peak-context [\d,]+ \(app\) is above max-peak-context 100/);
    assert.match(report.scenarios[0].policy, /window: tool outputs of the last 2 steps kept/);
    assert.ok(Math.abs(report.totals.deltaMonthlyUsd - 30000 * report.totals.deltaRunUsd) < 1e-9);
    assert.match(run.summary, /per 1,000 runs\*\* · \*\*\+\$[\d,.]+ a month\*\* at 30,000 runs/);
    assert.match(run.summary, /What if: the change under other memory policies/);
  });

  test('a malformed config file names the file, line and key', async () => {
    const workspace = join(stage.dir, 'bad-config');
    git(stage.dir, 'clone', '--quiet', stage.scene.workspace, workspace);
    writeFileSync(join(workspace, 'ctxguard.yml'), 'include:\n  - prompts/**\nmax_delta_tokenz: 5\n');
    const run = await runAction(options({ workspace, inputs: { config: 'ctxguard.yml' } }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::.*ctxguard\.yml:line 3, key 'max_delta_tokenz': unknown key/);
  });
});
