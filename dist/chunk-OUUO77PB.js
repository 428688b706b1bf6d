import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/pipeline/worker-script.ts
import { parentPort, Worker, workerData } from "node:worker_threads";
var KIND = "ctxguardWorker";
var MODULES = { extraction: "extraction-worker", replay: "replay-worker" };
var FROM_SOURCE = import.meta.url.endsWith(".ts");
var bundle;
function useWorkerBundle(script) {
  bundle = script;
}
function startWorker(kind, data) {
  const workerData2 = { ...data, [KIND]: kind };
  if (bundle) return new Worker(bundle, { workerData: workerData2 });
  const script = new URL(`./${MODULES[kind]}.ts`, import.meta.url);
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(script.href)}))`;
  return new Worker(code, { eval: true, workerData: workerData2 });
}
function workerKind() {
  if (parentPort === null) return void 0;
  const kind = workerData?.[KIND];
  return typeof kind === "string" && Object.hasOwn(MODULES, kind) ? kind : void 0;
}

export {
  FROM_SOURCE,
  useWorkerBundle,
  startWorker,
  workerKind
};
