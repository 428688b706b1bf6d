import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createGit } from './git.js';

/** What moves or bounds git's search for a repository: with any of them set, git itself is asked. */
const DISCOVERY_ENV = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_CEILING_DIRECTORIES', 'GIT_DISCOVERY_ACROSS_FILESYSTEM'];

/**
 * The top of the working tree `cwd` is in, or `cwd` when it is in none: where a command looks for
 * `.ctxguard.yml`. Found the way git finds it, without starting git, which cost a short command 35 to
 * 85 ms on this machine (docs/architecture.md, "Cold start"): walking up to the nearest `.git` that is
 * a git directory (or a worktree's or submodule's `gitdir:` file). A folder inside a git directory, or
 * a bare repository, has no working tree. Git's `safe.directory` refusal is not applied: a repository
 * another user owns still has its `.ctxguard.yml` read.
 */
export async function repositoryRoot(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (DISCOVERY_ENV.some((name) => env[name] !== undefined)) {
    return (await createGit(cwd, env).tryRun(['rev-parse', '--show-toplevel']))?.toString('utf8').trim() || cwd;
  }
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (isGitDirectory(dir)) return cwd;
    const dotGit = join(dir, '.git');
    const entry = statSync(dotGit, { throwIfNoEntry: false });
    if (entry?.isDirectory() ? isGitDirectory(dotGit) : entry?.isFile() && readFileSync(dotGit, 'utf8').startsWith('gitdir:')) return dir;
    if (dirname(dir) === dir) return cwd;
  }
}

/** Whether `dir` is a git directory as git tells one: a `HEAD`, an `objects` and a `refs` in it. */
function isGitDirectory(dir: string): boolean {
  return ['HEAD', 'objects', 'refs'].every((name) => statSync(join(dir, name), { throwIfNoEntry: false }) !== undefined);
}
