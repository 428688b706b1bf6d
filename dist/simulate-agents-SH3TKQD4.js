import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  analyzeSimulation
} from "./chunk-5WPPQQXN.js";
import "./chunk-HYTZS5UK.js";
import {
  scenarioRun,
  sizedParts
} from "./chunk-BMXBQHUT.js";
import "./chunk-FNZI5RVT.js";
import "./chunk-7XXOL554.js";
import {
  scanSnapshot
} from "./chunk-JJYAMXX3.js";
import {
  findAgents,
  pricedAgents,
  repositoryOf
} from "./chunk-TJF7Y5XI.js";
import "./chunk-Q5ZX2224.js";
import {
  extractOptions,
  memoizedExtractor,
  parsersFor
} from "./chunk-75DAUJ3V.js";
import "./chunk-DFR2HQOX.js";
import "./chunk-EH4SZH24.js";
import {
  tokenizer
} from "./chunk-5ECRWOEB.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-PTD2P55P.js";
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
