import type { MeasuredAgent } from './measured-runs.js';
import type { AgentRecordedUsage, Spread } from './recorded-usage-report.js';
import { groupedNumber } from '../grouped-number.js';

/** Each agent's recorded runs as `ctxguard recorded` prints them: per run, the median run and the least and most. */
export function renderRecordedUsage(agents: readonly AgentRecordedUsage[], files: readonly { file: string; format: string }[]): string {
  const lines = [`recorded usage: ${files.map((f) => `${f.file} (${f.format})`).join(', ')}`, ''];
  for (const agent of agents) {
    const runs = agent.runs.length;
    const times = agent.runs.flatMap((run) => [run.from, run.to]).filter((t): t is string => t !== undefined).sort();
    const when = times.length ? `, ${times[0]!.slice(0, 10)} to ${times[times.length - 1]!.slice(0, 10)}` : '';
    lines.push(`${agent.agent}: ${runs} ${runs === 1 ? 'run' : 'runs'}, ${groupedNumber(agent.requests)} ${agent.requests === 1 ? 'request' : 'requests'}${when}`);
    lines.push(`  ${'per run'.padEnd(14)}${'median'.padStart(12)}${'least'.padStart(12)}${'most'.padStart(12)}`);
    const row = (name: string, spread: Spread, format: (n: number) => string = (n) => groupedNumber(n)): void => {
      lines.push(`  ${name.padEnd(14)}${format(spread.median).padStart(12)}${format(spread.min).padStart(12)}${format(spread.max).padStart(12)}`);
    };
    row('requests', agent.perRun.requests);
    row('input', agent.perRun.inputTokens);
    row('cache reads', agent.perRun.cacheReadTokens);
    row('cache writes', agent.perRun.cacheWriteTokens);
    row('output', agent.perRun.outputTokens);
    if (agent.perRun.costUsd) row('cost', agent.perRun.costUsd, (n) => `$${groupedNumber(n, 4)}`);
    else lines.push(`  cost: not priced, no prices for ${agent.unpriced.join(', ')} (give them under models: in the config)`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * Recorded runs at base beside runs at head, per agent: the median run's input and cost on each side,
 * the change, and how many runs each median is of (a median of one run is one run).
 */
export function renderMeasuredDelta(agents: readonly MeasuredAgent[]): string {
  const head = ['agent', 'runs (base / head)', 'input per run (median)', 'cost per 1,000 runs (median)'];
  const rows = agents.map((a) => {
    const runs = `${a.base?.runs ?? 0} / ${a.head?.runs ?? 0}`;
    const input = side(a.base?.inputTokens.median, a.head?.inputTokens.median, a.deltaInputTokens, (n) => groupedNumber(n));
    const dollars = (n: number): string => `${n < 0 ? '-' : ''}$${groupedNumber(Math.abs(n) * 1000, 2)}`;
    // Runs on both sides, one of them unpriced: no figure, rather than one side's.
    const cost = a.base && a.head && a.deltaCostUsd === null ? 'not priced' : side(a.base?.costUsd?.median, a.head?.costUsd?.median, a.deltaCostUsd, dollars, 'not priced');
    return [a.agent, runs, input, cost];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i]!)).join('   ').trimEnd();
  return `${[line(head), ...rows.map(line)].join('\n')}\n`;
}

/** `base → head (+delta)`, or the one side there is. */
function side(base: number | undefined, head: number | undefined, delta: number | null, format: (n: number) => string, missing = 'no runs'): string {
  if (base !== undefined && head !== undefined && delta !== null) return `${format(base)} → ${format(head)} (${delta >= 0 ? '+' : ''}${format(delta)})`;
  if (base === undefined && head === undefined) return missing;
  return base === undefined ? `head only: ${format(head!)}` : `base only: ${format(base)}`;
}
