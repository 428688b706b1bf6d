import type { Node } from 'web-tree-sitter';
import type { ModelReference } from '../model-reference.js';
import type { ResolvedCodeRules } from './code-rules.js';
import { javascriptModelCallees, pythonModelCallees } from './model-callees.js';
import type { StaticText } from './static-text.js';

/**
 * Where code chooses a model (docs/architecture.md, "Models"): the keyword arguments and properties
 * that name one, `LiteLLMModel(model_id="anthropic/claude-sonnet-4-5")`, `client.chat.completions.create(model="gpt-4o")`,
 * `ChatOpenAI(model="gpt-4o-mini")`, `generateText({ model: ... })`, `{ modelId: ... }`, and the first
 * argument of the calls `model-callees.ts` knows to take the model first. The id is kept as written
 * (`openai:gpt-4o`, `anthropic/claude-sonnet-4-5`): the model catalog resolves provider prefixes, and
 * decides whether it knows the model.
 */
export const MODEL_KEYS = new Set(['model', 'model_id', 'model_name', 'modelId', 'modelName']);

/** A model id is one word of a name: `gpt-4o`, `anthropic/claude-sonnet-4-5`, `openai:gpt-4o`, `us.anthropic.claude-3-5-sonnet-20240620-v1:0`. */
export function looksLikeModelId(text: string): boolean {
  return text.length <= 120 && /^[A-Za-z0-9][\w.:@/+-]*$/.test(text) && /[A-Za-z]/.test(text);
}

/** pydantic-ai's `Agent("test")` is its TestModel: tests run it, and it calls no provider. */
const NO_PROVIDER = new Set(['test']);

/** A literal model id: static text with no field in it, that looks like an id. */
function modelId(node: Node, evaluate: (node: Node) => StaticText | undefined): string | undefined {
  const value = evaluate(node);
  return value && value.placeholders.length === 0 && looksLikeModelId(value.text) && !NO_PROVIDER.has(value.text) ? value.text : undefined;
}

const reference = (path: string, id: string, at: Node): ModelReference => ({ id, path, line: at.startPosition.row + 1 });

/**
 * Module-level constants that hold a string (`MODEL = "gpt-4o"`, `const MODEL = 'gpt-4o'`): a model
 * argument naming one names its text, written on the constant's line.
 */
function stringConstants(root: Node, declarations: (statement: Node) => Array<[Node | null, Node | null]>): Map<string, Node> {
  const constants = new Map<string, Node>();
  for (const statement of root.namedChildren) {
    if (!statement) continue;
    for (const [name, value] of declarations(statement)) if (name?.type === 'identifier' && value) constants.set(name.text, value);
  }
  return constants;
}

/** A model value: a literal, or a module constant holding one. */
function valueId(value: Node, constants: Map<string, Node>, evaluate: (node: Node) => StaticText | undefined): [string, Node] | undefined {
  const literal = value.type === 'identifier' ? constants.get(value.text) : value;
  const id = literal && modelId(literal, evaluate);
  return id && literal ? [id, literal] : undefined;
}

/** Inside a list, a model is one of many (a fallback list, an eval matrix, records of data), not the one chosen. */
function inList(node: Node): boolean {
  const parent = node.parent;
  return parent?.type === 'list' || parent?.type === 'tuple' || parent?.type === 'array';
}

/** The first argument of a call: one passed by keyword (`model=`) holds no text of its own, so it names no model here. */
function firstArgument(call: Node): Node | null | undefined {
  return call.childForFieldName('arguments')?.namedChildren.find((a) => a?.type !== 'comment');
}

/**
 * Python: `model=`, `model_id=`, `model_name=` keyword arguments, such keys of a dict literal not in
 * a list, and the first argument of a call known to take the model first (`Agent("openai:gpt-4o")`,
 * `init_chat_model("gpt-4o")`, `LiteLLMModel("gpt-4o")`: the frameworks' `modelCallees`).
 */
export function pythonModelNames(path: string, root: Node, evaluate: (node: Node) => StaticText | undefined, rules: ResolvedCodeRules): ModelReference[] {
  const constants = stringConstants(root, (statement) => {
    const assignment = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    return assignment?.type === 'assignment' ? [[assignment.childForFieldName('left'), assignment.childForFieldName('right')]] : [];
  });
  const takesModelFirst = pythonModelCallees(root, rules.modelCallees.python);
  const found: ModelReference[] = [];
  for (const node of root.descendantsOfType(['keyword_argument', 'pair', 'call'])) {
    if (!node) continue;
    let value: Node | null | undefined;
    if (node.type === 'call') {
      value = takesModelFirst(node) ? firstArgument(node) : undefined;
    } else {
      const keyNode = node.childForFieldName(node.type === 'pair' ? 'key' : 'name');
      const key = node.type === 'pair' ? (keyNode && keyNode.type === 'string' ? evaluate(keyNode)?.text : undefined) : keyNode?.text;
      if (!key || !MODEL_KEYS.has(key) || (node.type === 'pair' && node.parent && inList(node.parent))) continue;
      value = node.childForFieldName('value');
    }
    const id = value && valueId(value, constants, evaluate);
    if (id) found.push(reference(path, id[0], id[1]));
  }
  return found;
}

/**
 * JavaScript and TypeScript: `model`, `modelId`, `model_id`, `model_name` properties of an object
 * not in an array, and the first argument of a call known to take the model first: the Vercel AI
 * SDK's providers (`openai("gpt-4o")`, `openai.chat("gpt-4o")`), LangChain's `initChatModel("gpt-4o")`.
 */
export function javascriptModelNames(path: string, root: Node, evaluate: (node: Node) => StaticText | undefined, rules: ResolvedCodeRules): ModelReference[] {
  const declarators = (statement: Node): Array<[Node | null, Node | null]> => {
    const declaration = statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
    if (declaration?.type !== 'lexical_declaration' && declaration?.type !== 'variable_declaration') return [];
    return declaration.namedChildren.filter((d): d is Node => d?.type === 'variable_declarator').map((d) => [d.childForFieldName('name'), d.childForFieldName('value')]);
  };
  const constants = stringConstants(root, declarators);
  const takesModelFirst = javascriptModelCallees(root, evaluate, { callees: rules.modelCallees.javascript, providerPackages: rules.modelProviderPackages });
  const found: ModelReference[] = [];
  for (const node of root.descendantsOfType(['pair', 'call_expression'])) {
    if (!node) continue;
    let value: Node | null | undefined;
    if (node.type === 'call_expression') {
      value = takesModelFirst(node) ? firstArgument(node) : undefined;
    } else {
      const keyNode = node.childForFieldName('key');
      const key = keyNode?.type === 'property_identifier' ? keyNode.text : keyNode && /string/.test(keyNode.type) ? evaluate(keyNode)?.text : undefined;
      if (!key || !MODEL_KEYS.has(key) || (node.parent && inList(node.parent))) continue;
      value = node.childForFieldName('value');
    }
    const id = value && valueId(value, constants, evaluate);
    if (id) found.push(reference(path, id[0], id[1]));
  }
  return found;
}
