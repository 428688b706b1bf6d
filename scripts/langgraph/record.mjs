// Runs the pinned LangGraph and LangChain for JavaScript on the applications of scenarios.mjs with a
// scripted model, and writes every request their agents post to the Chat Completions API, at base
// and at head of each scenario's edit, to test/fixtures/recorded/langgraph/<scenario>.json.
// Usage: node record.mjs [--only name ...] [--out dir]   (Node >= 22; see README.md)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applyEdits, recorderOptions } from '../recording.mjs';
import { SCENARIOS } from './scenarios.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { only, out } = recorderOptions(process.argv.slice(2), join(here, '../../test/fixtures/recorded/langgraph'));

/** A Chat Completions answer: tool calls, or a message with text. */
function completion(n, model, step) {
  const message = step.call
    ? { role: 'assistant', content: null, tool_calls: [{ id: `call_${n}`, type: 'function', function: { name: step.call, arguments: JSON.stringify(step.args ?? {}) } }] }
    : { role: 'assistant', content: step.text };
  const usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  return { id: `chatcmpl_${n}`, object: 'chat.completion', created: 0, model, choices: [{ index: 0, message, finish_reason: step.call ? 'tool_calls' : 'stop' }], usage };
}

/** One run of the scenario's agent: every request posted, as posted. */
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
    if (!step) throw new Error(`${scenario.name}: request ${requests.length + 1} has no scripted answer`);
    requests.push({ messages: body.messages, tools: body.tools ?? null });
    return new globalThis.Response(JSON.stringify(completion(requests.length, body.model, step)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  // The application's own model client, as it writes it, posts through the scripted fetch.
  globalThis.fetch = fetch;
  process.env.OPENAI_API_KEY = 'sk-recording';
  const app = await import(pathToFileURL(join(dir, scenario.module)).href);
  await app[scenario.entry].invoke({ messages: [{ role: 'user', content: scenario.task }] });
  if (requests.length !== scenario.script.length) throw new Error(`${scenario.name}: ${requests.length} requests, ${scenario.script.length} scripted`);
  return requests;
}

mkdirSync(out, { recursive: true });
for (const scenario of SCENARIOS.filter((s) => !only || only.includes(s.name))) {
  const base = await record(scenario, scenario.files);
  const head = await record({ ...scenario, name: `${scenario.name}-head` }, applyEdits(scenario.files, scenario.edits));
  const fixture = {
    scenario: scenario.name,
    about: scenario.about,
    libraries: '@langchain/langgraph 1.7.3, langchain 1.5.14, @langchain/core 1.4.0, @langchain/openai 1.6.0, zod 4.6.7',
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
