import { Environment, parse, tokenize } from '@huggingface/jinja';
import { PY_SPACE } from '../python/python-text.js';
import { Jinja2Interpreter, printedExpressions, type UndefinedVariables } from './jinja2-interpreter.js';

/**
 * jinja2 on @huggingface/jinja (docs/architecture.md, "Rendered requests"). jinja2's defaults differ
 * from that library's Template class: no trim_blocks, no lstrip_blocks, and every newline (\r\n,
 * \r) read as \n; so the lexer is called with both off, on normalised text. Both drop a template's
 * one trailing newline (keep_trailing_newline=False).
 */

/** jinja2's `range` global (the library's own is not exported). */
function range(start: number, stop?: number, step = 1): number[] {
  const [from, to] = stop === undefined ? [0, start] : [start, stop];
  const out: number[] = [];
  for (let i = from; step > 0 ? i < to : i > to; i += step) out.push(i);
  return out;
}

const GLOBALS: Record<string, unknown> = { true: true, false: false, none: null, True: true, False: false, None: null, range };

const RAW = /\{%(-?)\s*raw\s*(-?)%\}([^]*?)\{%(-?)\s*endraw\s*(-?)%\}/g;
const LEADING_SPACE = new RegExp(`^${PY_SPACE}+`);
const TRAILING_SPACE = new RegExp(`${PY_SPACE}+$`);

/**
 * `{% raw %}...{% endraw %}`, which the library does not parse, as the string expression it
 * prints; its `-` marks strip the text around and inside the block as jinja2's do.
 */
function rawBlocksAsStrings(template: string): string {
  return template.replace(RAW, (_, before: string, open: string, body: string, close: string, after: string) => {
    let text = body;
    if (open) text = text.replace(LEADING_SPACE, '');
    if (close) text = text.replace(TRAILING_SPACE, '');
    return `{{${before} "${text.replace(/[\\"]/g, '\\$&')}" ${after}}}`;
  });
}

/**
 * A Jinja template rendered as jinja2's `Template(text).render(**variables)` renders it, on
 * @huggingface/jinja. `strict` is StrictUndefined (an unknown variable is an error: smolagents);
 * `lenient` is jinja2's default Undefined, printed as nothing (SWE-agent).
 */
export function renderJinja2(template: string, variables: Record<string, unknown>, undefinedVariables: UndefinedVariables): string {
  const env = new Environment();
  for (const [name, value] of Object.entries({ ...GLOBALS, ...variables })) env.set(name, value);
  try {
    const source = rawBlocksAsStrings(template.replace(/\r\n?/g, '\n'));
    const program = parse(tokenize(source, { lstrip_blocks: false, trim_blocks: false }));
    return new Jinja2Interpreter(env, printedExpressions(program), undefinedVariables).run(program).value as string;
  } catch (error) {
    throw new Error(`Error during jinja template rendering: ${(error as Error).message}`, { cause: error });
  }
}
