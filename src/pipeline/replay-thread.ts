import { InputError } from '../input-error.js';
import { createPolicy } from '../simulate/policies/policy-spec.js';
import type { RequestRecord, SimulationResult } from '../simulate/simulator.js';
import { inProcessReplay, type Replayer, type ReplayRun, type TraceReplay } from '../simulate/replay.js';
import type { ReplaySettings } from '../simulate/replay-settings.js';
import { SizedMessageBatcher, type SizedMessageBatch } from './sized-message-batch.js';
import { FROM_SOURCE, startWorker } from './worker-script.js';

/**
 * A long trace's runs on a worker thread, while the main thread reads the trace and sizes its
 * messages (docs/architecture.md, "Simulation"). The worker replays them as the main thread would
 * (`inProcessReplay`, in `replay-worker.ts`); this is only the plumbing: the messages go over in
 * batches, the results come back.
 */

/** Main thread to worker: a batch of messages, then the end of the trace. */
export type ToReplayWorker = { batch: SizedMessageBatch } | { end: true };
/** Worker to main thread, once: every run's result, or why it has none. */
export type FromReplayWorker = { results: SentResult[] } | { error: string };

/** A run's result as sent: its requests' records as numbers in one array, handed over rather than copied. */
export type SentResult = Omit<SimulationResult, 'requests'> & { requests: Float64Array };

/** How a test makes the worker fail, to see that the simulation is still made. */
export type ReplayFault = 'throw' | 'exit';

/** Messages per batch: some 100 KB of numbers, a few dozen posts for a long trace. */
export const BATCH_MESSAGES = 4096;

/**
 * Batches the main thread may be ahead of the worker. Past this it waits for the worker, so that a
 * trace read faster than it is replayed is never held whole in the worker's queue.
 */
export const BATCHES_AHEAD = 16;

/**
 * What the worker tells the main thread through shared memory, which the main thread reads without
 * waiting for messages: the batches it has replayed, and whether it has ended.
 */
export const REPLAYED = 0;
export const ENDED = 1;
/** How long one wait for the worker lasts before the main thread looks again. */
const WAIT_MS = 1000;

/**
 * Trace bytes from which the runs go to a worker. Below, the worker's start and its compiling the
 * simulator again cost more than it saves (docs/architecture.md, "Simulation"): interleaved runs of
 * canonical traces took 0.16, 0.12 and 0.10 s longer with it at 1, 2 and 4 MB, as long at 6 MB,
 * 0.03 s less at 8 MB and 0.3 s less at 11.8 MB.
 */
export const REPLAY_THREAD_BYTES = 8 * 1024 * 1024;

/** The worker failed: the caller replays the trace in-process instead. */
export class ReplayThreadFailure extends Error {}

/**
 * Whether a trace of `bytes` is replayed on a worker: `CTXGUARD_SIMULATION_WORKER` says so (`1`
 * always, `0` never); else a long trace is, unless run from source (the tests), where a worker would
 * compile the TypeScript afresh through tsx.
 */
export function replayThreadFor(bytes: number, env: Record<string, string | undefined>, fromSource = FROM_SOURCE): boolean {
  const set = env.CTXGUARD_SIMULATION_WORKER?.trim();
  if (set === '1') return true;
  if (set === '0') return false;
  if (set) throw new InputError(`CTXGUARD_SIMULATION_WORKER must be 1 (a worker) or 0 (in-process), not ${JSON.stringify(set)}`);
  return !fromSource && bytes >= REPLAY_THREAD_BYTES;
}

/**
 * Runs a worker takes at most; the others stay in this thread. Reading and sizing a trace costs this
 * thread about as much as four replays on the worker, so with the configured run beside them the two
 * threads end together (docs/architecture.md, "Simulation"): with three, the worker waited on the
 * main thread for a fifth of its time.
 */
export const WORKER_RUNS = 4;

/**
 * The first `WORKER_RUNS` runs on a worker thread of their own, the rest in this one; `finish`
 * rejects with `ReplayThreadFailure` if the worker fails.
 */
export function threadReplayer(fault?: ReplayFault): Replayer {
  return (settings, runs) => {
    const here = inProcessReplay(settings, runs.slice(WORKER_RUNS));
    // With no run to hand over, no worker is started.
    const there = runs.length > 0 ? workerReplay(settings, runs.slice(0, WORKER_RUNS), fault) : inProcessReplay(settings, []);
    return {
      add(message) {
        there.add(message);
        here.add(message);
      },
      async finish() {
        const [theirs, ours] = await Promise.all([there.finish(), here.finish()]);
        return [...theirs, ...ours];
      },
    };
  };
}

/** The runs on a worker thread. */
function workerReplay(settings: ReplaySettings, runs: readonly ReplayRun[], fault: ReplayFault | undefined): TraceReplay {
  const progress = new Int32Array(new SharedArrayBuffer(8));
  const worker = startWorker('replay', { settings, runs, progress, ...(fault ? { fault } : {}) });
  const answer = new Promise<SentResult[]>((resolve, reject) => {
    const fail = (why: string): void => reject(new ReplayThreadFailure(`the simulation's worker thread failed (${why})`));
    worker.once('message', (message: FromReplayWorker) => ('results' in message ? resolve(message.results) : fail(message.error)));
    worker.once('error', (error) => fail(error.message));
    worker.once('exit', (code) => fail(`it exited with code ${code}`));
  });
  // Its failure is the caller's once it asks for the results, not an unhandled rejection before.
  answer.catch(() => undefined);
  // Not waited for until `finish`: a trace the main thread fails to read ends the process as if
  // there were no worker. After the listeners, since adding a 'message' listener refs it again.
  worker.unref();
  const withText = runs.some((run) => createPolicy(run.policy).quotesResults === true);
  const post = (message: ToReplayWorker, transfer: ArrayBuffer[] = []): void => worker.postMessage(message, transfer);
  let posted = 0;
  const batcher = new SizedMessageBatcher(
    BATCH_MESSAGES,
    (batch) => {
      waitForReplayed(progress, posted - BATCHES_AHEAD);
      post({ batch }, [batch.numbers.buffer as ArrayBuffer]);
      posted++;
    },
    withText,
  );
  return {
    add: (message) => batcher.add(message),
    async finish() {
      batcher.flush();
      post({ end: true });
      worker.ref();
      try {
        return (await answer).map(receivedResult);
      } finally {
        await worker.terminate();
      }
    },
  };
}

/**
 * Blocks this thread until the worker has replayed `batches` batches, or has ended (it then fails the
 * replay, which `finish` reports). The worker wakes it at each batch and as it exits.
 */
function waitForReplayed(progress: Int32Array, batches: number): void {
  for (;;) {
    const replayed = Atomics.load(progress, REPLAYED);
    if (replayed >= batches || Atomics.load(progress, ENDED) === 1) return;
    Atomics.wait(progress, REPLAYED, replayed, WAIT_MS);
  }
}

const RECORD_NUMBERS = 6;

/** A run's result as the worker sends it. */
export function sentResult(result: SimulationResult): SentResult {
  const requests = new Float64Array(result.requests.length * RECORD_NUMBERS);
  let at = 0;
  for (const r of result.requests) {
    requests[at++] = r.index;
    requests[at++] = r.inputTokens;
    requests[at++] = r.cachedTokens;
    requests[at++] = r.writtenTokens;
    requests[at++] = r.outputTokens;
    requests[at++] = r.costUsd;
  }
  return { ...result, requests };
}

function receivedResult(sent: SentResult): SimulationResult {
  const n = sent.requests;
  const requests: RequestRecord[] = [];
  for (let at = 0; at < n.length; at += RECORD_NUMBERS) {
    requests.push({ index: n[at]!, inputTokens: n[at + 1]!, cachedTokens: n[at + 2]!, writtenTokens: n[at + 3]!, outputTokens: n[at + 4]!, costUsd: n[at + 5]! });
  }
  return { ...sent, requests };
}
