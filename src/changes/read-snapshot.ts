import { decodeContent, type FileContent } from '../extract/file-content.js';
import { parseLfsPointer, type LfsPointer } from '../extract/lfs-pointer.js';
import type { PathClassifier } from '../extract/prompt-files.js';
import type { Snapshot } from '../extract/snapshot.js';
import type { SourceKind } from '../extract/source-kind.js';
import type { Git } from './git.js';
import { lfsObjectContent, lfsObjectsDir } from './lfs-objects.js';
import { listTree, requestBlobs, type TreeEntry } from './tree.js';

export interface CommitRef {
  ref: string;
  sha: string;
}

/** A file of a commit's tree that the classifier reads, before its content is read. */
export interface PromptFileEntry extends TreeEntry {
  kind: SourceKind;
}

/** Each commit's files that the classifier reads, with the kind it gives them. */
export function listPromptFiles(git: Git, commits: CommitRef[], classify: PathClassifier): Promise<PromptFileEntry[][]> {
  // Base and head hold mostly the same paths, and matching a path against every glob is most of a warm run's listing.
  const kinds = new Map<string, SourceKind | undefined>();
  const kindOf = (path: string): SourceKind | undefined => {
    if (!kinds.has(path)) kinds.set(path, classify(path));
    return kinds.get(path);
  };
  return Promise.all(
    commits.map(async (commit) =>
      (await listTree(git, commit.sha)).flatMap((entry) => {
        const kind = kindOf(entry.path);
        return kind ? [{ ...entry, kind }] : [];
      }),
    ),
  );
}

/**
 * The entries whose blobs are read: files over the size limit are noted from the tree listing and
 * never read, so a PR that adds a 2 GB file costs nothing to check; a symlink is never followed.
 */
export function readableEntries(entries: PromptFileEntry[], maxFileBytes: number): PromptFileEntry[] {
  return entries.filter((e) => e.size <= maxFileBytes && !e.symlink);
}

/**
 * Reads and decodes the blobs of these entries, each distinct blob once, a batch at a time: each
 * batch's bytes are let go once `take` has had its contents, so memory holds one batch of files, not
 * the pull request. A Git LFS pointer is read as the object it names when git-lfs has fetched that
 * object here.
 */
export async function readContents(
  git: Git,
  entries: ReadonlyArray<{ blob: string; size: number }>,
  maxFileBytes: number,
  take: (blob: string, content: FileContent, read: { lfsPointer: boolean }) => void | Promise<void>,
): Promise<void> {
  const lfs = lfsReader(git, maxFileBytes);
  const unique = [...new Map(entries.map((e) => [e.blob, e])).values()];
  const batches = batchesOf(unique, BATCH_BYTES);
  // git is asked for the next batch as this one is taken, and each blob is taken as soon as it has
  // come: git writes on while this thread decodes and extracts, with two batches in memory at most.
  let next = batches.length > 0 ? requestBlobs(git, batches[0]!.map((e) => e.blob)) : undefined;
  for (let i = 0; next; i++) {
    const requests = next;
    next = i + 1 < batches.length ? requestBlobs(git, batches[i + 1]!.map((e) => e.blob)) : undefined;
    let taken = 0;
    for (const [blob, request] of requests) {
      const bytes = await request;
      // Let go of as soon as taken: the batch's other blobs are not held up by it.
      requests.delete(blob);
      // Most blobs are no pointer: they are taken without a wait.
      const pointer = parseLfsPointer(bytes);
      const object = pointer && (await lfs(pointer));
      await take(blob, object ?? decodeContent(bytes, maxFileBytes), { lfsPointer: pointer !== undefined });
      // The blobs come through a pipe of some 64 KB, drained only when this thread waits: waiting
      // every pipe's worth lets git write on instead of waiting for its turn.
      taken += bytes.length;
      if (taken >= YIELD_BYTES) {
        taken = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
}

/** Bytes taken between two waits for what the pipes hold (git's next batch, workers' answers). */
const YIELD_BYTES = 64 * 1024;

/** The snapshots of the listed files, with each readable file's content as `contentOf` has it. */
export function snapshotsOf(commits: CommitRef[], trees: PromptFileEntry[][], maxFileBytes: number, contentOf: (entry: PromptFileEntry) => FileContent): Snapshot[] {
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
          : contentOf(entry),
    })),
  }));
}

/**
 * The content of the object a Git LFS pointer names, when git-lfs has fetched it here; undefined when
 * it has not (decoding the pointer then says what it stands for).
 */
function lfsReader(git: Git, maxBytes: number): (pointer: LfsPointer) => Promise<FileContent | undefined> {
  // Most diffs hold no pointer: git is asked where the objects are only when one turns up.
  let objectsDir: Promise<string | undefined> | undefined;
  return async (pointer) => {
    const dir = await (objectsDir ??= lfsObjectsDir(git));
    return dir === undefined ? undefined : await lfsObjectContent(dir, pointer, maxBytes);
  };
}

/** The blobs of a batch are asked for together and held together: batches keep that memory bounded. */
const BATCH_BYTES = 4 * 1024 * 1024;

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
