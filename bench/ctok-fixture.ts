import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CTOK_COMMIT } from '../src/models/calibration.js';

/**
 * ctok's counts of the calibration sample (docs/architecture.md, "Exact counts from the provider").
 * ctok reconstructs Claude 3 and later's token counts and is Python, so the tests do not run it: its
 * counts are kept in a fixture, one line per text, and `npm run bench -- ctok` with `CTOK` set to a
 * checkout of github.com/sanderland/ctok at `CTOK_COMMIT` counts the sample again and rewrites it.
 */
export const CTOK_COUNTS = new URL('../test/fixtures/claude-token-counts.tsv', import.meta.url);

export type CtokFamily = 'v3' | 'v4.7';

/** A text's key in the fixture: its SHA-256, the first 16 hex digits. */
export function textKey(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

/** The fixture's counts by text key. */
export function readCtokCounts(): Map<string, Record<CtokFamily, number>> {
  const counts = new Map<string, Record<CtokFamily, number>>();
  for (const line of readFileSync(CTOK_COUNTS, 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#') || line.startsWith('key\t')) continue;
    const [key, v3, v47] = line.split('\t');
    counts.set(key!, { v3: Number(v3), 'v4.7': Number(v47) });
  }
  return counts;
}

/** A counter that looks a text's count up in the fixture; a text it lacks is an error that says how to count it. */
export function ctokCounter(counts: Map<string, Record<CtokFamily, number>>, family: CtokFamily): (text: string) => number {
  return (text) => {
    const known = counts.get(textKey(text));
    if (!known) {
      throw new Error(
        `test/fixtures/claude-token-counts.tsv has no ctok count for a text of the calibration sample (${JSON.stringify(text.slice(0, 40))}…): ` +
          `the corpus moved; run \`CTOK=<checkout of sanderland/ctok at ${CTOK_COMMIT}> npm run bench -- ctok\``,
      );
    }
    return known[family];
  };
}
