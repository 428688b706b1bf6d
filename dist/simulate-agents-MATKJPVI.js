import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  analyzeSimulation
} from "./chunk-CVGOWIXG.js";
import "./chunk-YW7TJSF7.js";
import {
  scenarioRun,
  sizedParts
} from "./chunk-VQLZBDXR.js";
import "./chunk-3A4UCWB4.js";
import "./chunk-7LWNJ3YC.js";
import "./chunk-5PGHN6VO.js";
import "./chunk-TS6I3ZBO.js";
import {
  scanSnapshot
} from "./chunk-DVV2YXCK.js";
import {
  findAgents,
  pricedAgents,
  repositoryOf
} from "./chunk-SXWQFD6G.js";
import "./chunk-2HTUWB4D.js";
import {
  estimateScale,
  scaledCount
} from "./chunk-SWNO47JW.js";
import {
  extractOptions,
  memoizedExtractor,
  parsersFor
} from "./chunk-4LRS4JJS.js";
import "./chunk-WX6WDCBA.js";
import "./chunk-GZYGH4IS.js";
import "./chunk-CQFPNBFL.js";
import {
  tokenizer
} from "./chunk-MRPTYQJR.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-VP2BXMUL.js";
import "./chunk-LQK3ML4U.js";

// src/cli/simulate-agents.ts
import { resolve } from "node:path";
async function agentReports(configPath, cwd, config) {
  const snapshot = await scanSnapshot(resolve(cwd, configPath, ".."), config);
  const extract = memoizedExtractor(await parsersFor([snapshot]), extractOptions(snapshot.files));
  const repository = repositoryOf(snapshot.files, extract);
  const units = repository.units;
  const side = { units, agents: findAgents(repository) };
  const agents = pricedAgents(config, side, side).map((agent) => {
    const model = agent.head.model;
    const encoding = config.encoding ?? model.tokenizer.encoding;
    const t = tokenizer(encoding);
    const scale = estimateScale(model.id, encoding, config.encoding);
    const count = (text) => scaledCount(t.count(text), scale);
    const sized = units.flatMap((u) => {
      const delivery = agent.head.sends.get(u.id);
      return delivery ? [{ delivery, tokens: u.tokens ?? count(u.text) }] : [];
    });
    sized.push(...sizedParts(agent.head.request ?? [], count, agent.config.taskTokens));
    const run = scenarioRun(agent.config, sized);
    return analyzeSimulation({
      source: `${configPath} agent '${agent.config.name}'`,
      format: "scenario",
      messages: [run.messages],
      trailingTokens: run.trailingTokens,
      sideCalls: run.sideCalls,
      model,
      encoding,
      scale,
      policy: agent.config.policy,
      caching: agent.config.caching,
      cacheLayout: agent.config.cacheBreakpoints,
      messageOverhead: agent.config.messageOverhead
    });
  });
  return Promise.all(agents);
}
export {
  agentReports
};
