import type { CallArgument, CodeCall } from '../extract/code/code-calls.js';
import { CodeWiring, Sends, uniqueNames } from './code-wiring.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';

const LABEL = 'OpenAI Agents SDK';

/**
 * `Runner.run(..., max_turns=10)`: a run stops (MaxTurnsExceeded) after ten model calls, with no
 * final-answer call (openai-agents-python `src/agents/run.py`, DEFAULT_MAX_TURNS; docs/architecture.md, "Frameworks").
 */
export const AGENTS_SDK_MAX_TURNS = 10;

/** An `Agent(...)` or `Agent.create(...)` of the SDK, not another framework's `Agent`. */
function isAgentCall(call: CodeCall): boolean {
  const module = call.module ?? '';
  return /^(Agent|Agent\.create)$/.test(call.callee) && (module === 'agents' || module.startsWith('agents.') || module.startsWith('@openai/agents'));
}

/** The name the SDK knows an agent by: its `name=`, else its variable. */
function agentName(call: CodeCall): string {
  return call.args.name?.text ?? call.variable ?? `Agent at ${call.path}:${call.line}`;
}

const arg = (call: CodeCall, ...names: string[]): CallArgument | undefined => names.map((n) => call.args[n]).find((a) => a !== undefined);

/**
 * The OpenAI Agents SDK, Python `agents` and JavaScript `@openai/agents` (docs/architecture.md,
 * "Frameworks"; run model 8a): one agent per `Agent(...)`. Each model call of an agent sends its
 * instructions, its tools and its output schema, and one `transfer_to_<name>` tool per handoff
 * described as "Handoff to the {name} agent to handle the request. {handoff_description}", or by
 * the handoff's `tool_description_override`. After a handoff the target's instructions and tools
 * replace the source's: the target is priced as its own agent, whose run is the scenario's (the
 * history handed over stands in the scenario's task), so the source only names the target's
 * instructions as another agent's. `agent.as_tool(...)` sends its tool description in the parent;
 * the sub-agent's instructions are sent in its own run.
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
    const calls = uniqueNames(wiring.calls.filter(isAgentCall).map((call) => ({ call, name: agentName(call), path: call.path })));
    const foundName = new Map(calls.map((c) => [c.call, `${c.unique} (${LABEL})`]));
    const agentCalled = (path: string, name: string | undefined): CodeCall | undefined => (name ? wiring.callNamed(path, name, isAgentCall) : undefined);
    const instructions = (call: CodeCall): string[] => wiring.textOf(call, arg(call, 'instructions'));

    return calls.map(({ call }): FoundAgent => {
      const sends = new Sends();
      const each = { kind: 'every-request' } as const;
      const elsewhere = (target: CodeCall) => ({ kind: 'other-agent', agent: foundName.get(target)! }) as const;
      sends.add(instructions(call), each);
      // Its own handoff description is a tool of the agents that hand off to it, not of its own requests.
      sends.add(wiring.own(call, arg(call, 'handoff_description', 'handoffDescription')), { kind: 'never', reason: 'sent by the agents that hand off to this one' });
      // Its output schema is sent with every request (the Responses API's text format).
      const output = arg(call, 'output_type', 'outputType');
      sends.add([...wiring.own(call, output), ...(output?.names ?? []).flatMap((n) => wiring.schema(call.path, n))], each);

      const tools = arg(call, 'tools');
      sends.add((tools?.names ?? []).flatMap((n) => wiring.tool(call.path, n)), each);
      for (const made of tools?.calls ?? []) {
        const asTool = /^(.+)\.(as_tool|asTool)$/.exec(made.callee);
        sends.add(asTool ? Object.values(made.args).flatMap((a) => wiring.own(made, a)) : wiring.unitsOfCall(made), each);
        const sub = agentCalled(call.path, asTool?.[1]);
        if (sub) sends.add(instructions(sub), elsewhere(sub));
      }

      const handoffs = arg(call, 'handoffs');
      const handOff = (target: CodeCall | undefined, override: string[]): void => {
        if (!target) return;
        sends.add(override.length ? override : wiring.own(target, arg(target, 'handoff_description', 'handoffDescription')), each);
        sends.add(instructions(target), elsewhere(target));
      };
      for (const name of handoffs?.names ?? []) handOff(agentCalled(call.path, name), []);
      for (const made of handoffs?.calls ?? []) {
        if (!/(^|\.)handoff$/.test(made.callee)) continue;
        const target = arg(made, 'agent', '0')?.names[0];
        handOff(agentCalled(call.path, target), wiring.own(made, arg(made, 'tool_description_override', 'toolDescriptionOverride')));
      }
      return { name: foundName.get(call)!, framework: LABEL, sends: sends.map, settings: { steps: AGENTS_SDK_MAX_TURNS } };
    });
  },
};
