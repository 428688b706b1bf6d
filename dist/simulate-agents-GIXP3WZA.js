import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  analyzeSimulation
} from "./chunk-AGS3JFOQ.js";
import "./chunk-T36M73U4.js";
import {
  scenarioRun,
  sizedParts
} from "./chunk-SH4B6DMQ.js";
import "./chunk-2RKAXC3M.js";
import "./chunk-SFX2BHH3.js";
import {
  scanSnapshot
} from "./chunk-FNVKZ5QJ.js";
import {
  findAgents,
  pricedAgents,
  repositoryOf
} from "./chunk-QVI2FJMP.js";
import "./chunk-B66C5EOZ.js";
import {
  extractOptions,
  memoizedExtractor,
  parsersFor
} from "./chunk-ETMPOKO4.js";
import "./chunk-XQ45NJPJ.js";
import "./chunk-NYXB5XT4.js";
import {
  tokenizer
} from "./chunk-QR3P6WDZ.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-FLTLESHA.js";
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
