import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { pricedAgents } from '../../src/analyze/agents.js';
import { mergeConfig } from '../../src/config/config.js';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { langgraph } from '../../src/frameworks/langgraph.js';
import type { FoundAgent } from '../../src/frameworks/profile.js';
import { RunAttribution } from '../../src/simulate/attribution.js';
import { repositoryUnits } from '../support/repository-units.js';
import { referenceCount } from '../support/reference-count.js';

/**
 * LangGraph's and LangChain's real requests, recorded by scripts/langgraph (the JavaScript libraries
 * run with a scripted model behind the OpenAI client): the oracle the profile's rendering is held to.
 */
const FOLDER = fileURLToPath(new URL('../fixtures/recorded/langgraph/', import.meta.url));

interface RecordedRequest {
  messages: Array<{ role: string; content: string | Array<{ type: string; text: string }> | null }>;
  tools: unknown[] | null;
}

interface RecordedScenario {
  scenario: string;
  entry: string;
  repository: { base: Record<string, string>; edits: Array<{ path: string; find: string; replace: string }> };
  runs: { base: { requests: RecordedRequest[] }; head: { requests: RecordedRequest[] } };
}

const scenarios: RecordedScenario[] = readdirSync(FOLDER)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(FOLDER, f), 'utf8')) as RecordedScenario);

function sides(scenario: RecordedScenario): { base: Record<string, string>; head: Record<string, string> } {
  const head = { ...scenario.repository.base };
  for (const e of scenario.repository.edits) head[e.path] = head[e.path]!.replace(e.find, e.replace);
  return { base: scenario.repository.base, head };
}

/** The system message's text, and the posted tools as the request body writes them. */
function recordedParts(request: RecordedRequest): Record<string, string | undefined> {
  const system = request.messages.find((m) => m.role === 'system')?.content;
  return {
    prompt: typeof system === 'string' ? system : system?.map((p) => p.text).join(''),
    tools: request.tools && request.tools.length > 0 ? JSON.stringify(request.tools) : undefined,
  };
}

const part = (agent: FoundAgent, key: string): string | undefined => agent.request?.find((p) => p.key === key)?.text;
const tokens = (parts: Record<string, string | undefined>): number => Object.values(parts).reduce((n, t) => n + (t === undefined ? 0 : referenceCount(t)), 0);

describe('LangGraph (JavaScript): each request rendered as the recorded library posted it', () => {
  assert.ok(scenarios.length >= 6, 'the recorded scenarios are read');
  for (const scenario of scenarios) {
    test(`${scenario.scenario}: the system prompt and the bound tools equal the posted request, at base and at head; the run delta is the recorded one`, async () => {
      const texts = sides(scenario);
      const name = `${scenario.entry} (LangGraph)`;
      const repositories = { base: await repositoryUnits(texts.base), head: await repositoryUnits(texts.head) };
      for (const side of ['base', 'head'] as const) {
        const agent = langgraph.findAgents(repositories[side]).find((a) => a.name === name);
        assert.ok(agent, `${side}: ${name} is found`);
        for (const request of scenario.runs[side].requests) assert.deepEqual({ prompt: part(agent, 'prompt'), tools: part(agent, 'tools') }, recordedParts(request), side);
        assert.deepEqual(agent.assumptions, []);
      }
      const { base, head } = scenario.runs;
      const recordedDelta = head.requests.reduce((n, r) => n + tokens(recordedParts(r)), 0) - base.requests.reduce((n, r) => n + tokens(recordedParts(r)), 0);
      assert.notEqual(recordedDelta, 0, 'the edit changes the requests');
      const [b, h] = [repositories.base, repositories.head];
      const agents = pricedAgents(mergeConfig({ steps: base.requests.length, model: 'gpt-4o' }), { units: b.units, agents: findAgents(b) }, { units: h.units, agents: findAgents(h) }).filter((a) => a.config.name === name);
      const attribution = new RunAttribution(agents, new Map(b.units.map((u) => [u.id, u])), new Map(h.units.map((u) => [u.id, u])), (_a, u) => referenceCount(u.text), {
        variant: () => {
          throw new Error('a whole run needs no variant');
        },
        size: (text) => referenceCount(text),
      });
      assert.equal(attribution.runs.length, 1);
      const run = attribution.runs[0]!;
      const sum = (r: typeof run.base): number => r.requests.reduce((n, q) => n + q.inputTokens, 0);
      assert.equal(sum(run.head) - sum(run.base), recordedDelta);
    });
  }
});
