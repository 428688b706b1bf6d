import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  diffRange,
  localRange,
  renderMarkdown
} from "./chunk-A5OU5KAO.js";
import "./chunk-4O75KC3W.js";
import "./chunk-PTG6OATJ.js";
import "./chunk-OUUO77PB.js";
import {
  loadConfigFile
} from "./chunk-Y4533V2B.js";
import "./chunk-CTQPJVMW.js";
import "./chunk-3M7FWAYX.js";
import "./chunk-E5JONHH6.js";
import "./chunk-72PMS5I4.js";
import "./chunk-7LWNJ3YC.js";
import "./chunk-TN6WN66N.js";
import "./chunk-TS6I3ZBO.js";
import "./chunk-GKXDXUD5.js";
import {
  createGit
} from "./chunk-YEFU2FJ6.js";
import "./chunk-57BSRISO.js";
import "./chunk-UNORK3EK.js";
import "./chunk-4FT22JVS.js";
import "./chunk-AP654A53.js";
import "./chunk-KLPRW6NI.js";
import "./chunk-GXPCTWCZ.js";
import "./chunk-67GQ2N7O.js";
import "./chunk-MPTDITOE.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-E34YZ725.js";
import "./chunk-LQK3ML4U.js";

// src/cli/demo.ts
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

// src/cli/demo-repo.ts
var AGENTS_MD = `# AGENTS.md

This repository holds a research agent built on smolagents. Read this file before you change code.

## Setup
- Python 3.12, dependencies in \`pyproject.toml\`; install with \`uv sync\`.
- Run the tests with \`uv run pytest -q\`; they must pass before you open a pull request.

## Conventions
- Tools live in \`agent/tools/\`, one tool per file, each with a docstring that the model reads.
- Prompts live in \`prompts/\`. Keep them short: every token in them is sent on every step.
- Never commit API keys; read them from the environment.
`;
var SYSTEM_MD = `You are a careful research assistant. You answer questions by searching the web, reading
the pages you find, and writing a short answer with citations.

Work in steps. At each step, think about what you still need to know, then call exactly one tool.
When you have enough information, call \`final_answer\` with your answer and the URLs you used.

Rules:
- Quote numbers exactly as the source gives them.
- If sources disagree, say so and cite both.
- If you cannot find an answer, say what you searched for and stop.
`;
var TOOL_POLICY = `
## Tool-use policy

You have these tools: \`web_search(query)\`, \`visit_webpage(url)\`, \`python_interpreter(code)\` and
\`final_answer(answer)\`. Choose the cheapest tool that can answer the question at hand.

1. Start with \`web_search\`. Write queries as a person would type them: three to eight words, with
   the names, dates and units that matter. Do not repeat a query that returned nothing useful; change
   the words instead, or search for a more specific source (an official statistics office, a standards
   body, the company's own filings).
2. Open a page with \`visit_webpage\` only when a search result's snippet suggests it holds the answer.
   Prefer primary sources to news articles, and news articles to forums. Read the whole page before you
   decide it does not help; tables and footnotes often hold the figure you need.
3. Use \`python_interpreter\` for arithmetic, unit conversions and date differences. Never do sums in
   your head when the answer depends on them. Print every intermediate value so you can check it.
4. Before you call \`final_answer\`, check each claim against the page it came from. If a number came
   from a table, say which row and column. If you had to convert units, show the conversion.

When a tool fails, read the error message. A timeout usually means the site is slow: try once more,
then move on to another source. A 403 or 404 means the page is gone: do not retry it.

Keep your notes short. Each step's thoughts are sent back to you on every later step, so a long note
costs many times its length. Summarise what you learned in one or two sentences and move on.

Answer format: one paragraph of at most 120 words, then a list of the URLs you cited, each on its own
line, in the order you cited them. Do not include URLs you did not use.
`;
var TASK_J2 = `Question: {{ question }}

{% if context %}Here is what the user already knows:
{{ context }}
{% endif %}Answer in {{ language | default("English") }}.
`;
var CURSORRULES = `Write Python 3.12 with type hints. Prefer dataclasses to dicts for structured data.
Keep functions under 40 lines. Every tool function needs a docstring with Args and Returns sections,
because smolagents sends that docstring to the model as the tool's description.
`;
var LEGACY_MD = `You are a helpful assistant. Answer the user's question as well as you can.
If you do not know, say you do not know.
`;
var DEMO_COMMITS = [
  {
    message: "Research agent with prompts and agent instructions",
    branch: "main",
    write: {
      "AGENTS.md": AGENTS_MD,
      "prompts/system.md": SYSTEM_MD,
      "prompts/task.j2": TASK_J2,
      "prompts/legacy.md": LEGACY_MD,
      ".cursorrules": CURSORRULES,
      ".ctxguard.yml": "max_delta_tokens: 300\n",
      "agent/run.py": "from smolagents import CodeAgent\n\nagent = CodeAgent(tools=[], model=None, max_steps=20)\n"
    }
  },
  {
    message: "Add a tool-use policy to the system prompt",
    branch: "feature",
    write: {
      "prompts/system.md": SYSTEM_MD + TOOL_POLICY,
      "AGENTS.md": AGENTS_MD.replace(
        "- Never commit API keys",
        "- Record a trace of every new prompt in `traces/` so its cost can be reviewed.\n- Never commit API keys"
      )
    },
    remove: ["prompts/legacy.md"],
    move: [[".cursorrules", ".cursor/rules/python.mdc"]]
  },
  {
    message: "Main moves on: a shorter task template (not part of the pull request)",
    branch: "main",
    write: { "prompts/task.j2": "Question: {{ question }}\n" }
  }
];

// src/cli/demo.ts
async function demoCommand(_args, io) {
  const dir = await mkdtemp(join(tmpdir(), "ctxguard-demo-"));
  let git;
  try {
    git = await buildDemoRepository(dir);
    const file = await loadConfigFile(join(dir, ".ctxguard.yml"), true);
    const report = await diffRange(git, await localRange(git, "main", "feature"), { file, overrides: {}, configPath: ".ctxguard.yml" });
    io.stderr(`Sample agent repository in a temp dir; the comment ctxguard would post on its pull request:

`);
    io.stdout(renderMarkdown(report));
    io.stderr(`
(The sample's .ctxguard.yml sets max_delta_tokens: 300, so this check fails: \`ctxguard diff\` would exit 1.)
`);
    return 0;
  } finally {
    await git?.close();
    await rm(dir, { recursive: true, force: true });
  }
}
var DEMO_ENV = {
  GIT_AUTHOR_NAME: "ctxguard demo",
  GIT_AUTHOR_EMAIL: "demo@example.com",
  GIT_COMMITTER_NAME: "ctxguard demo",
  GIT_COMMITTER_EMAIL: "demo@example.com",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1"
};
async function buildDemoRepository(dir) {
  let clock = Date.UTC(2026, 0, 5, 9, 0, 0) / 1e3;
  const git = () => {
    const date = `${clock} +0000`;
    return createGit(dir, { ...process.env, ...DEMO_ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  };
  await git().run(["init", "--quiet", "--initial-branch=main"]);
  for (const [i, commit] of DEMO_COMMITS.entries()) {
    clock += 3600;
    if (i > 0) await git().run(["checkout", "--quiet", ...commit.branch === "feature" && i === 1 ? ["-b"] : [], commit.branch]);
    for (const [path, text] of Object.entries(commit.write ?? {})) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    for (const path of commit.remove ?? []) await git().run(["rm", "--quiet", path]);
    for (const [from, to] of commit.move ?? []) {
      await mkdir(dirname(join(dir, to)), { recursive: true });
      await git().run(["mv", from, to]);
    }
    await git().run(["add", "--all"]);
    await git().run(["commit", "--quiet", "-m", commit.message]);
  }
  return git();
}
export {
  buildDemoRepository,
  demoCommand
};
