import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { sendsByAgent } from '../support/agent-sends.js';
import { repositoryUnits, textOf } from '../support/repository-units.js';

describe('Cursor', async () => {
  const repo = await repositoryUnits({
    '.cursor/rules/always.mdc': '---\ndescription: House style\nalwaysApply: true\n---\nUse tabs.\n',
    // Cursor writes `globs: *.tsx` unquoted, which YAML reads as an alias: read line by line.
    '.cursor/rules/react.mdc': '---\ndescription:\nglobs: *.tsx, src/**/*.jsx\nalwaysApply: false\n---\nUse function components.\n',
    '.cursor/rules/db.mdc': '---\ndescription: Database migrations and schema changes\nalwaysApply: false\n---\nNever drop a column in the same release.\n',
    '.cursor/rules/manual.mdc': '---\nalwaysApply: false\n---\nOnly when asked: write a haiku.\n',
    '.cursor/rules/testing/RULE.md': '---\nalwaysApply: true\n---\nTest every branch.\n',
    '.cursor/rules/notes.md': 'A plain .md file: ignored.\n',
    'web/.cursor/rules/web.mdc': '---\nalwaysApply: true\n---\nWeb rules.\n',
    '.cursorrules': 'Legacy rules.\n',
    'AGENTS.md': 'Root agents file.\n',
    'services/api/AGENTS.md': 'API agents file.\n',
  });
  const { units } = repo;
  const agents = findAgents(repo);
  const sends = sendsByAgent(agents);

  test('its agent, and Codex for the root AGENTS.md', () => {
    assert.deepEqual(agents.map((a) => a.name), ['Cursor', 'Codex']);
  });

  test('each rule by its type: always, auto-attached, agent-requested, manual; plain .md never', () => {
    assert.deepEqual(sends['Cursor'], {
      '.cursor/rules/always.mdc': { kind: 'every-request' },
      '.cursor/rules/react.mdc': { kind: 'while-matching', paths: ['*.tsx', 'src/**/*.jsx'] },
      '.cursor/rules/db.mdc#description': { kind: 'every-request' },
      '.cursor/rules/db.mdc': { kind: 'invoked', name: 'db' },
      '.cursor/rules/manual.mdc': { kind: 'invoked', name: 'manual' },
      '.cursor/rules/testing/RULE.md': { kind: 'every-request' },
      '.cursor/rules/notes.md': { kind: 'never', reason: 'Cursor ignores a plain .md file in .cursor/rules' },
      'web/.cursor/rules/web.mdc': { kind: 'while-matching', paths: ['web/**'] },
      '.cursorrules': { kind: 'every-request' },
      'AGENTS.md': { kind: 'every-request' },
      'services/api/AGENTS.md': { kind: 'on-trigger', what: 'working on files under services/api/' },
    });
  });

  test('an agent-requested rule: its description is a unit of its own; bodies leave the frontmatter out', () => {
    assert.equal(textOf(units, '.cursor/rules/db.mdc#description'), 'Database migrations and schema changes');
    assert.equal(textOf(units, '.cursor/rules/db.mdc'), 'Never drop a column in the same release.\n');
    assert.equal(textOf(units, '.cursor/rules/always.mdc'), 'Use tabs.\n');
    assert.ok(!units.some((u) => u.id === '.cursor/rules/always.mdc#description'), 'an always rule sends no separate description');
  });

  test('only .cursorrules is enough to find Cursor; without Cursor files, no Cursor agent', async () => {
    assert.deepEqual(findAgents(await repositoryUnits({ '.cursorrules': 'x\n' })).map((a) => a.name), ['Cursor']);
    assert.deepEqual(findAgents(await repositoryUnits({ 'AGENTS.md': 'x\n' })).map((a) => a.name), ['Codex']);
  });
});
