import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveModel } from '../../src/models/catalog.js';
import { RequestMeter } from '../../src/simulate/meter.js';
import { priceAt } from '../../src/models/model.js';

/** Dollars in billionths, so that exact sums compare exactly: tokens x $/MTok x 1,000. */
const nano = (usd: number): number => Math.round(usd * 1e9);
const cents = (usd: number): string => `$${usd.toFixed(2)}`;

/**
 * The seed's `Meter` (context engineering for long-running agents) prices a replayed run at $3 input
 * and $15 output per million, cache reads 0.1x and writes 1.25x. Per request it counts as read the
 * prefix of messages identical to the previous request's, once that reaches its minimum, and
 * everything else as written: `(read x 0.1 + (total - read) x 1.25) x PRICE_IN + output x PRICE_OUT`,
 * a breakpoint at the end of every request. So its "tokens prefilled fresh" are all written, and none
 * of its input is plain. Its figures:
 *
 *                                naive     managed
 *     input tokens, all turns  5,856,377  1,286,153
 *     tokens prefilled fresh     213,241    310,929
 *     cost without caching        $17.71      $4.00
 *     cost with caching            $2.63      $1.60
 */
const SEED = {
  naive: { input: 5_856_377, fresh: 213_241, plain: '$17.71', cached: '$2.63' },
  managed: { input: 1_286_153, fresh: 310_929, plain: '$4.00', cached: '$1.60' },
};

/**
 * Output tokens the seed does not print. Both runs replay the same turns, each metered with the
 * model's call as its output, so both have the same output total O; the four figures bound it:
 *   naive plain   17.705 <= 5,856,377 x 3e-6 + 15e-6 O < 17.715  ->  9,058.1 <= O < 9,724.7
 *   managed plain  3.995 <= 1,286,153 x 3e-6 + 15e-6 O <  4.005  ->  9,102.7 <= O < 9,769.4
 *   naive cached   2.625 <= 5,643,136 x 0.3e-6 + 213,241 x 3.75e-6 + 15e-6 O < 2.635  ->  8,827.0 <= O < 9,493.7
 *   managed cached 1.595 <= 975,224 x 0.3e-6 + 310,929 x 3.75e-6 + 15e-6 O < 1.605    ->  9,096.3 <= O < 9,763.0
 * so 9,103 <= O <= 9,493. The text fixes no value inside: the test prices both ends.
 */
const OUTPUT = { low: 9_103, high: 9_493 };

/** Anthropic's multipliers on an input price the config gives: reads $0.30, writes $3.75. */
const MODEL = resolveModel('seed-sonnet', { 'seed-sonnet': { provider: 'anthropic', input: 3, output: 15 } });

function price(run: (typeof SEED)['naive'], output: number) {
  // Read is what is not fresh; written is all that is fresh.
  return new RequestMeter(MODEL).request(run.input, { readTokens: run.input - run.fresh, writtenTokens: run.fresh }, output);
}

describe("the meter's prices", () => {
  test("the seed's model: $3/$15, reads 0.1x, writes 1.25x", () => {
    assert.deepEqual(
      [MODEL.prices.input.base, MODEL.prices.output.base, MODEL.prices.cacheRead?.base, MODEL.prices.cacheWrite?.base].map((p) => Math.round(p! * 100)),
      [300, 1_500, 30, 375],
    );
  });

  test("the seed's four figures, to the cent, at both ends of the output it allows", () => {
    for (const output of [OUTPUT.low, OUTPUT.high]) {
      for (const [name, run] of Object.entries(SEED)) {
        const metered = price(run, output);
        assert.equal(metered.cachedTokens, run.input - run.fresh);
        assert.equal(cents(metered.uncachedCostUsd), run.plain, `${name} without caching, ${output} output tokens`);
        assert.equal(cents(metered.costUsd), run.cached, `${name} with caching, ${output} output tokens`);
      }
    }
  });

  test('the figures exactly, at 9,103 output tokens', () => {
    // In millionths of a dollar (tokens x $/MTok); 9,103 output tokens x 15 = 136,545.
    // Naive: 5,856,377 x 3 = 17,569,131 + 136,545 = 17,705,676; cached 5,643,136 x 0.30 = 1,692,940.8 +
    // 213,241 x 3.75 = 799,653.75 + 136,545 = 2,629,139.55.
    // Managed: 1,286,153 x 3 = 3,858,459 + 136,545 = 3,995,004; cached 975,224 x 0.30 = 292,567.2 +
    // 310,929 x 3.75 = 1,165,983.75 + 136,545 = 1,595,095.95.
    const hundredMillionths = (usd: number): number => Math.round(usd * 1e8);
    const naive = price(SEED.naive, OUTPUT.low);
    const managed = price(SEED.managed, OUTPUT.low);
    assert.deepEqual([naive.uncachedCostUsd, naive.costUsd].map(hundredMillionths), [1_770_567_600, 262_913_955]);
    assert.deepEqual([managed.uncachedCostUsd, managed.costUsd].map(hundredMillionths), [399_500_400, 159_509_595]);
  });

  test('the output the seed allows is tight: one token outside it moves a figure by a cent', () => {
    assert.equal(cents(price(SEED.managed, OUTPUT.low - 1).uncachedCostUsd), '$3.99');
    assert.equal(cents(price(SEED.naive, OUTPUT.high + 1).costUsd), '$2.64');
  });

  test('past 200K input tokens the whole request pays the long-context rates, cache reads and writes included', () => {
    // claude-sonnet-4-5: $3 / $3.75 / $0.30 / $15 up to 200,000 input tokens; $6 / $7.50 / $0.60 / $22.50 past them.
    const sonnet = resolveModel('claude-sonnet-4-5');
    // 200,000 tokens is not past: 10,000 plain x 3 + 150,000 read x 0.30 + 40,000 written x 3.75 + 1,000 x 15
    // = 30,000 + 45,000 + 150,000 + 15,000: $0.24.
    assert.equal(nano(new RequestMeter(sonnet).request(200_000, { readTokens: 150_000, writtenTokens: 40_000 }, 1_000).costUsd), 240_000_000);
    // 250,000: 10,000 x 6 + 200,000 x 0.60 + 40,000 x 7.50 + 1,000 x 22.50 = 60,000 + 120,000 + 300,000 + 22,500: $0.5025.
    const long = new RequestMeter(sonnet).request(250_000, { readTokens: 200_000, writtenTokens: 40_000 }, 1_000);
    assert.equal(nano(long.costUsd), 502_500_000);
    // Without caching: 250,000 x 6 + 22,500 = $1.5225.
    assert.equal(nano(long.uncachedCostUsd), 1_522_500_000);
  });

  test('a model without a write price bills written input as plain input', () => {
    // gpt-4o: $2.50 input, $1.25 cached, $10 output, no write price.
    const metered = new RequestMeter(resolveModel('gpt-4o')).request(3_000, { readTokens: 2_048, writtenTokens: 500 }, 100);
    // 952 x 2.50 + 2,048 x 1.25 + 100 x 10 = 2,380 + 2,560 + 1,000: $0.00594.
    assert.equal(nano(metered.costUsd), 5_940_000);
  });
});

describe("a run's meter", () => {
  /** The meter's figures recomputed from each price's own tier, with nothing carried from a request before. */
  function reference(model: ReturnType<typeof resolveModel>, input: number, charge: { readTokens: number; writtenTokens: number }, output: number) {
    const p = model.prices;
    const inputPrice = priceAt(p.input, input);
    const outputCost = (output * priceAt(p.output, input)) / 1e6;
    const read = p.cacheRead ? priceAt(p.cacheRead, input) : inputPrice;
    const write = p.cacheWrite ? priceAt(p.cacheWrite, input) : inputPrice;
    const plain = input - charge.readTokens - charge.writtenTokens;
    return {
      cachedTokens: charge.readTokens,
      writtenTokens: charge.writtenTokens,
      costUsd: (plain * inputPrice + charge.readTokens * read + charge.writtenTokens * write) / 1e6 + outputCost,
      uncachedCostUsd: (input * inputPrice) / 1e6 + outputCost,
    };
  }

  test('prices every request as its own tier does, as inputs cross a tier both ways, exactly at its start and one past', () => {
    // A tier at 200,000 on every price, and one of a price's own at 100,000 (an override's): the meter keeps its span only between starts.
    const tiered = resolveModel('claude-sonnet-4-5');
    const own = { ...tiered, prices: { ...tiered.prices, output: { base: 15, tiers: [{ start: 100_000, price: 18 }, ...tiered.prices.output.tiers] } } };
    const inputs = [1_000, 99_999, 100_000, 100_001, 150_000, 200_000, 200_001, 250_000, 199_999, 200_000, 100_000, 5, 300_000, 200_000, 200_001, 100_000, 100_001];
    for (const model of [tiered, own, resolveModel('gpt-4o'), MODEL]) {
      const meter = new RequestMeter(model);
      for (const [i, input] of inputs.entries()) {
        const charge = { readTokens: Math.floor(input / 2), writtenTokens: i % 3 === 0 ? 0 : Math.floor(input / 4) };
        assert.deepEqual({ ...meter.request(input, charge, 1_000 + i) }, reference(model, input, charge, 1_000 + i), `${model.id}, request ${i + 1} (${input} tokens)`);
      }
    }
    assert.notEqual(priceAt(own.prices.output, 100_001), priceAt(own.prices.output, 100_000), 'the own tier starts past 100,000');
  });
});
