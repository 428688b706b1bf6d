import type { Node } from 'web-tree-sitter';
import { formatFields, templateFields } from '../placeholders.js';
import { eitherBranch, type StaticText } from './static-text.js';
import type { PromptUnit, Role } from '../prompt-unit.js';
import { argumentRole, assignedName, contentBlocks, messageKey, messageRole } from './call-labels.js';
import { hasPromptWord, isNamedPrompt, isPromptCollection, isLongProse, isPromptKey, isProse, nameWords, roleForName } from './prompt-names.js';
import { concatenation, isChainTop } from './concatenation.js';
import { cleandoc, dedent } from './indentation.js';
import { mayDefineTool, UnitCollector } from './unit-collector.js';
import type { UnboundedToolOutput } from './unbounded-output.js';
import { isTerminalCall, nameJudge } from './text-for-people.js';
import type { ExtractOptions } from '../extraction.js';
import { codeRulesOf, fileContext, sdkModulesOf } from './file-context.js';
import { importsSdk } from './sdk-imports.js';
import type { Resolve } from './local-text.js';
import { pythonModelNames } from './model-names.js';
import { addReturnedPrompts } from './prompt-builders.js';
import { characterNamed } from './unicode-names.js';
import type { ModelReference } from '../model-reference.js';
import { codeCalls, type CodeCall } from './code-calls.js';
import { lastNames } from './code-rules.js';
import { codeBindings, type CodeBinding } from './code-bindings.js';
import { pythonToolDefinitions, type ToolDefinition } from './tool-definitions.js';

/** What a code file yields: its prompt units, and findings about its tools. */
export interface CodeExtraction {
  units: PromptUnit[];
  findings: UnboundedToolOutput[];
  models: ModelReference[];
  /** How agents, tools and servers are wired (`Agent(handoffs=[...])`), in files that talk to a model. */
  calls: CodeCall[];
  /** What the names those calls refer to hold (`tools = [search, WeatherTool()]`). */
  bindings: CodeBinding[];
  /** The tools the file defines, as a framework that renders tools reads them. */
  toolDefinitions: ToolDefinition[];
}


/** Calls whose `description=` a model reads: tools, agents, handoffs, tasks, schema fields. */
const DESCRIBED_MAKER = /tool|agent|function|handoff|skill|task|crew|field|from_defaults|from_function/i;

/** Calls that ask a model even in a file that imports no LLM SDK. */
const MODEL_CALL = /(^|\.)(converse|converse_stream)$/;
/** Keyword arguments of the providers' SDKs that hand a model a class as its output schema: the class's docstring is sent with it. */
const SDK_SCHEMA_ARGUMENTS = ['response_format', 'response_model'];

/** A tool class, as the frameworks whose base it extends read it. */
interface ToolClass {
  /** Class attributes whose dictionaries describe the tool's parameters (smolagents' `inputs`). */
  schemaAttributes: ReadonlySet<string>;
  /** The methods a call of the tool runs (`forward`, `_run`): what they return is the tool's output. */
  runMethods: ReadonlySet<string>;
}

/**
 * Prompts in Python: module- and class-level strings under prompt names, prompt keyword arguments
 * (`system=`, `instructions=`), `{"role": "system", "content": ...}` literals, what prompt-named
 * functions return, and, in files that import an LLM SDK, any other long string; and the places
 * the frameworks' code rules name (`ExtractOptions.codeRules`): tool decorators' docstrings, a tool
 * class's `description` and parameter descriptions, prompt classes, prompt objects.
 */
export function pythonUnits(path: string, root: Node, options: ExtractOptions = {}): CodeExtraction {
  const llmFile = importsSdk(root.text, 'python', sdkModulesOf(path, options));
  const rules = codeRulesOf(path, options);
  const py = rules.python;
  const schemaArguments = new Set([...SDK_SCHEMA_ARGUMENTS, ...rules.schemaArguments]);
  const isToolDecorator = (d: Node): boolean => py.toolDecorators.has(lastNames(decoratorName(d)));
  const context = fileContext(path, llmFile, options);
  // Long strings and in-function names are looked for where prompts are expected; SDK calls only in SDK files.
  const talksToModel = context === 'model';
  const out = new UnitCollector(path);
  const judge = nameJudge(root, 'python', context);
  const where = judge.context;
  const promptClasses = new Set<string>();
  /** Classes handed to a model as its output schema (`response_model=Invoice`). */
  const schemaClasses = new Set<string>();
  // Docstrings of the file's functions by name, for tools built from a function (LlamaIndex, tools=[fn]).
  // A decorated tool (`@function_tool(description_override=...)`) is described by its decorator, wherever
  // it is handed over, so it is left out here whatever the order of definitions.
  const docstrings = new Map<string, Node>();
  // Both found in one pass over the file.
  for (const node of root.descendantsOfType(['keyword_argument', 'function_definition'])) {
    if (node?.type === 'keyword_argument') {
      const value = node.childForFieldName('value');
      if (value?.type === 'identifier' && schemaArguments.has(node.childForFieldName('name')?.text ?? '')) schemaClasses.add(value.text);
      continue;
    }
    const doc = node && docstring(node);
    const decorated = node?.parent?.type === 'decorated_definition' && node.parent.namedChildren.some((d) => d?.type === 'decorator' && isToolDecorator(d));
    if (node && doc && !decorated) docstrings.set(node.childForFieldName('name')?.text ?? '', doc);
  }

  /** The tool class a class is, by the frameworks whose bases it extends. */
  const toolClassOf = (bases: string): ToolClass | undefined => {
    const matched = py.toolClasses.filter((t) => t.base.test(bases));
    if (matched.length === 0) return undefined;
    return { schemaAttributes: new Set(matched.flatMap((t) => t.schemaAttributes ?? [])), runMethods: new Set(matched.flatMap((t) => t.runMethods ?? [])) };
  };

  const visit = (node: Node, scope: string[], inClassBody: boolean, toolClass: ToolClass | undefined): void => {
    switch (node.type) {
      case 'class_definition': {
        const name = node.childForFieldName('name')?.text ?? 'class';
        const bases = node.childForFieldName('superclasses')?.text ?? '';
        const body = node.childForFieldName('body');
        const toolClassHere = toolClassOf(bases);
        const classDoc = body?.namedChildren[0];
        const first = classDoc?.type === 'expression_statement' ? classDoc.namedChildren[0] : undefined;
        // An instruction class's docstring (DSPy's Signature) is its task instruction, sent with every
        // call, and may be written as parenthesised strings.
        const instructionClass = bases.split(/\W+/).some((b) => py.instructionClasses.has(b));
        const docNode = first && (first.type === 'string' || (instructionClass && /^(concatenated_string|parenthesized_expression)$/.test(first.type))) ? first : undefined;
        // So is a response model's (instructor, pydantic-ai): its docstring is the schema's description.
        const docText = docNode && llmFile && (instructionClass || schemaClasses.has(name)) ? docstringText(docNode) : undefined;
        if (docNode && docText) out.add(`${[...scope, name].join('.')}.__doc__`, 'system', docText, docNode);
        else if (docNode) out.consume(docNode);
        // Every string attribute of a prompt class (aider's `*Prompts`) is sent.
        if (py.isPromptClass(name) || py.isPromptClass(bases)) promptClasses.add([...scope, name].join('.'));
        if (body) for (const c of body.namedChildren) if (c) visit(c, [...scope, name], true, toolClassHere);
        return;
      }
      case 'decorated_definition': {
        const definition = node.childForFieldName('definition');
        const decorators = node.namedChildren.filter((c): c is Node => c?.type === 'decorator');
        const isTool = decorators.some(isToolDecorator);
        if (definition?.type === 'function_definition' && isTool) {
          // `@analyst.register_for_llm(name="latest_price", ...)` names the tool the model sees.
          const named = decorators.map((d) => keywordOf(d, 'name')).find((n): n is Node => n !== undefined);
          const name = (named && pythonString(named)?.text) || (definition.childForFieldName('name')?.text ?? 'tool');
          // A method is known with its class (Semantic Kernel's `WeatherPlugin-get`): classes share method names.
          const key = `tool:${inClassBody ? [...scope, name].join('.') : name}`;
          // `@mcp.tool(description="...")` describes the tool instead of its docstring.
          for (const d of decorators) {
            const description = py.toolDescriptionArguments.map((k) => keywordOf(d, k)).find((n) => n !== undefined);
            const text = description ? pythonString(description) : undefined;
            if (description && text && !out.has(key)) out.add(key, 'tool-description', text, description);
          }
          const body = definition.childForFieldName('body');
          if (body) out.checkTool(name, body, 'return_statement');
          const doc = docstring(definition);
          const text = doc && docstringText(doc);
          // A tool described otherwise ignores its docstring.
          if (doc && text && !out.has(key)) out.add(key, 'tool-description', text, doc);
          else if (doc) out.consume(doc);
        }
        // @marvin.fn: the docstring is the instruction.
        if (definition?.type === 'function_definition' && llmFile && decorators.some((d) => py.docstringPromptDecorators.has(decoratorName(d)))) {
          const doc = docstring(definition);
          const text = doc && docstringText(doc);
          const name = definition.childForFieldName('name')?.text ?? 'fn';
          if (doc && text) out.add(`${[...scope, name].join('.')}.__doc__`, 'system', text, doc);
        }
        // @agent.system_prompt def policy_context(ctx): return f"..." — whatever the function is called.
        if (definition?.type === 'function_definition' && decorators.some((d) => decoratorName(d).includes('.') && py.returnedPromptDecorators.has(lastNames(decoratorName(d))))) {
          const name = definition.childForFieldName('name')?.text ?? 'system_prompt';
          const body = definition.childForFieldName('body');
          if (body) addReturnedPrompts(out, `${[...scope, name].join('.')}()`, 'system_prompt', body, pythonString, { isNamedPrompt: (text) => isProse(text), longTextIsPrompt: false });
        }
        if (definition) visit(definition, scope, inClassBody, toolClass);
        return;
      }
      case 'function_definition': {
        const name = node.childForFieldName('name')?.text ?? 'function';
        const body = node.childForFieldName('body');
        // A tool class's run method returns the tool's output.
        if (toolClass?.runMethods.has(name) && body) out.checkTool(scope.at(-1) ?? name, body, 'return_statement');
        const doc = docstring(node);
        if (doc) out.consume(doc);
        // def system_prompt(self) -> str: return f"..." builds a prompt.
        // Where prompts are expected, a function returning a long text builds one too: known by its name.
        if (body && (hasPromptWord(name) || talksToModel)) {
          addReturnedPrompts(out, `${[...scope, name].join('.')}()`, name, body, pythonString, {
            isNamedPrompt: (text) => hasPromptWord(name) && isNamedPrompt(name, text, where(name, node)),
            longTextIsPrompt: talksToModel,
          });
        }
        if (body) for (const c of body.namedChildren) if (c) visit(c, [...scope, name], false, undefined);
        return;
      }
      case 'expression_statement': {
        const child = node.namedChildren[0];
        // A bare string statement (a comment written as a string) is never sent.
        if (child?.type === 'string' || child?.type === 'concatenated_string') {
          out.consume(child);
          return;
        }
        // Module and class level everywhere; inside functions (a LangGraph node's system_prompt) in SDK files.
        if (child?.type === 'assignment' && (scope.length === 0 || inClassBody || talksToModel)) {
          assignment(child, scope, toolClass);
          return;
        }
        break;
      }
      case 'raise_statement':
        // Error messages are not prompts.
        return;
      case 'call':
        // What is printed, logged or mailed is for people (a model call inside it still counts).
        if (out.setAsideDisplayed(node)) break;
        call(node, scope);
        break;
      case 'dictionary': {
        const computed: string[] = [];
        if (mayDefineTool(node, (k) => pythonString(k)?.text) && out.takeToolSchema(node, pythonLiteral(node, computed), computed)) return;
        message(node, scope);
        break;
      }
      case 'string':
      case 'concatenated_string':
        if (talksToModel && out.takeLong(scope, node, pythonString)) return;
        break;
      case 'binary_operator':
        // "..." + "..." long enough to be a prompt, taken whole.
        if (talksToModel && isChainTop(node, 'binary_operator') && out.takeLong(scope, node, pythonString)) return;
        break;
    }
    for (const c of node.namedChildren) if (c) visit(c, scope, false, undefined);
  };

  const assignment = (node: Node, scope: string[], toolClass: ToolClass | undefined): void => {
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    // `raw: Annotated[bool, Field(description="...")]`: the annotation holds the prompt text.
    const annotation = node.childForFieldName('type');
    if (annotation) visit(annotation, scope, false, undefined);
    if (!left || !right) return;
    const name = left.text;
    // TOOLS = [search, get_weather] handed to bind_tools(TOOLS) elsewhere: each function's docstring describes it.
    if (llmFile && left.type === 'identifier' && right.type === 'list' && nameWords(name).at(-1) === 'tools') toolFunctions(right);
    if (left.type === 'identifier' && toolClass?.schemaAttributes.has(name) && right.type === 'dictionary') {
      descriptions(right, [...scope, name]);
      return;
    }
    const promptClass = promptClasses.has(scope.join('.'));
    // PROMPTS = {"planner": "...", "critic": "..."}: each prose value is a prompt of its own.
    if (left.type === 'identifier' && right.type === 'dictionary' && isPromptCollection(name, context)) {
      for (const pair of right.namedChildren) {
        if (pair?.type !== 'pair') continue;
        const key = pythonString(pair.childForFieldName('key')!)?.text;
        const value = pair.childForFieldName('value');
        const text = value && pythonString(value);
        if (key && value && text && isProse(text.text)) out.add([...scope, name, key].join('.'), roleForName(key === 'system' ? key : name), text, value);
      }
      return;
    }
    const value = left.type === 'identifier' && (promptClass || hasPromptWord(name)) ? pythonString(right) : undefined;
    if (value && isNamedPrompt(name, value.text, where(name, node, { promptClass, toolClass: toolClass !== undefined }))) {
      const role: Role = toolClass && name === 'description' ? 'tool-description' : roleForName(name);
      out.add([...scope, name].join('.'), role, value, right);
      return;
    }
    const text = talksToModel && left.type === 'identifier' ? pythonString(right) : undefined;
    if (text && isLongProse(text.text)) {
      // Text kept only to be printed or logged (`slow = f"..."; log.warning(slow)`) is not a long prompt;
      // other long text is known by its name, which outlives edits to its first words.
      if (judge.onlyShown(name, node)) out.consume(right);
      else out.add([...scope, name].join('.'), 'other', text, right);
      return;
    }
    visit(right, scope, false, undefined);
  };

  /** A list of functions handed over as tools: each is described by its docstring. */
  const toolFunctions = (list: Node): void => {
    for (const item of list.namedChildren) {
      const doc = item?.type === 'identifier' ? docstrings.get(item.text) : undefined;
      const text = doc && docstringText(doc);
      if (item && text && !out.has(`tool:${item.text}`)) out.add(`tool:${item.text}`, 'tool-description', text, item);
    }
  };

  /** `inputs = {"query": {"type": "string", "description": "..."}}` of a smolagents Tool. */
  const descriptions = (dict: Node, keys: string[]): void => {
    for (const pair of dict.namedChildren) {
      if (pair?.type !== 'pair') continue;
      const key = pythonString(pair.childForFieldName('key')!)?.text;
      const value = pair.childForFieldName('value');
      if (!key || !value) continue;
      if (value.type === 'dictionary') descriptions(value, [...keys, key]);
      else if (key === 'description') {
        const text = pythonString(value);
        if (text) out.add(keys.concat(key).join('.'), 'tool-description', text, value);
      }
    }
  };

  const call = (node: Node, scope: string[]): void => {
    const callee = node.childForFieldName('function')?.text ?? '';
    const args = node.childForFieldName('arguments');
    if (!args) return;
    const short = callee.split('.').at(-1)!;
    const kwargs = new Map<string, Node>();
    for (const arg of args.namedChildren) {
      if (arg?.type !== 'keyword_argument') continue;
      const value = arg.childForFieldName('value');
      if (value) kwargs.set(arg.childForFieldName('name')?.text ?? '', value);
    }
    // FunctionTool.from_defaults(fn=search), StructuredTool.from_function(func=search): the tool is
    // described by that function's docstring.
    const factory = py.functionToolFactories.some((f) => lastNames(callee, 2).endsWith(f));
    const fnArg = factory ? (kwargs.get('fn') ?? kwargs.get('func') ?? args.namedChildren.find((a) => a?.type === 'identifier') ?? undefined) : undefined;
    // Its own description= replaces the docstring.
    if (fnArg?.type === 'identifier' && !kwargs.has('description')) {
      const doc = docstrings.get(fnArg.text);
      const text = doc && docstringText(doc);
      // Anchored on the call: the docstring itself was seen (and set aside) with its function.
      if (doc && text && !out.has(`tool:${fnArg.text}`)) out.add(`tool:${fnArg.text}`, 'tool-description', text, fnArg);
    }
    // Agent(tools=[search, lookup]): a plain function handed over as a tool is described by its
    // docstring (LlamaIndex's FunctionAgent, the OpenAI Agents SDK, pydantic-ai).
    const tools = kwargs.get('tools');
    if (llmFile && tools?.type === 'list') toolFunctions(tools);
    // A message made for its role (Haystack's `ChatMessage.from_system("...")`).
    const fromRole = py.roleMessageFactories.has(lastNames(callee, 2)) ? /from_(\w+)$/.exec(callee)?.[1] : undefined;
    const fromText = kwargs.get('text') ?? kwargs.get('content') ?? args.namedChildren.find((a) => a !== null && a.type !== 'keyword_argument' && a.type !== 'comment');
    if (fromRole && fromText) {
      chatMessage(fromRole, fromText, listVariable(node) ? [...scope, listVariable(node)!] : scope);
      return;
    }
    // dict(role="assistant", content="...") as aider writes its example messages.
    if (short === 'dict' && kwargs.has('role') && kwargs.has('content')) {
      chatMessage(pythonString(kwargs.get('role')!)?.text, kwargs.get('content')!, scope);
      return;
    }
    // Prompt arguments count in files that talk to a model, and never for a terminal's own prompts.
    // Bedrock's converse asks a model whatever the file imports (boto3 is every AWS client).
    if ((!llmFile && !MODEL_CALL.test(callee)) || isTerminalCall(callee)) return;
    // Known by its name= or the variable it is assigned to, so ids do not shift when calls move.
    // A name= written as an expression (`TimeTools.GET_TIME.value`) still names it, by its source.
    const named = kwargs.get('name');
    // A literal name, or a constant one (`TimeTools.GET_TIME.value`); not `self.name` or an f-string,
    // which many calls share.
    const literal = named && pythonString(named);
    const ownName = literal ? (literal.placeholders.length ? undefined : literal.text) : named && /^[A-Z]\w*(\.\w+)+$/.test(named.text) ? named.text : undefined;
    const positional = args.namedChildren.filter((a): a is Node => a !== null && a.type !== 'keyword_argument' && a.type !== 'comment');
    // `handoff(billing_agent, tool_description_override=...)` is known by the agent it hands off to.
    const target = rules.handoffCalls.has(short) ? (kwargs.get('agent') ?? positional[0]) : undefined;
    const label = ownName || assignedName(node) || (target?.type === 'identifier' ? target.text : undefined);
    // A call that names itself (`Tool(name="get_time")`) keeps its id when it moves to another function.
    const callKey = label ? (ownName ? [`${short}[${label}]`] : [...scope, `${short}[${label}]`]) : [...scope, short];
    if (promptObject(callee, short, positional, kwargs, scope, label)) return;
    // function=X(name="bash", parameters={"properties": {"timeout": {"description": "..."}}}): each
    // parameter's description is sent, even when the schema around it is built by calls.
    // The same for MCP's Tool(inputSchema=...) and Anthropic's input_schema.
    for (const schemaKey of ['parameters', 'inputSchema', 'input_schema']) {
      const schema = kwargs.get(schemaKey);
      if (schema?.type === 'dictionary') descriptions(schema, [...callKey, schemaKey]);
    }
    for (const [name, value] of kwargs) {
      // Besides the known arguments, any named for a prompt (AG2's select_speaker_message_template).
      const role = argumentRole(short, name, rules) ?? (isPromptKey(name) ? roleForName(name) : undefined);
      // A description is a tool's, an agent's or a task's only in a call that makes one (not argparse's).
      if (!role || (name === 'description' && !DESCRIBED_MAKER.test(callee))) continue;
      const text = pythonString(value) ?? contentBlocks(value, pythonString) ?? stringList(value);
      if (!text || !isProse(text.text) && !text.placeholders.length) continue;
      if (role === 'tool-description' && text.text.length < 10) continue;
      // `agent.as_tool(tool_name="translate", tool_description=...)` describes the tool `translate`.
      const toolName = kwargs.get(rules.agentAsTool.find((a) => a.description === name)?.name ?? '');
      const asTool = toolName ? pythonString(toolName)?.text : undefined;
      out.add(asTool ? `tool:${asTool}` : `${callKey.join('.')}(${name})`, role, text, value);
    }
  };

  /**
   * A prompt object built by a call, as the frameworks' rules name them (LangChain, Haystack): a
   * template (`PromptTemplate(template=...)`, `X.from_template("...")`), a message
   * (`SystemMessage(content=...)`), or a list of (role, text) pairs
   * (`ChatPromptTemplate.from_messages([("system", "..."), ...])`). True when taken.
   */
  const promptObject = (callee: string, short: string, positional: Node[], kwargs: Map<string, Node>, scope: string[], label?: string): boolean => {
    const objects = py.promptObjects;
    const where = (what: string): string => `${[...scope, label ?? short].join('.')}${what}`;
    const list = positional[0];
    if (objects.messageLists.includes(short) && (list?.type === 'list' || list?.type === 'tuple')) {
      for (const item of list.namedChildren) {
        if (item?.type !== 'tuple' || item.namedChildren.length !== 2) continue;
        const role = pythonString(item.namedChildren[0]!)?.text;
        const raw = pythonString(item.namedChildren[1]!);
        if (!role || !raw) continue;
        // Such templates are f-string style: their {fields} are filled at run time.
        out.add(where(`.messages[${role}]`), messageRole(role), formatFields(raw), item.namedChildren[1]!);
      }
      return true;
    }
    // `X.from_template(...)` is named by X; `PromptTemplate(...)`, `SystemMessage(...)` by themselves.
    const kind = objects.templateFactories.includes(short) ? (callee.split('.').at(-2) ?? '') : short;
    const template = objects.templates.some((t) => kind.endsWith(t));
    const message = objects.messages.includes(kind) ? kind.replace(/Message$/, '') : undefined;
    if (!template && !message) return false;
    const value = kwargs.get('template') ?? kwargs.get('content') ?? positional[0];
    const raw = value && pythonString(value);
    if (!value || !raw) return false;
    out.add(where('(template)'), message ? messageRole(message) : 'template', template ? formatFields(raw) : raw, value);
    return true;
  };

  const chatMessage = (role: string | undefined, content: Node, scope: string[]): void => {
    if (!role || !['system', 'developer', 'user', 'assistant'].includes(role)) return;
    const text = pythonString(content) ?? contentBlocks(content, pythonString);
    if (text) out.add(messageKey(scope, role), messageRole(role), text, content);
  };

  const message = (node: Node, scope: string[]): void => {
    let role: string | undefined;
    let content: Node | undefined;
    for (const pair of node.namedChildren) {
      if (pair?.type !== 'pair') continue;
      const key = pythonString(pair.childForFieldName('key')!)?.text;
      const value = pair.childForFieldName('value');
      if (key === 'role' && value) role = pythonString(value)?.text;
      if (key === 'content' && value) content = value;
    }
    if (content) chatMessage(role, content, scope);
  };

  // Module docstrings are documentation, not prompts.
  const first = root.namedChildren[0];
  if (first?.type === 'expression_statement' && first.namedChildren[0]?.type === 'string') out.consume(first.namedChildren[0]);
  for (const c of root.namedChildren) if (c) visit(c, [], false, undefined);
  const reader = { path, language: 'python' as const, recorded: rules.recordedCalls, unitsWithin: (n: Node) => out.keysWithin(n), text: pythonString, literal: (n: Node) => pythonLiteral(n) };
  // Tools are read wherever their units are, as a library's own (smolagents' default_tools.py imports itself relatively).
  const toolDefinitions = pythonToolDefinitions(path, root, { decorator: isToolDecorator, classBases: (bases) => toolClassOf(bases) !== undefined }, reader, llmFile);
  if (!llmFile) return { units: out.units(), findings: out.findings(), models: [], calls: [], bindings: [], toolDefinitions };
  const calls = codeCalls(root, reader);
  // A model is chosen where a model is called: in files that import an SDK.
  return { units: out.units(), findings: out.findings(), models: pythonModelNames(path, root, pythonString, rules), calls, bindings: codeBindings(root, calls, reader), toolDefinitions };
}

/** `instructions=["Search the news first.", "Cite every source."]` (Agno): the items, one per line. */
function stringList(node: Node): StaticText | undefined {
  if (node.type !== 'list' && node.type !== 'tuple') return undefined;
  const items = node.namedChildren.filter((c): c is Node => c !== null && c.type !== 'comment').map((c) => pythonString(c));
  if (items.length === 0 || items.some((i) => !i)) return undefined;
  return { text: items.map((i) => i!.text).join('\n'), placeholders: [...new Set(items.flatMap((i) => i!.placeholders))] };
}

/** `chat_messages = [ChatMessage.from_system(...), ...]`: the list's variable, naming the messages in it. */
function listVariable(node: Node): string | undefined {
  const list = node.parent;
  const assignment = list?.type === 'list' ? list.parent : undefined;
  const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : undefined;
  return left?.type === 'identifier' ? left.text : undefined;
}

/** A decorator's keyword argument (`name=` of `@register_for_llm(name=...)`). */
function keywordOf(decorator: Node, keyword: string): Node | undefined {
  const expr = decorator.namedChildren[0];
  const args = expr?.type === 'call' ? expr.childForFieldName('arguments') : null;
  const arg = args?.namedChildren.find((a) => a?.type === 'keyword_argument' && a.childForFieldName('name')?.text === keyword);
  return arg?.childForFieldName('value') ?? undefined;
}

function decoratorName(decorator: Node): string {
  const expr = decorator.namedChildren[0];
  if (!expr) return '';
  if (expr.type === 'call') return expr.childForFieldName('function')?.text ?? '';
  return expr.text;
}

/** A docstring's text as frameworks read it: as inspect.cleandoc leaves it. */
function docstringText(doc: Node): StaticText | undefined {
  const text = pythonString(doc);
  return text && { ...text, text: cleandoc(text.text) };
}

function docstring(fn: Node): Node | undefined {
  const first = fn.childForFieldName('body')?.namedChildren[0];
  const expr = first?.type === 'expression_statement' ? first.namedChildren[0] : undefined;
  return expr?.type === 'string' ? expr : undefined;
}

/**
 * The value of a string expression: literals with escapes processed, implicit and `+` concatenation
 * joined, f-string fields and `.format` fields left out and listed, `dedent(...)` and `.strip()`
 * applied. Undefined when the expression is not static text.
 */
export function pythonString(node: Node, resolve?: Resolve): StaticText | undefined {
  const read = (n: Node): StaticText | undefined => pythonString(n, resolve);
  switch (node.type) {
    case 'string':
      return literal(node, resolve);
    case 'concatenated_string':
      return join(node.namedChildren.map((c) => (c ? read(c) : undefined)));
    case 'parenthesized_expression':
      return node.namedChildren.length === 1 ? read(node.namedChildren[0]!) : undefined;
    case 'conditional_expression': {
      // `override if override else "default text"`
      const [yes, , no] = node.namedChildren;
      return yes && no ? eitherBranch(read(yes), read(no), yes.text, no.text) : undefined;
    }
    case 'binary_operator': {
      // "...%s..." % args: the fields are filled at run time; the rest is static.
      if (node.childForFieldName('operator')?.text === '%') {
        const template = read(node.childForFieldName('left')!);
        if (!template) return undefined;
        const fields: string[] = [];
        const text = template.text.replace(/%%|%(\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[sdifrxXeEgGco]/g, (m, name: string | undefined) => {
          if (m === '%%') return '%';
          fields.push(name ? name.slice(1, -1) : `%${fields.length}`);
          return '';
        });
        return { text, placeholders: [...new Set([...template.placeholders, ...fields])] };
      }
      return concatenation(node, 'binary_operator', read);
    }
    case 'call': {
      const fn = node.childForFieldName('function');
      const args = node.childForFieldName('arguments')?.namedChildren ?? [];
      if (!fn) return undefined;
      // Template("...") of string or jinja2, and its .render(...) / .substitute(...): the template's text,
      // its $fields filled at run time (jinja's {{ fields }} stay, as in a template file).
      if (/^(string\.|jinja2\.)?Template$/.test(fn.text) && args[0] && args[0].type !== 'keyword_argument') {
        const inner = read(args[0]);
        if (!inner) return undefined;
        if (fn.text === 'jinja2.Template') return inner;
        const fields: string[] = [];
        const text = inner.text.replace(/\$\$|\$(\w+)|\$\{(\w+)\}/g, (m, a?: string, b?: string) => (m === '$$' ? '$' : (fields.push((a ?? b)!), '')));
        return { text, placeholders: [...new Set([...inner.placeholders, ...fields])] };
      }
      if (fn.type === 'attribute' && /^(render|substitute|safe_substitute)$/.test(fn.childForFieldName('attribute')?.text ?? '')) {
        const template = fn.childForFieldName('object');
        if (template?.type === 'call') return read(template);
      }
      // textwrap.indent(text, "    "): the prefix on every line that is not blank.
      if (/(^|\.)indent$/.test(fn.text) && args.length === 2 && args.every((a) => a?.type !== 'keyword_argument')) {
        const [inner, prefix] = [read(args[0]!), read(args[1]!)];
        return inner && prefix ? { text: indent(inner.text, prefix.text), placeholders: [...new Set([...inner.placeholders, ...prefix.placeholders])] } : undefined;
      }
      if (/(^|\.)(dedent|cleandoc)$/.test(fn.text) && args.length === 1 && args[0]) {
        const inner = read(args[0]);
        return inner && { ...inner, text: fn.text.endsWith('cleandoc') ? cleandoc(inner.text) : dedent(inner.text) };
      }
      if (fn.type === 'attribute') {
        const method = fn.childForFieldName('attribute')?.text;
        const target = read(fn.childForFieldName('object')!);
        if (!target) return undefined;
        if (method === 'format') return formatFields(target);
        // "\n".join(["...", "..."]): the parts joined by the separator.
        if (method === 'join' && args[0] && (args[0].type === 'list' || args[0].type === 'tuple')) {
          const parts = args[0].namedChildren.map((c) => (c ? read(c) : undefined));
          if (parts.some((p) => !p)) return undefined;
          return { text: parts.map((p) => p!.text).join(target.text), placeholders: [...new Set(parts.flatMap((p) => p!.placeholders))] };
        }
        if (method === 'strip') return { ...target, text: target.text.trim() };
        if (method === 'lstrip') return { ...target, text: target.text.trimStart() };
        if (method === 'rstrip') return { ...target, text: target.text.trimEnd() };
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

/** Python's textwrap.indent with its default predicate: lines that are only whitespace keep no prefix. */
function indent(text: string, prefix: string): string {
  return text.split(/(?<=\n)/).map((line) => (line.trim() ? prefix + line : line)).join('');
}

function literal(node: Node, resolve?: Resolve): StaticText | undefined {
  const start = node.namedChildren.find((c) => c?.type === 'string_start')?.text ?? '"';
  const prefix = start.replace(/["']/g, '').toLowerCase();
  if (prefix.includes('b')) return undefined;
  const raw = prefix.includes('r');
  let text = '';
  const placeholders: string[] = [];
  const fString = prefix.includes('f');
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'string_content') {
      const content = raw ? child.text : unescapePython(child.text);
      // In an f-string `{{` and `}}` are literal braces.
      text += fString ? content.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : content;
    }
    else if (child.type === 'interpolation') {
      // A field that reads a local's text (`{tool_doc}`) is that text; any other is filled at run time.
      const expression = child.namedChildren[0];
      const known = resolve && expression && child.namedChildren.length === 1 ? pythonString(expression, resolve) : undefined;
      if (known) {
        text += known.text;
        placeholders.push(...known.placeholders);
      } else placeholders.push(expression?.text ?? child.text);
    }
  }
  return { text, placeholders: [...placeholders, ...(fString ? [] : templateFields(text))] };
}

function join(parts: Array<StaticText | undefined>): StaticText | undefined {
  if (parts.some((p) => !p)) return undefined;
  return { text: parts.map((p) => p!.text).join(''), placeholders: [...new Set(parts.flatMap((p) => p!.placeholders))] };
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v', '0': '\0', '\n': '' };

export function unescapePython(s: string): string {
  return s.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|[\s\S])/g, (m, e: string) => {
    if (e[0] === 'x' || e[0] === 'u' || e[0] === 'U') return String.fromCodePoint(Number.parseInt(e.slice(1), 16));
    if (/^[0-7]+$/.test(e)) return String.fromCodePoint(Number.parseInt(e, 8));
    if (e[0] === 'N') return characterNamed(e.slice(2, -1)) ?? m;
    return SIMPLE_ESCAPES[e] ?? m;
  });
}

/**
 * A Python literal (dict, list, tuple, string, number, True/False/None) as JSON, or undefined. Given
 * `computed`, a value that is not a literal (`[u.value for u in Unit]`) becomes null and its source is
 * listed there, so a tool schema with one computed enum is still read.
 */
export function pythonLiteral(node: Node, computed?: string[]): unknown {
  switch (node.type) {
    case 'dictionary': {
      const out: Record<string, unknown> = {};
      for (const pair of node.namedChildren) {
        if (pair?.type !== 'pair') return undefined;
        const key = pythonString(pair.childForFieldName('key')!)?.text;
        const value = pythonLiteral(pair.childForFieldName('value')!, computed);
        if (key === undefined || value === undefined) return undefined;
        out[key] = value;
      }
      return out;
    }
    case 'list':
    case 'tuple': {
      const items = node.namedChildren.map((c) => (c ? pythonLiteral(c, computed) : undefined));
      return items.some((i) => i === undefined) ? undefined : items;
    }
    case 'integer':
    case 'float':
      return Number(node.text.replace(/_/g, ''));
    case 'true':
      return true;
    case 'false':
      return false;
    case 'none':
      return null;
    default: {
      const text = pythonString(node)?.text;
      if (text !== undefined || !computed) return text;
      computed.push(node.text);
      return null;
    }
  }
}
