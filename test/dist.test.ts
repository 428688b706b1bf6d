import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from './support/action-runner.js';
import { tempDir } from './support/git-repo.js';
import { distDrift } from '../scripts/check-dist.js';

// Whether dist/ is a fresh build of src/ is checked by `npm run check-dist`, a step of .ci/run of its
// own (it builds into a temporary folder); here, that the check sees what it must.
test('the stale-dist check names a stale, a missing and an extra file, and nothing when dist/ is fresh', () => {
  const dir = tempDir('dist-drift');
  try {
    const [committed, fresh] = [join(dir.path, 'committed'), join(dir.path, 'fresh')];
    for (const d of [committed, fresh]) mkdirSync(join(d, 'ranks'), { recursive: true });
    writeFileSync(join(fresh, 'index.js'), 'new');
    writeFileSync(join(fresh, 'ranks/a.bin'), 'a');
    writeFileSync(join(fresh, 'cli.js'), 'cli');
    writeFileSync(join(committed, 'index.js'), 'old');
    writeFileSync(join(committed, 'ranks/a.bin'), 'a');
    writeFileSync(join(committed, 'gone.js'), 'gone');
    assert.deepEqual(distDrift(committed, fresh), ['dist/cli.js is missing', 'dist/gone.js is not built from src/ any more', 'dist/index.js is stale']);
    assert.deepEqual(distDrift(fresh, fresh), []);
    // .ci/run runs it, before the tests.
    assert.match(readFileSync(join(REPO_ROOT, '.ci/run'), 'utf8'), /^npm run check-dist\nnpm test$/m);
  } finally {
    dir.remove();
  }
});

// Each runtime dependency's code or data ships in dist/ (bundled, or copied and converted beside the
// bundle): its licence must ship with it.
test('dist/licenses.txt holds the licence of every runtime dependency', () => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const licenses = readFileSync(join(REPO_ROOT, 'dist/licenses.txt'), 'utf8').split('\n');
  const missing = Object.keys(pkg.dependencies).filter((name) => {
    const at = licenses.indexOf(name);
    // The name, its licence's identifier, then the licence's text.
    return at < 0 || !/^[A-Za-z0-9.()+ -]+$/.test(licenses[at + 1] ?? '') || !licenses[at + 2]?.trim();
  });
  assert.deepEqual(missing, []);
});
