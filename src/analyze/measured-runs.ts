import { knownModel } from '../models/catalog.js';
import type { ModelOverride, ModelSpec } from '../models/model.js';
import type { FittedShape } from '../report/run-calibration.js';
import { UNNAMED_AGENT, type MeasuredAgent, type MeasuredRuns, type MeasuredSide } from '../report/measured-runs.js';
import type { ScenarioReport } from '../report/report.js';
import type { UsageFormat } from '../trace/usage/read-usage.js';
import { pairRecordedUsage, summariseRecordedUsage, type AgentRecordedUsage } from './recorded-usage.js';
import { readRecordings, type ReadRecordings, type Recording } from './recordings.js';

/** Runs recorded at base and at head, as an adapter read their files. */
export interface Recordings {
  base: readonly Recording[];
  head: readonly Recording[];
  /** The files' format; by default each file's content tells it. */
  format?: UsageFormat;
  /** The model the user named (input, flag, config file): records that name none, of an agent the estimate does not know, are priced as it. */
  namedModel?: string;
  /** The run-shape settings the user set for every agent (config file, inputs, flags), with their values: calibration keeps them as set. */
  fixedShape?: Readonly<Partial<Record<keyof FittedShape, number>>>;
}

/** Both sides' records, read (and any bad record refused) before anything else is worked out. */
export interface RecordedSides {
  base: ReadRecordings;
  head: ReadRecordings;
}

export function readRecordedSides(recordings: Recordings): RecordedSides {
  return { base: readRecordings(recordings.base, recordings.format), head: readRecordings(recordings.head, recordings.format) };
}

/** What the recorded runs are priced and matched with. */
export interface MeasureContext {
  /** The estimate's agents: a recorded agent is matched to one by name, and a record of it that names no model is priced as that agent's model. */
  scenarios: readonly Pick<ScenarioReport, 'name' | 'model' | 'modelChange'>[];
  /** The config's `models:`, so recorded requests are priced as the estimate is. */
  models: Record<string, ModelOverride>;
  /** The model the user named (flag, input, config file): a record that names none, of an agent that matches no scenario, is priced as it; without it, unpriced. */
  namedModel?: string;
}

/**
 * Each agent's recorded runs at base beside its runs at head, matched to the estimate's agents
 * (docs/architecture.md, "Measured runs"): the measured delta of a pull request, priced as the
 * estimate prices, with the number of runs and their spread on each side.
 */
/** The agents the records of both sides name, each once (a record that names none is the unnamed agent). */
export function recordedAgentNames({ base, head }: RecordedSides): string[] {
  return [...new Set([...base.records, ...head.records].map((r) => r.agent ?? UNNAMED_AGENT))];
}

export function measureRuns(recorded: RecordedSides, context: MeasureContext): MeasuredRuns {
  const { base, head } = recorded;
  const { namedModel } = context;
  const match = matchRecordedAgents(recordedAgentNames(recorded), context.scenarios.map((s) => s.name));
  const scenarioOf = new Map(context.scenarios.map((s) => [s.name, s]));
  const pricing = (side: 'base' | 'head') => (model: string | undefined, agent: string): ModelSpec | undefined => {
    const scenario = scenarioOf.get(match.get(agent) ?? '');
    // A record that names no model ran on its agent's model, as the estimate prices that agent at this end.
    const id = model ?? (scenario ? (side === 'base' ? (scenario.modelChange?.from ?? scenario.model) : scenario.model) : namedModel);
    return knownModel(id, context.models);
  };
  const pairs = pairRecordedUsage(summariseRecordedUsage(base.records, pricing('base')), summariseRecordedUsage(head.records, pricing('head')));
  const order = (agent: string): number => {
    const scenario = match.get(agent);
    return scenario === undefined ? context.scenarios.length : context.scenarios.findIndex((s) => s.name === scenario);
  };
  const agents: MeasuredAgent[] = pairs
    .map((d) => {
      const sides = { base: d.base ? sideOf(d.base) : null, head: d.head ? sideOf(d.head) : null };
      return { agent: d.agent, scenario: match.get(d.agent) ?? null, ...sides, ...deltasOf(sides.base, sides.head) };
    })
    .sort((a, b) => order(a.agent) - order(b.agent) || a.agent.localeCompare(b.agent));
  return { base: base.files, head: head.files, agents };
}

/**
 * Which estimate agent each recorded agent is the recording of: the same name; else the same name
 * but for case and punctuation (`claude-code` is `Claude Code`); else, when one recorded agent and
 * one estimate agent are left unmatched and either the records name no agent or the estimate has
 * that one agent only, each other. The rest match none and are shown on their own, never priced
 * or gated as another agent.
 */
export function matchRecordedAgents(recorded: readonly string[], scenarios: readonly string[]): Map<string, string> {
  const match = new Map<string, string>();
  const taken = new Set<string>();
  const pair = (agent: string, scenario: string): void => {
    match.set(agent, scenario);
    taken.add(scenario);
  };
  for (const agent of recorded) if (scenarios.includes(agent)) pair(agent, agent);
  const key = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  for (const agent of recorded.filter((a) => !match.has(a))) {
    const same = scenarios.filter((s) => !taken.has(s) && key(s) === key(agent));
    const rivals = recorded.filter((a) => !match.has(a) && key(a) === key(agent));
    if (same.length === 1 && rivals.length === 1) pair(agent, same[0]!);
  }
  const agentsLeft = recorded.filter((a) => !match.has(a));
  const scenariosLeft = scenarios.filter((s) => !taken.has(s));
  if (agentsLeft.length === 1 && scenariosLeft.length === 1 && (agentsLeft[0] === UNNAMED_AGENT || scenarios.length === 1)) pair(agentsLeft[0]!, scenariosLeft[0]!);
  return match;
}

/**
 * The measured runs with each agent's change worked out again from its two sides' medians: a report
 * read back from a file (`publish-report`) is gated and shown on figures that agree with its sides,
 * never on a delta the file states.
 */
export function settledMeasuredRuns(measured: MeasuredRuns): MeasuredRuns {
  return { ...measured, agents: measured.agents.map((m) => ({ ...m, ...deltasOf(m.base, m.head) })) };
}

function deltasOf(base: MeasuredSide | null, head: MeasuredSide | null): Pick<MeasuredAgent, 'deltaInputTokens' | 'deltaCostUsd'> {
  return {
    deltaInputTokens: base && head ? head.inputTokens.median - base.inputTokens.median : null,
    deltaCostUsd: base?.costUsd && head?.costUsd ? head.costUsd.median - base.costUsd.median : null,
  };
}

function sideOf(usage: AgentRecordedUsage): MeasuredSide {
  const times = usage.runs.flatMap((run) => [run.from, run.to]).filter((t): t is string => t !== undefined).sort();
  return {
    runs: usage.runs.length,
    requests: usage.requests,
    inputTokens: usage.perRun.inputTokens,
    cacheReadTokens: usage.perRun.cacheReadTokens,
    outputTokens: usage.perRun.outputTokens,
    costUsd: usage.perRun.costUsd ?? null,
    from: times[0] ?? null,
    to: times[times.length - 1] ?? null,
    unpriced: usage.unpriced,
  };
}
