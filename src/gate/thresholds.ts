import { formatPercent, formatSigned, formatTokens, formatUsd, usdAbove } from '../report/format.js';
import type { Verdict } from '../report/report.js';
import { splitByTolerance, type Crossing } from './tolerance.js';

export interface Thresholds {
  maxDeltaTokens?: number;
  maxDeltaPercent?: number;
  /** Dollars per 1,000 runs. */
  maxDeltaUsd?: number;
  maxPeakContext?: number;
  /** Dollars per 1,000 runs, judged on recorded runs (docs/architecture.md, "Measured runs"). */
  maxMeasuredDeltaUsd?: number;
}

const THRESHOLD_NAMES: Array<[keyof Thresholds, string]> = [
  ['maxDeltaTokens', 'max-delta-tokens'],
  ['maxDeltaPercent', 'max-delta-percent'],
  ['maxDeltaUsd', 'max-delta-usd'],
  ['maxPeakContext', 'max-peak-context'],
  ['maxMeasuredDeltaUsd', 'max-measured-delta-usd'],
];

/** The thresholds a config (or a verdict's record, where null is unset) sets, and only those. */
export function thresholdsOf(config: { [K in keyof Thresholds]?: number | null }): Thresholds {
  return Object.fromEntries(THRESHOLD_NAMES.flatMap(([key]) => (config[key] == null ? [] : [[key, config[key]]]))) as Thresholds;
}

/**
 * What a pull request would change in the gate that judges it: `max-delta-tokens 500 → 5000`. The
 * gate keeps the base commit's thresholds, so a pull request cannot loosen its own check.
 */
export function thresholdChanges(applied: Thresholds, proposed: Thresholds): string[] {
  const show = (v: number | undefined): string => (v === undefined ? 'none' : String(v));
  return THRESHOLD_NAMES.filter(([key]) => applied[key] !== proposed[key]).map(([key, name]) => `${name} ${show(applied[key])} → ${show(proposed[key])}`);
}

/** What the gate judges of one agent: its own figures, never a sum over agents that are alternatives. */
export interface AgentFigures {
  agent: string;
  /** Its prompt material's change, and that as a percentage (null when it sent nothing at base). */
  deltaTokens: number;
  deltaPercent: number | null;
  deltaRunUsd: number;
  headPeakContext: number;
}

/**
 * Each threshold this agent's figures cross, naming the agent, so that a reason on a report of
 * several agents says whose figure it is (docs/architecture.md, "The figure").
 */
export function agentCrossings(figures: AgentFigures, thresholds: Thresholds): Crossing[] {
  const crossings: Crossing[] = [];
  const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
  const of = `(${figures.agent})`;
  if (maxDeltaTokens !== undefined && figures.deltaTokens > maxDeltaTokens) {
    crossings.push({ reason: `delta-tokens ${formatSigned(figures.deltaTokens)} ${of} is above max-delta-tokens ${maxDeltaTokens}`, value: figures.deltaTokens, limit: maxDeltaTokens, unit: 'count', agent: figures.agent });
  }
  if (maxDeltaPercent !== undefined && figures.deltaTokens > 0) {
    // With no prompt material at base, any growth is unbounded: it crosses every percent threshold, past any tolerance.
    if (figures.deltaPercent === null) {
      const reason = `delta-percent ${of}: all its prompt material is new (none at base), above max-delta-percent ${maxDeltaPercent}%`;
      crossings.push({ reason, value: Number.POSITIVE_INFINITY, limit: maxDeltaPercent, unit: 'percent', agent: figures.agent });
    } else if (figures.deltaPercent > maxDeltaPercent) {
      crossings.push({ reason: `delta-percent ${formatPercent(figures.deltaPercent)} ${of} is above max-delta-percent ${maxDeltaPercent}%`, value: figures.deltaPercent, limit: maxDeltaPercent, unit: 'percent', agent: figures.agent });
    }
  }
  const usd = perThousandRuns(figures.deltaRunUsd);
  if (maxDeltaUsd !== undefined && usd > maxDeltaUsd) {
    crossings.push({ reason: `delta-run-usd ${usdAbove(usd, maxDeltaUsd)} per 1,000 runs ${of} is above max-delta-usd ${formatUsd(maxDeltaUsd)}`, value: usd, limit: maxDeltaUsd, unit: 'usd', agent: figures.agent });
  }
  if (maxPeakContext !== undefined && figures.headPeakContext > maxPeakContext) {
    const reason = `head-peak-context ${formatTokens(figures.headPeakContext)} ${of} is above max-peak-context ${formatTokens(maxPeakContext)}`;
    crossings.push({ reason, value: figures.headPeakContext, limit: maxPeakContext, unit: 'count', agent: figures.agent });
  }
  return crossings;
}

/**
 * Dollars per run as dollars per 1,000 runs, the unit of every dollar threshold, to the nano-dollar:
 * a change exactly at a limit is not over it by a float's last bit.
 */
export function perThousandRuns(usdPerRun: number): number {
  return Math.round(usdPerRun * 1000 * 1e9) / 1e9;
}


/** What the gate judges of one agent's recorded runs: the change of its median run, where both sides are priced. */
export interface MeasuredFigures {
  /** The estimate's name for the agent where it matches one, else the recordings' name. */
  agent: string;
  baseRuns: number;
  headRuns: number;
  /** Dollars per run; null where a side has no runs or no prices, which the gate cannot judge. */
  deltaCostUsd: number | null;
}

/**
 * Whether this agent's recorded runs cross max-measured-delta-usd: the median run's change, compared
 * as every dollar threshold is (`perThousandRuns`).
 */
export function measuredCrossings(figures: MeasuredFigures, { maxMeasuredDeltaUsd: limit }: Thresholds): Crossing[] {
  if (limit === undefined || figures.deltaCostUsd === null) return [];
  const perThousand = perThousandRuns(figures.deltaCostUsd);
  if (perThousand <= limit) return [];
  const runs = `median of ${figures.baseRuns} ${figures.baseRuns === 1 ? 'run' : 'runs'} at base and ${figures.headRuns} at head`;
  return [{ reason: `measured delta-run-usd ${usdAbove(perThousand, limit)} per 1,000 runs (${figures.agent}, ${runs}) is above max-measured-delta-usd ${formatUsd(limit)}`, value: perThousand, limit, unit: 'usd', agent: figures.agent }];
}

/** What the gate is given beside the thresholds: the budgets' crossings and the tolerance band. */
export interface GateExtras {
  budgets?: readonly Crossing[];
  tolerancePercent?: number | null;
  /** The label that would accept a failing check, for the comment to say how. */
  acceptLabel?: string | null;
}

/**
 * The check fails when any agent's change crosses a threshold the team set (its estimated figures,
 * then its recorded runs'), or a budget is crossed at head, past the tolerance band. Its reasons,
 * agent by agent in the order given, then the budgets'; crossings within the band pass, listed as
 * tolerated.
 */
export function evaluateGate(agents: readonly AgentFigures[], thresholds: Thresholds, measured: readonly MeasuredFigures[] = [], extras: GateExtras = {}): Verdict {
  const crossings = [...agents.flatMap((a) => agentCrossings(a, thresholds)), ...measured.flatMap((m) => measuredCrossings(m, thresholds)), ...(extras.budgets ?? [])];
  const tolerance = extras.tolerancePercent ?? null;
  const { failing, tolerated, judged } = splitByTolerance(crossings, tolerance);
  const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext, maxMeasuredDeltaUsd } = thresholds;
  return {
    status: failing.length ? 'fail' : 'pass',
    reasons: failing,
    thresholds: {
      maxDeltaTokens: maxDeltaTokens ?? null,
      maxDeltaPercent: maxDeltaPercent ?? null,
      maxDeltaUsd: maxDeltaUsd ?? null,
      maxPeakContext: maxPeakContext ?? null,
      maxMeasuredDeltaUsd: maxMeasuredDeltaUsd ?? null,
    },
    ...(tolerance !== null ? { tolerancePercent: tolerance } : {}),
    ...(tolerated.length ? { tolerated } : {}),
    ...(judged.length ? { crossings: judged } : {}),
    ...(extras.acceptLabel !== undefined ? { acceptLabel: extras.acceptLabel } : {}),
  };
}
