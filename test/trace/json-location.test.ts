import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { jsonLocation, whereIn } from '../../src/trace/formats/json-location.js';

const TEXT = [
  '{',
  '  "a": "x \\" ] } [ {",',
  '  "list": [1, {"k": [true, null]}, "🙂", {"role": "robot"}],',
  '  "nested": {"deep": {"value": -1.5e3}}',
  '}',
].join('\n');

describe('where a JSON value is', () => {
  test('keys and indexes lead to the value\'s line and column (in characters: the emoji before `role` is one), past strings that hold brackets and quotes', () => {
    assert.deepEqual(jsonLocation(TEXT, []), { line: 1, column: 1 });
    assert.deepEqual(jsonLocation(TEXT, ['a']), { line: 2, column: 8 });
    assert.deepEqual(jsonLocation(TEXT, ['list', 0]), { line: 3, column: 12 });
    assert.deepEqual(jsonLocation(TEXT, ['list', 1, 'k', 1]), { line: 3, column: 28 });
    assert.deepEqual(jsonLocation(TEXT, ['list', 3, 'role']), { line: 3, column: 50 });
    assert.deepEqual(jsonLocation(TEXT, ['nested', 'deep', 'value']), { line: 4, column: 32 });
  });

  test('columns count characters: an emoji before the value is one column', () => {
    const text = '["🙂", "x"]';
    assert.deepEqual(jsonLocation(text, [1]), { line: 1, column: 7 });
  });

  test('a path that leads nowhere has no place', () => {
    assert.equal(jsonLocation(TEXT, ['missing']), undefined);
    assert.equal(jsonLocation(TEXT, ['list', 9]), undefined);
    assert.equal(jsonLocation(TEXT, ['a', 0]), undefined);
  });

  test('an error names the file, line, column and path', () => {
    assert.deepEqual(whereIn(TEXT, 'run.traj')(['list', 3, 'role']), { file: 'run.traj', line: 3, column: 50, key: 'list[3].role' });
  });
});
