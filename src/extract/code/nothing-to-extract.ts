import type { ExtractOptions } from '../extract.js';
import type { CodeLanguage } from '../source-kind.js';
import { codeRulesOf, fileContext, sdkModulesOf } from './file-context.js';
import { importsSdk } from './sdk-imports.js';
import { mayHaveKey } from './written-keys.js';
import { TOOL_DEFINING_KEYS } from './unit-collector.js';

/**
 * Whether a JavaScript or TypeScript file provably yields nothing (no unit, finding, model or call),
 * read from its text alone, so that it need not be parsed: parsing is most of extraction's cost, and
 * most code (a dependency, a utility) holds no prompt. See docs/architecture.md,
 * "Code without prompts is not parsed".
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
  if (mayHaveKey(text, TOOL_DEFINING_KEYS) || (mayHaveKey(text, ['role']) && mayHaveKey(text, ['content']))) return false;
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
