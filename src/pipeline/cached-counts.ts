import type { LocalCounts } from '../count/counter.js';
import { tokenizer } from '../count/tokenizer.js';
import type { EncodingName } from '../count/vocabulary.js';
import type { ExtractedContent } from '../extract/file-content.js';
import type { Snapshot } from '../extract/snapshot.js';

/**
 * The counts the extraction cache kept with each file's units (`ExtractedContent.tokens`), by
 * encoding and text, for the diff to start from: an unchanged file is neither read nor counted.
 */
export function cachedCounts(snapshots: readonly Snapshot[]): LocalCounts {
  const counts: LocalCounts = new Map();
  for (const content of extractedContents(snapshots)) {
    const units = content.extraction.units;
    for (const [encoding, tokens] of Object.entries(content.tokens ?? {}) as Array<[EncodingName, unknown]>) {
      // Counts of another shape than the units (a file edited by hand) are not used: they are counted again.
      if (!Array.isArray(tokens) || tokens.length !== units.length || !tokens.every((n) => Number.isSafeInteger(n) && n >= 0)) continue;
      let known = counts.get(encoding);
      if (!known) counts.set(encoding, (known = new Map()));
      units.forEach((unit, i) => known.set(unit.text, tokens[i] as number));
    }
  }
  return counts;
}

/**
 * Puts this run's counts back on each file's units, for the cache to keep: an encoding is kept for a
 * file only when every unit of it was counted in that encoding.
 */
export function keepCounts(snapshots: readonly Snapshot[], counts: LocalCounts): void {
  for (const content of extractedContents(snapshots)) {
    const units = content.extraction.units;
    if (units.length === 0) continue;
    for (const [encoding, known] of counts) {
      if (content.tokens?.[encoding]) continue;
      const tokens = units.map((u) => known.get(u.text));
      if (tokens.every((n) => n !== undefined)) content.tokens = { ...content.tokens, [encoding]: tokens };
    }
  }
}

/**
 * The content with its units counted in the encoding, as the report would count them: what a worker
 * extracts it counts too (`ExtractionJob.countIn`), and `cachedCounts` hands the report those counts.
 */
export function withCounts(content: ExtractedContent, encoding: EncodingName): ExtractedContent {
  const units = content.extraction.units;
  if (units.length === 0 || content.tokens?.[encoding]) return content;
  const counter = tokenizer(encoding);
  return { ...content, tokens: { ...content.tokens, [encoding]: units.map((unit) => counter.count(unit.text)) } };
}

function* extractedContents(snapshots: readonly Snapshot[]): Generator<ExtractedContent> {
  const seen = new Set<ExtractedContent>();
  for (const snapshot of snapshots) {
    for (const file of snapshot.files) {
      if (file.content.kind !== 'extracted' || seen.has(file.content)) continue;
      seen.add(file.content);
      yield file.content;
    }
  }
}
