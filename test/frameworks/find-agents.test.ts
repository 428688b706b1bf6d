import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PromptUnit } from '../../src/extract/prompt-unit.js';
import { findAgents, modelOf } from '../../src/frameworks/find-agents.js';
import type { FrameworkProfile } from '../../src/frameworks/profile.js';

const unit = (path: string, role: PromptUnit['role'] = 'system'): PromptUnit => ({ id: path, path, key: '', role, text: 'Text.', lines: [1, 1], placeholders: [] });
const ref = (id: string, path: string, line: number) => ({ id, path, line });

describe('the model of the product\'s agent', () => {
  test('the one its files name; else the most named; on a tie the first named, by path then line', () => {
    const paths = new Set(['a.py', 'b.py']);
    assert.deepEqual(modelOf([ref('gpt-4o', 'b.py', 3)], paths), ref('gpt-4o', 'b.py', 3));
    // gpt-4o twice, claude once.
    assert.deepEqual(modelOf([ref('claude-sonnet-4-5', 'a.py', 1), ref('gpt-4o', 'b.py', 9), ref('gpt-4o', 'b.py', 2)], paths), ref('gpt-4o', 'b.py', 2));
    // One each: a.py comes first.
    assert.deepEqual(modelOf([ref('gpt-4o', 'b.py', 1), ref('claude-sonnet-4-5', 'a.py', 7)], paths), ref('claude-sonnet-4-5', 'a.py', 7));
    assert.equal(modelOf([ref('gpt-4o', 'c.py', 1)], paths), undefined, 'a file with none of its units');
  });

  test('findAgents gives the app agent the model of its own files, not the coding agent\'s', () => {
    const agents = findAgents({
      units: [unit('app/agent.py'), unit('AGENTS.md', 'instructions')],
      models: [ref('gpt-4o-mini', 'app/agent.py', 4), ref('o3', 'scripts/eval.py', 2), ref('o3', 'scripts/eval.py', 8)],
    }, []);
    assert.deepEqual(agents.map((a) => [a.name, a.model]), [['coding agent', undefined], ['app', ref('gpt-4o-mini', 'app/agent.py', 4)]]);
  });

  test("a profile's agent that names no model takes the one its own files name; one that names its model keeps it", () => {
    const profile = (name: string, path: string, model?: ReturnType<typeof ref>): FrameworkProfile => ({
      id: name,
      label: name,
      findAgents: () => [{ name, framework: name, sends: new Map([[path, { kind: 'every-request' }]]), settings: {}, ...(model ? { model } : {}) }],
    });
    const agents = findAgents(
      { units: [unit('config/default.yaml'), unit('config/other.yaml')], models: [ref('gpt-4o', 'config/default.yaml', 12), ref('o3', 'config/other.yaml', 3)] },
      [profile('SWE-agent default', 'config/default.yaml'), profile('SWE-agent other', 'config/other.yaml', ref('gpt-4.1', 'run.py', 1))],
    );
    assert.deepEqual(agents.map((a) => [a.name, a.model]), [
      ['SWE-agent default', ref('gpt-4o', 'config/default.yaml', 12)],
      ['SWE-agent other', ref('gpt-4.1', 'run.py', 1)],
    ]);
  });
});
