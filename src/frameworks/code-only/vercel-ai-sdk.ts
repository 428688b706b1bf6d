import type { CodeFramework } from '../profile.js';

/** The Vercel AI SDK and its providers: `tool({description, parameters, execute})`; a provider called with a model id, `openai("gpt-4o")`. */
export const vercelAiSdk: CodeFramework = {
  id: 'vercel-ai-sdk',
  label: 'Vercel AI SDK',
  sdkModules: { javascript: ['ai', '@ai-sdk/*'] },
  code: { modelProviderPackages: ['@ai-sdk/'], javascript: { toolCalls: ['tool'] } },
};
