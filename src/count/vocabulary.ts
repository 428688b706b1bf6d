import cl100kData from 'js-tiktoken/ranks/cl100k_base';
import o200kData from 'js-tiktoken/ranks/o200k_base';
import type { Vocabulary } from './byte-pair-merge.js';

/**
 * The BPE vocabularies, from js-tiktoken's copy of OpenAI's published rank files. Its compact format
 * is one line per run of consecutive ranks: `! <first rank> <base64 token> <base64 token> ...`.
 */

export const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;
export type EncodingName = (typeof ENCODINGS)[number];

interface RankData {
  bpe_ranks: string;
}

const DATA: Record<EncodingName, RankData> = { o200k_base: o200kData, cl100k_base: cl100kData };
const built = new Map<EncodingName, Vocabulary>();

export function isEncodingName(name: string): name is EncodingName {
  return (ENCODINGS as readonly string[]).includes(name);
}

/** Builds an encoding's rank map on first use (about 100 ms for o200k_base) and keeps it. */
export function vocabulary(name: EncodingName): Vocabulary {
  let vocab = built.get(name);
  if (!vocab) {
    vocab = parseRanks(DATA[name].bpe_ranks);
    built.set(name, vocab);
  }
  return vocab;
}

export function parseRanks(compact: string): Vocabulary {
  const ranks = new Map<string, number>();
  let maxTokenBytes = 0;
  for (const line of compact.split('\n')) {
    if (!line) continue;
    const fields = line.split(' ');
    const first = Number.parseInt(fields[1]!, 10);
    for (let i = 2; i < fields.length; i++) {
      const bytes = Buffer.from(fields[i]!, 'base64').toString('latin1');
      ranks.set(bytes, first + i - 2);
      if (bytes.length > maxTokenBytes) maxTokenBytes = bytes.length;
    }
  }
  return { ranks, maxTokenBytes };
}
