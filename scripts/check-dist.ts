// `npm run check-dist` (tsx): builds src/ into a temporary folder and compares it with the committed dist/,
// file by file. GitHub runs dist/ as committed: a source change without a rebuilt dist/ would ship the
// old code. Exits 1 naming every stale file; a step of .ci/run of its own, beside `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every file under `dir`, as paths relative to it, sorted. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** What differs between the committed dist/ and a fresh build: missing, extra and stale files. */
export function distDrift(committed: string, fresh: string): string[] {
  const [have, want] = [files(committed), files(fresh)];
  return [
    ...want.filter((f) => !have.includes(f)).map((f) => `dist/${f} is missing`),
    ...have.filter((f) => !want.includes(f)).map((f) => `dist/${f} is not built from src/ any more`),
    ...want.filter((f) => have.includes(f) && !readFileSync(join(fresh, f)).equals(readFileSync(join(committed, f)))).map((f) => `dist/${f} is stale`),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = mkdtempSync(join(tmpdir(), 'ctxguard-dist-'));
  try {
    const fresh = join(dir, 'dist');
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--out', fresh], { stdio: 'inherit' });
    const drift = distDrift(join(root, 'dist'), fresh);
    if (drift.length > 0) {
      console.error(`${drift.join('\n')}\nrun npm run build and commit dist/`);
      process.exitCode = 1;
    } else console.log('dist/ is a fresh build of src/');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
