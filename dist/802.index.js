export const id = 802;
export const ids = [802];
export const modules = {

/***/ 8802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(3838);
// EXTERNAL MODULE: ./src/changes/commit-range.ts
var commit_range = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/changes/git.ts
var changes_git = __webpack_require__(1345);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(984);
// EXTERNAL MODULE: ./src/config/config-file.ts
var config_file = __webpack_require__(3797);
// EXTERNAL MODULE: ./src/gate.ts
var gate = __webpack_require__(1956);
// EXTERNAL MODULE: ./src/analyze/headline.ts
var headline = __webpack_require__(4070);
// EXTERNAL MODULE: ./src/input-error.ts
var input_error = __webpack_require__(6236);
// EXTERNAL MODULE: ./src/pipeline/code-fingerprint.ts
var code_fingerprint = __webpack_require__(9912);
// EXTERNAL MODULE: ./src/pipeline/diff.ts + 14 modules
var diff = __webpack_require__(6763);
// EXTERNAL MODULE: ./src/pipeline/provider-counts.ts
var provider_counts = __webpack_require__(9310);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/markdown.ts + 8 modules
var report_markdown = __webpack_require__(5496);
// EXTERNAL MODULE: ./src/extract/prompt-unit.ts
var prompt_unit = __webpack_require__(2410);
// EXTERNAL MODULE: ./src/frameworks/delivery.ts
var delivery = __webpack_require__(1070);
;// CONCATENATED MODULE: ./src/report/delivery-words.ts

/** Stands for a delivery's own words (a skill's name, a glob): any text may fill it. */
const SLOT = '\u0000';
/** One delivery of every kind, its text fields the slot: a new kind does not compile until it is here. */
const EVERY_KIND = {
    'every-request': { kind: 'every-request' },
    start: { kind: 'start' },
    'after-history': { kind: 'after-history' },
    'per-step': { kind: 'per-step' },
    'tool-result': { kind: 'tool-result' },
    'on-trigger': { kind: 'on-trigger', what: SLOT },
    'while-matching': { kind: 'while-matching', paths: [SLOT] },
    invoked: { kind: 'invoked', name: SLOT },
    'side-call': { kind: 'side-call', call: 'initial-plan', readsHistory: false },
    'other-agent': { kind: 'other-agent', agent: SLOT },
    'on-failure': { kind: 'on-failure' },
    never: { kind: 'never', reason: SLOT },
    // A repeated delivery's words are its copies' words joined: checked copy by copy below.
    repeated: { kind: 'never', reason: SLOT },
    // A rendered delivery's words are its rendering's, after a prefix: checked without it below.
    rendered: { kind: 'never', reason: SLOT },
};
/** The other words a kind has. */
const VARIANTS = [
    { kind: 'side-call', call: 'final-answer', readsHistory: false },
    { kind: 'side-call', call: 'structured-response', readsHistory: true },
    { kind: 'per-step', instead: { output: 'empty' } },
    { kind: 'on-failure', replayed: true },
    { kind: 'per-step', instead: { output: 'truncated', aboveTokens: 1 } },
];
/** What `describeDelivery` can write, as patterns: its own words, with any text in a slot. */
const PATTERNS = [...Object.values(EVERY_KIND), ...VARIANTS].map((d) => {
    const parts = (0,delivery/* describeDelivery */.Ks)(d).split(SLOT).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('[\\s\\S]*')}$`);
});
/**
 * Whether a stored report's delivery is one `describeDelivery` writes: the renderer shows it as
 * text either way (escape.ts), but words that are not ours are not a delivery.
 */
function isDeliveryDescription(text) {
    const ours = (words) => PATTERNS.some((p) => p.test(words));
    // A unit priced through a rendered request is described as that rendering, after a prefix.
    const own = text.startsWith(delivery/* RENDERED */.Un) ? text.slice(delivery/* RENDERED */.Un.length) : text;
    // A unit sent twice (aider's reminder) is described as its copies joined with ' + '.
    return ours(own) || own.split(' + ').every(ours);
}

;// CONCATENATED MODULE: ./src/report/report.ts
const COUNT_METHODS = ['tokenizer', 'provider', 'estimate'];

;// CONCATENATED MODULE: ./src/report/stored-report.ts




/** An object shape that may also be null (a scenario's model change). */
class Nullable {
    shape;
    constructor(shape) {
        this.shape = shape;
    }
}
const RUN_DELTA = { deltaRunTokens: 'number', deltaRunUsd: 'number' };
const RUN_TOTALS = { inputTokens: 'number', peakContext: 'number', costUsd: 'number', overflowRequest: 'request?' };
const REPORT = {
    version: 'number',
    base: { ref: 'string', sha: 'string' },
    head: { ref: 'string', sha: 'string' },
    model: {
        id: 'string',
        encoding: 'string',
        exact: 'boolean',
        contextWindow: 'number',
        prices: { input: 'number', output: 'number', cacheRead: 'number?', cacheWrite: 'number?' },
        source: 'string',
    },
    'counting?': [{ model: 'string', provider: 'string', method: 'string', encoding: 'string', texts: 'number', estimatedTexts: 'number', failure: 'string?' }],
    scenarios: [
        {
            name: 'string',
            model: 'string',
            contextWindow: 'number',
            steps: 'number',
            policy: 'string',
            caching: 'boolean',
            runsPerMonth: 'number?',
            prompt: { baseTokens: 'number', headTokens: 'number', deltaTokens: 'number', deltaPercent: 'number?' },
            base: RUN_TOTALS,
            head: RUN_TOTALS,
            deltaRunTokens: 'number',
            deltaRunUsd: 'number',
            framework: 'string',
            modelChange: new Nullable({ from: 'string', to: 'string', path: 'string?', line: 'number?', ...RUN_DELTA }),
            files: [{ path: 'string', baseTokens: 'number', headTokens: 'number', deltaTokens: 'number', ...RUN_DELTA }],
            interaction: RUN_DELTA,
            cacheNote: 'string?',
            'assumptions?': ['string'],
            whatIf: [
                {
                    policy: 'string',
                    baseRunTokens: 'number',
                    headRunTokens: 'number',
                    deltaRunTokens: 'number',
                    deltaRunUsd: 'number',
                    headPeakContext: 'number',
                    headOverflowRequest: 'request?',
                    headCachedTokens: 'number',
                },
            ],
            context: { base: ['number'], head: ['number'], window: 'number', baseEdits: ['request'], headEdits: ['request'] },
        },
    ],
    files: [
        {
            path: 'string',
            status: 'string',
            previousPath: 'string?',
            baseTokens: 'number',
            headTokens: 'number',
            deltaTokens: 'number',
            deltaRunTokens: 'number',
            deltaRunUsd: 'number',
            agent: 'string?',
            units: [
                {
                    id: 'string',
                    key: 'string',
                    role: 'string',
                    baseTokens: 'number',
                    headTokens: 'number',
                    deltaTokens: 'number',
                    deltaRunTokens: 'number',
                    deltaRunUsd: 'number',
                    sentBy: [{ agent: 'string', delivery: 'string', 'base?': 'string' }],
                    textChanged: 'boolean',
                    'movedFrom?': 'string',
                },
            ],
        },
    ],
    totals: {
        baseTokens: 'number',
        headTokens: 'number',
        deltaTokens: 'number',
        deltaPercent: 'number?',
        agent: 'string?',
        baseRunTokens: 'number',
        headRunTokens: 'number',
        deltaRunTokens: 'number',
        baseRunUsd: 'number',
        headRunUsd: 'number',
        deltaRunUsd: 'number',
        deltaMonthlyUsd: 'number?',
        basePeakContext: 'number',
        headPeakContext: 'number',
        headOverflowRequest: 'request?',
    },
    findings: [
        {
            kind: 'string',
            path: 'string',
            message: 'string',
            'side?': 'string',
            'line?': 'number',
            'bytes?': 'number',
            'reason?': 'string',
            'unit?': 'string',
            'agent?': 'string',
            'base?': 'string',
            'head?': 'string',
        },
    ],
    verdict: {
        status: 'string',
        reasons: ['string'],
        thresholds: { maxDeltaTokens: 'number?', maxDeltaPercent: 'number?', maxDeltaUsd: 'number?', maxPeakContext: 'number?' },
    },
    'pullRequest?': { number: 'number', headSha: 'string', 'url?': 'string' },
};
/** Reads a report.json written by an earlier run; every error names the file and the key. */
function parseStoredReport(text, file) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new input_error/* InputError */.d(`not a ctxguard report: ${error.message}`, { file });
    }
    // The version first: an older report's shape differs, and its version says why better than its keys.
    const version = typeof value === 'object' && value !== null ? value.version : undefined;
    // Version 1 numbered requests from 0; version 2's totals summed every agent's prompt material: read
    // as 3, their figures would mean something else than the comment says.
    if (version === 1 || version === 2) {
        const why = version === 1 ? 'which numbered requests from 0' : "whose totals summed all agents' prompt material";
        throw new input_error/* InputError */.d(`expected version 3, got ${version}: a report from an older ctxguard, ${why}; run the workflow that made it again with this version`, { file, key: 'version' });
    }
    if (version !== 3)
        throw new input_error/* InputError */.d(`expected version 3, got ${JSON.stringify(version)}`, { file, key: 'version' });
    check(value, REPORT, [], file);
    const report = value;
    // Words the renderer shows as they are must be the renderer's own words.
    const oneOf = (value, allowed, key) => {
        if (!allowed.includes(value))
            throw new input_error/* InputError */.d(`expected ${allowed.join(', ')}, got ${JSON.stringify(value)}`, { file, key });
    };
    oneOf(report.verdict.status, ['pass', 'fail'], 'verdict.status');
    const delivery = (words, key) => {
        if (!isDeliveryDescription(words))
            throw new input_error/* InputError */.d(`expected how an agent sends a unit, got ${JSON.stringify(words)}`, { file, key });
    };
    report.counting?.forEach((c, i) => oneOf(c.method, COUNT_METHODS, `counting.${i}.method`));
    report.files.forEach((f, i) => {
        oneOf(f.status, ['added', 'modified', 'deleted', 'renamed', 'unchanged'], `files.${i}.status`);
        f.units.forEach((u, j) => {
            oneOf(u.role, prompt_unit/* ROLES */.g, `files.${i}.units.${j}.role`);
            u.sentBy.forEach((by, k) => {
                delivery(by.delivery, `files.${i}.units.${j}.sentBy.${k}.delivery`);
                if (by.base !== undefined)
                    delivery(by.base, `files.${i}.units.${j}.sentBy.${k}.base`);
            });
        });
    });
    report.findings.forEach((f, i) => {
        oneOf(f.kind, FINDING_KINDS, `findings.${i}.kind`);
        if (f.kind === 'delivery-changed') {
            delivery(f.base, `findings.${i}.base`);
            delivery(f.head, `findings.${i}.head`);
        }
        if ('side' in f && f.side !== undefined)
            oneOf(f.side, ['base', 'head'], `findings.${i}.side`);
    });
    return report;
}
/** Every kind a report can hold: a Record over the kinds, so a new kind does not compile until it is here. */
const FINDING_KIND_SET = {
    skipped: true,
    'config-changed': true,
    'thresholds-changed': true,
    'malformed-text': true,
    submodule: true,
    unreadable: true,
    'unbounded-tool-output': true,
    'unknown-model': true,
    'size-cap': true,
    'delivery-changed': true,
};
const FINDING_KINDS = Object.keys(FINDING_KIND_SET);
function check(value, shape, path, file) {
    const fail = (expected) => {
        throw new input_error/* InputError */.d(`expected ${expected}, got ${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value}`, { file, key: path.join('.') || '(top)' });
    };
    if (shape instanceof Nullable) {
        if (value !== null)
            check(value, shape.shape, path, file);
        return;
    }
    if (shape === 'request' || shape === 'request?') {
        if (shape === 'request?' && value === null)
            return;
        if (!Number.isInteger(value) || value < 1) {
            throw new input_error/* InputError */.d(`expected a request number (from 1), got ${JSON.stringify(value)}`, { file, key: path.join('.') });
        }
        return;
    }
    if (typeof shape === 'string') {
        if (shape.endsWith('?') && value === null)
            return;
        const type = shape.replace('?', '');
        if (typeof value !== type || (type === 'number' && !Number.isFinite(value)))
            fail(`a ${type}`);
        return;
    }
    if (Array.isArray(shape)) {
        if (!Array.isArray(value))
            return fail('a list');
        value.forEach((item, i) => check(item, shape[0], [...path, i], file));
        return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return fail('an object');
    for (const [rawKey, inner] of Object.entries(shape)) {
        const optional = rawKey.endsWith('?');
        const key = optional ? rawKey.slice(0, -1) : rawKey;
        const field = value[key];
        if (field === undefined && optional)
            continue;
        check(field, inner, [...path, key], file);
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/action/artifacts.ts



/**
 * Writes the report and the comment where a later step can upload them: RUNNER_TEMP, or the system's
 * temp folder when RUNNER_TEMP cannot be written. Never throws: what cannot be written is warned
 * about, and the outputs, summary and gate go on without it.
 */
function writeArtifacts(runnerTemp, files, warn) {
    const candidates = [...(runnerTemp ? [(0,external_node_path_.join)(runnerTemp, 'ctxguard')] : []), (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `ctxguard-${process.pid}`)];
    const failures = [];
    for (const dir of candidates) {
        try {
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
            const reportPath = (0,external_node_path_.join)(dir, 'report.json');
            const commentBodyPath = (0,external_node_path_.join)(dir, 'comment.md');
            (0,external_node_fs_.writeFileSync)(reportPath, files.report);
            (0,external_node_fs_.writeFileSync)(commentBodyPath, files.comment);
            if (failures.length)
                warn(`Could not write the report to ${failures.join('; ')}: wrote it to ${dir} instead`);
            return { reportPath, commentBodyPath };
        }
        catch (error) {
            failures.push(`${dir} (${error.message})`);
        }
    }
    warn(`Could not write the report anywhere: ${failures.join('; ')}`);
    return { reportPath: '', commentBodyPath: '' };
}

;// CONCATENATED MODULE: ./src/action/workflow-event.ts


/** Events whose payload the action cannot do without. */
const NEEDS_PAYLOAD = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'merge_group', 'workflow_run']);
function readWorkflowEvent(env) {
    const name = env.GITHUB_EVENT_NAME;
    if (!name)
        throw new input_error/* InputError */.d('GITHUB_EVENT_NAME is not set: ctxguard runs as a step of a GitHub Actions workflow (elsewhere, use the ctxguard CLI)');
    const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
    if (!owner || !repo || rest.length)
        throw new input_error/* InputError */.d(`GITHUB_REPOSITORY: expected owner/repo, got ${JSON.stringify(env.GITHUB_REPOSITORY ?? '')}`);
    return {
        name,
        payload: readPayload(name, env.GITHUB_EVENT_PATH),
        sha: env.GITHUB_SHA ?? '',
        ref: env.GITHUB_REF ?? '',
        owner,
        repo,
        serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
    };
}
function readPayload(name, path) {
    if (!path || !(0,external_node_fs_.existsSync)(path)) {
        if (!NEEDS_PAYLOAD.has(name))
            return {};
        const where = path ? `GITHUB_EVENT_PATH '${path}' does not exist` : 'GITHUB_EVENT_PATH is not set';
        throw new input_error/* InputError */.d(`the ${name} event's payload is missing: ${where}`);
    }
    let payload;
    try {
        payload = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
    }
    catch (error) {
        throw new input_error/* InputError */.d(`GITHUB_EVENT_PATH '${path}': the event payload is not valid JSON (${error.message})`);
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
        throw new input_error/* InputError */.d(`GITHUB_EVENT_PATH '${path}': the event payload is not a JSON object`);
    }
    return payload;
}
/** A field of the payload that must be a commit id; the error names its path in the payload. */
function payloadSha(event, path) {
    const value = payloadField(event, path);
    if (typeof value !== 'string' || !/^[0-9a-f]{40}$/i.test(value)) {
        throw new input_error/* InputError */.d(`the ${event.name} event payload's ${path}: expected a commit id, got ${JSON.stringify(value ?? null)}`);
    }
    return value.toLowerCase();
}
function payloadString(event, path) {
    const value = payloadField(event, path);
    if (typeof value !== 'string' || value === '') {
        throw new input_error/* InputError */.d(`the ${event.name} event payload's ${path}: expected a name, got ${JSON.stringify(value ?? null)}`);
    }
    return value;
}
function payloadNumber(event, path) {
    const value = payloadField(event, path);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
        throw new input_error/* InputError */.d(`the ${event.name} event payload's ${path}: expected a pull request number, got ${JSON.stringify(value ?? null)}`);
    }
    return value;
}
function payloadField(event, path) {
    let value = event.payload;
    for (const key of path.split('.')) {
        value = typeof value === 'object' && value !== null ? value[key] : undefined;
    }
    return value;
}

;// CONCATENATED MODULE: ./src/action/event-range.ts




const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review']);
const NO_COMMIT = /^0+$/;
/** A pull request page on a GitHub host: all a comment links to. */
const PULL_REQUEST_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[\w.-]+\/[\w.-]+\/pull\/\d+$/;
/** The pull request of a pull request event, every field checked; undefined for other events. */
function pullRequestOf(event) {
    if (!PULL_REQUEST_EVENTS.has(event.name))
        return undefined;
    if (typeof payloadField(event, 'pull_request') !== 'object') {
        throw new input_error/* InputError */.d(`the ${event.name} event payload has no pull_request object (is GITHUB_EVENT_PATH the runner's event file?)`);
    }
    return {
        number: payloadNumber(event, 'pull_request.number'),
        base: { ref: payloadString(event, 'pull_request.base.ref'), sha: payloadSha(event, 'pull_request.base.sha') },
        head: { ref: payloadString(event, 'pull_request.head.ref'), sha: payloadSha(event, 'pull_request.head.sha') },
        ...(PULL_REQUEST_URL.test(String(payloadField(event, 'pull_request.html_url'))) ? { url: String(payloadField(event, 'pull_request.html_url')) } : {}),
    };
}
/**
 * Which two commits to compare for this workflow run, as GitHub would show the change:
 * - a pull request as its Files tab shows it (the test merge against its first parent);
 * - a merge queue group from its base to the group's commit;
 * - a push from its `before` commit, or, for a new branch, from where it left the default branch;
 * - anything else (workflow_dispatch, schedule) from `base-ref`, which wins whenever it is set.
 */
async function rangeForEvent(git, event, baseRef, fetcher) {
    const pr = pullRequestOf(event);
    if (pr && !baseRef) {
        return (0,commit_range/* pullRequestRange */.Mt)(git, {
            // pull_request runs on the test merge commit; pull_request_target on the base branch.
            mergeSha: event.name === 'pull_request' && /^[0-9a-f]{40}$/i.test(event.sha) ? event.sha : undefined,
            baseSha: pr.base.sha,
            headSha: pr.head.sha,
            baseRef: pr.base.ref,
            headRef: pr.head.ref,
        }, fetcher);
    }
    if (event.name === 'merge_group' && !baseRef) {
        const group = {
            baseSha: payloadSha(event, 'merge_group.base_sha'),
            headSha: payloadSha(event, 'merge_group.head_sha'),
            baseRef: branchName(payloadString(event, 'merge_group.base_ref')),
            headRef: branchName(payloadString(event, 'merge_group.head_ref')),
        };
        return (0,commit_range/* forkPointRange */.sk)(git, group, fetcher);
    }
    const headSha = pr?.head.sha ?? (event.name === 'merge_group' ? payloadSha(event, 'merge_group.head_sha') : eventSha(event));
    const headRef = pr?.head.ref ?? branchName(event.ref);
    if (!(await (0,changes_git/* resolveCommit */.WL)(git, headSha)))
        await fetcher.fetch([headSha], 1);
    if (baseRef) {
        const baseSha = await resolveBaseRef(git, baseRef, fetcher, "input 'base-ref'");
        return (0,commit_range/* forkPointRange */.sk)(git, { baseSha, headSha, baseRef, headRef }, fetcher);
    }
    if (event.name === 'push')
        return pushRange(git, event, headSha, headRef, fetcher);
    throw new input_error/* InputError */.d(`input 'base-ref': required for ${event.name} events (the branch or commit to compare with, e.g. main)`);
}
/**
 * A push compares with the commit before it. A new branch has none (`before` is all zeros): it
 * compares from where it left the default branch, or, pushed as the default branch itself, with its
 * parent.
 */
async function pushRange(git, event, headSha, headRef, fetcher) {
    const before = payloadField(event, 'before');
    if (typeof before === 'string' && /^[0-9a-f]{40}$/i.test(before) && !NO_COMMIT.test(before)) {
        if (!(await (0,changes_git/* resolveCommit */.WL)(git, before)))
            await fetcher.fetch([before], 1);
        return (0,commit_range/* forkPointRange */.sk)(git, { baseSha: before, headSha, baseRef: before.slice(0, 7), headRef }, fetcher);
    }
    const defaultBranch = payloadField(event, 'repository.default_branch');
    if (typeof defaultBranch === 'string' && defaultBranch && defaultBranch !== headRef) {
        const baseSha = await resolveBaseRef(git, defaultBranch, fetcher, `the default branch '${defaultBranch}'`);
        return (0,commit_range/* forkPointRange */.sk)(git, { baseSha, headSha, baseRef: defaultBranch, headRef }, fetcher);
    }
    if (!(await (0,changes_git/* resolveCommit */.WL)(git, `${headSha}^`)))
        await fetcher.fetch([headSha], 2).catch(() => undefined);
    const parent = await (0,changes_git/* resolveCommit */.WL)(git, `${headSha}^`);
    if (!parent)
        throw new input_error/* InputError */.d(`input 'base-ref': required for the first push of ${headRef} (it has no parent commit to compare with)`);
    return { base: { ref: `${headRef}^`, sha: parent }, head: { ref: headRef, sha: headSha } };
}
function eventSha(event) {
    if (!/^[0-9a-f]{40}$/i.test(event.sha))
        throw new input_error/* InputError */.d(`GITHUB_SHA: expected a commit id, got ${JSON.stringify(event.sha)}`);
    return event.sha.toLowerCase();
}
function branchName(ref) {
    return ref.replace(/^refs\/heads\//, '');
}
async function resolveBaseRef(git, baseRef, fetcher, what) {
    const local = (await (0,changes_git/* resolveCommit */.WL)(git, `refs/remotes/origin/${baseRef}`)) ?? (await (0,changes_git/* resolveCommit */.WL)(git, baseRef));
    if (local)
        return local;
    const refspec = /^[0-9a-f]{40}$/i.test(baseRef) ? baseRef : `+refs/heads/${baseRef}:refs/remotes/origin/${baseRef}`;
    try {
        await fetcher.fetch([refspec], 1);
    }
    catch (error) {
        throw new input_error/* InputError */.d(`${what}: cannot fetch '${baseRef}' from origin: ${error.message}`);
    }
    const fetched = (await (0,changes_git/* resolveCommit */.WL)(git, `refs/remotes/origin/${baseRef}`)) ?? (await (0,changes_git/* resolveCommit */.WL)(git, baseRef));
    if (!fetched)
        throw new input_error/* InputError */.d(`${what}: no branch or commit '${baseRef}' on origin`);
    return fetched;
}

;// CONCATENATED MODULE: ./src/action/git-auth.ts
/**
 * Credentials for fetching the base commit when actions/checkout did not persist its own
 * (`persist-credentials: false`). They go to git through GIT_CONFIG_* environment variables, the way
 * checkout's header does through its config: never on a command line, never in a log.
 */
async function gitAuthEnv(git, token, serverUrl) {
    if (!token)
        return { env: {} };
    const server = serverUrl.replace(/\/+$/, '');
    const origin = (await git.tryRun(['remote', 'get-url', 'origin']))?.toString('utf8').trim() ?? '';
    if (!origin.startsWith(`${server}/`))
        return { env: {} };
    const key = `http.${server}/.extraheader`;
    if ((await git.tryRun(['config', '--get-all', key]))?.length)
        return { env: {} };
    const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
    // The encoded credential is a secret of its own: the caller masks it in the log.
    return { env: { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: key, GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}` }, secret: basic };
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
;// CONCATENATED MODULE: ./src/action/github-api.ts




/** The longest a rate limit is waited out before the run gives up on the comment and says why. */
const MAX_RATE_LIMIT_WAIT_SECONDS = 120;
/** How often one request is retried after a rate limit, primary or secondary. */
const MAX_RATE_LIMIT_RETRIES = 2;
/**
 * The REST client: server errors and dropped connections retried (plugin-retry), and both of GitHub's
 * rate limits waited out as GitHub asks (plugin-throttling reads `retry-after` and
 * `x-ratelimit-reset`), unless the wait is longer than a CI step should sit idle.
 */
function createGitHubApi(token) {
    const waitOut = (kind) => (retryAfter, options, _octokit, retryCount) => {
        const request = `${options.method ?? 'GET'} ${options.url ?? ''}`;
        if (retryCount >= MAX_RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
            core/* info */.pq(`GitHub ${kind} rate limit on ${request}: not waiting ${retryAfter} s more`);
            return false;
        }
        core/* info */.pq(`GitHub ${kind} rate limit on ${request}: retrying in ${retryAfter} s`);
        return true;
    };
    const api = github/* getOctokit */.Q(token, {
        throttle: { onRateLimit: waitOut('primary'), onSecondaryRateLimit: waitOut('secondary') },
        // A 429 is a rate limit (secondary, or an exhausted quota): the throttling plugin waits as long
        // as GitHub asks, and a retry here would not wait for it.
        retry: { retries: 3, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    // A JSON answer that could not be parsed reaches the caller as a string, and a list cut off
    // mid-body as an empty page: either would read as "no comments". It is an error instead.
    api.hook.wrap('request', async (request, options) => {
        const response = await request(options);
        if (typeof response.data === 'string' && /json/i.test(String(response.headers['content-type'] ?? ''))) {
            throw new Error(`GitHub's answer to ${options.method} ${options.url} was cut off or is not JSON`);
        }
        return response;
    });
    return api;
}
function classifyApiError(error) {
    error = requestErrorIn(error);
    const status = statusOf(error);
    const headers = headersOf(error);
    const message = error instanceof Error ? error.message : '';
    // A rate limit answers 403 or 429, and must never be mistaken for a fork's read-only token.
    if (status === 429 || (status === 403 && (headers['x-ratelimit-remaining'] === '0' || /rate limit/i.test(message))))
        return 'rate-limited';
    if (status === 403)
        return 'read-only';
    if (status === 404)
        return 'not-found';
    return 'other';
}
function statusOf(error) {
    const found = requestErrorIn(error);
    return typeof found === 'object' && found !== null && 'status' in found ? Number(found.status) : undefined;
}
/** The HTTP error itself, under any errors that wrapped it (`cause`). */
function requestErrorIn(error) {
    for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = e.cause, depth++) {
        if ('status' in e)
            return e;
    }
    return error;
}
function headersOf(error) {
    const response = typeof error === 'object' && error !== null && 'response' in error ? error.response : undefined;
    return (response?.headers ?? {});
}
/** When a primary rate limit lifts, from the error's `x-ratelimit-reset` (seconds since the epoch). */
function rateLimitReset(error) {
    const reset = Number(headersOf(requestErrorIn(error))['x-ratelimit-reset']);
    return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
}
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/action/inputs.ts



/** The inputs that take a provider's API key, by provider. */
const PROVIDER_KEY_INPUTS = { anthropic: 'anthropic-api-key', gemini: 'gemini-api-key' };
const DEFAULT_CONFIG_PATH = '.ctxguard.yml';
/**
 * `getInput` returns '' for an input the workflow did not set, as @actions/core does. `readFile`
 * reads a file of the workspace, or returns undefined when there is none (for `policy`, which is a
 * file or inline YAML).
 */
function readInputs(getInput, readFile = () => undefined) {
    const raw = (name) => {
        const value = getInput(name);
        if (name !== 'policy' || !(0,config/* looksLikePolicyPath */.r5)(value))
            return value;
        const text = readFile(value);
        if (text === undefined)
            throw new input_error/* InputError */.d(`input 'policy': no file '${value}' in the workspace (give a path or inline YAML/JSON)`);
        return new config/* PolicyFile */.jp(value, text);
    };
    const overrides = (0,config/* readSettings */.sb)(raw, (name) => `input '${name}'`);
    const configPath = getInput('config');
    const commentKey = getInput('comment-key') || 'ctxguard';
    if (!/^[\w.:/-]+$/.test(commentKey)) {
        throw new input_error/* InputError */.d(`input 'comment-key': use letters, digits and . _ : / - only, got ${JSON.stringify(commentKey)}`);
    }
    return {
        token: getInput('github-token').trim(),
        configPath: configPath || DEFAULT_CONFIG_PATH,
        configRequired: configPath !== '' && configPath !== DEFAULT_CONFIG_PATH,
        commentKey,
        comment: parseCommentMode(getInput('comment') || 'update'),
        commentWhenUnchanged: parseSwitch('comment-when-unchanged', getInput('comment-when-unchanged'), false),
        baseRef: getInput('base-ref') || undefined,
        publishReport: getInput('publish-report') || undefined,
        overrides,
        providerKeys: readProviderKeys(getInput),
        cache: parseSwitch('cache', getInput('cache'), true),
    };
}
function readProviderKeys(getInput) {
    const keys = {};
    for (const [provider, name] of Object.entries(PROVIDER_KEY_INPUTS)) {
        const key = getInput(name).trim();
        if (key === '')
            continue;
        // The message never shows the key.
        if (!(0,provider_counts/* isApiKey */.A)(key))
            throw new input_error/* InputError */.d(`input '${name}': an API key is one word of printable characters; this one is not (not shown)`);
        keys[provider] = key;
    }
    return keys;
}
/** `true` and `false` are kept from before the modes: they mean `update` and `off`. */
function parseCommentMode(raw) {
    const value = raw.trim().toLowerCase();
    if (value === 'update' || value === 'new' || value === 'delete' || value === 'off')
        return value;
    if (/^(true|yes|on|1)$/.test(value))
        return 'update';
    if (/^(false|no|0)$/.test(value))
        return 'off';
    throw new input_error/* InputError */.d(`input 'comment': expected update, new, delete or off, got ${JSON.stringify(raw)}`);
}
/** A yes-or-no input; empty (the workflow left it out) is the default. */
function parseSwitch(name, raw, fallback) {
    const value = raw.trim().toLowerCase();
    if (value === '')
        return fallback;
    if (/^(true|yes|on|1)$/.test(value))
        return true;
    if (/^(false|no|off|0)$/.test(value))
        return false;
    throw new input_error/* InputError */.d(`input '${name}': expected true or false, got ${JSON.stringify(raw)}`);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/@actions/cache/lib/cache.js + 338 modules
var cache = __webpack_require__(6692);
;// CONCATENATED MODULE: ./src/action/run-cache-plan.ts


/**
 * Bumped when the folder's layout changes in a way the fingerprint (the extractor version) does not
 * cover, so that no run restores a folder it cannot read.
 */
const CACHE_LAYOUT_VERSION = 'v1';
/** Events whose every run writes to a scope a pull request from a fork cannot steer. */
const EVENTS_FORKS_REACH = new Set(['pull_request_target', 'workflow_run']);
/** Events that run in the default branch's scope on content that may come from anyone. */
const EVENTS_ANYONE_TRIGGERS = new Set(['issue_comment', 'discussion_comment']);
/** The context of this run: the event's payload says whose content it is. */
function runCacheContext(event, env) {
    return {
        eventName: event.name,
        runId: env.GITHUB_RUN_ID || '0',
        runAttempt: env.GITHUB_RUN_ATTEMPT || '1',
        stepNonce: (0,external_node_crypto_.randomBytes)(4).toString('hex'),
        untrustedWriter: EVENTS_ANYONE_TRIGGERS.has(event.name) || (EVENTS_FORKS_REACH.has(event.name) && fromFork(event)),
    };
}
/**
 * Whether the event is about a fork's commits. A missing head repository (the fork was deleted, or
 * the payload is not what GitHub sends) counts as a fork: the safe answer when it cannot be told.
 */
function fromFork(event) {
    const [head, base] = event.name === 'workflow_run'
        ? [payloadField(event, 'workflow_run.head_repository.full_name'), payloadField(event, 'workflow_run.repository.full_name')]
        : [payloadField(event, 'pull_request.head.repo.full_name'), payloadField(event, 'pull_request.base.repo.full_name')];
    const self = `${event.owner}/${event.repo}`;
    if (typeof head !== 'string' || head === '')
        return true;
    return head.toLowerCase() !== (typeof base === 'string' && base ? base : self).toLowerCase();
}
/**
 * The keys for one run. Every key starts with a prefix naming the layout and the extractor's
 * fingerprint, so a run never restores results another extractor version made. Keys are immutable
 * in GitHub's cache, so each step saves under a key of its own (run id, attempt, nonce) and restores the
 * newest entry under the prefix; GitHub's scoping makes that the newest of this branch or pull
 * request, else of its base branch, else of the default branch.
 */
function runCachePlan(context, fingerprint) {
    const prefix = `ctxguard-extract-${CACHE_LAYOUT_VERSION}-${keyPart(fingerprint)}-`;
    const saveKey = `${prefix}${keyPart(context.runId)}-${keyPart(context.runAttempt)}-${keyPart(context.stepNonce)}`;
    const plan = { primaryKey: saveKey, restoreKeys: [prefix] };
    if (!context.untrustedWriter)
        return { ...plan, saveKey };
    const noSaveReason = `a ${context.eventName} run ${EVENTS_ANYONE_TRIGGERS.has(context.eventName) ? 'may extract anyone\'s files' : "extracts a fork's files"} ` +
        "but would save into the base branch's cache, which trusted runs restore";
    return { ...plan, noSaveReason };
}
/**
 * Keys may not hold commas and are at most 512 characters: a part that is not short and plain is
 * replaced by its hash, which still changes whenever it does.
 */
function keyPart(value) {
    return /^[\w.+-]{1,64}$/.test(value) ? value : (0,external_node_crypto_.createHash)('sha256').update(value).digest('hex').slice(0, 16);
}

;// CONCATENATED MODULE: ./src/action/run-cache.ts







const coreLog = { debug: core/* debug */.Yz, info: core/* info */.pq, warning: core/* warning */.$e };
/**
 * A download is given this long per request and per segment; the cache holds extraction results,
 * small next to the dependency caches the library's hour-long default is for.
 */
const DOWNLOAD_TIMEOUTS = { timeoutInMs: 30_000, segmentTimeoutInMs: 120_000 };
/**
 * Restores the newest cache this run may read into `dir`. The folder is empty afterwards unless a
 * cache was restored whole: a failed or partial extraction is removed, so the pipeline never reads
 * half a folder.
 */
async function restoreRunCache(dir, context, options) {
    const log = options.log ?? coreLog;
    const unavailable = serviceUnavailable(process.env) ?? modeForbids(process.env, 'read');
    try {
        emptyFolder(dir);
    }
    catch (error) {
        // As its doc says, nothing here fails the step, not even a folder that cannot be emptied.
        const reason = redact(messageOf(error));
        log.warning(`ctxguard cache: ${dir} cannot be emptied (${reason}); every file is extracted afresh`);
        return { kind: 'failed', reason };
    }
    if (unavailable) {
        log.debug(`ctxguard cache: not restored (${unavailable})`);
        return { kind: 'skipped', reason: unavailable };
    }
    const plan = runCachePlan(context, options.fingerprint);
    try {
        const key = await cache/* restoreCache */.P3([dir], plan.primaryKey, plan.restoreKeys, DOWNLOAD_TIMEOUTS);
        if (key) {
            log.info(`ctxguard cache: restored ${key}`);
            return { kind: 'restored', key, digest: folderDigest(dir) };
        }
        // The library answers a miss and a failure it has logged alike: either way the run starts cold.
        emptyFolder(dir);
        log.info('ctxguard cache: nothing restored; every file is extracted afresh');
        return { kind: 'miss' };
    }
    catch (error) {
        emptyFolder(dir);
        const reason = redact(messageOf(error));
        log.warning(`ctxguard cache: could not restore (${reason}); every file is extracted afresh`);
        return { kind: 'failed', reason };
    }
}
/** Saves `dir` under this run's key, unless the run may not write where trusted runs read. */
async function saveRunCache(dir, context, options) {
    const log = options.log ?? coreLog;
    const unavailable = serviceUnavailable(process.env) ?? modeForbids(process.env, 'write');
    if (unavailable) {
        log.debug(`ctxguard cache: not saved (${unavailable})`);
        return { kind: 'skipped', reason: unavailable };
    }
    const plan = runCachePlan(context, options.fingerprint);
    if (!plan.saveKey) {
        log.info(`ctxguard cache: not saved: ${plan.noSaveReason}`);
        return { kind: 'skipped', reason: plan.noSaveReason };
    }
    if (!hasFiles(dir)) {
        log.debug('ctxguard cache: not saved (the cache folder is empty)');
        return { kind: 'skipped', reason: 'the cache folder is empty' };
    }
    // Every file was found in the cache: another copy would spend the repository's quota on nothing.
    if (options.restored?.kind === 'restored' && options.restored.digest === folderDigest(dir)) {
        log.info(`ctxguard cache: not saved: unchanged since it was restored from ${options.restored.key}`);
        return { kind: 'skipped', reason: `unchanged since it was restored from ${options.restored.key}` };
    }
    try {
        const id = await cache/* saveCache */.Io([dir], plan.saveKey);
        if (id === -1) {
            // The library has logged why: as a warning when tar or the upload failed, as a plain line when the service refused the reservation.
            log.warning('ctxguard cache: not saved (see the line above); the next run extracts these files again');
            return { kind: 'not-saved' };
        }
        log.info(`ctxguard cache: saved ${plan.saveKey}`);
        return { kind: 'saved', key: plan.saveKey };
    }
    catch (error) {
        const reason = redact(messageOf(error));
        log.warning(`ctxguard cache: could not save (${reason}); the next run extracts these files again`);
        return { kind: 'failed', reason };
    }
}
/**
 * Why the cache service cannot be used here, or undefined when it can. Local runners (act) and
 * GitHub Enterprise Server without the cache service set none of these.
 */
function serviceUnavailable(env) {
    if (!env.ACTIONS_RUNTIME_TOKEN)
        return 'ACTIONS_RUNTIME_TOKEN is not set';
    if (!cache/* isFeatureAvailable */.w3())
        return `${env.ACTIONS_CACHE_SERVICE_V2 ? 'ACTIONS_RESULTS_URL' : 'ACTIONS_CACHE_URL'} is not set: no cache service on this runner`;
    return undefined;
}
/**
 * The runner's ACTIONS_CACHE_MODE, where it sets one, says whether this run's token may read or
 * write the cache (a run GitHub counts as untrusted gets a read-only one): a save it forbids is
 * skipped quietly rather than refused with a warning.
 */
function modeForbids(env, access) {
    const mode = (env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase();
    const allowed = { none: [], read: ['read'], write: ['read', 'write'], 'write-only': ['write'] }[mode];
    if (!allowed || allowed.includes(access))
        return undefined;
    return `the runner's cache mode '${mode}' does not permit ${access === 'read' ? 'reads' : 'writes'}`;
}
function emptyFolder(dir) {
    (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
}
/** The folder's files, names and bytes, as one hash. */
function folderDigest(dir) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const files = (0,external_node_fs_.readdirSync)(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const paths = files.map((e) => (0,external_node_path_.relative)(dir, (0,external_node_path_.join)(e.parentPath, e.name))).sort();
    for (const path of paths) {
        const bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path));
        hash.update(`${path}\0${bytes.length}\0`).update(bytes);
    }
    return hash.digest('hex');
}
function hasFiles(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir).length > 0;
    }
    catch {
        return false;
    }
}
/** The runner masks its token in the log; a message of ours never carries it to begin with. */
function redact(message) {
    const token = process.env.ACTIONS_RUNTIME_TOKEN;
    return token ? message.split(token).join('***') : message;
}

;// CONCATENATED MODULE: ./src/action/sticky-comment.ts

/**
 * The hidden first line by which a run finds its comment again. It carries the head commit the
 * report was made for, so a run for an older head can tell that a newer run has already spoken.
 */
function commentMarker(key, headSha) {
    return `<!-- ctxguard:comment key=${key} head=${headSha} -->`;
}
const MARKER = /^<!-- ctxguard:comment key=(\S+?)(?: head=([0-9a-f]{40}))? -->/;
/** What an old comment's marker becomes when `comment: new` retires it: no run will find it again. */
const RETIRED = '<!-- ctxguard:retired -->';
/**
 * Brings the pull request to one comment per key, as the mode asks:
 * - `update` edits the oldest of ours (creating one when there is none, or when it vanished between
 *   listing and editing), then removes the duplicates that concurrent runs or old bugs left;
 * - `new` retires and minimizes ours, then posts a fresh one;
 * - `delete` removes ours.
 * A run whose head is no longer the pull request's head is stale: it never overwrites a comment made
 * for another head, and it posts nothing new in `new` mode.
 */
async function publishComment(api, pr, request, log) {
    if (request.mode === 'off')
        return { action: 'none' };
    const body = `${commentMarker(request.key, request.headSha)}\n${request.body}`;
    const ours = await listOwnComments(api, pr, request.key);
    if (request.quiet && ours.length === 0 && request.mode !== 'delete')
        return { action: 'none', note: 'No prompt material changed: no comment posted' };
    if (request.mode === 'delete') {
        for (const c of ours)
            await deleteComment(api, pr, c.id);
        return { action: ours.length ? 'deleted' : 'none' };
    }
    const currentHead = await pullRequestHead(api, pr, log);
    const stale = currentHead !== undefined && currentHead !== request.headSha;
    const staleNote = () => `this run is for ${request.headSha.slice(0, 7)} but the pull request's head is now ${currentHead.slice(0, 7)}`;
    // With nothing to say, an existing comment is brought up to date in place, never posted anew.
    if (request.mode === 'new' && !request.quiet) {
        if (stale)
            return { action: 'none', note: `${staleNote()}: no new comment posted` };
        for (const c of ours)
            await retire(api, pr, c, log);
        return create(api, pr, request, body, log, stale);
    }
    const [keeper, ...duplicates] = ours;
    if (!keeper)
        return create(api, pr, request, body, log, stale);
    if (stale && keeper.headSha !== request.headSha) {
        return { action: 'kept', id: keeper.id, url: keeper.url, note: `${staleNote()}: the comment for the newer head is kept` };
    }
    for (const c of duplicates)
        await deleteComment(api, pr, c.id);
    const updated = await updateComment(api, pr, keeper.id, body);
    if (updated)
        return { action: 'updated', id: keeper.id, url: updated };
    log(`Comment ${keeper.id} was deleted while this run worked: posting a new one`);
    return create(api, pr, request, body, log, stale);
}
/**
 * Creates the comment, then lists again: when runs raced, each created one, and every run keeps the
 * oldest. A run that is not stale moves its own report into the one kept.
 */
async function create(api, pr, request, body, log, stale) {
    const { data } = await api.rest.issues.createComment({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, body });
    if (request.mode === 'new')
        return { action: 'created', id: data.id, url: data.html_url };
    const [keeper, ...others] = await listOwnComments(api, pr, request.key);
    if (!keeper || keeper.id === data.id) {
        for (const c of others)
            await deleteComment(api, pr, c.id);
        return { action: 'created', id: data.id, url: data.html_url };
    }
    log(`Another run posted comment ${keeper.id} for this key at the same time: keeping that one`);
    if (!stale || keeper.headSha === request.headSha) {
        // Our report goes into the one kept before ours goes: if the kept one vanished meanwhile, ours stays.
        const url = await updateComment(api, pr, keeper.id, body);
        if (!url)
            return { action: 'created', id: data.id, url: data.html_url };
        for (const c of others)
            await deleteComment(api, pr, c.id);
        return { action: 'updated', id: keeper.id, url };
    }
    for (const c of others)
        await deleteComment(api, pr, c.id);
    return { action: 'kept', id: keeper.id, url: keeper.url };
}
/**
 * Our comments for the key, oldest first. Anyone can paste the marker: a comment counts as ours when
 * a bot wrote it (the GITHUB_TOKEN's github-actions), or the token's own user (a personal access
 * token comments as its user; an installation token cannot ask who it is, and then only bots count).
 */
async function listOwnComments(api, pr, key) {
    const marked = await markedComments(api, pr, key);
    const me = marked.some((m) => !m.bot) ? await tokenLogin(api) : undefined;
    return marked
        .filter((m) => m.bot || (me !== undefined && m.login === me))
        .map((m) => m.comment)
        .sort((a, b) => a.id - b.id);
}
/**
 * Every comment whose first line is the key's marker, across every page (100 a page). A page that
 * cannot be read is an error, never "none": status errors were already retried by the client, and a
 * body cut off mid-way is read again twice.
 */
async function markedComments(api, pr, key) {
    const params = { owner: pr.owner, repo: pr.repo, issue_number: pr.number, per_page: 100 };
    for (let attempt = 1;; attempt++) {
        try {
            const marked = [];
            for await (const page of api.paginate.iterator(api.rest.issues.listComments, params)) {
                if (!Array.isArray(page.data))
                    throw new Error('the response was not a list of comments (cut off?)');
                for (const c of page.data) {
                    const m = MARKER.exec(c.body ?? '');
                    if (!m || m[1] !== key)
                        continue;
                    const comment = { id: c.id, nodeId: c.node_id, url: c.html_url, ...(m[2] ? { headSha: m[2] } : {}) };
                    marked.push({ comment, login: c.user?.login, bot: c.user?.type === 'Bot' });
                }
            }
            return marked;
        }
        catch (error) {
            if (attempt >= 3 || statusOf(error) !== undefined) {
                throw new Error(`could not list the pull request's comments: ${messageOf(error)}`, { cause: error });
            }
        }
    }
}
/** Who the token comments as; undefined for an installation token, which GitHub does not tell (403). */
async function tokenLogin(api) {
    try {
        return (await api.rest.users.getAuthenticated()).data.login;
    }
    catch (error) {
        if (classifyApiError(error) === 'read-only')
            return undefined;
        throw error;
    }
}
/** The pull request's head now; undefined (and said) when it cannot be read. */
async function pullRequestHead(api, pr, log) {
    try {
        const { data } = await api.rest.pulls.get({ owner: pr.owner, repo: pr.repo, pull_number: pr.number });
        return data.head.sha;
    }
    catch (error) {
        log(`Could not read the pull request's current head (${messageOf(error)}): assuming this run is current`);
        return undefined;
    }
}
/** Edits a comment; undefined when it is gone (404). */
async function updateComment(api, pr, id, body) {
    try {
        const { data } = await api.rest.issues.updateComment({ owner: pr.owner, repo: pr.repo, comment_id: id, body });
        return data.html_url;
    }
    catch (error) {
        if (classifyApiError(error) === 'not-found')
            return undefined;
        throw error;
    }
}
/** Deletes a comment; one already gone (another run deleted it) is fine. */
async function deleteComment(api, pr, id) {
    try {
        await api.rest.issues.deleteComment({ owner: pr.owner, repo: pr.repo, comment_id: id });
    }
    catch (error) {
        if (classifyApiError(error) !== 'not-found')
            throw error;
    }
}
/** `comment: new`: the old comment loses its marker, then is minimized as outdated (GraphQL only). */
async function retire(api, pr, comment, log) {
    const { data } = await api.rest.issues.getComment({ owner: pr.owner, repo: pr.repo, comment_id: comment.id });
    const body = (data.body ?? '').replace(MARKER, RETIRED);
    if ((await updateComment(api, pr, comment.id, body)) === undefined)
        return;
    try {
        await api.graphql('mutation($id: ID!) { minimizeComment(input: {subjectId: $id, classifier: OUTDATED}) { minimizedComment { isMinimized } } }', { id: comment.nodeId });
    }
    catch (error) {
        log(`Could not minimize the earlier comment ${comment.id}: ${messageOf(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/action/outputs.ts
/** Every output the action sets. action.yml must declare exactly these (test/action/action-metadata.test.ts). */
const OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'agent',
    'base-tokens',
    'head-tokens',
    'delta-tokens',
    'delta-percent',
    'delta-run-tokens',
    'delta-run-usd',
    'head-peak-context',
    'verdict',
    'comment-id',
    'report-json',
    'comment-body',
]));
/**
 * The outputs' values: the headline agent's figures (docs/architecture.md, "The figure"). A Record over
 * OutputName, so an output missing here or not in the list is a type error.
 */
function actionOutputs(report, artifacts) {
    const { totals } = report;
    return {
        agent: totals.agent ?? '',
        'base-tokens': totals.baseTokens,
        'head-tokens': totals.headTokens,
        'delta-tokens': totals.deltaTokens,
        'delta-percent': totals.deltaPercent === null ? '' : totals.deltaPercent.toFixed(2),
        'delta-run-tokens': totals.deltaRunTokens,
        'delta-run-usd': totals.deltaRunUsd.toFixed(6),
        'head-peak-context': totals.headPeakContext,
        verdict: report.verdict.status,
        'comment-id': artifacts.commentId,
        'report-json': artifacts.reportPath,
        'comment-body': artifacts.commentBodyPath,
    };
}

;// CONCATENATED MODULE: ./src/action/workspace-file.ts


function readWorkspaceFile(path, roots) {
    const absolute = (0,external_node_path_.resolve)(roots[0], path);
    if (!(0,external_node_fs_.existsSync)(absolute))
        return { kind: 'missing' };
    const real = (0,external_node_fs_.realpathSync)(absolute);
    const inside = roots.some((root) => {
        const rel = (0,external_node_path_.relative)((0,external_node_fs_.existsSync)(root) ? (0,external_node_fs_.realpathSync)(root) : root, real);
        return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
    });
    if (!inside)
        return { kind: 'outside', realPath: real };
    return { kind: 'text', text: (0,external_node_fs_.readFileSync)(real, 'utf8') };
}

// EXTERNAL MODULE: ./src/report/changes-nothing.ts
var changes_nothing = __webpack_require__(9827);
;// CONCATENATED MODULE: ./src/action/run.ts




























/**
 * The action: inputs -> git range -> the core -> report files, sticky comment, outputs, summary -> the
 * gate. Once a report exists, each of those is written whatever happens to the others, and the gate
 * fails the step only after everything has been written.
 */
async function run() {
    try {
        const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
        const inputs = readInputs((name) => core/* getInput */.V4(name), (path) => readInsideWorkspace(path, workspace, "input 'policy'"));
        // The keys are masked before anything else can reach the log.
        for (const key of Object.values(inputs.providerKeys))
            if (key)
                core/* setSecret */.Pq(key);
        const event = readWorkflowEvent(process.env);
        if (inputs.publishReport)
            return await publishStoredReport(inputs, event, workspace);
        const cache = extractionCacheFor(inputs, event);
        const report = await compare(inputs, event, workspace, cache);
        const pr = report.pullRequest;
        const api = pr && inputs.comment !== 'off' ? apiFor(inputs) : undefined;
        const quiet = isQuiet(report, inputs);
        const failures = await deliver(report, api && pr && ((markdown) => postComment(api, { owner: event.owner, repo: event.repo, number: pr.number }, pr.headSha, markdown, inputs, quiet)));
        // After the report is out, so the upload delays no comment; a failure here is only a warning.
        if (cache)
            await saveRunCache(cache.dir, cache.context, cache);
        // Findings with a line become annotations on the pull request's diff.
        for (const f of report.findings) {
            if (f.kind === 'unbounded-tool-output')
                core/* warning */.$e(f.message, { title: 'ctxguard: unbounded tool output', file: f.path, startLine: f.line });
        }
        for (const warning of (0,diff/* countingWarnings */.d4)(report))
            core/* warning */.$e(warning, { title: 'ctxguard: token counts' });
        if (report.verdict.status === 'fail')
            failures.unshift(report.verdict.reasons.join('; '));
        if (failures.length)
            core/* setFailed */.C1(`ctxguard: ${failures.join('; ')}`);
    }
    catch (error) {
        core/* setFailed */.C1(error instanceof input_error/* InputError */.d ? error.message : `ctxguard failed: ${messageOf(error)}`);
        if (!(error instanceof input_error/* InputError */.d) && error instanceof Error && error.stack)
            core/* debug */.Yz(error.stack);
    }
}
function extractionCacheFor(inputs, event) {
    if (!inputs.cache)
        return undefined;
    const temp = process.env.RUNNER_TEMP;
    if (!temp) {
        core/* debug */.Yz('ctxguard cache: RUNNER_TEMP is not set; nothing is kept across runs');
        return undefined;
    }
    const dir = (0,external_node_path_.join)(temp, 'ctxguard-cache');
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    }
    catch (error) {
        // A cache only saves time: a runner whose temp folder cannot hold it runs without one.
        core/* warning */.$e(`ctxguard cache: ${dir} cannot be made (${messageOf(error)}); every file is extracted and nothing is kept across runs`);
        return undefined;
    }
    return { dir, context: runCacheContext(event, process.env), fingerprint: (0,code_fingerprint/* codeFingerprint */.Qz)() };
}
/** The report for this event's change; the config and policy are read only from inside the workspace. */
async function compare(inputs, event, workspace, cache) {
    const { file, findings } = readConfig(inputs, workspace);
    (0,config/* checkModelOverride */.u)(file, inputs.overrides, "input 'model'");
    const plainGit = (0,changes_git/* createGit */.lD)(workspace);
    if (!(await plainGit.tryRun(['rev-parse', '--git-dir']))) {
        throw new input_error/* InputError */.d(`the workspace ${workspace} is not a git repository: run actions/checkout before ctxguard`);
    }
    const auth = await gitAuthEnv(plainGit, inputs.token, event.serverUrl);
    if (auth.secret)
        core/* setSecret */.Pq(auth.secret);
    const git = (0,changes_git/* createGit */.lD)(workspace, { ...process.env, ...auth.env });
    let report;
    try {
        const range = await rangeForEvent(git, event, inputs.baseRef, (0,commit_range/* originFetcher */.el)(git));
        core/* info */.pq(`Comparing ${range.base.ref} (${range.base.sha}) with ${range.head.ref} (${range.head.sha})`);
        // The path as git names it, so the base commit's config is found however the input spells it.
        const configPath = (0,diff/* pathInRepository */.zB)(workspace, inputs.configPath);
        if (cache)
            cache.restored = await restoreRunCache(cache.dir, cache.context, cache);
        report = await (0,diff/* diffRange */.Jl)(git, range, {
            ...(cache ? { cacheDir: cache.dir, log: (line, level) => (level === 'warning' ? core/* warning */.$e(line) : core/* info */.pq(line)) } : {}),
            file,
            overrides: inputs.overrides,
            ...(configPath ? { configPath } : {}),
            ...(Object.keys(inputs.providerKeys).length > 0 ? { providers: (0,provider_counts/* providerCounting */.z5)(inputs.providerKeys, process.env, (m) => core/* info */.pq(m)) } : {}),
        });
    }
    finally {
        await git.close();
    }
    const pr = pullRequestOf(event);
    return { ...report, findings: [...findings, ...report.findings], ...(pr ? { pullRequest: { number: pr.number, headSha: pr.head.sha, ...(pr.url ? { url: pr.url } : {}) } } : {}) };
}
/** The config file of the workspace; one that links outside it is listed and not read. */
function readConfig(inputs, workspace) {
    const found = readWorkspaceFile(inputs.configPath, [workspace]);
    if (found.kind === 'text')
        return { file: (0,config_file/* parseConfigFile */.m)(found.text, inputs.configPath), findings: [] };
    if (found.kind === 'missing') {
        if (inputs.configRequired)
            throw new input_error/* InputError */.d(`input 'config': no file '${inputs.configPath}' in the workspace`);
        return { file: {}, findings: [] };
    }
    core/* warning */.$e(`input 'config': '${inputs.configPath}' links to a file outside the workspace; not read`);
    const message = 'a symbolic link to a file outside the workspace; not read';
    return { file: {}, findings: [{ kind: 'unreadable', path: inputs.configPath, message }] };
}
function readInsideWorkspace(path, workspace, label) {
    const found = readWorkspaceFile(path, [workspace]);
    if (found.kind === 'outside')
        throw new input_error/* InputError */.d(`${label}: '${path}' is outside the workspace; not read`);
    return found.kind === 'text' ? found.text : undefined;
}
/**
 * Report files, the comment (when there is a `post`), outputs and the summary, each written whatever
 * happens to the others. Returns what went wrong that should fail the step.
 */
async function deliver(report, post) {
    const markdown = fitComment(report);
    const files = writeArtifacts(process.env.RUNNER_TEMP, { report: (0,json/* renderJson */.h)(report), comment: markdown }, (m) => core/* warning */.$e(m));
    const posted = post ? await post(markdown) : { id: '' };
    setOutputs(report, { commentId: posted.id, ...files });
    await writeSummary(markdown);
    return posted.failure ? [posted.failure] : [];
}
/** The API client, or undefined (and a warning that names the input) without a token. */
function apiFor(inputs) {
    if (inputs.token)
        return createGitHubApi(inputs.token);
    core/* warning */.$e("input 'github-token' is empty: no pull request comment was posted. The job summary and the report-json output have the report.");
    return undefined;
}
/** Posts the sticky comment; a failure is said in words a workflow author can act on. */
async function postComment(api, pr, headSha, body, inputs, quiet = false) {
    try {
        const outcome = await publishComment(api, pr, { key: inputs.commentKey, headSha, body, mode: inputs.comment, quiet }, (m) => core/* info */.pq(m));
        if (outcome.note)
            core/* info */.pq(outcome.note);
        if (outcome.url)
            core/* info */.pq(`Comment ${outcome.action}: ${outcome.url}`);
        return { id: outcome.id === undefined || outcome.action === 'deleted' ? '' : String(outcome.id) };
    }
    catch (error) {
        const kind = classifyApiError(error);
        if (kind === 'read-only') {
            core/* warning */.$e("Could not comment on the pull request (403: the token is read-only, as for pull requests from forks). Grant 'pull-requests: write', " +
                "or post from a workflow_run workflow with the 'publish-report' input (see the README). The job summary has the report.");
            return { id: '' };
        }
        if (kind === 'rate-limited') {
            const reset = rateLimitReset(error);
            return { id: '', failure: `could not post the pull request comment: GitHub's API rate limit was exceeded${reset ? ` until ${reset.toISOString()}` : ''} (${messageOf(error)})` };
        }
        return { id: '', failure: `could not post the pull request comment: ${messageOf(error)}` };
    }
}
/**
 * `publish-report`: the second half of the fork pull request path. A `workflow_run` workflow with
 * write permission posts the report that the fork's read-only `pull_request` run uploaded. The
 * report is untrusted (the fork's workflow could write anything), so it is checked field by field,
 * rendered here with this run's escaping, and posted only on the pull request whose head is the
 * commit the workflow run was for.
 */
async function publishStoredReport(inputs, event, workspace) {
    if (event.name !== 'workflow_run') {
        throw new input_error/* InputError */.d(`input 'publish-report': only for workflow_run events (it posts the report of a pull_request run); this is ${event.name}`);
    }
    const roots = [workspace, ...(process.env.RUNNER_TEMP ? [process.env.RUNNER_TEMP] : [])];
    const found = readWorkspaceFile(inputs.publishReport, roots);
    if (found.kind === 'missing')
        throw new input_error/* InputError */.d(`input 'publish-report': no file '${inputs.publishReport}' (did the artifact download?)`);
    if (found.kind === 'outside')
        throw new input_error/* InputError */.d(`input 'publish-report': '${inputs.publishReport}' is outside the workspace and RUNNER_TEMP; not read`);
    const stored = parseStoredReport(found.text, inputs.publishReport);
    // The verdict's reasons are shown as written: they, the headline agent and its totals are worked
    // out again here from the agents' figures, never taken from the file.
    const { scenarios, totals, verdict } = (0,headline/* headline */.Pl)(stored.scenarios, (0,gate/* thresholdsOf */.W6)(stored.verdict.thresholds));
    const runHead = payloadSha(event, 'workflow_run.head_sha');
    const target = stored.pullRequest;
    if (!target)
        throw new input_error/* InputError */.d(`input 'publish-report': the report was not made on a pull request (it has no pullRequest)`);
    // The page the footer links is this repository's pull request, never an address the file gives.
    const url = `${event.serverUrl.replace(/\/+$/, '')}/${event.owner}/${event.repo}/pull/${target.number}`;
    const report = { ...stored, scenarios, totals, verdict, pullRequest: { number: target.number, headSha: target.headSha, url } };
    if (target.headSha !== runHead) {
        throw new input_error/* InputError */.d(`input 'publish-report': the report is for head ${target.headSha.slice(0, 7)}, but the workflow run was for ${runHead.slice(0, 7)}; not posted`);
    }
    const api = inputs.comment !== 'off' ? apiFor(inputs) : undefined;
    const pr = { owner: event.owner, repo: event.repo, number: target.number };
    const quiet = isQuiet(report, inputs);
    const failures = await deliver(report, api && ((markdown) => postWhereHeadMatches(api, pr, runHead, markdown, inputs, quiet)));
    // The gate was applied by the pull_request run; here only posting can fail.
    if (failures.length)
        core/* setFailed */.C1(`ctxguard: ${failures.join('; ')}`);
}
/** The pull request number comes from the untrusted report: post only where that pull request's head is the run's. */
async function postWhereHeadMatches(api, pr, runHead, markdown, inputs, quiet) {
    let head;
    try {
        head = (await api.rest.pulls.get({ owner: pr.owner, repo: pr.repo, pull_number: pr.number })).data.head.sha;
    }
    catch (error) {
        return { id: '', failure: `could not read pull request #${pr.number}: ${messageOf(error)}` };
    }
    if (head !== runHead) {
        core/* warning */.$e(`Pull request #${pr.number}'s head is ${head.slice(0, 7)}, not the workflow run's ${runHead.slice(0, 7)}: the report is not posted there`);
        return { id: '' };
    }
    return postComment(api, pr, runHead, markdown, inputs, quiet);
}
/** A pull request that changes no prompt material and passes its gate gets no new comment, unless the inputs ask for one. */
function isQuiet(report, inputs) {
    return !inputs.commentWhenUnchanged && report.verdict.status !== 'fail' && (0,changes_nothing/* changesNothing */.T)(report);
}
/** A summary that cannot be written is only a warning: the outputs and the gate do not depend on it. */
async function writeSummary(markdown) {
    try {
        await core/* summary */.z.addRaw(markdown).write();
    }
    catch (error) {
        core/* warning */.$e(`Could not write the job summary: ${messageOf(error)}`);
    }
}
/** GitHub refuses comments over 65,536 characters: shorten the table until the comment fits. */
function fitComment(report) {
    for (const maxRows of [50, 20, 5, 0]) {
        const markdown = (0,report_markdown/* renderMarkdown */.G)(report, { maxRows });
        if (markdown.length <= 60_000)
            return markdown;
    }
    return (0,report_markdown/* renderMarkdown */.G)({ ...report, findings: [] }, { maxRows: 0 });
}
function setOutputs(report, artifacts) {
    for (const [name, value] of Object.entries(actionOutputs(report, artifacts)))
        core/* setOutput */.uH(name, value);
}


/***/ })

};
