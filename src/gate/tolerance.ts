import { assertNever } from '../assert-never.js';
import { groupedNumber } from '../grouped-number.js';
import { usdAbove } from '../report/format.js';
import type { VerdictCrossing } from '../report/report.js';

/** One figure past one limit, in the limit's own unit, with the gate's sentence for it. */
export interface Crossing {
  reason: string;
  value: number;
  limit: number;
  /** How the band's top is written: `550`, `$11.00`, `5.5%`. */
  unit: 'count' | 'usd' | 'percent';
  /** Whose figure it is, and the budget it crosses, where it is one's. */
  agent?: string;
  budget?: string;
}

/**
 * The tolerance band (docs/architecture.md, "Accepting an increase"): a crossing by at most
 * `tolerancePercent` of its limit passes, and is said as tolerated with the most it could have been;
 * past the band, or with no band, it fails. A limit of 0 has no band: any growth is past it.
 */
export function splitByTolerance(crossings: readonly Crossing[], tolerancePercent: number | null): { failing: string[]; tolerated: string[]; judged: VerdictCrossing[] } {
  const failing: string[] = [];
  const tolerated: string[] = [];
  const judged: VerdictCrossing[] = [];
  for (const c of crossings) {
    const place = { ...(c.agent !== undefined ? { agent: c.agent } : {}), ...(c.budget !== undefined ? { budget: c.budget } : {}) };
    if (tolerancePercent !== null && withinBand(c.value, c.limit, tolerancePercent)) {
      const reason = `${c.reason}, within the ${percent(tolerancePercent)} tolerance (up to ${written(bandTop(c.limit, tolerancePercent), c.unit, c.limit)})`;
      tolerated.push(reason);
      judged.push({ reason, status: 'tolerated', ...place });
    } else {
      failing.push(c.reason);
      judged.push({ reason: c.reason, status: 'failing', ...place });
    }
  }
  return { failing, tolerated, judged };
}

/** Whether a figure past its limit is still inside the band above it; a limit of 0 has none. */
export function withinBand(value: number, limit: number, tolerancePercent: number | null): boolean {
  return tolerancePercent !== null && limit > 0 && toNano(value) <= toNano(bandTop(limit, tolerancePercent));
}

/** The most a figure may reach inside the band: the limit and its tolerance, computed so that 500 and 10% give exactly 550. */
function bandTop(limit: number, tolerancePercent: number): number {
  return (limit * (100 + tolerancePercent)) / 100;
}

/** To the nano-unit, as every dollar figure is compared: a figure exactly at the band's top is inside it. */
function toNano(n: number): number {
  return Math.round(n * 1e9) / 1e9;
}

function written(n: number, unit: Crossing['unit'], limit: number): string {
  switch (unit) {
    case 'count':
      return groupedNumber(Math.floor(toNano(n)));
    case 'usd':
      // A narrow band over a small limit: as many decimals as it takes to read above the limit.
      return usdAbove(n, limit, false);
    case 'percent':
      return percent(n);
    default:
      return assertNever(unit);
  }
}

/** `10%`, `2.5%`: as many decimals as it has, up to two. */
function percent(n: number): string {
  return `${Number(n.toFixed(2))}%`;
}
