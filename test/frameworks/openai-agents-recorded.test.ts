import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { pricedAgents } from '../../src/analyze/agents.js';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { mergeConfig } from '../../src/config/config.js';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { openaiAgents } from '../../src/frameworks/openai-agents.js';
import type { FoundAgent } from '../../src/frameworks/profile.js';
import { RunAttribution } from '../../src/simulate/attribution.js';
import { repositoryUnits, snapshotOf } from '../support/repository-units.js';
import { referenceCount } from '../support/reference-count.js';

/**
 * The OpenAI Agents SDK's real requests, recorded by scripts/openai-agents (the JavaScript SDK run
 * with a scripted model; the Python SDK's own schema code run with pydantic): the oracle the
 * profile's rendering is held to, request by request.
 */
const FOLDER = fileURLToPath(new URL('../fixtures/recorded/openai-agents/', import.meta.url));

interface RecordedRequest {
  agent: string;
  name: string;
  instructions: string;
  input: unknown[];
  tools: unknown[] | null;
  text: { format?: unknown } | null;
}

interface RecordedScenario {
  scenario: string;
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

const agentName = (request: RecordedRequest): string => `${request.name} (OpenAI Agents SDK)`;
const part = (agent: FoundAgent, key: string): string | undefined => agent.request?.find((p) => p.key === key)?.text;

/** What a recorded request carries of its agent, as the profile renders it: instructions, tools, output format. */
function recordedParts(request: RecordedRequest): Record<string, string | undefined> {
  return {
    instructions: request.instructions,
    tools: request.tools && request.tools.length > 0 ? JSON.stringify(request.tools) : undefined,
    'text.format': request.text?.format ? JSON.stringify(request.text.format) : undefined,
  };
}

const tokens = (parts: Record<string, string | undefined>): number => Object.values(parts).reduce((n, t) => n + (t === undefined ? 0 : referenceCount(t)), 0);

describe('OpenAI Agents SDK (JavaScript): each request rendered as the recorded SDK posted it', () => {
  assert.ok(scenarios.length >= 9, 'the recorded scenarios are read');
  for (const scenario of scenarios) {
    test(`${scenario.scenario}: instructions, tools and output format equal the posted request, at base and at head`, async () => {
      const texts = sides(scenario);
      for (const side of ['base', 'head'] as const) {
        const agents = openaiAgents.findAgents(await repositoryUnits(texts[side]));
        for (const request of scenario.runs[side].requests) {
          const agent = agents.find((a) => a.name === agentName(request));
          assert.ok(agent, `${side}: ${agentName(request)} is found`);
          assert.deepEqual(Object.fromEntries(['instructions', 'tools', 'text.format'].map((k) => [k, part(agent, k)])), recordedParts(request), `${side}: ${agent.name}`);
          assert.deepEqual(agent.assumptions, [], `${side}: ${agent.name} needs no assumption`);
        }
      }
    });
  }

  for (const scenario of scenarios) {
    test(`${scenario.scenario}: each agent's run delta is the recorded one, through the diff's run attribution`, async () => {
      const texts = sides(scenario);
      const [b, h] = [await repositoryUnits(texts.base), await repositoryUnits(texts.head)];
      const recorded = new Map<string, { requests: number; delta: number }>();
      scenario.runs.base.requests.forEach((request, i) => {
        const head = scenario.runs.head.requests[i]!;
        const entry = recorded.get(agentName(request)) ?? { requests: 0, delta: 0 };
        recorded.set(agentName(request), { requests: entry.requests + 1, delta: entry.delta + tokens(recordedParts(head)) - tokens(recordedParts(request)) });
      });
      assert.ok([...recorded.values()].some((r) => r.delta !== 0), 'the edit changes a request');
      for (const [name, run] of recorded) {
        // The run's shape read off the recording: as many model calls as the agent made.
        const config = mergeConfig({ steps: run.requests, model: 'gpt-4o' });
        const agents = pricedAgents(config, { units: b.units, agents: findAgents(b) }, { units: h.units, agents: findAgents(h) }).filter((a) => a.config.name === name);
        const attribution = new RunAttribution(agents, new Map(b.units.map((u) => [u.id, u])), new Map(h.units.map((u) => [u.id, u])), (_a, u) => referenceCount(u.text), {
          variant: () => {
            throw new Error('a whole run needs no variant');
          },
          size: (text) => referenceCount(text),
        });
        assert.equal(attribution.runs.length, 1, `${name} is priced`);
        const { base, head } = attribution.runs[0]!;
        const sum = (r: typeof base): number => r.requests.reduce((n, q) => n + q.inputTokens, 0);
        assert.equal(sum(head) - sum(base), run.delta, `${name}: predicted run delta against the recorded one`);
      }
    });
  }
});

describe('OpenAI Agents SDK (Python): tools rendered as the SDK builds them', () => {
  const goldens = JSON.parse(readFileSync(join(FOLDER, 'python/schemas.json'), 'utf8')) as { tools: Record<string, unknown> };
  test('each @function_tool of the application is posted as function_schema.py and pydantic build it', async () => {
    const repository = await repositoryUnits({ 'app/tools.py': readFileSync(join(FOLDER, 'python/tools.py'), 'utf8') });
    const [agent] = openaiAgents.findAgents(repository);
    assert.equal(agent?.name, 'Support agent (OpenAI Agents SDK)');
    const posted = JSON.parse(part(agent, 'tools')!) as unknown[];
    assert.deepEqual(posted.map((t) => JSON.stringify(t)), Object.values(goldens.tools).map((t) => JSON.stringify(t)));
    assert.deepEqual(agent.assumptions, []);
  });
});

describe('OpenAI Agents SDK: a pull request that changes two files, priced per file by the diff', () => {
  test("each file's row is its own edit's delta on every turn, and the rows add up to the agent's run", async () => {
    const byName = new Map(scenarios.map((s) => [s.scenario, s]));
    const instructions = byName.get('instructions-constant')!;
    const tool = byName.get('tool-description')!;
    const base = instructions.repository.base;
    const head = { ...base };
    for (const e of [...instructions.repository.edits, ...tool.repository.edits]) head[e.path] = head[e.path]!.replace(e.find, e.replace);
    const parsers = await loadCodeParsers();
    const report = analyzeDiff({
      base: snapshotOf('b', base),
      head: snapshotOf('h', head),
      changes: [{ path: 'src/prompts.ts', status: 'modified' }, { path: 'src/support.ts', status: 'modified' }],
      config: mergeConfig({ model: 'gpt-4o' }),
      parsers,
    });
    const billing = report.scenarios.find((s) => s.name === 'Billing agent (OpenAI Agents SDK)')!;
    // Each recorded request's own change, on each of the SDK's ten turns.
    const change = (s: RecordedScenario, key: 'instructions' | 'tools'): number => {
      const [b, h] = [s.runs.base.requests[1]!, s.runs.head.requests[1]!];
      return referenceCount(recordedParts(h)[key]!) - referenceCount(recordedParts(b)[key]!);
    };
    assert.deepEqual(
      billing.files.map((f) => [f.path, f.deltaRunTokens]).sort(),
      [
        ['src/prompts.ts', 10 * change(instructions, 'instructions')],
        ['src/support.ts', 10 * change(tool, 'tools')],
      ].sort(),
    );
    assert.equal(billing.deltaRunTokens, billing.files.reduce((n, f) => n + f.deltaRunTokens, 0) + billing.interaction.deltaRunTokens);
    assert.equal(billing.interaction.deltaRunTokens, 0);
  });
});
