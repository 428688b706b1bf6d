import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig } from '../../src/config/config.js';
import type { FileChange } from '../../src/extract/file-change.js';
import type { Snapshot, SourceFile } from '../../src/extract/snapshot.js';
import type { Role } from '../../src/extract/prompt-unit.js';
import { o200kConfig } from '../support/o200k-config.js';
import { estimatedCount, referenceCount } from '../support/reference-count.js';
import { readFileSync } from 'node:fs';
import { loadCodeParsers } from '../../src/pipeline/code-parsers.js';
import { renderMarkdown } from '../../src/report/markdown.js';

const file = (path: string, text: string, role: Role = 'system'): SourceFile => ({ path, kind: { format: 'text', role }, content: { kind: 'text', text } });
const snapshot = (sha: string, files: SourceFile[]): Snapshot => ({ ref: sha, sha, files });
// Every test here prices with the default Claude model: a text's count is its o200k_base estimate
// times Claude's measured ratio, rounded.
const t = (text: string): number => estimatedCount(text);

describe('the diff core', () => {
  const SYSTEM0 = 'You are an agent. Use the tools.';
  const SYSTEM1 = 'You are an agent. Use the tools. Always cite the page you read, with its URL and the date.';
  const AGENTS = '# AGENTS\nRun the tests before you commit.';
  const base = snapshot('b', [
    file('prompts/system.md', SYSTEM0),
    file('AGENTS.md', AGENTS, 'instructions'),
    file('prompts/old.md', 'Old prompt text.'),
    file('prompts/gone.md', 'A prompt that is deleted.'),
    file('prompts/same.md', 'Unchanged.'),
  ]);
  const head = snapshot('h', [
    file('prompts/system.md', SYSTEM1),
    file('AGENTS.md', AGENTS, 'instructions'),
    file('prompts/new.md', 'Old prompt text.'),
    file('prompts/same.md', 'Unchanged.'),
    file('prompts/big.md', '', 'system'),
    { path: 'prompts/huge.md', kind: { format: 'text', role: 'system' }, content: { kind: 'skipped', reason: 'too-large', bytes: 2_000_000 } },
  ]);
  const changes: FileChange[] = [
    { path: 'prompts/system.md', status: 'modified' },
    { path: 'prompts/new.md', status: 'renamed', previousPath: 'prompts/old.md' },
    { path: 'prompts/gone.md', status: 'deleted' },
    { path: 'prompts/huge.md', status: 'added' },
    { path: 'src/app.py', status: 'modified' },
  ];
  const report = analyzeDiff({ base, head, changes, config: mergeConfig({ maxDeltaTokens: 1000 }) });

  test('a unit says whether its text changed, even when its count did not', () => {
    const edited = analyzeDiff({
      base: snapshot('b', [file('prompts/a.md', 'Answer briefly.'), file('prompts/b.md', 'Same text.')]),
      head: snapshot('h', [file('prompts/a.md', 'Answer shortly.'), file('prompts/b.md', 'Same text.')]),
      changes: [{ path: 'prompts/a.md', status: 'modified' }, { path: 'prompts/b.md', status: 'modified' }],
      config: mergeConfig({}),
    });
    assert.equal(t('Answer briefly.'), t('Answer shortly.'), 'the edit must keep the count');
    assert.deepEqual(edited.files.map((f) => [f.path, f.deltaTokens, f.units[0]!.textChanged]), [['prompts/a.md', 0, true], ['prompts/b.md', 0, false]]);
  });

  test("the totals are the headline agent's: the prompt material it sends, priced on each of the 20 requests", () => {
    // AGENTS.md is Codex's, not the product agent's: its prompt material is the rest.
    const baseTotal = [SYSTEM0, 'Old prompt text.', 'A prompt that is deleted.', 'Unchanged.'].map((x) => t(x)).reduce((a, b) => a + b);
    const headTotal = [SYSTEM1, 'Old prompt text.', 'Unchanged.'].map((x) => t(x)).reduce((a, b) => a + b);
    assert.equal(report.totals.baseTokens, baseTotal);
    assert.equal(report.totals.headTokens, headTotal);
    assert.equal(report.totals.deltaTokens, headTotal - baseTotal);
    assert.equal(report.totals.deltaRunTokens, 20 * (headTotal - baseTotal));
    // The product's agent: 20 steps, a 100-token task, 150 output tokens and one 500-token tool result a
    // step, 4 tokens of overhead a message, full replay: n*P + s*n(n-1)/2. AGENTS.md guides coding
    // agents working on the repository: it is Codex's (once in the first user message, replayed: the
    // same tokens on each request as the prefix), not the product's.
    const P = baseTotal + 4 + 100 + 4;
    const s = 150 + 4 + 500 + 4;
    assert.equal(report.totals.agent, 'app');
    assert.equal(report.totals.baseRunTokens, 20 * P + (s * 20 * 19) / 2);
    // The headline agent first, then by the change's effect: Codex's AGENTS.md did not change.
    assert.deepEqual(report.scenarios.map((x) => [x.name, x.model, x.base.inputTokens, x.prompt.deltaTokens]), [
      ['app', 'claude-sonnet-4-5', 20 * P + (s * 20 * 19) / 2, headTotal - baseTotal],
      ['Codex', 'claude-sonnet-4-5', 20 * (0 + 4 + t(AGENTS) + 100 + 4) + (s * 20 * 19) / 2, 0],
    ]);
    assert.deepEqual(report.scenarios[1]!.prompt, { baseTokens: t(AGENTS), headTokens: t(AGENTS), deltaTokens: 0, deltaPercent: 0 });
    assert.ok(report.totals.deltaRunUsd > 0);
    assert.ok(Math.abs(report.totals.deltaPercent! - ((headTotal - baseTotal) / baseTotal) * 100) < 1e-9);
  });

  test('one row per changed prompt file, largest per-run delta first', () => {
    assert.deepEqual(
      report.files.map((f) => [f.path, f.status, f.deltaTokens, f.deltaRunTokens]),
      [
        ['prompts/system.md', 'modified', t(SYSTEM1) - t(SYSTEM0), 20 * (t(SYSTEM1) - t(SYSTEM0))],
        ['prompts/gone.md', 'deleted', -t('A prompt that is deleted.'), -20 * t('A prompt that is deleted.')],
        ['prompts/new.md', 'renamed', 0, 0],
      ],
    );
    const renamed = report.files.find((f) => f.path === 'prompts/new.md')!;
    assert.equal(renamed.previousPath, 'prompts/old.md');
    assert.deepEqual(renamed.units.map((u) => [u.id, u.baseTokens, u.headTokens]), [['prompts/new.md', t('Old prompt text.'), t('Old prompt text.')]]);
  });

  test('a file too large to read is a finding, not a row and not a crash', () => {
    assert.deepEqual(report.findings, [
      { kind: 'skipped', path: 'prompts/huge.md', side: 'head', reason: 'too-large', bytes: 2_000_000, message: '2,000,000 bytes is over max-file-bytes' },
    ]);
  });

  test('a file that grows past the size limit is left out on both sides, not shown as deleted', () => {
    const grown = analyzeDiff({
      base: snapshot('b', [file('prompts/a.md', 'small prompt'), file('AGENTS.md', AGENTS, 'instructions')]),
      head: snapshot('h', [
        { path: 'prompts/a.md', kind: { format: 'text', role: 'system' }, content: { kind: 'skipped', reason: 'too-large', bytes: 5_000_000 } },
        file('AGENTS.md', AGENTS, 'instructions'),
      ]),
      changes: [{ path: 'prompts/a.md', status: 'modified' }],
      config: mergeConfig(),
    });
    assert.equal(grown.totals.deltaTokens, 0);
    assert.equal(grown.totals.baseTokens, t(AGENTS));
    assert.deepEqual(grown.files, []);
    assert.equal(grown.findings[0]!.path, 'prompts/a.md');
  });

  test('a change to the config file itself is pointed out', () => {
    const withConfig = analyzeDiff({ base, head, changes: [...changes, { path: '.ctxguard.yml', status: 'modified' }], config: mergeConfig(), configPath: '.ctxguard.yml' });
    assert.deepEqual(withConfig.findings[0], {
      kind: 'config-changed',
      path: '.ctxguard.yml',
      message: 'this pull request changes the ctxguard config; its settings price this report',
    });
    assert.ok(!report.findings.some((f) => f.kind === 'config-changed'));
  });

  test('the verdict follows the thresholds', () => {
    assert.deepEqual(report.verdict, { status: 'pass', reasons: [], acceptLabel: 'ctxguard: accept', thresholds: { maxDeltaTokens: 1000, maxDeltaPercent: null, maxDeltaUsd: null, maxPeakContext: null, maxMeasuredDeltaUsd: null } });
    const strict = analyzeDiff({ base, head, changes, config: mergeConfig({ maxDeltaTokens: 1 }) });
    assert.equal(strict.verdict.status, 'fail');
  });

  test('requests per run scales the per-run delta', () => {
    const r = analyzeDiff({ base, head, changes, config: mergeConfig({ steps: 7 }) });
    assert.equal(r.totals.deltaRunTokens, 7 * r.totals.deltaTokens);
    assert.equal(r.scenarios[0]!.steps, 7);
  });

  test('no prompt material at base: the percent is null', () => {
    const r = analyzeDiff({ base: snapshot('b', []), head: snapshot('h', [file('AGENTS.md', AGENTS, 'instructions')]), changes: [{ path: 'AGENTS.md', status: 'added' }], config: mergeConfig() });
    assert.equal(r.totals.deltaPercent, null);
    assert.equal(r.files[0]!.units[0]!.role, 'instructions');
  });
});

test('a sentence added to smolagents\' tool_doc += note is priced in tools.py, not shown at 0', async () => {
  const tools = readFileSync(new URL('../fixtures/frameworks/smolagents/src/smolagents/tools.py', import.meta.url), 'utf8');
  const note = 'NO print() statements needed to inspect the output!';
  const ADDED = ' Keep every field exactly as the tool returned it, with its type, and never invent a missing one.';
  const code = (sha: string, text: string): Snapshot => snapshot(sha, [{ path: 'src/smolagents/tools.py', kind: { format: 'code', language: 'python' }, content: { kind: 'text', text } }]);
  const report = analyzeDiff({
    base: code('b', tools),
    head: code('h', tools.replace(`${note}"`, `${note}${ADDED}"`)),
    changes: [{ path: 'src/smolagents/tools.py', status: 'modified' }],
    config: o200kConfig(),
    parsers: await loadCodeParsers(),
  });
  assert.equal(referenceCount(ADDED), 21);
  // A system unit is in every one of the 20 requests: 20 x 21 = 420.
  assert.deepEqual(report.files.map((f) => [f.path, f.deltaTokens, f.deltaRunTokens, f.units.map((u) => [u.key, u.deltaTokens])]), [
    ['src/smolagents/tools.py', 21, 420, [['Tool.to_code_prompt()', 21], ['Tool.to_tool_calling_prompt()', 0]]],
  ]);
});

test("a model change whose dollars fall as its tokens rise is the price, not the cache: no cache line", async () => {
  // claude-opus-4-1 -> claude-opus-4-7: 4.7's tokenizer makes 1.61 / 1.24 as many tokens of the prompt, at a
  // third of the price; both runs read the cache on the same 19 requests.
  const SYSTEM = 'You are a support agent. Answer from the knowledge base and cite the page you used. '.repeat(300);
  const agent = (model: string): string =>
    ['import anthropic', `SYSTEM_PROMPT = "${SYSTEM}"`, 'client = anthropic.Anthropic()', 'def answer(task):', '    return client.messages.create(', `        model="${model}",`, '        system=SYSTEM_PROMPT, max_tokens=1000,', '        messages=[{"role": "user", "content": task}],', '    )'].join('\n');
  const code = (sha: string, model: string): Snapshot => snapshot(sha, [{ path: 'app/agent.py', kind: { format: 'code', language: 'python' }, content: { kind: 'text', text: agent(model) } }]);
  const report = analyzeDiff({ base: code('b', 'claude-opus-4-1'), head: code('h', 'claude-opus-4-7'), changes: [{ path: 'app/agent.py', status: 'modified' }], config: mergeConfig({}), parsers: await loadCodeParsers() });
  const s = report.scenarios[0]!;
  assert.ok(s.modelChange!.deltaRunTokens > 0 && s.modelChange!.deltaRunUsd < 0, JSON.stringify(s.modelChange));
  assert.equal(s.cacheNote, null);
  const md = renderMarkdown(report);
  assert.doesNotMatch(md, /Dollars moved against tokens|Prompt caching changed/);
  assert.match(md, /^\| model `claude-opus-4-1` → `claude-opus-4-7` at `app\/agent\.py:6` \| \| \| \| \| \+[\d,]+ \| -\$[\d,.]+ \|$/m);
});
