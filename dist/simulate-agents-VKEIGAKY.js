import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  analyzeSimulation
} from "./chunk-Q6R7PVV5.js";
import "./chunk-EZ2K3LOU.js";
import {
  scenarioRun,
  sizedParts
} from "./chunk-Y2RM65VR.js";
import "./chunk-POZXDORS.js";
import "./chunk-IZFUIETM.js";
import {
  scanSnapshot
} from "./chunk-67MN7P7U.js";
import {
  findAgents,
  pricedAgents,
  repositoryOf
} from "./chunk-EBV4YMZR.js";
import "./chunk-R5P7HOK3.js";
import {
  extractOptions,
  memoizedExtractor,
  parsersFor
} from "./chunk-JDVESUJA.js";
import "./chunk-5ZTG2NQM.js";
import "./chunk-OXO5P2R7.js";
import {
  tokenizer
} from "./chunk-2LN2V3IG.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-HQ2Z7SHM.js";
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
    const sized = units.flatMap((u) => {
      const delivery = agent.head.sends.get(u.id);
      return delivery ? [{ delivery, tokens: u.tokens ?? t.count(u.text) }] : [];
    });
    sized.push(...sizedParts(agent.head.request ?? [], (text) => t.count(text), agent.config.taskTokens));
    const run = scenarioRun(agent.config, sized);
    return analyzeSimulation({
      source: `${configPath} agent '${agent.config.name}'`,
      format: "scenario",
      messages: [run.messages],
      trailingTokens: run.trailingTokens,
      sideCalls: run.sideCalls,
      model,
      encoding,
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
