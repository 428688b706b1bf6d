import type { Language as LanguageType, Parser as ParserType } from 'web-tree-sitter';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CodeParsers } from '../extract/code/grammars.js';
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

let loading: Promise<CodeParsers> | undefined;

export function loadCodeParsers(): Promise<CodeParsers> {
  loading ??= load();
  return loading;
}

/** The code parsers, loaded only when some snapshot holds source code. */
export async function parsersFor(snapshots: Snapshot[]): Promise<CodeParsers | undefined> {
  const code = snapshots.some((s) => s.files.some((f) => f.kind.format === 'code' && f.content.kind === 'text'));
  return code ? loadCodeParsers() : undefined;
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

async function load(): Promise<CodeParsers> {
  const paths = runtimePaths();
  const { Parser, Language } = (await importFile(pathToFileURL(paths.runtime).href)) as { Parser: typeof ParserType; Language: typeof LanguageType };
  await Parser.init();
  const entries = await Promise.all(
    (Object.entries(GRAMMAR_FILES) as Array<[CodeLanguage, string]>).map(async ([language, file]) => [language, await Language.load(join(paths.grammars, file))] as const),
  );
  const languages = new Map(entries);
  const parser = new Parser();
  return {
    parse(language, text) {
      parser.setLanguage(languages.get(language)!);
      const tree = parser.parse(text);
      if (!tree) throw new Error(`tree-sitter could not parse this ${language} file`);
      return { root: tree.rootNode, delete: () => tree.delete() };
    },
  };
}
