import { CODE_AGENT_YAML, STRUCTURED_CODE_AGENT_YAML, TOOLCALLING_AGENT_YAML } from './library-templates.js';
import type { SmolTool } from './smol-tool.js';

/**
 * Data of the pinned smolagents (https://github.com/huggingface/smolagents, Apache-2.0): its
 * prompt templates, its library tools as a default-constructed instance holds them
 * (`src/smolagents/default_tools.py`), the tools `add_base_tools=True` adds, and the modules a
 * CodeAgent may always import (docs/architecture.md, "Frameworks"). Checked against the library
 * by test/frameworks/smolagents-rendering.test.ts.
 */
export const SMOLAGENTS_VERSION = { commit: 'e3a5b8994b301983b91c0325546e9dc82eab8cf0', version: '1.27.0.dev0' } as const;

/** The YAML files' texts, verbatim. */
export const LIBRARY_TEMPLATES: Record<'code_agent.yaml' | 'structured_code_agent.yaml' | 'toolcalling_agent.yaml', string> = {
  'code_agent.yaml': CODE_AGENT_YAML,
  'structured_code_agent.yaml': STRUCTURED_CODE_AGENT_YAML,
  'toolcalling_agent.yaml': TOOLCALLING_AGENT_YAML,
};

/** `utils.BASE_BUILTIN_MODULES`. */
export const BASE_BUILTIN_MODULES: readonly string[] = ['collections', 'datetime', 'itertools', 'math', 'queue', 'random', 're', 'stat', 'statistics', 'time', 'unicodedata'];

/** Class names of `default_tools.TOOL_MAPPING`, in order: what `add_base_tools=True` adds (a CodeAgent skips PythonInterpreterTool). */
export const TOOL_MAPPING: readonly string[] = ['PythonInterpreterTool', 'DuckDuckGoSearchTool', 'VisitWebpageTool'];

/**
 * The modules a PythonInterpreterTool lists: `set(BASE_BUILTIN_MODULES) | set(authorized_imports)`.
 * Python prints that set in hash order, which PYTHONHASHSEED randomises per process; this gives
 * the base modules in their order, then the others in theirs.
 */
export function pythonInterpreterModules(authorizedImports: readonly string[] = []): string[] {
  return [...new Set([...BASE_BUILTIN_MODULES, ...authorizedImports])];
}

/** PythonInterpreterTool, whose `code` input names the modules it may import, listed as given. */
export function pythonInterpreterTool(modules: readonly string[] = pythonInterpreterModules()): SmolTool {
  const list = `[${modules.map((m) => `'${m}'`).join(', ')}]`;
  return {
    name: 'python_interpreter',
    description: 'This is a tool that evaluates python code. It can be used to perform calculations.',
    inputs: {
      code: {
        type: 'string',
        description: `The code snippet to evaluate. All variables used in this snippet must be defined in this same snippet, else you will get an error. This code can only import the following python libraries: ${list}.`,
      },
    },
    outputType: 'string',
  };
}

const QUERY = { query: { type: 'string', description: 'The search query to perform.' } };

/** The library's tools by class name, as an instance made with default arguments holds them. */
export const LIBRARY_TOOLS: Record<string, SmolTool> = {
  FinalAnswerTool: {
    name: 'final_answer',
    description: 'Provides a final answer to the given problem.',
    inputs: { answer: { type: 'any', description: 'The final answer to the problem' } },
    outputType: 'any',
  },
  UserInputTool: {
    name: 'user_input',
    description: "Asks for user's input on a specific question",
    inputs: { question: { type: 'string', description: 'The question to ask the user' } },
    outputType: 'string',
  },
  WebSearchTool: {
    name: 'web_search',
    description: 'Performs a web search for a query and returns a string of the top search results formatted as markdown with titles, links, and descriptions.',
    inputs: QUERY,
    outputType: 'string',
  },
  DuckDuckGoSearchTool: {
    name: 'web_search',
    description: 'Performs a duckduckgo web search based on your query (think a Google search) then returns the top search results.',
    inputs: QUERY,
    outputType: 'string',
  },
  GoogleSearchTool: {
    name: 'web_search',
    description: 'Performs a google web search for your query then returns a string of the top search results.',
    inputs: {
      ...QUERY,
      filter_year: { type: 'integer', description: 'Optionally restrict results to a certain year', nullable: true },
    },
    outputType: 'string',
  },
  ApiWebSearchTool: {
    name: 'web_search',
    description: 'Performs a web search for a query and returns a string of the top search results formatted as markdown with titles, URLs, and descriptions.',
    inputs: QUERY,
    outputType: 'string',
  },
  VisitWebpageTool: {
    name: 'visit_webpage',
    description: 'Visits a webpage at the given url and reads its content as a markdown string. Use this to browse webpages.',
    inputs: { url: { type: 'string', description: 'The url of the webpage to visit.' } },
    outputType: 'string',
  },
  WikipediaSearchTool: {
    name: 'wikipedia_search',
    description: 'Searches Wikipedia and returns a summary or full text of the given topic, along with the page URL.',
    inputs: { query: { type: 'string', description: 'The topic to search on Wikipedia.' } },
    outputType: 'string',
  },
  SpeechToTextTool: {
    name: 'transcriber',
    description: 'This is a tool that transcribes an audio into text. It returns the transcribed text.',
    inputs: { audio: { type: 'audio', description: 'The audio to transcribe. Can be a local path, an url, or a tensor.' } },
    outputType: 'string',
  },
  PythonInterpreterTool: pythonInterpreterTool(),
};
