// Writes the vocabulary files the bundle reads (src/pipeline/rank-files.ts): js-tiktoken's ranks
// converted by src/count/tiktoken-ranks.ts, and Gemma 3's merge list by src/count/gemma-merges.ts.
// Run by scripts/build.mjs as `tsx scripts/rank-files.ts <dir>`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gemmaMergeFile } from '../src/count/gemma-merges.js';
import { isTiktokenEncoding } from '../src/count/encoding-name.js';
import { tiktokenRankFile } from '../src/count/tiktoken-ranks.js';
import { ENCODINGS } from '../src/count/vocabulary.js';
import { rankFileName } from '../src/pipeline/rank-files.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx scripts/rank-files.ts <dir>');
mkdirSync(dir, { recursive: true });
for (const encoding of ENCODINGS) {
  writeFileSync(join(dir, rankFileName(encoding)), isTiktokenEncoding(encoding) ? tiktokenRankFile(encoding) : gemmaMergeFile());
}
