import { formatPercent, formatSigned, formatTokens } from './format.js';
import type { FileDelta, Report } from './report.js';

/** The hidden first line by which the action finds its own comment again. */
export function commentMarker(key: string): string {
  return `<!-- ctxguard:comment key=${key.replace(/[^\w.:/-]/g, '_')} -->`;
}

export interface MarkdownOptions {
  commentKey: string;
  /** GitHub refuses comments over 65,536 characters; long tables are cut well before that. */
  maxRows?: number;
}

/** The PR comment and job summary: verdict, headline, per-file table, how it was priced. */
export function renderMarkdown(report: Report, { commentKey, maxRows = 50 }: MarkdownOptions): string {
  const { totals, files, verdict } = report;
  const scenario = report.scenarios[0]!;
  const out: string[] = [commentMarker(commentKey), '## ctxguard: prompt context cost', ''];

  if (verdict.status === 'fail') {
    out.push(`:x: **Check failed**: ${verdict.reasons.join('; ')}.`);
  } else if (files.length === 0) {
    out.push(':white_check_mark: **No prompt material changed** in this pull request.');
  } else {
    out.push(':white_check_mark: **Within budget**.');
  }
  out.push('');
  out.push(
    `**${formatSigned(totals.deltaTokens)} tokens** of prompt material ` +
      `(${formatTokens(totals.baseTokens)} → ${formatTokens(totals.headTokens)}, ${formatPercent(totals.deltaPercent)}) · ` +
      `**${formatSigned(totals.deltaRunTokens)} input tokens per run** ` +
      `(${scenario.requestsPerRun} requests, full replay)`,
  );

  if (files.length > 0) {
    out.push('', '| File | Role | Base | Head | Δ tokens | Δ per run |', '|:--|:--|--:|--:|--:|--:|');
    for (const file of files.slice(0, maxRows)) out.push(fileRow(file));
    const rest = files.slice(maxRows);
    if (rest.length > 0) {
      const restRun = rest.reduce((n, f) => n + f.deltaRunTokens, 0);
      out.push(`| … ${rest.length} more files | | | | | ${formatSigned(restRun)} |`);
    }
    const changed = (key: 'baseTokens' | 'headTokens' | 'deltaTokens' | 'deltaRunTokens'): number =>
      files.reduce((n, f) => n + f[key], 0);
    out.push(
      `| **Changed files** | | ${formatTokens(changed('baseTokens'))} | ${formatTokens(changed('headTokens'))} | ` +
        `**${formatSigned(changed('deltaTokens'))}** | **${formatSigned(changed('deltaRunTokens'))}** |`,
    );
  }

  const skipped = report.findings.filter((f) => f.kind === 'skipped');
  if (skipped.length > 0) {
    out.push('', '**Not counted:**');
    for (const f of skipped) out.push(`- ${code(f.path)} (${f.side}): ${f.message}`);
  }

  out.push(
    '',
    '<details><summary>How this is priced</summary>',
    '',
    `Tokens are counted exactly with \`${report.model.encoding}\`, as tiktoken counts them. ` +
      `The agent makes ${scenario.requestsPerRun} model requests per run and replays its whole memory on each ` +
      `(no memory policy, smolagents' default), so instruction and prompt files, which sit in the prefix of every ` +
      `request, are paid ${scenario.requestsPerRun} times per run: a change of Δ tokens costs ` +
      `${scenario.requestsPerRun} × Δ input tokens in every run.`,
    '',
    '</details>',
    '',
    `<sub>base ${code(short(report.base.sha))} → head ${code(short(report.head.sha))} · ${thresholdsLine(report)}</sub>`,
  );
  return out.join('\n') + '\n';
}

function thresholdsLine({ verdict: { thresholds } }: Report): string {
  const set = [
    thresholds.maxDeltaTokens === null ? undefined : `max-delta-tokens ${formatTokens(thresholds.maxDeltaTokens)}`,
    thresholds.maxDeltaPercent === null ? undefined : `max-delta-percent ${thresholds.maxDeltaPercent}%`,
  ].filter(Boolean);
  return set.length ? `thresholds: ${set.join(', ')}` : 'no thresholds set';
}

function fileRow(file: FileDelta): string {
  const roles = [...new Set(file.units.map((u) => u.role))].join(', ');
  const name =
    file.status === 'renamed' && file.previousPath
      ? `${code(file.path)} (renamed from ${code(file.previousPath)})`
      : file.status === 'added' || file.status === 'deleted'
        ? `${code(file.path)} (${file.status})`
        : code(file.path);
  return (
    `| ${name} | ${roles} | ${formatTokens(file.baseTokens)} | ${formatTokens(file.headTokens)} | ` +
    `${formatSigned(file.deltaTokens)} | ${formatSigned(file.deltaRunTokens)} |`
  );
}

/** A path as inline code that survives a table cell: pipes escaped, backticks fenced. */
function code(text: string): string {
  const escaped = text.replace(/\|/g, '\\|');
  return escaped.includes('`') ? `\`\` ${escaped} \`\`` : `\`${escaped}\``;
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
