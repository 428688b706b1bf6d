import { createHash, randomBytes } from 'node:crypto';
import { payloadField, type WorkflowEvent } from './workflow-event.js';

/**
 * What the workflow event says about the run, as far as the cache across runs cares: see
 * docs/architecture.md, "Cache across runs".
 */
export interface RunCacheContext {
  /** GITHUB_EVENT_NAME. */
  eventName: string;
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT: together unique to one attempt of one workflow run. */
  runId: string;
  runAttempt: string;
  /**
   * Tells apart the steps that save in one run attempt: several ctxguard steps in a job (one per
   * `comment-key`), or a matrix's jobs, which share the run id and attempt.
   */
  stepNonce: string;
  /**
   * True when the content this run extracts comes from another repository (a fork) while the
   * run's cache writes land in a scope that trusted runs read: `pull_request_target` and
   * `workflow_run` for a fork's pull request, and events that cannot tell (`issue_comment`).
   */
  untrustedWriter: boolean;
}

/** The keys to restore with and the one to save under, or why nothing is saved. */
export interface RunCachePlan {
  /** Never saved: restoreCache needs a primary key, and one unique to this run cannot hit. */
  primaryKey: string;
  /** Prefixes, newest match first, searched by GitHub in this run's scope, then its base branch's, then the default branch's. */
  restoreKeys: string[];
  /** Undefined when this run must not save; `noSaveReason` says why. */
  saveKey?: string;
  noSaveReason?: string;
}

/**
 * Bumped when the folder's layout changes in a way the fingerprint (the extractor version) does not
 * cover, so that no run restores a folder it cannot read.
 */
export const CACHE_LAYOUT_VERSION = 'v1';

/** Events whose every run writes to a scope a pull request from a fork cannot steer. */
const EVENTS_FORKS_REACH = new Set(['pull_request_target', 'workflow_run']);
/** Events that run in the default branch's scope on content that may come from anyone. */
const EVENTS_ANYONE_TRIGGERS = new Set(['issue_comment', 'discussion_comment']);

/** The context of this run: the event's payload says whose content it is. */
export function runCacheContext(event: WorkflowEvent, env: NodeJS.ProcessEnv): RunCacheContext {
  return {
    eventName: event.name,
    runId: env.GITHUB_RUN_ID || '0',
    runAttempt: env.GITHUB_RUN_ATTEMPT || '1',
    stepNonce: randomBytes(4).toString('hex'),
    untrustedWriter: EVENTS_ANYONE_TRIGGERS.has(event.name) || (EVENTS_FORKS_REACH.has(event.name) && fromFork(event)),
  };
}

/**
 * Whether the event is about a fork's commits. A missing head repository (the fork was deleted, or
 * the payload is not what GitHub sends) counts as a fork: the safe answer when it cannot be told.
 */
export function fromFork(event: WorkflowEvent): boolean {
  const [head, base] =
    event.name === 'workflow_run'
      ? [payloadField(event, 'workflow_run.head_repository.full_name'), payloadField(event, 'workflow_run.repository.full_name')]
      : [payloadField(event, 'pull_request.head.repo.full_name'), payloadField(event, 'pull_request.base.repo.full_name')];
  const self = `${event.owner}/${event.repo}`;
  if (typeof head !== 'string' || head === '') return true;
  return head.toLowerCase() !== (typeof base === 'string' && base ? base : self).toLowerCase();
}

/**
 * The keys for one run. Every key starts with a prefix naming the layout and the extractor's
 * fingerprint, so a run never restores results another extractor version made. Keys are immutable
 * in GitHub's cache, so each step saves under a key of its own (run id, attempt, nonce) and restores the
 * newest entry under the prefix; GitHub's scoping makes that the newest of this branch or pull
 * request, else of its base branch, else of the default branch.
 */
export function runCachePlan(context: RunCacheContext, fingerprint: string): RunCachePlan {
  const prefix = `ctxguard-extract-${CACHE_LAYOUT_VERSION}-${keyPart(fingerprint)}-`;
  const saveKey = `${prefix}${keyPart(context.runId)}-${keyPart(context.runAttempt)}-${keyPart(context.stepNonce)}`;
  const plan: RunCachePlan = { primaryKey: saveKey, restoreKeys: [prefix] };
  if (!context.untrustedWriter) return { ...plan, saveKey };
  const noSaveReason =
    `a ${context.eventName} run ${EVENTS_ANYONE_TRIGGERS.has(context.eventName) ? 'may extract anyone\'s files' : "extracts a fork's files"} ` +
    "but would save into the base branch's cache, which trusted runs restore";
  return { ...plan, noSaveReason };
}

/**
 * Keys may not hold commas and are at most 512 characters: a part that is not short and plain is
 * replaced by its hash, which still changes whenever it does.
 */
function keyPart(value: string): string {
  return /^[\w.+-]{1,64}$/.test(value) ? value : createHash('sha256').update(value).digest('hex').slice(0, 16);
}
