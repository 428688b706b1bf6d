import type { Delivery } from '../delivery.js';
import type { AgentClass, SmolAgent } from './agent-construction.js';
import type { ToolRenderers } from './render-template.js';
import { applyEdit, rendererEdit, type RendererEdit, type RendererKey } from './renderer-edit.js';
import type { PromptUnit } from '../../extract/prompt-unit.js';
import type { SmolWiring } from './smol-wiring.js';
import { toCodePrompt, toToolCallingPrompt } from './tool-prompts.js';

/** The method of `Tool` (smolagents' tools.py) that renders one tool into each agent class's system prompt. */
const TOOL_RENDERER: Record<AgentClass, RendererKey> = { CodeAgent: 'Tool.to_code_prompt()', ToolCallingAgent: 'Tool.to_tool_calling_prompt()' };
const RENDERER_KEYS: ReadonlySet<string> = new Set(Object.values(TOOL_RENDERER));
const TOOLS_FILE = /(^|\/)tools\.py$/;

/**
 * How tools render where the repository is smolagents itself: its tools.py's renderers, as edits of
 * the pinned ones' text (renderer-edit.ts); elsewhere the pinned version's.
 */
export interface RepositoryRenderers {
  renderers: ToolRenderers;
  /** tools.py's renderer units: the repository is smolagents itself where there are any. */
  units: PromptUnit[];
  /** Each renderer whose change could not be rendered, and why. */
  errors: Map<RendererKey, string>;
}

export function repositoryRenderers(wiring: SmolWiring): RepositoryRenderers {
  const units = wiring.repository.units.filter((u) => TOOLS_FILE.test(u.path) && RENDERER_KEYS.has(u.key));
  const errors = new Map<RendererKey, string>();
  const edits = new Map<RendererKey, RendererEdit | undefined>();
  for (const u of units) {
    const edit = rendererEdit(u.key as RendererKey, u.text);
    if (edit && 'error' in edit) errors.set(u.key as RendererKey, edit.error);
    else edits.set(u.key as RendererKey, edit);
  }
  return {
    renderers: {
      toCodePrompt: (tool) => applyEdit(toCodePrompt(tool), edits.get('Tool.to_code_prompt()')),
      toToolCallingPrompt: (tool) => applyEdit(toToolCallingPrompt(tool), edits.get('Tool.to_tool_calling_prompt()')),
    },
    units,
    errors,
  };
}

/**
 * The renderers of tools.py for one agent: the agent class's own renders each of its tools wherever
 * they are listed (and what could not be rendered of it is the agent's assumption); the other
 * class's is not sent.
 */
export function rendererDeliveries(renderers: RepositoryRenderers, agent: SmolAgent, listed: Delivery): { sends: Map<string, Delivery>; errors: string[] } {
  const own = TOOL_RENDERER[agent.agentClass];
  const sends = new Map<string, Delivery>(
    renderers.units.map((u) => [u.id, u.key === own ? { kind: 'rendered', as: listed } : { kind: 'never', reason: 'renders tools for the other agent class' }]),
  );
  const error = renderers.errors.get(own);
  return { sends, errors: error ? [error] : [] };
}
