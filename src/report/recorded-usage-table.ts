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
