import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { splitByTolerance, withinBand, type Crossing } from '../../src/gate/tolerance.js';

const crossing = (value: number, limit: number, unit: Crossing['unit'] = 'count'): Crossing => ({ reason: `${value} is above ${limit}`, value, limit, unit });

describe('the tolerance band', () => {
  test('a crossing exactly at the top of the band passes as tolerated; one more fails', () => {
    assert.deepEqual(splitByTolerance([{ ...crossing(550, 500), agent: 'app' }], 10), {
      failing: [],
      tolerated: ['550 is above 500, within the 10% tolerance (up to 550)'],
      judged: [{ reason: '550 is above 500, within the 10% tolerance (up to 550)', status: 'tolerated', agent: 'app' }],
    });
    assert.deepEqual(splitByTolerance([{ ...crossing(551, 500), budget: 'budgets[0]' }], 10), {
      failing: ['551 is above 500'],
      tolerated: [],
      judged: [{ reason: '551 is above 500', status: 'failing', budget: 'budgets[0]' }],
    });
  });

  test('without a band every crossing fails; a limit of 0 has no band', () => {
    assert.deepEqual(splitByTolerance([crossing(501, 500)], null).failing, ['501 is above 500']);
    assert.equal(withinBand(1, 0, 50), false);
    assert.equal(withinBand(Number.POSITIVE_INFINITY, 5, 1000), false, 'prompt material that is all new is past any band');
  });

  test("a band's top is computed without a float's last bit: 121 and 100·10/121 % reach 131", () => {
    assert.equal(withinBand(131, 121, (100 * 10) / 121), true);
    assert.equal(withinBand(131, 121, (100 * 9) / 121), false);
    assert.match(splitByTolerance([crossing(131, 121)], (100 * 10) / 121).tolerated[0]!, /within the 8\.26% tolerance \(up to 131\)$/);
  });

  test('the top is written in the limit’s unit', () => {
    assert.match(splitByTolerance([crossing(10.5, 10, 'usd')], 5).tolerated[0]!, /\(up to \$10\.50\)$/);
    // A band too narrow for cents still reads above its limit.
    assert.match(splitByTolerance([crossing(0.490004, 0.49, 'usd')], 0.001).tolerated[0]!, /\(up to \$0\.490005\)$/);
    assert.match(splitByTolerance([crossing(5.2, 5, 'percent')], 10).tolerated[0]!, /within the 10% tolerance \(up to 5\.5%\)$/);
  });
});
