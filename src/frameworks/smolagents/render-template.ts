import { Environment, parse, tokenize } from '@huggingface/jinja';
import { Jinja2Interpreter, printedExpressions } from './jinja2-interpreter.js';
import { PY_SPACE } from './python-text.js';
import type { SmolTool } from './smol-tool.js';
import { toCodePrompt, toToolCallingPrompt } from './tool-prompts.js';

/**
 * smolagents' `populate_template` (jinja2's `Template(template, undefined=StrictUndefined)`) on
 * @huggingface/jinja, and the variables agents pass to it (docs/architecture.md, "Frameworks").
 * jinja2's defaults differ from that library's Template class: no trim_blocks, no lstrip_blocks,
 * and every newline (\r\n, \r) read as \n; so the lexer is called with both off, on normalised
 * text. Both drop a template's one trailing newline (keep_trailing_newline=False).
 */

/** A tool as a template sees it: a SmolTool. */
export type TemplateTool = SmolTool;

/** jinja2's `range` global (the library's own is not exported). */
function range(start: number, stop?: number, step = 1): number[] {
  const [from, to] = stop === undefined ? [0, start] : [start, stop];
  const out: number[] = [];
  for (let i = from; step > 0 ? i < to : i > to; i += step) out.push(i);
  return out;
}

const GLOBALS: Record<string, unknown> = { true: true, false: false, none: null, True: true, False: false, None: null, range };

const RAW = /\{%(-?)\s*raw\s*(-?)%\}([^]*?)\{%(-?)\s*endraw\s*(-?)%\}/g;
const LEADING_SPACE = new RegExp(`^${PY_SPACE}+`);
const TRAILING_SPACE = new RegExp(`${PY_SPACE}+$`);

/**
 * `{% raw %}...{% endraw %}`, which the library does not parse, as the string expression it
 * prints; its `-` marks strip the text around and inside the block as jinja2's do.
 */
function rawBlocksAsStrings(template: string): string {
  return template.replace(RAW, (_, before: string, open: string, body: string, close: string, after: string) => {
    let text = body;
    if (open) text = text.replace(LEADING_SPACE, '');
    if (close) text = text.replace(TRAILING_SPACE, '');
    return `{{${before} "${text.replace(/[\\"]/g, '\\$&')}" ${after}}}`;
  });
}

/** populate_template: a Jinja template rendered as jinja2 renders it (StrictUndefined: an unknown variable is an error). */
export function renderTemplate(template: string, variables: Record<string, unknown>): string {
  const env = new Environment();
  for (const [name, value] of Object.entries({ ...GLOBALS, ...variables })) env.set(name, value);
  try {
    const source = rawBlocksAsStrings(template.replace(/\r\n?/g, '\n'));
    const program = parse(tokenize(source, { lstrip_blocks: false, trim_blocks: false }));
    return new Jinja2Interpreter(env, printedExpressions(program)).run(program).value as string;
  } catch (error) {
    throw new Error(`Error during jinja template rendering: ${(error as Error).message}`, { cause: error });
  }
}

/** The inputs `_setup_managed_agents` gives every managed agent, so that it can be called as a tool. */
export const MANAGED_AGENT_INPUTS = {
  task: { type: 'string', description: 'Long detailed description of the task.' },
  additional_args: {
    type: 'object',
    description: 'Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.',
    nullable: true,
  },
};

/** How tools render into a prompt: the pinned version's methods, or a repository's edit of them. */
export interface ToolRenderers {
  toCodePrompt(tool: SmolTool): string;
  toToolCallingPrompt(tool: SmolTool): string;
}

const PINNED_RENDERERS: ToolRenderers = { toCodePrompt, toToolCallingPrompt };

/** A tool object as templates use it: its attributes, and its prompt methods. */
function templateTool(tool: SmolTool, renderers: ToolRenderers): Record<string, unknown> {
  return {
    name: tool.name,
    description: tool.description,
    inputs: tool.inputs,
    output_type: tool.outputType,
    output_schema: tool.outputSchema ?? null,
    to_code_prompt: () => renderers.toCodePrompt(tool),
    to_tool_calling_prompt: () => renderers.toToolCallingPrompt(tool),
  };
}

/** A dict by name, as agents.py builds `self.tools`: a repeated name keeps its first place and its last value. */
function byName<T extends { name: string }>(items: T[], shape: (item: T) => Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of items) out[item.name] = shape(item);
  return out;
}

/** The variables smolagents passes, built so that templates may call `tool.to_code_prompt()`, iterate `tools.values()`, read `agent.inputs` (printed as Python's repr), test `managed_agents and managed_agents.values() | list`. */
export function templateVariables(
  v: { tools: SmolTool[]; managedAgents: Array<{ name: string; description: string }>; [other: string]: unknown },
  renderers: ToolRenderers = PINNED_RENDERERS,
): Record<string, unknown> {
  const { tools, managedAgents, ...other } = v;
  const agent = (a: { name: string; description: string }) => ({ name: a.name, description: a.description, inputs: MANAGED_AGENT_INPUTS, output_type: 'string' });
  return { tools: byName(tools, (tool) => templateTool(tool, renderers)), managed_agents: byName(managedAgents, agent), ...other };
}
