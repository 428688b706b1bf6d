import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { functionTool, type ToolFunction } from '../../src/frameworks/smolagents/function-tool.js';
import {
  BASE_BUILTIN_MODULES,
  LIBRARY_TEMPLATES,
  LIBRARY_TOOLS,
  pythonInterpreterModules,
  pythonInterpreterTool,
  SMOLAGENTS_VERSION,
  TOOL_MAPPING,
} from '../../src/frameworks/smolagents/library.js';
import { pythonRepr, reprFloat } from '../../src/frameworks/python/python-repr.js';
import { renderTemplate, templateVariables } from '../../src/frameworks/smolagents/render-template.js';
import type { SmolTool } from '../../src/frameworks/smolagents/smol-tool.js';
import { toCodePrompt, toolJsonSchema, toToolCallingPrompt } from '../../src/frameworks/smolagents/tool-prompts.js';

/**
 * The TypeScript port of smolagents' prompt rendering against the real library: every expected
 * value below was rendered by smolagents itself (scripts/smolagents/render-goldens.sh, pinned
 * commit in the goldens), and must be reproduced to the character.
 */

type TemplateFile = keyof typeof LIBRARY_TEMPLATES;
type Rendered = { to_code_prompt: string; to_tool_calling_prompt: string; tool_json_schema: unknown };
type ManagedAgent = { name: string; description: string };
type Variables = { tools: SmolTool[]; managed_agents: ManagedAgent[]; [other: string]: unknown };
interface AgentCase {
  case: string;
  template_file: TemplateFile;
  name: string;
  task: string;
  remaining_steps: number;
  final_answer: string;
  variables: Variables;
  rendered: Record<string, string>;
}
interface Goldens {
  smolagents: { commit: string; version: string };
  template_texts: Record<TemplateFile, string>;
  templates: Record<TemplateFile, unknown>;
  base_builtin_modules: string[];
  tool_mapping: string[];
  function_tools: Array<{ function: ToolFunction; tool?: SmolTool; error?: string } & Partial<Rendered>>;
  class_tools: Array<{ case: string; tool: SmolTool } & Rendered>;
  library_tools: Record<string, { source: string; tool: SmolTool } & Partial<Rendered>>;
  python_interpreter_tools: Array<{ authorized_imports: string[] | null; modules: string[]; tool: SmolTool } & Rendered>;
  agents: AgentCase[];
  custom_templates: { variables: Variables; cases: Array<{ case: string; template: string; rendered?: string; error?: string }> };
  reprs: Array<{ value: unknown; repr: string }>;
  float_reprs: Array<{ value: number; repr: string }>;
}

const goldens = JSON.parse(readFileSync(new URL('../fixtures/frameworks/smolagents-rendering/goldens.json', import.meta.url), 'utf8')) as Goldens;

function assertRenders(tool: SmolTool, expected: Partial<Rendered>, label: string): void {
  assert.equal(toCodePrompt(tool), expected.to_code_prompt, `${label}: to_code_prompt`);
  assert.equal(toToolCallingPrompt(tool), expected.to_tool_calling_prompt, `${label}: to_tool_calling_prompt`);
  assert.deepEqual(toolJsonSchema(tool), expected.tool_json_schema, `${label}: get_tool_json_schema`);
}

describe('smolagents library data', () => {
  test('version, templates verbatim, base modules, TOOL_MAPPING', () => {
    assert.deepEqual(SMOLAGENTS_VERSION, goldens.smolagents);
    for (const file of Object.keys(goldens.template_texts) as TemplateFile[]) {
      assert.equal(LIBRARY_TEMPLATES[file], goldens.template_texts[file], file);
      assert.deepEqual(parse(LIBRARY_TEMPLATES[file]), goldens.templates[file], `${file} parses as yaml.safe_load parses it`);
    }
    assert.deepEqual(BASE_BUILTIN_MODULES, goldens.base_builtin_modules);
    assert.deepEqual(TOOL_MAPPING, goldens.tool_mapping);
  });

  test('LIBRARY_TOOLS hold what the library tools hold, and render as they do', () => {
    for (const [className, golden] of Object.entries(goldens.library_tools)) {
      assert.deepEqual(LIBRARY_TOOLS[className], golden.tool, className);
      if (golden.source === 'instance') assertRenders(LIBRARY_TOOLS[className]!, golden, className);
    }
  });

  test('PythonInterpreterTool lists its modules in the order given (Python: set order)', () => {
    for (const golden of goldens.python_interpreter_tools) {
      const tool = pythonInterpreterTool(golden.modules);
      assert.deepEqual(tool, golden.tool);
      assertRenders(tool, golden, `PythonInterpreterTool(${String(golden.authorized_imports)})`);
      assert.deepEqual(new Set(pythonInterpreterModules(golden.authorized_imports ?? [])), new Set(golden.modules));
    }
    assert.deepEqual(LIBRARY_TOOLS.PythonInterpreterTool, pythonInterpreterTool(BASE_BUILTIN_MODULES));
  });
});

describe('pythonRepr', () => {
  test('prints as CPython prints', () => {
    for (const { value, repr } of goldens.reprs) assert.equal(pythonRepr(value), repr);
  });

  test('a float prints as CPython prints it, integral or not (JSON reads 1.0 as 1: pythonRepr prints that as an int)', () => {
    for (const { value, repr } of goldens.float_reprs) assert.equal(reprFloat(value), repr);
  });
});

describe('@tool functions', () => {
  for (const golden of goldens.function_tools) {
    test(`${golden.function.name}${golden.error === undefined ? '' : ' (smolagents raises)'}`, () => {
      const tool = functionTool(golden.function);
      if (golden.error !== undefined) {
        assert.deepEqual(tool, { error: golden.error });
        return;
      }
      assert.deepEqual(tool, golden.tool);
      assertRenders(tool as SmolTool, golden, golden.function.name);
    });
  }

  test('errors where Python raises: a missing type hint, an undocumented argument', () => {
    const fn = (params: ToolFunction['params'], docstring: string): ToolFunction => ({ name: 'f', docstring, params, returns: 'int' });
    assert.deepEqual(functionTool(fn([{ name: 'a', hasDefault: false }], 'Does.\n\nArgs:\n    a: A.')), {
      error: 'TypeHintParsingException: Argument a is missing a type hint in function f',
    });
    assert.deepEqual(functionTool(fn([{ name: 'a', annotation: 'int', hasDefault: false }], 'Does.')), {
      error: "DocstringParsingException: Cannot generate JSON schema for f because the docstring has no description for the argument 'a'",
    });
  });
});

describe('Tool subclasses', () => {
  for (const golden of goldens.class_tools) {
    test(golden.case, () => assertRenders(golden.tool, golden, golden.case));
  }
});

/** The agent's templates, as smolagents loads them (`yaml.safe_load`). */
type Templates = {
  system_prompt: string;
  planning: Record<'initial_plan' | 'update_plan_pre_messages' | 'update_plan_post_messages', string>;
  final_answer: Record<'pre_messages' | 'post_messages', string>;
  managed_agent: Record<'task' | 'report', string>;
};

/** Each prompt of an agent, rendered with the variables agents.py passes for it. */
function renderAgent(golden: AgentCase): Record<string, string> {
  const t = parse(LIBRARY_TEMPLATES[golden.template_file]) as Templates;
  const { tools, managed_agents: managedAgents, ...system } = golden.variables;
  const { task, name } = golden;
  return {
    system_prompt: renderTemplate(t.system_prompt, templateVariables({ tools, managedAgents, ...system })),
    initial_plan: renderTemplate(t.planning.initial_plan, templateVariables({ tools, managedAgents, task })),
    update_plan_pre_messages: renderTemplate(t.planning.update_plan_pre_messages, { task }),
    update_plan_post_messages: renderTemplate(
      t.planning.update_plan_post_messages,
      templateVariables({ tools, managedAgents, task, remaining_steps: golden.remaining_steps }),
    ),
    final_answer_pre_messages: t.final_answer.pre_messages,
    final_answer_post_messages: renderTemplate(t.final_answer.post_messages, { task }),
    managed_agent_task: renderTemplate(t.managed_agent.task, { name, task }),
    managed_agent_report: renderTemplate(t.managed_agent.report, { name, final_answer: golden.final_answer }),
  };
}

describe('agent prompts', () => {
  for (const golden of goldens.agents) {
    test(`${golden.case} (${golden.template_file})`, () => {
      const rendered = renderAgent(golden);
      for (const [key, expected] of Object.entries(golden.rendered)) assert.equal(rendered[key], expected, key);
    });
  }
});

describe('templates a user might write, rendered as jinja2 renders them', () => {
  const { tools, managed_agents: managedAgents, ...other } = goldens.custom_templates.variables;
  const variables = templateVariables({ tools, managedAgents, ...other });
  for (const golden of goldens.custom_templates.cases) {
    test(golden.case, () => {
      // Where jinja2 raises (StrictUndefined), or @huggingface/jinja lacks the feature, the port raises.
      if (golden.error === undefined && !golden.case.startsWith('unsupported_')) assert.equal(renderTemplate(golden.template, variables), golden.rendered);
      else assert.throws(() => renderTemplate(golden.template, variables), /Error during jinja template rendering/);
    });
  }
});
