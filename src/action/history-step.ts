import * as core from '@actions/core';
import type { Git } from '../changes/git.js';
import { appendToHistory, trendsOf } from '../report/history.js';
import { renderHistoryPage } from '../report/history-page.js';
import type { Report } from '../report/report.js';
import { pullRequestOf } from './event-range.js';
import { messageOf } from './github-api.js';
import { appendToHistoryBranch, readHistoryBranch } from './history-branch.js';
import type { ActionInputs } from './inputs.js';
import { payloadField, type WorkflowEvent } from './workflow-event.js';

/** Who commits to the history branch: the Actions bot, as GitHub's own workflows commit. */
export const BOT_IDENTITY = {
  GIT_AUTHOR_NAME: 'github-actions[bot]',
  GIT_AUTHOR_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
  GIT_COMMITTER_NAME: 'github-actions[bot]',
  GIT_COMMITTER_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
};

/**
 * The history (docs/architecture.md, "History"): a push to the default branch appends its figures
 * and the page to the history branch; a pull request reads it for the trend its comment shows. Either
 * failing is a warning: the check is about this change's cost, which the report has whatever happens.
 */
export async function withHistory(git: Git, history: NonNullable<ActionInputs['history']>, event: WorkflowEvent, head: string, report: Report): Promise<Report> {
  try {
    if (payloadField(event, 'repository.default_branch') === history.branch) throw new Error('it is the default branch: the history needs a branch of its own');
    if (isPushToDefaultBranch(event)) {
      const date = (await git.run(['show', '-s', '--format=%cI', head])).toString('utf8').trim();
      const written = await appendToHistoryBranch(
        git,
        history.branch,
        (before) => {
          const after = appendToHistory(before, report, date);
          return { history: after, files: { 'index.html': renderHistoryPage(after, `${event.owner}/${event.repo}`), '.nojekyll': '' } };
        },
        `ctxguard: figures at ${head.slice(0, 7)}`,
      );
      core.info(`History: ${head.slice(0, 7)} appended to ${history.branch} (${written.commit.slice(0, 7)}${written.attempts > 1 ? `, after ${written.attempts - 1} lost races` : ''})`);
      return report;
    }
    if (!report.pullRequest && !pullRequestOf(event)) return report;
    const { history: kept } = await readHistoryBranch(git, history.branch);
    return { ...report, trend: { branch: history.branch, url: history.url, agents: trendsOf(kept, report) } };
  } catch (error) {
    core.warning(`ctxguard history (${history.branch}): ${messageOf(error)}; the report is unaffected`);
    return report;
  }
}

function isPushToDefaultBranch(event: WorkflowEvent): boolean {
  const branch = payloadField(event, 'repository.default_branch');
  return event.name === 'push' && typeof branch === 'string' && event.ref === `refs/heads/${branch}`;
}

