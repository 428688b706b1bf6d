import type { AgentConfig } from '../config/config.js';
import { SHAPE_SETTINGS, type FittedShape, type RunCalibration } from '../report/run-calibration.js';
import { UNNAMED_AGENT } from '../report/measured-runs.js';
import type { SimulationResult } from '../simulate/simulator.js';
import type { UsageRecord } from '../trace/usage/usage-record.js';
import type { PricedAgent } from './agents.js';
import { matchRecordedAgents, recordedAgentNames, type RecordedSides } from './measured-runs.js';
import { spreadOf } from './recorded-usage.js';

/** What an agent's recorded runs look like on one side: the median run's figures. */
export interface RecordedShape {
  side: 'base' | 'head';
  runs: number;
  from: string | null;
  to: string | null;
  /** Model requests in the median run. */
  requests: number;
  /** The median run's first request, where the records keep requests apart (not a log's run totals). */
  firstRequestTokens: number | undefined;
  /** The median run's input, every request of it. */
  inputTokens: number;
  /** Output tokens per request, the median run's. */
  outputTokensPerRequest: number;
  /** The share of its input a run read from the cache, the median run's. */
  cacheReadShare: number;
}

/** Runs the agent's run at one end with the settings it carries: the simulation calibration fits. */
export type SideRun = (agent: PricedAgent, side: 'base' | 'head') => SimulationResult;

/**
 * Each estimate agent matched to runs recorded at base, its run shape fitted to them
 * (docs/architecture.md, "Calibration"): steps from the runs' requests, output per step from theirs,
 * the task from the first request, and tool output per step so that the simulated run sends what the
 * median recorded run sent; the change is then priced on that shape. Only base's runs are fitted:
 * head's come from the pull request's own code, which must not choose the shape its change is priced
 * on. A setting is kept as set where the config sets it and that value is the one the agent runs
 * with (`fixed`, and an agent's own keys in `agents:`), and where the pull request changes it (a new
 * `max_steps`), so that change is still priced.
 */
export function calibrateAgents(
  agents: readonly PricedAgent[],
  recorded: RecordedSides,
  fixed: Readonly<Partial<Record<keyof FittedShape, number>>>,
  ownSettings: (agent: string) => ReadonlySet<string>,
  run: SideRun,
): { agents: PricedAgent[]; calibrations: Map<string, RunCalibration> } {
  const match = matchRecordedAgents(recordedAgentNames(recorded), agents.map((a) => a.config.name));
  const calibrations = new Map<string, RunCalibration>();
  const calibrated = agents.map((agent) => {
    const shape = recordedShape(recorded.base.records.filter((r) => match.get(r.agent ?? UNNAMED_AGENT) === agent.config.name), 'base');
    if (!shape) return agent;
    const kept = keptShape(agent.base.config, agent.head.config, fixed, ownSettings(agent.config.name));
    const { agent: fitted, calibration } = fitAgent(agent, shape, kept, run);
    calibrations.set(agent.config.name, calibration);
    return fitted;
  });
  return { agents: calibrated, calibrations };
}

/**
 * The shape settings calibration leaves as they are: an agent's own in `agents:`, one the user set
 * for every agent where the agent runs with that value, and one the pull request changes.
 */
export function keptShape(
  base: AgentConfig,
  head: AgentConfig,
  fixed: Readonly<Partial<Record<keyof FittedShape, number>>>,
  own: ReadonlySet<string>,
): Set<keyof FittedShape> {
  return new Set(SHAPE_SETTINGS.map(([key]) => key).filter((key) => own.has(key) || (fixed[key] !== undefined && fixed[key] === base[key]) || base[key] !== head[key]));
}

/** The median run of an agent's records on one side; undefined without records. */
export function recordedShape(records: readonly UsageRecord[], side: 'base' | 'head'): RecordedShape | undefined {
  const runs = new Map<string, UsageRecord[]>();
  // A log of a run that made no call (SWE-agent's bill of 0 calls) says nothing of its shape.
  for (const record of records.filter((r) => (r.requests ?? 1) > 0)) {
    const id = record.runId ?? record.source.file;
    (runs.get(id) ?? runs.set(id, []).get(id)!).push(record);
  }
  if (runs.size === 0) return undefined;
  const at = (r: UsageRecord): number => (r.time === undefined ? 0 : Date.parse(r.time) || 0);
  const summed = [...runs.values()].map((requests) => {
    const ordered = [...requests].sort((a, b) => at(a) - at(b) || a.source.file.localeCompare(b.source.file) || a.source.line - b.source.line);
    const count = ordered.reduce((n, r) => n + (r.requests ?? 1), 0);
    return {
      requests: count,
      input: ordered.reduce((n, r) => n + r.inputTokens, 0),
      output: ordered.reduce((n, r) => n + r.outputTokens, 0) / count,
      cached: ordered.reduce((n, r) => n + r.cacheReadTokens, 0),
      // A record that sums a run's requests (SWE-agent's bill) says nothing of its first.
      first: (ordered[0]!.requests ?? 1) === 1 ? ordered[0]!.inputTokens : undefined,
    };
  });
  const firsts = summed.map((r) => r.first).filter((n): n is number => n !== undefined);
  const times = records.map((r) => r.time).filter((t): t is string => t !== undefined).sort();
  return {
    side,
    runs: summed.length,
    from: times[0] ?? null,
    to: times[times.length - 1] ?? null,
    requests: Math.max(1, Math.round(spreadOf(summed.map((r) => r.requests)).median)),
    firstRequestTokens: firsts.length ? spreadOf(firsts).median : undefined,
    inputTokens: spreadOf(summed.map((r) => r.input)).median,
    outputTokensPerRequest: spreadOf(summed.map((r) => r.output)).median,
    cacheReadShare: spreadOf(summed.map((r) => (r.input > 0 ? r.cached / r.input : 0))).median,
  };
}

/**
 * Steps and output per step are read off the runs; the task is what the first recorded request sends
 * beyond the simulated one; tool output per step is solved for the run's input, which grows with it:
 * a secant step from two runs, then one more from where it lands, for a policy that edits the history.
 */
function fitAgent(agent: PricedAgent, shape: RecordedShape, kept: ReadonlySet<keyof FittedShape>, run: SideRun): { agent: PricedAgent; calibration: RunCalibration } {
  const fits = (key: keyof FittedShape): boolean => !kept.has(key);
  const fitted: FittedShape = {};
  const simulated = (a: PricedAgent): SimulationResult => run(a, shape.side);
  // The agent with the settings fitted so far, and its run once simulated: each state is run once.
  let current = agent;
  let currentRun: SimulationResult | undefined;
  const refit = (): void => {
    current = withShape(agent, fitted);
    currentRun = undefined;
  };
  const currentResult = (): SimulationResult => (currentRun ??= simulated(current));
  const total = (): number => currentResult().totals.inputTokens;
  // A run that plans every N steps makes a planning call beside N steps: those are not steps.
  const planning = agent.base.config.planningInterval;
  if (fits('steps')) fitted.steps = planning ? Math.max(1, Math.round((shape.requests * planning) / (planning + 1))) : shape.requests;
  if (fits('outputTokensPerStep')) fitted.outputTokensPerStep = Math.round(shape.outputTokensPerRequest);
  refit();
  if (fits('taskTokens') && shape.firstRequestTokens !== undefined) {
    const first = currentResult().requests.inputs()[0] ?? 0;
    fitted.taskTokens = Math.max(0, settingsOf(current, shape.side).taskTokens + Math.round(shape.firstRequestTokens - first));
    refit();
  }
  if (fits('toolOutputTokens')) {
    let tool = settingsOf(current, shape.side).toolOutputTokens;
    for (let pass = 0; pass < 2 && total() !== shape.inputTokens; pass++) {
      const probe = simulated(withShape(agent, { ...fitted, toolOutputTokens: tool + 100 })).totals.inputTokens;
      const slope = (probe - total()) / 100;
      // A run of one request, or one whose tool outputs come from files, does not grow with it.
      if (slope <= 0) break;
      tool = Math.max(0, Math.round(tool + (shape.inputTokens - total()) / slope));
      fitted.toolOutputTokens = tool;
      refit();
    }
  }
  return {
    agent: current,
    calibration: {
      side: shape.side,
      runs: shape.runs,
      from: shape.from,
      to: shape.to,
      fitted,
      kept: SHAPE_SETTINGS.filter(([key]) => kept.has(key)).map(([, name]) => name),
      recordedRequests: shape.requests,
      recordedInputTokens: shape.inputTokens,
      simulatedInputTokens: total(),
      recordedCacheReadShare: shape.cacheReadShare,
      simulatedCacheReadShare: cacheReadShare(currentResult(), settingsOf(current, shape.side).caching),
    },
  };
}

/** The share of a simulated run's input read from the cache: none where the agent does not cache. */
function cacheReadShare(run: SimulationResult, caching: boolean): number {
  return caching && run.totals.inputTokens > 0 ? run.totals.cachedTokens / run.totals.inputTokens : 0;
}

/** The agent with the fitted settings over its own, at both ends. */
function withShape(agent: PricedAgent, shape: FittedShape): PricedAgent {
  const over = (config: AgentConfig): AgentConfig => ({ ...config, ...shape });
  return { ...agent, config: over(agent.config), base: { ...agent.base, config: over(agent.base.config) }, head: { ...agent.head, config: over(agent.head.config) } };
}

function settingsOf(agent: PricedAgent, side: 'base' | 'head'): AgentConfig {
  return agent[side].config;
}
