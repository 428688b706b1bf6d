import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  analyzeSimulation
} from "./chunk-BGC6U4T6.js";
import "./chunk-OCN24SAQ.js";
import {
  scenarioRun,
  sizedParts
} from "./chunk-GRV4B6MG.js";
import "./chunk-FB4YA3SV.js";
import "./chunk-KXMTAU6H.js";
import {
  scanSnapshot
} from "./chunk-7KMF3HNV.js";
import {
  findAgents,
  pricedAgents,
  repositoryOf
} from "./chunk-3HQYJ2VI.js";
import "./chunk-YZENWMD6.js";
import {
  extractOptions,
  memoizedExtractor,
  parsersFor
} from "./chunk-W6OBP3I4.js";
import "./chunk-UDDL57PC.js";
import "./chunk-QWZTWUML.js";
import {
  tokenizer
} from "./chunk-WSKGUPSP.js";
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
