import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  priceAt
} from "./chunk-TS6I3ZBO.js";
import {
  cacheBilling
} from "./chunk-67GQ2N7O.js";
import {
  DEFAULT_LAYOUT,
  ROLES,
  assertNever,
  roleCode
} from "./chunk-MPTDITOE.js";

// src/simulate/number-log.ts
var NONE_YET = new Float64Array(0);
var NumberLog = class {
  constructor(width, columns = { numbers: NONE_YET, count: 0 }) {
    this.width = width;
    this.numbers = columns.numbers;
    this.count = columns.count;
  }
  width;
  numbers;
  count;
  get length() {
    return this.count;
  }
  *[Symbol.iterator]() {
    for (let i = 0; i < this.count; i++) yield this.at(i);
  }
  /** Every entry, as objects. */
  toArray() {
    return [...this];
  }
  /** The entries, as the report's JSON lists them. */
  toJSON() {
    return this.toArray();
  }
  /** Its numbers, trimmed to its length, for another thread (a log made of them there). */
  columns() {
    return { numbers: this.numbers.slice(0, this.count * this.width), count: this.count };
  }
  /** Where a new entry's numbers start, the room for them made. */
  append() {
    const at = this.count * this.width;
    if (at === this.numbers.length) {
      const grown = new Float64Array(Math.max(this.numbers.length * 4, this.width * 16));
      grown.set(this.numbers);
      this.numbers = grown;
    }
    this.count++;
    return at;
  }
  /** Where entry `i` starts, counting from the end when negative; -1 past either end. */
  offset(i) {
    const k = i < 0 ? this.count + i : i;
    return k < 0 || k >= this.count ? -1 : k * this.width;
  }
};

// src/simulate/event-log.ts
var WIDTH = 6;
var TYPE_CODE = { clear: 0, compact: 1 };
var TYPES = Object.keys(TYPE_CODE);
var EventLog = class extends NumberLog {
  constructor(columns) {
    super(WIDTH, columns);
  }
  add(event) {
    if (this.length > 0 && event.request < this.request(this.length - 1)) throw new Error(`event for request ${event.request} logged after request ${this.request(this.length - 1)}'s`);
    let at = this.append();
    const n = this.numbers;
    n[at++] = event.request;
    n[at++] = TYPE_CODE[event.type];
    n[at++] = event.freedTokens;
    n[at++] = event.messages;
    n[at++] = event.summaryPass ? event.summaryPass.inputTokens : Number.NaN;
    n[at] = event.summaryPass ? event.summaryPass.outputTokens : Number.NaN;
  }
  /** The request the `i`th event was made before. */
  request(i) {
    return this.numbers[i * WIDTH];
  }
  /** The requests some event was made before, each once, in order. */
  editedRequests() {
    const requests = [];
    for (let i = 0; i < this.length; i++) {
      const request = this.numbers[i * WIDTH];
      if (requests.at(-1) !== request) requests.push(request);
    }
    return requests;
  }
  at(i) {
    const at = this.offset(i);
    if (at < 0) return void 0;
    const n = this.numbers;
    const event = { request: n[at], type: TYPES[n[at + 1]], freedTokens: n[at + 2], messages: n[at + 3] };
    if (!Number.isNaN(n[at + 4])) event.summaryPass = { inputTokens: n[at + 4], outputTokens: n[at + 5] };
    return event;
  }
};

// src/simulate/request-log.ts
var WIDTH2 = 5;
var RequestLog = class extends NumberLog {
  constructor(columns) {
    super(WIDTH2, columns);
  }
  /** Appends the next request: its index is the log's length. */
  add(inputTokens, cachedTokens, writtenTokens, outputTokens, costUsd) {
    let at = this.append();
    const n = this.numbers;
    n[at++] = inputTokens;
    n[at++] = cachedTokens;
    n[at++] = writtenTokens;
    n[at++] = outputTokens;
    n[at] = costUsd;
  }
  inputTokens(i) {
    return this.numbers[i * WIDTH2];
  }
  cachedTokens(i) {
    return this.numbers[i * WIDTH2 + 1];
  }
  outputTokens(i) {
    return this.numbers[i * WIDTH2 + 3];
  }
  at(i) {
    const at = this.offset(i);
    if (at < 0) return void 0;
    const n = this.numbers;
    return { index: at / WIDTH2 + 1, inputTokens: n[at], cachedTokens: n[at + 1], writtenTokens: n[at + 2], outputTokens: n[at + 3], costUsd: n[at + 4] };
  }
  /** Every request's input, in order. */
  inputs() {
    const inputs = new Array(this.length);
    for (let i = 0; i < this.length; i++) inputs[i] = this.numbers[i * WIDTH2];
    return inputs;
  }
};

// src/simulate/caching/provider-cache.ts
var NOTHING_CACHED = { readTokens: 0, writtenTokens: 0 };
var NO_CACHE = {
  request: () => NOTHING_CACHED,
  single: () => NOTHING_CACHED
};

// src/simulate/caching/anthropic.ts
var LOOKBACK_BLOCKS = 20;
var AnthropicCache = class {
  constructor(minTokens, layout) {
    this.minTokens = minTokens;
    this.layout = layout;
  }
  minTokens;
  layout;
  /** The entry at the end of the system block (block 1), which never moves: its tokens, 0 for none. */
  systemEntry = 0;
  /**
   * The later entries, ascending by where they end (`ends`, in blocks) with the tokens each holds
   * (`held`), live from `first` to `last` (exclusive): a few dozen at most (`forgetBefore`). Entries
   * are forgotten from the front and dropped from the back, so neither end moves the others.
   */
  ends = new Float64Array(64);
  held = new Float64Array(64);
  first = 0;
  last = 0;
  /** The current request's breakpoints: `pointCount` of them, ascending. */
  points = [];
  pointCount = 0;
  request(blocks) {
    while (this.last > this.first && this.ends[this.last - 1] > blocks.unchanged) this.last--;
    if (blocks.unchanged < 1) this.systemEntry = 0;
    this.pointCount = breakpoints(this.layout, blocks, this.points);
    const { points, pointCount } = this;
    let read = 0;
    for (let i = 0; i < pointCount; i++) read = Math.max(read, this.lookup(points[i]));
    let lastWritten = 0;
    for (let i = 0; i < pointCount; i++) {
      const p = points[i];
      const tokens = blocks.tokensBefore(p);
      if (tokens < this.minTokens) continue;
      this.store(p, tokens);
      lastWritten = tokens;
    }
    if (lastWritten === 0) return { readTokens: read, writtenTokens: 0 };
    this.forgetBefore();
    return { readTokens: read, writtenTokens: lastWritten - read };
  }
  /**
   * Drops the entries no later request can find, so a long run holds a few dozen, not one per request.
   * Every breakpoint but the system prompt's moves only forward until an edit, and an edit drops every
   * entry past it anyway; so an entry more than 20 blocks before this request's first moving breakpoint
   * is out of every later lookback. The largest entries, which `single` reads, are never dropped.
   */
  forgetBefore() {
    let i = 0;
    while (i < this.pointCount && this.points[i] === 1) i++;
    if (i === this.pointCount) return;
    const floor = this.points[i] - LOOKBACK_BLOCKS;
    while (this.first < this.last && this.ends[this.first] <= floor) this.first++;
  }
  /** Reads the longest entry within what it shares with the run; with a breakpoint at its end, writes the rest. */
  single(inputTokens, sharedTokens) {
    if (this.layout.length === 0) return NOTHING_CACHED;
    let read = 0;
    for (let i = this.last - 1; i >= this.first; i--) {
      if (this.held[i] <= sharedTokens) {
        read = this.held[i];
        break;
      }
    }
    if (read === 0 && this.systemEntry > 0 && this.systemEntry <= sharedTokens) read = this.systemEntry;
    return { readTokens: read, writtenTokens: inputTokens >= this.minTokens ? inputTokens - read : 0 };
  }
  /** The longest entry in the 20 positions ending at `point`. */
  lookup(point) {
    let i = this.last - 1;
    while (i >= this.first && this.ends[i] > point) i--;
    if (i >= this.first) return this.ends[i] > point - LOOKBACK_BLOCKS ? this.held[i] : 0;
    return 1 > point - LOOKBACK_BLOCKS ? this.systemEntry : 0;
  }
  /** Writes an entry at `end`, unless one is there: an entry keeps what it was written with. */
  store(end, tokens) {
    if (end === 1) {
      if (this.systemEntry === 0) this.systemEntry = tokens;
      return;
    }
    this.makeRoom();
    let i = this.last;
    while (i > this.first && this.ends[i - 1] > end) i--;
    if (i > this.first && this.ends[i - 1] === end) return;
    this.ends.copyWithin(i + 1, i, this.last);
    this.held.copyWithin(i + 1, i, this.last);
    this.ends[i] = end;
    this.held[i] = tokens;
    this.last++;
  }
  /** Room for one more at the back, made before a place is looked for: the live entries moved to the front, or the arrays doubled. */
  makeRoom() {
    if (this.last < this.ends.length) return;
    const live = this.last - this.first;
    if (live * 2 > this.ends.length) {
      const ends = new Float64Array(this.ends.length * 2);
      const held = new Float64Array(this.ends.length * 2);
      ends.set(this.ends.subarray(this.first, this.last));
      held.set(this.held.subarray(this.first, this.last));
      this.ends = ends;
      this.held = held;
    } else {
      this.ends.copyWithin(0, this.first, this.last);
      this.held.copyWithin(0, this.first, this.last);
    }
    this.first = 0;
    this.last = live;
  }
};
function breakpoints(layout, blocks, points) {
  const history = blocks.historyLength;
  let count = 0;
  for (let i = 0; i < layout.length; i++) {
    const b = layout[i];
    switch (b.at) {
      case "system":
        count = place(points, count, blocks, 1);
        break;
      case "last-message":
        if (history > 0) count = place(points, count, blocks, 1 + history);
        break;
      case "last-messages": {
        let marked = 0;
        for (let m = history - 1; m >= 0 && marked < b.count; m--) {
          if (!blocks.userOrTool(m)) continue;
          count = place(points, count, blocks, 1 + m + 1);
          marked++;
        }
        break;
      }
      case "after-history":
        count = place(points, count, blocks, blocks.count);
        break;
      default:
        assertNever(b);
    }
  }
  return count;
}
function place(points, count, blocks, p) {
  if (p > blocks.count || !(blocks.tokensBefore(p) > blocks.tokensBefore(p - 1))) return count;
  let i = count;
  while (i > 0 && points[i - 1] > p) i--;
  if (i > 0 && points[i - 1] === p) return count;
  for (let j = count; j > i; j--) points[j] = points[j - 1];
  points[i] = p;
  return count + 1;
}

// src/simulate/caching/implicit-prefix.ts
var ImplicitPrefixCache = class {
  constructor(rules) {
    this.rules = rules;
  }
  rules;
  request(blocks) {
    return this.single(blocks.tokensBefore(blocks.count), blocks.tokensBefore(blocks.unchanged));
  }
  single(inputTokens, sharedTokens) {
    const { minTokens, stepTokens, writes } = this.rules;
    if (inputTokens < minTokens) return NOTHING_CACHED;
    const readTokens = sharedTokens < minTokens ? 0 : minTokens + Math.floor((sharedTokens - minTokens) / stepTokens) * stepTokens;
    return { readTokens, writtenTokens: writes ? inputTokens - readTokens : 0 };
  }
};
function prefixCache(minTokens, hasWritePrice) {
  return new ImplicitPrefixCache({ minTokens, stepTokens: 1, writes: hasWritePrice });
}

// src/simulate/caching/gemini.ts
function geminiCache(model) {
  return new ImplicitPrefixCache({ minTokens: model.cache.minCacheableTokens, stepTokens: 1, writes: false });
}

// src/simulate/caching/openai.ts
var OPENAI_CACHE_STEP = 128;
function openAiCache(model) {
  return new ImplicitPrefixCache({ minTokens: model.cache.minCacheableTokens, stepTokens: OPENAI_CACHE_STEP, writes: model.prices.cacheWrite !== null });
}

// src/simulate/caching/for-model.ts
function providerCache(model, caching, layout = DEFAULT_LAYOUT) {
  if (!caching || !model.prices.cacheRead) return NO_CACHE;
  switch (cacheBilling(model.provider, model.id)) {
    case "anthropic":
      return new AnthropicCache(model.cache.minCacheableTokens, layout);
    case "openai":
      return openAiCache(model);
    case "gemini":
      return geminiCache(model);
    case "prefix":
      return prefixCache(model.cache.minCacheableTokens, model.prices.cacheWrite !== null);
    case "none":
      return NO_CACHE;
  }
}

// src/simulate/caching/request-blocks.ts
var HistoryBlocks = class {
  constructor(history, trailingTokens) {
    this.history = history;
    this.trailingTokens = trailingTokens;
  }
  history;
  trailingTokens;
  count = 0;
  historyLength = 0;
  unchanged = 0;
  /** The request the history now makes, sharing its first `unchanged` blocks with the previous one. */
  at(unchanged) {
    this.historyLength = this.history.length;
    this.count = 1 + this.historyLength + (this.trailingTokens > 0 ? 1 : 0);
    this.unchanged = unchanged;
    return this;
  }
  userOrTool(i) {
    return this.history.role(i) === "user" || this.history.isToolResult(i);
  }
  tokensBefore(blocks) {
    if (blocks <= 0) return 0;
    const messages = Math.min(blocks - 1, this.historyLength);
    return this.history.systemTokens + this.history.tokensBefore(messages) + (blocks > 1 + this.historyLength ? this.trailingTokens : 0);
  }
};

// src/simulate/history.ts
var TOOL = roleCode("tool");
var ASSISTANT = roleCode("assistant");
var INITIAL_CAPACITY = 64;
var SYSTEM = 0;
var TOTAL = 1;
var ORIGINAL_TOTAL = 2;
var History = class {
  constructor(systemTokens, overhead, keepsText = true) {
    this.overhead = overhead;
    this.keepsText = keepsText;
    this.sums[SYSTEM] = systemTokens;
  }
  overhead;
  keepsText;
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
  roleCodes = new Uint8Array(INITIAL_CAPACITY);
  /** Each message's tool, as 1 + its place in `toolNames`; 0 for none. */
  toolCodes = new Int32Array(INITIAL_CAPACITY);
  toolNames = [];
  toolCode = /* @__PURE__ */ new Map();
  lastTool;
  lastToolCode = 0;
  /**
   * A tool result's call input and first error line, where the trace has them and the history keeps
   * them (`keepsText`): what the budget's stub quotes. A run never holds a message's whole text.
   */
  args = [];
  errorLines = [];
  /** Positions of the tool results, oldest first: valid up to `toolResults`. */
  toolResultAt = new Int32Array(INITIAL_CAPACITY);
  toolResultCount = 0;
  /** Bumped by every compaction, which renumbers messages: position-based cursors must restart. */
  generation = 0;
  /**
   * The system prompt's tokens, the history's and the history's before edits: in a typed array, not in
   * fields, since a field that starts as a small integer and later holds a fraction, or passes 2^30,
   * changes its object's shape, and V8 then throws away every function it had optimised for the old
   * one (docs/architecture.md, "Simulation").
   */
  sums = new Float64Array(3);
  count = 0;
  prefix = new Float64Array(INITIAL_CAPACITY + 1);
  /** Messages whose prefix sum is known: `prefix[0..prefixLength]`. */
  prefixLength = 0;
  /** Lowest index edited since the last request: the cached prefix cannot reach past it. */
  editedFrom = Number.POSITIVE_INFINITY;
  /** The system prompt: `Simulation` adds each system message that comes before the first request. */
  get systemTokens() {
    return this.sums[SYSTEM];
  }
  set systemTokens(tokens) {
    this.sums[SYSTEM] = tokens;
  }
  /** Sum of every message's current size, overhead included. */
  get total() {
    return this.sums[TOTAL];
  }
  /** The same before edits. */
  get originalTotal() {
    return this.sums[ORIGINAL_TOTAL];
  }
  get length() {
    return this.count;
  }
  /** System message plus history: a request's input. */
  get input() {
    return this.sums[SYSTEM] + this.sums[TOTAL];
  }
  role(i) {
    return ROLES[this.roleCodes[i]];
  }
  /** The tool a message calls (an assistant message) or answers (a tool result), where the trace names it. */
  tool(i) {
    const code = this.toolCodes[i];
    return code === 0 ? void 0 : this.toolNames[code - 1];
  }
  isToolResult(i) {
    return this.roleCodes[i] === TOOL;
  }
  isCleared(i) {
    return this.cleared[i] === 1;
  }
  size(i) {
    return this.tokens[i] + this.argsTokens[i] + this.overhead;
  }
  append(message, step) {
    if (this.count === this.tokens.length) this.grow();
    const at = this.count++;
    const code = roleCode(message.role);
    this.roleCodes[at] = code;
    this.toolCodes[at] = message.tool === void 0 ? 0 : this.codeOf(message.tool);
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
    this.callAt[at] = code === TOOL && at > 0 ? this.callAt[at - 1] : at;
    const size = message.tokens + message.argsTokens + this.overhead;
    this.addTo(TOTAL, size);
    this.addTo(ORIGINAL_TOTAL, size);
    if (this.prefixLength === at) this.prefix[++this.prefixLength] = this.prefix[at] + size;
    if (code === TOOL) this.toolResultAt[this.toolResultCount++] = at;
  }
  get toolResults() {
    return this.toolResultCount;
  }
  /** Replaces a tool result's content with a stub of `stubTokens`. Returns the tokens freed. */
  clearResult(i, stubTokens) {
    if (this.cleared[i]) return 0;
    const freed = Math.max(0, this.tokens[i] - stubTokens);
    this.tokens[i] = this.tokens[i] - freed;
    this.cleared[i] = 1;
    this.addTo(TOTAL, -freed);
    this.markEdited(i);
    return freed;
  }
  /**
   * Replaces a whole tool result, content and any input of its own, by a stub of `stubTokens`, which may
   * be larger than the result. Returns the tokens freed: negative when the stub is the larger.
   */
  replaceResult(i, stubTokens) {
    const freed = this.tokens[i] + this.argsTokens[i] - stubTokens;
    this.tokens[i] = stubTokens;
    this.argsTokens[i] = 0;
    this.cleared[i] = 1;
    this.addTo(TOTAL, -freed);
    this.markEdited(i);
    return freed;
  }
  /** Drops a tool call's input (Anthropic's `clear_tool_inputs`). Returns the tokens freed. */
  clearArgs(i) {
    const freed = this.argsTokens[i];
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
  compact(keepFrom, summaryTokens, summaryStep) {
    if (keepFrom === 0 && this.count === this.tokens.length) this.grow();
    const step = summaryStep ?? (keepFrom < this.count ? this.step[keepFrom] : 0);
    for (const column of [this.tokens, this.argsTokens, this.originalTokens, this.cleared, this.plans, this.step, this.roleCodes, this.toolCodes]) {
      column.copyWithin(1, keepFrom, this.count);
    }
    if (this.keepsText) for (const list of [this.args, this.errorLines]) list.splice(0, keepFrom, void 0);
    this.count = this.count - keepFrom + 1;
    this.roleCodes[0] = roleCode("user");
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
      this.callAt[i] = tool && i > 0 ? this.callAt[i - 1] : i;
      if (tool) this.toolResultAt[this.toolResultCount++] = i;
      total += this.size(i);
      originalTotal += this.originalTokens[i] + this.overhead;
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
  get summaryInput() {
    let left = this.sums[TOTAL];
    for (let i = 0; i < this.count; i++) if (this.roleCodes[i] === ASSISTANT || this.plans[i]) left -= this.size(i);
    return left;
  }
  /** Tokens of messages [0, from): what compacting at `from` would replace. */
  tokensBefore(from) {
    for (; this.prefixLength < from; this.prefixLength++) this.prefix[this.prefixLength + 1] = this.prefix[this.prefixLength] + this.size(this.prefixLength);
    return this.prefix[from];
  }
  /**
   * Called when a request is sent: returns how many leading history messages are identical to the
   * previous request's, given that it had `previousLength` of them.
   */
  unchangedSince(previousLength) {
    const same = Math.min(previousLength, this.editedFrom);
    this.editedFrom = Number.POSITIVE_INFINITY;
    return same;
  }
  codeOf(tool) {
    if (tool === this.lastTool) return this.lastToolCode;
    let code = this.toolCode.get(tool);
    if (code === void 0) {
      code = this.toolNames.push(tool);
      this.toolCode.set(tool, code);
    }
    this.lastTool = tool;
    this.lastToolCode = code;
    return code;
  }
  addTo(sum, tokens) {
    this.sums[sum] = this.sums[sum] + tokens;
  }
  markEdited(i) {
    if (i < this.editedFrom) this.editedFrom = i;
    if (this.prefixLength > i) this.prefixLength = i;
  }
  /**
   * Quadruples every column: each new typed array is memory the system must hand over and fill, so
   * a 200,000-message run grows in six steps, not twelve, and the part not yet written is never
   * touched (docs/architecture.md, "Simulation").
   */
  grow() {
    const capacity = this.tokens.length * 4;
    const grown = (column, size = capacity) => {
      const next = new column.constructor(size);
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
};

// src/simulate/meter.ts
var RequestMeter = class {
  constructor(model) {
    this.model = model;
    const { input, output, cacheRead, cacheWrite } = model.prices;
    const tiered = [input, output, cacheRead, cacheWrite].filter((p) => p !== null);
    this.starts = [...new Set(tiered.flatMap((p) => p.tiers.map((t) => t.start)))].sort((a, b) => a - b);
  }
  model;
  metered = { cachedTokens: 0, writtenTokens: 0, costUsd: 0, uncachedCostUsd: 0 };
  /** Every tier's start, of every price, in order: between two, every price is one tier's. */
  starts;
  /** The span the prices below are for: inputs above `low` and up to `high`. */
  low = Number.POSITIVE_INFINITY;
  high = Number.NEGATIVE_INFINITY;
  inputPrice = 0;
  outputPrice = 0;
  readPrice = 0;
  writePrice = 0;
  request(inputTokens, charge, outputTokens) {
    if (!(inputTokens > this.low && inputTokens <= this.high)) this.priceFor(inputTokens);
    const outputCost = outputTokens * this.outputPrice / 1e6;
    const plain = inputTokens - charge.readTokens - charge.writtenTokens;
    const m = this.metered;
    m.cachedTokens = charge.readTokens;
    m.writtenTokens = charge.writtenTokens;
    m.costUsd = (plain * this.inputPrice + charge.readTokens * this.readPrice + charge.writtenTokens * this.writePrice) / 1e6 + outputCost;
    m.uncachedCostUsd = inputTokens * this.inputPrice / 1e6 + outputCost;
    return m;
  }
  /** The prices of the tier `inputTokens` falls in, and the span of inputs they hold for. */
  priceFor(inputTokens) {
    const { prices } = this.model;
    this.inputPrice = priceAt(prices.input, inputTokens);
    this.outputPrice = priceAt(prices.output, inputTokens);
    this.readPrice = prices.cacheRead ? priceAt(prices.cacheRead, inputTokens) : this.inputPrice;
    this.writePrice = prices.cacheWrite ? priceAt(prices.cacheWrite, inputTokens) : this.inputPrice;
    const { starts } = this;
    let i = 0;
    while (i < starts.length && starts[i] < inputTokens) i++;
    this.low = i === 0 ? Number.NEGATIVE_INFINITY : starts[i - 1];
    this.high = i === starts.length ? Number.POSITIVE_INFINITY : starts[i];
  }
};

// src/simulate/running-totals.ts
var REQUESTS = 0;
var INPUT = 1;
var OUTPUT = 2;
var CACHED = 3;
var WRITTEN = 4;
var COST_CACHED = 5;
var COST_UNCACHED = 6;
var PEAK_CONTEXT = 7;
var OVERFLOW_REQUEST = 8;
var COMPACTION_INPUT = 9;
var SIDE_CALL_INPUT = 10;
var PREVIOUS_INPUT = 11;
var FIGURES = 12;
var RunningTotals = class {
  /** `window`: where the run overflows. */
  constructor(window) {
    this.window = window;
  }
  window;
  figures = new Float64Array(FIGURES);
  /** Not a total: the input of the request before, which a summarising call can read from the cache. */
  get previousInput() {
    return this.figures[PREVIOUS_INPUT];
  }
  set previousInput(tokens) {
    this.figures[PREVIOUS_INPUT] = tokens;
  }
  /** One of the run's own requests. */
  addRequest(metered, inputTokens, outputTokens) {
    this.plus(REQUESTS, 1);
    this.addPaid(metered, inputTokens, outputTokens);
  }
  /** A call that writes a compaction's summary: its input counts in `compactionInputTokens` too. */
  addSummaryPass(metered, pass) {
    this.plus(COMPACTION_INPUT, pass.inputTokens);
    this.addPaid(metered, pass.inputTokens, pass.outputTokens);
  }
  /** A side call (planning, a final answer, a requery): its input counts in `sideCallInputTokens` too. */
  addSideCall(metered, inputTokens, outputTokens) {
    this.plus(SIDE_CALL_INPUT, inputTokens);
    this.addPaid(metered, inputTokens, outputTokens);
  }
  /** A request's input for the peak, and for the first request (numbered from 1) past the window. */
  countPeak(inputTokens, request) {
    const f = this.figures;
    if (inputTokens > f[PEAK_CONTEXT]) f[PEAK_CONTEXT] = inputTokens;
    if (inputTokens > this.window && f[OVERFLOW_REQUEST] === 0) f[OVERFLOW_REQUEST] = request;
  }
  totals() {
    const f = this.figures;
    const overflow = f[OVERFLOW_REQUEST];
    return {
      requests: f[REQUESTS],
      inputTokens: f[INPUT],
      outputTokens: f[OUTPUT],
      cachedTokens: f[CACHED],
      writtenTokens: f[WRITTEN],
      freshTokens: f[INPUT] - f[CACHED],
      peakContext: f[PEAK_CONTEXT],
      costUsd: { uncached: f[COST_UNCACHED], cached: f[COST_CACHED] },
      overflowRequest: overflow === 0 ? null : overflow,
      compactionInputTokens: f[COMPACTION_INPUT],
      sideCallInputTokens: f[SIDE_CALL_INPUT]
    };
  }
  addPaid(metered, inputTokens, outputTokens) {
    this.plus(INPUT, inputTokens);
    this.plus(OUTPUT, outputTokens);
    this.plus(CACHED, metered.cachedTokens);
    this.plus(WRITTEN, metered.writtenTokens);
    this.plus(COST_CACHED, metered.costUsd);
    this.plus(COST_UNCACHED, metered.uncachedCostUsd);
  }
  plus(figure, value) {
    this.figures[figure] = this.figures[figure] + value;
  }
};

// src/simulate/simulator.ts
function simulate(messages, options) {
  const run = new Simulation(options);
  for (const message of messages) run.add(message);
  return run.finish();
}
var Simulation = class {
  constructor(options) {
    this.options = options;
    this.sums = new RunningTotals(Math.min(options.window ?? Number.POSITIVE_INFINITY, options.model.contextWindow));
    this.cache = providerCache(options.model, options.caching, options.cacheLayout);
    this.meter = new RequestMeter(options.model);
    this.sideCalls = [...options.sideCalls ?? []].sort((a, b) => a.beforeStep - b.beforeStep);
    this.history = new History(0, options.messageOverhead, options.policy.quotesResults === true);
    this.blocks = new HistoryBlocks(this.history, options.trailingTokens ?? 0);
  }
  options;
  history;
  blocks;
  cache;
  requests = new RequestLog();
  events = new EventLog();
  sums;
  meter;
  sideRequests = [];
  sideCalls;
  nextSideCall = 0;
  previousLength = -1;
  /** The history's own step numbers start at 0; requests are numbered from 1, as the reference numbers them. */
  step = 0;
  add(message) {
    const { history } = this;
    if (message.role === "system" && this.step === 0) {
      history.systemTokens += message.tokens + message.argsTokens + this.options.messageOverhead;
      return;
    }
    if (message.role !== "assistant") {
      if (message.replacesHistory && history.length > 0) {
        const before = history.input;
        const replaced = history.length;
        history.compact(replaced, message.tokens + message.argsTokens, Math.max(0, this.step - 1));
        this.keepEvent({ request: this.step + 1, type: "compact", freedTokens: before - history.input, messages: replaced });
      } else history.append(message, Math.max(0, this.step - 1));
      return;
    }
    this.request(message);
  }
  finish() {
    this.sendSideCalls(Number.POSITIVE_INFINITY);
    return { requests: this.requests, sideRequests: this.sideRequests, totals: this.sums.totals(), events: this.events };
  }
  request(message) {
    const { history, options, sums } = this;
    const trailing = options.trailingTokens ?? 0;
    this.sendSideCalls(this.step);
    const request = this.step + 1;
    const events = options.policy.beforeRequest(history, request);
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      this.keepEvent(event);
      if (event.summaryPass) {
        const pass = event.summaryPass;
        sums.addSummaryPass(this.meter.request(pass.inputTokens, this.cache.single(pass.inputTokens, sums.previousInput), pass.outputTokens), pass);
        this.sums.countPeak(pass.inputTokens, request);
      }
    }
    const inputTokens = history.input + trailing;
    const same = history.unchangedSince(this.previousLength);
    const charge = this.cache.request(this.blocks.at(this.previousLength < 0 ? 0 : 1 + same));
    const outputTokens = message.tokens + message.argsTokens;
    const metered = this.meter.request(inputTokens, charge, outputTokens);
    if (options.recordRequests !== false) {
      this.requests.add(inputTokens, metered.cachedTokens, metered.writtenTokens, outputTokens, metered.costUsd);
    }
    sums.addRequest(metered, inputTokens, outputTokens);
    this.sums.countPeak(inputTokens, request);
    this.previousLength = history.length;
    sums.previousInput = inputTokens - trailing;
    history.append(message, this.step);
    this.step++;
  }
  sendSideCalls(upTo) {
    const { history, sums, sideCalls } = this;
    while (this.nextSideCall < sideCalls.length && sideCalls[this.nextSideCall].beforeStep <= upTo) {
      const call = sideCalls[this.nextSideCall++];
      const read = !call.readsHistory ? 0 : call.summary ? history.summaryInput : history.input - (call.readsSystem === false ? history.systemTokens : 0);
      const inputTokens = call.ownTokens + read;
      const metered = this.meter.request(inputTokens, this.cache.single(inputTokens, 0), call.outputTokens);
      sums.addSideCall(metered, inputTokens, call.outputTokens);
      this.sideRequests.push({ label: call.label ?? "side call", beforeStep: call.beforeStep, inputTokens });
      this.sums.countPeak(inputTokens, call.beforeStep + 1);
      if (call.replayedTokens > 0) history.append({ role: "user", tokens: call.replayedTokens, argsTokens: 0, plan: true }, Math.max(0, call.beforeStep - 1));
    }
  }
  /** A run that keeps no records keeps no events either: a window's run clears a result nearly every request. */
  keepEvent(event) {
    if (this.options.recordRequests !== false) this.events.add(event);
  }
};

export {
  EventLog,
  RequestLog,
  simulate,
  Simulation
};
