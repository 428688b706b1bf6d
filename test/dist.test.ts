import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from './support/action-runner.js';
import { tempDir } from './support/git-repo.js';

// GitHub runs dist/ as committed: a source change without a rebuilt dist/ would ship the old code.
test('dist/ is what a fresh build of src/ produces', () => {
  const dir = tempDir('dist');
  try {
    const fresh = join(dir.path, 'dist');
    execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build.mjs'), '--out', fresh], { stdio: 'pipe' });
    const committed = join(REPO_ROOT, 'dist');
    assert.deepEqual(readdirSync(committed).sort(), readdirSync(fresh).sort());
    for (const name of readdirSync(fresh)) {
      const same = readFileSync(join(fresh, name)).equals(readFileSync(join(committed, name)));
      assert.ok(same, `dist/${name} is stale: run npm run build and commit dist/`);
    }
  } finally {
    dir.remove();
  }
});
