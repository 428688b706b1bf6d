import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { sendsByAgent } from '../support/agent-sends.js';
import { repositoryUnits, textOf } from '../support/repository-units.js';

describe('Codex', () => {
  test('the root AGENTS.md once at the start; bytes past the 32 KiB budget never; nested files not read from the root', async () => {
    // 4,000 lines of "Keep it simple. é\n": 16 ASCII bytes, 2 for é, 1 for the newline = 19; 76,000 bytes.
    const LONG = 'Keep it simple. é\n'.repeat(4000);
    const repo = await repositoryUnits({ 'AGENTS.md': LONG, 'api/AGENTS.md': 'API.\n' });
    const { units } = repo;
    const agents = findAgents(repo);
    assert.deepEqual(agents.map((a) => a.name), ['Codex']);
    assert.deepEqual(sendsByAgent(agents)['Codex'], {
      'AGENTS.md': { kind: 'start' },
      'AGENTS.md#past-cap': { kind: 'never', reason: "past Codex's 32 KiB AGENTS.md budget", cap: 'bytes' },
      'api/AGENTS.md': { kind: 'never', reason: 'Codex reads AGENTS.md from the project root down to its working directory, the root' },
    });
    // 32,768 = 1,724 lines x 19 + 12 bytes ("Keep it simp"); 76,000 - 32,768 = 43,232 past the budget.
    assert.equal(Buffer.byteLength(textOf(units, 'AGENTS.md')), 32768);
    assert.ok(textOf(units, 'AGENTS.md').endsWith('é\nKeep it simp'));
    assert.equal(Buffer.byteLength(textOf(units, 'AGENTS.md#past-cap')), 43232);
  });

  test('a cut never splits a character: a 2-byte é across the limit goes past it', async () => {
    // 32,767 ASCII bytes, then é: 32,769 bytes in all; the é does not fit.
    const { units } = await repositoryUnits({ 'AGENTS.md': `${'a'.repeat(32767)}é` });
    assert.equal(textOf(units, 'AGENTS.md').length, 32767);
    assert.equal(textOf(units, 'AGENTS.md#past-cap'), 'é');
  });

  test('AGENTS.override.md takes the place of AGENTS.md; other tools still read AGENTS.md', async () => {
    const agents = findAgents(await repositoryUnits({ 'AGENTS.md': 'Shared.\n', 'AGENTS.override.md': 'Mine.\n', '.cursorrules': 'Cursor.\n' }));
    const sends = sendsByAgent(agents);
    assert.deepEqual(sends['Codex'], {
      'AGENTS.md': { kind: 'never', reason: 'AGENTS.override.md takes its place' },
      'AGENTS.override.md': { kind: 'start' },
    });
    assert.deepEqual(sends['Cursor'], { '.cursorrules': { kind: 'every-request' }, 'AGENTS.md': { kind: 'every-request' } });
  });

  test('only a nested AGENTS.md: no Codex agent; the coding-agent fallback sends it', async () => {
    assert.deepEqual(sendsByAgent(findAgents(await repositoryUnits({ 'docs/AGENTS.md': 'Docs.\n' }))), { 'coding agent': { 'docs/AGENTS.md': { kind: 'every-request' } } });
  });
});
