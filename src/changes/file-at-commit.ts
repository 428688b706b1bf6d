import type { Git } from './git.js';

/** One file of a commit, read from git: the base side's config, which the workspace does not hold. */
export type FileAtCommit = { kind: 'missing' } | { kind: 'symlink'; target: string } | { kind: 'text'; text: string };

/**
 * Reads the tree that holds `path` and then its blob, both through the Git's one `cat-file --batch`:
 * the tree gives the entry's mode, which tells a symlink from a file.
 */
export async function readFileAtCommit(git: Git, sha: string, path: string): Promise<FileAtCommit> {
  const slash = path.lastIndexOf('/');
  const dir = slash < 0 ? '' : path.slice(0, slash);
  const name = path.slice(slash + 1);
  const tree = await git.readObject(dir ? `${sha}:${dir}` : `${sha}^{tree}`);
  if (tree?.type !== 'tree' || !name) return { kind: 'missing' };
  const entry = treeEntry(tree.content, tree.sha.length / 2, name);
  if (!entry || entry.mode === '160000' || entry.mode === '40000') return { kind: 'missing' };
  const blob = await git.readObject(entry.oid);
  if (blob?.type !== 'blob') return { kind: 'missing' };
  // A symlink's blob is its target: never followed, never parsed as the config.
  if (entry.mode === '120000') return { kind: 'symlink', target: blob.content.toString('utf8') };
  return { kind: 'text', text: blob.content.toString('utf8') };
}

/** An entry of a raw tree object: `<mode> <name>\0<binary id>` after one another. */
function treeEntry(tree: Buffer, idBytes: number, name: string): { mode: string; oid: string } | undefined {
  const wanted = Buffer.from(name, 'utf8');
  for (let at = 0; at < tree.length; ) {
    const space = tree.indexOf(0x20, at);
    const nul = tree.indexOf(0, space);
    if (space < 0 || nul < 0) return undefined;
    if (tree.subarray(space + 1, nul).equals(wanted)) {
      return { mode: tree.toString('latin1', at, space), oid: tree.toString('hex', nul + 1, nul + 1 + idBytes) };
    }
    at = nul + 1 + idBytes;
  }
  return undefined;
}
