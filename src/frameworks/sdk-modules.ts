import type { SdkModules } from '../extract/code/sdk-imports.js';

/**
 * The modules whose import marks code as talking to a model (docs/architecture.md, "Frameworks"):
 * the one list every detector reads, through `registry.ts` `sdkModules()`. Entries are matched as
 * `isSdkModule` says (a module and everything under it; a trailing `*` is a prefix). `ai` is the
 * Vercel AI SDK in JavaScript but a chess engine's package in Python, so the languages keep apart.
 */

/** Providers' own SDKs and gateways: no framework's, so no profile takes them over. */
export const GENERIC_SDK_MODULES: SdkModules = {
  python: [
    'openai', 'anthropic', 'litellm', 'google.genai', 'google.generativeai', 'vertexai', 'mistralai', 'cohere', 'groq', 'ollama',
    'instructor', 'outlines', 'guidance', 'llm',
  ],
  javascript: [
    'openai', '@anthropic-ai/*', '@google/genai', '@google/generative-ai', '@mistralai/mistralai', 'cohere-ai', 'groq-sdk', 'ollama',
  ],
};

/**
 * Agent frameworks with no module of their own yet: their imports mark code as talking to a model,
 * and no rule of theirs is known. A framework given a module (`src/frameworks/`, or
 * `code-only/` for one known by its code alone) declares its `sdkModules` there instead.
 */
export const UNPROFILED_FRAMEWORK_MODULES: SdkModules = {
  python: ['griptape', 'controlflow', 'camel', 'letta', 'langroid', 'mirascope', 'magentic', 'atomic_agents', 'strands', 'beeai_framework'],
  javascript: [],
};
