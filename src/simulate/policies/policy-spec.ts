import { budgetPolicy, type BudgetPolicyOptions } from './budget.js';
import { clearToolUsesPolicy, type ClearToolUsesOptions } from './clear-tool-uses.js';
import { compactPolicy, type CompactOptions } from './compact.js';
import { NO_POLICY, type MemoryPolicy } from './policy.js';
import { windowPolicy, type WindowPolicyOptions } from './window.js';

/** A memory policy as configured: plain data, from which each simulation builds a fresh policy. */
export type PolicySpec =
  | { type: 'none' }
  | ({ type: 'window' } & WindowPolicyOptions)
  | ({ type: 'budget' } & BudgetPolicyOptions)
  | { type: 'context_management'; edits: Array<({ type: 'clear_tool_uses_20250919' } & ClearToolUsesOptions) | ({ type: 'compact_20260112' } & CompactOptions)> };

export const NONE: PolicySpec = { type: 'none' };

/** A fresh, stateful policy for one simulated run. */
export function createPolicy(spec: PolicySpec): MemoryPolicy {
  switch (spec.type) {
    case 'none':
      return NO_POLICY;
    case 'window':
      return windowPolicy(spec);
    case 'budget':
      return budgetPolicy(spec);
    case 'context_management': {
      const edits = spec.edits.map((e) => (e.type === 'clear_tool_uses_20250919' ? clearToolUsesPolicy(e) : compactPolicy(e)));
      if (edits.length === 1) return edits[0]!;
      return {
        description: edits.map((e) => e.description).join('; '),
        beforeRequest: (history, request) => edits.flatMap((e) => e.beforeRequest(history, request)),
      };
    }
  }
}

/** Where the run overflows: the budget policy names its own window; the others use the model's. */
export function policyWindow(spec: PolicySpec): number | undefined {
  return spec.type === 'budget' ? spec.window : undefined;
}

export function describePolicy(spec: PolicySpec): string {
  return createPolicy(spec).description;
}
