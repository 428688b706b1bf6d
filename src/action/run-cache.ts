import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { messageOf } from './github-api.js';
import { runCachePlan, type RunCacheContext } from './run-cache-plan.js';

/**
 * Keeps the extraction cache folder across workflow runs with GitHub's cache service (see
 * docs/architecture.md, "Cache across runs"). Nothing here fails the step: a cache that cannot be
 * reached, answers with errors or times out costs a warning, and the run goes on cold.
 */
export interface RunCacheOptions {
  /** The extractor's version: results of another version are never restored. */
  fingerprint: string;
  /** Where log lines go; @actions/core's by default. */
  log?: RunCacheLog;
  /** For a save: what this run's restore did; a folder unchanged since it restored is not saved again. */
  restored?: RestoreOutcome;
}

export interface RunCacheLog {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

const coreLog: RunCacheLog = { debug: core.debug, info: core.info, warning: core.warning };

/** What a restore did: the key it restored, or why it restored nothing. */
export type RestoreOutcome = { kind: 'restored'; key: string; digest: string } | { kind: 'miss' } | { kind: 'skipped'; reason: string } | { kind: 'failed'; reason: string };

/** What a save did. */
export type SaveOutcome = { kind: 'saved'; key: string } | { kind: 'not-saved' } | { kind: 'skipped'; reason: string } | { kind: 'failed'; reason: string };

/**
 * A download is given this long per request and per segment; the cache holds extraction results,
 * small next to the dependency caches the library's hour-long default is for.
 */
const DOWNLOAD_TIMEOUTS = { timeoutInMs: 30_000, segmentTimeoutInMs: 120_000 };

/**
 * Restores the newest cache this run may read into `dir`. The folder is empty afterwards unless a
 * cache was restored whole: a failed or partial extraction is removed, so the pipeline never reads
 * half a folder.
 */
export async function restoreRunCache(dir: string, context: RunCacheContext, options: RunCacheOptions): Promise<RestoreOutcome> {
  const log = options.log ?? coreLog;
  const unavailable = serviceUnavailable(process.env) ?? modeForbids(process.env, 'read');
  try {
    emptyFolder(dir);
  } catch (error) {
    // As its doc says, nothing here fails the step, not even a folder that cannot be emptied.
    const reason = redact(messageOf(error));
    log.warning(`ctxguard cache: ${dir} cannot be emptied (${reason}); every file is extracted afresh`);
    return { kind: 'failed', reason };
  }
  if (unavailable) {
    log.debug(`ctxguard cache: not restored (${unavailable})`);
    return { kind: 'skipped', reason: unavailable };
  }
  const plan = runCachePlan(context, options.fingerprint);
  try {
    const key = await cache.restoreCache([dir], plan.primaryKey, plan.restoreKeys, DOWNLOAD_TIMEOUTS);
    if (key) {
      log.info(`ctxguard cache: restored ${key}`);
      return { kind: 'restored', key, digest: folderDigest(dir) };
    }
    // The library answers a miss and a failure it has logged alike: either way the run starts cold.
    emptyFolder(dir);
    log.info('ctxguard cache: nothing restored; every file is extracted afresh');
    return { kind: 'miss' };
  } catch (error) {
    emptyFolder(dir);
    const reason = redact(messageOf(error));
    log.warning(`ctxguard cache: could not restore (${reason}); every file is extracted afresh`);
    return { kind: 'failed', reason };
  }
}

/** Saves `dir` under this run's key, unless the run may not write where trusted runs read. */
export async function saveRunCache(dir: string, context: RunCacheContext, options: RunCacheOptions): Promise<SaveOutcome> {
  const log = options.log ?? coreLog;
  const unavailable = serviceUnavailable(process.env) ?? modeForbids(process.env, 'write');
  if (unavailable) {
    log.debug(`ctxguard cache: not saved (${unavailable})`);
    return { kind: 'skipped', reason: unavailable };
  }
  const plan = runCachePlan(context, options.fingerprint);
  if (!plan.saveKey) {
    log.info(`ctxguard cache: not saved: ${plan.noSaveReason}`);
    return { kind: 'skipped', reason: plan.noSaveReason! };
  }
  if (!hasFiles(dir)) {
    log.debug('ctxguard cache: not saved (the cache folder is empty)');
    return { kind: 'skipped', reason: 'the cache folder is empty' };
  }
  // Every file was found in the cache: another copy would spend the repository's quota on nothing.
  if (options.restored?.kind === 'restored' && options.restored.digest === folderDigest(dir)) {
    log.info(`ctxguard cache: not saved: unchanged since it was restored from ${options.restored.key}`);
    return { kind: 'skipped', reason: `unchanged since it was restored from ${options.restored.key}` };
  }
  try {
    const id = await cache.saveCache([dir], plan.saveKey);
    if (id === -1) {
      // The library has logged why: as a warning when tar or the upload failed, as a plain line when the service refused the reservation.
      log.warning('ctxguard cache: not saved (see the line above); the next run extracts these files again');
      return { kind: 'not-saved' };
    }
    log.info(`ctxguard cache: saved ${plan.saveKey}`);
    return { kind: 'saved', key: plan.saveKey };
  } catch (error) {
    const reason = redact(messageOf(error));
    log.warning(`ctxguard cache: could not save (${reason}); the next run extracts these files again`);
    return { kind: 'failed', reason };
  }
}

/**
 * Why the cache service cannot be used here, or undefined when it can. Local runners (act) and
 * GitHub Enterprise Server without the cache service set none of these.
 */
export function serviceUnavailable(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.ACTIONS_RUNTIME_TOKEN) return 'ACTIONS_RUNTIME_TOKEN is not set';
  if (!cache.isFeatureAvailable()) return `${env.ACTIONS_CACHE_SERVICE_V2 ? 'ACTIONS_RESULTS_URL' : 'ACTIONS_CACHE_URL'} is not set: no cache service on this runner`;
  return undefined;
}

/**
 * The runner's ACTIONS_CACHE_MODE, where it sets one, says whether this run's token may read or
 * write the cache (a run GitHub counts as untrusted gets a read-only one): a save it forbids is
 * skipped quietly rather than refused with a warning.
 */
function modeForbids(env: NodeJS.ProcessEnv, access: 'read' | 'write'): string | undefined {
  const mode = (env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase();
  const allowed = { none: [], read: ['read'], write: ['read', 'write'], 'write-only': ['write'] }[mode];
  if (!allowed || (allowed as string[]).includes(access)) return undefined;
  return `the runner's cache mode '${mode}' does not permit ${access === 'read' ? 'reads' : 'writes'}`;
}

function emptyFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** The folder's files, names and bytes, as one hash. */
function folderDigest(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const paths = files.map((e) => relative(dir, join(e.parentPath, e.name))).sort();
  for (const path of paths) {
    const bytes = readFileSync(join(dir, path));
    hash.update(`${path}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

function hasFiles(dir: string): boolean {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

/** The runner masks its token in the log; a message of ours never carries it to begin with. */
function redact(message: string): string {
  const token = process.env.ACTIONS_RUNTIME_TOKEN;
  return token ? message.split(token).join('***') : message;
}
