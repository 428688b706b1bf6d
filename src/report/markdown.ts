import { agentTable, isChanged } from './agent-table.js';
import { changesNothing, isTouched } from './changes-nothing.js';
import { contextChart } from './context-chart.js';
import { countingNotes, countsSentence } from './counting-notes.js';
import { codeSpan, plainText } from './escape.js';
import { formatPercent, formatSigned, formatTokens, formatUsd } from './format.js';
import type { FileDelta, Report, ScenarioReport } from './report.js';

/** Agents beyond the most affected one with a file table each; the JSON report has the rest. */
const MAX_AGENT_SECTIONS = 10;


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
  const headline = headlineScenario(report);
  const changed = report.scenarios.filter(isTouched);
  const others = changed.filter((s) => s !== headline);

  if (verdict.status === 'fail') out.push(`:x: **Check failed**: ${verdict.reasons.join('; ')}.`);
  else if (changesNothing(report)) out.push(':white_check_mark: **No prompt material changed** in this pull request.');
  else out.push(':white_check_mark: **Within budget**.');
  out.push('');
  // The run figures are one agent's, never a sum over agents that are alternatives to each other.
  const agent = headline ? ` of the ${plainText(headline.name)}` : '';
  const monthly = totals.deltaMonthlyUsd === null ? '' : `, ${formatUsd(totals.deltaMonthlyUsd, true)} a month`;
  out.push(
    `**${approx}${formatSigned(totals.deltaTokens)} tokens** of prompt material ` +
      `(${formatTokens(totals.baseTokens)} → ${formatTokens(totals.headTokens)}, ${formatPercent(totals.deltaPercent)}) · ` +
      `**${approx}${formatSigned(totals.deltaRunTokens)} input tokens per run${agent}** · ` +
      `**${formatUsd(totals.deltaRunUsd * 1000, true)} per 1,000 runs**${monthly}`,
  );
  if (others.length > 0) {
    out.push(
      '',
      'Other agents: ' +
        others
          .map((s) => `${plainText(s.name)} ${approx}${formatSigned(s.deltaRunTokens)} tokens per run (${formatUsd(s.deltaRunUsd * 1000, true)} per 1,000 runs)`)
          .join(' · '),
    );
  }
  const overflow =
    totals.headOverflowRequest === null ? '' : ` · :warning: **overflows the context window at request ${totals.headOverflowRequest}**`;
  const peak = report.scenarios.find((s) => s.head.peakContext === totals.headPeakContext) ?? report.scenarios[0]!;
  const several = report.scenarios.length > 1;
  out.push(
    '',
    `Peak context ${formatTokens(totals.basePeakContext)} → ${formatTokens(totals.headPeakContext)} tokens ` +
      `of ${formatTokens(peak.contextWindow)}${several ? ` (${plainText(peak.name)})` : ''} · ` +
      `a run${agent} costs ${formatUsd(totals.baseRunUsd)} → ${formatUsd(totals.headRunUsd)}${overflow}`,
  );
  for (const note of countingNotes(report)) out.push('', note);

  const table = (s: ScenarioReport): string[] => agentTable(s, files, { maxRows, approx });
  if (headline && isTouched(headline)) {
    if (several) out.push('', `Per file, for the ${agentLabel(headline)}:`);
    out.push('', ...table(headline));
  }
  const sections = others.slice(0, MAX_AGENT_SECTIONS);
  for (const s of sections) {
    if (others.length === 1) out.push('', `Per file, for the ${agentLabel(s)}:`, '', ...table(s));
    else {
      out.push(
        '',
        `<details><summary>Per file, for the ${agentLabel(s, false)}: ${approx}${formatSigned(s.deltaRunTokens)} tokens per run, ` +
          `${formatUsd(s.deltaRunUsd * 1000, true)} per 1,000 runs</summary>`,
        '',
        ...table(s),
        '',
        '</details>',
      );
    }
  }
  if (others.length > sections.length) out.push('', `… and ${others.length - sections.length} more agents; the JSON report has each one's files.`);
  const unsent = files.filter((f) => !report.scenarios.some((s) => s.files.some((r) => r.path === f.path)));
  if (unsent.length > 0) {
    out.push(
      '',
      'Sent by no agent (not priced): ' +
        unsent.slice(0, maxRows).map((f) => `${codeSpan(f.path)} (${formatSigned(f.deltaTokens)} tokens)`).join(', ') +
        (unsent.length > maxRows ? `, … and ${unsent.length - maxRows} more` : ''),
    );
  }
  out.push(...sentUnits(files, maxRows));
  if (headline && isTouched(headline)) {
    const chart = contextChart(headline);
    if (chart.length > 0) out.push('', ...chart);
  }

  if (several) {
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

  // The most affected agent first, then every other agent the change moves.
  const whatIfAgents = [...(headline ? [headline] : []), ...report.scenarios.filter((s) => s !== headline)].filter((s) => isTouched(s) && s.whatIf.length > 0);
  for (const agent of whatIfAgents) {
    out.push(
      '',
      `<details><summary>What if: this change under other memory policies (${plainText(agent.name)} agent)</summary>`,
      '',
      '| Memory policy | Tokens per run, base → head | Δ per run | Δ per 1k runs | Peak context (head) |',
      '|:--|--:|--:|--:|--:|',
    );
    for (const w of agent.whatIf) {
      const peak = formatTokens(w.headPeakContext) + (w.headOverflowRequest === null ? '' : ` (overflows at request ${w.headOverflowRequest})`);
      out.push(
        `| ${plainText(w.policy)} | ${formatTokens(w.baseRunTokens)} → ${formatTokens(w.headRunTokens)} | ${formatSigned(w.deltaRunTokens)} | ` +
          `${formatUsd(w.deltaRunUsd * 1000, true)} | ${peak} |`,
      );
    }
    out.push('', '</details>');
  }

  const s = headline ?? report.scenarios[0]!;
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
      countsSentence(report),
    '',
    '</details>',
    '',
    `<sub>base ${codeSpan(short(report.base.sha))} → head ${headCommit(report)} · ${thresholdsLine(report)}</sub>`,
  );
  return out.join('\n') + '\n';
}

/**
 * The head a reviewer knows: on a pull request its head commit, linked to it on the pull request's
 * page, not GitHub's test merge that was priced (which is in no list of the pull request's commits).
 */
function headCommit(report: Report): string {
  const pr = report.pullRequest;
  if (!pr) return codeSpan(short(report.head.sha));
  const sha = codeSpan(short(pr.headSha));
  // Only a pull request's page on a GitHub host, for this pull request's number, is linked.
  const page = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[\w.-]+\/[\w.-]+\/pull\/(\d+)$/.exec(pr.url ?? '');
  const url = page && Number(page[1]) === pr.number && /^[0-9a-f]{40}$/i.test(pr.headSha) ? `${pr.url}/commits/${pr.headSha}` : undefined;
  return url ? `[${sha}](${url})` : sha;
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

/** The most affected agent (the report's `totals.agent`): the headline, the first table, the chart. */
function headlineScenario(report: Report): ScenarioReport | undefined {
  return report.scenarios.find((s) => s.name === report.totals.agent) ?? report.scenarios[0];
}


/** `smolagents CodeAgent (smolagents, `gpt-4o`)`; in a `<summary>`, where backticks are not code, without the model. */
function agentLabel(s: ScenarioReport, withModel = true): string {
  return `${plainText(s.name)} (${plainText(s.framework)}${withModel ? `, ${codeSpan(s.model)}` : ''})`;
}

/** Each changed unit and how each agent sends it, collapsed: the table's Sent column, unit by unit. */
function sentUnits(files: readonly FileDelta[], maxRows: number): string[] {
  const units = files.flatMap((f) => f.units.filter(isChanged));
  if (units.length === 0) return [];
  const item = (u: FileDelta['units'][number]): string => {
    const how = u.sentBy.map((s) => `${plainText(s.agent)}: ${plainText(s.delivery)}`).join('; ');
    return `- ${codeSpan(u.id)}: ${how || 'sent by no agent'}`;
  };
  return [
    '',
    `<details><summary>How each changed unit is sent (${units.length})</summary>`,
    '',
    ...units.slice(0, maxRows).map(item),
    ...(units.length > maxRows ? [`- … and ${units.length - maxRows} more`] : []),
    '',
    '</details>',
  ];
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
