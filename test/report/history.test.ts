import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { appendToHistory, emptyHistory, parseHistory, trendsOf, TREND_WINDOW, type History } from '../../src/report/history.js';
import { InputError } from '../../src/input-error.js';
import type { FileDelta, Report, ScenarioReport } from '../../src/report/report.js';

const file = (path: string, headTokens: number, over: Partial<FileDelta> = {}): FileDelta =>
  ({ path, status: 'modified', previousPath: null, baseTokens: 0, headTokens, deltaTokens: headTokens, deltaRunTokens: 0, deltaRunUsd: 0, agent: null, units: [], ...over }) as FileDelta;
const scenario = (name: string, runUsd: number, runTokens: number): ScenarioReport =>
  ({ name, model: 'gpt-4o', prompt: { headTokens: 10 }, startup: { baseTokens: 5, headTokens: 8 }, head: { inputTokens: runTokens, costUsd: runUsd, peakContext: 99 } }) as unknown as ScenarioReport;
const report = (sha: string, files: FileDelta[], scenarios = [scenario('app', 0.1, 1000)]): Report => ({ head: { ref: 'main', sha }, files, scenarios }) as unknown as Report;

describe('the history document', () => {
  test("a file keeps the id it was first seen under through two renames; a deleted file's change is not a figure", () => {
    let h = appendToHistory(emptyHistory(), report('a', [file('p/one.md', 5)]), '2026-12-01');
    h = appendToHistory(h, report('b', [file('p/two.md', 6, { status: 'renamed', previousPath: 'p/one.md' })]), '2026-12-02');
    h = appendToHistory(h, report('c', [file('q/three.md', 7, { status: 'renamed', previousPath: 'p/two.md' }), file('gone.md', 0, { status: 'deleted' })]), '2026-12-03');
    assert.deepEqual(h.fileIds, { 'q/three.md': 'p/one.md' });
    assert.deepEqual(h.entries.map((e) => e.files), [{ 'p/one.md': { path: 'p/one.md', tokens: 5 } }, { 'p/one.md': { path: 'p/two.md', tokens: 6 } }, { 'p/one.md': { path: 'q/three.md', tokens: 7 } }]);
    assert.deepEqual(h.entries[2]!.agents, [{ name: 'app', model: 'gpt-4o', runTokens: 1000, runUsd: 0.1, peakContext: 99, startupTokens: 8, promptTokens: 10 }]);
  });

  test('a run made again for a commit keeps its place; a new file at a renamed file’s old path gets an id of its own', () => {
    let h = appendToHistory(emptyHistory(), report('a', [file('p/one.md', 5)]), '1');
    h = appendToHistory(h, report('b', [file('p/two.md', 6, { status: 'renamed', previousPath: 'p/one.md' }), file('p/one.md', 9, { status: 'added' })]), '2');
    assert.deepEqual(h.fileIds, { 'p/two.md': 'p/one.md', 'p/one.md': 'p/one.md#2' });
    assert.deepEqual(h.entries[1]!.files, { 'p/one.md': { path: 'p/two.md', tokens: 6 }, 'p/one.md#2': { path: 'p/one.md', tokens: 9 } });
    h = appendToHistory(h, report('a', [file('p/two.md', 7)]), '1 again');
    assert.deepEqual(h.entries.map((e) => [e.sha, e.date]), [['a', '1 again'], ['b', '2']]);
  });

  test('a history file that is not one is an error naming the key', () => {
    const rejects = (text: string, key: string | undefined) =>
      assert.throws(() => parseHistory(text, 'history.json'), (e: unknown) => e instanceof InputError && e.where.key === key);
    rejects('{', undefined);
    rejects('{"version": 2}', 'version');
    rejects('{"version": 1, "fileIds": {}, "entries": [{"sha": "a", "date": "d", "agents": [{"name": "x", "runTokens": "1"}], "files": {}}]}', 'entries.0.agents.0');
    rejects('{"version": 1, "fileIds": {"a.md": 3}, "entries": []}', 'fileIds');
    rejects('{"version": 1, "fileIds": {}, "entries": [{"sha": "a", "date": "d", "agents": [], "files": {"a.md": {"path": "a.md"}}}]}', 'entries.0.files');
    const good: History = appendToHistory(emptyHistory(), report('a', []), 'd');
    assert.deepEqual(parseHistory(JSON.stringify(good), 'history.json'), good);
  });

  test(`a trend looks back over the last ${TREND_WINDOW} pushes that ran the agent`, () => {
    let h = emptyHistory();
    for (let i = 0; i < TREND_WINDOW + 5; i++) h = appendToHistory(h, report(`s${i}`, [], [scenario('app', i / 100, 1000 + i)]), `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`);
    const [trend] = trendsOf(h, report('pr', [], [scenario('app', 1, 1), scenario('new agent', 1, 1)]));
    assert.deepEqual(trend, { agent: 'app', pushes: TREND_WINDOW, since: h.entries[5]!.date, first: { runUsd: 0.05, runTokens: 1005 }, last: { runUsd: (TREND_WINDOW + 4) / 100, runTokens: 1000 + TREND_WINDOW + 4 } });
    assert.equal(trendsOf(h, report('pr', [], [scenario('new agent', 1, 1)])).length, 0);
  });
});
