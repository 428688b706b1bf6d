import { parseArgs } from 'node:util';
import { readSettings, SETTINGS, type Config } from '../config/config.js';
import { InputError } from '../input-error.js';

/** Flags every command that reads config accepts: the config file's settings, kebab-cased. */
export const SETTING_FLAGS = Object.fromEntries(
  SETTINGS.map((s) => [s.inputName, { type: 'string' as const }]),
) as Record<string, { type: 'string' }>;

export function parseCommandArgs<T extends Record<string, { type: 'string' | 'boolean' }>>(
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

export function settingOverrides(values: Record<string, unknown>): Partial<Config> {
  return readSettings((name) => values[name], (name) => `--${name}`);
}

export function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(`--${flag}: expected ${allowed.join(' or ')}, got "${value}"`);
}
