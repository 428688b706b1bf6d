import type { PromptUnit } from '../extract/prompt-unit.js';
import { NO_BREAKPOINTS } from './cache-layout.js';
import type { Delivery } from './delivery.js';
import { aiderRequest, DEFAULT_MODEL_SETTINGS, type FormatAttributes } from './aider/prompt-request.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';

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
const RUN: FoundAgent['settings'] = { cacheBreakpoints: NO_BREAKPOINTS };

const EVERY_REQUEST: Delivery = { kind: 'every-request' };
const AFTER_HISTORY: Delivery = { kind: 'after-history' };

/** Attributes sent the same way in every format. */
const ATTRIBUTES: Record<string, Delivery> = {
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
const RENDERED_AS: Record<string, Delivery> = {
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
const CARRIED_BY: Record<string, string[]> = {
  shell_cmd_prompt: ['shell_cmd_prompt'],
  shell_cmd_reminder: ['shell_cmd_reminder'],
  rename_with_shell: ['rename_with_shell'],
  go_ahead_tip: ['go_ahead_tip'],
};

/** A `*Prompts` class: where it is, what it inherits from, and its attributes' units. */
interface PromptClass {
  name: string;
  parent: string | undefined;
  /** Attribute name -> its units (an attribute holding messages has several). */
  attributes: Map<string, PromptUnit[]>;
  /** Every attribute the class body sets, with or without a unit: `shell_cmd_prompt = ""` overrides too. */
  assigned: Set<string>;
  /** Attributes set to a name: `shell_cmd_prompt = shell.shell_cmd_prompt`, a constant of aider/coders/shell.py. */
  references: Map<string, string>;
  /** Attributes set to a one-line string too short to be a unit: `system_reminder = "{final_reminders}"`. */
  literals: Map<string, string>;
  /** The file the class is written in, where its text was read. */
  path?: string;
}

/** The attribute a unit of a prompt class holds: `main_system`, or `example_messages` for its messages. */
function attributeOf(key: string): string {
  const rest = key.slice(key.indexOf('.') + 1);
  // The code reader keys the dicts of `example_messages = [dict(role=..., content=...)]` as `messages[role]`.
  if (/^messages\[/.test(rest) || rest.startsWith('example_messages')) return 'example_messages';
  return rest.split(/[.[]/)[0]!;
}

/** The classes of the prompt files, with the superclass each names (from the file's `class X(Y):` lines). */
function promptClasses(repository: RepositoryUnits): Map<string, PromptClass> {
  const classes = new Map<string, PromptClass>();
  const paths = new Map<string, string>();
  for (const file of repository.files ?? []) {
    if (!PROMPTS_FILE.test(file.path) || file.content.kind !== 'text') continue;
    const text = file.content.text;
    const heads = [...text.matchAll(/^class\s+(\w+)\s*(?:\(\s*([\w.]+)?[^)]*\))?\s*:/gm)];
    heads.forEach((m, i) => {
      const body = text.slice(m.index + m[0].length, heads[i + 1]?.index ?? text.length);
      const assigned = new Set([...body.matchAll(/^ {4}(\w+)\s*=/gm)].map((a) => a[1]!));
      const references = new Map([...body.matchAll(/^ {4}(\w+)\s*=\s*([A-Za-z_][\w.]*)\s*$/gm)].map((a) => [a[1]!, a[2]!] as const));
      const literals = new Map([...body.matchAll(/^ {4}(\w+)\s*=\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')\s*$/gm)].map((a) => [a[1]!, unescape(a[2] ?? a[3]!)] as const));
      classes.set(m[1]!, { name: m[1]!, parent: m[2]?.split('.').pop(), attributes: new Map(), assigned, references, literals, path: file.path });
      paths.set(m[1]!, file.path);
    });
  }
  for (const u of repository.units) {
    if (!PROMPTS_FILE.test(u.path)) continue;
    const className = u.key.split('.')[0]!;
    // Without the file (a caller that has only units), a class inherits from the base class.
    if (!classes.has(className)) {
      classes.set(className, { name: className, parent: className === BASE_CLASS ? undefined : BASE_CLASS, attributes: new Map(), assigned: new Set(), references: new Map(), literals: new Map() });
    }
    const attributes = classes.get(className)!.attributes;
    const attribute = attributeOf(u.key);
    attributes.set(attribute, [...(attributes.get(attribute) ?? []), u]);
  }
  // `shell.shell_cmd_prompt` is the constant of shell.py beside the class's file; a bare name, one of its own file.
  for (const c of classes.values()) {
    const path = paths.get(c.name);
    if (!path) continue;
    for (const [attribute, reference] of c.references) {
      const [module, name] = reference.includes('.') ? [reference.split('.')[0]!, reference.split('.').at(-1)!] : [undefined, reference];
      const file = module ? path.replace(/[^/]+$/, `${module}.py`) : path;
      const unit = repository.units.find((u) => u.path === file && u.key === name);
      if (unit) c.attributes.set(attribute, [unit]);
    }
  }
  return classes;
}

/** A class's attributes with those it inherits and does not override, nearest class first. */
function effectiveAttributes(name: string, classes: ReadonlyMap<string, PromptClass>): FormatAttributes {
  const units = new Map<string, PromptUnit[]>();
  const literals = new Map<string, string>();
  const seen = new Set<string>();
  for (let c = classes.get(name); c && !seen.has(c.name); c = c.parent ? classes.get(c.parent) : undefined) {
    seen.add(c.name);
    for (const [attribute, own] of c.attributes) if (!units.has(attribute)) units.set(attribute, own);
    // Set to a string too short or empty to be a unit: it still hides the parent's.
    for (const attribute of c.assigned) {
      if (units.has(attribute)) continue;
      units.set(attribute, []);
      const literal = c.literals.get(attribute);
      if (literal !== undefined) literals.set(attribute, literal);
    }
  }
  return { units, literals };
}

/** Python's escapes in a one-line string literal. */
function unescape(text: string): string {
  const escapes: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', '"': '"', "'": "'" };
  return text.replace(/\\(.)/g, (whole, c: string) => escapes[c] ?? whole);
}

/** How a format sends an attribute carried by a placeholder: with each template that holds it. */
function carriedDelivery(placeholders: string[], attributes: FormatAttributes): Delivery | undefined {
  const texts = (template: string): string[] => [...(attributes.units.get(template) ?? []).map((u) => u.text), attributes.literals.get(template) ?? ''];
  const holds = (template: string): boolean => texts(template).some((text) => placeholders.some((p) => text.includes(`{${p}}`)));
  const copies: Delivery[] = [
    ...(holds('main_system') ? [EVERY_REQUEST] : []),
    ...(holds('system_reminder') ? [EVERY_REQUEST, AFTER_HISTORY] : []),
  ];
  if (copies.length === 0) return undefined;
  return copies.length === 1 ? copies[0] : { kind: 'repeated', copies };
}

export function findAiderAgents(repository: RepositoryUnits): FoundAgent[] {
  const classes = promptClasses(repository);
  const agents: FoundAgent[] = [];
  for (const c of classes.values()) {
    // The base class is no format of its own; a class that reaches no `main_system` is no format either.
    if (c.name === BASE_CLASS || !c.name.endsWith('Prompts')) continue;
    const attributes = effectiveAttributes(c.name, classes);
    if (!attributes.units.has('main_system')) continue;
    const sends = new Map<string, Delivery>();
    for (const [attribute, units] of attributes.units) {
      const delivery = attributeDelivery(attribute, attributes);
      for (const u of units) sends.set(u.id, delivery);
    }
    const { parts, errors } = aiderRequest(attributes);
    // The files of the class and of every class it inherits from: an override too short to be a unit is read there.
    const reads = new Set([...attributes.units.values()].flat().map((u) => u.path));
    for (let k = classes.get(c.name), seen = new Set<string>(); k && !seen.has(k.name); k = k.parent ? classes.get(k.parent) : undefined) {
      seen.add(k.name);
      if (k.path) reads.add(k.path);
    }
    const assumptions = [
      `the prompts are formatted as for aider's default model (${DEFAULT_MODEL_SETTINGS.model}: neither lazy nor overeager), an English-speaking user and a Linux machine in a git repository`,
      ...errors,
    ];
    agents.push({ name: `aider ${c.name}`, framework: 'aider', sends, settings: RUN, request: parts, reads, assumptions });
  }
  return agents;
}

/** How a format sends an attribute: through its rendered request where format_chat_chunks renders it, else as the run sends the text. */
function attributeDelivery(attribute: string, attributes: FormatAttributes): Delivery {
  const rendered = RENDERED_AS[attribute];
  if (rendered) return { kind: 'rendered', as: rendered };
  const carriers = CARRIED_BY[attribute];
  const carried = carriers ? carriedDelivery(carriers, attributes) : undefined;
  if (carried) return { kind: 'rendered', as: carried };
  return ATTRIBUTES[attribute] ?? { kind: 'never', reason: 'not in the prompt aider builds for this format' };
}

export const aider: FrameworkProfile = {
  id: 'aider',
  label: 'aider',
  sdkModules: { python: ['aider'] },
  // Every string attribute of a prompt class (`EditBlockPrompts(CoderPrompts)`) is sent.
  code: { python: { promptClasses: /Prompts?\b/ } },
  findAgents: findAiderAgents,
  // The prompt classes' own lines say which class each inherits from and what it overrides.
  readsText: (file) => (PROMPTS_FILE.test(file.path) ? file.text : undefined),
};
