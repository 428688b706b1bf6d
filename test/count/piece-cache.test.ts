import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PieceCache } from '../../src/count/piece-cache.js';

/** Looks `piece` up where it stands in `text`. */
function get(cache: PieceCache, text: string, piece: string, hash = PieceCache.hash(text, text.indexOf(piece), text.indexOf(piece) + piece.length)): number {
  const from = text.indexOf(piece);
  return cache.get(text, from, from + piece.length, hash);
}

function set(cache: PieceCache, text: string, piece: string, count: number, hash?: number): void {
  const from = text.indexOf(piece);
  cache.set(text, from, from + piece.length, hash ?? PieceCache.hash(text, from, from + piece.length), count);
}

describe('piece cache', () => {
  test('finds a piece by its chars wherever it stands in any text', () => {
    const cache = new PieceCache(100, 64);
    set(cache, 'say hello there', ' hello', 1);
    assert.equal(get(cache, ' hello', ' hello'), 1);
    assert.equal(get(cache, 'well hello', ' hello'), 1);
    assert.equal(get(cache, 'say hellO', ' hellO'), -1);
    assert.equal(get(cache, 'say hell', ' hell'), -1);
    // Held in their slots: pieces of up to four chars, told apart from their prefixes.
    set(cache, 'a bcd', 'bcd', 7);
    set(cache, 'abcd', 'abcd', 8);
    assert.equal(get(cache, 'xbcd', 'bcd'), 7);
    assert.equal(get(cache, 'abcd', 'abcd'), 8);
    assert.equal(get(cache, 'bc', 'bc'), -1);
    assert.equal(get(cache, 'abce', 'abce'), -1);
    set(cache, 'a\u0000', 'a\u0000', 9);
    assert.equal(get(cache, 'a', 'a'), -1);
    // UTF-16 code units, not bytes: the same string of non-ASCII chars, and not a look-alike.
    set(cache, 'naïve 🙂', '🙂', 3);
    assert.equal(get(cache, 'x🙂', '🙂'), 3);
    assert.equal(get(cache, 'x🙃', '🙃'), -1);
  });

  test('tells apart pieces of the same hash by their chars', () => {
    const cache = new PieceCache(100, 64);
    set(cache, 'abc', 'abc', 1, 42);
    set(cache, 'abd', 'abd', 2, 42);
    set(cache, 'ab', 'ab', 3, 42);
    assert.equal(get(cache, 'abc', 'abc', 42), 1);
    assert.equal(get(cache, 'abd', 'abd', 42), 2);
    assert.equal(get(cache, 'ab', 'ab', 42), 3);
    assert.equal(get(cache, 'abe', 'abe', 42), -1);
  });

  test('holds no piece longer than its longest', () => {
    const cache = new PieceCache(100, 4);
    set(cache, 'abcd', 'abcd', 1);
    set(cache, 'abcde', 'abcde', 2);
    assert.equal(get(cache, 'abcd', 'abcd'), 1);
    assert.equal(get(cache, 'abcde', 'abcde'), -1);
  });

  test('starts again empty when its entries are all taken', () => {
    const cache = new PieceCache(2, 64);
    set(cache, 'one', 'one', 1);
    set(cache, 'two', 'two', 2);
    assert.equal(get(cache, 'one', 'one'), 1);
    set(cache, 'three', 'three', 3);
    assert.equal(get(cache, 'one', 'one'), -1);
    assert.equal(get(cache, 'two', 'two'), -1);
    assert.equal(get(cache, 'three', 'three'), 3);
  });

  test('starts again empty when its pool of chars is full, before its entries are', () => {
    // 100 entries and 800 chars: twelve pieces of 64 chars and one of 32 fill the pool exactly.
    const cache = new PieceCache(100, 64);
    const pieces = Array.from({ length: 12 }, (_, k) => String.fromCharCode(65 + k).repeat(64));
    pieces.forEach((piece, k) => set(cache, piece, piece, k));
    set(cache, 'z'.repeat(32), 'z'.repeat(32), 32);
    assert.equal(get(cache, pieces[0]!, pieces[0]!), 0);
    assert.equal(get(cache, 'z'.repeat(32), 'z'.repeat(32)), 32);
    // A piece of four chars is held in its slot, not in the pool; one of five is not.
    set(cache, 'wxyz', 'wxyz', 4);
    assert.equal(get(cache, pieces[0]!, pieces[0]!), 0);
    set(cache, 'vwxyz', 'vwxyz', 5);
    assert.equal(get(cache, pieces[0]!, pieces[0]!), -1);
    assert.equal(get(cache, 'z'.repeat(32), 'z'.repeat(32)), -1);
    assert.equal(get(cache, 'wxyz', 'wxyz'), -1);
    assert.equal(get(cache, 'vwxyz', 'vwxyz'), 5);
  });
});
