import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { appendToHistoryBranch } from '../../src/action/history-branch.js';
import { createGit, type Git } from '../../src/changes/git.js';
import type { History } from '../../src/report/history.js';
import type { Report } from '../../src/report/report.js';
import { runAction, runtimes } from '../support/action-runner.js';
import { commit, git, initRepo, tempDir } from '../support/git-repo.js';
import { startFakeGitHub, type FakeGitHub } from '../support/github-server.js';
import { estimatedCount } from '../support/reference-count.js';

/**
 * The cost history on the bundled action: pushes to the default branch append to the history branch
 * of a real repository the action fetches from and pushes to, a second push keeps the first, a rename
 * keeps a file's id, a push that loses a race is tried again, and a pull request's comment reads the
 * trend.
 */
const SYSTEM = (extra: string) => `You are a careful reviewer. Cite the file and line of every claim.${extra}\n`;
const SUMMARY = 'Summarise the pull request in three sentences: what changed, why, and what a reviewer should check first.\n';
const BOT = { GIT_AUTHOR_NAME: 'bot', GIT_AUTHOR_EMAIL: 'bot@example.com', GIT_COMMITTER_NAME: 'bot', GIT_COMMITTER_EMAIL: 'bot@example.com' };

describe('history on the default branch, on the bundled action', () => {
  const node = runtimes()[0]!.node;
  let dir: ReturnType<typeof tempDir>;
  let origin: string;
  let dev: string;
  let github: FakeGitHub;
  const commits: string[] = [];

  before(async () => {
    dir = tempDir('history');
    origin = join(dir.path, 'origin.git');
    git(dir.path, 'init', '--quiet', '--bare', origin);
    dev = initRepo(join(dir.path, 'dev'));
    commits.push(commit(dev, { 'prompts/system.md': SYSTEM(''), 'prompts/old.md': SUMMARY }, 'start'));
    commits.push(commit(dev, { 'prompts/system.md': SYSTEM(' Quote the failing line.') }, 'grow'));
    git(dev, 'mv', 'prompts/old.md', 'prompts/new.md');
    commits.push(commit(dev, { 'prompts/new.md': `${SUMMARY}Be brief.\n` }, 'rename'));
    git(dev, 'push', '--quiet', origin, 'main');
    github = await startFakeGitHub('acme', 'agent', 7);
  });
  after(async () => {
    await github.close();
    dir.remove();
  });

  /** A push to main from `from` to `to`, run in a depth-1 checkout of `to`, as on a runner. */
  const push = async (name: string, from: string, to: string) => {
    const workspace = initRepo(join(dir.path, name));
    git(workspace, 'remote', 'add', 'origin', `file://${origin}`);
    git(workspace, 'fetch', '--quiet', '--depth=1', 'origin', to);
    git(workspace, 'checkout', '--quiet', '--detach', to);
    const event = { ref: 'refs/heads/main', before: from, after: to, repository: { default_branch: 'main', name: 'agent', owner: { login: 'acme' } } };
    return runAction({ node, workspace, runnerDir: join(dir.path, `${name}-runner`), eventName: 'push', event, sha: to, ref: 'refs/heads/main', repository: 'acme/agent', apiUrl: github.url, inputs: { history: 'branch', comment: 'off' } });
  };
  const historyAt = (): History => JSON.parse(git(dir.path, `--git-dir=${origin}`, 'show', 'ctxguard-history:history.json'));

  test('a push appends its agents’ figures and the page; a second push appends again, keeping the first', async () => {
    const first = await push('push-1', commits[0]!, commits[1]!);
    assert.equal(first.exitCode, 0, first.stdout);
    assert.match(first.stdout, new RegExp(`History: ${commits[1]!.slice(0, 7)} appended to ctxguard-history`));
    let history = historyAt();
    assert.deepEqual(history.entries.map((e) => e.sha), [commits[1]]);
    const app = history.entries[0]!.agents.find((a) => a.name === 'app')!;
    assert.equal(app.startupTokens, estimatedCount(SYSTEM(' Quote the failing line.')) + estimatedCount(SUMMARY));
    assert.deepEqual(history.entries[0]!.files, { 'prompts/system.md': { path: 'prompts/system.md', tokens: estimatedCount(SYSTEM(' Quote the failing line.')) } });

    const second = await push('push-2', commits[1]!, commits[2]!);
    assert.equal(second.exitCode, 0, second.stdout);
    history = historyAt();
    assert.deepEqual(history.entries.map((e) => e.sha), [commits[1], commits[2]]);
    // The renamed file keeps the id it had under its old path.
    assert.deepEqual(history.fileIds['prompts/new.md'], 'prompts/old.md');
    assert.deepEqual(history.entries[1]!.files['prompts/old.md'], { path: 'prompts/new.md', tokens: estimatedCount(`${SUMMARY}Be brief.\n`) });
    const page = git(dir.path, `--git-dir=${origin}`, 'show', 'ctxguard-history:index.html');
    assert.match(page, /<h2>app<\/h2>/);
    assert.equal((page.match(/<circle /g) ?? []).length, 2, 'a point per push');
    assert.equal(git(dir.path, `--git-dir=${origin}`, 'log', '--format=%s', 'ctxguard-history'), `ctxguard: figures at ${commits[2]!.slice(0, 7)}\nctxguard: figures at ${commits[1]!.slice(0, 7)}`);
  });

  test('the same push run again puts its entry in place, not a second one', async () => {
    const again = await push('push-2-again', commits[1]!, commits[2]!);
    assert.equal(again.exitCode, 0, again.stdout);
    assert.deepEqual(historyAt().entries.map((e) => e.sha), [commits[1], commits[2]]);
  });

  test('a push that loses the race to another run is tried again on top of the newer history', async () => {
    const workspace = initRepo(join(dir.path, 'racer'));
    git(workspace, 'remote', 'add', 'origin', `file://${origin}`);
    const real = createGit(workspace, { ...process.env, ...BOT });
    const other = createGit(workspace, { ...process.env, ...BOT });
    let raced = false;
    // Just before this run's first push, another run's lands.
    const racing: Git = {
      ...real,
      run: async (args, options) => {
        if (args[0] === 'push' && !raced) {
          raced = true;
          await appendToHistoryBranch(other, 'ctxguard-history', (h) => ({ history: { ...h, entries: [...h.entries, { sha: 'f'.repeat(40), date: '2026-12-02T00:00:00Z', agents: [], files: {} }] }, files: {} }), 'other run');
        }
        return real.run(args, options);
      },
      tryRun: (args) => real.tryRun(args),
      readObject: (name) => real.readObject(name),
      close: () => real.close(),
    };
    const mine = { sha: 'e'.repeat(40), date: '2026-12-03T00:00:00Z', agents: [], files: {} };
    const written = await appendToHistoryBranch(racing, 'ctxguard-history', (h) => ({ history: { ...h, entries: [...h.entries, mine] }, files: {} }), 'this run');
    assert.equal(written.attempts, 2);
    assert.deepEqual(historyAt().entries.map((e) => e.sha).slice(-2), ['f'.repeat(40), 'e'.repeat(40)]);
    await Promise.all([real.close(), other.close()]);
  });

  test('a branch that holds something else, or a history that is not ctxguard’s, is never written', async () => {
    const bare = join(dir.path, 'others.git');
    git(dir.path, 'init', '--quiet', '--bare', bare);
    const site = initRepo(join(dir.path, 'site'));
    commit(site, { 'index.html': '<h1>docs</h1>', 'guide/intro.html': 'intro' }, 'a Pages site');
    git(site, 'push', '--quiet', bare, 'main:refs/heads/gh-pages');
    const broken = initRepo(join(dir.path, 'broken'));
    commit(broken, { 'history.json': '{"version": 9}' }, 'not ours');
    git(broken, 'push', '--quiet', bare, 'main:refs/heads/ctxguard-history');
    const workspace = initRepo(join(dir.path, 'writer'));
    git(workspace, 'remote', 'add', 'origin', `file://${bare}`);
    const g = createGit(workspace, { ...process.env, ...BOT });
    const keep = (h: History) => ({ history: h, files: {} });
    await assert.rejects(appendToHistoryBranch(g, 'gh-pages', keep, 'x'), /the branch gh-pages holds guide: it is not a ctxguard history, and writing one there would replace its files/);
    await assert.rejects(appendToHistoryBranch(g, 'ctxguard-history', keep, 'x'), /history\.json on ctxguard-history.*key 'version': expected version 1/);
    assert.equal(git(dir.path, `--git-dir=${bare}`, 'show', 'gh-pages:guide/intro.html'), 'intro');
    assert.equal(git(dir.path, `--git-dir=${bare}`, 'show', 'ctxguard-history:history.json'), '{"version": 9}');
    await g.close();
  });

  test('the default branch is never the history branch: the run warns and writes nothing', async () => {
    const mainBefore = git(dir.path, `--git-dir=${origin}`, 'rev-parse', 'main');
    const workspace = initRepo(join(dir.path, 'default-branch'));
    git(workspace, 'remote', 'add', 'origin', `file://${origin}`);
    git(workspace, 'fetch', '--quiet', '--depth=1', 'origin', commits[2]!);
    git(workspace, 'checkout', '--quiet', '--detach', commits[2]!);
    const event = { ref: 'refs/heads/main', before: commits[1], after: commits[2], repository: { default_branch: 'main', name: 'agent', owner: { login: 'acme' } } };
    const run = await runAction({ node, workspace, runnerDir: join(dir.path, 'default-runner'), eventName: 'push', event, sha: commits[2]!, ref: 'refs/heads/main', repository: 'acme/agent', apiUrl: github.url, inputs: { history: 'branch', 'history-branch': 'main', comment: 'off' } });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.match(run.stdout, /::warning::ctxguard history \(main\): it is the default branch: the history needs a branch of its own; the report is unaffected/);
    assert.equal(git(dir.path, `--git-dir=${origin}`, 'rev-parse', 'main'), mainBefore);
  });

  test('a pull request reads the trend of its agents from the branch, and its comment says where it takes it', async () => {
    git(dev, 'checkout', '--quiet', '-b', 'feature');
    const prHead = commit(dev, { 'prompts/system.md': SYSTEM(' Quote the failing line, then the fix.') }, 'pr');
    git(dev, 'push', '--quiet', origin, `${prHead}:refs/pull/7/head`);
    const workspace = initRepo(join(dir.path, 'pr'));
    git(workspace, 'remote', 'add', 'origin', `file://${origin}`);
    git(workspace, 'fetch', '--quiet', '--depth=1', 'origin', prHead);
    git(workspace, 'checkout', '--quiet', '--detach', prHead);
    const event = { action: 'synchronize', number: 7, pull_request: { number: 7, base: { ref: 'main', sha: commits[2] }, head: { ref: 'feature', sha: prHead } }, repository: { name: 'agent', owner: { login: 'acme' } } };
    const run = await runAction({
      node,
      workspace,
      runnerDir: join(dir.path, 'pr-runner'),
      eventName: 'pull_request',
      event,
      sha: prHead,
      ref: 'refs/pull/7/merge',
      repository: 'acme/agent',
      apiUrl: github.url,
      inputs: { history: 'branch', 'history-url': 'https://acme.github.io/agent/', 'base-ref': 'main', comment: 'off' },
    });
    assert.equal(run.exitCode, 0, run.stdout);
    const report = JSON.parse(readFileSync(run.outputs['report-json']!, 'utf8')) as Report;
    const trend = report.trend!.agents.find((a) => a.agent === 'app')!;
    // The two pushes of the app (the race's entries have no agents).
    assert.equal(trend.pushes, 2);
    const comment = readFileSync(run.outputs['comment-body']!, 'utf8');
    assert.match(comment, /Trend on the default branch \(2 pushes since \d{4}-\d\d-\d\d\): a run went \$[\d.]+ → \$[\d.]+ \([\d,]+ → [\d,]+ input tokens\); this pull request takes it to \$[\d.]+ \([\d,]+\) · \[history\]\(https:\/\/acme\.github\.io\/agent\/\)/);
  });
});
