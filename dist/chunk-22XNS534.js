import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  Simulation
} from "./chunk-LFAH3KJZ.js";
import {
  createPolicy,
  policyWindow
} from "./chunk-IWB26L5G.js";

// src/simulate/replay-settings.ts
function replayOptions(settings, policy, recordRequests) {
  const window = policyWindow(policy);
  return {
    model: settings.model,
    policy: createPolicy(policy),
    caching: settings.caching,
    ...settings.cacheLayout ? { cacheLayout: settings.cacheLayout } : {},
    messageOverhead: settings.messageOverhead,
    ...settings.trailingTokens ? { trailingTokens: settings.trailingTokens } : {},
    ...settings.sideCalls ? { sideCalls: settings.sideCalls } : {},
    ...window === void 0 ? {} : { window },
    recordRequests
  };
}

// src/simulate/replay.ts
var inProcessReplay = (settings, runs) => {
  const simulations = runs.map((run) => new Simulation(replayOptions(settings, run.policy, run.recordRequests)));
  return {
    add(message) {
      for (const simulation of simulations) simulation.add(message);
    },
    finish: () => Promise.resolve(simulations.map((simulation) => simulation.finish()))
  };
};

export {
  replayOptions,
  inProcessReplay
};
