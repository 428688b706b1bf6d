import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Node } from 'web-tree-sitter';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { ActedNodes } from '../../src/extract/code/syntax-descent.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

const ACTED = new Set(['call_expression', 'object', 'expression_statement', 'string', 'class', 'variable_declarator']);
const KEEP_TOP = new Set(['program', 'export_statement', 'lexical_declaration', 'variable_declaration']);

/** The walkers' generic case, node by node: what `descend` must hand over, in the same order. */
function byNamedChildren(node: Node, top: boolean): string[] {
  const found: string[] = [];
  for (const c of node.namedChildren) {
    if (!c) continue;
    if (ACTED.has(c.type)) found.push(`${c.type}@${c.startIndex}${top ? ' top' : ''}`);
    else found.push(...byNamedChildren(c, top && KEEP_TOP.has(c.type)));
  }
  return found;
}

function byIndex(acted: ActedNodes, node: Node, top: boolean): string[] | undefined {
  const found: string[] = [];
  return acted.descend(node, top, KEEP_TOP, (c, t) => found.push(`${c.type}@${c.startIndex}${t ? ' top' : ''}`)) ? found : undefined;
}

test('descending by the list of acted nodes reaches what the node-by-node recursion reaches, from every node', () => {
  const text = [
    "export const a = f({ role: 'x' }, `t${g(1)}`), b = 2;",
    'let s: string = "x";',
    'class K { m() { return h(new X({ y: [1, "z"] })); } }',
    'if (ok) { call(); } else (x)',
    'const o: object = {}; label: for (;;) { break label; }',
    'const broken = (;',
  ].join('\n');
  const tree = parsers.parse('typescript', text);
  try {
    const acted = new ActedNodes(tree.root, ACTED);
    let compared = 0;
    let ambiguous = 0;
    const every = (node: Node): void => {
      for (const top of [true, false]) {
        const found = byIndex(acted, node, top);
        if (found === undefined) ambiguous++;
        else {
          assert.deepEqual(found, byNamedChildren(node, top), `from ${node.type}@${node.startIndex}`);
          compared++;
        }
      }
      for (const c of node.children) if (c) every(c);
    };
    every(tree.root);
    // Every node but those of the very span of an acted node that is not acted on itself.
    assert.deepEqual([compared, ambiguous], [320, 4]);
  } finally {
    tree.delete();
  }
});
