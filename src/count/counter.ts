import type { Tokenizer } from './tokenizer.js';
import type { EncodingName } from './vocabulary.js';

/**
 * Counts each distinct text once. Base and head share most of their prompt material, and one text
 * often appears under several paths, so a run of the action tokenizes only what really differs.
 */
export class TokenCounter {
  private loaded: Tokenizer | undefined;

  /**
   * `counts` may come filled (texts counted by an earlier run, docs/architecture.md,
   * "Incremental extraction"); every text counted here is added to it. The tokenizer is asked for
   * only when a text is not there: a warm run that knows every text never loads a vocabulary.
   */
  constructor(
    private readonly tokenizer: () => Tokenizer,
    private readonly counts = new Map<string, number>(),
  ) {}

  count(text: string): number {
    let n = this.counts.get(text);
    if (n === undefined) {
      n = (this.loaded ??= this.tokenizer()).count(text);
      this.counts.set(text, n);
    }
    return n;
  }
}

/** Texts already counted, by encoding: what a run may start from and adds to. */
export type LocalCounts = Map<EncodingName, Map<string, number>>;
