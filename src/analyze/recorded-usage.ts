import type { ModelSpec } from '../models/model.js';
import { recordedCostUsd } from '../models/recorded-cost.js';
import type { AgentRecordedUsage, RecordedRun, Spread } from '../report/recorded-usage-report.js';
import type { UsageRecord } from '../trace/usage/usage-record.js';
import { UNNAMED_AGENT } from '../report/measured-runs.js';

export type { AgentRecordedUsage, RecordedRun, Spread } from '../report/recorded-usage-report.js';

/** An agent's recorded runs on each side; undefined on a side that recorded none. */
export interface RecordedPair {
  agent: string;
  base: AgentRecordedUsage | undefined;
  head: AgentRecordedUsage | undefined;
}

/** The model a record is priced as, from the model it names (if any) and its agent's name; undefined for none with prices. */
export type RecordPricing = (model: string | undefined, agent: string) => ModelSpec | undefined;


/**
 * Records grouped by agent and then by run, each run summed and each agent's runs spread. `price`
 * gives a record's model from the model it names and its agent (undefined for none with prices): a
 * run with an unpriced request has no cost, and nor has its agent's spread, rather than a cost that
 * leaves that request out.
 */
export function summariseRecordedUsage(records: readonly UsageRecord[], price: RecordPricing): AgentRecordedUsage[] {
  const byAgent = new Map<string, Map<string, UsageRecord[]>>();
  for (const record of records) {
    const agent = record.agent ?? UNNAMED_AGENT;
    const runs = byAgent.get(agent) ?? byAgent.set(agent, new Map()).get(agent)!;
    const runId = record.runId ?? record.source.file;
    (runs.get(runId) ?? runs.set(runId, []).get(runId)!).push(record);
  }
  return [...byAgent].map(([agent, runs]) => {
    const unpriced = new Set<string>();
    const summed = [...runs].map(([runId, requests]) => runTotals(runId, requests, (model) => price(model, agent), unpriced));
    const spread = (figure: (run: RecordedRun) => number): Spread => spreadOf(summed.map(figure));
    const costs = summed.map((run) => run.costUsd);
    return {
      agent,
      runs: summed,
      requests: summed.reduce((n, run) => n + run.requests, 0),
      perRun: {
        requests: spread((run) => run.requests),
        inputTokens: spread((run) => run.inputTokens),
        cacheReadTokens: spread((run) => run.cacheReadTokens),
        cacheWriteTokens: spread((run) => run.cacheWriteTokens),
        outputTokens: spread((run) => run.outputTokens),
        ...(costs.every((c) => c !== undefined) ? { costUsd: spreadOf(costs as number[]) } : {}),
      },
      unpriced: [...unpriced].sort(),
    };
  });
}

function runTotals(runId: string, requests: readonly UsageRecord[], price: (model: string | undefined) => ModelSpec | undefined, unpriced: Set<string>): RecordedRun {
  let costUsd: number | undefined = 0;
  const times = requests.map((r) => r.time).filter((t): t is string => t !== undefined).sort();
  for (const record of requests) {
    const model = price(record.model);
    if (!model) {
      unpriced.add(record.model ?? '(no model named)');
      costUsd = undefined;
    } else if (costUsd !== undefined) costUsd += recordedCostUsd(record, model);
  }
  const sum = (figure: (r: UsageRecord) => number): number => requests.reduce((n, r) => n + figure(r), 0);
  return {
    runId,
    requests: sum((r) => r.requests ?? 1),
    inputTokens: sum((r) => r.inputTokens),
    cacheReadTokens: sum((r) => r.cacheReadTokens),
    cacheWriteTokens: sum((r) => r.cacheWrite5mTokens + r.cacheWrite1hTokens),
    outputTokens: sum((r) => r.outputTokens),
    ...(costUsd !== undefined ? { costUsd } : {}),
    ...(times.length ? { from: times[0], to: times[times.length - 1] } : {}),
  };
}

/** The median (of an even count, the mean of the middle two), the least and the most. */
export function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/**
 * Each agent's recorded runs at base beside its runs at head, by name: the two sides of a pull
 * request's measured delta (docs/architecture.md, "Measured runs"), which takes the change of the
 * medians, not of the means: one run that looped or failed early moves a mean of a few runs by more
 * than the change being measured.
 */
export function pairRecordedUsage(base: readonly AgentRecordedUsage[], head: readonly AgentRecordedUsage[]): RecordedPair[] {
  const agents = [...new Set([...base, ...head].map((a) => a.agent))].sort();
  return agents.map((agent) => ({ agent, base: base.find((a) => a.agent === agent), head: head.find((a) => a.agent === agent) }));
}
