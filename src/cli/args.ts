import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkModelOverride, configFrom, looksLikePolicyPath, PolicyFile, readSettings, SETTINGS, type Config } from '../config/config.js';
import { loadConfigFile } from './load-config.js';
import { InputError } from '../input-error.js';

/** Flags every command that reads config accepts: the config file's settings, kebab-cased. */
export const SETTING_FLAGS = Object.fromEntries(
  SETTINGS.map((s) => [s.inputName, { type: 'string' as const }]),
) as Record<string, { type: 'string' }>;

export function parseCommandArgs<T extends Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>>(
  command: string,
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  } catch (error) {
    throw new InputError(`${command}: ${(error as Error).message}`);
  }
}

export function settingOverrides(values: Record<string, unknown>, cwd: string): Partial<Config> {
  const raw = (name: string): unknown => {
    const value = values[name];
    if (name !== 'policy' || typeof value !== 'string' || !looksLikePolicyPath(value)) return value;
    try {
      return new PolicyFile(value, readFileSync(resolve(cwd, value), 'utf8'));
    } catch (error) {
      throw new InputError(`--policy: cannot read '${value}': ${(error as Error).message}`);
    }
  };
  return readSettings(raw, (name) => `--${name}`);
}

/** What a command runs with: the config file's settings, and the flags over them. */
export interface CommandConfig {
  config: Config;
  /** The config file's own settings (empty when there is none). */
  file: Partial<Config>;
  /** The flags' settings. */
  overrides: Partial<Config>;
  /** Where the config file is, or would be. */
  path: string;
}

/**
 * One way for every command to find its config: `--config FILE` (relative to where the command runs,
 * and then it must exist), else `.ctxguard.yml` at the root the command works on (the directory
 * scanned, the repository diffed), which may be absent. Flags win over the file.
 */
export async function commandConfig(values: Record<string, unknown>, cwd: string, root: string): Promise<CommandConfig> {
  const named = values.config as string | undefined;
  const path = named === undefined ? resolve(root, '.ctxguard.yml') : resolve(cwd, named);
  const file = await loadConfigFile(path, named !== undefined);
  const overrides = settingOverrides(values, cwd);
  checkModelOverride(file, overrides, '--model');
  return { config: configFrom(file, overrides), file, overrides, path };
}

export function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  const choices = allowed.length > 2 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed.join(' or ');
  throw new InputError(`--${flag}: expected ${choices}, got "${value}"`);
}
