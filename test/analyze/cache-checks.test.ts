import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeDiff } from '../../src/analyze/diff.js';
import { isPerRunField } from '../../src/analyze/cache-lint.js';
import type { Finding } from '../../src/report/report.js';
import { o200kConfig } from '../support/o200k-config.js';
import { referenceCount as t } from '../support/reference-count.js';
import { snapshotOf } from '../support/repository-units.js';
import { groupedNumber } from '../../src/grouped-number.js';

/**
 * The cache checks: a system prompt the pull request brings under the model's minimum cacheable
 * prefix, and a per-run value put into the cached prefix. claude-sonnet-4-5 caches no prefix under
 * 1,024 tokens.
 */
const SENTENCE = 'Answer in the language of the question and cite the file and line of every claim. ';
const system = (sentences: number): string => SENTENCE.repeat(sentences);
const diff = (base: string, head: string, config = {}) =>
  analyzeDiff({
    base: snapshotOf('b', { 'prompts/system.md': base }),
    head: snapshotOf('h', { 'prompts/system.md': head }),
    changes: [{ path: 'prompts/system.md', status: 'modified' }],
    config: o200kConfig({ model: 'claude-sonnet-4-5', steps: 3, ...config }),
  });
const of = (findings: readonly Finding[], kind: Finding['kind']) => findings.filter((f) => f.kind === kind);

describe('cache checks', () => {
  // The smallest number of sentences at or over the floor, and one fewer.
  let over = 1;
  while (t(system(over)) < 1024) over++;

  test('a system prompt brought under the minimum cacheable prefix is pointed out, with both sizes', () => {
    assert.ok(t(system(over)) >= 1024 && t(system(over - 1)) < 1024, `${t(system(over))}, ${t(system(over - 1))}`);
    const report = diff(system(over), system(over - 1));
    assert.deepEqual(of(report.findings, 'cache-floor'), [
      {
        kind: 'cache-floor',
        path: 'prompts/system.md',
        agent: 'app',
        message: `this pull request brings app's start-up context from ${groupedNumber(t(system(over)))} to ${groupedNumber(t(system(over - 1)))} tokens, under claude-sonnet-4-5's minimum cacheable prefix of 1,024 tokens: its system prompt and tools are no longer cached on their own`,
      },
    ]);
    // Exactly at the floor is cached: no finding when the head is there, one token under it is.
    let pad = '';
    while (t(system(over - 1) + pad) < 1024) pad += ' x';
    assert.equal(t(system(over - 1) + pad), 1024);
    assert.deepEqual(of(diff(system(over + 1), system(over - 1) + pad).findings, 'cache-floor'), []);
    assert.equal(of(diff(system(over + 1), system(over - 1) + pad.slice(2)).findings, 'cache-floor').length, 1);
    // Without caching, there is nothing to lose.
    assert.deepEqual(of(diff(system(over), system(over - 1), { caching: false }).findings, 'cache-floor'), []);
  });

  test('a run none of whose requests reaches the floor reads nothing from the cache: said when the change moves it', () => {
    const report = diff(system(2), system(3), { taskTokens: 10, outputTokensPerStep: 10, toolOutputTokens: 10 });
    const [finding] = of(report.findings, 'cache-floor');
    assert.match(finding!.message, /^no request of app's run reaches claude-sonnet-4-5's minimum cacheable prefix of 1,024 tokens \(its largest is \d+\): nothing is read from the cache, and every request pays the full input price$/);
    assert.equal(report.scenarios[0]!.head.cachedTokens, 0);
  });

  test('a per-run value added to the cached prefix is pointed out at its unit; one already there, or outside the prefix, is not', () => {
    const base = `${system(3)}\n`;
    const head = `Today is {{ current_date }}, session {{ session_id }}.\n${system(3)}`;
    const report = diff(base, head);
    assert.deepEqual(of(report.findings, 'per-run-prefix'), [
      {
        kind: 'per-run-prefix',
        path: 'prompts/system.md',
        line: 1,
        unit: 'prompts/system.md',
        agent: 'app',
        message:
          "the fields current_date, session_id change from run to run, in the prefix app caches: each run writes that prefix to the cache again instead of reading the last run's; put per-run values after the cached part (at the end of the last message)",
      },
    ]);
    assert.deepEqual(of(diff(head, `${head}More.\n`).findings, 'per-run-prefix'), []);
    // The finding points at the field's line.
    assert.equal((of(diff(base, `${system(3)}\n\nNow: {{ now }}\n`).findings, 'per-run-prefix')[0] as { line: number }).line, 3);
    assert.deepEqual(of(diff(base, head, { caching: false }).findings, 'per-run-prefix'), []);
  });

  test('what reads as a per-run value: dates, times, ids of a run, counters; not a user or a tool', () => {
    for (const field of ['current_date', 'now', 'datetime.now()', 'today', 'timestamp', 'runId', 'session_id', 'request-id', 'uuid4()', 'iteration', 'currentTime']) assert.ok(isPerRunField(field), field);
    for (const field of ['user_name', 'tools', 'task', 'date_format_help'.replace('date', 'data'), 'identity', 'update']) assert.ok(!isPerRunField(field), field);
  });
});
