import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/changes/git.ts
import { spawn } from "node:child_process";
var GitError = class extends Error {
  constructor(args, exitCode, stderr) {
    super(`git ${args[0]} failed (exit ${exitCode}): ${stderr.trim().split("\n").slice(-3).join(" / ")}`);
    this.args = args;
    this.exitCode = exitCode;
    this.stderr = stderr;
    this.name = "GitError";
  }
  args;
  exitCode;
  stderr;
};
function createGit(cwd, env = process.env, trace) {
  const spawnGit = (args) => spawn("git", args, {
    cwd,
    // Never prompt for credentials in CI: a missing one must fail, not hang.
    env: { ...env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" },
    stdio: ["pipe", "pipe", "pipe"]
  });
  let objects;
  const close = async () => {
    const reader = objects;
    objects = void 0;
    await reader?.close();
  };
  const run = (args, options = {}) => new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawnGit(args);
    const out = [];
    const err = [];
    child.stdout.on("data", (b) => out.push(b));
    child.stderr.on("data", (b) => err.push(b));
    child.on("error", reject);
    child.on("close", (code) => {
      trace?.({ args, ms: performance.now() - started });
      if (args[0] === "fetch") void close();
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new GitError(args, code, Buffer.concat(err).toString("utf8")));
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(options.input ?? "");
  });
  return {
    run,
    tryRun: (args) => run(args).catch((error) => {
      if (error instanceof GitError) return void 0;
      throw error;
    }),
    readObject: (name) => (objects ??= objectReader(spawnGit, trace)).read(name),
    close
  };
}
var FOUND = /^([0-9a-f]{40}|[0-9a-f]{64}) (blob|tree|commit|tag) (\d+)$/;
function objectReader(spawnGit, trace) {
  const args = ["cat-file", "--batch"];
  const started = performance.now();
  const child = spawnGit(args);
  const waiting = [];
  let chunks = [];
  let buffered = 0;
  let needed = 1;
  let failure;
  let closing = false;
  const stderr = [];
  const exited = new Promise((resolve) => {
    child.on("close", (code) => {
      trace?.({ args, ms: performance.now() - started });
      fail(new GitError(args, code, Buffer.concat(stderr).toString("utf8") || "exited while objects were asked for"));
      resolve();
    });
  });
  const fail = (error) => {
    failure ??= error;
    for (const w of waiting.splice(0)) w.reject(failure);
    hold(false);
  };
  const hold = (busy) => {
    for (const handle of [child, child.stdin, child.stdout, child.stderr]) {
      (busy ? handle.ref : handle.unref)?.call(handle);
    }
  };
  const parse = () => {
    const data = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, buffered);
    let at = 0;
    needed = 1;
    while (waiting.length > 0) {
      const newline = data.indexOf(10, at);
      if (newline < 0) break;
      const header = data.toString("utf8", at, newline);
      const found = FOUND.exec(header);
      if (!found) {
        waiting.shift().resolve(void 0);
        at = newline + 1;
        continue;
      }
      const end = newline + 1 + Number(found[3]);
      if (data.length < end + 1) {
        needed = end + 1 - at;
        break;
      }
      waiting.shift().resolve({ sha: found[1], type: found[2], content: data.subarray(newline + 1, end) });
      at = end + 1;
    }
    const rest = data.subarray(at);
    chunks = rest.length > 0 ? [rest] : [];
    buffered = rest.length;
    if (waiting.length === 0 && !closing) hold(false);
  };
  child.stdout.on("data", (b) => {
    chunks.push(b);
    buffered += b.length;
    if (buffered >= needed) parse();
  });
  child.stderr.on("data", (b) => stderr.push(b));
  child.on("error", fail);
  child.stdin.on("error", () => void 0);
  hold(false);
  return {
    read(name) {
      if (failure) return Promise.reject(failure);
      if (!name || /[\n\r\0]/.test(name)) return Promise.resolve(void 0);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        hold(true);
        child.stdin.write(`${name}
`);
      });
    },
    close() {
      closing = true;
      if (failure) return Promise.resolve();
      hold(true);
      child.stdin.end();
      return exited;
    }
  };
}
async function resolveCommit(git, ref) {
  const commit = await git.readObject(`${ref}^{commit}`).catch((error) => {
    if (error instanceof GitError) return void 0;
    throw error;
  });
  return commit?.type === "commit" ? commit.sha : void 0;
}
async function mergeBase(git, a, b) {
  const out = await git.tryRun(["merge-base", a, b]);
  return out?.toString("utf8").trim() || void 0;
}
async function parentsOf(git, sha) {
  const out = await git.run(["rev-list", "--parents", "-n", "1", sha]);
  return out.toString("utf8").trim().split(" ").slice(1);
}
async function isShallow(git) {
  const out = await git.run(["rev-parse", "--is-shallow-repository"]);
  return out.toString("utf8").trim() === "true";
}

export {
  GitError,
  createGit,
  resolveCommit,
  mergeBase,
  parentsOf,
  isShallow
};
