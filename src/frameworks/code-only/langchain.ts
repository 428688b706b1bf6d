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
