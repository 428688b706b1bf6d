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

/** The options of one run under `policy`, with a fresh policy of its own. */
export function replayOptions(settings: ReplaySettings, policy: PolicySpec, recordRequests: boolean): SimulationOptions {
  const window = policyWindow(policy);
  return {
    model: settings.model,
    policy: createPolicy(policy),
    caching: settings.caching,
    ...(settings.cacheLayout ? { cacheLayout: settings.cacheLayout } : {}),
    messageOverhead: settings.messageOverhead,
    ...(settings.trailingTokens ? { trailingTokens: settings.trailingTokens } : {}),
    ...(settings.sideCalls ? { sideCalls: settings.sideCalls } : {}),
    ...(window === undefined ? {} : { window }),
    recordRequests,
  };
}
