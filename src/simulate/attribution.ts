import type { AgentConfig } from '../config/config.js';
import type { Delivery } from '../frameworks/delivery.js';
import type { ModelSpec } from '../models/model.js';
import type { PolicySpec } from './policies/policy-spec.js';
import { runCost, runScenario, type SizedUnit } from './scenario.js';
import type { SimulationResult } from './simulator.js';

/** An agent as attribution sees it: its settings, and at base and at head what it sends and its model. */
export interface AttributedAgent {
  config: AgentConfig;
  base: { sends: ReadonlyMap<string, Delivery>; model: ModelSpec };
  head: { sends: ReadonlyMap<string, Delivery>; model: ModelSpec };
}

/** A unit's size as this agent's model counts it (agents on different tokenizers count differently). */
export type UnitSize<U> = (agent: AttributedAgent, unit: U, model: ModelSpec) => number;

/** The change of one run: input tokens and dollars. */
export interface RunDelta {
  tokens: number;
  usd: number;
}

/** Stands for the agent's model among the ids of a partial change: with it, the run uses the head model. */
export const MODEL_CHANGE = '\0model';

/**
 * Prices a change as each agent's run pays it (docs/architecture.md, "Attribution"): the run with the
 * base units, with the head units, and with only some changes applied, whose difference from the base
 * run is their marginal cost. Units keep their base order (new ones follow), so a swap changes sizes
 * only, never which tool call gets which output. A unit is sent as its version says: the head
 * version of a unit may be sent differently (a rule that stops being always applied).
 */
export class RunAttribution<U, A extends AttributedAgent = AttributedAgent> {
  readonly runs: Array<{ agent: A; base: SimulationResult; head: SimulationResult }>;
  private readonly allIds: ReadonlySet<string>;

  constructor(
    readonly agents: readonly A[],
    private readonly baseById: ReadonlyMap<string, U>,
    private readonly headById: ReadonlyMap<string, U>,
    private readonly size: UnitSize<U>,
  ) {
    this.allIds = new Set([...baseById.keys(), ...headById.keys(), MODEL_CHANGE]);
    this.runs = agents.map((agent) => ({ agent, base: this.run(agent, new Set()), head: this.run(agent, this.allIds) }));
  }

  /** The agent's run with the base units, those in `headIds` (and the model, with MODEL_CHANGE) at head. */
  run(agent: A, headIds: ReadonlySet<string>, policy: PolicySpec = agent.config.policy): SimulationResult {
    const model = headIds.has(MODEL_CHANGE) ? agent.head.model : agent.base.model;
    const units: SizedUnit[] = [];
    const add = (unit: U | undefined, delivery: Delivery | undefined): void => {
      if (unit !== undefined && delivery !== undefined) units.push({ delivery, tokens: this.size(agent, unit, model) });
    };
    for (const [id, u] of this.baseById) {
      if (headIds.has(id)) add(this.headById.get(id), agent.head.sends.get(id));
      else add(u, agent.base.sends.get(id));
    }
    for (const id of headIds) if (!this.baseById.has(id)) add(this.headById.get(id), agent.head.sends.get(id));
    return runScenario({ ...agent.config, policy }, model, units);
  }

  /** Base and head runs of one agent under another policy: a row of the what-if table. */
  whatIf(agent: A, policy: PolicySpec): { base: SimulationResult; head: SimulationResult } {
    return { base: this.run(agent, new Set(), policy), head: this.run(agent, this.allIds, policy) };
  }

  /** Whether any of these changes reaches the agent's run: it sends one of the units at base or at head. */
  touches(agent: A, ids: ReadonlySet<string>): boolean {
    for (const id of ids) {
      if (id === MODEL_CHANGE ? agent.base.model.id !== agent.head.model.id : agent.base.sends.has(id) || agent.head.sends.has(id)) return true;
    }
    return false;
  }

  /** The change of one agent's run when only these changes are applied. */
  marginal(agent: A, ids: ReadonlySet<string>): RunDelta {
    if (!this.touches(agent, ids)) return { tokens: 0, usd: 0 };
    const { base } = this.runs.find((r) => r.agent === agent)!;
    const variant = this.run(agent, ids);
    return {
      tokens: variant.totals.inputTokens - base.totals.inputTokens,
      usd: runCost(variant, agent.config.caching) - runCost(base, agent.config.caching),
    };
  }
}
