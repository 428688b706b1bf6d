import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAction, runtimes, type ActionRunOptions } from '../support/action-runner.js';
import { pullRequestRun, pullRequestStage } from '../support/pull-request-scene.js';
import { git, initRepo } from '../support/git-repo.js';
import { estimatedCount } from '../support/reference-count.js';
import { groupedNumber } from '../../src/grouped-number.js';

/**
 * Budgets checked at head with the base commit's config, and the two ways a failing check is
 * accepted (a label on the pull request, a tolerance band), on the bundled action against the
 * loopback GitHub.
 */
const AGENTS_0 = 'Keep answers short.\n';
const AGENTS_1 = `${AGENTS_0}${'Before you answer, run the whole test suite and quote every failing line in full.\n'.repeat(6)}`;
const CLAUDE_MD = 'Run npm test before committing.\n';
const HEAD_TOKENS = estimatedCount(AGENTS_1);
/** The base's budget for AGENTS.md: ten tokens under what the pull request makes it. */
const LIMIT = HEAD_TOKENS - 10;
const config = (limit: number): string =>
  `max_delta_tokens: 100000\nbudgets:\n  - files: AGENTS.md\n    max_tokens: ${limit}\n  - agent: Claude Code\n    max_startup_tokens: 5000\n`;

describe('budgets and accepting an increase, on the bundled action', () => {
  const node = runtimes()[0]!.node;
  const stage = pullRequestStage('budgets', {
    initial: { 'AGENTS.md': AGENTS_0, 'CLAUDE.md': CLAUDE_MD, 'prompts/old.md': 'Summarise.\n', '.ctxguard.yml': config(LIMIT) },
    // The pull request also raises its own budget: the base's still judges it.
    feature: [{ 'AGENTS.md': AGENTS_1, '.ctxguard.yml': config(100_000) }],
    mainAfter: { 'README.md': 'x\n' },
    rename: ['prompts/old.md', 'prompts/new.md'],
  });
  const run = (over: { event?: Record<string, unknown>; eventName?: string; inputs?: Record<string, string> } = {}): ReturnType<typeof runAction> => {
    const base = pullRequestRun(node, stage.scene, stage.github.url, stage.dir);
    const options: ActionRunOptions = { ...base, inputs: over.inputs ?? {}, event: { ...stage.scene.event, ...over.event }, ...(over.eventName ? { eventName: over.eventName } : {}) };
    return runAction(options);
  };
  const reportOf = (outputs: Record<string, string>) => JSON.parse(readFileSync(outputs['report-json']!, 'utf8'));
  const pullRequest = (labels: string[]) => ({ ...stage.scene.event.pull_request, labels: labels.map((name) => ({ name })) });
  const eventsAsked = (): number => stage.github.requests.filter((r) => r.path === `/repos/acme/agent/issues/${stage.scene.number}/events`).length;

  test("a budget crossed at head fails the check, judged by the base's limit; the comment shows it with its limit and how to accept", async () => {
    const result = await run();
    assert.equal(result.exitCode, 1, result.stdout);
    const reason = `AGENTS.md is ${HEAD_TOKENS} tokens, above its budget of ${LIMIT} tokens (budgets[0])`;
    assert.match(result.stdout, new RegExp(`::error::ctxguard: ${reason.replace(/[[\]()]/g, '\\$&')}`));
    assert.equal(result.outputs['budgets-over'], '1');
    // An error annotation on the file, and the same result for code scanning.
    assert.ok(result.stdout.includes(`::error title=ctxguard%3A budget,file=AGENTS.md,line=1::${reason}`), result.stdout);
    const sarif = JSON.parse(readFileSync(result.outputs['sarif-file']!, 'utf8'));
    assert.deepEqual(sarif.runs[0].results.filter((r: { ruleId: string }) => r.ruleId === 'ctxguard/budget').map((r: { message: { text: string } }) => r.message.text), [reason]);
    assert.equal(result.outputs['accepted-by'], '');
    const comment = stage.github.comments.at(-1)!.body;
    assert.ok(comment.includes(`| \`budgets[0]\` | \`AGENTS.md\` | ${estimatedCount(AGENTS_0)} | ${HEAD_TOKENS} | ${LIMIT} | :x: 10 over |`), comment);
    assert.match(comment, /To accept this increase, add the label `ctxguard: accept` to the pull request/);
    assert.ok(comment.includes("this pull request changes the thresholds (budgets&#91;0&#93; changed); the check uses the base branch's until it merges"), comment);
    // The agent budget within its limit is listed, collapsed, with what is left.
    const startup = estimatedCount(CLAUDE_MD);
    assert.ok(comment.includes(`| \`budgets[1]\` | Claude Code: start-up context | ${startup} | ${startup} | 5,000 | ${groupedNumber(5000 - startup)} left |`), comment);
    const checks = reportOf(result.outputs).budgets;
    assert.deepEqual(checks.map((c: { budget: string; status: string }) => [c.budget, c.status]), [['budgets[0]', 'over'], ['budgets[1]', 'within']]);
  });

  test('an agent budget given as an input replaces the base’s budgets, and fails on the agent’s figure', async () => {
    const startup = estimatedCount(CLAUDE_MD);
    const result = await run({ inputs: { budgets: `- agent: Claude Code\n  max_startup_tokens: ${startup - 1}\n`, comment: 'off' } });
    assert.equal(result.exitCode, 1, result.stdout);
    const reason = `Claude Code's start-up context is ${startup} tokens, above its budget of ${startup - 1} tokens (budgets[0])`;
    assert.match(result.stdout, new RegExp(`::error::ctxguard: ${reason.replace(/[[\]()]/g, '\\$&')}`));
    const checks = reportOf(result.outputs).budgets;
    assert.deepEqual(checks.map((c: { origin: { file: string } }) => c.origin.file), ["input 'budgets'"]);
    // Exactly at its figure, the agent is within the budget.
    const at = await run({ inputs: { budgets: `- agent: Claude Code\n  max_startup_tokens: ${startup}\n`, comment: 'off' } });
    assert.equal(at.exitCode, 0, at.stdout);
  });

  test('the label added by a labeled event passes the check and names its sender; no API call is needed to know who', async () => {
    const asked = eventsAsked();
    const result = await run({ event: { action: 'labeled', label: { name: 'ctxguard: accept' }, sender: { login: 'alice' }, pull_request: pullRequest(['ctxguard: accept']) } });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(result.outputs.verdict, 'pass');
    assert.equal(result.outputs['accepted-by'], 'alice');
    assert.match(result.stdout, /::notice title=ctxguard%3A increase accepted::the label 'ctxguard: accept' \(added by @alice\) accepts: AGENTS\.md is/);
    const comment = stage.github.comments.at(-1)!.body;
    // The login is shown, but is no mention: a word joiner follows the `@`.
    assert.ok(comment.includes(':white_check_mark: **Accepted** with the label `ctxguard: accept` (added by @\u2060alice): AGENTS.md is'), comment);
    assert.doesNotMatch(comment, /To accept this increase/);
    assert.equal(eventsAsked(), asked);
  });

  test('on a later push the label read from the payload still accepts, and the issue events say who added it', async () => {
    stage.github.issueEvents = [
      { event: 'labeled', label: 'ctxguard: accept', actor: 'alice' },
      { event: 'unlabeled', label: 'ctxguard: accept', actor: 'alice' },
      { event: 'labeled', label: 'CTXGUARD: Accept', actor: 'bob' },
    ];
    const result = await run({ event: { action: 'synchronize', pull_request: pullRequest(['bug', 'ctxguard: accept']) } });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(result.outputs['accepted-by'], 'bob');
    assert.equal(reportOf(result.outputs).verdict.accepted.by, 'bob');
  });

  test("in a merge queue the labels are the queued pull request's, read from the API", async () => {
    const workspace = initRepo(join(stage.dir, 'queue'));
    git(workspace, 'remote', 'add', 'origin', `file://${stage.scene.origin}`);
    git(workspace, 'fetch', '--quiet', '--depth=1', 'origin', stage.scene.mergeSha);
    git(workspace, 'checkout', '--quiet', '--detach', stage.scene.mergeSha);
    const queue = (labels: string[]) => {
      stage.github.labels = labels;
      stage.github.issueEvents = [{ event: 'labeled', label: 'ctxguard: accept', actor: 'erin' }];
      const headRef = `refs/heads/gh-readonly-queue/main/pr-${stage.scene.number}-${stage.scene.mergeSha}`;
      const event = { action: 'checks_requested', merge_group: { head_sha: stage.scene.mergeSha, head_ref: headRef, base_sha: stage.scene.baseSha, base_ref: 'refs/heads/main' } };
      return runAction({ ...pullRequestRun(node, stage.scene, stage.github.url, stage.dir), workspace, eventName: 'merge_group', event, ref: headRef, inputs: {} });
    };
    const accepted = await queue(['ctxguard: accept']);
    assert.equal(accepted.exitCode, 0, accepted.stdout);
    assert.equal(accepted.outputs['accepted-by'], 'erin');
    const refused = await queue([]);
    assert.equal(refused.exitCode, 1, refused.stdout);
  });

  test('an unlabeled event leaves the check failing: the labels are the payload’s', async () => {
    const result = await run({ event: { action: 'unlabeled', label: { name: 'ctxguard: accept' }, sender: { login: 'carol' }, pull_request: pullRequest(['bug']) } });
    assert.equal(result.exitCode, 1, result.stdout);
    assert.equal(result.outputs['accepted-by'], '');
  });

  test('a tolerance band that reaches the figure passes it as tolerated; one token short of it fails', async () => {
    const exactly = String((100 * 10) / LIMIT);
    const within = await run({ inputs: { 'tolerance-percent': exactly, comment: 'off' } });
    assert.equal(within.exitCode, 0, within.stdout);
    const verdict = reportOf(within.outputs).verdict;
    assert.deepEqual(verdict.reasons, []);
    assert.match(verdict.tolerated[0], new RegExp(`^AGENTS\\.md is ${HEAD_TOKENS} tokens, above its budget of ${LIMIT} tokens \\(budgets\\[0\\]\\), within the [0-9.]+% tolerance \\(up to ${HEAD_TOKENS}\\)$`));
    assert.equal(reportOf(within.outputs).budgets[0].status, 'tolerated');
    const short = await run({ inputs: { 'tolerance-percent': String((100 * 9) / LIMIT), comment: 'off' } });
    assert.equal(short.exitCode, 1, short.stdout);
  });

  test("posted from a fork's stored report, the budgets are judged again from its figures, and the label is read from the pull request, never the file", async () => {
    // The fork's read-only run fails and keeps its report for upload.
    const forkRun = await run({ inputs: { comment: 'off' } });
    assert.equal(forkRun.exitCode, 1, forkRun.stdout);
    const workspace = join(stage.dir, 'poster');
    mkdirSync(workspace, { recursive: true });
    const stored = JSON.parse(readFileSync(forkRun.outputs['report-json']!, 'utf8'));
    const post = (report: unknown) => {
      writeFileSync(join(workspace, 'report.json'), JSON.stringify(report));
      return runAction({
        ...pullRequestRun(node, stage.scene, stage.github.url, stage.dir),
        workspace,
        eventName: 'workflow_run',
        event: { action: 'completed', workflow_run: { id: 99, event: 'pull_request', head_sha: stage.scene.headSha, pull_requests: [] } },
        sha: stage.scene.baseSha,
        ref: 'refs/heads/main',
        inputs: { 'publish-report': 'report.json' },
      });
    };
    // A file that claims acceptance, names a label the pull request has as its accept label, sets a
    // vast tolerance and a budget within its limit, on a pull request without the accept label.
    stage.github.labels = ['bug'];
    const verdict = { ...stored.verdict, status: 'pass', reasons: [], acceptLabel: 'bug', tolerancePercent: 1e6, accepted: { label: 'ctxguard: accept', by: 'mallory', reasons: [] } };
    const tampered = { ...stored, verdict, budgets: stored.budgets.map((b: object) => ({ ...b, status: 'within' })) };
    const refused = await post(tampered);
    assert.equal(refused.exitCode, 0, refused.stdout);
    let comment = stage.github.comments.at(-1)!.body;
    assert.match(comment, /:x: \*\*Check failed\*\*: AGENTS\.md is/);
    assert.ok(comment.includes(':x: 10 over |'), comment);
    // The label on the pull request now, and who added it, from the API.
    stage.github.labels = ['ctxguard: accept'];
    stage.github.issueEvents = [{ event: 'labeled', label: 'ctxguard: accept', actor: 'dana' }];
    const accepted = await post(stored);
    assert.equal(accepted.exitCode, 0, accepted.stdout);
    assert.equal(accepted.outputs['accepted-by'], 'dana');
    comment = stage.github.comments.at(-1)!.body;
    assert.match(comment, /:white_check_mark: \*\*Accepted\*\* with the label `ctxguard: accept` \(added by @\u2060dana\)/);
  });
});
