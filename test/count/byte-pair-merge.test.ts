import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  bucketMerge,
  countPiece,
  encodePiece,
  heapMerge,
  mergeBoundaries,
  rescanMerge,
  type Vocabulary,
} from '../../src/count/byte-pair-merge.js';
import { levelMerge } from '../../src/count/level-merge.js';
import { TIKTOKEN_ENCODINGS as ENCODINGS } from '../../src/count/encoding-name.js';
import { vocabulary } from '../../src/count/vocabulary.js';
import { buildCorpus, random } from '../support/corpus.js';

/** A toy vocabulary: every byte, plus merges whose ranks make the order matter. */
function toyVocabulary(merges: string[]): Vocabulary {
  const ranks = new Map<string, number>();
  for (let b = 0; b < 256; b++) ranks.set(String.fromCharCode(b), b);
  merges.forEach((m, i) => ranks.set(m, 256 + i));
  return {
    ranks: { get: (key) => ranks.get(key), has: (key) => ranks.has(key), span: (text, start, end) => ranks.get(text.slice(start, end)) ?? -1 },
    maxTokenBytes: Math.max(1, ...merges.map((m) => m.length)),
  };
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
      assert.deepEqual(heapMerge(piece, vocab), bounds);
    }
  });
});

/** Pieces longer than the short-piece limit, of the shapes that make a merge slow or subtle. */
function longPieces(seed: number, count: number, corpusText: string): string[] {
  const rnd = random(seed);
  const length = (): number => 129 + Math.floor(rnd() * 1500);
  const byte = (): string => String.fromCharCode(Math.floor(rnd() * 256));
  const shapes: Array<() => string> = [
    // A run of one byte.
    () => byte().repeat(length()),
    // Random bytes, most pairs unranked.
    () => Array.from({ length: length() }, byte).join(''),
    // Runs of a few common characters, back to back.
    () => {
      let s = '';
      const target = length();
      while (s.length < target) s += ' \t\n-=*#_ae.'[Math.floor(rnd() * 11)]!.repeat(1 + Math.floor(rnd() * 40));
      return s;
    },
    // A short unit repeated.
    () => {
      const unit = Array.from({ length: 1 + Math.floor(rnd() * 9) }, () => ' -ab\n/='[Math.floor(rnd() * 7)]).join('');
      return unit.repeat(Math.ceil(length() / unit.length));
    },
    // Real text (UTF-8 bytes as latin1), including what the pre-tokenizer would never join.
    () => {
      const start = Math.floor(rnd() * (corpusText.length - 2000));
      return corpusText.slice(start, start + length());
    },
  ];
  return Array.from({ length: count }, (_, i) => shapes[i % shapes.length]!());
}

test('bucket merge matches the plain algorithm under random vocabularies built by merging', () => {
  // Every new token joins two earlier ones, as BPE training makes them; other splits of a token may
  // still rank above it, which the bucket merge must detect and leave to the heap.
  const rnd = random(7);
  let fallbacks = 0;
  for (let v = 0; v < 60; v++) {
    const tokens = ['a', 'b', 'c', 'd'];
    const merges: string[] = [];
    while (merges.length < 40) {
      const token = tokens[Math.floor(rnd() * tokens.length)]! + tokens[Math.floor(rnd() * tokens.length)]!;
      if (token.length > 8 || tokens.includes(token)) continue;
      tokens.push(token);
      merges.push(token);
    }
    const vocab = toyVocabulary(merges);
    for (let p = 0; p < 10; p++) {
      const length = 129 + Math.floor(rnd() * 400);
      const piece = Array.from({ length }, () => 'abcd'[Math.floor(rnd() * (p % 2 ? 2 : 4))]).join('');
      const expected = naiveMerge(piece, vocab);
      const bounds = mergeBoundaries(piece, vocab);
      assert.deepEqual(
        bounds.slice(0, -1).map((start, k) => piece.slice(start, bounds[k + 1])),
        expected,
      );
      const bucket = bucketMerge(piece, vocab);
      if (bucket === undefined) fallbacks++;
      else assert.deepEqual(bucket, bounds);
    }
  }
  // Both paths ran.
  assert.ok(fallbacks > 0 && fallbacks < 600, `${fallbacks} fallbacks`);
});

describe('bucket merge on the real vocabularies', () => {
  const corpusText = Buffer.from(
    buildCorpus()
      .filter((f) => /\.(md|ts|json|txt)$/.test(f.name))
      .slice(0, 30)
      .map((f) => f.text)
      .join('\n'),
    'utf8',
  ).toString('latin1');

  for (const name of ENCODINGS) {
    const vocab = vocabulary(name);

    test(`${name}: bucket and heap merges give tiktoken's own loop's tokens on random long pieces`, () => {
      for (const [k, piece] of longPieces(name === 'o200k_base' ? 1 : 2, 250, corpusText).entries()) {
        const expected = rescanMerge(piece, vocab);
        // Undefined would mean the fallback ran: these rank files are expected to stay monotone here.
        assert.deepEqual(bucketMerge(piece, vocab), expected, `piece ${k} of ${piece.length} bytes`);
        assert.deepEqual(heapMerge(piece, vocab), expected, `piece ${k} of ${piece.length} bytes`);
        assert.deepEqual(mergeBoundaries(piece, vocab), expected);
      }
    });

    test(`${name}: runs of every byte merge as tiktoken's own loop merges them`, () => {
      for (let b = 0; b < 256; b++) {
        for (const length of [129, 130, 257, 700]) {
          const piece = String.fromCharCode(b).repeat(length);
          assert.deepEqual(bucketMerge(piece, vocab), rescanMerge(piece, vocab), `byte ${b} x ${length}`);
        }
      }
    });

    test(`${name}: a token does not always rank above every pair of tokens it splits into`, () => {
      // Four spaces rank below three spaces, so "   " + " " would be a pair ranked below its own
      // parts. The merge never forms it, but the bucket merge cannot assume so from the rank file
      // alone: it checks every pair it creates instead.
      const four = vocab.ranks.get('    ')!;
      assert.ok(four < vocab.ranks.get('   ')!);
      assert.ok(vocab.ranks.has(' '));
    });
  }

  test('a rank file that is not monotone falls back to the heap, with the same tokens', () => {
    // 'bc' merges at 257, then the pair a|bc has the lower rank 256: the bucket merge has to give up.
    const vocab = toyVocabulary(['abc', 'bc']);
    const piece = 'abc'.repeat(60);
    assert.equal(bucketMerge(piece, vocab), undefined);
    const bounds = mergeBoundaries(piece, vocab);
    const actual = bounds.slice(0, -1).map((start, k) => piece.slice(start, bounds[k + 1]));
    assert.deepEqual(actual, naiveMerge(piece, vocab));
    // The shared bucket table was left empty: a monotone vocabulary still merges correctly after it.
    const run = 'a'.repeat(300);
    const monotone = toyVocabulary(['aa', 'aaaa']);
    assert.deepEqual(bucketMerge(run, monotone), rescanMerge(run, monotone));
  });
});

describe('merging a long piece a level at a time', () => {
  const lengthsToStarts = (lengths: Uint8Array): number[] => [0, ...lengths].map((_, k, all) => all.slice(0, k + 1).reduce((a, b) => a + b, 0));

  for (const name of ENCODINGS) {
    test(`${name}: runs of every byte merge as tiktoken's own loop merges them`, () => {
      const vocab = vocabulary(name);
      let merged = 0;
      for (let b = 0; b < 256; b++) {
        for (const length of [129, 130, 257, 700]) {
          const piece = String.fromCharCode(b).repeat(length);
          const lengths = levelMerge(piece, vocab);
          if (lengths === undefined) continue;
          merged++;
          assert.deepEqual(lengthsToStarts(lengths), rescanMerge(piece, vocab), `byte ${b} x ${length}`);
        }
      }
      // Runs are what it is for: nearly all of them merge this way.
      assert.ok(merged > 1000, `${merged} of 1024 runs merged by level`);
    });

    test(`${name}: a long piece whose lowest pair is rare is handed on, and merges exactly all the same`, () => {
      const vocab = vocabulary(name);
      const rnd = random(11);
      const piece = Array.from({ length: 20_000 }, () => String.fromCharCode(97 + Math.floor(rnd() * 26))).join('');
      assert.equal(levelMerge(piece, vocab), undefined);
      assert.equal(countPiece(piece, vocab), mergeBoundaries(piece, vocab).length - 1);
      assert.deepEqual(mergeBoundaries(piece, vocab), heapMerge(piece, vocab));
    });
  }

  test('gives the plain algorithm\'s tokens on toy vocabularies, or hands the piece on', () => {
    const rnd = random(5);
    let levels = 0;
    for (let v = 0; v < 60; v++) {
      const tokens = ['a', 'b'];
      const merges: string[] = [];
      while (merges.length < 12) {
        const token = tokens[Math.floor(rnd() * tokens.length)]! + tokens[Math.floor(rnd() * tokens.length)]!;
        if (token.length > 8 || tokens.includes(token)) continue;
        tokens.push(token);
        merges.push(token);
      }
      const vocab = toyVocabulary(merges);
      for (let p = 0; p < 10; p++) {
        const unit = Array.from({ length: 1 + (p % 3) }, () => 'ab'[Math.floor(rnd() * 2)]).join('');
        const piece = unit.repeat(Math.ceil(200 / unit.length));
        const lengths = levelMerge(piece, vocab);
        if (lengths === undefined) continue;
        levels++;
        const starts = lengthsToStarts(lengths);
        assert.deepEqual(starts.slice(0, -1).map((start, k) => piece.slice(start, starts[k + 1])), naiveMerge(piece, vocab));
      }
    }
    assert.ok(levels > 300, `${levels} of 600 merged by level`);
  });

  test('a merge whose pair with the next part ranks lower hands the piece on, in every long merge', () => {
    // 'aba' ranks below 'ab': once the first 'ab' merges, tiktoken merges 'ab' + 'a' before the next
    // 'ab', so merging every 'ab' of a level (or of a bucket) first would cut the piece elsewhere.
    const vocab = toyVocabulary(['aba', 'ab']);
    const piece = 'abxab' + 'ab'.repeat(100);
    assert.equal(levelMerge(piece, vocab), undefined);
    assert.equal(bucketMerge(piece, vocab), undefined);
    const bounds = mergeBoundaries(piece, vocab);
    assert.deepEqual(bounds.slice(0, -1).map((start, k) => piece.slice(start, bounds[k + 1])), naiveMerge(piece, vocab));
    assert.equal(countPiece(piece, vocab), naiveMerge(piece, vocab).length);
  });

  test('levels that each merge a pair or two hand the piece on before they grow quadratic', () => {
    // The first level merges a hundred 'xx'; then every level merges one more letter onto 'ab...'.
    const tail = 'abcdefghijklmnopqrstuvwxyz';
    const vocab = toyVocabulary(['xx', ...Array.from({ length: 25 }, (_, k) => tail.slice(0, k + 2))]);
    const piece = 'x'.repeat(200) + tail;
    assert.equal(levelMerge(piece, vocab), undefined);
    const bounds = mergeBoundaries(piece, vocab);
    assert.deepEqual(bounds.slice(0, -1).map((start, k) => piece.slice(start, bounds[k + 1])), naiveMerge(piece, vocab));
    // Fewer levels of one merge each stay within what the levels may scan, and merge by level.
    const short = 'x'.repeat(200) + tail.slice(0, 4);
    const lengths = levelMerge(short, vocab);
    assert.deepEqual(lengths && [...lengths], [...Array(100).fill(2), 4]);
  });

  test('a level that leaves a pair ranked below its own hands the piece on', () => {
    // Every 'bc' merges in one level, leaving a|bc ('abc', ranked lower); tiktoken merges that as soon
    // as the first 'bc' is made, and then 'abc' + 'b' before the second 'bc'.
    const vocab = toyVocabulary(['abc', 'abcb', 'bc']);
    const piece = 'abcbc'.repeat(40);
    assert.equal(levelMerge(piece, vocab), undefined);
    const bounds = mergeBoundaries(piece, vocab);
    assert.deepEqual(bounds.slice(0, -1).map((start, k) => piece.slice(start, bounds[k + 1])), naiveMerge(piece, vocab));
  });
});
