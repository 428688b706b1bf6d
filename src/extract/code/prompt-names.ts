import type { Role } from '../prompt-unit.js';
import { looksLikeMarkup, looksLikeTerminalQuestion } from './text-for-people.js';
import { nameWords } from './name-words.js';
import type { FileContext, NamedStringContext } from './string-context.js';

export type { FileContext, NamedStringContext } from './string-context.js';

// The language extractors read it here, with the name rules built on it.
export { nameWords };

/** Words that make a variable, attribute or argument name a prompt's. */
export const STRONG: ReadonlySet<string> = new Set(['prompt', 'prompts', 'system', 'instruction', 'instructions', 'template', 'templates', 'persona', 'reminder', 'reminders', 'preamble', 'guideline', 'guidelines']);
/** Words that do only in a file that talks to a model, and for prose-length text. */
const WEAK = new Set(['description', 'message', 'messages']);
/**
 * Words that make it something else (an error message, a log template, a commit message). The soft
 * ones name what an agent's prompt may be about (`format_error_template`, `gptFullFileEditPrompt`),
 * so a name that ends in a prompt word keeps it; the hard ones never do (`WELCOME_EMAIL_TEMPLATE`,
 * `HTTP_ERROR_TEMPLATE`, `commit_message_template`).
 */
const SOFT_NOT = new Set(['error', 'err', 'exception', 'warning', 'warn', 'usage', 'status', 'path', 'file', 'filename', 'id', 'key', 'type', 'name', 'version']);
const HARD_NOT = new Set(['log', 'logger', 'logging', 'commit', 'help', 'exit', 'http', 'url', 'email', 'mail', 'html', 'sql', 'sms', 'css', 'page', 'slack', 'notification', 'notifications', 'comment', 'pr', 'issue', 'changelog', 'release']);
const NOT = new Set([...SOFT_NOT, ...HARD_NOT]);

/**
 * A key in a YAML/JSON file that holds a prompt: short, with a prompt word (`system_prompt`,
 * `instance_template`, `instructions`), or ending in one. A long key that only mentions one on the
 * way (TypeScript's `Only_amd_and_system_modules_are_supported...`) is a message id, not a prompt.
 */
export function isPromptKey(key: string): boolean {
  const words = nameWords(key);
  // A number in the key makes it an id (`Unterminated_template_literal_1160`).
  if (words.length === 0 || words.some((w) => /^\d+$/.test(w))) return false;
  // An error word makes it something else, unless a short key ends in the prompt word (`format_error_template`);
  // only `prompt` itself outweighs the hard ones (`pr_review_prompt`, not `email_template`).
  if (words.some((w) => HARD_NOT.has(w))) return words.length <= 4 && (words.at(-1) === 'prompt' || words.at(-1) === 'prompts');
  if (words.some((w) => SOFT_NOT.has(w))) return words.length <= 4 && STRONG.has(words.at(-1)!);
  return STRONG.has(words.at(-1)!) || (words.length <= 4 && words.some((w) => STRONG.has(w)));
}

/** A key of written messages (`SUBMIT_REVIEW_MESSAGES`): its long texts may be sent to a model; not a commit's or a comment's. */
export function isMessageKey(key: string): boolean {
  const words = nameWords(key);
  return words.at(-1) === 'messages' && !words.some((w) => NOT.has(w));
}

/** A name for a collection of prompts (`PROMPTS`, `system_templates`): its values are prompts. */
function isPromptCollectionName(name: string): boolean {
  const last = nameWords(name).at(-1);
  return last !== undefined && ['prompts', 'templates', 'instructions', 'personas', 'reminders'].includes(last);
}

/** A name with a prompt word in it, strong or weak: worth evaluating its value. */
export function hasPromptWord(name: string): boolean {
  return nameWords(name).some((w) => STRONG.has(w) || WEAK.has(w));
}

/**
 * A file where prompts are expected: one that imports an LLM SDK, or a prompt module by its name
 * (`prompts.py`, `base_prompts.py`, `system_prompt.ts`, anything under `prompts/`).
 */
export function isPromptModulePath(path: string): boolean {
  return PROMPT_MODULE_PATH.test(path);
}
/** `prompt` in the file's name, or a folder named `prompt` or `prompts`: asked of every code file, so one pattern. */
const PROMPT_MODULE_PATH = /prompt[^/]*$|(?:^|\/)prompts?\//i;

/**
 * Whether a string under this name (a constant, a class attribute, what a function of this name
 * returns) is a prompt. In a file that talks to a model a prompt word in the name is enough (an
 * `error`, `log` or `http` word vetoes it unless the name ends in the prompt word:
 * `format_error_template`), and `description`/`message` names need prose of some length. Elsewhere
 * the text must not be shown to a person or be a terminal question (`Vault password: `,
 * `Continue? [y/N]`); in a repository that talks to a model any prompt word then counts, and in one
 * that does not (a CLI, a web app) only a name that says `prompt`.
 */
export function isNamedPrompt(name: string, text: string, where: NamedStringContext): boolean {
  if (!isProse(text) || looksLikeMarkup(text) || where.askedAtTerminal) return false;
  if (where.promptClass) return true;
  const words = nameWords(name);
  if (!namesPrompt(words, where.file)) return false;
  // A weak word alone needs prose of some length.
  if (where.file === 'model') return words.some((w) => STRONG.has(w)) || text.length >= MIN_WEAK_PROSE;
  // The name first: whether the text is shown to people costs an index of its scope.
  return !(looksLikeTerminalQuestion(text) || looksLikeCode(text) || where.shownToPeople?.());
}

/**
 * Whether some text under this name could be a prompt in a file of this context, as `isNamedPrompt`
 * (outside a prompt class) or `isPromptCollection` judge it: asked of the name alone, by the proof
 * that a file holds no prompt (`nothing-to-extract.ts`).
 */
export function mayNamePrompt(name: string, file: FileContext): boolean {
  return namesPrompt(nameWords(name), file) || isPromptCollection(name, file);
}

/** What `isNamedPrompt` asks of a name's words. */
function namesPrompt(words: string[], file: FileContext): boolean {
  const last = words.at(-1);
  if (last === undefined) return false;
  // An error or file word vetoes a name, unless it ends in the prompt word (`format_error_template`,
  // `gptFullFileEditPrompt`); where nothing says prompts are near, only `prompt` itself can end it.
  // Only `prompt` itself outweighs a hard word (`PR_REVIEW_PROMPT`, `SQL_SYSTEM_PROMPT`; not `EMAIL_TEMPLATE`).
  const endsInPrompt = last === 'prompt' || last === 'prompts';
  const vetoed =
    (words.some((w) => HARD_NOT.has(w)) && !endsInPrompt) ||
    (words.some((w) => SOFT_NOT.has(w)) && !(file === 'plain' ? endsInPrompt : STRONG.has(last)));
  if (vetoed) return false;
  if (file === 'model') return words.some((w) => STRONG.has(w) || WEAK.has(w));
  // `system` alone names many things (`system_methodSignature`, `SYSTEM_NOTICE`); with another prompt word it is a prompt.
  if (file === 'repository') return words.some((w) => STRONG.has(w) && w !== 'system') || (words.includes('system') && words.some((w) => WEAK.has(w)));
  return words.some((w) => w === 'prompt' || w === 'prompts');
}

/** A line of source code: a definition, an import, a statement, a call, a brace or a semicolon at its end. */
const CODE_LINE =
  /^\s*(def |class |import |from [\w.]+ import |return\b|raise\b|(if|elif|for|while|with)\b.*:\s*$|else:|try:|except\b|#include\b|#!|# -\*-|[{}()[\];,]+\s*$|.*[;{]\s*$|[\w.]+\(.*\)\s*$|[\w.]+\s*=\s*\S)/;

/**
 * A code template (`template = "def inner(_it, _timer): ..."`, a generated `__main__.py`), not a
 * prompt: most of its lines are code. Only said of files that do not talk to a model, where a
 * prompt full of code examples is unlikely.
 */
function looksLikeCode(text: string): boolean {
  if (SQL.test(text) || LOG_FORMAT.test(text)) return true;
  const lines = text.split('\n').filter((l) => l.trim());
  return lines.length >= 2 && lines.filter((l) => CODE_LINE.test(l)).length / lines.length >= 0.5;
}
/** A SQL statement (`INSERT INTO orders ... VALUES`, `SELECT ... FROM`). */
const SQL = /^\s*(select|insert|update|delete|merge|with|create|alter|drop|upsert)\b[\s\S]*\b(from|into|set|table|values|using|where)\b/i;
/** A log line's format, two or more `%(name)s` fields on one line. */
const LOG_FORMAT = /^[^\n]*%\(\w+\)[-#0 +\d.]*[sdifr][^\n]*%\(\w+\)[-#0 +\d.]*[sdifr][^\n]*$/;

/** A collection whose values are prompts, as far as its name and file tell. */
export function isPromptCollection(name: string, file: FileContext): boolean {
  const words = nameWords(name);
  if (!isPromptCollectionName(name) || words.some((w) => NOT.has(w))) return false;
  return file !== 'plain' || words.at(-1) === 'prompts';
}

/** Where text under this name sits in a run. */
export function roleForName(name: string): Role {
  const words = nameWords(name);
  if (words.includes('description')) return 'tool-description';
  if (words.some((w) => w === 'example' || w === 'examples')) return 'example';
  if (words.some((w) => w === 'user' || w === 'task' || w === 'human' || w === 'instance') || (words.includes('template') && !words.includes('system'))) return 'template';
  return 'system';
}

/**
 * Keyword arguments and object properties that carry prompts, as the providers' SDKs and most
 * frameworks spell them. A framework's own (`backstory=`, `handoff_description=`) are in its code
 * rules (`code-rules.ts`).
 */
export const PROMPT_ARGUMENTS: Readonly<Record<string, Role>> = {
  system: 'system',
  system_prompt: 'system',
  systemPrompt: 'system',
  system_message: 'system',
  systemMessage: 'system',
  instructions: 'system',
  prompt: 'template',
  prompt_template: 'template',
  description: 'tool-description',
  template: 'template',
};

/** Prompts are words: a value with no space in it (`"${configDir}"`, `"default"`) is a setting. */
export function isProse(text: string): boolean {
  return /\S\s+\S/.test(text);
}

/** Prose length below which a weakly named or unnamed string is not taken for a prompt. */
const MIN_WEAK_PROSE = 40;

/** Long strings in a file that talks to a model are taken for prompts, as role `other`. */
export const LONG_STRING = 200;

/**
 * A string long enough to be taken for a prompt where a file talks to a model: prose of `LONG_STRING`
 * characters or more, not a list of file names or globs (`package.json,package-lock.json,...`).
 */
export function isLongProse(text: string): boolean {
  return text.length >= LONG_STRING && isProse(text) && !looksLikeFileList(text);
}

/** Most of its words are file names, paths or globs: `*.md, docs/**, package.json`. */
function looksLikeFileList(text: string): boolean {
  const words = text.split(/[\s,;{}()[\]|]+/).filter(Boolean);
  const files = words.filter((w) => /^[\w.*?!@~/-]*(\.[A-Za-z0-9*]{1,10}|\/|\*)[\w.*?!/-]*$/.test(w) && /[./*]/.test(w));
  return words.length >= 5 && files.length / words.length >= 0.6;
}
