import { InputError } from '../input-error.js';
import { failAt, mappingAt, numberAt, parseYaml, type YamlPath, type YamlSource } from './yaml-source.js';

/**
 * A ceiling checked at head whatever the pull request changes (docs/architecture.md, "Budgets"):
 * on the prompt files a glob matches, or on an agent's figures.
 */
export type Budget = FileBudget | AgentBudget;

export interface FileBudget {
  kind: 'files';
  /** Globs of prompt files, matched as `include` globs are. */
  files: string[];
  /** Tokens of each matched file, or of all of them together. */
  maxTokens: number;
  together: boolean;
  origin: BudgetOrigin;
}

export interface AgentBudget {
  kind: 'agent';
  /** An agent's name as the comment shows it, or a glob over names (`Claude Code subagent *`). */
  agent: string;
  limits: Partial<Record<AgentMeasure, number>>;
  origin: BudgetOrigin;
}

/**
 * What an agent budget can bound. `startupTokens`: the prompt material in its first request, which
 * every later one carries; `promptTokens`: all it sends, however rarely; `runTokens`, `runUsd` and
 * `peakContext`: one simulated run's input, dollars and largest request.
 */
export type AgentMeasure = 'startupTokens' | 'promptTokens' | 'runTokens' | 'runUsd' | 'peakContext';

/** Each agent measure, as the config file spells its limit. */
export const AGENT_LIMIT_KEYS: ReadonlyArray<readonly [AgentMeasure, string]> = [
  ['startupTokens', 'max_startup_tokens'],
  ['promptTokens', 'max_prompt_tokens'],
  ['runTokens', 'max_run_tokens'],
  ['runUsd', 'max_run_usd'],
  ['peakContext', 'max_peak_context'],
];
export const AGENT_MEASURES: readonly AgentMeasure[] = AGENT_LIMIT_KEYS.map(([measure]) => measure);

/** Where a budget is written, so the comment and the code-scanning results can point at it. */
export interface BudgetOrigin {
  /** `budgets[2]`: its place in the list, the same in the config file and in an input. */
  name: string;
  /** The config file as errors name it (`.ctxguard.yml (base 1a2b3c4)`), or the input that gave it (`input 'budgets'`). */
  file: string;
  line: number | null;
  /** The config file's path in the repository, where the budget is written in one: where a finding can point. */
  path?: string;
}

/**
 * `budgets:` from the config file or an input: a list of mappings, each with `files:` (a glob or a
 * list of globs) and `max_tokens:` (`together: true` for one limit over all of them), or with
 * `agent:` and at least one `max_…` limit. Every error names the entry and its key.
 */
export function parseBudgets(value: unknown, where: { source?: YamlSource; path: YamlPath; label?: string }): Budget[] {
  // An input's text is YAML of its own; the config file's list is read in place.
  const source = where.source ?? (typeof value === 'string' ? parseYaml(value, where.label ?? 'budgets') : undefined);
  if (!source) throw new InputError(`${where.label ?? 'budgets'}: expected a list of budgets`);
  const path = where.source ? where.path : [];
  const list = where.source ? value : source.value;
  // An empty list is no budgets: how an input takes away the base's.
  if (!Array.isArray(list)) failAt(source, path, 'expected a list of budgets, each with `files:` and `max_tokens:`, or `agent:` and a `max_…` limit');
  return list.map((raw: unknown, i: number) => parseBudget(source, [...path, i], raw, i));
}

function parseBudget(source: YamlSource, path: YamlPath, raw: unknown, index: number): Budget {
  const origin: BudgetOrigin = { name: `budgets[${index}]`, file: source.file, line: source.lineOf(path) ?? null };
  const known = ['files', 'max_tokens', 'together', 'agent', ...AGENT_LIMIT_KEYS.map(([, key]) => key)];
  const m = mappingAt(source, path, raw, known);
  if ((m.files === undefined) === (m.agent === undefined)) failAt(source, path, 'a budget has either `files:` (globs of prompt files) or `agent:` (an agent name), not both or neither');
  if (m.files !== undefined) {
    for (const [, key] of AGENT_LIMIT_KEYS) if (m[key] !== undefined) failAt(source, [...path, key], 'an agent limit: a budget of files takes `max_tokens:`');
    const files = typeof m.files === 'string' ? [m.files] : m.files;
    if (!Array.isArray(files) || files.length === 0 || !files.every((g) => typeof g === 'string' && g.trim() !== '')) failAt(source, [...path, 'files'], 'expected a glob or a list of globs');
    if (m.max_tokens === undefined) failAt(source, path, 'a budget of files needs `max_tokens:`');
    const maxTokens = numberAt(source, [...path, 'max_tokens'], m.max_tokens, { integer: true, min: 0 });
    if (m.together !== undefined && typeof m.together !== 'boolean') failAt(source, [...path, 'together'], 'expected true (one limit for all the files together) or false (for each)');
    return { kind: 'files', files: (files as string[]).map((g) => g.trim()), maxTokens, together: m.together === true, origin };
  }
  for (const key of ['max_tokens', 'together']) if (m[key] !== undefined) failAt(source, [...path, key], 'a budget of files only: an agent budget takes max_startup_tokens, max_prompt_tokens, max_run_tokens, max_run_usd or max_peak_context');
  if (typeof m.agent !== 'string' || m.agent.trim() === '') failAt(source, [...path, 'agent'], 'expected an agent name (or a glob over names)');
  const limits: AgentBudget['limits'] = {};
  for (const [measure, key] of AGENT_LIMIT_KEYS) {
    if (m[key] !== undefined) limits[measure] = numberAt(source, [...path, key], m[key], { integer: measure !== 'runUsd', min: 0 });
  }
  if (Object.keys(limits).length === 0) failAt(source, path, `an agent budget needs a limit: ${AGENT_LIMIT_KEYS.map(([, key]) => key).join(', ')}`);
  return { kind: 'agent', agent: m.agent.trim(), limits, origin };
}
