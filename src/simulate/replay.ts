import type { PolicySpec } from './policies/policy-spec.js';
import { replayOptions, type ReplaySettings } from './replay-settings.js';
import { Simulation, type SimulationResult } from './simulator.js';
import type { SizedMessage } from '../trace/trace.js';

/** One run of a trace: its policy, and whether it keeps a record per request (only the configured one does). */
export interface ReplayRun {
  policy: PolicySpec;
  recordRequests: boolean;
}

/**
 * The runs of one trace (the configured policy's, the what-ifs beside it, the replay a recorded bill
 * is set against), fed the same messages one at a time. Where they run is the caller's: in this
 * thread (`inProcessReplay`), or on a worker thread while this one reads the trace
 * (docs/architecture.md, "Simulation").
 */
export interface TraceReplay {
  /** The next messages of the trace, in order. */
  add(messages: readonly SizedMessage[]): void;
  /** Each run's result, in the order of its runs. */
  finish(): Promise<SimulationResult[]>;
}

/** Starts `runs` over a trace with these settings. */
export type Replayer = (settings: ReplaySettings, runs: readonly ReplayRun[]) => TraceReplay;

/** The runs in this thread, each taking every message as it comes. */
export const inProcessReplay: Replayer = (settings, runs) => {
  const simulations = runs.map((run) => new Simulation(replayOptions(settings, run.policy, run.recordRequests)));
  return {
    add(messages) {
      for (let i = 0; i < messages.length; i++) for (const simulation of simulations) simulation.add(messages[i]!);
    },
    finish: () => Promise.resolve(simulations.map((simulation) => simulation.finish())),
  };
};
