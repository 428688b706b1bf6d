import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  inProcessReplay,
  replayOptions,
  replaySettingsOf
} from "./chunk-SLMPYSDO.js";
import {
  standardPolicies
} from "./chunk-72PMS5I4.js";
import {
  recordedCostUsd
} from "./chunk-7LWNJ3YC.js";
import {
  Simulation
} from "./chunk-TN6WN66N.js";
import {
  NONE,
  describePolicy
} from "./chunk-67GQ2N7O.js";

// src/analyze/simulate.ts
async function analyzeSimulation(input, replayer = inProcessReplay) {
  let messages = input.messages;
  let unloggedPrefixTokens = 0;
  const firstRecorded = input.recorded?.[0];
  if (firstRecorded) {
    const whole = [...messages].flat();
    const first = firstRequest(whole, replayOptions(input, NONE, true));
    unloggedPrefixTokens = Math.max(0, firstRecorded.inputTokens - (first?.inputTokens ?? 0));
    messages = [unloggedPrefixTokens > 0 ? withExtraSystemTokens(whole, unloggedPrefixTokens, input.messageOverhead) : whole];
  }
  const key = JSON.stringify(input.policy);
  const whatIfs = standardPolicies(input.model).filter((p) => JSON.stringify(p) !== key);
  const recordedBill = input.recorded !== void 0 || input.recordedRun !== void 0;
  const run = new Simulation(replayOptions(input, input.policy, true));
  const beside = replayer(
    replaySettingsOf(input),
    [...whatIfs.map((policy) => ({ policy, recordRequests: false })), ...recordedBill ? [{ policy: NONE, recordRequests: input.recorded !== void 0 }] : []]
  );
  for (const batch of messages) {
    for (let i = 0; i < batch.length; i++) run.add(batch[i]);
    beside.add(batch);
  }
  const result = run.finish();
  const others = await beside.finish();
  const report = {
    version: 1,
    source: input.source,
    format: input.format,
    model: {
      id: input.model.id,
      encoding: input.encoding,
      exact: input.model.tokenizer.exact && input.model.tokenizer.encoding === input.encoding,
      ...input.scale !== void 0 && input.scale !== 1 ? { scale: input.scale } : {},
      contextWindow: input.model.contextWindow,
      source: input.model.source
    },
    policy: describePolicy(input.policy),
    caching: input.caching,
    requests: result.requests,
    totals: result.totals,
    events: result.events,
    whatIf: whatIfs.map((p, i) => ({ policy: describePolicy(p), totals: others[i].totals }))
  };
  const records = input.recorded ?? (input.recordedRun ? [input.recordedRun] : void 0);
  if (records) {
    const asSent = others.at(-1);
    const recorded = billOf(records, input.model);
    report.recorded = {
      requests: recordedRequests(input.recorded ?? [], asSent.requests.inputs()),
      totals: recorded,
      requestCount: records.reduce((n, r) => n + (r.requests ?? 1), 0),
      unloggedPrefixTokens,
      replay: { requests: asSent.totals.requests, inputTokens: asSent.totals.inputTokens, outputTokens: asSent.totals.outputTokens },
      inputDifferenceTokens: asSent.totals.inputTokens - recorded.inputTokens,
      everyRequestInHistory: input.everyRequestInHistory === true
    };
  }
  return report;
}
function firstRequest(messages, options) {
  const run = new Simulation(options);
  for (const message of messages) {
    run.add(message);
    if (message.role === "assistant") break;
  }
  return run.finish().requests.at(0);
}
function billOf(records, model) {
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
function recordedRequests(records, replayed) {
  const paired = records.length === replayed.length;
  return records.map((r, i) => ({
    index: i + 1,
    inputTokens: r.inputTokens,
    cacheReadTokens: r.cacheReadTokens,
    cacheWriteTokens: r.cacheWrite5mTokens + r.cacheWrite1hTokens,
    outputTokens: r.outputTokens,
    replayedInputTokens: paired ? replayed[i] : null,
    differenceTokens: paired ? replayed[i] - r.inputTokens : null
  }));
}
function withExtraSystemTokens(messages, tokens, overhead) {
  const at = messages.findIndex((m) => m.role === "system");
  if (at < 0) return [{ role: "system", tokens: Math.max(0, tokens - overhead), argsTokens: 0 }, ...messages];
  return messages.map((m, i) => i === at ? { ...m, tokens: m.tokens + tokens } : m);
}

export {
  analyzeSimulation
};
