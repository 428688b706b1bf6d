import { groupedNumber } from '../grouped-number.js';

export function formatTokens(n: number): string {
  return groupedNumber(n);
}

/** `+1,234`, `-56`, `0`: a delta always shows its sign. */
export function formatSigned(n: number): string {
  return n > 0 ? `+${groupedNumber(n)}` : groupedNumber(n);
}

export function formatPercent(p: number | null): string {
  if (p === null) return 'new';
  const rounded = Math.abs(p) >= 10 ? p.toFixed(0) : p.toFixed(1);
  return `${p > 0 ? '+' : ''}${rounded}%`;
}

/** Percent change from base to head; null when base is zero and head is not. */
export function percentChange(base: number, head: number): number | null {
  if (base === 0) return head === 0 ? 0 : null;
  return ((head - base) / base) * 100;
}

/** Dollars with cents, or four significant digits below a cent; `signed` shows + for growth. */
export function formatUsd(usd: number, signed = false): string {
  const abs = Math.abs(usd);
  const body = abs >= 0.01 || abs === 0 ? groupedNumber(abs, 2) : abs.toPrecision(2);
  const sign = usd < 0 ? '-' : signed && usd > 0 ? '+' : '';
  return `${sign}$${body}`;
}

/**
 * Two dollar figures at one precision that shows their difference to two significant digits
 * (`$0.1321 → $0.1342`, not `$0.13 → $0.13`): cents at least, four decimals at most; and the
 * difference, at that precision or, smaller, to two significant digits.
 */
export function formatUsdPair(base: number, head: number): { base: string; head: string; delta: string } {
  const apart = Math.abs(head - base);
  const smallest = Math.min(...[base, head].map(Math.abs).filter((v) => v > 0));
  const needed = [apart, smallest].filter((v) => v > 0 && Number.isFinite(v)).map((v) => 1 - Math.floor(Math.log10(v)));
  const decimals = Math.min(4, Math.max(2, ...needed));
  const at = (usd: number, sign = ''): string =>
    `${usd < 0 ? '-' : sign}$${groupedNumber(Math.abs(usd), decimals)}`;
  // The difference at the pair's precision, or, when that rounds it away, as formatUsd writes a small figure.
  const delta = at(head - base, head > base ? '+' : '');
  const shown = /[1-9]/.test(delta) || head === base ? delta : formatUsd(head - base, true);
  return { base: at(base), head: at(head), delta: shown };
}

/** The days two ISO 8601 times fall on: `2026-12-01`, or `2026-12-01 to 2026-12-03`. */
export function formatDateRange(from: string, to: string): string {
  const a = from.slice(0, 10);
  const b = to.slice(0, 10);
  return a === b ? a : `${a} to ${b}`;
}

/**
 * The local count a report's figures are in: `o200k_base`, or `o200k_base × 1.24` where the model's
 * estimate is scaled; `show` writes the encoding's name (a code span in the comment).
 */
export function countedWith(model: { encoding: string; scale?: number }, show: (encoding: string) => string = (name) => name): string {
  return model.scale === undefined ? show(model.encoding) : `${show(model.encoding)} × ${model.scale.toFixed(2)}`;
}

/**
 * Dollars over a limit, written so that they read as more than it: in cents where cents tell them
 * apart, else with as many more decimals as it takes (`+$7.8001`, never `+$7.80 is above $7.80`).
 * Signed by default, as a change is; a level (a run's cost) unsigned.
 */
export function usdAbove(usd: number, limit: number, signed = true): string {
  const sign = signed && usd > 0 ? '+' : '';
  const shown = formatUsd(usd, signed);
  if (shown !== `${sign}${formatUsd(limit)}`) return shown;
  for (let decimals = 3; decimals <= 9; decimals++) {
    if (usd.toFixed(decimals) !== limit.toFixed(decimals)) return `${sign}$${groupedNumber(usd, decimals)}`;
  }
  return shown;
}
