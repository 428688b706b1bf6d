import type { Role } from '../extract/prompt-unit.js';
import { assertNever } from '../assert-never.js';

/**
 * When a run sends a unit, and so how often it is paid (docs/architecture.md, "Delivery"). A
 * framework profile says it for the units it knows; a unit no profile claims gets the delivery of
 * its role (`roleDelivery`).
 */
export type Delivery =
  /** Rebuilt into the request's prefix (system message, tool list) for every request: the P term. */
  | { kind: 'every-request' }
  /** One message at the start of the run, replayed in every request: clearing and compaction apply. */
  | { kind: 'start' }
  /** Rebuilt after the history for every request (aider's reminder, its chat files): never cached. */
  | { kind: 'after-history' }
  /**
   * Appended at every step and replayed from then on (observation wrappers): the quadratic term.
   * With `instead`, only at the steps whose output is of that case, in place of the usual wrapper.
   */
  | { kind: 'per-step'; instead?: StepCase }
  /** What a tool returns: one tool result per call, replayed until a policy clears it. */
  | { kind: 'tool-result' }
  /** Enters the history at the scenario's trigger step (a nested rule read with a file) and stays. */
  | { kind: 'on-trigger'; what: string }
  /** Sent while the run works on files matching `paths`, from the trigger step on. */
  | { kind: 'while-matching'; paths: string[] }
  /** Sent only when the scenario invokes `name` (a slash command, a skill body): not by default. */
  | { kind: 'invoked'; name: string }
  /** Its own request (a planning or final-answer call), never replayed; `readsHistory` when it sends the run so far. */
  | { kind: 'side-call'; call: SideCall; readsHistory: boolean }
  /** Sent in another agent's run (a subagent's system prompt): this agent pays its description and result. */
  | { kind: 'other-agent'; agent: string }
  /**
   * Sent when a step fails, once per failure: with a requery that is then dropped (SWE-agent's format
   * errors), or, `replayed`, as the failed step's own message, kept in the history (smolagents' error
   * and retry advice, SWE-agent's timeout wrapper).
   */
  | { kind: 'on-failure'; replayed?: boolean }
  /**
   * Never sent: past a size cap, or a body behind a description that is not invoked. `cap` marks text
   * past a tool's size cap, in the measure the cap counts (the report points it out).
   */
  | { kind: 'never'; reason: string; cap?: CapMeasure }
  /**
   * Sent more than once, each copy as its own delivery: aider's reminder in the system text and
   * again after the history; a ToolCallingAgent's tool rendered in the system prompt and as a schema.
   */
  | { kind: 'repeated'; copies: readonly Delivery[] }
  /**
   * Read by the framework to render the agent's request (a template, a tool's docstring, the
   * instructions): priced through the rendered request, never unit by unit; `as` says how the
   * rendered text that carries it is sent (docs/architecture.md, "Rendered requests").
   */
  | { kind: 'rendered'; as: Delivery };

/**
 * A step whose tool output is empty, or longer than a limit, is wrapped in its own template in place
 * of the usual one (SWE-agent's `next_step_no_output_template`, `next_step_truncated_observation_template`).
 */
export type StepCase = { output: 'empty' } | { output: 'truncated'; aboveTokens: number };

/** What a size cap counts: Codex's AGENTS.md budget is bytes, Windsurf's rule limits characters. */
export type CapMeasure = 'bytes' | 'characters';

export type DeliveryKind = Delivery['kind'];

/** The single deliveries a unit is sent with: one, or each copy of a repeated one. */
export function deliveryCopies(delivery: Delivery): Delivery[] {
  return delivery.kind === 'repeated' ? delivery.copies.flatMap(deliveryCopies) : [delivery];
}

/** How the text carrying this unit is sent: a rendered unit's rendering, else itself. */
export function sentAs(delivery: Delivery): Delivery {
  return delivery.kind === 'rendered' ? delivery.as : delivery;
}

/**
 * Whether the agent itself sends the text in some request of a run, however rarely: what counts as
 * its prompt material. Never-sent text and another agent's context are not.
 */
export function sendsItself(delivery: Delivery): boolean {
  switch (delivery.kind) {
    case 'never':
    case 'other-agent':
      return false;
    case 'repeated':
      return delivery.copies.some(sendsItself);
    case 'rendered':
      return sendsItself(delivery.as);
    case 'every-request':
    case 'start':
    case 'after-history':
    case 'per-step':
    case 'tool-result':
    case 'on-trigger':
    case 'while-matching':
    case 'invoked':
    case 'side-call':
    case 'on-failure':
      return true;
    default:
      return assertNever(delivery);
  }
}

/**
 * How many copies of the text the agent's first request carries, and so every later one unless a
 * policy clears it: its start-up context (docs/architecture.md, "Budgets"). Text sent later (a
 * trigger, an invocation, a step, a failure, a side call) is not.
 */
export function firstRequestCopies(delivery: Delivery): number {
  switch (delivery.kind) {
    case 'every-request':
    case 'start':
    case 'after-history':
      return 1;
    case 'repeated':
      return delivery.copies.reduce((n, copy) => n + firstRequestCopies(copy), 0);
    case 'rendered':
      return firstRequestCopies(delivery.as);
    case 'per-step':
    case 'tool-result':
    case 'on-trigger':
    case 'while-matching':
    case 'invoked':
    case 'side-call':
    case 'on-failure':
    case 'never':
    case 'other-agent':
      return 0;
    default:
      return assertNever(delivery);
  }
}

/**
 * The side calls a scenario knows when to make: smolagents' plans and final answer; LangGraph's
 * structured response, one call after the loop that sends the history (not the agent's prompt or
 * tools) with the response schema.
 */
export type SideCall = 'initial-plan' | 'update-plan' | 'final-answer' | 'structured-response';

/**
 * The first approximation, for units no framework profile claims (DESIGN 2, Role): always-sent roles
 * in the prefix, templates once and replayed, tool outputs as tool results.
 */
export function roleDelivery(role: Role): Delivery {
  switch (role) {
    case 'template':
      return { kind: 'start' };
    case 'tool-output':
      return { kind: 'tool-result' };
    default:
      return { kind: 'every-request' };
  }
}

/** How the comment marks a unit priced through its agent's rendered request. */
export const RENDERED = 'rendered, ';

/** How the comment says a unit is sent. */
export function describeDelivery(delivery: Delivery): string {
  switch (delivery.kind) {
    case 'every-request':
      return 'every request';
    case 'start':
      return 'once, replayed';
    case 'after-history':
      return 'after the history, every request (uncached)';
    case 'per-step':
      if (delivery.instead?.output === 'empty') return 'every step with no output, replayed';
      if (delivery.instead?.output === 'truncated') return 'every step whose output is truncated, replayed';
      return 'every step, replayed';
    case 'tool-result':
      return 'tool result, replayed';
    case 'on-trigger':
      return `from the trigger step, replayed (${delivery.what})`;
    case 'while-matching':
      return `while matching files are open (${delivery.paths.join(', ')})`;
    case 'invoked':
      return `on invocation only (${delivery.name})`;
    case 'side-call':
      if (delivery.call === 'final-answer') return 'final answer at the step limit (side call)';
      if (delivery.call === 'structured-response') return 'structured response after the run (side call)';
      return 'planning steps (side call)';
    case 'other-agent':
      return `in ${delivery.agent}'s context`;
    case 'on-failure':
      return delivery.replayed ? 'on failure only, replayed' : 'on failure only (requery)';
    case 'never':
      return `never sent: ${delivery.reason}`;
    case 'repeated':
      return delivery.copies.map(describeDelivery).join(' + ');
    case 'rendered':
      return `${RENDERED}${describeDelivery(delivery.as)}`;
    default:
      return assertNever(delivery);
  }
}
