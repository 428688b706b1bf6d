import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import type { CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { cleandoc, dedent } from '../../src/extract/code/indentation.js';
import { unescapePython } from '../../src/extract/code/python.js';
import { extractUnits } from '../../src/extract/extract.js';
import type { PromptUnit } from '../../src/extract/prompt-unit.js';
import type { CodeLanguage } from '../../src/extract/source-kind.js';
import { codeRules, sdkModules } from '../../src/frameworks/registry.js';
import { referenceCount } from '../support/reference-count.js';

/** The registry's one list of SDK modules, as the pipeline hands it to extraction. */
const SDKS = sdkModules();
/** What the pipeline gives the code readers: the SDK modules and every framework's code rules. */
const CODE_OPTIONS = { sdkModules: SDKS, codeRules: codeRules() };
const fixture = (name: string): string => readFileSync(new URL(`../fixtures/code/${name}`, import.meta.url), 'utf8');
let parsers: CodeParsers;
// Loaded once for every suite here.
before(async () => {
  parsers = await loadCodeParsers();
});
const units = (path: string, language: CodeLanguage, text: string): PromptUnit[] =>
  extractUnits({ path, kind: { format: 'code', language }, content: { kind: 'text', text } }, parsers, CODE_OPTIONS);
const shape = (us: PromptUnit[]) => us.map((u) => [u.key, u.role]);

describe('prompts in code', () => {
  test('Python: named constants, Tool classes, @tool docstrings, prompt arguments, role messages', () => {
    const found = units('agent.py', 'python', fixture('smolagents_agent.py'));
    assert.deepEqual(shape(found), [
      ['SYSTEM_PROMPT', 'system'],
      ['PLANNING_TEMPLATE', 'template'],
      ['WebSearchTool.description', 'tool-description'],
      ['WebSearchTool.inputs.query.description', 'tool-description'],
      ['tool:get_weather', 'tool-description'],
      ['build_agent.CodeAgent[agent](instructions)', 'system'],
      ['build_agent.messages[system]', 'system'],
    ]);
    const byKey = Object.fromEntries(found.map((u) => [u.key, u]));
    assert.equal(byKey.SYSTEM_PROMPT!.text, 'You are a research assistant.\nAnswer with citations.', 'escapes processed, implicit concatenation joined');
    assert.equal(byKey.PLANNING_TEMPLATE!.text, '\nMake a plan for the task: {task}\nList the facts you need first.\n', 'dedent applied');
    assert.equal(byKey['tool:get_weather']!.text, 'Get the current weather for a city.\n\nArgs:\n    city: The city to look up.');
    assert.equal(byKey['build_agent.CodeAgent[agent](instructions)']!.text, 'Always answer in . Be concise and cite your sources.');
    assert.deepEqual(byKey['build_agent.CodeAgent[agent](instructions)']!.placeholders, ['LANGUAGE'], 'f-string fields are listed, not counted');
    assert.deepEqual(byKey.SYSTEM_PROMPT!.lines, [4, 7]);
  });

  test('Python: .format fields, raw strings, MCP tools, long strings only where an SDK is imported', () => {
    const code = [
      'from mcp.server.fastmcp import FastMCP',
      'mcp = FastMCP("docs")',
      'PROMPT = "Hello {name}, you have {{n}} tasks".format(name=user)',
      'RAW_SYSTEM = r"Match \\d+ digits"',
      '@mcp.tool()',
      'def lookup(term: str) -> str:',
      '    """Look a term up in the glossary."""',
      '    return term',
      'def helper():',
      `    return "${'This is a long explanation sent to the model as context. '.repeat(5)}"`,
    ].join('\n');
    const found = units('server.py', 'python', code);
    assert.deepEqual(shape(found), [['PROMPT', 'system'], ['RAW_SYSTEM', 'system'], ['tool:lookup', 'tool-description'], ['helper()', 'other']]);
    assert.equal(found[0]!.text, 'Hello , you have {n} tasks');
    assert.deepEqual(found[0]!.placeholders, ['name']);
    assert.equal(found[1]!.text, 'Match \\d+ digits');
    const plain = units('util.py', 'python', code.replace('from mcp.server.fastmcp import FastMCP', 'import os'));
    assert.ok(!plain.some((u) => u.role === 'other'), 'no SDK import: long strings are not prompts');
  });

  test('Python: strings that are not prompts are left alone', () => {
    const code = 'ERROR_MESSAGE = "Could not connect to the server, retrying in five seconds."\nLOG_TEMPLATE = "%s %s"\nname = "system"\nVERSION = "1.0"\n';
    assert.deepEqual(units('config.py', 'python', code).map((u) => u.key), []);
  });

  test('TypeScript: constants, AI SDK and MCP tools, call properties, role messages, class fields', () => {
    const found = units('agent.ts', 'typescript', fixture('agent.ts'));
    assert.deepEqual(shape(found), [
      ['SYSTEM_PROMPT', 'system'],
      ['tool:weather', 'tool-description'],
      ['tool:find_flights', 'tool-description'],
      ['tool:book_hotel', 'tool-description'],
      ['plan.messages[system]', 'system'],
      ['plan.messages[user]', 'template'],
      ['Planner.instructions', 'system'],
    ]);
    const prompt = found[0]!;
    assert.equal(prompt.text, "You are a travel agent.\nPlan trips within the user's budget of  and list prices in euros.");
    assert.deepEqual(prompt.placeholders, ["'{budget}'"]);
    assert.equal(found.at(-1)!.text, 'Think step by step and check every price twice.\n');
  });

  test('a long string that lists file names or globs is not a prompt, in a file that talks to a model', () => {
    const list = `${'**/{package.json,package-lock.json,tsconfig*.json,jsconfig.json,composer.json,yarn.lock,pnpm-lock.yaml}'.repeat(3)}`;
    const spaced = 'src/app.py, src/agent.py, prompts/system.md, prompts/task.md, docs/**/*.md, tests/test_agent.py, README.md, '.repeat(3);
    const prose = 'You review pull requests for the billing service and answer in short, plain sentences. '.repeat(3);
    const code = ['import openai', `NOISE = "${list}"`, `FILES = "${spaced}"`, `CONTEXT = "${prose}"`].join('\n');
    assert.ok(list.length >= 200 && spaced.length >= 200 && prose.length >= 200);
    assert.deepEqual(shape(units('agent/app.py', 'python', code)), [['CONTEXT', 'other']]);
    const js = ['import OpenAI from "openai";', `const NOISE = "${list}";`, `const FILES = "${spaced}";`, `const CONTEXT = "${prose}";`].join('\n');
    assert.deepEqual(shape(units('agent/app.ts', 'typescript', js)), [['CONTEXT', 'other']]);
  });

  test('JavaScript and TSX: call properties and long strings in SDK files', () => {
    const js = `import OpenAI from 'openai';\nconst client = new OpenAI();\nawait client.responses.create({ model: 'gpt-4.1', instructions: 'Talk like a pirate. ' + 'Keep it short.', input: q });\n`;
    assert.deepEqual(units('a.js', 'javascript', js).map((u) => [u.key, u.text]), [['create(instructions)', 'Talk like a pirate. Keep it short.']]);
    const tsx = `import { useChat } from '@ai-sdk/react';\nexport const ASSISTANT_PERSONA = \`You are Ada, a friendly tutor.\`;\nexport function Chat() { return <div title="hello">{ASSISTANT_PERSONA}</div>; }\n`;
    assert.deepEqual(shape(units('chat.tsx', 'tsx', tsx)), [['ASSISTANT_PERSONA', 'system']]);
  });

  test('identity: a unit keeps its id when code moves around it', () => {
    const a = units('agent.py', 'python', fixture('smolagents_agent.py'));
    const moved = units('agent.py', 'python', `import os\n\n\n${fixture('smolagents_agent.py')}`);
    assert.deepEqual(moved.map((u) => u.id), a.map((u) => u.id));
    assert.notDeepEqual(moved.map((u) => u.lines), a.map((u) => u.lines));
  });

  test('string helpers: Python escapes, dedent and cleandoc as Python does them', () => {
    assert.equal(unescapePython('a\\tb\\n\\x41\\u00e9\\\\\\\''), "a\tb\nAé\\'");
    assert.equal(dedent('    a\n      b\n\n    c'), 'a\n  b\n\nc');
    assert.equal(cleandoc('First.\n\n    More text.\n      Indented.\n    '), 'First.\n\nMore text.\n  Indented.');
  });
});

describe('prompts in code: text composed with += and read through locals', () => {
  const smolagents = readFileSync(new URL('../fixtures/frameworks/smolagents/src/smolagents/tools.py', import.meta.url), 'utf8');
  const readTools = (text: string): PromptUnit[] =>
    extractUnits({ path: 'src/smolagents/tools.py', kind: { format: 'code', language: 'python' }, content: { kind: 'text', text } }, parsers, { ...CODE_OPTIONS, repositoryTalksToModel: true });
  // What Python's own Tool.to_code_prompt returns with every field empty (description '', no inputs'
  // descriptions, an output schema that dumps to ''): the static text the unit counts.
  const CODE_PROMPT =
    'def () -> dict:\n    """\n\n    Important: This tool returns structured output! Use the JSON schema below to directly access ' +
    "fields like result['field_name']. NO print() statements needed to inspect the output!\n\n    Args:\n\n\n    Returns:\n        " +
    'dict (structured output): This tool ALWAYS returns a dictionary that strictly adheres to the following JSON schema:\n\n    """';

  test('smolagents Tool.to_code_prompt: the tool_doc += fragments, f-string locals and textwrap.indent are in the unit', () => {
    const found = readTools(smolagents);
    assert.deepEqual(found.map((u) => u.key), ['Tool.to_code_prompt()', 'Tool.to_tool_calling_prompt()'], 'the pieces are not units of their own');
    const [prompt] = found;
    assert.equal(prompt!.text, CODE_PROMPT);
    assert.deepEqual(prompt!.placeholders, ['self.name', 'args_signature', 'self.output_type', 'self.description', "textwrap.indent(args_descriptions, '    ')", 'indented_schema']);
  });

  test('smolagents: a commit adding 63 tokens to the appended note changes the unit by exactly 63', () => {
    const ADDED =
      ' When a field is missing, the dictionary holds None for it: check for None before you use a value, never guess a value the schema ' +
      'does not define, and say in your final answer which fields were missing instead of inventing them. Keep every other field exactly as the tool returned it, with its type.';
    const note = 'NO print() statements needed to inspect the output!';
    const head = readTools(smolagents.replace(`${note}"`, `${note}${ADDED}"`))[0]!;
    assert.equal(head.text, CODE_PROMPT.replace(note, note + ADDED));
    const base = referenceCount(CODE_PROMPT);
    assert.equal(referenceCount(ADDED), 63);
    // The sentence joins at a space after '!' and before '\n': no token spans the seam.
    assert.equal(referenceCount(head.text) - base, 63);
  });

  test('Python: += in if/else branches each count (the dearest path), an f-string fragment reads another local', () => {
    const py = [
      'def system_prompt(tools, examples):',
      '    intro = "You are a data analyst."',
      '    prompt = f"{intro} Use the tools below."',
      '    if tools:',
      '        prompt += f"\\nTools: {\', \'.join(tools)}"',
      '    if examples:',
      '        prompt += "\\nStudy the examples first."',
      '    else:',
      '        prompt += "\\nNo examples are given."',
      '    return prompt.strip()',
    ].join('\n');
    const [unit] = units('prompts.py', 'python', py);
    assert.deepEqual([unit!.key, unit!.text, unit!.placeholders], [
      'system_prompt()',
      'You are a data analyst. Use the tools below.\nTools: \nStudy the examples first.\nNo examples are given.',
      ["', '.join(tools)"],
    ]);
    const edited = units('prompts.py', 'python', py.replace('Study the examples first.', 'Study the examples first, and follow their format exactly.'))[0]!;
    // 'first.' -> 'first, and follow their format exactly.': the 6 tokens of ', and follow their format exactly'.
    assert.equal(referenceCount(', and follow their format exactly'), 6);
    assert.equal(referenceCount(edited.text) - referenceCount(unit!.text), 6);
  });

  test('TypeScript: += in both branches and in a loop, a template reading the local; a long local is not taken again', () => {
    const PREAMBLE = 'You are a coding agent working in the user\'s repository. You read before you write, you keep changes small, and you explain each change in one sentence after you make it. '.repeat(2).trim();
    const ts = (strict: string) => [
      "import OpenAI from 'openai';",
      'export function buildSystemPrompt(tools: Tool[], strict: boolean): string {',
      `  const preamble = ${JSON.stringify(PREAMBLE)};`,
      '  let prompt = `${preamble}\\n`;',
      '  if (strict) {',
      `    prompt += ${JSON.stringify(strict)};`,
      '  } else {',
      "    prompt += ' Run read-only commands freely.';",
      '  }',
      '  for (const tool of tools) prompt += `\\n- ${tool.name}: ${tool.description}`;',
      '  return `${prompt}\\n\\nAnswer in English.`;',
      '}',
    ].join('\n');
    const STRICT = ' Never run a command without asking first.';
    const found = units('agent.ts', 'typescript', ts(STRICT));
    assert.deepEqual(found.map((u) => [u.key, u.text, u.placeholders]), [
      ['buildSystemPrompt()', `${PREAMBLE}\n${STRICT} Run read-only commands freely.\n- : \n\nAnswer in English.`, ['tool.name', 'tool.description']],
    ]);
    const ADDED = " Read the file before you edit it, and run the project's tests after every change you make to it.";
    const head = units('agent.ts', 'typescript', ts(STRICT + ADDED))[0]!;
    assert.equal(referenceCount(ADDED), 21);
    assert.equal(referenceCount(head.text) - referenceCount(found[0]!.text), 21);
  });
});

describe('prompts in code: what the second review found', () => {
  test('a value is counted once, not again as the long string inside it', () => {
    const long = 'You are a meticulous reviewer of pull requests who explains every finding. '.repeat(4);
    const code = `from agents import Agent\nreviewer = Agent(name="Reviewer", instructions=dedent("""\n    ${long}\n"""))\n`;
    const found = units('a.py', 'python', code);
    assert.deepEqual(found.map((u) => u.key), ['Agent[Reviewer](instructions)']);
  });

  test('ids follow names, not order: adding an agent above others changes no other id', () => {
    const two = 'from agents import Agent\nbilling = Agent(name="Billing", instructions="Handle billing questions only.")\nrefund = Agent(name="Refund", instructions="Handle refunds politely.")\n';
    const three = two.replace('billing = ', 'triage = Agent(name="Triage", instructions="Route every question.")\nbilling = ');
    const ids = (code: string) => units('a.py', 'python', code).map((u) => u.id);
    assert.deepEqual(ids(three).filter((id) => !id.includes('Triage')), ids(two));
  });

  test('Anthropic content blocks and OpenAI Responses tool literals in TypeScript', () => {
    const ts = [
      "import Anthropic from '@anthropic-ai/sdk';",
      "const tools = [{ type: 'function', name: 'lookup', description: 'Look a word up.', parameters: { type: 'object', properties: {} } }];",
      "await client.messages.create({ model: 'claude-sonnet-4-5', system: [{ type: 'text', text: 'You are a careful lexicographer.' }], messages: [] });",
    ].join('\n');
    assert.deepEqual(units('a.ts', 'typescript', ts).map((u) => [u.key, u.role]), [['tool:lookup', 'tool-schema'], ['create(system)', 'system']]);
  });

  test('ordinary code: getpass, argparse, a mailer, JSX class names, error messages are not prompts', () => {
    const py = 'import getpass, argparse\nfrom openai import OpenAI\npw = getpass.getpass(prompt="Vault password for the deployment: ")\nraise ValueError("The configuration file is missing the required section for the deployment target.")\n';
    assert.deepEqual(units('a.py', 'python', py).map((u) => u.key), []);
    const tsx = "import { useChat } from '@ai-sdk/react';\nexport const Chat = () => <div className=\"flex min-h-screen flex-col items-center justify-between p-24 bg-gradient-to-b from-zinc-200 to-white dark:from-zinc-800 dark:to-black lg:static lg:w-auto lg:rounded-xl lg:border lg:bg-gray-200 lg:p-4 lg:dark:bg-zinc-800/30 text-sm\" />;\n";
    assert.deepEqual(units('c.tsx', 'tsx', tsx), []);
  });

  test('a chain of thousands of + terms is read without overflowing the stack', () => {
    const chain = Array.from({ length: 5000 }, (_, i) => `'part ${i} '`).join(' + ');
    const found = units('a.ts', 'typescript', `import OpenAI from 'openai';\nexport const SYSTEM_PROMPT = ${chain};\n`);
    assert.equal(found[0]!.key, 'SYSTEM_PROMPT');
    assert.ok(found[0]!.text.startsWith('part 0 part 1 '));
  });
});

describe('prompts in code: framework details', () => {
  test('f-string braces, decorator descriptions, CrewAI tasks and LangGraph agents', () => {
    const py = [
      'from crewai import Task',
      'from langgraph.prebuilt import create_react_agent',
      'from mcp.server.fastmcp import FastMCP',
      'mcp = FastMCP("x")',
      'SYSTEM_PROMPT = f"Reply as JSON like {{\\"answer\\": ...}} in {LANG}."',
      '@mcp.tool(description="Search the knowledge base for a query.")',
      'def search(q: str) -> str:',
      '    return q',
      'research = Task(description="Research the market for electric bikes in 2026.", expected_output="A bullet list of ten findings.")',
      'agent = create_react_agent(model, tools, prompt="You are a research agent. Use the tools.")',
    ].join('\n');
    const found = units('a.py', 'python', py);
    const byKey = Object.fromEntries(found.map((u) => [u.key, u]));
    assert.equal(byKey.SYSTEM_PROMPT!.text, 'Reply as JSON like {"answer": ...} in .');
    assert.deepEqual(byKey.SYSTEM_PROMPT!.placeholders, ['LANG']);
    assert.equal(byKey['tool:search']!.text, 'Search the knowledge base for a query.');
    assert.equal(byKey['Task[research](description)']!.role, 'template');
    assert.equal(byKey['Task[research](expected_output)']!.role, 'template');
    assert.equal(byKey['create_react_agent[agent](prompt)']!.role, 'system');
  });

  test('JavaScript dedent tags are dedented', () => {
    const ts = "import OpenAI from 'openai';\nimport dedent from 'dedent';\nexport const SYSTEM_PROMPT = dedent`\n    You are a planner.\n      Think first.\n`;\n";
    assert.equal(units('a.ts', 'typescript', ts)[0]!.text, 'You are a planner.\n  Think first.');
  });
});

describe('prompts in code: collections and joins', () => {
  test('prompt dictionaries, joined lines and zod parameter descriptions', () => {
    const ts = [
      "import { tool } from 'ai';",
      "import { z } from 'zod';",
      "export const PROMPTS = { planner: 'Plan the work in three steps.', critic: 'Criticise the plan harshly but fairly.' };",
      "export const SYSTEM_PROMPT = ['You are a planner.', 'Think before you act.'].join('\\n');",
      "export const weather = tool({ description: 'Get the weather for a city.', parameters: z.object({ city: z.string().describe('The city to look up the weather for') }) });",
    ].join('\n');
    assert.deepEqual(units('m.ts', 'typescript', ts).map((u) => [u.key, u.text]), [
      ['PROMPTS.planner', 'Plan the work in three steps.'],
      ['PROMPTS.critic', 'Criticise the plan harshly but fairly.'],
      ['SYSTEM_PROMPT', 'You are a planner.\nThink before you act.'],
      ['tool:weather', 'Get the weather for a city.'],
      ['weather.city.describe', 'The city to look up the weather for'],
    ]);
    const py = 'PROMPTS = {"planner": "Plan the work in three steps.", "critic": "Criticise the plan."}\nSYSTEM_PROMPT = "\\n".join(["You are a planner.", "Think first."])\n';
    assert.deepEqual(units('m.py', 'python', py).map((u) => [u.key, u.text]), [
      ['PROMPTS.planner', 'Plan the work in three steps.'],
      ['PROMPTS.critic', 'Criticise the plan.'],
      ['SYSTEM_PROMPT', 'You are a planner.\nThink first.'],
    ]);
  });
});

describe('prompts in code: more string forms', () => {
  test('% formatting, String.raw, and tools built from a function (LlamaIndex)', () => {
    const py = [
      'from llama_index.core.tools import FunctionTool',
      'SYSTEM_PROMPT = "You are %s, an assistant for %(team)s. Use 100%% effort." % (name, vars)',
      'def multiply(a: int, b: int) -> int:',
      '    """Multiply two integers and return the result."""',
      '    return a * b',
      'multiply_tool = FunctionTool.from_defaults(fn=multiply)',
    ].join('\n');
    assert.deepEqual(units('m.py', 'python', py).map((u) => [u.key, u.text, u.placeholders]), [
      ['SYSTEM_PROMPT', 'You are , an assistant for . Use 100% effort.', ['%0', 'team']],
      ['tool:multiply', 'Multiply two integers and return the result.', []],
    ]);
    const ts = "import OpenAI from 'openai';\nexport const SYSTEM_PROMPT = String.raw`Match \\d+ digits in ${field} please`;\n";
    assert.deepEqual(units('m.ts', 'typescript', ts).map((u) => [u.text, u.placeholders]), [['Match \\d+ digits in  please', ['field']]]);
  });
});

describe('prompts in code: builders, named characters, terminal prompts', () => {
  test('what a prompt-named function returns is a prompt, in Python and TypeScript', () => {
    const py = [
      'class Coder:',
      '    def system_prompt(self, lang):',
      '        def helper():',
      '            return "Not this one, it belongs to the helper."',
      '        if lang:',
      '            return f"You write {lang} code. Keep the diff small."',
      '        return "You write code. Keep the diff small."',
      'def build_user_prompt(task):',
      '    return dedent("""\\',
      '        Solve the task below.',
      '        {task}""").format(task=task)',
      'def compute_total(items):',
      '    return "Totals are computed from every item."',
    ].join('\n');
    assert.deepEqual(units('coder.py', 'python', py).map((u) => [u.key, u.role, u.text, u.placeholders]), [
      ['Coder.system_prompt()', 'system', 'You write  code. Keep the diff small.', ['lang']],
      ['Coder.system_prompt()#2', 'system', 'You write code. Keep the diff small.', []],
      ['build_user_prompt()', 'template', 'Solve the task below.\n', ['task']],
    ]);
    const ts = [
      'export function buildSystemPrompt(cwd: string): string {',
      '  const inner = () => "Not the builder\'s own return value.";',
      '  return `You are a coding agent working in ${cwd}. Ask before deleting files.`;',
      '}',
      'export const getPlannerPrompt = (goal: string) => `Plan how to reach ${goal} in three steps.`;',
      'class Agent { instructions() { return "Answer briefly and cite the files you read."; } }',
      'function formatDate(d: Date) { return `Dates are shown as ${d.toISOString()} everywhere.`; }',
    ].join('\n');
    assert.deepEqual(units('prompt.ts', 'typescript', ts).map((u) => [u.key, u.text, u.placeholders]), [
      ['buildSystemPrompt()', 'You are a coding agent working in . Ask before deleting files.', ['cwd']],
      ['getPlannerPrompt()', 'Plan how to reach  in three steps.', ['goal']],
      ['Agent.instructions()', 'Answer briefly and cite the files you read.', []],
    ]);
  });

  test('Python \\N{...} escapes are the characters they name, aliases and any case included', () => {
    assert.equal(unescapePython('\\N{EM DASH} \\N{bullet} \\N{BOM}\\N{LINE FEED}\\N{CJK UNIFIED IDEOGRAPH-4E01}'), '\u2014 \u2022 \uFEFF\n\u4E01');
    assert.equal(unescapePython('\\N{NO SUCH CHARACTER}'), '\\N{NO SUCH CHARACTER}', 'a name Python rejects stays as written');
    const found = units('p.py', 'python', 'import anthropic\nSYSTEM_PROMPT = "Be brief \\N{EM DASH} one line."\nNOTE_TEMPLATE = f"\\N{BULLET} {item} is due"\n');
    assert.deepEqual(found.map((u) => [u.text, u.placeholders]), [['Be brief \u2014 one line.', []], ['\u2022  is due', ['item']]]);
  });

  test('text a program asks a person at a terminal is not a prompt; a model-facing prompt() call still counts', () => {
    const cli = [
      'import sys',
      'PROMPT = "Continue with the upgrade? [y/N] "',
      'CONFIRM_PROMPT = "Type the name of the database to delete it: "',
      'SYSTEM_PROMPT = "You are a terse assistant that answers in one line."',
      'def main():',
      '    if input(PROMPT) != "y": sys.exit(1)',
      '    name = click.prompt(CONFIRM_PROMPT)',
    ].join('\n');
    assert.deepEqual(units('cli.py', 'python', cli).map((u) => u.key), ['SYSTEM_PROMPT']);
    const llm = [
      'import llm',
      'model = llm.get_model("gpt-4o-mini")',
      'reply = model.prompt("Name five pelicans, one per line.", system="Answer like a field guide.")',
      '@click.option("--name", prompt="Your name, please")',
      'def hello(name): pass',
      'answer = input(prompt="Your question for the assistant: ")',
    ].join('\n');
    assert.deepEqual(units('ask.py', 'python', llm).map((u) => [u.key, u.text]), [
      ['prompt[reply](system)', 'Answer like a field guide.'],
    ]);
    const js = [
      "import readline from 'node:readline/promises';",
      "const PROMPT = 'Overwrite the existing file? (y/n) ';",
      "const QUESTION_PROMPT = 'Which branch should be deployed next: ';",
      "export const SYSTEM_PROMPT = 'You review pull requests and reply with one verdict.';",
      'const answer = await rl.question(QUESTION_PROMPT);',
    ].join('\n');
    assert.deepEqual(units('cli.ts', 'typescript', js).map((u) => u.key), ['SYSTEM_PROMPT']);
  });
});

describe('prompts in code: how much the file and repository say', () => {
  const appCode = [
    'import click',
    'BANNER_TEMPLATE = "deployctl {version} targets {env} in {cluster}"',
    'SYSTEM_PROMPT = "You classify deploy logs as healthy or failing, with one reason."',
    'REVIEW_TEMPLATE = "Review the deploy plan below and list the risks you see, most severe first."',
    'PASSWORD_PROMPT = "Vault password for {env}: "',
    'INDEX_TEMPLATE = """<!doctype html><html><body>{% block body %}{% endblock %}</body></html>"""',
    'def main(env):',
    '    click.echo(BANNER_TEMPLATE.format(version=1, env=env, cluster="eu"))',
  ].join('\n');
  const keys = (options: { repositoryTalksToModel?: boolean }, path = 'deploy/app.py') =>
    extractUnits({ path, kind: { format: 'code', language: 'python' }, content: { kind: 'text', text: appCode } }, parsers, { ...CODE_OPTIONS, ...options }).map((u) => u.key);

  test('a file in a repository that uses no LLM SDK: only names that say prompt, not terminal questions', () => {
    assert.deepEqual(keys({}), ['SYSTEM_PROMPT']);
  });

  test('in a repository that talks to a model every prompt word counts, but not text shown to people or web pages', () => {
    assert.deepEqual(keys({ repositoryTalksToModel: true }), ['SYSTEM_PROMPT', 'REVIEW_TEMPLATE']);
    assert.deepEqual(keys({ repositoryTalksToModel: true }, 'deploy/i18n_messages.py'), ['SYSTEM_PROMPT'], 'a user-facing text module stays strict');
    assert.deepEqual(keys({}, 'deploy/prompts.py'), ['BANNER_TEMPLATE', 'SYSTEM_PROMPT', 'REVIEW_TEMPLATE', 'PASSWORD_PROMPT'], 'a prompt module takes every prompt name');
  });

  test('a prompt module is known by its name or a prompts folder', async () => {
    const { isPromptModulePath } = await import('../../src/extract/code/prompt-names.js');
    const paths = ['src/prompts/util.ts', 'src/PROMPTS/x.py', 'a/prompt/x.py', 'prompts/a.ts', 'base_prompts.py', 'a/System_Prompt.ts', 'prompt', 'a/promptsx/x.py', 'a/myprompts/x.py', 'x/prompt.d/y.ts', 'a/b.ts', 'prompts'];
    assert.deepEqual(paths.map(isPromptModulePath), [true, true, true, true, true, true, true, false, false, false, false, true]);
  });

  test('the repository signal is read from import lines and prompt module paths', async () => {
    const { repositoryTalksToModel } = await import('../../src/extract/repository-context.js');
    const code = (path: string, language: CodeLanguage, text: string) => ({ path, kind: { format: 'code' as const, language }, content: { kind: 'text' as const, text } });
    assert.equal(repositoryTalksToModel([code('a.py', 'python', 'import os\nfrom pathlib import Path\n')], SDKS), false);
    assert.equal(repositoryTalksToModel([code('a.py', 'python', 'import os\n'), code('b.py', 'python', 'from litellm import completion\n')], SDKS), true);
    assert.equal(repositoryTalksToModel([code('web/a.ts', 'typescript', "import { z } from 'zod';\nconst ai = await import('@ai-sdk/openai');\n")], SDKS), true);
    assert.equal(repositoryTalksToModel([code('src/core/prompts/system.ts', 'typescript', 'export const x = 1;\n')], SDKS), true);
    // As the walker reads it: past a byte order mark (the pre-check takes this answer for its own).
    assert.equal(repositoryTalksToModel([code('web/a.ts', 'typescript', '\uFEFFimport OpenAI from "openai";\n')], SDKS), true);
  });

  test("the pre-check takes the file's known talk for its own import test", async () => {
    const { hasNothingToExtract } = await import('../../src/extract/code/nothing-to-extract.js');
    const options = { ...CODE_OPTIONS };
    const text = '\uFEFFimport OpenAI from "openai";\nexport const x = 1;\n';
    assert.equal(hasNothingToExtract('web/a.ts', 'typescript', text, options), false);
    assert.equal(hasNothingToExtract('web/a.ts', 'typescript', text, options, true), false);
    // Told that it does not talk, it does not read the imports again.
    assert.equal(hasNothingToExtract('web/a.ts', 'typescript', text, options, false), true);
    assert.equal(hasNothingToExtract('web/b.ts', 'typescript', 'export const x = 1;\n', options, true), false);
  });
});

describe('prompts in code: what the real-history trial found', () => {
  test('Python: bare strings, argparse descriptions, PipelineTool, description_override, tools handed over as functions', () => {
    const py = [
      'from agents import Agent, function_tool',
      'import argparse',
      `"""${'This example shows the routing pattern between several agents in one run. '.repeat(3)}"""`,
      'parser = argparse.ArgumentParser(description="Run the browser automation with a chosen model.")',
      'class SpeechToTextTool(PipelineTool):',
      '    description = "This is a tool that transcribes an audio recording into text."',
      '@function_tool(description_override="Look up frequently asked questions.")',
      'def faq_lookup(question: str) -> str:',
      '    return "..."',
      'def days_until(date: str) -> int:',
      '    """Count the days from today until the given ISO date."""',
      '    return 0',
      'agent = Agent(name="Planner", instructions="Plan the trip.", tools=[faq_lookup, days_until])',
    ].join('\n');
    assert.deepEqual(units('agent.py', 'python', py).map((u) => [u.key, u.text]), [
      ['SpeechToTextTool.description', 'This is a tool that transcribes an audio recording into text.'],
      ['tool:faq_lookup', 'Look up frequently asked questions.'],
      ['tool:days_until', 'Count the days from today until the given ISO date.'],
      ['Agent[Planner](instructions)', 'Plan the trip.'],
    ]);
  });

  test('tool schemas with a computed value are read, the value listed; an explicit description replaces the docstring', () => {
    const py = [
      'from llama_index.core.tools import FunctionTool',
      'TOOLS = [{"type": "function", "function": {"name": "get_weather", "description": "Weather for a city.",',
      '  "parameters": {"type": "object", "properties": {"unit": {"type": "string", "enum": [u.value for u in Unit]}}}}}]',
      'def convert(amount: float) -> float:',
      '    """Docstring the tool never sends."""',
      '    return amount',
      'tool = FunctionTool.from_defaults(fn=convert, description="Convert an amount of money between currencies.")',
    ].join('\n');
    const found = units('tools.py', 'python', py);
    assert.deepEqual(found.map((u) => [u.key, u.placeholders]), [
      ['tool:get_weather', ['[u.value for u in Unit]']],
      ['from_defaults[tool](description)', []],
    ]);
    assert.equal(JSON.parse(found[0]!.text).function.parameters.properties.unit.enum, null);
  });

  test('TypeScript: zod .describe on a named schema, long + chains known by their variable, bare strings', () => {
    const ts = [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "'use strict';",
      'const schema = { next: coercedBoolean.describe("Whether another thought step is needed") };',
      `const GUIDE = ${JSON.stringify('Follow these steps when you use the tools. '.repeat(3))} +`,
      `  ${JSON.stringify('Always explain which tool you chose and why. '.repeat(3))};`,
    ].join('\n');
    assert.deepEqual(units('server.ts', 'typescript', ts).map((u) => [u.key, u.text.length]), [
      ['next.describe', 'Whether another thought step is needed'.length],
      ['GUIDE', 'Follow these steps when you use the tools. '.length * 3 + 'Always explain which tool you chose and why. '.length * 3],
    ]);
  });

  test('dedent and cleandoc give exactly what CPython 3.11 gives', () => {
    const cases = JSON.parse(readFileSync(new URL('../fixtures/code/python-indentation.json', import.meta.url), 'utf8')) as { cleandoc: Array<[string, string]>; dedent: Array<[string, string]> };
    for (const [input, expected] of cases.cleandoc) assert.equal(cleandoc(input), expected, JSON.stringify(input));
    for (const [input, expected] of cases.dedent) assert.equal(dedent(input), expected, JSON.stringify(input));
  });
});

describe('prompts in code: what the second real-history trial found', () => {
  test('Python: tool lists, Annotated Field descriptions, parameters built by calls, conditional defaults, long text by its name', () => {
    const py = [
      'from langchain_core.tools import tool',
      'from pydantic import BaseModel, Field',
      'async def get_weather(location: str) -> dict:',
      '    """Get the current weather for a given city or zip code."""',
      'TOOLS = [get_weather]',
      'class Fetch(BaseModel):',
      '    raw: Annotated[bool, Field(default=False, description="Get the page as raw HTML, not simplified.")]',
      'bash = ToolParam(type="function", function=FunctionChunk(name="bash", description="Run a shell command.",',
      '    parameters={"type": "object", "properties": {"timeout": {"type": "number", "description": "A hard timeout in seconds."}}}))',
      'class UnifiedDiffPrompts(CoderPrompts):',
      '    main_system = override if override else """Act as an expert software developer.\\nAlways use best practices."""',
      `REACT_AGENT_PRONPT = """${'Bạn là một trợ lý AI hữu ích. '.repeat(8)}"""`,
    ].join('\n');
    const found = units('agent.py', 'python', py);
    assert.deepEqual(found.map((u) => [u.key, u.role]), [
      ['tool:get_weather', 'tool-description'],
      ['Fetch.Field[raw](description)', 'tool-description'],
      ['FunctionChunk[bash].parameters.properties.timeout.description', 'tool-description'],
      ['FunctionChunk[bash](description)', 'tool-description'],
      ['UnifiedDiffPrompts.main_system', 'system'],
      ['REACT_AGENT_PRONPT', 'other'],
    ]);
    const main = found.find((u) => u.key === 'UnifiedDiffPrompts.main_system')!;
    assert.deepEqual([main.text, main.placeholders], ['Act as an expert software developer.\nAlways use best practices.', ['override']]);
  });

  test('a name that ends in prompt keeps it even with a file word, where nothing says prompts are near', () => {
    const ts = 'export function gptFullFileEditPrompt(code: string) {\n  return `Rewrite the whole file below, keeping its style.\\n${code}`;\n}\n';
    assert.deepEqual(units('core/edit.ts', 'typescript', ts).map((u) => u.key), ['gptFullFileEditPrompt()']);
  });
});

describe('prompts in code: text built up in a local variable', () => {
  test('TypeScript: pieces pushed onto a list and joined, conditional ones too; the pieces are not taken again', () => {
    const ts = [
      "import OpenAI from 'openai';",
      'export function editPrompt(code: string, rules?: string): string {',
      '  const paragraphs = ["The user has asked you to edit the code below. Keep its style."];',
      '  if (rules) paragraphs.push(`Follow these rules: ${rules}`);',
      '  paragraphs.push("Reply with the whole file, nothing else.", code);',
      '  return paragraphs.join("\\n\\n");',
      '}',
    ].join('\n');
    const found = units('edit.ts', 'typescript', ts);
    assert.deepEqual(found.map((u) => [u.key, u.text, u.placeholders]), [
      [
        'editPrompt()',
        'The user has asked you to edit the code below. Keep its style.\n\nFollow these rules: \n\nReply with the whole file, nothing else.\n\n',
        ['rules', 'code'],
      ],
    ]);
  });

  test('Python: += onto a string and append/extend onto a list', () => {
    const py = [
      'def build_system_prompt(tools, strict):',
      '    prompt = "You are a careful coding agent."',
      '    if strict:',
      '        prompt += "\\nNever run a command without asking."',
      '    prompt = prompt + "\\nTools: " + ", ".join(tools)',
      '    return prompt',
      'def review_prompt(diff):',
      '    lines = ["Review the diff below."]',
      '    lines.append(diff)',
      '    lines.extend(["List risks first.", "Then style."])',
      '    return "\\n".join(lines)',
    ].join('\n');
    assert.deepEqual(units('prompts.py', 'python', py).map((u) => [u.key, u.text, u.placeholders]), [
      ['build_system_prompt()', 'You are a careful coding agent.\nNever run a command without asking.\nTools: ', ['", ".join(tools)']],
      ['review_prompt()', 'Review the diff below.\n\nList risks first.\nThen style.', ['diff']],
    ]);
  });
});

describe('prompts in code: what the second review found', () => {
  const py = (path: string, text: string, repositoryTalksToModel = false) =>
    extractUnits({ path, kind: { format: 'code', language: 'python' }, content: { kind: 'text', text } }, parsers, { ...CODE_OPTIONS, repositoryTalksToModel }).map((u) => u.key);

  test('prompts that end in a colon or a question mark are prompts; a terminal question has a space after it', () => {
    const text = [
      'SUMMARY_PROMPT = "Summarize the following conversation in three bullet points:"',
      'SYSTEM_PROMPT = "You are a support bot. Is the issue about billing or about shipping?"',
      'PASSWORD_PROMPT = "Vault password for {env}: "',
    ].join('\n');
    assert.deepEqual(py('agent/constants.py', text), ['SUMMARY_PROMPT', 'SYSTEM_PROMPT']);
  });

  test('e-mail, page, commit and notification templates stay out even where prompts are near', () => {
    const text = 'WELCOME_EMAIL_TEMPLATE = "Welcome aboard, {name}! Your account is ready to use."\nHTTP_ERROR_TEMPLATE = "The server answered {status} for {url}, try again later."\nFORMAT_ERROR_TEMPLATE = "Your reply was not formatted correctly; use one command."\n';
    assert.deepEqual(py('accounts/views.py', text, true), ['FORMAT_ERROR_TEMPLATE']);
  });

  test('an option default is not a terminal question; only its prompt= is', () => {
    const text = [
      'import click',
      'from openai import OpenAI',
      'DEFAULT_SYSTEM_PROMPT = "You are a release-notes writer. Group changes by area."',
      'NAME_PROMPT = "Which release should the notes describe"',
      '@click.option("--system", default=DEFAULT_SYSTEM_PROMPT)',
      '@click.option("--release", prompt=NAME_PROMPT)',
      'def main(system, release): ...',
    ].join('\n');
    assert.deepEqual(py('cli.py', text), ['DEFAULT_SYSTEM_PROMPT']);
  });

  test('a name counts as shown to people only when every read of it in its scope is shown', () => {
    const long = 'You are a careful research assistant who cites every source. '.repeat(5);
    const text = [
      'from google import genai',
      'def ask(client):',
      `    task = "${long}"`,
      '    chat = client.chats.create(model="gemini-2.5-flash")',
      '    return chat.send_message(task)',
      'def report(usage):',
      `    slow = f"${'The model took longer than expected for this request. '.repeat(5)}{usage}"`,
      '    log.warning(slow)',
      'def other():',
      `    content = "${long}"`,
      '    client.models.generate_content(contents=content)',
      'def show(content):',
      '    print(content)',
    ].join('\n');
    assert.deepEqual(py('gemini_agent.py', text), ['ask.task', 'other.content']);
    const tsx = [
      "import { useChat } from '@ai-sdk/react';",
      `const SYSTEM_PROMPT = ${JSON.stringify(long)};`,
      `const NOTICE = ${JSON.stringify('Conversations are kept for thirty days and then deleted for good. '.repeat(4))};`,
      'export const Page = () => <main><Chat systemPrompt={SYSTEM_PROMPT} /><p>{NOTICE}</p></main>;',
    ].join('\n');
    assert.deepEqual(units('app/page.tsx', 'tsx', tsx).map((u) => u.key), ['SYSTEM_PROMPT'], 'an attribute is not the page; the paragraph is');
  });

  test('modules named for messages are not user-facing text; i18n ones are', () => {
    const text = 'SYSTEM_TEMPLATE = "You review pull requests and reply with one verdict per file."\n';
    assert.deepEqual(py('agent/system_messages.py', text, true), ['SYSTEM_TEMPLATE']);
    assert.deepEqual(py('agent/i18n_strings.py', text, true), []);
  });

  test('a decorated tool keeps its decorator\'s description wherever it is handed over', () => {
    const build = 'def build():\n    return Agent(name="faq", instructions="Answer questions.", tools=[faq_lookup])\n';
    const tool = '@function_tool(description_override="Look up frequently asked questions.")\ndef faq_lookup(q: str) -> str:\n    """Internal note, not sent."""\n    return q\n';
    const head = 'from agents import Agent, function_tool\n';
    const text = (src: string) => units('agent.py', 'python', src).find((u) => u.key === 'tool:faq_lookup')?.text;
    assert.equal(text(head + build + tool), 'Look up frequently asked questions.');
    assert.equal(text(head + tool + build), 'Look up frequently asked questions.');
  });

  test('TypeScript: thrown and logged text is not a prompt', () => {
    const ts = [
      "import Anthropic from '@anthropic-ai/sdk';",
      `if (!key) throw new Error(${JSON.stringify('The API key is missing from the environment. '.repeat(3))} + ${JSON.stringify('Set ANTHROPIC_API_KEY and run again. '.repeat(3))});`,
      `console.warn(${JSON.stringify('Falling back to the smaller model for this request. '.repeat(3))} + ${JSON.stringify('Expect shorter answers. '.repeat(4))});`,
    ].join('\n');
    assert.deepEqual(units('client.ts', 'typescript', ts), []);
  });
});

describe('prompts in code: what the holdout corpus and the third trial found', () => {
  test('Python: AG2, pydantic-ai, DSPy, Haystack, Semantic Kernel and MCP idioms', () => {
    const py = [
      'import dspy',
      'from haystack.dataclasses import ChatMessage',
      '@analyst.register_for_llm(name="latest_price", description="Get the latest closing price for a ticker.")',
      'def latest_price(ticker: str) -> float: ...',
      'chat = GroupChat(agents=[], select_speaker_message_template="You coordinate a research team. Pick the next speaker.")',
      '@agent.system_prompt',
      'def policy_context(ctx) -> str:',
      '    return f"The policy holder is {ctx.deps.name}; answer about their policy only."',
      '@agent.tool_plain',
      'def repair_cost_index(region: str) -> float:',
      '    """Regional repair-cost multiplier for a region code."""',
      'class WriteQuery(dspy.Signature):',
      '    ("Write one short search query "',
      '     "for the question.")',
      '    notes = dspy.InputField(desc="facts gathered so far, possibly empty")',
      'chat_messages = [ChatMessage.from_system("You are a support engineer who explains fixes step by step.")]',
      '@kernel_function(description="Get the number of units in stock for a SKU, per warehouse.")',
      'def get_stock_level(self, sku: str) -> str: ...',
      'TOOLS = [Tool(name=TimeTools.NOW.value, description="Get the current time in a zone.",',
      '    inputSchema={"type": "object", "properties": {"timezone": {"type": "string", "description": "IANA timezone name such as Europe/London"}}})]',
    ].join('\n');
    assert.deepEqual(units('agents.py', 'python', py).map((u) => [u.key, u.role]), [
      ['tool:latest_price', 'tool-description'],
      ['GroupChat[chat](select_speaker_message_template)', 'template'],
      ['policy_context()', 'system'],
      ['tool:repair_cost_index', 'tool-description'],
      ['WriteQuery.__doc__', 'system'],
      ['WriteQuery.InputField[notes](desc)', 'system'],
      ['chat_messages.messages[system]', 'system'],
      ['tool:get_stock_level', 'tool-description'],
      ['Tool[TimeTools.NOW.value].inputSchema.properties.timezone.description', 'tool-description'],
      ['Tool[TimeTools.NOW.value](description)', 'tool-description'],
    ]);
  });

  test('TypeScript: LangChain.js templates, tools by the name the model sees, ternaries, registerTool configs, new SDK package names', () => {
    const ts = [
      "import { McpServer } from '@modelcontextprotocol/server';",
      "const condense = PromptTemplate.fromTemplate('Rephrase the follow-up as a standalone question: {question}');",
      "const answer = ChatPromptTemplate.fromMessages([['system', 'You answer questions about the handbook.'], ['human', '{question}']]);",
      "const refund = tool({ name: 'issue_refund', description: 'Refund an order in full or in part.', parameters: z.object({}) });",
      "export const updatePrompt = (k: string) => k === 'code' ? `Improve the following code snippet.` : `Improve the following document.`;",
      "const config = { description: 'Returns the sum of two numbers', inputSchema: {} };",
      "server.registerTool('get-sum', config, async ({ a, b }) => ({ content: [{ type: 'text', text: `The sum of the two numbers you gave, ${a} and ${b}, is ${a + b}. This is the result of the calculation and nothing else: the client may show it.` }] }));",
    ].join('\n');
    const found = units('server.ts', 'typescript', ts);
    assert.deepEqual(found.map((u) => [u.key, u.text]), [
      ['condense(template)', 'Rephrase the follow-up as a standalone question: '],
      ['answer.messages[system]', 'You answer questions about the handbook.'],
      ['tool:issue_refund', 'Refund an order in full or in part.'],
      ['updatePrompt()', 'Improve the following code snippet.'],
      ['tool:get-sum', 'Returns the sum of two numbers'],
    ]);
  });

  test('web-form help text, [default] questions through a helper, SQL and log formats are not prompts', () => {
    const py = [
      'CODE_OF_CONDUCT_INSTRUCTIONS = "All attendees must follow the code of conduct at every session."',
      'accept = forms.BooleanField(label="I agree", help_text=CODE_OF_CONDUCT_INSTRUCTIONS)',
      'SOURCE_PROMPT = "Which folder should be backed up? [~/Pictures] "',
      'EXTRACT_QUERY_TEMPLATE = "SELECT id, status FROM orders WHERE updated_at >= %(start)s"',
      'SLOW_REQUEST_MESSAGE_TEMPLATE = "slow request: %(method)s %(path)s took %(duration_ms)d ms"',
    ].join('\n');
    assert.deepEqual(extractUnits({ path: 'app/forms.py', kind: { format: 'code', language: 'python' }, content: { kind: 'text', text: py } }, parsers, { ...CODE_OPTIONS, repositoryTalksToModel: true }), []);
  });
});

describe('prompts in code: what the second blind holdout found', () => {
  test('Agno instruction lists, Marvin functions, response models\' docstrings; Slack posts and editor hints are for people', () => {
    const py = [
      'import marvin',
      'from agno.agent import Agent',
      'desk = Agent(name="Desk", instructions=["Search the news first.", "Cite every source you use."], success_criteria="A brief with three cited findings.")',
      '@marvin.fn',
      'def estimate(report: str) -> int:',
      '    """Estimate how many customers the incident affects."""',
      'class Invoice(BaseModel):',
      '    """A supplier invoice read from OCR text; amounts are numbers."""',
      'invoice = client.chat.completions.create(response_model=Invoice, messages=[])',
      'class Plain(BaseModel):',
      '    """Not handed to a model."""',
    ].join('\n');
    assert.deepEqual(units('agents.py', 'python', py).map((u) => [u.key, u.text]), [
      ['Agent[Desk](instructions)', 'Search the news first.\nCite every source you use.'],
      ['Agent[Desk](success_criteria)', 'A brief with three cited findings.'],
      ['estimate.__doc__', 'Estimate how many customers the incident affects.'],
      ['Invoice.__doc__', 'A supplier invoice read from OCR text; amounts are numbers.'],
    ]);
    const people = [
      'ONBOARDING_INSTRUCTIONS = "Welcome to the channel! Read the pinned runbook before your first shift."',
      'EDIT_PROMPT_HINT = "# Edit the system prompt below, then save and close the editor."',
      'def welcome(say): say(channel="C1", text=ONBOARDING_INSTRUCTIONS)',
      'def edit(current): return typer.edit(EDIT_PROMPT_HINT + current)',
    ].join('\n');
    assert.deepEqual(extractUnits({ path: 'bot.py', kind: { format: 'code', language: 'python' }, content: { kind: 'text', text: people } }, parsers, { ...CODE_OPTIONS, repositoryTalksToModel: true }), []);
  });
});

describe('prompts in code: what the final review found', () => {
  test('a tool that asks a model keeps that call\'s system prompt; its own returned text is output', () => {
    const py = [
      'from agents import function_tool',
      '@function_tool',
      'def summarize(text: str) -> str:',
      '    """Summarise a text."""',
      '    return client.messages.create(system="You are a summarizer that keeps every number.", messages=[]).content[0].text',
    ].join('\n');
    assert.deepEqual(units('tools.py', 'python', py).map((u) => u.key), ['tool:summarize', 'summarize.create(system)']);
    const ts = "import { generateText } from 'ai';\nconsole.log(await generateText({ system: 'You are a terse assistant who answers in one line.', prompt: q }));\n";
    assert.deepEqual(units('log.ts', 'typescript', ts).map((u) => u.key), ['generateText(system)']);
  });

  test('hard words yield to a name that ends in prompt; e-mail templates still do not count', () => {
    const py = 'from openai import OpenAI\nPR_REVIEW_PROMPT = "Review the pull request and list risks."\nSQL_SYSTEM_PROMPT = "You write one read-only SQL query."\nWELCOME_EMAIL_TEMPLATE = "Welcome aboard, {name}, your account is ready."\n';
    assert.deepEqual(units('bot.py', 'python', py).map((u) => u.key), ['PR_REVIEW_PROMPT', 'SQL_SYSTEM_PROMPT']);
  });

  test('a variable returned from two places is one text; tidying it keeps what was built', () => {
    const py = [
      'def system_prompt(brief):',
      '    prompt = "You are a coding agent."',
      '    if brief:',
      '        return prompt',
      '    prompt += " Explain each change you make."',
      '    prompt = prompt.strip()',
      '    return prompt',
    ].join('\n');
    assert.deepEqual(units('prompts.py', 'python', py).map((u) => [u.key, u.text]), [['system_prompt()', 'You are a coding agent. Explain each change you make.']]);
  });

  test('ids: calls named by an expression keep their scope; same-named methods of two classes are two tools', () => {
    const py = [
      'from agents import Agent',
      'from semantic_kernel.functions import kernel_function',
      'class Researcher:',
      '    def build(self): return Agent(name=self.name, instructions="Research the topic.")',
      'class Writer:',
      '    def build(self): return Agent(name=self.name, instructions="Write the report.")',
      'class WeatherPlugin:',
      '    @kernel_function(description="Get the weather for a city.")',
      '    def get(self, city): ...',
      'class StockPlugin:',
      '    @kernel_function(description="Get the price of a stock.")',
      '    def get(self, ticker): ...',
    ].join('\n');
    assert.deepEqual(units('agents.py', 'python', py).map((u) => u.key), [
      'Researcher.build.Agent(instructions)',
      'Writer.build.Agent(instructions)',
      'tool:WeatherPlugin.get',
      'tool:StockPlugin.get',
    ]);
  });

  test('TypeScript: registerTool configs by scope, shorthand properties are not people, LangChain message templates in a list', () => {
    const ts = [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "function add() { const config = { description: 'Add two numbers and return the sum.' }; server.registerTool('add', config, h); }",
      "function mul() { const config = { description: 'Multiply two numbers and return the product.' }; server.registerTool('multiply', config, h); }",
      `function makeAgent(v) { const instructions = ${JSON.stringify('Write release notes grouped by area, newest first. '.repeat(5))}; if (v) console.debug(instructions); return new Agent({ name: 'release', instructions }); }`,
      "const chat = ChatPromptTemplate.fromMessages([SystemMessagePromptTemplate.fromTemplate('You translate {input_language} to {output_language}.'), ['human', '{text}']]);",
    ].join('\n');
    assert.deepEqual(units('server.ts', 'typescript', ts).map((u) => [u.key, u.text]), [
      ['tool:add', 'Add two numbers and return the sum.'],
      ['tool:multiply', 'Multiply two numbers and return the product.'],
      ['makeAgent.instructions', 'Write release notes grouped by area, newest first. '.repeat(5)],
      ['chat.messages[system]', 'You translate  to .'],
    ]);
  });

  test('a parenthesised import marks the repository; a prompts folder\'s LICENSE is not a prompt', async () => {
    const { repositoryTalksToModel } = await import('../../src/extract/repository-context.js');
    assert.equal(repositoryTalksToModel([{ path: 'agent.py', kind: { format: 'code', language: 'python' }, content: { kind: 'text', text: 'from openai import (\n    OpenAI,\n)\n' } }], SDKS), true);
    const { promptFileClassifier } = await import('../../src/extract/prompt-files.js');
    assert.equal(promptFileClassifier({ include: [], exclude: [] })('awesome-prompts/LICENSE'), undefined);
  });
});

describe('prompts in code: what the third blind holdout found', () => {
  test('Python: jinja2 and string templates, Bedrock converse system blocks, text printed in a Rich panel', () => {
    const py = [
      'import boto3, jinja2',
      'from string import Template',
      'class Agent:',
      '    ERROR_TEMPLATE = Template("The tool $tool failed: $error. Do not call it again the same way.")',
      '    @classmethod',
      '    def build_system_prompt(cls, topic):',
      '        return jinja2.Template("You research {{ topic }} and cite every source.").render(topic=topic)',
      'def triage(claim):',
      '    return bedrock.converse(modelId=M, system=[{"text": "You triage insurance claims; look up the policy first."}], messages=[])',
      'INSTRUCTIONS = "Fix the red rows first, then rerun the report."',
      'console.print(Panel.fit(INSTRUCTIONS, title="What next"))',
    ].join('\n');
    assert.deepEqual(extractUnits({ path: 'agent.py', kind: { format: 'code', language: 'python' }, content: { kind: 'text', text: py } }, parsers, { ...CODE_OPTIONS, repositoryTalksToModel: true }).map((u) => [u.key, u.text, u.placeholders]), [
      ['Agent.ERROR_TEMPLATE', 'The tool  failed: . Do not call it again the same way.', ['tool', 'error']],
      ['Agent.build_system_prompt()', 'You research {{ topic }} and cite every source.', ['topic']],
      ['triage.converse(system)', 'You triage insurance claims; look up the policy first.', []],
    ]);
  });

  test('TypeScript: inline tools by their key, LangChain.js messages, type-only imports are not an SDK', () => {
    const ts = [
      "import { streamText, tool } from 'ai';",
      'export async function POST(req) {',
      '  return streamText({ system: "You manage a task board for the user.", tools: {',
      "    findTasks: tool({ description: 'Find tasks by a free-text query.', parameters: z.object({ query: z.string().describe('Words to match in titles') }) }),",
      '  } });',
      '}',
      'async function summarize(state) { return model.invoke([new SystemMessage("Summarise this conversation in two sentences."), ...state.messages]); }',
    ].join('\n');
    assert.deepEqual(units('route.ts', 'typescript', ts).map((u) => u.key), ['POST.streamText(system)', 'tool:findTasks', 'findTasks.query.describe', 'summarize.messages[system]']);
    const helper = `import type OpenAI from 'openai';\nexport const CANNED = ${JSON.stringify('The invoice PDFs from the billing page are empty since the last release. '.repeat(4))};\n`;
    assert.deepEqual(units('lib/testHelpers.ts', 'typescript', helper), []);
  });
});

describe('prompts in code: reports and documents made for people', () => {
  const keys = (path: string, language: CodeLanguage, text: string, repositoryTalksToModel = false) =>
    extractUnits({ path, kind: { format: 'code', language }, content: { kind: 'text', text } }, parsers, { ...CODE_OPTIONS, repositoryTalksToModel }).map((u) => u.key);
  const long = (sentence: string) => sentence.repeat(4);

  test('long text a report or page function returns is for people; other functions\' long text is still a prompt', () => {
    const py = [
      'from openai import OpenAI',
      'class Tracker:',
      '    def report(self) -> str:',
      `        return (f"{self.calls} model calls this period. " "${long('Costs are estimated from the token counts the API returns. ')}")`,
      '    def build_markdown(self) -> str:',
      '        text = "# Usage\\n\\n"',
      `        text += "${long('Every route is listed with what it spent this week. ')}"`,
      '        return text',
      '    def escalation(self) -> str:',
      `        return (f"{self.calls} calls failed. " "${long('Decide which of the failing routes to retry and say why. ')}")`,
      '    def report_request(self) -> str:',
      `        return "${long('Write a short report on the failing routes for the on-call engineer. ')}"`,
    ].join('\n');
    assert.deepEqual(keys('usage.py', 'python', py), ['Tracker.escalation()', 'Tracker.report_request()'], 'only the last word says what the function makes');
    const ts = [
      "import OpenAI from 'openai';",
      `function weeklyReport(calls) { return \`\${calls} model calls. ${long('Costs are estimated from the token counts the API returns. ')}\`; }`,
      `function triageRequest(calls) { return \`\${calls} calls failed. ${long('Decide which of the failing routes to retry and say why. ')}\`; }`,
    ].join('\n');
    assert.deepEqual(keys('usage.ts', 'typescript', ts), ['triageRequest()']);
  });

  test('a template returned only from a function that makes a document for people is not a prompt', () => {
    const py = [
      'MARKDOWN_TEMPLATE = "# Operations report, week {week}\\n\\n## Summary\\n\\n{summary}\\n"',
      'REVIEW_TEMPLATE = "Review the week below and list the three riskiest jobs.\\n\\n{summary}\\n"',
      'SHARED_TEMPLATE = "Summarise the week below for the dispatch team.\\n\\n{summary}\\n"',
      'def build_markdown(stats):',
      '    return MARKDOWN_TEMPLATE.format(**stats)',
      'def build_review(stats):',
      '    return REVIEW_TEMPLATE.format(**stats)',
      'def build_pdf(stats):',
      '    return SHARED_TEMPLATE.format(**stats)',
      'def ask(stats):',
      '    return send(SHARED_TEMPLATE.format(**stats))',
    ].join('\n');
    assert.deepEqual(keys('ops/report_builder.py', 'python', py, true), ['REVIEW_TEMPLATE', 'SHARED_TEMPLATE'], 'a name also passed on elsewhere may be sent');
    const ts = [
      "const REPORT_TEMPLATE = '# Operations report\\n\\n{summary}';",
      "const REVIEW_TEMPLATE = 'Review the week below and list the riskiest jobs.\\n\\n{summary}';",
      'const toMarkdown = (summary: string) => REPORT_TEMPLATE.replace("{summary}", summary);',
      'const toRequest = (summary: string) => REVIEW_TEMPLATE.replace("{summary}", summary);',
    ].join('\n');
    assert.deepEqual(keys('ops/report.ts', 'typescript', ts, true), ['REVIEW_TEMPLATE']);
  });

  test('a LaTeX document is markup, not a prompt; a prompt that shows LaTeX still is one', () => {
    const py = [
      'from string import Template',
      'LATEX_TEMPLATE = Template(r"""\\documentclass[11pt]{article}',
      '\\begin{document}',
      'The assistant made $calls model calls this week.',
      '\\end{document}',
      '""")',
      'COMMENTED_TEMPLATE = "% weekly report\\n\\\\documentclass{article}\\n\\\\begin{document}\\n$body\\n\\\\end{document}\\n"',
      'PAPER_TEMPLATE = "Rewrite the notes below as a LaTeX article. Start with \\\\documentclass{article}.\\n\\n$notes"',
    ].join('\n');
    assert.deepEqual(keys('ops/latex.py', 'python', py, true), ['PAPER_TEMPLATE']);
  });
});

test('a registerTool config with a long description is the tool\'s, not a long string', async () => {
  const parsers = await loadCodeParsers();
  const ts = [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    `const searchConfig = { description: ${JSON.stringify('Search the internal knowledge base for pages that match the query, newest first. '.repeat(3))}, inputSchema: {} };`,
    "server.registerTool('search', searchConfig, handler);",
  ].join('\n');
  const found = extractUnits({ path: 'server.ts', kind: { format: 'code', language: 'typescript' }, content: { kind: 'text', text: ts } }, parsers, CODE_OPTIONS);
  assert.deepEqual(found.map((u) => [u.key, u.role]), [['tool:search', 'tool-description']]);
});
