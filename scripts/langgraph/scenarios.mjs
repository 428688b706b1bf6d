// The applications record.mjs runs, each with the edit that turns base into head and the model's
// scripted answers (one per request, in the order the run sends them).

const REACT = `import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { ChatOpenAI } from '@langchain/openai';
import { tool } from '@langchain/core/tools';
import { z } from 'zod';
import { WEATHER_PROMPT } from './prompts.ts';

const getWeather = tool(async ({ city }) => \`Sunny, 21 degrees in \${city}\`, {
  name: 'get_weather',
  description: 'Get the current weather for a city.',
  schema: z.object({
    city: z.string().describe('The city, for example Lisbon'),
    units: z.enum(['celsius', 'fahrenheit']).optional(),
    days: z.number().int().min(1).max(7).default(1).describe('How many days to forecast'),
  }),
});

const getAirQuality = tool(async ({ city }) => \`Good air in \${city}\`, {
  name: 'get_air_quality',
  description: 'Get the air quality index of a city.',
  schema: z.object({ city: z.string(), pollutant: z.string().nullable().describe('One pollutant, or null for all') }),
});

export const weatherAgent = createReactAgent({
  llm: new ChatOpenAI({ model: 'gpt-4o' }),
  tools: [getWeather],
  prompt: WEATHER_PROMPT,
});
`;

const PROMPTS = `export const WEATHER_PROMPT = 'You are a weather assistant. Answer in one sentence, with the temperature.';
`;

const CREATE_AGENT = `import { createAgent, tool } from 'langchain';
import { ChatOpenAI } from '@langchain/openai';
import { z } from 'zod';

const searchDocs = tool(async ({ query }) => \`3 pages about \${query}\`, {
  name: 'search_docs',
  description: 'Search the product documentation.',
  schema: z.object({ query: z.string().describe('What to look for'), limit: z.number().optional() }),
});

export const docsAgent = createAgent({
  model: new ChatOpenAI({ model: 'gpt-4o' }),
  tools: [searchDocs],
  systemPrompt: 'You answer questions about the product from its documentation, citing the page.',
});
`;

const FILES = { 'src/weather.ts': REACT, 'src/prompts.ts': PROMPTS };
const WEATHER_RUN = {
  module: 'src/weather.ts',
  entry: 'weatherAgent',
  task: 'What is the weather in Lisbon?',
  script: [{ call: 'get_weather', args: { city: 'Lisbon', days: 1 } }, { text: 'It is sunny and 21 degrees in Lisbon.' }],
};
const DOCS_RUN = {
  files: { 'src/docs.ts': CREATE_AGENT },
  module: 'src/docs.ts',
  entry: 'docsAgent',
  task: 'How do I rotate an API key?',
  script: [{ call: 'search_docs', args: { query: 'rotate API key', version: 'v2' } }, { text: 'Open Settings, then API keys, then Rotate (page "Keys").' }],
};

const edit = (path, find, replace) => [{ path, find, replace }];

export const SCENARIOS = [
  {
    name: 'react-prompt-constant',
    about: "createReactAgent's prompt, a constant in another file, grows.",
    files: FILES, ...WEATHER_RUN,
    edits: edit('src/prompts.ts', 'with the temperature.', 'with the temperature and whether to take an umbrella. Never guess a forecast.'),
  },
  {
    name: 'react-tool-description',
    about: "A tool's description grows.",
    files: FILES, ...WEATHER_RUN,
    edits: edit('src/weather.ts', "'Get the current weather for a city.'", "'Get the current weather for a city, with the temperature, the wind and the chance of rain.'"),
  },
  {
    name: 'react-parameter-description',
    about: "A parameter's .describe() grows.",
    files: FILES, ...WEATHER_RUN,
    edits: edit('src/weather.ts', "'The city, for example Lisbon'", "'The city and its country, for example Lisbon, Portugal; never a region'"),
  },
  {
    name: 'react-tool-added',
    about: 'A tool the code already defines is bound to the agent.',
    files: FILES, ...WEATHER_RUN,
    edits: edit('src/weather.ts', 'tools: [getWeather],', 'tools: [getWeather, getAirQuality],'),
  },
  {
    name: 'create-agent-system-prompt',
    about: "LangChain's createAgent: its systemPrompt grows.",
    ...DOCS_RUN,
    edits: edit('src/docs.ts', 'citing the page.', 'citing the page and its section. Say so when the documentation does not answer.'),
  },
  {
    name: 'create-agent-parameter-added',
    about: "LangChain's createAgent: a tool gains a parameter.",
    ...DOCS_RUN,
    edits: edit('src/docs.ts', 'limit: z.number().optional() }', "limit: z.number().optional(), version: z.enum(['v1', 'v2']).describe('The product version') }"),
  },
];
