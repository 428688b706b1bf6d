import type { Git } from './git.js';

/** A file in a commit's tree, before its content is read. */
export interface TreeEntry {
  path: string;
  blob: string;
  size: number;
  symlink: boolean;
}

/** Files and symlinks of a commit (submodules are not prompt material). */
export async function listTree(git: Git, commit: string): Promise<TreeEntry[]> {
  const out = await git.run(['ls-tree', '-r', '-z', '--long', '--full-tree', commit]);
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

/** Reads many blobs through the Git's one `cat-file --batch`, each distinct blob once. */
export async function readBlobs(git: Git, blobs: string[]): Promise<Map<string, Buffer>> {
  const unique = [...new Set(blobs)];
  const objects = await Promise.all(unique.map((blob) => git.readObject(blob)));
  const contents = new Map<string, Buffer>();
  unique.forEach((blob, i) => {
    const object = objects[i];
    if (object?.type !== 'blob' || object.sha !== blob) throw new Error(`git cat-file: blob ${blob} is not in this clone`);
    contents.set(blob, object.content);
  });
  return contents;
}
