import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { main } from '../../src/cli/main.js';
import type { ScanAgent } from '../../src/report/scan-report.js';
import { tempDir } from '../support/git-repo.js';
import { estimatedCount, referenceCount } from '../support/reference-count.js';

/** The command in process, from source: the agents scan shows are the ones `diff` prices. */
async function scan(cwd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(['scan', ...args], { cwd, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

function tree(root: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('ctxguard scan: the agents and what each sends', () => {
  const dir = tempDir('scan-agents');
  after(() => dir.remove());
  const SYSTEM = 'You are a careful research agent. Cite your sources.';
  const USER = 'Answer {{question}} in three sentences.';
  const RULES = '# Rules\nRun the tests before you commit.\n';
  // The default model's counts: o200k_base's times Claude's measured ratio, rounded.
  const system = estimatedCount(SYSTEM);
  const user = estimatedCount(USER);
  const rules = estimatedCount(RULES);

  test("the fixture's counts: o200k_base's, and the default Claude model's estimate of them", () => {
    assert.deepEqual([SYSTEM, USER, RULES].map((x) => referenceCount(x)), [11, 8, 10]);
    assert.deepEqual([system, user, rules], [14, 10, 12]);
  });

  test('found agents: AGENTS.md for Codex, the rest for the app, by how each is sent', async () => {
    const root = tree(join(dir.path, 'found'), {
      'prompts/agent.yaml': `system_prompt: "${SYSTEM}"\nuser_prompt: "${USER}"\n`,
      'AGENTS.md': RULES,
    });
    const r = await scan(root, ['--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const agents: ScanAgent[] = JSON.parse(r.stdout).agents;
    assert.deepEqual(agents, [
      {
        name: 'Codex',
        framework: 'Codex',
        model: 'claude-sonnet-4-5',
        modelAt: null,
        units: 1,
        tokens: rules,
        // Codex sends AGENTS.md as a user message at the start of the session, replayed.
        deliveries: [{ delivery: 'once, replayed', units: 1, tokens: rules }],
      },
      {
        name: 'app',
        framework: 'prompts by role',
        model: 'claude-sonnet-4-5',
        modelAt: null,
        units: 2,
        tokens: system + user,
        // The system prompt goes with every request (14); the user prompt is a template, sent once and replayed (10).
        deliveries: [
          { delivery: 'every request', units: 1, tokens: system },
          { delivery: 'once, replayed', units: 1, tokens: user },
        ],
      },
    ]);

    const table = await scan(root, []);
    const lines = table.stdout.split('\n');
    const from = lines.indexOf('agents, as diff prices them:');
    // 14 + 10 = 24 for the app; counts right-aligned to the widest (two digits).
    assert.deepEqual(lines.slice(from, from + 7), [
      'agents, as diff prices them:',
      '  Codex (claude-sonnet-4-5): ≈12 tokens in 1 unit',
      '    12  once, replayed (1 unit)',
      '  app (prompts by role, claude-sonnet-4-5): ≈24 tokens in 2 units',
      '    14  every request (1 unit)',
      '    10  once, replayed (1 unit)',
      '',
    ]);
  });

  test("configured agents: each sends the units under its globs, counted for its own model", async () => {
    const root = tree(join(dir.path, 'configured'), {
      '.ctxguard.yml': 'agents:\n  - name: research\n    include: [prompts/research/**]\n  - name: triage\n    include: [prompts/triage/**]\n    model: gpt-4o\n',
      'prompts/research/system.md': SYSTEM,
      'prompts/triage/system.md': RULES,
    });
    const r = await scan(root, ['--format', 'json']);
    assert.equal(r.code, 0, r.stderr);
    const agents: ScanAgent[] = JSON.parse(r.stdout).agents;
    assert.deepEqual(
      agents.map((a) => [a.name, a.framework, a.model, a.tokens, a.deliveries]),
      [
        ['research', 'configured', 'claude-sonnet-4-5', system, [{ delivery: 'every request', units: 1, tokens: system }]],
        // gpt-4o's tokenizer is o200k_base itself: its exact count, not Claude's estimate.
        ['triage', 'configured', 'gpt-4o', referenceCount(RULES), [{ delivery: 'every request', units: 1, tokens: referenceCount(RULES) }]],
      ],
    );
  });

  test('an agent\'s name from the repository cannot write control characters to the terminal', async () => {
    const root = tree(join(dir.path, 'hostile'), {
      '.ctxguard.yml': 'agents:\n  - name: "evil\\u001b[31mred"\n    include: ["**"]\n',
      'prompts/system.md': SYSTEM,
    });
    const r = await scan(root, []);
    assert.equal(r.code, 0, r.stderr);
    assert.ok(!r.stdout.includes('\u001b'), 'no escape character');
    assert.match(r.stdout, /^ {2}evil␛\[31mred \(configured, claude-sonnet-4-5\): ≈\d+ tokens in 1 unit$/m);
  });
});
