export const id = 953;
export const ids = [953];
export const modules = {

/***/ 5953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  USAGE: () => (/* binding */ USAGE),
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./src/input-error.ts
var input_error = __webpack_require__(6236);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/changes/commit-range.ts
var commit_range = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/changes/git.ts
var changes_git = __webpack_require__(1345);
// EXTERNAL MODULE: ./src/config/config-file.ts
var config_file = __webpack_require__(3797);
;// CONCATENATED MODULE: ./src/cli/load-config.ts



/** Reads the config file; a missing file is fine unless the user named it. */
async function loadConfigFile(path, required) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT' && !required)
            return {};
        throw new input_error/* InputError */.d(`cannot read the config file: ${error.message}`, { file: path });
    }
    return (0,config_file/* parseConfigFile */.m)(text, path);
}

// EXTERNAL MODULE: ./src/pipeline/diff.ts + 14 modules
var diff = __webpack_require__(6763);
// EXTERNAL MODULE: ./src/report/markdown.ts + 8 modules
var markdown = __webpack_require__(5496);
;// CONCATENATED MODULE: ./src/cli/demo-repo.ts
const AGENTS_MD = `# AGENTS.md

This repository holds a research agent built on smolagents. Read this file before you change code.

## Setup
- Python 3.12, dependencies in \`pyproject.toml\`; install with \`uv sync\`.
- Run the tests with \`uv run pytest -q\`; they must pass before you open a pull request.

## Conventions
- Tools live in \`agent/tools/\`, one tool per file, each with a docstring that the model reads.
- Prompts live in \`prompts/\`. Keep them short: every token in them is sent on every step.
- Never commit API keys; read them from the environment.
`;
const SYSTEM_MD = `You are a careful research assistant. You answer questions by searching the web, reading
the pages you find, and writing a short answer with citations.

Work in steps. At each step, think about what you still need to know, then call exactly one tool.
When you have enough information, call \`final_answer\` with your answer and the URLs you used.

Rules:
- Quote numbers exactly as the source gives them.
- If sources disagree, say so and cite both.
- If you cannot find an answer, say what you searched for and stop.
`;
const TOOL_POLICY = `
## Tool-use policy

You have these tools: \`web_search(query)\`, \`visit_webpage(url)\`, \`python_interpreter(code)\` and
\`final_answer(answer)\`. Choose the cheapest tool that can answer the question at hand.

1. Start with \`web_search\`. Write queries as a person would type them: three to eight words, with
   the names, dates and units that matter. Do not repeat a query that returned nothing useful; change
   the words instead, or search for a more specific source (an official statistics office, a standards
   body, the company's own filings).
2. Open a page with \`visit_webpage\` only when a search result's snippet suggests it holds the answer.
   Prefer primary sources to news articles, and news articles to forums. Read the whole page before you
   decide it does not help; tables and footnotes often hold the figure you need.
3. Use \`python_interpreter\` for arithmetic, unit conversions and date differences. Never do sums in
   your head when the answer depends on them. Print every intermediate value so you can check it.
4. Before you call \`final_answer\`, check each claim against the page it came from. If a number came
   from a table, say which row and column. If you had to convert units, show the conversion.

When a tool fails, read the error message. A timeout usually means the site is slow: try once more,
then move on to another source. A 403 or 404 means the page is gone: do not retry it.

Keep your notes short. Each step's thoughts are sent back to you on every later step, so a long note
costs many times its length. Summarise what you learned in one or two sentences and move on.

Answer format: one paragraph of at most 120 words, then a list of the URLs you cited, each on its own
line, in the order you cited them. Do not include URLs you did not use.
`;
const TASK_J2 = `Question: {{ question }}

{% if context %}Here is what the user already knows:
{{ context }}
{% endif %}Answer in {{ language | default("English") }}.
`;
const CURSORRULES = `Write Python 3.12 with type hints. Prefer dataclasses to dicts for structured data.
Keep functions under 40 lines. Every tool function needs a docstring with Args and Returns sections,
because smolagents sends that docstring to the model as the tool's description.
`;
const LEGACY_MD = `You are a helpful assistant. Answer the user's question as well as you can.
If you do not know, say you do not know.
`;
const DEMO_COMMITS = [
    {
        message: 'Research agent with prompts and agent instructions',
        branch: 'main',
        write: {
            'AGENTS.md': AGENTS_MD,
            'prompts/system.md': SYSTEM_MD,
            'prompts/task.j2': TASK_J2,
            'prompts/legacy.md': LEGACY_MD,
            '.cursorrules': CURSORRULES,
            '.ctxguard.yml': 'max_delta_tokens: 300\n',
            'agent/run.py': 'from smolagents import CodeAgent\n\nagent = CodeAgent(tools=[], model=None, max_steps=20)\n',
        },
    },
    {
        message: 'Add a tool-use policy to the system prompt',
        branch: 'feature',
        write: {
            'prompts/system.md': SYSTEM_MD + TOOL_POLICY,
            'AGENTS.md': AGENTS_MD.replace('- Never commit API keys', '- Record a trace of every new prompt in `traces/` so its cost can be reviewed.\n- Never commit API keys'),
        },
        remove: ['prompts/legacy.md'],
        move: [['.cursorrules', '.cursor/rules/python.mdc']],
    },
    {
        message: 'Main moves on: a shorter task template (not part of the pull request)',
        branch: 'main',
        write: { 'prompts/task.j2': 'Question: {{ question }}\n' },
    },
];

;// CONCATENATED MODULE: ./src/cli/demo.ts









/** The whole job on a sample repository built in a temp dir: no network, no install. */
async function demoCommand(_args, io) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ctxguard-demo-'));
    let git;
    try {
        git = await buildDemoRepository(dir);
        const file = await loadConfigFile((0,external_node_path_.join)(dir, '.ctxguard.yml'), true);
        const report = await (0,diff/* diffRange */.Jl)(git, await (0,commit_range/* localRange */.B6)(git, 'main', 'feature'), { file, overrides: {}, configPath: '.ctxguard.yml' });
        io.stderr(`Sample agent repository in a temp dir; the comment ctxguard would post on its pull request:\n\n`);
        io.stdout((0,markdown/* renderMarkdown */.G)(report));
        // The sample sets max_delta_tokens: 300 so that the gate is seen failing; the demo itself succeeds.
        io.stderr(`\n(The sample's .ctxguard.yml sets max_delta_tokens: 300, so this check fails: \`ctxguard diff\` would exit 1.)\n`);
        return 0;
    }
    finally {
        await git?.close();
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/** Fixed names and dates make the sample's commit ids the same on every machine. */
const DEMO_ENV = {
    GIT_AUTHOR_NAME: 'ctxguard demo',
    GIT_AUTHOR_EMAIL: 'demo@example.com',
    GIT_COMMITTER_NAME: 'ctxguard demo',
    GIT_COMMITTER_EMAIL: 'demo@example.com',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
};
async function buildDemoRepository(dir) {
    let clock = Date.UTC(2026, 0, 5, 9, 0, 0) / 1000;
    const git = () => {
        const date = `${clock} +0000`;
        return (0,changes_git/* createGit */.lD)(dir, { ...process.env, ...DEMO_ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
    };
    await git().run(['init', '--quiet', '--initial-branch=main']);
    for (const [i, commit] of DEMO_COMMITS.entries()) {
        clock += 3600;
        if (i > 0)
            await git().run(['checkout', '--quiet', ...(commit.branch === 'feature' && i === 1 ? ['-b'] : []), commit.branch]);
        for (const [path, text] of Object.entries(commit.write ?? {})) {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)((0,external_node_path_.join)(dir, path)), { recursive: true });
            await (0,promises_.writeFile)((0,external_node_path_.join)(dir, path), text);
        }
        for (const path of commit.remove ?? [])
            await git().run(['rm', '--quiet', path]);
        for (const [from, to] of commit.move ?? []) {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)((0,external_node_path_.join)(dir, to)), { recursive: true });
            await git().run(['mv', from, to]);
        }
        await git().run(['add', '--all']);
        await git().run(['commit', '--quiet', '-m', commit.message]);
    }
    return git();
}

// EXTERNAL MODULE: ./src/pipeline/provider-counts.ts
var provider_counts = __webpack_require__(9310);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(984);
;// CONCATENATED MODULE: ./src/cli/args.ts






/** Flags every command that reads config accepts: the config file's settings, kebab-cased. */
const SETTING_FLAGS = Object.fromEntries(config/* SETTINGS */.yy.map((s) => [s.inputName, { type: 'string' }]));
function parseCommandArgs(command, args, options) {
    try {
        return (0,external_node_util_.parseArgs)({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
    }
    catch (error) {
        throw new input_error/* InputError */.d(`${command}: ${error.message}`);
    }
}
function settingOverrides(values, cwd) {
    const raw = (name) => {
        const value = values[name];
        if (name !== 'policy' || typeof value !== 'string' || !(0,config/* looksLikePolicyPath */.r5)(value))
            return value;
        try {
            return new config/* PolicyFile */.jp(value, (0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(cwd, value), 'utf8'));
        }
        catch (error) {
            throw new input_error/* InputError */.d(`--policy: cannot read '${value}': ${error.message}`);
        }
    };
    return (0,config/* readSettings */.sb)(raw, (name) => `--${name}`);
}
/**
 * One way for every command to find its config: `--config FILE` (relative to where the command runs,
 * and then it must exist), else `.ctxguard.yml` at the root the command works on (the directory
 * scanned, the repository diffed), which may be absent. Flags win over the file.
 */
async function commandConfig(values, cwd, root) {
    const named = values.config;
    const path = named === undefined ? (0,external_node_path_.resolve)(root, '.ctxguard.yml') : (0,external_node_path_.resolve)(cwd, named);
    const file = await loadConfigFile(path, named !== undefined);
    const overrides = settingOverrides(values, cwd);
    (0,config/* checkModelOverride */.u)(file, overrides, '--model');
    return { config: (0,config/* configFrom */.DU)(file, overrides), file, overrides, path };
}
function oneOf(flag, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new input_error/* InputError */.d(`--${flag}: expected ${allowed.join(' or ')}, got "${value}"`);
}

;// CONCATENATED MODULE: ./src/cli/flags.ts

/** The parseArgs options of a command: its own flags, and every setting of .ctxguard.yml. */
function flagOptions(flags) {
    return { ...Object.fromEntries(flags.map((f) => [f.name, { type: f.type }])), ...SETTING_FLAGS };
}
/** A command's help, made from the same flags it parses: its usage line, then each flag on its own lines. */
function flagHelp(usage, flags) {
    const heads = flags.map((f) => `--${f.name}${f.value ? ` ${f.value}` : ''}`);
    const width = Math.max(...heads.map((h) => h.length)) + 2;
    const lines = flags.flatMap((f, i) => {
        const [first, ...rest] = f.help.split('\n');
        return [`  ${heads[i].padEnd(width)}${first}`, ...rest.map((r) => `  ${' '.repeat(width)}${r}`)];
    });
    return `${usage}\n\n${lines.join('\n')}\n\nSettings: every setting of .ctxguard.yml as --kebab-case (--model ID, --steps N, --policy FILE_OR_JSON, ...); see ctxguard --help.\n`;
}

;// CONCATENATED MODULE: ./src/cli/diff.ts










const DIFF_USAGE = 'ctxguard diff --base REF [--head REF] [--config FILE] [--format markdown|json] [--provider-counts] [--cache-dir DIR | --no-cache]';
const DIFF_FLAGS = [
    { name: 'base', type: 'string', value: 'REF', help: 'the branch or commit to compare with (required)' },
    { name: 'head', type: 'string', value: 'REF', help: 'the commit to price (default: HEAD); the base is priced at its fork point with it' },
    { name: 'config', type: 'string', value: 'FILE', help: 'the config file (default: .ctxguard.yml at the repository root)' },
    { name: 'format', type: 'string', value: 'FORMAT', help: 'markdown (the PR comment) or json (the report)' },
    { name: 'provider-counts', type: 'boolean', help: "count with the providers' own endpoints (ANTHROPIC_API_KEY, GEMINI_API_KEY)" },
    { name: 'cache-dir', type: 'string', value: 'DIR', help: 'keep extraction results here between runs (default: ctxguard/ in the git directory)' },
    { name: 'no-cache', type: 'boolean', help: 'extract every file, and keep nothing' },
];
async function diffCommand(args, io) {
    const { values, positionals } = parseCommandArgs('diff', args, flagOptions(DIFF_FLAGS));
    if (values.help) {
        io.stdout(flagHelp(DIFF_USAGE, DIFF_FLAGS));
        return 0;
    }
    if (positionals.length)
        throw new input_error/* InputError */.d(`unexpected argument '${positionals[0]}' (did you mean --base ${positionals[0]}?)`);
    const base = values.base;
    if (!base)
        throw new input_error/* InputError */.d('--base REF is required (the branch or commit to compare with)');
    const format = oneOf('format', values.format, ['markdown', 'json'], 'markdown');
    const providers = values['provider-counts'] ? providerOptions(io.env ?? process.env) : undefined;
    if (values['no-cache'] && values['cache-dir'] !== undefined)
        throw new input_error/* InputError */.d('--cache-dir and --no-cache cannot be used together');
    const git = (0,changes_git/* createGit */.lD)(io.cwd, process.env, io.gitTrace);
    let report;
    try {
        report = await diffReport(git, io, values, base, providers);
    }
    finally {
        await git.close();
    }
    for (const warning of (0,diff/* countingWarnings */.d4)(report))
        io.stderr(`ctxguard diff: warning: ${warning}\n`);
    io.stdout(format === 'json'
        ? (0,json/* renderJson */.h)(report)
        : (0,markdown/* renderMarkdown */.G)(report));
    return report.verdict.status === 'fail' ? 1 : 0;
}
/** The report of `diff`: the range is looked up while the config is read (a bad config still fails first). */
async function diffReport(git, io, values, base, providers) {
    const { cwd } = io;
    const facts = (0,commit_range/* repositoryFacts */.Ow)(git);
    const rangeRead = (0,commit_range/* localRange */.B6)(git, base, values.head ?? 'HEAD', facts);
    rangeRead.catch(() => undefined);
    // The config lives at the repository's root, wherever in it the command runs; the cache, in the git
    // directory, which no commit holds and every worktree shares.
    const repository = await facts;
    const root = repository?.root ?? cwd;
    const { file, overrides, path: configPath } = await commandConfig(values, cwd, root);
    const range = await rangeRead;
    const inRepository = (0,diff/* pathInRepository */.zB)(root, configPath);
    const cacheDir = values['no-cache'] ? undefined : values['cache-dir'] !== undefined ? (0,external_node_path_.resolve)(cwd, values['cache-dir']) : repository && (0,external_node_path_.join)(repository.gitDir, 'ctxguard');
    return (0,diff/* diffRange */.Jl)(git, range, {
        file,
        overrides,
        ...(inRepository ? { configPath: inRepository } : {}),
        ...(providers ? { providers } : {}),
        ...(cacheDir ? { cacheDir } : {}),
        log: (line, level) => {
            if (level === 'warning')
                io.stderr(`ctxguard diff: warning: ${line}\n`);
        },
    });
}
/** The environment variables that hold the keys `--provider-counts` uses. */
const KEY_VARIABLES = { anthropic: 'ANTHROPIC_API_KEY', gemini: 'GEMINI_API_KEY' };
/**
 * `--provider-counts`: the keys come from the environment, never from the command line, where other
 * users' `ps` and the shell's history would see them; the flag is the opt-in, so a key exported for
 * other tools sends nothing unless asked.
 */
function providerOptions(env) {
    const keys = {};
    for (const [provider, variable] of Object.entries(KEY_VARIABLES)) {
        const key = env[variable]?.trim();
        if (!key)
            continue;
        if (!(0,provider_counts/* isApiKey */.A)(key))
            throw new input_error/* InputError */.d(`--provider-counts: ${variable} is not one word of printable characters (not shown)`);
        keys[provider] = key;
    }
    if (Object.keys(keys).length === 0)
        throw new input_error/* InputError */.d(`--provider-counts: set ${KEY_VARIABLES.anthropic} or ${KEY_VARIABLES.gemini} to the provider's API key`);
    return (0,provider_counts/* providerCounting */.z5)(keys, env);
}

// EXTERNAL MODULE: ./src/count/counter.ts
var count_counter = __webpack_require__(9323);
// EXTERNAL MODULE: ./src/count/tokenizer.ts + 2 modules
var tokenizer = __webpack_require__(8550);
// EXTERNAL MODULE: ./src/extract/extract.ts + 29 modules
var extract_extract = __webpack_require__(3846);
// EXTERNAL MODULE: ./src/frameworks/delivery.ts
var frameworks_delivery = __webpack_require__(1070);
// EXTERNAL MODULE: ./src/frameworks/find-agents.ts
var find_agents = __webpack_require__(6917);
// EXTERNAL MODULE: ./src/frameworks/repository.ts
var frameworks_repository = __webpack_require__(2157);
// EXTERNAL MODULE: ./src/frameworks/registry.ts + 66 modules
var registry = __webpack_require__(6260);
// EXTERNAL MODULE: ./src/analyze/agents.ts
var agents = __webpack_require__(1140);
// EXTERNAL MODULE: ./src/models/catalog.ts + 1 modules
var catalog = __webpack_require__(7372);
;// CONCATENATED MODULE: ./src/analyze/scan.ts









function analyzeScan(snapshot, config, parsers) {
    const model = (0,catalog/* resolveModel */.AX)(config.model, config.models);
    const encoding = config.encoding ?? model.tokenizer.encoding;
    const counter = new count_counter/* TokenCounter */.W((0,tokenizer/* tokenizer */.O)(encoding));
    const files = [];
    const byRole = {};
    const unreadable = [];
    const options = (0,registry/* extractOptions */.Wi)(snapshot.files);
    const extractions = new Map();
    for (const file of snapshot.files) {
        const extraction = (0,extract_extract/* safeExtract */.$P)(file, parsers, options);
        extractions.set(file, extraction);
        for (const f of extraction.findings)
            if (f.kind === 'unreadable')
                unreadable.push({ path: f.path, reason: f.message, bytes: 0 });
        const units = extraction.units.map((u) => ({
            id: u.id,
            key: u.key,
            role: u.role,
            tokens: u.tokens ?? counter.count(u.text),
            lines: u.lines,
        }));
        if (units.length === 0)
            continue;
        for (const u of units)
            byRole[u.role] = (byRole[u.role] ?? 0) + u.tokens;
        files.push({ path: file.path, tokens: units.reduce((n, u) => n + u.tokens, 0), units });
    }
    files.sort((a, b) => b.tokens - a.tokens || a.path.localeCompare(b.path));
    const skipped = [
        ...snapshot.files.flatMap((f) => (f.content.kind === 'skipped' ? [{ path: f.path, reason: f.content.reason, bytes: f.content.bytes }] : [])),
        ...unreadable,
    ];
    return {
        version: 1,
        root: snapshot.ref,
        model: { id: model.id, encoding, exact: model.tokenizer.exact && model.tokenizer.encoding === encoding },
        files,
        skipped,
        totals: {
            files: files.length,
            units: files.reduce((n, f) => n + f.units.length, 0),
            tokens: files.reduce((n, f) => n + f.tokens, 0),
            byRole,
        },
        agents: scanAgents(config, (0,frameworks_repository/* repositoryOf */._)(snapshot.files, (f) => extractions.get(f)), new Map(files.flatMap((f) => f.units.map((u) => [u.id, u.tokens])))),
    };
}
/** The agents of the tree, as `diff` finds them (docs/architecture.md, "Agents"), each with what it sends and how. */
function scanAgents(config, repository, tokensOf) {
    const side = { units: repository.units, agents: (0,find_agents/* findAgents */.SW)(repository) };
    return (0,agents/* pricedAgents */.X)(config, side, side).map((agent) => {
        const byDelivery = new Map();
        for (const [id, delivery] of agent.head.sends) {
            const words = (0,frameworks_delivery/* describeDelivery */.Ks)(delivery);
            const group = byDelivery.get(words) ?? { delivery: words, units: 0, tokens: 0 };
            group.units++;
            group.tokens += tokensOf.get(id) ?? 0;
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
            deliveries,
        };
    });
}

// EXTERNAL MODULE: ./src/extract/file-content.ts
var file_content = __webpack_require__(9559);
// EXTERNAL MODULE: ./src/pipeline/code-parsers.ts
var code_parsers = __webpack_require__(1736);
// EXTERNAL MODULE: ./src/extract/prompt-files.ts + 1 modules
var prompt_files = __webpack_require__(5054);
;// CONCATENATED MODULE: ./src/pipeline/scan.ts









/**
 * `scan` reads the working tree as it is on disk, edits included. In a git work tree it lists files as
 * git does (tracked and untracked, .gitignore respected); elsewhere it walks the directory.
 */
async function scanDirectory(root, config) {
    const snapshot = await scanSnapshot(root, config);
    return analyzeScan(snapshot, config, await (0,code_parsers/* parsersFor */.IK)([snapshot]));
}
/** The prompt files of a directory as they are on disk. */
async function scanSnapshot(root, config) {
    const rootStat = await (0,promises_.stat)(root).catch(() => undefined);
    if (!rootStat?.isDirectory())
        throw new input_error/* InputError */.d(`no directory '${root}'`);
    const classify = (0,prompt_files/* promptFileClassifier */.G6)({ ...config, frameworkFiles: (0,registry/* profileFileRules */.p1)() });
    const files = [];
    for (const path of await listFiles(root)) {
        const kind = classify(path);
        if (!kind)
            continue;
        const content = await readLimited((0,external_node_path_.join)(root, path), config.maxFileBytes);
        if (content)
            files.push({ path, kind, content });
    }
    return { ref: root, sha: '', files };
}
async function listFiles(root) {
    const listed = await (0,changes_git/* createGit */.lD)(root)
        .tryRun(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'])
        .catch(() => undefined);
    if (listed)
        return listed.toString('utf8').split('\0').filter(Boolean).sort();
    const entries = await (0,promises_.readdir)(root, { recursive: true, withFileTypes: true });
    return entries
        .filter((e) => e.isFile() || e.isSymbolicLink())
        .map((e) => (0,external_node_path_.relative)(root, (0,external_node_path_.join)(e.parentPath, e.name)).split(external_node_path_.sep).join('/'))
        .filter((p) => !p.split('/').some((part) => part === '.git' || part === 'node_modules'))
        .sort();
}
/** Never reads a file over the limit, and never follows a symlink (as `diff`, which sees git's). */
async function readLimited(path, maxBytes) {
    const link = await (0,promises_.lstat)(path).catch(() => undefined);
    if (!link)
        return undefined; // listed by git but deleted on disk
    if (link.isSymbolicLink())
        return { kind: 'skipped', reason: 'symlink', bytes: link.size };
    if (!link.isFile())
        return undefined;
    const handle = await (0,promises_.open)(path, 'r').catch(() => undefined);
    if (!handle)
        return undefined; // listed by git but deleted on disk
    try {
        const { size } = await handle.stat();
        if (size > maxBytes)
            return { kind: 'skipped', reason: 'too-large', bytes: size };
        const buffer = Buffer.alloc(size);
        await handle.read(buffer, 0, size, 0);
        return (0,file_content/* decodeContent */.KU)(buffer, maxBytes);
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: ./src/report/agent-label.ts
var agent_label = __webpack_require__(5200);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(6412);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
;// CONCATENATED MODULE: ./src/report/scan-table.ts



/**
 * A plain-text table for the terminal: each file with its tokens, and under it each of its units with
 * its role and key (a whole-file unit is the file itself).
 */
function renderScanTable(report) {
    const rows = [['tokens', 'role', 'file / unit']];
    for (const file of report.files) {
        const whole = file.units.length === 1 && file.units[0].key === '';
        rows.push([(0,format/* formatTokens */._y)(file.tokens), whole ? file.units[0].role : '', file.path]);
        if (!whole)
            for (const unit of file.units)
                rows.push([(0,format/* formatTokens */._y)(unit.tokens), unit.role, `  ${unit.key}`]);
    }
    const width = (col) => Math.max(...rows.map((r) => r[col].length));
    const [w0, w1] = [width(0), width(1)];
    const lines = rows.map((r) => `${r[0].padStart(w0)}  ${r[1].padEnd(w1)}  ${r[2]}`.trimEnd());
    lines.push('');
    const roles = Object.entries(report.totals.byRole)
        .map(([role, tokens]) => `${role} ${(0,format/* formatTokens */._y)(tokens)}`)
        .join(', ');
    lines.push(`${report.model.exact ? '' : '≈'}${(0,format/* formatTokens */._y)(report.totals.tokens)} tokens (${report.model.encoding}` +
        `${report.model.exact ? '' : `, an estimate for ${report.model.id}`}) in ${plural(report.totals.units, 'unit')} ` +
        `of ${plural(report.totals.files, 'file')}${roles ? `: ${roles}` : ''}`);
    for (const s of report.skipped)
        lines.push(`not counted: ${s.path} (${s.reason}, ${(0,format/* formatTokens */._y)(s.bytes)} bytes)`);
    lines.push(...agentLines(report));
    return `${lines.join('\n')}\n`;
}
/**
 * Each agent and what it sends, by how: the names come from the repository, so control characters are
 * shown, never sent to the terminal.
 */
function agentLines(report) {
    if (report.agents.length === 0)
        return [];
    const width = Math.max(...report.agents.flatMap((a) => a.deliveries.map((d) => (0,format/* formatTokens */._y)(d.tokens).length)));
    const approx = report.model.exact ? '' : '≈';
    return [
        '',
        'agents, as diff prices them:',
        ...report.agents.flatMap((a) => [
            `  ${(0,report_escape/* displayText */.WV)(a.name)} (${(0,agent_label/* namesItsFramework */.j)(a) ? '' : `${(0,report_escape/* displayText */.WV)(a.framework)}, `}${(0,report_escape/* displayText */.WV)(a.model)}` +
                `${a.modelAt ? ` at ${(0,report_escape/* displayText */.WV)(a.modelAt.path)}:${a.modelAt.line}` : ''}): ${approx}${(0,format/* formatTokens */._y)(a.tokens)} tokens in ${plural(a.units, 'unit')}`,
            ...a.deliveries.map((d) => `    ${(0,format/* formatTokens */._y)(d.tokens).padStart(width)}  ${(0,report_escape/* displayText */.WV)(d.delivery)} (${plural(d.units, 'unit')})`),
        ]),
    ];
}
function plural(n, word) {
    return `${(0,format/* formatTokens */._y)(n)} ${word}${n === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/cli/scan.ts





const SCAN_USAGE = 'ctxguard scan [DIR] [--config FILE] [--format table|json]';
const SCAN_FLAGS = [
    { name: 'config', type: 'string', value: 'FILE', help: 'the config file (default: .ctxguard.yml in DIR)' },
    { name: 'format', type: 'string', value: 'FORMAT', help: 'table or json' },
];
async function scanCommand(args, io) {
    const { values, positionals } = parseCommandArgs('scan', args, flagOptions(SCAN_FLAGS));
    if (values.help) {
        io.stdout(flagHelp(SCAN_USAGE, SCAN_FLAGS));
        return 0;
    }
    const root = (0,external_node_path_.resolve)(io.cwd, positionals[0] ?? '.');
    const format = oneOf('format', values.format, ['table', 'json'], 'table');
    const { config } = await commandConfig(values, io.cwd, root);
    const report = await scanDirectory(root, config);
    io.stdout(format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderScanTable(report));
    return 0;
}

// EXTERNAL MODULE: ./src/models/model.ts
var model = __webpack_require__(351);
// EXTERNAL MODULE: ./src/simulate/policies/standard-policies.ts
var standard_policies = __webpack_require__(2019);
// EXTERNAL MODULE: ./src/simulate/policies/policy-spec.ts + 2 modules
var policy_spec = __webpack_require__(8273);
// EXTERNAL MODULE: ./src/simulate/simulator.ts + 9 modules
var simulator = __webpack_require__(5626);
;// CONCATENATED MODULE: ./src/analyze/simulate.ts




/**
 * The configured policy's run, request by request, with every standard policy's totals beside it (and
 * the replay without a policy a recorded bill is set against): all of them replay the messages in one
 * pass, so a trace is read once and never held whole (docs/architecture.md, "Simulation").
 */
function analyzeSimulation(input) {
    const options = (policy, recordRequests) => {
        const window = (0,policy_spec/* policyWindow */.pf)(policy);
        return {
            model: input.model,
            policy: (0,policy_spec/* createPolicy */.BV)(policy),
            caching: input.caching,
            ...(input.cacheLayout ? { cacheLayout: input.cacheLayout } : {}),
            messageOverhead: input.messageOverhead,
            ...(input.trailingTokens ? { trailingTokens: input.trailingTokens } : {}),
            ...(input.sideCalls ? { sideCalls: input.sideCalls } : {}),
            ...(window === undefined ? {} : { window }),
            recordRequests,
        };
    };
    let messages = input.messages;
    let unloggedPrefixTokens = 0;
    const firstRecorded = input.recorded?.[0];
    if (firstRecorded) {
        // Logs leave out what the harness adds to every request; the first request shows how much. A
        // recorded log is converted whole, so it can be read twice.
        const whole = [...messages];
        const first = firstRequest(whole, options(policy_spec/* NONE */.x3, true));
        unloggedPrefixTokens = Math.max(0, firstRecorded.inputTokens - (first?.inputTokens ?? 0));
        messages = unloggedPrefixTokens > 0 ? withExtraSystemTokens(whole, unloggedPrefixTokens, input.messageOverhead) : whole;
    }
    const key = JSON.stringify(input.policy);
    const whatIfs = (0,standard_policies/* standardPolicies */.u)(input.model).filter((p) => JSON.stringify(p) !== key);
    const recordedBill = input.recorded !== undefined || input.recordedRun !== undefined;
    const runs = [input.policy, ...whatIfs, ...(recordedBill ? [policy_spec/* NONE */.x3] : [])].map((policy, i) => new simulator/* Simulation */.g(options(policy, i === 0)));
    for (const message of messages)
        for (const run of runs)
            run.add(message);
    const [result, ...others] = runs.map((run) => run.finish());
    const report = {
        version: 1,
        source: input.source,
        format: input.format,
        model: {
            id: input.model.id,
            encoding: input.encoding,
            exact: input.model.tokenizer.exact && input.model.tokenizer.encoding === input.encoding,
            contextWindow: input.model.contextWindow,
            source: input.model.source,
        },
        policy: (0,policy_spec/* describePolicy */.wy)(input.policy),
        caching: input.caching,
        requests: result.requests,
        totals: result.totals,
        events: result.events,
        whatIf: whatIfs.map((p, i) => ({ policy: (0,policy_spec/* describePolicy */.wy)(p), totals: others[i].totals })),
    };
    const recorded = input.recorded ? recordedTotals(input.recorded, input.model.prices) : input.recordedRun ? runTotals(input.recordedRun, input.model.prices) : undefined;
    if (recorded) {
        // The bill is set beside the run as it was sent, whatever policy the report simulates.
        const replay = others.at(-1).totals;
        report.recorded = {
            // Numbered from 1, as the simulated requests beside them.
            requests: (input.recorded ?? []).map((r, i) => ({ index: i + 1, ...r })),
            totals: recorded,
            requestCount: input.recorded?.length ?? input.recordedRun.requests,
            unloggedPrefixTokens,
            replay: { requests: replay.requests, inputTokens: replay.inputTokens, outputTokens: replay.outputTokens },
            inputDifferenceTokens: replay.inputTokens - recorded.inputTokens,
            everyRequestInHistory: input.everyRequestInHistory === true,
        };
    }
    return report;
}
/** The run's first request, replayed only as far as it. */
function firstRequest(messages, options) {
    const run = new simulator/* Simulation */.g(options);
    for (const message of messages) {
        run.add(message);
        if (message.role === 'assistant')
            break;
    }
    return run.finish().requests[0];
}
function recordedTotals(requests, p) {
    const totals = { inputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 0, costUsd: 0 };
    for (const r of requests) {
        totals.inputTokens += r.inputTokens;
        totals.cacheReadTokens += r.cacheReadTokens;
        totals.cacheWriteTokens += r.cacheWriteTokens;
        totals.outputTokens += r.outputTokens;
        // Priced like a simulated request, long-context tiers included.
        const at = (price) => (0,model/* priceAt */.N)(price ?? p.input, r.inputTokens);
        const fresh = r.inputTokens - r.cacheReadTokens - r.cacheWriteTokens;
        totals.costUsd += (fresh * at(p.input) + r.cacheReadTokens * at(p.cacheRead) + r.cacheWriteTokens * at(p.cacheWrite) + r.outputTokens * at(p.output)) / 1e6;
    }
    return totals;
}
/** A bill kept as totals only: uncached, each price's tier taken at the average request's input. */
function runTotals(r, p) {
    const perRequest = r.requests > 0 ? r.inputTokens / r.requests : 0;
    const costUsd = (r.inputTokens * (0,model/* priceAt */.N)(p.input, perRequest) + r.outputTokens * (0,model/* priceAt */.N)(p.output, perRequest)) / 1e6;
    return { inputTokens: r.inputTokens, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: r.outputTokens, costUsd };
}
/** Adds tokens to the system prompt; a new system message brings its own overhead, counted in. */
function withExtraSystemTokens(messages, tokens, overhead) {
    const at = messages.findIndex((m) => m.role === 'system');
    if (at < 0)
        return [{ role: 'system', tokens: Math.max(0, tokens - overhead), argsTokens: 0 }, ...messages];
    return messages.map((m, i) => (i === at ? { ...m, tokens: m.tokens + tokens } : m));
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./src/cli/trace-file.ts



/** Bytes read at a time: a line longer than this is joined across reads. */
const CHUNK_BYTES = 1 << 20;
/** What is read to tell a trace's format before reading it the way the format needs. */
const HEAD_BYTES = 1 << 16;
/**
 * A `--trace` file, read whole or line by line (`streamsLineByLine`): a long canonical run is simulated
 * as it is read, so the file is never held whole. Errors name the file as the user wrote it.
 */
class TraceFile {
    path;
    shown;
    constructor(path, shown) {
        this.path = path;
        this.shown = shown;
    }
    /** The file's first bytes, as text: enough to tell its format. */
    head() {
        return this.reading(() => {
            const fd = (0,external_node_fs_.openSync)(this.path, 'r');
            try {
                const buffer = Buffer.alloc(HEAD_BYTES);
                return new external_node_string_decoder_.StringDecoder('utf8').write(buffer.subarray(0, (0,external_node_fs_.readSync)(fd, buffer, 0, HEAD_BYTES, 0)));
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
        });
    }
    text() {
        return this.reading(() => (0,external_node_fs_.readFileSync)(this.path, 'utf8'));
    }
    /** The file's lines, without their `\n`, read a chunk at a time. */
    *lines() {
        const fd = this.reading(() => (0,external_node_fs_.openSync)(this.path, 'r'));
        try {
            const decoder = new external_node_string_decoder_.StringDecoder('utf8');
            const buffer = Buffer.alloc(CHUNK_BYTES);
            let pending = '';
            for (let read = this.reading(() => (0,external_node_fs_.readSync)(fd, buffer)); read > 0; read = this.reading(() => (0,external_node_fs_.readSync)(fd, buffer))) {
                const lines = (pending + decoder.write(buffer.subarray(0, read))).split('\n');
                pending = lines.pop();
                yield* lines;
            }
            pending += decoder.end();
            if (pending)
                yield pending;
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    /** A file system error (missing, a folder, unreadable) as the user's input error. */
    reading(io) {
        try {
            return io();
        }
        catch (error) {
            throw new input_error/* InputError */.d(`--trace: cannot read '${this.shown}': ${error.message}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/report/simulation-table.ts

const BAR_WIDTH = 40;
const MAX_ROWS = 60;
/** The terminal view of a simulation: one row per request (or per group of them) with a context bar. */
function renderSimulationTable(report) {
    const { requests, totals } = report;
    const approx = report.model.exact ? '' : '≈';
    const lines = [
        `${report.source} (${report.format}): ${report.model.id}, ${report.policy}, caching ${report.caching ? 'on' : 'off'}` +
            (report.model.exact ? '' : ` (counts are estimates: ${report.model.encoding})`),
        '',
        `${'request'.padStart(11)}  ${'input'.padStart(9)}  ${'cached'.padStart(9)}  ${'output'.padStart(7)}  context (peak ${(0,format/* formatTokens */._y)(totals.peakContext)})`,
    ];
    const per = Math.max(1, Math.ceil(requests.length / MAX_ROWS));
    const scale = Math.max(totals.peakContext, 1);
    const edited = new Set(report.events.map((e) => e.request));
    for (let i = 0; i < requests.length; i += per) {
        const group = requests.slice(i, i + per);
        const last = group.at(-1);
        const peak = Math.max(...group.map((r) => r.inputTokens));
        const label = per === 1 ? String(last.index) : `${group[0].index}-${last.index}`;
        const bar = '█'.repeat(Math.max(1, Math.round((peak / scale) * BAR_WIDTH)));
        const mark = group.some((r) => edited.has(r.index)) ? ' ✂' : '';
        const over = group.some((r) => r.inputTokens > report.model.contextWindow) ? ' overflow' : '';
        lines.push(`${label.padStart(11)}  ${(0,format/* formatTokens */._y)(peak).padStart(9)}  ${(0,format/* formatTokens */._y)(last.cachedTokens).padStart(9)}  ` +
            `${(0,format/* formatTokens */._y)(last.outputTokens).padStart(7)}  ${bar}${mark}${over}`);
    }
    lines.push('', `input ${approx}${(0,format/* formatTokens */._y)(totals.inputTokens)} (fresh ${(0,format/* formatTokens */._y)(totals.freshTokens)}, cached ${(0,format/* formatTokens */._y)(totals.cachedTokens)}), ` +
        `output ${(0,format/* formatTokens */._y)(totals.outputTokens)}, peak ${(0,format/* formatTokens */._y)(totals.peakContext)} of ${(0,format/* formatTokens */._y)(report.model.contextWindow)}` +
        (totals.overflowRequest === null ? '' : `, overflows at request ${totals.overflowRequest}`), `cost ${(0,format/* formatUsd */.UK)(totals.costUsd.cached)} with caching, ${(0,format/* formatUsd */.UK)(totals.costUsd.uncached)} without` +
        (report.events.length ? `; ${report.events.length} policy edits (✂)` : ''));
    if (report.recorded) {
        const r = report.recorded.totals;
        lines.push(`recorded: input ${(0,format/* formatTokens */._y)(r.inputTokens)} (cache read ${(0,format/* formatTokens */._y)(r.cacheReadTokens)}, written ${(0,format/* formatTokens */._y)(r.cacheWriteTokens)}), ` +
            `output ${(0,format/* formatTokens */._y)(r.outputTokens)}, ${(0,format/* formatUsd */.UK)(r.costUsd)}` +
            (report.recorded.unloggedPrefixTokens ? `; ${(0,format/* formatTokens */._y)(report.recorded.unloggedPrefixTokens)} tokens per request not in the log (added as system prompt)` : ''));
        const { replay, requestCount, inputDifferenceTokens } = report.recorded;
        lines.push(`replayed as recorded: input ${approx}${(0,format/* formatTokens */._y)(replay.inputTokens)} against ${(0,format/* formatTokens */._y)(r.inputTokens)} recorded, difference ` +
            `${(0,format/* formatSigned */.Gp)(inputDifferenceTokens)} (${(0,format/* formatPercent */.l9)((0,format/* percentChange */.u5)(r.inputTokens, replay.inputTokens))}); ` +
            `output ${(0,format/* formatTokens */._y)(replay.outputTokens)} against ${(0,format/* formatTokens */._y)(r.outputTokens)}; ${replay.requests} requests against ${requestCount}` +
            (report.recorded.everyRequestInHistory ? '; the log holds every request as sent, so they must agree' : ''));
    }
    if (report.whatIf.length) {
        lines.push('', 'what if:');
        for (const w of report.whatIf) {
            lines.push(`  ${w.policy}: input ${(0,format/* formatTokens */._y)(w.totals.inputTokens)}, peak ${(0,format/* formatTokens */._y)(w.totals.peakContext)}, ` +
                `${(0,format/* formatUsd */.UK)(w.totals.costUsd.cached)} with caching` + (w.totals.overflowRequest === null ? '' : `, overflows at request ${w.totals.overflowRequest}`));
        }
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/trace/formats/load-trace.ts + 8 modules
var load_trace = __webpack_require__(6304);
;// CONCATENATED MODULE: ./src/trace/formats/recorded-usage.ts
const TRACE_FORMATS = ['jsonl', 'openai', 'anthropic', 'smolagents', 'claude-code', 'swe-agent'];

// EXTERNAL MODULE: ./src/simulate/scenario.ts
var scenario = __webpack_require__(9494);
// EXTERNAL MODULE: ./src/trace/trace.ts
var trace_trace = __webpack_require__(9808);
;// CONCATENATED MODULE: ./src/trace/chat-framing.ts
/**
 * OpenAI's chat format, the same for gpt-4 and gpt-4o (docs/architecture.md, "Message framing"): 3
 * tokens a message plus its role, plus its name and 1 more where it has one, and 3 a request for the
 * reply's priming. The role is counted as ctxguard names it: every role the API takes is one token in
 * both encodings, so that is the role as sent.
 */
function openAiFraming(count) {
    return {
        messageTokens: (m) => 3 + count(m.role) + (m.name === undefined ? 0 : count(m.name) + 1),
        requestTokens: 3,
    };
}
/** Traces whose messages are OpenAI chat messages as the run sent them. */
const OPENAI_CHAT_FORMATS = new Set(['openai', 'swe-agent']);
/**
 * The provider's framing where ctxguard knows it: OpenAI chat messages sent to an OpenAI model. Other
 * providers do not publish theirs, and a trace in ctxguard's own format says nothing of how it was sent.
 */
function framingFor(format, provider, count) {
    return OPENAI_CHAT_FORMATS.has(format) && provider === 'openai' ? openAiFraming(count) : undefined;
}
/**
 * The simulator charges every message one overhead: the smallest framing of the run's messages. What
 * a message's framing has beyond it (a name) is counted with its content, so each request's input is
 * exactly the provider's.
 */
function frameTrace(messages, sized, framing) {
    const framed = messages.map((m) => framing.messageTokens(m));
    const overhead = framed.reduce((low, n) => Math.min(low, n), Number.POSITIVE_INFINITY);
    return {
        messages: sized.map((m, i) => (framed[i] === overhead ? m : { ...m, tokens: m.tokens + framed[i] - overhead })),
        messageOverhead: Number.isFinite(overhead) ? overhead : 0,
        requestTokens: framing.requestTokens,
    };
}

;// CONCATENATED MODULE: ./src/cli/simulate.ts






















const SIMULATE_USAGE = 'ctxguard simulate (--trace FILE | --config FILE) [--policy FILE_OR_JSON] [--model ID] [--format table|json]';
const SIMULATE_FLAGS = [
    {
        name: 'trace',
        type: 'string',
        value: 'FILE',
        help: `a run: canonical JSONL, OpenAI or Anthropic messages, a smolagents memory\ndump, a Claude Code session log or a SWE-agent trajectory (.traj)\n(recognised, or --trace-format)`,
    },
    { name: 'trace-format', type: 'string', value: 'FORMAT', help: TRACE_FORMATS.join(', ') },
    { name: 'config', type: 'string', value: 'FILE', help: 'simulate the agents of .ctxguard.yml with the prompt files of this tree' },
    { name: 'format', type: 'string', value: 'FORMAT', help: 'table or json' },
];
async function simulateCommand(args, io) {
    const { values } = parseCommandArgs('simulate', args, flagOptions(SIMULATE_FLAGS));
    if (values.help) {
        io.stdout(flagHelp(SIMULATE_USAGE, SIMULATE_FLAGS));
        return 0;
    }
    const format = oneOf('format', values.format, ['table', 'json'], 'table');
    const tracePath = values.trace;
    const configPath = values.config;
    if (!tracePath === !configPath)
        throw new input_error/* InputError */.d('give either --trace FILE or --config FILE');
    // --config FILE simulates that file's agents; a trace takes the repository's .ctxguard.yml settings
    // (models, policy, caching), if there is one, like every other command.
    const root = configPath ? io.cwd : (await (0,changes_git/* createGit */.lD)(io.cwd).tryRun(['rev-parse', '--show-toplevel']))?.toString('utf8').trim() || io.cwd;
    const settings = await commandConfig(values, io.cwd, root);
    const reports = tracePath
        ? [traceReport(tracePath, values['trace-format'], io.cwd, settings)]
        : await agentReports(configPath, io.cwd, settings.config);
    if (format === 'json') {
        io.stdout(`${JSON.stringify(reports.length > 1 ? { version: 1, agents: reports } : reports[0], null, 2)}\n`);
    }
    else {
        io.stdout(reports.map(renderSimulationTable).join('\n'));
    }
    return 0;
}
/** One trace's simulation, priced with the model it names unless a flag names another. */
function traceReport(tracePath, formatFlag, cwd, { config, file, overrides }) {
    const traceFormat = formatFlag === undefined ? undefined : oneOf('trace-format', formatFlag, TRACE_FORMATS, 'jsonl');
    const traceFile = new TraceFile((0,external_node_path_.resolve)(cwd, tracePath), tracePath);
    // The canonical format is simulated as it is read; the others are converted whole.
    const trace = (0,load_trace/* streamsLineByLine */.n)(traceFile.head(), traceFormat)
        ? { format: 'jsonl', stream: (0,load_trace/* streamedTrace */.x4)(traceFile.lines(), tracePath) }
        : (0,load_trace/* loadTrace */.E4)(traceFile.text(), tracePath, traceFormat);
    // The model a log names prices it (it is what the run used), unless a flag names another.
    const named = overrides.model ?? ('model' in trace && trace.model && (0,catalog/* isKnownModel */.J0)(trace.model, config.models) ? trace.model : undefined);
    const model = (0,catalog/* resolveModel */.AX)(named ?? config.model, config.models, config.cacheTtl);
    const encoding = config.encoding ?? model.tokenizer.encoding;
    const t = (0,tokenizer/* tokenizer */.O)(encoding);
    const count = (text) => t.count(text);
    // A message_overhead the user set wins; otherwise a run is framed as its provider frames it, where known.
    const setOverhead = file.messageOverhead !== undefined || overrides.messageOverhead !== undefined;
    const framing = setOverhead ? undefined : framingFor(trace.format, model.provider, count);
    const framed = 'stream' in trace
        ? { messages: (0,trace_trace/* sizedMessages */.Sy)(trace.stream, count), messageOverhead: config.messageOverhead, requestTokens: 0 }
        : framing
            ? frameTrace(trace.messages, (0,trace_trace/* sizeTrace */.p8)(trace.messages, count), framing)
            : { messages: (0,trace_trace/* sizeTrace */.p8)(trace.messages, count), messageOverhead: config.messageOverhead, requestTokens: 0 };
    return analyzeSimulation({
        source: tracePath,
        format: trace.format,
        messages: framed.messages,
        ...('recorded' in trace && trace.recorded ? { recorded: trace.recorded } : {}),
        ...('recordedRun' in trace && trace.recordedRun ? { recordedRun: trace.recordedRun } : {}),
        ...('everyRequestInHistory' in trace && trace.everyRequestInHistory ? { everyRequestInHistory: true } : {}),
        ...(framed.requestTokens ? { trailingTokens: framed.requestTokens } : {}),
        model,
        encoding,
        policy: config.policy,
        caching: config.caching,
        cacheLayout: config.cacheBreakpoints,
        messageOverhead: framed.messageOverhead,
    });
}
/** The simulation of each agent the config's tree holds, with the prompt files of that tree. */
async function agentReports(configPath, cwd, config) {
    const snapshot = await scanSnapshot((0,external_node_path_.resolve)(cwd, configPath, '..'), config);
    const extract = (0,extract_extract/* memoizedExtractor */.nE)(await (0,code_parsers/* parsersFor */.IK)([snapshot]), (0,registry/* extractOptions */.Wi)(snapshot.files));
    const repository = (0,frameworks_repository/* repositoryOf */._)(snapshot.files, extract);
    const units = repository.units;
    const side = { units, agents: (0,find_agents/* findAgents */.SW)(repository) };
    return (0,agents/* pricedAgents */.X)(config, side, side).map((agent) => {
        const model = agent.head.model;
        const encoding = config.encoding ?? model.tokenizer.encoding;
        const t = (0,tokenizer/* tokenizer */.O)(encoding);
        const sized = units.flatMap((u) => {
            const delivery = agent.head.sends.get(u.id);
            return delivery ? [{ delivery, tokens: u.tokens ?? t.count(u.text) }] : [];
        });
        // A rendered request's parts carry what its rendered units hold (docs/architecture.md, "Rendered requests").
        sized.push(...(0,scenario/* sizedParts */.Q2)(agent.head.request ?? [], (text) => t.count(text), agent.config.taskTokens));
        const run = (0,scenario/* scenarioRun */.yy)(agent.config, sized);
        return analyzeSimulation({
            source: `${configPath} agent '${agent.config.name}'`,
            format: 'scenario',
            messages: run.messages,
            trailingTokens: run.trailingTokens,
            sideCalls: run.sideCalls,
            model,
            encoding,
            policy: agent.config.policy,
            caching: agent.config.caching,
            cacheLayout: agent.config.cacheBreakpoints,
            messageOverhead: agent.config.messageOverhead,
        });
    });
}

;// CONCATENATED MODULE: ./src/cli/main.ts





const USAGE = `ctxguard: the context cost of prompt changes, before merge

Usage:
  ${DIFF_USAGE}
  ${SCAN_USAGE}
  ${SIMULATE_USAGE}
  ctxguard demo

Settings (override the config file): --model ID, --steps N, --policy FILE_OR_JSON,
  --caching true|false, --runs-per-month N, --encoding o200k_base|cl100k_base, --include GLOBS,
  --exclude GLOBS, --max-file-bytes N, --max-delta-tokens N, --max-delta-percent P,
  --max-delta-usd USD_PER_1000_RUNS, --max-peak-context N, and the rest of .ctxguard.yml's keys

--provider-counts: count with the providers' own endpoints, with the keys in ANTHROPIC_API_KEY
  (Claude models, Anthropic's count_tokens) and GEMINI_API_KEY (Gemini models, countTokens).
  Without it no text leaves this machine.

Exit status: 0 done, 1 the gate failed, 2 bad usage or bad input.
`;
const COMMANDS = {
    diff: diffCommand,
    scan: scanCommand,
    simulate: simulateCommand,
    demo: demoCommand,
};
/** Runs one CLI command and returns the exit status. */
async function main(argv, io) {
    const [name, ...args] = argv;
    if (!name || name === '--help' || name === '-h' || name === 'help') {
        io.stdout(USAGE);
        return name ? 0 : 2;
    }
    const command = COMMANDS[name];
    if (!command) {
        io.stderr(`ctxguard: unknown command '${name}'\n\n${USAGE}`);
        return 2;
    }
    try {
        return await command(args, io);
    }
    catch (error) {
        // Anything that stops a command is about its input here (a path, a ref, a file): one line, exit 2.
        const message = error instanceof Error ? error.message : String(error);
        io.stderr(`ctxguard ${name}: ${message}\n`);
        if (!(error instanceof input_error/* InputError */.d) && process.env.CTXGUARD_DEBUG && error instanceof Error)
            io.stderr(`${error.stack}\n`);
        return 2;
    }
}


/***/ })

};
