import { importedModules, isSdkModule, type ImportLanguage, type SdkModules } from '../../src/extract/code/sdk-imports.js';
import { unescapeJs } from '../../src/extract/code/js-escapes.js';

/**
 * `importsSdk`, `mayHaveKey` and `hasEscapedKey` as they were before their cheap pre-tests
 * (commit 8270639; comments between a key and its colon since taken whole): the reference the fast
 * versions must answer exactly as.
 */

export function referenceImportsSdk(text: string, language: ImportLanguage, modules: SdkModules): boolean {
  return importedModules(text, language).some((m) => isSdkModule(m, language, modules));
}

export function referenceMayHaveKey(text: string, keys: Iterable<string>): boolean {
  const list = [...keys];
  const names = list.join('|');
  let pattern = keyPatterns.get(names);
  if (!pattern) keyPatterns.set(names, (pattern = new RegExp(String.raw`\b(?:${names})['"]?${GAP}:`)));
  return pattern.test(text) || referenceHasEscapedKey(text, list);
}

// With comments taken whole, as written-keys.ts now reads them (a colon inside a comment is no key's).
const GAP = String.raw`(?:\s|(?=(/\*[\s\S]*?\*/|//[^\n\r\u2028\u2029]*))\1)*`;
const keyPatterns = new Map<string, RegExp>();
const COLON_AFTER = new RegExp(`${GAP}:`, 'y');
const SCAN_STOP = /[\\\n\r\u2028\u2029"']/g;
const ESCAPE = /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[0-7]{1,3}|\r\n|[\s\S])|[\n\r\u2028\u2029]/g;

export function referenceHasEscapedKey(text: string, keys: readonly string[]): boolean {
  const suspect = { '"': false, "'": false };
  const opened = { '"': -1, "'": -1 };
  SCAN_STOP.lastIndex = 0;
  for (let m = SCAN_STOP.exec(text); m; m = SCAN_STOP.exec(text)) {
    const c = m[0];
    if (c === '"' || c === "'") {
      COLON_AFTER.lastIndex = m.index + 1;
      if (suspect[c] && COLON_AFTER.test(text)) {
        const key = readEscapes(text.slice(opened[c] + 1, m.index));
        if (keys.some((k) => key.endsWith(k))) return true;
      }
      suspect[c] = false;
      opened[c] = m.index;
      continue;
    }
    suspect['"'] = suspect["'"] = true;
    if (c === '\\') SCAN_STOP.lastIndex = m.index + (text.startsWith('\r\n', m.index + 1) ? 3 : 2);
  }
  return false;
}

function readEscapes(raw: string): string {
  return raw.replace(ESCAPE, (m) => (m[0] === '\\' ? unescapeJs(m) : ''));
}
