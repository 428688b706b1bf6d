import type { CodeFramework } from '../profile.js';

/** Marvin: an `@marvin.fn` function's docstring is the instruction the model gets. */
export const marvin: CodeFramework = {
  id: 'marvin',
  label: 'Marvin',
  sdkModules: { python: ['marvin'] },
  code: { python: { docstringPromptDecorators: ['marvin.fn', 'marvin.function', 'ai_fn'] } },
};
