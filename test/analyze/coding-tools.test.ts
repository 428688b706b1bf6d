import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import type { Config } from '../../src/config/config.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { Report } from '../../src/report/report.js';
import { snapshotOf } from '../support/repository-units.js';
import { o200kConfig } from '../support/o200k-config.js';
import { referenceCount as t } from '../support/reference-count.js';

/**
 * A repository worked on with Claude Code (CLAUDE.md, a `paths:` rule, a skill, a subagent) and
 * Cursor (an agent-requested rule): each edit is priced in the run of each agent that sends it, as
 * the tool sends it. 20 steps; a unit sent from the start is in all 20 requests, a triggered one from
 * request 11 (Math.floor(20 / 2) + 1) on: 10 requests.
 */
const SKILL = (description: string, body: string): string => `---\nname: release\ndescription: ${description}\n---\n${body}`;
const RULE = (body: string): string => `---\npaths:\n  - "src/api/**"\n---\n${body}`;
const SUBAGENT = (body: string): string => `---\nname: reviewer\ndescription: Reviews diffs for bugs.\n---\n${body}`;
const CURSOR_RULE = (description: string, body: string): string => `---\ndescription: ${description}\nalwaysApply: false\n---\n${body}`;

const BASE = {
  'CLAUDE.md': '# Project\nRun the tests before every commit.\n',
  '.claude/rules/api.md': RULE('Validate every request body.\n'),
  '.claude/skills/release/SKILL.md': SKILL('Cut a release.', '1. Bump the version.\n2. Tag it.\n'),
  '.claude/agents/reviewer.md': SUBAGENT('You are a careful code reviewer.\n'),
  '.cursor/rules/db.mdc': CURSOR_RULE('Database migrations', 'Never drop a column in the same release.\n'),
};
const MORE = ' Then write the changelog entry, link every merged pull request, and thank each contributor by name.\n';

function edit(path: keyof typeof BASE, text: string, config: Partial<Config> = {}): Report {
  return analyzeDiff({
    base: snapshotOf('b', BASE),
    head: snapshotOf('h', { ...BASE, [path]: text }),
    changes: [{ path, status: 'modified' }],
    config: o200kConfig(config),
  });
}
const runDeltas = (report: Report): Record<string, number> => Object.fromEntries(report.scenarios.map((s) => [s.name, s.deltaRunTokens]));

describe('coding tools: an edit costs what each agent that sends it pays', () => {
  test('the agents found', () => {
    assert.deepEqual(edit('CLAUDE.md', BASE['CLAUDE.md']).scenarios.map((s) => [s.name, s.framework, s.steps]), [
      ['Claude Code', 'Claude Code', 20],
      ['Claude Code subagent reviewer', 'Claude Code', 20],
      ['Cursor', 'Cursor', 20],
    ]);
  });

  test('a skill body edit: 0 per run by default, X x 20 when the run invokes the skill', () => {
    const body0 = '1. Bump the version.\n2. Tag it.\n';
    const body1 = body0 + MORE;
    const X = t(body1) - t(body0);
    assert.ok(X > 10);
    const text = SKILL('Cut a release.', body1);
    const byDefault = edit('.claude/skills/release/SKILL.md', text);
    assert.equal(byDefault.files[0]!.deltaTokens, X);
    assert.deepEqual(runDeltas(byDefault), { 'Claude Code': 0, 'Claude Code subagent reviewer': 0, Cursor: 0 });
    assert.equal(byDefault.totals.deltaRunTokens, 0);
    const invoked = edit('.claude/skills/release/SKILL.md', text, { invoke: ['release'] });
    // Invoked: in the first user message, replayed in all 20 requests.
    assert.deepEqual(runDeltas(invoked), { 'Claude Code': X * 20, 'Claude Code subagent reviewer': 0, Cursor: 0 });
    assert.deepEqual([invoked.totals.agent, invoked.totals.deltaRunTokens], ['Claude Code', X * 20]);
  });

  test("a skill description edit: X x 20, the skill listing is in every request", () => {
    const X = t(`release: Cut a release.${MORE.trimEnd()}`) - t('release: Cut a release.');
    const r = edit('.claude/skills/release/SKILL.md', SKILL(`Cut a release.${MORE.trimEnd()}`, '1. Bump the version.\n2. Tag it.\n'));
    assert.deepEqual(r.files[0]!.units.map((u) => [u.key, u.deltaTokens, u.deltaRunTokens]), [
      ['description', X, X * 20],
      ['', 0, 0],
    ]);
    assert.deepEqual(runDeltas(r), { 'Claude Code': X * 20, 'Claude Code subagent reviewer': 0, Cursor: 0 });
  });

  test('a Cursor rule with alwaysApply false and a description costs only its description', () => {
    const body0 = 'Never drop a column in the same release.\n';
    const bodyEdit = edit('.cursor/rules/db.mdc', CURSOR_RULE('Database migrations', body0 + MORE));
    assert.equal(bodyEdit.files[0]!.deltaTokens, t(body0 + MORE) - t(body0));
    assert.deepEqual(runDeltas(bodyEdit), { 'Claude Code': 0, 'Claude Code subagent reviewer': 0, Cursor: 0 });
    const described = `Database migrations${MORE.trimEnd()}`;
    const X = t(described) - t('Database migrations');
    const descriptionEdit = edit('.cursor/rules/db.mdc', CURSOR_RULE(described, body0));
    // The description is listed on every request: X x 20.
    assert.deepEqual(runDeltas(descriptionEdit), { 'Claude Code': 0, 'Claude Code subagent reviewer': 0, Cursor: X * 20 });
  });

  test('a paths: rule edit: X x 10, from the trigger step (request 11 of 20), in the main agent and the subagent', () => {
    const body0 = 'Validate every request body.\n';
    const X = t(body0 + MORE) - t(body0);
    const r = edit('.claude/rules/api.md', RULE(body0 + MORE));
    assert.deepEqual(runDeltas(r), { 'Claude Code': X * 10, 'Claude Code subagent reviewer': X * 10, Cursor: 0 });
    assert.equal(r.totals.deltaRunTokens, X * 10);
    assert.deepEqual(r.files[0]!.units[0]!.sentBy, [
      { agent: 'Claude Code', delivery: 'from the trigger step, replayed (reading a file matching src/api/**)' },
      { agent: 'Claude Code subagent reviewer', delivery: 'from the trigger step, replayed (reading a file matching src/api/**)' },
    ]);
  });

  test("a subagent body edit changes only the subagent's run: X x 20, its system prompt", () => {
    const body0 = 'You are a careful code reviewer.\n';
    const X = t(body0 + MORE) - t(body0);
    const r = edit('.claude/agents/reviewer.md', SUBAGENT(body0 + MORE));
    assert.deepEqual(runDeltas(r), { 'Claude Code': 0, 'Claude Code subagent reviewer': X * 20, Cursor: 0 });
    assert.deepEqual([r.files[0]!.agent, r.totals.agent], ['Claude Code subagent reviewer', 'Claude Code subagent reviewer']);
  });

  test("a CLAUDE.md edit: X x 20 in the main agent and the subagent, which loads it too; an HTML comment costs nothing", () => {
    const X = t(`${BASE['CLAUDE.md']}Use pnpm.\n`) - t(BASE['CLAUDE.md']);
    const r = edit('CLAUDE.md', `${BASE['CLAUDE.md']}Use pnpm.\n`);
    assert.deepEqual(runDeltas(r), { 'Claude Code': X * 20, 'Claude Code subagent reviewer': X * 20, Cursor: 0 });
    const comment = edit('CLAUDE.md', `${BASE['CLAUDE.md']}<!-- Owners: the platform team. Reviewed every quarter. -->\n`);
    assert.deepEqual(comment.files[0]!.units.map((u) => [u.key, u.deltaRunTokens]), [
      ['', 0],
      ['html-comments', 0],
    ]);
    assert.ok(comment.files[0]!.deltaTokens > 0, 'the comment is counted, and never sent');
    assert.deepEqual(runDeltas(comment), { 'Claude Code': 0, 'Claude Code subagent reviewer': 0, Cursor: 0 });
  });
});

describe('size caps', () => {
  test("AGENTS.md grown past Codex's 32 KiB budget: a finding, and Codex pays only the bytes under it", () => {
    // 32,000 bytes at base; 34,000 at head: 768 bytes more under the budget, 1,232 past it.
    const line = 'Run the whole test suite before you push.\n'; // 42 bytes
    const base = { 'AGENTS.md': `${line.repeat(761)}${'x'.repeat(38)}` };
    const grown = `${base['AGENTS.md']}${'y'.repeat(2000)}`;
    assert.deepEqual([Buffer.byteLength(base['AGENTS.md']), Buffer.byteLength(grown)], [32000, 34000]);
    const r = analyzeDiff({
      base: snapshotOf('b', base),
      head: snapshotOf('h', { 'AGENTS.md': grown }),
      changes: [{ path: 'AGENTS.md', status: 'modified' }],
      config: o200kConfig(),
    });
    assert.deepEqual(r.findings, [{ kind: 'size-cap', path: 'AGENTS.md', agent: 'Codex', message: "AGENTS.md: 1,232 bytes past Codex's 32 KiB AGENTS.md budget are never sent" }]);
    const kept = t(base['AGENTS.md'] + 'y'.repeat(768)) - t(base['AGENTS.md']);
    assert.deepEqual(r.files[0]!.units.map((u) => [u.key, u.deltaTokens, u.deltaRunTokens]), [
      ['', kept, kept * 20],
      ['past-cap', t('y'.repeat(1232)), 0],
    ]);
    assert.match(renderMarkdown(r), /\n:scissors: AGENTS\.md: 1,232 bytes past Codex's 32 KiB AGENTS\.md budget are never sent \(Codex\)\.\n/);
  });

  test('no finding for a capped file the pull request does not change', () => {
    const big = { 'AGENTS.md': 'z'.repeat(40000), 'CLAUDE.md': 'A.\n' };
    const r = analyzeDiff({ base: snapshotOf('b', big), head: snapshotOf('h', { ...big, 'CLAUDE.md': 'B.\n' }), changes: [{ path: 'CLAUDE.md', status: 'modified' }], config: o200kConfig() });
    assert.deepEqual(r.findings, []);
  });
});

describe("start-up context: the prompt material in an agent's first request", () => {
  test('Claude Code loads CLAUDE.md (its comments stripped), the skill listing and the subagents; not a paths: rule or a skill body', () => {
    const text = '# Project\nRun the tests before every commit.\n<!-- maintainers: keep this short -->\n';
    const report = edit('CLAUDE.md', text);
    const startup = Object.fromEntries(report.scenarios.map((s) => [s.name, s.startup]));
    const memory = t('# Project\nRun the tests before every commit.\n');
    const listing = t('release: Cut a release.') + t('reviewer: Reviews diffs for bugs.');
    assert.deepEqual(startup['Claude Code'], { baseTokens: memory + listing, headTokens: t(text.replace('<!-- maintainers: keep this short -->\n', '')) + listing });
    // The subagent's run: the project context and its own system prompt.
    assert.deepEqual(startup['Claude Code subagent reviewer'], { baseTokens: memory + t('You are a careful code reviewer.\n'), headTokens: startup['Claude Code']!.headTokens - listing + t('You are a careful code reviewer.\n') });
    assert.deepEqual(startup.Cursor, { baseTokens: t('Database migrations'), headTokens: t('Database migrations') });
  });
});
