import type { Node } from 'web-tree-sitter';
import type { ModelCallee } from './code-rules.js';
import type { StaticText } from './static-text.js';

/** The AI SDK's provider functions' methods that take a model id: `openai.chat("gpt-4o")`. */
const PROVIDER_METHODS = new Set(['chat', 'responses', 'completion', 'languageModel', 'messages']);

type CalleeTable = readonly ModelCallee[];

const known = (table: CalleeTable, separator: string, module: string, name: string): boolean =>
  table.some((c) => c.names.includes(name) && (module === c.module || module.startsWith(c.module + separator)));

/**
 * Whether a Python call takes a model id first (docs/architecture.md, "Models"): one of the
 * frameworks' `modelCallees`, known by where it is imported from (`Agent("openai:gpt-4o")`,
 * `pydantic_ai.Agent[Deps, str](...)`, `sa.LiteLLMModel(...)`). A first string argument of any other
 * call is a prompt, a name, a path, never taken for a model.
 */
export function pythonModelCallees(root: Node, callees: CalleeTable): (call: Node) => boolean {
  const imports = pythonImports(root);
  return (call) => {
    let fn = call.childForFieldName('function');
    // `Agent[Deps, str](...)`: the class, its type arguments left out.
    if (fn?.type === 'subscript') fn = fn.childForFieldName('value');
    if (fn?.type !== 'identifier' && fn?.type !== 'attribute') return false;
    const [first, ...rest] = fn.text.replace(/\s+/g, '').split('.');
    const base = first === undefined ? undefined : imports.get(first);
    if (!base) return false;
    const qualified = [base, ...rest].join('.').split('.');
    return known(callees, '.', qualified.slice(0, -1).join('.'), qualified.at(-1)!);
  };
}

/**
 * Local name -> the dotted name it is bound to: `from pydantic_ai import Agent as A` binds A to
 * `pydantic_ai.Agent`, `import smolagents as sa` binds sa to `smolagents`, `import langchain.chat_models`
 * binds langchain. Imports anywhere in the file count: code often imports inside the function that
 * builds the agent. A relative import (`from .models import Agent`) is the repository's own code.
 */
function pythonImports(root: Node): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of root.descendantsOfType(['import_from_statement', 'import_statement'])) {
    if (!statement) continue;
    const module = statement.type === 'import_from_statement' ? statement.childForFieldName('module_name') : undefined;
    if (module && module.type !== 'dotted_name') continue;
    for (const imported of statement.childrenForFieldName('name')) {
      const dotted = imported?.type === 'aliased_import' ? imported.childForFieldName('name') : imported;
      const alias = imported?.type === 'aliased_import' ? imported.childForFieldName('alias')?.text : undefined;
      if (!dotted) continue;
      if (module) names.set(alias ?? dotted.text, `${module.text}.${dotted.text}`);
      else if (alias) names.set(alias, dotted.text);
      else names.set(dotted.text.split('.')[0]!, dotted.text.split('.')[0]!);
    }
  }
  return names;
}

/**
 * Whether a JavaScript or TypeScript call takes a model id first: one of the frameworks'
 * `modelCallees` (LangChain's `initChatModel("gpt-4o")`), or a provider imported from one of their
 * `modelProviderPackages` called with an id (the AI SDK's `openai("gpt-4o")`,
 * `openai.chat("gpt-4o")`, and a provider made by `createOpenAI(...)`).
 */
export function javascriptModelCallees(
  root: Node,
  evaluate: (node: Node) => StaticText | undefined,
  rules: { callees: CalleeTable; providerPackages: readonly string[] },
): (call: Node) => boolean {
  const imports = javascriptImports(root, evaluate);
  const providers = modelProviders(root, imports, rules.providerPackages);
  return (call) => {
    const fn = call.childForFieldName('function');
    if (fn?.type === 'member_expression') return PROVIDER_METHODS.has(fn.childForFieldName('property')?.text ?? '') && providers.has(fn.childForFieldName('object')?.text ?? '');
    if (fn?.type !== 'identifier') return false;
    const imported = imports.get(fn.text);
    return providers.has(fn.text) || (imported !== undefined && known(rules.callees, '/', imported.module, imported.name));
  };
}

/** Local name -> the module and the name it is imported by: `import { anthropic as claude } from '@ai-sdk/anthropic'`. */
function javascriptImports(root: Node, evaluate: (node: Node) => StaticText | undefined): Map<string, { module: string; name: string }> {
  const names = new Map<string, { module: string; name: string }>();
  for (const statement of root.namedChildren) {
    const source = statement?.type === 'import_statement' ? statement.childForFieldName('source') : undefined;
    const module = source && evaluate(source)?.text;
    if (!statement || !module) continue;
    for (const specifier of statement.descendantsOfType('import_specifier')) {
      const name = specifier?.childForFieldName('name');
      const local = specifier?.childForFieldName('alias') ?? name;
      if (name && local) names.set(local.text, { module, name: name.text });
    }
  }
  return names;
}

/**
 * The names the file calls model providers by: what it imports from a provider package
 * (`openai`, `anthropic`, `createOpenAI` of `@ai-sdk/*`), and the variables it assigns a
 * `create*(...)` provider to.
 */
function modelProviders(root: Node, imports: Map<string, { module: string }>, packages: readonly string[]): Set<string> {
  const names = new Set([...imports].filter(([, { module }]) => packages.some((p) => module.startsWith(p))).map(([local]) => local));
  for (const declarator of root.descendantsOfType('variable_declarator')) {
    const value = declarator?.childForFieldName('value');
    const callee = value?.type === 'call_expression' ? value.childForFieldName('function')?.text : undefined;
    const name = declarator?.childForFieldName('name');
    if (callee && /^create[A-Z]/.test(callee) && names.has(callee) && name?.type === 'identifier') names.add(name.text);
  }
  return names;
}
