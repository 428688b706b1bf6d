import { parse } from 'yaml';
import type { PromptUnit } from '../extract/prompt-unit.js';
import type { ScenarioSettings } from '../config/config.js';
import { MAX_BREAKPOINTS, NO_BREAKPOINTS, type CacheLayout } from './cache-layout.js';
import type { Delivery } from './delivery.js';
import { configRequest, type ConfigRequest } from './swe-agent/config-request.js';
import { BUNDLE_CONFIG, bundleFiles, bundleUnits } from './swe-agent/tool-bundles.js';
import type { FoundAgent, FrameworkProfile, RepositoryUnits } from './profile.js';

/** A memory policy as the config holds it. */
type PolicySpec = ScenarioSettings['policy'];

/**
 * SWE-agent (docs/architecture.md, "Rendered requests"): each config file with `agent.templates` is
 * one agent, an alternative to the others (a run loads one config), its request rendered as SWE-agent
 * renders it (`swe-agent/config-request.ts`): the templates with jinja2, the tool bundles it loads as
 * `{{command_docs}}` or as function-calling tools. Each step sends the whole history, so the
 * observation wrappers are paid on every later step; failure templates go out with a requery that
 * is then dropped from the history (agents.py `forward_with_handling`).
 */

const TEMPLATES = 'agent.templates.';

const DELIVERIES: Record<string, Delivery> = {
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
export function sweAgentDelivery(key: string): Delivery | undefined {
  const known = DELIVERIES[key];
  if (known) return known;
  // Tool bundles' texts (`SUBMIT_REVIEW_MESSAGES`): returned by the tool that shows them, then replayed.
  if (key.startsWith('agent.tools.registry_variables.')) return { kind: 'on-trigger', what: 'the tool that returns it runs (submit)' };
  return undefined;
}

/**
 * The memory policy a config's `history_processors` declare: `last_n_observations` keeps the last
 * n observations (the instance message and demonstrations always stay), as a window over tool
 * results. Other processors are not a window: `cache_control` places cache breakpoints
 * (`cacheLayoutOf`), `closed_window` and `remove_regex` are not priced.
 */
export function historyPolicy(config: unknown): PolicySpec | undefined {
  const processors = (config as { agent?: { history_processors?: unknown } } | null)?.agent?.history_processors;
  if (!Array.isArray(processors)) return undefined;
  for (const p of processors) {
    if (typeof p !== 'object' || p === null || (p as { type?: unknown }).type !== 'last_n_observations') continue;
    const n = (p as { n?: unknown }).n;
    if (typeof n === 'number' && Number.isInteger(n) && n >= 0) return { type: 'window', keepLastSteps: n, markerTokens: 10 };
  }
  return undefined;
}

/**
 * Where a config's requests carry Anthropic cache breakpoints (docs/architecture.md, "Caching"): its
 * `cache_control` history processor marks the last `last_n_messages` (default 2) user or tool messages
 * (history_processors.py `CacheControlHistoryProcessor`); without one, none is marked and every request
 * pays the plain input price. More than Anthropic's 4 would be refused by the API: 4 are kept.
 */
export function cacheLayoutOf(config: unknown): CacheLayout {
  const processors = (config as { agent?: { history_processors?: unknown } } | null)?.agent?.history_processors;
  if (!Array.isArray(processors)) return NO_BREAKPOINTS;
  const processor = processors.find((p): p is { last_n_messages?: unknown } => typeof p === 'object' && p !== null && (p as { type?: unknown }).type === 'cache_control');
  if (!processor) return NO_BREAKPOINTS;
  const n = processor.last_n_messages ?? 2;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0) return NO_BREAKPOINTS;
  return [{ at: 'last-messages', count: Math.min(n, MAX_BREAKPOINTS) }];
}

export function findSweAgentAgents(repository: RepositoryUnits): FoundAgent[] {
  const byPath = new Map<string, PromptUnit[]>();
  for (const u of repository.units) if (/\.ya?ml$/i.test(u.path)) byPath.set(u.path, [...(byPath.get(u.path) ?? []), u]);
  const bundles = bundleFiles(repository.files ?? []);
  const bundleUnits = repository.units.filter((u) => BUNDLE_CONFIG.test(u.path));
  const agents: FoundAgent[] = [];
  for (const [path, units] of byPath) {
    if (!units.some((u) => u.key.startsWith(TEMPLATES))) continue;
    const config = configOf(repository, path);
    const request = configRequest(config, (bundle) => bundles.get(bundle));
    const sends = new Map<string, Delivery>();
    for (const u of units) {
      const delivery = unitDelivery(u.key, config, request);
      if (delivery) sends.set(u.id, delivery);
    }
    const loaded = new Set(request.bundles);
    for (const u of bundleUnits) {
      const hidden = request.hidden.get(u.path)?.has(u.key.split('.')[1]!) ?? false;
      const commands: Delivery = !loaded.has(u.path)
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
function unitDelivery(key: string, config: unknown, request: ConfigRequest): Delivery | undefined {
  const demosInHistory = (config as { agent?: { templates?: { put_demos_in_history?: unknown } } } | undefined)?.agent?.templates?.put_demos_in_history === true;
  if (demosInHistory && key === 'agent.templates.demonstration_template') return { kind: 'never', reason: 'put_demos_in_history adds the demonstration without it' };
  const rendered = key.startsWith(TEMPLATES) ? request.templates.get(key.slice(TEMPLATES.length)) : undefined;
  return rendered ? { kind: 'rendered', as: rendered } : sweAgentDelivery(key);
}

/** The config file as loaded, or undefined when it is not read or not valid YAML. */
function configOf(repository: RepositoryUnits, path: string): unknown {
  const file = repository.files?.find((f) => f.path === path);
  if (file?.content.kind !== 'text') return undefined;
  try {
    return parse(file.content.text, { merge: true }) as unknown;
  } catch {
    // A config that does not load runs with no history processors: full replay.
    return undefined;
  }
}

export const sweAgent: FrameworkProfile = {
  id: 'swe-agent',
  label: 'SWE-agent',
  // A tool bundle's config: its commands' docstrings and argument descriptions.
  files: { globs: ['tools/*/config.yaml'], extract: bundleUnits },
  findAgents: findSweAgentAgents,
  // A config is rendered from the file itself (templates, tools, history processors), and the bundles it loads from theirs.
  readsText: (file, units) => ((/\.ya?ml$/i.test(file.path) && units.some((u) => u.key.startsWith(TEMPLATES))) || BUNDLE_CONFIG.test(file.path) ? file.text : undefined),
};
