import type { context as githubContext } from '@actions/github';

type Context = typeof githubContext;
import { forkPointRange, pullRequestRange, type CommitRange, type Fetcher } from '../changes/commit-range.js';
import { resolveCommit, type Git } from '../changes/git.js';
import { InputError } from '../input-error.js';

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review']);
const NO_COMMIT = /^0+$/;

interface PullRequestPayload {
  number: number;
  base: { ref: string; sha: string };
  head: { ref: string; sha: string };
}

export function pullRequestOf(context: Context): PullRequestPayload | undefined {
  const pr = context.payload.pull_request as PullRequestPayload | undefined;
  return pr && PULL_REQUEST_EVENTS.has(context.eventName) ? pr : undefined;
}

/**
 * Which two commits to compare for this workflow run. A pull request is compared as GitHub shows it;
 * a push with its `before` commit; anything else needs the `base-ref` input. `base-ref` wins when set.
 */
export async function rangeForEvent(
  git: Git,
  context: Context,
  baseRef: string | undefined,
  fetcher: Fetcher,
): Promise<CommitRange> {
  const pr = pullRequestOf(context);
  if (pr && !baseRef) {
    return pullRequestRange(
      git,
      {
        // pull_request runs on the test merge commit; pull_request_target on the base branch.
        mergeSha: context.eventName === 'pull_request' ? context.sha : undefined,
        baseSha: pr.base.sha,
        headSha: pr.head.sha,
        baseRef: pr.base.ref,
        headRef: pr.head.ref,
      },
      fetcher,
    );
  }
  const headSha = pr?.head.sha ?? context.sha;
  const headRef = pr?.head.ref ?? context.ref.replace(/^refs\/heads\//, '');
  if (!(await resolveCommit(git, headSha))) await fetcher.fetch([headSha], 1);
  if (baseRef) {
    const baseSha = await resolveBaseRef(git, baseRef, fetcher);
    return forkPointRange(git, { baseSha, headSha, baseRef, headRef }, fetcher);
  }
  const before = context.payload.before as string | undefined;
  if (context.eventName === 'push' && before && !NO_COMMIT.test(before)) {
    if (!(await resolveCommit(git, before))) await fetcher.fetch([before], 1);
    return forkPointRange(git, { baseSha: before, headSha, baseRef: before.slice(0, 7), headRef }, fetcher);
  }
  throw new InputError(
    `input 'base-ref': required for ${context.eventName} events (the branch or commit to compare with, e.g. main)`,
  );
}

async function resolveBaseRef(git: Git, baseRef: string, fetcher: Fetcher): Promise<string> {
  const local = (await resolveCommit(git, `refs/remotes/origin/${baseRef}`)) ?? (await resolveCommit(git, baseRef));
  if (local) return local;
  const refspec = /^[0-9a-f]{40}$/i.test(baseRef) ? baseRef : `+refs/heads/${baseRef}:refs/remotes/origin/${baseRef}`;
  try {
    await fetcher.fetch([refspec], 1);
  } catch (error) {
    throw new InputError(`input 'base-ref': cannot fetch '${baseRef}' from origin: ${(error as Error).message}`);
  }
  const fetched = (await resolveCommit(git, `refs/remotes/origin/${baseRef}`)) ?? (await resolveCommit(git, baseRef));
  if (!fetched) throw new InputError(`input 'base-ref': no branch or commit '${baseRef}' on origin`);
  return fetched;
}
