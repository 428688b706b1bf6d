import type { CodeFramework } from '../profile.js';

/** Agno (formerly phidata): an agent's or team's `role`, `expected_output` and `success_criteria` join its system prompt. */
export const agno: CodeFramework = {
  id: 'agno',
  label: 'Agno',
  sdkModules: { python: ['agno', 'phi'] },
  code: { promptArguments: { role: 'system', expected_output: 'template', success_criteria: 'system' } },
};
