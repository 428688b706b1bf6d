import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ENDED,
  REPLAYED,
  batchMessages,
  sentResult
} from "./chunk-C3IBNTZ2.js";
import {
  workerKind
} from "./chunk-ZJ3WSYKA.js";
import {
  inProcessReplay
} from "./chunk-22XNS534.js";
import "./chunk-LFAH3KJZ.js";
import "./chunk-IWB26L5G.js";
import "./chunk-4TOUGDYR.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-HQ2Z7SHM.js";
import "./chunk-LQK3ML4U.js";

// src/pipeline/replay-worker.ts
import { parentPort, workerData } from "node:worker_threads";
function serveReplay() {
  if (workerKind() !== "replay") return;
  const port = parentPort;
  const data = workerData;
  const { progress } = data;
  const replay = inProcessReplay(data.settings, data.runs);
  process.on("exit", () => {
    Atomics.store(progress, ENDED, 1);
    Atomics.notify(progress, REPLAYED);
  });
  port.on("message", (message) => {
    if (data.fault === "exit") process.exit(3);
    if (data.fault === "throw") throw new Error("replay worker fault injected for a test");
    if ("batch" in message) {
      for (const sized of batchMessages(message.batch)) replay.add(sized);
      Atomics.add(progress, REPLAYED, 1);
      Atomics.notify(progress, REPLAYED);
      return;
    }
    replay.finish().then(
      (results) => {
        const sent = results.map(sentResult);
        const answer = { results: sent };
        port.postMessage(answer, sent.map((r) => r.requests.buffer));
      },
      (error) => port.postMessage({ error: String(error?.message ?? error) })
    );
  });
}
serveReplay();
