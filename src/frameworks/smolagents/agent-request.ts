import type { PromptUnit } from '../../extract/prompt-unit.js';
import type { Delivery } from '../delivery.js';
import type { RenderedPart } from '../rendered-part.js';
import type { ManagedAgent, SmolAgent } from './agent-construction.js';
import type { TemplateKey } from './agent-templates.js';
import { pythonJsonDumps } from '../python/python-json.js';
import { MANAGED_AGENT_INPUTS, renderTemplate, templateVariables, type ToolRenderers } from './render-template.js';
import type { SmolTool } from './smol-tool.js';
import { toolJsonSchema } from './tool-prompts.js';

/** The managed agent as a tool: what a ToolCallingAgent posts for it among its `tools`. */
export function managedAgentTool(agent: ManagedAgent): SmolTool {
  return { name: agent.name, description: agent.description, inputs: MANAGED_AGENT_INPUTS, outputType: 'string' };
}

/** What the agent's request is rendered from, beside the construction: how its own run is started. */
export interface RequestContext {
  /** The managed agent's own templates, for the report each hands back to this manager. */
  reportOf(agent: ManagedAgent): string | undefined;
  /** This agent is managed by another: its task arrives wrapped in its `managed_agent.task`. */
  managed: { name: string } | undefined;
  /** memory.py's wrappers are units of the repository (it is smolagents itself): priced as those units. */
  wrappersAreUnits: boolean;
  /** How tools render: the pinned version's methods, or the repository's edit of them. */
  renderers?: ToolRenderers;
}

/**
 * The request parts of one agent's run, rendered as agents.py renders them (docs/architecture.md,
 * "Rendered requests"): the system prompt (and, for a ToolCallingAgent, the posted tool list) on every
 * request; the task message; the planning calls' messages, which list the tools again; the final
 * answer's; a managed agent's report in its manager's history. `{{task}}` is rendered empty and the
 * part marked, so that the scenario's task size is added to it.
 */
export function agentRequest(agent: SmolAgent, context: RequestContext): { parts: RenderedPart[]; errors: string[] } {
  const errors: string[] = [];
  const tools = agent.tools.map((t) => t.tool);
  const variables = templateVariables({
    tools,
    managedAgents: agent.managedAgents.map((m) => ({ name: m.name, description: m.description })),
    custom_instructions: agent.instructions?.text ?? null,
    ...(agent.agentClass === 'CodeAgent'
      ? { authorized_imports: agent.authorizedImports, code_block_opening_tag: agent.codeBlockTags[0], code_block_closing_tag: agent.codeBlockTags[1] }
      : {}),
  }, context.renderers);
  const render = (key: TemplateKey, extra: Record<string, unknown> = {}): string => {
    try {
      return renderTemplate(agent.templates.text[key], { ...variables, ...extra });
    } catch (error) {
      errors.push(`${key} could not be rendered (${(error as Error).message}): priced as written`);
      return agent.templates.text[key];
    }
  };
  const every: Delivery = { kind: 'every-request' };
  const parts: RenderedPart[] = [{ key: 'system_prompt', delivery: every, text: render('system_prompt') }];
  if (agent.agentClass === 'ToolCallingAgent') {
    const posted = [...tools, ...agent.managedAgents.map(managedAgentTool)].map(toolJsonSchema);
    // The request body as the Python client writes it (json.dumps); providers count tool definitions in their own framing.
    parts.push({ key: 'tools', delivery: every, text: pythonJsonDumps(posted) });
  }
  if (!context.wrappersAreUnits) parts.push(...wrappers());
  if (context.managed) parts.push({ key: 'managed_agent.task', delivery: { kind: 'start' }, text: render('managed_agent.task', { name: context.managed.name, task: '' }), carriesTask: true });
  // Rendered whatever the construction says: a scenario may plan where the code does not (`planning_interval`).
  parts.push(...planning(agent, render));
  parts.push(
    { key: 'final_answer.pre_messages', delivery: { kind: 'side-call', call: 'final-answer', readsHistory: true }, text: agent.templates.text['final_answer.pre_messages'] },
    { key: 'final_answer.post_messages', delivery: { kind: 'side-call', call: 'final-answer', readsHistory: true }, text: render('final_answer.post_messages', { task: '' }), carriesTask: true },
  );
  for (const managed of agent.managedAgents) {
    const report = context.reportOf(managed);
    if (report !== undefined) parts.push({ key: `managed_agent.report[${managed.name}]`, delivery: { kind: 'on-trigger', what: `${managed.name} reports back` }, text: report });
  }
  return { parts, errors };
}

/** memory.py's wrappers: the task's heading, and each step's observation's, replayed. */
function wrappers(): RenderedPart[] {
  return [
    { key: 'TaskStep.task', delivery: { kind: 'start' }, text: 'New task:\n' },
    { key: 'ActionStep.observation', delivery: { kind: 'per-step' }, text: 'Observation:\n' },
  ];
}

/** The initial plan (its message alone) and each update (its system message and closing message around the history). */
function planning(agent: SmolAgent, render: (key: TemplateKey, extra?: Record<string, unknown>) => string): RenderedPart[] {
  const update = { kind: 'side-call', call: 'update-plan', readsHistory: true } as const;
  // The first update is made before step 1 + interval: `remaining_steps` is max_steps minus that step.
  const remaining = agent.maxSteps - (1 + (agent.planningInterval ?? 1));
  return [
    { key: 'planning.initial_plan', delivery: { kind: 'side-call', call: 'initial-plan', readsHistory: false }, text: render('planning.initial_plan', { task: '' }), carriesTask: true },
    { key: 'planning.update_plan_pre_messages', delivery: update, text: render('planning.update_plan_pre_messages', { task: '' }), carriesTask: true },
    { key: 'planning.update_plan_post_messages', delivery: update, text: render('planning.update_plan_post_messages', { task: '', remaining_steps: remaining }), carriesTask: true },
  ];
}

/** Where the agent's tools are listed: its system prompt, a ToolCallingAgent's posted tools, the planning calls. */
export function toolsListed(agent: SmolAgent): Delivery {
  const copies: Delivery[] = [{ kind: 'every-request' }];
  if (agent.agentClass === 'ToolCallingAgent') copies.push({ kind: 'every-request' });
  // The initial plan and every update list them again: said once, as the planning calls.
  if (agent.planningInterval !== null) copies.push({ kind: 'side-call', call: 'initial-plan', readsHistory: false });
  return copies.length === 1 ? copies[0]! : { kind: 'repeated', copies };
}

/**
 * How the units an agent renders are sent, for the comment and for which changes reach it: each
 * template's unit as its rendering is; the tools, instructions and managed agents' descriptions in
 * the system prompt, the posted tool list and the planning calls that list them again.
 */
export function renderedUnits(agent: SmolAgent, templateDelivery: (key: TemplateKey) => Delivery | undefined): Map<string, Delivery> {
  const sends = new Map<string, Delivery>();
  const add = (units: Iterable<PromptUnit | undefined>, as: Delivery): void => {
    for (const u of units) if (u) sends.set(u.id, { kind: 'rendered', as });
  };
  for (const [key, unit] of Object.entries(agent.templates.units) as Array<[TemplateKey, PromptUnit]>) {
    const as = templateDelivery(key);
    if (as) add([unit], as);
  }
  const listed = toolsListed(agent);
  add(agent.tools.flatMap((t) => t.units), listed);
  add(agent.managedAgents.flatMap((m) => m.units), listed);
  if (agent.instructions?.unit) add([agent.instructions.unit], { kind: 'every-request' });
  return sends;
}
