import type { SizedMessage } from '../../src/trace/trace.js';

/**
 * DESIGN 4.3 written as plainly as possible, for checking the simulator: the history is a list that is
 * re-summed for every request, and the cached prefix is found by comparing the request's messages with
 * the previous request's one by one. Quadratic, and meant to be. The budget policy has a reference of
 * its own, the memory manager it reproduces (`reference-budget.ts`).
 */
export type ReferencePolicy = { type: 'none' } | { type: 'window'; keepLastSteps: number; markerTokens: number };

interface Msg {
  id: number;
  role: string;
  tool?: string;
  content: number;
  args: number;
  cleared: boolean;
  step: number;
}

export interface ReferenceRequest {
  inputTokens: number;
  cachedTokens: number;
  outputTokens: number;
}

export function referenceSimulate(
  messages: SizedMessage[],
  policy: ReferencePolicy,
  overhead: number,
  minCacheable: number,
  window = Number.POSITIVE_INFINITY,
): { requests: ReferenceRequest[]; overflowRequest: number | null } {
  let nextId = 0;
  const system = messages.filter((m) => m.role === 'system').reduce((n, m) => n + m.tokens + m.argsTokens + overhead, 0);
  const history: Msg[] = [];
  let previous: Msg[] | undefined;
  const requests: ReferenceRequest[] = [];
  let overflowRequest: number | null = null;
  const size = (m: Msg): number => m.content + m.args + overhead;
  const input = (): number => system + history.reduce((n, m) => n + size(m), 0);
  let step = 0;
  for (const m of messages) {
    if (m.role === 'system') continue;
    const msg: Msg = { id: nextId++, role: m.role, tool: m.tool, content: m.tokens, args: m.argsTokens, cleared: false, step: Math.max(0, step - 1) };
    if (m.role !== 'assistant') {
      history.push(msg);
      continue;
    }
    if (policy.type === 'window') {
      for (const h of history) {
        if (h.role === 'tool' && !h.cleared && h.step < step - policy.keepLastSteps) {
          h.content = Math.min(h.content, policy.markerTokens);
          h.cleared = true;
        }
      }
    }
    const inputTokens = input();
    let cachedTokens = 0;
    if (previous && inputTokens >= minCacheable) {
      let same = 0;
      while (same < previous.length && same < history.length && previous[same]!.id === history[same]!.id && previous[same]!.cleared === history[same]!.cleared) same++;
      const prefix = system + history.slice(0, same).reduce((n, h) => n + size(h), 0);
      if (prefix >= minCacheable) cachedTokens = prefix;
    }
    requests.push({ inputTokens, cachedTokens, outputTokens: m.tokens + m.argsTokens });
    // Requests are numbered from 1.
    if (inputTokens > window && overflowRequest === null) overflowRequest = step + 1;
    previous = history.map((h) => ({ ...h }));
    history.push({ ...msg, step });
    step++;
  }
  return { requests, overflowRequest };
}
