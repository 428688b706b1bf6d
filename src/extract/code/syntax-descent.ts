import type { Node } from 'web-tree-sitter';

/**
 * The nodes of a file a walker acts on, found in one pass, so that its generic case (`for (const c
 * of node.namedChildren) visit(c)` down to the next node it acts on) need not make a `Node` of every
 * identifier, argument and block in between: each is made in WebAssembly memory and copied out, and
 * most of a file is of no interest. One `descendantsOfType` call lists them in document order
 * (parents before children), which is the order the recursion meets them in.
 */
export class ActedNodes {
  private readonly nodes: Node[] = [];
  private readonly ends: number[] = [];
  /** For each node, the index of the first node after everything inside it. */
  private readonly after: number[] = [];
  private readonly indexById = new Map<number, number>();

  constructor(root: Node, acted: ReadonlySet<string>) {
    const open: number[] = [];
    for (const node of root.descendantsOfType([...acted])) {
      // A keyword spelled like a node type (TypeScript's `string`, `object`, `class`) is no such node.
      if (!node || node.id === root.id || !node.isNamed) continue;
      const i = this.nodes.length;
      while (open.length && node.startIndex >= this.ends[open.at(-1)!]!) this.after[open.pop()!] = i;
      this.nodes.push(node);
      this.ends.push(node.endIndex);
      this.indexById.set(node.id, i);
      open.push(i);
    }
    for (const i of open) this.after[i] = this.nodes.length;
  }

  /**
   * Hands `act` the outermost acted nodes inside `node`, as `for (const c of node.namedChildren)
   * visit(c)` reaches them through nodes it does not act on, each with whether it is at the top
   * level: `top` for `node`'s children, kept only through nodes of the types in `keepTop`. False,
   * having done nothing, when the list cannot tell which nodes are inside `node`.
   */
  descend(node: Node, top: boolean, keepTop: ReadonlySet<string>, act: (node: Node, top: boolean) => void): boolean {
    const end = node.endIndex;
    let i = this.firstInside(node, end);
    if (i === undefined) return false;
    while (i < this.nodes.length && this.nodes[i]!.startIndex < end) {
      const inner = this.nodes[i]!;
      act(inner, top && keptTop(inner, node, keepTop));
      i = this.after[i]!;
    }
    return true;
  }

  /** Where the nodes inside `node` start in the list; undefined when a node of the same span makes it ambiguous. */
  private firstInside(node: Node, end: number): number | undefined {
    const own = this.indexById.get(node.id);
    if (own !== undefined) return own + 1;
    // Not acted on itself: past the acted nodes around it, which start where it starts or before.
    let lo = 0;
    let hi = this.nodes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.nodes[mid]!.startIndex < node.startIndex) lo = mid + 1;
      else hi = mid;
    }
    while (lo < this.nodes.length && this.nodes[lo]!.startIndex === node.startIndex && this.ends[lo]! > end) lo++;
    // An acted node of exactly its span may be around it or inside it: not told apart by position.
    if (lo < this.nodes.length && this.nodes[lo]!.startIndex === node.startIndex && this.ends[lo] === end) return undefined;
    return lo;
  }
}

/** Whether every named node between `inner` and `outer` keeps the top level. */
function keptTop(inner: Node, outer: Node, keepTop: ReadonlySet<string>): boolean {
  for (let p = inner.parent; p && p.id !== outer.id; p = p.parent) if (p.isNamed && !keepTop.has(p.type)) return false;
  return true;
}
