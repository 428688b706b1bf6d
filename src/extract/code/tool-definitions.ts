import type { Node } from 'web-tree-sitter';
import { cleandoc } from './indentation.js';

/**
 * A tool as its code defines it, for a framework that renders tools itself (smolagents'
 * `Tool.to_code_prompt`): a tool function's signature and docstring, a tool class's literal
 * attributes (docs/architecture.md, "Frameworks"). Texts that are also units (the docstring, a
 * class's `description`) are read from the unit where one exists, so that a change to the text alone
 * is priced as that unit's.
 */
export type ToolDefinition = ToolFunctionDefinition | ToolClassDefinition;

export interface ToolFunctionDefinition {
  kind: 'function';
  path: string;
  /** 1-based, of the `def`. */
  line: number;
  /** The function's name. */
  name: string;
  /** The key of the unit holding its docstring (`tool:lookup_order`), where one was found. */
  unitKey?: string;
  /** The docstring as `inspect.getdoc` gives it. */
  docstring?: string;
  /** The docstring as `__doc__` holds it, its indentation kept (LangChain dedents it alone). */
  rawDocstring?: string;
  /** `default` holds the default's value where it is a literal (`limit: int = 5`, `note=None`). */
  params: Array<{ name: string; annotation?: string; hasDefault: boolean; default?: { value: unknown } }>;
  /** The return annotation as written. */
  returns?: string;
  /**
   * A module-level function no tool decorator marks, recorded in a file that talks to a model:
   * LangGraph makes a tool of any function handed to it (`tools=[get_weather]`), smolagents of none.
   */
  plain?: true;
}

export interface ToolClassDefinition {
  kind: 'class';
  path: string;
  line: number;
  /** The class's name. */
  name: string;
  /** Its bases as written (`Tool`, `(BaseSearchTool, Mixin)`). */
  bases: string;
  /** Its class-level attributes whose values are literals (`name`, `description`, `inputs`, `output_type`, `output_schema`). */
  attributes: Record<string, unknown>;
}

/** The readers the Python walker lends: a node's static text and literal value. */
interface PythonValues {
  text(node: Node): { text: string } | undefined;
  literal(node: Node): unknown;
}

/** `@tool` functions and `Tool` subclasses of a Python file, as the walker recognises them; with `plainFunctions`, its other module-level functions too. */
export function pythonToolDefinitions(
  path: string,
  root: Node,
  isTool: { decorator(decorator: Node): boolean; classBases(bases: string): boolean },
  values: PythonValues,
  plainFunctions = false,
): ToolDefinition[] {
  const out: ToolDefinition[] = [];
  if (plainFunctions) {
    for (const fn of root.namedChildren) if (fn?.type === 'function_definition') out.push({ ...functionDefinition(path, fn, values), plain: true });
  }
  for (const node of root.descendantsOfType(['decorated_definition', 'class_definition'])) {
    if (!node) continue;
    if (node.type === 'decorated_definition') {
      const fn = node.childForFieldName('definition');
      const decorated = node.namedChildren.some((d) => d?.type === 'decorator' && isTool.decorator(d));
      if (fn?.type === 'function_definition' && decorated) out.push(functionDefinition(path, fn, values));
      continue;
    }
    const bases = node.childForFieldName('superclasses')?.text ?? '';
    if (bases && isTool.classBases(bases)) out.push(classDefinition(path, node, bases, values));
  }
  return out;
}

function functionDefinition(path: string, fn: Node, values: PythonValues): ToolFunctionDefinition {
  const name = fn.childForFieldName('name')?.text ?? 'tool';
  const params: ToolFunctionDefinition['params'] = [];
  for (const p of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (!p) continue;
    const id = p.type === 'identifier' ? p : (p.childForFieldName('name') ?? p.namedChildren.find((c) => c?.type === 'identifier') ?? null);
    if (!id || id.text === 'self' || p.type.includes('splat')) continue;
    const annotation = p.childForFieldName('type')?.text;
    const hasDefault = p.type.startsWith('default') || p.type.startsWith('typed_default');
    const value = hasDefault ? p.childForFieldName('value') : null;
    const literal = value ? values.literal(value) : undefined;
    params.push({ name: id.text, ...(annotation ? { annotation } : {}), hasDefault, ...(literal !== undefined ? { default: { value: literal } } : {}) });
  }
  const returns = fn.childForFieldName('return_type')?.text;
  const first = fn.childForFieldName('body')?.namedChildren[0];
  const doc = first?.type === 'expression_statement' && first.namedChildren[0]?.type === 'string' ? values.text(first.namedChildren[0]) : undefined;
  return {
    kind: 'function',
    path,
    line: fn.startPosition.row + 1,
    name,
    ...(doc ? { unitKey: `tool:${name}`, docstring: cleandoc(doc.text), rawDocstring: doc.text } : {}),
    params,
    ...(returns ? { returns } : {}),
  };
}

function classDefinition(path: string, node: Node, bases: string, values: PythonValues): ToolClassDefinition {
  const attributes: Record<string, unknown> = {};
  for (const statement of node.childForFieldName('body')?.namedChildren ?? []) {
    const assignment = statement?.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    if (assignment?.type !== 'assignment') continue;
    const left = assignment.childForFieldName('left');
    const right = assignment.childForFieldName('right');
    if (left?.type !== 'identifier' || !right) continue;
    const value = values.literal(right) ?? values.text(right)?.text;
    if (value !== undefined) attributes[left.text] = value;
  }
  return { kind: 'class', path, line: node.startPosition.row + 1, name: node.childForFieldName('name')?.text ?? 'Tool', bases: bases.replace(/^\(|\)$/g, ''), attributes };
}
