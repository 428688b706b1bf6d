import type { Node } from 'web-tree-sitter';

/** Node types that start a function of their own: their returns are not the enclosing function's. */
const FUNCTION_TYPES = new Set([
  'function_definition', 'lambda',
  'function_declaration', 'function_expression', 'function', 'arrow_function', 'method_definition', 'generator_function_declaration',
]);

/**
 * What a prompt-building function (`def system_prompt(self): return f"..."`, `function
 * buildSystemPrompt(cwd) { return \`...\` }`, `const getPrompt = () => \`...\``) returns: the value
 * of each of its own return statements, not those of functions nested in it. An arrow function's
 * expression body is its one return value.
 */
export function returnedValues(body: Node): Node[] {
  if (body.type !== 'block' && body.type !== 'statement_block') return [body];
  const values: Node[] = [];
  const walk = (node: Node): void => {
    for (const child of node.namedChildren) {
      if (!child || FUNCTION_TYPES.has(child.type) || child.type === 'class_definition' || child.type === 'class_declaration') continue;
      if (child.type === 'return_statement') {
        const value = child.namedChildren.find((c) => c?.type !== 'comment');
        if (value) values.push(value);
      } else walk(child);
    }
  };
  walk(body);
  return values;
}
