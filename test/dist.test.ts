import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
    const files = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
    assert.deepEqual(files(committed), files(fresh));
    for (const name of files(fresh)) {
      const same = readFileSync(join(fresh, name)).equals(readFileSync(join(committed, name)));
      assert.ok(same, `dist/${name} is stale: run npm run build and commit dist/`);
    }
  } finally {
    dir.remove();
  }
});

// Each runtime dependency's code or data ships in dist/ (bundled, or copied and converted beside the
// bundle): its licence must ship with it, whether ncc's list has it or the build adds it.
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
