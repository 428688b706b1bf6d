import { roleDelivery, type Delivery } from './delivery.js';
import type { FoundAgent, FrameworkProfile, ModelReference, RepositoryUnits } from './profile.js';
import { PROFILES } from './registry.js';

/** The product's own agent: every unit no framework claims, sent as its role says. */
export const APP_AGENT = 'app';
/** Instruction files no coding tool's profile claims: sent on every request, as most tools send a root rule. */
export const CODING_AGENT = 'coding agent';

/**
 * The agents of one commit (docs/architecture.md, "Agents"): each profile's, then one for the
 * instruction files no profile claimed (coding agents working on the repository), then the product's
 * own agent with every other unclaimed unit. A unit several agents send is in each.
 */
export function findAgents(repository: RepositoryUnits, profiles: readonly FrameworkProfile[] = PROFILES): FoundAgent[] {
  // An agent whose profile names no model takes the one its own files name (a SWE-agent config's
  // `agent.model.name`, the code that builds a smolagents agent from its YAML).
  const pathOf = new Map(repository.units.map((u) => [u.id, u.path]));
  const agents = profiles.flatMap((p) => p.findAgents(repository)).map((agent): FoundAgent => {
    if (agent.model || agent.modelUnread) return agent;
    const paths = new Set([...agent.sends.keys()].map((id) => pathOf.get(id) ?? id.split('#')[0]!));
    const model = modelOf(repository.models, paths);
    return model ? { ...agent, model } : agent;
  });
  const claimed = new Set(agents.flatMap((a) => [...a.sends.keys()]));
  const unclaimed = repository.units.filter((u) => !claimed.has(u.id));
  const group = (name: string, framework: string, units: typeof unclaimed, model?: ModelReference): FoundAgent[] =>
    units.length === 0
      ? []
      : [{ name, framework, sends: new Map(units.map((u): [string, Delivery] => [u.id, roleDelivery(u.role)])), settings: {}, ...(model ? { model } : {}) }];
  const appUnits = unclaimed.filter((u) => u.role !== 'instructions');
  const found = [
    ...agents,
    ...group(CODING_AGENT, 'instruction files', unclaimed.filter((u) => u.role === 'instructions')),
    ...group(APP_AGENT, 'prompts by role', appUnits, modelOf(repository.models, new Set(appUnits.map((u) => u.path)))),
  ];
  // A repository with no prompt material still has a run to price: declared tool outputs, the task.
  return found.length > 0 ? found : [{ name: APP_AGENT, framework: 'prompts by role', sends: new Map(), settings: {} }];
}

/**
 * The model an agent's own files choose (docs/architecture.md, "Models"): the one they name, or the
 * one they name most often; on a tie, the one named first (by path, then line). Its first mention is
 * where the repository names it.
 */
export function modelOf(references: readonly ModelReference[], paths: ReadonlySet<string>): ModelReference | undefined {
  const named = references
    .filter((r) => paths.has(r.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  const count = new Map<string, number>();
  for (const r of named) count.set(r.id, (count.get(r.id) ?? 0) + 1);
  // Sorted by place, so the first of the most named is the first named of them.
  return named.find((r) => count.get(r.id) === Math.max(...count.values()));
}
