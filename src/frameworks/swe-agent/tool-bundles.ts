import { parse } from 'yaml';
import type { PromptUnit } from '../../extract/prompt-unit.js';
import type { SourceFile } from '../../extract/snapshot.js';
import { pythonFormat } from '../python/str-format.js';

/**
 * SWE-agent's tool bundles (docs/architecture.md, "Rendered requests"): each `<bundle>/config.yaml`
 * lists commands with a docstring and arguments. A config loads bundles by path; its run's commands
 * are the built-in bash (unless `enable_bash_tool: false`) and the bundles' commands but the hidden
 * ones (sweagent/tools/tools.py `ToolConfig.commands`). They reach the model as the function-calling
 * `tools` of every request, or as `{{command_docs}}` in a template.
 */
export interface Argument {
  name: string;
  type: string;
  description: string;
  required: boolean;
  items?: unknown;
  enum?: unknown[];
}

export interface Command {
  name: string;
  docstring?: string;
  signature?: string;
  endName?: string;
  arguments: Argument[];
}

/** sweagent/tools/commands.py `BASH_COMMAND`. */
export const BASH_COMMAND: Command = {
  name: 'bash',
  signature: '<command>',
  docstring: 'runs the given command directly in bash',
  arguments: [{ name: 'command', type: 'string', description: 'The bash command to execute.', required: true }],
};

/** Where a bundle's commands are described. */
export const BUNDLE_CONFIG = /(^|\/)tools\/[^/]+\/config\.yaml$/;

/** The commands a bundle's config.yaml lists, or undefined where it is not a bundle config. */
export function bundleCommands(text: string, hidden: readonly string[] = []): Command[] | undefined {
  let config: unknown;
  try {
    config = parse(text);
  } catch {
    return undefined;
  }
  const tools = (config as { tools?: unknown } | null)?.tools;
  if (typeof tools !== 'object' || tools === null) return undefined;
  return Object.entries(tools as Record<string, Record<string, unknown>>)
    .filter(([name]) => !hidden.includes(name))
    .map(([name, c]): Command => ({
      name,
      ...(typeof c?.docstring === 'string' ? { docstring: c.docstring } : {}),
      ...(typeof c?.signature === 'string' ? { signature: c.signature } : {}),
      ...(typeof c?.end_name === 'string' ? { endName: c.end_name } : {}),
      arguments: Array.isArray(c?.arguments) ? (c.arguments as Array<Record<string, unknown>>).map(argumentOf) : [],
    }));
}

function argumentOf(a: Record<string, unknown>): Argument {
  return {
    name: String(a.name),
    type: String(a.type),
    description: String(a.description ?? ''),
    required: a.required === true,
    ...(a.items !== undefined && a.items !== null ? { items: a.items } : {}),
    ...(Array.isArray(a.enum) ? { enum: a.enum } : {}),
  };
}

/** The units of a bundle config: each command's docstring and each argument's description. */
export function bundleUnits(path: string, text: string): PromptUnit[] {
  const commands = bundleCommands(text) ?? [];
  const unit = (key: string, body: string): PromptUnit => ({ id: `${path}#${key}`, path, key, role: 'tool-description', text: body, lines: lineOf(text, body), placeholders: [] });
  return commands.flatMap((c) => [
    ...(c.docstring ? [unit(`tools.${c.name}.docstring`, c.docstring)] : []),
    // Keyed by the argument's place in the list, so that describing an earlier one renames none.
    ...c.arguments.flatMap((a, i) => (a.description ? [unit(`tools.${c.name}.arguments.${i}.description`, a.description)] : [])),
  ]);
}

/** The lines a text starts on (1-based, as far as it is found written out). */
function lineOf(text: string, body: string): [number, number] {
  const first = body.split('\n')[0]!.trim();
  const at = first ? text.indexOf(first) : -1;
  const line = at < 0 ? 1 : text.slice(0, at).split('\n').length;
  return [line, line + body.split('\n').length - 1];
}

/** commands.py `Command.get_function_calling_tool`. */
export function functionCallingTool(c: Command): Record<string, unknown> {
  const properties: Record<string, Record<string, unknown>> = {};
  const required: string[] = [];
  for (const a of c.arguments) {
    properties[a.name] = { type: a.type, description: a.description, ...(a.items !== undefined ? { items: a.items } : {}) };
    if (a.required) required.push(a.name);
    if (a.enum && a.enum.length > 0) properties[a.name]!.enum = a.enum;
  }
  const parameters = Object.keys(properties).length > 0 ? { type: 'object', properties, required } : { type: 'object' };
  return { type: 'function', function: { name: c.name, description: c.docstring ?? '', parameters } };
}

/** tools/utils.py `generate_command_docs`: each command's docstring (formatted with the env variables), signature and arguments. */
export function commandDocs(commands: readonly Command[], envVariables: Readonly<Record<string, unknown>>): string {
  let docs = '';
  for (const c of commands) {
    docs += `${c.name}:\n`;
    if (c.docstring !== undefined) docs += `  docstring: ${pythonFormat(c.docstring, stringsOf(envVariables))}\n`;
    docs += `  signature: ${c.signature ?? signatureOf(c)}\n`;
    if (c.arguments.length > 0) {
      docs += '  arguments:\n';
      for (const a of c.arguments) docs += `    - ${a.name} (${a.type}) [${a.required ? 'required' : 'optional'}]: ${a.description}\n`;
    }
    docs += '\n';
  }
  return docs;
}

/** tools/utils.py `get_signature`, for a command without one written. */
function signatureOf(c: Command): string {
  const args = c.endName === undefined ? c.arguments : c.arguments.slice(0, -1);
  const signature = c.name + args.map((a) => (a.required ? ` <${a.name}>` : ` [<${a.name}>]`)).join('');
  return c.endName === undefined ? signature : `${signature}\n${c.arguments.at(-1)?.name ?? ''}\n${c.endName}`;
}

/** What Python's `str()` prints of YAML values (`WINDOW: 100` is 100, `true` is True). */
function stringsOf(values: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === true ? 'True' : v === false ? 'False' : v === null ? 'None' : String(v)]));
}

/** The bundle config files a repository holds, by path. */
export function bundleFiles(files: readonly SourceFile[]): Map<string, string> {
  return new Map(files.filter((f) => BUNDLE_CONFIG.test(f.path) && f.content.kind === 'text').map((f) => [f.path, (f.content as { text: string }).text]));
}
