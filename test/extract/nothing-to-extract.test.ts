import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { javascriptUnits } from '../../src/extract/code/javascript.js';
import { hasNothingToExtract } from '../../src/extract/code/nothing-to-extract.js';
import { extractFile, type ExtractOptions } from '../../src/extract/extract.js';
import type { CodeLanguage } from '../../src/extract/source-kind.js';
import { codeRules, sdkModules } from '../../src/frameworks/registry.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';

const PLAIN: ExtractOptions = { sdkModules: sdkModules(), codeRules: codeRules() };
const REPOSITORY: ExtractOptions = { ...PLAIN, repositoryTalksToModel: true };
let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

/** What the walker finds in the file, read in full whatever the pre-check says. */
function fullWalk(path: string, language: CodeLanguage, text: string, options: ExtractOptions): string[] {
  const tree = parsers.parse(language, text);
  try {
    const found = javascriptUnits(path, tree.root, options);
    return [...found.units.map((u) => `${u.key} ${u.role}: ${u.text}`), ...found.findings.map((f) => `finding ${f.kind}`), ...found.models.map((m) => `model ${m.id}`), ...found.calls.map((c) => `call ${c.callee}`)];
  } finally {
    tree.delete();
  }
}

/** What extraction returns, the pre-check included. */
function extracted(path: string, language: CodeLanguage, text: string, options: ExtractOptions): string[] {
  const found = extractFile({ path, kind: { format: 'code', language }, content: { kind: 'text', text } }, parsers, options);
  return [...found.units.map((u) => `${u.key} ${u.role}: ${u.text}`), ...found.findings.map((f) => `finding ${f.kind}`), ...found.models.map((m) => `model ${m.id}`), ...(found.calls ?? []).map((c) => `call ${c.callee}`)];
}

describe('code that provably holds no prompt is not parsed', () => {
  const cases: Array<{ what: string; text: string; options: ExtractOptions; found: string[]; path?: string; language?: CodeLanguage }> = [
    {
      what: 'a constant named for a prompt',
      text: 'export const REVIEW_PROMPT = "Review the diff and list every bug you find.";\n',
      options: PLAIN,
      found: ['REVIEW_PROMPT system: Review the diff and list every bug you find.'],
    },
    {
      what: 'a strong prompt word where the repository talks to a model',
      text: 'export const REVIEWER_INSTRUCTIONS = "Review the diff and list every bug you find.";\n',
      options: REPOSITORY,
      found: ['REVIEWER_INSTRUCTIONS system: Review the diff and list every bug you find.'],
    },
    {
      what: '`system` with a weak prompt word in the same name',
      text: 'export const SYSTEM_MESSAGE = "Review the diff and list every bug you find.";\n',
      options: REPOSITORY,
      found: ['SYSTEM_MESSAGE system: Review the diff and list every bug you find.'],
    },
    {
      what: 'a chat message whose keys are written with escapes',
      text: 'send([{ "r\\u006fle": "system", "c\\x6fntent": "You are terse and exact in every answer." }]);\n',
      options: PLAIN,
      found: ['messages[system] system: You are terse and exact in every answer.'],
    },
    {
      what: 'a chat message whose key is continued on the next line',
      text: 'send([{ "ro\\\nle": "system", content: "You are terse and exact in every answer." }]);\n',
      options: PLAIN,
      found: ['messages[system] system: You are terse and exact in every answer.'],
    },
    {
      what: 'a tool schema written as a literal',
      text: 'export const tools = [{ type: "function", function: { name: "search", description: "Search the web.", parameters: {} } }];\n',
      options: PLAIN,
      found: ['tool:search tool-schema: {"type":"function","function":{"name":"search","description":"Search the web.","parameters":{}}}'],
    },
    {
      what: "an MCP server's tool",
      text: 'server.tool("search", "Search the web for recent news.", {}, async () => ({ content: [] }));\n',
      options: PLAIN,
      found: ['tool:search tool-description: Search the web for recent news.'],
    },
    {
      what: 'an SDK import after a byte order mark',
      text: '\uFEFFimport OpenAI from "openai";\nconst client = new OpenAI();\nawait client.responses.create({ model: "gpt-4o", instructions: "Summarise the news of the day in three short lines." });\n',
      options: PLAIN,
      found: ['create(instructions) system: Summarise the news of the day in three short lines.', 'model gpt-4o'],
    },
    {
      what: 'a later declarator of a `let`',
      text: 'let attempts = 3,\n  SYSTEM_PROMPT = "Review the diff and list every bug you find.";\n',
      options: PLAIN,
      found: ['SYSTEM_PROMPT system: Review the diff and list every bug you find.'],
    },
    {
      what: 'a class field after a line without a semicolon, in a class with a type literal in its heritage',
      text: 'export class Reviewer extends Base<{ strict: true }> {\n  retries = 3\n  systemPrompt = "Review the diff and list every bug you find."\n}\n',
      options: PLAIN,
      found: ['Reviewer.systemPrompt system: Review the diff and list every bug you find.'],
    },
    {
      what: 'a class field with a quoted name',
      text: 'export class Reviewer {\n  "systemPrompt" = "Review the diff and list every bug you find.";\n}\n',
      options: PLAIN,
      found: ['Reviewer."systemPrompt" system: Review the diff and list every bug you find.'],
    },
    {
      what: 'what a method of an object returns',
      text: 'export const reviewer = {\n  retries: 3,\n  buildPrompt() {\n    return "Review the diff and list every bug you find.";\n  },\n};\n',
      options: PLAIN,
      found: ['buildPrompt() system: Review the diff and list every bug you find.'],
    },
    {
      what: 'what a generator method named for a prompt returns',
      text: 'export const reviewer = {\n  *buildPrompt() {\n    return "Review the diff and list every bug you find.";\n  },\n};\n',
      options: PLAIN,
      found: ['buildPrompt() system: Review the diff and list every bug you find.'],
    },
    {
      what: 'a function whose prose is written with escapes alone',
      text: 'export function buildPrompt() {\n  return "Review\\tthe\\tdiff\\tand\\tlist\\tevery\\tbug.";\n}\n',
      options: PLAIN,
      found: ['buildPrompt() system: Review\tthe\tdiff\tand\tlist\tevery\tbug.'],
    },
    {
      what: 'a method whose prose is a template part',
      text: 'export class Reviewer {\n  buildPrompt(diff) {\n    return `Review the diff:\\n${diff}`;\n  }\n}\n',
      options: PLAIN,
      found: ['Reviewer.buildPrompt() system: Review the diff:\n'],
    },
    {
      what: 'a generator method with a computed name',
      text: 'export const reviewer = {\n  *["buildPrompt"]() {\n    return "Review the diff and list every bug you find.";\n  },\n};\n',
      options: PLAIN,
      found: ['["buildPrompt"]() system: Review the diff and list every bug you find.'],
    },
    {
      what: 'a method with a computed name',
      text: 'export class Reviewer {\n  [`build${"Prompt"}`]() {\n    return "Review the diff and list every bug you find.";\n  }\n}\n',
      options: PLAIN,
      found: ['Reviewer.[`build${"Prompt"}`]() system: Review the diff and list every bug you find.'],
    },
    {
      what: 'a constant after a regular expression that holds a quote',
      text: 'if (ready) /"/.test(input);\nexport const REVIEW_PROMPT = "Review the diff and list every bug you find.";\n',
      options: PLAIN,
      found: ['REVIEW_PROMPT system: Review the diff and list every bug you find.'],
    },
    {
      what: 'a tool schema whose key follows a comma',
      text: 'const kind = typeof x === "function" ? 1 : 2;\nexport const tools = [{ type: "function", "function": { name: "search", description: "Search the web.", parameters: {} } }];\n',
      options: PLAIN,
      found: ['tool:search tool-schema: {"type":"function","function":{"name":"search","description":"Search the web.","parameters":{}}}'],
    },
    {
      what: 'a function held by a declarator inside a function',
      text: 'export function reviewer(diff) {\n  const buildPrompt = (kind) => `Review the ${kind} diff.`;\n  return run(buildPrompt("code"));\n}\n',
      options: PLAIN,
      found: ['reviewer.buildPrompt() system: Review the  diff.'],
    },
    {
      what: 'an arrow function of one bare parameter held inside a function',
      text: 'export function reviewer() {\n  const buildPrompt = kind => "Review the " + kind + " diff and list every bug.";\n  return run(buildPrompt);\n}\n',
      options: PLAIN,
      found: ['reviewer.buildPrompt() system: Review the  diff and list every bug.'],
    },
    {
      what: 'a function expression held inside a function',
      text: 'export function reviewer() {\n  const buildPrompt = async function () { return "Review the diff and list every bug."; };\n  return run(buildPrompt);\n}\n',
      options: PLAIN,
      found: ['reviewer.buildPrompt() system: Review the diff and list every bug.'],
    },
    {
      what: "a constant whose prose is on the next line, with no `;` written",
      text: 'const base = "x"\nexport const REVIEW_PROMPT = base\n  + " and list every bug you find."\n',
      options: PLAIN,
      found: ['REVIEW_PROMPT system:  and list every bug you find.'],
    },
    {
      what: 'a tool schema whose `type` is written with an escape',
      text: 'export const tools = [{ type: "f\\u0075nction", name: "search", description: "Search the web.", parameters: {} }];\n',
      options: PLAIN,
      found: ['tool:search tool-schema: {"type":"function","name":"search","description":"Search the web.","parameters":{}}'],
    },
    {
      what: 'a tool schema whose `type` is more than a string',
      text: 'export const tools = [{ type: "function" as const, name: "search", parameters: {} }];\n',
      options: PLAIN,
      found: ['tool:search tool-schema: {"type":"function","name":"search","parameters":{}}'],
    },
    {
      what: "a tool schema in Anthropic's shape",
      text: 'export const tools = [{ name: "search", description: "Search the web for news.", input_schema: { type: "object" } }];\n',
      options: PLAIN,
      found: ['tool:search tool-schema: {"name":"search","description":"Search the web for news.","input_schema":{"type":"object"}}'],
    },
    {
      what: 'prose assigned inside a `throw`',
      text: 'export function buildPrompt(ready) {\n  let text = "";\n  if (!ready) throw new Error(text = "Review the diff and list every bug.");\n  return text;\n}\n',
      options: PLAIN,
      found: ['buildPrompt() system: Review the diff and list every bug.'],
    },
    {
      what: 'prose added to a list inside a `throw`',
      text: 'export function buildPrompt(ready) {\n  const parts = [];\n  if (!ready) throw new Error(String(parts.push("Review the diff and list every bug.")));\n  return parts.join("\\n");\n}\n',
      options: PLAIN,
      found: ['buildPrompt() system: Review the diff and list every bug.'],
    },
    {
      what: 'prose after a `throw` that a line break ends',
      text: 'export function buildPrompt(ready) {\n  if (!ready) throw err\n  return "Review the diff and list every bug."\n}\n',
      options: PLAIN,
      found: ['buildPrompt() system: Review the diff and list every bug.'],
    },
    {
      what: 'prose after a key and a method named `throw`',
      text: 'export const PROMPTS = { throw: 1, planner: "Plan the work step by step." };\nexport const prompts = { throw() { return 1 }, critic: "Criticise the plan, step by step." };\n',
      options: PLAIN,
      found: ['PROMPTS.planner system: Plan the work step by step.', 'prompts.critic system: Criticise the plan, step by step.'],
    },
    {
      what: 'a constant with a type',
      text: 'export const REVIEW_PROMPT: string = "Review the diff and list every bug you find.";\n',
      options: PLAIN,
      found: ['REVIEW_PROMPT system: Review the diff and list every bug you find.'],
    },
    {
      what: 'a constant after a shift',
      text: 'export const FLAGS = 1 << 2, REVIEW_PROMPT = "Review the diff and list every bug you find.";\n',
      options: PLAIN,
      found: ['REVIEW_PROMPT system: Review the diff and list every bug you find.'],
    },
    {
      what: "an MCP server's tool, made by a call with type arguments",
      text: 'server.tool<Args>("search", "Search the web for recent news.", {}, async () => ({ content: [] }));\n',
      options: PLAIN,
      found: ['tool:search tool-description: Search the web for recent news.'],
    },
    {
      what: "an MCP server's tool, made by an optional call",
      text: 'server.tool?.("search", "Search the web for recent news.", {}, async () => ({ content: [] }));\n',
      options: PLAIN,
      found: ['tool:search tool-description: Search the web for recent news.'],
    },
    {
      what: 'JSX, whose text is not code',
      path: 'src/help.tsx',
      language: 'tsx',
      text: 'export const Help = () => <p>see http://example.com</p>; export const REVIEW_PROMPT = "Review the diff and list every bug you find.";\n',
      options: PLAIN,
      found: ['REVIEW_PROMPT system: Review the diff and list every bug you find.'],
    },
  ];
  for (const c of cases) {
    test(`not skipped: ${c.what}`, () => {
      const [path, language] = [c.path ?? 'src/app.ts', c.language ?? 'typescript'];
      assert.equal(hasNothingToExtract(path, language, c.text, c.options), false);
      assert.deepEqual(extracted(path, language, c.text, c.options), c.found);
      assert.deepEqual(fullWalk(path, language, c.text, c.options), c.found);
    });
  }

  test('skipped: a utility module, with the same result as the full walk', () => {
    const text = [
      "import { readFile } from 'node:fs/promises';",
      '/** Reads a settings file. */',
      'export async function loadSettings(path: string): Promise<Record<string, string>> {',
      "  const text = await readFile(path, 'utf8');",
      "  return Object.fromEntries(text.split('\\n').map((line) => line.split('=')));",
      '}',
      "export const label = { role: 'admin', level: 3 };",
      "switch (process.argv[2]) { case 'a\\tb': break; }",
      '',
    ].join('\n');
    for (const options of [PLAIN, REPOSITORY]) {
      assert.equal(hasNothingToExtract('src/settings.ts', 'typescript', text, options), true);
      assert.deepEqual(extracted('src/settings.ts', 'typescript', text, options), []);
      assert.deepEqual(fullWalk('src/settings.ts', 'typescript', text, options), []);
    }
  });

  test('skipped: prompt words only in comments, strings, member names, calls and types', () => {
    const text = [
      '/** Renders a template. @param template the template to render */',
      "export function render(node: { template: string; role: string }, parameters: string[]): string {",
      "  // system prompt? no: a message template for people",
      "  const kind = node.type === 'TemplateLiteral' ? 'template' : 'function';",
      "  const out = typeof node === 'function' ? 'role' : 'content';",
      '  return compileTemplate(node.template, { kind, out, systemMessage: parameters.join(" ") });',
      '}',
      "export const visitors = { TemplateLiteral: (n: unknown) => render(n as never, ['a b']) };",
      'let visits = 0; visits++, visitTemplate(visits);',
      "export function isTemplateLiteral(node: { type: string }) { return node.type === 'TemplateLiteral'; }",
      "export const rule = { TemplateLiteral(node: unknown) { check(node, 'TemplateLiteral'); } };",
      '',
    ].join('\n');
    for (const options of [PLAIN, REPOSITORY]) {
      assert.equal(hasNothingToExtract('src/render.ts', 'typescript', text, options), true);
      assert.deepEqual(fullWalk('src/render.ts', 'typescript', text, options), []);
    }
  });

  test('skipped: what a tool, a message or a prompt-named value cannot be', () => {
    const text = [
      '// Objects with one key of a tool or a message, or a `type` that is no string',
      "export const node = { type: AST_NODE_TYPES.TSIndexSignature, parameters: convert(node.parameters) };",
      "export const identifier = { type: 'Identifier', parameters: [] };",
      'export const call = { parameters: args, name: "call", description: "A call of a function." };',
      "export const label = { role: 'admin' }, body = { content: 'Hello there, admin.' };",
      'export const schema = { parameters: { type: "function" }, name: "call", input: { description: "A call." } };',
      '// Declared names whose values write no prose, or that stand where only a function is read',
      'const TEMPLATE_OPEN_PAREN = /\\$\\{$/u;',
      'const mask = size<<shift;',
      'export function convertPart(tokens, code) {',
      '  const lastTemplateToken = tokens.at(-1), templateText = code.slice(0, 9) + " of code";',
      '  return { lastTemplateToken, templateText };',
      '}',
      '// A prompt-named method whose prose is only thrown',
      'export class Consola {',
      '  prompt(message, options) {',
      '    if (!this.options.prompt) {',
      '      throw new Error("prompt is not supported!")',
      '    }',
      '    return this.options.prompt(message, options)',
      '  }',
      '}',
      '// A tool maker named, not called',
      "const tool = which('git');",
      'export function run() { return exec(tool, ["status"]); }',
      '',
    ].join('\n');
    for (const options of [PLAIN, REPOSITORY]) {
      assert.equal(hasNothingToExtract('src/render.ts', 'typescript', text, options), true);
      assert.deepEqual(fullWalk('src/render.ts', 'typescript', text, options), []);
    }
  });

  test('a word that is a prompt word only where the repository talks to a model', () => {
    const text = 'export const SYSTEM_INSTRUCTIONS = "Review the diff and list every bug you find.";\n';
    assert.equal(hasNothingToExtract('src/app.ts', 'typescript', text, PLAIN), true);
    assert.deepEqual(fullWalk('src/app.ts', 'typescript', text, PLAIN), []);
    assert.equal(hasNothingToExtract('src/app.ts', 'typescript', text, REPOSITORY), false);
  });

  test('`system` alone names no prompt where the repository talks to a model', () => {
    const text = 'export const SYSTEM_NOTICE = "The service is down for maintenance tonight.";\n';
    assert.equal(hasNothingToExtract('src/app.ts', 'typescript', text, REPOSITORY), true);
    assert.deepEqual(fullWalk('src/app.ts', 'typescript', text, REPOSITORY), []);
  });

  test('Python and prompt modules are always read', () => {
    assert.equal(hasNothingToExtract('src/util.py', 'python', 'x = 1\n', PLAIN), false);
    assert.equal(hasNothingToExtract('src/prompts/util.ts', 'typescript', 'export const x = 1;\n', PLAIN), false);
  });

  test('without the options, the file fails as the full reading does', () => {
    assert.throws(() => hasNothingToExtract('src/app.ts', 'typescript', 'export const x = 1;\n', {}), /no SDK module list given to extract src\/app.ts/);
  });
});
