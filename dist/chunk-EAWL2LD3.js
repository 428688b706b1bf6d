import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ModelTextSizes,
  decodeContent,
  findAgents,
  pricedAgents,
  promptFileClassifier,
  repositoryOf,
  withImportedFiles
} from "./chunk-GKXDXUD5.js";
import {
  createGit
} from "./chunk-YEFU2FJ6.js";
import {
  resolveModel
} from "./chunk-UNORK3EK.js";
import {
  describeDelivery,
  extractOptions,
  extractOptionsFor,
  parsersFor,
  profileFileRules,
  safeExtract
} from "./chunk-4FT22JVS.js";
import {
  InputError
} from "./chunk-JOHSGW2E.js";

// src/pipeline/scan.ts
import { lstat, open, readdir, realpath, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";

// src/analyze/scan.ts
function analyzeScan(snapshot, config, parsers) {
  const model = resolveModel(config.model, config.models);
  const counting = new ModelTextSizes(config.encoding);
  const { encoding, scale } = counting.counting(model);
  const files = [];
  const byRole = {};
  const unreadable = [];
  const options = extractOptions(snapshot.files);
  const extractions = /* @__PURE__ */ new Map();
  for (const file of snapshot.files) {
    const extraction = safeExtract(file, parsers, options);
    extractions.set(file, extraction);
    for (const f of extraction.findings) if (f.kind === "unreadable") unreadable.push({ path: f.path, reason: f.message, bytes: 0 });
    const units = extraction.units.map((u) => ({
      id: u.id,
      key: u.key,
      role: u.role,
      tokens: u.tokens ?? counting.size(model, u.text),
      lines: u.lines
    }));
    if (units.length === 0) continue;
    for (const u of units) byRole[u.role] = (byRole[u.role] ?? 0) + u.tokens;
    files.push({ path: file.path, tokens: units.reduce((n, u) => n + u.tokens, 0), units });
  }
  files.sort((a, b) => b.tokens - a.tokens || a.path.localeCompare(b.path));
  const skipped = [
    ...snapshot.files.flatMap((f) => f.content.kind === "skipped" ? [{ path: f.path, reason: f.content.reason, bytes: f.content.bytes }] : []),
    ...unreadable
  ];
  return {
    version: 1,
    root: snapshot.ref,
    model: { id: model.id, encoding, exact: model.tokenizer.exact && model.tokenizer.encoding === encoding, ...scale !== 1 ? { scale } : {} },
    files,
    skipped,
    totals: {
      files: files.length,
      units: files.reduce((n, f) => n + f.units.length, 0),
      tokens: files.reduce((n, f) => n + f.tokens, 0),
      byRole
    },
    agents: scanAgents(config, repositoryOf(snapshot.files, (f) => extractions.get(f)), counting)
  };
}
function scanAgents(config, repository, counting) {
  const side = { units: repository.units, agents: findAgents(repository) };
  const units = new Map(repository.units.map((u) => [u.id, u]));
  return pricedAgents(config, side, side).map((agent) => {
    const byDelivery = /* @__PURE__ */ new Map();
    for (const [id, delivery] of agent.head.sends) {
      const words = describeDelivery(delivery);
      const group = byDelivery.get(words) ?? { delivery: words, units: 0, tokens: 0 };
      const unit = units.get(id);
      group.units++;
      group.tokens += unit ? unit.tokens ?? counting.size(agent.head.model, unit.text) : 0;
      byDelivery.set(words, group);
    }
    const deliveries = [...byDelivery.values()].sort((a, b) => b.tokens - a.tokens || a.delivery.localeCompare(b.delivery));
    const at = agent.head.modelAt;
    return {
      name: agent.config.name,
      framework: agent.framework,
      model: agent.head.model.id,
      modelAt: at ? { path: at.path, line: at.line } : null,
      units: deliveries.reduce((n, d) => n + d.units, 0),
      tokens: deliveries.reduce((n, d) => n + d.tokens, 0),
      deliveries
    };
  });
}

// src/pipeline/scan.ts
async function scanDirectory(root, config) {
  const snapshot = await scanSnapshot(root, config);
  return analyzeScan(snapshot, config, await parsersFor([snapshot]));
}
function pathsOnDisk(root, maxBytes) {
  return async (_snapshot, paths) => {
    const inside = `${await realpath(root)}${sep}`;
    const found = [];
    for (const path of paths) {
      const real = await realpath(join(root, path)).catch(() => void 0);
      if (!real?.startsWith(inside)) continue;
      const content = await readLimited(join(root, path), maxBytes);
      if (content) found.push({ path, content });
    }
    return found;
  };
}
async function scanSnapshot(root, config) {
  const rootStat = await stat(root).catch(() => void 0);
  if (!rootStat?.isDirectory()) throw new InputError(`no directory '${root}'`);
  const classify = promptFileClassifier({ ...config, frameworkFiles: profileFileRules() });
  const files = [];
  for (const path of await listFiles(root)) {
    const kind = classify(path);
    if (!kind) continue;
    const content = await readLimited(join(root, path), config.maxFileBytes);
    if (content) files.push({ path, kind, content });
  }
  const [withImports] = await withImportedFiles([{ ref: root, sha: "", files }], pathsOnDisk(root, config.maxFileBytes), extractOptionsFor(false));
  return withImports;
}
async function listFiles(root) {
  const listed = await createGit(root).tryRun(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--deduplicate"]).catch(() => void 0);
  if (listed) return listed.toString("utf8").split("\0").filter(Boolean).sort();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() || e.isSymbolicLink()).map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join("/")).filter((p) => !p.split("/").some((part) => part === ".git" || part === "node_modules")).sort();
}
async function readLimited(path, maxBytes) {
  const link = await lstat(path).catch(() => void 0);
  if (!link) return void 0;
  if (link.isSymbolicLink()) return { kind: "skipped", reason: "symlink", bytes: link.size };
  if (!link.isFile()) return void 0;
  const handle = await open(path, "r").catch(() => void 0);
  if (!handle) return void 0;
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) return { kind: "skipped", reason: "too-large", bytes: size };
    const buffer = Buffer.alloc(size);
    await handle.read(buffer, 0, size, 0);
    return decodeContent(buffer, maxBytes);
  } finally {
    await handle.close();
  }
}

export {
  scanDirectory,
  scanSnapshot
};
