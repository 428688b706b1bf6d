export const id = 145;
export const ids = [145];
export const modules = {

/***/ 5104:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ assertNever)
/* harmony export */ });
/**
 * The default of a switch over a union: the compiler refuses the call while a member is unhandled,
 * so a new kind of delivery or part cannot quietly cost nothing.
 */
function assertNever(value) {
    throw new Error(`unhandled case: ${JSON.stringify(value)}`);
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
/* harmony export */   Un: () => (/* binding */ RENDERED),
/* harmony export */   Vw: () => (/* binding */ roleDelivery),
/* harmony export */   gF: () => (/* binding */ deliveryCopies),
/* harmony export */   rC: () => (/* binding */ sendsItself)
/* harmony export */ });
/* unused harmony export sentAs */
/* harmony import */ var _assert_never_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5104);

/** The single deliveries a unit is sent with: one, or each copy of a repeated one. */
function deliveryCopies(delivery) {
    return delivery.kind === 'repeated' ? delivery.copies.flatMap(deliveryCopies) : [delivery];
}
/** How the text carrying this unit is sent: a rendered unit's rendering, else itself. */
function sentAs(delivery) {
    return delivery.kind === 'rendered' ? delivery.as : delivery;
}
/**
 * Whether the agent itself sends the text in some request of a run, however rarely: what counts as
 * its prompt material. Never-sent text and another agent's context are not.
 */
function sendsItself(delivery) {
    switch (delivery.kind) {
        case 'never':
        case 'other-agent':
            return false;
        case 'repeated':
            return delivery.copies.some(sendsItself);
        case 'rendered':
            return sendsItself(delivery.as);
        case 'every-request':
        case 'start':
        case 'after-history':
        case 'per-step':
        case 'tool-result':
        case 'on-trigger':
        case 'while-matching':
        case 'invoked':
        case 'side-call':
        case 'on-failure':
            return true;
        default:
            return (0,_assert_never_js__WEBPACK_IMPORTED_MODULE_0__/* .assertNever */ .x)(delivery);
    }
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
/** How the comment marks a unit priced through its agent's rendered request. */
const RENDERED = 'rendered, ';
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
        case 'rendered':
            return `${RENDERED}${describeDelivery(delivery.as)}`;
        default:
            return (0,_assert_never_js__WEBPACK_IMPORTED_MODULE_0__/* .assertNever */ .x)(delivery);
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

/***/ 6260:
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

;// CONCATENATED MODULE: ./src/frameworks/python/str-format.ts
/**
 * Python's `str.format(**fields)` for the fields prompts use
 * (docs/architecture.md, "Rendered requests"): `{name}`, `{name[0]}` (an item of a list or a tuple),
 * `{{` and `}}` as braces. A field it is not given, or a conversion or format spec, is an error, as a
 * KeyError would be; a lone `{` or `}` is left as it is, where Python raises ValueError.
 */
function pythonFormat(text, fields) {
    return text.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (whole, field) => {
        if (whole === '{{')
            return '{';
        if (whole === '}}')
            return '}';
        const m = /^(\w+)((?:\[\d+\])*)$/.exec(field ?? '');
        if (!m || !Object.hasOwn(fields, m[1]))
            throw new Error(`KeyError: '${field}'`);
        let value = fields[m[1]];
        for (const index of m[2].match(/\d+/g) ?? [])
            value = value[Number(index)];
        if (value === undefined)
            throw new Error(`IndexError: ${field}`);
        return String(value);
    });
}

;// CONCATENATED MODULE: ./src/frameworks/aider/prompt-request.ts

/**
 * What aider's default model (`sonnet`, claude-sonnet-4-6 by models.py `MODEL_ALIASES`, with the
 * settings aider/resources/model-settings.yml gives it) makes of a format's prompts: neither lazy nor overeager, examples as messages of their own, the
 * reminder appended to the user's message, a system message. With the machine a run is on, these
 * are what a rendering assumes (docs/architecture.md, "Rendered requests").
 */
const DEFAULT_MODEL_SETTINGS = { model: 'claude-sonnet-4-6', lazy: false, overeager: false };
/** base_coder.py `get_platform_info` on a Linux machine in a git repository, English as the user's language. */
const PLATFORM = '- Platform: Linux-6.8.0-x86_64-with-glibc2.39\n- Shell: SHELL=/bin/bash\n- Language: English\n- Current date: 2026-12-02\n- The user is operating inside a git repository\n';
/** base_coder.py `format_chat_chunks`: after the examples, before the conversation. */
const EXAMPLES_END = [
    { role: 'user', content: "I switched to a new code base. Please don't consider the above files or try to edit them any longer." },
    { role: 'assistant', content: 'Ok.' },
];
const EVERY = { kind: 'every-request' };
/**
 * A format's request as base_coder.py `format_chat_chunks` builds it before any history: the system
 * message (`main_system` and `system_reminder`, each through `fmt_system_prompt`), the example
 * conversation and its closing pair, and the reminder appended to the user's message after the
 * history. An attribute's text is its unit's, or the literal it is set to; one set to anything else is "".
 */
function aiderRequest(attributes) {
    const errors = [];
    const text = (attribute) => attributes.units.get(attribute)?.[0]?.text ?? attributes.literals.get(attribute) ?? '';
    // aider would raise a KeyError; the text is priced as written, and said.
    const format = (prompt, what, values) => {
        try {
            return pythonFormat(prompt, values);
        }
        catch (error) {
            errors.push(`${what} could not be formatted (${error.message}): priced as written`);
            return prompt;
        }
    };
    const fields = {
        fence: ['```', '```'],
        quad_backtick_reminder: '',
        final_reminders: 'Reply in English.\n',
        platform: PLATFORM,
        shell_cmd_prompt: format(text('shell_cmd_prompt'), 'shell_cmd_prompt', { platform: PLATFORM }),
        rename_with_shell: text('rename_with_shell'),
        shell_cmd_reminder: format(text('shell_cmd_reminder'), 'shell_cmd_reminder', { platform: PLATFORM }),
        go_ahead_tip: text('go_ahead_tip'),
        language: 'English',
    };
    const fmt = (prompt, what) => format(prompt, what, fields);
    const reminder = text('system_reminder');
    const system = fmt(text('main_system'), 'main_system') + (reminder ? `\n${fmt(reminder, 'system_reminder')}` : '');
    const parts = [{ key: 'system', delivery: EVERY, text: system }];
    const examples = exampleMessages(attributes.units.get('example_messages') ?? []);
    examples.forEach((m, i) => parts.push({ key: `example_messages[${i}].${m.role}`, delivery: EVERY, text: fmt(m.content, 'an example message') }));
    if (examples.length > 0)
        EXAMPLES_END.forEach((m, i) => parts.push({ key: `examples_end[${i}].${m.role}`, delivery: EVERY, text: m.content }));
    // reminder: user (the default): appended to the user's last message, after the history.
    if (reminder)
        parts.push({ key: 'system_reminder (after the history)', delivery: { kind: 'after-history' }, text: `\n\n${fmt(reminder, 'system_reminder')}` });
    return { parts, errors };
}
/** `example_messages = [dict(role=..., content=...), ...]`, in order: units keyed `messages[role]`, `messages[role]#2`. */
function exampleMessages(units) {
    return [...units]
        .sort((a, b) => a.lines[0] - b.lines[0])
        .map((u) => ({ role: /messages\[(\w+)\]/.exec(u.key)?.[1] ?? 'user', content: u.text }));
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
    // `{final_reminders}` carries them only for models aider's settings mark lazy (the GPT-4 era) or
    // overeager (some Claude, Gemini and GPT-5 models): not aider's default model.
    lazy_prompt: { kind: 'never', reason: 'only for models marked lazy' },
    overeager_prompt: { kind: 'never', reason: `only for models marked overeager, not aider's default (${DEFAULT_MODEL_SETTINGS.model})` },
};
/** The attributes `format_chat_chunks` renders itself, and how the text that carries each is sent. */
const RENDERED_AS = {
    main_system: EVERY_REQUEST,
    // Folded into the system text, or as user/assistant pairs right after it: before the history either way.
    example_messages: EVERY_REQUEST,
    // In the system text, and again as the trailing reminder (a final system message, or appended to
    // the last user message): two copies, the second after the history and never cached.
    system_reminder: { kind: 'repeated', copies: [EVERY_REQUEST, AFTER_HISTORY] },
};
/**
 * Attributes formatted into `main_system` or `system_reminder` where they hold the placeholder:
 * `{shell_cmd_prompt}` and the like carry the attribute of that name.
 */
const CARRIED_BY = {
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
    const paths = new Map();
    for (const file of repository.files ?? []) {
        if (!PROMPTS_FILE.test(file.path) || file.content.kind !== 'text')
            continue;
        const text = file.content.text;
        const heads = [...text.matchAll(/^class\s+(\w+)\s*(?:\(\s*([\w.]+)?[^)]*\))?\s*:/gm)];
        heads.forEach((m, i) => {
            const body = text.slice(m.index + m[0].length, heads[i + 1]?.index ?? text.length);
            const assigned = new Set([...body.matchAll(/^ {4}(\w+)\s*=/gm)].map((a) => a[1]));
            const references = new Map([...body.matchAll(/^ {4}(\w+)\s*=\s*([A-Za-z_][\w.]*)\s*$/gm)].map((a) => [a[1], a[2]]));
            const literals = new Map([...body.matchAll(/^ {4}(\w+)\s*=\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')\s*$/gm)].map((a) => [a[1], aider_unescape(a[2] ?? a[3])]));
            classes.set(m[1], { name: m[1], parent: m[2]?.split('.').pop(), attributes: new Map(), assigned, references, literals, path: file.path });
            paths.set(m[1], file.path);
        });
    }
    for (const u of repository.units) {
        if (!PROMPTS_FILE.test(u.path))
            continue;
        const className = u.key.split('.')[0];
        // Without the file (a caller that has only units), a class inherits from the base class.
        if (!classes.has(className)) {
            classes.set(className, { name: className, parent: className === BASE_CLASS ? undefined : BASE_CLASS, attributes: new Map(), assigned: new Set(), references: new Map(), literals: new Map() });
        }
        const attributes = classes.get(className).attributes;
        const attribute = attributeOf(u.key);
        attributes.set(attribute, [...(attributes.get(attribute) ?? []), u]);
    }
    // `shell.shell_cmd_prompt` is the constant of shell.py beside the class's file; a bare name, one of its own file.
    for (const c of classes.values()) {
        const path = paths.get(c.name);
        if (!path)
            continue;
        for (const [attribute, reference] of c.references) {
            const [module, name] = reference.includes('.') ? [reference.split('.')[0], reference.split('.').at(-1)] : [undefined, reference];
            const file = module ? path.replace(/[^/]+$/, `${module}.py`) : path;
            const unit = repository.units.find((u) => u.path === file && u.key === name);
            if (unit)
                c.attributes.set(attribute, [unit]);
        }
    }
    return classes;
}
/** A class's attributes with those it inherits and does not override, nearest class first. */
function effectiveAttributes(name, classes) {
    const units = new Map();
    const literals = new Map();
    const seen = new Set();
    for (let c = classes.get(name); c && !seen.has(c.name); c = c.parent ? classes.get(c.parent) : undefined) {
        seen.add(c.name);
        for (const [attribute, own] of c.attributes)
            if (!units.has(attribute))
                units.set(attribute, own);
        // Set to a string too short or empty to be a unit: it still hides the parent's.
        for (const attribute of c.assigned) {
            if (units.has(attribute))
                continue;
            units.set(attribute, []);
            const literal = c.literals.get(attribute);
            if (literal !== undefined)
                literals.set(attribute, literal);
        }
    }
    return { units, literals };
}
/** Python's escapes in a one-line string literal. */
function aider_unescape(text) {
    const escapes = { n: '\n', t: '\t', '\\': '\\', '"': '"', "'": "'" };
    return text.replace(/\\(.)/g, (whole, c) => escapes[c] ?? whole);
}
/** How a format sends an attribute carried by a placeholder: with each template that holds it. */
function carriedDelivery(placeholders, attributes) {
    const texts = (template) => [...(attributes.units.get(template) ?? []).map((u) => u.text), attributes.literals.get(template) ?? ''];
    const holds = (template) => texts(template).some((text) => placeholders.some((p) => text.includes(`{${p}}`)));
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
        if (!attributes.units.has('main_system'))
            continue;
        const sends = new Map();
        for (const [attribute, units] of attributes.units) {
            const delivery = attributeDelivery(attribute, attributes);
            for (const u of units)
                sends.set(u.id, delivery);
        }
        const { parts, errors } = aiderRequest(attributes);
        // The files of the class and of every class it inherits from: an override too short to be a unit is read there.
        const reads = new Set([...attributes.units.values()].flat().map((u) => u.path));
        for (let k = classes.get(c.name), seen = new Set(); k && !seen.has(k.name); k = k.parent ? classes.get(k.parent) : undefined) {
            seen.add(k.name);
            if (k.path)
                reads.add(k.path);
        }
        const assumptions = [
            `the prompts are formatted as for aider's default model (${DEFAULT_MODEL_SETTINGS.model}: neither lazy nor overeager), an English-speaking user and a Linux machine in a git repository`,
            ...errors,
        ];
        agents.push({ name: `aider ${c.name}`, framework: 'aider', sends, settings: aider_RUN, request: parts, reads, assumptions });
    }
    return agents;
}
/** How a format sends an attribute: through its rendered request where format_chat_chunks renders it, else as the run sends the text. */
function attributeDelivery(attribute, attributes) {
    const rendered = RENDERED_AS[attribute];
    if (rendered)
        return { kind: 'rendered', as: rendered };
    const carriers = CARRIED_BY[attribute];
    const carried = carriers ? carriedDelivery(carriers, attributes) : undefined;
    if (carried)
        return { kind: 'rendered', as: carried };
    return ATTRIBUTES[attribute] ?? { kind: 'never', reason: 'not in the prompt aider builds for this format' };
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

// EXTERNAL MODULE: ./src/frameworks/delivery.ts
var frameworks_delivery = __webpack_require__(1070);
;// CONCATENATED MODULE: ./src/frameworks/code-wiring.ts

/** A call's argument by the first of its names (keyword, property or position) that it has. */
function argument(call, ...names) {
    return names.map((n) => call.args[n]).find((a) => a !== undefined);
}
/** Names resolved through at most this many assignments (`tools = base + extra`, `base = [...]`). */
const DEPTH = 6;
/**
 * How a repository's code wires its agents, for the profiles of frameworks defined in code
 * (docs/architecture.md, "Frameworks"): the units an argument holds or names, the call a variable
 * holds, what a name holds (`tools = [search, WeatherTool()]`). A name is looked up in its own file
 * first (for an assignment, the last one before the line that reads it), then anywhere it is unique
 * (an import). The files whose code a resolution read are kept (`track`): a change to one of them
 * may change what a rendering profile renders (docs/architecture.md, "Rendered requests").
 */
class CodeWiring {
    repository;
    byPath = new Map();
    byKey = new Map();
    pathOf = new Map();
    bindings;
    calls;
    reads = new Set();
    constructor(repository) {
        this.repository = repository;
        for (const u of repository.units) {
            if (!this.byPath.has(u.path))
                this.byPath.set(u.path, new Map());
            this.byPath.get(u.path).set(u.key, u);
            this.byKey.set(u.key, [...(this.byKey.get(u.key) ?? []), u.id]);
            this.pathOf.set(u.id, u.path);
        }
        this.calls = repository.calls ?? [];
        this.bindings = repository.bindings ?? [];
    }
    /** What `read` returns, and the files whose code it read. */
    track(read) {
        const outer = this.reads;
        this.reads = new Set();
        try {
            const value = read();
            return { value, reads: this.reads };
        }
        finally {
            for (const p of this.reads)
                outer.add(p);
            this.reads = outer;
        }
    }
    /** Notes a file whose code a resolution read. */
    read(path) {
        this.reads.add(path);
    }
    /** The id of the unit under this key in this file. */
    here(path, key) {
        return this.byPath.get(path)?.get(key)?.id;
    }
    /** The unit under this key in this file, itself. */
    unitAt(path, key) {
        return this.byPath.get(path)?.get(key);
    }
    /** The units of one file. */
    unitsOf(path) {
        return [...(this.byPath.get(path)?.values() ?? [])];
    }
    /** Every file with units. */
    paths() {
        return [...this.byPath.keys()];
    }
    /** The id of the unit under this key, in this file or, failing that, the only one anywhere. */
    unit(path, key) {
        const here = this.here(path, key);
        if (here)
            return here;
        const anywhere = this.byKey.get(key) ?? [];
        return anywhere.length === 1 ? anywhere[0] : undefined;
    }
    /** Units in this file whose key starts with a prefix (`WeatherResponse.` for a schema class's fields). */
    unitsUnder(path, prefix) {
        return this.unitsOf(path).filter((u) => u.key.startsWith(prefix)).map((u) => u.id);
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
    /** An argument's own units and those its names stand for, the names its text is joined with included. */
    textOf(call, arg) {
        return [...this.own(call, arg), ...[...(arg?.names ?? []), ...(arg?.placeholders ?? [])].flatMap((n) => this.named(call.path, n))];
    }
    /** Every unit taken inside a call's arguments. */
    unitsOfCall(call) {
        return Object.values(call.args).flatMap((arg) => [...this.own(call, arg), ...arg.calls.flatMap((c) => this.unitsOfCall(c))]);
    }
    /** The recorded call a variable holds (`billing_agent = Agent(...)`), in this file or the only one anywhere. */
    callNamed(path, name, accept = () => true) {
        const candidates = this.calls.filter((c) => c.variable === name && accept(c));
        return candidates.find((c) => c.path === path) ?? unique(candidates);
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
    /** What a name holds where it is read: the last assignment before `line` in its file (or in `within` only), else the only module-level one anywhere. */
    binding(path, name, line, within = 'repository') {
        const sameFile = this.bindings.filter((b) => b.path === path && b.name === name);
        // A module constant may be assigned below the function that reads it.
        const here = sameFile.filter((b) => b.line < line).at(-1) ?? sameFile.filter((b) => b.scope === undefined).at(-1);
        const found = here ?? (within === 'file' ? undefined : unique(this.bindings.filter((b) => b.name === name && b.path !== path && b.scope === undefined)));
        if (found)
            this.read(found.path);
        return found;
    }
    /**
     * The items of a list argument, names read through what they hold: `tools=[search, WeatherTool()]`,
     * `tools=TOOLS + [extra]`, `tools=tools` where `tools = [...]`, `weather = WeatherTool()`. A name
     * that holds nothing the code assigns (a function) is an item itself.
     */
    items(path, line, arg, depth = 0) {
        const out = [];
        const [names, calls] = [[...arg.names], [...arg.calls]];
        for (const kind of arg.order) {
            if (kind === 'call') {
                out.push({ kind: 'call', call: calls.shift() });
                continue;
            }
            const name = names.shift();
            // What the file assigns the name, else a function of that name, else what another file assigns it.
            const plain = depth < DEPTH && /^\w+$/.test(name);
            const held = plain ? (this.binding(path, name, line, 'file') ?? (this.definesFunction?.(path, name) ? undefined : this.binding(path, name, line))) : undefined;
            if (held)
                out.push(...this.items(held.path, held.line + 1, held.value, depth + 1));
            else
                out.push({ kind: 'name', name, path });
        }
        return out;
    }
    /** A function the code defines (`@tool`, `@function_tool` or plain), in this file, else the only one of that name. */
    functionDefinition(path, name) {
        const all = (this.repository.toolDefinitions ?? []).filter((d) => d.kind === 'function' && d.name === name);
        const found = all.find((d) => d.path === path) ?? (all.length === 1 ? all[0] : undefined);
        if (found)
            this.read(found.path);
        return found;
    }
    /** The one call an argument holds, in place or through names (`parameters: InvoiceQuery`, `const InvoiceQuery = z.object(...)`). */
    singleCall(path, line, arg) {
        const items = arg ? this.items(path, line, arg) : [];
        return items.length === 1 && items[0].kind === 'call' ? items[0].call : undefined;
    }
    /** A literal an argument holds, directly or through names (`max_steps=MAX_STEPS`). */
    literal(path, line, arg, depth = 0) {
        if (!arg)
            return undefined;
        if (arg.value !== undefined)
            return { value: arg.value };
        const [name] = arg.names;
        if (arg.names.length !== 1 || arg.calls.length > 0 || !name || !/^\w+$/.test(name) || depth >= DEPTH)
            return undefined;
        const held = this.binding(path, name, line);
        return held ? this.literal(held.path, held.line + 1, held.value, depth + 1) : undefined;
    }
    /** The text an argument holds: its unit where it is one, its static text, or a name's. */
    text(path, line, arg, depth = 0) {
        if (!arg)
            return undefined;
        const unit = arg.units.map((key) => this.unitAt(path, key)).find((u) => u !== undefined);
        // Text joined with a name or filled at run time (`PROMPT + " Route."`) is not its static part alone: not read.
        if (arg.placeholders?.length || (arg.names.length > 0 && (unit || arg.text !== undefined)))
            return undefined;
        if (unit)
            return { text: unit.text, unit };
        if (arg.text !== undefined)
            return { text: arg.text };
        const [name] = arg.names;
        if (arg.names.length !== 1 || !name || !/^\w+$/.test(name) || depth >= DEPTH)
            return undefined;
        // A constant that is a unit: in this file, else the only one of that name (`import { PROMPT } from './prompts'`).
        const id = this.unit(path, name);
        const home = id === undefined ? undefined : this.pathOf.get(id);
        const named = home === undefined ? undefined : this.unitAt(home, name);
        if (named) {
            if (home !== path)
                this.read(home);
            return { text: named.text, unit: named };
        }
        const held = this.binding(path, name, line);
        return held ? this.text(held.path, held.line + 1, held.value, depth + 1) : undefined;
    }
    /** Every source an argument reaches through names and nested calls: where a file name may be written. */
    sources(path, line, arg, depth = 0) {
        if (!arg)
            return [];
        const nested = arg.calls.flatMap((c) => Object.values(c.args).flatMap((a) => this.sources(c.path, c.line, a, depth + 1)));
        const named = depth < DEPTH
            ? arg.names.flatMap((n) => {
                const held = /^\w+$/.test(n) ? this.binding(path, n, line) : undefined;
                return held ? this.sources(held.path, held.line + 1, held.value, depth + 1) : [];
            })
            : [];
        return [arg.source, ...nested, ...named];
    }
}
function unique(items) {
    return items.length === 1 ? items[0] : undefined;
}
/**
 * Who sends what, one agent's map: a unit it sends itself outranks the same unit as another agent's
 * or as never sent (a sub-agent's instructions that are also its own), whatever the order found.
 */
class Sends {
    map = new Map();
    add(ids, delivery) {
        for (const id of ids) {
            const known = this.map.get(id);
            if (!known || (!(0,frameworks_delivery/* sendsItself */.rC)(known) && (0,frameworks_delivery/* sendsItself */.rC)(delivery)))
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

// EXTERNAL MODULE: ./src/frameworks/assert-never.ts
var assert_never = __webpack_require__(5104);
;// CONCATENATED MODULE: ./src/frameworks/javascript/zod-schema.ts

/** The `$schema` each SDK's Zod conversion names: draft-07 for the OpenAI Agents SDK, Zod 4's default for LangChain. */
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
/** Zod 4 bounds `.int()` by the safe integers. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
/** Bounds Zod writes into the schema, by the kind they bound. */
const BOUNDS = {
    number: { min: 'minimum', max: 'maximum', gte: 'minimum', lte: 'maximum' },
    integer: { min: 'minimum', max: 'maximum', gte: 'minimum', lte: 'maximum' },
    string: { min: 'minLength', max: 'maxLength' },
    array: { min: 'minItems', max: 'maxItems' },
};
/** Changes that leave the schema as it is. */
const UNCHANGED = new Set(['trim', 'toLowerCase', 'toUpperCase']);
/** The chain's links, innermost first: `z.string().describe("x")` is `string`, then `describe`. */
function links(call) {
    return call.receiver ? [...links(call.receiver), call] : [call];
}
const method = (call) => call.callee.split('.').at(-1);
const first = (call) => call.args['0'];
const itemOf = (arg) => (arg?.order.length === 1 && arg.calls.length === 1 ? arg.calls[0] : undefined);
/** A chain read into its node, or undefined where a link is not one this reader knows. */
function zodNode(call, resolve = itemOf) {
    const chain = links(call);
    const head = chain[0];
    if (!/^(z|zod)\.\w+$/.test(head.callee))
        return undefined;
    let node = zodBase(head, resolve);
    for (const link of chain.slice(1)) {
        if (!node)
            return undefined;
        node = zodLink(node, link);
    }
    return node;
}
function zodBase(call, resolve) {
    const name = method(call);
    if (name === 'string' || name === 'number' || name === 'boolean')
        return { kind: name };
    if (name === 'int')
        return { kind: 'integer' };
    if (name === 'enum') {
        const values = first(call)?.value;
        return Array.isArray(values) && values.every((v) => typeof v === 'string') ? { kind: 'enum', values: values } : undefined;
    }
    if (name === 'array') {
        const item = first(call) && resolve(first(call));
        const items = item && zodNode(item, resolve);
        return items ? { kind: 'array', items } : undefined;
    }
    if (name === 'object') {
        const shape = [];
        for (const [key, arg] of Object.entries(call.args)) {
            const field = resolve(arg);
            const node = field && zodNode(field, resolve);
            if (!node)
                return undefined;
            shape.push([key, node]);
        }
        return { kind: 'object', shape };
    }
    return undefined;
}
function zodLink(node, call) {
    const name = method(call);
    if (name === 'describe') {
        const text = first(call)?.text;
        return text === undefined ? undefined : { ...node, description: text };
    }
    if (name === 'optional' || name === 'nullable')
        return { kind: name, inner: node };
    if (name === 'nullish')
        return { kind: 'optional', inner: { kind: 'nullable', inner: node } };
    if (name === 'default')
        return first(call)?.value === undefined ? undefined : { kind: 'default', inner: node, value: first(call).value };
    if (name === 'int' && node.kind === 'number')
        return { ...node, kind: 'integer' };
    const bound = BOUNDS[node.kind]?.[name];
    const value = first(call)?.value;
    if (bound && typeof value === 'number' && (node.kind === 'string' || node.kind === 'number' || node.kind === 'integer' || node.kind === 'array'))
        return { ...node, checks: { ...node.checks, [bound]: value } };
    if (UNCHANGED.has(name))
        return node;
    return undefined;
}
/**
 * Zod 4's `toJSONSchema`: a wrapper's own description (`.nullable().describe("x")`) comes before what
 * it wraps, a type's own after its keys; an optional field is left out of `required`; a nullable
 * type is a type list, a nullable anything else an `anyOf`.
 */
function zodJsonSchema(node) {
    const own = node.description === undefined ? {} : { description: node.description };
    switch (node.kind) {
        case 'string':
        case 'number':
        case 'boolean':
            return { type: node.kind, ...node.checks, ...own };
        case 'integer':
            return { type: 'integer', minimum: -SAFE_INTEGER, maximum: SAFE_INTEGER, ...node.checks, ...own };
        case 'enum':
            return { type: 'string', enum: node.values, ...own };
        case 'array':
            // Zod writes an array's bounds before its type.
            return { ...node.checks, type: 'array', items: zodJsonSchema(node.items), ...own };
        case 'object': {
            const required = node.shape.filter(([, n]) => !isOptionalField(n)).map(([k]) => k);
            // `required` is left out when no field is.
            return { type: 'object', properties: Object.fromEntries(node.shape.map(([k, n]) => [k, zodJsonSchema(n)])), ...(required.length > 0 ? { required } : {}), additionalProperties: false, ...own };
        }
        case 'nullable': {
            const inner = zodJsonSchema(node.inner);
            const simple = Object.keys(inner).length === 1 && typeof inner.type === 'string';
            return { ...own, ...(simple ? { type: [inner.type, 'null'] } : { anyOf: [inner, { type: 'null' }] }) };
        }
        case 'default':
            return { default: node.value, ...own, ...zodJsonSchema(node.inner) };
        case 'optional':
            return { ...own, ...zodJsonSchema(node.inner) };
        default:
            return (0,assert_never/* assertNever */.x)(node);
    }
}
/**
 * Whether an object may leave this field out: `.optional()` outside any `.default()`, through
 * `.nullable()` (`.nullish()` and `.optional().nullable()` are optional; `.optional().default(x)` is not).
 */
function isOptionalField(node) {
    if (node.kind === 'optional')
        return true;
    return node.kind === 'nullable' ? isOptionalField(node.inner) : false;
}
/** Whether a field is nullable somewhere in its wrappers (`.nullish()`, `.optional().nullable()`). */
function isNullableField(node) {
    if (node.kind === 'nullable')
        return true;
    return node.kind === 'optional' || node.kind === 'default' ? isNullableField(node.inner) : false;
}
/** An object schema as Zod 4's `z.toJSONSchema` writes it, under its `$schema`. */
function zodObjectSchema(node, $schema) {
    return node.kind === 'object' ? { $schema, ...zodJsonSchema(node) } : undefined;
}

;// CONCATENATED MODULE: ./src/frameworks/python/python-text.ts
/**
 * Python's text primitives that smolagents' rendering leans on, with Python's own character
 * classes: `str.isspace` and `str.splitlines` differ from JavaScript's `\s` and `\n` (\x1c-\x1f and
 * \x85 are Python whitespace, \uFEFF is not; \v, \f, \x1c-\x1e, \x85, \u2028 and \u2029 end lines).
 * docs/architecture.md, "Frameworks".
 */
/** A regex class of `str.isspace()`, which is also what Python's `re` means by `\s`. */
const PY_SPACE = '[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
/** A regex class of Python's `\w` in a str pattern (letters, numbers, underscore); needs the `u` flag. */
const PY_WORD = '[\\p{L}\\p{N}_]';
const LEADING = new RegExp(`^${PY_SPACE}+`);
const TRAILING = new RegExp(`${PY_SPACE}+$`);
const LINE = /[^\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029])?/g;
/** `str.strip()`. */
function pyStrip(text) {
    return text.replace(LEADING, '').replace(TRAILING, '');
}
/** `str.splitlines(keepends=True)`. */
function splitLinesKeepEnds(text) {
    return (text.match(LINE) ?? []).filter((line) => line !== '');
}
/** `textwrap.indent(text, prefix)`: lines that are not whitespace alone get the prefix. */
function textwrapIndent(text, prefix) {
    return splitLinesKeepEnds(text)
        .map((line) => (pyStrip(line) === '' ? line : prefix + line))
        .join('');
}
/** Python's `textwrap.dedent`: the whitespace every non-blank line starts with, removed. */
function dedent(text) {
    const lines = text.split('\n');
    const margins = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)[0]);
    let margin = margins[0] ?? '';
    for (const m of margins)
        while (!m.startsWith(margin))
            margin = margin.slice(0, -1);
    return lines.map((l) => (l.trim() === '' ? '' : l.slice(margin.length))).join('\n');
}

;// CONCATENATED MODULE: ./src/frameworks/python/type-hint.ts
/**
 * A Python type annotation, read from its source text into what `typing.get_type_hints` would
 * give smolagents (docs/architecture.md, "Frameworks"): `Optional`/`Union`/`|` become one flat,
 * deduplicated union, `Annotated` is stripped, strings are forward references, typing aliases
 * (`List`, `Dict`) carry their origin. Names are resolved by their spelling alone: a bare
 * `Sequence` or `Callable` is taken to be typing's, a name this file does not know is a class.
 */
/** An annotation smolagents could not have been given (a syntax this reader does not know). */
class AnnotationSyntaxError extends Error {
}
const PREFIXES = /^(?:typing|typing_extensions|t|collections\.abc|builtins|types)\./;
/** typing's aliases, by their origin (`typing.List` is `list` to get_origin). */
const TYPING_ALIASES = {
    List: 'list', Dict: 'dict', Tuple: 'tuple', Set: 'set', FrozenSet: 'frozenset', Type: 'type', DefaultDict: 'collections.defaultdict',
    OrderedDict: 'collections.OrderedDict', Counter: 'collections.Counter', Deque: 'collections.deque', ChainMap: 'collections.ChainMap',
    Sequence: 'collections.abc.Sequence', MutableSequence: 'collections.abc.MutableSequence', Mapping: 'collections.abc.Mapping',
    MutableMapping: 'collections.abc.MutableMapping', Iterable: 'collections.abc.Iterable', Iterator: 'collections.abc.Iterator',
    Collection: 'collections.abc.Collection', Container: 'collections.abc.Container', Callable: 'collections.abc.Callable',
    Generator: 'collections.abc.Generator', AbstractSet: 'collections.abc.Set', MutableSet: 'collections.abc.MutableSet',
    Awaitable: 'collections.abc.Awaitable', Coroutine: 'collections.abc.Coroutine', AsyncIterator: 'collections.abc.AsyncIterator',
    AsyncIterable: 'collections.abc.AsyncIterable', Reversible: 'collections.abc.Reversible',
};
const BUILTIN_GENERICS = new Set(['list', 'dict', 'tuple', 'set', 'frozenset', 'type']);
const TOKEN = /\s*(?:([\p{L}_][\p{L}\p{N}_.]*)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d*)?)|(\.\.\.)|([[\],|()]))/uy;
function tokenize(text) {
    const tokens = [];
    TOKEN.lastIndex = 0;
    while (TOKEN.lastIndex < text.trimEnd().length) {
        const m = TOKEN.exec(text);
        if (m === null)
            throw new AnnotationSyntaxError(`cannot read the annotation ${text}`);
        const kinds = ['name', 'string', 'number', 'ellipsis', 'punct'];
        const index = m.slice(1).findIndex((group) => group !== undefined);
        tokens.push({ kind: kinds[index], text: m[index + 1] });
    }
    return tokens;
}
/** The hint `text` annotates, as get_type_hints gives it. */
function parseTypeHint(text) {
    const reader = new HintReader(tokenize(text));
    const hint = reader.expression();
    reader.end();
    return hint;
}
/** A union as typing builds it: nested unions flattened, duplicates dropped, one member is itself. */
function unionOf(args) {
    const flat = args.flatMap((arg) => (arg.kind === 'union' ? arg.args : [arg]));
    const seen = new Set();
    const unique = flat.filter((arg) => {
        const key = JSON.stringify(arg);
        return seen.has(key) ? false : (seen.add(key), true);
    });
    return unique.length === 1 ? unique[0] : { kind: 'union', args: unique };
}
const NONE = { kind: 'class', name: 'NoneType' };
/** A parser over the annotation's tokens: expression := primary ('|' primary)*. */
class HintReader {
    tokens;
    at = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    expression() {
        const members = [this.primary()];
        while (this.peek('|')) {
            this.at++;
            members.push(this.primary());
        }
        return members.length === 1 ? members[0] : unionOf(members);
    }
    end() {
        if (this.at < this.tokens.length)
            throw new AnnotationSyntaxError(`unexpected ${this.tokens[this.at].text} in an annotation`);
    }
    peek(text) {
        return this.tokens[this.at]?.text === text && this.tokens[this.at]?.kind === 'punct';
    }
    next() {
        const token = this.tokens[this.at++];
        if (token === undefined)
            throw new AnnotationSyntaxError('an annotation ends too early');
        return token;
    }
    expect(text) {
        if (this.next().text !== text)
            throw new AnnotationSyntaxError(`expected ${text} in an annotation`);
    }
    primary() {
        const token = this.next();
        switch (token.kind) {
            case 'string':
                return parseTypeHint(type_hint_unquote(token.text));
            case 'ellipsis':
                return { kind: 'ellipsis' };
            case 'number':
                throw new AnnotationSyntaxError(`a number (${token.text}) is not a type`);
            case 'punct':
                if (token.text !== '[')
                    throw new AnnotationSyntaxError(`unexpected ${token.text} in an annotation`);
                return { kind: 'params', args: this.list(']', () => this.expression()) };
            case 'name':
                return this.named(token.text.replace(PREFIXES, ''), token.text);
        }
    }
    /** Items up to `close`, comma separated (a trailing comma allowed). */
    list(close, item) {
        const items = [];
        while (!this.peek(close)) {
            items.push(item());
            if (!this.peek(close))
                this.expect(',');
        }
        this.at++;
        return items;
    }
    named(name, written) {
        if (name === 'None' || name === 'NoneType')
            return NONE;
        if (!this.peek('['))
            return bareName(name);
        this.at++;
        if (name === 'Literal')
            return literalOf(this.list(']', () => this.literalValue()));
        const args = this.list(']', () => this.expression());
        return subscripted(name, written, args);
    }
    literalValue() {
        const token = this.next();
        if (token.kind === 'string')
            return [{ value: type_hint_unquote(token.text), float: false }];
        if (token.kind === 'number')
            return [{ value: Number(token.text), float: token.text.includes('.') }];
        const name = token.text.replace(PREFIXES, '');
        if (name === 'None')
            return [{ value: null, float: false }];
        if (name === 'True' || name === 'False')
            return [{ value: name === 'True', float: false }];
        if (name === 'Literal' && this.peek('[')) {
            this.at++;
            return this.list(']', () => this.literalValue()).flat();
        }
        throw new AnnotationSyntaxError(`${token.text} is not a Literal value this reader knows`);
    }
}
function type_hint_unquote(text) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
}
function bareName(name) {
    const origin = TYPING_ALIASES[name];
    if (origin !== undefined)
        return { kind: 'generic', origin, args: [], text: `typing.${name}` };
    if (name === 'Optional' || name === 'Union' || name === 'Annotated' || name === 'Literal') {
        throw new AnnotationSyntaxError(`a bare ${name} is not a type`);
    }
    return { kind: 'class', name };
}
function subscripted(name, written, args) {
    if (name === 'Optional') {
        if (args.length !== 1)
            throw new AnnotationSyntaxError('Optional takes one type');
        return unionOf([args[0], NONE]);
    }
    if (name === 'Union')
        return unionOf(args);
    if (name === 'Annotated')
        return args[0] ?? bareName('Annotated');
    const alias = TYPING_ALIASES[name];
    const origin = alias ?? (BUILTIN_GENERICS.has(name) ? name : written);
    const head = alias !== undefined ? `typing.${name}` : written;
    return { kind: 'generic', origin, args, text: `${head}[${args.map(hintText).join(', ')}]` };
}
function literalOf(items) {
    const values = [];
    const floats = [];
    const seen = new Set();
    for (const { value, float } of items.flat()) {
        const key = `${typeof value}:${float}:${String(value)}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        values.push(value);
        floats.push(float);
    }
    return { kind: 'literal', values, floats };
}
/** A hint as `str()` prints it, close enough for smolagents' error messages. */
function hintText(hint) {
    switch (hint.kind) {
        case 'class':
            return hint.name === 'NoneType' ? 'None' : hint.name === 'Any' ? 'typing.Any' : hint.name;
        case 'generic':
            return hint.text;
        case 'union':
            return `typing.Union[${hint.args.map(hintText).join(', ')}]`;
        case 'literal':
            return `typing.Literal[${hint.values.map((v) => JSON.stringify(v)).join(', ')}]`;
        case 'ellipsis':
            return 'Ellipsis';
        case 'params':
            return `[${hint.args.map(hintText).join(', ')}]`;
    }
}

;// CONCATENATED MODULE: ./src/frameworks/python/pydantic-schema.ts


/** A type this port does not render as pydantic would (a model class, an enum, a dict in strict mode). */
class Unrenderable extends Error {
}
/** Whether an error is one of an annotation this port cannot render. */
function isUnrenderable(error) {
    return error instanceof Unrenderable || error instanceof AnnotationSyntaxError;
}
/** `Annotated[X, "text"]`: X, and the first string of its metadata as the description. */
function annotatedHint(annotation) {
    const m = /^(?:typing\.|typing_extensions\.)?Annotated\[([\s\S]*)\]$/.exec(annotation.trim());
    if (!m)
        return { hint: parseTypeHint(annotation) };
    const inner = m[1];
    // The type is the first argument: up to the first comma outside brackets.
    let depth = 0;
    const comma = [...inner].findIndex((ch) => ((depth += ch === '[' ? 1 : ch === ']' ? -1 : 0), ch === ',' && depth === 0));
    const text = /^,\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/.exec(inner.slice(comma));
    const hint = parseTypeHint(comma < 0 ? inner : inner.slice(0, comma));
    return { hint, ...(comma >= 0 && text ? { description: (text[1] ?? text[2]).replace(/\\(.)/g, '$1') } : {}) };
}
const PRIMITIVES = { str: 'string', int: 'integer', float: 'number', bool: 'boolean', NoneType: 'null' };
/** pydantic's JSON schema of a type, made strict: every object closed, every union an `anyOf`. */
function pydanticJson(hint) {
    switch (hint.kind) {
        case 'class':
            if (hint.name === 'Any' || hint.name === 'object')
                return {};
            if (PRIMITIVES[hint.name])
                return { type: PRIMITIVES[hint.name] };
            if (hint.name === 'list')
                return { items: {}, type: 'array' };
            throw new Unrenderable(`the type ${hint.name}`);
        case 'generic': {
            const origin = hint.origin.replace(/^collections\.abc\./, '');
            if (origin === 'list' || origin === 'Sequence')
                return sortKeys({ items: pydanticJson(hint.args[0] ?? { kind: 'class', name: 'Any' }), type: 'array' });
            if (origin === 'set' || origin === 'frozenset')
                return sortKeys({ items: pydanticJson(hint.args[0] ?? { kind: 'class', name: 'Any' }), type: 'array', uniqueItems: true });
            if (origin === 'tuple' && hint.args.length === 2 && hint.args[1].kind === 'ellipsis')
                return sortKeys({ items: pydanticJson(hint.args[0]), type: 'array' });
            // dict[str, X] is open: strict mode refuses it; the tool fails to build.
            throw new Unrenderable(`the type ${hint.text}`);
        }
        case 'union':
            return { anyOf: hint.args.map(pydanticJson) };
        case 'literal': {
            const types = [...new Set(hint.values.map((v) => (v === null ? 'null' : typeof v === 'string' ? 'string' : typeof v === 'boolean' ? 'boolean' : Number.isInteger(v) ? 'integer' : 'number')))];
            const type = types.length === 1 ? { type: types[0] } : {};
            return hint.values.length === 1 ? sortKeys({ const: hint.values[0], ...type }) : sortKeys({ enum: hint.values, ...type });
        }
        case 'ellipsis':
        case 'params':
            // `...` and `[int, str]` are parts of a generic's arguments (`tuple[int, ...]`), never a parameter's type.
            throw new Unrenderable(`a type annotation`);
        default:
            return (0,assert_never/* assertNever */.x)(hint);
    }
}
/** pydantic sorts a schema's keys (a property map keeps the fields' order). */
function sortKeys(json) {
    return Object.fromEntries(Object.entries(json).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/** pydantic's field title: Python's `str.title()`, then `_` as a space (`order_id` is `Order Id`). */
function pythonTitle(name) {
    let out = '';
    let previousCased = false;
    for (const ch of name) {
        const cased = ch.toLowerCase() !== ch.toUpperCase();
        out += cased ? (previousCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
        previousCased = cased;
    }
    return out.replace(/_/g, ' ');
}

;// CONCATENATED MODULE: ./src/frameworks/langgraph/bound-tools.ts



/** `{"type": "function", "function": {...}}`: the Chat Completions tool as LangChain's OpenAI model posts it. */
const chatTool = (name, description, parameters) => ({ type: 'function', function: { name, description, parameters } });
/**
 * A Python `@tool` function as LangChain binds it (docs/architecture.md, "Rendered requests"):
 * `StructuredTool.from_function` takes `__doc__` dedented and stripped as the description (the
 * `Args:` block stays in it), and `convert_to_openai_tool` sends pydantic's schema of the signature
 * with its titles removed; a parameter's description comes only from `Annotated[str, "..."]`, and
 * its default, `None` included, is kept (no strict pass).
 */
function pythonBoundTool(fn, name = fn.name, description) {
    const properties = {};
    const required = [];
    try {
        for (const p of fn.params) {
            // LangChain fills these itself and leaves them out of the schema.
            if (/^(callbacks|run_manager)$/.test(p.name) || /^(RunnableConfig|InjectedToolArg|InjectedState|InjectedStore|InjectedToolCallId)\b|Annotated\[[^,]+,\s*Injected/.test(p.annotation ?? ''))
                continue;
            const { hint, description: annotated } = annotatedHint(p.annotation ?? 'Any');
            const field = { ...pydanticJson(hint) };
            if (annotated !== undefined)
                field.description = annotated;
            if (p.hasDefault) {
                if (!p.default)
                    throw new Unrenderable(`the default of ${p.name}`);
                field.default = p.default.value;
            }
            else
                required.push(p.name);
            properties[p.name] = sortKeys(field);
        }
    }
    catch (error) {
        if (isUnrenderable(error))
            return { error: `${fn.name}: ${error.message}` };
        throw error;
    }
    const text = description ?? (fn.rawDocstring === undefined ? undefined : dedent(fn.rawDocstring).trim());
    if (text === undefined)
        return { error: `${fn.name} has no docstring, which LangChain requires` };
    const parameters = required.length > 0 ? { properties, required, type: 'object' } : { properties, type: 'object' };
    return { json: chatTool(name, text, parameters) };
}
/** A JavaScript `tool(fn, { name, description, schema: z.object({...}) })`, its Zod object as Zod 4 writes it. */
function javascriptBoundTool(call, schema) {
    const name = call.args.name?.text;
    const description = call.args.description?.text;
    if (name === undefined || description === undefined)
        return { error: `the tool at line ${call.line} has no literal name or description` };
    const made = schema(call.args.schema);
    const node = made && zodNode(made, (a) => schema(a));
    const parameters = node && zodObjectSchema(node, DRAFT_2020_12);
    if (!parameters)
        return { error: `the schema of ${name} is not a Zod object ctxguard reads` };
    return { json: chatTool(name, description, parameters) };
}
/** The tools of an agent's `tools=`, each rendered as its chat model posts it, or the reason it is not. */
function boundTools(wiring, call, tools) {
    const out = [];
    const files = [];
    const errors = [];
    const single = (path, line) => (arg) => wiring.singleCall(path, line, arg);
    for (const item of tools ? wiring.items(call.path, call.line, tools) : []) {
        const rendered = boundTool(wiring, item, single);
        if ('error' in rendered)
            errors.push(rendered.error);
        else {
            out.push(rendered.tool);
            files.push(rendered.path);
        }
    }
    return { tools: out, files, errors };
}
function boundTool(wiring, item, single) {
    if (item.kind === 'call') {
        if (!/(^|\.)tool$/.test(item.call.callee) || /\.py$/.test(item.call.path))
            return { error: `${item.call.callee}(...) is not a tool ctxguard renders` };
        const made = javascriptBoundTool(item.call, single(item.call.path, item.call.line));
        return 'error' in made ? made : { tool: { json: made.json, units: wiring.unitsOfCall(item.call) }, path: item.call.path };
    }
    const fn = wiring.functionDefinition(item.path, item.name);
    if (!fn)
        return { error: `the tool ${item.name} was not found in the code` };
    // `@tool("name", description=...)`: what the decorator is told wins over the function's own.
    const decorator = wiring.calls.find((c) => c.path === fn.path && c.variable === fn.name && /(^|\.)tool$/.test(c.callee));
    const options = decorator ? Object.keys(decorator.args).filter((k) => !/^(0|description|return_direct|response_format)$/.test(k)) : [];
    if (options.length > 0)
        return { error: `the tool ${fn.name} is built with ${options.join(', ')}, which ctxguard does not render` };
    const describedBy = decorator?.args.description;
    const description = describedBy ? wiring.text(decorator.path, decorator.line, describedBy)?.text : undefined;
    if (describedBy && description === undefined)
        return { error: `the description of the tool ${fn.name} is built at run time` };
    const made = pythonBoundTool(fn, decorator?.args['0']?.text ?? fn.name, description);
    const units = [...(fn.unitKey && !describedBy ? [wiring.here(fn.path, fn.unitKey)] : []), ...(decorator ? wiring.textOf(decorator, describedBy) : [])].filter((id) => id !== undefined);
    return 'error' in made ? made : { tool: { json: made.json, units }, path: fn.path };
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
const arg = argument;
/** Where each maker takes its prompt: `prompt=` (and its older names), `system_prompt=`. */
const PROMPT_ARGUMENTS = ['prompt', 'system_prompt', 'systemPrompt', 'state_modifier', 'stateModifier', 'messages_modifier', 'messageModifier'];
const langgraph_EVERY = { kind: 'every-request' };
const RENDERED = { kind: 'rendered', as: langgraph_EVERY };
/**
 * LangGraph's `create_react_agent(model, tools, prompt=...)` and LangChain's `create_agent(model,
 * tools, system_prompt=...)`, Python and JavaScript (docs/architecture.md, "Rendered requests"; run
 * model 8b). The prompt is prepended to the messages of every model call and never stored in the
 * state; the tools are bound to the model, so their schemas go with every call, rendered as the chat
 * model posts them (`langgraph/bound-tools.ts`). A `response_format` of
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
            const { value: request, reads } = wiring.track(() => agentRequest(wiring, call));
            const sends = new Sends();
            sends.add(request.units, RENDERED);
            const prompt = arg(call, ...PROMPT_ARGUMENTS);
            sends.add(wiring.textOf(call, prompt), langgraph_EVERY);
            const tools = arg(call, 'tools', '1');
            sends.add([...wiring.own(call, tools), ...(tools?.names ?? []).flatMap((n) => wiring.tool(call.path, n)), ...(tools?.calls ?? []).flatMap((c) => wiring.unitsOfCall(c))], langgraph_EVERY);
            const format = arg(call, 'response_format', 'responseFormat');
            const structured = maker === 'react' ? { kind: 'side-call', call: 'structured-response', readsHistory: true } : langgraph_EVERY;
            sends.add([...wiring.own(call, format), ...(format?.names ?? []).flatMap((n) => wiring.schema(call.path, n))], structured);
            const assumptions = [...request.assumptions, ...(format ? ['the response format is priced by its descriptions alone'] : [])];
            return { name: `${unique} (${langgraph_LABEL})`, framework: langgraph_LABEL, sends: sends.map, settings: {}, request: request.parts, reads: new Set([call.path, ...request.files, ...reads]), assumptions };
        });
    },
};
/**
 * What every model call of the agent posts: the prompt as the system message before the history,
 * and the bound tools as the chat model posts them (docs/architecture.md, "Rendered requests").
 */
function agentRequest(wiring, call) {
    const parts = [];
    const units = [];
    const assumptions = [];
    const promptArg = arg(call, ...PROMPT_ARGUMENTS);
    const prompt = promptArg && wiring.text(call.path, call.line, promptArg);
    if (prompt) {
        parts.push({ key: 'prompt', delivery: langgraph_EVERY, text: prompt.text });
        units.push(...wiring.textOf(call, promptArg));
    }
    else if (promptArg)
        assumptions.push('the prompt is built at run time: priced as the text the code holds');
    const bound = boundTools(wiring, call, arg(call, 'tools', '1'));
    if (bound.tools.length > 0)
        parts.push({ key: 'tools', delivery: langgraph_EVERY, text: JSON.stringify(bound.tools.map((t) => t.json)) });
    units.push(...bound.tools.flatMap((t) => t.units));
    assumptions.push(...bound.errors.map((e) => `${e}: priced by its descriptions alone`));
    return { parts, units, files: bound.files, assumptions };
}

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

;// CONCATENATED MODULE: ./src/frameworks/openai-agents/griffe-docstring.ts

/** `_detect_docstring_style`: the style with most markers; ties go sphinx, numpy, google; none is google. */
function detectStyle(doc) {
    const count = (patterns) => patterns.filter((p) => p.test(doc)).length;
    const scores = {
        sphinx: count([/^:param\s/m, /^:type\s/m, /^:return:/m, /^:rtype:/m]),
        numpy: count([/^Parameters\s*\n\s*-{3,}/m, /^Returns\s*\n\s*-{3,}/m, /^Yields\s*\n\s*-{3,}/m]),
        google: count([/^(Args|Arguments):/m, /^(Returns):/m, /^(Raises):/m]),
    };
    const best = Math.max(...Object.values(scores));
    if (best === 0)
        return 'google';
    return ['sphinx', 'numpy', 'google'].find((s) => scores[s] === best);
}
/** Google section titles griffe knows (a line `Title:` with an indented block below it). */
const GOOGLE_SECTION = /^(args|arguments|params|parameters|keyword args|keyword arguments|other args|other arguments|other params|other parameters|raises|exceptions|returns|yields|receives|examples?|attributes|functions|methods|classes|modules|warns|warnings|notes?|deprecated|todo|references?|see also):\s*$/i;
/** The titles whose items describe the parameters the schema takes (griffe files `Keyword Args` and `Other Args` apart). */
const GOOGLE_PARAMETERS = /^(args|arguments|params|parameters):\s*$/i;
/** The docstring (already `inspect.getdoc`-cleaned) read in its style, or the one given. */
function funcDocumentation(doc, style = detectStyle(doc)) {
    switch (style) {
        case 'google':
            return google(doc);
        case 'sphinx':
            return sphinx(doc);
        case 'numpy':
            return numpy(doc);
        default:
            return (0,assert_never/* assertNever */.x)(style);
    }
}
const griffe_docstring_text = (lines) => {
    const joined = lines.join('\n').trim();
    return joined === '' ? undefined : joined;
};
/**
 * griffe 2's Google parser: a section is a title line with an indented block below it, and a blank
 * line above it unless it opens the docstring (function_schema.py adds the blank line above a
 * parameters title only); every other line is text. The description is the first text section.
 */
function google(doc) {
    const lines = doc.split('\n');
    const params = new Map();
    const texts = [[]];
    let i = 0;
    while (i < lines.length) {
        const line = lines[i];
        const above = i === 0 || lines[i - 1].trim() === '' || GOOGLE_PARAMETERS.test(line);
        if (GOOGLE_SECTION.test(line) && above && /^\s+\S/.test(lines[i + 1] ?? '')) {
            const block = [];
            for (i++; i < lines.length && (/^\s/.test(lines[i]) || lines[i] === ''); i++)
                block.push(lines[i]);
            if (GOOGLE_PARAMETERS.test(line))
                for (const [name, desc] of googleItems(block))
                    params.set(name.replace(/^\*+/, ''), desc);
            texts.push([]);
            continue;
        }
        texts.at(-1).push(line);
        i++;
    }
    return { description: texts.map(griffe_docstring_text).find((t) => t !== undefined), params };
}
/** `name (type): description`, its continuation lines indented further. */
function googleItems(block) {
    const indent = Math.min(...block.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
    const items = [];
    for (const line of block) {
        const own = line.length - line.trimStart().length === indent && line.trim() !== '';
        const m = own ? /^\s*([*\w]+)\s*(?:\([^)]*\))?\s*:\s*(.*)$/.exec(line) : null;
        if (m)
            items.push([m[1], [m[2]]]);
        else if (items.length > 0)
            items.at(-1)[1].push(line.trim());
    }
    return items.map(([name, parts]) => [name, parts.join('\n').trim()]);
}
function sphinx(doc) {
    const lines = doc.split('\n');
    const firstField = lines.findIndex((l) => /^:\w/.test(l));
    const params = new Map();
    let current;
    for (const line of firstField < 0 ? [] : lines.slice(firstField)) {
        const m = /^:(param|parameter|arg|argument|key|keyword)\s+(?:[^:]*\s)?([*\w]+)\s*:\s*(.*)$/.exec(line);
        if (m)
            current = [m[2].replace(/^\*+/, ''), [m[3]]];
        else if (/^:/.test(line))
            current = undefined;
        else
            current?.[1].push(line.trim());
        // A continuation line keeps its own line, its indentation left out.
        if (current)
            params.set(current[0], current[1].join('\n').trim());
    }
    return { description: griffe_docstring_text(firstField < 0 ? lines : lines.slice(0, firstField)), params };
}
function numpy(doc) {
    const lines = doc.split('\n');
    const header = (i) => /^\w[\w ]*$/.test(lines[i] ?? '') && /^\s*-{3,}\s*$/.test(lines[i + 1] ?? '');
    const firstSection = lines.findIndex((_, i) => header(i));
    const params = new Map();
    for (let i = 0; i < lines.length; i++) {
        if (!header(i) || lines[i].trim() !== 'Parameters')
            continue;
        let current;
        for (i += 2; i < lines.length && !header(i); i++) {
            const line = lines[i];
            if (/^\S/.test(line)) {
                current = [line.split(':')[0].trim().replace(/^\*+/, ''), []];
                params.set(current[0], '');
            }
            else if (current && line.trim()) {
                current[1].push(line.trim());
                params.set(current[0], current[1].join('\n'));
            }
        }
        i--;
    }
    return { description: griffe_docstring_text(firstSection < 0 ? lines : lines.slice(0, firstSection)), params };
}

;// CONCATENATED MODULE: ./src/frameworks/openai-agents/function-schema.ts


/**
 * function_schema.py `function_schema`, ported for the type hints an application's tools use: the
 * docstring's description and parameter descriptions (griffe), `Annotated[str, "..."]` descriptions,
 * a first `RunContextWrapper`/`ToolContext` parameter left out, and pydantic's JSON schema of the
 * parameters made strict (`ensure_strict_json_schema`). Checked against the SDK's own code run with
 * pydantic (scripts/openai-agents/python_schemas.py). An error names what could not be rendered.
 */
function functionToolSchema(fn, options = {}) {
    const strict = options.strictMode !== false;
    const doc = options.useDocstringInfo === false || fn.docstring === undefined ? undefined : funcDocumentation(fn.docstring, options.docstringStyle);
    const name = options.nameOverride ?? fn.name;
    const properties = {};
    try {
        fn.params.forEach((p, i) => {
            const annotation = p.annotation ?? 'Any';
            if (i === 0 && isContext(annotation))
                return;
            const { hint, description: annotated } = annotatedHint(annotation);
            const description = doc?.params.get(p.name) ?? annotated;
            const field = { ...pydanticJson(hint), title: pythonTitle(p.name) };
            if (description !== undefined)
                field.description = description;
            if (p.hasDefault) {
                if (!p.default)
                    throw new Unrenderable(`the default of ${p.name}`);
                field.default = p.default.value;
            }
            properties[p.name] = sortKeys(field);
        });
    }
    catch (error) {
        if (isUnrenderable(error))
            return { error: `${fn.name}: ${error.message}` };
        throw error;
    }
    // pydantic lists only the fields without a default, and leaves `required` out when there are none;
    // the strict pass requires every field, adding `required` last where pydantic left it out.
    const own = fn.params.filter((p, i) => Object.hasOwn(properties, p.name) && !p.hasDefault && (i > 0 || !isContext(p.annotation))).map((p) => p.name);
    const model = { properties, ...(own.length > 0 ? { required: own } : {}), title: `${name}_args`, type: 'object' };
    const parameters = strict ? strictSchema(model) : model;
    return { name, parameters, strict, type: 'function', description: options.descriptionOverride ?? doc?.description ?? '' };
}
const isContext = (annotation) => /^(RunContextWrapper|ToolContext)\b/.test(annotation ?? '');
/** strict_schema.py `ensure_strict_json_schema` on a model of plain fields: closed, every field required, no `None` default. */
function strictSchema(model) {
    const properties = Object.fromEntries(Object.entries(model.properties).map(([k, v]) => [k, v.default === null ? Object.fromEntries(Object.entries(v).filter(([key]) => key !== 'default')) : v]));
    const required = Object.keys(properties);
    return model.required ? { properties, required, title: model.title, type: model.type, additionalProperties: false } : { properties, title: model.title, type: model.type, additionalProperties: false, required };
}

;// CONCATENATED MODULE: ./src/frameworks/openai-agents/zod-tool-parameters.ts


/**
 * The JSON schema the OpenAI Agents SDK for JavaScript posts for a Zod object (docs/architecture.md,
 * "Rendered requests"): as a tool's parameters and as an agent's output format.
 */
/**
 * Whether the openai helper refuses the schema: a field an object may leave out that is not also
 * nullable (`z.string().optional()`), in any object of it. An optional array item is read as the
 * item itself, and `.nullish()` is accepted.
 */
function refusesStrict(node) {
    switch (node.kind) {
        case 'object':
            return node.shape.some(([, n]) => (isOptionalField(n) && !isNullableField(n)) || refusesStrict(n));
        case 'array':
            return refusesStrict(node.items);
        case 'nullable':
        case 'default':
        case 'optional':
            return refusesStrict(node.inner);
        case 'string':
        case 'number':
        case 'integer':
        case 'boolean':
        case 'enum':
            return false;
        default:
            return (0,assert_never/* assertNever */.x)(node);
    }
}
/**
 * The parameters the SDK posts for a `tool()`'s object schema (agents-core `utils/tools.mjs`
 * `getSchemaAndParserFromInputType`): Zod's own JSON Schema made strict by the openai helper; where
 * a field is `.optional()`, which that helper refuses, the SDK's fallback converter, which drops
 * defaults and integer bounds and sends the optional field as nullable.
 */
function toolParameters(node) {
    if (node.kind !== 'object')
        return undefined;
    if (!refusesStrict(node))
        return { $schema: DRAFT_07, ...openaiStrict(zodJsonSchema(node)) };
    return { ...fallbackJson(node), $schema: DRAFT_07 };
}
/**
 * An `outputType`'s schema, as the Responses API's `text.format` carries it: strict where the openai
 * helper takes it; else the SDK's own converter alone, not strict (an optional field left out of
 * `required`, not made nullable).
 */
function outputFormat(node) {
    if (node.kind !== 'object')
        return undefined;
    if (!refusesStrict(node))
        return { type: 'json_schema', name: 'output', strict: true, schema: toolParameters(node) };
    return { type: 'json_schema', name: 'output', strict: false, schema: { ...compatJson(node, false), $schema: DRAFT_07 } };
}
const described = (json, node) => (node.description === undefined ? json : { ...json, description: node.description });
/** The SDK's own converter (`zodJsonSchemaCompat`), then its strict pass (`toOpenAIStrictToolSchema`). */
function fallbackJson(node) {
    return compatJson(node, true);
}
/**
 * `zodJsonSchemaCompat`: bounds and defaults dropped, `.int()` a number; with `strict` (the tool
 * path's `toOpenAIStrictToolSchema`), every field required and an optional one sent as nullable,
 * its description on both levels.
 */
function compatJson(node, strict) {
    switch (node.kind) {
        case 'string':
        case 'number':
        case 'boolean':
            return described({ type: node.kind }, node);
        case 'integer':
            return described({ type: 'number' }, node);
        case 'enum':
            return described({ type: 'string', enum: node.values }, node);
        case 'array':
            return described({ type: 'array', items: compatJson(node.items, strict) }, node);
        case 'object': {
            const required = node.shape.filter(([, n]) => strict || !isOptionalField(n)).map(([k]) => k);
            return described({ type: 'object', properties: Object.fromEntries(node.shape.map(([k, n]) => [k, compatJson(n, strict)])), required, additionalProperties: false }, node);
        }
        case 'nullable':
            return described({ anyOf: [compatJson(node.inner, strict), { type: 'null' }] }, node);
        case 'default':
            return described(compatJson(node.inner, strict), node);
        case 'optional': {
            const inner = described(compatJson(node.inner, strict), node);
            if (!strict)
                return inner;
            return { ...(inner.description === undefined ? {} : { description: inner.description }), anyOf: [inner, { type: 'null' }] };
        }
        default:
            return (0,assert_never/* assertNever */.x)(node);
    }
}
/**
 * The openai helper's strict pass over Zod's schema: every field required (`.nullish()` too), a
 * `default` of null dropped (`.nullable().default(null)`).
 */
function openaiStrict(json) {
    const out = {};
    for (const [key, value] of Object.entries(json)) {
        if (key === 'default' && value === null)
            continue;
        if (key === 'properties' && typeof value === 'object' && value !== null) {
            const properties = value;
            out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, openaiStrict(v)]));
            out.required = Object.keys(properties);
        }
        else if (key === 'required')
            continue;
        else
            out[key] = key === 'items' && typeof value === 'object' && value !== null ? openaiStrict(value) : value;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/frameworks/openai-agents/posted-tools.ts
/**
 * A tool name made of an agent's name: Python's `transform_string_function_style` (util/_transforms.py)
 * lowercases; JavaScript's `toFunctionToolName` (agents-core utils/tools) keeps the case.
 */
function functionStyleName(name, language) {
    const replaced = name.replace(/\s/g, '_').replace(/[^a-zA-Z0-9_]/g, '_');
    return language === 'python' ? replaced.toLowerCase() : replaced;
}
/** A handoff's parameters: Python's empty schema made strict, JavaScript's literal one. */
const HANDOFF_PARAMETERS = {
    python: { additionalProperties: false, type: 'object', properties: {}, required: [] },
    javascript: { type: 'object', properties: {}, required: [], additionalProperties: false },
};
/** An agent as a tool takes one string: Python's `AgentAsToolInput` model, JavaScript's zod object. */
const AGENT_AS_TOOL_PARAMETERS = {
    python: { description: 'Default input schema for agent-as-tool calls.', properties: { input: { title: 'Input', type: 'string' } }, required: ['input'], title: 'AgentAsToolInput', type: 'object', additionalProperties: false },
    javascript: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { input: { type: 'string' } }, required: ['input'], additionalProperties: false },
};
/** A function tool, in the key order each SDK posts it (Python `_convert_function_tool`; JavaScript `openaiResponsesModel`). */
function functionTool(language, name, description, parameters) {
    return language === 'python'
        ? { name, parameters, strict: true, type: 'function', description }
        : { type: 'function', name, description, parameters, strict: true };
}
/** A handoff's transfer tool (handoffs/__init__.py `default_tool_description`; agents-core handoff.mjs). */
function handoffTool(language, name, description) {
    return language === 'python'
        ? { name, parameters: HANDOFF_PARAMETERS.python, strict: true, type: 'function', description }
        : { name, description, parameters: HANDOFF_PARAMETERS.javascript, strict: true, type: 'function' };
}

;// CONCATENATED MODULE: ./src/frameworks/openai-agents/agent-definition.ts






const agent_definition_arg = argument;
const languageOf = (path) => (/\.py$/.test(path) ? 'python' : 'javascript');
/** The SDK's name for an agent: its `name=`. */
function sdkName(call) {
    return agent_definition_arg(call, 'name', '0')?.text;
}
/** Reads one agent's request from the code that builds it. */
class AgentReader {
    wiring;
    isAgentCall;
    constructor(wiring, isAgentCall) {
        this.wiring = wiring;
        this.isAgentCall = isAgentCall;
    }
    read(call) {
        const language = languageOf(call.path);
        const agent = { call, language, tools: [], handoffTargets: [], subAgents: [], files: new Set([call.path]), unrendered: [], assumptions: [] };
        const instructions = agent_definition_arg(call, 'instructions');
        if (instructions) {
            const text = this.wiring.text(call.path, call.line, instructions);
            if (text)
                agent.instructions = { text: text.text, units: this.wiring.textOf(call, instructions) };
            else
                agent.assumptions.push(`the instructions of ${this.label(call)} are built at run time: priced as the text the code holds`);
        }
        const tools = agent_definition_arg(call, 'tools');
        for (const item of tools ? this.wiring.items(call.path, call.line, tools) : [])
            this.tool(agent, item);
        const handoffs = agent_definition_arg(call, 'handoffs');
        for (const item of handoffs ? this.wiring.items(call.path, call.line, handoffs) : [])
            this.handoff(agent, item);
        const output = agent_definition_arg(call, 'output_type', 'outputType');
        if (output)
            this.output(agent, output);
        return agent;
    }
    label(call) {
        return sdkName(call) ?? call.variable ?? `the agent at line ${call.line}`;
    }
    agentNamed(item) {
        if (item.kind === 'call')
            return this.isAgentCall(item.call) ? item.call : undefined;
        return this.wiring.callNamed(item.path, item.name, this.isAgentCall);
    }
    tool(agent, item) {
        if (item.kind === 'name') {
            const made = this.wiring.callNamed(item.path, item.name, (c) => /(^|\.)(tool|FunctionTool)$/.test(c.callee));
            if (made)
                return this.tool(agent, { kind: 'call', call: made });
            const fn = this.wiring.functionDefinition(item.path, item.name);
            if (fn)
                return this.pythonTool(agent, fn);
            agent.unrendered.push(...this.wiring.tool(item.path, item.name));
            agent.assumptions.push(`the tool ${item.name} was not found in the code: priced by what the code holds of it`);
            return;
        }
        const call = item.call;
        // `function_tool(lookup, name_override=...)`: the decorator called on a function.
        const wrapped = /(^|\.)function_tool$/.test(call.callee) ? call.args['0']?.names[0] : undefined;
        const wrappedFn = wrapped ? this.wiring.functionDefinition(call.path, wrapped) : undefined;
        if (wrappedFn)
            return this.pythonTool(agent, wrappedFn, call);
        const asTool = /^(.+)\.(as_tool|asTool)$/.exec(call.callee);
        if (asTool) {
            const sub = this.wiring.callNamed(call.path, asTool[1], this.isAgentCall);
            const name = agent_definition_arg(call, 'tool_name', 'toolName', '0')?.text ?? (sub && sdkName(sub) !== undefined ? functionStyleName(sdkName(sub), agent.language) : undefined);
            const describedBy = agent_definition_arg(call, 'tool_description', 'toolDescription', '1');
            const description = describedBy ? this.wiring.text(call.path, call.line, describedBy)?.text : '';
            if (sub)
                agent.subAgents.push(sub);
            agent.files.add(call.path);
            if (name === undefined || description === undefined) {
                agent.unrendered.push(...this.wiring.unitsOfCall(call), ...this.wiring.textOf(call, describedBy));
                return void agent.assumptions.push(`the agent tool ${asTool[1]} has no name or description ctxguard reads: priced by what the code holds of it`);
            }
            agent.tools.push({ json: functionTool(agent.language, name, description, AGENT_AS_TOOL_PARAMETERS[agent.language]), units: [...this.wiring.unitsOfCall(call), ...this.wiring.textOf(call, describedBy)] });
            return;
        }
        if (/(^|\.)tool$/.test(call.callee) && agent.language === 'javascript')
            return this.zodTool(agent, call);
        agent.unrendered.push(...this.wiring.unitsOfCall(call));
        agent.assumptions.push(`the tool ${call.callee}(...) is not one ctxguard renders: priced by what the code holds of it`);
    }
    /** `tool({ name, description, parameters: z.object({...}) })`. */
    zodTool(agent, call) {
        agent.files.add(call.path);
        const name = agent_definition_arg(call, 'name')?.text;
        const describedBy = agent_definition_arg(call, 'description');
        const description = describedBy && this.wiring.text(call.path, call.line, describedBy)?.text;
        if (name === undefined || description === undefined) {
            agent.unrendered.push(...this.wiring.unitsOfCall(call), ...this.wiring.textOf(call, describedBy));
            return void agent.assumptions.push(`a tool at ${call.path}:${call.line} has no name or description ctxguard reads: priced by what the code holds of it`);
        }
        const schema = this.zodObject(call.path, call.line, agent_definition_arg(call, 'parameters'));
        const parameters = schema && toolParameters(schema);
        const descriptionUnits = this.wiring.textOf(call, describedBy);
        if (!parameters) {
            agent.assumptions.push(`the parameters of ${name} are not a Zod object ctxguard reads: their descriptions are priced as written`);
            agent.unrendered.push(...this.wiring.unitsOfCall(call).filter((id) => !descriptionUnits.includes(id)));
        }
        const json = functionTool('javascript', name, description, parameters ?? { type: 'object', properties: {}, required: [], additionalProperties: false });
        agent.tools.push({ json, units: parameters ? [...this.wiring.unitsOfCall(call), ...descriptionUnits] : descriptionUnits });
    }
    /** A Zod schema written in place, or named (`parameters: InvoiceQuery`). */
    zodObject(path, line, value) {
        const made = this.wiring.singleCall(path, line, value);
        return made && zodNode(made, (a) => this.wiring.singleCall(path, line, a));
    }
    /** An `@function_tool` function, with what its decorator is told (or `function_tool(fn, ...)` called on it). */
    pythonTool(agent, fn, call) {
        agent.files.add(fn.path);
        const decorator = call ?? this.wiring.calls.find((c) => c.path === fn.path && c.variable === fn.name && /(^|\.)function_tool$/.test(c.callee));
        const literal = (key) => decorator?.args[key]?.value;
        const options = {
            ...(typeof literal('name_override') === 'string' ? { nameOverride: literal('name_override') } : {}),
            ...(typeof literal('description_override') === 'string' ? { descriptionOverride: literal('description_override') } : {}),
            ...(/^(google|numpy|sphinx)$/.test(String(literal('docstring_style'))) ? { docstringStyle: literal('docstring_style') } : {}),
            ...(literal('use_docstring_info') === false ? { useDocstringInfo: false } : {}),
            ...(literal('strict_mode') === false ? { strictMode: false } : {}),
        };
        const schema = functionToolSchema(fn, options);
        const units = [fn.unitKey && this.wiring.here(fn.path, fn.unitKey), ...(decorator ? this.wiring.unitsOfCall(decorator) : [])].filter((id) => typeof id === 'string');
        if ('error' in schema) {
            agent.assumptions.push(`the parameters of ${fn.name} could not be rendered (${schema.error}): sent without them`);
            const description = options.descriptionOverride ?? (fn.docstring === undefined ? '' : (funcDocumentation(fn.docstring, options.docstringStyle).description ?? ''));
            agent.tools.push({ json: functionTool('python', options.nameOverride ?? fn.name, description, HANDOFF_PARAMETERS.python), units });
            return;
        }
        agent.tools.push({ json: { ...schema }, units });
    }
    handoff(agent, item) {
        const made = item.kind === 'call' && /(^|\.)handoff$/.test(item.call.callee) ? item.call : undefined;
        const targetItem = made ? this.wiring.items(made.path, made.line, agent_definition_arg(made, 'agent', '0') ?? { units: [], names: [], calls: [], order: [], source: '' })[0] : item;
        const target = targetItem && this.agentNamed(targetItem);
        const name = target && sdkName(target);
        if (!target || name === undefined)
            return void agent.assumptions.push(`a handoff of ${this.label(agent.call)} names no agent ctxguard found: priced without it`);
        agent.handoffTargets.push(target);
        agent.files.add(target.path);
        const override = made && agent_definition_arg(made, 'tool_description_override', 'toolDescriptionOverride');
        const ownDescription = agent_definition_arg(target, 'handoff_description', 'handoffDescription');
        const [source, describedBy] = override ? [made, override] : [target, ownDescription];
        const units = this.wiring.textOf(source, describedBy);
        const read = describedBy ? this.wiring.text(source.path, source.line, describedBy)?.text : '';
        if (read === undefined) {
            agent.unrendered.push(...units);
            agent.assumptions.push(`the description of the handoff to ${name} is built at run time: priced as the text the code holds`);
        }
        const description = override ? (read ?? '') : `Handoff to the ${name} agent to handle the request. ${read ?? ''}`;
        const toolName = (made && agent_definition_arg(made, 'tool_name_override', 'toolNameOverride')?.text) ?? functionStyleName(`transfer_to_${name}`, agent.language);
        if (made && agent_definition_arg(made, 'input_type', 'inputType'))
            agent.assumptions.push(`the handoff to ${name} takes an input type: its schema is priced as an empty one`);
        agent.tools.push({ json: handoffTool(agent.language, toolName, description), units: read === undefined ? [] : units });
    }
    output(agent, output) {
        const schema = agent.language === 'javascript' ? this.zodObject(agent.call.path, agent.call.line, output) : undefined;
        const format = schema && outputFormat(schema);
        if (!format)
            return void agent.assumptions.push(`the output type of ${this.label(agent.call)} is priced by its descriptions alone`);
        agent.outputFormat = { json: format, units: this.wiring.own(agent.call, output) };
    }
}

;// CONCATENATED MODULE: ./src/frameworks/openai-agents.ts


const openai_agents_LABEL = 'OpenAI Agents SDK';
/**
 * `Runner.run(..., max_turns=10)`: a run stops (MaxTurnsExceeded) after ten model calls, with no
 * final-answer call (openai-agents-python `src/agents/run_config.py`, DEFAULT_MAX_TURNS; docs/architecture.md, "Frameworks").
 */
const AGENTS_SDK_MAX_TURNS = 10;
/**
 * The model an agent without `model=` runs on: `get_default_model()` of openai-agents-python
 * `models/default_models.py` and agents-core `defaultModel` (the pinned versions), unless the
 * `OPENAI_DEFAULT_MODEL` variable says otherwise; a framework setting, so the config's model wins.
 */
const AGENTS_SDK_DEFAULT_MODEL = 'gpt-5.6-luna';
/** The model an `Agent(...)` names: its `model=` string, or the model a model object is built with. */
function agentModel(call) {
    const arg = call.args.model;
    if (!arg)
        return {};
    const text = arg.text ?? arg.calls.map((c) => c.args.model?.text ?? c.args['0']?.text).find((t) => t !== undefined);
    return text === undefined ? { unread: true } : { model: { id: text, path: call.path, line: call.line } };
}
/** An `Agent(...)` or `Agent.create(...)` of the SDK, not another framework's `Agent`. */
function isAgentCall(call) {
    const module = call.module ?? '';
    return /^(Agent|Agent\.create)$/.test(call.callee) && (module === 'agents' || module.startsWith('agents.') || module.startsWith('@openai/agents'));
}
const openai_agents_EVERY = { kind: 'every-request' };
const openai_agents_RENDERED = { kind: 'rendered', as: openai_agents_EVERY };
/**
 * The request parts of one agent: its instructions (the Responses API's `instructions`), the tools
 * it posts and its output format, all on every model call while it is the current agent.
 */
function requestParts(agent) {
    const parts = [];
    if (agent.instructions)
        parts.push({ key: 'instructions', delivery: openai_agents_EVERY, text: agent.instructions.text });
    // The request body as the SDK's client writes it (compact JSON); providers count tool definitions in their own framing.
    if (agent.tools.length > 0)
        parts.push({ key: 'tools', delivery: openai_agents_EVERY, text: JSON.stringify(agent.tools.map((t) => t.json)) });
    if (agent.outputFormat)
        parts.push({ key: 'text.format', delivery: openai_agents_EVERY, text: JSON.stringify(agent.outputFormat.json) });
    return parts;
}
/**
 * What a handoff's target finds in the history it is handed beside the task: the source's transfer
 * call (`{}`) and the SDK's answer to it, `{"assistant": "<name>"}` as each SDK writes it. The
 * source's other turns, which the target also receives, are not modelled.
 */
function handedOver(agent) {
    const name = sdkName(agent.call) ?? '';
    const answer = agent.language === 'python' ? `{"assistant": ${JSON.stringify(name)}}` : JSON.stringify({ assistant: name });
    return { key: 'handoff.transfer', delivery: { kind: 'start' }, text: `{}${answer}` };
}
/**
 * The OpenAI Agents SDK, Python `agents` and JavaScript `@openai/agents` (docs/architecture.md,
 * "Rendered requests"; run model 8a): one agent per `Agent(...)`, its request rendered as the SDK
 * posts it. Each model call sends the agent's instructions and every tool it has: its function
 * tools (their schemas built from the code: pydantic's from a Python function's signature and
 * docstring, the Zod object's for JavaScript), each agent it runs as a tool (`as_tool`, one string
 * input), and one `transfer_to_<name>` tool per handoff described as "Handoff to the {name} agent to
 * handle the request. {handoff_description}" or by the handoff's override; then its output schema.
 * After a handoff the target's request replaces the source's: the target is priced as its own agent,
 * whose run is the scenario's, so the source names the target's instructions as another agent's.
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
        const reader = new AgentReader(wiring, isAgentCall);
        const calls = uniqueNames(wiring.calls.filter(isAgentCall).map((call) => ({ call, name: sdkName(call) ?? call.variable ?? `Agent at ${call.path}:${call.line}`, path: call.path })));
        // By where the call is: a call reached through a name's binding is a copy of the one found.
        const where = (c) => `${c.path}:${c.line}:${c.callee}:${sdkName(c) ?? c.variable ?? ''}`;
        const foundName = new Map(calls.map((c) => [where(c.call), `${c.unique} (${openai_agents_LABEL})`]));
        const read = calls.map(({ call }) => ({ call, ...wiring.track(() => reader.read(call)) }));
        // A handoff's target starts from the history handed over: the transfer call and its answer.
        const targets = new Set(read.flatMap(({ value }) => value.handoffTargets.map(where)));
        return read.map(({ call, value: agent, reads }) => {
            const sends = new Sends();
            const instructions = (c) => wiring.textOf(c, c.args.instructions);
            // What the rendering read is priced through the parts; what it could not render, as written.
            sends.add(agent.instructions?.units ?? [], openai_agents_RENDERED);
            sends.add(instructions(call), openai_agents_EVERY);
            for (const tool of [...agent.tools, ...(agent.outputFormat ? [agent.outputFormat] : [])])
                sends.add(tool.units, openai_agents_RENDERED);
            // What could not be rendered is priced as written.
            sends.add(agent.unrendered, openai_agents_EVERY);
            const output = call.args.output_type ?? call.args.outputType;
            sends.add([...wiring.own(call, output), ...(output?.names ?? []).flatMap((n) => wiring.schema(call.path, n))], openai_agents_EVERY);
            // Its own handoff description is a tool of the agents that hand off to it, not of its own requests.
            sends.add(wiring.own(call, call.args.handoff_description ?? call.args.handoffDescription), { kind: 'never', reason: 'sent by the agents that hand off to this one' });
            for (const other of [...agent.handoffTargets, ...agent.subAgents]) {
                const name = foundName.get(where(other));
                if (name)
                    sends.add(instructions(other), { kind: 'other-agent', agent: name });
            }
            const { model, unread } = agentModel(call);
            return {
                name: foundName.get(where(call)),
                framework: openai_agents_LABEL,
                sends: sends.map,
                settings: { steps: AGENTS_SDK_MAX_TURNS, ...(call.args.model ? {} : { model: AGENTS_SDK_DEFAULT_MODEL }) },
                ...(model ? { model } : {}),
                // Without a model it names, the agent runs on the SDK's default, never on a model another agent of its file names.
                ...(unread || !model ? { modelUnread: true } : {}),
                request: [...requestParts(agent), ...(targets.has(where(call)) ? [handedOver(agent)] : [])],
                reads: new Set([...agent.files, ...reads]),
                assumptions: agent.assumptions,
            };
        });
    },
};

;// CONCATENATED MODULE: ./src/frameworks/smolagents/google-docstring.ts

const DESCRIPTION = new RegExp(`^([^]*?)(?=\\n${PY_SPACE}*(?:Args:|Returns:|Raises:)|$)`, 'u');
const ARGS = new RegExp(`\\n${PY_SPACE}*Args:\\n${PY_SPACE}*([^]*?)${PY_SPACE}*(?:Returns:|Raises:|$)`, 'u');
const TYPE = '(?:\\([^)]*?\\))?';
const ARG = new RegExp(`(?:^|\\n)${PY_SPACE}*(${PY_WORD}+)${PY_SPACE}*${TYPE}:${PY_SPACE}*([^]*?)${PY_SPACE}*(?=\\n${PY_SPACE}*${PY_WORD}+${PY_SPACE}*${TYPE}:|$)`, 'gu');
const LINE_BREAKS = new RegExp(`${PY_SPACE}*\\n+${PY_SPACE}*`, 'gu');
function parseGoogleDocstring(docstring) {
    const description = pyStrip(DESCRIPTION.exec(docstring)?.[1] ?? '');
    const block = ARGS.exec(docstring)?.[1];
    const args = new Map();
    if (block === undefined)
        return { description, args };
    const lines = pyStrip(block)
        .split('\n')
        .filter((line) => pyStrip(line) !== '')
        .join('\n');
    for (const match of lines.matchAll(ARG)) {
        args.set(match[1], pyStrip(match[2]).replace(LINE_BREAKS, ' '));
    }
    return { description, args };
}

;// CONCATENATED MODULE: ./src/frameworks/python/python-repr.ts
/**
 * CPython's `repr()` of the values smolagents prints into prompts: `Tool.to_tool_calling_prompt`
 * prints a tool's inputs dict, and jinja2 prints a dict it is given (`{{ agent.inputs }}`) the
 * same way (docs/architecture.md, "Frameworks"). A JavaScript number cannot say whether Python
 * held an int or a float: an integral number prints as an int (`1`, where Python's `1.0` would
 * print `1.0`), any other as Python's float repr.
 */
// Py_UNICODE_ISPRINTABLE: every category but Cc, Cf, Cs, Co, Cn, Zl, Zp and Zs (space excepted).
// The Unicode version is Node's (ICU), which may know characters Python's unicodedata does not.
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
const ESCAPES = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** One code point as `repr` writes it inside quotes `quote`. */
function reprChar(char, quote) {
    if (char === quote)
        return `\\${char}`;
    const escape = ESCAPES[char];
    if (escape !== undefined)
        return escape;
    const code = char.codePointAt(0);
    if (char === ' ' || (code > 0x20 && code < 0x7f))
        return char;
    if (code >= 0x7f && !NOT_PRINTABLE.test(char))
        return char;
    const hex = code.toString(16);
    if (code <= 0xff)
        return `\\x${hex.padStart(2, '0')}`;
    return code <= 0xffff ? `\\u${hex.padStart(4, '0')}` : `\\U${hex.padStart(8, '0')}`;
}
/** `repr(str)`: single quotes, unless the text holds a single quote and no double quote. */
function reprString(text) {
    const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
    let body = '';
    for (const char of text)
        body += reprChar(char, quote);
    return quote + body + quote;
}
/** `repr(float)`: the shortest digits that round-trip, fixed notation for exponents -4 through 15. */
function reprFloat(value) {
    if (Number.isNaN(value))
        return 'nan';
    if (!Number.isFinite(value))
        return value > 0 ? 'inf' : '-inf';
    if (value === 0)
        return Object.is(value, -0) ? '-0.0' : '0.0';
    const [mantissa = '', exponentText = '0'] = value.toExponential().split('e');
    const exponent = Number(exponentText);
    const sign = value < 0 ? '-' : '';
    const digits = mantissa.replace('-', '').replace('.', '');
    if (exponent < -4 || exponent >= 16) {
        const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
        return `${sign}${head}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
    }
    if (exponent < 0)
        return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
    const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
    return `${sign}${whole}.${digits.slice(exponent + 1) || '0'}`;
}
/** `repr(int)`, exactly, however large the (integral) number. */
function reprInt(value) {
    return Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
}
/** A number as Python would print it had it come from JSON: integral means int. */
function reprNumber(value) {
    return Number.isInteger(value) ? reprInt(value) : reprFloat(value);
}
/** repr() of str/int/float/bool/None/list/dict as CPython prints it. */
function pythonRepr(value) {
    if (value === null)
        return 'None';
    switch (typeof value) {
        case 'string':
            return reprString(value);
        case 'boolean':
            return value ? 'True' : 'False';
        case 'number':
            return reprNumber(value);
        case 'object':
            return reprContainer(value);
        default:
            throw new TypeError(`pythonRepr: no Python value for a ${typeof value}`);
    }
}
function reprContainer(value) {
    if (Array.isArray(value))
        return `[${value.map(pythonRepr).join(', ')}]`;
    const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
    return `{${entries.map(([key, item]) => `${pythonRepr(key)}: ${pythonRepr(item)}`).join(', ')}}`;
}
/** `str()`: a str is itself, anything else its repr (how f-strings and jinja2 print a value). */
function pythonStr(value) {
    return typeof value === 'string' ? value : pythonRepr(value);
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/smol-tool.ts
/** The types smolagents accepts for an input or an output (`tools.AUTHORIZED_TYPES`). */
const AUTHORIZED_TYPES = ['string', 'boolean', 'integer', 'number', 'image', 'audio', 'array', 'object', 'any', 'null'];

;// CONCATENATED MODULE: ./src/frameworks/smolagents/type-hint-schema.ts

/** An exception smolagents raises, named as Python names it (`TypeHintParsingException: ...`). */
class PythonError extends Error {
    constructor(exception, message) {
        super(`${exception}: ${message}`);
    }
}
const BASE_TYPES = { int: 'integer', float: 'number', str: 'string', bool: 'boolean', list: 'array', dict: 'object', Any: 'any', NoneType: 'null' };
const unparsable = (hint) => new PythonError('TypeHintParsingException', `("Couldn't parse this type hint, likely due to a custom class or object: ", ${hintText(hint)})`);
function hintSchema(hint) {
    switch (hint.kind) {
        case 'class':
            return { type: BASE_TYPES[hint.name] ?? 'object' };
        case 'union':
            return unionSchema(hint.args);
        case 'literal':
            return literalSchema(hint.values, hint.floats);
        case 'generic':
            return genericSchema(hint);
        case 'ellipsis':
        case 'params':
            throw unparsable(hint);
    }
}
const isNone = (hint) => hint.kind === 'class' && hint.name === 'NoneType';
function unionSchema(args) {
    const subtypes = args.filter((arg) => !isNone(arg)).map(hintSchema);
    let schema;
    if (subtypes.length === 1)
        schema = subtypes[0];
    else if (subtypes.every((s) => typeof s.type === 'string'))
        schema = { type: subtypes.map((s) => s.type).sort() };
    else
        schema = { anyOf: subtypes };
    if (args.some(isNone))
        schema.nullable = true;
    return schema;
}
/** The Python class of a Literal value. */
function literalClass(value, float) {
    if (value === null)
        return NONE;
    const name = typeof value === 'string' ? 'str' : typeof value === 'boolean' ? 'bool' : float ? 'float' : 'int';
    return { kind: 'class', name };
}
function literalSchema(values, floats) {
    // smolagents unions the set of the values' classes; the set's order only matters once sorted.
    const classes = values.map((value, i) => literalClass(value, floats[i]));
    const unique = classes.filter((c, i) => classes.findIndex((d) => JSON.stringify(d) === JSON.stringify(c)) === i);
    return Object.assign(unionSchema(unique), { enum: values.filter((value) => value !== null) });
}
function genericSchema(hint) {
    const { origin, args } = hint;
    if (origin === 'list')
        return args.length === 0 ? { type: 'array' } : { type: 'array', items: hintSchema(args[0]) };
    if (origin === 'dict')
        return args.length === 2 ? { type: 'object', additionalProperties: hintSchema(args[1]) } : { type: 'object' };
    if (origin !== 'tuple')
        throw unparsable(hint);
    if (args.length === 0)
        return { type: 'array' };
    if (args.length === 1) {
        throw new PythonError('TypeHintParsingException', `The type hint ${hint.text.replaceAll('typing.', '')} is a Tuple with a single element, which we do not automatically convert to JSON schema as it is rarely necessary. If this input can contain more than one element, we recommend using a List[] type instead, or if it really is a single element, remove the Tuple[] wrapper and just pass the element directly.`);
    }
    if (args.some((arg) => arg.kind === 'ellipsis')) {
        throw new PythonError('TypeHintParsingException', "Conversion of '...' is not supported in Tuple type hints. Use List[] types for variable-length inputs instead.");
    }
    return { type: 'array', prefixItems: args.map(hintSchema) };
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/function-tool.ts






/** The SmolTool `@tool` makes of it, or an error message where smolagents would raise (missing type hint, undocumented argument...). */
function function_tool_functionTool(fn) {
    try {
        return makeTool(fn);
    }
    catch (error) {
        if (error instanceof Error)
            return { error: error.message };
        throw error;
    }
}
function makeTool(fn) {
    if (fn.docstring === '')
        throw new PythonError('DocstringParsingException', `Cannot generate JSON schema for ${fn.name} because it has no docstring!`);
    const docstring = parseGoogleDocstring(pyStrip(fn.docstring));
    const inputs = typedInputs(fn);
    for (const [name, schema] of Object.entries(inputs)) {
        const description = docstring.args.get(name);
        if (description === undefined) {
            throw new PythonError('DocstringParsingException', `Cannot generate JSON schema for ${fn.name} because the docstring has no description for the argument '${name}'`);
        }
        describe(schema, description);
    }
    const tool = { name: fn.name, description: docstring.description, inputs, outputType: outputType(fn, inputs) };
    validate(tool);
    return tool;
}
/** `_convert_type_hints_to_json_schema`: hints parsed in order (the return's last), then each parameter checked. */
function typedInputs(fn) {
    const inputs = {};
    for (const param of fn.params) {
        if (param.annotation !== undefined)
            inputs[param.name] = hintSchema(parseTypeHint(param.annotation));
    }
    if (fn.returns !== undefined)
        hintSchema(parseTypeHint(fn.returns));
    for (const param of fn.params) {
        const schema = inputs[param.name];
        if (schema === undefined)
            throw new PythonError('TypeHintParsingException', `Argument ${param.name} is missing a type hint in function ${fn.name}`);
        if (param.hasDefault)
            schema.nullable = true;
    }
    return inputs;
}
// Python's `.` (no DOTALL) stops at \n alone, JavaScript's at \r and \u2028 too.
const CHOICES = new RegExp(`\\(choices:${PY_SPACE}*([^\\n]*?)\\)${PY_SPACE}*$`, 'iu');
/** An argument's description, and its enum where it ends with `(choices: [...])`. */
function describe(schema, description) {
    const match = CHOICES.exec(description);
    if (match !== null) {
        schema.enum = choices(match[1]);
        description = pyStrip(description.slice(0, match.index));
    }
    schema.description = description;
}
function choices(json) {
    let parsed;
    try {
        parsed = JSON.parse(json);
    }
    catch (error) {
        throw new PythonError('JSONDecodeError', error.message);
    }
    // Python iterates what json.loads gave: a list's items, a string's characters, a dict's keys.
    const items = typeof parsed === 'string' ? [...parsed] : Array.isArray(parsed) ? parsed : parsed !== null && typeof parsed === 'object' ? Object.keys(parsed) : undefined;
    if (items === undefined)
        throw new PythonError('TypeError', `'${pythonTypeName(parsed)}' object is not iterable`);
    return items.map((item) => {
        if (typeof item !== 'string')
            throw new PythonError('AttributeError', `'${pythonTypeName(item)}' object has no attribute 'strip'`);
        return pyStrip(item);
    });
}
function pythonTypeName(value) {
    if (value === null)
        return 'NoneType';
    if (Array.isArray(value))
        return 'list';
    const names = { string: 'str', boolean: 'bool', object: 'dict' };
    return typeof value === 'number' ? (Number.isInteger(value) ? 'int' : 'float') : (names[typeof value] ?? typeof value);
}
/** The return hint's type (a union of types is `any`); a function of no arguments may have none. */
function outputType(fn, inputs) {
    if (fn.returns === undefined) {
        if (Object.keys(inputs).length === 0)
            return 'null';
        throw new PythonError('TypeHintParsingException', 'Tool return type not found: make sure your function has a return type hint!');
    }
    const type = hintSchema(parseTypeHint(fn.returns)).type;
    if (type === undefined)
        throw new PythonError('KeyError', "'type'");
    const truthy = Array.isArray(type) ? type.length > 0 : Boolean(type);
    return (truthy && typeof type !== 'string' ? 'any' : type);
}
/** `Tool.validate_arguments`, as far as a `@tool`'s inputs can fail it. */
function validate(tool) {
    for (const [name, input] of Object.entries(tool.inputs)) {
        if (!('type' in input && 'description' in input)) {
            throw new PythonError('AssertionError', `Input '${name}' should have keys 'type' and 'description', has only ${pythonRepr(Object.keys(input))}.`);
        }
        const types = Array.isArray(input.type) ? input.type : [input.type];
        const invalid = types.filter((type) => !AUTHORIZED_TYPES.includes(type));
        if (invalid.length > 0)
            throw new PythonError('ValueError', `Input '${name}': types ${pythonRepr(invalid)} must be one of ${pythonRepr(AUTHORIZED_TYPES)}`);
    }
    if (!AUTHORIZED_TYPES.includes(tool.outputType))
        throw new PythonError('AssertionError', '');
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/library-templates.ts
/**
 * The prompt templates of smolagents (https://github.com/huggingface/smolagents, Apache-2.0), commit
 * e3a5b8994b301983b91c0325546e9dc82eab8cf0 (1.27.0.dev0): `src/smolagents/prompts/*.yaml`, verbatim
 * (docs/architecture.md, "Frameworks"). test/frameworks/smolagents-rendering.test.ts checks each
 * text against the library's file.
 */
/** `prompts/code_agent.yaml`. */
const CODE_AGENT_YAML = `system_prompt: |-
  You are an expert assistant who can solve any task using code blobs. You will be given a task to solve as best you can.
  To do so, you have been given access to a list of tools: these tools are basically Python functions which you can call with code.
  To solve the task, you must plan forward to proceed in a series of steps, in a cycle of Thought, Code, and Observation sequences.

  At each step, in the 'Thought:' sequence, you should first explain your reasoning towards solving the task and the tools that you want to use.
  Then in the Code sequence you should write the code in simple Python. The code sequence must be opened with '{{code_block_opening_tag}}', and closed with '{{code_block_closing_tag}}'.
  During each intermediate step, you can use 'print()' to save whatever important information you will then need.
  These print outputs will then appear in the 'Observation:' field, which will be available as input for the next step.
  In the end you have to return a final answer using the \`final_answer\` tool.

  Here are a few examples using notional tools:
  ---
  Task: "Generate an image of the oldest person in this document."

  Thought: I will proceed step by step and use the following tools: \`document_qa\` to find the oldest person in the document, then \`image_generator\` to generate an image according to the answer.
  {{code_block_opening_tag}}
  answer = document_qa(document=document, question="Who is the oldest person mentioned?")
  print(answer)
  {{code_block_closing_tag}}
  Observation: "The oldest person in the document is John Doe, a 55 year old lumberjack living in Newfoundland."

  Thought: I will now generate an image showcasing the oldest person.
  {{code_block_opening_tag}}
  image = image_generator("A portrait of John Doe, a 55-year-old man living in Canada.")
  final_answer(image)
  {{code_block_closing_tag}}

  ---
  Task: "What is the result of the following operation: 5 + 3 + 1294.678?"

  Thought: I will use Python code to compute the result of the operation and then return the final answer using the \`final_answer\` tool.
  {{code_block_opening_tag}}
  result = 5 + 3 + 1294.678
  final_answer(result)
  {{code_block_closing_tag}}

  ---
  Task:
  "Answer the question in the variable \`question\` about the image stored in the variable \`image\`. The question is in French.
  You have been provided with these additional arguments, that you can access using the keys as variables in your Python code:
  {'question': 'Quel est l'animal sur l'image?', 'image': 'path/to/image.jpg'}"

  Thought: I will use the following tools: \`translator\` to translate the question into English and then \`image_qa\` to answer the question on the input image.
  {{code_block_opening_tag}}
  translated_question = translator(question=question, src_lang="French", tgt_lang="English")
  print(f"The translated question is {translated_question}.")
  answer = image_qa(image=image, question=translated_question)
  final_answer(f"The answer is {answer}")
  {{code_block_closing_tag}}

  ---
  Task:
  In a 1979 interview, Stanislaus Ulam discusses with Martin Sherwin about other great physicists of his time, including Oppenheimer.
  What does he say was the consequence of Einstein learning too much math on his creativity, in one word?

  Thought: I need to find and read the 1979 interview of Stanislaus Ulam with Martin Sherwin.
  {{code_block_opening_tag}}
  pages = web_search(query="1979 interview Stanislaus Ulam Martin Sherwin physicists Einstein")
  print(pages)
  {{code_block_closing_tag}}
  Observation:
  No result found for query "1979 interview Stanislaus Ulam Martin Sherwin physicists Einstein".

  Thought: The query was maybe too restrictive and did not find any results. Let's try again with a broader query.
  {{code_block_opening_tag}}
  pages = web_search(query="1979 interview Stanislaus Ulam")
  print(pages)
  {{code_block_closing_tag}}
  Observation:
  Found 6 pages:
  [Stanislaus Ulam 1979 interview](https://ahf.nuclearmuseum.org/voices/oral-histories/stanislaus-ulams-interview-1979/)

  [Ulam discusses Manhattan Project](https://ahf.nuclearmuseum.org/manhattan-project/ulam-manhattan-project/)

  (truncated)

  Thought: I will read the first 2 pages to know more.
  {{code_block_opening_tag}}
  for url in ["https://ahf.nuclearmuseum.org/voices/oral-histories/stanislaus-ulams-interview-1979/", "https://ahf.nuclearmuseum.org/manhattan-project/ulam-manhattan-project/"]:
      whole_page = visit_webpage(url)
      print(whole_page)
      print("\\n" + "="*80 + "\\n")  # Print separator between pages
  {{code_block_closing_tag}}
  Observation:
  Manhattan Project Locations:
  Los Alamos, NM
  Stanislaus Ulam was a Polish-American mathematician. He worked on the Manhattan Project at Los Alamos and later helped design the hydrogen bomb. In this interview, he discusses his work at
  (truncated)

  Thought: I now have the final answer: from the webpages visited, Stanislaus Ulam says of Einstein: "He learned too much mathematics and sort of diminished, it seems to me personally, it seems to me his purely physics creativity." Let's answer in one word.
  {{code_block_opening_tag}}
  final_answer("diminished")
  {{code_block_closing_tag}}

  ---
  Task: "Which city has the highest population: Guangzhou or Shanghai?"

  Thought: I need to get the populations for both cities and compare them: I will use the tool \`web_search\` to get the population of both cities.
  {{code_block_opening_tag}}
  for city in ["Guangzhou", "Shanghai"]:
      print(f"Population {city}:", web_search(f"{city} population"))
  {{code_block_closing_tag}}
  Observation:
  Population Guangzhou: ['Guangzhou has a population of 15 million inhabitants as of 2021.']
  Population Shanghai: '26 million (2019)'

  Thought: Now I know that Shanghai has the highest population.
  {{code_block_opening_tag}}
  final_answer("Shanghai")
  {{code_block_closing_tag}}

  ---
  Task: "What is the current age of the pope, raised to the power 0.36?"

  Thought: I will use the tool \`wikipedia_search\` to get the age of the pope, and confirm that with a web search.
  {{code_block_opening_tag}}
  pope_age_wiki = wikipedia_search(query="current pope age")
  print("Pope age as per wikipedia:", pope_age_wiki)
  pope_age_search = web_search(query="current pope age")
  print("Pope age as per google search:", pope_age_search)
  {{code_block_closing_tag}}
  Observation:
  Pope age: "The pope Francis is currently 88 years old."

  Thought: I know that the pope is 88 years old. Let's compute the result using Python code.
  {{code_block_opening_tag}}
  pope_current_age = 88 ** 0.36
  final_answer(pope_current_age)
  {{code_block_closing_tag}}

  Above examples were using notional tools that might not exist for you. On top of performing computations in the Python code snippets that you create, you only have access to these tools, behaving like regular python functions:
  {{code_block_opening_tag}}
  {%- for tool in tools.values() %}
  {{ tool.to_code_prompt() }}
  {% endfor %}
  {{code_block_closing_tag}}

  {%- if managed_agents and managed_agents.values() | list %}
  You can also give tasks to team members.
  Calling a team member works similarly to calling a tool: provide the task description as the 'task' argument. Since this team member is a real human, be as detailed and verbose as necessary in your task description.
  You can also include any relevant variables or context using the 'additional_args' argument.
  Here is a list of the team members that you can call:
  {{code_block_opening_tag}}
  {%- for agent in managed_agents.values() %}
  def {{ agent.name }}(task: str, additional_args: dict[str, Any]) -> str:
      """{{ agent.description }}

      Args:
          task: Long detailed description of the task.
          additional_args: Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.
      """
  {% endfor %}
  {{code_block_closing_tag}}
  {%- endif %}

  Here are the rules you should always follow to solve your task:
  1. Always provide a 'Thought:' sequence, and a '{{code_block_opening_tag}}' sequence ending with '{{code_block_closing_tag}}', else you will fail.
  2. Use only variables that you have defined!
  3. Always use the right arguments for the tools. DO NOT pass the arguments as a dict as in 'answer = wikipedia_search({'query': "What is the place where James Bond lives?"})', but use the arguments directly as in 'answer = wikipedia_search(query="What is the place where James Bond lives?")'.
  4. For tools WITHOUT JSON output schema: Take care to not chain too many sequential tool calls in the same code block, as their output format is unpredictable. For instance, a call to wikipedia_search without a JSON output schema has an unpredictable return format, so do not have another tool call that depends on its output in the same block: rather output results with print() to use them in the next block.
  5. For tools WITH JSON output schema: You can confidently chain multiple tool calls and directly access structured output fields in the same code block! When a tool has a JSON output schema, you know exactly what fields and data types to expect, allowing you to write robust code that directly accesses the structured response (e.g., result['field_name']) without needing intermediate print() statements.
  6. Call a tool only when needed, and never re-do a tool call that you previously did with the exact same parameters.
  7. Don't name any new variable with the same name as a tool: for instance don't name a variable 'final_answer'.
  8. Never create any notional variables in our code, as having these in your logs will derail you from the true variables.
  9. You can use imports in your code, but only from the following list of modules: {{authorized_imports}}
  10. The state persists between code executions: so if in one step you've created variables or imported modules, these will all persist.
  11. Don't give up! You're in charge of solving the task, not providing directions to solve it.

  {%- if custom_instructions %}
  {{custom_instructions}}
  {%- endif %}

  Now Begin!
planning:
  initial_plan : |-
    You are a world expert at analyzing a situation to derive facts, and plan accordingly towards solving a task.
    Below I will present you a task. You will need to 1. build a survey of facts known or needed to solve the task, then 2. make a plan of action to solve the task.

    ## 1. Facts survey
    You will build a comprehensive preparatory survey of which facts we have at our disposal and which ones we still need.
    These "facts" will typically be specific names, dates, values, etc. Your answer should use the below headings:
    ### 1.1. Facts given in the task
    List here the specific facts given in the task that could help you (there might be nothing here).

    ### 1.2. Facts to look up
    List here any facts that we may need to look up.
    Also list where to find each of these, for instance a website, a file... - maybe the task contains some sources that you should re-use here.

    ### 1.3. Facts to derive
    List here anything that we want to derive from the above by logical reasoning, for instance computation or simulation.

    Don't make any assumptions. For each item, provide a thorough reasoning. Do not add anything else on top of three headings above.

    ## 2. Plan
    Then for the given task, develop a step-by-step high-level plan taking into account the above inputs and list of facts.
    This plan should involve individual tasks based on the available tools, that if executed correctly will yield the correct answer.
    Do not skip steps, do not add any superfluous steps. Only write the high-level plan, DO NOT DETAIL INDIVIDUAL TOOL CALLS.
    After writing the final step of the plan, write the '<end_plan>' tag and stop there.

    You can leverage these tools, behaving like regular python functions:
    \`\`\`python
    {%- for tool in tools.values() %}
    {{ tool.to_code_prompt() }}
    {% endfor %}
    \`\`\`

    {%- if managed_agents and managed_agents.values() | list %}
    You can also give tasks to team members.
    Calling a team member works similarly to calling a tool: provide the task description as the 'task' argument. Since this team member is a real human, be as detailed and verbose as necessary in your task description.
    You can also include any relevant variables or context using the 'additional_args' argument.
    Here is a list of the team members that you can call:
    \`\`\`python
    {%- for agent in managed_agents.values() %}
    def {{ agent.name }}(task: str, additional_args: dict[str, Any]) -> str:
        """{{ agent.description }}

        Args:
            task: Long detailed description of the task.
            additional_args: Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.
        """
    {% endfor %}
    \`\`\`
    {%- endif %}

    ---
    Now begin! Here is your task:
    \`\`\`
    {{task}}
    \`\`\`
    First in part 1, write the facts survey, then in part 2, write your plan.
  update_plan_pre_messages: |-
    You are a world expert at analyzing a situation, and plan accordingly towards solving a task.
    You have been given the following task:
    \`\`\`
    {{task}}
    \`\`\`

    Below you will find a history of attempts made to solve this task.
    You will first have to produce a survey of known and unknown facts, then propose a step-by-step high-level plan to solve the task.
    If the previous tries so far have met some success, your updated plan can build on these results.
    If you are stalled, you can make a completely new plan starting from scratch.

    Find the task and history below:
  update_plan_post_messages: |-
    Now write your updated facts below, taking into account the above history:
    ## 1. Updated facts survey
    ### 1.1. Facts given in the task
    ### 1.2. Facts that we have learned
    ### 1.3. Facts still to look up
    ### 1.4. Facts still to derive

    Then write a step-by-step high-level plan to solve the task above.
    ## 2. Plan
    ### 2. 1. ...
    Etc.
    This plan should involve individual tasks based on the available tools, that if executed correctly will yield the correct answer.
    Beware that you have {remaining_steps} steps remaining.
    Do not skip steps, do not add any superfluous steps. Only write the high-level plan, DO NOT DETAIL INDIVIDUAL TOOL CALLS.
    After writing the final step of the plan, write the '<end_plan>' tag and stop there.

    You can leverage these tools, behaving like regular python functions:
    \`\`\`python
    {%- for tool in tools.values() %}
    {{ tool.to_code_prompt() }}
    {% endfor %}
    \`\`\`

    {%- if managed_agents and managed_agents.values() | list %}
    You can also give tasks to team members.
    Calling a team member works similarly to calling a tool: provide the task description as the 'task' argument. Since this team member is a real human, be as detailed and verbose as necessary in your task description.
    You can also include any relevant variables or context using the 'additional_args' argument.
    Here is a list of the team members that you can call:
    \`\`\`python
    {%- for agent in managed_agents.values() %}
    def {{ agent.name }}(task: str, additional_args: dict[str, Any]) -> str:
        """{{ agent.description }}

        Args:
            task: Long detailed description of the task.
            additional_args: Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.
        """
    {% endfor %}
    \`\`\`
    {%- endif %}

    Now write your updated facts survey below, then your new plan.
managed_agent:
  task: |-
      You're a helpful agent named '{{name}}'.
      You have been submitted this task by your manager.
      ---
      Task:
      {{task}}
      ---
      You're helping your manager solve a wider task: so make sure to not provide a one-line answer, but give as much information as possible to give them a clear understanding of the answer.

      Your final_answer WILL HAVE to contain these parts:
      ### 1. Task outcome (short version):
      ### 2. Task outcome (extremely detailed version):
      ### 3. Additional context (if relevant):

      Put all these in your final_answer tool, everything that you do not pass as an argument to final_answer will be lost.
      And even if your task resolution is not successful, please return as much context as possible, so that your manager can act upon this feedback.
  report: |-
      Here is the final answer from your managed agent '{{name}}':
      {{final_answer}}
final_answer:
  pre_messages: |-
    An agent tried to answer a user query but it got stuck and failed to do so. You are tasked with providing an answer instead. Here is the agent's memory:
  post_messages: |-
    Based on the above, please provide an answer to the following user task:
    {{task}}
`;
/** `prompts/structured_code_agent.yaml`. */
const STRUCTURED_CODE_AGENT_YAML = `system_prompt: |-
  You are an expert assistant who can solve any task using code blobs. You will be given a task to solve as best you can.
  To do so, you have been given access to a list of tools: these tools are basically Python functions which you can call with code.
  To solve the task, you must plan forward to proceed in a series of steps, in a cycle of 'Thought:', 'Code:', and 'Observation:' sequences.

  At each step, in the 'Thought:' attribute, you should first explain your reasoning towards solving the task and the tools that you want to use.
  Then in the 'Code' attribute, you should write the code in simple Python.
  During each intermediate step, you can use 'print()' to save whatever important information you will then need.
  These print outputs will then appear in the 'Observation:' field, which will be available as input for the next step.
  In the end you have to return a final answer using the \`final_answer\` tool. You will be generating a JSON object with the following structure:
  \`\`\`json
  {
    "thought": "...",
    "code": "..."
  }
  \`\`\`

  Here are a few examples using notional tools:
  ---
  Task: "Generate an image of the oldest person in this document."

  {"thought": "I will proceed step by step and use the following tools: \`document_qa\` to find the oldest person in the document, then \`image_generator\` to generate an image according to the answer.", "code": "answer = document_qa(document=document, question=\\"Who is the oldest person mentioned?\\")\\nprint(answer)\\n"}
  Observation: "The oldest person in the document is John Doe, a 55 year old lumberjack living in Newfoundland."

  {"thought": "I will now generate an image showcasing the oldest person.", "code": "image = image_generator(\\"A portrait of John Doe, a 55-year-old man living in Canada.\\")\\nfinal_answer(image)\\n"}
  ---
  Task: "What is the result of the following operation: 5 + 3 + 1294.678?"

  {"thought": "I will use python code to compute the result of the operation and then return the final answer using the \`final_answer\` tool", "code": "result = 5 + 3 + 1294.678\\nfinal_answer(result)\\n"}

  ---
  Task:
  In a 1979 interview, Stanislaus Ulam discusses with Martin Sherwin about other great physicists of his time, including Oppenheimer.
  What does he say was the consequence of Einstein learning too much math on his creativity, in one word?

  {"thought": "I need to find and read the 1979 interview of Stanislaus Ulam with Martin Sherwin.", "code": "pages = web_search(query=\\"1979 interview Stanislaus Ulam Martin Sherwin physicists Einstein\\")\\nprint(pages)\\n"}
  Observation:
  No result found for query "1979 interview Stanislaus Ulam Martin Sherwin physicists Einstein".

  {"thought": "The query was maybe too restrictive and did not find any results. Let's try again with a broader query.", "code": "pages = web_search(query=\\"1979 interview Stanislaus Ulam\\")\\nprint(pages)\\n"}
  Observation:
  Found 6 pages:
  [Stanislaus Ulam 1979 interview](https://ahf.nuclearmuseum.org/voices/oral-histories/stanislaus-ulams-interview-1979/)

  [Ulam discusses Manhattan Project](https://ahf.nuclearmuseum.org/manhattan-project/ulam-manhattan-project/)

  (truncated)

  {"thought": "I will read the first 2 pages to know more.", "code": "for url in [\\"https://ahf.nuclearmuseum.org/voices/oral-histories/stanislaus-ulams-interview-1979/\\", \\"https://ahf.nuclearmuseum.org/manhattan-project/ulam-manhattan-project/\\"]:\\n      whole_page = visit_webpage(url)\\n      print(whole_page)\\n      print(\\"\\n\\" + \\"=\\"*80 + \\"\\n\\")  # Print separator between pages"}

  Observation:
  Manhattan Project Locations:
  Los Alamos, NM
  Stanislaus Ulam was a Polish-American mathematician. He worked on the Manhattan Project at Los Alamos and later helped design the hydrogen bomb. In this interview, he discusses his work at
  (truncated)

  {"thought": "I now have the final answer: from the webpages visited, Stanislaus Ulam says of Einstein: \\"He learned too much mathematics and sort of diminished, it seems to me personally, it seems to me his purely physics creativity.\\" Let's answer in one word.", "code": "final_answer(\\"diminished\\")"}

  ---
  Task: "Which city has the highest population: Guangzhou or Shanghai?"

  {"thought": "I need to get the populations for both cities and compare them: I will use the tool \`web_search\` to get the population of both cities.", "code": "for city in [\\"Guangzhou\\", \\"Shanghai\\"]:\\n      print(f\\"Population {city}:\\", web_search(f\\"{city} population\\")"}
  Observation:
  Population Guangzhou: ['Guangzhou has a population of 15 million inhabitants as of 2021.']
  Population Shanghai: '26 million (2019)'

  {"thought": "Now I know that Shanghai has the highest population.", "code": "final_answer(\\"Shanghai\\")"}

  ---
  Task: "What is the current age of the pope, raised to the power 0.36?"

  {"thought": "I will use the tool \`wikipedia_search\` to get the age of the pope, and confirm that with a web search.", "code": "pope_age_wiki = wikipedia_search(query=\\"current pope age\\")\\nprint(\\"Pope age as per wikipedia:\\", pope_age_wiki)\\npope_age_search = web_search(query=\\"current pope age\\")\\nprint(\\"Pope age as per google search:\\", pope_age_search)"}
  Observation:
  Pope age: "The pope Francis is currently 88 years old."

  {"thought": "I know that the pope is 88 years old. Let's compute the result using python code.", "code": "pope_current_age = 88 ** 0.36\\nfinal_answer(pope_current_age)"}

  Above example were using notional tools that might not exist for you. On top of performing computations in the Python code snippets that you create, you only have access to these tools, behaving like regular python functions:
  \`\`\`python
  {%- for tool in tools.values() %}
  {{ tool.to_code_prompt() }}
  {% endfor %}
  \`\`\`

  {%- if managed_agents and managed_agents.values() | list %}
  You can also give tasks to team members.
  Calling a team member works similarly to calling a tool: provide the task description as the 'task' argument. Since this team member is a real human, be as detailed and verbose as necessary in your task description.
  You can also include any relevant variables or context using the 'additional_args' argument.
  Here is a list of the team members that you can call:
  \`\`\`python
  {%- for agent in managed_agents.values() %}
  def {{ agent.name }}(task: str, additional_args: dict[str, Any]) -> str:
      """{{ agent.description }}

      Args:
          task: Long detailed description of the task.
          additional_args: Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.
      """
  {% endfor %}
  \`\`\`
  {%- endif %}

  {%- if custom_instructions %}
  {{custom_instructions}}
  {%- endif %}

  Here are the rules you should always follow to solve your task:
  1. Use only variables that you have defined!
  2. Always use the right arguments for the tools. DO NOT pass the arguments as a dict as in 'answer = wikipedia_search({'query': "What is the place where James Bond lives?"})', but use the arguments directly as in 'answer = wikipedia_search(query="What is the place where James Bond lives?")'.
  3. Take care to not chain too many sequential tool calls in the same code block, especially when the output format is unpredictable. For instance, a call to wikipedia_search has an unpredictable return format, so do not have another tool call that depends on its output in the same block: rather output results with print() to use them in the next block.
  4. Call a tool only when needed, and never re-do a tool call that you previously did with the exact same parameters.
  5. Don't name any new variable with the same name as a tool: for instance don't name a variable 'final_answer'.
  6. Never create any notional variables in our code, as having these in your logs will derail you from the true variables.
  7. You can use imports in your code, but only from the following list of modules: {{authorized_imports}}
  8. The state persists between code executions: so if in one step you've created variables or imported modules, these will all persist.
  9. Don't give up! You're in charge of solving the task, not providing directions to solve it.

  Now Begin!
planning:
  initial_plan: |-
    You are a world expert at analyzing a situation to derive facts, and plan accordingly towards solving a task.
    Below I will present you a task. You will need to 1. build a survey of facts known or needed to solve the task, then 2. make a plan of action to solve the task.

    ## 1. Facts survey
    You will build a comprehensive preparatory survey of which facts we have at our disposal and which ones we still need.
    These "facts" will typically be specific names, dates, values, etc. Your answer should use the below headings:
    ### 1.1. Facts given in the task
    List here the specific facts given in the task that could help you (there might be nothing here).

    ### 1.2. Facts to look up
    List here any facts that we may need to look up.
    Also list where to find each of these, for instance a website, a file... - maybe the task contains some sources that you should re-use here.

    ### 1.3. Facts to derive
    List here anything that we want to derive from the above by logical reasoning, for instance computation or simulation.

    Don't make any assumptions. For each item, provide a thorough reasoning. Do not add anything else on top of three headings above.

    ## 2. Plan
    Then for the given task, develop a step-by-step high-level plan taking into account the above inputs and list of facts.
    This plan should involve individual tasks based on the available tools, that if executed correctly will yield the correct answer.
    Do not skip steps, do not add any superfluous steps. Only write the high-level plan, DO NOT DETAIL INDIVIDUAL TOOL CALLS.
    After writing the final step of the plan, write the '<end_plan>' tag and stop there.

    You can leverage these tools, behaving like regular python functions:
    \`\`\`python
    {%- for tool in tools.values() %}
    {{ tool.to_code_prompt() }}
    {% endfor %}
    \`\`\`

    {%- if managed_agents and managed_agents.values() | list %}
    You can also give tasks to team members.
    Calling a team member works similarly to calling a tool: provide the task description as the 'task' argument. Since this team member is a real human, be as detailed and verbose as necessary in your task description.
    You can also include any relevant variables or context using the 'additional_args' argument.
    Here is a list of the team members that you can call:
    \`\`\`python
    {%- for agent in managed_agents.values() %}
    def {{ agent.name }}(task: str, additional_args: dict[str, Any]) -> str:
        """{{ agent.description }}

        Args:
            task: Long detailed description of the task.
            additional_args: Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.
        """
    {% endfor %}
    \`\`\`
    {%- endif %}

    ---
    Now begin! Here is your task:
    \`\`\`
    {{task}}
    \`\`\`
    First in part 1, write the facts survey, then in part 2, write your plan.
  update_plan_pre_messages: |-
    You are a world expert at analyzing a situation, and plan accordingly towards solving a task.
    You have been given the following task:
    \`\`\`
    {{task}}
    \`\`\`

    Below you will find a history of attempts made to solve this task.
    You will first have to produce a survey of known and unknown facts, then propose a step-by-step high-level plan to solve the task.
    If the previous tries so far have met some success, your updated plan can build on these results.
    If you are stalled, you can make a completely new plan starting from scratch.

    Find the task and history below:
  update_plan_post_messages: |-
    Now write your updated facts below, taking into account the above history:
    ## 1. Updated facts survey
    ### 1.1. Facts given in the task
    ### 1.2. Facts that we have learned
    ### 1.3. Facts still to look up
    ### 1.4. Facts still to derive

    Then write a step-by-step high-level plan to solve the task above.
    ## 2. Plan
    ### 2. 1. ...
    Etc.
    This plan should involve individual tasks based on the available tools, that if executed correctly will yield the correct answer.
    Beware that you have {remaining_steps} steps remaining.
    Do not skip steps, do not add any superfluous steps. Only write the high-level plan, DO NOT DETAIL INDIVIDUAL TOOL CALLS.
    After writing the final step of the plan, write the '<end_plan>' tag and stop there.

    You can leverage these tools, behaving like regular python functions:
    \`\`\`python
    {%- for tool in tools.values() %}
    {{ tool.to_code_prompt() }}
    {% endfor %}
    \`\`\`

    {%- if managed_agents and managed_agents.values() | list %}
    You can also give tasks to team members.
    Calling a team member works similarly to calling a tool: provide the task description as the 'task' argument. Since this team member is a real human, be as detailed and verbose as necessary in your task description.
    You can also include any relevant variables or context using the 'additional_args' argument.
    Here is a list of the team members that you can call:
    \`\`\`python
    {%- for agent in managed_agents.values() %}
    def {{ agent.name }}(task: str, additional_args: dict[str, Any]) -> str:
        """{{ agent.description }}

        Args:
            task: Long detailed description of the task.
            additional_args: Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.
        """
    {% endfor %}
    \`\`\`
    {%- endif %}

    Now write your updated facts survey below, then your new plan.
managed_agent:
  task: |-
    You're a helpful agent named '{{name}}'.
    You have been submitted this task by your manager.
    ---
    Task:
    {{task}}
    ---
    You're helping your manager solve a wider task: so make sure to not provide a one-line answer, but give as much information as possible to give them a clear understanding of the answer.

    Your final_answer WILL HAVE to contain these parts:
    ### 1. Task outcome (short version):
    ### 2. Task outcome (extremely detailed version):
    ### 3. Additional context (if relevant):

    Put all these in your final_answer tool, everything that you do not pass as an argument to final_answer will be lost.
    And even if your task resolution is not successful, please return as much context as possible, so that your manager can act upon this feedback.
  report: |-
    Here is the final answer from your managed agent '{{name}}':
    {{final_answer}}
final_answer:
  pre_messages: |-
    An agent tried to answer a user query but it got stuck and failed to do so. You are tasked with providing an answer instead. Here is the agent's memory:
  post_messages: |-
    Based on the above, please provide an answer to the following user task:
    {{task}}
`;
/** `prompts/toolcalling_agent.yaml`. */
const TOOLCALLING_AGENT_YAML = `system_prompt: |-
  You are an expert assistant who can solve any task using tool calls. You will be given a task to solve as best you can.
  To do so, you have been given access to some tools.

  The tool call you write is an action: after the tool is executed, you will get the result of the tool call as an "observation".
  This Action/Observation can repeat N times, you should take several steps when needed.

  You can use the result of the previous action as input for the next action.
  The observation will always be a string: it can represent a file, like "image_1.jpg".
  Then you can use it as input for the next action. You can do it for instance as follows:

  Observation: "image_1.jpg"

  Action:
  {
    "name": "image_transformer",
    "arguments": {"image": "image_1.jpg"}
  }

  To provide the final answer to the task, use an action blob with "name": "final_answer" tool. It is the only way to complete the task, else you will be stuck on a loop. So your final output should look like this:
  Action:
  {
    "name": "final_answer",
    "arguments": {"answer": "insert your final answer here"}
  }


  Here are a few examples using notional tools:
  ---
  Task: "Generate an image of the oldest person in this document."

  Action:
  {
    "name": "document_qa",
    "arguments": {"document": "document.pdf", "question": "Who is the oldest person mentioned?"}
  }
  Observation: "The oldest person in the document is John Doe, a 55 year old lumberjack living in Newfoundland."

  Action:
  {
    "name": "image_generator",
    "arguments": {"prompt": "A portrait of John Doe, a 55-year-old man living in Canada."}
  }
  Observation: "image.png"

  Action:
  {
    "name": "final_answer",
    "arguments": "image.png"
  }

  ---
  Task: "What is the result of the following operation: 5 + 3 + 1294.678?"

  Action:
  {
      "name": "python_interpreter",
      "arguments": {"code": "5 + 3 + 1294.678"}
  }
  Observation: 1302.678

  Action:
  {
    "name": "final_answer",
    "arguments": "1302.678"
  }

  ---
  Task: "Which city has the highest population , Guangzhou or Shanghai?"

  Action:
  {
      "name": "web_search",
      "arguments": "Population Guangzhou"
  }
  Observation: ['Guangzhou has a population of 15 million inhabitants as of 2021.']


  Action:
  {
      "name": "web_search",
      "arguments": "Population Shanghai"
  }
  Observation: '26 million (2019)'

  Action:
  {
    "name": "final_answer",
    "arguments": "Shanghai"
  }

  Above example were using notional tools that might not exist for you. You only have access to these tools:
  {%- for tool in tools.values() %}
  - {{ tool.to_tool_calling_prompt() }}
  {%- endfor %}

  {%- if managed_agents and managed_agents.values() | list %}
  You can also give tasks to team members.
  Calling a team member works similarly to calling a tool: provide the task description as the 'task' argument. Since this team member is a real human, be as detailed and verbose as necessary in your task description.
  You can also include any relevant variables or context using the 'additional_args' argument.
  Here is a list of the team members that you can call:
  {%- for agent in managed_agents.values() %}
  - {{ agent.name }}: {{ agent.description }}
    - Takes inputs: {{agent.inputs}}
    - Returns an output of type: {{agent.output_type}}
  {%- endfor %}
  {%- endif %}

  {%- if custom_instructions %}
  {{custom_instructions}}
  {%- endif %}

  Here are the rules you should always follow to solve your task:
  1. ALWAYS provide a tool call, else you will fail.
  2. Always use the right arguments for the tools. Never use variable names as the action arguments, use the value instead.
  3. Call a tool only when needed: do not call the search agent if you do not need information, try to solve the task yourself. If no tool call is needed, use final_answer tool to return your answer.
  4. Never re-do a tool call that you previously did with the exact same parameters.

  Now Begin!
planning:
  initial_plan : |-
    You are a world expert at analyzing a situation to derive facts, and plan accordingly towards solving a task.
    Below I will present you a task. You will need to 1. build a survey of facts known or needed to solve the task, then 2. make a plan of action to solve the task.

    ## 1. Facts survey
    You will build a comprehensive preparatory survey of which facts we have at our disposal and which ones we still need.
    These "facts" will typically be specific names, dates, values, etc. Your answer should use the below headings:
    ### 1.1. Facts given in the task
    List here the specific facts given in the task that could help you (there might be nothing here).

    ### 1.2. Facts to look up
    List here any facts that we may need to look up.
    Also list where to find each of these, for instance a website, a file... - maybe the task contains some sources that you should re-use here.

    ### 1.3. Facts to derive
    List here anything that we want to derive from the above by logical reasoning, for instance computation or simulation.

    Don't make any assumptions. For each item, provide a thorough reasoning. Do not add anything else on top of three headings above.

    ## 2. Plan
    Then for the given task, develop a step-by-step high-level plan taking into account the above inputs and list of facts.
    This plan should involve individual tasks based on the available tools, that if executed correctly will yield the correct answer.
    Do not skip steps, do not add any superfluous steps. Only write the high-level plan, DO NOT DETAIL INDIVIDUAL TOOL CALLS.
    After writing the final step of the plan, write the '<end_plan>' tag and stop there.

    You can leverage these tools:
    {%- for tool in tools.values() %}
    - {{ tool.to_tool_calling_prompt() }}
    {%- endfor %}

    {%- if managed_agents and managed_agents.values() | list %}
    You can also give tasks to team members.
    Calling a team member works similarly to calling a tool: provide the task description as the 'task' argument. Since this team member is a real human, be as detailed and verbose as necessary in your task description.
    You can also include any relevant variables or context using the 'additional_args' argument.
    Here is a list of the team members that you can call:
    {%- for agent in managed_agents.values() %}
    - {{ agent.name }}: {{ agent.description }}
      - Takes inputs: {{agent.inputs}}
      - Returns an output of type: {{agent.output_type}}
    {%- endfor %}
    {%- endif %}

    ---
    Now begin! Here is your task:
    \`\`\`
    {{task}}
    \`\`\`
    First in part 1, write the facts survey, then in part 2, write your plan.
  update_plan_pre_messages: |-
    You are a world expert at analyzing a situation, and plan accordingly towards solving a task.
    You have been given the following task:
    \`\`\`
    {{task}}
    \`\`\`
  
    Below you will find a history of attempts made to solve this task.
    You will first have to produce a survey of known and unknown facts, then propose a step-by-step high-level plan to solve the task.
    If the previous tries so far have met some success, your updated plan can build on these results.
    If you are stalled, you can make a completely new plan starting from scratch.

    Find the task and history below:
  update_plan_post_messages: |-
    Now write your updated facts below, taking into account the above history:
    ## 1. Updated facts survey
    ### 1.1. Facts given in the task
    ### 1.2. Facts that we have learned
    ### 1.3. Facts still to look up
    ### 1.4. Facts still to derive
  
    Then write a step-by-step high-level plan to solve the task above.
    ## 2. Plan
    ### 2. 1. ...
    Etc.
    This plan should involve individual tasks based on the available tools, that if executed correctly will yield the correct answer.
    Beware that you have {remaining_steps} steps remaining.
    Do not skip steps, do not add any superfluous steps. Only write the high-level plan, DO NOT DETAIL INDIVIDUAL TOOL CALLS.
    After writing the final step of the plan, write the '<end_plan>' tag and stop there.

    You can leverage these tools:
    {%- for tool in tools.values() %}
    - {{ tool.to_tool_calling_prompt() }}
    {%- endfor %}

    {%- if managed_agents and managed_agents.values() | list %}
    You can also give tasks to team members.
    Calling a team member works similarly to calling a tool: provide the task description as the 'task' argument. Since this team member is a real human, be as detailed and verbose as necessary in your task description.
    You can also include any relevant variables or context using the 'additional_args' argument.
    Here is a list of the team members that you can call:
    {%- for agent in managed_agents.values() %}
    - {{ agent.name }}: {{ agent.description }}
      - Takes inputs: {{agent.inputs}}
      - Returns an output of type: {{agent.output_type}}
    {%- endfor %}
    {%- endif %}

    Now write your new plan below.
managed_agent:
  task: |-
      You're a helpful agent named '{{name}}'.
      You have been submitted this task by your manager.
      ---
      Task:
      {{task}}
      ---
      You're helping your manager solve a wider task: so make sure to not provide a one-line answer, but give as much information as possible to give them a clear understanding of the answer.

      Your final_answer WILL HAVE to contain these parts:
      ### 1. Task outcome (short version):
      ### 2. Task outcome (extremely detailed version):
      ### 3. Additional context (if relevant):

      Put all these in your final_answer tool, everything that you do not pass as an argument to final_answer will be lost.
      And even if your task resolution is not successful, please return as much context as possible, so that your manager can act upon this feedback.
  report: |-
      Here is the final answer from your managed agent '{{name}}':
      {{final_answer}}
final_answer:
  pre_messages: |-
    An agent tried to answer a user query but it got stuck and failed to do so. You are tasked with providing an answer instead. Here is the agent's memory:
  post_messages: |-
    Based on the above, please provide an answer to the following user task:
    {{task}}
`;

;// CONCATENATED MODULE: ./src/frameworks/smolagents/library.ts

/**
 * Data of the pinned smolagents (https://github.com/huggingface/smolagents, Apache-2.0): its
 * prompt templates, its library tools as a default-constructed instance holds them
 * (`src/smolagents/default_tools.py`), the tools `add_base_tools=True` adds, and the modules a
 * CodeAgent may always import (docs/architecture.md, "Frameworks"). Checked against the library
 * by test/frameworks/smolagents-rendering.test.ts.
 */
const SMOLAGENTS_VERSION = { commit: 'e3a5b8994b301983b91c0325546e9dc82eab8cf0', version: '1.27.0.dev0' };
/** The YAML files' texts, verbatim. */
const LIBRARY_TEMPLATES = {
    'code_agent.yaml': CODE_AGENT_YAML,
    'structured_code_agent.yaml': STRUCTURED_CODE_AGENT_YAML,
    'toolcalling_agent.yaml': TOOLCALLING_AGENT_YAML,
};
/** `utils.BASE_BUILTIN_MODULES`. */
const BASE_BUILTIN_MODULES = ['collections', 'datetime', 'itertools', 'math', 'queue', 'random', 're', 'stat', 'statistics', 'time', 'unicodedata'];
/** Class names of `default_tools.TOOL_MAPPING`, in order: what `add_base_tools=True` adds (a CodeAgent skips PythonInterpreterTool). */
const TOOL_MAPPING = ['PythonInterpreterTool', 'DuckDuckGoSearchTool', 'VisitWebpageTool'];
/**
 * The modules a PythonInterpreterTool lists: `set(BASE_BUILTIN_MODULES) | set(authorized_imports)`.
 * Python prints that set in hash order, which PYTHONHASHSEED randomises per process; this gives
 * the base modules in their order, then the others in theirs.
 */
function pythonInterpreterModules(authorizedImports = []) {
    return [...new Set([...BASE_BUILTIN_MODULES, ...authorizedImports])];
}
/** PythonInterpreterTool, whose `code` input names the modules it may import, listed as given. */
function pythonInterpreterTool(modules = pythonInterpreterModules()) {
    const list = `[${modules.map((m) => `'${m}'`).join(', ')}]`;
    return {
        name: 'python_interpreter',
        description: 'This is a tool that evaluates python code. It can be used to perform calculations.',
        inputs: {
            code: {
                type: 'string',
                description: `The code snippet to evaluate. All variables used in this snippet must be defined in this same snippet, else you will get an error. This code can only import the following python libraries: ${list}.`,
            },
        },
        outputType: 'string',
    };
}
const QUERY = { query: { type: 'string', description: 'The search query to perform.' } };
/** The library's tools by class name, as an instance made with default arguments holds them. */
const LIBRARY_TOOLS = {
    FinalAnswerTool: {
        name: 'final_answer',
        description: 'Provides a final answer to the given problem.',
        inputs: { answer: { type: 'any', description: 'The final answer to the problem' } },
        outputType: 'any',
    },
    UserInputTool: {
        name: 'user_input',
        description: "Asks for user's input on a specific question",
        inputs: { question: { type: 'string', description: 'The question to ask the user' } },
        outputType: 'string',
    },
    WebSearchTool: {
        name: 'web_search',
        description: 'Performs a web search for a query and returns a string of the top search results formatted as markdown with titles, links, and descriptions.',
        inputs: QUERY,
        outputType: 'string',
    },
    DuckDuckGoSearchTool: {
        name: 'web_search',
        description: 'Performs a duckduckgo web search based on your query (think a Google search) then returns the top search results.',
        inputs: QUERY,
        outputType: 'string',
    },
    GoogleSearchTool: {
        name: 'web_search',
        description: 'Performs a google web search for your query then returns a string of the top search results.',
        inputs: {
            ...QUERY,
            filter_year: { type: 'integer', description: 'Optionally restrict results to a certain year', nullable: true },
        },
        outputType: 'string',
    },
    ApiWebSearchTool: {
        name: 'web_search',
        description: 'Performs a web search for a query and returns a string of the top search results formatted as markdown with titles, URLs, and descriptions.',
        inputs: QUERY,
        outputType: 'string',
    },
    VisitWebpageTool: {
        name: 'visit_webpage',
        description: 'Visits a webpage at the given url and reads its content as a markdown string. Use this to browse webpages.',
        inputs: { url: { type: 'string', description: 'The url of the webpage to visit.' } },
        outputType: 'string',
    },
    WikipediaSearchTool: {
        name: 'wikipedia_search',
        description: 'Searches Wikipedia and returns a summary or full text of the given topic, along with the page URL.',
        inputs: { query: { type: 'string', description: 'The topic to search on Wikipedia.' } },
        outputType: 'string',
    },
    SpeechToTextTool: {
        name: 'transcriber',
        description: 'This is a tool that transcribes an audio into text. It returns the transcribed text.',
        inputs: { audio: { type: 'audio', description: 'The audio to transcribe. Can be a local path, an url, or a tensor.' } },
        outputType: 'string',
    },
    PythonInterpreterTool: pythonInterpreterTool(),
};

;// CONCATENATED MODULE: ./src/frameworks/smolagents/agent-tools.ts


/** Base classes followed for inherited attributes, at most. */
const INHERITANCE = 4;
/**
 * One item of `tools=[...]` as smolagents builds it (docs/architecture.md, "Rendered requests"): an
 * `@tool` function (what `tool()` makes of its signature and docstring), an instance of a `Tool`
 * subclass (its class attributes, inherited ones included), or a library tool by its class name.
 */
function resolveTool(wiring, item) {
    if (item.kind === 'name') {
        const fn = wiring.functionTool(item.path, item.name);
        if (!fn)
            return { unresolved: `tool ${item.name} (${item.path}): no @tool function of that name` };
        const doc = fn.unitKey ? wiring.unitAt(fn.path, fn.unitKey) : undefined;
        const made = function_tool_functionTool({ name: fn.name, docstring: doc?.text ?? fn.docstring ?? '', params: fn.params, ...(fn.returns ? { returns: fn.returns } : {}) });
        if ('error' in made)
            return { unresolved: `tool ${fn.name} (${fn.path}): ${made.error}` };
        return { tool: made, units: doc ? [doc] : [] };
    }
    const { call } = item;
    const className = call.callee.split('.').at(-1);
    const defined = wiring.classTool(call.path, className);
    if (defined)
        return classTool(wiring, defined);
    return libraryTool(wiring, className) ?? { unresolved: `tool ${call.callee}(...) (${call.path}:${call.line}): not a tool class the code defines or smolagents ships` };
}
/** The library's own copy of its tools, where the repository is smolagents itself. */
const LIBRARY_TOOLS_FILE = /(^|\/)smolagents\/default_tools\.py$/;
/**
 * A tool smolagents ships, by class name (`FinalAnswerTool`, `WebSearchTool`): the repository's copy
 * where it is smolagents itself (so that an edit to it is priced), else the pinned version's.
 */
function libraryTool(wiring, className) {
    const own = wiring.libraryClassTool(className, LIBRARY_TOOLS_FILE);
    if (own) {
        const resolved = classTool(wiring, own);
        if (!('unresolved' in resolved))
            return resolved;
    }
    const library = LIBRARY_TOOLS[className];
    return library ? { tool: library, units: [] } : undefined;
}
/** A `Tool` subclass's instance: its literal attributes, the units' texts where its descriptions are units. */
function classTool(wiring, defined) {
    const attributes = inherited(wiring, defined);
    const { name, description, inputs, output_type: outputType } = attributes;
    if (typeof name !== 'string' || typeof description !== 'string' || typeof outputType !== 'string' || !isObject(inputs)) {
        return { unresolved: `tool class ${defined.name} (${defined.path}): its name, description, inputs or output_type is not a literal` };
    }
    const units = [];
    const own = (key, fallback) => {
        const unit = wiring.unitAt(defined.path, `${defined.name}.${key}`);
        if (unit)
            units.push(unit);
        return unit?.text ?? fallback;
    };
    const described = {};
    for (const [input, schema] of Object.entries(inputs)) {
        if (!isObject(schema))
            return { unresolved: `tool class ${defined.name} (${defined.path}): input ${input} is not a literal` };
        described[input] = typeof schema.description === 'string' ? { ...schema, description: own(`inputs.${input}.description`, schema.description) } : schema;
    }
    const tool = { name, description: own('description', description), inputs: described, outputType };
    if (attributes.output_schema !== undefined && attributes.output_schema !== null)
        tool.outputSchema = attributes.output_schema;
    return { tool, units };
}
/** Class attributes with those of its bases the code defines (or the library's tool it extends), nearest first. */
function inherited(wiring, defined, depth = 0) {
    const base = defined.bases.split(',')[0].trim().split('.').at(-1);
    const parent = depth < INHERITANCE && base !== 'Tool' ? wiring.classTool(defined.path, base) : undefined;
    const library = LIBRARY_TOOLS[base];
    const fromBase = parent
        ? inherited(wiring, parent, depth + 1)
        : library
            ? { name: library.name, description: library.description, inputs: library.inputs, output_type: library.outputType, ...(library.outputSchema !== undefined ? { output_schema: library.outputSchema } : {}) }
            : {};
    return { ...fromBase, ...defined.attributes };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/agent-templates.ts


/** The keys agents.py requires of `prompt_templates`, flattened as the YAML reader keys them. */
const TEMPLATE_KEYS = [
    'system_prompt',
    'planning.initial_plan',
    'planning.update_plan_pre_messages',
    'planning.update_plan_post_messages',
    'managed_agent.task',
    'managed_agent.report',
    'final_answer.pre_messages',
    'final_answer.post_messages',
];
/** The library's own folder of templates, where the repository is smolagents itself. */
const LIBRARY_FOLDER = /(^|\/)smolagents\/prompts\/([^/]+\.yaml)$/;
/** A YAML whose units are smolagents' prompt templates: a system prompt and the sections agents.py requires. */
function isTemplatesFile(keys) {
    return keys.has('system_prompt') && ['planning.', 'managed_agent.', 'final_answer.'].some((section) => [...keys].some((k) => k.startsWith(section)));
}
/** The repository's templates files. */
function templatesFiles(wiring) {
    return wiring.paths().filter((p) => /\.ya?ml$/i.test(p) && isTemplatesFile(new Set(wiring.unitsOf(p).map((u) => u.key))));
}
/** A templates file of the repository, as its units hold it. */
function repositoryTemplates(wiring, path) {
    const units = {};
    const text = {};
    for (const key of TEMPLATE_KEYS) {
        const unit = wiring.unitAt(path, key);
        if (unit)
            units[key] = unit;
        text[key] = unit?.text ?? '';
    }
    const library = LIBRARY_FOLDER.exec(path)?.[2];
    return { path, ...(library && library in LIBRARY_TEMPLATES ? { library: library } : {}), text, units };
}
/**
 * The library's templates file: the repository's copy where it is smolagents itself (so that an edit
 * to it is priced), else the pinned version's.
 */
function libraryTemplates(wiring, file) {
    const own = templatesFiles(wiring).find((p) => LIBRARY_FOLDER.exec(p)?.[2] === file);
    if (own)
        return repositoryTemplates(wiring, own);
    const loaded = (0,dist/* parse */.qg)(LIBRARY_TEMPLATES[file]);
    const text = {};
    for (const key of TEMPLATE_KEYS)
        text[key] = String(key.split('.').reduce((v, k) => v[k], loaded) ?? '');
    return { library: file, text, units: {} };
}
/**
 * The repository's templates file a construction names (`yaml.safe_load(open("prompts/support.yaml"))`,
 * a helper called with the name, `importlib.resources`): the one whose path ends with a YAML name
 * written in what the argument reaches, nearest the construction when several do.
 */
function namedTemplates(wiring, sources, from) {
    const names = [...new Set(sources.flatMap((s) => [...s.matchAll(/["'`]([^"'`\s]*\.ya?ml)["'`]/g)].map((m) => m[1].replace(/^\.\//, ''))))];
    const files = templatesFiles(wiring);
    const matching = files.filter((p) => names.some((n) => p === n || p.endsWith(`/${n}`) || p.endsWith(`/${n.split('/').at(-1)}`)));
    if (matching.length > 0)
        return { path: nearest(matching, from) };
    const library = names.map((n) => n.split('/').at(-1)).find((n) => n in LIBRARY_TEMPLATES);
    return library ? { library } : {};
}
/** The path sharing the longest folder with `from`. */
function nearest(paths, from) {
    const shared = (p) => {
        const a = p.split('/');
        const b = from.split('/');
        let i = 0;
        while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i])
            i++;
        return i;
    };
    return [...paths].sort((x, y) => shared(y) - shared(x) || x.localeCompare(y))[0];
}
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
    if (key === 'final_answer.pre_messages' || key === 'final_answer.post_messages')
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

;// CONCATENATED MODULE: ./src/frameworks/smolagents/agent-construction.ts




const AGENT_CLASSES = ['CodeAgent', 'ToolCallingAgent'];
/** agents.py's defaults: `max_steps=20`, `planning_interval=None`. */
const DEFAULT_MAX_STEPS = 20;
/**
 * `authorized_imports` as the CodeAgent's system prompt prints it: `str(sorted(...))` of the base
 * modules and the additional ones, or a sentence where `*` allows any.
 */
function authorizedImports(additional = []) {
    const authorized = [...new Set([...BASE_BUILTIN_MODULES, ...additional])].sort();
    return authorized.includes('*') ? 'You can import from any package you want.' : pythonRepr(authorized);
}
/** A smolagents agent class's constructor, not another framework's `CodeAgent`. */
function agent_construction_isAgentCall(call) {
    const short = call.callee.split('.').at(-1);
    return AGENT_CLASSES.includes(short) && (call.module ?? '').split('.')[0] === 'smolagents';
}
const agent_construction_arg = (call, name, position) => call.args[name] ?? (position === undefined ? undefined : call.args[String(position)]);
/** One construction, resolved against the commit's code, with the files it was read from. */
function readConstruction(wiring, call) {
    const { value, reads } = wiring.track(() => resolveConstruction(wiring, call));
    return { ...value, reads: new Set([call.path, ...reads, ...(value.templates.path ? [value.templates.path] : [])]) };
}
function resolveConstruction(wiring, call) {
    const agentClass = call.callee.split('.').at(-1);
    const assumptions = [];
    const where = `${call.path}:${call.line}`;
    const setting = (name, fallback, accept) => {
        const given = agent_construction_arg(call, name);
        if (!given)
            return fallback;
        const found = wiring.literal(call.path, call.line, given);
        if (found && accept(found.value))
            return found.value;
        assumptions.push(`${name}=${given.source} (${where}) is not a literal: taken as ${JSON.stringify(fallback)}`);
        return fallback;
    };
    const isInt = (v) => Number.isInteger(v) && v > 0;
    const structured = setting('use_structured_outputs_internally', false, (v) => typeof v === 'boolean');
    const imports = setting('additional_authorized_imports', [], (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'));
    const tags = setting('code_block_tags', null, (v) => v === null || v === 'markdown' || (Array.isArray(v) && v.length === 2));
    // Settings passed through a spread dict or list are not read: each is taken at its default, and said.
    for (const splat of call.splats ?? [])
        assumptions.push(`${splat} (${where}) is not read: what it passes is taken at smolagents' defaults`);
    const instructions = agent_construction_arg(call, 'instructions');
    const instructionText = wiring.text(call.path, call.line, instructions);
    if (instructions && !instructionText)
        assumptions.push(`instructions=${instructions.source} (${where}) is not static text: left out`);
    return {
        agentClass,
        call,
        templates: templatesOf(wiring, call, agentClass, structured, assumptions),
        tools: toolsOf(wiring, call, agentClass, setting('add_base_tools', false, (v) => typeof v === 'boolean'), assumptions),
        managedAgents: managedAgentsOf(wiring, call, assumptions),
        maxSteps: setting('max_steps', DEFAULT_MAX_STEPS, isInt),
        planningInterval: setting('planning_interval', null, (v) => v === null || isInt(v)),
        ...(instructionText ? { instructions: instructionText } : {}),
        authorizedImports: authorizedImports(imports),
        codeBlockTags: tags === 'markdown' ? ['```python', '```'] : Array.isArray(tags) ? tags : ['<code>', '</code>'],
        ...modelOf(wiring, call, assumptions),
        assumptions,
    };
}
/** `prompt_templates=`: the file it loads, else the class's library file. */
function templatesOf(wiring, call, agentClass, structured, assumptions) {
    const library = agentClass === 'ToolCallingAgent' ? 'toolcalling_agent.yaml' : structured ? 'structured_code_agent.yaml' : 'code_agent.yaml';
    const given = agent_construction_arg(call, 'prompt_templates', 2);
    if (!given || given.value === null)
        return libraryTemplates(wiring, library);
    const named = namedTemplates(wiring, wiring.sources(call.path, call.line, given), call.path);
    if (named.path)
        return repositoryTemplates(wiring, named.path);
    if (named.library)
        return libraryTemplates(wiring, named.library);
    assumptions.push(`prompt_templates=${given.source} (${call.path}:${call.line}) names no templates file found: priced with the library's ${library}`);
    return libraryTemplates(wiring, library);
}
/** `tools=[...]` in smolagents' order: each by name (a later one of the same name replaces it), base tools, `final_answer` last unless given. */
function toolsOf(wiring, call, agentClass, addBaseTools, assumptions) {
    const tools = new Map();
    const given = agent_construction_arg(call, 'tools', 0);
    for (const item of given ? wiring.items(call.path, call.line, given) : []) {
        const resolved = resolveTool(wiring, item);
        if ('unresolved' in resolved)
            assumptions.push(`${resolved.unresolved}: left out`);
        else
            tools.set(resolved.tool.name, resolved);
    }
    if (addBaseTools) {
        for (const name of TOOL_MAPPING) {
            const tool = libraryTool(wiring, name);
            // agents.py: the Python interpreter is a tool of the ToolCallingAgent only (a CodeAgent runs code itself).
            if (tool && (tool.tool.name !== 'python_interpreter' || agentClass === 'ToolCallingAgent'))
                tools.set(tool.tool.name, tool);
        }
    }
    return withFinalAnswer(wiring, tools);
}
/** `self.tools.setdefault("final_answer", FinalAnswerTool())`: last, unless the agent has its own. */
function withFinalAnswer(wiring, tools = new Map()) {
    if (!tools.has('final_answer'))
        tools.set('final_answer', libraryTool(wiring, 'FinalAnswerTool'));
    return [...tools.values()];
}
/** `managed_agents=[...]`: each agent's `name=` and `description=`. */
function managedAgentsOf(wiring, call, assumptions) {
    const given = agent_construction_arg(call, 'managed_agents');
    if (!given)
        return [];
    return wiring.items(call.path, call.line, given).flatMap((item) => {
        const managed = item.kind === 'call' ? item.call : wiring.callNamed(item.path, item.name, agent_construction_isAgentCall);
        const name = managed && wiring.text(managed.path, managed.line, agent_construction_arg(managed, 'name'));
        const description = managed && wiring.text(managed.path, managed.line, agent_construction_arg(managed, 'description'));
        if (!managed || !name || !description) {
            assumptions.push(`managed agent ${item.kind === 'name' ? item.name : item.call.callee} (${call.path}:${call.line}): its name or description is not static: left out`);
            return [];
        }
        // Its report then carries a summary of its whole run, as long as that run was: no template holds it.
        if (wiring.literal(managed.path, managed.line, agent_construction_arg(managed, 'provide_run_summary'))?.value === true) {
            assumptions.push(`managed agent ${name.text} (${managed.path}:${managed.line}) has provide_run_summary=True: the summary of its run in its report is not priced`);
        }
        return [{ name: name.text, description: description.text, units: [name.unit, description.unit].filter((u) => u !== undefined), call: managed }];
    });
}
/** `model=LiteLLMModel("gpt-4o")`, `model=OpenAIServerModel(model_id=...)`, or a name that holds one. */
function modelOf(wiring, call, assumptions) {
    const given = agent_construction_arg(call, 'model', 1);
    if (!given || given.value === null)
        return {};
    const [item] = wiring.items(call.path, call.line, given);
    const made = item?.kind === 'call' ? item.call : undefined;
    const id = made && wiring.text(made.path, made.line, made.args.model_id ?? made.args['0'])?.text;
    if (made && id)
        return { model: { id, path: made.path, line: made.line } };
    assumptions.push(`model=${given.source} (${call.path}:${call.line}) names no model the code writes: priced with the configured model`);
    return { modelUnread: true };
}

;// CONCATENATED MODULE: ./src/frameworks/python/python-json.ts

/** A float whose value may be integral: `2.0` prints as `2.0`. */
class PythonFloat {
    value;
    constructor(value) {
        this.value = value;
    }
}
function pythonJsonDumps(value, options = {}) {
    const unit = options.indent === undefined ? undefined : ' '.repeat(options.indent);
    return dumps(value, { unit, sortKeys: options.sortKeys ?? false }, '');
}
const JSON_ESCAPES = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
/** `py_encode_basestring_ascii`: everything outside space..~ escaped, by UTF-16 code unit. */
function encodeString(text) {
    const body = text.replace(/[^ -~]|["\\]/g, (char) => JSON_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `"${body}"`;
}
function encodeNumber(value, float) {
    if (Number.isNaN(value))
        return 'NaN';
    if (!Number.isFinite(value))
        return value > 0 ? 'Infinity' : '-Infinity';
    return Number.isInteger(value) && !float ? reprInt(value) : reprFloat(value);
}
const byCodePoint = ([a], [b]) => {
    const [x, y] = [[...a], [...b]];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const diff = x[i].codePointAt(0) - y[i].codePointAt(0);
        if (diff !== 0)
            return diff;
    }
    return x.length - y.length;
};
/** Items joined as json.dumps joins them, on one line or one per line. */
function joined(items, open, close, layout, current) {
    if (items.length === 0)
        return open + close;
    if (layout.unit === undefined)
        return `${open}${items.join(', ')}${close}`;
    const inner = current + layout.unit;
    return `${open}\n${items.map((item) => inner + item).join(',\n')}\n${current}${close}`;
}
function dumps(value, layout, current) {
    if (value === null)
        return 'null';
    if (value instanceof PythonFloat)
        return encodeNumber(value.value, true);
    const inner = current + (layout.unit ?? '');
    switch (typeof value) {
        case 'string':
            return encodeString(value);
        case 'boolean':
            return value ? 'true' : 'false';
        case 'number':
            return encodeNumber(value, false);
        case 'object': {
            if (Array.isArray(value))
                return joined(value.map((item) => dumps(item, layout, inner)), '[', ']', layout, current);
            const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
            if (layout.sortKeys)
                entries.sort(byCodePoint);
            return joined(entries.map(([key, item]) => `${encodeString(key)}: ${dumps(item, layout, inner)}`), '{', '}', layout, current);
        }
        default:
            throw new TypeError(`Object of type ${typeof value} is not JSON serializable`);
    }
}

// EXTERNAL MODULE: ./node_modules/@huggingface/jinja/dist/index.js
var jinja_dist = __webpack_require__(8931);
;// CONCATENATED MODULE: ./src/frameworks/jinja2/jinja2-values.ts



const sample = (value) => new jinja_dist/* Environment */.OH().set('sample', value);
const UndefinedValue = sample(undefined).constructor;
const StringValue = sample('').constructor;
const stringValue = (text) => new StringValue(text);
/** jinja2's StrictUndefined: still `undefined` to `is defined` and `default`, an error when tested, printed or iterated. */
class StrictUndefined extends UndefinedValue {
    what;
    constructor(what) {
        super();
        this.what = what;
    }
    __bool__() {
        throw this.error();
    }
    toString() {
        throw this.error();
    }
    error() {
        return new Error(`UndefinedError: ${this.what}`);
    }
}
/** `str(value)`: what jinja2 prints for `{{ value }}`; a plain Undefined (`x if c` with no else) prints nothing. */
function pythonStrOf(value) {
    if (value.type === 'UndefinedValue' && !(value instanceof StrictUndefined))
        return '';
    return value.type === 'StringValue' ? value.value : pythonReprOf(value);
}
const entriesOf = (value) => [...value.value.entries()];
const itemsOf = (value) => value.value.map(pythonReprOf);
const dictRepr = (value) => `{${entriesOf(value).map(([k, v]) => `${reprString(k)}: ${pythonReprOf(v)}`).join(', ')}}`;
/** `repr(value)`: how a value prints inside a printed list or dict. */
function pythonReprOf(value) {
    switch (value.type) {
        case 'StringValue':
            return reprString(value.value);
        case 'IntegerValue':
            return reprInt(value.value);
        case 'FloatValue':
            return reprFloat(value.value);
        case 'BooleanValue':
            return value.value ? 'True' : 'False';
        case 'NullValue':
            return 'None';
        case 'ArrayValue':
            return `[${itemsOf(value).join(', ')}]`;
        case 'TupleValue': {
            const items = itemsOf(value);
            return items.length === 1 ? `(${items[0]},)` : `(${items.join(', ')})`;
        }
        case 'ObjectValue':
        case 'KeywordArgumentsValue':
            return dictRepr(value);
        case 'NamespaceValue':
            return `<Namespace ${dictRepr(value)}>`;
        case 'UndefinedValue':
            if (value instanceof StrictUndefined)
                throw value.error();
            return 'Undefined';
        default:
            // A function, or an object holding one (a tool): Python prints its address, which no run repeats.
            throw new Error(`jinja2 would print a ${value.type} as a Python object's address: not rendered`);
    }
}
/** A runtime value as the Python value json.dumps would see (a float stays a float). */
function pythonValueOf(value) {
    switch (value.type) {
        case 'StringValue':
        case 'IntegerValue':
        case 'BooleanValue':
            return value.value;
        case 'NullValue':
            return null;
        case 'FloatValue':
            return new PythonFloat(value.value);
        case 'ArrayValue':
        case 'TupleValue':
            return value.value.map(pythonValueOf);
        case 'ObjectValue':
        case 'KeywordArgumentsValue':
            return new Map(entriesOf(value).map(([k, v]) => [k, pythonValueOf(v)]));
        case 'UndefinedValue':
            throw (value instanceof StrictUndefined ? value : new StrictUndefined('a value is undefined')).error();
        default:
            throw new Error(`TypeError: Object of type ${value.type} is not JSON serializable`);
    }
}
const HTML_SAFE = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', "'": '\\u0027' };
/** jinja2's `tojson` filter: json.dumps with sort_keys=True, then <, >, & and ' escaped for HTML. */
function jinja2ToJson(value, indent) {
    return pythonJsonDumps(pythonValueOf(value), { indent, sortKeys: true }).replace(/[<>&']/g, (char) => HTML_SAFE[char]);
}
/** jinja2's `join`: `str(d).join(map(str, value))`, over a list, a dict's keys or a string's characters. */
function jinja2Join(value, separator) {
    let items;
    if (value.type === 'StringValue')
        items = [...value.value];
    else if (value.type === 'ObjectValue')
        items = entriesOf(value).map(([key]) => key);
    else if (value.type === 'ArrayValue' || value.type === 'TupleValue')
        items = value.value.map(pythonStrOf);
    else
        throw new Error(`TypeError: '${value.type}' object is not iterable`);
    return items.join(separator === undefined ? '' : pythonStrOf(separator));
}

;// CONCATENATED MODULE: ./src/frameworks/jinja2/jinja2-interpreter.ts


const STATEMENTS = new Set(['Program', 'If', 'For', 'Break', 'Continue', 'Set', 'Macro', 'Comment', 'FilterStatement', 'CallStatement']);
const BODIES = ['body', 'alternate', 'defaultBlock'];
const DICT_METHODS = new Set(['items', 'keys', 'values', 'get']);
const PYTHON_FILTERS = new Set(['tojson', 'string', 'join']);
/** The expressions a template prints: those that stand directly in a block (text is a string literal there). */
function printedExpressions(program) {
    const printed = new WeakSet();
    const visit = (node) => {
        for (const key of BODIES) {
            const body = node[key];
            if (!Array.isArray(body))
                continue;
            for (const child of body) {
                if (STATEMENTS.has(child.type))
                    visit(child);
                else
                    printed.add(child);
            }
        }
    };
    visit(program);
    return printed;
}
/** What an undefined identifier or attribute was, for the error jinja2 would raise. */
function undefinedName(node) {
    if (node.type === 'Identifier')
        return `'${String(node.value)}' is undefined`;
    const property = node.property;
    return `no attribute '${String(property.value)}'`;
}
class Jinja2Interpreter extends jinja_dist/* Interpreter */.$R {
    printed;
    undefinedVariables;
    constructor(env, printed, undefinedVariables = 'strict') {
        super(env);
        this.printed = printed;
        this.undefinedVariables = undefinedVariables;
    }
    evaluate(statement, environment) {
        if (statement === undefined)
            return super.evaluate(statement, environment);
        const node = statement;
        let value = this.pythonic(node, environment) ?? super.evaluate(statement, environment);
        const lookup = node.type === 'Identifier' || node.type === 'MemberExpression';
        if (this.undefinedVariables === 'strict' && lookup && value.type === 'UndefinedValue' && !(value instanceof StrictUndefined))
            value = new StrictUndefined(undefinedName(node));
        return this.printed.has(statement) ? stringValue(pythonStrOf(value)) : value;
    }
    /** A node jinja2 evaluates with Python semantics the library does not have; undefined for the rest. */
    pythonic(node, environment) {
        switch (node.type) {
            case 'MemberExpression':
                return this.dictMethod(node, environment);
            case 'BinaryExpression':
                return this.concatenation(node, environment);
            case 'FilterExpression':
                return this.filter(node, environment);
            default:
                return undefined;
        }
    }
    /** `x.items`: on a dict, jinja2's getattr finds the dict's method before an item of that name. */
    dictMethod(node, environment) {
        const property = node.property;
        if (node.computed || property.type !== 'Identifier' || !DICT_METHODS.has(String(property.value)))
            return undefined;
        const object = this.evaluate(node.object, environment);
        return object.type === 'ObjectValue' ? object.builtins.get(String(property.value)) : undefined;
    }
    /** `a ~ b`: `str(a) + str(b)` (the library prints true as `true`, 1.0 as `1`, and fails on None). */
    concatenation(node, environment) {
        if (node.operator.value !== '~')
            return undefined;
        const left = this.evaluate(node.left, environment);
        const right = this.evaluate(node.right, environment);
        return stringValue(pythonStrOf(left) + pythonStrOf(right));
    }
    /** `tojson` (sorted, ASCII, HTML-safe), `string` and `join` (each item's `str()`) as jinja2 has them. */
    filter(node, environment) {
        const filter = node.filter;
        const call = filter.type === 'CallExpression';
        const name = String(call ? filter.callee.value : filter.value);
        const args = this.arguments(call ? filter.args : [], environment);
        if (!PYTHON_FILTERS.has(name) || (name === 'join' && args.keywords.has('attribute')))
            return undefined;
        const operand = this.evaluate(node.operand, environment);
        if (name === 'string')
            return stringValue(pythonStrOf(operand));
        if (name === 'join')
            return stringValue(jinja2Join(operand, args.positional[0] ?? args.keywords.get('d')));
        const indent = args.positional[0] ?? args.keywords.get('indent');
        return stringValue(jinja2ToJson(operand, indent?.type === 'IntegerValue' ? indent.value : undefined));
    }
    arguments(nodes, environment) {
        const out = { positional: [], keywords: new Map() };
        for (const arg of nodes) {
            if (arg.type !== 'KeywordArgumentExpression')
                out.positional.push(this.evaluate(arg, environment));
            else
                out.keywords.set(String(arg.key.value), this.evaluate(arg.value, environment));
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./src/frameworks/jinja2/render-jinja2.ts



/**
 * jinja2 on @huggingface/jinja (docs/architecture.md, "Rendered requests"). jinja2's defaults differ
 * from that library's Template class: no trim_blocks, no lstrip_blocks, and every newline (\r\n,
 * \r) read as \n; so the lexer is called with both off, on normalised text. Both drop a template's
 * one trailing newline (keep_trailing_newline=False).
 */
/** jinja2's `range` global (the library's own is not exported). */
function range(start, stop, step = 1) {
    const [from, to] = stop === undefined ? [0, start] : [start, stop];
    const out = [];
    for (let i = from; step > 0 ? i < to : i > to; i += step)
        out.push(i);
    return out;
}
const GLOBALS = { true: true, false: false, none: null, True: true, False: false, None: null, range };
const RAW = /\{%(-?)\s*raw\s*(-?)%\}([^]*?)\{%(-?)\s*endraw\s*(-?)%\}/g;
const LEADING_SPACE = new RegExp(`^${PY_SPACE}+`);
const TRAILING_SPACE = new RegExp(`${PY_SPACE}+$`);
/**
 * `{% raw %}...{% endraw %}`, which the library does not parse, as the string expression it
 * prints; its `-` marks strip the text around and inside the block as jinja2's do.
 */
function rawBlocksAsStrings(template) {
    return template.replace(RAW, (_, before, open, body, close, after) => {
        let text = body;
        if (open)
            text = text.replace(LEADING_SPACE, '');
        if (close)
            text = text.replace(TRAILING_SPACE, '');
        return `{{${before} "${text.replace(/[\\"]/g, '\\$&')}" ${after}}}`;
    });
}
/**
 * A Jinja template rendered as jinja2's `Template(text).render(**variables)` renders it, on
 * @huggingface/jinja. `strict` is StrictUndefined (an unknown variable is an error: smolagents);
 * `lenient` is jinja2's default Undefined, printed as nothing (SWE-agent).
 */
function renderJinja2(template, variables, undefinedVariables) {
    const env = new jinja_dist/* Environment */.OH();
    for (const [name, value] of Object.entries({ ...GLOBALS, ...variables }))
        env.set(name, value);
    try {
        const source = rawBlocksAsStrings(template.replace(/\r\n?/g, '\n'));
        const program = (0,jinja_dist/* parse */.qg)((0,jinja_dist/* tokenize */.qw)(source, { lstrip_blocks: false, trim_blocks: false }));
        return new Jinja2Interpreter(env, printedExpressions(program), undefinedVariables).run(program).value;
    }
    catch (error) {
        throw new Error(`Error during jinja template rendering: ${error.message}`, { cause: error });
    }
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/tool-prompts.ts



/**
 * How smolagents describes a tool to a model (docs/architecture.md, "Frameworks"): as a Python
 * function stub in a CodeAgent's prompts, as a line in a ToolCallingAgent's, and as the JSON
 * schema a ToolCallingAgent posts in `tools`.
 */
const STRUCTURED_NOTE = "\n\nImportant: This tool returns structured output! Use the JSON schema below to directly access fields like result['field_name']. NO print() statements needed to inspect the output!";
const STRUCTURED_RETURNS = '\nReturns:\n    dict (structured output): This tool ALWAYS returns a dictionary that strictly adheres to the following JSON schema:\n';
const hasSchema = (tool) => tool.outputSchema !== undefined && tool.outputSchema !== null;
/** `Tool.to_code_prompt`: `def name(args) -> type:` and a docstring of description, args, schema. */
function toCodePrompt(tool) {
    const inputs = Object.entries(tool.inputs);
    const args = inputs.map(([name, schema]) => `${name}: ${pythonStr(schema.type)}`).join(', ');
    const signature = `(${args}) -> ${hasSchema(tool) ? 'dict' : tool.outputType}`;
    let doc = tool.description;
    if (hasSchema(tool))
        doc += STRUCTURED_NOTE;
    if (inputs.length > 0) {
        const descriptions = inputs.map(([name, schema]) => `${name}: ${pythonStr(schema.description)}`).join('\n');
        doc += `\n\nArgs:\n${textwrapIndent(descriptions, '    ')}`;
    }
    if (hasSchema(tool)) {
        doc += `\n${STRUCTURED_RETURNS}${textwrapIndent(pythonJsonDumps(tool.outputSchema, { indent: 4 }), '        ')}`;
    }
    return `def ${tool.name}${signature}:\n${textwrapIndent(`"""${doc}\n"""`, '    ')}`;
}
/** `Tool.to_tool_calling_prompt`: the inputs dict printed as Python's repr. */
function toToolCallingPrompt(tool) {
    return `${tool.name}: ${tool.description}\n    Takes inputs: ${pythonRepr(tool.inputs)}\n    Returns an output of type: ${tool.outputType}`;
}
/** One input's schema as `get_tool_json_schema` rewrites it: `any` is sent as `string`, `anyOf` flattened. */
function postedInput(input) {
    const value = structuredClone(input);
    if (value.type === 'any')
        value.type = 'string';
    const branches = value.anyOf;
    if (Array.isArray(branches)) {
        const types = [];
        let choices = null;
        for (const branch of branches) {
            if (branch.type === 'null') {
                value.nullable = true;
                continue;
            }
            types.push(branch.type === 'any' ? 'string' : branch.type);
            if ('enum' in branch)
                choices = branch.enum;
        }
        // An anyOf of null alone: smolagents fails on `types[0]` (IndexError).
        if (types.length === 0)
            throw new Error('IndexError: list index out of range');
        value.type = types.length > 1 ? types : types[0];
        if (choices !== null && choices !== undefined)
            value.enum = choices;
        delete value.anyOf;
    }
    return value;
}
/** `models.get_tool_json_schema`: the object a ToolCallingAgent posts in `tools`. */
function toolJsonSchema(tool) {
    const properties = {};
    const required = [];
    for (const [name, input] of Object.entries(tool.inputs)) {
        // Required is decided before anyOf's null branch makes the input nullable, as in smolagents.
        if (!input.nullable)
            required.push(name);
        properties[name] = postedInput(input);
    }
    return {
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: { type: 'object', properties, required } },
    };
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/render-template.ts


/**
 * smolagents' `populate_template` (jinja2's `Template(template, undefined=StrictUndefined)`), and
 * the variables agents pass to it (docs/architecture.md, "Frameworks").
 */
/** populate_template: a Jinja template rendered as jinja2 renders it (StrictUndefined: an unknown variable is an error). */
function renderTemplate(template, variables) {
    return renderJinja2(template, variables, 'strict');
}
/** The inputs `_setup_managed_agents` gives every managed agent, so that it can be called as a tool. */
const MANAGED_AGENT_INPUTS = {
    task: { type: 'string', description: 'Long detailed description of the task.' },
    additional_args: {
        type: 'object',
        description: 'Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.',
        nullable: true,
    },
};
const PINNED_RENDERERS = { toCodePrompt: toCodePrompt, toToolCallingPrompt: toToolCallingPrompt };
/** A tool object as templates use it: its attributes, and its prompt methods. */
function templateTool(tool, renderers) {
    return {
        name: tool.name,
        description: tool.description,
        inputs: tool.inputs,
        output_type: tool.outputType,
        output_schema: tool.outputSchema ?? null,
        to_code_prompt: () => renderers.toCodePrompt(tool),
        to_tool_calling_prompt: () => renderers.toToolCallingPrompt(tool),
    };
}
/** A dict by name, as agents.py builds `self.tools`: a repeated name keeps its first place and its last value. */
function byName(items, shape) {
    const out = {};
    for (const item of items)
        out[item.name] = shape(item);
    return out;
}
/** The variables smolagents passes, built so that templates may call `tool.to_code_prompt()`, iterate `tools.values()`, read `agent.inputs` (printed as Python's repr), test `managed_agents and managed_agents.values() | list`. */
function templateVariables(v, renderers = PINNED_RENDERERS) {
    const { tools, managedAgents, ...other } = v;
    const agent = (a) => ({ name: a.name, description: a.description, inputs: MANAGED_AGENT_INPUTS, output_type: 'string' });
    return { tools: byName(tools, (tool) => templateTool(tool, renderers)), managed_agents: byName(managedAgents, agent), ...other };
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/agent-request.ts



/** The managed agent as a tool: what a ToolCallingAgent posts for it among its `tools`. */
function managedAgentTool(agent) {
    return { name: agent.name, description: agent.description, inputs: MANAGED_AGENT_INPUTS, outputType: 'string' };
}
/**
 * The request parts of one agent's run, rendered as agents.py renders them (docs/architecture.md,
 * "Rendered requests"): the system prompt (and, for a ToolCallingAgent, the posted tool list) on every
 * request; the task message; the planning calls' messages, which list the tools again; the final
 * answer's; a managed agent's report in its manager's history. `{{task}}` is rendered empty and the
 * part marked, so that the scenario's task size is added to it.
 */
function agent_request_agentRequest(agent, context) {
    const errors = [];
    const tools = agent.tools.map((t) => t.tool);
    const variables = templateVariables({
        tools,
        managedAgents: agent.managedAgents.map((m) => ({ name: m.name, description: m.description })),
        custom_instructions: agent.instructions?.text ?? null,
        ...(agent.agentClass === 'CodeAgent'
            ? { authorized_imports: agent.authorizedImports, code_block_opening_tag: agent.codeBlockTags[0], code_block_closing_tag: agent.codeBlockTags[1] }
            : {}),
    }, context.renderers);
    const render = (key, extra = {}) => {
        try {
            return renderTemplate(agent.templates.text[key], { ...variables, ...extra });
        }
        catch (error) {
            errors.push(`${key} could not be rendered (${error.message}): priced as written`);
            return agent.templates.text[key];
        }
    };
    const every = { kind: 'every-request' };
    const parts = [{ key: 'system_prompt', delivery: every, text: render('system_prompt') }];
    if (agent.agentClass === 'ToolCallingAgent') {
        const posted = [...tools, ...agent.managedAgents.map(managedAgentTool)].map(toolJsonSchema);
        // The request body as the Python client writes it (json.dumps); providers count tool definitions in their own framing.
        parts.push({ key: 'tools', delivery: every, text: pythonJsonDumps(posted) });
    }
    if (!context.wrappersAreUnits)
        parts.push(...wrappers());
    if (context.managed)
        parts.push({ key: 'managed_agent.task', delivery: { kind: 'start' }, text: render('managed_agent.task', { name: context.managed.name, task: '' }), carriesTask: true });
    // Rendered whatever the construction says: a scenario may plan where the code does not (`planning_interval`).
    parts.push(...planning(agent, render));
    parts.push({ key: 'final_answer.pre_messages', delivery: { kind: 'side-call', call: 'final-answer', readsHistory: true }, text: agent.templates.text['final_answer.pre_messages'] }, { key: 'final_answer.post_messages', delivery: { kind: 'side-call', call: 'final-answer', readsHistory: true }, text: render('final_answer.post_messages', { task: '' }), carriesTask: true });
    for (const managed of agent.managedAgents) {
        const report = context.reportOf(managed);
        if (report !== undefined)
            parts.push({ key: `managed_agent.report[${managed.name}]`, delivery: { kind: 'on-trigger', what: `${managed.name} reports back` }, text: report });
    }
    return { parts, errors };
}
/** memory.py's wrappers: the task's heading, and each step's observation's, replayed. */
function wrappers() {
    return [
        { key: 'TaskStep.task', delivery: { kind: 'start' }, text: 'New task:\n' },
        { key: 'ActionStep.observation', delivery: { kind: 'per-step' }, text: 'Observation:\n' },
    ];
}
/** The initial plan (its message alone) and each update (its system message and closing message around the history). */
function planning(agent, render) {
    const update = { kind: 'side-call', call: 'update-plan', readsHistory: true };
    // The first update is made before step 1 + interval: `remaining_steps` is max_steps minus that step.
    const remaining = agent.maxSteps - (1 + (agent.planningInterval ?? 1));
    return [
        { key: 'planning.initial_plan', delivery: { kind: 'side-call', call: 'initial-plan', readsHistory: false }, text: render('planning.initial_plan', { task: '' }), carriesTask: true },
        { key: 'planning.update_plan_pre_messages', delivery: update, text: render('planning.update_plan_pre_messages', { task: '' }), carriesTask: true },
        { key: 'planning.update_plan_post_messages', delivery: update, text: render('planning.update_plan_post_messages', { task: '', remaining_steps: remaining }), carriesTask: true },
    ];
}
/** Where the agent's tools are listed: its system prompt, a ToolCallingAgent's posted tools, the planning calls. */
function toolsListed(agent) {
    const copies = [{ kind: 'every-request' }];
    if (agent.agentClass === 'ToolCallingAgent')
        copies.push({ kind: 'every-request' });
    // The initial plan and every update list them again: said once, as the planning calls.
    if (agent.planningInterval !== null)
        copies.push({ kind: 'side-call', call: 'initial-plan', readsHistory: false });
    return copies.length === 1 ? copies[0] : { kind: 'repeated', copies };
}
/**
 * How the units an agent renders are sent, for the comment and for which changes reach it: each
 * template's unit as its rendering is; the tools, instructions and managed agents' descriptions in
 * the system prompt, the posted tool list and the planning calls that list them again.
 */
function renderedUnits(agent, templateDelivery) {
    const sends = new Map();
    const add = (units, as) => {
        for (const u of units)
            if (u)
                sends.set(u.id, { kind: 'rendered', as });
    };
    for (const [key, unit] of Object.entries(agent.templates.units)) {
        const as = templateDelivery(key);
        if (as)
            add([unit], as);
    }
    const listed = toolsListed(agent);
    add(agent.tools.flatMap((t) => t.units), listed);
    add(agent.managedAgents.flatMap((m) => m.units), listed);
    if (agent.instructions?.unit)
        add([agent.instructions.unit], { kind: 'every-request' });
    return sends;
}

// EXTERNAL MODULE: ./src/extract/prompt-unit.ts
var prompt_unit = __webpack_require__(2410);
;// CONCATENATED MODULE: ./src/frameworks/smolagents/memory-wrappers.ts

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
        return [{ id: (0,prompt_unit/* unitId */.K)(path, key), path, key, role: 'template', text: memory_wrappers_unescape(m[1]), lines: [line, line], placeholders: [] }];
    });
}
function memory_wrappers_unescape(literal) {
    return literal.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\"/g, '"');
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/smol-wiring.ts

/**
 * How a commit's code wires smolagents agents (docs/architecture.md, "Rendered requests"): what
 * `CodeWiring` resolves (units, calls, what names hold), and the tools the code defines, each in its
 * own file first, else the only one of its name anywhere.
 */
class SmolWiring extends CodeWiring {
    definitions;
    constructor(repository) {
        super(repository);
        // A function without `@tool` is no smolagents tool.
        this.definitions = (repository.toolDefinitions ?? []).filter((d) => d.kind === 'class' || !d.plain);
    }
    /** A tool function or class of this name: in this file, else the only one anywhere. */
    definition(kind, path, name) {
        const named = this.definitions.filter((d) => d.kind === kind && d.name === name);
        const found = named.find((d) => d.path === path) ?? (named.length === 1 ? named[0] : undefined);
        if (found)
            this.read(found.path);
        return found;
    }
    functionTool(path, name) {
        return this.definition('function', path, name);
    }
    classTool(path, name) {
        return this.definition('class', path, name);
    }
    /** A tool class of this name in a file of this path (the library's own default_tools.py). */
    libraryClassTool(name, path) {
        const found = this.definitions.find((d) => d.kind === 'class' && d.name === name && path.test(d.path));
        if (found)
            this.read(found.path);
        return found;
    }
    /** A `@tool` function of the name outranks another file's assignment of it (`tools=[search]`). */
    definesFunction(path, name) {
        return this.functionTool(path, name) !== undefined;
    }
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/renderer-edit.ts


/**
 * The pinned version's renderers as the code extractor reads them (the text each returns, its fields
 * left out): what a repository's own copy of tools.py is compared with. Held to the extraction of the
 * pinned tools.py by test/frameworks/smolagents-rendering.test.ts.
 */
const PINNED_RENDERER_TEXT = {
    'Tool.to_code_prompt()': 'def () -> dict:\n    """\n\n    Important: This tool returns structured output! Use the JSON schema below to directly access fields like result[\'field_name\']. NO print() statements needed to inspect the output!\n\n    Args:\n\n\n    Returns:\n        dict (structured output): This tool ALWAYS returns a dictionary that strictly adheres to the following JSON schema:\n\n    """',
    'Tool.to_tool_calling_prompt()': ': \n    Takes inputs: \n    Returns an output of type: ',
};
/** A tool that takes every branch of both renderers (inputs, an output schema): where an edit's text must be found. */
const PROBE = {
    name: 'probe',
    description: 'Probe.',
    inputs: { value: { type: 'string', description: 'A value.' } },
    outputType: 'object',
    outputSchema: { type: 'object', properties: { field: { type: 'string' } } },
};
const RENDER = { 'Tool.to_code_prompt()': toCodePrompt, 'Tool.to_tool_calling_prompt()': toToolCallingPrompt };
/**
 * How a repository's renderer differs from the pinned one, as an edit of what it renders
 * (docs/architecture.md, "Rendered requests"): the changed lines where the renderings hold them
 * whole, else the changed words. A text held only in a branch (the output-schema note) changes only
 * the tools that take it. Undefined when the texts are the same; an error when the change touches
 * what the renderer fills in (its code, not its text), which cannot be rendered without running it.
 */
function rendererEdit(key, current) {
    const pinned = PINNED_RENDERER_TEXT[key];
    if (current === pinned)
        return undefined;
    const probe = RENDER[key](PROBE);
    for (const edit of [lineEdit(pinned, current), wordEdit(pinned, current)]) {
        if (edit && edit.from !== '' && occurrences(edit.from).test(probe))
            return edit;
    }
    return { error: `${key} in this repository's tools.py is not the pinned version's, beyond its text: its tools are rendered as smolagents ${SMOLAGENTS_VERSION.version} renders them` };
}
/** Applies an edit to one tool's rendering. */
function applyEdit(rendered, edit) {
    return edit ? rendered.replace(occurrences(edit.from), () => edit.to) : rendered;
}
/** Where a text stands whole: between white space or the ends, never inside a word (`()` of `print()`). */
function occurrences(text) {
    return new RegExp(`(?<=^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$)`, 'g');
}
/** The lines that differ (an insertion is anchored on the line before it). */
function lineEdit(pinned, current) {
    const a = pinned.split('\n');
    const b = current.split('\n');
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let end = 0;
    while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
        end++;
    const from = a.slice(start, a.length - end);
    const to = b.slice(start, b.length - end);
    if (from.length === 0 && start > 0)
        return { from: a[start - 1], to: [a[start - 1], ...to].join('\n') };
    return { from: from.join('\n'), to: to.join('\n') };
}
/** The characters that differ, widened to whole words on both sides. */
function wordEdit(pinned, current) {
    let start = 0;
    while (start < pinned.length && start < current.length && pinned[start] === current[start])
        start++;
    let end = 0;
    while (end < pinned.length - start && end < current.length - start && pinned[pinned.length - 1 - end] === current[current.length - 1 - end])
        end++;
    while (start > 0 && /\S/.test(pinned[start - 1]))
        start--;
    while (end > 0 && /\S/.test(pinned[pinned.length - end]))
        end--;
    return { from: pinned.slice(start, pinned.length - end), to: current.slice(start, current.length - end) };
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents/tool-renderers.ts


/** The method of `Tool` (smolagents' tools.py) that renders one tool into each agent class's system prompt. */
const TOOL_RENDERER = { CodeAgent: 'Tool.to_code_prompt()', ToolCallingAgent: 'Tool.to_tool_calling_prompt()' };
const RENDERER_KEYS = new Set(Object.values(TOOL_RENDERER));
const TOOLS_FILE = /(^|\/)tools\.py$/;
function repositoryRenderers(wiring) {
    const units = wiring.repository.units.filter((u) => TOOLS_FILE.test(u.path) && RENDERER_KEYS.has(u.key));
    const errors = new Map();
    const edits = new Map();
    for (const u of units) {
        const edit = rendererEdit(u.key, u.text);
        if (edit && 'error' in edit)
            errors.set(u.key, edit.error);
        else
            edits.set(u.key, edit);
    }
    return {
        renderers: {
            toCodePrompt: (tool) => applyEdit(toCodePrompt(tool), edits.get('Tool.to_code_prompt()')),
            toToolCallingPrompt: (tool) => applyEdit(toToolCallingPrompt(tool), edits.get('Tool.to_tool_calling_prompt()')),
        },
        units,
        errors,
    };
}
/**
 * The renderers of tools.py for one agent: the agent class's own renders each of its tools wherever
 * they are listed (and what could not be rendered of it is the agent's assumption); the other
 * class's is not sent.
 */
function rendererDeliveries(renderers, agent, listed) {
    const own = TOOL_RENDERER[agent.agentClass];
    const sends = new Map(renderers.units.map((u) => [u.id, u.key === own ? { kind: 'rendered', as: listed } : { kind: 'never', reason: 'renders tools for the other agent class' }]));
    const error = renderers.errors.get(own);
    return { sends, errors: error ? [error] : [] };
}

;// CONCATENATED MODULE: ./src/frameworks/smolagents.ts









/**
 * A run's defaults. No model class of smolagents marks a `cache_control` breakpoint (prompt caching
 * for Claude is still an open request: huggingface/smolagents issues 1419 and 2054), so on Anthropic
 * every request pays the plain input price (docs/architecture.md, "Caching").
 */
const smolagents_RUN = { steps: DEFAULT_MAX_STEPS, planningInterval: null, cacheBreakpoints: cache_layout/* NO_BREAKPOINTS */.nR };
/** The library's own three agents, by templates file, where the repository is smolagents itself and no construction uses them. */
const LIBRARY_AGENTS = {
    'code_agent.yaml': { name: 'smolagents CodeAgent', agentClass: 'CodeAgent' },
    'structured_code_agent.yaml': { name: 'smolagents CodeAgent (structured)', agentClass: 'CodeAgent' },
    'toolcalling_agent.yaml': { name: 'smolagents ToolCallingAgent', agentClass: 'ToolCallingAgent' },
};
const IMPORTS_SMOLAGENTS = /^\s*(from\s+smolagents\b|import\s+smolagents\b)/m;
/**
 * smolagents' agents (docs/architecture.md, "Rendered requests"): one per construction in the code
 * (`CodeAgent(...)`, `ToolCallingAgent(...)`), each with its own class, templates, tools, managed
 * agents and settings, its request rendered as agents.py renders it. A templates file no construction
 * uses is still an agent: the library's own (the repository is smolagents), or an application's
 * built by code that could not be read, with the library's defaults.
 */
function findSmolagentsAgents(repository) {
    const wiring = new SmolWiring(repository);
    const calls = wiring.calls.filter(agent_construction_isAgentCall);
    const built = calls.map((call) => readConstruction(wiring, call));
    const used = new Set(built.flatMap((a) => [a.templates.path, a.templates.library]));
    const unused = templatesFiles(wiring).filter((p) => !used.has(p));
    const usesSmolagents = repository.files === undefined || calls.length > 0 || (repository.files ?? []).some((f) => f.content.kind === 'text' && IMPORTS_SMOLAGENTS.test(f.content.text));
    const orphans = unused.flatMap((path) => {
        const templates = repositoryTemplates(wiring, path);
        const library = templates.library ? LIBRARY_AGENTS[templates.library] : undefined;
        if (!library && !usesSmolagents)
            return [];
        const agentClass = library?.agentClass ?? (/to_tool_calling_prompt/.test(templates.text.system_prompt) ? 'ToolCallingAgent' : 'CodeAgent');
        const assumptions = library ? [] : [`no construction of ${path} was found: priced as a ${agentClass} with the library's defaults`];
        return [{ agent: defaultAgent(wiring, agentClass, templates, assumptions), name: library?.name ?? `smolagents ${agentClass} (${path})` }];
    });
    const named = uniqueNames(built.map((agent) => ({ agent, name: constructionName(agent), path: agent.call.path })));
    const all = [...named.map((n) => ({ agent: n.agent, name: n.unique })), ...orphans];
    // What the repository holds of the library itself (smolagents' own repository): once for every agent.
    const library = { renderers: repositoryRenderers(wiring), wrappers: wiring.repository.units.filter((u) => MEMORY_FILE.test(u.path)) };
    const found = all.map(({ agent, name }) => foundAgent(agent, name, built, library));
    // A tool the code defines that no agent lists is sent by none: never "every tool in the repository".
    const listed = new Set(found.flatMap((a) => [...a.sends.keys()]));
    const unlisted = { kind: 'never', reason: "a smolagents tool no agent's tools= lists" };
    for (const id of toolUnits(wiring))
        if (!listed.has(id))
            for (const agent of found)
                agent.sends.set(id, unlisted);
    return found;
}
/** The units of every tool the code defines: a function's docstring, a class's description and input descriptions. */
function toolUnits(wiring) {
    return (wiring.repository.toolDefinitions ?? []).filter((d) => d.kind === 'class' || !d.plain).flatMap((d) => d.kind === 'function'
        ? [d.unitKey && wiring.here(d.path, d.unitKey)].filter((id) => id !== undefined)
        : wiring.unitsOf(d.path).filter((u) => u.key.startsWith(`${d.name}.`)).map((u) => u.id));
}
/** `smolagents CodeAgent manager (support/agent.py)`: by class, variable (or `name=`) and file, stable when lines move. */
function constructionName(agent) {
    const call = agent.call;
    const label = call.variable ?? call.args.name?.text ?? `at line ${call.line}`;
    return `smolagents ${agent.agentClass} ${label} (${call.path})`;
}
/** The library's default construction (`CodeAgent(tools=[], model=...)`) over these templates. */
function defaultAgent(wiring, agentClass, templates, assumptions) {
    const { value: tools, reads } = wiring.track(() => withFinalAnswer(wiring));
    return {
        reads: new Set([...reads, ...(templates.path ? [templates.path] : [])]),
        agentClass,
        templates,
        tools,
        managedAgents: [],
        maxSteps: DEFAULT_MAX_STEPS,
        planningInterval: null,
        authorizedImports: authorizedImports(),
        codeBlockTags: ['<code>', '</code>'],
        assumptions,
    };
}
const sameCall = (a, b) => a.path === b.path && a.line === b.line && a.callee === b.callee;
/** One agent as the diff prices it: its rendered request, the units it reads, its run settings. */
function foundAgent(agent, name, built, library) {
    const manager = agent.call && built.find((m) => m.managedAgents.some((x) => sameCall(x.call, agent.call)));
    const managedName = manager?.managedAgents.find((x) => sameCall(x.call, agent.call))?.name;
    const { parts, errors } = agent_request_agentRequest(agent, {
        renderers: library.renderers.renderers,
        managed: managedName ? { name: managedName } : undefined,
        wrappersAreUnits: library.wrappers.length > 0,
        reportOf: (managed) => {
            const own = built.find((b) => b.call && sameCall(b.call, managed.call));
            if (!own)
                return undefined;
            try {
                return renderTemplate(own.templates.text['managed_agent.report'], { name: managed.name, final_answer: '' });
            }
            catch {
                return own.templates.text['managed_agent.report'];
            }
        },
    });
    const sends = renderedUnits(agent, (key) => templateDelivery(key, name));
    for (const u of library.wrappers) {
        const wrapper = MEMORY_WRAPPERS.find((w) => w.key === u.key);
        if (wrapper)
            sends.set(u.id, wrapper.delivery);
    }
    const renderer = rendererDeliveries(library.renderers, agent, toolsListed(agent));
    for (const [id, delivery] of renderer.sends)
        sends.set(id, delivery);
    return {
        name,
        framework: 'smolagents',
        sends,
        settings: { ...smolagents_RUN, steps: agent.maxSteps, planningInterval: agent.planningInterval },
        ...(agent.model ? { model: agent.model } : {}),
        ...(agent.modelUnread ? { modelUnread: true } : {}),
        request: parts,
        reads: agent.reads,
        assumptions: [...agent.assumptions, ...renderer.errors, ...errors],
    };
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
        // Each construction is an agent, read with its arguments (`tools=`, `managed_agents=`, `max_steps=`).
        recordedCalls: ['CodeAgent', 'ToolCallingAgent'],
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
    // Constructions are read from the syntax tree (calls, bindings, tool definitions); of the text, only
    // a smolagents import, which says the repository uses smolagents.
    readsText: (file) => (file.kind.format === 'code' && file.kind.language === 'python' ? IMPORTS_SMOLAGENTS.exec(file.text)?.[0] : undefined),
};

;// CONCATENATED MODULE: ./src/frameworks/swe-agent/tool-bundles.ts


/** sweagent/tools/commands.py `BASH_COMMAND`. */
const BASH_COMMAND = {
    name: 'bash',
    signature: '<command>',
    docstring: 'runs the given command directly in bash',
    arguments: [{ name: 'command', type: 'string', description: 'The bash command to execute.', required: true }],
};
/** Where a bundle's commands are described. */
const BUNDLE_CONFIG = /(^|\/)tools\/[^/]+\/config\.yaml$/;
/** The commands a bundle's config.yaml lists, or undefined where it is not a bundle config. */
function bundleCommands(text, hidden = []) {
    let config;
    try {
        config = (0,dist/* parse */.qg)(text);
    }
    catch {
        return undefined;
    }
    const tools = config?.tools;
    if (typeof tools !== 'object' || tools === null)
        return undefined;
    return Object.entries(tools)
        .filter(([name]) => !hidden.includes(name))
        .map(([name, c]) => ({
        name,
        ...(typeof c?.docstring === 'string' ? { docstring: c.docstring } : {}),
        ...(typeof c?.signature === 'string' ? { signature: c.signature } : {}),
        ...(typeof c?.end_name === 'string' ? { endName: c.end_name } : {}),
        arguments: Array.isArray(c?.arguments) ? c.arguments.map(argumentOf) : [],
    }));
}
function argumentOf(a) {
    return {
        name: String(a.name),
        type: String(a.type),
        description: String(a.description ?? ''),
        required: a.required === true,
        ...(a.items !== undefined && a.items !== null ? { items: a.items } : {}),
        ...(Array.isArray(a.enum) ? { enum: a.enum } : {}),
    };
}
/** The units of a bundle config: each command's docstring and each argument's description. */
function bundleUnits(path, text) {
    const commands = bundleCommands(text) ?? [];
    const unit = (key, body) => ({ id: `${path}#${key}`, path, key, role: 'tool-description', text: body, lines: lineOf(text, body), placeholders: [] });
    return commands.flatMap((c) => [
        ...(c.docstring ? [unit(`tools.${c.name}.docstring`, c.docstring)] : []),
        // Keyed by the argument's place in the list, so that describing an earlier one renames none.
        ...c.arguments.flatMap((a, i) => (a.description ? [unit(`tools.${c.name}.arguments.${i}.description`, a.description)] : [])),
    ]);
}
/** The lines a text starts on (1-based, as far as it is found written out). */
function lineOf(text, body) {
    const first = body.split('\n')[0].trim();
    const at = first ? text.indexOf(first) : -1;
    const line = at < 0 ? 1 : text.slice(0, at).split('\n').length;
    return [line, line + body.split('\n').length - 1];
}
/** commands.py `Command.get_function_calling_tool`. */
function functionCallingTool(c) {
    const properties = {};
    const required = [];
    for (const a of c.arguments) {
        properties[a.name] = { type: a.type, description: a.description, ...(a.items !== undefined ? { items: a.items } : {}) };
        if (a.required)
            required.push(a.name);
        if (a.enum && a.enum.length > 0)
            properties[a.name].enum = a.enum;
    }
    const parameters = Object.keys(properties).length > 0 ? { type: 'object', properties, required } : { type: 'object' };
    return { type: 'function', function: { name: c.name, description: c.docstring ?? '', parameters } };
}
/** tools/utils.py `generate_command_docs`: each command's docstring (formatted with the env variables), signature and arguments. */
function commandDocs(commands, envVariables) {
    let docs = '';
    for (const c of commands) {
        docs += `${c.name}:\n`;
        if (c.docstring !== undefined)
            docs += `  docstring: ${pythonFormat(c.docstring, stringsOf(envVariables))}\n`;
        docs += `  signature: ${c.signature ?? signatureOf(c)}\n`;
        if (c.arguments.length > 0) {
            docs += '  arguments:\n';
            for (const a of c.arguments)
                docs += `    - ${a.name} (${a.type}) [${a.required ? 'required' : 'optional'}]: ${a.description}\n`;
        }
        docs += '\n';
    }
    return docs;
}
/** tools/utils.py `get_signature`, for a command without one written. */
function signatureOf(c) {
    const args = c.endName === undefined ? c.arguments : c.arguments.slice(0, -1);
    const signature = c.name + args.map((a) => (a.required ? ` <${a.name}>` : ` [<${a.name}>]`)).join('');
    return c.endName === undefined ? signature : `${signature}\n${c.arguments.at(-1)?.name ?? ''}\n${c.endName}`;
}
/** What Python's `str()` prints of YAML values (`WINDOW: 100` is 100, `true` is True). */
function stringsOf(values) {
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === true ? 'True' : v === false ? 'False' : v === null ? 'None' : String(v)]));
}
/** The bundle config files a repository holds, by path. */
function bundleFiles(files) {
    return new Map(files.filter((f) => BUNDLE_CONFIG.test(f.path) && f.content.kind === 'text').map((f) => [f.path, f.content.text]));
}

;// CONCATENATED MODULE: ./src/frameworks/swe-agent/config-request.ts


/** tools/tools.py `ToolConfig.env_variables`' default. */
const ENV_VARIABLES = { PAGER: 'cat', MANPAGER: 'cat', LESS: '-R', PIP_PROGRESS_BAR: 'off', TQDM_DISABLE: '1', GIT_PAGER: 'cat' };
/** agents.py `TemplateConfig`'s defaults. */
const NEXT_STEP = 'Observation: {{observation}}';
const TRUNCATED = 'Observation: {{observation[:max_observation_length]}}<response clipped>' +
    '<NOTE>Observations should not exceeded {{max_observation_length}} characters. ' +
    '{{elided_chars}} characters were elided. Please try a different command that produces less output ' +
    'or use head/tail/grep/redirect the output to a file. Do not use interactive pagers.</NOTE>';
/** The state a SWE-bench run starts in, as the bundles' state commands report it. */
const STATE = { working_dir: '/testbed', open_file: 'n/a' };
/** The templates rendered, each with how the run sends it (agents.py: setup, then each step). */
const RENDERED_TEMPLATES = [
    { key: 'system_template', delivery: { kind: 'every-request' } },
    { key: 'instance_template', delivery: { kind: 'start' } },
    { key: 'next_step_template', delivery: { kind: 'per-step' } },
    { key: 'next_step_no_output_template', delivery: { kind: 'per-step', instead: { output: 'empty' } } },
    // 100,000 characters, about 25,000 tokens at o200k's 4 characters a token.
    { key: 'next_step_truncated_observation_template', delivery: { kind: 'per-step', instead: { output: 'truncated', aboveTokens: 25_000 } } },
];
/**
 * One config's requests as SWE-agent renders them (docs/architecture.md, "Rendered requests"): its
 * templates rendered with jinja2 (an unknown variable prints nothing) over agents.py
 * `_get_format_dict` (the command docs, the env variables, an empty problem statement, the state a
 * run starts in), and, with function calling, its commands as the request's `tools`.
 */
function configRequest(config, bundleText) {
    const agent = (config?.agent ?? {});
    const templates = agent.templates ?? {};
    const tools = agent.tools ?? {};
    const assumptions = [];
    const commands = tools.enable_bash_tool === false ? [] : [BASH_COMMAND];
    const bundles = [];
    const hiddenTools = new Map();
    for (const bundle of tools.bundles ?? []) {
        const path = `${String(bundle.path).replace(/\/+$/, '')}/config.yaml`;
        const text = bundleText(path);
        const hidden = Array.isArray(bundle.hidden_tools) ? bundle.hidden_tools.map(String) : [];
        const found = text === undefined ? undefined : bundleCommands(text, hidden);
        if (found) {
            commands.push(...found);
            bundles.push(path);
            hiddenTools.set(path, new Set(hidden));
        }
        else
            assumptions.push(`the tool bundle ${String(bundle.path)} is not in the repository: its commands are priced as nothing`);
    }
    const env = tools.env_variables ?? ENV_VARIABLES;
    let docs = '';
    try {
        docs = commandDocs(commands, env);
    }
    catch (error) {
        assumptions.push(`the command docs could not be written (${error.message}): priced as empty`);
    }
    const functionCalling = (tools.parse_function?.type ?? 'function_calling') === 'function_calling';
    // agents.py renders the system template over `_get_format_dict()` alone; the instance and step
    // templates also get the state the bundles report.
    const system = { command_docs: docs, ...env, problem_statement: '', repo: '' };
    const variables = { ...system, ...STATE };
    const step = { ...variables, observation: '', elided_chars: 0, max_observation_length: templates.max_observation_length ?? 100_000 };
    const text = (key) => {
        const own = templates[key];
        if (typeof own === 'string')
            return own;
        if (key === 'next_step_no_output_template')
            return text('next_step_template');
        return key === 'next_step_template' ? NEXT_STEP : key === 'next_step_truncated_observation_template' ? TRUNCATED : '';
    };
    const render = (key, values) => {
        try {
            return renderJinja2(text(key), values, 'lenient');
        }
        catch (error) {
            assumptions.push(`${key} could not be rendered (${error.message}): priced as written`);
            return text(key);
        }
    };
    const parts = [];
    const delivered = new Map();
    let commandDelivery = { kind: 'never', reason: 'the config shows the model no command docs' };
    for (const { key, delivery } of RENDERED_TEMPLATES) {
        const isStep = key.startsWith('next_step');
        let rendered = render(key, isStep ? step : key === 'system_template' ? system : variables);
        // agents.py joins the strategy template to the instance template with a newline.
        if (key === 'instance_template' && typeof templates.strategy_template === 'string')
            rendered += `\n${render('strategy_template', variables)}`;
        if (rendered === '' && !isStep)
            continue;
        parts.push({ key, delivery, text: rendered, ...(key === 'instance_template' ? { carriesTask: true } : {}) });
        delivered.set(key, delivery);
        if (/\{\{-?\s*command_docs\b/.test(text(key)) && commandDelivery.kind === 'never')
            commandDelivery = delivery;
    }
    if (typeof templates.strategy_template === 'string')
        delivered.set('strategy_template', { kind: 'start' });
    if (functionCalling && commands.length > 0) {
        // The request body as litellm hands it on (compact JSON); providers count tool definitions in their own framing.
        parts.push({ key: 'tools', delivery: { kind: 'every-request' }, text: JSON.stringify(commands.map(functionCallingTool)) });
        commandDelivery = { kind: 'every-request' };
    }
    return { parts, templates: delivered, commandDelivery, bundles, hidden: hiddenTools, assumptions };
}

;// CONCATENATED MODULE: ./src/frameworks/swe-agent.ts




/**
 * SWE-agent (docs/architecture.md, "Rendered requests"): each config file with `agent.templates` is
 * one agent, an alternative to the others (a run loads one config), its request rendered as SWE-agent
 * renders it (`swe-agent/config-request.ts`): the templates with jinja2, the tool bundles it loads as
 * `{{command_docs}}` or as function-calling tools. Each step sends the whole history, so the
 * observation wrappers are paid on every later step; failure templates go out with a requery that
 * is then dropped from the history (agents.py `forward_with_handling`).
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
    const bundles = bundleFiles(repository.files ?? []);
    const bundleUnits = repository.units.filter((u) => BUNDLE_CONFIG.test(u.path));
    const agents = [];
    for (const [path, units] of byPath) {
        if (!units.some((u) => u.key.startsWith(TEMPLATES)))
            continue;
        const config = configOf(repository, path);
        const request = configRequest(config, (bundle) => bundles.get(bundle));
        const sends = new Map();
        for (const u of units) {
            const delivery = unitDelivery(u.key, config, request);
            if (delivery)
                sends.set(u.id, delivery);
        }
        const loaded = new Set(request.bundles);
        for (const u of bundleUnits) {
            const hidden = request.hidden.get(u.path)?.has(u.key.split('.')[1]) ?? false;
            const commands = !loaded.has(u.path)
                ? { kind: 'never', reason: 'a tool bundle this config does not load' }
                : hidden ? { kind: 'never', reason: "one of the bundle's hidden_tools" } : request.commandDelivery;
            sends.set(u.id, commands.kind === 'never' ? commands : { kind: 'rendered', as: commands });
        }
        const policy = historyPolicy(config);
        const usesState = request.parts.some((p) => p.key !== 'tools') && /\{\{-?\s*(working_dir|open_file)\b/.test(units.map((u) => u.text).join('\n'));
        agents.push({
            name: `SWE-agent ${path}`,
            framework: 'SWE-agent',
            sends,
            settings: { cacheBreakpoints: cacheLayoutOf(config), ...(policy ? { policy } : {}) },
            request: request.parts,
            reads: new Set([path, ...request.bundles]),
            assumptions: [...request.assumptions, ...(usesState ? ['the state is rendered as a SWE-bench run starts in it: working_dir /testbed, open_file n/a'] : [])],
        });
    }
    return agents;
}
/** How a config's own unit is sent: a rendered template through its part, the rest as the run sends them. */
function unitDelivery(key, config, request) {
    const demosInHistory = config?.agent?.templates?.put_demos_in_history === true;
    if (demosInHistory && key === 'agent.templates.demonstration_template')
        return { kind: 'never', reason: 'put_demos_in_history adds the demonstration without it' };
    const rendered = key.startsWith(TEMPLATES) ? request.templates.get(key.slice(TEMPLATES.length)) : undefined;
    return rendered ? { kind: 'rendered', as: rendered } : sweAgentDelivery(key);
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
    // A tool bundle's config: its commands' docstrings and argument descriptions.
    files: { globs: ['tools/*/config.yaml'], extract: bundleUnits },
    findAgents: findSweAgentAgents,
    // A config is rendered from the file itself (templates, tools, history processors), and the bundles it loads from theirs.
    readsText: (file, units) => ((/\.ya?ml$/i.test(file.path) && units.some((u) => u.key.startsWith(TEMPLATES))) || BUNDLE_CONFIG.test(file.path) ? file.text : undefined),
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
