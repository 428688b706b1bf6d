import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { importedModules, importsSdk, type ImportLanguage, type SdkModules } from '../../src/extract/code/sdk-imports.js';
import { TOOL_DEFINING_KEYS } from '../../src/extract/structured-keys.js';
import { hasEscapedKey, mayHaveKey } from '../../src/extract/code/written-keys.js';
import { sdkModules } from '../../src/frameworks/registry.js';
import { random } from '../support/corpus.js';
import { referenceHasEscapedKey, referenceImportsSdk, referenceMayHaveKey } from '../support/reference-text-tests.js';

/**
 * `importsSdk` and `mayHaveKey` answer every text as they did before their cheap pre-tests
 * (test/support/reference-text-tests.ts): the installed packages' code, read as both languages, and
 * seeded random texts made of the pieces those tests turn on.
 */

const ROOT = new URL('../../node_modules/', import.meta.url).pathname;
const MAX_FILE = 1_000_000;
const MAX_TOTAL = 40_000_000;
const MODULES = sdkModules();
const LANGUAGES: ImportLanguage[] = ['javascript', 'python'];
/** The walker's key lists. */
const KEY_LISTS: readonly string[][] = [[...TOOL_DEFINING_KEYS], ['role'], ['content']];
/**
 * For the escaped keys alone, lists that make any suspect key count (`''`) or that end in one
 * character: real code holds few escaped keys. (The pattern for keys written as is backtracks
 * without end on `''` and on a line break, so `mayHaveKey` is asked only the walker's lists.)
 */
const ESCAPED_KEY_LISTS: readonly string[][] = [...KEY_LISTS, [''], ['e'], ['s', 't'], [' '], ['\n'], ['"']];

function* codeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(path);
    else if (entry.isFile() && /\.(js|cjs|mjs|ts|py)$/.test(entry.name) && statSync(path).size <= MAX_FILE) yield path;
  }
}

/** A list the file's own imports are in: each module, its first part, and a prefix of it. */
function ownModules(text: string, language: ImportLanguage): SdkModules {
  const separator = language === 'python' ? '.' : '/';
  const entries = importedModules(text, language)
    .slice(0, 20)
    .flatMap((m) => [m, m.split(separator)[0]!, `${m.slice(0, Math.max(1, m.length - 2))}*`]);
  return { python: [], javascript: [], [language]: entries };
}

function checkText(name: string, text: string, counts: { imports: number; keys: number }): void {
  for (const language of LANGUAGES) {
    for (const modules of [MODULES, ownModules(text, language)]) {
      const expected = referenceImportsSdk(text, language, modules);
      assert.equal(importsSdk(text, language, modules), expected, `${name} (${language}, ${modules[language].length} entries)`);
      if (expected) counts.imports++;
    }
  }
  for (const keys of ESCAPED_KEY_LISTS) {
    const expected = referenceHasEscapedKey(text, keys);
    assert.equal(hasEscapedKey(text, keys), expected, `${name} ${JSON.stringify(keys)}`);
    if (expected) counts.keys++;
  }
  for (const keys of KEY_LISTS) assert.equal(mayHaveKey(text, keys), referenceMayHaveKey(text, keys), `${name} ${JSON.stringify(keys)}`);
}

test('the installed packages: every code file answers as before', () => {
  const counts = { imports: 0, keys: 0 };
  let files = 0;
  let total = 0;
  for (const path of codeFiles(ROOT)) {
    const text = readFileSync(path, 'utf8');
    if (total + text.length > MAX_TOTAL) break;
    total += text.length;
    files++;
    checkText(relative(ROOT, path), text, counts);
  }
  console.log(`${files} files, ${(total / 1e6).toFixed(1)} M characters: ${counts.imports} SDK imports found, ${counts.keys} escaped keys`);
  assert.ok(files > 1000 && counts.imports > 1000 && counts.keys > 100, JSON.stringify({ files, ...counts }));
});

/** Pieces of import statements, quotes, escapes, comments and keys, so random texts meet every branch. */
const PIECES = [
  'from ', 'import ', 'google', '.', 'genai', '(', ')', ',', ' ', '\n', '\r\n', '\t', '"""', "'''", 'if TYPE_CHECKING:\n', '    ', '#', ';', ' as ',
  "'", '"', '`', 'openai', '/', 'require(', 'import(', '@ai-sdk', 'export * ', 'type ', '{', '}',
  '\\', '\\\\', ':', '/*', '*/', '//', 'r', 'o', 'l', 'e', 'role', 'content', '\\u006f', '\\x72', '\\u{65}', '\\145', '\u2028',
];

test('random texts made of the pieces the tests turn on answer as before', () => {
  const rnd = random(20261201);
  const counts = { imports: 0, keys: 0 };
  for (let i = 0; i < 20_000; i++) {
    const parts: string[] = [];
    const length = 1 + Math.floor(rnd() * 40);
    for (let j = 0; j < length; j++) parts.push(PIECES[Math.floor(rnd() * PIECES.length)]!);
    const text = parts.join('');
    checkText(JSON.stringify(text), text, counts);
  }
  console.log(`random texts: ${counts.imports} SDK imports found, ${counts.keys} escaped keys`);
  // The same seed makes the same texts: as many found as the reference found when this was written.
  assert.deepEqual(counts, { imports: 361, keys: 348 });
});
