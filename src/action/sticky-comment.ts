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
 */
export async function upsertStickyComment(
  octokit: Octokit,
  issue: IssueRef,
  commentKey: string,
  body: string,
): Promise<PostedComment> {
  const marker = commentMarker(commentKey);
  const params = { owner: issue.owner, repo: issue.repo, issue_number: issue.number, per_page: 100 };
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, params)) {
    const mine = page.data.find((c) => c.body?.includes(marker));
    if (mine) {
      const { data } = await octokit.rest.issues.updateComment({
        owner: issue.owner,
        repo: issue.repo,
        comment_id: mine.id,
        body,
      });
      return { id: data.id, url: data.html_url, action: 'updated' };
    }
  }
  const { data } = await octokit.rest.issues.createComment({
    owner: issue.owner,
    repo: issue.repo,
    issue_number: issue.number,
    body,
  });
  return { id: data.id, url: data.html_url, action: 'created' };
}
