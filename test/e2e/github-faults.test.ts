import assert from 'node:assert/strict';
import { beforeEach, describe, test } from 'node:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAST_CLOCK_SCALE, runAction, runtimes, type ActionRun, type ActionRunOptions } from '../support/action-runner.js';
import type { RecordedRequest } from '../support/github-server.js';
import { pullRequestRun, pullRequestStage } from '../support/pull-request-scene.js';
import { estimatedCount } from '../support/reference-count.js';

/**
 * The sticky comment against a loopback GitHub that misbehaves as the real one does: rate limits
 * (primary and secondary, 403 and 429), bodies cut off mid-way, comments deleted under the run,
 * concurrent runs, stale heads, duplicates left by earlier runs, and the comment modes.
 */
const SYSTEM_0 = 'You are a research agent. Cite every source you use.\n';
const SYSTEM_1 = 'You are a research agent. Cite every source you use, with its date and its author.\n';
const DELTA = estimatedCount(SYSTEM_1) - estimatedCount(SYSTEM_0);
const OTHER_HEAD = 'c'.repeat(40);

const marker = (head: string): string => `<!-- ctxguard:comment key=ctxguard head=${head} -->`;
const listings = (requests: RecordedRequest[]): number => requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments')).length;
const count = (requests: RecordedRequest[], method: string): number => requests.filter((r) => r.method === method && r.path !== '/graphql').length;

describe('the sticky comment against a GitHub that misbehaves', () => {
  const node = runtimes()[0]!.node;
  const stage = pullRequestStage('faults', {
    initial: { 'prompts/system.md': SYSTEM_0, 'prompts/old.md': 'Summarise.\n' },
    feature: [{ 'prompts/system.md': SYSTEM_1 }],
    mainAfter: { 'README.md': 'x\n' },
    rename: ['prompts/old.md', 'prompts/new.md'],
  });
  beforeEach(() => {
    stage.github.comments.length = 0;
    stage.github.failures.length = 0;
    stage.github.pullHead = stage.scene.headSha;
    stage.github.holdListings = 0;
    stage.github.comments.push({ id: 1, body: 'LGTM', user: { login: 'reviewer', type: 'User' } });
  });

  const options = (inputs: Record<string, string> = {}, over: Partial<ActionRunOptions> = {}): ActionRunOptions => ({
    ...pullRequestRun(node, stage.scene, stage.github.url, stage.dir),
    inputs,
    ...over,
  });
  /** Runs the action and returns its result with the requests it made. */
  const act = async (inputs: Record<string, string> = {}, over: Partial<ActionRunOptions> = {}): Promise<ActionRun & { sent: RecordedRequest[] }> => {
    const from = stage.github.requests.length;
    const run = await runAction(options(inputs, over));
    return { ...run, sent: stage.github.requests.slice(from) };
  };
  const ours = () => stage.github.comments.filter((c) => c.body.includes('<!-- ctxguard:comment key=ctxguard '));

  test('a primary rate limit (403, x-ratelimit-remaining 0) is waited out until x-ratelimit-reset, not taken for a read-only token', async () => {
    const reset = String(Math.floor(Date.now() / 1000) + 4);
    stage.github.failures.push({ method: 'GET', path: /\/comments$/, status: 403, message: 'API rate limit exceeded for installation', headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } });
    const run = await act();
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.doesNotMatch(run.stdout, /read-only/);
    assert.match(run.stdout, /GitHub primary rate limit on GET \S*\/repos\/acme\/agent\/issues\/7\/comments\S*: retrying in [1-5] s/);
    assert.equal(listings(run.sent), 3, 'the limited listing, the retry, and the listing after creating');
    const gap = run.sent.filter((r) => r.path.endsWith('/comments') && r.method === 'GET').map((r) => r.at);
    // The reset is 3 to 4 s away: the retry waits that long on the run's clock.
    assert.ok(gap[1]! - gap[0]! >= 3000 / FAST_CLOCK_SCALE, `waited ${gap[1]! - gap[0]!} ms for the reset`);
    assert.equal(ours().length, 1);
    assert.equal(run.outputs['comment-id'], String(ours()[0]!.id));
  });

  test('a rate limit that lifts too late fails the step with the reset time; outputs and summary are still written', async () => {
    const reset = Math.floor(Date.now() / 1000) + 3600;
    stage.github.failures.push({ method: 'GET', path: /\/comments$/, status: 403, message: 'API rate limit exceeded', headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } });
    const run = await act();
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, new RegExp(`::error::ctxguard: could not post the pull request comment: GitHub's API rate limit was exceeded until ${new Date(reset * 1000).toISOString().replace(/\./g, '\\.')}`));
    assert.doesNotMatch(run.stdout, /read-only/);
    assert.equal(count(run.sent, 'POST'), 0);
    assert.equal(run.outputs['delta-tokens'], String(DELTA));
    assert.equal(run.outputs['comment-id'], '');
    assert.match(run.summary, /ctxguard: prompt context cost/);
  });

  test('a secondary rate limit (403 and 429, retry-after) is retried after the time GitHub asks', async () => {
    stage.github.failures.push(
      { method: 'POST', status: 403, message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', headers: { 'retry-after': '1' } },
      { method: 'POST', status: 429, message: 'You have exceeded a secondary rate limit.', headers: { 'retry-after': '1' } },
    );
    const run = await act();
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(run.stdout.match(/GitHub secondary rate limit on POST/g)?.length, 2);
    const posts = run.sent.filter((r) => r.method === 'POST');
    assert.equal(posts.length, 3);
    assert.ok(posts[2]!.at - posts[0]!.at >= 1900 / FAST_CLOCK_SCALE, 'one second of the run\'s clock before each retry');
    assert.equal(ours().length, 1, 'created once');
  });

  test('a server error is retried', async () => {
    stage.github.failures.push({ method: 'POST', status: 502 });
    const run = await act();
    assert.equal(run.exitCode, 0, run.stdout);
    assert.equal(count(run.sent, 'POST'), 2);
    assert.equal(ours().length, 1);
  });

  test('a listing cut off mid-body is read again, never as "no comments": the comment is updated, not duplicated', async () => {
    stage.github.comments.push({ id: 50, body: `${marker(stage.scene.headSha)}\nold`, user: { login: 'github-actions[bot]', type: 'Bot' } });
    stage.github.failures.push({ method: 'GET', path: /\/comments$/, cutOff: true });
    const run = await act();
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(count(run.sent, 'POST'), 0, 'no duplicate');
    assert.deepEqual(ours().map((c) => c.id), [50]);
    assert.match(ours()[0]!.body, /ctxguard: prompt context cost/);
    assert.equal(run.outputs['comment-id'], '50');
  });

  test('a listing that cannot be read at all is an error: nothing is created, the summary is written', async () => {
    for (let i = 0; i < 3; i++) stage.github.failures.push({ method: 'GET', path: /\/comments$/, cutOff: true });
    const run = await act();
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::error::ctxguard: could not post the pull request comment: could not list the pull request's comments/);
    assert.equal(count(run.sent, 'POST'), 0);
    assert.equal(listings(run.sent), 3);
    assert.match(run.summary, /ctxguard: prompt context cost/);
    assert.equal(run.outputs.verdict, 'pass');
  });

  test('the comment deleted between listing and editing: a new one is created', async () => {
    stage.github.comments.push({ id: 60, body: `${marker(stage.scene.headSha)}\nold`, user: { login: 'github-actions[bot]', type: 'Bot' } });
    const deleteIt = () => stage.github.comments.splice(stage.github.comments.findIndex((c) => c.id === 60), 1);
    stage.github.failures.push({ method: 'PATCH', status: 404, message: 'Not Found', then: deleteIt });
    const run = await act();
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /Comment 60 was deleted while this run worked: posting a new one/);
    assert.equal(count(run.sent, 'POST'), 1);
    assert.equal(ours().length, 1);
    assert.notEqual(ours()[0]!.id, 60);
    assert.equal(run.outputs['comment-id'], String(ours()[0]!.id));
  });

  test('two runs started together leave one comment', async () => {
    stage.github.holdListings = 2;
    const from = stage.github.requests.length;
    const [a, b] = await Promise.all([act(), act()]);
    // The runs overlap, so each one's own requests cannot be told apart: count them together.
    const both = stage.github.requests.slice(from);
    assert.equal(a.exitCode, 0, a.stdout + a.stderr);
    assert.equal(b.exitCode, 0, b.stdout + b.stderr);
    assert.equal(count(stage.github.requests, 'POST') >= 2, true);
    assert.equal(count(both, 'POST'), 2, 'both runs listed before either posted');
    assert.ok(count(both, 'DELETE') >= 1, 'the newer comment was deleted');
    assert.equal(ours().length, 1, 'one comment per key');
    assert.equal(a.outputs['comment-id'], String(ours()[0]!.id));
    assert.equal(b.outputs['comment-id'], String(ours()[0]!.id));
    assert.match(a.stdout + b.stdout, /Another run posted comment \d+ for this key at the same time: keeping that one/);
  });

  test('duplicates that earlier runs left are removed: the oldest is kept and updated', async () => {
    stage.github.comments.push(
      { id: 70, body: '<!-- ctxguard:comment key=ctxguard -->\nfrom an old version', user: { login: 'github-actions[bot]', type: 'Bot' } },
      { id: 71, body: `${marker(stage.scene.headSha)}\ndup`, user: { login: 'github-actions[bot]', type: 'Bot' } },
      { id: 72, body: '<!-- ctxguard:comment key=other -->\nanother step', user: { login: 'github-actions[bot]', type: 'Bot' } },
    );
    const run = await act();
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.deepEqual(stage.github.comments.map((c) => c.id), [1, 70, 72]);
    assert.ok(stage.github.comments[1]!.body.startsWith(marker(stage.scene.headSha)));
    assert.equal(stage.github.comments[2]!.body, '<!-- ctxguard:comment key=other -->\nanother step', 'another key is left alone');
    assert.equal(count(run.sent, 'DELETE'), 1);
  });

  test('a stale run (the pull request has a newer head) does not overwrite the newer run\'s comment', async () => {
    stage.github.pullHead = OTHER_HEAD;
    const newer = `${marker(OTHER_HEAD)}\nthe newer run's report`;
    stage.github.comments.push({ id: 80, body: newer, user: { login: 'github-actions[bot]', type: 'Bot' } });
    const run = await act();
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(count(run.sent, 'PATCH') + count(run.sent, 'POST'), 0);
    assert.equal(stage.github.comments.find((c) => c.id === 80)!.body, newer);
    assert.match(run.stdout, new RegExp(`this run is for ${stage.scene.headSha.slice(0, 7)} but the pull request's head is now ${OTHER_HEAD.slice(0, 7)}: the comment for the newer head is kept`));
    assert.equal(run.outputs['comment-id'], '80');
    assert.match(run.summary, /ctxguard: prompt context cost/);
  });

  test('a run for the current head replaces a comment made for an older head', async () => {
    stage.github.comments.push({ id: 90, body: `${marker(OTHER_HEAD)}\nan older report`, user: { login: 'github-actions[bot]', type: 'Bot' } });
    const run = await act();
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.ok(stage.github.comments.find((c) => c.id === 90)!.body.startsWith(marker(stage.scene.headSha)));
  });

  test('comment: new retires and minimizes the old comment, then posts a new one', async () => {
    stage.github.comments.push({ id: 100, body: `${marker(OTHER_HEAD)}\nan older report`, user: { login: 'github-actions[bot]', type: 'Bot' } });
    const run = await act({ comment: 'new' });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    const old = stage.github.comments.find((c) => c.id === 100)!;
    assert.equal(old.minimized, true);
    assert.equal(old.body, '<!-- ctxguard:retired -->\nan older report');
    assert.equal(ours().length, 1);
    assert.notEqual(ours()[0]!.id, 100);
    assert.equal(run.sent.filter((r) => r.path === '/graphql').length, 1);
  });

  test('comment: delete removes ours and leaves everything else', async () => {
    stage.github.comments.push({ id: 110, body: `${marker(stage.scene.headSha)}\nx`, user: { login: 'github-actions[bot]', type: 'Bot' } });
    const run = await act({ comment: 'delete' });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.deepEqual(stage.github.comments.map((c) => c.id), [1]);
    assert.equal(run.outputs['comment-id'], '');
  });

  test('comment: off makes no request at all', async () => {
    const run = await act({ comment: 'off' });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(run.sent.length, 0);
    assert.equal(run.outputs['delta-tokens'], String(DELTA));
  });

  test('an empty github-token is a warning naming the input: the summary is written and the gate applied', async () => {
    const run = await act({ 'github-token': '', 'max-delta-tokens': '1' });
    assert.equal(run.exitCode, 1);
    assert.match(run.stdout, /::warning::input 'github-token' is empty: no pull request comment was posted/);
    assert.match(run.stdout, /::error::ctxguard: delta-tokens \+\d+ \(app\) is above max-delta-tokens 1/);
    assert.doesNotMatch(run.stdout, /Parameter token or opts.auth is required/);
    assert.equal(run.sent.length, 0);
    assert.match(run.summary, /Check failed/);
    assert.equal(run.outputs.verdict, 'fail');
  });

  test('an unwritable RUNNER_TEMP falls back to the system temp folder with a warning: nothing is lost', async () => {
    const blocked = join(stage.dir, 'runner-temp-is-a-file');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(blocked, 'not a folder');
    const run = await act({}, { env: { RUNNER_TEMP: blocked } });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /::warning::Could not write the report to .*runner-temp-is-a-file\/ctxguard .*: wrote it to .* instead/);
    assert.match(run.stdout, /::warning::ctxguard cache: .*runner-temp-is-a-file\/ctxguard-cache cannot be made \(.*\); every file is extracted and nothing is kept across runs/);
    const report = JSON.parse(readFileSync(run.outputs['report-json']!, 'utf8'));
    assert.equal(report.totals.deltaTokens, DELTA);
    assert.equal(report.pullRequest.number, stage.scene.number);
    assert.equal(report.pullRequest.headSha, stage.scene.headSha);
    assert.ok(existsSync(run.outputs['comment-body']!));
    assert.equal(readFileSync(run.outputs['comment-body']!, 'utf8').trim(), run.summary.trim());
    assert.equal(ours().length, 1);
  });

  test('a fork\'s read-only token (403 without a rate limit) is a warning that points at publish-report', async () => {
    stage.github.failures.push({ method: 'POST', status: 403 });
    const run = await act({ 'max-delta-tokens': '100000' });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.match(run.stdout, /::warning::Could not comment on the pull request \(403: the token is read-only.*'publish-report'/);
    assert.equal(run.outputs['comment-id'], '');
  });
});
