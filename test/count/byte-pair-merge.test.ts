import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { countPiece, encodePiece, mergeBoundaries, type Vocabulary } from '../../src/count/byte-pair-merge.js';
import { random } from '../support/corpus.js';

/** A toy vocabulary: every byte, plus merges whose ranks make the order matter. */
function toyVocabulary(merges: string[]): Vocabulary {
  const ranks = new Map<string, number>();
  for (let b = 0; b < 256; b++) ranks.set(String.fromCharCode(b), b);
  merges.forEach((m, i) => ranks.set(m, 256 + i));
  return { ranks, maxTokenBytes: Math.max(1, ...merges.map((m) => m.length)) };
}

/** tiktoken's algorithm, written plainly: merge the lowest-ranked adjacent pair, leftmost first. */
function naiveMerge(piece: string, vocab: Vocabulary): string[] {
  const parts = [...piece];
  for (;;) {
    let best = -1;
    let bestRank = Infinity;
    for (let i = 0; i + 1 < parts.length; i++) {
      const rank = vocab.ranks.get(parts[i]! + parts[i + 1]!);
      if (rank !== undefined && rank < bestRank) {
        bestRank = rank;
        best = i;
      }
    }
    if (best < 0) return parts;
    parts.splice(best, 2, parts[best]! + parts[best + 1]!);
  }
}

describe('byte-pair merge', () => {
  const vocab = toyVocabulary(['ab', 'bc', 'abc', 'aa', 'aaaa', 'ca', 'bca', 'cc', 'aaaaaaaa', 'bb', 'cab']);

  test('merges the lowest rank first and the leftmost pair on ties', () => {
    // 'ab' (rank 256) beats 'bc' (257): a|b|c -> ab|c -> abc.
    assert.deepEqual(encodePiece('abc', vocab), [vocab.ranks.get('abc')]);
    // 'aaa': the leftmost 'aa' merges first, leaving aa|a.
    assert.deepEqual(mergeBoundaries('aaa', vocab), [0, 2, 3]);
  });

  test('the heap merge and the rescanning merge agree with the plain algorithm on random pieces', () => {
    const rnd = random(42);
    for (let i = 0; i < 300; i++) {
      // Lengths on both sides of the short-piece limit, so both code paths run.
      const length = 1 + Math.floor(rnd() * (i % 2 ? 100 : 2000));
      const piece = Array.from({ length }, () => 'abc'[Math.floor(rnd() * 3)]).join('');
      const expected = naiveMerge(piece, vocab);
      const bounds = mergeBoundaries(piece, vocab);
      const actual = bounds.slice(0, -1).map((start, k) => piece.slice(start, bounds[k + 1]));
      assert.deepEqual(actual, expected, `piece of ${length}`);
      assert.equal(countPiece(piece, vocab), expected.length);
    }
  });
});
