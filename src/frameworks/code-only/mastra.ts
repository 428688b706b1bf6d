import type { CodeFramework } from '../profile.js';

/** Mastra: `createTool({id, description, execute})`. */
export const mastra: CodeFramework = {
  id: 'mastra',
  label: 'Mastra',
  sdkModules: { javascript: ['@mastra/*'] },
  code: { javascript: { toolCalls: ['createTool'] } },
};
