import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FROM_SOURCE,
  startWorker
} from "./chunk-OUUO77PB.js";
import {
  extractContent
} from "./chunk-4FT22JVS.js";
import {
  tokenizer
} from "./chunk-MPTDITOE.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";

// src/pipeline/extraction-pool.ts
import { availableParallelism } from "node:os";

// src/pipeline/cached-counts.ts
function cachedCounts(snapshots) {
  const counts = /* @__PURE__ */ new Map();
  for (const content of extractedContents(snapshots)) {
    const units = content.extraction.units;
    for (const [encoding, tokens] of Object.entries(content.tokens ?? {})) {
      if (!Array.isArray(tokens) || tokens.length !== units.length || !tokens.every((n) => Number.isSafeInteger(n) && n >= 0)) continue;
      let known = counts.get(encoding);
      if (!known) counts.set(encoding, known = /* @__PURE__ */ new Map());
      units.forEach((unit, i) => known.set(unit.text, tokens[i]));
    }
  }
  return counts;
}
function keepCounts(snapshots, counts) {
  for (const content of extractedContents(snapshots)) {
    const units = content.extraction.units;
    if (units.length === 0) continue;
    for (const [encoding, known] of counts) {
      if (content.tokens?.[encoding]) continue;
      const tokens = units.map((u) => known.get(u.text));
      if (tokens.every((n) => n !== void 0)) content.tokens = { ...content.tokens, [encoding]: tokens };
    }
  }
}
function withCounts(content, encoding) {
  const units = content.extraction.units;
  if (units.length === 0 || content.tokens?.[encoding]) return content;
  const counter = tokenizer(encoding);
  return { ...content, tokens: { ...content.tokens, [encoding]: units.map((unit) => counter.count(unit.text)) } };
}
function* extractedContents(snapshots) {
  const seen = /* @__PURE__ */ new Set();
  for (const snapshot of snapshots) {
    for (const file of snapshot.files) {
      if (file.content.kind !== "extracted" || seen.has(file.content)) continue;
      seen.add(file.content);
      yield file.content;
    }
  }
}

// src/pipeline/extraction-pool.ts
async function runExtractionJob(job, parsersFor, optionsFor) {
  const { file, known } = job;
  const parsers = file.kind.format === "code" && known.nothingToExtract !== true ? await parsersFor(file.kind.language, file.content.text) : void 0;
  const content = extractContent(file, parsers, optionsFor(job.talksToModel), known);
  return job.countIn ? withCounts(content, job.countIn) : content;
}
var ROOMY_QUEUE = 32;
function extractionWorkers(env = process.env, fromSource = FROM_SOURCE) {
  const set = env.CTXGUARD_EXTRACTION_WORKERS;
  if (set !== void 0 && set.trim() !== "") {
    const n = Number(set);
    if (!Number.isInteger(n) || n < 0) throw new InputError(`CTXGUARD_EXTRACTION_WORKERS must be a whole number (0 extracts in-process), not ${JSON.stringify(set)}`);
    return n;
  }
  return fromSource ? 0 : Math.max(0, Math.min(availableParallelism() - 1, 3));
}
var SMALL_RUN_BYTES = 256 * 1024;
function smallRunBytes(env = process.env) {
  return env.CTXGUARD_EXTRACTION_WORKERS?.trim() ? 0 : SMALL_RUN_BYTES;
}
var JOBS_DONE = "jobsDone";
function openExtractionPool(size, fallback, options = {}) {
  const threads = [];
  let nextId = 0;
  let closed = false;
  let warned = false;
  const warnOnce = (why) => {
    if (warned) return;
    warned = true;
    options.warn?.(`an extraction worker failed (${why}); its files are extracted in-process`);
  };
  const rescue = (p) => {
    fallback(p.job).then(p.resolve, p.reject);
  };
  const fail = (thread, why) => {
    if (!thread.alive) return;
    thread.alive = false;
    void thread.worker.terminate();
    warnOnce(why);
    for (const p of thread.pending.values()) rescue(p);
    thread.pending.clear();
  };
  const start = () => {
    for (let i = 0; i < size; i++) {
      const done = new Int32Array(new SharedArrayBuffer(4));
      const worker = startWorker("extraction", { [JOBS_DONE]: done, ...options.fault ? { fault: options.fault } : {} });
      const thread = { worker, pending: /* @__PURE__ */ new Map(), alive: true, posted: 0, done };
      worker.on("message", (answer) => {
        const p = thread.pending.get(answer.id);
        if (!p) return;
        thread.pending.delete(answer.id);
        if ("content" in answer) p.resolve(answer.content);
        else {
          warnOnce(answer.error);
          rescue(p);
        }
      });
      worker.on("error", (error) => fail(thread, error.message));
      worker.on("exit", (code) => fail(thread, `it exited with code ${code}`));
      threads.push(thread);
    }
  };
  const prepare = () => {
    if (!closed && threads.length === 0) start();
  };
  const waiting = (t) => t.posted - Atomics.load(t.done, 0);
  const leastBusy = () => {
    let best;
    for (const t of threads) if (t.alive && (!best || waiting(t) < waiting(best))) best = t;
    return best;
  };
  return {
    prepare,
    hasRoom() {
      if (closed) return false;
      const best = leastBusy();
      return best !== void 0 && waiting(best) < ROOMY_QUEUE;
    },
    extract(job) {
      prepare();
      const best = leastBusy();
      if (closed || !best) return fallback(job);
      const thread = best;
      return new Promise((resolve, reject) => {
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
    }
  };
}
var BytesInFlight = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  bytes = 0;
  out = /* @__PURE__ */ new Set();
  failure;
  async add(job, bytes) {
    const tracked = job.then(
      () => void 0,
      (error) => {
        this.failure ??= { error };
      }
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
  async drain() {
    while (this.out.size > 0) await Promise.all(this.out);
    this.rethrow();
  }
  rethrow() {
    if (this.failure) throw this.failure.error;
  }
};

export {
  cachedCounts,
  keepCounts,
  runExtractionJob,
  extractionWorkers,
  smallRunBytes,
  JOBS_DONE,
  openExtractionPool,
  BytesInFlight
};
