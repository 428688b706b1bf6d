import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TakenRanges } from '../../src/extract/code/unit-collector.js';

test('taken ranges answer as a scan of every range would, in any order of adding', () => {
  // A seeded generator: the same ranges every run.
  let seed = 7;
  const random = (n: number): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  for (let round = 0; round < 200; round++) {
    const ranges = new TakenRanges();
    const added: Array<[number, number]> = [];
    for (let i = 0; i < 30; i++) {
      const start = random(500);
      const end = start + 1 + random(60);
      ranges.add(start, end);
      added.push([start, end]);
      for (let q = 0; q < 20; q++) {
        const qs = random(560);
        const qe = qs + 1 + random(30);
        // Merged overlapping ranges cover what their union covers.
        const union = [...added].sort((a, b) => a[0] - b[0]).reduce<Array<[number, number]>>((out, [s, e]) => {
          const last = out.at(-1);
          if (last && s < last[1]) last[1] = Math.max(last[1], e);
          else out.push([s, e]);
          return out;
        }, []);
        const expected = union.some(([s, e]) => qs >= s && qe <= e);
        assert.equal(ranges.covers(qs, qe), expected, `round ${round}: [${qs}, ${qe}) after ${JSON.stringify(added)}`);
      }
    }
  }
});
