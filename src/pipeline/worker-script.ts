import { parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * Worker threads and what each serves (docs/architecture.md, "Incremental extraction", "Simulation").
 * From source (the tests), a worker starts on its own module, through tsx. The bundle starts each on
 * itself (src/entries.ts), which reads the kind in its `workerData` and loads that module: the
 * modules a worker needs are chunks of the bundle, loaded on demand, not files it could start on.
 * This file is all the bundle's entry loads to tell a worker apart.
 */
export type WorkerKind = 'extraction' | 'replay';

const KIND = 'ctxguardWorker';
/** The module each kind runs, beside this file. */
const MODULES: Record<WorkerKind, string> = { extraction: 'extraction-worker', replay: 'replay-worker' };

export const FROM_SOURCE = import.meta.url.endsWith('.ts');

let bundle: URL | undefined;

/** Workers start on the bundle from here on. */
export function useWorkerBundle(script: URL): void {
  bundle = script;
}

/** A worker of `kind`, with `data` beside its kind in its `workerData`. */
export function startWorker(kind: WorkerKind, data: Record<string, unknown>): Worker {
  const workerData = { ...data, [KIND]: kind };
  if (bundle) return new Worker(bundle, { workerData });
  // Otherwise run from source: the module through tsx.
  const script = new URL(`./${MODULES[kind]}.ts`, import.meta.url);
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(script.href)}))`;
  return new Worker(code, { eval: true, workerData });
}

/** What this thread was started to serve; undefined on the main thread. */
export function workerKind(): WorkerKind | undefined {
  if (parentPort === null) return undefined;
  const kind = (workerData as Record<string, unknown> | null)?.[KIND];
  return typeof kind === 'string' && Object.hasOwn(MODULES, kind) ? (kind as WorkerKind) : undefined;
}
