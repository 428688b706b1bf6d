import type { EncodingName } from './encoding-name.js';
import type { Vocabulary } from './merge-tables.js';
import { RankTable } from './rank-table.js';
import { tiktokenRankFile } from './tiktoken-ranks.js';

/**
 * The BPE vocabularies: OpenAI's published ranks, as rank files (`rank-table.ts`). Where the files
 * come from is the caller's: the bundle's entry reads the ones the build wrote to `dist/ranks/`
 * (src/pipeline/rank-files.ts); from source they are converted from js-tiktoken's on first use.
 */

export { ENCODINGS, isEncodingName, type EncodingName } from './encoding-name.js';

/** The rank file of an encoding. Called at most once per encoding, when it is first counted with. */
export type RankSource = (encoding: EncodingName) => Uint8Array;

let source: RankSource = tiktokenRankFile;
const built = new Map<EncodingName, Vocabulary>();

/** Where rank files are read from, from here on. */
export function useRankSource(next: RankSource): void {
  source = next;
  built.clear();
}

/** Reads an encoding's rank table on first use and keeps it. */
export function vocabulary(name: EncodingName): Vocabulary {
  let vocab = built.get(name);
  if (!vocab) {
    const ranks = RankTable.read(source(name), `the ${name} rank file`);
    vocab = { ranks, maxTokenBytes: ranks.maxTokenBytes };
    built.set(name, vocab);
  }
  return vocab;
}
