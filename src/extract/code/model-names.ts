import type { Node } from 'web-tree-sitter';
import type { ModelReference } from '../model-reference.js';
import type { StaticText } from './static-text.js';

/**
 * Where code chooses a model (docs/architecture.md, "Models"): the keyword arguments and properties
 * that name one, `LiteLLMModel(model_id="anthropic/claude-sonnet-4-5")`, `client.chat.completions.create(model="gpt-4o")`,
 * `ChatOpenAI(model="gpt-4o-mini")`, `generateText({ model: ... })`, `{ modelId: ... }`. The id is kept as
 * written: the model catalog resolves provider prefixes, and decides whether it knows the model.
 */
export const MODEL_KEYS = new Set(['model', 'model_id', 'model_name', 'modelId', 'modelName']);

/** A model id is one word of a name: `gpt-4o`, `anthropic/claude-sonnet-4-5`, `openai:gpt-4o`, `us.anthropic.claude-3-5-sonnet-20240620-v1:0`. */
export function looksLikeModelId(text: string): boolean {
  return text.length <= 120 && /^[A-Za-z0-9][\w.:@/+-]*$/.test(text) && /[A-Za-z]/.test(text);
}

/** A literal model id: static text with no field in it, that looks like an id. */
function modelId(node: Node, evaluate: (node: Node) => StaticText | undefined): string | undefined {
  const value = evaluate(node);
  return value && value.placeholders.length === 0 && looksLikeModelId(value.text) ? value.text : undefined;
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

/** Python: `model=`, `model_id=`, `model_name=` keyword arguments, and such keys of a dict literal not in a list. */
export function pythonModelNames(path: string, root: Node, evaluate: (node: Node) => StaticText | undefined): ModelReference[] {
  const constants = stringConstants(root, (statement) => {
    const assignment = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    return assignment?.type === 'assignment' ? [[assignment.childForFieldName('left'), assignment.childForFieldName('right')]] : [];
  });
  const found: ModelReference[] = [];
  for (const node of root.descendantsOfType(['keyword_argument', 'pair'])) {
    if (!node) continue;
    const keyNode = node.childForFieldName(node.type === 'pair' ? 'key' : 'name');
    const key = node.type === 'pair' ? (keyNode && keyNode.type === 'string' ? evaluate(keyNode)?.text : undefined) : keyNode?.text;
    const value = node.childForFieldName('value');
    if (!key || !MODEL_KEYS.has(key) || !value || (node.type === 'pair' && node.parent && inList(node.parent))) continue;
    const id = valueId(value, constants, evaluate);
    if (id) found.push(reference(path, id[0], id[1]));
  }
  return found;
}

/** The AI SDK's provider functions' methods that take a model id: `openai.chat("gpt-4o")`. */
const PROVIDER_METHODS = new Set(['chat', 'responses', 'completion', 'languageModel', 'messages']);

/**
 * JavaScript and TypeScript: `model`, `modelId`, `model_id`, `model_name` properties of an object
 * not in an array, and the Vercel AI SDK's providers called with an id: `openai("gpt-4o")`,
 * `anthropic("claude-sonnet-4-5")`, `openai.chat("gpt-4o")`, and a provider made by `createOpenAI(...)`.
 */
export function javascriptModelNames(path: string, root: Node, evaluate: (node: Node) => StaticText | undefined): ModelReference[] {
  const declarators = (statement: Node): Array<[Node | null, Node | null]> => {
    const declaration = statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
    if (declaration?.type !== 'lexical_declaration' && declaration?.type !== 'variable_declaration') return [];
    return declaration.namedChildren.filter((d): d is Node => d?.type === 'variable_declarator').map((d) => [d.childForFieldName('name'), d.childForFieldName('value')]);
  };
  const constants = stringConstants(root, declarators);
  const providers = aiSdkProviders(root, evaluate);
  const found: ModelReference[] = [];
  for (const node of root.descendantsOfType(['pair', 'call_expression'])) {
    if (!node) continue;
    if (node.type === 'pair') {
      const keyNode = node.childForFieldName('key');
      const key = keyNode?.type === 'property_identifier' ? keyNode.text : keyNode && /string/.test(keyNode.type) ? evaluate(keyNode)?.text : undefined;
      const value = node.childForFieldName('value');
      if (!key || !MODEL_KEYS.has(key) || !value || (node.parent && inList(node.parent))) continue;
      const id = valueId(value, constants, evaluate);
      if (id) found.push(reference(path, id[0], id[1]));
      continue;
    }
    const fn = node.childForFieldName('function');
    const provider =
      fn?.type === 'identifier' ? fn.text : fn?.type === 'member_expression' && PROVIDER_METHODS.has(fn.childForFieldName('property')?.text ?? '') ? fn.childForFieldName('object')?.text : undefined;
    const first = node.childForFieldName('arguments')?.namedChildren[0];
    if (!provider || !providers.has(provider) || !first) continue;
    const id = valueId(first, constants, evaluate);
    if (id) found.push(reference(path, id[0], id[1]));
  }
  return found;
}

/**
 * The names the file calls AI SDK providers by: what it imports from an `@ai-sdk/*` package
 * (`openai`, `anthropic`, `createOpenAI`), and the variables it assigns a `create*(...)` provider to.
 */
function aiSdkProviders(root: Node, evaluate: (node: Node) => StaticText | undefined): Set<string> {
  const names = new Set<string>();
  for (const statement of root.namedChildren) {
    const source = statement?.type === 'import_statement' ? statement.childForFieldName('source') : undefined;
    if (!statement || !source || !evaluate(source)?.text.startsWith('@ai-sdk/')) continue;
    for (const specifier of statement.descendantsOfType('import_specifier')) {
      const local = specifier?.childForFieldName('alias') ?? specifier?.childForFieldName('name');
      if (local) names.add(local.text);
    }
  }
  for (const declarator of root.descendantsOfType('variable_declarator')) {
    const value = declarator?.childForFieldName('value');
    const callee = value?.type === 'call_expression' ? value.childForFieldName('function')?.text : undefined;
    const name = declarator?.childForFieldName('name');
    if (callee && /^create[A-Z]/.test(callee) && names.has(callee) && name?.type === 'identifier') names.add(name.text);
  }
  return names;
}
