import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pricedAgents } from '../../src/analyze/agents.js';
import { mergeConfig, type Config } from '../../src/config/config.js';
import { findAgents } from '../../src/frameworks/find-agents.js';
import type { RepositoryUnits } from '../../src/frameworks/profile.js';
import { RunAttribution } from '../../src/simulate/attribution.js';
import type { SimulationResult } from '../../src/simulate/simulator.js';
import { referenceCount } from './reference-count.js';

/**
 * Recorded runs of a real framework (scripts/openai-agents, scripts/langgraph): a scenario's
 * application at base, the edits that make its head, and each request as the library posted it.
 */
export interface RecordedScenario<Request> {
  scenario: string;
  entry: string;
  task: string;
  repository: { base: Record<string, string>; edits: Array<{ path: string; find: string; replace: string }> };
  runs: { base: { requests: Request[] }; head: { requests: Request[] } };
}

export function recordedScenarios<Request>(folder: string): Array<RecordedScenario<Request>> {
  const root = fileURLToPath(new URL(`../fixtures/recorded/${folder}/`, import.meta.url));
  return readdirSync(root)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(root, f), 'utf8')) as RecordedScenario<Request>);
}

/** The application's files at base and at head (the edits applied). */
export function scenarioSides(scenario: RecordedScenario<unknown>): { base: Record<string, string>; head: Record<string, string> } {
  const head = { ...scenario.repository.base };
  for (const e of scenario.repository.edits) head[e.path] = head[e.path]!.replace(e.find, e.replace);
  return { base: scenario.repository.base, head };
}

/** One agent's simulated base and head runs, as `diff` builds them, over these run settings, counted in o200k_base. */
export function simulatedRuns(base: RepositoryUnits, head: RepositoryUnits, name: string, settings: Partial<Config>): { base: SimulationResult; head: SimulationResult } {
  const agents = pricedAgents(mergeConfig({ model: 'gpt-4o', ...settings }), { units: base.units, agents: findAgents(base) }, { units: head.units, agents: findAgents(head) }).filter((a) => a.config.name === name);
  const size = (text: string): number => referenceCount(text);
  const attribution = new RunAttribution(agents, new Map(base.units.map((u) => [u.id, u])), new Map(head.units.map((u) => [u.id, u])), (_a, u) => size(u.text), {
    variant: () => {
      throw new Error('a whole run needs no variant');
    },
    size,
  });
  if (attribution.runs.length !== 1) throw new Error(`${name} is priced ${attribution.runs.length} times`);
  return attribution.runs[0]!;
}

export const inputTokens = (run: SimulationResult): number => run.requests.toArray().reduce((n, q) => n + q.inputTokens, 0);

/** The framing ctxguard's runs count for each message (`message_overhead`, 4 by default). */
export const MESSAGE_OVERHEAD = 4;

const mean = (xs: number[]): number => (xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);

/**
 * The run shape a user would read off a recorded run and give ctxguard: its model calls, the task's
 * size, the mean size of the model's turns and of the tools' outputs (its own, not what a handoff
 * handed over).
 */
export function recordedShape(task: string, requests: number, turns: string[], outputs: string[]): Partial<Config> {
  return { steps: requests, taskTokens: referenceCount(task), outputTokensPerStep: mean(turns.map((t) => referenceCount(t))), toolOutputTokens: mean(outputs.map((t) => referenceCount(t))) };
}
