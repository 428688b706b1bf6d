import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { localRange } from '../changes/commit-range.js';
import { createGit, type Git } from '../changes/git.js';
import { loadConfigFile } from './load-config.js';
import { diffRange } from '../pipeline/diff.js';
import { renderMarkdown } from '../report/markdown.js';
import { DEMO_COMMITS } from './demo-repo.js';
import type { Io } from './io.js';

/** The whole job on a sample repository built in a temp dir: no network, no install. */
export async function demoCommand(_args: string[], io: Io): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'ctxguard-demo-'));
  let git: Git | undefined;
  try {
    git = await buildDemoRepository(dir);
    const file = await loadConfigFile(join(dir, '.ctxguard.yml'), true);
    const report = await diffRange(git, await localRange(git, 'main', 'feature'), { file, overrides: {}, configPath: '.ctxguard.yml' });
    io.stderr(`Sample agent repository in a temp dir; the comment ctxguard would post on its pull request:\n\n`);
    io.stdout(renderMarkdown(report));
    // The sample sets max_delta_tokens: 300 so that the gate is seen failing; the demo itself succeeds.
    io.stderr(`\n(The sample's .ctxguard.yml sets max_delta_tokens: 300, so this check fails: \`ctxguard diff\` would exit 1.)\n`);
    return 0;
  } finally {
    await git?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Fixed names and dates make the sample's commit ids the same on every machine. */
const DEMO_ENV = {
  GIT_AUTHOR_NAME: 'ctxguard demo',
  GIT_AUTHOR_EMAIL: 'demo@example.com',
  GIT_COMMITTER_NAME: 'ctxguard demo',
  GIT_COMMITTER_EMAIL: 'demo@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

export async function buildDemoRepository(dir: string): Promise<Git> {
  let clock = Date.UTC(2026, 0, 5, 9, 0, 0) / 1000;
  const git = (): Git => {
    const date = `${clock} +0000`;
    return createGit(dir, { ...process.env, ...DEMO_ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  };
  await git().run(['init', '--quiet', '--initial-branch=main']);
  for (const [i, commit] of DEMO_COMMITS.entries()) {
    clock += 3600;
    if (i > 0) await git().run(['checkout', '--quiet', ...(commit.branch === 'feature' && i === 1 ? ['-b'] : []), commit.branch]);
    for (const [path, text] of Object.entries(commit.write ?? {})) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    for (const path of commit.remove ?? []) await git().run(['rm', '--quiet', path]);
    for (const [from, to] of commit.move ?? []) {
      await mkdir(dirname(join(dir, to)), { recursive: true });
      await git().run(['mv', from, to]);
    }
    await git().run(['add', '--all']);
    await git().run(['commit', '--quiet', '-m', commit.message]);
  }
  return git();
}
