import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  groupedNumber,
  tokenizer
} from "./chunk-MPTDITOE.js";

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
function stubCall(result) {
  return `[cleared: ${result.tool ?? "None"}(${result.args ?? "None"})`;
}
function stubRest(tokens, error) {
  return ` returned ${groupedNumber(tokens)} tokens. Call it again if you need it.${error === void 0 ? "" : ` First error: ${error}`}]`;
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
    return this.callTokens(result) + this.restTokens(result.tokens, result.errorLine);
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
      const stub = this.stubCounter.count({ tool: history.tool(at), args: history.args[at], tokens: size, errorLine: history.errorLines[at] });
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

export {
  BUDGET_DEFAULTS,
  CLEAR_TOOL_USES_DEFAULTS,
  COMPACT_DEFAULTS,
  NONE,
  createPolicy,
  policyWindow,
  describePolicy,
  cacheBilling
};
