import type { Role } from '../prompt-unit.js';

/**
 * What a framework adds to the code readers (docs/architecture.md, "Prompts in code"): the
 * decorators, classes, calls and arguments its prompts pass through. The readers (`python.ts`,
 * `javascript.ts`) know the languages and the providers' own SDKs; every name a framework gives
 * is declared by that framework's module in `src/frameworks/` and reaches them merged, through
 * `ExtractOptions.codeRules`. Rules are data, not callbacks, so that a framework cannot change how
 * text is read, only where prompts are looked for.
 */
export interface CodeRules {
  /** Keyword arguments and object properties that carry prompts, and where their text sits in a run. */
  promptArguments?: Readonly<Record<string, Role>>;
  /**
   * An argument's role in particular calls, before `promptArguments`: CrewAI's `Task(description=)` is
   * the task, not a tool's description; `null` when the call does not send it (an MCP prompt's description).
   */
  argumentRoles?: readonly ArgumentRole[];
  /** Arguments that hand a model a class as its output schema (`response_model=Invoice`): its docstring is sent. */
  schemaArguments?: readonly string[];
  /** Calls that make a handoff, known by the agent in their first argument (`handoff(billing_agent, ...)`). */
  handoffCalls?: readonly string[];
  /** An agent made a tool (`agent.as_tool(tool_name=..., tool_description=...)`): the description is that tool's. */
  agentAsTool?: readonly AgentAsTool[];
  /**
   * Calls that assemble agents, tools and servers, recorded with their arguments for the profiles
   * that read agents from code (`Agent`, `create_react_agent`, `FastMCP`): by the callee's last name,
   * or its last two (`Agent.create`).
   */
  recordedCalls?: readonly string[];
  /** Calls that take a model id first, by language (`Agent("openai:gpt-4o")`, `initChatModel("gpt-4o")`). */
  modelCallees?: { python?: readonly ModelCallee[]; javascript?: readonly ModelCallee[] };
  /** JavaScript packages whose exports are model providers called with an id (`openai("gpt-4o")`), by prefix: `@ai-sdk/`. */
  modelProviderPackages?: readonly string[];
  python?: PythonCodeRules;
  javascript?: JavascriptCodeRules;
}

/**
 * Names a module exports that take a model id as their first argument, as the library's signature
 * says (`pydantic_ai`: `Agent(model=None, *, ...)`). Matched on the module and everything under it.
 */
export interface ModelCallee {
  module: string;
  names: readonly string[];
}

export interface ArgumentRole {
  /** The callee's last name, whole. */
  callee: RegExp;
  argument: string;
  role: Role | null;
}

export interface AgentAsTool {
  /** The argument naming the tool: `tool_name`, `toolName`. */
  name: string;
  /** The argument describing it: `tool_description`, `toolDescription`. */
  description: string;
}

export interface PythonCodeRules {
  /** Decorators that make a function a tool its docstring describes, by their last name: `tool` of `@mcp.tool()`. */
  toolDecorators?: readonly string[];
  /** A tool decorator's arguments that describe the tool in place of its docstring (`description_override=`). */
  toolDescriptionArguments?: readonly string[];
  /**
   * Base classes that make a class a tool (`class Search(Tool)`): its `description` attribute
   * describes the tool, and the dictionaries under `schemaAttributes` describe its parameters.
   */
  toolClasses?: readonly ToolClassRule[];
  /** Classes every string attribute of which is sent (aider's `EditBlockPrompts(CoderPrompts)`), by their name or a base. */
  promptClasses?: RegExp;
  /** Base classes whose docstring is the task instruction (DSPy's `Signature`), written as a docstring or parenthesised strings. */
  instructionClasses?: readonly string[];
  /** Decorators, whole, whose function's docstring is the instruction the model gets (`@marvin.fn`). */
  docstringPromptDecorators?: readonly string[];
  /** Decorators, by their last name, whose function returns the system prompt (`@agent.system_prompt`). */
  returnedPromptDecorators?: readonly string[];
  /** Calls that make a tool of a function (`FunctionTool.from_defaults(fn=search)`): described by its docstring. */
  functionToolFactories?: readonly string[];
  /** Calls that make a chat message of a role, the role in their name (`ChatMessage.from_system`), by their last two names. */
  roleMessageFactories?: readonly string[];
  /** Prompt objects built by calls (LangChain's `PromptTemplate`, `SystemMessage`, `ChatPromptTemplate.from_messages`). */
  promptObjects?: PromptObjectRules;
}

export interface ToolClassRule {
  /** Matched against the text of the class's bases. */
  base: RegExp;
  schemaAttributes?: readonly string[];
  /** The methods a call of the tool runs (`forward`): what they return is the tool's output. */
  runMethods?: readonly string[];
}

export interface PromptObjectRules {
  /** Classes whose text is a template with `{fields}`, by a suffix of their name: `PromptTemplate`, `PromptBuilder`. */
  templates?: readonly string[];
  /** Message classes by name, the role first in it: `SystemMessage`, `HumanMessage`, `AIMessage`. */
  messages?: readonly string[];
  /** A class's method that makes one of them from text: `from_template` (`PromptTemplate.from_template("...")`). */
  templateFactories?: readonly string[];
  /** A class's method that makes a template of a list of (role, text) pairs: `from_messages`. */
  messageLists?: readonly string[];
}

export interface JavascriptCodeRules {
  /** Calls that make a tool from an object (`tool({description, execute})`, Mastra's `createTool`), by their last name. */
  toolCalls?: readonly string[];
  /** Calls that make a tool from `(name, description, schema, handler)` (MCP's `server.tool`). */
  positionalToolCalls?: readonly string[];
  /** Calls that make a tool from `(name, config, handler)`, the config an object literal or a constant holding one (MCP's `registerTool`). */
  configuredToolCalls?: readonly string[];
  /** LangChain.js's `PromptTemplate.fromTemplate`, `ChatPromptTemplate.fromMessages`, `new SystemMessage(...)`. */
  promptObjects?: PromptObjectRules;
}

/** Every framework's rules as one: lists joined, the first role given for an argument kept. */
export function mergeCodeRules(all: readonly CodeRules[]): ResolvedCodeRules {
  const list = <T>(pick: (r: CodeRules) => readonly T[] | undefined): T[] => [...new Set(all.flatMap((r) => pick(r) ?? []))];
  const names = (pick: (r: CodeRules) => readonly string[] | undefined): ReadonlySet<string> => new Set(list(pick));
  const promptArguments: Record<string, Role> = {};
  for (const r of all) for (const [k, v] of Object.entries(r.promptArguments ?? {})) promptArguments[k] ??= v;
  const promptClasses = all.flatMap((r) => (r.python?.promptClasses ? [r.python.promptClasses] : []));
  const objects = (language: 'python' | 'javascript'): Required<PromptObjectRules> => ({
    templates: list((r) => r[language]?.promptObjects?.templates),
    messages: list((r) => r[language]?.promptObjects?.messages),
    templateFactories: list((r) => r[language]?.promptObjects?.templateFactories),
    messageLists: list((r) => r[language]?.promptObjects?.messageLists),
  });
  return {
    promptArguments,
    argumentRoles: list((r) => r.argumentRoles),
    schemaArguments: names((r) => r.schemaArguments),
    handoffCalls: names((r) => r.handoffCalls),
    agentAsTool: list((r) => r.agentAsTool),
    recordedCalls: names((r) => r.recordedCalls),
    modelCallees: { python: list((r) => r.modelCallees?.python), javascript: list((r) => r.modelCallees?.javascript) },
    modelProviderPackages: list((r) => r.modelProviderPackages),
    python: {
      toolDecorators: names((r) => r.python?.toolDecorators),
      toolDescriptionArguments: list((r) => r.python?.toolDescriptionArguments),
      toolClasses: list((r) => r.python?.toolClasses),
      isPromptClass: (text) => promptClasses.some((p) => p.test(text)),
      instructionClasses: names((r) => r.python?.instructionClasses),
      docstringPromptDecorators: names((r) => r.python?.docstringPromptDecorators),
      returnedPromptDecorators: names((r) => r.python?.returnedPromptDecorators),
      functionToolFactories: list((r) => r.python?.functionToolFactories),
      roleMessageFactories: names((r) => r.python?.roleMessageFactories),
      promptObjects: objects('python'),
    },
    javascript: javascriptRules(
      names((r) => r.javascript?.toolCalls),
      names((r) => r.javascript?.positionalToolCalls),
      names((r) => r.javascript?.configuredToolCalls),
      objects('javascript'),
    ),
  };
}

function javascriptRules(
  toolCalls: ReadonlySet<string>,
  positionalToolCalls: ReadonlySet<string>,
  configuredToolCalls: ReadonlySet<string>,
  promptObjects: Readonly<Required<PromptObjectRules>>,
): ResolvedCodeRules['javascript'] {
  return { toolCalls, positionalToolCalls, configuredToolCalls, toolMakers: [...new Set([...toolCalls, ...positionalToolCalls, ...configuredToolCalls])], promptObjects };
}

/** The merged rules, as the readers ask them. */
export interface ResolvedCodeRules {
  promptArguments: Readonly<Record<string, Role>>;
  argumentRoles: readonly ArgumentRole[];
  schemaArguments: ReadonlySet<string>;
  handoffCalls: ReadonlySet<string>;
  agentAsTool: readonly AgentAsTool[];
  recordedCalls: ReadonlySet<string>;
  modelCallees: { python: readonly ModelCallee[]; javascript: readonly ModelCallee[] };
  modelProviderPackages: readonly string[];
  python: {
    toolDecorators: ReadonlySet<string>;
    toolDescriptionArguments: readonly string[];
    toolClasses: readonly ToolClassRule[];
    /** The class's name or the text of one of its bases names a prompt class. */
    isPromptClass(text: string): boolean;
    instructionClasses: ReadonlySet<string>;
    docstringPromptDecorators: ReadonlySet<string>;
    returnedPromptDecorators: ReadonlySet<string>;
    /** Matched as a suffix of the callee's last two names. */
    functionToolFactories: readonly string[];
    roleMessageFactories: ReadonlySet<string>;
    promptObjects: Readonly<Required<PromptObjectRules>>;
  };
  javascript: {
    toolCalls: ReadonlySet<string>;
    positionalToolCalls: ReadonlySet<string>;
    configuredToolCalls: ReadonlySet<string>;
    /** Every call above by name: a file that writes none of them makes no tool. */
    toolMakers: readonly string[];
    promptObjects: Readonly<Required<PromptObjectRules>>;
  };
}

/** The last `n` dotted names of a callee: `ChatMessage.from_system` of `haystack.ChatMessage.from_system`. */
export function lastNames(callee: string, n = 1): string {
  return callee.split('.').slice(-n).join('.');
}
