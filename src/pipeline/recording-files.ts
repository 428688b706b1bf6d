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
 * file under it, links to files included) or a glob (`runs/**\/*.jsonl`), in the order given, each
 * file once. An entry that names nothing is an error: runs the user expected and did not get would
 * otherwise vanish from the comparison (docs/architecture.md, "Measured runs"). With `roots`, an
 * entry must be in one of them, and a file must stay, links resolved, in the root its path is in: a
 * link committed to the workspace cannot lead to RUNNER_TEMP or anywhere else.
 */
export async function readRecordingFiles(entries: readonly string[], options: RecordingFileOptions): Promise<Recording[]> {
  const roots = options.roots && (await Promise.all(options.roots.map(async ({ dir, name }) => ({ dir: resolve(dir), real: await real(dir), name }))));
  const files = new Map<string, string>();
  for (const entry of entries) {
    const full = resolve(options.cwd, entry);
    if (roots && !roots.some((r) => inside(r.dir, full) || inside(r.real, full))) throw new InputError(`${options.label}: '${entry}' is outside the workspace and RUNNER_TEMP; not read`);
    for (const path of await filesOf(entry, full, options)) {
      const resolved = await real(path);
      const root = roots?.find((r) => inside(r.dir, path) || inside(r.real, path));
      if (roots && !(root && inside(root.real, resolved))) throw new InputError(`${options.label}: '${shownName(path, options.cwd, root)}' links outside ${root ? 'the folder it is in' : 'the workspace and RUNNER_TEMP'}; not read`);
      if (![...files.values()].includes(resolved)) files.set(shownName(path, options.cwd, root), resolved);
    }
  }
  return Promise.all([...files].map(async ([file, path]) => ({ file, text: await readFile(path, 'utf8') })));
}

/** A file as the report names it: relative to the workspace, `RUNNER_TEMP/...` in the runner's temp folder, else as found. */
function shownName(path: string, cwd: string, root: { dir: string; real: string; name: string } | undefined): string {
  if (root && root.name !== '.') return `${root.name}/${posix(relative(inside(root.dir, path) ? root.dir : root.real, path))}`;
  return inside(resolve(cwd), path) ? posix(relative(resolve(cwd), path)) : path;
}

/**
 * The paths of the files one entry names, unresolved, sorted within the entry; none is an error. A
 * path that exists is itself even when it looks like a glob (`runs/[base]`).
 */
async function filesOf(entry: string, full: string, { cwd, label }: RecordingFileOptions): Promise<string[]> {
  const info = await stat(full).catch(() => undefined);
  if (!info && isDynamicPattern(entry)) {
    const matches = await glob(entry, { cwd, absolute: true, onlyFiles: true, dot: true, expandDirectories: false });
    if (matches.length === 0) throw new InputError(`${label}: no file matches '${entry}'`);
    return matches.map((m) => resolve(m)).sort();
  }
  if (!info) throw new InputError(`${label}: no file or folder '${entry}'`);
  if (!info.isDirectory()) return [full];
  const listed = await readdir(full, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const e of listed) {
    if (!/\.jsonl?$/i.test(e.name)) continue;
    const path = join(e.parentPath, e.name);
    // A link is listed as a link: it counts when it leads to a file (where to is checked by the caller).
    if (e.isFile() || (e.isSymbolicLink() && (await stat(path).catch(() => undefined))?.isFile())) found.push(path);
  }
  if (found.length === 0) throw new InputError(`${label}: no .json or .jsonl file in '${entry}'`);
  return found.sort();
}

function real(path: string): Promise<string> {
  return realpath(path).catch(() => resolve(path));
}

function posix(path: string): string {
  return path.split(sep).join('/');
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
