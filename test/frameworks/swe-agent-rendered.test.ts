import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { sweAgent } from '../../src/frameworks/swe-agent.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { fixtureTexts, repositoryUnits, snapshotOf } from '../support/repository-units.js';
import { o200kConfig } from '../support/o200k-config.js';
import { referenceCount as t } from '../support/reference-count.js';

/**
 * What the pinned SWE-agent renders for each config of a repository (scripts/swe-agent/render_goldens.py:
 * its own command, bundle and command-docs code run with pydantic and jinja2): the oracle the
 * profile's rendering is held to, character for character.
 */
const GOLDENS = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/recorded/swe-agent/goldens.json', import.meta.url)), 'utf8')) as {
  configs: Record<string, Record<string, string | unknown[] | null>>;
};
const KEYS = ['system_template', 'instance_template', 'next_step_template', 'next_step_no_output_template', 'next_step_truncated_observation_template'] as const;

describe('SWE-agent: each config rendered as SWE-agent renders it', () => {
  for (const [path, golden] of Object.entries(GOLDENS.configs)) {
    test(`${path}: its templates and its function-calling tools`, async () => {
      const agents = sweAgent.findAgents(await repositoryUnits(fixtureTexts('../recorded/swe-agent/repository')));
      const agent = agents.find((a) => a.name === `SWE-agent ${path}`);
      assert.ok(agent, `${path} is an agent`);
      const part = (key: string): string | undefined => agent.request?.find((p) => p.key === key)?.text;
      for (const key of KEYS) assert.equal(part(key) ?? '', golden[key], key);
      assert.equal(part('tools'), golden.tools === null ? undefined : JSON.stringify(golden.tools));
    });
  }
});

describe('SWE-agent: a tool bundle edit priced in the configs that load it', () => {
  const repo = fixtureTexts('../recorded/swe-agent/repository');
  const DEFAULT = 'config/default.yaml';
  const V07 = 'config/sweagent_0_7/07_thought_action.yaml';
  const price = async (path: string, find: string, replace: string) => {
    const head = new Map(repo);
    assert.ok(head.get(path)!.includes(find));
    head.set(path, head.get(path)!.replace(find, replace));
    const parsers = await loadCodeParsers();
    const report = analyzeDiff({ base: snapshotOf('b', repo), head: snapshotOf('h', head), changes: [{ path, status: 'modified' }], config: o200kConfig({ steps: 20 }), parsers });
    const run = (name: string) => report.scenarios.find((s) => s.name === `SWE-agent ${name}`)!;
    const parts = async (texts: Map<string, string>, name: string) => sweAgent.findAgents(await repositoryUnits(texts)).find((a) => a.name === `SWE-agent ${name}`)!.request!;
    return { run, parts: (name: string) => Promise.all([parts(repo, name), parts(head, name)]) };
  };
  const delta = ([base, head]: Array<readonly { key: string; text: string }[]>, key: string): number =>
    t(head!.find((p) => p.key === key)!.text) - t(base!.find((p) => p.key === key)!.text);

  test("a function-calling config: the docstring is in the request's tools on every request; a config that does not load the bundle pays nothing", async () => {
    const { run, parts } = await price('tools/edit_anthropic/config.yaml', '* State is persistent across command calls and discussions with the user', '* State is persistent across command calls and discussions with the user, and across restarts of the editor');
    const X = delta(await parts(DEFAULT), 'tools');
    assert.ok(X > 0);
    assert.equal(run(DEFAULT).deltaRunTokens, 20 * X);
    assert.equal(run(V07).deltaRunTokens, 0);
  });

  test('a thought-action config: the docstring is in {{command_docs}} of the system prompt, on every request', async () => {
    const { run, parts } = await price('tools/windowed/config.yaml', 'moves the window to show <line_number>', 'moves the window so that it shows <line_number> in its middle');
    const X = delta(await parts(V07), 'system_template');
    assert.ok(X > 0);
    assert.equal(run(V07).deltaRunTokens, 20 * X);
    assert.equal(run(DEFAULT).deltaRunTokens, 0);
  });
});

describe('SWE-agent: what a config hides or leaves out is not sent', () => {
  test("a bundle's hidden_tools are never sent, and not in the request's tools", async () => {
    const repo = fixtureTexts('../recorded/swe-agent/repository');
    const config = repo.get('config/default.yaml')!.replace('      - path: tools/edit_anthropic\n', '      - path: tools/edit_anthropic\n        hidden_tools: [str_replace_editor]\n');
    assert.notEqual(config, repo.get('config/default.yaml'));
    const agent = sweAgent.findAgents(await repositoryUnits(new Map([...repo, ['config/default.yaml', config]]))).find((a) => a.name === 'SWE-agent config/default.yaml')!;
    assert.deepEqual(agent.sends.get('tools/edit_anthropic/config.yaml#tools.str_replace_editor.docstring'), { kind: 'never', reason: "one of the bundle's hidden_tools" });
    assert.doesNotMatch(agent.request!.find((p) => p.key === 'tools')!.text, /str_replace_editor/);
  });
});
