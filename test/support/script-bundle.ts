import { buildSync } from 'esbuild';
import { join } from 'node:path';

/**
 * A test's helper script and the source it imports, bundled into one ES module that plain `node` runs.
 * A child process started with `node --import tsx` compiles every module it loads, which costs about
 * a second and a half per process for `@actions/cache` alone; a test that starts many runs it bundled.
 * Built as dist/ is built from the same source (ncc bundles src/ the same way), so the process runs
 * the code under test, not a copy of it.
 */
export function bundleScript(entry: string, outDir: string): string {
  const outfile = join(outDir, 'script.mjs');
  buildSync({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // @actions/cache tells its errors apart by class name (`error.name === ReserveCacheError.name`).
    keepNames: true,
    // CommonJS packages in an ES module bundle still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return outfile;
}
