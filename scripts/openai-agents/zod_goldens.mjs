// The JSON schemas the pinned JavaScript SDKs post for a set of Zod objects written as applications
// write them: the OpenAI Agents SDK's tool() parameters and an agent's outputType format, and LangChain's
// tool() schema (Zod 4's own). Usage: node zod_goldens.mjs > ../../test/fixtures/recorded/zod/goldens.json
// (run from scripts/openai-agents with scripts/langgraph installed too; Node >= 22).
import { createRequire } from 'node:module';
import { Agent, OpenAIProvider, Runner, setTracingDisabled, tool } from '@openai/agents';
import OpenAI from 'openai';
import { z } from 'zod';

const langgraph = createRequire(new URL('../langgraph/package.json', import.meta.url));
const { tool: langchainTool } = await import(langgraph.resolve('@langchain/core/tools'));
const { z: lz } = await import(langgraph.resolve('zod'));

/** Each schema as source, evaluated with the `z` each library is given. */
const SCHEMAS = {
  plain: 'z.object({ city: z.string(), days: z.number(), metric: z.boolean() })',
  described: "z.object({ city: z.string().describe('The city'), days: z.number().int().describe('Days ahead') })",
  bounds: "z.object({ days: z.number().int().min(1).max(7), code: z.string().min(2).max(3), tags: z.array(z.string()).min(1) })",
  enums: "z.object({ unit: z.enum(['c', 'f']), mode: z.enum(['fast', 'slow']).describe('How') })",
  nullable: "z.object({ note: z.string().nullable(), kind: z.enum(['a', 'b']).nullable(), when: z.string().nullable().describe('When') })",
  defaults: "z.object({ limit: z.number().default(3), verbose: z.boolean().default(false).describe('Say more'), note: z.string().nullable().default(null) })",
  optional: "z.object({ city: z.string(), units: z.enum(['c', 'f']).optional(), note: z.string().optional().describe('A note') })",
  optionalDescribedInside: "z.object({ city: z.string(), flag: z.boolean().describe('A flag').optional() })",
  nullish: "z.object({ city: z.string(), region: z.string().nullish() })",
  optionalNullable: "z.object({ city: z.string(), region: z.string().optional().nullable() })",
  optionalDefault: "z.object({ city: z.string(), lang: z.string().optional().default('en') })",
  arrayOfOptional: "z.object({ names: z.array(z.string().optional()) })",
  nested: "z.object({ address: z.object({ street: z.string().describe('Street'), zip: z.string() }).describe('Where'), items: z.array(z.object({ sku: z.string(), qty: z.number().int() })) })",
  allOptional: "z.object({ page: z.number().optional() })",
};

const evaluate = (source, zod) => new Function('z', `return ${source};`)(zod);

/** The `text.format` a run of an agent with this output type posts (the answer is not checked). */
async function outputFormat(schema) {
  let posted;
  const fetch = async (_url, init) => {
    posted = JSON.parse(init.body);
    throw new Error('recorded');
  };
  const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: new OpenAI({ apiKey: 'sk-recording', fetch, maxRetries: 0 }) }) });
  await runner.run(new Agent({ name: 'a', instructions: 'i', outputType: schema }), 'q').catch(() => undefined);
  return posted.text.format;
}
setTracingDisabled(true);
const out = { libraries: '@openai/agents 0.20.0, @langchain/core 1.4.0, zod 4.6.7', schemas: {} };
for (const [name, source] of Object.entries(SCHEMAS)) {
  const sdkTool = tool({ name: 't', description: 'd', parameters: evaluate(source, z), execute: async () => '' });
  const lcTool = langchainTool(async () => '', { name: 't', description: 'd', schema: evaluate(source, lz) });
  const { convertToOpenAITool } = await import(langgraph.resolve('@langchain/core/utils/function_calling'));
  out.schemas[name] = {
    source,
    openaiAgentsTool: sdkTool.parameters,
    openaiAgentsOutput: await outputFormat(evaluate(source, z)),
    langchainTool: convertToOpenAITool(lcTool).function.parameters,
  };
}
console.log(JSON.stringify(out, null, 1));
