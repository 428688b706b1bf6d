import { groupedNumber } from '../grouped-number.js';
import { formatUsd } from './format.js';
import type { History, HistoryAgent } from './history.js';

/**
 * The history's page (docs/architecture.md, "History"), for GitHub Pages to serve from the history
 * branch: one chart per agent of its run's input tokens and dollars over the pushes, drawn as inline
 * SVG (no script, nothing fetched), with the latest figures under it. Every name is HTML-escaped.
 */
export function renderHistoryPage(history: History, repository: string): string {
  const names = [...new Set(history.entries.flatMap((e) => e.agents.map((a) => a.name)))].sort();
  const sections = names.map((name) => agentSection(history, name));
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>ctxguard: ${html(repository)}</title>`,
    `<style>${STYLE}</style></head><body>`,
    `<h1>Prompt context cost of ${html(repository)}</h1>`,
    `<p>${history.entries.length} ${history.entries.length === 1 ? 'push' : 'pushes'} to the default branch, each agent's simulated run at that commit. Data: <a href="history.json">history.json</a>.</p>`,
    ...(sections.length ? sections : ['<p>No agent yet.</p>']),
    '</body></html>',
    '',
  ].join('\n');
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:960px;color:#1f2328}section{margin:2rem 0}' +
  'svg{width:100%;height:auto;border:1px solid #d0d7de;border-radius:6px}table{border-collapse:collapse}' +
  'td,th{padding:.2rem .6rem;text-align:right;border-bottom:1px solid #d0d7de}th:first-child,td:first-child{text-align:left}' +
  '.tokens{stroke:#0969da}.usd{stroke:#bc4c00}.legend span{margin-right:1rem}';

const [W, H, PAD] = [900, 260, 48];

function agentSection(history: History, name: string): string {
  const points = history.entries.flatMap((e) => e.agents.filter((a) => a.name === name).map((a) => ({ sha: e.sha, date: e.date, a })));
  const last = points.at(-1)!.a;
  return [
    `<section><h2>${html(name)}</h2>`,
    `<p class="legend"><span style="color:#0969da">━ input tokens per run</span><span style="color:#bc4c00">━ dollars per run</span></p>`,
    chart(points),
    '<table><tr><th>Latest</th><th>Input per run</th><th>Dollars per run</th><th>Largest request</th><th>Start-up context</th><th>Model</th></tr>',
    `<tr><td>${html(points.at(-1)!.sha.slice(0, 7))}</td><td>${groupedNumber(last.runTokens)}</td><td>${formatUsd(last.runUsd)}</td><td>${groupedNumber(last.peakContext)}</td><td>${groupedNumber(last.startupTokens)}</td><td>${html(last.model)}</td></tr></table>`,
    '</section>',
  ].join('\n');
}

/** Two series on one time axis, each scaled to its own range (tokens on the left, dollars on the right). */
function chart(points: ReadonlyArray<{ sha: string; date: string; a: HistoryAgent }>): string {
  const x = (i: number): number => (points.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (points.length - 1));
  const scale = (values: number[]) => {
    const [lo, hi] = [Math.min(0, ...values), Math.max(...values)];
    return (v: number): number => H - PAD - ((v - lo) / (hi - lo || 1)) * (H - 2 * PAD);
  };
  const y = { tokens: scale(points.map((p) => p.a.runTokens)), usd: scale(points.map((p) => p.a.runUsd)) };
  const line = (cls: 'tokens' | 'usd', value: (a: HistoryAgent) => number): string =>
    `<polyline class="${cls}" fill="none" stroke-width="2" points="${points.map((p, i) => `${x(i).toFixed(1)},${y[cls](value(p.a)).toFixed(1)}`).join(' ')}"/>`;
  const dots = points.map(
    (p, i) =>
      `<circle cx="${x(i).toFixed(1)}" cy="${y.tokens(p.a.runTokens).toFixed(1)}" r="3" fill="#0969da"><title>${html(`${p.sha.slice(0, 7)} ${p.date.slice(0, 10)}: ${groupedNumber(p.a.runTokens)} tokens, ${formatUsd(p.a.runUsd)} per run`)}</title></circle>`,
  );
  const maxTokens = Math.max(...points.map((p) => p.a.runTokens));
  const maxUsd = Math.max(...points.map((p) => p.a.runUsd));
  return [
    `<svg viewBox="0 0 ${W} ${H}" role="img" aria-label="input tokens and dollars per run over the pushes">`,
    `<line x1="${PAD}" y1="${H - PAD}" x2="${W - PAD}" y2="${H - PAD}" stroke="#d0d7de"/>`,
    `<text x="4" y="${PAD}" font-size="12">${groupedNumber(maxTokens)}</text><text x="${W - 4}" y="${PAD}" font-size="12" text-anchor="end">${formatUsd(maxUsd)}</text>`,
    `<text x="4" y="${H - PAD}" font-size="12">0</text><text x="${W - 4}" y="${H - PAD}" font-size="12" text-anchor="end">$0</text>`,
    `<text x="${PAD}" y="${H - 16}" font-size="12">${html(points[0]!.date.slice(0, 10))}</text><text x="${W - PAD}" y="${H - 16}" font-size="12" text-anchor="end">${html(points.at(-1)!.date.slice(0, 10))}</text>`,
    line('tokens', (a) => a.runTokens),
    line('usd', (a) => a.runUsd),
    ...dots,
    '</svg>',
  ].join('\n');
}

function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0)};`);
}
