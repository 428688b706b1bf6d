import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import type { Config } from '../../src/config/config.js';
import type { FileChange } from '../../src/extract/file-change.js';
import { type CodeParsers } from '../../src/extract/code/grammars.js';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { findAgents } from '../../src/frameworks/find-agents.js';
import type { Report } from '../../src/report/report.js';
import { edited, fixtureTexts, repositoryUnits, snapshotOf } from '../support/repository-units.js';
import { o200kConfig } from '../support/o200k-config.js';
import { referenceCount as t } from '../support/reference-count.js';

const CODERS = 'aider/coders';
const BASE = `${CODERS}/base_prompts.py`;
const EDITBLOCK = `${CODERS}/editblock_prompts.py`;
const EDITOR = `${CODERS}/editor_editblock_prompts.py`;
const PATCH = `${CODERS}/patch_prompts.py`;
const UDIFF = `${CODERS}/udiff_prompts.py`;
const WHOLE = `${CODERS}/wholefile_prompts.py`;
const repo = fixtureTexts('aider');

let parsers: CodeParsers;
before(async () => {
  parsers = await loadCodeParsers();
});

function diff(head: Map<string, string>, paths: string[], config: Partial<Config> = {}): Report {
  const changes: FileChange[] = paths.map((path) => ({ path, status: 'modified' }));
  return analyzeDiff({ base: snapshotOf('b', repo), head: snapshotOf('h', head), changes, config: o200kConfig(config), parsers });
}
const runDelta = (report: Report): Record<string, number> => Object.fromEntries(report.scenarios.map((s) => [s.name, s.deltaRunTokens]));

const EVERY = { kind: 'every-request' };
const AFTER = { kind: 'after-history' };
/** Read by the rendering: priced through the format's rendered request, its text sent as `as` says. */
const rendered = (as: unknown): unknown => ({ kind: 'rendered', as });

describe('aider', () => {
  test('one agent per edit format: each *Prompts class but the base class', async () => {
    const agents = findAgents(await repositoryUnits(repo));
    assert.deepEqual(
      agents.map((a) => [a.name, a.framework]),
      [
        ['aider EditBlockPrompts', 'aider'],
        ['aider EditorEditBlockPrompts', 'aider'],
        ['aider PatchPrompts', 'aider'],
        ['aider UnifiedDiffPrompts', 'aider'],
        ['aider WholeFilePrompts', 'aider'],
      ],
    );
  });

  test('each attribute is sent where format_chat_chunks puts it', async () => {
    const agents = findAgents(await repositoryUnits(repo));
    const sends = (name: string): Record<string, unknown> => Object.fromEntries(agents.find((a) => a.name === `aider ${name}`)!.sends);
    const never = (reason: string): unknown => ({ kind: 'never', reason });
    const inherited = {
      [`${BASE}#CoderPrompts.files_content_gpt_edits`]: { kind: 'per-step' },
      [`${BASE}#CoderPrompts.files_content_gpt_edits_no_repo`]: never('only outside a git repository'),
      [`${BASE}#CoderPrompts.files_content_gpt_no_edits`]: { kind: 'on-failure' },
      [`${BASE}#CoderPrompts.files_content_local_edits`]: never('only after the user edits files'),
      [`${BASE}#CoderPrompts.lazy_prompt`]: never('only for models marked lazy'),
      [`${BASE}#CoderPrompts.files_content_assistant_reply`]: AFTER,
      [`${BASE}#CoderPrompts.files_no_full_files_with_repo_map`]: never('only while no file is in the chat'),
      [`${BASE}#CoderPrompts.files_no_full_files_with_repo_map_reply`]: never('only while no file is in the chat'),
      [`${BASE}#CoderPrompts.read_only_files_prefix`]: EVERY,
    };
    assert.deepEqual(sends('WholeFilePrompts'), {
      [`${WHOLE}#WholeFilePrompts.main_system`]: rendered(EVERY),
      [`${WHOLE}#WholeFilePrompts.messages[user]`]: rendered(EVERY),
      [`${WHOLE}#WholeFilePrompts.messages[assistant]`]: rendered(EVERY),
      // In the system text and again after the history.
      [`${WHOLE}#WholeFilePrompts.system_reminder`]: rendered({ kind: 'repeated', copies: [EVERY, AFTER] }),
      [`${WHOLE}#WholeFilePrompts.redacted_edit_message`]: never('not in the prompt aider builds for this format'),
      ...inherited,
      // `{final_reminders}` carries it only for a model aider marks overeager: not its default model.
      [`${BASE}#CoderPrompts.overeager_prompt`]: never("only for models marked overeager, not aider's default (claude-sonnet-4-6)"),
      [`${BASE}#CoderPrompts.files_content_prefix`]: AFTER,
      [`${BASE}#CoderPrompts.files_no_full_files`]: never('only while no file is in the chat'),
      [`${BASE}#CoderPrompts.repo_content_prefix`]: EVERY,
    });
    // PatchPrompts inherits EditBlockPrompts' examples and shell prompts, which its own templates format in.
    const patch = sends('PatchPrompts');
    assert.deepEqual(patch[`${EDITBLOCK}#EditBlockPrompts.messages[assistant]`], rendered(EVERY));
    assert.deepEqual(patch[`${EDITBLOCK}#EditBlockPrompts.shell_cmd_prompt`], rendered(EVERY));
    assert.deepEqual(patch[`${EDITBLOCK}#EditBlockPrompts.shell_cmd_reminder`], rendered({ kind: 'repeated', copies: [EVERY, AFTER] }));
    assert.equal(patch[`${EDITBLOCK}#EditBlockPrompts.main_system`], undefined);
    // EditorEditBlockPrompts sets the shell prompts to "": EditBlockPrompts' are not sent.
    const editor = sends('EditorEditBlockPrompts');
    assert.deepEqual(editor[`${EDITOR}#EditorEditBlockPrompts.main_system`], rendered(EVERY));
    assert.equal(editor[`${EDITBLOCK}#EditBlockPrompts.main_system`], undefined);
    assert.equal(editor[`${EDITBLOCK}#EditBlockPrompts.shell_cmd_prompt`], undefined);
    assert.equal(editor[`${EDITBLOCK}#EditBlockPrompts.shell_cmd_reminder`], undefined);
    assert.deepEqual(editor[`${EDITBLOCK}#EditBlockPrompts.system_reminder`], rendered({ kind: 'repeated', copies: [EVERY, AFTER] }));
    // UnifiedDiffPrompts' own prefix replaces the base class's.
    const udiff = sends('UnifiedDiffPrompts');
    assert.deepEqual(udiff[`${UDIFF}#UnifiedDiffPrompts.files_content_prefix`], AFTER);
    assert.equal(udiff[`${BASE}#CoderPrompts.files_content_prefix`], undefined);
  });

  test('a line removed from 4 alternative formats saves X x 20 in each; a run uses one, so the headline is -X x 20, not -4X x 20', () => {
    const line = 'If the request is ambiguous, ask questions.\n';
    let head = new Map(repo);
    for (const path of [EDITBLOCK, PATCH, UDIFF, WHOLE]) head = edited(head, path, (text) => text.replace(line, ''));
    const report = diff(head, [EDITBLOCK, PATCH, UDIFF, WHOLE]);
    // Each main_system loses the same 9 tokens (as its unit counts them), sent on each of 20 requests.
    const X = t(line);
    assert.equal(X, 9);
    for (const path of [EDITBLOCK, PATCH, UDIFF, WHOLE]) assert.equal(report.files.find((f) => f.path === path)!.deltaTokens, -X);
    assert.deepEqual(runDelta(report), {
      'aider EditBlockPrompts': -180,
      'aider EditorEditBlockPrompts': 0,
      'aider PatchPrompts': -180,
      'aider UnifiedDiffPrompts': -180,
      'aider WholeFilePrompts': -180,
    });
    // The four files' tokens add up to -4X, but the headline is one format's: its prompt material and its run.
    assert.equal(report.files.reduce((n, f) => n + f.deltaTokens, 0), -4 * X);
    assert.equal(report.totals.deltaTokens, -X);
    assert.equal(report.totals.deltaRunTokens, -180);
  });

  test('a base-class attribute is sent by every format that does not override it', () => {
    const before = 'Do not edit these files!';
    const after = 'Do not edit these files, and do not suggest edits to them!';
    const head = edited(repo, BASE, (text) => text.replace(before, after));
    const X = t(after) - t(before);
    assert.equal(X, 8);
    // read_only_files_prefix is before the history in every format: 8 x 20 = 160 each.
    assert.deepEqual(Object.values(runDelta(diff(head, [BASE]))), [160, 160, 160, 160, 160]);
  });

  test('system_reminder +X is paid twice a request, and the copy after the history is never cached', () => {
    const added = 'Keep each file listing in the order the files were added.\n';
    const head = edited(repo, WHOLE, (text) => text.replace('Create a new file you MUST', `${added}Create a new file you MUST`));
    const report = diff(head, [WHOLE], { models: { 'claude-sonnet-4-5': { minCacheableTokens: 1 } } });
    const reminder = report.files[0]!.units.find((u) => u.key === 'WholeFilePrompts.system_reminder')!;
    assert.deepEqual(reminder.sentBy, [{ agent: 'aider WholeFilePrompts', delivery: 'rendered, every request + after the history, every request (uncached)' }]);
    const X = reminder.deltaTokens;
    assert.equal(X, t(added));
    assert.equal(X, 12);
    const whole = report.scenarios.find((s) => s.name === 'aider WholeFilePrompts')!;
    // 2 copies x 12 x 20 requests = 480.
    assert.equal(whole.deltaRunTokens, 480);
    assert.equal(report.totals.deltaRunTokens, 480);
    // aider marks no cache breakpoint without --cache-prompts: all 480 are plain input at Sonnet 4.5's $3.
    assert.equal(whole.head.cachedTokens - whole.base.cachedTokens, 0);
    assert.equal(whole.head.freshTokens - whole.base.freshTokens, 480);
    // In billionths of a dollar: tokens x $/MTok x 1,000.
    assert.equal(Math.round(whole.deltaRunUsd * 1e9), 480 * 3_000);

    // With --cache-prompts (system prompt, and the chat files after the history): requests 2-20 read the
    // system text from the cache, the copy in it included: 12 x 19 = 228 more cached tokens; the rest is
    // written, the copy after the history on all 20 requests: 480 - 228 = 252 written.
    const cached = diff(head, [WHOLE], { models: { 'claude-sonnet-4-5': { minCacheableTokens: 1 } }, cacheBreakpoints: [{ at: 'system' }, { at: 'after-history' }] });
    const prompts = cached.scenarios.find((s) => s.name === 'aider WholeFilePrompts')!;
    assert.equal(prompts.head.cachedTokens - prompts.base.cachedTokens, 228);
    assert.equal(prompts.head.freshTokens - prompts.base.freshTokens, 252);
    // Sonnet 4.5: $0.30 per million cached, written input billed as a $3.75 cache write.
    assert.equal(Math.round(prompts.deltaRunUsd * 1e9), 228 * 300 + 252 * 3_750);
  });
});
