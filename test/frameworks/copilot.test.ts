import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { sendsByAgent } from '../support/agent-sends.js';
import { repositoryUnits, textOf } from '../support/repository-units.js';

describe('GitHub Copilot', async () => {
  const repo = await repositoryUnits({
    '.github/copilot-instructions.md': 'This is a TypeScript monorepo.\n',
    '.github/instructions/ts.instructions.md': "---\napplyTo: 'src/**/*.ts,test/**/*.ts'\ndescription: TypeScript conventions\n---\nUse strict types.\n",
    '.github/instructions/all.instructions.md': "---\napplyTo: '**'\n---\nBe concise.\n",
    '.github/instructions/manual.instructions.md': '---\nname: security-review\ndescription: Security checklist\n---\nCheck every input.\n',
    '.github/prompts/release.prompt.md': '---\ndescription: Draft release notes\nagent: agent\n---\nDraft the release notes for ${input:version}.\n',
    '.github/agents/planner.agent.md': '---\ndescription: Plans work\ntools: [search]\n---\nYou plan; you never edit files.\n',
    'AGENTS.md': 'Root agents file.\n',
    'packages/ui/AGENTS.md': 'UI agents file.\n',
  });
  const { units } = repo;
  const agents = findAgents(repo);
  const sends = sendsByAgent(agents);

  test('its agent, one per custom agent, and Codex', () => {
    assert.deepEqual(agents.map((a) => a.name), ['GitHub Copilot', 'GitHub Copilot agent planner', 'Codex']);
  });

  test('always-on instructions, applyTo while matching, descriptions listed, prompts invoked', () => {
    const shared = {
      'AGENTS.md': { kind: 'every-request' },
      'packages/ui/AGENTS.md': { kind: 'on-trigger', what: 'reading packages/ui/AGENTS.md' },
      '.github/copilot-instructions.md': { kind: 'every-request' },
      '.github/instructions/ts.instructions.md#description': { kind: 'every-request' },
      '.github/instructions/ts.instructions.md': { kind: 'while-matching', paths: ['src/**/*.ts', 'test/**/*.ts'] },
      '.github/instructions/all.instructions.md': { kind: 'every-request' },
      '.github/instructions/manual.instructions.md#description': { kind: 'every-request' },
      '.github/instructions/manual.instructions.md': { kind: 'invoked', name: 'security-review' },
      '.github/prompts/release.prompt.md': { kind: 'invoked', name: 'release' },
    };
    assert.deepEqual(sends['GitHub Copilot'], { ...shared, '.github/agents/planner.agent.md': { kind: 'other-agent', agent: 'GitHub Copilot agent planner' } });
    // The custom agent's body is prepended to each chat prompt while it is selected.
    assert.deepEqual(sends['GitHub Copilot agent planner'], { ...shared, '.github/agents/planner.agent.md': { kind: 'every-request' } });
  });

  test('bodies without their frontmatter', () => {
    assert.equal(textOf(units, '.github/instructions/ts.instructions.md'), 'Use strict types.\n');
    assert.equal(textOf(units, '.github/instructions/ts.instructions.md#description'), 'TypeScript conventions');
    assert.equal(textOf(units, '.github/agents/planner.agent.md'), 'You plan; you never edit files.\n');
  });

  test('found from copilot-instructions.md or .github/instructions alone', async () => {
    assert.deepEqual(findAgents(await repositoryUnits({ '.github/instructions/a.instructions.md': "---\napplyTo: '**'\n---\nA.\n" })).map((a) => a.name), ['GitHub Copilot']);
    assert.deepEqual(findAgents(await repositoryUnits({ '.github/copilot-instructions.md': 'A.\n' })).map((a) => a.name), ['GitHub Copilot']);
  });
});
