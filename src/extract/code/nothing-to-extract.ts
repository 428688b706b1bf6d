import type { ExtractOptions } from '../extract.js';
import type { CodeLanguage } from '../source-kind.js';
import { codeRulesOf, fileContext, sdkModulesOf } from './file-context.js';
import { importsSdk } from './sdk-imports.js';
import { hasEscapedKey, hasKeyAsWritten, quotedKeyText } from './written-keys.js';
import { bodyMayWriteProse, nextCodeAt, scanCodeTokens, type CodeToken } from './code-tokens.js';
import { mayNamePrompt, type FileContext } from './prompt-names.js';
import { TOOL_DEFINING_KEYS } from '../structured-keys.js';
import { writesName } from './written-names.js';
import { escapeRegExp } from '../regexp-escape.js';

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
 *   - a string under a name that may name a prompt (`mayNamePrompt`: a constant, a class field, what
 *     a function returns, a collection of prompts): outside a model's files a name needs a strong
 *     word, and outside a repository that talks to a model the word `prompt` itself. Names are read
 *     as written (a class field's may be quoted: `'systemPrompt' = ...`); under a function's or a
 *     method's name only if its body writes a literal prose could be made of (`bodyMayWriteProse`);
 *   - a tool made by a call the code rules name (`tool(...)`, `server.tool(...)`, `registerTool(...)`):
 *     the callee's last part is that name, written as is;
 *   - an object with a key that may define a tool (`function:`, `parameters:`, `input_schema:`,
 *     `inputSchema:`) or a chat message (`role:` and `content:`), a quoted key read with its escapes
 *     processed (`"r\u006fle":`).
 * Each is first looked for in the whole text, which rules out most files at the cost of a regular
 * expression; where one is found, again in the code alone (`code-tokens.ts`), so that a library's
 * comments, strings and member names (`@param template`, `'TemplateLiteral'`, `node.template`) do
 * not count. Where the code cannot be read with certainty (JSX, an unclosed string), the file is parsed.
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
  // One look for keys written with escapes, whichever they are: the code's own reading tells them apart.
  const escaped = hasEscapedKey(text, KEYS);
  const sought: Sought = {
    names: context === 'plain' ? PLAIN_PROMPT_NAME.test(text) : REPOSITORY_PROMPT_NAME.test(text) || (SYSTEM.test(text) && WEAK_WORD.test(text)),
    toolCalls: writesName(text, rules.toolMakers) ? rules.toolMakers : [],
    toolKeys: escaped || hasKeyAsWritten(text, TOOL_KEYS),
    messageKeys: (escaped || hasKeyAsWritten(text, ['role'])) && (escaped || hasKeyAsWritten(text, ['content'])),
  };
  if ((sought.names || sought.toolCalls.length > 0 || sought.toolKeys || sought.messageKeys) && writesAnyInCode(text, context, sought)) return false;
  return !importsSdk(text.slice(Math.max(0, text.search(/[!-~]/))), 'javascript', modules);
}

/** What the whole text may hold, and so what is looked for in its code. */
interface Sought {
  names: boolean;
  toolCalls: readonly string[];
  toolKeys: boolean;
  messageKeys: boolean;
}

/** Whether the code (not its comments or strings) holds something sought, or cannot be read with certainty. */
function writesAnyInCode(text: string, context: FileContext, sought: Sought): boolean {
  const keys = [...(sought.toolKeys ? TOOL_KEYS : []), ...(sought.messageKeys ? ['role', 'content'] : [])];
  const words = [...(sought.names ? [context === 'plain' ? 'prompt' : REPOSITORY_WORDS] : []), ...sought.toolCalls.map(escapeRegExp), ...keys.map(escapeRegExp)];
  // A quoted key with an escape in it may read as one of the keys.
  const candidates = new RegExp([...words, ...(keys.length > 0 ? ['\\\\'] : [])].join('|'), 'gi');
  const keysSeen = new Set<string>();
  let found = false;
  const read = scanCodeTokens(text, candidates, (token) => {
    if (sought.names && standsAsName(token) && mayNamePrompt(token.text, context) && !returnsNoProse(text, token)) return (found = true);
    if ((token.kind === 'name' || token.kind === 'member') && sought.toolCalls.includes(token.text)) return (found = true);
    const key = keyOf(token);
    if (key !== undefined && keys.includes(key)) {
      keysSeen.add(key);
      found = TOOL_DEFINING_KEYS.has(key) || (keysSeen.has('role') && keysSeen.has('content'));
    }
    return found;
  });
  return found || !read;
}

/**
 * Whether the walker may read a name from where the token stands: a declared one (`const`, `let`,
 * `var`, `function`, `function*`, a later declarator), a method's (`buildPrompt() {`, in a
 * class, or in an object after `{`, `,`, `async`, `get`...), or a class field's (`systemPrompt =`,
 * `systemPrompt: string`, `'systemPrompt' =`); quoted or computed (`['buildPrompt']() {`) alike.
 * Never a member (`node.template`), nor a name used in an expression (`render(template)`).
 */
function standsAsName(token: CodeToken): boolean {
  if (token.kind === 'member') return false;
  if (token.kind === 'name' && (DECLARING.has(token.previous) || token.declarator)) return true;
  const method = (token.next === '(' || token.next === '<') && (token.inClassBody || (token.enclosedBy === '{' && BEFORE_METHOD.has(token.previous)));
  return method || (token.inClassBody && ['=', ':', '?', '!'].includes(token.next));
}
/**
 * Whether a name stands before `(...) {...}` (a function's or a method's: no declarator or field is
 * followed by `(`) whose body writes no literal prose could be made of (`bodyMayWriteProse`): what
 * the walker reads under such a name is what the function returns (`addReturnedPrompts`), and that
 * is made of the body's literals alone.
 */
function returnsNoProse(text: string, token: CodeToken): boolean {
  return !bodyMayWriteProse(text, nextCodeAt(text, token.end));
}

/** What a declared name follows (besides the `,` between declarators). */
const DECLARING = new Set(['const', 'let', 'var', 'using', 'function', '*']);
/** What a method of an object follows, in its braces. */
const BEFORE_METHOD = new Set(['{', ',', '*', 'async', 'get', 'set', 'static', 'accessor']);

/**
 * The key a token is, where it may stand as one of an object (`{role:`, `, "r\u006fle":`): in braces,
 * not in a call's or a function's parentheses (`(node: Node, parameters: string[])`).
 */
function keyOf(token: CodeToken): string | undefined {
  if (token.next !== ':' || token.enclosedBy !== '{' || (token.previous !== '{' && token.previous !== ',')) return undefined;
  return token.kind === 'name' ? token.text : token.kind === 'string' ? quotedKeyText(token.text) : undefined;
}

/** The keys an object is read by: a tool schema's, a chat message's. */
const TOOL_KEYS = [...TOOL_DEFINING_KEYS];
const KEYS = [...TOOL_KEYS, 'role', 'content'];

/** A name where nothing says prompts are near: it says `prompt`. */
const PLAIN_PROMPT_NAME = /prompt/i;
/**
 * In a repository that talks to a model, any strong prompt word (`STRONG` in prompt-names.ts), but
 * `system` only with a weak one in the same name (`SYSTEM_MESSAGE`; not `SYSTEM_NOTICE`).
 */
const STRONG_WORDS = 'prompt|instruction|template|persona|reminder|preamble|guideline';
const REPOSITORY_PROMPT_NAME = new RegExp(STRONG_WORDS, 'i');
/** The words a name the code's reading looks at may hold (`system` for `SYSTEM_MESSAGE`). */
const REPOSITORY_WORDS = `${STRONG_WORDS}|system`;
const SYSTEM = /system/i;
const WEAK_WORD = /description|message/i;
