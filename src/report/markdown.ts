import { codeSpan, plainText } from './escape.js';
import { formatPercent, formatSigned, formatTokens, formatUsd } from './format.js';
import type { FileDelta, Report } from './report.js';


export interface MarkdownOptions {
  /** GitHub refuses comments over 65,536 characters; long lists are cut well before that. */
  maxRows?: number;
}

/**
 * The PR comment and job summary: verdict, headline, per-file table, what-if, how it was priced. Every
 * value from the repository goes through escape.ts: paths, ids, model ids and commits as `codeSpan`,
 * agent names, policies and messages as `plainText`. The verdict's reasons are the gate's own sentences
 * about numbers.
 */
export function renderMarkdown(report: Report, { maxRows = 50 }: MarkdownOptions = {}): string {
  const { totals, files, verdict, model } = report;
  const estimated = !model.exact;
  const approx = estimated ? '≈' : '';
  const out: string[] = ['## ctxguard: prompt context cost', ''];

  if (verdict.status === 'fail') out.push(`:x: **Check failed**: ${verdict.reasons.join('; ')}.`);
  else if (files.length === 0) out.push(':white_check_mark: **No prompt material changed** in this pull request.');
  else out.push(':white_check_mark: **Within budget**.');
  out.push('');
  const monthly = totals.deltaMonthlyUsd === null ? '' : `, ${formatUsd(totals.deltaMonthlyUsd, true)} a month`;
  out.push(
    `**${approx}${formatSigned(totals.deltaTokens)} tokens** of prompt material ` +
      `(${formatTokens(totals.baseTokens)} → ${formatTokens(totals.headTokens)}, ${formatPercent(totals.deltaPercent)}) · ` +
      `**${approx}${formatSigned(totals.deltaRunTokens)} input tokens per run** · ` +
      `**${formatUsd(totals.deltaRunUsd * 1000, true)} per 1,000 runs**${monthly}`,
  );
  const overflow =
    totals.headOverflowRequest === null ? '' : ` · :warning: **overflows the context window at request ${totals.headOverflowRequest + 1}**`;
  const peak = report.scenarios.find((s) => s.head.peakContext === totals.headPeakContext) ?? report.scenarios[0]!;
  const several = report.scenarios.length > 1;
  out.push(
    '',
    `Peak context ${formatTokens(totals.basePeakContext)} → ${formatTokens(totals.headPeakContext)} tokens ` +
      `of ${formatTokens(peak.contextWindow)}${several ? ` (${plainText(peak.name)} agent)` : ''} · ` +
      `${several ? 'a run of every agent' : 'a run'} costs ${formatUsd(totals.baseRunUsd)} → ${formatUsd(totals.headRunUsd)}${overflow}`,
  );
  if (estimated) {
    out.push('', `<sub>Token counts are estimates: ${codeSpan(model.id)}'s tokenizer is not public, so text is counted with ${codeSpan(model.encoding)}.</sub>`);
  }

  if (files.length > 0) {
    out.push('', `| File | Role | Base${approx} | Head${approx} | Δ tokens | Δ per run | Δ per 1k runs |`, '|:--|:--|--:|--:|--:|--:|--:|');
    for (const file of files.slice(0, maxRows)) out.push(fileRow(file));
    const rest = files.slice(maxRows);
    if (rest.length > 0) {
      const restRun = rest.reduce((n, f) => n + f.deltaRunTokens, 0);
      const restUsd = rest.reduce((n, f) => n + f.deltaRunUsd, 0);
      out.push(`| … ${rest.length} more files | | | | | ${formatSigned(restRun)} | ${formatUsd(restUsd * 1000, true)} |`);
    }
    const changed = (key: 'baseTokens' | 'headTokens' | 'deltaTokens'): number => files.reduce((n, f) => n + f[key], 0);
    out.push(
      `| **Changed files** | | ${formatTokens(changed('baseTokens'))} | ${formatTokens(changed('headTokens'))} | ` +
        `**${formatSigned(changed('deltaTokens'))}** | **${formatSigned(totals.deltaRunTokens)}** | **${formatUsd(totals.deltaRunUsd * 1000, true)}** |`,
    );
  }

  if (report.scenarios.length > 1) {
    out.push('', '| Agent | Model | Steps | Memory policy | Δ per run | Δ per 1k runs | Peak context |', '|:--|:--|--:|:--|--:|--:|--:|');
    for (const s of report.scenarios) {
      out.push(
        `| ${plainText(s.name)} | ${codeSpan(s.model, { inTable: true })} | ${s.steps} | ${plainText(s.policy)} | ${formatSigned(s.deltaRunTokens)} | ` +
          `${formatUsd(s.deltaRunUsd * 1000, true)} | ${formatTokens(s.head.peakContext)} |`,
      );
    }
  }

  for (const f of report.findings) {
    if (f.kind === 'config-changed' || f.kind === 'thresholds-changed') out.push('', `:information_source: ${codeSpan(f.path)}: ${plainText(f.message)}.`);
    if (f.kind === 'unknown-model') out.push('', `:information_source: ${codeSpan(`${f.path}:${f.line}`)}: ${plainText(f.message)}.`);
    if (f.kind === 'size-cap') out.push('', `:scissors: ${plainText(f.message)} (${plainText(f.agent)}).`);
  }
  const unbounded = report.findings.filter((f) => f.kind === 'unbounded-tool-output');
  if (unbounded.length > 0) {
    out.push('', '**Tool outputs without a bound:**');
    for (const f of unbounded.slice(0, 20)) out.push(`- ${codeSpan(`${f.path}:${f.line}`)}: ${plainText(f.message)}.`);
  }
  const skipped = report.findings.filter((f) => f.kind === 'skipped' || f.kind === 'unreadable' || f.kind === 'submodule');
  if (skipped.length > 0) {
    out.push('', '**Not counted:**');
    for (const f of skipped.slice(0, 20)) out.push(`- ${codeSpan(f.path)}${f.kind === 'skipped' ? ` (${f.side})` : ''}: ${plainText(f.message)}`);
    if (skipped.length > 20) out.push(`- … and ${skipped.length - 20} more`);
  }
  const malformed = report.findings.filter((f) => f.kind === 'malformed-text');
  if (malformed.length > 0) {
    out.push('', '**Counted with a caveat:**');
    for (const f of malformed.slice(0, 20)) out.push(`- ${codeSpan(f.path)} (${f.side}): ${plainText(f.message)}`);
    if (malformed.length > 20) out.push(`- … and ${malformed.length - 20} more`);
  }

  if (files.length > 0 && report.whatIf.length > 0) {
    const first = report.scenarios[0]!;
    out.push(
      '',
      `<details><summary>What if: this change under other memory policies (${plainText(first.name)} agent)</summary>`,
      '',
      '| Memory policy | Tokens per run, base → head | Δ per run | Δ per 1k runs | Peak context (head) |',
      '|:--|--:|--:|--:|--:|',
    );
    for (const w of report.whatIf) {
      const peak = formatTokens(w.headPeakContext) + (w.headOverflowRequest === null ? '' : ` (overflows at request ${w.headOverflowRequest + 1})`);
      out.push(
        `| ${plainText(w.policy)} | ${formatTokens(w.baseRunTokens)} → ${formatTokens(w.headRunTokens)} | ${formatSigned(w.deltaRunTokens)} | ` +
          `${formatUsd(w.deltaRunUsd * 1000, true)} | ${peak} |`,
      );
    }
    out.push('', '</details>');
  }

  const s = report.scenarios[0]!;
  const p = model.prices;
  out.push(
    '',
    '<details><summary>How this is priced</summary>',
    '',
    `Each agent's run is simulated at base and at head: ${s.steps} model requests, each sending the system prompt, ` +
      `instruction files and tool schemas plus the history so far, under the memory policy (${plainText(s.policy)}). ` +
      `A file's Δ per run is the change in the run's input tokens when only that file's change is applied. ` +
      `Prices: ${codeSpan(model.id)} at $${p.input}/MTok input, $${p.output} output` +
      (p.cacheRead === null ? '' : `, $${p.cacheRead} cache read`) +
      (p.cacheWrite === null ? '' : `, $${p.cacheWrite} cache write`) +
      `; ${s.caching ? "with the provider's prompt caching" : 'without prompt caching'}; from ${plainText(model.source)}. ` +
      `Counts use ${codeSpan(model.encoding)}${estimated ? ' (estimates for this model)' : ', exactly as tiktoken counts'}.`,
    '',
    '</details>',
    '',
    `<sub>base ${codeSpan(short(report.base.sha))} → head ${codeSpan(short(report.head.sha))} · ${thresholdsLine(report)}</sub>`,
  );
  return out.join('\n') + '\n';
}

function thresholdsLine({ verdict: { thresholds: t } }: Report): string {
  const set = [
    t.maxDeltaTokens === null ? undefined : `max-delta-tokens ${formatTokens(t.maxDeltaTokens)}`,
    t.maxDeltaPercent === null ? undefined : `max-delta-percent ${t.maxDeltaPercent}%`,
    t.maxDeltaUsd === null ? undefined : `max-delta-usd ${formatUsd(t.maxDeltaUsd)} per 1,000 runs`,
    t.maxPeakContext === null ? undefined : `max-peak-context ${formatTokens(t.maxPeakContext)}`,
  ].filter(Boolean);
  return set.length ? `thresholds: ${set.join(', ')}` : 'no thresholds set';
}

function fileRow(file: FileDelta): string {
  const roles = [...new Set(file.units.map((u) => u.role))].join(', ');
  const name =
    file.status === 'renamed' && file.previousPath
      ? `${cellCode(file.path)} (renamed from ${cellCode(file.previousPath)})`
      : file.status === 'added' || file.status === 'deleted'
        ? `${cellCode(file.path)} (${file.status})`
        : cellCode(file.path);
  const moved = file.units.filter((u) => u.movedFrom !== undefined);
  const movedNote = moved.length === 1 ? ` (moved from ${cellCode(moved[0]!.movedFrom!)})` : moved.length > 1 ? ` (${moved.length} units moved in)` : '';
  // An edit that keeps the count is still worth a reviewer's look.
  const edited = file.units.filter((u) => u.textChanged && u.deltaTokens === 0 && u.movedFrom === undefined).length;
  const editedNote = file.deltaTokens === 0 && edited > 0 ? ` (${edited === 1 ? '1 unit' : `${edited} units`} edited, same tokens)` : '';
  return (
    `| ${name}${movedNote}${editedNote} | ${roles} | ${formatTokens(file.baseTokens)} | ${formatTokens(file.headTokens)} | ` +
    `${formatSigned(file.deltaTokens)} | ${formatSigned(file.deltaRunTokens)} | ${formatUsd(file.deltaRunUsd * 1000, true)} |`
  );
}

/** A path or id in the file table's first column. */
function cellCode(text: string): string {
  return codeSpan(text, { inTable: true });
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
