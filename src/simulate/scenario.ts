import { Minimatch } from 'minimatch';
import type { AgentConfig } from '../config/config.js';
import type { Role } from '../extract/prompt-unit.js';
import type { ModelSpec } from '../models/model.js';
import { createPolicy, policyWindow } from './policies/policy-spec.js';
import { simulate, type SimulationResult } from './simulator.js';
import type { SizedMessage } from './trace.js';

/** A unit as the scenario sees it: where it sits in a run, and its size. */
export interface SizedUnit {
  role: Role;
  tokens: number;
}

/** Roles joined into the request's prefix (the system message and tool list): sent every request. */
const PREFIX_ROLES: ReadonlySet<Role> = new Set(['instructions', 'system', 'tool-schema', 'tool-description', 'example', 'other']);

/**
 * The synthetic run of an agent (DESIGN 2): a system message holding every always-sent unit and the
 * recalled memory; a task message holding the templates; then, per step, the model's output and its
 * tool calls' results. Tool results take their sizes from `tool-output` units in turn, or the
 * scenario's default size.
 */
export function scenarioTrace(agent: AgentConfig, units: SizedUnit[]): SizedMessage[] {
  let system = agent.recalledMemoryTokens;
  let task = agent.taskTokens;
  const toolOutputs: number[] = [];
  for (const u of units) {
    if (PREFIX_ROLES.has(u.role)) system += u.tokens;
    else if (u.role === 'template') task += u.tokens;
    else toolOutputs.push(u.tokens);
  }
  const messages: SizedMessage[] = [
    { role: 'system', tokens: system, argsTokens: 0 },
    { role: 'user', tokens: task, argsTokens: 0 },
  ];
  // Recorded or fixture outputs first; declared sizes where there are none.
  const sizes = toolOutputs.length ? toolOutputs : Object.values(agent.toolOutputSizes);
  let call = 0;
  for (let step = 0; step < agent.steps; step++) {
    messages.push({ role: 'assistant', tokens: agent.outputTokensPerStep, argsTokens: 0, ...(agent.toolCallsPerStep ? { tool: 'tool' } : {}) });
    for (let c = 0; c < agent.toolCallsPerStep; c++) {
      const size = sizes.length ? sizes[call % sizes.length]! : agent.toolOutputTokens;
      messages.push({ role: 'tool', tokens: size, argsTokens: 0, tool: 'tool' });
      call++;
    }
  }
  return messages;
}

/** Which units an agent sends: those under its include globs, or every unit when it names none. */
export function agentSends(agent: Pick<AgentConfig, 'include'>): (unit: { path: string }) => boolean {
  const globs = agent.include.map((g) => new Minimatch(g, { dot: true, matchBase: !g.includes('/') }));
  return (unit) => globs.length === 0 || globs.some((m) => m.match(unit.path));
}

/** One simulated run of the agent with the given units. */
export function runScenario(agent: AgentConfig, model: ModelSpec, units: SizedUnit[]): SimulationResult {
  const window = policyWindow(agent.policy);
  return simulate(scenarioTrace(agent, units), {
    model,
    policy: createPolicy(agent.policy),
    caching: agent.caching,
    messageOverhead: agent.messageOverhead,
    ...(window === undefined ? {} : { window }),
  });
}

/** What a run costs: with the provider's caching when the scenario uses it. */
export function runCost(result: SimulationResult, caching: boolean): number {
  return caching ? result.totals.costUsd.cached : result.totals.costUsd.uncached;
}
