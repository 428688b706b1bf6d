import type { Role } from '../extract/prompt-unit.js';
import type { Scenario } from './scenario.js';

/**
 * How many of a run's requests carry a unit's text. Under full replay an n-request run sends
 * `n*P + s*n(n-1)/2` input tokens: the prefix P (system prompt, instructions, tool schemas) is in
 * every request, and so is the task message that opens the history. Prompt files are all of that kind.
 */
export function requestsCarrying(role: Role, scenario: Scenario): number {
  switch (role) {
    case 'instructions':
    case 'system':
    case 'tool-schema':
    case 'tool-description':
    case 'example':
    case 'template':
    case 'other':
      return scenario.requestsPerRun;
    case 'tool-output':
      // Appended after the first step's tool call, then replayed by every later request.
      return scenario.requestsPerRun - 1;
  }
}

/** Input tokens a run sends for units of the given roles and sizes, under full replay. */
export function runInputTokens(units: Array<{ role: Role; tokens: number }>, scenario: Scenario): number {
  return units.reduce((sum, u) => sum + u.tokens * requestsCarrying(u.role, scenario), 0);
}
