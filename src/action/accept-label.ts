import * as core from '@actions/core';
import { acceptByLabel, type PullRequestLabels } from '../gate/acceptance.js';
import type { Report } from '../report/report.js';
import type { GitHubApi } from './github-api.js';
import { messageOf } from './github-api.js';
import { payloadField, type WorkflowEvent } from './workflow-event.js';

/** Where a merge queue's group branch names its pull request: `gh-readonly-queue/main/pr-42-<sha>`. */
const QUEUE_BRANCH = /^(?:refs\/heads\/)?gh-readonly-queue\/.+\/pr-(\d+)-[0-9a-f]{40}$/;

/**
 * The labels of the pull request this run judges, and who added the accept label
 * (docs/architecture.md, "Accepting an increase"). A pull request event carries them in its payload:
 * a `labeled` event that adds the label names its sender, and otherwise the issue's events say who
 * added it last. A merge queue's group carries none, so they are read from its pull request. Other
 * events judge no pull request: no labels.
 */
export async function pullRequestLabels(event: WorkflowEvent, label: string, api: GitHubApi | undefined, warn: (message: string) => void): Promise<PullRequestLabels> {
  const number = pullRequestNumber(event);
  if (number === undefined) return { names: [] };
  const issue = { owner: event.owner, repo: event.repo, issue_number: number };
  if (event.name === 'merge_group') return readPullRequestLabels(api, issue, label, warn);
  const names = labelNames(payloadField(event, 'pull_request.labels'));
  const wanted = label.toLowerCase();
  if (!names.some((n) => n.toLowerCase() === wanted)) return { names };
  const added = payloadField(event, 'label.name');
  if (payloadField(event, 'action') === 'labeled' && typeof added === 'string' && added.toLowerCase() === wanted) {
    const sender = payloadField(event, 'sender.login');
    return { names, acceptedBy: typeof sender === 'string' ? sender : null };
  }
  return { names, acceptedBy: await whoAdded(api, issue, wanted, warn) };
}

/** A pull request's labels as they are now, read from the API, and who added the accept label. */
export async function readPullRequestLabels(api: GitHubApi | undefined, issue: IssueRef, label: string, warn: (message: string) => void): Promise<PullRequestLabels> {
  const names = await readLabels(api, issue, warn);
  const wanted = label.toLowerCase();
  if (!names.some((n) => n.toLowerCase() === wanted)) return { names };
  return { names, acceptedBy: await whoAdded(api, issue, wanted, warn) };
}

function pullRequestNumber(event: WorkflowEvent): number | undefined {
  if (event.name === 'merge_group') {
    const match = QUEUE_BRANCH.exec(String(payloadField(event, 'merge_group.head_ref') ?? ''));
    return match ? Number(match[1]) : undefined;
  }
  const number = payloadField(event, 'pull_request.number');
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

function labelNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((l) => (typeof l === 'object' && l !== null && typeof (l as { name?: unknown }).name === 'string' ? [(l as { name: string }).name] : []));
}

export type IssueRef = { owner: string; repo: string; issue_number: number };

/** The pull request's labels now; none (with a warning) where they cannot be read. */
async function readLabels(api: GitHubApi | undefined, issue: IssueRef, warn: (message: string) => void): Promise<string[]> {
  if (!api) return [];
  try {
    return labelNames(await api.paginate(api.rest.issues.listLabelsOnIssue, { ...issue, per_page: 100 }));
  } catch (error) {
    warn(`could not read pull request #${issue.issue_number}'s labels (${messageOf(error)}): no label accepts this check`);
    return [];
  }
}

/** Who added the label last, from the issue's events; null (with a warning) where they cannot be read. */
async function whoAdded(api: GitHubApi | undefined, issue: IssueRef, wanted: string, warn: (message: string) => void): Promise<string | null> {
  if (!api) return null;
  try {
    const events = await api.paginate(api.rest.issues.listEvents, { ...issue, per_page: 100 });
    const added = events.filter((e) => e.event === 'labeled' && 'label' in e && e.label?.name?.toLowerCase() === wanted).at(-1);
    return added?.actor?.login ?? null;
  } catch (error) {
    warn(`could not read who labelled pull request #${issue.issue_number} (${messageOf(error)}): the acceptance names no one`);
    return null;
  }
}

/**
 * The report with its verdict as the pull request's accept label leaves it (docs/architecture.md,
 * "Accepting an increase"): labels are read only for a check that fails and has a label to accept it.
 */
export async function withAcceptance(report: Report, labels: (label: string) => Promise<PullRequestLabels>): Promise<Report> {
  const label = report.verdict.acceptLabel;
  if (report.verdict.status !== 'fail' || !label) return report;
  const verdict = acceptByLabel(report.verdict, await labels(label));
  if (verdict.accepted) {
    const by = verdict.accepted.by ? ` (added by @${verdict.accepted.by})` : '';
    core.notice(`the label '${label}'${by} accepts: ${verdict.accepted.reasons.join('; ')}`, { title: 'ctxguard: increase accepted' });
  }
  return { ...report, verdict };
}

