import type { CodeFramework } from '../profile.js';

/**
 * pydantic-ai: `@agent.tool` and `@agent.tool_plain` functions, `@agent.system_prompt` and
 * `@agent.instructions` functions (what they return is the system prompt), and an output type whose
 * docstring is sent as the schema's description.
 */
export const pydanticAi: CodeFramework = {
  id: 'pydantic-ai',
  label: 'pydantic-ai',
  sdkModules: { python: ['pydantic_ai'] },
  code: {
    schemaArguments: ['result_type', 'output_type'],
    python: { toolDecorators: ['tool', 'tool_plain'], returnedPromptDecorators: ['system_prompt', 'instructions'] },
  },
};
