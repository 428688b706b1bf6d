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
   * `keep` bounds what is kept, for a long run that counts texts without end (the budget's stubs):
   * past it, what was kept is let go and counting starts afresh.
   */
  constructor(
    private readonly tokenizer: () => Tokenizer,
    private readonly counts = new Map<string, number>(),
    private readonly keep = Number.POSITIVE_INFINITY,
  ) {}

  count(text: string): number {
    let n = this.counts.get(text);
    if (n === undefined) {
      n = (this.loaded ??= this.tokenizer()).count(text);
      if (this.counts.size >= this.keep) this.counts.clear();
      this.counts.set(text, n);
    }
    return n;
  }
}

/** Texts already counted, by encoding: what a run may start from and adds to. */
export type LocalCounts = Map<EncodingName, Map<string, number>>;
