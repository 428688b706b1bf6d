import { localRange, repositoryFacts } from '../changes/commit-range.js';
import { createGit, type Git } from '../changes/git.js';
import { join, resolve } from 'node:path';
import { InputError } from '../input-error.js';
import { countingWarnings, diffRange, pathInRepository } from '../pipeline/diff.js';
import { readRecordedRuns } from '../pipeline/recording-files.js';
import { isApiKey, providerCounting, type ProviderCountOptions, type ProviderKeys } from '../pipeline/provider-counts.js';
import type { Report } from '../report/report.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderSarif } from '../report/sarif.js';
import { TOOL_VERSION } from '../pipeline/tool-version.js';
import { commandConfig, oneOf, parseCommandArgs } from './args.js';
import { flagHelp, flagOptions, type Flag } from './flags.js';
import type { Io } from './io.js';
import { DIFF_USAGE } from './usage.js';


export const DIFF_FLAGS: readonly Flag[] = [
  { name: 'base', type: 'string', value: 'REF', help: 'the branch or commit to compare with (required)' },
  { name: 'head', type: 'string', value: 'REF', help: 'the commit to price (default: HEAD); the base is priced at its fork point with it' },
  { name: 'config', type: 'string', value: 'FILE', help: 'the config file (default: .ctxguard.yml at the repository root)' },
  { name: 'format', type: 'string', value: 'FORMAT', help: 'markdown (the PR comment), json (the report) or sarif (code-scanning results, SARIF 2.1.0)' },
  { name: 'provider-counts', type: 'boolean', help: "count with the providers' own endpoints (ANTHROPIC_API_KEY, GEMINI_API_KEY)" },
  { name: 'cache-dir', type: 'string', value: 'DIR', help: 'keep extraction results here between runs (default: ctxguard/ in the git directory)' },
  { name: 'no-cache', type: 'boolean', help: 'extract every file, and keep nothing' },
  { name: 'base-runs', type: 'string', multiple: true, value: 'PATH', help: 'runs recorded at base: a file, a folder of .json and .jsonl files, or a glob\n(again for more); with --head-runs, measured beside the estimate' },
  { name: 'head-runs', type: 'string', multiple: true, value: 'PATH', help: 'runs recorded at head, the same way' },
];

export async function diffCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommandArgs('diff', args, flagOptions(DIFF_FLAGS));
  if (values.help) {
    io.stdout(flagHelp(DIFF_USAGE, DIFF_FLAGS));
    return 0;
  }
  if (positionals.length) throw new InputError(`unexpected argument '${positionals[0]}' (did you mean --base ${positionals[0]}?)`);
  const base = values.base as string | undefined;
  if (!base) throw new InputError('--base REF is required (the branch or commit to compare with)');
  const format = oneOf('format', values.format as string | undefined, ['markdown', 'json', 'sarif'], 'markdown');
  const providers = values['provider-counts'] ? providerOptions(io.env ?? process.env) : undefined;
  if (values['no-cache'] && values['cache-dir'] !== undefined) throw new InputError('--cache-dir and --no-cache cannot be used together');
  const git = createGit(io.cwd, process.env, io.gitTrace);
  let report: Report;
  try {
    report = await diffReport(git, io, values, base, providers);
  } finally {
    await git.close();
  }
  for (const warning of countingWarnings(report)) io.stderr(`ctxguard diff: warning: ${warning}\n`);
  io.stdout(format === 'json' ? renderJson(report) : format === 'sarif' ? renderSarif(report, TOOL_VERSION) : renderMarkdown(report));
  return report.verdict.status === 'fail' ? 1 : 0;
}

/** The report of `diff`: the range is looked up while the config is read (a bad config still fails first). */
async function diffReport(git: Git, io: Io, values: Record<string, unknown>, base: string, providers: ProviderCountOptions | undefined): Promise<Report> {
  const { cwd } = io;
  const facts = repositoryFacts(git);
  const rangeRead = localRange(git, base, (values.head as string | undefined) ?? 'HEAD', facts);
  rangeRead.catch(() => undefined);
  // The config lives at the repository's root, wherever in it the command runs; the cache, in the git
  // directory, which no commit holds and every worktree shares.
  const repository = await facts;
  const root = repository?.root ?? cwd;
  const { file, overrides, path: configPath } = await commandConfig(values, cwd, root);
  const range = await rangeRead;
  const inRepository = pathInRepository(root, configPath);
  const recordings = await readRecordedRuns(
    { base: (values['base-runs'] as string[] | undefined) ?? [], head: (values['head-runs'] as string[] | undefined) ?? [] },
    { base: '--base-runs', head: '--head-runs' },
    { cwd },
  );
  const cacheDir = values['no-cache'] ? undefined : values['cache-dir'] !== undefined ? resolve(cwd, values['cache-dir'] as string) : repository && join(repository.gitDir, 'ctxguard');
  return diffRange(git, range, {
    file,
    overrides,
    ...(inRepository ? { configPath: inRepository } : {}),
    ...(providers ? { providers } : {}),
    ...(cacheDir ? { cacheDir } : {}),
    ...(recordings ? { recordings } : {}),
    log: (line, level) => {
      if (level === 'warning') io.stderr(`ctxguard diff: warning: ${line}\n`);
    },
  });
}

/** The environment variables that hold the keys `--provider-counts` uses. */
const KEY_VARIABLES = { anthropic: 'ANTHROPIC_API_KEY', gemini: 'GEMINI_API_KEY' } as const;

/**
 * `--provider-counts`: the keys come from the environment, never from the command line, where other
 * users' `ps` and the shell's history would see them; the flag is the opt-in, so a key exported for
 * other tools sends nothing unless asked.
 */
function providerOptions(env: Record<string, string | undefined>): ProviderCountOptions {
  const keys: ProviderKeys = {};
  for (const [provider, variable] of Object.entries(KEY_VARIABLES) as Array<[keyof ProviderKeys, string]>) {
    const key = env[variable]?.trim();
    if (!key) continue;
    if (!isApiKey(key)) throw new InputError(`--provider-counts: ${variable} is not one word of printable characters (not shown)`);
    keys[provider] = key;
  }
  if (Object.keys(keys).length === 0) throw new InputError(`--provider-counts: set ${KEY_VARIABLES.anthropic} or ${KEY_VARIABLES.gemini} to the provider's API key`);
  return providerCounting(keys, env);
}
