import type { CodeFramework } from '../profile.js';

/** DSPy: a `Signature`'s docstring is its task instruction; `InputField(desc=...)` and `OutputField` describe its fields in the prompt. */
export const dspy: CodeFramework = {
  id: 'dspy',
  label: 'DSPy',
  sdkModules: { python: ['dspy'] },
  code: {
    argumentRoles: [
      { callee: /^(InputField|OutputField)$/, argument: 'desc', role: 'system' },
      { callee: /^(InputField|OutputField)$/, argument: 'prefix', role: 'system' },
    ],
    python: { instructionClasses: ['Signature'] },
  },
};
