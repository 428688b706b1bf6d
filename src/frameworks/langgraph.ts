import type { CodeCall } from '../extract/code/code-calls.js';
import { argument, CodeWiring, Sends, uniqueNames } from './code-wiring.js';
import type { Delivery } from './delivery.js';
import { boundTools } from './langgraph/bound-tools.js';
import type { RenderedPart } from './rendered-part.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';

const LABEL = 'LangGraph';

/** LangGraph's prebuilt ReAct agent, and LangChain's `create_agent` that replaces it since LangGraph 1.0. */
type Maker = 'react' | 'create-agent';

function makerOf(call: CodeCall): Maker | undefined {
  const module = call.module ?? '';
  const name = call.callee.split('.').at(-1);
  if ((name === 'create_react_agent' || name === 'createReactAgent') && /^(langgraph|@langchain\/langgraph)/.test(module)) return 'react';
  if ((name === 'create_agent' && module.startsWith('langchain')) || (name === 'createAgent' && /^langchain(\/|$)/.test(module))) return 'create-agent';
  return undefined;
}

const arg = argument;

/** Where each maker takes its prompt: `prompt=` (and its older names), `system_prompt=`. */
const PROMPT_ARGUMENTS = ['prompt', 'system_prompt', 'systemPrompt', 'state_modifier', 'stateModifier', 'messages_modifier', 'messageModifier'];

const EVERY: Delivery = { kind: 'every-request' };
const RENDERED: Delivery = { kind: 'rendered', as: EVERY };

/**
 * LangGraph's `create_react_agent(model, tools, prompt=...)` and LangChain's `create_agent(model,
 * tools, system_prompt=...)`, Python and JavaScript (docs/architecture.md, "Rendered requests"; run
 * model 8b). The prompt is prepended to the messages of every model call and never stored in the
 * state; the tools are bound to the model, so their schemas go with every call, rendered as the chat
 * model posts them (`langgraph/bound-tools.ts`). A `response_format` of
 * create_react_agent is asked for in one more call after the loop, which sends the history (without
 * the prompt and the tools) and the schema; create_agent sends its schema with every call instead
 * (as a tool, or as the provider's response format).
 *
 * No step setting: the recursion limit counts graph steps, two per model step (model, tools), and
 * LangGraph's default is 250 (`LANGGRAPH_DEFAULT_RECURSION_LIMIT`), about 124 model steps, well
 * above a scenario's; it was 25 (12 model steps) before.
 */
export const langgraph: FrameworkProfile = {
  id: 'langgraph',
  label: LABEL,
  sdkModules: { python: ['langgraph'], javascript: ['@langchain/langgraph'] },
  code: {
    // `create_react_agent(prompt=...)` is the agent's system prompt; `state_modifier` and
    // `messages_modifier` are its names before `prompt`.
    promptArguments: { state_modifier: 'system', messages_modifier: 'system' },
    argumentRoles: [{ callee: /agent/i, argument: 'prompt', role: 'system' }],
    recordedCalls: ['create_react_agent', 'createReactAgent', 'create_agent', 'createAgent'],
    // `create_react_agent(model, tools)` takes the model first.
    modelCallees: { python: [{ module: 'langgraph.prebuilt', names: ['create_react_agent'] }] },
  },
  findAgents(repository: RepositoryUnits): FoundAgent[] {
    const wiring = new CodeWiring(repository);
    const made = wiring.calls.flatMap((call) => {
      const maker = makerOf(call);
      return maker ? [{ call, maker, path: call.path, name: call.args.name?.text ?? call.variable ?? `agent at ${call.path}:${call.line}` }] : [];
    });
    return uniqueNames(made).map(({ call, maker, unique }): FoundAgent => {
      const { value: request, reads } = wiring.track(() => agentRequest(wiring, call));
      const sends = new Sends();
      sends.add(request.units, RENDERED);
      const prompt = arg(call, ...PROMPT_ARGUMENTS);
      sends.add(wiring.textOf(call, prompt), EVERY);
      const tools = arg(call, 'tools', '1');
      sends.add([...wiring.own(call, tools), ...(tools?.names ?? []).flatMap((n) => wiring.tool(call.path, n)), ...(tools?.calls ?? []).flatMap((c) => wiring.unitsOfCall(c))], EVERY);
      const format = arg(call, 'response_format', 'responseFormat');
      const structured: Delivery = maker === 'react' ? { kind: 'side-call', call: 'structured-response', readsHistory: true } : EVERY;
      sends.add([...wiring.own(call, format), ...(format?.names ?? []).flatMap((n) => wiring.schema(call.path, n))], structured);
      const assumptions = [...request.assumptions, ...(format ? ['the response format is priced by its descriptions alone'] : [])];
      return { name: `${unique} (${LABEL})`, framework: LABEL, sends: sends.map, settings: {}, request: request.parts, reads: new Set([call.path, ...request.files, ...reads]), assumptions };
    });
  },
};

/**
 * What every model call of the agent posts: the prompt as the system message before the history,
 * and the bound tools as the chat model posts them (docs/architecture.md, "Rendered requests").
 */
function agentRequest(wiring: CodeWiring, call: CodeCall): { parts: RenderedPart[]; units: string[]; files: string[]; assumptions: string[] } {
  const parts: RenderedPart[] = [];
  const units: string[] = [];
  const assumptions: string[] = [];
  const promptArg = arg(call, ...PROMPT_ARGUMENTS);
  const prompt = promptArg && wiring.text(call.path, call.line, promptArg);
  if (prompt) {
    parts.push({ key: 'prompt', delivery: EVERY, text: prompt.text });
    units.push(...wiring.textOf(call, promptArg));
  } else if (promptArg) assumptions.push('the prompt is built at run time: priced as the text the code holds');
  const bound = boundTools(wiring, call, arg(call, 'tools', '1'));
  if (bound.tools.length > 0) parts.push({ key: 'tools', delivery: EVERY, text: JSON.stringify(bound.tools.map((t) => t.json)) });
  units.push(...bound.tools.flatMap((t) => t.units));
  assumptions.push(...bound.errors.map((e) => `${e}: priced by its descriptions alone`));
  return { parts, units, files: bound.files, assumptions };
}
