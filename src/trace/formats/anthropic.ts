import { InputError } from '../../input-error.js';
import type { TraceMessage } from '../trace.js';

export interface AnthropicBlock {
  type: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: string | AnthropicBlock[];
}

interface AnthropicMessage {
  role: string;
  content: string | AnthropicBlock[];
}

/**
 * Anthropic Messages: `{system, messages, tools}`. A user turn's `tool_result` blocks become tool
 * messages (named after the `tool_use` they answer), its text a user message; an assistant turn's
 * `tool_use` blocks are its calls, their `input` the call's arguments.
 */
export function convertAnthropic(value: unknown, file: string): TraceMessage[] {
  const body = (Array.isArray(value) ? { messages: value } : value) as { system?: string | AnthropicBlock[]; messages?: unknown; tools?: unknown };
  if (!Array.isArray(body.messages)) throw new InputError('expected {system, messages: [...]} as the Messages API takes it', { file });
  const out: TraceMessage[] = [];
  const system = typeof body.system === 'string' ? body.system : (body.system ?? []).map(blockText).join('');
  if (Array.isArray(body.tools) && body.tools.length) out.push({ role: 'system', content: JSON.stringify(body.tools) });
  if (system) out.push({ role: 'system', content: system });
  const toolNames = new Map<string, string>();
  for (const m of body.messages as AnthropicMessage[]) out.push(...convertTurn(m, toolNames));
  return out;
}

/** One turn of the Messages API as canonical messages; also used for Claude Code's log lines. */
export function convertTurn(m: AnthropicMessage, toolNames: Map<string, string>): TraceMessage[] {
  const blocks: AnthropicBlock[] = typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content;
  if (m.role === 'assistant') {
    const calls = blocks.filter((b) => b.type === 'tool_use');
    for (const c of calls) toolNames.set(c.id ?? '', c.name ?? 'tool');
    const text = blocks.filter((b) => b.type === 'text' || b.type === 'thinking').map(blockText).join('');
    return [
      {
        role: 'assistant',
        content: text,
        ...(calls.length ? { tool: calls.map((c) => c.name ?? 'tool').join(','), args: calls.map((c) => JSON.stringify(c.input ?? {})).join('\n') } : {}),
      },
    ];
  }
  const out: TraceMessage[] = [];
  const text = blocks.filter((b) => b.type !== 'tool_result').map(blockText).join('');
  for (const b of blocks) {
    if (b.type === 'tool_result') out.push({ role: 'tool', content: blockText(b), tool: toolNames.get(b.tool_use_id ?? '') ?? 'tool' });
  }
  if (text || out.length === 0) out.push({ role: 'user', content: text });
  return out;
}

function blockText(b: AnthropicBlock): string {
  if (b.type === 'text') return b.text ?? '';
  if (b.type === 'thinking') return (b as { thinking?: string }).thinking ?? '';
  if (b.type === 'tool_result') return typeof b.content === 'string' ? b.content : (b.content ?? []).map(blockText).join('');
  return '';
}
