export const id = 150;
export const ids = [150];
export const modules = {

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

/***/ 2415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jI: () => (/* binding */ PROFILES),
  Wi: () => (/* binding */ extractOptions),
  EN: () => (/* binding */ extractOptionsEachWay),
  p1: () => (/* binding */ profileFileRules)
});

// UNUSED EXPORTS: CODE_FRAMEWORKS, FRAMEWORKS, codeRules, extractOptionsFor, profileExtractors, sdkModules

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
/**
 * `extractOptionsFor` both ways, built once and sharing their module lists, so that a file's imports
 * read for one are known to the other: how incremental extraction, and each extraction worker, read code.
 */
function extractOptionsEachWay() {
    const plain = extractOptionsFor(false);
    const talking = { ...plain, repositoryTalksToModel: true };
    return (talks) => (talks ? talking : plain);
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


/***/ })

};
