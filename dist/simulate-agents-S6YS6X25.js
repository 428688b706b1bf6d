import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  analyzeSimulation
} from "./chunk-KTXKG4QS.js";
import "./chunk-E4LPNWAQ.js";
import {
  scenarioRun,
  sizedParts
} from "./chunk-QEYOKBGT.js";
import "./chunk-X6ZP3BPA.js";
import "./chunk-SCPOROSD.js";
import {
  scanSnapshot
} from "./chunk-BZAGSJFN.js";
import {
  findAgents,
  pricedAgents,
  repositoryOf
} from "./chunk-C3HWKL3S.js";
import "./chunk-H5JF3JWU.js";
import {
  extractOptions,
  memoizedExtractor,
  parsersFor
} from "./chunk-KDT5NFZ7.js";
import "./chunk-CBKTTYNC.js";
import "./chunk-TUXGJQD2.js";
import {
  tokenizer
} from "./chunk-HCJP3XMO.js";
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
