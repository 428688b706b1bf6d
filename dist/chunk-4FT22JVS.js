import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  loadTrace
} from "./chunk-AP654A53.js";
import {
  escapeRegExp
} from "./chunk-KLPRW6NI.js";
import {
  require_dist
} from "./chunk-GXPCTWCZ.js";
import {
  DEFAULT_LAYOUT,
  MAX_BREAKPOINTS,
  NO_BREAKPOINTS,
  assertNever,
  groupedNumber
} from "./chunk-MPTDITOE.js";
import {
  __toESM
} from "./chunk-LQK3ML4U.js";

// src/extract/code/code-rules.ts
function mergeCodeRules(all) {
  const list = (pick) => [...new Set(all.flatMap((r) => pick(r) ?? []))];
  const names3 = (pick) => new Set(list(pick));
  const promptArguments = {};
  for (const r of all) for (const [k, v2] of Object.entries(r.promptArguments ?? {})) promptArguments[k] ??= v2;
  const promptClasses2 = all.flatMap((r) => r.python?.promptClasses ? [r.python.promptClasses] : []);
  const objects = (language) => ({
    templates: list((r) => r[language]?.promptObjects?.templates),
    messages: list((r) => r[language]?.promptObjects?.messages),
    templateFactories: list((r) => r[language]?.promptObjects?.templateFactories),
    messageLists: list((r) => r[language]?.promptObjects?.messageLists)
  });
  return {
    promptArguments,
    argumentRoles: list((r) => r.argumentRoles),
    schemaArguments: names3((r) => r.schemaArguments),
    handoffCalls: names3((r) => r.handoffCalls),
    agentAsTool: list((r) => r.agentAsTool),
    recordedCalls: names3((r) => r.recordedCalls),
    modelCallees: { python: list((r) => r.modelCallees?.python), javascript: list((r) => r.modelCallees?.javascript) },
    modelProviderPackages: list((r) => r.modelProviderPackages),
    python: {
      toolDecorators: names3((r) => r.python?.toolDecorators),
      toolDescriptionArguments: list((r) => r.python?.toolDescriptionArguments),
      toolClasses: list((r) => r.python?.toolClasses),
      isPromptClass: (text2) => promptClasses2.some((p) => p.test(text2)),
      instructionClasses: names3((r) => r.python?.instructionClasses),
      docstringPromptDecorators: names3((r) => r.python?.docstringPromptDecorators),
      returnedPromptDecorators: names3((r) => r.python?.returnedPromptDecorators),
      functionToolFactories: list((r) => r.python?.functionToolFactories),
      roleMessageFactories: names3((r) => r.python?.roleMessageFactories),
      promptObjects: objects("python")
    },
    javascript: javascriptRules(
      names3((r) => r.javascript?.toolCalls),
      names3((r) => r.javascript?.positionalToolCalls),
      names3((r) => r.javascript?.configuredToolCalls),
      objects("javascript")
    )
  };
}
function javascriptRules(toolCalls, positionalToolCalls, configuredToolCalls, promptObjects) {
  return { toolCalls, positionalToolCalls, configuredToolCalls, toolMakers: [.../* @__PURE__ */ new Set([...toolCalls, ...positionalToolCalls, ...configuredToolCalls])], promptObjects };
}
function lastNames(callee, n = 1) {
  return callee.split(".").slice(-n).join(".");
}

// src/extract/code/function-types.ts
var FUNCTION_TYPES = /* @__PURE__ */ new Set([
  "function_definition",
  "lambda",
  "function_declaration",
  "function_expression",
  "function",
  "arrow_function",
  "method_definition",
  "generator_function_declaration"
]);

// src/extract/code/name-words.ts
function nameWords(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[^A-Za-z0-9]+/).filter(Boolean).map((w2) => w2.toLowerCase());
}

// src/extract/code/document-functions.ts
var DOCUMENT_WORDS = /* @__PURE__ */ new Set(["report", "markdown", "md", "html", "latex", "tex", "pdf"]);
function makesDocumentForPeople(functionName) {
  return DOCUMENT_WORDS.has(nameWords(functionName).at(-1) ?? "");
}

// src/extract/code/text-for-people.ts
var QUESTION_CALL = /^(input|raw_input|getpass|getpass\.getpass|prompt|confirm|(click|typer)\.(prompt|confirm)|(Prompt|Confirm|IntPrompt|FloatPrompt)\.ask|questionary\.\w+|inquirer\.\w+|\w*[sS]ession\.prompt|\w*\.question|window\.(prompt|confirm))$/;
var OPTION_CALL = /^(click|typer)\.(option|Option|argument|Argument)$/;
var QUESTION_KEYWORDS = /* @__PURE__ */ new Set(["prompt", "message", "text", "question"]);
var DISPLAY_CALL = /^(print|echo|alert|flash|render_template(_string)?|send_mail|(click|typer)\.(echo|secho|edit)|say|([\w.]*\.)?chat[_.]postMessage|console\.\w+|sys\.std(out|err)\.write|toast(\.\w+)?|([\w.]*\.)?(mailer|mail|smtp|email)\.\w+|([\w.]*\.)?(send_mail|send_email)|([\w.]*\.)?(logging|logger|log|_logger|_log)\.\w+|warnings\.warn)$/i;
function isTerminalCall(callee) {
  return QUESTION_CALL.test(callee) || OPTION_CALL.test(callee);
}
function isDisplayCall(callee) {
  return DISPLAY_CALL.test(callee);
}
function namesAskedAtTerminal(root, language) {
  let names3;
  return () => {
    if (names3) return names3;
    names3 = /* @__PURE__ */ new Set();
    for (const call of root.descendantsOfType(language === "python" ? "call" : "call_expression")) {
      const callee = call?.childForFieldName("function")?.text ?? "";
      const option = OPTION_CALL.test(callee);
      if (!call || !option && !QUESTION_CALL.test(callee)) continue;
      const args = (call.childForFieldName("arguments")?.namedChildren ?? []).filter((a) => a !== null && a.type !== "comment");
      for (const [i, arg4] of args.entries()) {
        const keyword = arg4.type === "keyword_argument" ? arg4.childForFieldName("name")?.text : void 0;
        const question = keyword ? QUESTION_KEYWORDS.has(keyword) : !option && i === 0;
        const value = nameIn(keyword ? arg4.childForFieldName("value") : arg4);
        if (question && value) names3.add(value.text.split(".").at(-1));
      }
    }
    return names3;
  };
}
function shownToPeopleIndex() {
  const indexes = /* @__PURE__ */ new Map();
  return (name, scope) => {
    let index = indexes.get(scope.id);
    if (!index) {
      index = /* @__PURE__ */ new Map();
      for (const id of scope.descendantsOfType(["identifier", "property_identifier", "shorthand_property_identifier"])) {
        if (!id || isAssignedHere(id)) continue;
        const counts2 = index.get(id.text) ?? { reads: 0, shown: 0 };
        counts2.reads++;
        if (isShown(id)) counts2.shown++;
        index.set(id.text, counts2);
      }
      indexes.set(scope.id, index);
    }
    const counts = index.get(name);
    return counts !== void 0 && counts.reads > 0 && counts.shown === counts.reads;
  };
}
function isAssignedHere(id) {
  const parent = id.parent;
  if (!parent) return false;
  const target = parent.childForFieldName("left") ?? parent.childForFieldName("name");
  return target !== null && target.startIndex === id.startIndex && /assignment|declarator|definition|declaration|parameter/.test(parent.type);
}
var RENDERABLE = /^(rich\.\w+\.)?(Panel|Text|Markdown|Syntax|Align|Padding|Rule|Tree|Table)(\.\w+)?$/;
var FOR_PEOPLE = /^(help|help_text|helpText|helperText|label|verbose_name|placeholder|title|tooltip|hint|description|caption|alt|aria-label|aria-description|error_message|errorMessage)$/;
function isShown(id) {
  let node = id;
  for (let depth = 0; depth < 8 && node.parent; depth++) {
    const parent = node.parent;
    if (id.type === "shorthand_property_identifier") return false;
    if (parent.type === "jsx_expression") {
      const attribute = parent.parent?.type === "jsx_attribute" ? parent.parent.namedChildren[0]?.text : void 0;
      return attribute === void 0 || FOR_PEOPLE.test(attribute);
    }
    if (parent.type === "keyword_argument" && FOR_PEOPLE.test(parent.childForFieldName("name")?.text ?? "") && parent.childForFieldName("name")?.text !== "description") return true;
    if (parent.type === "argument_list" || parent.type === "arguments" || parent.type === "keyword_argument") {
      const call = parent.type === "keyword_argument" ? parent.parent?.parent : parent.parent;
      const callee = call?.childForFieldName("function")?.text ?? "";
      if (DISPLAY_CALL.test(callee)) return true;
      if (!call || !RENDERABLE.test(callee)) return false;
      node = call;
      continue;
    }
    if (parent.type === "return_statement" || parent.type === "arrow_function" && parent.childForFieldName("body")?.id === node.id) return returnsDocumentForPeople(parent);
    if (!/^(attribute|member_expression|call|call_expression|binary_operator|binary_expression|interpolation|template_substitution|string|template_string|parenthesized_expression|concatenated_string)$/.test(parent.type)) return false;
    if (FUNCTION_TYPES.has(parent.type)) return false;
    node = parent;
  }
  return false;
}
function returnsDocumentForPeople(at2) {
  let fn = at2;
  while (fn && !FUNCTION_TYPES.has(fn.type)) fn = fn.parent;
  const name = fn?.childForFieldName("name") ?? (fn?.parent?.type === "variable_declarator" ? fn.parent.childForFieldName("name") : null);
  return name ? makesDocumentForPeople(name.text) : false;
}
function looksLikeTerminalQuestion(text2) {
  if (text2.trim().includes("\n")) return false;
  return /[[(]\s*y(es)?\s*\/\s*n(o)?\s*[\])]/i.test(text2) || /[:?>] +$/.test(text2) || /\[[^\]\n]*\]:? +$/.test(text2);
}
function looksLikeMarkup(text2) {
  return /^\s*<(!doctype|html|head|body|div|table|span|section|p|ul|form)\b/i.test(text2) || /\{%-?\s*(extends|block)\b/.test(text2) || LATEX_DOCUMENT.test(text2);
}
var LATEX_DOCUMENT = /^\s*(%[^\n]*\n\s*)*\\documentclass\b/;
function nameIn(node) {
  for (let depth = 0; node && depth < 4; depth++) {
    if (/^(identifier|attribute|member_expression)$/.test(node.type)) {
      const object = node.childForFieldName("object");
      const property = (node.childForFieldName("attribute") ?? node.childForFieldName("property"))?.text;
      if (object && property && /^(format|replace|strip|trim|rstrip)$/.test(property)) return nameIn(object);
      return node;
    }
    if (node.type === "call" || node.type === "call_expression") node = node.childForFieldName("function");
    else if (node.type === "binary_operator" && node.childForFieldName("operator")?.text === "%") node = node.childForFieldName("left");
    else return void 0;
  }
  return void 0;
}
function enclosingScope(node, root) {
  for (let n = node.parent; n; n = n.parent) if (FUNCTION_TYPES.has(n.type)) return n;
  return root;
}
function nameJudge(root, language, file) {
  const asked = namesAskedAtTerminal(root, language);
  const shown = shownToPeopleIndex();
  const onlyShown = (name, at2) => shown(name, enclosingScope(at2, root));
  return {
    onlyShown,
    context: (name, at2, extra = {}) => ({
      // A Tool class's attributes are read as a model file's, whatever the file.
      file: extra.toolClass ? "model" : file,
      promptClass: extra.promptClass ?? false,
      askedAtTerminal: asked().has(name),
      shownToPeople: () => onlyShown(name, at2)
    })
  };
}

// src/extract/code/prompt-names.ts
var STRONG = /* @__PURE__ */ new Set(["prompt", "prompts", "system", "instruction", "instructions", "template", "templates", "persona", "reminder", "reminders", "preamble", "guideline", "guidelines"]);
var WEAK = /* @__PURE__ */ new Set(["description", "message", "messages"]);
var SOFT_NOT = /* @__PURE__ */ new Set(["error", "err", "exception", "warning", "warn", "usage", "status", "path", "file", "filename", "id", "key", "type", "name", "version"]);
var HARD_NOT = /* @__PURE__ */ new Set(["log", "logger", "logging", "commit", "help", "exit", "http", "url", "email", "mail", "html", "sql", "sms", "css", "page", "slack", "notification", "notifications", "comment", "pr", "issue", "changelog", "release"]);
var NOT = /* @__PURE__ */ new Set([...SOFT_NOT, ...HARD_NOT]);
function isPromptKey(key) {
  const words = nameWords(key);
  if (words.length === 0 || words.some((w2) => /^\d+$/.test(w2))) return false;
  if (words.some((w2) => HARD_NOT.has(w2))) return words.length <= 4 && (words.at(-1) === "prompt" || words.at(-1) === "prompts");
  if (words.some((w2) => SOFT_NOT.has(w2))) return words.length <= 4 && STRONG.has(words.at(-1));
  return STRONG.has(words.at(-1)) || words.length <= 4 && words.some((w2) => STRONG.has(w2));
}
function isMessageKey(key) {
  const words = nameWords(key);
  return words.at(-1) === "messages" && !words.some((w2) => NOT.has(w2));
}
function isPromptCollectionName(name) {
  const last = nameWords(name).at(-1);
  return last !== void 0 && ["prompts", "templates", "instructions", "personas", "reminders"].includes(last);
}
function hasPromptWord(name) {
  return nameWords(name).some((w2) => STRONG.has(w2) || WEAK.has(w2));
}
function isPromptModulePath(path) {
  return PROMPT_MODULE_PATH.test(path);
}
var PROMPT_MODULE_PATH = /prompt[^/]*$|(?:^|\/)prompts?\//i;
function isNamedPrompt(name, text2, where) {
  if (!isProse(text2) || looksLikeMarkup(text2) || where.askedAtTerminal) return false;
  if (where.promptClass) return true;
  const words = nameWords(name);
  if (!namesPrompt(words, where.file)) return false;
  if (where.file === "model") return words.some((w2) => STRONG.has(w2)) || text2.length >= MIN_WEAK_PROSE;
  return !(looksLikeTerminalQuestion(text2) || looksLikeCode(text2) || where.shownToPeople?.());
}
function mayNamePrompt(name, file) {
  return namesPrompt(nameWords(name), file) || isPromptCollection(name, file);
}
function namesPrompt(words, file) {
  const last = words.at(-1);
  if (last === void 0) return false;
  const endsInPrompt = last === "prompt" || last === "prompts";
  const vetoed = words.some((w2) => HARD_NOT.has(w2)) && !endsInPrompt || words.some((w2) => SOFT_NOT.has(w2)) && !(file === "plain" ? endsInPrompt : STRONG.has(last));
  if (vetoed) return false;
  if (file === "model") return words.some((w2) => STRONG.has(w2) || WEAK.has(w2));
  if (file === "repository") return words.some((w2) => STRONG.has(w2) && w2 !== "system") || words.includes("system") && words.some((w2) => WEAK.has(w2));
  return words.some((w2) => w2 === "prompt" || w2 === "prompts");
}
var CODE_LINE = /^\s*(def |class |import |from [\w.]+ import |return\b|raise\b|(if|elif|for|while|with)\b.*:\s*$|else:|try:|except\b|#include\b|#!|# -\*-|[{}()[\];,]+\s*$|.*[;{]\s*$|[\w.]+\(.*\)\s*$|[\w.]+\s*=\s*\S)/;
function looksLikeCode(text2) {
  if (SQL.test(text2) || LOG_FORMAT.test(text2)) return true;
  const lines = text2.split("\n").filter((l3) => l3.trim());
  return lines.length >= 2 && lines.filter((l3) => CODE_LINE.test(l3)).length / lines.length >= 0.5;
}
var SQL = /^\s*(select|insert|update|delete|merge|with|create|alter|drop|upsert)\b[\s\S]*\b(from|into|set|table|values|using|where)\b/i;
var LOG_FORMAT = /^[^\n]*%\(\w+\)[-#0 +\d.]*[sdifr][^\n]*%\(\w+\)[-#0 +\d.]*[sdifr][^\n]*$/;
function isPromptCollection(name, file) {
  const words = nameWords(name);
  if (!isPromptCollectionName(name) || words.some((w2) => NOT.has(w2))) return false;
  return file !== "plain" || words.at(-1) === "prompts";
}
function roleForName(name) {
  const words = nameWords(name);
  if (words.includes("description")) return "tool-description";
  if (words.some((w2) => w2 === "example" || w2 === "examples")) return "example";
  if (words.some((w2) => w2 === "user" || w2 === "task" || w2 === "human" || w2 === "instance") || words.includes("template") && !words.includes("system")) return "template";
  return "system";
}
var PROMPT_ARGUMENTS = {
  system: "system",
  system_prompt: "system",
  systemPrompt: "system",
  system_message: "system",
  systemMessage: "system",
  instructions: "system",
  prompt: "template",
  prompt_template: "template",
  description: "tool-description",
  template: "template"
};
function isProse(text2) {
  return /\S\s+\S/.test(text2);
}
var MIN_WEAK_PROSE = 40;
var LONG_STRING = 200;
function isLongProse(text2) {
  return text2.length >= LONG_STRING && isProse(text2) && !looksLikeFileList(text2);
}
function looksLikeFileList(text2) {
  const words = text2.split(/[\s,;{}()[\]|]+/).filter(Boolean);
  const files = words.filter((w2) => /^[\w.*?!@~/-]*(\.[A-Za-z0-9*]{1,10}|\/|\*)[\w.*?!/-]*$/.test(w2) && /[./*]/.test(w2));
  return words.length >= 5 && files.length / words.length >= 0.6;
}

// src/extract/code/sdk-imports.ts
function isSdkModule(module, language, modules) {
  const separator = language === "python" ? "." : "/";
  return modules[language].some(
    (entry) => entry.endsWith("*") ? module.startsWith(entry.slice(0, -1)) : module === entry || module.startsWith(entry + separator)
  );
}
function treeText(text2) {
  return text2.slice(Math.max(0, text2.search(/[!-~]/)));
}
function importsSdk(text2, language, modules) {
  if (!writesSdkName(text2, language, modules[language])) return false;
  return importedModules(text2, language).some((m) => isSdkModule(m, language, modules));
}
function writesSdkName(text2, language, entries) {
  let test = entryTests.get(entries);
  if (test === void 0) entryTests.set(entries, test = entryTest(language, entries));
  return test === null || test.test(text2);
}
var entryTests = /* @__PURE__ */ new WeakMap();
function entryTest(language, entries) {
  const whole = [];
  const prefixes = [];
  for (const entry of entries) {
    const prefix = entry.endsWith("*");
    const name = prefix ? entry.slice(0, -1) : entry;
    if (language === "python") {
      const part = name.split(".")[0];
      if (!/^\w+$/.test(part)) return null;
      (prefix && !name.includes(".") ? prefixes : whole).push(part);
    } else {
      if (!name || /\s/.test(name)) return null;
      (prefix ? prefixes : whole).push(name);
    }
  }
  const alternatives = (list) => list.map(escapeRegExp).join("|");
  const tests = [];
  if (language === "python") {
    if (whole.length) tests.push(String.raw`\b(?:${alternatives(whole)})\b`);
    if (prefixes.length) tests.push(String.raw`\b(?:${alternatives(prefixes)})`);
  } else {
    if (whole.length) tests.push(`['"](?:${alternatives(whole)})['"/]`);
    if (prefixes.length) tests.push(`['"](?:${alternatives(prefixes)})`);
  }
  return new RegExp(tests.join("|") || "(?!)");
}
var PYTHON_FROM = /^[ \t]*from[ \t]+([\w.]+)[ \t]+import[ \t]*(\([^)]*\)|[^\n#;]*)/gm;
var PYTHON_IMPORT = /^[ \t]*import[ \t]+([^\n#;]+)/gm;
var JS_FROM = /^[ \t]*(import|export)\b([\w$*{},\s]*?)\bfrom[ \t]*['"]([^'"\n]+)['"]/gm;
var JS_BARE = /^[ \t]*import[ \t]*['"]([^'"\n]+)['"]/gm;
var JS_CALL = /\b(?:require|import)[ \t]*\([ \t]*['"]([^'"\n]+)['"][ \t]*\)/g;
function importedModules(text2, language) {
  return language === "python" ? pythonImports(text2) : javascriptImports(text2);
}
function pythonImports(source) {
  const text2 = withoutTypeCheckingBlocks(blank(source, /("""|''')[\s\S]*?\1/g));
  const modules = [];
  for (const m of text2.matchAll(PYTHON_FROM)) {
    const module = m[1];
    modules.push(module);
    for (const name of names(m[2].replace(/[()]/g, ""))) modules.push(`${module}.${name}`);
  }
  for (const m of text2.matchAll(PYTHON_IMPORT)) modules.push(...names(m[1]));
  return modules;
}
function names(list) {
  return list.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "").filter((name) => /^[\w.]+$/.test(name));
}
function withoutTypeCheckingBlocks(text2) {
  const lines = text2.split("\n");
  let blockIndent = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const indent2 = line.length - line.trimStart().length;
    if (blockIndent >= 0) {
      if (!line.trim() || indent2 > blockIndent) {
        lines[i] = "";
        continue;
      }
      blockIndent = -1;
    }
    if (/^\s*if\s+(typing\.)?TYPE_CHECKING\s*:\s*(#.*)?$/.test(line)) blockIndent = indent2;
  }
  return lines.join("\n");
}
function javascriptImports(source) {
  const text2 = blank(source, /`(?:\\[\s\S]|[^`\\])*`/g);
  const modules = [];
  for (const m of text2.matchAll(JS_FROM)) if (!(m[1] === "import" && /^\s*type\b/.test(m[2]))) modules.push(m[3]);
  for (const m of text2.matchAll(JS_BARE)) modules.push(m[1]);
  for (const m of text2.matchAll(JS_CALL)) modules.push(m[1]);
  return modules;
}
function blank(text2, pattern) {
  return text2.replace(pattern, (m) => m.replace(/[^\n]+/g, (run) => " ".repeat(run.length)));
}

// src/extract/repository-context.ts
function repositoryTalksToModel(files, modules) {
  for (const file of files) {
    if (file.kind.format !== "code") continue;
    if (file.content.kind === "text" ? talksToModel(file.path, file.kind.language, file.content.text, modules) : file.content.kind === "extracted" && file.content.talksToModel) return true;
  }
  return false;
}
function talksToModel(path, language, text2, modules) {
  return isPromptModulePath(path) || (language === "python" ? importsSdk(text2, "python", modules) : importsSdk(treeText(text2), "javascript", modules));
}

// src/extract/placeholders.ts
var TEMPLATE_FIELD = /\{\{\{?[&~]?\s*(?:[#^]\s*(?:(?:each|if|unless|with)\s+)?)?(?!else\b)([A-Za-z_][\w.]*)/g;
function templateFields(text2) {
  return [...new Set(Array.from(text2.matchAll(TEMPLATE_FIELD), (m) => m[1]))];
}
function formatFields(value) {
  const fields = [];
  const text2 = value.text.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (m, field) => {
    if (m === "{{") return "{";
    if (m === "}}") return "}";
    fields.push(field || `${fields.length}`);
    return "";
  });
  return { text: text2, placeholders: [.../* @__PURE__ */ new Set([...fields, ...templateFields(text2)])] };
}

// src/extract/prompt-unit.ts
var ROLES = [
  "instructions",
  "system",
  "tool-schema",
  "tool-description",
  "example",
  "template",
  "tool-output",
  "other"
];
function unitId(path, key) {
  return key ? `${path}#${key}` : path;
}

// src/extract/whole-file.ts
function wholeFileUnit(path, role, text2) {
  const placeholders = templateFields(text2);
  return { id: unitId(path, ""), path, key: "", role, text: text2, lines: [1, lineCount(text2)], placeholders };
}
function lineCount(text2) {
  if (text2.length === 0) return 0;
  let n = 1;
  for (let i = text2.indexOf("\n"); i !== -1 && i < text2.length - 1; i = text2.indexOf("\n", i + 1)) n++;
  return n;
}

// src/frameworks/file-units.ts
function partUnit(origin, key, role, text2) {
  const last = origin.line + Math.max(lineCount(text2), 1) - 1;
  return {
    id: unitId(origin.path, key),
    path: origin.path,
    key,
    role,
    text: text2,
    lines: [origin.line, last],
    placeholders: templateFields(text2),
    ...origin.frontmatter ? { frontmatter: origin.frontmatter } : {}
  };
}
function pastCapKey(key) {
  return key ? `${key}.past-cap` : "past-cap";
}
function cappedUnits(origin, key, role, text2, limit, measure) {
  const cut = cutAt(text2, limit, measure);
  if (cut >= text2.length) return [partUnit(origin, key, role, text2)];
  const kept = text2.slice(0, cut);
  const pastLine = origin.line + kept.split("\n").length - 1;
  return [partUnit(origin, key, role, kept), partUnit({ ...origin, line: pastLine }, pastCapKey(key), role, text2.slice(cut))];
}
function cutAt(text2, limit, measure) {
  let size = 0;
  let index = 0;
  for (const ch of text2) {
    size += charSize(ch, measure);
    if (size > limit) return index;
    index += ch.length;
  }
  return text2.length;
}
function sizeIn(text2, measure) {
  let size = 0;
  for (const ch of text2) size += charSize(ch, measure);
  return size;
}
function charSize(ch, measure) {
  if (measure === "characters") return 1;
  const cp = ch.codePointAt(0);
  return cp < 128 ? 1 : cp < 2048 ? 2 : cp < 65536 ? 3 : 4;
}

// src/frameworks/frontmatter.ts
var import_yaml = __toESM(require_dist(), 1);
var FENCE = /^---[ \t]*\r?$/;
function splitFrontmatter(text2) {
  const lines = text2.replace(/^\uFEFF/, "").split("\n");
  if (!FENCE.test(lines[0] ?? "")) return { data: {}, body: text2, bodyLine: 1 };
  const end = lines.findIndex((l3, i) => i > 0 && (FENCE.test(l3) || /^\.\.\.[ \t]*\r?$/.test(l3)));
  if (end < 0) return { data: {}, body: text2, bodyLine: 1 };
  const header = lines.slice(1, end).join("\n");
  return { data: readHeader(header), body: lines.slice(end + 1).join("\n"), bodyLine: end + 2 };
}
function readHeader(header) {
  try {
    const value = (0, import_yaml.parse)(header);
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
  }
  return readLines(header);
}
function readLines(header) {
  const data = {};
  let list;
  for (const raw of header.split("\n")) {
    const line = raw.replace(/\r$/, "");
    const item = /^\s+-\s*(.*)$/.exec(line) ?? /^-\s*(.*)$/.exec(line);
    if (item && list !== void 0) {
      const value2 = data[list];
      data[list] = [...Array.isArray(value2) ? value2 : [], unquote(item[1])];
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) continue;
    const [, key, value] = pair;
    list = value.trim() === "" ? key : void 0;
    data[key] = list ? [] : scalar(value.trim());
  }
  return data;
}
function scalar(value) {
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
  return unquote(value);
}
function unquote(value) {
  const v2 = value.trim();
  return /^(['"]).*\1$/.test(v2) && v2.length >= 2 ? v2.slice(1, -1) : v2;
}
function stringField(data, key) {
  const value = data?.[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : typeof value === "number" ? String(value) : void 0;
}
function booleanField(data, key) {
  const value = data?.[key];
  return value === true || typeof value === "string" && /^(true|yes|on)$/i.test(value.trim());
}
function globsField(data, key) {
  const value = data?.[key];
  const items2 = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return items2.filter((g2) => typeof g2 === "string").map((g2) => g2.trim()).filter((g2) => g2.length > 0);
}

// node_modules/marked/lib/marked.esm.js
function G() {
  return { async: false, breaks: false, extensions: null, gfm: true, hooks: null, pedantic: false, renderer: null, silent: false, tokenizer: null, walkTokens: null };
}
var S = G();
function ue(l3) {
  S = l3;
}
var q = { exec: () => null };
function D(l3) {
  let e = [];
  return (t) => {
    let n = Math.max(0, Math.min(3, t - 1)), r = e[n];
    return r || (r = l3(n), e[n] = r), r;
  };
}
function g(l3, e = "") {
  let t = typeof l3 == "string" ? l3 : l3.source, n = { replace: (r, s) => {
    let o = typeof s == "string" ? s : s.source;
    return o = o.replace(O.caret, "$1"), t = t.replace(r, o), n;
  }, getRegex: () => new RegExp(t, e) };
  return n;
}
var _e = ((l3 = "") => {
  try {
    return !!new RegExp("(?<=1)(?<!1)" + l3);
  } catch {
    return false;
  }
})();
var O = { codeRemoveIndent: /^(?: {0,3}\t| {1,4})/gm, listInterruptsParagraph: /^ {0,3}(?:[*+-]|1[.)])[ \t]+[^ \t\n]/, outputLinkReplace: /\\([\[\]])/g, indentCodeCompensation: /^(\s+)(?:```)/, beginningSpace: /^\s+/, endingHash: /#$/, startingSpaceChar: /^ /, endingSpaceChar: / $/, endingSpaceTabChar: /[ \t]$/, nonSpaceChar: /[^ ]/, newLineCharGlobal: /\n/g, tabCharGlobal: /\t/g, leadingSpaceTab: /^[ \t]+/, multipleSpaceGlobal: /\s+/g, blankLine: /^[ \t]*$/, doubleBlankLine: /\n[ \t]*\n[ \t]*$/, blockquoteStart: /^ {0,3}>/, blockquoteSetextReplace: /\n {0,3}((?:=+|-+)[ \t]*)(?=\n|$)/g, blockquoteSetextReplace2: /^ {0,3}>[ \t]?/gm, blockquoteMarkerWhitespace: /^( {0,3}>)(\t[ \t]*)/gm, nestedBlockMarker: /^ {0,3}(?:(?:[*+-]|\d{1,9}[.)])(?: |$)|> ?)/, listReplaceNesting: /^ {1,4}(?=( {4})*[^ ])/g, listIsTask: /^\[[ xX]\][ \t]+\S/, listReplaceTask: /^\[[ xX]\][ \t]+/, listTaskCheckbox: /\[[ xX]\]/, anyLine: /\n.*\n/, hrefBrackets: /^<(.*)>$/, tableDelimiter: /[:|]/, tableAlignChars: /^\||\| *$/g, tableRowBlankLine: /\n[ \t]*$/, tableAlignRight: /^ *-+: *$/, tableAlignCenter: /^ *:-+: *$/, tableAlignLeft: /^ *:-+ *$/, startATag: /^<a /i, endATag: /^<\/a>/i, startPreScriptTag: /^<(pre|code|kbd|script)(\s|>)/i, endPreScriptTag: /^<\/(pre|code|kbd|script)(\s|>)/i, startAngleBracket: /^</, endAngleBracket: />$/, pedanticHrefTitle: /^([^'"]*[^\s])\s+(['"])(.*)\2/, unicodeAlphaNumeric: /[\p{L}\p{N}]/u, numericCharacterReference: /&#(?:(\d{1,7})|[Xx]([A-Fa-f0-9]{1,6}));/, numericCharacterReferenceOrAmpersand: /&#(?:(\d{1,7})|[Xx]([A-Fa-f0-9]{1,6}));|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/g, escapeTest: /[&<>"']/, escapeReplace: /[&<>"']/g, escapeTestNoEncode: /[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/, escapeReplaceNoEncode: /[<>"']|&(?!(#\d{1,7}|#[Xx][a-fA-F0-9]{1,6}|\w+);)/g, caret: /(^|[^\[])\^/g, percentDecode: /%25/g, findPipe: /\|/g, splitPipe: / \|/, slashPipe: /\\\|/g, carriageReturn: /\r\n|\r/g, spaceLine: /^ +$/gm, notSpaceStart: /^\S*/, endingNewline: /\n$/, listItemRegex: (l3) => new RegExp(`^( {0,3}${l3})((?:[	 ][^\\n]*)?(?:\\n|$))`), nextBulletRegex: D((l3) => new RegExp(`^ {0,${l3}}(?:[*+-]|\\d{1,9}[.)])((?:[ 	][^\\n]*)?(?:\\n|$))`)), hrRegex: D((l3) => new RegExp(`^ {0,${l3}}((?:-[ 	]*){3,}|(?:_[ 	]*){3,}|(?:\\*[ 	]*){3,})(?:\\n+|$)`)), fencesBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}(?:\`\`\`|~~~)`)), headingBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}#{1,6}(?:\\s|$)`)), pedanticHeadingBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}#`)), htmlBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}(?:</?(?:${he})(?:[ \\t]+|$|/?>)|<(?:(?:script|pre|style|textarea)(?:[\\s>]|$)|!--)|<\\?|<![A-Za-z]|<!\\[CDATA\\[)`, "i")), blockquoteBeginRegex: D((l3) => new RegExp(`^ {0,${l3}}>`)), nestedContainerMarkers: /^(?: {0,3}(?:(?:[*+-]|\d{1,9}[.)])[ \t]+|>[ \t]?))+/ };
var Ge = /^(?:[ \t]*(?:\n|$))+/;
var Ne = /^((?: {4}| {0,3}\t)[^\n]+(?:\n(?:[ \t]*(?:\n|$))*)?)+/;
var Fe = /^ {0,3}(`{3,}(?=[^`\n]*(?:\n|$))|~{3,})([^\n]*)(?:\n|$)(?:|([\s\S]*?)(?:\n|$))(?: {0,3}(?:(?=`)\1`*|(?=~)\1~*) *(?=\n|$)|$)/;
var V = /^ {0,3}((?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/;
var Qe = /^ {0,3}(#{1,6})(?=\s|$)(.*)(?:\n+|$)/;
var ce = / {0,3}(?:[*+-]|\d{1,9}[.)])/;
var he = "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|meta|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
var J = g(" {0,3}(?:</?(?:tag)(?:[ \\t]+|\\n|/?>)|<(?:(?:script|pre|style|textarea)(?:[\\s>]|$)|!--)|<\\?|<![A-Za-z]|<!\\[CDATA\\[)").replace("tag", he).getRegex();
var $e = /^(?!bull |blockCode|fences|blockquote|heading|html|table)((?:.|\n(?!\s*?\n|bull |fences|blockquote|heading|hr|html|table))+?)\n {0,3}(=+|-+)[ \t]*(?:\n+|$)/;
var Le = g($e).replace(/bull/g, ce).replace(/blockCode/g, /(?: {4}| {0,3}\t)/).replace(/fences/g, / {0,3}(?:`{3,}|~{3,})/).replace(/blockquote/g, / {0,3}>/).replace(/heading/g, / {0,3}#{1,6}(?:\s|$)/).replace(/hr/g, / {0,3}(?:(?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/).replace(/\|table/g, "").replace(/html/g, J).getRegex();
var We = g($e).replace(/bull/g, ce).replace(/blockCode/g, /(?: {4}| {0,3}\t)/).replace(/fences/g, / {0,3}(?:`{3,}|~{3,})/).replace(/blockquote/g, / {0,3}>/).replace(/heading/g, / {0,3}#{1,6}(?:\s|$)/).replace(/hr/g, / {0,3}(?:(?:-[\t ]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})(?:\n+|$)/).replace(/table/g, / {0,3}\|?(?:[:\- ]*\|)+[\:\- ]*\n/).replace(/html/g, J).getRegex();
var de = /^([^\n]+(?:\n(?!hr|heading|lheading|blockquote|fences|list|html|table|[ \t]+\n)[^\n]+)*)/;
var Ue = /^[^\n]+/;
var ge = /(?!\s*\])(?:\\[\s\S]|[^\[\]\\\n]|\n(?![ \t]*\n))+/;
var Ke = g(/^ {0,3}\[(label)\]: *(?:\n[ \t]*)?([^<\s][^\s]*|<(?:\\.|[^\n<>\\])*>)(?:(?: +(?:\n[ \t]*)?| *\n[ \t]*)(title))? *(?:\n+|$)/).replace("label", ge).replace("title", /(?:"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\\n]|\n(?!\n))*'|\((?:\\[\s\S]|[^()\\])*\))/).getRegex();
var Xe = g(/^(bull)([ \t][^\n]*?)?(?:\n|$)/).replace(/bull/g, ce).getRegex();
var ke = /<!--(?:-?>|[\s\S]*?(?:-->|$))/;
var Ve = g("^ {0,3}(?:<(script|pre|style|textarea)[\\s>][\\s\\S]*?(?:</\\1>[^\\n]*\\n*|$)|comment[^\\n]*(\\n+|$)|<\\?[\\s\\S]*?(?:\\?>[^\\n]*\\n*|$)|<![A-Z][\\s\\S]*?(?:>[^\\n]*\\n*|$)|<!\\[CDATA\\[[\\s\\S]*?(?:\\]\\]>[^\\n]*\\n*|$)|</?(tag)(?:[ \\t]+|\\n|/?>|$)[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$)|<(?!(?:script|pre|style|textarea)(?![a-z0-9-]))([a-z][a-z0-9-]*)(?:attribute)*?[ \\t]*/?>(?=[ \\t]*(?:\\n|$))[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$)|</[a-z][a-z0-9-]*\\s*>(?=[ \\t]*(?:\\n|$))[\\s\\S]*?(?:(?:\\n[ 	]*)+\\n|$))", "i").replace("comment", ke).replace("tag", he).replace("attribute", /[ \t]+[a-zA-Z:_][\w.:-]*(?:[ \t]*=[ \t]*"[^"\n]*"|[ \t]*=[ \t]*'[^'\n]*'|[ \t]*=[ \t]*[^\s"'=<>`]+)?/).getRegex();
var Ce = (l3) => g(de).replace("hr", V).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("|lheading", "").replace("|table", "").replace("blockquote", " {0,3}>").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*(?:\\n|$))|~~~)[^\\n]*(?:\\n|$)").replace("list", l3).replace("html", J).getRegex();
var Je = Ce(/ {0,3}(?:[*+-]|1[.)])[ \t]+[^ \t\n]/);
var Ye = Ce(/ {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]|\n|$)/);
var et = g(/^( {0,3}> ?(?:(?![ \t]*(?:\n|$))(paragraph)|[^\n]*)(?:\n|$))+/).replace("paragraph", Ye).getRegex();
var fe = { blockquote: et, code: Ne, def: Ke, fences: Fe, heading: Qe, hr: V, html: Ve, lheading: Le, list: Xe, newline: Ge, paragraph: Je, table: q, text: Ue };
var Pe = g("^ *([^\\n ].*)\\n {0,3}((?:\\| *)?:?-+:? *(?:\\| *:?-+:? *)*(?:\\| *)?)(?:\\n((?:(?! *\\n|hr|heading|blockquote|code|fences|list|html).*(?:\\n|$))*)\\n*|$)").replace("hr", V).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("blockquote", " {0,3}>").replace("code", "(?: {4}| {0,3}	)[^\\n]").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*(?:\\n|$))|~~~)[^\\n]*(?:\\n|$)").replace("list", " {0,3}(?:[*+-]|1[.)])[ \\t]").replace("html", J).getRegex();
var tt = { ...fe, lheading: We, table: Pe, paragraph: g(de).replace("hr", V).replace("heading", " {0,3}#{1,6}(?:\\s|$)").replace("|lheading", "").replace("table", Pe).replace("blockquote", " {0,3}>").replace("fences", " {0,3}(?:`{3,}(?=[^`\\n]*(?:\\n|$))|~~~)[^\\n]*(?:\\n|$)").replace("list", " {0,3}(?:[*+-]|1[.)])[ \\t]+[^ \\t\\n]").replace("html", J).getRegex() };
var nt = { ...fe, html: g(`^ *(?:comment(?: *\\n|\\s*$)|<(tag)[\\s\\S]+?</\\1>(?: *\\n{2,}|\\s*$)|<tag(?:"[^"]*"|'[^']*'|\\s[^'"/>\\s]*)*?/?>(?: *\\n{2,}|\\s*$))`).replace("comment", ke).replace(/tag/g, "(?!(?:a|em|strong|small|s|cite|q|dfn|abbr|data|time|code|var|samp|kbd|sub|sup|i|b|u|mark|ruby|rt|rp|bdi|bdo|span|br|wbr|ins|del|img)\\b)\\w+(?!:|[^\\w\\s@]*@)\\b").getRegex(), def: /^ *\[([^\]]+)\]: *<?([^\s>]+)>?(?: +(["(][^\n]+[")]))? *(?:\n+|$)/, heading: /^(#{1,6})(.*)(?:\n+|$)/, fences: q, lheading: /^(.+?)\n {0,3}(=+|-+) *(?:\n+|$)/, paragraph: g(de).replace("hr", V).replace("heading", ` *#{1,6} *[^
]`).replace("|table", "").replace("blockquote", " {0,3}>").replace("|fences", "").replace("|list", "").replace("|html", "").replace("|tag", "").replace("lheading", Le).getRegex() };
var rt = /^\\([!"#$%&'()*+,\-./:;<=>?@\[\]\\^_`{|}~])/;
var st = /^(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/;
var Ie = /^( {2,}|\\)\n(?!\s*$)[ \t]*/;
var it = /^(`+|[^`])(?:(?= {2,}\n)|[\s\S]*?(?:(?=[\\<!\[`*_]|\b_|$)|[^ ](?= {2,}\n)))/;
var L = /[\p{P}\p{S}]/u;
var N = /[\s\p{P}\p{S}]/u;
var Y = /[^\s\p{P}\p{S}]/u;
var ot = g(/^((?![*_])punctSpace)/, "u").replace(/punctSpace/g, N).getRegex();
var at = /[\p{Pi}\p{Ps}"']/u;
var Ae = /(?!~)[\p{P}\p{S}]/u;
var lt = /(?!~)[\s\p{P}\p{S}]/u;
var ut = /(?:[^\s\p{P}\p{S}]|~)/u;
var pt = g(/link|precode-code|html/, "g").replace("link", /\[(?:[^\[\]`]|(?<a>`+)[^`]+\k<a>(?!`))*?\]\((?:\\[\s\S]|[^\\\(\)]|\((?:\\[\s\S]|[^\\\(\)])*\))*\)/).replace("precode-", _e ? "(?<!`)()" : "(^^|[^`])").replace("code", /(?<b>`+)[^`]+\k<b>(?!`)/).replace("html", /<(?! )[^<>]*?>/).getRegex();
var Ee = /^(?:\*+(?:((?!\*)punct)|([^\s*]))?)|^_+(?:((?!_)punct)|([^\s_]))?/;
var ct = g(Ee, "u").replace(/punct/g, L).getRegex();
var ht = g(Ee, "u").replace(/punct/g, Ae).getRegex();
var dt = /^(?:\*+(?:((?!\*)(?!openQuote)punct)|([^\s*]))?)|^_+(?:((?!_)(?!openQuote)punct)|([^\s_]))?/;
var gt = g(dt, "u").replace(/openQuote/g, at).replace(/punct/g, L).getRegex();
var ze = "^[^_*]*?__[^_*]*?\\*[^_*]*?(?=__)|[^*]+(?=[^*])|(?!\\*)punct(\\*+)(?=[\\s]|$)|notPunctSpace(\\*+)(?!\\*)(?=punctSpace|$)|(?!\\*)punctSpace(\\*+)(?=notPunctSpace)|[\\s](\\*+)(?!\\*)(?=punct)|(?!\\*)punct(\\*+)(?!\\*)(?=punct)|notPunctSpace(\\*+)(?=notPunctSpace)";
var kt = g(ze, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var ft = g(ze, "gu").replace(/notPunctSpace/g, ut).replace(/punctSpace/g, lt).replace(/punct/g, Ae).getRegex();
var mt = "^[^_*]*?__[^_*]*?\\*[^_*]*?(?=__)|[^*]+(?=[^*])|(?!\\*)punct(\\*+)(?=[\\s]|$)|notPunctSpace(\\*+)(?!\\*)(?=punctSpace|$)|(?!\\*)[\\s](\\*+)(?=notPunctSpace)|[\\s](\\*+)(?!\\*)(?=punct)|(?!\\*)punct(\\*+)(?!\\*)(?=punct)|(?:(?!\\*)punct|notPunctSpace)(\\*+)(?!\\*)(?=notPunctSpace)";
var xt = g(mt, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var bt = g("^[^_*]*?\\*\\*[^_*]*?_[^_*]*?(?=\\*\\*)|[^_]+(?=[^_])|(?!_)punct(_+)(?=[\\s]|$)|notPunctSpace(_+)(?!_)(?=punctSpace|$)|(?!_)punctSpace(_+)(?=notPunctSpace)|[\\s](_+)(?!_)(?=punct)|(?!_)punct(_+)(?!_)(?=punct)", "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var Rt = "^[^_*]*?\\*\\*[^_*]*?_[^_*]*?(?=\\*\\*)|[^_]+(?=[^_])|(?!_)punct(_+)(?=[\\s]|$)|notPunctSpace(_+)(?!_)(?=punctSpace|$)|(?!_)[\\s](_+)(?=notPunctSpace)|[\\s](_+)(?!_)(?=punct)|(?!_)punct(_+)(?!_)(?=punct)|(?:(?!_)punct|notPunctSpace)(_+)(?!_)(?=notPunctSpace)";
var Tt = g(Rt, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var Ot = g(/^~~?(?:((?!~)punct)|[^\s~])/, "u").replace(/punct/g, L).getRegex();
var wt = "^[^~]+(?=[^~])|(?!~)punct(~~?)(?=[\\s]|$)|notPunctSpace(~~?)(?!~)(?=punctSpace|$)|(?!~)punctSpace(~~?)(?=notPunctSpace)|[\\s](~~?)(?!~)(?=punct)|(?!~)punct(~~?)(?!~)(?=punct)|notPunctSpace(~~?)(?=notPunctSpace)";
var Pt = g(wt, "gu").replace(/notPunctSpace/g, Y).replace(/punctSpace/g, N).replace(/punct/g, L).getRegex();
var yt = g(/\\(punct)/, "gu").replace(/punct/g, L).getRegex();
var St = g(/(`+)(?:[^`]|[^`][\s\S]*?[^`])\1(?!`)|`+|\\(punct)/, "gu").replace(/punct/g, L).getRegex();
var _t = g(/^<(scheme:[^\s\x00-\x1f<>]*|email)>/).replace("scheme", /[a-zA-Z][a-zA-Z0-9+.-]{1,31}/).replace("email", /[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+(@)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+(?![-_])/).getRegex();
var $t = g(ke).replace("(?:-->|$)", "-->").getRegex();
var Lt = g("^comment|^</[a-zA-Z][a-zA-Z0-9-]*\\s*>|^<[a-zA-Z][a-zA-Z0-9-]*(?:attribute)*?\\s*/?>|^<\\?[\\s\\S]*?\\?>|^<![a-zA-Z]+\\s[\\s\\S]*?>|^<!\\[CDATA\\[[\\s\\S]*?\\]\\]>").replace("comment", $t).replace("attribute", /\s+[a-zA-Z:_][\w.:-]*(?:\s*=\s*"[^"]*"|\s*=\s*'[^']*'|\s*=\s*[^\s"'=<>`]+)?/).getRegex();
var Me = /\[(?:\\[\s\S]|[^\[\]\\])*\]/;
var ie = g(/(?:\[(?:brackets|\\[\s\S]|[^\[\]\\])*\]|\\[\s\S]|`+(?!`)[^`]*?`+(?!`)|``+(?=\])|[^\[\]\\`])*?/).replace("brackets", Me).getRegex();
var Ct = g(/^!?\[(label)\]\([ \t\n]*(href)(?:(?:[ \t]+(?:\n[ \t]*)?|\n[ \t]*)(title))?[ \t\n]*\)/).replace("label", ie).replace("href", /<(?:\\.|[^\n<>\\])*>|(?!<)[^ \t\n\x00-\x1f]+|(?=\))/).replace("title", /"(?:\\[\s\S]|[^"\\])*"|'(?:\\[\s\S]|[^'\\])*'|\((?:\\[\s\S]|[^)\\])*\)/).getRegex();
var It = g(/^!?\[(label)\]\[(ref)\]/).replace("label", ie).replace("ref", ge).getRegex();
var At = g(/^!?\[(ref)\](?:\[\])?/).replace("ref", ge).getRegex();
var ye = /(?!\s*\])(?:\\[\s\S]|[^\[\]\\]){1,999}/;
var Et = g(/(?:[^\[\]\\`]*(?:\[(?:brackets|\\[\s\S]|[^\[\]\\])*\]|\\[\s\S]|`+(?!`)[^`]*?`+(?!`)|``+(?=\]))){0,999}?[^\[\]\\`]*?/).replace("brackets", Me).getRegex();
var zt = g("reflink|nolink(?!\\()", "g").replace("reflink", g(/^!?\[(label)\]\[(ref)\]/).replace("label", Et).replace("ref", ye).getRegex()).replace("nolink", g(/^!?\[(ref)\](?:\[\])?/).replace("ref", ye).getRegex()).getRegex();
var Se = /[hH][tT][tT][pP][sS]?|[fF][tT][pP]/;
var Mt = /[A-Za-z0-9._+-]+@[a-zA-Z0-9-_]+(?:\.[a-zA-Z0-9-_]*[a-zA-Z0-9])+(?![\w-])/;
var Bt = g(/(?:mailto:email|xmpp:email(?:\/[A-Za-z0-9@.]+)?)/).replace(/email/g, Mt).getRegex();
var me = { _backpedal: q, anyPunctuation: yt, anyPunctuationOutsideCode: St, autolink: _t, blockSkip: pt, br: Ie, code: st, del: q, delLDelim: q, delRDelim: q, emStrongLDelim: ct, emStrongRDelimAst: kt, emStrongRDelimUnd: bt, escape: rt, link: Ct, nolink: At, punctuation: ot, reflink: It, reflinkSearch: zt, tag: Lt, text: it, url: q };
var Dt = { ...me, emStrongLDelim: gt, emStrongRDelimAst: xt, emStrongRDelimUnd: Tt, link: g(/^!?\[(label)\]\((.*?)\)/).replace("label", ie).getRegex(), reflink: g(/^!?\[(label)\]\s*\[([^\]]*)\]/).replace("label", ie).getRegex() };
var pe = { ...me, emStrongRDelimAst: ft, emStrongLDelim: ht, delLDelim: Ot, delRDelim: Pt, url: g(/^emailProtocol|^((?:protocol):\/\/|www\.)(?:[a-zA-Z0-9\-]+\.?)+[^\s<]*|^email/).replace("emailProtocol", Bt).replace("protocol", Se).replace("email", /[A-Za-z0-9._+-]+(@)[a-zA-Z0-9-_]+(?:\.[a-zA-Z0-9-_]*[a-zA-Z0-9])+(?![\w-])/).getRegex(), _backpedal: /(?:[^?!.,:;*_'"~()&]+|\([^)]*\)|&(?![a-zA-Z0-9]+;$)|[?!.,:;*_'"~)]+(?!$))+/, del: /^(~~?)(?=[^\s~])((?:\\[\s\S]|[^\\])*?(?:\\[\s\S]|[^\s~\\]))\1(?=[^~]|$)/, text: g(/^(?:[^a-zA-Z0-9](?=emailProtocol)|(`+|~+|[^`~])(?:(?=[`~])|(?= {2,}\n)|(?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@)|[\s\S]*?(?:(?=[\\<!\[`*~_]|\b_|protocol:\/\/|wwwStart|$)|[^ ](?= {2,}\n)|[^a-zA-Z0-9](?=emailProtocol)|[^a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-](?=[a-zA-Z0-9.!#$%&'*+\/=?_`{\|}~-]+@))))/).replace("protocol", Se).replace(/emailProtocol/g, /(?:mailto|xmpp):/).replace("wwwStart", _e ? "(?<![^\\s*_~(])www\\." : "www\\.").getRegex() };
var qt = { ...pe, br: g(Ie).replace("{2,}", "*").getRegex(), text: g(pe.text).replace("\\b_", "\\b_| {2,}\\n").replace(/\{2,\}/g, "*").getRegex() };
var ee = { normal: fe, gfm: tt, pedantic: nt };
var F = { normal: me, gfm: pe, breaks: qt, pedantic: Dt };
var vt = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
var Be = (l3) => vt[l3];
function y(l3, e) {
  if (e) {
    if (O.escapeTest.test(l3)) return l3.replace(O.escapeReplace, Be);
  } else if (O.escapeTestNoEncode.test(l3)) return l3.replace(O.escapeReplaceNoEncode, Be);
  return l3;
}
function De(l3) {
  return O.numericCharacterReference.test(l3) ? l3.replace(O.numericCharacterReferenceOrAmpersand, (e, t, n) => {
    if (t === void 0 && n === void 0) return "&amp;";
    let r = t === void 0 ? Number.parseInt(n, 16) : Number.parseInt(t, 10);
    return r === 0 || r > 1114111 || r >= 55296 && r <= 57343 ? "\uFFFD" : r === 38 ? "&amp;" : String.fromCodePoint(r);
  }) : l3;
}
function xe(l3) {
  try {
    l3 = encodeURI(l3).replace(O.percentDecode, "%");
  } catch {
    return null;
  }
  return l3;
}
function be(l3, e) {
  let t = l3.replace(O.findPipe, (s, o, i) => {
    let a = false, c = o;
    for (; --c >= 0 && i[c] === "\\"; ) a = !a;
    return a ? "|" : " |";
  }), n = t.split(O.splitPipe), r = 0;
  if (n[0].trim() || n.shift(), n.length > 0 && !n.at(-1)?.trim() && n.pop(), e) if (n.length > e) n.splice(e);
  else for (; n.length < e; ) n.push("");
  for (; r < n.length; r++) n[r] = n[r].trim().replace(O.slashPipe, "|");
  return n;
}
function C(l3, e, t) {
  let n = l3.length;
  if (n === 0) return "";
  let r = 0;
  for (; r < n; ) {
    let s = l3.charAt(n - r - 1);
    if (s === e && !t) r++;
    else if (s !== e && t) r++;
    else break;
  }
  return l3.slice(0, n - r);
}
function Re(l3) {
  let e = l3.split(`
`), t = e.length - 1;
  for (; t >= 0 && O.blankLine.test(e[t]); ) t--;
  return e.length - t <= 2 ? l3 : e.slice(0, t + 1).join(`
`);
}
function W(l3) {
  return l3.trim().replace(O.multipleSpaceGlobal, " ").toLowerCase().toUpperCase().toLowerCase();
}
function Te(l3, e) {
  if (l3.indexOf(e[0]) === -1 && l3.indexOf(e[1]) === -1) return -1;
  let t = 0;
  for (let n = 0; n < l3.length; n++) if (l3[n] === "\\") n++;
  else if (l3[n] === e[0]) t++;
  else if (l3[n] === e[1] && (t--, t < 0)) return n;
  return t > 0 ? -2 : -1;
}
var Q = /* @__PURE__ */ new WeakMap();
function Oe(l3) {
  let e = { "*": -1, _: -1 }, t = -1, n = l3.length;
  for (let r = 0; r < n; r++) {
    let s = l3[r];
    if (s !== "*" && s !== "_" && s !== "~") continue;
    let o = r === 0 ? `
` : l3[r - 1], i = r + 1;
    for (; i < n && l3[i] === s; ) i++;
    o !== " " && o !== "	" && o !== `
` && o !== "\r" && o !== "\f" && (s === "~" ? t = r : e[s] = r), r = i - 1;
  }
  return { maskedSrc: l3, lastPossibleEmStrongCloserIndex: e, lastPossibleDelCloserIndex: t };
}
function qe(l3, e) {
  let t = Oe(e), n = Q.get(l3);
  n ? n.push(t) : Q.set(l3, [t]);
}
function ve(l3) {
  let e = Q.get(l3);
  e && (e.pop(), e.length === 0 && Q.delete(l3));
}
function oe(l3, e, t) {
  let n = Q.get(l3)?.at(-1);
  return n && n.maskedSrc === e ? n.lastPossibleEmStrongCloserIndex[t] : Oe(e).lastPossibleEmStrongCloserIndex[t];
}
function ae(l3, e) {
  let t = Q.get(l3)?.at(-1);
  return t && t.maskedSrc === e ? t.lastPossibleDelCloserIndex : Oe(e).lastPossibleDelCloserIndex;
}
function te(l3, e = 0) {
  let t = e, n = "";
  for (let r of l3) if (r === "	") {
    let s = 4 - t % 4;
    n += " ".repeat(s), t += s;
  } else n += r, t++;
  return n;
}
function Ht(l3, e) {
  let t = "";
  for (let n = 0; n < l3.length; n++) {
    if (l3[n] === "`") {
      let r = e.inline.code.exec(l3.slice(n));
      if (r) {
        t += r[0], n += r[0].length - 1;
        continue;
      }
    }
    if (l3[n] === "\\" && (l3[n + 1] === "[" || l3[n + 1] === "]")) {
      t += l3[n + 1], n++;
      continue;
    }
    t += l3[n];
  }
  return t;
}
function He(l3, e, t, n, r) {
  let s = e.href, o = e.title || null, i = Ht(l3[1], r), a = l3[0].charAt(0) === "!", c = n.state.inLink, u = n.state.linkEmitted, d = n.state.inRawBlock;
  n.state.inLink = true, n.state.linkEmitted = false;
  let h = n.inlineTokens(i), p = n.state.linkEmitted;
  if (n.state.linkEmitted = u, n.state.inLink = c, !a) {
    if (p) {
      n.state.inRawBlock = d;
      return;
    }
    n.state.linkEmitted = true;
  }
  return { type: a ? "image" : "link", raw: t, href: s, title: o, text: i, tokens: h };
}
function Zt(l3, e, t) {
  let n = l3.match(t.other.indentCodeCompensation);
  if (n === null) return e;
  let r = n[1];
  return e.split(`
`).map((s) => {
    let o = s.match(t.other.beginningSpace);
    if (o === null) return s;
    let [i] = o;
    return s.slice(Math.min(i.length, r.length));
  }).join(`
`);
}
function Ze(l3, e, t, n) {
  if (!e.includes("<")) return false;
  for (let r = 0; r < e.length; r++) {
    if (e[r] === "\\") {
      r++;
      continue;
    }
    if (e[r] === "`") {
      let i = n.inline.code.exec(e.slice(r));
      if (i) {
        r += i[0].length - 1;
        continue;
      }
    }
    if (e[r] !== "<") continue;
    let s = l3.slice(t + r), o = n.inline.tag.exec(s) || n.inline.autolink.exec(s);
    if (o) {
      if (o[0].length > e.length - r) return true;
      r += o[0].length - 1;
    }
  }
  return false;
}
var _ = class {
  options;
  rules;
  lexer;
  constructor(e) {
    this.options = e || S;
  }
  space(e) {
    let t = this.rules.block.newline.exec(e);
    if (t && t[0].length > 0) return { type: "space", raw: t[0] };
  }
  code(e) {
    let t = this.rules.block.code.exec(e);
    if (t) {
      let n = this.options.pedantic ? t[0] : Re(t[0]), r = n.replace(this.rules.other.codeRemoveIndent, "");
      return { type: "code", raw: n, codeBlockStyle: "indented", text: r };
    }
  }
  fences(e) {
    let t = this.rules.block.fences.exec(e);
    if (t) {
      let n = t[0], r = Zt(n, t[3] || "", this.rules);
      return t[3] !== void 0 && (r === "" || r.endsWith(`
`)) && (r += `
`), { type: "code", raw: n, lang: t[2] ? t[2].trim().replace(this.rules.inline.anyPunctuation, "$1") : t[2], text: r };
    }
  }
  heading(e) {
    let t = this.rules.block.heading.exec(e);
    if (t) {
      let n = t[2].trim();
      if (this.rules.other.endingHash.test(n)) {
        let r = C(n, "#");
        (this.options.pedantic || !r || this.rules.other.endingSpaceTabChar.test(r)) && (n = r.trim());
      }
      return { type: "heading", raw: C(t[0], `
`), depth: t[1].length, text: n, tokens: this.lexer.inline(n) };
    }
  }
  hr(e) {
    let t = this.rules.block.hr.exec(e);
    if (t) return { type: "hr", raw: C(t[0], `
`) };
  }
  blockquote(e) {
    let t = this.rules.block.blockquote.exec(e);
    if (t) {
      let n = C(t[0], `
`).split(`
`), r = "", s = "", o = [];
      for (; n.length > 0; ) {
        let i = false, a = [], c;
        for (c = 0; c < n.length; c++) if (this.rules.other.blockquoteStart.test(n[c])) a.push(n[c]), i = true;
        else if (!i) a.push(n[c]);
        else break;
        n = n.slice(c);
        let u = a.join(`
`), d = u.replace(this.rules.other.blockquoteMarkerWhitespace, (k, m, b) => b.startsWith(" ") ? m + " " + b.slice(1) : m + te(b, m.length)).replace(this.rules.other.blockquoteSetextReplace, `
    $1`).replace(this.rules.other.blockquoteSetextReplace2, "");
        r = r ? `${r}
${u}` : u, s = s ? `${s}
${d}` : d;
        let h = this.lexer.state.top;
        if (this.lexer.state.top = true, this.lexer.blockTokens(d, o, true), this.lexer.state.top = h, n.length === 0) break;
        let p = o.at(-1);
        if (p?.type === "code" || p?.type === "heading" || p?.type === "hr" || p?.type === "html" || p?.type === "table") break;
        if (p?.type === "blockquote") {
          let k = p, m = n.join(`
`), b = k.raw + `
` + m.replace(this.rules.other.blockquoteSetextReplace2, ""), f = this.blockquote(b);
          o[o.length - 1] = f;
          let R = b.substring(f.raw.length).replace(/^\n/, ""), E = R ? R.split(`
`).length : 0, T = E ? n.slice(0, -E) : n;
          if (T.length > 0 && (r = `${r}
${T.join(`
`)}`), s = s.substring(0, s.length - k.text.length) + f.text, n = n.slice(T.length), n.length > 0 && this.rules.other.blockquoteStart.test(n[0])) continue;
          break;
        } else if (p?.type === "list") {
          let k = p, m = k.raw + `
` + n.join(`
`), b = this.list(m);
          o[o.length - 1] = b;
          let f = b.raw.length > k.raw.length ? m.slice(k.raw.length + 1, b.raw.length).split(`
`).length : 0;
          if (f > 0) {
            let R = n.slice(0, f).join(`
`);
            r = `${r}
${R}`, s = `${s}
${R}`;
          }
          if (n = n.slice(f), n.length > 0 && !this.rules.other.blockquoteStart.test(n[0])) break;
          continue;
        }
      }
      return { type: "blockquote", raw: r, tokens: o, text: s };
    }
  }
  list(e) {
    let t = this.rules.block.list.exec(e);
    if (t) {
      if (!this.options.pedantic && this.lexer.state.lastToken?.type === "text" && !this.rules.other.listInterruptsParagraph.test(e)) return;
      let n = e, r = () => n.length - e.length, s = t[1].trim(), o = s.length > 1, i = { type: "list", raw: "", ordered: o, start: o ? +s.slice(0, -1) : "", loose: false, items: [] };
      s = o ? `\\d{1,9}\\${s.slice(-1)}` : `\\${s}`, this.options.pedantic && (s = o ? s : "[*+-]");
      let a = this.rules.other.listItemRegex(s), c = false;
      for (; e; ) {
        let h = false, p = "";
        if (!(t = a.exec(e)) || this.rules.block.hr.test(e)) break;
        let k = r();
        e = e.substring(t[0].length);
        let m = t[2].split(`
`, 1)[0], b = t[1].length, f = this.options.pedantic ? te(m, b) : m.replace(this.rules.other.leadingSpaceTab, (H) => te(H, b)), R = e.split(`
`, 1)[0], E = !f.trim(), T = 0;
        if (this.options.pedantic ? (T = 2, p = f.trimStart()) : E ? T = b + 1 : (T = f.search(this.rules.other.nonSpaceChar), T = T > 4 ? 1 : T, p = f.slice(T), T += b), E && this.rules.other.blankLine.test(R) && (e = e.substring(R.length + 1), h = true), !h) {
          let H = this.rules.other.nextBulletRegex(T), K = this.rules.other.hrRegex(T), re = this.rules.other.fencesBeginRegex(T), B = this.options.pedantic ? this.rules.other.pedanticHeadingBeginRegex(T) : this.rules.other.headingBeginRegex(T), X = this.rules.other.htmlBeginRegex(T), se = this.rules.other.blockquoteBeginRegex(T), le = false;
          for (; e; ) {
            let we = e.split(`
`, 1)[0], Z;
            if (R = we, this.options.pedantic ? (R = R.replace(this.rules.other.listReplaceNesting, "  "), Z = R) : Z = R.replace(this.rules.other.leadingSpaceTab, ($) => te($)), re.test(R) || B.test(R) || X.test(R) || se.test(R) || H.test(R) || K.test(R)) break;
            if (Z.search(this.rules.other.nonSpaceChar) >= T || !R.trim()) p += `
` + Z.slice(T), le = false;
            else {
              if (E) break;
              let $ = f;
              if (!this.options.pedantic && !p.includes(`
`) && !f.includes("	")) {
                let j;
                for (; !K.test($) && (j = this.rules.other.nestedBlockMarker.exec($)); ) $ = $.slice(j[0].length);
                if (!$.trim()) break;
              }
              if ($.replace(this.rules.other.tabCharGlobal, "    ").search(this.rules.other.nonSpaceChar) >= 4 || re.test($) || B.test($) || X.test($) || K.test($)) break;
              if (!this.options.pedantic && !le) {
                let j = f.replace(this.rules.other.nestedContainerMarkers, "");
                if (this.rules.block.fences.test(j) || this.rules.block.heading.test(j) || this.rules.block.hr.test(j)) break;
              }
              let je = !this.options.pedantic && /^ {0,3}(?:=+|-+) *$/.test(R) && this.rules.block.lheading.test(`${f}
${R}`) ? `    ${Z.replace(/^ {0,3}/, "")}` : R;
              p += `
` + je, le = true;
            }
            E = !R.trim(), e = e.substring(we.length + 1), f = Z.slice(T);
          }
        }
        let U = n.slice(k, r());
        i.loose || (c ? i.loose = true : this.rules.other.doubleBlankLine.test(U) && (c = true)), i.items.push({ type: "list_item", raw: U, task: !!this.options.gfm && this.rules.other.listIsTask.test(p), loose: false, text: p, tokens: [] });
      }
      let u = i.items.at(-1);
      if (u) u.raw = u.raw.trimEnd(), u.text = u.text.trimEnd();
      else return;
      i.raw = n.slice(0, r()).trimEnd();
      let d = [];
      for (let h of i.items) if (this.lexer.state.top = false, d.push(this.lexer.inlineQueue.length), h.tokens = this.lexer.blockTokens(h.text, []), !i.loose) {
        let p = h.tokens.filter((m) => m.type === "space"), k = p.length > 0 && p.some((m) => this.rules.other.anyLine.test(m.raw));
        i.loose = k;
      }
      for (let h = 0; h < i.items.length; h++) {
        let p = i.items[h], k = p.tokens[0];
        if (p.task && (k?.type === "text" || k?.type === "paragraph")) {
          p.text = p.text.replace(this.rules.other.listReplaceTask, ""), k.raw = k.raw.replace(this.rules.other.listReplaceTask, ""), k.text = k.text.replace(this.rules.other.listReplaceTask, "");
          let m = this.lexer.inlineQueue;
          for (let f = d[h]; f < m.length; f++) if (m[f].tokens === k.tokens) {
            m[f].src = m[f].src.replace(this.rules.other.listReplaceTask, "");
            break;
          }
          let b = this.rules.other.listTaskCheckbox.exec(p.raw);
          if (b) {
            let f = { type: "checkbox", raw: b[0] + " ", checked: b[0] !== "[ ]" };
            p.checked = f.checked, i.loose ? p.tokens[0] && ["paragraph", "text"].includes(p.tokens[0].type) && "tokens" in p.tokens[0] && p.tokens[0].tokens ? (p.tokens[0].raw = f.raw + p.tokens[0].raw, p.tokens[0].text = f.raw + p.tokens[0].text, p.tokens[0].tokens.unshift(f)) : p.tokens.unshift({ type: "paragraph", raw: f.raw, text: f.raw, tokens: [f] }) : p.tokens.unshift(f);
          }
        } else p.task && (p.task = false);
      }
      if (i.loose) for (let h of i.items) {
        h.loose = true;
        for (let p of h.tokens) p.type === "text" && (p.type = "paragraph");
      }
      return i;
    }
  }
  html(e) {
    let t = this.rules.block.html.exec(e);
    if (t) {
      if (this.lexer.state.lastToken?.type === "paragraph" && !this.rules.other.htmlBeginRegex(4).test(e)) return;
      let n = Re(t[0]);
      return { type: "html", block: true, raw: n, pre: t[1] === "pre" || t[1] === "script" || t[1] === "style", text: n };
    }
  }
  def(e) {
    let t = this.rules.block.def.exec(e);
    if (t) {
      if (!this.rules.other.startAngleBracket.test(t[2]) && Te(t[2], "()") !== -1) return;
      let n = W(t[1]), r = t[2] ? t[2].replace(this.rules.other.hrefBrackets, "$1").replace(this.rules.inline.anyPunctuation, "$1") : "", s = t[3] ? t[3].substring(1, t[3].length - 1).replace(this.rules.inline.anyPunctuation, "$1") : t[3];
      return { type: "def", tag: n, raw: C(t[0], `
`), href: r, title: s };
    }
  }
  table(e) {
    let t = this.rules.block.table.exec(e);
    if (!t || !this.rules.other.tableDelimiter.test(t[2])) return;
    let n = be(t[1]), r = t[2].replace(this.rules.other.tableAlignChars, "").split("|"), s = t[3]?.trim() ? t[3].replace(this.rules.other.tableRowBlankLine, "").split(`
`) : [], o = { type: "table", raw: C(t[0], `
`), header: [], align: [], rows: [] };
    if (n.length === r.length) {
      for (let i of r) this.rules.other.tableAlignRight.test(i) ? o.align.push("right") : this.rules.other.tableAlignCenter.test(i) ? o.align.push("center") : this.rules.other.tableAlignLeft.test(i) ? o.align.push("left") : o.align.push(null);
      for (let i = 0; i < n.length; i++) o.header.push({ text: n[i], tokens: this.lexer.inline(n[i]), header: true, align: o.align[i] });
      for (let i of s) o.rows.push(be(i, o.header.length).map((a, c) => ({ text: a, tokens: this.lexer.inline(a), header: false, align: o.align[c] })));
      return o;
    }
  }
  lheading(e) {
    let t = this.rules.block.lheading.exec(e);
    if (t) {
      let n = t[1].trim();
      return { type: "heading", raw: C(t[0], `
`), depth: t[2].charAt(0) === "=" ? 1 : 2, text: n, tokens: this.lexer.inline(n) };
    }
  }
  paragraph(e) {
    let t = this.rules.block.paragraph.exec(e);
    if (t) {
      let n = t[1].charAt(t[1].length - 1) === `
` ? t[1].slice(0, -1) : t[1];
      return { type: "paragraph", raw: t[0], text: n, tokens: this.lexer.inline(n) };
    }
  }
  text(e) {
    let t = this.rules.block.text.exec(e);
    if (t) return { type: "text", raw: t[0], text: t[0], tokens: this.lexer.inline(t[0]) };
  }
  escape(e) {
    if (e.charCodeAt(0) !== 92) return;
    let t = this.rules.inline.escape.exec(e);
    if (t) return { type: "escape", raw: t[0], text: t[1] };
  }
  tag(e) {
    if (e.charCodeAt(0) !== 60) return;
    let t = this.rules.inline.tag.exec(e);
    if (t) return !this.lexer.state.inLink && this.rules.other.startATag.test(t[0]) ? this.lexer.state.inLink = true : this.lexer.state.inLink && this.rules.other.endATag.test(t[0]) && (this.lexer.state.inLink = false), !this.lexer.state.inRawBlock && this.rules.other.startPreScriptTag.test(t[0]) ? this.lexer.state.inRawBlock = true : this.lexer.state.inRawBlock && this.rules.other.endPreScriptTag.test(t[0]) && (this.lexer.state.inRawBlock = false), { type: "html", raw: t[0], inLink: this.lexer.state.inLink, inRawBlock: this.lexer.state.inRawBlock, block: false, text: t[0] };
  }
  link(e) {
    if (this.lexer.state.linkParenPossible === false) return;
    let t = e.charCodeAt(0);
    if (t !== 91 && t !== 33) return;
    let n = this.rules.inline.link.exec(e);
    if (n) {
      let r = n[0].charAt(0) === "!" ? 2 : 1;
      if (!this.options.pedantic && Ze(e, n[1], r, this.rules)) return;
      let s = n[2].trim();
      if (!this.options.pedantic && this.rules.other.startAngleBracket.test(s)) {
        if (!this.rules.other.endAngleBracket.test(s)) return;
        let c = C(s.slice(0, -1), "\\");
        if ((s.length - c.length) % 2 === 0) return;
      } else {
        let c = Te(n[2], "()");
        if (c === -2) return;
        if (c > -1) {
          let d = (n[0].indexOf("!") === 0 ? 5 : 4) + n[1].length + c;
          n[2] = n[2].substring(0, c), n[0] = n[0].substring(0, d).trim(), n[3] = "";
        }
      }
      let o = C(n[0].slice(0, -1), "\\");
      if ((n[0].length - o.length) % 2 === 0) return;
      let i = n[2], a = "";
      if (this.options.pedantic) {
        let c = this.rules.other.pedanticHrefTitle.exec(i);
        c && (i = c[1], a = c[3]);
      } else a = n[3] ? n[3].slice(1, -1) : "";
      return i = i.trim(), this.rules.other.startAngleBracket.test(i) && (this.options.pedantic && !this.rules.other.endAngleBracket.test(s) ? i = i.slice(1) : i = i.slice(1, -1)), He(n, { href: i && i.replace(this.rules.inline.anyPunctuation, "$1"), title: a && a.replace(this.rules.inline.anyPunctuation, "$1") }, n[0], this.lexer, this.rules);
    }
  }
  reflink(e, t) {
    let n = e.charCodeAt(0);
    if (n !== 91 && n !== 33) return;
    let r;
    if ((r = this.rules.inline.reflink.exec(e)) || (r = this.rules.inline.nolink.exec(e))) {
      let s = r[0].charAt(0) === "!" ? 2 : 1;
      if (!this.options.pedantic && Ze(e, r[1], s, this.rules)) return;
      let o = t[W(r[2] || r[1])];
      if (!o) {
        let i = r[0].charAt(0);
        return { type: "text", raw: i, text: i };
      }
      return He(r, o, r[0], this.lexer, this.rules);
    }
  }
  emStrong(e, t, n = "") {
    let r = this.rules.inline.emStrongLDelim.exec(e);
    if (!r || !r[1] && !r[2] && !r[3] && !r[4]) return;
    let s = r[0][0], o = n === s, i = t.length - e.length, a = i;
    for (; !this.options.pedantic && a > 0 && t[a - 1] === s; ) a--;
    let c = [...t.slice(Math.max(0, a - 2), a)].at(-1) ?? "", u = c === "*" || c === "_" || !!this.rules.inline.punctuation.exec(c);
    a < i && (n = c);
    let d = a < i ? u : n === "*" || n === "_" || !!this.rules.inline.punctuation.exec(n);
    if (r[4] && n.match(this.rules.other.unicodeAlphaNumeric)) return;
    let h = r[1] || r[3] || "";
    if (!h || !n || d) {
      let p = [...r[0]].length - 1, k, m, b = p, f = 0, R = i - a + p, E = !this.options.pedantic && !!c.trim() && (!!h || s === "*" && !u);
      if (s !== "*" && s !== "_") return;
      let T = s === "*" ? this.rules.inline.emStrongRDelimAst : this.rules.inline.emStrongRDelimUnd, U = oe(this, t, s), H = t.length - e.length + p;
      if (U < H) return;
      t = t.slice(-1 * e.length + p);
      let K = U - H;
      for (T.lastIndex = 0; (r = T.exec(t)) !== null && !(r.index > K); ) {
        if (k = r[1] || r[2] || r[3] || r[4] || r[5] || r[6], !k) continue;
        if (m = [...k].length, r[3] || r[4]) {
          b += m;
          continue;
        } else if ((r[5] || r[6] || E) && R % 3 && !((R + m) % 3)) {
          if (o && (r[5] || r[6])) break;
          f += m;
          continue;
        }
        if (b -= m, b > 0) continue;
        m = Math.min(m, m + b + f);
        let re = [...r[0]][0].length, B = e.slice(0, p + r.index + re + m);
        if (Math.min(p, m) % 2) {
          let se = B.slice(1, -1);
          return { type: "em", raw: B, text: se, tokens: this.lexer.inlineTokens(se) };
        }
        let X = B.slice(2, -2);
        return { type: "strong", raw: B, text: X, tokens: this.lexer.inlineTokens(X) };
      }
    }
  }
  codespan(e) {
    if (e.charCodeAt(0) !== 96) return;
    let t = this.rules.inline.code.exec(e);
    if (t) {
      let n = t[2].replace(this.rules.other.newLineCharGlobal, " "), r = this.rules.other.nonSpaceChar.test(n), s = this.rules.other.startingSpaceChar.test(n) && this.rules.other.endingSpaceChar.test(n);
      return r && s && (n = n.substring(1, n.length - 1)), { type: "codespan", raw: t[0], text: n };
    }
  }
  br(e) {
    let t = e.charCodeAt(0);
    if (t !== 32 && t !== 92 && t !== 10) return;
    let n = this.rules.inline.br.exec(e);
    if (n) return { type: "br", raw: n[0] };
  }
  del(e, t, n = "") {
    if (e.charCodeAt(0) !== 126) return;
    let r = this.rules.inline.delLDelim.exec(e);
    if (!r) return;
    if (!(r[1] || "") || !n || this.rules.inline.punctuation.exec(n)) {
      let o = [...r[0]].length - 1, i, a, c = o, u = this.rules.inline.delRDelim, d = ae(this, t), h = t.length - e.length + o;
      if (d < h) return;
      t = t.slice(-1 * e.length + o);
      let p = d - h;
      for (u.lastIndex = 0; (r = u.exec(t)) !== null && !(r.index > p); ) {
        if (i = r[1] || r[2] || r[3] || r[4] || r[5] || r[6], !i || (a = [...i].length, a !== o)) continue;
        if (r[3] || r[4]) {
          c += a;
          continue;
        }
        if (c -= a, c > 0) continue;
        a = Math.min(a, a + c);
        let k = [...r[0]][0].length, m = e.slice(0, o + r.index + k + a), b = m.slice(o, -o);
        return { type: "del", raw: m, text: b, tokens: this.lexer.inlineTokens(b) };
      }
    }
  }
  autolink(e) {
    if (e.charCodeAt(0) !== 60) return;
    let t = this.rules.inline.autolink.exec(e);
    if (t) {
      let n, r;
      return t[2] === "@" ? (n = t[1], r = "mailto:" + n) : (n = t[1], r = n), { type: "link", raw: t[0], text: n, href: r, autolink: true, tokens: [{ type: "text", raw: n, text: n }] };
    }
  }
  url(e) {
    let t;
    if (t = this.rules.inline.url.exec(e)) {
      let n, r;
      if (t[2] === "@") n = t[0], r = "mailto:" + n;
      else {
        let s;
        do
          s = t[0], t[0] = this.rules.inline._backpedal.exec(t[0])?.[0] ?? "";
        while (s !== t[0]);
        n = t[0], t[1] === "www." ? r = "http://" + t[0] : r = t[0];
      }
      return { type: "link", raw: t[0], text: n, href: r, autolink: true, tokens: [{ type: "text", raw: n, text: n }] };
    }
  }
  inlineText(e) {
    let t = this.rules.inline.text.exec(e);
    if (t) {
      let n = this.lexer.state.inRawBlock;
      return { type: "text", raw: t[0], text: n ? t[0] : De(t[0]), escaped: n };
    }
  }
};
var w = class l {
  tokens;
  options;
  state;
  inlineQueue;
  tokenizer;
  constructor(e) {
    this.tokens = [], this.tokens.links = /* @__PURE__ */ Object.create(null), this.options = e || S, this.options.tokenizer = this.options.tokenizer || new _(), this.tokenizer = this.options.tokenizer, this.tokenizer.options = this.options, this.tokenizer.lexer = this, this.inlineQueue = [], this.state = { inLink: false, inRawBlock: false, linkEmitted: false, linkParenPossible: true, top: true };
    let t = { other: O, block: ee.normal, inline: F.normal };
    this.options.pedantic ? (t.block = ee.pedantic, t.inline = F.pedantic) : this.options.gfm && (t.block = ee.gfm, this.options.breaks ? t.inline = F.breaks : t.inline = F.gfm), this.tokenizer.rules = t;
  }
  static get rules() {
    return { block: ee, inline: F };
  }
  static lex(e, t) {
    return new l(t).lex(e);
  }
  static lexInline(e, t) {
    return new l(t).inlineTokens(e);
  }
  lex(e) {
    e = e.replace(O.carriageReturn, `
`), this.blockTokens(e, this.tokens);
    for (let t = 0; t < this.inlineQueue.length; t++) {
      let n = this.inlineQueue[t];
      this.state.inRawBlock = false, this.inlineTokens(n.src, n.tokens);
    }
    return this.inlineQueue = [], this.tokens;
  }
  blockTokens(e, t = [], n = false) {
    this.tokenizer.lexer = this;
    let r = this.state.lastToken;
    this.options.pedantic && (e = e.replace(O.tabCharGlobal, "    ").replace(O.spaceLine, ""));
    let s = 1 / 0, o, i = this.options.gfm && !this.options.pedantic && this.tokenizer.paragraph === _.prototype.paragraph;
    for (; e; ) {
      if (e.length < s) s = e.length;
      else {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
      this.state.lastToken = t.at(-1);
      let a;
      if (this.options.extensions?.block?.some((u) => (a = u.call({ lexer: this }, e, t)) ? (e = e.substring(a.raw.length), t.push(a), true) : false)) continue;
      if (a = this.tokenizer.space(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        a.raw.length === 1 && u !== void 0 ? u.raw += `
` : t.push(a);
        continue;
      }
      if (a = this.tokenizer.code(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        u?.type === "paragraph" || u?.type === "text" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.text, this.inlineQueue.at(-1).src = u.text) : t.push(a);
        continue;
      }
      if (a = this.tokenizer.fences(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.heading(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.hr(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.blockquote(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.list(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.html(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.def(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        u?.type === "paragraph" || u?.type === "text" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.raw, this.inlineQueue.at(-1).src = u.text) : (this.tokens.links[a.tag] || (this.tokens.links[a.tag] = { href: a.href, title: a.title }), t.push(a));
        continue;
      }
      if (a = this.tokenizer.table(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      if (a = this.tokenizer.lheading(e)) {
        e = e.substring(a.raw.length), t.push(a);
        continue;
      }
      let c = e;
      if (this.options.extensions?.startBlock) {
        let u = 1 / 0, d = e.slice(1), h;
        this.options.extensions.startBlock.forEach((p) => {
          h = p.call({ lexer: this }, d), typeof h == "number" && h >= 0 && (u = Math.min(u, h));
        }), u < 1 / 0 && u >= 0 && (c = e.substring(0, u + 1));
      }
      if (this.state.top && (a = this.tokenizer.paragraph(c))) {
        let u = t.at(-1);
        (n || u === o && i) && u?.type === "paragraph" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.text, this.inlineQueue.pop(), this.inlineQueue.at(-1).src = u.text, o = u) : (t.push(a), o = a), n = c.length !== e.length, e = e.substring(a.raw.length);
        continue;
      }
      if (a = this.tokenizer.text(e)) {
        e = e.substring(a.raw.length);
        let u = t.at(-1);
        u?.type === "text" ? (u.raw += (u.raw.endsWith(`
`) ? "" : `
`) + a.raw, u.text += `
` + a.text, this.inlineQueue.pop(), this.inlineQueue.at(-1).src = u.text) : t.push(a);
        continue;
      }
      if (e) {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
    }
    return this.state.top = true, this.state.lastToken = r, t;
  }
  inline(e, t = []) {
    return this.inlineQueue.push({ src: e, tokens: t }), t;
  }
  linkInText(e) {
    if (!e.includes("[")) return false;
    let t = this.tokenizer.rules.inline.link;
    for (let n of e.matchAll(this.tokenizer.rules.inline.blockSkip)) if (t.test(n[0]) && e.charAt(n.index - 1) !== "!") return true;
    for (let n of e.matchAll(this.tokenizer.rules.inline.reflinkSearch)) {
      let r = n[0], s = r.lastIndexOf("[");
      if (!(r.charAt(0) === "!" || !Object.hasOwn(this.tokens.links, W(r.slice(s + 1, -1)))) && !(s > 1 && this.linkInText(r.slice(1, s - 1)))) return true;
    }
    return false;
  }
  inlineTokens(e, t = []) {
    this.tokenizer.lexer = this;
    let n = this.state.linkParenPossible;
    this.state.linkParenPossible = e.includes(")");
    try {
      return this.#t(e, t);
    } finally {
      this.state.linkParenPossible = n;
    }
  }
  #t(e, t) {
    let n = e.includes("*") || e.includes("_") || e.includes("~"), r = n || this.options.hooks?.emStrongMask || this.tokenizer.emStrong !== _.prototype.emStrong || this.tokenizer.del !== _.prototype.del ? this.#r(e) : e;
    if (!n) return this.#e(e, r, t);
    qe(this.tokenizer, r);
    try {
      return this.#e(e, r, t);
    } finally {
      ve(this.tokenizer);
    }
  }
  #e(e, t, n) {
    let r = false, s = "", o = 1 / 0;
    for (; e; ) {
      if (e.length < o) o = e.length;
      else {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
      r || (s = ""), r = false;
      let i;
      if (this.options.extensions?.inline?.some((u) => (i = u.call({ lexer: this }, e, n)) ? (e = e.substring(i.raw.length), n.push(i), true) : false)) continue;
      if (i = this.tokenizer.escape(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.tag(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.link(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.reflink(e, this.tokens.links)) {
        e = e.substring(i.raw.length);
        let u = n.at(-1);
        i.type === "text" && u?.type === "text" ? (u.raw += i.raw, u.text += i.text) : n.push(i);
        continue;
      }
      let a = e[0];
      if (a === "*" || a === "_") {
        let u = t.length - e.length;
        if (oe(this.tokenizer, t, a) <= u) {
          let h = 1;
          for (; h < e.length && e.charCodeAt(h) === a.charCodeAt(0); ) h++;
          let p = e.substring(0, h), k = n.at(-1);
          k?.type === "text" && !k.escaped ? (k.raw += p, k.text += p) : n.push({ type: "text", raw: p, text: p, escaped: false }), e = e.substring(h), s = a, r = true;
          continue;
        }
      } else if (a === "~") {
        let u = t.length - e.length;
        if (ae(this.tokenizer, t) <= u) {
          let h = 1;
          for (; h < e.length && e.charCodeAt(h) === 126; ) h++;
          let p = e.substring(0, h), k = n.at(-1);
          k?.type === "text" && !k.escaped ? (k.raw += p, k.text += p) : n.push({ type: "text", raw: p, text: p, escaped: false }), e = e.substring(h), s = a, r = true;
          continue;
        }
      }
      if (i = this.tokenizer.emStrong(e, t, s)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.codespan(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.br(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.del(e, t, s)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (i = this.tokenizer.autolink(e)) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      if (!this.state.inLink && (i = this.tokenizer.url(e))) {
        e = e.substring(i.raw.length), n.push(i);
        continue;
      }
      let c = e;
      if (this.options.extensions?.startInline) {
        let u = 1 / 0, d = e.slice(1), h;
        this.options.extensions.startInline.forEach((p) => {
          h = p.call({ lexer: this }, d), typeof h == "number" && h >= 0 && (u = Math.min(u, h));
        }), u < 1 / 0 && u >= 0 && (c = e.substring(0, u + 1));
      }
      if (i = this.tokenizer.inlineText(c)) {
        e = e.substring(i.raw.length), i.raw.slice(-1) !== "_" && (s = i.raw.slice(-1)), r = true;
        let u = n.at(-1);
        u?.type === "text" ? (u.raw += i.raw, u.text += i.text) : n.push(i);
        continue;
      }
      if (e) {
        this.infiniteLoopError(e.charCodeAt(0));
        break;
      }
    }
    return n;
  }
  #n(e) {
    let { blockSkip: t, tag: n, autolink: r } = this.tokenizer.rules.inline, s = "", o = 0, i;
    for (t.lastIndex = 0; i = t.exec(e); ) {
      let a = i.index + (i[2] ? i[2].length : 0), c = i.index + i[0].length;
      if (e.charAt(a) === "<") {
        let u = e.slice(a), d = n.exec(u) || r.exec(u);
        if (!d) {
          t.lastIndex = a + 1;
          continue;
        }
        c = a + d[0].length, t.lastIndex = c;
      }
      s += e.slice(o, a) + "[" + "a".repeat(c - a - 2) + "]", o = c;
    }
    return s + e.slice(o);
  }
  #r(e) {
    let t = e;
    if (this.tokens.links && e.includes("[")) {
      let n = this.tokenizer.rules.inline.reflinkSearch, r = (s) => {
        let o = s.lastIndexOf("[");
        if (!Object.hasOwn(this.tokens.links, W(s.slice(o + 1, -1)))) return s;
        if (o > 1 && s.charAt(0) !== "!") {
          let i = s.slice(1, o - 1);
          if (this.linkInText(i)) return "[" + i.replace(n, r) + "][" + "a".repeat(s.length - o - 2) + "]";
        }
        return "[" + "a".repeat(s.length - 2) + "]";
      };
      t = t.replace(n, r);
    }
    return t = t.replace(this.tokenizer.rules.inline.anyPunctuationOutsideCode, (n, r, s) => s ? "+".repeat(n.length) : r ? r + n.slice(r.length, -r.length).replace(/`/g, "+") + r : n), t = this.#n(t), t = this.options.hooks?.emStrongMask?.call({ lexer: this }, t) ?? t, t;
  }
  infiniteLoopError(e) {
    let t = "Infinite loop on byte: " + e;
    if (this.options.silent) console.error(t);
    else throw new Error(t);
  }
};
var I = class {
  options;
  parser;
  constructor(e) {
    this.options = e || S;
  }
  space(e) {
    return "";
  }
  code({ text: e, lang: t, escaped: n }) {
    let r = (t || "").match(O.notSpaceStart)?.[0], s = e ? e.replace(O.endingNewline, "") + `
` : "";
    return r ? '<pre><code class="language-' + y(r) + '">' + (n ? s : y(s, true)) + `</code></pre>
` : "<pre><code>" + (n ? s : y(s, true)) + `</code></pre>
`;
  }
  blockquote({ tokens: e }) {
    return `<blockquote>
${this.parser.parse(e)}</blockquote>
`;
  }
  html({ text: e }) {
    return e;
  }
  def(e) {
    return "";
  }
  heading({ tokens: e, depth: t }) {
    return `<h${t}>${this.parser.parseInline(e)}</h${t}>
`;
  }
  hr(e) {
    return `<hr>
`;
  }
  list(e) {
    let t = e.ordered, n = e.start, r = "";
    for (let i = 0; i < e.items.length; i++) {
      let a = e.items[i];
      r += this.listitem(a);
    }
    let s = t ? "ol" : "ul", o = t && n !== 1 ? ' start="' + n + '"' : "";
    return "<" + s + o + `>
` + r + "</" + s + `>
`;
  }
  listitem(e) {
    return `<li>${this.parser.parse(e.tokens)}</li>
`;
  }
  checkbox({ checked: e }) {
    return "<input " + (e ? 'checked="" ' : "") + 'disabled="" type="checkbox"> ';
  }
  paragraph({ tokens: e }) {
    return `<p>${this.parser.parseInline(e)}</p>
`;
  }
  table(e) {
    let t = "", n = "";
    for (let s = 0; s < e.header.length; s++) n += this.tablecell(e.header[s]);
    t += this.tablerow({ text: n });
    let r = "";
    for (let s = 0; s < e.rows.length; s++) {
      let o = e.rows[s];
      n = "";
      for (let i = 0; i < o.length; i++) n += this.tablecell(o[i]);
      r += this.tablerow({ text: n });
    }
    return r && (r = `<tbody>${r}</tbody>`), `<table>
<thead>
` + t + `</thead>
` + r + `</table>
`;
  }
  tablerow({ text: e }) {
    return `<tr>
${e}</tr>
`;
  }
  tablecell(e) {
    let t = this.parser.parseInline(e.tokens), n = e.header ? "th" : "td";
    return (e.align ? `<${n} align="${e.align}">` : `<${n}>`) + t + `</${n}>
`;
  }
  strong({ tokens: e }) {
    return `<strong>${this.parser.parseInline(e)}</strong>`;
  }
  em({ tokens: e }) {
    return `<em>${this.parser.parseInline(e)}</em>`;
  }
  codespan({ text: e }) {
    return `<code>${y(e, true)}</code>`;
  }
  br(e) {
    return "<br>";
  }
  del({ tokens: e }) {
    return `<del>${this.parser.parseInline(e)}</del>`;
  }
  link({ href: e, title: t, text: n, tokens: r, autolink: s }) {
    let o = s ? y(n, true) : this.parser.parseInline(r), i = xe(e);
    if (i === null) return o;
    e = y(i, s);
    let a = '<a href="' + e + '"';
    return t && (a += ' title="' + y(t) + '"'), a += ">" + o + "</a>", a;
  }
  image({ href: e, title: t, text: n, tokens: r }) {
    r && (n = this.parser.parseInline(r, this.parser.textRenderer));
    let s = xe(e);
    if (s === null) return y(n);
    e = s;
    let o = `<img src="${y(e)}" alt="${y(n)}"`;
    return t && (o += ` title="${y(t)}"`), o += ">", o;
  }
  text(e) {
    return "tokens" in e && e.tokens ? this.parser.parseInline(e.tokens) : "escaped" in e && e.escaped ? e.text : y(e.text);
  }
};
var z = class {
  parser;
  strong({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  em({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  codespan({ text: e }) {
    return e;
  }
  del({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  html({ text: e }) {
    return e;
  }
  text({ text: e }) {
    return e;
  }
  link({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  image({ text: e, tokens: t }) {
    return t ? this.parser.parseInline(t, this) : e;
  }
  br() {
    return `
`;
  }
  checkbox({ raw: e }) {
    return e;
  }
};
var P = class l2 {
  options;
  renderer;
  textRenderer;
  constructor(e) {
    this.options = e || S, this.options.renderer = this.options.renderer || new I(), this.renderer = this.options.renderer, this.renderer.options = this.options, this.renderer.parser = this, this.textRenderer = new z(), this.textRenderer.parser = this;
  }
  static parse(e, t) {
    return new l2(t).parse(e);
  }
  static parseInline(e, t) {
    return new l2(t).parseInline(e);
  }
  parse(e) {
    this.renderer.parser = this;
    let t = "";
    for (let n = 0; n < e.length; n++) {
      let r = e[n];
      if (this.options.extensions?.renderers?.[r.type]) {
        let o = r, i = this.options.extensions.renderers[o.type].call({ parser: this }, o);
        if (i !== false || !["space", "hr", "heading", "code", "table", "blockquote", "list", "checkbox", "html", "def", "paragraph", "text"].includes(o.type)) {
          t += i === false ? "" : i ?? "";
          continue;
        }
      }
      let s = r;
      switch (s.type) {
        case "space": {
          t += this.renderer.space(s);
          break;
        }
        case "hr": {
          t += this.renderer.hr(s);
          break;
        }
        case "heading": {
          t += this.renderer.heading(s);
          break;
        }
        case "code": {
          t += this.renderer.code(s);
          break;
        }
        case "table": {
          t += this.renderer.table(s);
          break;
        }
        case "blockquote": {
          t += this.renderer.blockquote(s);
          break;
        }
        case "list": {
          t += this.renderer.list(s);
          break;
        }
        case "checkbox": {
          t += this.renderer.checkbox(s);
          break;
        }
        case "html": {
          t += this.renderer.html(s);
          break;
        }
        case "def": {
          t += this.renderer.def(s);
          break;
        }
        case "paragraph": {
          t += this.renderer.paragraph(s);
          break;
        }
        case "text": {
          t += this.renderer.text(s);
          break;
        }
        default: {
          let o = 'Token with "' + s.type + '" type was not found.';
          if (this.options.silent) return console.error(o), "";
          throw new Error(o);
        }
      }
    }
    return t;
  }
  parseInline(e, t = this.renderer) {
    this.renderer.parser = this;
    let n = "";
    for (let r = 0; r < e.length; r++) {
      let s = e[r];
      if (this.options.extensions?.renderers?.[s.type]) {
        let i = this.options.extensions.renderers[s.type].call({ parser: this }, s);
        if (i !== false || !["escape", "html", "link", "image", "checkbox", "strong", "em", "codespan", "br", "del", "text"].includes(s.type)) {
          n += i === false ? "" : i ?? "";
          continue;
        }
      }
      let o = s;
      switch (o.type) {
        case "escape": {
          n += t.text(o);
          break;
        }
        case "html": {
          n += t.html(o);
          break;
        }
        case "link": {
          n += t.link(o);
          break;
        }
        case "image": {
          n += t.image(o);
          break;
        }
        case "checkbox": {
          n += t.checkbox(o);
          break;
        }
        case "strong": {
          n += t.strong(o);
          break;
        }
        case "em": {
          n += t.em(o);
          break;
        }
        case "codespan": {
          n += t.codespan(o);
          break;
        }
        case "br": {
          n += t.br(o);
          break;
        }
        case "del": {
          n += t.del(o);
          break;
        }
        case "text": {
          n += t.text(o);
          break;
        }
        default: {
          let i = 'Token with "' + o.type + '" type was not found.';
          if (this.options.silent) return console.error(i), "";
          throw new Error(i);
        }
      }
    }
    return n;
  }
};
var A = class {
  options;
  block;
  constructor(e) {
    this.options = e || S;
  }
  static passThroughHooks = /* @__PURE__ */ new Set(["preprocess", "postprocess", "processAllTokens", "emStrongMask"]);
  static passThroughHooksRespectAsync = /* @__PURE__ */ new Set(["preprocess", "postprocess", "processAllTokens"]);
  preprocess(e) {
    return e;
  }
  postprocess(e) {
    return e;
  }
  processAllTokens(e) {
    return e;
  }
  emStrongMask(e) {
    return e;
  }
  provideLexer(e = this.block) {
    return e ? w.lex : w.lexInline;
  }
  provideParser(e = this.block) {
    return e ? P.parse : P.parseInline;
  }
};
function M(l3, e) {
  if (Array.isArray(e)) for (let t = 0; t < e.length; t++) l3.push(e[t]);
  else l3.push(e);
}
var ne = class {
  defaults = G();
  options = this.setOptions;
  parse = this.parseMarkdown(true);
  parseInline = this.parseMarkdown(false);
  Parser = P;
  Renderer = I;
  TextRenderer = z;
  Lexer = w;
  Tokenizer = _;
  Hooks = A;
  constructor(...e) {
    this.use(...e);
  }
  walkTokens(e, t) {
    let n = [];
    for (let r of e) switch (M(n, t.call(this, r)), r.type) {
      case "table": {
        let s = r;
        for (let o of s.header) M(n, this.walkTokens(o.tokens, t));
        for (let o of s.rows) for (let i of o) M(n, this.walkTokens(i.tokens, t));
        break;
      }
      case "list": {
        let s = r;
        M(n, this.walkTokens(s.items, t));
        break;
      }
      default: {
        let s = r;
        this.defaults.extensions?.childTokens?.[s.type] ? this.defaults.extensions.childTokens[s.type].forEach((o) => {
          let i = s[o].flat(1 / 0);
          M(n, this.walkTokens(i, t));
        }) : s.tokens && M(n, this.walkTokens(s.tokens, t));
      }
    }
    return n;
  }
  use(...e) {
    let t = this.defaults.extensions || { renderers: /* @__PURE__ */ Object.create(null), childTokens: /* @__PURE__ */ Object.create(null) };
    return e.forEach((n) => {
      let r = { ...n };
      if (r.async = this.defaults.async || r.async || false, n.extensions && (n.extensions.forEach((s) => {
        if (!s.name) throw new Error("extension name required");
        if ("renderer" in s) {
          let o = t.renderers[s.name];
          o ? t.renderers[s.name] = function(...i) {
            let a = s.renderer.apply(this, i);
            return a === false && (a = o.apply(this, i)), a;
          } : t.renderers[s.name] = s.renderer;
        }
        if ("tokenizer" in s) {
          if (!s.level || s.level !== "block" && s.level !== "inline") throw new Error("extension level must be 'block' or 'inline'");
          let o = t[s.level];
          o ? o.unshift(s.tokenizer) : t[s.level] = [s.tokenizer], s.start && (s.level === "block" ? t.startBlock ? t.startBlock.push(s.start) : t.startBlock = [s.start] : s.level === "inline" && (t.startInline ? t.startInline.push(s.start) : t.startInline = [s.start]));
        }
        "childTokens" in s && s.childTokens && (t.childTokens[s.name] = s.childTokens);
      }), r.extensions = t), n.renderer) {
        let s = this.defaults.renderer || new I(this.defaults);
        for (let o in n.renderer) {
          if (!(o in s)) throw new Error(`renderer '${o}' does not exist`);
          if (["options", "parser"].includes(o)) continue;
          let i = o, a = n.renderer[i], c = s[i];
          s[i] = (...u) => {
            let d = a.apply(s, u);
            return d === false && (d = c.apply(s, u)), d === false ? "" : d ?? "";
          };
        }
        r.renderer = s;
      }
      if (n.tokenizer) {
        let s = this.defaults.tokenizer || new _(this.defaults);
        for (let o in n.tokenizer) {
          if (!(o in s)) throw new Error(`tokenizer '${o}' does not exist`);
          if (["options", "rules", "lexer"].includes(o)) continue;
          let i = o, a = n.tokenizer[i], c = s[i];
          s[i] = (...u) => {
            let d = a.apply(s, u);
            return d === false && (d = c.apply(s, u)), d;
          };
        }
        r.tokenizer = s;
      }
      if (n.hooks) {
        let s = this.defaults.hooks || new A();
        for (let o in n.hooks) {
          if (!(o in s)) throw new Error(`hook '${o}' does not exist`);
          if (["options", "block"].includes(o)) continue;
          let i = o, a = n.hooks[i], c = s[i];
          A.passThroughHooks.has(o) ? s[i] = (u) => {
            if (s.options.async && A.passThroughHooksRespectAsync.has(o)) return (async () => {
              let h = await a.call(s, u);
              return c.call(s, h);
            })();
            let d = a.call(s, u);
            return c.call(s, d);
          } : s[i] = (...u) => {
            if (s.options.async) return (async () => {
              let h = await a.apply(s, u);
              return h === false && (h = await c.apply(s, u)), h;
            })();
            let d = a.apply(s, u);
            return d === false && (d = c.apply(s, u)), d;
          };
        }
        r.hooks = s;
      }
      if (n.walkTokens) {
        let s = this.defaults.walkTokens, o = n.walkTokens;
        r.walkTokens = function(i) {
          let a = [];
          return M(a, o.call(this, i)), s && M(a, s.call(this, i)), a;
        };
      }
      this.defaults = { ...this.defaults, ...r };
    }), this;
  }
  setOptions(e) {
    return this.defaults = { ...this.defaults, ...e }, this;
  }
  lexer(e, t) {
    return w.lex(e, t ?? this.defaults);
  }
  parser(e, t) {
    return P.parse(e, t ?? this.defaults);
  }
  parseMarkdown(e) {
    return (n, r) => {
      let s = { ...r }, o = { ...this.defaults, ...s }, i = this.onError(!!o.silent, !!o.async);
      if (this.defaults.async === true && s.async === false) return i(new Error("marked(): The async option was set to true by an extension. Remove async: false from the parse options object to return a Promise."));
      if (typeof n > "u" || n === null) return i(new Error("marked(): input parameter is undefined or null"));
      if (typeof n != "string") return i(new Error("marked(): input parameter is of type " + Object.prototype.toString.call(n) + ", string expected"));
      if (o.hooks && (o.hooks.options = o, o.hooks.block = e), o.async) return (async () => {
        let a = o.hooks ? await o.hooks.preprocess(n) : n, u = await (o.hooks ? await o.hooks.provideLexer(e) : e ? w.lex : w.lexInline)(a, o), d = o.hooks ? await o.hooks.processAllTokens(u) : u;
        o.walkTokens && await Promise.all(this.walkTokens(d, o.walkTokens));
        let p = await (o.hooks ? await o.hooks.provideParser(e) : e ? P.parse : P.parseInline)(d, o);
        return o.hooks ? await o.hooks.postprocess(p) : p;
      })().catch(i);
      try {
        o.hooks && (n = o.hooks.preprocess(n));
        let c = (o.hooks ? o.hooks.provideLexer(e) : e ? w.lex : w.lexInline)(n, o);
        o.hooks && (c = o.hooks.processAllTokens(c)), o.walkTokens && this.walkTokens(c, o.walkTokens);
        let d = (o.hooks ? o.hooks.provideParser(e) : e ? P.parse : P.parseInline)(c, o);
        return o.hooks && (d = o.hooks.postprocess(d)), d;
      } catch (a) {
        return i(a);
      }
    };
  }
  onError(e, t) {
    return (n) => {
      if (n.message += `
Please report this to https://github.com/markedjs/marked.`, e) {
        let r = "<p>An error occurred:</p><pre>" + y(n.message + "", true) + "</pre>";
        return t ? Promise.resolve(r) : r;
      }
      if (t) return Promise.reject(n);
      throw n;
    };
  }
};
var v = new ne();
function x(l3, e) {
  return v.parse(l3, e);
}
x.options = x.setOptions = function(l3) {
  return v.setOptions(l3), x.defaults = v.defaults, ue(x.defaults), x;
};
x.getDefaults = G;
x.defaults = S;
function jt(...l3) {
  return v.use(...l3), x.defaults = v.defaults, ue(x.defaults), x;
}
x.use = jt;
x.walkTokens = function(l3, e) {
  return v.walkTokens(l3, e);
};
x.parseInline = v.parseInline;
x.Parser = P;
x.parser = P.parse;
x.Renderer = I;
x.TextRenderer = z;
x.Lexer = w;
x.lexer = w.lex;
x.Tokenizer = _;
x.Hooks = A;
x.parse = x;
var En = x.options;
var zn = x.setOptions;
var Mn = x.walkTokens;
var Bn = x.parseInline;
var qn = P.parse;
var vn = w.lex;

// src/frameworks/claude-markdown.ts
var SpanTokenizer = class extends _ {
  constructor(length, htmlSpans) {
    super();
    this.length = length;
    this.htmlSpans = htmlSpans;
  }
  length;
  htmlSpans;
  html(src) {
    const token = super.html(src);
    if (token) {
      const start = this.length - src.length;
      this.htmlSpans.set(token, { start, end: start + token.raw.length });
    }
    return token;
  }
};
function lex(markdown, htmlSpans) {
  const tokenizer = htmlSpans ? new SpanTokenizer(markdown.replaceAll("\r\n", "\n").length, htmlSpans) : void 0;
  return new w({ gfm: false, ...tokenizer ? { tokenizer } : {} }).lex(markdown);
}
var COMMENT = /<!--[\s\S]*?-->/g;
function stripBlockComments(markdown) {
  if (!markdown.includes("<!--")) return { text: markdown, comments: "" };
  const spans = /* @__PURE__ */ new Map();
  const tokens = lex(markdown, spans);
  const text2 = markdown.replace(/\r\n?/g, "\n");
  let kept = "";
  let at2 = 0;
  const comments = [];
  for (const token of tokens) {
    const span = spans.get(token);
    const raw = token.raw.trimStart();
    if (!span || !raw.startsWith("<!--") || !raw.includes("-->")) continue;
    const block = text2.slice(span.start, span.end);
    comments.push(...block.match(COMMENT) ?? []);
    const rest = block.replace(COMMENT, "");
    kept += text2.slice(at2, span.start) + (rest.trim() ? rest : "");
    at2 = span.end;
  }
  return at2 === 0 ? { text: markdown, comments: "" } : { text: kept + text2.slice(at2), comments: comments.join("\n") };
}
function importsIn(markdown) {
  if (!markdown.includes("@")) return [];
  const found = /* @__PURE__ */ new Set();
  const scan = (text2) => {
    for (const match of text2.matchAll(/(?:^|\s)@((?:[^\s\\]|\\ )+)/g)) {
      let path = match[1];
      const hash = path.indexOf("#");
      if (hash !== -1) path = path.slice(0, hash);
      path = path.replaceAll("\\ ", " ");
      if (path && isImportPath(path)) found.add(path);
    }
  };
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === "code" || token.type === "codespan") continue;
      if (token.type === "html") {
        const raw = token.raw ?? "";
        const opened = raw.trimStart();
        if (opened.startsWith("<!--") && opened.includes("-->")) {
          const rest = raw.replace(COMMENT, "");
          if (rest.trim()) scan(rest);
        }
        continue;
      }
      if (token.type === "text") scan(token.text ?? "");
      if ("tokens" in token && token.tokens) walk(token.tokens);
      if ("items" in token && Array.isArray(token.items)) walk(token.items);
    }
  };
  walk(lex(markdown));
  return [...found];
}
function isImportPath(path) {
  return path.startsWith("./") || path.startsWith("~/") || path.startsWith("/") && path !== "/" || !path.startsWith("@") && !/^[#%^&*()]+/.test(path) && /^[a-zA-Z0-9._-]/.test(path);
}

// src/frameworks/repository-paths.ts
function dirOf(path) {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}
function baseName(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function stem(path, suffix = /\.[^.]*$/) {
  return baseName(path).replace(suffix, "");
}
function scopeOf(path, folder) {
  const parts = path.split("/");
  const i = parts.indexOf(folder);
  return i < 0 ? void 0 : parts.slice(0, i).join("/");
}
function agentsMdUnits(units) {
  return units.filter((u) => baseName(u.path) === "AGENTS.md");
}
function agentsMdDelivery(unit, nested) {
  const dir = dirOf(unit.path);
  return dir === "" ? { kind: "every-request" } : nested(dir);
}

// src/frameworks/claude-imports.ts
var IMPORT_MAX_DEPTH = 4;
var IMPORTED = "@import";
var COMMENTS = "html-comments";
var TEXT_EXTENSIONS = new Set(
  ".md .txt .text .json .yaml .yml .toml .xml .csv .html .htm .css .scss .sass .less .js .ts .tsx .jsx .mjs .cjs .mts .cts .py .pyi .pyw .rb .erb .rake .go .rs .java .kt .kts .scala .c .cpp .cc .cxx .h .hpp .hxx .cs .swift .sh .bash .zsh .fish .ps1 .bat .cmd .env .ini .cfg .conf .config .properties .sql .graphql .gql .proto .vue .svelte .astro .ejs .hbs .pug .jade .php .pl .pm .lua .r .dart .ex .exs .erl .hrl .clj .cljs .cljc .edn .hs .lhs .elm .ml .mli .f .f90 .f95 .for .cmake .make .makefile .gradle .sbt .rst .adoc .asciidoc .org .tex .latex .lock .log .diff .patch".split(" ")
);
function claudeImportGraph(roots, textOf) {
  const processed = /* @__PURE__ */ new Set();
  const graph = { imported: [], unknown: [], unread: [] };
  const visit4 = (path, root, depth) => {
    if (processed.has(path) || depth > IMPORT_MAX_DEPTH) return;
    processed.add(path);
    const text2 = textOf(path);
    if (text2 === void 0) {
      if (depth > 0) graph.unknown.push(path);
      return;
    }
    if (!text2.trim()) return;
    if (depth > 0) graph.imported.push({ path, root, depth });
    for (const written of importsIn(text2)) {
      const target = resolveImport(path, written);
      if (typeof target !== "string") graph.unread.push({ from: path, written, why: target.why });
      else if (!isTextPath(target)) graph.unread.push({ from: path, written, why: "not text" });
      else if (depth + 1 <= IMPORT_MAX_DEPTH) visit4(target, root, depth + 1);
    }
  };
  for (const root of roots) visit4(root, root, 0);
  return graph;
}
function resolveImport(from, written) {
  const path = written.trim();
  if (path === "~" || path.startsWith("~/")) return { why: "home" };
  if (path.startsWith("/")) return { why: "absolute" };
  const parts = dirOf(from) === "" ? [] : dirOf(from).split("/");
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return { why: "outside" };
      parts.pop();
    } else parts.push(part);
  }
  if (parts.length === 0 || path.endsWith("/") || parts.includes(".git")) return { why: "not text" };
  return parts.join("/");
}
function isTextPath(path) {
  const name = baseName(path);
  const dot = name.lastIndexOf(".");
  return dot <= 0 || TEXT_EXTENSIONS.has(name.slice(dot).toLowerCase());
}
function importTexts(units) {
  const byPath = /* @__PURE__ */ new Map();
  for (const u of units) {
    if (u.key === COMMENTS) continue;
    byPath.set(u.path, [...byPath.get(u.path) ?? [], u]);
  }
  return new Map([...byPath].map(([path, list]) => [path, [...list].sort((a, b) => a.lines[0] - b.lines[0]).map((u) => u.text).join("")]));
}

// src/frameworks/claude-code.ts
var LABEL = "Claude Code";
var SKILL_ENTRY_CAP = 1536;
var RUN = { cacheBreakpoints: DEFAULT_LAYOUT };
var claudeCode = {
  id: "claude-code",
  label: LABEL,
  files: {
    globs: ["CLAUDE.md", "CLAUDE.local.md", "**/.claude/rules/**/*.md", "**/.claude/skills/**/*.md", "**/.claude/commands/**/*.md", "**/.claude/agents/**/*.md"],
    extract: claudeUnits
  },
  findAgents: claudeAgents
};
function claudeFile(path) {
  const name = baseName(path);
  if (name === "CLAUDE.md" || name === "CLAUDE.local.md") {
    const dir = dirOf(path);
    return { kind: "memory", scope: baseName(dir) === ".claude" ? dirOf(dir) : dir };
  }
  const scope = scopeOf(path, ".claude");
  if (scope === void 0 || !path.endsWith(".md")) return void 0;
  const inner = path.slice(scope === "" ? ".claude/".length : scope.length + "/.claude/".length).split("/");
  const [folder, ...rest] = inner;
  if (folder === "rules") return { kind: "rule", scope };
  if (folder === "commands") return { kind: "command", scope, name: rest.join(":").replace(/\.md$/, "") };
  if (folder === "agents") return { kind: "subagent", scope };
  if (folder === "skills" && rest.length >= 2) {
    return name === "SKILL.md" ? { kind: "skill", scope, skill: baseName(dirOf(path)) } : { kind: "skill-file", scope, skill: rest[0] };
  }
  return void 0;
}
function claudeUnits(path, text2) {
  const file = claudeFile(path);
  if (!file) {
    const fm2 = splitFrontmatter(text2);
    return [partUnit({ path, line: fm2.bodyLine }, IMPORTED, "instructions", stripBlockComments(fm2.body).text)];
  }
  if (file.kind === "memory" || file.kind === "skill-file") {
    if (file.kind === "skill-file") return [partUnit({ path, line: 1 }, "", "instructions", text2)];
    const { text: sent, comments } = stripBlockComments(text2);
    return [partUnit({ path, line: 1 }, "", "instructions", sent), ...comments ? [partUnit({ path, line: 1 }, COMMENTS, "instructions", comments)] : []];
  }
  const fm = splitFrontmatter(text2);
  const header = { path, line: 1, frontmatter: fm.data };
  const body = { path, line: fm.bodyLine, frontmatter: fm.data };
  switch (file.kind) {
    case "rule":
      return [partUnit(body, "", "instructions", fm.body)];
    case "command":
      return [partUnit(body, "", "template", fm.body)];
    case "skill": {
      const name = stringField(fm.data, "name") ?? file.skill;
      const about = [stringField(fm.data, "description"), stringField(fm.data, "when_to_use")].filter(Boolean).join(" ");
      const entry = about ? `${name}: ${about}` : name;
      return [...cappedUnits(header, "description", "tool-description", entry, SKILL_ENTRY_CAP, "characters"), partUnit(body, "", "instructions", fm.body)];
    }
    case "subagent": {
      const description = stringField(fm.data, "description");
      const name = stringField(fm.data, "name") ?? stem(path);
      return [...description ? [partUnit(header, "description", "tool-description", `${name}: ${description}`)] : [], partUnit(body, "", "system", fm.body)];
    }
  }
}
function claudeAgents({ units }) {
  const mine = units.flatMap((unit) => {
    const file = claudeFile(unit.path);
    return file ? [{ unit, file }] : [];
  });
  if (mine.length === 0 && !units.some((u) => u.key === IMPORTED)) return [];
  const main = /* @__PURE__ */ new Map();
  const context = /* @__PURE__ */ new Map();
  const skillBodies = /* @__PURE__ */ new Map();
  const subagents = [];
  const taken = /* @__PURE__ */ new Set();
  for (const { unit, file } of mine) {
    if (file.kind === "skill" && unit.key === "") skillBodies.set(stringField(unit.frontmatter, "name") ?? file.skill, unit.id);
    if (file.kind === "subagent" && unit.key === "") {
      const base = `${LABEL} subagent ${stringField(unit.frontmatter, "name") ?? stem(unit.path)}`;
      const name = taken.has(base) ? `${base} (${unit.path})` : base;
      taken.add(name);
      subagents.push({ name, unit });
      main.set(unit.id, { kind: "other-agent", agent: name });
      continue;
    }
    const delivery = inScope(file.scope, deliveryOf(unit, file));
    main.set(unit.id, delivery);
    if (file.kind === "memory" || file.kind === "rule") context.set(unit.id, delivery);
  }
  const imported = importedDeliveries(units);
  for (const unit of units) {
    const delivery = imported.get(unit.path);
    if (delivery && unit.key !== COMMENTS) {
      main.set(unit.id, delivery);
      context.set(unit.id, delivery);
    } else if (unit.key === IMPORTED) main.set(unit.id, { kind: "never", reason: "no CLAUDE.md or rule imports it" });
  }
  const agent = (name, sends) => ({ name, framework: LABEL, sends, settings: RUN });
  return [
    agent(LABEL, main),
    ...subagents.map(({ name, unit }) => {
      const preloaded = globsField(unit.frontmatter, "skills").flatMap((s) => skillBodies.has(s) ? [skillBodies.get(s)] : []);
      return agent(name, new Map([...context, ...preloaded.map((id) => [id, { kind: "start" }]), [unit.id, { kind: "every-request" }]]));
    })
  ];
}
function importedDeliveries(units) {
  const { graph, roots } = importGraphWithRoots(units);
  return new Map(
    graph.imported.filter((i) => !roots.has(i.path)).map((i) => [i.path, inScope(roots.get(i.root), { kind: "start" })])
  );
}
function claudeImports(units) {
  return importGraphWithRoots(units).graph;
}
function importGraphWithRoots(units) {
  const roots = /* @__PURE__ */ new Map();
  for (const unit of units) {
    const file = claudeFile(unit.path);
    if (file?.kind === "memory" || file?.kind === "rule") roots.set(unit.path, file.scope);
  }
  const texts = importTexts(units);
  return { graph: claudeImportGraph([...roots.keys()].sort(byLoadOrder), (path) => texts.get(path)), roots };
}
function byLoadOrder(a, b) {
  const rank = (path) => {
    const file = claudeFile(path);
    const name = baseName(path);
    const order = file.kind === "rule" ? 2 : name === "CLAUDE.local.md" ? 3 : baseName(dirOf(path)) === ".claude" ? 1 : 0;
    return [file.scope === "" ? 0 : file.scope.split("/").length, file.scope, order, path];
  };
  const [x2, y2] = [rank(a), rank(b)];
  return x2[0] - y2[0] || x2[1].localeCompare(y2[1]) || x2[2] - y2[2] || x2[3].localeCompare(y2[3]);
}
function deliveryOf(unit, file) {
  switch (file.kind) {
    case "memory":
      return unit.key === COMMENTS ? { kind: "never", reason: "block HTML comments are stripped from CLAUDE.md" } : { kind: "start" };
    case "rule": {
      const paths = globsField(unit.frontmatter, "paths");
      return paths.length ? { kind: "on-trigger", what: `reading a file matching ${paths.join(", ")}` } : { kind: "start" };
    }
    case "skill": {
      const name = stringField(unit.frontmatter, "name") ?? file.skill;
      if (unit.key === "") return { kind: "invoked", name };
      if (unit.key === pastCapKey("description")) return { kind: "never", reason: `past Claude Code's ${groupedNumber(SKILL_ENTRY_CAP)}-character skill listing entry`, cap: "characters" };
      return booleanField(unit.frontmatter, "disable-model-invocation") ? { kind: "never", reason: "disable-model-invocation: the skill is not listed" } : { kind: "start" };
    }
    case "skill-file":
      return { kind: "invoked", name: file.skill };
    case "command":
      return { kind: "invoked", name: file.name };
    case "subagent":
      return { kind: "every-request" };
  }
}
function inScope(scope, delivery) {
  if (scope === "" || delivery.kind !== "start" && delivery.kind !== "every-request") return delivery;
  return { kind: "on-trigger", what: `reading a file under ${scope}/` };
}

// src/frameworks/cline.ts
var LABEL2 = "Cline";
function isRootRules(path) {
  return path === ".clinerules" || path.startsWith(".clinerules/");
}
var cline = {
  id: "cline",
  label: LABEL2,
  files: { globs: [".clinerules", ".clinerules/**"], extract: clineUnits },
  findAgents: clineAgents
};
function clineUnits(path, text2) {
  const fm = splitFrontmatter(text2);
  return [partUnit({ path, line: fm.bodyLine, frontmatter: fm.data }, "", "instructions", fm.body)];
}
function clineAgents({ units }) {
  const own = units.filter((u) => isRootRules(u.path) || u.path.endsWith("/.clinerules"));
  if (!own.some((u) => isRootRules(u.path))) return [];
  const sends = new Map(own.map((u) => [u.id, deliveryOf2(u)]));
  for (const u of agentsMdUnits(units)) sends.set(u.id, { kind: "every-request" });
  return [{ name: LABEL2, framework: LABEL2, sends, settings: {} }];
}
function deliveryOf2(unit) {
  if (!isRootRules(unit.path)) return { kind: "never", reason: "Cline reads .clinerules at the workspace root only" };
  const paths = globsField(unit.frontmatter, "paths");
  return paths.length > 0 ? { kind: "while-matching", paths } : { kind: "every-request" };
}

// src/frameworks/codex.ts
var LABEL3 = "Codex";
var OVERRIDE = "AGENTS.override.md";
var PROJECT_DOC_MAX_BYTES = 32768;
var codex = {
  id: "codex",
  label: LABEL3,
  files: { globs: ["AGENTS.md", OVERRIDE], extract: codexUnits },
  findAgents: codexAgents
};
function codexUnits(path, text2) {
  if (path.includes("/")) return [partUnit({ path, line: 1 }, "", "instructions", text2)];
  return cappedUnits({ path, line: 1 }, "", "instructions", text2, PROJECT_DOC_MAX_BYTES, "bytes");
}
function codexAgents({ units }) {
  const docs = units.filter((u) => baseName(u.path) === "AGENTS.md" || baseName(u.path) === OVERRIDE);
  const root = docs.filter((u) => !u.path.includes("/"));
  if (root.length === 0) return [];
  const read = root.some((u) => u.path === OVERRIDE) ? OVERRIDE : "AGENTS.md";
  const deliveryOf6 = (unit) => {
    if (unit.path.includes("/")) return { kind: "never", reason: "Codex reads AGENTS.md from the project root down to its working directory, the root" };
    if (unit.path !== read) return { kind: "never", reason: `${OVERRIDE} takes its place` };
    if (unit.key === pastCapKey("")) return { kind: "never", reason: "past Codex's 32 KiB AGENTS.md budget", cap: "bytes" };
    return { kind: "start" };
  };
  return [{ name: LABEL3, framework: LABEL3, sends: new Map(docs.map((u) => [u.id, deliveryOf6(u)])), settings: {} }];
}

// src/frameworks/copilot.ts
var LABEL4 = "GitHub Copilot";
var INSTRUCTIONS = ".github/copilot-instructions.md";
var ALWAYS = /* @__PURE__ */ new Set(["**", "**/*", "*"]);
function copilotFile(path) {
  if (path === INSTRUCTIONS) return "instructions";
  if (path.startsWith(".github/instructions/") && path.endsWith(".instructions.md")) return "scoped";
  if (path.startsWith(".github/prompts/") && path.endsWith(".prompt.md")) return "prompt";
  if (path.startsWith(".github/agents/") && path.endsWith(".agent.md") || path.startsWith(".github/chatmodes/") && path.endsWith(".chatmode.md")) return "agent";
  return void 0;
}
var copilot = {
  id: "copilot",
  label: LABEL4,
  files: {
    globs: [INSTRUCTIONS, ".github/instructions/**/*.instructions.md", ".github/prompts/**/*.prompt.md", ".github/agents/**/*.agent.md", ".github/chatmodes/**/*.chatmode.md"],
    extract: copilotUnits
  },
  findAgents: copilotAgents
};
function copilotUnits(path, text2) {
  const kind = copilotFile(path);
  if (kind === "instructions" || kind === void 0) return [partUnit({ path, line: 1 }, "", "instructions", text2)];
  const fm = splitFrontmatter(text2);
  const role = kind === "prompt" ? "template" : kind === "agent" ? "system" : "instructions";
  const body = partUnit({ path, line: fm.bodyLine, frontmatter: fm.data }, "", role, fm.body);
  const description = stringField(fm.data, "description");
  if (kind !== "scoped" || description === void 0) return [body];
  return [partUnit({ path, line: 1, frontmatter: fm.data }, "description", "instructions", description), body];
}
function nameOf(unit, suffix) {
  return stringField(unit.frontmatter, "name") ?? stem(unit.path, suffix);
}
function copilotAgents({ units }) {
  const own = units.flatMap((unit) => {
    const kind = copilotFile(unit.path);
    return kind ? [{ unit, kind }] : [];
  });
  if (own.length === 0) return [];
  const main = /* @__PURE__ */ new Map();
  const custom = [];
  for (const u of agentsMdUnits(units)) {
    main.set(u.id, agentsMdDelivery(u, (dir) => ({ kind: "on-trigger", what: `reading ${dir}/AGENTS.md` })));
  }
  for (const { unit, kind } of own) {
    if (kind === "agent") {
      const name = `${LABEL4} agent ${nameOf(unit, /\.(agent|chatmode)\.md$/)}`;
      custom.push({ name, id: unit.id });
      main.set(unit.id, { kind: "other-agent", agent: name });
    } else {
      main.set(unit.id, deliveryOf3(unit, kind));
    }
  }
  const agent = (name, sends) => ({ name, framework: LABEL4, sends, settings: {} });
  const shared = [...main].filter(([, d]) => d.kind !== "other-agent");
  return [agent(LABEL4, main), ...custom.map(({ name, id }) => agent(name, new Map([...shared, [id, { kind: "every-request" }]])))];
}
function deliveryOf3(unit, kind) {
  if (kind === "instructions") return { kind: "every-request" };
  if (kind === "prompt") return { kind: "invoked", name: nameOf(unit, /\.prompt\.md$/) };
  if (unit.key === "description") return { kind: "every-request" };
  const applyTo = globsField(unit.frontmatter, "applyTo");
  if (applyTo.some((g2) => ALWAYS.has(g2))) return { kind: "every-request" };
  if (applyTo.length > 0) return { kind: "while-matching", paths: applyTo };
  return { kind: "invoked", name: nameOf(unit, /\.instructions\.md$/) };
}

// src/frameworks/python/str-format.ts
function pythonFormat(text2, fields) {
  return text2.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (whole, field) => {
    if (whole === "{{") return "{";
    if (whole === "}}") return "}";
    const m = /^(\w+)((?:\[\d+\])*)$/.exec(field ?? "");
    if (!m || !Object.hasOwn(fields, m[1])) throw new Error(`KeyError: '${field}'`);
    let value = fields[m[1]];
    for (const index of m[2].match(/\d+/g) ?? []) value = value[Number(index)];
    if (value === void 0) throw new Error(`IndexError: ${field}`);
    return String(value);
  });
}

// src/frameworks/aider/prompt-request.ts
var DEFAULT_MODEL_SETTINGS = { model: "claude-sonnet-4-6", lazy: false, overeager: false };
var PLATFORM = "- Platform: Linux-6.8.0-x86_64-with-glibc2.39\n- Shell: SHELL=/bin/bash\n- Language: English\n- Current date: 2026-12-02\n- The user is operating inside a git repository\n";
var EXAMPLES_END = [
  { role: "user", content: "I switched to a new code base. Please don't consider the above files or try to edit them any longer." },
  { role: "assistant", content: "Ok." }
];
var EVERY = { kind: "every-request" };
function aiderRequest(attributes) {
  const errors = [];
  const text2 = (attribute) => attributes.units.get(attribute)?.[0]?.text ?? attributes.literals.get(attribute) ?? "";
  const format2 = (prompt, what, values) => {
    try {
      return pythonFormat(prompt, values);
    } catch (error) {
      errors.push(`${what} could not be formatted (${error.message}): priced as written`);
      return prompt;
    }
  };
  const fields = {
    fence: ["```", "```"],
    quad_backtick_reminder: "",
    final_reminders: "Reply in English.\n",
    platform: PLATFORM,
    shell_cmd_prompt: format2(text2("shell_cmd_prompt"), "shell_cmd_prompt", { platform: PLATFORM }),
    rename_with_shell: text2("rename_with_shell"),
    shell_cmd_reminder: format2(text2("shell_cmd_reminder"), "shell_cmd_reminder", { platform: PLATFORM }),
    go_ahead_tip: text2("go_ahead_tip"),
    language: "English"
  };
  const fmt = (prompt, what) => format2(prompt, what, fields);
  const reminder = text2("system_reminder");
  const system = fmt(text2("main_system"), "main_system") + (reminder ? `
${fmt(reminder, "system_reminder")}` : "");
  const parts = [{ key: "system", delivery: EVERY, text: system }];
  const examples = exampleMessages(attributes.units.get("example_messages") ?? []);
  examples.forEach((m, i) => parts.push({ key: `example_messages[${i}].${m.role}`, delivery: EVERY, text: fmt(m.content, "an example message") }));
  if (examples.length > 0) EXAMPLES_END.forEach((m, i) => parts.push({ key: `examples_end[${i}].${m.role}`, delivery: EVERY, text: m.content }));
  if (reminder) parts.push({ key: "system_reminder (after the history)", delivery: { kind: "after-history" }, text: `

${fmt(reminder, "system_reminder")}` });
  return { parts, errors };
}
function exampleMessages(units) {
  return [...units].sort((a, b) => a.lines[0] - b.lines[0]).map((u) => ({ role: /messages\[(\w+)\]/.exec(u.key)?.[1] ?? "user", content: u.text }));
}

// src/frameworks/aider.ts
var PROMPTS_FILE = /(^|\/)aider\/coders\/[^/]*_prompts\.py$/;
var BASE_CLASS = "CoderPrompts";
var RUN2 = { cacheBreakpoints: NO_BREAKPOINTS };
var EVERY_REQUEST = { kind: "every-request" };
var AFTER_HISTORY = { kind: "after-history" };
var ATTRIBUTES = {
  read_only_files_prefix: EVERY_REQUEST,
  repo_content_prefix: EVERY_REQUEST,
  // The chat files' contents come after the history, rebuilt from disk on every request.
  files_content_prefix: AFTER_HISTORY,
  files_content_assistant_reply: AFTER_HISTORY,
  // Left in the history after each turn that edits, and replayed.
  files_content_gpt_edits: { kind: "per-step" },
  // A reply without well-formed edits is answered with it.
  files_content_gpt_no_edits: { kind: "on-failure" },
  files_no_full_files: { kind: "never", reason: "only while no file is in the chat" },
  files_no_full_files_with_repo_map: { kind: "never", reason: "only while no file is in the chat" },
  files_no_full_files_with_repo_map_reply: { kind: "never", reason: "only while no file is in the chat" },
  files_content_gpt_edits_no_repo: { kind: "never", reason: "only outside a git repository" },
  files_content_local_edits: { kind: "never", reason: "only after the user edits files" },
  no_shell_cmd_prompt: { kind: "never", reason: "only with --no-suggest-shell-commands" },
  no_shell_cmd_reminder: { kind: "never", reason: "only with --no-suggest-shell-commands" },
  // `{final_reminders}` carries them only for models aider's settings mark lazy (the GPT-4 era) or
  // overeager (some Claude, Gemini and GPT-5 models): not aider's default model.
  lazy_prompt: { kind: "never", reason: "only for models marked lazy" },
  overeager_prompt: { kind: "never", reason: `only for models marked overeager, not aider's default (${DEFAULT_MODEL_SETTINGS.model})` }
};
var RENDERED_AS = {
  main_system: EVERY_REQUEST,
  // Folded into the system text, or as user/assistant pairs right after it: before the history either way.
  example_messages: EVERY_REQUEST,
  // In the system text, and again as the trailing reminder (a final system message, or appended to
  // the last user message): two copies, the second after the history and never cached.
  system_reminder: { kind: "repeated", copies: [EVERY_REQUEST, AFTER_HISTORY] }
};
var CARRIED_BY = {
  shell_cmd_prompt: ["shell_cmd_prompt"],
  shell_cmd_reminder: ["shell_cmd_reminder"],
  rename_with_shell: ["rename_with_shell"],
  go_ahead_tip: ["go_ahead_tip"]
};
function attributeOf(key) {
  const rest = key.slice(key.indexOf(".") + 1);
  if (/^messages\[/.test(rest) || rest.startsWith("example_messages")) return "example_messages";
  return rest.split(/[.[]/)[0];
}
function promptClasses(repository) {
  const classes = /* @__PURE__ */ new Map();
  const paths = /* @__PURE__ */ new Map();
  for (const file of repository.files ?? []) {
    if (!PROMPTS_FILE.test(file.path) || file.content.kind !== "text") continue;
    const text2 = file.content.text;
    const heads = [...text2.matchAll(/^class\s+(\w+)\s*(?:\(\s*([\w.]+)?[^)]*\))?\s*:/gm)];
    heads.forEach((m, i) => {
      const body = text2.slice(m.index + m[0].length, heads[i + 1]?.index ?? text2.length);
      const assigned = new Set([...body.matchAll(/^ {4}(\w+)\s*=/gm)].map((a) => a[1]));
      const references = new Map([...body.matchAll(/^ {4}(\w+)\s*=\s*([A-Za-z_][\w.]*)\s*$/gm)].map((a) => [a[1], a[2]]));
      const literals = new Map([...body.matchAll(/^ {4}(\w+)\s*=\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')\s*$/gm)].map((a) => [a[1], unescape(a[2] ?? a[3])]));
      classes.set(m[1], { name: m[1], parent: m[2]?.split(".").pop(), attributes: /* @__PURE__ */ new Map(), assigned, references, literals, path: file.path });
      paths.set(m[1], file.path);
    });
  }
  for (const u of repository.units) {
    if (!PROMPTS_FILE.test(u.path)) continue;
    const className = u.key.split(".")[0];
    if (!classes.has(className)) {
      classes.set(className, { name: className, parent: className === BASE_CLASS ? void 0 : BASE_CLASS, attributes: /* @__PURE__ */ new Map(), assigned: /* @__PURE__ */ new Set(), references: /* @__PURE__ */ new Map(), literals: /* @__PURE__ */ new Map() });
    }
    const attributes = classes.get(className).attributes;
    const attribute = attributeOf(u.key);
    attributes.set(attribute, [...attributes.get(attribute) ?? [], u]);
  }
  for (const c of classes.values()) {
    const path = paths.get(c.name);
    if (!path) continue;
    for (const [attribute, reference2] of c.references) {
      const [module, name] = reference2.includes(".") ? [reference2.split(".")[0], reference2.split(".").at(-1)] : [void 0, reference2];
      const file = module ? path.replace(/[^/]+$/, `${module}.py`) : path;
      const unit = repository.units.find((u) => u.path === file && u.key === name);
      if (unit) c.attributes.set(attribute, [unit]);
    }
  }
  return classes;
}
function effectiveAttributes(name, classes) {
  const units = /* @__PURE__ */ new Map();
  const literals = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  for (let c = classes.get(name); c && !seen.has(c.name); c = c.parent ? classes.get(c.parent) : void 0) {
    seen.add(c.name);
    for (const [attribute, own] of c.attributes) if (!units.has(attribute)) units.set(attribute, own);
    for (const attribute of c.assigned) {
      if (units.has(attribute)) continue;
      units.set(attribute, []);
      const literal2 = c.literals.get(attribute);
      if (literal2 !== void 0) literals.set(attribute, literal2);
    }
  }
  return { units, literals };
}
function unescape(text2) {
  const escapes = { n: "\n", t: "	", "\\": "\\", '"': '"', "'": "'" };
  return text2.replace(/\\(.)/g, (whole, c) => escapes[c] ?? whole);
}
function carriedDelivery(placeholders, attributes) {
  const texts = (template) => [...(attributes.units.get(template) ?? []).map((u) => u.text), attributes.literals.get(template) ?? ""];
  const holds = (template) => texts(template).some((text2) => placeholders.some((p) => text2.includes(`{${p}}`)));
  const copies = [
    ...holds("main_system") ? [EVERY_REQUEST] : [],
    ...holds("system_reminder") ? [EVERY_REQUEST, AFTER_HISTORY] : []
  ];
  if (copies.length === 0) return void 0;
  return copies.length === 1 ? copies[0] : { kind: "repeated", copies };
}
function findAiderAgents(repository) {
  const classes = promptClasses(repository);
  const agents = [];
  for (const c of classes.values()) {
    if (c.name === BASE_CLASS || !c.name.endsWith("Prompts")) continue;
    const attributes = effectiveAttributes(c.name, classes);
    if (!attributes.units.has("main_system")) continue;
    const sends = /* @__PURE__ */ new Map();
    for (const [attribute, units] of attributes.units) {
      const delivery = attributeDelivery(attribute, attributes);
      for (const u of units) sends.set(u.id, delivery);
    }
    const { parts, errors } = aiderRequest(attributes);
    const reads = new Set([...attributes.units.values()].flat().map((u) => u.path));
    for (let k = classes.get(c.name), seen = /* @__PURE__ */ new Set(); k && !seen.has(k.name); k = k.parent ? classes.get(k.parent) : void 0) {
      seen.add(k.name);
      if (k.path) reads.add(k.path);
    }
    const assumptions = [
      `the prompts are formatted as for aider's default model (${DEFAULT_MODEL_SETTINGS.model}: neither lazy nor overeager), an English-speaking user and a Linux machine in a git repository`,
      ...errors
    ];
    agents.push({ name: `aider ${c.name}`, framework: "aider", sends, settings: RUN2, request: parts, reads, assumptions });
  }
  return agents;
}
function attributeDelivery(attribute, attributes) {
  const rendered = RENDERED_AS[attribute];
  if (rendered) return { kind: "rendered", as: rendered };
  const carriers = CARRIED_BY[attribute];
  const carried = carriers ? carriedDelivery(carriers, attributes) : void 0;
  if (carried) return { kind: "rendered", as: carried };
  return ATTRIBUTES[attribute] ?? { kind: "never", reason: "not in the prompt aider builds for this format" };
}
var aider = {
  id: "aider",
  label: "aider",
  sdkModules: { python: ["aider"] },
  // Every string attribute of a prompt class (`EditBlockPrompts(CoderPrompts)`) is sent.
  code: { python: { promptClasses: /Prompts?\b/ } },
  findAgents: findAiderAgents,
  // The prompt classes' own lines say which class each inherits from and what it overrides.
  readsText: (file) => PROMPTS_FILE.test(file.path) ? file.text : void 0
};

// src/frameworks/cursor.ts
var LABEL5 = "Cursor";
var cursor = {
  id: "cursor",
  label: LABEL5,
  files: { globs: [".cursorrules", "**/.cursor/rules/**"], extract: cursorUnits },
  findAgents: cursorAgents
};
function isRule(path) {
  return path.endsWith(".mdc") || baseName(path) === "RULE.md" && baseName(dirOf(dirOf(path))) === "rules";
}
function agentRequested(frontmatter) {
  return !booleanField(frontmatter, "alwaysApply") && globsField(frontmatter, "globs").length === 0 && stringField(frontmatter, "description") !== void 0;
}
function cursorUnits(path, text2) {
  if (!isRule(path)) return [partUnit({ path, line: 1 }, "", "instructions", text2)];
  const fm = splitFrontmatter(text2);
  const body = partUnit({ path, line: fm.bodyLine, frontmatter: fm.data }, "", "instructions", fm.body);
  if (!agentRequested(fm.data)) return [body];
  return [partUnit({ path, line: 1, frontmatter: fm.data }, "description", "instructions", stringField(fm.data, "description")), body];
}
function ruleName(path) {
  return baseName(path) === "RULE.md" ? baseName(dirOf(path)) : stem(path);
}
function cursorAgents({ units }) {
  const own = units.filter((u) => baseName(u.path) === ".cursorrules" || scopeOf(u.path, ".cursor") !== void 0);
  if (own.length === 0) return [];
  const sends = new Map(own.map((u) => [u.id, deliveryOf4(u)]));
  for (const u of agentsMdUnits(units)) {
    sends.set(u.id, agentsMdDelivery(u, (dir) => ({ kind: "on-trigger", what: `working on files under ${dir}/` })));
  }
  return [{ name: LABEL5, framework: LABEL5, sends, settings: {} }];
}
function deliveryOf4(unit) {
  if (unit.path === ".cursorrules") return { kind: "every-request" };
  if (baseName(unit.path) === ".cursorrules") return { kind: "never", reason: "Cursor reads .cursorrules at the project root only" };
  if (!isRule(unit.path)) return { kind: "never", reason: "Cursor ignores a plain .md file in .cursor/rules" };
  const scope = scopeOf(unit.path, ".cursor");
  const under = (globs2) => scope === "" ? globs2 : globs2.map((g2) => `${scope}/${g2}`);
  const fm = unit.frontmatter;
  if (booleanField(fm, "alwaysApply")) return scope === "" ? { kind: "every-request" } : { kind: "while-matching", paths: under(["**"]) };
  const globs = globsField(fm, "globs");
  if (globs.length > 0) return { kind: "while-matching", paths: under(globs) };
  if (unit.key === "description") return { kind: "every-request" };
  return { kind: "invoked", name: ruleName(unit.path) };
}

// src/frameworks/gemini-cli.ts
var LABEL6 = "Gemini CLI";
var geminiCli = {
  id: "gemini-cli",
  label: LABEL6,
  files: { globs: ["GEMINI.md"], extract: (path, text2) => [partUnit({ path, line: 1 }, "", "instructions", text2)] },
  findAgents: ({ units }) => {
    const own = units.filter((u) => u.path === "GEMINI.md" || u.path.endsWith("/GEMINI.md"));
    if (own.length === 0) return [];
    const deliveryOf6 = (path) => {
      const dir = dirOf(path);
      return dir === "" ? { kind: "every-request" } : { kind: "on-trigger", what: `a tool touching ${dir}/` };
    };
    return [{ name: LABEL6, framework: LABEL6, sends: new Map(own.map((u) => [u.id, deliveryOf6(u.path)])), settings: {} }];
  }
};

// src/frameworks/code-only/ag2.ts
var ag2 = {
  id: "ag2",
  label: "AG2",
  sdkModules: { python: ["autogen", "autogen_agentchat", "ag2"] },
  code: { python: { toolDecorators: ["register_for_llm"], toolDescriptionArguments: ["description"] } }
};

// src/frameworks/code-only/agno.ts
var agno = {
  id: "agno",
  label: "Agno",
  sdkModules: { python: ["agno", "phi"] },
  code: { promptArguments: { role: "system", expected_output: "template", success_criteria: "system" } }
};

// src/frameworks/code-only/crewai.ts
var crewai = {
  id: "crewai",
  label: "CrewAI",
  sdkModules: { python: ["crewai"] },
  code: {
    promptArguments: { backstory: "system", goal: "system", role: "system", expected_output: "template" },
    argumentRoles: [{ callee: /^Task$/, argument: "description", role: "template" }]
  }
};

// src/frameworks/code-only/dspy.ts
var dspy = {
  id: "dspy",
  label: "DSPy",
  sdkModules: { python: ["dspy"] },
  code: {
    argumentRoles: [
      { callee: /^(InputField|OutputField)$/, argument: "desc", role: "system" },
      { callee: /^(InputField|OutputField)$/, argument: "prefix", role: "system" }
    ],
    python: { instructionClasses: ["Signature"] }
  }
};

// src/frameworks/code-only/google-adk.ts
var googleAdk = {
  id: "google-adk",
  label: "Google ADK",
  sdkModules: { python: ["google.adk"] },
  code: { promptArguments: { instruction: "system" }, schemaArguments: ["output_schema"] }
};

// src/frameworks/code-only/haystack.ts
var haystack = {
  id: "haystack",
  label: "Haystack",
  sdkModules: { python: ["haystack"] },
  code: {
    python: {
      roleMessageFactories: ["ChatMessage.from_system", "ChatMessage.from_user", "ChatMessage.from_assistant"],
      promptObjects: { templates: ["PromptBuilder"] }
    }
  }
};

// src/frameworks/code-only/langchain.ts
var langchain = {
  id: "langchain",
  label: "LangChain",
  sdkModules: {
    python: ["langchain", "langchain_core", "langchain_openai", "langchain_anthropic", "langchain_community"],
    javascript: ["langchain", "@langchain/*"]
  },
  code: {
    // `init_chat_model(model, *, model_provider=...)`, `create_agent(model, tools)`, and LangChain.js's
    // `initChatModel(model, fields)` (from `langchain/chat_models/universal` or, since 1.0, `langchain`).
    // Its chat classes (`ChatOpenAI`) take `model=` only.
    modelCallees: {
      python: [
        { module: "langchain.chat_models", names: ["init_chat_model"] },
        { module: "langchain.agents", names: ["create_agent"] }
      ],
      javascript: [{ module: "langchain", names: ["initChatModel"] }]
    },
    python: {
      toolDecorators: ["tool"],
      toolClasses: [{ base: /\bBaseTool\b/, runMethods: ["_run", "_arun"] }],
      functionToolFactories: ["StructuredTool.from_function", "Tool.from_function"],
      promptObjects: {
        templates: ["PromptTemplate"],
        messages: ["SystemMessage", "HumanMessage", "AIMessage", "ChatMessage"],
        templateFactories: ["from_template"],
        messageLists: ["from_messages"]
      }
    },
    javascript: {
      promptObjects: { templates: ["PromptTemplate"], messages: ["SystemMessage", "HumanMessage", "AIMessage"], templateFactories: ["fromTemplate"], messageLists: ["fromMessages"] }
    }
  }
};

// src/frameworks/code-only/llamaindex.ts
var llamaindex = {
  id: "llamaindex",
  label: "LlamaIndex",
  sdkModules: { python: ["llama_index"], javascript: ["llamaindex", "@llamaindex/*"] },
  code: {
    argumentRoles: [{ callee: /^from_tools$/, argument: "context", role: "system" }],
    python: { functionToolFactories: ["FunctionTool.from_defaults"] }
  }
};

// src/frameworks/code-only/marvin.ts
var marvin = {
  id: "marvin",
  label: "Marvin",
  sdkModules: { python: ["marvin"] },
  code: { python: { docstringPromptDecorators: ["marvin.fn", "marvin.function", "ai_fn"] } }
};

// src/frameworks/code-only/mastra.ts
var mastra = {
  id: "mastra",
  label: "Mastra",
  sdkModules: { javascript: ["@mastra/*"] },
  code: { javascript: { toolCalls: ["createTool"] } }
};

// src/frameworks/code-only/pydantic-ai.ts
var pydanticAi = {
  id: "pydantic-ai",
  label: "pydantic-ai",
  sdkModules: { python: ["pydantic_ai"] },
  code: {
    schemaArguments: ["result_type", "output_type"],
    // `Agent(model=None, *, ...)` and the model classes' `(model_name, *, provider=...)` take the model first.
    modelCallees: {
      python: [
        {
          module: "pydantic_ai",
          names: ["Agent", "OpenAIModel", "OpenAIChatModel", "OpenAIResponsesModel", "AnthropicModel", "GoogleModel", "GeminiModel", "GroqModel", "MistralModel"]
        }
      ]
    },
    python: { toolDecorators: ["tool", "tool_plain"], returnedPromptDecorators: ["system_prompt", "instructions"] }
  }
};

// src/frameworks/code-only/semantic-kernel.ts
var semanticKernel = {
  id: "semantic-kernel",
  label: "Semantic Kernel",
  sdkModules: { python: ["semantic_kernel"] },
  code: { python: { toolDecorators: ["kernel_function"], toolDescriptionArguments: ["description"] } }
};

// src/frameworks/code-only/vercel-ai-sdk.ts
var vercelAiSdk = {
  id: "vercel-ai-sdk",
  label: "Vercel AI SDK",
  sdkModules: { javascript: ["ai", "@ai-sdk/*"] },
  code: { modelProviderPackages: ["@ai-sdk/"], javascript: { toolCalls: ["tool"] } }
};

// src/frameworks/delivery.ts
function deliveryCopies(delivery) {
  return delivery.kind === "repeated" ? delivery.copies.flatMap(deliveryCopies) : [delivery];
}
function sendsItself(delivery) {
  switch (delivery.kind) {
    case "never":
    case "other-agent":
      return false;
    case "repeated":
      return delivery.copies.some(sendsItself);
    case "rendered":
      return sendsItself(delivery.as);
    case "every-request":
    case "start":
    case "after-history":
    case "per-step":
    case "tool-result":
    case "on-trigger":
    case "while-matching":
    case "invoked":
    case "side-call":
    case "on-failure":
      return true;
    default:
      return assertNever(delivery);
  }
}
function firstRequestCopies(delivery) {
  switch (delivery.kind) {
    case "every-request":
    case "start":
    case "after-history":
      return 1;
    case "repeated":
      return delivery.copies.reduce((n, copy) => n + firstRequestCopies(copy), 0);
    case "rendered":
      return firstRequestCopies(delivery.as);
    case "per-step":
    case "tool-result":
    case "on-trigger":
    case "while-matching":
    case "invoked":
    case "side-call":
    case "on-failure":
    case "never":
    case "other-agent":
      return 0;
    default:
      return assertNever(delivery);
  }
}
function roleDelivery(role) {
  switch (role) {
    case "template":
      return { kind: "start" };
    case "tool-output":
      return { kind: "tool-result" };
    default:
      return { kind: "every-request" };
  }
}
var RENDERED = "rendered, ";
function describeDelivery(delivery) {
  switch (delivery.kind) {
    case "every-request":
      return "every request";
    case "start":
      return "once, replayed";
    case "after-history":
      return "after the history, every request (uncached)";
    case "per-step":
      if (delivery.instead?.output === "empty") return "every step with no output, replayed";
      if (delivery.instead?.output === "truncated") return "every step whose output is truncated, replayed";
      return "every step, replayed";
    case "tool-result":
      return "tool result, replayed";
    case "on-trigger":
      return `from the trigger step, replayed (${delivery.what})`;
    case "while-matching":
      return `while matching files are open (${delivery.paths.join(", ")})`;
    case "invoked":
      return `on invocation only (${delivery.name})`;
    case "side-call":
      if (delivery.call === "final-answer") return "final answer at the step limit (side call)";
      if (delivery.call === "structured-response") return "structured response after the run (side call)";
      return "planning steps (side call)";
    case "other-agent":
      return `in ${delivery.agent}'s context`;
    case "on-failure":
      return delivery.replayed ? "on failure only, replayed" : "on failure only (requery)";
    case "never":
      return `never sent: ${delivery.reason}`;
    case "repeated":
      return delivery.copies.map(describeDelivery).join(" + ");
    case "rendered":
      return `${RENDERED}${describeDelivery(delivery.as)}`;
    default:
      return assertNever(delivery);
  }
}

// src/frameworks/code-wiring.ts
function argument(call, ...names3) {
  return names3.map((n) => call.args[n]).find((a) => a !== void 0);
}
var DEPTH = 6;
var CodeWiring = class {
  constructor(repository) {
    this.repository = repository;
    for (const u of repository.units) {
      if (!this.byPath.has(u.path)) this.byPath.set(u.path, /* @__PURE__ */ new Map());
      this.byPath.get(u.path).set(u.key, u);
      this.byKey.set(u.key, [...this.byKey.get(u.key) ?? [], u.id]);
      this.pathOf.set(u.id, u.path);
    }
    this.calls = repository.calls ?? [];
    this.bindings = repository.bindings ?? [];
  }
  repository;
  byPath = /* @__PURE__ */ new Map();
  byKey = /* @__PURE__ */ new Map();
  pathOf = /* @__PURE__ */ new Map();
  bindings;
  calls;
  reads = /* @__PURE__ */ new Set();
  /** What `read` returns, and the files whose code it read. */
  track(read) {
    const outer = this.reads;
    this.reads = /* @__PURE__ */ new Set();
    try {
      const value = read();
      return { value, reads: this.reads };
    } finally {
      for (const p of this.reads) outer.add(p);
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
    return [...this.byPath.get(path)?.values() ?? []];
  }
  /** Every file with units. */
  paths() {
    return [...this.byPath.keys()];
  }
  /** The id of the unit under this key, in this file or, failing that, the only one anywhere. */
  unit(path, key) {
    const here = this.here(path, key);
    if (here) return here;
    const anywhere = this.byKey.get(key) ?? [];
    return anywhere.length === 1 ? anywhere[0] : void 0;
  }
  /** Units in this file whose key starts with a prefix (`WeatherResponse.` for a schema class's fields). */
  unitsUnder(path, prefix) {
    return this.unitsOf(path).filter((u) => u.key.startsWith(prefix)).map((u) => u.id);
  }
  /** The units taken inside an argument, by id. */
  own(call, arg4) {
    return (arg4?.units ?? []).flatMap((key) => this.unit(call.path, key) ?? []);
  }
  /**
   * What a name stands for as text: a constant (`TRIAGE_PROMPT`), a function that returns it
   * (`dynamic_instructions()`), or a tool (`tool:get_weather`).
   */
  named(path, name) {
    for (const key of [name, `${name}()`, `tool:${name}`]) {
      const id = this.unit(path, key);
      if (id) return [id];
    }
    return [];
  }
  /** An argument's own units and those its names stand for, the names its text is joined with included. */
  textOf(call, arg4) {
    return [...this.own(call, arg4), ...[...arg4?.names ?? [], ...arg4?.placeholders ?? []].flatMap((n) => this.named(call.path, n))];
  }
  /** Every unit taken inside a call's arguments. */
  unitsOfCall(call) {
    return Object.values(call.args).flatMap((arg4) => [...this.own(call, arg4), ...arg4.calls.flatMap((c) => this.unitsOfCall(c))]);
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
    return [.../* @__PURE__ */ new Set([...doc ? [doc] : [], ...this.unitsUnder(home, `${name}.`)])];
  }
  /** What a name holds where it is read: the last assignment before `line` in its file (or in `within` only), else the only module-level one anywhere. */
  binding(path, name, line, within2 = "repository") {
    const sameFile = this.bindings.filter((b) => b.path === path && b.name === name);
    const here = sameFile.filter((b) => b.line < line).at(-1) ?? sameFile.filter((b) => b.scope === void 0).at(-1);
    const found = here ?? (within2 === "file" ? void 0 : unique(this.bindings.filter((b) => b.name === name && b.path !== path && b.scope === void 0)));
    if (found) this.read(found.path);
    return found;
  }
  /**
   * The items of a list argument, names read through what they hold: `tools=[search, WeatherTool()]`,
   * `tools=TOOLS + [extra]`, `tools=tools` where `tools = [...]`, `weather = WeatherTool()`. A name
   * that holds nothing the code assigns (a function) is an item itself.
   */
  items(path, line, arg4, depth = 0) {
    const out = [];
    const [names3, calls] = [[...arg4.names], [...arg4.calls]];
    for (const kind of arg4.order) {
      if (kind === "call") {
        out.push({ kind: "call", call: calls.shift() });
        continue;
      }
      const name = names3.shift();
      const plain = depth < DEPTH && /^\w+$/.test(name);
      const held = plain ? this.binding(path, name, line, "file") ?? (this.definesFunction?.(path, name) ? void 0 : this.binding(path, name, line)) : void 0;
      if (held) out.push(...this.items(held.path, held.line + 1, held.value, depth + 1));
      else out.push({ kind: "name", name, path });
    }
    return out;
  }
  /** A function the code defines (`@tool`, `@function_tool` or plain), in this file, else the only one of that name. */
  functionDefinition(path, name) {
    const all = (this.repository.toolDefinitions ?? []).filter((d) => d.kind === "function" && d.name === name);
    const found = all.find((d) => d.path === path) ?? (all.length === 1 ? all[0] : void 0);
    if (found) this.read(found.path);
    return found;
  }
  /** The one call an argument holds, in place or through names (`parameters: InvoiceQuery`, `const InvoiceQuery = z.object(...)`). */
  singleCall(path, line, arg4) {
    const items2 = arg4 ? this.items(path, line, arg4) : [];
    return items2.length === 1 && items2[0].kind === "call" ? items2[0].call : void 0;
  }
  /** A literal an argument holds, directly or through names (`max_steps=MAX_STEPS`). */
  literal(path, line, arg4, depth = 0) {
    if (!arg4) return void 0;
    if (arg4.value !== void 0) return { value: arg4.value };
    const [name] = arg4.names;
    if (arg4.names.length !== 1 || arg4.calls.length > 0 || !name || !/^\w+$/.test(name) || depth >= DEPTH) return void 0;
    const held = this.binding(path, name, line);
    return held ? this.literal(held.path, held.line + 1, held.value, depth + 1) : void 0;
  }
  /** The text an argument holds: its unit where it is one, its static text, or a name's. */
  text(path, line, arg4, depth = 0) {
    if (!arg4) return void 0;
    const unit = arg4.units.map((key) => this.unitAt(path, key)).find((u) => u !== void 0);
    if (arg4.placeholders?.length || arg4.names.length > 0 && (unit || arg4.text !== void 0)) return void 0;
    if (unit) return { text: unit.text, unit };
    if (arg4.text !== void 0) return { text: arg4.text };
    const [name] = arg4.names;
    if (arg4.names.length !== 1 || !name || !/^\w+$/.test(name) || depth >= DEPTH) return void 0;
    const id = this.unit(path, name);
    const home = id === void 0 ? void 0 : this.pathOf.get(id);
    const named = home === void 0 ? void 0 : this.unitAt(home, name);
    if (named) {
      if (home !== path) this.read(home);
      return { text: named.text, unit: named };
    }
    const held = this.binding(path, name, line);
    return held ? this.text(held.path, held.line + 1, held.value, depth + 1) : void 0;
  }
  /** Every source an argument reaches through names and nested calls: where a file name may be written. */
  sources(path, line, arg4, depth = 0) {
    if (!arg4) return [];
    const nested = arg4.calls.flatMap((c) => Object.values(c.args).flatMap((a) => this.sources(c.path, c.line, a, depth + 1)));
    const named = depth < DEPTH ? arg4.names.flatMap((n) => {
      const held = /^\w+$/.test(n) ? this.binding(path, n, line) : void 0;
      return held ? this.sources(held.path, held.line + 1, held.value, depth + 1) : [];
    }) : [];
    return [arg4.source, ...nested, ...named];
  }
};
function unique(items2) {
  return items2.length === 1 ? items2[0] : void 0;
}
var Sends = class {
  map = /* @__PURE__ */ new Map();
  add(ids, delivery) {
    for (const id of ids) {
      const known2 = this.map.get(id);
      if (!known2 || !sendsItself(known2) && sendsItself(delivery)) this.map.set(id, delivery);
    }
  }
};
function uniqueNames(items2) {
  const count = /* @__PURE__ */ new Map();
  for (const i of items2) count.set(i.name, (count.get(i.name) ?? 0) + 1);
  const seen = /* @__PURE__ */ new Map();
  return items2.map((i) => {
    if (count.get(i.name) === 1) return { ...i, unique: i.name };
    const n = (seen.get(`${i.name}\0${i.path}`) ?? 0) + 1;
    seen.set(`${i.name}\0${i.path}`, n);
    return { ...i, unique: `${i.name} (${i.path}${n > 1 ? ` #${n}` : ""})` };
  });
}

// src/frameworks/javascript/zod-schema.ts
var DRAFT_07 = "http://json-schema.org/draft-07/schema#";
var DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
var SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
var BOUNDS = {
  number: { min: "minimum", max: "maximum", gte: "minimum", lte: "maximum" },
  integer: { min: "minimum", max: "maximum", gte: "minimum", lte: "maximum" },
  string: { min: "minLength", max: "maxLength" },
  array: { min: "minItems", max: "maxItems" }
};
var UNCHANGED = /* @__PURE__ */ new Set(["trim", "toLowerCase", "toUpperCase"]);
function links(call) {
  return call.receiver ? [...links(call.receiver), call] : [call];
}
var method = (call) => call.callee.split(".").at(-1);
var first = (call) => call.args["0"];
var itemOf = (arg4) => arg4?.order.length === 1 && arg4.calls.length === 1 ? arg4.calls[0] : void 0;
function zodNode(call, resolve = itemOf) {
  const chain = links(call);
  const head = chain[0];
  if (!/^(z|zod)\.\w+$/.test(head.callee)) return void 0;
  let node = zodBase(head, resolve);
  for (const link of chain.slice(1)) {
    if (!node) return void 0;
    node = zodLink(node, link);
  }
  return node;
}
function zodBase(call, resolve) {
  const name = method(call);
  if (name === "string" || name === "number" || name === "boolean") return { kind: name };
  if (name === "int") return { kind: "integer" };
  if (name === "enum") {
    const values = first(call)?.value;
    return Array.isArray(values) && values.every((v2) => typeof v2 === "string") ? { kind: "enum", values } : void 0;
  }
  if (name === "array") {
    const item = first(call) && resolve(first(call));
    const items2 = item && zodNode(item, resolve);
    return items2 ? { kind: "array", items: items2 } : void 0;
  }
  if (name === "object") {
    const shape = [];
    for (const [key, arg4] of Object.entries(call.args)) {
      const field = resolve(arg4);
      const node = field && zodNode(field, resolve);
      if (!node) return void 0;
      shape.push([key, node]);
    }
    return { kind: "object", shape };
  }
  return void 0;
}
function zodLink(node, call) {
  const name = method(call);
  if (name === "describe") {
    const text2 = first(call)?.text;
    return text2 === void 0 ? void 0 : { ...node, description: text2 };
  }
  if (name === "optional" || name === "nullable") return { kind: name, inner: node };
  if (name === "nullish") return { kind: "optional", inner: { kind: "nullable", inner: node } };
  if (name === "default") return first(call)?.value === void 0 ? void 0 : { kind: "default", inner: node, value: first(call).value };
  if (name === "int" && node.kind === "number") return { ...node, kind: "integer" };
  const bound = BOUNDS[node.kind]?.[name];
  const value = first(call)?.value;
  if (bound && typeof value === "number" && (node.kind === "string" || node.kind === "number" || node.kind === "integer" || node.kind === "array")) return { ...node, checks: { ...node.checks, [bound]: value } };
  if (UNCHANGED.has(name)) return node;
  return void 0;
}
function zodJsonSchema(node) {
  const own = node.description === void 0 ? {} : { description: node.description };
  switch (node.kind) {
    case "string":
    case "number":
    case "boolean":
      return { type: node.kind, ...node.checks, ...own };
    case "integer":
      return { type: "integer", minimum: -SAFE_INTEGER, maximum: SAFE_INTEGER, ...node.checks, ...own };
    case "enum":
      return { type: "string", enum: node.values, ...own };
    case "array":
      return { ...node.checks, type: "array", items: zodJsonSchema(node.items), ...own };
    case "object": {
      const required = node.shape.filter(([, n]) => !isOptionalField(n)).map(([k]) => k);
      return { type: "object", properties: Object.fromEntries(node.shape.map(([k, n]) => [k, zodJsonSchema(n)])), ...required.length > 0 ? { required } : {}, additionalProperties: false, ...own };
    }
    case "nullable": {
      const inner = zodJsonSchema(node.inner);
      const simple = Object.keys(inner).length === 1 && typeof inner.type === "string";
      return { ...own, ...simple ? { type: [inner.type, "null"] } : { anyOf: [inner, { type: "null" }] } };
    }
    case "default":
      return { default: node.value, ...own, ...zodJsonSchema(node.inner) };
    case "optional":
      return { ...own, ...zodJsonSchema(node.inner) };
    default:
      return assertNever(node);
  }
}
function isOptionalField(node) {
  if (node.kind === "optional") return true;
  return node.kind === "nullable" ? isOptionalField(node.inner) : false;
}
function isNullableField(node) {
  if (node.kind === "nullable") return true;
  return node.kind === "optional" || node.kind === "default" ? isNullableField(node.inner) : false;
}
function zodObjectSchema(node, $schema) {
  return node.kind === "object" ? { $schema, ...zodJsonSchema(node) } : void 0;
}

// src/frameworks/python/python-text.ts
var PY_SPACE = "[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";
var PY_WORD = "[\\p{L}\\p{N}_]";
var LEADING = new RegExp(`^${PY_SPACE}+`);
var TRAILING = new RegExp(`${PY_SPACE}+$`);
var LINE = /[^\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029])?/g;
function pyStrip(text2) {
  return text2.replace(LEADING, "").replace(TRAILING, "");
}
function splitLinesKeepEnds(text2) {
  return (text2.match(LINE) ?? []).filter((line) => line !== "");
}
function textwrapIndent(text2, prefix) {
  return splitLinesKeepEnds(text2).map((line) => pyStrip(line) === "" ? line : prefix + line).join("");
}
function dedent(text2) {
  const lines = text2.split("\n");
  const margins = lines.filter((l3) => l3.trim() !== "").map((l3) => /^[ \t]*/.exec(l3)[0]);
  let margin = margins[0] ?? "";
  for (const m of margins) while (!m.startsWith(margin)) margin = margin.slice(0, -1);
  return lines.map((l3) => l3.trim() === "" ? "" : l3.slice(margin.length)).join("\n");
}

// src/frameworks/python/type-hint.ts
var AnnotationSyntaxError = class extends Error {
};
var PREFIXES = /^(?:typing|typing_extensions|t|collections\.abc|builtins|types)\./;
var TYPING_ALIASES = {
  List: "list",
  Dict: "dict",
  Tuple: "tuple",
  Set: "set",
  FrozenSet: "frozenset",
  Type: "type",
  DefaultDict: "collections.defaultdict",
  OrderedDict: "collections.OrderedDict",
  Counter: "collections.Counter",
  Deque: "collections.deque",
  ChainMap: "collections.ChainMap",
  Sequence: "collections.abc.Sequence",
  MutableSequence: "collections.abc.MutableSequence",
  Mapping: "collections.abc.Mapping",
  MutableMapping: "collections.abc.MutableMapping",
  Iterable: "collections.abc.Iterable",
  Iterator: "collections.abc.Iterator",
  Collection: "collections.abc.Collection",
  Container: "collections.abc.Container",
  Callable: "collections.abc.Callable",
  Generator: "collections.abc.Generator",
  AbstractSet: "collections.abc.Set",
  MutableSet: "collections.abc.MutableSet",
  Awaitable: "collections.abc.Awaitable",
  Coroutine: "collections.abc.Coroutine",
  AsyncIterator: "collections.abc.AsyncIterator",
  AsyncIterable: "collections.abc.AsyncIterable",
  Reversible: "collections.abc.Reversible"
};
var BUILTIN_GENERICS = /* @__PURE__ */ new Set(["list", "dict", "tuple", "set", "frozenset", "type"]);
var TOKEN = /\s*(?:([\p{L}_][\p{L}\p{N}_.]*)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d*)?)|(\.\.\.)|([[\],|()]))/uy;
function tokenize(text2) {
  const tokens = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text2.trimEnd().length) {
    const m = TOKEN.exec(text2);
    if (m === null) throw new AnnotationSyntaxError(`cannot read the annotation ${text2}`);
    const kinds = ["name", "string", "number", "ellipsis", "punct"];
    const index = m.slice(1).findIndex((group) => group !== void 0);
    tokens.push({ kind: kinds[index], text: m[index + 1] });
  }
  return tokens;
}
function parseTypeHint(text2) {
  const reader = new HintReader(tokenize(text2));
  const hint = reader.expression();
  reader.end();
  return hint;
}
function unionOf(args) {
  const flat = args.flatMap((arg4) => arg4.kind === "union" ? arg4.args : [arg4]);
  const seen = /* @__PURE__ */ new Set();
  const unique2 = flat.filter((arg4) => {
    const key = JSON.stringify(arg4);
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return unique2.length === 1 ? unique2[0] : { kind: "union", args: unique2 };
}
var NONE = { kind: "class", name: "NoneType" };
var HintReader = class {
  constructor(tokens) {
    this.tokens = tokens;
  }
  tokens;
  at = 0;
  expression() {
    const members = [this.primary()];
    while (this.peek("|")) {
      this.at++;
      members.push(this.primary());
    }
    return members.length === 1 ? members[0] : unionOf(members);
  }
  end() {
    if (this.at < this.tokens.length) throw new AnnotationSyntaxError(`unexpected ${this.tokens[this.at].text} in an annotation`);
  }
  peek(text2) {
    return this.tokens[this.at]?.text === text2 && this.tokens[this.at]?.kind === "punct";
  }
  next() {
    const token = this.tokens[this.at++];
    if (token === void 0) throw new AnnotationSyntaxError("an annotation ends too early");
    return token;
  }
  expect(text2) {
    if (this.next().text !== text2) throw new AnnotationSyntaxError(`expected ${text2} in an annotation`);
  }
  primary() {
    const token = this.next();
    switch (token.kind) {
      case "string":
        return parseTypeHint(unquote2(token.text));
      case "ellipsis":
        return { kind: "ellipsis" };
      case "number":
        throw new AnnotationSyntaxError(`a number (${token.text}) is not a type`);
      case "punct":
        if (token.text !== "[") throw new AnnotationSyntaxError(`unexpected ${token.text} in an annotation`);
        return { kind: "params", args: this.list("]", () => this.expression()) };
      case "name":
        return this.named(token.text.replace(PREFIXES, ""), token.text);
    }
  }
  /** Items up to `close`, comma separated (a trailing comma allowed). */
  list(close, item) {
    const items2 = [];
    while (!this.peek(close)) {
      items2.push(item());
      if (!this.peek(close)) this.expect(",");
    }
    this.at++;
    return items2;
  }
  named(name, written) {
    if (name === "None" || name === "NoneType") return NONE;
    if (!this.peek("[")) return bareName(name);
    this.at++;
    if (name === "Literal") return literalOf(this.list("]", () => this.literalValue()));
    const args = this.list("]", () => this.expression());
    return subscripted(name, written, args);
  }
  literalValue() {
    const token = this.next();
    if (token.kind === "string") return [{ value: unquote2(token.text), float: false }];
    if (token.kind === "number") return [{ value: Number(token.text), float: token.text.includes(".") }];
    const name = token.text.replace(PREFIXES, "");
    if (name === "None") return [{ value: null, float: false }];
    if (name === "True" || name === "False") return [{ value: name === "True", float: false }];
    if (name === "Literal" && this.peek("[")) {
      this.at++;
      return this.list("]", () => this.literalValue()).flat();
    }
    throw new AnnotationSyntaxError(`${token.text} is not a Literal value this reader knows`);
  }
};
function unquote2(text2) {
  return text2.slice(1, -1).replace(/\\(.)/g, "$1");
}
function bareName(name) {
  const origin = TYPING_ALIASES[name];
  if (origin !== void 0) return { kind: "generic", origin, args: [], text: `typing.${name}` };
  if (name === "Optional" || name === "Union" || name === "Annotated" || name === "Literal") {
    throw new AnnotationSyntaxError(`a bare ${name} is not a type`);
  }
  return { kind: "class", name };
}
function subscripted(name, written, args) {
  if (name === "Optional") {
    if (args.length !== 1) throw new AnnotationSyntaxError("Optional takes one type");
    return unionOf([args[0], NONE]);
  }
  if (name === "Union") return unionOf(args);
  if (name === "Annotated") return args[0] ?? bareName("Annotated");
  const alias = TYPING_ALIASES[name];
  const origin = alias ?? (BUILTIN_GENERICS.has(name) ? name : written);
  const head = alias !== void 0 ? `typing.${name}` : written;
  return { kind: "generic", origin, args, text: `${head}[${args.map(hintText).join(", ")}]` };
}
function literalOf(items2) {
  const values = [];
  const floats = [];
  const seen = /* @__PURE__ */ new Set();
  for (const { value, float } of items2.flat()) {
    const key = `${typeof value}:${float}:${String(value)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    values.push(value);
    floats.push(float);
  }
  return { kind: "literal", values, floats };
}
function hintText(hint) {
  switch (hint.kind) {
    case "class":
      return hint.name === "NoneType" ? "None" : hint.name === "Any" ? "typing.Any" : hint.name;
    case "generic":
      return hint.text;
    case "union":
      return `typing.Union[${hint.args.map(hintText).join(", ")}]`;
    case "literal":
      return `typing.Literal[${hint.values.map((v2) => JSON.stringify(v2)).join(", ")}]`;
    case "ellipsis":
      return "Ellipsis";
    case "params":
      return `[${hint.args.map(hintText).join(", ")}]`;
  }
}

// src/frameworks/python/pydantic-schema.ts
var Unrenderable = class extends Error {
};
function isUnrenderable(error) {
  return error instanceof Unrenderable || error instanceof AnnotationSyntaxError;
}
function annotatedHint(annotation) {
  const m = /^(?:typing\.|typing_extensions\.)?Annotated\[([\s\S]*)\]$/.exec(annotation.trim());
  if (!m) return { hint: parseTypeHint(annotation) };
  const inner = m[1];
  let depth = 0;
  const comma = [...inner].findIndex((ch) => (depth += ch === "[" ? 1 : ch === "]" ? -1 : 0, ch === "," && depth === 0));
  const text2 = /^,\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/.exec(inner.slice(comma));
  const hint = parseTypeHint(comma < 0 ? inner : inner.slice(0, comma));
  return { hint, ...comma >= 0 && text2 ? { description: (text2[1] ?? text2[2]).replace(/\\(.)/g, "$1") } : {} };
}
var PRIMITIVES = { str: "string", int: "integer", float: "number", bool: "boolean", NoneType: "null" };
function pydanticJson(hint) {
  switch (hint.kind) {
    case "class":
      if (hint.name === "Any" || hint.name === "object") return {};
      if (PRIMITIVES[hint.name]) return { type: PRIMITIVES[hint.name] };
      if (hint.name === "list") return { items: {}, type: "array" };
      throw new Unrenderable(`the type ${hint.name}`);
    case "generic": {
      const origin = hint.origin.replace(/^collections\.abc\./, "");
      if (origin === "list" || origin === "Sequence") return sortKeys({ items: pydanticJson(hint.args[0] ?? { kind: "class", name: "Any" }), type: "array" });
      if (origin === "set" || origin === "frozenset") return sortKeys({ items: pydanticJson(hint.args[0] ?? { kind: "class", name: "Any" }), type: "array", uniqueItems: true });
      if (origin === "tuple" && hint.args.length === 2 && hint.args[1].kind === "ellipsis") return sortKeys({ items: pydanticJson(hint.args[0]), type: "array" });
      throw new Unrenderable(`the type ${hint.text}`);
    }
    case "union":
      return { anyOf: hint.args.map(pydanticJson) };
    case "literal": {
      const types = [...new Set(hint.values.map((v2) => v2 === null ? "null" : typeof v2 === "string" ? "string" : typeof v2 === "boolean" ? "boolean" : Number.isInteger(v2) ? "integer" : "number"))];
      const type = types.length === 1 ? { type: types[0] } : {};
      return hint.values.length === 1 ? sortKeys({ const: hint.values[0], ...type }) : sortKeys({ enum: hint.values, ...type });
    }
    case "ellipsis":
    case "params":
      throw new Unrenderable(`a type annotation`);
    default:
      return assertNever(hint);
  }
}
function sortKeys(json) {
  return Object.fromEntries(Object.entries(json).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}
function pythonTitle(name) {
  let out = "";
  let previousCased = false;
  for (const ch of name) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? previousCased ? ch.toLowerCase() : ch.toUpperCase() : ch;
    previousCased = cased;
  }
  return out.replace(/_/g, " ");
}

// src/frameworks/langgraph/bound-tools.ts
var chatTool = (name, description, parameters) => ({ type: "function", function: { name, description, parameters } });
function pythonBoundTool(fn, name = fn.name, description) {
  const properties = {};
  const required = [];
  try {
    for (const p of fn.params) {
      if (/^(callbacks|run_manager)$/.test(p.name) || /^(RunnableConfig|InjectedToolArg|InjectedState|InjectedStore|InjectedToolCallId)\b|Annotated\[[^,]+,\s*Injected/.test(p.annotation ?? "")) continue;
      const { hint, description: annotated } = annotatedHint(p.annotation ?? "Any");
      const field = { ...pydanticJson(hint) };
      if (annotated !== void 0) field.description = annotated;
      if (p.hasDefault) {
        if (!p.default) throw new Unrenderable(`the default of ${p.name}`);
        field.default = p.default.value;
      } else required.push(p.name);
      properties[p.name] = sortKeys(field);
    }
  } catch (error) {
    if (isUnrenderable(error)) return { error: `${fn.name}: ${error.message}` };
    throw error;
  }
  const text2 = description ?? (fn.rawDocstring === void 0 ? void 0 : dedent(fn.rawDocstring).trim());
  if (text2 === void 0) return { error: `${fn.name} has no docstring, which LangChain requires` };
  const parameters = required.length > 0 ? { properties, required, type: "object" } : { properties, type: "object" };
  return { json: chatTool(name, text2, parameters) };
}
function javascriptBoundTool(call, schema) {
  const name = call.args.name?.text;
  const description = call.args.description?.text;
  if (name === void 0 || description === void 0) return { error: `the tool at line ${call.line} has no literal name or description` };
  const made = schema(call.args.schema);
  const node = made && zodNode(made, (a) => schema(a));
  const parameters = node && zodObjectSchema(node, DRAFT_2020_12);
  if (!parameters) return { error: `the schema of ${name} is not a Zod object ctxguard reads` };
  return { json: chatTool(name, description, parameters) };
}
function boundTools(wiring, call, tools) {
  const out = [];
  const files = [];
  const errors = [];
  const single = (path, line) => (arg4) => wiring.singleCall(path, line, arg4);
  for (const item of tools ? wiring.items(call.path, call.line, tools) : []) {
    const rendered = boundTool(wiring, item, single);
    if ("error" in rendered) errors.push(rendered.error);
    else {
      out.push(rendered.tool);
      files.push(rendered.path);
    }
  }
  return { tools: out, files, errors };
}
function boundTool(wiring, item, single) {
  if (item.kind === "call") {
    if (!/(^|\.)tool$/.test(item.call.callee) || /\.py$/.test(item.call.path)) return { error: `${item.call.callee}(...) is not a tool ctxguard renders` };
    const made2 = javascriptBoundTool(item.call, single(item.call.path, item.call.line));
    return "error" in made2 ? made2 : { tool: { json: made2.json, units: wiring.unitsOfCall(item.call) }, path: item.call.path };
  }
  const fn = wiring.functionDefinition(item.path, item.name);
  if (!fn) return { error: `the tool ${item.name} was not found in the code` };
  const decorator = wiring.calls.find((c) => c.path === fn.path && c.variable === fn.name && /(^|\.)tool$/.test(c.callee));
  const options = decorator ? Object.keys(decorator.args).filter((k) => !/^(0|description|return_direct|response_format)$/.test(k)) : [];
  if (options.length > 0) return { error: `the tool ${fn.name} is built with ${options.join(", ")}, which ctxguard does not render` };
  const describedBy = decorator?.args.description;
  const description = describedBy ? wiring.text(decorator.path, decorator.line, describedBy)?.text : void 0;
  if (describedBy && description === void 0) return { error: `the description of the tool ${fn.name} is built at run time` };
  const made = pythonBoundTool(fn, decorator?.args["0"]?.text ?? fn.name, description);
  const units = [...fn.unitKey && !describedBy ? [wiring.here(fn.path, fn.unitKey)] : [], ...decorator ? wiring.textOf(decorator, describedBy) : []].filter((id) => id !== void 0);
  return "error" in made ? made : { tool: { json: made.json, units }, path: fn.path };
}

// src/frameworks/langgraph.ts
var LABEL7 = "LangGraph";
function makerOf(call) {
  const module = call.module ?? "";
  const name = call.callee.split(".").at(-1);
  if ((name === "create_react_agent" || name === "createReactAgent") && /^(langgraph|@langchain\/langgraph)/.test(module)) return "react";
  if (name === "create_agent" && module.startsWith("langchain") || name === "createAgent" && /^langchain(\/|$)/.test(module)) return "create-agent";
  return void 0;
}
var arg = argument;
var PROMPT_ARGUMENTS2 = ["prompt", "system_prompt", "systemPrompt", "state_modifier", "stateModifier", "messages_modifier", "messageModifier"];
var EVERY2 = { kind: "every-request" };
var RENDERED2 = { kind: "rendered", as: EVERY2 };
var langgraph = {
  id: "langgraph",
  label: LABEL7,
  sdkModules: { python: ["langgraph"], javascript: ["@langchain/langgraph"] },
  code: {
    // `create_react_agent(prompt=...)` is the agent's system prompt; `state_modifier` and
    // `messages_modifier` are its names before `prompt`.
    promptArguments: { state_modifier: "system", messages_modifier: "system" },
    argumentRoles: [{ callee: /agent/i, argument: "prompt", role: "system" }],
    recordedCalls: ["create_react_agent", "createReactAgent", "create_agent", "createAgent"],
    // `create_react_agent(model, tools)` takes the model first.
    modelCallees: { python: [{ module: "langgraph.prebuilt", names: ["create_react_agent"] }] }
  },
  findAgents(repository) {
    const wiring = new CodeWiring(repository);
    const made = wiring.calls.flatMap((call) => {
      const maker = makerOf(call);
      return maker ? [{ call, maker, path: call.path, name: call.args.name?.text ?? call.variable ?? `agent at ${call.path}:${call.line}` }] : [];
    });
    return uniqueNames(made).map(({ call, maker, unique: unique2 }) => {
      const { value: request, reads } = wiring.track(() => agentRequest(wiring, call));
      const sends = new Sends();
      sends.add(request.units, RENDERED2);
      const prompt = arg(call, ...PROMPT_ARGUMENTS2);
      sends.add(wiring.textOf(call, prompt), EVERY2);
      const tools = arg(call, "tools", "1");
      sends.add([...wiring.own(call, tools), ...(tools?.names ?? []).flatMap((n) => wiring.tool(call.path, n)), ...(tools?.calls ?? []).flatMap((c) => wiring.unitsOfCall(c))], EVERY2);
      const format2 = arg(call, "response_format", "responseFormat");
      const structured = maker === "react" ? { kind: "side-call", call: "structured-response", readsHistory: true } : EVERY2;
      sends.add([...wiring.own(call, format2), ...(format2?.names ?? []).flatMap((n) => wiring.schema(call.path, n))], structured);
      const assumptions = [...request.assumptions, ...format2 ? ["the response format is priced by its descriptions alone"] : []];
      return { name: `${unique2} (${LABEL7})`, framework: LABEL7, sends: sends.map, settings: {}, request: request.parts, reads: /* @__PURE__ */ new Set([call.path, ...request.files, ...reads]), assumptions };
    });
  }
};
function agentRequest(wiring, call) {
  const parts = [];
  const units = [];
  const assumptions = [];
  const promptArg = arg(call, ...PROMPT_ARGUMENTS2);
  const prompt = promptArg && wiring.text(call.path, call.line, promptArg);
  if (prompt) {
    parts.push({ key: "prompt", delivery: EVERY2, text: prompt.text });
    units.push(...wiring.textOf(call, promptArg));
  } else if (promptArg) assumptions.push("the prompt is built at run time: priced as the text the code holds");
  const bound = boundTools(wiring, call, arg(call, "tools", "1"));
  if (bound.tools.length > 0) parts.push({ key: "tools", delivery: EVERY2, text: JSON.stringify(bound.tools.map((t) => t.json)) });
  units.push(...bound.tools.flatMap((t) => t.units));
  assumptions.push(...bound.errors.map((e) => `${e}: priced by its descriptions alone`));
  return { parts, units, files: bound.files, assumptions };
}

// src/frameworks/mcp.ts
var LABEL8 = "MCP";
function isServer(call) {
  const module = call.module ?? "";
  const name = call.callee.split(".").at(-1);
  const sdk = module === "mcp" || module.startsWith("mcp.") || module.startsWith("fastmcp") || module.startsWith("@modelcontextprotocol/");
  return sdk && (name === "FastMCP" || name === "Server" || name === "McpServer");
}
function isTool(call) {
  return /\.(tool|registerTool)$/.test(call.callee) || /(^|\.)Tool$/.test(call.callee) && /^(mcp|@modelcontextprotocol\/)/.test(call.module ?? call.callee);
}
function isPrompt(call) {
  return /\.(prompt|registerPrompt)$/.test(call.callee);
}
var ENTRY_FOLDERS = /* @__PURE__ */ new Set(["server", "servers", "src", "lib"]);
function serverScope(path) {
  const parts = path.split("/").slice(0, -1);
  while (parts.length > 0 && ENTRY_FOLDERS.has(parts.at(-1))) parts.pop();
  return parts.join("/");
}
var within = (scope, path) => scope === "" || path.startsWith(`${scope}/`);
var mcp = {
  id: "mcp",
  label: LABEL8,
  sdkModules: { python: ["mcp", "fastmcp"], javascript: ["@modelcontextprotocol/*"] },
  code: {
    // A prompt's description is listed for the user to pick, not sent with requests.
    argumentRoles: [{ callee: /^(registerPrompt|prompt)$/, argument: "description", role: null }],
    // Servers, and their tool and prompt registrations, for `findAgents`.
    recordedCalls: ["FastMCP", "McpServer", "Server", "Tool", "tool", "prompt", "registerPrompt", "registerTool"],
    // `@mcp.tool(description=...)` describes the tool in place of its docstring.
    python: { toolDecorators: ["tool"], toolDescriptionArguments: ["description"] },
    // `server.tool(name, description, schema, handler)` and `server.registerTool(name, {description, inputSchema}, handler)`.
    javascript: { positionalToolCalls: ["tool"], configuredToolCalls: ["registerTool"] }
  },
  findAgents(repository) {
    const wiring = new CodeWiring(repository);
    const servers = uniqueNames(
      wiring.calls.filter(isServer).map((call) => ({
        call,
        path: call.path,
        scope: serverScope(call.path),
        name: call.args["0"]?.text ?? call.args.name?.text ?? call.variable ?? "server"
      }))
    );
    if (servers.length === 0) return [];
    const owner = (path) => servers.filter((s) => within(s.scope, path)).sort((a, b) => b.scope.length - a.scope.length)[0];
    const sendsOf = new Map(servers.map((s) => [s, new Sends()]));
    for (const s of servers) sendsOf.get(s).add(wiring.textOf(s.call, s.call.args.instructions), { kind: "every-request" });
    for (const call of wiring.calls) {
      const server = owner(call.path);
      if (!server) continue;
      const sends = sendsOf.get(server);
      if (isTool(call)) {
        const name = call.args.name?.text ?? call.args["0"]?.text ?? call.variable;
        const described2 = name ? wiring.here(call.path, `tool:${name}`) : void 0;
        sends.add([...wiring.unitsOfCall(call), ...described2 ? [described2] : []], { kind: "every-request" });
      } else if (isPrompt(call)) {
        const name = call.args["0"]?.text ?? call.args.name?.text ?? call.variable ?? "prompt";
        const body = call.variable ? [...wiring.unitsUnder(call.path, `${call.variable}(`), ...wiring.unitsUnder(call.path, `${call.variable}.`)] : [];
        sends.add([...wiring.unitsOfCall(call), ...body], { kind: "invoked", name });
      }
    }
    return servers.map((s) => ({ name: `MCP server ${s.unique}`, framework: LABEL8, sends: sendsOf.get(s).map, settings: {} }));
  }
};

// src/frameworks/openai-agents/griffe-docstring.ts
function detectStyle(doc) {
  const count = (patterns2) => patterns2.filter((p) => p.test(doc)).length;
  const scores = {
    sphinx: count([/^:param\s/m, /^:type\s/m, /^:return:/m, /^:rtype:/m]),
    numpy: count([/^Parameters\s*\n\s*-{3,}/m, /^Returns\s*\n\s*-{3,}/m, /^Yields\s*\n\s*-{3,}/m]),
    google: count([/^(Args|Arguments):/m, /^(Returns):/m, /^(Raises):/m])
  };
  const best = Math.max(...Object.values(scores));
  if (best === 0) return "google";
  return ["sphinx", "numpy", "google"].find((s) => scores[s] === best);
}
var GOOGLE_SECTION = /^(args|arguments|params|parameters|keyword args|keyword arguments|other args|other arguments|other params|other parameters|raises|exceptions|returns|yields|receives|examples?|attributes|functions|methods|classes|modules|warns|warnings|notes?|deprecated|todo|references?|see also):\s*$/i;
var GOOGLE_PARAMETERS = /^(args|arguments|params|parameters):\s*$/i;
function funcDocumentation(doc, style = detectStyle(doc)) {
  switch (style) {
    case "google":
      return google(doc);
    case "sphinx":
      return sphinx(doc);
    case "numpy":
      return numpy(doc);
    default:
      return assertNever(style);
  }
}
var text = (lines) => {
  const joined2 = lines.join("\n").trim();
  return joined2 === "" ? void 0 : joined2;
};
function google(doc) {
  const lines = doc.split("\n");
  const params = /* @__PURE__ */ new Map();
  const texts = [[]];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const above = i === 0 || lines[i - 1].trim() === "" || GOOGLE_PARAMETERS.test(line);
    if (GOOGLE_SECTION.test(line) && above && /^\s+\S/.test(lines[i + 1] ?? "")) {
      const block = [];
      for (i++; i < lines.length && (/^\s/.test(lines[i]) || lines[i] === ""); i++) block.push(lines[i]);
      if (GOOGLE_PARAMETERS.test(line)) for (const [name, desc] of googleItems(block)) params.set(name.replace(/^\*+/, ""), desc);
      texts.push([]);
      continue;
    }
    texts.at(-1).push(line);
    i++;
  }
  return { description: texts.map(text).find((t) => t !== void 0), params };
}
function googleItems(block) {
  const indent2 = Math.min(...block.filter((l3) => l3.trim()).map((l3) => l3.length - l3.trimStart().length));
  const items2 = [];
  for (const line of block) {
    const own = line.length - line.trimStart().length === indent2 && line.trim() !== "";
    const m = own ? /^\s*([*\w]+)\s*(?:\([^)]*\))?\s*:\s*(.*)$/.exec(line) : null;
    if (m) items2.push([m[1], [m[2]]]);
    else if (items2.length > 0) items2.at(-1)[1].push(line.trim());
  }
  return items2.map(([name, parts]) => [name, parts.join("\n").trim()]);
}
function sphinx(doc) {
  const lines = doc.split("\n");
  const firstField = lines.findIndex((l3) => /^:\w/.test(l3));
  const params = /* @__PURE__ */ new Map();
  let current;
  for (const line of firstField < 0 ? [] : lines.slice(firstField)) {
    const m = /^:(param|parameter|arg|argument|key|keyword)\s+(?:[^:]*\s)?([*\w]+)\s*:\s*(.*)$/.exec(line);
    if (m) current = [m[2].replace(/^\*+/, ""), [m[3]]];
    else if (/^:/.test(line)) current = void 0;
    else current?.[1].push(line.trim());
    if (current) params.set(current[0], current[1].join("\n").trim());
  }
  return { description: text(firstField < 0 ? lines : lines.slice(0, firstField)), params };
}
function numpy(doc) {
  const lines = doc.split("\n");
  const header = (i) => /^\w[\w ]*$/.test(lines[i] ?? "") && /^\s*-{3,}\s*$/.test(lines[i + 1] ?? "");
  const firstSection = lines.findIndex((_2, i) => header(i));
  const params = /* @__PURE__ */ new Map();
  for (let i = 0; i < lines.length; i++) {
    if (!header(i) || lines[i].trim() !== "Parameters") continue;
    let current;
    for (i += 2; i < lines.length && !header(i); i++) {
      const line = lines[i];
      if (/^\S/.test(line)) {
        current = [line.split(":")[0].trim().replace(/^\*+/, ""), []];
        params.set(current[0], "");
      } else if (current && line.trim()) {
        current[1].push(line.trim());
        params.set(current[0], current[1].join("\n"));
      }
    }
    i--;
  }
  return { description: text(firstSection < 0 ? lines : lines.slice(0, firstSection)), params };
}

// src/frameworks/openai-agents/function-schema.ts
function functionToolSchema(fn, options = {}) {
  const strict = options.strictMode !== false;
  const doc = options.useDocstringInfo === false || fn.docstring === void 0 ? void 0 : funcDocumentation(fn.docstring, options.docstringStyle);
  const name = options.nameOverride ?? fn.name;
  const properties = {};
  try {
    fn.params.forEach((p, i) => {
      const annotation = p.annotation ?? "Any";
      if (i === 0 && isContext(annotation)) return;
      const { hint, description: annotated } = annotatedHint(annotation);
      const description = doc?.params.get(p.name) ?? annotated;
      const field = { ...pydanticJson(hint), title: pythonTitle(p.name) };
      if (description !== void 0) field.description = description;
      if (p.hasDefault) {
        if (!p.default) throw new Unrenderable(`the default of ${p.name}`);
        field.default = p.default.value;
      }
      properties[p.name] = sortKeys(field);
    });
  } catch (error) {
    if (isUnrenderable(error)) return { error: `${fn.name}: ${error.message}` };
    throw error;
  }
  const own = fn.params.filter((p, i) => Object.hasOwn(properties, p.name) && !p.hasDefault && (i > 0 || !isContext(p.annotation))).map((p) => p.name);
  const model = { properties, ...own.length > 0 ? { required: own } : {}, title: `${name}_args`, type: "object" };
  const parameters = strict ? strictSchema(model) : model;
  return { name, parameters, strict, type: "function", description: options.descriptionOverride ?? doc?.description ?? "" };
}
var isContext = (annotation) => /^(RunContextWrapper|ToolContext)\b/.test(annotation ?? "");
function strictSchema(model) {
  const properties = Object.fromEntries(Object.entries(model.properties).map(([k, v2]) => [k, v2.default === null ? Object.fromEntries(Object.entries(v2).filter(([key]) => key !== "default")) : v2]));
  const required = Object.keys(properties);
  return model.required ? { properties, required, title: model.title, type: model.type, additionalProperties: false } : { properties, title: model.title, type: model.type, additionalProperties: false, required };
}

// src/frameworks/openai-agents/zod-tool-parameters.ts
function refusesStrict(node) {
  switch (node.kind) {
    case "object":
      return node.shape.some(([, n]) => isOptionalField(n) && !isNullableField(n) || refusesStrict(n));
    case "array":
      return refusesStrict(node.items);
    case "nullable":
    case "default":
    case "optional":
      return refusesStrict(node.inner);
    case "string":
    case "number":
    case "integer":
    case "boolean":
    case "enum":
      return false;
    default:
      return assertNever(node);
  }
}
function toolParameters(node) {
  if (node.kind !== "object") return void 0;
  if (!refusesStrict(node)) return { $schema: DRAFT_07, ...openaiStrict(zodJsonSchema(node)) };
  return { ...fallbackJson(node), $schema: DRAFT_07 };
}
function outputFormat(node) {
  if (node.kind !== "object") return void 0;
  if (!refusesStrict(node)) return { type: "json_schema", name: "output", strict: true, schema: toolParameters(node) };
  return { type: "json_schema", name: "output", strict: false, schema: { ...compatJson(node, false), $schema: DRAFT_07 } };
}
var described = (json, node) => node.description === void 0 ? json : { ...json, description: node.description };
function fallbackJson(node) {
  return compatJson(node, true);
}
function compatJson(node, strict) {
  switch (node.kind) {
    case "string":
    case "number":
    case "boolean":
      return described({ type: node.kind }, node);
    case "integer":
      return described({ type: "number" }, node);
    case "enum":
      return described({ type: "string", enum: node.values }, node);
    case "array":
      return described({ type: "array", items: compatJson(node.items, strict) }, node);
    case "object": {
      const required = node.shape.filter(([, n]) => strict || !isOptionalField(n)).map(([k]) => k);
      return described({ type: "object", properties: Object.fromEntries(node.shape.map(([k, n]) => [k, compatJson(n, strict)])), required, additionalProperties: false }, node);
    }
    case "nullable":
      return described({ anyOf: [compatJson(node.inner, strict), { type: "null" }] }, node);
    case "default":
      return described(compatJson(node.inner, strict), node);
    case "optional": {
      const inner = described(compatJson(node.inner, strict), node);
      if (!strict) return inner;
      return { ...inner.description === void 0 ? {} : { description: inner.description }, anyOf: [inner, { type: "null" }] };
    }
    default:
      return assertNever(node);
  }
}
function openaiStrict(json) {
  const out = {};
  for (const [key, value] of Object.entries(json)) {
    if (key === "default" && value === null) continue;
    if (key === "properties" && typeof value === "object" && value !== null) {
      const properties = value;
      out.properties = Object.fromEntries(Object.entries(properties).map(([k, v2]) => [k, openaiStrict(v2)]));
      out.required = Object.keys(properties);
    } else if (key === "required") continue;
    else out[key] = key === "items" && typeof value === "object" && value !== null ? openaiStrict(value) : value;
  }
  return out;
}

// src/frameworks/openai-agents/posted-tools.ts
function functionStyleName(name, language) {
  const replaced = name.replace(/\s/g, "_").replace(/[^a-zA-Z0-9_]/g, "_");
  return language === "python" ? replaced.toLowerCase() : replaced;
}
var HANDOFF_PARAMETERS = {
  python: { additionalProperties: false, type: "object", properties: {}, required: [] },
  javascript: { type: "object", properties: {}, required: [], additionalProperties: false }
};
var AGENT_AS_TOOL_PARAMETERS = {
  python: { description: "Default input schema for agent-as-tool calls.", properties: { input: { title: "Input", type: "string" } }, required: ["input"], title: "AgentAsToolInput", type: "object", additionalProperties: false },
  javascript: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { input: { type: "string" } }, required: ["input"], additionalProperties: false }
};
function functionTool(language, name, description, parameters) {
  return language === "python" ? { name, parameters, strict: true, type: "function", description } : { type: "function", name, description, parameters, strict: true };
}
function handoffTool(language, name, description) {
  return language === "python" ? { name, parameters: HANDOFF_PARAMETERS.python, strict: true, type: "function", description } : { name, description, parameters: HANDOFF_PARAMETERS.javascript, strict: true, type: "function" };
}

// src/frameworks/openai-agents/agent-definition.ts
var arg2 = argument;
var languageOf = (path) => /\.py$/.test(path) ? "python" : "javascript";
function sdkName(call) {
  return arg2(call, "name", "0")?.text;
}
var AgentReader = class {
  constructor(wiring, isAgentCall3) {
    this.wiring = wiring;
    this.isAgentCall = isAgentCall3;
  }
  wiring;
  isAgentCall;
  read(call) {
    const language = languageOf(call.path);
    const agent = { call, language, tools: [], handoffTargets: [], subAgents: [], files: /* @__PURE__ */ new Set([call.path]), unrendered: [], assumptions: [] };
    const instructions = arg2(call, "instructions");
    if (instructions) {
      const text2 = this.wiring.text(call.path, call.line, instructions);
      if (text2) agent.instructions = { text: text2.text, units: this.wiring.textOf(call, instructions) };
      else agent.assumptions.push(`the instructions of ${this.label(call)} are built at run time: priced as the text the code holds`);
    }
    const tools = arg2(call, "tools");
    for (const item of tools ? this.wiring.items(call.path, call.line, tools) : []) this.tool(agent, item);
    const handoffs = arg2(call, "handoffs");
    for (const item of handoffs ? this.wiring.items(call.path, call.line, handoffs) : []) this.handoff(agent, item);
    const output = arg2(call, "output_type", "outputType");
    if (output) this.output(agent, output);
    return agent;
  }
  label(call) {
    return sdkName(call) ?? call.variable ?? `the agent at line ${call.line}`;
  }
  agentNamed(item) {
    if (item.kind === "call") return this.isAgentCall(item.call) ? item.call : void 0;
    return this.wiring.callNamed(item.path, item.name, this.isAgentCall);
  }
  tool(agent, item) {
    if (item.kind === "name") {
      const made = this.wiring.callNamed(item.path, item.name, (c) => /(^|\.)(tool|FunctionTool)$/.test(c.callee));
      if (made) return this.tool(agent, { kind: "call", call: made });
      const fn = this.wiring.functionDefinition(item.path, item.name);
      if (fn) return this.pythonTool(agent, fn);
      agent.unrendered.push(...this.wiring.tool(item.path, item.name));
      agent.assumptions.push(`the tool ${item.name} was not found in the code: priced by what the code holds of it`);
      return;
    }
    const call = item.call;
    const wrapped = /(^|\.)function_tool$/.test(call.callee) ? call.args["0"]?.names[0] : void 0;
    const wrappedFn = wrapped ? this.wiring.functionDefinition(call.path, wrapped) : void 0;
    if (wrappedFn) return this.pythonTool(agent, wrappedFn, call);
    const asTool = /^(.+)\.(as_tool|asTool)$/.exec(call.callee);
    if (asTool) {
      const sub = this.wiring.callNamed(call.path, asTool[1], this.isAgentCall);
      const name = arg2(call, "tool_name", "toolName", "0")?.text ?? (sub && sdkName(sub) !== void 0 ? functionStyleName(sdkName(sub), agent.language) : void 0);
      const describedBy = arg2(call, "tool_description", "toolDescription", "1");
      const description = describedBy ? this.wiring.text(call.path, call.line, describedBy)?.text : "";
      if (sub) agent.subAgents.push(sub);
      agent.files.add(call.path);
      if (name === void 0 || description === void 0) {
        agent.unrendered.push(...this.wiring.unitsOfCall(call), ...this.wiring.textOf(call, describedBy));
        return void agent.assumptions.push(`the agent tool ${asTool[1]} has no name or description ctxguard reads: priced by what the code holds of it`);
      }
      agent.tools.push({ json: functionTool(agent.language, name, description, AGENT_AS_TOOL_PARAMETERS[agent.language]), units: [...this.wiring.unitsOfCall(call), ...this.wiring.textOf(call, describedBy)] });
      return;
    }
    if (/(^|\.)tool$/.test(call.callee) && agent.language === "javascript") return this.zodTool(agent, call);
    agent.unrendered.push(...this.wiring.unitsOfCall(call));
    agent.assumptions.push(`the tool ${call.callee}(...) is not one ctxguard renders: priced by what the code holds of it`);
  }
  /** `tool({ name, description, parameters: z.object({...}) })`. */
  zodTool(agent, call) {
    agent.files.add(call.path);
    const name = arg2(call, "name")?.text;
    const describedBy = arg2(call, "description");
    const description = describedBy && this.wiring.text(call.path, call.line, describedBy)?.text;
    if (name === void 0 || description === void 0) {
      agent.unrendered.push(...this.wiring.unitsOfCall(call), ...this.wiring.textOf(call, describedBy));
      return void agent.assumptions.push(`a tool at ${call.path}:${call.line} has no name or description ctxguard reads: priced by what the code holds of it`);
    }
    const schema = this.zodObject(call.path, call.line, arg2(call, "parameters"));
    const parameters = schema && toolParameters(schema);
    const descriptionUnits = this.wiring.textOf(call, describedBy);
    if (!parameters) {
      agent.assumptions.push(`the parameters of ${name} are not a Zod object ctxguard reads: their descriptions are priced as written`);
      agent.unrendered.push(...this.wiring.unitsOfCall(call).filter((id) => !descriptionUnits.includes(id)));
    }
    const json = functionTool("javascript", name, description, parameters ?? { type: "object", properties: {}, required: [], additionalProperties: false });
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
    const literal2 = (key) => decorator?.args[key]?.value;
    const options = {
      ...typeof literal2("name_override") === "string" ? { nameOverride: literal2("name_override") } : {},
      ...typeof literal2("description_override") === "string" ? { descriptionOverride: literal2("description_override") } : {},
      .../^(google|numpy|sphinx)$/.test(String(literal2("docstring_style"))) ? { docstringStyle: literal2("docstring_style") } : {},
      ...literal2("use_docstring_info") === false ? { useDocstringInfo: false } : {},
      ...literal2("strict_mode") === false ? { strictMode: false } : {}
    };
    const schema = functionToolSchema(fn, options);
    const units = [fn.unitKey && this.wiring.here(fn.path, fn.unitKey), ...decorator ? this.wiring.unitsOfCall(decorator) : []].filter((id) => typeof id === "string");
    if ("error" in schema) {
      agent.assumptions.push(`the parameters of ${fn.name} could not be rendered (${schema.error}): sent without them`);
      const description = options.descriptionOverride ?? (fn.docstring === void 0 ? "" : funcDocumentation(fn.docstring, options.docstringStyle).description ?? "");
      agent.tools.push({ json: functionTool("python", options.nameOverride ?? fn.name, description, HANDOFF_PARAMETERS.python), units });
      return;
    }
    agent.tools.push({ json: { ...schema }, units });
  }
  handoff(agent, item) {
    const made = item.kind === "call" && /(^|\.)handoff$/.test(item.call.callee) ? item.call : void 0;
    const targetItem = made ? this.wiring.items(made.path, made.line, arg2(made, "agent", "0") ?? { units: [], names: [], calls: [], order: [], source: "" })[0] : item;
    const target = targetItem && this.agentNamed(targetItem);
    const name = target && sdkName(target);
    if (!target || name === void 0) return void agent.assumptions.push(`a handoff of ${this.label(agent.call)} names no agent ctxguard found: priced without it`);
    agent.handoffTargets.push(target);
    agent.files.add(target.path);
    const override = made && arg2(made, "tool_description_override", "toolDescriptionOverride");
    const ownDescription = arg2(target, "handoff_description", "handoffDescription");
    const [source, describedBy] = override ? [made, override] : [target, ownDescription];
    const units = this.wiring.textOf(source, describedBy);
    const read = describedBy ? this.wiring.text(source.path, source.line, describedBy)?.text : "";
    if (read === void 0) {
      agent.unrendered.push(...units);
      agent.assumptions.push(`the description of the handoff to ${name} is built at run time: priced as the text the code holds`);
    }
    const description = override ? read ?? "" : `Handoff to the ${name} agent to handle the request. ${read ?? ""}`;
    const toolName = (made && arg2(made, "tool_name_override", "toolNameOverride")?.text) ?? functionStyleName(`transfer_to_${name}`, agent.language);
    if (made && arg2(made, "input_type", "inputType")) agent.assumptions.push(`the handoff to ${name} takes an input type: its schema is priced as an empty one`);
    agent.tools.push({ json: handoffTool(agent.language, toolName, description), units: read === void 0 ? [] : units });
  }
  output(agent, output) {
    const schema = agent.language === "javascript" ? this.zodObject(agent.call.path, agent.call.line, output) : void 0;
    const format2 = schema && outputFormat(schema);
    if (!format2) return void agent.assumptions.push(`the output type of ${this.label(agent.call)} is priced by its descriptions alone`);
    agent.outputFormat = { json: format2, units: this.wiring.own(agent.call, output) };
  }
};

// src/frameworks/openai-agents.ts
var LABEL9 = "OpenAI Agents SDK";
var AGENTS_SDK_MAX_TURNS = 10;
var AGENTS_SDK_DEFAULT_MODEL = "gpt-5.6-luna";
function agentModel(call) {
  const arg4 = call.args.model;
  if (!arg4) return {};
  const text2 = arg4.text ?? arg4.calls.map((c) => c.args.model?.text ?? c.args["0"]?.text).find((t) => t !== void 0);
  return text2 === void 0 ? { unread: true } : { model: { id: text2, path: call.path, line: call.line } };
}
function isAgentCall(call) {
  const module = call.module ?? "";
  return /^(Agent|Agent\.create)$/.test(call.callee) && (module === "agents" || module.startsWith("agents.") || module.startsWith("@openai/agents"));
}
var EVERY3 = { kind: "every-request" };
var RENDERED3 = { kind: "rendered", as: EVERY3 };
function requestParts(agent) {
  const parts = [];
  if (agent.instructions) parts.push({ key: "instructions", delivery: EVERY3, text: agent.instructions.text });
  if (agent.tools.length > 0) parts.push({ key: "tools", delivery: EVERY3, text: JSON.stringify(agent.tools.map((t) => t.json)) });
  if (agent.outputFormat) parts.push({ key: "text.format", delivery: EVERY3, text: JSON.stringify(agent.outputFormat.json) });
  return parts;
}
function handedOver(agent) {
  const name = sdkName(agent.call) ?? "";
  const answer = agent.language === "python" ? `{"assistant": ${JSON.stringify(name)}}` : JSON.stringify({ assistant: name });
  return { key: "handoff.transfer", delivery: { kind: "start" }, text: `{}${answer}` };
}
var openaiAgents = {
  id: "openai-agents",
  label: LABEL9,
  sdkModules: { python: ["agents"], javascript: ["@openai/agents*"] },
  code: {
    promptArguments: {
      handoff_description: "tool-description",
      handoffDescription: "tool-description",
      tool_description: "tool-description",
      toolDescription: "tool-description",
      tool_description_override: "tool-description",
      toolDescriptionOverride: "tool-description"
    },
    // An output type's docstring is sent as the schema's description.
    schemaArguments: ["output_type"],
    handoffCalls: ["handoff"],
    agentAsTool: [
      { name: "tool_name", description: "tool_description" },
      { name: "toolName", description: "toolDescription" }
    ],
    recordedCalls: ["Agent", "Agent.create", "tool", "function_tool", "FunctionTool", "handoff"],
    // `@function_tool(description_override=...)` describes the tool in place of its docstring.
    python: { toolDecorators: ["function_tool"], toolDescriptionArguments: ["description_override"] },
    javascript: { toolCalls: ["tool"] }
  },
  findAgents(repository) {
    const wiring = new CodeWiring(repository);
    const reader = new AgentReader(wiring, isAgentCall);
    const calls = uniqueNames(wiring.calls.filter(isAgentCall).map((call) => ({ call, name: sdkName(call) ?? call.variable ?? `Agent at ${call.path}:${call.line}`, path: call.path })));
    const where = (c) => `${c.path}:${c.line}:${c.callee}:${sdkName(c) ?? c.variable ?? ""}`;
    const foundName = new Map(calls.map((c) => [where(c.call), `${c.unique} (${LABEL9})`]));
    const read = calls.map(({ call }) => ({ call, ...wiring.track(() => reader.read(call)) }));
    const targets = new Set(read.flatMap(({ value }) => value.handoffTargets.map(where)));
    return read.map(({ call, value: agent, reads }) => {
      const sends = new Sends();
      const instructions = (c) => wiring.textOf(c, c.args.instructions);
      sends.add(agent.instructions?.units ?? [], RENDERED3);
      sends.add(instructions(call), EVERY3);
      for (const tool of [...agent.tools, ...agent.outputFormat ? [agent.outputFormat] : []]) sends.add(tool.units, RENDERED3);
      sends.add(agent.unrendered, EVERY3);
      const output = call.args.output_type ?? call.args.outputType;
      sends.add([...wiring.own(call, output), ...(output?.names ?? []).flatMap((n) => wiring.schema(call.path, n))], EVERY3);
      sends.add(wiring.own(call, call.args.handoff_description ?? call.args.handoffDescription), { kind: "never", reason: "sent by the agents that hand off to this one" });
      for (const other of [...agent.handoffTargets, ...agent.subAgents]) {
        const name = foundName.get(where(other));
        if (name) sends.add(instructions(other), { kind: "other-agent", agent: name });
      }
      const { model, unread } = agentModel(call);
      return {
        name: foundName.get(where(call)),
        framework: LABEL9,
        sends: sends.map,
        settings: { steps: AGENTS_SDK_MAX_TURNS, ...call.args.model ? {} : { model: AGENTS_SDK_DEFAULT_MODEL } },
        ...model ? { model } : {},
        // Without a model it names, the agent runs on the SDK's default, never on a model another agent of its file names.
        ...unread || !model ? { modelUnread: true } : {},
        request: [...requestParts(agent), ...targets.has(where(call)) ? [handedOver(agent)] : []],
        reads: /* @__PURE__ */ new Set([...agent.files, ...reads]),
        assumptions: agent.assumptions
      };
    });
  }
};

// src/frameworks/smolagents/google-docstring.ts
var DESCRIPTION = new RegExp(`^([^]*?)(?=\\n${PY_SPACE}*(?:Args:|Returns:|Raises:)|$)`, "u");
var ARGS = new RegExp(`\\n${PY_SPACE}*Args:\\n${PY_SPACE}*([^]*?)${PY_SPACE}*(?:Returns:|Raises:|$)`, "u");
var TYPE = "(?:\\([^)]*?\\))?";
var ARG = new RegExp(`(?:^|\\n)${PY_SPACE}*(${PY_WORD}+)${PY_SPACE}*${TYPE}:${PY_SPACE}*([^]*?)${PY_SPACE}*(?=\\n${PY_SPACE}*${PY_WORD}+${PY_SPACE}*${TYPE}:|$)`, "gu");
var LINE_BREAKS = new RegExp(`${PY_SPACE}*\\n+${PY_SPACE}*`, "gu");
function parseGoogleDocstring(docstring2) {
  const description = pyStrip(DESCRIPTION.exec(docstring2)?.[1] ?? "");
  const block = ARGS.exec(docstring2)?.[1];
  const args = /* @__PURE__ */ new Map();
  if (block === void 0) return { description, args };
  const lines = pyStrip(block).split("\n").filter((line) => pyStrip(line) !== "").join("\n");
  for (const match of lines.matchAll(ARG)) {
    args.set(match[1], pyStrip(match[2]).replace(LINE_BREAKS, " "));
  }
  return { description, args };
}

// src/frameworks/python/python-repr.ts
var NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
var ESCAPES = { "\\": "\\\\", "	": "\\t", "\n": "\\n", "\r": "\\r" };
function reprChar(char, quote) {
  if (char === quote) return `\\${char}`;
  const escape = ESCAPES[char];
  if (escape !== void 0) return escape;
  const code = char.codePointAt(0);
  if (char === " " || code > 32 && code < 127) return char;
  if (code >= 127 && !NOT_PRINTABLE.test(char)) return char;
  const hex = code.toString(16);
  if (code <= 255) return `\\x${hex.padStart(2, "0")}`;
  return code <= 65535 ? `\\u${hex.padStart(4, "0")}` : `\\U${hex.padStart(8, "0")}`;
}
function reprString(text2) {
  const quote = text2.includes("'") && !text2.includes('"') ? '"' : "'";
  let body = "";
  for (const char of text2) body += reprChar(char, quote);
  return quote + body + quote;
}
function reprFloat(value) {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const [mantissa = "", exponentText = "0"] = value.toExponential().split("e");
  const exponent = Number(exponentText);
  const sign = value < 0 ? "-" : "";
  const digits = mantissa.replace("-", "").replace(".", "");
  if (exponent < -4 || exponent >= 16) {
    const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${head}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  return `${sign}${whole}.${digits.slice(exponent + 1) || "0"}`;
}
function reprInt(value) {
  return Number.isSafeInteger(value) ? String(value) : BigInt(value).toString();
}
function reprNumber(value) {
  return Number.isInteger(value) ? reprInt(value) : reprFloat(value);
}
function pythonRepr(value) {
  if (value === null) return "None";
  switch (typeof value) {
    case "string":
      return reprString(value);
    case "boolean":
      return value ? "True" : "False";
    case "number":
      return reprNumber(value);
    case "object":
      return reprContainer(value);
    default:
      throw new TypeError(`pythonRepr: no Python value for a ${typeof value}`);
  }
}
function reprContainer(value) {
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(", ")}]`;
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return `{${entries.map(([key, item]) => `${pythonRepr(key)}: ${pythonRepr(item)}`).join(", ")}}`;
}
function pythonStr(value) {
  return typeof value === "string" ? value : pythonRepr(value);
}

// src/frameworks/smolagents/smol-tool.ts
var AUTHORIZED_TYPES = ["string", "boolean", "integer", "number", "image", "audio", "array", "object", "any", "null"];

// src/frameworks/smolagents/type-hint-schema.ts
var PythonError = class extends Error {
  constructor(exception, message) {
    super(`${exception}: ${message}`);
  }
};
var BASE_TYPES = { int: "integer", float: "number", str: "string", bool: "boolean", list: "array", dict: "object", Any: "any", NoneType: "null" };
var unparsable = (hint) => new PythonError("TypeHintParsingException", `("Couldn't parse this type hint, likely due to a custom class or object: ", ${hintText(hint)})`);
function hintSchema(hint) {
  switch (hint.kind) {
    case "class":
      return { type: BASE_TYPES[hint.name] ?? "object" };
    case "union":
      return unionSchema(hint.args);
    case "literal":
      return literalSchema(hint.values, hint.floats);
    case "generic":
      return genericSchema(hint);
    case "ellipsis":
    case "params":
      throw unparsable(hint);
  }
}
var isNone = (hint) => hint.kind === "class" && hint.name === "NoneType";
function unionSchema(args) {
  const subtypes = args.filter((arg4) => !isNone(arg4)).map(hintSchema);
  let schema;
  if (subtypes.length === 1) schema = subtypes[0];
  else if (subtypes.every((s) => typeof s.type === "string")) schema = { type: subtypes.map((s) => s.type).sort() };
  else schema = { anyOf: subtypes };
  if (args.some(isNone)) schema.nullable = true;
  return schema;
}
function literalClass(value, float) {
  if (value === null) return NONE;
  const name = typeof value === "string" ? "str" : typeof value === "boolean" ? "bool" : float ? "float" : "int";
  return { kind: "class", name };
}
function literalSchema(values, floats) {
  const classes = values.map((value, i) => literalClass(value, floats[i]));
  const unique2 = classes.filter((c, i) => classes.findIndex((d) => JSON.stringify(d) === JSON.stringify(c)) === i);
  return Object.assign(unionSchema(unique2), { enum: values.filter((value) => value !== null) });
}
function genericSchema(hint) {
  const { origin, args } = hint;
  if (origin === "list") return args.length === 0 ? { type: "array" } : { type: "array", items: hintSchema(args[0]) };
  if (origin === "dict") return args.length === 2 ? { type: "object", additionalProperties: hintSchema(args[1]) } : { type: "object" };
  if (origin !== "tuple") throw unparsable(hint);
  if (args.length === 0) return { type: "array" };
  if (args.length === 1) {
    throw new PythonError(
      "TypeHintParsingException",
      `The type hint ${hint.text.replaceAll("typing.", "")} is a Tuple with a single element, which we do not automatically convert to JSON schema as it is rarely necessary. If this input can contain more than one element, we recommend using a List[] type instead, or if it really is a single element, remove the Tuple[] wrapper and just pass the element directly.`
    );
  }
  if (args.some((arg4) => arg4.kind === "ellipsis")) {
    throw new PythonError("TypeHintParsingException", "Conversion of '...' is not supported in Tuple type hints. Use List[] types for variable-length inputs instead.");
  }
  return { type: "array", prefixItems: args.map(hintSchema) };
}

// src/frameworks/smolagents/function-tool.ts
function functionTool2(fn) {
  try {
    return makeTool(fn);
  } catch (error) {
    if (error instanceof Error) return { error: error.message };
    throw error;
  }
}
function makeTool(fn) {
  if (fn.docstring === "") throw new PythonError("DocstringParsingException", `Cannot generate JSON schema for ${fn.name} because it has no docstring!`);
  const docstring2 = parseGoogleDocstring(pyStrip(fn.docstring));
  const inputs = typedInputs(fn);
  for (const [name, schema] of Object.entries(inputs)) {
    const description = docstring2.args.get(name);
    if (description === void 0) {
      throw new PythonError("DocstringParsingException", `Cannot generate JSON schema for ${fn.name} because the docstring has no description for the argument '${name}'`);
    }
    describe(schema, description);
  }
  const tool = { name: fn.name, description: docstring2.description, inputs, outputType: outputType(fn, inputs) };
  validate(tool);
  return tool;
}
function typedInputs(fn) {
  const inputs = {};
  for (const param of fn.params) {
    if (param.annotation !== void 0) inputs[param.name] = hintSchema(parseTypeHint(param.annotation));
  }
  if (fn.returns !== void 0) hintSchema(parseTypeHint(fn.returns));
  for (const param of fn.params) {
    const schema = inputs[param.name];
    if (schema === void 0) throw new PythonError("TypeHintParsingException", `Argument ${param.name} is missing a type hint in function ${fn.name}`);
    if (param.hasDefault) schema.nullable = true;
  }
  return inputs;
}
var CHOICES = new RegExp(`\\(choices:${PY_SPACE}*([^\\n]*?)\\)${PY_SPACE}*$`, "iu");
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
  } catch (error) {
    throw new PythonError("JSONDecodeError", error.message);
  }
  const items2 = typeof parsed === "string" ? [...parsed] : Array.isArray(parsed) ? parsed : parsed !== null && typeof parsed === "object" ? Object.keys(parsed) : void 0;
  if (items2 === void 0) throw new PythonError("TypeError", `'${pythonTypeName(parsed)}' object is not iterable`);
  return items2.map((item) => {
    if (typeof item !== "string") throw new PythonError("AttributeError", `'${pythonTypeName(item)}' object has no attribute 'strip'`);
    return pyStrip(item);
  });
}
function pythonTypeName(value) {
  if (value === null) return "NoneType";
  if (Array.isArray(value)) return "list";
  const names3 = { string: "str", boolean: "bool", object: "dict" };
  return typeof value === "number" ? Number.isInteger(value) ? "int" : "float" : names3[typeof value] ?? typeof value;
}
function outputType(fn, inputs) {
  if (fn.returns === void 0) {
    if (Object.keys(inputs).length === 0) return "null";
    throw new PythonError("TypeHintParsingException", "Tool return type not found: make sure your function has a return type hint!");
  }
  const type = hintSchema(parseTypeHint(fn.returns)).type;
  if (type === void 0) throw new PythonError("KeyError", "'type'");
  const truthy = Array.isArray(type) ? type.length > 0 : Boolean(type);
  return truthy && typeof type !== "string" ? "any" : type;
}
function validate(tool) {
  for (const [name, input] of Object.entries(tool.inputs)) {
    if (!("type" in input && "description" in input)) {
      throw new PythonError("AssertionError", `Input '${name}' should have keys 'type' and 'description', has only ${pythonRepr(Object.keys(input))}.`);
    }
    const types = Array.isArray(input.type) ? input.type : [input.type];
    const invalid = types.filter((type) => !AUTHORIZED_TYPES.includes(type));
    if (invalid.length > 0) throw new PythonError("ValueError", `Input '${name}': types ${pythonRepr(invalid)} must be one of ${pythonRepr(AUTHORIZED_TYPES)}`);
  }
  if (!AUTHORIZED_TYPES.includes(tool.outputType)) throw new PythonError("AssertionError", "");
}

// src/frameworks/smolagents/library-templates.ts
var CODE_AGENT_YAML = `system_prompt: |-
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
var STRUCTURED_CODE_AGENT_YAML = `system_prompt: |-
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
var TOOLCALLING_AGENT_YAML = `system_prompt: |-
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

// src/frameworks/smolagents/library.ts
var SMOLAGENTS_VERSION = { commit: "e3a5b8994b301983b91c0325546e9dc82eab8cf0", version: "1.27.0.dev0" };
var LIBRARY_TEMPLATES = {
  "code_agent.yaml": CODE_AGENT_YAML,
  "structured_code_agent.yaml": STRUCTURED_CODE_AGENT_YAML,
  "toolcalling_agent.yaml": TOOLCALLING_AGENT_YAML
};
var BASE_BUILTIN_MODULES = ["collections", "datetime", "itertools", "math", "queue", "random", "re", "stat", "statistics", "time", "unicodedata"];
var TOOL_MAPPING = ["PythonInterpreterTool", "DuckDuckGoSearchTool", "VisitWebpageTool"];
function pythonInterpreterModules(authorizedImports2 = []) {
  return [.../* @__PURE__ */ new Set([...BASE_BUILTIN_MODULES, ...authorizedImports2])];
}
function pythonInterpreterTool(modules = pythonInterpreterModules()) {
  const list = `[${modules.map((m) => `'${m}'`).join(", ")}]`;
  return {
    name: "python_interpreter",
    description: "This is a tool that evaluates python code. It can be used to perform calculations.",
    inputs: {
      code: {
        type: "string",
        description: `The code snippet to evaluate. All variables used in this snippet must be defined in this same snippet, else you will get an error. This code can only import the following python libraries: ${list}.`
      }
    },
    outputType: "string"
  };
}
var QUERY = { query: { type: "string", description: "The search query to perform." } };
var LIBRARY_TOOLS = {
  FinalAnswerTool: {
    name: "final_answer",
    description: "Provides a final answer to the given problem.",
    inputs: { answer: { type: "any", description: "The final answer to the problem" } },
    outputType: "any"
  },
  UserInputTool: {
    name: "user_input",
    description: "Asks for user's input on a specific question",
    inputs: { question: { type: "string", description: "The question to ask the user" } },
    outputType: "string"
  },
  WebSearchTool: {
    name: "web_search",
    description: "Performs a web search for a query and returns a string of the top search results formatted as markdown with titles, links, and descriptions.",
    inputs: QUERY,
    outputType: "string"
  },
  DuckDuckGoSearchTool: {
    name: "web_search",
    description: "Performs a duckduckgo web search based on your query (think a Google search) then returns the top search results.",
    inputs: QUERY,
    outputType: "string"
  },
  GoogleSearchTool: {
    name: "web_search",
    description: "Performs a google web search for your query then returns a string of the top search results.",
    inputs: {
      ...QUERY,
      filter_year: { type: "integer", description: "Optionally restrict results to a certain year", nullable: true }
    },
    outputType: "string"
  },
  ApiWebSearchTool: {
    name: "web_search",
    description: "Performs a web search for a query and returns a string of the top search results formatted as markdown with titles, URLs, and descriptions.",
    inputs: QUERY,
    outputType: "string"
  },
  VisitWebpageTool: {
    name: "visit_webpage",
    description: "Visits a webpage at the given url and reads its content as a markdown string. Use this to browse webpages.",
    inputs: { url: { type: "string", description: "The url of the webpage to visit." } },
    outputType: "string"
  },
  WikipediaSearchTool: {
    name: "wikipedia_search",
    description: "Searches Wikipedia and returns a summary or full text of the given topic, along with the page URL.",
    inputs: { query: { type: "string", description: "The topic to search on Wikipedia." } },
    outputType: "string"
  },
  SpeechToTextTool: {
    name: "transcriber",
    description: "This is a tool that transcribes an audio into text. It returns the transcribed text.",
    inputs: { audio: { type: "audio", description: "The audio to transcribe. Can be a local path, an url, or a tensor." } },
    outputType: "string"
  },
  PythonInterpreterTool: pythonInterpreterTool()
};

// src/frameworks/smolagents/agent-tools.ts
var INHERITANCE = 4;
function resolveTool(wiring, item) {
  if (item.kind === "name") {
    const fn = wiring.functionTool(item.path, item.name);
    if (!fn) return { unresolved: `tool ${item.name} (${item.path}): no @tool function of that name` };
    const doc = fn.unitKey ? wiring.unitAt(fn.path, fn.unitKey) : void 0;
    const made = functionTool2({ name: fn.name, docstring: doc?.text ?? fn.docstring ?? "", params: fn.params, ...fn.returns ? { returns: fn.returns } : {} });
    if ("error" in made) return { unresolved: `tool ${fn.name} (${fn.path}): ${made.error}` };
    return { tool: made, units: doc ? [doc] : [] };
  }
  const { call } = item;
  const className = call.callee.split(".").at(-1);
  const defined = wiring.classTool(call.path, className);
  if (defined) return classTool(wiring, defined);
  return libraryTool(wiring, className) ?? { unresolved: `tool ${call.callee}(...) (${call.path}:${call.line}): not a tool class the code defines or smolagents ships` };
}
var LIBRARY_TOOLS_FILE = /(^|\/)smolagents\/default_tools\.py$/;
function libraryTool(wiring, className) {
  const own = wiring.libraryClassTool(className, LIBRARY_TOOLS_FILE);
  if (own) {
    const resolved = classTool(wiring, own);
    if (!("unresolved" in resolved)) return resolved;
  }
  const library = LIBRARY_TOOLS[className];
  return library ? { tool: library, units: [] } : void 0;
}
function classTool(wiring, defined) {
  const attributes = inherited(wiring, defined);
  const { name, description, inputs, output_type: outputType2 } = attributes;
  if (typeof name !== "string" || typeof description !== "string" || typeof outputType2 !== "string" || !isObject(inputs)) {
    return { unresolved: `tool class ${defined.name} (${defined.path}): its name, description, inputs or output_type is not a literal` };
  }
  const units = [];
  const own = (key, fallback) => {
    const unit = wiring.unitAt(defined.path, `${defined.name}.${key}`);
    if (unit) units.push(unit);
    return unit?.text ?? fallback;
  };
  const described2 = {};
  for (const [input, schema] of Object.entries(inputs)) {
    if (!isObject(schema)) return { unresolved: `tool class ${defined.name} (${defined.path}): input ${input} is not a literal` };
    described2[input] = typeof schema.description === "string" ? { ...schema, description: own(`inputs.${input}.description`, schema.description) } : schema;
  }
  const tool = { name, description: own("description", description), inputs: described2, outputType: outputType2 };
  if (attributes.output_schema !== void 0 && attributes.output_schema !== null) tool.outputSchema = attributes.output_schema;
  return { tool, units };
}
function inherited(wiring, defined, depth = 0) {
  const base = defined.bases.split(",")[0].trim().split(".").at(-1);
  const parent = depth < INHERITANCE && base !== "Tool" ? wiring.classTool(defined.path, base) : void 0;
  const library = LIBRARY_TOOLS[base];
  const fromBase = parent ? inherited(wiring, parent, depth + 1) : library ? { name: library.name, description: library.description, inputs: library.inputs, output_type: library.outputType, ...library.outputSchema !== void 0 ? { output_schema: library.outputSchema } : {} } : {};
  return { ...fromBase, ...defined.attributes };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/frameworks/smolagents/agent-templates.ts
var import_yaml2 = __toESM(require_dist(), 1);
var TEMPLATE_KEYS = [
  "system_prompt",
  "planning.initial_plan",
  "planning.update_plan_pre_messages",
  "planning.update_plan_post_messages",
  "managed_agent.task",
  "managed_agent.report",
  "final_answer.pre_messages",
  "final_answer.post_messages"
];
var LIBRARY_FOLDER = /(^|\/)smolagents\/prompts\/([^/]+\.yaml)$/;
function isTemplatesFile(keys) {
  return keys.has("system_prompt") && ["planning.", "managed_agent.", "final_answer."].some((section) => [...keys].some((k) => k.startsWith(section)));
}
function templatesFiles(wiring) {
  return wiring.paths().filter((p) => /\.ya?ml$/i.test(p) && isTemplatesFile(new Set(wiring.unitsOf(p).map((u) => u.key))));
}
function repositoryTemplates(wiring, path) {
  const units = {};
  const text2 = {};
  for (const key of TEMPLATE_KEYS) {
    const unit = wiring.unitAt(path, key);
    if (unit) units[key] = unit;
    text2[key] = unit?.text ?? "";
  }
  const library = LIBRARY_FOLDER.exec(path)?.[2];
  return { path, ...library && library in LIBRARY_TEMPLATES ? { library } : {}, text: text2, units };
}
function libraryTemplates(wiring, file) {
  const own = templatesFiles(wiring).find((p) => LIBRARY_FOLDER.exec(p)?.[2] === file);
  if (own) return repositoryTemplates(wiring, own);
  const loaded = (0, import_yaml2.parse)(LIBRARY_TEMPLATES[file]);
  const text2 = {};
  for (const key of TEMPLATE_KEYS) text2[key] = String(key.split(".").reduce((v2, k) => v2[k], loaded) ?? "");
  return { library: file, text: text2, units: {} };
}
function namedTemplates(wiring, sources, from) {
  const names3 = [...new Set(sources.flatMap((s) => [...s.matchAll(/["'`]([^"'`\s]*\.ya?ml)["'`]/g)].map((m) => m[1].replace(/^\.\//, ""))))];
  const files = templatesFiles(wiring);
  const matching = files.filter((p) => names3.some((n) => p === n || p.endsWith(`/${n}`) || p.endsWith(`/${n.split("/").at(-1)}`)));
  if (matching.length > 0) return { path: nearest(matching, from) };
  const library = names3.map((n) => n.split("/").at(-1)).find((n) => n in LIBRARY_TEMPLATES);
  return library ? { library } : {};
}
function nearest(paths, from) {
  const shared = (p) => {
    const a = p.split("/");
    const b = from.split("/");
    let i = 0;
    while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
    return i;
  };
  return [...paths].sort((x2, y2) => shared(y2) - shared(x2) || x2.localeCompare(y2))[0];
}
function templateDelivery(key, agentName) {
  if (key === "system_prompt") return { kind: "every-request" };
  if (key === "planning.initial_plan") return { kind: "side-call", call: "initial-plan", readsHistory: false };
  if (key === "planning.update_plan_pre_messages" || key === "planning.update_plan_post_messages") {
    return { kind: "side-call", call: "update-plan", readsHistory: true };
  }
  if (key === "final_answer.pre_messages" || key === "final_answer.post_messages") return { kind: "side-call", call: "final-answer", readsHistory: true };
  if (key === "managed_agent.task") return { kind: "other-agent", agent: `${agentName} as a managed agent` };
  if (key === "managed_agent.report") return { kind: "on-trigger", what: "a managed agent reports back" };
  return void 0;
}

// src/frameworks/smolagents/agent-construction.ts
var AGENT_CLASSES = ["CodeAgent", "ToolCallingAgent"];
var DEFAULT_MAX_STEPS = 20;
function authorizedImports(additional = []) {
  const authorized = [.../* @__PURE__ */ new Set([...BASE_BUILTIN_MODULES, ...additional])].sort();
  return authorized.includes("*") ? "You can import from any package you want." : pythonRepr(authorized);
}
function isAgentCall2(call) {
  const short = call.callee.split(".").at(-1);
  return AGENT_CLASSES.includes(short) && (call.module ?? "").split(".")[0] === "smolagents";
}
var arg3 = (call, name, position) => call.args[name] ?? (position === void 0 ? void 0 : call.args[String(position)]);
function readConstruction(wiring, call) {
  const { value, reads } = wiring.track(() => resolveConstruction(wiring, call));
  return { ...value, reads: /* @__PURE__ */ new Set([call.path, ...reads, ...value.templates.path ? [value.templates.path] : []]) };
}
function resolveConstruction(wiring, call) {
  const agentClass = call.callee.split(".").at(-1);
  const assumptions = [];
  const where = `${call.path}:${call.line}`;
  const setting = (name, fallback, accept) => {
    const given = arg3(call, name);
    if (!given) return fallback;
    const found = wiring.literal(call.path, call.line, given);
    if (found && accept(found.value)) return found.value;
    assumptions.push(`${name}=${given.source} (${where}) is not a literal: taken as ${JSON.stringify(fallback)}`);
    return fallback;
  };
  const isInt = (v2) => Number.isInteger(v2) && v2 > 0;
  const structured = setting("use_structured_outputs_internally", false, (v2) => typeof v2 === "boolean");
  const imports = setting("additional_authorized_imports", [], (v2) => Array.isArray(v2) && v2.every((s) => typeof s === "string"));
  const tags = setting("code_block_tags", null, (v2) => v2 === null || v2 === "markdown" || Array.isArray(v2) && v2.length === 2);
  for (const splat of call.splats ?? []) assumptions.push(`${splat} (${where}) is not read: what it passes is taken at smolagents' defaults`);
  const instructions = arg3(call, "instructions");
  const instructionText = wiring.text(call.path, call.line, instructions);
  if (instructions && !instructionText) assumptions.push(`instructions=${instructions.source} (${where}) is not static text: left out`);
  return {
    agentClass,
    call,
    templates: templatesOf(wiring, call, agentClass, structured, assumptions),
    tools: toolsOf(wiring, call, agentClass, setting("add_base_tools", false, (v2) => typeof v2 === "boolean"), assumptions),
    managedAgents: managedAgentsOf(wiring, call, assumptions),
    maxSteps: setting("max_steps", DEFAULT_MAX_STEPS, isInt),
    planningInterval: setting("planning_interval", null, (v2) => v2 === null || isInt(v2)),
    ...instructionText ? { instructions: instructionText } : {},
    authorizedImports: authorizedImports(imports),
    codeBlockTags: tags === "markdown" ? ["```python", "```"] : Array.isArray(tags) ? tags : ["<code>", "</code>"],
    ...modelOf(wiring, call, assumptions),
    assumptions
  };
}
function templatesOf(wiring, call, agentClass, structured, assumptions) {
  const library = agentClass === "ToolCallingAgent" ? "toolcalling_agent.yaml" : structured ? "structured_code_agent.yaml" : "code_agent.yaml";
  const given = arg3(call, "prompt_templates", 2);
  if (!given || given.value === null) return libraryTemplates(wiring, library);
  const named = namedTemplates(wiring, wiring.sources(call.path, call.line, given), call.path);
  if (named.path) return repositoryTemplates(wiring, named.path);
  if (named.library) return libraryTemplates(wiring, named.library);
  assumptions.push(`prompt_templates=${given.source} (${call.path}:${call.line}) names no templates file found: priced with the library's ${library}`);
  return libraryTemplates(wiring, library);
}
function toolsOf(wiring, call, agentClass, addBaseTools, assumptions) {
  const tools = /* @__PURE__ */ new Map();
  const given = arg3(call, "tools", 0);
  for (const item of given ? wiring.items(call.path, call.line, given) : []) {
    const resolved = resolveTool(wiring, item);
    if ("unresolved" in resolved) assumptions.push(`${resolved.unresolved}: left out`);
    else tools.set(resolved.tool.name, resolved);
  }
  if (addBaseTools) {
    for (const name of TOOL_MAPPING) {
      const tool = libraryTool(wiring, name);
      if (tool && (tool.tool.name !== "python_interpreter" || agentClass === "ToolCallingAgent")) tools.set(tool.tool.name, tool);
    }
  }
  return withFinalAnswer(wiring, tools);
}
function withFinalAnswer(wiring, tools = /* @__PURE__ */ new Map()) {
  if (!tools.has("final_answer")) tools.set("final_answer", libraryTool(wiring, "FinalAnswerTool"));
  return [...tools.values()];
}
function managedAgentsOf(wiring, call, assumptions) {
  const given = arg3(call, "managed_agents");
  if (!given) return [];
  return wiring.items(call.path, call.line, given).flatMap((item) => {
    const managed = item.kind === "call" ? item.call : wiring.callNamed(item.path, item.name, isAgentCall2);
    const name = managed && wiring.text(managed.path, managed.line, arg3(managed, "name"));
    const description = managed && wiring.text(managed.path, managed.line, arg3(managed, "description"));
    if (!managed || !name || !description) {
      assumptions.push(`managed agent ${item.kind === "name" ? item.name : item.call.callee} (${call.path}:${call.line}): its name or description is not static: left out`);
      return [];
    }
    if (wiring.literal(managed.path, managed.line, arg3(managed, "provide_run_summary"))?.value === true) {
      assumptions.push(`managed agent ${name.text} (${managed.path}:${managed.line}) has provide_run_summary=True: the summary of its run in its report is not priced`);
    }
    return [{ name: name.text, description: description.text, units: [name.unit, description.unit].filter((u) => u !== void 0), call: managed }];
  });
}
function modelOf(wiring, call, assumptions) {
  const given = arg3(call, "model", 1);
  if (!given || given.value === null) return {};
  const [item] = wiring.items(call.path, call.line, given);
  const made = item?.kind === "call" ? item.call : void 0;
  const id = made && wiring.text(made.path, made.line, made.args.model_id ?? made.args["0"])?.text;
  if (made && id) return { model: { id, path: made.path, line: made.line } };
  assumptions.push(`model=${given.source} (${call.path}:${call.line}) names no model the code writes: priced with the configured model`);
  return { modelUnread: true };
}

// src/frameworks/python/python-json.ts
var PythonFloat = class {
  constructor(value) {
    this.value = value;
  }
  value;
};
function pythonJsonDumps(value, options = {}) {
  const unit = options.indent === void 0 ? void 0 : " ".repeat(options.indent);
  return dumps(value, { unit, sortKeys: options.sortKeys ?? false }, "");
}
var JSON_ESCAPES = { '"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "	": "\\t", "\b": "\\b", "\f": "\\f" };
function encodeString(text2) {
  const body = text2.replace(/[^ -~]|["\\]/g, (char) => JSON_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `"${body}"`;
}
function encodeNumber(value, float) {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
  return Number.isInteger(value) && !float ? reprInt(value) : reprFloat(value);
}
var byCodePoint = ([a], [b]) => {
  const [x2, y2] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x2.length, y2.length); i++) {
    const diff = x2[i].codePointAt(0) - y2[i].codePointAt(0);
    if (diff !== 0) return diff;
  }
  return x2.length - y2.length;
};
function joined(items2, open, close, layout, current) {
  if (items2.length === 0) return open + close;
  if (layout.unit === void 0) return `${open}${items2.join(", ")}${close}`;
  const inner = current + layout.unit;
  return `${open}
${items2.map((item) => inner + item).join(",\n")}
${current}${close}`;
}
function dumps(value, layout, current) {
  if (value === null) return "null";
  if (value instanceof PythonFloat) return encodeNumber(value.value, true);
  const inner = current + (layout.unit ?? "");
  switch (typeof value) {
    case "string":
      return encodeString(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      return encodeNumber(value, false);
    case "object": {
      if (Array.isArray(value)) return joined(value.map((item) => dumps(item, layout, inner)), "[", "]", layout, current);
      const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
      if (layout.sortKeys) entries.sort(byCodePoint);
      return joined(entries.map(([key, item]) => `${encodeString(key)}: ${dumps(item, layout, inner)}`), "{", "}", layout, current);
    }
    default:
      throw new TypeError(`Object of type ${typeof value} is not JSON serializable`);
  }
}

// node_modules/@huggingface/jinja/dist/index.js
var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => {
  __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
  return value;
};
var TOKEN_TYPES = Object.freeze({
  Text: "Text",
  // The text between Jinja statements or expressions
  NumericLiteral: "NumericLiteral",
  // e.g., 123, 1.0
  StringLiteral: "StringLiteral",
  // 'string'
  Identifier: "Identifier",
  // Variables, functions, statements, booleans, etc.
  Equals: "Equals",
  // =
  OpenParen: "OpenParen",
  // (
  CloseParen: "CloseParen",
  // )
  OpenStatement: "OpenStatement",
  // {%
  CloseStatement: "CloseStatement",
  // %}
  OpenExpression: "OpenExpression",
  // {{
  CloseExpression: "CloseExpression",
  // }}
  OpenSquareBracket: "OpenSquareBracket",
  // [
  CloseSquareBracket: "CloseSquareBracket",
  // ]
  OpenCurlyBracket: "OpenCurlyBracket",
  // {
  CloseCurlyBracket: "CloseCurlyBracket",
  // }
  Comma: "Comma",
  // ,
  Dot: "Dot",
  // .
  Colon: "Colon",
  // :
  Pipe: "Pipe",
  // |
  CallOperator: "CallOperator",
  // ()
  AdditiveBinaryOperator: "AdditiveBinaryOperator",
  // + - ~
  MultiplicativeBinaryOperator: "MultiplicativeBinaryOperator",
  // * / // %
  ExponentiationBinaryOperator: "ExponentiationBinaryOperator",
  // **
  ComparisonBinaryOperator: "ComparisonBinaryOperator",
  // < > <= >= == !=
  UnaryOperator: "UnaryOperator",
  // ! - +
  Comment: "Comment"
  // {# ... #}
});
var Token = class {
  /**
   * Constructs a new Token.
   * @param {string} value The raw value as seen inside the source code.
   * @param {TokenType} type The type of token.
   */
  constructor(value, type) {
    this.value = value;
    this.type = type;
  }
};
function isWord(char) {
  return /\w/.test(char);
}
function isInteger(char) {
  return /[0-9]/.test(char);
}
function isWhitespace(char) {
  return /\s/.test(char);
}
var ORDERED_MAPPING_TABLE = [
  // Control sequences
  ["{%", TOKEN_TYPES.OpenStatement],
  ["%}", TOKEN_TYPES.CloseStatement],
  ["{{", TOKEN_TYPES.OpenExpression],
  ["}}", TOKEN_TYPES.CloseExpression],
  // Single character tokens
  ["(", TOKEN_TYPES.OpenParen],
  [")", TOKEN_TYPES.CloseParen],
  ["{", TOKEN_TYPES.OpenCurlyBracket],
  ["}", TOKEN_TYPES.CloseCurlyBracket],
  ["[", TOKEN_TYPES.OpenSquareBracket],
  ["]", TOKEN_TYPES.CloseSquareBracket],
  [",", TOKEN_TYPES.Comma],
  [".", TOKEN_TYPES.Dot],
  [":", TOKEN_TYPES.Colon],
  ["|", TOKEN_TYPES.Pipe],
  // Comparison operators
  ["<=", TOKEN_TYPES.ComparisonBinaryOperator],
  [">=", TOKEN_TYPES.ComparisonBinaryOperator],
  ["==", TOKEN_TYPES.ComparisonBinaryOperator],
  ["!=", TOKEN_TYPES.ComparisonBinaryOperator],
  ["<", TOKEN_TYPES.ComparisonBinaryOperator],
  [">", TOKEN_TYPES.ComparisonBinaryOperator],
  // Arithmetic operators
  ["+", TOKEN_TYPES.AdditiveBinaryOperator],
  ["-", TOKEN_TYPES.AdditiveBinaryOperator],
  ["~", TOKEN_TYPES.AdditiveBinaryOperator],
  ["**", TOKEN_TYPES.ExponentiationBinaryOperator],
  // NOTE: must come before "*" so that "**" is matched first
  ["*", TOKEN_TYPES.MultiplicativeBinaryOperator],
  ["//", TOKEN_TYPES.MultiplicativeBinaryOperator],
  // NOTE: must come before "/" so that "//" is matched first
  ["/", TOKEN_TYPES.MultiplicativeBinaryOperator],
  ["%", TOKEN_TYPES.MultiplicativeBinaryOperator],
  // Assignment operator
  ["=", TOKEN_TYPES.Equals]
];
var ESCAPE_CHARACTERS = /* @__PURE__ */ new Map([
  ["n", "\n"],
  // New line
  ["t", "	"],
  // Horizontal tab
  ["r", "\r"],
  // Carriage return
  ["b", "\b"],
  // Backspace
  ["f", "\f"],
  // Form feed
  ["v", "\v"],
  // Vertical tab
  ["'", "'"],
  // Single quote
  ['"', '"'],
  // Double quote
  ["\\", "\\"]
  // Backslash
]);
function preprocess(template, options = {}) {
  if (template.endsWith("\n")) {
    template = template.slice(0, -1);
  }
  if (options.lstrip_blocks) {
    template = template.replace(/^[ \t]*({[#%-])/gm, "$1");
  }
  if (options.trim_blocks) {
    template = template.replace(/([#%-]})\n/g, "$1");
  }
  return template.replace(
    /(\s*){%(-?)\s*(?:end)?generation\s*(-?)%}(\s*)/gs,
    (_2, before, lstrip, rstrip, after) => (lstrip ? "" : before) + (rstrip ? "" : after)
  );
}
function tokenize2(source, options = {}) {
  const tokens = [];
  const src = preprocess(source, options);
  let cursorPosition = 0;
  let curlyBracketDepth = 0;
  const consumeWhile = (predicate) => {
    let str = "";
    while (predicate(src[cursorPosition])) {
      if (src[cursorPosition] === "\\") {
        ++cursorPosition;
        if (cursorPosition >= src.length) {
          throw new SyntaxError("Unexpected end of input");
        }
        const escaped = src[cursorPosition++];
        if (escaped === "x" || escaped === "u") {
          const length = escaped === "x" ? 2 : 4;
          const hex = src.slice(cursorPosition, cursorPosition + length);
          if (hex.length !== length || /[^0-9a-f]/i.test(hex)) {
            throw new SyntaxError(`Invalid hexadecimal escape sequence: \\${escaped}${hex}`);
          }
          str += String.fromCharCode(parseInt(hex, 16));
          cursorPosition += length;
          continue;
        }
        const unescaped = ESCAPE_CHARACTERS.get(escaped);
        if (unescaped === void 0) {
          throw new SyntaxError(`Unexpected escaped character: ${escaped}`);
        }
        str += unescaped;
        continue;
      }
      str += src[cursorPosition++];
      if (cursorPosition >= src.length) {
        throw new SyntaxError("Unexpected end of input");
      }
    }
    return str;
  };
  const stripTrailingWhitespace = () => {
    const lastToken = tokens.at(-1);
    if (lastToken && lastToken.type === TOKEN_TYPES.Text) {
      lastToken.value = lastToken.value.trimEnd();
      if (lastToken.value === "") {
        tokens.pop();
      }
    }
  };
  const skipLeadingWhitespace = () => {
    while (cursorPosition < src.length && isWhitespace(src[cursorPosition])) {
      ++cursorPosition;
    }
  };
  main:
    while (cursorPosition < src.length) {
      const lastTokenType = tokens.at(-1)?.type;
      if (lastTokenType === void 0 || lastTokenType === TOKEN_TYPES.CloseStatement || lastTokenType === TOKEN_TYPES.CloseExpression || lastTokenType === TOKEN_TYPES.Comment) {
        let text2 = "";
        while (cursorPosition < src.length && // Keep going until we hit the next Jinja statement or expression
        !(src[cursorPosition] === "{" && (src[cursorPosition + 1] === "%" || src[cursorPosition + 1] === "{" || src[cursorPosition + 1] === "#"))) {
          text2 += src[cursorPosition++];
        }
        if (text2.length > 0) {
          tokens.push(new Token(text2, TOKEN_TYPES.Text));
          continue;
        }
      }
      if (src[cursorPosition] === "{" && src[cursorPosition + 1] === "#") {
        cursorPosition += 2;
        const stripBefore = src[cursorPosition] === "-";
        if (stripBefore) {
          ++cursorPosition;
        }
        let comment = "";
        while (src[cursorPosition] !== "#" || src[cursorPosition + 1] !== "}") {
          if (cursorPosition + 2 >= src.length) {
            throw new SyntaxError("Missing end of comment tag");
          }
          comment += src[cursorPosition++];
        }
        const stripAfter = comment.endsWith("-");
        if (stripAfter) {
          comment = comment.slice(0, -1);
        }
        if (stripBefore) {
          stripTrailingWhitespace();
        }
        tokens.push(new Token(comment, TOKEN_TYPES.Comment));
        cursorPosition += 2;
        if (stripAfter) {
          skipLeadingWhitespace();
        }
        continue;
      }
      if (src.slice(cursorPosition, cursorPosition + 3) === "{%-") {
        stripTrailingWhitespace();
        tokens.push(new Token("{%", TOKEN_TYPES.OpenStatement));
        cursorPosition += 3;
        continue;
      }
      if (src.slice(cursorPosition, cursorPosition + 3) === "{{-") {
        stripTrailingWhitespace();
        tokens.push(new Token("{{", TOKEN_TYPES.OpenExpression));
        curlyBracketDepth = 0;
        cursorPosition += 3;
        continue;
      }
      consumeWhile(isWhitespace);
      if (src.slice(cursorPosition, cursorPosition + 3) === "-%}") {
        tokens.push(new Token("%}", TOKEN_TYPES.CloseStatement));
        cursorPosition += 3;
        skipLeadingWhitespace();
        continue;
      }
      if (src.slice(cursorPosition, cursorPosition + 3) === "-}}") {
        tokens.push(new Token("}}", TOKEN_TYPES.CloseExpression));
        cursorPosition += 3;
        skipLeadingWhitespace();
        continue;
      }
      const char = src[cursorPosition];
      if (char === "-" || char === "+") {
        const lastTokenType2 = tokens.at(-1)?.type;
        if (lastTokenType2 === TOKEN_TYPES.Text || lastTokenType2 === void 0) {
          throw new SyntaxError(`Unexpected character: ${char}`);
        }
        switch (lastTokenType2) {
          case TOKEN_TYPES.Identifier:
          case TOKEN_TYPES.NumericLiteral:
          case TOKEN_TYPES.StringLiteral:
          case TOKEN_TYPES.CloseParen:
          case TOKEN_TYPES.CloseSquareBracket:
            break;
          default: {
            ++cursorPosition;
            let num = consumeWhile(isInteger);
            if (num.length > 0 && src[cursorPosition] === "." && isInteger(src[cursorPosition + 1])) {
              ++cursorPosition;
              const frac = consumeWhile(isInteger);
              num = `${num}.${frac}`;
            }
            tokens.push(
              new Token(`${char}${num}`, num.length > 0 ? TOKEN_TYPES.NumericLiteral : TOKEN_TYPES.UnaryOperator)
            );
            continue;
          }
        }
      }
      for (const [seq, type] of ORDERED_MAPPING_TABLE) {
        if (seq === "}}" && curlyBracketDepth > 0) {
          continue;
        }
        const slice2 = src.slice(cursorPosition, cursorPosition + seq.length);
        if (slice2 === seq) {
          tokens.push(new Token(seq, type));
          if (type === TOKEN_TYPES.OpenExpression) {
            curlyBracketDepth = 0;
          } else if (type === TOKEN_TYPES.OpenCurlyBracket) {
            ++curlyBracketDepth;
          } else if (type === TOKEN_TYPES.CloseCurlyBracket) {
            --curlyBracketDepth;
          }
          cursorPosition += seq.length;
          continue main;
        }
      }
      if (char === "'" || char === '"') {
        ++cursorPosition;
        const str = consumeWhile((c) => c !== char);
        tokens.push(new Token(str, TOKEN_TYPES.StringLiteral));
        ++cursorPosition;
        continue;
      }
      if (isInteger(char)) {
        let num = consumeWhile(isInteger);
        if (tokens.at(-1)?.type !== TOKEN_TYPES.Dot && src[cursorPosition] === "." && isInteger(src[cursorPosition + 1])) {
          ++cursorPosition;
          const frac = consumeWhile(isInteger);
          num = `${num}.${frac}`;
        }
        tokens.push(new Token(num, TOKEN_TYPES.NumericLiteral));
        continue;
      }
      if (isWord(char)) {
        const word = consumeWhile(isWord);
        tokens.push(new Token(word, TOKEN_TYPES.Identifier));
        continue;
      }
      throw new SyntaxError(`Unexpected character: ${char}`);
    }
  return tokens;
}
var Statement = class {
  type = "Statement";
};
var Program = class extends Statement {
  constructor(body) {
    super();
    this.body = body;
  }
  type = "Program";
};
var If = class extends Statement {
  constructor(test, body, alternate) {
    super();
    this.test = test;
    this.body = body;
    this.alternate = alternate;
  }
  type = "If";
};
var For = class extends Statement {
  constructor(loopvar, iterable, body, defaultBlock) {
    super();
    this.loopvar = loopvar;
    this.iterable = iterable;
    this.body = body;
    this.defaultBlock = defaultBlock;
  }
  type = "For";
};
var Break = class extends Statement {
  type = "Break";
};
var Continue = class extends Statement {
  type = "Continue";
};
var SetStatement = class extends Statement {
  constructor(assignee, value, body) {
    super();
    this.assignee = assignee;
    this.value = value;
    this.body = body;
  }
  type = "Set";
};
var Macro = class extends Statement {
  constructor(name, args, body) {
    super();
    this.name = name;
    this.args = args;
    this.body = body;
  }
  type = "Macro";
};
var Comment = class extends Statement {
  constructor(value) {
    super();
    this.value = value;
  }
  type = "Comment";
};
var Expression = class extends Statement {
  type = "Expression";
};
var MemberExpression = class extends Expression {
  constructor(object, property, computed) {
    super();
    this.object = object;
    this.property = property;
    this.computed = computed;
  }
  type = "MemberExpression";
};
var CallExpression = class extends Expression {
  constructor(callee, args) {
    super();
    this.callee = callee;
    this.args = args;
  }
  type = "CallExpression";
};
var Identifier = class extends Expression {
  /**
   * @param {string} value The name of the identifier
   */
  constructor(value) {
    super();
    this.value = value;
  }
  type = "Identifier";
};
var Literal = class extends Expression {
  constructor(value) {
    super();
    this.value = value;
  }
  type = "Literal";
};
var IntegerLiteral = class extends Literal {
  type = "IntegerLiteral";
};
var FloatLiteral = class extends Literal {
  type = "FloatLiteral";
};
var StringLiteral = class extends Literal {
  type = "StringLiteral";
};
var ArrayLiteral = class extends Literal {
  type = "ArrayLiteral";
};
var TupleLiteral = class extends Literal {
  type = "TupleLiteral";
};
var ObjectLiteral = class extends Literal {
  type = "ObjectLiteral";
};
var BinaryExpression = class extends Expression {
  constructor(operator, left, right) {
    super();
    this.operator = operator;
    this.left = left;
    this.right = right;
  }
  type = "BinaryExpression";
};
var FilterExpression = class extends Expression {
  constructor(operand, filter) {
    super();
    this.operand = operand;
    this.filter = filter;
  }
  type = "FilterExpression";
};
var FilterStatement = class extends Statement {
  constructor(filter, body) {
    super();
    this.filter = filter;
    this.body = body;
  }
  type = "FilterStatement";
};
var SelectExpression = class extends Expression {
  constructor(lhs, test) {
    super();
    this.lhs = lhs;
    this.test = test;
  }
  type = "SelectExpression";
};
var TestExpression = class extends Expression {
  constructor(operand, negate, test) {
    super();
    this.operand = operand;
    this.negate = negate;
    this.test = test;
  }
  type = "TestExpression";
};
var UnaryExpression = class extends Expression {
  constructor(operator, argument2) {
    super();
    this.operator = operator;
    this.argument = argument2;
  }
  type = "UnaryExpression";
};
var SliceExpression = class extends Expression {
  constructor(start = void 0, stop = void 0, step = void 0) {
    super();
    this.start = start;
    this.stop = stop;
    this.step = step;
  }
  type = "SliceExpression";
};
var KeywordArgumentExpression = class extends Expression {
  constructor(key, value) {
    super();
    this.key = key;
    this.value = value;
  }
  type = "KeywordArgumentExpression";
};
var SpreadExpression = class extends Expression {
  constructor(argument2) {
    super();
    this.argument = argument2;
  }
  type = "SpreadExpression";
};
var KeywordSpreadExpression = class extends Expression {
  constructor(argument2) {
    super();
    this.argument = argument2;
  }
  type = "KeywordSpreadExpression";
};
var CallStatement = class extends Statement {
  constructor(call, callerArgs, body) {
    super();
    this.call = call;
    this.callerArgs = callerArgs;
    this.body = body;
  }
  type = "CallStatement";
};
var Ternary = class extends Expression {
  constructor(condition, trueExpr, falseExpr) {
    super();
    this.condition = condition;
    this.trueExpr = trueExpr;
    this.falseExpr = falseExpr;
  }
  type = "Ternary";
};
function parse3(tokens) {
  const program = new Program([]);
  let current = 0;
  function expect(type, error) {
    const prev = tokens[current++];
    if (!prev || prev.type !== type) {
      throw new Error(`Parser Error: ${error}. ${prev.type} !== ${type}.`);
    }
    return prev;
  }
  function expectIdentifier(name) {
    if (!isIdentifier(name)) {
      throw new SyntaxError(`Expected ${name}`);
    }
    ++current;
  }
  function parseAny() {
    switch (tokens[current].type) {
      case TOKEN_TYPES.Comment:
        return new Comment(tokens[current++].value);
      case TOKEN_TYPES.Text:
        return parseText();
      case TOKEN_TYPES.OpenStatement:
        return parseJinjaStatement();
      case TOKEN_TYPES.OpenExpression:
        return parseJinjaExpression();
      default:
        throw new SyntaxError(`Unexpected token type: ${tokens[current].type}`);
    }
  }
  function is(...types) {
    return current + types.length <= tokens.length && types.every((type, i) => type === tokens[current + i].type);
  }
  function isStatement(...names3) {
    return tokens[current]?.type === TOKEN_TYPES.OpenStatement && tokens[current + 1]?.type === TOKEN_TYPES.Identifier && names3.includes(tokens[current + 1]?.value);
  }
  function isIdentifier(...names3) {
    return current + names3.length <= tokens.length && names3.every((name, i) => tokens[current + i].type === "Identifier" && name === tokens[current + i].value);
  }
  function parseText() {
    return new StringLiteral(expect(TOKEN_TYPES.Text, "Expected text token").value);
  }
  function parseJinjaStatement() {
    expect(TOKEN_TYPES.OpenStatement, "Expected opening statement token");
    if (tokens[current].type !== TOKEN_TYPES.Identifier) {
      throw new SyntaxError(`Unknown statement, got ${tokens[current].type}`);
    }
    const name = tokens[current].value;
    let result;
    switch (name) {
      case "set":
        ++current;
        result = parseSetStatement();
        break;
      case "if":
        ++current;
        result = parseIfStatement();
        expect(TOKEN_TYPES.OpenStatement, "Expected {% token");
        expectIdentifier("endif");
        expect(TOKEN_TYPES.CloseStatement, "Expected %} token");
        break;
      case "macro":
        ++current;
        result = parseMacroStatement();
        expect(TOKEN_TYPES.OpenStatement, "Expected {% token");
        expectIdentifier("endmacro");
        expect(TOKEN_TYPES.CloseStatement, "Expected %} token");
        break;
      case "for":
        ++current;
        result = parseForStatement();
        expect(TOKEN_TYPES.OpenStatement, "Expected {% token");
        expectIdentifier("endfor");
        expect(TOKEN_TYPES.CloseStatement, "Expected %} token");
        break;
      case "call": {
        ++current;
        let callerArgs = null;
        if (is(TOKEN_TYPES.OpenParen)) {
          callerArgs = parseArgs("parameters");
        }
        const callee = parsePrimaryExpression();
        if (callee.type !== "Identifier") {
          throw new SyntaxError(`Expected identifier following call statement`);
        }
        const callArgs = parseArgs("call");
        expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
        const body = [];
        while (!isStatement("endcall")) {
          body.push(parseAny());
        }
        expect(TOKEN_TYPES.OpenStatement, "Expected '{%'");
        expectIdentifier("endcall");
        expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
        const callExpr = new CallExpression(callee, callArgs);
        result = new CallStatement(callExpr, callerArgs, body);
        break;
      }
      case "break":
        ++current;
        expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
        result = new Break();
        break;
      case "continue":
        ++current;
        expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
        result = new Continue();
        break;
      case "filter": {
        ++current;
        let filterNode = parsePrimaryExpression();
        if (filterNode instanceof Identifier && is(TOKEN_TYPES.OpenParen)) {
          filterNode = parseCallExpression(filterNode);
        }
        expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
        const filterBody = [];
        while (!isStatement("endfilter")) {
          filterBody.push(parseAny());
        }
        expect(TOKEN_TYPES.OpenStatement, "Expected '{%'");
        expectIdentifier("endfilter");
        expect(TOKEN_TYPES.CloseStatement, "Expected '%}'");
        result = new FilterStatement(filterNode, filterBody);
        break;
      }
      default:
        throw new SyntaxError(`Unknown statement type: ${name}`);
    }
    return result;
  }
  function parseJinjaExpression() {
    expect(TOKEN_TYPES.OpenExpression, "Expected opening expression token");
    const result = parseExpression();
    expect(TOKEN_TYPES.CloseExpression, "Expected closing expression token");
    return result;
  }
  function parseSetStatement() {
    const left = parseExpressionSequence();
    let value = null;
    const body = [];
    if (is(TOKEN_TYPES.Equals)) {
      ++current;
      value = parseExpressionSequence();
    } else {
      expect(TOKEN_TYPES.CloseStatement, "Expected %} token");
      while (!isStatement("endset")) {
        body.push(parseAny());
      }
      expect(TOKEN_TYPES.OpenStatement, "Expected {% token");
      expectIdentifier("endset");
    }
    expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
    return new SetStatement(left, value, body);
  }
  function parseIfStatement() {
    const test = parseExpression();
    expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
    const body = [];
    const alternate = [];
    while (!isStatement("elif", "else", "endif")) {
      body.push(parseAny());
    }
    if (isStatement("elif")) {
      ++current;
      ++current;
      const result = parseIfStatement();
      alternate.push(result);
    } else if (isStatement("else")) {
      ++current;
      ++current;
      expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
      while (!isStatement("endif")) {
        alternate.push(parseAny());
      }
    }
    return new If(test, body, alternate);
  }
  function parseMacroStatement() {
    const name = parsePrimaryExpression();
    if (name.type !== "Identifier") {
      throw new SyntaxError(`Expected identifier following macro statement`);
    }
    const args = parseArgs("parameters");
    expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
    const body = [];
    while (!isStatement("endmacro")) {
      body.push(parseAny());
    }
    return new Macro(name, args, body);
  }
  function parseExpressionSequence(primary = false) {
    const fn = primary ? parsePrimaryExpression : parseExpression;
    const expressions = [fn()];
    const isTuple = is(TOKEN_TYPES.Comma);
    while (isTuple) {
      ++current;
      expressions.push(fn());
      if (!is(TOKEN_TYPES.Comma)) {
        break;
      }
    }
    return isTuple ? new TupleLiteral(expressions) : expressions[0];
  }
  function parseForStatement() {
    const loopVariable = parseExpressionSequence(true);
    if (!(loopVariable instanceof Identifier || loopVariable instanceof TupleLiteral)) {
      throw new SyntaxError(`Expected identifier/tuple for the loop variable, got ${loopVariable.type} instead`);
    }
    if (!isIdentifier("in")) {
      throw new SyntaxError("Expected `in` keyword following loop variable");
    }
    ++current;
    const iterable = parseExpression();
    expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
    const body = [];
    while (!isStatement("endfor", "else")) {
      body.push(parseAny());
    }
    const alternative = [];
    if (isStatement("else")) {
      ++current;
      ++current;
      expect(TOKEN_TYPES.CloseStatement, "Expected closing statement token");
      while (!isStatement("endfor")) {
        alternative.push(parseAny());
      }
    }
    return new For(loopVariable, iterable, body, alternative);
  }
  function parseExpression() {
    return parseIfExpression();
  }
  function parseIfExpression() {
    const a = parseLogicalOrExpression();
    if (isIdentifier("if")) {
      ++current;
      const test = parseLogicalOrExpression();
      if (isIdentifier("else")) {
        ++current;
        const falseExpr = parseIfExpression();
        return new Ternary(test, a, falseExpr);
      } else {
        return new SelectExpression(a, test);
      }
    }
    return a;
  }
  function parseLogicalOrExpression() {
    let left = parseLogicalAndExpression();
    while (isIdentifier("or")) {
      const operator = tokens[current];
      ++current;
      const right = parseLogicalAndExpression();
      left = new BinaryExpression(operator, left, right);
    }
    return left;
  }
  function parseLogicalAndExpression() {
    let left = parseLogicalNegationExpression();
    while (isIdentifier("and")) {
      const operator = tokens[current];
      ++current;
      const right = parseLogicalNegationExpression();
      left = new BinaryExpression(operator, left, right);
    }
    return left;
  }
  function parseLogicalNegationExpression() {
    let right;
    while (isIdentifier("not")) {
      const operator = tokens[current];
      ++current;
      const arg4 = parseLogicalNegationExpression();
      right = new UnaryExpression(operator, arg4);
    }
    return right ?? parseComparisonExpression();
  }
  function parseComparisonExpression() {
    let left = parseAdditiveExpression();
    while (true) {
      let operator;
      if (isIdentifier("not", "in")) {
        operator = new Token("not in", TOKEN_TYPES.Identifier);
        current += 2;
      } else if (isIdentifier("in")) {
        operator = tokens[current++];
      } else if (is(TOKEN_TYPES.ComparisonBinaryOperator)) {
        operator = tokens[current++];
      } else {
        break;
      }
      const right = parseAdditiveExpression();
      left = new BinaryExpression(operator, left, right);
    }
    return left;
  }
  function parseAdditiveExpression() {
    let left = parseMultiplicativeExpression();
    while (is(TOKEN_TYPES.AdditiveBinaryOperator)) {
      const operator = tokens[current];
      ++current;
      const right = parseMultiplicativeExpression();
      left = new BinaryExpression(operator, left, right);
    }
    return left;
  }
  function parseCallMemberExpression() {
    const member = parseMemberExpression(parsePrimaryExpression());
    if (is(TOKEN_TYPES.OpenParen)) {
      return parseCallExpression(member);
    }
    return member;
  }
  function parseCallExpression(callee) {
    let expression = new CallExpression(callee, parseArgs("call"));
    expression = parseMemberExpression(expression);
    if (is(TOKEN_TYPES.OpenParen)) {
      expression = parseCallExpression(expression);
    }
    return expression;
  }
  function parseArgs(mode) {
    expect(TOKEN_TYPES.OpenParen, "Expected opening parenthesis for arguments list");
    const args = parseArgumentsList(mode);
    expect(TOKEN_TYPES.CloseParen, "Expected closing parenthesis for arguments list");
    return args;
  }
  function parseArgumentsList(mode) {
    const args = [];
    const parameterNames = /* @__PURE__ */ new Set();
    let sawKeywordOrDefault = false;
    let sawSpreadArgument = false;
    while (!is(TOKEN_TYPES.CloseParen)) {
      const isKeywordSpread = is(TOKEN_TYPES.ExponentiationBinaryOperator);
      const isPositionalSpread = is(TOKEN_TYPES.MultiplicativeBinaryOperator) && tokens[current].value === "*";
      if (mode === "parameters" && (isKeywordSpread || isPositionalSpread)) {
        throw new SyntaxError("Argument unpacking is not allowed in parameter declarations");
      }
      if (isKeywordSpread) {
        ++current;
        args.push(new KeywordSpreadExpression(parseExpression()));
        if (is(TOKEN_TYPES.Comma)) {
          ++current;
        }
        if (!is(TOKEN_TYPES.CloseParen)) {
          throw new SyntaxError("Expected closing parenthesis: `**` must be applied to the final argument");
        }
        break;
      }
      let argument2;
      if (isPositionalSpread) {
        if (sawSpreadArgument) {
          throw new SyntaxError("Only one `*` argument unpacking is allowed");
        }
        sawSpreadArgument = true;
        ++current;
        const expr = parseExpression();
        argument2 = new SpreadExpression(expr);
      } else {
        argument2 = parseExpression();
        if (is(TOKEN_TYPES.Equals)) {
          ++current;
          if (!(argument2 instanceof Identifier)) {
            throw new SyntaxError(
              mode === "parameters" ? "Expected identifier for parameter declaration" : "Expected identifier for keyword argument"
            );
          }
          const value = parseExpression();
          argument2 = new KeywordArgumentExpression(argument2, value);
        }
        if (mode === "parameters") {
          if (!(argument2 instanceof Identifier || argument2 instanceof KeywordArgumentExpression)) {
            throw new SyntaxError("Expected identifier for parameter declaration");
          }
          const parameterName = argument2 instanceof Identifier ? argument2.value : argument2.key.value;
          if (parameterNames.has(parameterName)) {
            throw new SyntaxError(`Duplicate parameter name: ${parameterName}`);
          }
          parameterNames.add(parameterName);
        }
        if (argument2 instanceof KeywordArgumentExpression) {
          sawKeywordOrDefault = true;
        } else if (sawKeywordOrDefault) {
          throw new SyntaxError(
            mode === "call" ? "Positional arguments must come before keyword arguments" : "Non-default argument follows default argument"
          );
        } else if (sawSpreadArgument) {
          throw new SyntaxError("Positional arguments must not follow `*` argument unpacking");
        }
      }
      args.push(argument2);
      if (is(TOKEN_TYPES.Comma)) {
        ++current;
      }
    }
    return args;
  }
  function parseMemberExpressionArgumentsList() {
    const slices = [];
    let isSlice = false;
    while (!is(TOKEN_TYPES.CloseSquareBracket)) {
      if (is(TOKEN_TYPES.Colon)) {
        slices.push(void 0);
        ++current;
        isSlice = true;
      } else {
        slices.push(parseExpression());
        if (is(TOKEN_TYPES.Colon)) {
          ++current;
          isSlice = true;
        }
      }
    }
    if (slices.length === 0) {
      throw new SyntaxError(`Expected at least one argument for member/slice expression`);
    }
    if (isSlice) {
      if (slices.length > 3) {
        throw new SyntaxError(`Expected 0-3 arguments for slice expression`);
      }
      return new SliceExpression(...slices);
    }
    return slices[0];
  }
  function parseMemberExpression(object) {
    while (is(TOKEN_TYPES.Dot) || is(TOKEN_TYPES.OpenSquareBracket)) {
      const operator = tokens[current];
      ++current;
      let property;
      const computed = operator.type === TOKEN_TYPES.OpenSquareBracket;
      if (computed) {
        property = parseMemberExpressionArgumentsList();
        expect(TOKEN_TYPES.CloseSquareBracket, "Expected closing square bracket");
      } else {
        property = parsePrimaryExpression();
        if (property.type !== "Identifier" && property.type !== "IntegerLiteral") {
          throw new SyntaxError(`Expected identifier or integer following dot operator`);
        }
      }
      object = new MemberExpression(object, property, computed);
    }
    return object;
  }
  function parseMultiplicativeExpression() {
    let left = parsePowerExpression();
    while (is(TOKEN_TYPES.MultiplicativeBinaryOperator)) {
      const operator = tokens[current++];
      const right = parsePowerExpression();
      left = new BinaryExpression(operator, left, right);
    }
    return left;
  }
  function parsePowerExpression() {
    let left = parseTestExpression();
    while (is(TOKEN_TYPES.ExponentiationBinaryOperator)) {
      const operator = tokens[current++];
      const right = parseTestExpression();
      left = new BinaryExpression(operator, left, right);
    }
    return left;
  }
  function parseTestExpression() {
    let operand = parseFilterExpression();
    while (isIdentifier("is")) {
      ++current;
      const negate = isIdentifier("not");
      if (negate) {
        ++current;
      }
      const filter = parsePrimaryExpression();
      if (!(filter instanceof Identifier)) {
        throw new SyntaxError(`Expected identifier for the test`);
      }
      operand = new TestExpression(operand, negate, filter);
    }
    return operand;
  }
  function parseFilterExpression() {
    let operand = parseUnarySignExpression();
    while (is(TOKEN_TYPES.Pipe)) {
      ++current;
      let filter = parsePrimaryExpression();
      if (!(filter instanceof Identifier)) {
        throw new SyntaxError(`Expected identifier for the filter`);
      }
      if (is(TOKEN_TYPES.OpenParen)) {
        filter = parseCallExpression(filter);
      }
      operand = new FilterExpression(operand, filter);
    }
    return operand;
  }
  function parseUnarySignExpression() {
    const token = tokens[current];
    if (token && (token.type === TOKEN_TYPES.UnaryOperator || token.type === TOKEN_TYPES.AdditiveBinaryOperator) && (token.value === "-" || token.value === "+")) {
      const operator = tokens[current++];
      const argument2 = parseUnarySignExpression();
      return new UnaryExpression(operator, argument2);
    }
    return parseCallMemberExpression();
  }
  function parsePrimaryExpression() {
    const token = tokens[current++];
    switch (token.type) {
      case TOKEN_TYPES.NumericLiteral: {
        const num = token.value;
        return num.includes(".") ? new FloatLiteral(Number(num)) : new IntegerLiteral(Number(num));
      }
      case TOKEN_TYPES.StringLiteral: {
        let value = token.value;
        while (is(TOKEN_TYPES.StringLiteral)) {
          value += tokens[current++].value;
        }
        return new StringLiteral(value);
      }
      case TOKEN_TYPES.Identifier:
        return new Identifier(token.value);
      case TOKEN_TYPES.OpenParen: {
        const expression = parseExpressionSequence();
        expect(TOKEN_TYPES.CloseParen, "Expected closing parenthesis, got ${tokens[current].type} instead.");
        return expression;
      }
      case TOKEN_TYPES.OpenSquareBracket: {
        const values = [];
        while (!is(TOKEN_TYPES.CloseSquareBracket)) {
          values.push(parseExpression());
          if (is(TOKEN_TYPES.Comma)) {
            ++current;
          }
        }
        ++current;
        return new ArrayLiteral(values);
      }
      case TOKEN_TYPES.OpenCurlyBracket: {
        const values = /* @__PURE__ */ new Map();
        while (!is(TOKEN_TYPES.CloseCurlyBracket)) {
          const key = parseExpression();
          expect(TOKEN_TYPES.Colon, "Expected colon between key and value in object literal");
          const value = parseExpression();
          values.set(key, value);
          if (is(TOKEN_TYPES.Comma)) {
            ++current;
          }
        }
        ++current;
        return new ObjectLiteral(values);
      }
      default:
        throw new SyntaxError(`Unexpected token: ${token.type}`);
    }
  }
  while (current < tokens.length) {
    program.body.push(parseAny());
  }
  return program;
}
function slice(array, start, stop, step = 1) {
  const direction = Math.sign(step);
  if (direction >= 0) {
    start = (start ??= 0) < 0 ? Math.max(array.length + start, 0) : Math.min(start, array.length);
    stop = (stop ??= array.length) < 0 ? Math.max(array.length + stop, 0) : Math.min(stop, array.length);
  } else {
    start = (start ??= array.length - 1) < 0 ? Math.max(array.length + start, -1) : Math.min(start, array.length - 1);
    stop = (stop ??= -1) < -1 ? Math.max(array.length + stop, -1) : Math.min(stop, array.length - 1);
  }
  const result = [];
  for (let i = start; direction * i < direction * stop; i += step) {
    result.push(array[i]);
  }
  return result;
}
function titleCase(value) {
  return value.replace(/\b\w/g, (c) => c.toUpperCase());
}
function escapeRegExp2(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function replace(str, oldvalue, newvalue, count) {
  if (count === 0) {
    return str;
  }
  let remaining = count == null || count < 0 ? Infinity : count;
  const pattern = oldvalue.length === 0 ? new RegExp("(?=)", "gu") : new RegExp(escapeRegExp2(oldvalue), "gu");
  return str.replaceAll(pattern, (match) => {
    if (remaining > 0) {
      --remaining;
      return newvalue;
    }
    return match;
  });
}
var BreakControl = class extends Error {
};
var ContinueControl = class extends Error {
};
var EMPTY_BUILTINS = /* @__PURE__ */ new Map();
var RuntimeValue = class {
  type = "RuntimeValue";
  value;
  /**
   * A collection of built-in functions for this type.
   */
  get builtins() {
    return EMPTY_BUILTINS;
  }
  /**
   * Creates a new RuntimeValue.
   */
  constructor(value = void 0) {
    this.value = value;
  }
  /**
   * Determines truthiness or falsiness of the runtime value.
   * This function should be overridden by subclasses if it has custom truthiness criteria.
   * @returns {BooleanValue} BooleanValue(true) if the value is truthy, BooleanValue(false) otherwise.
   */
  __bool__() {
    return new BooleanValue(!!this.value);
  }
  toString() {
    return String(this.value);
  }
};
var IntegerValue = class extends RuntimeValue {
  type = "IntegerValue";
};
var FloatValue = class extends RuntimeValue {
  type = "FloatValue";
  toString() {
    if (Object.is(this.value, -0)) {
      return "-0.0";
    }
    return this.value % 1 === 0 ? this.value.toFixed(1) : this.value.toString();
  }
};
var StringValue = class extends RuntimeValue {
  type = "StringValue";
  _builtins;
  get builtins() {
    return this._builtins ??= /* @__PURE__ */ new Map([
      [
        "upper",
        new FunctionValue(() => {
          return new StringValue(this.value.toUpperCase());
        })
      ],
      [
        "lower",
        new FunctionValue(() => {
          return new StringValue(this.value.toLowerCase());
        })
      ],
      [
        "strip",
        new FunctionValue(() => {
          return new StringValue(this.value.trim());
        })
      ],
      [
        "title",
        new FunctionValue(() => {
          return new StringValue(titleCase(this.value));
        })
      ],
      [
        "capitalize",
        new FunctionValue(() => {
          return new StringValue(this.value.charAt(0).toUpperCase() + this.value.slice(1));
        })
      ],
      ["length", new IntegerValue(this.value.length)],
      [
        "rstrip",
        new FunctionValue(() => {
          return new StringValue(this.value.trimEnd());
        })
      ],
      [
        "lstrip",
        new FunctionValue(() => {
          return new StringValue(this.value.trimStart());
        })
      ],
      [
        "startswith",
        new FunctionValue((args) => {
          if (args.length === 0) {
            throw new Error("startswith() requires at least one argument");
          }
          const pattern = args[0];
          if (pattern instanceof StringValue) {
            return new BooleanValue(this.value.startsWith(pattern.value));
          } else if (pattern instanceof ArrayValue) {
            for (const item of pattern.value) {
              if (!(item instanceof StringValue)) {
                throw new Error("startswith() tuple elements must be strings");
              }
              if (this.value.startsWith(item.value)) {
                return new BooleanValue(true);
              }
            }
            return new BooleanValue(false);
          }
          throw new Error("startswith() argument must be a string or tuple of strings");
        })
      ],
      [
        "endswith",
        new FunctionValue((args) => {
          if (args.length === 0) {
            throw new Error("endswith() requires at least one argument");
          }
          const pattern = args[0];
          if (pattern instanceof StringValue) {
            return new BooleanValue(this.value.endsWith(pattern.value));
          } else if (pattern instanceof ArrayValue) {
            for (const item of pattern.value) {
              if (!(item instanceof StringValue)) {
                throw new Error("endswith() tuple elements must be strings");
              }
              if (this.value.endsWith(item.value)) {
                return new BooleanValue(true);
              }
            }
            return new BooleanValue(false);
          }
          throw new Error("endswith() argument must be a string or tuple of strings");
        })
      ],
      [
        "split",
        // follows Python's `str.split(sep=None, maxsplit=-1)` function behavior
        // https://docs.python.org/3.13/library/stdtypes.html#str.split
        new FunctionValue((args) => {
          const sep = args[0] ?? new NullValue();
          if (!(sep instanceof StringValue || sep instanceof NullValue)) {
            throw new Error("sep argument must be a string or null");
          }
          const maxsplit = args[1] ?? new IntegerValue(-1);
          if (!(maxsplit instanceof IntegerValue)) {
            throw new Error("maxsplit argument must be a number");
          }
          let result = [];
          if (sep instanceof NullValue) {
            const text2 = this.value.trimStart();
            for (const { 0: match, index } of text2.matchAll(/\S+/g)) {
              if (maxsplit.value !== -1 && result.length >= maxsplit.value && index !== void 0) {
                result.push(match + text2.slice(index + match.length));
                break;
              }
              result.push(match);
            }
          } else {
            if (sep.value === "") {
              throw new Error("empty separator");
            }
            result = this.value.split(sep.value);
            if (maxsplit.value !== -1 && result.length > maxsplit.value) {
              result.push(result.splice(maxsplit.value).join(sep.value));
            }
          }
          return new ArrayValue(result.map((part) => new StringValue(part)));
        })
      ],
      [
        "replace",
        new FunctionValue((args) => {
          if (args.length < 2) {
            throw new Error("replace() requires at least two arguments");
          }
          const oldValue = args[0];
          const newValue = args[1];
          if (!(oldValue instanceof StringValue && newValue instanceof StringValue)) {
            throw new Error("replace() arguments must be strings");
          }
          let count;
          if (args.length > 2) {
            if (args[2].type === "KeywordArgumentsValue") {
              count = args[2].value.get("count") ?? new NullValue();
            } else {
              count = args[2];
            }
          } else {
            count = new NullValue();
          }
          if (!(count instanceof IntegerValue || count instanceof NullValue)) {
            throw new Error("replace() count argument must be a number or null");
          }
          return new StringValue(replace(this.value, oldValue.value, newValue.value, count.value));
        })
      ]
    ]);
  }
};
var BooleanValue = class extends RuntimeValue {
  type = "BooleanValue";
};
var NON_ASCII_CHARS = /[\x7f-\uffff]/g;
function makeAsciiSafe(str) {
  return str.replace(NON_ASCII_CHARS, (char) => "\\u" + char.charCodeAt(0).toString(16).padStart(4, "0"));
}
function toJSON(input, options = {}, depth = 0, convertUndefinedToNull = true) {
  const { indent: indent2 = null, ensureAscii = false, separators = null, sortKeys: sortKeys2 = false } = options;
  let itemSeparator;
  let keySeparator;
  if (separators) {
    [itemSeparator, keySeparator] = separators;
  } else if (indent2) {
    itemSeparator = ",";
    keySeparator = ": ";
  } else {
    itemSeparator = ", ";
    keySeparator = ": ";
  }
  switch (input.type) {
    case "NullValue":
      return "null";
    case "UndefinedValue":
      return convertUndefinedToNull ? "null" : "undefined";
    case "IntegerValue":
    case "FloatValue":
    case "BooleanValue":
      return JSON.stringify(input.value);
    case "StringValue": {
      let result = JSON.stringify(input.value);
      if (ensureAscii) {
        result = makeAsciiSafe(result);
      }
      return result;
    }
    case "ArrayValue":
    case "NamespaceValue":
    case "ObjectValue": {
      const indentValue = indent2 ? " ".repeat(indent2) : "";
      const basePadding = "\n" + indentValue.repeat(depth);
      const childrenPadding = basePadding + indentValue;
      if (input.type === "ArrayValue") {
        const core = input.value.map((x2) => toJSON(x2, options, depth + 1, convertUndefinedToNull));
        return indent2 && core.length > 0 ? `[${childrenPadding}${core.join(`${itemSeparator}${childrenPadding}`)}${basePadding}]` : `[${core.join(itemSeparator)}]`;
      } else {
        let entries = Array.from(input.value.entries());
        if (sortKeys2) {
          entries = entries.sort(([a], [b]) => a.localeCompare(b));
        }
        const core = entries.map(([key, value]) => {
          let keyStr = JSON.stringify(key);
          if (ensureAscii) {
            keyStr = makeAsciiSafe(keyStr);
          }
          const v2 = `${keyStr}${keySeparator}${toJSON(value, options, depth + 1, convertUndefinedToNull)}`;
          return indent2 ? `${childrenPadding}${v2}` : v2;
        });
        return indent2 && core.length > 0 ? `{${core.join(itemSeparator)}${basePadding}}` : `{${core.join(itemSeparator)}}`;
      }
    }
    default:
      throw new Error(`Cannot convert to JSON: ${input.type}`);
  }
}
var ObjectValue = class extends RuntimeValue {
  type = "ObjectValue";
  _builtins;
  /**
   * NOTE: necessary to override since all JavaScript arrays are considered truthy,
   * while only non-empty Python arrays are consider truthy.
   *
   * e.g.,
   *  - JavaScript:  {} && 5 -> 5
   *  - Python:      {} and 5 -> {}
   */
  __bool__() {
    return new BooleanValue(this.value.size > 0);
  }
  get builtins() {
    return this._builtins ??= /* @__PURE__ */ new Map([
      [
        "get",
        new FunctionValue(([key, defaultValue]) => {
          if (!(key instanceof StringValue)) {
            throw new Error(`Object key must be a string: got ${key.type}`);
          }
          return this.value.get(key.value) ?? defaultValue ?? new NullValue();
        })
      ],
      ["items", new FunctionValue(() => this.items())],
      ["keys", new FunctionValue(() => this.keys())],
      ["values", new FunctionValue(() => this.values())],
      [
        "dictsort",
        new FunctionValue((args) => {
          let kwargs = /* @__PURE__ */ new Map();
          const positionalArgs = args.filter((arg4) => {
            if (arg4 instanceof KeywordArgumentsValue) {
              kwargs = arg4.value;
              return false;
            }
            return true;
          });
          const caseSensitive = positionalArgs.at(0) ?? kwargs.get("case_sensitive") ?? new BooleanValue(false);
          if (!(caseSensitive instanceof BooleanValue)) {
            throw new Error("case_sensitive must be a boolean");
          }
          const by = positionalArgs.at(1) ?? kwargs.get("by") ?? new StringValue("key");
          if (!(by instanceof StringValue)) {
            throw new Error("by must be a string");
          }
          if (!["key", "value"].includes(by.value)) {
            throw new Error("by must be either 'key' or 'value'");
          }
          const reverse = positionalArgs.at(2) ?? kwargs.get("reverse") ?? new BooleanValue(false);
          if (!(reverse instanceof BooleanValue)) {
            throw new Error("reverse must be a boolean");
          }
          const items2 = Array.from(this.value.entries()).map(([key, value]) => new ArrayValue([new StringValue(key), value])).sort((a, b) => {
            const index = by.value === "key" ? 0 : 1;
            const aVal = a.value[index];
            const bVal = b.value[index];
            const result = compareRuntimeValues(aVal, bVal, caseSensitive.value);
            return reverse.value ? -result : result;
          });
          return new ArrayValue(items2);
        })
      ]
    ]);
  }
  items() {
    return new ArrayValue(
      Array.from(this.value.entries()).map(([key, value]) => new ArrayValue([new StringValue(key), value]))
    );
  }
  keys() {
    return new ArrayValue(Array.from(this.value.keys()).map((key) => new StringValue(key)));
  }
  values() {
    return new ArrayValue(Array.from(this.value.values()));
  }
  toString() {
    return toJSON(this, {}, 0, false);
  }
};
var KeywordArgumentsValue = class extends ObjectValue {
  type = "KeywordArgumentsValue";
};
var NamespaceValue = class extends RuntimeValue {
  type = "NamespaceValue";
  toString() {
    return toJSON(this, {}, 0, false);
  }
};
var ArrayValue = class extends RuntimeValue {
  type = "ArrayValue";
  _builtins;
  get builtins() {
    return this._builtins ??= /* @__PURE__ */ new Map([["length", new IntegerValue(this.value.length)]]);
  }
  /**
   * NOTE: necessary to override since all JavaScript arrays are considered truthy,
   * while only non-empty Python arrays are consider truthy.
   *
   * e.g.,
   *  - JavaScript:  [] && 5 -> 5
   *  - Python:      [] and 5 -> []
   */
  __bool__() {
    return new BooleanValue(this.value.length > 0);
  }
  toString() {
    return toJSON(this, {}, 0, false);
  }
};
var TupleValue = class extends ArrayValue {
  type = "TupleValue";
};
var FunctionValue = class extends RuntimeValue {
  type = "FunctionValue";
};
var NullValue = class extends RuntimeValue {
  type = "NullValue";
};
var UndefinedValue = class extends RuntimeValue {
  type = "UndefinedValue";
};
function normalizeNamespaceEntry(pair) {
  let values;
  if (pair instanceof ArrayValue) {
    values = pair.value;
  } else if (pair instanceof StringValue) {
    values = Array.from(pair.value, (char) => new StringValue(char));
  }
  if (!values || values.length !== 2) {
    throw new Error("namespace expected an object or an iterable of [key, value] pairs");
  }
  const [key, value] = values;
  if (!(key instanceof StringValue)) {
    throw new Error("namespace keys must be strings");
  }
  return [key, value];
}
var _Environment = class {
  constructor(parent) {
    this.parent = parent;
  }
  /**
   * The variables declared in this environment.
   */
  variables = /* @__PURE__ */ new Map([
    [
      "namespace",
      new FunctionValue((args) => {
        const positional = args.slice();
        let kwargs;
        if (positional.at(-1) instanceof KeywordArgumentsValue) {
          kwargs = positional.pop();
        }
        if (positional.length > 1) {
          throw new Error(`namespace expected at most 1 argument, got ${positional.length}`);
        }
        const entries = /* @__PURE__ */ new Map();
        if (positional.length === 1) {
          const source = positional[0];
          if (source instanceof ObjectValue) {
            for (const [key, value] of source.value) {
              entries.set(key, value);
            }
          } else if (source instanceof ArrayValue) {
            for (const pair of source.value) {
              const [key, value] = normalizeNamespaceEntry(pair);
              entries.set(key.value, value);
            }
          } else {
            throw new Error(`'${source.type}' object is not iterable`);
          }
        }
        if (kwargs) {
          for (const [key, value] of kwargs.value) {
            entries.set(key, value);
          }
        }
        return new NamespaceValue(entries);
      })
    ]
  ]);
  tests = _Environment.TESTS;
  /**
   * Set the value of a variable in the current environment.
   */
  set(name, value) {
    return this.declareVariable(name, convertToRuntimeValues(value));
  }
  declareVariable(name, value) {
    if (this.variables.has(name)) {
      throw new SyntaxError(`Variable already declared: ${name}`);
    }
    this.variables.set(name, value);
    return value;
  }
  // private assignVariable(name: string, value: AnyRuntimeValue): AnyRuntimeValue {
  // 	const env = this.resolve(name);
  // 	env.variables.set(name, value);
  // 	return value;
  // }
  /**
   * Set variable in the current scope.
   * See https://jinja.palletsprojects.com/en/3.0.x/templates/#assignments for more information.
   */
  setVariable(name, value) {
    this.variables.set(name, value);
    return value;
  }
  /**
   * Resolve the environment in which the variable is declared.
   * @param {string} name The name of the variable.
   * @returns {Environment} The environment in which the variable is declared.
   */
  resolve(name) {
    if (this.variables.has(name)) {
      return this;
    }
    if (this.parent) {
      return this.parent.resolve(name);
    }
    throw new Error(`Unknown variable: ${name}`);
  }
  lookupVariable(name) {
    try {
      return this.resolve(name).variables.get(name) ?? new UndefinedValue();
    } catch {
      return new UndefinedValue();
    }
  }
};
var Environment = _Environment;
__publicField(Environment, "TESTS", /* @__PURE__ */ new Map([
  ["boolean", (operand) => operand.type === "BooleanValue"],
  ["callable", (operand) => operand instanceof FunctionValue],
  [
    "odd",
    (operand) => {
      if (!(operand instanceof IntegerValue)) {
        throw new Error(`cannot odd on ${operand.type}`);
      }
      return operand.value % 2 !== 0;
    }
  ],
  [
    "even",
    (operand) => {
      if (!(operand instanceof IntegerValue)) {
        throw new Error(`cannot even on ${operand.type}`);
      }
      return operand.value % 2 === 0;
    }
  ],
  ["false", (operand) => operand.type === "BooleanValue" && !operand.value],
  ["true", (operand) => operand.type === "BooleanValue" && operand.value],
  ["none", (operand) => operand.type === "NullValue"],
  ["string", (operand) => operand.type === "StringValue"],
  ["number", (operand) => operand instanceof IntegerValue || operand instanceof FloatValue],
  ["integer", (operand) => operand instanceof IntegerValue],
  ["iterable", (operand) => operand.type === "ArrayValue" || operand.type === "StringValue"],
  ["mapping", (operand) => operand instanceof ObjectValue],
  [
    "sequence",
    (operand) => operand instanceof ArrayValue || operand instanceof ObjectValue || operand instanceof StringValue
  ],
  [
    "lower",
    (operand) => {
      const str = operand.value;
      return operand.type === "StringValue" && str === str.toLowerCase();
    }
  ],
  [
    "upper",
    (operand) => {
      const str = operand.value;
      return operand.type === "StringValue" && str === str.toUpperCase();
    }
  ],
  ["none", (operand) => operand.type === "NullValue"],
  ["defined", (operand) => operand.type !== "UndefinedValue"],
  ["undefined", (operand) => operand.type === "UndefinedValue"],
  ["equalto", (a, b) => a.value === b.value],
  ["eq", (a, b) => a.value === b.value]
]));
function isAttributeContainer(value) {
  return value instanceof ObjectValue || value instanceof NamespaceValue;
}
function isNumericLikeValue(value) {
  return value instanceof IntegerValue || value instanceof FloatValue || value instanceof BooleanValue;
}
function getNumericValue(value) {
  return value instanceof BooleanValue ? Number(value.value) : value.value;
}
function getAttributeValue(item, attributePath) {
  const parts = attributePath.split(".");
  let value = item;
  for (const part of parts) {
    if (isAttributeContainer(value)) {
      value = value.value.get(part) ?? new UndefinedValue();
    } else if (value instanceof ArrayValue) {
      const index = parseInt(part, 10);
      if (!isNaN(index) && index >= 0 && index < value.value.length) {
        value = value.value[index];
      } else {
        return new UndefinedValue();
      }
    } else {
      return new UndefinedValue();
    }
  }
  return value;
}
function compareRuntimeValues(a, b, caseSensitive = false) {
  if (a instanceof NullValue && b instanceof NullValue) {
    return 0;
  }
  if (a instanceof NullValue || b instanceof NullValue) {
    throw new Error(`Cannot compare ${a.type} with ${b.type}`);
  }
  if (a instanceof UndefinedValue && b instanceof UndefinedValue) {
    return 0;
  }
  if (a instanceof UndefinedValue || b instanceof UndefinedValue) {
    throw new Error(`Cannot compare ${a.type} with ${b.type}`);
  }
  if (isNumericLikeValue(a) && isNumericLikeValue(b)) {
    const aNum = getNumericValue(a);
    const bNum = getNumericValue(b);
    return aNum < bNum ? -1 : aNum > bNum ? 1 : 0;
  }
  if (a.type !== b.type) {
    throw new Error(`Cannot compare different types: ${a.type} and ${b.type}`);
  }
  switch (a.type) {
    case "StringValue": {
      let aStr = a.value;
      let bStr = b.value;
      if (!caseSensitive) {
        aStr = aStr.toLowerCase();
        bStr = bStr.toLowerCase();
      }
      return aStr < bStr ? -1 : aStr > bStr ? 1 : 0;
    }
    default:
      throw new Error(`Cannot compare type: ${a.type}`);
  }
}
function getParameterDescriptor(argument2) {
  if (argument2.type === "Identifier") {
    return { name: argument2.value };
  }
  const keywordArgument = argument2;
  return { name: keywordArgument.key.value, defaultValue: keywordArgument.value };
}
function isSpecialMacroArgument(name) {
  return name === "kwargs" || name === "varargs";
}
function findAccessedSpecialMacroArguments(parameters, body) {
  const declared = /* @__PURE__ */ new Set();
  const accessed = /* @__PURE__ */ new Set();
  const declareName = (name) => {
    if (isSpecialMacroArgument(name)) {
      declared.add(name);
    }
  };
  const declareTarget = (target) => {
    if (target.type === "Identifier") {
      declareName(target.value);
    } else if (target.type === "TupleLiteral") {
      for (const item of target.value) {
        declareTarget(item);
      }
    }
  };
  const declareArgument = (argument2) => {
    declareName(getParameterDescriptor(argument2).name);
  };
  const visitArgumentDefaults = (args) => {
    for (const argument2 of args) {
      const parameter = getParameterDescriptor(argument2);
      if (parameter.defaultValue) {
        visit4(parameter.defaultValue);
      }
    }
  };
  const visitFilter = (filter) => {
    if (filter.type === "CallExpression") {
      visit4(filter.args);
    }
  };
  const visit4 = (node) => {
    if (Array.isArray(node)) {
      for (const item of node) {
        visit4(item);
      }
      return;
    }
    if (node instanceof Map) {
      for (const [key, value] of node) {
        visit4(key);
        visit4(value);
      }
      return;
    }
    if (!(node instanceof Statement)) {
      return;
    }
    switch (node.type) {
      case "For": {
        const statement = node;
        declareTarget(statement.loopvar);
        if (statement.iterable.type === "SelectExpression") {
          const iterable = statement.iterable;
          visit4(iterable.lhs);
          visit4(statement.body);
          visit4(statement.defaultBlock);
          visit4(iterable.test);
          return;
        }
        visit4(statement.iterable);
        visit4(statement.body);
        visit4(statement.defaultBlock);
        return;
      }
      case "Set": {
        const statement = node;
        declareTarget(statement.assignee);
        visit4(statement.value);
        visit4(statement.body);
        return;
      }
      case "Macro": {
        const statement = node;
        for (const argument2 of statement.args) {
          declareArgument(argument2);
        }
        visitArgumentDefaults(statement.args);
        visit4(statement.body);
        return;
      }
      case "CallStatement": {
        const statement = node;
        visit4(statement.call);
        for (const argument2 of statement.callerArgs ?? []) {
          declareArgument(argument2);
        }
        visitArgumentDefaults(statement.callerArgs ?? []);
        visit4(statement.body);
        return;
      }
      case "FilterStatement": {
        const statement = node;
        visit4(statement.body);
        visitFilter(statement.filter);
        return;
      }
      case "Identifier": {
        const name = node.value;
        if (isSpecialMacroArgument(name) && !declared.has(name)) {
          accessed.add(name);
        }
        return;
      }
      case "MemberExpression": {
        const expression = node;
        visit4(expression.object);
        if (expression.computed) {
          visit4(expression.property);
        }
        return;
      }
      case "FilterExpression": {
        const expression = node;
        visit4(expression.operand);
        visitFilter(expression.filter);
        return;
      }
      case "TestExpression":
        visit4(node.operand);
        return;
      case "SelectExpression": {
        const expression = node;
        visit4(expression.test);
        visit4(expression.lhs);
        return;
      }
      case "KeywordArgumentExpression":
        visit4(node.value);
        return;
      default:
        for (const child of Object.values(node)) {
          visit4(child);
        }
    }
  };
  for (const parameter of parameters) {
    declareArgument(parameter);
  }
  visit4(body);
  return accessed;
}
var Interpreter = class {
  global;
  constructor(env) {
    this.global = env ?? new Environment();
  }
  /**
   * Run the program.
   */
  run(program) {
    return this.evaluate(program, this.global);
  }
  /**
   * Evaluates expressions following the binary operation type.
   */
  evaluateBinaryExpression(node, environment) {
    const left = this.evaluate(node.left, environment);
    switch (node.operator.value) {
      case "and":
        return left.__bool__().value ? this.evaluate(node.right, environment) : left;
      case "or":
        return left.__bool__().value ? left : this.evaluate(node.right, environment);
    }
    const right = this.evaluate(node.right, environment);
    switch (node.operator.value) {
      case "==":
        return new BooleanValue(left.value == right.value);
      case "!=":
        return new BooleanValue(left.value != right.value);
    }
    if (left instanceof UndefinedValue || right instanceof UndefinedValue) {
      if (right instanceof UndefinedValue && ["in", "not in"].includes(node.operator.value)) {
        return new BooleanValue(node.operator.value === "not in");
      }
      throw new Error(`Cannot perform operation ${node.operator.value} on undefined values`);
    } else if (left instanceof NullValue || right instanceof NullValue) {
      throw new Error("Cannot perform operation on null values");
    } else if (node.operator.value === "~") {
      return new StringValue(left.value.toString() + right.value.toString());
    } else if (node.operator.value === "**" && isNumericLikeValue(left) && isNumericLikeValue(right)) {
      const a = getNumericValue(left);
      const b = getNumericValue(right);
      if (a === 0 && b < 0) {
        throw new Error("0.0 cannot be raised to a negative power");
      }
      const result = a ** b;
      if (!Number.isFinite(result)) {
        throw new Error("Exponentiation result is not a finite real number");
      }
      const isFloat = left instanceof FloatValue || right instanceof FloatValue || b < 0;
      return isFloat ? new FloatValue(result) : new IntegerValue(result);
    } else if ((left instanceof IntegerValue || left instanceof FloatValue) && (right instanceof IntegerValue || right instanceof FloatValue)) {
      const a = left.value, b = right.value;
      switch (node.operator.value) {
        case "+":
        case "-":
        case "*": {
          const res = node.operator.value === "+" ? a + b : node.operator.value === "-" ? a - b : a * b;
          const isFloat = left instanceof FloatValue || right instanceof FloatValue;
          return isFloat ? new FloatValue(res) : new IntegerValue(res);
        }
        case "/":
          return new FloatValue(a / b);
        case "//": {
          const res = Math.floor(a / b);
          const isFloat = left instanceof FloatValue || right instanceof FloatValue;
          return isFloat ? new FloatValue(res) : new IntegerValue(res);
        }
        case "%": {
          const rem = a % b;
          const isFloat = left instanceof FloatValue || right instanceof FloatValue;
          return isFloat ? new FloatValue(rem) : new IntegerValue(rem);
        }
        case "<":
          return new BooleanValue(a < b);
        case ">":
          return new BooleanValue(a > b);
        case ">=":
          return new BooleanValue(a >= b);
        case "<=":
          return new BooleanValue(a <= b);
      }
    } else if (left instanceof ArrayValue && right instanceof ArrayValue) {
      switch (node.operator.value) {
        case "+":
          return new ArrayValue(left.value.concat(right.value));
      }
    } else if (right instanceof ArrayValue) {
      const member = right.value.find((x2) => x2.value === left.value) !== void 0;
      switch (node.operator.value) {
        case "in":
          return new BooleanValue(member);
        case "not in":
          return new BooleanValue(!member);
      }
    }
    if (left instanceof StringValue || right instanceof StringValue) {
      switch (node.operator.value) {
        case "+":
          return new StringValue(left.value.toString() + right.value.toString());
      }
    }
    if (left instanceof StringValue && right instanceof StringValue) {
      switch (node.operator.value) {
        case "in":
          return new BooleanValue(right.value.includes(left.value));
        case "not in":
          return new BooleanValue(!right.value.includes(left.value));
      }
    }
    if (left instanceof StringValue && right instanceof ObjectValue) {
      switch (node.operator.value) {
        case "in":
          return new BooleanValue(right.value.has(left.value));
        case "not in":
          return new BooleanValue(!right.value.has(left.value));
      }
    }
    throw new SyntaxError(`Unknown operator "${node.operator.value}" between ${left.type} and ${right.type}`);
  }
  evaluateArguments(args, environment) {
    const positionalArguments = [];
    const keywordArguments = /* @__PURE__ */ new Map();
    const addKeywordArgument = (key, value) => {
      if (keywordArguments.has(key)) {
        throw new Error(`Got multiple values for keyword argument '${key}'`);
      }
      keywordArguments.set(key, value);
    };
    for (const argument2 of args) {
      if (argument2.type === "SpreadExpression") {
        const spreadNode = argument2;
        const val = this.evaluate(spreadNode.argument, environment);
        if (!(val instanceof ArrayValue)) {
          throw new Error(`Cannot unpack non-iterable type: ${val.type}`);
        }
        for (const item of val.value) {
          positionalArguments.push(item);
        }
      } else if (argument2.type !== "KeywordArgumentExpression" && argument2.type !== "KeywordSpreadExpression") {
        positionalArguments.push(this.evaluate(argument2, environment));
      }
    }
    for (const argument2 of args) {
      if (argument2.type === "KeywordArgumentExpression") {
        const kwarg = argument2;
        addKeywordArgument(kwarg.key.value, this.evaluate(kwarg.value, environment));
      } else if (argument2.type === "KeywordSpreadExpression") {
        const spreadNode = argument2;
        const val = this.evaluate(spreadNode.argument, environment);
        if (!(val instanceof ObjectValue)) {
          throw new Error(`Argument after ** must be a mapping, not ${val.type}`);
        }
        for (const [key, value] of val.value) {
          addKeywordArgument(key, value);
        }
      }
    }
    return [positionalArguments, keywordArguments];
  }
  applyFilter(operand, filterNode, environment) {
    if (filterNode.type === "Identifier") {
      const filter = filterNode;
      if (filter.value === "safe") {
        return operand;
      }
      if (filter.value === "tojson") {
        return new StringValue(toJSON(operand, {}));
      }
      if (operand instanceof ArrayValue) {
        switch (filter.value) {
          case "list":
            return operand;
          case "first":
            return operand.value[0];
          case "last":
            return operand.value[operand.value.length - 1];
          case "length":
            return new IntegerValue(operand.value.length);
          case "reverse":
            return new ArrayValue(operand.value.slice().reverse());
          case "sort": {
            return new ArrayValue(operand.value.slice().sort((a, b) => compareRuntimeValues(a, b, false)));
          }
          case "join":
            return new StringValue(operand.value.map((x2) => x2.value).join(""));
          case "string":
            return new StringValue(toJSON(operand, {}, 0, false));
          case "unique": {
            const seen = /* @__PURE__ */ new Set();
            const output = [];
            for (const item of operand.value) {
              if (!seen.has(item.value)) {
                seen.add(item.value);
                output.push(item);
              }
            }
            return new ArrayValue(output);
          }
          default:
            throw new Error(`Unknown ArrayValue filter: ${filter.value}`);
        }
      } else if (operand instanceof StringValue) {
        switch (filter.value) {
          case "length":
          case "upper":
          case "lower":
          case "title":
          case "capitalize": {
            const builtin = operand.builtins.get(filter.value);
            if (builtin instanceof FunctionValue) {
              return builtin.value(
                /* no arguments */
                [],
                environment
              );
            } else if (builtin instanceof IntegerValue) {
              return builtin;
            } else {
              throw new Error(`Unknown StringValue filter: ${filter.value}`);
            }
          }
          case "trim":
            return new StringValue(operand.value.trim());
          case "indent":
            return new StringValue(
              operand.value.split("\n").map(
                (x2, i) => (
                  // By default, don't indent the first line or empty lines
                  i === 0 || x2.length === 0 ? x2 : "    " + x2
                )
              ).join("\n")
            );
          case "join":
          case "string":
            return operand;
          case "int": {
            const val = parseInt(operand.value, 10);
            return new IntegerValue(isNaN(val) ? 0 : val);
          }
          case "float": {
            const val = parseFloat(operand.value);
            return new FloatValue(isNaN(val) ? 0 : val);
          }
          default:
            throw new Error(`Unknown StringValue filter: ${filter.value}`);
        }
      } else if (operand instanceof IntegerValue || operand instanceof FloatValue) {
        switch (filter.value) {
          case "abs":
            return operand instanceof IntegerValue ? new IntegerValue(Math.abs(operand.value)) : new FloatValue(Math.abs(operand.value));
          case "int":
            return new IntegerValue(Math.floor(operand.value));
          case "float":
            return new FloatValue(operand.value);
          case "string":
            return new StringValue(operand.toString());
          default:
            throw new Error(`Unknown NumericValue filter: ${filter.value}`);
        }
      } else if (operand instanceof ObjectValue) {
        switch (filter.value) {
          case "items":
            return new ArrayValue(
              Array.from(operand.value.entries()).map(([key, value]) => new ArrayValue([new StringValue(key), value]))
            );
          case "length":
            return new IntegerValue(operand.value.size);
          default: {
            const builtin = operand.builtins.get(filter.value);
            if (builtin) {
              if (builtin instanceof FunctionValue) {
                return builtin.value([], environment);
              }
              return builtin;
            }
            throw new Error(`Unknown ObjectValue filter: ${filter.value}`);
          }
        }
      } else if (operand instanceof BooleanValue) {
        switch (filter.value) {
          case "bool":
            return new BooleanValue(operand.value);
          case "int":
            return new IntegerValue(operand.value ? 1 : 0);
          case "float":
            return new FloatValue(operand.value ? 1 : 0);
          case "string":
            return new StringValue(operand.value ? "true" : "false");
          default:
            throw new Error(`Unknown BooleanValue filter: ${filter.value}`);
        }
      }
      throw new Error(`Cannot apply filter "${filter.value}" to type: ${operand.type}`);
    } else if (filterNode.type === "CallExpression") {
      const filter = filterNode;
      if (filter.callee.type !== "Identifier") {
        throw new Error(`Unknown filter: ${filter.callee.type}`);
      }
      const filterName = filter.callee.value;
      if (filterName === "tojson") {
        const [, kwargs] = this.evaluateArguments(filter.args, environment);
        const indent2 = kwargs.get("indent") ?? new NullValue();
        if (!(indent2 instanceof IntegerValue || indent2 instanceof NullValue)) {
          throw new Error("If set, indent must be a number");
        }
        const ensureAscii = kwargs.get("ensure_ascii") ?? new BooleanValue(false);
        if (!(ensureAscii instanceof BooleanValue)) {
          throw new Error("If set, ensure_ascii must be a boolean");
        }
        const sortKeys2 = kwargs.get("sort_keys") ?? new BooleanValue(false);
        if (!(sortKeys2 instanceof BooleanValue)) {
          throw new Error("If set, sort_keys must be a boolean");
        }
        const separatorsArg = kwargs.get("separators") ?? new NullValue();
        let separators = null;
        if (separatorsArg instanceof ArrayValue || separatorsArg instanceof TupleValue) {
          if (separatorsArg.value.length !== 2) {
            throw new Error("separators must be a tuple of two strings");
          }
          const [itemSep, keySep] = separatorsArg.value;
          if (!(itemSep instanceof StringValue) || !(keySep instanceof StringValue)) {
            throw new Error("separators must be a tuple of two strings");
          }
          separators = [itemSep.value, keySep.value];
        } else if (!(separatorsArg instanceof NullValue)) {
          throw new Error("If set, separators must be a tuple of two strings");
        }
        return new StringValue(
          toJSON(operand, {
            indent: indent2.value,
            ensureAscii: ensureAscii.value,
            sortKeys: sortKeys2.value,
            separators
          })
        );
      } else if (filterName === "join") {
        let value;
        if (operand instanceof StringValue) {
          value = Array.from(operand.value);
        } else if (operand instanceof ArrayValue) {
          value = operand.value.map((x2) => x2.value);
        } else {
          throw new Error(`Cannot apply filter "${filterName}" to type: ${operand.type}`);
        }
        const [args, kwargs] = this.evaluateArguments(filter.args, environment);
        const separator = args.at(0) ?? kwargs.get("separator") ?? new StringValue("");
        if (!(separator instanceof StringValue)) {
          throw new Error("separator must be a string");
        }
        return new StringValue(value.join(separator.value));
      } else if (filterName === "int" || filterName === "float") {
        const [args, kwargs] = this.evaluateArguments(filter.args, environment);
        const defaultValue = args.at(0) ?? kwargs.get("default") ?? (filterName === "int" ? new IntegerValue(0) : new FloatValue(0));
        if (operand instanceof StringValue) {
          const val = filterName === "int" ? parseInt(operand.value, 10) : parseFloat(operand.value);
          return isNaN(val) ? defaultValue : filterName === "int" ? new IntegerValue(val) : new FloatValue(val);
        } else if (operand instanceof IntegerValue || operand instanceof FloatValue) {
          return operand;
        } else if (operand instanceof BooleanValue) {
          return filterName === "int" ? new IntegerValue(operand.value ? 1 : 0) : new FloatValue(operand.value ? 1 : 0);
        } else {
          throw new Error(`Cannot apply filter "${filterName}" to type: ${operand.type}`);
        }
      } else if (filterName === "default") {
        const [args, kwargs] = this.evaluateArguments(filter.args, environment);
        const defaultValue = args[0] ?? new StringValue("");
        const booleanValue = args[1] ?? kwargs.get("boolean") ?? new BooleanValue(false);
        if (!(booleanValue instanceof BooleanValue)) {
          throw new Error("`default` filter flag must be a boolean");
        }
        if (operand instanceof UndefinedValue || booleanValue.value && !operand.__bool__().value) {
          return defaultValue;
        }
        return operand;
      }
      if (operand instanceof ArrayValue) {
        switch (filterName) {
          case "sort": {
            const [args, kwargs] = this.evaluateArguments(filter.args, environment);
            const reverse = args.at(0) ?? kwargs.get("reverse") ?? new BooleanValue(false);
            if (!(reverse instanceof BooleanValue)) {
              throw new Error("reverse must be a boolean");
            }
            const caseSensitive = args.at(1) ?? kwargs.get("case_sensitive") ?? new BooleanValue(false);
            if (!(caseSensitive instanceof BooleanValue)) {
              throw new Error("case_sensitive must be a boolean");
            }
            const attribute = args.at(2) ?? kwargs.get("attribute") ?? new NullValue();
            if (!(attribute instanceof StringValue || attribute instanceof IntegerValue || attribute instanceof NullValue)) {
              throw new Error("attribute must be a string, integer, or null");
            }
            const getSortValue = (item) => {
              if (attribute instanceof NullValue) {
                return item;
              }
              const attrPath = attribute instanceof IntegerValue ? String(attribute.value) : attribute.value;
              return getAttributeValue(item, attrPath);
            };
            return new ArrayValue(
              operand.value.slice().sort((a, b) => {
                const aVal = getSortValue(a);
                const bVal = getSortValue(b);
                const result = compareRuntimeValues(aVal, bVal, caseSensitive.value);
                return reverse.value ? -result : result;
              })
            );
          }
          case "selectattr":
          case "rejectattr": {
            const select = filterName === "selectattr";
            if (operand.value.some((item) => !isAttributeContainer(item))) {
              throw new Error(`\`${filterName}\` can only be applied to array of objects`);
            }
            if (filter.args.some((x2) => x2.type !== "StringLiteral")) {
              throw new Error(`arguments of \`${filterName}\` must be strings`);
            }
            const [attr, testName, value] = filter.args.map((x2) => this.evaluate(x2, environment));
            let testFunction;
            if (testName) {
              const test = environment.tests.get(testName.value);
              if (!test) {
                throw new Error(`Unknown test: ${testName.value}`);
              }
              testFunction = test;
            } else {
              testFunction = (...x2) => x2[0].__bool__().value;
            }
            const filtered = operand.value.filter((item) => {
              const a = item.value.get(attr.value);
              const result = a ? testFunction(a, value) : false;
              return select ? result : !result;
            });
            return new ArrayValue(filtered);
          }
          case "map": {
            const [, kwargs] = this.evaluateArguments(filter.args, environment);
            if (kwargs.has("attribute")) {
              const attr = kwargs.get("attribute");
              if (!(attr instanceof StringValue)) {
                throw new Error("attribute must be a string");
              }
              const defaultValue = kwargs.get("default");
              const mapped = operand.value.map((item) => {
                if (!isAttributeContainer(item)) {
                  throw new Error("items in map must be an object");
                }
                const value = getAttributeValue(item, attr.value);
                return value instanceof UndefinedValue ? defaultValue ?? new UndefinedValue() : value;
              });
              return new ArrayValue(mapped);
            } else {
              throw new Error("`map` expressions without `attribute` set are not currently supported.");
            }
          }
        }
        throw new Error(`Unknown ArrayValue filter: ${filterName}`);
      } else if (operand instanceof StringValue) {
        switch (filterName) {
          case "indent": {
            const [args, kwargs] = this.evaluateArguments(filter.args, environment);
            const width = args.at(0) ?? kwargs.get("width") ?? new IntegerValue(4);
            if (!(width instanceof IntegerValue)) {
              throw new Error("width must be a number");
            }
            const first2 = args.at(1) ?? kwargs.get("first") ?? new BooleanValue(false);
            const blank2 = args.at(2) ?? kwargs.get("blank") ?? new BooleanValue(false);
            const lines = operand.value.split("\n");
            const indent2 = " ".repeat(width.value);
            const indented = lines.map(
              (x2, i) => !first2.value && i === 0 || !blank2.value && x2.length === 0 ? x2 : indent2 + x2
            );
            return new StringValue(indented.join("\n"));
          }
          case "replace": {
            const replaceFn = operand.builtins.get("replace");
            if (!(replaceFn instanceof FunctionValue)) {
              throw new Error("replace filter not available");
            }
            const [args, kwargs] = this.evaluateArguments(filter.args, environment);
            return replaceFn.value([...args, new KeywordArgumentsValue(kwargs)], environment);
          }
        }
        throw new Error(`Unknown StringValue filter: ${filterName}`);
      } else if (operand instanceof ObjectValue) {
        const builtin = operand.builtins.get(filterName);
        if (builtin && builtin instanceof FunctionValue) {
          const [args, kwargs] = this.evaluateArguments(filter.args, environment);
          if (kwargs.size > 0) {
            args.push(new KeywordArgumentsValue(kwargs));
          }
          return builtin.value(args, environment);
        }
        throw new Error(`Unknown ObjectValue filter: ${filterName}`);
      } else {
        throw new Error(`Cannot apply filter "${filterName}" to type: ${operand.type}`);
      }
    }
    throw new Error(`Unknown filter: ${filterNode.type}`);
  }
  /**
   * Evaluates expressions following the filter operation type.
   */
  evaluateFilterExpression(node, environment) {
    const operand = this.evaluate(node.operand, environment);
    return this.applyFilter(operand, node.filter, environment);
  }
  /**
   * Evaluates expressions following the test operation type.
   */
  evaluateTestExpression(node, environment) {
    const operand = this.evaluate(node.operand, environment);
    const test = environment.tests.get(node.test.value);
    if (!test) {
      throw new Error(`Unknown test: ${node.test.value}`);
    }
    const result = test(operand);
    return new BooleanValue(node.negate ? !result : result);
  }
  /**
   * Evaluates expressions following the select operation type.
   */
  evaluateSelectExpression(node, environment) {
    const predicate = this.evaluate(node.test, environment);
    if (!predicate.__bool__().value) {
      return new UndefinedValue();
    }
    return this.evaluate(node.lhs, environment);
  }
  /**
   * Evaluates expressions following the unary operation type.
   */
  evaluateUnaryExpression(node, environment) {
    const argument2 = this.evaluate(node.argument, environment);
    switch (node.operator.value) {
      case "not":
        return new BooleanValue(!argument2.__bool__().value);
      case "+":
      case "-": {
        const sign = node.operator.value === "-" ? -1 : 1;
        if (argument2 instanceof IntegerValue || argument2 instanceof FloatValue || argument2 instanceof BooleanValue) {
          const value = argument2 instanceof BooleanValue ? argument2.value ? 1 : 0 : argument2.value;
          const result = sign * value;
          return argument2 instanceof FloatValue ? new FloatValue(result) : new IntegerValue(result);
        }
        throw new SyntaxError(`Unknown operator "${node.operator.value}" for ${argument2.type}`);
      }
      default:
        throw new SyntaxError(`Unknown operator: ${node.operator.value}`);
    }
  }
  evaluateTernaryExpression(node, environment) {
    const cond = this.evaluate(node.condition, environment);
    return cond.__bool__().value ? this.evaluate(node.trueExpr, environment) : this.evaluate(node.falseExpr, environment);
  }
  evalProgram(program, environment) {
    return this.evaluateBlock(program.body, environment);
  }
  evaluateBlock(statements, environment) {
    let result = "";
    for (const statement of statements) {
      const lastEvaluated = this.evaluate(statement, environment);
      if (lastEvaluated.type !== "NullValue" && lastEvaluated.type !== "UndefinedValue") {
        result += lastEvaluated.toString();
      }
    }
    return new StringValue(result);
  }
  evaluateIdentifier(node, environment) {
    return environment.lookupVariable(node.value);
  }
  evaluateCallExpression(expr, environment) {
    const [args, kwargs] = this.evaluateArguments(expr.args, environment);
    if (kwargs.size > 0) {
      args.push(new KeywordArgumentsValue(kwargs));
    }
    const fn = this.evaluate(expr.callee, environment);
    if (fn.type !== "FunctionValue") {
      throw new Error(`Cannot call something that is not a function: got ${fn.type}`);
    }
    return fn.value(args, environment);
  }
  evaluateSliceExpression(object, expr, environment) {
    if (!(object instanceof ArrayValue || object instanceof StringValue)) {
      throw new Error("Slice object must be an array or string");
    }
    const start = this.evaluate(expr.start, environment);
    const stop = this.evaluate(expr.stop, environment);
    const step = this.evaluate(expr.step, environment);
    if (!(start instanceof IntegerValue || start instanceof UndefinedValue)) {
      throw new Error("Slice start must be numeric or undefined");
    }
    if (!(stop instanceof IntegerValue || stop instanceof UndefinedValue)) {
      throw new Error("Slice stop must be numeric or undefined");
    }
    if (!(step instanceof IntegerValue || step instanceof UndefinedValue)) {
      throw new Error("Slice step must be numeric or undefined");
    }
    if (object instanceof ArrayValue) {
      return new ArrayValue(slice(object.value, start.value, stop.value, step.value));
    } else {
      return new StringValue(slice(Array.from(object.value), start.value, stop.value, step.value).join(""));
    }
  }
  evaluateMemberExpression(expr, environment) {
    const object = this.evaluate(expr.object, environment);
    let property;
    if (expr.computed) {
      if (expr.property.type === "SliceExpression") {
        return this.evaluateSliceExpression(object, expr.property, environment);
      } else {
        property = this.evaluate(expr.property, environment);
      }
    } else if (expr.property.type === "IntegerLiteral") {
      property = new IntegerValue(expr.property.value);
    } else {
      property = new StringValue(expr.property.value);
    }
    let value;
    if (isAttributeContainer(object)) {
      if (!(property instanceof StringValue)) {
        throw new Error(`Cannot access property with non-string: got ${property.type}`);
      }
      value = object.value.get(property.value) ?? (object instanceof ObjectValue ? object.builtins.get(property.value) : void 0);
    } else if (object instanceof ArrayValue || object instanceof StringValue) {
      if (property instanceof IntegerValue) {
        if (object instanceof StringValue) {
          const character = object.value.at(property.value);
          value = character === void 0 ? void 0 : new StringValue(character);
        } else {
          value = object.value.at(property.value);
        }
      } else if (property instanceof StringValue) {
        value = object.builtins.get(property.value);
      } else {
        throw new Error(`Cannot access property with non-string/non-number: got ${property.type}`);
      }
    } else {
      if (!(property instanceof StringValue)) {
        throw new Error(`Cannot access property with non-string: got ${property.type}`);
      }
      value = object.builtins.get(property.value);
    }
    return value instanceof RuntimeValue ? value : new UndefinedValue();
  }
  evaluateSet(node, environment) {
    const rhs = node.value ? this.evaluate(node.value, environment) : this.evaluateBlock(node.body, environment);
    if (node.assignee.type === "Identifier") {
      const variableName = node.assignee.value;
      environment.setVariable(variableName, rhs);
    } else if (node.assignee.type === "TupleLiteral") {
      const tuple = node.assignee;
      if (!(rhs instanceof ArrayValue)) {
        throw new Error(`Cannot unpack non-iterable type in set: ${rhs.type}`);
      }
      const arr = rhs.value;
      if (arr.length !== tuple.value.length) {
        throw new Error(`Too ${tuple.value.length > arr.length ? "few" : "many"} items to unpack in set`);
      }
      for (let i = 0; i < tuple.value.length; ++i) {
        const elem = tuple.value[i];
        if (elem.type !== "Identifier") {
          throw new Error(`Cannot unpack to non-identifier in set: ${elem.type}`);
        }
        environment.setVariable(elem.value, arr[i]);
      }
    } else if (node.assignee.type === "MemberExpression") {
      const member = node.assignee;
      const object = this.evaluate(member.object, environment);
      if (!(object instanceof NamespaceValue)) {
        throw new Error("cannot assign attribute on non-namespace object");
      }
      if (member.property.type !== "Identifier") {
        throw new Error("Cannot assign to member with non-identifier property");
      }
      object.value.set(member.property.value, rhs);
    } else {
      throw new Error(`Invalid LHS inside assignment expression: ${JSON.stringify(node.assignee)}`);
    }
    return new NullValue();
  }
  evaluateIf(node, environment) {
    const test = this.evaluate(node.test, environment);
    return this.evaluateBlock(test.__bool__().value ? node.body : node.alternate, environment);
  }
  evaluateFor(node, environment) {
    const scope = new Environment(environment);
    let test, iterable;
    if (node.iterable.type === "SelectExpression") {
      const select = node.iterable;
      iterable = this.evaluate(select.lhs, scope);
      test = select.test;
    } else {
      iterable = this.evaluate(node.iterable, scope);
    }
    if (!(iterable instanceof ArrayValue || iterable instanceof ObjectValue)) {
      throw new Error(`Expected iterable or object type in for loop: got ${iterable.type}`);
    }
    if (iterable instanceof ObjectValue) {
      iterable = iterable.keys();
    }
    const items2 = [];
    const scopeUpdateFunctions = [];
    for (let i = 0; i < iterable.value.length; ++i) {
      const loopScope = new Environment(scope);
      const current = iterable.value[i];
      let scopeUpdateFunction;
      if (node.loopvar.type === "Identifier") {
        scopeUpdateFunction = (scope2) => scope2.setVariable(node.loopvar.value, current);
      } else if (node.loopvar.type === "TupleLiteral") {
        const loopvar = node.loopvar;
        if (current.type !== "ArrayValue") {
          throw new Error(`Cannot unpack non-iterable type: ${current.type}`);
        }
        const c = current;
        if (loopvar.value.length !== c.value.length) {
          throw new Error(`Too ${loopvar.value.length > c.value.length ? "few" : "many"} items to unpack`);
        }
        scopeUpdateFunction = (scope2) => {
          for (let j = 0; j < loopvar.value.length; ++j) {
            if (loopvar.value[j].type !== "Identifier") {
              throw new Error(`Cannot unpack non-identifier type: ${loopvar.value[j].type}`);
            }
            scope2.setVariable(loopvar.value[j].value, c.value[j]);
          }
        };
      } else {
        throw new Error(`Invalid loop variable(s): ${node.loopvar.type}`);
      }
      if (test) {
        scopeUpdateFunction(loopScope);
        const testValue = this.evaluate(test, loopScope);
        if (!testValue.__bool__().value) {
          continue;
        }
      }
      items2.push(current);
      scopeUpdateFunctions.push(scopeUpdateFunction);
    }
    let result = "";
    let noIteration = true;
    for (let i = 0; i < items2.length; ++i) {
      const loop = /* @__PURE__ */ new Map([
        ["index", new IntegerValue(i + 1)],
        ["index0", new IntegerValue(i)],
        ["revindex", new IntegerValue(items2.length - i)],
        ["revindex0", new IntegerValue(items2.length - i - 1)],
        ["first", new BooleanValue(i === 0)],
        ["last", new BooleanValue(i === items2.length - 1)],
        ["length", new IntegerValue(items2.length)],
        ["previtem", i > 0 ? items2[i - 1] : new UndefinedValue()],
        ["nextitem", i < items2.length - 1 ? items2[i + 1] : new UndefinedValue()]
      ]);
      scope.setVariable("loop", new ObjectValue(loop));
      scopeUpdateFunctions[i](scope);
      try {
        const evaluated = this.evaluateBlock(node.body, scope);
        result += evaluated.value;
      } catch (err) {
        if (err instanceof ContinueControl) {
          continue;
        }
        if (err instanceof BreakControl) {
          break;
        }
        throw err;
      }
      noIteration = false;
    }
    if (noIteration) {
      const defaultEvaluated = this.evaluateBlock(node.defaultBlock, scope);
      result += defaultEvaluated.value;
    }
    return new StringValue(result);
  }
  /**
   * Bind every parameter name and special argument before evaluating defaults,
   * preventing unbound parameters from resolving in an outer scope.
   */
  bindMacroArguments(displayName, parameters, specialArguments, args, scope) {
    const positionalArguments = args.slice();
    let keywordArguments = /* @__PURE__ */ new Map();
    if (positionalArguments.at(-1) instanceof KeywordArgumentsValue) {
      keywordArguments = new Map(positionalArguments.pop().value);
    }
    const pendingDefaults = [];
    for (let i = 0; i < parameters.length; ++i) {
      const { name, defaultValue } = getParameterDescriptor(parameters[i]);
      let value = positionalArguments[i];
      if (value === void 0 && keywordArguments.has(name)) {
        value = keywordArguments.get(name);
        keywordArguments.delete(name);
      }
      if (value === void 0 && defaultValue !== void 0) {
        pendingDefaults.push([name, defaultValue]);
      }
      scope.setVariable(name, value ?? new UndefinedValue());
    }
    if (specialArguments.has("kwargs")) {
      scope.setVariable("kwargs", new ObjectValue(keywordArguments));
    } else if (keywordArguments.size > 0) {
      throw new Error(`macro ${displayName} takes no keyword argument '${keywordArguments.keys().next().value}'`);
    }
    if (specialArguments.has("varargs")) {
      scope.setVariable("varargs", new ArrayValue(positionalArguments.slice(parameters.length)));
    } else if (positionalArguments.length > parameters.length) {
      throw new Error(`macro ${displayName} takes not more than ${parameters.length} argument(s)`);
    }
    for (const [name, defaultValue] of pendingDefaults) {
      scope.setVariable(name, this.evaluate(defaultValue, scope));
    }
  }
  /**
   * See https://jinja.palletsprojects.com/en/3.1.x/templates/#macros for more information.
   */
  evaluateMacro(node, environment) {
    const specialArguments = findAccessedSpecialMacroArguments(node.args, node.body);
    environment.setVariable(
      node.name.value,
      new FunctionValue((args, scope) => {
        const macroScope = new Environment(scope);
        this.bindMacroArguments(`'${node.name.value}'`, node.args, specialArguments, args, macroScope);
        return this.evaluateBlock(node.body, macroScope);
      })
    );
    return new NullValue();
  }
  evaluateCallStatement(node, environment) {
    const parameters = node.callerArgs ?? [];
    const specialArguments = findAccessedSpecialMacroArguments(parameters, node.body);
    const callerFn = new FunctionValue((callerArguments) => {
      const callBlockEnv = new Environment(environment);
      this.bindMacroArguments("None", parameters, specialArguments, callerArguments, callBlockEnv);
      return this.evaluateBlock(node.body, callBlockEnv);
    });
    const [macroArgs, macroKwargs] = this.evaluateArguments(node.call.args, environment);
    macroArgs.push(new KeywordArgumentsValue(macroKwargs));
    const fn = this.evaluate(node.call.callee, environment);
    if (fn.type !== "FunctionValue") {
      throw new Error(`Cannot call something that is not a function: got ${fn.type}`);
    }
    const newEnv = new Environment(environment);
    newEnv.setVariable("caller", callerFn);
    return fn.value(macroArgs, newEnv);
  }
  evaluateFilterStatement(node, environment) {
    const rendered = this.evaluateBlock(node.body, environment);
    return this.applyFilter(rendered, node.filter, environment);
  }
  evaluate(statement, environment) {
    if (!statement) {
      return new UndefinedValue();
    }
    switch (statement.type) {
      case "Program":
        return this.evalProgram(statement, environment);
      case "Set":
        return this.evaluateSet(statement, environment);
      case "If":
        return this.evaluateIf(statement, environment);
      case "For":
        return this.evaluateFor(statement, environment);
      case "Macro":
        return this.evaluateMacro(statement, environment);
      case "CallStatement":
        return this.evaluateCallStatement(statement, environment);
      case "Break":
        throw new BreakControl();
      case "Continue":
        throw new ContinueControl();
      case "IntegerLiteral":
        return new IntegerValue(statement.value);
      case "FloatLiteral":
        return new FloatValue(statement.value);
      case "StringLiteral":
        return new StringValue(statement.value);
      case "ArrayLiteral":
        return new ArrayValue(statement.value.map((x2) => this.evaluate(x2, environment)));
      case "TupleLiteral":
        return new TupleValue(statement.value.map((x2) => this.evaluate(x2, environment)));
      case "ObjectLiteral": {
        const mapping = /* @__PURE__ */ new Map();
        for (const [key, value] of statement.value) {
          const evaluatedKey = this.evaluate(key, environment);
          if (!(evaluatedKey instanceof StringValue)) {
            throw new Error(`Object keys must be strings: got ${evaluatedKey.type}`);
          }
          mapping.set(evaluatedKey.value, this.evaluate(value, environment));
        }
        return new ObjectValue(mapping);
      }
      case "Identifier":
        return this.evaluateIdentifier(statement, environment);
      case "CallExpression":
        return this.evaluateCallExpression(statement, environment);
      case "MemberExpression":
        return this.evaluateMemberExpression(statement, environment);
      case "UnaryExpression":
        return this.evaluateUnaryExpression(statement, environment);
      case "BinaryExpression":
        return this.evaluateBinaryExpression(statement, environment);
      case "FilterExpression":
        return this.evaluateFilterExpression(statement, environment);
      case "FilterStatement":
        return this.evaluateFilterStatement(statement, environment);
      case "TestExpression":
        return this.evaluateTestExpression(statement, environment);
      case "SelectExpression":
        return this.evaluateSelectExpression(statement, environment);
      case "Ternary":
        return this.evaluateTernaryExpression(statement, environment);
      case "Comment":
        return new NullValue();
      default:
        throw new SyntaxError(`Unknown node type: ${statement.type}`);
    }
  }
};
function convertToRuntimeValues(input) {
  switch (typeof input) {
    case "number":
      return Number.isInteger(input) ? new IntegerValue(input) : new FloatValue(input);
    case "string":
      return new StringValue(input);
    case "boolean":
      return new BooleanValue(input);
    case "undefined":
      return new UndefinedValue();
    case "object":
      if (input === null) {
        return new NullValue();
      } else if (Array.isArray(input)) {
        return new ArrayValue(input.map(convertToRuntimeValues));
      } else {
        return new ObjectValue(
          new Map(Object.entries(input).map(([key, value]) => [key, convertToRuntimeValues(value)]))
        );
      }
    case "function":
      return new FunctionValue((args, _scope) => {
        const result = input(...args.map((x2) => x2.value)) ?? null;
        return convertToRuntimeValues(result);
      });
    default:
      throw new Error(`Cannot convert to runtime value: ${input}`);
  }
}
var PRECEDENCE = Object.freeze({
  CONDITIONAL: 0,
  // a if b else c
  LOGICAL_OR: 1,
  // or
  LOGICAL_AND: 2,
  // and
  LOGICAL_NOT: 3,
  // not a
  COMPARISON: 4,
  // == != < <= > >= in, not in
  ADDITIVE: 5,
  // + -
  MULTIPLICATIVE: 6,
  // * / // %
  EXPONENTIATION: 7,
  // **
  TEST: 8,
  // is
  FILTER: 9,
  // |
  UNARY_SIGN: 10,
  // -a +a
  ATOM: 11
  // literals, identifiers, calls, member accesses
});

// src/frameworks/jinja2/jinja2-values.ts
var sample = (value) => new Environment().set("sample", value);
var UndefinedValue2 = sample(void 0).constructor;
var StringValue2 = sample("").constructor;
var stringValue = (text2) => new StringValue2(text2);
var StrictUndefined = class extends UndefinedValue2 {
  constructor(what) {
    super();
    this.what = what;
  }
  what;
  __bool__() {
    throw this.error();
  }
  toString() {
    throw this.error();
  }
  error() {
    return new Error(`UndefinedError: ${this.what}`);
  }
};
function pythonStrOf(value) {
  if (value.type === "UndefinedValue" && !(value instanceof StrictUndefined)) return "";
  return value.type === "StringValue" ? value.value : pythonReprOf(value);
}
var entriesOf = (value) => [...value.value.entries()];
var itemsOf = (value) => value.value.map(pythonReprOf);
var dictRepr = (value) => `{${entriesOf(value).map(([k, v2]) => `${reprString(k)}: ${pythonReprOf(v2)}`).join(", ")}}`;
function pythonReprOf(value) {
  switch (value.type) {
    case "StringValue":
      return reprString(value.value);
    case "IntegerValue":
      return reprInt(value.value);
    case "FloatValue":
      return reprFloat(value.value);
    case "BooleanValue":
      return value.value ? "True" : "False";
    case "NullValue":
      return "None";
    case "ArrayValue":
      return `[${itemsOf(value).join(", ")}]`;
    case "TupleValue": {
      const items2 = itemsOf(value);
      return items2.length === 1 ? `(${items2[0]},)` : `(${items2.join(", ")})`;
    }
    case "ObjectValue":
    case "KeywordArgumentsValue":
      return dictRepr(value);
    case "NamespaceValue":
      return `<Namespace ${dictRepr(value)}>`;
    case "UndefinedValue":
      if (value instanceof StrictUndefined) throw value.error();
      return "Undefined";
    default:
      throw new Error(`jinja2 would print a ${value.type} as a Python object's address: not rendered`);
  }
}
function pythonValueOf(value) {
  switch (value.type) {
    case "StringValue":
    case "IntegerValue":
    case "BooleanValue":
      return value.value;
    case "NullValue":
      return null;
    case "FloatValue":
      return new PythonFloat(value.value);
    case "ArrayValue":
    case "TupleValue":
      return value.value.map(pythonValueOf);
    case "ObjectValue":
    case "KeywordArgumentsValue":
      return new Map(entriesOf(value).map(([k, v2]) => [k, pythonValueOf(v2)]));
    case "UndefinedValue":
      throw (value instanceof StrictUndefined ? value : new StrictUndefined("a value is undefined")).error();
    default:
      throw new Error(`TypeError: Object of type ${value.type} is not JSON serializable`);
  }
}
var HTML_SAFE = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "'": "\\u0027" };
function jinja2ToJson(value, indent2) {
  return pythonJsonDumps(pythonValueOf(value), { indent: indent2, sortKeys: true }).replace(/[<>&']/g, (char) => HTML_SAFE[char]);
}
function jinja2Join(value, separator) {
  let items2;
  if (value.type === "StringValue") items2 = [...value.value];
  else if (value.type === "ObjectValue") items2 = entriesOf(value).map(([key]) => key);
  else if (value.type === "ArrayValue" || value.type === "TupleValue") items2 = value.value.map(pythonStrOf);
  else throw new Error(`TypeError: '${value.type}' object is not iterable`);
  return items2.join(separator === void 0 ? "" : pythonStrOf(separator));
}

// src/frameworks/jinja2/jinja2-interpreter.ts
var STATEMENTS = /* @__PURE__ */ new Set(["Program", "If", "For", "Break", "Continue", "Set", "Macro", "Comment", "FilterStatement", "CallStatement"]);
var BODIES = ["body", "alternate", "defaultBlock"];
var DICT_METHODS = /* @__PURE__ */ new Set(["items", "keys", "values", "get"]);
var PYTHON_FILTERS = /* @__PURE__ */ new Set(["tojson", "string", "join"]);
function printedExpressions(program) {
  const printed = /* @__PURE__ */ new WeakSet();
  const visit4 = (node) => {
    for (const key of BODIES) {
      const body = node[key];
      if (!Array.isArray(body)) continue;
      for (const child of body) {
        if (STATEMENTS.has(child.type)) visit4(child);
        else printed.add(child);
      }
    }
  };
  visit4(program);
  return printed;
}
function undefinedName(node) {
  if (node.type === "Identifier") return `'${String(node.value)}' is undefined`;
  const property = node.property;
  return `no attribute '${String(property.value)}'`;
}
var Jinja2Interpreter = class extends Interpreter {
  constructor(env, printed, undefinedVariables = "strict") {
    super(env);
    this.printed = printed;
    this.undefinedVariables = undefinedVariables;
  }
  printed;
  undefinedVariables;
  evaluate(statement, environment) {
    if (statement === void 0) return super.evaluate(statement, environment);
    const node = statement;
    let value = this.pythonic(node, environment) ?? super.evaluate(statement, environment);
    const lookup = node.type === "Identifier" || node.type === "MemberExpression";
    if (this.undefinedVariables === "strict" && lookup && value.type === "UndefinedValue" && !(value instanceof StrictUndefined)) value = new StrictUndefined(undefinedName(node));
    return this.printed.has(statement) ? stringValue(pythonStrOf(value)) : value;
  }
  /** A node jinja2 evaluates with Python semantics the library does not have; undefined for the rest. */
  pythonic(node, environment) {
    switch (node.type) {
      case "MemberExpression":
        return this.dictMethod(node, environment);
      case "BinaryExpression":
        return this.concatenation(node, environment);
      case "FilterExpression":
        return this.filter(node, environment);
      default:
        return void 0;
    }
  }
  /** `x.items`: on a dict, jinja2's getattr finds the dict's method before an item of that name. */
  dictMethod(node, environment) {
    const property = node.property;
    if (node.computed || property.type !== "Identifier" || !DICT_METHODS.has(String(property.value))) return void 0;
    const object = this.evaluate(node.object, environment);
    return object.type === "ObjectValue" ? object.builtins.get(String(property.value)) : void 0;
  }
  /** `a ~ b`: `str(a) + str(b)` (the library prints true as `true`, 1.0 as `1`, and fails on None). */
  concatenation(node, environment) {
    if (node.operator.value !== "~") return void 0;
    const left = this.evaluate(node.left, environment);
    const right = this.evaluate(node.right, environment);
    return stringValue(pythonStrOf(left) + pythonStrOf(right));
  }
  /** `tojson` (sorted, ASCII, HTML-safe), `string` and `join` (each item's `str()`) as jinja2 has them. */
  filter(node, environment) {
    const filter = node.filter;
    const call = filter.type === "CallExpression";
    const name = String(call ? filter.callee.value : filter.value);
    const args = this.arguments(call ? filter.args : [], environment);
    if (!PYTHON_FILTERS.has(name) || name === "join" && args.keywords.has("attribute")) return void 0;
    const operand = this.evaluate(node.operand, environment);
    if (name === "string") return stringValue(pythonStrOf(operand));
    if (name === "join") return stringValue(jinja2Join(operand, args.positional[0] ?? args.keywords.get("d")));
    const indent2 = args.positional[0] ?? args.keywords.get("indent");
    return stringValue(jinja2ToJson(operand, indent2?.type === "IntegerValue" ? indent2.value : void 0));
  }
  arguments(nodes, environment) {
    const out = { positional: [], keywords: /* @__PURE__ */ new Map() };
    for (const arg4 of nodes) {
      if (arg4.type !== "KeywordArgumentExpression") out.positional.push(this.evaluate(arg4, environment));
      else out.keywords.set(String(arg4.key.value), this.evaluate(arg4.value, environment));
    }
    return out;
  }
};

// src/frameworks/jinja2/render-jinja2.ts
function range(start, stop, step = 1) {
  const [from, to] = stop === void 0 ? [0, start] : [start, stop];
  const out = [];
  for (let i = from; step > 0 ? i < to : i > to; i += step) out.push(i);
  return out;
}
var GLOBALS = { true: true, false: false, none: null, True: true, False: false, None: null, range };
var RAW = /\{%(-?)\s*raw\s*(-?)%\}([^]*?)\{%(-?)\s*endraw\s*(-?)%\}/g;
var LEADING_SPACE = new RegExp(`^${PY_SPACE}+`);
var TRAILING_SPACE = new RegExp(`${PY_SPACE}+$`);
function rawBlocksAsStrings(template) {
  return template.replace(RAW, (_2, before, open, body, close, after) => {
    let text2 = body;
    if (open) text2 = text2.replace(LEADING_SPACE, "");
    if (close) text2 = text2.replace(TRAILING_SPACE, "");
    return `{{${before} "${text2.replace(/[\\"]/g, "\\$&")}" ${after}}}`;
  });
}
function renderJinja2(template, variables, undefinedVariables) {
  const env = new Environment();
  for (const [name, value] of Object.entries({ ...GLOBALS, ...variables })) env.set(name, value);
  try {
    const source = rawBlocksAsStrings(template.replace(/\r\n?/g, "\n"));
    const program = parse3(tokenize2(source, { lstrip_blocks: false, trim_blocks: false }));
    return new Jinja2Interpreter(env, printedExpressions(program), undefinedVariables).run(program).value;
  } catch (error) {
    throw new Error(`Error during jinja template rendering: ${error.message}`, { cause: error });
  }
}

// src/frameworks/smolagents/tool-prompts.ts
var STRUCTURED_NOTE = "\n\nImportant: This tool returns structured output! Use the JSON schema below to directly access fields like result['field_name']. NO print() statements needed to inspect the output!";
var STRUCTURED_RETURNS = "\nReturns:\n    dict (structured output): This tool ALWAYS returns a dictionary that strictly adheres to the following JSON schema:\n";
var hasSchema = (tool) => tool.outputSchema !== void 0 && tool.outputSchema !== null;
function toCodePrompt(tool) {
  const inputs = Object.entries(tool.inputs);
  const args = inputs.map(([name, schema]) => `${name}: ${pythonStr(schema.type)}`).join(", ");
  const signature = `(${args}) -> ${hasSchema(tool) ? "dict" : tool.outputType}`;
  let doc = tool.description;
  if (hasSchema(tool)) doc += STRUCTURED_NOTE;
  if (inputs.length > 0) {
    const descriptions = inputs.map(([name, schema]) => `${name}: ${pythonStr(schema.description)}`).join("\n");
    doc += `

Args:
${textwrapIndent(descriptions, "    ")}`;
  }
  if (hasSchema(tool)) {
    doc += `
${STRUCTURED_RETURNS}${textwrapIndent(pythonJsonDumps(tool.outputSchema, { indent: 4 }), "        ")}`;
  }
  return `def ${tool.name}${signature}:
${textwrapIndent(`"""${doc}
"""`, "    ")}`;
}
function toToolCallingPrompt(tool) {
  return `${tool.name}: ${tool.description}
    Takes inputs: ${pythonRepr(tool.inputs)}
    Returns an output of type: ${tool.outputType}`;
}
function postedInput(input) {
  const value = structuredClone(input);
  if (value.type === "any") value.type = "string";
  const branches = value.anyOf;
  if (Array.isArray(branches)) {
    const types = [];
    let choices2 = null;
    for (const branch of branches) {
      if (branch.type === "null") {
        value.nullable = true;
        continue;
      }
      types.push(branch.type === "any" ? "string" : branch.type);
      if ("enum" in branch) choices2 = branch.enum;
    }
    if (types.length === 0) throw new Error("IndexError: list index out of range");
    value.type = types.length > 1 ? types : types[0];
    if (choices2 !== null && choices2 !== void 0) value.enum = choices2;
    delete value.anyOf;
  }
  return value;
}
function toolJsonSchema(tool) {
  const properties = {};
  const required = [];
  for (const [name, input] of Object.entries(tool.inputs)) {
    if (!input.nullable) required.push(name);
    properties[name] = postedInput(input);
  }
  return {
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: { type: "object", properties, required } }
  };
}

// src/frameworks/smolagents/render-template.ts
function renderTemplate(template, variables) {
  return renderJinja2(template, variables, "strict");
}
var MANAGED_AGENT_INPUTS = {
  task: { type: "string", description: "Long detailed description of the task." },
  additional_args: {
    type: "object",
    description: "Dictionary of extra inputs to pass to the managed agent, e.g. images, dataframes, or any other contextual data it may need.",
    nullable: true
  }
};
var PINNED_RENDERERS = { toCodePrompt, toToolCallingPrompt };
function templateTool(tool, renderers) {
  return {
    name: tool.name,
    description: tool.description,
    inputs: tool.inputs,
    output_type: tool.outputType,
    output_schema: tool.outputSchema ?? null,
    to_code_prompt: () => renderers.toCodePrompt(tool),
    to_tool_calling_prompt: () => renderers.toToolCallingPrompt(tool)
  };
}
function byName(items2, shape) {
  const out = {};
  for (const item of items2) out[item.name] = shape(item);
  return out;
}
function templateVariables(v2, renderers = PINNED_RENDERERS) {
  const { tools, managedAgents, ...other } = v2;
  const agent = (a) => ({ name: a.name, description: a.description, inputs: MANAGED_AGENT_INPUTS, output_type: "string" });
  return { tools: byName(tools, (tool) => templateTool(tool, renderers)), managed_agents: byName(managedAgents, agent), ...other };
}

// src/frameworks/smolagents/agent-request.ts
function managedAgentTool(agent) {
  return { name: agent.name, description: agent.description, inputs: MANAGED_AGENT_INPUTS, outputType: "string" };
}
function agentRequest2(agent, context) {
  const errors = [];
  const tools = agent.tools.map((t) => t.tool);
  const variables = templateVariables({
    tools,
    managedAgents: agent.managedAgents.map((m) => ({ name: m.name, description: m.description })),
    custom_instructions: agent.instructions?.text ?? null,
    ...agent.agentClass === "CodeAgent" ? { authorized_imports: agent.authorizedImports, code_block_opening_tag: agent.codeBlockTags[0], code_block_closing_tag: agent.codeBlockTags[1] } : {}
  }, context.renderers);
  const render = (key, extra = {}) => {
    try {
      return renderTemplate(agent.templates.text[key], { ...variables, ...extra });
    } catch (error) {
      errors.push(`${key} could not be rendered (${error.message}): priced as written`);
      return agent.templates.text[key];
    }
  };
  const every = { kind: "every-request" };
  const parts = [{ key: "system_prompt", delivery: every, text: render("system_prompt") }];
  if (agent.agentClass === "ToolCallingAgent") {
    const posted = [...tools, ...agent.managedAgents.map(managedAgentTool)].map(toolJsonSchema);
    parts.push({ key: "tools", delivery: every, text: pythonJsonDumps(posted) });
  }
  if (!context.wrappersAreUnits) parts.push(...wrappers());
  if (context.managed) parts.push({ key: "managed_agent.task", delivery: { kind: "start" }, text: render("managed_agent.task", { name: context.managed.name, task: "" }), carriesTask: true });
  parts.push(...planning(agent, render));
  parts.push(
    { key: "final_answer.pre_messages", delivery: { kind: "side-call", call: "final-answer", readsHistory: true }, text: agent.templates.text["final_answer.pre_messages"] },
    { key: "final_answer.post_messages", delivery: { kind: "side-call", call: "final-answer", readsHistory: true }, text: render("final_answer.post_messages", { task: "" }), carriesTask: true }
  );
  for (const managed of agent.managedAgents) {
    const report = context.reportOf(managed);
    if (report !== void 0) parts.push({ key: `managed_agent.report[${managed.name}]`, delivery: { kind: "on-trigger", what: `${managed.name} reports back` }, text: report });
  }
  return { parts, errors };
}
function wrappers() {
  return [
    { key: "TaskStep.task", delivery: { kind: "start" }, text: "New task:\n" },
    { key: "ActionStep.observation", delivery: { kind: "per-step" }, text: "Observation:\n" }
  ];
}
function planning(agent, render) {
  const update = { kind: "side-call", call: "update-plan", readsHistory: true };
  const remaining = agent.maxSteps - (1 + (agent.planningInterval ?? 1));
  return [
    { key: "planning.initial_plan", delivery: { kind: "side-call", call: "initial-plan", readsHistory: false }, text: render("planning.initial_plan", { task: "" }), carriesTask: true },
    { key: "planning.update_plan_pre_messages", delivery: update, text: render("planning.update_plan_pre_messages", { task: "" }), carriesTask: true },
    { key: "planning.update_plan_post_messages", delivery: update, text: render("planning.update_plan_post_messages", { task: "", remaining_steps: remaining }), carriesTask: true }
  ];
}
function toolsListed(agent) {
  const copies = [{ kind: "every-request" }];
  if (agent.agentClass === "ToolCallingAgent") copies.push({ kind: "every-request" });
  if (agent.planningInterval !== null) copies.push({ kind: "side-call", call: "initial-plan", readsHistory: false });
  return copies.length === 1 ? copies[0] : { kind: "repeated", copies };
}
function renderedUnits(agent, templateDelivery2) {
  const sends = /* @__PURE__ */ new Map();
  const add = (units, as) => {
    for (const u of units) if (u) sends.set(u.id, { kind: "rendered", as });
  };
  for (const [key, unit] of Object.entries(agent.templates.units)) {
    const as = templateDelivery2(key);
    if (as) add([unit], as);
  }
  const listed = toolsListed(agent);
  add(agent.tools.flatMap((t) => t.units), listed);
  add(agent.managedAgents.flatMap((m) => m.units), listed);
  if (agent.instructions?.unit) add([agent.instructions.unit], { kind: "every-request" });
  return sends;
}

// src/frameworks/smolagents/memory-wrappers.ts
var MEMORY_WRAPPERS = [
  // Each step's observation, replayed in every later step: the quadratic term.
  { key: "ActionStep.observation", literal: /f"([^"{]*)\{self\.observations\}"/d, delivery: { kind: "per-step" } },
  // A failed step's error and retry advice: the step's own message, per failure the scenario declares,
  // kept in the history and replayed in every later step.
  { key: "ActionStep.error", literal: /str\(self\.error\)\s*\+\s*"([^"]*)"/d, delivery: { kind: "on-failure", replayed: true } },
  { key: "TaskStep.task", literal: /f"([^"{]*)\{self\.task\}"/d, delivery: { kind: "start" } }
];
var MEMORY_FILE = /^src\/smolagents\/memory\.py$/;
function memoryUnits(path, text2) {
  return MEMORY_WRAPPERS.flatMap(({ key, literal: literal2 }) => {
    const m = literal2.exec(text2);
    if (!m) return [];
    const line = text2.slice(0, m.indices[1][0]).split("\n").length;
    return [{ id: unitId(path, key), path, key, role: "template", text: unescape2(m[1]), lines: [line, line], placeholders: [] }];
  });
}
function unescape2(literal2) {
  return literal2.replace(/\\n/g, "\n").replace(/\\t/g, "	").replace(/\\"/g, '"');
}

// src/frameworks/smolagents/smol-wiring.ts
var SmolWiring = class extends CodeWiring {
  definitions;
  constructor(repository) {
    super(repository);
    this.definitions = (repository.toolDefinitions ?? []).filter((d) => d.kind === "class" || !d.plain);
  }
  /** A tool function or class of this name: in this file, else the only one anywhere. */
  definition(kind, path, name) {
    const named = this.definitions.filter((d) => d.kind === kind && d.name === name);
    const found = named.find((d) => d.path === path) ?? (named.length === 1 ? named[0] : void 0);
    if (found) this.read(found.path);
    return found;
  }
  functionTool(path, name) {
    return this.definition("function", path, name);
  }
  classTool(path, name) {
    return this.definition("class", path, name);
  }
  /** A tool class of this name in a file of this path (the library's own default_tools.py). */
  libraryClassTool(name, path) {
    const found = this.definitions.find((d) => d.kind === "class" && d.name === name && path.test(d.path));
    if (found) this.read(found.path);
    return found;
  }
  /** A `@tool` function of the name outranks another file's assignment of it (`tools=[search]`). */
  definesFunction(path, name) {
    return this.functionTool(path, name) !== void 0;
  }
};

// src/frameworks/smolagents/renderer-edit.ts
var PINNED_RENDERER_TEXT = {
  "Tool.to_code_prompt()": `def () -> dict:
    """

    Important: This tool returns structured output! Use the JSON schema below to directly access fields like result['field_name']. NO print() statements needed to inspect the output!

    Args:


    Returns:
        dict (structured output): This tool ALWAYS returns a dictionary that strictly adheres to the following JSON schema:

    """`,
  "Tool.to_tool_calling_prompt()": ": \n    Takes inputs: \n    Returns an output of type: "
};
var PROBE = {
  name: "probe",
  description: "Probe.",
  inputs: { value: { type: "string", description: "A value." } },
  outputType: "object",
  outputSchema: { type: "object", properties: { field: { type: "string" } } }
};
var RENDER = { "Tool.to_code_prompt()": toCodePrompt, "Tool.to_tool_calling_prompt()": toToolCallingPrompt };
function rendererEdit(key, current) {
  const pinned = PINNED_RENDERER_TEXT[key];
  if (current === pinned) return void 0;
  const probe = RENDER[key](PROBE);
  for (const edit of [lineEdit(pinned, current), wordEdit(pinned, current)]) {
    if (edit && edit.from !== "" && occurrences(edit.from).test(probe)) return edit;
  }
  return { error: `${key} in this repository's tools.py is not the pinned version's, beyond its text: its tools are rendered as smolagents ${SMOLAGENTS_VERSION.version} renders them` };
}
function applyEdit(rendered, edit) {
  return edit ? rendered.replace(occurrences(edit.from), () => edit.to) : rendered;
}
function occurrences(text2) {
  return new RegExp(`(?<=^|\\s)${text2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\\s|$)`, "g");
}
function lineEdit(pinned, current) {
  const a = pinned.split("\n");
  const b = current.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const from = a.slice(start, a.length - end);
  const to = b.slice(start, b.length - end);
  if (from.length === 0 && start > 0) return { from: a[start - 1], to: [a[start - 1], ...to].join("\n") };
  return { from: from.join("\n"), to: to.join("\n") };
}
function wordEdit(pinned, current) {
  let start = 0;
  while (start < pinned.length && start < current.length && pinned[start] === current[start]) start++;
  let end = 0;
  while (end < pinned.length - start && end < current.length - start && pinned[pinned.length - 1 - end] === current[current.length - 1 - end]) end++;
  while (start > 0 && /\S/.test(pinned[start - 1])) start--;
  while (end > 0 && /\S/.test(pinned[pinned.length - end])) end--;
  return { from: pinned.slice(start, pinned.length - end), to: current.slice(start, current.length - end) };
}

// src/frameworks/smolagents/tool-renderers.ts
var TOOL_RENDERER = { CodeAgent: "Tool.to_code_prompt()", ToolCallingAgent: "Tool.to_tool_calling_prompt()" };
var RENDERER_KEYS = new Set(Object.values(TOOL_RENDERER));
var TOOLS_FILE = /(^|\/)tools\.py$/;
function repositoryRenderers(wiring) {
  const units = wiring.repository.units.filter((u) => TOOLS_FILE.test(u.path) && RENDERER_KEYS.has(u.key));
  const errors = /* @__PURE__ */ new Map();
  const edits = /* @__PURE__ */ new Map();
  for (const u of units) {
    const edit = rendererEdit(u.key, u.text);
    if (edit && "error" in edit) errors.set(u.key, edit.error);
    else edits.set(u.key, edit);
  }
  return {
    renderers: {
      toCodePrompt: (tool) => applyEdit(toCodePrompt(tool), edits.get("Tool.to_code_prompt()")),
      toToolCallingPrompt: (tool) => applyEdit(toToolCallingPrompt(tool), edits.get("Tool.to_tool_calling_prompt()"))
    },
    units,
    errors
  };
}
function rendererDeliveries(renderers, agent, listed) {
  const own = TOOL_RENDERER[agent.agentClass];
  const sends = new Map(
    renderers.units.map((u) => [u.id, u.key === own ? { kind: "rendered", as: listed } : { kind: "never", reason: "renders tools for the other agent class" }])
  );
  const error = renderers.errors.get(own);
  return { sends, errors: error ? [error] : [] };
}

// src/frameworks/smolagents.ts
var RUN3 = { steps: DEFAULT_MAX_STEPS, planningInterval: null, cacheBreakpoints: NO_BREAKPOINTS };
var LIBRARY_AGENTS = {
  "code_agent.yaml": { name: "smolagents CodeAgent", agentClass: "CodeAgent" },
  "structured_code_agent.yaml": { name: "smolagents CodeAgent (structured)", agentClass: "CodeAgent" },
  "toolcalling_agent.yaml": { name: "smolagents ToolCallingAgent", agentClass: "ToolCallingAgent" }
};
var IMPORTS_SMOLAGENTS = /^\s*(from\s+smolagents\b|import\s+smolagents\b)/m;
function findSmolagentsAgents(repository) {
  const wiring = new SmolWiring(repository);
  const calls = wiring.calls.filter(isAgentCall2);
  const built = calls.map((call) => readConstruction(wiring, call));
  const used = new Set(built.flatMap((a) => [a.templates.path, a.templates.library]));
  const unused = templatesFiles(wiring).filter((p) => !used.has(p));
  const usesSmolagents = repository.files === void 0 || calls.length > 0 || (repository.files ?? []).some((f) => f.content.kind === "text" && IMPORTS_SMOLAGENTS.test(f.content.text));
  const orphans = unused.flatMap((path) => {
    const templates = repositoryTemplates(wiring, path);
    const library2 = templates.library ? LIBRARY_AGENTS[templates.library] : void 0;
    if (!library2 && !usesSmolagents) return [];
    const agentClass = library2?.agentClass ?? (/to_tool_calling_prompt/.test(templates.text.system_prompt) ? "ToolCallingAgent" : "CodeAgent");
    const assumptions = library2 ? [] : [`no construction of ${path} was found: priced as a ${agentClass} with the library's defaults`];
    return [{ agent: defaultAgent(wiring, agentClass, templates, assumptions), name: library2?.name ?? `smolagents ${agentClass} (${path})` }];
  });
  const named = uniqueNames(built.map((agent) => ({ agent, name: constructionName(agent), path: agent.call.path })));
  const all = [...named.map((n) => ({ agent: n.agent, name: n.unique })), ...orphans];
  const library = { renderers: repositoryRenderers(wiring), wrappers: wiring.repository.units.filter((u) => MEMORY_FILE.test(u.path)) };
  const found = all.map(({ agent, name }) => foundAgent(agent, name, built, library));
  const listed = new Set(found.flatMap((a) => [...a.sends.keys()]));
  const unlisted = { kind: "never", reason: "a smolagents tool no agent's tools= lists" };
  for (const id of toolUnits(wiring)) if (!listed.has(id)) for (const agent of found) agent.sends.set(id, unlisted);
  return found;
}
function toolUnits(wiring) {
  return (wiring.repository.toolDefinitions ?? []).filter((d) => d.kind === "class" || !d.plain).flatMap(
    (d) => d.kind === "function" ? [d.unitKey && wiring.here(d.path, d.unitKey)].filter((id) => id !== void 0) : wiring.unitsOf(d.path).filter((u) => u.key.startsWith(`${d.name}.`)).map((u) => u.id)
  );
}
function constructionName(agent) {
  const call = agent.call;
  const label = call.variable ?? call.args.name?.text ?? `at line ${call.line}`;
  return `smolagents ${agent.agentClass} ${label} (${call.path})`;
}
function defaultAgent(wiring, agentClass, templates, assumptions) {
  const { value: tools, reads } = wiring.track(() => withFinalAnswer(wiring));
  return {
    reads: /* @__PURE__ */ new Set([...reads, ...templates.path ? [templates.path] : []]),
    agentClass,
    templates,
    tools,
    managedAgents: [],
    maxSteps: DEFAULT_MAX_STEPS,
    planningInterval: null,
    authorizedImports: authorizedImports(),
    codeBlockTags: ["<code>", "</code>"],
    assumptions
  };
}
var sameCall = (a, b) => a.path === b.path && a.line === b.line && a.callee === b.callee;
function foundAgent(agent, name, built, library) {
  const manager = agent.call && built.find((m) => m.managedAgents.some((x2) => sameCall(x2.call, agent.call)));
  const managedName = manager?.managedAgents.find((x2) => sameCall(x2.call, agent.call))?.name;
  const { parts, errors } = agentRequest2(agent, {
    renderers: library.renderers.renderers,
    managed: managedName ? { name: managedName } : void 0,
    wrappersAreUnits: library.wrappers.length > 0,
    reportOf: (managed) => {
      const own = built.find((b) => b.call && sameCall(b.call, managed.call));
      if (!own) return void 0;
      try {
        return renderTemplate(own.templates.text["managed_agent.report"], { name: managed.name, final_answer: "" });
      } catch {
        return own.templates.text["managed_agent.report"];
      }
    }
  });
  const sends = renderedUnits(agent, (key) => templateDelivery(key, name));
  for (const u of library.wrappers) {
    const wrapper = MEMORY_WRAPPERS.find((w2) => w2.key === u.key);
    if (wrapper) sends.set(u.id, wrapper.delivery);
  }
  const renderer = rendererDeliveries(library.renderers, agent, toolsListed(agent));
  for (const [id, delivery] of renderer.sends) sends.set(id, delivery);
  return {
    name,
    framework: "smolagents",
    sends,
    settings: { ...RUN3, steps: agent.maxSteps, planningInterval: agent.planningInterval },
    ...agent.model ? { model: agent.model } : {},
    ...agent.modelUnread ? { modelUnread: true } : {},
    request: parts,
    reads: agent.reads,
    assumptions: [...agent.assumptions, ...renderer.errors, ...errors]
  };
}
var smolagents = {
  id: "smolagents",
  label: "smolagents",
  sdkModules: { python: ["smolagents"] },
  // `@tool` functions are described by their docstrings; a `Tool` subclass (or a base of the
  // application's own named `...Tool`) by its `description`, its `inputs` describing the parameters,
  // and `forward` returns its output.
  code: {
    python: { toolDecorators: ["tool"], toolClasses: [{ base: /Tool\b/, schemaAttributes: ["inputs"], runMethods: ["forward"] }] },
    // Each construction is an agent, read with its arguments (`tools=`, `managed_agents=`, `max_steps=`).
    recordedCalls: ["CodeAgent", "ToolCallingAgent"],
    // The model classes take `model_id` first.
    modelCallees: {
      python: [
        {
          module: "smolagents",
          names: [
            "LiteLLMModel",
            "InferenceClientModel",
            "HfApiModel",
            "OpenAIServerModel",
            "OpenAIModel",
            "AzureOpenAIServerModel",
            "AzureOpenAIModel",
            "AmazonBedrockServerModel",
            "AmazonBedrockModel",
            "TransformersModel",
            "VLLMModel",
            "MLXModel"
          ]
        }
      ]
    }
  },
  // The library's own layout only: a vendored copy elsewhere is read like any other code.
  files: { globs: ["src/smolagents/memory.py"], extract: memoryUnits },
  findAgents: findSmolagentsAgents,
  // Constructions are read from the syntax tree (calls, bindings, tool definitions); of the text, only
  // a smolagents import, which says the repository uses smolagents.
  readsText: (file) => file.kind.format === "code" && file.kind.language === "python" ? IMPORTS_SMOLAGENTS.exec(file.text)?.[0] : void 0
};

// src/frameworks/swe-agent.ts
var import_yaml4 = __toESM(require_dist(), 1);

// src/frameworks/swe-agent/tool-bundles.ts
var import_yaml3 = __toESM(require_dist(), 1);
var BASH_COMMAND = {
  name: "bash",
  signature: "<command>",
  docstring: "runs the given command directly in bash",
  arguments: [{ name: "command", type: "string", description: "The bash command to execute.", required: true }]
};
var BUNDLE_CONFIG = /(^|\/)tools\/[^/]+\/config\.yaml$/;
function bundleCommands(text2, hidden = []) {
  let config;
  try {
    config = (0, import_yaml3.parse)(text2);
  } catch {
    return void 0;
  }
  const tools = config?.tools;
  if (typeof tools !== "object" || tools === null) return void 0;
  return Object.entries(tools).filter(([name]) => !hidden.includes(name)).map(([name, c]) => ({
    name,
    ...typeof c?.docstring === "string" ? { docstring: c.docstring } : {},
    ...typeof c?.signature === "string" ? { signature: c.signature } : {},
    ...typeof c?.end_name === "string" ? { endName: c.end_name } : {},
    arguments: Array.isArray(c?.arguments) ? c.arguments.map(argumentOf) : []
  }));
}
function argumentOf(a) {
  return {
    name: String(a.name),
    type: String(a.type),
    description: String(a.description ?? ""),
    required: a.required === true,
    ...a.items !== void 0 && a.items !== null ? { items: a.items } : {},
    ...Array.isArray(a.enum) ? { enum: a.enum } : {}
  };
}
function bundleUnits(path, text2) {
  const commands = bundleCommands(text2) ?? [];
  const unit = (key, body) => ({ id: `${path}#${key}`, path, key, role: "tool-description", text: body, lines: lineOf(text2, body), placeholders: [] });
  return commands.flatMap((c) => [
    ...c.docstring ? [unit(`tools.${c.name}.docstring`, c.docstring)] : [],
    // Keyed by the argument's place in the list, so that describing an earlier one renames none.
    ...c.arguments.flatMap((a, i) => a.description ? [unit(`tools.${c.name}.arguments.${i}.description`, a.description)] : [])
  ]);
}
function lineOf(text2, body) {
  const first2 = body.split("\n")[0].trim();
  const at2 = first2 ? text2.indexOf(first2) : -1;
  const line = at2 < 0 ? 1 : text2.slice(0, at2).split("\n").length;
  return [line, line + body.split("\n").length - 1];
}
function functionCallingTool(c) {
  const properties = {};
  const required = [];
  for (const a of c.arguments) {
    properties[a.name] = { type: a.type, description: a.description, ...a.items !== void 0 ? { items: a.items } : {} };
    if (a.required) required.push(a.name);
    if (a.enum && a.enum.length > 0) properties[a.name].enum = a.enum;
  }
  const parameters = Object.keys(properties).length > 0 ? { type: "object", properties, required } : { type: "object" };
  return { type: "function", function: { name: c.name, description: c.docstring ?? "", parameters } };
}
function commandDocs(commands, envVariables) {
  let docs = "";
  for (const c of commands) {
    docs += `${c.name}:
`;
    if (c.docstring !== void 0) docs += `  docstring: ${pythonFormat(c.docstring, stringsOf(envVariables))}
`;
    docs += `  signature: ${c.signature ?? signatureOf(c)}
`;
    if (c.arguments.length > 0) {
      docs += "  arguments:\n";
      for (const a of c.arguments) docs += `    - ${a.name} (${a.type}) [${a.required ? "required" : "optional"}]: ${a.description}
`;
    }
    docs += "\n";
  }
  return docs;
}
function signatureOf(c) {
  const args = c.endName === void 0 ? c.arguments : c.arguments.slice(0, -1);
  const signature = c.name + args.map((a) => a.required ? ` <${a.name}>` : ` [<${a.name}>]`).join("");
  return c.endName === void 0 ? signature : `${signature}
${c.arguments.at(-1)?.name ?? ""}
${c.endName}`;
}
function stringsOf(values) {
  return Object.fromEntries(Object.entries(values).map(([k, v2]) => [k, v2 === true ? "True" : v2 === false ? "False" : v2 === null ? "None" : String(v2)]));
}
function bundleFiles(files) {
  return new Map(files.filter((f) => BUNDLE_CONFIG.test(f.path) && f.content.kind === "text").map((f) => [f.path, f.content.text]));
}

// src/frameworks/swe-agent/config-request.ts
var ENV_VARIABLES = { PAGER: "cat", MANPAGER: "cat", LESS: "-R", PIP_PROGRESS_BAR: "off", TQDM_DISABLE: "1", GIT_PAGER: "cat" };
var NEXT_STEP = "Observation: {{observation}}";
var TRUNCATED = "Observation: {{observation[:max_observation_length]}}<response clipped><NOTE>Observations should not exceeded {{max_observation_length}} characters. {{elided_chars}} characters were elided. Please try a different command that produces less output or use head/tail/grep/redirect the output to a file. Do not use interactive pagers.</NOTE>";
var STATE = { working_dir: "/testbed", open_file: "n/a" };
var RENDERED_TEMPLATES = [
  { key: "system_template", delivery: { kind: "every-request" } },
  { key: "instance_template", delivery: { kind: "start" } },
  { key: "next_step_template", delivery: { kind: "per-step" } },
  { key: "next_step_no_output_template", delivery: { kind: "per-step", instead: { output: "empty" } } },
  // 100,000 characters, about 25,000 tokens at o200k's 4 characters a token.
  { key: "next_step_truncated_observation_template", delivery: { kind: "per-step", instead: { output: "truncated", aboveTokens: 25e3 } } }
];
function configRequest(config, bundleText) {
  const agent = config?.agent ?? {};
  const templates = agent.templates ?? {};
  const tools = agent.tools ?? {};
  const assumptions = [];
  const commands = tools.enable_bash_tool === false ? [] : [BASH_COMMAND];
  const bundles = [];
  const hiddenTools = /* @__PURE__ */ new Map();
  for (const bundle of tools.bundles ?? []) {
    const path = `${String(bundle.path).replace(/\/+$/, "")}/config.yaml`;
    const text3 = bundleText(path);
    const hidden = Array.isArray(bundle.hidden_tools) ? bundle.hidden_tools.map(String) : [];
    const found = text3 === void 0 ? void 0 : bundleCommands(text3, hidden);
    if (found) {
      commands.push(...found);
      bundles.push(path);
      hiddenTools.set(path, new Set(hidden));
    } else assumptions.push(`the tool bundle ${String(bundle.path)} is not in the repository: its commands are priced as nothing`);
  }
  const env = tools.env_variables ?? ENV_VARIABLES;
  let docs = "";
  try {
    docs = commandDocs(commands, env);
  } catch (error) {
    assumptions.push(`the command docs could not be written (${error.message}): priced as empty`);
  }
  const functionCalling = (tools.parse_function?.type ?? "function_calling") === "function_calling";
  const system = { command_docs: docs, ...env, problem_statement: "", repo: "" };
  const variables = { ...system, ...STATE };
  const step = { ...variables, observation: "", elided_chars: 0, max_observation_length: templates.max_observation_length ?? 1e5 };
  const text2 = (key) => {
    const own = templates[key];
    if (typeof own === "string") return own;
    if (key === "next_step_no_output_template") return text2("next_step_template");
    return key === "next_step_template" ? NEXT_STEP : key === "next_step_truncated_observation_template" ? TRUNCATED : "";
  };
  const render = (key, values) => {
    try {
      return renderJinja2(text2(key), values, "lenient");
    } catch (error) {
      assumptions.push(`${key} could not be rendered (${error.message}): priced as written`);
      return text2(key);
    }
  };
  const parts = [];
  const delivered = /* @__PURE__ */ new Map();
  let commandDelivery = { kind: "never", reason: "the config shows the model no command docs" };
  for (const { key, delivery } of RENDERED_TEMPLATES) {
    const isStep = key.startsWith("next_step");
    let rendered = render(key, isStep ? step : key === "system_template" ? system : variables);
    if (key === "instance_template" && typeof templates.strategy_template === "string") rendered += `
${render("strategy_template", variables)}`;
    if (rendered === "" && !isStep) continue;
    parts.push({ key, delivery, text: rendered, ...key === "instance_template" ? { carriesTask: true } : {} });
    delivered.set(key, delivery);
    if (/\{\{-?\s*command_docs\b/.test(text2(key)) && commandDelivery.kind === "never") commandDelivery = delivery;
  }
  if (typeof templates.strategy_template === "string") delivered.set("strategy_template", { kind: "start" });
  if (functionCalling && commands.length > 0) {
    parts.push({ key: "tools", delivery: { kind: "every-request" }, text: JSON.stringify(commands.map(functionCallingTool)) });
    commandDelivery = { kind: "every-request" };
  }
  return { parts, templates: delivered, commandDelivery, bundles, hidden: hiddenTools, assumptions };
}

// src/frameworks/swe-agent.ts
var TEMPLATES = "agent.templates.";
var DELIVERIES = {
  "agent.templates.system_template": { kind: "every-request" },
  // Setup puts these in the history once; `last_n_observations` never elides them.
  "agent.templates.instance_template": { kind: "start" },
  "agent.templates.strategy_template": { kind: "start" },
  "agent.templates.demonstration_template": { kind: "start" },
  // One of these wraps each step's observation, replayed from then on: the quadratic term. An empty
  // observation takes the no-output template, one past `max_observation_length` (100,000 characters,
  // about 25,000 tokens at o200k's 4 characters a token) the truncated one (agents.py:714-746).
  "agent.templates.next_step_template": { kind: "per-step" },
  "agent.templates.next_step_no_output_template": { kind: "per-step", instead: { output: "empty" } },
  "agent.templates.next_step_truncated_observation_template": { kind: "per-step", instead: { output: "truncated", aboveTokens: 25e3 } },
  // Sent with the requery after a bad action; "the records of the mistakes will not be part of the history".
  "agent.tools.format_error_template": { kind: "on-failure" },
  "agent.tools.filter.blocklist_error_template": { kind: "on-failure" },
  "agent.templates.shell_check_error_template": { kind: "on-failure" },
  // Only the step whose command timed out is wrapped in it: a failure the scenario counts
  // (failures_per_run), not a wrapper of every step; it stays in the history.
  "agent.templates.command_cancelled_timeout_template": { kind: "on-failure", replayed: true }
};
function sweAgentDelivery(key) {
  const known2 = DELIVERIES[key];
  if (known2) return known2;
  if (key.startsWith("agent.tools.registry_variables.")) return { kind: "on-trigger", what: "the tool that returns it runs (submit)" };
  return void 0;
}
function historyPolicy(config) {
  const processors = config?.agent?.history_processors;
  if (!Array.isArray(processors)) return void 0;
  for (const p of processors) {
    if (typeof p !== "object" || p === null || p.type !== "last_n_observations") continue;
    const n = p.n;
    if (typeof n === "number" && Number.isInteger(n) && n >= 0) return { type: "window", keepLastSteps: n, markerTokens: 10 };
  }
  return void 0;
}
function cacheLayoutOf(config) {
  const processors = config?.agent?.history_processors;
  if (!Array.isArray(processors)) return NO_BREAKPOINTS;
  const processor = processors.find((p) => typeof p === "object" && p !== null && p.type === "cache_control");
  if (!processor) return NO_BREAKPOINTS;
  const n = processor.last_n_messages ?? 2;
  if (typeof n !== "number" || !Number.isInteger(n) || n <= 0) return NO_BREAKPOINTS;
  return [{ at: "last-messages", count: Math.min(n, MAX_BREAKPOINTS) }];
}
function findSweAgentAgents(repository) {
  const byPath = /* @__PURE__ */ new Map();
  for (const u of repository.units) if (/\.ya?ml$/i.test(u.path)) byPath.set(u.path, [...byPath.get(u.path) ?? [], u]);
  const bundles = bundleFiles(repository.files ?? []);
  const bundleUnits2 = repository.units.filter((u) => BUNDLE_CONFIG.test(u.path));
  const agents = [];
  for (const [path, units] of byPath) {
    if (!units.some((u) => u.key.startsWith(TEMPLATES))) continue;
    const config = configOf(repository, path);
    const request = configRequest(config, (bundle) => bundles.get(bundle));
    const sends = /* @__PURE__ */ new Map();
    for (const u of units) {
      const delivery = unitDelivery(u.key, config, request);
      if (delivery) sends.set(u.id, delivery);
    }
    const loaded = new Set(request.bundles);
    for (const u of bundleUnits2) {
      const hidden = request.hidden.get(u.path)?.has(u.key.split(".")[1]) ?? false;
      const commands = !loaded.has(u.path) ? { kind: "never", reason: "a tool bundle this config does not load" } : hidden ? { kind: "never", reason: "one of the bundle's hidden_tools" } : request.commandDelivery;
      sends.set(u.id, commands.kind === "never" ? commands : { kind: "rendered", as: commands });
    }
    const policy = historyPolicy(config);
    const usesState = request.parts.some((p) => p.key !== "tools") && /\{\{-?\s*(working_dir|open_file)\b/.test(units.map((u) => u.text).join("\n"));
    agents.push({
      name: `SWE-agent ${path}`,
      framework: "SWE-agent",
      sends,
      settings: { cacheBreakpoints: cacheLayoutOf(config), ...policy ? { policy } : {} },
      request: request.parts,
      reads: /* @__PURE__ */ new Set([path, ...request.bundles]),
      assumptions: [...request.assumptions, ...usesState ? ["the state is rendered as a SWE-bench run starts in it: working_dir /testbed, open_file n/a"] : []]
    });
  }
  return agents;
}
function unitDelivery(key, config, request) {
  const demosInHistory = config?.agent?.templates?.put_demos_in_history === true;
  if (demosInHistory && key === "agent.templates.demonstration_template") return { kind: "never", reason: "put_demos_in_history adds the demonstration without it" };
  const rendered = key.startsWith(TEMPLATES) ? request.templates.get(key.slice(TEMPLATES.length)) : void 0;
  return rendered ? { kind: "rendered", as: rendered } : sweAgentDelivery(key);
}
function configOf(repository, path) {
  const file = repository.files?.find((f) => f.path === path);
  if (file?.content.kind !== "text") return void 0;
  try {
    return (0, import_yaml4.parse)(file.content.text, { merge: true });
  } catch {
    return void 0;
  }
}
var sweAgent = {
  id: "swe-agent",
  label: "SWE-agent",
  // A tool bundle's config: its commands' docstrings and argument descriptions.
  files: { globs: ["tools/*/config.yaml"], extract: bundleUnits },
  findAgents: findSweAgentAgents,
  // A config is rendered from the file itself (templates, tools, history processors), and the bundles it loads from theirs.
  readsText: (file, units) => /\.ya?ml$/i.test(file.path) && units.some((u) => u.key.startsWith(TEMPLATES)) || BUNDLE_CONFIG.test(file.path) ? file.text : void 0
};

// src/frameworks/sdk-modules.ts
var GENERIC_SDK_MODULES = {
  python: [
    "openai",
    "anthropic",
    "litellm",
    "google.genai",
    "google.generativeai",
    "vertexai",
    "mistralai",
    "cohere",
    "groq",
    "ollama",
    "instructor",
    "outlines",
    "guidance",
    "llm"
  ],
  javascript: [
    "openai",
    "@anthropic-ai/*",
    "@google/genai",
    "@google/generative-ai",
    "@mistralai/mistralai",
    "cohere-ai",
    "groq-sdk",
    "ollama"
  ]
};
var UNPROFILED_FRAMEWORK_MODULES = {
  python: ["griptape", "controlflow", "camel", "letta", "langroid", "mirascope", "magentic", "atomic_agents", "strands", "beeai_framework"],
  javascript: []
};

// src/frameworks/windsurf.ts
var LABEL10 = "Windsurf";
var LEGACY_RULES_CAP = 6e3;
var RULE_CAP = 12e3;
function windsurfFile(path) {
  if (path === ".windsurfrules") return "legacy";
  if (path.endsWith("/.windsurfrules")) return "nested-legacy";
  const scope = scopeOf(path, ".windsurf");
  if (scope === void 0) return void 0;
  const inner = path.slice(scope === "" ? 0 : scope.length + 1);
  return inner.startsWith(".windsurf/rules/") ? "rule" : inner.startsWith(".windsurf/workflows/") ? "workflow" : void 0;
}
var windsurf = {
  id: "windsurf",
  label: LABEL10,
  files: { globs: [".windsurfrules", "**/.windsurf/rules/**", "**/.windsurf/workflows/**/*.md"], extract: windsurfUnits },
  findAgents: windsurfAgents
};
function windsurfUnits(path, text2) {
  const kind = windsurfFile(path);
  if (kind === "nested-legacy") return [partUnit({ path, line: 1 }, "", "instructions", text2)];
  if (kind === "legacy") return cappedUnits({ path, line: 1 }, "", "instructions", text2, LEGACY_RULES_CAP, "characters");
  const fm = splitFrontmatter(text2);
  const origin = { path, line: fm.bodyLine, frontmatter: fm.data };
  if (kind === "workflow") return [partUnit(origin, "", "template", fm.body)];
  const body = cappedUnits(origin, "", "instructions", fm.body, RULE_CAP, "characters");
  const description = stringField(fm.data, "description");
  if (trigger(fm.data) !== "model_decision" || description === void 0) return body;
  return [partUnit({ path, line: 1, frontmatter: fm.data }, "description", "instructions", description), ...body];
}
function trigger(frontmatter) {
  return stringField(frontmatter, "trigger") ?? "always_on";
}
function windsurfAgents({ units }) {
  const own = units.filter((u) => windsurfFile(u.path) !== void 0);
  if (own.length === 0) return [];
  const sends = new Map(own.map((u) => [u.id, deliveryOf5(u, windsurfFile(u.path))]));
  for (const u of agentsMdUnits(units)) sends.set(u.id, agentsMdDelivery(u, (dir) => ({ kind: "while-matching", paths: [`${dir}/**`] })));
  return [{ name: LABEL10, framework: LABEL10, sends, settings: {} }];
}
function deliveryOf5(unit, kind) {
  if (kind === "nested-legacy") return { kind: "never", reason: "Windsurf reads .windsurfrules at the workspace root only" };
  if (unit.key === pastCapKey("")) {
    const limit = kind === "legacy" ? `${groupedNumber(LEGACY_RULES_CAP)}-character .windsurfrules limit` : `${groupedNumber(RULE_CAP)}-character rule limit`;
    return { kind: "never", reason: `past Windsurf's ${limit}`, cap: "characters" };
  }
  if (kind === "legacy") return { kind: "every-request" };
  const name = stem(unit.path);
  if (kind === "workflow") return { kind: "invoked", name };
  const scope = scopeOf(unit.path, ".windsurf");
  switch (trigger(unit.frontmatter)) {
    case "model_decision":
      return unit.key === "description" ? { kind: "every-request" } : { kind: "invoked", name };
    case "glob": {
      const globs = globsField(unit.frontmatter, "globs");
      return { kind: "while-matching", paths: scope === "" ? globs : globs.map((g2) => `${scope}/${g2}`) };
    }
    case "manual":
      return { kind: "invoked", name };
    default:
      return scope === "" ? { kind: "every-request" } : { kind: "while-matching", paths: [`${scope}/**`] };
  }
}

// src/frameworks/registry.ts
var PROFILES = [
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
  mcp
];
var CODE_FRAMEWORKS = [
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
  mastra
];
var FRAMEWORKS = [...PROFILES, ...CODE_FRAMEWORKS];
function sdkModules(profiles = FRAMEWORKS) {
  const of = (language) => [
    .../* @__PURE__ */ new Set([...GENERIC_SDK_MODULES[language], ...UNPROFILED_FRAMEWORK_MODULES[language], ...profiles.flatMap((p) => p.sdkModules?.[language] ?? [])])
  ];
  return { python: of("python"), javascript: of("javascript") };
}
function codeRules(frameworks = FRAMEWORKS) {
  return mergeCodeRules(frameworks.flatMap((f) => f.code ? [f.code] : []));
}
function profileFileRules(profiles = PROFILES) {
  return profiles.flatMap((p) => p.files ? [{ profile: p.id, globs: p.files.globs }] : []);
}
function profileExtractors(profiles = PROFILES) {
  return new Map(profiles.flatMap((p) => p.files ? [[p.id, (path, text2) => p.files.extract(path, text2)]] : []));
}
function extractOptions(files, profiles = PROFILES, codeOnly = CODE_FRAMEWORKS) {
  const options = extractOptionsFor(false, profiles, codeOnly);
  return { ...options, repositoryTalksToModel: repositoryTalksToModel(files, options.sdkModules) };
}
function extractOptionsFor(talksToModel2, profiles = PROFILES, codeOnly = CODE_FRAMEWORKS) {
  const frameworks = [...profiles, ...codeOnly];
  const readers = profiles.flatMap((p) => p.readsText ? [p.readsText] : []);
  return {
    sdkModules: sdkModules(frameworks),
    codeRules: codeRules(frameworks),
    repositoryTalksToModel: talksToModel2,
    frameworkExtractors: profileExtractors(profiles),
    keepsText: (file, units) => {
      const wanted = new Set(readers.map((reads) => reads(file, units)).filter((t) => t !== void 0));
      return wanted.size === 0 ? void 0 : wanted.size === 1 ? [...wanted][0] : file.text;
    }
  };
}
function extractOptionsEachWay() {
  const plain = extractOptionsFor(false);
  const talking = { ...plain, repositoryTalksToModel: true };
  return (talks) => talks ? talking : plain;
}

// src/pipeline/code-parsers.ts
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// src/extract/code/unicode-names.ts
var unicodeName;
function useUnicodeNames(library) {
  unicodeName = library;
}
var names2;
var aliases;
var LAST_CODE_POINT = 1114111;
var isSurrogate = (cp) => cp >= 55296 && cp <= 57343;
function characterNamed(name) {
  const wanted = name.trim().toUpperCase();
  if (!unicodeName) throw new Error("Unicode character names were not loaded (useUnicodeNames)");
  const { unicodeAliases, unicodeBaseName } = unicodeName;
  names2 ??= table((cp) => {
    const n = unicodeBaseName(cp);
    return n ? [n] : [];
  });
  const found = names2.get(wanted) ?? (aliases ??= table((cp) => Object.values(unicodeAliases(cp) ?? {}).flat())).get(wanted);
  return found === void 0 ? void 0 : String.fromCodePoint(found);
}
function table(namesOf) {
  const out = /* @__PURE__ */ new Map();
  for (let cp = 0; cp <= LAST_CODE_POINT; cp++) {
    if (isSurrogate(cp)) continue;
    for (const n of namesOf(cp)) if (!out.has(n)) out.set(n, cp);
  }
  return out;
}

// src/pipeline/code-parsers.ts
var GRAMMAR_FILES = {
  python: "tree-sitter-python.wasm",
  typescript: "tree-sitter-typescript.wasm",
  tsx: "tree-sitter-tsx.wasm",
  javascript: "tree-sitter-javascript.wasm"
};
var RUNTIME_FILE = "web-tree-sitter.js";
var ALL_LANGUAGES = Object.keys(GRAMMAR_FILES);
async function loadCodeParsers(languages = ALL_LANGUAGES, unicodeNames2 = true) {
  const wanted = [...new Set(languages)].sort();
  if (unicodeNames2 && wanted.includes("python")) await loadUnicodeNames();
  const key = wanted.join(" ");
  let parsers = loadedParsers.get(key);
  if (!parsers) {
    parsers = parsersOf(wanted);
    loadedParsers.set(key, parsers);
  }
  return parsers;
}
var loadedParsers = /* @__PURE__ */ new Map();
async function parsersOf(wanted) {
  const loaded = new Map(await Promise.all(wanted.map(async (language) => [language, await grammar(language)])));
  const parser = await newParser();
  return {
    parse(language, text2) {
      const grammar2 = loaded.get(language);
      if (!grammar2) throw new Error(`the ${language} grammar was not loaded: loadCodeParsers was asked for ${wanted.join(", ")}`);
      parser.setLanguage(grammar2);
      const tree = parser.parse(text2);
      if (!tree) throw new Error(`tree-sitter could not parse this ${language} file`);
      return { root: tree.rootNode, delete: () => tree.delete() };
    }
  };
}
async function parsersFor(snapshots) {
  const languages = /* @__PURE__ */ new Set();
  let namedEscapes = false;
  for (const snapshot of snapshots) {
    for (const file of snapshot.files) {
      if (file.kind.format !== "code" || file.content.kind !== "text") continue;
      languages.add(file.kind.language);
      if (file.kind.language === "python" && file.content.text.includes("\\N{")) namedEscapes = true;
    }
  }
  return languages.size > 0 ? loadCodeParsers(languages, namedEscapes) : void 0;
}
function parsersForFile(language, text2) {
  return loadCodeParsers([language], language === "python" && text2.includes("\\N{"));
}
var unicodeNames;
function loadUnicodeNames() {
  unicodeNames ??= import("./src-WQAOXZX3.js").then(useUnicodeNames);
  return unicodeNames;
}
function runtimePaths() {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), "wasm");
  if (existsSync(join(bundled, RUNTIME_FILE))) return { runtime: join(bundled, RUNTIME_FILE), grammars: bundled };
  const require2 = createRequire(import.meta.url);
  return {
    runtime: join(dirname(require2.resolve("web-tree-sitter/web-tree-sitter.wasm")), RUNTIME_FILE),
    grammars: join(dirname(require2.resolve("@vscode/tree-sitter-wasm/package.json")), "wasm")
  };
}
var importFile = new Function("url", "return import(url)");
var runtime;
var grammars = /* @__PURE__ */ new Map();
function loadRuntime() {
  runtime ??= (async () => {
    const paths = runtimePaths();
    const { Parser, Language } = await importFile(pathToFileURL(paths.runtime).href);
    await Parser.init();
    return { Parser, Language, grammars: paths.grammars };
  })();
  return runtime;
}
function grammar(language) {
  let loading = grammars.get(language);
  if (!loading) {
    loading = loadRuntime().then(({ Language, grammars: dir }) => Language.load(join(dir, GRAMMAR_FILES[language])));
    grammars.set(language, loading);
  }
  return loading;
}
async function newParser() {
  const { Parser } = await loadRuntime();
  return new Parser();
}

// src/extract/code/call-labels.ts
function assignedName(call) {
  let node = call;
  for (let depth = 0; node && depth < 6; depth++, node = node.parent) {
    const parent = node.parent;
    if (!parent) return void 0;
    if (parent.type === "assignment" || parent.type === "variable_declarator") {
      const left = parent.childForFieldName("left") ?? parent.childForFieldName("name");
      return left && /^[\w.]+$/.test(left.text) ? left.text : void 0;
    }
    if (parent.type === "pair" || parent.type === "keyword_argument") {
      const key = parent.childForFieldName("key") ?? parent.childForFieldName("name");
      return key?.text.replace(/^["'`]|["'`]$/g, "");
    }
    if (!["await", "await_expression", "parenthesized_expression", "call", "call_expression", "argument_list", "arguments", "subscript", "type", "type_parameter", "generic_type"].includes(parent.type)) return void 0;
  }
  return void 0;
}
function contentBlocks(node, evaluate) {
  if (node.type !== "list" && node.type !== "array") return void 0;
  const texts = [];
  for (const block of node.namedChildren) {
    if (!block || block.type !== "dictionary" && block.type !== "object") return void 0;
    let text2;
    for (const pair of block.namedChildren) {
      if (pair?.type !== "pair") continue;
      const key = pair.childForFieldName("key")?.text.replace(/^["'`]|["'`]$/g, "");
      const value = pair.childForFieldName("value");
      if (key === "text" && value && evaluate) text2 = evaluate(value);
    }
    if (!text2) return void 0;
    texts.push(text2);
  }
  return texts.length ? { text: texts.map((t) => t.text).join("\n"), placeholders: texts.flatMap((t) => t.placeholders) } : void 0;
}
function argumentRole(callee, argument2, rules) {
  const special = rules.argumentRoles.find((r) => r.argument === argument2 && r.callee.test(callee));
  if (special) return special.role ?? void 0;
  return rules.promptArguments[argument2] ?? PROMPT_ARGUMENTS[argument2];
}
function messageRole(role) {
  const r = role.toLowerCase();
  if (r === "system" || r === "developer") return "system";
  if (r === "assistant" || r === "ai") return "example";
  return "template";
}
function messageKey(scope, role) {
  return [...scope, `messages[${role}]`].join(".");
}

// src/extract/code/indentation.ts
var PY_SPACE2 = "[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";
var LEADING_PY_SPACE = new RegExp(`^${PY_SPACE2}+`);
function dedent2(text2) {
  const lines = text2.split("\n").map((l3) => /^[ \t]+$/.test(l3) ? "" : l3);
  let margin;
  for (const line of lines) {
    const indent2 = /^([ \t]*)[^ \t]/.exec(line)?.[1];
    if (indent2 === void 0) continue;
    if (margin === void 0 || margin.startsWith(indent2)) margin = indent2;
    else if (!indent2.startsWith(margin)) {
      let i = 0;
      while (i < margin.length && margin[i] === indent2[i]) i++;
      margin = margin.slice(0, i);
    }
  }
  if (!margin) return lines.join("\n");
  return lines.map((l3) => l3.startsWith(margin) ? l3.slice(margin.length) : l3).join("\n");
}
function cleandoc(text2) {
  const lines = expandTabs(text2).split("\n");
  let margin = Number.POSITIVE_INFINITY;
  for (const line of lines.slice(1)) {
    const content = line.replace(LEADING_PY_SPACE, "").length;
    if (content) margin = Math.min(margin, line.length - content);
  }
  lines[0] = lines[0].replace(LEADING_PY_SPACE, "");
  if (margin !== Number.POSITIVE_INFINITY) for (let i = 1; i < lines.length; i++) lines[i] = lines[i].slice(margin);
  while (lines.length && lines.at(-1) === "") lines.pop();
  while (lines.length && lines[0] === "") lines.shift();
  return lines.join("\n");
}
function expandTabs(text2) {
  if (!text2.includes("	")) return text2;
  let out = "";
  let column = 0;
  for (const ch of text2) {
    if (ch === "	") {
      const spaces = 8 - column % 8;
      out += " ".repeat(spaces);
      column += spaces;
    } else {
      out += ch;
      column = ch === "\n" || ch === "\r" ? 0 : column + 1;
    }
  }
  return out;
}

// src/extract/code/concatenation.ts
function concatenation(node, type, evaluate) {
  const parts = [];
  let current = node;
  while (current && current.type === type && current.childForFieldName("operator")?.text === "+") {
    const right = current.childForFieldName("right");
    if (right) parts.push(right);
    current = current.childForFieldName("left");
  }
  if (current) parts.push(current);
  parts.reverse();
  let text2 = "";
  const placeholders = [];
  let statics = 0;
  for (const part of parts) {
    const value = part.type === type ? void 0 : evaluate(part);
    if (value) {
      text2 += value.text;
      placeholders.push(...value.placeholders);
      statics++;
    } else {
      placeholders.push(part.text);
    }
  }
  return statics > 0 ? { text: text2, placeholders: [...new Set(placeholders)] } : void 0;
}
function isChainTop(node, type) {
  const plus = (n) => n?.type === type && n.childForFieldName("operator")?.text === "+";
  return plus(node) && !plus(node.parent);
}

// src/extract/code/static-text.ts
function eitherBranch(yes, no, yesSource, noSource) {
  if (yes && no) return yes.text.length >= no.text.length ? yes : no;
  const known2 = yes ?? no;
  return known2 && { ...known2, placeholders: [...known2.placeholders, yes ? noSource : yesSource] };
}

// src/extract/structured.ts
var import_yaml7 = __toESM(require_dist(), 1);

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text2, ignoreTrivia = false) {
  const len = text2.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text2.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text2.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text2.length && text2.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
        while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text2.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text2.length && (text2.charCodeAt(pos) === 69 || text2.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text2.length && text2.charCodeAt(pos) === 43 || text2.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
        while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text2.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text2.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text2.charCodeAt(pos);
      if (ch === 34) {
        result += text2.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text2.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text2.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text2.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text2.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text2.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text2.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text2.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text2.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text2.substring(start, pos);
          return token = 12;
        }
        if (text2.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text2.charCodeAt(pos);
            if (ch === 42 && text2.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text2.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text2.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text2.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text2.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text2.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_2, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_2, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function visit(text2, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text2, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg4) => suppressedCallbacks === 0 && visitFunction(arg4, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg4) => suppressedCallbacks === 0 && visitFunction(arg4, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var visit2 = visit;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));

// src/extract/json-document.ts
var import_yaml5 = __toESM(require_dist(), 1);
function jsonDocument(text2) {
  const first2 = text2.search(/\S/);
  if (first2 < 0 || text2[first2] !== "{" && text2[first2] !== "[" || /\r(?!\n)/.test(text2) || !isStrictJson(text2)) return void 0;
  const lineCounter = new import_yaml5.LineCounter();
  lineCounter.addNewLine(0);
  for (let at2 = text2.indexOf("\n"); at2 >= 0; at2 = text2.indexOf("\n", at2 + 1)) lineCounter.addNewLine(at2 + 1);
  const doc = new import_yaml5.Document(void 0, { merge: true });
  let root;
  const open = [];
  let failed = false;
  const add = (node) => {
    const parent = open.at(-1);
    if (!parent) root = node;
    else if (parent.node instanceof import_yaml5.YAMLSeq) parent.node.items.push(node);
    else {
      parent.node.items.push(new import_yaml5.Pair(parent.key, node));
      parent.key = void 0;
    }
  };
  const nodeEnd = (valueEnd) => open.at(-1)?.node instanceof import_yaml5.YAMLSeq ? nextToken(text2, valueEnd) : pastLineEnd(text2, valueEnd);
  const opened = (node, offset) => {
    node.flow = true;
    node.range = [offset, offset, offset];
    add(node);
    open.push({ node, keys: /* @__PURE__ */ new Set() });
  };
  const closed = (end) => {
    const { node } = open.pop();
    node.range = [node.range[0], end, nodeEnd(end)];
  };
  const scalar2 = (value, offset, length) => {
    const node = new import_yaml5.Scalar(value);
    node.type = typeof value === "string" ? import_yaml5.Scalar.QUOTE_DOUBLE : import_yaml5.Scalar.PLAIN;
    node.range = [offset, offset + length, nodeEnd(offset + length)];
    return node;
  };
  try {
    visit2(
      text2,
      {
        onObjectBegin: (offset) => opened(new import_yaml5.YAMLMap(doc.schema), offset),
        onObjectProperty: (property, offset, length) => {
          const parent = open.at(-1);
          if (parent.keys.has(property)) failed = true;
          parent.keys.add(property);
          parent.key = scalar2(property, offset, length);
        },
        onObjectEnd: (offset, length) => closed(offset + length),
        onArrayBegin: (offset) => opened(new import_yaml5.YAMLSeq(doc.schema), offset),
        onArrayEnd: (offset, length) => closed(offset + length),
        onLiteralValue: (value, offset, length) => add(scalar2(value, offset, length)),
        onError: () => {
          failed = true;
        }
      },
      { disallowComments: true, allowTrailingComma: false }
    );
  } catch (error) {
    if (error instanceof RangeError) return void 0;
    throw error;
  }
  if (failed || !root) return void 0;
  doc.contents = root;
  return { doc, lineCounter };
}
function nextToken(text2, from) {
  let at2 = from;
  while (at2 < text2.length && (text2[at2] === " " || text2[at2] === "	" || text2[at2] === "\n" || text2[at2] === "\r")) at2++;
  return at2;
}
function pastLineEnd(text2, from) {
  let at2 = from;
  while (text2[at2] === " " || text2[at2] === "	") at2++;
  if (text2[at2] === "\r" && text2[at2 + 1] === "\n") return at2 + 2;
  return text2[at2] === "\n" ? at2 + 1 : at2;
}
function isStrictJson(text2) {
  try {
    JSON.parse(text2);
    return true;
  } catch {
    return false;
  }
}

// src/extract/config-models.ts
var import_yaml6 = __toESM(require_dist(), 1);

// src/extract/code/model-callees.ts
var PROVIDER_METHODS = /* @__PURE__ */ new Set(["chat", "responses", "completion", "languageModel", "messages"]);
var known = (table2, separator, module, name) => table2.some((c) => c.names.includes(name) && (module === c.module || module.startsWith(c.module + separator)));
function pythonModelCallees(root, callees) {
  const imports = pythonImports2(root);
  return (call) => {
    let fn = call.childForFieldName("function");
    if (fn?.type === "subscript") fn = fn.childForFieldName("value");
    if (fn?.type !== "identifier" && fn?.type !== "attribute") return false;
    const [first2, ...rest] = fn.text.replace(/\s+/g, "").split(".");
    const base = first2 === void 0 ? void 0 : imports.get(first2);
    if (!base) return false;
    const qualified = [base, ...rest].join(".").split(".");
    return known(callees, ".", qualified.slice(0, -1).join("."), qualified.at(-1));
  };
}
function pythonImports2(root) {
  const names3 = /* @__PURE__ */ new Map();
  for (const statement of root.descendantsOfType(["import_from_statement", "import_statement"])) {
    if (!statement) continue;
    const module = statement.type === "import_from_statement" ? statement.childForFieldName("module_name") : void 0;
    if (module && module.type !== "dotted_name") continue;
    for (const imported of statement.childrenForFieldName("name")) {
      const dotted = imported?.type === "aliased_import" ? imported.childForFieldName("name") : imported;
      const alias = imported?.type === "aliased_import" ? imported.childForFieldName("alias")?.text : void 0;
      if (!dotted) continue;
      if (module) names3.set(alias ?? dotted.text, `${module.text}.${dotted.text}`);
      else if (alias) names3.set(alias, dotted.text);
      else names3.set(dotted.text.split(".")[0], dotted.text.split(".")[0]);
    }
  }
  return names3;
}
function javascriptModelCallees(root, evaluate, rules) {
  const imports = javascriptImports2(root, evaluate);
  const providers = modelProviders(root, imports, rules.providerPackages);
  return (call) => {
    const fn = call.childForFieldName("function");
    if (fn?.type === "member_expression") return PROVIDER_METHODS.has(fn.childForFieldName("property")?.text ?? "") && providers.has(fn.childForFieldName("object")?.text ?? "");
    if (fn?.type !== "identifier") return false;
    const imported = imports.get(fn.text);
    return providers.has(fn.text) || imported !== void 0 && known(rules.callees, "/", imported.module, imported.name);
  };
}
function javascriptImports2(root, evaluate) {
  const names3 = /* @__PURE__ */ new Map();
  for (const statement of root.namedChildren) {
    const source = statement?.type === "import_statement" ? statement.childForFieldName("source") : void 0;
    const module = source && evaluate(source)?.text;
    if (!statement || !module) continue;
    for (const specifier of statement.descendantsOfType("import_specifier")) {
      const name = specifier?.childForFieldName("name");
      const local = specifier?.childForFieldName("alias") ?? name;
      if (name && local) names3.set(local.text, { module, name: name.text });
    }
  }
  return names3;
}
function modelProviders(root, imports, packages) {
  const names3 = new Set([...imports].filter(([, { module }]) => packages.some((p) => module.startsWith(p))).map(([local]) => local));
  for (const declarator of root.descendantsOfType("variable_declarator")) {
    const value = declarator?.childForFieldName("value");
    const callee = value?.type === "call_expression" ? value.childForFieldName("function")?.text : void 0;
    const name = declarator?.childForFieldName("name");
    if (callee && /^create[A-Z]/.test(callee) && names3.has(callee) && name?.type === "identifier") names3.add(name.text);
  }
  return names3;
}

// src/extract/code/model-names.ts
var MODEL_KEYS = /* @__PURE__ */ new Set(["model", "model_id", "model_name", "modelId", "modelName"]);
function looksLikeModelId(text2) {
  return text2.length <= 120 && /^[A-Za-z0-9][\w.:@/+-]*$/.test(text2) && /[A-Za-z]/.test(text2);
}
var NO_PROVIDER = /* @__PURE__ */ new Set(["test"]);
function modelId(node, evaluate) {
  const value = evaluate(node);
  return value && value.placeholders.length === 0 && looksLikeModelId(value.text) && !NO_PROVIDER.has(value.text) ? value.text : void 0;
}
var reference = (path, id, at2) => ({ id, path, line: at2.startPosition.row + 1 });
function stringConstants(root, declarations) {
  const constants = /* @__PURE__ */ new Map();
  for (const statement of root.namedChildren) {
    if (!statement) continue;
    for (const [name, value] of declarations(statement)) if (name?.type === "identifier" && value) constants.set(name.text, value);
  }
  return constants;
}
function valueId(value, constants, evaluate) {
  const literal2 = value.type === "identifier" ? constants.get(value.text) : value;
  const id = literal2 && modelId(literal2, evaluate);
  return id && literal2 ? [id, literal2] : void 0;
}
function inList(node) {
  const parent = node.parent;
  return parent?.type === "list" || parent?.type === "tuple" || parent?.type === "array";
}
function firstArgument(call) {
  return call.childForFieldName("arguments")?.namedChildren.find((a) => a?.type !== "comment");
}
function pythonModelNames(path, root, evaluate, rules) {
  const constants = stringConstants(root, (statement) => {
    const assignment = statement.type === "expression_statement" ? statement.namedChildren[0] : void 0;
    return assignment?.type === "assignment" ? [[assignment.childForFieldName("left"), assignment.childForFieldName("right")]] : [];
  });
  const takesModelFirst = pythonModelCallees(root, rules.modelCallees.python);
  const found = [];
  for (const node of root.descendantsOfType(["keyword_argument", "pair", "call"])) {
    if (!node) continue;
    let value;
    if (node.type === "call") {
      value = takesModelFirst(node) ? firstArgument(node) : void 0;
    } else {
      const keyNode = node.childForFieldName(node.type === "pair" ? "key" : "name");
      const key = node.type === "pair" ? keyNode && keyNode.type === "string" ? evaluate(keyNode)?.text : void 0 : keyNode?.text;
      if (!key || !MODEL_KEYS.has(key) || node.type === "pair" && node.parent && inList(node.parent)) continue;
      value = node.childForFieldName("value");
    }
    const id = value && valueId(value, constants, evaluate);
    if (id) found.push(reference(path, id[0], id[1]));
  }
  return found;
}
function javascriptModelNames(path, root, evaluate, rules) {
  const declarators = (statement) => {
    const declaration = statement.type === "export_statement" ? statement.childForFieldName("declaration") : statement;
    if (declaration?.type !== "lexical_declaration" && declaration?.type !== "variable_declaration") return [];
    return declaration.namedChildren.filter((d) => d?.type === "variable_declarator").map((d) => [d.childForFieldName("name"), d.childForFieldName("value")]);
  };
  const constants = stringConstants(root, declarators);
  const takesModelFirst = javascriptModelCallees(root, evaluate, { callees: rules.modelCallees.javascript, providerPackages: rules.modelProviderPackages });
  const found = [];
  for (const node of root.descendantsOfType(["pair", "call_expression"])) {
    if (!node) continue;
    let value;
    if (node.type === "call_expression") {
      value = takesModelFirst(node) ? firstArgument(node) : void 0;
    } else {
      const keyNode = node.childForFieldName("key");
      const key = keyNode?.type === "property_identifier" ? keyNode.text : keyNode && /string/.test(keyNode.type) ? evaluate(keyNode)?.text : void 0;
      if (!key || !MODEL_KEYS.has(key) || node.parent && inList(node.parent)) continue;
      value = node.childForFieldName("value");
    }
    const id = value && valueId(value, constants, evaluate);
    if (id) found.push(reference(path, id[0], id[1]));
  }
  return found;
}

// src/extract/config-models.ts
function configModels(path, doc, lineCounter) {
  if (/(^|\/)promptfooconfig\.[^/]+$/.test(path)) return [];
  const found = [];
  const add = (node) => {
    if (!(0, import_yaml6.isScalar)(node) || typeof node.value !== "string" || !looksLikeModelId(node.value)) return false;
    found.push({ id: node.value, path, line: lineCounter.linePos(node.range?.[0] ?? 0).line });
    return true;
  };
  const walk = (node) => {
    if (!(0, import_yaml6.isMap)(node)) return;
    for (const pair of node.items) {
      const key = (0, import_yaml6.isScalar)(pair.key) ? String(pair.key.value) : "";
      if (/^providers?$/i.test(key)) continue;
      if (MODEL_KEYS.has(key)) {
        if (add(pair.value)) continue;
        if (key === "model" && (0, import_yaml6.isMap)(pair.value) && add(pair.value.get("name", true))) continue;
      }
      walk(pair.value);
    }
  };
  walk(doc.contents);
  return found;
}

// src/extract/structured-keys.ts
var COLLECTION_KEYS = /* @__PURE__ */ new Set(["prompts", "templates", "system_prompts", "instructions", "prompt_templates"]);
var CREW_AGENT_KEYS = /* @__PURE__ */ new Set(["role", "goal", "backstory"]);
var TOOL_DEFINING_KEYS = /* @__PURE__ */ new Set(["function", "parameters", "input_schema", "inputSchema"]);
var CREW_TASK_KEYS = /* @__PURE__ */ new Set(["description", "expected_output"]);
function isKeyActedOn(key) {
  return isPromptKey(key) || isMessageKey(key) || COLLECTION_KEYS.has(key.toLowerCase()) || key === "backstory" || key === "expected_output" || TOOL_DEFINING_KEYS.has(key) || MODEL_KEYS.has(key);
}
var ACTED_ON_WORDS = [
  .../* @__PURE__ */ new Set([...STRONG, "messages", ...COLLECTION_KEYS, "backstory", "expected_output", ...TOOL_DEFINING_KEYS, ...MODEL_KEYS])
];

// src/extract/structured-nothing-to-extract.ts
function structuredHasNothingToExtract(text2) {
  const start = text2.search(/\S/);
  if (start >= 0 && (text2[start] === "{" || text2[start] === "[")) {
    const tree = parsedJson(text2);
    if (tree !== NOT_JSON) return !anyKey(tree, (key) => ACTED_ON_WORD.test(key) && isKeyActedOn(key));
  }
  return !ACTED_ON_WORD.test(text2) && !MAY_READ_OTHERWISE.test(text2);
}
var ACTED_ON_WORD = new RegExp(ACTED_ON_WORDS.map(escapeRegExp).join("|"), "i");
var MAY_READ_OTHERWISE = /\\|(?:^|[^\w./*!-])[*!]|^%/m;
var NOT_JSON = /* @__PURE__ */ Symbol("not JSON");
function parsedJson(text2) {
  try {
    return JSON.parse(text2);
  } catch {
    return NOT_JSON;
  }
}
function anyKey(tree, test) {
  const stack = [tree];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === "object" && item !== null) stack.push(item);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (test(key)) return true;
      const item = value[key];
      if (typeof item === "object" && item !== null) stack.push(item);
    }
  }
  return false;
}

// src/extract/structured.ts
var MIN_PROSE = 30;
function looksLikePrompt(value) {
  return value.length >= MIN_PROSE && /\s/.test(value) || /\{\{|\n/.test(value) && /\S\s+\S|\{\{/.test(value);
}
var MIN_MESSAGE_PROSE = 200;
function looksLikeWrittenMessage(value) {
  return value.length >= MIN_MESSAGE_PROSE && value.trim().includes("\n") && /\S\s+\S/.test(value);
}
var SETTING_KEY = /^(model|model_id|model_name|name|id|version|type|api|api_type|provider|engine|temperature|top_p|stop|format|response_format|language|lang)$/i;
function structuredExtraction(path, text2, promptFolder) {
  if (!promptFolder && structuredHasNothingToExtract(text2)) return { units: [], models: [] };
  return parsedStructuredExtraction(path, text2, promptFolder);
}
function parsedStructuredExtraction(path, text2, promptFolder) {
  return documentExtraction(path, text2, promptFolder, jsonDocument(text2) ?? yamlDocument(text2));
}
function yamlDocument(text2) {
  const lineCounter = new import_yaml7.LineCounter();
  return { doc: (0, import_yaml7.parseDocument)(text2, { lineCounter, prettyErrors: false, merge: true }), lineCounter };
}
function documentExtraction(path, text2, promptFolder, { doc, lineCounter }) {
  if (doc.errors.length > 0 || hasUnresolvedAlias(doc)) {
    return { units: promptFolder ? [wholeFileUnit(path, "system", text2)] : [], models: [] };
  }
  const units = [];
  const lineOf2 = (node) => {
    const [start, , end] = node.range ?? [0, 0, 0];
    return [lineCounter.linePos(start).line, lineCounter.linePos(Math.max(start, end - 1)).line];
  };
  const toolNames = /* @__PURE__ */ new Set();
  const resolving = /* @__PURE__ */ new Set();
  const walk = (node, keys, promptContext, role) => {
    if ((0, import_yaml7.isAlias)(node)) {
      const target = node.resolve(doc);
      if (!target || resolving.has(target)) return;
      resolving.add(target);
      walk(target, keys, promptContext, role);
      resolving.delete(target);
    } else if ((0, import_yaml7.isMap)(node)) {
      const pairs = effectivePairs(node);
      const names3 = [...pairs.keys()];
      const value = names3.some((n) => n === "name" || n === "function" || n === "type" || n === "backstory" || n === "expected_output") ? node.toJS(doc) : Object.fromEntries(names3.map((n) => [n, true]));
      const tool = toolSchema(value);
      if (tool) {
        const key = toolNames.has(tool) ? `${keys.join(".")}#tool:${tool}` : `tool:${tool}`;
        toolNames.add(tool);
        units.push(unit(key, "tool-schema", JSON.stringify(value), lineOf2(node), []));
        return;
      }
      const crewAgent = "backstory" in value && ("goal" in value || "role" in value);
      const crewTask = "description" in value && "expected_output" in value;
      for (const [k, pairValue] of pairs) {
        const crew = crewAgent && CREW_AGENT_KEYS.has(k) ? "system" : crewTask && CREW_TASK_KEYS.has(k) ? "template" : void 0;
        const parent = keys.at(-1);
        const inCollection = parent !== void 0 && COLLECTION_KEYS.has(parent.toLowerCase());
        const context = crew !== void 0 || isPromptKey(k) || inCollection ? "prompt" : isMessageKey(k) ? "message" : void 0;
        walk(pairValue, [...keys, k], context, crew);
      }
    } else if ((0, import_yaml7.isSeq)(node)) {
      node.items.forEach((item, i) => walk(item, [...keys, String(i)], promptContext, role));
    } else if ((0, import_yaml7.isScalar)(node) && typeof node.value === "string") {
      const value = node.value;
      if (!value.trim()) return;
      const last = keys.at(-1) ?? "";
      const taken = promptContext === "prompt" ? looksLikePrompt(value) : promptContext === "message" && looksLikeWrittenMessage(value);
      if (promptFolder ? SETTING_KEY.test(last) && !looksLikePrompt(value) : !taken) return;
      units.push(unit(keys.join("."), role ?? roleFor(keys), value, lineOf2(node), templateFields(value)));
    }
  };
  const effectivePairs = (map, seen = /* @__PURE__ */ new Set()) => {
    const out = /* @__PURE__ */ new Map();
    const merged = [];
    for (const pair of map.items) {
      const k = (0, import_yaml7.isScalar)(pair.key) ? typeof pair.key.value === "symbol" ? "<<" : String(pair.key.value) : String(pair.key);
      if (k === "<<") merged.push(...(0, import_yaml7.isSeq)(pair.value) ? pair.value.items : [pair.value]);
      else if (!out.has(k)) out.set(k, pair.value);
    }
    for (const source of merged) {
      const target = (0, import_yaml7.isAlias)(source) ? source.resolve(doc) : source;
      if (!(0, import_yaml7.isMap)(target) || seen.has(target)) continue;
      for (const [k, v2] of effectivePairs(target, /* @__PURE__ */ new Set([...seen, map]))) if (!out.has(k)) out.set(k, v2);
    }
    return out;
  };
  const unit = (key, role, value, lines, placeholders) => ({
    id: unitId(path, key),
    path,
    key,
    role,
    text: value,
    lines,
    placeholders
  });
  const top = doc.toJS();
  if (!promptFolder && isInfrastructure(top)) return { units: [], models: [] };
  const models = configModels(path, doc, lineCounter);
  walk(doc.contents, [], void 0);
  if (units.length === 0 && promptFolder && lineCount(text2) > 0 && !(0, import_yaml7.isMap)(doc.contents) && !(0, import_yaml7.isSeq)(doc.contents)) {
    return { units: [wholeFileUnit(path, "system", text2)], models };
  }
  return { units, models };
}
function isInfrastructure(value) {
  if (Array.isArray(value)) return value.some((v2) => typeof v2 === "object" && v2 !== null && "hosts" in v2 && ("tasks" in v2 || "roles" in v2));
  return typeof value === "object" && value !== null && "apiVersion" in value && "kind" in value;
}
function toolSchema(value) {
  const fn = value.function;
  if (value.type === "function" && fn && typeof fn.name === "string" && ("parameters" in fn || "description" in fn)) return fn.name;
  if (value.type === "function" && typeof value.name === "string" && "parameters" in value) return value.name;
  if (typeof value.name === "string" && typeof value.description === "string" && ("input_schema" in value || "inputSchema" in value)) {
    return value.name;
  }
  return void 0;
}
function hasUnresolvedAlias(doc) {
  let unresolved = false;
  (0, import_yaml7.visit)(doc, {
    Alias(_2, alias) {
      if (alias.resolve(doc) !== void 0) return void 0;
      unresolved = true;
      return import_yaml7.visit.BREAK;
    }
  });
  return unresolved;
}
function roleFor(keys) {
  const path = keys.join(".").toLowerCase();
  if (/example|few_?shot|demonstration/.test(path)) return "example";
  if (/description/.test(keys.at(-1).toLowerCase())) return "tool-description";
  if (/(instance|task|user|next_step|observation|human)[\w-]*template|template[\w-]*(user|task)|user_prompt|user_message/.test(path)) return "template";
  return "system";
}

// src/extract/code/unbounded-output.ts
var UNBOUNDED = [
  /\.text\b(?!\s*\[)/,
  // requests/httpx response body
  /\.content\b(?!\s*\[)/,
  /\.read\(\s*\)/,
  // a whole file or stream
  /\.read_text\(|\.read_bytes\(/,
  /\breadFile(Sync)?\(/,
  /\.stdout\b|check_output\(/,
  // a command's whole output
  /\.to_(string|markdown|csv|json)\(/,
  // a dataframe's whole text
  /\bstr\(\s*df\b/,
  /\.get_text\(|markdownify\(|html2text/,
  /\bawait\s+\w+\.text\(\)|\.text\(\)/
  // fetch() body
];
var BOUNDED = /\[\s*:\s*[\w.]+\s*\]|\[\s*-\s*\d+\s*:\s*\]|\[\s*-?\s*\d*\s*:\s*-?\d+\s*\]|\.slice\(|\.substring\(|\.substr\(|truncat|shorten|max_(chars|length|len|tokens|bytes|lines|rows)|maxChars|maxLength|maxTokens|\blimit\b|\.(head|tail)\(|nrows|\bMAX_\w+/i;
var MEASURES = [
  /\b(len|bool|int|Boolean|Number|count_\w*|countTokens)\((?:[^()]|\([^()]*\))*\)/g,
  /[\w$.]+\.(length|size)\b/g,
  /\.(count|startswith|endswith|startsWith|endsWith|includes|isdigit|isspace)\((?:[^()]|\([^()]*\))*\)/g
];
function withoutMeasures(text2) {
  return MEASURES.reduce((t, re) => t.replace(re, "0"), text2);
}
var ASSIGNMENT = /^\s*(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=\n]+)?\+?=(?!=)\s*(.+)$/gm;
var PASSES_ON = /* @__PURE__ */ new Set(["str", "repr", "dumps", "format", "join", "dict", "list", "tuple", "TextContent", "jsonify", "Response", "JSONResponse", "String", "JSON", "stringify", "f"]);
function valueNames(expression) {
  const names3 = /* @__PURE__ */ new Set();
  for (const m of expression.matchAll(/(?<![\w$.'"])([A-Za-z_$][\w$]*)/g)) {
    const before = expression.slice(0, m.index).trimEnd();
    if (before.endsWith("(")) {
      const callee = /([\w$]+)\s*\($/.exec(before)?.[1];
      if (callee && !PASSES_ON.has(callee)) continue;
    }
    names3.add(m[1]);
  }
  return names3;
}
var mentionsAny = (names3, found) => [...names3].some((n) => found.has(n));
function unboundedVariables(body) {
  const assignments = [...body.matchAll(ASSIGNMENT)].map((m) => {
    const value = withoutMeasures(m[2]);
    return { name: m[1], direct: UNBOUNDED.some((re) => re.test(value)), names: valueNames(value) };
  });
  const found = /* @__PURE__ */ new Set();
  for (let grew = true; grew; ) {
    grew = false;
    for (const a of assignments) {
      if (found.has(a.name) || !(a.direct || mentionsAny(a.names, found))) continue;
      found.add(a.name);
      grew = true;
    }
  }
  return found;
}
function unboundedReturnLine(body, returns) {
  if (BOUNDED.test(body)) return void 0;
  const variables = unboundedVariables(body);
  for (const r of returns) {
    const text2 = withoutMeasures(r.text);
    if (UNBOUNDED.some((re) => re.test(text2)) || mentionsAny(valueNames(text2), variables)) return r.line;
  }
  return void 0;
}
function unboundedFinding(path, line, tool) {
  return {
    kind: "unbounded-tool-output",
    path,
    line,
    tool,
    message: `tool '${tool}' returns unbounded content (a whole page, file or command output) with no truncation: every later step of a run replays it; cut it to a size the agent needs`
  };
}

// src/extract/code/unit-collector.ts
var TEXT_NODES = /* @__PURE__ */ new Set(["string", "concatenated_string", "template_string", "binary_operator", "binary_expression"]);
var CALL_NODES = /* @__PURE__ */ new Set(["call", "call_expression", "new_expression", "await", "await_expression", "lambda", "arrow_function", "function_expression"]);
function mayDefineTool(node, keyOf2) {
  for (const pair of node.namedChildren) {
    const key = pair?.type === "pair" ? pair.childForFieldName("key") : null;
    if (key && TOOL_DEFINING_KEYS.has(keyOf2(key) ?? "")) return true;
  }
  return false;
}
var UnitCollector = class {
  constructor(path) {
    this.path = path;
  }
  path;
  list = [];
  keys = /* @__PURE__ */ new Map();
  /** Ranges already taken, kept disjoint and sorted: a string inside a taken value (a dedent's argument) is not taken again. */
  taken = new TakenRanges();
  problems = [];
  /** Where each unit was taken, for the calls that wire it (`keysWithin`). */
  spans = [];
  /**
   * Checks a tool's body for returns of unbounded content. What a tool returns is its output, not a
   * prompt: the text in its return values is set aside (not what calls made there send to a model:
   * a tool may itself ask a model, with a system prompt of its own).
   */
  checkTool(tool, body, returnType) {
    const returnNodes = body.descendantsOfType(returnType).filter((r) => r !== null);
    for (const r of returnNodes) this.consumeText(r);
    if (body.type !== "statement_block" && body.type !== "block") this.consumeText(body);
    const returns = returnNodes.map((r) => ({ text: r.text, line: r.startPosition.row + 1 }));
    if (returns.length === 0 && body.type !== "statement_block" && body.type !== "block") returns.push({ text: body.text, line: body.startPosition.row + 1 });
    const line = unboundedReturnLine(body.text, returns);
    if (line !== void 0) this.problems.push(unboundedFinding(this.path, line, tool));
  }
  findings() {
    return this.problems;
  }
  add(key, role, value, node) {
    if (this.consumed(node) || !value.text.trim()) return;
    this.consume(node);
    const n = (this.keys.get(key) ?? 0) + 1;
    this.keys.set(key, n);
    const unique2 = n === 1 ? key : `${key}#${n}`;
    this.spans.push({ start: node.startIndex, end: node.endIndex, key: unique2 });
    this.list.push({
      id: unitId(this.path, unique2),
      path: this.path,
      key: unique2,
      role,
      text: value.text,
      lines: [node.startPosition.row + 1, node.endPosition.row + 1],
      placeholders: [...new Set(value.placeholders)]
    });
  }
  /**
   * A string (or `+` chain) not yet taken, long enough to be a prompt in a file that talks to a model:
   * a unit of role `other`, keyed by its scope and first words. True when taken.
   */
  takeLong(scope, node, evaluate) {
    if (this.consumed(node)) return false;
    const value = evaluate(node);
    if (!value || !isLongProse(value.text)) return false;
    const words = value.text.trim().split(/\s+/).slice(0, 6).join(" ").replace(/[^\p{L}\p{N}_ .,-]/gu, "").replace(/\s+/g, " ").trim().slice(0, 60);
    this.add(`${scope.length ? `${scope.join(".")}.` : ""}"${words}\u2026"`, "other", value, node);
    return true;
  }
  /**
   * A tool definition written as a literal (`{name, description, input_schema}`) is sent as JSON;
   * values computed at run time are left out and listed.
   */
  takeToolSchema(node, value, computed = []) {
    const tool = value && typeof value === "object" && !Array.isArray(value) ? toolSchema(value) : void 0;
    if (!tool) return false;
    this.add(`tool:${tool}`, "tool-schema", { text: JSON.stringify(value), placeholders: computed }, node);
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
    if (!isDisplayCall(call.childForFieldName("function")?.text ?? "")) return false;
    const args = call.childForFieldName("arguments");
    if (args) this.consumeText(args);
    return true;
  }
  /** Sets aside the strings in an expression, but not those inside the calls it makes. */
  consumeText(node) {
    if (TEXT_NODES.has(node.type)) {
      this.consume(node);
      return;
    }
    if (CALL_NODES.has(node.type)) return;
    for (const child of node.namedChildren) if (child) this.consumeText(child);
  }
  consumed(node) {
    return this.taken.covers(node.startIndex, node.endIndex);
  }
  units() {
    return this.list;
  }
};
var TakenRanges = class {
  starts = [];
  ends = [];
  /** Whether [start, end) lies inside one taken range. */
  covers(start, end) {
    const i = this.lastStartingAtOrBefore(start);
    return i >= 0 && this.ends[i] >= end;
  }
  add(start, end) {
    if (this.covers(start, end)) return;
    let from = this.lastStartingAtOrBefore(start) + 1;
    if (from > 0 && this.ends[from - 1] > start) from--;
    let to = from;
    while (to < this.starts.length && this.starts[to] < end) to++;
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
      const mid = lo + hi >> 1;
      if (this.starts[mid] <= position) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }
};

// src/extract/code/file-context.ts
function fileContext(path, importsLlm, options) {
  if (importsLlm || isPromptModulePath(path)) return "model";
  if (isPeopleTextModulePath(path)) return "plain";
  return options.repositoryTalksToModel ? "repository" : "plain";
}
function isPeopleTextModulePath(path) {
  const name = path.split("/").at(-1).replace(/\.\w+$/, "").toLowerCase();
  return /(^|[_.-])(i18n|l10n|locales?|translations?|notifications?|e?mails?)([_.-]|$)/.test(name);
}
function sdkModulesOf(path, options) {
  if (!options.sdkModules) throw new Error(`no SDK module list given to extract ${path} (see extractOptions in src/frameworks/registry.ts)`);
  return options.sdkModules;
}
function codeRulesOf(path, options) {
  if (!options.codeRules) throw new Error(`no code rules given to extract ${path} (see extractOptions in src/frameworks/registry.ts)`);
  return options.codeRules;
}

// src/extract/code/local-text.ts
var SCOPES = /* @__PURE__ */ new Set([
  "function_definition",
  "lambda",
  "class_definition",
  "function_declaration",
  "function_expression",
  "function",
  "arrow_function",
  "method_definition",
  "generator_function_declaration",
  "class_declaration",
  "class"
]);
var ASSIGNMENTS = {
  assignment: { target: "left", value: "right", appends: false },
  assignment_expression: { target: "left", value: "right", appends: false },
  variable_declarator: { target: "name", value: "value", appends: false },
  augmented_assignment: { target: "left", value: "right", appends: true },
  augmented_assignment_expression: { target: "left", value: "right", appends: true }
};
var LocalTexts = class {
  constructor(body, evaluate) {
    this.evaluate = evaluate;
    const walk = (node) => {
      for (const child of node.namedChildren) {
        if (!child || SCOPES.has(child.type)) continue;
        const shape = ASSIGNMENTS[child.type];
        const target = shape && child.childForFieldName(shape.target);
        if (shape && target?.type === "identifier") {
          const list = this.assignments.get(target.text) ?? [];
          list.push(child);
          this.assignments.set(target.text, list);
        }
        walk(child);
      }
    };
    walk(body);
  }
  evaluate;
  /** Each name's assignments in the function's own scope, in source order. */
  assignments = /* @__PURE__ */ new Map();
  /** What a name holds after each assignment, by the assignment's node id (null: no static text). */
  after = /* @__PURE__ */ new Map();
  /** The values read while resolving: text that is part of the unit built, not to be taken again. */
  pieces = [];
  /** What an identifier holds where it is read. */
  resolve = (name) => name.type === "identifier" ? this.valueAt(name.text, name.startIndex) : void 0;
  /** What `name` holds at `position`: after its last assignment that ends before it (not the one it is read in). */
  valueAt(name, position) {
    const last = this.assignments.get(name)?.filter((a) => a.endIndex <= position).at(-1);
    return last ? this.valueAfter(name, last) : void 0;
  }
  valueAfter(name, assignment) {
    if (this.after.has(assignment.id)) return this.after.get(assignment.id) ?? void 0;
    this.after.set(assignment.id, null);
    const shape = ASSIGNMENTS[assignment.type];
    const value = assignment.childForFieldName(shape.value);
    let result;
    if (value) {
      this.pieces.push(value);
      const own = this.evaluate(value, this.resolve);
      if (!shape.appends) result = own;
      else if (assignment.childForFieldName("operator")?.text === "+=") {
        const before = this.valueAt(name, assignment.startIndex);
        if (before || own) {
          const head = before ?? { text: "", placeholders: [this.sourceBefore(name, assignment.startIndex)] };
          const tail = own ?? { text: "", placeholders: [value.text] };
          result = { text: head.text + tail.text, placeholders: [.../* @__PURE__ */ new Set([...head.placeholders, ...tail.placeholders])] };
        }
      }
    }
    this.after.set(assignment.id, result ?? null);
    return result;
  }
  /** How the placeholder for a value that is not static text is named: its source (`self.description`), else the name. */
  sourceBefore(name, position) {
    const last = this.assignments.get(name)?.filter((a) => a.endIndex <= position).at(-1);
    const value = last && !ASSIGNMENTS[last.type].appends ? last.childForFieldName(ASSIGNMENTS[last.type].value) : void 0;
    return value?.text ?? name;
  }
};

// src/extract/code/prompt-builders.ts
function returnedValues(body) {
  if (body.type !== "block" && body.type !== "statement_block") return [body];
  const values = [];
  const walk = (node) => {
    for (const child of node.namedChildren) {
      if (!child || FUNCTION_TYPES.has(child.type) || child.type === "class_definition" || child.type === "class_declaration") continue;
      if (child.type === "return_statement") {
        const value = child.namedChildren.find((c) => c?.type !== "comment");
        if (value) values.push(value);
      } else walk(child);
    }
  };
  walk(body);
  return values;
}
function builtText(value, body, evaluate) {
  const joined2 = joinedList(value, evaluate);
  const name = joined2?.name ?? (value.type === "identifier" ? value.text : void 0);
  if (!name) return void 0;
  let pieces;
  const items2 = (list) => list.namedChildren.filter((c) => c !== null && c.type !== "comment");
  const visit4 = (node) => {
    for (const child of node.namedChildren) {
      if (!child || FUNCTION_TYPES.has(child.type)) continue;
      const target = (child.childForFieldName("left") ?? child.childForFieldName("name"))?.text;
      const right = child.childForFieldName("right") ?? child.childForFieldName("value");
      if (target === name && right && (child.type === "assignment" || child.type === "variable_declarator" || child.type === "assignment_expression")) {
        if (pieces && tidies(right, name)) {
          visit4(child);
          continue;
        }
        const extended = !joined2 ? appendedTo(right, name) : void 0;
        if (extended && pieces) pieces.push(...extended);
        else pieces = joined2 ? isList(right) ? items2(right) : void 0 : [right];
      } else if (target === name && right && /^augmented_assignment/.test(child.type) && child.childForFieldName("operator")?.text === "+=" && pieces) {
        pieces.push(...joined2 ? isList(right) ? items2(right) : [right] : [right]);
      } else if (joined2 && pieces && (child.type === "call" || child.type === "call_expression")) {
        const fn = child.childForFieldName("function");
        const object = fn?.childForFieldName("object")?.text;
        const method2 = (fn?.childForFieldName("attribute") ?? fn?.childForFieldName("property"))?.text;
        const args = items2(child.childForFieldName("arguments") ?? child);
        if (object === name && (method2 === "append" || method2 === "push")) pieces.push(...args);
        else if (object === name && method2 === "extend" && args[0] && isList(args[0])) pieces.push(...items2(args[0]));
      }
      visit4(child);
    }
  };
  visit4(body);
  if (!pieces?.length) return void 0;
  const parts = pieces.map((p) => evaluate(p));
  if (!parts.some(Boolean)) return void 0;
  const text2 = parts.map((p) => p?.text ?? "").join(joined2?.separator ?? "");
  const placeholders = pieces.flatMap((p, i) => parts[i] ? parts[i].placeholders : [p.text]);
  return { text: { text: text2, placeholders: [...new Set(placeholders)] }, pieces };
}
function tidies(right, name) {
  if (right.type !== "call" && right.type !== "call_expression") return false;
  const fn = right.childForFieldName("function");
  const method2 = (fn?.childForFieldName("attribute") ?? fn?.childForFieldName("property"))?.text;
  if (fn?.childForFieldName("object")?.text === name && /^(strip|lstrip|rstrip|trim|trimStart|trimEnd)$/.test(method2 ?? "")) return true;
  const arg4 = right.childForFieldName("arguments")?.namedChildren[0];
  return /(^|\.)(dedent|cleandoc)$/.test(fn?.text ?? "") && arg4?.text === name;
}
function isList(node) {
  return node.type === "list" || node.type === "array";
}
function joinedList(value, evaluate) {
  if (value.type !== "call" && value.type !== "call_expression") return void 0;
  const fn = value.childForFieldName("function");
  if ((fn?.childForFieldName("attribute") ?? fn?.childForFieldName("property"))?.text !== "join") return void 0;
  const object = fn?.childForFieldName("object");
  const arg4 = value.childForFieldName("arguments")?.namedChildren[0] ?? void 0;
  if (value.type === "call") {
    const separator2 = object ? evaluate(object)?.text : void 0;
    return separator2 !== void 0 && arg4?.type === "identifier" ? { name: arg4.text, separator: separator2 } : void 0;
  }
  const separator = arg4 ? evaluate(arg4)?.text : ",";
  return object?.type === "identifier" && separator !== void 0 ? { name: object.text, separator } : void 0;
}
function appendedTo(right, name) {
  const operands = [];
  let current = right;
  while (current && /^binary_(operator|expression)$/.test(current.type) && current.childForFieldName("operator")?.text === "+") {
    const r = current.childForFieldName("right");
    if (r) operands.unshift(r);
    current = current.childForFieldName("left");
  }
  return current?.type === "identifier" && current.text === name && operands.length ? operands : void 0;
}
function addReturnedPrompts(out, key, name, body, evaluate, judge) {
  const returned = returnedValues(body);
  const lastOfVariable = new Map(returned.map((v2) => [v2.type === "identifier" ? v2.text : `#${v2.id}`, v2.id]));
  const locals = new LocalTexts(body, evaluate);
  for (const value of returned) {
    if (value.type === "identifier" && lastOfVariable.get(value.text) !== value.id) continue;
    const direct = evaluate(value, locals.resolve);
    const built = direct ? void 0 : builtText(value, body, evaluate);
    const text2 = direct ?? built?.text;
    if (!text2) continue;
    const pieces = [...built?.pieces ?? [], ...direct ? locals.pieces : []];
    if (judge.isNamedPrompt(text2.text)) out.add(key, roleForName(name), text2, value);
    else if (makesDocumentForPeople(name)) {
      for (const node of [value, ...pieces]) out.consumeText(node);
      continue;
    } else if (judge.longTextIsPrompt && isLongProse(text2.text)) out.add(key, "other", text2, value);
    else continue;
    for (const piece of pieces) out.consume(piece);
  }
}

// src/extract/code/code-calls.ts
var SOURCE_LIMIT = 400;
var CALL_TYPES = /* @__PURE__ */ new Set(["call", "call_expression", "new_expression"]);
var LIST_TYPES = /* @__PURE__ */ new Set(["list", "tuple", "array"]);
var NAME_TYPES = /* @__PURE__ */ new Set(["identifier", "attribute", "member_expression"]);
var MEMBER_TYPES = /* @__PURE__ */ new Set(["attribute", "member_expression"]);
var JOIN_TYPES = /* @__PURE__ */ new Set(["binary_operator", "binary_expression"]);
var SPREAD_TYPES = /* @__PURE__ */ new Set(["list_splat", "spread_element"]);
var SPLAT_TYPES = /* @__PURE__ */ new Set(["list_splat", "dictionary_splat", "spread_element"]);
function codeCalls(root, reader) {
  const imports = importedNames(root, reader.language);
  const out = [];
  for (const node of root.descendantsOfType([...CALL_TYPES])) {
    if (!node) continue;
    const callee = calleeOf(node);
    const short = callee.split(".").slice(-1)[0];
    if (!reader.recorded.has(short) && !reader.recorded.has(callee.split(".").slice(-2).join("."))) continue;
    out.push(readCall(node, reader, imports));
  }
  return out;
}
function readCall(node, reader, imports) {
  const callee = calleeOf(node);
  const args = {};
  const splats = [];
  let position = 0;
  for (const arg4 of node.childForFieldName("arguments")?.namedChildren ?? []) {
    if (!arg4 || arg4.type === "comment") continue;
    if (arg4.type === "keyword_argument") {
      const value = arg4.childForFieldName("value");
      if (value) args[arg4.childForFieldName("name")?.text ?? ""] = readArgument(value, reader, imports);
      continue;
    }
    if (arg4.type === "object") {
      for (const pair of arg4.namedChildren) {
        if (pair?.type === "pair") {
          const key = pair.childForFieldName("key")?.text.replace(/^["'`]|["'`]$/g, "");
          const value = pair.childForFieldName("value");
          if (key && value) args[key] = readArgument(value, reader, imports);
        } else if (pair?.type === "shorthand_property_identifier") args[pair.text] = { units: [], names: [pair.text], calls: [], order: ["name"], source: pair.text };
      }
      position++;
      continue;
    }
    if (SPLAT_TYPES.has(arg4.type)) {
      splats.push(arg4.text);
      continue;
    }
    args[String(position++)] = readArgument(arg4, reader, imports);
  }
  const root = callee.split(".")[0];
  const module = imports.get(root);
  const variable = decoratedName(node) ?? assignedName(node);
  const fn = node.childForFieldName("function");
  const object = fn && MEMBER_TYPES.has(fn.type) ? fn.childForFieldName("object") : void 0;
  const receiver = object && CALL_TYPES.has(object.type) ? readCall(object, reader, imports) : void 0;
  return {
    path: reader.path,
    line: node.startPosition.row + 1,
    callee,
    ...module ? { module } : {},
    ...variable ? { variable } : {},
    args,
    ...splats.length > 0 ? { splats } : {},
    ...receiver ? { receiver } : {}
  };
}
function readArgument(value, reader, imports) {
  const argument2 = { units: reader.unitsWithin(value), names: [], calls: [], order: [], source: value.text.slice(0, SOURCE_LIMIT) };
  const text2 = reader.text(value);
  if (text2) argument2.text = text2.text;
  if (text2 && text2.placeholders.length > 0) argument2.placeholders = text2.placeholders;
  const literal2 = reader.literal?.(value);
  if (literal2 !== void 0) argument2.value = literal2;
  for (const item of items(value)) {
    if (NAME_TYPES.has(item.type)) {
      argument2.names.push(item.text);
      argument2.order.push("name");
    } else if (CALL_TYPES.has(item.type)) {
      argument2.calls.push(readCall(item, reader, imports));
      argument2.order.push("call");
    }
  }
  return argument2;
}
function items(value) {
  if (LIST_TYPES.has(value.type)) return value.namedChildren.flatMap((c) => c ? SPREAD_TYPES.has(c.type) ? items(c.namedChildren[0] ?? c) : [c] : []);
  if (JOIN_TYPES.has(value.type) && (value.childForFieldName("operator")?.text ?? "") === "+") {
    const left = value.childForFieldName("left");
    const right = value.childForFieldName("right");
    if (left && right && !isText(left) && !isText(right)) return [...items(left), ...items(right)];
  }
  if (value.type === "parenthesized_expression" && value.namedChildren.length === 1) return items(value.namedChildren[0]);
  return [value];
}
function isText(node) {
  return /^(string|concatenated_string|template_string)$/.test(node.type);
}
function calleeOf(node) {
  const fn = node.childForFieldName("function") ?? node.childForFieldName("constructor");
  return (fn?.text ?? "").replace(/\[[^\]]*\]|<[^>]*>/g, "").replace(/\s+/g, "");
}
function decoratedName(node) {
  const decorator = node.parent;
  if (decorator?.type !== "decorator") return void 0;
  return decorator.parent?.childForFieldName("definition")?.childForFieldName("name")?.text;
}
function importedNames(root, language) {
  const names3 = /* @__PURE__ */ new Map();
  for (const node of root.namedChildren) {
    if (!node) continue;
    if (language === "python" && node.type === "import_from_statement") {
      const module = node.childForFieldName("module_name")?.text;
      if (!module) continue;
      for (const c of node.childrenForFieldName("name")) {
        if (!c) continue;
        const local = c.type === "aliased_import" ? c.childForFieldName("alias")?.text : c.text;
        if (local) names3.set(local, module);
      }
    } else if (language === "python" && node.type === "import_statement") {
      for (const c of node.namedChildren) {
        if (!c) continue;
        if (c.type === "aliased_import") names3.set(c.childForFieldName("alias")?.text ?? "", c.childForFieldName("name")?.text ?? "");
        else names3.set(c.text.split(".")[0], c.text.split(".")[0]);
      }
    } else if (language === "javascript" && node.type === "import_statement") {
      const module = node.childForFieldName("source")?.text.replace(/^["'`]|["'`]$/g, "");
      if (!module) continue;
      for (const id of node.descendantsOfType(["identifier"])) {
        const specifier = id?.parent?.type === "import_specifier" ? id.parent : void 0;
        if (id && (!specifier || specifier.namedChildren.at(-1)?.id === id.id)) names3.set(id.text, module);
      }
    }
  }
  return names3;
}

// src/extract/code/code-bindings.ts
var MOST_BINDINGS = 500;
function codeBindings(root, calls, reader) {
  const imports = importedNames(root, reader.language);
  const assignments = /* @__PURE__ */ new Map();
  for (const node of root.descendantsOfType(["assignment", "variable_declarator", "as_pattern"])) {
    const alias = node?.type === "as_pattern" && node.parent?.type === "with_item" ? node.childForFieldName("alias")?.namedChildren[0] : void 0;
    const left = alias ?? node?.childForFieldName("left") ?? node?.childForFieldName("name");
    const value = alias ? node.namedChildren[0] : node?.childForFieldName("right") ?? node?.childForFieldName("value");
    if (!node || !left || !value || left.type !== "identifier") continue;
    const list = assignments.get(left.text) ?? [];
    list.push({ node, value, ...scopeOf2(node) });
    assignments.set(left.text, list);
  }
  const out = [];
  const read = (name, node, value, scope) => {
    if (out.length >= MOST_BINDINGS) return;
    const binding = { path: reader.path, line: node.startPosition.row + 1, name, ...scope ? { scope } : {}, value: readArgument(value, reader, imports) };
    out.push(binding);
    wanted.push(...referencedNames(binding.value));
  };
  const wanted = calls.flatMap((c) => Object.values(c.args).flatMap(referencedNames));
  for (const [name, list] of assignments) for (const a of list) if (a.scope === void 0) read(name, a.node, a.value, void 0);
  const done = /* @__PURE__ */ new Set();
  while (wanted.length > 0) {
    const name = wanted.pop();
    if (done.has(name)) continue;
    done.add(name);
    for (const a of assignments.get(name) ?? []) if (a.scope !== void 0) read(name, a.node, a.value, a.scope);
  }
  return out.sort((a, b) => a.line - b.line);
}
function referencedNames(arg4) {
  return [...arg4.names.filter((n) => /^\w+$/.test(n)), ...arg4.calls.flatMap((c) => Object.values(c.args).flatMap(referencedNames))];
}
function scopeOf2(node) {
  for (let p = node.parent; p; p = p.parent) {
    if (/^(function_definition|function_declaration|method_definition|arrow_function|function_expression|class_definition|class_declaration)$/.test(p.type)) {
      return { scope: p.childForFieldName("name")?.text ?? "(function)" };
    }
  }
  return {};
}

// src/extract/code/syntax-descent.ts
var ActedNodes = class {
  nodes = [];
  ends = [];
  /** For each node, the index of the first node after everything inside it. */
  after = [];
  indexById = /* @__PURE__ */ new Map();
  constructor(root, acted) {
    const open = [];
    for (const node of root.descendantsOfType([...acted])) {
      if (!node || node.id === root.id || !node.isNamed) continue;
      const i = this.nodes.length;
      while (open.length && node.startIndex >= this.ends[open.at(-1)]) this.after[open.pop()] = i;
      this.nodes.push(node);
      this.ends.push(node.endIndex);
      this.indexById.set(node.id, i);
      open.push(i);
    }
    for (const i of open) this.after[i] = this.nodes.length;
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
    if (i === void 0) return false;
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
    if (own !== void 0) return own + 1;
    let lo = 0;
    let hi = this.nodes.length;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (this.nodes[mid].startIndex < node.startIndex) lo = mid + 1;
      else hi = mid;
    }
    while (lo < this.nodes.length && this.nodes[lo].startIndex === node.startIndex && this.ends[lo] > end) lo++;
    if (lo < this.nodes.length && this.nodes[lo].startIndex === node.startIndex && this.ends[lo] === end) return void 0;
    return lo;
  }
};
function keptTop(inner, outer, keepTop) {
  for (let p = inner.parent; p && p.id !== outer.id; p = p.parent) if (p.isNamed && !keepTop.has(p.type)) return false;
  return true;
}

// src/extract/code/js-escapes.ts
var JS_ESCAPES = { n: "\n", t: "	", r: "\r", b: "\b", f: "\f", v: "\v", "0": "\0" };
function unescapeJs(seq) {
  const e = seq.slice(1);
  if (e.startsWith("u{")) return String.fromCodePoint(Number.parseInt(e.slice(2, -1), 16));
  if (e[0] === "u" || e[0] === "x") return String.fromCharCode(Number.parseInt(e.slice(1), 16));
  if (e === "\n" || e === "\r\n" || e === "\u2028" || e === "\u2029") return "";
  return JS_ESCAPES[e] ?? e;
}

// src/extract/code/written-keys.ts
function mayHaveKey(text2, keys) {
  const list = [...keys];
  return hasKeyAsWritten(text2, list) || hasEscapedKey(text2, list);
}
function hasKeyAsWritten(text2, keys) {
  return keyAsWrittenPattern(keys).test(text2);
}
function keyAsWrittenPattern(keys) {
  const names3 = keys.join("|");
  let pattern = keyPatterns.get(names3);
  if (!pattern) keyPatterns.set(names3, pattern = new RegExp(String.raw`\b(?:${names3})['"]?${GAP}:`));
  return pattern;
}
function keyAsWrittenSought(keys) {
  return { pattern: keyAsWrittenPattern(keys), words: keys, then: String.raw`['"]?\s*(?::|\/[/*])` };
}
var GAP = String.raw`(?:\s|(?=(/\*[\s\S]*?\*/|//[^\n\r\u2028\u2029]*))\1)*`;
var keyPatterns = /* @__PURE__ */ new Map();
var COLON_AFTER = new RegExp(`${GAP}:`, "y");
var QUOTE_BEFORE_COLON = /['"](?=\s*(?::|\/[/*]))/g;
var BACKSLASH_OR_BREAK = /[\\\n\r\u2028\u2029]/;
var ESCAPE = /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[0-7]{1,3}|\r\n|[\s\S])|[\n\r\u2028\u2029]/g;
function hasEscapedKey(text2, keys) {
  QUOTE_BEFORE_COLON.lastIndex = 0;
  for (let m = QUOTE_BEFORE_COLON.exec(text2); m; m = QUOTE_BEFORE_COLON.exec(text2)) {
    const close = m.index;
    if (isEscaped(text2, close)) continue;
    const raw = text2.slice(previousQuote(text2, close) + 1, close);
    if (!BACKSLASH_OR_BREAK.test(raw)) continue;
    COLON_AFTER.lastIndex = close + 1;
    if (!COLON_AFTER.test(text2)) continue;
    const key = quotedKeyText(raw);
    if (keys.some((k) => key.endsWith(k))) return true;
  }
  return false;
}
function previousQuote(text2, at2) {
  const quote = text2[at2];
  for (let i = at2 > 0 ? text2.lastIndexOf(quote, at2 - 1) : -1; i >= 0; i = i > 0 ? text2.lastIndexOf(quote, i - 1) : -1) {
    if (!isEscaped(text2, i)) return i;
  }
  return -1;
}
function isEscaped(text2, at2) {
  let i = at2;
  while (i > 0 && text2.charCodeAt(i - 1) === BACKSLASH) i--;
  return (at2 - i) % 2 === 1;
}
var BACKSLASH = 92;
function quotedKeyText(raw) {
  return raw.replace(ESCAPE, (m) => m[0] === "\\" ? unescapeJs(m) : "");
}

// src/extract/code/written-names.ts
function writesName(text2, names3) {
  const list = [...names3];
  return list.length > 0 && namePattern(list).test(text2);
}
function namePattern(names3) {
  const key = names3.join("\n");
  let pattern = patterns.get(key);
  if (!pattern) patterns.set(key, pattern = new RegExp(`(?<![\\w$])(?:${names3.map(escapeRegExp).join("|")})(?![\\w$])`));
  return pattern;
}
var patterns = /* @__PURE__ */ new Map();

// src/extract/code/javascript.ts
function javascriptUnits(path, root, options = {}) {
  const llmFile = importsSdk(root.text, "javascript", sdkModulesOf(path, options));
  const rules = codeRulesOf(path, options);
  const js = rules.javascript;
  const isToolCall = (callee) => js.toolCalls.has(lastNames(callee));
  const context = fileContext(path, llmFile, options);
  const talksToModel2 = context === "model";
  const out = new UnitCollector(path);
  const source = root.text;
  const toolSchemas = mayHaveKey(source, TOOL_DEFINING_KEYS);
  const chatMessages = mayHaveKey(source, ["role"]) && mayHaveKey(source, ["content"]);
  const toolMakersWritten = writesName(source, js.toolMakers);
  const judge = nameJudge(root, "javascript", context);
  const where = judge.context;
  const builder = (name, fn, scope) => {
    const body = fn.childForFieldName("body");
    if (!body || !hasPromptWord(name) && !talksToModel2) return;
    addReturnedPrompts(out, `${[...scope, name].join(".")}()`, name, body, jsString, {
      isNamedPrompt: (text2) => hasPromptWord(name) && isNamedPrompt(name, text2, where(name, fn)),
      longTextIsPrompt: talksToModel2
    });
  };
  const visit4 = (node, scope, topLevel) => {
    switch (node.type) {
      case "variable_declarator": {
        const name = node.childForFieldName("name");
        const value = node.childForFieldName("value");
        if (name?.type === "identifier" && value) {
          if ((topLevel || talksToModel2) && named(name.text, value, scope)) return;
          const long = talksToModel2 ? jsString(value) : void 0;
          if (long && isLongProse(long.text)) {
            if (!judge.onlyShown(name.text, node)) out.add([...scope, name.text].join("."), "other", long, value);
            else out.consume(value);
            return;
          }
          if (value.type === "object" && registeredConfigs().has(name.text)) return;
          if (value.type === "arrow_function" || value.type === "function_expression" || value.type === "function") {
            builder(name.text, value, scope);
            visit4(value, [...scope, name.text], false);
            return;
          }
          if (value.type === "call_expression" && isToolCall(value.childForFieldName("function")?.text ?? "")) {
            call(value, scope, name.text);
            for (const arg4 of value.childForFieldName("arguments")?.namedChildren ?? []) if (arg4) visit4(arg4, [name.text], false);
            return;
          }
        }
        break;
      }
      case "class_declaration":
      case "class": {
        const name = node.childForFieldName("name")?.text ?? "class";
        const body = node.childForFieldName("body");
        if (body) {
          for (const member of body.namedChildren) {
            if (!member) continue;
            if (member.type === "public_field_definition" || member.type === "field_definition") {
              const key = (member.childForFieldName("name") ?? member.childForFieldName("property"))?.text;
              const value = member.childForFieldName("value");
              if (key && value && named(key, value, [...scope, name])) continue;
            }
            visit4(member, [...scope, name], false);
          }
        }
        return;
      }
      case "function_declaration":
      case "method_definition": {
        const name = node.childForFieldName("name")?.text ?? "function";
        builder(name, node, scope);
        for (const c of node.namedChildren) if (c) visit4(c, [...scope, name], false);
        return;
      }
      case "throw_statement":
        return;
      case "call_expression":
      case "new_expression":
        if (out.setAsideDisplayed(node) || !llmFile && !toolMakersWritten) break;
        if (node.type === "call_expression" && isToolCall(node.childForFieldName("function")?.text ?? "")) {
          const name = assignedName(node);
          call(node, scope, name);
          for (const arg4 of node.childForFieldName("arguments")?.namedChildren ?? []) if (arg4) visit4(arg4, name ? [name] : scope, false);
          return;
        }
        if (node.type === "new_expression" && messageObject(node, scope)) return;
        call(node, scope);
        break;
      case "object": {
        const computed = [];
        if (toolSchemas && mayDefineTool(node, propertyName) && out.takeToolSchema(node, jsLiteral(node, computed), computed)) return;
        if (chatMessages) message(node, scope);
        break;
      }
      case "expression_statement":
        if (node.namedChildren[0]?.type === "string" || node.namedChildren[0]?.type === "template_string") return;
        break;
      case "jsx_attribute":
        return;
      case "string":
      case "template_string":
        if (talksToModel2 && out.takeLong(scope, node, jsString)) return;
        break;
      case "binary_expression":
        if (talksToModel2 && isChainTop(node, "binary_expression") && out.takeLong(scope, node, jsString)) return;
        break;
    }
    const nextTop = topLevel && TOP_LEVEL.has(node.type);
    if (!acted.descend(node, nextTop, TOP_LEVEL, (c, top) => visit4(c, scope, top))) {
      for (const c of node.namedChildren) if (c) visit4(c, scope, nextTop);
    }
  };
  const actedTypes = /* @__PURE__ */ new Set([...ACTED, ...talksToModel2 ? LONG_TEXT : []]);
  if (!toolSchemas && !chatMessages) actedTypes.delete("object");
  const acted = new ActedNodes(root, actedTypes);
  const named = (name, value, scope) => {
    if (value.type === "object" && isPromptCollection(name, context)) {
      let taken = false;
      for (const pair of value.namedChildren) {
        if (pair?.type !== "pair") continue;
        const key = propertyName(pair.childForFieldName("key"));
        const v2 = pair.childForFieldName("value");
        const text3 = v2 && jsString(v2);
        if (key && v2 && text3 && isProse(text3.text)) {
          out.add([...scope, name, key].join("."), roleForName(key === "system" ? key : name), text3, v2);
          taken = true;
        }
      }
      return taken;
    }
    const text2 = hasPromptWord(name) ? jsString(value) : void 0;
    if (!text2 || !isNamedPrompt(name, text2.text, where(name, value))) return false;
    out.add([...scope, name].join("."), roleForName(name), text2, value);
    return true;
  };
  const call = (node, scope, toolName) => {
    const callee = (node.childForFieldName("function") ?? node.childForFieldName("constructor"))?.text ?? "";
    let args = (node.childForFieldName("arguments")?.namedChildren ?? []).filter((a) => a !== null);
    const short = callee.split(".").at(-1);
    if (llmFile && short === "describe" && callee.includes(".") && args[0]) {
      const text2 = jsString(args[0]);
      const label = assignedName(node);
      if (text2 && isProse(text2.text)) out.add(`${[...scope, label ?? "parameter"].join(".")}.describe`, "tool-description", text2, args[0]);
    }
    const positionalTool = js.positionalToolCalls.has(short);
    if (positionalTool && args[0] && args[1]) {
      const name = jsString(args[0])?.text;
      const description = jsString(args[1]);
      if (name && description) out.add(`tool:${name}`, "tool-description", description, args[1]);
    }
    const registered = js.configuredToolCalls.has(short) && args[0] ? jsString(args[0])?.text : void 0;
    if (registered !== void 0) args = args.map((a) => a.type === "identifier" ? constObject(a.text, node) ?? a : a);
    const madeToolName = (positionalTool || registered !== void 0) && args[0] ? jsString(args[0])?.text : void 0;
    const handler = args.at(-1);
    if (madeToolName && handler && /function|arrow_function/.test(handler.type)) checkHandler(madeToolName, handler);
    if (!llmFile || isTerminalCall(callee)) return;
    if (promptTemplate(node, callee, short, args, scope)) return;
    for (const arg4 of args) {
      if (arg4.type !== "object") continue;
      const pairs = arg4.namedChildren.filter((p) => p?.type === "pair");
      const nameProperty = pairs.find((p) => propertyName(p.childForFieldName("key")) === "name")?.childForFieldName("value");
      const ownName = nameProperty && jsString(nameProperty)?.text;
      const target = rules.handoffCalls.has(short) && args[0]?.type === "identifier" ? args[0].text : void 0;
      const label = ownName || toolName || assignedName(node) || target;
      const toolIdentity = toolName !== void 0 || registered !== void 0 ? nameProperty && jsString(nameProperty)?.text || toolName || registered : void 0;
      const describesTool = TOOL_MAKER.test(callee) || pairs.some((p) => TOOL_KEYS.has(propertyName(p.childForFieldName("key")) ?? ""));
      for (const pair of pairs) {
        const key = propertyName(pair.childForFieldName("key"));
        const value = pair.childForFieldName("value");
        if (key === "execute" && value && isToolCall(short) && /function|arrow_function/.test(value.type)) checkHandler(toolIdentity ?? label ?? "tool", value);
        const role = key ? argumentRole(short, key, rules) : void 0;
        if (!key || !value || !role || key === "description" && !describesTool) continue;
        const text2 = jsString(value) ?? contentBlocks(value, jsString);
        if (!text2 || !isProse(text2.text) && !text2.placeholders.length) continue;
        if (role === "tool-description" && text2.text.length < 10) continue;
        const toolKey = role === "tool-description" && toolIdentity;
        const callKey = label ? ownName ? `${short}[${label}]` : [...scope, `${short}[${label}]`].join(".") : [...scope, short].join(".");
        const nameKey = rules.agentAsTool.find((a) => a.description === key)?.name;
        const toolNameValue = nameKey ? pairs.find((p) => propertyName(p.childForFieldName("key")) === nameKey)?.childForFieldName("value") : void 0;
        const asTool = toolNameValue ? jsString(toolNameValue)?.text : void 0;
        out.add(toolKey ? `tool:${toolIdentity}` : asTool ? `tool:${asTool}` : `${callKey}(${key})`, role, text2, value);
      }
    }
  };
  const promptTemplate = (node, callee, short, args, scope) => {
    const objects = js.promptObjects;
    const list = objects.messageLists.includes(short);
    if (!objects.templates.some((t) => (callee.split(".").at(-2) ?? "").endsWith(t)) || !objects.templateFactories.includes(short) && !list) return false;
    const where2 = [...scope, assignedName(node) ?? short].join(".");
    if (!list) {
      const raw = args[0] && jsString(args[0]);
      if (!raw) return false;
      out.add(`${where2}(template)`, "template", formatFields(raw), args[0]);
      return true;
    }
    if (args[0]?.type !== "array") return false;
    for (const item of args[0].namedChildren) {
      const maker = item?.type === "call_expression" ? item.childForFieldName("function")?.text ?? "" : "";
      const made = objects.templateFactories.includes(maker.split(".").at(-1) ?? "") ? objects.messages.find((m) => objects.templates.some((t) => (maker.split(".").at(-2) ?? "").endsWith(`${m}${t}`))) : void 0;
      const madeText = made ? item.childForFieldName("arguments")?.namedChildren[0] : void 0;
      if (made && madeText) {
        const raw2 = jsString(madeText);
        const name2 = made.replace(/Message$/, "").toLowerCase();
        if (raw2) out.add(`${where2}.messages[${name2}]`, messageRole(name2), formatFields(raw2), madeText);
        continue;
      }
      const [role, content] = item?.type === "array" ? item.namedChildren : [];
      const name = role && jsString(role)?.text;
      const raw = content && jsString(content);
      if (!name || !raw || !content) continue;
      out.add(`${where2}.messages[${name}]`, messageRole(name), formatFields(raw), content);
    }
    return true;
  };
  const messageObject = (node, scope) => {
    const kind = node.childForFieldName("constructor")?.text ?? "";
    const content = js.promptObjects.messages.includes(kind) ? node.childForFieldName("arguments")?.namedChildren[0] : void 0;
    const text2 = content && llmFile ? jsString(content) : void 0;
    if (!content || !text2) return false;
    const said = kind.replace(/Message$/, "").toLowerCase();
    const role = said === "ai" ? "assistant" : said === "human" ? "user" : said;
    out.add(messageKey(scope, role), messageRole(role), text2, content);
    return true;
  };
  let configs;
  const registeredConfigs = () => {
    if (!configs) {
      configs = /* @__PURE__ */ new Set();
      const text2 = root.text;
      if (![...js.configuredToolCalls].some((name) => text2.includes(name))) return configs;
      for (const c of root.descendantsOfType("call_expression")) {
        if (!js.configuredToolCalls.has(lastNames(c?.childForFieldName("function")?.text ?? ""))) continue;
        for (const arg4 of c?.childForFieldName("arguments")?.namedChildren ?? []) if (arg4?.type === "identifier") configs.add(arg4.text);
      }
    }
    return configs;
  };
  const constObject = (name, at2) => {
    for (let scopeNode = enclosingScope(at2, root); scopeNode; scopeNode = scopeNode === root ? void 0 : enclosingScope(scopeNode, root)) {
      let found;
      for (const d of scopeNode.descendantsOfType("variable_declarator")) {
        const value = d?.childForFieldName("value");
        if (!d || d.startIndex > at2.startIndex || d.childForFieldName("name")?.text !== name || value?.type !== "object") continue;
        if (enclosingScope(d, root).id === scopeNode.id) found = value;
      }
      if (found) return found;
    }
    return void 0;
  };
  const checkHandler = (tool, fn) => {
    const body = fn.childForFieldName("body");
    if (body) out.checkTool(tool, body, "return_statement");
  };
  const message = (node, scope) => {
    let role;
    let content;
    for (const pair of node.namedChildren) {
      if (pair?.type !== "pair") continue;
      const key = propertyName(pair.childForFieldName("key"));
      const value = pair.childForFieldName("value");
      if (key === "role" && value) role = jsString(value)?.text;
      if (key === "content" && value) content = value;
    }
    if (!content || !role || !["system", "developer", "user", "assistant"].includes(role)) return;
    const text2 = jsString(content) ?? contentBlocks(content, jsString);
    if (text2) out.add(messageKey(scope, role), messageRole(role), text2, content);
  };
  for (const c of root.namedChildren) if (c) visit4(c, [], true);
  if (!llmFile) return { units: out.units(), findings: out.findings(), models: [], calls: [], bindings: [], toolDefinitions: [] };
  const reader = { path, language: "javascript", recorded: rules.recordedCalls, unitsWithin: (n) => out.keysWithin(n), text: jsString, literal: (n) => jsLiteral(n) };
  const calls = codeCalls(root, reader);
  return { units: out.units(), findings: out.findings(), models: javascriptModelNames(path, root, jsString, rules), calls, bindings: codeBindings(root, calls, reader), toolDefinitions: [] };
}
var TOP_LEVEL = /* @__PURE__ */ new Set(["program", "export_statement", "lexical_declaration", "variable_declaration"]);
var ACTED = /* @__PURE__ */ new Set([
  "variable_declarator",
  "class_declaration",
  "class",
  "function_declaration",
  "method_definition",
  "throw_statement",
  "call_expression",
  "new_expression",
  "object",
  "expression_statement",
  "jsx_attribute"
]);
var LONG_TEXT = ["string", "template_string", "binary_expression"];
var TOOL_MAKER = /tool|agent|function|handoff|skill|command|action/i;
var TOOL_KEYS = /* @__PURE__ */ new Set(["parameters", "inputSchema", "input_schema", "schema", "argsSchema", "execute", "handler"]);
function jsLiteral(node, computed) {
  switch (node.type) {
    case "object": {
      const out = {};
      for (const pair of node.namedChildren) {
        if (pair?.type !== "pair") return void 0;
        const key = propertyName(pair.childForFieldName("key"));
        const value = jsLiteral(pair.childForFieldName("value"), computed);
        if (key === void 0 || value === void 0) return void 0;
        out[key] = value;
      }
      return out;
    }
    case "array": {
      const items2 = node.namedChildren.map((c) => c ? jsLiteral(c, computed) : void 0);
      return items2.some((i) => i === void 0) ? void 0 : items2;
    }
    case "number":
      return Number(node.text);
    case "true":
      return true;
    case "false":
      return false;
    case "null":
      return null;
    default: {
      const text2 = jsString(node)?.text;
      if (text2 !== void 0 || !computed) return text2;
      computed.push(node.text);
      return null;
    }
  }
}
function propertyName(node) {
  if (!node) return void 0;
  if (node.type === "property_identifier" || node.type === "identifier") return node.text;
  return jsString(node)?.text;
}
function jsString(node, resolve) {
  const read = (n) => jsString(n, resolve);
  switch (node.type) {
    case "string": {
      let text2 = "";
      for (const c of node.namedChildren) {
        if (c?.type === "string_fragment") text2 += c.text;
        else if (c?.type === "escape_sequence") text2 += unescapeJs(c.text);
      }
      return { text: text2, placeholders: templateFields(text2) };
    }
    case "template_string": {
      let text2 = "";
      const placeholders = [];
      for (const c of node.namedChildren) {
        if (c?.type === "string_fragment") text2 += c.text;
        else if (c?.type === "escape_sequence") text2 += unescapeJs(c.text);
        else if (c?.type === "template_substitution") {
          const expression = c.namedChildren[0];
          const known2 = resolve && expression ? read(expression) : void 0;
          if (known2) {
            text2 += known2.text;
            placeholders.push(...known2.placeholders);
          } else placeholders.push(expression?.text ?? c.text);
        }
      }
      return { text: text2, placeholders: [...placeholders, ...templateFields(text2)] };
    }
    case "binary_expression":
      return concatenation(node, "binary_expression", read);
    case "ternary_expression": {
      const yes = node.childForFieldName("consequence");
      const no = node.childForFieldName("alternative");
      return yes && no ? eitherBranch(read(yes), read(no), yes.text, no.text) : void 0;
    }
    case "parenthesized_expression":
    case "as_expression":
    case "satisfies_expression":
      return node.namedChildren[0] ? read(node.namedChildren[0]) : void 0;
    case "call_expression": {
      const fn = node.childForFieldName("function");
      if (fn?.type === "member_expression" && fn.childForFieldName("property")?.text === "join") {
        const array = fn.childForFieldName("object");
        const separator = node.childForFieldName("arguments")?.namedChildren[0];
        const sep = separator ? read(separator)?.text : ",";
        if (array?.type === "array" && sep !== void 0) {
          const parts = array.namedChildren.map((c) => c ? read(c) : void 0);
          if (!parts.some((p) => !p)) return { text: parts.map((p) => p.text).join(sep), placeholders: [...new Set(parts.flatMap((p) => p.placeholders))] };
        }
      }
      if (fn?.type === "member_expression" && fn.childForFieldName("property")?.text === "trim") {
        const inner = read(fn.childForFieldName("object"));
        return inner && { ...inner, text: inner.text.trim() };
      }
      const args = node.childForFieldName("arguments");
      if (fn?.text === "String.raw" && args?.type === "template_string") {
        const raw = args.text.slice(1, -1).replace(/\$\{[^}]*\}/g, "");
        return { text: raw, placeholders: args.namedChildren.flatMap((c) => c?.type === "template_substitution" ? [c.namedChildren[0]?.text ?? c.text] : []) };
      }
      if (fn && /^(dedent|outdent|stripIndent|stripIndents)$/.test(fn.text) && args?.type === "template_string") {
        const inner = read(args);
        return inner && { ...inner, text: dedent2(inner.text).trim() };
      }
      return void 0;
    }
    case "identifier":
      return resolve?.(node);
    default:
      return void 0;
  }
}

// src/extract/code/tool-definitions.ts
function pythonToolDefinitions(path, root, isTool2, values, plainFunctions = false) {
  const out = [];
  if (plainFunctions) {
    for (const fn of root.namedChildren) if (fn?.type === "function_definition") out.push({ ...functionDefinition(path, fn, values), plain: true });
  }
  for (const node of root.descendantsOfType(["decorated_definition", "class_definition"])) {
    if (!node) continue;
    if (node.type === "decorated_definition") {
      const fn = node.childForFieldName("definition");
      const decorated = node.namedChildren.some((d) => d?.type === "decorator" && isTool2.decorator(d));
      if (fn?.type === "function_definition" && decorated) out.push(functionDefinition(path, fn, values));
      continue;
    }
    const bases = node.childForFieldName("superclasses")?.text ?? "";
    if (bases && isTool2.classBases(bases)) out.push(classDefinition(path, node, bases, values));
  }
  return out;
}
function functionDefinition(path, fn, values) {
  const name = fn.childForFieldName("name")?.text ?? "tool";
  const params = [];
  for (const p of fn.childForFieldName("parameters")?.namedChildren ?? []) {
    if (!p) continue;
    const id = p.type === "identifier" ? p : p.childForFieldName("name") ?? p.namedChildren.find((c) => c?.type === "identifier") ?? null;
    if (!id || id.text === "self" || p.type.includes("splat")) continue;
    const annotation = p.childForFieldName("type")?.text;
    const hasDefault = p.type.startsWith("default") || p.type.startsWith("typed_default");
    const value = hasDefault ? p.childForFieldName("value") : null;
    const literal2 = value ? values.literal(value) : void 0;
    params.push({ name: id.text, ...annotation ? { annotation } : {}, hasDefault, ...literal2 !== void 0 ? { default: { value: literal2 } } : {} });
  }
  const returns = fn.childForFieldName("return_type")?.text;
  const first2 = fn.childForFieldName("body")?.namedChildren[0];
  const doc = first2?.type === "expression_statement" && first2.namedChildren[0]?.type === "string" ? values.text(first2.namedChildren[0]) : void 0;
  return {
    kind: "function",
    path,
    line: fn.startPosition.row + 1,
    name,
    ...doc ? { unitKey: `tool:${name}`, docstring: cleandoc(doc.text), rawDocstring: doc.text } : {},
    params,
    ...returns ? { returns } : {}
  };
}
function classDefinition(path, node, bases, values) {
  const attributes = {};
  for (const statement of node.childForFieldName("body")?.namedChildren ?? []) {
    const assignment = statement?.type === "expression_statement" ? statement.namedChildren[0] : void 0;
    if (assignment?.type !== "assignment") continue;
    const left = assignment.childForFieldName("left");
    const right = assignment.childForFieldName("right");
    if (left?.type !== "identifier" || !right) continue;
    const value = values.literal(right) ?? values.text(right)?.text;
    if (value !== void 0) attributes[left.text] = value;
  }
  return { kind: "class", path, line: node.startPosition.row + 1, name: node.childForFieldName("name")?.text ?? "Tool", bases: bases.replace(/^\(|\)$/g, ""), attributes };
}

// src/extract/code/python.ts
var DESCRIBED_MAKER = /tool|agent|function|handoff|skill|task|crew|field|from_defaults|from_function/i;
var MODEL_CALL = /(^|\.)(converse|converse_stream)$/;
var SDK_SCHEMA_ARGUMENTS = ["response_format", "response_model"];
function pythonUnits(path, root, options = {}) {
  const llmFile = importsSdk(root.text, "python", sdkModulesOf(path, options));
  const rules = codeRulesOf(path, options);
  const py = rules.python;
  const schemaArguments = /* @__PURE__ */ new Set([...SDK_SCHEMA_ARGUMENTS, ...rules.schemaArguments]);
  const isToolDecorator = (d) => py.toolDecorators.has(lastNames(decoratorName(d)));
  const context = fileContext(path, llmFile, options);
  const talksToModel2 = context === "model";
  const out = new UnitCollector(path);
  const judge = nameJudge(root, "python", context);
  const where = judge.context;
  const promptClasses2 = /* @__PURE__ */ new Set();
  const schemaClasses = /* @__PURE__ */ new Set();
  const docstrings = /* @__PURE__ */ new Map();
  for (const node of root.descendantsOfType(["keyword_argument", "function_definition"])) {
    if (node?.type === "keyword_argument") {
      const value = node.childForFieldName("value");
      if (value?.type === "identifier" && schemaArguments.has(node.childForFieldName("name")?.text ?? "")) schemaClasses.add(value.text);
      continue;
    }
    const doc = node && docstring(node);
    const decorated = node?.parent?.type === "decorated_definition" && node.parent.namedChildren.some((d) => d?.type === "decorator" && isToolDecorator(d));
    if (node && doc && !decorated) docstrings.set(node.childForFieldName("name")?.text ?? "", doc);
  }
  const toolClassOf = (bases) => {
    const matched = py.toolClasses.filter((t) => t.base.test(bases));
    if (matched.length === 0) return void 0;
    return { schemaAttributes: new Set(matched.flatMap((t) => t.schemaAttributes ?? [])), runMethods: new Set(matched.flatMap((t) => t.runMethods ?? [])) };
  };
  const visit4 = (node, scope, inClassBody, toolClass) => {
    switch (node.type) {
      case "class_definition": {
        const name = node.childForFieldName("name")?.text ?? "class";
        const bases = node.childForFieldName("superclasses")?.text ?? "";
        const body = node.childForFieldName("body");
        const toolClassHere = toolClassOf(bases);
        const classDoc = body?.namedChildren[0];
        const first3 = classDoc?.type === "expression_statement" ? classDoc.namedChildren[0] : void 0;
        const instructionClass = bases.split(/\W+/).some((b) => py.instructionClasses.has(b));
        const docNode = first3 && (first3.type === "string" || instructionClass && /^(concatenated_string|parenthesized_expression)$/.test(first3.type)) ? first3 : void 0;
        const docText = docNode && llmFile && (instructionClass || schemaClasses.has(name)) ? docstringText(docNode) : void 0;
        if (docNode && docText) out.add(`${[...scope, name].join(".")}.__doc__`, "system", docText, docNode);
        else if (docNode) out.consume(docNode);
        if (py.isPromptClass(name) || py.isPromptClass(bases)) promptClasses2.add([...scope, name].join("."));
        if (body) {
          for (const c of body.namedChildren) if (c) visit4(c, [...scope, name], true, toolClassHere);
        }
        return;
      }
      case "decorated_definition": {
        const definition = node.childForFieldName("definition");
        const decorators = node.namedChildren.filter((c) => c?.type === "decorator");
        const isTool2 = decorators.some(isToolDecorator);
        if (definition?.type === "function_definition" && isTool2) {
          const named = decorators.map((d) => keywordOf(d, "name")).find((n) => n !== void 0);
          const name = named && pythonString(named)?.text || (definition.childForFieldName("name")?.text ?? "tool");
          const key = `tool:${inClassBody ? [...scope, name].join(".") : name}`;
          for (const d of decorators) {
            const description = py.toolDescriptionArguments.map((k) => keywordOf(d, k)).find((n) => n !== void 0);
            const text3 = description ? pythonString(description) : void 0;
            if (description && text3 && !out.has(key)) out.add(key, "tool-description", text3, description);
          }
          const body = definition.childForFieldName("body");
          if (body) out.checkTool(name, body, "return_statement");
          const doc = docstring(definition);
          const text2 = doc && docstringText(doc);
          if (doc && text2 && !out.has(key)) out.add(key, "tool-description", text2, doc);
          else if (doc) out.consume(doc);
        }
        if (definition?.type === "function_definition" && llmFile && decorators.some((d) => py.docstringPromptDecorators.has(decoratorName(d)))) {
          const doc = docstring(definition);
          const text2 = doc && docstringText(doc);
          const name = definition.childForFieldName("name")?.text ?? "fn";
          if (doc && text2) out.add(`${[...scope, name].join(".")}.__doc__`, "system", text2, doc);
        }
        if (definition?.type === "function_definition" && decorators.some((d) => decoratorName(d).includes(".") && py.returnedPromptDecorators.has(lastNames(decoratorName(d))))) {
          const name = definition.childForFieldName("name")?.text ?? "system_prompt";
          const body = definition.childForFieldName("body");
          if (body) addReturnedPrompts(out, `${[...scope, name].join(".")}()`, "system_prompt", body, pythonString, { isNamedPrompt: (text2) => isProse(text2), longTextIsPrompt: false });
        }
        if (definition) visit4(definition, scope, inClassBody, toolClass);
        return;
      }
      case "function_definition": {
        const name = node.childForFieldName("name")?.text ?? "function";
        const body = node.childForFieldName("body");
        if (toolClass?.runMethods.has(name) && body) out.checkTool(scope.at(-1) ?? name, body, "return_statement");
        const doc = docstring(node);
        if (doc) out.consume(doc);
        if (body && (hasPromptWord(name) || talksToModel2)) {
          addReturnedPrompts(out, `${[...scope, name].join(".")}()`, name, body, pythonString, {
            isNamedPrompt: (text2) => hasPromptWord(name) && isNamedPrompt(name, text2, where(name, node)),
            longTextIsPrompt: talksToModel2
          });
        }
        if (body) {
          for (const c of body.namedChildren) if (c) visit4(c, [...scope, name], false, void 0);
        }
        return;
      }
      case "expression_statement": {
        const child = node.namedChildren[0];
        if (child?.type === "string" || child?.type === "concatenated_string") {
          out.consume(child);
          return;
        }
        if (child?.type === "assignment" && (scope.length === 0 || inClassBody || talksToModel2)) {
          assignment(child, scope, toolClass);
          return;
        }
        break;
      }
      case "raise_statement":
        return;
      case "call":
        if (out.setAsideDisplayed(node)) break;
        call(node, scope);
        break;
      case "dictionary": {
        const computed = [];
        if (mayDefineTool(node, (k) => pythonString(k)?.text) && out.takeToolSchema(node, pythonLiteral(node, computed), computed)) return;
        message(node, scope);
        break;
      }
      case "string":
      case "concatenated_string":
        if (talksToModel2 && out.takeLong(scope, node, pythonString)) return;
        break;
      case "binary_operator":
        if (talksToModel2 && isChainTop(node, "binary_operator") && out.takeLong(scope, node, pythonString)) return;
        break;
    }
    for (const c of node.namedChildren) if (c) visit4(c, scope, false, void 0);
  };
  const assignment = (node, scope, toolClass) => {
    const left = node.childForFieldName("left");
    const right = node.childForFieldName("right");
    const annotation = node.childForFieldName("type");
    if (annotation) visit4(annotation, scope, false, void 0);
    if (!left || !right) return;
    const name = left.text;
    if (llmFile && left.type === "identifier" && right.type === "list" && nameWords(name).at(-1) === "tools") toolFunctions(right);
    if (left.type === "identifier" && toolClass?.schemaAttributes.has(name) && right.type === "dictionary") {
      descriptions(right, [...scope, name]);
      return;
    }
    const promptClass = promptClasses2.has(scope.join("."));
    if (left.type === "identifier" && right.type === "dictionary" && isPromptCollection(name, context)) {
      for (const pair of right.namedChildren) {
        if (pair?.type !== "pair") continue;
        const key = pythonString(pair.childForFieldName("key"))?.text;
        const value2 = pair.childForFieldName("value");
        const text3 = value2 && pythonString(value2);
        if (key && value2 && text3 && isProse(text3.text)) out.add([...scope, name, key].join("."), roleForName(key === "system" ? key : name), text3, value2);
      }
      return;
    }
    const value = left.type === "identifier" && (promptClass || hasPromptWord(name)) ? pythonString(right) : void 0;
    if (value && isNamedPrompt(name, value.text, where(name, node, { promptClass, toolClass: toolClass !== void 0 }))) {
      const role = toolClass && name === "description" ? "tool-description" : roleForName(name);
      out.add([...scope, name].join("."), role, value, right);
      return;
    }
    const text2 = talksToModel2 && left.type === "identifier" ? pythonString(right) : void 0;
    if (text2 && isLongProse(text2.text)) {
      if (judge.onlyShown(name, node)) out.consume(right);
      else out.add([...scope, name].join("."), "other", text2, right);
      return;
    }
    visit4(right, scope, false, void 0);
  };
  const toolFunctions = (list) => {
    for (const item of list.namedChildren) {
      const doc = item?.type === "identifier" ? docstrings.get(item.text) : void 0;
      const text2 = doc && docstringText(doc);
      if (item && text2 && !out.has(`tool:${item.text}`)) out.add(`tool:${item.text}`, "tool-description", text2, item);
    }
  };
  const descriptions = (dict, keys) => {
    for (const pair of dict.namedChildren) {
      if (pair?.type !== "pair") continue;
      const key = pythonString(pair.childForFieldName("key"))?.text;
      const value = pair.childForFieldName("value");
      if (!key || !value) continue;
      if (value.type === "dictionary") descriptions(value, [...keys, key]);
      else if (key === "description") {
        const text2 = pythonString(value);
        if (text2) out.add(keys.concat(key).join("."), "tool-description", text2, value);
      }
    }
  };
  const call = (node, scope) => {
    const callee = node.childForFieldName("function")?.text ?? "";
    const args = node.childForFieldName("arguments");
    if (!args) return;
    const short = callee.split(".").at(-1);
    const kwargs = /* @__PURE__ */ new Map();
    for (const arg4 of args.namedChildren) {
      if (arg4?.type !== "keyword_argument") continue;
      const value = arg4.childForFieldName("value");
      if (value) kwargs.set(arg4.childForFieldName("name")?.text ?? "", value);
    }
    const factory = py.functionToolFactories.some((f) => lastNames(callee, 2).endsWith(f));
    const fnArg = factory ? kwargs.get("fn") ?? kwargs.get("func") ?? args.namedChildren.find((a) => a?.type === "identifier") ?? void 0 : void 0;
    if (fnArg?.type === "identifier" && !kwargs.has("description")) {
      const doc = docstrings.get(fnArg.text);
      const text2 = doc && docstringText(doc);
      if (doc && text2 && !out.has(`tool:${fnArg.text}`)) out.add(`tool:${fnArg.text}`, "tool-description", text2, fnArg);
    }
    const tools = kwargs.get("tools");
    if (llmFile && tools?.type === "list") toolFunctions(tools);
    const fromRole = py.roleMessageFactories.has(lastNames(callee, 2)) ? /from_(\w+)$/.exec(callee)?.[1] : void 0;
    const fromText = kwargs.get("text") ?? kwargs.get("content") ?? args.namedChildren.find((a) => a !== null && a.type !== "keyword_argument" && a.type !== "comment");
    if (fromRole && fromText) {
      chatMessage(fromRole, fromText, listVariable(node) ? [...scope, listVariable(node)] : scope);
      return;
    }
    if (short === "dict" && kwargs.has("role") && kwargs.has("content")) {
      chatMessage(pythonString(kwargs.get("role"))?.text, kwargs.get("content"), scope);
      return;
    }
    if (!llmFile && !MODEL_CALL.test(callee) || isTerminalCall(callee)) return;
    const named = kwargs.get("name");
    const literal2 = named && pythonString(named);
    const ownName = literal2 ? literal2.placeholders.length ? void 0 : literal2.text : named && /^[A-Z]\w*(\.\w+)+$/.test(named.text) ? named.text : void 0;
    const positional = args.namedChildren.filter((a) => a !== null && a.type !== "keyword_argument" && a.type !== "comment");
    const target = rules.handoffCalls.has(short) ? kwargs.get("agent") ?? positional[0] : void 0;
    const label = ownName || assignedName(node) || (target?.type === "identifier" ? target.text : void 0);
    const callKey = label ? ownName ? [`${short}[${label}]`] : [...scope, `${short}[${label}]`] : [...scope, short];
    if (promptObject(callee, short, positional, kwargs, scope, label)) return;
    for (const schemaKey of ["parameters", "inputSchema", "input_schema"]) {
      const schema = kwargs.get(schemaKey);
      if (schema?.type === "dictionary") descriptions(schema, [...callKey, schemaKey]);
    }
    for (const [name, value] of kwargs) {
      const role = argumentRole(short, name, rules) ?? (isPromptKey(name) ? roleForName(name) : void 0);
      if (!role || name === "description" && !DESCRIBED_MAKER.test(callee)) continue;
      const text2 = pythonString(value) ?? contentBlocks(value, pythonString) ?? stringList(value);
      if (!text2 || !isProse(text2.text) && !text2.placeholders.length) continue;
      if (role === "tool-description" && text2.text.length < 10) continue;
      const toolName = kwargs.get(rules.agentAsTool.find((a) => a.description === name)?.name ?? "");
      const asTool = toolName ? pythonString(toolName)?.text : void 0;
      out.add(asTool ? `tool:${asTool}` : `${callKey.join(".")}(${name})`, role, text2, value);
    }
  };
  const promptObject = (callee, short, positional, kwargs, scope, label) => {
    const objects = py.promptObjects;
    const where2 = (what) => `${[...scope, label ?? short].join(".")}${what}`;
    const list = positional[0];
    if (objects.messageLists.includes(short) && (list?.type === "list" || list?.type === "tuple")) {
      for (const item of list.namedChildren) {
        if (item?.type !== "tuple" || item.namedChildren.length !== 2) continue;
        const role = pythonString(item.namedChildren[0])?.text;
        const raw2 = pythonString(item.namedChildren[1]);
        if (!role || !raw2) continue;
        out.add(where2(`.messages[${role}]`), messageRole(role), formatFields(raw2), item.namedChildren[1]);
      }
      return true;
    }
    const kind = objects.templateFactories.includes(short) ? callee.split(".").at(-2) ?? "" : short;
    const template = objects.templates.some((t) => kind.endsWith(t));
    const message2 = objects.messages.includes(kind) ? kind.replace(/Message$/, "") : void 0;
    if (!template && !message2) return false;
    const value = kwargs.get("template") ?? kwargs.get("content") ?? positional[0];
    const raw = value && pythonString(value);
    if (!value || !raw) return false;
    out.add(where2("(template)"), message2 ? messageRole(message2) : "template", template ? formatFields(raw) : raw, value);
    return true;
  };
  const chatMessage = (role, content, scope) => {
    if (!role || !["system", "developer", "user", "assistant"].includes(role)) return;
    const text2 = pythonString(content) ?? contentBlocks(content, pythonString);
    if (text2) out.add(messageKey(scope, role), messageRole(role), text2, content);
  };
  const message = (node, scope) => {
    let role;
    let content;
    for (const pair of node.namedChildren) {
      if (pair?.type !== "pair") continue;
      const key = pythonString(pair.childForFieldName("key"))?.text;
      const value = pair.childForFieldName("value");
      if (key === "role" && value) role = pythonString(value)?.text;
      if (key === "content" && value) content = value;
    }
    if (content) chatMessage(role, content, scope);
  };
  const first2 = root.namedChildren[0];
  if (first2?.type === "expression_statement" && first2.namedChildren[0]?.type === "string") out.consume(first2.namedChildren[0]);
  for (const c of root.namedChildren) if (c) visit4(c, [], false, void 0);
  const reader = { path, language: "python", recorded: rules.recordedCalls, unitsWithin: (n) => out.keysWithin(n), text: pythonString, literal: (n) => pythonLiteral(n) };
  const toolDefinitions = pythonToolDefinitions(path, root, { decorator: isToolDecorator, classBases: (bases) => toolClassOf(bases) !== void 0 }, reader, llmFile);
  if (!llmFile) return { units: out.units(), findings: out.findings(), models: [], calls: [], bindings: [], toolDefinitions };
  const calls = codeCalls(root, reader);
  return { units: out.units(), findings: out.findings(), models: pythonModelNames(path, root, pythonString, rules), calls, bindings: codeBindings(root, calls, reader), toolDefinitions };
}
function stringList(node) {
  if (node.type !== "list" && node.type !== "tuple") return void 0;
  const items2 = node.namedChildren.filter((c) => c !== null && c.type !== "comment").map((c) => pythonString(c));
  if (items2.length === 0 || items2.some((i) => !i)) return void 0;
  return { text: items2.map((i) => i.text).join("\n"), placeholders: [...new Set(items2.flatMap((i) => i.placeholders))] };
}
function listVariable(node) {
  const list = node.parent;
  const assignment = list?.type === "list" ? list.parent : void 0;
  const left = assignment?.type === "assignment" ? assignment.childForFieldName("left") : void 0;
  return left?.type === "identifier" ? left.text : void 0;
}
function keywordOf(decorator, keyword) {
  const expr = decorator.namedChildren[0];
  const args = expr?.type === "call" ? expr.childForFieldName("arguments") : null;
  const arg4 = args?.namedChildren.find((a) => a?.type === "keyword_argument" && a.childForFieldName("name")?.text === keyword);
  return arg4?.childForFieldName("value") ?? void 0;
}
function decoratorName(decorator) {
  const expr = decorator.namedChildren[0];
  if (!expr) return "";
  if (expr.type === "call") return expr.childForFieldName("function")?.text ?? "";
  return expr.text;
}
function docstringText(doc) {
  const text2 = pythonString(doc);
  return text2 && { ...text2, text: cleandoc(text2.text) };
}
function docstring(fn) {
  const first2 = fn.childForFieldName("body")?.namedChildren[0];
  const expr = first2?.type === "expression_statement" ? first2.namedChildren[0] : void 0;
  return expr?.type === "string" ? expr : void 0;
}
function pythonString(node, resolve) {
  const read = (n) => pythonString(n, resolve);
  switch (node.type) {
    case "string":
      return literal(node, resolve);
    case "concatenated_string":
      return join2(node.namedChildren.map((c) => c ? read(c) : void 0));
    case "parenthesized_expression":
      return node.namedChildren.length === 1 ? read(node.namedChildren[0]) : void 0;
    case "conditional_expression": {
      const [yes, , no] = node.namedChildren;
      return yes && no ? eitherBranch(read(yes), read(no), yes.text, no.text) : void 0;
    }
    case "binary_operator": {
      if (node.childForFieldName("operator")?.text === "%") {
        const template = read(node.childForFieldName("left"));
        if (!template) return void 0;
        const fields = [];
        const text2 = template.text.replace(/%%|%(\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[sdifrxXeEgGco]/g, (m, name) => {
          if (m === "%%") return "%";
          fields.push(name ? name.slice(1, -1) : `%${fields.length}`);
          return "";
        });
        return { text: text2, placeholders: [.../* @__PURE__ */ new Set([...template.placeholders, ...fields])] };
      }
      return concatenation(node, "binary_operator", read);
    }
    case "call": {
      const fn = node.childForFieldName("function");
      const args = node.childForFieldName("arguments")?.namedChildren ?? [];
      if (!fn) return void 0;
      if (/^(string\.|jinja2\.)?Template$/.test(fn.text) && args[0] && args[0].type !== "keyword_argument") {
        const inner = read(args[0]);
        if (!inner) return void 0;
        if (fn.text === "jinja2.Template") return inner;
        const fields = [];
        const text2 = inner.text.replace(/\$\$|\$(\w+)|\$\{(\w+)\}/g, (m, a, b) => m === "$$" ? "$" : (fields.push(a ?? b), ""));
        return { text: text2, placeholders: [.../* @__PURE__ */ new Set([...inner.placeholders, ...fields])] };
      }
      if (fn.type === "attribute" && /^(render|substitute|safe_substitute)$/.test(fn.childForFieldName("attribute")?.text ?? "")) {
        const template = fn.childForFieldName("object");
        if (template?.type === "call") return read(template);
      }
      if (/(^|\.)indent$/.test(fn.text) && args.length === 2 && args.every((a) => a?.type !== "keyword_argument")) {
        const [inner, prefix] = [read(args[0]), read(args[1])];
        return inner && prefix ? { text: indent(inner.text, prefix.text), placeholders: [.../* @__PURE__ */ new Set([...inner.placeholders, ...prefix.placeholders])] } : void 0;
      }
      if (/(^|\.)(dedent|cleandoc)$/.test(fn.text) && args.length === 1 && args[0]) {
        const inner = read(args[0]);
        return inner && { ...inner, text: fn.text.endsWith("cleandoc") ? cleandoc(inner.text) : dedent2(inner.text) };
      }
      if (fn.type === "attribute") {
        const method2 = fn.childForFieldName("attribute")?.text;
        const target = read(fn.childForFieldName("object"));
        if (!target) return void 0;
        if (method2 === "format") return formatFields(target);
        if (method2 === "join" && args[0] && (args[0].type === "list" || args[0].type === "tuple")) {
          const parts = args[0].namedChildren.map((c) => c ? read(c) : void 0);
          if (parts.some((p) => !p)) return void 0;
          return { text: parts.map((p) => p.text).join(target.text), placeholders: [...new Set(parts.flatMap((p) => p.placeholders))] };
        }
        if (method2 === "strip") return { ...target, text: target.text.trim() };
        if (method2 === "lstrip") return { ...target, text: target.text.trimStart() };
        if (method2 === "rstrip") return { ...target, text: target.text.trimEnd() };
      }
      return void 0;
    }
    case "identifier":
      return resolve?.(node);
    default:
      return void 0;
  }
}
function indent(text2, prefix) {
  return text2.split(/(?<=\n)/).map((line) => line.trim() ? prefix + line : line).join("");
}
function literal(node, resolve) {
  const start = node.namedChildren.find((c) => c?.type === "string_start")?.text ?? '"';
  const prefix = start.replace(/["']/g, "").toLowerCase();
  if (prefix.includes("b")) return void 0;
  const raw = prefix.includes("r");
  let text2 = "";
  const placeholders = [];
  const fString = prefix.includes("f");
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === "string_content") {
      const content = raw ? child.text : unescapePython(child.text);
      text2 += fString ? content.replace(/\{\{/g, "{").replace(/\}\}/g, "}") : content;
    } else if (child.type === "interpolation") {
      const expression = child.namedChildren[0];
      const known2 = resolve && expression && child.namedChildren.length === 1 ? pythonString(expression, resolve) : void 0;
      if (known2) {
        text2 += known2.text;
        placeholders.push(...known2.placeholders);
      } else placeholders.push(expression?.text ?? child.text);
    }
  }
  return { text: text2, placeholders: [...placeholders, ...fString ? [] : templateFields(text2)] };
}
function join2(parts) {
  if (parts.some((p) => !p)) return void 0;
  return { text: parts.map((p) => p.text).join(""), placeholders: [...new Set(parts.flatMap((p) => p.placeholders))] };
}
var SIMPLE_ESCAPES = { n: "\n", t: "	", r: "\r", "\\": "\\", "'": "'", '"': '"', a: "\x07", b: "\b", f: "\f", v: "\v", "0": "\0", "\n": "" };
function unescapePython(s) {
  return s.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|[\s\S])/g, (m, e) => {
    if (e[0] === "x" || e[0] === "u" || e[0] === "U") return String.fromCodePoint(Number.parseInt(e.slice(1), 16));
    if (/^[0-7]+$/.test(e)) return String.fromCodePoint(Number.parseInt(e, 8));
    if (e[0] === "N") return characterNamed(e.slice(2, -1)) ?? m;
    return SIMPLE_ESCAPES[e] ?? m;
  });
}
function pythonLiteral(node, computed) {
  switch (node.type) {
    case "dictionary": {
      const out = {};
      for (const pair of node.namedChildren) {
        if (pair?.type !== "pair") return void 0;
        const key = pythonString(pair.childForFieldName("key"))?.text;
        const value = pythonLiteral(pair.childForFieldName("value"), computed);
        if (key === void 0 || value === void 0) return void 0;
        out[key] = value;
      }
      return out;
    }
    case "list":
    case "tuple": {
      const items2 = node.namedChildren.map((c) => c ? pythonLiteral(c, computed) : void 0);
      return items2.some((i) => i === void 0) ? void 0 : items2;
    }
    case "integer":
    case "float":
      return Number(node.text.replace(/_/g, ""));
    case "true":
      return true;
    case "false":
      return false;
    case "none":
      return null;
    default: {
      const text2 = pythonString(node)?.text;
      if (text2 !== void 0 || !computed) return text2;
      computed.push(node.text);
      return null;
    }
  }
}

// src/extract/code/scan-priming-text.ts
var SCAN_PRIMING_TEXT = [
  "#!/usr/bin/env node",
  "// A line comment with a prompt word, and a /* block */ one.",
  "/* block comment: template */",
  "import { a, b as c } from 'module';",
  "function check(reason) { if (!reason) throw new Error(`no reason: ${reason}`); else throw 'bad ' + reason; }",
  `const SYSTEM_PROMPT = 'You are a helpful assistant.\\n', other = "double \\"quoted\\" text", n = 0x1f + 1.5e3 + .5;`,
  "let x = a / 2 / c, re = /ab+c[/\\]]*/gi.test(x) ? x?.y?.[0] ?? null : x!;",
  "var t = `template ${x + `inner ${n}`} and ${{ a: 1 }.a} end`;",
  "class Base<T> extends Mixin(Other)<{ a: 1 }> implements Thing {",
  "  #secret = 1;",
  "  static count: number = 0;",
  "  systemPrompt = 'Be brief';",
  "  declare field?: string;",
  "  readonly other!: number",
  "  get value() { return this.#secret; }",
  "  async *gen() { yield* [1, 2]; }",
  "  ['buildPrompt']() { return `prompt ${this.value}`; }",
  "  [`computed${x}`] = 2;",
  "  method<U>(arg: U, ...rest: unknown[]): void {",
  "    if (arg) /re/.test(String(arg)); else throw new Error('bad ' + arg);",
  "    for (const k of rest) while (k) do { x++; x--; } while (false);",
  "    for await (const z of []) {}",
  "    label: for (let i = 0; i < 10; i++) { if (i << 2 >> 1 >>> 0) continue label; }",
  "    switch (typeof arg) { case 'string': break; default: void 0; }",
  "    throw {",
  "      code: 1 };",
  "  }",
  "}",
  "function buildPrompt(diff) { const parts = []; parts.push('Review this diff:\\n' + diff); return parts.join(''); }",
  "function* g() { yield 1; }",
  "const tool = (name) => ({ type: 'function', function: { name, description: 'd', parameters: {} } });",
  "const messages = [{ role: 'system', content: SYSTEM_PROMPT }, { \"r\\u006fle\": 'user', 'content': `x` }];",
  "export default { tool, messages, render(template) { return template; }, async run() { await tool('x')(); } };",
  "const arrow = async (a, { b, c } = {}) => a === b ? !c : ~c, typed = (q: string): number => q.length;",
  "if (x) { x = x instanceof Object ? x in {} : delete x.y; } else if (!x) x = -x + +x;",
  "x ||= 1; x &&= 2; x ??= 3; x **= 2; x %= 3; x ^= 1; x |= 0; x &= 1;",
  "new.target; import.meta.url; import('dyn'); using r = null;"
].join("\n");

// src/extract/code/code-tokens.ts
function scanCodeTokens(text2, candidates, take) {
  primeScan();
  const matches = candidateStarts(text2, candidates);
  if (matches.length === 0) return true;
  return new Scan(text2, matches, take).run();
}
function scanBracketTokens(text2, from, starts, take) {
  const scan = new Scan(text2, starts, take, { from });
  return scan.run() ? scan.at : -1;
}
function primeScan() {
  if (primed) return;
  primed = true;
  const text2 = SCAN_PRIMING_TEXT;
  const firstOf = (char) => {
    const places = [];
    for (let at2 = text2.indexOf(char); at2 >= 0 && places.length < PRIMED_PARTS; at2 = text2.indexOf(char, at2 + 1)) places.push(at2);
    return places;
  };
  for (let k = 0; k < PRIMING_READS; k++) {
    scanCodeTokens(text2, /[A-Za-z_]/g, PRIMING_TAKES[k % PRIMING_TAKES.length]);
    for (const at2 of firstOf("(")) {
      bodyMayWriteProse(text2, at2);
      arrowFollows(text2, at2);
    }
    for (const at2 of firstOf("=")) valueMayWriteProse(text2, at2 + 1);
    for (const at2 of firstOf("{")) scanBracketTokens(text2, at2, [], () => false);
  }
}
var primed = false;
var PRIMING_READS = 5;
var PRIMING_TAKES = [
  () => false,
  (token) => token.kind === "computed" && token.text === "",
  (token) => token.end < 0,
  (token) => token.previous === "\0",
  (token) => token.next === "\0"
];
var PRIMED_PARTS = 5;
function candidateStarts(text2, candidates) {
  if (!candidates.global) throw new Error("candidates must be a global pattern");
  const starts = [];
  candidates.lastIndex = 0;
  for (let m = candidates.exec(text2); m; m = candidates.exec(text2)) {
    starts.push(m.index);
    if (m[0] === "") candidates.lastIndex++;
  }
  return starts;
}
var BEFORE_EXPRESSION = /* @__PURE__ */ new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "default", "do", "else", "yield", "await", "extends"]);
var CONTROL = /* @__PURE__ */ new Set(["if", "while", "for", "with"]);
var WORDS = /* @__PURE__ */ new Set([...BEFORE_EXPRESSION, ...CONTROL, "const", "let", "var", "using", "function", "async", "get", "set", "static", "class", "accessor"]);
var LONGEST_WORD = Math.max(...[...WORDS].map((word) => word.length));
var WORDS_BY_START = Array.from({ length: 26 * (LONGEST_WORD + 1) }, () => []);
for (const word of WORDS) WORDS_BY_START[wordSlot(word.charCodeAt(0), word.length)].push(word);
function wordSlot(first2, length) {
  return (first2 - 97) * (LONGEST_WORD + 1) + length;
}
function wordAt(text2, start, end) {
  const length = end - start;
  const first2 = text2.charCodeAt(start);
  if (length > LONGEST_WORD || first2 < 97 || first2 > 122) return "";
  for (const word of WORDS_BY_START[wordSlot(first2, length)]) if (text2.startsWith(word, start)) return word;
  return "";
}
var BEFORE_CLASS_BODY = /* @__PURE__ */ new Set(["name", "class", ">", ")", "]"]);
function bodyMayWriteProse(text2, from) {
  if (text2[from] !== "(") return true;
  const parameters = new Scan(text2, [], () => false, { from });
  if (!parameters.run() || parameters.taken) return true;
  const body = nextCodeAt(text2, parameters.at);
  if (text2[body] !== "{") return true;
  return writesProseLiteral(text2, { from: body });
}
function valueMayWriteProse(text2, from) {
  return writesProseLiteral(text2, { from, declarator: true });
}
function arrowFollows(text2, from) {
  const parameters = new Scan(text2, [], () => false, { from });
  if (!parameters.run() || parameters.taken) return true;
  const after = nextCodeAt(text2, parameters.at);
  return text2.startsWith("=>", after) || text2[after] === ":";
}
function writesProseLiteral(text2, part) {
  const read = new Scan(text2, [], () => false, { ...part, literal: (start, end) => MAY_MAKE_PROSE.test(text2.slice(start, end)) });
  return !read.run() || read.taken;
}
var MAY_MAKE_PROSE = /[\s\\]/;
var Scan = class {
  constructor(text2, matches, take, part = {}) {
    this.text = text2;
    this.matches = matches;
    this.take = take;
    this.from = part.from;
    this.declarator = part.declarator ?? false;
    this.literal = part.literal;
    this.i = part.from ?? 0;
    this.next = firstAtOrAfter(matches, this.i);
  }
  text;
  matches;
  take;
  i = 0;
  next = 0;
  /** Whether a `/` here starts a regular expression. */
  expression = true;
  /** The last token, as `CodeToken.previous` tells it. */
  last = "";
  /** Whether the last token was `if`, `while`, `for` or `with` (or `for await`). */
  control = false;
  /** Whether the last token ends a value, after which `!` is TypeScript's non-null assertion. */
  value = false;
  /** The depth at a `class` whose body's `{` is not yet read. */
  classAt;
  /** The depth of brackets of a `const`, `let` or `var` whose declarators are being read. */
  declarationAt;
  /** Whether the last token was a `,` at that depth. */
  declaratorComma = false;
  /** The depth of brackets of a `throw` statement being read, whose literals are not offered to the part's `literal`. */
  thrownAt;
  /** Whether `take` (or a part's `literal`) took something: the scan is over. */
  taken = false;
  /** The brackets open, innermost last. */
  open = [];
  from;
  declarator;
  literal;
  /** Where the scan is: past the close of a part read. */
  get at() {
    return this.i;
  }
  /** True when read to the end (or, for a part, to its close) with nothing taken or something taken; false when unsure. */
  run() {
    const text2 = this.text;
    const n = text2.length;
    if (this.i === 0 && text2.startsWith("#!")) this.i = lineEnd(text2, 0);
    while (this.i < n) {
      const c = text2.charCodeAt(this.i);
      if (isSpace(c)) {
        const throwEnds = this.thrownAt === this.open.length;
        let end = this.i;
        do {
          if (throwEnds && isLineBreak2(text2.charCodeAt(end))) this.thrownAt = void 0;
          end++;
        } while (end < n && isSpace(text2.charCodeAt(end)));
        this.i = end;
        continue;
      }
      if (c === SLASH) {
        const d = text2.charCodeAt(this.i + 1);
        if (d === SLASH) {
          this.i = lineEnd(text2, this.i);
          continue;
        }
        if (d === STAR) {
          const end = text2.indexOf("*/", this.i + 2);
          if (end < 0) return false;
          if (this.thrownAt === this.open.length) this.thrownAt = void 0;
          this.i = end + 2;
          continue;
        }
        if (this.expression) {
          const end = regexEnd(text2, this.i);
          if (end < 0) return false;
          this.i = end;
          this.token("value", true);
          continue;
        }
        if (d === GREATER) return false;
        this.punctuator("/", true);
        continue;
      }
      if (c === QUOTE || c === DOUBLE_QUOTE) {
        const end = stringEnd(text2, this.i, c);
        if (end < 0) return false;
        if (this.covers(end) && this.offer("string", this.i + 1, end - 1, end)) return true;
        if (this.thrownAt === void 0 && this.literal?.(this.i + 1, end - 1)) return this.taken = true;
        this.i = end;
        this.token("value", true);
        continue;
      }
      if (c === BACKTICK) {
        if (!this.templatePart(this.i + 1)) return false;
        if (this.taken) return true;
        continue;
      }
      if (isIdentifierStart(c) || c === HASH && isIdentifierPart(text2.charCodeAt(this.i + 1))) {
        let end = this.i + 1;
        while (end < n && isIdentifierPart(text2.charCodeAt(end))) end++;
        const member = this.last === "." || this.last === "?.";
        if (this.covers(end) && this.offer(member ? "member" : "name", this.i, end, end)) return true;
        const word = member ? "" : wordAt(text2, this.i, end);
        if (word === "" && !this.literal) {
          this.i = end;
          this.token("name", true);
          continue;
        }
        const control = CONTROL.has(word) || word === "await" && this.control;
        if (this.literal) this.readThrow(word, member ? text2.slice(this.i, end) : "", end);
        if (word === "class") this.classAt = this.open.length;
        if (word === "const" || word === "let" || word === "var" || word === "using") this.declarationAt = this.open.length;
        this.i = end;
        this.token(word || "name", !BEFORE_EXPRESSION.has(word), control);
        continue;
      }
      if (isDigit2(c) || c === DOT && isDigit2(text2.charCodeAt(this.i + 1))) {
        let end = this.i + 1;
        while (end < n && (isIdentifierPart(text2.charCodeAt(end)) || text2.charCodeAt(end) === DOT)) end++;
        this.i = end;
        this.token("value", true);
        continue;
      }
      if (this.declarator && this.open.length === 0 && ENDS_DECLARATOR.has(c)) return true;
      if (!this.punctuation(c)) return false;
      if (this.taken || this.from !== void 0 && !this.declarator && this.open.length === 0) return true;
    }
    return this.open.length === 0;
  }
  /** Reads a punctuator at `this.i`; false when the text cannot be read on with certainty. */
  punctuation(c) {
    const text2 = this.text;
    const d = this.i + 1 < text2.length ? text2.charCodeAt(this.i + 1) : -1;
    switch (c) {
      case DOT:
        if (d === DOT && text2.charCodeAt(this.i + 2) === DOT) return this.punctuator("...", true);
        return this.punctuator(".", true);
      case QUESTION:
        return d === DOT && !isDigit2(text2.charCodeAt(this.i + 2)) ? this.punctuator("?.", true) : this.punctuator("?", true);
      case OPEN_PAREN:
        this.open.push({ bracket: "(", at: this.i, condition: this.control, previous: "", holds: "" });
        return this.punctuator("(", true);
      case CLOSE_PAREN: {
        const open = this.open.pop();
        if (open?.bracket !== "(") return false;
        this.punctuator(")", open.condition);
        this.value = !open.condition;
        return true;
      }
      case OPEN_BRACKET:
        this.open.push({ bracket: "[", at: this.i, condition: false, previous: this.last, holds: "" });
        return this.punctuator("[", true);
      case CLOSE_BRACKET:
        return this.closeBracket();
      case OPEN_BRACE: {
        const inClass = this.classAt === this.open.length;
        this.open.push({ bracket: "{", at: this.i, condition: false, previous: "", holds: inClass ? "class" : "block" });
        if (inClass && BEFORE_CLASS_BODY.has(this.last)) this.classAt = void 0;
        return this.punctuator("{", true);
      }
      case CLOSE_BRACE: {
        const open = this.open.pop();
        if (open?.bracket !== "{") return false;
        if (open.holds === "substitution") return this.templatePart(this.i + 1);
        return this.punctuator("}", true);
      }
      case LESS:
        if (d === LESS) return this.punctuator("<<", true);
        if (this.expression && (isIdentifierStart(d) || d === GREATER)) return false;
        return this.punctuator("<", true);
      case PLUS:
      case MINUS:
        if (d === c) {
          this.punctuator(c === PLUS ? "++" : "--", !this.value);
          return true;
        }
        return this.punctuator(text2[this.i], true);
      case BANG:
        if (this.value && d !== EQUALS) {
          this.punctuator("!", false);
          this.value = true;
          return true;
        }
        return this.punctuator("!", true);
      default:
        return this.punctuator(text2[this.i], true);
    }
  }
  /** Reads a `]`: a computed name (`['buildPrompt']() {`) is handed over when a method or field may follow. */
  closeBracket() {
    const open = this.open.pop();
    if (open?.bracket !== "[") return false;
    const end = this.i + 1;
    if (this.coversFrom(open.at, end)) {
      const next = nextCode(this.text, end);
      const inClassBody = this.inClassBody();
      if (next === "(" || next === "<" || inClassBody && "=:?!;".includes(next)) {
        this.taken = this.take({ kind: "computed", text: this.text.slice(open.at, end), end, previous: open.previous, next, ...this.enclosure(), declarator: false, inClassBody });
        if (this.taken) return true;
      }
    }
    this.punctuator("]", false);
    this.value = true;
    return true;
  }
  /**
   * Reads a template from `from` (just past a backtick or a substitution's `}`) to its closing
   * backtick or its next `${`; false when it is not closed.
   */
  templatePart(from) {
    const text2 = this.text;
    for (let j = from; j < text2.length; j++) {
      const c = text2.charCodeAt(j);
      if (c === BACKSLASH2) {
        j++;
        continue;
      }
      if (c === BACKTICK) {
        if (this.thrownAt === void 0 && this.literal?.(from, j)) this.taken = true;
        this.i = j + 1;
        this.token("value", true);
        return true;
      }
      if (c === DOLLAR && text2.charCodeAt(j + 1) === OPEN_BRACE) {
        if (this.thrownAt === void 0 && this.literal?.(from, j)) this.taken = true;
        this.open.push({ bracket: "{", at: j, condition: false, previous: "", holds: "substitution" });
        this.i = j + 2;
        this.token("${", false);
        return true;
      }
    }
    return false;
  }
  /** Whether a candidate starts within the token from `this.i` to `end` (those before it were in comments, spaces or literals). */
  covers(end) {
    while (this.next < this.matches.length && this.matches[this.next] < this.i) this.next++;
    return this.next < this.matches.length && this.matches[this.next] < end;
  }
  /** Whether a candidate starts from `start` to `end`, in text already read. */
  coversFrom(start, end) {
    const first2 = firstAtOrAfter(this.matches, start);
    return first2 < this.matches.length && this.matches[first2] < end;
  }
  /** Hands the token from `start` to `end` over (its code going on from `after`); true when taken. */
  offer(kind, start, end, after) {
    this.taken = this.take({ kind, text: this.text.slice(start, end), end: kind === "string" ? end + 1 : end, previous: this.last, next: nextCode(this.text, after), ...this.enclosure(), declarator: this.declaratorComma, inClassBody: this.inClassBody() });
    return this.taken;
  }
  /** The innermost bracket open, and where it opens. */
  enclosure() {
    const frame = this.open.at(-1);
    return frame ? { enclosedBy: frame.bracket, enclosedAt: frame.at } : { enclosedBy: "", enclosedAt: -1 };
  }
  /**
   * Follows a `throw` statement while literals are looked for: what it throws does not make what a
   * function returns, unless it assigns (`=`, `+=`) or adds to a list (`.push(`) on the way, which
   * `LocalTexts` and `builtText` read. A `throw` followed by what cannot start the thrown value
   * (`throw:`, `throw(`: a key or a method named so) is no statement; nor one after `.`.
   */
  readThrow(word, member, end) {
    if (this.thrownAt !== void 0) {
      if (LIST_ADDITIONS.has(member)) this.thrownAt = void 0;
    } else if (word === "throw" && STARTS_THROWN.test(nextCode(this.text, end))) this.thrownAt = this.open.length;
  }
  /** Whether the innermost brace open is a class body's (a computed name's brackets may stand inside it). */
  inClassBody() {
    for (let k = this.open.length - 1; k >= 0; k--) {
      const frame = this.open[k];
      if (frame.bracket === "{") return frame.holds === "class";
    }
    return false;
  }
  /** Ends a token: what it was, whether a value ends with it, whether a control keyword's `(` may follow. */
  token(last, endsValue, control = false) {
    this.last = last;
    this.declaratorComma = false;
    this.control = control;
    this.value = endsValue;
    this.expression = !endsValue;
  }
  punctuator(text2, expression) {
    this.i += text2.length;
    this.last = text2;
    const depth = this.open.length;
    if (this.thrownAt !== void 0 && (depth < this.thrownAt || text2 === ";" && depth === this.thrownAt || text2 === "=")) this.thrownAt = void 0;
    if (this.declarationAt !== void 0 && (depth < this.declarationAt || text2 === ";" && depth === this.declarationAt)) this.declarationAt = void 0;
    this.declaratorComma = text2 === "," && depth === this.declarationAt;
    this.control = false;
    this.value = false;
    this.expression = expression;
    return true;
  }
};
function identifierEnd(text2, from) {
  if (!isIdentifierStart(text2.charCodeAt(from))) return from;
  let end = from + 1;
  while (end < text2.length && isIdentifierPart(text2.charCodeAt(end))) end++;
  return end;
}
function firstAtOrAfter(starts, at2) {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (starts[mid] < at2) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
var STARTS_THROWN = /^[\p{L}\p{Nl}$_\\'"`[{]/u;
var LIST_ADDITIONS = /* @__PURE__ */ new Set(["push", "append", "extend", "unshift", "splice", "concat"]);
var ENDS_DECLARATOR = /* @__PURE__ */ new Set([44, 59, 41, 93, 125]);
function nextCode(text2, from) {
  return text2[nextCodeAt(text2, from)] ?? "";
}
function nextCodeAt(text2, from) {
  let i = from;
  while (i < text2.length) {
    const c = text2.charCodeAt(i);
    if (isSpace(c)) i++;
    else if (c === SLASH && text2.charCodeAt(i + 1) === SLASH) i = lineEnd(text2, i);
    else if (c === SLASH && text2.charCodeAt(i + 1) === STAR) {
      const end = text2.indexOf("*/", i + 2);
      if (end < 0) return text2.length;
      i = end + 2;
    } else return i;
  }
  return text2.length;
}
function lineEnd(text2, from) {
  for (let i = from; i < text2.length; i++) if (isLineBreak2(text2.charCodeAt(i))) return i;
  return text2.length;
}
function stringEnd(text2, from, quote) {
  for (let i = from + 1; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === BACKSLASH2) {
      if (text2.charCodeAt(i + 1) === CR && text2.charCodeAt(i + 2) === LF) i++;
      i++;
    } else if (c === LF || c === CR) return -1;
  }
  return -1;
}
function regexEnd(text2, from) {
  let inClass = false;
  for (let i = from + 1; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (isLineBreak2(c)) return -1;
    if (c === BACKSLASH2) {
      if (isLineBreak2(text2.charCodeAt(i + 1))) return -1;
      i++;
    } else if (c === OPEN_BRACKET) inClass = true;
    else if (c === CLOSE_BRACKET) inClass = false;
    else if (c === SLASH && !inClass) {
      let end = i + 1;
      while (end < text2.length && isIdentifierPart(text2.charCodeAt(end))) end++;
      return end;
    }
  }
  return -1;
}
var TAB = 9;
var LF = 10;
var VT = 11;
var FF = 12;
var CR = 13;
var SPACE = 32;
var BANG = 33;
var DOUBLE_QUOTE = 34;
var HASH = 35;
var DOLLAR = 36;
var QUOTE = 39;
var OPEN_PAREN = 40;
var CLOSE_PAREN = 41;
var STAR = 42;
var PLUS = 43;
var MINUS = 45;
var DOT = 46;
var SLASH = 47;
var LESS = 60;
var EQUALS = 61;
var GREATER = 62;
var QUESTION = 63;
var OPEN_BRACKET = 91;
var BACKSLASH2 = 92;
var CLOSE_BRACKET = 93;
var BACKTICK = 96;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
function isLineBreak2(c) {
  return c === LF || c === CR || c === 8232 || c === 8233;
}
function isSpace(c) {
  if (c < 128) return c === SPACE || c === TAB || c === LF || c === CR || c === VT || c === FF;
  return c === 160 || c === 65279 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288;
}
function isDigit2(c) {
  return c >= 48 && c <= 57;
}
function isIdentifierStart(c) {
  return c < 128 ? IDENTIFIER_ASCII[c] === START : !isSpace(c);
}
function isIdentifierPart(c) {
  return c < 128 ? IDENTIFIER_ASCII[c] !== 0 : !isSpace(c);
}
var START = 1;
var PART = 2;
var IDENTIFIER_ASCII = new Uint8Array(128).map(
  (_2, c) => c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c === DOLLAR || c === BACKSLASH2 ? START : isDigit2(c) ? PART : 0
);

// src/extract/code/pattern-search.ts
var PatternSearch = class {
  anchored;
  /** For each pattern, the first letters (as `lowerAscii` reads them) its words start with; undefined when any may start one. */
  firsts;
  words;
  constructor(sought) {
    this.anchored = sought.map((s) => anchoredPattern(s.pattern));
    this.firsts = sought.map((s) => firstsOf(s.words));
    this.words = wordsPattern(sought);
  }
  /**
   * Which of the patterns match somewhere in the text (as `pattern.test(text)` says), found in one
   * search for all their words rather than a search of the whole text for each: most code holds
   * none of them, and each search costs about as much whatever it looks for
   * (docs/architecture.md, "Code without prompts is not parsed"). A pattern is tried, anchored, only where one of the words starts, so each
   * match of a pattern must start with one of its words (a zero-width assertion, `\b` or a lookbehind,
   * may stand before it). Every place a word starts is tried, overlapping ones too, until all are found.
   */
  found(text2) {
    const { anchored, firsts, words } = this;
    const found = anchored.map(() => false);
    let left = anchored.length;
    words.lastIndex = 0;
    for (let m = words.exec(text2); m && left > 0; m = words.exec(text2)) {
      const first2 = lowerAscii(text2.charCodeAt(m.index));
      for (let k = 0; k < anchored.length; k++) {
        const letters = firsts[k];
        if (found[k] || first2 >= 0 && letters !== void 0 && !letters.includes(first2)) continue;
        const pattern = anchored[k];
        pattern.lastIndex = m.index;
        if (pattern.test(text2)) {
          found[k] = true;
          left--;
        }
      }
      words.lastIndex = m.index + 1;
    }
    return found;
  }
};
function wordsPattern(sought) {
  const alternatives = sought.filter((s) => s.words.length > 0).map((s) => {
    const words = s.words.map(escapeRegExp).join("|");
    return s.then === void 0 ? words : `(?:${words})(?=${s.then})`;
  });
  return new RegExp(alternatives.join("|") || "(?!)", "gi");
}
function anchoredPattern(pattern) {
  return new RegExp(pattern.source, pattern.flags.replace("g", "") + "y");
}
function firstsOf(words) {
  const firsts = words.map((word) => lowerAscii(word.charCodeAt(0)));
  return firsts.every((c) => c >= 0) ? firsts : void 0;
}
function lowerAscii(c) {
  if (!(c < 128)) return -1;
  return c >= 65 && c <= 90 ? c + 32 : c;
}

// src/extract/code/nothing-to-extract.ts
function hasNothingToExtract(path, language, text2, options, talks) {
  if (language === "python") return false;
  const modules = sdkModulesOf(path, options);
  const rules = codeRulesOf(path, options).javascript;
  const context = fileContext(path, false, options);
  if (context === "model") return false;
  const escaped = hasEscapedKey(text2, KEYS);
  const first2 = firstSearch(context, rules.toolMakers);
  const found = first2.search.found(text2);
  const [strong, toolKey, role] = found;
  const systemFound = first2.system !== void 0 && found[first2.system];
  const toolCall = first2.toolMakers !== void 0 && found[first2.toolMakers];
  const sought = {
    names: strong || systemFound && WEAK_WORD.test(text2),
    toolCalls: toolCall ? rules.toolMakers : [],
    toolKeys: escaped || toolKey,
    messageKeys: (escaped || role) && (escaped || hasKeyAsWritten(text2, ["content"]))
  };
  if ((sought.names || sought.toolCalls.length > 0 || sought.toolKeys || sought.messageKeys) && writesAnyInCode(text2, context, sought)) return false;
  return talks === void 0 ? !importsSdk(treeText(text2), "javascript", modules) : !talks;
}
function firstSearch(context, toolMakers) {
  let made = firstSearches.get(toolMakers);
  if (!made) firstSearches.set(toolMakers, made = /* @__PURE__ */ new Map());
  let first2 = made.get(context);
  if (!first2) {
    const system = context === "plain" ? [] : [{ pattern: SYSTEM, words: ["system"] }];
    const makers = toolMakers.length > 0 ? [{ pattern: namePattern(toolMakers), words: toolMakers }] : [];
    const search = new PatternSearch([
      context === "plain" ? { pattern: PLAIN_PROMPT_NAME, words: ["prompt"] } : { pattern: REPOSITORY_PROMPT_NAME, words: STRONG_WORDS },
      keyAsWrittenSought(TOOL_KEYS2),
      keyAsWrittenSought(["role"]),
      ...system,
      ...makers
    ]);
    first2 = { search, ...system.length > 0 ? { system: 3 } : {}, ...makers.length > 0 ? { toolMakers: 3 + system.length } : {} };
    made.set(context, first2);
  }
  return first2;
}
var firstSearches = /* @__PURE__ */ new WeakMap();
function writesAnyInCode(text2, context, sought) {
  const keys = [...sought.toolKeys ? TOOL_KEYS2 : [], ...sought.messageKeys ? ["role", "content"] : []];
  const words = [...sought.names ? [context === "plain" ? "prompt" : REPOSITORY_WORDS] : [], ...sought.toolCalls.map(escapeRegExp), ...keys.map(escapeRegExp)];
  const candidates = new RegExp([...words, ...keys.length > 0 ? ["\\\\"] : []].join("|"), "gi");
  const objects = new ObjectShapes(text2);
  let found = false;
  const read = scanCodeTokens(text2, candidates, (token) => {
    if (sought.names && standsAsName(text2, token) && mayNamePrompt(token.text, context) && !returnsNoProse(text2, token)) return found = true;
    if ((token.kind === "name" || token.kind === "member") && sought.toolCalls.includes(token.text) && CALL_NEXT.has(token.next)) return found = true;
    const key = keyOf(token);
    if (key !== void 0 && keys.includes(key)) found = objects.mayBeRead(token.enclosedAt);
    return found;
  });
  return found || !read;
}
var CALL_NEXT = /* @__PURE__ */ new Set(["(", "<", "?", "`"]);
var ObjectShapes = class {
  constructor(text2) {
    this.text = text2;
  }
  text;
  read = /* @__PURE__ */ new Map();
  starts;
  /** Characters read so far: nested objects are each read whole, so a deep nest of them is given up on. */
  spent = 0;
  /** Whether the object whose `{` is at `at` may be read as a tool schema or a chat message. */
  mayBeRead(at2) {
    let may = this.read.get(at2);
    if (may === void 0) {
      may = this.readObject(at2);
      this.read.set(at2, may);
    }
    return may;
  }
  readObject(at2) {
    if (this.text[at2] !== "{" || this.spent > OBJECT_READING_LIMIT * this.text.length) return true;
    this.starts ??= candidateStarts(this.text, SHAPE_KEY_WORDS);
    const keys = /* @__PURE__ */ new Set();
    const end = scanBracketTokens(this.text, at2, this.starts, (token) => {
      const key = token.enclosedAt === at2 ? keyOf(token) : void 0;
      if (key !== void 0 && (key !== "type" || typeMayReadFunction(this.text, token.end))) keys.add(key);
      return false;
    });
    if (end < 0) return true;
    this.spent += end - at2;
    return hasShape(keys);
  }
};
var OBJECT_READING_LIMIT = 4;
var SHAPE_KEY_WORDS = /type|function|parameters|name|description|input_?schema|inputSchema|role|content|\\/gi;
function typeMayReadFunction(text2, keyEnd) {
  const value = nextCodeAt(text2, nextCodeAt(text2, keyEnd) + 1);
  const quote = text2.charCodeAt(value);
  const quoted = quote === 34 || quote === 39;
  const end = quoted ? stringEnd(text2, value, quote) : memberPathEnd(text2, value);
  if (end <= value) return true;
  const next = text2[nextCodeAt(text2, end)];
  if (next !== "," && next !== "}") return true;
  return quoted && quotedKeyText(text2.slice(value + 1, end - 1)) === "function";
}
function memberPathEnd(text2, from) {
  let end = identifierEnd(text2, from);
  if (end === from) return from;
  for (let dot = nextCodeAt(text2, end); text2[dot] === "."; dot = nextCodeAt(text2, end)) {
    const at2 = nextCodeAt(text2, dot + 1);
    end = identifierEnd(text2, at2);
    if (end === at2) return at2;
  }
  return end;
}
function hasShape(keys) {
  const has = (key) => keys.has(key);
  return has("type") && (has("function") || has("parameters")) || has("name") && has("description") && (has("input_schema") || has("inputSchema")) || has("role") && has("content");
}
function standsAsName(text2, token) {
  if (token.kind === "member") return false;
  if (token.kind === "name" && FUNCTION_NAMING.has(token.previous)) return true;
  if (token.kind === "name" && (DECLARING.has(token.previous) || token.declarator)) return declaratorMayHoldPrompt(text2, token);
  const method2 = (token.next === "(" || token.next === "<") && (token.inClassBody || token.enclosedBy === "{" && BEFORE_METHOD.has(token.previous));
  return method2 || token.inClassBody && ["=", ":", "?", "!"].includes(token.next);
}
function returnsNoProse(text2, token) {
  return !bodyMayWriteProse(text2, nextCodeAt(text2, token.end));
}
function declaratorMayHoldPrompt(text2, token) {
  const after = nextCodeAt(text2, token.end);
  if (text2[after] !== "=") return text2[after] === ":" || text2[after] === "!";
  return (token.enclosedBy === "" || mayBeFunction(text2, nextCodeAt(text2, after + 1))) && valueMayWriteProse(text2, after + 1);
}
function mayBeFunction(text2, at2) {
  if (text2[at2] === "(") return arrowFollows(text2, at2);
  if (text2[at2] === "<") return true;
  const end = identifierEnd(text2, at2);
  const word = text2.slice(at2, end);
  return word === "function" || word === "async" || end > at2 && text2.startsWith("=>", nextCodeAt(text2, end));
}
var DECLARING = /* @__PURE__ */ new Set(["const", "let", "var", "using"]);
var FUNCTION_NAMING = /* @__PURE__ */ new Set(["function", "*"]);
var BEFORE_METHOD = /* @__PURE__ */ new Set(["{", ",", "*", "async", "get", "set", "static", "accessor"]);
function keyOf(token) {
  if (token.next !== ":" || token.enclosedBy !== "{" || token.previous !== "{" && token.previous !== ",") return void 0;
  return token.kind === "name" ? token.text : token.kind === "string" ? quotedKeyText(token.text) : void 0;
}
var TOOL_KEYS2 = [...TOOL_DEFINING_KEYS];
var KEYS = [...TOOL_KEYS2, "role", "content"];
var PLAIN_PROMPT_NAME = /prompt/i;
var STRONG_WORDS = ["prompt", "instruction", "template", "persona", "reminder", "preamble", "guideline"];
var REPOSITORY_PROMPT_NAME = new RegExp(STRONG_WORDS.join("|"), "i");
var REPOSITORY_WORDS = `${STRONG_WORDS.join("|")}|system`;
var SYSTEM = /system/i;
var WEAK_WORD = /description|message/i;

// src/extract/prompty.ts
var SECTION = /^(system|user|assistant|developer)\s*:\s*$/i;
var ROLE = { system: "system", developer: "system", user: "template", assistant: "example" };
function promptyUnits(path, text2) {
  const lines = text2.split("\n");
  let body = 0;
  if (lines[0]?.trim() === "---") {
    const end = lines.findIndex((l3, i) => i > 0 && l3.trim() === "---");
    if (end > 0) body = end + 1;
  }
  const units = [];
  const seen = /* @__PURE__ */ new Map();
  let section = { name: "system", start: body + 1, lines: [] };
  const flush = () => {
    const content = section.lines.join("\n").trim();
    if (!content) return;
    const first2 = section.start + section.lines.findIndex((l3) => l3.trim() !== "");
    const n = seen.get(section.name) ?? 0;
    seen.set(section.name, n + 1);
    const key = n === 0 ? section.name : `${section.name}.${n}`;
    units.push({
      id: unitId(path, key),
      path,
      key,
      role: ROLE[section.name] ?? "system",
      text: content,
      lines: [first2, first2 + content.split("\n").length - 1],
      placeholders: templateFields(content)
    });
  };
  for (let i = body; i < lines.length; i++) {
    const m = SECTION.exec(lines[i]);
    if (m) {
      flush();
      section = { name: m[1].toLowerCase(), start: i + 2, lines: [] };
    } else {
      section.lines.push(lines[i]);
    }
  }
  flush();
  return units;
}

// src/extract/tool-output.ts
function toolOutputUnits(path, text2) {
  const results = traceResults(path, text2);
  if (!results) return [{ ...wholeFileUnit(path, "tool-output", text2), key: "", id: unitId(path, "") }];
  const counts = /* @__PURE__ */ new Map();
  return results.map((r) => {
    const n = (counts.get(r.tool) ?? 0) + 1;
    counts.set(r.tool, n);
    const key = `tool:${r.tool}#${n}`;
    return {
      id: unitId(path, key),
      path,
      key,
      role: "tool-output",
      text: r.content,
      lines: [1, lineCount(text2)],
      placeholders: [],
      ...r.tokens === void 0 ? {} : { tokens: r.tokens }
    };
  });
}
function traceResults(path, text2) {
  if (!/\.(jsonl|json)$/i.test(path)) return void 0;
  try {
    const trace = loadTrace(text2, path);
    const results = trace.messages.filter((m) => m.role === "tool").map((m) => ({ tool: m.tool ?? "tool", content: m.content ?? "", ...m.tokens === void 0 ? {} : { tokens: m.tokens } }));
    return results.length ? results : void 0;
  } catch {
    return void 0;
  }
}

// src/extract/extract.ts
function extractFile(file, parsers, options = {}, known2 = {}) {
  if (file.content.kind === "extracted") return file.content.extraction;
  if (file.content.kind !== "text") return { units: [], findings: [], models: [] };
  const { text: text2 } = file.content;
  const only = (units) => ({ units, findings: [], models: [] });
  switch (file.kind.format) {
    case "text":
      return only([wholeFileUnit(file.path, file.kind.role, text2)]);
    case "structured":
      if (known2.nothingToExtract === true) return { units: [], findings: [], models: [] };
      return { ...(known2.nothingToExtract === false ? parsedStructuredExtraction : structuredExtraction)(file.path, text2, file.kind.promptFolder), findings: [] };
    case "prompty":
      return only(promptyUnits(file.path, text2));
    case "tool-output":
      return only(toolOutputUnits(file.path, text2));
    case "framework": {
      const read = options.frameworkExtractors?.get(file.kind.profile);
      if (!read) throw new Error(`no reader for ${file.kind.profile} files given to extract ${file.path}`);
      return only(read(file.path, text2));
    }
    case "code": {
      if (known2.nothingToExtract === true) return nothingInCode();
      if (!parsers) throw new Error(`no code parsers given to extract ${file.path}`);
      if (known2.nothingToExtract === void 0 && hasNothingToExtract(file.path, file.kind.language, text2, options, known2.talksToModel)) return nothingInCode();
      const tree = parsers.parse(file.kind.language, text2);
      try {
        return file.kind.language === "python" ? pythonUnits(file.path, tree.root, options) : javascriptUnits(file.path, tree.root, options);
      } finally {
        tree.delete();
      }
    }
  }
}
function nothingInCode() {
  return { units: [], findings: [], models: [], calls: [], bindings: [], toolDefinitions: [] };
}
function memoizedExtractor(parsers, options = {}) {
  const seen = /* @__PURE__ */ new Map();
  return (file) => {
    if (file.content.kind === "extracted") return file.content.extraction;
    if (file.content.kind !== "text") return { units: [], findings: [], models: [] };
    const where = `${file.path}\0${JSON.stringify(file.kind)}`;
    let byText = seen.get(where);
    if (!byText) seen.set(where, byText = /* @__PURE__ */ new Map());
    let found = byText.get(file.content.text);
    if (!found) {
      found = safeExtract(file, parsers, options);
      byText.set(file.content.text, found);
    }
    return found;
  };
}
function safeExtract(file, parsers, options = {}, known2 = {}) {
  try {
    return extractFile(file, parsers, options, known2);
  } catch (error) {
    return {
      units: [],
      findings: [{ kind: "unreadable", path: file.path, message: `could not be read for prompts: ${error.message}` }],
      models: []
    };
  }
}
function needsParsing(file, options, known2 = {}) {
  if (file.content.kind !== "text") return false;
  if (file.kind.format === "structured") return file.kind.promptFolder || !structuredHasNothingToExtract(file.content.text);
  if (file.kind.format !== "code") return false;
  try {
    return !hasNothingToExtract(file.path, file.kind.language, file.content.text, options, known2.talksToModel);
  } catch {
    return true;
  }
}
function extractContent(file, parsers, options = {}, known2 = {}) {
  const { text: text2, malformed } = file.content;
  const extraction = safeExtract(file, parsers, options, known2);
  const kept = options.keepsText?.({ path: file.path, kind: file.kind, text: text2 }, extraction.units);
  return {
    kind: "extracted",
    extraction,
    ...malformed ? { malformed } : {},
    ...file.kind.format === "code" && options.sdkModules ? { talksToModel: known2.talksToModel ?? talksToModel(file.path, file.kind.language, text2, options.sdkModules) } : {},
    ...kept !== void 0 ? { text: kept } : {}
  };
}
function readableFile(file) {
  if (file.content.kind !== "extracted" || file.content.text === void 0) return file;
  const { text: text2, malformed } = file.content;
  return { ...file, content: { kind: "text", text: text2, ...malformed ? { malformed } : {} } };
}

export {
  talksToModel,
  ROLES,
  sizeIn,
  IMPORT_MAX_DEPTH,
  claudeCode,
  claudeImports,
  deliveryCopies,
  sendsItself,
  firstRequestCopies,
  roleDelivery,
  RENDERED,
  describeDelivery,
  PROFILES,
  profileFileRules,
  extractOptions,
  extractOptionsFor,
  extractOptionsEachWay,
  parsersFor,
  parsersForFile,
  memoizedExtractor,
  safeExtract,
  needsParsing,
  extractContent,
  readableFile
};
