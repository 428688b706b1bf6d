import { parse } from 'yaml';
import type { PromptUnit } from '../../extract/prompt-unit.js';
import type { Delivery } from '../delivery.js';
import { LIBRARY_TEMPLATES } from './library.js';
import type { SmolWiring } from './smol-wiring.js';

export type LibraryTemplatesFile = keyof typeof LIBRARY_TEMPLATES;

/** The keys agents.py requires of `prompt_templates`, flattened as the YAML reader keys them. */
export const TEMPLATE_KEYS = [
  'system_prompt',
  'planning.initial_plan',
  'planning.update_plan_pre_messages',
  'planning.update_plan_post_messages',
  'managed_agent.task',
  'managed_agent.report',
  'final_answer.pre_messages',
  'final_answer.post_messages',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** An agent's prompt templates: each key's text, and the unit it is where the repository holds the file. */
export interface AgentTemplates {
  /** The repository's file, or the library's file the agent class loads by default. */
  path?: string;
  library?: LibraryTemplatesFile;
  text: Record<TemplateKey, string>;
  units: Partial<Record<TemplateKey, PromptUnit>>;
}

/** The library's own folder of templates, where the repository is smolagents itself. */
const LIBRARY_FOLDER = /(^|\/)smolagents\/prompts\/([^/]+\.yaml)$/;

/** A YAML whose units are smolagents' prompt templates: a system prompt and the sections agents.py requires. */
export function isTemplatesFile(keys: ReadonlySet<string>): boolean {
  return keys.has('system_prompt') && ['planning.', 'managed_agent.', 'final_answer.'].some((section) => [...keys].some((k) => k.startsWith(section)));
}

/** The repository's templates files. */
export function templatesFiles(wiring: SmolWiring): string[] {
  return wiring.paths().filter((p) => /\.ya?ml$/i.test(p) && isTemplatesFile(new Set(wiring.unitsOf(p).map((u) => u.key))));
}

/** A templates file of the repository, as its units hold it. */
export function repositoryTemplates(wiring: SmolWiring, path: string): AgentTemplates {
  const units: Partial<Record<TemplateKey, PromptUnit>> = {};
  const text = {} as Record<TemplateKey, string>;
  for (const key of TEMPLATE_KEYS) {
    const unit = wiring.unitAt(path, key);
    if (unit) units[key] = unit;
    text[key] = unit?.text ?? '';
  }
  const library = LIBRARY_FOLDER.exec(path)?.[2];
  return { path, ...(library && library in LIBRARY_TEMPLATES ? { library: library as LibraryTemplatesFile } : {}), text, units };
}

/**
 * The library's templates file: the repository's copy where it is smolagents itself (so that an edit
 * to it is priced), else the pinned version's.
 */
export function libraryTemplates(wiring: SmolWiring, file: LibraryTemplatesFile): AgentTemplates {
  const own = templatesFiles(wiring).find((p) => LIBRARY_FOLDER.exec(p)?.[2] === file);
  if (own) return repositoryTemplates(wiring, own);
  const loaded = parse(LIBRARY_TEMPLATES[file]) as Record<string, unknown>;
  const text = {} as Record<TemplateKey, string>;
  for (const key of TEMPLATE_KEYS) text[key] = String(key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], loaded) ?? '');
  return { library: file, text, units: {} };
}

/**
 * The repository's templates file a construction names (`yaml.safe_load(open("prompts/support.yaml"))`,
 * a helper called with the name, `importlib.resources`): the one whose path ends with a YAML name
 * written in what the argument reaches, nearest the construction when several do.
 */
export function namedTemplates(wiring: SmolWiring, sources: readonly string[], from: string): { path?: string; library?: LibraryTemplatesFile } {
  const names = [...new Set(sources.flatMap((s) => [...s.matchAll(/["'`]([^"'`\s]*\.ya?ml)["'`]/g)].map((m) => m[1]!.replace(/^\.\//, ''))))];
  const files = templatesFiles(wiring);
  const matching = files.filter((p) => names.some((n) => p === n || p.endsWith(`/${n}`) || p.endsWith(`/${n.split('/').at(-1)}`)));
  if (matching.length > 0) return { path: nearest(matching, from) };
  const library = names.map((n) => n.split('/').at(-1)!).find((n): n is LibraryTemplatesFile => n in LIBRARY_TEMPLATES);
  return library ? { library } : {};
}

/** The path sharing the longest folder with `from`. */
function nearest(paths: string[], from: string): string {
  const shared = (p: string): number => {
    const a = p.split('/');
    const b = from.split('/');
    let i = 0;
    while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
    return i;
  };
  return [...paths].sort((x, y) => shared(y) - shared(x) || x.localeCompare(y))[0]!;
}

/** How a run sends each key of a prompt-templates YAML (agents.py, memory.py). */
export function templateDelivery(key: TemplateKey, agentName: string): Delivery | undefined {
  if (key === 'system_prompt') return { kind: 'every-request' };
  // The initial plan's request is that message alone: no system prompt, no history.
  if (key === 'planning.initial_plan') return { kind: 'side-call', call: 'initial-plan', readsHistory: false };
  if (key === 'planning.update_plan_pre_messages' || key === 'planning.update_plan_post_messages') {
    return { kind: 'side-call', call: 'update-plan', readsHistory: true };
  }
  if (key === 'final_answer.pre_messages' || key === 'final_answer.post_messages') return { kind: 'side-call', call: 'final-answer', readsHistory: true };
  // The task a manager hands over becomes the managed agent's own task message: its run, not this one's.
  if (key === 'managed_agent.task') return { kind: 'other-agent', agent: `${agentName} as a managed agent` };
  // What a managed agent returns is the observation of the parent's step that called it, replayed
  // from then on: one call per run at the trigger step. (As a `tool-result` it would stand in for
  // the size of every tool output of the run.)
  if (key === 'managed_agent.report') return { kind: 'on-trigger', what: 'a managed agent reports back' };
  return undefined;
}
