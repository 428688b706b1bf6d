import type { Git } from '../changes/git.js';

/**
 * Credentials for fetching the base commit when actions/checkout did not persist its own
 * (`persist-credentials: false`). They go to git through GIT_CONFIG_* environment variables, the way
 * checkout's header does through its config: never on a command line, never in a log.
 */
export async function gitAuthEnv(git: Git, token: string, serverUrl: string): Promise<{ env: NodeJS.ProcessEnv; secret?: string }> {
  if (!token) return { env: {} };
  const server = serverUrl.replace(/\/+$/, '');
  const origin = (await git.tryRun(['remote', 'get-url', 'origin']))?.toString('utf8').trim() ?? '';
  if (!origin.startsWith(`${server}/`)) return { env: {} };
  const key = `http.${server}/.extraheader`;
  if ((await git.tryRun(['config', '--get-all', key]))?.length) return { env: {} };
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
  // The encoded credential is a secret of its own: the caller masks it in the log.
  return { env: { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: key, GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}` }, secret: basic };
}
