import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { CodeParsers } from '../extract/code/grammars.js';
import type { EncodingName } from '../count/vocabulary.js';
import { extractContent, type ExtractOptions, type KnownOfFile } from '../extract/extract.js';
import type { CodeLanguage } from '../extract/source-kind.js';
import type { ExtractedContent } from '../extract/file-content.js';
import { InputError } from '../input-error.js';
import { withCounts } from './cached-counts.js';
import type { SourceFile } from '../extract/snapshot.js';
import { FROM_SOURCE, startWorker } from './worker-script.js';

/**
 * Worker threads that parse and walk code files (and, while they have room, read YAML and JSON and
 * count prompt files' units) while the main thread reads blobs and extracts the rest (docs/architecture.md,
 * "Incremental extraction"). The pure core is the same on both sides: a worker runs `extractContent`
 * as the main thread would (`extraction-worker.ts`); this is only the plumbing.
 */

/** One file to extract, with what extraction of it needs to know beyond it. */
export interface ExtractionJob {
  file: SourceFile & { content: { kind: 'text' } };
  /** Whether the repository talks to a model: the worker builds its options from it. */
  talksToModel: boolean;
  /** What the main thread knows of the file, the pre-check's answer (`needsParsing`) among it: it is not asked again. */
  known: KnownOfFile;
  /**
   * The encoding to count the file's units in as well (`ExtractedContent.tokens`), where a worker
   * extracts it: the counting is then done beside the main thread's reading, not after it.
   */
  countIn?: EncodingName;
}

/**
 * One file's extraction, as the main thread and a worker both run it, with the options its
 * repository's talks flag chooses; code with the grammar its language needs, loaded unless the
 * pre-check ruled the file out.
 */
export async function runExtractionJob(
  job: ExtractionJob,
  parsersFor: (language: CodeLanguage, text: string) => Promise<CodeParsers>,
  optionsFor: (talksToModel: boolean) => ExtractOptions,
): Promise<ExtractedContent> {
  const { file, known } = job;
  const parsers = file.kind.format === 'code' && known.nothingToExtract !== true ? await parsersFor(file.kind.language, file.content.text) : undefined;
  const content = extractContent(file, parsers, optionsFor(job.talksToModel), known);
  return job.countIn ? withCounts(content, job.countIn) : content;
}

/** What a worker answers for one job: the file's extraction, or why it could not extract it. */
export type WorkerAnswer = { id: number; content: ExtractedContent } | { id: number; error: string };

export interface ExtractionPool {
  /** The job's extraction: by a worker, or in-process (`fallback`) when the worker fails. Never rejects unless `fallback` does. */
  extract(job: ExtractionJob): Promise<ExtractedContent>;
  /** Starts the workers, if they are not, ahead of the first job: the start overlaps the reading. */
  prepare(): void;
  /**
   * Whether a worker is started and has few jobs waiting: then it may take what the main thread would
   * otherwise run itself (a YAML or JSON file, a prompt file to count).
   */
  hasRoom(): boolean;
  /** Ends every worker; jobs still out are extracted in-process. */
  close(): Promise<void>;
}

/**
 * Jobs waiting with a worker below which it takes what the main thread could do itself (`hasRoom`):
 * enough that it never waits on the main thread's next message, few enough that what it takes does
 * not wait behind a long parse while the main thread is idle.
 */
export const ROOMY_QUEUE = 32;

/** How a test makes every worker fail, to see that nothing is lost. */
export type WorkerFault = 'throw' | 'exit';

/**
 * How many workers extract code: `CTXGUARD_EXTRACTION_WORKERS` (0 is in-process), else one fewer than
 * the cores, at most 3. Each worker compiles the extractors and the grammars it is sent, about 50 MB
 * apiece, and on two cores more than one only contends with the main thread. Run from source (the
 * tests), none unless asked: each would compile the TypeScript afresh through tsx, which costs more
 * than it saves on a test's repository.
 */
export function extractionWorkers(env: NodeJS.ProcessEnv = process.env, fromSource = FROM_SOURCE): number {
  const set = env.CTXGUARD_EXTRACTION_WORKERS;
  if (set !== undefined && set.trim() !== '') {
    const n = Number(set);
    if (!Number.isInteger(n) || n < 0) throw new InputError(`CTXGUARD_EXTRACTION_WORKERS must be a whole number (0 extracts in-process), not ${JSON.stringify(set)}`);
    return n;
  }
  return fromSource ? 0 : Math.max(0, Math.min(availableParallelism() - 1, 3));
}

/** Code, YAML and JSON to extract below which the default pool is left unused (`smallRunBytes`). */
export const SMALL_RUN_BYTES = 256 * 1024;

/**
 * Below how many bytes to extract a run uses no worker: a worker takes about a quarter of a second to
 * start, longer than the main thread takes to parse this much, so a small pull request would only
 * wait for it. A pool set with `CTXGUARD_EXTRACTION_WORKERS` is used whatever the size.
 */
export function smallRunBytes(env: NodeJS.ProcessEnv = process.env): number {
  return env.CTXGUARD_EXTRACTION_WORKERS?.trim() ? 0 : SMALL_RUN_BYTES;
}

interface Pending {
  job: ExtractionJob;
  resolve: (content: ExtractedContent) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  alive: boolean;
  /** Jobs posted to it. */
  posted: number;
  /**
   * Jobs it has finished, counted by the worker itself in shared memory (`JOBS_DONE`): the answers
   * reach the main thread only when it next waits, and it reads blobs for long stretches without.
   */
  done: Int32Array;
}

/** The key in `workerData` of the worker's count of finished jobs (a shared `Int32Array`). */
export const JOBS_DONE = 'jobsDone';

/** How the pool is told to work beside its size and its fallback. */
export interface PoolOptions {
  /** Told, once, that a worker failed: its files are extracted in-process, more slowly. */
  warn?: (message: string) => void;
  fault?: WorkerFault;
}

/**
 * A pool of `size` workers, started as the first job comes (a run whose code is all cached starts none).
 * A worker that errors or dies hands its jobs to `fallback`, and the pool stops sending it any; a job
 * a worker could not extract goes to `fallback` too.
 */
export function openExtractionPool(size: number, fallback: (job: ExtractionJob) => Promise<ExtractedContent>, options: PoolOptions = {}): ExtractionPool {
  const threads: Thread[] = [];
  let nextId = 0;
  let closed = false;
  let warned = false;

  const warnOnce = (why: string): void => {
    if (warned) return;
    warned = true;
    options.warn?.(`an extraction worker failed (${why}); its files are extracted in-process`);
  };
  const rescue = (p: Pending): void => {
    fallback(p.job).then(p.resolve, p.reject);
  };
  const fail = (thread: Thread, why: string): void => {
    if (!thread.alive) return;
    thread.alive = false;
    void thread.worker.terminate();
    warnOnce(why);
    for (const p of thread.pending.values()) rescue(p);
    thread.pending.clear();
  };
  const start = (): void => {
    for (let i = 0; i < size; i++) {
      const done = new Int32Array(new SharedArrayBuffer(4));
      const worker = startWorker('extraction', { [JOBS_DONE]: done, ...(options.fault ? { fault: options.fault } : {}) });
      const thread: Thread = { worker, pending: new Map(), alive: true, posted: 0, done };
      worker.on('message', (answer: WorkerAnswer) => {
        const p = thread.pending.get(answer.id);
        if (!p) return;
        thread.pending.delete(answer.id);
        if ('content' in answer) p.resolve(answer.content);
        else {
          warnOnce(answer.error);
          rescue(p);
        }
      });
      worker.on('error', (error) => fail(thread, error.message));
      worker.on('exit', (code) => fail(thread, `it exited with code ${code}`));
      threads.push(thread);
    }
  };

  const prepare = (): void => {
    if (!closed && threads.length === 0) start();
  };
  const waiting = (t: Thread): number => t.posted - Atomics.load(t.done, 0);
  /** The least busy worker that is alive. */
  const leastBusy = (): Thread | undefined => {
    let best: Thread | undefined;
    for (const t of threads) if (t.alive && (!best || waiting(t) < waiting(best))) best = t;
    return best;
  };

  return {
    prepare,
    hasRoom() {
      if (closed) return false;
      const best = leastBusy();
      return best !== undefined && waiting(best) < ROOMY_QUEUE;
    },
    extract(job) {
      prepare();
      // None left, in-process.
      const best = leastBusy();
      if (closed || !best) return fallback(job);
      const thread = best;
      return new Promise<ExtractedContent>((resolve, reject) => {
        const id = nextId++;
        thread.pending.set(id, { job, resolve, reject });
        thread.posted++;
        thread.worker.postMessage({ id, job });
      });
    },
    async close() {
      closed = true;
      await Promise.all(threads.map(async (t) => {
        const out = [...t.pending.values()];
        t.pending.clear();
        t.alive = false;
        await t.worker.terminate();
        for (const p of out) rescue(p);
      }));
    },
  };
}

/**
 * Jobs out at once, bounded by the bytes of their texts, so that reading blobs never waits on a worker
 * until that many are held (docs/architecture.md, "Incremental extraction"): `add` waits only past the bound,
 * `drain` for the rest. A job's failure is thrown by the `add` or `drain` that comes after it.
 */
export class BytesInFlight {
  private bytes = 0;
  private readonly out = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;

  constructor(private readonly limit: number) {}

  async add(job: Promise<void>, bytes: number): Promise<void> {
    const tracked = job.then(
      () => undefined,
      (error: unknown) => {
        this.failure ??= { error };
      },
    );
    const done = tracked.finally(() => {
      this.bytes -= bytes;
      this.out.delete(done);
    });
    this.out.add(done);
    this.bytes += bytes;
    while (this.bytes > this.limit && this.out.size > 0) await Promise.race(this.out);
    this.rethrow();
  }

  async drain(): Promise<void> {
    while (this.out.size > 0) await Promise.all(this.out);
    this.rethrow();
  }

  private rethrow(): void {
    if (this.failure) throw this.failure.error;
  }
}
