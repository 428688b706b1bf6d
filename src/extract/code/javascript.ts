import type { Node } from 'web-tree-sitter';
import { formatFields, templateFields } from '../placeholders.js';
import type { Role } from '../prompt-unit.js';
import { hasPromptWord, isNamedPrompt, isPromptCollection, isLongProse, isProse, roleForName } from './prompt-names.js';
import { argumentRole, assignedName, contentBlocks, messageKey, messageRole } from './call-labels.js';
import { dedent } from './indentation.js';
import { concatenation, isChainTop } from './concatenation.js';
import type { CodeExtraction } from './python.js';
import { eitherBranch, type StaticText } from './static-text.js';
import { mayDefineTool, UnitCollector } from './unit-collector.js';
import { enclosingScope, isTerminalCall, nameJudge } from './text-for-people.js';
import type { ExtractOptions } from '../extraction.js';
import { codeRulesOf, fileContext, sdkModulesOf } from './file-context.js';
import { importsSdk } from './sdk-imports.js';
import type { Resolve } from './local-text.js';
import { javascriptModelNames } from './model-names.js';
import { addReturnedPrompts } from './prompt-builders.js';
import { codeCalls } from './code-calls.js';
import { codeBindings } from './code-bindings.js';
import { lastNames } from './code-rules.js';
import { ActedNodes } from './syntax-descent.js';
import { unescapeJs } from './js-escapes.js';
import { mayHaveKey } from './written-keys.js';
import { writesName } from './written-names.js';
import { TOOL_DEFINING_KEYS } from '../structured-keys.js';

/**
 * Prompts in TypeScript and JavaScript: top-level and class-field strings under prompt names, prompt
 * properties of objects passed to calls (`generateText({system})`, `new Agent({instructions})`),
 * `{role: 'system', content}` literals, what prompt-named functions return, and, in files that
 * import an LLM SDK, any other long string; and the places the frameworks' code rules name
 * (`ExtractOptions.codeRules`): tool makers (`tool({description})`, MCP's `server.tool(name,
 * description, ...)` and `registerTool(name, {description})`), prompt objects.
 */
export function javascriptUnits(path: string, root: Node, options: ExtractOptions = {}): CodeExtraction {
  const llmFile = importsSdk(root.text, 'javascript', sdkModulesOf(path, options));
  const rules = codeRulesOf(path, options);
  const js = rules.javascript;
  /** A call that makes a tool from an object (`tool({...})`, `createTool({...})`). */
  const isToolCall = (callee: string): boolean => js.toolCalls.has(lastNames(callee));
  const context = fileContext(path, llmFile, options);
  // Long strings are looked for where prompts are expected; SDK calls only in SDK files.
  const talksToModel = context === 'model';
  const out = new UnitCollector(path);
  // An object is read as a tool schema or a chat message only in a file where such keys are written.
  const source = root.text;
  const toolSchemas = mayHaveKey(source, TOOL_DEFINING_KEYS);
  const chatMessages = mayHaveKey(source, ['role']) && mayHaveKey(source, ['content']);
  // A tool is made by a call the code rules name: where none is written, a call outside a model's
  // files is read only for what it shows to people.
  const toolMakersWritten = writesName(source, js.toolMakers);
  const judge = nameJudge(root, 'javascript', context);
  const where = judge.context;

  // `function buildSystemPrompt() { return \`...\` }`: what a prompt-named function returns. Where
  // prompts are expected, a function returning a long text (cline's `summarizeTask`) builds one too:
  // known by the function's name, not by its first words, so editing the opening keeps the id.
  const builder = (name: string, fn: Node, scope: string[]): void => {
    const body = fn.childForFieldName('body');
    if (!body || (!hasPromptWord(name) && !talksToModel)) return;
    addReturnedPrompts(out, `${[...scope, name].join('.')}()`, name, body, jsString, {
      isNamedPrompt: (text) => hasPromptWord(name) && isNamedPrompt(name, text, where(name, fn)),
      longTextIsPrompt: talksToModel,
    });
  };

  const visit = (node: Node, scope: string[], topLevel: boolean): void => {
    switch (node.type) {
      case 'variable_declarator': {
        const name = node.childForFieldName('name');
        const value = node.childForFieldName('value');
        if (name?.type === 'identifier' && value) {
          // Top-level names everywhere; in a file that talks to a model, a function's own too.
          if ((topLevel || talksToModel) && named(name.text, value, scope)) return;
          // Long text is known by its name, which outlives edits to its first words; text kept only to
          // be shown (`<p>{PRIVACY_NOTICE}</p>`, console.log) is not a prompt.
          const long = talksToModel ? jsString(value) : undefined;
          if (long && isLongProse(long.text)) {
            if (!judge.onlyShown(name.text, node)) out.add([...scope, name.text].join('.'), 'other', long, value);
            else out.consume(value);
            return;
          }
          // `const config = {description, inputSchema}` handed to registerTool: read there, as the tool's.
          if (value.type === 'object' && registeredConfigs().has(name.text)) return;
          if (value.type === 'arrow_function' || value.type === 'function_expression' || value.type === 'function') {
            builder(name.text, value, scope);
            visit(value, [...scope, name.text], false);
            return;
          }
          // `const search = tool({...})` (AI SDK, OpenAI Agents), `createTool({...})` (Mastra): the tool
          // is known by its name or id, else by its variable.
          if (value.type === 'call_expression' && isToolCall(value.childForFieldName('function')?.text ?? '')) {
            call(value, scope, name.text);
            // Its parameters' schema may describe them (zod's .describe).
            for (const arg of value.childForFieldName('arguments')?.namedChildren ?? []) if (arg) visit(arg, [name.text], false);
            return;
          }
        }
        break;
      }
      case 'class_declaration':
      case 'class': {
        const name = node.childForFieldName('name')?.text ?? 'class';
        const body = node.childForFieldName('body');
        if (body) {
          for (const member of body.namedChildren) {
            if (!member) continue;
            if (member.type === 'public_field_definition' || member.type === 'field_definition') {
              const key = (member.childForFieldName('name') ?? member.childForFieldName('property'))?.text;
              const value = member.childForFieldName('value');
              if (key && value && named(key, value, [...scope, name])) continue;
            }
            visit(member, [...scope, name], false);
          }
        }
        return;
      }
      case 'function_declaration':
      case 'method_definition': {
        const name = node.childForFieldName('name')?.text ?? 'function';
        builder(name, node, scope);
        for (const c of node.namedChildren) if (c) visit(c, [...scope, name], false);
        return;
      }
      case 'throw_statement':
        // Error messages are not prompts.
        return;
      case 'call_expression':
      case 'new_expression':
        // What is logged or shown (console.warn, a toast) is for people (a model call inside it still counts).
        if (out.setAsideDisplayed(node) || (!llmFile && !toolMakersWritten)) break;
        // tools: { findTasks: tool({...}) }: an inline tool is known by its key, its parameters by the tool.
        if (node.type === 'call_expression' && isToolCall(node.childForFieldName('function')?.text ?? '')) {
          const name = assignedName(node);
          call(node, scope, name);
          for (const arg of node.childForFieldName('arguments')?.namedChildren ?? []) if (arg) visit(arg, name ? [name] : scope, false);
          return;
        }
        if (node.type === 'new_expression' && messageObject(node, scope)) return;
        call(node, scope);
        break;
      case 'object': {
        const computed: string[] = [];
        if (toolSchemas && mayDefineTool(node, propertyName) && out.takeToolSchema(node, jsLiteral(node, computed), computed)) return;
        if (chatMessages) message(node, scope);
        break;
      }
      case 'expression_statement':
        // 'use strict' and other bare strings are never sent.
        if (node.namedChildren[0]?.type === 'string' || node.namedChildren[0]?.type === 'template_string') return;
        break;
      case 'jsx_attribute':
        // className="..." and other markup is not sent to a model.
        return;
      case 'string':
      case 'template_string':
        if (talksToModel && out.takeLong(scope, node, jsString)) return;
        break;
      case 'binary_expression':
        // '...' + '...' long enough to be a prompt, taken whole.
        if (talksToModel && isChainTop(node, 'binary_expression') && out.takeLong(scope, node, jsString)) return;
        break;
    }
    const nextTop = topLevel && TOP_LEVEL.has(node.type);
    if (!acted.descend(node, nextTop, TOP_LEVEL, (c, top) => visit(c, scope, top))) for (const c of node.namedChildren) if (c) visit(c, scope, nextTop);
  };
  // The nodes `visit` does anything with: strings only where long ones are taken, objects only where
  // a tool's or a message's keys are written (most of a library's nodes are calls and objects).
  const actedTypes = new Set([...ACTED, ...(talksToModel ? LONG_TEXT : [])]);
  if (!toolSchemas && !chatMessages) actedTypes.delete('object');
  const acted = new ActedNodes(root, actedTypes);

  /** A string under a prompt name; true when taken. */
  const named = (name: string, value: Node, scope: string[]): boolean => {
    // const PROMPTS = {planner: '...', critic: '...'}: each prose value is a prompt of its own.
    if (value.type === 'object' && isPromptCollection(name, context)) {
      let taken = false;
      for (const pair of value.namedChildren) {
        if (pair?.type !== 'pair') continue;
        const key = propertyName(pair.childForFieldName('key'));
        const v = pair.childForFieldName('value');
        const text = v && jsString(v);
        if (key && v && text && isProse(text.text)) {
          out.add([...scope, name, key].join('.'), roleForName(key === 'system' ? key : name), text, v);
          taken = true;
        }
      }
      return taken;
    }
    const text = hasPromptWord(name) ? jsString(value) : undefined;
    if (!text || !isNamedPrompt(name, text.text, where(name, value))) return false;
    out.add([...scope, name].join('.'), roleForName(name), text, value);
    return true;
  };

  const call = (node: Node, scope: string[], toolName?: string): void => {
    const callee = (node.childForFieldName('function') ?? node.childForFieldName('constructor'))?.text ?? '';
    let args = (node.childForFieldName('arguments')?.namedChildren ?? []).filter((a): a is Node => a !== null);
    const short = callee.split('.').at(-1)!;
    // zod's .describe('...') on a tool parameter is sent in the tool's JSON schema.
    if (llmFile && short === 'describe' && callee.includes('.') && args[0]) {
      const text = jsString(args[0]);
      const label = assignedName(node);
      if (text && isProse(text.text)) out.add(`${[...scope, label ?? 'parameter'].join('.')}.describe`, 'tool-description', text, args[0]);
    }
    // MCP: server.tool(name, description, schema, handler)
    const positionalTool = js.positionalToolCalls.has(short);
    if (positionalTool && args[0] && args[1]) {
      const name = jsString(args[0])?.text;
      const description = jsString(args[1]);
      if (name && description) out.add(`tool:${name}`, 'tool-description', description, args[1]);
    }
    const registered = js.configuredToolCalls.has(short) && args[0] ? jsString(args[0])?.text : undefined;
    // registerTool("get-sum", config, handler) with `const config = {description, inputSchema}` above.
    if (registered !== undefined) args = args.map((a) => (a.type === 'identifier' ? (constObject(a.text, node) ?? a) : a));
    // The handler: MCP's last argument, or a tool object's `execute`.
    const madeToolName = (positionalTool || registered !== undefined) && args[0] ? jsString(args[0])?.text : undefined;
    const handler = args.at(-1);
    if (madeToolName && handler && /function|arrow_function/.test(handler.type)) checkHandler(madeToolName, handler);
    // Prompt properties count in files that talk to a model (not readline's prompt, not a mailer's).
    if (!llmFile || isTerminalCall(callee)) return;
    if (promptTemplate(node, callee, short, args, scope)) return;
    for (const arg of args) {
      if (arg.type !== 'object') continue;
      const pairs = arg.namedChildren.filter((p): p is Node => p?.type === 'pair');
      const nameProperty = pairs.find((p) => propertyName(p.childForFieldName('key')) === 'name')?.childForFieldName('value');
      // Known by its name or the variable or key it stands under, so ids do not shift when calls move.
      const ownName = nameProperty && jsString(nameProperty)?.text;
      // `handoff(historyTutor, {toolDescriptionOverride})` is known by the agent it hands off to.
      const target = rules.handoffCalls.has(short) && args[0]?.type === 'identifier' ? args[0].text : undefined;
      const label = ownName || toolName || assignedName(node) || target;
      // The name the model sees: a tool's `name` (OpenAI Agents), else the variable it is handed over as.
      const toolIdentity = toolName !== undefined || registered !== undefined ? (nameProperty && jsString(nameProperty)?.text) || toolName || registered : undefined;
      // A description is a tool's (or an agent's) only in a call that makes one, or an object shaped like
      // one; a toast's or a form field's is for people.
      const describesTool = TOOL_MAKER.test(callee) || pairs.some((p) => TOOL_KEYS.has(propertyName(p.childForFieldName('key')) ?? ''));
      for (const pair of pairs) {
        const key = propertyName(pair.childForFieldName('key'));
        const value = pair.childForFieldName('value');
        if (key === 'execute' && value && isToolCall(short) && /function|arrow_function/.test(value.type)) checkHandler(toolIdentity ?? label ?? 'tool', value);
        const role: Role | undefined = key ? argumentRole(short, key, rules) : undefined;
        if (!key || !value || !role || (key === 'description' && !describesTool)) continue;
        const text = jsString(value) ?? contentBlocks(value, jsString);
        if (!text || (!isProse(text.text) && !text.placeholders.length)) continue;
        if (role === 'tool-description' && text.text.length < 10) continue;
        const toolKey = role === 'tool-description' && toolIdentity;
        // A call that names itself keeps its id when it moves to another function.
        const callKey = label ? (ownName ? `${short}[${label}]` : [...scope, `${short}[${label}]`].join('.')) : [...scope, short].join('.');
        // `agent.asTool({toolName: 'translate', toolDescription})` describes the tool `translate`.
        const nameKey = rules.agentAsTool.find((a) => a.description === key)?.name;
        const toolNameValue = nameKey ? pairs.find((p) => propertyName(p.childForFieldName('key')) === nameKey)?.childForFieldName('value') : undefined;
        const asTool = toolNameValue ? jsString(toolNameValue)?.text : undefined;
        out.add(toolKey ? `tool:${toolIdentity}` : asTool ? `tool:${asTool}` : `${callKey}(${key})`, role, text, value);
      }
    }
  };

  /**
   * A prompt object built by a call, as the frameworks' rules name them (LangChain.js):
   * `PromptTemplate.fromTemplate("...")` and `ChatPromptTemplate.fromMessages([["system", "..."], ...])`,
   * known by the variable they are assigned to. True when taken.
   */
  const promptTemplate = (node: Node, callee: string, short: string, args: Node[], scope: string[]): boolean => {
    const objects = js.promptObjects;
    const list = objects.messageLists.includes(short);
    if (!objects.templates.some((t) => (callee.split('.').at(-2) ?? '').endsWith(t)) || (!objects.templateFactories.includes(short) && !list)) return false;
    const where = [...scope, assignedName(node) ?? short].join('.');
    if (!list) {
      const raw = args[0] && jsString(args[0]);
      if (!raw) return false;
      out.add(`${where}(template)`, 'template', formatFields(raw), args[0]!);
      return true;
    }
    if (args[0]?.type !== 'array') return false;
    for (const item of args[0].namedChildren) {
      // SystemMessagePromptTemplate.fromTemplate("...") in the list: a message class's template.
      const maker = item?.type === 'call_expression' ? (item.childForFieldName('function')?.text ?? '') : '';
      const made = objects.templateFactories.includes(maker.split('.').at(-1) ?? '')
        ? objects.messages.find((m) => objects.templates.some((t) => (maker.split('.').at(-2) ?? '').endsWith(`${m}${t}`)))
        : undefined;
      const madeText = made ? item!.childForFieldName('arguments')?.namedChildren[0] : undefined;
      if (made && madeText) {
        const raw = jsString(madeText);
        const name = made.replace(/Message$/, '').toLowerCase();
        if (raw) out.add(`${where}.messages[${name}]`, messageRole(name), formatFields(raw), madeText);
        continue;
      }
      const [role, content] = item?.type === 'array' ? item.namedChildren : [];
      const name = role && jsString(role)?.text;
      const raw = content && jsString(content);
      if (!name || !raw || !content) continue;
      // Such templates are f-string style: their {fields} are filled at run time.
      out.add(`${where}.messages[${name}]`, messageRole(name), formatFields(raw), content);
    }
    return true;
  };

  /** A message object (LangChain.js's `new SystemMessage('...')`, `HumanMessage`, `AIMessage`). True when taken. */
  const messageObject = (node: Node, scope: string[]): boolean => {
    const kind = node.childForFieldName('constructor')?.text ?? '';
    const content = js.promptObjects.messages.includes(kind) ? node.childForFieldName('arguments')?.namedChildren[0] : undefined;
    const text = content && llmFile ? jsString(content) : undefined;
    if (!content || !text) return false;
    const said = kind.replace(/Message$/, '').toLowerCase();
    const role = said === 'ai' ? 'assistant' : said === 'human' ? 'user' : said;
    out.add(messageKey(scope, role), messageRole(role), text, content);
    return true;
  };

  /** Names handed to `registerTool(name, CONFIG, handler)` in this file, found on first use. */
  let configs: Set<string> | undefined;
  const registeredConfigs = (): Set<string> => {
    if (!configs) {
      configs = new Set();
      // Each such call names its maker as written: a file that never does has none (and most do not).
      const text = root.text;
      if (![...js.configuredToolCalls].some((name) => text.includes(name))) return configs;
      for (const c of root.descendantsOfType('call_expression')) {
        if (!js.configuredToolCalls.has(lastNames(c?.childForFieldName('function')?.text ?? ''))) continue;
        for (const arg of c?.childForFieldName('arguments')?.namedChildren ?? []) if (arg?.type === 'identifier') configs.add(arg.text);
      }
    }
    return configs;
  };

  /** The object literal `const NAME = {...}` holds where `at` is: in its function, else at the top of the file. */
  const constObject = (name: string, at: Node): Node | undefined => {
    for (let scopeNode: Node | undefined = enclosingScope(at, root); scopeNode; scopeNode = scopeNode === root ? undefined : enclosingScope(scopeNode, root)) {
      let found: Node | undefined;
      for (const d of scopeNode.descendantsOfType('variable_declarator')) {
        const value = d?.childForFieldName('value');
        // The last declaration before the call, in this scope and not a nested function's.
        if (!d || d.startIndex > at.startIndex || d.childForFieldName('name')?.text !== name || value?.type !== 'object') continue;
        if (enclosingScope(d, root).id === scopeNode.id) found = value;
      }
      if (found) return found;
    }
    return undefined;
  };

  const checkHandler = (tool: string, fn: Node): void => {
    const body = fn.childForFieldName('body');
    if (body) out.checkTool(tool, body, 'return_statement');
  };

  const message = (node: Node, scope: string[]): void => {
    let role: string | undefined;
    let content: Node | undefined;
    for (const pair of node.namedChildren) {
      if (pair?.type !== 'pair') continue;
      const key = propertyName(pair.childForFieldName('key'));
      const value = pair.childForFieldName('value');
      if (key === 'role' && value) role = jsString(value)?.text;
      if (key === 'content' && value) content = value;
    }
    if (!content || !role || !['system', 'developer', 'user', 'assistant'].includes(role)) return;
    const text = jsString(content) ?? contentBlocks(content, jsString);
    if (text) out.add(messageKey(scope, role), messageRole(role), text, content);
  };

  for (const c of root.namedChildren) if (c) visit(c, [], true);
  if (!llmFile) return { units: out.units(), findings: out.findings(), models: [], calls: [], bindings: [], toolDefinitions: [] };
  const reader = { path, language: 'javascript' as const, recorded: rules.recordedCalls, unitsWithin: (n: Node) => out.keysWithin(n), text: jsString, literal: (n: Node) => jsLiteral(n) };
  const calls = codeCalls(root, reader);
  // A model is chosen where a model is called: in files that import an SDK.
  return { units: out.units(), findings: out.findings(), models: javascriptModelNames(path, root, jsString, rules), calls, bindings: codeBindings(root, calls, reader), toolDefinitions: [] };
}


/** Nodes whose children keep the top level: a `const` at the top of the file is at its top level. */
const TOP_LEVEL = new Set(['program', 'export_statement', 'lexical_declaration', 'variable_declaration']);
/** The node types `javascriptUnits` reads in any file (its `visit`); any other it only goes through. */
const ACTED = new Set([
  'variable_declarator', 'class_declaration', 'class', 'function_declaration', 'method_definition', 'throw_statement',
  'call_expression', 'new_expression', 'object', 'expression_statement', 'jsx_attribute',
]);
/** And those it reads where long strings are taken for prompts. */
const LONG_TEXT = ['string', 'template_string', 'binary_expression'];

/** Calls that make a tool, an agent or a handoff, whose `description` a model reads. */
const TOOL_MAKER = /tool|agent|function|handoff|skill|command|action/i;
/** Keys of an object that defines a tool. */
const TOOL_KEYS = new Set(['parameters', 'inputSchema', 'input_schema', 'schema', 'argsSchema', 'execute', 'handler']);

/**
 * A JavaScript literal (object, array, string, number, boolean, null) as JSON, or undefined. Given
 * `computed`, a value that is not a literal (`Object.values(Unit)`) becomes null and its source is
 * listed there.
 */
export function jsLiteral(node: Node, computed?: string[]): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const pair of node.namedChildren) {
        if (pair?.type !== 'pair') return undefined;
        const key = propertyName(pair.childForFieldName('key'));
        const value = jsLiteral(pair.childForFieldName('value')!, computed);
        if (key === undefined || value === undefined) return undefined;
        out[key] = value;
      }
      return out;
    }
    case 'array': {
      const items = node.namedChildren.map((c) => (c ? jsLiteral(c, computed) : undefined));
      return items.some((i) => i === undefined) ? undefined : items;
    }
    case 'number':
      return Number(node.text);
    case 'true':
      return true;
    case 'false':
      return false;
    case 'null':
      return null;
    default: {
      const text = jsString(node)?.text;
      if (text !== undefined || !computed) return text;
      computed.push(node.text);
      return null;
    }
  }
}

function propertyName(node: Node | null): string | undefined {
  if (!node) return undefined;
  if (node.type === 'property_identifier' || node.type === 'identifier') return node.text;
  return jsString(node)?.text;
}

/** The value of a string expression: escapes processed, `+` joined, template fields listed. */
export function jsString(node: Node, resolve?: Resolve): StaticText | undefined {
  const read = (n: Node): StaticText | undefined => jsString(n, resolve);
  switch (node.type) {
    case 'string': {
      let text = '';
      for (const c of node.namedChildren) {
        if (c?.type === 'string_fragment') text += c.text;
        else if (c?.type === 'escape_sequence') text += unescapeJs(c.text);
      }
      return { text, placeholders: templateFields(text) };
    }
    case 'template_string': {
      let text = '';
      const placeholders: string[] = [];
      for (const c of node.namedChildren) {
        if (c?.type === 'string_fragment') text += c.text;
        else if (c?.type === 'escape_sequence') text += unescapeJs(c.text);
        else if (c?.type === 'template_substitution') {
          // `${prompt}` of a local of a prompt-building function is the text it holds; any other is filled at run time.
          const expression = c.namedChildren[0];
          const known = resolve && expression ? read(expression) : undefined;
          if (known) {
            text += known.text;
            placeholders.push(...known.placeholders);
          } else placeholders.push(expression?.text ?? c.text);
        }
      }
      return { text, placeholders: [...placeholders, ...templateFields(text)] };
    }
    case 'binary_expression':
      return concatenation(node, 'binary_expression', read);
    case 'ternary_expression': {
      // kind === 'code' ? `Improve the code...` : `Improve the document...`
      const yes = node.childForFieldName('consequence');
      const no = node.childForFieldName('alternative');
      return yes && no ? eitherBranch(read(yes), read(no), yes.text, no.text) : undefined;
    }
    case 'parenthesized_expression':
    case 'as_expression':
    case 'satisfies_expression':
      return node.namedChildren[0] ? read(node.namedChildren[0]) : undefined;
    case 'call_expression': {
      // `"...".trim()` and `dedent\`...\`` keep their static text.
      const fn = node.childForFieldName('function');
      // ['...', '...'].join('\n'): the parts joined by the separator.
      if (fn?.type === 'member_expression' && fn.childForFieldName('property')?.text === 'join') {
        const array = fn.childForFieldName('object');
        const separator = node.childForFieldName('arguments')?.namedChildren[0];
        const sep = separator ? read(separator)?.text : ',';
        if (array?.type === 'array' && sep !== undefined) {
          const parts = array.namedChildren.map((c) => (c ? read(c) : undefined));
          if (!parts.some((p) => !p)) return { text: parts.map((p) => p!.text).join(sep), placeholders: [...new Set(parts.flatMap((p) => p!.placeholders))] };
        }
      }
      if (fn?.type === 'member_expression' && fn.childForFieldName('property')?.text === 'trim') {
        const inner = read(fn.childForFieldName('object')!);
        return inner && { ...inner, text: inner.text.trim() };
      }
      const args = node.childForFieldName('arguments');
      // String.raw`...`: backslashes stay as written.
      if (fn?.text === 'String.raw' && args?.type === 'template_string') {
        const raw = args.text.slice(1, -1).replace(/\$\{[^}]*\}/g, '');
        return { text: raw, placeholders: args.namedChildren.flatMap((c) => (c?.type === 'template_substitution' ? [c.namedChildren[0]?.text ?? c.text] : [])) };
      }
      // dedent`...` (the dedent and ts-dedent packages) and common-tags' stripIndent.
      if (fn && /^(dedent|outdent|stripIndent|stripIndents)$/.test(fn.text) && args?.type === 'template_string') {
        const inner = read(args);
        return inner && { ...inner, text: dedent(inner.text).trim() };
      }
      return undefined;
    }
    case 'identifier':
      // A local of a prompt-building function: the text it holds here (`LocalTexts`).
      return resolve?.(node);
    default:
      return undefined;
  }
}
