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
    // `Agent(model=None, *, ...)` and the model classes' `(model_name, *, provider=...)` take the model first.
    modelCallees: {
      python: [
        {
          module: 'pydantic_ai',
          names: ['Agent', 'OpenAIModel', 'OpenAIChatModel', 'OpenAIResponsesModel', 'AnthropicModel', 'GoogleModel', 'GeminiModel', 'GroqModel', 'MistralModel'],
        },
      ],
    },
    python: { toolDecorators: ['tool', 'tool_plain'], returnedPromptDecorators: ['system_prompt', 'instructions'] },
  },
};
