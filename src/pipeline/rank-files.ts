import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTiktokenEncoding } from '../count/encoding-name.js';
import type { EncodingName, RankSource } from '../count/vocabulary.js';

/**
 * The rank files the build writes to `dist/ranks/` (scripts/rank-files.ts), one read per encoding on
 * first use: this is how the bundle gets its vocabularies without compiling them as JavaScript
 * (docs/architecture.md, "Cold start").
 */
export const RANK_FILES_DIR = 'ranks';

export function rankFileName(encoding: EncodingName): string {
  return isTiktokenEncoding(encoding) ? `${encoding}.ranks` : `${encoding}.merges`;
}

/** The rank files beside the running bundle, or undefined when run from source (which has none). */
export function bundledRankFiles(): RankSource | undefined {
  const dir = join(dirname(fileURLToPath(import.meta.url)), RANK_FILES_DIR);
  if (!existsSync(dir)) return undefined;
  return (encoding) => readFileSync(join(dir, rankFileName(encoding)));
}
