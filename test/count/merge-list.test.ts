import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decodeMergeList, encodeMergeList, mergeListFromHuggingFace, type MergeList } from '../../src/count/merge-list.js';
import { MergeListTokenizer } from '../../src/count/merge-list-tokenizer.js';

// A toy vocabulary: characters, byte tokens for the fallback, and pieces the merges make.
const PIECES = ['a', 'b', '▁', 'ab', 'ba', 'aba', '▁a', 'aa', '\uFEFFx', 'é', '<0xF0>', '<0x9F>', '<0xA6>', '<0x9C>'];
const id = (piece: string): number => PIECES.indexOf(piece);
const toy: MergeList = {
  pieces: PIECES,
  // Rank order: ab, then ba, then ab+a, then ▁+a, then aa.
  merges: Uint32Array.from([id('a'), id('b'), id('b'), id('a'), id('ab'), id('a'), id('▁'), id('a'), id('a'), id('a')]),
  added: ['\n', '<ctl>'],
};

describe('a merge list file', () => {
  test('reads back as written, a piece that starts with U+FEFF included', () => {
    assert.deepEqual(decodeMergeList(encodeMergeList(toy), 'toy'), toy);
  });

  test('a file cut short, or of another kind, is an error that names it', () => {
    const bytes = encodeMergeList(toy);
    assert.throws(() => decodeMergeList(bytes.subarray(0, bytes.length - 1), 'the toy list'), /the toy list is cut short or too long/);
    assert.throws(() => decodeMergeList(new TextEncoder().encode('! 0 abc\n'), 'the toy list'), /the toy list is not a merge list/);
  });

  test("from a Hugging Face tokenizer.json: pieces by id, merges by rank, and a merge of pieces the vocabulary lacks is an error", () => {
    const normalizer = { type: 'Replace', pattern: { String: ' ' }, content: '▁' };
    const json = { normalizer, model: { type: 'BPE', byte_fallback: true, vocab: { a: 0, b: 1, ab: 2 }, merges: [['a', 'b'] as [string, string]] }, added_tokens: [{ id: 3, content: '<eos>' }] };
    assert.deepEqual(mergeListFromHuggingFace(json), { pieces: ['a', 'b', 'ab'], merges: Uint32Array.from([0, 1]), added: ['<eos>'] });
    assert.throws(() => mergeListFromHuggingFace({ ...json, model: { ...json.model, merges: [['b', 'a']] } }), /merge 0 .* names a piece the vocabulary lacks/);
    // A file that normalizes or splits otherwise would be counted otherwise: it is refused, not read.
    const otherwise = /normalizes, splits or merges otherwise/;
    assert.throws(() => mergeListFromHuggingFace({ ...json, normalizer: { type: 'NFKC' } }), otherwise);
    assert.throws(() => mergeListFromHuggingFace({ ...json, pre_tokenizer: { type: 'Whitespace' } }), otherwise);
    assert.throws(() => mergeListFromHuggingFace({ ...json, model: { ...json.model, ignore_merges: true } }), otherwise);
  });
});

describe('counting with a merge list', () => {
  const t = new MergeListTokenizer('gemma3', toy);
  const pieces = (text: string): string[] => t.encode(text).map((i) => PIECES[i] ?? String(i));

  test('the lowest rank merges first, the leftmost of equals', () => {
    assert.deepEqual(pieces('abab'), ['ab', 'ab']);
    assert.deepEqual(pieces('aba'), ['aba']);
    // Rank before position: in "baba" the ab in the middle (rank 0) merges before either ba (rank 1), then takes the a.
    assert.deepEqual(pieces('baba'), ['b', 'aba']);
    // Two pairs of one rank that overlap: the leftmost merges, so "aaa" is aa|a, not a|aa.
    assert.deepEqual(pieces('aaa'), ['aa', 'a']);
    assert.deepEqual(pieces('bbaa'), ['b', 'ba', 'a']);
  });

  test('a space is ▁ and merges as one; a character the vocabulary lacks is one token per UTF-8 byte', () => {
    assert.deepEqual(pieces(' a'), ['▁a']);
    assert.deepEqual(pieces('a🦜'), ['a', '<0xF0>', '<0x9F>', '<0xA6>', '<0x9C>']);
    assert.equal(t.count('a🦜é'), 6);
  });

  test('added tokens are cut out first, each one token, and never merge with their neighbours', () => {
    assert.equal(t.count('ab\nab<ctl>ab'), 5);
    assert.equal(t.count('a\nb'), 3);
    assert.equal(t.count(''), 0);
  });
});
