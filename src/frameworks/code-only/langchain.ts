import type { CodeFramework } from '../profile.js';

/**
 * LangChain (Python and JS): `@tool` functions, `BaseTool` classes (`_run` returns the output),
 * tools made of functions, and its prompt objects: `PromptTemplate`, `SystemMessage`,
 * `ChatPromptTemplate.from_messages([("system", "..."), ...])`.
 */
export const langchain: CodeFramework = {
  id: 'langchain',
  label: 'LangChain',
  sdkModules: {
    python: ['langchain', 'langchain_core', 'langchain_openai', 'langchain_anthropic', 'langchain_community'],
    javascript: ['langchain', '@langchain/*'],
  },
  code: {
    // `init_chat_model(model, *, model_provider=...)`, `create_agent(model, tools)`, and LangChain.js's
    // `initChatModel(model, fields)` (from `langchain/chat_models/universal` or, since 1.0, `langchain`).
    // Its chat classes (`ChatOpenAI`) take `model=` only.
    modelCallees: {
      python: [
        { module: 'langchain.chat_models', names: ['init_chat_model'] },
        { module: 'langchain.agents', names: ['create_agent'] },
      ],
      javascript: [{ module: 'langchain', names: ['initChatModel'] }],
    },
    python: {
      toolDecorators: ['tool'],
      toolClasses: [{ base: /\bBaseTool\b/, runMethods: ['_run', '_arun'] }],
      functionToolFactories: ['StructuredTool.from_function', 'Tool.from_function'],
      promptObjects: {
        templates: ['PromptTemplate'],
        messages: ['SystemMessage', 'HumanMessage', 'AIMessage', 'ChatMessage'],
        templateFactories: ['from_template'],
        messageLists: ['from_messages'],
      },
    },
    javascript: {
      promptObjects: { templates: ['PromptTemplate'], messages: ['SystemMessage', 'HumanMessage', 'AIMessage'], templateFactories: ['fromTemplate'], messageLists: ['fromMessages'] },
    },
  },
};
