import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FROM_SOURCE,
  startWorker
} from "./chunk-OUUO77PB.js";
import {
  inProcessReplay
} from "./chunk-SLMPYSDO.js";
import {
  EventLog,
  RequestLog
} from "./chunk-TN6WN66N.js";
import {
  createPolicy
} from "./chunk-67GQ2N7O.js";
import {
  ROLES,
  roleCode
} from "./chunk-MPTDITOE.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";

// src/pipeline/sized-message-batch.ts
var TOOL = 4;
var REPLACES_HISTORY = 8;
var PLAN = 16;
var NUMBERS_PER_MESSAGE = 3;
var SizedMessageBatcher = class {
  constructor(size, send) {
    this.size = size;
    this.send = send;
    this.numbers = new Float64Array(size * NUMBERS_PER_MESSAGE);
  }
  size;
  send;
  numbers;
  tools = [];
  count = 0;
  add(message) {
    let flags = roleCode(message.role);
    if (message.tool !== void 0) {
      flags |= TOOL;
      this.tools.push(message.tool);
    }
    if (message.replacesHistory) flags |= REPLACES_HISTORY;
    if (message.plan) flags |= PLAN;
    const at = this.count++ * NUMBERS_PER_MESSAGE;
    this.numbers[at] = flags;
    this.numbers[at + 1] = message.tokens;
    this.numbers[at + 2] = message.argsTokens;
    if (this.count === this.size) this.flush();
  }
  flush() {
    if (this.count === 0) return;
    const numbers = this.count === this.size ? this.numbers : this.numbers.subarray(0, this.count * NUMBERS_PER_MESSAGE);
    this.send({ numbers, tools: this.tools });
    this.tools = [];
    this.count = 0;
  }
};
var SizedMessageReader = class {
  messages = [];
  read(batch) {
    const { numbers, tools } = batch;
    const { messages } = this;
    const count = numbers.length / NUMBERS_PER_MESSAGE;
    while (messages.length < count) messages.push({ role: "user", tokens: 0, argsTokens: 0, tool: void 0, replacesHistory: false, plan: false });
    messages.length = count;
    let next = 0;
    for (let k = 0; k < count; k++) {
      const at = k * NUMBERS_PER_MESSAGE;
      const flags = numbers[at];
      const message = messages[k];
      message.role = ROLES[flags & 3];
      message.tokens = numbers[at + 1];
      message.argsTokens = numbers[at + 2];
      message.tool = flags & TOOL ? tools[next++] : void 0;
      message.replacesHistory = (flags & REPLACES_HISTORY) !== 0;
      message.plan = (flags & PLAN) !== 0;
    }
    return messages;
  }
};

// src/pipeline/replay-thread.ts
function resultColumns(result) {
  const requests = result.requests.columns();
  const events = result.events.columns();
  return { columns: { ...result, requests, events }, transfer: [requests.numbers.buffer, events.numbers.buffer] };
}
function resultFromColumns(columns) {
  return { ...columns, requests: new RequestLog(columns.requests), events: new EventLog(columns.events) };
}
var BATCH_MESSAGES = 4096;
var BATCHES_AHEAD = 16;
var REPLAYED = 0;
var ENDED = 1;
var WAIT_MS = 1e3;
var REPLAY_THREAD_BYTES = 8 * 1024 * 1024;
var ReplayThreadFailure = class extends Error {
};
function replayThreadFor(bytes, env, fromSource = FROM_SOURCE) {
  const set = env.CTXGUARD_SIMULATION_WORKER?.trim();
  if (set === "1") return true;
  if (set === "0") return false;
  if (set) throw new InputError(`CTXGUARD_SIMULATION_WORKER must be 1 (a worker) or 0 (in-process), not ${JSON.stringify(set)}`);
  return !fromSource && bytes >= REPLAY_THREAD_BYTES;
}
function threadReplayer(fault) {
  const progress = new Int32Array(new SharedArrayBuffer(8));
  const worker = startWorker("replay", { progress, ...fault ? { fault } : {} });
  const failure = (why) => new ReplayThreadFailure(`the simulation's worker thread failed (${why})`);
  const answer = new Promise((resolve, reject) => {
    worker.once("message", (message) => resolve(message.results.map(resultFromColumns)));
    worker.once("error", (error) => reject(failure(error.message)));
    worker.once("exit", (code) => reject(failure(`it exited with code ${code}`)));
  });
  answer.catch(() => void 0);
  worker.unref();
  let started = false;
  const replayer = (settings, runs) => {
    if (started) throw new Error("a thread replayer replays one trace");
    started = true;
    const staysHere = runs.map((run) => createPolicy(run.policy).quotesResults === true);
    const here = inProcessReplay(settings, runs.filter((_, i) => staysHere[i]));
    worker.postMessage({ start: { settings, runs: runs.filter((_, i) => !staysHere[i]) } });
    let posted = 0;
    const batcher = new SizedMessageBatcher(
      BATCH_MESSAGES,
      (batch) => {
        waitForReplayed(progress, posted - BATCHES_AHEAD);
        if (Atomics.load(progress, ENDED) === 1) throw failure("it ended before the trace did");
        worker.postMessage({ batch });
        posted++;
      }
    );
    return {
      add(messages) {
        here.add(messages);
        for (let i = 0; i < messages.length; i++) batcher.add(messages[i]);
      },
      async finish() {
        batcher.flush();
        worker.postMessage({ end: true });
        worker.ref();
        try {
          const [mine, theirs] = await Promise.all([here.finish(), answer]);
          return staysHere.map((stays) => stays ? mine.shift() : theirs.shift());
        } finally {
          await worker.terminate();
        }
      }
    };
  };
  return Object.assign(replayer, {
    async cancel() {
      if (!started) await worker.terminate();
    }
  });
}
function waitForReplayed(progress, batches) {
  for (; ; ) {
    const replayed = Atomics.load(progress, REPLAYED);
    if (replayed >= batches || Atomics.load(progress, ENDED) === 1) return;
    Atomics.wait(progress, REPLAYED, replayed, WAIT_MS);
  }
}

export {
  SizedMessageReader,
  resultColumns,
  REPLAYED,
  ENDED,
  ReplayThreadFailure,
  replayThreadFor,
  threadReplayer
};
