import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { runAction, runtimes } from '../support/action-runner.js';
import { startFakeCacheService } from '../support/cache-server.js';
import { pullRequestRun, pullRequestStage } from '../support/pull-request-scene.js';

// The bundled action, as consecutive workflow runs of one pull request on fresh runners: the cache
// across runs (docs/architecture.md, "Cache across runs") carries the extraction cache between them.
for (const runtime of runtimes()) {
  describe(`the bundled action keeps the extraction cache across runs, ${runtime.name}`, () => {
    const stage = pullRequestStage('cache-across-runs', {
      initial: { 'AGENTS.md': 'Run the tests.\n', 'prompts/old.md': 'Summarise.\n' },
      feature: [{ 'AGENTS.md': 'Run the tests before every commit.\n' }],
      mainAfter: { 'README.md': 'readme\n' },
      rename: ['prompts/old.md', 'prompts/new.md'],
    });

    test('the second run restores the first run’s folder and extracts nothing', async () => {
      const service = await startFakeCacheService();
      try {
        const base = pullRequestRun(runtime.node, stage.scene, stage.github.url, stage.dir);
        const token = service.issueToken({ write: 'refs/pull/1/merge', read: ['refs/pull/1/merge', 'refs/heads/main'] });
        const env = { ...base.env, ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: service.url, ACTIONS_CACHE_SERVICE_V2: 'True' };
        const runs = [];
        for (const runId of ['1', '2']) {
          rmSync(join(base.runnerDir, 'temp'), { recursive: true, force: true });
          const run = await runAction({ ...base, inputs: {}, env: { ...env, GITHUB_RUN_ID: runId } });
          assert.equal(run.exitCode, 0, run.stdout + run.stderr);
          assert.equal(run.stdout.includes(token), false, 'the runtime token is never printed');
          runs.push(run.stdout.split('\n').filter((l) => /^(ctxguard cache|extraction cache):/.test(l)).map((l) => l.replace(/-1-[0-9a-f]{8}\b/, '-1-NONCE').replace(/v1-[0-9a-f]{32}-/, 'v1-FP-')));
        }
        // Whether the second run saves again depends on whether the pipeline rewrote the folder byte
        // for byte (its entries are written in the order this run used them): not pinned here.
        assert.deepEqual(runs[0], ['ctxguard cache: nothing restored; every file is extracted afresh', 'extraction cache: 0 of 4 files known, 4 extracted', 'ctxguard cache: saved ctxguard-extract-v1-FP-1-1-NONCE']);
        assert.deepEqual(runs[1]!.slice(0, 2), ['ctxguard cache: restored ctxguard-extract-v1-FP-1-1-NONCE', 'extraction cache: 4 of 4 files known, 0 extracted']);
        assert.deepEqual(service.requests.slice(0, 6).map((r) => r.call), ['GetCacheEntryDownloadURL', 'CreateCacheEntry', 'blob-put', 'FinalizeCacheEntryUpload', 'GetCacheEntryDownloadURL', 'blob-get']);
        assert.deepEqual([...new Set(service.entries.map((e) => e.scope))], ['refs/pull/1/merge']);
      } finally {
        await service.close();
      }
    });
  });
}
