import { Minimatch } from 'minimatch';
import { DEFAULT_CONFIG, pickScenario, resolveAgents, type AgentConfig, type Config, type ScenarioSettings } from '../config/config.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import { roleDelivery, type Delivery } from '../frameworks/delivery.js';
import type { FoundAgent, ModelReference } from '../frameworks/profile.js';
import type { RenderedPart } from '../frameworks/rendered-part.js';
import { isKnownModel, resolveModel } from '../models/catalog.js';
import type { ModelSpec } from '../models/model.js';

/** One side of a change: the units of a commit and the agents found in it. */
export interface Side {
  units: readonly PromptUnit[];
  agents: readonly FoundAgent[];
}

/**
 * An agent as a diff prices it: its run settings, and at base and at head the units it sends (by id,
 * with how) and its model. A unit's delivery or the model may change with the pull request.
 */
export interface PricedAgent {
  config: AgentConfig;
  framework: string;
  base: AgentSide;
  head: AgentSide;
}

export interface AgentSide {
  /** The run settings at this side: a construction's `max_steps` may change with the pull request. */
  config: AgentConfig;
  sends: ReadonlyMap<string, Delivery>;
  model: ModelSpec;
  /** Where the repository names the model; absent when it comes from the config or the default. */
  modelAt?: ModelReference;
  /** A model the repository names that neither the catalog nor the config prices: the run uses the configured model. */
  unknownModel?: ModelReference;
  /** The request its framework renders (docs/architecture.md, "Rendered requests"), the files it read, what it assumed. */
  request?: readonly RenderedPart[];
  reads?: ReadonlySet<string>;
  assumptions?: readonly string[];
}

/**
 * The agents a change is priced for (docs/architecture.md, "Agents"). Agents named in the config win:
 * each sends the units under its globs, each unit sent as the framework that knows it says (or as
 * its role). Otherwise the agents found at base and at head, by name, over the config's settings:
 * framework defaults first, then what the config sets, then inputs; a model named in the code
 * wins over the config's, not over an input.
 */
export function pricedAgents(config: Config, base: Side, head: Side): PricedAgent[] {
  const model = (id: string, settings: ScenarioSettings): ModelSpec => resolveModel(id, config.models, settings.cacheTtl);
  if (config.agents.length > 0) {
    const deliveryIn = (side: Side): ((unit: PromptUnit) => Delivery) => {
      const known = new Map<string, Delivery>();
      for (const agent of side.agents) for (const [id, d] of agent.sends) if (!known.has(id)) known.set(id, d);
      return (unit) => known.get(unit.id) ?? roleDelivery(unit.role);
    };
    return resolveAgents(config).map((agent) => {
      const sends = includes(agent.include);
      const sideOf = (side: Side): AgentSide => {
        const delivery = deliveryIn(side);
        return { config: agent, sends: new Map(side.units.filter(sends).map((u) => [u.id, delivery(u)])), model: model(agent.model, agent) };
      };
      return { config: agent, framework: 'configured', base: sideOf(base), head: sideOf(head) };
    });
  }
  const forced = config.forced ?? {};
  const names = [...new Set([...head.agents, ...base.agents].map((a) => a.name))];
  return names.map((name) => {
    const b = base.agents.find((a) => a.name === name);
    const h = head.agents.find((a) => a.name === name);
    const found = (h ?? b)!;
    const settings = agentConfig(config, name, found.settings);
    // An agent on one side only sends nothing on the other (a pull request that adds an agent adds its
    // whole run); its model is the same on both sides, so that is no model change.
    const sideOf = (agent: FoundAgent | undefined): AgentSide => {
      const named = forced.model === undefined ? (agent ?? found).model : undefined;
      // A model the catalog does not know must not stop the run: it is priced as configured, and said.
      const known = named !== undefined && isKnownModel(named.id, config.models);
      return {
        config: agent && agent !== found ? { ...agentConfig(config, name, agent.settings), model: settings.model } : settings,
        sends: agent?.sends ?? new Map(),
        ...(agent?.request ? { request: agent.request } : {}),
        ...(agent?.reads ? { reads: agent.reads } : {}),
        ...(agent?.assumptions?.length ? { assumptions: agent.assumptions } : {}),
        model: model(forced.model ?? (known ? named.id : settings.model), settings),
        ...(named && known ? { modelAt: named } : {}),
        ...(named && !known ? { unknownModel: named } : {}),
      };
    };
    const headSide = sideOf(h);
    const run = { ...settings, model: headSide.model.id };
    return { config: run, framework: found.framework, base: sideOf(b), head: { ...headSide, config: run } };
  });
}

/**
 * A found agent's run settings (docs/architecture.md, "Agents"): the defaults, then the framework's
 * own (`max_steps` from its construction), then what the config sets to a non-default value, then
 * inputs and flags.
 */
export function agentConfig(config: Config, name: string, found: Partial<ScenarioSettings>): AgentConfig {
  return { ...pickScenario(DEFAULT_CONFIG), model: config.model, ...found, ...explicitSettings(config), ...(config.forced ?? {}), name, include: [] };
}

/** Which units a configured agent sends: those under its include globs, or every unit when it names none. */
function includes(globs: string[]): (unit: { path: string }) => boolean {
  const matchers = globs.map((g) => new Minimatch(g, { dot: true, matchBase: !g.includes('/') }));
  return (unit) => matchers.length === 0 || matchers.some((m) => m.match(unit.path));
}

/**
 * The run settings the config sets to something other than the default: they win over a
 * framework's own defaults, its default model too (the OpenAI Agents SDK's). (A setting spelled out
 * at its default value leaves the framework's.)
 */
function explicitSettings(config: Config): Partial<ScenarioSettings> {
  const defaults = pickScenario(DEFAULT_CONFIG);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pickScenario(config))) {
    if (JSON.stringify(value) !== JSON.stringify(defaults[key as keyof ScenarioSettings])) out[key] = value;
  }
  return out as Partial<ScenarioSettings>;
}
