import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { claudeImportGraph, resolveImport } from '../../src/frameworks/claude-imports.js';
import { importsIn, stripBlockComments } from '../../src/frameworks/claude-markdown.js';

/**
 * `@path` imports as Claude Code 2.1.332 reads them: its loader, read in the shipped bundle and run
 * headless against a recording server (docs/architecture.md, "Claude Code imports").
 */
describe('the imports a CLAUDE.md writes', () => {
  test('an @ at the start or after a blank, up to the next blank; in headings, lists, quotes and emphasis', () => {
    const text = '# Setup @docs/setup.md\n\nSee @README for the overview and @package.json for scripts.\n\n- @a.md\n> quoted @b.md\n\n**@c.md**\n';
    assert.deepEqual(importsIn(text), ['docs/setup.md', 'README', 'package.json', 'a.md', 'b.md', 'c.md']);
  });

  test('never in code: fenced, indented, or a code span', () => {
    assert.deepEqual(importsIn('Run `npm i @anthropic-ai/claude-code`.\n\n```\n@fenced.md\n```\n\n    @indented.md\n\n@kept.md\n'), ['kept.md']);
  });

  test('an e-mail address, an escaped @, an @@ or a parenthesis is no import; `#` cuts, `\\ ` is a space, trailing punctuation stays', () => {
    assert.deepEqual(importsIn('Mail me@c.md. \\@escaped.md @@x @(y.md) @frag.md#section @with\\ space.md @trail.md.\n'), ['frag.md', 'with space.md', 'trail.md.']);
  });

  test("a comment block's imports are not read, what it leaves is; an HTML block swallows the lines up to a blank", () => {
    assert.deepEqual(importsIn('<!-- @hidden.md --> @left.md\n\n<div>\n@swallowed.md\n</div>\n\n@after.md\n'), ['left.md', 'after.md']);
  });

  test('block comments are taken out of what is sent, their leftover kept; inline ones and unclosed ones stay', () => {
    assert.deepEqual(stripBlockComments('A\n\n<!-- note -->\nB <!-- inline --> C\n\n<!-- unclosed\n'), { text: 'A\n\nB <!-- inline --> C\n\n<!-- unclosed\n', comments: '<!-- note -->' });
  });
});

describe('where an import leads', () => {
  test('relative to the importing file; home and absolute paths, and paths above the repository, read nothing of it', () => {
    assert.equal(resolveImport('docs/guide.md', './deep/one.md'), 'docs/deep/one.md');
    assert.equal(resolveImport('docs/guide.md', '../AGENTS.md'), 'AGENTS.md');
    assert.equal(resolveImport('CLAUDE.md', 'docs//x.md'), 'docs/x.md');
    assert.deepEqual(resolveImport('CLAUDE.md', '~/.claude/me.md'), { why: 'home' });
    assert.deepEqual(resolveImport('CLAUDE.md', '/etc/claude.md'), { why: 'absolute' });
    assert.deepEqual(resolveImport('docs/guide.md', '../../shared.md'), { why: 'outside' });
  });

  const texts = (files: Record<string, string>) => (path: string) => files[path];

  test('four hops deep: CLAUDE.md is depth 0, a file at depth 5 is never read', () => {
    const graph = claudeImportGraph(['CLAUDE.md'], texts({ 'CLAUDE.md': '@d1.md', 'd1.md': '@d2.md', 'd2.md': '@d3.md', 'd3.md': '@d4.md', 'd4.md': '@d5.md', 'd5.md': 'never read' }));
    assert.deepEqual(graph.imported.map((i) => [i.path, i.depth]), [['d1.md', 1], ['d2.md', 2], ['d3.md', 3], ['d4.md', 4]]);
    assert.deepEqual(graph.unknown, []);
  });

  test('each file once, where it is first reached, depth first in the order written; a cycle ends', () => {
    const graph = claudeImportGraph(
      ['CLAUDE.md', '.claude/rules/r.md'],
      texts({ 'CLAUDE.md': '@a.md @dup.md @CLAUDE.md', 'a.md': '@dup.md @a.md', 'dup.md': 'shared', '.claude/rules/r.md': '@../../dup.md @../../b.md', 'b.md': 'b' }),
    );
    assert.deepEqual(graph.imported.map((i) => [i.path, i.root]), [['a.md', 'CLAUDE.md'], ['dup.md', 'CLAUDE.md'], ['b.md', '.claude/rules/r.md']]);
  });

  test("an empty file loads nothing, nor its imports; an unknown one is asked for; outside paths and binary files are listed", () => {
    const graph = claudeImportGraph(['CLAUDE.md'], texts({ 'CLAUDE.md': '@empty.md @new.md @~/me.md @../up.md @logo.png @notes.MD @Makefile', 'empty.md': '  \n', 'notes.MD': 'n', Makefile: 'all:' }));
    assert.deepEqual(graph.imported.map((i) => i.path), ['notes.MD', 'Makefile']);
    assert.deepEqual(graph.unknown, ['new.md']);
    assert.deepEqual(graph.unread.map((u) => [u.written, u.why]), [['~/me.md', 'home'], ['../up.md', 'outside'], ['logo.png', 'not text']]);
  });
});
