import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { mergeConfig } from '../../src/config/config.js';
import { openaiAgents } from '../../src/frameworks/openai-agents.js';
import type { FoundAgent } from '../../src/frameworks/profile.js';
import { repositoryUnits, snapshotOf } from '../support/repository-units.js';
import { referenceCount } from '../support/reference-count.js';
import { inputTokens, MESSAGE_OVERHEAD, recordedScenarios, recordedShape, scenarioSides, simulatedRuns } from '../support/recorded-requests.js';

/**
 * The OpenAI Agents SDK's real requests, recorded by scripts/openai-agents (the JavaScript SDK run
 * with a scripted model; the Python SDK's own schema code run with pydantic): the oracle the
 * profile's rendering is held to, request by request.
 */
interface RecordedRequest {
  agent: string;
  name: string;
  instructions: string;
  input: Array<{ role?: string; content?: string | Array<{ text?: string }>; type?: string; name?: string; call_id?: string; arguments?: string; output?: string }>;
  tools: unknown[] | null;
  text: { format?: unknown } | null;
}

type RecordedScenario = ReturnType<typeof recordedScenarios<RecordedRequest>>[number];
const FOLDER = fileURLToPath(new URL('../fixtures/recorded/openai-agents/', import.meta.url));
const scenarios = recordedScenarios<RecordedRequest>('openai-agents');
const sides = scenarioSides;

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
        const runs = simulatedRuns(b, h, name, { steps: run.requests });
        assert.equal(inputTokens(runs.head) - inputTokens(runs.base), run.delta, `${name}: predicted run delta against the recorded one`);
      }
    });
  }
});

describe('OpenAI Agents SDK: base runs simulated with the recorded shape', () => {
  /** What an input item of the Responses API carries, as ctxguard counts a message. */
  const itemText = (i: RecordedRequest['input'][number]): string =>
    (typeof i.content === 'string' ? i.content : (i.content ?? []).map((p) => p.text ?? '').join('')) + (i.arguments ?? '') + (i.output ?? '');
  const recordedInput = (r: RecordedRequest): number =>
    tokens(recordedParts(r)) + MESSAGE_OVERHEAD + r.input.reduce((n, i) => n + referenceCount(itemText(i)) + MESSAGE_OVERHEAD, 0);

  test("each agent's base run sends what the recorded run sent; a handoff's target within 3%", async () => {
    const ratios = new Map<string, number>();
    for (const scenario of scenarios) {
      const repository = await repositoryUnits(scenario.repository.base);
      const byAgent = new Map<string, RecordedRequest[]>();
      for (const r of scenario.runs.base.requests) byAgent.set(agentName(r), [...(byAgent.get(agentName(r)) ?? []), r]);
      for (const [name, requests] of byAgent) {
        // The agent's own steps: not the transfer call a handoff handed over with the history.
        const handedOver = new Set(requests.at(-1)!.input.filter((i) => i.type === 'function_call' && /^transfer_to_/.test(i.name ?? '')).map((i) => i.call_id));
        const own = requests.at(-1)!.input.filter((i) => !handedOver.has(i.call_id));
        const shape = recordedShape(scenario.task, requests.length, own.filter((i) => i.type === 'function_call' || i.role === 'assistant').map(itemText), own.filter((i) => i.type === 'function_call_output').map(itemText));
        const simulated = inputTokens(simulatedRuns(repository, repository, name, shape).base);
        ratios.set(`${scenario.scenario}/${name}`, simulated / requests.reduce((n, r) => n + recordedInput(r), 0));
      }
    }
    const off = [...ratios].filter(([, r]) => r !== 1);
    // Only the billing agent, a handoff's target, is off: the two items handed over are one part, framed once.
    assert.deepEqual([...new Set(off.map(([key]) => key.split('/')[1]))], ['Billing agent (OpenAI Agents SDK)']);
    assert.deepEqual([...new Set(off.map(([, r]) => r.toFixed(4)))].sort(), ['0.9746', '0.9780']);
  });
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
