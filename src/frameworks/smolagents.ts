import type { CodeCall } from '../extract/code/code-calls.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import { NO_BREAKPOINTS } from './cache-layout.js';
import { uniqueNames } from './code-wiring.js';
import type { Delivery } from './delivery.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';
import { authorizedImports, DEFAULT_MAX_STEPS, isAgentCall, readConstruction, withFinalAnswer, type AgentClass, type SmolAgent } from './smolagents/agent-construction.js';
import { agentRequest, renderedUnits, toolsListed } from './smolagents/agent-request.js';
import { repositoryTemplates, templateDelivery, templatesFiles, type AgentTemplates, type LibraryTemplatesFile } from './smolagents/agent-templates.js';
import { MEMORY_FILE, MEMORY_WRAPPERS, memoryUnits } from './smolagents/memory-wrappers.js';
import { renderTemplate } from './smolagents/render-template.js';
import { SmolWiring } from './smolagents/smol-wiring.js';
import { rendererDeliveries, repositoryRenderers, type RepositoryRenderers } from './smolagents/tool-renderers.js';

/**
 * A run's defaults. No model class of smolagents marks a `cache_control` breakpoint (prompt caching
 * for Claude is still an open request: huggingface/smolagents issues 1419 and 2054), so on Anthropic
 * every request pays the plain input price (docs/architecture.md, "Caching").
 */
const RUN: FoundAgent['settings'] = { steps: DEFAULT_MAX_STEPS, planningInterval: null, cacheBreakpoints: NO_BREAKPOINTS };

/** The library's own three agents, by templates file, where the repository is smolagents itself and no construction uses them. */
const LIBRARY_AGENTS: Record<LibraryTemplatesFile, { name: string; agentClass: AgentClass }> = {
  'code_agent.yaml': { name: 'smolagents CodeAgent', agentClass: 'CodeAgent' },
  'structured_code_agent.yaml': { name: 'smolagents CodeAgent (structured)', agentClass: 'CodeAgent' },
  'toolcalling_agent.yaml': { name: 'smolagents ToolCallingAgent', agentClass: 'ToolCallingAgent' },
};

const IMPORTS_SMOLAGENTS = /^\s*(from\s+smolagents\b|import\s+smolagents\b)/m;

/**
 * smolagents' agents (docs/architecture.md, "Rendered requests"): one per construction in the code
 * (`CodeAgent(...)`, `ToolCallingAgent(...)`), each with its own class, templates, tools, managed
 * agents and settings, its request rendered as agents.py renders it. A templates file no construction
 * uses is still an agent: the library's own (the repository is smolagents), or an application's
 * built by code that could not be read, with the library's defaults.
 */
export function findSmolagentsAgents(repository: RepositoryUnits): FoundAgent[] {
  const wiring = new SmolWiring(repository);
  const calls = wiring.calls.filter(isAgentCall);
  const built = calls.map((call) => readConstruction(wiring, call));
  const used = new Set(built.flatMap((a) => [a.templates.path, a.templates.library]));
  const unused = templatesFiles(wiring).filter((p) => !used.has(p));
  const usesSmolagents = repository.files === undefined || calls.length > 0 || (repository.files ?? []).some((f) => f.content.kind === 'text' && IMPORTS_SMOLAGENTS.test(f.content.text));
  const orphans = unused.flatMap((path): Array<{ agent: SmolAgent; name: string }> => {
    const templates = repositoryTemplates(wiring, path);
    const library = templates.library ? LIBRARY_AGENTS[templates.library] : undefined;
    if (!library && !usesSmolagents) return [];
    const agentClass = library?.agentClass ?? (/to_tool_calling_prompt/.test(templates.text.system_prompt) ? 'ToolCallingAgent' : 'CodeAgent');
    const assumptions = library ? [] : [`no construction of ${path} was found: priced as a ${agentClass} with the library's defaults`];
    return [{ agent: defaultAgent(wiring, agentClass, templates, assumptions), name: library?.name ?? `smolagents ${agentClass} (${path})` }];
  });
  const named = uniqueNames(built.map((agent) => ({ agent, name: constructionName(agent), path: agent.call!.path })));
  const all = [...named.map((n) => ({ agent: n.agent, name: n.unique })), ...orphans];
  // What the repository holds of the library itself (smolagents' own repository): once for every agent.
  const library: LibraryParts = { renderers: repositoryRenderers(wiring), wrappers: wiring.repository.units.filter((u) => MEMORY_FILE.test(u.path)) };
  const found = all.map(({ agent, name }) => foundAgent(agent, name, built, library));
  // A tool the code defines that no agent lists is sent by none: never "every tool in the repository".
  const listed = new Set(found.flatMap((a) => [...a.sends.keys()]));
  const unlisted: Delivery = { kind: 'never', reason: "a smolagents tool no agent's tools= lists" };
  for (const id of toolUnits(wiring)) if (!listed.has(id)) for (const agent of found) agent.sends.set(id, unlisted);
  return found;
}

/** The units of every tool the code defines: a function's docstring, a class's description and input descriptions. */
function toolUnits(wiring: SmolWiring): string[] {
  return (wiring.repository.toolDefinitions ?? []).filter((d) => d.kind === 'class' || !d.plain).flatMap((d) =>
    d.kind === 'function'
      ? [d.unitKey && wiring.here(d.path, d.unitKey)].filter((id): id is string => id !== undefined)
      : wiring.unitsOf(d.path).filter((u) => u.key.startsWith(`${d.name}.`)).map((u) => u.id),
  );
}

/** `smolagents CodeAgent manager (support/agent.py)`: by class, variable (or `name=`) and file, stable when lines move. */
function constructionName(agent: SmolAgent): string {
  const call = agent.call!;
  const label = call.variable ?? call.args.name?.text ?? `at line ${call.line}`;
  return `smolagents ${agent.agentClass} ${label} (${call.path})`;
}

/** The library's default construction (`CodeAgent(tools=[], model=...)`) over these templates. */
function defaultAgent(wiring: SmolWiring, agentClass: AgentClass, templates: AgentTemplates, assumptions: string[]): SmolAgent {
  const { value: tools, reads } = wiring.track(() => withFinalAnswer(wiring));
  return {
    reads: new Set([...reads, ...(templates.path ? [templates.path] : [])]),
    agentClass,
    templates,
    tools,
    managedAgents: [],
    maxSteps: DEFAULT_MAX_STEPS,
    planningInterval: null,
    authorizedImports: authorizedImports(),
    codeBlockTags: ['<code>', '</code>'],
    assumptions,
  };
}

const sameCall = (a: CodeCall, b: CodeCall): boolean => a.path === b.path && a.line === b.line && a.callee === b.callee;

/** What the repository holds of smolagents itself, where it is smolagents' own repository: its renderers and memory.py's wrappers. */
interface LibraryParts {
  renderers: RepositoryRenderers;
  wrappers: readonly PromptUnit[];
}

/** One agent as the diff prices it: its rendered request, the units it reads, its run settings. */
function foundAgent(agent: SmolAgent, name: string, built: readonly SmolAgent[], library: LibraryParts): FoundAgent {
  const manager = agent.call && built.find((m) => m.managedAgents.some((x) => sameCall(x.call, agent.call!)));
  const managedName = manager?.managedAgents.find((x) => sameCall(x.call, agent.call!))?.name;
  const { parts, errors } = agentRequest(agent, {
    renderers: library.renderers.renderers,
    managed: managedName ? { name: managedName } : undefined,
    wrappersAreUnits: library.wrappers.length > 0,
    reportOf: (managed) => {
      const own = built.find((b) => b.call && sameCall(b.call, managed.call));
      if (!own) return undefined;
      try {
        return renderTemplate(own.templates.text['managed_agent.report'], { name: managed.name, final_answer: '' });
      } catch {
        return own.templates.text['managed_agent.report'];
      }
    },
  });
  const sends = renderedUnits(agent, (key) => templateDelivery(key, name));
  for (const u of library.wrappers) {
    const wrapper = MEMORY_WRAPPERS.find((w) => w.key === u.key);
    if (wrapper) sends.set(u.id, wrapper.delivery);
  }
  const renderer = rendererDeliveries(library.renderers, agent, toolsListed(agent));
  for (const [id, delivery] of renderer.sends) sends.set(id, delivery);
  return {
    name,
    framework: 'smolagents',
    sends,
    settings: { ...RUN, steps: agent.maxSteps, planningInterval: agent.planningInterval },
    ...(agent.model ? { model: agent.model } : {}),
    ...(agent.modelUnread ? { modelUnread: true } : {}),
    request: parts,
    reads: agent.reads,
    assumptions: [...agent.assumptions, ...renderer.errors, ...errors],
  };
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
    // Each construction is an agent, read with its arguments (`tools=`, `managed_agents=`, `max_steps=`).
    recordedCalls: ['CodeAgent', 'ToolCallingAgent'],
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
  // Constructions are read from the syntax tree (calls, bindings, tool definitions); of the text, only
  // a smolagents import, which says the repository uses smolagents.
  readsText: (file) => (file.kind.format === 'code' && file.kind.language === 'python' ? IMPORTS_SMOLAGENTS.exec(file.text)?.[0] : undefined),
};
