import { parentPort, workerData } from 'node:worker_threads';
import type { ExtractedContent } from '../extract/file-content.js';
import { extractOptionsEachWay } from '../frameworks/registry.js';
import { parsersForFile } from './code-parsers.js';
import { workerKind } from './worker-script.js';
import { runExtractionJob, JOBS_DONE, type ExtractionJob, type WorkerAnswer } from './extraction-pool.js';

/**
 * One file's extraction, as the main thread does it in-process (docs/architecture.md,
 * "Incremental extraction"). Options hold functions, which no message can carry: they are built here as the main thread
 * builds them (`extractOptionsEachWay`), and chosen by the flag sent with the file.
 */
async function extractJob(job: ExtractionJob): Promise<ExtractedContent> {
  optionsFor ??= extractOptionsEachWay();
  return runExtractionJob(job, parsersForFile, optionsFor);
}

let optionsFor: ReturnType<typeof extractOptionsEachWay> | undefined;

/**
 * Answers the jobs the pool posts (`extraction-pool.ts`) until it terminates the thread. Called once,
 * as this module loads: a worker starts on this file (from source) or on the bundle, which loads it.
 */
function serveExtraction(): void {
  if (workerKind() !== 'extraction') return;
  const port = parentPort!;
  const data = workerData as Record<string, unknown>;
  const fault = data.fault;
  const done = data[JOBS_DONE] as Int32Array | undefined;
  const answer = (message: WorkerAnswer): void => {
    // Counted before the answer is posted: the pool reads the count without waiting for answers.
    if (done) Atomics.add(done, 0, 1);
    port.postMessage(message);
  };
  port.on('message', (message: { id: number; job: ExtractionJob }) => {
    // A test's way to see that the pool survives a worker that fails (test/pipeline/extraction-pool.test.ts).
    if (fault === 'exit') process.exit(3);
    if (fault === 'throw') throw new Error('extraction worker fault injected for a test');
    extractJob(message.job).then(
      (content) => answer({ id: message.id, content }),
      (error: unknown) => answer({ id: message.id, error: String((error as Error)?.message ?? error) }),
    );
  });
}

serveExtraction();
