import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tokenizer } from '../../src/count/tokenizer.js';
import { TIKTOKEN_ENCODINGS as ENCODINGS } from '../../src/count/encoding-name.js';
import { buildCorpus, corpusBytes, random } from '../support/corpus.js';
import { referenceCount, referenceEncode } from '../support/reference-count.js';

describe('exact counting against tiktoken', () => {
  const corpus = buildCorpus();

  test('the corpus is varied and over 5 MB', () => {
    assert.ok(corpusBytes(corpus) > 5_000_000, `${corpusBytes(corpus)} bytes`);
    const names = corpus.map((f) => f.name).join('\n');
    for (const kind of [/\.d\.ts$/m, /\.md$/m, /\.json$/m, /zh-cn/, /\/ja\//, /^bom:/m, /base64/, /codepoints/]) {
      assert.match(names, kind);
    }
  });

  for (const encoding of ENCODINGS) {
    test(`${encoding}: identical counts on every corpus file`, () => {
      const tk = tokenizer(encoding);
      const mismatches = corpus
        .map((f) => ({ name: f.name, ours: tk.count(f.text), reference: referenceCount(f.text, encoding) }))
        .filter((r) => r.ours !== r.reference);
      assert.deepEqual(mismatches, []);
    });

    test(`${encoding}: identical token ids on generated multilingual text`, () => {
      const tk = tokenizer(encoding);
      for (const file of corpus.filter((f) => f.name.startsWith('generated/mixed-')).slice(0, 3)) {
        assert.deepEqual(tk.encode(file.text), referenceEncode(file.text, encoding), file.name);
      }
    });
  }

  test('the cases other JavaScript tokenizers get wrong', () => {
    const tk = tokenizer('o200k_base');
    const cases = [
      '\uFEFF# Title\nA file saved with a byte-order mark.',
      'middle\uFEFFof text',
      'next\u0085line and\u00a0no-break',
      "I'ſ ſtill IT'S they'RE",
      '<|endoftext|> <|endofprompt|> text that looks like special tokens',
      '__proto__ hasOwnProperty constructor toString valueOf',
    ];
    for (const text of cases) assert.deepEqual(tk.encode(text), referenceEncode(text), JSON.stringify(text));
  });

  test('pieces follow one another with no gap, whatever the characters: counts are exact on random text', () => {
    // Counting cuts each piece where the last one ended; these are the characters most likely to fall
    // between the pattern's alternatives: controls, marks, lone surrogates, separators, emoji.
    const ALPHABET = ['a', 'Z', 'ſ', 'é', '\u0301', '\u0300\u0301', '漢字', 'ﾊﾝ', '٣', '7', '12345', ' ', '   ', '\t', '\n', '\r\n', '\r', '\u000b', '\u0000', '\u001f', '\u0085', '\u00a0', '\u2028', '\u3000', '\uFEFF', "'s", "'", '"', '/', '//', '(', ')', '.', '...', '-', '_', '😀', '👩‍💻', '\uD800', '\uDC00', '<|endoftext|>'];
    const rnd = random(11);
    for (const encoding of ['o200k_base', 'cl100k_base'] as const) {
      const tk = tokenizer(encoding);
      const wrong: string[] = [];
      for (let i = 0; i < 3_000; i++) {
        const text = Array.from({ length: 1 + Math.floor(rnd() * 12) }, () => ALPHABET[Math.floor(rnd() * ALPHABET.length)]).join('');
        if (tk.count(text) !== referenceCount(text, encoding)) wrong.push(JSON.stringify(text));
      }
      assert.deepEqual(wrong.slice(0, 5), [], encoding);
    }
  });

  test('long runs of one character are exact (the heap merge path)', () => {
    const tk = tokenizer('o200k_base');
    for (const text of ['a'.repeat(20_000), ' '.repeat(5_000), 'ab'.repeat(3_000), '=-'.repeat(2_000), '9'.repeat(999)]) {
      assert.equal(tk.count(text), referenceCount(text), `${text.slice(0, 4)}... x${text.length}`);
    }
  });

  test('long random words are exact (pieces far above the short-piece limit)', () => {
    const rnd = random(7);
    const tk = tokenizer('cl100k_base');
    for (let i = 0; i < 20; i++) {
      const letters = 'abcdefghijklmnopqrstuvwxyzéøß';
      const word = Array.from({ length: 200 + Math.floor(rnd() * 3000) }, () => letters[Math.floor(rnd() * letters.length)]).join('');
      assert.deepEqual(tk.encode(word), referenceEncode(word, 'cl100k_base'));
    }
  });

  test('a megabyte of one character is counted, not refused', () => {
    assert.equal(tokenizer('o200k_base').count('a'.repeat(1_000_000)), 125_000);
  });
});
