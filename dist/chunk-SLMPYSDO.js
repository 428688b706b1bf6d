import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  Simulation
} from "./chunk-TN6WN66N.js";
import {
  createPolicy,
  policyWindow
} from "./chunk-67GQ2N7O.js";

// src/simulate/replay-settings.ts
function replaySettingsOf(from) {
  return {
    model: from.model,
    caching: from.caching,
    ...from.cacheLayout ? { cacheLayout: from.cacheLayout } : {},
    messageOverhead: from.messageOverhead,
    ...from.trailingTokens ? { trailingTokens: from.trailingTokens } : {},
    ...from.sideCalls ? { sideCalls: from.sideCalls } : {}
  };
}
function replayOptions(settings, policy, recordRequests) {
  const window = policyWindow(policy);
  return { ...replaySettingsOf(settings), policy: createPolicy(policy), ...window === void 0 ? {} : { window }, recordRequests };
}

// src/simulate/replay.ts
var inProcessReplay = (settings, runs) => {
  const simulations = runs.map((run) => new Simulation(replayOptions(settings, run.policy, run.recordRequests)));
  return {
    add(messages) {
      for (let i = 0; i < messages.length; i++) for (const simulation of simulations) simulation.add(messages[i]);
    },
    finish: () => Promise.resolve(simulations.map((simulation) => simulation.finish()))
  };
};

export {
  replaySettingsOf,
  replayOptions,
  inProcessReplay
};
