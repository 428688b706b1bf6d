import type { getOctokit } from '@actions/github';
import { commentMarker } from '../report/markdown.js';

type Octokit = ReturnType<typeof getOctokit>;

export interface IssueRef {
  owner: string;
  repo: string;
  number: number;
}

export interface PostedComment {
  id: number;
  url: string;
  action: 'created' | 'updated';
}

/**
 * One comment per pull request and key, kept up to date: the earlier one is found by its hidden marker
 * across every page of comments (100 a page), then edited in place; otherwise a new one is created.
 * Anyone can paste the marker, so only a comment by a bot (the GITHUB_TOKEN's github-actions) or by
 * the token's own user is ever edited.
 */
export async function upsertStickyComment(
  octokit: Octokit,
  issue: IssueRef,
  commentKey: string,
  body: string,
): Promise<PostedComment> {
  const marker = commentMarker(commentKey);
  const params = { owner: issue.owner, repo: issue.repo, issue_number: issue.number, per_page: 100 };
  const byPeople: Array<{ id: number; login: string }> = [];
  let mine: number | undefined;
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, params)) {
    for (const c of page.data) {
      if (!c.body?.includes(marker)) continue;
      if (c.user?.type === 'Bot') mine ??= c.id;
      else if (c.user) byPeople.push({ id: c.id, login: c.user.login });
    }
    if (mine !== undefined) break;
  }
  if (mine === undefined && byPeople.length > 0) {
    // A personal access token comments as its user; an app token cannot ask who it is (403).
    const me = await octokit.rest.users.getAuthenticated().then((r) => r.data.login, () => undefined);
    mine = byPeople.find((c) => c.login === me)?.id;
  }
  const { owner, repo } = issue;
  if (mine !== undefined) {
    const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: mine, body });
    return { id: data.id, url: data.html_url, action: 'updated' };
  }
  const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issue.number, body });
  return { id: data.id, url: data.html_url, action: 'created' };
}
