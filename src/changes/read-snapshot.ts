import { decodeContent } from '../extract/file-content.js';
import type { PathClassifier } from '../extract/prompt-files.js';
import type { Snapshot, SourceFile } from '../extract/snapshot.js';
import type { Git } from './git.js';
import { listTree, readBlobs } from './tree.js';

export interface CommitRef {
  ref: string;
  sha: string;
}

/**
 * The prompt files of one commit. Files over the size limit are noted from the tree listing and never
 * read, so a PR that adds a 2 GB file costs nothing to check.
 */
export async function readSnapshot(
  git: Git,
  commit: CommitRef,
  classify: PathClassifier,
  maxFileBytes: number,
): Promise<Snapshot> {
  const matched = (await listTree(git, commit.sha)).flatMap((entry) => {
    const role = classify(entry.path);
    return role ? [{ ...entry, role }] : [];
  });
  const blobs = await readBlobs(
    git,
    matched.filter((e) => e.size <= maxFileBytes).map((e) => e.blob),
  );
  const files: SourceFile[] = matched.map((entry) => ({
    path: entry.path,
    role: entry.role,
    content:
      entry.size > maxFileBytes
        ? { kind: 'skipped', reason: 'too-large', bytes: entry.size }
        : decodeContent(blobs.get(entry.blob)!, maxFileBytes),
  }));
  return { ref: commit.ref, sha: commit.sha, files };
}
