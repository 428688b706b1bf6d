import type { Git } from './git.js';

/** A file in a commit's tree, before its content is read. */
export interface TreeEntry {
  path: string;
  blob: string;
  size: number;
  symlink: boolean;
}

/** Files and symlinks of a commit (submodules are not prompt material); only those at `paths`, when given. */
export async function listTree(git: Git, commit: string, paths?: readonly string[]): Promise<TreeEntry[]> {
  if (paths?.length === 0) return [];
  // `:(literal)`: a path is itself, never a pattern.
  const out = await git.run(['ls-tree', '-r', '-z', '--long', '--full-tree', commit, ...(paths ? ['--', ...paths.map((p) => `:(literal)${p}`)] : [])]);
  const entries: TreeEntry[] = [];
  for (const record of out.toString('utf8').split('\0')) {
    if (!record) continue;
    const tab = record.indexOf('\t');
    const [mode, type, blob, size] = record.slice(0, tab).split(/ +/);
    if (type !== 'blob') continue;
    entries.push({ path: record.slice(tab + 1), blob: blob!, size: Number(size), symlink: mode === '120000' });
  }
  return entries;
}

/**
 * Asks the Git's one `cat-file --batch` for many blobs at once, each distinct blob once: each answer
 * settles as its blob comes, in the order asked, so the first can be read while git writes the rest.
 * A failed answer not yet awaited is no unhandled rejection: it fails where it is awaited.
 */
export function requestBlobs(git: Git, blobs: readonly string[]): Map<string, Promise<Buffer>> {
  const requests = new Map<string, Promise<Buffer>>();
  for (const blob of blobs) {
    if (requests.has(blob)) continue;
    const request = git.readObject(blob).then((object) => {
      if (object?.type !== 'blob' || object.sha !== blob) throw new Error(`git cat-file: blob ${blob} is not in this clone`);
      return object.content;
    });
    request.catch(() => undefined);
    requests.set(blob, request);
  }
  return requests;
}
