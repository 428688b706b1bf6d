import type { AgentConfig, ScenarioSettings } from '../config/config.js';
import { assertNever } from '../assert-never.js';
import { deliveryCopies, type Delivery, type SideCall } from '../frameworks/delivery.js';
import type { RenderedPart } from '../frameworks/rendered-part.js';
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
 * What a synthetic run is made of: its units summed by where the run carries them, and the tool
 * outputs in turn. Counts of units say whether a class is present at all, whatever its size: a
 * no-output wrapper replaces the usual one even when it is empty.
 */
export interface RunInputs {
  system: number;
  start: number;
  perStep: number;
  emptyStep: { tokens: number; units: number };
  truncatedStep: { tokens: number; units: number; aboveTokens: number };
  triggered: number;
  trailing: number;
  /** Sent with a requery per failure, and how many units say so. */
  requery: { tokens: number; units: number };
  /** Kept in the failed step's history, and how many units say so. */
  failedStep: { tokens: number; units: number };
  side: Record<SideCall, number>;
  /** Units that make the agent ask for a structured response. */
  structuredUnits: number;
  /** Tool results' sizes, in turn. */
  toolOutputs: number[];
}

/** Nothing sent: the start of every aggregate. */
export function emptyRunInputs(): RunInputs {
  return {
    system: 0,
    start: 0,
    perStep: 0,
    emptyStep: { tokens: 0, units: 0 },
    truncatedStep: { tokens: 0, units: 0, aboveTokens: 0 },
    triggered: 0,
    trailing: 0,
    requery: { tokens: 0, units: 0 },
    failedStep: { tokens: 0, units: 0 },
    side: { 'initial-plan': 0, 'update-plan': 0, 'final-answer': 0, 'structured-response': 0 },
    structuredUnits: 0,
    toolOutputs: [],
  };
}

export function copyRunInputs(inputs: RunInputs): RunInputs {
  return {
    ...inputs,
    emptyStep: { ...inputs.emptyStep },
    truncatedStep: { ...inputs.truncatedStep },
    requery: { ...inputs.requery },
    failedStep: { ...inputs.failedStep },
    side: { ...inputs.side },
    toolOutputs: [...inputs.toolOutputs],
  };
}

/**
 * Adds a unit to a run's inputs (`sign` 1) or takes it out (-1), every copy of a repeated delivery as
 * its copy is sent. Tool results are not summed: the caller places their sizes in turn
 * (`toolResultCopies`).
 */
export function addUnit(inputs: RunInputs, agent: Pick<ScenarioSettings, 'invoke'>, delivery: Delivery, tokens: number, sign: 1 | -1): void {
  const t = sign * tokens;
  for (const copy of deliveryCopies(delivery)) {
    switch (copy.kind) {
      case 'every-request':
        inputs.system += t;
        break;
      case 'start':
        inputs.start += t;
        break;
      case 'invoked':
        if (invokes(agent, copy.name)) inputs.start += t;
        break;
      case 'after-history':
        inputs.trailing += t;
        break;
      case 'per-step':
        if (copy.instead?.output === 'empty') {
          inputs.emptyStep.tokens += t;
          inputs.emptyStep.units += sign;
        } else if (copy.instead?.output === 'truncated') {
          inputs.truncatedStep.tokens += t;
          inputs.truncatedStep.units += sign;
          inputs.truncatedStep.aboveTokens = copy.instead.aboveTokens;
        } else inputs.perStep += t;
        break;
      case 'on-trigger':
      case 'while-matching':
        inputs.triggered += t;
        break;
      case 'side-call':
        inputs.side[copy.call] += t;
        if (copy.call === 'structured-response') inputs.structuredUnits += sign;
        break;
      case 'on-failure': {
        const slot = copy.replayed ? inputs.failedStep : inputs.requery;
        slot.tokens += t;
        slot.units += sign;
        break;
      }
      // Priced through the agent's rendered request (`RenderedPart`), not unit by unit: `rendered`.
      case 'tool-result':
      case 'other-agent':
      case 'never':
      case 'repeated':
      case 'rendered':
        break;
      default:
        assertNever(copy);
    }
  }
}

/** How many tool results a unit sent this way is: one per tool-result copy. */
export function toolResultCopies(delivery: Delivery): number {
  return deliveryCopies(delivery).filter((d) => d.kind === 'tool-result').length;
}

/**
 * A rendered request's parts as the run sizes them (docs/architecture.md, "Rendered requests"): each
 * its text's tokens, and the scenario's task where the part carries it.
 */
export function sizedParts(parts: readonly RenderedPart[], count: (text: string) => number, taskTokens: number): SizedUnit[] {
  return parts.map((part) => ({ delivery: part.delivery, tokens: count(part.text) + (part.carriesTask ? taskTokens : 0) }));
}

/** A run's inputs from its units, in order. */
export function runInputs(agent: Pick<ScenarioSettings, 'invoke'>, units: readonly SizedUnit[]): RunInputs {
  const inputs = emptyRunInputs();
  for (const { delivery, tokens } of units) {
    addUnit(inputs, agent, delivery, tokens, 1);
    for (let i = toolResultCopies(delivery); i > 0; i--) inputs.toolOutputs.push(tokens);
  }
  return inputs;
}

/**
 * The synthetic run of an agent (docs/architecture.md, "Delivery"): a system message holding the
 * prefix units and recalled memory; a first user message holding the task and what is sent once;
 * then per step the model's output and its tool results, each step's first result carrying the
 * per-step wrappers; the triggered units as a message before the trigger step's request; side
 * calls at the steps the scenario makes them. Tool results take their sizes from `tool-result` units
 * in turn, or the scenario's declared sizes.
 */
export function scenarioRun(agent: AgentConfig, units: readonly SizedUnit[] | RunInputs): ScenarioRun {
  const inputs = Array.isArray(units) ? runInputs(agent, units) : (units as RunInputs);
  const perStep = inputs.perStep;
  // A wrapper for steps with no output, or with output past a limit, replaces the usual one there.
  const emptyStep = inputs.emptyStep.units > 0 ? inputs.emptyStep.tokens : undefined;
  const truncatedStep = inputs.truncatedStep.units > 0 ? inputs.truncatedStep : undefined;
  const triggered = inputs.triggered;
  const messages: SizedMessage[] = [
    { role: 'system', tokens: agent.recalledMemoryTokens + inputs.system, argsTokens: 0 },
    { role: 'user', tokens: agent.taskTokens + inputs.start, argsTokens: 0 },
  ];
  // Recorded or fixture outputs first; declared sizes where there are none.
  const sizes = inputs.toolOutputs.length ? inputs.toolOutputs : Object.values(agent.toolOutputSizes);
  const trigger = triggered > 0 ? triggerStep(agent) : 0;
  const failed = new Set(failedSteps(agent));
  const failedStepTokens = inputs.failedStep.tokens;
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
  // How a failure is paid: a requery (SWE-agent's format errors, and any agent that says nothing of
  // its failures), or only as the failed step's own text when all the agent says is that (smolagents).
  const requeries = inputs.requery.units > 0 || inputs.failedStep.units === 0;
  return { messages, trailingTokens: inputs.trailing, sideCalls: sideCalls(agent, inputs.side, requeries ? inputs.requery.tokens : undefined, inputs.structuredUnits > 0) };
}

/**
 * smolagents' planning: the initial plan before step 1 reads only its template; an update before
 * every step where `(step - 1) % interval == 0` reads the history in summary mode, without the
 * system prompt (its own system message, `update_plan_pre_messages`, takes its place), the model's
 * messages or earlier plans; each plan stays in the history of the steps.
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
        ...(initial ? {} : { summary: true }),
        label: initial ? 'initial-plan' : 'update-plan',
      });
    }
  }
  if (agent.reachesMaxSteps) calls.push({ beforeStep: agent.steps, ownTokens: side['final-answer'], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0, label: 'final-answer' });
  // LangGraph's create_react_agent: after the loop, the history without the prompt, and the schema.
  if (structured) calls.push({ beforeStep: agent.steps, ownTokens: side['structured-response'], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0, label: 'structured-response' });
  if (failureTokens !== undefined) {
    for (const step of failedSteps(agent)) calls.push({ beforeStep: step, ownTokens: output + failureTokens, readsHistory: true, outputTokens: output, replayedTokens: 0, label: 'requery' });
  }
  return calls;
}

/** The steps that fail, the scenario's `failures_per_run` spread evenly over the run. */
function failedSteps(agent: Pick<AgentConfig, 'steps' | 'failuresPerRun'>): number[] {
  return Array.from({ length: agent.failuresPerRun }, (_, i) => Math.max(1, Math.round(((i + 1) * agent.steps) / (agent.failuresPerRun + 1))));
}

/** One simulated run of the agent with the given units, or with their sums. */
export function runScenario(agent: AgentConfig, model: ModelSpec, units: readonly SizedUnit[] | RunInputs): SimulationResult {
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
