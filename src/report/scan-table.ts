import { namesItsFramework } from './agent-label.js';
import type { ScanReport } from './scan-report.js';
import { displayText } from './escape.js';
import { countedWith, formatTokens } from './format.js';

/**
 * A plain-text table for the terminal: each file with its tokens, and under it each of its units with
 * its role and key (a whole-file unit is the file itself).
 */
export function renderScanTable(report: ScanReport): string {
  const rows: string[][] = [['tokens', 'role', 'file / unit']];
  for (const file of report.files) {
    const whole = file.units.length === 1 && file.units[0]!.key === '';
    rows.push([formatTokens(file.tokens), whole ? file.units[0]!.role : '', file.path]);
    if (!whole) for (const unit of file.units) rows.push([formatTokens(unit.tokens), unit.role, `  ${unit.key}`]);
  }
  const width = (col: number): number => Math.max(...rows.map((r) => r[col]!.length));
  const [w0, w1] = [width(0), width(1)];
  const lines = rows.map((r) => `${r[0]!.padStart(w0)}  ${r[1]!.padEnd(w1)}  ${r[2]}`.trimEnd());
  lines.push('');
  const roles = Object.entries(report.totals.byRole)
    .map(([role, tokens]) => `${role} ${formatTokens(tokens)}`)
    .join(', ');
  lines.push(
    `${report.model.exact ? '' : '≈'}${formatTokens(report.totals.tokens)} tokens (${countedWith(report.model)}` +
      `${report.model.exact ? '' : `, an estimate for ${report.model.id}`}) in ${plural(report.totals.units, 'unit')} ` +
      `of ${plural(report.totals.files, 'file')}${roles ? `: ${roles}` : ''}`,
  );
  for (const s of report.skipped) lines.push(`not counted: ${s.path} (${s.reason}, ${formatTokens(s.bytes)} bytes)`);
  lines.push(...agentLines(report));
  return `${lines.join('\n')}\n`;
}

/**
 * Each agent and what it sends, by how: the names come from the repository, so control characters are
 * shown, never sent to the terminal.
 */
function agentLines(report: ScanReport): string[] {
  if (report.agents.length === 0) return [];
  const width = Math.max(...report.agents.flatMap((a) => a.deliveries.map((d) => formatTokens(d.tokens).length)));
  const approx = report.model.exact ? '' : '≈';
  return [
    '',
    'agents, as diff prices them:',
    ...report.agents.flatMap((a) => [
      `  ${displayText(a.name)} (${namesItsFramework(a) ? '' : `${displayText(a.framework)}, `}${displayText(a.model)}` +
        `${a.modelAt ? ` at ${displayText(a.modelAt.path)}:${a.modelAt.line}` : ''}): ${approx}${formatTokens(a.tokens)} tokens in ${plural(a.units, 'unit')}`,
      ...a.deliveries.map((d) => `    ${formatTokens(d.tokens).padStart(width)}  ${displayText(d.delivery)} (${plural(d.units, 'unit')})`),
    ]),
  ];
}

function plural(n: number, word: string): string {
  return `${formatTokens(n)} ${word}${n === 1 ? '' : 's'}`;
}
