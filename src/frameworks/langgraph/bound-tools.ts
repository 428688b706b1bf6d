import type { CallArgument, CodeCall } from '../../extract/code/code-calls.js';
import type { ToolFunctionDefinition } from '../../extract/code/tool-definitions.js';
import type { ArgumentItem, CodeWiring } from '../code-wiring.js';
import { DRAFT_2020_12, zodNode, zodObjectSchema } from '../javascript/zod-schema.js';
import { dedent } from '../python/python-text.js';
import { annotatedHint, isUnrenderable, pydanticJson, sortKeys, Unrenderable, type Json } from '../python/pydantic-schema.js';

/** One tool as the chat model's `bind_tools` posts it, with the units its text came from. */
export interface BoundTool {
  json: Json;
  units: string[];
}

/** `{"type": "function", "function": {...}}`: the Chat Completions tool as LangChain's OpenAI model posts it. */
const chatTool = (name: string, description: string, parameters: Json): Json => ({ type: 'function', function: { name, description, parameters } });

/**
 * A Python `@tool` function as LangChain binds it (docs/architecture.md, "Rendered requests"):
 * `StructuredTool.from_function` takes `__doc__` dedented and stripped as the description (the
 * `Args:` block stays in it), and `convert_to_openai_tool` sends pydantic's schema of the signature
 * with its titles removed; a parameter's description comes only from `Annotated[str, "..."]`, and
 * its default, `None` included, is kept (no strict pass).
 */
export function pythonBoundTool(fn: ToolFunctionDefinition, name = fn.name, description?: string): { json: Json } | { error: string } {
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  try {
    for (const p of fn.params) {
      // LangChain fills these itself and leaves them out of the schema.
      if (/^(callbacks|run_manager)$/.test(p.name) || /^(RunnableConfig|InjectedToolArg|InjectedState|InjectedStore|InjectedToolCallId)\b|Annotated\[[^,]+,\s*Injected/.test(p.annotation ?? '')) continue;
      const { hint, description: annotated } = annotatedHint(p.annotation ?? 'Any');
      const field: Json = { ...pydanticJson(hint) };
      if (annotated !== undefined) field.description = annotated;
      if (p.hasDefault) {
        if (!p.default) throw new Unrenderable(`the default of ${p.name}`);
        field.default = p.default.value;
      } else required.push(p.name);
      properties[p.name] = sortKeys(field);
    }
  } catch (error) {
    if (isUnrenderable(error)) return { error: `${fn.name}: ${error.message}` };
    throw error;
  }
  const text = description ?? (fn.rawDocstring === undefined ? undefined : dedent(fn.rawDocstring).trim());
  if (text === undefined) return { error: `${fn.name} has no docstring, which LangChain requires` };
  const parameters = required.length > 0 ? { properties, required, type: 'object' } : { properties, type: 'object' };
  return { json: chatTool(name, text, parameters) };
}


/** A JavaScript `tool(fn, { name, description, schema: z.object({...}) })`, its Zod object as Zod 4 writes it. */
export function javascriptBoundTool(call: CodeCall, schema: (arg: CallArgument | undefined) => CodeCall | undefined): { json: Json } | { error: string } {
  const name = call.args.name?.text;
  const description = call.args.description?.text;
  if (name === undefined || description === undefined) return { error: `the tool at line ${call.line} has no literal name or description` };
  const made = schema(call.args.schema);
  const node = made && zodNode(made, (a) => schema(a));
  const parameters = node && zodObjectSchema(node, DRAFT_2020_12);
  if (!parameters) return { error: `the schema of ${name} is not a Zod object ctxguard reads` };
  return { json: chatTool(name, description, parameters) };
}

/** The tools of an agent's `tools=`, each rendered as its chat model posts it, or the reason it is not. */
export function boundTools(wiring: CodeWiring, call: CodeCall, tools: CallArgument | undefined): { tools: BoundTool[]; files: string[]; errors: string[] } {
  const out: BoundTool[] = [];
  const files: string[] = [];
  const errors: string[] = [];
  const single = (path: string, line: number) => (arg: CallArgument | undefined): CodeCall | undefined => wiring.singleCall(path, line, arg);
  for (const item of tools ? wiring.items(call.path, call.line, tools) : []) {
    const rendered = boundTool(wiring, item, single);
    if ('error' in rendered) errors.push(rendered.error);
    else {
      out.push(rendered.tool);
      files.push(rendered.path);
    }
  }
  return { tools: out, files, errors };
}

function boundTool(wiring: CodeWiring, item: ArgumentItem, single: (path: string, line: number) => (arg: CallArgument | undefined) => CodeCall | undefined): { tool: BoundTool; path: string } | { error: string } {
  if (item.kind === 'call') {
    if (!/(^|\.)tool$/.test(item.call.callee) || /\.py$/.test(item.call.path)) return { error: `${item.call.callee}(...) is not a tool ctxguard renders` };
    const made = javascriptBoundTool(item.call, single(item.call.path, item.call.line));
    return 'error' in made ? made : { tool: { json: made.json, units: wiring.unitsOfCall(item.call) }, path: item.call.path };
  }
  const fn = wiring.functionDefinition(item.path, item.name);
  if (!fn) return { error: `the tool ${item.name} was not found in the code` };
  // `@tool("name", description=...)`: what the decorator is told wins over the function's own.
  const decorator = wiring.calls.find((c) => c.path === fn.path && c.variable === fn.name && /(^|\.)tool$/.test(c.callee));
  const options = decorator ? Object.keys(decorator.args).filter((k) => !/^(0|description|return_direct|response_format)$/.test(k)) : [];
  if (options.length > 0) return { error: `the tool ${fn.name} is built with ${options.join(', ')}, which ctxguard does not render` };
  const describedBy = decorator?.args.description;
  const description = describedBy ? wiring.text(decorator!.path, decorator!.line, describedBy)?.text : undefined;
  if (describedBy && description === undefined) return { error: `the description of the tool ${fn.name} is built at run time` };
  const made = pythonBoundTool(fn, decorator?.args['0']?.text ?? fn.name, description);
  const units = [...(fn.unitKey && !describedBy ? [wiring.here(fn.path, fn.unitKey)] : []), ...(decorator ? wiring.textOf(decorator, describedBy) : [])].filter((id): id is string => id !== undefined);
  return 'error' in made ? made : { tool: { json: made.json, units }, path: fn.path };
}
