import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { type CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { langgraph } from '../../src/frameworks/langgraph.js';
import { sendsByKey } from '../support/agent-sends.js';
import { edited, fixtureTexts, repositoryUnits, snapshotOf, type RepositoryTexts } from '../support/repository-units.js';
import { o200kConfig } from '../support/o200k-config.js';
import { referenceCount as t } from '../support/reference-count.js';

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

const EVERY = { kind: 'every-request' } as const;
/** Read by the rendering: priced through the agent's rendered request (its prompt, its bound tools). */
const RENDERED = { kind: 'rendered', as: EVERY } as const;
const STRUCTURED = { kind: 'side-call', call: 'structured-response', readsHistory: true } as const;

describe('LangGraph: agents found', () => {
  test('Python: create_react_agent sends its prompt and tools every call, its response_format in one call after the loop', async () => {
    const agents = langgraph.findAgents(await repositoryUnits(fixtureTexts('langgraph', ['weather.py', 'support.py'])));
    assert.deepEqual(agents.map((a) => [a.name, a.settings]), [
      ['weather_agent (LangGraph)', {}],
      ['support_agent (LangGraph)', {}],
    ]);
    assert.deepEqual(sendsByKey(agents[0]), {
      'create_react_agent[weather_agent](prompt)': RENDERED,
      'tool:get_weather': RENDERED,
      'WeatherResponse.__doc__': STRUCTURED,
      'WeatherResponse.Field[conditions](description)': STRUCTURED,
    });
    // langchain's create_agent: system_prompt, and the schema with every call (a tool or the provider's format).
    assert.deepEqual(sendsByKey(agents[1]), {
      'create_agent[support_agent](system_prompt)': RENDERED,
      'tool:lookup_order': RENDERED,
      'Ticket.__doc__': EVERY,
    });
  });

  test('TypeScript: createReactAgent with a tool() and its zod descriptions', async () => {
    const agents = langgraph.findAgents(await repositoryUnits(fixtureTexts('langgraph', ['weather.ts'])));
    assert.deepEqual(agents.map((a) => a.name), ['agent (LangGraph)']);
    assert.deepEqual(sendsByKey(agents[0]), {
      'createReactAgent[agent](prompt)': RENDERED,
      'tool:search': RENDERED,
      'search.query.describe': RENDERED,
    });
  });

  test('Python: a function handed to tools= is bound as LangChain binds it, whether or not @tool marks it', async () => {
    // StructuredTool.from_function: `__doc__` dedented and stripped is the description, its Args block
    // included (parse_docstring is off); convert_to_openai_tool: pydantic's schema without titles,
    // defaults kept (None too), a description only from Annotated.
    const agents = langgraph.findAgents(
      await repositoryUnits({
        'agent.py': [
          'from typing import Annotated, Optional',
          'from langchain_core.tools import tool',
          'from langgraph.prebuilt import create_react_agent',
          '',
          'def search(query: Annotated[str, "What to look for"], limit: int = 5, region: Optional[str] = None) -> list[str]:',
          '    """Search the docs.',
          '',
          '    Args:',
          '        limit: How many pages.',
          '    """',
          '    return []',
          '',
          '@tool',
          'def ping() -> str:',
          '    """Check that the service answers."""',
          '    return "pong"',
          '',
          'agent = create_react_agent("openai:gpt-4o", tools=[search, ping], prompt="You search the docs.")',
          '',
        ].join('\n'),
      }),
    );
    const tools = agents[0]!.request!.find((p) => p.key === 'tools')!.text;
    assert.equal(
      tools,
      JSON.stringify([
        {
          type: 'function',
          function: {
            name: 'search',
            description: 'Search the docs.\n\n    Args:\n        limit: How many pages.',
            parameters: {
              properties: { query: { description: 'What to look for', type: 'string' }, limit: { default: 5, type: 'integer' }, region: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null } },
              required: ['query'],
              type: 'object',
            },
          },
        },
        { type: 'function', function: { name: 'ping', description: 'Check that the service answers.', parameters: { properties: {}, type: 'object' } } },
      ]),
    );
    assert.deepEqual(agents[0]!.assumptions, []);
  });
});

describe('LangGraph: priced through the diff', () => {
  const base = fixtureTexts('langgraph', ['weather.py']);
  const price = (head: RepositoryTexts) =>
    analyzeDiff({
      base: snapshotOf('b', base),
      head: snapshotOf('h', head),
      changes: [{ path: 'weather.py', status: 'modified' }],
      config: o200kConfig({}),
      parsers,
    });

  test('a prompt edit of +X costs X x 20 calls: the structured-response call does not send the prompt', () => {
    const before = 'You are a helpful assistant that answers weather questions briefly.';
    const after = 'You are a helpful assistant that answers weather questions briefly, in metric units.';
    const X = t(after) - t(before);
    assert.equal(X, 4);
    const report = price(edited(base, 'weather.py', (text) => text.replace(before, after)));
    // 20 steps (the default: LangGraph's recursion limit allows more) x 4 = 80; the side call after the
    // loop sends the history and the schema, not the prompt: + 0.
    assert.deepEqual(report.scenarios.map((s) => [s.name, s.steps, s.deltaRunTokens]), [['weather_agent (LangGraph)', 20, 80]]);
  });

  test('a response schema edit of +Y costs Y once, in the call after the loop', () => {
    const before = 'The weather in a city, as the user asked for it.';
    const after = 'The weather in a city, as the user asked for it, with the temperature in Celsius.';
    const Y = t(after) - t(before);
    assert.equal(Y, 6);
    const report = price(edited(base, 'weather.py', (text) => text.replace(before, after)));
    // One structured-response request: 1 x 6 = 6; the 20 calls of the loop do not send the schema.
    assert.deepEqual(report.scenarios.map((s) => [s.name, s.deltaRunTokens]), [['weather_agent (LangGraph)', 6]]);
    assert.equal(report.files[0]!.units.find((u) => u.textChanged)!.sentBy[0]!.delivery, 'structured response after the run (side call)');
  });
});

describe('LangGraph: the model an agent takes first', () => {
  test('create_agent("openai:gpt-5") -> "openai:gpt-4o": the agent runs on the model it names, priced as OpenAI prices it', () => {
    const base = fixtureTexts('langgraph', ['support.py']);
    const report = analyzeDiff({
      base: snapshotOf('b', base),
      head: snapshotOf('h', edited(base, 'support.py', (text) => text.replace('"openai:gpt-5"', '"openai:gpt-4o"'))),
      changes: [{ path: 'support.py', status: 'modified' }],
      // Uncached, so a run's dollars are its tokens times the list prices.
      config: o200kConfig({ caching: false }),
      parsers,
    });
    const [agent] = report.scenarios;
    assert.deepEqual(report.scenarios.map((s) => [s.name, s.model]), [['support_agent (LangGraph)', 'gpt-4o']]);
    assert.deepEqual(report.findings, []);
    const { from, to, path, line, deltaRunTokens } = agent!.modelChange!;
    assert.deepEqual({ from, to, path, line, deltaRunTokens }, { from: 'gpt-5', to: 'gpt-4o', path: 'support.py', line: 17, deltaRunTokens: 0 });
    // $ per million tokens, input / output (genai-prices 0.1.8): gpt-5 1.25 / 10.00, gpt-4o 2.50 / 10.00.
    // Both count in o200k_base, so the run is the same tokens at both sides.
    const { inputTokens, outputTokens } = agent!.head;
    assert.deepEqual([agent!.base.inputTokens, agent!.base.outputTokens], [inputTokens, outputTokens]);
    const close = (actual: number, expected: number): void => assert.ok(Math.abs(actual - expected) < 1e-12, `${actual} vs ${expected}`);
    close(agent!.base.costUsd, (inputTokens * 1.25 + outputTokens * 10) / 1e6);
    close(agent!.head.costUsd, (inputTokens * 2.5 + outputTokens * 10) / 1e6);
    close(agent!.modelChange!.deltaRunUsd, (inputTokens * (2.5 - 1.25)) / 1e6);
  });
});
