import { after, before } from 'node:test';
import { join } from 'node:path';
import type { ActionRunOptions } from './action-runner.js';
import { commit, git, initRepo, tempDir, type FileEdits } from './git-repo.js';
import { startFakeGitHub, type FakeGitHub } from './github-server.js';

/**
 * What a runner has on a pull_request event: a bare origin where main moved on after the branch
 * point, a feature branch, GitHub's test merge `refs/pull/N/merge`, and a workspace that
 * actions/checkout fetched at depth 1 on the merge commit, with no base commit in it.
 */
export interface PullRequestScene {
  origin: string;
  workspace: string;
  number: number;
  forkPoint: string;
  baseSha: string;
  headSha: string;
  mergeSha: string;
  event: PullRequestEvent;
}

export interface PullRequestEvent {
  action: string;
  number: number;
  pull_request: {
    number: number;
    base: { ref: string; sha: string };
    head: { ref: string; sha: string };
  };
  repository: { name: string; owner: { login: string }; full_name: string };
}

export interface SceneFiles {
  /** The repository at the branch point. */
  initial: FileEdits;
  /** The pull request's own commits. */
  feature: FileEdits[];
  /** What landed on main after the branch point. */
  mainAfter: FileEdits;
  /** A file the pull request renames, unchanged, in a commit of its own. */
  rename: [from: string, to: string];
}

export function buildPullRequestScene(root: string, files: SceneFiles, number = 7): PullRequestScene {
  const origin = join(root, 'origin.git');
  git(root, 'init', '--quiet', '--bare', origin);
  const dev = initRepo(join(root, 'dev'));
  const forkPoint = commit(dev, files.initial, 'initial');
  git(dev, 'checkout', '--quiet', '-b', 'feature');
  for (const [i, edits] of files.feature.entries()) commit(dev, edits, `feature ${i + 1}`);
  git(dev, 'mv', '--', ...files.rename);
  const headSha = commit(dev, {}, 'rename a prompt');
  git(dev, 'checkout', '--quiet', 'main');
  const baseSha = commit(dev, files.mainAfter, 'main moves on');
  git(dev, 'checkout', '--quiet', '--detach', baseSha);
  git(dev, 'merge', '--quiet', '--no-ff', '-m', `Merge ${headSha} into ${baseSha}`, headSha);
  const mergeSha = git(dev, 'rev-parse', 'HEAD');
  git(dev, 'push', '--quiet', origin, 'main:refs/heads/main', `${headSha}:refs/heads/feature`);
  git(dev, 'push', '--quiet', origin, `${headSha}:refs/pull/${number}/head`, `${mergeSha}:refs/pull/${number}/merge`);

  const workspace = initRepo(join(root, 'workspace'));
  git(workspace, 'remote', 'add', 'origin', `file://${origin}`);
  git(workspace, 'fetch', '--quiet', '--no-tags', '--prune', '--no-recurse-submodules', '--depth=1', 'origin',
    `+${mergeSha}:refs/remotes/pull/${number}/merge`);
  git(workspace, 'checkout', '--quiet', '--detach', mergeSha);

  return {
    origin,
    workspace,
    number,
    forkPoint,
    baseSha,
    headSha,
    mergeSha,
    event: {
      action: 'synchronize',
      number,
      pull_request: { number, base: { ref: 'main', sha: baseSha }, head: { ref: 'feature', sha: headSha } },
      repository: { name: 'agent', owner: { login: 'acme' }, full_name: 'acme/agent' },
    },
  };
}

/** A pull_request run on the scene's merge commit, as actions/checkout leaves the workspace. */
export function pullRequestRun(node: string, scene: PullRequestScene, apiUrl: string, dir: string): Omit<ActionRunOptions, 'inputs'> {
  return {
    node,
    workspace: scene.workspace,
    runnerDir: join(dir, 'runner'),
    eventName: 'pull_request',
    event: scene.event,
    sha: scene.mergeSha,
    ref: `refs/pull/${scene.number}/merge`,
    repository: 'acme/agent',
    apiUrl,
  };
}

/** A pull request scene and the loopback GitHub it talks to, for the tests of one describe block. */
export interface PullRequestStage {
  /** The temp dir everything lives in. */
  readonly dir: string;
  readonly scene: PullRequestScene;
  readonly github: FakeGitHub;
}

/**
 * Builds the scene and starts the loopback GitHub before the block's tests (its own `before` hooks
 * run after this one), and removes both after them. The fields are there from the first test on.
 */
export function pullRequestStage(prefix: string, files: SceneFiles): PullRequestStage {
  let dir: ReturnType<typeof tempDir> | undefined;
  let scene: PullRequestScene | undefined;
  let github: FakeGitHub | undefined;
  before(async () => {
    dir = tempDir(prefix);
    scene = buildPullRequestScene(dir.path, files);
    github = await startFakeGitHub('acme', 'agent', scene.number, scene.headSha);
  });
  after(async () => {
    await github?.close();
    dir?.remove();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the pull request stage is built in a before hook: use it inside tests and hooks');
    return value;
  };
  return {
    get dir() {
      return ready(dir).path;
    },
    get scene() {
      return ready(scene);
    },
    get github() {
      return ready(github);
    },
  };
}
