import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_CONFIG, pickScenario, type AgentConfig } from '../../src/config/config.js';
import { describeDelivery } from '../../src/frameworks/delivery.js';
import { resolveModel } from '../../src/models/catalog.js';
import { runScenario, scenarioRun } from '../../src/simulate/scenario.js';

const agent: AgentConfig = { ...pickScenario(DEFAULT_CONFIG), name: 'graph', include: [], steps: 3 };
const model = resolveModel(DEFAULT_CONFIG.model);
const prompt = { delivery: { kind: 'every-request' }, tokens: 1000 } as const;
const schema = { delivery: { kind: 'side-call', call: 'structured-response', readsHistory: true }, tokens: 50 } as const;

test('a structured response is one call after the loop: the history without the system message, and the schema', () => {
  // 3 steps, 4 tokens of overhead a message: system 1,000 + 4; task 100 + 4; each step adds the
  // output 150 + 4 and one tool result 500 + 4 = 658. Requests: 1,108, 1,766, 2,424 = 5,298.
  // The side call: the history after step 3 without the system message, 104 + 3 x 658 = 2,078,
  // and the schema's 50 = 2,128.
  const run = runScenario(agent, model, [prompt, schema]);
  assert.deepEqual(run.requests.toArray().map((r) => r.inputTokens), [1108, 1766, 2424]);
  assert.equal(run.totals.sideCallInputTokens, 2128);
  assert.equal(run.totals.inputTokens, 5298 + 2128);
  assert.equal(run.totals.outputTokens, 4 * 150);
});

test('the structured-response call is made for an empty schema too, and never without one', () => {
  // Its input is then the history alone: 2,078.
  assert.equal(runScenario(agent, model, [prompt, { ...schema, tokens: 0 }]).totals.sideCallInputTokens, 2078);
  assert.deepEqual(scenarioRun(agent, [prompt]).sideCalls, []);
  assert.equal(describeDelivery(schema.delivery), 'structured response after the run (side call)');
});
