import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig, type Config } from '../../src/config/config.js';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import type { Report } from '../../src/report/report.js';
import { pricedAgents } from '../../src/analyze/agents.js';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { RunAttribution } from '../../src/simulate/attribution.js';
import type { SimulationResult } from '../../src/simulate/simulator.js';
import { repositoryUnits, snapshotOf } from './repository-units.js';
import { referenceCount } from './reference-count.js';

/**
 * Runs of the real smolagents, recorded by `scripts/smolagents/record.sh` (a scripted model that
 * keeps every request as the library posts it): the oracle the smolagents profile is held to.
 */
const FOLDER = fileURLToPath(new URL('../fixtures/recorded/smolagents/', import.meta.url));

export type RequestKind = 'step' | 'initial-plan' | 'update-plan' | 'final-answer';

export interface RecordedRequest {
  kind: RequestKind;
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
  tools: unknown[] | null;
}

export interface RecordedScenario {
  scenario: string;
  about: string;
  repository: { library: boolean; base: Record<string, string>; edits: Array<{ path: string; find: string; replace: string }> };
  task: string;
  agents: Array<{
    construction: { path: string; line: number; class: 'CodeAgent' | 'ToolCallingAgent'; variable: string };
    runs: { base: { requests: RecordedRequest[] }; head: { requests: RecordedRequest[] } };
  }>;
}

export function recordedScenarios(): RecordedScenario[] {
  return readdirSync(FOLDER)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(FOLDER, f), 'utf8')) as RecordedScenario);
}

/** The pinned library's files a library scenario's repository also holds, at their paths. */
function libraryFiles(): Map<string, string> {
  const root = join(FOLDER, 'library');
  const out = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (relative(root, path).startsWith('src/')) out.set(relative(root, path), readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return out;
}

/** The repository's files at base and at head (the edits applied). */
export function scenarioTexts(scenario: RecordedScenario): { base: Map<string, string>; head: Map<string, string> } {
  const base = new Map([...(scenario.repository.library ? libraryFiles() : []), ...Object.entries(scenario.repository.base)]);
  const head = new Map(base);
  for (const edit of scenario.repository.edits) head.set(edit.path, head.get(edit.path)!.replace(edit.find, edit.replace));
  return { base, head };
}

/** A message's text as the provider reads it: its text parts, joined. */
export function messageText(content: RecordedRequest['messages'][number]['content']): string {
  return typeof content === 'string' ? content : content.map((p) => p.text ?? '').join('');
}

/** The framing ctxguard's runs count for each message (`message_overhead`, 4 by default). */
export const MESSAGE_OVERHEAD = 4;

/**
 * A recorded request's input tokens as ctxguard counts a request: each message's text (o200k_base,
 * gpt-4o's) and its framing, and the posted tool list as the request body writes it.
 */
export function recordedTokens(request: RecordedRequest, toolsText: (tools: unknown[]) => string): number {
  const messages = request.messages.reduce((n, m) => n + referenceCount(messageText(m.content)) + MESSAGE_OVERHEAD, 0);
  return messages + (request.tools ? referenceCount(toolsText(request.tools)) : 0);
}

/** ctxguard's diff of a scenario, told the recorded run's shape for the agent it is asked about. */
export function scenarioDiff(scenario: RecordedScenario, parsers: CodeParsers, config: Partial<Config>): Report {
  const { base, head } = scenarioTexts(scenario);
  const changes = [...new Set(scenario.repository.edits.map((e) => e.path))].map((path) => ({ path, status: 'modified' as const }));
  return analyzeDiff({ base: snapshotOf('base', base), head: snapshotOf('head', head), changes, config: mergeConfig(config), parsers });
}

/** One request of a simulated run, in the order sent: side calls before the step they precede. */
export interface PredictedRequest {
  kind: RequestKind | 'requery' | 'structured-response';
  inputTokens: number;
}

/** A simulated run's requests in the order the run sends them. */
export function requestSequence(result: SimulationResult): PredictedRequest[] {
  const out: PredictedRequest[] = [];
  const side = (step: number): void => {
    for (const s of result.sideRequests) if (s.beforeStep === step) out.push({ kind: s.label as PredictedRequest['kind'], inputTokens: s.inputTokens });
  };
  result.requests.toArray().forEach((r, i) => {
    side(i);
    out.push({ kind: 'step', inputTokens: r.inputTokens });
  });
  side(result.requests.length);
  return out;
}

/**
 * Each agent's simulated base and head runs, as `diff` builds them (RunAttribution over the agents
 * found at base and at head), counted in o200k_base.
 */
export async function predictedRuns(scenario: RecordedScenario, config: Partial<Config>): Promise<Map<string, { base: SimulationResult; head: SimulationResult }>> {
  const { base, head } = scenarioTexts(scenario);
  const [b, h] = [await repositoryUnits(base), await repositoryUnits(head)];
  const merged = mergeConfig(config);
  const agents = pricedAgents(merged, { units: b.units, agents: findAgents(b) }, { units: h.units, agents: findAgents(h) });
  const size = (text: string): number => referenceCount(text);
  const attribution = new RunAttribution(agents, new Map(b.units.map((u) => [u.id, u])), new Map(h.units.map((u) => [u.id, u])), (_a, u) => u.tokens ?? size(u.text), {
    variant: () => {
      throw new Error('a whole run needs no variant');
    },
    size,
  });
  return new Map(attribution.runs.map((r) => [r.agent.config.name, { base: r.base, head: r.head }]));
}

/**
 * The run shape a user would read off the recorded base run of one agent and give ctxguard: its
 * steps, whether it reaches its step limit, the task's size, and the mean size of what each step
 * adds (the model's turn as the history replays it, the tool's output past its `Observation:` heading).
 */
export function recordedShape(scenario: RecordedScenario, requests: readonly RecordedRequest[]): Partial<Config> {
  const steps = requests.filter((r) => r.kind === 'step');
  const last = steps.at(-1)!;
  const turns = last.messages.filter((m) => m.role === 'assistant' && !messageText(m.content).startsWith('Here are the facts I know'));
  const observations = last.messages.filter((m) => m.role === 'user' && messageText(m.content).startsWith('Observation:\n'));
  const mean = (xs: number[]): number => (xs.length ? Math.round(xs.reduce((n, x) => n + x, 0) / xs.length) : 0);
  return {
    steps: steps.length,
    reachesMaxSteps: requests.some((r) => r.kind === 'final-answer'),
    taskTokens: referenceCount(scenario.task),
    outputTokensPerStep: mean(turns.map((m) => referenceCount(messageText(m.content)))),
    toolOutputTokens: mean(observations.map((m) => referenceCount(messageText(m.content).slice('Observation:\n'.length)))),
  };
}
