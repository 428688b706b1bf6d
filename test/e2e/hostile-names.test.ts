import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { displayText } from '../../src/report/escape.js';
import { commentMarker } from '../../src/action/sticky-comment.js';
import { runAction, runtimes } from '../support/action-runner.js';
import { git } from '../support/git-repo.js';
import { pullRequestRun, pullRequestStage } from '../support/pull-request-scene.js';
import { commentProblems, renderGfm, tableRows, visibleText } from '../support/rendered-markdown.js';

/** Git takes any byte but NUL in a name, `/` only between folders: every one of these is a real file. */
const PROMPTS = [
  'prompts/a`b.md',
  'prompts/`` tick ```.md',
  'prompts/evil\n<img src=x onerror=alert(1)>.md',
  'prompts/@octocat #1 GH-3.md',
  'prompts/@org/team.md',
  'prompts/owner/repo#2.md',
  'prompts/a|b\\|c.md',
  'prompts/[x](javascript:alert(1)).md',
  'prompts/<javascript:alert(1)> data:text,x.md',
  'prompts/</details> <!-- x -->.md',
  'prompts/tab\tcr\r.md',
  'prompts/\u202Egnp.md',
  'prompts/*bold* _x_ ~~s~~ $m$ &amp; trailing\\',
  'prompts/ünïcödé 🧑‍💻.md',
];
const RENAMED_FROM = 'prompts/old`name|@octocat.md';
const RENAMED_TO = 'prompts/new\n<img src=y onerror=alert(2)> @octocat.md';
/** An MCP tool whose name comes from the code, and a handler that returns a whole page. */
const TOOL_FILE = 'src/mcp|@octocat<img src=x>.ts';
const TOOL_NAME = "fetch`page|<img src=x onerror=alert(1)> @octocat #1";

const AGENTS = ['<img src=x onerror=alert(1)> @octocat #1', '`tick` | GH-3 [x](javascript:alert(1))\n</details> *b*'];
const MODEL = 'evil`model|@octocat <b>x</b>';
/** YAML double-quoted: `\n` and `\u202E` are the characters. */
const CONFIG = `agents:
  - name: ${JSON.stringify(AGENTS[0])}
    model: ${JSON.stringify(MODEL)}
    policy:
      type: budget
      pinned_tools: ["read\`file|x", "<img src=x>", "@octocat", "owner/repo#2"]
  - name: ${JSON.stringify(AGENTS[1])}
    model: gpt-4o
    policy:
      type: clear_tool_uses_20250919
      exclude_tools: ["<script>alert(1)</script>", "@org/team", "evil\\u202Etool"]
models:
  ${JSON.stringify(MODEL)}:
    input: 3
    output: 15
`;

const prompt = (name: string): string => `You are an agent. Handle ${name.length} cases with care.\n`;

describe('the bundled action on a pull request whose names are hostile', () => {
  const node = runtimes()[0]!.node;
  const stage = pullRequestStage('e2e-hostile', {
    initial: { 'prompts/system.md': prompt('system'), [RENAMED_FROM]: 'Summarise the page in three sentences.\n' },
    feature: [
      {
        ...Object.fromEntries(PROMPTS.map((p) => [p, prompt(p)])),
        '.ctxguard.yml': CONFIG,
        [TOOL_FILE]: [
          "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
          `server.tool(${JSON.stringify(TOOL_NAME)}, 'Fetch a web page as text.', { url: z.string() }, async ({ url }) => {`,
          '  const res = await fetch(url);',
          '  const html = await res.text();',
          "  return { content: [{ type: 'text', text: html }] };",
          '});',
        ].join('\n'),
      },
    ],
    mainAfter: { 'docs/guide.md': 'A guide.\n' },
    rename: [RENAMED_FROM, RENAMED_TO],
  });
  let body: string;
  let summary: string;
  let report: { files: Array<{ path: string; previousPath: string | null }>; scenarios: Array<{ name: string; model: string; policy: string }>; totals: { agent: string | null } };

  before(async () => {
    // Git's default: names with bytes outside ASCII are quoted in any output without -z.
    git(stage.scene.workspace, 'config', 'core.quotePath', 'true');
    const run = await runAction({ ...pullRequestRun(node, stage.scene, stage.github.url, stage.dir), inputs: {} });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(stage.github.comments.length, 1, run.stdout);
    body = stage.github.comments[0]!.body;
    summary = run.summary;
    report = JSON.parse(readFileSync(run.outputs['report-json']!, 'utf8'));
  });

  test('every name reached the report as git has it, unquoted', () => {
    const paths = report.files.map((f) => f.path);
    for (const p of PROMPTS) assert.ok(paths.includes(p), `${JSON.stringify(p)} in ${JSON.stringify(paths)}`);
    assert.ok(report.files.some((f) => f.path === RENAMED_TO && f.previousPath === RENAMED_FROM));
    assert.deepEqual(
      report.scenarios.map((s) => s.name),
      AGENTS,
    );
    assert.equal(report.scenarios[0]!.model, MODEL.toLowerCase());
  });

  test('the posted comment renders no markup, link or mention of its own', () => {
    assert.deepEqual(commentProblems(body, commentMarker('ctxguard', stage.scene.headSha)), []);
    assert.equal(`${commentMarker('ctxguard', stage.scene.headSha)}\n${summary.trim()}`, body.trim(), 'the job summary is the comment, under its marker');
  });

  test('the posted comment still shows each name', () => {
    const html = renderGfm(body);
    const firstCells = tableRows(html).map((cells) => cells[0]);
    for (const p of PROMPTS) assert.ok(firstCells.includes(`${displayText(p)} (added)`), `row for ${JSON.stringify(p)}`);
    assert.ok(firstCells.includes(`${displayText(RENAMED_TO)} (renamed from ${displayText(RENAMED_FROM)})`));
    const rows = tableRows(html);
    for (const s of report.scenarios) {
      assert.ok(
        rows.some((cells) => cells[0]!.startsWith(displayText(s.name)) && cells[1] === displayText(s.model) && cells[3] === displayText(s.policy)),
        `agent row for ${JSON.stringify(s.name)}`,
      );
    }
    const text = visibleText(html);
    assert.ok(text.includes(`${displayText(`${TOOL_FILE}:5`)}: tool '${displayText(TOOL_NAME)}' returns unbounded content`), 'the tool finding');
    // The headline is the most affected agent's: the first, whose model costs $3/MTok to gpt-4o's $2.50.
    assert.equal(report.totals.agent, AGENTS[0]);
    assert.ok(text.includes(`\n${displayText(AGENTS[0]!)} (`), 'the headline names its agent');
    assert.ok(text.includes(`input tokens per run of 20 requests`));
    assert.ok(text.includes(`Prices: ${displayText(MODEL.toLowerCase())} at $3/MTok input`));
  });
});
