import type { PromptUnit } from '../extract/prompt-unit.js';
import { importsIn } from './claude-markdown.js';
import { baseName, dirOf } from './repository-paths.js';

/**
 * Claude Code loads imports four hops deep: a CLAUDE.md or rule is depth 0, and a file at depth 5 is
 * refused before it is read (Claude Code 2.1.332's loader; its documentation has said 5 hops and four;
 * docs/architecture.md, "Claude Code imports").
 */
export const IMPORT_MAX_DEPTH = 4;

/** The key of the unit that holds a file Claude Code reads only because something imports it. */
export const IMPORTED = '@import';
/** The key of a CLAUDE.md's block HTML comments, which are never sent (nor scanned for imports). */
export const COMMENTS = 'html-comments';

/**
 * The extensions Claude Code imports (a file with none is read too): a text file's. An import of any
 * other (`.png`, `.mdx`, `.jsonl`) is skipped with a note in its debug log.
 */
const TEXT_EXTENSIONS = new Set(
  (
    '.md .txt .text .json .yaml .yml .toml .xml .csv .html .htm .css .scss .sass .less .js .ts .tsx .jsx .mjs .cjs .mts .cts .py .pyi .pyw ' +
    '.rb .erb .rake .go .rs .java .kt .kts .scala .c .cpp .cc .cxx .h .hpp .hxx .cs .swift .sh .bash .zsh .fish .ps1 .bat .cmd .env .ini .cfg ' +
    '.conf .config .properties .sql .graphql .gql .proto .vue .svelte .astro .ejs .hbs .pug .jade .php .pl .pm .lua .r .dart .ex .exs .erl ' +
    '.hrl .clj .cljs .cljc .edn .hs .lhs .elm .ml .mli .f .f90 .f95 .for .cmake .make .makefile .gradle .sbt .rst .adoc .asciidoc .org .tex ' +
    '.latex .lock .log .diff .patch'
  ).split(' '),
);

/** One file an import loads: where it is, the memory file or rule it loads with, and how many hops away. */
export interface ClaudeImport {
  path: string;
  root: string;
  depth: number;
}

/** An import that reads nothing from the repository: a home or absolute path, one above its root, a binary file. */
export interface UnreadImport {
  from: string;
  written: string;
  why: 'home' | 'absolute' | 'outside' | 'not text';
}

export interface ImportGraph {
  /** Each file imported, once, where it is first reached, in the order Claude Code loads them. */
  imported: ClaudeImport[];
  /** Imported paths whose text is not known here: not read yet, or not in the repository. */
  unknown: string[];
  unread: UnreadImport[];
}

/**
 * The files Claude Code's memory files import, followed as Claude Code 2.1.332 follows them: from
 * each memory file and rule in load order (`roots`), depth first in the order written; each file once,
 * where it is first reached; relative to the importing file; never above the repository (where
 * Claude Code runs, imports from outside need an approval a headless run never gives); an empty file
 * loads nothing and its imports are not followed. `textOf` gives a file's text as Claude Code scans it
 * (frontmatter and block comments out), or undefined when it is not known.
 */
export function claudeImportGraph(roots: readonly string[], textOf: (path: string) => string | undefined): ImportGraph {
  const processed = new Set<string>();
  const graph: ImportGraph = { imported: [], unknown: [], unread: [] };
  const visit = (path: string, root: string, depth: number): void => {
    if (processed.has(path) || depth > IMPORT_MAX_DEPTH) return;
    processed.add(path);
    const text = textOf(path);
    if (text === undefined) {
      if (depth > 0) graph.unknown.push(path);
      return;
    }
    if (!text.trim()) return;
    if (depth > 0) graph.imported.push({ path, root, depth });
    for (const written of importsIn(text)) {
      const target = resolveImport(path, written);
      if (typeof target !== 'string') graph.unread.push({ from: path, written, why: target.why });
      else if (!isTextPath(target)) graph.unread.push({ from: path, written, why: 'not text' });
      else if (depth + 1 <= IMPORT_MAX_DEPTH) visit(target, root, depth + 1);
    }
  };
  for (const root of roots) visit(root, root, 0);
  return graph;
}

/** An import's path in the repository, or why it has none. */
export function resolveImport(from: string, written: string): string | { why: 'home' | 'absolute' | 'outside' | 'not text' } {
  const path = written.trim();
  if (path === '~' || path.startsWith('~/')) return { why: 'home' };
  if (path.startsWith('/')) return { why: 'absolute' };
  const parts: string[] = dirOf(from) === '' ? [] : dirOf(from).split('/');
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return { why: 'outside' };
      parts.pop();
    } else parts.push(part);
  }
  // The repository's root, or a name that ends in a folder (`@docs/`), is no file; git's own folder never is one.
  if (parts.length === 0 || path.endsWith('/') || parts.includes('.git')) return { why: 'not text' };
  return parts.join('/');
}

function isTextPath(path: string): boolean {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot <= 0 || TEXT_EXTENSIONS.has(name.slice(dot).toLowerCase());
}

/**
 * Each file's text as Claude Code scans it for imports, from the units found in it: a memory file's
 * sent text, a rule's body, an imported file's; a file another tool reads (AGENTS.md) whole, its units
 * in order. Its block comments are never scanned.
 */
export function importTexts(units: readonly PromptUnit[]): Map<string, string> {
  const byPath = new Map<string, PromptUnit[]>();
  for (const u of units) {
    if (u.key === COMMENTS) continue;
    byPath.set(u.path, [...(byPath.get(u.path) ?? []), u]);
  }
  return new Map([...byPath].map(([path, list]) => [path, [...list].sort((a, b) => a.lines[0] - b.lines[0]).map((u) => u.text).join('')]));
}
