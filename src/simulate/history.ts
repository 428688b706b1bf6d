import { ROLES, roleCode, type SizedMessage, type TraceRole } from '../trace/trace.js';

const TOOL = roleCode('tool');
const ASSISTANT = roleCode('assistant');

const INITIAL_CAPACITY = 64;
/** Where `History.sums` keeps each running sum. */
const SYSTEM = 0;
const TOTAL = 1;
const ORIGINAL_TOTAL = 2;

/**
 * The history a run replays, as the memory policy leaves it: the messages after the system message,
 * each with its current size (a cleared tool result keeps only a stub). It keeps running totals, so a
 * request's input is read in O(1), and prefix sums that are rebuilt only from the first edited message,
 * so the cached prefix of a request costs amortised O(1) as well.
 *
 * Each message's numbers live in typed columns that grow fourfold as the run grows: a 100,000-request
 * run appends 200,000 messages, and ten JavaScript arrays of them cost more to grow and to collect
 * than the simulation itself (docs/architecture.md, "Simulation"). A column is valid up to `length`.
 */
export class History {
  /** Current content tokens (a stub's size once cleared). */
  tokens = new Float64Array(INITIAL_CAPACITY);
  argsTokens = new Float64Array(INITIAL_CAPACITY);
  /** Tokens before any edit, for triggers that look at what the client sends (Anthropic's). */
  originalTokens = new Float64Array(INITIAL_CAPACITY);
  /** 1 once a tool result is cleared. */
  cleared = new Uint8Array(INITIAL_CAPACITY);
  /** 1 where a message is a plan a planning call left (`SizedMessage.plan`). */
  plans = new Uint8Array(INITIAL_CAPACITY);
  step = new Int32Array(INITIAL_CAPACITY);
  /** Position of the assistant message whose call each message answers (itself for others). */
  callAt = new Int32Array(INITIAL_CAPACITY);
  private roleCodes = new Uint8Array(INITIAL_CAPACITY);
  /** Each message's tool, as 1 + its place in `toolNames`; 0 for none. */
  private toolCodes = new Int32Array(INITIAL_CAPACITY);
  private readonly toolNames: string[] = [];
  private readonly toolCode = new Map<string, number>();
  private lastTool: string | undefined;
  private lastToolCode = 0;
  /**
   * A tool result's call input and first error line, where the trace has them and the history keeps
   * them (`keepsText`): what the budget's stub quotes. A run never holds a message's whole text.
   */
  readonly args: Array<string | undefined> = [];
  readonly errorLines: Array<string | undefined> = [];
  /** Positions of the tool results, oldest first: valid up to `toolResults`. */
  toolResultAt = new Int32Array(INITIAL_CAPACITY);
  private toolResultCount = 0;
  /** Bumped by every compaction, which renumbers messages: position-based cursors must restart. */
  generation = 0;

  /**
   * The system prompt's tokens, the history's and the history's before edits: in a typed array, not in
   * fields, since a field that starts as a small integer and later holds a fraction, or passes 2^30,
   * changes its object's shape, and V8 then throws away every function it had optimised for the old
   * one (docs/architecture.md, "Simulation").
   */
  private readonly sums = new Float64Array(3);

  private count = 0;
  private prefix = new Float64Array(INITIAL_CAPACITY + 1);
  /** Messages whose prefix sum is known: `prefix[0..prefixLength]`. */
  private prefixLength = 0;
  /** Lowest index edited since the last request: the cached prefix cannot reach past it. */
  private editedFrom = Number.POSITIVE_INFINITY;

  constructor(
    systemTokens: number,
    readonly overhead: number,
    /** Whether tool results keep their call input and error line (a policy that quotes them needs them). */
    private readonly keepsText = true,
  ) {
    this.sums[SYSTEM] = systemTokens;
  }

  /** The system prompt: `Simulation` adds each system message that comes before the first request. */
  get systemTokens(): number {
    return this.sums[SYSTEM]!;
  }

  set systemTokens(tokens: number) {
    this.sums[SYSTEM] = tokens;
  }

  /** Sum of every message's current size, overhead included. */
  get total(): number {
    return this.sums[TOTAL]!;
  }

  /** The same before edits. */
  get originalTotal(): number {
    return this.sums[ORIGINAL_TOTAL]!;
  }

  get length(): number {
    return this.count;
  }

  /** System message plus history: a request's input. */
  get input(): number {
    return this.sums[SYSTEM]! + this.sums[TOTAL]!;
  }

  role(i: number): TraceRole {
    return ROLES[this.roleCodes[i]!]!;
  }

  /** The tool a message calls (an assistant message) or answers (a tool result), where the trace names it. */
  tool(i: number): string | undefined {
    const code = this.toolCodes[i]!;
    return code === 0 ? undefined : this.toolNames[code - 1];
  }

  isToolResult(i: number): boolean {
    return this.roleCodes[i] === TOOL;
  }

  isCleared(i: number): boolean {
    return this.cleared[i] === 1;
  }

  size(i: number): number {
    return this.tokens[i]! + this.argsTokens[i]! + this.overhead;
  }

  append(message: SizedMessage, step: number): void {
    if (this.count === this.tokens.length) this.grow();
    const at = this.count++;
    const code = roleCode(message.role);
    this.roleCodes[at] = code;
    this.toolCodes[at] = message.tool === undefined ? 0 : this.codeOf(message.tool);
    if (this.keepsText) {
      this.args.push(message.args);
      this.errorLines.push(message.errorLine);
    }
    this.tokens[at] = message.tokens;
    this.argsTokens[at] = message.argsTokens;
    this.originalTokens[at] = message.tokens + message.argsTokens;
    this.cleared[at] = 0;
    this.plans[at] = message.plan === true ? 1 : 0;
    this.step[at] = step;
    this.callAt[at] = code === TOOL && at > 0 ? this.callAt[at - 1]! : at;
    const size = message.tokens + message.argsTokens + this.overhead;
    this.addTo(TOTAL, size);
    this.addTo(ORIGINAL_TOTAL, size);
    // The prefix sums, when they are complete, stay so at no extra cost.
    if (this.prefixLength === at) this.prefix[++this.prefixLength] = this.prefix[at]! + size;
    if (code === TOOL) this.toolResultAt[this.toolResultCount++] = at;
  }

  get toolResults(): number {
    return this.toolResultCount;
  }

  /** Replaces a tool result's content with a stub of `stubTokens`. Returns the tokens freed. */
  clearResult(i: number, stubTokens: number): number {
    if (this.cleared[i]) return 0;
    const freed = Math.max(0, this.tokens[i]! - stubTokens);
    this.tokens[i] = this.tokens[i]! - freed;
    this.cleared[i] = 1;
    this.addTo(TOTAL, -freed);
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
    this.cleared[i] = 1;
    this.addTo(TOTAL, -freed);
    this.markEdited(i);
    return freed;
  }

  /** Drops a tool call's input (Anthropic's `clear_tool_inputs`). Returns the tokens freed. */
  clearArgs(i: number): number {
    const freed = this.argsTokens[i]!;
    if (freed === 0) return 0;
    this.argsTokens[i] = 0;
    this.addTo(TOTAL, -freed);
    this.markEdited(i);
    return freed;
  }

  /**
   * Replaces messages [0, keepFrom) with one summary message of `summaryTokens`. A tool result kept at
   * keepFrom without its call keeps its own tool, input and error line: the budget's reference cuts there
   * when the history is shorter than what it keeps (docs/architecture.md, "Memory policies").
   */
  compact(keepFrom: number, summaryTokens: number, summaryStep?: number): void {
    if (keepFrom === 0 && this.count === this.tokens.length) this.grow();
    const step = summaryStep ?? (keepFrom < this.count ? this.step[keepFrom]! : 0);
    for (const column of [this.tokens, this.argsTokens, this.originalTokens, this.cleared, this.plans, this.step, this.roleCodes, this.toolCodes]) {
      column.copyWithin(1, keepFrom, this.count);
    }
    if (this.keepsText) for (const list of [this.args, this.errorLines]) list.splice(0, keepFrom, undefined);
    this.count = this.count - keepFrom + 1;
    this.roleCodes[0] = roleCode('user');
    this.tokens[0] = summaryTokens;
    this.argsTokens[0] = 0;
    this.originalTokens[0] = summaryTokens;
    this.cleared[0] = 1;
    this.plans[0] = 0;
    this.step[0] = step;
    this.toolCodes[0] = 0;
    this.toolResultCount = 0;
    let total = 0;
    let originalTotal = 0;
    for (let i = 0; i < this.count; i++) {
      const tool = this.roleCodes[i] === TOOL;
      this.callAt[i] = tool && i > 0 ? this.callAt[i - 1]! : i;
      if (tool) this.toolResultAt[this.toolResultCount++] = i;
      total += this.size(i);
      originalTotal += this.originalTokens[i]! + this.overhead;
    }
    this.sums[TOTAL] = total;
    this.sums[ORIGINAL_TOTAL] = originalTotal;
    this.generation++;
    this.markEdited(0);
  }

  /**
   * What a request in smolagents' summary mode reads of the history (an update-plan call): every
   * message but the model's own and the plans, and no system message. O(n): a run makes few.
   */
  get summaryInput(): number {
    let left = this.sums[TOTAL]!;
    for (let i = 0; i < this.count; i++) if (this.roleCodes[i] === ASSISTANT || this.plans[i]) left -= this.size(i);
    return left;
  }

  /** Tokens of messages [0, from): what compacting at `from` would replace. */
  tokensBefore(from: number): number {
    for (; this.prefixLength < from; this.prefixLength++) this.prefix[this.prefixLength + 1] = this.prefix[this.prefixLength]! + this.size(this.prefixLength);
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

  private codeOf(tool: string): number {
    // A call and its results name the same tool: most messages name the one before theirs.
    if (tool === this.lastTool) return this.lastToolCode;
    let code = this.toolCode.get(tool);
    if (code === undefined) {
      code = this.toolNames.push(tool);
      this.toolCode.set(tool, code);
    }
    this.lastTool = tool;
    this.lastToolCode = code;
    return code;
  }

  private addTo(sum: number, tokens: number): void {
    this.sums[sum] = this.sums[sum]! + tokens;
  }

  private markEdited(i: number): void {
    if (i < this.editedFrom) this.editedFrom = i;
    if (this.prefixLength > i) this.prefixLength = i;
  }

  /**
   * Quadruples every column: each new typed array is memory the system must hand over and fill, so
   * a 200,000-message run grows in six steps, not twelve, and the part not yet written is never
   * touched (docs/architecture.md, "Simulation").
   */
  private grow(): void {
    const capacity = this.tokens.length * 4;
    const grown = <T extends Float64Array | Int32Array | Uint8Array>(column: T, size = capacity): T => {
      const next = new (column.constructor as new (n: number) => T)(size);
      next.set(column);
      return next;
    };
    this.tokens = grown(this.tokens);
    this.argsTokens = grown(this.argsTokens);
    this.originalTokens = grown(this.originalTokens);
    this.cleared = grown(this.cleared);
    this.plans = grown(this.plans);
    this.step = grown(this.step);
    this.callAt = grown(this.callAt);
    this.roleCodes = grown(this.roleCodes);
    this.toolCodes = grown(this.toolCodes);
    this.toolResultAt = grown(this.toolResultAt);
    this.prefix = grown(this.prefix, capacity + 1);
  }
}
