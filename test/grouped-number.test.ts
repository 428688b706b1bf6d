import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupedNumber } from '../src/grouped-number.js';
import { random } from './support/corpus.js';

const icu = (x: number, decimals: number): string => x.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

test('numbers are written as ICU writes them in en-US: grouped, rounded from the shortest decimal, half away from zero', () => {
  assert.equal(groupedNumber(1234567), '1,234,567');
  assert.equal(groupedNumber(1.005, 2), '1.01', 'the shortest decimal 1.005, not the binary 1.00499...');
  assert.equal(groupedNumber(0.995, 2), '1.00');
  assert.equal(groupedNumber(999_999.5), '1,000,000');
  assert.equal(groupedNumber(-2.5), '-3');
  assert.equal(groupedNumber(-0.4), '-0');
  assert.equal(groupedNumber(5e-7, 4), '0.0000');
  assert.equal(groupedNumber(1.5e22), '15,000,000,000,000,000,000,000');
  assert.equal(groupedNumber(0, 2), '0.00');
  const rand = random(7);
  const cases: Array<[number, number]> = [];
  for (let i = 0; i < 2_000; i++) {
    const x = (rand() - 0.3) * 10 ** (Math.floor(rand() * 30) - 12);
    const k = Math.floor(rand() * 1e7);
    for (const d of [0, 2, 4]) cases.push([x, d], [k / 1000, d], [-k / 100_000, d], [k * 0.000003, d]);
  }
  // Whole figures take a shorter path: every grouping boundary, the sign, and past the safe integers.
  const whole = [0, -0, 7, -7, 99, 100, 999, 1_000, -1_000, 9_999, 10_000, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, 2 ** 60];
  for (let i = 0; i < 2_000; i++) whole.push(Math.floor((rand() - 0.2) * 10 ** Math.floor(rand() * 16)));
  for (const n of whole) cases.push([n, 0]);
  const wrong = cases.filter(([x, d]) => groupedNumber(x, d) !== icu(x, d)).slice(0, 5);
  assert.deepEqual(wrong.map(([x, d]) => `${x} to ${d}: ${groupedNumber(x, d)}, ICU ${icu(x, d)}`), []);
});
