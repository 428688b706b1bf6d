import type { CodeCall } from '../extract/code/code-calls.js';
import { CodeWiring, Sends, uniqueNames } from './code-wiring.js';
import type { Delivery } from './delivery.js';
import { AgentReader, sdkName, type SdkAgent } from './openai-agents/agent-definition.js';
import type { FoundAgent, FrameworkProfile, ModelReference, RepositoryUnits } from './profile.js';
import type { RenderedPart } from './rendered-part.js';

const LABEL = 'OpenAI Agents SDK';

/**
 * `Runner.run(..., max_turns=10)`: a run stops (MaxTurnsExceeded) after ten model calls, with no
 * final-answer call (openai-agents-python `src/agents/run_config.py`, DEFAULT_MAX_TURNS; docs/architecture.md, "Frameworks").
 */
export const AGENTS_SDK_MAX_TURNS = 10;

/**
 * The model an agent without `model=` runs on: `get_default_model()` of openai-agents-python
 * `models/default_models.py` and agents-core `defaultModel` (the pinned versions), unless the
 * `OPENAI_DEFAULT_MODEL` variable says otherwise; a framework setting, so the config's model wins.
 */
export const AGENTS_SDK_DEFAULT_MODEL = 'gpt-5.6-luna';

/** The model an `Agent(...)` names: its `model=` string, or the model a model object is built with. */
function agentModel(call: CodeCall): { model?: ModelReference; unread?: boolean } {
  const arg = call.args.model;
  if (!arg) return {};
  const text = arg.text ?? arg.calls.map((c) => c.args.model?.text ?? c.args['0']?.text).find((t) => t !== undefined);
  return text === undefined ? { unread: true } : { model: { id: text, path: call.path, line: call.line } };
}

/** An `Agent(...)` or `Agent.create(...)` of the SDK, not another framework's `Agent`. */
function isAgentCall(call: CodeCall): boolean {
  const module = call.module ?? '';
  return /^(Agent|Agent\.create)$/.test(call.callee) && (module === 'agents' || module.startsWith('agents.') || module.startsWith('@openai/agents'));
}

const EVERY: Delivery = { kind: 'every-request' };
const RENDERED: Delivery = { kind: 'rendered', as: EVERY };

/**
 * The request parts of one agent: its instructions (the Responses API's `instructions`), the tools
 * it posts and its output format, all on every model call while it is the current agent.
 */
function requestParts(agent: SdkAgent): RenderedPart[] {
  const parts: RenderedPart[] = [];
  if (agent.instructions) parts.push({ key: 'instructions', delivery: EVERY, text: agent.instructions.text });
  // The request body as the SDK's client writes it (compact JSON); providers count tool definitions in their own framing.
  if (agent.tools.length > 0) parts.push({ key: 'tools', delivery: EVERY, text: JSON.stringify(agent.tools.map((t) => t.json)) });
  if (agent.outputFormat) parts.push({ key: 'text.format', delivery: EVERY, text: JSON.stringify(agent.outputFormat.json) });
  return parts;
}

/**
 * What a handoff's target finds in the history it is handed beside the task: the source's transfer
 * call (`{}`) and the SDK's answer to it, `{"assistant": "<name>"}` as each SDK writes it. The
 * source's other turns, which the target also receives, are not modelled.
 */
function handedOver(agent: SdkAgent): RenderedPart {
  const name = sdkName(agent.call) ?? '';
  const answer = agent.language === 'python' ? `{"assistant": ${JSON.stringify(name)}}` : JSON.stringify({ assistant: name });
  return { key: 'handoff.transfer', delivery: { kind: 'start' }, text: `{}${answer}` };
}

/**
 * The OpenAI Agents SDK, Python `agents` and JavaScript `@openai/agents` (docs/architecture.md,
 * "Rendered requests"; run model 8a): one agent per `Agent(...)`, its request rendered as the SDK
 * posts it. Each model call sends the agent's instructions and every tool it has: its function
 * tools (their schemas built from the code: pydantic's from a Python function's signature and
 * docstring, the Zod object's for JavaScript), each agent it runs as a tool (`as_tool`, one string
 * input), and one `transfer_to_<name>` tool per handoff described as "Handoff to the {name} agent to
 * handle the request. {handoff_description}" or by the handoff's override; then its output schema.
 * After a handoff the target's request replaces the source's: the target is priced as its own agent,
 * whose run is the scenario's, so the source names the target's instructions as another agent's.
 */
export const openaiAgents: FrameworkProfile = {
  id: 'openai-agents',
  label: LABEL,
  sdkModules: { python: ['agents'], javascript: ['@openai/agents*'] },
  code: {
    promptArguments: {
      handoff_description: 'tool-description',
      handoffDescription: 'tool-description',
      tool_description: 'tool-description',
      toolDescription: 'tool-description',
      tool_description_override: 'tool-description',
      toolDescriptionOverride: 'tool-description',
    },
    // An output type's docstring is sent as the schema's description.
    schemaArguments: ['output_type'],
    handoffCalls: ['handoff'],
    agentAsTool: [
      { name: 'tool_name', description: 'tool_description' },
      { name: 'toolName', description: 'toolDescription' },
    ],
    recordedCalls: ['Agent', 'Agent.create', 'tool', 'function_tool', 'FunctionTool', 'handoff'],
    // `@function_tool(description_override=...)` describes the tool in place of its docstring.
    python: { toolDecorators: ['function_tool'], toolDescriptionArguments: ['description_override'] },
    javascript: { toolCalls: ['tool'] },
  },
  findAgents(repository: RepositoryUnits): FoundAgent[] {
    const wiring = new CodeWiring(repository);
    const reader = new AgentReader(wiring, isAgentCall);
    const calls = uniqueNames(wiring.calls.filter(isAgentCall).map((call) => ({ call, name: sdkName(call) ?? call.variable ?? `Agent at ${call.path}:${call.line}`, path: call.path })));
    // By where the call is: a call reached through a name's binding is a copy of the one found.
    const where = (c: CodeCall): string => `${c.path}:${c.line}:${c.callee}:${sdkName(c) ?? c.variable ?? ''}`;
    const foundName = new Map(calls.map((c) => [where(c.call), `${c.unique} (${LABEL})`]));
    const read = calls.map(({ call }) => ({ call, ...wiring.track(() => reader.read(call)) }));
    // A handoff's target starts from the history handed over: the transfer call and its answer.
    const targets = new Set(read.flatMap(({ value }) => value.handoffTargets.map(where)));
    return read.map(({ call, value: agent, reads }): FoundAgent => {
      const sends = new Sends();
      const instructions = (c: CodeCall): string[] => wiring.textOf(c, c.args.instructions);
      // What the rendering read is priced through the parts; what it could not render, as written.
      sends.add(agent.instructions?.units ?? [], RENDERED);
      sends.add(instructions(call), EVERY);
      for (const tool of [...agent.tools, ...(agent.outputFormat ? [agent.outputFormat] : [])]) sends.add(tool.units, RENDERED);
      // What could not be rendered is priced as written.
      sends.add(agent.unrendered, EVERY);
      const output = call.args.output_type ?? call.args.outputType;
      sends.add([...wiring.own(call, output), ...(output?.names ?? []).flatMap((n) => wiring.schema(call.path, n))], EVERY);
      // Its own handoff description is a tool of the agents that hand off to it, not of its own requests.
      sends.add(wiring.own(call, call.args.handoff_description ?? call.args.handoffDescription), { kind: 'never', reason: 'sent by the agents that hand off to this one' });
      for (const other of [...agent.handoffTargets, ...agent.subAgents]) {
        const name = foundName.get(where(other));
        if (name) sends.add(instructions(other), { kind: 'other-agent', agent: name });
      }
      const { model, unread } = agentModel(call);
      return {
        name: foundName.get(where(call))!,
        framework: LABEL,
        sends: sends.map,
        settings: { steps: AGENTS_SDK_MAX_TURNS, ...(call.args.model ? {} : { model: AGENTS_SDK_DEFAULT_MODEL }) },
        ...(model ? { model } : {}),
        // Without a model it names, the agent runs on the SDK's default, never on a model another agent of its file names.
        ...(unread || !model ? { modelUnread: true } : {}),
        request: [...requestParts(agent), ...(targets.has(where(call)) ? [handedOver(agent)] : [])],
        reads: new Set([...agent.files, ...reads]),
        assumptions: agent.assumptions,
      };
    });
  },
};
