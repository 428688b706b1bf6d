import type { ModelSpec } from '../../models/model.js';
import { BUDGET_DEFAULTS } from './budget.js';
import { CLEAR_TOOL_USES_DEFAULTS } from './clear-tool-uses.js';
import { NONE, type PolicySpec } from './policy-spec.js';

/**
 * The policies every what-if sets beside the configured one: full replay, smolagents' window, the
 * budget, and, for Anthropic's models only (it is their API's feature), tool-result clearing with a
 * trigger low enough to matter in ordinary runs.
 */
export function standardPolicies(model: ModelSpec): PolicySpec[] {
  const policies: PolicySpec[] = [NONE, { type: 'window', keepLastSteps: 3, markerTokens: 10 }, { type: 'budget', ...BUDGET_DEFAULTS }];
  if (model.provider === 'anthropic') {
    policies.push({
      type: 'context_management',
      edits: [{ type: 'clear_tool_uses_20250919', ...CLEAR_TOOL_USES_DEFAULTS, trigger: { type: 'input_tokens', value: 30_000 }, clearAtLeast: 5_000 }],
    });
  }
  return policies;
}
