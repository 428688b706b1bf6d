import { UNNAMED_AGENT } from './measured-runs.js';
import { groupedNumber } from '../grouped-number.js';
import { perThousandRuns } from './agent-dollars.js';
import { codeSpan, plainText } from './escape.js';
import { formatDateRange, formatSigned, formatTokens, formatUsd } from './format.js';
import { calibrationLines } from './calibration-lines.js';
import type { MeasuredAgent, MeasuredRuns, MeasuredSide } from './measured-runs.js';
import type { Spread } from './recorded-usage-report.js';
import type { ScenarioReport } from './report.js';

/**
 * The comment's measured part (docs/architecture.md, "Measured runs"): for each recorded agent, what
 * its runs at base and at head spent (the median run, with how many runs each side has) beside what
 * the estimate says the change does to the same agent. Recorded and estimated figures stay in their
 * own columns: one is the runs the team recorded, the other a simulation of the run shape.
 */
export function measuredBlock(measured: MeasuredRuns, scenarios: readonly ScenarioReport[], limit: number | null): string[] {
  if (measured.agents.length === 0) return [];
  const estimate = new Map(scenarios.map((s) => [s.name, s]));
  const rows = measured.agents.map((m) => {
    const s = m.scenario === null ? undefined : estimate.get(m.scenario);
    return (
      `| ${nameCell(m)} | ${m.base?.runs ?? 0} / ${m.head?.runs ?? 0} | ${pair(m, (side) => side.inputTokens.median, m.deltaInputTokens, tokens)} | ` +
      `${s ? formatSigned(s.deltaRunTokens) : '—'} | ${costCell(m)} | ${s ? perThousandRuns(s) : '—'} |`
    );
  });
  return [
    '**Measured** on recorded runs, the median per run at base → at head, beside the estimate for the same agent:',
    '',
    '| Agent | Runs (base / head) | Input per run, measured | Δ input per run, estimated | Per 1,000 runs, measured | Δ per 1,000 runs, estimated |',
    '|:--|--:|--:|--:|--:|--:|',
    ...rows,
    ...notes(measured.agents, limit),
    ...calibrationLines(scenarios),
  ];
}

/**
 * One line under the headline for its agent's recorded runs: the measured change of the median run,
 * in the headline's own units, so the estimate above and the measurement read together.
 */
export function measuredHeadline(m: MeasuredAgent): string[] {
  const runs = `medians of ${m.base?.runs ?? 0} ${m.base?.runs === 1 ? 'run' : 'runs'} at base and ${m.head?.runs ?? 0} at head`;
  if (m.deltaInputTokens === null) return [`Measured on recorded runs: ${m.base ? 'no runs recorded at head' : 'no runs recorded at base'} to compare (${runs}).`];
  const cost = m.deltaCostUsd === null ? 'not priced' : `**${formatUsd(m.deltaCostUsd * 1000, true)} per 1,000 runs**`;
  return [`Measured on recorded runs: **${formatSigned(Math.round(m.deltaInputTokens))} input tokens per run** · ${cost} (${runs}).`];
}

/** Each side's runs in full, collapsed: the spread, cache reads, output, dates and the files they came from. */
export function recordedRunsBlock(measured: MeasuredRuns): string[] {
  if (measured.agents.length === 0) return [];
  const line = (which: string, side: MeasuredSide | null): string => {
    if (!side) return `  - ${which}: no runs`;
    const when = side.from && side.to ? `, ${plainText(formatDateRange(side.from, side.to))}` : '';
    const cost = side.costUsd ? `; cost ${spread(side.costUsd, runUsd)}` : `; not priced (no prices for ${side.unpriced.map((m) => codeSpan(m)).join(', ')})`;
    return (
      `  - ${which}: ${side.runs} ${side.runs === 1 ? 'run' : 'runs'}, ${formatTokens(side.requests)} ${side.requests === 1 ? 'request' : 'requests'}${when}; per run: ` +
      `input ${spread(side.inputTokens, tokens)}, of it read from the cache ${spread(side.cacheReadTokens, tokens)}; output ${spread(side.outputTokens, tokens)}${cost}`
    );
  };
  const files = (list: MeasuredRuns['base']): string => list.map((f) => `${codeSpan(f.file)} (${plainText(f.format)})`).join(', ');
  return [
    '<details><summary>Recorded runs: per run, the median (least–most)</summary>',
    '',
    ...measured.agents.flatMap((m) => [`- ${nameCell(m)}`, line('base', m.base), line('head', m.head)]),
    '',
    `Base: ${files(measured.base)}. Head: ${files(measured.head)}.`,
    '',
    '</details>',
  ];
}

/** The recorded agent as the estimate names it, and as the recordings do where they differ. */
function nameCell(m: MeasuredAgent): string {
  if (m.scenario === null) return `${plainText(m.agent)} (recorded only)`;
  if (m.scenario === m.agent) return `**${plainText(m.agent)}**`;
  return `**${plainText(m.scenario)}** (${m.agent === UNNAMED_AGENT ? 'its runs name no agent' : `recorded as ${plainText(m.agent)}`})`;
}

function pair(m: MeasuredAgent, figure: (side: MeasuredSide) => number, delta: number | null, format: (n: number) => string): string {
  if (m.base && m.head && delta !== null) return `${format(figure(m.base))} → ${format(figure(m.head))} (**${delta >= 0 ? '+' : ''}${format(delta)}**)`;
  if (m.base) return `${format(figure(m.base))} → no runs`;
  return m.head ? `no runs → ${format(figure(m.head))}` : '—';
}

function costCell(m: MeasuredAgent): string {
  const cost = (side: MeasuredSide | null): number | undefined => side?.costUsd?.median;
  const b = cost(m.base);
  const h = cost(m.head);
  const thousand = (usd: number): string => formatUsd(usd * 1000);
  if (b !== undefined && h !== undefined && m.deltaCostUsd !== null) return `${thousand(b)} → ${thousand(h)} (**${formatUsd(m.deltaCostUsd * 1000, true)}**)`;
  if ((m.base && b === undefined) || (m.head && h === undefined)) return 'not priced';
  return b !== undefined ? `${thousand(b)} → no runs` : h !== undefined ? `no runs → ${thousand(h)}` : '—';
}

/** What the table cannot say in its cells: an agent the gate could not judge, one that matched no estimate. */
function notes(agents: readonly MeasuredAgent[], limit: number | null): string[] {
  const lines: string[] = [];
  const unjudged = agents.filter((m) => m.deltaCostUsd === null).map((m) => plainText(m.scenario ?? m.agent));
  if (limit !== null && unjudged.length > 0) {
    lines.push(`Not judged by max-measured-delta-usd (runs on one side only, or not priced): ${unjudged.join(', ')}.`);
  }
  if (agents.some((m) => m.scenario === null)) {
    lines.push('An agent *recorded only* matches no agent priced here by name: name it in `agents:` of `.ctxguard.yml` as its runs name it to see its estimate beside it.');
  }
  return lines.flatMap((line) => ['', line]);
}

function spread(s: Spread, format: (n: number) => string): string {
  return s.min === s.max ? format(s.median) : `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
}

/** A run's dollars to four decimals, as the headline writes a run's cost. */
function runUsd(n: number): string {
  return `$${groupedNumber(n, 4)}`;
}

function tokens(n: number): string {
  return formatTokens(Math.round(n));
}
