import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { langgraph } from '../../src/frameworks/langgraph.js';
import { openaiAgents } from '../../src/frameworks/openai-agents.js';
import { repositoryUnits } from '../support/repository-units.js';

/**
 * The JSON schemas the pinned JavaScript SDKs post for Zod objects as applications write them
 * (scripts/openai-agents/zod_goldens.mjs: the OpenAI Agents SDK's tool() and LangChain's tool(), run
 * on Zod 4): the oracle the Zod reading is held to, schema by schema.
 */
const GOLDENS = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/recorded/zod/goldens.json', import.meta.url)), 'utf8')) as {
  schemas: Record<string, { source: string; openaiAgentsTool: unknown; openaiAgentsOutput: unknown; langchainTool: unknown }>;
};
const NAMES = Object.keys(GOLDENS.schemas);

/** One application that gives every schema to a tool of each SDK. */
const APP = {
  'src/sdk.ts': [
    "import { Agent, tool } from '@openai/agents';",
    "import { z } from 'zod';",
    ...NAMES.map((n) => `const ${n} = tool({ name: '${n}', description: 'd', parameters: ${GOLDENS.schemas[n]!.source}, execute: async () => '' });`),
    `export const agent = new Agent({ name: 'Schemas', instructions: 'Use the tools.', tools: [${NAMES.join(', ')}] });`,
    ...NAMES.map((n) => `export const ${n}Output = new Agent({ name: '${n}Output', instructions: 'Answer with ${n}.', outputType: ${GOLDENS.schemas[n]!.source} });`),
  ].join('\n'),
  'src/graph.ts': [
    "import { createReactAgent } from '@langchain/langgraph/prebuilt';",
    "import { tool } from '@langchain/core/tools';",
    "import { z } from 'zod';",
    ...NAMES.map((n) => `const ${n} = tool(async () => '', { name: '${n}', description: 'd', schema: ${GOLDENS.schemas[n]!.source} });`),
    `export const graph = createReactAgent({ llm, tools: [${NAMES.join(', ')}], prompt: 'Use the tools.' });`,
  ].join('\n'),
};

describe('Zod objects read from the code, posted as each SDK posts them', async () => {
  const repository = await repositoryUnits(APP);
  const posted = (tools: string | undefined, path: (t: Record<string, unknown>) => unknown): Map<string, unknown> =>
    new Map((JSON.parse(tools ?? '[]') as Array<Record<string, unknown>>).map((t) => [String((t.function as { name?: string } | undefined)?.name ?? t.name), path(t)]));
  const sdkAgents = openaiAgents.findAgents(repository);
  const sdk = posted(sdkAgents.find((a) => a.name === 'Schemas (OpenAI Agents SDK)')!.request!.find((p) => p.key === 'tools')?.text, (t) => t.parameters);
  const output = (name: string): string | undefined => sdkAgents.find((a) => a.name === `${name}Output (OpenAI Agents SDK)`)!.request!.find((p) => p.key === 'text.format')?.text;
  const graph = posted(langgraph.findAgents(repository)[0]!.request!.find((p) => p.key === 'tools')?.text, (t) => (t.function as { parameters: unknown }).parameters);
  for (const name of NAMES) {
    test(`${name}: ${GOLDENS.schemas[name]!.source}`, () => {
      assert.equal(JSON.stringify(sdk.get(name)), JSON.stringify(GOLDENS.schemas[name]!.openaiAgentsTool), 'the OpenAI Agents SDK');
      assert.equal(output(name), JSON.stringify(GOLDENS.schemas[name]!.openaiAgentsOutput), 'the OpenAI Agents SDK, as an output type');
      assert.equal(JSON.stringify(graph.get(name)), JSON.stringify(GOLDENS.schemas[name]!.langchainTool), 'LangChain');
    });
  }
});
