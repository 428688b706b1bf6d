import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DEFAULT_LAYOUT,
  assertNever,
  groupedNumber,
  tokenizer
} from "./chunk-U6UZDDTI.js";

// src/simulate/policies/budget-compaction.ts
function summaryTokens(size) {
  const framing = size.notesTokens > 0 ? "\n\nCurrent notes:\n" : "\n\nCurrent notes:\n(empty)";
  return size.summaryMaxTokens + tokenizer("o200k_base").count(framing) + size.notesTokens;
}
function compactionCut(history, keepRecent) {
  let cut = history.length - keepRecent;
  while (cut > 0 && history.isToolResult(cut)) cut--;
  return cut >= 0 ? cut : Math.max(0, history.length + cut);
}
function compactWithSummary(history, request, keepRecent, summary, atLeast) {
  const cut = compactionCut(history, keepRecent);
  if (cut === 0 || history.tokensBefore(cut) < atLeast) return void 0;
  const before = history.input;
  history.compact(cut, summary);
  return { request, type: "compact", freedTokens: before - history.input, messages: cut };
}

// src/simulate/policies/policy.ts
var NO_EVENTS = Object.freeze([]);
var NO_POLICY = {
  description: "full replay (no memory policy)",
  beforeRequest: () => NO_EVENTS
};

// src/simulate/policies/cleared-result-stub.ts
var FIRST_ERROR = /(?<![\p{L}\p{N}_])[A-Z][\p{L}\p{N}_]*(?:Error|Exception): [^\n\]]+/u;
function stubCall(result) {
  return `[cleared: ${result.tool ?? "None"}(${result.args ?? "None"})`;
}
function stubRest(tokens, error) {
  return ` returned ${groupedNumber(tokens)} tokens. Call it again if you need it.${error === void 0 ? "" : ` First error: ${error}`}]`;
}
function firstError(content) {
  return content === void 0 ? void 0 : FIRST_ERROR.exec(content)?.[0];
}
var KNOWN_STUB_PARTS = 1e4;
var StubCounter = class {
  loaded;
  /** Counts of the call part, by tool and then by input. */
  calls = /* @__PURE__ */ new Map();
  callsKept = 0;
  /** Counts of the rest, by size, for stubs without an error line. */
  rests = /* @__PURE__ */ new Map();
  count(result) {
    return this.callTokens(result) + this.restTokens(result.tokens, firstError(result.content));
  }
  /** Counts it keeps now: calls and sizes, at most `KNOWN_STUB_PARTS` of each. */
  get kept() {
    return this.callsKept + this.rests.size;
  }
  callTokens(result) {
    let byArgs = this.calls.get(result.tool);
    let n = byArgs?.get(result.args);
    if (n !== void 0) return n;
    if (this.callsKept >= KNOWN_STUB_PARTS) {
      this.calls.clear();
      this.callsKept = 0;
      byArgs = void 0;
    }
    if (byArgs === void 0) this.calls.set(result.tool, byArgs = /* @__PURE__ */ new Map());
    n = this.tokens(stubCall(result));
    byArgs.set(result.args, n);
    this.callsKept++;
    return n;
  }
  restTokens(tokens, error) {
    if (error !== void 0) return this.tokens(stubRest(tokens, error));
    let n = this.rests.get(tokens);
    if (n === void 0) {
      if (this.rests.size >= KNOWN_STUB_PARTS) this.rests.clear();
      n = this.tokens(stubRest(tokens, void 0));
      this.rests.set(tokens, n);
    }
    return n;
  }
  /** The vocabulary is loaded when a first stub is counted, not when the policy is made. */
  tokens(text) {
    return (this.loaded ??= tokenizer("o200k_base")).count(text);
  }
};

// src/simulate/policies/stale-result-clearer.ts
var StaleResultClearer = class {
  constructor(keep, pinned) {
    this.keep = keep;
    this.pinned = pinned;
  }
  keep;
  pinned;
  generation = -1;
  /** Tool results (ranks in `toolResultAt`) already looked at. */
  seen = 0;
  /** Positions of the clearable results, oldest first; those before `head` have been cleared. */
  queue = [];
  head = 0;
  /** Stub tokens of the queue's stale entries, by queue index, counted up to `counted`. */
  stubs = [];
  counted = 0;
  /** Net tokens freed by clearing the entries from `head` to `counted`. */
  gain = 0;
  stubCounter = new StubCounter();
  /** The stale results and what clearing them would free now (negative when the stubs outweigh them). */
  stale(history) {
    this.sync(history);
    const end = this.staleEnd();
    for (; this.counted < end; this.counted++) {
      const at = this.queue[this.counted];
      const size = history.size(at);
      const stub = this.stubCounter.count({ tool: history.tool(at), args: history.args[at], tokens: size, content: history.contents[at] });
      this.stubs[this.counted] = stub;
      this.gain += size - (stub + history.overhead);
    }
    return { results: end - this.head, freed: this.gain };
  }
  /** Replaces every stale result by its stub; returns what `stale` said. */
  clear(history) {
    const { results } = this.stale(history);
    let freed = 0;
    for (; this.head < this.counted; this.head++) freed += history.replaceResult(this.queue[this.head], this.stubs[this.head]);
    this.gain = 0;
    return { results, freed };
  }
  staleEnd() {
    return this.head + Math.max(0, this.queue.length - this.head - this.keep);
  }
  /** Takes in the results appended since; after a compaction, which renumbers messages, starts over. */
  sync(history) {
    if (this.generation !== history.generation) {
      this.generation = history.generation;
      this.seen = 0;
      this.queue = [];
      this.stubs = [];
      this.head = 0;
      this.counted = 0;
      this.gain = 0;
    }
    for (; this.seen < history.toolResults; this.seen++) {
      const at = history.toolResultAt[this.seen];
      const tool = history.tool(at);
      if (!history.cleared[at] && !(tool !== void 0 && this.pinned.has(tool))) this.queue.push(at);
    }
  }
};

// src/simulate/policies/budget.ts
var BUDGET_DEFAULTS = {
  window: 2e5,
  trigger: 3e4,
  clearAtLeast: 1e4,
  keepToolResults: 3,
  compactAbove: 2e4,
  keepRecent: 10,
  pinnedTools: ["notes_read"],
  summaryMaxTokens: 2e3,
  notesTokens: 0
};
function budgetPolicy(options) {
  const clearer = new StaleResultClearer(options.keepToolResults, new Set(options.pinnedTools));
  let summary;
  return {
    description: `budget: clear tool results above ${groupedNumber(options.trigger)} tokens, compact above ${groupedNumber(options.compactAbove)}`,
    quotesResults: true,
    beforeRequest(history, request) {
      if (history.input <= options.trigger) return NO_EVENTS;
      const events = [];
      const stale = clearer.stale(history);
      if (stale.results > 0 && stale.freed >= options.clearAtLeast) {
        const { results, freed } = clearer.clear(history);
        events.push({ request, type: "clear", freedTokens: freed, messages: results });
      }
      if (history.input > options.compactAbove) {
        summary ??= summaryTokens(options);
        const event = compactWithSummary(history, request, options.keepRecent, summary, options.clearAtLeast);
        if (event) events.push(event);
      }
      return events;
    }
  };
}

// src/simulate/policies/tool-result-clearer.ts
var ToolResultClearer = class {
  constructor(options) {
    this.options = options;
  }
  options;
  /** Results before this rank (in `toolResultAt`) have entered the candidates. */
  entered = 0;
  /** Results before this rank have been cleared or passed over. */
  applied = 0;
  pending = 0;
  generation = -1;
  inputsCounted = /* @__PURE__ */ new Set();
  /** Tokens that clearing every candidate would free now. */
  clearable(history) {
    this.sync(history);
    const limit = history.toolResults - this.options.keep;
    for (; this.entered < limit; this.entered++) {
      const at = history.toolResultAt[this.entered];
      if (this.isExcluded(history, at)) continue;
      this.pending += Math.max(0, history.tokens[at] - this.options.stubTokens);
      if (this.clearsInputOf(history, at) && !this.inputsCounted.has(history.callAt[at])) {
        this.inputsCounted.add(history.callAt[at]);
        this.pending += history.argsTokens[history.callAt[at]];
      }
    }
    return this.pending;
  }
  /** Clears every candidate; returns the tokens freed and the results cleared. */
  apply(history) {
    this.clearable(history);
    let freed = 0;
    let cleared = 0;
    for (; this.applied < this.entered; this.applied++) {
      const at = history.toolResultAt[this.applied];
      if (this.isExcluded(history, at)) continue;
      freed += history.clearResult(at, this.options.stubTokens);
      if (this.clearsInputOf(history, at)) freed += history.clearArgs(history.callAt[at]);
      cleared++;
    }
    this.pending = 0;
    return { freed, cleared };
  }
  clearsInputOf(history, at) {
    const { clearInputs } = this.options;
    return clearInputs === true || Array.isArray(clearInputs) && clearInputs.includes(history.tool(at) ?? "");
  }
  isExcluded(history, at) {
    const tool = history.tool(at);
    return history.isCleared(at) || tool !== void 0 && this.options.excludeTools.has(tool);
  }
  /** A compaction renumbers the history: start over on the new one. */
  sync(history) {
    if (this.generation === history.generation) return;
    this.generation = history.generation;
    this.entered = 0;
    this.applied = 0;
    this.pending = 0;
    this.inputsCounted.clear();
  }
};

// src/simulate/policies/clear-tool-uses.ts
var CLEAR_TOOL_USES_DEFAULTS = {
  trigger: { type: "input_tokens", value: 1e5 },
  keep: 3,
  clearAtLeast: 0,
  excludeTools: [],
  clearToolInputs: false,
  stubTokens: 10
};
function clearToolUsesPolicy(options) {
  const clearer = new ToolResultClearer({
    keep: options.keep,
    stubTokens: options.stubTokens,
    excludeTools: new Set(options.excludeTools),
    clearInputs: options.clearToolInputs
  });
  let freedSoFar = 0;
  let generation = 0;
  const { trigger } = options;
  return {
    description: `clear_tool_uses: above ${groupedNumber(trigger.value)} ${trigger.type === "input_tokens" ? "input tokens" : "tool uses"}, keep the last ${options.keep} tool results`,
    beforeRequest(history, request) {
      if (history.generation !== generation) {
        generation = history.generation;
        freedSoFar = 0;
      }
      const sent = trigger.type === "input_tokens" ? history.systemTokens + history.originalTotal : history.toolResults;
      if (sent <= trigger.value) return NO_EVENTS;
      const clearable = clearer.clearable(history);
      if (clearable === 0 || freedSoFar + clearable < options.clearAtLeast) return NO_EVENTS;
      const { freed, cleared } = clearer.apply(history);
      freedSoFar += freed;
      return [{ request, type: "clear", freedTokens: freed, messages: cleared }];
    }
  };
}

// src/simulate/policies/compact.ts
var COMPACT_DEFAULTS = { trigger: 15e4, summaryTokens: 3e3 };
function compactPolicy(options) {
  return {
    description: `compact: summarise the history at ${groupedNumber(options.trigger)} input tokens`,
    beforeRequest(history, request) {
      if (history.input <= options.trigger || history.length === 0) return NO_EVENTS;
      const before = history.input;
      const replaced = history.length;
      history.compact(replaced, options.summaryTokens);
      return [
        {
          request,
          type: "compact",
          freedTokens: before - history.input,
          messages: replaced,
          summaryPass: { inputTokens: before, outputTokens: options.summaryTokens }
        }
      ];
    }
  };
}

// src/simulate/policies/window.ts
function windowPolicy(options) {
  let next = 0;
  let generation = -1;
  return {
    description: `window: tool outputs of the last ${options.keepLastSteps} steps kept`,
    beforeRequest(history, request) {
      const step = request - 1;
      if (generation !== history.generation) {
        generation = history.generation;
        next = 0;
      }
      let freed = 0;
      let messages = 0;
      for (; next < history.toolResults; next++) {
        const at = history.toolResultAt[next];
        if (history.step[at] >= step - options.keepLastSteps) break;
        if (history.cleared[at]) continue;
        freed += history.clearResult(at, options.markerTokens);
        messages++;
      }
      return messages ? [{ request, type: "clear", freedTokens: freed, messages }] : NO_EVENTS;
    }
  };
}

// src/simulate/policies/policy-spec.ts
var NONE = { type: "none" };
function createPolicy(spec) {
  switch (spec.type) {
    case "none":
      return NO_POLICY;
    case "window":
      return windowPolicy(spec);
    case "budget":
      return budgetPolicy(spec);
    case "context_management": {
      const edits = spec.edits.map((e) => e.type === "clear_tool_uses_20250919" ? clearToolUsesPolicy(e) : compactPolicy(e));
      if (edits.length === 1) return edits[0];
      return {
        description: edits.map((e) => e.description).join("; "),
        beforeRequest: (history, request) => edits.flatMap((e) => e.beforeRequest(history, request))
      };
    }
  }
}
function policyWindow(spec) {
  return spec.type === "budget" ? spec.window : void 0;
}
function describePolicy(spec) {
  return createPolicy(spec).description;
}

// src/models/cache-billing.ts
function cacheBilling(provider, id) {
  const model = id.toLowerCase();
  if (/(^|[/.:@])claude/.test(model) || provider === "anthropic") return "anthropic";
  if (/(^|[/:])gemini/.test(model)) return implicitGemini(model) ? "gemini" : "none";
  if (provider === "openai" || /(^|[/:])(gpt-|chatgpt-|codex-|o\d)/.test(model)) return "openai";
  return "prefix";
}
function implicitGemini(model) {
  const bare = model.slice(model.lastIndexOf("gemini"));
  if (/^gemini-(pro|flash)-1\.|^gemini-1\.|^gemini-2\.0|^gemini-pro($|-vision)/.test(bare)) return false;
  return !/^gemini-embedding/.test(bare);
}

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
  /**
   * Where the run's live entries end, in blocks, ascending, and the tokens each holds: a few dozen at
   * most (`forgetBefore`), so a scan beats a map.
   */
  ends = [];
  held = [];
  /** The current request's breakpoints. */
  points = [];
  request(blocks) {
    while (this.ends.length > 0 && this.ends.at(-1) > blocks.unchanged) {
      this.ends.pop();
      this.held.pop();
    }
    const points = breakpoints(this.layout, blocks, this.points);
    let read = 0;
    for (let i = 0; i < points.length; i++) read = Math.max(read, this.lookup(points[i]));
    let lastWritten = 0;
    for (let i = 0; i < points.length; i++) {
      const p = points[i];
      const tokens = blocks.tokensBefore(p);
      if (tokens < this.minTokens) continue;
      this.store(p, tokens);
      lastWritten = tokens;
    }
    if (lastWritten === 0) return { readTokens: read, writtenTokens: 0 };
    this.forgetBefore(points);
    return { readTokens: read, writtenTokens: lastWritten - read };
  }
  /**
   * Drops the entries no later request can find, so a long run holds a few dozen, not one per request.
   * Every breakpoint but the system prompt's moves only forward until an edit, and an edit drops every
   * entry past it anyway; so an entry more than 20 blocks before this request's first moving breakpoint
   * is out of every later lookback. The largest entries, which `single` reads, are never dropped.
   */
  forgetBefore(points) {
    let first = 0;
    while (first < points.length && points[first] === 1) first++;
    if (first === points.length) return;
    const firstMoving = points[first];
    const floor = firstMoving - LOOKBACK_BLOCKS;
    const from = this.ends[0] === 1 ? 1 : 0;
    let to = from;
    while (to < this.ends.length && this.ends[to] <= floor) to++;
    if (to === from) return;
    const dropped = to - from;
    for (let i = from; i + dropped < this.ends.length; i++) {
      this.ends[i] = this.ends[i + dropped];
      this.held[i] = this.held[i + dropped];
    }
    this.ends.length -= dropped;
    this.held.length -= dropped;
  }
  /** Reads the longest entry within what it shares with the run; with a breakpoint at its end, writes the rest. */
  single(inputTokens, sharedTokens) {
    if (this.layout.length === 0) return NOTHING_CACHED;
    let read = 0;
    for (let i = this.ends.length - 1; i >= 0; i--) {
      const tokens = this.held[i];
      if (tokens <= sharedTokens) {
        read = tokens;
        break;
      }
    }
    return { readTokens: read, writtenTokens: inputTokens >= this.minTokens ? inputTokens - read : 0 };
  }
  /** The longest entry in the 20 positions ending at `point`. */
  lookup(point) {
    let i = this.ends.length - 1;
    while (i >= 0 && this.ends[i] > point) i--;
    return i >= 0 && this.ends[i] > point - LOOKBACK_BLOCKS ? this.held[i] : 0;
  }
  store(end, tokens) {
    let i = this.ends.length;
    while (i > 0 && this.ends[i - 1] > end) i--;
    if (this.ends[i - 1] === end) return;
    this.ends.push(end);
    this.held.push(tokens);
    for (let j = this.ends.length - 1; j > i; j--) {
      this.ends[j] = this.ends[j - 1];
      this.held[j] = this.held[j - 1];
    }
    this.ends[i] = end;
    this.held[i] = tokens;
  }
};
function breakpoints(layout, blocks, points = []) {
  const history = blocks.historyLength;
  points.length = 0;
  for (let i = 0; i < layout.length; i++) {
    const b = layout[i];
    switch (b.at) {
      case "system":
        place(points, blocks, 1);
        break;
      case "last-message":
        if (history > 0) place(points, blocks, 1 + history);
        break;
      case "last-messages": {
        let marked = 0;
        for (let m = history - 1; m >= 0 && marked < b.count; m--) {
          if (!blocks.userOrTool(m)) continue;
          place(points, blocks, 1 + m + 1);
          marked++;
        }
        break;
      }
      case "after-history":
        place(points, blocks, blocks.count);
        break;
      default:
        assertNever(b);
    }
  }
  return points;
}
function place(points, blocks, p) {
  if (p > blocks.count || !(blocks.tokensBefore(p) > blocks.tokensBefore(p - 1))) return;
  insertSorted(points, p);
}
function insertSorted(list, value) {
  let i = list.length;
  while (i > 0 && list[i - 1] > value) i--;
  if (list[i - 1] === value) return;
  list.push(value);
  for (let j = list.length - 1; j > i; j--) list[j] = list[j - 1];
  list[i] = value;
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
var ROLES = ["system", "user", "assistant", "tool"];
var ROLE_CODE = { system: 0, user: 1, assistant: 2, tool: 3 };
var TOOL = ROLE_CODE.tool;
var INITIAL_CAPACITY = 64;
var History = class {
  constructor(systemTokens, overhead, keepsText = true) {
    this.systemTokens = systemTokens;
    this.overhead = overhead;
    this.keepsText = keepsText;
  }
  systemTokens;
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
  /**
   * A tool result's call input and text, where the trace has them and the history keeps them
   * (`keepsText`): what the budget's stub quotes. Without it, a run holds no message text.
   */
  args = [];
  contents = [];
  /** Positions of the tool results, oldest first: valid up to `toolResults`. */
  toolResultAt = new Int32Array(INITIAL_CAPACITY);
  toolResultCount = 0;
  /** Bumped by every compaction, which renumbers messages: position-based cursors must restart. */
  generation = 0;
  /** Sum of every message's current size, overhead included. */
  total = 0;
  /** The same before edits. */
  originalTotal = 0;
  count = 0;
  prefix = new Float64Array(INITIAL_CAPACITY + 1);
  /** Messages whose prefix sum is known: `prefix[0..prefixLength]`. */
  prefixLength = 0;
  /** Lowest index edited since the last request: the cached prefix cannot reach past it. */
  editedFrom = Number.POSITIVE_INFINITY;
  get length() {
    return this.count;
  }
  /** System message plus history: a request's input. */
  get input() {
    return this.systemTokens + this.total;
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
    const code = ROLE_CODE[message.role];
    this.roleCodes[at] = code;
    this.toolCodes[at] = message.tool === void 0 ? 0 : this.codeOf(message.tool);
    if (this.keepsText) {
      this.args.push(message.args);
      this.contents.push(message.content);
    }
    this.tokens[at] = message.tokens;
    this.argsTokens[at] = message.argsTokens;
    this.originalTokens[at] = message.tokens + message.argsTokens;
    this.cleared[at] = 0;
    this.plans[at] = message.plan === true ? 1 : 0;
    this.step[at] = step;
    this.callAt[at] = code === TOOL && at > 0 ? this.callAt[at - 1] : at;
    const size = message.tokens + message.argsTokens + this.overhead;
    this.total += size;
    this.originalTotal += size;
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
    this.total -= freed;
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
    this.total -= freed;
    this.markEdited(i);
    return freed;
  }
  /** Drops a tool call's input (Anthropic's `clear_tool_inputs`). Returns the tokens freed. */
  clearArgs(i) {
    const freed = this.argsTokens[i];
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
  compact(keepFrom, summaryTokens2, summaryStep) {
    if (keepFrom === 0 && this.count === this.tokens.length) this.grow();
    const step = summaryStep ?? (keepFrom < this.count ? this.step[keepFrom] : 0);
    for (const column of [this.tokens, this.argsTokens, this.originalTokens, this.cleared, this.plans, this.step, this.roleCodes, this.toolCodes]) {
      column.copyWithin(1, keepFrom, this.count);
    }
    if (this.keepsText) for (const list of [this.args, this.contents]) list.splice(0, keepFrom, void 0);
    this.count = this.count - keepFrom + 1;
    this.roleCodes[0] = ROLE_CODE.user;
    this.tokens[0] = summaryTokens2;
    this.argsTokens[0] = 0;
    this.originalTokens[0] = summaryTokens2;
    this.cleared[0] = 1;
    this.plans[0] = 0;
    this.step[0] = step;
    this.toolCodes[0] = 0;
    this.toolResultCount = 0;
    this.total = 0;
    this.originalTotal = 0;
    for (let i = 0; i < this.count; i++) {
      const tool = this.roleCodes[i] === TOOL;
      this.callAt[i] = tool && i > 0 ? this.callAt[i - 1] : i;
      if (tool) this.toolResultAt[this.toolResultCount++] = i;
      this.total += this.size(i);
      this.originalTotal += this.originalTokens[i] + this.overhead;
    }
    this.generation++;
    this.markEdited(0);
  }
  /**
   * What a request in smolagents' summary mode reads of the history (an update-plan call): every
   * message but the model's own and the plans, and no system message. O(n): a run makes few.
   */
  get summaryInput() {
    let left = this.total;
    for (let i = 0; i < this.count; i++) if (this.roleCodes[i] === ROLE_CODE.assistant || this.plans[i]) left -= this.size(i);
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
    let code = this.toolCode.get(tool);
    if (code === void 0) {
      code = this.toolNames.push(tool);
      this.toolCode.set(tool, code);
    }
    return code;
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

// src/models/model.ts
function priceAt(price, inputTokens) {
  let value = price.base;
  for (let i = 0; i < price.tiers.length; i++) if (inputTokens > price.tiers[i].start) value = price.tiers[i].price;
  return value;
}

// src/simulate/meter.ts
function meterRequest(model, inputTokens, charge, outputTokens) {
  const { prices } = model;
  const inputPrice = priceAt(prices.input, inputTokens);
  const outputCost = outputTokens * priceAt(prices.output, inputTokens) / 1e6;
  const plain = inputTokens - charge.readTokens - charge.writtenTokens;
  const readPrice = prices.cacheRead ? priceAt(prices.cacheRead, inputTokens) : inputPrice;
  const writePrice = prices.cacheWrite ? priceAt(prices.cacheWrite, inputTokens) : inputPrice;
  return {
    cachedTokens: charge.readTokens,
    writtenTokens: charge.writtenTokens,
    costUsd: (plain * inputPrice + charge.readTokens * readPrice + charge.writtenTokens * writePrice) / 1e6 + outputCost,
    uncachedCostUsd: inputTokens * inputPrice / 1e6 + outputCost
  };
}

// src/simulate/simulator.ts
function simulate(messages, options) {
  const run = new Simulation(options);
  for (const message of messages) run.add(message);
  return run.finish();
}
var Simulation = class {
  constructor(options) {
    this.options = options;
    this.window = Math.min(options.window ?? Number.POSITIVE_INFINITY, options.model.contextWindow);
    this.cache = providerCache(options.model, options.caching, options.cacheLayout);
    this.sideCalls = [...options.sideCalls ?? []].sort((a, b) => a.beforeStep - b.beforeStep);
    this.history = new History(0, options.messageOverhead, options.policy.quotesResults === true);
    this.blocks = new HistoryBlocks(this.history, options.trailingTokens ?? 0);
  }
  options;
  history;
  blocks;
  window;
  cache;
  /** The records of the requests, as numbers (`RequestColumns`), made objects when the run finishes. */
  requests = new RequestColumns();
  events = [];
  totals = {
    requests: 0,
    inputTokens: 0,
    outputTokens: 0,
    cachedTokens: 0,
    writtenTokens: 0,
    freshTokens: 0,
    peakContext: 0,
    costUsd: { uncached: 0, cached: 0 },
    overflowRequest: null,
    compactionInputTokens: 0,
    sideCallInputTokens: 0
  };
  sideRequests = [];
  sideCalls;
  nextSideCall = 0;
  previousLength = -1;
  previousInput = 0;
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
    this.totals.freshTokens = this.totals.inputTokens - this.totals.cachedTokens;
    return { requests: this.requests.records(), sideRequests: this.sideRequests, totals: this.totals, events: this.events };
  }
  request(message) {
    const { history, options, totals } = this;
    const { model } = options;
    const trailing = options.trailingTokens ?? 0;
    this.sendSideCalls(this.step);
    const request = this.step + 1;
    const events = options.policy.beforeRequest(history, request);
    for (let i = 0; i < events.length; i++) {
      const event = events[i];
      this.keepEvent(event);
      if (event.summaryPass) {
        const pass = event.summaryPass;
        addPass(totals, meterRequest(model, pass.inputTokens, this.cache.single(pass.inputTokens, this.previousInput), pass.outputTokens), pass);
        this.countPeak(pass.inputTokens, request);
      }
    }
    const inputTokens = history.input + trailing;
    const same = history.unchangedSince(this.previousLength);
    const charge = this.cache.request(this.blocks.at(this.previousLength < 0 ? 0 : 1 + same));
    const outputTokens = message.tokens + message.argsTokens;
    const metered = meterRequest(model, inputTokens, charge, outputTokens);
    if (options.recordRequests !== false) {
      this.requests.add(request, inputTokens, metered.cachedTokens, metered.writtenTokens, outputTokens, metered.costUsd);
    }
    totals.requests++;
    totals.inputTokens += inputTokens;
    totals.outputTokens += outputTokens;
    totals.cachedTokens += metered.cachedTokens;
    totals.writtenTokens += metered.writtenTokens;
    totals.costUsd.cached += metered.costUsd;
    totals.costUsd.uncached += metered.uncachedCostUsd;
    this.countPeak(inputTokens, request);
    this.previousLength = history.length;
    this.previousInput = inputTokens - trailing;
    history.append(message, this.step);
    this.step++;
  }
  sendSideCalls(upTo) {
    const { history, totals, sideCalls } = this;
    while (this.nextSideCall < sideCalls.length && sideCalls[this.nextSideCall].beforeStep <= upTo) {
      const call = sideCalls[this.nextSideCall++];
      const read = !call.readsHistory ? 0 : call.summary ? history.summaryInput : history.input - (call.readsSystem === false ? history.systemTokens : 0);
      const inputTokens = call.ownTokens + read;
      const metered = meterRequest(this.options.model, inputTokens, this.cache.single(inputTokens, 0), call.outputTokens);
      addSideCall(totals, metered, inputTokens, call.outputTokens);
      this.sideRequests.push({ label: call.label ?? "side call", beforeStep: call.beforeStep, inputTokens });
      this.countPeak(inputTokens, call.beforeStep + 1);
      if (call.replayedTokens > 0) history.append({ role: "user", tokens: call.replayedTokens, argsTokens: 0, plan: true }, Math.max(0, call.beforeStep - 1));
    }
  }
  /** A run that keeps no records keeps no events either: a window's run clears a result nearly every request. */
  keepEvent(event) {
    if (this.options.recordRequests !== false) this.events.push(event);
  }
  countPeak(inputTokens, request) {
    if (inputTokens > this.totals.peakContext) this.totals.peakContext = inputTokens;
    if (inputTokens > this.window && this.totals.overflowRequest === null) this.totals.overflowRequest = request;
  }
};
var RequestColumns = class {
  numbers = new Float64Array(6 * 64);
  count = 0;
  add(index, inputTokens, cachedTokens, writtenTokens, outputTokens, costUsd) {
    let at = this.count * 6;
    if (at === this.numbers.length) {
      const grown = new Float64Array(this.numbers.length * 4);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const n = this.numbers;
    n[at++] = index;
    n[at++] = inputTokens;
    n[at++] = cachedTokens;
    n[at++] = writtenTokens;
    n[at++] = outputTokens;
    n[at] = costUsd;
    this.count++;
  }
  records() {
    const n = this.numbers;
    const records = new Array(this.count);
    for (let i = 0, at = 0; i < this.count; i++, at += 6) {
      records[i] = { index: n[at], inputTokens: n[at + 1], cachedTokens: n[at + 2], writtenTokens: n[at + 3], outputTokens: n[at + 4], costUsd: n[at + 5] };
    }
    return records;
  }
};
function addPass(totals, metered, pass) {
  totals.inputTokens += pass.inputTokens;
  totals.compactionInputTokens += pass.inputTokens;
  totals.outputTokens += pass.outputTokens;
  totals.cachedTokens += metered.cachedTokens;
  totals.writtenTokens += metered.writtenTokens;
  totals.costUsd.cached += metered.costUsd;
  totals.costUsd.uncached += metered.uncachedCostUsd;
}
function addSideCall(totals, metered, inputTokens, outputTokens) {
  totals.inputTokens += inputTokens;
  totals.sideCallInputTokens += inputTokens;
  totals.outputTokens += outputTokens;
  totals.cachedTokens += metered.cachedTokens;
  totals.writtenTokens += metered.writtenTokens;
  totals.costUsd.cached += metered.costUsd;
  totals.costUsd.uncached += metered.uncachedCostUsd;
}

export {
  BUDGET_DEFAULTS,
  CLEAR_TOOL_USES_DEFAULTS,
  COMPACT_DEFAULTS,
  NONE,
  createPolicy,
  policyWindow,
  describePolicy,
  cacheBilling,
  priceAt,
  simulate,
  Simulation
};
