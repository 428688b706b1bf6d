import type { CallArgument, CodeCall } from '../../extract/code/code-calls.js';
import type { ModelReference } from '../../extract/model-reference.js';
import type { PromptUnit } from '../../extract/prompt-unit.js';
import { libraryTool, resolveTool, type AgentTool } from './agent-tools.js';
import { libraryTemplates, namedTemplates, repositoryTemplates, type AgentTemplates, type LibraryTemplatesFile } from './agent-templates.js';
import { BASE_BUILTIN_MODULES, TOOL_MAPPING } from './library.js';
import { pythonRepr } from '../python/python-repr.js';
import type { SmolWiring } from './smol-wiring.js';

export type AgentClass = 'CodeAgent' | 'ToolCallingAgent';
const AGENT_CLASSES: readonly string[] = ['CodeAgent', 'ToolCallingAgent'];

/** agents.py's defaults: `max_steps=20`, `planning_interval=None`. */
export const DEFAULT_MAX_STEPS = 20;

/** An agent another one manages, as the manager's templates list it. */
export interface ManagedAgent {
  name: string;
  description: string;
  /** The units its name and description are, where they are. */
  units: PromptUnit[];
  /** Its own construction. */
  call: CodeCall;
}

/**
 * One construction of a smolagents agent (`CodeAgent(tools=[...], max_steps=12)`), read from the code
 * that builds it (docs/architecture.md, "Rendered requests"): everything its request is rendered from.
 */
export interface SmolAgent {
  agentClass: AgentClass;
  /** Undefined for the library's own agent of a templates file no construction uses. */
  call?: CodeCall;
  templates: AgentTemplates;
  /** In the order smolagents keys them (`{tool.name: tool}`, then base tools, then `final_answer`). */
  tools: AgentTool[];
  managedAgents: ManagedAgent[];
  maxSteps: number;
  planningInterval: number | null;
  instructions?: { text: string; unit?: PromptUnit };
  /** `str(sorted(authorized_imports))`, as the CodeAgent's system prompt prints it. */
  authorizedImports: string;
  codeBlockTags: [string, string];
  model?: ModelReference;
  /** `model=` is given but names no model the code writes. */
  modelUnread?: boolean;
  /** What the code does not settle, and what was taken instead. */
  assumptions: string[];
  /** Files whose code it was read from (the construction's, its tools', the names it reads). */
  reads: ReadonlySet<string>;
}

/**
 * `authorized_imports` as the CodeAgent's system prompt prints it: `str(sorted(...))` of the base
 * modules and the additional ones, or a sentence where `*` allows any.
 */
export function authorizedImports(additional: readonly string[] = []): string {
  const authorized = [...new Set([...BASE_BUILTIN_MODULES, ...additional])].sort();
  return authorized.includes('*') ? 'You can import from any package you want.' : pythonRepr(authorized);
}

/** A smolagents agent class's constructor, not another framework's `CodeAgent`. */
export function isAgentCall(call: CodeCall): boolean {
  const short = call.callee.split('.').at(-1)!;
  return AGENT_CLASSES.includes(short) && (call.module ?? '').split('.')[0] === 'smolagents';
}

const arg = (call: CodeCall, name: string, position?: number): CallArgument | undefined => call.args[name] ?? (position === undefined ? undefined : call.args[String(position)]);

/** One construction, resolved against the commit's code, with the files it was read from. */
export function readConstruction(wiring: SmolWiring, call: CodeCall): SmolAgent {
  const { value, reads } = wiring.track(() => resolveConstruction(wiring, call));
  return { ...value, reads: new Set([call.path, ...reads, ...(value.templates.path ? [value.templates.path] : [])]) };
}

function resolveConstruction(wiring: SmolWiring, call: CodeCall): Omit<SmolAgent, 'reads'> {
  const agentClass = call.callee.split('.').at(-1) as AgentClass;
  const assumptions: string[] = [];
  const where = `${call.path}:${call.line}`;
  const setting = <T>(name: string, fallback: T, accept: (v: unknown) => v is T): T => {
    const given = arg(call, name);
    if (!given) return fallback;
    const found = wiring.literal(call.path, call.line, given);
    if (found && accept(found.value)) return found.value;
    assumptions.push(`${name}=${given.source} (${where}) is not a literal: taken as ${JSON.stringify(fallback)}`);
    return fallback;
  };
  const isInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
  const structured = setting('use_structured_outputs_internally', false, (v): v is boolean => typeof v === 'boolean');
  const imports = setting('additional_authorized_imports', [] as string[], (v): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string'));

  const tags = setting<string | [string, string] | null>('code_block_tags', null, (v): v is string | [string, string] | null => v === null || v === 'markdown' || (Array.isArray(v) && v.length === 2));
  // Settings passed through a spread dict or list are not read: each is taken at its default, and said.
  for (const splat of call.splats ?? []) assumptions.push(`${splat} (${where}) is not read: what it passes is taken at smolagents' defaults`);
  const instructions = arg(call, 'instructions');
  const instructionText = wiring.text(call.path, call.line, instructions);
  if (instructions && !instructionText) assumptions.push(`instructions=${instructions.source} (${where}) is not static text: left out`);
  return {
    agentClass,
    call,
    templates: templatesOf(wiring, call, agentClass, structured, assumptions),
    tools: toolsOf(wiring, call, agentClass, setting('add_base_tools', false, (v): v is boolean => typeof v === 'boolean'), assumptions),
    managedAgents: managedAgentsOf(wiring, call, assumptions),
    maxSteps: setting('max_steps', DEFAULT_MAX_STEPS, isInt),
    planningInterval: setting('planning_interval', null as number | null, (v): v is number | null => v === null || isInt(v)),
    ...(instructionText ? { instructions: instructionText } : {}),
    authorizedImports: authorizedImports(imports),
    codeBlockTags: tags === 'markdown' ? ['```python', '```'] : Array.isArray(tags) ? tags : ['<code>', '</code>'],
    ...modelOf(wiring, call, assumptions),
    assumptions,
  };
}

/** `prompt_templates=`: the file it loads, else the class's library file. */
function templatesOf(wiring: SmolWiring, call: CodeCall, agentClass: AgentClass, structured: boolean, assumptions: string[]): AgentTemplates {
  const library: LibraryTemplatesFile = agentClass === 'ToolCallingAgent' ? 'toolcalling_agent.yaml' : structured ? 'structured_code_agent.yaml' : 'code_agent.yaml';
  const given = arg(call, 'prompt_templates', 2);
  if (!given || given.value === null) return libraryTemplates(wiring, library);
  const named = namedTemplates(wiring, wiring.sources(call.path, call.line, given), call.path);
  if (named.path) return repositoryTemplates(wiring, named.path);
  if (named.library) return libraryTemplates(wiring, named.library);
  assumptions.push(`prompt_templates=${given.source} (${call.path}:${call.line}) names no templates file found: priced with the library's ${library}`);
  return libraryTemplates(wiring, library);
}

/** `tools=[...]` in smolagents' order: each by name (a later one of the same name replaces it), base tools, `final_answer` last unless given. */
function toolsOf(wiring: SmolWiring, call: CodeCall, agentClass: AgentClass, addBaseTools: boolean, assumptions: string[]): AgentTool[] {
  const tools = new Map<string, AgentTool>();
  const given = arg(call, 'tools', 0);
  for (const item of given ? wiring.items(call.path, call.line, given) : []) {
    const resolved = resolveTool(wiring, item);
    if ('unresolved' in resolved) assumptions.push(`${resolved.unresolved}: left out`);
    else tools.set(resolved.tool.name, resolved);
  }
  if (addBaseTools) {
    for (const name of TOOL_MAPPING) {
      const tool = libraryTool(wiring, name);
      // agents.py: the Python interpreter is a tool of the ToolCallingAgent only (a CodeAgent runs code itself).
      if (tool && (tool.tool.name !== 'python_interpreter' || agentClass === 'ToolCallingAgent')) tools.set(tool.tool.name, tool);
    }
  }
  return withFinalAnswer(wiring, tools);
}

/** `self.tools.setdefault("final_answer", FinalAnswerTool())`: last, unless the agent has its own. */
export function withFinalAnswer(wiring: SmolWiring, tools: Map<string, AgentTool> = new Map()): AgentTool[] {
  if (!tools.has('final_answer')) tools.set('final_answer', libraryTool(wiring, 'FinalAnswerTool')!);
  return [...tools.values()];
}

/** `managed_agents=[...]`: each agent's `name=` and `description=`. */
function managedAgentsOf(wiring: SmolWiring, call: CodeCall, assumptions: string[]): ManagedAgent[] {
  const given = arg(call, 'managed_agents');
  if (!given) return [];
  return wiring.items(call.path, call.line, given).flatMap((item): ManagedAgent[] => {
    const managed = item.kind === 'call' ? item.call : wiring.callNamed(item.path, item.name, isAgentCall);
    const name = managed && wiring.text(managed.path, managed.line, arg(managed, 'name'));
    const description = managed && wiring.text(managed.path, managed.line, arg(managed, 'description'));
    if (!managed || !name || !description) {
      assumptions.push(`managed agent ${item.kind === 'name' ? item.name : item.call.callee} (${call.path}:${call.line}): its name or description is not static: left out`);
      return [];
    }
    // Its report then carries a summary of its whole run, as long as that run was: no template holds it.
    if (wiring.literal(managed.path, managed.line, arg(managed, 'provide_run_summary'))?.value === true) {
      assumptions.push(`managed agent ${name.text} (${managed.path}:${managed.line}) has provide_run_summary=True: the summary of its run in its report is not priced`);
    }
    return [{ name: name.text, description: description.text, units: [name.unit, description.unit].filter((u): u is PromptUnit => u !== undefined), call: managed }];
  });
}

/** `model=LiteLLMModel("gpt-4o")`, `model=OpenAIServerModel(model_id=...)`, or a name that holds one. */
function modelOf(wiring: SmolWiring, call: CodeCall, assumptions: string[]): { model?: ModelReference; modelUnread?: boolean } {
  const given = arg(call, 'model', 1);
  if (!given || given.value === null) return {};
  const [item] = wiring.items(call.path, call.line, given);
  const made = item?.kind === 'call' ? item.call : undefined;
  const id = made && wiring.text(made.path, made.line, made.args.model_id ?? made.args['0'])?.text;
  if (made && id) return { model: { id, path: made.path, line: made.line } };
  assumptions.push(`model=${given.source} (${call.path}:${call.line}) names no model the code writes: priced with the configured model`);
  return { modelUnread: true };
}
