import type { ScanReport } from '../analyze/scan.js';
import { formatTokens } from './format.js';

/** A plain-text table for the terminal: one line per unit, largest files first. */
export function renderScanTable(report: ScanReport): string {
  const rows: string[][] = [['tokens', 'role', 'unit']];
  for (const file of report.files) {
    for (const unit of file.units) rows.push([formatTokens(unit.tokens), unit.role, unit.id]);
  }
  const width = (col: number): number => Math.max(...rows.map((r) => r[col]!.length));
  const [w0, w1] = [width(0), width(1)];
  const lines = rows.map((r) => `${r[0]!.padStart(w0)}  ${r[1]!.padEnd(w1)}  ${r[2]}`);
  lines.push('');
  const roles = Object.entries(report.totals.byRole)
    .map(([role, tokens]) => `${role} ${formatTokens(tokens)}`)
    .join(', ');
  lines.push(
    `${report.model.exact ? '' : '≈'}${formatTokens(report.totals.tokens)} tokens (${report.model.encoding}` +
      `${report.model.exact ? '' : `, an estimate for ${report.model.id}`}) in ${report.totals.units} units ` +
      `of ${report.totals.files} files${roles ? `: ${roles}` : ''}`,
  );
  for (const s of report.skipped) lines.push(`not counted: ${s.path} (${s.reason}, ${formatTokens(s.bytes)} bytes)`);
  return `${lines.join('\n')}\n`;
}
