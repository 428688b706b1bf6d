// test: own process (it checks which grammars and tables a fresh process has loaded)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { characterNamed } from '../../src/extract/code/unicode-names.js';
import { parsersFor } from '../../src/pipeline/code-parsers.js';
import { snapshotOf } from '../support/repository-units.js';

// One process per test file: nothing has loaded the grammars or the Unicode names before these run, so
// the order of the tests below is the order things are loaded in.

test('a commit without source code loads no parsers', async () => {
  assert.equal(await parsersFor([snapshotOf('a', { 'AGENTS.md': '# Rules\n' })]), undefined);
});

test('a commit of Python loads the Python grammar alone, and no Unicode names when no file has a \\N{} escape', async () => {
  const parsers = await parsersFor([snapshotOf('a', { 'app.py': 'x = 1\n', 'AGENTS.md': '# Rules\n' })]);
  assert.ok(parsers);
  const tree = parsers.parse('python', 'x = 1\n');
  assert.equal(tree.root.type, 'module');
  tree.delete();
  assert.throws(() => parsers.parse('typescript', 'let x = 1;'), /the typescript grammar was not loaded: loadCodeParsers was asked for python/);
  assert.throws(() => characterNamed('EM DASH'), /Unicode character names were not loaded/);
});

test('a Python file with a \\N{} escape loads the Unicode names; a TypeScript file its own grammar', async () => {
  const parsers = await parsersFor([snapshotOf('a', { 'app.py': 'PROMPT = "a \\N{EM DASH} b"\n' }), snapshotOf('b', { 'web/app.ts': 'let x = 1;\n' })]);
  assert.equal(characterNamed('em dash'), '\u2014');
  const tree = parsers!.parse('typescript', 'let x = 1;');
  assert.equal(tree.root.type, 'program');
  tree.delete();
  assert.throws(() => parsers!.parse('javascript', 'let x = 1;'), /the javascript grammar was not loaded: loadCodeParsers was asked for python, typescript/);
});
