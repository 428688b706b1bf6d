import { looksLikePolicyPath, PolicyFile, readSettings, type Config } from '../config/config.js';
import { InputError } from '../input-error.js';

/** The action's inputs, validated. Every error names the input, as the workflow file spells it. */
export interface ActionInputs {
  token: string;
  configPath: string;
  /** True when the workflow named a config file, which then must exist. */
  configRequired: boolean;
  commentKey: string;
  comment: boolean;
  baseRef?: string;
  /** Settings given as inputs; they override the config file. */
  overrides: Partial<Config>;
}

export const DEFAULT_CONFIG_PATH = '.ctxguard.yml';

/**
 * `getInput` returns '' for an input the workflow did not set, as @actions/core does. `readFile`
 * reads a file of the workspace, or returns undefined when there is none (for `policy`, which is a
 * file or inline YAML).
 */
export function readInputs(getInput: (name: string) => string, readFile: (path: string) => string | undefined = () => undefined): ActionInputs {
  const raw = (name: string): unknown => {
    const value = getInput(name);
    if (name !== 'policy' || !looksLikePolicyPath(value)) return value;
    const text = readFile(value);
    if (text === undefined) throw new InputError(`input 'policy': no file '${value}' in the workspace (give a path or inline YAML/JSON)`);
    return new PolicyFile(value, text);
  };
  const overrides = readSettings(raw, (name) => `input '${name}'`);
  const configPath = getInput('config');
  const commentKey = getInput('comment-key') || 'ctxguard';
  if (/\s/.test(commentKey)) throw new InputError(`input 'comment-key': no spaces allowed, got "${commentKey}"`);
  return {
    token: getInput('github-token'),
    configPath: configPath || DEFAULT_CONFIG_PATH,
    configRequired: configPath !== '' && configPath !== DEFAULT_CONFIG_PATH,
    commentKey,
    comment: parseBoolean('comment', getInput('comment') || 'true'),
    baseRef: getInput('base-ref') || undefined,
    overrides,
  };
}

function parseBoolean(name: string, raw: string): boolean {
  if (/^(true|yes|on|1)$/i.test(raw)) return true;
  if (/^(false|no|off|0)$/i.test(raw)) return false;
  throw new InputError(`input '${name}': expected true or false, got "${raw}"`);
}
