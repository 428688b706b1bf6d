import { parentPort, workerData } from 'node:worker_threads';
import { inProcessReplay, type TraceReplay } from '../simulate/replay.js';
import { SizedMessageReader } from './sized-message-batch.js';
import { workerKind } from './worker-script.js';
import { ENDED, REPLAYED, resultColumns, type FromReplayWorker, type ReplayFault, type ToReplayWorker } from './replay-thread.js';

/**
 * Replays the runs the main thread's first message names, batch by batch, and answers their results at the
 * trace's end (`replay-thread.ts`). Called once, as this module loads: a worker starts on this file
 * (from source) or on the bundle, which loads it.
 */
function serveReplay(): void {
  if (workerKind() !== 'replay') return;
  const port = parentPort!;
  const data = workerData as { progress: Int32Array; fault?: ReplayFault };
  const { progress } = data;
  let replay: TraceReplay | undefined;
  const reader = new SizedMessageReader();
  // However it ends (an error, an exit, the main thread's terminate), a main thread waiting on it wakes.
  process.on('exit', () => {
    Atomics.store(progress, ENDED, 1);
    Atomics.notify(progress, REPLAYED);
  });
  port.on('message', (message: ToReplayWorker) => {
    // A test's way to see that the simulation survives a worker that fails (test/pipeline/replay-thread.test.ts).
    if (data.fault === 'exit') process.exit(3);
    if (data.fault === 'throw') throw new Error('replay worker fault injected for a test');
    if ('start' in message) {
      replay = inProcessReplay(message.start.settings, message.start.runs);
      return;
    }
    if ('batch' in message) {
      replay!.add(reader.read(message.batch));
      Atomics.add(progress, REPLAYED, 1);
      Atomics.notify(progress, REPLAYED);
      return;
    }
    // A failure here is the worker's `error` event, which the main thread reports.
    void replay!.finish().then((results) => {
      const sent = results.map(resultColumns);
      port.postMessage({ results: sent.map((r) => r.columns) } satisfies FromReplayWorker, sent.flatMap((r) => r.transfer));
    });
  });
}

serveReplay();
