import { parentPort, workerData } from 'node:worker_threads';
import type { ExtractedContent } from '../extract/file-content.js';
import { extractOptionsEachWay } from '../frameworks/registry.js';
import { parsersForFile } from './code-parsers.js';
import { extractCodeJob, isExtractionWorker, type CodeJob, type WorkerAnswer } from './extraction-pool.js';

/**
 * One code file's extraction, as the main thread does it in-process (docs/architecture.md,
 * "Incremental extraction"). Options hold functions, which no message can carry: they are built here as the main thread
 * builds them (`extractOptionsEachWay`), and chosen by the flag sent with the file.
 */
export async function extractJob(job: CodeJob): Promise<ExtractedContent> {
  optionsFor ??= extractOptionsEachWay();
  return extractCodeJob(job, parsersForFile, optionsFor);
}

let optionsFor: ReturnType<typeof extractOptionsEachWay> | undefined;

let serving = false;

/** Answers the jobs the pool posts (`extraction-pool.ts`) until it terminates the thread. */
export function serveExtraction(): void {
  if (serving || !isExtractionWorker()) return;
  serving = true;
  const port = parentPort!;
  const fault = (workerData as Record<string, unknown>).fault;
  port.on('message', (message: { id: number; job: CodeJob }) => {
    // A test's way to see that the pool survives a worker that fails (test/pipeline/extraction-pool.test.ts).
    if (fault === 'exit') process.exit(3);
    if (fault === 'throw') throw new Error('extraction worker fault injected for a test');
    extractJob(message.job).then(
      (content) => port.postMessage({ id: message.id, content } satisfies WorkerAnswer),
      (error: unknown) => port.postMessage({ id: message.id, error: String((error as Error)?.message ?? error) } satisfies WorkerAnswer),
    );
  });
}

serveExtraction();
