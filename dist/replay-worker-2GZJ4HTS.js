import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ENDED,
  REPLAYED,
  SizedMessageReader,
  resultColumns
} from "./chunk-ACVH7UIS.js";
import {
  workerKind
} from "./chunk-OUUO77PB.js";
import {
  inProcessReplay
} from "./chunk-SLMPYSDO.js";
import "./chunk-TN6WN66N.js";
import "./chunk-TS6I3ZBO.js";
import "./chunk-67GQ2N7O.js";
import "./chunk-MPTDITOE.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-E34YZ725.js";
import "./chunk-LQK3ML4U.js";

// src/pipeline/replay-worker.ts
import { parentPort, workerData } from "node:worker_threads";
function serveReplay() {
  if (workerKind() !== "replay") return;
  const port = parentPort;
  const data = workerData;
  const { progress } = data;
  let replay;
  const reader = new SizedMessageReader();
  process.on("exit", () => {
    Atomics.store(progress, ENDED, 1);
    Atomics.notify(progress, REPLAYED);
  });
  port.on("message", (message) => {
    if (data.fault === "exit") process.exit(3);
    if (data.fault === "throw") throw new Error("replay worker fault injected for a test");
    if ("start" in message) {
      replay = inProcessReplay(message.start.settings, message.start.runs);
      return;
    }
    if ("batch" in message) {
      replay.add(reader.read(message.batch));
      Atomics.add(progress, REPLAYED, 1);
      Atomics.notify(progress, REPLAYED);
      return;
    }
    void replay.finish().then((results) => {
      const sent = results.map(resultColumns);
      port.postMessage({ results: sent.map((r) => r.columns) }, sent.flatMap((r) => r.transfer));
    });
  });
}
serveReplay();
