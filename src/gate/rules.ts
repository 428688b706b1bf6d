import type { Budget } from '../config/budgets.js';
import type { Config } from '../config/config.js';
import { thresholdChanges, thresholdsOf, type Thresholds } from './thresholds.js';

/** The label that accepts a failing check unless the config names another (docs/architecture.md, "Accepting an increase"). */
export const DEFAULT_ACCEPT_LABEL = 'ctxguard: accept';

/**
 * Everything the gate judges by, taken from the base commit's config and the inputs, so that a pull
 * request cannot loosen its own check (docs/architecture.md, "The gate").
 */
export interface GateRules {
  thresholds: Thresholds;
  budgets: Budget[];
  /** A crossing by at most this percentage of its limit passes, said as tolerated; null for none. */
  tolerancePercent: number | null;
  /** The pull request label that accepts what crosses; null for none. */
  acceptLabel: string | null;
}

/** The rules a config (or a layer of one) sets, with the defaults for what it leaves out. */
export function gateRulesOf(config: Partial<Pick<Config, keyof Thresholds | 'budgets' | 'tolerancePercent' | 'acceptLabel'>>): GateRules {
  return {
    thresholds: thresholdsOf(config),
    budgets: config.budgets ?? [],
    tolerancePercent: config.tolerancePercent ?? null,
    acceptLabel: config.acceptLabel === undefined ? DEFAULT_ACCEPT_LABEL : config.acceptLabel || null,
  };
}

/** The base's rules with the inputs' on top: each rule an input sets wins, the rest stay the base's. */
export function withInputs(base: GateRules, inputs: Partial<Config>): GateRules {
  return {
    thresholds: { ...base.thresholds, ...thresholdsOf(inputs) },
    budgets: inputs.budgets ?? base.budgets,
    tolerancePercent: inputs.tolerancePercent ?? base.tolerancePercent,
    acceptLabel: inputs.acceptLabel === undefined ? base.acceptLabel : inputs.acceptLabel || null,
  };
}

/**
 * What a pull request would change in the rules that judge it: `max-delta-tokens 500 → 5000`,
 * `budgets[0] max_tokens 2,500 → 4,000`. The gate keeps the base's until the change merges.
 */
export function ruleChanges(applied: GateRules, proposed: GateRules): string[] {
  const show = (v: number | string | null): string => (v === null ? 'none' : typeof v === 'string' ? `'${v}'` : String(v));
  return [
    ...thresholdChanges(applied.thresholds, proposed.thresholds),
    ...budgetChanges(applied.budgets, proposed.budgets),
    ...(applied.tolerancePercent === proposed.tolerancePercent ? [] : [`tolerance-percent ${show(applied.tolerancePercent)} → ${show(proposed.tolerancePercent)}`]),
    ...(applied.acceptLabel === proposed.acceptLabel ? [] : [`accept-label ${show(applied.acceptLabel)} → ${show(proposed.acceptLabel)}`]),
  ];
}

/** Budgets compared place by place, by what they bound rather than the line they are written on. */
function budgetChanges(applied: readonly Budget[], proposed: readonly Budget[]): string[] {
  const key = (b: Budget | undefined): string | undefined => b && JSON.stringify({ ...b, origin: undefined });
  const changes: string[] = [];
  for (let i = 0; i < Math.max(applied.length, proposed.length); i++) {
    const [before, after] = [key(applied[i]), key(proposed[i])];
    if (before === after) continue;
    changes.push(`budgets[${i}] ${before === undefined ? 'added' : after === undefined ? 'removed' : 'changed'}`);
  }
  return changes;
}
