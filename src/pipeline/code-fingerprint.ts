import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Written by the build beside the bundle: the hash of every file it built. */
export const FINGERPRINT_FILE = 'fingerprint.txt';

/**
 * The identity of the code that extracts, for the extraction cache: any change to it (a rule, a
 * grammar, a dependency) makes every cached result unknown (docs/architecture.md,
 * "Incremental extraction"). The bundle reads the hash the build wrote; run from source, it hashes the sources and
 * the lockfile, which pins the grammars.
 */
export function codeFingerprint(): string {
  // The code does not change while it runs: from source, hashing every file once is enough.
  return (fingerprint ??= readFingerprint());
}

let fingerprint: string | undefined;

function readFingerprint(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  try {
    return readFileSync(join(here, FINGERPRINT_FILE), 'utf8').trim();
  } catch {
    return sourceFingerprint(join(here, '..', '..'));
  }
}

/** sha256 over the repository's `src/` files and its lockfile, by path. */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const path of [...files, join(root, 'package-lock.json')]) hash.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0');
  return `source-${hash.digest('hex').slice(0, 32)}`;
}
