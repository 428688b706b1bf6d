import { ROLES, roleCode, type SizedMessage } from '../trace/trace.js';

/**
 * Sized messages as a worker thread is sent them (docs/architecture.md, "Simulation"): their numbers in
 * one `Float64Array`, whose memory is handed over rather than copied, and their strings in one list. A
 * structured clone of 200,000 message objects costs more than replaying them.
 */
export interface SizedMessageBatch {
  /** Per message: its flags (`FIELDS`), its tokens and its input's tokens. */
  numbers: Float64Array;
  /** Each message's tool, input and error line, where it has them, in that order. */
  strings: string[];
}

/** The bits of a message's flags beside its role's two. */
const TOOL = 4;
const ARGS = 8;
const ERROR_LINE = 16;
const REPLACES_HISTORY = 32;
const PLAN = 64;
const NUMBERS_PER_MESSAGE = 3;

/** Messages gathered into batches of `size`, each handed to `send` when full, and the rest on `flush`. */
export class SizedMessageBatcher {
  private numbers: Float64Array;
  private strings: string[] = [];
  private count = 0;

  constructor(
    private readonly size: number,
    private readonly send: (batch: SizedMessageBatch) => void,
    /** Whether to send tool results' input and error line: only a policy that quotes them needs them. */
    private readonly withText: boolean,
  ) {
    this.numbers = new Float64Array(size * NUMBERS_PER_MESSAGE);
  }

  add(message: SizedMessage): void {
    let flags = roleCode(message.role);
    if (message.tool !== undefined) {
      flags |= TOOL;
      this.strings.push(message.tool);
    }
    if (this.withText && message.args !== undefined) {
      flags |= ARGS;
      this.strings.push(message.args);
    }
    if (this.withText && message.errorLine !== undefined) {
      flags |= ERROR_LINE;
      this.strings.push(message.errorLine);
    }
    if (message.replacesHistory) flags |= REPLACES_HISTORY;
    if (message.plan) flags |= PLAN;
    const at = this.count++ * NUMBERS_PER_MESSAGE;
    this.numbers[at] = flags;
    this.numbers[at + 1] = message.tokens;
    this.numbers[at + 2] = message.argsTokens;
    if (this.count === this.size) this.flush();
  }

  flush(): void {
    if (this.count === 0) return;
    const numbers = this.count === this.size ? this.numbers : this.numbers.slice(0, this.count * NUMBERS_PER_MESSAGE);
    this.send({ numbers, strings: this.strings });
    this.numbers = new Float64Array(this.size * NUMBERS_PER_MESSAGE);
    this.strings = [];
    this.count = 0;
  }
}

/** A batch's messages, as they were added. */
export function batchMessages(batch: SizedMessageBatch): SizedMessage[] {
  const { numbers, strings } = batch;
  const messages: SizedMessage[] = [];
  let next = 0;
  for (let at = 0; at < numbers.length; at += NUMBERS_PER_MESSAGE) {
    const flags = numbers[at]!;
    const message: SizedMessage = { role: ROLES[flags & 3]!, tokens: numbers[at + 1]!, argsTokens: numbers[at + 2]! };
    if (flags & TOOL) message.tool = strings[next++]!;
    if (flags & ARGS) message.args = strings[next++]!;
    if (flags & ERROR_LINE) message.errorLine = strings[next++]!;
    if (flags & REPLACES_HISTORY) message.replacesHistory = true;
    if (flags & PLAN) message.plan = true;
    messages.push(message);
  }
  return messages;
}
