import * as core from '@actions/core';
import * as github from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type GitHubApi = ReturnType<typeof github.getOctokit>;

/** The longest a rate limit is waited out before the run gives up on the comment and says why. */
const MAX_RATE_LIMIT_WAIT_SECONDS = 120;
/** How often one request is retried after a rate limit, primary or secondary. */
const MAX_RATE_LIMIT_RETRIES = 2;

/**
 * The REST client: server errors and dropped connections retried (plugin-retry), and both of GitHub's
 * rate limits waited out as GitHub asks (plugin-throttling reads `retry-after` and
 * `x-ratelimit-reset`), unless the wait is longer than a CI step should sit idle.
 */
export function createGitHubApi(token: string): GitHubApi {
  const waitOut = (kind: string) => (retryAfter: number, options: { method?: string; url?: string }, _octokit: unknown, retryCount: number): boolean => {
    const request = `${options.method ?? 'GET'} ${options.url ?? ''}`;
    if (retryCount >= MAX_RATE_LIMIT_RETRIES || retryAfter > MAX_RATE_LIMIT_WAIT_SECONDS) {
      core.info(`GitHub ${kind} rate limit on ${request}: not waiting ${retryAfter} s more`);
      return false;
    }
    core.info(`GitHub ${kind} rate limit on ${request}: retrying in ${retryAfter} s`);
    return true;
  };
  const api = github.getOctokit(
    token,
    {
      throttle: { onRateLimit: waitOut('primary'), onSecondaryRateLimit: waitOut('secondary') },
      // A 429 is a rate limit (secondary, or an exhausted quota): the throttling plugin waits as long
      // as GitHub asks, and a retry here would not wait for it.
      retry: { retries: 3, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    },
    retry,
    throttling,
  );
  // A JSON answer that could not be parsed reaches the caller as a string, and a list cut off
  // mid-body as an empty page: either would read as "no comments". It is an error instead.
  api.hook.wrap('request', async (request, options) => {
    const response = await request(options);
    if (typeof response.data === 'string' && /json/i.test(String(response.headers['content-type'] ?? ''))) {
      throw new Error(`GitHub's answer to ${options.method} ${options.url} was cut off or is not JSON`);
    }
    return response;
  });
  return api;
}

/** What went wrong with a GitHub request, in the words a workflow author can act on. */
export type ApiFailure = 'rate-limited' | 'read-only' | 'not-found' | 'other';

export function classifyApiError(error: unknown): ApiFailure {
  error = requestErrorIn(error);
  const status = statusOf(error);
  const headers = headersOf(error);
  const message = error instanceof Error ? error.message : '';
  // A rate limit answers 403 or 429, and must never be mistaken for a fork's read-only token.
  if (status === 429 || (status === 403 && (headers['x-ratelimit-remaining'] === '0' || /rate limit/i.test(message)))) return 'rate-limited';
  if (status === 403) return 'read-only';
  if (status === 404) return 'not-found';
  return 'other';
}

export function statusOf(error: unknown): number | undefined {
  const found = requestErrorIn(error);
  return typeof found === 'object' && found !== null && 'status' in found ? Number(found.status) : undefined;
}

/** The HTTP error itself, under any errors that wrapped it (`cause`). */
function requestErrorIn(error: unknown): unknown {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ('status' in e) return e;
  }
  return error;
}

function headersOf(error: unknown): Record<string, string | undefined> {
  const response = typeof error === 'object' && error !== null && 'response' in error ? (error.response as { headers?: unknown }) : undefined;
  return (response?.headers ?? {}) as Record<string, string | undefined>;
}

/** When a primary rate limit lifts, from the error's `x-ratelimit-reset` (seconds since the epoch). */
export function rateLimitReset(error: unknown): Date | undefined {
  const reset = Number(headersOf(requestErrorIn(error))['x-ratelimit-reset']);
  return Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
