import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createGit } from './git.js';

/**
 * The top of the working tree `cwd` is in, or `cwd` when it is in none: where a command looks for
 * `.ctxguard.yml`. Found as git finds it, by walking up to the nearest `.git` (a directory, or the file
 * of a worktree or submodule), without starting git, which cost a short command 35 to 85 ms on this
 * machine (docs/architecture.md, "Cold start"). Only when the environment moves the repository
 * (`GIT_DIR`, `GIT_WORK_TREE`) is git asked.
 */
export async function repositoryRoot(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.GIT_DIR !== undefined || env.GIT_WORK_TREE !== undefined) {
    return (await createGit(cwd, env).tryRun(['rev-parse', '--show-toplevel']))?.toString('utf8').trim() || cwd;
  }
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (statSync(join(dir, '.git'), { throwIfNoEntry: false }) !== undefined) return dir;
    if (dirname(dir) === dir) return cwd;
  }
}
