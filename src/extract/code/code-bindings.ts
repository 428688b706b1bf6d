import type { Node } from 'web-tree-sitter';
import { importedNames, readArgument, type CallArgument, type CallReader, type CodeCall } from './code-calls.js';

/**
 * What a name holds where a recorded call may refer to it (`tools = [search, WeatherTool()]`, then
 * `CodeAgent(tools=tools)`): the assignment's value, read as a call's argument is. A framework
 * resolves a name through these (docs/architecture.md, "Frameworks").
 */
export interface CodeBinding {
  path: string;
  /** 1-based. */
  line: number;
  name: string;
  /** The function it is assigned in, or undefined at module level. */
  scope?: string;
  value: CallArgument;
}

/** More would be a generated file, not an application's wiring. */
const MOST_BINDINGS = 500;

/**
 * The file's bindings a call may read: every module-level assignment to a name (another file may
 * import it), and, inside functions, the assignments to names the recorded calls refer to, and to
 * the names those refer to in turn.
 */
export function codeBindings(root: Node, calls: readonly CodeCall[], reader: CallReader): CodeBinding[] {
  const imports = importedNames(root, reader.language);
  const assignments = new Map<string, Array<{ node: Node; value: Node; scope?: string }>>();
  for (const node of root.descendantsOfType(['assignment', 'variable_declarator', 'as_pattern'])) {
    // `with open(path) as f:` binds `f` to what the `with` opens.
    const alias = node?.type === 'as_pattern' && node.parent?.type === 'with_item' ? node.childForFieldName('alias')?.namedChildren[0] : undefined;
    const left = alias ?? node?.childForFieldName('left') ?? node?.childForFieldName('name');
    const value = alias ? node!.namedChildren[0] : (node?.childForFieldName('right') ?? node?.childForFieldName('value'));
    if (!node || !left || !value || left.type !== 'identifier') continue;
    const list = assignments.get(left.text) ?? [];
    list.push({ node, value, ...scopeOf(node) });
    assignments.set(left.text, list);
  }
  const out: CodeBinding[] = [];
  const read = (name: string, node: Node, value: Node, scope: string | undefined): void => {
    if (out.length >= MOST_BINDINGS) return;
    const binding = { path: reader.path, line: node.startPosition.row + 1, name, ...(scope ? { scope } : {}), value: readArgument(value, reader, imports) };
    out.push(binding);
    wanted.push(...referencedNames(binding.value));
  };
  const wanted = calls.flatMap((c) => Object.values(c.args).flatMap(referencedNames));
  for (const [name, list] of assignments) for (const a of list) if (a.scope === undefined) read(name, a.node, a.value, undefined);
  const done = new Set<string>();
  while (wanted.length > 0) {
    const name = wanted.pop()!;
    if (done.has(name)) continue;
    done.add(name);
    for (const a of assignments.get(name) ?? []) if (a.scope !== undefined) read(name, a.node, a.value, a.scope);
  }
  return out.sort((a, b) => a.line - b.line);
}

/** The plain names an argument refers to, its nested calls' included. */
function referencedNames(arg: CallArgument): string[] {
  return [...arg.names.filter((n) => /^\w+$/.test(n)), ...arg.calls.flatMap((c) => Object.values(c.args).flatMap(referencedNames))];
}

/** The function (or class body) an assignment is made in, if any. */
function scopeOf(node: Node): { scope?: string } {
  for (let p = node.parent; p; p = p.parent) {
    if (/^(function_definition|function_declaration|method_definition|arrow_function|function_expression|class_definition|class_declaration)$/.test(p.type)) {
      return { scope: p.childForFieldName('name')?.text ?? '(function)' };
    }
  }
  return {};
}
