import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/**
 * The one door to git. Everything ctxguard knows of a repository comes through `git` run as a child
 * process: the same reads for the action and the CLI, and no code from the repository is ever run.
 */
export interface Git {
  /** Runs git and returns stdout; throws GitError on a non-zero exit. */
  run(args: string[], options?: { input?: string }): Promise<Buffer>;
  /** Like run, but returns undefined instead of throwing when git exits non-zero. */
  tryRun(args: string[]): Promise<Buffer | undefined>;
  /**
   * An object by any name git takes (`<sha>`, `<ref>^{commit}`, `<commit>:<path>`), or undefined when
   * there is none. All reads of one Git go through one long-lived `git cat-file --batch`, asked as they
   * come, so a run's commits, trees and blobs cost one process; throws GitError if that process fails.
   */
  readObject(name: string): Promise<GitObject | undefined>;
  /** Ends the `cat-file --batch` process, if one was started; a later read starts another. */
  close(): Promise<void>;
}

export interface GitObject {
  sha: string;
  type: 'blob' | 'tree' | 'commit' | 'tag';
  content: Buffer;
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

/**
 * Told of each git process when it ends: its arguments and how long it ran. For tests and the bench,
 * which pin how many processes a diff starts; the action and the CLI pass none.
 */
export type GitTrace = (process: { args: string[]; ms: number }) => void;

export function createGit(cwd: string, env: NodeJS.ProcessEnv = process.env, trace?: GitTrace): Git {
  const spawnGit = (args: string[]): ChildProcessByStdio<Writable, Readable, Readable> =>
    spawn('git', args, {
      cwd,
      // Never prompt for credentials in CI: a missing one must fail, not hang.
      env: { ...env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  let objects: ObjectReader | undefined;
  const close = async (): Promise<void> => {
    const reader = objects;
    objects = undefined;
    await reader?.close();
  };
  const run = (args: string[], options: { input?: string } = {}): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const child = spawnGit(args);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (b: Buffer) => out.push(b));
      child.stderr.on('data', (b: Buffer) => err.push(b));
      child.on('error', reject);
      child.on('close', (code) => {
        trace?.({ args, ms: performance.now() - started });
        // A fetch changes what the clone holds (objects, refs, the shallow boundary): the cat-file
        // process started before it may not see that, so the next read starts a fresh one.
        if (args[0] === 'fetch') void close();
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
    readObject: (name) => (objects ??= objectReader(spawnGit, trace)).read(name),
    close,
  };
}

interface ObjectReader {
  read(name: string): Promise<GitObject | undefined>;
  close(): Promise<void>;
}

const FOUND = /^([0-9a-f]{40}|[0-9a-f]{64}) (blob|tree|commit|tag) (\d+)$/;

/**
 * One `git cat-file --batch`, asked a name a line and answering in the same order: `<sha> <type>
 * <size>` and the content, or `<name> missing` (or `ambiguous`). While no answer is awaited the process
 * does not keep Node running, so a Git nobody closes ends with the run (its stdin closes, git exits).
 */
function objectReader(spawnGit: (args: string[]) => ChildProcessByStdio<Writable, Readable, Readable>, trace: GitTrace | undefined): ObjectReader {
  const args = ['cat-file', '--batch'];
  const started = performance.now();
  const child = spawnGit(args);
  const waiting: Array<{ resolve: (o: GitObject | undefined) => void; reject: (e: Error) => void }> = [];
  let chunks: Buffer[] = [];
  let buffered = 0;
  /** Bytes the next answer needs before it can be parsed. */
  let needed = 1;
  let failure: Error | undefined;
  let closing = false;
  const stderr: Buffer[] = [];
  const exited = new Promise<void>((resolve) => {
    child.on('close', (code) => {
      trace?.({ args, ms: performance.now() - started });
      fail(new GitError(args, code, Buffer.concat(stderr).toString('utf8') || 'exited while objects were asked for'));
      resolve();
    });
  });
  const fail = (error: Error): void => {
    failure ??= error;
    for (const w of waiting.splice(0)) w.reject(failure);
    hold(false);
  };
  const hold = (busy: boolean): void => {
    for (const handle of [child, child.stdin, child.stdout, child.stderr] as Array<{ ref?: () => void; unref?: () => void }>) {
      (busy ? handle.ref : handle.unref)?.call(handle);
    }
  };
  const parse = (): void => {
    const data = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
    let at = 0;
    needed = 1;
    while (waiting.length > 0) {
      const newline = data.indexOf(0x0a, at);
      if (newline < 0) break;
      const header = data.toString('utf8', at, newline);
      const found = FOUND.exec(header);
      if (!found) {
        waiting.shift()!.resolve(undefined);
        at = newline + 1;
        continue;
      }
      const end = newline + 1 + Number(found[3]);
      if (data.length < end + 1) {
        needed = end + 1 - at;
        break;
      }
      waiting.shift()!.resolve({ sha: found[1]!, type: found[2] as GitObject['type'], content: data.subarray(newline + 1, end) });
      at = end + 1;
    }
    const rest = data.subarray(at);
    chunks = rest.length > 0 ? [rest] : [];
    buffered = rest.length;
    if (waiting.length === 0 && !closing) hold(false);
  };
  child.stdout.on('data', (b: Buffer) => {
    chunks.push(b);
    buffered += b.length;
    if (buffered >= needed) parse();
  });
  child.stderr.on('data', (b: Buffer) => stderr.push(b));
  child.on('error', fail);
  child.stdin.on('error', () => undefined);
  hold(false);
  return {
    read(name) {
      if (failure) return Promise.reject(failure);
      // One name a line: a name that is not one line (or is empty) names no object.
      if (!name || /[\n\r\0]/.test(name)) return Promise.resolve(undefined);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        hold(true);
        child.stdin.write(`${name}\n`);
      });
    },
    close() {
      // Held until git has exited, so that whoever awaits this is not left waiting on an idle loop.
      closing = true;
      // A process that failed (or never started) has nothing left to wait for.
      if (failure) return Promise.resolve();
      hold(true);
      child.stdin.end();
      return exited;
    },
  };
}

/** Resolves a ref to a full commit id, or undefined when there is no such commit here. */
export async function resolveCommit(git: Git, ref: string): Promise<string | undefined> {
  const commit = await git.readObject(`${ref}^{commit}`).catch((error: unknown) => {
    if (error instanceof GitError) return undefined;
    throw error;
  });
  return commit?.type === 'commit' ? commit.sha : undefined;
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
