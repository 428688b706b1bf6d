import assert from 'node:assert/strict';
import { test } from 'node:test';
import cl100kData from 'js-tiktoken/ranks/cl100k_base';
import o200kData from 'js-tiktoken/ranks/o200k_base';
import { encodeRankFile, RankTable } from '../../src/count/rank-table.js';
import { rankFileFromTiktoken } from '../../src/count/tiktoken-ranks.js';
import { useRankSource, vocabulary } from '../../src/count/vocabulary.js';

/** The rank file read the plain way: Node's own base64 decoder, one token at a time. */
function plainRanks(compact: string): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const line of compact.split('\n')) {
    if (!line) continue;
    const [, first, ...tokens] = line.split(' ');
    tokens.forEach((t, i) => ranks.set(Buffer.from(t, 'base64').toString('latin1'), Number(first) + i));
  }
  return ranks;
}

for (const [name, data] of [['o200k_base', o200kData], ['cl100k_base', cl100kData]] as const) {
  test(`${name}: the rank table gives every token the rank Node's base64 decoder gives it, and nothing else a rank`, () => {
    const table = RankTable.read(rankFileFromTiktoken(data.bpe_ranks), name);
    const plain = plainRanks(data.bpe_ranks);
    assert.equal(table.size, plain.size);
    let mismatches = 0;
    for (const [token, rank] of plain) if (table.get(token) !== rank) mismatches++;
    assert.equal(mismatches, 0);
    // Every token with one byte more or less, where that is no token itself, has no rank.
    let strays = 0;
    for (const token of plain.keys()) {
      for (const other of [`${token}\u0000`, token.slice(1), `\u00ff${token}`]) if (!plain.has(other) && table.has(other)) strays++;
    }
    assert.equal(strays, 0);
    assert.equal(table.maxTokenBytes, [...plain.keys()].reduce((max, t) => Math.max(max, t.length), 0));
  });
}

test('padding, lines without tokens and gaps between ranks are read as the format says', () => {
  // "IQ==" is "!", "ICA=" is two spaces, "YWJj" is "abc".
  const table = RankTable.read(rankFileFromTiktoken('! 0 IQ== ICA=\n\n! 7 YWJj\n'), 'toy');
  assert.deepEqual(['!', '  ', 'abc', 'ab', '', 'abcd', '\u0100'].map((k) => table.get(k)), [0, 1, 7, undefined, undefined, undefined, undefined]);
  assert.equal(table.size, 3);
  assert.equal(table.maxTokenBytes, 3);
});

test('a file that is not a rank file, or is cut short, is refused with its name', () => {
  const file = encodeRankFile([Uint8Array.of(97), Uint8Array.of(98, 99)]);
  assert.throws(() => RankTable.read(Buffer.from('not a rank file at all'), 'dist/ranks/x.ranks'), /dist\/ranks\/x\.ranks is not a ctxguard rank file/);
  assert.throws(() => RankTable.read(file.subarray(0, file.length - 1), 'x'), /x holds 4142 bytes; its header says 4143/);
  // A view into a larger buffer, as Node's file reads may give, reads the same, aligned or not.
  for (const at of [8, 3]) {
    const padded = new Uint8Array(file.length + at);
    padded.set(file, at);
    assert.equal(RankTable.read(padded.subarray(at), 'x').get('bc'), 1);
  }
});

test('vocabularies are read from the rank source given, once per encoding', () => {
  const asked: string[] = [];
  const previous = useRankSource((encoding) => {
    asked.push(encoding);
    return encodeRankFile([Uint8Array.of(120)]);
  });
  try {
    assert.equal(vocabulary('cl100k_base').ranks.get('x'), 0);
    vocabulary('cl100k_base');
    assert.deepEqual(asked, ['cl100k_base']);
  } finally {
    // The source there was, Gemma 3's merge list included: the tests after this one in the process count with it.
    useRankSource(previous);
  }
});

test('a span is looked up where it stands in a longer text, with the rank its own string has', () => {
  const table = RankTable.read(encodeRankFile(['a', 'b', 'ab', 'abc', 'ba'].map((t) => Buffer.from(t, 'latin1'))), 'toy');
  const text = 'xxabcba';
  assert.equal(table.span(text, 2, 4), 2);
  assert.equal(table.span(text, 2, 5), 3);
  assert.equal(table.span(text, 5, 7), 4);
  assert.equal(table.span(text, 3, 4), 1);
  // A span whose chars are a token's only in part, an empty one and one longer than any token: none.
  assert.equal(table.span(text, 1, 3), -1);
  assert.equal(table.span(text, 4, 4), -1);
  assert.equal(table.span('abca', 0, 4), -1);
  assert.equal(table.get('ab'), 2);
  assert.equal(table.get('xab'), undefined);
});
