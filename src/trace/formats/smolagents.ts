import { InputError } from '../../input-error.js';
import type { TraceMessage } from '../trace.js';
import type { UsageRecord } from '../usage/usage-record.js';

interface SmolStep {
  system_prompt?: string;
  task?: string;
  plan?: string;
  model_output?: string | null;
  model_output_message?: { content?: string | null } | null;
  tool_calls?: Array<{ name?: string; arguments?: unknown; function?: { name?: string; arguments?: unknown } }> | null;
  observations?: string | null;
  error?: { message?: string } | string | null;
  token_usage?: { input_tokens?: number; output_tokens?: number } | null;
  step_number?: number;
}

/** Whether a parsed JSON value looks like `agent.memory.get_full_steps()`. */
export function isSmolagentsDump(value: unknown): boolean {
  const steps = Array.isArray(value) ? value : (value as { steps?: unknown })?.steps;
  return Array.isArray(steps) && steps.some((s) => typeof s === 'object' && s !== null && ('step_number' in s || 'model_output' in s || 'task' in s));
}

/**
 * smolagents' memory (`agent.memory.get_full_steps()`, or `{system_prompt, steps}`): the system prompt,
 * the task, then each planning or action step is one model call; an action step's observations (or
 * its error) are the tool result that the next call replays. `token_usage` is kept as recorded usage.
 */
export function convertSmolagents(value: unknown, file: string, lineOf: (path: Array<string | number>) => number = () => 1): { messages: TraceMessage[]; recorded?: UsageRecord[] } {
  const wrapped = value as { system_prompt?: string; steps?: SmolStep[] };
  const steps = (Array.isArray(value) ? value : wrapped.steps) as SmolStep[] | undefined;
  if (!Array.isArray(steps)) throw new InputError('expected the list that agent.memory.get_full_steps() returns', { file });
  const messages: TraceMessage[] = [];
  const recorded: UsageRecord[] = [];
  let allUsage = true;
  if (!Array.isArray(value) && wrapped.system_prompt) messages.push({ role: 'system', content: wrapped.system_prompt });
  for (const [i, step] of steps.entries()) {
    if (step.system_prompt !== undefined) {
      messages.push({ role: 'system', content: step.system_prompt });
      continue;
    }
    if (step.task !== undefined && step.model_output === undefined && step.plan === undefined) {
      messages.push({ role: 'user', content: step.task });
      continue;
    }
    const output = step.plan ?? step.model_output ?? step.model_output_message?.content ?? '';
    const calls = (step.tool_calls ?? []).map((c) => ({ name: c.name ?? c.function?.name ?? 'tool', args: c.arguments ?? c.function?.arguments }));
    messages.push({
      role: 'assistant',
      content: output,
      ...(calls.length ? { tool: calls.map((c) => c.name).join(','), args: calls.map((c) => (typeof c.args === 'string' ? c.args : JSON.stringify(c.args ?? {}))).join('\n') } : {}),
    });
    const error = typeof step.error === 'string' ? step.error : step.error?.message;
    const observation = [step.observations, error].filter(Boolean).join('\n');
    if (step.plan === undefined && observation) messages.push({ role: 'tool', content: observation, tool: calls[0]?.name ?? 'python_interpreter' });
    if (step.token_usage?.input_tokens !== undefined) {
      const line = lineOf(Array.isArray(value) ? [i] : ['steps', i]);
      const count = (key: 'input_tokens' | 'output_tokens'): number => {
        const n = step.token_usage?.[key] ?? 0;
        if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new InputError('not a token count', { file, line, key: `token_usage.${key}` });
        return n;
      };
      // smolagents' TokenUsage: the model's prompt tokens, cached ones among them, as its API counts them.
      const input = count('input_tokens');
      recorded.push({ agent: 'smolagents', inputTokens: input, cacheReadTokens: 0, cacheWrite5mTokens: 0, cacheWrite1hTokens: 0, outputTokens: count('output_tokens'), reasoningTokens: 0, source: { file, line } });
    } else {
      allUsage = false;
    }
  }
  return allUsage && recorded.length ? { messages, recorded } : { messages };
}
