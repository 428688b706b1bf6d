import { GitError, type Git } from '../changes/git.js';
import { emptyHistory, parseHistory, type History } from '../report/history.js';

/** Where the history branch is fetched to: a ref of ours, apart from the workspace's branches. */
const LOCAL_REF = 'refs/ctxguard/history';
const HISTORY_FILE = 'history.json';
/** The files a history branch holds: anything else means the branch is somebody else's. */
export const HISTORY_FILES = new Set([HISTORY_FILE, 'index.html', '.nojekyll']);
/** How often a push that lost a race with another run's is tried again from the newer history. */
export const PUSH_ATTEMPTS = 4;

/**
 * The history kept in its own branch (docs/architecture.md, "History"), read and written with git in
 * the workspace: fetched to a ref of ours, the files written as objects, committed on top of the
 * branch, pushed with the credentials the checkout (or `gitAuthEnv`) gives, which need the token's
 * `contents: write`. The workspace's files and branches are never touched.
 */
export async function readHistoryBranch(git: Git, branch: string): Promise<{ history: History; commit: string | undefined }> {
  const fetched = await git.tryRun(['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', `+refs/heads/${branch}:${LOCAL_REF}`]);
  if (!fetched) return { history: emptyHistory(), commit: undefined };
  const commit = (await git.run(['rev-parse', `${LOCAL_REF}^{commit}`])).toString('utf8').trim();
  const file = await git.readObject(`${commit}:${HISTORY_FILE}`);
  if (!file || file.type !== 'blob') return { history: emptyHistory(), commit };
  return { history: parseHistory(file.content.toString('utf8'), `${HISTORY_FILE} on ${branch}`), commit };
}

/**
 * Appends to the history branch: reads it, lets `update` make the new history and the files to write
 * beside it, commits, pushes. A push another run got in before is tried again on top of the newer
 * history, up to PUSH_ATTEMPTS times; a history that cannot be read is an error, never overwritten.
 */
export async function appendToHistoryBranch(
  git: Git,
  branch: string,
  update: (history: History) => { history: History; files: Record<string, string> },
  message: string,
): Promise<{ commit: string; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    const { history, commit: parent } = await readHistoryBranch(git, branch);
    if (parent) await refuseOthersBranch(git, branch, parent);
    const next = update(history);
    const files = { [HISTORY_FILE]: `${JSON.stringify(next.history, null, 1)}\n`, ...next.files };
    const tree = await writeTree(git, files);
    const commit = (await git.run(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message])).toString('utf8').trim();
    try {
      await git.run(['push', '--quiet', 'origin', `${commit}:refs/heads/${branch}`]);
      return { commit, attempts: attempt };
    } catch (error) {
      if (!(error instanceof GitError) || !isRaceLost(error) || attempt >= PUSH_ATTEMPTS) throw error;
    }
  }
}

/**
 * A branch that holds other files than the history's, or no history.json, is somebody else's (a
 * Pages site, a default branch): the history's commit would replace its tree, so nothing is written.
 */
async function refuseOthersBranch(git: Git, branch: string, commit: string): Promise<void> {
  const names = (await git.run(['ls-tree', '--name-only', '-z', commit])).toString('utf8').split('\0').filter(Boolean);
  const others = names.filter((n) => !HISTORY_FILES.has(n));
  if (others.length > 0 || !names.includes(HISTORY_FILE)) {
    const what = others.length ? `holds ${others.slice(0, 3).join(', ')}${others.length > 3 ? ', ...' : ''}` : `has no ${HISTORY_FILE}`;
    throw new Error(`the branch ${branch} ${what}: it is not a ctxguard history, and writing one there would replace its files; set history-branch to a branch of its own`);
  }
}

/** A tree of these files at its root, each written as a blob. */
async function writeTree(git: Git, files: Record<string, string>): Promise<string> {
  const entries: string[] = [];
  for (const [name, text] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const blob = (await git.run(['hash-object', '-w', '--stdin'], { input: text })).toString('utf8').trim();
    entries.push(`100644 blob ${blob}\t${name}`);
  }
  return (await git.run(['mktree'], { input: `${entries.join('\n')}\n` })).toString('utf8').trim();
}

/** The branch moved on since it was read: another run pushed first. */
function isRaceLost(error: GitError): boolean {
  return /non-fast-forward|fetch first|\[rejected\]|cannot lock ref|failed to update ref/i.test(error.stderr);
}
