import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction, runtimes, type ActionRunOptions } from '../support/action-runner.js';
import { git, initRepo } from '../support/git-repo.js';
import { pullRequestRun, pullRequestStage } from '../support/pull-request-scene.js';
import { estimatedCount } from '../support/reference-count.js';

/**
 * The events the action runs on (merge queues, pushes of new branches, runs with no payload), what a
 * hostile pull request can do to the run (loosen its own gate, link its config outside the
 * workspace), and the two-workflow path for forks (`publish-report` from workflow_run).
 */
const SYSTEM_0 = 'You are a careful coding agent. Run the tests before you answer.\n';
const SYSTEM_1 = 'You are a careful coding agent. Run the tests before you answer, and quote the failing line.\n';
const DELTA = estimatedCount(SYSTEM_1) - estimatedCount(SYSTEM_0);
const SECRET = 'TOP-SECRET-RUNNER-FILE';

describe('events, trust and the fork path, on the bundled action', () => {
  const node = runtimes()[0]!.node;
  const stage = pullRequestStage('events', {
    initial: { 'prompts/system.md': SYSTEM_0, 'prompts/old.md': 'Summarise.\n', '.ctxguard.yml': 'max_delta_tokens: 5\n' },
    feature: [{ 'prompts/system.md': SYSTEM_1, '.ctxguard.yml': 'max_delta_tokens: 100000\nsteps: 10\n' }],
    mainAfter: { 'README.md': 'x\n' },
    rename: ['prompts/old.md', 'prompts/new.md'],
  });
  let secretFile: string;

  before(() => {
    secretFile = join(stage.dir, 'secret.yml');
    writeFileSync(secretFile, `${SECRET}: [\n`);
  });

  const options = (over: Partial<ActionRunOptions>): ActionRunOptions => ({
    ...pullRequestRun(node, stage.scene, stage.github.url, stage.dir),
    inputs: {},
    ...over,
  });
  /** A workspace as actions/checkout leaves it at one commit, depth 1. */
  const checkout = (name: string, sha: string): string => {
    const workspace = initRepo(join(stage.dir, name));
    git(workspace, 'remote', 'add', 'origin', `file://${stage.scene.origin}`);
    git(workspace, 'fetch', '--quiet', '--depth=1', 'origin', sha);
    git(workspace, 'checkout', '--quiet', '--detach', sha);
    return workspace;
  };
  const reportOf = (outputs: Record<string, string>) => JSON.parse(readFileSync(outputs['report-json']!, 'utf8'));

  test("a pull request cannot loosen its own gate: the base branch's thresholds judge it, the new ones are shown", async () => {
    const run = await runAction(options({}));
    assert.equal(run.exitCode, 1, run.stdout);
    assert.match(run.stdout, new RegExp(`::error::ctxguard: delta-tokens \\+${DELTA} \\(app\\) is above max-delta-tokens 5`));
    const comment = stage.github.comments.at(-1)!.body;
    assert.match(comment, /this pull request changes the thresholds \(max-delta-tokens 5 → 100000\); the check uses the base branch's until it merges/);
    // Its other settings do price the change: 10 steps, not 20.
    assert.equal(run.outputs['delta-run-tokens'], String(10 * DELTA));
    assert.equal(reportOf(run.outputs).verdict.thresholds.maxDeltaTokens, 5);
  });

  test('the config input spelled ./.ctxguard.yml still finds the base commit\'s config', async () => {
    const run = await runAction(options({ inputs: { config: './.ctxguard.yml', comment: 'off' } }));
    assert.equal(run.exitCode, 1, run.stdout);
    assert.equal(reportOf(run.outputs).verdict.thresholds.maxDeltaTokens, 5);
  });

  test('a threshold given as an input still wins over the base config', async () => {
    const run = await runAction(options({ inputs: { 'max-delta-tokens': '1000' } }));
    assert.equal(run.exitCode, 0, run.stdout);
    assert.equal(reportOf(run.outputs).verdict.thresholds.maxDeltaTokens, 1000);
  });

  test('a config that links outside the workspace is listed and never read', async () => {
    const workspace = join(stage.dir, 'linked-config');
    git(stage.dir, 'clone', '--quiet', stage.scene.workspace, workspace);
    rmSync(join(workspace, '.ctxguard.yml'));
    symlinkSync(secretFile, join(workspace, '.ctxguard.yml'));
    const run = await runAction(options({ workspace, inputs: { comment: 'off' } }));
    assert.equal(run.exitCode, 1, 'judged by the base config, max-delta-tokens 5');
    assert.match(run.stdout, /::warning::input 'config': '\.ctxguard\.yml' links to a file outside the workspace; not read/);
    assert.match(run.summary, /`\.ctxguard\.yml`: a symbolic link to a file outside the workspace; not read/);
    assert.ok(!(run.stdout + run.stderr + run.summary).includes(SECRET), 'the linked file is never printed');
  });

  test('a policy file outside the workspace is refused by name, unread', async () => {
    const run = await runAction(options({ inputs: { policy: '../secret.yml' } }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::input 'policy': '\.\.\/secret\.yml' is outside the workspace; not read/);
    assert.ok(!(run.stdout + run.stderr).includes(SECRET));
  });

  test('an unknown model input is named', async () => {
    const run = await runAction(options({ inputs: { model: 'gpt-17-ultra' } }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::input 'model': unknown model 'gpt-17-ultra'/);
  });

  test('merge_group: the queued group commit is compared with the base it will land on; no comment', async () => {
    const before = stage.github.requests.length;
    const event = {
      action: 'checks_requested',
      merge_group: { head_sha: stage.scene.mergeSha, head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-abc', base_sha: stage.scene.baseSha, base_ref: 'refs/heads/main' },
    };
    const run = await runAction(options({ workspace: checkout('queue', stage.scene.mergeSha), eventName: 'merge_group', event, ref: 'refs/heads/gh-readonly-queue/main/pr-7-abc', inputs: { 'max-delta-tokens': '1000' } }));
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    const report = reportOf(run.outputs);
    assert.deepEqual([report.base.sha, report.head.sha], [stage.scene.baseSha, stage.scene.mergeSha]);
    assert.equal(run.outputs['delta-tokens'], String(DELTA));
    assert.equal(stage.github.requests.length, before, 'a merge group has no pull request to comment on');
    assert.match(run.summary, /prompts\/system\.md/);
  });

  test('merge_group with a payload missing its base names the field', async () => {
    const run = await runAction(options({ eventName: 'merge_group', event: { merge_group: { head_sha: stage.scene.mergeSha } } }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::the merge_group event payload's merge_group\.base_sha: expected a commit id, got null/);
  });

  test('push of a new branch: compared from where it left the default branch', async () => {
    const event = { ref: 'refs/heads/feature', before: '0'.repeat(40), after: stage.scene.headSha, created: true, repository: { default_branch: 'main' } };
    const run = await runAction(options({ workspace: checkout('push-new', stage.scene.headSha), eventName: 'push', event, sha: stage.scene.headSha, ref: 'refs/heads/feature', inputs: { comment: 'off' } }));
    assert.equal(run.exitCode, 1, 'the base config at the fork point sets max-delta-tokens 5');
    const report = reportOf(run.outputs);
    assert.deepEqual([report.base.ref, report.base.sha, report.head.sha], ['main', stage.scene.forkPoint, stage.scene.headSha]);
    assert.equal(run.outputs['delta-tokens'], String(DELTA));
  });

  test('schedule without base-ref names the input', async () => {
    const run = await runAction(options({ eventName: 'schedule', event: { schedule: '0 0 * * *' }, sha: stage.scene.headSha, ref: 'refs/heads/main' }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::input 'base-ref': required for schedule events/);
  });

  test('a pull_request run whose payload file is missing says so, not "base-ref required"', async () => {
    const run = await runAction(options({ env: { GITHUB_EVENT_PATH: join(stage.dir, 'nowhere.json') } }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::the pull_request event's payload is missing: GITHUB_EVENT_PATH '.*nowhere\.json' does not exist/);
    const unset = await runAction(options({ env: { GITHUB_EVENT_PATH: undefined } }));
    assert.match(unset.stdout, /::error::the pull_request event's payload is missing: GITHUB_EVENT_PATH is not set/);
  });

  test('a pull_request payload without a head sha, or one that is not JSON, is named', async () => {
    const event = { ...stage.scene.event, pull_request: { ...stage.scene.event.pull_request, head: { ref: 'feature' } } };
    const run = await runAction(options({ event }));
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::the pull_request event payload's pull_request\.head\.sha: expected a commit id, got null/);
    const broken = join(stage.dir, 'broken-event.json');
    writeFileSync(broken, '{"pull_request": {"number": 7,');
    const bad = await runAction(options({ env: { GITHUB_EVENT_PATH: broken } }));
    assert.equal(bad.exitCode, 1);
    assert.match(bad.stdout, /::error::ctxguard could not start: the event payload file \(GITHUB_EVENT_PATH .*broken-event\.json\) is not valid JSON/);
  });

  describe('forks: the pull_request run uploads its report, a workflow_run run posts it', () => {
    let artifact: string;
    let commentBody: string;
    const poster = (workspace: string, report: string, headSha = stage.scene.headSha): ActionRunOptions =>
      options({
        workspace,
        eventName: 'workflow_run',
        event: { action: 'completed', workflow_run: { id: 99, event: 'pull_request', head_sha: headSha, pull_requests: [] } },
        sha: stage.scene.baseSha,
        ref: 'refs/heads/main',
        inputs: { 'publish-report': report },
      });

    before(async () => {
      // The fork's run: read-only, so it posts nothing and keeps its report for upload.
      const run = await runAction(options({ inputs: { comment: 'off', 'max-delta-tokens': '1000' } }));
      assert.equal(run.exitCode, 0, run.stdout);
      artifact = join(stage.dir, 'poster', 'ctxguard-report');
      mkdirSync(artifact, { recursive: true });
      cpSync(run.outputs['report-json']!, join(artifact, 'report.json'));
      commentBody = readFileSync(run.outputs['comment-body']!, 'utf8');
      stage.github.comments.length = 0;
    });

    test('the report is posted as the sticky comment, rendered again, on the pull request it was made for', async () => {
      const run = await runAction(poster(join(stage.dir, 'poster'), 'ctxguard-report/report.json'));
      assert.equal(run.exitCode, 0, run.stdout + run.stderr);
      assert.equal(stage.github.comments.length, 1);
      const [markerLine, ...rest] = stage.github.comments[0]!.body.split('\n');
      assert.equal(markerLine, `<!-- ctxguard:comment key=ctxguard head=${stage.scene.headSha} -->`);
      // The same comment, its footer's head linked on the pull request's page, which this run builds from its own event.
      const linked = commentBody.replace(/→ head `([0-9a-f]{7})`/, (_m, short: string) => `→ head [\`${short}\`](https://github.com/acme/agent/pull/7/commits/${stage.scene.headSha})`);
      assert.notEqual(linked, commentBody);
      assert.equal(rest.join('\n'), linked);
      assert.equal(run.outputs['comment-id'], String(stage.github.comments[0]!.id));
      assert.equal(run.outputs['delta-tokens'], String(DELTA));
    });

    test('a report for another head than the workflow run was for is refused', async () => {
      const before = stage.github.requests.length;
      const run = await runAction(poster(join(stage.dir, 'poster'), 'ctxguard-report/report.json', 'd'.repeat(40)));
      assert.equal(run.exitCode, 1);
      assert.match(run.stdout, /::error::input 'publish-report': the report is for head [0-9a-f]{7}, but the workflow run was for ddddddd; not posted/);
      assert.equal(stage.github.requests.length, before);
    });

    test('a report that names a pull request whose head is another commit is not posted there', async () => {
      stage.github.pullHead = 'e'.repeat(40);
      try {
        const before = stage.github.requests.length;
        const run = await runAction(poster(join(stage.dir, 'poster'), 'ctxguard-report/report.json'));
        assert.equal(run.exitCode, 0, run.stdout);
        assert.match(run.stdout, /::warning::Pull request #7's head is eeeeeee, not the workflow run's [0-9a-f]{7}: the report is not posted there/);
        assert.deepEqual(stage.github.requests.slice(before).map((r) => r.method), ['GET']);
      } finally {
        stage.github.pullHead = stage.scene.headSha;
      }
    });

    test('a malformed report names the key; one outside the workspace is not read', async () => {
      const report = JSON.parse(readFileSync(join(artifact, 'report.json'), 'utf8'));
      report.files[0].path = 42;
      writeFileSync(join(artifact, 'bad.json'), JSON.stringify(report));
      const run = await runAction(poster(join(stage.dir, 'poster'), 'ctxguard-report/bad.json'));
      assert.equal(run.exitCode, 1);
      assert.match(run.stdout, /::error::ctxguard-report\/bad\.json, key 'files\.0\.path': expected a string, got number/);
      const outside = await runAction(poster(join(stage.dir, 'poster'), '../secret.yml'));
      assert.match(outside.stdout, /::error::input 'publish-report': '\.\.\/secret\.yml' is outside the workspace and RUNNER_TEMP; not read/);
      assert.ok(!outside.stdout.includes(SECRET));
    });

    test("measured runs in a stored report: the gate works from its sides' medians, never its stated delta; a hostile agent name stays text", async () => {
      const report = JSON.parse(readFileSync(join(artifact, 'report.json'), 'utf8'));
      const spread = (n: number) => ({ median: n, min: n, max: n });
      const side = (input: number, usd: number) => ({ runs: 2, requests: 4, inputTokens: spread(input), cacheReadTokens: spread(0), outputTokens: spread(10), costUsd: spread(usd), from: null, to: null, unpriced: [] });
      const name = '<img src=x onerror=alert(1)> @octocat [x](https://evil.example)';
      // The file states no change; its sides say +$2.00 per 1,000 runs, over the base branch's limit of $1.
      report.measured = { base: [{ file: 'b.jsonl', format: 'otel-genai' }], head: [{ file: 'h.jsonl', format: 'otel-genai' }], agents: [{ agent: name, scenario: null, base: side(1_000, 0.001), head: side(1_500, 0.003), deltaInputTokens: 0, deltaCostUsd: 0 }] };
      report.verdict.thresholds.maxMeasuredDeltaUsd = 1;
      writeFileSync(join(artifact, 'measured.json'), JSON.stringify(report));
      stage.github.comments.length = 0;
      const run = await runAction(poster(join(stage.dir, 'poster'), 'ctxguard-report/measured.json'));
      assert.equal(run.exitCode, 0, run.stdout);
      const body = stage.github.comments.at(-1)!.body;
      assert.match(body, /:x: \*\*Check failed\*\*: measured delta-run-usd \+&#36;2\.00 per 1,000 runs/);
      assert.match(body, /\| 2 \/ 2 \| 1,000 → 1,500 \(\*\*\+500\*\*\) \|/);
      assert.doesNotMatch(body, /<img|@octocat|\[x\]\(https/);
    });

    test('words the comment shows as they are come from this run, never from the report', async () => {
      const report = JSON.parse(readFileSync(join(artifact, 'report.json'), 'utf8'));
      report.verdict = { ...report.verdict, status: 'fail', reasons: ['<img src=x onerror=alert(1)> @octocat'] };
      writeFileSync(join(artifact, 'reasons.json'), JSON.stringify(report));
      stage.github.comments.length = 0;
      const run = await runAction(poster(join(stage.dir, 'poster'), 'ctxguard-report/reasons.json'));
      assert.equal(run.exitCode, 0, run.stdout);
      const body = stage.github.comments.at(-1)!.body;
      assert.doesNotMatch(body, /<img|@octocat|Check failed/);
      assert.match(body, /Within budget/);
      report.files[0].units[0].role = '<b>system</b>';
      writeFileSync(join(artifact, 'role.json'), JSON.stringify(report));
      const bad = await runAction(poster(join(stage.dir, 'poster'), 'ctxguard-report/role.json'));
      assert.equal(bad.exitCode, 1);
      assert.match(bad.stdout, /::error::ctxguard-report\/role\.json, key 'files\.0\.units\.0\.role': expected instructions, system/);
    });

    test('publish-report on a pull_request event is refused by name', async () => {
      const run = await runAction(options({ inputs: { 'publish-report': 'x.json' } }));
      assert.equal(run.exitCode, 1);
      assert.match(run.stdout, /::error::input 'publish-report': only for workflow_run events/);
    });
  });
});
