import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { sendsByAgent } from '../support/agent-sends.js';
import { repositoryUnits } from '../support/repository-units.js';

describe('Gemini CLI', () => {
  test('GEMINI.md at the root every request, nested ones when a tool touches their directory; AGENTS.md not read', async () => {
    const agents = findAgents(await repositoryUnits({ 'GEMINI.md': 'Root.\n', 'backend/GEMINI.md': 'Backend.\n', 'AGENTS.md': 'Agents.\n' }));
    assert.deepEqual(agents.map((a) => a.name), ['Gemini CLI', 'Codex']);
    assert.deepEqual(sendsByAgent(agents)['Gemini CLI'], {
      'GEMINI.md': { kind: 'every-request' },
      'backend/GEMINI.md': { kind: 'on-trigger', what: 'a tool touching backend/' },
    });
  });
});
