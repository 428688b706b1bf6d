import type { AgentConfig } from '../config/config.js';
import type { Delivery } from '../frameworks/delivery.js';
import type { RenderedPart } from '../frameworks/rendered-part.js';
import type { ModelSpec } from '../models/model.js';
import type { PolicySpec } from './policies/policy-spec.js';
import { addUnit, copyRunInputs, emptyRunInputs, runCost, runScenario, sizedParts, toolResultCopies, type RunInputs } from './scenario.js';
import type { SimulationResult } from './simulator.js';

/** An agent as attribution sees it: its settings, and at base and at head what it sends and its model. */
export interface AttributedAgent {
  config: AgentConfig;
  base: AttributedSide;
  head: AttributedSide;
}

export interface AttributedSide {
  /** The run settings at this side, where they differ from the agent's (a construction's `max_steps` changed). */
  config?: AgentConfig;
  sends: ReadonlyMap<string, Delivery>;
  model: ModelSpec;
  /** The request its framework renders, where it renders one (docs/architecture.md, "Rendered requests"). */
  request?: readonly RenderedPart[];
  /** Files whose code that rendering read: a change there (`fileChange`) reaches the agent. */
  reads?: ReadonlySet<string>;
}

const FILE_CHANGE = '\0file:';

/** Stands for a file's code among the ids of a partial change: with it, a rendering reads that file at head. */
export function fileChange(path: string): string {
  return `${FILE_CHANGE}${path}`;
}

/**
 * The rendered request of an agent with only these changes applied (the rest at base): its framework
 * renders it again from a commit mixed of both (docs/architecture.md, "Rendered requests").
 */
export type RenderVariant<A> = (agent: A, headIds: ReadonlySet<string>) => { parts: readonly RenderedPart[]; config?: AgentConfig };

/** A text's size as this model counts it: a rendered part's. */
export type TextSize = (text: string, model: ModelSpec) => number;

/**
 * A unit's size as this agent's model counts it (agents on different tokenizers count differently).
 * Called once per unit per run built: the caller remembers what it counted.
 */
export type UnitSize<U> = (agent: AttributedAgent, unit: U, model: ModelSpec) => number;

/** The change of one run: input tokens and dollars. */
export interface RunDelta {
  tokens: number;
  usd: number;
}

/** Stands for the agent's model among the ids of a partial change: with it, the run uses the head model. */
export const MODEL_CHANGE = '\0model';

/**
 * One agent's base run on one model, as sums (`RunInputs`): a partial change is priced by taking its
 * units' base contributions out and putting their head ones in, never by rebuilding the unit list, so
 * a marginal costs O(changed units + tool results + steps) (docs/architecture.md, "Attribution").
 */
interface BaseRun {
  inputs: RunInputs;
  /** The units that are, or become, tool results, in base order: their sizes take turns in the run. */
  toolUnits: string[];
  /** The base run's tool results, placed once: a change copies them and swaps its own in place. */
  toolOutputs: number[];
  /** Where each base unit's tool results sit in `toolOutputs`: its first index and how many. */
  toolAt: Map<string, { from: number; copies: number }>;
}

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
  private readonly baseRuns = new Map<A, Map<ModelSpec, BaseRun>>();
  /** Each agent's inputs with every change applied, summed once: the head run and every what-if row's. */
  private readonly headInputs = new Map<A, { inputs: RunInputs; settings: AgentConfig }>();

  constructor(
    readonly agents: readonly A[],
    private readonly baseById: ReadonlyMap<string, U>,
    private readonly headById: ReadonlyMap<string, U>,
    private readonly size: UnitSize<U>,
    /** How a rendered agent's request is rendered again for a partial change, and how its parts are counted. */
    private readonly rendering: { variant: RenderVariant<A>; size: TextSize },
  ) {
    const reads = agents.flatMap((a) => [...(a.base.reads ?? []), ...(a.head.reads ?? [])]);
    this.allIds = new Set([...baseById.keys(), ...headById.keys(), ...reads.map(fileChange), MODEL_CHANGE]);
    this.runs = agents.map((agent) => ({ agent, base: this.run(agent, new Set()), head: this.run(agent, this.allIds) }));
  }

  /** The agent's run with the base units, those in `headIds` (and the model, with MODEL_CHANGE) at head. */
  run(agent: A, headIds: ReadonlySet<string>, policy: PolicySpec = agent.config.policy): SimulationResult {
    const { inputs, settings } = headIds === this.allIds ? this.allApplied(agent) : this.applied(agent, headIds);
    return runScenario({ ...settings, policy }, headIds.has(MODEL_CHANGE) ? agent.head.model : agent.base.model, inputs);
  }

  /** The agent's whole run at one end: its base units, or every change applied (any agent, its settings as it carries them). */
  runAt(agent: A, side: 'base' | 'head'): SimulationResult {
    return this.run(agent, side === 'base' ? new Set() : this.allIds);
  }

  /** Every change applied, summed once per agent: the what-if rows reuse it (docs/architecture.md, "Attribution"). */
  private allApplied(agent: A): { inputs: RunInputs; settings: AgentConfig } {
    let found = this.headInputs.get(agent);
    if (!found) this.headInputs.set(agent, (found = this.applied(agent, this.allIds)));
    return found;
  }

  /**
   * The run's inputs with these changes applied: the base sums, each changed unit's base contribution
   * out and its head one in, and the settings of the side the changes leave.
   */
  private applied(agent: A, headIds: ReadonlySet<string>): { inputs: RunInputs; settings: AgentConfig } {
    const model = headIds.has(MODEL_CHANGE) ? agent.head.model : agent.base.model;
    const base = this.baseRun(agent, model);
    const inputs = copyRunInputs(base.inputs);
    const changed = (id: string): boolean => id !== MODEL_CHANGE && headIds.has(id);
    for (const id of headIds) {
      if (!changed(id)) continue;
      const was = this.baseById.has(id) ? agent.base.sends.get(id) : undefined;
      if (was) addUnit(inputs, agent.config, was, this.unitSize(agent, model, 'base', id), -1);
      const now = this.headById.has(id) ? agent.head.sends.get(id) : undefined;
      if (now) addUnit(inputs, agent.config, now, this.unitSize(agent, model, 'head', id), 1);
    }
    const variant = this.swapRendering(agent, model, headIds, inputs);
    // The settings of the side the changes leave: the head's with every change, a variant's where its
    // rendering read the construction again, else the base's.
    const settings = headIds === this.allIds ? (agent.head.config ?? agent.config) : (variant ?? agent.base.config ?? agent.config);
    inputs.toolOutputs = this.toolOutputs(agent, model, base, headIds, changed, settings.steps * settings.toolCallsPerStep);
    return { inputs, settings };
  }

  /**
   * The run's tool results: they take turns in base order, the changed ones at their head size, new ones
   * after. A run sends only its first `reach` results (its steps x tool calls; fewer take turns), so
   * only those are copied from the base's, and a change that keeps a unit's number of results swaps
   * its sizes there: the cost grows with the change and the run, never with every tool result. One
   * that adds or drops results before the reach places them all again.
   */
  private toolOutputs(agent: A, model: ModelSpec, base: BaseRun, headIds: ReadonlySet<string>, changed: (id: string) => boolean, reach: number): number[] {
    // With as many results as the run reaches, the later ones are never sent: their order is all that is left.
    const cut = reach > 0 && base.toolOutputs.length >= reach;
    const outputs = cut ? base.toolOutputs.slice(0, reach) : [...base.toolOutputs];
    const added: string[] = [];
    for (const id of headIds) {
      if (!changed(id)) continue;
      const at = base.toolAt.get(id);
      const now = this.headById.has(id) ? agent.head.sends.get(id) : undefined;
      const copies = now ? toolResultCopies(now) : 0;
      if (!at) {
        if (copies === 0) continue;
        // A new unit's results come after the base's; one on both sides that becomes a tool result takes its base place.
        if (!this.baseById.has(id)) added.push(id);
        else return this.placedAgain(agent, model, base, changed, headIds);
        continue;
      }
      if (cut && at.from >= reach) continue;
      if (copies !== at.copies) return this.placedAgain(agent, model, base, changed, headIds);
      outputs.fill(this.unitSize(agent, model, 'head', id), at.from, Math.min(at.from + at.copies, outputs.length));
    }
    // New results come after every base one: past the reach, they are never sent.
    if (!cut) for (const id of added) for (let i = toolResultCopies(agent.head.sends.get(id)!); i > 0; i--) outputs.push(this.unitSize(agent, model, 'head', id));
    return outputs;
  }

  /** Every tool result placed again in base order, the changed ones at head: where a change adds or drops results. */
  private placedAgain(agent: A, model: ModelSpec, base: BaseRun, changed: (id: string) => boolean, headIds: ReadonlySet<string>): number[] {
    const outputs: number[] = [];
    const place = (id: string, side: 'base' | 'head'): void => {
      const delivery = (side === 'head' ? agent.head.sends : agent.base.sends).get(id);
      const present = side === 'head' ? this.headById.has(id) : this.baseById.has(id);
      if (!delivery || !present) return;
      const tokens = this.unitSize(agent, model, side, id);
      for (let i = toolResultCopies(delivery); i > 0; i--) outputs.push(tokens);
    };
    for (const id of base.toolUnits) place(id, changed(id) ? 'head' : 'base');
    for (const id of headIds) if (changed(id) && !this.baseById.has(id)) place(id, 'head');
    return outputs;
  }

  /**
   * A rendered agent's request as these changes leave it, in place of the base one in the sums: the
   * head's when every change is applied, else rendered again from the mixed commit.
   */
  private swapRendering(agent: A, model: ModelSpec, headIds: ReadonlySet<string>, inputs: RunInputs): AgentConfig | undefined {
    if (!agent.base.request && !agent.head.request) return undefined;
    if (headIds.size === 0 || !this.rendersWith(agent, headIds)) return undefined;
    const variant = headIds === this.allIds ? { parts: agent.head.request ?? [] } : this.rendering.variant(agent, headIds);
    this.addParts(agent, model, agent.base.request ?? [], inputs, -1);
    this.addParts(agent, model, variant.parts, inputs, 1);
    return variant.config;
  }

  /** Whether a change reaches the agent's rendering: a unit it reads, or a file whose code it read. */
  private rendersWith(agent: A, ids: ReadonlySet<string>): boolean {
    for (const id of ids) {
      const rendered = agent.base.sends.get(id)?.kind === 'rendered' || agent.head.sends.get(id)?.kind === 'rendered';
      const path = id.startsWith(FILE_CHANGE) ? id.slice(FILE_CHANGE.length) : undefined;
      if (rendered || (path !== undefined && (agent.base.reads?.has(path) || agent.head.reads?.has(path)))) return true;
    }
    return false;
  }

  /** Adds rendered parts to a run's sums (`sign` 1) or takes them out: a part that carries the task carries its size too. */
  private addParts(agent: A, model: ModelSpec, parts: readonly RenderedPart[], inputs: RunInputs, sign: 1 | -1): void {
    for (const { delivery, tokens } of sizedParts(parts, (text) => this.rendering.size(text, model), agent.config.taskTokens)) addUnit(inputs, agent.config, delivery, tokens, sign);
  }

  /** The agent's base run on this model, summed once. */
  private baseRun(agent: A, model: ModelSpec): BaseRun {
    let byModel = this.baseRuns.get(agent);
    if (!byModel) this.baseRuns.set(agent, (byModel = new Map()));
    let run = byModel.get(model);
    if (!run) {
      const inputs = emptyRunInputs();
      const toolUnits: string[] = [];
      for (const id of this.baseById.keys()) {
        const was = agent.base.sends.get(id);
        if (was) addUnit(inputs, agent.config, was, this.unitSize(agent, model, 'base', id), 1);
        const now = this.headById.has(id) ? agent.head.sends.get(id) : undefined;
        if ((was && toolResultCopies(was) > 0) || (now && toolResultCopies(now) > 0)) toolUnits.push(id);
      }
      this.addParts(agent, model, agent.base.request ?? [], inputs, 1);
      const toolOutputs: number[] = [];
      const toolAt = new Map<string, { from: number; copies: number }>();
      for (const id of toolUnits) {
        const was = agent.base.sends.get(id);
        const copies = was ? toolResultCopies(was) : 0;
        if (copies === 0) continue;
        toolAt.set(id, { from: toolOutputs.length, copies });
        const tokens = this.unitSize(agent, model, 'base', id);
        for (let i = 0; i < copies; i++) toolOutputs.push(tokens);
      }
      byModel.set(model, (run = { inputs, toolUnits, toolOutputs, toolAt }));
    }
    return run;
  }

  /** A unit's size as this agent's model counts it (the caller's `size`, which remembers its counts). */
  private unitSize(agent: A, model: ModelSpec, side: 'base' | 'head', id: string): number {
    return this.size(agent, (side === 'base' ? this.baseById : this.headById).get(id)!, model);
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
    return this.rendersWith(agent, ids);
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
