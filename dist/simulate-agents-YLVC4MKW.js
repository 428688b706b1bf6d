import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  analyzeSimulation
} from "./chunk-JNBE2ZZQ.js";
import "./chunk-DW4RJKIO.js";
import {
  scenarioRun,
  sizedParts
} from "./chunk-MD7H3XE6.js";
import "./chunk-JIF3MNXT.js";
import "./chunk-ICPRD3CM.js";
import {
  scanSnapshot
} from "./chunk-6LUECHI4.js";
import {
  findAgents,
  pricedAgents,
  repositoryOf
} from "./chunk-F352JVAL.js";
import "./chunk-GFEUA3H6.js";
import {
  extractOptions,
  memoizedExtractor,
  parsersFor
} from "./chunk-YV4BCNZX.js";
import "./chunk-3O7XIVXC.js";
import "./chunk-OYKBGNZU.js";
import {
  tokenizer
} from "./chunk-URJPAM3S.js";
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
