import { isAbsolute, relative, resolve, sep } from 'node:path';
import { prepareDiff } from '../analyze/diff.js';
import type { Recordings } from '../analyze/measured-runs.js';
import { countedWith } from '../report/format.js';
import { SHAPE_SETTINGS } from '../report/run-calibration.js';
import { changedFiles } from '../changes/changed-files.js';
import type { CommitRange } from '../changes/commit-range.js';
import { readFileAtCommit } from '../changes/file-at-commit.js';
import type { Git } from '../changes/git.js';
import { configFrom, type Config } from '../config/config.js';
import { parseConfigFile } from '../config/config-file.js';
import { parsersForFile } from './code-parsers.js';
import { extractionWorkers, smallRunBytes } from './extraction-pool.js';
import { cachedCounts, keepCounts } from './cached-counts.js';
import { codeFingerprint } from './code-fingerprint.js';
import { configuredClassifier } from './configured-classifier.js';
import { NO_CACHE, openFolderCache, type FolderCache } from './extraction-cache.js';
import { readExtractedSnapshots } from './extracted-snapshots.js';
import { withImportedFiles, type ReadPaths } from './imported-files.js';
import { listTree } from '../changes/tree.js';
import { readContents } from '../changes/read-snapshot.js';
import type { FileContent } from '../extract/file-content.js';
import { extractOptionsFor } from '../frameworks/registry.js';
import { countWithProviders, providerLabel, type ProviderCountOptions } from './provider-counts.js';
import { isTiktokenEncoding, type EncodingName } from '../count/encoding-name.js';
import { NO_COUNTS } from '../count/token-counts.js';
import type { Snapshot } from '../extract/snapshot.js';
import { resolveModel } from '../models/catalog.js';
import { gateRulesOf, withInputs, type GateRules } from '../gate/rules.js';
import { InputError } from '../input-error.js';
import type { Finding, Report } from '../report/report.js';

/** What a diff is told: the config file as the working tree has it, and the inputs or flags on top. */
export interface DiffSettings {
  file: Partial<Config>;
  overrides: Partial<Config>;
  /**
   * The config file's path inside the repository, so its base version can be read and a change to it
   * shown; undefined for a config file kept outside the repository, which no change can touch.
   */
  configPath?: string;
  /**
   * Keys and endpoints for the providers' token-count endpoints: with a key, that provider's models
   * get its own counts (docs/architecture.md, "Exact counts from the provider"). Without, nothing is sent.
   */
  providers?: ProviderCountOptions;
  /**
   * The folder that keeps extraction results between runs (docs/architecture.md,
   * "Incremental extraction"); without one, every file is extracted.
   */
  cacheDir?: string;
  /** Told what the log should show: how much the cache knew (info), why it could not help (warning). */
  log?: (line: string, level: 'info' | 'warning') => void;
  /** Runs recorded at base and at head, to report beside the estimate (docs/architecture.md, "Measured runs"). */
  recordings?: Recordings;
}

/**
 * A config file's path as git names it in the repository at `root` (POSIX, relative), or undefined
 * for a file outside the repository, which no change can touch.
 */
export function pathInRepository(root: string, path: string): string | undefined {
  const inRepository = relative(root, resolve(root, path)).split(sep).join('/');
  return inRepository.startsWith('..') || isAbsolute(inRepository) ? undefined : inRepository;
}

/** Reads base and head from git and hands them to the core: the whole of `diff`, for CLI and action. */
export async function diffRange(git: Git, range: CommitRange, settings: DiffSettings): Promise<Report> {
  const config = configFrom(settings.file, settings.overrides);
  const cache = settings.cacheDir ? await openFolderCache(settings.cacheDir, codeFingerprint()) : undefined;
  const [snapshots, changes, gate] = await Promise.all([
    readExtractedSnapshots(git, [range.base, range.head], {
      classifier: configuredClassifier(config),
      maxFileBytes: config.maxFileBytes,
      cache: cache ?? NO_CACHE,
      parsers: parsersForFile,
      workers: extractionWorkers(),
      inProcessBelowBytes: smallRunBytes(),
      // The configured model's encoding: a found agent's model may count in another, then counted in the
      // report. Only tiktoken's: Gemma 3's vocabulary takes some 110 MB and a second to load, which each
      // worker would pay again; the report counts those texts once, in this thread.
      ...workerCounting(config.encoding ?? resolveModel(config.model, config.models, config.cacheTtl).tokenizer.encoding),
      warn: (message) => settings.log?.(message, 'warning'),
    }),
    changedFiles(git, range.base.sha, range.head.sha),
    gateRules(git, range, settings, config),
  ]);
  // What Claude Code's memory files import beyond the prompt files: a few files, read once each.
  const [base, head] = (await withImportedFiles(snapshots, pathsAtCommit(git, config.maxFileBytes), extractOptionsFor(false))) as [Snapshot, Snapshot];
  const localCounts = cachedCounts(snapshots);
  const prepared = prepareDiff({
    base,
    head,
    changes,
    config,
    gate: gate.rules,
    localCounts,
    ...(settings.configPath ? { configPath: settings.configPath } : {}),
    ...(settings.recordings ? { recordings: { ...settings.recordings, ...namedModel(settings), fixedShape: fixedShape(settings) } } : {}),
  });
  const counts = settings.providers ? await countWithProviders(prepared.needs, settings.providers) : NO_COUNTS;
  const report = prepared.report(counts);
  if (cache) {
    keepCounts(snapshots, localCounts);
    await saveCache(cache, settings.cacheDir!, settings.log);
  }
  return { ...report, findings: [...gate.findings, ...report.findings] };
}

/** Reads files at some paths of a snapshot's commit from git, as the snapshots' own files are read. */
function pathsAtCommit(git: Git, maxFileBytes: number): ReadPaths {
  return async (snapshot, paths) => {
    // A path that names a folder lists its files: only the paths asked for are read.
    const asked = new Set(paths);
    const entries = (await listTree(git, snapshot.sha, paths)).filter((e) => asked.has(e.path));
    const found: Array<{ path: string; content: FileContent }> = entries
      .filter((e) => e.symlink || e.size > maxFileBytes)
      .map((e) => ({ path: e.path, content: { kind: 'skipped', reason: e.symlink ? 'symlink' : 'too-large', bytes: e.size } }));
    const readable = entries.filter((e) => !e.symlink && e.size <= maxFileBytes);
    await readContents(git, readable, maxFileBytes, (blob, content) => {
      for (const e of readable) if (e.blob === blob) found.push({ path: e.path, content });
    });
    return found;
  };
}

/** The model the user named (input or flag, then the config file), never the default: what recorded requests that name none may be priced as. */
function namedModel(settings: DiffSettings): { namedModel?: string } {
  const model = settings.overrides.model ?? settings.file.model;
  return model === undefined ? {} : { namedModel: model };
}

/** The run-shape settings the user set for every agent (inputs and flags over the config file), with their values: calibration keeps them. */
function fixedShape(settings: DiffSettings): Partial<Record<(typeof SHAPE_SETTINGS)[number][0], number>> {
  return Object.fromEntries(SHAPE_SETTINGS.flatMap(([key]) => {
    const value = settings.overrides[key] ?? settings.file[key];
    return value === undefined ? [] : [[key, value]];
  }));
}

/** Keeps what this run extracted for the next; a cache that cannot be written only makes the next run slower. */
async function saveCache(cache: FolderCache, dir: string, log: DiffSettings['log']): Promise<void> {
  const { hits, misses, note } = cache.use;
  if (note) log?.(`extraction cache: ${note}`, 'warning');
  log?.(`extraction cache: ${hits} of ${hits + misses} files known, ${misses} extracted`, 'info');
  try {
    await cache.save();
  } catch (error) {
    log?.(`extraction cache: could not be written to ${dir} (${(error as Error).message}); the next run extracts again`, 'warning');
  }
}

/**
 * The gate judges a change by the rules of the commit it would merge into (thresholds, budgets,
 * tolerance, accept label), plus the inputs: a pull request that raises `max_delta_tokens` or a
 * budget in its own config does not pass its own check.
 */
async function gateRules(git: Git, range: CommitRange, settings: DiffSettings, config: Config): Promise<{ rules: GateRules; findings: Finding[] }> {
  const inputsOnly = withInputs(gateRulesOf({}), settings.overrides);
  const path = settings.configPath;
  if (!path) return { rules: gateRulesOf(config), findings: [] };
  const inFile = (file: Partial<Config>): Partial<Config> => (file.budgets ? { ...file, budgets: file.budgets.map((b) => ({ ...b, origin: { ...b.origin, path } })) } : file);
  const fromWorkspace = withInputs(gateRulesOf(inFile(settings.file)), settings.overrides);
  const baseSha = range.base.sha;
  const atBase = await readFileAtCommit(git, baseSha, path);
  if (atBase.kind === 'missing') {
    // A config that neither end holds (a local file never committed) is no part of the change: its
    // rules apply as they are. One the change adds judges only later changes.
    const atHead = await readFileAtCommit(git, range.head.sha, path);
    return { rules: atHead.kind === 'missing' ? fromWorkspace : inputsOnly, findings: [] };
  }
  const unreadable = (why: string): { rules: GateRules; findings: Finding[] } => ({
    rules: inputsOnly,
    findings: [{ kind: 'unreadable', path, message: `the base commit's config ${why}; the check uses only the thresholds and budgets given as inputs` }],
  });
  if (atBase.kind === 'symlink') return unreadable('is a symbolic link, not followed');
  try {
    return { rules: withInputs(gateRulesOf(inFile(parseConfigFile(atBase.text, `${path} (base ${baseSha.slice(0, 7)})`))), settings.overrides), findings: [] };
  } catch (error) {
    if (error instanceof InputError) return unreadable(`cannot be read (${error.message})`);
    throw error;
  }
}

/**
 * What the log should warn about once the report is made: texts a provider's endpoint was asked for
 * and could not count, now estimates. The comment says it too; this is for the step's log.
 */
export function countingWarnings(report: Report): string[] {
  return (report.counting ?? [])
    .filter((c) => c.method === 'provider' && c.estimatedTexts > 0)
    .map(
      (c) =>
        `${providerLabel(c.provider) ?? c.provider} could not count ${c.estimatedTexts} of ${c.texts} texts for ${c.model}` +
        `${c.failure ? ` (${c.failure})` : ''}: they are estimated with ${countedWith(c)}`,
    );
}

function workerCounting(encoding: EncodingName): { countIn?: EncodingName } {
  return isTiktokenEncoding(encoding) ? { countIn: encoding } : {};
}
