import { formatPercent, formatSigned, formatTokens, formatUsd } from './report/format.js';
import type { Verdict } from './report/report.js';

export interface Thresholds {
  maxDeltaTokens?: number;
  maxDeltaPercent?: number;
  /** Dollars per 1,000 runs. */
  maxDeltaUsd?: number;
  maxPeakContext?: number;
}

const THRESHOLD_NAMES: Array<[keyof Thresholds, string]> = [
  ['maxDeltaTokens', 'max-delta-tokens'],
  ['maxDeltaPercent', 'max-delta-percent'],
  ['maxDeltaUsd', 'max-delta-usd'],
  ['maxPeakContext', 'max-peak-context'],
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
 * Why this agent fails the check: each threshold its figures cross, naming the agent, so that a
 * reason on a report of several agents says whose figure it is (docs/architecture.md, "The figure").
 */
export function agentReasons(figures: AgentFigures, thresholds: Thresholds): string[] {
  const reasons: string[] = [];
  const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
  const of = `(${figures.agent})`;
  if (maxDeltaTokens !== undefined && figures.deltaTokens > maxDeltaTokens) {
    reasons.push(`delta-tokens ${formatSigned(figures.deltaTokens)} ${of} is above max-delta-tokens ${maxDeltaTokens}`);
  }
  if (maxDeltaPercent !== undefined && figures.deltaTokens > 0) {
    // With no prompt material at base, any growth is unbounded and crosses every percent threshold.
    if (figures.deltaPercent === null) {
      reasons.push(`delta-percent ${of}: all its prompt material is new (none at base), above max-delta-percent ${maxDeltaPercent}%`);
    } else if (figures.deltaPercent > maxDeltaPercent) {
      reasons.push(`delta-percent ${formatPercent(figures.deltaPercent)} ${of} is above max-delta-percent ${maxDeltaPercent}%`);
    }
  }
  if (maxDeltaUsd !== undefined && figures.deltaRunUsd * 1000 > maxDeltaUsd) {
    reasons.push(`delta-run-usd ${formatUsd(figures.deltaRunUsd * 1000, true)} per 1,000 runs ${of} is above max-delta-usd ${formatUsd(maxDeltaUsd)}`);
  }
  if (maxPeakContext !== undefined && figures.headPeakContext > maxPeakContext) {
    reasons.push(`head-peak-context ${formatTokens(figures.headPeakContext)} ${of} is above max-peak-context ${formatTokens(maxPeakContext)}`);
  }
  return reasons;
}

/** The check fails when any agent's change crosses a threshold the team set; its reasons, agent by agent, in the order given. */
export function evaluateGate(agents: readonly AgentFigures[], thresholds: Thresholds): Verdict {
  const reasons = agents.flatMap((a) => agentReasons(a, thresholds));
  const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
  return {
    status: reasons.length ? 'fail' : 'pass',
    reasons,
    thresholds: {
      maxDeltaTokens: maxDeltaTokens ?? null,
      maxDeltaPercent: maxDeltaPercent ?? null,
      maxDeltaUsd: maxDeltaUsd ?? null,
      maxPeakContext: maxPeakContext ?? null,
    },
  };
}
