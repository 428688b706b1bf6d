import type { History } from '../history.js';

/** What a memory policy did before one request: reported in `events[]` and in the report. */
export interface PolicyEvent {
  /** The request it was made before, numbered from 1 (docs/architecture.md, "Memory policies"). */
  request: number;
  type: 'clear' | 'compact';
  /** Input tokens the edit removed from the request. */
  freedTokens: number;
  /** Tool results cleared, or messages replaced by the summary. */
  messages: number;
  /** A model call that wrote the summary, billed on top of the request (Anthropic's compaction). */
  summaryPass?: { inputTokens: number; outputTokens: number };
}

/**
 * A memory policy edits the history before each request (DESIGN 4.3). `request` is the request's
 * number, from 1: one request per step, so step `request - 1` in the history's own step numbers.
 */
export interface MemoryPolicy {
  readonly description: string;
  /** It quotes tool results' text (the budget's stubs): the history keeps that text only for such a policy. */
  readonly quotesResults?: boolean;
  beforeRequest(history: History, request: number): readonly PolicyEvent[];
}

/** What a policy returns before most requests: one list, not a new empty one per request. */
export const NO_EVENTS: readonly PolicyEvent[] = Object.freeze([]);

export const NO_POLICY: MemoryPolicy = {
  description: 'full replay (no memory policy)',
  beforeRequest: () => NO_EVENTS,
};
