import type { ExtractOptions } from '../extraction.js';
import type { CodeLanguage } from '../source-kind.js';
import { codeRulesOf, fileContext, sdkModulesOf } from './file-context.js';
import { importsSdk, treeText } from './sdk-imports.js';
import { hasEscapedKey, hasKeyAsWritten, keyAsWrittenSought, quotedKeyText } from './written-keys.js';
import { arrowFollows, bodyMayWriteProse, candidateStarts, identifierEnd, nextCodeAt, scanBracketTokens, scanCodeTokens, stringEnd, valueMayWriteProse, type CodeToken } from './code-tokens.js';
import { mayNamePrompt, type FileContext } from './prompt-names.js';
import { TOOL_DEFINING_KEYS } from '../structured-keys.js';
import { namePattern } from './written-names.js';
import { PatternSearch } from './pattern-search.js';
import { escapeRegExp } from '../regexp-escape.js';

/**
 * Whether a JavaScript or TypeScript file provably yields nothing (no unit, finding, model or call),
 * read from its text alone, so that it need not be parsed: parsing is most of extraction's cost, and
 * most code (a dependency, a utility) holds no prompt. See docs/architecture.md,
 * "Code without prompts is not parsed".
 *
 * The proof follows `javascriptUnits`. A file that imports no SDK and is no prompt module does not
 * talk to a model: no long string, SDK call, model or call wiring is read there. (The walker reads
 * imports in the syntax tree's text, `treeText`; so does this test. A caller that has asked
 * `talksToModel` of the file passes its answer as `talks`, which spares the test.) What is left:
 *   - a string under a name that may name a prompt (`mayNamePrompt`: a constant, a class field, what
 *     a function returns, a collection of prompts): outside a model's files a name needs a strong
 *     word, and outside a repository that talks to a model the word `prompt` itself. Names are read
 *     as written (a class field's may be quoted: `'systemPrompt' = ...`); under a function's or a
 *     method's name only if its body writes a literal prose could be made of outside what it throws
 *     (`bodyMayWriteProse`); under a declared name only if its value writes one, and, below the top
 *     of the file, only if that value may be a function (`declaratorMayHoldPrompt`);
 *   - a tool made by a call the code rules name (`tool(...)`, `server.tool(...)`, `registerTool(...)`):
 *     the callee's last part is that name, written as is and called;
 *   - an object whose own keys make a tool schema (`type` that may read 'function', with `function` or
 *     `parameters`; or `name`, `description` and `input_schema` or `inputSchema`) or a chat message
 *     (`role` and `content`), a quoted key read with its escapes processed (`"r\u006fle":`).
 * Each is first looked for in the whole text, which rules out most files at the cost of one search
 * for all their words (`PatternSearch`); where one is found, again in the code alone (`code-tokens.ts`), so that a library's
 * comments, strings and member names (`@param template`, `'TemplateLiteral'`, `node.template`) do
 * not count. Where the code cannot be read with certainty (JSX, an unclosed string), the file is parsed.
 * Python is always parsed: its docstrings and decorators make such a proof longer than it is worth.
 */
export function hasNothingToExtract(path: string, language: CodeLanguage, text: string, options: ExtractOptions, talks?: boolean): boolean {
  if (language === 'python') return false;
  // Asked first, so that missing options fail as the full reading does.
  const modules = sdkModulesOf(path, options);
  const rules = codeRulesOf(path, options).javascript;
  // As read where the file imports no SDK; that is asked last, as it costs the most.
  const context = fileContext(path, false, options);
  if (context === 'model') return false;
  // One look for keys written with escapes, whichever they are: the code's own reading tells them apart.
  const escaped = hasEscapedKey(text, KEYS);
  // The rest in one search, but what is asked only where another is found (a weak word, `content`).
  const first = firstSearch(context, rules.toolMakers);
  const found = first.search.found(text);
  const [strong, toolKey, role] = found;
  const systemFound = first.system !== undefined && found[first.system]!;
  const toolCall = first.toolMakers !== undefined && found[first.toolMakers]!;
  const sought: Sought = {
    names: strong! || (systemFound && WEAK_WORD.test(text)),
    toolCalls: toolCall ? rules.toolMakers : [],
    toolKeys: escaped || toolKey!,
    messageKeys: (escaped || role!) && (escaped || hasKeyAsWritten(text, ['content'])),
  };
  if ((sought.names || sought.toolCalls.length > 0 || sought.toolKeys || sought.messageKeys) && writesAnyInCode(text, context, sought)) return false;
  // The caller may know whether the file talks to a model (`talksToModel`, read the same way).
  return talks === undefined ? !importsSdk(treeText(text), 'javascript', modules) : !talks;
}

/**
 * The whole text's search for a context's names, the tool keys, `role`, and (where they are read)
 * `system` and the tool makers' names, with where the last two stand in its answer: made once for
 * each context and list of tool makers, which every file of a run shares.
 */
function firstSearch(context: 'plain' | 'repository', toolMakers: readonly string[]): FirstSearch {
  let made = firstSearches.get(toolMakers);
  if (!made) firstSearches.set(toolMakers, (made = new Map()));
  let first = made.get(context);
  if (!first) {
    const system = context === 'plain' ? [] : [{ pattern: SYSTEM, words: ['system'] }];
    const makers = toolMakers.length > 0 ? [{ pattern: namePattern(toolMakers), words: toolMakers }] : [];
    const search = new PatternSearch([
      context === 'plain' ? { pattern: PLAIN_PROMPT_NAME, words: ['prompt'] } : { pattern: REPOSITORY_PROMPT_NAME, words: STRONG_WORDS },
      keyAsWrittenSought(TOOL_KEYS),
      keyAsWrittenSought(['role']),
      ...system,
      ...makers,
    ]);
    first = { search, ...(system.length > 0 ? { system: 3 } : {}), ...(makers.length > 0 ? { toolMakers: 3 + system.length } : {}) };
    made.set(context, first);
  }
  return first;
}
/** The search, and where `system` and the tool makers' names stand in its answer when it looks for them. */
interface FirstSearch {
  search: PatternSearch;
  system?: number;
  toolMakers?: number;
}
const firstSearches = new WeakMap<readonly string[], Map<'plain' | 'repository', FirstSearch>>();

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
  const objects = new ObjectShapes(text);
  let found = false;
  const read = scanCodeTokens(text, candidates, (token) => {
    if (sought.names && standsAsName(text, token) && mayNamePrompt(token.text, context) && !returnsNoProse(text, token)) return (found = true);
    if ((token.kind === 'name' || token.kind === 'member') && sought.toolCalls.includes(token.text) && CALL_NEXT.has(token.next)) return (found = true);
    const key = keyOf(token);
    if (key !== undefined && keys.includes(key)) found = objects.mayBeRead(token.enclosedAt);
    return found;
  });
  return found || !read;
}

/**
 * What a tool maker's name is followed by where it is called (`tool(`, `tool<Schema>(`, `tool?.(`,
 * a tagged template): the walker reads a call whose callee ends in it, and no other use.
 */
const CALL_NEXT = new Set(['(', '<', '?', '`']);

/**
 * The objects of one text, read for whether the walker may take one as a tool schema or a chat
 * message: by their own keys, all of them, each object read once. A tool schema (`toolSchema`) has
 * `type` with `function` or `parameters`, or `name` and `description` with `input_schema` or
 * `inputSchema`; a chat message has `role` and `content`. Keys are read as `keyOf` reads them; a
 * shorthand (`{ type }`), a spread or a computed key is not one, as `jsLiteral` and the walker's
 * message reading take only written pairs.
 */
class ObjectShapes {
  private readonly read = new Map<number, boolean>();
  private starts: number[] | undefined;
  /** Characters read so far: nested objects are each read whole, so a deep nest of them is given up on. */
  private spent = 0;

  constructor(private readonly text: string) {}

  /** Whether the object whose `{` is at `at` may be read as a tool schema or a chat message. */
  mayBeRead(at: number): boolean {
    let may = this.read.get(at);
    if (may === undefined) {
      may = this.readObject(at);
      this.read.set(at, may);
    }
    return may;
  }

  private readObject(at: number): boolean {
    if (this.text[at] !== '{' || this.spent > OBJECT_READING_LIMIT * this.text.length) return true;
    this.starts ??= candidateStarts(this.text, SHAPE_KEY_WORDS);
    const keys = new Set<string>();
    const end = scanBracketTokens(this.text, at, this.starts, (token) => {
      const key = token.enclosedAt === at ? keyOf(token) : undefined;
      // Only a `type` that may read 'function' makes a tool.
      if (key !== undefined && (key !== 'type' || typeMayReadFunction(this.text, token.end))) keys.add(key);
      return false;
    });
    if (end < 0) return true;
    this.spent += end - at;
    return hasShape(keys);
  }
}

/** How many times its length a text's objects may cost to read before the file is parsed instead. */
const OBJECT_READING_LIMIT = 4;
/** Words the keys of a tool schema or a chat message are made of, and a backslash for escaped ones. */
const SHAPE_KEY_WORDS = /type|function|parameters|name|description|input_?schema|inputSchema|role|content|\\/gi;

/**
 * Whether the value of a `type:` key (the key ends at `keyEnd`) may read as 'function', as a tool's
 * must: not when it is a string alone that reads otherwise (`type: 'Identifier',`), nor a name or a
 * member path alone (`type: AST_NODE_TYPES.TSIndexSignature,`), which `jsLiteral` cannot read.
 */
function typeMayReadFunction(text: string, keyEnd: number): boolean {
  const value = nextCodeAt(text, nextCodeAt(text, keyEnd) + 1);
  const quote = text.charCodeAt(value);
  const quoted = quote === 0x22 || quote === 0x27;
  const end = quoted ? stringEnd(text, value, quote) : memberPathEnd(text, value);
  if (end <= value) return true;
  const next = text[nextCodeAt(text, end)];
  if (next !== ',' && next !== '}') return true;
  return quoted && quotedKeyText(text.slice(value + 1, end - 1)) === 'function';
}

/** Where a name and the `.name`s after it (`AST_NODE_TYPES.TSIndexSignature`) end; `from` when no name starts there. */
function memberPathEnd(text: string, from: number): number {
  let end = identifierEnd(text, from);
  if (end === from) return from;
  for (let dot = nextCodeAt(text, end); text[dot] === '.'; dot = nextCodeAt(text, end)) {
    const at = nextCodeAt(text, dot + 1);
    end = identifierEnd(text, at);
    // `a.` and no name: what follows is read as the value's end, which it cannot be.
    if (end === at) return at;
  }
  return end;
}

function hasShape(keys: ReadonlySet<string>): boolean {
  const has = (key: string): boolean => keys.has(key);
  return (
    (has('type') && (has('function') || has('parameters'))) ||
    (has('name') && has('description') && (has('input_schema') || has('inputSchema'))) ||
    (has('role') && has('content'))
  );
}

/**
 * Whether the walker may read a name from where the token stands: a declared one (`const`, `let`,
 * `var`, `function`, `function*`, a later declarator), a method's (`buildPrompt() {`, in a
 * class, or in an object after `{`, `,`, `async`, `get`...), or a class field's (`systemPrompt =`,
 * `systemPrompt: string`, `'systemPrompt' =`); quoted or computed (`['buildPrompt']() {`) alike.
 * Never a member (`node.template`), nor a name used in an expression (`render(template)`).
 */
function standsAsName(text: string, token: CodeToken): boolean {
  if (token.kind === 'member') return false;
  if (token.kind === 'name' && FUNCTION_NAMING.has(token.previous)) return true;
  if (token.kind === 'name' && (DECLARING.has(token.previous) || token.declarator)) return declaratorMayHoldPrompt(text, token);
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

/**
 * Whether the walker may read a prompt under a declared name (`const REVIEW_PROMPT = ...`), from
 * its value: at the top of the file, a text, a collection of texts or what a function returns;
 * elsewhere, only what a function returns (`const buildPrompt = (diff) => ...`). Each is made of
 * the value's literals, so a value that writes none prose could be made of (`= /\$\{$/u`,
 * `= node.template`) holds no prompt. A TypeScript type annotation (`: Handler = ...`) is not read past.
 */
function declaratorMayHoldPrompt(text: string, token: CodeToken): boolean {
  const after = nextCodeAt(text, token.end);
  if (text[after] !== '=') return text[after] === ':' || text[after] === '!';
  return (token.enclosedBy === '' || mayBeFunction(text, nextCodeAt(text, after + 1))) && valueMayWriteProse(text, after + 1);
}

/** Whether the value at `at` may be a function: `function`, `async`, `(...) =>`, `x =>`, `<T>(...) =>`. */
function mayBeFunction(text: string, at: number): boolean {
  if (text[at] === '(') return arrowFollows(text, at);
  if (text[at] === '<') return true;
  const end = identifierEnd(text, at);
  const word = text.slice(at, end);
  return word === 'function' || word === 'async' || (end > at && text.startsWith('=>', nextCodeAt(text, end)));
}

/** What a declared name follows (besides the `,` between declarators). */
const DECLARING = new Set(['const', 'let', 'var', 'using']);
/** What a function's name follows (`function buildPrompt`, `function* buildPrompt`). */
const FUNCTION_NAMING = new Set(['function', '*']);
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
const STRONG_WORDS = ['prompt', 'instruction', 'template', 'persona', 'reminder', 'preamble', 'guideline'];
const REPOSITORY_PROMPT_NAME = new RegExp(STRONG_WORDS.join('|'), 'i');
/** The words a name the code's reading looks at may hold (`system` for `SYSTEM_MESSAGE`). */
const REPOSITORY_WORDS = `${STRONG_WORDS.join('|')}|system`;
const SYSTEM = /system/i;
const WEAK_WORD = /description|message/i;
