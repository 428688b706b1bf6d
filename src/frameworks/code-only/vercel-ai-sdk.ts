import type { CodeFramework } from '../profile.js';

/** The Vercel AI SDK and its providers: `tool({description, parameters, execute})`. */
export const vercelAiSdk: CodeFramework = {
  id: 'vercel-ai-sdk',
  label: 'Vercel AI SDK',
  sdkModules: { javascript: ['ai', '@ai-sdk/*'] },
  code: { javascript: { toolCalls: ['tool'] } },
};
