import type { Git } from '../../src/changes/git.js';
import { listPromptFiles, readableEntries, readContents, snapshotsOf, type CommitRef } from '../../src/changes/read-snapshot.js';
import type { FileContent } from '../../src/extract/file-content.js';
import type { PathClassifier } from '../../src/extract/prompt-files.js';
import type { Snapshot } from '../../src/extract/snapshot.js';

/**
 * The prompt files of some commits with every text held, as `diff` read them before extraction let
 * texts go (docs/architecture.md, "Incremental extraction"): the reference the extracting reader is
 * checked against, built from the same git reads.
 */
export async function readSnapshots(git: Git, commits: CommitRef[], classify: PathClassifier, maxFileBytes: number): Promise<Snapshot[]> {
  const trees = await listPromptFiles(git, commits, classify);
  const contents = new Map<string, FileContent>();
  await readContents(git, readableEntries(trees.flat(), maxFileBytes), maxFileBytes, (blob, content) => {
    contents.set(blob, content);
  });
  return snapshotsOf(commits, trees, maxFileBytes, (entry) => contents.get(entry.blob)!);
}
