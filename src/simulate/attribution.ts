import type { AgentConfig } from '../config/config.js';
import type { Role } from '../extract/prompt-unit.js';
import type { ModelSpec } from '../models/model.js';
import type { PolicySpec } from './policies/policy-spec.js';
import { agentSends, runCost, runScenario, type SizedUnit } from './scenario.js';
import type { SimulationResult } from './simulator.js';

/** A unit as attribution sees it: where it is and where it sits in a run. */
export interface AttributedUnit {
  path: string;
  role: Role;
}

/** A unit's size as this agent's model counts it (agents on different tokenizers count differently). */
export type UnitSize<U> = (agent: PricedAgent, unit: U) => number;

export interface PricedAgent {
  config: AgentConfig;
  model: ModelSpec;
}

/**
 * Prices a change as the runs pay it (DESIGN 3): every agent's run with the base units, with the head
 * units, and with only some units changed, whose difference from the base run is those units'
 * marginal cost. Units keep their base order (new ones follow), so a swap changes sizes only, never
 * which tool call gets which output. Which units each agent sends, and their sizes in its model's
 * tokens, are worked out once, not per run.
 */
export class RunAttribution<U extends AttributedUnit> {
  readonly runs: Array<{ agent: PricedAgent; base: SimulationResult; head: SimulationResult }>;
  private readonly allIds: ReadonlySet<string>;
  /** Per agent, the units it sends and their sizes. */
  private readonly sent: Map<PricedAgent, Map<U, number>>;

  constructor(
    agents: PricedAgent[],
    private readonly baseById: ReadonlyMap<string, U>,
    private readonly headById: ReadonlyMap<string, U>,
    size: UnitSize<U>,
  ) {
    this.allIds = new Set([...baseById.keys(), ...headById.keys()]);
    this.sent = new Map(
      agents.map((agent) => {
        const sends = agentSends(agent.config);
        const units = [...baseById.values(), ...headById.values()].filter(sends);
        return [agent, new Map(units.map((u) => [u, size(agent, u)]))];
      }),
    );
    this.runs = agents.map((agent) => ({ agent, base: this.run(agent, new Set()), head: this.run(agent, this.allIds) }));
  }

  /** The agent's run with the base units, those in `headIds` swapped for their head versions. */
  run(agent: PricedAgent, headIds: ReadonlySet<string>, policy: PolicySpec = agent.config.policy): SimulationResult {
    const sent = this.sent.get(agent)!;
    const units: SizedUnit[] = [];
    const add = (unit: U | undefined): void => {
      const tokens = unit && sent.get(unit);
      if (unit && tokens !== undefined) units.push({ role: unit.role, tokens });
    };
    for (const [id, u] of this.baseById) add(headIds.has(id) ? this.headById.get(id) : u);
    for (const id of headIds) if (!this.baseById.has(id)) add(this.headById.get(id));
    return runScenario({ ...agent.config, policy }, agent.model, units);
  }

  /** Base and head runs of one agent under another policy: a row of the what-if table. */
  whatIf(agent: PricedAgent, policy: PolicySpec): { base: SimulationResult; head: SimulationResult } {
    return { base: this.run(agent, new Set(), policy), head: this.run(agent, this.allIds, policy) };
  }

  /** Marginal change of every agent's run when only these units take their head versions. */
  marginal(ids: ReadonlySet<string>): { tokens: number; usd: number } {
    let tokens = 0;
    let usd = 0;
    for (const { agent, base } of this.runs) {
      // An agent that sends none of them, at base or at head, is not changed by them.
      const sent = this.sent.get(agent)!;
      if (![...ids].some((id) => sent.has(this.baseById.get(id)!) || sent.has(this.headById.get(id)!))) continue;
      const variant = this.run(agent, ids);
      tokens += variant.totals.inputTokens - base.totals.inputTokens;
      usd += runCost(variant, agent.config.caching) - runCost(base, agent.config.caching);
    }
    return { tokens, usd };
  }
}
