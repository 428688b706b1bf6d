import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apportion, columnDecimals, dollarColumn, formatDollarUnits } from '../../src/report/dollar-column.js';

describe('a dollar column that adds up as shown', () => {
  test('rounded rows that miss the total give the difference to the rows rounding moved furthest', () => {
    // 33.5 + 33.5 + 33 = 100; rounded alone 34 + 34 + 33 = 101: the first 33.5 gives one back.
    assert.deepEqual(apportion([33.5, 33.5, 33], 100), [33, 34, 33]);
    // 0.4 x 3 = 1.2, rounded total 1; alone 0 + 0 + 0: the first of the ties gets it.
    assert.deepEqual(apportion([0.4, 0.4, 0.4], 1), [1, 0, 0]);
    // Negative rows: -33.5 - 33.5 - 33 = -100; alone -33 (Math.round rounds -33.5 up) -33 -33 = -99.
    assert.deepEqual(apportion([-33.5, -33.5, -33], -100), [-34, -33, -33]);
    // 0.6 + 0.6 = 1.2, total 1; alone 1 + 1 = 2: the first 0.6 gives one back. A row that is exactly zero
    // is not touched while another row can take the difference.
    assert.deepEqual(apportion([0, 0.6, 0.6], 1), [0, 0, 1]);
    assert.deepEqual(apportion([0, 0.4, 0.4], 1), [0, 1, 0]);
  });

  test('cents, or as many places as the smallest row needs for two significant digits, up to six', () => {
    assert.equal(columnDecimals([48, 0.72]), 2);
    // 0.009: 1 - floor(log10 0.009) = 1 - (-3) = 4 places, $0.0090.
    assert.equal(columnDecimals([48, 0.009]), 4);
    assert.equal(columnDecimals([0.00000001]), 2, 'floating-point dust is no row');
    assert.equal(columnDecimals([0.000001]), 6);
  });

  test('the column: rows in units of the last place, summing to the rounded total', () => {
    // $0.335 x 3 and -$0.005 sum to $1.00; the smallest needs 4 places: 3,350 x 3 - 50 = 10,000.
    assert.deepEqual(dollarColumn([0.335, 0.335, 0.335, -0.005], 1), { decimals: 4, rows: [3350, 3350, 3350, -50], total: 10_000 });
    assert.equal(formatDollarUnits(-50, 4), '-$0.0050');
    assert.equal(formatDollarUnits(123_456, 2), '+$1,234.56');
    assert.equal(formatDollarUnits(0, 2), '$0.00');
  });
});
