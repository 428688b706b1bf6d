/**
 * The import cycles among a folder's TypeScript modules (docs/architecture.md, "Layers"): every static
 * import and re-export, type-only ones included, and every dynamic `import()`, since a module that
 * imports its importer only for types still ties the two together for whoever reads or moves them.
 * Part of `npm run lint` (scripts/lint-import-cycles.ts). The layer rule in eslint.config.js keeps
 * imports going down between layers; this finds the loops within one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Each module of `root` (a path relative to `root`) and the modules of `root` it imports, in order. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of typeScriptFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const imported = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((ref) => resolveModule(root, file, ref.fileName))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

/** Modules that import one another, directly or not: one strongly connected component of the graph. */
export interface ImportCycle {
  /** Every module of the component, sorted. */
  modules: string[];
  /** The shortest cycle through its first module, from that module back to it. */
  cycle: string[];
}

/** The graph's cycles, one per strongly connected component (Tarjan's): what there is to break. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): ImportCycle[] {
  return stronglyConnected(graph)
    .filter((component) => component.length > 1 || graph.get(component[0]!)!.includes(component[0]!))
    .map((modules) => ({ modules, cycle: cycleThrough(graph, new Set(modules)) }))
    .sort((a, b) => (a.modules[0]! < b.modules[0]! ? -1 : 1));
}

function typeScriptFiles(root: string, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return typeScriptFiles(root, path);
    return /\.(m|c)?ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A relative specifier's module under `root` (`./x.js` is `x.ts` in source), or undefined for a package. */
function resolveModule(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(root, dirname(from), specifier).replace(/\.(m|c)?js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.mts`, `${base}.cts`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return relative(root, candidate).split('\\').join('/');
  }
  return undefined;
}

function stronglyConnected(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** The shortest cycle through the component's first module, found breadth first within the component. */
function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let k = 0; k < queue.length; k++) {
    const node = queue[k]!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
