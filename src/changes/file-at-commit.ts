import type { Git } from './git.js';

/** One file of a commit, read from git: the base side's config, which the workspace does not hold. */
export type FileAtCommit = { kind: 'missing' } | { kind: 'symlink'; target: string } | { kind: 'text'; text: string };

export async function readFileAtCommit(git: Git, sha: string, path: string): Promise<FileAtCommit> {
  const listing = (await git.run(['ls-tree', '-z', '--full-tree', sha, '--', path])).toString('utf8');
  const record = listing.split('\0').find((r) => r.slice(r.indexOf('\t') + 1) === path);
  if (!record) return { kind: 'missing' };
  const [mode, type, blob] = record.slice(0, record.indexOf('\t')).split(' ');
  if (type !== 'blob') return { kind: 'missing' };
  const bytes = await git.run(['cat-file', 'blob', blob!]);
  // A symlink's blob is its target: never followed, never parsed as the config.
  if (mode === '120000') return { kind: 'symlink', target: bytes.toString('utf8') };
  return { kind: 'text', text: bytes.toString('utf8') };
}
