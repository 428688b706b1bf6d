import type { PromptUnit } from '../extract/prompt-unit.js';
import { firstRequestCopies, type Delivery } from '../frameworks/delivery.js';
import { groupedNumber } from '../grouped-number.js';
import type { Finding, ScenarioReport } from '../report/report.js';

/** What the cache checks need of one agent: its figures, its model's cache floor, and where its prefix comes from. */
export interface CachedAgent {
  scenario: ScenarioReport;
  model: string;
  minCacheableTokens: number;
  /** The file that moved its start-up context most, else the first file of it: where a finding points. */
  path: string | null;
}

/**
 * An agent whose start-up context the pull request brings under its model's minimum cacheable
 * prefix (docs/architecture.md, "Cache checks"): the provider caches no prefix shorter than that, so
 * its system prompt and tools are no longer cached on their own, and a short run may read nothing from
 * the cache at all. And an agent the change moves whose run reads nothing from the cache, because no
 * request reaches the minimum.
 */
export function cacheFloorFindings(agents: readonly CachedAgent[]): Finding[] {
  return agents.flatMap(({ scenario: s, model, minCacheableTokens: min, path }): Finding[] => {
    if (!s.caching || !s.startup || path === null) return [];
    const floor = `${model}'s minimum cacheable prefix of ${groupedNumber(min)} tokens`;
    const { baseTokens, headTokens } = s.startup;
    const nothingRead = s.head.cachedTokens === 0;
    if (baseTokens >= min && headTokens < min) {
      const lost = nothingRead && s.base.cachedTokens > 0 ? '; no request of its run reads from the cache any more' : '';
      const message = `this pull request brings ${s.name}'s start-up context from ${groupedNumber(baseTokens)} to ${groupedNumber(headTokens)} tokens, under ${floor}: its system prompt and tools are no longer cached on their own${lost}`;
      return [{ kind: 'cache-floor', path, agent: s.name, message }];
    }
    const moved = s.deltaRunTokens !== 0 || s.prompt.deltaTokens !== 0;
    if (moved && nothingRead && s.head.peakContext < min) {
      const message = `no request of ${s.name}'s run reaches ${floor} (its largest is ${groupedNumber(s.head.peakContext)}): nothing is read from the cache, and every request pays the full input price`;
      return [{ kind: 'cache-floor', path, agent: s.name, message }];
    }
    return [];
  });
}

/**
 * Template fields whose value changes from run to run (a date, a time, an id, a counter), by the words
 * of their name or expression: `{current_date}`, `{{ now }}`, `datetime.now()`, `run_id`.
 */
const PER_RUN_WORDS = new Set(['date', 'time', 'now', 'today', 'timestamp', 'datetime', 'utcnow', 'uuid', 'uuid4', 'guid', 'nonce', 'random', 'counter', 'iteration', 'attempt', 'epoch']);
const PER_RUN_IDS = /(?:^|_)(?:run|session|request|trace|conversation|thread)_?id$/i;

export function isPerRunField(field: string): boolean {
  const words = field.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean).map((w) => w.toLowerCase());
  return words.some((w) => PER_RUN_WORDS.has(w)) || PER_RUN_IDS.test(field.replace(/[^A-Za-z0-9_]/g, '_'));
}

/**
 * A changed unit in an agent's cached prefix (sent from its first request) that gains a field whose
 * value changes every run: the prefix the provider caches then differs from one run to the next, so
 * each run writes it to the cache again rather than reading what the last one wrote
 * (docs/architecture.md, "Cache checks"). One finding per unit, naming the fields and the agents.
 */
export function perRunPrefixFindings(
  head: ReadonlyMap<string, PromptUnit>,
  base: ReadonlyMap<string, PromptUnit>,
  agents: ReadonlyArray<{ name: string; caching: boolean; sends: ReadonlyMap<string, Delivery> }>,
): Finding[] {
  const findings: Finding[] = [];
  for (const [id, unit] of head) {
    const before = new Set(base.get(id)?.placeholders ?? []);
    const added = unit.placeholders.filter((f) => !before.has(f) && isPerRunField(f));
    if (added.length === 0) continue;
    const senders = agents.filter((a) => a.caching && firstRequestCopies(a.sends.get(id) ?? NOT_SENT) > 0).map((a) => a.name);
    if (senders.length === 0) continue;
    const fields = `the ${added.length === 1 ? 'field' : 'fields'} ${added.join(', ')}`;
    // The first field's line where the text still holds it (a template's `{{ field }}`); an f-string's expression is not in it.
    const at = unit.text.indexOf(added[0]!);
    findings.push({
      kind: 'per-run-prefix',
      path: unit.path,
      line: unit.lines[0] + (at < 0 ? 0 : unit.text.slice(0, at).split('\n').length - 1),
      unit: id,
      agent: senders.join(', '),
      message: `${fields} ${added.length === 1 ? 'changes' : 'change'} from run to run, in the prefix ${senders.join(' and ')} ${senders.length === 1 ? 'caches' : 'cache'}: each run writes that prefix to the cache again instead of reading the last run's; put per-run values after the cached part (at the end of the last message)`,
    });
  }
  return findings;
}

const NOT_SENT: Delivery = { kind: 'never', reason: 'not sent' };
