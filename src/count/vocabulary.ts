import { isTiktokenEncoding, type EncodingName, type TiktokenEncoding } from './encoding-name.js';
import { gemmaMergeFile } from './gemma-merges.js';
import { decodeMergeList, type MergeList } from './merge-list.js';
import type { Vocabulary } from './merge-tables.js';
import { RankTable } from './rank-table.js';
import { tiktokenRankFile } from './tiktoken-ranks.js';

/**
 * The vocabularies: OpenAI's published ranks, as rank files (`rank-table.ts`), and Gemma 3's pieces and
 * merges, as a merge list (`merge-list.ts`). Where the files come from is the caller's: the bundle's
 * entry reads the ones the build wrote to `dist/ranks/` (src/pipeline/rank-files.ts); from source they
 * are converted from the packages' on first use.
 */

export { ENCODINGS, isEncodingName, type EncodingName } from './encoding-name.js';

/** The file of an encoding. Called at most once per encoding, when it is first counted with. */
export type RankSource = (encoding: EncodingName) => Uint8Array;

const fromPackages: RankSource = (encoding) => (isTiktokenEncoding(encoding) ? tiktokenRankFile(encoding) : gemmaMergeFile());
let source: RankSource = fromPackages;
const built = new Map<TiktokenEncoding, Vocabulary>();
const lists = new Map<Exclude<EncodingName, TiktokenEncoding>, MergeList>();

/** Where rank files are read from, from here on; the source used until now, to put back. */
export function useRankSource(next: RankSource): RankSource {
  const previous = source;
  source = next;
  built.clear();
  lists.clear();
  return previous;
}

/** Reads an encoding's rank table on first use and keeps it. */
export function vocabulary(name: TiktokenEncoding): Vocabulary {
  let vocab = built.get(name);
  if (!vocab) {
    const ranks = RankTable.read(source(name), `the ${name} rank file`);
    vocab = { ranks, maxTokenBytes: ranks.maxTokenBytes };
    built.set(name, vocab);
  }
  return vocab;
}

/** Reads an encoding's merge list on first use and keeps it. */
export function mergeList(name: Exclude<EncodingName, TiktokenEncoding>): MergeList {
  let list = lists.get(name);
  if (!list) lists.set(name, (list = decodeMergeList(source(name), `the ${name} merge list`)));
  return list;
}
