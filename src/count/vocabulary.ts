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

/** Builds an encoding's rank map on first use and keeps it. */
export function vocabulary(name: EncodingName): Vocabulary {
  let vocab = built.get(name);
  if (!vocab) {
    vocab = parseRanks(DATA[name].bpe_ranks);
    built.set(name, vocab);
  }
  return vocab;
}

/** Base64 digit values by character code; -1 for characters that are not digits. */
const BASE64 = new Int8Array(128).fill(-1);
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries()) BASE64[c.charCodeAt(0)] = i;

/**
 * Reads the compact rank file. Each token is decoded from base64 straight into a latin1 string (one
 * character per byte), in one pass over the file with no intermediate strings or buffers: this runs
 * on every cold start, and a `Buffer` per token made it take twice as long.
 */
export function parseRanks(compact: string): Vocabulary {
  const ranks = new Map<string, number>();
  let maxTokenBytes = 0;
  const bytes: number[] = [];
  const end = compact.length;
  let pos = 0;
  while (pos < end) {
    let eol = compact.indexOf('\n', pos);
    if (eol < 0) eol = end;
    // `! <first rank> <token> <token> ...`
    const afterMark = compact.indexOf(' ', pos);
    if (afterMark < 0 || afterMark >= eol) {
      pos = eol + 1;
      continue;
    }
    let field = compact.indexOf(' ', afterMark + 1);
    if (field < 0 || field > eol) field = eol;
    let rank = Number.parseInt(compact.slice(afterMark + 1, field), 10);
    let at = field + 1;
    while (at < eol) {
      let stop = compact.indexOf(' ', at);
      if (stop < 0 || stop > eol) stop = eol;
      bytes.length = 0;
      let acc = 0;
      let bits = 0;
      for (let k = at; k < stop; k++) {
        const digit = BASE64[compact.charCodeAt(k)] ?? -1;
        // Padding ends the token.
        if (digit < 0) break;
        acc = ((acc << 6) | digit) & 0xffffff;
        bits += 6;
        if (bits >= 8) {
          bits -= 8;
          bytes.push((acc >> bits) & 0xff);
        }
      }
      const token = String.fromCharCode(...bytes);
      ranks.set(token, rank++);
      if (bytes.length > maxTokenBytes) maxTokenBytes = bytes.length;
      at = stop + 1;
    }
    pos = eol + 1;
  }
  return { ranks, maxTokenBytes };
}
