import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { mergeCodeRules } from '../../src/extract/code/code-rules.js';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { extractUnits } from '../../src/extract/extract.js';
import type { SourceFile } from '../../src/extract/snapshot.js';
import { aider } from '../../src/frameworks/aider.js';
import { crewai } from '../../src/frameworks/code-only/crewai.js';
import { langchain } from '../../src/frameworks/code-only/langchain.js';
import { langgraph } from '../../src/frameworks/langgraph.js';
import { mcp } from '../../src/frameworks/mcp.js';
import { openaiAgents } from '../../src/frameworks/openai-agents.js';
import type { CodeFramework, FrameworkProfile } from '../../src/frameworks/profile.js';
import { CODE_FRAMEWORKS, codeRules, extractOptions, PROFILES } from '../../src/frameworks/registry.js';
import { smolagents } from '../../src/frameworks/smolagents.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';

/**
 * Every name a framework gives its prompts in code is its module's `code` rules
 * (docs/architecture.md, "Prompts in code"): a file is read once with only that framework's rules
 * and once with no framework's, and the units that differ are the framework's.
 */
let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

const code = (path: string, text: string): SourceFile => ({
  path,
  kind: { format: 'code', language: path.endsWith('.py') ? 'python' : 'typescript' },
  content: { kind: 'text', text },
});

/** Units as [key, role, text], read with these frameworks' rules alone. */
function unitsWith(file: SourceFile, profiles: readonly FrameworkProfile[], codeOnly: readonly CodeFramework[] = []): Array<[string, string, string]> {
  // The modules of every framework, so that only the rules differ between readings.
  const options = { ...extractOptions([file], profiles, codeOnly), sdkModules: extractOptions([file]).sdkModules };
  return extractUnits(file, parsers, options).map((u) => [u.key, u.role, u.text]);
}

describe("each framework's rules find its prompts, and no other module does", () => {
  test('smolagents: a Tool class is described by its description and inputs', () => {
    const file = code(
      'tools.py',
      [
        'from smolagents import Tool',
        '',
        'class WebSearch(Tool):',
        '    name = "web_search"',
        '    description = "Searches the web and returns the top results."',
        '    inputs = {"query": {"type": "string", "description": "The search query to run."}}',
        '    output_type = "string"',
        '',
      ].join('\n'),
    );
    assert.deepEqual(unitsWith(file, [smolagents]), [
      ['WebSearch.description', 'tool-description', 'Searches the web and returns the top results.'],
      ['WebSearch.inputs.query.description', 'tool-description', 'The search query to run.'],
    ]);
    // A `description` is named for what it is anyway; the parameters' descriptions are the rule's.
    assert.deepEqual(unitsWith(file, []), [['WebSearch.description', 'tool-description', 'Searches the web and returns the top results.']]);
  });

  test('aider: every string attribute of a *Prompts class is sent', () => {
    const file = code(
      'aider/coders/ask_prompts.py',
      ['from .base_prompts import CoderPrompts', '', 'class AskPrompts(CoderPrompts):', '    files_content_prefix = "I have *added these files to the chat* so you see all of their contents."', ''].join('\n'),
    );
    assert.deepEqual(unitsWith(file, [aider]), [['AskPrompts.files_content_prefix', 'system', 'I have *added these files to the chat* so you see all of their contents.']]);
    assert.deepEqual(unitsWith(file, []), []);
  });

  test('MCP: server.tool(name, description, ...) in TypeScript; a prompt description is not sent', () => {
    const file = code(
      'server.ts',
      [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "const server = new McpServer({ name: 'weather', version: '1.0.0' });",
        "server.tool('get-alerts', 'Get the weather alerts for a US state.', { state: z.string() }, async ({ state }) => ({ content: [] }));",
        "server.registerPrompt('review', { description: 'Review a pull request for style issues.', argsSchema: { pr: z.string() } }, () => ({ messages: [] }));",
        '',
      ].join('\n'),
    );
    assert.deepEqual(unitsWith(file, [mcp]), [['tool:get-alerts', 'tool-description', 'Get the weather alerts for a US state.']]);
    // Without it, a description beside a schema reads as a tool's.
    assert.deepEqual(unitsWith(file, []), [['registerPrompt(description)', 'tool-description', 'Review a pull request for style issues.']]);
  });

  test('OpenAI Agents SDK: @function_tool(description_override=...) and handoff_description', () => {
    const file = code(
      'support.py',
      [
        'from agents import Agent, function_tool',
        '',
        '@function_tool(description_override="Look up an order by its number.")',
        'def get_order(number: str) -> str:',
        '    """Internal helper."""',
        '    return number',
        '',
        'billing = Agent(name="Billing", instructions="Answer billing questions.", handoff_description="Billing questions and refunds.")',
        '',
      ].join('\n'),
    );
    assert.deepEqual(unitsWith(file, [openaiAgents]), [
      ['tool:get_order', 'tool-description', 'Look up an order by its number.'],
      ['Agent[Billing](instructions)', 'system', 'Answer billing questions.'],
      ['Agent[Billing](handoff_description)', 'tool-description', 'Billing questions and refunds.'],
    ]);
    assert.deepEqual(unitsWith(file, []), [['Agent[Billing](instructions)', 'system', 'Answer billing questions.']]);
  });

  test("LangGraph: create_react_agent's prompt is the system prompt, not a task template", () => {
    const file = code('graph.py', ['from langgraph.prebuilt import create_react_agent', '', 'agent = create_react_agent(model, tools=[], prompt="You are a careful weather assistant.")', ''].join('\n'));
    assert.deepEqual(unitsWith(file, [langgraph]), [['create_react_agent[agent](prompt)', 'system', 'You are a careful weather assistant.']]);
    assert.deepEqual(unitsWith(file, []), [['create_react_agent[agent](prompt)', 'template', 'You are a careful weather assistant.']]);
  });

  test('code-only frameworks: CrewAI arguments, LangChain prompt objects', () => {
    const crew = code('crew.py', ['from crewai import Agent', '', 'writer = Agent(role="Senior writer", goal="Write a clear brief", backstory="You edited a newspaper for ten years.")', ''].join('\n'));
    assert.deepEqual(unitsWith(crew, [], [crewai]), [
      ['Agent[writer](role)', 'system', 'Senior writer'],
      ['Agent[writer](goal)', 'system', 'Write a clear brief'],
      ['Agent[writer](backstory)', 'system', 'You edited a newspaper for ten years.'],
    ]);
    assert.deepEqual(unitsWith(crew, []), []);
    const chain = code('chain.py', ['from langchain_core.prompts import ChatPromptTemplate', '', 'prompt = ChatPromptTemplate.from_messages([("system", "You translate {language}."), ("human", "{text}")])', ''].join('\n'));
    // The human message is all field: nothing of it is static text.
    assert.deepEqual(unitsWith(chain, [], [langchain]), [['prompt.messages[system]', 'system', 'You translate .']]);
    assert.deepEqual(unitsWith(chain, []), []);
  });
});

describe('adding a framework is one module', () => {
  test("a new framework's decorator and argument are read once it is registered", () => {
    const acme: CodeFramework = {
      id: 'acme',
      label: 'Acme',
      sdkModules: { python: ['acme_agents'] },
      code: { promptArguments: { voice: 'system' }, python: { toolDecorators: ['skill'] } },
    };
    const file = code(
      'bot.py',
      ['from acme_agents import Bot, skill', '', '@skill', 'def lookup(city: str) -> str:', '    """Find the weather for a city."""', '    return city', '', 'bot = Bot(voice="You are terse and exact.")', ''].join('\n'),
    );
    const options = extractOptions([file], [], [acme]);
    assert.deepEqual(extractUnits(file, parsers, options).map((u) => [u.key, u.role, u.text]), [
      ['tool:lookup', 'tool-description', 'Find the weather for a city.'],
      ['Bot[bot](voice)', 'system', 'You are terse and exact.'],
    ]);
    assert.deepEqual(extractUnits(file, parsers, { ...options, codeRules: codeRules([]) }), []);
  });

  test('merged rules: lists joined once each, the first role given for an argument kept', () => {
    const merged = mergeCodeRules([
      { promptArguments: { goal: 'system' }, python: { toolDecorators: ['tool'] } },
      { promptArguments: { goal: 'template', brief: 'template' }, python: { toolDecorators: ['tool', 'function_tool'] } },
    ]);
    assert.deepEqual(merged.promptArguments, { goal: 'system', brief: 'template' });
    assert.deepEqual([...merged.python.toolDecorators], ['tool', 'function_tool']);
  });

  test('code cannot be read without the rules', () => {
    const options = extractOptions([]);
    assert.throws(() => extractUnits(code('a.py', 'import os\n'), parsers, { ...options, codeRules: undefined }), /no code rules given to extract a\.py/);
  });

  test('every framework module has a unique id, and every code-only one brings rules or modules', () => {
    const ids = [...PROFILES, ...CODE_FRAMEWORKS].map((f) => f.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const f of CODE_FRAMEWORKS) assert.ok(f.code || f.sdkModules, f.id);
  });
});
