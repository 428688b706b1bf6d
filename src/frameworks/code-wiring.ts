import type { CallArgument, CodeCall } from '../extract/code/code-calls.js';
import type { Delivery } from './delivery.js';
import type { RepositoryUnits } from './profile.js';

/**
 * How a repository's code wires its agents, for the profiles of frameworks defined in code
 * (docs/architecture.md, "Frameworks"): the units an argument holds or names, the call a variable
 * holds. A name is looked up in its own file first, then anywhere it is unique (an import).
 */
export class CodeWiring {
  private readonly byPath = new Map<string, Map<string, string>>();
  private readonly byKey = new Map<string, string[]>();
  private readonly pathOf = new Map<string, string>();
  readonly calls: readonly CodeCall[];

  constructor(repository: RepositoryUnits) {
    for (const u of repository.units) {
      if (!this.byPath.has(u.path)) this.byPath.set(u.path, new Map());
      this.byPath.get(u.path)!.set(u.key, u.id);
      this.byKey.set(u.key, [...(this.byKey.get(u.key) ?? []), u.id]);
      this.pathOf.set(u.id, u.path);
    }
    this.calls = repository.calls ?? [];
  }

  /** The id of the unit under this key in this file. */
  here(path: string, key: string): string | undefined {
    return this.byPath.get(path)?.get(key);
  }

  /** The id of the unit under this key, in this file or, failing that, the only one anywhere. */
  unit(path: string, key: string): string | undefined {
    const here = this.byPath.get(path)?.get(key);
    if (here) return here;
    const anywhere = this.byKey.get(key) ?? [];
    return anywhere.length === 1 ? anywhere[0] : undefined;
  }

  /** Units in this file whose key starts with a prefix (`WeatherResponse.` for a schema class's fields). */
  unitsUnder(path: string, prefix: string): string[] {
    return [...(this.byPath.get(path) ?? new Map<string, string>())].filter(([key]) => key.startsWith(prefix)).map(([, id]) => id);
  }

  /** The units taken inside an argument, by id. */
  own(call: CodeCall, arg: CallArgument | undefined): string[] {
    return (arg?.units ?? []).flatMap((key) => this.unit(call.path, key) ?? []);
  }

  /**
   * What a name stands for as text: a constant (`TRIAGE_PROMPT`), a function that returns it
   * (`dynamic_instructions()`), or a tool (`tool:get_weather`).
   */
  named(path: string, name: string): string[] {
    for (const key of [name, `${name}()`, `tool:${name}`]) {
      const id = this.unit(path, key);
      if (id) return [id];
    }
    return [];
  }

  /** An argument's own units and those its names stand for. */
  textOf(call: CodeCall, arg: CallArgument | undefined): string[] {
    return [...this.own(call, arg), ...(arg?.names ?? []).flatMap((n) => this.named(call.path, n))];
  }

  /** Every unit taken inside a call's arguments. */
  unitsOfCall(call: CodeCall): string[] {
    return Object.values(call.args).flatMap((arg) => [...this.own(call, arg), ...arg.calls.flatMap((c) => this.unitsOfCall(c))]);
  }

  /** The recorded call a variable holds (`billing_agent = Agent(...)`), in this file or the only one anywhere. */
  callNamed(path: string, name: string, accept: (call: CodeCall) => boolean = () => true): CodeCall | undefined {
    const candidates = this.calls.filter((c) => c.variable === name && accept(c));
    return candidates.find((c) => c.path === path) ?? (candidates.length === 1 ? candidates[0] : undefined);
  }

  /**
   * The units a tool reference stands for: a tool object's call (`tool({...})`, `FunctionTool(...)`)
   * with all it holds, else the function's description (`tool:get_weather`).
   */
  tool(path: string, name: string): string[] {
    const made = this.callNamed(path, name);
    return made ? this.unitsOfCall(made) : this.named(path, name);
  }

  /** A schema class's docstring and field descriptions (`output_type=Weather`), where it is defined. */
  schema(path: string, name: string): string[] {
    const doc = this.unit(path, `${name}.__doc__`);
    const home = doc ? this.pathOf.get(doc)! : path;
    return [...new Set([...(doc ? [doc] : []), ...this.unitsUnder(home, `${name}.`)])];
  }
}

const sent = (d: Delivery): boolean => d.kind !== 'other-agent' && d.kind !== 'never';

/**
 * Who sends what, one agent's map: a unit it sends itself outranks the same unit as another agent's
 * or as never sent (a sub-agent's instructions that are also its own), whatever the order found.
 */
export class Sends {
  readonly map = new Map<string, Delivery>();

  add(ids: Iterable<string>, delivery: Delivery): void {
    for (const id of ids) {
      const known = this.map.get(id);
      if (!known || (!sent(known) && sent(delivery))) this.map.set(id, delivery);
    }
  }
}

/** Found agents' names are unique in a repository: a name used twice says where each is. */
export function uniqueNames<T extends { name: string; path: string }>(items: T[]): Array<T & { unique: string }> {
  const count = new Map<string, number>();
  for (const i of items) count.set(i.name, (count.get(i.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return items.map((i) => {
    if (count.get(i.name) === 1) return { ...i, unique: i.name };
    const n = (seen.get(`${i.name}\0${i.path}`) ?? 0) + 1;
    seen.set(`${i.name}\0${i.path}`, n);
    return { ...i, unique: `${i.name} (${i.path}${n > 1 ? ` #${n}` : ''})` };
  });
}
