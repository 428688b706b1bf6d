import { resolveModel } from '../src/models/catalog.js';
import { BUDGET_DEFAULTS } from '../src/simulate/policies/budget.js';
import { CLEAR_TOOL_USES_DEFAULTS } from '../src/simulate/policies/clear-tool-uses.js';
import { COMPACT_DEFAULTS } from '../src/simulate/policies/compact.js';
import { createPolicy, describePolicy, NONE, policyWindow, type PolicySpec } from '../src/simulate/policies/policy-spec.js';
import { simulate } from '../src/simulate/simulator.js';
import type { SizedMessage } from '../src/trace/trace.js';
import { random } from '../test/support/corpus.js';

const POLICIES: PolicySpec[] = [
  NONE,
  { type: 'window', keepLastSteps: 3, markerTokens: 10 },
  { type: 'budget', ...BUDGET_DEFAULTS },
  { type: 'context_management', edits: [{ type: 'clear_tool_uses_20250919', ...CLEAR_TOOL_USES_DEFAULTS, clearAtLeast: 5_000 }] },
  { type: 'context_management', edits: [{ type: 'compact_20260112', ...COMPACT_DEFAULTS }] },
];

function trace(requests: number): SizedMessage[] {
  const rnd = random(99);
  const out: SizedMessage[] = [{ role: 'system', tokens: 3_000, argsTokens: 0 }, { role: 'user', tokens: 200, argsTokens: 0 }];
  for (let i = 0; i < requests; i++) {
    out.push({ role: 'assistant', tokens: 50 + Math.floor(rnd() * 300), argsTokens: 20, tool: 'read' });
    out.push({ role: 'tool', tokens: Math.floor(rnd() * (rnd() < 0.1 ? 20_000 : 1_500)), argsTokens: 0, tool: rnd() < 0.1 ? 'notes_read' : 'read' });
  }
  return out;
}

/** Each policy over n and 2n requests: linear work shows as time(2n)/time(n) near 2. */
export function benchSimulation(n = 100_000): void {
  console.log(`\n## Simulation: ${n.toLocaleString('en-US')} and ${(2 * n).toLocaleString('en-US')} requests, claude-sonnet-4-5 with caching`);
  const model = resolveModel('claude-sonnet-4-5');
  const small = trace(n);
  const large = trace(2 * n);
  // One untimed pass, so the first policy is not measured against a cold JIT.
  simulate(small, { model, policy: createPolicy(NONE), caching: true, messageOverhead: 4 });
  for (const spec of POLICIES) {
    const time = (messages: SizedMessage[]): number => {
      const best = [];
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        const window = policyWindow(spec);
        simulate(messages, { model, policy: createPolicy(spec), caching: true, messageOverhead: 4, ...(window === undefined ? {} : { window }) });
        best.push(performance.now() - t);
      }
      return Math.min(...best);
    };
    const t1 = time(small);
    const t2 = time(large);
    console.log(`${describePolicy(spec).padEnd(78)} n: ${t1.toFixed(0).padStart(5)} ms  2n: ${t2.toFixed(0).padStart(5)} ms  time(2n)/time(n) = ${(t2 / t1).toFixed(2)}`);
  }
}
