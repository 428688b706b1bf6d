import type { SizedMessage, TraceRole } from '../trace/trace.js';

/**
 * The history a run replays, as the memory policy leaves it: the messages after the system message,
 * each with its current size (a cleared tool result keeps only a stub). It keeps running totals, so a
 * request's input is read in O(1), and prefix sums that are rebuilt only from the first edited message,
 * so the cached prefix of a request costs amortised O(1) as well.
 */
export class History {
  readonly roles: TraceRole[] = [];
  readonly tools: Array<string | undefined> = [];
  /** A tool result's call input and text, where the trace has them: what the budget's stub quotes. */
  readonly args: Array<string | undefined> = [];
  readonly contents: Array<string | undefined> = [];
  /** Current content tokens (a stub's size once cleared). */
  readonly tokens: number[] = [];
  readonly argsTokens: number[] = [];
  /** Tokens before any edit, for triggers that look at what the client sends (Anthropic's). */
  readonly originalTokens: number[] = [];
  readonly cleared: boolean[] = [];
  /** Whether each message is a plan a planning call left (`SizedMessage.plan`). */
  readonly plans: boolean[] = [];
  readonly step: number[] = [];
  /** Positions of the tool results, oldest first. */
  readonly toolResultAt: number[] = [];
  /** Position of the assistant message whose call each message answers (itself for others). */
  readonly callAt: number[] = [];
  /** Bumped by every compaction, which renumbers messages: position-based cursors must restart. */
  generation = 0;

  /** Sum of every message's current size, overhead included. */
  total = 0;
  /** The same before edits. */
  originalTotal = 0;

  private readonly prefix: number[] = [0];
  /** Lowest index edited since the last request: the cached prefix cannot reach past it. */
  private editedFrom = Number.POSITIVE_INFINITY;

  constructor(
    readonly systemTokens: number,
    readonly overhead: number,
  ) {}

  get length(): number {
    return this.roles.length;
  }

  /** System message plus history: a request's input. */
  get input(): number {
    return this.systemTokens + this.total;
  }

  size(i: number): number {
    return this.tokens[i]! + this.argsTokens[i]! + this.overhead;
  }

  append(message: SizedMessage, step: number): void {
    this.roles.push(message.role);
    this.tools.push(message.tool);
    this.args.push(message.args);
    this.contents.push(message.content);
    this.tokens.push(message.tokens);
    this.argsTokens.push(message.argsTokens);
    this.originalTokens.push(message.tokens + message.argsTokens);
    this.cleared.push(false);
    this.plans.push(message.plan === true);
    this.step.push(step);
    const at = this.roles.length - 1;
    this.callAt.push(message.role === 'tool' && at > 0 ? this.callAt[at - 1]! : at);
    const size = message.tokens + message.argsTokens + this.overhead;
    this.total += size;
    this.originalTotal += size;
    if (message.role === 'tool') this.toolResultAt.push(at);
  }

  get toolResults(): number {
    return this.toolResultAt.length;
  }

  /** Replaces a tool result's content with a stub of `stubTokens`. Returns the tokens freed. */
  clearResult(i: number, stubTokens: number): number {
    if (this.cleared[i]) return 0;
    const freed = Math.max(0, this.tokens[i]! - stubTokens);
    this.tokens[i] = this.tokens[i]! - freed;
    this.cleared[i] = true;
    this.total -= freed;
    this.markEdited(i);
    return freed;
  }

  /**
   * Replaces a whole tool result, content and any input of its own, by a stub of `stubTokens`, which may
   * be larger than the result. Returns the tokens freed: negative when the stub is the larger.
   */
  replaceResult(i: number, stubTokens: number): number {
    const freed = this.tokens[i]! + this.argsTokens[i]! - stubTokens;
    this.tokens[i] = stubTokens;
    this.argsTokens[i] = 0;
    this.cleared[i] = true;
    this.total -= freed;
    this.markEdited(i);
    return freed;
  }

  /** Drops a tool call's input (Anthropic's `clear_tool_inputs`). Returns the tokens freed. */
  clearArgs(i: number): number {
    const freed = this.argsTokens[i]!;
    if (freed === 0) return 0;
    this.argsTokens[i] = 0;
    this.total -= freed;
    this.markEdited(i);
    return freed;
  }

  /**
   * Replaces messages [0, keepFrom) with one summary message of `summaryTokens`. A tool result kept at
   * keepFrom without its call keeps its own tool, input and text: the budget's reference cuts there
   * when the history is shorter than what it keeps (docs/architecture.md, "Memory policies").
   */
  compact(keepFrom: number, summaryTokens: number, summaryStep?: number): void {
    const keep = <T>(xs: T[], first: T): void => {
      xs.splice(0, keepFrom, first);
    };
    keep(this.roles, 'user');
    keep(this.tools, undefined);
    keep(this.args, undefined);
    keep(this.contents, undefined);
    keep(this.tokens, summaryTokens);
    keep(this.argsTokens, 0);
    keep(this.originalTokens, summaryTokens);
    keep(this.cleared, true);
    keep(this.plans, false);
    keep(this.step, summaryStep ?? this.step[keepFrom] ?? 0);
    this.callAt.length = 0;
    this.toolResultAt.length = 0;
    this.total = 0;
    this.originalTotal = 0;
    for (let i = 0; i < this.length; i++) {
      this.callAt.push(this.roles[i] === 'tool' && i > 0 ? this.callAt[i - 1]! : i);
      if (this.roles[i] === 'tool') this.toolResultAt.push(i);
      this.total += this.size(i);
      this.originalTotal += this.originalTokens[i]! + this.overhead;
    }
    this.generation++;
    this.markEdited(0);
  }

  /**
   * What a request in smolagents' summary mode reads of the history (an update-plan call): every
   * message but the model's own and the plans, and no system message. O(n): a run makes few.
   */
  get summaryInput(): number {
    let left = this.total;
    for (let i = 0; i < this.length; i++) if (this.roles[i] === 'assistant' || this.plans[i]) left -= this.size(i);
    return left;
  }

  /** Tokens of messages [0, from): what compacting at `from` would replace. */
  tokensBefore(from: number): number {
    this.ensurePrefix(from);
    return this.prefix[from]!;
  }

  /**
   * Called when a request is sent: returns how many leading history messages are identical to the
   * previous request's, given that it had `previousLength` of them.
   */
  unchangedSince(previousLength: number): number {
    const same = Math.min(previousLength, this.editedFrom);
    this.editedFrom = Number.POSITIVE_INFINITY;
    return same;
  }

  private markEdited(i: number): void {
    if (i < this.editedFrom) this.editedFrom = i;
    if (this.prefix.length > i + 1) this.prefix.length = i + 1;
  }

  private ensurePrefix(n: number): void {
    for (let i = this.prefix.length - 1; i < n; i++) this.prefix.push(this.prefix[i]! + this.size(i));
  }
}
