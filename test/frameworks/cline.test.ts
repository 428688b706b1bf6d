import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { sendsByAgent } from '../support/agent-sends.js';
import { repositoryUnits, textOf } from '../support/repository-units.js';

describe('Cline', () => {
  test('a .clinerules folder: every file on every request, a paths: rule while matching, every AGENTS.md', async () => {
    const repo = await repositoryUnits({
      '.clinerules/01-style.md': 'Use tabs.\n',
      '.clinerules/02-api.md': '---\npaths:\n  - "src/api/**"\n---\nValidate every request body.\n',
      '.cursorrules': 'Cursor rules.\n',
      'AGENTS.md': 'Root agents file.\n',
      'pkg/AGENTS.md': 'Package agents file.\n',
    });
    const { units } = repo;
    const agents = findAgents(repo);
    assert.deepEqual(agents.map((a) => a.name), ['Cursor', 'Cline', 'Codex']);
    // With a .clinerules, Cline does not read .cursorrules.
    assert.deepEqual(sendsByAgent(agents)['Cline'], {
      '.clinerules/01-style.md': { kind: 'every-request' },
      '.clinerules/02-api.md': { kind: 'while-matching', paths: ['src/api/**'] },
      'AGENTS.md': { kind: 'every-request' },
      'pkg/AGENTS.md': { kind: 'every-request' },
    });
    assert.equal(textOf(units, '.clinerules/02-api.md'), 'Validate every request body.\n');
  });

  test('a single .clinerules file', async () => {
    assert.deepEqual(sendsByAgent(findAgents(await repositoryUnits({ '.clinerules': 'One file.\n' }))), { Cline: { '.clinerules': { kind: 'every-request' } } });
  });
});
