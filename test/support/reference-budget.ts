import { referenceCount } from './reference-count.js';

/**
 * The reference memory manager, ctxkit's `ContextManager` (its `context.py`, `summarizers` and the
 * replay's `Meter`), carried over line by line from its Python so that the budget policy can be checked
 * against it request by request. It shares no code with the simulator: it holds messages as text, counts
 * them with tiktoken's own o200k_base (`reference-count.ts`) as ctxkit does, re-sums the history for
 * every request, and writes its events as the Python writes them. Python's semantics are kept where
 * they differ from JavaScript's: negative slices, `str(None)`, `{:,}`, and Unicode `\b` and `\w`.
 */

export const MESSAGE_OVERHEAD = 4;

const counts = new Map<string, number>();

/** `count_tokens`, with the `lru_cache` that makes re-summing the history cheap. */
export function countTokens(text: string): number {
  let n = counts.get(text);
  if (n === undefined) {
    n = referenceCount(text);
    counts.set(text, n);
  }
  return n;
}

export type Role = 'system' | 'user' | 'assistant' | 'tool' | 'summary';

// Python's `\w` on text: letters, digits (any script) and the underscore.
const W = '[\\p{L}\\p{N}_]';
/** `ERROR_LINE = re.compile(r"\b([A-Z]\w*(?:Error|Exception)): ([^\n\]]+)")`. */
export const ERROR_LINE = new RegExp(`(?<!${W})([A-Z]${W}*(?:Error|Exception)): ([^\\n\\]]+)`, 'u');

export class Message {
  constructor(
    readonly role: Role,
    readonly content: string,
    readonly turn = 0,
    readonly tool: string | null = null,
    readonly args: string | null = null,
    readonly cleared = false,
  ) {}

  get tokens(): number {
    return countTokens(this.content) + MESSAGE_OVERHEAD;
  }

  /** The cache meter's key: role and content, as the Python hashes them. */
  get key(): string {
    return `${this.role}\0${this.content}`;
  }

  /** `dataclasses.replace(m, content=..., cleared=True)`. */
  replaced(content: string): Message {
    return new Message(this.role, content, this.turn, this.tool, this.args, true);
  }
}

export interface Summarizer {
  summarize(messages: Message[], notes: string): string;
}

export class ContextOverflow extends Error {}

export interface Budget {
  window: number;
  trigger: number;
  clear_at_least: number;
  keep_tool_results: number;
  compact_above: number;
  keep_recent: number;
  pinned_tools: ReadonlySet<string>;
}

export const DEFAULT_BUDGET: Budget = {
  window: 200_000,
  trigger: 30_000,
  clear_at_least: 10_000,
  keep_tool_results: 3,
  compact_above: 20_000,
  keep_recent: 10,
  pinned_tools: new Set(['notes_read']),
};

/** Python's `str()` of an optional string. */
const pyStr = (value: string | null): string => (value === null ? 'None' : value);

/** Python's `f"{n:,}"` for an int. */
export function pyThousands(n: number): string {
  const digits = String(Math.abs(n));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return (n < 0 ? '-' : '') + out;
}

/** Python's `xs[:end]` and `xs[start:]` with a possibly negative bound. */
function pyIndex(length: number, i: number): number {
  return i < 0 ? Math.max(0, length + i) : Math.min(i, length);
}
const pyHead = <T>(xs: T[], end: number): T[] => xs.slice(0, pyIndex(xs.length, end));
const pyTail = <T>(xs: T[], start: number): T[] => xs.slice(pyIndex(xs.length, start));

export function stub(message: Message): string {
  let text = `[cleared: ${pyStr(message.tool)}(${pyStr(message.args)}) returned ${pyThousands(message.tokens)} tokens. Call it again if you need it.`;
  const error = ERROR_LINE.exec(message.content);
  if (error) text += ` First error: ${error[0]}`;
  return `${text}]`;
}

export class ContextManager {
  history: Message[] = [];
  events: string[] = [];
  requests = 0;
  /** Not ctxkit's: told what each compaction would replace, so that a test can aim at the threshold. */
  probe?: (replaced: number) => void;

  constructor(
    readonly system: string,
    readonly summarizer: Summarizer,
    readonly budget: Budget = DEFAULT_BUDGET,
    readonly readNotes: () => string = () => '',
  ) {}

  append(message: Message): void {
    this.history.push(message);
  }

  total(): number {
    return countTokens(this.system) + MESSAGE_OVERHEAD + this.history.reduce((n, m) => n + m.tokens, 0);
  }

  prepare(): Message[] {
    this.requests += 1;
    if (this.total() > this.budget.trigger) {
      this.clearToolResults();
      if (this.total() > this.budget.compact_above) this.compact();
    }
    if (this.total() > this.budget.window) throw new ContextOverflow(`${pyThousands(this.total())} tokens after every policy ran`);
    return [new Message('system', this.system), ...this.history];
  }

  private clearToolResults(): void {
    const results = this.history.flatMap((m, i) => (m.role === 'tool' && !m.cleared && !(m.tool !== null && this.budget.pinned_tools.has(m.tool)) ? [i] : []));
    // `results[: -keep or None]`: a keep of 0 leaves nothing out.
    const stale = this.budget.keep_tool_results === 0 ? results : pyHead(results, -this.budget.keep_tool_results);
    const stubs = new Map(stale.map((i) => [i, this.history[i]!.replaced(stub(this.history[i]!))]));
    let freed = 0;
    for (const [i, s] of stubs) freed += this.history[i]!.tokens - s.tokens;
    if (freed < this.budget.clear_at_least) return;
    for (const [i, cleared] of stubs) this.history[i] = cleared;
    this.events.push(`request ${this.requests}: cleared ${stale.length} tool results (-${pyThousands(freed)})`);
  }

  private compact(): void {
    let cut = this.history.length - this.budget.keep_recent;
    if (cut >= this.history.length && this.history.length > 0) throw new RangeError('list index out of range');
    while (cut > 0 && this.history[cut]!.role === 'tool') cut -= 1;
    const old = pyHead(this.history, cut);
    const recent = pyTail(this.history, cut);
    const replaced = old.reduce((n, m) => n + m.tokens, 0);
    this.probe?.(replaced);
    if (replaced < this.budget.clear_at_least) return;
    if (old.length === 0) throw new RangeError('list index out of range');
    const before = this.total();
    const summary = this.summarizer.summarize(old, this.readNotes());
    this.history = [new Message('summary', summary, old.at(-1)!.turn), ...recent];
    this.events.push(`request ${this.requests}: compacted ${old.length} messages (-${pyThousands(before - this.total())})`);
  }
}

/**
 * ctxkit's model summarizer, with a client that writes exactly `max_tokens`, as a model cut off at its cap
 * does. Each summary differs from the one before (it summarises a different history), so that the
 * cache meter, which compares texts, never takes a new summary for the old one.
 */
export class LLMSummarizer implements Summarizer {
  private calls = 0;

  constructor(readonly maxTokens = 2_000) {}

  summarize(_messages: Message[], notes: string): string {
    return `${capped(this.maxTokens, this.calls++)}\n\nCurrent notes:\n${notes || '(empty)'}`;
  }
}

/** A text of exactly `n` o200k tokens, numbered, ending in a word so that what follows starts a token of its own. */
export function capped(n: number, number: number): string {
  const text = n === 0 ? '' : `${number % 1000}${' note'.repeat(n - 1)}`;
  if (countTokens(text) !== n) throw new Error(`the summary text is ${countTokens(text)} tokens, not ${n}`);
  return text;
}

/** The replay's `Meter`, for the cached tokens: the prefix of messages identical to the previous request's. */
export class Meter {
  private previous: string[] = [];

  constructor(private readonly minCacheable: number) {}

  request(messages: Message[]): { input: number; cached: number } {
    const keys = messages.map((m) => m.key);
    const tokens = messages.map((m) => m.tokens);
    let shared = 0;
    while (shared < Math.min(keys.length, this.previous.length) && keys[shared] === this.previous[shared]) shared += 1;
    const prefix = tokens.slice(0, shared).reduce((n, t) => n + t, 0);
    this.previous = keys;
    return { input: tokens.reduce((n, t) => n + t, 0), cached: prefix >= this.minCacheable ? prefix : 0 };
  }
}

export interface ReplayedRequest {
  input: number;
  cached: number;
}

/**
 * The replay loop: a request before each assistant message, then the message joins the history. Where
 * `prepare` raises `ContextOverflow` the request is recorded as the first overflow and the run goes on
 * with the history as the policies left it, as ctxguard reports an overflow and prices the rest.
 */
export function replay(
  manager: ContextManager,
  messages: Message[],
  minCacheable: number,
): { requests: ReplayedRequest[]; events: string[]; overflowRequest: number | null } {
  const meter = new Meter(minCacheable);
  const requests: ReplayedRequest[] = [];
  let overflowRequest: number | null = null;
  for (const message of messages) {
    if (message.role === 'assistant') {
      let sent: Message[];
      try {
        sent = manager.prepare();
      } catch (error) {
        if (!(error instanceof ContextOverflow)) throw error;
        overflowRequest ??= manager.requests;
        sent = [new Message('system', manager.system), ...manager.history];
      }
      const { input, cached } = meter.request(sent);
      requests.push({ input, cached });
    }
    manager.append(message);
  }
  return { requests, events: manager.events, overflowRequest };
}
