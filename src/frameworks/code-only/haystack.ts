import type { CodeFramework } from '../profile.js';

/** Haystack: `ChatMessage.from_system("...")` and its siblings, and `PromptBuilder(template=...)`. */
export const haystack: CodeFramework = {
  id: 'haystack',
  label: 'Haystack',
  sdkModules: { python: ['haystack'] },
  code: {
    python: {
      roleMessageFactories: ['ChatMessage.from_system', 'ChatMessage.from_user', 'ChatMessage.from_assistant'],
      promptObjects: { templates: ['PromptBuilder'] },
    },
  },
};
