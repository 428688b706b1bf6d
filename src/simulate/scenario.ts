import type { AgentConfig, ScenarioSettings } from '../config/config.js';
import { deliveryCopies, type Delivery, type SideCall } from '../frameworks/delivery.js';
import type { ModelSpec } from '../models/model.js';
import { createPolicy, policyWindow } from './policies/policy-spec.js';
import { simulate, type SideCallRequest, type SimulationResult } from './simulator.js';
import type { SizedMessage } from '../trace/trace.js';

/** A unit as the scenario sees it: how a run sends it, and its size. */
export interface SizedUnit {
  delivery: Delivery;
  tokens: number;
}

/** A synthetic run: its messages, and what is sent beside them. */
export interface ScenarioRun {
  messages: SizedMessage[];
  /** Rebuilt after the history on every request. */
  trailingTokens: number;
  sideCalls: SideCallRequest[];
}

/**
 * The request (1-based) from which triggered units are sent: the scenario's, or the middle of the
 * run, so that they are paid on the second half of its requests.
 */
export function triggerStep(agent: Pick<ScenarioSettings, 'steps' | 'triggerStep'>): number {
  return Math.min(agent.triggerStep ?? Math.floor(agent.steps / 2) + 1, agent.steps);
}

/** Whether the scenario's user invokes this skill, command or rule. */
export function invokes(agent: Pick<ScenarioSettings, 'invoke'>, name: string): boolean {
  return agent.invoke.some((n) => n === '*' || n === name);
}

/**
 * The synthetic run of an agent (docs/architecture.md, "Delivery"): a system message holding the
 * prefix units and recalled memory; a first user message holding the task and what is sent once;
 * then per step the model's output and its tool results, each step's first result carrying the
 * per-step wrappers; the triggered units as a message before the trigger step's request; side
 * calls at the steps the scenario makes them. Tool results take their sizes from `tool-result` units
 * in turn, or the scenario's declared sizes.
 */
export function scenarioRun(agent: AgentConfig, units: SizedUnit[]): ScenarioRun {
  let system = agent.recalledMemoryTokens;
  let start = agent.taskTokens;
  let perStep = 0;
  // A wrapper for steps with no output, or with output past a limit, replaces the usual one there.
  let emptyStep: number | undefined;
  let truncatedStep: { tokens: number; aboveTokens: number } | undefined;
  let triggered = 0;
  let trailingTokens = 0;
  let failureTokens = 0;
  let failedStepTokens = 0;
  // How a failure is paid: a requery (SWE-agent's format errors, and any agent that says nothing of
  // its failures), or only as the failed step's own text when all the agent says is that (smolagents).
  let requeryText = false;
  let inStepText = false;
  const side: Record<SideCall, number> = { 'initial-plan': 0, 'update-plan': 0, 'final-answer': 0, 'structured-response': 0 };
  // A structured response is asked for whenever the agent has a response schema, whatever its size.
  let structured = false;
  const toolOutputs: number[] = [];
  // A unit sent more than once is paid once per copy, each as its copy is sent.
  const copies = units.flatMap(({ delivery, tokens }) => deliveryCopies(delivery).map((copy) => ({ delivery: copy, tokens })));
  for (const { delivery, tokens } of copies) {
    switch (delivery.kind) {
      case 'every-request':
        system += tokens;
        break;
      case 'start':
        start += tokens;
        break;
      case 'invoked':
        if (invokes(agent, delivery.name)) start += tokens;
        break;
      case 'after-history':
        trailingTokens += tokens;
        break;
      case 'per-step':
        if (delivery.instead?.output === 'empty') emptyStep = (emptyStep ?? 0) + tokens;
        else if (delivery.instead?.output === 'truncated') truncatedStep = { tokens: (truncatedStep?.tokens ?? 0) + tokens, aboveTokens: delivery.instead.aboveTokens };
        else perStep += tokens;
        break;
      case 'tool-result':
        toolOutputs.push(tokens);
        break;
      case 'on-trigger':
      case 'while-matching':
        triggered += tokens;
        break;
      case 'side-call':
        side[delivery.call] += tokens;
        if (delivery.call === 'structured-response') structured = true;
        break;
      case 'on-failure':
        if (delivery.replayed) {
          failedStepTokens += tokens;
          inStepText = true;
        } else {
          failureTokens += tokens;
          requeryText = true;
        }
        break;
      case 'other-agent':
      case 'never':
      case 'repeated':
        break;
    }
  }
  const messages: SizedMessage[] = [
    { role: 'system', tokens: system, argsTokens: 0 },
    { role: 'user', tokens: start, argsTokens: 0 },
  ];
  // Recorded or fixture outputs first; declared sizes where there are none.
  const sizes = toolOutputs.length ? toolOutputs : Object.values(agent.toolOutputSizes);
  const trigger = triggered > 0 ? triggerStep(agent) : 0;
  const failed = new Set(failedSteps(agent));
  let call = 0;
  for (let step = 1; step <= agent.steps; step++) {
    if (step === trigger) messages.push({ role: 'user', tokens: triggered, argsTokens: 0 });
    messages.push({ role: 'assistant', tokens: agent.outputTokensPerStep, argsTokens: 0, ...(agent.toolCallsPerStep ? { tool: 'tool' } : {}) });
    for (let c = 0; c < agent.toolCallsPerStep; c++) {
      const size = sizes.length ? sizes[call % sizes.length]! : agent.toolOutputTokens;
      const wrapper = size === 0 && emptyStep !== undefined ? emptyStep : truncatedStep && size > truncatedStep.aboveTokens ? truncatedStep.tokens : perStep;
      messages.push({ role: 'tool', tokens: size + (c === 0 ? wrapper : 0), argsTokens: 0, tool: 'tool' });
      call++;
    }
    if (agent.toolCallsPerStep === 0 && perStep > 0) messages.push({ role: 'user', tokens: perStep, argsTokens: 0 });
    // A failed step keeps its error text in the history, replayed from the next request on.
    if (failed.has(step) && failedStepTokens > 0) messages.push({ role: 'user', tokens: failedStepTokens, argsTokens: 0 });
  }
  const requeries = requeryText || !inStepText;
  return { messages, trailingTokens, sideCalls: sideCalls(agent, side, requeries ? failureTokens : undefined, structured) };
}

/**
 * smolagents' planning: the initial plan before step 1 reads only its template; an update before
 * every step where `(step - 1) % interval == 0` reads the history without the system prompt (its
 * own system message, `update_plan_pre_messages`, takes its place); each plan stays in the history.
 * A final answer after the last step when the run reaches its step limit, the history again without
 * the system prompt (`final_answer.pre_messages` replaces it); a structured response after it when
 * the agent has a response schema (LangGraph). A requery per failure, spread over the run, sending
 * the history, the failed output and the failure template, unless `failureTokens` is undefined (the
 * agent's failures are only its failed steps' own text).
 */
function sideCalls(agent: AgentConfig, side: Record<SideCall, number>, failureTokens: number | undefined, structured: boolean): SideCallRequest[] {
  const calls: SideCallRequest[] = [];
  const output = agent.outputTokensPerStep;
  if (agent.planningInterval) {
    for (let step = 1; step <= agent.steps; step += agent.planningInterval) {
      const initial = step === 1;
      calls.push({
        beforeStep: step - 1,
        ownTokens: initial ? side['initial-plan'] : side['update-plan'],
        readsHistory: !initial,
        readsSystem: false,
        outputTokens: output,
        replayedTokens: output,
      });
    }
  }
  if (agent.reachesMaxSteps) calls.push({ beforeStep: agent.steps, ownTokens: side['final-answer'], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0 });
  // LangGraph's create_react_agent: after the loop, the history without the prompt, and the schema.
  if (structured) calls.push({ beforeStep: agent.steps, ownTokens: side['structured-response'], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0 });
  if (failureTokens !== undefined) {
    for (const step of failedSteps(agent)) calls.push({ beforeStep: step, ownTokens: output + failureTokens, readsHistory: true, outputTokens: output, replayedTokens: 0 });
  }
  return calls;
}

/** The steps that fail, the scenario's `failures_per_run` spread evenly over the run. */
function failedSteps(agent: Pick<AgentConfig, 'steps' | 'failuresPerRun'>): number[] {
  return Array.from({ length: agent.failuresPerRun }, (_, i) => Math.max(1, Math.round(((i + 1) * agent.steps) / (agent.failuresPerRun + 1))));
}

/** One simulated run of the agent with the given units. */
export function runScenario(agent: AgentConfig, model: ModelSpec, units: SizedUnit[]): SimulationResult {
  const window = policyWindow(agent.policy);
  const run = scenarioRun(agent, units);
  return simulate(run.messages, {
    model,
    policy: createPolicy(agent.policy),
    caching: agent.caching,
    cacheLayout: agent.cacheBreakpoints,
    messageOverhead: agent.messageOverhead,
    trailingTokens: run.trailingTokens,
    sideCalls: run.sideCalls,
    ...(window === undefined ? {} : { window }),
  });
}

/** What a run costs: with the provider's caching when the scenario uses it. */
export function runCost(result: SimulationResult, caching: boolean): number {
  return caching ? result.totals.costUsd.cached : result.totals.costUsd.uncached;
}
