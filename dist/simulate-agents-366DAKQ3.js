import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  analyzeSimulation
} from "./chunk-4BC7WZ6Y.js";
import "./chunk-SLMPYSDO.js";
import {
  scenarioRun,
  sizedParts
} from "./chunk-E5JONHH6.js";
import "./chunk-72PMS5I4.js";
import "./chunk-7LWNJ3YC.js";
import "./chunk-TN6WN66N.js";
import "./chunk-TS6I3ZBO.js";
import {
  scanSnapshot
} from "./chunk-EAWL2LD3.js";
import {
  ModelTextSizes,
  findAgents,
  pricedAgents,
  repositoryOf
} from "./chunk-GKXDXUD5.js";
import "./chunk-YEFU2FJ6.js";
import "./chunk-57BSRISO.js";
import "./chunk-UNORK3EK.js";
import {
  extractOptions,
  memoizedExtractor,
  parsersFor
} from "./chunk-4FT22JVS.js";
import "./chunk-AP654A53.js";
import "./chunk-KLPRW6NI.js";
import "./chunk-GXPCTWCZ.js";
import "./chunk-67GQ2N7O.js";
import "./chunk-MPTDITOE.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-E34YZ725.js";
import "./chunk-LQK3ML4U.js";

// src/cli/simulate-agents.ts
import { resolve } from "node:path";
async function agentReports(configPath, cwd, config) {
  const snapshot = await scanSnapshot(resolve(cwd, configPath, ".."), config);
  const extract = memoizedExtractor(await parsersFor([snapshot]), extractOptions(snapshot.files));
  const repository = repositoryOf(snapshot.files, extract);
  const units = repository.units;
  const side = { units, agents: findAgents(repository) };
  const sizes = new ModelTextSizes(config.encoding);
  const agents = pricedAgents(config, side, side).map((agent) => {
    const model = agent.head.model;
    const { encoding, scale } = sizes.counting(model);
    const count = (text) => sizes.size(model, text);
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
