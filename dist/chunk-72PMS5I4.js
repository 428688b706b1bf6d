import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  BUDGET_DEFAULTS,
  CLEAR_TOOL_USES_DEFAULTS,
  NONE
} from "./chunk-67GQ2N7O.js";

// src/simulate/policies/standard-policies.ts
function standardPolicies(model) {
  const policies = [NONE, { type: "window", keepLastSteps: 3, markerTokens: 10 }, { type: "budget", ...BUDGET_DEFAULTS }];
  if (model.provider === "anthropic") {
    policies.push({
      type: "context_management",
      edits: [{ type: "clear_tool_uses_20250919", ...CLEAR_TOOL_USES_DEFAULTS, trigger: { type: "input_tokens", value: 3e4 }, clearAtLeast: 5e3 }]
    });
  }
  return policies;
}

export {
  standardPolicies
};
