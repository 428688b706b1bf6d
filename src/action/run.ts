import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import { originFetcher } from '../changes/commit-range.js';
import { createGit } from '../changes/git.js';
import { checkModelOverride, type Config } from '../config/config.js';
import { parseConfigFile } from '../config/config-file.js';
import { gateRulesOf, withInputs } from '../gate/rules.js';
import { thresholdsOf } from '../gate/thresholds.js';
import { pullRequestLabels, readPullRequestLabels, withAcceptance } from './accept-label.js';
import { headline } from '../analyze/headline.js';
import { settledMeasuredRuns } from '../analyze/measured-runs.js';
import { InputError } from '../input-error.js';
import { codeFingerprint } from '../pipeline/code-fingerprint.js';
import { countingWarnings, diffRange, pathInRepository } from '../pipeline/diff.js';
import { providerCounting } from '../pipeline/provider-counts.js';
import { readRecordedRuns } from '../pipeline/recording-files.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { locatedResults } from '../report/located-results.js';
import { renderSarif } from '../report/sarif.js';
import { TOOL_VERSION } from '../pipeline/tool-version.js';
import { annotate } from './annotations.js';
import type { Finding, Report } from '../report/report.js';
import { parseStoredReport } from '../report/stored-report.js';
import { writeArtifacts } from './artifacts.js';
import { pullRequestOf, rangeForEvent } from './event-range.js';
import { gitAuthEnv } from './git-auth.js';
import { classifyApiError, createGitHubApi, messageOf, rateLimitReset, type GitHubApi } from './github-api.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { restoreRunCache, saveRunCache, type RestoreOutcome } from './run-cache.js';
import { runCacheContext, type RunCacheContext } from './run-cache-plan.js';
import { publishComment, type PullRequestRef } from './sticky-comment.js';
import { payloadSha, readWorkflowEvent, type WorkflowEvent } from './workflow-event.js';
import { BOT_IDENTITY, withHistory } from './history-step.js';
import { actionOutputs, type RunArtifacts } from './outputs.js';
import { readWorkspaceFile } from './workspace-file.js';
import { changesNothing } from '../report/changes-nothing.js';

/**
 * The action: inputs -> git range -> the core -> report files, sticky comment, outputs, summary -> the
 * gate. Once a report exists, each of those is written whatever happens to the others, and the gate
 * fails the step only after everything has been written.
 */
export async function run(): Promise<void> {
  try {
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
    const inputs = readInputs(
      (name) => core.getInput(name),
      (path) => readInsideWorkspace(path, workspace, "input 'policy'"),
    );
    // The keys are masked before anything else can reach the log.
    for (const key of Object.values(inputs.providerKeys)) if (key) core.setSecret(key);
    const event = readWorkflowEvent(process.env);
    if (inputs.publishReport) return await publishStoredReport(inputs, event, workspace);
    const cache = extractionCacheFor(inputs, event);
    const report = await withAcceptance(await compare(inputs, event, workspace, cache), (label) => pullRequestLabels(event, label, inputs.token ? createGitHubApi(inputs.token) : undefined, (m) => core.warning(m)));
    const pr = report.pullRequest;
    const api = pr && inputs.comment !== 'off' ? apiFor(inputs) : undefined;
    const quiet = isQuiet(report, inputs);
    const failures = await deliver(report, api && pr && ((markdown) => postComment(api, { owner: event.owner, repo: event.repo, number: pr.number }, pr.headSha, markdown, inputs, quiet)));
    // After the report is out, so the upload delays no comment; a failure here is only a warning.
    if (cache) await saveRunCache(cache.dir, cache.context, cache);
    // Crossings and findings become annotations on the pull request's diff.
    annotate(locatedResults(report), { error: (m, p) => core.error(m, p), warning: (m, p) => core.warning(m, p), info: (m) => core.info(m) });
    for (const warning of countingWarnings(report)) core.warning(warning, { title: 'ctxguard: token counts' });
    if (report.verdict.status === 'fail') failures.unshift(report.verdict.reasons.join('; '));
    if (failures.length) core.setFailed(`ctxguard: ${failures.join('; ')}`);
  } catch (error) {
    core.setFailed(error instanceof InputError ? error.message : `ctxguard failed: ${messageOf(error)}`);
    if (!(error instanceof InputError) && error instanceof Error && error.stack) core.debug(error.stack);
  }
}

/** The extraction cache folder kept across runs, and what the event says about this run; undefined when off. */
interface ExtractionCache {
  dir: string;
  context: RunCacheContext;
  fingerprint: string;
  /** Set by the restore, for the save. */
  restored?: RestoreOutcome;
}

function extractionCacheFor(inputs: ActionInputs, event: WorkflowEvent): ExtractionCache | undefined {
  if (!inputs.cache) return undefined;
  const temp = process.env.RUNNER_TEMP;
  if (!temp) {
    core.debug('ctxguard cache: RUNNER_TEMP is not set; nothing is kept across runs');
    return undefined;
  }
  const dir = join(temp, 'ctxguard-cache');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    // A cache only saves time: a runner whose temp folder cannot hold it runs without one.
    core.warning(`ctxguard cache: ${dir} cannot be made (${messageOf(error)}); every file is extracted and nothing is kept across runs`);
    return undefined;
  }
  return { dir, context: runCacheContext(event, process.env), fingerprint: codeFingerprint() };
}

/** The report for this event's change; the config and policy are read only from inside the workspace. */
async function compare(inputs: ActionInputs, event: WorkflowEvent, workspace: string, cache: ExtractionCache | undefined): Promise<Report> {
  const { file, findings } = readConfig(inputs, workspace);
  checkModelOverride(file, inputs.overrides, "input 'model'");
  const plainGit = createGit(workspace);
  if (!(await plainGit.tryRun(['rev-parse', '--git-dir']))) {
    throw new InputError(`the workspace ${workspace} is not a git repository: run actions/checkout before ctxguard`);
  }
  const auth = await gitAuthEnv(plainGit, inputs.token, event.serverUrl);
  if (auth.secret) core.setSecret(auth.secret);
  const git = createGit(workspace, { ...process.env, ...auth.env, ...BOT_IDENTITY });
  let report: Report;
  try {
    const range = await rangeForEvent(git, event, inputs.baseRef, originFetcher(git));
    core.info(`Comparing ${range.base.ref} (${range.base.sha}) with ${range.head.ref} (${range.head.sha})`);

    // The path as git names it, so the base commit's config is found however the input spells it.
    const configPath = pathInRepository(workspace, inputs.configPath);
    const recordings = await readRecordedRuns(inputs.runs, { base: "input 'base-runs'", head: "input 'head-runs'" }, {
      cwd: workspace,
      roots: [{ dir: workspace, name: '.' }, ...(process.env.RUNNER_TEMP ? [{ dir: process.env.RUNNER_TEMP, name: 'RUNNER_TEMP' }] : [])],
    });
    if (cache) cache.restored = await restoreRunCache(cache.dir, cache.context, cache);
    report = await diffRange(git, range, {
      ...(cache ? { cacheDir: cache.dir, log: (line: string, level: 'info' | 'warning') => (level === 'warning' ? core.warning(line) : core.info(line)) } : {}),
      file,
      overrides: inputs.overrides,
      ...(configPath ? { configPath } : {}),
      ...(Object.keys(inputs.providerKeys).length > 0 ? { providers: providerCounting(inputs.providerKeys, process.env, (m) => core.info(m)) } : {}),
      ...(recordings ? { recordings } : {}),
    });
    if (inputs.history) report = await withHistory(git, inputs.history, event, range.head.sha, report);
  } finally {
    await git.close();
  }
  const pr = pullRequestOf(event);
  return { ...report, findings: [...findings, ...report.findings], ...(pr ? { pullRequest: { number: pr.number, headSha: pr.head.sha, ...(pr.url ? { url: pr.url } : {}) } } : {}) };
}

/** The config file of the workspace; one that links outside it is listed and not read. */
function readConfig(inputs: ActionInputs, workspace: string): { file: Partial<Config>; findings: Finding[] } {
  const found = readWorkspaceFile(inputs.configPath, [workspace]);
  if (found.kind === 'text') return { file: parseConfigFile(found.text, inputs.configPath), findings: [] };
  if (found.kind === 'missing') {
    if (inputs.configRequired) throw new InputError(`input 'config': no file '${inputs.configPath}' in the workspace`);
    return { file: {}, findings: [] };
  }
  core.warning(`input 'config': '${inputs.configPath}' links to a file outside the workspace; not read`);
  const message = 'a symbolic link to a file outside the workspace; not read';
  return { file: {}, findings: [{ kind: 'unreadable', path: inputs.configPath, message }] };
}

function readInsideWorkspace(path: string, workspace: string, label: string): string | undefined {
  const found = readWorkspaceFile(path, [workspace]);
  if (found.kind === 'outside') throw new InputError(`${label}: '${path}' is outside the workspace; not read`);
  return found.kind === 'text' ? found.text : undefined;
}

/** Where files an earlier step wrote may be read from: the workspace, and RUNNER_TEMP (downloaded artifacts). */
function runRoots(workspace: string): string[] {
  return [workspace, ...(process.env.RUNNER_TEMP ? [process.env.RUNNER_TEMP] : [])];
}

/** Posts the comment made of the rendered markdown, and says what became of it. */
type Post = (markdown: string) => Promise<Posted>;
interface Posted {
  /** The comment that stands for the key now; '' when none was posted. */
  id: string;
  /** Why posting failed, in words for the step's error; a warning was enough when absent. */
  failure?: string;
}

/**
 * Report files, the comment (when there is a `post`), outputs and the summary, each written whatever
 * happens to the others. Returns what went wrong that should fail the step.
 */
async function deliver(report: Report, post: Post | undefined): Promise<string[]> {
  const markdown = fitComment(report);
  const files = writeArtifacts(process.env.RUNNER_TEMP, { report: renderJson(report), comment: markdown, sarif: renderSarif(report, TOOL_VERSION) }, (m) => core.warning(m));
  const posted = post ? await post(markdown) : { id: '' };
  setOutputs(report, { commentId: posted.id, ...files });
  await writeSummary(markdown);
  return posted.failure ? [posted.failure] : [];
}

/** The API client, or undefined (and a warning that names the input) without a token. */
function apiFor(inputs: ActionInputs): GitHubApi | undefined {
  if (inputs.token) return createGitHubApi(inputs.token);
  core.warning("input 'github-token' is empty: no pull request comment was posted. The job summary and the report-json output have the report.");
  return undefined;
}

/** Posts the sticky comment; a failure is said in words a workflow author can act on. */
async function postComment(api: GitHubApi, pr: PullRequestRef, headSha: string, body: string, inputs: ActionInputs, quiet = false): Promise<Posted> {
  try {
    const outcome = await publishComment(api, pr, { key: inputs.commentKey, headSha, body, mode: inputs.comment, quiet }, (m) => core.info(m));
    if (outcome.note) core.info(outcome.note);
    if (outcome.url) core.info(`Comment ${outcome.action}: ${outcome.url}`);
    return { id: outcome.id === undefined || outcome.action === 'deleted' ? '' : String(outcome.id) };
  } catch (error) {
    const kind = classifyApiError(error);
    if (kind === 'read-only') {
      core.warning(
        "Could not comment on the pull request (403: the token is read-only, as for pull requests from forks). Grant 'pull-requests: write', " +
          "or post from a workflow_run workflow with the 'publish-report' input (see the README). The job summary has the report.",
      );
      return { id: '' };
    }
    if (kind === 'rate-limited') {
      const reset = rateLimitReset(error);
      return { id: '', failure: `could not post the pull request comment: GitHub's API rate limit was exceeded${reset ? ` until ${reset.toISOString()}` : ''} (${messageOf(error)})` };
    }
    return { id: '', failure: `could not post the pull request comment: ${messageOf(error)}` };
  }
}

/**
 * `publish-report`: the second half of the fork pull request path. A `workflow_run` workflow with
 * write permission posts the report that the fork's read-only `pull_request` run uploaded. The
 * report is untrusted (the fork's workflow could write anything), so it is checked field by field,
 * rendered here with this run's escaping, and posted only on the pull request whose head is the
 * commit the workflow run was for.
 */
async function publishStoredReport(inputs: ActionInputs, event: WorkflowEvent, workspace: string): Promise<void> {
  if (event.name !== 'workflow_run') {
    throw new InputError(`input 'publish-report': only for workflow_run events (it posts the report of a pull_request run); this is ${event.name}`);
  }
  const found = readWorkspaceFile(inputs.publishReport!, runRoots(workspace));
  if (found.kind === 'missing') throw new InputError(`input 'publish-report': no file '${inputs.publishReport}' (did the artifact download?)`);
  if (found.kind === 'outside') throw new InputError(`input 'publish-report': '${inputs.publishReport}' is outside the workspace and RUNNER_TEMP; not read`);
  const stored = parseStoredReport(found.text, inputs.publishReport!);
  // The verdict's reasons are shown as written: they, the headline agent and its totals are worked
  // out again here from the agents' figures, never taken from the file. The tolerance and the accept
  // label are this run's own (its config, on the default branch, and its inputs), not the file's.
  const measured = stored.measured && settledMeasuredRuns(stored.measured);
  const own = withInputs(gateRulesOf(readConfig(inputs, workspace).file), inputs.overrides);
  const rules = { thresholds: thresholdsOf(stored.verdict.thresholds), tolerancePercent: own.tolerancePercent, acceptLabel: own.acceptLabel };
  const judged = headline(stored.scenarios, rules, measured?.agents, stored.budgets);
  const runHead = payloadSha(event, 'workflow_run.head_sha');
  const target = stored.pullRequest;
  if (!target) throw new InputError(`input 'publish-report': the report was not made on a pull request (it has no pullRequest)`);
  if (target.headSha !== runHead) {
    throw new InputError(`input 'publish-report': the report is for head ${target.headSha.slice(0, 7)}, but the workflow run was for ${runHead.slice(0, 7)}; not posted`);
  }
  const api = inputs.comment !== 'off' ? apiFor(inputs) : undefined;
  const pr = { owner: event.owner, repo: event.repo, number: target.number };
  // The pull request number comes from the untrusted report: its labels are read, and the report
  // posted, only where that pull request's head is the run's.
  const head = api && (await pullRequestHead(api, pr, runHead));
  const labels = (label: string) => readPullRequestLabels(api, { owner: pr.owner, repo: pr.repo, issue_number: pr.number }, label, (m) => core.warning(m));
  const { scenarios, totals, verdict, budgets } = head?.matches ? await withAcceptance({ ...stored, ...judged }, labels) : { ...stored, ...judged };
  // The page the footer links is this repository's pull request, never an address the file gives.
  const url = `${event.serverUrl.replace(/\/+$/, '')}/${event.owner}/${event.repo}/pull/${target.number}`;
  // The page the trend links is this run's input, never an address the file gives.
  const trend = stored.trend && { ...stored.trend, url: inputs.history?.url ?? null };
  const report: Report = { ...stored, scenarios, totals, verdict, ...(stored.budgets ? { budgets } : {}), ...(trend ? { trend } : {}), ...(measured ? { measured } : {}), pullRequest: { number: target.number, headSha: target.headSha, url } };
  const quiet = isQuiet(report, inputs);
  const post: Post | undefined = api && head && (async (markdown) => (head.matches ? postComment(api, pr, runHead, markdown, inputs, quiet) : { id: '', ...(head.failure ? { failure: head.failure } : {}) }));
  const failures = await deliver(report, post);
  // The gate was applied by the pull_request run; here only posting can fail.
  if (failures.length) core.setFailed(`ctxguard: ${failures.join('; ')}`);
}

/** Whether the pull request's head is the workflow run's; a warning says so when it is not, a failure when it cannot be read. */
async function pullRequestHead(api: GitHubApi, pr: PullRequestRef, runHead: string): Promise<{ matches: boolean; failure?: string }> {
  let head: string;
  try {
    head = (await api.rest.pulls.get({ owner: pr.owner, repo: pr.repo, pull_number: pr.number })).data.head.sha;
  } catch (error) {
    return { matches: false, failure: `could not read pull request #${pr.number}: ${messageOf(error)}` };
  }
  if (head !== runHead) core.warning(`Pull request #${pr.number}'s head is ${head.slice(0, 7)}, not the workflow run's ${runHead.slice(0, 7)}: the report is not posted there`);
  return { matches: head === runHead };
}

/**
 * A pull request that changes no prompt material and passes its gate gets no new comment, unless the
 * inputs ask for one; recorded runs given to compare are always reported.
 */
function isQuiet(report: Report, inputs: ActionInputs): boolean {
  return !inputs.commentWhenUnchanged && report.verdict.status !== 'fail' && !report.measured && changesNothing(report);
}

/** A summary that cannot be written is only a warning: the outputs and the gate do not depend on it. */
async function writeSummary(markdown: string): Promise<void> {
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
}

/** GitHub refuses comments over 65,536 characters: shorten the table until the comment fits. */
function fitComment(report: Report): string {
  for (const maxRows of [50, 20, 5, 0]) {
    const markdown = renderMarkdown(report, { maxRows });
    if (markdown.length <= 60_000) return markdown;
  }
  return renderMarkdown({ ...report, findings: [] }, { maxRows: 0 });
}

function setOutputs(report: Report, artifacts: RunArtifacts): void {
  for (const [name, value] of Object.entries(actionOutputs(report, artifacts))) core.setOutput(name, value);
}
