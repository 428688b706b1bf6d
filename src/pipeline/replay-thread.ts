import { InputError } from '../input-error.js';
import { createPolicy } from '../simulate/policies/policy-spec.js';
import type { SimulationResult } from '../simulate/simulator.js';
import { EventLog } from '../simulate/event-log.js';
import type { LogColumns } from '../simulate/number-log.js';
import { RequestLog } from '../simulate/request-log.js';
import { inProcessReplay, type Replayer, type ReplayRun } from '../simulate/replay.js';
import type { ReplaySettings } from '../simulate/replay-settings.js';
import { SizedMessageBatcher, type SizedMessageBatch } from './sized-message-batch.js';
import { FROM_SOURCE, startWorker } from './worker-script.js';

/**
 * A long trace's runs on a worker thread, while the main thread reads the trace and sizes its
 * messages (docs/architecture.md, "Simulation"); a run whose policy quotes results stays on the main
 * thread. The worker replays its runs as the main thread would (`inProcessReplay`, in
 * `replay-worker.ts`); this is only the plumbing: the messages go over in batches, the results come back.
 */

/** Main thread to worker: the runs to make, then batches of messages, then the end of the trace. */
export type ToReplayWorker = { start: { settings: ReplaySettings; runs: readonly ReplayRun[] } } | { batch: SizedMessageBatch } | { end: true };
/** Worker to main thread, once, at the trace's end: every run's result. A failure is the worker's `error` event. */
export type FromReplayWorker = { results: ResultColumns[] };

/** A run's result as it crosses the threads: its logs as typed arrays trimmed to their length, handed over, not cloned entry by entry. */
export interface ResultColumns extends Omit<SimulationResult, 'requests' | 'events'> {
  requests: LogColumns;
  events: LogColumns;
}

/** A result as the worker sends it, and the memory it hands over with it. */
export function resultColumns(result: SimulationResult): { columns: ResultColumns; transfer: ArrayBuffer[] } {
  const requests = result.requests.columns();
  const events = result.events.columns();
  return { columns: { ...result, requests, events }, transfer: [requests.numbers.buffer as ArrayBuffer, events.numbers.buffer as ArrayBuffer] };
}

function resultFromColumns(columns: ResultColumns): SimulationResult {
  return { ...columns, requests: new RequestLog(columns.requests), events: new EventLog(columns.events) };
}

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
 * A replayer that replays one trace on a worker thread of its own (the runs that quote results in
 * this thread), the worker starting now: a caller that knows early that a trace is long starts it
 * before reading its settings, so that the worker's own start (some 0.2 s of loading on a busy
 * machine) overlaps the caller's. `finish` rejects with `ReplayThreadFailure` if the worker fails.
 */
export function threadReplayer(fault?: ReplayFault): ThreadReplayer {
  const progress = new Int32Array(new SharedArrayBuffer(8));
  const worker = startWorker('replay', { progress, ...(fault ? { fault } : {}) });
  const failure = (why: string): ReplayThreadFailure => new ReplayThreadFailure(`the simulation's worker thread failed (${why})`);
  const answer = new Promise<SimulationResult[]>((resolve, reject) => {
    worker.once('message', (message: FromReplayWorker) => resolve(message.results.map(resultFromColumns)));
    worker.once('error', (error) => reject(failure(error.message)));
    worker.once('exit', (code) => reject(failure(`it exited with code ${code}`)));
  });
  // Its failure is the caller's once it asks for the results, not an unhandled rejection before.
  answer.catch(() => undefined);
  // Not waited for until `finish`: a trace the main thread fails to read, or settings it fails to
  // load, end the process as if there were no worker. After the listeners, since adding a 'message'
  // listener refs it again.
  worker.unref();
  let started = false;
  const replayer: Replayer = (settings, runs) => {
    if (started) throw new Error('a thread replayer replays one trace');
    started = true;
    // A run whose policy quotes results (the budget's) stays here, where the text and the tokenizer
    // its stubs are counted with already are (docs/architecture.md, "Simulation").
    const staysHere = runs.map((run) => createPolicy(run.policy).quotesResults === true);
    const here = inProcessReplay(settings, runs.filter((_, i) => staysHere[i]));
    worker.postMessage({ start: { settings, runs: runs.filter((_, i) => !staysHere[i]) } } satisfies ToReplayWorker);
    let posted = 0;
    const batcher = new SizedMessageBatcher(
      BATCH_MESSAGES,
      (batch) => {
        waitForReplayed(progress, posted - BATCHES_AHEAD);
        // A worker that has ended before the trace has is no use: the caller replays it in-process at once.
        if (Atomics.load(progress, ENDED) === 1) throw failure('it ended before the trace did');
        // Copied, not handed over: the batcher reuses the array (`SizedMessageBatcher`).
        worker.postMessage({ batch } satisfies ToReplayWorker);
        posted++;
      },
    );
    return {
      add(messages) {
        here.add(messages);
        for (let i = 0; i < messages.length; i++) batcher.add(messages[i]!);
      },
      async finish() {
        batcher.flush();
        worker.postMessage({ end: true } satisfies ToReplayWorker);
        worker.ref();
        try {
          const [mine, theirs] = await Promise.all([here.finish(), answer]);
          // Back in the order of the runs asked for.
          return staysHere.map((stays) => (stays ? mine.shift() : theirs.shift())!);
        } finally {
          await worker.terminate();
        }
      },
    };
  };
  return Object.assign(replayer, {
    async cancel() {
      if (!started) await worker.terminate();
    },
  });
}

/** A replayer on a thread of its own; `cancel` ends the thread if it was never given its trace. */
export type ThreadReplayer = Replayer & { cancel(): Promise<void> };

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
