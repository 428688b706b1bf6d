import { createRequire } from 'node:module';
import { encodeRankFile } from './rank-table.js';
import type { TiktokenEncoding } from './encoding-name.js';

/**
 * The rank files of js-tiktoken, OpenAI's published ranks in a compact text format: one line per run
 * of consecutive ranks, `! <first rank> <base64 token> <base64 token> ...`. The build converts them
 * into the files it ships (`dist/ranks/`); run from source, they are converted on first use.
 */

/**
 * js-tiktoken's ranks of `encoding` as a rank file. The package is loaded with `require` rather than
 * imported, so that the bundler leaves its 3.4 MB of strings out of the bundle, which reads the
 * converted files instead (docs/architecture.md, "Cold start").
 */
export function tiktokenRankFile(encoding: TiktokenEncoding): Uint8Array {
  const require = createRequire(import.meta.url);
  const data = require(`js-tiktoken/ranks/${encoding}`) as { bpe_ranks: string };
  return rankFileFromTiktoken(data.bpe_ranks);
}

/** Base64 digit values by character code; -1 for characters that are not digits. */
const BASE64 = new Int8Array(128).fill(-1);
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries()) BASE64[c.charCodeAt(0)] = i;

/** Reads the compact format in one pass, decoding each token's base64 straight into one shared buffer. */
export function rankFileFromTiktoken(compact: string): Uint8Array {
  const tokens: Uint8Array[] = [];
  const buffer = new Uint8Array(Math.ceil((compact.length * 3) / 4));
  let used = 0;
  const end = compact.length;
  let pos = 0;
  while (pos < end) {
    let eol = compact.indexOf('\n', pos);
    if (eol < 0) eol = end;
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
      const first = used;
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
          buffer[used++] = (acc >> bits) & 0xff;
        }
      }
      tokens[rank++] = buffer.subarray(first, used);
      at = stop + 1;
    }
    pos = eol + 1;
  }
  return encodeRankFile(tokens);
}
