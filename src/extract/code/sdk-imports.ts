import { escapeRegExp } from '../regexp-escape.js';

/**
 * Module names whose import marks code as talking to a model, per language. The list is not kept
 * here: the framework registry gathers it (the generic SDKs and every profile's `sdkModules`) and
 * hands it to extraction in `ExtractOptions` (docs/architecture.md, "Frameworks").
 *
 * An entry names a module and everything under it (`openai` is also `openai.types`, `google.genai`
 * is also `google.genai.types`; `@anthropic-ai/sdk` is also `@anthropic-ai/sdk/resources`); an entry
 * ending in `*` is a prefix (`@ai-sdk/*` is the whole scope, `@openai/agents*` also `@openai/agents-core`).
 */
export interface SdkModules {
  python: readonly string[];
  javascript: readonly string[];
}

export type ImportLanguage = keyof SdkModules;

/** Whether importing `module` brings in an SDK of the list. */
export function isSdkModule(module: string, language: ImportLanguage, modules: SdkModules): boolean {
  const separator = language === 'python' ? '.' : '/';
  return modules[language].some((entry) =>
    entry.endsWith('*') ? module.startsWith(entry.slice(0, -1)) : module === entry || module.startsWith(entry + separator),
  );
}

/**
 * The text of a JavaScript or TypeScript file as its syntax tree's root holds it, which the walker
 * reads imports from (`javascriptUnits`): from the first printable character, past a byte order mark
 * and leading white space. The pre-check and the repository's test read imports from the same text.
 */
export function treeText(text: string): string {
  return text.slice(Math.max(0, text.search(/[!-~]/)));
}

/**
 * Whether a file's code imports an SDK of the list: the one test for a file (its strings are read as
 * prompts) and for a repository (`repositoryTalksToModel`). Read from the import statements in the
 * text, without parsing, so a whole repository is cheap to test.
 */
export function importsSdk(text: string, language: ImportLanguage, modules: SdkModules): boolean {
  if (!writesSdkName(text, language, modules[language])) return false;
  return importedModules(text, language).some((m) => isSdkModule(m, language, modules));
}

/**
 * Whether the text writes what an import of one of `entries` must write, as `importedModules` reads
 * it: most files import no SDK, and this one test costs a fraction of reading their imports.
 * JavaScript: the specifier, quoted (`'openai'`, `"openai/...`, `'@ai-sdk/` for `@ai-sdk/*`).
 * Python: an entry's first dotted part, as a whole word (`google` for `google.genai`): a module read
 * from `import X` is written whole, and one composed from `from X import Y` starts with X whole, so
 * the part must stand there (its last part need not: `from google import gen(ai)` is read as `genai`).
 * The blanked strings and dropped `TYPE_CHECKING` blocks only take text away. An entry this cannot
 * say anything of (its part is not a word, its specifier has a space, which blanking writes) makes
 * the test always pass.
 */
export function writesSdkName(text: string, language: ImportLanguage, entries: readonly string[]): boolean {
  let test = entryTests.get(entries);
  if (test === undefined) entryTests.set(entries, (test = entryTest(language, entries)));
  return test === null || test.test(text);
}

/** Each module list's test, made once (the registry hands every file the same list). */
const entryTests = new WeakMap<readonly string[], RegExp | null>();

function entryTest(language: ImportLanguage, entries: readonly string[]): RegExp | null {
  const whole: string[] = [];
  const prefixes: string[] = [];
  for (const entry of entries) {
    const prefix = entry.endsWith('*');
    const name = prefix ? entry.slice(0, -1) : entry;
    if (language === 'python') {
      const part = name.split('.')[0]!;
      if (!/^\w+$/.test(part)) return null;
      (prefix && !name.includes('.') ? prefixes : whole).push(part);
    } else {
      if (!name || /\s/.test(name)) return null;
      (prefix ? prefixes : whole).push(name);
    }
  }
  const alternatives = (list: string[]): string => list.map(escapeRegExp).join('|');
  const tests: string[] = [];
  // A whole Python part ends at a word's end (a dot, or the end of the name); a JavaScript specifier
  // at its closing quote or a slash.
  if (language === 'python') {
    if (whole.length) tests.push(String.raw`\b(?:${alternatives(whole)})\b`);
    if (prefixes.length) tests.push(String.raw`\b(?:${alternatives(prefixes)})`);
  } else {
    if (whole.length) tests.push(`['"](?:${alternatives(whole)})['"/]`);
    if (prefixes.length) tests.push(`['"](?:${alternatives(prefixes)})`);
  }
  // An empty list imports nothing.
  return new RegExp(tests.join('|') || '(?!)');
}

// `from X import a, b` / `from X import (\n a,\n b\n)`, and `import X, Y as Z`.
const PYTHON_FROM = /^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]*(\([^)]*\)|[^\n#;]*)/gm;
const PYTHON_IMPORT = /^[ \t]*import[ \t]+([^\n#;]+)/gm;
// `import X from 'm'`, `import {a, b} from 'm'` over several lines, `export * from 'm'`: not `import type`.
const JS_FROM = /^[ \t]*(import|export)\b([\w$*{},\s]*?)\bfrom[ \t]*['"]([^'"\n]+)['"]/gm;
const JS_BARE = /^[ \t]*import[ \t]*['"]([^'"\n]+)['"]/gm;
const JS_CALL = /\b(?:require|import)[ \t]*\([ \t]*['"]([^'"\n]+)['"][ \t]*\)/g;

/**
 * The modules a file imports. Python: `from X import Y` names X and X.Y (`from google import genai`
 * imports google.genai); imports under `if TYPE_CHECKING:` and text in triple-quoted strings are not
 * imports. JavaScript: static imports and re-exports (not `import type`), `require(...)` and `import(...)`;
 * text in template strings is not code.
 */
export function importedModules(text: string, language: ImportLanguage): string[] {
  return language === 'python' ? pythonImports(text) : javascriptImports(text);
}

function pythonImports(source: string): string[] {
  const text = withoutTypeCheckingBlocks(blank(source, /("""|''')[\s\S]*?\1/g));
  const modules: string[] = [];
  for (const m of text.matchAll(PYTHON_FROM)) {
    const module = m[1]!;
    modules.push(module);
    for (const name of names(m[2]!.replace(/[()]/g, ''))) modules.push(`${module}.${name}`);
  }
  for (const m of text.matchAll(PYTHON_IMPORT)) modules.push(...names(m[1]!));
  return modules;
}

/** `a, b as c, d.e` -> a, b, d.e */
function names(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0] ?? '')
    .filter((name) => /^[\w.]+$/.test(name));
}

/** Type-only imports (`if TYPE_CHECKING: import mcp`) bring no calls to a model. */
function withoutTypeCheckingBlocks(text: string): string {
  const lines = text.split('\n');
  let blockIndent = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const indent = line.length - line.trimStart().length;
    if (blockIndent >= 0) {
      if (!line.trim() || indent > blockIndent) {
        lines[i] = '';
        continue;
      }
      blockIndent = -1;
    }
    if (/^\s*if\s+(typing\.)?TYPE_CHECKING\s*:\s*(#.*)?$/.test(line)) blockIndent = indent;
  }
  return lines.join('\n');
}

function javascriptImports(source: string): string[] {
  const text = blank(source, /`(?:\\[\s\S]|[^`\\])*`/g);
  const modules: string[] = [];
  for (const m of text.matchAll(JS_FROM)) if (!(m[1] === 'import' && /^\s*type\b/.test(m[2]!))) modules.push(m[3]!);
  for (const m of text.matchAll(JS_BARE)) modules.push(m[1]!);
  for (const m of text.matchAll(JS_CALL)) modules.push(m[1]!);
  return modules;
}

/** The text with what `pattern` matches blanked out, its line breaks kept (so `^` still starts a line). */
function blank(text: string, pattern: RegExp): string {
  // A line's run at a time: a long docstring blanked character by character cost more than the parse.
  return text.replace(pattern, (m) => m.replace(/[^\n]+/g, (run) => ' '.repeat(run.length)));
}
