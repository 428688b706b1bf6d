import type { Tokenizer } from './tokenizer.js';

/**
 * Counts each distinct text once. Base and head share most of their prompt material, and one text
 * often appears under several paths, so a run of the action tokenizes only what really differs.
 */
export class TokenCounter {
  private readonly counts = new Map<string, number>();

  constructor(readonly tokenizer: Tokenizer) {}

  count(text: string): number {
    let n = this.counts.get(text);
    if (n === undefined) {
      n = this.tokenizer.count(text);
      this.counts.set(text, n);
    }
    return n;
  }
}
