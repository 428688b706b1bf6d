import type { PromptUnit } from '../extract/prompt-unit.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from '../frameworks/profile.js';
import { PROFILES } from '../frameworks/registry.js';
import { fileChange } from '../simulate/attribution.js';

/**
 * An agent's request with only some changes applied, for a framework that renders requests
 * (docs/architecture.md, "Rendered requests"): the framework finds its agents again in a commit mixed
 * of base and head (each changed unit's text at head, each changed file's code at head, the rest at
 * base), and the agent of the same name brings its request rendered there. One mix per set of
 * changes, whichever agents ask.
 */
export class RenderedVariants {
  private readonly found = new Map<string, FoundAgent[]>();
  private readonly headUnits: ReadonlyMap<string, PromptUnit>;

  constructor(
    private readonly base: RepositoryUnits,
    private readonly head: RepositoryUnits,
    /** A base unit's id as head names it (a renamed file's units keep their identity). */
    private readonly headId: (unit: PromptUnit) => string,
    /** A base path as head names it. */
    private readonly headPath: (basePath: string) => string,
    private readonly profiles: readonly FrameworkProfile[] = PROFILES,
  ) {
    this.headUnits = new Map(head.units.map((u) => [u.id, u]));
  }

  /** The agent of this name and framework with the changes in `headIds` applied: its request and its settings there. */
  agent(framework: string, name: string, headIds: ReadonlySet<string>): FoundAgent | undefined {
    const profile = this.profiles.find((p) => p.label === framework);
    if (!profile) return undefined;
    const key = `${profile.id}\0${[...headIds].sort().join('\0')}`;
    let agents = this.found.get(key);
    if (!agents) this.found.set(key, (agents = profile.findAgents(this.mix(headIds))));
    return agents.find((a) => a.name === name);
  }

  /** The commit mixed of both: units by id, everything else by file. */
  private mix(headIds: ReadonlySet<string>): RepositoryUnits {
    const atHead = (path: string): boolean => headIds.has(fileChange(path));
    const units: PromptUnit[] = [];
    const taken = new Set<string>();
    for (const u of this.base.units) {
      const id = this.headId(u);
      taken.add(id);
      const head = headIds.has(id) ? this.headUnits.get(id) : u;
      if (head) units.push(head);
    }
    for (const u of this.head.units) if (!taken.has(u.id) && headIds.has(u.id)) units.push(u);
    const pick = <T extends { path: string }>(base: readonly T[] | undefined, head: readonly T[] | undefined): T[] => [
      ...(base ?? []).filter((r) => !atHead(this.headPath(r.path))),
      ...(head ?? []).filter((r) => atHead(r.path)),
    ];
    return {
      units,
      models: pick(this.base.models, this.head.models),
      calls: pick(this.base.calls, this.head.calls),
      bindings: pick(this.base.bindings, this.head.bindings),
      toolDefinitions: pick(this.base.toolDefinitions, this.head.toolDefinitions),
      ...(this.base.files || this.head.files ? { files: pick(this.base.files, this.head.files) } : {}),
    };
  }
}
