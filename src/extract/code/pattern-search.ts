import { escapeRegExp } from '../regexp-escape.js';

/** A pattern looked for, and the words any match of it starts with (read without case). */
export interface SoughtPattern {
  pattern: RegExp;
  words: readonly string[];
  /**
   * What every match has right after its word, as a regular expression's source read as a
   * lookahead: a word without it is passed over by the search itself instead of being tried. Code
   * writes `function` thousands of times, and a key `function:` seldom.
   */
  then?: string;
}

/**
 * A search for several patterns at once (`found`), made once for a list and run on each text: its
 * parts (the words' pattern, each pattern anchored, their first letters) are not remade per file.
 */
export class PatternSearch {
  private readonly anchored: RegExp[];
  /** For each pattern, the first letters (as `lowerAscii` reads them) its words start with; undefined when any may start one. */
  private readonly firsts: Array<number[] | undefined>;
  private readonly words: RegExp;

  constructor(sought: readonly SoughtPattern[]) {
    this.anchored = sought.map((s) => anchoredPattern(s.pattern));
    this.firsts = sought.map((s) => firstsOf(s.words));
    this.words = wordsPattern(sought);
  }

  /**
   * Which of the patterns match somewhere in the text (as `pattern.test(text)` says), found in one
   * search for all their words rather than a search of the whole text for each: most code holds
   * none of them, and each search costs about as much whatever it looks for
   * (docs/architecture.md, "Code without prompts is not parsed"). A pattern is tried, anchored, only where one of the words starts, so each
   * match of a pattern must start with one of its words (a zero-width assertion, `\b` or a lookbehind,
   * may stand before it). Every place a word starts is tried, overlapping ones too, until all are found.
   */
  found(text: string): boolean[] {
    const { anchored, firsts, words } = this;
    const found = anchored.map(() => false);
    let left = anchored.length;
    words.lastIndex = 0;
    for (let m = words.exec(text); m && left > 0; m = words.exec(text)) {
      const first = lowerAscii(text.charCodeAt(m.index));
      for (let k = 0; k < anchored.length; k++) {
        // A pattern can match only where one of its words starts.
        const letters = firsts[k];
        if (found[k] || (first >= 0 && letters !== undefined && !letters.includes(first))) continue;
        const pattern = anchored[k]!;
        pattern.lastIndex = m.index;
        if (pattern.test(text)) {
          found[k] = true;
          left--;
        }
      }
      words.lastIndex = m.index + 1;
    }
    return found;
  }
}

/** All the words, read without case, each with what must follow it, as one global pattern. */
function wordsPattern(sought: readonly SoughtPattern[]): RegExp {
  const alternatives = sought
    .filter((s) => s.words.length > 0)
    .map((s) => {
      const words = s.words.map(escapeRegExp).join('|');
      return s.then === undefined ? words : `(?:${words})(?=${s.then})`;
    });
  return new RegExp(alternatives.join('|') || '(?!)', 'gi');
}

/** The pattern, sticky (tried only where `lastIndex` stands). */
function anchoredPattern(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.replace('g', '') + 'y');
}

/** The first characters of the words as `lowerAscii` reads them; undefined when one is not ASCII (or a word is empty): then any may start one. */
function firstsOf(words: readonly string[]): number[] | undefined {
  const firsts = words.map((word) => lowerAscii(word.charCodeAt(0)));
  return firsts.every((c) => c >= 0) ? firsts : undefined;
}

/**
 * An ASCII character in lower case, which a word's first character must be the same as, read
 * without case (the words pattern has no `u` flag, under which no other character reads as an ASCII
 * letter); -1 for any other (a word's empty end included), which is not told apart.
 */
function lowerAscii(c: number): number {
  if (!(c < 128)) return -1;
  return c >= 65 && c <= 90 ? c + 32 : c;
}
