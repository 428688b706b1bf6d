import type { PromptUnit } from '../extract/prompt-unit.js';
import { unitId } from '../extract/prompt-unit.js';
import { NO_BREAKPOINTS } from './cache-layout.js';
import type { Delivery } from './delivery.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';

/**
 * smolagents (docs/architecture.md, "Frameworks"): one agent per prompt-templates YAML, since a run
 * uses one. The library's own three are `CodeAgent`, `CodeAgent` with structured outputs and
 * `ToolCallingAgent`; an application's YAML that it hands to `CodeAgent(prompt_templates=...)` is
 * that agent's. Defaults: `max_steps=20`, `planning_interval=None` (no planning calls).
 */

/**
 * A run's defaults. No model class of smolagents marks a `cache_control` breakpoint (prompt caching
 * for Claude is still an open request: huggingface/smolagents issues 1419 and 2054), so on Anthropic
 * every request pays the plain input price (docs/architecture.md, "Caching").
 */
const RUN: FoundAgent['settings'] = { steps: 20, planningInterval: null, cacheBreakpoints: NO_BREAKPOINTS };

type AgentClass = 'CodeAgent' | 'ToolCallingAgent';

/** The method of `Tool` (smolagents' tools.py) that renders one tool into each agent class's system prompt. */
const TOOL_RENDERER: Record<AgentClass, string> = { CodeAgent: 'Tool.to_code_prompt()', ToolCallingAgent: 'Tool.to_tool_calling_prompt()' };
const RENDERER_KEYS = new Set(Object.values(TOOL_RENDERER));
const TOOLS_FILE = /(^|\/)tools\.py$/;

/** The library's YAMLs (agents.py picks one per class and `use_structured_outputs_internally`). */
const LIBRARY_TEMPLATES: Record<string, { name: string; agentClass: AgentClass }> = {
  'code_agent.yaml': { name: 'smolagents CodeAgent', agentClass: 'CodeAgent' },
  'structured_code_agent.yaml': { name: 'smolagents CodeAgent (structured)', agentClass: 'CodeAgent' },
  'toolcalling_agent.yaml': { name: 'smolagents ToolCallingAgent', agentClass: 'ToolCallingAgent' },
};
const LIBRARY_PROMPTS = /(^|\/)smolagents\/prompts\/([^/]+\.yaml)$/;

/** The top-level keys agents.py requires of `prompt_templates`, beside `system_prompt`. */
const TEMPLATE_SECTIONS = ['planning.', 'managed_agent.', 'final_answer.'];

/** How a run sends each key of a prompt-templates YAML (agents.py, memory.py). */
export function templateDelivery(key: string, agentName: string): Delivery | undefined {
  if (key === 'system_prompt') return { kind: 'every-request' };
  // The initial plan's request is that message alone: no system prompt, no history.
  if (key === 'planning.initial_plan') return { kind: 'side-call', call: 'initial-plan', readsHistory: false };
  if (key === 'planning.update_plan_pre_messages' || key === 'planning.update_plan_post_messages') {
    return { kind: 'side-call', call: 'update-plan', readsHistory: true };
  }
  if (key.startsWith('final_answer.')) return { kind: 'side-call', call: 'final-answer', readsHistory: true };
  // The task a manager hands over becomes the managed agent's own task message: its run, not this one's.
  if (key === 'managed_agent.task') return { kind: 'other-agent', agent: `${agentName} as a managed agent` };
  // What a managed agent returns is the observation of the parent's step that called it, replayed
  // from then on: one call per run at the trigger step. (As a `tool-result` it would stand in for
  // the size of every tool output of the run.)
  if (key === 'managed_agent.report') return { kind: 'on-trigger', what: 'a managed agent reports back' };
  return undefined;
}

/**
 * The texts memory.py wraps each step in (`ActionStep.to_messages`): too short for the code reader,
 * so the profile reads memory.py itself.
 */
const MEMORY_WRAPPERS: Array<{ key: string; literal: RegExp; delivery: Delivery }> = [
  // Each step's observation, replayed in every later step: the quadratic term.
  { key: 'ActionStep.observation', literal: /f"([^"{]*)\{self\.observations\}"/d, delivery: { kind: 'per-step' } },
  // A failed step's error and retry advice: the step's own message, per failure the scenario declares,
  // kept in the history and replayed in every later step.
  { key: 'ActionStep.error', literal: /str\(self\.error\)\s*\+\s*"([^"]*)"/d, delivery: { kind: 'on-failure', replayed: true } },
  { key: 'TaskStep.task', literal: /f"([^"{]*)\{self\.task\}"/d, delivery: { kind: 'start' } },
];
const MEMORY_FILE = /^src\/smolagents\/memory\.py$/;

/** The wrappers memory.py holds, as units. */
export function memoryUnits(path: string, text: string): PromptUnit[] {
  return MEMORY_WRAPPERS.flatMap(({ key, literal }) => {
    const m = literal.exec(text);
    if (!m) return [];
    // The line of the literal itself, not of the code around it.
    const line = text.slice(0, m.indices![1]![0]).split('\n').length;
    return [{ id: unitId(path, key), path, key, role: 'template' as const, text: unescape(m[1]!), lines: [line, line] as [number, number], placeholders: [] }];
  });
}

function unescape(literal: string): string {
  return literal.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\"/g, '"');
}

/** A YAML whose units are smolagents' prompt templates: a system prompt and the sections agents.py requires. */
function isTemplatesFile(keys: ReadonlySet<string>): boolean {
  return keys.has('system_prompt') && TEMPLATE_SECTIONS.some((section) => [...keys].some((k) => k.startsWith(section)));
}

/** A template file's agent: the library's by name, an application's by the code that builds it. */
interface TemplatesAgent {
  path: string;
  name: string;
  agentClass: AgentClass;
  settings: FoundAgent['settings'];
}

const IMPORTS_SMOLAGENTS = /^\s*(from\s+smolagents\b|import\s+smolagents\b)/m;
const AGENT_CONSTRUCTOR = /\b(CodeAgent|ToolCallingAgent)\s*\(/;

export function findSmolagentsAgents(repository: RepositoryUnits): FoundAgent[] {
  const byPath = new Map<string, PromptUnit[]>();
  for (const u of repository.units) byPath.set(u.path, [...(byPath.get(u.path) ?? []), u]);
  // smolagents is a Python library: only Python imports it or builds its agents.
  const code = (repository.files ?? []).flatMap((f) => (f.kind.format === 'code' && f.kind.language === 'python' && f.content.kind === 'text' ? [{ path: f.path, text: f.content.text }] : []));
  // Without the files (a caller that has only units), a template-shaped YAML is enough.
  const usesSmolagents = repository.files === undefined || code.some((f) => IMPORTS_SMOLAGENTS.test(f.text));
  const templates: TemplatesAgent[] = [];
  for (const [path, units] of byPath) {
    if (!/\.ya?ml$/i.test(path) || !isTemplatesFile(new Set(units.map((u) => u.key)))) continue;
    const library = LIBRARY_PROMPTS.exec(path);
    const known = library ? LIBRARY_TEMPLATES[library[2]!] : undefined;
    if (known) {
      templates.push({ path, ...known, settings: RUN });
    } else if (usesSmolagents) {
      const system = units.find((u) => u.key === 'system_prompt')!.text;
      const built = constructorNaming(code, path);
      const agentClass = built?.agentClass ?? (/to_tool_calling_prompt/.test(system) ? 'ToolCallingAgent' : 'CodeAgent');
      templates.push({ path, name: `smolagents ${agentClass} (${path})`, agentClass, settings: { ...RUN, ...built?.settings } });
    }
  }
  if (templates.length === 0) return [];
  const tools = repository.units.filter((u) => (u.role === 'tool-description' || u.role === 'tool-schema') && !/\.ya?ml$/i.test(u.path));
  const wrappers = repository.units.filter((u) => MEMORY_FILE.test(u.path));
  // `Tool.to_code_prompt()` / `to_tool_calling_prompt()` render each tool into the system prompt: their
  // own text is paid once per tool (and `final_answer` is always one).
  const renderers = repository.units.filter((u) => TOOLS_FILE.test(u.path) && RENDERER_KEYS.has(u.key));
  const toolCount = Math.max(1, new Set(tools.map((u) => u.key.split('.')[0])).size);
  return templates.map(({ path, name, agentClass, settings }): FoundAgent => {
    const sends = new Map<string, Delivery>();
    for (const u of byPath.get(path)!) {
      const delivery = templateDelivery(u.key, name);
      if (delivery) sends.set(u.id, delivery);
    }
    // Tool descriptions are rendered into the system prompt; a ToolCallingAgent also sends each
    // tool's JSON schema in the request's `tools`, so it pays for them twice.
    const tool: Delivery =
      agentClass === 'ToolCallingAgent' ? { kind: 'repeated', copies: [{ kind: 'every-request' }, { kind: 'every-request' }] } : { kind: 'every-request' };
    for (const u of tools) sends.set(u.id, tool);
    for (const u of renderers) {
      const mine = u.key === TOOL_RENDERER[agentClass];
      const every: Delivery = { kind: 'every-request' };
      sends.set(
        u.id,
        !mine
          ? { kind: 'never', reason: `renders tools for the other agent class` }
          : toolCount === 1
            ? every
            : { kind: 'repeated', copies: Array.from({ length: toolCount }, () => every) },
      );
    }
    for (const u of wrappers) {
      const wrapper = MEMORY_WRAPPERS.find((w) => w.key === u.key);
      if (wrapper) sends.set(u.id, wrapper.delivery);
    }
    return { name, framework: 'smolagents', sends, settings };
  });
}

/**
 * The agent class an application builds with this YAML, and the run settings it passes: from the
 * code file that names the YAML's file name and calls `CodeAgent(` or `ToolCallingAgent(`.
 */
function constructorNaming(code: ReadonlyArray<{ path: string; text: string }>, yamlPath: string): { agentClass: AgentClass; settings: FoundAgent['settings'] } | undefined {
  const fileName = yamlPath.split('/').pop()!;
  for (const { text } of code) {
    if (!text.includes(fileName)) continue;
    const call = AGENT_CONSTRUCTOR.exec(text);
    if (!call) continue;
    const args = callArguments(text, call.index + call[0].length);
    const settings: FoundAgent['settings'] = {};
    const maxSteps = /\bmax_steps\s*=\s*(\d+)/.exec(args);
    const interval = /\bplanning_interval\s*=\s*(\d+)/.exec(args);
    if (maxSteps) settings.steps = Number(maxSteps[1]);
    if (interval) settings.planningInterval = Number(interval[1]);
    return { agentClass: call[1] as AgentClass, settings };
  }
  return undefined;
}

/** The text of a call's arguments, from after its `(` to the matching `)` (or the end of the file). */
function callArguments(text: string, start: number): string {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

export const smolagents: FrameworkProfile = {
  id: 'smolagents',
  label: 'smolagents',
  sdkModules: { python: ['smolagents'] },
  // `@tool` functions are described by their docstrings; a `Tool` subclass (or a base of the
  // application's own named `...Tool`) by its `description`, its `inputs` describing the parameters,
  // and `forward` returns its output.
  code: {
    python: { toolDecorators: ['tool'], toolClasses: [{ base: /Tool\b/, schemaAttributes: ['inputs'], runMethods: ['forward'] }] },
    // The model classes take `model_id` first.
    modelCallees: {
      python: [
        {
          module: 'smolagents',
          names: [
            'LiteLLMModel', 'InferenceClientModel', 'HfApiModel', 'OpenAIServerModel', 'OpenAIModel', 'AzureOpenAIServerModel', 'AzureOpenAIModel',
            'AmazonBedrockServerModel', 'AmazonBedrockModel', 'TransformersModel', 'VLLMModel', 'MLXModel',
          ],
        },
      ],
    },
  },
  // The library's own layout only: a vendored copy elsewhere is read like any other code.
  files: { globs: ['src/smolagents/memory.py'], extract: memoryUnits },
  findAgents: findSmolagentsAgents,
  // The code that builds an agent (the constructor that names a templates file), and of other code
  // only its smolagents import, which says the repository uses smolagents.
  readsText: (file) => {
    if (file.kind.format !== 'code' || file.kind.language !== 'python') return undefined;
    if (AGENT_CONSTRUCTOR.test(file.text)) return file.text;
    return IMPORTS_SMOLAGENTS.exec(file.text)?.[0];
  },
};
