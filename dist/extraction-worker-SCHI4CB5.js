import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  JOBS_DONE,
  runExtractionJob
} from "./chunk-PTG6OATJ.js";
import {
  workerKind
} from "./chunk-OUUO77PB.js";
import {
  extractOptionsEachWay,
  parsersForFile
} from "./chunk-4FT22JVS.js";
import "./chunk-AP654A53.js";
import "./chunk-KLPRW6NI.js";
import "./chunk-GXPCTWCZ.js";
import "./chunk-MPTDITOE.js";
import "./chunk-JOHSGW2E.js";
import "./chunk-E34YZ725.js";
import "./chunk-LQK3ML4U.js";

// src/pipeline/extraction-worker.ts
import { parentPort, workerData } from "node:worker_threads";
async function extractJob(job) {
  optionsFor ??= extractOptionsEachWay();
  return runExtractionJob(job, parsersForFile, optionsFor);
}
var optionsFor;
function serveExtraction() {
  if (workerKind() !== "extraction") return;
  const port = parentPort;
  const data = workerData;
  const fault = data.fault;
  const done = data[JOBS_DONE];
  const answer = (message) => {
    if (done) Atomics.add(done, 0, 1);
    port.postMessage(message);
  };
  port.on("message", (message) => {
    if (fault === "exit") process.exit(3);
    if (fault === "throw") throw new Error("extraction worker fault injected for a test");
    extractJob(message.job).then(
      (content) => answer({ id: message.id, content }),
      (error) => answer({ id: message.id, error: String(error?.message ?? error) })
    );
  });
}
serveExtraction();
