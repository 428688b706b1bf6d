import type { CodeBinding } from '../extract/code/code-bindings.js';
import type { CallArgument, CodeCall } from '../extract/code/code-calls.js';
import type { PromptUnit } from '../extract/prompt-unit.js';
import type { ToolFunctionDefinition } from '../extract/code/tool-definitions.js';
import { sendsItself, type Delivery } from './delivery.js';
import type { RepositoryUnits } from './profile.js';

/** One item of a list argument as the code writes it: a name, or a call. */
export type ArgumentItem = { kind: 'name'; name: string; path: string } | { kind: 'call'; call: CodeCall };

/** A call's argument by the first of its names (keyword, property or position) that it has. */
export function argument(call: CodeCall, ...names: string[]): CallArgument | undefined {
  return names.map((n) => call.args[n]).find((a) => a !== undefined);
}

/** Names resolved through at most this many assignments (`tools = base + extra`, `base = [...]`). */
const DEPTH = 6;

/**
 * How a repository's code wires its agents, for the profiles of frameworks defined in code
 * (docs/architecture.md, "Frameworks"): the units an argument holds or names, the call a variable
 * holds, what a name holds (`tools = [search, WeatherTool()]`). A name is looked up in its own file
 * first (for an assignment, the last one before the line that reads it), then anywhere it is unique
 * (an import). The files whose code a resolution read are kept (`track`): a change to one of them
 * may change what a rendering profile renders (docs/architecture.md, "Rendered requests").
 */
export class CodeWiring {
  private readonly byPath = new Map<string, Map<string, PromptUnit>>();
  private readonly byKey = new Map<string, string[]>();
  private readonly pathOf = new Map<string, string>();
  private readonly bindings: readonly CodeBinding[];
  readonly calls: readonly CodeCall[];
  private reads = new Set<string>();

  constructor(readonly repository: RepositoryUnits) {
    for (const u of repository.units) {
      if (!this.byPath.has(u.path)) this.byPath.set(u.path, new Map());
      this.byPath.get(u.path)!.set(u.key, u);
      this.byKey.set(u.key, [...(this.byKey.get(u.key) ?? []), u.id]);
      this.pathOf.set(u.id, u.path);
    }
    this.calls = repository.calls ?? [];
    this.bindings = repository.bindings ?? [];
  }

  /** What `read` returns, and the files whose code it read. */
  track<T>(read: () => T): { value: T; reads: Set<string> } {
    const outer = this.reads;
    this.reads = new Set();
    try {
      const value = read();
      return { value, reads: this.reads };
    } finally {
      for (const p of this.reads) outer.add(p);
      this.reads = outer;
    }
  }

  /** Notes a file whose code a resolution read. */
  protected read(path: string): void {
    this.reads.add(path);
  }

  /** The id of the unit under this key in this file. */
  here(path: string, key: string): string | undefined {
    return this.byPath.get(path)?.get(key)?.id;
  }

  /** The unit under this key in this file, itself. */
  unitAt(path: string, key: string): PromptUnit | undefined {
    return this.byPath.get(path)?.get(key);
  }

  /** The units of one file. */
  unitsOf(path: string): PromptUnit[] {
    return [...(this.byPath.get(path)?.values() ?? [])];
  }

  /** Every file with units. */
  paths(): string[] {
    return [...this.byPath.keys()];
  }

  /** The id of the unit under this key, in this file or, failing that, the only one anywhere. */
  unit(path: string, key: string): string | undefined {
    const here = this.here(path, key);
    if (here) return here;
    const anywhere = this.byKey.get(key) ?? [];
    return anywhere.length === 1 ? anywhere[0] : undefined;
  }

  /** Units in this file whose key starts with a prefix (`WeatherResponse.` for a schema class's fields). */
  unitsUnder(path: string, prefix: string): string[] {
    return this.unitsOf(path).filter((u) => u.key.startsWith(prefix)).map((u) => u.id);
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

  /** An argument's own units and those its names stand for, the names its text is joined with included. */
  textOf(call: CodeCall, arg: CallArgument | undefined): string[] {
    return [...this.own(call, arg), ...[...(arg?.names ?? []), ...(arg?.placeholders ?? [])].flatMap((n) => this.named(call.path, n))];
  }

  /** Every unit taken inside a call's arguments. */
  unitsOfCall(call: CodeCall): string[] {
    return Object.values(call.args).flatMap((arg) => [...this.own(call, arg), ...arg.calls.flatMap((c) => this.unitsOfCall(c))]);
  }

  /** The recorded call a variable holds (`billing_agent = Agent(...)`), in this file or the only one anywhere. */
  callNamed(path: string, name: string, accept: (call: CodeCall) => boolean = () => true): CodeCall | undefined {
    const candidates = this.calls.filter((c) => c.variable === name && accept(c));
    return candidates.find((c) => c.path === path) ?? unique(candidates);
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

  /** What a name holds where it is read: the last assignment before `line` in its file (or in `within` only), else the only module-level one anywhere. */
  binding(path: string, name: string, line: number, within: 'file' | 'repository' = 'repository'): CodeBinding | undefined {
    const sameFile = this.bindings.filter((b) => b.path === path && b.name === name);
    // A module constant may be assigned below the function that reads it.
    const here = sameFile.filter((b) => b.line < line).at(-1) ?? sameFile.filter((b) => b.scope === undefined).at(-1);
    const found = here ?? (within === 'file' ? undefined : unique(this.bindings.filter((b) => b.name === name && b.path !== path && b.scope === undefined)));
    if (found) this.read(found.path);
    return found;
  }

  /**
   * Whether a name is a function the code defines where it is read, which outranks another file's
   * assignment of the same name: said by a profile that reads definitions.
   */
  protected definesFunction?(path: string, name: string): boolean;

  /**
   * The items of a list argument, names read through what they hold: `tools=[search, WeatherTool()]`,
   * `tools=TOOLS + [extra]`, `tools=tools` where `tools = [...]`, `weather = WeatherTool()`. A name
   * that holds nothing the code assigns (a function) is an item itself.
   */
  items(path: string, line: number, arg: CallArgument, depth = 0): ArgumentItem[] {
    const out: ArgumentItem[] = [];
    const [names, calls] = [[...arg.names], [...arg.calls]];
    for (const kind of arg.order) {
      if (kind === 'call') {
        out.push({ kind: 'call', call: calls.shift()! });
        continue;
      }
      const name = names.shift()!;
      // What the file assigns the name, else a function of that name, else what another file assigns it.
      const plain = depth < DEPTH && /^\w+$/.test(name);
      const held = plain ? (this.binding(path, name, line, 'file') ?? (this.definesFunction?.(path, name) ? undefined : this.binding(path, name, line))) : undefined;
      if (held) out.push(...this.items(held.path, held.line + 1, held.value, depth + 1));
      else out.push({ kind: 'name', name, path });
    }
    return out;
  }

  /** A function the code defines (`@tool`, `@function_tool` or plain), in this file, else the only one of that name. */
  functionDefinition(path: string, name: string): ToolFunctionDefinition | undefined {
    const all = (this.repository.toolDefinitions ?? []).filter((d): d is ToolFunctionDefinition => d.kind === 'function' && d.name === name);
    const found = all.find((d) => d.path === path) ?? (all.length === 1 ? all[0] : undefined);
    if (found) this.read(found.path);
    return found;
  }

  /** The one call an argument holds, in place or through names (`parameters: InvoiceQuery`, `const InvoiceQuery = z.object(...)`). */
  singleCall(path: string, line: number, arg: CallArgument | undefined): CodeCall | undefined {
    const items = arg ? this.items(path, line, arg) : [];
    return items.length === 1 && items[0]!.kind === 'call' ? items[0]!.call : undefined;
  }

  /** A literal an argument holds, directly or through names (`max_steps=MAX_STEPS`). */
  literal(path: string, line: number, arg: CallArgument | undefined, depth = 0): { value: unknown } | undefined {
    if (!arg) return undefined;
    if (arg.value !== undefined) return { value: arg.value };
    const [name] = arg.names;
    if (arg.names.length !== 1 || arg.calls.length > 0 || !name || !/^\w+$/.test(name) || depth >= DEPTH) return undefined;
    const held = this.binding(path, name, line);
    return held ? this.literal(held.path, held.line + 1, held.value, depth + 1) : undefined;
  }

  /** The text an argument holds: its unit where it is one, its static text, or a name's. */
  text(path: string, line: number, arg: CallArgument | undefined, depth = 0): { text: string; unit?: PromptUnit } | undefined {
    if (!arg) return undefined;
    const unit = arg.units.map((key) => this.unitAt(path, key)).find((u) => u !== undefined);
    // Text joined with a name or filled at run time (`PROMPT + " Route."`) is not its static part alone: not read.
    if (arg.placeholders?.length || (arg.names.length > 0 && (unit || arg.text !== undefined))) return undefined;
    if (unit) return { text: unit.text, unit };
    if (arg.text !== undefined) return { text: arg.text };
    const [name] = arg.names;
    if (arg.names.length !== 1 || !name || !/^\w+$/.test(name) || depth >= DEPTH) return undefined;
    // A constant that is a unit: in this file, else the only one of that name (`import { PROMPT } from './prompts'`).
    const id = this.unit(path, name);
    const home = id === undefined ? undefined : this.pathOf.get(id)!;
    const named = home === undefined ? undefined : this.unitAt(home, name);
    if (named) {
      if (home !== path) this.read(home!);
      return { text: named.text, unit: named };
    }
    const held = this.binding(path, name, line);
    return held ? this.text(held.path, held.line + 1, held.value, depth + 1) : undefined;
  }

  /** Every source an argument reaches through names and nested calls: where a file name may be written. */
  sources(path: string, line: number, arg: CallArgument | undefined, depth = 0): string[] {
    if (!arg) return [];
    const nested = arg.calls.flatMap((c) => Object.values(c.args).flatMap((a) => this.sources(c.path, c.line, a, depth + 1)));
    const named =
      depth < DEPTH
        ? arg.names.flatMap((n) => {
            const held = /^\w+$/.test(n) ? this.binding(path, n, line) : undefined;
            return held ? this.sources(held.path, held.line + 1, held.value, depth + 1) : [];
          })
        : [];
    return [arg.source, ...nested, ...named];
  }
}

function unique<T>(items: readonly T[]): T | undefined {
  return items.length === 1 ? items[0] : undefined;
}

/**
 * Who sends what, one agent's map: a unit it sends itself outranks the same unit as another agent's
 * or as never sent (a sub-agent's instructions that are also its own), whatever the order found.
 */
export class Sends {
  readonly map = new Map<string, Delivery>();

  add(ids: Iterable<string>, delivery: Delivery): void {
    for (const id of ids) {
      const known = this.map.get(id);
      if (!known || (!sendsItself(known) && sendsItself(delivery))) this.map.set(id, delivery);
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
