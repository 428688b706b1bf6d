import { recordedCostUsd } from '../models/recorded-cost.js';
import type { ModelSpec } from '../models/model.js';
import { standardPolicies } from '../simulate/policies/standard-policies.js';
import { describePolicy, NONE, type PolicySpec } from '../simulate/policies/policy-spec.js';
import type { TraceFormat } from '../trace/formats/recorded-usage.js';
import type { UsageRecord } from '../trace/usage/usage-record.js';
import { Simulation, type SimulationOptions } from '../simulate/simulator.js';
import type { RequestRecord } from '../simulate/request-log.js';
import { replayOptions, replaySettingsOf, type ReplaySettings } from '../simulate/replay-settings.js';
import { inProcessReplay, type Replayer } from '../simulate/replay.js';
import type { SizedMessage } from '../trace/trace.js';
import type { RecordedBill, RecordedRequest, SimulateReport } from '../report/simulate-report.js';

export interface SimulateInput extends ReplaySettings {
  source: string;
  format: TraceFormat | 'scenario';
  /**
   * The messages in batches, read once, as they come: a trace streamed from its file comes a read's
   * worth at a time, a whole one as one batch. A recorded run's are held whole.
   */
  messages: Iterable<readonly SizedMessage[]>;
  /** The log's records, one per request (docs/architecture.md, "Recorded usage"). */
  recorded?: UsageRecord[];
  /** The run's recorded totals as one record of its requests, where the log keeps no per-request usage. */
  recordedRun?: UsageRecord;
  /** The log's history holds every request as sent: its replay must cost what it recorded. */
  everyRequestInHistory?: boolean;
  encoding: string;
  /** What the messages' `encoding` counts were multiplied by (docs/architecture.md, "Exact counts from the provider"); 1 when absent. */
  scale?: number;
  policy: PolicySpec;
}

/**
 * The configured policy's run, request by request, with every standard policy's totals beside it (and
 * the replay without a policy a recorded bill is set against): all of them replay the messages in one
 * pass, so a trace is read once and never held whole (docs/architecture.md, "Simulation"). The runs
 * go where `replayer` puts them: in this thread unless told otherwise.
 */
export async function analyzeSimulation(input: SimulateInput, replayer: Replayer = inProcessReplay): Promise<SimulateReport> {
  let messages = input.messages;
  let unloggedPrefixTokens = 0;
  const firstRecorded = input.recorded?.[0];
  if (firstRecorded) {
    // Logs leave out what the harness adds to every request; the first request shows how much. A
    // recorded log is converted whole, so it can be read twice.
    const whole = [...messages].flat();
    const first = firstRequest(whole, replayOptions(input, NONE, true));
    unloggedPrefixTokens = Math.max(0, firstRecorded.inputTokens - (first?.inputTokens ?? 0));
    messages = [unloggedPrefixTokens > 0 ? withExtraSystemTokens(whole, unloggedPrefixTokens, input.messageOverhead) : whole];
  }
  const key = JSON.stringify(input.policy);
  const whatIfs = standardPolicies(input.model).filter((p) => JSON.stringify(p) !== key);
  const recordedBill = input.recorded !== undefined || input.recordedRun !== undefined;
  // The configured run is replayed here, as the trace is read; the others where `replayer` puts them.
  const run = new Simulation(replayOptions(input, input.policy, true));
  const beside = replayer(
    replaySettingsOf(input),
    [...whatIfs.map((policy) => ({ policy, recordRequests: false })), ...(recordedBill ? [{ policy: NONE, recordRequests: input.recorded !== undefined }] : [])],
  );
  for (const batch of messages) {
    for (let i = 0; i < batch.length; i++) run.add(batch[i]!);
    beside.add(batch);
  }
  const result = run.finish();
  const others = await beside.finish();
  const report: SimulateReport = {
    version: 1,
    source: input.source,
    format: input.format,
    model: {
      id: input.model.id,
      encoding: input.encoding,
      exact: input.model.tokenizer.exact && input.model.tokenizer.encoding === input.encoding,
      ...(input.scale !== undefined && input.scale !== 1 ? { scale: input.scale } : {}),
      contextWindow: input.model.contextWindow,
      source: input.model.source,
    },
    policy: describePolicy(input.policy),
    caching: input.caching,
    requests: result.requests,
    totals: result.totals,
    events: result.events,
    whatIf: whatIfs.map((p, i) => ({ policy: describePolicy(p), totals: others[i]!.totals })),
  };
  const records = input.recorded ?? (input.recordedRun ? [input.recordedRun] : undefined);
  if (records) {
    // The bill is set beside the run as it was sent, whatever policy the report simulates.
    const asSent = others.at(-1)!;
    const recorded = billOf(records, input.model);
    report.recorded = {
      requests: recordedRequests(input.recorded ?? [], asSent.requests.inputs()),
      totals: recorded,
      requestCount: records.reduce((n, r) => n + (r.requests ?? 1), 0),
      unloggedPrefixTokens,
      replay: { requests: asSent.totals.requests, inputTokens: asSent.totals.inputTokens, outputTokens: asSent.totals.outputTokens },
      inputDifferenceTokens: asSent.totals.inputTokens - recorded.inputTokens,
      everyRequestInHistory: input.everyRequestInHistory === true,
    };
  }
  return report;
}

/** The run's first request, replayed only as far as it. */
function firstRequest(messages: SizedMessage[], options: SimulationOptions): RequestRecord | undefined {
  const run = new Simulation(options);
  for (const message of messages) {
    run.add(message);
    if (message.role === 'assistant') break;
  }
  return run.finish().requests.at(0);
}

/**
 * The log's records summed and priced as `ctxguard recorded` prices them (`recordedCostUsd`): cache
 * reads and each life of writes at their own prices, at the tier of the request's input (of the
 * average request, for a run's totals).
 */
function billOf(records: readonly UsageRecord[], model: ModelSpec): RecordedBill {
  const bill = { inputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 0, costUsd: 0 };
  for (const r of records) {
    bill.inputTokens += r.inputTokens;
    bill.cacheReadTokens += r.cacheReadTokens;
    bill.cacheWriteTokens += r.cacheWrite5mTokens + r.cacheWrite1hTokens;
    bill.outputTokens += r.outputTokens;
    bill.costUsd += recordedCostUsd(r, model);
  }
  return bill;
}

/** Each recorded request beside the replay's, request by request where the two runs have as many. */
function recordedRequests(records: readonly UsageRecord[], replayed: readonly number[]): RecordedRequest[] {
  const paired = records.length === replayed.length;
  return records.map((r, i) => ({
    index: i + 1,
    inputTokens: r.inputTokens,
    cacheReadTokens: r.cacheReadTokens,
    cacheWriteTokens: r.cacheWrite5mTokens + r.cacheWrite1hTokens,
    outputTokens: r.outputTokens,
    replayedInputTokens: paired ? replayed[i]! : null,
    differenceTokens: paired ? replayed[i]! - r.inputTokens : null,
  }));
}

/** Adds tokens to the system prompt; a new system message brings its own overhead, counted in. */
function withExtraSystemTokens(messages: SizedMessage[], tokens: number, overhead: number): SizedMessage[] {
  const at = messages.findIndex((m) => m.role === 'system');
  if (at < 0) return [{ role: 'system', tokens: Math.max(0, tokens - overhead), argsTokens: 0 }, ...messages];
  return messages.map((m, i) => (i === at ? { ...m, tokens: m.tokens + tokens } : m));
}
