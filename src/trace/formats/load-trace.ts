import { InputError } from '../../input-error.js';
import { convertAnthropic } from './anthropic.js';
import { canonicalMessages, parseCanonicalTrace } from './canonical.js';
import type { TraceMessage } from '../trace.js';
import { convertClaudeCode, isClaudeCodeLog } from './claude-code.js';
import { convertOpenAi } from './openai.js';
import type { LoadedTrace, TraceFormat } from './recorded-usage.js';
import { parseJson } from './json-syntax.js';
import { jsonDocuments } from '../usage/json-documents.js';
import { convertSmolagents, isSmolagentsDump } from './smolagents.js';
import { convertSweAgent, isSweAgentTrajectory } from './swe-agent.js';
import { whereIn } from './json-location.js';

/**
 * Reads a trace in any supported format, named or recognised from its content: JSONL lines with a
 * `role` are the canonical format, lines with `message` and `type` a Claude Code log; a JSON array
 * of steps is a smolagents memory dump; an object with a `history` of messages and `info` (or the
 * steps) is a SWE-agent trajectory; messages with content blocks or a top-level `system` are
 * Anthropic's; other messages OpenAI's.
 */
export function loadTrace(text: string, file: string, format?: TraceFormat): LoadedTrace {
  const detected = format ?? detectFormat(text, file);
  let trace: LoadedTrace;
  try {
    trace = convert(text, file, detected);
  } catch (error) {
    if (error instanceof InputError) throw error;
    // A shape the converter did not expect (a missing field, a null): say which format and file.
    throw new InputError(`not a valid ${detected} trace: ${(error as Error).message}`, { file });
  }
  if (!trace.messages.some((m) => m.role === 'assistant')) {
    throw new InputError('no requests in this trace: it has no assistant message', { file });
  }
  return trace;
}

/**
 * Whether a trace is read line by line as it streams, never held whole: the canonical format, named or
 * recognised from its first line (a message with a `role`; no Claude Code line has one). The other
 * formats are whole JSON documents, or logs whose lines are merged by message id.
 */
export function streamsLineByLine(head: string, format?: TraceFormat): boolean {
  if (format !== undefined) return format === 'jsonl';
  let value: unknown;
  try {
    value = JSON.parse(head.trimStart().split('\n', 1)[0] ?? '');
  } catch {
    return false;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'role' in value && !('message' in value);
}

/**
 * A canonical trace's messages as its lines come, a batch of lines at a time, refused at its end if it
 * made no request.
 */
export function* streamedTrace(lineBatches: Iterable<readonly string[]>, file: string): Generator<TraceMessage[]> {
  let requests = false;
  let line = 1;
  for (const lines of lineBatches) {
    const messages = canonicalMessages(lines, file, line);
    line += lines.length;
    requests ||= messages.some((m) => m.role === 'assistant');
    yield messages;
  }
  if (!requests) throw new InputError('no requests in this trace: it has no assistant message', { file });
}

function convert(text: string, file: string, detected: TraceFormat): LoadedTrace {
  switch (detected) {
    case 'jsonl':
      return { format: detected, messages: parseCanonicalTrace(text, file) };
    case 'claude-code':
      return { format: detected, ...convertClaudeCode(jsonDocuments(text, file), file) };
    case 'openai': {
      const value = json(text, file);
      return { format: detected, messages: convertOpenAi(value, file), ...modelOf(value) };
    }
    case 'anthropic': {
      const value = json(text, file);
      return { format: detected, messages: convertAnthropic(value, file), ...modelOf(value) };
    }
    case 'smolagents':
      return { format: detected, ...convertSmolagents(json(text, file), file, (path) => whereIn(text, file)(path).line ?? 1) };
    case 'swe-agent': {
      const value = json(text, file);
      if (!isSweAgentTrajectory(value)) throw new InputError('expected a SWE-agent trajectory: {history: [...], info: {...}}', { file });
      return { format: detected, ...convertSweAgent(value, whereIn(text, file)) };
    }
  }
}

export function detectFormat(text: string, file: string): TraceFormat {
  const trimmed = text.trimStart();
  const firstLine = trimmed.split('\n', 1)[0] ?? '';
  const multiLineJson = trimmed.startsWith('{') && isJson(firstLine) && trimmed.includes('\n{');
  if (multiLineJson || /\.jsonl$/i.test(file)) {
    const lines = jsonLines(text, file);
    return isClaudeCodeLog(lines) ? 'claude-code' : 'jsonl';
  }
  const value = json(text, file);
  if (typeof value !== 'object' || value === null) throw new InputError('not a trace format ctxguard knows (see ctxguard simulate --help)', { file });
  if (isSmolagentsDump(value)) return 'smolagents';
  if (isSweAgentTrajectory(value)) return 'swe-agent';
  const body = value as { system?: unknown; messages?: unknown[] };
  const messages = Array.isArray(value) ? value : body.messages;
  if (!Array.isArray(messages)) throw new InputError('not a trace format ctxguard knows (see ctxguard simulate --help)', { file });
  const blocks = messages.some((m) => Array.isArray((m as { content?: unknown }).content) && ((m as { content: Array<{ type?: string }> }).content.some((b) => ['tool_use', 'tool_result'].includes(b.type ?? ''))));
  return !Array.isArray(value) && 'system' in body ? 'anthropic' : blocks ? 'anthropic' : 'openai';
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function json(text: string, file: string): unknown {
  return parseJson(text, file);
}

function jsonLines(text: string, file: string): unknown[] {
  return text.split('\n').flatMap((line, i) => (line.trim() ? [parseJson(line, file, i + 1)] : []));
}

/** A request body names its model: `{model, messages}`. */
function modelOf(value: unknown): { model?: string } {
  const model = (value as { model?: unknown } | null)?.model;
  return typeof model === 'string' ? { model } : {};
}
