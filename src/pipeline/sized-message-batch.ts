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

/**
 * A batch's messages, as they were added, in objects the reader reuses from batch to batch: what it
 * returns is valid until its next read. A replay copies what it needs of each message as it goes
 * (`History.append`), and a new object per message was 200,000 objects for the worker to make and
 * collect (docs/architecture.md, "Simulation"). Every object has every field, so all share one shape.
 */
export class SizedMessageReader {
  private readonly messages: SizedMessage[] = [];

  read(batch: SizedMessageBatch): readonly SizedMessage[] {
    const { numbers, tools } = batch;
    const { messages } = this;
    const count = numbers.length / NUMBERS_PER_MESSAGE;
    while (messages.length < count) messages.push({ role: 'user', tokens: 0, argsTokens: 0, tool: undefined, replacesHistory: false, plan: false });
    messages.length = count;
    let next = 0;
    for (let k = 0; k < count; k++) {
      const at = k * NUMBERS_PER_MESSAGE;
      const flags = numbers[at]!;
      const message = messages[k]!;
      message.role = ROLES[flags & 3]!;
      message.tokens = numbers[at + 1]!;
      message.argsTokens = numbers[at + 2]!;
      message.tool = flags & TOOL ? tools[next++]! : undefined;
      message.replacesHistory = (flags & REPLACES_HISTORY) !== 0;
      message.plan = (flags & PLAN) !== 0;
    }
    return messages;
  }
}
