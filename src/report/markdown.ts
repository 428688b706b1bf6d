import { groupedNumber } from '../grouped-number.js';
import { perThousandRuns } from './agent-dollars.js';
import { agentLabel } from './agent-label.js';
import { agentTable, isChanged } from './agent-table.js';
import { changesNothing, isTouched } from './changes-nothing.js';
import { contextCharts } from './context-chart.js';
import { countingNotes, countsSentence } from './counting-notes.js';
import { codeSpan, plainText } from './escape.js';
import { deliveryChangeLines, noticeBlocks, uncountedLines } from './finding-lines.js';
import { formatPercent, formatSigned, formatTokens, formatUsd, formatUsdPair } from './format.js';
import type { FileDelta, Report, ScenarioReport } from './report.js';
import { measuredBlock, measuredHeadline, recordedRunsBlock } from './measured-block.js';
import { whatIfTable } from './what-if-table.js';
import { budgetBlocks } from './budget-table.js';
import { isPageUrl } from './history.js';

/** Agents beyond the headline one with a file table each; the JSON report has the rest. */
const MAX_AGENT_SECTIONS = 10;

export interface MarkdownOptions {
  /** GitHub refuses comments over 65,536 characters; long lists are cut well before that. */
  maxRows?: number;
}

/** One paragraph, table or `<details>` of the comment; the comment is its blocks, a blank line apart. */
type Block = string[];

/**
 * The PR comment and job summary (docs/architecture.md, "The comment"). It leads with the answer: the
 * verdict and its reasons; what changed and what it costs for one agent, the headline's (report.ts,
 * `Totals`), per run, per 1,000 runs and per month; a line per other agent the change moves; units
 * sent differently; that agent's file table. Everything else is collapsed. Every value from the
 * repository goes through escape.ts: paths, ids, model ids and commits as `codeSpan`, agent names,
 * policies and messages as `plainText`. The verdict's reasons are the gate's own sentences.
 */
export function renderMarkdown(report: Report, { maxRows = 50 }: MarkdownOptions = {}): string {
  const lead = headlineScenario(report);
  const approx = report.model.exact ? '' : '≈';
  const others = report.scenarios.filter((s) => s !== lead && isTouched(s));
  const budgets = budgetBlocks(report, maxRows);
  const blocks: Block[] = [
    ['## ctxguard: prompt context cost'],
    [verdictLine(report)],
    acceptanceLines(report),
    budgets.over,
    ...(lead && isTouched(lead) ? headlineBlocks(lead, approx) : []),
    leadMeasured(report, lead),
    lead && isTouched(lead) ? trendLine(report, lead) : [],
    otherAgentsBlock(others, approx),
    report.measured ? measuredBlock(report.measured, report.scenarios, report.verdict.thresholds.maxMeasuredDeltaUsd ?? null) : [],
    deliveryChangeLines(report.findings),
    ...countingNotes(report).filter((n) => !n.startsWith('<sub>')).map((n) => [n]),
    ...(lead && isTouched(lead) ? [[...(others.length > 0 || report.measured ? [`Per file, ${agentLabel(lead, { bold: true, withModel: false })}${report.measured ? ', estimated' : ''}:`, ''] : []), ...agentTable(lead, report.files, { maxRows, approx })]] : []),
    ...noticeBlocks(report.findings),
    unsentBlock(report, maxRows),
    uncountedLines(report.findings),
    ...otherTables(others, report.files, { maxRows, approx }),
    agentsBlock(report),
    budgets.within,
    whatIfBlock([...(lead ? [lead] : []), ...others]),
    lead && isTouched(lead) ? contextCharts(lead) : [],
    report.measured ? recordedRunsBlock(report.measured) : [],
    sentUnits(report.files, maxRows),
    pricingBlock(report),
    [`<sub>base ${codeSpan(short(report.base.sha))} → head ${headCommit(report)} · ${thresholdsLine(report)}</sub>`],
  ];
  return blocks.filter((b) => b.length > 0).map((b) => b.join('\n')).join('\n\n') + '\n';
}

/** The headline agent's recorded runs, under its estimated headline. */
function leadMeasured(report: Report, lead: ScenarioReport | undefined): Block {
  const m = lead && report.measured?.agents.find((a) => a.scenario === lead.name);
  return m ? measuredHeadline(m) : [];
}

function verdictLine(report: Report): string {
  const { verdict } = report;
  // A reason names agents, which come from the repository (and, posted from a stored report, from its file): escaped like any name.
  if (verdict.status === 'fail') return `:x: **Check failed**: ${verdict.reasons.map(plainText).join('; ')}.`;
  if (verdict.accepted) {
    const { label, by, reasons } = verdict.accepted;
    // The login is shown, never a mention: plainText keeps `@` from notifying anyone.
    return `:white_check_mark: **Accepted** with the label ${codeSpan(label)}${by ? ` (added by ${plainText(`@${by}`)})` : ''}: ${reasons.map(plainText).join('; ')}.`;
  }
  if (changesNothing(report)) return ':white_check_mark: **No prompt material changed** in this pull request.';
  return ':white_check_mark: **Within budget**.';
}

/**
 * What the tolerance band let pass, and, on a failing check, how to accept it (docs/architecture.md,
 * "Accepting an increase").
 */
function acceptanceLines({ verdict }: Report): Block {
  const lines: string[] = [];
  if (verdict.tolerated?.length) lines.push(`:warning: Within the tolerance: ${verdict.tolerated.map(plainText).join('; ')}.`);
  if (verdict.status === 'fail' && verdict.acceptLabel) lines.push(`To accept this increase, add the label ${codeSpan(verdict.acceptLabel)} to the pull request: the check passes on its next run and says who accepted it.`);
  return lines;
}

/**
 * What changed and what it costs, for one agent, named once: its prompt material, its run's input and
 * peak, and the run's cost at base and at head, per 1,000 runs and per month.
 */
function headlineBlocks(s: ScenarioReport, approx: string): Block[] {
  const { prompt } = s;
  const overflow = s.head.overflowRequest === null ? '' : ` · :warning: **overflows the context window at request ${s.head.overflowRequest}**`;
  const run = formatUsdPair(s.base.costUsd, s.head.costUsd);
  const monthly =
    s.runsPerMonth === null
      ? ' · per month: set `runs_per_month`'
      : ` · **${formatUsd(s.deltaRunUsd * s.runsPerMonth, true)} a month** at ${formatTokens(s.runsPerMonth)} runs`;
  return [
    [
      `${agentLabel(s, { bold: true })}: **${approx}${formatSigned(prompt.deltaTokens)} tokens** of prompt material ` +
        `(all it sends: ${formatTokens(prompt.baseTokens)} → ${formatTokens(prompt.headTokens)}, ${formatPercent(prompt.deltaPercent)}) · ` +
        `**${approx}${formatSigned(s.deltaRunTokens)} input tokens per run** of ${s.steps} requests · ` +
        `peak context ${formatTokens(s.base.peakContext)} → ${formatTokens(s.head.peakContext)} of ${formatTokens(s.contextWindow)}${overflow}`,
    ],
    [`A run costs **${run.base} → ${run.head}** (${run.delta}) · **${perThousandRuns(s)} per 1,000 runs**${monthly}`],
  ];
}

/**
 * Where the default branch has taken the headline agent's run over its last pushes, and where this
 * pull request takes it (docs/architecture.md, "History"), with a link to the history's page.
 */
function trendLine(report: Report, s: ScenarioReport): Block {
  const t = report.trend?.agents.find((a) => a.agent === s.name);
  if (!t || !report.trend) return [];
  const pushes = `${t.pushes} ${t.pushes === 1 ? 'push' : 'pushes'} since ${plainText(t.since.slice(0, 10))}`;
  const page = report.trend.url && isPageUrl(report.trend.url) ? ` · [history](${report.trend.url})` : '';
  // One precision for the three, as fine as the headline's dollars: the last push and this pull request told apart.
  const takes = formatUsdPair(t.last.runUsd, s.head.costUsd);
  const first = `$${groupedNumber(t.first.runUsd, (takes.base.split('.')[1] ?? '').length)}`;
  return [
    `Trend on the default branch (${pushes}): a run went ${first} → ${takes.base} ` +
      `(${formatTokens(t.first.runTokens)} → ${formatTokens(t.last.runTokens)} input tokens); this pull request takes it to ${takes.head} (${formatTokens(s.head.inputTokens)})${page}`,
  ];
}

/** One line per other agent the change moves, by impact: each its own figures, never summed with the headline's. */
function otherAgentsBlock(others: readonly ScenarioReport[], approx: string): Block {
  if (others.length === 0) return [];
  const line = (s: ScenarioReport): string => {
    const overflow = s.head.overflowRequest === null ? '' : `, :warning: overflows at request ${s.head.overflowRequest}`;
    return (
      `- ${agentLabel(s, { bold: true })}: ${approx}${formatSigned(s.prompt.deltaTokens)} tokens of prompt material, ` +
      `${approx}${formatSigned(s.deltaRunTokens)} input tokens per run, ${perThousandRuns(s)} per 1,000 runs${overflow}`
    );
  };
  return ['Other agents it changes, each on its own (they are alternatives, never summed):', ...others.map(line)];
}

/** Each other agent's file table, collapsed, the agent's figures in its summary. */
function otherTables(others: readonly ScenarioReport[], files: readonly FileDelta[], options: { maxRows: number; approx: string }): Block[] {
  const shown = others.slice(0, MAX_AGENT_SECTIONS);
  const blocks = shown.map((s) => [
    `<details><summary>Per file, ${agentLabel(s, { withModel: false })}: ${options.approx}${formatSigned(s.deltaRunTokens)} tokens per run, ${perThousandRuns(s)} per 1,000 runs</summary>`,
    '',
    ...agentTable(s, files, options),
    '',
    '</details>',
  ]);
  if (others.length > shown.length) blocks.push([`… and ${others.length - shown.length} more agents; the JSON report has each one's files.`]);
  return blocks;
}

/** Every agent priced, by impact, collapsed: what the figures of each are. */
function agentsBlock(report: Report): Block {
  if (report.scenarios.length < 2) return [];
  return [
    `<details><summary>All ${report.scenarios.length} agents</summary>`,
    '',
    '| Agent | Model | Steps | Memory policy | Δ prompt tokens | Δ per run | Δ per 1k runs | Start-up context (head) | Peak context (head) |',
    '|:--|:--|--:|:--|--:|--:|--:|--:|--:|',
    ...report.scenarios.map(
      (s) =>
        `| ${agentLabel(s, { withModel: false })} | ${codeSpan(s.model, { inTable: true })} | ${s.steps} | ${plainText(s.policy)} | ${formatSigned(s.prompt.deltaTokens)} | ` +
        `${formatSigned(s.deltaRunTokens)} | ${perThousandRuns(s)} | ${s.startup ? formatTokens(s.startup.headTokens) : '–'} | ${formatTokens(s.head.peakContext)} |`,
    ),
    '',
    '</details>',
  ];
}

function whatIfBlock(agents: readonly ScenarioReport[]): Block {
  const table = whatIfTable(agents);
  if (table.length === 0) return [];
  return ['<details><summary>What if: the change under other memory policies</summary>', '', ...table, '', '</details>'];
}

/** Files the pull request changes that no agent sends: counted, not priced. */
function unsentBlock(report: Report, maxRows: number): Block {
  const unsent = report.files.filter((f) => !report.scenarios.some((s) => s.files.some((r) => r.path === f.path)));
  if (unsent.length === 0) return [];
  return [
    'Sent by no agent (not priced): ' +
      unsent.slice(0, maxRows).map((f) => `${codeSpan(f.path)} (${formatSigned(f.deltaTokens)} tokens)`).join(', ') +
      (unsent.length > maxRows ? `, … and ${unsent.length - maxRows} more` : ''),
  ];
}

/** How the runs were simulated and priced, each agent's steps and policy said once per group of agents that share them. */
function pricingBlock(report: Report): Block {
  const { model } = report;
  const p = model.prices;
  const groups = new Map<string, string[]>();
  for (const s of report.scenarios) {
    const key = `${s.steps} requests, under ${plainText(s.policy)}, ${s.caching ? "with the provider's prompt caching" : 'without prompt caching'}`;
    groups.set(key, [...(groups.get(key) ?? []), plainText(s.name)]);
  }
  const runs = [...groups].map(([how, names]) => (groups.size === 1 ? how : `${how} (${names.join(', ')})`));
  return [
    '<details><summary>How this is priced</summary>',
    '',
    `Each agent's run is simulated at base and at head: ${runs.join('; ')}. Each request sends the system prompt, ` +
      `instruction files and tool schemas plus the history so far, as the memory policy leaves it. ` +
      `A file's Δ per run is the change in the run's input tokens when only that file's change is applied. ` +
      `Prices: ${codeSpan(model.id)} at $${p.input}/MTok input, $${p.output} output` +
      (p.cacheRead === null ? '' : `, $${p.cacheRead} cache read`) +
      (p.cacheWrite === null ? '' : `, $${p.cacheWrite} cache write`) +
      `; from ${plainText(model.source)}. ` +
      countsSentence(report),
    ...countingNotes(report).filter((n) => n.startsWith('<sub>')).flatMap((n) => ['', n]),
    '',
    '</details>',
  ];
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

function thresholdsLine({ verdict }: Report): string {
  const t = verdict.thresholds;
  const set = [
    t.maxDeltaTokens === null ? undefined : `max-delta-tokens ${formatTokens(t.maxDeltaTokens)}`,
    t.maxDeltaPercent === null ? undefined : `max-delta-percent ${t.maxDeltaPercent}%`,
    t.maxDeltaUsd === null ? undefined : `max-delta-usd ${formatUsd(t.maxDeltaUsd)} per 1,000 runs`,
    t.maxPeakContext === null ? undefined : `max-peak-context ${formatTokens(t.maxPeakContext)}`,
    t.maxMeasuredDeltaUsd == null ? undefined : `max-measured-delta-usd ${formatUsd(t.maxMeasuredDeltaUsd)} per 1,000 recorded runs`,
  ].filter(Boolean);
  const tolerance = verdict.tolerancePercent === undefined ? '' : ` · tolerance ${verdict.tolerancePercent}%`;
  return (set.length ? `thresholds (each agent on its own): ${set.join(', ')}` : 'no thresholds set') + tolerance;
}

/** The headline agent (the report's `totals.agent`, first of its scenarios): the headline, the first table, the chart. */
function headlineScenario(report: Report): ScenarioReport | undefined {
  return report.scenarios.find((s) => s.name === report.totals.agent) ?? report.scenarios[0];
}

/** Each changed unit and how each agent sends it, collapsed: the table's Sent column, unit by unit. */
function sentUnits(files: readonly FileDelta[], maxRows: number): Block {
  const units = files.flatMap((f) => f.units.filter(isChanged));
  if (units.length === 0) return [];
  const item = (u: FileDelta['units'][number]): string => {
    const how = u.sentBy.map((s) => `${plainText(s.agent)}: ${s.base === undefined ? '' : `${plainText(s.base)} → `}${plainText(s.delivery)}`).join('; ');
    return `- ${codeSpan(u.id)}: ${how || 'sent by no agent'}`;
  };
  return [
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
