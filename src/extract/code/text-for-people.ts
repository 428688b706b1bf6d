import type { Node } from 'web-tree-sitter';
import { FUNCTION_TYPES } from './function-types.js';
import { makesDocumentForPeople } from './document-functions.js';
import type { FileContext, NamedStringContext } from './string-context.js';

/**
 * Text a program shows or puts to a person rather than to a model: terminal questions, printed
 * banners, flashed notices, e-mails, web pages. Prompt-like names (`PASSWORD_PROMPT`,
 * `REMINDER_TEMPLATE`) are common in such code, so these tell the two apart.
 */

/** Calls that ask a person at a terminal, the question being their first argument or `prompt=`. */
const QUESTION_CALL =
  /^(input|raw_input|getpass|getpass\.getpass|prompt|confirm|(click|typer)\.(prompt|confirm)|(Prompt|Confirm|IntPrompt|FloatPrompt)\.ask|questionary\.\w+|inquirer\.\w+|\w*[sS]ession\.prompt|\w*\.question|window\.(prompt|confirm))$/;
/** Command-line options that ask for a missing value with their `prompt=`. */
const OPTION_CALL = /^(click|typer)\.(option|Option|argument|Argument)$/;
/** Keyword arguments that carry a terminal question. */
const QUESTION_KEYWORDS = new Set(['prompt', 'message', 'text', 'question']);

/**
 * Calls that show text to a person: printing, logging, flashing, rendering a page, mailing, toasts.
 * (Not `send_message`: Gemini's chat sends to the model with it.)
 */
const DISPLAY_CALL =
  /^(print|echo|alert|flash|render_template(_string)?|send_mail|(click|typer)\.(echo|secho|edit)|say|([\w.]*\.)?chat[_.]postMessage|console\.\w+|sys\.std(out|err)\.write|toast(\.\w+)?|([\w.]*\.)?(mailer|mail|smtp|email)\.\w+|([\w.]*\.)?(send_mail|send_email)|([\w.]*\.)?(logging|logger|log|_logger|_log)\.\w+|warnings\.warn)$/i;

/** Calls that ask a person (a terminal question) or take an option that may: their prompt arguments are not a model's. */
export function isTerminalCall(callee: string): boolean {
  return QUESTION_CALL.test(callee) || OPTION_CALL.test(callee);
}

export function isDisplayCall(callee: string): boolean {
  return DISPLAY_CALL.test(callee);
}

/**
 * The names a file puts to a person at a terminal (`input(PROMPT)`, `getpass(prompt=PASSWORD_PROMPT)`,
 * `click.option("--name", prompt=NAME_PROMPT)`), by their last part, found in one pass and only when
 * first asked for. An option's `default=` is not a question.
 */
function namesAskedAtTerminal(root: Node, language: 'python' | 'javascript'): () => ReadonlySet<string> {
  let names: Set<string> | undefined;
  return () => {
    if (names) return names;
    names = new Set();
    for (const call of root.descendantsOfType(language === 'python' ? 'call' : 'call_expression')) {
      const callee = call?.childForFieldName('function')?.text ?? '';
      const option = OPTION_CALL.test(callee);
      if (!call || (!option && !QUESTION_CALL.test(callee))) continue;
      const args = (call.childForFieldName('arguments')?.namedChildren ?? []).filter((a): a is Node => a !== null && a.type !== 'comment');
      for (const [i, arg] of args.entries()) {
        const keyword = arg.type === 'keyword_argument' ? arg.childForFieldName('name')?.text : undefined;
        const question = keyword ? QUESTION_KEYWORDS.has(keyword) : !option && i === 0;
        const value = nameIn(keyword ? arg.childForFieldName('value') : arg);
        if (question && value) names.add(value.text.split('.').at(-1)!);
      }
    }
    return names;
  };
}

/**
 * Whether text under a name is only ever shown to people: every place the name is read within its
 * scope (its function, or the file for a module-level name) hands it to a display call
 * (`log.warning(slow)`, `click.echo(BANNER.format(...))`), puts it on a page in JSX
 * (`<p>{NOTICE}</p>`, not an attribute: `<Chat systemPrompt={SYSTEM_PROMPT} />`) or returns it from
 * a function that makes a document for people (`return REPORT_TEMPLATE.format(**stats)` in
 * `build_markdown`). A name also passed on anywhere else may well be sent to a model. Each scope is
 * indexed once, on first use.
 */
function shownToPeopleIndex(): (name: string, scope: Node) => boolean {
  const indexes = new Map<number, Map<string, { reads: number; shown: number }>>();
  return (name, scope) => {
    let index = indexes.get(scope.id);
    if (!index) {
      index = new Map();
      for (const id of scope.descendantsOfType(['identifier', 'property_identifier', 'shorthand_property_identifier'])) {
        // `self.NAME` and `Class.NAME` are reads of NAME, as are `NAME.format(...)` and plain `NAME`.
        if (!id || isAssignedHere(id)) continue;
        const counts = index.get(id.text) ?? { reads: 0, shown: 0 };
        counts.reads++;
        if (isShown(id)) counts.shown++;
        index.set(id.text, counts);
      }
      indexes.set(scope.id, index);
    }
    const counts = index.get(name);
    return counts !== undefined && counts.reads > 0 && counts.shown === counts.reads;
  };
}

/** The name being defined (`NAME = ...`, `const NAME = ...`, `def NAME`), not read. */
function isAssignedHere(id: Node): boolean {
  const parent = id.parent;
  if (!parent) return false;
  const target = parent.childForFieldName('left') ?? parent.childForFieldName('name');
  return target !== null && target.startIndex === id.startIndex && /assignment|declarator|definition|declaration|parameter/.test(parent.type);
}

/** Rich (and similar) renderables: text wrapped for a terminal. */
const RENDERABLE = /^(rich\.\w+\.)?(Panel|Text|Markdown|Syntax|Align|Padding|Rule|Tree|Table)(\.\w+)?$/;

/** Arguments and JSX attributes that hold text for the person using a form or a page. */
const FOR_PEOPLE = /^(help|help_text|helpText|helperText|label|verbose_name|placeholder|title|tooltip|hint|description|caption|alt|aria-label|aria-description|error_message|errorMessage)$/;

function isShown(id: Node): boolean {
  let node: Node = id;
  // Up through `NAME.format(...)`, `NAME % args`, `self.NAME`, f-strings and concatenation.
  for (let depth = 0; depth < 8 && node.parent; depth++) {
    const parent: Node = node.parent;
    // `{instructions}` hands the name on to an object: not shown.
    if (id.type === 'shorthand_property_identifier') return false;
    if (parent.type === 'jsx_expression') {
      // A page's text, or a field's label and description; not `<Chat systemPrompt={...}>`.
      const attribute = parent.parent?.type === 'jsx_attribute' ? parent.parent.namedChildren[0]?.text : undefined;
      return attribute === undefined || FOR_PEOPLE.test(attribute);
    }
    // forms.BooleanField(help_text=NOTICE), Field(label=...): shown next to a form field.
    if (parent.type === 'keyword_argument' && FOR_PEOPLE.test(parent.childForFieldName('name')?.text ?? '') && parent.childForFieldName('name')?.text !== 'description') return true;
    if (parent.type === 'argument_list' || parent.type === 'arguments' || parent.type === 'keyword_argument') {
      const call = parent.type === 'keyword_argument' ? parent.parent?.parent : parent.parent;
      const callee = call?.childForFieldName('function')?.text ?? '';
      if (DISPLAY_CALL.test(callee)) return true;
      // Rich's Panel(...), Text(...), Markdown(...) are shown when they are printed: follow them up.
      if (!call || !RENDERABLE.test(callee)) return false;
      node = call;
      continue;
    }
    // `return REPORT_TEMPLATE.format(**stats)` in `build_markdown`: a report or a page for people.
    if (parent.type === 'return_statement' || (parent.type === 'arrow_function' && parent.childForFieldName('body')?.id === node.id)) return returnsDocumentForPeople(parent);
    if (!/^(attribute|member_expression|call|call_expression|binary_operator|binary_expression|interpolation|template_substitution|string|template_string|parenthesized_expression|concatenated_string)$/.test(parent.type)) return false;
    if (FUNCTION_TYPES.has(parent.type)) return false;
    node = parent;
  }
  return false;
}

/** Whether the function a return (or an arrow function's body) is in makes a document for people, by its name. */
function returnsDocumentForPeople(at: Node): boolean {
  let fn: Node | null = at;
  while (fn && !FUNCTION_TYPES.has(fn.type)) fn = fn.parent;
  // An arrow function or function expression is named by what it is assigned to (`const toMarkdown = () => ...`).
  const name = fn?.childForFieldName('name') ?? (fn?.parent?.type === 'variable_declarator' ? fn.parent.childForFieldName('name') : null);
  return name ? makesDocumentForPeople(name.text) : false;
}

/** A line a program shows a person waiting for input: `Continue? [y/N]`, `Vault password for {env}: ` (a space after). */
export function looksLikeTerminalQuestion(text: string): boolean {
  if (text.trim().includes('\n')) return false;
  // `[y/N]`, a question with a space after it, or a default in brackets: `Which folder? [~/Pictures] `.
  return /[[(]\s*y(es)?\s*\/\s*n(o)?\s*[\])]/i.test(text) || /[:?>] +$/.test(text) || /\[[^\]\n]*\]:? +$/.test(text);
}

/**
 * A web page or its template (`<!DOCTYPE html>`, `{% extends "base.html" %}`), or a LaTeX document
 * (`\documentclass{article}` first, after any `%` comments), not a prompt: a prompt asking for LaTeX
 * says so before any source it shows.
 */
export function looksLikeMarkup(text: string): boolean {
  return /^\s*<(!doctype|html|head|body|div|table|span|section|p|ul|form)\b/i.test(text) || /\{%-?\s*(extends|block)\b/.test(text) || LATEX_DOCUMENT.test(text);
}
const LATEX_DOCUMENT = /^\s*(%[^\n]*\n\s*)*\\documentclass\b/;

/** The name an argument is made from: `PROMPT`, `PROMPT.format(env=env)`, `PROMPT % env`. */
function nameIn(node: Node | null | undefined): Node | undefined {
  for (let depth = 0; node && depth < 4; depth++) {
    if (/^(identifier|attribute|member_expression)$/.test(node.type)) {
      const object = node.childForFieldName('object');
      const property = (node.childForFieldName('attribute') ?? node.childForFieldName('property'))?.text;
      // `PROMPT.format` is the function of a call on PROMPT.
      if (object && property && /^(format|replace|strip|trim|rstrip)$/.test(property)) return nameIn(object);
      return node;
    }
    if (node.type === 'call' || node.type === 'call_expression') node = node.childForFieldName('function');
    else if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '%') node = node.childForFieldName('left');
    else return undefined;
  }
  return undefined;
}

/** The function a node is in (its scope for local names), or the file's root. */
export function enclosingScope(node: Node, root: Node): Node {
  for (let n: Node | null = node.parent; n; n = n.parent) if (FUNCTION_TYPES.has(n.type)) return n;
  return root;
}

/** What a file says about its named strings, for `isNamedPrompt`: one per file, its indexes built on first use. */
export interface NameJudge {
  /** How to judge a string under `name`, defined at `at`. */
  context(name: string, at: Node, extra?: { promptClass?: boolean; toolClass?: boolean }): NamedStringContext;
  /** Whether the name's text is only ever shown to people, in the scope `at` is in. */
  onlyShown(name: string, at: Node): boolean;
}

export function nameJudge(root: Node, language: 'python' | 'javascript', file: FileContext): NameJudge {
  const asked = namesAskedAtTerminal(root, language);
  const shown = shownToPeopleIndex();
  const onlyShown = (name: string, at: Node): boolean => shown(name, enclosingScope(at, root));
  return {
    onlyShown,
    context: (name, at, extra = {}) => ({
      // A Tool class's attributes are read as a model file's, whatever the file.
      file: extra.toolClass ? 'model' : file,
      promptClass: extra.promptClass ?? false,
      askedAtTerminal: asked().has(name),
      shownToPeople: () => onlyShown(name, at),
    }),
  };
}
