import type { CodeBinding } from '../../extract/code/code-bindings.js';
import type { CallArgument, CodeCall } from '../../extract/code/code-calls.js';
import type { ToolClassDefinition, ToolDefinition, ToolFunctionDefinition } from '../../extract/code/tool-definitions.js';
import type { PromptUnit } from '../../extract/prompt-unit.js';
import type { RepositoryUnits } from '../profile.js';

/** One item of a list argument as the code writes it: a name, or a call. */
export type ArgumentItem = { kind: 'name'; name: string; path: string } | { kind: 'call'; call: CodeCall };

/** Names resolved through at most this many assignments (`tools = base + extra`, `base = [...]`). */
const DEPTH = 6;

/**
 * How a commit's code wires smolagents agents (docs/architecture.md, "Rendered requests"): units by
 * file and key, the tools its code defines, what its names hold. A name is looked up in its own file
 * first (the last assignment before the line that reads it), then anywhere it is unique (an import).
 */
export class SmolWiring {
  private readonly units = new Map<string, Map<string, PromptUnit>>();
  private readonly definitions: readonly ToolDefinition[];
  private readonly bindings: readonly CodeBinding[];
  readonly calls: readonly CodeCall[];
  /** Files the resolution read code from since `track` began, beyond units: a change there may change what is rendered. */
  private reads = new Set<string>();

  constructor(readonly repository: RepositoryUnits) {
    for (const u of repository.units) {
      if (!this.units.has(u.path)) this.units.set(u.path, new Map());
      this.units.get(u.path)!.set(u.key, u);
    }
    this.definitions = repository.toolDefinitions ?? [];
    this.bindings = repository.bindings ?? [];
    this.calls = repository.calls ?? [];
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

  /** The unit under this key in this file. */
  unit(path: string, key: string): PromptUnit | undefined {
    return this.units.get(path)?.get(key);
  }

  /** The units of one file. */
  unitsOf(path: string): readonly PromptUnit[] {
    return [...(this.units.get(path)?.values() ?? [])];
  }

  /** Every file with units. */
  paths(): string[] {
    return [...this.units.keys()];
  }

  /** What a name holds where it is read: the last assignment before `line` in its file, else the only one anywhere. */
  binding(path: string, name: string, line: number, within: 'file' | 'repository' = 'repository'): CodeBinding | undefined {
    const sameFile = this.bindings.filter((b) => b.path === path && b.name === name);
    // A module constant may be assigned below the function that reads it.
    const here = sameFile.filter((b) => b.line < line).at(-1) ?? sameFile.filter((b) => b.scope === undefined).at(-1);
    const found = here ?? (within === 'file' ? undefined : unique(this.bindings.filter((b) => b.name === name && b.path !== path && b.scope === undefined)));
    if (found) this.reads.add(found.path);
    return found;
  }

  /** A tool function or class of this name: in this file, else the only one anywhere. */
  definition<K extends ToolDefinition['kind']>(kind: K, path: string, name: string): Extract<ToolDefinition, { kind: K }> | undefined {
    const named = this.definitions.filter((d): d is Extract<ToolDefinition, { kind: K }> => d.kind === kind && d.name === name);
    const found = named.find((d) => d.path === path) ?? unique(named);
    if (found) this.reads.add(found.path);
    return found;
  }

  functionTool(path: string, name: string): ToolFunctionDefinition | undefined {
    return this.definition('function', path, name);
  }

  classTool(path: string, name: string): ToolClassDefinition | undefined {
    return this.definition('class', path, name);
  }

  /** A tool class of this name in a file of this path (the library's own default_tools.py). */
  libraryClassTool(name: string, path: RegExp): ToolClassDefinition | undefined {
    const found = this.definitions.find((d): d is ToolClassDefinition => d.kind === 'class' && d.name === name && path.test(d.path));
    if (found) this.reads.add(found.path);
    return found;
  }

  /** The agent call a variable holds: in this file, else the only one anywhere. */
  callNamed(path: string, name: string, accept: (call: CodeCall) => boolean): CodeCall | undefined {
    const candidates = this.calls.filter((c) => c.variable === name && accept(c));
    return candidates.find((c) => c.path === path) ?? unique(candidates);
  }

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
      // What the file assigns the name, else a tool function of that name, else what another file assigns it.
      const plain = depth < DEPTH && /^\w+$/.test(name);
      const held = plain ? (this.binding(path, name, line, 'file') ?? (this.definition('function', path, name) ? undefined : this.binding(path, name, line))) : undefined;
      if (held) out.push(...this.items(held.path, held.line + 1, held.value, depth + 1));
      else out.push({ kind: 'name', name, path });
    }
    return out;
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
    const unit = arg.units.map((key) => this.unit(path, key)).find((u) => u !== undefined);
    if (unit) return { text: unit.text, unit };
    if (arg.text !== undefined) return { text: arg.text };
    const [name] = arg.names;
    if (arg.names.length !== 1 || !name || !/^\w+$/.test(name) || depth >= DEPTH) return undefined;
    const named = this.unit(path, name);
    if (named) return { text: named.text, unit: named };
    const held = this.binding(path, name, line);
    return held ? this.text(held.path, held.line + 1, held.value, depth + 1) : undefined;
  }

  /** Every source an argument reaches through names and nested calls: where a file name may be written. */
  sources(path: string, line: number, arg: CallArgument | undefined, depth = 0): string[] {
    if (!arg) return [];
    const nested = arg.calls.flatMap((c) => Object.values(c.args).flatMap((a) => this.sources(c.path, c.line, a, depth + 1)));
    const named = depth < DEPTH ? arg.names.flatMap((n) => {
      const held = /^\w+$/.test(n) ? this.binding(path, n, line) : undefined;
      return held ? this.sources(held.path, held.line + 1, held.value, depth + 1) : [];
    }) : [];
    return [arg.source, ...nested, ...named];
  }
}

function unique<T>(items: readonly T[]): T | undefined {
  return items.length === 1 ? items[0] : undefined;
}
