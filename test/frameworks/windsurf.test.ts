import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { sendsByAgent } from '../support/agent-sends.js';
import { repositoryUnits, textOf } from '../support/repository-units.js';

describe('Windsurf', async () => {
  // 600 lines of 11 characters: 6,600 characters, 600 past the 6,000-character .windsurfrules limit.
  const LEGACY = 'Rule line.\n'.repeat(600);
  // 1,300 lines of 10 characters: 13,000, 1,000 past the 12,000-character rule limit.
  const LONG = 'Be exact.\n'.repeat(1300);
  const repo = await repositoryUnits({
    '.windsurfrules': LEGACY,
    '.windsurf/rules/style.md': `---\ntrigger: always_on\n---\n${LONG}`,
    '.windsurf/rules/db.md': '---\ntrigger: model_decision\ndescription: When touching the database\n---\nUse transactions.\n',
    '.windsurf/rules/tests.md': '---\ntrigger: glob\nglobs: "**/*.test.ts"\n---\nUse node:test.\n',
    '.windsurf/rules/haiku.md': '---\ntrigger: manual\n---\nWrite a haiku.\n',
    '.windsurf/workflows/release.md': 'Cut a release.\n',
    'AGENTS.md': 'Root agents file.\n',
    'lib/AGENTS.md': 'Lib agents file.\n',
  });
  const { units } = repo;
  const agents = findAgents(repo);
  const sends = sendsByAgent(agents);

  test('each rule by its trigger, AGENTS.md always at the root and by glob below it', () => {
    assert.deepEqual(agents.map((a) => a.name), ['Windsurf', 'Codex']);
    assert.deepEqual(sends['Windsurf'], {
      '.windsurfrules': { kind: 'every-request' },
      '.windsurfrules#past-cap': { kind: 'never', reason: "past Windsurf's 6,000-character .windsurfrules limit", cap: 'characters' },
      '.windsurf/rules/style.md': { kind: 'every-request' },
      '.windsurf/rules/style.md#past-cap': { kind: 'never', reason: "past Windsurf's 12,000-character rule limit", cap: 'characters' },
      '.windsurf/rules/db.md#description': { kind: 'every-request' },
      '.windsurf/rules/db.md': { kind: 'invoked', name: 'db' },
      '.windsurf/rules/tests.md': { kind: 'while-matching', paths: ['**/*.test.ts'] },
      '.windsurf/rules/haiku.md': { kind: 'invoked', name: 'haiku' },
      '.windsurf/workflows/release.md': { kind: 'invoked', name: 'release' },
      'AGENTS.md': { kind: 'every-request' },
      'lib/AGENTS.md': { kind: 'while-matching', paths: ['lib/**'] },
    });
  });

  test('the text past each cap is a unit of its own', () => {
    assert.equal(textOf(units, '.windsurfrules').length, 6000);
    assert.equal(textOf(units, '.windsurfrules#past-cap').length, 600);
    assert.equal(textOf(units, '.windsurf/rules/style.md').length, 12000);
    assert.equal(textOf(units, '.windsurf/rules/style.md#past-cap').length, 1000);
    // The body holds lines 4 to 1,303; 12,000 characters end with its 1,200th line, so the rest is lines 1,204 to 1,303.
    assert.deepEqual(units.find((u) => u.id === '.windsurf/rules/style.md#past-cap')!.lines, [4 + 1200, 4 + 1299]);
  });
});
