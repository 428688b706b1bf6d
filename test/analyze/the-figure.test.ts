import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { actionOutputs } from '../../src/action/outputs.js';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig } from '../../src/config/config.js';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/report.js';
import { readActionMetadata } from '../../scripts/action-metadata.js';
import { fixtureTexts, snapshotOf } from '../support/repository-units.js';

/**
 * A smolagents application as a reviewer meets it: a CodeAgent and a ToolCallingAgent, each with its
 * own prompt YAML, a `@tool`, and AGENTS.md for the coding agents. The pull request grows the
 * CodeAgent's system prompt and shrinks the ToolCallingAgent's: two alternatives, never run together.
 */
const library = fixtureTexts('smolagents');
const CODE_YAML = 'app/prompts/code.yaml';
const TOOL_YAML = 'app/prompts/tool.yaml';
const APP = 'app/agents.py';
const base = new Map([
  [CODE_YAML, library.get('src/smolagents/prompts/code_agent.yaml')!],
  [TOOL_YAML, library.get('src/smolagents/prompts/toolcalling_agent.yaml')!],
  ['AGENTS.md', '# Rules\n\nRun the tests before you push. Keep prompts in app/prompts.\n'],
  [
    APP,
    [
      'import yaml',
      '',
      'from smolagents import CodeAgent, InferenceClientModel, ToolCallingAgent, tool',
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
      'def load(path):',
      '    return yaml.safe_load(open(path).read())',
      '',
      '',
      'coder = CodeAgent(tools=[lookup_order], model=InferenceClientModel(), prompt_templates=load("app/prompts/code.yaml"))',
      'caller = ToolCallingAgent(tools=[lookup_order], model=InferenceClientModel(), prompt_templates=load("app/prompts/tool.yaml"))',
      '',
    ].join('\n'),
  ],
]);
const CODER = `smolagents CodeAgent coder (${APP})`;
const CALLER = `smolagents ToolCallingAgent caller (${APP})`;

const GROWTH = '\nBefore you write code, restate the task in one sentence and list the tools you will call, in order. '.repeat(8);
const head = new Map(base);
head.set(CODE_YAML, base.get(CODE_YAML)!.replace('system_prompt: |-\n', `system_prompt: |-\n  ${GROWTH.trim().replace(/\n/g, '\n  ')}\n`));
// The ToolCallingAgent's prompt loses its closing paragraph.
head.set(TOOL_YAML, base.get(TOOL_YAML)!.replace(/\n {2}Now Begin!.*\n/, '\n'));

let parsers: CodeParsers;
let report: Report;
const diff = (thresholds: { maxDeltaTokens?: number } = {}): Report =>
  analyzeDiff({
    base: snapshotOf('b', base),
    head: snapshotOf('h', head),
    changes: [{ path: CODE_YAML, status: 'modified' }, { path: TOOL_YAML, status: 'modified' }],
    config: mergeConfig(thresholds),
    parsers,
  });

before(async () => {
  parsers = await loadCodeParsers();
  assert.notEqual(head.get(TOOL_YAML), base.get(TOOL_YAML), 'the ToolCallingAgent edit must apply');
  report = diff();
});

describe('every figure of the headline is one named agent’s', () => {
  test("each agent's start-up context is its first request but the task: 100 task tokens and two messages' 4-token framing", () => {
    // A rendered agent's counts its rendered system prompt, tools filled in, not its template's text.
    assert.deepEqual(
      report.scenarios.map((s) => [s.name, s.startup, s.context.base[0]! - s.startup!.baseTokens, s.context.head[0]! - s.startup!.headTokens]),
      [
        [CODER, { baseTokens: 476, headTokens: 713 }, 108, 108],
        [CALLER, { baseTokens: 567, headTokens: 563 }, 108, 108],
        ['Codex', { baseTokens: 21, headTokens: 21 }, 108, 108],
      ],
    );
  });

  test('the two agents are alternatives: one grows, the other shrinks, and the headline is the one that grows', () => {
    const byName = new Map(report.scenarios.map((s) => [s.name, s]));
    const coder = byName.get(CODER)!;
    const caller = byName.get(CALLER)!;
    assert.ok(coder.prompt.deltaTokens > 150 && caller.prompt.deltaTokens < 0, `${coder.prompt.deltaTokens}, ${caller.prompt.deltaTokens}`);
    assert.equal(report.totals.agent, CODER);
    assert.equal(report.scenarios[0], coder, 'the headline agent first');
  });

  test("the token headline is that agent's table total, and its prompt material, never a net over both", () => {
    const coder = report.scenarios[0]!;
    const tableTotal = coder.files.reduce((n, f) => n + f.deltaTokens, 0);
    assert.equal(report.totals.deltaTokens, tableTotal);
    assert.equal(report.totals.deltaTokens, coder.prompt.deltaTokens);
    const net = report.files.reduce((n, f) => n + f.deltaTokens, 0);
    assert.notEqual(report.totals.deltaTokens, net, 'the net over both files is another number');
    // Run, dollars and peak are the same agent's.
    assert.deepEqual(
      [report.totals.deltaRunTokens, report.totals.deltaRunUsd, report.totals.basePeakContext, report.totals.headPeakContext, report.totals.headOverflowRequest],
      [coder.deltaRunTokens, coder.deltaRunUsd, coder.base.peakContext, coder.head.peakContext, coder.head.overflowRequest],
    );
  });

  test("max-delta-tokens judges each agent: between the net and the CodeAgent's growth, it fails, naming the CodeAgent", () => {
    const coder = report.scenarios[0]!;
    const net = report.files.reduce((n, f) => n + f.deltaTokens, 0);
    const between = Math.floor((net + coder.prompt.deltaTokens) / 2);
    const judged = diff({ maxDeltaTokens: between });
    assert.deepEqual(judged.verdict.reasons, [`delta-tokens +${coder.prompt.deltaTokens} (${CODER}) is above max-delta-tokens ${between}`]);
    // Exactly at the agent's growth, it passes.
    assert.equal(diff({ maxDeltaTokens: coder.prompt.deltaTokens }).verdict.status, 'pass');
  });

  test('the outputs hold what action.yml says: the named agent and its figures', () => {
    const outputs = actionOutputs(report, { commentId: '', reportPath: 'r.json', commentBodyPath: 'c.md', sarifPath: 'r.sarif' });
    const coder = report.scenarios[0]!;
    assert.deepEqual(
      [outputs.agent, outputs['base-tokens'], outputs['head-tokens'], outputs['delta-tokens'], outputs['delta-run-tokens'], outputs['delta-run-usd'], outputs['head-peak-context']],
      [CODER, coder.prompt.baseTokens, coder.prompt.headTokens, coder.prompt.deltaTokens, coder.deltaRunTokens, coder.deltaRunUsd.toFixed(6), coder.head.peakContext],
    );
    const described = readActionMetadata().outputs;
    for (const name of ['base-tokens', 'head-tokens', 'delta-percent', 'delta-run-tokens', 'delta-run-usd', 'head-peak-context']) {
      assert.match(described[name]!.description, /that agent/, `${name} says whose figure it is`);
      assert.doesNotMatch(described[name]!.description, /summed|all prompt material/, `${name} is no sum`);
    }
  });

  test('the comment names the headline agent once in its headline, and no agent twice in one phrase', () => {
    const md = renderMarkdown(report);
    const lines = md.split('\n');
    const headline = lines.find((l) => l.includes('of prompt material ('))!;
    assert.equal(headline.split(CODER).length - 1, 1, headline);
    assert.match(headline, new RegExp(`^\\*\\*${CODER.replace(/[().]/g, '\\$&')}\\*\\* \\(\`[\\w.-]+\`\\): \\*\\*≈\\+${report.totals.deltaTokens} tokens\\*\\*`));
    assert.match(md, new RegExp(`^- \\*\\*${CALLER.replace(/[().]/g, '\\$&')}\\*\\* \\(\`[\\w.-]+\`\\): ≈-\\d+ tokens of prompt material`, 'm'));
    for (const line of lines) {
      for (const name of [CODER, CALLER]) {
        // A name said twice on one line is one phrase naming its agent twice (`Codex (Codex)`).
        const phrases = line.split(/ · |; |\| /);
        for (const phrase of phrases) assert.ok(phrase.split(name).length - 1 <= 1, `twice in: ${phrase}`);
      }
      assert.doesNotMatch(line, /\b(\w[\w ]*) \(\1[,)]/, `a name repeated as its own label: ${line}`);
    }
  });
});
