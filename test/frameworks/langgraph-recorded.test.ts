import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { langgraph } from '../../src/frameworks/langgraph.js';
import type { FoundAgent } from '../../src/frameworks/profile.js';
import { inputTokens, MESSAGE_OVERHEAD, recordedScenarios, recordedShape, scenarioSides, simulatedRuns } from '../support/recorded-requests.js';
import { repositoryUnits } from '../support/repository-units.js';
import { referenceCount } from '../support/reference-count.js';

/**
 * LangGraph's and LangChain's real requests, recorded by scripts/langgraph (the JavaScript libraries,
 * and LangGraph for Python, run with a scripted model behind the OpenAI client): the oracle the
 * profile's rendering is held to.
 */
interface Message {
  role: string;
  content: string | Array<{ type: string; text: string }> | null;
  tool_calls?: Array<{ function: { arguments: string } }>;
}
interface RecordedRequest {
  messages: Message[];
  tools: unknown[] | null;
}

const scenarios = recordedScenarios<RecordedRequest>('langgraph');

const text = (m: Message | undefined): string => (typeof m?.content === 'string' ? m.content : (m?.content ?? []).map((p) => p.text).join('')) + (m?.tool_calls ?? []).map((c) => c.function.arguments).join('');

/** The system message's text, and the posted tools as the request body writes them. */
function recordedParts(request: RecordedRequest): Record<string, string | undefined> {
  return {
    prompt: request.messages.some((m) => m.role === 'system') ? text(request.messages.find((m) => m.role === 'system')) : undefined,
    tools: request.tools && request.tools.length > 0 ? JSON.stringify(request.tools) : undefined,
  };
}

const part = (agent: FoundAgent, key: string): string | undefined => agent.request?.find((p) => p.key === key)?.text;
const tokens = (parts: Record<string, string | undefined>): number => Object.values(parts).reduce((n, t) => n + (t === undefined ? 0 : referenceCount(t)), 0);
/** A recorded request as ctxguard counts one: its parts, and each message with its framing. */
const recordedInput = (r: RecordedRequest): number => tokens(recordedParts(r)) + r.messages.reduce((n, m) => n + (m.role === 'system' ? 0 : referenceCount(text(m))) + MESSAGE_OVERHEAD, 0);

describe('LangGraph (JavaScript and Python): each request rendered as the recorded library posted it', () => {
  assert.ok(scenarios.length >= 12, 'the recorded scenarios are read');
  for (const scenario of scenarios) {
    test(`${scenario.scenario}: the system prompt and the bound tools equal the posted request, at base and at head; the run delta is the recorded one`, async () => {
      const texts = scenarioSides(scenario);
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
      const runs = simulatedRuns(repositories.base, repositories.head, name, { steps: base.requests.length });
      assert.equal(inputTokens(runs.head) - inputTokens(runs.base), recordedDelta);
    });
  }

  test("each base run, simulated with the recorded run's shape, sends what the recorded run sent", async () => {
    const ratios: number[] = [];
    // One at a time: the code parsers are not shared between concurrent reads.
    for (const scenario of scenarios) {
      const requests = scenario.runs.base.requests;
      const last = requests.at(-1)!.messages;
      const shape = recordedShape(scenario.task, requests.length, last.filter((m) => m.role === 'assistant').map(text), last.filter((m) => m.role === 'tool').map(text));
      const repository = await repositoryUnits(scenarioSides(scenario).base);
      const simulated = inputTokens(simulatedRuns(repository, repository, `${scenario.entry} (LangGraph)`, shape).base);
      ratios.push(simulated / requests.reduce((n, r) => n + recordedInput(r), 0));
    }
    // Exact: the prompt and the tools are every request's, the task and each step as the shape says.
    assert.deepEqual([...new Set(ratios)], [1]);
  });
});
