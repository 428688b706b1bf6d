import { InputError } from '../../input-error.js';
import type { TraceMessage } from '../trace.js';
import { convertTurn, type AnthropicBlock } from './anthropic.js';
import { claudeCodeRecords } from '../usage/claude-code-usage.js';
import type { JsonDocument } from '../usage/json-documents.js';
import type { UsageRecord } from '../usage/usage-record.js';

interface LogLine {
  type?: string;
  /** `compact_boundary` on the system line Claude Code writes where it compacted the conversation. */
  subtype?: string;
  /** The summary the conversation continues from, the first user line after a boundary. */
  isCompactSummary?: boolean;
  isSidechain?: boolean;
  requestId?: string;
  message?: {
    id?: string;
    role?: string;
    content?: string | AnthropicBlock[];
    usage?: unknown;
  };
}

/** Whether JSONL lines look like a Claude Code session log (`~/.claude/projects/<project>/<session>.jsonl`). */
export function isClaudeCodeLog(lines: unknown[]): boolean {
  return lines.some((l) => typeof l === 'object' && l !== null && 'message' in l && 'type' in l && ((l as LogLine).type === 'user' || (l as LogLine).type === 'assistant'));
}

/**
 * A Claude Code session log. One API response is often split over several assistant lines: lines
 * are merged by message id, so each request is one assistant message. Side chains (sub-agents) are
 * other conversations and are left out. Its recorded bill is the main conversation's records as
 * `ctxguard recorded` reads the same file (`claudeCodeRecords`): each request's input fresh + cache
 * writes + cache reads. A `compact_boundary` line marks a compaction: the conversation goes on from
 * the summary in the next user line alone, which replaces the history before it
 * (docs/architecture.md, "Trace").
 */
export function convertClaudeCode(documents: readonly JsonDocument[], file: string): { messages: TraceMessage[]; recorded: UsageRecord[]; model?: string } {
  const messages: TraceMessage[] = [];
  const toolNames = new Map<string, string>();
  let model: string | undefined;
  let current: { id: string; blocks: AnthropicBlock[] } | undefined;
  let compacted = false;
  const flush = (): void => {
    if (!current) return;
    messages.push(...convertTurn({ role: 'assistant', content: current.blocks }, toolNames));
    current = undefined;
  };
  documents.forEach(({ value: raw }, i) => {
    const line = raw as LogLine;
    if (line.isSidechain) return;
    if (line.type === 'system' && line.subtype === 'compact_boundary') {
      flush();
      compacted = true;
      return;
    }
    if (!line.message || (line.type !== 'user' && line.type !== 'assistant')) return;
    const content = line.message.content ?? '';
    if (line.type === 'assistant') {
      model ??= (line.message as { model?: string }).model;
      const id = line.message.id ?? line.requestId ?? `line-${i}`;
      if (current && current.id !== id) flush();
      const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : content;
      if (current) current.blocks.push(...blocks);
      else current = { id, blocks: [...blocks] };
      return;
    }
    flush();
    const turn = convertTurn({ role: 'user', content }, toolNames);
    // The summary after a boundary (or any user line Claude Code flags as one) starts the history anew.
    if ((compacted || line.isCompactSummary) && turn[0]) turn[0] = { ...turn[0], replacesHistory: true };
    compacted = false;
    messages.push(...turn);
  });
  flush();
  const recorded = claudeCodeRecords(documents, file).filter((r) => r.agent === 'claude-code');
  if (recorded.length === 0) throw new InputError('no assistant messages with usage in this Claude Code log', { file });
  return { messages, recorded, ...(model ? { model } : {}) };
}
