import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { decodeContent, type FileContent } from '../extract/file-content.js';
import type { LfsPointer } from '../extract/lfs-pointer.js';
import type { Git } from './git.js';

/**
 * Where git-lfs keeps the objects it fetched: `lfs.storage` when set (relative to the git dir, as
 * git-lfs reads it), else `<git common dir>/lfs/objects`, shared by all worktrees.
 */
export async function lfsObjectsDir(git: Git): Promise<string | undefined> {
  const out = await git.tryRun(['rev-parse', '--path-format=absolute', '--git-common-dir']);
  const commonDir = out?.toString('utf8').trim();
  if (!commonDir) return undefined;
  const storage = (await git.tryRun(['config', '--get', 'lfs.storage']))?.toString('utf8').trim();
  if (!storage) return join(commonDir, 'lfs', 'objects');
  return join(isAbsolute(storage) ? storage : join(commonDir, storage), 'objects');
}

/** The object file git-lfs stores a pointer's content in: `aa/bb/aabb…`. */
export function lfsObjectPath(objectsDir: string, pointer: LfsPointer): string {
  return join(objectsDir, pointer.oid.slice(0, 2), pointer.oid.slice(2, 4), pointer.oid);
}

/**
 * The content a pointer stands for, when its object is here with the size and SHA-256 the pointer
 * names; undefined otherwise (not fetched, or a partial or corrupt download, which must not be
 * counted as the prompt). An object over the limit is noted from its size and never read.
 */
export async function lfsObjectContent(objectsDir: string, pointer: LfsPointer, maxBytes: number): Promise<FileContent | undefined> {
  const path = lfsObjectPath(objectsDir, pointer);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile() || info.size !== pointer.size) return undefined;
  if (info.size > maxBytes) return { kind: 'skipped', reason: 'too-large', bytes: info.size };
  const bytes = await readFile(path).catch(() => undefined);
  if (!bytes || createHash('sha256').update(bytes).digest('hex') !== pointer.oid) return undefined;
  return decodeContent(bytes, maxBytes);
}
