import type { Node } from 'web-tree-sitter';

/**
 * Calls that ask a person at a terminal: Python's input/getpass, click/typer options and prompts,
 * rich, questionary and prompt_toolkit, Node's readline `question`, the browser's prompt/confirm. A
 * model-facing call named `prompt` (simonw's `llm`: `model.prompt(...)`) is not one of them.
 */
const TERMINAL_CALL =
  /^(input|raw_input|getpass|getpass\.getpass|prompt|confirm|(click|typer)\.(prompt|confirm|option|Option|argument|Argument)|(Prompt|Confirm|IntPrompt|FloatPrompt)\.ask|questionary\.\w+|inquirer\.\w+|\w*[sS]ession\.prompt|\w*\.question|window\.(prompt|confirm))$/;

export function isTerminalCall(callee: string): boolean {
  return TERMINAL_CALL.test(callee);
}

/** A yes/no question for a person (`Continue? [y/N]`): a program that is not a model's asks it. */
export function looksLikeTerminalQuestion(text: string): boolean {
  return !text.trim().includes('\n') && /[[(]\s*y(es)?\s*\/\s*n(o)?\s*[\])]/i.test(text);
}

/**
 * The names a file passes to a terminal's prompt (`input(PROMPT)`, `rl.question(Cli.PROMPT)`): text
 * under such a name asks a person, not a model. Returned by their last part (`PROMPT`).
 */
export function namesAskedAtTerminal(root: Node, callType: 'call' | 'call_expression'): Set<string> {
  const names = new Set<string>();
  for (const call of root.descendantsOfType(callType)) {
    if (!call || !isTerminalCall(call.childForFieldName('function')?.text ?? '')) continue;
    for (const arg of call.childForFieldName('arguments')?.namedChildren ?? []) {
      const value = arg?.type === 'keyword_argument' ? arg.childForFieldName('value') : arg;
      if (value && /^(identifier|attribute|member_expression)$/.test(value.type)) names.add(value.text.split('.').at(-1)!);
    }
  }
  return names;
}
