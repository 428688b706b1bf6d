import type { Totals, Verdict } from './report/report.js';
import { formatPercent, formatSigned } from './report/format.js';

export interface Thresholds {
  maxDeltaTokens?: number;
  maxDeltaPercent?: number;
}

/** The check fails when the static token delta crosses a threshold the team set. */
export function evaluateGate(totals: Totals, thresholds: Thresholds): Verdict {
  const reasons: string[] = [];
  const { maxDeltaTokens, maxDeltaPercent } = thresholds;
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
  return {
    status: reasons.length ? 'fail' : 'pass',
    reasons,
    thresholds: { maxDeltaTokens: maxDeltaTokens ?? null, maxDeltaPercent: maxDeltaPercent ?? null },
  };
}
