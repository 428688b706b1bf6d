import type { CodeFramework } from '../profile.js';

/** CrewAI: an `Agent`'s `role`, `goal` and `backstory` make its system prompt; a `Task`'s description and expected output are the task. */
export const crewai: CodeFramework = {
  id: 'crewai',
  label: 'CrewAI',
  sdkModules: { python: ['crewai'] },
  code: {
    promptArguments: { backstory: 'system', goal: 'system', role: 'system', expected_output: 'template' },
    argumentRoles: [{ callee: /^Task$/, argument: 'description', role: 'template' }],
  },
};
