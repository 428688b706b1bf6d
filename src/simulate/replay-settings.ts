import type { CacheLayout } from '../frameworks/cache-layout.js';
import type { ModelSpec } from '../models/model.js';
import { createPolicy, policyWindow, type PolicySpec } from './policies/policy-spec.js';
import type { SideCallRequest, SimulationOptions } from './simulator.js';

/**
 * What every run of one trace shares, whatever its policy: plain data, so a worker thread can be sent
 * it and build the same runs (docs/architecture.md, "Simulation").
 */
export interface ReplaySettings {
  model: ModelSpec;
  caching: boolean;
  /** Where the agent marks Anthropic cache breakpoints; Anthropic's common layout when absent. */
  cacheLayout?: CacheLayout;
  messageOverhead: number;
  /** Tokens after the history on every request: a synthetic run's rebuilt text, a provider's reply priming. */
  trailingTokens?: number;
  /** A synthetic run's side calls (planning, final answer, requeries). */
  sideCalls?: SideCallRequest[];
}

/** The settings alone, out of a value that holds more (the trace, the report's source): what a worker is sent. */
export function replaySettingsOf(from: ReplaySettings): ReplaySettings {
  return {
    model: from.model,
    caching: from.caching,
    ...(from.cacheLayout ? { cacheLayout: from.cacheLayout } : {}),
    messageOverhead: from.messageOverhead,
    ...(from.trailingTokens ? { trailingTokens: from.trailingTokens } : {}),
    ...(from.sideCalls ? { sideCalls: from.sideCalls } : {}),
  };
}

/** The options of one run under `policy`, with a fresh policy of its own. */
export function replayOptions(settings: ReplaySettings, policy: PolicySpec, recordRequests: boolean): SimulationOptions {
  const window = policyWindow(policy);
  return { ...replaySettingsOf(settings), policy: createPolicy(policy), ...(window === undefined ? {} : { window }), recordRequests };
}
