import { spawn } from 'node:child_process';

/**
 * The one door to git. Everything ctxguard knows of a repository comes through `git` run as a child
 * process: the same reads for the action and the CLI, and no code from the repository is ever run.
 */
export interface Git {
  /** Runs git and returns stdout; throws GitError on a non-zero exit. */
  run(args: string[], options?: { input?: string }): Promise<Buffer>;
  /** Like run, but returns undefined instead of throwing when git exits non-zero. */
  tryRun(args: string[]): Promise<Buffer | undefined>;
}

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args[0]} failed (exit ${exitCode}): ${stderr.trim().split('\n').slice(-3).join(' / ')}`);
    this.name = 'GitError';
  }
}

export function createGit(cwd: string, env: NodeJS.ProcessEnv = process.env): Git {
  const run = (args: string[], options: { input?: string } = {}): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const child = spawn('git', args, {
        cwd,
        // Never prompt for credentials in CI: a missing one must fail, not hang.
        env: { ...env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (b: Buffer) => out.push(b));
      child.stderr.on('data', (b: Buffer) => err.push(b));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve(Buffer.concat(out));
        else reject(new GitError(args, code, Buffer.concat(err).toString('utf8')));
      });
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input ?? '');
    });
  return {
    run,
    tryRun: (args) => run(args).catch((error: unknown) => {
      if (error instanceof GitError) return undefined;
      throw error;
    }),
  };
}

/** Resolves a ref to a full commit id, or undefined when there is no such commit here. */
export async function resolveCommit(git: Git, ref: string): Promise<string | undefined> {
  const out = await git.tryRun(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  return out?.toString('utf8').trim() || undefined;
}

export async function mergeBase(git: Git, a: string, b: string): Promise<string | undefined> {
  const out = await git.tryRun(['merge-base', a, b]);
  return out?.toString('utf8').trim() || undefined;
}

/** Parents of a commit as this clone sees them: none for a root or a shallow boundary. */
export async function parentsOf(git: Git, sha: string): Promise<string[]> {
  const out = await git.run(['rev-list', '--parents', '-n', '1', sha]);
  return out.toString('utf8').trim().split(' ').slice(1);
}

export async function isShallow(git: Git): Promise<boolean> {
  const out = await git.run(['rev-parse', '--is-shallow-repository']);
  return out.toString('utf8').trim() === 'true';
}
