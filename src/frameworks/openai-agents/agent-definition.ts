import type { CallArgument, CodeCall } from '../../extract/code/code-calls.js';
import type { ToolFunctionDefinition } from '../../extract/code/tool-definitions.js';
import { argument, type ArgumentItem, type CodeWiring } from '../code-wiring.js';
import { functionToolSchema, type FunctionToolOptions } from './function-schema.js';
import { funcDocumentation } from './griffe-docstring.js';
import { zodNode } from '../javascript/zod-schema.js';
import { outputFormat, toolParameters } from './zod-tool-parameters.js';
import { AGENT_AS_TOOL_PARAMETERS, functionStyleName, functionTool, HANDOFF_PARAMETERS, handoffTool, type Language } from './posted-tools.js';
import type { JsonObject } from '../json-object.js';

type Json = JsonObject;

/** One tool of an agent's request, as the SDK posts it, with the units its text came from. */
export interface PostedTool {
  json: Json;
  units: string[];
}

/**
 * One `Agent(...)` of the OpenAI Agents SDK as its request is built
 * (docs/architecture.md, "Rendered requests"): its instructions, every tool it posts (function tools,
 * agents as tools, one transfer tool per handoff) and its output format, each with the units it was
 * rendered from. What could not be rendered is listed in `assumptions`, and its units stay priced as
 * written.
 */
export interface SdkAgent {
  call: CodeCall;
  language: Language;
  instructions?: { text: string; units: string[] };
  tools: PostedTool[];
  outputFormat?: PostedTool;
  /** The handoffs' targets, by their calls: their instructions are their own runs'. */
  handoffTargets: CodeCall[];
  /** The agents it runs as tools. */
  subAgents: CodeCall[];
  /** Files whose code the rendering read: a change there re-renders it. */
  files: Set<string>;
  /** Units of what could not be rendered (a tool it does not know, parameters it cannot read): priced as written. */
  unrendered: string[];
  assumptions: string[];
}

const arg = argument;
const languageOf = (path: string): Language => (/\.py$/.test(path) ? 'python' : 'javascript');

/** The SDK's name for an agent: its `name=`. */
export function sdkName(call: CodeCall): string | undefined {
  return arg(call, 'name', '0')?.text;
}

/** Reads one agent's request from the code that builds it. */
export class AgentReader {
  constructor(
    private readonly wiring: CodeWiring,
    private readonly isAgentCall: (call: CodeCall) => boolean,
  ) {}

  read(call: CodeCall): SdkAgent {
    const language = languageOf(call.path);
    const agent: SdkAgent = { call, language, tools: [], handoffTargets: [], subAgents: [], files: new Set([call.path]), unrendered: [], assumptions: [] };
    const instructions = arg(call, 'instructions');
    if (instructions) {
      const text = this.wiring.text(call.path, call.line, instructions);
      if (text) agent.instructions = { text: text.text, units: this.wiring.textOf(call, instructions) };
      else agent.assumptions.push(`the instructions of ${this.label(call)} are built at run time: priced as the text the code holds`);
    }
    const tools = arg(call, 'tools');
    for (const item of tools ? this.wiring.items(call.path, call.line, tools) : []) this.tool(agent, item);
    const handoffs = arg(call, 'handoffs');
    for (const item of handoffs ? this.wiring.items(call.path, call.line, handoffs) : []) this.handoff(agent, item);
    const output = arg(call, 'output_type', 'outputType');
    if (output) this.output(agent, output);
    return agent;
  }

  private label(call: CodeCall): string {
    return sdkName(call) ?? call.variable ?? `the agent at line ${call.line}`;
  }

  private agentNamed(item: ArgumentItem): CodeCall | undefined {
    if (item.kind === 'call') return this.isAgentCall(item.call) ? item.call : undefined;
    return this.wiring.callNamed(item.path, item.name, this.isAgentCall);
  }

  private tool(agent: SdkAgent, item: ArgumentItem): void {
    if (item.kind === 'name') {
      const made = this.wiring.callNamed(item.path, item.name, (c) => /(^|\.)(tool|FunctionTool)$/.test(c.callee));
      if (made) return this.tool(agent, { kind: 'call', call: made });
      const fn = this.wiring.functionDefinition(item.path, item.name);
      if (fn) return this.pythonTool(agent, fn);
      agent.unrendered.push(...this.wiring.tool(item.path, item.name));
      agent.assumptions.push(`the tool ${item.name} was not found in the code: priced by what the code holds of it`);
      return;
    }
    const call = item.call;
    // `function_tool(lookup, name_override=...)`: the decorator called on a function.
    const wrapped = /(^|\.)function_tool$/.test(call.callee) ? call.args['0']?.names[0] : undefined;
    const wrappedFn = wrapped ? this.wiring.functionDefinition(call.path, wrapped) : undefined;
    if (wrappedFn) return this.pythonTool(agent, wrappedFn, call);
    const asTool = /^(.+)\.(as_tool|asTool)$/.exec(call.callee);
    if (asTool) {
      const sub = this.wiring.callNamed(call.path, asTool[1]!, this.isAgentCall);
      const name = arg(call, 'tool_name', 'toolName', '0')?.text ?? (sub && sdkName(sub) !== undefined ? functionStyleName(sdkName(sub)!, agent.language) : undefined);
      const describedBy = arg(call, 'tool_description', 'toolDescription', '1');
      const description = describedBy ? this.wiring.text(call.path, call.line, describedBy)?.text : '';
      if (sub) agent.subAgents.push(sub);
      agent.files.add(call.path);
      if (name === undefined || description === undefined) {
        agent.unrendered.push(...this.wiring.unitsOfCall(call), ...this.wiring.textOf(call, describedBy));
        return void agent.assumptions.push(`the agent tool ${asTool[1]} has no name or description ctxguard reads: priced by what the code holds of it`);
      }
      agent.tools.push({ json: functionTool(agent.language, name, description, AGENT_AS_TOOL_PARAMETERS[agent.language]), units: [...this.wiring.unitsOfCall(call), ...this.wiring.textOf(call, describedBy)] });
      return;
    }
    if (/(^|\.)tool$/.test(call.callee) && agent.language === 'javascript') return this.zodTool(agent, call);
    agent.unrendered.push(...this.wiring.unitsOfCall(call));
    agent.assumptions.push(`the tool ${call.callee}(...) is not one ctxguard renders: priced by what the code holds of it`);
  }

  /** `tool({ name, description, parameters: z.object({...}) })`. */
  private zodTool(agent: SdkAgent, call: CodeCall): void {
    agent.files.add(call.path);
    const name = arg(call, 'name')?.text;
    const describedBy = arg(call, 'description');
    const description = describedBy && this.wiring.text(call.path, call.line, describedBy)?.text;
    if (name === undefined || description === undefined) {
      agent.unrendered.push(...this.wiring.unitsOfCall(call), ...this.wiring.textOf(call, describedBy));
      return void agent.assumptions.push(`a tool at ${call.path}:${call.line} has no name or description ctxguard reads: priced by what the code holds of it`);
    }
    const schema = this.zodObject(call.path, call.line, arg(call, 'parameters'));
    const parameters = schema && toolParameters(schema);
    const descriptionUnits = this.wiring.textOf(call, describedBy);
    if (!parameters) {
      agent.assumptions.push(`the parameters of ${name} are not a Zod object ctxguard reads: their descriptions are priced as written`);
      agent.unrendered.push(...this.wiring.unitsOfCall(call).filter((id) => !descriptionUnits.includes(id)));
    }
    const json = functionTool('javascript', name, description, parameters ?? { type: 'object', properties: {}, required: [], additionalProperties: false });
    agent.tools.push({ json, units: parameters ? [...this.wiring.unitsOfCall(call), ...descriptionUnits] : descriptionUnits });
  }

  /** A Zod schema written in place, or named (`parameters: InvoiceQuery`). */
  private zodObject(path: string, line: number, value: CallArgument | undefined): ReturnType<typeof zodNode> {
    const made = this.wiring.singleCall(path, line, value);
    return made && zodNode(made, (a) => this.wiring.singleCall(path, line, a));
  }

  /** An `@function_tool` function, with what its decorator is told (or `function_tool(fn, ...)` called on it). */
  private pythonTool(agent: SdkAgent, fn: ToolFunctionDefinition, call?: CodeCall): void {
    agent.files.add(fn.path);
    const decorator = call ?? this.wiring.calls.find((c) => c.path === fn.path && c.variable === fn.name && /(^|\.)function_tool$/.test(c.callee));
    const literal = (key: string): unknown => decorator?.args[key]?.value;
    const options: FunctionToolOptions = {
      ...(typeof literal('name_override') === 'string' ? { nameOverride: literal('name_override') as string } : {}),
      ...(typeof literal('description_override') === 'string' ? { descriptionOverride: literal('description_override') as string } : {}),
      ...(/^(google|numpy|sphinx)$/.test(String(literal('docstring_style'))) ? { docstringStyle: literal('docstring_style') as FunctionToolOptions['docstringStyle'] } : {}),
      ...(literal('use_docstring_info') === false ? { useDocstringInfo: false } : {}),
      ...(literal('strict_mode') === false ? { strictMode: false } : {}),
    };
    const schema = functionToolSchema(fn, options);
    const units = [fn.unitKey && this.wiring.here(fn.path, fn.unitKey), ...(decorator ? this.wiring.unitsOfCall(decorator) : [])].filter((id): id is string => typeof id === 'string');
    if ('error' in schema) {
      agent.assumptions.push(`the parameters of ${fn.name} could not be rendered (${schema.error}): sent without them`);
      const description = options.descriptionOverride ?? (fn.docstring === undefined ? '' : (funcDocumentation(fn.docstring, options.docstringStyle).description ?? ''));
      agent.tools.push({ json: functionTool('python', options.nameOverride ?? fn.name, description, HANDOFF_PARAMETERS.python), units });
      return;
    }
    agent.tools.push({ json: { ...schema }, units });
  }

  private handoff(agent: SdkAgent, item: ArgumentItem): void {
    const made = item.kind === 'call' && /(^|\.)handoff$/.test(item.call.callee) ? item.call : undefined;
    const targetItem = made ? this.wiring.items(made.path, made.line, arg(made, 'agent', '0') ?? { units: [], names: [], calls: [], order: [], source: '' })[0] : item;
    const target = targetItem && this.agentNamed(targetItem);
    const name = target && sdkName(target);
    if (!target || name === undefined) return void agent.assumptions.push(`a handoff of ${this.label(agent.call)} names no agent ctxguard found: priced without it`);
    agent.handoffTargets.push(target);
    agent.files.add(target.path);
    const override = made && arg(made, 'tool_description_override', 'toolDescriptionOverride');
    const ownDescription = arg(target, 'handoff_description', 'handoffDescription');
    const [source, describedBy] = override ? [made!, override] : [target, ownDescription];
    const units = this.wiring.textOf(source, describedBy);
    const read = describedBy ? this.wiring.text(source.path, source.line, describedBy)?.text : '';
    if (read === undefined) {
      agent.unrendered.push(...units);
      agent.assumptions.push(`the description of the handoff to ${name} is built at run time: priced as the text the code holds`);
    }
    const description = override ? (read ?? '') : `Handoff to the ${name} agent to handle the request. ${read ?? ''}`;
    const toolName = (made && arg(made, 'tool_name_override', 'toolNameOverride')?.text) ?? functionStyleName(`transfer_to_${name}`, agent.language);
    if (made && arg(made, 'input_type', 'inputType')) agent.assumptions.push(`the handoff to ${name} takes an input type: its schema is priced as an empty one`);
    agent.tools.push({ json: handoffTool(agent.language, toolName, description), units: read === undefined ? [] : units });
  }

  private output(agent: SdkAgent, output: CallArgument): void {
    const schema = agent.language === 'javascript' ? this.zodObject(agent.call.path, agent.call.line, output) : undefined;
    const format = schema && outputFormat(schema);
    if (!format) return void agent.assumptions.push(`the output type of ${this.label(agent.call)} is priced by its descriptions alone`);
    agent.outputFormat = { json: format, units: this.wiring.own(agent.call, output) };
  }
}
