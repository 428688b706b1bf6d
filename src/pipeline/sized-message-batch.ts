import { ROLES, roleCode, type SizedMessage } from '../trace/trace.js';

/**
 * Sized messages as a worker thread is sent them (docs/architecture.md, "Simulation"): their numbers in
 * one `Float64Array` and the names of their tools in one list. A structured clone of 200,000 message
 * objects costs more than replaying them. A tool result's call input and error line do not go: only a
 * policy that quotes them needs them, and its run stays on the main thread.
 */
export interface SizedMessageBatch {
  /** Per message: its flags (its role's code, and the bits below), its tokens and its input's tokens. */
  numbers: Float64Array;
  /** The tool of each message that names one, in order. */
  tools: string[];
}

/** The bits of a message's flags beside its role's two. */
const TOOL = 4;
const REPLACES_HISTORY = 8;
const PLAN = 16;
const NUMBERS_PER_MESSAGE = 3;

/**
 * Messages gathered into batches of `size`, each handed to `send` when full, and the rest on `flush`.
 * Every batch's numbers are one array the batcher reuses, valid until `send` returns: `postMessage`
 * copies them. Handing the memory over instead would detach it, and the first detached buffer makes V8
 * throw away every function it has optimised that reads a typed array (docs/architecture.md, "Simulation").
 */
export class SizedMessageBatcher {
  private readonly numbers: Float64Array;
  private tools: string[] = [];
  private count = 0;

  constructor(
    private readonly size: number,
    private readonly send: (batch: SizedMessageBatch) => void,
  ) {
    this.numbers = new Float64Array(size * NUMBERS_PER_MESSAGE);
  }

  add(message: SizedMessage): void {
    let flags = roleCode(message.role);
    if (message.tool !== undefined) {
      flags |= TOOL;
      this.tools.push(message.tool);
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
    const numbers = this.count === this.size ? this.numbers : this.numbers.subarray(0, this.count * NUMBERS_PER_MESSAGE);
    this.send({ numbers, tools: this.tools });
    this.tools = [];
    this.count = 0;
  }
}

/** A batch's messages, as they were added. */
export function batchMessages(batch: SizedMessageBatch): SizedMessage[] {
  const { numbers, tools } = batch;
  const messages: SizedMessage[] = [];
  let next = 0;
  for (let at = 0; at < numbers.length; at += NUMBERS_PER_MESSAGE) {
    const flags = numbers[at]!;
    const message: SizedMessage = { role: ROLES[flags & 3]!, tokens: numbers[at + 1]!, argsTokens: numbers[at + 2]! };
    if (flags & TOOL) message.tool = tools[next++]!;
    if (flags & REPLACES_HISTORY) message.replacesHistory = true;
    if (flags & PLAN) message.plan = true;
    messages.push(message);
  }
  return messages;
}
