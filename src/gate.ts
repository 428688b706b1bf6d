import { formatPercent, formatSigned, formatTokens, formatUsd } from './report/format.js';
import type { Totals, Verdict } from './report/report.js';

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

/** The check fails when the change crosses a threshold the team set. */
export function evaluateGate(totals: Totals, thresholds: Thresholds): Verdict {
  const reasons: string[] = [];
  const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
  if (maxDeltaTokens !== undefined && totals.deltaTokens > maxDeltaTokens) {
    reasons.push(`delta-tokens ${formatSigned(totals.deltaTokens)} is above max-delta-tokens ${maxDeltaTokens}`);
  }
  if (maxDeltaPercent !== undefined && totals.deltaTokens > 0) {
    // With no prompt material at base, any growth is unbounded and crosses every percent threshold.
    if (totals.deltaPercent === null) {
      reasons.push(`delta-percent: all prompt material is new (none at base), above max-delta-percent ${maxDeltaPercent}%`);
    } else if (totals.deltaPercent > maxDeltaPercent) {
      reasons.push(`delta-percent ${formatPercent(totals.deltaPercent)} is above max-delta-percent ${maxDeltaPercent}%`);
    }
  }
  if (maxDeltaUsd !== undefined && totals.deltaRunUsd * 1000 > maxDeltaUsd) {
    reasons.push(`delta-run-usd ${formatUsd(totals.deltaRunUsd * 1000, true)} per 1,000 runs is above max-delta-usd ${formatUsd(maxDeltaUsd)}`);
  }
  if (maxPeakContext !== undefined && totals.headPeakContext > maxPeakContext) {
    reasons.push(`head-peak-context ${formatTokens(totals.headPeakContext)} is above max-peak-context ${formatTokens(maxPeakContext)}`);
  }
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
