import { renderJinja2 } from '../jinja2/render-jinja2.js';
import type { SmolTool } from './smol-tool.js';
import { toCodePrompt, toToolCallingPrompt } from './tool-prompts.js';

/**
 * smolagents' `populate_template` (jinja2's `Template(template, undefined=StrictUndefined)`), and
 * the variables agents pass to it (docs/architecture.md, "Frameworks").
 */

/** populate_template: a Jinja template rendered as jinja2 renders it (StrictUndefined: an unknown variable is an error). */
export function renderTemplate(template: string, variables: Record<string, unknown>): string {
  return renderJinja2(template, variables, 'strict');
}

/** A tool as a template sees it: a SmolTool. */
export type TemplateTool = SmolTool;

/** The inputs `_setup_managed_agents` gives every managed agent, so that it can be called as a tool. */
export const MANAGED_AGENT_INPUTS = {
  task: { type: 'string', description: 'Long detailed description of the task.' },
  additional_args: {
    type: 'object',
    description: 'Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.',
    nullable: true,
  },
};

/** How tools render into a prompt: the pinned version's methods, or a repository's edit of them. */
export interface ToolRenderers {
  toCodePrompt(tool: SmolTool): string;
  toToolCallingPrompt(tool: SmolTool): string;
}

const PINNED_RENDERERS: ToolRenderers = { toCodePrompt, toToolCallingPrompt };

/** A tool object as templates use it: its attributes, and its prompt methods. */
function templateTool(tool: SmolTool, renderers: ToolRenderers): Record<string, unknown> {
  return {
    name: tool.name,
    description: tool.description,
    inputs: tool.inputs,
    output_type: tool.outputType,
    output_schema: tool.outputSchema ?? null,
    to_code_prompt: () => renderers.toCodePrompt(tool),
    to_tool_calling_prompt: () => renderers.toToolCallingPrompt(tool),
  };
}

/** A dict by name, as agents.py builds `self.tools`: a repeated name keeps its first place and its last value. */
function byName<T extends { name: string }>(items: T[], shape: (item: T) => Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of items) out[item.name] = shape(item);
  return out;
}

/** The variables smolagents passes, built so that templates may call `tool.to_code_prompt()`, iterate `tools.values()`, read `agent.inputs` (printed as Python's repr), test `managed_agents and managed_agents.values() | list`. */
export function templateVariables(
  v: { tools: SmolTool[]; managedAgents: Array<{ name: string; description: string }>; [other: string]: unknown },
  renderers: ToolRenderers = PINNED_RENDERERS,
): Record<string, unknown> {
  const { tools, managedAgents, ...other } = v;
  const agent = (a: { name: string; description: string }) => ({ name: a.name, description: a.description, inputs: MANAGED_AGENT_INPUTS, output_type: 'string' });
  return { tools: byName(tools, (tool) => templateTool(tool, renderers)), managed_agents: byName(managedAgents, agent), ...other };
}
