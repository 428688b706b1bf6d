import { lstat, open, readdir, realpath, stat } from 'node:fs/promises';
import { InputError } from '../input-error.js';
import { join, relative, sep } from 'node:path';
import { analyzeScan } from '../analyze/scan.js';
import type { ScanReport } from '../report/scan-report.js';
import { createGit } from '../changes/git.js';
import type { Config } from '../config/config.js';
import { decodeContent, type FileContent } from '../extract/file-content.js';
import { parsersFor } from './code-parsers.js';
import { promptFileClassifier } from '../extract/prompt-files.js';
import { extractOptionsFor, profileFileRules } from '../frameworks/registry.js';
import { withImportedFiles, type ReadPaths } from './imported-files.js';
import type { Snapshot, SourceFile } from '../extract/snapshot.js';

/**
 * `scan` reads the working tree as it is on disk, edits included. In a git work tree it lists files as
 * git does (tracked and untracked, .gitignore respected); elsewhere it walks the directory.
 */
export async function scanDirectory(root: string, config: Config): Promise<ScanReport> {
  const snapshot = await scanSnapshot(root, config);
  return analyzeScan(snapshot, config, await parsersFor([snapshot]));
}

/**
 * The files a directory's CLAUDE.md files import that are no prompt files, read from disk as the
 * prompt files are, and only from inside the directory: a path through a linked folder that leads out
 * of it is not read.
 */
function pathsOnDisk(root: string, maxBytes: number): ReadPaths {
  return async (_snapshot, paths) => {
    const inside = `${await realpath(root)}${sep}`;
    const found: Array<{ path: string; content: FileContent }> = [];
    for (const path of paths) {
      const real = await realpath(join(root, path)).catch(() => undefined);
      if (!real?.startsWith(inside)) continue;
      const content = await readLimited(join(root, path), maxBytes);
      if (content) found.push({ path, content });
    }
    return found;
  };
}

/** The prompt files of a directory as they are on disk. */
export async function scanSnapshot(root: string, config: Config): Promise<Snapshot> {
  const rootStat = await stat(root).catch(() => undefined);
  if (!rootStat?.isDirectory()) throw new InputError(`no directory '${root}'`);
  const classify = promptFileClassifier({ ...config, frameworkFiles: profileFileRules() });
  const files: SourceFile[] = [];
  for (const path of await listFiles(root)) {
    const kind = classify(path);
    if (!kind) continue;
    const content = await readLimited(join(root, path), config.maxFileBytes);
    if (content) files.push({ path, kind, content });
  }
  const [withImports] = await withImportedFiles([{ ref: root, sha: '', files }], pathsOnDisk(root, config.maxFileBytes), extractOptionsFor(false));
  return withImports!;
}

async function listFiles(root: string): Promise<string[]> {
  const listed = await createGit(root)
    .tryRun(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'])
    .catch(() => undefined);
  if (listed) return listed.toString('utf8').split('\0').filter(Boolean).sort();
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((p) => !p.split('/').some((part) => part === '.git' || part === 'node_modules'))
    .sort();
}

/** Never reads a file over the limit, and never follows a symlink (as `diff`, which sees git's). */
async function readLimited(path: string, maxBytes: number): Promise<FileContent | undefined> {
  const link = await lstat(path).catch(() => undefined);
  if (!link) return undefined; // listed by git but deleted on disk
  if (link.isSymbolicLink()) return { kind: 'skipped', reason: 'symlink', bytes: link.size };
  if (!link.isFile()) return undefined;
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return undefined; // listed by git but deleted on disk
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) return { kind: 'skipped', reason: 'too-large', bytes: size };
    const buffer = Buffer.alloc(size);
    await handle.read(buffer, 0, size, 0);
    return decodeContent(buffer, maxBytes);
  } finally {
    await handle.close();
  }
}
