import type { ToolClassDefinition, ToolDefinition, ToolFunctionDefinition } from '../../extract/code/tool-definitions.js';
import { CodeWiring } from '../code-wiring.js';
import type { RepositoryUnits } from '../profile.js';

/**
 * How a commit's code wires smolagents agents (docs/architecture.md, "Rendered requests"): what
 * `CodeWiring` resolves (units, calls, what names hold), and the tools the code defines, each in its
 * own file first, else the only one of its name anywhere.
 */
export class SmolWiring extends CodeWiring {
  private readonly definitions: readonly ToolDefinition[];

  constructor(repository: RepositoryUnits) {
    super(repository);
    // A function without `@tool` is no smolagents tool.
    this.definitions = (repository.toolDefinitions ?? []).filter((d) => d.kind === 'class' || !d.plain);
  }

  /** A tool function or class of this name: in this file, else the only one anywhere. */
  private definition<K extends ToolDefinition['kind']>(kind: K, path: string, name: string): Extract<ToolDefinition, { kind: K }> | undefined {
    const named = this.definitions.filter((d): d is Extract<ToolDefinition, { kind: K }> => d.kind === kind && d.name === name);
    const found = named.find((d) => d.path === path) ?? (named.length === 1 ? named[0] : undefined);
    if (found) this.read(found.path);
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
    if (found) this.read(found.path);
    return found;
  }

  /** A `@tool` function of the name outranks another file's assignment of it (`tools=[search]`). */
  protected override definesFunction(path: string, name: string): boolean {
    return this.functionTool(path, name) !== undefined;
  }
}
