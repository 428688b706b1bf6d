import type { PromptUnit } from '../extract/prompt-unit.js';
import { NO_BREAKPOINTS } from './cache-layout.js';
import type { Delivery } from './delivery.js';
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
const CARRIED_BY: Record<string, string[]> = {
  overeager_prompt: ['final_reminders', 'overeager_prompt'],
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
  for (const file of repository.files ?? []) {
    if (!PROMPTS_FILE.test(file.path) || file.content.kind !== 'text') continue;
    const text = file.content.text;
    const heads = [...text.matchAll(/^class\s+(\w+)\s*(?:\(\s*([\w.]+)?[^)]*\))?\s*:/gm)];
    heads.forEach((m, i) => {
      const body = text.slice(m.index + m[0].length, heads[i + 1]?.index ?? text.length);
      const assigned = new Set([...body.matchAll(/^ {4}(\w+)\s*=/gm)].map((a) => a[1]!));
      classes.set(m[1]!, { name: m[1]!, parent: m[2]?.split('.').pop(), attributes: new Map(), assigned });
    });
  }
  for (const u of repository.units) {
    if (!PROMPTS_FILE.test(u.path)) continue;
    const className = u.key.split('.')[0]!;
    // Without the file (a caller that has only units), a class inherits from the base class.
    if (!classes.has(className)) {
      classes.set(className, { name: className, parent: className === BASE_CLASS ? undefined : BASE_CLASS, attributes: new Map(), assigned: new Set() });
    }
    const attributes = classes.get(className)!.attributes;
    const attribute = attributeOf(u.key);
    attributes.set(attribute, [...(attributes.get(attribute) ?? []), u]);
  }
  return classes;
}

/** A class's attributes with those it inherits and does not override, nearest class first. */
function effectiveAttributes(name: string, classes: ReadonlyMap<string, PromptClass>): Map<string, PromptUnit[]> {
  const out = new Map<string, PromptUnit[]>();
  const seen = new Set<string>();
  for (let c = classes.get(name); c && !seen.has(c.name); c = c.parent ? classes.get(c.parent) : undefined) {
    seen.add(c.name);
    for (const [attribute, units] of c.attributes) if (!out.has(attribute)) out.set(attribute, units);
    // Set to a string too short or empty to be a unit: it still hides the parent's.
    for (const attribute of c.assigned) if (!out.has(attribute)) out.set(attribute, []);
  }
  return out;
}

/** How a format sends an attribute carried by a placeholder: with each template that holds it. */
function carriedDelivery(placeholders: string[], attributes: ReadonlyMap<string, PromptUnit[]>): Delivery | undefined {
  const holds = (template: string): boolean => (attributes.get(template) ?? []).some((u) => placeholders.some((p) => u.text.includes(`{${p}}`)));
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
    if (!attributes.has('main_system')) continue;
    const sends = new Map<string, Delivery>();
    for (const [attribute, units] of attributes) {
      const carriers = CARRIED_BY[attribute];
      const delivery: Delivery =
        ATTRIBUTES[attribute] ??
        (carriers ? carriedDelivery(carriers, attributes) : undefined) ??
        { kind: 'never', reason: 'not in the prompt aider builds for this format' };
      for (const u of units) sends.set(u.id, delivery);
    }
    agents.push({ name: `aider ${c.name}`, framework: 'aider', sends, settings: RUN });
  }
  return agents;
}

export const aider: FrameworkProfile = {
  id: 'aider',
  label: 'aider',
  sdkModules: { python: ['aider'] },
  // Every string attribute of a prompt class (`EditBlockPrompts(CoderPrompts)`) is sent.
  code: { python: { promptClasses: /Prompts?\b/ } },
  findAgents: findAiderAgents,
  // The prompt classes' own lines say which class each inherits from and what it overrides.
  readsText: (file) => PROMPTS_FILE.test(file.path),
};
