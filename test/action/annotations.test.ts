import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { annotate, ANNOTATIONS_PER_LEVEL } from '../../src/action/annotations.js';
import type { LocatedResult } from '../../src/report/located-results.js';

const result = (level: LocatedResult['level'], i: number): LocatedResult => ({ rule: level === 'error' ? 'budget' : 'cache-floor', level, message: `${level} ${i}`, path: `f${i}.md`, line: i + 1, ...(i === 0 ? { endLine: 4 } : {}) });

describe('annotations', () => {
  test("GitHub's limit of ten errors and ten warnings a step: the first ten of each, the rest counted in the log; notes are not annotated", () => {
    const calls: string[] = [];
    const place = (p: { title: string; file: string; startLine: number; endLine?: number }) => `${p.file}:${p.startLine}${p.endLine ? `-${p.endLine}` : ''} ${p.title}`;
    const results = [...Array.from({ length: 12 }, (_, i) => result('error', i)), ...Array.from({ length: 10 }, (_, i) => result('warning', i)), result('note', 0)];
    annotate(results, {
      error: (m, p) => calls.push(`error ${place(p)}: ${m}`),
      warning: (m, p) => calls.push(`warning ${place(p)}: ${m}`),
      info: (m) => calls.push(`info ${m}`),
    });
    assert.equal(ANNOTATIONS_PER_LEVEL, 10);
    assert.deepEqual(calls.slice(0, 2), ['error f0.md:1-4 ctxguard: budget: error 0', 'error f1.md:2 ctxguard: budget: error 1']);
    assert.equal(calls.filter((c) => c.startsWith('error ')).length, 10);
    assert.equal(calls[10], "info ctxguard: 2 more errors than the 10 GitHub shows as annotations of a step; the comment, the report (report-json) and the code-scanning results (sarif-file) have them all");
    // Exactly ten warnings: all shown, nothing to count.
    assert.equal(calls.filter((c) => c.startsWith('warning ')).length, 10);
    assert.equal(calls.length, 21);
  });
});
