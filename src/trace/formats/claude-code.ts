import { InputError } from '../../input-error.js';
import type { TraceMessage } from '../trace.js';
import { convertTurn, type AnthropicBlock } from './anthropic.js';
import type { RecordedUsage } from './recorded-usage.js';
import { providerUsageCounts } from '../usage/provider-usage.js';

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
 * A Claude Code session log. One API response is often split over several assistant lines that
 * repeat its usage: lines are merged by message id, so each request is counted once. Side chains
 * (sub-agents) are other conversations and are left out. The usage gives each request's input as
 * fresh + cache writes + cache reads: the recorded bill the report sets beside the simulation.
 * A `compact_boundary` line marks a compaction: the conversation goes on from the summary in the
 * next user line alone, which replaces the history before it (docs/architecture.md, "Trace").
 */
export function convertClaudeCode(lines: unknown[], file: string): { messages: TraceMessage[]; recorded: RecordedUsage[]; model?: string } {
  const messages: TraceMessage[] = [];
  const recorded: RecordedUsage[] = [];
  const toolNames = new Map<string, string>();
  let model: string | undefined;
  let current: { id: string; blocks: AnthropicBlock[]; usage: RecordedUsage } | undefined;
  let compacted = false;
  const flush = (): void => {
    if (!current) return;
    messages.push(...convertTurn({ role: 'assistant', content: current.blocks }, toolNames));
    recorded.push(current.usage);
    current = undefined;
  };
  lines.forEach((raw, i) => {
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
      // Anthropic's usage, read as every usage reader reads it (`src/trace/usage/provider-usage.ts`).
      const counts = providerUsageCounts(line.message.usage ?? {}, 'anthropic', (field) => {
        throw new InputError(`assistant message ${id}: not a token count`, { file, key: `message.usage.${field}` });
      });
      const usage: RecordedUsage = {
        inputTokens: counts.inputTokens,
        cacheReadTokens: counts.cacheReadTokens,
        cacheWriteTokens: counts.cacheWrite5mTokens + counts.cacheWrite1hTokens,
        outputTokens: counts.outputTokens,
      };
      const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : content;
      if (current) {
        current.blocks.push(...blocks);
        // The split lines repeat the request's usage; the last has the final output count.
        current.usage = usage;
      } else {
        current = { id, blocks: [...blocks], usage };
      }
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
  if (recorded.length === 0) throw new InputError('no assistant messages with usage in this Claude Code log', { file });
  return { messages, recorded, ...(model ? { model } : {}) };
}
