import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';

/**
 * The integrity of the recordings of the real smolagents (scripts/smolagents/record.sh): each fixture
 * is a repository, an edit, and every request the library sent at base and at head. These tests check
 * the fixtures are whole and say what they claim; they do not run Python.
 */

const DIR = fileURLToPath(new URL('../fixtures/recorded/smolagents/', import.meta.url));
const LIBRARY = join(DIR, 'library');
const KINDS = ['step', 'initial-plan', 'update-plan', 'final-answer'] as const;

type Kind = (typeof KINDS)[number];
interface Message {
  role: string;
  content: Array<{ type: string; text: string }>;
}
interface Request {
  kind: Kind;
  messages: Message[];
  tools: Array<{ type: string; function: { name: string; description: string; parameters: unknown } }> | null;
}
interface Agent {
  construction: { path: string; line: number; class: string; variable: string };
  runs: Record<'base' | 'head', { requests: Request[] }>;
}
interface Fixture {
  scenario: string;
  about: string;
  smolagents: { commit: string; version: string };
  repository: { library: boolean; base: Record<string, string>; edits: Array<{ path: string; find: string; replace: string }> };
  task: string;
  agents: Agent[];
}

const SCENARIOS = [
  'code-agent-argument-descriptions',
  'code-agent-output-schema',
  'code-agent-planning',
  'code-agent-tool-docstring',
  'custom-templates-loop-line',
  'custom-templates-system-prompt',
  'instructions',
  'library-renderer',
  'library-renderer-schema-branch',
  'library-system-prompt',
  'library-update-plan',
  'managed-agent',
  'max-steps-final-answer',
  'tool-calling-agent',
  'tool-calling-agent-planning-max-steps',
  'two-agents-one-file',
];
const PLANNING = ['code-agent-planning', 'custom-templates-loop-line', 'library-update-plan', 'managed-agent', 'tool-calling-agent-planning-max-steps'];
const MAX_STEPS = ['max-steps-final-answer', 'tool-calling-agent-planning-max-steps'];
/** Scenarios whose edit reaches the system prompt: at least one agent's system message changes. */
const SYSTEM_PROMPT_EDITED = [
  'code-agent-argument-descriptions',
  'code-agent-output-schema',
  'code-agent-planning',
  'code-agent-tool-docstring',
  'custom-templates-system-prompt',
  'instructions',
  'library-renderer',
  'library-system-prompt',
  'managed-agent',
  'tool-calling-agent',
  'tool-calling-agent-planning-max-steps',
  'two-agents-one-file',
];
/** Scenarios whose edit is sent in no system message (a side call's template, or a branch no tool takes). */
const SYSTEM_PROMPT_UNCHANGED = ['custom-templates-loop-line', 'library-renderer-schema-branch', 'library-update-plan', 'max-steps-final-answer'];

const fixtures: Fixture[] = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Fixture)
  .sort((a, b) => (a.scenario < b.scenario ? -1 : 1));
const byName = new Map(fixtures.map((f) => [f.scenario, f]));
const fixture = (name: string): Fixture => {
  const found = byName.get(name);
  assert.ok(found, `no fixture for ${name}`);
  return found;
};

const count = (text: string, find: string): number => text.split(find).length - 1;
const libraryText = (path: string): string | undefined => {
  const file = join(LIBRARY, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};
/** The system message of an agent's first action step, as sent. */
const systemOf = (run: { requests: Request[] }): string => {
  const step = run.requests.find((r) => r.kind === 'step');
  assert.ok(step, 'a run with no action step');
  const first = step.messages[0];
  assert.equal(first?.role, 'system');
  return first.content.map((c) => c.text).join('\n');
};

describe('smolagents recordings', () => {
  test('one fixture per scenario, each named after its file and pinned to the same smolagents', () => {
    assert.deepEqual(fixtures.map((f) => f.scenario), SCENARIOS);
    for (const name of SCENARIOS) assert.ok(existsSync(join(DIR, `${name}.json`)), name);
    for (const f of fixtures) {
      assert.deepEqual(Object.keys(f), ['scenario', 'about', 'smolagents', 'repository', 'task', 'agents']);
      assert.deepEqual(f.smolagents, { commit: 'e3a5b8994b301983b91c0325546e9dc82eab8cf0', version: '1.27.0.dev0' });
      assert.ok(f.about.length > 0 && f.task.length > 0, f.scenario);
      assert.equal(f.repository.library, f.scenario.startsWith('library-'), f.scenario);
      assert.ok(f.repository.edits.length > 0, f.scenario);
    }
  });

  test('the library folder holds the pinned files, their license and where they come from', () => {
    for (const path of ['LICENSE', 'README.md', 'src/smolagents/tools.py', 'src/smolagents/memory.py', 'src/smolagents/default_tools.py']) {
      assert.ok(libraryText(path), path);
    }
    for (const name of ['code_agent.yaml', 'structured_code_agent.yaml', 'toolcalling_agent.yaml']) {
      assert.ok(libraryText(`src/smolagents/prompts/${name}`), name);
    }
    assert.match(libraryText('LICENSE')!, /Apache License/);
    assert.match(libraryText('README.md')!, /e3a5b8994b301983b91c0325546e9dc82eab8cf0/);
  });

  for (const name of SCENARIOS) {
    describe(name, () => {
      test("each edit's find occurs exactly once in its file, and a library edit targets a library file", () => {
        const f = fixture(name);
        const texts = new Map(Object.entries(f.repository.base));
        for (const edit of f.repository.edits) {
          let text = texts.get(edit.path);
          if (text === undefined) {
            assert.ok(f.repository.library, `${edit.path} is not a file of the repository`);
            text = libraryText(edit.path);
            assert.ok(text !== undefined, `${edit.path} is not in the library folder`);
          }
          assert.equal(count(text, edit.find), 1, `${edit.path}: ${edit.find.slice(0, 60)}`);
          assert.notEqual(edit.find, edit.replace);
          texts.set(edit.path, text.replace(edit.find, () => edit.replace));
        }
      });

      test('each agent is built where its construction says, and sent requests of known kinds at base and at head', () => {
        const f = fixture(name);
        assert.ok(f.agents.length > 0);
        for (const agent of f.agents) {
          const { path, line, variable } = agent.construction;
          const source = f.repository.base[path];
          assert.ok(source, `${path} is not in the repository`);
          const text = source.split('\n')[line - 1] ?? '';
          assert.ok(text.startsWith(`${variable} = ${agent.construction.class}(`), `${path}:${line} is ${JSON.stringify(text)}`);
          for (const variant of ['base', 'head'] as const) {
            const { requests } = agent.runs[variant];
            assert.ok(requests.length > 0, `${variable} sent nothing at ${variant}`);
            for (const request of requests) {
              assert.ok(KINDS.includes(request.kind), request.kind);
              assert.ok(request.messages.length > 0);
              for (const message of request.messages) {
                assert.ok(['system', 'user', 'assistant'].includes(message.role), message.role);
                assert.ok(message.content.every((c) => c.type === 'text' && typeof c.text === 'string'));
              }
              // smolagents posts tools only on a ToolCallingAgent's action steps.
              const posted = request.tools !== null;
              assert.equal(posted, request.kind === 'step' && agent.construction.class === 'ToolCallingAgent', `${variable} ${request.kind}`);
            }
          }
          assert.deepEqual(
            agent.runs.head.requests.map((r) => r.kind),
            agent.runs.base.requests.map((r) => r.kind),
            'the scripted run is the same at base and at head',
          );
        }
      });
    });
  }

  test('the managed-agent scenario records the manager and the managed agent, each under its own constructor', () => {
    const f = fixture('managed-agent');
    assert.deepEqual(
      f.agents.map((a) => [a.construction.variable, a.construction.class]),
      [
        ['researcher', 'ToolCallingAgent'],
        ['manager', 'CodeAgent'],
      ],
    );
    const [researcher] = f.agents;
    // The managed agent's task is the manager's request wrapped in managed_agent.task.
    const task = researcher!.runs.base.requests[0]!.messages[1]!.content[0]!.text;
    assert.ok(task.startsWith("New task:\nYou're a helpful agent named 'researcher'."), task);
  });

  test('the planning scenarios send an initial plan and an update', () => {
    for (const name of PLANNING) {
      const kinds = new Set(fixture(name).agents.flatMap((a) => a.runs.base.requests.map((r) => r.kind)));
      assert.ok(kinds.has('initial-plan') && kinds.has('update-plan'), name);
    }
  });

  test('the max-steps scenarios end in the final-answer request, and only they send one', () => {
    for (const f of fixtures) {
      for (const agent of f.agents) {
        for (const variant of ['base', 'head'] as const) {
          const kinds = agent.runs[variant].requests.map((r) => r.kind);
          if (MAX_STEPS.includes(f.scenario)) {
            assert.equal(kinds.at(-1), 'final-answer', f.scenario);
            assert.equal(kinds.filter((k) => k === 'final-answer').length, 1);
          } else {
            assert.ok(!kinds.includes('final-answer'), `${f.scenario}: ${agent.construction.variable}`);
          }
        }
      }
    }
  });

  test("the system message changes at head where the edit reaches the system prompt, and only there", () => {
    assert.deepEqual([...SYSTEM_PROMPT_EDITED, ...SYSTEM_PROMPT_UNCHANGED].sort(), SCENARIOS);
    for (const name of SYSTEM_PROMPT_EDITED) {
      const changed = fixture(name).agents.filter((a) => systemOf(a.runs.base) !== systemOf(a.runs.head));
      assert.ok(changed.length > 0, name);
    }
    for (const name of SYSTEM_PROMPT_UNCHANGED) {
      for (const agent of fixture(name).agents) {
        assert.equal(systemOf(agent.runs.head), systemOf(agent.runs.base), `${name}: ${agent.construction.variable}`);
      }
    }
    // The schema-branch edit reaches nothing smolagents sends: every request is the same.
    for (const agent of fixture('library-renderer-schema-branch').agents) {
      assert.deepEqual(agent.runs.head, agent.runs.base);
    }
    // A managed agent's description is rendered by its manager, not in its own requests.
    const [researcher, manager] = fixture('managed-agent').agents;
    assert.deepEqual(researcher!.runs.head, researcher!.runs.base);
    assert.notEqual(systemOf(manager!.runs.head), systemOf(manager!.runs.base));
  });
});
