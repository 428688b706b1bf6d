import { isTiktokenEncoding, type TiktokenEncoding } from '../count/encoding-name.js';
import { isEncodingName } from '../count/vocabulary.js';
import { InputError } from '../input-error.js';
import { DEFAULT_MODEL, isKnownModel, unknownModelMessage } from '../models/catalog.js';
import type { ModelOverride } from '../models/model.js';
import { DEFAULT_MESSAGE_OVERHEAD } from '../trace/trace.js';
import { DEFAULT_LAYOUT, parseCacheLayout, type CacheLayout } from '../frameworks/cache-layout.js';
import { NONE, type PolicySpec } from '../simulate/policies/policy-spec.js';
import { parseBudgets, type Budget } from './budgets.js';
import { parsePolicy } from './parse-policy.js';
import { parseYaml, type YamlPath, type YamlSource } from './yaml-source.js';

/** How one agent runs: what the simulator needs to price a run (DESIGN 2, Scenario). */
export interface ScenarioSettings {
  model: string;
  /** Model requests per run: one per step. */
  steps: number;
  toolCallsPerStep: number;
  outputTokensPerStep: number;
  /** Size of each tool result where no `tool-output` unit gives one. */
  toolOutputTokens: number;
  /** Declared sizes of tool results, per tool: used in turn where no `tool-output` unit gives sizes. */
  toolOutputSizes: Record<string, number>;
  /** The task message beyond any template units. */
  taskTokens: number;
  /** Always-sent memory a run starts with (recalled notes, Hindsight's memory_instructions). */
  recalledMemoryTokens: number;
  runsPerMonth: number | null;
  policy: PolicySpec;
  caching: boolean;
  cacheTtl: '5m' | '1h';
  /**
   * Where the agent marks Anthropic cache breakpoints (docs/architecture.md, "Caching"): its
   * framework's placement, or Anthropic's common one (system prompt and tools, the last message).
   */
  cacheBreakpoints: CacheLayout;
  messageOverhead: number;
  /** smolagents' `planning_interval`: a planning side call every N steps; null for none (its default). */
  planningInterval: number | null;
  /**
   * The step at which the run reads a file that triggers a rule (a nested CLAUDE.md, a `paths:` rule);
   * null for the middle of the run, so such a unit is paid on the second half of the requests.
   */
  triggerStep: number | null;
  /** Skills, commands and manual rules the run's user invokes (names, or `*` for all); none by default. */
  invoke: string[];
  /** Failed steps per run, each a requery that sends a failure template once. */
  failuresPerRun: number;
  /** The run stops at `steps` without an answer, which costs smolagents a final-answer call. */
  reachesMaxSteps: boolean;
}

/** One agent of the repository: the units it sends (globs over their paths) and how it runs. */
export interface AgentConfig extends ScenarioSettings {
  name: string;
  /** Globs of the unit paths this agent sends; empty means every unit. */
  include: string[];
}

/** Everything a run can be told, from the config file, action inputs or CLI flags. */
export interface Config extends ScenarioSettings {
  /** Counting encoding; by default the first agent's model's. */
  encoding?: TiktokenEncoding;
  /** Extra prompt-file globs (role `system`), on top of the defaults. */
  include: string[];
  exclude: string[];
  /** Larger files are skipped with a note in the report. */
  maxFileBytes: number;
  /** Leave out tests, docs, examples, vendored and generated files. */
  defaultExcludes: boolean;
  /** Globs of files holding what tools return: fixtures, recorded traces. */
  toolOutputs: string[];
  /** Agents; none means one default agent with the top-level settings. */
  agents: Array<Partial<AgentConfig> & { name: string }>;
  models: Record<string, ModelOverride>;
  maxDeltaTokens?: number;
  maxDeltaPercent?: number;
  /** Dollars per 1,000 runs. */
  maxDeltaUsd?: number;
  maxPeakContext?: number;
  /** Dollars per 1,000 runs, judged on runs recorded at base and at head. */
  maxMeasuredDeltaUsd?: number;
  /** Ceilings on prompt files and agents, checked at head (docs/architecture.md, "Budgets"). */
  budgets?: Budget[];
  /** A threshold or budget crossed by at most this percentage of its limit passes, said as tolerated. */
  tolerancePercent?: number;
  /** The pull request label that accepts what crosses; '' for none. `ctxguard: accept` by default. */
  acceptLabel?: string;
  /** Run settings given as action inputs or CLI flags: they win over every agent's own. */
  forced?: Partial<ScenarioSettings>;
}

export const DEFAULT_CONFIG: Config = {
  include: [],
  exclude: [],
  maxFileBytes: 1_000_000,
  defaultExcludes: true,
  toolOutputs: [],
  agents: [],
  models: {},
  model: DEFAULT_MODEL,
  // smolagents' defaults: max_steps 20, full replay.
  steps: 20,
  toolCallsPerStep: 1,
  outputTokensPerStep: 150,
  toolOutputTokens: 500,
  toolOutputSizes: {},
  taskTokens: 100,
  recalledMemoryTokens: 0,
  runsPerMonth: null,
  policy: NONE,
  caching: true,
  cacheTtl: '5m',
  cacheBreakpoints: DEFAULT_LAYOUT,
  messageOverhead: DEFAULT_MESSAGE_OVERHEAD,
  planningInterval: null,
  triggerStep: null,
  invoke: [],
  failuresPerRun: 0,
  reachesMaxSteps: false,
};

/** Where a raw value came from, so an error can point at it. */
export interface ValueOrigin {
  source?: YamlSource;
  path: YamlPath;
  /** How the user spelled it: `input 'steps'`, `--steps`. */
  label?: string;
}

/** How one setting is spelled in the config file, as an action input and a CLI flag, and parsed. */
export interface SettingSpec<K extends keyof Config = keyof Config> {
  key: K;
  /** snake_case, like the provider APIs whose objects users paste next to it. */
  fileKey: string;
  /** kebab-case, as an action input and a CLI flag. */
  inputName: string;
  /** True for settings an agent can set for itself. */
  perAgent?: boolean;
  parse(value: unknown, origin: ValueOrigin): Config[K];
}

const globList = (value: unknown): string[] => {
  const list = typeof value === 'string' ? value.split(/[\n,]/) : value;
  if (!Array.isArray(list) || !list.every((g) => typeof g === 'string')) {
    throw new TypeError('expected a list of glob patterns');
  }
  return list.map((g: string) => g.trim()).filter((g) => g.length > 0 && !g.startsWith('#'));
};

const number =
  (what: string, test: (n: number) => boolean) =>
  (value: unknown): number => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n) || !test(n)) {
      throw new TypeError(`expected ${what}, got ${JSON.stringify(value)}`);
    }
    return n;
  };
const count = (what: string, min = 0) => number(`a whole number of ${what} (${min} or more)`, (n) => Number.isInteger(n) && n >= min);

const boolean = (value: unknown): boolean => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|yes|on|1)$/i.test(value)) return true;
  if (typeof value === 'string' && /^(false|no|off|0)$/i.test(value)) return false;
  throw new TypeError(`expected true or false, got ${JSON.stringify(value)}`);
};

/** A policy file named by an input or flag, read by the adapter that knows where files are. */
export class PolicyFile {
  constructor(
    readonly file: string,
    readonly text: string,
  ) {}
}

/** A policy input or flag names a file unless it is inline YAML/JSON or a bare policy type. */
export function looksLikePolicyPath(value: string): boolean {
  return /\.(ya?ml|json)$/i.test(value.trim()) && !/[\n{]/.test(value);
}

/** A policy is a mapping in the file; as an input or flag, a file or inline YAML/JSON. */
const policy = (value: unknown, origin: ValueOrigin): PolicySpec => {
  if (value instanceof PolicyFile) return parsePolicy(parseYaml(value.text, value.file));
  if (typeof value === 'string') {
    const inline = parseYaml(value, origin.label ?? 'policy');
    if (typeof inline.value === 'string') return parsePolicy(inline, [], { type: inline.value });
    return parsePolicy(inline);
  }
  if (origin.source) return parsePolicy(origin.source, origin.path, value);
  return parsePolicy(parseYaml(JSON.stringify(value), origin.label ?? 'policy'));
};

export const SETTINGS: SettingSpec[] = [
  {
    key: 'encoding',
    fileKey: 'encoding',
    inputName: 'encoding',
    // tiktoken's only: Gemma 3's vocabulary counts the models it belongs to, chosen by the model.
    parse: (value: unknown): TiktokenEncoding => {
      if (typeof value !== 'string' || !isEncodingName(value) || !isTiktokenEncoding(value)) {
        throw new TypeError(`expected o200k_base or cl100k_base, got ${JSON.stringify(value)}`);
      }
      return value;
    },
  },
  { key: 'include', fileKey: 'include', inputName: 'include', parse: globList },
  { key: 'exclude', fileKey: 'exclude', inputName: 'exclude', parse: globList },
  { key: 'maxFileBytes', fileKey: 'max_file_bytes', inputName: 'max-file-bytes', parse: count('bytes', 1) },
  { key: 'defaultExcludes', fileKey: 'default_excludes', inputName: 'default-excludes', parse: boolean },
  { key: 'toolOutputs', fileKey: 'tool_outputs', inputName: 'tool-outputs', parse: globList },
  {
    key: 'model',
    fileKey: 'model',
    inputName: 'model',
    perAgent: true,
    parse: (value: unknown): string => {
      if (typeof value !== 'string' || value.trim() === '') throw new TypeError(`expected a model id, got ${JSON.stringify(value)}`);
      return value.trim();
    },
  },
  { key: 'steps', fileKey: 'steps', inputName: 'steps', perAgent: true, parse: count('steps', 1) },
  { key: 'toolCallsPerStep', fileKey: 'tool_calls_per_step', inputName: 'tool-calls-per-step', perAgent: true, parse: count('tool calls') },
  { key: 'outputTokensPerStep', fileKey: 'output_tokens_per_step', inputName: 'output-tokens-per-step', perAgent: true, parse: count('tokens') },
  { key: 'toolOutputTokens', fileKey: 'tool_output_tokens', inputName: 'tool-output-tokens', perAgent: true, parse: count('tokens') },
  {
    key: 'toolOutputSizes',
    fileKey: 'tool_output_sizes',
    inputName: 'tool-output-sizes',
    perAgent: true,
    parse: (value: unknown): Record<string, number> => {
      const map = typeof value === 'string' ? Object.fromEntries(value.split(/[\n,]/).filter((s) => s.trim()).map((s) => s.split(/[:=]/).map((x) => x.trim()))) : value;
      if (typeof map !== 'object' || map === null || Array.isArray(map)) throw new TypeError('expected tool names mapped to token counts');
      return Object.fromEntries(
        Object.entries(map as Record<string, unknown>).map(([tool, n]) => [tool, count(`tokens for ${tool}`)(n)]),
      );
    },
  },
  { key: 'taskTokens', fileKey: 'task_tokens', inputName: 'task-tokens', perAgent: true, parse: count('tokens') },
  { key: 'recalledMemoryTokens', fileKey: 'recalled_memory_tokens', inputName: 'recalled-memory-tokens', perAgent: true, parse: count('tokens') },
  { key: 'runsPerMonth', fileKey: 'runs_per_month', inputName: 'runs-per-month', perAgent: true, parse: count('runs') },
  { key: 'policy', fileKey: 'policy', inputName: 'policy', perAgent: true, parse: policy },
  { key: 'caching', fileKey: 'caching', inputName: 'caching', perAgent: true, parse: boolean },
  {
    key: 'cacheTtl',
    fileKey: 'cache_ttl',
    inputName: 'cache-ttl',
    perAgent: true,
    parse: (value: unknown): '5m' | '1h' => {
      if (value === '5m' || value === '1h') return value;
      throw new TypeError(`expected 5m or 1h, got ${JSON.stringify(value)}`);
    },
  },
  { key: 'cacheBreakpoints', fileKey: 'cache_breakpoints', inputName: 'cache-breakpoints', perAgent: true, parse: parseCacheLayout },
  { key: 'messageOverhead', fileKey: 'message_overhead', inputName: 'message-overhead', perAgent: true, parse: count('tokens') },
  { key: 'planningInterval', fileKey: 'planning_interval', inputName: 'planning-interval', perAgent: true, parse: count('steps', 1) },
  { key: 'triggerStep', fileKey: 'trigger_step', inputName: 'trigger-step', perAgent: true, parse: count('steps', 1) },
  {
    key: 'invoke',
    fileKey: 'invoke',
    inputName: 'invoke',
    perAgent: true,
    parse: (value: unknown): string[] => {
      const list = typeof value === 'string' ? value.split(/[\n,]/) : value;
      if (!Array.isArray(list) || !list.every((g) => typeof g === 'string')) throw new TypeError('expected a list of skill, command or rule names');
      return list.map((g: string) => g.trim().replace(/^\//, '')).filter((g) => g.length > 0);
    },
  },
  { key: 'failuresPerRun', fileKey: 'failures_per_run', inputName: 'failures-per-run', perAgent: true, parse: count('failures') },
  { key: 'reachesMaxSteps', fileKey: 'reaches_max_steps', inputName: 'reaches-max-steps', perAgent: true, parse: boolean },
  { key: 'maxDeltaTokens', fileKey: 'max_delta_tokens', inputName: 'max-delta-tokens', parse: number('a number of tokens (0 or more)', (n) => n >= 0) },
  { key: 'maxDeltaPercent', fileKey: 'max_delta_percent', inputName: 'max-delta-percent', parse: number('a percentage (0 or more)', (n) => n >= 0) },
  { key: 'maxDeltaUsd', fileKey: 'max_delta_usd', inputName: 'max-delta-usd', parse: number('dollars per 1,000 runs (0 or more)', (n) => n >= 0) },
  { key: 'maxPeakContext', fileKey: 'max_peak_context', inputName: 'max-peak-context', parse: count('tokens', 1) },
  {
    key: 'maxMeasuredDeltaUsd',
    fileKey: 'max_measured_delta_usd',
    inputName: 'max-measured-delta-usd',
    parse: number('dollars per 1,000 runs (0 or more)', (n) => n >= 0),
  },
  { key: 'budgets', fileKey: 'budgets', inputName: 'budgets', parse: (value, origin) => parseBudgets(value, origin) },
  { key: 'tolerancePercent', fileKey: 'tolerance_percent', inputName: 'tolerance-percent', parse: number('a percentage (0 or more)', (n) => n >= 0) },
  {
    key: 'acceptLabel',
    fileKey: 'accept_label',
    inputName: 'accept-label',
    // A label's name as GitHub allows it: up to 50 characters; '', none or false turn acceptance by label off.
    parse: (value: unknown): string => {
      if (value === false || (typeof value === 'string' && /^(none|false|off)$/i.test(value.trim()))) return '';
      if (typeof value !== 'string' || value.trim().length > 50) throw new TypeError(`expected a label name of up to 50 characters, or '' for none, got ${JSON.stringify(value)}`);
      return value.trim();
    },
  },
];

/** Parses one setting; a TypeError from its parser becomes an InputError that says where. */
export function parseSetting(spec: SettingSpec, value: unknown, origin: ValueOrigin): unknown {
  try {
    return spec.parse(value, origin);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const message = (error as Error).message;
    if (origin.source) {
      throw new InputError(message, { file: origin.source.file, line: origin.source.lineOf(origin.path), key: origin.path.join('.') });
    }
    throw new InputError(`${origin.label}: ${message}`);
  }
}

/**
 * Reads every setting from one source of raw values (action inputs, CLI flags). `label` says how the
 * source spells a setting, so an error names the input or flag the user typed.
 */
export function readSettings(raw: (inputName: string) => unknown, label: (inputName: string) => string): Partial<Config> {
  const settings: Record<string, unknown> = {};
  for (const spec of SETTINGS) {
    const value = raw(spec.inputName);
    if (value === undefined || value === '') continue;
    settings[spec.key] = parseSetting(spec, value, { path: [], label: label(spec.inputName) });
  }
  return settings as Partial<Config>;
}

/**
 * A model given as an input or flag must be one the catalog or the config file's `models:` prices;
 * said with the input's name, before anything else runs.
 */
export function checkModelOverride(file: Partial<Config>, overrides: Partial<Config>, label: string): void {
  if (overrides.model !== undefined && !isKnownModel(overrides.model, file.models)) throw new InputError(`${label}: ${unknownModelMessage(overrides.model)}`);
}

/** Later layers win: defaults, then the config file, then inputs or flags. */
export function mergeConfig(...layers: Array<Partial<Config>>): Config {
  const merged: Config = { ...DEFAULT_CONFIG };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}

/**
 * The config a run uses: the file's settings, then inputs or flags on top. A run setting given as an
 * input or flag (`--model`, `policy:`) applies to every agent, even one that sets its own.
 */
export function configFrom(file: Partial<Config>, overrides: Partial<Config>): Config {
  const forced = Object.fromEntries(Object.entries(pickScenario(overrides as Config)).filter(([, v]) => v !== undefined));
  return { ...mergeConfig(file, overrides), forced };
}

/** The agents to price: each configured one over the top-level settings, or one default agent. */
export function resolveAgents(config: Config): AgentConfig[] {
  const base: ScenarioSettings = pickScenario(config);
  const forced = config.forced ?? {};
  if (config.agents.length === 0) return [{ ...base, name: 'default', include: [] }];
  return config.agents.map((a) => ({ ...base, include: [], ...a, ...forced }));
}

/** The run settings of a config, without its agents and file rules. */
export function pickScenario(c: Config): ScenarioSettings {
  return {
    model: c.model,
    steps: c.steps,
    toolCallsPerStep: c.toolCallsPerStep,
    outputTokensPerStep: c.outputTokensPerStep,
    toolOutputTokens: c.toolOutputTokens,
    toolOutputSizes: c.toolOutputSizes,
    taskTokens: c.taskTokens,
    recalledMemoryTokens: c.recalledMemoryTokens,
    runsPerMonth: c.runsPerMonth,
    policy: c.policy,
    caching: c.caching,
    cacheTtl: c.cacheTtl,
    cacheBreakpoints: c.cacheBreakpoints,
    messageOverhead: c.messageOverhead,
    planningInterval: c.planningInterval,
    triggerStep: c.triggerStep,
    invoke: c.invoke,
    failuresPerRun: c.failuresPerRun,
    reachesMaxSteps: c.reachesMaxSteps,
  };
}
