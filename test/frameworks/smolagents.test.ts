import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { parse } from 'yaml';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig, type Config } from '../../src/config/config.js';
import { type CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { findAgents } from '../../src/frameworks/find-agents.js';
import type { Report } from '../../src/report/report.js';
import { edited, fixtureTexts, repositoryUnits, snapshotOf } from '../support/repository-units.js';
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
  return analyzeDiff({ base: snapshotOf('b', repo), head: snapshotOf('h', head), changes: [{ path, status: 'modified' }], config: mergeConfig(config), parsers });
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

  test('each unit of an agent is sent as agents.py and memory.py send it', async () => {
    const [code, structured, toolCalling] = findAgents(await repositoryUnits(repo));
    const every = { kind: 'every-request' };
    assert.deepEqual(Object.fromEntries(code!.sends), {
      [`${CODE}#system_prompt`]: every,
      [`${CODE}#planning.initial_plan`]: { kind: 'side-call', call: 'initial-plan', readsHistory: false },
      [`${CODE}#planning.update_plan_pre_messages`]: { kind: 'side-call', call: 'update-plan', readsHistory: true },
      [`${CODE}#planning.update_plan_post_messages`]: { kind: 'side-call', call: 'update-plan', readsHistory: true },
      [`${CODE}#managed_agent.task`]: { kind: 'other-agent', agent: 'smolagents CodeAgent as a managed agent' },
      [`${CODE}#managed_agent.report`]: { kind: 'on-trigger', what: 'a managed agent reports back' },
      [`${CODE}#final_answer.pre_messages`]: { kind: 'side-call', call: 'final-answer', readsHistory: true },
      [`${CODE}#final_answer.post_messages`]: { kind: 'side-call', call: 'final-answer', readsHistory: true },
      [`${TOOLS}#FinalAnswerTool.description`]: every,
      [`${TOOLS}#FinalAnswerTool.inputs.answer.description`]: every,
      [`${TOOLS}#DuckDuckGoSearchTool.description`]: every,
      [`${TOOLS}#DuckDuckGoSearchTool.inputs.query.description`]: every,
      [`${MEMORY}#ActionStep.observation`]: { kind: 'per-step' },
      [`${MEMORY}#ActionStep.error`]: { kind: 'on-failure', replayed: true },
      [`${MEMORY}#TaskStep.task`]: { kind: 'start' },
      // Tool.to_code_prompt renders each of the two tools (final_answer, web_search) into the system prompt.
      [`${RENDERER}#Tool.to_code_prompt()`]: { kind: 'repeated', copies: [every, every] },
      [`${RENDERER}#Tool.to_tool_calling_prompt()`]: { kind: 'never', reason: 'renders tools for the other agent class' },
    });
    assert.deepEqual(toolCalling!.sends.get(`${RENDERER}#Tool.to_tool_calling_prompt()`), { kind: 'repeated', copies: [every, every] });
    // A ToolCallingAgent renders each tool in its system prompt and sends its JSON schema as well.
    assert.deepEqual(toolCalling!.sends.get(`${TOOLS}#FinalAnswerTool.description`), { kind: 'repeated', copies: [every, every] });
    // Each its own YAML, not the CodeAgent's.
    assert.deepEqual(structured!.sends.get(`${STRUCTURED}#system_prompt`), every);
    assert.equal(structured!.sends.has(`${CODE}#system_prompt`), false);
    assert.equal(toolCalling!.sends.has(`${CODE}#system_prompt`), false);
    assert.deepEqual(toolCalling!.sends.get(`${TOOLCALLING}#system_prompt`), every);
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

  describe('an application', () => {
    const APP_YAML = 'research/prompts/researcher.yaml';
    const app = new Map([
      [APP_YAML, repo.get(TOOLCALLING)!],
      [
        'research/agent.py',
        [
          'import yaml',
          'from smolagents import InferenceClientModel, ToolCallingAgent, WebSearchTool',
          '',
          'prompts = yaml.safe_load(open("research/prompts/researcher.yaml"))',
          'agent = ToolCallingAgent(',
          '    tools=[WebSearchTool()],',
          '    model=InferenceClientModel(),',
          '    prompt_templates=prompts,',
          '    max_steps=12,',
          '    planning_interval=4,',
          ')',
          '',
        ].join('\n'),
      ],
    ]);

    test('its prompt-templates YAML is the agent it builds, with the settings it passes', async () => {
      const agents = findAgents(await repositoryUnits(app));
      const [agent] = agents;
      assert.deepEqual(agents.map((a) => [a.name, a.settings]), [[`smolagents ToolCallingAgent (${APP_YAML})`, { steps: 12, planningInterval: 4, cacheBreakpoints: [] }]]);
      assert.deepEqual(agent!.sends.get(`${APP_YAML}#system_prompt`), { kind: 'every-request' });
      assert.deepEqual(agent!.sends.get(`${APP_YAML}#planning.initial_plan`), { kind: 'side-call', call: 'initial-plan', readsHistory: false });
    });

    test('a system prompt edit costs X x its 12 steps', () => {
      // Without planning: an update-plan call here would send the system prompt too (the simulator's
      // side calls read the whole run; smolagents' summary mode leaves the system prompt out).
      const noPlanning = edited(app, 'research/agent.py', (text) => text.replace('    planning_interval=4,\n', ''));
      const head = edited(noPlanning, APP_YAML, (text) => text.replace('  Now Begin!\n', '  Cite every source you used.\n  Now Begin!\n'));
      const X = t(valueAt(head.get(APP_YAML)!, 'system_prompt')) - t(valueAt(app.get(APP_YAML)!, 'system_prompt'));
      assert.equal(X, 7);
      const report = analyzeDiff({ base: snapshotOf('b', noPlanning), head: snapshotOf('h', head), changes: [{ path: APP_YAML, status: 'modified' }], config: mergeConfig(), parsers });
      assert.equal(report.totals.agent, `smolagents ToolCallingAgent (${APP_YAML})`);
      // 7 x 12 = 84.
      assert.equal(report.totals.deltaRunTokens, 84);
    });

    test('without a smolagents import, a YAML of that shape is no smolagents agent', async () => {
      const other = new Map(app);
      other.set('research/agent.py', 'import yaml\n\nprompts = yaml.safe_load(open("research/prompts/researcher.yaml"))\n');
      const agents = findAgents(await repositoryUnits(other));
      assert.deepEqual(agents.map((a) => a.name), ['app']);
    });
  });
});
