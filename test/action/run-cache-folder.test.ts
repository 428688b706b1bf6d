import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { restoreRunCache } from '../../src/action/run-cache.js';
import type { RunCacheContext } from '../../src/action/run-cache-plan.js';
import { tempDir } from '../support/git-repo.js';

test('a cache folder that cannot be emptied is a warning and a cold run, never a failed step', async () => {
  const dir = tempDir('run-cache-folder');
  after(() => dir.remove());
  const file = join(dir.path, 'a-file');
  writeFileSync(file, 'x');
  const lines: string[] = [];
  const log = { debug: () => undefined, info: (m: string) => lines.push(m), warning: (m: string) => lines.push(`warning: ${m}`) };
  const context: RunCacheContext = { eventName: 'pull_request', runId: '1', runAttempt: '1', stepNonce: 'n', untrustedWriter: false };
  const outcome = await restoreRunCache(join(file, 'cache'), context, { fingerprint: 'f', log });
  assert.equal(outcome.kind, 'failed');
  assert.equal(lines.length, 1);
  assert.match(lines[0]!, /^warning: ctxguard cache: .*a-file\/cache cannot be emptied \(ENOTDIR: .*\); every file is extracted afresh$/);
});
