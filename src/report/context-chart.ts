import { plainText } from './escape.js';
import { formatTokens } from './format.js';
import type { ScenarioReport } from './report.js';

/**
 * The window is drawn as a third line only when the run comes near it: at a peak below half the
 * window, a flat line at the top would squash the two that matter.
 */
const WINDOW_DRAWN_FROM = 0.5;

/**
 * One run's input tokens per request at base and at head, as a mermaid `xychart-beta` that GitHub draws,
 * collapsed (docs/architecture.md, "The comment"). Nothing from the repository goes into the chart but
 * numbers: the title and axis labels are ours, the agent's name is in the summary, escaped as text.
 */
export function contextChart(scenario: ScenarioReport): string[] {
  const { base, head, window, baseEdits, headEdits } = scenario.context;
  const n = Math.max(base.length, head.length);
  if (n === 0) return [];
  const padded = (values: number[]): number[] => Array.from({ length: n }, (_, i) => tokens(values[i] ?? 0));
  const baseLine = padded(base);
  const headLine = padded(head);
  const peak = Math.max(...baseLine, ...headLine);
  const drawWindow = window > 0 && peak >= window * WINDOW_DRAWN_FROM;
  const top = drawWindow ? Math.max(peak, tokens(window)) : peak;
  const list = (values: number[]): string => `[${values.join(', ')}]`;

  const caption = [
    `Input tokens of each request of one run of the ${plainText(scenario.name)}: the first line at base, the second at head` +
      (drawWindow ? `, the third the context window (${formatTokens(window)} tokens).` : `. The context window, ${formatTokens(window)} tokens, is above the chart (peak ${formatTokens(peak)}).`),
    base.length === head.length ? '' : `A run sends ${base.length} requests at base and ${head.length} at head; the shorter line ends at 0.`,
    editsSentence(scenario.policy, baseEdits, headEdits),
  ].filter(Boolean);

  return [
    `<details><summary>Context per request: ${plainText(scenario.name)}</summary>`,
    '',
    '```mermaid',
    'xychart-beta',
    '    title "Input tokens per request, base and head"',
    `    x-axis "request" ${list(Array.from({ length: n }, (_, i) => i + 1))}`,
    `    y-axis "input tokens" 0 --> ${top}`,
    `    line ${list(baseLine)}`,
    `    line ${list(headLine)}`,
    ...(drawWindow ? [`    line ${list(Array.from({ length: n }, () => tokens(window)))}`] : []),
    '```',
    '',
    caption.join(' '),
    '',
    '</details>',
  ];
}

/** A count as the chart writes it: a whole, non-negative number, whatever a stored report holds. */
function tokens(value: number): number {
  return Math.max(0, Math.round(value));
}

/** Where the memory policy edited the context; the report numbers requests from 1 (docs/architecture.md, "Memory policies"). */
function editsSentence(policy: string, baseEdits: number[], headEdits: number[]): string {
  const requests = (edits: number[]): string => {
    const numbers = [...new Set(edits)].sort((a, b) => a - b).map((e) => String(tokens(e)));
    return numbers.length === 1 ? `request ${numbers[0]}` : `requests ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  };
  const named = `Memory policy: ${plainText(policy)}`;
  if (baseEdits.length === 0 && headEdits.length === 0) return `${named}; it edits nothing in this run.`;
  const sides = [
    ...(headEdits.length === 0 ? [] : [`before ${requests(headEdits)} at head`]),
    ...(baseEdits.length === 0 ? [] : [`before ${requests(baseEdits)} at base`]),
  ];
  return `${named}; it edits the context ${sides.join(' and ')}${sides.length === 1 ? ' only' : ''}.`;
}
