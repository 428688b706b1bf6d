/**
 * The sample agent repository behind `ctxguard demo`: a small research agent whose pull request grows
 * its system prompt with a tool-use policy, edits AGENTS.md, moves its Cursor rules and drops an old
 * prompt. Meanwhile main moved on, and that change must not show in the report.
 */
export interface DemoCommit {
  message: string;
  branch: 'main' | 'feature';
  write?: Record<string, string>;
  remove?: string[];
  move?: Array<[from: string, to: string]>;
}

const AGENTS_MD = `# AGENTS.md

This repository holds a research agent built on smolagents. Read this file before you change code.

## Setup
- Python 3.12, dependencies in \`pyproject.toml\`; install with \`uv sync\`.
- Run the tests with \`uv run pytest -q\`; they must pass before you open a pull request.

## Conventions
- Tools live in \`agent/tools/\`, one tool per file, each with a docstring that the model reads.
- Prompts live in \`prompts/\`. Keep them short: every token in them is sent on every step.
- Never commit API keys; read them from the environment.
`;

const SYSTEM_MD = `You are a careful research assistant. You answer questions by searching the web, reading
the pages you find, and writing a short answer with citations.

Work in steps. At each step, think about what you still need to know, then call exactly one tool.
When you have enough information, call \`final_answer\` with your answer and the URLs you used.

Rules:
- Quote numbers exactly as the source gives them.
- If sources disagree, say so and cite both.
- If you cannot find an answer, say what you searched for and stop.
`;

const TOOL_POLICY = `
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

const TASK_J2 = `Question: {{ question }}

{% if context %}Here is what the user already knows:
{{ context }}
{% endif %}Answer in {{ language | default("English") }}.
`;

const CURSORRULES = `Write Python 3.12 with type hints. Prefer dataclasses to dicts for structured data.
Keep functions under 40 lines. Every tool function needs a docstring with Args and Returns sections,
because smolagents sends that docstring to the model as the tool's description.
`;

const LEGACY_MD = `You are a helpful assistant. Answer the user's question as well as you can.
If you do not know, say you do not know.
`;

export const DEMO_COMMITS: DemoCommit[] = [
  {
    message: 'Research agent with prompts and agent instructions',
    branch: 'main',
    write: {
      'AGENTS.md': AGENTS_MD,
      'prompts/system.md': SYSTEM_MD,
      'prompts/task.j2': TASK_J2,
      'prompts/legacy.md': LEGACY_MD,
      '.cursorrules': CURSORRULES,
      '.ctxguard.yml': 'max_delta_tokens: 300\n',
      'agent/run.py': 'from smolagents import CodeAgent\n\nagent = CodeAgent(tools=[], model=None, max_steps=20)\n',
    },
  },
  {
    message: 'Add a tool-use policy to the system prompt',
    branch: 'feature',
    write: {
      'prompts/system.md': SYSTEM_MD + TOOL_POLICY,
      'AGENTS.md': AGENTS_MD.replace(
        '- Never commit API keys',
        '- Record a trace of every new prompt in `traces/` so its cost can be reviewed.\n- Never commit API keys',
      ),
    },
    remove: ['prompts/legacy.md'],
    move: [['.cursorrules', '.cursor/rules/python.mdc']],
  },
  {
    message: 'Main moves on: a shorter task template (not part of the pull request)',
    branch: 'main',
    write: { 'prompts/task.j2': 'Question: {{ question }}\n' },
  },
];
