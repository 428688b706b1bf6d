import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { mergeConfig } from '../../src/config/config.js';
import type { Snapshot } from '../../src/extract/snapshot.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { displayText } from '../../src/report/escape.js';
import { percentChange } from '../../src/report/format.js';
import type { AgentFileDelta, BudgetCheck, FileDelta, Finding, Report, ScenarioReport } from '../../src/report/report.js';
import { HOSTILE } from '../support/hostile-names.js';
import { commentProblems, fencedBlocks, htmlTokens, renderGfm, tableRows, visibleText, withoutJoiners, type HtmlToken } from '../support/rendered-markdown.js';

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
    version: 3,
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
        prompt: { baseTokens: 1000, headTokens: 1000 + delta, deltaTokens: delta, deltaPercent: delta / 10 },
        base: { inputTokens: 20_000, outputTokens: 3000, cachedTokens: 0, freshTokens: 20_000, peakContext: 1000, costUsd: 0.06, overflowRequest: null, edits: 0 },
        head: { inputTokens: 20_000 + 20 * delta, outputTokens: 3000, cachedTokens: 0, freshTokens: 20_000, peakContext: 1000 + delta, costUsd: 0.06 + 20 * delta * 3e-6, overflowRequest: null, edits: 0 },
        deltaRunTokens: 20 * delta,
        deltaRunUsd: 20 * delta * 3e-6,
        modelChange: null,
        files: files.map((f) => ({ path: f.path, baseTokens: f.baseTokens, headTokens: f.headTokens, deltaTokens: f.deltaTokens, deltaRunTokens: f.deltaRunTokens, deltaRunUsd: f.deltaRunUsd })),
        interaction: { deltaRunTokens: 0, deltaRunUsd: 0 },
        cacheNote: null,
        whatIf: [],
        context: { base: [], head: [], window: 128_000, baseEdits: [], headEdits: [] },
      },
    ],
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
    assert.match(md, /^\*\*default\*\* \(prompts by role, `gpt-4o`\): \*\*\+788 tokens\*\* of prompt material \(all it sends: 1,000 → 1,788, \+79%\) · \*\*\+15,760 input tokens per run\*\* of 20 requests · peak context 1,000 → 1,788 of 128,000$/m);
    // $0.06 + 15,760 x $3/MTok = $0.10728: as many decimals as show the change to two digits.
    assert.match(md, /^A run costs \*\*\$0\.060 → \$0\.107\*\* \(\+\$0\.047\) · \*\*\+\$47\.28 per 1,000 runs\*\* · per month: set `runs_per_month`$/m);
    assert.match(md, /\| `prompts\/system\.md` \| every request \| 100 \| 900 \| \+800 \| \+16,000 \| \+\$48\.00 \|/);
    assert.match(md, /\| `AGENTS\.md` \| every request \| 100 \| 88 \| -12 \| -240 \| -\$0\.72 \|/);
    // 16,000 - 240 = 15,760 tokens; $48.00 - $0.72 = $47.28.
    assert.match(md, /\| \*\*Total\*\* \| \| 200 \| 988 \| \+788 \| \*\*\+15,760\*\* \| \*\*\+\$47\.28\*\* \|/);
    assert.match(md, /thresholds \(each agent on its own\): max-delta-tokens 500/);
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

  test('an overflow is named by the request number the report holds, from 1', () => {
    const r = report([row('prompts/system.md', 800)]);
    r.scenarios[0]!.head.overflowRequest = 7;
    r.scenarios[0]!.whatIf = [{ policy: 'full replay (no memory policy)', baseRunTokens: 1, headRunTokens: 2, deltaRunTokens: 1, deltaRunUsd: 0, headPeakContext: 2, headOverflowRequest: 3, headCachedTokens: 0 }];
    const md = renderMarkdown(r);
    assert.match(md, / · :warning: \*\*overflows the context window at request 7\*\*$/m);
    // Under the configured policy the what-if row overflows at request 3; no other policy differs, so there is no what-if table.
    assert.doesNotMatch(md, /What if/);
    r.scenarios[0]!.whatIf.push({ ...r.scenarios[0]!.whatIf[0]!, policy: 'window: the last 3 steps', headOverflowRequest: null });
    assert.match(renderMarkdown(r), /\| default \| as configured: full replay \(no memory policy\) \| 1 → 2 \| \+1 \| \+\$48\.00 \| 2 \(overflows at request 3\) \|\n\| {2}\| window: the last 3 steps \| 1 → 2 \| \+1 \| \$0\.00 \| 2 \|/);
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
    // 10 files of +1 token: 10 x 100 -> 10 x 101, +10 tokens, 10 x 20 = +200 per run, 200 x $3/MTok x 1,000 = +$0.60.
    assert.match(md, /\| … 10 more files \| \| 1,000 \| 1,010 \| \+10 \| \+200 \| \+\$0\.60 \|/);
    assert.match(md, /\| \*\*Total\*\* \| \| 6,000 \| 6,060 \| \+60 \| \*\*\+1,200\*\* \| \*\*\+\$3\.60\*\* \|/);
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
  // Every agent sends every file, each unit `on invocation only (NAME)`: agent names and delivery words reach the
  // headline, the tables' Sent cells, the unit list, the summaries, the cache line and the chart's caption.
  for (const f of r.files) f.units = f.units.map((u, j) => ({ ...u, sentBy: names.map((agent, k) => ({ agent, delivery: `on invocation only (${at(j + k + 3)})` })) }));
  r.scenarios = names.map((name, i) => ({
    ...scenario,
    name,
    framework: at(i + 4),
    model: at(i + 1),
    policy: at(i + 2),
    modelChange: { from: at(i + 5), to: at(i + 1), path: at(i + 6), line: 3, deltaRunTokens: 7, deltaRunUsd: 0.00001 },
    cacheNote: `requests read from the cache: 19 → 0 of 20; fewer requests reach ${at(i + 7)}'s minimum cacheable prefix of 1,024 tokens`,
    context: { base: [10, 20], head: [12, 24], window: 30, baseEdits: [], headEdits: [2] },
    deltaRunTokens: scenario.deltaRunTokens + 7 + 5,
    deltaRunUsd: scenario.deltaRunUsd + 0.00001,
    // Each policy costs the change another amount: every one is a row.
    whatIf: names.map((policy, k) => ({ policy, baseRunTokens: 1, headRunTokens: 2 + k, deltaRunTokens: 1 + k, deltaRunUsd: 0, headPeakContext: 2, headOverflowRequest: null, headCachedTokens: 0 })),
  }));
  r.totals.agent = names[0]!;
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
      const label = (s: ScenarioReport): string[] => [show(s.name), `${show(s.name)} (${show(s.framework)})`];
      for (const s of r.scenarios) {
        assert.ok(
          rows.some((cells) => cells.length === 9 && label(s).includes(cells[0]!) && cells[1] === show(s.model) && cells[3] === show(s.policy)),
          `agent row for ${JSON.stringify(s.name)}`,
        );
      }
      const policies = new Set(rows.filter((cells) => cells.length === 6).map((cells) => cells[1]));
      for (const s of r.scenarios) {
        const [configured, ...others] = s.whatIf;
        assert.ok(policies.has(`as configured: ${show(configured!.policy)}`), `configured policy ${JSON.stringify(configured!.policy)}`);
        for (const w of others) assert.ok(policies.has(show(w.policy)) || policies.has(`${show(w.policy)} ‡`), `what-if row for ${JSON.stringify(w.policy)}`);
      }

      const text = visibleText(html);
      const first = r.scenarios[0]!;
      const labelled = (s: ScenarioReport): boolean =>
        s.name.toLowerCase().includes(s.framework.toLowerCase())
          ? text.includes(`${show(s.name)} (${show(s.model)}): ≈`)
          : text.includes(`${show(s.name)} (${show(s.framework)}, ${show(s.model)}): ≈`);
      assert.ok(labelled(first), 'the headline names its agent');
      for (const s of r.scenarios.slice(1)) assert.ok(labelled(s), `the other agent ${JSON.stringify(s.name)}`);
      assert.ok(text.includes(`Context per request: ${show(first.name)}`), 'the chart summary');
      assert.ok(text.includes('What if: the change under other memory policies'), 'the what-if table');
      assert.ok(text.includes(`Memory policy: ${show(first.policy)}; it edits the context before request 2 at head only.`), 'the chart caption');
      // The most affected agent and ten others get a table each, with its cache line.
      for (const s of r.scenarios.slice(0, 11)) {
        assert.ok(text.includes(`Dollars moved against tokens: ${show(s.cacheNote!)}.`) || text.includes(`Prompt caching changed: ${show(s.cacheNote!)}.`), `cache line ${JSON.stringify(s.name)}`);
      }
      for (const s of r.scenarios.slice(1, 11)) {
        assert.ok(label(s).some((l) => text.includes(`Per file, ${l}: `)), `summary for ${JSON.stringify(s.name)}`);
      }
      const model = first.modelChange!;
      assert.ok(firstCells.has(`model ${show(model.from)} → ${show(model.to)} at ${show(`${model.path}:3`)}`), 'the model change row');
      const sent = new Set(rows.filter((cells) => cells.length === 7).map((cells) => cells[1]));
      for (const f of r.files) {
        const own = f.units[0]!.sentBy.find((b) => b.agent === first.name)!;
        assert.ok(sent.has(show(own.delivery)), `sent cell ${JSON.stringify(own.delivery)}`);
      }
      const listed = htmlTokens(html).flatMap((t, i, all) => (t.type === 'open' && t.name === 'li' ? [listItemText(all.slice(i + 1))] : []));
      for (const f of r.files.slice(0, 100)) {
        const u = f.units[0]!;
        assert.ok(listed.includes(`${show(u.id)}: ${u.sentBy.map((b) => `${show(b.agent)}: ${show(b.delivery)}`).join('; ')}`), `unit ${JSON.stringify(u.id)}`);
      }
      // Numbers, our words, and the colours' directive.
      assert.ok(fencedBlocks(html).every((b) => b.language === 'mermaid' && /^[\w "\-,>[\].\n%{}:#]*$/.test(b.text)), 'the chart holds numbers and our words only');
      assert.ok(text.includes(`Token counts are estimates: ${show(r.model.id)}'s tokenizer is not public`));
      assert.ok(text.includes(`Prices: ${show(r.model.id)} at $2.5/MTok input`));
      assert.ok(text.includes(`from ${show(r.model.source)}. Counts use`));
      assert.ok(text.includes(`under ${show(r.scenarios[0]!.policy)}, with`));
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

/** A row of an agent's table: its run figures; its tokens are the file's (agentsReport fills them in). */
type AgentRow = Pick<AgentFileDelta, 'path' | 'deltaRunTokens' | 'deltaRunUsd'> & Partial<AgentFileDelta>;

/** One agent's scenario over `files`, each row its own marginal; the delta is theirs plus `extra`'s. */
function scenario(name: string, rows: AgentRow[], extra: Partial<ScenarioReport> = {}): ScenarioReport {
  const tokens = rows.reduce((n, r) => n + r.deltaRunTokens, 0);
  const usd = rows.reduce((n, r) => n + r.deltaRunUsd, 0);
  const s = report([]).scenarios[0]!;
  const files = rows.map((r) => ({ baseTokens: 0, headTokens: 0, deltaTokens: 0, ...r }));
  const head = { ...s.head, inputTokens: s.base.inputTokens + tokens, costUsd: s.base.costUsd + usd };
  return { ...s, name, files, head, deltaRunTokens: tokens, deltaRunUsd: usd, ...extra };
}

/** A report whose agents are `scenarios`, the first the most affected. */
function agentsReport(files: FileDelta[], scenarios: ScenarioReport[]): Report {
  // The default row's units are sent by `default`: here by each agent whose table lists the file.
  const sentBy = (path: string): Array<{ agent: string; delivery: string }> =>
    scenarios.filter((s) => s.files.some((f) => f.path === path)).map((s) => ({ agent: s.name, delivery: 'every request' }));
  const owned = files.map((f) => ({ ...f, units: f.units.map((u) => (u.sentBy[0]?.agent === 'default' ? { ...u, sentBy: sentBy(f.path) } : u)) }));
  const r = report(owned);
  const first = scenarios[0]!;
  // Each agent sends the whole of every file its table lists.
  const byPath = new Map(files.map((f) => [f.path, f]));
  for (const s of scenarios) {
    s.files = s.files.map((row) => {
      const f = byPath.get(row.path);
      return f ? { ...row, baseTokens: f.baseTokens, headTokens: f.headTokens, deltaTokens: f.deltaTokens } : row;
    });
    const sum = (key: 'baseTokens' | 'headTokens'): number => s.files.reduce((n, row) => n + row[key], 0);
    s.prompt = { baseTokens: sum('baseTokens'), headTokens: sum('headTokens'), deltaTokens: sum('headTokens') - sum('baseTokens'), deltaPercent: percentChange(sum('baseTokens'), sum('headTokens')) };
  }
  r.scenarios = scenarios;
  r.totals = { ...r.totals, agent: first.name, ...first.prompt, deltaRunTokens: first.deltaRunTokens, deltaRunUsd: first.deltaRunUsd };
  return r;
}

/** The rendered tables: each a list of rows of visible cell text, header first. */
function tables(md: string): string[][][] {
  const html = renderGfm(md);
  return [...html.matchAll(/<table>[\s\S]*?<\/table>/g)].map((m) => tableRows(m[0]));
}

/** `+$1.05` -> 1.05 (a marker after it ignored); `+1,600` -> 1600. */
const amount = (cell: string): number => Number(cell.replace(/[$,+‡\s]/g, ''));

/** Asserts that the Δ per run and Δ per 1k runs columns of a file table add up to its total row. */
function assertAddsUp(table: string[][]): void {
  const body = table.slice(1, -1);
  const total = table.at(-1)!;
  assert.equal(total[0], 'Total');
  const sum = (col: number): number => Math.round(body.reduce((n, r) => n + amount(r[col]!), 0) * 1e6) / 1e6;
  assert.equal(sum(5), amount(total[5]!), 'tokens per run add up');
  assert.equal(sum(6), amount(total[6]!), 'dollars per 1,000 runs add up as shown');
}

describe('the comment, agent by agent', () => {
  test('the headline is the most affected agent\'s; other changed agents are listed with their own deltas, never summed', () => {
    const files = [row('prompts/system.md', 800), row('AGENTS.md', -12)];
    const r = agentsReport(files, [
      scenario('smolagents CodeAgent', [{ path: 'prompts/system.md', deltaRunTokens: 16_000, deltaRunUsd: 0.048 }], { runsPerMonth: 1000 }),
      scenario('coding agent', [{ path: 'AGENTS.md', deltaRunTokens: -240, deltaRunUsd: -0.00072 }]),
      scenario('app', []),
    ]);
    r.totals.deltaMonthlyUsd = 0.048 * 1000;
    const md = renderMarkdown(r);
    // Its run: +16,000 tokens, $0.06 -> $0.108 a run, $0.048 x 1,000 = +$48.00 per 1,000 runs, and 1,000 runs a month = +$48.00 a month.
    assert.match(md, /^\*\*smolagents CodeAgent\*\* \(prompts by role, `gpt-4o`\): \*\*\+800 tokens\*\* of prompt material \(all it sends: 100 → 900, \+800%\) · \*\*\+16,000 input tokens per run\*\*/m);
    assert.match(md, /^A run costs \*\*\$0\.060 → \$0\.108\*\* \(\+\$0\.048\) · \*\*\+\$48\.00 per 1,000 runs\*\* · \*\*\+\$48\.00 a month\*\* at 1,000 runs$/m);
    assert.match(md, /^- \*\*coding agent\*\* \(prompts by role, `gpt-4o`\): -12 tokens of prompt material, -240 input tokens per run, -\$0\.72 per 1,000 runs$/m);
    assert.doesNotMatch(md, /^- \*\*app\*\*/m, 'an agent the change leaves alone is not listed');
    assert.equal((md.match(/smolagents CodeAgent/g) ?? []).length, 4, 'named in the headline, above its table, in the agents table and in the list of how each unit is sent');
    assert.doesNotMatch(md, /15,760/, 'never a sum over agents');
    assert.deepEqual(commentProblems(md), []);
  });

  test('a table per changed agent: the most affected first and open, each other one collapsed when there are several', () => {
    const files = [row('prompts/system.md', 800), row('AGENTS.md', -12), row('prompts/task.md', 5)];
    const r = agentsReport(files, [
      scenario('smolagents CodeAgent', [{ path: 'prompts/system.md', deltaRunTokens: 16_000, deltaRunUsd: 0.048 }]),
      scenario('coding agent', [{ path: 'AGENTS.md', deltaRunTokens: -240, deltaRunUsd: -0.00072 }]),
      scenario('app', [{ path: 'prompts/task.md', deltaRunTokens: 100, deltaRunUsd: 0.000009 }]),
      scenario('idle', []),
    ]);
    const md = renderMarkdown(r);
    const [first, second, third] = tables(md);
    assert.deepEqual(first!.slice(1), [
      ['prompts/system.md', 'every request', '100', '900', '+800', '+16,000', '+$48.00'],
      ['Total', '', '100', '900', '+800', '+16,000', '+$48.00'],
    ]);
    assert.deepEqual(second!.slice(1), [
      ['AGENTS.md', 'every request', '100', '88', '-12', '-240', '-$0.72'],
      ['Total', '', '100', '88', '-12', '-240', '-$0.72'],
    ]);
    // $0.000009 per run x 1,000 = $0.009, under a cent: the column shows two significant digits, four places.
    assert.deepEqual(third!.slice(1), [
      ['prompts/task.md', 'every request', '100', '105', '+5', '+100', '+$0.0090'],
      ['Total', '', '100', '105', '+5', '+100', '+$0.0090'],
    ]);
    const open = md.indexOf('Per file, **smolagents CodeAgent** (prompts by role):\n');
    const collapsed = md.indexOf('<details><summary>Per file, coding agent (prompts by role): -240 tokens per run, -$0.72 per 1,000 runs</summary>');
    assert.equal(open > 0 && collapsed > open, true, 'the headline agent\'s table open, before the others');
    assert.match(md, /<details><summary>Per file, app \(prompts by role\): \+100 tokens per run, \+\$0\.0090 per 1,000 runs<\/summary>/);
    assert.doesNotMatch(md, /Per file, idle/);

    // With no other agent moved, the headline agent's table needs no heading.
    const alone = renderMarkdown(agentsReport(files, [r.scenarios[0]!, scenario('idle', [])]));
    assert.doesNotMatch(alone, /Per file/);
  });

  test('rows, model change and interaction add up to the agent\'s delta exactly, in tokens and in dollars as shown', () => {
    // Per 1,000 runs: two files and the model at $0.335 each, the agent's total $1.00; the interaction is
    // what is left: 1.00 - 3 x 0.335 = -$0.005. At cents each would show $0.34 and the column $1.01 or $1.02;
    // at four places, as its smallest row needs: 0.3350 + 0.3350 + 0.3350 - 0.0050 = 1.0000.
    const files = [row('prompts/a.md', 10), row('prompts/b.md', 10)];
    const s = scenario(
      'smolagents CodeAgent',
      [
        { path: 'prompts/a.md', deltaRunTokens: 200, deltaRunUsd: 0.000335 },
        { path: 'prompts/b.md', deltaRunTokens: 200, deltaRunUsd: 0.000335 },
      ],
      {
        modelChange: { from: 'gpt-4o-mini', to: 'gpt-4o', path: 'agent.py', line: 12, deltaRunTokens: 30, deltaRunUsd: 0.000335 },
        interaction: { deltaRunTokens: -50, deltaRunUsd: -0.000005 },
        deltaRunTokens: 380,
        deltaRunUsd: 0.001,
      },
    );
    const md = renderMarkdown(agentsReport(files, [s]));
    const [table] = tables(md);
    // 200 + 200 + 30 - 50 = 380 tokens.
    assert.deepEqual(table!.slice(1), [
      ['prompts/a.md', 'every request', '100', '110', '+10', '+200', '+$0.3350'],
      ['prompts/b.md', 'every request', '100', '110', '+10', '+200', '+$0.3350'],
      ['model gpt-4o-mini → gpt-4o at agent.py:12', '', '', '', '', '+30', '+$0.3350'],
      ['interaction †', '', '', '', '', '-50', '-$0.0050'],
      ['Total', '', '200', '220', '+20', '+380', '+$1.0000'],
    ]);
    assertAddsUp(table!);
    // -50 tokens together: a threshold of the memory policy.
    assert.match(md, /^<sub>† interaction: the changes cost less together than one by one\. Each row above is that change applied alone; together they cross a threshold of the memory policy that no change crosses alone \(its clearing trigger or compaction\)\.<\/sub>$/m);
  });

  test('cents that round apart are apportioned: the rows still add up to the rounded total', () => {
    // $0.335 + $0.335 + $0.33 = $1.00 per 1,000 runs. Rounded alone: 0.34 + 0.34 + 0.33 = 1.01. The cent too many
    // comes off the first row that rounding pushed up: 0.33 + 0.34 + 0.33 = 1.00.
    const files = [row('a.md', 1), row('b.md', 1), row('c.md', 1)];
    const s = scenario('app', [
      { path: 'a.md', deltaRunTokens: 112, deltaRunUsd: 0.000335 },
      { path: 'b.md', deltaRunTokens: 112, deltaRunUsd: 0.000335 },
      { path: 'c.md', deltaRunTokens: 110, deltaRunUsd: 0.00033 },
    ]);
    const [table] = tables(renderMarkdown(agentsReport(files, [s])));
    assert.deepEqual(table!.map((r) => r[6]), ['Δ per 1k runs', '+$0.33', '+$0.34', '+$0.33', '+$1.00']);
    assertAddsUp(table!);
  });

  test('a cut table keeps its sum: the "more files" row holds what the shown rows leave', () => {
    // 7 files of $0.334 per 1,000 runs, 2 shown: 7 x 0.334 = $2.338, shown $2.34; each row alone $0.33, 7 x 0.33
    // = $2.31, so 3 rows (the first, in ties) show $0.34: the 5 cut ones 0.34 + 4 x 0.33 = $1.66, and
    // 0.34 + 0.34 + 1.66 = 2.34.
    const files = Array.from({ length: 7 }, (_, i) => row(`p/${i}.md`, 1));
    const s = scenario('app', files.map((f) => ({ path: f.path, deltaRunTokens: 112, deltaRunUsd: 0.000334 })));
    const [table] = tables(renderMarkdown(agentsReport(files, [s]), { maxRows: 2 }));
    assert.equal(table!.length, 5);
    assert.deepEqual(table!.slice(1).map((r) => [r[0], r[6]]), [
      ['p/0.md', '+$0.34'],
      ['p/1.md', '+$0.34'],
      ['… 5 more files', '+$1.66'],
      ['Total', '+$2.34'],
    ]);
    assert.deepEqual(table![3]!.slice(0, 6), ['… 5 more files', '', '500', '505', '+5', '+560']);
    assertAddsUp(table!);
  });

  test('the Sent column says how this agent sends the file\'s changed units; the list says it unit by unit', () => {
    const skill = row('.claude/skills/deploy/SKILL.md', 40, {
      units: [
        { ...row('x', 4).units[0]!, id: '.claude/skills/deploy/SKILL.md#description', key: 'description', sentBy: [{ agent: 'Claude Code', delivery: 'every request' }] },
        { ...row('x', 36).units[0]!, id: '.claude/skills/deploy/SKILL.md#body', key: 'body', sentBy: [{ agent: 'Claude Code', delivery: 'on invocation only (deploy)' }] },
        { ...row('x', 0).units[0]!, id: '.claude/skills/deploy/SKILL.md#name', key: 'name', textChanged: false, sentBy: [{ agent: 'Claude Code', delivery: 'once, replayed' }] },
      ],
    });
    const plan = row('prompts/code_agent.yaml', 30, {
      units: [
        {
          ...row('x', 30).units[0]!,
          id: 'prompts/code_agent.yaml#planning.initial_plan',
          key: 'planning.initial_plan',
          sentBy: [
            { agent: 'smolagents CodeAgent', delivery: 'planning steps (side call)' },
            { agent: 'Claude Code', delivery: 'in smolagents CodeAgent\'s context' },
          ],
        },
      ],
    });
    const md = renderMarkdown(
      agentsReport(
        [skill, plan],
        [
          scenario('Claude Code', [
            { path: skill.path, deltaRunTokens: 80, deltaRunUsd: 0.00024 },
            { path: plan.path, deltaRunTokens: 0, deltaRunUsd: 0 },
          ]),
          scenario('smolagents CodeAgent', [{ path: plan.path, deltaRunTokens: 60, deltaRunUsd: 0.00018 }]),
        ],
      ),
    );
    const [claude, smol] = tables(md);
    assert.deepEqual(claude!.slice(1, 3).map((r) => r.slice(0, 2)), [
      ['.claude/skills/deploy/SKILL.md', 'every request; on invocation only (deploy)'],
      ['prompts/code_agent.yaml', 'in smolagents CodeAgent\'s context'],
    ]);
    assert.deepEqual(smol![1]!.slice(0, 2), ['prompts/code_agent.yaml', 'planning steps (side call)']);
    const items = htmlTokens(renderGfm(md)).flatMap((t, i, all) => (t.type === 'open' && t.name === 'li' ? [listItemText(all.slice(i + 1))] : []));
    // The list items after the line of the other agent it changes.
    assert.deepEqual(items.slice(1), [
      '.claude/skills/deploy/SKILL.md#description: Claude Code: every request',
      '.claude/skills/deploy/SKILL.md#body: Claude Code: on invocation only (deploy)',
      "prompts/code_agent.yaml#planning.initial_plan: smolagents CodeAgent: planning steps (side call); Claude Code: in smolagents CodeAgent's context",
    ]);
    assert.match(md, /<details><summary>How each changed unit is sent \(3\)<\/summary>/);
  });

  test('a unit sent differently at head shows both ends in the Sent cell and the list, and a warning says what it means', () => {
    const rule = row('.cursor/rules/python.mdc', 0, { status: 'renamed', previousPath: '.cursorrules' });
    rule.units = [{ ...rule.units[0]!, textChanged: false, sentBy: [{ agent: 'Cursor', delivery: 'on invocation only (python)', base: 'every request' }] }];
    const r = agentsReport([rule], [scenario('Cursor', [{ path: rule.path, deltaRunTokens: -2000, deltaRunUsd: -0.006 }])]);
    r.findings = [
      {
        kind: 'delivery-changed',
        path: rule.path,
        unit: rule.path,
        agent: 'Cursor',
        base: 'every request',
        head: 'on invocation only (python)',
        message: 'every run carried it at base; at head only the runs it applies to do: the others cost less because they run without it',
      },
    ];
    const md = renderMarkdown(r);
    assert.deepEqual(tables(md)[0]![1]!.slice(0, 5), ['.cursor/rules/python.mdc (renamed from .cursorrules)', 'every request → on invocation only (python)', '100', '100', '0']);
    assert.match(md, /^- `\.cursor\/rules\/python\.mdc`: Cursor: every request → on invocation only \(python\)$/m);
    assert.match(
      md,
      /^:warning: \*\*Sent differently at head:\*\*\n- `\.cursor\/rules\/python\.mdc`, Cursor: every request → on invocation only \(python\)\. Every run carried it at base; at head only the runs it applies to do: the others cost less because they run without it\.$/m,
    );
    // The warning comes before the table: a saving that is a rule no longer read is read as such first.
    assert.ok(md.indexOf('Sent differently') < md.indexOf('| File |'));
  });

  test('when the cache moved dollars against tokens, one line says so and the rows it explains point to it', () => {
    const files = [row('prompts/a.md', -310), row('prompts/b.md', 5)];
    const s = scenario(
      'app',
      [
        { path: 'prompts/a.md', deltaRunTokens: -6200, deltaRunUsd: 0.0021 },
        { path: 'prompts/b.md', deltaRunTokens: 100, deltaRunUsd: 0.0003 },
      ],
      { cacheNote: "requests read from the cache: 19 → 0 of 20; fewer requests reach gpt-4o's minimum cacheable prefix of 1,024 tokens" },
    );
    const md = renderMarkdown(agentsReport(files, [s]));
    const [table] = tables(md);
    assert.deepEqual(table!.slice(1).map((r) => r[6]), ['+$2.10 ‡', '+$0.30', '+$2.40']);
    assertAddsUp(table!);
    assert.match(md, /^‡ Dollars moved against tokens: requests read from the cache: 19 → 0 of 20; fewer requests reach gpt-4o's minimum cacheable prefix of 1,024 tokens\.$/m);
  });

  test('the charts: what the change adds to each request where that varies, and the run against the window where it comes near; colours set, a legend in words', () => {
    const s = scenario('smolagents CodeAgent', [{ path: 'a.md', deltaRunTokens: 60, deltaRunUsd: 0.00018 }], {
      policy: 'window: tool outputs of the last 2 steps kept',
      context: { base: [100, 200, 300], head: [120, 240, 360], window: 500, baseEdits: [], headEdits: [2, 1, 2] },
    });
    const md = renderMarkdown(agentsReport([row('a.md', 20)], [s]));
    const html = renderGfm(md);
    // The change adds 20, 40, 60: it varies, so it is drawn. Peak 360 is within 2x of the 500-token window: the run is drawn against it.
    assert.deepEqual(fencedBlocks(html), [
      {
        language: 'mermaid',
        text: [
          '%%{init: {"themeVariables":{"xyChart":{"plotColorPalette":"#0969da"}}}}%%',
          'xychart-beta',
          '    title "Input tokens the change adds, per request"',
          '    x-axis "request" [1, 2, 3]',
          '    y-axis "input tokens" 0 --> 60',
          '    line [20, 40, 60]',
          '',
        ].join('\n'),
      },
      {
        language: 'mermaid',
        text: [
          '%%{init: {"themeVariables":{"xyChart":{"plotColorPalette":"#8c959f, #0969da, #cf222e"}}}}%%',
          'xychart-beta',
          '    title "Input tokens per request and the context window"',
          '    x-axis "request" [1, 2, 3]',
          '    y-axis "input tokens" 0 --> 500',
          '    line [100, 200, 300]',
          '    line [120, 240, 360]',
          '    line [500, 500, 500]',
          '',
        ].join('\n'),
      },
    ]);
    const text = visibleText(html);
    const policy = 'Memory policy: window: tool outputs of the last 2 steps kept; it edits the context before requests 1 and 2 at head only.';
    assert.ok(text.includes(`The blue line is what the change adds to each request of one run (tokens at head minus at base): +20 at the first request, +60 at the last. ${policy}`));
    assert.ok(text.includes(`Grey: each request at base; blue: at head; red: the context window (500 tokens). ${policy}`));
    assert.match(md, /<details><summary>Context per request: smolagents CodeAgent<\/summary>/);
    assert.deepEqual(commentProblems(md), []);

    // 360 is far below half of 128,000: only the change is drawn.
    const far = renderMarkdown(agentsReport([row('a.md', 20)], [{ ...s, context: { ...s.context, window: 128_000, baseEdits: [4] } }]));
    assert.deepEqual(fencedBlocks(renderGfm(far)).map((b) => b.text.split('\n')[2]), ['    title "Input tokens the change adds, per request"']);
    assert.match(far, /Memory policy: window: tool outputs of the last 2 steps kept; it edits the context before requests 1 and 2 at head and before request 4 at base\./);

    // Edits at consecutive requests read as a range.
    const window = renderMarkdown(agentsReport([row('a.md', 20)], [{ ...s, context: { ...s.context, window: 128_000, headEdits: [5, 6, 7, 8, 10], baseEdits: [] } }]));
    assert.match(window, /it edits the context before requests 5–8 and 10 at head only\./);

    // A change every request carries alike is one number, which the headline says: no chart. A shrinking one is drawn below 0.
    const flat = renderMarkdown(agentsReport([row('a.md', 20)], [{ ...s, context: { ...s.context, head: [120, 220, 320], window: 128_000 } }]));
    assert.doesNotMatch(flat, /mermaid|Context per request/);
    const shrinks = renderMarkdown(agentsReport([row('a.md', 20)], [{ ...s, context: { ...s.context, head: [90, 170, 300], window: 128_000 } }]));
    assert.match(fencedBlocks(renderGfm(shrinks))[0]!.text, /y-axis "input tokens" -30 --> 0\n {4}line \[-10, -30, 0\]\n/);
  });
});

describe('the comment of a real diff', () => {
  const words = (n: number): string => 'word '.repeat(n);
  const snapshot = (sha: string, n: number): Snapshot => ({
    ref: sha,
    sha,
    files: ['prompts/a.md', 'prompts/b.md'].map((path) => ({ path, kind: { format: 'text', role: 'system' }, content: { kind: 'text', text: words(n) } })),
  });
  const changes = [
    { path: 'prompts/a.md', status: 'modified' as const },
    { path: 'prompts/b.md', status: 'modified' as const },
  ];

  test('two changes that cross the cache minimum only together: the interaction row is the request the cache starts to cover', () => {
    // gpt-4o, 20 requests. Each file is 151 tokens at base, 461 at head (+310). Request k sends 410 + 658(k-1)
    // tokens at base and reads request k-1's input from the cache, rounded down to OpenAI's steps of 1,024,
    // 1,152, 1,280...: request 2's 410 is not cached, request 3 reads 1,024 of 1,068. One file's change adds
    // 310 to every request: +6,200 tokens, and each of requests 3-20 reads 256 or 384 more (10 x 256 +
    // 8 x 384 = 5,632). Both add 620: +12,400 tokens, request 2's prefix reaches 1,030 and reads 1,024, and
    // requests 2-20 read 1,024 + 16 x 640 + 2 x 512 = 12,288 more. Per 1,000 runs at $2.50/MTok, cached
    // $1.25: one file (6,200 x 2.50 - 5,632 x 1.25) / 1,000 = $8.46; both (12,400 x 2.50 - 12,288 x 1.25)
    // / 1,000 = $15.64; the interaction 15.64 - 2 x 8.46 = -$1.28, and the rows add up: 8.46 + 8.46 - 1.28.
    const report = analyzeDiff({ base: snapshot('b', 150), head: snapshot('h', 460), changes, config: mergeConfig({ model: 'gpt-4o' }) });
    const md = renderMarkdown(report);
    const [table] = tables(md);
    assert.deepEqual(table!.slice(1), [
      ['prompts/a.md', 'every request', '151', '461', '+310', '+6,200', '+$8.46'],
      ['prompts/b.md', 'every request', '151', '461', '+310', '+6,200', '+$8.46'],
      ['interaction †', '', '', '', '', '0', '-$1.28'],
      ['Total', '', '302', '922', '+620', '+12,400', '+$15.64'],
    ]);
    assertAddsUp(table!);
    assert.match(md, /<sub>† interaction: the changes cost less together than one by one\. Each row above is that change applied alone; alone and together, the changes bring different requests to the provider's minimum cacheable prefix \(‡\)\.<\/sub>/);
    assert.match(md, /^‡ Prompt caching changed: requests read from the cache: 18 → 19 of 20; more requests reach gpt-4o's minimum cacheable prefix of 1,024 tokens\.$/m);
    // Every request carries the same 620 more: nothing for a chart to show.
    assert.deepEqual(fencedBlocks(renderGfm(md)), []);
    assert.deepEqual(commentProblems(md), []);
  });
});

describe('a change that moves the cache only when priced alone', () => {
  test('its row, whose dollars go against its tokens, is marked, and the cache line says why, though the whole run reads the cache as often', () => {
    const files = (a: number, b: number): Snapshot['files'] => [
      { path: 'prompts/a.md', kind: { format: 'text', role: 'system' }, content: { kind: 'text', text: 'word '.repeat(a) } },
      { path: 'prompts/b.md', kind: { format: 'text', role: 'system' }, content: { kind: 'text', text: 'word '.repeat(b) } },
    ];
    // 3 requests, each under claude-sonnet-4-5's 1,024-token minimum at base and at head: none is cached.
    // a.md's ten more words alone bring the later requests over it, so that run reads from the cache and
    // costs less for more tokens; with b.md's ten fewer, the run stays under it.
    const report = analyzeDiff({
      base: { ref: 'b', sha: 'b', files: files(100, 100) },
      head: { ref: 'h', sha: 'h', files: files(110, 90) },
      changes: [{ path: 'prompts/a.md', status: 'modified' }, { path: 'prompts/b.md', status: 'modified' }],
      config: mergeConfig({ steps: 3 }),
    });
    const md = renderMarkdown(report);
    const [table] = tables(md);
    assert.deepEqual(table!.slice(1), [
      ['prompts/a.md', 'every request', '125', '138', '+13', '+39', '-$2.6515 ‡'],
      ['prompts/b.md', 'every request', '125', '113', '-12', '-36', '-$0.1170'],
      ['interaction †', '', '', '', '', '0', '+$2.7783'],
      ['Total', '', '250', '251', '+1', '+3', '+$0.0098'],
    ]);
    assert.match(md, /^‡ Dollars moved against tokens: requests read from the cache: 0 of 3 at base and at head, but a change priced alone moves which requests reach claude-sonnet-4-5's minimum cacheable prefix of 1,024 tokens\.$/m);
    assert.deepEqual(commentProblems(md), []);
  });
});

describe('the footer names the head a reviewer knows', () => {
  const footer = (r: Report): string => renderMarkdown(r).trim().split('\n').at(-1)!;
  const pr = '1'.repeat(40);

  test("on a pull request: its head commit, linked on its page, not GitHub's test merge that was priced", () => {
    const linked = footer({ ...report([row('a.md', 5)]), pullRequest: { number: 7, headSha: pr, url: 'https://github.com/acme/bot/pull/7' } });
    assert.equal(linked, `<sub>base \`aaaaaaa\` → head [\`1111111\`](https://github.com/acme/bot/pull/7/commits/${pr}) · thresholds (each agent on its own): max-delta-tokens 500</sub>`);
    // Without the page, the commit alone; a page that is no plain https address is not linked.
    assert.match(footer({ ...report([row('a.md', 5)]), pullRequest: { number: 7, headSha: pr } }), /→ head `1111111` ·/);
    assert.match(footer({ ...report([row('a.md', 5)]), pullRequest: { number: 7, headSha: pr, url: 'javascript:alert(1)' } }), /→ head `1111111` ·/);
    // Nor the page of another pull request.
    assert.match(footer({ ...report([row('a.md', 5)]), pullRequest: { number: 7, headSha: pr, url: 'https://github.com/acme/bot/pull/8' } }), /→ head `1111111` ·/);
  });

  test('elsewhere (the CLI, a push): the head priced', () => {
    assert.match(footer(report([row('a.md', 5)])), /→ head `bbbbbbb` ·/);
  });
});

describe('a report that changes no prompt material', () => {
  test('no file, or files whose prompts did not change (a code-only edit), and no agent moved', async () => {
    const { changesNothing } = await import('../../src/report/changes-nothing.js');
    assert.equal(changesNothing(report([])), true);
    const codeOnly = row('agent.py', 0, { deltaRunTokens: 0, deltaRunUsd: 0, units: [] });
    assert.equal(changesNothing(report([codeOnly])), true);
    assert.equal(changesNothing(report([row('a.md', 5)])), false);
    assert.equal(changesNothing(report([{ ...codeOnly, status: 'renamed', previousPath: '.cursorrules' }])), false, 'a rename can change how a file is sent');
  });
});

describe('budgets and acceptance in the comment', () => {
  const THRESHOLDS = { maxDeltaTokens: 500, maxDeltaPercent: null, maxDeltaUsd: null, maxPeakContext: null };
  const check = (over: Partial<BudgetCheck>): BudgetCheck => ({
    budget: 'budgets[0]',
    origin: { file: '.ctxguard.yml (base aaaaaaa)', line: 3 },
    kind: 'file',
    subject: 'AGENTS.md',
    measure: 'tokens',
    limit: 2500,
    base: 2400,
    head: 2510,
    paths: ['AGENTS.md'],
    status: 'tolerated',
    ...over,
  });

  test('a tolerated crossing passes with its sentence, its row says so, and the footer names the band', () => {
    const verdict: Report['verdict'] = { status: 'pass', reasons: [], thresholds: THRESHOLDS, tolerancePercent: 10, tolerated: ['AGENTS.md is 2,510 tokens, above its budget of 2,500 tokens (budgets[0]), within the 10% tolerance (up to 2,750)'], acceptLabel: 'ctxguard: accept' };
    const md = renderMarkdown({ ...report([row('AGENTS.md', 110)], verdict), budgets: [check({}), check({ budget: 'budgets[1]', kind: 'agent', subject: 'app', measure: 'runUsd', limit: 0.5, base: 0.2, head: 0.25, paths: [], status: 'within' })] });
    assert.match(md, /^:white_check_mark: \*\*Within budget\*\*\.\n\n:warning: Within the tolerance: AGENTS\.md is 2,510 tokens, above its budget of 2,500 tokens \(budgets&#91;0&#93;\), within the 10% tolerance \(up to 2,750\)\.$/m);
    assert.ok(md.includes('**Budgets** (1 over, 1 within; as `.ctxguard.yml (base aaaaaaa)` sets them):\n\n| Budget | Bounds | Base | Head | Limit | |\n|:--|:--|--:|--:|--:|:--|\n| `budgets[0]` | `AGENTS.md` | 2,400 | 2,510 | 2,500 | :warning: 10 over, within the tolerance |'), md);
    assert.ok(md.includes('<details><summary>Budgets within their limits (1)</summary>\n\n| Budget | Bounds | Base | Head | Limit | |\n|:--|:--|--:|--:|--:|:--|\n| `budgets[1]` | app: dollars per run | $0.20 | $0.25 | $0.50 | $0.25 left |'), md);
    assert.match(md, /max-delta-tokens 500 · tolerance 10%<\/sub>/);
    assert.doesNotMatch(md, /To accept this increase/);
  });

  test('a failing check says how to accept it, unless no label can; an accepted one says what and by whom, mentioning no one', () => {
    const failing: Report['verdict'] = { status: 'fail', reasons: ['delta-tokens +900 (default) is above max-delta-tokens 500'], thresholds: THRESHOLDS, acceptLabel: 'cost: ok' };
    assert.match(renderMarkdown(report([row('a.md', 900)], failing)), /\nTo accept this increase, add the label `cost: ok` to the pull request: the check passes on its next run and says who accepted it\.\n/);
    assert.doesNotMatch(renderMarkdown(report([row('a.md', 900)], { ...failing, acceptLabel: null })), /To accept/);
    const accepted: Report['verdict'] = { status: 'pass', reasons: [], thresholds: THRESHOLDS, acceptLabel: 'cost: ok', accepted: { label: 'cost: ok', by: 'octocat', reasons: failing.reasons } };
    assert.match(renderMarkdown(report([row('a.md', 900)], accepted)), /^:white_check_mark: \*\*Accepted\*\* with the label `cost: ok` \(added by @\u2060octocat\): delta-tokens \+900 \(default\) is above max-delta-tokens 500\.$/m);
    const unknown = renderMarkdown(report([row('a.md', 900)], { ...accepted, accepted: { ...accepted.accepted!, by: null } }));
    assert.match(unknown, /^:white_check_mark: \*\*Accepted\*\* with the label `cost: ok`: delta-tokens/m);
  });

  test('budgets all within their limits are one collapsed table', () => {
    const md = renderMarkdown({ ...report([row('AGENTS.md', 5)]), budgets: [check({ head: 2405, status: 'within', kind: 'files', subject: 'prompts/**', paths: ['prompts/a.md', 'prompts/b.md'] })] });
    assert.ok(md.includes('<details><summary>Budgets: all 1 within their limits (as .ctxguard.yml (base aaaaaaa) sets them)</summary>'), md);
    // Where Markdown is not read, a hostile name stays text.
    const hostile = renderMarkdown({ ...report([row('AGENTS.md', 5)]), budgets: [check({ head: 2405, status: 'within', origin: { file: '<a href="https://evil.example">sign in</a>', line: 1 } })] });
    assert.ok(hostile.includes('(as &lt;a href=&quot;https:\u2060//evil.example&quot;&gt;sign in&lt;/a&gt; sets them)'), hostile);
    assert.ok(md.includes('| `budgets[0]` | `prompts/**` together (2 files) | 2,400 | 2,405 | 2,500 | 95 left |'), md);
    assert.doesNotMatch(md, /\*\*Budgets\*\*/);
  });
});

describe('the trend on the default branch', () => {
  const trend = (url: string | null): Report['trend'] => ({
    branch: 'ctxguard-history',
    url,
    agents: [{ agent: 'default', pushes: 3, since: '2026-11-02T10:00:00Z', first: { runUsd: 0.05, runTokens: 18_000 }, last: { runUsd: 0.06, runTokens: 20_000 } }],
  });

  test("under the headline agent's figures: where the pushes took its run and where this pull request takes it, at one precision, with the page", () => {
    const md = renderMarkdown({ ...report([row('a.md', 5)]), trend: trend('https://acme.github.io/agent/') });
    assert.match(md, /^Trend on the default branch \(3 pushes since 2026-11-02\): a run went \$0\.0500 → \$0\.0600 \(18,000 → 20,000 input tokens\); this pull request takes it to \$0\.0603 \(20,100\) · \[history\]\(https:\/\/acme\.github\.io\/agent\/\)$/m);
  });

  test('only an https page is linked; an agent the history has not seen has no trend line', () => {
    assert.doesNotMatch(renderMarkdown({ ...report([row('a.md', 5)]), trend: trend('javascript:alert(1)') }), /\[history\]/);
    const other = { ...trend(null)!, agents: [{ ...trend(null)!.agents[0]!, agent: 'someone else' }] };
    assert.doesNotMatch(renderMarkdown({ ...report([row('a.md', 5)]), trend: other }), /Trend on the default branch/);
  });
});
