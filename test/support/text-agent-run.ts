import type { TraceMessage } from '../../src/trace/trace.js';
import { random } from './corpus.js';
import { Message as ReferenceMessage, countTokens } from './reference-budget.js';

/**
 * A seeded agent run written out as text, in the two shapes the budget policy and its reference read:
 * ctxguard's trace (a call's tools joined with `,` and inputs with newlines on the assistant message,
 * results after it without their input) and ctxkit's messages (each result carries its tool and input;
 * a call is one message, its text and inputs together). The runs have what the budget must get right:
 * pinned tools, parallel calls, results smaller than their stub (empty ones too), error lines that the
 * reference's pattern takes and ones that it must not, and now and then a result large enough to
 * overflow.
 */
export interface TextAgentRun {
  system: string;
  trace: TraceMessage[];
  /** ctxkit's messages after the system prompt; a request is made before each assistant message. */
  reference: ReferenceMessage[];
}

export interface RunShape {
  steps: number;
  /** Share of results that are large (5,000 to 30,000 words). */
  large?: number;
  /** The size of the first step's result, in words, to start a run above the thresholds at once. */
  firstResultWords?: number;
}

const WORDS = ('the invoice total rounds once per currency so tax rates load as decimal strings and never float ' +
  'def money return amount quantize cents export format csv column header row value assert expected got ' +
  'src billing tests fixture import module class self none true false raise error handling retry').split(' ');
const TOOLS = ['read_file', 'run_tests', 'search', 'notes_read', 'edit_file'];
const PATHS = ['src/billing/money.py', 'src/billing/tax.py', 'tests/test_invoice.py', 'src/billing/export.py', 'docs/ünïcode.md'];
const ERRORS = [
  // Taken by the pattern: a Python traceback's last line, one cut by a bracket, one with CRLF, non-ASCII text after the name.
  "Traceback (most recent call last):\n  File \"src/billing/money.py\", line 12, in total\nTypeError: unsupported operand type(s) for *: 'float' and 'decimal.Decimal'\n",
  "FAILED tests/test_invoice.py::test_brl [AssertionError: expected Decimal('10.01'), got Decimal('10.00')] in 0.3s\n",
  'ZeroDivisionError: division by zero\r\nexit status 1\n',
  'KeyError is raised below\nValueErrorException: montant négatif: −3 €\n',
  // Not taken: a name glued to a non-ASCII letter (Python's \b is Unicode-aware), a lowercase name, no space after the colon.
  'ÜValueError: not an error line\nvalueError: nor this\nIOError:nor this one\n',
  // Taken whole: Python's \w takes the accented letter, where an ASCII \w would start at "Error".
  'see TypéError: accented name\n',
];

export function textAgentRun(seed: number, shape: RunShape): TextAgentRun {
  const rnd = random(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const prose = (words: number): string => {
    const out: string[] = [];
    for (let i = 0; i < words; i++) out.push(pick(WORDS), i % 17 === 16 ? '\n' : ' ');
    return out.join('').trim();
  };
  const system = `You are a coding agent. ${prose(int(300, 1500))}`;
  const trace: TraceMessage[] = [{ role: 'system', content: system }];
  const reference: ReferenceMessage[] = [];
  const user = (content: string, turn: number): void => {
    trace.push({ role: 'user', content });
    reference.push(new ReferenceMessage('user', content, turn));
  };
  user(`Task: ${prose(int(20, 200))}`, 1);
  for (let turn = 1; turn <= shape.steps; turn++) {
    const calls = Array.from({ length: pick([0, 1, 1, 1, 1, 2, 3]) }, () => ({ tool: pick(TOOLS), args: JSON.stringify({ path: pick(PATHS), line: int(1, 400) }) }));
    // Ends in a word and a newline, and the inputs start with a brace: no token spans the two, so ctxguard's
    // separate counts of text and inputs add up to ctxkit's count of the one message.
    const text = `Step ${turn}: ${prose(int(5, 300))} next\n`;
    const args = calls.map((c) => c.args).join('\n');
    if (calls.length && countTokens(text + args) !== countTokens(text) + countTokens(args)) throw new Error(`step ${turn}: text and inputs share a token`);
    trace.push({ role: 'assistant', content: text, ...(calls.length ? { tool: calls.map((c) => c.tool).join(','), args } : {}) });
    reference.push(new ReferenceMessage('assistant', text + args, turn));
    for (const call of calls) {
      const content = turn === 1 && shape.firstResultWords ? prose(shape.firstResultWords) : result(rnd, prose, int, shape.large ?? 0.1);
      trace.push({ role: 'tool', tool: call.tool, content });
      reference.push(new ReferenceMessage('tool', content, turn, call.tool, call.args));
    }
    if (rnd() < 0.05) user(`Also: ${prose(int(5, 120))}`, turn);
  }
  return { system, trace, reference };
}

function result(rnd: () => number, prose: (words: number) => string, int: (lo: number, hi: number) => number, large: number): string {
  const r = rnd();
  if (r < 0.12) return ['', 'ok', 'done', '[]', 'saved'][int(0, 4)]!;
  if (r < 0.3) return `${prose(int(0, 400))}\n${ERRORS[int(0, ERRORS.length - 1)]!}${prose(int(0, 200))}`;
  if (r < 0.3 + large) return prose(int(5_000, 30_000));
  return prose(int(1, 2_000));
}
