import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Real git repositories in temp dirs, with fixed identities so nothing depends on the machine. */
export const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `ctxguard-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function initRepo(dir: string, branch = 'main'): string {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '--quiet', `--initial-branch=${branch}`);
  return dir;
}

/** A submodule entry pointing at a commit, with nothing cloned: all a superproject's tree records. */
export interface Gitlink {
  gitlink: string;
}

export type FileEdits = Record<string, string | Buffer | Gitlink | null>;

/** Writes (or, for null, deletes) files, commits everything, and returns the new commit's id. */
export function commit(repo: string, edits: FileEdits, message = 'change'): string {
  for (const [path, content] of Object.entries(edits)) {
    if (content === null) {
      rmSync(join(repo, path), { force: true });
    } else if (typeof content === 'object' && 'gitlink' in content) {
      // An empty directory is an unpopulated submodule to git: `add --all` keeps the entry as it is.
      mkdirSync(join(repo, path), { recursive: true });
      git(repo, 'update-index', '--add', '--cacheinfo', `160000,${content.gitlink},${path}`);
    } else {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), content);
    }
  }
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '--allow-empty', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}
