import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderMarkdown } from '../../src/report/markdown.js';
import { displayText } from '../../src/report/escape.js';
import type { FileDelta, Finding, Report } from '../../src/report/report.js';
import { HOSTILE } from '../support/hostile-names.js';
import { commentProblems, htmlTokens, renderGfm, tableRows, visibleText, withoutJoiners, type HtmlToken } from '../support/rendered-markdown.js';

const row = (path: string, delta: number, extra: Partial<FileDelta> = {}): FileDelta => ({
  path,
  status: 'modified',
  previousPath: null,
  baseTokens: 100,
  headTokens: 100 + delta,
  deltaTokens: delta,
  deltaRunTokens: 20 * delta,
  deltaRunUsd: 20 * delta * 3e-6,
  agent: 'default',
  units: [{ id: path, key: '', role: 'system', baseTokens: 100, headTokens: 100 + delta, deltaTokens: delta, deltaRunTokens: 20 * delta, deltaRunUsd: 20 * delta * 3e-6, sentBy: [{ agent: 'default', delivery: 'every request' }], textChanged: true }],
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
        framework: 'prompts by role',
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
        modelChange: null,
        files: files.map((f) => ({ path: f.path, deltaRunTokens: f.deltaRunTokens, deltaRunUsd: f.deltaRunUsd })),
        interaction: { deltaRunTokens: 0, deltaRunUsd: 0 },
        cacheNote: null,
        context: { base: [], head: [], window: 128_000, baseEdits: [], headEdits: [] },
      },
    ],
    whatIf: [],
    files,
    totals: {
      baseTokens: 1000,
      headTokens: 1000 + delta,
      deltaTokens: delta,
      deltaPercent: delta / 10,
      agent: 'default',
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
  test('starts with its heading: the hidden marker is added by whoever posts it', () => {
    assert.ok(renderMarkdown(report([])).startsWith('## ctxguard: prompt context cost\n\n'));
  });

  test('verdict, headline, a row per file, and the changed-files total', () => {
    const md = renderMarkdown(report([row('prompts/system.md', 800), row('AGENTS.md', -12)]));
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
    );
    assert.match(md, /:x: \*\*Check failed\*\*: delta-tokens \+900 is above max-delta-tokens 500\./);
  });

  test('a model the catalog does not price is pointed out where the code names it', () => {
    const r = report([row('app/agent.py', 10)]);
    r.findings = [{ kind: 'unknown-model', path: 'app/agent.py', line: 6, message: "unknown model 'Qwen/Qwen2.5-Coder-32B-Instruct': not priced; the app agent is priced with claude-sonnet-4-5" }];
    assert.match(renderMarkdown(r), /:information_source: `app\/agent\.py:6`: unknown model 'Qwen\/Qwen2\.5-Coder-32B-Instruct': not priced; the app agent is priced with claude-sonnet-4-5\./);
  });

  test('no prompt change says so', () => {
    assert.match(renderMarkdown(report([])), /No prompt material changed/);
  });

  test('an edit that keeps the count says so; an untouched file does not', () => {
    const md = renderMarkdown(report([row('prompts/a.md', 0), row('prompts/b.md', 0, { units: [{ ...row('prompts/b.md', 0).units[0]!, textChanged: false }] })]));
    assert.match(md, /`prompts\/a\.md` \(1 unit edited, same tokens\)/);
    assert.doesNotMatch(md, /`prompts\/b\.md` \(/);
  });

  test('paths that would break a table are escaped; renames show where from', () => {
    const md = renderMarkdown(report([row('prompts/a|b.md', 1, { status: 'renamed', previousPath: 'x`y.md' })]));
    assert.match(md, /\| `prompts\/a\\\|b\.md` \(renamed from ``x`y\.md``\) \|/);
  });

  test('long tables are cut, the rest summed in one row', () => {
    const files = Array.from({ length: 60 }, (_, i) => row(`p/${i}.md`, 1));
    const md = renderMarkdown(report(files), { maxRows: 50 });
    assert.equal((md.match(/^\| `p\//gm) ?? []).length, 50);
    assert.match(md, /\| … 10 more files \| \| \| \| \| \+200 \| \+\$0\.60 \|/);
  });
});

/** A report whose every string from the repository is one of `names`, in each place the comment shows one. */
function hostileReport(names: string[]): Report {
  const at = (i: number): string => names[i % names.length]!;
  const files = names.map((path, i): FileDelta => {
    const kind = i % 3;
    const base = row(path, i + 1, { status: kind === 0 ? 'added' : kind === 1 ? 'renamed' : 'modified', previousPath: kind === 1 ? at(i + 1) : null });
    if (kind === 2) base.units = [{ ...base.units[0]!, id: `${path}#${at(i + 2)}`, key: at(i + 2), movedFrom: `${at(i + 3)}#${at(i + 4)}` }];
    return base;
  });
  const r = report(files);
  const scenario = r.scenarios[0]!;
  r.model = { ...r.model, id: at(5), exact: false, source: at(6) };
  r.scenarios = names.map((name, i) => ({ ...scenario, name, model: at(i + 1), policy: at(i + 2) }));
  r.whatIf = names.map((policy) => ({ policy, baseRunTokens: 1, headRunTokens: 2, deltaRunTokens: 1, deltaRunUsd: 0, headPeakContext: 2, headOverflowRequest: null }));
  r.findings = [
    { kind: 'config-changed', path: at(7), message: at(8) },
    ...names.map((path, i): Finding => ({ kind: 'unbounded-tool-output', path, line: i + 1, tool: at(i + 1), message: `tool '${at(i + 1)}' returns unbounded content` })),
    ...names.map((path, i): Finding => ({ kind: 'skipped', path, side: 'head', reason: 'binary', bytes: 1, message: at(i + 1) })),
  ];
  return r;
}

describe('the markdown comment with hostile names', () => {
  // The comment shows 20 findings of a kind: one report per 20 names shows every name in every place.
  const chunks = Array.from({ length: Math.ceil(HOSTILE.length / 20) }, (_, i) => HOSTILE.slice(i * 20, i * 20 + 20));

  for (const [n, names] of chunks.entries()) {
    test(`names ${n * 20 + 1}-${n * 20 + names.length} render inert and as themselves`, () => {
      const r = hostileReport(names);
      const md = renderMarkdown(r, { maxRows: 100 });
      const html = renderGfm(md);
      assert.deepEqual(commentProblems(md), []);

      const show = displayText;
      const rows = tableRows(html);
      const firstCells = new Set(rows.filter((cells) => cells.length === 7).map((cells) => cells[0]));
      for (const f of r.files) {
        const u = f.units[0]!;
        const expected =
          f.status === 'added'
            ? `${show(f.path)} (added)`
            : f.status === 'renamed'
              ? `${show(f.path)} (renamed from ${show(f.previousPath!)})`
              : `${show(f.path)} (moved from ${show(u.movedFrom!)})`;
        assert.ok(firstCells.has(expected), `file row for ${JSON.stringify(f.path)}`);
      }
      for (const s of r.scenarios) {
        assert.ok(
          rows.some((cells) => cells.length === 7 && cells[0] === show(s.name) && cells[1] === show(s.model) && cells[3] === show(s.policy)),
          `agent row for ${JSON.stringify(s.name)}`,
        );
      }
      for (const w of r.whatIf) assert.ok(rows.some((cells) => cells.length === 5 && cells[0] === show(w.policy)), `what-if row for ${JSON.stringify(w.policy)}`);

      const text = visibleText(html);
      assert.ok(text.includes(`What if: this change under other memory policies (${show(r.scenarios[0]!.name)} agent)`));
      assert.ok(text.includes(`Token counts are estimates: ${show(r.model.id)}'s tokenizer is not public`));
      assert.ok(text.includes(`Prices: ${show(r.model.id)} at $2.5/MTok input`));
      assert.ok(text.includes(`from ${show(r.model.source)}. Counts use`));
      assert.ok(text.includes(`under the memory policy (${show(r.scenarios[0]!.policy)})`));
      const config = r.findings[0]!;
      assert.ok(text.includes(`${show(config.path)}: ${show(config.message)}.`));
      const items = htmlTokens(html).flatMap((t, i, all) => (t.type === 'open' && t.name === 'li' ? [listItemText(all.slice(i + 1))] : []));
      for (const f of r.findings) {
        if (f.kind === 'unbounded-tool-output') assert.ok(items.includes(`${show(`${f.path}:${f.line}`)}: ${show(f.message)}.`), `unbounded ${JSON.stringify(f.path)}`);
        if (f.kind === 'skipped') assert.ok(items.includes(`${show(f.path)} (head): ${show(f.message)}`), `skipped ${JSON.stringify(f.path)}`);
      }
    });
  }
});

/** The visible text up to the list item's end. */
function listItemText(tokens: HtmlToken[]): string {
  const end = tokens.findIndex((t) => t.type === 'close' && t.name === 'li');
  return withoutJoiners(tokens.slice(0, end).flatMap((t) => (t.type === 'text' ? [t.text] : [])).join(''));
}
