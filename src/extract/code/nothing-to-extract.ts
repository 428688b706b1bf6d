import type { ExtractOptions } from '../extract.js';
import type { CodeLanguage } from '../source-kind.js';
import { codeRulesOf, fileContext, sdkModulesOf } from './file-context.js';
import { importsSdk } from './sdk-imports.js';
import { unescapeJs } from './javascript.js';

/**
 * Whether a JavaScript or TypeScript file provably yields nothing (no unit, finding, model or call),
 * read from its text alone, so that it need not be parsed: parsing is most of extraction's cost, and
 * most code (a dependency, a utility) holds no prompt. See docs/architecture.md, "Code without
 * prompts is not parsed".
 *
 * The proof follows `javascriptUnits`. A file that imports no SDK and is no prompt module does not
 * talk to a model: no long string, SDK call, model or call wiring is read there. (The walker reads
 * imports in the syntax tree's text, which starts after the leading whitespace; so does this test,
 * from the first printable character.) What is left:
 *   - a string under a name with a prompt word (a constant, a class field, what a function returns):
 *     outside a model's files a name needs a strong word (`isNamedPrompt`, `isPromptCollection`), and
 *     outside a repository that talks to a model the word `prompt` itself (`isNamedPrompt`). Names
 *     are read as written, so their words are in the text;
 *   - a tool made by a call the code rules name (`tool(...)`, `server.tool(...)`, `registerTool(...)`):
 *     the callee's last part is that name, written as is;
 *   - an object with a key that may define a tool (`function:`, `parameters:`, `input_schema:`,
 *     `inputSchema:`) or a chat message (`role:` and `content:`). A quoted key is read with its
 *     escapes processed (`"r\u006fle":`): a quoted key with a backslash or a line break in it may be
 *     any of these.
 * Python is always parsed: its docstrings and decorators make such a proof longer than it is worth.
 */
export function hasNothingToExtract(path: string, language: CodeLanguage, text: string, options: ExtractOptions): boolean {
  if (language === 'python') return false;
  // Asked first, so that missing options fail as the full reading does.
  const modules = sdkModulesOf(path, options);
  const rules = codeRulesOf(path, options).javascript;
  // As read where the file imports no SDK; that is asked last, as it costs the most.
  const context = fileContext(path, false, options);
  if (context === 'model') return false;
  if (context === 'plain' ? PLAIN_PROMPT_NAME.test(text) : REPOSITORY_PROMPT_NAME.test(text) || (SYSTEM.test(text) && WEAK_WORD.test(text))) return false;
  const toolCalls = [...rules.toolCalls, ...rules.positionalToolCalls, ...rules.configuredToolCalls];
  if (toolCalls.some((name) => wordAt(text, name))) return false;
  if (TOOL_KEY.test(text) || (ROLE_KEY.test(text) && CONTENT_KEY.test(text)) || hasEscapedKey(text, KEYS)) return false;
  return !importsSdk(text.slice(Math.max(0, text.search(/[!-~]/))), 'javascript', modules);
}

/** A name a prompt stands under where nothing says prompts are near: it says `prompt`. */
const PLAIN_PROMPT_NAME = /prompt/i;
/**
 * In a repository that talks to a model, any strong prompt word (`STRONG` in prompt-names.ts), but
 * `system` only with a weak one in the same name (`SYSTEM_MESSAGE`; not `SYSTEM_NOTICE`).
 */
const REPOSITORY_PROMPT_NAME = /prompt|instruction|template|persona|reminder|preamble|guideline/i;
const SYSTEM = /system/i;
const WEAK_WORD = /description|message/i;

/** Whether `name` stands in the text as a whole name, not part of a longer one (`tool`, not `toolbar`). */
function wordAt(text: string, name: string): boolean {
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    if (!IDENTIFIER_CHAR.test(text[i - 1] ?? ' ') && !IDENTIFIER_CHAR.test(text[i + name.length] ?? ' ')) return true;
  }
  return false;
}
const IDENTIFIER_CHAR = /[\w$]/;

/** Whitespace and comments between a key and its colon. */
const GAP = String.raw`(?:\s|/\*[\s\S]*?\*/|//[^\n\r\u2028\u2029]*)*`;
const key = (names: string): RegExp => new RegExp(String.raw`\b(?:${names})['"]?${GAP}:`);
/** The keys `mayDefineTool` looks for, and those of a chat message. */
const TOOL_KEYS = ['function', 'parameters', 'input_schema', 'inputSchema'];
const KEYS = [...TOOL_KEYS, 'role', 'content'];
const TOOL_KEY = key(TOOL_KEYS.join('|'));
const ROLE_KEY = key('role');
const CONTENT_KEY = key('content');
/** A colon after a closing quote, past whitespace and comments. */
const COLON_AFTER = new RegExp(`${GAP}:`, 'y');
/** The characters the quoted-key scan stops at. */
const SCAN_STOP = /[\\\n\r\u2028\u2029"']/g;
/** An escape as tree-sitter-javascript reads it (`escape_sequence`), or a line break. */
const ESCAPE = /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[0-7]{1,3}|\r\n|[\s\S])|[\n\r\u2028\u2029]/g;

/**
 * Whether a quoted key may be read as one of `keys` otherwise than written (`"r\u006fle": ...`): a
 * quote followed by a colon, with a backslash or a line break (a broken string's parts are read
 * joined) since the last unescaped quote of its kind, where its string could have opened, and whose
 * text from there, read as `jsString` reads it, ends in one of the keys. Every such key is one of
 * these spans; one forward pass, so a file of many escaped quotes (JSON in a string) costs no more
 * than its length.
 */
export function hasEscapedKey(text: string, keys: readonly string[]): boolean {
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
    // An escaped quote opens and closes nothing.
    if (c === '\\') SCAN_STOP.lastIndex = m.index + (text.startsWith('\r\n', m.index + 1) ? 3 : 2);
  }
  return false;
}

/** The text with its escapes read as `unescapeJs` reads them, and its line breaks left out. */
function readEscapes(raw: string): string {
  return raw.replace(ESCAPE, (m) => (m[0] === '\\' ? unescapeJs(m) : ''));
}
