import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hasEscapedKey, mayHaveKey } from '../../src/extract/code/written-keys.js';
import { referenceHasEscapedKey, referenceMayHaveKey } from '../support/reference-text-tests.js';

/** `hasEscapedKey` for `role`, checked against the forward scan it replaced. */
function escapedRole(text: string): boolean {
  const found = hasEscapedKey(text, ['role']);
  assert.equal(found, referenceHasEscapedKey(text, ['role']), JSON.stringify(text));
  assert.equal(mayHaveKey(text, ['role']), referenceMayHaveKey(text, ['role']), JSON.stringify(text));
  return found;
}

describe('hasEscapedKey: a quoted key read with its escapes', () => {
  test('escapes and line breaks that read as the key', () => {
    assert.equal(escapedRole('m = {"r\\u006fle": "user"}'), true);
    assert.equal(escapedRole("m = {'\\x72ole': 'user'}"), true);
    assert.equal(escapedRole("m = {'rol\\e': 'user'}"), true);
    // A line continuation, and a bare line break (a broken string's parts are read joined).
    assert.equal(escapedRole('m = {"ro\\\nle": 1}'), true);
    assert.equal(escapedRole('m = {"ro\\\r\nle": 1}'), true);
    assert.equal(escapedRole('m = {"ro\nle": 1}'), true);
    assert.equal(escapedRole('m = {"r\\u006fle" /* a\n comment */ // and another\n : 1}'), true);
    // The string opens at the text's first character.
    assert.equal(escapedRole('"\\u0072ole": 1'), true);
  });

  test('an escaped quote opens nothing; a quote after an even run of backslashes does', () => {
    assert.equal(escapedRole('m = {"r\\"role": 1}'), true);
    assert.equal(escapedRole('m = {"\\\\" role": 1}'), false);
    assert.equal(escapedRole('m = {"r\\u006fle\\": 1}'), false);
  });

  test('keys written as is, or that read as another key, are not escaped keys', () => {
    assert.equal(escapedRole('m = {"role": "user", \'role\': 1}'), false);
    assert.equal(escapedRole('// don\'t\nm = {\n  \'role\': 1,\n}'), false);
    assert.equal(escapedRole('m = {"r\\u006flex": 1}'), false);
    assert.equal(escapedRole('m = {"r\\u006fle"\n}'), false);
    assert.equal(escapedRole('m = {"r\\u006fle" /* never closed : 1}'), false);
  });
});

describe('mayHaveKey: comments between a key and its colon', () => {
  test('a comment is taken whole: a colon inside one is no key, and lines of `//` runs do not make the test exponential', () => {
    assert.equal(mayHaveKey('const speaker = role // see: the docs\n', ['role']), false);
    assert.equal(mayHaveKey('const m = { role /* the speaker */ // and more\n : "user" };\n', ['role']), true);
    // Read every way its `//` runs can be split, this took exponential time.
    // (14 such lines took 85 s; a test that hangs is a red one.)
    const lines = Array.from({ length: 40 }, () => '// a//b//c').join('\n');
    assert.equal(mayHaveKey(`// the role\n${lines}\n;\n`, ['role']), false);
  });
});
