import type { Delivery } from './delivery.js';

/**
 * One piece of an agent's request as its framework renders it: the system prompt with the agent's own
 * tools filled in, a planning call's message, the tool list posted beside the messages. Priced as its
 * delivery says (docs/architecture.md, "Rendered requests").
 */
export interface RenderedPart {
  /** What it is: `system_prompt`, `tools`, `planning.initial_plan`, `TaskStep.task`. */
  key: string;
  /** How the run sends it: never `rendered` or `repeated` (a part sent twice is two parts). */
  delivery: Delivery;
  text: string;
  /** Holds the run's task (`{{task}}` rendered empty): the scenario's task size is added to it. */
  carriesTask?: boolean;
}
