import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { analyzeDiff } from '../../src/analyze/diff.js';
import type { Config } from '../../src/config/config.js';
import { type CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { PINNED_RENDERER_TEXT, rendererEdit } from '../../src/frameworks/smolagents/renderer-edit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/report.js';
import { edited, fixtureTexts, repositoryUnits, snapshotOf } from '../support/repository-units.js';
import { o200kConfig } from '../support/o200k-config.js';
import { referenceCount as t } from '../support/reference-count.js';

const CODE = 'src/smolagents/prompts/code_agent.yaml';
const STRUCTURED = 'src/smolagents/prompts/structured_code_agent.yaml';
const TOOLCALLING = 'src/smolagents/prompts/toolcalling_agent.yaml';
const TOOLS = 'src/smolagents/default_tools.py';
const MEMORY = 'src/smolagents/memory.py';
const RENDERER = 'src/smolagents/tools.py';
const repo = fixtureTexts('smolagents');

/** A key's text as smolagents loads the YAML (`planning.initial_plan`). */
const valueAt = (yaml: string, key: string): string => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], parse(yaml)) as string;

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

function diff(head: Map<string, string>, path: string, config: Partial<Config> = {}): Report {
  return analyzeDiff({ base: snapshotOf('b', repo), head: snapshotOf('h', head), changes: [{ path, status: 'modified' }], config: o200kConfig(config), parsers });
}
const runDelta = (report: Report): Record<string, number> => Object.fromEntries(report.scenarios.map((s) => [s.name, s.deltaRunTokens]));

describe('smolagents', () => {
  test('one agent per agent YAML of the library, with its defaults: 20 steps, no planning, no cache breakpoint', async () => {
    const agents = findAgents(await repositoryUnits(repo));
    assert.deepEqual(
      agents.map((a) => [a.name, a.framework, a.settings]),
      [
        ['smolagents CodeAgent', 'smolagents', { steps: 20, planningInterval: null, cacheBreakpoints: [] }],
        ['smolagents CodeAgent (structured)', 'smolagents', { steps: 20, planningInterval: null, cacheBreakpoints: [] }],
        ['smolagents ToolCallingAgent', 'smolagents', { steps: 20, planningInterval: null, cacheBreakpoints: [] }],
      ],
    );
  });

  test('each unit an agent renders is priced through its rendered request; memory.py\'s wrappers unit by unit', async () => {
    const [code, structured, toolCalling] = findAgents(await repositoryUnits(repo));
    const every = { kind: 'every-request' } as const;
    const rendered = (as: object): object => ({ kind: 'rendered', as });
    const unlisted = { kind: 'never', reason: "a smolagents tool no agent's tools= lists" };
    assert.deepEqual(Object.fromEntries(code!.sends), {
      [`${CODE}#system_prompt`]: rendered(every),
      [`${CODE}#planning.initial_plan`]: rendered({ kind: 'side-call', call: 'initial-plan', readsHistory: false }),
      [`${CODE}#planning.update_plan_pre_messages`]: rendered({ kind: 'side-call', call: 'update-plan', readsHistory: true }),
      [`${CODE}#planning.update_plan_post_messages`]: rendered({ kind: 'side-call', call: 'update-plan', readsHistory: true }),
      [`${CODE}#managed_agent.task`]: rendered({ kind: 'other-agent', agent: 'smolagents CodeAgent as a managed agent' }),
      [`${CODE}#managed_agent.report`]: rendered({ kind: 'on-trigger', what: 'a managed agent reports back' }),
      [`${CODE}#final_answer.pre_messages`]: rendered({ kind: 'side-call', call: 'final-answer', readsHistory: true }),
      [`${CODE}#final_answer.post_messages`]: rendered({ kind: 'side-call', call: 'final-answer', readsHistory: true }),
      // The library's default construction has one tool, final_answer; web search is no tool of it.
      [`${TOOLS}#FinalAnswerTool.description`]: rendered(every),
      [`${TOOLS}#FinalAnswerTool.inputs.answer.description`]: rendered(every),
      [`${TOOLS}#DuckDuckGoSearchTool.description`]: unlisted,
      [`${TOOLS}#DuckDuckGoSearchTool.inputs.query.description`]: unlisted,
      [`${MEMORY}#ActionStep.observation`]: { kind: 'per-step' },
      [`${MEMORY}#ActionStep.error`]: { kind: 'on-failure', replayed: true },
      [`${MEMORY}#TaskStep.task`]: { kind: 'start' },
      [`${RENDERER}#Tool.to_code_prompt()`]: rendered(every),
      [`${RENDERER}#Tool.to_tool_calling_prompt()`]: { kind: 'never', reason: 'renders tools for the other agent class' },
    });
    // A ToolCallingAgent lists each tool in its system prompt and posts it in the request's tools.
    assert.deepEqual(toolCalling!.sends.get(`${RENDERER}#Tool.to_tool_calling_prompt()`), rendered({ kind: 'repeated', copies: [every, every] }));
    assert.deepEqual(toolCalling!.sends.get(`${TOOLS}#FinalAnswerTool.description`), rendered({ kind: 'repeated', copies: [every, every] }));
    // Each its own YAML, not the CodeAgent's.
    assert.deepEqual(structured!.sends.get(`${STRUCTURED}#system_prompt`), rendered(every));
    assert.equal(structured!.sends.has(`${CODE}#system_prompt`), false);
    assert.equal(toolCalling!.sends.has(`${CODE}#system_prompt`), false);
    assert.deepEqual(toolCalling!.sends.get(`${TOOLCALLING}#system_prompt`), rendered(every));
    // What is rendered: the system prompt with final_answer in it, and the texts of the side calls.
    assert.deepEqual(code!.request!.map((p) => [p.key, p.delivery.kind, p.carriesTask ?? false]), [
      ['system_prompt', 'every-request', false],
      ['planning.initial_plan', 'side-call', true],
      ['planning.update_plan_pre_messages', 'side-call', true],
      ['planning.update_plan_post_messages', 'side-call', true],
      ['final_answer.pre_messages', 'side-call', false],
      ['final_answer.post_messages', 'side-call', true],
    ]);
    assert.match(code!.request![0]!.text, /def final_answer\(answer: any\) -> any:\n {4}"""Provides a final answer to the given problem\./);
    assert.doesNotMatch(code!.request![0]!.text, /web_search|\{\{/);
    assert.deepEqual(toolCalling!.request!.map((p) => p.key).slice(0, 2), ['system_prompt', 'tools']);
  });

  test("memory.py's wrappers are read as written, line and all", async () => {
    const { units } = await repositoryUnits(repo);
    assert.deepEqual(
      units.filter((u) => u.path === MEMORY).map((u) => [u.key, u.text, u.lines]),
      [
        ['ActionStep.observation', 'Observation:\n', [17, 17]],
        ['ActionStep.error', "\nNow let's retry: take care not to repeat previous errors! If you have retried several times, try a completely different approach.\n", [26, 26]],
        ['TaskStep.task', 'New task:\n', [48, 48]],
      ],
    );
  });

  test('AGENTS.md and helium_instructions are no part of these agents', async () => {
    const withOthers = new Map(repo);
    withOthers.set('AGENTS.md', '# AGENTS.md\nRun `make quality` before you open a pull request.\n');
    withOthers.set(
      'src/smolagents/vision_web_browser.py',
      'from smolagents import CodeAgent\n\nhelium_instructions = """\nYou can use helium to access websites. Don\'t bother about the helium driver, it\'s already managed.\nWe\'ve already ran "from helium import *"\n"""\n',
    );
    const agents = findAgents(await repositoryUnits(withOthers));
    const sentBy = (id: string): string[] => agents.filter((a) => a.sends.has(id)).map((a) => a.name);
    // A root AGENTS.md is Codex's (and any other tool's present): never a smolagents agent's.
    assert.deepEqual(sentBy('AGENTS.md'), ['Codex']);
    assert.deepEqual(sentBy('src/smolagents/vision_web_browser.py#helium_instructions'), ['app']);
  });

  test('a system_prompt edit of +X costs X x 20 in CodeAgent only; the headline is that agent, not a sum over the YAMLs', () => {
    const line = '  Always state which tool each fact came from, and never guess a value you could look up.\n';
    const head = edited(repo, CODE, (text) => text.replace('  Now Begin!\n', `${line}  Now Begin!\n`));
    const X = t(valueAt(head.get(CODE)!, 'system_prompt')) - t(valueAt(repo.get(CODE)!, 'system_prompt'));
    assert.equal(X, 19);
    const report = diff(head, CODE);
    // The system prompt is in each of the 20 requests: 19 x 20 = 380.
    assert.deepEqual(runDelta(report), { 'smolagents CodeAgent': 380, 'smolagents CodeAgent (structured)': 0, 'smolagents ToolCallingAgent': 0 });
    assert.equal(report.totals.agent, 'smolagents CodeAgent');
    assert.equal(report.totals.deltaRunTokens, 380);
  });

  test('planning.initial_plan costs nothing by default, and its own size once a run when planning is on', () => {
    const head = edited(repo, CODE, (text) => text.replace('    ## 2. Plan\n', '    ## 2. Plan\n    Number the steps, and name the tool each step will call.\n'));
    const X = t(valueAt(head.get(CODE)!, 'planning.initial_plan')) - t(valueAt(repo.get(CODE)!, 'planning.initial_plan'));
    assert.equal(X, 13);
    // planning_interval=None: no planning call is made.
    assert.equal(diff(head, CODE).totals.deltaRunTokens, 0);
    // planning_interval 5 over 20 steps: plans before steps 1, 6, 11 and 16, the first of them the
    // initial plan: 13 x 1 = 13.
    const planning = diff(head, CODE, { planningInterval: 5 });
    assert.equal(planning.totals.agent, 'smolagents CodeAgent');
    assert.equal(planning.totals.deltaRunTokens, 13);
  });

  test('an update-plan template is paid by every planning call after the first', () => {
    const head = edited(repo, CODE, (text) => text.replace('    Beware that you have', '    Keep what worked; drop what failed.\n    Beware that you have'));
    const Y = t(valueAt(head.get(CODE)!, 'planning.update_plan_post_messages')) - t(valueAt(repo.get(CODE)!, 'planning.update_plan_post_messages'));
    assert.equal(Y, 8);
    assert.equal(diff(head, CODE).totals.deltaRunTokens, 0);
    // Updates before steps 6, 11 and 16: 8 x 3 = 24.
    assert.equal(diff(head, CODE, { planningInterval: 5 }).totals.deltaRunTokens, 24);
  });

  test("a tool's description is paid twice by a ToolCallingAgent", () => {
    const before = 'Provides a final answer to the given problem.';
    const after = 'Provides a final answer to the given problem, with the sources it rests on.';
    const head = edited(repo, TOOLS, (text) => text.replace(before, after));
    const X = t(after) - t(before);
    assert.equal(X, 7);
    const report = diff(head, TOOLS);
    // 7 x 20 = 140 in each CodeAgent; 2 x 7 x 20 = 280 in the ToolCallingAgent, the headline.
    assert.deepEqual(runDelta(report), { 'smolagents CodeAgent': 140, 'smolagents CodeAgent (structured)': 140, 'smolagents ToolCallingAgent': 280 });
    assert.equal(report.totals.agent, 'smolagents ToolCallingAgent');
    assert.equal(report.totals.deltaRunTokens, 280);
  });

  test("the observation wrapper is paid on every later step: X x (0+1+...+19)", () => {
    const head = edited(repo, MEMORY, (text) => text.replace('f"Observation:\\n{', 'f"Observation (what the code printed):\\n{'));
    const X = t('Observation (what the code printed):\n') - t('Observation:\n');
    assert.equal(X, 5);
    // Step s's observation is replayed in the 20 - s requests after it: 5 x 190 = 950, in each agent.
    assert.deepEqual(runDelta(diff(head, MEMORY)), { 'smolagents CodeAgent': 950, 'smolagents CodeAgent (structured)': 950, 'smolagents ToolCallingAgent': 950 });
  });

  describe("tools.py's renderers, where the repository is smolagents itself", () => {
    const pinned = readFileSync(new URL('../fixtures/recorded/smolagents/library/src/smolagents/tools.py', import.meta.url), 'utf8');

    test("the pinned renderers' text is what the extractor reads of the pinned tools.py", async () => {
      const { units } = await repositoryUnits({ 'src/smolagents/tools.py': pinned });
      for (const key of ['Tool.to_code_prompt()', 'Tool.to_tool_calling_prompt()'] as const) assert.equal(units.find((u) => u.key === key)?.text, PINNED_RENDERER_TEXT[key], key);
    });

    test("an edit of a renderer's text is an edit of what it renders; a change of its code is said, not guessed", async () => {
      const read = async (text: string): Promise<string> => (await repositoryUnits({ 'src/smolagents/tools.py': text })).units.find((u) => u.key === 'Tool.to_code_prompt()')!.text;
      const line = await read(pinned.replace('f"Args:\\n{', 'f"Arguments:\\n{'));
      assert.deepEqual(rendererEdit('Tool.to_code_prompt()', line), { from: '    Args:', to: '    Arguments:' });
      assert.equal(rendererEdit('Tool.to_code_prompt()', PINNED_RENDERER_TEXT['Tool.to_code_prompt()']), undefined);
      // Between two filled-in fields, by its words.
      const arrow = await read(pinned.replace('f"({args_signature}) -> {output_type}"', 'f"({args_signature}) => {output_type}"'));
      assert.deepEqual(rendererEdit('Tool.to_code_prompt()', arrow), { from: '->', to: '=>' });
      // Glued to the name it fills in: no rendering holds the changed words.
      const code = await read(pinned.replace('f"def {self.name}{tool_signature}', 'f"def tool_{self.name}{tool_signature}'));
      assert.deepEqual(rendererEdit('Tool.to_code_prompt()', code), {
        error: "Tool.to_code_prompt() in this repository's tools.py is not the pinned version's, beyond its text: its tools are rendered as smolagents 1.27.0.dev0 renders them",
      });
    });
  });

  test("a real application (smolagents' open_deep_research): each agent with its own tools, its managed agent, and what its code does not say", async () => {
    const odr = fixtureTexts('smolagents-open-deep-research', ['run.py', 'scripts/text_web_browser.py', 'scripts/text_inspector_tool.py', 'scripts/visual_qa.py']);
    const agents = findAgents(await repositoryUnits(odr)).filter((a) => a.framework === 'smolagents');
    const listed = (a: (typeof agents)[number]): string[] => [...a.request!.find((p) => p.key === 'system_prompt')!.text.matchAll(/^(?:def (\w+)\(|- (\w+): )/gm)].map((m) => (m[1] ?? m[2])!);
    assert.deepEqual(
      agents.map((a) => [a.name, a.settings.steps, a.settings.planningInterval, listed(a)]),
      [
        [
          'smolagents ToolCallingAgent text_webbrowser_agent (run.py)',
          20,
          4,
          ['web_search', 'visit_page', 'page_up', 'page_down', 'find_on_page_ctrl_f', 'find_next', 'find_archived_url', 'inspect_file_as_text', 'final_answer'],
        ],
        ['smolagents CodeAgent manager_agent (run.py)', 12, 4, ['visualizer', 'inspect_file_as_text', 'final_answer', 'search_agent']],
      ],
    );
    // `LiteLLMModel(**model_params)` names no model: the configured one prices both, not the gpt-4o visual_qa.py calls itself.
    assert.deepEqual(agents.map((a) => [a.model, a.modelUnread]), [[undefined, true], [undefined, true]]);
    assert.deepEqual(agents[1]!.assumptions, [
      'managed agent search_agent (run.py:82) has provide_run_summary=True: the summary of its run in its report is not priced',
      'model=model (run.py:101) names no model the code writes: priced with the configured model',
    ]);
    // additional_authorized_imports=["*"]: the CodeAgent may import anything, and its prompt says so.
    assert.match(agents[1]!.request![0]!.text, /only from the following list of modules: You can import from any package you want\./);
  });

  describe('an application', () => {
    const APP = 'support/agents.py';
    const TOOLS_PY = 'support/tools.py';
    const app = new Map([
      ['support/prompts/coder.yaml', repo.get(CODE)!],
      ['support/prompts/caller.yaml', repo.get(TOOLCALLING)!],
      [
        TOOLS_PY,
        [
          'from smolagents import Tool, tool',
          '',
          '',
          '@tool',
          'def lookup_order(order_id: str) -> str:',
          '    """Looks up an order by its id and says where it is.',
          '',
          '    Args:',
          '        order_id: The order number on the receipt.',
          '    """',
          '    return "shipped"',
          '',
          '',
          'class WeatherTool(Tool):',
          '    name = "get_weather"',
          '    description = "Gets today\'s weather for a city."',
          '    inputs = {"city": {"type": "string", "description": "The city, in English."}}',
          '    output_type = "string"',
          '',
          '    def forward(self, city):',
          '        return "sunny"',
          '',
          '',
          'class RefundTool(Tool):',
          '    name = "refund"',
          '    description = "Refunds an order in full and tells the customer by email."',
          '    inputs = {"order_id": {"type": "string", "description": "The order to refund."}}',
          '    output_type = "string"',
          '',
          '    def forward(self, order_id):',
          '        return "refunded"',
          '',
        ].join('\n'),
      ],
      [
        APP,
        [
          'import yaml',
          'from importlib.resources import files',
          '',
          'from smolagents import CodeAgent, LiteLLMModel, ToolCallingAgent, WebSearchTool',
          '',
          'from support import settings',
          'from support.tools import WeatherTool, lookup_order',
          '',
          '',
          'def load_prompts(name):',
          '    return yaml.safe_load(files("support.prompts").joinpath(name).read_text())',
          '',
          '',
          'BASE_TOOLS = [lookup_order]',
          '',
          'coder = CodeAgent(',
          '    tools=BASE_TOOLS + [WeatherTool()],',
          '    model=LiteLLMModel("gpt-4o"),',
          '    prompt_templates=load_prompts("coder.yaml"),',
          '    max_steps=12,',
          ')',
          'caller = ToolCallingAgent(',
          '    tools=[lookup_order, WebSearchTool()],',
          '    model=LiteLLMModel("claude-sonnet-4-5"),',
          '    prompt_templates=load_prompts("caller.yaml"),',
          '    max_steps=8,',
          '    name="caller",',
          '    description="Answers questions about an order by looking it up.",',
          ')',
          'manager = CodeAgent(tools=[], model=LiteLLMModel("gpt-4o"), managed_agents=[caller], max_steps=settings.MAX_STEPS, planning_interval=3)',
          '',
        ].join('\n'),
      ],
    ]);
    const CODER = `smolagents CodeAgent coder (${APP})`;
    const CALLER = `smolagents ToolCallingAgent caller (${APP})`;
    const MANAGER = `smolagents CodeAgent manager (${APP})`;
    const partOf = (agent: { request?: readonly { key: string; text: string }[] } | undefined, key: string): string => agent!.request!.find((p) => p.key === key)!.text;

    test('each construction is its own agent: its class, steps, planning, model and templates', async () => {
      const agents = findAgents(await repositoryUnits(app));
      assert.deepEqual(
        agents.filter((a) => a.framework === 'smolagents').map((a) => [a.name, a.settings.steps, a.settings.planningInterval, a.model?.id]),
        [
          [CODER, 12, null, 'gpt-4o'],
          [CALLER, 8, null, 'claude-sonnet-4-5'],
          [MANAGER, 20, 3, 'gpt-4o'],
        ],
      );
      const [coder, caller, manager] = agents;
      // Each its own templates file, loaded through the helper that names it.
      assert.ok(coder!.sends.has('support/prompts/coder.yaml#system_prompt') && !coder!.sends.has('support/prompts/caller.yaml#system_prompt'));
      assert.ok(caller!.sends.has('support/prompts/caller.yaml#system_prompt') && !caller!.sends.has('support/prompts/coder.yaml#system_prompt'));
      // The manager passes no templates: the library's code_agent.yaml, bundled.
      assert.match(partOf(manager, 'system_prompt'), /^You are an expert assistant who can solve any task using code blobs\./);
      // What its code does not settle is taken from the defaults, and said.
      assert.deepEqual(manager!.assumptions, ['max_steps=settings.MAX_STEPS (support/agents.py:30) is not a literal: taken as 20']);
      assert.deepEqual(coder!.assumptions, []);
    });

    test('an agent renders its own tools, not every tool of the repository; a tool two agents list is in both', async () => {
      const [coder, caller, manager] = findAgents(await repositoryUnits(app));
      const defs = (text: string): string[] => [...text.matchAll(/^def (\w+)\(/gm)].map((m) => m[1]!);
      assert.deepEqual(defs(partOf(coder, 'system_prompt')), ['lookup_order', 'get_weather', 'final_answer']);
      assert.deepEqual(defs(partOf(manager, 'system_prompt')), ['final_answer', 'caller']);
      const posted = JSON.parse(partOf(caller, 'tools')) as Array<{ function: { name: string } }>;
      assert.deepEqual(posted.map((t) => t.function.name), ['lookup_order', 'web_search', 'final_answer']);
      const lookup = `${TOOLS_PY}#tool:lookup_order`;
      assert.equal(coder!.sends.get(lookup)?.kind, 'rendered');
      assert.equal(caller!.sends.get(lookup)?.kind, 'rendered');
      assert.equal(manager!.sends.has(lookup), false);
      // A tool no agent lists is sent by none.
      assert.deepEqual(coder!.sends.get(`${TOOLS_PY}#RefundTool.description`), { kind: 'never', reason: "a smolagents tool no agent's tools= lists" });
    });

    test("tools through what names hold: an instance, a list, an alias, joined lists; a tool function before another file's name", async () => {
      const texts = {
        'helpers/other.py': 'from smolagents import tool\n\nsearch = "a setting that happens to be called search"\n',
        'bot.py': [
          'from smolagents import CodeAgent, Tool, tool',
          '',
          '',
          '@tool',
          'def search(query: str) -> str:',
          '    """Searches the help pages of the shop.',
          '',
          '    Args:',
          '        query: What to look for.',
          '    """',
          '    return ""',
          '',
          '',
          'class Clock(Tool):',
          '    name = "clock"',
          '    description = "Tells the time in a city."',
          '    inputs = {"city": {"type": "string", "description": "The city."}}',
          '    output_type = "string"',
          '',
          '    def forward(self, city):',
          '        return "noon"',
          '',
          '',
          'clock = Clock()',
          'EXTRA = [clock]',
          'MORE = EXTRA',
          'agent = CodeAgent(tools=[search] + MORE, model=None)',
          '',
        ].join('\n'),
      };
      const [agent] = findAgents(await repositoryUnits(texts));
      assert.equal(agent!.name, 'smolagents CodeAgent agent (bot.py)');
      assert.deepEqual([...partOf(agent, 'system_prompt').matchAll(/^def (\w+)\(/gm)].map((m) => m[1]), ['search', 'clock', 'final_answer']);
      assert.deepEqual(agent!.assumptions, []);
    });

    test('arguments spread in from a dict are not read: the defaults are taken, and said', async () => {
      const texts = { 'bot.py': 'from smolagents import CodeAgent\n\nOPTIONS = {"max_steps": 5}\nagent = CodeAgent([], None, **OPTIONS)\n' };
      const [agent] = findAgents(await repositoryUnits(texts));
      // `[]` and `None` are the tools and the model by place; the spread is no third argument.
      assert.deepEqual([agent!.settings.steps, agent!.assumptions], [20, ['**OPTIONS (bot.py:4) is not read: what it passes is taken at smolagents\' defaults']]);
      assert.match(partOf(agent, 'system_prompt'), /^You are an expert assistant/);
    });

    test("a managed agent is listed in its manager's prompts; its own run starts with its managed_agent.task", async () => {
      const [, caller, manager] = findAgents(await repositoryUnits(app));
      assert.match(partOf(manager, 'system_prompt'), /def caller\(task: str, additional_args: dict\[str, Any\]\) -> str:\n {4}"""Answers questions about an order by looking it up\./);
      assert.match(partOf(manager, 'planning.initial_plan'), /def caller\(task: str/);
      assert.match(partOf(caller, 'managed_agent.task'), /^You're a helpful agent named 'caller'\./);
    });

    test("a shared tool's docstring edit moves both agents that list it, each by its own steps; the manager not at all", async () => {
      const head = edited(app, TOOLS_PY, (text) => text.replace('and says where it is.', 'and says where it is and when it should arrive.'));
      const report = analyzeDiff({ base: snapshotOf('b', app), head: snapshotOf('h', head), changes: [{ path: TOOLS_PY, status: 'modified' }], config: o200kConfig(), parsers });
      const [b, h] = [findAgents(await repositoryUnits(app)), findAgents(await repositoryUnits(head))];
      const grew = (i: number, key: string): number => t(partOf(h[i], key)) - t(partOf(b[i], key));
      // " and when it should arrive": 5 tokens in the rendered tool, in each place it is rendered.
      assert.equal(grew(0, 'system_prompt'), 5);
      assert.equal(grew(1, 'system_prompt'), 5);
      assert.equal(grew(1, 'tools'), 5);
      // The coder's 12 requests carry its system prompt: 5 x 12; the caller's 8, its system prompt and posted tools: (5 + 5) x 8.
      assert.deepEqual(
        Object.fromEntries(report.scenarios.filter((s) => s.framework === 'smolagents').map((s) => [s.name, s.deltaRunTokens])),
        { [CODER]: 60, [CALLER]: 80, [MANAGER]: 0 },
      );
      assert.deepEqual(report.files.find((f) => f.path === TOOLS_PY)?.units.filter((u) => u.textChanged).map((u) => [u.key, u.sentBy.map((s) => s.agent)]), [['tool:lookup_order', [CODER, CALLER]]]);
    });

    test("a construction's max_steps change runs the base at its own steps and the head at the new ones", () => {
      const head = edited(app, APP, (text) => text.replace('    max_steps=12,', '    max_steps=15,'));
      const report = analyzeDiff({ base: snapshotOf('b', app), head: snapshotOf('h', head), changes: [{ path: APP, status: 'modified' }], config: o200kConfig(), parsers });
      const coder = report.scenarios.find((s) => s.name === CODER)!;
      assert.deepEqual([coder.steps, coder.context.base.length, coder.context.head.length], [15, 12, 15]);
      // The three more steps are the whole change, and the construction's file is its row.
      assert.ok(coder.deltaRunTokens > 3 * coder.context.base[0]!);
      // Only the construction's code changed: none of the agent's prompt material did.
      assert.deepEqual(coder.files, [{ path: APP, baseTokens: 0, headTokens: 0, deltaTokens: 0, deltaRunTokens: coder.deltaRunTokens, deltaRunUsd: coder.deltaRunUsd }]);
      assert.deepEqual(report.scenarios.filter((s) => s.name !== CODER && s.framework === 'smolagents').map((s) => s.deltaRunTokens), [0, 0]);
    });

    test("two files' changes to one agent's rendered request: a row each, adding up to the agent's delta", () => {
      const tools = edited(app, TOOLS_PY, (text) => text.replace('and says where it is.', 'and says where it is and when it should arrive.'));
      const head = edited(tools, 'support/prompts/coder.yaml', (text) => text.replace('  Now Begin!', '  Cite the order id in every answer.\n  Now Begin!'));
      const changes = [TOOLS_PY, 'support/prompts/coder.yaml'].map((path) => ({ path, status: 'modified' as const }));
      const report = analyzeDiff({ base: snapshotOf('b', app), head: snapshotOf('h', head), changes, config: o200kConfig(), parsers });
      const coder = report.scenarios.find((s) => s.name === CODER)!;
      // The rule's line and the tool's 5 tokens, each in every one of its 12 requests.
      assert.equal(t('Cite the order id in every answer.\n'), 9);
      assert.deepEqual(
        coder.files.map((f) => [f.path, f.deltaRunTokens]),
        [['support/prompts/coder.yaml', 9 * 12], [TOOLS_PY, 5 * 12]],
      );
      assert.deepEqual([coder.deltaRunTokens, coder.interaction.deltaRunTokens], [168, 0]);
    });

    test('the comment lists what an agent was priced on where its code does not say', () => {
      const head = edited(app, APP, (text) => text.replace('by looking it up.', 'by looking it up in the order system.'));
      const report = analyzeDiff({ base: snapshotOf('b', app), head: snapshotOf('h', head), changes: [{ path: APP, status: 'modified' }], config: o200kConfig(), parsers });
      const manager = report.scenarios.find((s) => s.name === MANAGER)!;
      assert.ok(manager.deltaRunTokens > 0);
      assert.deepEqual(manager.assumptions, ['max_steps=settings.MAX_STEPS (support/agents.py:30) is not a literal: taken as 20']);
      // Escaped as every repository text is (escape.ts): GitHub shows `max_steps=settings.MAX_STEPS (support/agents.py:30)`.
      assert.ok(renderMarkdown(report).includes('<sub>Assumed, where the code does not say: max&#95;steps=settings.MAX&#95;STEPS (support/agents.py:\u206030) is not a literal: taken as 20.</sub>'));
    });

    test('without a smolagents import, a YAML of that shape is no smolagents agent', async () => {
      const other = new Map([['research/prompts/researcher.yaml', repo.get(TOOLCALLING)!], ['research/agent.py', 'import yaml\n\nprompts = yaml.safe_load(open("research/prompts/researcher.yaml"))\n']]);
      const agents = findAgents(await repositoryUnits(other));
      assert.deepEqual(agents.map((a) => a.name), ['app']);
    });
  });
});
