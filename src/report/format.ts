const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatTokens(n: number): string {
  return integer.format(n);
}

/** `+1,234`, `-56`, `0`: a delta always shows its sign. */
export function formatSigned(n: number): string {
  return n > 0 ? `+${integer.format(n)}` : integer.format(n);
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
  const body = abs >= 0.01 || abs === 0 ? abs.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : abs.toPrecision(2);
  const sign = usd < 0 ? '-' : signed && usd > 0 ? '+' : '';
  return `${sign}$${body}`;
}
