import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { type CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { mcp, serverScope } from '../../src/frameworks/mcp.js';
import { sendsByKey } from '../support/agent-sends.js';
import { edited, fixtureTexts, repositoryUnits, snapshotOf } from '../support/repository-units.js';
import { o200kConfig } from '../support/o200k-config.js';
import { referenceCount as t } from '../support/reference-count.js';

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

const EVERY = { kind: 'every-request' } as const;

describe('MCP: servers found', () => {
  const files = fixtureTexts('mcp', {
    'weather_server.py': 'servers/weather/server.py',
    'time/src/mcp_server_time/server.py': 'servers/time/src/mcp_server_time/server.py',
    'notes/server/index.ts': 'servers/notes/server/index.ts',
    'notes/tools/notes.ts': 'servers/notes/tools/notes.ts',
  });

  test("a server's tools are looked for beside its entry point, above server/ and src/", () => {
    assert.equal(serverScope('servers/notes/server/index.ts'), 'servers/notes');
    assert.equal(serverScope('servers/time/src/mcp_server_time/server.py'), 'servers/time/src/mcp_server_time');
    assert.equal(serverScope('src/server.py'), '');
  });

  test('one agent per server: instructions and tools every request, prompts when the user invokes them', async () => {
    const agents = mcp.findAgents(await repositoryUnits(files));
    assert.deepEqual(agents.map((a) => a.name), ['MCP server weather', 'MCP server mcp-time', 'MCP server notes']);
    const [weather, time, notes] = agents;
    assert.deepEqual(sendsByKey(weather), {
      'FastMCP[mcp](instructions)': EVERY,
      'tool:get_forecast': EVERY,
      'plan_trip()': { kind: 'invoked', name: 'plan_trip' },
    });
    // The low-level Server: Tool(...) objects, their input schemas' descriptions.
    assert.deepEqual(sendsByKey(time), {
      'Tool[TimeTools.GET_CURRENT_TIME.value](description)': EVERY,
      'Tool[TimeTools.GET_CURRENT_TIME.value].input_schema.properties.timezone.description': EVERY,
    });
    // McpServer in server/index.ts; its tools registered in tools/notes.ts.
    assert.deepEqual(sendsByKey(notes), {
      'createServer.McpServer[server](instructions)': EVERY,
      'tool:add_note': EVERY,
      'registerNoteTools.title.describe': EVERY,
    });
  });
});

describe('MCP: priced through the diff', () => {
  test("a tool description edit of +X costs X x 20 for the server's host agent", () => {
    const base = fixtureTexts('mcp', ['weather_server.py']);
    const before = 'Get the weather forecast for a location.';
    const after = 'Get the weather forecast for a location, hour by hour for the next two days.';
    const X = t(after) - t(before);
    assert.equal(X, 9);
    const report = analyzeDiff({
      base: snapshotOf('b', base),
      head: snapshotOf('h', edited(base, 'weather_server.py', (text) => text.replace(before, after))),
      changes: [{ path: 'weather_server.py', status: 'modified' }],
      config: o200kConfig({}),
      parsers,
    });
    // A connected host sends the tool list with each of its 20 requests: 20 x 9 = 180. The prompt
    // (plan_trip) is not invoked by default, so it costs nothing here.
    assert.deepEqual(report.scenarios.map((s) => [s.name, s.steps, s.deltaRunTokens]), [['MCP server weather', 20, 180]]);
    assert.deepEqual(
      report.files[0]!.units.filter((u) => u.textChanged).map((u) => [u.key, u.deltaRunTokens, u.sentBy.map((s) => s.delivery)]),
      [['tool:get_forecast', 180, ['every request']]],
    );
  });

  test('an MCP prompt costs only when the scenario invokes it: then once, replayed on all 20 requests', () => {
    const base = fixtureTexts('mcp', ['weather_server.py']);
    const before = 'Keep each day to three short bullet points.';
    const after = 'Keep each day to three short bullet points, and name the warmest hour of each day.';
    const X = t(after) - t(before);
    assert.equal(X, 10);
    const price = (invoke: string[]) =>
      analyzeDiff({
        base: snapshotOf('b', base),
        head: snapshotOf('h', edited(base, 'weather_server.py', (text) => text.replace(before, after))),
        changes: [{ path: 'weather_server.py', status: 'modified' }],
        config: o200kConfig({ invoke }),
        parsers,
      }).totals.deltaRunTokens;
    // Not invoked: 0. Invoked: in the first user message, replayed with every request: 20 x 10 = 200.
    assert.equal(price([]), 0);
    assert.equal(price(['plan_trip']), 200);
  });
});
