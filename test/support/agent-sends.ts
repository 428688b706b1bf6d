import type { Delivery } from '../../src/frameworks/delivery.js';
import type { FoundAgent } from '../../src/frameworks/profile.js';

/**
 * What agents send as plain objects: `deepEqual` compares a whole map at once and shows the
 * difference key by key, which a Map does not.
 */

/** Each agent by name, with what it sends (unit id -> delivery). */
export function sendsByAgent(agents: readonly FoundAgent[]): Record<string, Record<string, Delivery>> {
  return Object.fromEntries(agents.map((a) => [a.name, Object.fromEntries(a.sends)]));
}

/** An agent's sends by unit key, the path left out: code fixtures are placed at several paths. */
export function sendsByKey(agent: FoundAgent | undefined): Record<string, Delivery> {
  return Object.fromEntries([...(agent?.sends ?? [])].map(([id, d]) => [id.slice(id.indexOf('#') + 1), d]));
}
