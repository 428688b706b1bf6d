import { looksLikePolicyPath, PolicyFile, readSettings, type Config } from '../config/config.js';
import { InputError } from '../input-error.js';
import { isPageUrl } from '../report/history.js';
import { isApiKey, type ProviderKeys } from '../pipeline/provider-counts.js';

/**
 * What the sticky comment does: `update` edits ours in place (or creates it), `new` minimizes the
 * old one and posts a fresh one, `delete` removes ours, `off` leaves the pull request alone.
 */
export type CommentMode = 'update' | 'new' | 'delete' | 'off';

/** The action's inputs, validated. Every error names the input, as the workflow file spells it. */
export interface ActionInputs {
  token: string;
  configPath: string;
  /** True when the workflow named a config file, which then must exist. */
  configRequired: boolean;
  commentKey: string;
  comment: CommentMode;
  /** Post a new comment even when no prompt material changed (otherwise only one that exists is updated). */
  commentWhenUnchanged: boolean;
  baseRef?: string;
  /**
   * A report.json written by an earlier ctxguard run (a fork's `pull_request` workflow), to be posted
   * from a `workflow_run` workflow that has write permission. Nothing is compared then.
   */
  publishReport?: string;
  /** Settings given as inputs; they override the config file. */
  overrides: Partial<Config>;
  /**
   * Keys for the providers' token-count endpoints (`anthropic-api-key`, `gemini-api-key`): secrets, to
   * be masked before anything is logged. Empty without them, and then no text leaves the runner.
   */
  providerKeys: ProviderKeys;
  /**
   * Keep the extraction cache across workflow runs in GitHub's cache service (`cache`, default
   * true): see docs/architecture.md, "Cache across runs".
   */
  cache: boolean;
  /**
   * Runs recorded at base and at head (`base-runs`, `head-runs`): files, folders or globs in the
   * workspace or RUNNER_TEMP, measured beside the estimate (docs/architecture.md, "Measured runs").
   * Empty lists when not given.
   */
  runs: { base: string[]; head: string[] };
  /**
   * The cost history (docs/architecture.md, "History"): kept in `branch` when on (`history: branch`),
   * appended to on pushes to the default branch and read for a pull request's trend; `url`, its page.
   */
  history: { branch: string; url: string | null } | null;
}

/** The inputs that take a provider's API key, by provider. */
export const PROVIDER_KEY_INPUTS = { anthropic: 'anthropic-api-key', gemini: 'gemini-api-key' } as const;

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
  if (!/^[\w.:/-]+$/.test(commentKey)) {
    throw new InputError(`input 'comment-key': use letters, digits and . _ : / - only, got ${JSON.stringify(commentKey)}`);
  }
  return {
    token: getInput('github-token').trim(),
    configPath: configPath || DEFAULT_CONFIG_PATH,
    configRequired: configPath !== '' && configPath !== DEFAULT_CONFIG_PATH,
    commentKey,
    comment: parseCommentMode(getInput('comment') || 'update'),
    commentWhenUnchanged: parseSwitch('comment-when-unchanged', getInput('comment-when-unchanged'), false),
    baseRef: getInput('base-ref') || undefined,
    publishReport: getInput('publish-report') || undefined,
    overrides,
    providerKeys: readProviderKeys(getInput),
    cache: parseSwitch('cache', getInput('cache'), true),
    runs: { base: pathList(getInput('base-runs')), head: pathList(getInput('head-runs')) },
    history: readHistoryInputs(getInput),
  };
}

/** `history` (`off` or `branch`), `history-branch` and `history-url`. */
function readHistoryInputs(getInput: (name: string) => string): ActionInputs['history'] {
  const mode = getInput('history') || 'off';
  if (mode !== 'off' && mode !== 'branch') throw new InputError(`input 'history': expected off or branch, got ${JSON.stringify(mode)}`);
  const branch = getInput('history-branch') || 'ctxguard-history';
  // A branch name git takes, and no option: letters, digits and . _ / -, not starting with - or ending with .lock.
  if (!/^[\w.][\w./-]*$/.test(branch) || branch.endsWith('.lock') || branch.includes('..')) {
    throw new InputError(`input 'history-branch': expected a branch name (letters, digits and . _ / -), got ${JSON.stringify(branch)}`);
  }
  const url = getInput('history-url').trim();
  if (url && !isPageUrl(url)) throw new InputError(`input 'history-url': expected an https:// address, got ${JSON.stringify(url)}`);
  return mode === 'branch' ? { branch, url: url || null } : null;
}

/** Paths and globs, one per line or comma-separated; a comma inside a glob's braces (`{a,b}`) is the glob's. */
export function pathList(raw: string): string[] {
  const entries: string[] = [];
  for (const line of raw.split(/\r?\n/)) {
    let depth = 0;
    let entry = '';
    for (const c of line) {
      if (c === ',' && depth === 0) {
        entries.push(entry);
        entry = '';
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}') depth = Math.max(0, depth - 1);
      entry += c;
    }
    entries.push(entry);
  }
  return entries.map((e) => e.trim()).filter((e) => e.length > 0 && !e.startsWith('#'));
}

function readProviderKeys(getInput: (name: string) => string): ProviderKeys {
  const keys: ProviderKeys = {};
  for (const [provider, name] of Object.entries(PROVIDER_KEY_INPUTS) as Array<[keyof ProviderKeys, string]>) {
    const key = getInput(name).trim();
    if (key === '') continue;
    // The message never shows the key.
    if (!isApiKey(key)) throw new InputError(`input '${name}': an API key is one word of printable characters; this one is not (not shown)`);
    keys[provider] = key;
  }
  return keys;
}

/** `true` and `false` are kept from before the modes: they mean `update` and `off`. */
function parseCommentMode(raw: string): CommentMode {
  const value = raw.trim().toLowerCase();
  if (value === 'update' || value === 'new' || value === 'delete' || value === 'off') return value;
  if (/^(true|yes|on|1)$/.test(value)) return 'update';
  if (/^(false|no|0)$/.test(value)) return 'off';
  throw new InputError(`input 'comment': expected update, new, delete or off, got ${JSON.stringify(raw)}`);
}

/** A yes-or-no input; empty (the workflow left it out) is the default. */
function parseSwitch(name: string, raw: string, fallback: boolean): boolean {
  const value = raw.trim().toLowerCase();
  if (value === '') return fallback;
  if (/^(true|yes|on|1)$/.test(value)) return true;
  if (/^(false|no|off|0)$/.test(value)) return false;
  throw new InputError(`input '${name}': expected true or false, got ${JSON.stringify(raw)}`);
}
