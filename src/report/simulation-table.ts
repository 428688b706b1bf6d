import type { RecordedRequest, SimulateReport } from './simulate-report.js';
import { countedWith, formatPercent, formatSigned, formatTokens, formatUsd, percentChange } from './format.js';

const BAR_WIDTH = 40;
const MAX_ROWS = 60;

/** The terminal view of a simulation: one row per request (or per group of them) with a context bar. */
export function renderSimulationTable(report: SimulateReport): string {
  const { requests, totals } = report;
  const approx = report.model.exact ? '' : '≈';
  const lines = [
    `${report.source} (${report.format}): ${report.model.id}, ${report.policy}, caching ${report.caching ? 'on' : 'off'}` +
      (report.model.exact ? '' : ` (counts are estimates: ${countedWith(report.model)})`),
    '',
    `${'request'.padStart(11)}  ${'input'.padStart(9)}  ${'cached'.padStart(9)}  ${'output'.padStart(7)}  context (peak ${formatTokens(totals.peakContext)})`,
  ];
  const per = Math.max(1, Math.ceil(requests.length / MAX_ROWS));
  const scale = Math.max(totals.peakContext, 1);
  const { events } = report;
  // Events come in request order: one cursor walks them beside the rows, no set of 100,000 numbers.
  let event = 0;
  // Read column by column: a long run has 100,000 requests and 60 rows (docs/architecture.md, "Simulation").
  for (let first = 0; first < requests.length; first += per) {
    const last = Math.min(first + per, requests.length) - 1;
    let peak = 0;
    for (let i = first; i <= last; i++) peak = Math.max(peak, requests.inputTokens(i));
    while (event < events.length && events.request(event) < first + 1) event++;
    const mark = event < events.length && events.request(event) <= last + 1 ? ' ✂' : '';
    const label = per === 1 ? String(last + 1) : `${first + 1}-${last + 1}`;
    const bar = '█'.repeat(Math.max(1, Math.round((peak / scale) * BAR_WIDTH)));
    const over = peak > report.model.contextWindow ? ' overflow' : '';
    lines.push(
      `${label.padStart(11)}  ${formatTokens(peak).padStart(9)}  ${formatTokens(requests.cachedTokens(last)).padStart(9)}  ` +
        `${formatTokens(requests.outputTokens(last)).padStart(7)}  ${bar}${mark}${over}`,
    );
  }
  lines.push(
    '',
    `input ${approx}${formatTokens(totals.inputTokens)} (fresh ${formatTokens(totals.freshTokens)}, cached ${formatTokens(totals.cachedTokens)}), ` +
      `output ${formatTokens(totals.outputTokens)}, peak ${formatTokens(totals.peakContext)} of ${formatTokens(report.model.contextWindow)}` +
      (totals.overflowRequest === null ? '' : `, overflows at request ${totals.overflowRequest}`),
    `cost ${formatUsd(totals.costUsd.cached)} with caching, ${formatUsd(totals.costUsd.uncached)} without` +
      (report.events.length ? `; ${report.events.length} policy edits (✂)` : ''),
  );
  if (report.recorded) {
    const r = report.recorded.totals;
    lines.push(
      `recorded: input ${formatTokens(r.inputTokens)} (cache read ${formatTokens(r.cacheReadTokens)}, written ${formatTokens(r.cacheWriteTokens)}), ` +
        `output ${formatTokens(r.outputTokens)}, ${formatUsd(r.costUsd)}` +
        (report.recorded.unloggedPrefixTokens ? `; ${formatTokens(report.recorded.unloggedPrefixTokens)} tokens per request not in the log (added as system prompt)` : ''),
    );
    const { replay, requestCount, inputDifferenceTokens } = report.recorded;
    lines.push(
      `replayed as recorded: input ${approx}${formatTokens(replay.inputTokens)} against ${formatTokens(r.inputTokens)} recorded, difference ` +
        `${formatSigned(inputDifferenceTokens)} (${formatPercent(percentChange(r.inputTokens, replay.inputTokens))}); ` +
        `output ${formatTokens(replay.outputTokens)} against ${formatTokens(r.outputTokens)}; ${replay.requests} requests against ${requestCount}` +
        (report.recorded.everyRequestInHistory ? '; the log holds every request as sent, so they must agree' : ''),
    );
    const perRequest = requestAgreement(report.recorded.requests, approx);
    if (perRequest) lines.push(perRequest);
  }
  if (report.whatIf.length) {
    lines.push('', 'what if:');
    for (const w of report.whatIf) {
      lines.push(
        `  ${w.policy}: input ${formatTokens(w.totals.inputTokens)}, peak ${formatTokens(w.totals.peakContext)}, ` +
          `${formatUsd(w.totals.costUsd.cached)} with caching` + (w.totals.overflowRequest === null ? '' : `, overflows at request ${w.totals.overflowRequest}`),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Request by request, where the replay has as many requests as the log: how many agree within 1%
 * and the largest difference, so a reconciliation that only adds up in total is not taken for one
 * that holds at each request.
 */
function requestAgreement(requests: readonly RecordedRequest[], approx: string): string | undefined {
  const paired = requests.filter((r): r is RecordedRequest & { replayedInputTokens: number; differenceTokens: number } => r.differenceTokens !== null);
  if (paired.length === 0) return undefined;
  const close = paired.filter((r) => Math.abs(r.differenceTokens) <= r.inputTokens / 100).length;
  const worst = paired.reduce((a, b) => (Math.abs(b.differenceTokens) > Math.abs(a.differenceTokens) ? b : a));
  return (
    `per request: ${close} of ${paired.length} replayed within 1% of the recorded input; the largest difference ${approx}${formatSigned(worst.differenceTokens)} ` +
    `at request ${worst.index} (${formatTokens(worst.replayedInputTokens)} against ${formatTokens(worst.inputTokens)}, ${formatPercent(percentChange(worst.inputTokens, worst.replayedInputTokens))})`
  );
}
