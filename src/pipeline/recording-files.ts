import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import type { Recordings } from '../analyze/measured-runs.js';
import type { Recording } from '../analyze/recordings.js';
import { InputError } from '../input-error.js';

export interface RecordingFileOptions {
  /** Where relative paths and globs start; files are named relative to it. */
  cwd: string;
  /**
   * Folders the files must be in, links resolved (the action's workspace and RUNNER_TEMP), each with
   * the name a file in it is shown under (`RUNNER_TEMP/runs/a.jsonl`); anywhere when absent.
   */
  roots?: ReadonlyArray<{ dir: string; name: string }>;
  /** How the user spelled the list, for errors: `input 'base-runs'`, `--base-runs`. */
  label: string;
}

/**
 * The runs recorded at base and at head that a diff compares, read from the lists the user gave
 * (docs/architecture.md, "Measured runs"); undefined when neither is given. One without the other
 * is an error, naming both as the user spells them.
 */
export async function readRecordedRuns(
  lists: { base: readonly string[]; head: readonly string[] },
  labels: { base: string; head: string },
  options: Omit<RecordingFileOptions, 'label'>,
): Promise<Recordings | undefined> {
  if (lists.base.length === 0 && lists.head.length === 0) return undefined;
  if (lists.base.length === 0 || lists.head.length === 0) {
    throw new InputError(`${labels.base} and ${labels.head} go together: runs recorded at base and at head, to compare`);
  }
  return {
    base: await readRecordingFiles(lists.base, { ...options, label: labels.base }),
    head: await readRecordingFiles(lists.head, { ...options, label: labels.head }),
  };
}

/**
 * The files of recorded usage a list names, read: each entry a file, a folder (every .json and .jsonl
 * file under it) or a glob (`runs/**\/*.jsonl`), in the order given, each file once. An entry that
 * names nothing is an error: runs the user expected and did not get would otherwise vanish from the
 * comparison (docs/architecture.md, "Measured runs").
 */
export async function readRecordingFiles(entries: readonly string[], options: RecordingFileOptions): Promise<Recording[]> {
  const paths: string[] = [];
  for (const entry of entries) {
    for (const path of await filesOf(entry, options)) if (!paths.includes(path)) paths.push(path);
  }
  const real = (path: string): Promise<string> => realpath(path).catch(() => resolve(path));
  const roots = options.roots && (await Promise.all(options.roots.map(async ({ dir, name }) => ({ dir: await real(dir), name }))));
  const cwd = await real(options.cwd);
  return Promise.all(
    paths.map(async (path) => {
      const root = roots?.find((r) => inside(r.dir, path) && r.dir !== cwd);
      const file = root ? `${root.name}/${posix(relative(root.dir, path))}` : inside(cwd, path) ? posix(relative(cwd, path)) : path;
      if (roots && !inside(cwd, path) && !root) throw new InputError(`${options.label}: '${file}' is outside the workspace and RUNNER_TEMP; not read`);
      return { file, text: await readFile(path, 'utf8') };
    }),
  );
}

/** The absolute, link-resolved paths of the files one entry names, sorted within the entry; none is an error. */
async function filesOf(entry: string, { cwd, label }: RecordingFileOptions): Promise<string[]> {
  if (isDynamicPattern(entry)) {
    const matches = await glob(entry, { cwd, absolute: true, onlyFiles: true, dot: true, expandDirectories: false });
    if (matches.length === 0) throw new InputError(`${label}: no file matches '${entry}'`);
    return Promise.all(matches.sort().map((m) => realpath(m)));
  }
  const full = resolve(cwd, entry);
  const info = await stat(full).catch(() => undefined);
  if (!info) throw new InputError(`${label}: no file or folder '${entry}'`);
  if (!info.isDirectory()) return [await realpath(full)];
  const found = (await readdir(full, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && /\.jsonl?$/i.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  if (found.length === 0) throw new InputError(`${label}: no .json or .jsonl file in '${entry}'`);
  return Promise.all(found.map((f) => realpath(f)));
}

function posix(path: string): string {
  return path.split(sep).join('/');
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
