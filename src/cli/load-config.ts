import { readFile } from 'node:fs/promises';
import { InputError } from '../input-error.js';
import type { Config } from '../config/config.js';
import { parseConfigFile } from '../config/config-file.js';

/** Reads the config file; a missing file is fine unless the user named it. */
export async function loadConfigFile(path: string, required: boolean): Promise<Partial<Config>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !required) return {};
    throw new InputError(`cannot read the config file: ${(error as Error).message}`, { file: path });
  }
  return parseConfigFile(text, path);
}
