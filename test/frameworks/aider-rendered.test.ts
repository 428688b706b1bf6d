import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { aider } from '../../src/frameworks/aider.js';
import { fixtureTexts, repositoryUnits } from '../support/repository-units.js';

/**
 * The messages the pinned aider builds for each edit format before any history
 * (scripts/aider/render_goldens.py: its own fmt_system_prompt and format_chat_chunks run on its
 * prompt classes): the oracle the profile's rendering is held to, character for character.
 */
const GOLDENS = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/recorded/aider/goldens.json', import.meta.url)), 'utf8')) as {
  task: string;
  classes: Record<string, Array<{ role: string; content: string }>>;
};

describe("aider: each format's request rendered as format_chat_chunks builds it", async () => {
  const agents = aider.findAgents(await repositoryUnits(fixtureTexts('../recorded/aider/repository')));
  for (const [id, messages] of Object.entries(GOLDENS.classes)) {
    const name = `aider ${id.split('#')[1]}`;
    test(`${name}: the system message, the examples and the reminder after the user's message`, () => {
      const agent = agents.find((a) => a.name === name);
      assert.ok(agent, `${name} is an agent`);
      const parts = agent.request!;
      const [system, ...rest] = messages;
      const last = rest.pop()!;
      assert.equal(parts.find((p) => p.key === 'system')?.text, system!.content);
      const examples = parts.filter((p) => /^(example_messages|examples_end)\[/.test(p.key));
      assert.deepEqual(examples.map((p) => [p.key.split('.').at(-1), p.text]), rest.map((m) => [m.role, m.content]));
      assert.equal(GOLDENS.task + (parts.find((p) => p.key === 'system_reminder (after the history)')?.text ?? ''), last.content);
    });
  }
});
