import { perThousandRuns } from './agent-dollars.js';
import { plainText } from './escape.js';
import { formatSigned, formatTokens, formatUsd } from './format.js';
import type { ScenarioReport, WhatIfRow } from './report.js';

/** Points from a policy whose cache reads differ from the configured policy's to the line that says so. */
const CACHE_MARK = '‡';
/** A policy's share of input read from the cache this far below the configured one's changes what a token costs. */
const CACHE_SHARE_APART = 0.1;

/**
 * The change under the memory policies ctxguard compares, as one table of agents by policies
 * (docs/architecture.md, "The comment"): each agent's configured policy, then only the policies under
 * which the change costs something else. Empty when no policy changes any agent's figure.
 */
export function whatIfTable(scenarios: readonly ScenarioReport[]): string[] {
  const rows: string[] = [];
  const cached = new Map<string, string[]>();
  let omitted = false;
  for (const s of scenarios) {
    const [configured, ...others] = s.whatIf;
    if (!configured) continue;
    const differ = others.filter((w) => differs(w, configured));
    omitted ||= differ.length < others.length;
    if (differ.length === 0) continue;
    rows.push(whatIfRow(plainText(s.name), `as configured: ${plainText(configured.policy)}`, configured, perThousandRuns(s)));
    for (const w of differ) {
      const cache = cacheApart(w, configured);
      rows.push(whatIfRow('', `${plainText(w.policy)}${cache ? ` ${CACHE_MARK}` : ''}`, w, formatUsd(w.deltaRunUsd * 1000, true)));
      if (cache) cached.set(w.policy, [...(cached.get(w.policy) ?? []), `${plainText(s.name)} ${cache}`]);
    }
  }
  if (rows.length === 0) return [];
  return [
    '| Agent | Memory policy | Tokens per run, base → head | Δ per run | Δ per 1k runs | Peak context (head) |',
    '|:--|:--|--:|--:|--:|--:|',
    ...rows,
    ...[...cached].flatMap(([policy, agents]) => [
      '',
      `${CACHE_MARK} ${plainText(policy)}: each edit of the history ends the cached prefix where it edits, so less of each request is read ` +
        `from the cache and the same tokens cost more. Input read from the cache at head: ${agents.join('; ')}.`,
    ]),
    ...(omitted ? ['', 'A policy not listed for an agent changes nothing: the change costs it what it costs as configured.'] : []),
  ];
}

function whatIfRow(agent: string, policy: string, w: WhatIfRow, perThousand: string): string {
  const peak = formatTokens(w.headPeakContext) + (w.headOverflowRequest === null ? '' : ` (overflows at request ${w.headOverflowRequest})`);
  return `| ${agent} | ${policy} | ${formatTokens(w.baseRunTokens)} → ${formatTokens(w.headRunTokens)} | ${formatSigned(w.deltaRunTokens)} | ${perThousand} | ${peak} |`;
}

/** A policy row a reviewer learns something from: another change in tokens or dollars (as shown), or another peak or overflow. */
function differs(w: WhatIfRow, configured: WhatIfRow): boolean {
  return (
    w.deltaRunTokens !== configured.deltaRunTokens ||
    formatUsd(w.deltaRunUsd * 1000, true) !== formatUsd(configured.deltaRunUsd * 1000, true) ||
    w.headPeakContext !== configured.headPeakContext ||
    w.headOverflowRequest !== configured.headOverflowRequest
  );
}

/**
 * How far this policy moves the share of the head run read from the cache, where it moves it far
 * enough to change what a token costs: `5%, against 90% as configured`.
 */
function cacheApart(w: WhatIfRow, configured: WhatIfRow): string | undefined {
  const share = (r: WhatIfRow): number => (r.headRunTokens > 0 ? r.headCachedTokens / r.headRunTokens : 0);
  // A policy edits the history, which only ever ends a cached prefix earlier: only a drop is explained.
  if (share(configured) - share(w) < CACHE_SHARE_APART) return undefined;
  const percent = (r: WhatIfRow): string => `${Math.round(share(r) * 100)}%`;
  return `${percent(w)}, against ${percent(configured)} as configured`;
}
