import { codeSpan, plainText } from './escape.js';
import type { Finding } from './report.js';

/** At most this many items of one kind are listed; the JSON report has them all. */
const MAX_ITEMS = 20;

type Of<K extends Finding['kind']> = Extract<Finding, { kind: K }>;

/**
 * Units an agent sends differently at head (docs/architecture.md, "Delivery changes"), one line per
 * file, agent and change, with what it means for the run: shown open, beside the headline, because a
 * table of tokens alone reads a rule that stops being always applied as a saving.
 */
export function deliveryChangeLines(findings: readonly Finding[]): string[] {
  const changes = findings.filter((f): f is Of<'delivery-changed'> => f.kind === 'delivery-changed');
  const grouped = new Map<string, { f: Of<'delivery-changed'>; units: number }>();
  for (const f of changes) {
    const key = JSON.stringify([f.path, f.agent, f.base, f.head]);
    const known = grouped.get(key);
    if (known) known.units++;
    else grouped.set(key, { f, units: 1 });
  }
  if (grouped.size === 0) return [];
  const items = [...grouped.values()].slice(0, MAX_ITEMS).map(({ f, units }) => {
    const what = units === 1 ? '' : ` (${units} units)`;
    return `- ${codeSpan(f.path)}${what}, ${plainText(f.agent)}: ${plainText(f.base)} → ${plainText(f.head)}. ${capitalised(plainText(f.message))}.`;
  });
  return [':warning: **Sent differently at head:**', ...items, ...more(grouped.size)];
}

/**
 * The pull request's own settings, models the catalog does not know, text past a size cap, tools
 * that return unbounded content: open, each a paragraph (a list for the tools).
 */
export function noticeBlocks(findings: readonly Finding[]): string[][] {
  const out: string[][] = [];
  for (const f of findings) {
    if (f.kind === 'config-changed' || f.kind === 'thresholds-changed') out.push([`:information_source: ${codeSpan(f.path)}: ${plainText(f.message)}.`]);
    if (f.kind === 'budget-unmatched') out.push([`:information_source: ${codeSpan(f.path)}${f.line === undefined ? '' : `, line ${f.line}`}: ${plainText(f.message)}.`]);
    if (f.kind === 'unknown-model') out.push([`:information_source: ${codeSpan(`${f.path}:${f.line}`)}: ${plainText(f.message)}.`]);
    if (f.kind === 'size-cap') out.push([`:scissors: ${plainText(f.message)} (${plainText(f.agent)}).`]);
    if (f.kind === 'cache-floor') out.push([`:warning: ${codeSpan(f.path)}: ${plainText(f.message)}.`]);
    if (f.kind === 'per-run-prefix') out.push([`:warning: ${codeSpan(`${f.path}:${f.line}`)}: ${plainText(f.message)}.`]);
  }
  const unbounded = findings.filter((f): f is Of<'unbounded-tool-output'> => f.kind === 'unbounded-tool-output');
  if (unbounded.length > 0) {
    out.push([
      ':warning: **Tool outputs without a bound:**',
      ...unbounded.slice(0, MAX_ITEMS).map((f) => `- ${codeSpan(`${f.path}:${f.line}`)}: ${plainText(f.message)}.`),
      ...more(unbounded.length),
    ]);
  }
  return out;
}

/** Files left out of the counts, or counted with a caveat: collapsed, under one line that says how many. */
export function uncountedLines(findings: readonly Finding[]): string[] {
  const skipped = findings.filter((f) => f.kind === 'skipped' || f.kind === 'unreadable' || f.kind === 'submodule');
  const malformed = findings.filter((f): f is Of<'malformed-text'> => f.kind === 'malformed-text');
  if (skipped.length + malformed.length === 0) return [];
  const summary = [
    ...(skipped.length > 0 ? [`${skipped.length} ${skipped.length === 1 ? 'file' : 'files'} not counted`] : []),
    ...(malformed.length > 0 ? [`${malformed.length} counted with a caveat`] : []),
  ].join(', ');
  return [
    `<details><summary>:information_source: ${summary}</summary>`,
    '',
    ...(skipped.length > 0 ? ['**Not counted:**', ...skipped.slice(0, MAX_ITEMS).map((f) => `- ${codeSpan(f.path)}${f.kind === 'skipped' ? ` (${f.side})` : ''}: ${plainText(f.message)}`), ...more(skipped.length), ''] : []),
    ...(malformed.length > 0 ? ['**Counted with a caveat:**', ...malformed.slice(0, MAX_ITEMS).map((f) => `- ${codeSpan(f.path)} (${f.side}): ${plainText(f.message)}`), ...more(malformed.length), ''] : []),
    '</details>',
  ];
}

function more(count: number): string[] {
  return count > MAX_ITEMS ? [`- … and ${count - MAX_ITEMS} more`] : [];
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
