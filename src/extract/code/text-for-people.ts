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

/** Names a file puts to people, by their last part (`PROMPT` for `Cli.PROMPT`). */
export interface NamesForPeople {
  /** Passed to a terminal's prompt: `input(PROMPT)`, `rl.question(QUESTION)`. */
  asked: ReadonlySet<string>;
  /** Printed, logged, flashed, rendered or mailed (`click.echo(BANNER.format(...))`), or put on a page in JSX (`<p>{NOTICE}</p>`). */
  shown: ReadonlySet<string>;
}

/**
 * The names a file puts to people, found in one pass over its calls, and only when first asked for:
 * most files have no prompt-like name to judge.
 */
export function namesForPeople(root: Node, language: 'python' | 'javascript'): () => NamesForPeople {
  let names: NamesForPeople | undefined;
  return () => (names ??= collect(root, language));
}

function collect(root: Node, language: 'python' | 'javascript'): NamesForPeople {
  const asked = new Set<string>();
  const shown = new Set<string>();
  const add = (to: Set<string>, node: Node | null | undefined): void => {
    const value = nameIn(node);
    if (value) to.add(value.text.split('.').at(-1)!);
  };
  const types = language === 'python' ? ['call'] : ['call_expression', 'jsx_expression'];
  for (const node of root.descendantsOfType(types)) {
    if (!node) continue;
    if (node.type === 'jsx_expression') {
      add(shown, node.namedChildren[0]);
      continue;
    }
    const callee = node.childForFieldName('function')?.text ?? '';
    const to = TERMINAL_CALL.test(callee) ? asked : DISPLAY_CALL.test(callee) ? shown : undefined;
    if (!to) continue;
    for (const arg of node.childForFieldName('arguments')?.namedChildren ?? []) add(to, arg?.type === 'keyword_argument' ? arg.childForFieldName('value') : arg);
  }
  return { asked, shown };
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
