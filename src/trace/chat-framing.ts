import type { TraceFormat } from './formats/recorded-usage.js';
import type { SizedMessage, TraceMessage } from './trace.js';

/**
 * What a chat API sends beyond the messages' content (docs/architecture.md, "Message framing"): the
 * tokens each message adds, and the tokens every request adds after its last message.
 */
export interface ChatFraming {
  /** Tokens one message adds beyond its content and its call's arguments. */
  messageTokens(message: TraceMessage): number;
  /** Tokens every request adds after its messages. */
  requestTokens: number;
}

/**
 * OpenAI's chat format, the same for gpt-4 and gpt-4o (docs/architecture.md, "Message framing"): 3
 * tokens a message plus its role, plus its name and 1 more where it has one, and 3 a request for the
 * reply's priming. The role is counted as ctxguard names it: every role the API takes is one token in
 * both encodings, so that is the role as sent.
 */
export function openAiFraming(count: (text: string) => number): ChatFraming {
  return {
    messageTokens: (m) => 3 + count(m.role) + (m.name === undefined ? 0 : count(m.name) + 1),
    requestTokens: 3,
  };
}

/** Traces whose messages are OpenAI chat messages as the run sent them. */
const OPENAI_CHAT_FORMATS: ReadonlySet<TraceFormat> = new Set(['openai', 'swe-agent']);

/**
 * The provider's framing where ctxguard knows it: OpenAI chat messages sent to an OpenAI model. Other
 * providers do not publish theirs, and a trace in ctxguard's own format says nothing of how it was sent.
 */
export function framingFor(format: TraceFormat, provider: string, count: (text: string) => number): ChatFraming | undefined {
  return OPENAI_CHAT_FORMATS.has(format) && provider === 'openai' ? openAiFraming(count) : undefined;
}

/** A sized run framed as the simulator takes it: one overhead for every message, and tokens after the history. */
export interface FramedTrace {
  messages: SizedMessage[];
  messageOverhead: number;
  requestTokens: number;
}

/**
 * The simulator charges every message one overhead: the smallest framing of the run's messages. What
 * a message's framing has beyond it (a name) is counted with its content, so each request's input is
 * exactly the provider's.
 */
export function frameTrace(messages: TraceMessage[], sized: SizedMessage[], framing: ChatFraming): FramedTrace {
  const framed = messages.map((m) => framing.messageTokens(m));
  const overhead = framed.reduce((low, n) => Math.min(low, n), Number.POSITIVE_INFINITY);
  return {
    messages: sized.map((m, i) => (framed[i] === overhead ? m : { ...m, tokens: m.tokens + framed[i]! - overhead })),
    messageOverhead: Number.isFinite(overhead) ? overhead : 0,
    requestTokens: framing.requestTokens,
  };
}
