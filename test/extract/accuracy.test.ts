import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { extractUnits } from '../../src/extract/extract.js';
import { promptFileClassifier } from '../../src/extract/prompt-files.js';
import { extractOptions } from '../../src/frameworks/registry.js';
import { scoreCorpus } from '../support/corpus-accuracy.js';

/**
 * Precision and recall of extraction on labelled corpora (test/fixtures/corpus*). Every corpus is held
 * at 1.0 for both: a unit found wrongly or missed on any of them is a regression. Each corpus's
 * labels.json was written by hand before the rules were tuned on it; the figure measured blind is in
 * the commit that added it, and labels are never weakened to fit results.
 * - corpus: LangChain, OpenAI Agents SDK, Anthropic SDK, MCP (Python and TS), aider prompt classes,
 *   Vercel AI SDK, CrewAI, SWE-agent, LangGraph, LlamaIndex, cline-style prompt modules, and
 *   prompt-free CLIs, web apps, i18n and logging modules.
 * - corpus-holdout: AG2, pydantic-ai, DSPy, Haystack, Semantic Kernel, Mastra, openai-agents-js,
 *   LangChain.js, a Jinja file, a JSON tool list; Django, an input() wizard, a mailer, a GitHub bot,
 *   an Airflow DAG with SQL, a React form, a logging config, a Sphinx conf.py.
 * - corpus-holdout-2: Google ADK, Agno, Marvin, instructor, LiteLLM, OpenAI Responses (TS), Anthropic
 *   TS with system blocks, a Claude Code subagent, .prompty, a YAML agent config; FastAPI, a Typer
 *   CLI, Jinja2 e-mails, a Slack bot, a report builder, a workflow YAML, Storybook, pydantic settings.
 * - corpus-holdout-3: jinja2/string.Template prompt builders, Next.js streamText with inline tools,
 *   LangGraph.js, the Assistants API, Ollama, Bedrock converse, a promptfoo config, a prompts/ library;
 *   Flask-Admin, a Rich console app, a Click CLI, an i18n catalog, a test helper, an HCL generator.
 */
const BAR = 1;
const CORPORA = ['corpus', 'corpus-holdout', 'corpus-holdout-2', 'corpus-holdout-3'];

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

for (const corpus of CORPORA) {
  for (const promptFreeAlone of [false, true]) {
    test(`extraction: precision and recall on ${corpus}${promptFreeAlone ? ', its prompt-free files in a repository with no LLM SDK' : ', read as one repository'}`, () => {
      const { precision, recall, report } = scoreCorpus(corpus, parsers, promptFreeAlone);
      console.log(report.join('\n'));
      assert.ok(precision >= BAR, `precision ${precision.toFixed(3)} is below ${BAR}`);
      assert.ok(recall >= BAR, `recall ${recall.toFixed(3)} is below ${BAR}`);
    });
  }
}

test('no prompts found in a large tree that has none (installed packages, even without the default excludes)', async () => {
  const root = new URL('../../node_modules/', import.meta.url).pathname;
  const classify = promptFileClassifier({ include: [], exclude: [], defaultExcludes: false });
  const { readdirSync } = await import('node:fs');
  const { join, relative } = await import('node:path');
  const found: string[] = [];
  let files = 0;
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) {
        const rel = relative(root, path);
        const kind = classify(rel);
        if (!kind) continue;
        files++;
        const text = readFileSync(path, 'utf8');
        for (const u of extractUnits({ path: rel, kind, content: { kind: 'text', text } }, parsers, extractOptions([]))) found.push(`${u.id}`);
      }
    }
  };
  for (const pkg of ['typescript/lib', 'yaml', 'minimatch', '@actions', '@octokit', 'js-tiktoken/dist/index.js']) {
    const dir = join(root, pkg);
    if (pkg.endsWith('.js')) {
      const rel = relative(root, dir);
      found.push(...extractUnits({ path: rel, kind: classify(rel)!, content: { kind: 'text', text: readFileSync(dir, 'utf8') } }, parsers, extractOptions([])).map((u) => u.id));
      files++;
    } else walk(dir);
  }
  console.log(`no-prompt tree: ${files} files, ${found.length} units`);
  assert.ok(files > 300, `${files} files`);
  assert.deepEqual(found, []);
});
