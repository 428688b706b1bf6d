import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findAgents } from '../../src/frameworks/find-agents.js';
import { sendsByAgent } from '../support/agent-sends.js';
import { repositoryUnits, textOf } from '../support/repository-units.js';

const CLAUDE_MD = `# Project

Run \`npm test\` before every commit.

<!-- Maintainers: keep this file under 200 lines.
     Reviewed every quarter. -->
Use pnpm, never npm install.

\`\`\`html
<!-- kept: inside a code fence -->
\`\`\`
`;

const LONG_DESCRIPTION = 'Audit dependencies. '.repeat(100).trim();

const FILES = {
  'CLAUDE.md': CLAUDE_MD,
  'CLAUDE.local.md': 'My sandbox URL is http://localhost:3000.\n',
  'web/CLAUDE.md': 'Components live in web/src/components.\n',
  '.claude/rules/style.md': 'Prefer small functions.\n',
  '.claude/rules/api.md': '---\npaths:\n  - "src/api/**/*.ts"\n---\nEvery handler validates its input with zod.\n',
  '.claude/skills/release/SKILL.md':
    '---\nname: release\ndescription: Cut a release.\nwhen_to_use: When the user asks to publish.\n---\n# Release\n\n1. Bump the version.\n2. Tag it.\n',
  '.claude/skills/release/reference.md': 'The changelog format.\n',
  '.claude/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: Deploy to production.\ndisable-model-invocation: true\n---\nRun ./deploy.sh.\n',
  '.claude/skills/audit/SKILL.md': `---\nname: audit\ndescription: ${LONG_DESCRIPTION}\n---\nRun npm audit.\n`,
  'packages/api/.claude/skills/migrate/SKILL.md': '---\nname: migrate\ndescription: Write a migration.\n---\nUse knex.\n',
  '.claude/commands/git/commit.md': '---\ndescription: Commit staged changes\n---\nWrite a conventional commit message for the staged diff.\n',
  '.claude/agents/reviewer.md':
    '---\nname: reviewer\ndescription: Reviews diffs for bugs. Use after every change.\ntools: Read, Grep\nskills: [release]\n---\nYou are a careful code reviewer.\n',
  'AGENTS.md': '# Agents\nRun the linter.\n',
};

describe('Claude Code', async () => {
  const repo = await repositoryUnits(FILES);
  const { units } = repo;
  const agents = findAgents(repo);
  const sends = sendsByAgent(agents);

  test('its agent, one per subagent, and Codex for the root AGENTS.md', () => {
    assert.deepEqual(agents.map((a) => [a.name, a.framework, a.settings]), [
      // Tools and system prompt marked, and the last message: Anthropic's common layout.
      ['Claude Code', 'Claude Code', { cacheBreakpoints: [{ at: 'system' }, { at: 'last-message' }] }],
      ['Claude Code subagent reviewer', 'Claude Code', { cacheBreakpoints: [{ at: 'system' }, { at: 'last-message' }] }],
      ['Codex', 'Codex', {}],
    ]);
  });

  test('each unit as Claude Code sends it; it reads CLAUDE.md, not AGENTS.md', () => {
    assert.deepEqual(sends['Claude Code'], {
      'CLAUDE.md': { kind: 'start' },
      'CLAUDE.md#html-comments': { kind: 'never', reason: 'block HTML comments are stripped from CLAUDE.md' },
      'CLAUDE.local.md': { kind: 'start' },
      'web/CLAUDE.md': { kind: 'on-trigger', what: 'reading a file under web/' },
      '.claude/rules/style.md': { kind: 'start' },
      '.claude/rules/api.md': { kind: 'on-trigger', what: 'reading a file matching src/api/**/*.ts' },
      '.claude/skills/release/SKILL.md#description': { kind: 'start' },
      '.claude/skills/release/SKILL.md': { kind: 'invoked', name: 'release' },
      '.claude/skills/release/reference.md': { kind: 'invoked', name: 'release' },
      '.claude/skills/deploy/SKILL.md#description': { kind: 'never', reason: 'disable-model-invocation: the skill is not listed' },
      '.claude/skills/deploy/SKILL.md': { kind: 'invoked', name: 'deploy' },
      '.claude/skills/audit/SKILL.md#description': { kind: 'start' },
      '.claude/skills/audit/SKILL.md#description.past-cap': { kind: 'never', reason: "past Claude Code's 1,536-character skill listing entry", cap: 'characters' },
      '.claude/skills/audit/SKILL.md': { kind: 'invoked', name: 'audit' },
      'packages/api/.claude/skills/migrate/SKILL.md#description': { kind: 'on-trigger', what: 'reading a file under packages/api/' },
      'packages/api/.claude/skills/migrate/SKILL.md': { kind: 'invoked', name: 'migrate' },
      '.claude/commands/git/commit.md': { kind: 'invoked', name: 'git:commit' },
      '.claude/agents/reviewer.md#description': { kind: 'every-request' },
      '.claude/agents/reviewer.md': { kind: 'other-agent', agent: 'Claude Code subagent reviewer' },
    });
    assert.equal(sends['Claude Code']!['AGENTS.md'], undefined);
  });

  test("a subagent's run: its body is the system prompt, with the project context and its preloaded skills", () => {
    assert.deepEqual(sends['Claude Code subagent reviewer'], {
      'CLAUDE.md': { kind: 'start' },
      'CLAUDE.md#html-comments': { kind: 'never', reason: 'block HTML comments are stripped from CLAUDE.md' },
      'CLAUDE.local.md': { kind: 'start' },
      'web/CLAUDE.md': { kind: 'on-trigger', what: 'reading a file under web/' },
      '.claude/rules/style.md': { kind: 'start' },
      '.claude/rules/api.md': { kind: 'on-trigger', what: 'reading a file matching src/api/**/*.ts' },
      '.claude/skills/release/SKILL.md': { kind: 'start' },
      '.claude/agents/reviewer.md': { kind: 'every-request' },
    });
  });

  test('what each unit holds: comments out of CLAUDE.md, frontmatter out of bodies, the listing entry cut at 1,536 characters', () => {
    assert.equal(textOf(units, 'CLAUDE.md'), '# Project\n\nRun `npm test` before every commit.\n\nUse pnpm, never npm install.\n\n```html\n<!-- kept: inside a code fence -->\n```\n');
    assert.equal(textOf(units, 'CLAUDE.md#html-comments'), '<!-- Maintainers: keep this file under 200 lines.\n     Reviewed every quarter. -->');
    assert.equal(textOf(units, '.claude/rules/api.md'), 'Every handler validates its input with zod.\n');
    assert.equal(textOf(units, '.claude/skills/release/SKILL.md#description'), 'release: Cut a release. When the user asks to publish.');
    assert.equal(textOf(units, '.claude/skills/release/SKILL.md'), '# Release\n\n1. Bump the version.\n2. Tag it.\n');
    // "audit: " (7) + 1,999 characters of description = 2,006: 1,536 listed, 470 past the cap.
    assert.equal(LONG_DESCRIPTION.length, 1999);
    assert.equal(textOf(units, '.claude/skills/audit/SKILL.md#description').length, 1536);
    assert.equal(textOf(units, '.claude/skills/audit/SKILL.md#description.past-cap').length, 2006 - 1536);
    assert.equal(textOf(units, '.claude/agents/reviewer.md#description'), 'reviewer: Reviews diffs for bugs. Use after every change.');
    assert.equal(textOf(units, '.claude/agents/reviewer.md'), 'You are a careful code reviewer.\n');
    // The body starts after the 5 lines of frontmatter: lines 6 (`# Release`) to 9 (`2. Tag it.`).
    assert.deepEqual(units.find((u) => u.id === '.claude/skills/release/SKILL.md')!.lines, [6, 9]);
  });

  test('no CLAUDE.md and no .claude/: no Claude Code agent', async () => {
    assert.deepEqual(findAgents(await repositoryUnits({ 'AGENTS.md': 'x\n' })).map((a) => a.name), ['Codex']);
  });

  test('a malformed frontmatter is read as well as it can be', async () => {
    const found = findAgents(await repositoryUnits({ '.claude/rules/web.md': '---\npaths: [src/**\n---\nRule.\n' }));
    // `[src/**` is not YAML: read line by line, the value is the text as written.
    assert.deepEqual(sendsByAgent(found)['Claude Code'], { '.claude/rules/web.md': { kind: 'on-trigger', what: 'reading a file matching [src/**' } });
  });
});
