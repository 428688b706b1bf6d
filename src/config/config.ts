import { isEncodingName, type EncodingName } from '../count/vocabulary.js';
import { InputError } from '../input-error.js';

/** Everything a run can be told, from the config file, action inputs or CLI flags. */
export interface Config {
  encoding: EncodingName;
  /** Extra prompt-file globs (role `system`), on top of the defaults. */
  include: string[];
  exclude: string[];
  /** Larger files are skipped with a note in the report. */
  maxFileBytes: number;
  /** Requests per run of the default agent: a prefix unit is paid on each. */
  requestsPerRun: number;
  maxDeltaTokens?: number;
  maxDeltaPercent?: number;
}

export const DEFAULT_CONFIG: Config = {
  encoding: 'o200k_base',
  include: [],
  exclude: [],
  maxFileBytes: 1_000_000,
  // smolagents' default max_steps: one model request per step.
  requestsPerRun: 20,
};

/** How one setting is spelled in the config file and read from text (an action input, a flag). */
export interface SettingSpec<K extends keyof Config> {
  key: K;
  /** snake_case, like the provider APIs whose objects users paste next to it. */
  fileKey: string;
  /** kebab-case, as an action input and a CLI flag. */
  inputName: string;
  parse(value: unknown): Config[K];
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

export const SETTINGS = [
  {
    key: 'encoding',
    fileKey: 'encoding',
    inputName: 'encoding',
    parse: (value: unknown): EncodingName => {
      if (typeof value !== 'string' || !isEncodingName(value)) {
        throw new TypeError(`expected o200k_base or cl100k_base, got ${JSON.stringify(value)}`);
      }
      return value;
    },
  } satisfies SettingSpec<'encoding'>,
  { key: 'include', fileKey: 'include', inputName: 'include', parse: globList } satisfies SettingSpec<'include'>,
  { key: 'exclude', fileKey: 'exclude', inputName: 'exclude', parse: globList } satisfies SettingSpec<'exclude'>,
  {
    key: 'maxFileBytes',
    fileKey: 'max_file_bytes',
    inputName: 'max-file-bytes',
    parse: number('a whole number of bytes above 0', (n) => Number.isInteger(n) && n > 0),
  } satisfies SettingSpec<'maxFileBytes'>,
  {
    key: 'requestsPerRun',
    fileKey: 'requests_per_run',
    inputName: 'requests-per-run',
    parse: number('a whole number of requests above 0', (n) => Number.isInteger(n) && n > 0),
  } satisfies SettingSpec<'requestsPerRun'>,
  {
    key: 'maxDeltaTokens',
    fileKey: 'max_delta_tokens',
    inputName: 'max-delta-tokens',
    parse: number('a number of tokens (0 or more)', (n) => n >= 0),
  } satisfies SettingSpec<'maxDeltaTokens'>,
  {
    key: 'maxDeltaPercent',
    fileKey: 'max_delta_percent',
    inputName: 'max-delta-percent',
    parse: number('a percentage (0 or more)', (n) => n >= 0),
  } satisfies SettingSpec<'maxDeltaPercent'>,
] as const;

/**
 * Reads every setting from one source of raw values (action inputs, CLI flags). `label` says how the
 * source spells a setting, so an error names the input or flag the user typed.
 */
export function readSettings(
  raw: (inputName: string) => unknown,
  label: (inputName: string) => string,
): Partial<Config> {
  const settings: Partial<Config> = {};
  for (const spec of SETTINGS) {
    const value = raw(spec.inputName);
    if (value === undefined || value === '') continue;
    try {
      (settings as Record<string, unknown>)[spec.key] = spec.parse(value);
    } catch (error) {
      throw new InputError(`${label(spec.inputName)}: ${(error as Error).message}`);
    }
  }
  return settings;
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
