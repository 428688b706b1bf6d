import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { commentMarker, renderMarkdown } from '../../src/report/markdown.js';
import type { FileDelta, Report } from '../../src/report/report.js';

const row = (path: string, delta: number, extra: Partial<FileDelta> = {}): FileDelta => ({
  path,
  status: 'modified',
  previousPath: null,
  baseTokens: 100,
  headTokens: 100 + delta,
  deltaTokens: delta,
  deltaRunTokens: 20 * delta,
  deltaRunUsd: 20 * delta * 3e-6,
  units: [{ id: path, key: '', role: 'system', baseTokens: 100, headTokens: 100 + delta, deltaTokens: delta, deltaRunTokens: 20 * delta, deltaRunUsd: 20 * delta * 3e-6, textChanged: true }],
  ...extra,
});

function report(files: FileDelta[], verdict: Report['verdict'] = { status: 'pass', reasons: [], thresholds: { maxDeltaTokens: 500, maxDeltaPercent: null, maxDeltaUsd: null, maxPeakContext: null } }): Report {
  const delta = files.reduce((n, f) => n + f.deltaTokens, 0);
  return {
    version: 1,
    base: { ref: 'main', sha: 'a'.repeat(40) },
    head: { ref: 'feature', sha: 'b'.repeat(40) },
    model: {
      id: 'gpt-4o',
      provider: 'openai',
      encoding: 'o200k_base',
      exact: true,
      contextWindow: 128_000,
      prices: { input: 2.5, output: 10, cacheRead: 1.25, cacheWrite: null },
      source: 'genai-prices 0.1.8 (2026-09-23)',
    },
    scenarios: [
      {
        name: 'default',
        model: 'gpt-4o',
        contextWindow: 128_000,
        steps: 20,
        policy: 'full replay (no memory policy)',
        caching: true,
        runsPerMonth: null,
        base: { inputTokens: 20_000, outputTokens: 3000, cachedTokens: 0, freshTokens: 20_000, peakContext: 1000, costUsd: 0.06, overflowRequest: null, edits: 0 },
        head: { inputTokens: 20_000 + 20 * delta, outputTokens: 3000, cachedTokens: 0, freshTokens: 20_000, peakContext: 1000 + delta, costUsd: 0.06 + 20 * delta * 3e-6, overflowRequest: null, edits: 0 },
        deltaRunTokens: 20 * delta,
        deltaRunUsd: 20 * delta * 3e-6,
      },
    ],
    whatIf: [],
    files,
    totals: {
      baseTokens: 1000,
      headTokens: 1000 + delta,
      deltaTokens: delta,
      deltaPercent: delta / 10,
      baseRunTokens: 20_000,
      headRunTokens: 20_000 + 20 * delta,
      deltaRunTokens: 20 * delta,
      baseRunUsd: 0.06,
      headRunUsd: 0.06 + 20 * delta * 3e-6,
      deltaRunUsd: 20 * delta * 3e-6,
      deltaMonthlyUsd: null,
      basePeakContext: 1000,
      headPeakContext: 1000 + delta,
      headOverflowRequest: null,
    },
    findings: [],
    verdict,
  };
}

describe('the markdown comment', () => {
  test('starts with the hidden marker for its key', () => {
    const md = renderMarkdown(report([]), { commentKey: 'agents' });
    assert.ok(md.startsWith(`${commentMarker('agents')}\n`));
    assert.equal(commentMarker('a b-->c'), '<!-- ctxguard:comment key=a_b--_c -->');
  });

  test('verdict, headline, a row per file, and the changed-files total', () => {
    const md = renderMarkdown(report([row('prompts/system.md', 800), row('AGENTS.md', -12)]), { commentKey: 'k' });
    assert.match(md, /:white_check_mark: \*\*Within budget\*\*/);
    assert.match(md, /\*\*\+788 tokens\*\* of prompt material \(1,000 → 1,788, \+79%\) · \*\*\+15,760 input tokens per run\*\* · \*\*\+\$47\.28 per 1,000 runs\*\*/);
    assert.match(md, /\| `prompts\/system\.md` \| system \| 100 \| 900 \| \+800 \| \+16,000 \| \+\$48\.00 \|/);
    assert.match(md, /\| `AGENTS\.md` \| system \| 100 \| 88 \| -12 \| -240 \| -\$0\.72 \|/);
    assert.match(md, /\| \*\*Changed files\*\* \| \| 200 \| 988 \| \*\*\+788\*\* \| \*\*\+15,760\*\* \| \*\*\+\$47\.28\*\* \|/);
    assert.match(md, /Peak context 1,000 → 1,788 tokens of 128,000/);
    assert.match(md, /thresholds: max-delta-tokens 500/);
  });

  test('a failing verdict leads with its reasons', () => {
    const md = renderMarkdown(
      report([row('a.md', 900)], { status: 'fail', reasons: ['delta-tokens +900 is above max-delta-tokens 500'], thresholds: { maxDeltaTokens: 500, maxDeltaPercent: null, maxDeltaUsd: null, maxPeakContext: null } }),
      { commentKey: 'k' },
    );
    assert.match(md, /:x: \*\*Check failed\*\*: delta-tokens \+900 is above max-delta-tokens 500\./);
  });

  test('no prompt change says so', () => {
    assert.match(renderMarkdown(report([]), { commentKey: 'k' }), /No prompt material changed/);
  });

  test('an edit that keeps the count says so; an untouched file does not', () => {
    const md = renderMarkdown(report([row('prompts/a.md', 0), row('prompts/b.md', 0, { units: [{ ...row('prompts/b.md', 0).units[0]!, textChanged: false }] })]), { commentKey: 'k' });
    assert.match(md, /`prompts\/a\.md` \(1 unit edited, same tokens\)/);
    assert.doesNotMatch(md, /`prompts\/b\.md` \(/);
  });

  test('paths that would break a table are escaped; renames show where from', () => {
    const md = renderMarkdown(report([row('prompts/a|b.md', 1, { status: 'renamed', previousPath: 'x`y.md' })]), { commentKey: 'k' });
    assert.match(md, /\| `prompts\/a\\\|b\.md` \(renamed from `` x`y\.md ``\) \|/);
  });

  test('long tables are cut, the rest summed in one row', () => {
    const files = Array.from({ length: 60 }, (_, i) => row(`p/${i}.md`, 1));
    const md = renderMarkdown(report(files), { commentKey: 'k', maxRows: 50 });
    assert.equal((md.match(/^\| `p\//gm) ?? []).length, 50);
    assert.match(md, /\| … 10 more files \| \| \| \| \| \+200 \| \+\$0\.60 \|/);
  });
});
