import type { Delivery } from '../delivery.js';
import type { AgentClass, SmolAgent } from './agent-construction.js';
import type { ToolRenderers } from './render-template.js';
import { applyEdit, rendererEdit, type RendererEdit, type RendererKey } from './renderer-edit.js';
import type { SmolWiring } from './smol-wiring.js';
import { toCodePrompt, toToolCallingPrompt } from './tool-prompts.js';

/** The method of `Tool` (smolagents' tools.py) that renders one tool into each agent class's system prompt. */
const TOOL_RENDERER: Record<AgentClass, string> = { CodeAgent: 'Tool.to_code_prompt()', ToolCallingAgent: 'Tool.to_tool_calling_prompt()' };
const RENDERER_KEYS = new Set(Object.values(TOOL_RENDERER));
const TOOLS_FILE = /(^|\/)tools\.py$/;

/**
 * How tools render where the repository is smolagents itself: its tools.py's renderers, as edits of
 * the pinned ones' text (renderer-edit.ts); elsewhere the pinned version's.
 */
export function repositoryRenderers(wiring: SmolWiring): { renderers: ToolRenderers; errors: string[]; reads: string[] } {
  const errors: string[] = [];
  const reads: string[] = [];
  const edits = new Map<RendererKey, RendererEdit | undefined>();
  for (const u of wiring.repository.units) {
    if (!TOOLS_FILE.test(u.path) || !RENDERER_KEYS.has(u.key)) continue;
    reads.push(u.path);
    const edit = rendererEdit(u.key as RendererKey, u.text);
    if (edit && 'error' in edit) errors.push(edit.error);
    else edits.set(u.key as RendererKey, edit);
  }
  return {
    renderers: {
      toCodePrompt: (tool) => applyEdit(toCodePrompt(tool), edits.get('Tool.to_code_prompt()')),
      toToolCallingPrompt: (tool) => applyEdit(toToolCallingPrompt(tool), edits.get('Tool.to_tool_calling_prompt()')),
    },
    errors,
    reads,
  };
}

/**
 * The renderers of tools.py, where the repository is smolagents itself: the agent class's own renders
 * each of its tools wherever they are listed; the other class's is not sent.
 */
export function rendererDeliveries(wiring: SmolWiring, agent: SmolAgent, listed: Delivery): Map<string, Delivery> {
  const out = new Map<string, Delivery>();
  for (const u of wiring.repository.units) {
    if (!TOOLS_FILE.test(u.path) || !RENDERER_KEYS.has(u.key)) continue;
    out.set(u.id, u.key === TOOL_RENDERER[agent.agentClass] ? { kind: 'rendered', as: listed } : { kind: 'never', reason: 'renders tools for the other agent class' });
  }
  return out;
}
