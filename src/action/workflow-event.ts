import { existsSync, readFileSync } from 'node:fs';
import { InputError } from '../input-error.js';

/**
 * The workflow run as the runner describes it in GITHUB_* variables and the event payload file. Read
 * here, with errors that name the variable or the payload field, rather than through @actions/github's
 * context, which reads an absent payload as an empty one and every question about it as "no".
 */
export interface WorkflowEvent {
  name: string;
  payload: Record<string, unknown>;
  /** GITHUB_SHA: for pull_request, the test merge commit. */
  sha: string;
  ref: string;
  owner: string;
  repo: string;
  serverUrl: string;
}

/** Events whose payload the action cannot do without. */
const NEEDS_PAYLOAD = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'merge_group', 'workflow_run']);

export function readWorkflowEvent(env: NodeJS.ProcessEnv): WorkflowEvent {
  const name = env.GITHUB_EVENT_NAME;
  if (!name) throw new InputError('GITHUB_EVENT_NAME is not set: ctxguard runs as a step of a GitHub Actions workflow (elsewhere, use the ctxguard CLI)');
  const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo || rest.length) throw new InputError(`GITHUB_REPOSITORY: expected owner/repo, got ${JSON.stringify(env.GITHUB_REPOSITORY ?? '')}`);
  return {
    name,
    payload: readPayload(name, env.GITHUB_EVENT_PATH),
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    owner,
    repo,
    serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
  };
}

function readPayload(name: string, path: string | undefined): Record<string, unknown> {
  if (!path || !existsSync(path)) {
    if (!NEEDS_PAYLOAD.has(name)) return {};
    const where = path ? `GITHUB_EVENT_PATH '${path}' does not exist` : 'GITHUB_EVENT_PATH is not set';
    throw new InputError(`the ${name} event's payload is missing: ${where}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new InputError(`GITHUB_EVENT_PATH '${path}': the event payload is not valid JSON (${(error as Error).message})`);
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new InputError(`GITHUB_EVENT_PATH '${path}': the event payload is not a JSON object`);
  }
  return payload as Record<string, unknown>;
}

/** A field of the payload that must be a commit id; the error names its path in the payload. */
export function payloadSha(event: WorkflowEvent, path: string): string {
  const value = payloadField(event, path);
  if (typeof value !== 'string' || !/^[0-9a-f]{40}$/i.test(value)) {
    throw new InputError(`the ${event.name} event payload's ${path}: expected a commit id, got ${JSON.stringify(value ?? null)}`);
  }
  return value.toLowerCase();
}

export function payloadString(event: WorkflowEvent, path: string): string {
  const value = payloadField(event, path);
  if (typeof value !== 'string' || value === '') {
    throw new InputError(`the ${event.name} event payload's ${path}: expected a name, got ${JSON.stringify(value ?? null)}`);
  }
  return value;
}

export function payloadNumber(event: WorkflowEvent, path: string): number {
  const value = payloadField(event, path);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new InputError(`the ${event.name} event payload's ${path}: expected a pull request number, got ${JSON.stringify(value ?? null)}`);
  }
  return value;
}

export function payloadField(event: WorkflowEvent, path: string): unknown {
  let value: unknown = event.payload;
  for (const key of path.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}
