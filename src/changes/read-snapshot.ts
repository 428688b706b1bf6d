import { decodeContent, type FileContent } from '../extract/file-content.js';
import { parseLfsPointer } from '../extract/lfs-pointer.js';
import type { PathClassifier } from '../extract/prompt-files.js';
import type { Snapshot } from '../extract/snapshot.js';
import type { Git } from './git.js';
import { lfsObjectContent, lfsObjectsDir } from './lfs-objects.js';
import { listTree, readBlobs } from './tree.js';

export interface CommitRef {
  ref: string;
  sha: string;
}

/**
 * The prompt files of some commits. Blobs the commits share (most of them, for base and head) are
 * read once, through the Git's one `git cat-file --batch`. Files over the size limit are noted from the tree listing
 * and never read, so a PR that adds a 2 GB file costs nothing to check. A Git LFS pointer is read as
 * the object it names when git-lfs has fetched that object here.
 */
export async function readSnapshots(
  git: Git,
  commits: CommitRef[],
  classify: PathClassifier,
  maxFileBytes: number,
): Promise<Snapshot[]> {
  const trees = await Promise.all(
    commits.map(async (commit) =>
      (await listTree(git, commit.sha)).flatMap((entry) => {
        const kind = classify(entry.path);
        return kind ? [{ ...entry, kind }] : [];
      }),
    ),
  );
  const readable = trees.flat().filter((e) => e.size <= maxFileBytes && !e.symlink);
  const blobs = new Map<string, FileContent>();
  const lfs = lfsReader(git, maxFileBytes);
  for (const batch of batchesOf(readable, BATCH_BYTES)) {
    for (const [blob, bytes] of await readBlobs(git, batch.map((e) => e.blob))) {
      blobs.set(blob, (await lfs(bytes)) ?? decodeContent(bytes, maxFileBytes));
    }
  }
  return commits.map((commit, i) => ({
    ref: commit.ref,
    sha: commit.sha,
    files: trees[i]!.map((entry) => ({
      path: entry.path,
      kind: entry.kind,
      content: entry.symlink
        ? { kind: 'skipped', reason: 'symlink', bytes: entry.size }
        : entry.size > maxFileBytes
          ? { kind: 'skipped', reason: 'too-large', bytes: entry.size }
          : blobs.get(entry.blob)!,
    })),
  }));
}

/** The content of the LFS object a blob points to, if it is one and its object is here. */
function lfsReader(git: Git, maxBytes: number): (bytes: Buffer) => Promise<FileContent | undefined> {
  // Most diffs hold no pointer: git is asked where the objects are only when one turns up.
  let objectsDir: Promise<string | undefined> | undefined;
  return async (bytes) => {
    const pointer = parseLfsPointer(bytes);
    if (!pointer) return undefined;
    const dir = await (objectsDir ??= lfsObjectsDir(git));
    return dir === undefined ? undefined : lfsObjectContent(dir, pointer, maxBytes);
  };
}

/** The blobs of a batch are asked for together and held together: batches keep that memory bounded. */
const BATCH_BYTES = 64 * 1024 * 1024;

function batchesOf<T extends { size: number }>(entries: T[], maxBytes: number): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const entry of entries) {
    if (current.length > 0 && bytes + entry.size > maxBytes) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += entry.size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
