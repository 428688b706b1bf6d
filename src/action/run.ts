import * as core from '@actions/core';
import * as github from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { originFetcher } from '../changes/commit-range.js';
import { createGit } from '../changes/git.js';
import { configFrom } from '../config/config.js';
import { loadConfigFile } from '../config/load-config.js';
import { InputError } from '../input-error.js';
import { diffRange } from '../pipeline/diff.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import type { Report } from '../report/report.js';
import { pullRequestOf, rangeForEvent } from './event-range.js';
import { gitAuthEnv } from './git-auth.js';
import { readInputs } from './inputs.js';
import { actionOutputs } from './outputs.js';
import { upsertStickyComment } from './sticky-comment.js';

/**
 * The action: inputs -> git range -> the core -> sticky comment, job summary, outputs -> the gate.
 * The summary and outputs are written whatever happens to the comment, and the gate fails the step
 * only after everything has been posted.
 */
export async function run(): Promise<void> {
  try {
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
    const inputs = readInputs(
      (name) => core.getInput(name),
      (path) => (existsSync(resolve(workspace, path)) ? readFileSync(resolve(workspace, path), 'utf8') : undefined),
    );
    const fileConfig = await loadConfigFile(resolve(workspace, inputs.configPath), inputs.configRequired);
    const config = configFrom(fileConfig, inputs.overrides);

    const plainGit = createGit(workspace);
    if (!(await plainGit.tryRun(['rev-parse', '--git-dir']))) {
      throw new InputError(`the workspace ${workspace} is not a git repository: run actions/checkout before ctxguard`);
    }
    const auth = await gitAuthEnv(plainGit, inputs.token, github.context.serverUrl);
    if (auth.secret) core.setSecret(auth.secret);
    const git = createGit(workspace, { ...process.env, ...auth.env });
    const range = await rangeForEvent(git, github.context, inputs.baseRef, originFetcher(git));
    core.info(`Comparing ${range.base.ref} (${range.base.sha}) with ${range.head.ref} (${range.head.sha})`);

    const report = await diffRange(git, range, config, inputs.configPath);
    const markdown = fitComment(report, inputs.commentKey);

    // The files first (the comment's body is what a fork's run uploads for a later workflow to post);
    // the outputs follow whatever happens to the comment (its errors are held), and a summary that
    // cannot be written is only a warning.
    const reportPath = await writeRunFile('report.json', renderJson(report));
    const commentBodyPath = await writeRunFile('comment.md', markdown);
    const pr = pullRequestOf(github.context);
    let commentId = '';
    let publishError: string | undefined;
    if (pr && inputs.comment !== 'off') {
      try {
        const octokit = github.getOctokit(inputs.token, {}, retry);
        const posted = await upsertStickyComment(octokit, { ...github.context.repo, number: pr.number }, inputs.commentKey, markdown);
        commentId = String(posted.id);
        core.info(`Comment ${posted.action}: ${posted.url}`);
      } catch (error) {
        if (statusOf(error) === 403) {
          core.warning(
            'Could not comment on the pull request (403: the token is read-only, as for pull requests from ' +
              "forks). Grant 'pull-requests: write' or run on pull_request_target. The job summary has the report.",
          );
        } else {
          publishError = `could not post the pull request comment: ${messageOf(error)}`;
        }
      }
    }
    for (const [name, value] of Object.entries(actionOutputs(report, { commentId, reportPath, commentBodyPath }))) core.setOutput(name, value);
    // Findings with a line become annotations on the pull request's diff.
    for (const f of report.findings) {
      if (f.kind === 'unbounded-tool-output') core.warning(f.message, { title: 'ctxguard: unbounded tool output', file: f.path, startLine: f.line });
    }
    try {
      await core.summary.addRaw(markdown).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${messageOf(error)}`);
    }

    const failures = [
      ...(report.verdict.status === 'fail' ? [report.verdict.reasons.join('; ')] : []),
      ...(publishError ? [publishError] : []),
    ];
    if (failures.length) core.setFailed(`ctxguard: ${failures.join('; ')}`);
  } catch (error) {
    core.setFailed(error instanceof InputError ? error.message : `ctxguard failed: ${messageOf(error)}`);
    if (!(error instanceof InputError) && error instanceof Error && error.stack) core.debug(error.stack);
  }
}

/** GitHub refuses comments over 65,536 characters: shorten the table until the comment fits. */
function fitComment(report: Report, commentKey: string): string {
  for (const maxRows of [50, 20, 5, 0]) {
    const markdown = renderMarkdown(report, { commentKey, maxRows });
    if (markdown.length <= 60_000) return markdown;
  }
  return renderMarkdown({ ...report, findings: [] }, { commentKey, maxRows: 0 });
}

async function writeRunFile(name: string, text: string): Promise<string> {
  const dir = join(process.env.RUNNER_TEMP || process.cwd(), 'ctxguard');
  await mkdir(dir, { recursive: true });
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
