import { InputError } from '../../input-error.js';
import { listedItems, type JsonDocument } from './json-documents.js';
import { isoTime } from './iso-time.js';
import type { UsageRecord } from './usage-record.js';

/** An observation as Langfuse's API returns it (camelCase) or its blob-storage export writes it (snake_case). */
type Observation = Record<string, unknown>;

/** One field of an observation under either spelling. */
function get(o: Observation, camel: string, snake: string): unknown {
  return o[camel] ?? o[snake];
}

/** The observations of a file: API responses (`{"data": [...]}`), lists, or export rows a line each. */
function observationsOf(documents: readonly JsonDocument[]): Array<{ o: Observation; line: number }> {
  return listedItems(documents).flatMap(({ item, line }) => (isObject(item) ? [{ o: item, line }] : []));
}

/** Whether a file holds Langfuse observations: objects with a `type` and a trace id, and usage details on a generation. */
export function isLangfuseExport(documents: readonly JsonDocument[]): boolean {
  return observationsOf(documents).some(({ o }) => typeof o.type === 'string' && get(o, 'traceId', 'trace_id') !== undefined && isObject(get(o, 'usageDetails', 'usage_details')));
}

/** Keys of cache reads and of cache writes (five-minute or unstated, one-hour), as Langfuse's integrations and users spell them. */
const CACHE_READ = ['input_cached_tokens', 'input_cache_read', 'cache_read_input_tokens'];
const CACHE_WRITE_5M = ['input_cache_creation_5m', 'input_cache_write', 'cache_creation_input_tokens'];
const CACHE_WRITE_1H = ['input_cache_creation_1h'];
/** The total of writes, where it comes beside its split by life: counted once. */
const CACHE_WRITE_TOTAL = 'input_cache_creation';

/**
 * One record per GENERATION observation of a Langfuse export
 * (docs/architecture.md, "Recorded usage"). Langfuse keeps usage in disjoint buckets: `input` is the input left after every
 * `input_*` detail (cached, audio, cache writes) is taken out, and `output` likewise, so every key
 * that names input adds to the input, as Langfuse's own `promptTokens` adds them. Data written by
 * an instrumentation that sent an inclusive `input` beside its details (buckets over `total`) is
 * read by its total instead. A generation logged as an error without usage is none; any other
 * without usage is an error. The agent is the nearest `AGENT` observation above it in the file,
 * else `metadata.agent_name`, else the trace's name; the run is the trace.
 */
export function langfuseRecords(documents: readonly JsonDocument[], file: string): UsageRecord[] {
  const observations = observationsOf(documents);
  const byId = new Map(observations.map(({ o }) => [String(o.id), o]));
  const records: UsageRecord[] = [];
  for (const { o, line } of observations) {
    if (o.type !== 'GENERATION') continue;
    const details = get(o, 'usageDetails', 'usage_details');
    const where = { file, line, key: `${String(o.id ?? 'observation')} usageDetails` };
    if (!isObject(details) || Object.keys(details).length === 0) {
      if (o.level === 'ERROR') continue;
      throw new InputError('a generation without usage details', where);
    }
    const counts = bucketCounts(details, (key) => {
      throw new InputError(key in details ? `${key}: not a token count` : 'usage details that name no input or output count', where);
    });
    const model = get(o, 'model', 'provided_model_name') ?? o.providedModelName;
    const agent = agentOf(o, byId);
    const time = isoTime(get(o, 'endTime', 'end_time') ?? get(o, 'startTime', 'start_time'));
    const trace = get(o, 'traceId', 'trace_id');
    records.push({
      ...(agent ? { agent } : {}),
      ...(typeof model === 'string' && model !== '' ? { model } : {}),
      ...counts,
      ...(time ? { time } : {}),
      ...(typeof trace === 'string' ? { runId: trace } : {}),
      ...(typeof o.id === 'string' ? { requestId: o.id } : {}),
      source: { file, line },
    });
  }
  return records;
}

function bucketCounts(details: Record<string, unknown>, bad: (key: string) => never): Omit<UsageRecord, 'source'> {
  const count = (key: string): number => {
    const value = details[key];
    if (value === undefined || value === null) return 0;
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : bad(key);
  };
  const sum = (keys: readonly string[]): number => keys.reduce((n, key) => n + count(key), 0);
  const split = CACHE_WRITE_1H.some((k) => k in details) || 'input_cache_creation_5m' in details;
  const write5m = sum(CACHE_WRITE_5M) + (split ? 0 : count(CACHE_WRITE_TOTAL));
  const write1h = sum(CACHE_WRITE_1H);
  if (split && CACHE_WRITE_TOTAL in details && count(CACHE_WRITE_TOTAL) !== count('input_cache_creation_5m') + write1h) bad(CACHE_WRITE_TOTAL);
  const counted = Object.keys(details).filter((key) => key !== 'total' && !(split && key === CACHE_WRITE_TOTAL));
  // OpenAI's own names, where usage was given by hand as the API returned it: its prompt tokens hold its cached ones.
  const isInput = (key: string): boolean => key.includes('input') || key === 'prompt_tokens';
  const isOutput = (key: string): boolean => key.includes('output') || key === 'completion_tokens';
  if (!counted.some((key) => isInput(key) || isOutput(key))) bad('input');
  const input = counted.filter(isInput).reduce((n, key) => n + count(key), 0);
  const output = counted.filter(isOutput).reduce((n, key) => n + count(key), 0);
  const total = details.total === undefined ? undefined : count('total');
  // Buckets over their total: an inclusive `input` beside its own details, counted twice above.
  const inputTokens = total !== undefined && input + output > total ? total - output : input;
  return {
    inputTokens,
    cacheReadTokens: sum(CACHE_READ),
    cacheWrite5mTokens: write5m,
    cacheWrite1hTokens: write1h,
    outputTokens: output,
    reasoningTokens: count('output_reasoning_tokens'),
  };
}

function agentOf(o: Observation, byId: ReadonlyMap<string, Observation>): string | undefined {
  const seen = new Set<Observation>();
  for (let at = byId.get(String(get(o, 'parentObservationId', 'parent_observation_id'))); at && !seen.has(at); at = byId.get(String(get(at, 'parentObservationId', 'parent_observation_id')))) {
    seen.add(at);
    if (at.type === 'AGENT' && typeof at.name === 'string') return at.name;
  }
  const metadata = o.metadata;
  if (isObject(metadata) && typeof metadata.agent_name === 'string') return metadata.agent_name;
  const traceName = get(o, 'traceName', 'trace_name');
  return typeof traceName === 'string' && traceName !== '' ? traceName : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
