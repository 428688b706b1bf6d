import { InputError, type Where } from '../../input-error.js';
import type { TraceMessage } from '../trace.js';
import type { JsonPath } from './json-location.js';
import type { UsageRecord } from '../usage/usage-record.js';

interface SweMessage {
  role?: unknown;
  content?: unknown;
  agent?: unknown;
  is_demo?: unknown;
  action?: unknown;
  tool_calls?: Array<{ id?: string; function?: { name?: string; arguments?: unknown } }> | null;
  tool_call_ids?: string[];
}

interface SweTrajectory {
  history?: unknown;
  trajectory?: unknown;
  info?: { model_stats?: Record<string, unknown> | null } | null;
  replay_config?: unknown;
}

/** Whether a parsed JSON value looks like a SWE-agent trajectory (`*.traj`): its `history` and `info` or steps. */
export function isSweAgentTrajectory(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const t = value as SweTrajectory;
  return Array.isArray(t.history) && (Array.isArray(t.trajectory) || (typeof t.info === 'object' && t.info !== null));
}

/**
 * A SWE-agent trajectory (docs/architecture.md, "Trace"): `history` is what the agent sent, message
 * by message, as OpenAI chat messages; each model call sent every message before its answer. The
 * environment's output after a call is that call's result (a `user` message before function calling,
 * a `tool` message with it). `info.model_stats` is the run's bill: calls, tokens sent and received.
 */
export function convertSweAgent(
  value: unknown,
  where: (path: JsonPath) => Where,
): { messages: TraceMessage[]; recordedRun?: UsageRecord; everyRequestInHistory: boolean; model?: string } {
  const traj = value as SweTrajectory;
  const history = traj.history as unknown[];
  // An agent is sent its own messages only (SWE-agent's `local_history`): a subroutine's are another conversation.
  const agent = (history[0] as SweMessage | undefined)?.agent;
  const messages: TraceMessage[] = [];
  const toolNames = new Map<string, string>();
  let lastTool = 'bash';
  let calls = 0;
  history.forEach((raw, i) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new InputError('expected a message object', where(['history', i]));
    const m = raw as SweMessage;
    if (agent !== undefined && m.agent !== undefined && m.agent !== agent) return;
    const content = textOf(m.content, () => where(['history', i, 'content']));
    switch (m.role) {
      case 'system':
        messages.push({ role: 'system', content });
        break;
      case 'user':
        // The instance and the demonstrations come before the first call; every later user message is
        // what the environment answered to the call before it.
        messages.push(calls > 0 && m.is_demo !== true ? { role: 'tool', content, tool: lastTool } : { role: 'user', content });
        break;
      case 'tool':
        messages.push({ role: 'tool', content, tool: toolNames.get(m.tool_call_ids?.[0] ?? '') ?? lastTool });
        break;
      case 'assistant': {
        // A demonstration's answers are sent with every request, never asked for: context, not a call.
        if (m.is_demo === true) {
          messages.push({ role: 'user', content });
          break;
        }
        calls++;
        const toolCalls = m.tool_calls ?? [];
        if (toolCalls.length) {
          // Function calling: the call's arguments are sent beside the text, and counted with it.
          const names = toolCalls.map((c) => c.function?.name ?? 'tool');
          toolCalls.forEach((c, k) => toolNames.set(c.id ?? '', names[k]!));
          lastTool = names[0]!;
          const args = toolCalls.map((c) => (typeof c.function?.arguments === 'string' ? c.function.arguments : JSON.stringify(c.function?.arguments ?? {})));
          messages.push({ role: 'assistant', content, tool: names.join(','), args: args.join('\n') });
        } else {
          // The command is written in the message's text (a fenced block), already counted there.
          lastTool = (typeof m.action === 'string' ? m.action.trim().split(/\s+/)[0] : undefined) || 'bash';
          messages.push({ role: 'assistant', content, tool: lastTool });
        }
        break;
      }
      default:
        throw new InputError(`expected one of system, user, assistant, tool, got ${JSON.stringify(m.role)}`, where(['history', i, 'role']));
    }
  });
  const model = configuredModel(traj.replay_config);
  const recordedRun = modelStats(traj, where, model);
  return {
    messages,
    ...(recordedRun ? { recordedRun } : {}),
    everyRequestInHistory: recordedRun !== undefined && recordedRun.requests === calls && !editsHistory(traj.replay_config),
    ...(model ? { model } : {}),
  };
}

function textOf(content: unknown, where: () => Where): string {
  if (typeof content === 'string') return content;
  if (content === null || content === undefined) return '';
  // SWE-agent 1.x's cache-control processor turns a message's text into content blocks.
  if (Array.isArray(content)) return content.map((b) => (typeof (b as { text?: unknown }).text === 'string' ? (b as { text: string }).text : '')).join('');
  throw new InputError(`expected text or a list of content blocks, got ${JSON.stringify(content)}`, where());
}

/**
 * `info.model_stats`: SWE-agent adds each call's tokens as the model's API (0.x) or litellm (1.x)
 * counted them, cached ones among them: the run's bill as one record of its calls.
 */
function modelStats(traj: SweTrajectory, where: (path: JsonPath) => Where, model?: string): UsageRecord | undefined {
  const stats = traj.info?.model_stats;
  if (stats === undefined || stats === null) return undefined;
  const whole = (key: string): number => {
    const n = stats[key];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new InputError(`expected a whole number, got ${JSON.stringify(n)}`, where(['info', 'model_stats', key]));
    return n;
  };
  return {
    agent: 'swe-agent',
    ...(model ? { model } : {}),
    inputTokens: whole('tokens_sent'),
    cacheReadTokens: 0,
    cacheWrite5mTokens: 0,
    cacheWrite1hTokens: 0,
    outputTokens: whole('tokens_received'),
    reasoningTokens: 0,
    requests: whole('api_calls'),
    source: { file: where([]).file ?? '', line: where(['info', 'model_stats']).line ?? 1 },
  };
}

/** A trajectory's bill (`info.model_stats`) as one record of its calls, for reading it as recorded usage; undefined without one. */
export function sweAgentUsage(value: unknown, where: (path: JsonPath) => Where): UsageRecord | undefined {
  const traj = value as SweTrajectory;
  return modelStats(traj, where, configuredModel(traj.replay_config));
}

/** SWE-agent 1.x keeps its config in the trajectory, as an object or as JSON text. */
function replayAgent(config: unknown): { model?: { name?: unknown }; history_processors?: Array<{ type?: unknown }> } | undefined {
  let value = config;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const agent = (value as { agent?: unknown } | null | undefined)?.agent;
  return typeof agent === 'object' && agent !== null ? (agent as ReturnType<typeof replayAgent>) : undefined;
}

function configuredModel(config: unknown): string | undefined {
  const name = replayAgent(config)?.model?.name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * A history processor other than the default one (SWE-agent's `last_n_observations`, `closed_window`)
 * rewrites old messages in each request, so the history is not what was sent. A 0.x trajectory
 * keeps its config in `args.yaml` beside it, out of reach here.
 */
function editsHistory(config: unknown): boolean {
  const processors = replayAgent(config)?.history_processors;
  return Array.isArray(processors) && processors.some((p) => p?.type !== 'default');
}
