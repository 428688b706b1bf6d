import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { READ_BYTES, TraceFile } from '../../src/cli/trace-file.js';
import { InputError } from '../../src/input-error.js';
import { streamedTrace, streamsLineByLine } from '../../src/trace/formats/load-trace.js';

describe('a trace file read line by line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ctxguard-trace-file-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('lines come whole across reads: a line longer than a read, and a character split between two', () => {
    // "é" (two bytes) straddles the first read's end, and one line spans three reads.
    const text = ['x'.repeat(READ_BYTES - 1) + 'é', 'short', 'y'.repeat(3 * READ_BYTES), '', 'last without a newline'].join('\n');
    const path = join(dir, 'long.jsonl');
    writeFileSync(path, text);
    assert.deepEqual([...new TraceFile(path, 'long.jsonl').lineBatches()].flat(), text.split('\n'));
  });

  test('a read that ends on a newline, a character just before one, an empty line and a final newline', () => {
    // The first read ends on a newline that follows "€" (three bytes); the file ends with one.
    const lines = ['z'.repeat(READ_BYTES - 4) + '€', '', '{"role": "user"}\r', 'ü'];
    const path = join(dir, 'ends.jsonl');
    writeFileSync(path, `${lines.join('\n')}\n`);
    assert.deepEqual([...new TraceFile(path, 'ends.jsonl').lineBatches()].flat(), lines);
    writeFileSync(path, '');
    assert.deepEqual([...new TraceFile(path, 'ends.jsonl').lineBatches()].flat(), []);
  });

  test('a missing file or a folder is the user\'s input error, named as they wrote it', () => {
    for (const [path, shown] of [[join(dir, 'missing.jsonl'), 'missing.jsonl'], [dir, 'a-folder']] as const) {
      const file = new TraceFile(path, shown);
      assert.throws(() => [...file.lineBatches()].flat(), (e: unknown) => e instanceof InputError && e.message.startsWith(`--trace: cannot read '${shown}': `));
      assert.throws(() => file.head(), (e: unknown) => e instanceof InputError && e.message.startsWith(`--trace: cannot read '${shown}': `));
    }
  });
});

describe('which traces stream', () => {
  test("the canonical format, named or recognised by its first line's role; nothing else", () => {
    assert.equal(streamsLineByLine('{"role": "system", "content": "hi"}\n{"role": "user"}\n'), true);
    assert.equal(streamsLineByLine('{"type": "user", "message": {"role": "user"}}\n'), false, 'a Claude Code line');
    assert.equal(streamsLineByLine('{"role": "user", "message": "x"}\n'), false);
    assert.equal(streamsLineByLine('[{"role": "user"}]\n'), false, 'OpenAI messages as one array');
    assert.equal(streamsLineByLine('{"model": "gpt-4o", "messages": []}'), false);
    assert.equal(streamsLineByLine('{"type": "user"}\n', 'jsonl'), true, 'the format named wins');
    assert.equal(streamsLineByLine('{"role": "user"}\n', 'claude-code'), false);
  });

  test('a streamed trace with no request is refused at its end; a bad line is named', () => {
    assert.throws(() => [...streamedTrace([['{"role": "user", "content": "hi"}']], 't.jsonl')], (e: unknown) => e instanceof InputError && /^t\.jsonl: no requests in this trace/.test(e.message));
    assert.throws(() => [...streamedTrace([['{"role": "user"}'], ['{"role": "robot"}']], 't.jsonl')], (e: unknown) => e instanceof InputError && /^t\.jsonl:line 2, key 'role': /.test(e.message));
  });
});
