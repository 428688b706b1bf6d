import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG, pickScenario, type AgentConfig } from '../../src/config/config.js';
import type { Delivery } from '../../src/frameworks/delivery.js';
import { resolveModel } from '../../src/models/catalog.js';
import { MODEL_CHANGE, RunAttribution, type AttributedAgent } from '../../src/simulate/attribution.js';
import { runScenario, type SizedUnit } from '../../src/simulate/scenario.js';
import { random } from '../support/corpus.js';

interface Unit {
  id: string;
  tokens: number;
}

const model = resolveModel('gpt-4o');
const config = (steps: number, toolCallsPerStep: number): AgentConfig => ({ ...pickScenario(DEFAULT_CONFIG), model: model.id, steps, toolCallsPerStep, name: 'agent', include: [] });
const TOOL: Delivery = { kind: 'tool-result' };
const TWICE: Delivery = { kind: 'repeated', copies: [TOOL, TOOL] };
const PREFIX: Delivery = { kind: 'every-request' };

/**
 * The oracle: the run built from scratch from its unit list, base order with the changed units at
 * head and new ones after, as `runInputs` sums a list. Attribution must price every partial change
 * exactly as this does, however it gets there.
 */
function fromScratch(agent: AttributedAgent, base: Map<string, Unit>, head: Map<string, Unit>, headIds: ReadonlySet<string>): number {
  const units: SizedUnit[] = [];
  const take = (id: string, side: 'base' | 'head'): void => {
    const unit = (side === 'base' ? base : head).get(id);
    const delivery = agent[side].sends.get(id);
    if (unit && delivery) units.push({ delivery, tokens: unit.tokens });
  };
  for (const id of base.keys()) take(id, headIds.has(id) ? 'head' : 'base');
  for (const id of head.keys()) if (!base.has(id) && headIds.has(id)) take(id, 'head');
  return runScenario(agent.config, model, units).totals.inputTokens;
}

/**
 * A repository of `n` units, most of them tool results (some two results each), a few in the prefix;
 * at head some grow, one becomes two results, one is deleted and one is new.
 */
function scenario(seed: number, n: number, steps: number, calls: number) {
  const rnd = random(seed);
  const base = new Map<string, Unit>();
  const head = new Map<string, Unit>();
  const baseSends = new Map<string, Delivery>();
  const headSends = new Map<string, Delivery>();
  for (let i = 0; i < n; i++) {
    const id = `u${i}`;
    const delivery = i % 7 === 0 ? PREFIX : i % 5 === 0 ? TWICE : TOOL;
    const tokens = 50 + Math.floor(rnd() * 500);
    base.set(id, { id, tokens });
    baseSends.set(id, delivery);
    if (i === n - 1) continue; // deleted at head
    head.set(id, { id, tokens: rnd() < 0.5 ? tokens : tokens + Math.floor(rnd() * 300) });
    // One unit goes from one result to two: the results after it move.
    headSends.set(id, i === 3 ? TWICE : delivery);
  }
  head.set('new', { id: 'new', tokens: 777 });
  headSends.set('new', TOOL);
  const agent: AttributedAgent = { config: config(steps, calls), base: { sends: baseSends, model }, head: { sends: headSends, model } };
  return { agent, base, head };
}

describe('attribution prices a partial change as the run built from scratch', () => {
  for (const [n, steps, calls] of [
    [12, 20, 1],
    [60, 20, 1],
    [60, 8, 2],
    [300, 20, 1],
  ] as const) {
    test(`${n} units, ${steps} steps of ${calls} tool call${calls === 1 ? '' : 's'}: every single change and random sets of changes`, () => {
      const { agent, base, head } = scenario(n * 31 + steps, n, steps, calls);
      const attribution = new RunAttribution([agent], base, head, (_a, u) => u.tokens, { variant: () => ({ parts: [] }), size: () => 0 });
      const baseTokens = fromScratch(agent, base, head, new Set());
      const ids = [...new Set([...base.keys(), ...head.keys()])];
      const rnd = random(n);
      const sets = [...ids.map((id) => [id]), ...Array.from({ length: 40 }, () => ids.filter(() => rnd() < 0.2))];
      for (const set of sets) {
        const changed = new Set(set);
        assert.equal(attribution.marginal(agent, changed).tokens, fromScratch(agent, base, head, changed) - baseTokens, set.join(','));
      }
      // Every change applied, under the configured policy and as a what-if row.
      const all = fromScratch(agent, base, head, new Set(ids));
      assert.equal(attribution.runs[0]!.head.totals.inputTokens, all);
      assert.equal(attribution.whatIf(agent, agent.config.policy).head.totals.inputTokens, all);
      assert.equal(attribution.marginal(agent, new Set([MODEL_CHANGE])).tokens, 0, 'the same model at both ends');
    });
  }

  test('a run reaches only its first steps x calls results: a change past them costs nothing', () => {
    const { agent, base, head } = scenario(7, 300, 20, 1);
    const attribution = new RunAttribution([agent], base, head, (_a, u) => u.tokens, { variant: () => ({ parts: [] }), size: () => 0 });
    // u290 is a tool result far past the 20 the run sends, and grows at head (or is deleted).
    const late = [...base.keys()].slice(250).find((id) => agent.base.sends.get(id) === TOOL && head.get(id)!.tokens !== base.get(id)!.tokens)!;
    assert.ok(late);
    assert.equal(attribution.marginal(agent, new Set([late])).tokens, 0);
    assert.equal(attribution.marginal(agent, new Set(['new'])).tokens, 0, 'a new result comes after every base one');
  });
});
