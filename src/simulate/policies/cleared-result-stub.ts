import { tokenizer, type Tokenizer } from '../../count/tokenizer.js';
import { groupedNumber } from '../../grouped-number.js';

/**
 * The text a cleared tool result leaves in the budget policy: the reference's stub, which keeps the
 * call (tool and input), the size it had, and its first error line, so that the model knows what it
 * no longer sees and can call again (docs/architecture.md, "Memory policies").
 */
export interface ClearedResult {
  tool: string | undefined;
  args: string | undefined;
  /** What the result cost as a message, overhead included: the figure the stub quotes. */
  tokens: number;
  /** The first error line of its text (`firstErrorLine`), where the trace has its text and the text has one. */
  errorLine: string | undefined;
}

export function stubText(result: ClearedResult): string {
  return stubCall(result) + stubRest(result.tokens, result.errorLine);
}

/** The stub up to the call's closing parenthesis: `[cleared: tool(args)`. */
function stubCall(result: ClearedResult): string {
  // The reference formats absent fields as Python's None and the size with thousands separators.
  return `[cleared: ${result.tool ?? 'None'}(${result.args ?? 'None'})`;
}

/** The rest: the size, what to do, the first error line if any. */
function stubRest(tokens: number, error: string | undefined): string {
  return ` returned ${groupedNumber(tokens)} tokens. Call it again if you need it.${error === undefined ? '' : ` First error: ${error}`}]`;
}

/** Calls and sizes a run keeps counted: a long run's stubs repeat the same call, the same size. */
export const KNOWN_STUB_PARTS = 10_000;

/**
 * A run's count of its stubs, in o200k_base whatever the model (the reference's tokenizer), made of
 * the counts of the stub's two parts, each counted once per distinct call and per distinct size (at
 * most `KNOWN_STUB_PARTS` of each kept). The parts' counts add up: o200k's pre-tokenizer always ends a piece at
 * the call's `)` when ` returned` follows, since no piece takes a `)` and a space after it (a run of
 * punctuation takes only line breaks and slashes after it, a word's leading mark must be followed by
 * a letter, and whitespace pieces hold only whitespace). A long run counts a stub in two map lookups,
 * not by tokenizing a fresh string (docs/architecture.md, "Memory policies").
 */
export class StubCounter {
  private loaded: Tokenizer | undefined;
  /** Counts of the call part, by tool and then by input. */
  private readonly calls = new Map<string | undefined, Map<string | undefined, number>>();
  private callsKept = 0;
  /** Counts of the rest, by size, for stubs without an error line. */
  private readonly rests = new Map<number, number>();

  count(result: ClearedResult): number {
    return this.callTokens(result) + this.restTokens(result.tokens, result.errorLine);
  }

  /** Counts it keeps now: calls and sizes, at most `KNOWN_STUB_PARTS` of each. */
  get kept(): number {
    return this.callsKept + this.rests.size;
  }

  private callTokens(result: ClearedResult): number {
    let byArgs = this.calls.get(result.tool);
    let n = byArgs?.get(result.args);
    if (n !== undefined) return n;
    if (this.callsKept >= KNOWN_STUB_PARTS) {
      this.calls.clear();
      this.callsKept = 0;
      byArgs = undefined;
    }
    if (byArgs === undefined) this.calls.set(result.tool, (byArgs = new Map()));
    n = this.tokens(stubCall(result));
    byArgs.set(result.args, n);
    this.callsKept++;
    return n;
  }

  private restTokens(tokens: number, error: string | undefined): number {
    // A stub with an error line is rarer and varied: counted as it comes.
    if (error !== undefined) return this.tokens(stubRest(tokens, error));
    let n = this.rests.get(tokens);
    if (n === undefined) {
      if (this.rests.size >= KNOWN_STUB_PARTS) this.rests.clear();
      n = this.tokens(stubRest(tokens, undefined));
      this.rests.set(tokens, n);
    }
    return n;
  }

  /** The vocabulary is loaded when a first stub is counted, not when the policy is made. */
  private tokens(text: string): number {
    return (this.loaded ??= tokenizer('o200k_base')).count(text);
  }
}
