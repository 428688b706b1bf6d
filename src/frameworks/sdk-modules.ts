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
    // The Vercel AI SDK and its providers.
    'ai', '@ai-sdk/*',
  ],
};

/**
 * Agent frameworks whose profile does not declare its modules yet. A profile that declares
 * `sdkModules` takes its entries over: add them to the profile, delete them here.
 */
export const UNPROFILED_FRAMEWORK_MODULES: SdkModules = {
  python: [
    'langchain', 'langchain_core', 'langchain_openai', 'langchain_anthropic', 'langchain_community', 'smolagents',
    'llama_index', 'crewai', 'autogen', 'autogen_agentchat', 'pydantic_ai', 'dspy', 'haystack',
    'semantic_kernel', 'aider', 'agno', 'phi', 'marvin', 'google.adk', 'griptape', 'controlflow', 'camel', 'letta', 'langroid',
    'mirascope', 'magentic', 'atomic_agents', 'strands', 'beeai_framework',
  ],
  javascript: ['langchain', '@langchain/*', '@mastra/*', 'llamaindex', '@llamaindex/*'],
};
