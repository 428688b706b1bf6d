// Runs the pinned OpenAI Agents SDK for JavaScript on the applications of scenarios.mjs with a
// scripted model, and writes every request the SDK posts to the Responses API, at base and at head
// of each scenario's edit, to test/fixtures/recorded/openai-agents/<scenario>.json.
// Usage: node record.mjs [--only name ...] [--out dir]   (Node >= 22; see README.md)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Agent, OpenAIProvider, Runner, setTracingDisabled } from '@openai/agents';
import OpenAI from 'openai';
import { applyEdits, recorderOptions } from '../recording.mjs';
import { SCENARIOS } from './scenarios.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { only, out } = recorderOptions(process.argv.slice(2), join(here, '../../test/fixtures/recorded/openai-agents'));

/** A Responses API answer: a function call, or a message with text. */
function response(n, model, step) {
  const output = step.call
    ? [{ type: 'function_call', id: `fc_${n}`, call_id: `call_${n}`, name: step.call, arguments: JSON.stringify(step.args ?? {}), status: 'completed' }]
    : [{ type: 'message', id: `msg_${n}`, status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: step.text, annotations: [] }] }];
  const usage = { input_tokens: 0, output_tokens: 0, total_tokens: 0, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } };
  return { id: `resp_${n}`, object: 'response', created_at: 0, status: 'completed', model, output, usage };
}

/** One run of the entry agent: every request posted, each told to the agent whose instructions it carries. */
async function record(scenario, files) {
  const dir = join(here, '.work', scenario.name);
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const requests = [];
  const fetch = async (_url, init) => {
    const body = JSON.parse(init.body);
    const step = scenario.script[requests.length];
    if (!step) throw new Error(`${scenario.name}: request ${requests.length + 1} has no scripted answer: ${JSON.stringify(body.input.slice(-2))}`);
    requests.push(body);
    return new globalThis.Response(JSON.stringify(response(requests.length, body.model, step)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  // A provider of its own per run: the default one keeps the first client it was given.
  const runner = new Runner({ modelProvider: new OpenAIProvider({ openAIClient: new OpenAI({ apiKey: 'sk-recording', fetch, maxRetries: 0 }) }) });
  const app = await import(pathToFileURL(join(dir, scenario.module)).href);
  const agents = Object.entries(app).filter(([, v]) => v instanceof Agent);
  await runner.run(app[scenario.entry], scenario.task);
  if (requests.length !== scenario.script.length) throw new Error(`${scenario.name}: ${requests.length} requests, ${scenario.script.length} scripted`);
  return requests.map((body) => {
    const owners = agents.filter(([, a]) => a.instructions === body.instructions);
    if (owners.length !== 1) throw new Error(`${scenario.name}: a request's instructions belong to ${owners.length} agents`);
    // What the request carries of the agent; `input` is the run's history as posted.
    return { agent: owners[0][0], name: owners[0][1].name, instructions: body.instructions, input: body.input, tools: body.tools ?? null, text: body.text ?? null };
  });
}

setTracingDisabled(true);
mkdirSync(out, { recursive: true });
for (const scenario of SCENARIOS.filter((s) => !only || only.includes(s.name))) {
  const base = await record(scenario, scenario.files);
  const head = await record({ ...scenario, name: `${scenario.name}-head` }, applyEdits(scenario.files, scenario.edits));
  const fixture = {
    scenario: scenario.name,
    about: scenario.about,
    sdk: '@openai/agents 0.20.0',
    repository: { base: scenario.files, edits: scenario.edits },
    entry: scenario.entry,
    task: scenario.task,
    script: scenario.script,
    runs: { base: { requests: base }, head: { requests: head } },
  };
  writeFileSync(join(out, `${scenario.name}.json`), `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(`${scenario.name}: ${base.length} requests`);
}
rmSync(join(here, '.work'), { recursive: true, force: true });
