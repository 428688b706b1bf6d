import { groupedNumber } from '../grouped-number.js';

/**
 * A column of dollars that adds up as shown. Each row and the total are rounded on their own, so
 * shown as they are, `$0.335 + $0.335` reads `$0.34 + $0.34 = $0.67`. Instead every cell is shown at
 * one precision, and the rows are rounded so that they sum to the rounded total exactly: the largest
 * remainder method, each row within one last digit of its true value (docs/architecture.md, "The comment").
 */
export interface DollarColumn {
  /** Digits after the point, the same in every cell. */
  decimals: number;
  /** Each row, in units of the last digit shown; they sum to `total`. */
  rows: number[];
  total: number;
}

/** Below this (in the column's dollars) a value is floating-point dust, not a cost: shown as zero. */
const DUST = 5e-7;
const MAX_DECIMALS = 6;

/**
 * Cents, or as many digits as the smallest row needs to show two significant digits (a cheap model's
 * one-token change is a fraction of a cent per 1,000 runs), up to six.
 */
export function columnDecimals(values: readonly number[]): number {
  const shown = values.map(Math.abs).filter((v) => v >= DUST);
  if (shown.length === 0) return 2;
  const smallest = Math.min(...shown);
  if (smallest >= 0.01) return 2;
  return Math.min(MAX_DECIMALS, 1 - Math.floor(Math.log10(smallest)));
}

export function dollarColumn(values: readonly number[], total: number): DollarColumn {
  const decimals = columnDecimals([...values, total]);
  const scale = 10 ** decimals;
  const exact = values.map((v) => (Math.abs(v) < DUST ? 0 : v * scale));
  const shownTotal = Math.abs(total) < DUST ? 0 : Math.round(total * scale);
  return { decimals, rows: apportion(exact, shownTotal), total: shownTotal };
}

/**
 * Integers near `values` that sum to `total`: each value rounded, then the difference given one unit at
 * a time to the rows that rounding moved furthest the other way. A row that is exactly zero stays zero,
 * unless every row is.
 */
export function apportion(values: readonly number[], total: number): number[] {
  const rounded = values.map((v) => Math.round(v));
  let missing = total - rounded.reduce((n, v) => n + v, 0);
  if (missing === 0) return rounded;
  const step = Math.sign(missing);
  // Rows that lost most to rounding in the direction still missing come first.
  const order = values
    .map((v, i) => ({ i, loss: (v - rounded[i]!) * step, zero: v === 0 }))
    .sort((a, b) => Number(a.zero) - Number(b.zero) || b.loss - a.loss || a.i - b.i)
    .map((r) => r.i);
  for (let k = 0; missing !== 0 && order.length > 0; k = (k + 1) % order.length) {
    rounded[order[k]!]! += step;
    missing -= step;
  }
  return rounded;
}

/** `+$1.50`, `-$0.0040`: a cell of the column, in its units. */
export function formatDollarUnits(units: number, decimals: number, signed = true): string {
  const abs = Math.abs(units) / 10 ** decimals;
  const body = groupedNumber(abs, decimals);
  const sign = units < 0 ? '-' : signed && units > 0 ? '+' : '';
  return `${sign}$${body}`;
}
