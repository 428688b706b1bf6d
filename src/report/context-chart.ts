import { plainText } from './escape.js';
import { formatSigned, formatTokens } from './format.js';
import type { ScenarioReport } from './report.js';

/**
 * The window is drawn only when the run comes near it: at a peak below half the window, the base and
 * head lines say nothing the headline's peak does not.
 */
const WINDOW_DRAWN_FROM = 0.5;

/** GitHub's own blue, grey and red: legible on its light and dark themes alike. */
const COLOURS = { change: '#0969da', base: '#8c959f', head: '#0969da', window: '#cf222e' };

/**
 * Charts of one run of the agent (docs/architecture.md, "The comment"), as mermaid `xychart-beta`
 * blocks that GitHub draws, collapsed, with their colours set and a legend in words:
 * - what the change adds to (or takes from) each request, where that differs from request to request
 *   (a tool result replayed, a policy's edits); a change every request carries alike is one number,
 *   and the headline says it;
 * - the requests at base and at head against the context window, where the run comes near it.
 * Nothing from the repository goes into a chart but numbers; the agent's name is in the summary, escaped.
 */
export function contextCharts(scenario: ScenarioReport): string[] {
  const { base, head, window } = scenario.context;
  const n = Math.max(base.length, head.length);
  if (n === 0) return [];
  const padded = (values: number[]): number[] => Array.from({ length: n }, (_, i) => tokens(values[i] ?? 0));
  const [baseLine, headLine] = [padded(base), padded(head)];
  const change = headLine.map((h, i) => h - baseLine[i]!);
  const peak = Math.max(...baseLine, ...headLine);
  const charts = [
    ...(new Set(change).size > 1 ? [changeChart(change, scenario)] : []),
    ...(window > 0 && peak >= window * WINDOW_DRAWN_FROM ? [windowChart(baseLine, headLine, tokens(window), scenario)] : []),
  ];
  if (charts.length === 0) return [];
  return [`<details><summary>Context per request: ${plainText(scenario.name)}</summary>`, '', ...charts.flat(), '</details>'];
}

function changeChart(change: number[], scenario: ScenarioReport): string[] {
  const low = Math.min(0, ...change);
  const high = Math.max(0, ...change);
  const { base, head } = scenario.context;
  const caption = [
    `The blue line is what the change adds to each request of one run (tokens at head minus at base): ` +
      `${formatSigned(change[0]!)} at the first request, ${formatSigned(change.at(-1)!)} at the last.`,
    base.length === head.length ? '' : `A run sends ${base.length} requests at base and ${head.length} at head; a missing request counts as 0.`,
    editsSentence(scenario.policy, scenario.context.baseEdits, scenario.context.headEdits),
  ].filter(Boolean);
  return [
    ...chart('Input tokens the change adds, per request', [COLOURS.change], `${low} --> ${high === low ? low + 1 : high}`, change.length, [change]),
    caption.join(' '),
    '',
  ];
}

function windowChart(baseLine: number[], headLine: number[], window: number, scenario: ScenarioReport): string[] {
  const top = Math.max(...baseLine, ...headLine, window);
  const windowLine = baseLine.map(() => window);
  return [
    ...chart('Input tokens per request and the context window', [COLOURS.base, COLOURS.head, COLOURS.window], `0 --> ${top}`, baseLine.length, [baseLine, headLine, windowLine]),
    `Grey: each request at base; blue: at head; red: the context window (${formatTokens(window)} tokens). ` +
      editsSentence(scenario.policy, scenario.context.baseEdits, scenario.context.headEdits),
    '',
  ];
}

/** A mermaid line chart whose colours are set: mermaid's first default colour is near white on white. */
function chart(title: string, colours: string[], range: string, n: number, lines: number[][]): string[] {
  const list = (values: number[]): string => `[${values.join(', ')}]`;
  const init = { themeVariables: { xyChart: { plotColorPalette: colours.join(', ') } } };
  return [
    '```mermaid',
    `%%{init: ${JSON.stringify(init)}}%%`,
    'xychart-beta',
    `    title "${title}"`,
    `    x-axis "request" ${list(Array.from({ length: n }, (_, i) => i + 1))}`,
    `    y-axis "input tokens" ${range}`,
    ...lines.map((l) => `    line ${list(l)}`),
    '```',
    '',
  ];
}

/** A count as the chart writes it: a whole number, whatever a stored report holds. */
function tokens(value: number): number {
  return Math.max(0, Math.round(value));
}

/** Where the memory policy edited the context; the report numbers requests from 1 (docs/architecture.md, "Memory policies"). */
function editsSentence(policy: string, baseEdits: number[], headEdits: number[]): string {
  const requests = (edits: number[]): string => {
    const runs = ranges([...new Set(edits.map(tokens))].sort((a, b) => a - b));
    if (runs.length === 1 && !runs[0]!.includes('–')) return `request ${runs[0]}`;
    return `requests ${runs.length === 1 ? runs[0] : `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}`}`;
  };
  const named = `Memory policy: ${plainText(policy)}`;
  if (baseEdits.length === 0 && headEdits.length === 0) return `${named}; it edits nothing in this run.`;
  const sides = [
    ...(headEdits.length === 0 ? [] : [`before ${requests(headEdits)} at head`]),
    ...(baseEdits.length === 0 ? [] : [`before ${requests(baseEdits)} at base`]),
  ];
  return `${named}; it edits the context ${sides.join(' and ')}${sides.length === 1 ? ' only' : ''}.`;
}

/** Consecutive numbers as one range: `[1, 2, 3, 5]` is `1–3` and `5`; two in a row stay two. */
function ranges(numbers: number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++;
    if (j - i >= 2) out.push(`${numbers[i]}–${numbers[j]}`);
    else for (let k = i; k <= j; k++) out.push(String(numbers[k]));
    i = j + 1;
  }
  return out;
}
