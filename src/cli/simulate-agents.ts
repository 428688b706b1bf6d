import { resolve } from 'node:path';
import { analyzeSimulation } from '../analyze/simulate.js';
import { pricedAgents } from '../analyze/agents.js';
import { ModelTextSizes } from '../analyze/model-text-sizes.js';
import { memoizedExtractor } from '../extract/extract.js';
import { findAgents } from '../frameworks/find-agents.js';
import { extractOptions } from '../frameworks/registry.js';
import { repositoryOf } from '../frameworks/repository.js';
import { parsersFor } from '../pipeline/code-parsers.js';
import { scanSnapshot } from '../pipeline/scan.js';
import type { SimulateReport } from '../report/simulate-report.js';
import { scenarioRun, sizedParts } from '../simulate/scenario.js';
import type { CommandConfig } from './args.js';

// `simulate --config`: a module of its own, loaded only then, since it extracts a tree's prompt files
// and finds its agents, which a trace's simulation never does (docs/architecture.md, "Cold start").

/** The simulation of each agent the config's tree holds, with the prompt files of that tree. */
export async function agentReports(configPath: string, cwd: string, config: CommandConfig['config']): Promise<SimulateReport[]> {
  const snapshot = await scanSnapshot(resolve(cwd, configPath, '..'), config);
  const extract = memoizedExtractor(await parsersFor([snapshot]), extractOptions(snapshot.files));
  const repository = repositoryOf(snapshot.files, extract);
  const units = repository.units;
  const side = { units, agents: findAgents(repository) };
  // Counted as the diff counts them: one count of each text per model, shared by the agents on it.
  const sizes = new ModelTextSizes(config.encoding);
  const agents = pricedAgents(config, side, side).map((agent) => {
    const model = agent.head.model;
    const { encoding, scale } = sizes.counting(model);
    const count = (text: string): number => sizes.size(model, text);
    const sized = units.flatMap((u) => {
      const delivery = agent.head.sends.get(u.id);
      return delivery ? [{ delivery, tokens: u.tokens ?? count(u.text) }] : [];
    });
    // A rendered request's parts carry what its rendered units hold (docs/architecture.md, "Rendered requests").
    sized.push(...sizedParts(agent.head.request ?? [], count, agent.config.taskTokens));
    const run = scenarioRun(agent.config, sized);
    return analyzeSimulation({
      source: `${configPath} agent '${agent.config.name}'`,
      format: 'scenario',
      messages: [run.messages],
      trailingTokens: run.trailingTokens,
      sideCalls: run.sideCalls,
      model,
      encoding,
      scale,
      policy: agent.config.policy,
      caching: agent.config.caching,
      cacheLayout: agent.config.cacheBreakpoints,
      messageOverhead: agent.config.messageOverhead,
    });
  });
  return Promise.all(agents);
}
