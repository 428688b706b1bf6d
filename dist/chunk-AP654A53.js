import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  claudeCodeRecords,
  convertSmolagents,
  convertSweAgent,
  isSmolagentsDump,
  isSweAgentTrajectory,
  jsonDocuments,
  parseJson,
  whereIn
} from "./chunk-GXPCTWCZ.js";
import {
  ROLES
} from "./chunk-MPTDITOE.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";

// src/trace/formats/anthropic.ts
function convertAnthropic(value, file) {
  const body = Array.isArray(value) ? { messages: value } : value;
  if (!Array.isArray(body.messages)) throw new InputError("expected {system, messages: [...]} as the Messages API takes it", { file });
  const out = [];
  const system = typeof body.system === "string" ? body.system : (body.system ?? []).map(blockText).join("");
  if (Array.isArray(body.tools) && body.tools.length) out.push({ role: "system", content: JSON.stringify(body.tools) });
  if (system) out.push({ role: "system", content: system });
  const toolNames = /* @__PURE__ */ new Map();
  for (const m of body.messages) out.push(...convertTurn(m, toolNames));
  return out;
}
function convertTurn(m, toolNames) {
  const blocks = typeof m.content === "string" ? [{ type: "text", text: m.content }] : m.content;
  if (m.role === "assistant") {
    const calls = blocks.filter((b) => b.type === "tool_use");
    for (const c of calls) toolNames.set(c.id ?? "", c.name ?? "tool");
    const text2 = blocks.filter((b) => b.type === "text" || b.type === "thinking").map(blockText).join("");
    return [
      {
        role: "assistant",
        content: text2,
        ...calls.length ? { tool: calls.map((c) => c.name ?? "tool").join(","), args: calls.map((c) => JSON.stringify(c.input ?? {})).join("\n") } : {}
      }
    ];
  }
  const out = [];
  const text = blocks.filter((b) => b.type !== "tool_result").map(blockText).join("");
  for (const b of blocks) {
    if (b.type === "tool_result") out.push({ role: "tool", content: blockText(b), tool: toolNames.get(b.tool_use_id ?? "") ?? "tool" });
  }
  if (text || out.length === 0) out.push({ role: "user", content: text });
  return out;
}
function blockText(b) {
  if (b.type === "text") return b.text ?? "";
  if (b.type === "thinking") return b.thinking ?? "";
  if (b.type === "tool_result") return typeof b.content === "string" ? b.content : (b.content ?? []).map(blockText).join("");
  return "";
}

// src/trace/formats/canonical.ts
var KEYS = ["role", "content", "tokens", "tool", "args"];
function parseCanonicalTrace(text, file) {
  return canonicalMessages(text.split("\n"), file);
}
function canonicalMessages(lines, file, firstLine = 1) {
  const messages = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.charCodeAt(0) !== OPEN_BRACE && !NOT_BLANK.test(line)) continue;
    messages.push(canonicalMessage(parseJson(line, file, firstLine + i), file, firstLine + i));
  }
  return messages;
}
var NOT_BLANK = /\S/;
var OPEN_BRACE = 123;
function canonicalMessage(value, file, line) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw lineError("expected a JSON object per line", file, line);
  const m = value;
  const { role, content, tokens, tool, args } = m;
  const known = +(role !== void 0) + +(content !== void 0) + +(tokens !== void 0) + +(tool !== void 0) + +(args !== void 0);
  if (keyCount(m) !== known) {
    for (const key in m) if (!KEYS.includes(key)) throw lineError(`unknown key (known: ${KEYS.join(", ")})`, file, line, key);
  }
  if (role !== "assistant" && role !== "tool" && role !== "user" && role !== "system") {
    throw lineError(`expected one of ${ROLES.join(", ")}, got ${JSON.stringify(role)}`, file, line, "role");
  }
  if (content !== void 0 && typeof content !== "string") throw lineError("expected a string", file, line, "content");
  if (tool !== void 0 && typeof tool !== "string") throw lineError("expected a string", file, line, "tool");
  if (args !== void 0 && typeof args !== "string") throw lineError("expected a string", file, line, "args");
  if (tokens !== void 0 && !(Number.isInteger(tokens) && tokens >= 0)) {
    throw lineError(`expected a whole number of tokens, got ${JSON.stringify(tokens)}`, file, line, "tokens");
  }
  return m;
}
function keyCount(m) {
  let count = 0;
  for (const _key in m) count++;
  return count;
}
function lineError(message, file, line, key) {
  return new InputError(message, key === void 0 ? { file, line } : { file, line, key });
}

// src/trace/formats/claude-code.ts
function isClaudeCodeLog(lines) {
  return lines.some((l) => typeof l === "object" && l !== null && "message" in l && "type" in l && (l.type === "user" || l.type === "assistant"));
}
function convertClaudeCode(documents, file) {
  const messages = [];
  const toolNames = /* @__PURE__ */ new Map();
  let model;
  let current;
  let compacted = false;
  const flush = () => {
    if (!current) return;
    messages.push(...convertTurn({ role: "assistant", content: current.blocks }, toolNames));
    current = void 0;
  };
  documents.forEach(({ value: raw }, i) => {
    const line = raw;
    if (line.isSidechain) return;
    if (line.type === "system" && line.subtype === "compact_boundary") {
      flush();
      compacted = true;
      return;
    }
    if (!line.message || line.type !== "user" && line.type !== "assistant") return;
    const content = line.message.content ?? "";
    if (line.type === "assistant") {
      model ??= line.message.model;
      const id = line.message.id ?? line.requestId ?? `line-${i}`;
      if (current && current.id !== id) flush();
      const blocks = typeof content === "string" ? [{ type: "text", text: content }] : content;
      if (current) current.blocks.push(...blocks);
      else current = { id, blocks: [...blocks] };
      return;
    }
    flush();
    const turn = convertTurn({ role: "user", content }, toolNames);
    if ((compacted || line.isCompactSummary) && turn[0]) turn[0] = { ...turn[0], replacesHistory: true };
    compacted = false;
    messages.push(...turn);
  });
  flush();
  const recorded = claudeCodeRecords(documents, file).filter((r) => r.agent === "claude-code");
  if (recorded.length === 0) throw new InputError("no assistant messages with usage in this Claude Code log", { file });
  return { messages, recorded, ...model ? { model } : {} };
}

// src/trace/formats/openai.ts
function convertOpenAi(value, file) {
  const body = Array.isArray(value) ? { messages: value } : value;
  if (!Array.isArray(body.messages)) throw new InputError("expected an array of chat messages or {messages: [...]}", { file });
  const out = [];
  if (Array.isArray(body.tools) && body.tools.length) out.push({ role: "system", content: JSON.stringify(body.tools) });
  const toolNames = /* @__PURE__ */ new Map();
  body.messages.forEach((m, i) => {
    const content = textOf(m.content);
    const name = typeof m.name === "string" ? { name: m.name } : {};
    switch (m.role) {
      case "system":
      case "developer":
        out.push({ role: "system", content, ...name });
        break;
      case "user":
        out.push({ role: "user", content, ...name });
        break;
      case "assistant": {
        const calls = m.tool_calls ?? [];
        for (const c of calls) toolNames.set(c.id, c.function.name);
        out.push({
          role: "assistant",
          content,
          ...name,
          ...calls.length ? { tool: calls.map((c) => c.function.name).join(","), args: calls.map((c) => c.function.arguments).join("\n") } : {}
        });
        break;
      }
      case "tool":
      case "function":
        out.push({ role: "tool", content, tool: toolNames.get(m.tool_call_id ?? "") ?? m.name ?? "tool", ...name });
        break;
      default:
        throw new InputError(`message ${i}: unknown role ${JSON.stringify(m.role)}`, { file });
    }
  });
  return out;
}
function textOf(content) {
  if (typeof content === "string") return content;
  if (!content) return "";
  return content.map((part) => part.text ?? "").join("");
}

// src/trace/formats/load-trace.ts
function loadTrace(text, file, format) {
  const detected = format ?? detectFormat(text, file);
  let trace;
  try {
    trace = convert(text, file, detected);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`not a valid ${detected} trace: ${error.message}`, { file });
  }
  if (!trace.messages.some((m) => m.role === "assistant")) {
    throw new InputError("no requests in this trace: it has no assistant message", { file });
  }
  return trace;
}
function streamsLineByLine(head, format) {
  if (format !== void 0) return format === "jsonl";
  let value;
  try {
    value = JSON.parse(head.trimStart().split("\n", 1)[0] ?? "");
  } catch {
    return false;
  }
  return typeof value === "object" && value !== null && !Array.isArray(value) && "role" in value && !("message" in value);
}
function* streamedTrace(lineBatches, file) {
  let requests = false;
  let line = 1;
  for (const lines of lineBatches) {
    const messages = canonicalMessages(lines, file, line);
    line += lines.length;
    requests ||= messages.some((m) => m.role === "assistant");
    yield messages;
  }
  if (!requests) throw new InputError("no requests in this trace: it has no assistant message", { file });
}
function convert(text, file, detected) {
  switch (detected) {
    case "jsonl":
      return { format: detected, messages: parseCanonicalTrace(text, file) };
    case "claude-code":
      return { format: detected, ...convertClaudeCode(jsonDocuments(text, file), file) };
    case "openai": {
      const value = json(text, file);
      return { format: detected, messages: convertOpenAi(value, file), ...modelOf(value) };
    }
    case "anthropic": {
      const value = json(text, file);
      return { format: detected, messages: convertAnthropic(value, file), ...modelOf(value) };
    }
    case "smolagents":
      return { format: detected, ...convertSmolagents(json(text, file), file, (path) => whereIn(text, file)(path).line ?? 1) };
    case "swe-agent": {
      const value = json(text, file);
      if (!isSweAgentTrajectory(value)) throw new InputError("expected a SWE-agent trajectory: {history: [...], info: {...}}", { file });
      return { format: detected, ...convertSweAgent(value, whereIn(text, file)) };
    }
  }
}
function detectFormat(text, file) {
  const trimmed = text.trimStart();
  const firstLine = trimmed.split("\n", 1)[0] ?? "";
  const multiLineJson = trimmed.startsWith("{") && isJson(firstLine) && trimmed.includes("\n{");
  if (multiLineJson || /\.jsonl$/i.test(file)) {
    const lines = jsonLines(text, file);
    return isClaudeCodeLog(lines) ? "claude-code" : "jsonl";
  }
  const value = json(text, file);
  if (typeof value !== "object" || value === null) throw new InputError("not a trace format ctxguard knows (see ctxguard simulate --help)", { file });
  if (isSmolagentsDump(value)) return "smolagents";
  if (isSweAgentTrajectory(value)) return "swe-agent";
  const body = value;
  const messages = Array.isArray(value) ? value : body.messages;
  if (!Array.isArray(messages)) throw new InputError("not a trace format ctxguard knows (see ctxguard simulate --help)", { file });
  const blocks = messages.some((m) => Array.isArray(m.content) && m.content.some((b) => ["tool_use", "tool_result"].includes(b.type ?? "")));
  return !Array.isArray(value) && "system" in body ? "anthropic" : blocks ? "anthropic" : "openai";
}
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
function json(text, file) {
  return parseJson(text, file);
}
function jsonLines(text, file) {
  return text.split("\n").flatMap((line, i) => line.trim() ? [parseJson(line, file, i + 1)] : []);
}
function modelOf(value) {
  const model = value?.model;
  return typeof model === "string" ? { model } : {};
}

export {
  loadTrace,
  streamsLineByLine,
  streamedTrace
};
