import assert from 'node:assert/strict';
import { test } from 'node:test';
import cl100kData from 'js-tiktoken/ranks/cl100k_base';
import o200kData from 'js-tiktoken/ranks/o200k_base';
import { parseRanks } from '../../src/count/vocabulary.js';

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
  test(`${name}: the one-pass rank reader gives every token the rank Node's base64 decoder gives it`, () => {
    const fast = parseRanks(data.bpe_ranks);
    const plain = plainRanks(data.bpe_ranks);
    assert.equal(fast.ranks.size, plain.size);
    let mismatches = 0;
    for (const [token, rank] of plain) if (fast.ranks.get(token) !== rank) mismatches++;
    assert.equal(mismatches, 0);
    assert.equal(fast.maxTokenBytes, [...plain.keys()].reduce((max, t) => Math.max(max, t.length), 0));
  });
}

test('padding and lines without tokens are read as the format says', () => {
  // "IQ==" is "!", "ICA=" is two spaces, "YWJj" is "abc".
  const { ranks, maxTokenBytes } = parseRanks('! 0 IQ== ICA=\n\n! 7 YWJj\n');
  assert.deepEqual([...ranks], [['!', 0], ['  ', 1], ['abc', 7]]);
  assert.equal(maxTokenBytes, 3);
});
