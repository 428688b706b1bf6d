import { InputError } from '../../input-error.js';
import type { TraceMessage } from '../trace.js';

interface OpenAiMessage {
  role: string;
  content?: string | Array<{ type: string; text?: string }> | null;
  tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
  name?: string;
}

/**
 * OpenAI chat messages: an array, or a request body `{messages, tools}`. `system` and `developer`
 * messages form the system prompt, the tool list is sent with it; an assistant's `tool_calls` are its
 * call, each `tool` message the result, named after the call it answers.
 */
export function convertOpenAi(value: unknown, file: string): TraceMessage[] {
  const body = Array.isArray(value) ? { messages: value } : (value as { messages?: unknown; tools?: unknown });
  if (!Array.isArray(body.messages)) throw new InputError('expected an array of chat messages or {messages: [...]}', { file });
  const out: TraceMessage[] = [];
  if (Array.isArray(body.tools) && body.tools.length) out.push({ role: 'system', content: JSON.stringify(body.tools) });
  const toolNames = new Map<string, string>();
  (body.messages as OpenAiMessage[]).forEach((m, i) => {
    const content = textOf(m.content);
    // The sender's name is sent, and counted, with the message (docs/architecture.md, "Message framing").
    const name = typeof m.name === 'string' ? { name: m.name } : {};
    switch (m.role) {
      case 'system':
      case 'developer':
        out.push({ role: 'system', content, ...name });
        break;
      case 'user':
        out.push({ role: 'user', content, ...name });
        break;
      case 'assistant': {
        const calls = m.tool_calls ?? [];
        for (const c of calls) toolNames.set(c.id, c.function.name);
        out.push({
          role: 'assistant',
          content,
          ...name,
          ...(calls.length ? { tool: calls.map((c) => c.function.name).join(','), args: calls.map((c) => c.function.arguments).join('\n') } : {}),
        });
        break;
      }
      case 'tool':
      case 'function':
        out.push({ role: 'tool', content, tool: toolNames.get(m.tool_call_id ?? '') ?? m.name ?? 'tool', ...name });
        break;
      default:
        throw new InputError(`message ${i}: unknown role ${JSON.stringify(m.role)}`, { file });
    }
  });
  return out;
}

function textOf(content: OpenAiMessage['content']): string {
  if (typeof content === 'string') return content;
  if (!content) return '';
  return content.map((part) => part.text ?? '').join('');
}
