import type { Node } from 'web-tree-sitter';

/**
 * Text a program shows or puts to a person rather than to a model: terminal questions, printed
 * banners, flashed notices, e-mails, web pages. Prompt-like names (`PASSWORD_PROMPT`,
 * `REMINDER_TEMPLATE`) are common in such code, so these tell the two apart.
 */

/**
 * Calls that ask a person at a terminal: Python's input/getpass, click/typer options and prompts,
 * rich, questionary and prompt_toolkit, Node's readline `question`, the browser's prompt/confirm. A
 * model-facing call named `prompt` (simonw's `llm`: `model.prompt(...)`) is not one of them.
 */
const TERMINAL_CALL =
  /^(input|raw_input|getpass|getpass\.getpass|prompt|confirm|(click|typer)\.(prompt|confirm|option|Option|argument|Argument)|(Prompt|Confirm|IntPrompt|FloatPrompt)\.ask|questionary\.\w+|inquirer\.\w+|\w*[sS]ession\.prompt|\w*\.question|window\.(prompt|confirm))$/;

/** Calls that show text to a person: printing, logging, flashing, rendering a page, mailing, toasts. */
const DISPLAY_CALL =
  /^(print|echo|alert|flash|render_template(_string)?|send_mail|(click|typer)\.(echo|secho)|console\.\w+|sys\.std(out|err)\.write|toast(\.\w+)?|([\w.]*\.)?(mailer|mail|smtp|email)\.\w+|([\w.]*\.)?(send_mail|send_email|send_message|notify)|([\w.]*\.)?(logging|logger|log|_logger|_log)\.\w+)$/i;

export function isTerminalCall(callee: string): boolean {
  return TERMINAL_CALL.test(callee);
}

/** The names a file passes to a terminal's prompt (`input(PROMPT)`, `rl.question(Cli.PROMPT)`), by their last part. */
export function namesAskedAtTerminal(root: Node, callType: 'call' | 'call_expression'): Set<string> {
  return namesPassedTo(root, callType, TERMINAL_CALL);
}

/**
 * The names a file prints, logs, flashes, renders or mails (`click.echo(BANNER_TEMPLATE.format(...))`),
 * or, in JSX, puts on the page (`<p>{PRIVACY_NOTICE}</p>`).
 */
export function namesShownToPeople(root: Node, callType: 'call' | 'call_expression'): Set<string> {
  const names = namesPassedTo(root, callType, DISPLAY_CALL);
  if (callType === 'call_expression') {
    for (const expression of root.descendantsOfType('jsx_expression')) {
      const value = nameIn(expression?.namedChildren[0]);
      if (value) names.add(value.text.split('.').at(-1)!);
    }
  }
  return names;
}

/** A line a program shows a person waiting for input: `Continue? [y/N] `, `Vault password for {env}: `. */
export function looksLikeTerminalQuestion(text: string): boolean {
  if (text.trim().includes('\n')) return false;
  return /[[(]\s*y(es)?\s*\/\s*n(o)?\s*[\])]/i.test(text) || /[:?>]\s*$/.test(text);
}

/** A web page or its template (`<!DOCTYPE html>`, `{% extends "base.html" %}`), not a prompt. */
export function looksLikeMarkup(text: string): boolean {
  return /^\s*<(!doctype|html|head|body|div|table|span|section|p|ul|form)\b/i.test(text) || /\{%-?\s*(extends|block)\b/.test(text);
}

function namesPassedTo(root: Node, callType: 'call' | 'call_expression', callee: RegExp): Set<string> {
  const names = new Set<string>();
  for (const call of root.descendantsOfType(callType)) {
    if (!call || !callee.test(call.childForFieldName('function')?.text ?? '')) continue;
    for (const arg of call.childForFieldName('arguments')?.namedChildren ?? []) {
      const value = nameIn(arg?.type === 'keyword_argument' ? arg.childForFieldName('value') : arg);
      if (value) names.add(value.text.split('.').at(-1)!);
    }
  }
  return names;
}

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
