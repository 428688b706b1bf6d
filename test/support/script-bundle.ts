import { build } from 'esbuild';
import { join } from 'node:path';
import { classNamesPlugin } from '../../scripts/class-names.mjs';

/**
 * A test's helper script and the source it imports, bundled into one ES module that plain `node` runs.
 * A child process started with `node --import tsx` compiles every module it loads, which costs about
 * a second and a half per process for `@actions/cache` alone; a test that starts many runs it bundled.
 * Built as dist/ is built (scripts/build.mjs, also esbuild) from the same source, so the process runs
 * the code under test, not a copy of it.
 */
export async function bundleScript(entry: string, outDir: string): Promise<string> {
  const outfile = join(outDir, 'script.mjs');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // @actions/cache tells its errors apart by class name, which the bundle must keep as dist/ does.
    plugins: [classNamesPlugin],
    // CommonJS packages in an ES module bundle still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return outfile;
}
