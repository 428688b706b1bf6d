import { firstErrorLine } from './error-line.js';

/**
 * A run's messages (DESIGN 4.2). A request is issued before each assistant message: its input is the
 * system message plus the history so far, after the memory policy has run; the assistant message's
 * tokens are that request's output. A `tool` message is the result of a call made by the nearest
 * assistant message before it.
 */
export type TraceRole = 'system' | 'user' | 'assistant' | 'tool';

/** The roles in the order of their codes (`roleCode`), for a message kept as numbers. */
export const ROLES: readonly TraceRole[] = ['system', 'user', 'assistant', 'tool'];

/** A role's code, its place in `ROLES`: compared, not looked up by string key, since it runs per message per run. */
export function roleCode(role: TraceRole): number {
  if (role === 'tool') return 3;
  if (role === 'assistant') return 2;
  return role === 'user' ? 1 : 0;
}

/** One line of the canonical JSONL trace. */
export interface TraceMessage {
  role: TraceRole;
  content?: string;
  /** Used as is where given; otherwise the content (and args) are counted. */
  tokens?: number;
  /** On an assistant message: the tool it calls. On a tool message: the tool that answered. */
  tool?: string;
  /** The call's input, on an assistant message. */
  args?: string;
  /**
   * A summary that replaces the whole history before it: a compaction the log records (Claude
   * Code's `compact_boundary`), which the simulator replays as one.
   */
  replacesHistory?: boolean;
  /** The sender's name (OpenAI's `name`), which the chat format sends and counts with the message. */
  name?: string;
}

/** A message with its size known: what the simulator works on. */
export interface SizedMessage {
  role: TraceRole;
  /** Tokens of the content. */
  tokens: number;
  /** Tokens of a tool call's input (assistant messages), which `clear_tool_inputs` can clear. */
  argsTokens: number;
  tool?: string;
  /** See `TraceMessage.replacesHistory`. */
  replacesHistory?: boolean;
  /**
   * On a tool result: the input of the call it answers, as the trace writes it, and the first error
   * line of its text (`firstErrorLine`), where the trace has them. The budget policy's stub quotes both
   * (docs/architecture.md, "Memory policies"); the text itself is never kept.
   */
  args?: string;
  errorLine?: string;
  /** A plan a planning call left in the history: smolagents' summary mode leaves it out (`SideCallRequest.summary`). */
  plan?: boolean;
}

export const DEFAULT_MESSAGE_OVERHEAD = 4;

/** Sizes every message; `count` is the tokenizer's count. */
export function sizeTrace(messages: readonly TraceMessage[], count: (text: string) => number): SizedMessage[] {
  return new MessageSizer(count).size(messages);
}

/** The same, a batch at a time, for a trace read as it streams. */
export function* sizedMessages(batches: Iterable<readonly TraceMessage[]>, count: (text: string) => number): Generator<SizedMessage[]> {
  const sizer = new MessageSizer(count);
  for (const batch of batches) yield sizer.size(batch);
}

/**
 * Sizes a trace's messages in order, batch after batch: a tool result takes the input of the call it
 * answers, which may have come in an earlier batch.
 */
class MessageSizer {
  private call: TraceMessage | undefined;
  private answered = 0;

  constructor(private readonly count: (text: string) => number) {}

  size(messages: readonly TraceMessage[]): SizedMessage[] {
    const { count } = this;
    const sized = new Array<SizedMessage>(messages.length);
    for (let i = 0; i < messages.length; i++) {
      const m = messages[i]!;
      // Fields set one by one, not spread: a long trace sizes a message per line.
      const s: SizedMessage = {
        role: m.role,
        tokens: m.tokens ?? (m.content ? count(m.content) : 0),
        argsTokens: m.tokens !== undefined || !m.args ? 0 : count(m.args),
      };
      if (m.tool !== undefined) s.tool = m.tool;
      if (m.replacesHistory) s.replacesHistory = true;
      if (m.role === 'assistant') {
        this.call = m;
        this.answered = 0;
      } else if (m.role === 'tool') {
        const args = m.args ?? argsOfResult(this.call, this.answered++);
        if (args !== undefined) s.args = args;
        const errorLine = firstErrorLine(m.content);
        if (errorLine !== undefined) s.errorLine = errorLine;
      }
      sized[i] = s;
    }
    return sized;
  }
}

/**
 * The input of the call the `nth` result after `call` answers. The readers join a parallel call's tools
 * with `,` and their inputs with newlines; results are taken to follow in call order, so the nth result
 * gets the nth input when the count matches, and the joined inputs when it does not.
 */
function argsOfResult(call: TraceMessage | undefined, nth: number): string | undefined {
  if (call?.args === undefined) return undefined;
  // One tool, one input: most calls, and no splitting for each of their results.
  if (call.tool === undefined || !call.tool.includes(',')) return call.args;
  const tools = call.tool.split(',').length;
  const inputs = call.args.split('\n');
  return tools > 1 && inputs.length === tools ? inputs[nth] ?? call.args : call.args;
}
