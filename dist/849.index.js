export const id = 849;
export const ids = [849];
export const modules = {

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

/***/ 9004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HQ: () => (/* binding */ extractContent),
  nE: () => (/* binding */ memoizedExtractor),
  sy: () => (/* binding */ needsParsing),
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

;// CONCATENATED MODULE: ./src/extract/regexp-escape.ts
/** Text to stand for itself in a regular expression (`RegExp.escape`, which Node 20 lacks). */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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

;// CONCATENATED MODULE: ./src/extract/code/written-names.ts

/**
 * Whether any of `names` is written in the text as a whole name, not as part of a longer one (`tool`,
 * not `toolbar`; `ai.tool` is `tool`): a call the code rules name by its callee's last part is made
 * only where its name is written so. One pattern per list of names, made once.
 */
function writesName(text, names) {
    const list = [...names];
    if (list.length === 0)
        return false;
    const key = list.join('\n');
    let pattern = patterns.get(key);
    if (!pattern)
        patterns.set(key, (pattern = new RegExp(`(?<![\\w$])(?:${list.map(escapeRegExp).join('|')})(?![\\w$])`)));
    return pattern.test(text);
}
const patterns = new Map();

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
    // A tool is made by a call the code rules name: where none is written, a call outside a model's
    // files is read only for what it shows to people.
    const toolMakersWritten = writesName(source, [...js.toolCalls, ...js.positionalToolCalls, ...js.configuredToolCalls]);
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
                if (out.setAsideDisplayed(node) || (!llmFile && !toolMakersWritten))
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
    // The nodes `visit` does anything with: strings only where long ones are taken, objects only where
    // a tool's or a message's keys are written (most of a library's nodes are calls and objects).
    const actedTypes = new Set([...ACTED, ...(talksToModel ? LONG_TEXT : [])]);
    if (!toolSchemas && !chatMessages)
        actedTypes.delete('object');
    const acted = new ActedNodes(root, actedTypes);
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
/**
 * Whether the function whose parameters open at `from` (`(node) { ... }`) writes, in its body, a
 * string or a template part that may make prose: with white space or an escape in it. The text a
 * function returns is made of such literals alone (a template's substitution adds no text, only a
 * placeholder), and prose needs white space, so a function without one returns no prompt (`function
 * isTemplateLiteral(node) { return node.type === 'TemplateLiteral' }`). True where the function is
 * not written `(...) {...}` (a TypeScript return type, type parameters) or cannot be read.
 */
function bodyMayWriteProse(text, from) {
    if (text[from] !== '(')
        return true;
    const parameters = new Scan(text, [], () => false, { from });
    if (!parameters.run() || parameters.taken)
        return true;
    const body = nextCodeAt(text, parameters.at);
    if (text[body] !== '{')
        return true;
    const read = new Scan(text, [], () => false, { from: body, literal: (start, end) => MAY_MAKE_PROSE.test(text.slice(start, end)) });
    return !read.run() || read.taken;
}
const MAY_MAKE_PROSE = /[\s\\]/;
/** A `{` of a block or an object, the `${` of a template's substitution, a class body's `{`. */
const BLOCK = 0;
const SUBSTITUTION = 1;
const CLASS_BODY = 2;
class Scan {
    text;
    matches;
    take;
    part;
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
    /** Whether `take` (or a part's `literal`) took something: the scan is over. */
    taken = false;
    braces = [];
    /** For each open `(`, whether it holds a control keyword's condition. */
    parens = [];
    /** The brackets open, innermost last. */
    open = [];
    /** For each open `[`, where it is and the token before it. */
    brackets = [];
    constructor(text, matches, take, part = {}) {
        this.text = text;
        this.matches = matches;
        this.take = take;
        this.part = part;
        this.i = part.from ?? 0;
    }
    /** Where the scan is: past the close of a part read. */
    get at() {
        return this.i;
    }
    /** True when read to the end (or, for a part, to its close) with nothing taken or something taken; false when unsure. */
    run() {
        const text = this.text;
        const n = text.length;
        if (this.i === 0 && text.startsWith('#!'))
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
                if (this.part.literal?.(this.i + 1, end - 1))
                    return (this.taken = true);
                this.i = end;
                this.token('value', true);
                continue;
            }
            if (c === BACKTICK) {
                if (!this.templatePart(this.i + 1))
                    return false;
                if (this.taken)
                    return true;
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
            if (this.taken || (this.part.from !== undefined && this.depth() === 0))
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
                this.taken = this.take({ kind: 'computed', text: this.text.slice(open.at, end), end, previous: open.previous, next, enclosedBy: this.open.at(-1) ?? '', declarator: false, inClassBody });
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
                if (this.part.literal?.(from, j))
                    this.taken = true;
                this.i = j + 1;
                this.token('value', true);
                return true;
            }
            if (c === DOLLAR && text.charCodeAt(j + 1) === OPEN_BRACE) {
                if (this.part.literal?.(from, j))
                    this.taken = true;
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
        this.taken = this.take({ kind, text: this.text.slice(start, end), end: kind === 'string' ? end + 1 : end, previous: this.last, next: nextCode(this.text, after), enclosedBy: this.open.at(-1) ?? '', declarator: this.declaratorComma, inClassBody });
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
    return text[nextCodeAt(text, from)] ?? '';
}
/** Where code goes on from `from`, past spaces and comments (the text's length at its end). */
function nextCodeAt(text, from) {
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
                return text.length;
            i = end + 2;
        }
        else
            return i;
    }
    return text.length;
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
 *     as written (a class field's may be quoted: `'systemPrompt' = ...`); under a function's or a
 *     method's name only if its body writes a literal prose could be made of (`bodyMayWriteProse`);
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
        toolCalls: writesName(text, toolCalls) ? toolCalls : [],
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
    const words = [...(sought.names ? [context === 'plain' ? 'prompt' : REPOSITORY_WORDS] : []), ...sought.toolCalls.map(escapeRegExp), ...keys.map(escapeRegExp)];
    // A quoted key with an escape in it may read as one of the keys.
    const candidates = new RegExp([...words, ...(keys.length > 0 ? ['\\\\'] : [])].join('|'), 'gi');
    const keysSeen = new Set();
    let found = false;
    const read = scanCodeTokens(text, candidates, (token) => {
        if (sought.names && standsAsName(token) && (0,prompt_names/* mayNamePrompt */.Br)(token.text, context) && !returnsNoProse(text, token))
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
/**
 * Whether a name stands before `(...) {...}` (a function's or a method's: no declarator or field is
 * followed by `(`) whose body writes no literal prose could be made of (`bodyMayWriteProse`): what
 * the walker reads under such a name is what the function returns (`addReturnedPrompts`), and that
 * is made of the body's literals alone.
 */
function returnsNoProse(text, token) {
    return !bodyMayWriteProse(text, nextCodeAt(text, token.end));
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
/** `known.nothingToExtract === false` (the caller's `needsParsing` said so) spares code the text pre-check. */
function extractFile(file, parsers, options = {}, known = {}) {
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
            if (known.nothingToExtract === true || (known.nothingToExtract === undefined && hasNothingToExtract(file.path, file.kind.language, text, options)))
                return nothingInCode();
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
/** A code file's extraction when it holds no prompt. */
function nothingInCode() {
    return { units: [], findings: [], models: [], calls: [] };
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
function safeExtract(file, parsers, options = {}, known = {}) {
    try {
        return extractFile(file, parsers, options, known);
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
 * Whether extracting the file means parsing it: code that the text alone does not prove empty
 * (`hasNothingToExtract`). A reader asks first, to load no grammar, or send no file to a worker, for
 * the rest (docs/architecture.md, "Incremental extraction"). A file the test cannot read is parsed, so that
 * the full reading reports it.
 */
function needsParsing(file, options) {
    if (file.kind.format !== 'code' || file.content.kind !== 'text')
        return false;
    try {
        return !hasNothingToExtract(file.path, file.kind.language, file.content.text, options);
    }
    catch {
        return true;
    }
}
/**
 * A text file as extraction leaves it: its units, and its text only where a framework reads the file
 * itself. What `repositoryTalksToModel` needs of a code file is kept as one flag.
 */
function extractContent(file, parsers, options = {}, known = {}) {
    const { text, malformed } = file.content;
    const extraction = safeExtract(file, parsers, options, known);
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


/***/ })

};
