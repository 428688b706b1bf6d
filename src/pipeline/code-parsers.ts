import type { Language as LanguageType, Parser as ParserType } from 'web-tree-sitter';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CodeParsers } from '../extract/code/grammars.js';
import { useUnicodeNames } from '../extract/code/unicode-names.js';
import type { Snapshot } from '../extract/snapshot.js';
import type { CodeLanguage } from '../extract/source-kind.js';

/**
 * Loads the tree-sitter parsers the code extractors use: the web-tree-sitter runtime with the
 * grammars VS Code ships built for it (`@vscode/tree-sitter-wasm`). Loading reads files, so it is
 * an adapter here and the extractors only receive the result (docs/architecture.md, "Layers").
 * The build copies the .wasm files to `dist/wasm/`; from source they are read from node_modules.
 */
export const GRAMMAR_FILES: Record<CodeLanguage, string> = {
  python: 'tree-sitter-python.wasm',
  typescript: 'tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-tsx.wasm',
  javascript: 'tree-sitter-javascript.wasm',
};
export const RUNTIME_FILE = 'web-tree-sitter.js';

const ALL_LANGUAGES = Object.keys(GRAMMAR_FILES) as CodeLanguage[];

/**
 * Parsers for `languages` (all by default). The runtime is loaded once, and each grammar once, when
 * some call first needs it: a diff of Python files does not compile the three JavaScript grammars.
 */
export async function loadCodeParsers(languages: Iterable<CodeLanguage> = ALL_LANGUAGES, unicodeNames = true): Promise<CodeParsers> {
  const wanted = [...new Set(languages)].sort();
  if (unicodeNames && wanted.includes('python')) await loadUnicodeNames();
  const key = wanted.join(' ');
  let parsers = loadedParsers.get(key);
  if (!parsers) {
    parsers = parsersOf(wanted);
    loadedParsers.set(key, parsers);
  }
  return parsers;
}

/** By the languages they parse, space-separated in order: each set is loaded once. */
const loadedParsers = new Map<string, Promise<CodeParsers>>();

async function parsersOf(wanted: CodeLanguage[]): Promise<CodeParsers> {
  const loaded = new Map(await Promise.all(wanted.map(async (language) => [language, await grammar(language)] as const)));
  const parser = await newParser();
  return {
    parse(language, text) {
      const grammar = loaded.get(language);
      if (!grammar) throw new Error(`the ${language} grammar was not loaded: loadCodeParsers was asked for ${wanted.join(', ')}`);
      parser.setLanguage(grammar);
      const tree = parser.parse(text);
      if (!tree) throw new Error(`tree-sitter could not parse this ${language} file`);
      return { root: tree.rootNode, delete: () => tree.delete() };
    },
  };
}

/**
 * The parsers for the languages of the source files in `snapshots`, with Python's `\N{NAME}` escapes
 * readable only when some Python file has one; undefined when there is no source file.
 */
export async function parsersFor(snapshots: Snapshot[]): Promise<CodeParsers | undefined> {
  const languages = new Set<CodeLanguage>();
  let namedEscapes = false;
  for (const snapshot of snapshots) {
    for (const file of snapshot.files) {
      if (file.kind.format !== 'code' || file.content.kind !== 'text') continue;
      languages.add(file.kind.language);
      if (file.kind.language === 'python' && file.content.text.includes('\\N{')) namedEscapes = true;
    }
  }
  return languages.size > 0 ? loadCodeParsers(languages, namedEscapes) : undefined;
}

/** Parsers for one source file: its language's grammar, and Python's `\N{NAME}` escapes when it holds one. */
export function parsersForFile(language: CodeLanguage, text: string): Promise<CodeParsers> {
  return loadCodeParsers([language], language === 'python' && text.includes('\\N{'));
}

let unicodeNames: Promise<void> | undefined;

/** Imported on demand: the bundler makes unicode-name a chunk of its own, compiled only when needed. */
function loadUnicodeNames(): Promise<void> {
  unicodeNames ??= import('unicode-name').then(useUnicodeNames);
  return unicodeNames;
}

/**
 * Where the runtime and grammars are: `dist/wasm/` beside the bundle, or node_modules when run from
 * source. The runtime's JavaScript is loaded from there too rather than bundled: the bundler rewrites
 * its `import("module")` into something without `createRequire`, and the runtime needs both.
 */
function runtimePaths(): { runtime: string; grammars: string } {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), 'wasm');
  if (existsSync(join(bundled, RUNTIME_FILE))) return { runtime: join(bundled, RUNTIME_FILE), grammars: bundled };
  const require = createRequire(import.meta.url);
  return {
    runtime: join(dirname(require.resolve('web-tree-sitter/web-tree-sitter.wasm')), RUNTIME_FILE),
    grammars: join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm'),
  };
}

/** A real `import()` the bundler does not see. */
const importFile = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

interface Runtime {
  Parser: typeof ParserType;
  Language: typeof LanguageType;
  grammars: string;
}

let runtime: Promise<Runtime> | undefined;
const grammars = new Map<CodeLanguage, Promise<LanguageType>>();

function loadRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    const paths = runtimePaths();
    const { Parser, Language } = (await importFile(pathToFileURL(paths.runtime).href)) as { Parser: typeof ParserType; Language: typeof LanguageType };
    await Parser.init();
    return { Parser, Language, grammars: paths.grammars };
  })();
  return runtime;
}

function grammar(language: CodeLanguage): Promise<LanguageType> {
  let loading = grammars.get(language);
  if (!loading) {
    loading = loadRuntime().then(({ Language, grammars: dir }) => Language.load(join(dir, GRAMMAR_FILES[language])));
    grammars.set(language, loading);
  }
  return loading;
}

async function newParser(): Promise<ParserType> {
  const { Parser } = await loadRuntime();
  return new Parser();
}
