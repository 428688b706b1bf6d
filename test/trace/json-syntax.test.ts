import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { InputError } from '../../src/input-error.js';
import { findJsonSyntaxError } from '../../src/trace/formats/json-syntax.js';
import { loadTrace } from '../../src/trace/formats/load-trace.js';
import { DIST_CLI, REPO_ROOT } from '../support/action-runner.js';
import { tempDir } from '../support/git-repo.js';

const ANTHROPIC = readFileSync(join(REPO_ROOT, 'test/fixtures/traces/anthropic-messages.json'), 'utf8');
/** The export cut off inside line 12's tool_use block, as a full disk or a killed copy leaves it. */
const CUT = ANTHROPIC.slice(0, ANTHROPIC.indexOf('"name": "read_file", "input"') + '"name": "rea'.length);
const CUT_COLUMN = ANTHROPIC.split('\n')[11]!.indexOf('"name": "read_file", "input"') + '"name": "rea'.length + 1;
const ENDS = 'the text ends where the closing \'"\' should be: is the file cut off?';
const messageOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof InputError, String(error));
    return error.message;
  }
  assert.fail('no error');
};

describe('where a JSON trace stops being JSON', () => {
  test('a cut-off export: the line and column where the text ends', () => {
    assert.equal(CUT_COLUMN, 58);
    assert.deepEqual(findJsonSyntaxError(CUT), { line: 12, column: 58, message: ENDS });
    // Trailing line breaks after the cut do not move it to an empty line.
    assert.deepEqual(findJsonSyntaxError(ANTHROPIC.slice(0, ANTHROPIC.indexOf('"messages"') - 1) + '\n\n'), {
      line: 7,
      column: 5,
      message: 'the text ends where a key in double quotes should be: is the file cut off?',
    });
  });

  const faults: Array<[string, string, number, number, string]> = [
    ['a wrong letter', '{"a": 1,\n "b": x}', 2, 7, 'expected a value, found "x"'],
    ['a missing colon', '{"a" 1}', 1, 6, "expected ':', found \"1\""],
    ['a trailing comma', '[1,\n 2,\n]', 3, 1, 'expected a value, found "]"'],
    ['a leading zero', '[01]', 1, 3, "expected ',' or ']', found \"1\""],
    ['a bad escape, columns in characters', '["😀\\q"]', 1, 5, 'expected an escape (\\n, \\", \\u00e9, ...), found "q"'],
    ['a raw line break in a string', '{"a": "one\ntwo"}', 1, 11, 'a control character (a raw line break?) inside a string: JSON needs it escaped, as \\n'],
    ['text after the value', '{"a": 1}\n{"b": 2}', 2, 1, 'expected the end of the JSON, found "{"'],
    ['a cut-off literal', '{"done": tru', 1, 13, 'the text ends where a value should be: is the file cut off?'],
    ['an empty file', '', 1, 1, 'the text ends where a value should be: is the file cut off?'],
  ];
  for (const [name, text, line, column, message] of faults) {
    test(name, () => {
      assert.throws(() => JSON.parse(text));
      assert.deepEqual(findJsonSyntaxError(text), { line, column, message });
    });
  }

  test('JSON.parse\'s JSON is JSON here too', () => {
    for (const text of [ANTHROPIC, '[]', ' {"a": [1, -2.5e+3, true, false, null, "\\u00e9\\n"]} \n', '"x"']) assert.equal(findJsonSyntaxError(text), undefined);
  });

  test('loadTrace names the file, line and column', () => {
    assert.equal(messageOf(() => loadTrace(CUT, 'export.json')), `export.json:line 12, column 58: not valid JSON: ${ENDS}`);
    assert.equal(messageOf(() => loadTrace(CUT, 'export.json', 'anthropic')), `export.json:line 12, column 58: not valid JSON: ${ENDS}`);
  });

  test('a JSONL line counts its line in the file, and its column in that line', () => {
    const lines = '{"role": "user", "content": "hi"}\n\n{"role": "assistant", "content": "ok"\n';
    assert.equal(
      messageOf(() => loadTrace(lines, 't.jsonl')),
      't.jsonl:line 3, column 38: not valid JSON: the text ends where \',\' or \'}\' should be: is the file cut off?',
    );
  });

  describe('the bundled CLI', () => {
    const dir = tempDir('json-trace');
    after(() => dir.remove());
    test('ctxguard simulate --trace of a truncated export exits 2 naming the file, line and column', () => {
      const file = join(dir.path, 'export.json');
      writeFileSync(file, CUT);
      const r = spawnSync(process.execPath, [DIST_CLI, 'simulate', '--trace', file], { encoding: 'utf8' });
      assert.equal(r.status, 2, r.stderr);
      assert.ok(r.stderr.includes(`${file}:line 12, column 58: not valid JSON: ${ENDS}`), r.stderr);
    });
  });
});
