import { classifyApiError, messageOf, statusOf, type GitHubApi } from './github-api.js';
import type { CommentMode } from './inputs.js';

export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
}

/** What one run wants on the pull request: its comment for one key, made for one head commit. */
export interface CommentRequest {
  key: string;
  /** The pull request head the report describes; carried in the marker. */
  headSha: string;
  body: string;
  mode: CommentMode;
  /** The report has nothing to say (no prompt material changed): no new comment, only one that exists updated. */
  quiet?: boolean;
}

export interface CommentOutcome {
  action: 'created' | 'updated' | 'deleted' | 'kept' | 'none';
  /** The comment that now stands for the key, if any. */
  id?: number;
  url?: string;
  /** Why nothing was written, for the log. */
  note?: string;
}

/** A comment of ours: found by its marker, written by a bot or by the token's own user. */
export interface OwnComment {
  id: number;
  nodeId: string;
  url: string;
  /** The head the comment was made for; undefined for markers written before heads were recorded. */
  headSha?: string;
}

type Log = (message: string) => void;

/**
 * The hidden first line by which a run finds its comment again. It carries the head commit the
 * report was made for, so a run for an older head can tell that a newer run has already spoken.
 */
export function commentMarker(key: string, headSha: string): string {
  return `<!-- ctxguard:comment key=${key} head=${headSha} -->`;
}

const MARKER = /^<!-- ctxguard:comment key=(\S+?)(?: head=([0-9a-f]{40}))? -->/;
/** What an old comment's marker becomes when `comment: new` retires it: no run will find it again. */
const RETIRED = '<!-- ctxguard:retired -->';

/**
 * Brings the pull request to one comment per key, as the mode asks:
 * - `update` edits the oldest of ours (creating one when there is none, or when it vanished between
 *   listing and editing), then removes the duplicates that concurrent runs or old bugs left;
 * - `new` retires and minimizes ours, then posts a fresh one;
 * - `delete` removes ours.
 * A run whose head is no longer the pull request's head is stale: it never overwrites a comment made
 * for another head, and it posts nothing new in `new` mode.
 */
export async function publishComment(api: GitHubApi, pr: PullRequestRef, request: CommentRequest, log: Log): Promise<CommentOutcome> {
  if (request.mode === 'off') return { action: 'none' };
  const body = `${commentMarker(request.key, request.headSha)}\n${request.body}`;
  const ours = await listOwnComments(api, pr, request.key);
  if (request.quiet && ours.length === 0 && request.mode !== 'delete') return { action: 'none', note: 'No prompt material changed: no comment posted' };

  if (request.mode === 'delete') {
    for (const c of ours) await deleteComment(api, pr, c.id);
    return { action: ours.length ? 'deleted' : 'none' };
  }

  const currentHead = await pullRequestHead(api, pr, log);
  const stale = currentHead !== undefined && currentHead !== request.headSha;
  const staleNote = (): string => `this run is for ${request.headSha.slice(0, 7)} but the pull request's head is now ${currentHead!.slice(0, 7)}`;

  // With nothing to say, an existing comment is brought up to date in place, never posted anew.
  if (request.mode === 'new' && !request.quiet) {
    if (stale) return { action: 'none', note: `${staleNote()}: no new comment posted` };
    for (const c of ours) await retire(api, pr, c, log);
    return create(api, pr, request, body, log, stale);
  }

  const [keeper, ...duplicates] = ours;
  if (!keeper) return create(api, pr, request, body, log, stale);
  if (stale && keeper.headSha !== request.headSha) {
    return { action: 'kept', id: keeper.id, url: keeper.url, note: `${staleNote()}: the comment for the newer head is kept` };
  }
  for (const c of duplicates) await deleteComment(api, pr, c.id);
  const updated = await updateComment(api, pr, keeper.id, body);
  if (updated) return { action: 'updated', id: keeper.id, url: updated };
  log(`Comment ${keeper.id} was deleted while this run worked: posting a new one`);
  return create(api, pr, request, body, log, stale);
}

/**
 * Creates the comment, then lists again: when runs raced, each created one, and every run keeps the
 * oldest. A run that is not stale moves its own report into the one kept.
 */
async function create(api: GitHubApi, pr: PullRequestRef, request: CommentRequest, body: string, log: Log, stale: boolean): Promise<CommentOutcome> {
  const { data } = await api.rest.issues.createComment({ owner: pr.owner, repo: pr.repo, issue_number: pr.number, body });
  if (request.mode === 'new') return { action: 'created', id: data.id, url: data.html_url };
  const [keeper, ...others] = await listOwnComments(api, pr, request.key);
  if (!keeper || keeper.id === data.id) {
    for (const c of others) await deleteComment(api, pr, c.id);
    return { action: 'created', id: data.id, url: data.html_url };
  }
  log(`Another run posted comment ${keeper.id} for this key at the same time: keeping that one`);
  if (!stale || keeper.headSha === request.headSha) {
    // Our report goes into the one kept before ours goes: if the kept one vanished meanwhile, ours stays.
    const url = await updateComment(api, pr, keeper.id, body);
    if (!url) return { action: 'created', id: data.id, url: data.html_url };
    for (const c of others) await deleteComment(api, pr, c.id);
    return { action: 'updated', id: keeper.id, url };
  }
  for (const c of others) await deleteComment(api, pr, c.id);
  return { action: 'kept', id: keeper.id, url: keeper.url };
}

/**
 * Our comments for the key, oldest first. Anyone can paste the marker: a comment counts as ours when
 * a bot wrote it (the GITHUB_TOKEN's github-actions), or the token's own user (a personal access
 * token comments as its user; an installation token cannot ask who it is, and then only bots count).
 */
export async function listOwnComments(api: GitHubApi, pr: PullRequestRef, key: string): Promise<OwnComment[]> {
  const marked = await markedComments(api, pr, key);
  const me = marked.some((m) => !m.bot) ? await tokenLogin(api) : undefined;
  return marked
    .filter((m) => m.bot || (me !== undefined && m.login === me))
    .map((m) => m.comment)
    .sort((a, b) => a.id - b.id);
}

interface MarkedComment {
  comment: OwnComment;
  login: string | undefined;
  bot: boolean;
}

/**
 * Every comment whose first line is the key's marker, across every page (100 a page). A page that
 * cannot be read is an error, never "none": status errors were already retried by the client, and a
 * body cut off mid-way is read again twice.
 */
async function markedComments(api: GitHubApi, pr: PullRequestRef, key: string): Promise<MarkedComment[]> {
  const params = { owner: pr.owner, repo: pr.repo, issue_number: pr.number, per_page: 100 };
  for (let attempt = 1; ; attempt++) {
    try {
      const marked: MarkedComment[] = [];
      for await (const page of api.paginate.iterator(api.rest.issues.listComments, params)) {
        if (!Array.isArray(page.data)) throw new Error('the response was not a list of comments (cut off?)');
        for (const c of page.data) {
          const m = MARKER.exec(c.body ?? '');
          if (!m || m[1] !== key) continue;
          const comment = { id: c.id, nodeId: c.node_id, url: c.html_url, ...(m[2] ? { headSha: m[2] } : {}) };
          marked.push({ comment, login: c.user?.login, bot: c.user?.type === 'Bot' });
        }
      }
      return marked;
    } catch (error) {
      if (attempt >= 3 || statusOf(error) !== undefined) {
        throw new Error(`could not list the pull request's comments: ${messageOf(error)}`, { cause: error });
      }
    }
  }
}

/** Who the token comments as; undefined for an installation token, which GitHub does not tell (403). */
async function tokenLogin(api: GitHubApi): Promise<string | undefined> {
  try {
    return (await api.rest.users.getAuthenticated()).data.login;
  } catch (error) {
    if (classifyApiError(error) === 'read-only') return undefined;
    throw error;
  }
}

/** The pull request's head now; undefined (and said) when it cannot be read. */
async function pullRequestHead(api: GitHubApi, pr: PullRequestRef, log: Log): Promise<string | undefined> {
  try {
    const { data } = await api.rest.pulls.get({ owner: pr.owner, repo: pr.repo, pull_number: pr.number });
    return data.head.sha;
  } catch (error) {
    log(`Could not read the pull request's current head (${messageOf(error)}): assuming this run is current`);
    return undefined;
  }
}

/** Edits a comment; undefined when it is gone (404). */
async function updateComment(api: GitHubApi, pr: PullRequestRef, id: number, body: string): Promise<string | undefined> {
  try {
    const { data } = await api.rest.issues.updateComment({ owner: pr.owner, repo: pr.repo, comment_id: id, body });
    return data.html_url;
  } catch (error) {
    if (classifyApiError(error) === 'not-found') return undefined;
    throw error;
  }
}

/** Deletes a comment; one already gone (another run deleted it) is fine. */
async function deleteComment(api: GitHubApi, pr: PullRequestRef, id: number): Promise<void> {
  try {
    await api.rest.issues.deleteComment({ owner: pr.owner, repo: pr.repo, comment_id: id });
  } catch (error) {
    if (classifyApiError(error) !== 'not-found') throw error;
  }
}

/** `comment: new`: the old comment loses its marker, then is minimized as outdated (GraphQL only). */
async function retire(api: GitHubApi, pr: PullRequestRef, comment: OwnComment, log: Log): Promise<void> {
  const { data } = await api.rest.issues.getComment({ owner: pr.owner, repo: pr.repo, comment_id: comment.id });
  const body = (data.body ?? '').replace(MARKER, RETIRED);
  if ((await updateComment(api, pr, comment.id, body)) === undefined) return;
  try {
    await api.graphql(
      'mutation($id: ID!) { minimizeComment(input: {subjectId: $id, classifier: OUTDATED}) { minimizedComment { isMinimized } } }',
      { id: comment.nodeId },
    );
  } catch (error) {
    log(`Could not minimize the earlier comment ${comment.id}: ${messageOf(error)}`);
  }
}
