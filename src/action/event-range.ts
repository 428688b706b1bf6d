import { forkPointRange, pullRequestRange, type CommitRange, type Fetcher } from '../changes/commit-range.js';
import { resolveCommit, type Git } from '../changes/git.js';
import { InputError } from '../input-error.js';
import { payloadField, payloadNumber, payloadSha, payloadString, type WorkflowEvent } from './workflow-event.js';

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review']);
const NO_COMMIT = /^0+$/;

export interface PullRequestInfo {
  number: number;
  base: { ref: string; sha: string };
  head: { ref: string; sha: string };
  /** The pull request's page (`html_url`), where the payload has a GitHub web address for it. */
  url?: string;
}

/** A pull request page on a GitHub host: all a comment links to. */
const PULL_REQUEST_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[\w.-]+\/[\w.-]+\/pull\/\d+$/;

/** The pull request of a pull request event, every field checked; undefined for other events. */
export function pullRequestOf(event: WorkflowEvent): PullRequestInfo | undefined {
  if (!PULL_REQUEST_EVENTS.has(event.name)) return undefined;
  if (typeof payloadField(event, 'pull_request') !== 'object') {
    throw new InputError(`the ${event.name} event payload has no pull_request object (is GITHUB_EVENT_PATH the runner's event file?)`);
  }
  return {
    number: payloadNumber(event, 'pull_request.number'),
    base: { ref: payloadString(event, 'pull_request.base.ref'), sha: payloadSha(event, 'pull_request.base.sha') },
    head: { ref: payloadString(event, 'pull_request.head.ref'), sha: payloadSha(event, 'pull_request.head.sha') },
    ...(PULL_REQUEST_URL.test(String(payloadField(event, 'pull_request.html_url'))) ? { url: String(payloadField(event, 'pull_request.html_url')) } : {}),
  };
}

/**
 * Which two commits to compare for this workflow run, as GitHub would show the change:
 * - a pull request as its Files tab shows it (the test merge against its first parent);
 * - a merge queue group from its base to the group's commit;
 * - a push from its `before` commit, or, for a new branch, from where it left the default branch;
 * - anything else (workflow_dispatch, schedule) from `base-ref`, which wins whenever it is set.
 */
export async function rangeForEvent(git: Git, event: WorkflowEvent, baseRef: string | undefined, fetcher: Fetcher): Promise<CommitRange> {
  const pr = pullRequestOf(event);
  if (pr && !baseRef) {
    return pullRequestRange(
      git,
      {
        // pull_request runs on the test merge commit; pull_request_target on the base branch.
        mergeSha: event.name === 'pull_request' && /^[0-9a-f]{40}$/i.test(event.sha) ? event.sha : undefined,
        baseSha: pr.base.sha,
        headSha: pr.head.sha,
        baseRef: pr.base.ref,
        headRef: pr.head.ref,
      },
      fetcher,
    );
  }
  if (event.name === 'merge_group' && !baseRef) {
    const group = {
      baseSha: payloadSha(event, 'merge_group.base_sha'),
      headSha: payloadSha(event, 'merge_group.head_sha'),
      baseRef: branchName(payloadString(event, 'merge_group.base_ref')),
      headRef: branchName(payloadString(event, 'merge_group.head_ref')),
    };
    return forkPointRange(git, group, fetcher);
  }

  const headSha = pr?.head.sha ?? (event.name === 'merge_group' ? payloadSha(event, 'merge_group.head_sha') : eventSha(event));
  const headRef = pr?.head.ref ?? branchName(event.ref);
  if (!(await resolveCommit(git, headSha))) await fetcher.fetch([headSha], 1);
  if (baseRef) {
    const baseSha = await resolveBaseRef(git, baseRef, fetcher, "input 'base-ref'");
    return forkPointRange(git, { baseSha, headSha, baseRef, headRef }, fetcher);
  }
  if (event.name === 'push') return pushRange(git, event, headSha, headRef, fetcher);
  throw new InputError(`input 'base-ref': required for ${event.name} events (the branch or commit to compare with, e.g. main)`);
}

/**
 * A push compares with the commit before it. A new branch has none (`before` is all zeros): it
 * compares from where it left the default branch, or, pushed as the default branch itself, with its
 * parent.
 */
async function pushRange(git: Git, event: WorkflowEvent, headSha: string, headRef: string, fetcher: Fetcher): Promise<CommitRange> {
  const before = payloadField(event, 'before');
  if (typeof before === 'string' && /^[0-9a-f]{40}$/i.test(before) && !NO_COMMIT.test(before)) {
    if (!(await resolveCommit(git, before))) await fetcher.fetch([before], 1);
    return forkPointRange(git, { baseSha: before, headSha, baseRef: before.slice(0, 7), headRef }, fetcher);
  }
  const defaultBranch = payloadField(event, 'repository.default_branch');
  if (typeof defaultBranch === 'string' && defaultBranch && defaultBranch !== headRef) {
    const baseSha = await resolveBaseRef(git, defaultBranch, fetcher, `the default branch '${defaultBranch}'`);
    return forkPointRange(git, { baseSha, headSha, baseRef: defaultBranch, headRef }, fetcher);
  }
  if (!(await resolveCommit(git, `${headSha}^`))) await fetcher.fetch([headSha], 2).catch(() => undefined);
  const parent = await resolveCommit(git, `${headSha}^`);
  if (!parent) throw new InputError(`input 'base-ref': required for the first push of ${headRef} (it has no parent commit to compare with)`);
  return { base: { ref: `${headRef}^`, sha: parent }, head: { ref: headRef, sha: headSha } };
}

function eventSha(event: WorkflowEvent): string {
  if (!/^[0-9a-f]{40}$/i.test(event.sha)) throw new InputError(`GITHUB_SHA: expected a commit id, got ${JSON.stringify(event.sha)}`);
  return event.sha.toLowerCase();
}

function branchName(ref: string): string {
  return ref.replace(/^refs\/heads\//, '');
}

async function resolveBaseRef(git: Git, baseRef: string, fetcher: Fetcher, what: string): Promise<string> {
  const local = (await resolveCommit(git, `refs/remotes/origin/${baseRef}`)) ?? (await resolveCommit(git, baseRef));
  if (local) return local;
  const refspec = /^[0-9a-f]{40}$/i.test(baseRef) ? baseRef : `+refs/heads/${baseRef}:refs/remotes/origin/${baseRef}`;
  try {
    await fetcher.fetch([refspec], 1);
  } catch (error) {
    throw new InputError(`${what}: cannot fetch '${baseRef}' from origin: ${(error as Error).message}`);
  }
  const fetched = (await resolveCommit(git, `refs/remotes/origin/${baseRef}`)) ?? (await resolveCommit(git, baseRef));
  if (!fetched) throw new InputError(`${what}: no branch or commit '${baseRef}' on origin`);
  return fetched;
}
