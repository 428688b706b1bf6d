import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  groupedNumber
} from "./chunk-LUOEGHAB.js";

// src/report/format.ts
function formatTokens(n) {
  return groupedNumber(n);
}
function formatSigned(n) {
  return n > 0 ? `+${groupedNumber(n)}` : groupedNumber(n);
}
function formatPercent(p) {
  if (p === null) return "new";
  const rounded = Math.abs(p) >= 10 ? p.toFixed(0) : p.toFixed(1);
  return `${p > 0 ? "+" : ""}${rounded}%`;
}
function percentChange(base, head) {
  if (base === 0) return head === 0 ? 0 : null;
  return (head - base) / base * 100;
}
function formatUsd(usd, signed = false) {
  const abs = Math.abs(usd);
  const body = abs >= 0.01 || abs === 0 ? groupedNumber(abs, 2) : abs.toPrecision(2);
  const sign = usd < 0 ? "-" : signed && usd > 0 ? "+" : "";
  return `${sign}$${body}`;
}
function formatUsdPair(base, head) {
  const apart = Math.abs(head - base);
  const smallest = Math.min(...[base, head].map(Math.abs).filter((v) => v > 0));
  const needed = [apart, smallest].filter((v) => v > 0 && Number.isFinite(v)).map((v) => 1 - Math.floor(Math.log10(v)));
  const decimals = Math.min(4, Math.max(2, ...needed));
  const at = (usd, sign = "") => `${usd < 0 ? "-" : sign}$${groupedNumber(Math.abs(usd), decimals)}`;
  const delta = at(head - base, head > base ? "+" : "");
  const shown = /[1-9]/.test(delta) || head === base ? delta : formatUsd(head - base, true);
  return { base: at(base), head: at(head), delta: shown };
}

export {
  formatTokens,
  formatSigned,
  formatPercent,
  percentChange,
  formatUsd,
  formatUsdPair
};
