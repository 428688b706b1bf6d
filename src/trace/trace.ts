/**
 * A run's messages (DESIGN 4.2). A request is issued before each assistant message: its input is the
 * system message plus the history so far, after the memory policy has run; the assistant message's
 * tokens are that request's output. A `tool` message is the result of a call made by the nearest
 * assistant message before it.
 */
export type TraceRole = 'system' | 'user' | 'assistant' | 'tool';

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
}

export const DEFAULT_MESSAGE_OVERHEAD = 4;

/** Sizes every message; `count` is the tokenizer's count. */
export function sizeTrace(messages: TraceMessage[], count: (text: string) => number): SizedMessage[] {
  return messages.map((m) => ({
    role: m.role,
    tokens: m.tokens ?? (m.content ? count(m.content) : 0),
    argsTokens: m.tokens !== undefined || !m.args ? 0 : count(m.args),
    ...(m.tool === undefined ? {} : { tool: m.tool }),
    ...(m.replacesHistory ? { replacesHistory: true } : {}),
  }));
}
