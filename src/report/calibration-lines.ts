import { codeSpan, plainText } from './escape.js';
import { formatDateRange, formatPercent, formatTokens, percentChange } from './format.js';
import type { ScenarioReport } from './report.js';
import type { RunCalibration } from './run-calibration.js';

/** Off by more than this, the comment warns that the simulated run is not the recorded one. */
const CLOSE_PERCENT = 5;
/** Cache-read shares this far apart (in points of the input) are a warning: the dollars assume other caching. */
const CACHE_SHARE_POINTS = 20;

/**
 * Where each calibrated agent's run shape came from and how far its simulation is from the runs it
 * was fitted to (docs/architecture.md, "Calibration"): the reader of an estimate sees what it stands on.
 */
export function calibrationLines(scenarios: readonly ScenarioReport[]): string[] {
  const lines = scenarios.flatMap((s) => (s.calibration ? [line(s.name, s.calibration)] : []));
  return lines.length ? ['', ...lines] : [];
}

function line(name: string, c: RunCalibration): string {
  const when = c.from && c.to ? ` (${plainText(formatDateRange(c.from, c.to))})` : '';
  const f = c.fitted;
  const shape = [
    f.steps === undefined ? undefined : `${f.steps} ${f.steps === 1 ? 'request' : 'requests'} a run`,
    f.outputTokensPerStep === undefined ? undefined : `${formatTokens(f.outputTokensPerStep)} output tokens a step`,
    f.taskTokens === undefined ? undefined : `a task of ${formatTokens(f.taskTokens)} tokens`,
    f.toolOutputTokens === undefined ? undefined : `${formatTokens(f.toolOutputTokens)} tokens of tool output a step`,
  ].filter((part): part is string => part !== undefined);
  const kept = c.kept.length ? `; kept as configured (or as the pull request changes it): ${c.kept.map((k) => codeSpan(k)).join(', ')}` : '';
  // Steps kept, or planning calls taken out: the runs' own count, so a total that matches is not taken for a shape that does.
  const made = f.steps === c.recordedRequests ? '' : ` (the runs made ${formatTokens(c.recordedRequests)} ${c.recordedRequests === 1 ? 'request' : 'requests'})`;
  const off = percentChange(c.recordedInputTokens, c.simulatedInputTokens);
  const far = off === null || Math.abs(off) > CLOSE_PERCENT ? ':warning: ' : '';
  return (
    `Run shape of **${plainText(name)}** from ${c.runs} recorded ${c.runs === 1 ? 'run' : 'runs'} at ${c.side}${when}: ${shape.join(', ') || 'nothing fitted'}${kept}${made}. ` +
    `${far}Simulated, those runs send ${formatTokens(c.simulatedInputTokens)} input tokens against ${formatTokens(Math.round(c.recordedInputTokens))} recorded (${formatPercent(off)}).` +
    cacheSentence(c)
  );
}

/**
 * The runs' cache reads beside the simulation's, which the provider's rules decide and calibration does
 * not fit: a run with none recorded may be an agent that does not cache, or a format that does not say.
 */
function cacheSentence({ recordedCacheReadShare: recorded, simulatedCacheReadShare: simulated }: RunCalibration): string {
  if (recorded === undefined || simulated === undefined) return '';
  // Compared as shown, in whole points: 60% against 80% is 20 points, whatever the float says.
  const points = (share: number): number => Math.round(share * 100);
  const pct = (share: number): string => `${points(share)}%`;
  if (points(recorded) === 0) {
    return points(simulated) === 0
      ? ''
      : ` :warning: The runs' records show no input read from the cache; the simulation reads ${pct(simulated)}. ` +
          'If the agent does not cache (no `cache_control` on Anthropic), set `caching: false`.';
  }
  const apart = Math.abs(points(recorded) - points(simulated)) > CACHE_SHARE_POINTS ? ':warning: ' : '';
  return ` ${apart}From the cache: ${pct(recorded)} of the runs' input, ${pct(simulated)} simulated.`;
}
