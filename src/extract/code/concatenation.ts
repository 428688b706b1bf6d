import type { Node } from 'web-tree-sitter';
import type { StaticText } from './static-text.js';

/**
 * `"a" + b + "c"`: the static text of a `+` chain, walked without recursion (a chain of thousands of
 * terms must not overflow the stack). A part that is not static text (`b`) is filled in at run time:
 * it is listed as a placeholder. A chain with no static part at all is not text.
 */
export function concatenation(node: Node, type: string, evaluate: (node: Node) => StaticText | undefined): StaticText | undefined {
  const parts: Node[] = [];
  let current: Node | null = node;
  while (current && current.type === type && current.childForFieldName('operator')?.text === '+') {
    const right = current.childForFieldName('right');
    if (right) parts.push(right);
    current = current.childForFieldName('left');
  }
  if (current) parts.push(current);
  parts.reverse();
  let text = '';
  const placeholders: string[] = [];
  let statics = 0;
  for (const part of parts) {
    const value = part.type === type ? undefined : evaluate(part);
    if (value) {
      text += value.text;
      placeholders.push(...value.placeholders);
      statics++;
    } else {
      placeholders.push(part.text);
    }
  }
  return statics > 0 ? { text, placeholders: [...new Set(placeholders)] } : undefined;
}

/** The outermost `+` of a chain: the one place a whole chain is evaluated, so a long chain costs once. */
export function isChainTop(node: Node, type: string): boolean {
  const plus = (n: Node | null): boolean => n?.type === type && n.childForFieldName('operator')?.text === '+';
  return plus(node) && !plus(node.parent);
}
