import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  Minimatch,
  pathGlobs
} from "./chunk-57BSRISO.js";
import {
  DEFAULT_CONFIG,
  isKnownModel,
  localCounting,
  pickScenario,
  resolveAgents,
  resolveModel,
  scaledCount
} from "./chunk-UNORK3EK.js";
import {
  IMPORT_MAX_DEPTH,
  PROFILES,
  claudeCode,
  claudeImports,
  extractContent,
  readableFile,
  roleDelivery
} from "./chunk-4FT22JVS.js";
import {
  tokenizer
} from "./chunk-MPTDITOE.js";

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

// src/analyze/model-text-sizes.ts
var ModelTextSizes = class {
  constructor(configured, known = /* @__PURE__ */ new Map(), provided = NO_COUNTS) {
    this.configured = configured;
    this.known = known;
    this.provided = provided;
  }
  configured;
  known;
  provided;
  counters = /* @__PURE__ */ new Map();
  models = /* @__PURE__ */ new Map();
  /** The encoding the model's texts are counted with here, and what those counts are multiplied by. */
  counting(model) {
    let entry = this.models.get(model.id);
    if (!entry) this.models.set(model.id, entry = { ...localCounting(model, this.configured), sizes: /* @__PURE__ */ new Map() });
    return entry;
  }
  size(model, text) {
    const { encoding, scale } = this.counting(model);
    const sizes = this.models.get(model.id).sizes;
    let n = sizes.get(text);
    if (n === void 0) {
      n = this.provided.models.get(model.id)?.tokens(text) ?? scaledCount(this.counter(encoding).count(text), scale);
      sizes.set(text, n);
    }
    return n;
  }
  counter(encoding) {
    let counter = this.counters.get(encoding);
    if (!counter) {
      let known = this.known.get(encoding);
      if (!known) this.known.set(encoding, known = /* @__PURE__ */ new Map());
      this.counters.set(encoding, counter = new TokenCounter(() => tokenizer(encoding), known));
    }
    return counter;
  }
};

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
  const named = references.filter((r) => paths.has(r.path)).sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line);
  const count = /* @__PURE__ */ new Map();
  for (const r of named) count.set(r.id, (count.get(r.id) ?? 0) + 1);
  return named.find((r) => count.get(r.id) === Math.max(...count.values()));
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
    const b = base.agents.find((a) => a.name === name);
    const h = head.agents.find((a) => a.name === name);
    const found = h ?? b;
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
    return { config: run, framework: found.framework, base: sideOf(b), head: { ...headSide, config: run } };
  });
}
function agentConfig(config, name, found) {
  return { ...pickScenario(DEFAULT_CONFIG), model: config.model, ...found, ...explicitSettings(config), ...config.forced ?? {}, name, include: [] };
}
function includes(globs) {
  const matchers = globs.map((g) => new Minimatch(g, { dot: true, matchBase: !g.includes("/") }));
  return (unit) => matchers.length === 0 || matchers.some((m) => m.match(unit.path));
}
function explicitSettings(config) {
  const defaults = pickScenario(DEFAULT_CONFIG);
  const out = {};
  for (const [key, value] of Object.entries(pickScenario(config))) {
    if (JSON.stringify(value) !== JSON.stringify(defaults[key])) out[key] = value;
  }
  return out;
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
  return (path) => (classify ??= compiledClassifier(rules))(path);
}
function compiledClassifier(rules) {
  const excluded = pathGlobs([...DEFAULT_EXCLUDE_GLOBS, ...rules.exclude]);
  const noise = pathGlobs(rules.defaultExcludes === false ? [] : NOISE_GLOBS);
  const fixture = pathGlobs(rules.defaultExcludes === false ? [] : FIXTURE_GLOBS);
  const prompts = pathGlobs([...DEFAULT_PROMPT_GLOBS, ...rules.include]);
  const included = pathGlobs(rules.include);
  const toolOutputs = pathGlobs(rules.toolOutputs ?? []);
  const frameworks = (rules.frameworkFiles ?? []).map(({ profile, globs }) => ({ profile, matches: pathGlobs(globs) }));
  return (path) => {
    if (excluded(path)) return void 0;
    const framework = frameworks.find((f) => f.matches(path));
    if (framework && (!fixture(path) || included(path))) return { format: "framework", profile: framework.profile };
    if (toolOutputs(path)) return { format: "tool-output" };
    if (noise(path) && !included(path)) return void 0;
    if (/\.prompty$/i.test(path)) return { format: "prompty" };
    const prompt = prompts(path);
    if (STRUCTURED.test(path)) {
      const promptfooConfig = PROMPTFOO_CONFIG.test(path);
      return { format: "structured", promptFolder: prompt && !promptfooConfig };
    }
    if (prompt) return { format: "text", role: "system" };
    const language = rules.code === false ? void 0 : CODE.find(([re]) => re.test(path))?.[1];
    return language ? { format: "code", language } : void 0;
  };
}

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
function startsWith(bytes, prefix) {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
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

// src/pipeline/imported-files.ts
var IMPORTED_KIND = { format: "framework", profile: claudeCode.id };
async function withImportedFiles(snapshots, read, options) {
  const tried = /* @__PURE__ */ new Set();
  const found = /* @__PURE__ */ new Map();
  const units = (f) => {
    let known = found.get(f);
    if (!known) found.set(f, known = unitsOf(f, options));
    return known;
  };
  let current = snapshots;
  for (let hop = 0; hop <= IMPORT_MAX_DEPTH; hop++) {
    const wanted = /* @__PURE__ */ new Set();
    for (const snapshot of current) {
      const held = new Set(snapshot.files.map((f) => f.path));
      for (const path of claudeImports(snapshot.files.flatMap(units)).unknown) {
        if (!held.has(path) && !tried.has(path)) wanted.add(path);
      }
    }
    if (wanted.size === 0) break;
    for (const path of wanted) tried.add(path);
    const paths = [...wanted].sort();
    current = await Promise.all(
      current.map(async (snapshot) => {
        const held = new Set(snapshot.files.map((f) => f.path));
        const wantedHere = paths.filter((p) => !held.has(p));
        const asked = new Set(wantedHere);
        const added = (await read(snapshot, wantedHere)).filter(({ path }) => asked.has(path) && !held.has(path)).map(({ path, content }) => importedFile(path, content, options));
        return added.length ? { ...snapshot, files: [...snapshot.files, ...added] } : snapshot;
      })
    );
  }
  return current;
}
function importedFile(path, content, options) {
  const file = { path, kind: IMPORTED_KIND, content };
  return content.kind === "text" ? { ...file, content: extractContent({ ...file, content }, void 0, options) } : file;
}
function unitsOf(file, options) {
  if (file.content.kind === "extracted") return file.content.extraction.units;
  if (file.content.kind === "text" && file.kind.format === "framework") return extractContent({ ...file, content: file.content }, void 0, options).extraction.units;
  return [];
}

export {
  NO_COUNTS,
  ModelTextSizes,
  findAgents,
  repositoryOf,
  pricedAgents,
  agentConfig,
  promptFileClassifier,
  parseLfsPointer,
  decodeContent,
  withImportedFiles
};
