import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { tokenizer } from '../../src/count/tokenizer.js';
import { decodeContent, type FileContent } from '../../src/extract/file-content.js';
import { parseLfsPointer } from '../../src/extract/lfs-pointer.js';
import { referenceCount } from '../support/reference-count.js';

const o200k = tokenizer('o200k_base');
const MAX = 1_000_000;
const OID = 'd2a84f4b8b650937ec8f73cd8be2c74add5a911ba64df27458ed8229da804a26';
const pointer = (...lines: string[]): Buffer => Buffer.from(lines.map((l) => l + '\n').join(''));
const VALID = ['version https://git-lfs.github.com/spec/v1', `oid sha256:${OID}`, 'size 12345'];

function utf16(text: string, order: 'le' | 'be', bom = true): Buffer {
  const le = Buffer.from(text, 'utf16le');
  const body = order === 'le' ? le : Buffer.from(le).swap16();
  return Buffer.concat([bom ? Buffer.from(order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : Buffer.alloc(0), body]);
}

function textOf(content: FileContent): string {
  assert.equal(content.kind, 'text', JSON.stringify(content));
  return content.kind === 'text' ? content.text : '';
}

describe('decoding a file for counting', () => {
  const FRENCH = 'Réponds en français.\n';

  test('UTF-16 with a byte-order mark, little- and big-endian, is decoded and counted without its mark', () => {
    for (const order of ['le', 'be'] as const) {
      const content = decodeContent(utf16(FRENCH, order), MAX);
      assert.deepEqual(content, { kind: 'text', text: FRENCH });
      assert.equal(o200k.count(textOf(content)), 6);
      assert.equal(o200k.count(textOf(content)), referenceCount(FRENCH));
    }
  });

  test('UTF-16 outside the basic plane (a surrogate pair) decodes to the one character', () => {
    assert.deepEqual(decodeContent(utf16('x😀y\n', 'be'), MAX), { kind: 'text', text: 'x😀y\n' });
    assert.equal(o200k.count('x😀y\n'), referenceCount('x😀y\n'));
  });

  test('UTF-16 that breaks off (an odd byte, a lone surrogate) is counted with U+FFFD and flagged', () => {
    const odd = Buffer.concat([utf16('Be brief.', 'le'), Buffer.from([0x41])]);
    assert.deepEqual(decodeContent(odd, MAX), { kind: 'text', text: 'Be brief.\uFFFD', malformed: 'utf-16le' });
    const lone = Buffer.concat([utf16('ab', 'be'), Buffer.from([0xd8, 0x3d]), utf16('c', 'be', false)]);
    assert.deepEqual(decodeContent(lone, MAX), { kind: 'text', text: 'ab\uFFFDc', malformed: 'utf-16be' });
  });

  test('files of a few bytes: empty text, a mark alone (nothing after it), a byte or three of anything', () => {
    assert.deepEqual(decodeContent(Buffer.alloc(0), MAX), { kind: 'text', text: '' });
    assert.deepEqual(decodeContent(Buffer.from('a'), MAX), { kind: 'text', text: 'a' });
    assert.deepEqual(decodeContent(Buffer.from([0xff]), MAX), { kind: 'text', text: '\uFFFD', malformed: 'utf-8' });
    assert.deepEqual(decodeContent(Buffer.from([0xff, 0xfe]), MAX), { kind: 'text', text: '' });
    assert.deepEqual(decodeContent(Buffer.from([0xfe, 0xff]), MAX), { kind: 'text', text: '' });
    assert.deepEqual(decodeContent(Buffer.from([0xff, 0xfe, 0x41]), MAX), { kind: 'text', text: '\uFFFD', malformed: 'utf-16le' });
  });

  test('UTF-16 with no mark, and UTF-32 (whose mark begins as UTF-16LE\'s), stay binary', () => {
    assert.equal(decodeContent(utf16(FRENCH, 'le', false), MAX).kind, 'skipped');
    const utf32 = Buffer.from([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]);
    assert.deepEqual(decodeContent(utf32, MAX), { kind: 'skipped', reason: 'binary', bytes: 8 });
  });

  test('a UTF-8 byte-order mark stays in the text and costs its token', () => {
    const content = decodeContent(Buffer.from('\uFEFFBe brief.\n'), MAX);
    assert.deepEqual(content, { kind: 'text', text: '\uFEFFBe brief.\n' });
    assert.equal(o200k.count(textOf(content)), 4);
    assert.equal(referenceCount('Be brief.\n'), 3);
  });

  test('invalid UTF-8 is counted as TextDecoder reads it, one U+FFFD per bad sequence, and flagged', () => {
    // An overlong slash (C0 AF) is two bad bytes; a cut-off é (C3) at a line end is one.
    const overlong = Buffer.concat([Buffer.from('Be brief.'), Buffer.from([0xc0, 0xaf]), Buffer.from(' and kind.\n')]);
    const content = decodeContent(overlong, MAX);
    assert.deepEqual(content, { kind: 'text', text: 'Be brief.\uFFFD\uFFFD and kind.\n', malformed: 'utf-8' });
    assert.equal(o200k.count(textOf(content)), 7);
    assert.equal(referenceCount('Be brief.\uFFFD\uFFFD and kind.\n'), 7);
    const cut = decodeContent(Buffer.concat([Buffer.from('caf'), Buffer.from([0xc3]), Buffer.from('\n')]), MAX);
    assert.deepEqual(cut, { kind: 'text', text: 'caf\uFFFD\n', malformed: 'utf-8' });
    assert.equal(o200k.count(textOf(cut)), 2);
  });

  test('valid UTF-8 carries no flag', () => {
    assert.deepEqual(decodeContent(Buffer.from(FRENCH), MAX), { kind: 'text', text: FRENCH });
  });

  test('an LFS pointer is left out, sized as its object; the size limit is checked first', () => {
    assert.deepEqual(decodeContent(pointer(...VALID), MAX), { kind: 'skipped', reason: 'lfs-pointer', bytes: 12345 });
    assert.deepEqual(decodeContent(pointer(...VALID), 20), { kind: 'skipped', reason: 'too-large', bytes: pointer(...VALID).length });
  });
});

describe('Git LFS pointers', () => {
  test('the spec\'s pointer, with or without its last line feed, with extensions, or under the hawser URL', () => {
    assert.deepEqual(parseLfsPointer(pointer(...VALID)), { oid: OID, size: 12345 });
    assert.deepEqual(parseLfsPointer(Buffer.from(VALID.join('\n'))), { oid: OID, size: 12345 });
    const ext = `ext-0-foo sha256:${'a'.repeat(64)}`;
    assert.deepEqual(parseLfsPointer(pointer(VALID[0]!, ext, VALID[1]!, VALID[2]!)), { oid: OID, size: 12345 });
    assert.deepEqual(parseLfsPointer(pointer('version https://hawser.github.com/spec/v1', VALID[1]!, 'size 0')), { oid: OID, size: 0 });
  });

  const nearMisses: Record<string, Buffer> = {
    'empty file': Buffer.alloc(0),
    'CRLF line ends': Buffer.from(VALID.join('\r\n') + '\r\n'),
    'another spec version': pointer('version https://git-lfs.github.com/spec/v2', VALID[1]!, VALID[2]!),
    'version not first (a README quoting a pointer)': pointer('An LFS pointer looks like this:', ...VALID),
    'a byte order mark before version': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), pointer(...VALID)]),
    'version without its space': pointer('version\thttps://git-lfs.github.com/spec/v1', VALID[1]!, VALID[2]!),
    'oid one digit short': pointer(VALID[0]!, `oid sha256:${OID.slice(1)}`, VALID[2]!),
    'oid in upper case': pointer(VALID[0]!, `oid sha256:${OID.toUpperCase()}`, VALID[2]!),
    'oid of another hash': pointer(VALID[0]!, `oid md5:${OID}`, VALID[2]!),
    'size missing': pointer(VALID[0]!, VALID[1]!),
    'size negative': pointer(VALID[0]!, VALID[1]!, 'size -1'),
    'size with a leading zero': pointer(VALID[0]!, VALID[1]!, 'size 012'),
    'size before oid': pointer(VALID[0]!, VALID[2]!, VALID[1]!),
    'a line after size': pointer(...VALID, 'note this is a prompt'),
    'a blank line inside': pointer(VALID[0]!, '', VALID[1]!, VALID[2]!),
    // Valid line by line, but the spec caps a pointer under 1024 bytes.
    '1024 bytes or more': pointer(VALID[0]!, `ext-0-${'x'.repeat(900)} sha256:${'a'.repeat(64)}`, VALID[1]!, VALID[2]!),
    'not UTF-8': Buffer.concat([pointer(...VALID), Buffer.from([0xff])]),
  };
  for (const [name, bytes] of Object.entries(nearMisses)) {
    test(`not a pointer: ${name}`, () => {
      assert.equal(parseLfsPointer(bytes), undefined);
      if (bytes.length > 0) assert.notEqual((decodeContent(bytes, MAX) as { reason?: string }).reason, 'lfs-pointer');
    });
  }
});
