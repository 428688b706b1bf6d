import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { runCacheContext, runCachePlan, type RunCacheContext } from '../../src/action/run-cache-plan.js';
import type { WorkflowEvent } from '../../src/action/workflow-event.js';
import { REPO_ROOT } from '../support/action-runner.js';
import { startFakeCacheService, type FakeCacheService, type TokenScopes } from '../support/cache-server.js';
import { bundleScript } from '../support/script-bundle.js';

const STEP = join(REPO_ROOT, 'test/action/run-cache-step.ts');
const FINGERPRINT = 'extract-3';
const MAIN = 'refs/heads/main';
const PR_SCOPE = 'refs/pull/7/merge';

/** A workflow event as the runner describes it; the repository is acme/app. */
function event(name: string, payload: Record<string, unknown> = {}): WorkflowEvent {
  return { name, payload, sha: 'a'.repeat(40), ref: MAIN, owner: 'acme', repo: 'app', serverUrl: 'https://github.com' };
}
const pullRequest = (headRepo: string | null) => ({
  pull_request: { number: 7, base: { ref: 'main', repo: { full_name: 'acme/app' } }, head: { ref: 'topic', repo: headRepo === null ? null : { full_name: headRepo } } },
});
/** A run's context, its step nonce fixed so keys can be pinned. */
const context = (name: string, payload: Record<string, unknown> = {}, runId = '100'): RunCacheContext => ({
  ...runCacheContext(event(name, payload), { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: '1' }),
  stepNonce: 's1',
});

/** The files one run's extraction leaves in the cache folder: bytes that survive only a byte-exact round trip. */
const FILES: Record<string, Buffer> = {
  'index.json': Buffer.from('{"entries":3}\n'),
  'blobs/ab/abcdef0123 results.bin': Buffer.from([0, 255, 13, 10, 26, 0x80, 0xfe, 10]),
  'blobs/é/ünïcode.txt': Buffer.from('prompt – “quoted”\r\nline two', 'utf8'),
};

function readTree(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) files[relative(dir, join(e.parentPath, e.name))] = readFileSync(join(e.parentPath, e.name));
  }
  return files;
}

function writeTree(dir: string, files: Record<string, Buffer>): void {
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), bytes);
  }
}

/** A restore's outcome without the folder's digest, which only the save compares. */
const withoutDigest = ({ digest, ...rest }: Record<string, unknown>): Record<string, unknown> => {
  assert.match(String(digest), /^[0-9a-f]{64}$/);
  return rest;
};

interface StepRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outcome: Record<string, unknown>;
}

describe('cache across runs (restoreRunCache, saveRunCache) against a loopback cache service', () => {
  let service: FakeCacheService;
  let root: string;
  /** One machine per run: the runner's folders are made anew, at the same paths, as on GitHub's runners. */
  let runner: string;
  let dir: string;
  /** The step and src/action/run-cache.ts, bundled once: each run is then a plain `node` process. */
  let stepScript: string;

  before(async () => {
    service = await startFakeCacheService();
    root = mkdtempSync(join(tmpdir(), 'ctxguard-run-cache-'));
    stepScript = await bundleScript(STEP, join(root, 'step'));
  });
  after(async () => {
    await service.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    service.entries.length = 0;
    service.requests.length = 0;
    service.faults.length = 0;
    freshMachine();
  });

  function freshMachine(): void {
    runner = join(root, 'runner');
    rmSync(runner, { recursive: true, force: true });
    mkdirSync(join(runner, 'work/app/app'), { recursive: true });
    mkdirSync(join(runner, 'work/_temp'), { recursive: true });
    dir = join(runner, 'work/_temp/ctxguard-cache');
  }

  /** Runs one step in a process of its own, with the runner's variables for a run holding `token`. */
  async function step(op: 'restore' | 'save', ctx: RunCacheContext, token: string | undefined, env: Record<string, string> = {}, restored?: unknown): Promise<StepRun> {
    const child = spawn(process.execPath, [stepScript, JSON.stringify({ op, dir, context: ctx, fingerprint: FINGERPRINT, restored })], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: runner,
        GITHUB_ACTIONS: 'true',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_WORKSPACE: join(runner, 'work/app/app'),
        RUNNER_TEMP: join(runner, 'work/_temp'),
        ...(token ? { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: service.url, ACTIONS_CACHE_SERVICE_V2: 'True' } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const line = stdout.split('\n').find((l) => l.startsWith('outcome: '));
    assert.ok(line, `no outcome; exit ${exitCode}\n${stdout}\n${stderr}`);
    return { exitCode, stdout, stderr, outcome: JSON.parse(line.slice('outcome: '.length)) };
  }

  const token = (scopes: TokenScopes): string => service.issueToken(scopes);
  const calls = (): string[] => service.requests.map((r) => r.call);

  test('a folder saved by one run is restored byte for byte by a later run on a fresh machine', async () => {
    writeTree(dir, FILES);
    const saved = await step('save', context('push', {}, '100'), token({ write: MAIN }));
    assert.deepEqual(saved.outcome, { kind: 'saved', key: 'ctxguard-extract-v1-extract-3-100-1-s1' });
    assert.deepEqual(calls(), ['CreateCacheEntry', 'blob-put', 'FinalizeCacheEntryUpload']);
    assert.deepEqual(service.entries.map((e) => [e.key, e.scope, e.finalized]), [['ctxguard-extract-v1-extract-3-100-1-s1', MAIN, true]]);

    freshMachine();
    const restored = await step('restore', context('push', {}, '101'), token({ write: MAIN }));
    assert.deepEqual(withoutDigest(restored.outcome), { kind: 'restored', key: 'ctxguard-extract-v1-extract-3-100-1-s1' });
    assert.equal(restored.exitCode, 0);
    assert.deepEqual(readTree(dir), FILES);
    assert.deepEqual(calls().slice(3), ['GetCacheEntryDownloadURL', 'blob-get']);
  });

  test('a run that changed nothing since its restore saves nothing; one that changed a file saves', async () => {
    writeTree(dir, FILES);
    await step('save', context('push', {}, '100'), token({ write: MAIN }));
    freshMachine();
    const restored = await step('restore', context('push', {}, '101'), token({ write: MAIN }));
    const unchanged = await step('save', context('push', {}, '101'), token({ write: MAIN }), {}, restored.outcome);
    assert.deepEqual(unchanged.outcome, { kind: 'skipped', reason: 'unchanged since it was restored from ctxguard-extract-v1-extract-3-100-1-s1' });
    writeFileSync(join(dir, 'index.json'), '{"entries":4}\n');
    const changed = await step('save', context('push', {}, '101'), token({ write: MAIN }), {}, restored.outcome);
    assert.deepEqual(changed.outcome, { kind: 'saved', key: 'ctxguard-extract-v1-extract-3-101-1-s1' });
    assert.deepEqual(calls().filter((c) => c === 'CreateCacheEntry').length, 2);
  });

  test("a pull request run starts from its base branch's newest cache, and saves only into its own scope", async () => {
    writeTree(dir, { 'index.json': Buffer.from('older') });
    await step('save', context('push', {}, '100'), token({ write: MAIN }));
    freshMachine();
    writeTree(dir, { 'index.json': Buffer.from('newer') });
    await step('save', context('push', {}, '101'), token({ write: MAIN }));

    freshMachine();
    const prToken = token({ write: PR_SCOPE, read: [PR_SCOPE, MAIN] });
    const restored = await step('restore', context('pull_request', pullRequest('someone/app-fork'), '200'), prToken);
    assert.deepEqual(withoutDigest(restored.outcome), { kind: 'restored', key: 'ctxguard-extract-v1-extract-3-101-1-s1' });
    assert.deepEqual(readTree(dir), { 'index.json': Buffer.from('newer') });

    writeFileSync(join(dir, 'index.json'), 'newer + the pull request');
    const saved = await step('save', context('pull_request', pullRequest('someone/app-fork'), '200'), prToken);
    assert.deepEqual(saved.outcome, { kind: 'saved', key: 'ctxguard-extract-v1-extract-3-200-1-s1' });
    assert.deepEqual(service.entries.map((e) => [e.key, e.scope]), [
      ['ctxguard-extract-v1-extract-3-100-1-s1', MAIN],
      ['ctxguard-extract-v1-extract-3-101-1-s1', MAIN],
      ['ctxguard-extract-v1-extract-3-200-1-s1', PR_SCOPE],
    ]);

    // The base branch's next run does not see what the pull request saved.
    freshMachine();
    const next = await step('restore', context('push', {}, '102'), token({ write: MAIN }));
    assert.deepEqual(withoutDigest(next.outcome), { kind: 'restored', key: 'ctxguard-extract-v1-extract-3-101-1-s1' });
  });

  test("a pull_request_target run for a fork restores the base branch's cache but saves nothing", async () => {
    writeTree(dir, FILES);
    await step('save', context('push', {}, '100'), token({ write: MAIN }));
    freshMachine();
    // pull_request_target runs in the base branch's scope: its token could write there.
    const targetToken = token({ write: MAIN });
    const ctx = context('pull_request_target', pullRequest('mallory/app'), '300');
    const restored = await step('restore', ctx, targetToken);
    assert.equal(restored.outcome.kind, 'restored');
    writeFileSync(join(dir, 'index.json'), '{"poisoned":true}');
    const saved = await step('save', ctx, targetToken);
    assert.deepEqual(saved.outcome, {
      kind: 'skipped',
      reason: "a pull_request_target run extracts a fork's files but would save into the base branch's cache, which trusted runs restore",
    });
    assert.match(saved.stdout, /ctxguard cache: not saved: a pull_request_target run extracts a fork's files/);
    assert.deepEqual(calls(), ['CreateCacheEntry', 'blob-put', 'FinalizeCacheEntryUpload', 'GetCacheEntryDownloadURL', 'blob-get']);
    assert.equal(service.entries.length, 1);
  });

  test('500s from the cache service cost a warning each; the step goes on cold and does not fail', async () => {
    service.faults.push({ call: /^(GetCacheEntryDownloadURL|CreateCacheEntry)$/, status: 500 });
    const quick = { TEST_SKIP_RETRY_WAITS: '1' };
    const ctx = context('push', {}, '100');
    const runToken = token({ write: MAIN });
    writeTree(dir, { stale: Buffer.from('left by an earlier step') });
    const restored = await step('restore', ctx, runToken, quick);
    assert.deepEqual(restored.outcome, { kind: 'miss' });
    assert.deepEqual(readTree(dir), {}, 'the run starts from an empty folder');
    writeTree(dir, FILES);
    const saved = await step('save', ctx, runToken, quick);
    assert.deepEqual(saved.outcome, { kind: 'not-saved' });
    for (const run of [restored, saved]) {
      assert.equal(run.exitCode, 0);
      assert.doesNotMatch(run.stdout, /^::error/m);
      assert.equal(run.stdout.match(/^::warning::/gm)?.length, 1, run.stdout);
    }
    assert.match(restored.stdout, /^::warning::Failed to restore: Failed to GetCacheEntryDownloadURL: Failed to make request after 5 attempts: Failed request: \(500\)/m);
    assert.match(saved.stdout, /^Failed to save: Unable to reserve cache with key ctxguard-extract-v1-extract-3-100-1/m);
    assert.match(saved.stdout, /^::warning::ctxguard cache: not saved \(see the line above\); the next run extracts these files again$/m);
    assert.equal(calls().filter((c) => c === 'GetCacheEntryDownloadURL').length, 5, 'the library retried');
    assert.deepEqual(service.entries, []);
  });

  test('a download that fails leaves the folder empty, not half restored', async () => {
    writeTree(dir, FILES);
    await step('save', context('push', {}, '100'), token({ write: MAIN }));
    freshMachine();
    service.faults.push({ call: /^blob-get$/, status: 500 });
    const restored = await step('restore', context('push', {}, '101'), token({ write: MAIN }), { TEST_SKIP_RETRY_WAITS: '1' });
    assert.deepEqual(restored.outcome, { kind: 'miss' });
    assert.equal(restored.exitCode, 0);
    assert.deepEqual(readTree(dir), {});
    assert.match(restored.stdout, /^::warning::Failed to restore: /m);
  });

  test('an unreachable cache service costs a warning and no failure', async () => {
    const closed = await startFakeCacheService();
    const deadUrl = closed.url;
    const deadToken = closed.issueToken({ write: MAIN });
    await closed.close();
    const env = { ACTIONS_RESULTS_URL: deadUrl };
    const restored = await step('restore', context('push'), deadToken, env);
    writeTree(dir, FILES);
    const saved = await step('save', context('push'), deadToken, env);
    assert.deepEqual([restored.outcome.kind, saved.outcome.kind], ['miss', 'not-saved']);
    for (const run of [restored, saved]) assert.equal(run.exitCode, 0);
    assert.match(restored.stdout, /^::warning::Failed to restore: .*ECONNREFUSED/m);
    assert.match(saved.stdout, /^Failed to save: .*\n::warning::ctxguard cache: not saved/m);
  });

  test('the runtime token is sent to the service and never printed, even with debug logging', async () => {
    const runToken = token({ write: MAIN });
    const debug = { RUNNER_DEBUG: '1' };
    writeTree(dir, FILES);
    const runs = [await step('save', context('push', {}, '100'), runToken, debug)];
    freshMachine();
    runs.push(await step('restore', context('push', {}, '101'), runToken, debug));
    service.faults.push({ call: /.*/, status: 500 });
    runs.push(await step('restore', context('push', {}, '102'), runToken, { ...debug, TEST_SKIP_RETRY_WAITS: '1' }));
    assert.deepEqual(runs.map((r) => r.outcome.kind), ['saved', 'restored', 'miss']);
    assert.ok(service.requests.some((r) => r.authorization === `Bearer ${runToken}`));
    assert.match(runs[0]!.stdout, /^::debug::/m, 'debug lines were printed');
    for (const run of runs) {
      assert.equal(run.stdout.includes(runToken) || run.stderr.includes(runToken), false);
      assert.equal(run.stdout.includes(runToken.slice(3)), false);
    }
  });

  test('without a runtime token or a cache service URL (act, GHES without the cache) both steps are skipped with a debug line', async () => {
    writeTree(dir, FILES);
    const noToken = await step('restore', context('push'), undefined);
    assert.deepEqual(noToken.outcome, { kind: 'skipped', reason: 'ACTIONS_RUNTIME_TOKEN is not set' });
    assert.match(noToken.stdout, /^::debug::ctxguard cache: not restored \(ACTIONS_RUNTIME_TOKEN is not set\)$/m);
    writeTree(dir, FILES);
    const noUrl = await step('save', context('push'), undefined, { ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_CACHE_SERVICE_V2: 'True' });
    assert.deepEqual(noUrl.outcome, { kind: 'skipped', reason: 'ACTIONS_RESULTS_URL is not set: no cache service on this runner' });
    for (const run of [noToken, noUrl]) assert.doesNotMatch(run.stdout, /^::(warning|error)/m);
    assert.deepEqual(service.requests, []);
  });

  test('GHES speaks the v1 protocol (ACTIONS_CACHE_URL): saved and restored the same', async () => {
    const ghes = (runToken: string) => ({ GITHUB_SERVER_URL: 'https://ghes.example', ACTIONS_CACHE_URL: service.url, ACTIONS_RESULTS_URL: '', ACTIONS_CACHE_SERVICE_V2: '', ACTIONS_RUNTIME_TOKEN: runToken });
    writeTree(dir, FILES);
    const saved = await step('save', context('push', {}, '100'), undefined, ghes(token({ write: MAIN })));
    assert.deepEqual(saved.outcome, { kind: 'saved', key: 'ctxguard-extract-v1-extract-3-100-1-s1' });
    freshMachine();
    const restored = await step('restore', context('push', {}, '101'), undefined, ghes(token({ write: MAIN })));
    assert.deepEqual(withoutDigest(restored.outcome), { kind: 'restored', key: 'ctxguard-extract-v1-extract-3-100-1-s1' });
    assert.deepEqual(readTree(dir), FILES);
    assert.deepEqual(calls(), ['POST /_apis/artifactcache/caches', 'PATCH /_apis/artifactcache/caches/1', 'POST /_apis/artifactcache/caches/1', 'GET /_apis/artifactcache/cache', 'blob-get']);
  });
});

describe('runCachePlan: keys and who may save', () => {
  test('keys: a versioned prefix with the fingerprint, restored by prefix; each step of a run attempt saves under its own key', () => {
    const ctx = runCacheContext(event('push'), { GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '2' });
    assert.match(ctx.stepNonce, /^[0-9a-f]{8}$/);
    assert.deepEqual(runCachePlan({ ...ctx, stepNonce: '0badcafe' }, 'extract-3'), {
      primaryKey: 'ctxguard-extract-v1-extract-3-4242-2-0badcafe',
      restoreKeys: ['ctxguard-extract-v1-extract-3-'],
      saveKey: 'ctxguard-extract-v1-extract-3-4242-2-0badcafe',
    });
    const otherStep = runCacheContext(event('push'), { GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '2' });
    assert.notEqual(runCachePlan(otherStep, 'extract-3').saveKey, runCachePlan(ctx, 'extract-3').saveKey);
  });

  test('a fingerprint that is not a short plain word is hashed: no commas reach a key', () => {
    const plan = runCachePlan(context('push'), 'tree-sitter 0.27, tokenizer o200k');
    assert.deepEqual(plan.restoreKeys, ['ctxguard-extract-v1-89466d39d2602f4f-']);
    assert.notDeepEqual(runCachePlan(context('push'), 'tree-sitter 0.27, tokenizer o200k ').restoreKeys, plan.restoreKeys);
  });

  test('who saves: every run whose writes land where a fork cannot steer them', () => {
    const saves = (name: string, payload: Record<string, unknown> = {}) => runCachePlan(context(name, payload), FINGERPRINT).saveKey !== undefined;
    const workflowRun = (head: string | undefined) => ({
      workflow_run: { head_repository: head ? { full_name: head } : null, repository: { full_name: 'acme/app' } },
    });
    assert.deepEqual(
      {
        push: saves('push'),
        merge_group: saves('merge_group'),
        workflow_dispatch: saves('workflow_dispatch'),
        schedule: saves('schedule'),
        'pull_request (fork: own merge-ref scope)': saves('pull_request', pullRequest('mallory/app')),
        'pull_request_target (same repository)': saves('pull_request_target', pullRequest('acme/app')),
        'pull_request_target (same repository, other case)': saves('pull_request_target', pullRequest('ACME/App')),
        'pull_request_target (fork)': saves('pull_request_target', pullRequest('mallory/app')),
        'pull_request_target (deleted fork)': saves('pull_request_target', pullRequest(null)),
        'workflow_run (same repository)': saves('workflow_run', workflowRun('acme/app')),
        'workflow_run (fork)': saves('workflow_run', workflowRun('mallory/app')),
        'workflow_run (no head repository)': saves('workflow_run', workflowRun(undefined)),
        issue_comment: saves('issue_comment'),
      },
      {
        push: true,
        merge_group: true,
        workflow_dispatch: true,
        schedule: true,
        'pull_request (fork: own merge-ref scope)': true,
        'pull_request_target (same repository)': true,
        'pull_request_target (same repository, other case)': true,
        'pull_request_target (fork)': false,
        'pull_request_target (deleted fork)': false,
        'workflow_run (same repository)': true,
        'workflow_run (fork)': false,
        'workflow_run (no head repository)': false,
        issue_comment: false,
      },
    );
  });
});
