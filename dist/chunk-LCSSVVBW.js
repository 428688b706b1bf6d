import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  inProcessReplay,
  replayOptions,
  replaySettingsOf
} from "./chunk-SP3ISUKT.js";
import {
  standardPolicies
} from "./chunk-DSWQVXQG.js";
import {
  Simulation
} from "./chunk-G2WUTIFS.js";
import {
  priceAt
} from "./chunk-TS6I3ZBO.js";
import {
  NONE,
  describePolicy
} from "./chunk-NXVSBI7R.js";

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
    [...whatIfs, ...recordedBill ? [NONE] : []].map((policy) => ({ policy, recordRequests: false }))
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
  const recorded = input.recorded ? recordedTotals(input.recorded, input.model.prices) : input.recordedRun ? runTotals(input.recordedRun, input.model.prices) : void 0;
  if (recorded) {
    const asSent = others.at(-1).totals;
    report.recorded = {
      // Numbered from 1, as the simulated requests beside them.
      requests: (input.recorded ?? []).map((r, i) => ({ index: i + 1, ...r })),
      totals: recorded,
      requestCount: input.recorded?.length ?? input.recordedRun.requests,
      unloggedPrefixTokens,
      replay: { requests: asSent.requests, inputTokens: asSent.inputTokens, outputTokens: asSent.outputTokens },
      inputDifferenceTokens: asSent.inputTokens - recorded.inputTokens,
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
function recordedTotals(requests, p) {
  const totals = { inputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 0, costUsd: 0 };
  for (const r of requests) {
    totals.inputTokens += r.inputTokens;
    totals.cacheReadTokens += r.cacheReadTokens;
    totals.cacheWriteTokens += r.cacheWriteTokens;
    totals.outputTokens += r.outputTokens;
    const at = (price) => priceAt(price ?? p.input, r.inputTokens);
    const fresh = r.inputTokens - r.cacheReadTokens - r.cacheWriteTokens;
    totals.costUsd += (fresh * at(p.input) + r.cacheReadTokens * at(p.cacheRead) + r.cacheWriteTokens * at(p.cacheWrite) + r.outputTokens * at(p.output)) / 1e6;
  }
  return totals;
}
function runTotals(r, p) {
  const perRequest = r.requests > 0 ? r.inputTokens / r.requests : 0;
  const costUsd = (r.inputTokens * priceAt(p.input, perRequest) + r.outputTokens * priceAt(p.output, perRequest)) / 1e6;
  return { inputTokens: r.inputTokens, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: r.outputTokens, costUsd };
}
function withExtraSystemTokens(messages, tokens, overhead) {
  const at = messages.findIndex((m) => m.role === "system");
  if (at < 0) return [{ role: "system", tokens: Math.max(0, tokens - overhead), argsTokens: 0 }, ...messages];
  return messages.map((m, i) => i === at ? { ...m, tokens: m.tokens + tokens } : m);
}

export {
  analyzeSimulation
};
