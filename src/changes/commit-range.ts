import { InputError } from '../input-error.js';
import { isShallow, mergeBase, parentsOf, resolveCommit, type Git } from './git.js';
import type { CommitRef } from './read-snapshot.js';

/** The two commits whose difference is the pull request, as GitHub's Files tab shows it. */
export interface CommitRange {
  base: CommitRef;
  head: CommitRef;
}

/** What `rev-parse` says of the repository a command runs in. */
export interface RepositoryFacts {
  /** The work tree's root; undefined in a bare repository. */
  root?: string;
  /** The git directory the repository's worktrees share (absolute): where the CLI keeps its cache. */
  gitDir: string;
  shallow: boolean;
}

/**
 * The repository's facts in one `rev-parse` (a bare repository, where `--show-toplevel` fails, takes a
 * second); undefined outside a repository.
 */
export async function repositoryFacts(git: Git): Promise<RepositoryFacts | undefined> {
  const ask = ['rev-parse', '--is-shallow-repository', '--path-format=absolute', '--git-common-dir'];
  const withRoot = await git.tryRun([...ask, '--show-toplevel']);
  const out = withRoot ?? (await git.tryRun(ask));
  if (!out) return undefined;
  // One answer a line, in the order asked, each path ending at its line break; a path may hold line
  // breaks itself, and then the git directory is asked alone to tell where it ends.
  const text = out.toString('utf8');
  const eol = text.indexOf('\n');
  const shallow = text.slice(0, eol).trim() === 'true';
  const paths = text.slice(eol + 1);
  if (!withRoot) return { shallow, gitDir: paths.replace(/\n$/, '') };
  const lines = paths.split('\n');
  const gitDir = lines.length === 3 ? lines[0]! : (await git.run(['rev-parse', '--path-format=absolute', '--git-common-dir'])).toString('utf8').replace(/\n$/, '');
  const root = paths.slice(gitDir.length + 1).replace(/\n$/, '');
  return { shallow, gitDir, ...(root ? { root } : {}) };
}

/**
 * Local refs (the CLI): from the point where head branched off base to head, like `git diff
 * base...head`, so commits that landed on base since then are not part of the change. `facts` may be
 * given when the caller asks for them too (the CLI needs the root), so that git is asked once.
 */
export async function localRange(git: Git, baseRef: string, headRef: string, facts: Promise<RepositoryFacts | undefined> = repositoryFacts(git)): Promise<CommitRange> {
  // Asked together: one rev-parse for the repository, and the three commits in the one cat-file.
  const commits = Promise.all([resolveCommit(git, 'HEAD'), resolveCommit(git, headRef), resolveCommit(git, baseRef)]);
  commits.catch(() => undefined);
  const repository = await facts;
  if (!repository) throw new InputError('not inside a git repository');
  const [current, head, base] = await commits;
  if (!current) throw new InputError('this repository has no commits yet');
  const shallowHint = repository.shallow ? ' (this clone is shallow: git fetch --unshallow may bring it)' : '';
  if (!head) throw new InputError(`--head: no commit '${headRef}' in this repository${shallowHint}`);
  if (!base) throw new InputError(`--base: no commit '${baseRef}' in this repository${shallowHint}`);
  const forkPoint = await mergeBase(git, base, head);
  if (!forkPoint) throw new InputError(`--base: '${baseRef}' and '${headRef}' share no history${shallowHint}`);
  return { base: { ref: baseRef, sha: forkPoint }, head: { ref: headRef, sha: head } };
}

export interface PullRequestCommits {
  /** `GITHUB_SHA` of a pull_request event: the test merge commit `refs/pull/N/merge`. */
  mergeSha?: string;
  baseSha: string;
  headSha: string;
  baseRef: string;
  headRef: string;
}

/**
 * A pull request in a runner's workspace, where actions/checkout has fetched one commit at depth 1 and
 * the base is not there. Fetches what is missing from `origin` by id, shallow, then diffs the merge
 * commit against its first parent (what merging would change on base). Without a merge commit
 * (pull_request_target, or a checkout of the head), it diffs the fork point of base and head against
 * head, deepening the history until the fork point is found.
 */
export async function pullRequestRange(git: Git, pr: PullRequestCommits, fetcher: Fetcher): Promise<CommitRange> {
  if (pr.mergeSha) {
    // The test merge can be gone (a re-run after the base moved, a closed PR): then the fork point serves.
    if (!(await hasCommitWithParents(git, pr.mergeSha))) await fetcher.fetch([pr.mergeSha], 2).catch(() => undefined);
    const parents = (await resolveCommit(git, pr.mergeSha)) ? await parentsOf(git, pr.mergeSha) : [];
    if (parents.length === 2) {
      return {
        base: { ref: pr.baseRef, sha: parents[0]! },
        head: { ref: pr.headRef, sha: pr.mergeSha },
      };
    }
  }
  return forkPointRange(git, pr, fetcher);
}

/** From the fork point of base and head to head, fetching and deepening a shallow clone as needed. */
export async function forkPointRange(
  git: Git,
  pr: Omit<PullRequestCommits, 'mergeSha'>,
  fetcher: Fetcher,
): Promise<CommitRange> {
  const missing = [];
  for (const sha of [pr.baseSha, pr.headSha]) if (!(await resolveCommit(git, sha))) missing.push(sha);
  if (missing.length) await fetcher.fetch(missing, 1);
  for (const depth of [32, 256, 2048, 0]) {
    const forkPoint = await mergeBase(git, pr.baseSha, pr.headSha);
    if (forkPoint) {
      return { base: { ref: pr.baseRef, sha: forkPoint }, head: { ref: pr.headRef, sha: pr.headSha } };
    }
    if (!(await isShallow(git))) break;
    await fetcher.fetch([pr.baseSha, pr.headSha], depth);
  }
  throw new InputError(`base ${pr.baseSha} and head ${pr.headSha} share no history`);
}

async function hasCommitWithParents(git: Git, sha: string): Promise<boolean> {
  if (!(await resolveCommit(git, sha))) return false;
  return (await parentsOf(git, sha)).length > 0;
}

/** Fetches commits by id from the remote; depth 0 fetches the whole history. */
export interface Fetcher {
  fetch(shas: string[], depth: number): Promise<void>;
}

export function originFetcher(git: Git, remote = 'origin'): Fetcher {
  return {
    async fetch(shas, depth) {
      const depthArgs = depth > 0 ? [`--depth=${depth}`] : (await isShallow(git)) ? ['--unshallow'] : [];
      await git.run(['fetch', '--no-tags', '--no-recurse-submodules', '--quiet', ...depthArgs, remote, ...shas]);
    },
  };
}
